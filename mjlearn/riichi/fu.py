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

:func:`fu_items` is cheap (plain tuples) so every reading can be counted;
:func:`fu_steps` turns the chosen reading's items into trace steps, each naming the set
or pair (mpsz) it came from.
"""

from __future__ import annotations

from functools import lru_cache

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


def fu_items(view: ReadingView, situation, pinfu: bool) -> tuple[int, list[tuple]]:
    """``(fu, items)``: the rounded fu and ``[(code, value, params)]`` for the steps, with
    ``params`` as a tuple of ``(name, value)`` pairs (hashable: see :func:`fu_steps`)."""
    if view.form == "chiitoitsu":
        return CHIITOITSU_FU, [("fu.chiitoitsu", CHIITOITSU_FU, ())]
    facts = view.facts
    rules = situation.rules
    items: list[tuple] = [("fu.base", FU_BASE, ())]
    raw = FU_BASE
    if facts.closed and not facts.tsumo:
        items.append(("fu.closed_ron", CLOSED_RON_FU, ()))
        raw += CLOSED_RON_FU
    if facts.tsumo:
        if pinfu:
            items.append(("note.pinfu_tsumo_no_fu", None, ()))
        else:
            items.append(("fu.tsumo", TSUMO_FU, ()))
            raw += TSUMO_FU
    for first, is_kan, hidden, _called in view.triplets:
        th = first >= 27 or first % 9 in (0, 8)
        value = SET_FU[th][bool(hidden)][bool(is_kan)]
        raw += value
        items.append(("fu.set", value, (("set", (KAN_CODES if is_kan else PON_CODES)[first]),
                                        ("shape", "kan" if is_kan else "pon"),
                                        ("open", not hidden), ("terminal_or_honour", th))))
    pair = view.pair
    if pair >= 27 and view.standard:
        value, reason = 0, None
        if pair >= 31:
            value, reason = PAIR_FU, "dragon"
        elif pair == facts.seat and pair == facts.round:
            value, reason = rules.double_wind_pair_fu, "double_wind"
        elif pair == facts.seat:
            value, reason = PAIR_FU, "seat_wind"
        elif pair == facts.round:
            value, reason = PAIR_FU, "round_wind"
        if value:
            raw += value
            items.append(("fu.pair", value, (("pair", PAIR_CODES[pair]), ("reason", reason))))
    if view.standard:
        wait_fu = WAIT_FU.get(view.wait, 0)
        if wait_fu:
            raw += wait_fu
            items.append(("fu.wait", wait_fu, (("wait", view.wait),
                                               ("tile", kind_code(view.reading.win_kind)))))
    if raw == FU_BASE and not facts.closed and not facts.tsumo and rules.open_pinfu_fu:
        items.append(("fu.open_pinfu", OPEN_PINFU_FU - FU_BASE, (("raw", raw),)))
        raw = OPEN_PINFU_FU
    rounded = -(-raw // 10) * 10
    if rounded != raw:
        items.append(("fu.rounding", rounded - raw, (("raw", raw), ("rounded", rounded))))
    return rounded, items


def fu_steps(items: list[tuple]) -> tuple[Step, ...]:
    return tuple([_fu_step(*item) for item in items])


@lru_cache(maxsize=4096)
def _fu_step(code: str, value: int | None, params: tuple[tuple[str, object], ...]) -> Step:
    # A fu item is a few small values (the set's code, open or not …): hands share them
    # all the time, and steps are immutable, so each distinct item becomes a step once.
    # (Each parameter name always carries one type, so 1 and True never share a key.)
    return step(code, value, **dict(params))
