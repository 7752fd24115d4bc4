"""Point sticks: seed 000's starting set and paying with change (seed 003 §4.3)."""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjlearn.errors import MjlearnError
from mjlearn.table.sticks import DENOMINATIONS, STARTING_SET, Sticks, pay_with_sticks


def test_starting_set_is_seed_000s():
    # "1 de 10000, 2 de 5000, 4 de 1000 y 10 de 100"
    assert STARTING_SET.as_dict() == {10000: 1, 5000: 2, 1000: 4, 100: 10}
    assert STARTING_SET.value == 25000 and STARTING_SET.count == 17


def test_exact_payment_without_change():
    # 2 300 from a full set: 2 x 1000 + 3 x 100 = 5 sticks
    pay = pay_with_sticks(STARTING_SET, STARTING_SET, 2300)
    assert pay.given.as_dict() == {1000: 2, 100: 3} and pay.change.count == 0 and pay.moved == 5


def test_fewest_sticks_prefers_change():
    # 9 000 with 2 x 5000 + 4 x 1000: 5000 + 4 x 1000 moves 5 sticks; 2 x 5000 with 1000
    # back moves 3
    payer = Sticks.of({5000: 2, 1000: 4})
    pay = pay_with_sticks(payer, STARTING_SET, 9000)
    assert pay.given.as_dict() == {5000: 2} and pay.change.as_dict() == {1000: 1} and pay.moved == 3
    assert sum(s.value for s in pay.steps) == 9000


def test_change_from_a_big_stick():
    # only a 10 000 stick: 2 300 needs 7 700 back from the receiver: 5000 + 2 x 1000 + 7 x 100
    pay = pay_with_sticks(Sticks.of({10000: 1}), STARTING_SET, 2300)
    assert pay.change.as_dict() == {5000: 1, 1000: 2, 100: 7}
    assert pay.payer_after.as_dict() == {5000: 1, 1000: 2, 100: 7}
    assert pay.payee_after.as_dict() == {10000: 2, 5000: 1, 1000: 2, 100: 3}


@pytest.mark.parametrize("payer, payee, amount, code", [
    (Sticks.of({1000: 2}), STARTING_SET, 2100, "cannot_pay"),       # a payment larger than the sticks
    (Sticks.of({5000: 1}), Sticks.of({1000: 1}), 2000, "no_change"),
    (STARTING_SET, STARTING_SET, 250, "bad_amount"),
    (STARTING_SET, STARTING_SET, 0, "bad_amount"),
])
def test_cannot_pay(payer, payee, amount, code):
    with pytest.raises(MjlearnError) as info:
        pay_with_sticks(payer, payee, amount)
    assert info.value.code == code


@pytest.mark.parametrize("call", [lambda: Sticks((1, 2, 3)), lambda: Sticks((1, -1, 0, 0)),
                                  lambda: Sticks.of({500: 1})])
def test_bad_sticks(call):
    with pytest.raises(MjlearnError) as info:
        call()
    assert info.value.code == "bad_sticks"


def _fewest_by_brute_force(payer, payee, amount):
    best = None
    for given in product(*(range(n + 1) for n in payer.counts)):
        for change in product(*(range(n + 1) for n in payee.counts)):
            value = sum(d * (g - c) for d, g, c in zip(DENOMINATIONS, given, change))
            if value == amount:
                moved = sum(given) + sum(change)
                best = moved if best is None else min(best, moved)
    return best


holdings = st.tuples(*[st.integers(0, 2)] * 4).map(Sticks)


@settings(max_examples=60, deadline=None)
@given(holdings, holdings, st.integers(1, 250).map(lambda n: n * 100))
def test_fewest_sticks_against_brute_force(payer, payee, amount):
    expected = _fewest_by_brute_force(payer, payee, amount)
    if payer.value < amount:
        with pytest.raises(MjlearnError, match="cannot_pay"):
            pay_with_sticks(payer, payee, amount)
    elif expected is None:
        with pytest.raises(MjlearnError, match="no_change"):
            pay_with_sticks(payer, payee, amount)
    else:
        pay = pay_with_sticks(payer, payee, amount)
        assert pay.moved == expected
        # sticks never vanish or double: each denomination's total is unchanged
        assert [a + b for a, b in zip(pay.payer_after.counts, pay.payee_after.counts)] == \
            [a + b for a, b in zip(payer.counts, payee.counts)]
        assert payer.value - pay.payer_after.value == amount


@pytest.mark.parametrize("lang, said", [
    ("en", "Get back 3 sticks of 100 as change: 300 points."),
    ("pl", "Weź resztę: 3 pałeczki o wartości 100, czyli 300 punktów."),
    ("es", "Recibe de cambio 3 palos de 100: 300 puntos."),
])
def test_change_is_said_as_the_points_given_back_never_as_a_negative_amount(lang, said):
    """2 700 paid from 5 000 + 3×1 000 + 2×100 to a player holding 1 000 + 5×100: three
    1 000s handed over, three 100s back (the step's value is −300 so the steps sum to 2 700)."""
    from mjlearn.i18n import render_steps
    from mjlearn.table import Sticks, pay_with_sticks

    result = pay_with_sticks(Sticks.of({5000: 1, 1000: 3, 100: 2}),
                             Sticks.of({1000: 1, 100: 5}), 2700)
    assert sum(step.value for step in result.steps) == 2700
    change = render_steps(result.steps, lang)[1]
    assert said in change and "-300" not in change and "−300" not in change
