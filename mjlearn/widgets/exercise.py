"""``ExerciseWidget``: one exercise at a time — question, answer, check, hint, next,
score and streak — over :mod:`mjlearn.exercises`. The widget computes nothing: the
exercise layer checks, names the misconception and supplies the explanation steps."""

from __future__ import annotations

import random
from html import escape
from typing import Any

import ipywidgets as widgets

from ..errors import MjlearnError
from ..exercises import TILE, Question, Verdict, check, feedback, generate, hints
from ..exercises.progress import ProgressStore
from ..i18n import render_step
from ..tiles import Tile, parse_tiles, sorted_tiles
from ..trace import Step
from .base import Localized, error_html
from .explanation import ExplanationView
from .labels import label
from .picker import TilePicker
from .svg import row_svg


def prompt_text(question: Question, lang: str) -> str:
    code, params = question.prompt
    return render_step(Step(code, params), lang)


def question_picture(question: Question, lang: str) -> str:
    """The tiles a question shows: its dora indicators and/or its hand."""
    parts = []
    indicators = question.data.get("indicators")
    if indicators and "hand" in question.data:
        tiles = tuple(Tile(k) for k in indicators)
        parts.append(f'<div class="mjlearn-indicators">{escape(label("indicators", lang))} '
                     f"{row_svg([tiles], lang, label=' '.join(t.code for t in tiles))}</div>")
    elif indicators:
        tile = Tile(indicators[0])
        parts.append(row_svg([(tile,)], lang, label=tile.code, scale=1.3))
    if "hand" in question.data:
        hand = sorted_tiles(parse_tiles(question.data["hand"]))
        parts.append(f'<div class="mjlearn-hand">'
                     f"{row_svg([hand], lang, label=question.data['hand'])}</div>")
    classic = question.data.get("classic_hand")
    if classic:  # a Classic European hand: its concealed tiles, its sets, the last tile apart
        parts.append(f'<div class="mjlearn-hand">{classic_picture(classic, lang)}</div>')
    discards = question.data.get("discards")
    if discards:  # the player's own discards, in the order discarded (a furiten question)
        tiles = parse_tiles(discards)
        parts.append(f'<div class="mjlearn-discards">{escape(label("discards", lang))} '
                     f"{row_svg([tiles], lang, label=discards, scale=0.8)}</div>")
    melds = question.data.get("melds")
    if melds:  # called sets (and concealed kans) of a whole Riichi hand, beside the hand
        groups = [parse_tiles(code) for code in melds]
        parts.append(f'<div class="mjlearn-melds">'
                     f"{row_svg(groups, lang, label=' '.join(melds))}</div>")
    return "".join(parts)


def classic_picture(text: str, lang: str) -> str:
    """A hand in the Classic notation as tiles: the concealed tiles, then each declared
    set, then the last tile, outlined."""
    from ..classic.notation import parse_compact

    hand = parse_compact(text)
    concealed = list(hand.concealed)
    last = next((t for t in concealed if hand.last is not None and t.kind == hand.last.kind), None)
    if last is not None:
        concealed.remove(last)
    groups = [sorted_tiles(concealed)] + [tuple(Tile(k) for k in g.kinds) for g in hand.groups]
    marked = set()
    if last is not None:
        groups.append((last,))
        marked.add((len(groups) - 1, 0))
    return row_svg(groups, lang, marked=marked, label=text)


def auto_width() -> widgets.Layout:
    return widgets.Layout(width="auto", min_width="8em")


