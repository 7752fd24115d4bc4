"""The figures lesson 14 (Classic European) states in prose, checked against seed 004 and
the spec (classic_european_spec.md), and the engine's agreement with them."""

from __future__ import annotations

from itertools import combinations

from mjlearn.classic import score_hand, settle
from mjlearn.lessons import load_lesson
from mjlearn.lessons.source import lesson_paths

# Seed 004's worked settlement: West went out; row = payer, column = receiver (E S W N).
SEED_SCORES = {"E": 50, "S": 80, "W": 20, "N": 0}
SEED_MATRIX = ((0, 60, 40, -100), (-60, 0, 20, -80), (-40, -20, 0, -20), (100, 80, 20, 0))
SEED_NET = (0, 120, 80, -200)

# The four hands of the lesson's "every player scores" cell.
LESSON_HANDS = {"E": "(777z) [2222p] 11z 35m 58s 9p", "S": "[1111m] (666z) 222p 234s 1z",
                "W": "(345p) (678s) 234m 567m 88p last=8p/claimed", "N": "258m 369p 147s 2345z"}


def rule_payments(scores: dict[str, int], winner: str, east: str = "E") -> dict[str, int]:
    """Net result of each player by the rule of §7, written out independently."""
    net = dict.fromkeys(scores, 0)

    def pay(payer: str, receiver: str, amount: int) -> None:
        amount *= 2 if east in (payer, receiver) else 1
        net[payer] -= amount
        net[receiver] += amount

    for p in scores:
        if p != winner:
            pay(p, winner, scores[winner])
    for a, b in combinations([p for p in scores if p != winner], 2):
        low, high = sorted((a, b), key=scores.get)
        pay(low, high, scores[high] - scores[low])
    return net


def round_nearest_ten(value: int) -> int:
    return int(value / 10 + 0.5) * 10


def test_rounding_examples_of_the_lesson():
    assert round_nearest_ten(136) == 140 and round_nearest_ten(124) == 120


def test_the_east_example_scores_140():
    # spec §8: 20 out + 32 concealed terminal kong + 4 melded dragon pung + 4 concealed
    # simple pung + 2 + 2 (East pair, seat and prevailing) + 2 drawn + 2 out on the pair
    points = 20 + 32 + 4 + 4 + 2 + 2 + 2 + 2
    assert points == 68 and round_nearest_ten(points * 2) == 140
    result = score_hand("[1111m] (666z) 222p 234s 11z last=1z/drawn", seat_wind="E", round_wind="E")
    assert (result.points, result.doubles, result.total) == (68, 1, 140)


def test_the_six_doubles_hand_is_capped_at_500():
    result = score_hand("(555z) (666z) 77z [1111m] 999m last=9m/claimed", seat_wind="S", round_wind="E")
    # two dragon pungs, little three dragons, no chows, one suit with honours, only
    # terminals and honours: six doubles; 66 points × 64 is far above the limit
    assert result.doubles == 6 and result.points * 2 ** 6 > 500
    assert result.total == 500 and result.capped


def test_the_limit_hand_example_scores_500():
    result = score_hand("(111z) (222z) (333z) 44z 567m last=4z/claimed", seat_wind="S", round_wind="E")
    assert result.limit_hand == "four_small_winds" and result.total == 500


def test_limit_payments_of_seed_004():
    # "1000+1000+1000" when the dealer goes out, "1000+500+500" otherwise
    assert rule_payments({"E": 500, "S": 0, "W": 0, "N": 0}, "E")["E"] == 3000
    east_wins = settle({"E": 500, "S": 0, "W": 0, "N": 0}, winner="E")
    assert east_wins.matrix[1][0] == east_wins.matrix[2][0] == east_wins.matrix[3][0] == 1000
    other_wins = settle({"E": 0, "S": 500, "W": 0, "N": 0}, winner="S")
    assert [other_wins.matrix[p][1] for p in (0, 2, 3)] == [1000, 500, 500]


def test_the_lesson_hands_give_the_seed_scores_and_settlement():
    scores = {seat: score_hand(hand, seat_wind=seat, round_wind="E").total
              for seat, hand in LESSON_HANDS.items()}
    assert scores == SEED_SCORES
    assert tuple(rule_payments(SEED_SCORES, "W").values()) == SEED_NET
    result = settle(scores, winner="W", east="E")
    assert result.matrix == SEED_MATRIX and result.net == SEED_NET
    # "a loser may gain more than the winner": South +120, West +80
    assert result.net[1] > result.net[2]


def test_the_flower_example():
    result = score_hand("(345p) (678s) 234m 567m 88p bonus=2f3y last=8p/claimed",
                        seat_wind="W", round_wind="E", flowers=True)
    # 20 out + 2 out on the pair + 4 + 4 bonus tiles, one double for West's own season
    assert (result.points, result.doubles, result.total) == (30, 1, 60)


def test_the_lesson_uses_these_hands():
    path = next(p for p in lesson_paths() if p.name == "14_classic.md")
    code = "\n".join(cell.text for cell in load_lesson(path).cells if cell.kind == "code")
    for hand in LESSON_HANDS.values():
        assert f'"{hand}"' in code
