"""ExerciseWidget driven headless, in every language and for every kind: a first wrong
answer teaches without giving the answer away; the second (or "Show the answer") gives it
with the whole explanation and offers a similar question; Enter checks; the feedback goes
as soon as the answer changes; garbage gets a localized message; score, streak and level
each have their label; the store keeps the answers (and a store that fails is a message)."""

import html
import re

import pytest

from mjlearn.widgets.labels import label
from mjlearn.errors import MjlearnError, TileError
from mjlearn.exercises import (KINDS, ProgressStore, answer_text, expected_answer, first_hint,
                               generate, hints)
from mjlearn.exercises.kinds.dora import count_dora
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error, render_error_html, render_step
from mjlearn.i18n.answers import AnswerError
from mjlearn.tiles import kind_code, parse_tiles
from mjlearn.trace import step
from mjlearn.widgets import ExerciseWidget, LanguageSelector
from mjlearn.widgets.answers import press_enter

from widget_cases import a_wrong_answer, typed

LANGS = SUPPORTED_LANGUAGES


def codes(kinds):
    return "".join(kind_code(k) for k in sorted(kinds))


def answer(widget, text):
    widget.answer.value = text
    widget.check_button.click()
    return widget.feedback.value


def feedback_codes(widget) -> list[str]:
    return re.findall(r'data-code="([^"]+)"', widget.feedback.value)


def widget_for(kind, lang, **options):
    spec = KINDS[kind]
    return ExerciseWidget(kind, seed=11, difficulty=spec.difficulties[-1], lang=lang,
                          store=None, **options)


# --- §1: a miss teaches -------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_first_miss_never_shows_the_answer_the_second_does(kind, lang):
    w = widget_for(kind, lang)
    q = w.question
    right_text = answer_text(q, expected_answer(q), lang)
    answer_sentence = render_step(step("feedback.answer", answer=right_text), lang)
    shown = answer(w, typed(q, a_wrong_answer(q)))
    assert "mjlearn-wrong" in shown and "✗" in shown
    assert "feedback.answer" not in feedback_codes(w)
    assert html.escape(answer_sentence) not in shown
    first = feedback_codes(w)[0]
    if first in ("feedback.two_slips", "feedback.several_slips"):   # then the first slip
        first = feedback_codes(w)[1]
    assert first.startswith("misconception.") or first == "feedback.not_yet"
    if first == "feedback.not_yet":  # "not yet" comes with a hint: where the answer goes wrong
        assert feedback_codes(w)[1] == first_hint(q, w.feedback_given.verdict).code
    assert w.explanation.revealed == 0
    assert w.similar_button.layout.display == "none"
    # the second miss: the answer, and the whole explanation
    shown = answer(w, typed(q, a_wrong_answer(q)))
    assert "feedback.answer" in feedback_codes(w) and "mjlearn-wrong" in shown
    assert html.escape(render_step(step("feedback.answer",
                                        answer=_display(q)), lang)) in shown
    assert w.explanation.revealed == len(hints(q))
    assert w.explanation.texts() == [render_step(s, lang) for s in hints(q)]
    assert w.similar_button.layout.display is None
    # "A similar one": the same kind, ruleset and constraints, another question
    w.similar_button.click()
    assert (w.question.kind, w.question.ruleset, w.question.difficulty) == \
        (q.kind, q.ruleset, q.difficulty)
    assert w.question.seed != q.seed and w.feedback.value == ""
    assert w.explanation.revealed == 0


def _display(question):
    from mjlearn.exercises import display_answer
    return display_answer(question, expected_answer(question))


@pytest.mark.parametrize("lang", LANGS)
def test_show_the_answer_before_any_answer(lang):
    w = widget_for("count_fu", lang)
    w.show_answer_button.click()
    # the answer, and where to practise it again
    assert feedback_codes(w) == ["feedback.answer", "similar_offer"]
    assert label("similar", lang) in w.feedback.value
    assert "mjlearn-revealed" in w.feedback.value
    assert w.explanation.revealed == len(hints(w.question))
    assert w.show_answer_button.disabled and w.similar_button.layout.display is None
    assert w.score() == (0, 0, 0)  # showing is not answering
    shown = answer(w, str(expected_answer(w.question)))  # typing it afterwards: accepted
    assert "mjlearn-correct" in shown and w.score() == (0, 0, 0)


