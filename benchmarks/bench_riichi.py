"""Throughput of mjlearn's Riichi engine against the reference package ``mahjong`` 2.1.0.

Both engines score the same generated situations (``tests/riichi_oracle.py``: closed and
open hands, ron and tsumo, kans, dora, winds, flags, some yakuman and no-yaku hands) in one
run. mjlearn is timed with its trace on, in three ways:

- ``score_json``: a JSON situation in, the JSON result (with the trace) out — what a
  tool calls;
- ``score``: a parsed :class:`Situation` in, a :class:`ScoreResult` (with its trace) out;
- mahjong: ``HandCalculator.estimate_hand_value`` on tile arrays and melds prepared in
  advance (a fresh ``HandConfig`` per hand, as the calculator mutates it).

Every hand is scored once by each engine, never twice: each of ``--repeat`` rounds has
its own ``--hands`` distinct hands (and the warm-up other hands again), so no cache keyed by
a whole hand (its text, its situation) can serve a hand that was seen before; caches of
parts that come back in other hands (a suit group, a meld, a wait step) are what they are
in use. In each round the engines take turns chunk by chunk (``--chunk``, default 100), so
a burst of load on a shared machine hits both alike; a round's figure is each engine's
time over its hands, as the process's CPU time (``--wall`` for the wall clock). The ratio
is taken on each chunk (the same hands for both engines), and the median over all chunks
is reported (a burst of load that hit one engine's turn is left out), with the ratio of
the whole times beside it; the rates are from each engine's median chunk. Run from the repository root:

    python benchmarks/bench_riichi.py --hands 5000
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import sys
import time
from statistics import median
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from riichi_oracle import mahjong_call, situations  # noqa: E402

from mjlearn.errors import MjlearnError  # noqa: E402
from mjlearn.i18n import score_json  # noqa: E402
from mjlearn.riichi import Situation, score  # noqa: E402


def round_times(fns: dict, n: int, chunk: int, clock, offset: int, prepare) -> dict:
    """Each mjlearn path's and mahjong's time per hand, chunk by chunk, over hands
    ``offset`` … ``offset + n``. The chunks go to the mjlearn paths in turn (chunk 0 to
    ``score_json``, chunk 1 to ``score``, …) and every chunk to mahjong as well: each hand
    is scored once by one mjlearn path and once by mahjong, so no path finds the caches
    of a hand's parts filled by the other path on that very hand. ``prepare(start,
    stop)`` runs untimed before ``score``'s turn (it reads the chunk's Situations).
    Returns ``{path: [(mjlearn time, mahjong time) per hand, per chunk]}``."""
    ours = [name for name in fns if name != "mahjong"]
    spent: dict[str, list[tuple[float, float]]] = {name: [] for name in ours}
    for number, start in enumerate(range(offset, offset + n, chunk)):
        stop = min(start + chunk, offset + n)
        name = ours[number % len(ours)]
        if name == "score":
            prepare(start, stop)
        began = clock()
        fns[name](start, stop)
        middle = clock()
        fns["mahjong"](start, stop)
        spent[name].append(((middle - began) / (stop - start), (clock() - middle) / (stop - start)))
    return spent


def distinct(count: int, seed: int, share: float, seen: set[str]) -> list[dict]:
    """``count`` generated situations, no two alike and none in ``seen`` (the warm-up's):
    the generator repeats a hand now and then (more often with the standard rules only),
    so a repeat is left out and more are drawn."""
    out: list[dict] = []
    seen = set(seen)
    batch = 0
    while len(out) < count:
        for s in situations(count, seed=seed + 1000 * batch, standard_share=share):
            text = json.dumps(s, sort_keys=True)
            if text not in seen:
                seen.add(text)
                out.append(s)
                if len(out) == count:
                    break
        batch += 1
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000, help="distinct hands per round (default 5000)")
    parser.add_argument("--repeat", type=int, default=5, help="rounds, each on its own hands (default 5)")
    parser.add_argument("--chunk", type=int, default=100, help="hands per timed chunk (default 100)")
    parser.add_argument("--wall", action="store_true",
                        help="time by the wall clock (default: the process's CPU time, which "
                             "other processes on a shared machine do not inflate)")
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--standard-only", action="store_true",
                        help="only the standard preset (default: standard and the variants)")
    args = parser.parse_args(argv)

    share = 1.0 if args.standard_only else 0.6
    n = args.hands
    warm = situations(min(n, 1000), seed=args.seed + 1, standard_share=share)
    hands = distinct(n * args.repeat, args.seed, share,
                     {json.dumps(s, sort_keys=True) for s in warm})
    payloads = [json.loads(json.dumps(s)) for s in hands]
    calls = [mahjong_call(s) for s in hands]
    # the Situations for ``score``, read from the JSON after score_json has had the chunk
    # (so score_json never meets a hand's text that was read before)
    parsed: dict[int, Situation] = {}

    def prepare(start: int, stop: int) -> None:
        parsed.clear()
        parsed.update((i, Situation.from_json(payloads[i])) for i in range(start, stop))

    def run_ours_json(start: int, stop: int) -> None:
        for s in payloads[start:stop]:
            score_json(s)

    def run_ours_score(start: int, stop: int) -> None:
        for s in [parsed[i] for i in range(start, stop)]:
            try:
                score(s)
            except MjlearnError:      # a hand without yaku is an error, as in score_json
                pass

    def run_mahjong(start: int, stop: int) -> None:
        for c in calls[start:stop]:
            c.run()

    # warm-up on other hands (the code paths, and the caches of suit decompositions and
    # groups on both sides), then the timed rounds
    for s in warm:
        score_json(json.loads(json.dumps(s)))
        mahjong_call(s).run()
    # the prepared inputs (tens of thousands of objects) out of the collector's way: a
    # full collection walking them would land in whichever engine's turn it happens
    gc.collect()
    gc.freeze()
    clock = time.perf_counter if args.wall else time.process_time
    fns = {"json": run_ours_json, "score": run_ours_score, "mahjong": run_mahjong}
    per_hand: dict[str, list[tuple[float, float]]] = {"json": [], "score": []}
    for r in range(args.repeat):
        for name, times in round_times(fns, n, args.chunk, clock, r * n, prepare).items():
            per_hand[name] += times
    # a chunk's ratio compares the two engines on the same hands; the median over the
    # chunks leaves out the few a burst of load hit in one engine's turn
    chunk_ratios = {name: [m / t for t, m in times] for name, times in per_hand.items()}
    rate = {name: 1 / median(t for t, _ in times) for name, times in per_hand.items()}
    rate["mahjong"] = 1 / median(m for times in per_hand.values() for _, m in times)
    whole = {name: sum(m for _, m in times) / sum(t for t, _ in times) for name, times in per_hand.items()}
    print(f"{n} distinct hands a round, {args.repeat} rounds (seed {args.seed}, "
          f"{'standard only' if args.standard_only else 'standard + variants'}), "
          f"chunks of {args.chunk} taken by score_json and score in turn and each by mahjong too, "
          f"{'wall clock' if args.wall else 'CPU time'}; "
          f"Python {platform.python_version()} on {platform.machine()}; medians over the chunks")
    print(f"  mjlearn score_json (trace):              {rate['json']:>9,.0f} hands/s")
    print(f"  mjlearn score (Situation in, trace):     {rate['score']:>9,.0f} hands/s")
    print(f"  mahjong 2.1.0 estimate_hand_value:       {rate['mahjong']:>9,.0f} hands/s")
    print(f"  ratio mjlearn/mahjong: score_json {median(chunk_ratios['json']):.2f}×, "
          f"score {median(chunk_ratios['score']):.2f}× (medians over {len(per_hand['json'])} and "
          f"{len(per_hand['score'])} chunks; over the whole time {whole['json']:.2f}× and "
          f"{whole['score']:.2f}×)")

if __name__ == "__main__":
    main()
