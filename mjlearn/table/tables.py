"""Scoring tables generated from the engine, for any ruleset, and seed 002's errata.

A table has one cell per han (1–4) and fu (20, 25, 30, 40 … 110); each cell holds what
is paid (``mjlearn.riichi.points.basic_points`` then ``payments``) and the limit reached,
or — for a han/fu pair no hand can have — the id of the rule that makes it impossible:

- ``ron_20_fu``: a closed ron adds 10 fu, and an open ron with no fu beyond the 20 counts
  30 (``rules.open_pinfu_fu``; seed 000 §Calcular los puntos, EMA §4.1.1), so no ron is
  20 fu;
- ``chiitoitsu_2_han``: only seven pairs has 25 fu (seeds 001, 002, 003, EMA §4.1.1), and
  seven pairs is a 2-han yaku by itself;
- ``chiitoitsu_tsumo_3_han``: seven pairs by tsumo also has menzen tsumo: 3 han at least;
- ``pinfu_tsumo_2_han``: only pinfu tsumo has 20 fu (every other tsumo adds 2 fu, seed 000
  "Tsumo (excepto en pinfu) = +2"), and pinfu + menzen tsumo is 2 han;
- ``no_chiitoitsu`` / ``no_pinfu_tsumo``: the ruleset has no seven pairs / no 20-fu pinfu
  tsumo, so no hand has that fu.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..riichi.points import basic_points, limit_for_han, payments
from ..rules import STANDARD, Ruleset
from ..checks import accepts, check_bool, optional
from .state import RULES

BOOL = check_bool
from .seed_002 import SEED_002_LIMITS, SEED_002_TABLES

FU_ROWS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
HAN_COLUMNS = (1, 2, 3, 4)
FIRST_LIMIT_HAN = 5
KAZOE_HAN = 13


@dataclass(frozen=True, slots=True)
class TableCell:
    """``payments``: payer role → amount (``{"discarder"}`` for ron, ``{"dealer",
    "non_dealer"}`` or ``{"non_dealer"}`` for tsumo), or None when ``impossible``."""

    han: int
    fu: int
    payments: Mapping[str, int] | None
    limit: str | None = None
    impossible: str | None = None


@dataclass(frozen=True, slots=True)
class ScoreTable:
    ruleset: str
    dealer: bool
    tsumo: bool
    cells: tuple[TableCell, ...]

    def cell(self, han: int, fu: int) -> TableCell:
        for cell in self.cells:
            if cell.han == han and cell.fu == fu:
                return cell
        raise KeyError((han, fu))


@dataclass(frozen=True, slots=True)
class LimitRow:
    """A limit, the han that reach it (``han_max`` None: and above; both None: yakuman)."""

    limit: str
    han_min: int | None
    han_max: int | None
    basic: int
    payments: Mapping[str, int]


def impossible_reason(han: int, fu: int, tsumo: bool, rules: Ruleset) -> str | None:
    """Why no hand has ``han`` and ``fu`` (won by tsumo or ron), or None if one can."""
    if fu == 25:
        if not rules.allows("chiitoitsu"):
            return "no_chiitoitsu"
        if not tsumo and han < 2:
            return "chiitoitsu_2_han"
        if tsumo and han < 3:
            return "chiitoitsu_tsumo_3_han"
    if fu == 20:
        if not tsumo:
            return "ron_20_fu" if rules.open_pinfu_fu else None
        if not (rules.pinfu_tsumo and rules.allows("pinfu") and rules.allows("menzen_tsumo")):
            return "no_pinfu_tsumo"
        if han < 2:
            return "pinfu_tsumo_2_han"
    return None


@accepts(rules=RULES, dealer=BOOL, tsumo=BOOL)
def score_table(rules: Ruleset, dealer: bool = False, tsumo: bool = False) -> ScoreTable:
    """The han 1–4 × fu 20–110 table for a dealer or non-dealer win by tsumo or ron."""
    cells = []
    for fu in FU_ROWS:
        for han in HAN_COLUMNS:
            reason = impossible_reason(han, fu, tsumo, rules)
            if reason:
                cells.append(TableCell(han, fu, None, None, reason))
                continue
            points = basic_points(han, fu, rules)
            amounts = payments(points.basic, dealer, tsumo, rules).amounts
            cells.append(TableCell(han, fu, dict(amounts), points.limit))
    return ScoreTable(rules.name, dealer, tsumo, tuple(cells))


@accepts(rules=RULES, dealer=BOOL, tsumo=BOOL)
def limits_table(rules: Ruleset, dealer: bool = False, tsumo: bool = False) -> tuple[LimitRow, ...]:
    """One row per limit reached by han alone (5 han and up), then the yakuman."""
    rows: list[LimitRow] = []
    for han in range(FIRST_LIMIT_HAN, KAZOE_HAN + 1):
        limit = limit_for_han(han, rules)
        if rows and rows[-1].limit == limit:
            rows[-1] = LimitRow(limit, rows[-1].han_min, han, rows[-1].basic, rows[-1].payments)
            continue
        basic = basic_points(han, 0, rules).basic
        rows.append(LimitRow(limit, han, han, basic, dict(payments(basic, dealer, tsumo, rules).amounts)))
    last = rows[-1]
    rows[-1] = LimitRow(last.limit, last.han_min, None, last.basic, last.payments)  # "13+" / "11+"
    yakuman = basic_points(0, 0, rules, yakuman=1)
    rows.append(LimitRow("yakuman", None, None, yakuman.basic,
                         dict(payments(yakuman.basic, dealer, tsumo, rules).amounts)))
    return tuple(rows)


# --- seed 002 -------------------------------------------------------------------------

# seed 002's table id -> (dealer wins, tsumo)
SEED_002_KINDS = {
    "ron_dealer": (True, False),
    "ron_non_dealer": (False, False),
    "tsumo_dealer": (True, True),
    "tsumo_non_dealer": (False, True),
}


@dataclass(frozen=True, slots=True)
class Erratum:
    """A cell where seed 002 prints ``printed`` (None: an empty cell) and the engine says
    ``engine`` (None: no hand has this han and fu, for the rule ``reason``)."""

    table: str
    fu: int | None
    han: int
    printed: int | tuple[int, int] | None
    engine: int | tuple[int, int] | None
    reason: str | None = None


def seed_002_value(amounts: Mapping[str, int] | None, table: str) -> int | tuple[int, int] | None:
    """An engine cell in seed 002's format: the ron amount; what each player pays on the
    dealer's tsumo; (dealer pays, others pay) on a non-dealer's tsumo."""
    if amounts is None:
        return None
    if table.startswith("ron"):
        return amounts["discarder"]
    if table == "tsumo_dealer":
        return amounts["non_dealer"]
    return amounts["dealer"], amounts["non_dealer"]


@accepts(rules=optional(RULES))
def seed_002_errata(rules: Ruleset | None = None) -> tuple[Erratum, ...]:
    """Every cell of seed 002's printed tables that differs from the engine's table."""
    rules = rules or STANDARD
    errata: list[Erratum] = []
    for table, printed_rows in SEED_002_TABLES.items():
        dealer, tsumo = SEED_002_KINDS[table]
        engine = score_table(rules, dealer, tsumo)
        for fu, printed_cells in printed_rows.items():
            for han, printed in zip(HAN_COLUMNS, printed_cells):
                cell = engine.cell(han, fu)
                value = seed_002_value(cell.payments, table)
                if printed != value:
                    errata.append(Erratum(table, fu, han, printed, value, cell.impossible))
    for table, printed_rows in SEED_002_LIMITS.items():
        for han, printed in printed_rows.items():
            value = seed_002_value(payments(basic_points(han, 0, rules).basic,
                                            *SEED_002_KINDS[table], rules).amounts, table)
            if printed != value:
                errata.append(Erratum(table, None, han, printed, value))
    return tuple(errata)