def test_attempts_option_and_a_bad_value():
    from mjlearn.errors import MjlearnError
    w = ExerciseWidget("count_fu", seed=3, attempts=3, store=None, lang="en")
    wrong = str(expected_answer(w.question) + 10)
    for _ in range(2):
        answer(w, wrong)
        assert "feedback.answer" not in feedback_codes(w)
    answer(w, wrong)
    assert "feedback.answer" in feedback_codes(w)
    with pytest.raises(MjlearnError) as error:
        ExerciseWidget("count_fu", seed=3, attempts=0, store=None)
    assert error.value.code == "bad_option"


def test_the_english_texts_of_a_miss_and_a_hint():
    w = ExerciseWidget("count_fu", seed=3, difficulty=1, lang="en", store=None)
    right = expected_answer(w.question)
    shown = answer(w, str(right + 70))  # no mistake explains this one
    # more fu than the items hold: the hint asks what was counted that is not there, not
    # an item of the hand (which the learner very likely got right), nor the hand's reading
    hint = first_hint(w.question, w.feedback_given.verdict)
    assert feedback_codes(w)[:2] == ["feedback.not_yet", "exercise.fu.too_many"] == \
        ["feedback.not_yet", hint.code]
    assert "That is more fu than this hand has" in html.unescape(shown)
    assert "Not yet" in shown and str(right) not in html.unescape(shown).split("hint:")[0]
    w.hint_button.click()  # the explanation from its first step (the hint was no step)
    assert w.explanation.revealed == 1
    shown = answer(w, str(right))
    assert "mjlearn-correct" in shown and "✓" in shown and "Correct!" in shown


def test_the_formula_s_power_is_a_superscript_in_the_widgets():
    # a non-dealer's ron of 2 han and 30 fu: basic points 30 × 2⁴ = 480, paid × 4 = 1 920
    # → 2 000 (the hint is the method, its formula included); plain text keeps "2^(…)",
    # HTML writes 2<sup>…
    w = ExerciseWidget("han_fu_to_points", seed=7, difficulty=1, lang="en", store=None)
    assert (w.question.data["han"], w.question.data["fu"], w.question.data["dealer"]) == (2, 30, False)
    # (1,000 would be 1 han 30 fu, the next cell of the table, and named so: 1,100 is no cell)
    shown = answer(w, "1100")
    assert ("Start from the basic points, fu × 2<sup>2 + han</sup>, or those of the limit the "
            "hand reaches; the discarder pays four times that, rounded up to the next 100."
            in shown)
    assert "^(" not in shown
    w.hint_button.click()
    assert "^(" not in w.explanation.body.value
    formula = next(s for s in w.explanation.steps if s.code == "points.formula")
    assert "30 × 2^(2 + 2) = 480" in render_step(formula, "en")        # plain text unchanged


# --- §8: the widget as a learner expects it ----------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_enter_checks_and_an_edit_clears_the_feedback(lang):
    w = widget_for("count_han", lang)
    w.answer.value = str(expected_answer(w.question))
    press_enter(w.answer)
    assert "mjlearn-correct" in w.feedback.value
    w.answer.value += "0"            # edited into a wrong answer: the "right" goes at once
    assert w.feedback.value == ""
    press_enter(w.answer)               # wrong after solving it: the answer is said
    assert "mjlearn-wrong" in w.feedback.value
    assert feedback_codes(w) == ["feedback.answer", "similar_offer"]
    w.answer.value = ""                 # the answer stays, no longer marked wrong
    assert feedback_codes(w) == ["feedback.answer"] and "mjlearn-revealed" in w.feedback.value
    fresh = widget_for("count_han", lang)
    answer(fresh, "1000")
    fresh.answer.value = ""
    assert fresh.feedback.value == ""


