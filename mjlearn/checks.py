"""Checking what crosses a public boundary: types, ranges and sizes, with typed errors.

Every public function of ``mjlearn`` checks its arguments before it works on them, so bad
input leaves as a :class:`~mjlearn.errors.MjlearnError` with a registered code, never as
a ``TypeError`` from deep inside. The helpers here say what was wrong in data only (the
argument's name, what it should be, a short safe description of what it was); the i18n
layer turns that into a sentence.

The bounds are generous for any real game and small enough that no input can make the
engines slow or the numbers unprintable (Python refuses to print an int of more than
4 300 digits; Babel cannot group one of 25):

- :data:`MAX_POINTS`: any score, amount, payment or rule value in points;
- :data:`MAX_COUNT`: counters (honba, riichi sticks, paarenchan, rounds …);
- :data:`MAX_STICKS`: sticks of one denomination a player can hold;
- :data:`MAX_TEXT`: characters of one piece of text (a hand, an answer …);
- :data:`MAX_ANSWER_DIGITS`: digits of a number a learner types.

:func:`describe` turns *any* value into short printable text (huge ints, deep nesting,
lone surrogates and objects whose ``repr`` fails included), for an error's parameters.
"""

from __future__ import annotations

import functools
import inspect
import reprlib
import unicodedata
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from pathlib import PurePath
from typing import Any, Callable

from .errors import MjlearnError, register_error_codes

MAX_POINTS = 1_000_000_000
MAX_COUNT = 1_000
MAX_STICKS = 10_000
MAX_TEXT = 10_000
MAX_ANSWER_DIGITS = 12
MAX_SECONDS = 10 ** 9      # any time a clock can show
MAX_ITEMS = 1_000          # elements of a list argument (melds, seats, scores …)

register_error_codes({
    # ``expected`` is an id of the i18n layer's table of argument kinds ("whole_number",
    # "text", "list" …); ``value`` is :func:`describe` of what was given.
    "bad_argument": ("argument", "expected", "value"),
    "out_of_range": ("argument", "value", "minimum", "maximum"),
    "text_too_long": ("argument", "length", "maximum"),
})


class _SafeRepr(reprlib.Repr):
    """``reprlib`` with short limits, and huge ints shown by their size (``repr`` of an
    int of more than 4 300 digits raises)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = 30
        self.maxother = 30
        self.maxlong = 30

    def repr_int(self, x: int, level: int) -> str:
        return _int_text(x, self.maxlong)


_REPR = _SafeRepr()


def _int_text(value: int, limit: int) -> str:
    if value.bit_length() > 3 * limit:          # more than about `limit` digits
        digits = int(value.bit_length() * 0.30103)
        return f"{'-' if value < 0 else ''}10^{digits}"
    text = int.__repr__(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


# Characters Python calls unprintable that are ordinary typography: the no-break spaces
# that group digits (U+00A0 in "101 000 очков", U+202F in French), every other space
# of a fixed width (category Zs), the soft hyphen, the zero-width (non-)joiners and the
# word joiner. They print anywhere and are kept; controls, line and paragraph separators,
# bidirectional overrides, surrogates and unassigned code points are still escaped.
_TYPOGRAPHIC = frozenset("\u00ad\u200c\u200d\u2060")


def _prints(c: str) -> bool:
    return c.isprintable() or c in _TYPOGRAPHIC or unicodedata.category(c) == "Zs"


def printable(text: str) -> str:
    """Text that prints anywhere: lone surrogates and control characters escaped, the
    typography of a sentence (no-break spaces, soft hyphens, joiners) kept."""
    if text.isprintable() or all(_prints(c) for c in text):
        try:
            text.encode("utf-8")
            return text
        except UnicodeEncodeError:
            pass
    return "".join(c if _prints(c) and not 0xD800 <= ord(c) <= 0xDFFF
                   else repr(c)[1:-1] for c in text)


def describe(value: Any, limit: int = 40, literal: bool = False) -> str:
    """A short, printable description of any value, for an error message: text as it is
    (shortened with "…"; in quotes with ``literal``, as Python writes it, so "1" and 1
    differ), a number as written, anything else as a brief ``repr``. Never raises."""
    try:
        if isinstance(value, str):
            if literal:
                text = _REPR.repr(value) if len(value) > limit else repr(value)
            else:
                text = value if len(value) <= limit else value[:limit - 1] + "…"
            return printable(text)
        if isinstance(value, bool) or value is None:
            return repr(value)
        if isinstance(value, int):
            return _int_text(value, limit)
        text = _REPR.repr(value)
    except Exception:           # a repr that raises, a recursion: say what type it was
        text = f"<{type(value).__name__}>"
    text = printable(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def describe_path(value: Any, limit: int = 80) -> str:
    """A file's path for an error message: as written when it is short; a long one loses
    its middle, never its end, so the file's name is still there
    ("/home/ana/…/lessons/07_fu.ipynb"). Never raises."""
    text = describe(str(value) if isinstance(value, (str, PurePath)) else value, 10 ** 6)
    if len(text) <= limit:
        return text
    name = max(text.rfind("/"), text.rfind("\\"))
    tail = text[name:] if 0 <= name and len(text) - name <= limit * 2 // 3 else text[-(limit * 2 // 3):]
    return text[:limit - 1 - len(tail)] + "…" + tail


def bad_argument(argument: str, expected: str, value: Any) -> MjlearnError:
    """The error for a value of the wrong type (to ``raise``)."""
    return MjlearnError("bad_argument", argument=argument, expected=expected, value=describe(value))


def check_int(argument: str, value: Any, minimum: int, maximum: int) -> int:
    """A whole number (``bool`` is not one) between ``minimum`` and ``maximum``."""
    if type(value) is not int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise bad_argument(argument, "whole_number", value)
        value = int(value)
    if not minimum <= value <= maximum:
        raise MjlearnError("out_of_range", argument=argument, value=describe(value),
                           minimum=minimum, maximum=maximum)
    return value


def check_real(argument: str, value: Any, minimum: int, maximum: int,
               expected: str = "number") -> float:
    """A real number (an int, a float, a fraction; ``bool`` is not one) between ``minimum``
    and ``maximum``; NaN is out of every range."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal, Fraction)):
        raise bad_argument(argument, expected, value)
    if isinstance(value, Decimal) and not value.is_finite():  # NaN compares by raising
        raise MjlearnError("out_of_range", argument=argument, value=describe(value),
                           minimum=minimum, maximum=maximum)
    if not minimum <= value <= maximum:
        raise MjlearnError("out_of_range", argument=argument, value=describe(value),
                           minimum=minimum, maximum=maximum)
    return float(value)


