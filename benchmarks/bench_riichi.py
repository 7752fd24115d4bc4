"""Throughput of mjlearn's Riichi engine against the reference package ``mahjong`` 2.1.0.

Both engines score the same generated situations (``tests/riichi_oracle.py``: closed and
open hands, ron and tsumo, kans, dora, winds, flags, some yakuman and no-yaku hands) in one
run. mjlearn is timed with its trace on, in three ways:

- ``score_json``: a JSON situation in, the JSON result (with the trace) out — what a
  tool calls;
- ``score``: a parsed :class:`Situation` in, a :class:`ScoreResult` (with its trace) out;
- mahjong: ``HandCalculator.estimate_hand_value`` on tile arrays and melds prepared in
  advance (a fresh ``HandConfig`` per hand, as the calculator mutates it).

Each timing is the best of ``--repeat`` passes over all hands; the engines take turns in
every round. Run from the repository root:

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


def best_times(fns: dict, repeat: int) -> dict:
    """Best time of each function over ``repeat`` rounds; the engines take turns within a
    round, so a busy machine slows them alike and the ratio stays meaningful."""
    best = {name: float("inf") for name in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--standard-only", action="store_true",
                        help="only the standard preset (default: standard and the variants)")
    args = parser.parse_args(argv)

    share = 1.0 if args.standard_only else 0.6
    hands = situations(args.hands, seed=args.seed, standard_share=share)
    payloads = [json.loads(json.dumps(s)) for s in hands]
    parsed = [Situation.from_json(s) for s in payloads]
    calls = [mahjong_call(s) for s in hands]

    def run_ours_json() -> None:
        for s in payloads:
            score_json(s)

    def run_ours_score() -> None:
        for s in parsed:
            try:
                score(s)
            except MjlearnError:      # a hand without yaku is an error, as in score_json
                pass

    def run_mahjong() -> None:
        for c in calls:
            c.run()

    # warm-up (caches of suit decompositions on both sides), then the timed passes
    run_ours_json()
    run_mahjong()
    times = best_times({"json": run_ours_json, "score": run_ours_score, "mahjong": run_mahjong},
                       args.repeat)
    n = len(hands)
    rate = {name: n / t for name, t in times.items()}
    print(f"{n} hands (seed {args.seed}, {'standard only' if args.standard_only else 'standard + variants'}), "
          f"best of {args.repeat}; Python {platform.python_version()} on {platform.machine()}")
    print(f"  mjlearn score_json (trace):              {rate['json']:>9,.0f} hands/s")
    print(f"  mjlearn score (Situation in, trace):     {rate['score']:>9,.0f} hands/s")
    print(f"  mahjong 2.1.0 estimate_hand_value:       {rate['mahjong']:>9,.0f} hands/s")
    print(f"  ratio mjlearn/mahjong: score_json {rate['json'] / rate['mahjong']:.2f}×, "
          f"score {rate['score'] / rate['mahjong']:.2f}×")


if __name__ == "__main__":
    main()
