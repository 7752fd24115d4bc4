"""Numbers and counted quantities in the learner's locale: the one place numbers get
their text.

Every number a learner reads (explanations, prompts, feedback, answers, tables) goes
through :func:`format_number`, so one sentence never mixes "5000" and "5 000", and a
signed amount is grouped like any other ("+12 300", "−4 500"). What each language does is
decided in its ``locales/<lang>/STYLE.md``:

- the group separator is CLDR's (Babel): ``11,600`` (en), ``11.600`` (es, it),
  ``11 600`` with a no-break space (pl, ru);
- CLDR's ``minimumGroupingDigits``, which Babel 2.18's ``format_decimal`` ignores, is
  applied here: Spanish and Polish leave four-digit numbers alone ("5000" but
  "11 600"), the others group them ("5.000" in Italian, "5 000" in Russian);
- the minus sign is the typographic U+2212 in every language, the same sign the
  formulas use ("(31 000 − 30 000) ÷ 1 000 = +1", "−8 300").

Whole numbers are grouped here without Babel's parser (a number's text never changes, and
traces repeat the same few numbers); a number too long to print in full (Python refuses to
turn an int of more than ``sys.get_int_max_str_digits()`` digits into text) is shown by
its order of magnitude rather than crashing. A count with its unit ("5 ханов",
"2 punkty") goes through ``ngettext`` so every language gets its own plural forms.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from functools import lru_cache

from babel.numbers import format_decimal, get_decimal_symbol, get_group_symbol

from ..checks import MAX_SECONDS, bad_argument, check_items, check_real, describe
from .languages import resolve_language
from .names import UNITS
from .text import fill, translate_plural

# CLDR minimumGroupingDigits (common/main/<lang>.xml): 2 for Spanish (Spain) and Polish,
# 1 (the default) for the others. STYLE.md of each language records the choice.
MIN_GROUPING_DIGITS = {"en": 1, "es": 2, "it": 1, "pl": 2, "ru": 1}
MINUS_SIGN = "\u2212"
PLUS_SIGN = "+"

# Whole numbers below this size are formatted once and kept (traces and messages repeat
# the same few); larger ones, a learner's stray input, are formatted each time and never
# kept, so no input can fill the cache with huge keys.
_CACHED_BELOW = 10 ** 24


def format_number(number: int | float | Fraction, lang: str | None = None, *,
                  signed: bool = False) -> str:
    """A number as the learner's language writes it: grouped, with its minus sign; with
    ``signed``, a gain gets a ``+`` ("+12 300"), as a change of score is written. An exact
    fraction (a share of a stick split three ways) is written with two decimals: 8333,33."""
    lang = resolve_language(lang)
    if signed is not False and signed is not True:
        raise bad_argument("signed", "true_or_false", signed)
    if type(number) is int:
        if -_CACHED_BELOW < number < _CACHED_BELOW:
            return _whole_kept(number, lang, signed)
        return _whole(number, lang, signed)
    if isinstance(number, bool) or not isinstance(number, (int, float, Decimal, Fraction)):
        raise bad_argument("number", "number", number)
    if isinstance(number, int):
        return format_number(int(number), lang, signed=signed)
    if isinstance(number, Decimal) and not number.is_finite():  # written as a float's
        number = math.copysign(math.inf, -1 if number.is_signed() else 1) \
            if number.is_infinite() else math.nan
    try:
        if isinstance(number, Fraction):
            if number.denominator == 1:
                return format_number(number.numerator, lang, signed=signed)
            number = (Decimal(number.numerator) / Decimal(number.denominator)).quantize(
                Decimal("0.01"), rounding=ROUND_HALF_EVEN)
        text = format_decimal(abs(number), locale=lang)
    except (ArithmeticError, ValueError):   # too large for Babel's decimal context
        return describe(number)
    integer = text.split(get_decimal_symbol(lang))[0]
    if MIN_GROUPING_DIGITS[lang] > 1 and len(integer) == 5 and integer[1:2] == get_group_symbol(lang):
        text = text.replace(get_group_symbol(lang), "", 1)  # "5.000,5" → "5000,5" (es, pl)
    return _sign(number, signed) + text


def format_signed(number: int, lang: str | None = None) -> str:
    """A change of score: "+1 500", "−800", "0"."""
    return format_number(number, lang, signed=True)


def _sign(number: int | float, signed: bool) -> str:
    if number < 0:
        return MINUS_SIGN
    return PLUS_SIGN if signed and number > 0 else ""


def _whole(number: int, lang: str, signed: bool) -> str:
    try:
        digits = str(abs(number))
    except ValueError:  # more digits than Python prints: say how big it is
        return _sign(number, signed) + _magnitude(abs(number))
    if len(digits) >= 3 + MIN_GROUPING_DIGITS[lang]:
        group = get_group_symbol(lang)
        head = len(digits) % 3 or 3
        digits = group.join([digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)])
    return _sign(number, signed) + digits


_whole_kept = lru_cache(maxsize=8192)(_whole)


def _magnitude(number: int) -> str:
    """ "10^12345": a whole number far too long to print (a learner's stray input)."""
    return f"10^{int(number.bit_length() * math.log10(2))}"


def format_count(unit: str, count: int, lang: str | None = None) -> str:
    """``count`` followed by ``unit`` ("han", "fu", "points", "tiles", "copies"), in the
    plural form ``count`` takes in ``lang``."""
    lang = resolve_language(lang)
    message = UNITS.get(unit) if isinstance(unit, str) else None
    if message is None:
        raise bad_argument("unit", "unit", unit)
    if isinstance(count, bool) or not isinstance(count, (int, Fraction)):
        raise bad_argument("count", "whole_number", count)
    # gettext's plural forms are for whole numbers: a fraction agrees with its whole part
    plural = int(count)
    return fill(translate_plural(message, plural, lang), {"count": format_number(count, lang)})


def format_points(points: int, lang: str | None = None) -> str:
    """Points with their unit: "11.600 punti", "11 600 очков"."""
    return format_count("points", points, lang)


def _seconds_unit(value: float, lang: str) -> str:
    """CLDR's short unit ("6.4 sec", "6,4 s", "6,4 с"), or its narrow one where the short
    one ends with a full stop (Polish "sek."), which a sentence's own stop would double."""
    from babel.units import format_unit

    text = format_unit(value, "duration-second", length="short", locale=lang)
    if text.endswith("."):
        text = format_unit(value, "duration-second", length="narrow", locale=lang)
    return text


MAX_SHARE = 10 ** 6


def format_seconds(seconds: float, lang: str | None = None) -> str:
    """A time as the learner's language writes it, to a tenth of a second below a minute
    ("6.4 sec", "6,4 s", "6,4 с")."""
    seconds = check_real("seconds", seconds, 0, MAX_SECONDS)
    value = round(float(seconds), 1) if seconds < 60 else round(float(seconds))
    if value == int(value):
        value = int(value)
    return _seconds_unit(value, resolve_language(lang))


def seconds_affixes(lang: str | None = None) -> tuple[str, str]:
    """What a language writes before and after a number of seconds ("", " sec"): the unit
    around a clock's ticking number."""
    before, _seven, after = _seconds_unit(7, resolve_language(lang)).partition("7")
    return before, after


def format_percent(share: float, lang: str | None = None) -> str:
    """A share as a percentage ("75%", "75 %"), as the learner's language writes it."""
    from babel.numbers import format_percent as babel_percent

    share = check_real("share", share, -MAX_SHARE, MAX_SHARE)
    return babel_percent(share, locale=resolve_language(lang))


class SignedAmounts(tuple):
    """Amounts shown with their signs, one per player ("+8 300 / −8 300 / 0 / 0"): the
    shape of an answer that is a change of score. A plain tuple of ints is shown without
    signs ("2 600 / 1 300")."""

    __slots__ = ()

    def __new__(cls, amounts=()):
        return super().__new__(cls, check_items("amounts", amounts))


def format_amounts(amounts: tuple[int, ...], lang: str | None = None) -> str:
    """Several amounts as a learner writes them in one answer, separated by " / "; signed
    when they are :class:`SignedAmounts`."""
    signed = isinstance(amounts, SignedAmounts)
    return " / ".join(format_number(_whole_part(a), lang, signed=signed)
                      for a in check_items("amounts", amounts))


def _whole_part(amount: object) -> object:
    """An amount as a whole number (an infinity or a NaN is left for format_number)."""
    if isinstance(amount, (float, Decimal, Fraction)):
        try:
            return int(amount)
        except (ArithmeticError, ValueError):
            return amount
    return amount
