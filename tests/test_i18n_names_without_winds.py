"""Yaku names under rules whose set has no wind tiles (the Kostaryov family rules).

The family's sheet, «Основные яку (без ветров, версия Костарёвых)», plays a 120-tile set
without winds and defines honitsu as "одна масть + драконы" and chanta as "в каждом наборе
есть терминал (1 или 9) или дракон". A name that speaks of winds would teach a tile the
set does not hold: under those rules the explanation, the exercises and their feedback
name these yaku with dragons only, and the standard rules keep the usual names.
"""

import re

import pytest

from tests.i18n_samples import LANGUAGES, step_samples
from mjlearn.cli import main
from mjlearn.exercises import check, choice_names, feedback, question_for, read_choices
from mjlearn.i18n import render_step, yaku_name
from mjlearn.i18n.names import YAKU_NAMES, YAKU_NAMES_WITHOUT_WINDS
from mjlearn.riichi import Situation, score
from mjlearn.rules import KOSTARYOV, STANDARD
from mjlearn.trace import STEP_CODES, Step

# A wind in each language's words (the tile names: "East wind", "viento Este", "vento
# Est", "wiatr wschodni", "восточный ветер").
WIND_WORD = {"en": r"\bwinds?\b", "es": r"viento", "it": r"\bvent[oi]\b", "pl": r"wiatr",
             "ru": r"вет(ер|р)"}

# honitsu: 1–9 of characters, a pair of 5m and green dragons; ron on the 9m. By the
# family's table: ittsuu 2 + yakuhai 1 + honitsu 3 (closed) = 6 han, a haneman: the
# discarder pays 12,000 to a non-dealer.
HONITSU = ["123456789m55m666z", "--win", "9m"]


def score_text(args, lang, rules=None):
    return main(["score", *args, "--lang", lang, *(["--rules", rules] if rules else [])])


def test_the_family_rules_have_no_winds_but_have_honitsu_and_chanta():
    # what the variants are for, read from the rules themselves
    assert KOSTARYOV.winds is False and STANDARD.winds is True
    assert KOSTARYOV.allows("honitsu") and KOSTARYOV.allows("chanta")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_yaku_the_family_plays_is_named_with_winds(lang):
    # Every yaku of the family's list, named for their set: not one speaks of winds
    # (before the variants, Polish and Russian honitsu and chanta did).
    windy = {y: yaku_name(y, lang, winds=False) for y in YAKU_NAMES if KOSTARYOV.allows(y)
             and re.search(WIND_WORD[lang], yaku_name(y, lang, winds=False), re.I)}
    assert windy == {}


def test_every_windy_name_is_of_a_yaku_the_set_without_winds_lacks_or_has_a_variant():
    # The usual names that speak of winds, in any language: each is a yaku the family
    # does not play (the wind yakuhai, the four winds …) or has its name without winds.
    windy = {y for y in YAKU_NAMES for lang in LANGUAGES
             if re.search(WIND_WORD[lang], yaku_name(y, lang), re.I)}
    assert {"honitsu", "chanta", "yakuhai_seat_wind", "daisuushii"} <= windy
    assert {y for y in windy if KOSTARYOV.allows(y)} == set(YAKU_NAMES_WITHOUT_WINDS)


def test_standard_rules_keep_the_usual_names():
    assert yaku_name("honitsu", "pl") == "jeden kolor ze smokami i wiatrami (Honitsu)"
    assert yaku_name("honitsu", "ru", winds=True) == "Honitsu (одна масть + ветра и драконы)"
    assert yaku_name("pinfu", "ru", winds=False) == yaku_name("pinfu", "ru")


@pytest.mark.parametrize("lang, line", [
    ("pl", "Jeden kolor ze smokami (Honitsu): +3 Han."),
    # the family's own words: "Honitsu — одна масть + драконы"
    ("ru", "Honitsu (одна масть + драконы): +3 хана."),
    ("en", "Honitsu (one suit and dragons): +3 han."),
])
def test_the_command_line_names_honitsu_without_winds_under_the_family_rules(capsys, lang, line):
    assert score_text(HONITSU, lang, "kostaryov") == 0
    out = capsys.readouterr().out
    assert line in out.splitlines()
    steps = out.split("\n\n")[0]
    yaku_lines = [s for s in steps.splitlines() if "Honitsu" in s or "Ittsuu" in s]
    assert len(yaku_lines) == 2 and not any(re.search(WIND_WORD[lang], s, re.I) for s in yaku_lines)
    assert ("12\u00a0000" if lang != "en" else "12,000") in out.split("\n\n")[1]


@pytest.mark.parametrize("lang, line", [
    ("pl", "Jeden kolor ze smokami i wiatrami (Honitsu): +3 Han."),
    ("ru", "Honitsu (одна масть + ветра и драконы): +3 хана."),
])
def test_the_command_line_keeps_the_usual_name_under_the_standard_rules(capsys, lang, line):
    assert score_text(HONITSU, lang) == 0
    assert line in capsys.readouterr().out.splitlines()


def test_an_open_chanta_and_its_reduction_are_named_without_winds():
    # chanta with the 1-2-3 of characters called: 1 han open (2 closed), and the red
    # dragon triplet 1 han, under both rulesets
    situation = dict(hand="789p111s777z99m", win="9m", melds=[{"type": "chi", "tiles": "123m"}])
    family = score(Situation.from_json({**situation, "rules": "kostaryov"}))
    assert sorted((y.id, y.han) for y in family.yaku) == [("chanta", 1), ("yakuhai_chun", 1)]
    text = [render_step(s, "ru") for s in family.trace if s.params.get("yaku") == "chanta"]
    assert text == ["Chanta (в каждом наборе терминал или дракон): +1 хан.",
                    "Яку Chanta (в каждом наборе терминал или дракон) стоит 2 хана в закрытой "
                    "руке, но только 1 хан в открытой."]
    standard = score(Situation.from_json(situation))
    assert render_step(next(s for s in standard.trace if s.code == "yaku.han"
                            and s.params["yaku"] == "chanta"), "pl") == \
        "Kamień 1, 9, smok lub wiatr w każdej grupie (Chanta): +1 Han."


