"""Winning tiles of 13-tile hands: mjlearn.find_waits against the `mahjong` package.

The reference has no "waits" function, so its side is what a tool built on it does: try
each of the 34 kinds with ``Agari.is_agari``. Ours also reports the wait shapes of every
reading, so it does more work per hand. Run:

    .venv/bin/python benchmarks/bench_waits.py --hands 3000
"""

from __future__ import annotations

import argparse
import random
import time

from mahjong.agari import Agari

from mjlearn.hand import parse_waiting_hand
from mjlearn.readings import find_waits
from mjlearn.tiles import Tile


def random_tenpai_hands(n: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    hands = []
    while len(hands) < n:
        kinds: list[int] = []
        for _ in range(4):
            if rng.random() < 0.6:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                kinds += [start, start + 1, start + 2]
            else:
                kinds += [rng.randrange(34)] * 3
        kinds += [rng.randrange(34)] * 2
        if max(kinds.count(k) for k in kinds) > 4:
            continue
        del kinds[rng.randrange(14)]
        hands.append(kinds)
    return hands


def ours(hands: list[list[int]]) -> list[tuple[int, ...]]:
    return [find_waits(parse_waiting_hand([Tile(k) for k in h])).tiles for h in hands]


def reference(hands: list[list[int]]) -> list[tuple[int, ...]]:
    agari = Agari()
    out = []
    for h in hands:
        counts = [0] * 34
        for k in h:
            counts[k] += 1
        wins = []
        for k in range(34):
            if counts[k] == 4:
                continue
            counts[k] += 1
            if agari.is_agari(counts):
                wins.append(k)
            counts[k] -= 1
        out.append(tuple(wins))
    return out


def timed(func, hands):
    start = time.perf_counter()
    result = func(hands)
    return result, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    hands = random_tenpai_hands(args.hands, args.seed)
    ours(hands[:200])  # warm the per-suit caches, as a running kernel would have them
    mine, t_ours = timed(ours, hands)
    theirs, t_ref = timed(reference, hands)
    assert mine == theirs, "the two disagree: run tests/test_readings.py"
    print(f"hands: {len(hands)}")
    print(f"mjlearn.find_waits (with shapes): {len(hands) / t_ours:10.0f} hands/s")
    print(f"mahjong Agari x34:                {len(hands) / t_ref:10.0f} hands/s")
    print(f"ratio (ours / reference):         {t_ref / t_ours:10.2f}")


if __name__ == "__main__":
    main()
