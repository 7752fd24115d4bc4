"""What the native reviews of 2026-12-02 (issue 25) asked of the engine, the widgets and
the command line, pinned in the five languages: templates that inflect (counts in words, a
zero said as none, an unchanged player who "stays at", a yakuman's other reading said as a
yakuman, the code first after «тайл»), the right notation in an error, one term per
concept, and the CLI a teacher types. Each string is the corrected rendering, word for
word; the one before the fix is in the comment above it."""

from __future__ import annotations

import re

import pytest

import mjlearn.exercises  # noqa: F401  (registers the exercises' step codes)
from mjlearn.classic import settle as classic_settle
from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.i18n import render_classic_settlement, render_error, render_score, render_step
from mjlearn.i18n.cheatsheet import cheat_sheet_text
from mjlearn.i18n.results import table_settlement_lines
from mjlearn.riichi import Situation, score
from mjlearn.rules import get_ruleset
from mjlearn.table import ExhaustiveDraw, GameState, Win, cheat_sheet, settle
from mjlearn.trace import Step

STANDARD = get_ruleset("standard")


def _step(code, lang, **params):
    return render_step(Step(code, params, None), lang)


# --- counts in words: "four yakuman", «un doppio yakuman» ------------------------------------

# daisuushii (double) + suuankou tanki (double) under the standard rules: four yakuman
FOUR_YAKUMAN = {"hand": "111z222z333z444z55m", "win": "5m"}


@pytest.mark.parametrize("lang, double, four, total", [
    # was "Daisuushii (big four winds): a yakuman ×2." / "A yakuman ×4 is worth…" / "…a yakuman ×4."
    ("en", "Daisuushii (big four winds): a double yakuman.",
     "Four yakuman are worth 32,000 basic points.", "In all, the hand is worth four yakuman."),
    ("es", "Daisuushii (cuatro vientos grandes): vale un doble Yakuman.",
     "Cuatro Yakuman valen 32.000 puntos básicos.", "En total, la mano vale cuatro Yakuman."),
    # was «vale yakuman ×2», «Uno yakuman ×4 vale 32.000 punti base», «è uno yakuman ×4»
    ("it", "Daisuushii (quattro venti maggiori): vale un doppio yakuman.",
     "Quattro yakuman valgono 32.000 punti base.", "In tutto, la mano vale quattro yakuman."),
    ("pl", "Cztery wielkie wiatry (Daisuushii): to podwójny Yakuman.",
     "Cztery Yakumany to razem 32\u00a0000 punktów podstawowych.", "W sumie ręka to cztery Yakumany."),
    ("ru", "Daisuushii (большие четыре ветра): это двойной якуман.",
     "Четыре якумана дают Base = 32\u00a0000.", "Итого рука стоит четыре якумана."),
])
def test_yakuman_are_counted_in_words(lang, double, four, total):
    lines = render_score(score(Situation.from_json(FOUR_YAKUMAN)), lang).splitlines()
    assert double in lines and four in lines and total in lines
    assert not any("×" in line and ("akuman" in line or "якуман" in line) for line in lines)


@pytest.mark.parametrize("lang, expected", [
    ("en", "The yakuman add up to four yakuman, but these rules pay at most two yakuman."),
    ("it", "Sommati, gli yakuman fanno quattro yakuman, ma queste regole pagano al massimo due "
           "yakuman."),
    ("pl", "Yakumany dają razem cztery Yakumany, ale te zasady płacą najwyżej za dwa Yakumany."),
    ("ru", "Якуманы в сумме дают четыре якумана, но по этим правилам платят не больше чем за два "
           "якумана."),
])
def test_a_yakuman_cap_is_said_in_words(lang, expected):
    # was "The yakuman add up to ×4, but these rules pay at most ×2."
    assert _step("yakuman.cap", lang, found=4, cap=2) == expected


# --- a yakuman's other reading is a yakuman too: no han and fu after "its fu are not counted"

