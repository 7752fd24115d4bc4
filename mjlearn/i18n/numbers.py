"""Numbers and counted quantities in the learner's locale, through Babel.

Points are whole numbers grouped the CLDR way: ``11.600`` (es, it), ``11 600`` with a
no-break space (pl, ru), ``11,600`` (en). A count with its unit ("5 ханов", "2 punkty")
goes through ``ngettext`` so every language gets its own plural forms.
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from functools import lru_cache

from babel.numbers import format_decimal

from .languages import resolve_language
from .names import UNITS
from .text import fill, translate_plural


def format_number(number: int, lang: str | None = None) -> str:
    """A whole number with the locale's digit grouping (an exact fraction — a share of a
    stick split three ways — with two decimals: 33 333,33)."""
    lang = resolve_language(lang)
    if type(number) is int:
        return _grouped_int(number, lang)
    if isinstance(number, Fraction):
        number = (Decimal(number.numerator) / Decimal(number.denominator)).quantize(
            Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    return format_decimal(number, locale=lang)


@lru_cache(maxsize=4096)
def _grouped_int(number: int, lang: str) -> str:
    # Babel parses the locale and the pattern on every call (~80 µs); the text of a
    # whole number in a language never changes, and traces and error messages repeat
    # the same few numbers (han, fu, counts, payments), so each is formatted once.
    return format_decimal(number, locale=lang)


def format_count(unit: str, count: int, lang: str | None = None) -> str:
    """``count`` followed by ``unit`` ("han", "fu", "points", "tiles", "copies"), in the
    plural form ``count`` takes in ``lang``."""
    lang = resolve_language(lang)
    message = UNITS[unit]
    # gettext's plural forms are for whole numbers: a fraction agrees with its whole part
    plural = int(count) if isinstance(count, Fraction) else count
    return fill(translate_plural(message, plural, lang), {"count": format_number(count, lang)})


def format_points(points: int, lang: str | None = None) -> str:
    """Points with their unit: "11.600 punti", "11 600 очков"."""
    return format_count("points", points, lang)