def check_points(argument: str, value: Any, minimum: int = -MAX_POINTS) -> int:
    """An amount of points (negative allowed unless ``minimum`` says otherwise)."""
    return check_int(argument, value, minimum, MAX_POINTS)


def check_bool(argument: str, value: Any) -> bool:
    if type(value) is not bool:
        raise bad_argument(argument, "true_or_false", value)
    return value


def check_text(argument: str, value: Any, maximum: int = MAX_TEXT) -> str:
    """A string of at most ``maximum`` characters."""
    if not isinstance(value, str):
        raise bad_argument(argument, "text", value)
    if len(value) > maximum:
        raise MjlearnError("text_too_long", argument=argument, length=len(value), maximum=maximum)
    return value


def check_optional_text(argument: str, value: Any, maximum: int = MAX_TEXT) -> str | None:
    return None if value is None else check_text(argument, value, maximum)


def check_items(argument: str, value: Any, expected: str = "list",
                maximum: int = MAX_ITEMS) -> tuple:
    """A list-like argument (list, tuple, set, any sized iterable but text or a mapping)
    as a tuple of at most ``maximum`` items."""
    if isinstance(value, (str, bytes, bytearray, Mapping)) or not _iterable(value):
        raise bad_argument(argument, expected, value)
    try:
        size = len(value)
    except TypeError:
        size = None
    if size is not None and size > maximum:
        raise MjlearnError("out_of_range", argument=argument, value=describe(size),
                           minimum=0, maximum=maximum)
    items = []
    try:
        for item in value:
            items.append(item)
            if len(items) > maximum:
                raise MjlearnError("out_of_range", argument=argument, value=f"> {maximum}",
                                   minimum=0, maximum=maximum)
    except MjlearnError:
        raise
    except Exception:           # an iterator that fails half-way
        raise bad_argument(argument, expected, value) from None
    return tuple(items)


def check_mapping(argument: str, value: Any, maximum: int = MAX_ITEMS) -> Mapping:
    if not isinstance(value, Mapping):
        raise bad_argument(argument, "mapping", value)
    if len(value) > maximum:
        raise MjlearnError("out_of_range", argument=argument, value=describe(len(value)),
                           minimum=0, maximum=maximum)
    return value


def check_instance(argument: str, value: Any, cls: type | tuple[type, ...], expected: str) -> Any:
    """An object of one of the engine's own classes (``expected`` names it for learners)."""
    if not isinstance(value, cls):
        raise bad_argument(argument, expected, value)
    return value


Check = Callable[[str, Any], Any]


def instance_of(cls: type | tuple[type, ...], expected: str) -> Check:
    """A check for :func:`accepts`: an object of ``cls`` (``expected`` names it)."""
    def check(argument: str, value: Any) -> Any:
        if not isinstance(value, cls):
            raise bad_argument(argument, expected, value)
        return value
    return check


def optional(check: Check) -> Check:
    """A check for :func:`accepts` that also lets ``None`` through."""
    return lambda argument, value: None if value is None else check(argument, value)


def accepts(**checks: Check) -> Callable[[Callable], Callable]:
    """Check some arguments of a public function by name before it runs.

    Each check is ``check(argument_name, value)`` and raises a typed error; arguments left
    out (and their defaults) are not checked. For functions that are not on a hot path:
    the wrapper costs about a microsecond.
    """
    def decorate(function: Callable) -> Callable:
        names = list(inspect.signature(function).parameters)
        unknown = set(checks) - set(names)
        if unknown:
            raise RuntimeError(f"{function.__qualname__} has no parameter {sorted(unknown)}")
        by_position = [(i, name, checks[name]) for i, name in enumerate(names) if name in checks]

        @functools.wraps(function)
        def checked(*args: Any, **kwargs: Any) -> Any:
            for index, name, check in by_position:
                if index < len(args):
                    check(name, args[index])
                elif name in kwargs:
                    check(name, kwargs[name])
            return function(*args, **kwargs)
        return checked
    return decorate


def _iterable(value: Any) -> bool:
    try:
        iter(value)
    except Exception:
        return False
    return True


__all__ = [
    "MAX_POINTS", "MAX_COUNT", "MAX_STICKS", "MAX_TEXT", "MAX_ANSWER_DIGITS", "MAX_ITEMS",
    "describe", "printable", "bad_argument", "check_int", "check_points", "check_bool", "check_text",
    "check_optional_text", "check_items", "check_mapping", "check_instance", "instance_of",
    "optional", "accepts",
]