@pytest.mark.parametrize("lang, expected", [
    ("en", "Read that way, the hand would also be a yakuman, worth 16,000 basic points."),
    ("es", "Así, la mano también sería un Yakuman, de 16.000 puntos básicos."),
    # was «Letta così, la mano darebbe lo stesso: 13 han e 40 fu, cioè 16.000 punti base.»
    ("it", "Letta così, la mano sarebbe comunque uno yakuman, da 16.000 punti base."),
    ("pl", "Przy takim odczytaniu ręka też byłaby Yakumanem, wartym 16\u00a0000 punktów podstawowych."),
    ("ru", "При таком разборе рука тоже была бы якуманом, Base = 16\u00a0000."),
])
def test_the_other_reading_of_a_yakuman_says_no_han_and_fu(lang, expected):
    # pure nine gates on the 1m: also a shanpon reading (111m completed), a yakuman as well
    result = score(Situation.from_json({"hand": "11112345678999m", "win": "1m"}))
    other = [s for s in result.trace if s.code == "reading.alternative"]
    assert [s.params["compared"] for s in other] == ["yakuman"]
    text = render_step(other[0], lang)
    assert text.endswith(expected)
    assert "13" not in text and "40" not in text


# --- a zero said as none, an unchanged player who stays -------------------------------------

@pytest.mark.parametrize("lang, none, honba_only", [
    # was "…, with 0 honba and 0 riichi sticks on the table."
    ("en", "The next hand is dealt by player 2, and there are no honba or riichi sticks on the "
           "table.",
     "The next hand is dealt by player 2, and the table holds 2 honba and no riichi sticks."),
    # was «…, con 0 honba y 0 apuestas de riichi en la mesa.»
    ("es", "La mano siguiente la reparte el jugador 2, y en la mesa no hay honba ni apuestas de "
           "riichi.",
     "La mano siguiente la reparte el jugador 2, y en la mesa hay 2 honba, sin apuestas de riichi."),
    ("it", "La mano successiva la distribuisce il giocatore 2, e sul tavolo non ci sono honba né "
           "bacchette riichi.",
     "La mano successiva la distribuisce il giocatore 2, con 2 honba sul tavolo e nessuna "
     "bacchetta riichi."),
    ("pl", "Następne rozdanie rozdaje gracz 2; na stole nie ma ani powtórzeń (Honba), ani zakładów "
           "(Riichi).",
     "Następne rozdanie rozdaje gracz 2; na liczniku 2 powtórzenia (Honba), a na stole nie ma "
     "zakładów (Riichi)."),
    ("ru", "Следующую раздачу сдаёт игрок 2; на столе нет ни хонба, ни палочек риичи.",
     "Следующую раздачу сдаёт игрок 2; на столе 2 хонба, палочек риичи нет."),
])
def test_nothing_on_the_table_is_said_as_none(lang, none, honba_only):
    assert _step("exercise.abortive.answer", lang, honba=0, sticks=0, dealer=1) == none
    assert _step("exercise.abortive.answer", lang, honba=2, sticks=0, dealer=1) == honba_only


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_every_prompt_with_the_table_says_a_zero_in_words(lang):
    from mjlearn.i18n.markers import Choice
    from mjlearn.i18n.messages import STEP_MESSAGES
    from mjlearn.trace import STEP_CODES
    from tests.i18n_samples import step_samples

    def texts(message):
        options = message.options.values() if isinstance(message, Choice) else (message,)
        return [getattr(m, "msgid", getattr(m, "singular", "")) for m in options]

    prompts = [code for code, message in STEP_MESSAGES.items()
               if any("{on_table}" in t for t in texts(message))]
    assert len(prompts) == 16      # 21 sentences: some codes have one per case (the draw: 2)
    for code in prompts:
        for sample in step_samples(code, STEP_CODES[code]):
            text = render_step(Step(code, {**sample, "honba": 0, "sticks": 0}, None), lang)
            said = text.split(". ")[0]       # the dealer and what lies on the table
            assert not re.search(r"(?<![\d.,])0(?![\d.,])", said), (code, said)


