"""Realistic questions: the han and fu the generators draw look like real play (Tenhou's
Houou table, mjlearn.exercises.kinds.realism): 30 and 40 fu the most common, 110 fu rare, no
110-fu settlement at level 1. Bounds, measured over a few hundred seeds per level."""

from collections import Counter

import pytest

from mjlearn.exercises import generate
from mjlearn.exercises.kinds.realism import TENHOU_FU
from mjlearn.exercises.kinds.riichi_kinds import result

N = 300


def han_fu(kind, level, n=N):
    out = []
    for seed in range(n):
        q = generate(kind, seed, level)
        if "situation" in q.data:
            r = result(q)
            out.append((r.han, r.fu))
        else:
            out.append((q.data["han"], q.data["fu"]))
    return out


def shares(values):
    counts = Counter(values)
    return {k: v / len(values) for k, v in counts.items()}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_whole_hands_have_real_plays_fu(level):
    drawn = han_fu("count_fu", level)
    fu = shares([f for h, f in drawn if h <= 4])
    assert max(fu, key=fu.get) == 30
    assert fu[30] + fu[40] >= (0.8 if level < 3 else 0.7)
    assert fu.get(110, 0) <= 0.01 and fu.get(100, 0) + fu.get(90, 0) <= 0.02
    if level == 1:
        assert max(fu) <= 50                     # no kans, no open hands: at most 50 fu
    if level == 2:
        # within 10 points of Tenhou's 62.6 % and 27.3 %
        assert abs(fu[30] - TENHOU_FU[30] / 100) <= 0.10
        assert abs(fu[40] - TENHOU_FU[40] / 100) <= 0.10


@pytest.mark.parametrize("level", [2, 3])
def test_whole_hands_have_real_plays_han(level):
    han = shares([min(h, 5) for h, _f in han_fu("count_han", level)])
    # Tenhou: 15 % one han, 46 % two or three, 19 % five or more
    assert han[2] + han[3] >= (0.40 if level == 2 else 0.35)
    assert 0.10 <= han[1] <= 0.30
    assert 0.05 <= han[5] <= 0.30


@pytest.mark.parametrize("kind", ["han_fu_to_points", "round_settlement"])
def test_given_han_and_fu_follow_the_levels(kind):
    one = han_fu(kind, 1)
    assert {f for _h, f in one} == {30, 40}                   # no 110 fu at level 1
    assert all(h <= 4 and f * 2 ** (2 + h) < 2000 for h, f in one)
    two = shares([f for _h, f in han_fu(kind, 2)])
    assert max(two, key=two.get) == 30 and two[30] + two[40] >= 0.85
    assert set(two) <= {20, 25, 30, 40, 50, 60, 70}
    three = han_fu(kind, 3, 600)
    fu3 = shares([f for _h, f in three])
    assert max(fu3, key=fu3.get) == 30 and fu3[30] + fu3[40] >= 0.65
    assert fu3.get(110, 0) <= 0.015
    limits = sum(h >= 5 for h, _f in three) / len(three)
    assert 0.30 <= limits <= 0.70                  # level 3 is where the limits are taught


def test_open_hands_are_mostly_yakuhai_and_tanyao():
    # Tenhou's open hands: yakuhai 64 %, tanyao 28 %, honitsu 8 %
    found = Counter()
    opened = 0
    for seed in range(N):
        q = generate("name_yaku", seed, 2, open=True)
        ids = {y.id for y in result(q).yaku}
        opened += 1
        found["yakuhai"] += any(y.startswith("yakuhai") for y in ids)
        found["tanyao"] += "tanyao" in ids
        found["honitsu"] += "honitsu" in ids or "chinitsu" in ids
    assert found["yakuhai"] / opened >= 0.30 and found["tanyao"] / opened >= 0.20
    assert (found["yakuhai"] + found["tanyao"]) / opened >= 0.70
    assert found["honitsu"] / opened <= 0.35
