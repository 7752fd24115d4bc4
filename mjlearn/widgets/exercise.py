"""``ExerciseWidget``: one exercise at a time, taught the way a teacher would.

A first wrong answer gets the named mistake, or "not yet" and a first hint — never the
answer. After ``attempts`` wrong answers (2 by default), or when the learner presses "Show
the answer", the answer comes with the whole explanation, and "A similar one" draws a new
question on the same skill. Enter checks; the feedback goes as soon as the answer changes.

The answer is given in the form the question has (:mod:`.answers`): tile pictures to
click, yaku to toggle, one labelled field per payer or seat. Every attempt is kept in the
learner's progress store (on by default; ``store=None`` turns it off), which also moves
the difficulty; a store that fails is a localized note, and the exercise goes on.

The widget computes nothing: the exercise layer checks, diagnoses, chooses the hint and
supplies the explanation (:mod:`mjlearn.exercises.tutor`).
"""

from __future__ import annotations

import random
import time
from html import escape
from typing import Any, Callable

import ipywidgets as widgets

from ..errors import MjlearnError
from ..exercises import Question, generate, hints, target_seconds
from ..exercises.tutor import CORRECT, Feedback, Tries, similar
from ..i18n import render_step, text_html
from ..tiles import Tile, parse_tiles, sorted_tiles
from ..trace import Step
from .answers import AnswerControls
from ..checks import check_instance
from ..i18n import resolve_language
from .base import Localized, check_options, error_html, serialized
from .card import StaticCard
from .explanation import ExplanationView
from .hand_view import hand_picture, picture_label
from .labels import label
from .progress import DEFAULT_STORE, StoreLink
from .ruleset_picker import DEFAULT_RULESET, chosen_ruleset
from .style import stylesheet, wrapping_row
from .svg import row_html, row_svg
from .timing import SINK_CLASS, Stopwatch, running_clock_html, stopped_clock_html

ICONS = {"correct": "✓", "wrong": "✗", "revealed": "💡", "note": "ℹ"}


def look_of(fb: Feedback) -> tuple[str, str]:
    """(CSS class, icon) of a feedback: right, wrong (the answer shown or not), or the
    answer shown on request, before any answer."""
    if fb.status == CORRECT:
        return "mjlearn-correct", "correct"
    if fb.verdict is not None and not fb.verdict.correct:
        return "mjlearn-wrong", "wrong"
    return "mjlearn-revealed", "revealed"


def prompt_text(question: Question, lang: str) -> str:
    check_instance("question", question, Question, "question")
    lang = resolve_language(lang)
    code, params = question.prompt
    return render_step(Step(code, params), lang)


def question_melds(question: Question) -> list[tuple[str, str]]:
    """The called sets (and concealed kans) of a question's hand, typed: from its
    situation where it has one, else by their size."""
    situation = question.data.get("situation") or {}
    if situation.get("melds"):
        return [(m["type"], m["tiles"]) for m in situation["melds"]]
    melds = []
    for code in question.data.get("melds") or ():
        tiles = parse_tiles(code)
        shape = "kan" if len(tiles) == 4 else "pon" if tiles[0].kind == tiles[-1].kind else "chi"
        melds.append((shape, code))
    return melds


def question_picture(question: Question, lang: str) -> str:
    """The tiles a question shows: its dora indicators and/or its hand, as at the table
    (the winning tile set apart, the called sets beside the hand)."""
    check_instance("question", question, Question, "question")
    lang = resolve_language(lang)
    parts = []
    indicators = question.data.get("indicators")
    if indicators and "hand" in question.data:
        tiles = tuple(Tile(k) for k in indicators)
        caption = escape(label("indicators_shown", lang, count=len(tiles)))  # "Dora indicator:"
        parts.append(f'<div class="mjlearn-indicators" style="display:flex;align-items:center;'
                     f'gap:0.6em;margin-bottom:6px">{caption} '
                     f"{row_svg([tiles], lang, label=' '.join(t.code for t in tiles))}</div>")
    elif indicators:
        tile = Tile(indicators[0])
        parts.append(row_svg([(tile,)], lang, label=tile.code, scale=1.3))
    if "hand" in question.data:
        win = (question.data.get("situation") or {}).get("win")
        picture = hand_picture(question.data["hand"], win, question_melds(question))
        parts.append(f'<div class="mjlearn-hand">'
                     f"{picture.html(lang, label=picture_label(picture, lang))}</div>")
    classic = question.data.get("classic_hand")
    if classic:  # a Classic European hand: its concealed tiles, its sets, the last tile apart
        parts.append(f'<div class="mjlearn-hand">{classic_picture(classic, lang)}</div>')
    discards = question.data.get("discards")
    if discards:  # the player's own discards, in the order discarded (a furiten question)
        tiles = parse_tiles(discards)
        parts.append(f'<div class="mjlearn-discards">{escape(label("discards", lang))} '
                     f"{row_html([tiles], lang, label=discards, scale=0.8)}</div>")
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
    return row_html(groups, lang, marked=marked, label=text)


