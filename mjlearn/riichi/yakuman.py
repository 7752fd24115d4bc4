"""The yakuman, as data: one small frozen record each, like the ordinary yaku.

A yakuman counts one limit (basic 8 000) — two when its id is in the ruleset's
``double_yakuman`` (seed 001's four by default: kokushi_13, suuankou_tanki,
junsei_chuuren, daisuushii), or when the record says so (daichisei, a separate double
yakuman only when its option is on, rulesets §2.2). The special forms *replace* their
plain form (kokushi_13 → kokushi …); a ruleset without the special id keeps the plain one,
and so does a ruleset where the special form would count single (EMA names no double yakuman).

Several yakuman add up when ``rules.yakuman_stacking`` (seed 000 "Por cada Yakuman
adicional …"); otherwise only the largest counts (EMA "Yakuman are not cumulative"), and
``rules.yakuman_cap`` caps the multiple. Ordinary yaku and dora are ignored on a yakuman
hand (wiki:Multiple yakuman; seed 003 §3.1.4).

Local yakuman of seed 000 (suurenkou, daisharin and its other-suit forms daichikurin
and daisuurin, daichisei, paarenchan) and renhou are off by default (§4 decision 2).
Paarenchan reads ``situation.paarenchan``: the number of consecutive dealer wins *this*
win makes (8 or more: paarenchan).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..readings import CHUUREN_9, KOKUSHI_13
from .view import DRAGON_KINDS, WIND_KINDS, ReadingView
from .yaku import Predicate

PAARENCHAN_WINS = 8
_DAISHARIN_PAIRS = tuple(range(1, 8))   # 2..8 of one suit, as offsets from the suit's 1


@dataclass(frozen=True, slots=True)
class Yakuman:
    id: str
    family: str
    test: Predicate
    closed_only: bool = False
    multiple: int = 1
    replaces: tuple[str, ...] = ()
    option: str | None = None     # the rule switch this local yakuman needs, besides allows()


def _chuuren(v: ReadingView, s) -> bool:
    facts = v.facts
    if facts.n_melds or len(facts.suits) != 1 or facts.has_honour:
        return False
    lo = next(iter(facts.suits)) * 9
    c = facts.counts[lo:lo + 9]
    return c[0] >= 3 and c[8] >= 3 and all(c[1:8])


def _daisharin(suit: int) -> Predicate:
    kinds = tuple(suit * 9 + i for i in _DAISHARIN_PAIRS)
    return lambda v, s: v.form == "chiitoitsu" and v.reading.pairs == kinds


def _suuankou(v: ReadingView, s) -> bool:
    return v.concealed_triplets == 4


YAKUMAN: tuple[Yakuman, ...] = (
    # --- condition yakuman -------------------------------------------------------------
    Yakuman("tenhou", "condition", lambda v, s: s.tenhou, closed_only=True),
    Yakuman("chiihou", "condition", lambda v, s: s.chiihou, closed_only=True),
    Yakuman("renhou", "condition", lambda v, s: s.renhou and s.rules.renhou == "yakuman",
            closed_only=True),
    Yakuman("paarenchan", "condition",
            lambda v, s: s.is_dealer and s.paarenchan >= PAARENCHAN_WINS),
    # --- concealed-set yakuman ----------------------------------------------------------
    Yakuman("suuankou", "set", _suuankou, closed_only=True),
    Yakuman("suuankou_tanki", "set", lambda v, s: _suuankou(v, s) and v.wait == "tanki",
            closed_only=True, replaces=("suuankou",)),
    Yakuman("suukantsu", "set", lambda v, s: v.kans == 4),
    Yakuman("suurenkou", "set", lambda v, s: len(v.triplets) == 4 and _four_in_a_row(v)),
    # --- honour yakuman -----------------------------------------------------------------
    Yakuman("daisangen", "honour", lambda v, s: v.count_triplets(DRAGON_KINDS) == 3),
    Yakuman("shousuushii", "honour",
            lambda v, s: v.pair in WIND_KINDS and v.count_triplets(WIND_KINDS) == 3),
    Yakuman("daisuushii", "honour", lambda v, s: v.count_triplets(WIND_KINDS) == 4),
    Yakuman("tsuuiisou", "honour", lambda v, s: v.facts.all_honour),
    Yakuman("daichisei", "honour", lambda v, s: v.facts.all_honour and v.form == "chiitoitsu",
            closed_only=True, multiple=2, replaces=("tsuuiisou",)),
    Yakuman("chinroutou", "terminal", lambda v, s: v.facts.all_terminal),
    Yakuman("ryuuiisou", "suit", lambda v, s: v.facts.all_green),
    # --- closed forms ---------------------------------------------------------------------
    Yakuman("chuuren", "form", _chuuren, closed_only=True),
    Yakuman("junsei_chuuren", "form",
            lambda v, s: v.reading.multi_sided == CHUUREN_9 and _chuuren(v, s),
            closed_only=True, replaces=("chuuren",)),
    Yakuman("kokushi", "form", lambda v, s: v.form == "kokushi", closed_only=True),
    Yakuman("kokushi_13", "form",
            lambda v, s: v.form == "kokushi" and v.reading.multi_sided == KOKUSHI_13,
            closed_only=True, replaces=("kokushi",)),
    Yakuman("daisharin", "form", _daisharin(1), closed_only=True),
    Yakuman("daichikurin", "form", _daisharin(2), closed_only=True, option="daisharin_all_suits"),
    Yakuman("daisuurin", "form", _daisharin(0), closed_only=True, option="daisharin_all_suits"),
)


def _four_in_a_row(v: ReadingView) -> bool:
    kinds = sorted(v.triplet_kinds())
    return kinds[0] < 27 and kinds[0] % 9 <= 5 and kinds == list(range(kinds[0], kinds[0] + 4))


YAKUMAN_BY_ID = {y.id: y for y in YAKUMAN}


def yakuman_table(rules) -> tuple[tuple[Yakuman, int], ...]:
    """The yakuman a ruleset has, each with the multiple it counts under those rules."""
    table = []
    for y in YAKUMAN:
        if not rules.allows(y.id) or (y.option and not getattr(rules, y.option)):
            continue
        if y.id in ("daichikurin", "daisuurin") and not rules.daisharin:
            continue
        multiple = 2 if y.id in rules.double_yakuman else y.multiple
        if y.replaces and multiple == 1:
            # a special form exists to count double; where it does not (EMA: "no double
            # yakuman"), the hand is named by its plain form (kokushi, not kokushi_13)
            continue
        table.append((y, multiple))
    return tuple(table)


def evaluate_yakuman(table, view: ReadingView, situation) -> list:
    """``[(Yakuman, multiple)]`` found in a reading, special forms replacing plain ones."""
    closed = view.facts.closed
    found = [(y, m) for y, m in table if (closed or not y.closed_only) and y.test(view, situation)]
    if len(found) > 1:
        replaced = {r for y, _ in found for r in y.replaces}
        if replaced:
            found = [f for f in found if f[0].id not in replaced]
    return found


__all__ = ["Yakuman", "YAKUMAN", "YAKUMAN_BY_ID", "yakuman_table", "evaluate_yakuman"]
