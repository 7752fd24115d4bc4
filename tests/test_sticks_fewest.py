"""Paying with point sticks: the fewest sticks moved, change allowed, in constant work per
denomination. The answers are checked against the search it replaced (every combination of
net counts, kept here as the reference) on every small case and on random larger ones."""

from __future__ import annotations

import itertools
import random

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.table import Sticks, pay_with_sticks
from mjlearn.table.sticks import DENOMINATIONS


def reference(payer: tuple[int, ...], payee: tuple[int, ...], amount: int):
    """The former pay_with_sticks: every net count of the three large sticks tried (cubic
    in the counts held), the 100s making up the rest; fewest sticks, then least change,
    then larger sticks."""
    best = None
    *large, smallest = DENOMINATIONS
    ranges = [range(-payee[i], payer[i] + 1) for i in range(len(large))]
    for nets in itertools.product(*ranges):
        rest = amount - sum(d * n for d, n in zip(large, nets))
        if rest % smallest:
            continue
        last = rest // smallest
        if not -payee[-1] <= last <= payer[-1]:
            continue
        net = (*nets, last)
        key = (sum(abs(n) for n in net), sum(-n for n in net if n < 0), tuple(-n for n in net))
        if best is None or key < best[0]:
            best = (key, net)
    return None if best is None else best[1]


def ours(payer, payee, amount):
    try:
        paid = pay_with_sticks(Sticks(payer), Sticks(payee), amount)
    except MjlearnError as error:
        assert error.code == "no_change"
        return None
    net = tuple(g - c for g, c in zip(paid.given.counts, paid.change.counts))
    # the payment is what it says it is
    assert sum(d * n for d, n in zip(DENOMINATIONS, net)) == amount
    assert paid.payer_after == Sticks(tuple(p - n for p, n in zip(payer, net)))
    assert paid.payee_after == Sticks(tuple(q + n for q, n in zip(payee, net)))
    assert sum(s.value for s in paid.steps) == amount
    return net


def value(counts):
    return sum(d * n for d, n in zip(DENOMINATIONS, counts))


def test_every_small_case_matches_the_exhaustive_search():
    payers = list(itertools.product(range(2), range(2), (0, 1, 3), (0, 5, 12)))
    payees = list(itertools.product(range(2), range(2), range(3), (0, 9, 13)))
    checked = 0
    for payer in payers:
        for amount in range(100, value(payer) + 1, 100):
            for payee in payees:
                assert ours(payer, payee, amount) == reference(payer, payee, amount), \
                    (payer, payee, amount)
                checked += 1
    assert checked > 30_000


def test_random_larger_cases_match_the_exhaustive_search():
    rng = random.Random(2026)
    for _ in range(400):
        payer = tuple(rng.randint(0, k) for k in (3, 4, 12, 25))
        payee = tuple(rng.randint(0, k) for k in (3, 4, 12, 25))
        if value(payer) < 100:
            continue
        amount = rng.randrange(100, value(payer) + 1, 100)
        assert ours(payer, payee, amount) == reference(payer, payee, amount), (payer, payee, amount)


@pytest.mark.parametrize("payer, payee, amount, given, change", [
    # the module's own example: 2 × 1 000 and 3 × 100 (5 sticks) beats a 5 000 with 2 × 1 000
    # and 7 × 100 back (10 sticks)
    ((0, 1, 2, 3), (0, 0, 2, 7), 2300, (0, 0, 2, 3), (0, 0, 0, 0)),
    ((0, 1, 0, 0), (0, 0, 2, 7), 2300, (0, 1, 0, 0), (0, 0, 2, 7)),
    # seed 000's starting set paying a 7 700 ron: a 10 000 stick, 2 × 1 000 and 3 × 100
    # back (6 sticks), not 5 000 + 2 × 1 000 + 7 × 100 (10 sticks)
    ((1, 2, 4, 10), (1, 2, 4, 10), 7700, (1, 0, 0, 0), (0, 0, 2, 3)),
    # 9 900 from a full set: a 10 000 stick and one 100 back
    ((1, 2, 4, 10), (1, 2, 4, 10), 9900, (1, 0, 0, 0), (0, 0, 0, 1)),
    # only 100s to pay with, and no change: 99 of them
    ((0, 0, 0, 100), (0, 0, 0, 0), 9900, (0, 0, 0, 99), (0, 0, 0, 0)),
])
def test_exact_payments(payer, payee, amount, given, change):
    paid = pay_with_sticks(Sticks(payer), Sticks(payee), amount)
    assert (paid.given.counts, paid.change.counts) == (given, change)
    assert reference(payer, payee, amount) == tuple(g - c for g, c in zip(given, change))


def test_a_hundred_sticks_of_each_kind_is_no_harder():
    # the search above took about 13 s here (201³ combinations); the answer is plain:
    # 2 × 10 000 + 3 × 1 000 + 4 × 100, nine sticks and no change (the other nine-stick
    # payment, a 5 000 with 2 × 1 000 back, gives change)
    holding = Sticks((100, 100, 100, 100))
    paid = pay_with_sticks(holding, holding, 23_400)
    assert (paid.given.counts, paid.change.counts, paid.moved) == ((2, 0, 3, 4), (0, 0, 0, 0), 9)
    big = (40, 40, 40, 60)
    assert ours(big, big, 187_300) == reference(big, big, 187_300)


def test_bad_holdings_and_amounts_are_typed_errors():
    with pytest.raises(MjlearnError) as error:
        Sticks((1, 2, 3, 10 ** 9))
    assert error.value.code == "out_of_range"
    with pytest.raises(MjlearnError) as error:
        pay_with_sticks(Sticks((1, 0, 0, 0)), Sticks((0, 0, 0, 0)), 10 ** 30)
    assert error.value.code == "out_of_range"
    with pytest.raises(MjlearnError) as error:
        pay_with_sticks((1, 0, 0, 0), Sticks((0, 0, 0, 0)), 100)
    assert error.value.code == "bad_argument"
