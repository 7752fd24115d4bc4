"""ExerciseWidget driven headless, in every language: right answers accepted, each
misconception named, garbage answered with a localized message, hints in order, score
and streak, next, review mode, language switch."""

import html

import pytest

from mjlearn.errors import TileError
from mjlearn.exercises import expected_answer, generate, hints
from mjlearn.exercises.dora import count_dora
from mjlearn.exercises.progress import ProgressStore
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error_html, render_step
from mjlearn.i18n.answers import AnswerError
from mjlearn.tiles import kind_code
from mjlearn.widgets import ExerciseWidget, LanguageSelector

LANGS = SUPPORTED_LANGUAGES


def codes(kinds):
    return "".join(kind_code(k) for k in sorted(kinds))


def answer(widget, text):
    widget.answer.value = text
    widget.check_button.click()
    return widget.feedback.value


def _waits_widget(lang, **kwargs):
    # seed 7 at difficulty 3 with a held-four tile: all three misconceptions can happen
    return ExerciseWidget("find_waits", seed=7, difficulty=3, lang=lang, exhausted=True, **kwargs)


@pytest.mark.parametrize("lang", LANGS)
def test_find_waits_through_the_widget(lang):
    w = _waits_widget(lang)
    q = w.question
    expected = expected_answer(q)
    held = frozenset(s.params["tile"].kind for s in hints(q) if s.code == "exercise.waits.exhausted")
    assert held and len(expected) >= 2, "pick a seed with an exhausted tile and 2+ waits"
    non_wait = next(k for k in range(34) if k not in expected | held)
    cases = {
        "misconception.counted_exhausted": codes(expected | held),
        "misconception.missed_wait": codes(sorted(expected)[1:]),
        "misconception.included_non_wait": codes(expected | {non_wait}),
    }
    for code, text in cases.items():
        shown = answer(w, text)
        assert "mjlearn-wrong" in shown and f'data-code="{code}"' in shown
        assert html.escape(render_step(_step(w, code), lang)) in shown
    assert w.score_label.value  # counted, in the language
    shown = answer(w, codes(expected))
    assert 'data-code="feedback.correct"' in shown and "mjlearn-correct" in shown
    if lang == "en":
        assert "Correct!" in shown
        assert w.score_label.value == "Score: 1 of 4 answers right"
        assert w.streak_label.value == "Streak: 1 right answer in a row"


def _step(widget, code):
    from mjlearn.exercises import feedback
    return next(s for s in feedback(widget.question, widget.verdict) if s.code == code)


def _distinct_dora_seed():
    """The first seed whose three count mistakes give three different wrong answers."""
    for seed in range(1000):
        q = generate("dora_from_indicator", seed, 4)
        answers = {count_dora(q), count_dora(q, with_red=False),
                   count_dora(q, q.data["indicators"][:1]), count_dora(q, dora_of=lambda k: k)}
        if len(answers) == 4:
            return seed
    raise AssertionError


@pytest.mark.parametrize("lang", LANGS)
def test_dora_through_the_widget(lang):
    w = ExerciseWidget("dora_from_indicator", seed=_distinct_dora_seed(), difficulty=4, lang=lang)
    q = w.question
    mistakes = {
        "misconception.forgot_red_fives": count_dora(q, with_red=False),
        "misconception.first_indicator_only": count_dora(q, q.data["indicators"][:1]),
        "misconception.counted_indicator_tiles": count_dora(q, dora_of=lambda k: k),
    }
    right = expected_answer(q)
    assert len(set(mistakes.values()) | {right}) == 4, "pick a seed where they all differ"
    for code, value in mistakes.items():
        assert f'data-code="{code}"' in answer(w, str(value))
    assert "mjlearn-correct" in answer(w, str(right))
    tile = ExerciseWidget("dora_from_indicator", seed=3, difficulty=1, lang=lang)
    indicator = tile.question.data["indicators"][0]
    assert 'data-code="misconception.indicator_is_dora"' in answer(tile, kind_code(indicator))
    assert "mjlearn-correct" in answer(tile, expected_answer(tile.question).code)


@pytest.mark.parametrize("lang", LANGS)
def test_garbage_gives_the_localized_message_never_a_traceback(lang):
    w = _waits_widget(lang)
    assert answer(w, "7x") == render_error_html(
        TileError("unknown_character", char="x", position=1), lang)
    assert answer(w, "") == render_error_html(TileError("empty_input"), lang)
    assert w.score() == (0, 0, 0)  # unreadable answers are not attempts
    count = ExerciseWidget("dora_from_indicator", seed=2, difficulty=3, lang=lang)
    shown = answer(count, "1.5")
    assert shown == render_error_html(AnswerError("ambiguous_number", lang, text="1.5"), lang)
    assert 'role="alert"' in answer(count, "drei")
    if lang == "en":
        assert "is not a whole number" in count.feedback.value


@pytest.mark.parametrize("lang", LANGS)
def test_hint_reveals_the_steps_in_order(lang):
    w = _waits_widget(lang)
    steps = hints(w.question)
    assert w.explanation.revealed == 0 and w.explanation.body.value == ""
    for n in range(1, len(steps) + 1):
        w.hint_button.click()
        assert w.explanation.texts() == [render_step(s, lang) for s in steps[:n]]
        shown = w.explanation.body.value
        positions = [shown.index(html.escape(render_step(s, lang))) for s in steps[:n]]
        assert positions == sorted(positions)
    w.hint_button.click()  # past the end: a note, no error
    assert w.explanation.note.value
    w.next_button.click()
    assert w.explanation.revealed == 0
    w.show_all_button.click()
    assert w.explanation.revealed == len(hints(w.question))


