"""Throughput of mjlearn's Riichi engine against the reference package ``mahjong`` 2.1.0.

Both engines score the same generated situations (``tests/riichi_oracle.py``: closed and
open hands, ron and tsumo, kans, dora, winds, flags, some yakuman and no-yaku hands) in one
run. mjlearn is timed with its trace on, in three ways:

- ``score_json``: a JSON situation in, the JSON result (with the trace) out — what a
  tool calls;
- ``score``: a parsed :class:`Situation` in, a :class:`ScoreResult` (with its trace) out;
- mahjong: ``HandCalculator.estimate_hand_value`` on tile arrays and melds prepared in
  advance (a fresh ``HandConfig`` per hand, as the calculator mutates it).

The hands are timed in chunks (``--chunk``, default 100): the engines take turns on every
chunk, ``--repeat`` times, and each chunk counts with its best time, measured as the
process's CPU time (``--wall`` for the wall clock), so other processes on a shared
machine slow neither engine. Run from the repository root:

    python benchmarks/bench_riichi.py --hands 5000
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from riichi_oracle import mahjong_call, situations  # noqa: E402

from mjlearn.errors import MjlearnError  # noqa: E402
from mjlearn.i18n import score_json  # noqa: E402
from mjlearn.riichi import Situation, score  # noqa: E402


def best_times(fns: dict, n: int, repeat: int, chunk: int, clock) -> dict:
    """Time of each function over all ``n`` hands: the hands are cut into chunks of
    ``chunk``; in each of ``repeat`` rounds the engines take turns on every chunk, and each
    chunk counts with its best time. A busy machine (other processes, a preempted slice)
    can only make a chunk slower, so the best of several turns is the engine's own speed,
    and a burst of load hits both engines alike instead of one whole pass."""
    best = {name: [float("inf")] * ((n + chunk - 1) // chunk) for name in fns}
    for _ in range(repeat):
        for index, start in enumerate(range(0, n, chunk)):
            for name, fn in fns.items():
                began = clock()
                fn(start, start + chunk)
                elapsed = clock() - began
                if elapsed < best[name][index]:
                    best[name][index] = elapsed
    return {name: sum(times) for name, times in best.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5, help="turns per chunk (default 5)")
    parser.add_argument("--chunk", type=int, default=100, help="hands per timed chunk (default 100)")
    parser.add_argument("--wall", action="store_true",
                        help="time by the wall clock (default: the process's CPU time, which "
                             "other processes on a shared machine do not inflate)")
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--standard-only", action="store_true",
                        help="only the standard preset (default: standard and the variants)")
    args = parser.parse_args(argv)

    share = 1.0 if args.standard_only else 0.6
    hands = situations(args.hands, seed=args.seed, standard_share=share)
    payloads = [json.loads(json.dumps(s)) for s in hands]
    parsed = [Situation.from_json(s) for s in payloads]
    calls = [mahjong_call(s) for s in hands]

    def run_ours_json(start: int, stop: int) -> None:
        for s in payloads[start:stop]:
            score_json(s)

    def run_ours_score(start: int, stop: int) -> None:
        for s in parsed[start:stop]:
            try:
                score(s)
            except MjlearnError:      # a hand without yaku is an error, as in score_json
                pass

    def run_mahjong(start: int, stop: int) -> None:
        for c in calls[start:stop]:
            c.run()

    n = len(hands)
    # warm-up (caches of suit decompositions on both sides), then the timed turns
    run_ours_json(0, n)
    run_mahjong(0, n)
    clock = time.perf_counter if args.wall else time.process_time
    times = best_times({"json": run_ours_json, "score": run_ours_score, "mahjong": run_mahjong},
                       n, args.repeat, args.chunk, clock)
    rate = {name: n / t for name, t in times.items()}
    print(f"{n} hands (seed {args.seed}, {'standard only' if args.standard_only else 'standard + variants'}), "
          f"chunks of {args.chunk}, best of {args.repeat} turns, "
          f"{'wall clock' if args.wall else 'CPU time'}; "
          f"Python {platform.python_version()} on {platform.machine()}")
    print(f"  mjlearn score_json (trace):              {rate['json']:>9,.0f} hands/s")
    print(f"  mjlearn score (Situation in, trace):     {rate['score']:>9,.0f} hands/s")
    print(f"  mahjong 2.1.0 estimate_hand_value:       {rate['mahjong']:>9,.0f} hands/s")
    print(f"  ratio mjlearn/mahjong: score_json {rate['json'] / rate['mahjong']:.2f}×, "
          f"score {rate['score'] / rate['mahjong']:.2f}×")


if __name__ == "__main__":
    main()
