"""The game's length: the West-round extension and agari-yame where a ruleset has them
(rulesets row 27, §4 decision 5; wiki:End game scenarios; docs/rulesets.md), and neither
in EMA (East + South only)."""

import pytest

from mjlearn.i18n import render_game_end
from mjlearn.rules import EMA, KOSTARYOV, STANDARD
from mjlearn.table import GameState
from mjlearn.table.end import game_end, is_last_hand
from mjlearn.table.settle import ExhaustiveDraw, Win, settle


def south_4(scores, **kw):
    return GameState(scores=scores, dealer=3, round_wind=1, **kw)


def test_the_game_ends_after_south_4_when_someone_has_30000():
    result = settle(south_4((32_000, 24_000, 24_000, 20_000)), Win(1, 320, 0), STANDARD)
    end = game_end(result.after, STANDARD, last=result)
    assert (end.over, end.reason, end.last_round) == (True, "rounds_complete", "south")


def test_nobody_at_30000_after_south_4_plays_the_west_round():
    result = settle(south_4((28_000, 24_000, 24_000, 24_000)), Win(1, 320, 0), STANDARD)
    assert result.after.scores == (26_700, 25_300, 24_000, 24_000)
    end = game_end(result.after, STANDARD, last=result)
    assert not end.over and end.target == 30_000
    assert result.after.round_wind_id == "west" and result.after.dealer == 0
    assert render_game_end(end, "en") == \
        "The game goes on: nobody has 30,000 points yet, so an extra round is played."
    # EMA plays East + South only (EMA §3.1)
    ema = settle(GameState(scores=(33_000, 29_000, 29_000, 29_000), dealer=3, round_wind=1),
                 Win(1, 320, 0), EMA)
    assert game_end(ema.after, EMA, last=ema).reason == "rounds_complete"


def test_in_the_west_round_the_first_hand_that_leaves_someone_at_30000_ends_the_game():
    west_1 = GameState(scores=(29_000, 24_000, 24_000, 23_000), round_wind=2)
    # a draw that leaves nobody at 30 000: the game goes on
    draw = settle(west_1, ExhaustiveDraw(tenpai=frozenset({1})), STANDARD)
    assert not game_end(draw.after, STANDARD, last=draw).over
    # the dealer wins 1 500 and reaches 30 500: over, even though the dealer repeats
    win = settle(west_1, Win(0, 240, 2), STANDARD)
    assert win.after.scores[0] == 30_500 and win.dealer_repeats
    end = game_end(win.after, STANDARD, last=win)
    assert (end.over, end.reason, end.last_round, end.target) == (True, "target_reached", "west", 30_000)
    assert render_game_end(end, "en") == \
        "The game is over: in the extra round (West) a player has reached 30,000 points."
    assert render_game_end(end, "it") == \
        "La partita è finita: nel giro supplementare (Ovest) un giocatore è arrivato a 30.000 punti."


def test_the_west_round_is_the_last_even_if_nobody_reaches_30000():
    west_4 = GameState(scores=(29_000, 24_000, 24_000, 23_000), dealer=3, round_wind=2)
    result = settle(west_4, Win(1, 240, 2), STANDARD)
    end = game_end(result.after, STANDARD, last=result)
    assert (end.over, end.reason, end.last_round) == (True, "extension_complete", "west")
    assert render_game_end(end, "pl") == ("Gra się skończyła: dodatkowa runda (Zachód) została "
                                          "rozegrana do końca, choć nikt nie doszedł do 30\u00a0000 punktów.")


@pytest.mark.parametrize("state, last", [
    (south_4((30_000,) * 4), True), (GameState((30_000,) * 4, dealer=2, round_wind=1), False),
    (GameState((30_000,) * 4, dealer=3, round_wind=2), True),      # West 4
    (GameState((30_000,) * 4, dealer=3, round_wind=0), False),
])
def test_the_last_hand(state, last):
    assert is_last_hand(state, STANDARD) == last
    assert is_last_hand(state, EMA) == (last and state.round_wind == 1)
    assert not is_last_hand(state, KOSTARYOV)


def test_agari_yame_the_last_dealer_wins_in_first_place_and_stops():
    # rulesets row 27: the dealer may stop when leading in the last hand
    result = settle(south_4((26_000, 25_000, 25_000, 24_000)), Win(3, 1_280, 1), STANDARD)
    assert result.after.scores == (26_000, 17_300, 25_000, 31_700) and result.dealer_repeats
    end = game_end(result.after, STANDARD, last=result)
    assert (end.over, end.reason) == (True, "agari_yame")
    assert render_game_end(end, "en") == ("The game is over: the dealer won the last hand in first "
                                          "place and stops there (agari-yame).")
    # the dealer may play on; without the settlement nobody knows the dealer won
    plays_on = game_end(result.after, STANDARD, last=result, dealer_stops=False)
    assert (plays_on.over, plays_on.reason) == (False, "dealer_plays_on")
    # the line says which case it is (lesson 12 prints both)
    assert render_game_end(plays_on, "en") == ("The dealer could stop here, but plays on: the "
                                               "game goes on.")
    assert not game_end(result.after, STANDARD).over
    assert render_game_end(game_end(result.after, STANDARD), "en") == "The game goes on."
    # EMA has no agari-yame: South 4 is dealt again (rulesets row 27)
    ema = settle(GameState((31_000, 30_000, 30_000, 29_000), dealer=3, round_wind=1), Win(3, 1_280, 1), EMA)
    assert ema.after.scores[3] == 36_700 and not game_end(ema.after, EMA, last=ema).over


@pytest.mark.parametrize("scores, winner_basic", [
    ((40_000, 20_000, 20_000, 20_000), 1_280),     # the dealer is still second
    ((36_700, 25_000, 25_000, 13_300), 1_280),     # level with player 1, who sits first
])
def test_no_agari_yame_below_first_place(scores, winner_basic):
    result = settle(south_4(scores), Win(3, winner_basic, 1), STANDARD)
    assert not game_end(result.after, STANDARD, last=result).over


def test_the_family_rules_have_no_round_limit():
    state = GameState(scores=(31_000, 30_000, 20_000, 19_000), round_wind=5)
    assert not game_end(state, KOSTARYOV).over


def test_reaching_30000_in_west_4_ends_the_game_at_the_target():
    west_4 = GameState(scores=(29_000, 28_000, 24_000, 19_000), dealer=3, round_wind=2)
    result = settle(west_4, Win(1, 480, 2), STANDARD)       # 2 000: player 2 reaches 30 000
    assert result.after.scores[1] == 30_000 and result.after.round_wind == 3
    end = game_end(result.after, STANDARD, last=result)
    assert (end.over, end.reason, end.last_round) == (True, "target_reached", "west")
