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
from operator import itemgetter
from typing import Callable

from ..tiles import GREEN, RED, WHITE
from .view import DRAGON_KINDS, ReadingView

Predicate = Callable[[ReadingView, object], bool]


@dataclass(frozen=True, slots=True)
class Yaku:
    """``test`` is a predicate on ``(v, s)`` (a :class:`ReadingView` and the situation),
    given either as a function or as the text of a Python expression over ``v`` and ``s``
    (kept in ``expr``): an expression is what :func:`yaku_table` compiles, inline, into
    one evaluator per ruleset."""

    id: str
    closed: int
    open: int | None
    family: str
    test: Predicate | str
    replaces: tuple[str, ...] = ()
    open_option: str | None = None
    han_option: str | None = None
    expr: str | None = None

    def __post_init__(self) -> None:
        if isinstance(self.test, str):
            object.__setattr__(self, "expr", self.test)
            test = eval(f"lambda v, s: bool({self.test})", _NAMES)  # noqa: S307 - our own table
            object.__setattr__(self, "test", test)


def _th(kind: int) -> bool:
    return kind >= 27 or kind % 9 in (0, 8)


def _isshoku_sanjun(v: ReadingView, s) -> bool:
    chis = v.chis
    return len(chis) >= 3 and any(chis.count(c) >= 3 for c in chis)


# Masks of kinds for the shape expressions: a chow starting on a terminal (123, 789), a
# terminal or honour kind, the start of a run of three in one suit, the first kind of
# each suit, the dragons.
_CHI_TH_MASK = sum(1 << (suit * 9 + i) for suit in range(3) for i in (0, 6))
_TH_MASK = sum(1 << k for k in range(34) if _th(k))
# (with at least one chow unless the rules define chanta without it: seed 003,
# docs/rulesets.md)
_CHANTA = ("v.standard and (v.chis or not s.rules.chanta_needs_chow) and v.pair in TH_KINDS"
           " and not v.chi_mask & ~CHI_TH_MASK and not v.triplet_mask & ~TH_MASK")

# The names a yaku's expression may use.
_NAMES = {"WHITE": WHITE, "GREEN": GREEN, "RED": RED, "DRAGON_KINDS": DRAGON_KINDS,
          "DRAGON_MASK": sum(1 << k for k in DRAGON_KINDS), "CHI_TH_MASK": _CHI_TH_MASK,
          "TH_MASK": _TH_MASK, "TH_KINDS": frozenset(k for k in range(34) if _th(k)),
          "SUIT_STARTS": 1 | 1 << 9 | 1 << 18,
          "RUN_STARTS": sum(1 << k for k in range(27) if k % 9 <= 6),
          "_isshoku_sanjun": _isshoku_sanjun,
          "__builtins__": {"len": len, "type": type, "int": int, "sum": sum, "map": map, "bool": bool}}