def test_enter_in_a_labelled_field_checks():
    w = ExerciseWidget("hand_payments", seed=6, difficulty=3, lang="es", store=None)
    right = expected_answer(w.question)
    for field, amount in zip(w.fields.values(), right):
        field.value = str(amount)
    press_enter(next(iter(w.fields.values())))
    assert "mjlearn-correct" in w.feedback.value
    next(iter(w.fields.values())).value = "1"
    assert w.feedback.value == ""


@pytest.mark.parametrize("lang", LANGS)
def test_garbage_gives_the_localized_message_and_uses_no_try(lang):
    w = ExerciseWidget("find_waits", seed=7, difficulty=3, lang=lang, store=None)
    assert answer(w, "7x") == render_error_html(
        TileError("unknown_character", char="x", position=1), lang)
    # an empty box is asked for in the answer's form (the tiles, with an example)
    assert answer(w, "") == render_error_html(MjlearnError("empty_tiles"), lang)
    assert w.score() == (0, 0, 0) and w.tries.misses == 0
    count = ExerciseWidget("dora_from_indicator", seed=2, difficulty=3, lang=lang, store=None)
    assert answer(count, "1.5") == render_error_html(
        AnswerError("ambiguous_number", lang, text="1.5"), lang)
    w.answer.value = "36m"           # the message goes with the text that caused it
    assert w.feedback.value == ""


def test_score_streak_and_level_have_their_own_labels():
    w = ExerciseWidget("count_fu", seed=3, difficulty=1, lang="en", store=None)
    answer(w, str(expected_answer(w.question) + 70))
    answer(w, str(expected_answer(w.question)))
    assert w.score_label.value == "Score: 1 of 2 answers right"
    assert w.streak_label.value == "Streak: 1 right answer in a row"
    assert w.level_label.value == "Level 1"
    assert w.score_label in w.stats.children and w.streak_label in w.stats.children
    assert w.stats.layout.flex_flow == "row wrap" and w.buttons.layout.flex_flow == "row wrap"


def test_language_switch_re_renders_everything():
    w = ExerciseWidget("find_waits", seed=7, difficulty=3, lang="en", store=None)
    answer(w, "7x")
    selector = LanguageSelector("en").register(w)
    for lang in ("pl", "ru", "es", "it", "en"):
        selector.value = lang
        assert f'lang="{lang}"' in w.prompt.value
        assert w.feedback.value == render_error_html(
            TileError("unknown_character", char="x", position=1), lang)
        assert w.picker.palette["1m"].tooltip and w.check_button.description
    w.answer.value = "1z"
    w.check_button.click()
    selector.value = "pl"
    assert 'lang="pl"' in w.feedback.value


def test_next_is_reproducible_from_the_seed():
    a = ExerciseWidget("find_waits", seed=5, difficulty=2, store=None, adaptive=False)
    b = ExerciseWidget("find_waits", seed=5, difficulty=2, lang="ru", store=None,
                       adaptive=False)
    seen = []
    for _ in range(3):
        assert a.question == b.question
        seen.append(a.question.data["hand"])
        a.next_button.click()
        b.next_button.click()
    assert a.question.seed != 5 and len(set(seen)) == 3
    assert ExerciseWidget("find_waits", seed=5, difficulty=2, store=None).question == \
        generate("find_waits", 5, 2)


# --- §3: the answer in the form the question has -----------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_name_yaku_by_toggles(lang):
    w = ExerciseWidget("name_yaku", seed=2, difficulty=1, lang=lang, store=None)
    q = w.question
    assert list(w.toggles) == list(q.choices)
    from mjlearn.exercises import choice_names
    for name, toggle in zip(choice_names(q, lang), w.toggles.values()):
        assert name.name in toggle.description            # the localized name …
        romaji = name.romaji.split(" (")[0].lower().replace(" ", "")            # … romaji
        assert romaji in toggle.description.lower().replace(" ", "")
    wrong = a_wrong_answer(q)
    for choice in wrong:
        w.toggles[choice].value = True
    w.check_button.click()
    assert "mjlearn-wrong" in w.feedback.value
    for choice, toggle in w.toggles.items():               # a toggle edits the answer …
        toggle.value = choice in expected_answer(q)
    assert w.feedback.value == ""                          # … so the feedback goes
    w.check_button.click()
    assert "mjlearn-correct" in w.feedback.value


