"""Settlement among four players: spec §7.1 (the seed's matrix) and §8's payments."""

import pytest

from mjlearn.classic import ClassicError, settle
from mjlearn.errors import MjlearnError

PLAYERS = ("E", "S", "W", "N")


def test_seed_004_settlement_matrix_and_nets():
    result = settle({"E": 50, "S": 80, "W": 20, "N": 0}, winner="W", east="E")
    assert result.players == PLAYERS
    assert result.matrix == (
        (0, 60, 40, -100),
        (-60, 0, 20, -80),
        (-40, -20, 0, -20),
        (100, 80, 20, 0),
    )
    assert result.net == (0, 120, 80, -200)


def test_seed_004_payments_are_itemised():
    result = settle([50, 80, 20, 0], winner="W", east="E")
    payments = {(s.params["payer"], s.params["receiver"]): (s.value, s.params["reason"])
                for s in result.trace if s.code == "classic.settle.payment"}
    assert payments == {
        ("E", "W"): (40, "winner"), ("S", "W"): (20, "winner"), ("N", "W"): (20, "winner"),
        ("E", "S"): (60, "difference"), ("N", "E"): (100, "difference"),
        ("N", "S"): (80, "difference"),
    }
    assert [s.params["net"] for s in result.trace if s.code == "classic.settle.net"] == [0, 120, 80, -200]


# §8: what the winner collects (losers scoring nothing, so only the winner is paid)
@pytest.mark.parametrize("winner, score, paid, collected", [
    ("E", 140, (280, 280, 280), 840),
    ("E", 130, (260, 260, 260), 780),
    ("W", 130, (260, 130, 130), 520),
    ("W", 120, (240, 120, 120), 480),
])
def test_section_8_payments(winner, score, paid, collected):
    scores = {p: (score if p == winner else 0) for p in PLAYERS}
    result = settle(scores, winner=winner, east="E")
    w = PLAYERS.index(winner)
    assert tuple(result.matrix[i][w] for i in range(4) if i != w) == paid
    assert result.net[w] == collected


def test_limit_payments_are_doubled_beyond_the_limit():
    east_wins = settle({"E": 500, "S": 0, "W": 0, "N": 0}, winner="E", east="E")
    assert east_wins.net == (3000, -1000, -1000, -1000)
    south_wins = settle({"E": 0, "S": 500, "W": 0, "N": 0}, winner="S", east="E")
    assert south_wins.net == (-1000, 2000, -500, -500)


def test_losers_settle_differences_even_above_the_winners_score():
    result = settle({"E": 0, "S": 500, "W": 20, "N": 0}, winner="W", east="E")
    # South collects from the two other losers, East paying double
    assert result.matrix[0][1] == 1000 and result.matrix[3][1] == 500
    assert result.net[1] > result.net[2]


def test_a_drawn_hand_pays_nothing():
    result = settle({"E": 50, "S": 80, "W": 20, "N": 0}, winner=None, east="E")
    assert result.net == (0, 0, 0, 0)
    assert [s.code for s in result.trace][0] == "classic.settle.draw"


def test_east_need_not_be_the_first_player():
    result = settle({"ann": 50, "bob": 80, "cy": 20, "di": 0}, winner="cy", east="bob")
    assert result.matrix[0][2] == 20 and result.matrix[1][2] == 40
    assert sum(result.net) == 0


@pytest.mark.parametrize("kwargs, code", [
    ({"scores": [1, 2, 3], "winner": "E"}, "classic_bad_players"),
    ({"scores": {"E": -10, "S": 0, "W": 0, "N": 0}, "winner": "E"}, "classic_bad_score"),
    ({"scores": {"E": 510, "S": 0, "W": 0, "N": 0}, "winner": "E"}, "classic_score_above_limit"),
    ({"scores": {"E": 10, "S": 0, "W": 0, "N": 0}, "winner": "X"}, "classic_unknown_player"),
    ({"scores": {"E": 10, "S": 0, "W": 0, "N": 0}, "winner": "E", "east": "Q"}, "classic_unknown_player"),
])
def test_bad_settlement_input(kwargs, code):
    with pytest.raises(ClassicError) as caught:
        settle(**kwargs)
    assert caught.value.code == code
    assert isinstance(caught.value, MjlearnError)


def test_roof_off_allows_scores_above_the_limit():
    result = settle({"E": 1730, "S": 0, "W": 0, "N": 0}, winner="E", east="E", roof_off=True)
    assert result.net[0] == 3 * 3460


# --- players by their seat wind, in the learner's language --------------------------------

@pytest.mark.parametrize("lang, first_line, header", [
    ("en", "East pays the winner West: 20 × 2 = 40 points.", ["East", "South", "West", "North"]),
    ("es", "El Este paga al ganador, el Oeste: 20 × 2 = 40 puntos.", ["Este", "Sur", "Oeste", "Norte"]),
    ("it", "Est paga al vincitore Ovest: 20 × 2 = 40 punti.", ["Est", "Sud", "Ovest", "Nord"]),
    ("pl", "Wschód płaci zwycięzcy (Zachód): 20 × 2 = 40 punktów.",
     ["Wschód", "Południe", "Zachód", "Północ"]),
    ("ru", "Восток платит победителю 20 × 2 = 40 очков; их получает Запад.",
     ["Восток", "Юг", "Запад", "Север"]),
])
def test_players_are_named_by_their_wind_in_every_language(lang, first_line, header):
    from mjlearn.i18n import render_classic_settlement
    from mjlearn.i18n.results import settlement_matrix
    # seed 004 (spec §7.1): West goes out with 20; East pays double
    result = settle({"E": 50, "S": 80, "W": 20, "N": 0}, winner="W", east="E")
    text = render_classic_settlement(result, lang)
    assert text.split("\n")[0] == first_line
    rows = settlement_matrix(result, lang)
    assert rows[0][1:] == header and [r[0] for r in rows[1:5]] == header
    assert "\nE " not in text and not any(f" {letter} " in text for letter in "ESWN")


def test_players_a_teacher_named_keep_their_names():
    from mjlearn.i18n import render_classic_settlement
    result = settle({"Ana": 50, "Bo": 80, "Cy": 20, "Di": 0}, winner="Cy", east="Ana")
    assert render_classic_settlement(result, "es").split("\n")[0] == \
        "Ana paga al ganador, Cy: 20 × 2 = 40 puntos."
