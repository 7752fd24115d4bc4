"""The fourth English review's lesson items (docs/reviews/en-course-round4.md): fewer "In
other rules" boxes in lessons 04–12 (only where another ruleset scores differently; the EMA
edition notes and the online platforms' choices in lesson 15), the repeated fu traces of
lesson 07 folded behind their one-line result, lesson 00's menus, language and terminal notes
in two boxes (the cheat sheet's commands among the terminal's),
temporary furiten ended by your next discard, the standard rules' missing uma said where the
final score is taught and the same game shown with the usual uma, the winner's own riichi
stick among "the sticks on the table", and the course's own choices named as such."""

from __future__ import annotations

import re

import pytest

from mjlearn.lessons import lesson_paths, load_lesson
from mjlearn.lessons.catalogs import translations
from mjlearn.riichi import Situation, score
from mjlearn.rules import get_ruleset
from mjlearn.table import GameState, Win, settle

LESSONS = {path.stem: load_lesson(path) for path in lesson_paths()}
OTHER_LANGUAGES = ("es", "it", "pl", "ru")


def cell(lesson: str, cell_id: str):
    return next(c for c in LESSONS[lesson].cells if c.id == cell_id)


def english_text(lesson: str) -> str:
    return "\n\n".join(c.text for c in LESSONS[lesson].cells
                       if c.kind == "markdown" and c.built_in("en"))


def translated(lang: str, lesson: str, cell_id: str) -> str:
    table = translations(lang)
    return "\n\n".join(table[b.text] for b in cell(lesson, cell_id).blocks if b.translatable)


# --- Motivation: the boxes of lessons 04–12 ------------------------------------------------

def other_rules_boxes(lesson: str) -> list[str]:
    return [c.id for c in LESSONS[lesson].cells
            if c.fold and c.built_in("en") and c.blocks[0].text == "In other rules"]


def sections(lesson: str) -> int:
    return sum(1 for c in LESSONS[lesson].cells if c.kind == "markdown"
               for line in c.text.splitlines() if line.startswith("## "))


# one box where a table of the other rules scores differently at that point, no more
BOXES = {
    "04_yaku_more": ["rulesets"],                          # Kostaryov: fewer yaku
    "05_yakuman": ["double-other", "stacking-other"],      # EMA: no double, no stacking
    "06_dora": ["red-other"],                              # EMA: no red fives
    "07_fu": [],
    "08_points": ["limits-other"],                         # EMA: no kazoe yakuman
    "09_payments": ["multi-other"],                        # EMA: honba to each winner
    "10_game": ["bust-other"],                             # Kostaryov and EMA: bust
    "11_at_the_table": [],
    "12_table_rules": ["end-other"],                       # EMA and Kostaryov: the end
}


@pytest.mark.parametrize("lesson", sorted(BOXES))
def test_lessons_04_to_12_keep_a_box_only_where_the_score_differs(lesson):
    boxes = other_rules_boxes(lesson)
    assert len(boxes) == len(BOXES[lesson]), (lesson, boxes)
    assert 2 * len(boxes) <= sections(lesson), (lesson, boxes, sections(lesson))


def test_the_edition_and_platform_notes_are_in_lesson_15():
    for lesson in ("04_yaku_more", "05_yakuman", "06_dora", "07_fu", "08_points",
                   "09_payments", "10_game", "11_at_the_table", "12_table_rules"):
        text = english_text(lesson)
        assert "2025" not in text and "2016" not in text, lesson
        assert "Tenhou among them" not in text and "sanchahou" not in text, lesson
        assert "Kostaryov family rules: the same" not in text, lesson
    sources = english_text("15_sources")
    assert '<a id="ema-2025"></a>**The EMA rules of 2025.**' in sources
    assert "the double wind pair counts 2 fu, not 4 ([Fu](07_fu.ipynb))" in sources
    assert "kiriage mangan is played ([From han and fu to points](08_points.ipynb))" in sources
    assert "under the EMA rules every kan turns it at once" in sources
    assert '<a id="choices"></a>**Two choices of this course.**' in sources
    assert "nagashi mangan is off, and a triple ron is paid" in sources
    assert "**sanchahou**" in sources
    assert "[Sources and errata](15_sources.ipynb) says what the 2025 edition changes" in \
        cell("00_start", "rules").text


def test_the_course_names_its_own_choices_where_they_are_taught():
    assert "The standard rules leave it off, a choice of this course where their sources " \
           "say nothing" in cell("10_game", "nagashi").text
    assert "the standard rules pay that triple ron, this course's choice, as" in \
        cell("12_table_rules", "abortive").text


