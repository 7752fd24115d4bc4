"""The ordinary yaku, as data: one small frozen record per yaku, grouped by family.

Each :class:`Yaku` has a stable ``id`` (what the i18n layer translates), its han closed
and open (``open=None``: closed only), a ``family``, and one small predicate on
``(view, situation)``. Predicates look at the *shape* only; whether the hand is open is
decided once, by :func:`evaluate_yaku`, so a closed-only yaku whose shape is there on an
open hand becomes a "lost by opening" note instead of silently vanishing.

``replaces`` lists yaku a stronger one supersedes (ryanpeikou → iipeikou, junchan →
chanta, chinitsu → honitsu, double riichi → riichi). ``open_option`` names the rule that
allows the open form (``kuitan`` for tanyao); ``han_option`` a rule that sets the han
(``renhou`` as a number of han).

Han follow seed 000 §Yaku, except where rulesets.md §3 corrects it (san ankou 2 han, S2;
toitoi 2 han closed too, S6). Seed 000's local yaku (isshoku sanjun, sanrenkou) and
renhou are switched by their rule options (§4 decision 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..tiles import GREEN, RED, WHITE
from .view import DRAGON_KINDS, ReadingView

Predicate = Callable[[ReadingView, object], bool]


@dataclass(frozen=True, slots=True)
class Yaku:
    id: str
    closed: int
    open: int | None
    family: str
    test: Predicate
    replaces: tuple[str, ...] = ()
    open_option: str | None = None
    han_option: str | None = None


def _th(kind: int) -> bool:
    return kind >= 27 or kind % 9 in (0, 8)


def _terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def _pinfu_shape(v: ReadingView, s) -> bool:
    return len(v.chis) == 4 and v.wait == "ryanmen" and not v.facts.is_valued_pair(v.pair)


def _pinfu(v: ReadingView, s) -> bool:
    return _pinfu_shape(v, s) and (not s.tsumo or s.rules.pinfu_tsumo)


def _sanshoku(v: ReadingView, s) -> bool:
    chis = v.chis
    return len(chis) >= 3 and any(c < 9 and c + 9 in chis and c + 18 in chis for c in chis)


def _ittsuu(v: ReadingView, s) -> bool:
    chis = v.chis
    return len(chis) >= 3 and any(c % 9 == 0 and c + 3 in chis and c + 6 in chis for c in chis)


def _doukou(v: ReadingView, s) -> bool:
    kinds = v.triplet_set
    return len(kinds) >= 3 and any(k < 9 and k + 9 in kinds and k + 18 in kinds for k in kinds)


def _chanta(v: ReadingView, s) -> bool:
    # every set and the pair hold a terminal or an honour; with at least one chow unless
    # the rules define chanta without it (seed 003, docs/rulesets.md)
    return (v.standard and (bool(v.chis) or not s.rules.chanta_needs_chow)
            and v.all_sets_have(_th))


def _junchan(v: ReadingView, s) -> bool:
    return not v.facts.has_honour and _chanta(v, s)


def _consecutive_triplets(v: ReadingView, n: int) -> bool:
    kinds = v.triplet_set
    return len(kinds) >= n and any(k < 27 and k % 9 <= 9 - n and all(k + i in kinds for i in range(n)) for k in kinds)


def _isshoku_sanjun(v: ReadingView, s) -> bool:
    chis = v.chis
    return len(chis) >= 3 and any(chis.count(c) >= 3 for c in chis)


def _yakuhai(kind: int) -> Predicate:
    return lambda v, s: kind in v.triplet_set


YAKU: tuple[Yaku, ...] = (
    # --- condition yaku (how and when the hand was won) ---------------------------------
    Yaku("riichi", 1, None, "condition", lambda v, s: s.riichi),
    Yaku("double_riichi", 2, None, "condition", lambda v, s: s.double_riichi, replaces=("riichi",)),
    Yaku("ippatsu", 1, None, "condition", lambda v, s: s.ippatsu),
    Yaku("menzen_tsumo", 1, None, "condition", lambda v, s: s.tsumo),
    Yaku("rinshan", 1, 1, "condition", lambda v, s: s.rinshan),
    Yaku("chankan", 1, 1, "condition", lambda v, s: s.chankan),
    Yaku("haitei", 1, 1, "condition", lambda v, s: s.haitei),
    Yaku("houtei", 1, 1, "condition", lambda v, s: s.houtei),
    Yaku("renhou", 5, None, "condition", lambda v, s: s.renhou and type(s.rules.renhou) is int,
         han_option="renhou"),
    # --- sequence yaku ----------------------------------------------------------------
    Yaku("pinfu", 1, None, "sequence", _pinfu),
    Yaku("iipeikou", 1, None, "sequence",
         lambda v, s: len(v.chis) >= 2 and v.identical_chi_pairs() == 1),
    Yaku("ryanpeikou", 3, None, "sequence", lambda v, s: len(v.chis) == 4 and v.identical_chi_pairs() == 2,
         replaces=("iipeikou", "isshoku_sanjun")),
    Yaku("sanshoku", 2, 1, "sequence", _sanshoku),
    Yaku("ittsuu", 2, 1, "sequence", _ittsuu),
    Yaku("isshoku_sanjun", 3, 2, "sequence", _isshoku_sanjun, replaces=("iipeikou",)),
    # --- set (triplet) yaku -------------------------------------------------------------
    Yaku("toitoi", 2, 2, "set", lambda v, s: v.standard and not v.chis),
    Yaku("sanankou", 2, 2, "set", lambda v, s: v.concealed_triplets >= 3),
    Yaku("sankantsu", 2, 2, "set", lambda v, s: v.kans >= 3),
    Yaku("sanshoku_doukou", 2, 2, "set", _doukou),
    Yaku("sanrenkou", 2, 2, "set", lambda v, s: _consecutive_triplets(v, 3)),
    # --- terminal and honour yaku -------------------------------------------------------
    Yaku("yakuhai_haku", 1, 1, "honour", _yakuhai(WHITE)),
    Yaku("yakuhai_hatsu", 1, 1, "honour", _yakuhai(GREEN)),
    Yaku("yakuhai_chun", 1, 1, "honour", _yakuhai(RED)),
    Yaku("yakuhai_seat_wind", 1, 1, "honour", lambda v, s: s.seat_wind in v.triplet_set),
    Yaku("yakuhai_round_wind", 1, 1, "honour", lambda v, s: s.round_wind in v.triplet_set),
    Yaku("shousangen", 2, 2, "honour",
         lambda v, s: v.pair in DRAGON_KINDS and v.count_triplets(DRAGON_KINDS) == 2),
    Yaku("tanyao", 1, 1, "honour", lambda v, s: v.facts.all_simple, open_option="kuitan"),
    Yaku("chanta", 2, 1, "honour", _chanta),
    Yaku("junchan", 3, 2, "honour", _junchan, replaces=("chanta",)),
    Yaku("honroutou", 2, 2, "honour", lambda v, s: v.facts.all_terminal_or_honour),
    # --- suit yaku ------------------------------------------------------------------------
    Yaku("honitsu", 3, 2, "suit", lambda v, s: len(v.facts.suits) == 1),
    Yaku("chinitsu", 6, 5, "suit", lambda v, s: len(v.facts.suits) == 1 and not v.facts.has_honour,
         replaces=("honitsu",)),
    # --- special forms --------------------------------------------------------------------
    Yaku("chiitoitsu", 2, None, "form", lambda v, s: v.form == "chiitoitsu"),
)

YAKU_BY_ID = {y.id: y for y in YAKU}


# Every yaku of a family is made of the same kind of set, so a reading with too few of
# them cannot have any yaku of the family, and its predicates need not run: each
# sequence yaku needs at least two chows (iipeikou two, the others three or four), each
# set yaku at least three triplets or quads (toitoi four). Families without a gate are
# always tested.
FAMILY_GATES: dict[str, Callable[[ReadingView], bool]] = {
    "sequence": lambda v: len(v.chis) >= 2,
    "set": lambda v: len(v.triplets) >= 3,
}


def yaku_table(rules) -> tuple[tuple[Callable[[ReadingView], bool] | None, tuple[tuple], ...], ...]:
    """The yaku a ruleset has, each with its han closed and open under those rules, in
    :data:`YAKU` order, grouped by family as ``((gate or None, rows), …)`` with rows
    ``(test, Yaku, closed_han, open_han)``."""
    groups: list[tuple] = []
    for y in YAKU:
        if not rules.allows(y.id):
            continue
        closed, opened = y.closed, y.open
        if y.han_option:
            closed = getattr(rules, y.han_option)
        if y.open_option and not getattr(rules, y.open_option):
            opened = None
        if not groups or groups[-1][0] != y.family:
            groups.append((y.family, []))
        groups[-1][1].append((y.test, y, closed, opened))    # the test first: read once per row
    return tuple((FAMILY_GATES.get(family), tuple(rows)) for family, rows in groups)


def evaluate_yaku(table, view: ReadingView, situation) -> tuple[list, list, int, bool]:
    """``(found, lost, han, pinfu)``: ``found`` as ``[(Yaku, han, closed_han)]``; ``lost``
    the closed-only yaku whose shape is there but the hand is open; ``han`` their sum;
    ``pinfu`` whether pinfu is among them (the fu need to know)."""
    closed = view.facts.closed
    found = []
    lost = []
    for gate, rows in table:
        if gate is not None and not gate(view):
            continue
        for test, y, closed_han, open_han in rows:
            if test(view, situation):
                if closed:
                    found.append((y, closed_han, closed_han))
                elif open_han is None:
                    lost.append(y)
                else:
                    found.append((y, open_han, closed_han))
    if len(found) > 1:
        replaced = {r for y, _, _ in found for r in y.replaces}
        if replaced:
            found = [f for f in found if f[0].id not in replaced]
    han = 0
    pinfu = False
    for y, h, _ in found:
        han += h
        if y.id == "pinfu":
            pinfu = True
    return found, lost, han, pinfu


__all__ = ["Yaku", "YAKU", "YAKU_BY_ID", "yaku_table", "evaluate_yaku"]
