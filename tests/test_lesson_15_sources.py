"""The facts lesson 15 states about the Kostaryov family rules, checked against the
``mahjong`` package (waits by ``Agari``, scores through ``riichi_oracle``) and the engine:
the nine gates' other shapes (``ru-double-chuuren``), pinfu with a terminal pair
(``ru-pinfu``) and ryanpeikou of four identical sequences (``ru-ryanpeikou``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from mahjong.agari import Agari
from riichi_oracle import score_with_mahjong

import mjlearn.lessons
from mjlearn.hand import parse_waiting_hand
from mjlearn.readings import find_waits
from mjlearn.riichi import Situation, score

SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "15_sources.md"
PURE = (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)


def is_nine_gates(tiles) -> bool:
    counts = Counter(tiles)
    return len(tiles) == 14 and all(counts[n] >= (3 if n in (1, 9) else 1) for n in range(1, 10))


def waits_by_agari(tiles) -> list[int]:
    """The tiles of the suit that complete the 13 tiles, tried one by one with mahjong."""
    found = []
    for n in range(1, 10):
        if tiles.count(n) < 4:
            counts = [0] * 34
            for t in (*tiles, n):
                counts[t - 1] += 1
            if Agari().is_agari(counts):
                found.append(n)
    return found


def test_the_other_nine_gates_shapes_wait_on_one_to_five_tiles():
    # every 13 tiles one tile away from the nine gates: a nine gates hand less one tile
    shapes = {tuple(sorted(hand[:i] + hand[i + 1:]))
              for x in range(1, 10) for hand in [sorted(PURE + (x,))] for i in range(14)}
    others = shapes - {PURE}
    assert len(others) == 72
    sizes = Counter()
    for shape in others:
        waits = waits_by_agari(shape)
        engine = find_waits(parse_waiting_hand("".join(map(str, shape)) + "m"))
        assert [t + 1 for t in engine.tiles] == waits
        assert sum(is_nine_gates((*shape, n)) for n in waits) == 1   # one wait makes it
        sizes[len(waits)] += 1
    assert dict(sizes) == {1: 16, 2: 14, 3: 24, 4: 16, 5: 2}
    assert waits_by_agari((1, 1, 1, 3, 4, 5, 5, 6, 7, 8, 9, 9, 9)) == [2, 4, 5, 7, 8]
    assert waits_by_agari(PURE) == list(range(1, 10))
    text = SOURCE.read_text(encoding="utf-8")
    assert "72 other shapes" in text and "56 of them wait on two to five tiles" in text
    assert "`1113455678999` on five" in text and "two or three tiles" not in text


def situation(hand, win, rules):
    return {"hand": hand, "win": win, "riichi": True, "seat_wind": "S", "round_wind": "E",
            "rules": rules, "tsumo": False, "melds": []}


def yaku_of(sit) -> list[str]:
    return [s.params["yaku"] for s in score(Situation.from_json(sit)).trace
            if s.code == "yaku.han"]


def test_the_family_pinfu_allows_a_terminal_pair_as_the_usual_rule_does():
    standard = situation("234m567p345s678s99p", "8s", "standard")
    assert [y["id"] for y in score_with_mahjong(standard)["yaku"]] == ["riichi", "pinfu"]
    assert yaku_of(standard) == yaku_of(dict(standard, rules="kostaryov")) == ["riichi", "pinfu"]
    assert "%% code ru-pinfu-run" in SOURCE.read_text(encoding="utf-8")


def test_four_identical_sequences_are_ryanpeikou_under_the_family_rules_too():
    standard = situation("123123123123m55p", "5p", "standard")
    assert [y["id"] for y in score_with_mahjong(standard)["yaku"]] == ["riichi", "ryanpeikou"]
    assert yaku_of(dict(standard, rules="kostaryov")) == ["riichi", "ryanpeikou"]
