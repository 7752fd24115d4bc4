"""``QuizWidget``: a fixed list of exercises of several kinds — the very questions, in
the same order, that ``mjlearn quiz --seed N --kinds … --count K`` prints for a teacher
— shown one at a time with "question i of n".

Two modes:

* ``mode="test"`` (the default, a teacher's quiz): each answer is saved and locked, with
  no feedback, no hint and no answer on the way; at the end come the score and, for every
  question, the learner's answer, the right one and its explanation, step by step — the
  answer key that ``mjlearn quiz --answers`` prints. An answer typed or picked but not
  saved is saved by "Next". Once the key has been shown, "start again" is a new attempt
  on new questions (the name box emptied); the answer file keeps every attempt, and the
  teacher's grade is the first.
* ``mode="practice"``: each question is an :class:`~.exercise.ExerciseWidget` exercise
  (diagnosis or hint on a miss, the answer after the last try); the score counts first
  answers only, and the summary comes at the end.
"""

from __future__ import annotations

import base64
import re
from html import escape
from typing import Any, Iterable

import ipywidgets as widgets

from ..errors import MjlearnError
from ..exercises import KINDS, QuizReport, QuizTest, Verdict
from ..exercises.store.answer_files import QuizSpec, answers_json, attempt_seed, clean_name
from ..exercises.tutor.quiz import quiz_questions
from ..i18n import render_step, text_html
from ..trace import step
from .base import check_options, serialized
from .exercise import ExerciseWidget, feedback_html, prompt_text
from .labels import label
from .progress import DEFAULT_STORE
from .style import wrapping_row

MAX_COUNT = 200  # questions per kind, the limit of the ``quiz`` command too
MODES = ("test", "practice")


def report_html(report: QuizReport, lang: str, score: bool = True) -> str:
    """The end of a quiz: the score (unless ``score`` is False: a speed round says it in
    its own summary), then each question with the learner's answer (right or wrong, the
    mistake named), and the answer key's entry — the answer and its explanation, as
    ``mjlearn quiz --answers`` prints them."""
    headline = [f"<p><strong>{escape(render_step(report.summary, lang))}</strong></p>"] \
        if score else []
    parts = [f'<div class="mjlearn-quiz-summary" lang="{lang}">', *headline,
             f"<h4>{escape(label('quiz_results', lang))}</h4>"]
    for entry in report.entries:
        key = entry.key
        if entry.verdict is None:
            lines = [("quiz.not_answered", render_step(step("quiz.not_answered"), lang))]
        else:
            mine = step("quiz.your_answer", answer=entry.given)
            lines = [(mine.code, render_step(mine, lang))]
            if entry.diagnosis is not None:
                lines.append((entry.diagnosis.code, render_step(entry.diagnosis, lang)))
        lines.append((key.answer_step.code, render_step(key.answer_step, lang)))
        look = ("mjlearn-correct", "correct") if entry.correct else ("mjlearn-wrong", "wrong")
        title = render_step(step("quiz.question", number=key.number), lang)
        items = "".join(f'<li data-code="{escape(s.code, quote=True)}">{text_html(render_step(s, lang))}</li>'
                        for s in key.steps)
        parts.append(f'<div class="mjlearn-quiz-question" '
                     f'data-kind="{escape(key.question.kind, quote=True)}">'
                     f"<p><strong>{escape(title)}.</strong> "
                     f"{escape(prompt_text(key.question, lang))}</p>"
                     + feedback_html(*look, lines, lang)
                     + f'<ol class="mjlearn-answer-steps">{items}</ol></div>')
    parts.append("</div>")
    return "".join(parts)