@pytest.mark.parametrize("lang, stays, moves", [
    # was "Player 1 goes from 25,000 to 25,000 points (0)."
    # then "Player 1 stays at 25,000 points." (a list line is written as on the board)
    ("en", "Player 1: 25,000 points, unchanged.", "Player 2: 25,000 → 28,900 points (+3,900)."),
    ("es", "El jugador 1 se queda con 25.000 puntos.",
     "El jugador 2 pasa de 25.000 a 28.900 puntos (+3900)."),
    # was «Il giocatore 1 passa da 25.000 a 25.000 punti (0).»
    ("it", "Il giocatore 1 resta a 25.000 punti.",
     "Il giocatore 2 passa da 25.000 a 28.900 punti (+3.900)."),
    # was «Gracz 1 ma teraz 25 000 punktów zamiast 25 000 (0).»
    # then «Gracz 2 ma teraz 28 900 punktów zamiast 25 000 (+3900).»
    ("pl", "Gracz 1: 25\u00a0000 punktów, bez zmian.",
     "Gracz 2: 25\u00a0000 → 28\u00a0900 punktów (+3900)."),
    ("ru", "Игрок 1 сохраняет свои 25\u00a0000 очков.",
     "Игрок 2 переходит с 25\u00a0000 на 28\u00a0900 очков (+3\u00a0900)."),
])
def test_an_unchanged_player_stays(lang, stays, moves):
    state = GameState(scores=(25000, 25000, 25000, 25000))
    _steps, scores = table_settlement_lines(settle(state, Win(winner=1, basic=960, discarder=3),
                                                   STANDARD), lang)
    assert scores[1:3] == [stays, moves]


@pytest.mark.parametrize("lang, expected", [
    # was «3 giocatori sono in tenpai, quindi il giocatore 4 paga…», once per payment
    ("en", "Player 4 pays 1,000 points to player 1 as a noten payment."),
    ("es", "El jugador 4 paga 1000 puntos al jugador 1 por noten."),
    ("it", "Il giocatore 4 paga 1.000 punti al giocatore 1 come pagamento noten."),
    ("pl", "Gracz 4 płaci 1000 punktów kary za brak tenpai, a dostaje je gracz 1."),
    ("ru", "Игрок 4 платит 1\u00a0000 очков штрафа за нотен; их получает игрок 1."),
])
def test_who_is_tenpai_is_said_once(lang, expected):
    state = GameState(scores=(25000, 25000, 25000, 25000))
    steps, _scores = table_settlement_lines(settle(state, ExhaustiveDraw(tenpai=(0, 1, 2)),
                                                   STANDARD), lang)
    assert steps[1] == expected and len(steps) == 5


# --- inflection: case, number and articles through the i18n layer -----------------------------

@pytest.mark.parametrize("step, params, expected", [
    # was «…, поэтому тайла восточный ветер (1z) в руке быть не может.»
    ("furiten.passed_over", {"tile": "4m"}, "Вы пропустили тайл 4m (четвёрка цифр)"),
    ("misconception.furiten_passed_kept", {"tile": "1z"}, "Пропуск тайла 1z (восточный ветер)"),
])
def test_russian_writes_the_code_first_after_tail(step, params, expected):
    assert _step(step, "ru", **params).startswith(expected)


def test_russian_keeps_a_tile_after_a_dash_as_it_is():
    assert "тайла 1z (восточный ветер) в руке" in render_error(
        MjlearnError("no_wind_tiles", tile="1z", ruleset="kostaryov"), "ru")
    text = _step("reading.wait", "ru", tile="3m", set="345m", wait="ryanmen")
    assert "тайл, тройка цифр (3m)," in text


