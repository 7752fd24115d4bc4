"""Final scores: seed 000's example and method, the …500 rule, uma/oka options, sticks left over."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.rules import EMA, KOSTARYOV, STANDARD
from mjlearn.table.end import rankings
from mjlearn.table.final import final_scores, round_half_down_1000


def test_seed_000_example():
    # seed 000 §Calcular los puntos finales: (56800, 32400, 19100, -8300) -> (+47, +2, -11, -38)
    result = final_scores([56800, 32400, 19100, -8300], STANDARD)
    assert result.scores == (47, 2, -11, -38)
    assert result.unit == 1000
    # the losers' rounded points, as the seed writes them: (____, 32000, 19000, -8000)
    rounded = {s.params["seat"]: s.params["rounded"] for s in result.steps if s.code == "final.rounded"}
    assert rounded == {1: 32000, 2: 19000, 3: -8000}


def test_each_score_is_the_sum_of_its_steps():
    result = final_scores([56800, 32400, 19100, -8300], STANDARD)
    for seat, score in enumerate(result.scores):
        assert sum(s.value or 0 for s in result.steps if s.params.get("seat") == seat) == score


@pytest.mark.parametrize("points, rounded", [
    # rulesets row 25 / §4 decision 3: 1000 * floor((points + 499) / 1000)
    (32500, 32000), (32600, 33000), (32499, 32000), (32501, 33000), (-8500, -9000), (-8300, -8000),
    (-8600, -9000), (500, 0), (1500, 1000), (2500, 2000), (0, 0), (-500, -1000),
])
def test_half_rounds_down(points, rounded):
    assert round_half_down_1000(points) == rounded


def test_half_down_differs_from_python_round():
    # Python's round() is half-to-even: round(2.5) == 2 but round(3.5) == 4; ours goes down both times
    assert round_half_down_1000(3500) == 3000
    assert round_half_down_1000(2500) == 2000


def test_500_in_a_final_score():
    # 32 500 -> 32 000 -> +2; 22 500 -> 22 000 -> -8; -4 500 -> -5 000 -> -35; winner +41
    assert final_scores([49500, 32500, 22500, -4500], STANDARD).scores == (41, 2, -8, -35)


def test_tie_for_first_goes_to_the_earlier_seat():
    # seats 1 and 3 level on 35 000: seat 1 is first (seat order from the first dealer)
    result = final_scores([15000, 35000, 15000, 35000], STANDARD)
    assert result.ranking.order == (1, 3, 0, 2)
    # seat 3: +5; seats 0 and 2: -15 each; seat 1: -(5 - 15 - 15) = +25
    assert result.scores == (-15, 25, -15, 5)


def test_leftover_sticks_go_to_first_place():
    # 2 sticks left: first place (seat 0) 46 000 + 2 000; others as printed
    result = final_scores([46000, 30000, 20000, 2000], STANDARD, riichi_sticks=2)
    assert result.points == (48000, 30000, 20000, 2000)
    # winner absorbs: -(0 - 10 - 28) = +38 = (48 000 - 30 000) / 1000 + the 20 oka
    assert result.scores == (38, 0, -10, -28)


def test_ema_uma_without_rounding():
    # EMA §3.6: points - 30 000 + uma (15 000 / 5 000 / -5 000 / -15 000), not rounded
    result = final_scores([56800, 32400, 19100, 11700], EMA)
    assert result.unit == 1
    assert result.scores == (26800 + 15000, 2400 + 5000, -10900 - 5000, -18300 - 15000)


def test_ema_ties_split_uma_and_sticks():
    # two tied firsts share (15 000 + 5 000): +10 000 each (rulesets row 24), and the leftover
    # stick is split (row 26)
    result = final_scores([40000, 40000, 20000, 19000], EMA, riichi_sticks=1)
    assert result.points == (40500, 40500, 20000, 19000)
    assert result.scores == (10500 + 10000, 10500 + 10000, -10000 - 5000, -11000 - 15000)


def test_kostaryov_places_by_raw_points():
    result = final_scores([40000, 35000, 25100, -100], KOSTARYOV)
    assert result.scores == (40000, 35000, 25100, -100)
    assert result.ranking.order == (0, 1, 2, 3)


def test_uma_option_with_seed_000_method():
    rules = STANDARD.with_options(uma=(15000, 5000, -5000, -15000))
    assert final_scores([56800, 32400, 19100, -8300], rules).scores == (62, 7, -16, -53)


def test_rankings_tie_groups():
    ranking = rankings([30000, 20000, 30000, 20000])
    assert ranking.order == (0, 2, 1, 3)
    assert ranking.places == (1, 3, 2, 4)
    assert ranking.tied == ((0, 2), (1, 3))


@pytest.mark.parametrize("points, sticks, code", [
    ([25000] * 5, 0, "bad_player_count"),
    ([25000] * 3, 0, "bad_player_count"),
    ([25000, 25000, 25000, 24000], 0, "points_total_mismatch"),
    ([25000, 25000, 25000, "x"], 0, "bad_score"),
    ([25000] * 4, -1, "negative_riichi_sticks"),
])
def test_bad_input(points, sticks, code):
    with pytest.raises(MjlearnError) as info:
        final_scores(points, STANDARD, riichi_sticks=sticks)
    assert info.value.code == code


def test_oka_is_what_first_place_absorbs():
    # without rounding, seed 000's method in points: the winner's 56 800 - 30 000 = 26 800
    # plus the 20 000 oka (4 x (30 000 - 25 000)) = 46 800 (rulesets row 24)
    result = final_scores([56800, 32400, 19100, -8300], STANDARD.with_options(final_rounding="none"))
    assert result.unit == 1
    assert result.scores == (46800, 2400, -10900, -38300)


def test_ema_three_equal_leaders_share_the_stick_and_their_places():
    """Issue 13 item 10. EMA §3.6: uma +15 000 / +5 000 / −5 000 / −15 000, "tied places
    split their uma"; leftover sticks are "collected by the winner; the points are split
    in case of a tie" (rulesets rows 24, 26). Three leaders share places 1–3 (15 000 +
    5 000 − 5 000 = 15 000: 5 000 each) and the stick (1 000 / 3 each); the stick never
    breaks their tie."""
    from fractions import Fraction
    result = final_scores([33000, 33000, 33000, 20000], EMA, riichi_sticks=1)
    share = Fraction(1000, 3)
    assert result.points == (33000 + share,) * 3 + (20000,)
    assert result.scores == (3000 + share + 5000,) * 3 + (20000 - 30000 - 15000,)
    assert result.scores[3] == -25000 and sum(result.scores) == 0
    assert result.places == (1, 1, 1, 4)
    assert result.ranking.tied == ((0, 1, 2), (3,))


def test_final_score_command_prints_equal_places_for_tied_players():
    import subprocess
    import sys
    run = [sys.executable, "-m", "mjlearn", "final-score", "33000", "33000", "33000", "20000",
           "--riichi-sticks", "1", "--rules", "ema"]
    text = subprocess.run(run + ["--lang", "en"], capture_output=True, text=True, timeout=60).stdout
    lines = text.strip().splitlines()[1:]
    assert lines[:3] == [f"Player {n} finishes 1st with 33,333.33 points: final score "
                         "+8,333.33." for n in (1, 2, 3)]
    assert lines[3] == "Player 4 finishes 4th with 20,000 points: final score \u221225,000."
    json_out = subprocess.run(run + ["--json"], capture_output=True, text=True, timeout=60).stdout
    assert json_out.strip() == "[8333.33, 8333.33, 8333.33, -25000]"
