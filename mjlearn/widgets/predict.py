"""Predict first: worked examples that ask before they explain.

``WorkedExample(situation, ask="fu")`` shows a hand and asks the learner's estimate — its
han, its fu or what it pays — and only then compares it with the engine and reveals the
engine's explanation one step at a time. The estimate is checked like an exercise on the
same hand (:func:`example_question`), so a typical mistake is named.

``FadedExample(situation, blank="fu.rounding")`` is the next stage: the explanation is
shown up to one step, which the learner fills in (the rounded fu, the basic points, a
yaku's han, a set's fu, a payment), then sees that step and the next ones.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from ..errors import MjlearnError
from ..exercises import (Question, answer_text, check, diagnosis_step, diagnosis_steps,
                         expected_answer, get_kind, hints, question_for)
from ..exercises.trace_diagnosis import blank_diagnosis
from ..i18n import format_number, parse_points, render_step, yaku_name
from ..i18n.typed_words import strip_point_unit
from ..tiles import format_tiles
from ..trace import Step, step
from .answers import AnswerControls, on_enter
from .base import Localized, check_options, error_html, serialized
from .card import StaticCard
from .exercise import feedback_html, prompt_text, question_picture
from .explanation import ExplanationView
from .labels import label
from .style import stylesheet, wrapping_row

ASK_KINDS = {"han": "count_han", "fu": "count_fu", "payment": "hand_payments"}
WINDS = "ESWN"


def situation_data(situation: Any) -> dict[str, Any]:
    """A :class:`~mjlearn.riichi.Situation` (or its JSON form) as an exercise stores it:
    the JSON keys of ``score_json``. A flag the exercises' prompts cannot say (ippatsu,
    haitei …) is refused, so the question never hides part of the hand's story."""
    from ..riichi import Situation

    sit = situation if isinstance(situation, Situation) else Situation.from_json(situation)
    extra = [name for name in ("double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                               "chankan", "tenhou", "chiihou", "renhou", "riichi_sticks",
                               "paarenchan") if getattr(sit, name)]
    if extra:
        raise MjlearnError("bad_option", option="situation", value=extra[0])
    data = {"hand": format_tiles(sit.hand.concealed), "win": sit.hand.win.code,
            "melds": [{"type": m.type, "tiles": format_tiles(m.tiles)} for m in sit.hand.melds],
            "tsumo": sit.tsumo, "riichi": sit.riichi,
            "seat_wind": WINDS[sit.seat_wind - 27], "round_wind": WINDS[sit.round_wind - 27],
            "rules": sit.rules.name}
    if sit.dora:
        data["dora"] = "".join(t.code for t in sit.dora)
    if sit.ura:
        data["ura"] = "".join(t.code for t in sit.ura)
    if sit.honba:
        data["honba"] = sit.honba
    return data


def example_question(kind: str, situation: Any) -> Question:
    """The ``count_han``, ``count_fu`` or ``hand_payments`` question on a given hand, as
    ``generate`` makes one on a drawn hand (:func:`mjlearn.exercises.question_for`), so
    the learner's estimate is checked and diagnosed like an exercise and the explanation
    is the exercise's."""
    return question_for(kind, situation_data(situation))


def _button(primary: bool = False) -> widgets.Button:
    return widgets.Button(button_style="primary" if primary else "",
                          layout=widgets.Layout(width="auto", min_width="8em"))