class QuizWidget(ExerciseWidget):
    """``QuizWidget(["count_han", "count_fu"], seed=7, count=3, lang="it")``: ``count``
    questions of each kind, kind after kind, as ``mjlearn quiz`` lists them.

    Drive it like the exercise widget (``answer.value``, ``check_button.click()``,
    ``next_button.click()``); after the last question Next shows the results
    (``summary.value``) and ``restart_button`` starts again from question 1.
    """

    offers_similar = False      # a quiz has no "A similar one"

    def card_title_key(self) -> str:
        return "card_quiz"

    def __init__(self, /, kinds: str | Iterable[str], seed: int, count: int = 5,
                 difficulty: int = 1, *, ruleset: str = "standard", lang: str | None = None,
                 mode: str = "test", picker: bool | None = None, store: Any = DEFAULT_STORE,
                 attempts: int = 2, timed: bool = False, clock: Any = None,
                 **constraints: Any) -> None:
        check_options(kinds=kinds, seed=seed, difficulty=difficulty, mode=mode, picker=picker,
                      store=store, timed=timed, clock=clock)
        kinds = [kinds] if isinstance(kinds, str) else list(kinds)
        if not kinds:
            raise MjlearnError("unknown_exercise_kind", kind="", known=", ".join(sorted(KINDS)))
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
            raise MjlearnError("bad_option", option="count", value=str(count))
        if mode not in MODES:
            raise MjlearnError("bad_option", option="mode", value=str(mode)[:20])
        self.mode = mode
        self.kinds, self.count = tuple(kinds), count
        self._options = (seed, list(kinds), count, difficulty, ruleset, dict(constraints))
        self.attempt = 1                    # a new one after the key was shown (test mode)
        self.earlier: list[list[Any]] = []  # the answers of the attempts before this one
        self.questions = tuple(self._questions(seed, kinds, count, difficulty, ruleset,
                                               **constraints))
        # the answer file names its quiz by these options: only where they give the
        # questions (``mjlearn quiz``'s), not a subclass's own (a speed round's), and only
        # for a test (practice shows the answers on the way: nothing to hand in)
        self.spec = (QuizSpec(seed, tuple(kinds), count, difficulty, ruleset,
                              tuple(sorted(constraints.items())))
                     if type(self)._questions is QuizWidget._questions and mode == "test"
                     else None)
        self.index = 0
        self.finished = False
        self._reset()
        self.position_label = widgets.HTML()
        self.summary = widgets.HTML()
        self.restart_button = widgets.Button(layout=widgets.Layout(width="auto",
                                                                   min_width="12em"))
        self.restart_button.on_click(lambda _b: self.restart())
        # "download my answers": the learner's name, then a link to the answer file
        self.name_box = widgets.Text(layout=widgets.Layout(width="20em"))
        self.name_box.add_class("mjlearn-quiz-name")
        self.name_box.observe(lambda _c: self._update_download(), names="value")
        self.download_help = widgets.HTML()
        self.download_link = widgets.HTML()
        self.download_box = widgets.VBox([self.download_help,
                                          wrapping_row([self.name_box, self.download_link])])
        self.download_box.add_class("mjlearn-quiz-download")
        super().__init__(kinds[0], seed=seed, difficulty=difficulty, ruleset=ruleset,
                         lang=lang, picker=picker, store=store, attempts=attempts,
                         adaptive=False, timed=timed, clock=clock, **constraints)
        self.add_class("mjlearn-quiz")
        self.children = (self.children[0], self.position_label, *self.children[1:],
                         self.summary, self.download_box, wrapping_row([self.restart_button]))

    def _questions(self, seed: int, kinds: list[str], count: int, difficulty: int,
                   ruleset: str, **constraints: Any) -> list:
        """The quiz's questions: ``mjlearn quiz``'s, kind after kind."""
        return quiz_questions(seed, kinds, count, difficulty, ruleset, **constraints)

    def _reset(self) -> None:
        # each question's first answer (test mode: the only one), and the order given
        self.test = QuizTest(self.questions)
        self._answer_order: list[bool] = []
        # each question's first answer as the learner typed it (what the file carries)
        self.typed: list[Any] = [None] * len(self.questions)

    @property
    def testing(self) -> bool:
        return self.mode == "test"

    @property
    def results(self) -> list[bool | None]:
        """Each question's first answer: right, wrong, or None (not answered)."""
        return [None if v is None else v.correct for v in self.test.verdicts]

    # --- moving through the quiz ---------------------------------------------------

    def _start(self) -> None:
        self._go(0)

    def _go(self, index: int) -> None:
        self.index, self.finished = index, False
        self._state = ()
        self.show(self.questions[index])

    @serialized
    def next(self, seed: int | None = None) -> None:
        """The next question; after the last one, the results. (``seed`` is ignored:
        a quiz's questions are fixed.) In a test, an answer typed or picked but not yet
        saved is saved first; one that cannot be read keeps the question, its message
        shown."""
        if self.finished:
            return
        if self.testing and not self.test.locked(self.index) and \
                _has_answer(self.controls.value()):
            if self.check() is None:        # not readable: say why, stay on the question
                return
        if self.index + 1 < len(self.questions):
            self._go(self.index + 1)
        else:
            self.finished = True
            self._state = ()
            self.refresh()

    @serialized
    def restart(self) -> None:
        """From the first question again, the score back to zero and the name box
        empty. A test whose answer key was shown starts a new attempt, on new questions
        (the answers of the earlier ones stay in the answer file); practice starts the
        same questions again."""
        if self.testing and self.finished and self.spec is not None:
            self.earlier.append(list(self.typed))
            self.attempt += 1
            seed, kinds, count, difficulty, ruleset, constraints = self._options
            self.questions = tuple(self._questions(attempt_seed(seed, self.attempt), kinds,
                                                   count, difficulty, ruleset, **constraints))
        self._reset()
        self.name_box.value = ""
        self._go(0)
        if self.attempt > 1:
            self._state = ("note", "quiz_new_attempt")
            self._render_feedback()

    @serialized
    def check(self):
        if self.finished:
            return None
        if not self.testing:
            return super().check()
        if self.test.locked(self.index):
            return None
        typed = self.controls.value()
        try:
            self.test = self.test.answer(self.index, typed, self.lang)
        except MjlearnError as error:
            self._state = ("error", error)
            self._render_feedback()
            return None
        verdict = self.test.verdicts[self.index]
        self.typed[self.index] = typed
        self._answer_order.append(verdict.correct)
        self.progress.record(self.question, verdict)
        self._state = ("note", "quiz_saved")
        self.refresh()
        return verdict

    @serialized
    def hint(self) -> bool:
        return False if self.finished or self.testing else super().hint()

    @serialized
    def show_answer(self):
        return None if self.finished or self.testing else super().show_answer()

    def similar(self) -> None:
        """A quiz's questions are fixed: no similar one."""

    @serialized
    def _answer_changed(self) -> None:
        if not self.testing:
            super()._answer_changed()
        elif self._state and self._state[0] == "error":
            self._state = ()
            self._render_feedback()

    # --- the score: first answers only --------------------------------------------

    def _count(self, fb) -> None:
        """Practice mode: only the first answer to each question counts."""
        if self.test.locked(self.index) or fb.verdict is None:
            return
        verdicts = list(self.test.verdicts)
        verdicts[self.index] = fb.verdict
        self.test = QuizTest(self.questions, tuple(verdicts))
        self.typed[self.index] = self.controls.value()   # practice: the first answer
        self._answer_order.append(fb.verdict.correct)
        self.progress.record(self.question, fb.verdict, fb.attempt, seconds=self._seconds(fb))

    def answers_file(self) -> tuple[str, str]:
        """(file name, JSON text) of "download my answers": the quiz, the language, the
        name written in :attr:`name_box` and each first answer as typed (None where
        there is none). It holds no score: ``mjlearn quiz grade`` checks the answers."""
        name = clean_name(self.name_box.value)
        slug = re.sub(r"[^\w-]+", "-", name, flags=re.UNICODE).strip("-").lower()[:40]
        file = f"mjlearn-quiz-{self.spec.seed}" + (f"-{slug}" if slug else "") + ".json"
        attempts = [*self.earlier, list(self.typed)]        # every attempt, the first first
        return file, answers_json(self.spec, self.lang, name, attempts[0], attempts[1:])

    def _update_download(self) -> None:
        if self.spec is None:               # no answer file for this kind of round
            return
        lang = self.lang
        self.name_box.placeholder = label("quiz_name", lang)
        self.name_box.description = ""
        self.download_help.value = (f'<p class="mjlearn-quiz-download-help" lang="{lang}">'
                                    f"{escape(label('quiz_download_help', lang))}</p>")
        file, text = self.answers_file()
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download_link.value = (
            f'<a class="mjlearn-quiz-download-link jp-Button" lang="{lang}" '
            f'download="{escape(file, quote=True)}" '
            f'href="data:application/json;charset=utf-8;base64,{data}" '
            f'style="display:inline-block;padding:4px 12px;border-radius:2px;'
            f'background:var(--jp-brand-color1, #1976d2);color:white;text-decoration:none">'
            f"{escape(label('quiz_download', lang))}</a>")

    def score(self) -> tuple[int, int, int]:
        """(questions right, questions answered, right first answers in a row)."""
        results = self.results
        right = sum(r is True for r in results)
        answered = sum(r is not None for r in results)
        streak = 0
        for correct in reversed(self._answer_order):
            if not correct:
                break
            streak += 1
        return right, answered, streak

    # --- rendering -----------------------------------------------------------------

    def refresh(self) -> None:
        super().refresh()
        lang, total = self.lang, len(self.questions)
        position = label("quiz_position", lang, number=self.index + 1, total=total)
        self.position_label.value = (f'<p class="mjlearn-quiz-position" lang="{lang}">'
                                     f"<strong>{escape(position)}</strong></p>")
        last = self.index + 1 == total
        self.next_button.description = label("quiz_finish" if last else "quiz_next", lang)
        locked = self.testing and self.test.locked(self.index)
        # a test says nothing about right or wrong before the end
        self.stats.layout.display = "none" if self.testing else None
        if self.testing:
            self.check_button.description = label("quiz_lock", lang)
            for button in (self.hint_button, self.show_answer_button, self.similar_button):
                button.layout.display = "none"
        else:
            self.similar_button.layout.display = "none"
        self.controls.set_disabled(self.finished or locked)
        for control in (self.check_button, self.hint_button, self.show_answer_button):
            control.disabled = self.finished or locked or (
                control is self.show_answer_button and self.tries.revealed)
        self.next_button.disabled = self.finished
        # a box shown again names its display (None leaves "none" on it in the browser)
        self.download_box.layout.display = ("flex" if self.finished and self.spec is not None
                                            else "none")
        if self.finished:
            self._update_download()
            self.summary.value = report_html(self.test.report(), lang)
            self.feedback.value = ""
            self.explanation.layout.display = "none"
        else:
            self.summary.value = ""
            self.explanation.layout.display = None
        self.restart_button.description = label(
            "quiz_new_attempt_button" if self.testing and self.spec is not None
            else "quiz_restart", lang)
        self.restart_button.layout.display = None if self.finished else "none"


def _has_answer(value: Any) -> bool:
    """Whether the answer controls hold something the learner typed or picked."""
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, dict):
        return any(_has_answer(v) if not isinstance(v, int) else True for v in value.values())
    return bool(value)


__all__ = ["QuizWidget", "report_html", "MODES"]
