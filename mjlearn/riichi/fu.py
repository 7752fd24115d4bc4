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
from ..trace import Step, register_step_codes, step, tile_set_params
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

# The fu of each item (the scoring tables and the cheat sheet read them from here).
FU_BASE = 20               # every winning hand
CLOSED_RON_FU = 10         # a closed hand won by ron
TSUMO_FU = 2               # a tsumo, except pinfu tsumo
CHIITOITSU_FU = 25         # seven pairs, always
OPEN_PINFU_FU = 30         # an open ron with nothing beyond the base (rules.open_pinfu_fu)
PAIR_FU = 2                # a dragon, seat-wind or round-wind pair
WAIT_FU = {"kanchan": 2, "penchan": 2, "tanki": 2}
# A triplet or quad: SET_FU[terminal_or_honour][concealed][quad]: 2 for an open triplet of
# simples, doubled for terminals or honours, doubled again when concealed, ×4 for a quad.
SET_FU = tuple(tuple(tuple((4 if major else 2) * (2 if concealed else 1) * (4 if quad else 1)
                           for quad in (False, True)) for concealed in (False, True))
               for major in (False, True))


# Every fu item is one of a few hundred possible steps (a set by its first kind, open or
# not, pon or kan; a pair; a wait and its tile; the rounding of a raw total), and steps
# are immutable: each is built once, when first needed, and shared.
_BASE = step("fu.base", FU_BASE)
_CLOSED_RON = step("fu.closed_ron", CLOSED_RON_FU)
_TSUMO = step("fu.tsumo", TSUMO_FU)
_PINFU_TSUMO = step("note.pinfu_tsumo_no_fu")
_CHIITOITSU = (step("fu.chiitoitsu", CHIITOITSU_FU),)
_OPEN_PINFU = step("fu.open_pinfu", OPEN_PINFU_FU - FU_BASE, raw=FU_BASE)


def _set_step(first: int, is_kan: bool, hidden: bool, winds: bool) -> tuple[int, Step]:
    th = first >= 27 or first % 9 in (0, 8)
    value = SET_FU[th][hidden][is_kan]
    # (under rules whose tiles have no winds the step says so, and its sentence says
    # "terminals or dragons", as the yaku steps do)
    return value, step("fu.set", value, set=(KAN_CODES if is_kan else PON_CODES)[first],
                       shape="kan" if is_kan else "pon", open=not hidden, terminal_or_honour=th,
                       **tile_set_params(winds))


# rules with wind tiles or without (Ruleset.winds) -> (first kind, is_kan, concealed) ->
# (fu, step)
_SETS = {winds: {(first, is_kan, hidden): _set_step(first, is_kan, hidden, winds)
                 for first in range(34) for is_kan in (False, True) for hidden in (False, True)}
         for winds in (True, False)}
_PAIRS: dict[tuple[int, str, int], Step] = {}
_WAITS: dict[tuple[str, int], Step] = {}
_ROUNDING: dict[int, Step] = {}


def fu_items(view: ReadingView, situation, pinfu: bool) -> tuple[int, list[Step]]:
    """``(fu, steps)``: the rounded fu and its items as trace steps, in the order the
    seeds count them (each step's value is its fu; they sum to ``fu``)."""
    if view.form == "chiitoitsu":
        return CHIITOITSU_FU, _CHIITOITSU
    facts = view.facts
    items = [_BASE]
    raw = FU_BASE
    tsumo = facts.tsumo
    if facts.closed and not tsumo:
        items.append(_CLOSED_RON)
        raw = FU_BASE + CLOSED_RON_FU
    elif tsumo:
        if pinfu:
            items.append(_PINFU_TSUMO)
        else:
            items.append(_TSUMO)
            raw = FU_BASE + TSUMO_FU
    sets = _SETS[situation.rules.winds]
    for first, is_kan, hidden, _called in view.triplets:
        value, item = sets[first, is_kan, hidden]
        raw += value
        items.append(item)
    standard = view.standard
    pair = view.pair
    if pair >= 27 and standard:
        value, reason = 0, None
        if pair >= 31:
            value, reason = PAIR_FU, "dragon"
        elif pair == facts.seat and pair == facts.round:
            value, reason = situation.rules.double_wind_pair_fu, "double_wind"
        elif pair == facts.seat:
            value, reason = PAIR_FU, "seat_wind"
        elif pair == facts.round:
            value, reason = PAIR_FU, "round_wind"
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
    if raw == FU_BASE and not facts.closed and not tsumo and situation.rules.open_pinfu_fu:
        items.append(_OPEN_PINFU)
        raw = OPEN_PINFU_FU
    rounded = -(-raw // 10) * 10
    if rounded != raw:
        item = _ROUNDING.get(raw)
        if item is None:
            item = _ROUNDING[raw] = step("fu.rounding", rounded - raw, raw=raw, rounded=rounded)
        items.append(item)
    return rounded, items