@pytest.mark.parametrize("code, params, expected", [
    # was «Schowane punkty bonusowe (Uradora) wchodzi w grę tylko wtedy…», then «… — to
    # możliwe tylko wtedy…»: the ura dora's flag is a singular noun now
    ("flag_requires", {"flag": "ura", "requires": "riichi"},
     "Podanie indykatorów schowanych punktów bonusowych (Uradora) wchodzi w grę tylko wtedy, "
     "gdy ogłoszono zakład (Riichi)."),
    # was «W tych zasadach nie ma cztery zakłady (Suucha Riichi): …», then «… — tego w tych
    # zasadach nie ma»
    ("abortive_draw_not_in_rules", {"kind": "suucha_riichi"},
     "Przypadku „cztery zakłady (Suucha Riichi)” te zasady nie znają: rozdanie nie zostaje "
     "przerwane."),
    # was «Po cyfrach 5 brakuje litery koloru…»
    ("digits_without_suit", {"digits": "5"}, "Po „5” brakuje litery koloru: dopisz m, p, s lub z."),
    # was «… nie ma zestawu zasad „x”: wpisz standard, kostaryov, ema.»
    ("unknown_ruleset", {"name": "x", "known": "standard, kostaryov, ema"},
     "Nie ma zestawu zasad „x”: wpisz standard, kostaryov lub ema."),
])
def test_polish_templates_agree_whatever_fills_them(code, params, expected):
    assert render_error(MjlearnError(code, **params), "pl") == expected


def test_polish_says_this_question():
    # was «Ta pytanie zostało bez odpowiedzi.»
    assert _step("quiz.not_answered", "pl") == "To pytanie zostało bez odpowiedzi."


@pytest.mark.parametrize("lang, expected", [
    ("en", "4,220 points is above the limit: the hand scores 1,000 points."),
    ("es", "Con 4220 puntos se supera el límite: la mano se queda en 1000 puntos."),
    # was «4.220 punti supera il limite: la mano vale 1.000 punti.»
    ("it", "Con 4.220 punti la mano supera il limite: vale 1.000 punti."),
    ("pl", "4220 punktów to więcej niż limit: ręka dostaje 1000 punktów."),
    ("ru", "4\u00a0220 очков — больше лимита, поэтому рука получает 1\u00a0000 очков."),
])
def test_a_classic_score_above_the_limit_agrees(lang, expected):
    assert _step("classic.cap", lang, score=4220, limit=1000) == expected


def test_spanish_classic_players_take_their_article():
    # was «Este paga a Sur la diferencia entre sus puntuaciones», «En total, Este termina…»
    text = render_classic_settlement(classic_settle({"E": 0, "S": 80, "W": 50, "N": 20}, "W",
                                                    "E", None), "es")
    assert "El Este paga al ganador, el Oeste: 50 × 2 = 100 puntos." in text
    assert "El Este paga al Sur la diferencia entre sus tanteos: 80 × 2 = 160 puntos." in text
    assert "En total, el Este termina la mano con −300." in text
    assert "paga \\ cobra   Este" in text           # the table keeps the bare names


# --- the right notation, one term ------------------------------------------------------------

@pytest.mark.parametrize("lang, expected", [
    # was "… write 1f–4f or 1g–4g." (seasons are written y: 3y)
    ("en", "“2f3g” is not a flower or season: write 1f–4f or 1y–4y."),
    ("es", "«2f3g» no es una flor ni una estación: escribe de 1f a 4f o de 1y a 4y."),
    ("it", "«2f3g» non è né un fiore né una stagione: scrivi da 1f a 4f o da 1y a 4y."),
    ("pl", "„2f3g” nie jest kwiatem ani porą roku: wpisz 1f–4f lub 1y–4y."),
    ("ru", "«2f3g» — не цветок и не сезон: пишите 1f–4f или 1y–4y."),
])
def test_the_bonus_tile_error_gives_the_notation_that_works(lang, expected):
    from mjlearn.classic.notation import parse_bonus

    with pytest.raises(MjlearnError) as refused:
        parse_bonus("2f3g")
    assert render_error(refused.value, lang) == expected
    assert len(parse_bonus("2f3y")) == 2        # written as the message says, it is read