def test_english_texts_of_the_widget():
    w = _waits_widget("en")
    assert w.prompt.value == ('<p lang="en">Which tiles does this hand wait on? Write every one '
                              "in mpsz, for example 36m.</p>")
    assert w.check_button.description == "Check"
    assert w.hint_button.description == "Hint"
    assert w.next_button.description == "Next exercise"
    assert w.score_label.value == "Score: 0 of 0 answers right"
    assert "<svg" in w.picture.value and "<title>" in w.picture.value


def test_language_switch_re_renders_everything():
    w = _waits_widget("en")
    answer(w, "7x")
    w.hint_button.click()
    selector = LanguageSelector("en").register(w)
    for lang in ("pl", "ru", "es", "it", "en"):
        selector.value = lang
        assert w.lang == lang
        assert f'lang="{lang}"' in w.prompt.value
        assert w.feedback.value == render_error_html(
            TileError("unknown_character", char="x", position=1), lang)
        assert w.explanation.texts() == [render_step(hints(w.question)[0], lang)]
        assert f'lang="{lang}"' in w.explanation.body.value
        assert w.check_button.description and w.score_label.value
    assert selector.caption.value == "Language"


def test_next_is_reproducible_from_the_seed():
    a = ExerciseWidget("find_waits", seed=5, difficulty=2)
    b = ExerciseWidget("find_waits", seed=5, difficulty=2, lang="ru")
    seen = []
    for _ in range(3):
        assert a.question == b.question
        seen.append(a.question.data["hand"])
        a.next_button.click()
        b.next_button.click()
    assert a.question.seed != 5 and len(set(seen)) == 3
    assert ExerciseWidget("find_waits", seed=5, difficulty=2).question == generate("find_waits", 5, 2)


def test_a_solved_exercise_counts_once_and_progress_is_stored(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    w = ExerciseWidget("find_waits", seed=1, difficulty=1, store=store)
    right = codes(expected_answer(w.question))
    answer(w, "1z" if right != "1z" else "2z")
    answer(w, right)
    answer(w, right)
    assert [a.correct for a in store.attempts()] == [False, True]
    assert w.score_label.value == "Score: 1 of 2 answers right"
    store.close()
    again = ProgressStore(tmp_path / "p.sqlite3")
    review = ExerciseWidget("dora_from_indicator", seed=2, difficulty=1, store=again,
                            review=True)
    assert review.question.kind == "dora_from_indicator"  # the first one is the seed's
    review.next_button.click()
    assert "review_nothing" not in review.feedback.value
    assert review.score_label.value == "Score: 1 of 2 answers right"
    answer(review, "zz")
    assert 'role="alert"' in review.feedback.value


def test_review_with_nothing_to_review_says_so(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    w = ExerciseWidget("find_waits", seed=1, store=store, review=True)
    w.next_button.click()
    assert "No mistakes to review" in w.feedback.value
    assert w.question.kind == "find_waits"


def test_mistakes_send_review_to_that_kind(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    dora = ExerciseWidget("dora_from_indicator", seed=4, difficulty=2, store=store)
    answer(dora, kind_code(dora.question.data["indicators"][0]))  # the indicator itself
    review = ExerciseWidget("find_waits", seed=9, difficulty=1, store=store, review=True)
    for _ in range(3):
        review.next_button.click()
        assert (review.question.kind, review.question.difficulty) == ("dora_from_indicator", 2)


def test_picker_fills_the_answer():
    w = ExerciseWidget("find_waits", seed=8, difficulty=1, picker=True)
    for kind in expected_answer(w.question):
        w.picker.palette[kind_code(kind)].click()
    assert w.answer.value == codes(expected_answer(w.question))
    w.check_button.click()
    assert "mjlearn-correct" in w.feedback.value


def test_picker_takes_one_tile_for_a_tile_answer():
    w = ExerciseWidget("dora_from_indicator", seed=8, difficulty=2, picker=True, lang="es")
    right = expected_answer(w.question).code
    w.picker.palette[right].click()
    w.picker.palette["1m" if right != "1m" else "2m"].click()  # a second tile is refused
    assert w.answer.value == right and 'role="alert"' in w.picker.message.value
    w.check_button.click()
    assert "mjlearn-correct" in w.feedback.value


from hypothesis import given, settings, strategies as st  # noqa: E402

_WIDGETS = {}


def _widget(kind, lang):
    """One widget (with its picker) per kind and language, reused across examples."""
    key = (kind, lang)
    if key not in _WIDGETS:
        difficulty = 3 if kind == "dora_from_indicator" else 2
        _WIDGETS[key] = ExerciseWidget(kind, seed=1, difficulty=difficulty, lang=lang,
                                       picker=True)
    return _WIDGETS[key]


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30), kind=st.sampled_from(["find_waits", "dora_from_indicator"]),
       lang=st.sampled_from(LANGS))
def test_any_typed_text_gets_feedback_never_an_exception(text, kind, lang):
    w = _widget(kind, lang)
    w.solved = False
    w.answer.value = text
    w.check_button.click()  # an exception here would fail the test
    assert w.feedback.value.startswith(('<p class="mjlearn-error"', '<div class="mjlearn-feedback'))
    w.picker.max_tiles = 14
    w.picker.text.value = text
    picker = w.picker
    assert picker.message.value == "" or 'role="alert"' in picker.message.value
