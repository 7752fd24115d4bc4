"""``fast_init``: the frozen slots results filled quickly are the same dataclasses."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, dataclass, fields

import pytest

from mjlearn.fast import fast_init, slots_twin


@fast_init
@dataclass(frozen=True, slots=True)
class Pair:
    first: int
    second: tuple


@dataclass(frozen=True, slots=True)
class Plain:
    first: int
    second: tuple


def test_a_filled_result_is_its_own_frozen_dataclass():
    made = Pair(1, (2, 3))
    assert type(made) is Pair and made.first == 1 and made.second == (2, 3)
    assert made == Pair(1, (2, 3)) and made != Pair(2, (2, 3))
    assert hash(made) == hash(Pair(1, (2, 3)))
    assert repr(made) == "Pair(first=1, second=(2, 3))" == repr(Plain(1, (2, 3))).replace("Plain", "Pair")
    with pytest.raises(FrozenInstanceError):
        made.first = 2
    assert [f.name for f in fields(made)] == ["first", "second"]
    assert copy.copy(made) == made and pickle.loads(pickle.dumps(made)) == made
    assert Pair(second=4, first=5) == Pair(5, 4)
    with pytest.raises(TypeError):
        Pair(1)


def test_a_subclass_is_filled_through_the_setters():
    class Named(Pair):
        pass
    made = Named(1, 2)
    assert type(made) is Named and (made.first, made.second) == (1, 2)
    with pytest.raises(FrozenInstanceError):
        made.first = 2


def test_only_plain_slots_dataclasses_without_defaults():
    @dataclass(frozen=True, slots=True)
    class WithDefault:
        first: int = 0
    with pytest.raises(TypeError):
        fast_init(WithDefault)

    @dataclass(frozen=True)
    class NoSlots:
        first: int
    with pytest.raises(TypeError):
        fast_init(NoSlots)


def test_a_twin_filled_by_hand_becomes_the_frozen_dataclass():
    twin = slots_twin(Plain)
    made = object.__new__(twin)
    made.first, made.second = 1, (2,)
    made.__class__ = Plain
    assert made == Plain(1, (2,)) and type(made) is Plain
    with pytest.raises(FrozenInstanceError):
        made.first = 2
    with pytest.raises(TypeError):
        slots_twin(int)