YAKU: tuple[Yaku, ...] = (
    # --- condition yaku (how and when the hand was won) ---------------------------------
    Yaku("riichi", 1, None, "condition", "s.riichi"),
    Yaku("double_riichi", 2, None, "condition", "s.double_riichi", replaces=("riichi",)),
    Yaku("ippatsu", 1, None, "condition", "s.ippatsu"),
    Yaku("menzen_tsumo", 1, None, "condition", "s.tsumo"),
    Yaku("rinshan", 1, 1, "condition", "s.rinshan"),
    Yaku("chankan", 1, 1, "condition", "s.chankan"),
    Yaku("haitei", 1, 1, "condition", "s.haitei"),
    Yaku("houtei", 1, 1, "condition", "s.houtei"),
    Yaku("renhou", 5, None, "condition", "s.renhou and type(s.rules.renhou) is int",
         han_option="renhou"),
    # --- sequence yaku ----------------------------------------------------------------
    Yaku("pinfu", 1, None, "sequence",
         "len(v.chis) == 4 and v.wait == 'ryanmen' and v.pair < 31 and v.pair != s.seat_wind"
         " and v.pair != s.round_wind and (not s.tsumo or s.rules.pinfu_tsumo)"),
    # (two equal chows start at the same kind: fewer bits in the mask than chows)
    Yaku("iipeikou", 1, None, "sequence",
         "v.chi_mask.bit_count() < len(v.chis) and v.identical_chi_pairs() == 1"),
    Yaku("ryanpeikou", 3, None, "sequence",
         "len(v.chis) == 4 and v.chi_mask.bit_count() <= 2 and v.identical_chi_pairs() == 2",
         replaces=("iipeikou", "isshoku_sanjun")),
    # a chow starting at k, k + 9 and k + 18: the same numbers in the three suits
    Yaku("sanshoku", 2, 1, "sequence", "(v.chi_mask & v.chi_mask >> 9 & v.chi_mask >> 18 & 0x1FF)"),
    # chows starting at 1, 4 and 7 of one suit
    Yaku("ittsuu", 2, 1, "sequence", "(v.chi_mask & v.chi_mask >> 3 & v.chi_mask >> 6 & SUIT_STARTS)"),
    Yaku("isshoku_sanjun", 3, 2, "sequence", "_isshoku_sanjun(v, s)", replaces=("iipeikou",)),
    # --- set (triplet) yaku -------------------------------------------------------------
    Yaku("toitoi", 2, 2, "set", "v.standard and not v.chis"),
    Yaku("sanankou", 2, 2, "set", "v.concealed_triplets >= 3"),
    Yaku("sankantsu", 2, 2, "set", "v.kans >= 3"),
    Yaku("sanshoku_doukou", 2, 2, "set",
         "(v.triplet_mask & v.triplet_mask >> 9 & v.triplet_mask >> 18 & 0x1FF)"),
    Yaku("sanrenkou", 2, 2, "set",
         "(v.triplet_mask & v.triplet_mask >> 1 & v.triplet_mask >> 2 & RUN_STARTS)"),
    # --- valued honour sets (a triplet of dragons or of a valued wind) ------------------
    Yaku("yakuhai_haku", 1, 1, "valued", "(v.triplet_mask >> WHITE & 1)"),
    Yaku("yakuhai_hatsu", 1, 1, "valued", "(v.triplet_mask >> GREEN & 1)"),
    Yaku("yakuhai_chun", 1, 1, "valued", "(v.triplet_mask >> RED & 1)"),
    Yaku("yakuhai_seat_wind", 1, 1, "valued", "(v.triplet_mask >> s.seat_wind & 1)"),
    Yaku("yakuhai_round_wind", 1, 1, "valued", "(v.triplet_mask >> s.round_wind & 1)"),
    Yaku("shousangen", 2, 2, "valued",
         "v.pair in DRAGON_KINDS and (v.triplet_mask & DRAGON_MASK).bit_count() == 2"),
    # --- terminal and honour yaku -------------------------------------------------------
    Yaku("tanyao", 1, 1, "honour", "v.facts.all_simple", open_option="kuitan"),
    # every set and the pair hold a terminal or an honour (and there is a chow)
    Yaku("chanta", 2, 1, "honour", _CHANTA),
    Yaku("junchan", 3, 2, "honour", "not v.facts.has_honour and " + _CHANTA, replaces=("chanta",)),
    Yaku("honroutou", 2, 2, "honour", "v.facts.all_terminal_or_honour"),
    # --- suit yaku ------------------------------------------------------------------------
    Yaku("honitsu", 3, 2, "suit", "len(v.facts.suits) == 1"),
    Yaku("chinitsu", 6, 5, "suit", "len(v.facts.suits) == 1 and not v.facts.has_honour",
         replaces=("honitsu",)),
    # --- special forms --------------------------------------------------------------------
    Yaku("chiitoitsu", 2, None, "form", "v.form == 'chiitoitsu'"),
)

YAKU_BY_ID = {y.id: y for y in YAKU}


# Every yaku of a family is made of the same kind of set, so a reading with too few of
# them cannot have any yaku of the family, and its predicates need not run: each
# sequence yaku needs at least two chows (iipeikou two, the others three or four), each
# set yaku at least three triplets or quads (toitoi four), each valued-honour yaku a
# triplet of honours (shousangen two). Families without a gate are always tested.
FAMILY_GATES: dict[str, Callable[[ReadingView], bool]] = {
    "sequence": lambda v: len(v.chis) >= 2,
    "set": lambda v: len(v.triplets) >= 3,
    "valued": lambda v: v.triplet_mask >> 27 != 0,
}


class YakuFound(tuple):
    """``(Yaku, han, closed_han)`` as a compiled table hands it out: one shared object per
    row and hand state, so what the explanation makes of it (its steps, its entry in a
    result) is made once and kept on it (``steps``, ``result``)."""

    steps = None
    result = None


