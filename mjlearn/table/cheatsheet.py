"""A one-page cheat sheet for a ruleset, as data the i18n layer renders (text or an A4 page).

Everything on it comes from the engine: the fu items from :mod:`mjlearn.riichi.fu` (the
values the hand engine counts with), the han/fu tables and the limits from
:func:`~mjlearn.table.tables.score_table` and :func:`~mjlearn.table.tables.limits_table`
for a non-dealer and a dealer, by ron and by tsumo, and the ruleset's differences from the
standard one, option by option; the yaku with their han closed and open, and the yakuman,
from the ruleset's own yaku tables (:func:`~mjlearn.riichi.yaku.yaku_table`,
:func:`~mjlearn.riichi.yakuman.yakuman_table`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from ..riichi.fu import (CHIITOITSU_FU, CLOSED_RON_FU, FU_BASE, OPEN_PINFU_FU, PAIR_FU, SET_FU,
                         TSUMO_FU, WAIT_FU)
from ..checks import accepts
from ..rules import PRESETS, STANDARD, Ruleset
from .state import RULES
from .tables import LimitRow, ScoreTable, limits_table, score_table

# Ruleset fields that are not rules of the game (the name; a note the explanation adds).
NOT_RULES = ("name", "seed_000_rounding_note")
# The four kinds of win, as (dealer, tsumo), in the order the sheet shows them.
WINS = ((False, False), (False, True), (True, False), (True, True))


@dataclass(frozen=True, slots=True)
class FuItem:
    """One line of the fu list: ``item`` (an id the i18n layer names) and its ``fu``."""

    item: str
    fu: int


@dataclass(frozen=True, slots=True)
class YakuValue:
    """A line of the yaku list: the yaku's id, its han in a closed hand, and in an open
    one (None: closed hands only)."""

    yaku: str
    closed: int
    open: int | None


@dataclass(frozen=True, slots=True)
class Difference:
    """An option whose ``value`` here differs from the ``standard`` one."""

    option: str
    value: Any
    standard: Any


@dataclass(frozen=True, slots=True)
class CheatSheet:
    """``fu``: the items, in the order they are counted; ``set_fu``: triplets and quads,
    ``set_fu[terminal_or_honour][concealed][quad]``; ``tables`` and ``limits`` by
    ``(dealer, tsumo)``; ``differences`` from the standard rules; ``changed``: the rules
    are a preset with some options changed."""

    rules: Ruleset
    fu: tuple[FuItem, ...]
    set_fu: tuple
    tables: Mapping[tuple[bool, bool], ScoreTable]
    limits: Mapping[tuple[bool, bool], tuple[LimitRow, ...]]
    differences: tuple[Difference, ...]
    changed: bool
    yaku: tuple[YakuValue, ...] = ()
    yakuman: tuple[tuple[str, int], ...] = ()    # (id, how many times it counts)


def fu_items(rules: Ruleset) -> tuple[FuItem, ...]:
    """The fu a hand can score under ``rules``, item by item (seed 000 §Calcular, EMA §4.1.1)."""
    pinfu_tsumo = rules.pinfu_tsumo and rules.allows("pinfu") and rules.allows("menzen_tsumo")
    items = [FuItem("base", FU_BASE), FuItem("closed_ron", CLOSED_RON_FU),
             FuItem("tsumo" if pinfu_tsumo else "tsumo_always", TSUMO_FU)]
    if pinfu_tsumo:
        items.append(FuItem("pinfu_tsumo", FU_BASE))
    if rules.open_pinfu_fu:
        items.append(FuItem("open_pinfu", OPEN_PINFU_FU))
    if rules.allows("chiitoitsu"):
        items.append(FuItem("chiitoitsu", CHIITOITSU_FU))
    items.append(FuItem("pair_dragon", PAIR_FU))
    if rules.winds:
        items += [FuItem("pair_seat_wind", PAIR_FU), FuItem("pair_round_wind", PAIR_FU),
                  FuItem("pair_double_wind", rules.double_wind_pair_fu)]
    (wait_fu,) = set(WAIT_FU.values())        # kanchan, penchan and tanki alike
    items.append(FuItem("wait", wait_fu))
    return tuple(items)


def yaku_values(rules: Ruleset) -> tuple[YakuValue, ...]:
    """The yaku ``rules`` play, each with its han closed and open under them, by their
    closed han (the order of the engine's table within the same han)."""
    from ..riichi.yaku import yaku_table

    rows = [YakuValue(y.id, closed, opened) for _gate, group in yaku_table(rules)
            for _test, y, closed, opened in group]
    return tuple(sorted(rows, key=lambda row: row.closed))


def yakuman_values(rules: Ruleset) -> tuple[tuple[str, int], ...]:
    """The yakuman ``rules`` play, each with the times it counts (2: a double yakuman)."""
    from ..riichi.yakuman import yakuman_table

    return tuple((y.id, multiple) for y, multiple in yakuman_table(rules))


@accepts(rules=RULES, base=RULES)
def differences(rules: Ruleset, base: Ruleset = STANDARD) -> tuple[Difference, ...]:
    """Every rule option whose value under ``rules`` differs from ``base``, in the order
    :class:`~mjlearn.rules.Ruleset` declares them."""
    return tuple(Difference(f.name, getattr(rules, f.name), getattr(base, f.name))
                 for f in fields(Ruleset)
                 if f.name not in NOT_RULES and getattr(rules, f.name) != getattr(base, f.name))


@accepts(rules=RULES)
def cheat_sheet(rules: Ruleset) -> CheatSheet:
    """The cheat sheet of ``rules``."""
    return CheatSheet(
        rules=rules,
        fu=fu_items(rules),
        set_fu=SET_FU,
        tables={win: score_table(rules, *win) for win in WINS},
        limits={win: limits_table(rules, *win) for win in WINS},
        differences=differences(rules),
        changed=PRESETS.get(rules.name) != rules,
        yaku=yaku_values(rules),
        yakuman=yakuman_values(rules),
    )
