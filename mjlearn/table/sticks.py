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
from itertools import product
from typing import Mapping

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
        counts = tuple(self.counts)
        if len(counts) != len(DENOMINATIONS):
            raise MjlearnError("bad_sticks", denomination="?", count=len(counts))
        for denomination, count in zip(DENOMINATIONS, counts):
            if type(count) is not int or count < 0:
                raise MjlearnError("bad_sticks", denomination=denomination, count=repr(count)[:20])
        object.__setattr__(self, "counts", counts)

    @classmethod
    def of(cls, mapping: Mapping[int, int]) -> "Sticks":
        """``Sticks.of({10000: 1, 100: 3})``; unknown denominations are errors."""
        for denomination, count in mapping.items():
            if denomination not in DENOMINATIONS:
                raise MjlearnError("bad_sticks", denomination=repr(denomination)[:20], count=count)
        return cls(tuple(mapping.get(d, 0) for d in DENOMINATIONS))

    @property
    def value(self) -> int:
        return sum(d * n for d, n in zip(DENOMINATIONS, self.counts))

    @property
    def count(self) -> int:
        return sum(self.counts)

    def as_dict(self) -> dict[int, int]:
        return {d: n for d, n in zip(DENOMINATIONS, self.counts) if n}


# Seed 000 §Calcular los puntos: "1 de 10000, 2 de 5000, 4 de 1000 y 10 de 100".
STARTING_SET = Sticks((1, 2, 4, 10))


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


def pay_with_sticks(payer: Sticks, payee: Sticks, amount: int) -> StickPayment:
    """Pay ``amount`` from ``payer`` to ``payee`` moving the fewest sticks.

    Giving and taking back the same denomination is never needed, so each denomination
    has a net count ``n`` (positive: the payer gives ``n``; negative: the payee gives
    ``-n`` back) and the sticks moved are the sum of ``|n|``. Among equally short
    payments the one with the least change is taken, then the one using larger sticks.
    """
    if type(amount) is not int or amount <= 0 or amount % DENOMINATIONS[-1]:
        raise MjlearnError("bad_amount", amount=repr(amount)[:20])
    if payer.value < amount:
        raise MjlearnError("cannot_pay", amount=amount, holding=payer.value)
    best: tuple[tuple[int, int, tuple[int, ...]], tuple[int, ...]] | None = None
    *large, smallest = DENOMINATIONS
    ranges = [range(-payee.counts[i], payer.counts[i] + 1) for i in range(len(large))]
    for nets in product(*ranges):
        rest = amount - sum(d * n for d, n in zip(large, nets))
        if rest % smallest:
            continue
        last = rest // smallest
        if not -payee.counts[-1] <= last <= payer.counts[-1]:
            continue
        net = (*nets, last)
        key = (sum(abs(n) for n in net), sum(-n for n in net if n < 0), tuple(-n for n in net))
        if best is None or key < best[0]:
            best = (key, net)
    if best is None:
        raise MjlearnError("no_change", amount=amount)
    net = best[1]
    given = Sticks(tuple(max(n, 0) for n in net))
    change = Sticks(tuple(max(-n, 0) for n in net))
    steps = [step("sticks.give", d * n, denomination=d, count=n) for d, n in zip(DENOMINATIONS, given.counts) if n]
    steps += [step("sticks.change", -d * n, denomination=d, count=n) for d, n in zip(DENOMINATIONS, change.counts) if n]
    payer_after = Sticks(tuple(p - n for p, n in zip(payer.counts, net)))
    payee_after = Sticks(tuple(q + n for q, n in zip(payee.counts, net)))
    return StickPayment(amount, given, change, payer_after, payee_after, tuple(steps))
