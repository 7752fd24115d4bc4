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
            object.__setattr__(self, "test", eval(f"lambda v, s: {self.test}", _NAMES))  # noqa: S307 - our own table


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
    return v.standard and bool(v.chis) and v.all_sets_have(_th)


def _junchan(v: ReadingView, s) -> bool:
    return not v.facts.has_honour and _chanta(v, s)


def _consecutive_triplets(v: ReadingView, n: int) -> bool:
    kinds = v.triplet_set
    return len(kinds) >= n and any(k < 27 and k % 9 <= 9 - n and all(k + i in kinds for i in range(n)) for k in kinds)


def _isshoku_sanjun(v: ReadingView, s) -> bool:
    chis = v.chis
    return len(chis) >= 3 and any(chis.count(c) >= 3 for c in chis)


# The names a yaku's expression may use.
_NAMES = {"WHITE": WHITE, "GREEN": GREEN, "RED": RED, "DRAGON_KINDS": DRAGON_KINDS,
          "_pinfu": _pinfu, "_sanshoku": _sanshoku, "_ittsuu": _ittsuu, "_doukou": _doukou,
          "_chanta": _chanta, "_junchan": _junchan, "_consecutive_triplets": _consecutive_triplets,
          "_isshoku_sanjun": _isshoku_sanjun, "__builtins__": {"len": len, "type": type, "int": int, "sum": sum, "map": map}}

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
    Yaku("pinfu", 1, None, "sequence", "_pinfu(v, s)"),
    Yaku("iipeikou", 1, None, "sequence", "len(v.chis) >= 2 and v.identical_chi_pairs() == 1"),
    Yaku("ryanpeikou", 3, None, "sequence", "len(v.chis) == 4 and v.identical_chi_pairs() == 2",
         replaces=("iipeikou", "isshoku_sanjun")),
    Yaku("sanshoku", 2, 1, "sequence", "_sanshoku(v, s)"),
    Yaku("ittsuu", 2, 1, "sequence", "_ittsuu(v, s)"),
    Yaku("isshoku_sanjun", 3, 2, "sequence", "_isshoku_sanjun(v, s)", replaces=("iipeikou",)),
    # --- set (triplet) yaku -------------------------------------------------------------
    Yaku("toitoi", 2, 2, "set", "v.standard and not v.chis"),
    Yaku("sanankou", 2, 2, "set", "v.concealed_triplets >= 3"),
    Yaku("sankantsu", 2, 2, "set", "v.kans >= 3"),
    Yaku("sanshoku_doukou", 2, 2, "set", "_doukou(v, s)"),
    Yaku("sanrenkou", 2, 2, "set", "_consecutive_triplets(v, 3)"),
    # --- terminal and honour yaku -------------------------------------------------------
    Yaku("yakuhai_haku", 1, 1, "honour", "WHITE in v.triplet_set"),
    Yaku("yakuhai_hatsu", 1, 1, "honour", "GREEN in v.triplet_set"),
    Yaku("yakuhai_chun", 1, 1, "honour", "RED in v.triplet_set"),
    Yaku("yakuhai_seat_wind", 1, 1, "honour", "s.seat_wind in v.triplet_set"),
    Yaku("yakuhai_round_wind", 1, 1, "honour", "s.round_wind in v.triplet_set"),
    Yaku("shousangen", 2, 2, "honour",
         "v.pair in DRAGON_KINDS and v.count_triplets(DRAGON_KINDS) == 2"),
    Yaku("tanyao", 1, 1, "honour", "v.facts.all_simple", open_option="kuitan"),
    Yaku("chanta", 2, 1, "honour", "_chanta(v, s)"),
    Yaku("junchan", 3, 2, "honour", "_junchan(v, s)", replaces=("chanta",)),
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
# set yaku at least three triplets or quads (toitoi four). Families without a gate are
# always tested.
FAMILY_GATES: dict[str, Callable[[ReadingView], bool]] = {
    "sequence": lambda v: len(v.chis) >= 2,
    "set": lambda v: len(v.triplets) >= 3,
}


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
_GATE_EXPRS = {"sequence": "len(v.chis) >= 2", "set": "len(v.triplets) >= 3"}


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
            env[f"C{name}"] = (y, closed_han, closed_han)
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
                env[f"O{name}"] = (y, open_han, closed_han)
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
                    found.append((y, closed_han, closed_han))
                elif open_han is None:
                    lost.append(y)
                else:
                    found.append((y, open_han, closed_han))
    return found, lost


__all__ = ["Yaku", "YAKU", "YAKU_BY_ID", "YakuTable", "yaku_table", "evaluate_yaku"]
