"""What players hold through a game: payments capped at what a player holds, and the
point sticks each player holds.

Seed 003 §4.4: a player who "не может выплатить требуемую сумму" (cannot pay what is
owed) is out. Under ``rules.pay_what_you_hold`` such a player pays everything they hold
and no more — nobody goes below zero — and the bust rule then puts them out
(:func:`cap_at_holding`).

Seed 003 §4.3: points are paid in sticks (10 000, 5 000, 1 000, 100), sticks may be
exchanged, "можно помогать собрать точную сумму" (others may help make the exact sum),
and what is paid must equal the computed amount. Under ``rules.track_sticks`` every
transfer of a settlement moves the sticks of a game that holds them (``new_game`` deals
seed 000's set) too (:func:`move_sticks`): each payment is
:func:`~mjlearn.table.sticks.pay_with_sticks` (the fewest sticks, with change). When payer
and receiver cannot make the exact sum between them, a third player helps (the payer pays
the helper, who pays the receiver the same amount in other sticks), or someone changes one
of their big sticks into small ones; failing that, everyone changes sticks, the riichi
sticks on the table (1 000 sticks, worth as much after) included (:class:`StickExchange`).
When no exchange can make the sum, ``no_change`` says so. A chombo's payments are paid so
too; the riichi sticks of its void hand never leave their players (docs/rulesets.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..errors import MjlearnError
from ..rules import Ruleset
from ..trace import Step, register_step_codes, step
from .state import PLAYERS, GameState
from .sticks import DENOMINATIONS, StickPayment, Sticks, pay_with_sticks

register_step_codes({
    # a note after a transfer the payer could not make in full (no value: the transfer
    # step before it carries what was paid)
    "settle.pays_what_they_hold": ("payer", "receiver", "owed", "paid"),
})

RIICHI_STICK = DENOMINATIONS.index(1_000)


@dataclass(frozen=True, slots=True)
class StickMove:
    """Sticks moved for one payment: ``payer`` and ``receiver`` are seats (``None`` = the
    table), ``payment`` the sticks given and taken back as change."""

    payer: int | None
    receiver: int | None
    payment: StickPayment


@dataclass(frozen=True, slots=True)
class StickExchange:
    """A payment the players could make only by changing sticks among all four, and with
    the riichi sticks on the table (seed 003 §4.3 "можно разменивать палочки между собой"):
    every seat's sticks ``before`` and ``after``; only the payer's and the receiver's
    values change, by ``amount``."""

    payer: int
    receiver: int
    amount: int
    before: tuple[Sticks, ...]
    after: tuple[Sticks, ...]


def cap_at_holding(state: GameState, steps: Iterable[Step], transfer_codes: frozenset[str]
                   ) -> list[Step]:
    """The transfers with each payer's payments capped at what they hold at that moment
    (their score, plus what they received earlier in the same settlement); a capped
    transfer is followed by a ``settle.pays_what_they_hold`` note. A riichi deposit is
    never capped: a player who cannot put the stake on the table cannot declare
    (``cannot_pay``)."""
    held = list(state.scores)
    out: list[Step] = []
    for s in _whole_noten(steps):
        if s.code not in transfer_codes:
            out.append(s)
            continue
        payer, receiver, owed = s.params["payer"], s.params["receiver"], s.value
        if s.code == "settle.riichi_deposit" and held[payer] < owed:
            # a riichi is declared with the stake in hand: a player who cannot put it on
            # the table cannot declare (and nobody goes below zero)
            raise MjlearnError("cannot_pay", amount=owed, holding=held[payer])
        paid = owed if payer is None else max(0, min(owed, held[payer]))
        if paid:
            out.append(s if paid == owed else step(s.code, paid, **{**s.params, "amount": paid}))
        if paid != owed:
            out.append(step("settle.pays_what_they_hold", None, payer=payer, receiver=receiver,
                            owed=owed, paid=paid))
        if payer is not None:
            held[payer] -= paid
        if receiver is not None:
            held[receiver] += paid
    return out


def _whole_noten(steps: Iterable[Step]) -> list[Step]:
    """The noten payments in whole payments: two noten players pay two tenpai players
    750 each way (3 000 in all), which is one payment of 1 500 from each noten player to
    one tenpai player — the same points, and a sum a player can hold and be short of."""
    steps = list(steps)
    noten = [s for s in steps if s.code == "settle.noten"]
    if not noten or all(s.value % DENOMINATIONS[-1] == 0 for s in noten):
        return steps
    net = [0] * PLAYERS
    for s in noten:
        net[s.params["payer"]] -= s.value
        net[s.params["receiver"]] += s.value
    at = steps.index(noten[0])
    whole = [step("settle.noten", amount, payer=payer, receiver=receiver, amount=amount,
                  tenpai_count=noten[0].params["tenpai_count"])
             for payer, receiver, amount in _net_flows(net)]
    rest = [s for s in steps if s.code != "settle.noten"]
    return rest[:at] + whole + rest[at:]


def move_sticks(state: GameState, steps: Iterable[Step], transfer_codes: frozenset[str],
                rules: Ruleset) -> tuple[tuple[Sticks, ...], tuple[StickMove | StickExchange, ...]]:
    """Every transfer paid in sticks: the players' sticks after them, and the moves.

    The noten payments are settled by their net flows (two noten players paying two
    tenpai players 750 each way is one payment of 1 500 from each to one of them: the
    same points, in sticks that exist). In a void hand (a chombo) each declarer takes back
    the very stick they put down, so neither the deposit nor its return moves a stick."""
    steps = list(steps)
    returned = {s.params["receiver"] for s in steps if s.code == "settle.riichi_returned"}
    steps = [s for s in steps if s.code != "settle.riichi_returned"
             and not (s.code == "settle.riichi_deposit" and s.params["payer"] in returned)]
    holdings = list(state.sticks)
    counts = [0] * len(DENOMINATIONS)
    counts[RIICHI_STICK] = state.riichi_sticks * rules.riichi_deposit // DENOMINATIONS[RIICHI_STICK]
    table = Sticks(tuple(counts))
    moves: list[StickMove | StickExchange] = []
    for payer, receiver, amount in _stick_transfers(steps, transfer_codes):
        table, paid = _pay(holdings, table, payer, receiver, amount)
        moves.extend(paid)
    return tuple(holdings), tuple(moves)


def _stick_transfers(steps: Iterable[Step], transfer_codes: frozenset[str]):
    """(payer, receiver, amount) in order, the noten payments netted where they stand."""
    noten: list[int] = [0] * PLAYERS
    pending = False
    for s in steps:
        if s.code not in transfer_codes or not s.value:
            continue
        if s.code == "settle.noten":
            noten[s.params["payer"]] -= s.value
            noten[s.params["receiver"]] += s.value
            pending = True
            continue
        if pending:
            yield from _net_flows(noten)
            noten, pending = [0] * PLAYERS, False
        yield s.params["payer"], s.params["receiver"], s.value
    if pending:
        yield from _net_flows(noten)


def _net_flows(net: list[int]):
    """Payments that settle net balances: payers in seat order pay receivers in seat order."""
    owing = [[seat, -value] for seat, value in enumerate(net) if value < 0]
    due = [[seat, value] for seat, value in enumerate(net) if value > 0]
    while owing and due:
        amount = min(owing[0][1], due[0][1])
        yield owing[0][0], due[0][0], amount
        owing[0][1] -= amount
        due[0][1] -= amount
        if not owing[0][1]:
            owing.pop(0)
        if not due[0][1]:
            due.pop(0)


def _pay(holdings: list[Sticks], table: Sticks, payer: int | None, receiver: int | None,
         amount: int) -> tuple[Sticks, list[StickMove | StickExchange]]:
    """Pay ``amount`` from ``payer`` to ``receiver`` (``None``: the table) in sticks."""
    def held(seat: int | None) -> Sticks:
        return table if seat is None else holdings[seat]

    def keep(seat: int | None, sticks: Sticks) -> None:
        nonlocal table
        if seat is None:
            table = sticks
        else:
            holdings[seat] = sticks

    try:
        payment = pay_with_sticks(held(payer), held(receiver), amount)
    except MjlearnError as error:
        if error.code != "no_change":
            raise
    else:
        keep(payer, payment.payer_after)
        keep(receiver, payment.payee_after)
        return table, [StickMove(payer, receiver, payment)]
    # seed 003 §4.3: the others may help make the exact sum — the payer pays a helper,
    # who pays the receiver the same amount with sticks of their own
    for helper in range(PLAYERS):
        if helper in (payer, receiver):
            continue
        try:
            first = pay_with_sticks(held(payer), holdings[helper], amount)
            second = pay_with_sticks(first.payee_after, held(receiver), amount)
        except MjlearnError:
            continue
        keep(payer, first.payer_after)
        holdings[helper] = second.payer_after
        keep(receiver, second.payee_after)
        return table, [StickMove(payer, helper, first), StickMove(helper, receiver, second)]
    # ... or someone breaks one of the payer's or the receiver's big sticks into small ones
    for side in (payer, receiver):
        if side is None:
            continue
        for helper in range(PLAYERS):
            if helper == side:
                continue
            for denomination in DENOMINATIONS[:-1]:
                exchange = _exchange(holdings[side], holdings[helper], denomination)
                if exchange is None:
                    continue
                side_after, helper_after, moved = exchange
                saved = (holdings[side], holdings[helper])
                holdings[side], holdings[helper] = side_after, helper_after
                try:
                    payment = pay_with_sticks(held(payer), held(receiver), amount)
                except MjlearnError:
                    holdings[side], holdings[helper] = saved
                    continue
                keep(payer, payment.payer_after)
                keep(receiver, payment.payee_after)
                return table, [StickMove(side, helper, moved[0]), StickMove(helper, side, moved[1]),
                               StickMove(payer, receiver, payment)]
    if payer is not None and receiver is not None:
        # last: the players change sticks among them, and with the riichi sticks lying on
        # the table (which stay worth as much), so that the sums work out
        target = [held.value for held in holdings] + [table.value]
        target[payer] -= amount
        target[receiver] += amount
        after = _redistribute([*holdings, table], target)
        if after is not None:
            before = tuple(holdings)
            holdings[:] = after[:PLAYERS]
            return after[PLAYERS], [StickExchange(payer, receiver, amount, before, tuple(holdings))]
    raise MjlearnError("no_change", amount=amount)


def _redistribute(holdings: list[Sticks], target: list[int]) -> list[Sticks] | None:
    """The sticks in play shared out so that each seat holds ``target``, keeping each
    seat's own sticks where it can; None if the sticks cannot make those sums."""
    if min(target) < 0:
        return None
    left = [sum(held.counts[i] for held in holdings) for i in range(len(DENOMINATIONS))]
    # what each holder needs below a denomination can only come from the smaller sticks
    for i, denomination in enumerate(DENOMINATIONS[:-1]):
        small = sum(n * d for n, d in zip(left[i + 1:], DENOMINATIONS[i + 1:]))
        if sum(value % denomination for value in target) > small:
            return None
    out: list[Sticks] = []
    budget = [20_000]          # the search gives up after this many tries (no_change)

    def share(seat: int, left: list[int]) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        if seat == len(holdings):
            return not any(left)
        own = holdings[seat].counts
        for counts in sorted(_makings(target[seat], left),
                             key=lambda c: sum(abs(a - b) for a, b in zip(c, own))):
            out.append(Sticks(counts))
            if share(seat + 1, [a - b for a, b in zip(left, counts)]):
                return True
            out.pop()
        return False

    return out if share(0, left) else None


