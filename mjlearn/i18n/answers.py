"""Reading the numbers learners type as answers.

Points are whole numbers, so a separator followed by exactly three digits can only be
digit grouping: "11.600", "11,600", "11 600" (also with a no-break or narrow no-break
space) and "11600" all mean 11600 in every language. Babel's ``parse_decimal`` is not
used: it follows the locale's decimal sign and reads "11.600" as 11.6 in Polish.
Anything that could also be a fraction ("11.6", "1.600,5") is refused as ambiguous, and
anything else that is not a number as a bad number; both errors are typed and localized.
"""

from __future__ import annotations

import re

from typing import Any

from ..checks import MAX_ANSWER_DIGITS, MAX_POINTS, describe
from ..errors import MjlearnError, register_error_codes
from .languages import resolve_language
from .render import render_error

register_error_codes({"bad_number": ("text", "example", "plain", "size"), "empty_number": ("example",),
                      "ambiguous_number": ("text",),
                      "number_too_large": ("text", "maximum"), "signed_count": ("text",)})

# Group separators learners type: full stop, comma, apostrophe, space, no-break space,
# narrow no-break space (Babel's French/Swiss style) and thin space.
GROUP_SEPARATORS = ".,' \u00a0\u202f\u2009"
MINUS_SIGNS = "-\u2212"  # hyphen-minus and the real minus sign
_SEP = "[" + re.escape(GROUP_SEPARATORS) + "]"
_NUMBER_LIKE = re.compile(rf"^[{re.escape(MINUS_SIGNS)}+]?[0-9]+(?:{_SEP}+[0-9]+)*$")
_PLAIN = re.compile(r"[0-9]+")
_GROUPED = re.compile(rf"[0-9]{{1,3}}(?:({_SEP})[0-9]{{3}})(?:\1[0-9]{{3}})*")


class AnswerError(MjlearnError):
    """An answer that is not a usable number; ``message`` is already in the learner's
    language, ready for the feedback line of an exercise."""

    def __init__(self, code: str, lang: str, **params: Any) -> None:
        super().__init__(code, **params)
        self.lang = lang
        self.message = render_error(self, lang)


# The example a message about a number shows, when the question gives none: a count is
# most often fu, an amount most often a payment (the dealer's ron with 4 han and 30 fu).
COUNT_EXAMPLE = 30
POINTS_EXAMPLE = 11600
# From five digits on every language groups the thousands ("11.600", "11 600"; Spanish and
# Polish leave four digits as they are), so from there the example is shown both ways.
GROUPED_FROM = 10000


def bad_number_params(text: str, example: int) -> dict[str, Any]:
    """The parameters of "bad_number": an example of the size the question asks for. A
    number of five digits or more is shown both grouped and plain ("11.600 or 11600"), so
    the learner sees that grouping is optional; a short one needs no word about it."""
    return {"text": text, "example": example, "plain": str(example),
            "size": "grouped" if abs(example) >= GROUPED_FROM else "short"}


def _whole_number(text: str, lang: str, signed: bool, example: int) -> int:
    stripped = text.strip() if isinstance(text, str) else ""
    shown = describe(text.strip() if isinstance(text, str) else text)
    if isinstance(text, str) and not stripped:  # nothing typed: ask for it, not "“” is not…"
        raise AnswerError("empty_number", lang, example=example)
    if not _NUMBER_LIKE.match(stripped):
        raise AnswerError("bad_number", lang, **bad_number_params(shown, example))
    if sum(c.isdigit() for c in stripped) > MAX_ANSWER_DIGITS:
        # (Python refuses to read an int of more than 4 300 digits; no answer has 13)
        raise AnswerError("number_too_large", lang, text=shown, maximum=MAX_POINTS)
    sign = 1
    if stripped[0] in MINUS_SIGNS + "+":
        if not signed:      # "-30" fu: a whole number, but a count has no sign
            raise AnswerError("signed_count", lang, text=shown)
        sign = -1 if stripped[0] in MINUS_SIGNS else 1
        stripped = stripped[1:]
    if _PLAIN.fullmatch(stripped) or _GROUPED.fullmatch(stripped):
        number = int(re.sub(_SEP, "", stripped))
        if number > MAX_POINTS:
            raise AnswerError("number_too_large", lang, text=shown, maximum=MAX_POINTS)
        return sign * number
    raise AnswerError("ambiguous_number", lang, text=shown)


def parse_points(text: str, lang: str | None = None, example: int = POINTS_EXAMPLE) -> int:
    """Points typed by a learner: ``parse_points("11 600", "ru") == 11600``; a sign is
    allowed ("-8000" in a final score). ``example`` is the number an error shows as one
    the question could take."""
    return _whole_number(text, resolve_language(lang), signed=True, example=example)


def parse_int(text: str, lang: str | None = None, example: int = COUNT_EXAMPLE) -> int:
    """A count typed by a learner (han, fu): digits, no sign."""
    return _whole_number(text, resolve_language(lang), signed=False, example=example)
