"""Whole results in words: the English sentences a teacher would say, and their HTML."""

import pytest

from mjlearn.i18n import (render_game_end, render_game_end_html, render_score, render_score_html,
                          render_step, render_table_settlement)
from mjlearn.riichi import Situation, score
from mjlearn.rules import STANDARD, get_ruleset
from mjlearn.table import ExhaustiveDraw, GameState, game_end, new_game, settle
from mjlearn.trace import Step


def scored(**situation):
    return score(Situation.from_json(situation))


def test_riichi_explanation_in_english():
    # 1 han (red dragon pon) 30 fu, non-dealer ron: 30 × 2^3 = 240 basic, ×4 = 960 → 1000
    # (seed 001's table); 2 honba: +600; 1 riichi stick: +1000.
    result = scored(hand="123m456p789s11z", melds=[{"type": "pon", "tiles": "777z"}], win="1z",
                    seat_wind="S", honba=2, riichi_sticks=1)
    lines = render_score(result, "en").splitlines()
    assert "Yakuhai (red dragon): +1 han." in lines
    assert "Basic points = fu × 2^(2 + han) = 30 × 2^(2 + 1) = 240." in lines
    assert "The discarder pays 240 × 4 = 960, rounded up to the next 100: 1,000." in lines
    assert "With 2 honba on the table, the discarder adds 600 points." in lines
    assert lines[-3:] == ["In all, the hand is worth 1 han and 30 fu.",
                          "With the honba, the discarder pays 1,000 + 600 = 1,600 points.",
                          "With 1 riichi stick on the table, the winner gains 1,600 + 1,000 = "
                          "2,600 points."]


def test_seed_000_rounding_note_calls_it_a_mistake_and_shows_both_numbers():
    note = Step("note.seed_000_rounding", {"seed_total": 1200, "total": 1500})
    assert render_step(note, "en") == (
        "Careful: the Spanish scoring guide rounds the basic points to the nearest 100 before "
        "multiplying. That is a mistake: it would give 1,200 points, but the right total is "
        "1,500 points.")
    # the document by its own title, never "seed 000"
    assert render_step(note, "es").startswith(
        "Cuidado: la guía «Calcular los puntos» redondea los puntos básicos")


def test_why_not_notes():
    assert render_step(Step("note.pinfu_refused", {"reason": "wait", "detail": "kanchan"}), "en") == (
        "No pinfu: the wait is a kanchan (closed wait), and pinfu needs a two-sided wait (ryanmen).")
    assert render_step(Step("fu.closed_ron", {}, 10), "en") == "A closed hand won by ron: +10 fu."


def test_score_html_is_a_list_of_steps_then_the_summary():
    result = scored(hand="234567m345p22s678s", win="8s", tsumo=True, riichi=True, dora="1m")
    html = render_score_html(result, "pl")
    assert html.startswith('<div class="mjlearn-score" lang="pl"><ol class="mjlearn-steps">')
    assert html.count("<li ") == len(result.trace)
    assert '<div class="mjlearn-summary">' in html and html.endswith("</p></div></div>")


def test_the_html_writes_powers_as_superscripts_as_the_lessons_do():
    # the red dragon hand above: 1 han 30 fu, 30 × 2^(2+1) = 240 (seed 001's formula)
    result = scored(hand="123m456p789s11z", melds=[{"type": "pon", "tiles": "777z"}], win="1z",
                    seat_wind="S")
    html = render_score_html(result, "en")
    assert "Basic points = fu × 2<sup>2 + han</sup> = 30 × 2<sup>2 + 1</sup> = 240." in html
    assert "^" not in html
    # a Classic hand's doubles: the first worked example of the Classic spec's §8 (East
    # draws the East wind): 68 points, one double for the green dragons, 68 × 2¹ = 136
    from mjlearn.classic import score_hand
    from mjlearn.i18n import render_classic_score_html
    classic = render_classic_score_html(score_hand("[1111m] (666z) 222p (345s) 11z last=1z/drawn",
                                                   "E", "E"), "en")
    assert "68 × 2<sup>1</sup> = 136." in classic and "^" not in classic


# --- the table: counted sticks, the end of a game -----------------------------------------

def sticks_stay_line(sticks_before: int, riichi, lang: str) -> str:
    # A draw with only player 2 tenpai: the riichi sticks stay on the table (seed 001).
    state = GameState(scores=(25_000,) * 4, riichi_sticks=sticks_before)
    result = settle(state, ExhaustiveDraw(tenpai={1}), STANDARD, riichi=riichi)
    (line,) = [render_step(s, lang) for s in result.steps if s.code == "settle.sticks_stay"]
    return line


