"""The widgets' own words (buttons, captions, score), as English msgids for the
``mjlearn`` catalogs, translated when a widget renders."""

from __future__ import annotations

from typing import Any

from ..i18n import format_number, resolve_language
from ..i18n.markers import NN_, N_, Msg, PluralMsg
from ..i18n.text import fill, translate, translate_plural

LABELS: dict[str, Msg | PluralMsg] = {
    "check": N_("Check"),
    "hint": N_("Hint"),
    "next": N_("Next exercise"),
    "show_all": N_("Show the whole explanation"),
    "answer": N_("Your answer"),
    "answer_placeholder": N_("Type your answer here"),
    "explanation": N_("Explanation"),
    "step": N_("Step {number}"),
    "no_more_hints": N_("That was the last step of the explanation."),
    # TRANSLATORS: {correct} and {count} are numbers; the form follows {count}.
    "score": NN_("Score: {correct} of {count} answer right",
                 "Score: {correct} of {count} answers right"),
    "streak": NN_("Streak: {count} right answer in a row",
                  "Streak: {count} right answers in a row"),
    "language": N_("Language"),
    "picker_hand": N_("Your tiles:"),
    "picker_type": N_("Type tiles in mpsz"),
    "picker_clear": N_("Clear"),
    "picker_help": N_("Click a tile to add it; click a tile of your hand to take it back."),
    "review_nothing": N_("No mistakes to review: every kind you tried, you last got right."),
    "review_mode": N_("Reviewing your mistakes"),
    "indicators": N_("Dora indicators:"),
    # TRANSLATORS: before the tiles a player has discarded so far (a furiten exercise).
    "discards": N_("Your discards:"),
    "winning_tile": N_("winning tile"),
    # the quiz (QuizWidget)
    # TRANSLATORS: {number} is the question shown, {total} how many the quiz has.
    "quiz_position": N_("Question {number} of {total}"),
    "quiz_next": N_("Next question"),
    "quiz_finish": N_("See the result"),
    # TRANSLATORS: {correct} and {count} are numbers; the form follows {count}.
    "quiz_summary": NN_("Quiz finished: {correct} of {count} question right.",
                        "Quiz finished: {correct} of {count} questions right."),
    "quiz_restart": N_("Start the quiz again"),
}


def label(key: str, lang: str | None = None, **params: Any) -> str:
    """A label in ``lang``; integer params are formatted for the locale, and a
    ``count`` chooses the plural form."""
    lang = resolve_language(lang)
    message = LABELS[key]
    values = {name: format_number(v, lang) if isinstance(v, int) else str(v)
              for name, v in params.items()}
    if isinstance(message, PluralMsg):
        return fill(translate_plural(message, int(params["count"]), lang), values)
    return fill(translate(message, lang), values)
