"""The third English review's language items in the engine (notes: en round 3): the
winner's own riichi stick said in two plain sentences, the review's ruleset named, and a
second miss that says where the total first differs, each in every language."""

import pytest

from mjlearn.cli import main
from mjlearn.widgets.labels import label

# riichi + tanyao, ron on a tanki 2s: 20 + 10 + 2 = 32 -> 40 fu, 2 han: 640 basic points,
# x4 = 2,560 -> 2,600; 2 honba +600 = 3,200; the 1 stick on the table is the winner's own.
OWN_STICK = {
    "en": "The winner collects 3,200 + 1,000 = 4,200 points, the 1 riichi stick on the table "
          "included. That stick is the winner's own riichi stick coming back, so the winner "
          "is 3,200 points up on the hand.",
    "es": "El ganador cobra 3200 + 1000 = 4200 puntos, contando 1 apuesta de riichi de la "
          "mesa. Esa apuesta es la suya, que solo le vuelve, así que la mano le hace ganar "
          "3200 puntos.",
}


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_the_winners_own_stick_in_two_sentences(capsys, lang):
    assert main(["score", "234567m345p22s678s", "--win", "2s", "--riichi", "--honba", "2",
                 "--sticks", "1", "--lang", lang]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    if lang in OWN_STICK:
        assert last == OWN_STICK[lang]
    # two sentences, the second one about the winner's own stick, in every language
    assert last.count(". ") == 1
    assert "3" in last.split(". ")[1]


REVIEW_INTRO = {
    "en": "Skills you missed come back here, under this lesson's ruleset: once after the next "
          "question, then on later days, spaced further apart as you master them.",
    "es": "Las habilidades que fallaste vuelven aquí, con el reglamento de esta lección: una "
          "vez tras la pregunta siguiente, y luego otros días, cada vez más espaciadas a medida "
          "que las dominas.",
    "pl": "Tu wracają umiejętności, w których popełniłeś błąd (według zasad tej lekcji): "
          "najpierw po następnym pytaniu, potem w kolejnych dniach coraz rzadziej, w miarę jak "
          "je opanowujesz.",
    "ru": "Навыки, в которых вы ошиблись, возвращаются сюда — по набору правил этого урока: "
          "один раз после следующего вопроса, а потом в другие дни — всё реже, по мере того как "
          "вы их осваиваете.",
}


@pytest.mark.parametrize("lang", sorted(REVIEW_INTRO))
def test_the_review_names_the_lessons_ruleset(lang):
    assert label("review_intro", lang) == REVIEW_INTRO[lang]


BUILDER_HELP = {
    "en": "Click the tiles to build the hand. Click tiles of your hand to select them, then "
          "use the buttons to send them back, make one the winning tile or turn them into a "
          "called set.",
    "ru": "Нажимайте на тайлы, чтобы собрать руку. Нажимайте на тайлы руки, чтобы выделить их, "
          "а затем кнопками уберите их, сделайте один из них победным тайлом или превратите их "
          "в объявленный сет.",
}


@pytest.mark.parametrize("lang", sorted(BUILDER_HELP))
def test_the_builder_says_the_buttons_do_the_moving(lang):
    assert label("builder_help", lang) == BUILDER_HELP[lang]


@pytest.mark.parametrize("text, lang, form, amounts", [
    ("mangan, 8,000", "en", "ron", (8000,)),          # lesson 11's own example
    ("Haneman: 3,000–6,000", "en", "split", (3000, 6000)),
    ("mangan 4,000 all", "en", "all", (4000,)),
    ("манган, 8 000", "ru", "ron", (8000,)),
])
def test_a_limit_called_by_its_name_first_is_read(text, lang, form, amounts):
    from mjlearn.i18n.calls import parse_call
    call = parse_call(text, lang)
    assert (call.form, call.amounts) == (form, amounts)


def test_a_limit_name_alone_is_still_not_a_call():
    from mjlearn.i18n.answers import AnswerError
    from mjlearn.i18n.calls import parse_call
    with pytest.raises(AnswerError, match="unreadable_call"):
        parse_call("mangan", "en")


def test_riichi_named_on_a_hand_without_riichi_is_said():
    # the hand: honitsu with the seat and round wind triplets, won without riichi; "riichi"
    # alone names a yaku it does not have and leaves its three out
    from mjlearn.exercises import Tries, expected_answer, generate
    from mjlearn.i18n import render_step
    q = generate("name_yaku", 5, 2, "standard")
    assert expected_answer(q) == {"honitsu", "yakuhai_round_wind", "yakuhai_seat_wind"}
    _tries, fb = Tries(q).check("riichi", "en")
    # (the fourth English review: the condition that fails is said, then what was left out)
    assert fb.verdict.misconception == "misconception.yaku_not_in_hand_because"
    assert render_step(fb.steps[0], "en") == (
        "This hand does not have Riichi. The winner did not declare riichi. The hand also has "
        "a yaku you did not name.")