@pytest.mark.parametrize("sticks_before, riichi, lang, expected", [
    (0, [1], "en", "The 1 riichi stick stays on the table for the next winner."),
    (1, [1], "en", "The 2 riichi sticks stay on the table for the next winner."),
    (0, [1], "es", "En la mesa se queda 1 apuesta de riichi para el próximo ganador."),
    (1, [1], "es", "En la mesa se quedan 2 apuestas de riichi para el próximo ganador."),
    (0, [1], "it", "Sul tavolo resta 1 bacchetta riichi per il prossimo vincitore."),
    (1, [1], "it", "Sul tavolo restano 2 bacchette riichi per il prossimo vincitore."),
    (0, [1], "pl", "1 zakład (Riichi) zostaje na stole dla następnego zwycięzcy."),
    (1, [1], "pl", "2 zakłady (Riichi) zostają na stole dla następnego zwycięzcy."),
    (4, [1], "pl", "5 zakładów (Riichi) zostaje na stole dla następnego zwycięzcy."),
    (0, [1], "ru", "1 палочка риичи остаётся на столе до следующей победы."),
    (1, [1], "ru", "2 палочки риичи остаются на столе до следующей победы."),
    (4, [1], "ru", "5 палочек риичи остаются на столе до следующей победы."),
])
def test_the_sticks_that_stay_agree_with_their_number(sticks_before, riichi, lang, expected):
    assert sticks_stay_line(sticks_before, riichi, lang) == expected


def test_the_lesson_draw_says_the_one_stick_stays():
    text = render_table_settlement(
        settle(new_game(STANDARD), ExhaustiveDraw(tenpai={1}), STANDARD, riichi=[1]), "en")
    assert "The 1 riichi stick stays on the table" in text
    assert "stick stay " not in text


@pytest.mark.parametrize("code, params, expected", [
    ("prompt.final_score.sticks.points", {"scores": (31_600, 24_000, 22_400, 21_000), "sticks": 1},
     "The game is over, players 1 to 4 hold 31,600, 24,000, 22,400, and 21,000, and 1 riichi "
     "stick is left on the table."),
    ("prompt.final_score.sticks.points", {"scores": (31_600, 24_000, 22_400, 20_000), "sticks": 2},
     "The game is over, players 1 to 4 hold 31,600, 24,000, 22,400, and 20,000, and 2 riichi "
     "sticks are left on the table."),
    ("misconception.forgot_leftover_sticks", {"sticks": 1},
     "The 1 riichi stick left on the table goes to first place."),
    ("misconception.forgot_leftover_sticks", {"sticks": 3},
     "The 3 riichi sticks left on the table go to first place."),
])
def test_exercise_sentences_about_sticks_agree_with_their_number(code, params, expected):
    import mjlearn.exercises  # noqa: F401  (registers the exercise messages)
    assert render_step(Step(code, params), "en").startswith(expected)


@pytest.mark.parametrize("scores, ruleset, lang, expected", [
    # standard: below zero is bust and ends the game (rulesets row 27)
    ((60_000, 40_100, -100, 0), "standard", "en", "The game is over: player 3 is bust."),
    ((60_000, 40_100, -100, 0), "standard", "ru", "Партия окончена: вылетел игрок 3."),
    ((70_000, 30_200, -100, -100), "standard", "en",
     "The game is over: player 3 and player 4 are bust."),
    ((70_000, 30_200, -100, -100), "standard", "pl",
     "Gra się skończyła: z gry odpadają gracz 3 i gracz 4."),
    # exactly 0: standard plays on, kostaryov puts the player out (§4 decision 4), EMA has
    # no bust at all
    ((45_000, 30_000, 25_000, 0), "standard", "en", "The game goes on."),
    ((45_000, 30_000, 25_000, 0), "kostaryov", "en", "The game is over: player 4 is bust."),
    ((45_000, 30_000, 25_000, 0), "kostaryov", "it",
     "La partita è finita: il giocatore 4 è in bancarotta."),
    ((70_000, 30_200, -100, -100), "standard", "it",
     "La partita è finita: il giocatore 3 e il giocatore 4 sono in bancarotta."),
    ((60_000, 40_100, -100, 0), "ema", "es", "La partida sigue."),
])
def test_the_end_of_a_game_in_words(scores, ruleset, lang, expected):
    end = game_end(GameState(scores=scores), get_ruleset(ruleset))
    assert render_game_end(end, lang) == expected


def test_a_game_ends_after_the_last_hand_of_south():
    # East + South (rulesets row 27): when the deal leaves South 4 with someone at 30 000
    # or more, the game is over.
    end = game_end(GameState(scores=(31_000, 25_000, 24_000, 20_000), round_wind=2), STANDARD)
    assert (end.over, end.reason, end.last_round) == (True, "rounds_complete", "south")
    assert render_game_end(end, "en") == \
        "The game is over: its last round, South, has been played to the end."
    assert render_game_end(end, "ru") == "Партия окончена: её последний раунд, Юг, сыгран до конца."
    # an East-only game ends after East
    east_only = game_end(GameState(scores=(25_000,) * 4, round_wind=1),
                         STANDARD.with_options(game_rounds=1, extension_target=None))
    assert "its last round, East," in render_game_end(east_only, "en")


def test_a_bust_that_does_not_end_the_game_is_said():
    rules = STANDARD.with_options(end_on_bust=False)
    end = game_end(GameState(scores=(60_000, 40_100, -100, 0)), rules)
    assert not end.over and end.busted == (2,)
    assert render_game_end(end, "en") == \
        "The game goes on: player 3 is bust, but these rules play on."


def test_the_end_of_a_game_as_html():
    end = game_end(GameState(scores=(45_000, 30_000, 25_000, 0)), get_ruleset("kostaryov"))
    assert render_game_end_html(end, "ru") == \
        '<p class="mjlearn-game-end" lang="ru">Партия окончена: вылетел игрок 4.</p>'