# --- lesson 07: the repeated traces folded ---------------------------------------------------

def test_lesson_07_folds_the_traces_after_the_first_hands():
    code = {c.id: c.text for c in LESSONS["07_fu"].cells if c.kind == "code"}
    for first in ("hand-one-run", "hand-two-run"):
        assert "render_score_html(score(" in code[first] and "folded_fu" not in code[first]
    for repeated in ("special-run", "seed-002-run"):
        assert "folded_fu(score(" in code[repeated] and "render_score_html" not in code[repeated]
    assert code["double-wind-run"].count("folded_fu(") == 1
    assert "click the fu to see every step" in cell("07_fu", "special").text


def test_the_fold_shows_the_fu_and_keeps_every_step_behind_it():
    from IPython.display import HTML
    namespace: dict = {}
    exec(cell("07_fu", "setup").text, namespace)
    seven_pairs = score(Situation("1122m3344p5566s77z", win="7z"))
    shown = namespace["folded_fu"](seven_pairs)
    assert isinstance(shown, HTML)
    # seven pairs are always 25 fu
    assert shown.data.startswith('<details class="mjlearn-more"><summary><b>25 fu</b></summary>')
    assert shown.data.endswith("</details>")
    assert '<ol class="mjlearn-steps">' in shown.data and "25 fu" in shown.data


# --- lesson 00: one box of practical notes ---------------------------------------------------

def test_lesson_00_keeps_the_menus_languages_and_terminal_in_two_boxes():
    folds = [c.id for c in LESSONS["00_start"].cells if c.fold and c.built_in("en")]
    assert folds == ["menus", "practical"]
    menus = cell("00_start", "menus").text
    assert menus.startswith("Where to find these in the menu, and other languages")
    assert "**{menu_run_all}**" in menus and "mjlearn.set_language(...)" in menus
    practical = cell("00_start", "practical").text
    for said in ("dev.py start --lang ru", "mjlearn cheatsheet --rules standard --pdf sheet.pdf"):
        assert said in practical
    main = "\n\n".join(c.text for c in LESSONS["00_start"].cells
                       if c.kind == "markdown" and not c.fold)
    for gone in ("dev.py", "set_language", "mjlearn cheatsheet", "even where it leaves a word"):
        assert gone not in main, gone
    assert "cheat-sheet-command" not in {c.id for c in LESSONS["00_start"].cells}


# --- Accuracy: temporary furiten -------------------------------------------------------------

FURITEN_SAID = {
    "es": "no puedes ganar por ron hasta tu siguiente descarte (furiten temporal)",
    "it": "non puoi vincere per ron fino al tuo prossimo scarto (furiten temporaneo)",
    "pl": "aż do swojego następnego odrzucenia kamienia (furiten tymczasowe)",
    "ru": "выиграть Ron нельзя до вашего следующего сброса (временный фуритен)",
}


def test_temporary_furiten_ends_at_your_next_discard():
    for lesson in LESSONS:
        text = english_text(lesson)
        assert "next draw or call" not in text and "since your last draw" not in text, lesson
    assert "you may not win by ron until your own next discard (temporary furiten)." in \
        cell("02_waits", "furiten-kinds").text
    assert "until your next discard after you let a winning tile pass" in \
        cell("02_waits", "summary-more").text
    assert "since its own last discard" in cell("12_table_rules", "furiten").text


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_temporary_furiten_ends_at_the_next_discard_in_every_language(lang):
    assert FURITEN_SAID[lang] in translated(lang, "02_waits", "furiten-kinds")


# --- At the table: no uma in the standard rules, and the same game with the usual one -------

def run_lesson_code(lesson: str, last: str) -> tuple[dict, list]:
    """Run a lesson's code cells in order up to ``last``; what they display is collected."""
    import IPython.display
    shown: list = []
    namespace: dict = {}
    real = IPython.display.display
    IPython.display.display = lambda *objects, **_: shown.extend(objects)
    try:
        for c in LESSONS[lesson].cells:
            if c.kind != "code":
                continue
            if c.id == "setup":
                exec(c.text, namespace)
                namespace["display"] = IPython.display.display
            elif "Widget" not in c.text and "SpeedRound" not in c.text:
                exec(c.text, namespace)
            if c.id == last:
                break
    finally:
        IPython.display.display = real
    return namespace, shown


