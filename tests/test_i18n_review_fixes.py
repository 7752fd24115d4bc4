"""What the native reviewers (locales/<lang>/REVIEW.md) asked of the engine's explanation:
steps that change nothing say so, a single yakuman by its own words, the thirteen orphans'
fourteen tiles, lists with their articles, the dora indicators counted."""

import pytest

import mjlearn.exercises  # noqa: F401  (registers the exercises' step codes)
import mjlearn.exercises.kinds.dora  # noqa: F401  (registers the dora prompt codes)
import mjlearn.table.settle  # noqa: F401  (registers the settlement codes)
from mjlearn.classic import score_hand
from mjlearn.i18n import render_game_end, render_score, render_step
from mjlearn.riichi import Situation, score
from mjlearn.riichi.points import payments
from mjlearn.rules import get_ruleset
from mjlearn.table import GameState, game_end
from mjlearn.table.final import final_scores
from mjlearn.tiles import tile
from mjlearn.trace import step

STANDARD = get_ruleset("standard")


def _rendered(steps, code, lang="en"):
    return [render_step(s, lang) for s in steps if s.code == code]


# --- 4. a rounding that changes nothing is not said ----------------------------------------

def test_a_ron_already_a_whole_hundred_is_not_rounded():
    # a mangan's 2,000 basic points × 4 = 8,000, a whole hundred
    steps = payments(2000, dealer=False, tsumo=False, rules=STANDARD).steps
    assert _rendered(steps, "payment.ron") == ["The discarder pays 2,000 × 4 = 8,000."]
    assert _rendered(steps, "payment.ron", "pl") == ["Gracz, który odrzucił zwycięski kamień, płaci "
                                                     "2000 × 4 = 8000."]
    # a double yakuman's 16,000 × 4 = 64,000
    steps = payments(16000, dealer=False, tsumo=False, rules=STANDARD).steps
    assert _rendered(steps, "payment.ron", "it") == [
        "Chi ha scartato paga 16.000 × 4 = 64.000."]


def test_a_ron_that_is_rounded_still_says_so():
    # 30 fu 3 han: 960 × 4 = 3,840 → 3,900
    steps = payments(960, dealer=False, tsumo=False, rules=STANDARD).steps
    assert _rendered(steps, "payment.ron") == [
        "The discarder pays 960 × 4 = 3,840, rounded up to the next 100: 3,900."]


def test_tsumo_shares_without_rounding_each_say_their_own():
    # a non-dealer mangan by tsumo: 2,000 × 1 and 2,000 × 2, both whole hundreds
    steps = payments(2000, dealer=False, tsumo=True, rules=STANDARD).steps
    assert _rendered(steps, "payment.tsumo") == [
        "Each of the two non-dealers pays 2,000 × 1 = 2,000.",
        "The dealer pays 2,000 × 2 = 4,000."]
    # 30 fu 1 han by tsumo, dealer: 240 × 2 = 480 → 500 for each of 3
    steps = payments(240, dealer=True, tsumo=True, rules=STANDARD).steps
    assert _rendered(steps, "payment.tsumo") == [
        "Each of the three non-dealers pays 240 × 2 = 480, rounded up to the next 100: 500."]


def test_final_scores_do_not_round_a_whole_thousand_nor_divide_by_one():
    # standard: 12,000 is a whole thousand already; 26,400 rounds to 26,000 (player 1, the
    # top, takes minus the sum of the others)
    result = final_scores((31600, 12000, 26400, 30000), STANDARD)
    held = _rendered(result.steps, "final.rounded")
    assert "Player 2 holds 12,000 points, a whole number of thousands: nothing to round." in held
    assert "Player 3 holds 26,400 points, rounded to 26,000 points." in held
    # EMA counts the final score in points: 38,000 − 30,000, no "÷ 1"
    result = final_scores((38000, 32000, 20000, 30000), get_ruleset("ema"))
    assert "Player 1 scores 38,000 − 30,000 = +8,000." in \
        _rendered(result.steps, "final.baseline")


def test_a_classic_score_already_ending_in_zero_is_not_rounded():
    # four melded pungs of simples (4 × 2) + going out 20 = 28… = 30 points, × 2 (all
    # pungs) = 60: a multiple of ten
    score = score_hand("(222p) (333s) (444m) (555s) 66m last=6m/claimed", "S", "E")
    assert score.raw == 60
    assert _rendered(score.trace, "classic.round") == [
        "60 is already a multiple of ten: nothing to round."]


# --- 5. one yakuman is "a yakuman"; a double one keeps its multiplier -------------------------

