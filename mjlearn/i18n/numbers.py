"""Numbers and counted quantities in the learner's locale, through Babel.

Points are whole numbers grouped the CLDR way: ``11.600`` (es, it), ``11 600`` with a
no-break space (pl, ru), ``11,600`` (en). A count with its unit ("5 ханов", "2 punkty")
goes through ``ngettext`` so every language gets its own plural forms.
"""

from __future__ import annotations

from functools import lru_cache
from decimal import Decimal

from babel.numbers import format_decimal, get_group_symbol, get_minus_sign_symbol

from ..checks import bad_argument, describe
from .languages import resolve_language
from .names import UNITS
from .text import fill, translate_plural


# Babel formats through ``decimal`` with 28 digits of precision and fails from 10**25 on;
# Python itself will not write an int of more than 4 300 digits.
_BABEL_LIMIT = 10 ** 24
_PRINTABLE_BITS = 14_000          # about 4 200 digits


def format_number(number: int, lang: str | None = None) -> str:
    """A whole number with the locale's digit grouping (any size: numbers Babel cannot
    format are grouped here the same way, in threes with the locale's group sign)."""
    lang = resolve_language(lang)
    if type(number) is int and -_BABEL_LIMIT < number < _BABEL_LIMIT:
        return _grouped_int(number, lang)
    if isinstance(number, bool) or not isinstance(number, (int, float, Decimal)):
        raise bad_argument("number", "number", number)
    if isinstance(number, int):
        return _grouped_big(int(number), lang)
    try:
        return format_decimal(number, locale=lang)
    except (ArithmeticError, ValueError):       # a float too large for Babel's decimal context
        return describe(number)


def _grouped_big(number: int, lang: str) -> str:
    if abs(number).bit_length() > _PRINTABLE_BITS:
        return describe(number)                 # "10^5000": no one reads the digits
    digits = str(abs(number))
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)]
    text = get_group_symbol(lang).join(groups)
    return get_minus_sign_symbol(lang) + text if number < 0 else text


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
    message = UNITS.get(unit) if isinstance(unit, str) else None
    if message is None:
        raise bad_argument("unit", "unit", unit)
    if type(count) is not int:
        if isinstance(count, bool) or not isinstance(count, int):
            raise bad_argument("count", "whole_number", count)
        count = int(count)
    return fill(translate_plural(message, count, lang), {"count": format_number(count, lang)})


def format_points(points: int, lang: str | None = None) -> str:
    """Points with their unit: "11.600 punti", "11 600 очков"."""
    return format_count("points", points, lang)
