"""Random complete hands for the generators: four sets and a pair drawn from a seeded
``random.Random``, never more than four copies of a kind.

Difficulty shapes a hand through the suits it may use: one suit packs the sets together
and gives the many-sided waits; four spread the tiles out and give simple ones.
"""

from __future__ import annotations

import random

from ...tiles import N_KINDS


def _suit_kinds(suits: tuple[int, ...], honours: bool) -> tuple[list[int], list[int]]:
    """Kinds a chi may start on, and kinds a triplet or pair may use."""
    chi_starts = [s * 9 + i for s in suits for i in range(7)]
    singles = [s * 9 + i for s in suits for i in range(9)] + (list(range(27, 34)) if honours else [])
    return chi_starts, singles


def random_complete_counts(rng: random.Random, suits: tuple[int, ...] = (0, 1, 2),
                           honours: bool = True, chi_weight: float = 0.6,
                           sets: int = 4) -> list[int]:
    """34 kind counts of a complete hand: ``sets`` sets plus a pair."""
    chi_starts, singles = _suit_kinds(suits, honours)
    while True:
        counts = [0] * N_KINDS
        ok = True
        for _ in range(sets):
            if rng.random() < chi_weight:
                first = rng.choice(chi_starts)
                kinds = (first, first + 1, first + 2)
            else:
                kinds = (rng.choice(singles),) * 3
            for k in kinds:
                counts[k] += 1
            if any(counts[k] > 4 for k in kinds):
                ok = False
                break
        if ok:
            pair = rng.choice(singles)
            counts[pair] += 2
            if counts[pair] <= 4:
                return counts


def counts_to_kinds(counts: list[int]) -> list[int]:
    return [k for k, n in enumerate(counts) for _ in range(n)]
