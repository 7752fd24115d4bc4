"""Point sticks (tenbou) and paying an amount with them.

Denominations 10 000, 5 000, 1 000 and 100 (seed 003 §4.3). Seed 000's starting set is
1 × 10 000, 2 × 5 000, 4 × 1 000 and 10 × 100 = 25 000.

Seed 003 §4.3: sticks may be exchanged, and what is paid in sticks must equal the computed
amount. :func:`pay_with_sticks` finds the payment that moves the **fewest sticks**, the
receiver giving change where needed (paying 2 300 with a 5 000 stick and taking back
2 × 1 000 and 7 × 100 moves 10 sticks; paying 2 × 1 000 and 3 × 100 moves 5). A player
whose sticks are worth less than the amount cannot pay (``cannot_pay``; in seed 003 such
a player is out); if the two players' sticks cannot make the amount, ``no_change``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..checks import (MAX_STICKS, accepts, check_int, check_items, check_mapping, check_points,
                      describe, instance_of)
from ..errors import MjlearnError, register_error_codes
from ..trace import Step, register_step_codes, step

DENOMINATIONS = (10_000, 5_000, 1_000, 100)

register_error_codes({
    "bad_sticks": ("denomination", "count"),
    "bad_amount": ("amount",),
    "cannot_pay": ("amount", "holding"),
    "no_change": ("amount",),
})

register_step_codes({
    "sticks.give": ("denomination", "count"),     # value: points handed over
    "sticks.change": ("denomination", "count"),   # value: minus the points given back
})


@dataclass(frozen=True, slots=True)
class Sticks:
    """How many sticks of each denomination (in :data:`DENOMINATIONS` order) a player holds."""

    counts: tuple[int, int, int, int]

    def __post_init__(self) -> None:
        counts = check_items("counts", self.counts, maximum=len(DENOMINATIONS) * 4)
        if len(counts) != len(DENOMINATIONS):
            raise MjlearnError("bad_sticks", denomination="?", count=len(counts))
        for denomination, count in zip(DENOMINATIONS, counts):
            if type(count) is not int or count < 0:
                raise MjlearnError("bad_sticks", denomination=denomination, count=describe(count, 20, literal=True))
            check_int("counts", count, 0, MAX_STICKS)
        object.__setattr__(self, "counts", counts)

    @classmethod
    def of(cls, mapping: Mapping[int, int]) -> "Sticks":
        """``Sticks.of({10000: 1, 100: 3})``; unknown denominations are errors."""
        for denomination, count in check_mapping("mapping", mapping).items():
            if type(denomination) is not int or denomination not in DENOMINATIONS:
                raise MjlearnError("bad_sticks", denomination=describe(denomination, 20, literal=True),
                                   count=describe(count, 20))
        return cls(tuple(mapping.get(d, 0) for d in DENOMINATIONS))

    @property
    def value(self) -> int:
        return sum(d * n for d, n in zip(DENOMINATIONS, self.counts))

    @property
    def count(self) -> int:
        return sum(self.counts)

    def as_dict(self) -> dict[int, int]:
        return {d: n for d, n in zip(DENOMINATIONS, self.counts) if n}


STICKS = instance_of(Sticks, "sticks")

# Seed 000 §Calcular los puntos: "1 de 10000, 2 de 5000, 4 de 1000 y 10 de 100".
STARTING_SET = Sticks((1, 2, 4, 10))


def sticks_for(points: int) -> Sticks:
    """The fewest sticks worth ``points`` (a multiple of 100, not negative)."""
    if type(points) is not int or points < 0 or points % DENOMINATIONS[-1]:
        raise MjlearnError("bad_amount", amount=points)
    counts = []
    for denomination in DENOMINATIONS:
        counts.append(points // denomination)
        points %= denomination
    return Sticks(tuple(counts))


@dataclass(frozen=True, slots=True)
class StickPayment:
    """``given``: sticks from payer to payee; ``change``: sticks the payee gives back."""

    amount: int
    given: Sticks
    change: Sticks
    payer_after: Sticks
    payee_after: Sticks
    steps: tuple[Step, ...]

    @property
    def moved(self) -> int:
        return self.given.count + self.change.count


@accepts(payer=STICKS, payee=STICKS)
def pay_with_sticks(payer: Sticks, payee: Sticks, amount: int) -> StickPayment:
    """Pay ``amount`` from ``payer`` to ``payee`` moving the fewest sticks.

    Giving and taking back the same denomination is never needed, so each denomination
    has a net count ``n`` (positive: the payer gives ``n``; negative: the payee gives
    ``-n`` back) and the sticks moved are the sum of ``|n|``. Among equally short
    payments the one with the least change is taken, then the one using larger sticks.
    The work does not grow with the number of sticks held (see :func:`_fewest`).
    """
    if type(amount) is not int or amount <= 0 or amount % DENOMINATIONS[-1]:
        raise MjlearnError("bad_amount", amount=describe(amount, 20, literal=True))
    check_points("amount", amount, minimum=DENOMINATIONS[-1])
    if payer.value < amount:
        raise MjlearnError("cannot_pay", amount=amount, holding=payer.value)
    best = _fewest(amount // _UNIT, payer.counts, payee.counts)
    if best is None:
        raise MjlearnError("no_change", amount=amount)
    net = tuple(-n for n in best[2])
    given = Sticks(tuple(max(n, 0) for n in net))
    change = Sticks(tuple(max(-n, 0) for n in net))
    steps = [step("sticks.give", d * n, denomination=d, count=n) for d, n in zip(DENOMINATIONS, given.counts) if n]
    steps += [step("sticks.change", -d * n, denomination=d, count=n) for d, n in zip(DENOMINATIONS, change.counts) if n]
    payer_after = Sticks(tuple(p - n for p, n in zip(payer.counts, net)))
    payee_after = Sticks(tuple(q + n for q, n in zip(payee.counts, net)))
    return StickPayment(amount, given, change, payer_after, payee_after, tuple(steps))


_UNIT = DENOMINATIONS[-1]
_VALUES = tuple(d // _UNIT for d in DENOMINATIONS)          # 100, 50, 10, 1 hundreds
# If a denomination's count is not at either of its bounds (all the payer's sticks, or
# all the payee's as change), no smaller denomination moves as many sticks as it takes to
# make one of it (``value // smaller``): they would be swapped for one stick, moving fewer
# (e.g. ten 1 000 for a 10 000). So the smaller ones then pay at most this much, and the
# count is one of a few around ``rest / value`` (or a bound).
_SLACK = tuple(sum(v - w for w in _VALUES[i + 1:]) for i, v in enumerate(_VALUES))
Key = tuple[int, int, tuple[int, ...]]


def _fewest(units: int, payer: tuple[int, ...], payee: tuple[int, ...], level: int = 0) -> Key | None:
    """The best way for denominations ``level``… to pay ``units`` hundreds: ``(sticks
    moved, sticks given back as change, minus each net count)``, the smallest such key
    (fewest sticks, then least change, then the larger sticks), or None if it cannot be
    done. Each denomination tries at most its two bounds and a few counts near the rest,
    so the work is a small constant per denomination whatever the sticks held."""
    value = _VALUES[level]
    low, high = -payee[level], payer[level]
    if level == len(_VALUES) - 1:                      # the smallest stick pays the rest
        if low <= units <= high:
            return (abs(units), max(-units, 0), (-units,))
        return None
    below_low = -sum(v * q for v, q in zip(_VALUES[level + 1:], payee[level + 1:]))
    below_high = sum(v * p for v, p in zip(_VALUES[level + 1:], payer[level + 1:]))
    slack = _SLACK[level]
    first = max(low, -((slack - units) // value))     # ceil((units - slack) / value)
    last = min(high, (units + slack) // value)
    candidates = {low, high, *range(first, last + 1)}
    best: Key | None = None
    for n in candidates:
        rest = units - value * n
        if not below_low <= rest <= below_high:
            continue
        sub = _fewest(rest, payer, payee, level + 1)
        if sub is None:
            continue
        key = (abs(n) + sub[0], max(-n, 0) + sub[1], (-n,) + sub[2])
        if best is None or key < best:
            best = key
    return best