class YakuTable(tuple):
    """The yaku of one ruleset, grouped by family as ``((gate or None, rows), …)`` with
    rows ``(test, Yaku, closed_han, open_han)``; ``evaluate`` is the same table compiled
    into one function (see :func:`_compile`)."""

    evaluate: Callable


def yaku_table(rules) -> YakuTable:
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
    table = YakuTable((FAMILY_GATES.get(family), tuple(rows)) for family, rows in groups)
    table.evaluate = _compile(table)
    return table


# The text of each family's gate, for the compiled evaluator (same tests as FAMILY_GATES).
_GATE_EXPRS = {"sequence": "len(v.chis) >= 2", "set": "len(v.triplets) >= 3",
               "valued": "v.triplet_mask >> 27"}


def _compile(table: YakuTable) -> Callable:
    """One Python function for a ruleset's whole yaku table: each yaku's expression
    inline (a function-given test is called), in table order, family gates first, the
    closed/open decision per row written out. It finds exactly what the row-by-row loop
    of :func:`evaluate_yaku` finds (``test_compiled_table_matches_the_rows`` checks)."""
    env: dict = dict(_NAMES, _han=itemgetter(1))
    lines = ["def evaluate(v, s):", "    closed = v.facts.closed", "    found = []", "    lost = []",
             "    killed = ()", "    pinfu = False"]
    for g, (gate, rows) in enumerate(table):
        indent = "    "
        if gate is not None:
            family = rows[0][1].family
            gate_expr = _GATE_EXPRS.get(family)
            if gate_expr is None:
                env[f"G{g}"] = gate
                gate_expr = f"G{g}(v)"
            lines.append(f"    if {gate_expr}:")
            indent = "        "
        for r, (test, y, closed_han, open_han) in enumerate(rows):
            name = f"{g}_{r}"
            env[f"C{name}"] = YakuFound((y, closed_han, closed_han))
            if y.expr is not None:
                condition = f"({y.expr})"
            else:
                env[f"T{name}"] = test
                condition = f"T{name}(v, s)"
            # what a found row does besides being found: supersede others, mark pinfu
            also = ""
            if y.replaces:
                env[f"R{name}"] = y.replaces
                also += f"; killed += R{name}"
            if y.id == "pinfu":
                also += "; pinfu = True"
            if open_han is None:
                env[f"Y{name}"] = y
                when_open = f"lost.append(Y{name})"
            else:
                env[f"O{name}"] = YakuFound((y, open_han, closed_han))
                when_open = f"found.append(O{name}){also}"
            lines += [f"{indent}if {condition}:",
                      f"{indent}    if closed:", f"{indent}        found.append(C{name}){also}",
                      f"{indent}    else:", f"{indent}        {when_open}"]
        if gate is not None and not rows:
            lines.append("        pass")
    lines += ["    if killed:",
              "        found = [f for f in found if f[0].id not in killed]",
              "    return found, lost, sum(map(_han, found)), pinfu"]
    exec("\n".join(lines), env)  # noqa: S102 - generated from our own table
    return env["evaluate"]


def evaluate_yaku(table, view: ReadingView, situation) -> tuple[list, list, int, bool]:
    """``(found, lost, han, pinfu)``: ``found`` as ``[(Yaku, han, closed_han)]``; ``lost``
    the closed-only yaku whose shape is there but the hand is open; ``han`` their sum;
    ``pinfu`` whether pinfu is among them (the fu need to know)."""
    compiled = getattr(table, "evaluate", None)
    if compiled is not None:
        return compiled(view, situation)
    found, lost = _evaluate_rows(table, view, situation)
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


def _evaluate_rows(table, view: ReadingView, situation) -> tuple[list, list]:
    """The table read row by row (what the compiled evaluator does in one function)."""
    closed = view.facts.closed
    found = []
    lost = []
    for gate, rows in table:
        if gate is not None and not gate(view):
            continue
        for test, y, closed_han, open_han in rows:
            if test(view, situation):
                if closed:
                    found.append(YakuFound((y, closed_han, closed_han)))
                elif open_han is None:
                    lost.append(y)
                else:
                    found.append(YakuFound((y, open_han, closed_han)))
    return found, lost


__all__ = ["Yaku", "YAKU", "YAKU_BY_ID", "YakuFound", "YakuTable", "yaku_table", "evaluate_yaku"]