def test_a_toggle_says_the_romaji_once_even_when_the_guide_splits_it():
    # the Spanish guide writes "Hon Itsu (media corriente)", "Chin Itsu (corriente
    # completa)": the name already holds the romaji, in two words, so nothing is added
    # (STYLE.md: "nunca Honitsu, Chinitsu")
    from mjlearn.exercises import question_for
    from mjlearn.widgets.answers import choice_labels      # (what each toggle shows)
    q = question_for("name_yaku", {"hand": "123456789m55m666z", "win": "9m"}, "standard", seed=3)
    shown = choice_labels(q, "es")
    assert shown["honitsu"] == "Hon Itsu (media corriente)"
    assert shown["chinitsu"] == "Chin Itsu (corriente completa)"
    assert choice_labels(q, "pl")["honitsu"] == "jeden kolor ze smokami i wiatrami (Honitsu)"


@pytest.mark.parametrize("lang", LANGS)
def test_name_yaku_by_typed_localized_names(lang):
    from mjlearn.exercises import choice_names
    w = ExerciseWidget("name_yaku", seed=2, difficulty=1, lang=lang, store=None)
    q = w.question
    names = {c.id: c.name for c in choice_names(q, lang)}   # whole names, "/" and "+" too
    right = sorted(expected_answer(q), reverse=True)        # any order …
    text = "; ".join(names[c].upper() if i % 2 else names[c].lower()  # … any case
                     for i, c in enumerate(right))
    answer(w, text)
    assert "mjlearn-correct" in w.feedback.value, text
    assert {c for c, t in w.toggles.items() if t.value} == set(right)  # typed → toggles


@pytest.mark.parametrize("lang", LANGS)
def test_the_picker_answers_a_waits_question(lang):
    w = ExerciseWidget("find_waits", seed=8, difficulty=1, lang=lang, store=None)
    assert w.picker is not None and w.picker.text is w.answer  # one answer field
    right = expected_answer(w.question)
    for kind in right:
        w.picker.palette[kind_code(kind)].click()
    assert w.answer.value == codes(right)
    assert [b.tooltip for b in w.picker.hand_buttons] == \
        [w.picker.palette[kind_code(k)].tooltip for k in sorted(right)]
    w.check_button.click()
    assert "mjlearn-correct" in w.feedback.value
    first = kind_code(min(right))
    w.picker.palette[first].click()  # a wait is picked once: a second click takes it back
    assert w.answer.value == codes(right - {min(right)}) and w.feedback.value == ""


def test_the_picker_follows_the_keyboard_and_shows_pictures():
    w = ExerciseWidget("find_waits", seed=8, difficulty=1, lang="en", store=None)
    w.answer.value = "36m"
    assert [b.tooltip for b in w.picker.hand_buttons] == ["3 of characters (3m)",
                                                          "6 of characters (6m)"]
    button = w.picker.palette["5p"]
    assert button.description == "" and "mjlearn-t-5p" in button._dom_classes
    assert "mjlearn-tile-button" in button._dom_classes
    w.answer.value = "3m 6"           # half typed: the picker waits, says nothing
    assert w.picker.message.value == ""


def test_the_picker_refuses_a_fifth_copy_counting_the_hand():
    w = ExerciseWidget("find_waits", seed=7, difficulty=3, lang="en", exhausted=True,
                       store=None)
    held = [s.params["tile"] for s in hints(w.question) if s.code == "exercise.waits.exhausted"]
    tile = held[0]
    w.picker.palette[tile.code].click()
    assert w.answer.value == ""
    assert 'role="alert"' in w.picker.message.value
    assert "already holds 4 copies" in w.picker.message.value
    for lang in LANGS:
        w.set_language(lang)
        assert 'role="alert"' in w.picker.message.value and f'lang="{lang}"' in w.picker.message.value
    # typing it is still possible: the engine explains why it is no wait
    w.set_language("en")
    right = expected_answer(w.question)
    answer(w, codes(right | {tile.kind}))
    assert "misconception.counted_exhausted" in feedback_codes(w)