def test_lesson_10_says_the_standard_rules_have_no_uma_and_most_clubs_play_one():
    text = cell("10_game", "uma").text
    assert text.startswith("## No uma in the standard rules")
    assert "they have **no uma**, as their source, the Spanish scoring guide, has none" in text
    assert "Most clubs play one, so ask before the game." in text
    assert "+15 to first place, +5 to second, −5 to third and −15 to fourth" in text
    assert "- The standard rules have no uma; most clubs add one, usually +15, +5, −5 and " \
           "−15: ask before you play." in cell("10_game", "summary-more").text
    assert "they add no uma to the final score, where most clubs do" in \
        cell("00_start", "rules").text


def test_lesson_10_shows_the_same_games_final_score_with_the_usual_uma():
    from mjlearn.table import game_final_scores
    namespace, _ = run_lesson_code("10_game", "uma-run")
    state, rules = namespace["state"], namespace["rules"]
    assert rules.uma == (0, 0, 0, 0)                 # the standard rules: no uma
    assert namespace["with_uma"].uma == (15_000, 5_000, -5_000, -15_000)
    plain = game_final_scores(state, rules)
    with_uma = game_final_scores(state, namespace["with_uma"])
    assert plain.points == with_uma.points          # the same game
    usual = {1: 15, 2: 5, 3: -5, 4: -15}
    assert [u - p for u, p in zip(with_uma.scores, plain.scores)] == \
        [usual[place] for place in plain.places]
    assert "game_final_scores(state, with_uma)" in cell("10_game", "uma-run").text


def test_lesson_10_rounds_500_to_the_lower_thousand_in_words():
    text = cell("10_game", "half").text
    assert "**…500 to the lower thousand**, below zero too" in text
    assert "32,500 becomes 32,000, and −8,500 becomes −9,000" in text


# --- Progression: kokushi, and whose sticks are on the table ---------------------------------

def test_kokushi_is_taught_as_a_short_name_before_lesson_04_uses_it():
    assert "**thirteen orphans** (kokushi musou, or **kokushi** for short)" in \
        cell("02_waits", "shapes-list").text
    assert "Only kokushi may rob a concealed kan." in english_text("04_yaku_more")


def test_lesson_09_says_the_sticks_on_the_table_include_the_winners_own():
    text = cell("09_payments", "sticks-own").text
    assert text.startswith("**Your own stick counts too.** The sticks on the table always "
                           "include the winner's own")
    assert "the hand puts them 4,900 points up, not 5,900" in text
    assert "the next winner takes every stick on it, their own included" in \
        cell("09_payments", "summary").text
    # the lesson's hand: 3,900 from the discarder, 2 sticks collected, 1 of them put down
    # this hand, so 3,900 + 2,000 − 1,000
    before = GameState(scores=(25_000, 25_000, 25_000, 25_000), dealer=0, riichi_sticks=1)
    after = settle(before, Win(winner=2, basic=960, discarder=0), get_ruleset("standard"),
                   riichi=[2])
    assert after.after.scores[2] - 25_000 == 4_900
    assert after.after.riichi_sticks == 0
    assert "riichi_sticks=1" in next(c.text for c in LESSONS["09_payments"].cells
                                     if c.id == "sticks-own-run")


# --- the review's language items in the lessons -----------------------------------------------

def test_the_language_items_of_the_lessons():
    assert "Head bump (atamahane), where only the first winner after the discarder wins, is " \
           "not played by any ruleset here." in cell("09_payments", "multi-other").text
    assert "The picture shows the winds" in cell("01_tiles", "table-key").text
    assert "at your first click or keystroke in the drill" in \
        cell("11_at_the_table", "drill-fu").text
    assert "where they give a different answer from the standard rules" in \
        cell("13_family_rules", "exercise").text
    # the engine names the yaku "Suukantsu (four kans)": the lessons say kan everywhere
    for lesson in LESSONS:
        assert "quads" not in english_text(lesson).lower(), lesson
    assert "## Four kans" in english_text("05_yakuman")


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_new_message_is_translated(lang):
    table = translations(lang)
    for lesson, cell_id in (("09_payments", "sticks-own"), ("10_game", "uma"),
                            ("10_game", "uma-after"), ("15_sources", "other-tables"),
                            ("15_sources", "other-ema-2025"), ("15_sources", "other-choices"),
                            ("00_start", "menus"), ("00_start", "practical")):
        for block in cell(lesson, cell_id).blocks:
            if block.translatable:
                assert table.get(block.text), (lang, lesson, cell_id)
                assert table[block.text] != block.text or block.text.startswith("- `python3")
    assert re.search(r"\b-?15\b", translated(lang, "10_game", "uma"))


def test_lesson_11_sends_the_learner_to_ask_for_the_uma():
    assert "- Before the first hand, ask which uma the table plays: the standard rules have " \
           "none ([A whole game](10_game.ipynb))." in cell("11_at_the_table", "summary-more").text