def _makings(value: int, left: list[int]) -> list[tuple[int, ...]]:
    """Every way to make ``value`` from the sticks ``left`` (counts per denomination)."""
    ways: list[tuple[int, ...]] = []

    def build(index: int, rest: int, counts: tuple[int, ...]) -> None:
        denomination = DENOMINATIONS[index]
        if index == len(DENOMINATIONS) - 1:
            if rest % denomination == 0 and rest // denomination <= left[index]:
                ways.append(counts + (rest // denomination,))
            return
        for n in range(min(left[index], rest // denomination), -1, -1):
            build(index + 1, rest - n * denomination, counts + (n,))

    build(0, value, ())
    return ways


def _exchange(owner: Sticks, helper: Sticks, denomination: int
              ) -> tuple[Sticks, Sticks, tuple[StickPayment, StickPayment]] | None:
    """``owner`` changes one stick of ``denomination`` with ``helper`` for smaller ones
    (the fewest the helper has): both keep their value. None if either cannot."""
    index = DENOMINATIONS.index(denomination)
    if not owner.counts[index]:
        return None
    left, change = denomination, [0] * len(DENOMINATIONS)
    for i in range(index + 1, len(DENOMINATIONS)):
        take = min(helper.counts[i], left // DENOMINATIONS[i])
        change[i] = take
        left -= take * DENOMINATIONS[i]
    if left:
        return None
    one = [0] * len(DENOMINATIONS)
    one[index] = 1
    owner_mid = Sticks(tuple(c - o for c, o in zip(owner.counts, one)))
    helper_mid = Sticks(tuple(c + o for c, o in zip(helper.counts, one)))
    owner_after = Sticks(tuple(c + n for c, n in zip(owner_mid.counts, change)))
    helper_after = Sticks(tuple(c - n for c, n in zip(helper_mid.counts, change)))
    give = StickPayment(denomination, Sticks(tuple(one)), Sticks((0,) * len(DENOMINATIONS)),
                        owner_mid, helper_mid,
                        (step("sticks.give", denomination, denomination=denomination, count=1),))
    back = StickPayment(denomination, Sticks(tuple(change)), Sticks((0,) * len(DENOMINATIONS)),
                        helper_after, owner_after,
                        tuple(step("sticks.give", d * n, denomination=d, count=n)
                              for d, n in zip(DENOMINATIONS, change) if n))
    return owner_after, helper_after, (give, back)
