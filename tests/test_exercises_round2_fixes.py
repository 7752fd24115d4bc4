"""Issue 25: engine items the native reviews found in every language."""

import pytest

import mjlearn.exercises.kinds.furiten  # noqa: F401  (its step codes)
from mjlearn.exercises import Tries, expected_answer, generate
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_step, render_steps
from mjlearn.tiles import Tile
from mjlearn.trace import step

DORA_NOT_YAKU = {
    "en": "Dora are not a yaku: they add han to a hand that already has a yaku.",
    "es": "Los Dora no son un yaku: suman han a una mano que ya tiene un yaku.",
    "ru": "Дора — не яку: она добавляет ханы руке, в которой яку уже есть.",
}


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_dora_alone_named_as_a_yaku_gets_its_message(lang):
    # the hand: honitsu with the seat and round wind triplets; "dora" is no yaku at all
    q = generate("name_yaku", 5, 2, "standard")
    assert expected_answer(q) == {"honitsu", "yakuhai_round_wind", "yakuhai_seat_wind"}
    _tries, fb = Tries(q).check("dora", lang)
    assert fb.verdict.misconception == "misconception.dora_is_not_yaku"
    if lang in DORA_NOT_YAKU:
        assert render_step(fb.steps[0], lang) == DORA_NOT_YAKU[lang]


def test_an_open_tsumo_is_never_told_it_counted_a_closed_ron():
    # lesson 09, seed 91: an open hand won by tsumo (chi 340s, pon 888m, chi 456s):
    # 20 + 2 (888m open simples) + 2 (tsumo) + 2 (kanchan 7s) = 26 → 30 fu, 1 han of dora
    # … 500 / 1,000. An open hand has no closed ron's 10 fu to confuse with its tsumo.
    q = generate("hand_payments", 91, 2, "standard", tsumo=True, taught=9)
    assert expected_answer(q) == (500, 1000)
    for answer in ("700/1300", "500/900", "400/700"):
        tries = Tries(q)
        _t, fb = tries.check(answer, "en")
        assert fb.verdict.misconception != "misconception.ron_fu_on_tsumo"
        assert "closed ron" not in " ".join(render_steps(fb.steps, "en"))


NO_TILE = {
    "en": "The right answer: none, since the hand may not win by ron on any tile (typed as a "
          "dash, -).",
    "pl": "Poprawna odpowiedź: żaden, bo ręka nie może wygrać przez Ron na żadnym kamieniu "
          "(wpisuje się myślnik, -).",
    "ru": "Правильный ответ: ни на одном — рука не может выиграть по Ron ни на каком тайле "
          "(вводится прочерком, -).",
}


@pytest.mark.parametrize("lang", sorted(NO_TILE))
def test_the_furiten_answer_no_tile_is_said_in_words(lang):
    q = next(q for q in (generate("furiten", seed, 2, "standard") for seed in range(200))
             if expected_answer(q) == frozenset())
    _t, fb = Tries(q).reveal()
    assert render_steps(fb.steps, lang)[-1] == NO_TILE[lang]


def test_the_russian_ron_tiles_agree_with_their_count():
    two = render_step(step("furiten.ron_tiles", waits=(Tile(0), Tile(3))), "ru")
    one = render_step(step("furiten.ron_tiles", waits=(Tile(0),)), "ru")
    assert two == ("Значит, рука может выиграть Ron на этих тайлах: единица цифр (1m) и "
                   "четвёрка цифр (4m).")
    assert one == "Значит, рука может выиграть Ron на этом тайле: единица цифр (1m)."