class ExerciseWidget(widgets.VBox, Localized):
    """``ExerciseWidget("find_waits", seed=7, difficulty=2, lang="pl")``.

    Drive it like a learner: ``w.answer.value = "36m"; w.check_button.click()`` and read
    ``w.feedback.value``; ``w.hint_button.click()`` reveals the next step of the
    explanation; ``w.next_button.click()`` draws the next exercise (the same sequence for
    the same seed). With a :class:`ProgressStore` every attempt is kept and the score
    and streak come from it; ``review=True`` draws exercises of the kinds got wrong.
    """

    def __init__(self, kind: str = "find_waits", seed: int | None = None, difficulty: int = 1,
                 *, ruleset: str = "standard", lang: str | None = None,
                 store: ProgressStore | None = None, review: bool = False,
                 picker: bool = False, **constraints: Any) -> None:
        self._init_language(lang)
        self.kind, self.difficulty, self.ruleset = kind, difficulty, ruleset
        self.constraints = constraints
        self.store, self.review = store, review
        self._rng = random.Random(seed)
        self.prompt = widgets.HTML()
        self.picture = widgets.HTML()
        # Labels differ in length from language to language: let them take what they need.
        self.answer = widgets.Text(continuous_update=True,
                                   style={"description_width": "initial"})
        self.check_button = widgets.Button(button_style="primary", layout=auto_width())
        self.hint_button = widgets.Button(layout=auto_width())
        self.show_all_button = widgets.Button(layout=auto_width())
        self.next_button = widgets.Button(layout=auto_width())
        self.feedback = widgets.HTML()
        self.score_label = widgets.Label()
        self.streak_label = widgets.Label()
        self.explanation = ExplanationView(lang=self.lang)
        self.picker = TilePicker(lang=self.lang, max_tiles=34) if picker else None
        # (one tile for a tile answer: set in ``next`` once the question is known)
        self.check_button.on_click(lambda _b: self.check())
        self.hint_button.on_click(lambda _b: self.hint())
        self.show_all_button.on_click(lambda _b: self.explanation.reveal_all())
        self.next_button.on_click(lambda _b: self.next())
        if self.picker is not None:
            self.picker.observe(lambda change: setattr(self.answer, "value", change["new"]),
                                names="value")
        self._session = [0, 0, 0]  # right, total, streak (without a store)
        children = [self.prompt, self.picture, self.answer]
        if self.picker is not None:
            children.append(self.picker)
        children += [widgets.HBox([self.check_button, self.hint_button, self.show_all_button,
                                   self.next_button]),
                     self.feedback, widgets.HBox([self.score_label, self.streak_label]),
                     self.explanation]
        super().__init__(children=children)
        self.question: Question | None = None
        self._first = seed if seed is not None else self._rng.randrange(2**31)
        self._start()

    def _start(self) -> None:
        """Show the first exercise (a subclass with ready questions shows its first)."""
        self.next(seed=self._first)

    # --- actions -------------------------------------------------------------------

    def next(self, seed: int | None = None) -> None:
        """Show a new exercise (from the review queue in review mode)."""
        self._state: tuple = ()
        question = None
        if self.review and self.store is not None and seed is None:
            question = self.store.review_question(self._rng)
            if question is None:
                self._state = ("review_nothing",)
        if question is None:
            seed = self._rng.randrange(2**31) if seed is None else seed
            question = generate(self.kind, seed, self.difficulty, self.ruleset,
                                **self.constraints)
        self.show(question)

    def show(self, question: Question) -> None:
        """Show a ready question with its answer box, picker and explanation cleared."""
        self.question = question
        self.verdict: Verdict | None = None
        self.solved = False
        self.answer.value = ""
        if self.picker is not None:
            self.picker.max_tiles = 1 if question.answer_type == TILE else 34
            self.picker.clear()
        self.explanation.set_steps(hints(question), revealed=0)
        self.refresh()

    def check(self) -> Verdict | None:
        """Check the typed answer; unreadable text gives a localized message."""
        try:
            verdict = check(self.question, self.answer.value, self.lang)
        except MjlearnError as error:
            self._state = ("error", error)
            self._render_feedback()
            return None
        if not self.solved:
            self._count(verdict)
        self.verdict = verdict
        self.solved = self.solved or verdict.correct
        self._state = ("verdict", verdict)
        self.refresh()
        return verdict

    def hint(self) -> bool:
        return self.explanation.reveal_next()

    def _count(self, verdict: Verdict) -> None:
        if self.store is not None:
            self.store.record(self.question, verdict)
            return
        right, total, streak = self._session
        self._session = [right + verdict.correct, total + 1,
                         streak + 1 if verdict.correct else 0]

    def score(self) -> tuple[int, int, int]:
        """(right, total, streak)."""
        if self.store is not None:
            s = self.store.score()
            return s.correct, s.total, s.streak
        return tuple(self._session)

    # --- rendering -----------------------------------------------------------------

    def _render_feedback(self) -> None:
        lang = self.lang
        if not self._state:
            self.feedback.value = ""
        elif self._state[0] == "error":
            self.feedback.value = error_html(self._state[1], lang)
        elif self._state[0] == "review_nothing":
            self.feedback.value = f'<p class="mjlearn-note">{escape(label("review_nothing", lang))}</p>'
        else:
            verdict = self._state[1]
            css = "mjlearn-correct" if verdict.correct else "mjlearn-wrong"
            lines = "".join(f'<p data-code="{escape(s.code, quote=True)}">'
                            f"{escape(render_step(s, lang))}</p>"
                            for s in feedback(self.question, verdict))
            self.feedback.value = f'<div class="mjlearn-feedback {css}" lang="{lang}">{lines}</div>'

    def refresh(self) -> None:
        lang = self.lang
        self.prompt.value = f'<p lang="{lang}">{escape(prompt_text(self.question, lang))}</p>'
        self.picture.value = question_picture(self.question, lang)
        self.answer.placeholder = label("answer_placeholder", lang)
        self.answer.description = label("answer", lang)
        self.check_button.description = label("check", lang)
        self.hint_button.description = label("hint", lang)
        self.show_all_button.description = label("show_all", lang)
        self.next_button.description = label("next", lang)
        right, total, streak = self.score()
        self.score_label.value = label("score", lang, correct=right, count=total)
        self.streak_label.value = label("streak", lang, count=streak)
        self._render_feedback()
        self.explanation.set_language(lang)
        if self.picker is not None:
            self.picker.set_language(lang)


__all__ = ["ExerciseWidget", "prompt_text", "question_picture", "classic_picture"]