def feedback_html(css: str, icon: str, lines: list[tuple[str, str]], lang: str) -> str:
    """A feedback box: its colour (``css``), an icon, then each line as ``(data-code,
    text)`` — right or wrong is said in words and icon, never by colour alone."""
    body = "".join(f'<p data-code="{escape(code, quote=True)}">'
                   + (f'<span class="mjlearn-icon" aria-hidden="true">{ICONS[icon]}</span>'
                      if n == 0 else "")
                   + f"{text_html(text)}</p>" for n, (code, text) in enumerate(lines))
    return f'<div class="mjlearn-feedback {css}" lang="{lang}">{body}</div>'


def note_html(text: str, lang: str, css: str = "mjlearn-note") -> str:
    return feedback_html(css, "note", [("note", text)], lang)


def store_note_html(progress, lang: str) -> str:
    """A store that failed: its localized error, and that the exercise still works."""
    if not progress.failed:
        return ""
    error = error_html(progress.error, lang) if progress.error is not None else ""
    return (f'<div class="mjlearn-store-note">{error}'
            f'{note_html(label("store_unsaved", lang), lang)}</div>')


def auto_width() -> widgets.Layout:
    return widgets.Layout(width="auto", min_width="8em")


class ExerciseWidget(StaticCard, widgets.VBox, Localized):
    """``ExerciseWidget("find_waits", seed=7, difficulty=2, lang="pl")``.

    Drive it like a learner: ``w.answer.value = "36m"; w.check_button.click()`` (or
    Enter) and read ``w.feedback.value``; ``w.hint_button.click()`` reveals the next
    step of the explanation, ``w.show_answer_button.click()`` the answer and all of it,
    ``w.similar_button.click()`` draws a similar question and ``w.next_button.click()``
    the next one (the same sequence for the same seed). ``w.picker``, ``w.toggles`` and
    ``w.fields`` are the answer's own controls. ``store=None`` keeps no progress;
    ``review=True`` draws the questions due for review.

    ``timed=True`` makes it a timed drill: a clock runs from the learner's first
    interaction with the question (a focus, click or key in the page, measured there:
    :mod:`.timing`; from Python, the first change of the answer) to the first answer
    (``w.answer_seconds``), beside the question's target time and the learner's personal
    best (kept by the progress store, per kind and level); ``clock`` is the kernel's time
    source (``time.monotonic``; a test passes its own). ``w.clock_sink`` is the hidden
    field the page's script reports to.
    """

    card_action = "card_answer"
    offers_similar = True       # a miss shown with its answer points at "A similar one"

    def card_title_key(self) -> str:
        return "card_drill" if self.timed else "card_exercise"

    def card_parts(self) -> tuple[str, str]:
        return self.prompt.value, self.picture.value

    def __init__(self, /, kind: str = "find_waits", seed: int | None = None, difficulty: int = 1,
                 *, ruleset: str | None = None, lang: str | None = None,
                 store: Any = DEFAULT_STORE, review: bool = False, picker: bool | None = None,
                 attempts: int = 2, adaptive: bool = True, timed: bool = False,
                 clock: Callable[[], float] | None = None, **constraints: Any) -> None:
        check_options(seed=seed, difficulty=difficulty, store=store, review=review,
                      picker=picker, adaptive=adaptive, timed=timed,
                      clock=clock)
        self._init_language(lang)
        self.timed = bool(timed)
        self._now = clock or time.monotonic
        self.clock_view = widgets.HTML()
        # the page's script writes "TOKEN:start" / "TOKEN:MILLISECONDS" here (hidden)
        self.clock_sink = widgets.Text(layout=widgets.Layout(display="none"))
        self.clock_sink.add_class(SINK_CLASS)
        self.clock_sink.observe(self._page_clock, names="value")
        self._tokens = 0
        self.stopwatch = Stopwatch(self._now, 0)
        self.answer_seconds: float | None = None   # the first answer's time (timed)
        self._timing_done = False
        self._best: float | None = None            # the personal best shown
        self._new_best = False
        self._session_best: dict[tuple[str, int], float] = {}   # without a store
        self.progress = StoreLink(store, self.lang, ruleset)
        self._chosen = ruleset is None
        if ruleset is None:      # the rules the learner chose on the start page
            ruleset = chosen_ruleset(self.progress.store)
            self.progress.ruleset = ruleset
        self.kind, self.difficulty, self.ruleset = kind, difficulty, ruleset
        self.constraints = constraints
        self.review, self.attempts, self.adaptive = review, attempts, adaptive
        self._rng = random.Random(seed)
        self.prompt = widgets.HTML()
        self.picture = widgets.HTML()
        # Labels differ in length from language to language: let them take what they need.
        self.answer = widgets.Text(continuous_update=True,
                                   style={"description_width": "initial"},
                                   layout=widgets.Layout(width="auto", max_width="40em"))
        self.controls = AnswerControls(self.answer, picker=picker,
                                       on_change=self._answer_changed, on_submit=self.check)
        self.check_button = widgets.Button(button_style="primary", layout=auto_width())
        self.hint_button = widgets.Button(layout=auto_width())
        self.show_answer_button = widgets.Button(layout=auto_width())
        self.similar_button = widgets.Button(layout=auto_width())
        self.next_button = widgets.Button(layout=auto_width())
        self.feedback = widgets.HTML()
        self.store_message = widgets.HTML()
        self.level_label = widgets.Label()
        self.score_label = widgets.Label(layout=widgets.Layout(margin="0 2em 0 0"))
        self.streak_label = widgets.Label(layout=widgets.Layout(margin="0 2em 0 0"))
        self.explanation = ExplanationView(lang=self.lang)
        self.check_button.on_click(lambda _b: self.check())
        self.hint_button.on_click(lambda _b: self.hint())
        self.show_answer_button.on_click(lambda _b: self.show_answer())
        self.similar_button.on_click(lambda _b: self.similar())
        self.next_button.on_click(lambda _b: self.next())
        self.buttons = wrapping_row([self.check_button, self.hint_button,
                                     self.show_answer_button, self.similar_button,
                                     self.next_button])
        self.stats = wrapping_row([self.score_label, self.streak_label, self.level_label])
        self._session = [0, 0, 0]  # right, total, streak (without a store)
        self._level_change = 0     # +1 / -1 when the last answer moved the difficulty
        shown = [self.clock_view, self.clock_sink] if self.timed else []
        super().__init__(children=[stylesheet(), self.prompt, *shown, self.picture,
                                   self.controls, self.buttons, self.feedback, self.stats,
                                   self.store_message, self.explanation])
        self.add_class("mjlearn-exercise")
        self.question: Question | None = None
        self._first = seed if seed is not None else self._rng.randrange(2**31)
        if self._chosen and self.ruleset != DEFAULT_RULESET and not review \
                and not self._can_pose(self.ruleset):
            # the learner's rules cannot pose this exercise (a lesson's question that needs
            # a rule theirs leave out): the lesson's own, the standard rules
            self.ruleset = self.progress.ruleset = DEFAULT_RULESET
        self._start()

    def _can_pose(self, ruleset: str) -> bool:
        try:
            generate(self.kind, self._first, self.difficulty, ruleset, **self.constraints)
        except MjlearnError as error:
            if error.code != "impossible_constraints":
                raise
            return False
        return True

    # --- what the learner sees of the answer controls -------------------------------

    @property
    def picker(self):
        return self.controls.picker

    @property
    def toggles(self) -> dict[str, widgets.ToggleButton]:
        return self.controls.toggles

    @property
    def fields(self) -> dict[str, widgets.Text]:
        return self.controls.fields

    @property
    def store(self):
        return self.progress.store

    def _start(self) -> None:
        """Show the first exercise (a subclass with ready questions shows its first)."""
        self.next(seed=self._first)

    # --- actions -------------------------------------------------------------------

    @serialized
    def next(self, seed: int | None = None) -> None:
        """Show a new exercise (from the review queue in review mode)."""
        self._state: tuple = ()
        question = None
        if self.review and seed is None:
            question = self.progress.review_question(self._rng)
            if question is None:
                self._state = ("note", "review_nothing")
        if question is None:
            seed = self._rng.randrange(2**31) if seed is None else seed
            question = generate(self.kind, seed, self.difficulty, self.ruleset,
                                **self.constraints)
        self.show(question)

    @serialized
    def similar(self) -> None:
        """A new question on the same skill (the skill of the mistake, if one was named),
        where the mistake named can be made again."""
        given = self.feedback_given
        skill = given.skill if given is not None else None
        self.show(similar(self.question, rng=self._rng, skill=skill,
                          misconception=self.mistake_named))

    def show(self, question: Question) -> None:
        """Show a ready question with its answer controls and explanation cleared."""
        self.question = question
        self.tries = Tries(question, self.attempts)
        self._level_change = 0     # a new question: no change of level to say yet
        self.feedback_given: Feedback | None = None
        # the last mistake named on this question ("a similar one" sets the same trap)
        self.mistake_named: str | None = None
        state = self._state if getattr(self, "_state", ()) and self._state[0] == "note" else ()
        self.controls.show(question, self.lang)
        self._state = state
        self.explanation.set_steps(hints(question), revealed=0)
        if self.timed:
            self._start_clock()
        self.refresh()

    # --- the clock of a timed drill ------------------------------------------------------

    def _start_clock(self) -> None:
        """A new question: its clock waits for the learner's first interaction."""
        self.answer_seconds, self._timing_done, self._new_best = None, False, False
        self._best = self._personal_best()
        self._tokens += 1
        self.stopwatch = Stopwatch(self._now, self._tokens)

    def _page_clock(self, change) -> None:
        """The page's script: the learner started, or the milliseconds since then."""
        if self.timed and not self._timing_done:
            self.stopwatch.heard(change["new"])

    def _personal_best(self) -> float | None:
        """The fastest right first answer so far to this kind at this level: the store's,
        or this session's without a store."""
        key = (self.question.kind, self.question.difficulty)
        best = self.progress.personal_best(*key) if self.progress.active else None
        return best if best is not None else self._session_best.get(key)

    def _stop_clock(self, fb: Feedback | None) -> None:
        """The first answer (or the answer shown) stops the clock; a right first answer
        faster than the best is a new personal best."""
        if not self.timed or self._timing_done:
            return
        self._timing_done = True
        if fb is None or fb.verdict is None or fb.attempt != 1:
            return                        # shown before any answer: not timed
        self.answer_seconds = self.stopwatch.elapsed()
        if self.answer_seconds is None:
            return                        # checked before the clock started: no time
        if fb.verdict.correct and (self._best is None or self.answer_seconds < self._best):
            self._new_best = True
            key = (self.question.kind, self.question.difficulty)
            self._session_best[key] = self.answer_seconds

    def _render_clock(self) -> None:
        if not self.timed:
            return
        target = target_seconds(self.question)
        if self._timing_done:
            shown = self.feedback_given is not None and self.feedback_given.verdict is None
            self.clock_view.value = stopped_clock_html(self.answer_seconds, target, self._best,
                                                       self._new_best, self.lang,
                                                       revealed=shown)
        else:
            self.clock_view.value = running_clock_html(self.stopwatch.elapsed(), target,
                                                       self._best, self.lang,
                                                       self.stopwatch.token)

    @property
    def verdict(self):
        return self.feedback_given.verdict if self.feedback_given is not None else None

    @property
    def solved(self) -> bool:
        return self.tries.solved

    @serialized
    def check(self) -> Feedback | None:
        """Check the answer; unreadable text gives a localized message and uses no try."""
        if self.question is None:
            return None
        counts = self.tries.counts
        try:
            self.tries, fb = self.tries.check(self.controls.value(), self.lang)
        except MjlearnError as error:
            self._state = ("error", error)
            self._render_feedback()
            return None
        self._stop_clock(fb)
        if counts:
            self._count(fb)
        self._given(fb)
        return fb

    @serialized
    def show_answer(self) -> Feedback:
        """The answer and the whole explanation (the learner asked)."""
        counts = self.tries.counts
        self.tries, fb = self.tries.reveal()
        self._stop_clock(fb)
        if counts:
            self._count(fb)
        self._given(fb)
        return fb

    def _seconds(self, fb: Feedback) -> float | None:
        """The time a counted answer carries to the store: a timed first answer's."""
        return self.answer_seconds if self.timed and fb.attempt == 1 else None

    def _given(self, fb: Feedback) -> None:
        self.feedback_given = fb
        if fb.verdict is not None and fb.verdict.misconception is not None:
            self.mistake_named = fb.verdict.misconception
        self._state = ("feedback", fb)
        if fb.revealed:
            self.explanation.reveal_all()
        self.refresh()

    @serialized
    def hint(self) -> bool:
        """One more step of the explanation (the hint a miss gave counts as shown: the
        first press after it shows the step after it too)."""
        given = self.feedback_given
        steps = self.explanation.steps
        if (given is not None and given.hint is not None and self.explanation.revealed == 0
                and steps and steps[0] == given.hint):
            self.explanation.revealed = 1
        return self.explanation.reveal_next()

    @serialized
    def _answer_changed(self) -> None:
        """The feedback is about an answer that is no longer there: it goes. (A first
        change starts a timed question's clock, when the page has not said so first.)"""
        if self.timed and not self._timing_done:
            self.stopwatch.start()
        if self._state and self._state[0] in ("feedback", "error"):
            fb = self._state[1] if self._state[0] == "feedback" else None
            self._state = ("answer", fb) if fb is not None and fb.revealed else ()
            self._render_feedback()

    def _count(self, fb: Feedback) -> None:
        """Keep an answer of the learner's own (not one typed after the answer was
        shown; a reveal is no answer), and move the difficulty. A change of level moves
        on the first answer but is said only once the question is done (answered right
        or its answer shown): until then the current question is still the one asked."""
        if fb.verdict is None:
            return
        right, total, streak = self._session
        correct = fb.verdict.correct
        self._session = [right + correct, total + 1, streak + 1 if correct else 0]
        if not self.progress.active:
            return
        self.progress.record(self.question, fb.verdict, fb.attempt, seconds=self._seconds(fb))
        if self.adaptive and self.question.kind == self.kind and fb.attempt == 1:
            before = self.difficulty
            self.difficulty = self.progress.difficulty(self.kind, self.question.difficulty)
            self._level_change = (self.difficulty > before) - (self.difficulty < before)

    def score(self) -> tuple[int, int, int]:
        """(right, total, streak) of the answers given in this exercise (the store keeps
        them all; "my progress" shows them)."""
        return tuple(self._session)

    # --- rendering -----------------------------------------------------------------

    def _render_feedback(self) -> None:
        lang = self.lang
        state = self._state
        if not state:
            self.feedback.value = ""
        elif state[0] == "error":
            self.feedback.value = error_html(state[1], lang)
        elif state[0] == "note":
            self.feedback.value = note_html(label(state[1], lang), lang)
        else:
            fb: Feedback = state[1]
            steps = fb.steps
            if state[0] == "answer":  # the answer changed after the reveal: keep the answer
                steps = tuple(s for s in steps if s.code == "feedback.answer")
            # the answer kept after an edit is no longer about a right or wrong answer
            css, icon = look_of(fb) if state[0] == "feedback" else ("mjlearn-revealed",
                                                                    "revealed")
            lines = [(s.code, render_step(s, lang)) for s in steps]
            if fb.offer_similar and self.offers_similar and state[0] == "feedback" \
                    and not fb.correct:
                lines.append(("similar_offer", label("similar_offer", lang,
                                                     button=label("similar", lang))))
            change = self._level_change
            if change and state[0] == "feedback" and (fb.correct or fb.revealed):
                lines.append(("level", label("level_up" if change > 0 else "level_down", lang,
                                             level=self.difficulty)))
            self.feedback.value = feedback_html(css, icon, lines, lang)

    def _render_store(self) -> None:
        self.store_message.value = store_note_html(self.progress, self.lang)

    def refresh(self) -> None:
        lang = self.lang
        self.progress.set_language(lang)
        self.prompt.value = f'<p lang="{lang}">{escape(prompt_text(self.question, lang))}</p>'
        self.picture.value = question_picture(self.question, lang)
        self.controls.refresh(lang)
        self.check_button.description = label("check", lang)
        self.hint_button.description = label("hint", lang)
        self.show_answer_button.description = label("show_answer", lang)
        self.similar_button.description = label("similar", lang)
        self.next_button.description = label("next", lang)
        offered = self.tries.finished
        self.similar_button.layout.display = None if offered else "none"
        self.show_answer_button.disabled = self.tries.revealed
        right, total, streak = self.score()
        self.score_label.value = label("score", lang, correct=right, count=total)
        self.streak_label.value = label("streak", lang, count=streak)
        self.level_label.value = label("level", lang, level=self.question.difficulty)
        self._render_feedback()
        self._render_store()
        self._render_clock()
        self.explanation.set_language(lang)


__all__ = ["ExerciseWidget", "prompt_text", "question_picture", "question_melds",
           "classic_picture", "feedback_html", "note_html"]
