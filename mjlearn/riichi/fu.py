"""Fu, item by item as the seeds count them (seed 000 §Calcular, 001 §Contare i fu,
002 §Małe punkty, 003 §3.2; EMA §4.1.1):

- 20 base; closed ron +10; tsumo +2, except pinfu tsumo (20 fu in all);
- each triplet and quad: open/concealed × simple/terminal-or-honour: 2/4, 4/8; a quad
  counts four times a triplet (8/16, 16/32). A triplet completed by ron counts as open;
- a valued pair: dragon, seat wind, round wind +2 each; a wind that is both seat and
  round wind counts ``rules.double_wind_pair_fu`` (4 by default, rulesets §4 d.5);
- wait +2 for kanchan, penchan and tanki (by the shape the winning tile completed);
- an open hand won by ron with nothing beyond the 20 counts 30 (``open_pinfu_fu``);
- round up to the next 10; seven pairs are always 25.

:func:`fu_items` is cheap (every item is a step built once and shared) so every reading
can be counted; each step names the set or pair (mpsz) it came from.
"""

from __future__ import annotations

from ..tiles import kind_code
from ..trace import Step, register_step_codes, step
from .view import KAN_CODES, PAIR_CODES, PON_CODES, ReadingView

register_step_codes({
    "fu.base": (),
    "fu.closed_ron": (),
    "fu.tsumo": (),
    "fu.set": ("set", "shape", "open", "terminal_or_honour"),
    "fu.pair": ("pair", "reason"),
    "fu.wait": ("wait", "tile"),
    "fu.open_pinfu": ("raw",),
    "fu.chiitoitsu": (),
    "fu.rounding": ("raw", "rounded"),
    "note.pinfu_tsumo_no_fu": (),
})

WAIT_FU = {"kanchan": 2, "penchan": 2, "tanki": 2}


# Every fu item is one of a few hundred possible steps (a set by its first kind, open or
# not, pon or kan; a pair; a wait and its tile; the rounding of a raw total), and steps
# are immutable: each is built once, when first needed, and shared.
_BASE = step("fu.base", 20)
_CLOSED_RON = step("fu.closed_ron", 10)
_TSUMO = step("fu.tsumo", 2)
_PINFU_TSUMO = step("note.pinfu_tsumo_no_fu")
_CHIITOITSU = (step("fu.chiitoitsu", 25),)
_OPEN_PINFU = step("fu.open_pinfu", 10, raw=20)


def _set_step(first: int, is_kan: bool, hidden: bool) -> tuple[int, Step]:
    th = first >= 27 or first % 9 in (0, 8)
    value = (4 if th else 2) * (2 if hidden else 1) * (4 if is_kan else 1)
    return value, step("fu.set", value, set=(KAN_CODES if is_kan else PON_CODES)[first],
                       shape="kan" if is_kan else "pon", open=not hidden, terminal_or_honour=th)


# (first kind, is_kan, concealed) -> (fu, step)
_SETS = {(first, is_kan, hidden): _set_step(first, is_kan, hidden)
         for first in range(34) for is_kan in (False, True) for hidden in (False, True)}
_PAIRS: dict[tuple[int, str, int], Step] = {}
_WAITS: dict[tuple[str, int], Step] = {}
_ROUNDING: dict[int, Step] = {}


def fu_items(view: ReadingView, situation, pinfu: bool) -> tuple[int, list[Step]]:
    """``(fu, steps)``: the rounded fu and its items as trace steps, in the order the
    seeds count them (each step's value is its fu; they sum to ``fu``)."""
    if view.form == "chiitoitsu":
        return 25, _CHIITOITSU
    facts = view.facts
    items = [_BASE]
    raw = 20
    tsumo = facts.tsumo
    if facts.closed and not tsumo:
        items.append(_CLOSED_RON)
        raw = 30
    elif tsumo:
        if pinfu:
            items.append(_PINFU_TSUMO)
        else:
            items.append(_TSUMO)
            raw = 22
    sets = _SETS
    for first, is_kan, hidden, _called in view.triplets:
        value, item = sets[first, is_kan, hidden]
        raw += value
        items.append(item)
    standard = view.standard
    pair = view.pair
    if pair >= 27 and standard:
        value, reason = 0, None
        if pair >= 31:
            value, reason = 2, "dragon"
        elif pair == facts.seat and pair == facts.round:
            value, reason = situation.rules.double_wind_pair_fu, "double_wind"
        elif pair == facts.seat:
            value, reason = 2, "seat_wind"
        elif pair == facts.round:
            value, reason = 2, "round_wind"
        if value:
            raw += value
            key = (pair, reason, value)
            item = _PAIRS.get(key)
            if item is None:
                item = _PAIRS[key] = step("fu.pair", value, pair=PAIR_CODES[pair], reason=reason)
            items.append(item)
    if standard:
        wait_fu = WAIT_FU.get(view.wait, 0)
        if wait_fu:
            raw += wait_fu
            key = (view.wait, view.reading.win_kind)
            item = _WAITS.get(key)
            if item is None:
                item = _WAITS[key] = step("fu.wait", wait_fu, wait=view.wait,
                                          tile=kind_code(view.reading.win_kind))
            items.append(item)
    if raw == 20 and not facts.closed and not tsumo and situation.rules.open_pinfu_fu:
        items.append(_OPEN_PINFU)
        raw = 30
    rounded = -(-raw // 10) * 10
    if rounded != raw:
        item = _ROUNDING.get(raw)
        if item is None:
            item = _ROUNDING[raw] = step("fu.rounding", rounded - raw, raw=raw, rounded=rounded)
        items.append(item)
    return rounded, items