@pytest.mark.parametrize("lang, title", [
    # was "Mahjong quiz, version 5"; lesson 16 says "quiz number 7" (ru «тест номер 7»)
    ("en", "Mahjong quiz number 5"), ("es", "Cuestionario de mahjong número 5"),
    ("it", "Quiz di mahjong numero 5"), ("pl", "Quiz z mahjonga numer 5"),
    ("ru", "Тест по маджонгу № 5"),  # was «Тест по маджонгу номер 5» (ru review 19)
])
def test_the_quiz_is_named_by_its_number(lang, title):
    assert _step("quiz.title", lang, seed=5) == title


@pytest.mark.parametrize("lang, expected", [
    ("es", ["¿Cuántos han vale, contando los Dora?", "Los Dora no son un yaku: suman han a una "
            "mano que ya tiene un yaku."]),
    ("ru", ["В этой руке нет ни одного яку, поэтому она не может выиграть: доры дают ей 2 хана, "
            "но дора — не яку."]),
])
def test_dora_by_the_word_the_language_uses(lang, expected):
    from mjlearn.i18n.messages import STEP_MESSAGES  # noqa: F401
    texts = {render_error(MjlearnError("no_yaku", dora=1, aka=1, ura=0), lang)}
    texts |= {_step(code, lang) for code in ("question.count_han", "exercise.yaku.dora_not_a_yaku")
              if code in STEP_MESSAGES}
    for line in expected:
        assert any(line in t for t in texts) or line in _all_steps(lang), line


def _all_steps(lang):
    from tests.test_termbase import _rendered_messages
    return "\n".join(text for _code, text in _rendered_messages(lang))


def test_the_family_cheat_sheet_names_kyuushu_kyuuhai_without_winds():
    # was «Kyuushu kyuuhai (девять разных терминалов, драконов и ветров)» under rules without winds
    text = cheat_sheet_text(cheat_sheet(get_ruleset("kostaryov")), "ru")
    line = next(line for line in text.splitlines() if "Kyuushu" in line)
    here, _, standard = line.partition(" — в стандарте: ")
    assert "Kyuushu kyuuhai (девять разных терминалов и драконов)" in here
    assert "Kyuushu kyuuhai (девять разных терминалов, драконов и ветров)" in standard


# --- answers: what the learner typed, said back usefully -----------------------------------

def _abortive_question():
    from mjlearn.exercises import generate
    return generate("abortive_draw", 1)


@pytest.mark.parametrize("lang, expected", [
    # was «"0 0 1" can be read in more than one way: type every digit of the whole number.»
    ("en", "Separate the 3 numbers with /, like this: 0 / 0 / 1."),
    ("it", "Separa i 3 numeri con /, così: 0 / 0 / 1."),
    ("ru", "Разделите 3 числа косой чертой (/), вот так: 0 / 0 / 1."),
])
def test_numbers_typed_without_slashes_are_shown_with_them(lang, expected):
    from mjlearn.exercises import check

    question = _abortive_question()
    assert question.data.get("amounts") == 3
    with pytest.raises(MjlearnError) as refused:
        check(question, "0 0 1", lang)
    assert render_error(refused.value, lang) == expected
    check(question, "0 / 0 / 1", lang)      # the same numbers with slashes are read


@pytest.mark.parametrize("lang, expected", [
    # was «"-30" is not a whole number…»
    ("en", "“-30” has a sign, but a count has none: type only its digits."),
    ("ru", "В «-30» есть знак, а у числа ханов или фу знака не бывает: введите только цифры."),
])
def test_a_count_with_a_sign_is_named_for_what_it_is(lang, expected):
    from mjlearn.i18n import parse_int

    with pytest.raises(MjlearnError) as refused:
        parse_int("-30", lang)
    assert refused.value.message == expected