def test_the_picker_takes_one_tile_for_a_tile_answer():
    w = ExerciseWidget("dora_from_indicator", seed=8, difficulty=2, lang="es", store=None)
    right = expected_answer(w.question).code
    w.picker.palette[right].click()
    w.picker.palette["1m" if right != "1m" else "2m"].click()  # a second tile is refused
    assert w.answer.value == right and 'role="alert"' in w.picker.message.value
    w.check_button.click()
    assert "mjlearn-correct" in w.feedback.value


@pytest.mark.parametrize("lang", LANGS)
def test_payments_have_one_labelled_field_per_payer(lang):
    from mjlearn.exercises import field_label
    w = ExerciseWidget("hand_payments", seed=6, difficulty=3, lang=lang, store=None)
    q = w.question
    assert [f.key for f in q.fields] == list(w.fields)
    assert [t.description for t in w.fields.values()] == [field_label(f, lang) for f in q.fields]
    assert w.answer.layout.display == "none"                 # the single field is hidden
    right = expected_answer(q)
    for text, amount in zip(w.fields.values(), reversed(right)):  # the order swapped
        text.value = str(amount)
    w.check_button.click()
    assert "mjlearn-wrong" in w.feedback.value or right[0] == right[-1]
    for text, amount in zip(w.fields.values(), right):
        text.value = str(amount)
    w.check_button.click()
    assert "mjlearn-correct" in w.feedback.value
    settle = ExerciseWidget("round_settlement", seed=5, difficulty=2, lang=lang, store=None)
    assert len(settle.fields) == 4
    next(iter(settle.fields.values())).value = "1000"
    settle.check_button.click()                              # three fields left empty
    assert 'role="alert"' in settle.feedback.value


def test_answer_fields_are_wide_enough_for_four_amounts():
    w = ExerciseWidget("round_settlement", seed=5, difficulty=2, lang="en", store=None)
    for text in w.fields.values():
        assert "mjlearn-answer-field" in text._dom_classes
    from mjlearn.widgets.style import CSS
    assert ".mjlearn-answer-field input { min-width: 9em; }" in CSS


# --- §4: progress -------------------------------------------------------------------------

