"""Numbers and counted quantities in the learner's locale, through Babel.

Points are whole numbers grouped the CLDR way: ``11.600`` (es, it), ``11 600`` with a
no-break space (pl, ru), ``11,600`` (en). A count with its unit ("5 ханов", "2 punkty")
goes through ``ngettext`` so every language gets its own plural forms.
"""

from __future__ import annotations

from babel.numbers import format_decimal

from .languages import resolve_language
from .names import UNITS
from .text import fill, translate_plural


def format_number(number: int, lang: str | None = None) -> str:
    """A whole number with the locale's digit grouping."""
    return format_decimal(number, locale=resolve_language(lang))


def format_count(unit: str, count: int, lang: str | None = None) -> str:
    """``count`` followed by ``unit`` ("han", "fu", "points", "tiles", "copies"), in the
    plural form ``count`` takes in ``lang``."""
    lang = resolve_language(lang)
    message = UNITS[unit]
    return fill(translate_plural(message, count, lang), {"count": format_number(count, lang)})


def format_points(points: int, lang: str | None = None) -> str:
    """Points with their unit: "11.600 punti", "11 600 очков"."""
    return format_count("points", points, lang)
