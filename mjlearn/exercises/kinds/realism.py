"""How often each han and fu comes up in real play, and the targets the generators draw.

The real-play figures are Tenhou's Houou table (the top room): 300,000 East–South games
with open tanyao and red fives, counted by Chigusa's fu-training site ("何翻何符が出やすい
か", chigusa-web.com/fu-training), the double-wind pair at 2 fu. Of all wins, 81 % have
4 han or less, where fu matter; among those, 30 fu are 62.6 % and 40 fu 27.3 %, 50 fu
and more only 3 %.

Each level draws its fu (and, where han and fu are given outright, its han) from its own
target table, so that what a learner meets looks like the table: level 1 keeps to the
common cases (30 and 40 fu, 1–4 han below a mangan), level 2 follows real play, level 3
keeps real play's shape but lets the rare cells come up now and then (kans, 70–110 fu,
the limits), because a learner must meet them to learn them. The han of a whole hand
follow from how it is drawn (mostly runs, riichi on most closed hands, a dora indicator
and red fives from level 2). ``docs/realistic_hands.md`` gives the targets beside the measured
distribution of the generators.
"""

from __future__ import annotations

import random
from typing import Mapping

# Tenhou Houou table: share of all wins by han (13: 13 han or more, yakuman included) ...
TENHOU_HAN = {1: 15.000, 2: 22.549, 3: 23.486, 4: 19.275, 5: 11.268, 6: 5.267, 7: 1.992,
              8: 0.677, 9: 0.224, 10: 0.064, 11: 0.020, 12: 0.006, 13: 0.095}
# ... and share of the wins of 4 han or less by fu.
TENHOU_FU = {20: 5.167, 25: 1.910, 30: 62.646, 40: 27.332, 50: 2.342, 60: 0.372, 70: 0.222,
             80: 0.010, 90: 0.0, 100: 0.0, 110: 0.0}

# What each level draws for a whole Riichi hand (count_fu, count_han, name_yaku,
# hand_payments): the fu of a hand of 4 han or less. Seven pairs (25 fu) are not drawn:
# the hands are four sets and a pair.
HAND_FU = {
    1: {20: 5, 30: 62, 40: 30, 50: 3},
    2: {20: 5, 30: 60, 40: 28, 50: 4, 60: 2, 70: 1},
    3: {20: 4, 30: 48, 40: 28, 50: 8, 60: 5, 70: 3, 80: 2, 90: 1, 100: 0.6, 110: 0.4},
}
# What each level draws for han and fu given outright (han_fu_to_points,
# round_settlement). Level 1: the formula below a mangan, 30 and 40 fu only.
POINTS_HAN = {
    1: {1: 15.0, 2: 22.5, 3: 23.5, 4: 19.3},
    2: {1: 15.0, 2: 22.5, 3: 23.5, 4: 19.3},
    3: {1: 8, 2: 12, 3: 14, 4: 14, 5: 14, 6: 10, 7: 7, 8: 6, 9: 4, 10: 2, 11: 3, 12: 2,
        13: 4},
}
POINTS_FU = {
    1: {30: 62.6, 40: 27.3},
    2: {20: 5.2, 25: 1.9, 30: 62.6, 40: 27.3, 50: 2.3, 60: 0.4, 70: 0.2},
    3: {20: 5, 25: 3, 30: 45, 40: 27, 50: 8, 60: 5, 70: 3, 80: 2, 90: 1, 100: 0.6, 110: 0.4},
}


def level_table(tables: Mapping[int, Mapping[int, float]], level: int) -> Mapping[int, float]:
    """The table of ``level`` (the highest one for a level beyond)."""
    if not isinstance(tables, Mapping):      # (``max`` of range(10**12) would spin in C)
        from ...checks import bad_argument
        raise bad_argument("tables", "mapping", tables)
    return tables[min(level, max(tables))]


def weighted(rng: random.Random, table: Mapping[int, float]) -> int:
    """A key of ``table`` drawn with its weight."""
    keys = [k for k, w in table.items() if w > 0]
    return rng.choices(keys, weights=[table[k] for k in keys])[0]


__all__ = ["TENHOU_HAN", "TENHOU_FU", "HAND_FU", "POINTS_HAN", "POINTS_FU", "level_table",
           "weighted"]
