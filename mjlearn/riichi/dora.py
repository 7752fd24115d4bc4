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
from .fast import fast_init

register_step_codes({
    "dora.dora": ("indicator", "tile", "count"),
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


def _indicator_steps(code: str, indicators, counts) -> tuple[int, list[Step]]:
    total = 0
    steps = []
    for indicator in indicators:
        kind = next_kind(indicator.kind)
        n = counts[kind]
        if n:
            total += n
            steps.append(step(code, n, indicator=indicator.code, tile=kind_code(kind), count=n))
    return total, steps


def count_dora(situation, counts: list[int]) -> DoraCount:
    """Dora, ura and red fives of a hand (``counts``: all its tiles by kind)."""
    dora, steps = _indicator_steps("dora.dora", situation.dora, counts)
    ura = 0
    if situation.riichi:
        ura, ura_steps = _indicator_steps("dora.ura", situation.ura, counts)
        steps += ura_steps
    aka = 0
    if situation.rules.aka:
        hand = situation.hand
        reds = [t.code for t in hand.concealed if t.red]
        for meld in hand.melds:
            reds += [t.code for t in meld.tiles if t.red]
        aka = len(reds)
        if aka:
            steps.append(step("dora.aka", aka, tiles=tuple(reds), count=aka))
    return DoraCount(dora, ura, aka, tuple(steps))