def test_the_default_store_keeps_every_answer(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from mjlearn.exercises import default_path
    w = ExerciseWidget("count_fu", seed=3, difficulty=1, lang="pl")
    answer(w, str(expected_answer(w.question) + 70))
    answer(w, str(expected_answer(w.question)))
    assert default_path() == tmp_path / "mjlearn" / "progress.sqlite3"
    with ProgressStore(default_path()) as store:
        attempts = store.attempts()
    assert [(a.correct, a.attempt, a.lang, a.ruleset) for a in attempts][-2:] == \
        [(False, 1, "pl", "standard"), (True, 2, "pl", "standard")]
    assert w.store_message.value == ""
    off = ExerciseWidget("count_fu", seed=3, difficulty=1, store=None)
    assert off.store is None


def test_a_store_that_fails_is_a_localized_message_and_the_exercise_goes_on(tmp_path):
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = ProgressStore(path)
    for lang in LANGS:
        w = ExerciseWidget("count_fu", seed=3, difficulty=1, lang=lang, store=store)
        shown = answer(w, str(expected_answer(w.question)))
        assert "mjlearn-correct" in shown                        # the exercise works
        assert store.error is not None
        assert html.escape(render_error(store.error, lang)) in w.store_message.value
        assert 'role="alert"' in w.store_message.value
        assert w.score() == (1, 1, 1)                          # counted in the session


def test_a_read_only_store_is_a_message_too(tmp_path):
    store = ProgressStore(tmp_path / "progress.sqlite3")
    store._db.execute("PRAGMA query_only = ON")                  # every write now fails
    w = ExerciseWidget("count_han", seed=3, lang="it", store=store)
    assert "mjlearn-correct" in answer(w, str(expected_answer(w.question)))
    assert store.error is not None and store.error.code == "store_read_only"
    assert html.escape(render_error(store.error, "it")) in w.store_message.value


def test_an_answer_checked_from_another_thread_is_saved(tmp_path):
    """ipykernel 7 delivers Enter ("submit") on a subshell thread, not the thread that
    made the widget and opened the store: the answer is still saved, no error shown."""
    import threading
    store = ProgressStore(tmp_path / "p.sqlite3")
    w = ExerciseWidget("count_fu", seed=3, difficulty=1, lang="en", store=store)
    w.answer.value = str(expected_answer(w.question))
    worker = threading.Thread(target=press_enter, args=(w.answer,))
    worker.start()
    worker.join()
    assert "mjlearn-correct" in w.feedback.value and w.store_message.value == ""
    assert [a.correct for a in store.attempts()] == [True]      # seen by the first connection


def test_difficulty_rises_after_a_streak_and_eases_after_misses(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    w = ExerciseWidget("count_fu", seed=1, difficulty=1, lang="en", store=store)
    levels = []
    for _ in range(3):
        answer(w, str(expected_answer(w.question)))
        levels.append(w.difficulty)
        w.next_button.click()
    assert levels == [1, 1, 2] and w.question.difficulty == 2
    assert "level_up" not in w.feedback.value
    for _ in range(2):
        answer(w, str(expected_answer(w.question) + 70))
        answer(w, str(expected_answer(w.question) + 70))
        w.next_button.click()
    assert w.difficulty == 1 and w.question.difficulty == 1


def test_the_level_change_is_said():
    store = ProgressStore(":memory:")
    w = ExerciseWidget("count_fu", seed=1, difficulty=1, lang="en", store=store)
    for _ in range(3):
        shown = answer(w, str(expected_answer(w.question)))
        if _ < 2:
            w.next_button.click()
    assert 'data-code="level"' in shown and "a little harder (level 2)" in shown


def test_review_mode_draws_the_missed_skill(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    dora = ExerciseWidget("dora_from_indicator", seed=4, difficulty=2, store=store)
    answer(dora, kind_code(dora.question.data["indicators"][0]))  # the indicator itself
    review = ExerciseWidget("find_waits", seed=9, difficulty=1, store=store, review=True)
    review.next_button.click()
    assert (review.question.kind, review.question.difficulty) == ("dora_from_indicator", 2)


# --- pictures as at the table (§7) -------------------------------------------------------

def test_a_question_shows_a_concealed_kan_face_down_and_the_winning_tile_apart():
    from mjlearn.widgets import question_picture
    for seed in range(200):
        q = generate("count_fu", seed, 3, kan=True)
        types = [m["type"] for m in q.data["situation"]["melds"]]
        if "ankan" in types:
            break
    picture = question_picture(q, "en")
    kan = next(m["tiles"] for m in q.data["situation"]["melds"] if m["type"] == "ankan")
    assert picture.count("mjlearn-face-down") == 2 * types.count("ankan")
    assert picture.count('class="mjlearn-group"') == 2 + len(types)  # hand, win, each set
    assert picture.count("mjlearn-win") == 1
    assert f'data-tile="{parse_tiles(kan)[0].code}"' in picture


# --- robustness ---------------------------------------------------------------------------

from hypothesis import given, settings, strategies as st  # noqa: E402

_WIDGETS = {}


def _widget(kind, lang):
    key = (kind, lang)
    if key not in _WIDGETS:
        difficulty = 3 if kind == "dora_from_indicator" else 2
        _WIDGETS[key] = ExerciseWidget(kind, seed=1, difficulty=difficulty, lang=lang,
                                       store=None)
    return _WIDGETS[key]


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30),
       kind=st.sampled_from(["find_waits", "dora_from_indicator", "name_yaku", "hand_payments"]),
       lang=st.sampled_from(LANGS))
def test_any_typed_text_gets_feedback_never_an_exception(text, kind, lang):
    w = _widget(kind, lang)
    w.show(w.question)
    w.answer.value = text
    w.check_button.click()  # an exception here would fail the test
    assert w.feedback.value.startswith(('<p class="mjlearn-error"', '<div class="mjlearn-feedback'))
    if w.picker is not None:
        assert w.picker.message.value == "" or 'role="alert"' in w.picker.message.value