def test_a_single_yakuman_is_said_without_a_multiplier():
    result = score(Situation("123m44p555666777z", win="3m"))
    text = render_score(result, "en")
    assert "Daisangen (big three dragons): a yakuman." in text
    assert "A yakuman is worth 8,000 basic points." in text
    assert "In all, the hand is a yakuman." in text
    assert "×1" not in text
    for lang in ("es", "it", "pl", "ru"):
        assert "×1" not in render_score(result, lang), lang


def test_a_double_yakuman_keeps_its_multiplier():
    # suuankou tanki (double under the standard rules) + daisangen + tsuuiisou: ×4
    result = score(Situation("11122555666777z", win="2z"))
    text = render_score(result, "en")
    # said in words, as a teacher says them (issue 25): a double yakuman, four yakuman
    assert "Suuankou tanki (four concealed triplets, pair wait): a double yakuman." in text
    assert "Tsuuiisou (all honours): a yakuman." in text
    assert "Four yakuman are worth 32,000 basic points." in text
    assert "In all, the hand is worth four yakuman." in text
    assert "yakuman ×" not in text


# --- 6. thirteen orphans: the whole hand, completed by the winning tile -----------------------

@pytest.mark.parametrize("hand, win, wait", [
    ("19m19p19s12345677z", "1m", "a kokushi (single wait for the missing orphan)"),
    ("19m19p19s12345677z", "7z", "a kokushi with a 13-sided wait"),
])
def test_thirteen_orphans_show_their_fourteen_tiles(hand, win, wait):
    result = score(Situation(hand, win=win))
    chosen, completes = render_score(result, "en").splitlines()[:2]
    assert chosen == ("The hand reads as thirteen orphans: 19m 19p 19s 12345677z, one of each "
                      "terminal and honour, and 77z as the pair.")
    tile = {"1m": "the 1 of characters (1m)", "7z": "the red dragon (7z)"}[win]
    assert completes == f"The winning tile, {tile}, completes the hand: {wait}."
    # every tile of the hand is in the sentence, in every language
    for lang in ("es", "it", "pl", "ru"):
        assert "19m 19p 19s 12345677z" in render_score(result, lang), lang


# --- 7. lists of tiles and players with their articles; the dora indicators counted ---------

@pytest.mark.parametrize("lang, indicators, expected", [
    ("es", ("2z",), "El indicador Dora es el viento Sur (2z). ¿Cuántos Dora tiene esta mano?"),
    ("es", ("1m", "9p"), "Los indicadores Dora son el 1 de caracteres (1m) y el 9 de círculos "
                         "(9p). ¿Cuántos Dora tiene esta mano?"),
    ("it", ("1m",), "L'indicatore di dora è l'1 di caratteri (1m). Quanti dora ci sono in "
                    "questa mano?"),
    ("it", ("8s", "5z"), "Gli indicatori di dora sono l'8 di bambù (8s) e il drago bianco "
                         "(5z). Quanti dora ci sono in questa mano?"),
    ("en", ("2z",), "The dora indicator is the South wind (2z). How many dora does this hand "
                    "hold?"),
    ("ru", ("2z",), "Индикатор доры — южный ветер (2z). Сколько дор в этой руке?"),
    # the indicators are the subject (the fresh Polish review, 2026-12-02)
    ("pl", ("1m", "2m"), "Indykatory punktów bonusowych (Dora) to znak 1 (1m) i znak 2 (2m). "
                         "Ile punktów bonusowych ma ta ręka?"),
])
def test_the_dora_indicators_agree_with_their_number_and_take_articles(lang, indicators,
                                                                        expected):
    prompt = step("prompt.dora_from_indicator.count", indicators=tuple(map(tile, indicators)))
    assert render_step(prompt, lang) == expected


@pytest.mark.parametrize("lang, tenpai, expected", [
    ("es", (2,), "Se agotó el muro, y el jugador 3 está en tenpai."),
    ("es", (0, 1), "Se agotó el muro, y el jugador 1 y el jugador 2 están en tenpai."),
    ("it", (0, 1), "Il muro è esaurito, e il giocatore 1 e il giocatore 2 sono in tenpai."),
    ("pl", (0, 1), None),
])
def test_players_in_a_sentence_take_their_articles(lang, tenpai, expected):
    text = render_step(step("settle.exhaustive_draw", tenpai=tenpai), lang)
    if expected:
        assert text == expected
    assert "el el" not in text and "il il" not in text


@pytest.mark.parametrize("lang, expected", [
    ("es", "La partida ha terminado: el jugador 4 ha quebrado."),
    ("it", "La partita è finita: il giocatore 4 è in bancarotta."),
])
def test_a_bust_player_is_named_once_with_the_article(lang, expected):
    end = game_end(GameState(scores=(52000, 30000, 19000, -1000)), STANDARD)
    assert render_game_end(end, lang) == expected
