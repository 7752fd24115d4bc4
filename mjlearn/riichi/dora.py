"""Dora: indicators → dora tiles, ura dora (riichi only), red fives.

Every indicator (the first one and each kan-dora indicator) points to the next tile
(:func:`mjlearn.tiles.next_kind`: 9 → 1, North → East, Red → White); each tile of that
kind in the hand is one han, and two indicators of the same kind count twice (seed 002
§Duże punkty). Ura indicators count the same way, for a riichi winner only (the
situation refuses ura without riichi). Red fives count one han each when ``rules.aka``.

Dora are not yaku: a hand whose only han are dora does not win (``no_yaku``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..tiles import kind_code, next_kind
from ..trace import Step, register_step_codes, step
from ..fast import fast_init

register_step_codes({
    "dora.dora": ("indicator", "tile", "count"),
    "dora.kan_dora": ("indicator", "tile", "count"),
    "dora.ura": ("indicator", "tile", "count"),
    "dora.aka": ("tiles", "count"),
})


@fast_init
@dataclass(frozen=True, slots=True)
class DoraCount:
    dora: int
    ura: int
    aka: int
    steps: tuple[Step, ...]

    @property
    def han(self) -> int:
        return self.dora + self.ura + self.aka


# Steps are immutable and a hand's dora steps are a few small values (an indicator and
# how many tiles it points to; the red fives held): each is built once.
_INDICATOR_STEPS: dict[tuple[str, int, bool, int], Step] = {}
_AKA_STEPS: dict[tuple[str, ...], Step] = {}


def _indicator_steps(code: str, indicators, counts) -> tuple[int, list[Step]]:
    total = 0
    steps = []
    for indicator in indicators:
        kind = _NEXT[indicator.kind]
        n = counts[kind]
        if n:
            total += n
            key = (code, indicator.kind, indicator.red, n)
            made = _INDICATOR_STEPS.get(key)
            if made is None:
                made = _INDICATOR_STEPS[key] = step(code, n, indicator=indicator.code,
                                                    tile=kind_code(kind), count=n)
            steps.append(made)
    return total, steps


_NEXT = tuple(next_kind(k) for k in range(34))


def count_dora(situation, counts: list[int]) -> DoraCount:
    """Dora, ura and red fives of a hand (``counts``: all its tiles by kind)."""
    # the first indicator is the dora's, each later one was turned over by a kan (kan dora)
    dora, steps = _indicator_steps("dora.dora", situation.dora[:1], counts) if situation.dora else (0, [])
    if len(situation.dora) > 1:
        kan_dora, kan_steps = _indicator_steps("dora.kan_dora", situation.dora[1:], counts)
        dora += kan_dora
        steps += kan_steps
    ura = 0
    if situation.riichi and situation.ura:
        ura, ura_steps = _indicator_steps("dora.ura", situation.ura, counts)
        steps += ura_steps
    aka = 0
    if situation.rules.aka:
        reds = situation.hand_counts[2]     # the hand's red fives, counted with its tiles
        aka = len(reds)
        if aka:
            made = _AKA_STEPS.get(reds)
            if made is None:
                made = _AKA_STEPS[reds] = step("dora.aka", aka, tiles=reds, count=aka)
            steps.append(made)
    return DoraCount(dora, ura, aka, tuple(steps))
