"""A quiz question as a person reads it on paper or on a screen: its tiles as lines of
text and its expected answer, written as the question asks for it (``mjlearn quiz`` and
the classroom's quiz page share these, so they always show the same)."""

from __future__ import annotations

from ..i18n import render_step
from ..trace import step
from .base import Question
from .answers import display_answer
from .registry import expected_answer


def answer_text(question: Question):
    """The expected answer as written in mpsz (tiles) or as a value the i18n layer formats
    for the language (numbers grouped the local way)."""
    shown = display_answer(question, expected_answer(question))
    if isinstance(shown, tuple) and shown and all(hasattr(t, "code") for t in shown):
        return " ".join(t.code for t in shown)
    return shown.code if hasattr(shown, "code") else shown


def tiles_lines(question: Question, lang: str) -> list[str]:
    """The hand and the called sets of a question, in mpsz, as sentences."""
    lines = []
    if "hand" in question.data:
        lines.append(render_step(step("quiz.hand", hand=question.data["hand"]), lang))
    if question.data.get("melds"):
        lines.append(render_step(step("quiz.melds", sets=" ".join(question.data["melds"])), lang))
    return lines