class _Example(StaticCard, widgets.VBox, Localized):
    """What both examples share: the question on a given hand, its picture, the
    explanation revealed step by step, and the buttons that move through it."""

    card_action = "card_answer"

    def card_parts(self) -> tuple[str, str]:
        return self.prompt.value, self.picture.value

    def _prepare(self, situation: Any, ask: str, lang: str | None) -> None:
        """The parts both examples have (before the widget itself is made)."""
        check_options(ask=ask)
        if ask not in ASK_KINDS:
            raise MjlearnError("bad_option", option="ask", value=str(ask)[:20])
        self._init_language(lang)
        self.ask = ask
        self.question: Question = example_question(ASK_KINDS[ask], situation)
        self.steps: tuple[Step, ...] = hints(self.question)
        self.prompt = widgets.HTML()
        self.picture = widgets.HTML()
        self.feedback = widgets.HTML()
        self.explanation = ExplanationView(self.steps, lang=self.lang, revealed=0)
        self.next_step_button = _button()
        self.all_steps_button = _button()
        self.next_step_button.on_click(lambda _b: self.next_step())
        self.all_steps_button.on_click(lambda _b: self.all_steps())
        self.steps_row = wrapping_row([self.next_step_button, self.all_steps_button])
        self.done = widgets.HTML()
        self._error: MjlearnError | None = None

    def _changed(self) -> None:
        """An edit takes away the message about the text that was there."""
        if self._error is not None:
            self._error = None
            self.feedback.value = ""

    def _say(self, css: str, icon: str, lines: list[tuple[str, str]]) -> None:
        """The feedback: the error of an unreadable answer first, else these lines."""
        if self._error is not None:
            self.feedback.value = error_html(self._error, self.lang)
        else:
            self.feedback.value = feedback_html(css, icon, lines, self.lang) if lines else ""

    @serialized
    def next_step(self) -> bool:
        shown = self.explanation.reveal_next()
        self.refresh()
        return shown

    @serialized
    def all_steps(self) -> None:
        self.explanation.reveal_all()
        self.refresh()

    def _refresh_steps(self, started: bool) -> None:
        lang = self.lang
        self.prompt.value = f'<p lang="{lang}">{escape(prompt_text(self.question, lang))}</p>'
        self.explanation.set_language(lang)
        self.next_step_button.description = label("predict_next", lang)
        self.all_steps_button.description = label("predict_all", lang)
        finished = self.explanation.revealed >= len(self.steps)
        self.steps_row.layout.display = None if started and not finished else "none"
        self.done.value = (f'<p lang="{lang}"><em>{escape(label("predict_done", lang))}</em></p>'
                           if started and finished else "")
        self.picture.value = question_picture(self.question, lang)


class WorkedExample(_Example):
    """``WorkedExample(Situation("123m789m123p999s11z", win="3p"), ask="fu")``.

    ``ask``: ``"han"``, ``"fu"`` or ``"payment"``. Drive it like a learner:
    ``w.answer.value = "40"`` (or ``w.fields[...]`` for a payment) then
    ``w.reveal_button.click()``; ``w.skip_button.click()`` shows the explanation without
    an estimate; ``w.next_step_button.click()`` reveals one more step."""

    card_title = "card_worked"

    def __init__(self, situation: Any, *, ask: str = "fu", lang: str | None = None) -> None:
        self._prepare(situation, ask, lang)
        self.answer = widgets.Text(continuous_update=True, style={"description_width": "initial"},
                                   layout=widgets.Layout(width="auto", max_width="40em"))
        self.controls = AnswerControls(self.answer, picker=False, on_change=self._changed,
                                       on_submit=self.reveal)
        self.reveal_button = _button(primary=True)
        self.skip_button = _button()
        self.reveal_button.on_click(lambda _b: self.reveal())
        self.skip_button.on_click(lambda _b: self.skip())
        self.ask_label = widgets.HTML()
        self.verdict = None
        self.started = False
        super().__init__(children=[
            stylesheet(), self.prompt, self.picture, self.ask_label, self.controls,
            wrapping_row([self.reveal_button, self.skip_button]), self.feedback,
            self.explanation, self.steps_row, self.done])
        self.add_class("mjlearn-worked-example")
        self.controls.show(self.question, self.lang)
        self.refresh()

    @property
    def fields(self) -> dict[str, widgets.Text]:
        return self.controls.fields

    @serialized
    def reveal(self) -> bool:
        """Compare the estimate with the engine and show the first step; an unreadable
        estimate gets a localized message instead."""
        if self.started:
            return False
        try:
            self.verdict = check(self.question, self.controls.value(), self.lang)
        except MjlearnError as error:
            self._error = error
            self.refresh()
            return False
        self._begin()
        return True

    @serialized
    def skip(self) -> None:
        """No estimate: the explanation straight away."""
        if not self.started:
            self.verdict = None
            self._begin()

    def _begin(self) -> None:
        self.started, self._error = True, None
        self.controls.set_disabled(True)
        self.explanation.reveal_next()
        self.refresh()

    def refresh(self) -> None:
        lang = self.lang
        self.ask_label.value = f'<p lang="{lang}"><strong>{escape(label("predict_first", lang))}</strong></p>'
        self.controls.refresh(lang)
        self.answer.description = label("predict_estimate", lang)
        self.reveal_button.description = label("predict_reveal", lang)
        self.skip_button.description = label("predict_skip", lang)
        for button in (self.reveal_button, self.skip_button):
            button.layout.display = "none" if self.started else None
        lines, look = [], ("mjlearn-revealed", "revealed")
        if self.verdict is not None:
            right = answer_text(self.question, expected_answer(self.question), lang)
            if self.verdict.correct:
                lines = [("predict_right", label("predict_right", lang, value=right))]
                look = ("mjlearn-correct", "correct")
            else:
                estimate = answer_text(self.question, self.verdict.given, lang)
                off = "predict_off_payment" if self.ask == "payment" else "predict_off"
                lines = [("predict_off", label(off, lang, estimate=estimate, value=right))]
                for diagnosis in diagnosis_steps(self.question, self.verdict):
                    lines.append((diagnosis.code, render_step(diagnosis, lang)))
        self._say(*look, lines)
        self._refresh_steps(self.started)


