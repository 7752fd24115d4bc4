"""Measure the han and fu the generators draw, per level, for docs/realistic_hands.md:
``.venv/bin/python docs/measure_realism.py 1000``."""
import collections, sys
from mjlearn.exercises import generate
from mjlearn.exercises.kinds.riichi_kinds import result
N = int(sys.argv[1])
def pct(c, n): return {k: round(100 * v / n, 1) for k, v in sorted(c.items())}
for kind in ("count_fu", "han_fu_to_points", "round_settlement"):
    for level in (1, 2, 3):
        fu = collections.Counter(); han = collections.Counter(); low = 0
        for seed in range(N):
            q = generate(kind, seed, level)
            if "situation" in q.data:
                r = result(q); h, f = r.han, r.fu
            else:
                h, f = q.data["han"], q.data["fu"]
            han[min(h, 13)] += 1
            if h <= 4:
                fu[f] += 1; low += 1
        print(kind, level, "fu(<=4 han):", pct(fu, low), "han:", pct(han, N))