@pytest.mark.parametrize("lang, family, usual", [
    ("pl", "111m, schowana trójka (Ankou) z kamieni 1 lub 9 albo ze smoków: "
           "+8 Fu.",
     "111m, schowana trójka (Ankou) z kamieni 1 lub 9, smoków lub wiatrów: "
     "+8 Fu."),
    ("ru", "777z — скрытая тройка (ankou) из терминалов или драконов: +8 фу.",
     "777z — скрытая тройка (ankou) из терминалов, ветров или драконов: +8 фу."),
    ("en", "999p, a concealed triplet (ankou) of terminals or dragons: +8 fu.",
     "999p, a concealed triplet (ankou) of terminals or honours: +8 fu."),
])
def test_the_fu_of_a_set_of_terminals_or_dragons_speak_of_no_winds(capsys, lang, family, usual):
    # three concealed triplets of terminals and dragons (1m, 9p, red dragon), a pair of
    # white dragons, ron on the 1s: 8 fu each (EMA, the fu table of every source)
    hand = ["111m999p55z777z123s", "--win", "1s"]
    assert score_text(hand, lang, "kostaryov") == 0
    out = capsys.readouterr().out.splitlines()
    assert family in out and usual not in out
    assert not any(re.search(WIND_WORD[lang], line, re.I) for line in out if "(ankou)" in line.lower())
    assert score_text(hand, lang) == 0
    out = capsys.readouterr().out.splitlines()
    assert usual in out and family not in out


def test_the_steps_say_the_set_has_no_winds_only_under_such_rules():
    family = score(Situation("123456789m55m666z", win="9m", rules="kostaryov")).to_json()
    standard = score(Situation("123456789m55m666z", win="9m")).to_json()
    named = [s for s in family["trace"] if "yaku" in s["params"]]
    assert len(named) == 3 and all(s["params"]["winds"] is False for s in named)
    assert not any("winds" in s["params"] for s in standard["trace"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_step_renders_with_the_no_winds_parameter(lang):
    for code, params in STEP_CODES.items():
        for sample in step_samples(code, params):
            assert render_step(Step(code, {**sample, "winds": False}, 2), lang)


def name_yaku(rules):
    return question_for("name_yaku", {"hand": "123456789m55m666z", "win": "9m"}, rules, seed=3)


def prompt(question, lang):
    code, params = question.prompt
    return render_step(Step(code, params), lang)


@pytest.mark.parametrize("lang, family, usual", [
    ("pl", "jeden kolor ze smokami (Honitsu)", "jeden kolor ze smokami i wiatrami (Honitsu)"),
    ("ru", "Honitsu (одна масть + драконы)", "Honitsu (одна масть + ветра и драконы)"),
])
def test_an_exercise_names_honitsu_for_its_rules(lang, family, usual):
    question = name_yaku("kostaryov")
    assert "honitsu" in question.choices
    assert family in prompt(question, lang) and usual not in prompt(question, lang)
    assert family in [c.name for c in choice_names(question, lang)]
    # honitsu left out: the feedback names it, and the answer it shows, the family's way
    verdict = check(question, frozenset({"ittsuu", "yakuhai_hatsu"}))
    assert verdict.misconception == "misconception.yaku_left_out"
    said = [render_step(s, lang) for s in feedback(question, verdict)]
    assert family in said[0] and family in said[1] and not any(usual in s for s in said)
    # the standard rules' exercise on the same hand keeps the usual name
    standard = name_yaku("standard")
    assert usual in prompt(standard, lang)
    said = [render_step(s, lang) for s in feedback(standard, check(standard, frozenset({"ittsuu", "yakuhai_hatsu"})))]
    assert usual in said[0] and family not in " ".join(said)


def test_a_learner_may_type_either_name():
    question = name_yaku("kostaryov")
    assert "honitsu" in read_choices(question, "jeden kolor ze smokami (Honitsu)", "pl")
    assert "honitsu" in read_choices(question, "jeden kolor ze smokami i wiatrami", "pl")
    assert "chanta" in read_choices(question, "в каждом наборе терминал или дракон", "ru")


@pytest.mark.parametrize("lang, family, usual", [
    ("pl", "jeden kolor ze smokami (Honitsu)", "jeden kolor ze smokami i wiatrami (Honitsu)"),
    ("ru", "Honitsu (одна масть + драконы)", "Honitsu (одна масть + ветра и драконы)"),
])
def test_a_name_that_is_no_choice_lists_the_choices_by_the_rules_names(lang, family, usual):
    # "1" is none of the choices: the message lists them, named as the toggles name them
    from mjlearn.errors import MjlearnError
    from mjlearn.exercises import parse_answer
    from mjlearn.i18n import render_error
    for rules, shown, hidden in (("kostaryov", family, usual), ("standard", usual, family)):
        question = name_yaku(rules)
        assert "honitsu" in question.choices
        with pytest.raises(MjlearnError) as refused:
            parse_answer(question, "1", lang)
        text = render_error(refused.value, lang)
        assert refused.value.code == "unknown_choice" and shown in text and hidden not in text