# The number an unreadable answer is shown as an example, by the blank step's family: fu,
# han, basic points, a payment (one the blank could take, not its answer).
BLANK_EXAMPLES = {"fu": 30, "yaku": 2, "points": 1920, "payment": 11600}


# The steps a faded example can leave blank: what the learner gives for each.
def _blank_value(s: Step) -> int:
    if s.code == "fu.rounding":
        return s.params["rounded"]
    if s.code == "points.formula":
        return s.params["basic"]
    if s.code.startswith("payment."):
        return s.params["amount"]
    return s.value


def _blank_question(s: Step, lang: str) -> str:
    if s.code == "yaku.han":
        return label("faded.yaku.han", lang,
                     yaku=yaku_name(s.params["yaku"], lang, s.params.get("winds", True)))
    if s.code == "fu.set":
        return label("faded.fu.set", lang, set=s.params["set"])
    if s.code in ("fu.wait", "fu.pair"):
        return label(f"faded.{s.code}", lang)
    if s.code == "fu.rounding":
        return label("faded.fu.rounding", lang, raw=s.params["raw"])
    if s.code == "points.formula":
        return label("faded.points.formula", lang, han=s.params["han"], fu=s.params["fu"])
    return label("faded.payment", lang, basic=s.params["basic"],
                 multiplier=s.params["multiplier"])


FADED_TRIES = 2   # the step is shown after this many wrong answers


def blank_rule(s: Step) -> Step:
    """The rule a faded example's step follows, said after a miss no mistake explains
    (without the step's value)."""
    if s.code == "fu.rounding":
        return step("faded.rule.fu_rounding")
    if s.code == "points.formula":
        return step("faded.rule.basic_points", fu=s.params["fu"], count=2 + s.params["han"])
    if s.code.startswith("payment."):
        return step("faded.rule.payment", multiplier=s.params["multiplier"])
    if s.code == "yaku.han":
        return step("faded.rule.yaku_han")
    return step("faded.rule.fu_item")


BLANKS = ("yaku.han", "fu.set", "fu.wait", "fu.pair", "fu.rounding", "points.formula",
          "payment.ron", "payment.tsumo")


