"""Exercise kind ``find_waits``: name every tile a tenpai hand waits on.

Hands come from the engine: a random complete hand loses one tile, and
:func:`mjlearn.readings.find_waits` decides what it waits on (a kind held four times is
not a wait). Difficulty is the number of waits: 1 (a single kanchan, penchan or tanki),
2, 3–4 (two suits), 5 or more (one suit, the nine-gates family).

Constraints: ``waits`` (exactly that many), ``shape`` (one of the waits has this shape:
"ryanmen", "kanchan", "penchan", "shanpon", "tanki"), ``exhausted`` (True: some tile
would complete the hand but all four copies are held).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ...errors import MjlearnError
from ...hand import parse_hand, parse_waiting_hand
from ...readings import WAIT_SHAPES, Waits, find_waits, readings
from ...rules import Ruleset
from ...tiles import Tile, format_tiles, parse_tiles
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..base import TILE_SET, Misconception, Question, recomputed
from .handgen import counts_to_kinds, random_complete_counts
from ..registry import ExerciseKind, register_kind

KIND = "find_waits"
MAX_ATTEMPTS = 5000
# Difficulty → (how many waits, which suits the hand draws from).
LEVELS = {
    1: (range(1, 2), "mixed"),
    2: (range(2, 3), "mixed"),
    3: (range(3, 5), "two"),
    4: (range(5, 10), "one"),
}


def _suits(rng: random.Random, style: str) -> tuple[tuple[int, ...], bool]:
    if style == "mixed":
        return (0, 1, 2), True
    if style == "two":
        return tuple(sorted(rng.sample((0, 1, 2), 2))), rng.random() < 0.3
    return (rng.randrange(3),), False


@lru_cache(maxsize=4096)
def waits_of(hand: str) -> Waits:
    return find_waits(parse_waiting_hand(hand))


def build(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
          waits: int | None = None, shape: str | None = None,
          exhausted: bool | None = None) -> Question:
    wanted = range(waits, waits + 1) if waits is not None else LEVELS[difficulty][0]
    style = LEVELS[difficulty][1]
    if shape is not None and shape not in WAIT_SHAPES[:5]:
        raise MjlearnError("bad_option", option="shape", value=str(shape)[:20])
    if waits is not None and not 1 <= waits <= 9:
        raise MjlearnError("impossible_constraints")
    if exhausted and style == "mixed":
        style = "one"  # four copies of a waiting kind need a packed suit
    for _ in range(MAX_ATTEMPTS):
        suits, honours = _suits(rng, style)
        kinds = counts_to_kinds(random_complete_counts(rng, suits, honours))
        kinds.pop(rng.randrange(len(kinds)))
        hand = format_tiles(Tile(k) for k in kinds)
        result = waits_of(hand)
        if len(result.tiles) not in wanted:
            continue
        if shape is not None and not any(shape in s for s in result.shapes):
            continue
        if exhausted is not None and bool(result.exhausted) != exhausted:
            continue
        return Question(KIND, seed, difficulty, rules.name, {"hand": hand},
                        ("prompt.find_waits", {}), TILE_SET)
    raise MjlearnError("impossible_constraints")


def expected(question: Question) -> Any:
    return frozenset(waits_of(question.data["hand"]).tiles)


def _tiles(kinds) -> tuple[Tile, ...]:
    return tuple(Tile(k) for k in sorted(kinds))


def wait_difference(question: Question, given: Any, expected: Any, missing: bool):
    """The params of "you missed …" (``missing``) or "… is not a wait": some waits left
    out of the right answer, or tiles added to it (None for any other answer). The
    furiten kind uses it too, where its answer is the waits."""
    if not isinstance(given, frozenset) or not given:
        return None
    if missing:
        if not given < expected:
            return None
        tiles = expected - given
    else:
        if not given > expected:
            return None
        tiles = given - expected
    return {"count": len(tiles), ("missed" if missing else "extra"): _tiles(tiles)}


def _with_exhausted(question: Question) -> frozenset | None:
    """The waits of a learner who forgets that a kind held four times cannot come."""
    result = waits_of(question.data["hand"])
    return frozenset(result.tiles + result.exhausted) if result.exhausted else None


def _exhausted_params(question: Question) -> dict:
    exhausted = waits_of(question.data["hand"]).exhausted
    return {"count": len(exhausted), "held": _tiles(exhausted)}


def two_faults(question: Question, given: Any, expected: Any, exhausted: frozenset = frozenset()):
    """Tiles added to the answer and waits left out of it, at once: the params that name
    both faults (the tiles added, as held four times when ``exhausted`` holds them all;
    how many waits are missing, never which). None for any other answer."""
    if not isinstance(given, frozenset) or not given:
        return None
    extra, missed = given - expected, expected - given
    if not extra or not missed:
        return None
    if extra <= exhausted:
        return {"count": len(extra), "held": _tiles(extra)}
    return {"count": len(extra), "extra": _tiles(extra)}


def _tanki_neighbours(question: Question, given: Any, expected: Any):
    """A lone tile's wait answered with the tiles beside it (as if it waited like a
    sequence): the neighbours named. None for any other answer."""
    if not isinstance(given, frozenset) or not given or len(expected) != 1:
        return None
    (wait,) = expected
    found = waits_of(question.data["hand"])
    if wait >= 27 or "tanki" not in dict(zip(found.tiles, found.shapes)).get(wait, ()):
        return None
    beside = {k for k in (wait - 1, wait + 1) if k // 9 == wait // 9}
    return {"count": len(given), "extra": _tiles(given)} if given <= beside else None


def _two_faults(question: Question, given: Any, expected: Any):
    exhausted = frozenset(waits_of(question.data["hand"]).exhausted)
    return two_faults(question, given, expected, exhausted)


MISCONCEPTIONS = (
    recomputed("misconception.counted_exhausted", _with_exhausted, _exhausted_params,
               skill="waits.exhausted"),
    Misconception("misconception.tanki_neighbours", _tanki_neighbours, skill="waits.find"),
    Misconception("misconception.wait_faults_held",
                  lambda q, g, e: (p if (p := _two_faults(q, g, e)) and "held" in p else None),
                  skill="waits.exhausted"),
    Misconception("misconception.wait_faults",
                  lambda q, g, e: (p if (p := _two_faults(q, g, e)) and "extra" in p else None),
                  skill="waits.find"),
    Misconception("misconception.missed_wait",
                  lambda q, g, e: wait_difference(q, g, e, missing=True), skill="waits.find"),
    Misconception("misconception.included_non_wait",
                  lambda q, g, e: wait_difference(q, g, e, missing=False), skill="waits.find"),
)


def skills(question: Question) -> tuple[str, ...]:
    exhausted = waits_of(question.data["hand"]).exhausted
    return ("waits.find", "waits.exhausted") if exhausted else ("waits.find",)


def completing_group(hand: str, kind: int) -> tuple[str, str]:
    """The set (or pair) the tile ``kind`` completes, in mpsz, and its wait shape — from
    the first reading of the completed hand in the engine's order."""
    tiles = parse_tiles(hand) + (Tile(kind),)
    reading = readings(parse_hand(tiles, win=Tile(kind)))[0]
    if reading.win_group >= 0:
        kinds = reading.groups[reading.win_group].kinds
    else:
        kinds = (kind, kind)
    return format_tiles(Tile(k) for k in kinds), reading.wait


def explain(question: Question) -> tuple[Step, ...]:
    hand = question.data["hand"]
    result = waits_of(hand)
    steps = [step("exercise.waits.method")]
    for kind in sorted(result.tiles + result.exhausted):
        if kind in result.exhausted:
            steps.append(step("exercise.waits.exhausted", tile=Tile(kind)))
            continue
        group, wait = completing_group(hand, kind)
        steps.append(step("exercise.waits.completes", tile=Tile(kind), group=group, wait=wait))
    steps.append(step("exercise.waits.answer", waits=_tiles(result.tiles)))
    return tuple(steps)


SPEC = register_kind(ExerciseKind(
    name=KIND, build=build, expected=expected, misconceptions=MISCONCEPTIONS,
    explain=explain, difficulties=(1, 2, 3, 4), constraints=("waits", "shape", "exhausted"),
    skills=skills))