# --- the widgets and the command line -----------------------------------------------------------

@pytest.mark.parametrize("lang, names", [
    # was «le regole standard», «le regole della famiglia Kostaryov», «le regole EMA»
    ("it", ["Regole standard", "Regole della famiglia Kostaryov", "Regole EMA"]),
    ("en", ["Standard rules", "Kostaryov family rules", "EMA rules"]),
    ("pl", ["Zasady standardowe", "Zasady rodziny Kostariowów", "Zasady EMA"]),
])
def test_the_cheat_sheet_choice_names_the_rules_as_titles(lang, names):
    from mjlearn.widgets import CheatSheetOffer

    assert [name for name, _value in CheatSheetOffer(lang=lang).rules.options] == names


@pytest.mark.parametrize("count, expected", [(1, "Индикатор доры:"), (2, "Индикаторы доры:")])
def test_the_indicator_caption_agrees_with_their_number(count, expected):
    from mjlearn.widgets.labels import label

    # was «Индикаторы доры:» above a single indicator
    assert label("indicators_shown", "ru", count=count) == expected


def test_lang_may_come_before_the_command(capsys):
    # was «argument POLECENIE: „pl” nie jest tu dostępną opcją»
    assert main(["--lang", "pl", "waits", "13m"]) == 0
    assert capsys.readouterr().out.startswith("Ręka jest w tenpai")
    assert main(["--lang", "pl", "waits", "13m", "--lang", "ru"]) == 0   # the command's wins
    assert capsys.readouterr().out.startswith("Рука в тенпае")


def test_the_quiz_without_kinds_is_the_final_quiz(capsys):
    from mjlearn.exercises.tutor.quiz import FINAL_QUIZ_KINDS, quiz_questions

    # was "the following arguments are required: --kinds"
    assert main(["quiz", "--seed", "5", "--count", "1", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Mahjong quiz number 5\n")
    assert out.count("\nQuestion ") == len(FINAL_QUIZ_KINDS) == 9
    assert [q.kind for q in quiz_questions(5, list(FINAL_QUIZ_KINDS), 1)] == list(FINAL_QUIZ_KINDS)


def test_the_quiz_help_shows_grade_as_optional(capsys):
    with pytest.raises(SystemExit):
        main(["quiz", "--help", "--lang", "en"])
    usage = capsys.readouterr().out.split("\n\n")[0]
    assert "[grade] ..." in usage and " grade ..." not in usage.replace("[grade] ...", "")


def test_a_speed_round_says_its_score_once():
    from mjlearn.widgets import SpeedRound
    from tests.test_widgets_at_the_table import Clock, play, text

    # was «6 z 8 (75%)…» and then «Odpowiedziałeś poprawnie na 6 z 8 pytań.» (the quiz's line)
    clock = Clock()
    round_ = SpeedRound(seed=11, count=4, clock=clock, store=None, lang="pl")
    play(round_, clock, [5, 9, 4, 20], right_answers={0, 1, 2}, lang="pl")
    shown = text(round_.summary.value)
    assert shown.startswith("Poprawne odpowiedzi: 3 z 4 (75%); mediana czasu: 7 s.")
    assert shown.count("3 z 4") == 1 and "Pytanie 4." in shown   # the questions still follow


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_printed_and_classroom_quizzes_write_the_power_as_a_superscript(lang, capsys):
    from mjlearn.lessons.classroom.quiz import quiz_page

    # was «26 × 2^1 = 52» as plain text in the classroom quiz (the browser review)
    page = quiz_page(7, lang, ["han_fu_to_points"], 1)
    assert "2<sup>2 + 2</sup>" in page and "2^(" not in page
    assert main(["quiz", "--seed", "7", "--kinds", "han_fu_to_points", "--count", "1",
                 "--answers", "--html", "--lang", lang]) == 0
    printed = capsys.readouterr().out
    assert "2<sup>2 + 2</sup>" in printed and "2^(" not in printed