class FadedExample(_Example):
    """``FadedExample(Situation(...), blank="fu.rounding")``: the explanation up to the
    first step with that code is shown, the learner fills in that step
    (``w.answer.value = "60"; w.check_button.click()``), then sees it and the rest one
    step at a time. ``ask`` chooses the explanation (``"fu"``, ``"han"``, ``"payment"``);
    by default the one the blank belongs to."""

    card_title = "card_faded"

    def __init__(self, situation: Any, *, blank: str = "fu.rounding", ask: str | None = None,
                 lang: str | None = None) -> None:
        check_options(blank=blank)
        if ask is not None:
            check_options(ask=ask)
        if blank not in BLANKS:
            raise MjlearnError("bad_option", option="blank", value=str(blank)[:20])
        ask = ask or ("han" if blank == "yaku.han" else "fu" if blank.startswith("fu.")
                      else "payment")
        self._prepare(situation, ask, lang)
        index = next((i for i, s in enumerate(self.steps) if s.code == blank), None)
        if index is None:
            raise MjlearnError("bad_option", option="blank", value=blank)
        self.blank_index = index
        self.blank = self.steps[index]
        self.blank_prompt = widgets.HTML()
        self.answer = widgets.Text(continuous_update=True, style={"description_width": "initial"},
                                   layout=widgets.Layout(width="auto", min_width="9em"))
        self.check_button = _button(primary=True)
        self.check_button.on_click(lambda _b: self.check())
        self.answer.observe(lambda _c: self._changed(), names="value")
        on_enter(self.answer, self.check)
        self.filled: bool | None = None   # None: not yet; True/False: right or wrong
        self.misses = 0                   # wrong answers so far (the step shows after 2)
        self.reason: Step | None = None   # after a miss: why (a misconception or a note)
        self.late = False                 # an answer given after the step was filled in
        self.explanation.revealed = index
        super().__init__(children=[
            stylesheet(), self.prompt, self.picture, self.explanation, self.blank_prompt,
            wrapping_row([self.answer, self.check_button]), self.feedback, self.steps_row,
            self.done])
        self.add_class("mjlearn-faded-example")
        self.refresh()

    @serialized
    def check(self) -> bool | None:
        """A right answer, or the last of :data:`FADED_TRIES` misses, fills the step in and
        shows it; an earlier miss says why (the mistake the number shows, else the rule
        the step follows) and leaves the answer open for another try."""
        if self.filled is not None:
            # the step is done (solved or shown): a new answer gets no verdict, only that
            self.late = True
            self.refresh()
            return None
        try:
            given = parse_points(strip_point_unit(self.answer.value, self.lang), self.lang,
                                 BLANK_EXAMPLES.get(self.blank.family, 30))
        except MjlearnError as error:
            self._error = error
            self.refresh()
            return None
        self._error = None
        right = given == _blank_value(self.blank)
        # a miss says why: the mistake the number shows, or the rule the trace notes, or
        # the rule the step follows
        self.reason = None if right else (
            blank_diagnosis(self.steps, self.blank_index, given) or self._share_diagnosis(given)
            or blank_rule(self.blank))
        if not right:
            self.misses += 1
            if self.misses < FADED_TRIES:
                self.refresh()
                return False
        self.filled = right
        self.answer.disabled = True
        self.explanation.reveal_next()   # the blank step itself
        self.refresh()
        return self.filled

    def _changed(self) -> None:
        """An edit after the step was filled in: the verdict was on the earlier text."""
        super()._changed()
        if self.filled is not None and not self.late:
            self.late = True
            self.refresh()

    def _share_diagnosis(self, given: int) -> Step | None:
        """A payment blank's miss as the exercise on this hand names it: the first of the
        kind's mistakes whose amount for this payer is the learner's, checked as the whole
        answer it leads to (so named as :class:`ExerciseWidget` would name it)."""
        if not self.blank.code.startswith("payment."):
            return None
        payers = [s for s in self.steps if s.code in ("payment.ron", "payment.tsumo")]
        position = next(i for i, s in enumerate(payers) if s is self.blank)
        expected = expected_answer(self.question)
        extra = expected[position] - self.blank.params["amount"]   # the honba, if any
        for misconception in get_kind(self.question.kind).misconceptions:
            wrong = misconception.answer(self.question) if misconception.answer else None
            if not isinstance(wrong, tuple) or len(wrong) != len(expected) \
                    or wrong[position] - extra != given or wrong[position] == expected[position]:
                continue
            verdict = check(self.question, " / ".join(str(a) for a in wrong))
            if verdict.misconception is not None:
                return diagnosis_step(self.question, verdict)
        return None

    def refresh(self) -> None:
        lang = self.lang
        question = _blank_question(self.blank, lang)
        self.blank_prompt.value = (f'<p lang="{lang}"><strong>{escape(label("faded_your_turn", lang))}'
                                   f"</strong> {escape(question)}</p>")
        self.check_button.description = label("faded_check", lang)
        self.answer.description = label("answer", lang)
        self.check_button.layout.display = "none" if self.filled is not None else None
        lines, look = [], ("mjlearn-correct", "correct")
        if self.filled is None and self.misses and self.reason is not None:
            # a miss before the last: why, and one more try; not the value yet
            left = FADED_TRIES - self.misses
            named = self.reason.code.startswith("misconception.")
            lines = ([] if named else
                     [("feedback.not_yet", render_step(step("feedback.not_yet"), lang))]) + [
                     (self.reason.code, render_step(self.reason, lang)),
                     ("feedback.try_again", render_step(step("feedback.try_again", count=left),
                                                        lang))]
            look = ("mjlearn-wrong", "wrong")
        if self.filled is not None and self.late:
            value = format_number(_blank_value(self.blank), lang)
            lines = [("faded_already", label("faded_already", lang, value=value))]
            look = ("mjlearn-revealed", "revealed")
        elif self.filled is not None:
            value = format_number(_blank_value(self.blank), lang)
            key = "faded_right" if self.filled else "faded_wrong"
            lines = [(key, label(key, lang, value=value))]
            if self.reason is not None:
                lines.append((self.reason.code, render_step(self.reason, lang)))
            look = ("mjlearn-correct", "correct") if self.filled else ("mjlearn-wrong", "wrong")
        self._say(*look, lines)
        self._refresh_steps(self.filled is not None)


__all__ = ["WorkedExample", "FadedExample", "example_question", "situation_data", "ASK_KINDS",
           "BLANKS"]
