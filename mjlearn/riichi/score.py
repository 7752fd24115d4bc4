"""Score a winning hand: every reading valued, the best one explained.

Pipeline: situation → readings → per reading: yakuman or yaku, fu, basic points
(:mod:`.evaluate`) → the best reading (highest basic points, so highest payment; then
han; then fu) → its trace (:mod:`.explain`), points and payments (:mod:`.points`).
Totals (han, fu, what the winner gains) are sums over the trace's steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from ..checks import check_instance
from ..errors import MjlearnError, register_error_codes
from ..readings import Reading, hand_readings
from ..trace import Step, trace_to_json
from .dora import count_dora
from .evaluate import YAKUMAN_HAN, ReadingScore, evaluate
from .explain import fu_and_limit_notes, reading_steps, yaku_steps
from ..fast import fast_init
from .points import Payments, basic_points, payments
from .situation import Situation
from .view import HandFacts

register_error_codes({"no_yaku": ("dora", "aka", "ura", "kuitan")})


@fast_init
@dataclass(frozen=True, slots=True)
class YakuHan:
    """A yaku (or yakuman) of the result: its id and the han it adds (13 per yakuman)."""

    id: str
    han: int


@fast_init
@dataclass(frozen=True, slots=True)
class ScoreResult:
    """A scored hand. ``han``, ``fu`` and ``total`` are sums over ``trace`` steps (``fu``
    over ``fu_items``, which are trace steps too). On a yakuman hand ``han`` is 13 × the
    multiple ``yakuman`` and the dora counts are 0 (they do not count); ``limit`` is a
    limit id or None; ``payments`` holds each payer's amount before honba and sticks;
    ``total`` is everything the winner gains. ``reading`` is the reading chosen and
    ``alternatives`` the other readings, valued (:class:`~.evaluate.ReadingScore`).
    """

    han: int
    fu: int
    yaku: tuple[YakuHan, ...]
    dora: int
    aka: int
    ura: int
    yakuman: int
    limit: str | None
    basic_points: int
    payments: Payments
    total: int
    fu_items: tuple[Step, ...]
    trace: tuple[Step, ...]
    reading: Reading
    alternatives: tuple[ReadingScore, ...]

    def to_json(self) -> dict:
        steps = self.trace
        trace = trace_to_json(steps)
        # the fu items are a run of the trace's own steps: the same dicts, found by identity
        fu_items = self.fu_items
        fu_json = []
        if fu_items:
            first = fu_items[0]
            for start, s in enumerate(steps):
                if s is first:
                    break
            else:
                start = len(steps)      # (not there: made on their own below)
            end = start + len(fu_items)
            fu_json = trace[start:end] if end <= len(steps) and steps[end - 1] is fu_items[-1] \
                else trace_to_json(fu_items)
        yaku = []
        for y in self.yaku:             # (a loop: a comprehension is a function made and called)
            yaku.append({"id": y.id, "han": y.han})
        return {
            "han": self.han, "fu": self.fu, "yaku": yaku,
            "dora": self.dora, "aka": self.aka, "ura": self.ura,
            "yakuman": self.yakuman, "limit": self.limit, "basic_points": self.basic_points,
            "payments": dict(self.payments.amounts), "total": self.total,
            "fu_items": fu_json, "trace": trace,
        }


def _capped_yakuman(found, counted: int) -> tuple[YakuHan, ...]:
    """Each yakuman with the han it adds, within the multiple the hand counts: under a
    ``yakuman_cap`` the largest come first and the ones beyond the cap are left out, so
    the yaku add up to ``han`` (the trace's ``yakuman.cap`` step names the cap)."""
    out = []
    left = counted
    for y, multiple in sorted(found, key=lambda f: -f[1]):
        take = min(multiple, left)
        if take:
            out.append(YakuHan(y.id, YAKUMAN_HAN * take))
        left -= take
    return tuple(out)


def _no_yaku(situation: Situation, facts: HandFacts, dora) -> MjlearnError:
    """No reading has a yaku; ``kuitan`` says the hand would have had all simples, had
    the rules let an open hand count it (the reason the learner needs)."""
    kuitan = (not facts.closed and facts.all_simple and not situation.rules.kuitan
              and situation.rules.allows("tanyao"))
    # said only when it is the reason: the other errors' parameters stay as they were
    return MjlearnError("no_yaku", dora=dora.dora, aka=dora.aka, ura=dora.ura,
                        **({"kuitan": True} if kuitan else {}))


def score(situation: Situation) -> ScoreResult:
    """Score a situation; raises ``MjlearnError("no_yaku")`` when no reading has a yaku."""
    if type(situation) is not Situation:
        check_instance("situation", situation, Situation, "situation")
    hand = situation.hand
    concealed, held, _reds, kinds = situation.hand_counts   # counted when the situation was checked
    found = hand_readings(hand, concealed, len(hand.melds))
    if not found:
        raise MjlearnError("not_a_winning_hand")
    if situation.chankan_ankan and not any(r.form == "kokushi" for r in found):
        # a concealed kan can be robbed for thirteen orphans only (EMA §3.3.7)
        raise MjlearnError("flag_requires", flag="chankan_ankan", requires="kokushi")
    facts = HandFacts(situation, held, kinds)
    dora = count_dora(situation, held)
    if len(found) == 1:                 # the usual hand: one reading
        chosen = evaluate(found[0], facts, situation, dora)
        if not chosen.yaku:
            raise _no_yaku(situation, facts, dora)
        others: list = []
    else:
        scored = [evaluate(r, facts, situation, dora) for r in found]
        winners = [s for s in scored if s.yaku]
        if not winners:
            raise _no_yaku(situation, facts, dora)
        chosen = winners[0] if len(winners) == 1 else max(winners, key=_KEY)
        others = [s for s in scored if s is not chosen]
    rules = situation.rules

    fu_items, notes = fu_and_limit_notes(chosen)
    yakuman = chosen.yakuman
    basic = basic_points(chosen.han, chosen.fu, rules, yakuman)
    pay = payments(basic.basic, situation.is_dealer, situation.tsumo, rules,
                   situation.honba, situation.riichi_sticks)
    value_steps = yaku_steps(chosen, situation, dora)
    trace = (*reading_steps(chosen, others), *value_steps, *fu_items, *notes, *basic.steps,
             *pay.steps)

    # The totals are sums over the trace's steps. Each family's steps come from one part
    # of the trace: the yaku part holds the yakuman steps on a yakuman hand, else the yaku
    # and dora steps (besides notes, which have no value); the fu items only fu steps;
    # the payment part only payment steps. So each total sums its part.
    if yakuman:
        yakuman = _sum(value_steps)
        han = YAKUMAN_HAN * yakuman
        yaku = _capped_yakuman(chosen.yaku, yakuman)
    else:
        han = _sum(value_steps)
        yaku = tuple([_yaku_han(entry) for entry in chosen.yaku])
    if chosen.dora_counted:
        dora_count, aka, ura = dora.dora, dora.aka, dora.ura
    else:
        dora_count = aka = ura = 0
    return ScoreResult(han, _sum(fu_items), yaku, dora_count, aka, ura, yakuman, basic.limit,
                       basic.basic, pay, _sum(pay.steps), fu_items, trace, chosen.reading,
                       tuple(others))


def _yaku_han(entry) -> YakuHan:
    """A found yaku as the result lists it (kept on the shared entry of a yaku table)."""
    made = entry.result
    if made is None:
        made = entry.result = YakuHan(entry[0].id, entry[1])
    return made


def _sum(steps) -> int:
    """The sum of the values of some steps (notes have none)."""
    return sum(filter(None, map(_VALUE, steps)))


_VALUE = attrgetter("value")


_KEY = ReadingScore.key.fget

