"""Reading a learner's answer into the canonical form of its answer type.

An answer comes typed (text), as one value per labelled field (a mapping ``{field key:
text or number}``, see ``Question.fields``), or already canonical (a set of yaku ids from
toggle buttons, a tuple of ints, a :class:`Tile`). Numbers go through the i18n reader
(``parse_int``/``parse_points``: "11.600", "11 600" …); tiles through the mpsz reader;
yaku through :mod:`.choices` (localized names, romaji or ids, any case, any order).
Anything unreadable is a typed :class:`~mjlearn.errors.MjlearnError` that the widget
shows in the learner's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import re
import unicodedata

from ...checks import MAX_POINTS, check_instance, check_items, check_mapping, check_text, describe
from ...errors import MjlearnError, TileError, register_error_codes
from ...i18n import parse_int, parse_points, resolve_language
from ...i18n.answers import COUNT_EXAMPLE, POINTS_EXAMPLE
from ...i18n.typed_words import means_no_tile, strip_point_unit
from ...i18n.names import DORA_NAMES, YAKU_NAMES
from ...i18n.numbers import SignedAmounts
from ...i18n.text import translate
from ...tiles import Tile, parse_tiles
from ...i18n.calls import Call, parse_call
from ..base import (CALL, INTEGER, MULTIPLE_CHOICE, POINTS, POINTS_LIST, SINGLE_CHOICE, TILE,
                    TILE_SET, Field, Question, plays_with_winds)
from ..kind import fields_of

register_error_codes({"unknown_choice": ("text", "choices"),
                      "ambiguous_choice": ("text", "choices"),
                      "wrong_amount_count": ("count", "expected"),
                      "wrong_amount_count_one": ("count",),
                      "wrong_number_count": ("count", "expected"),
                      "empty_amount_list": ("expected",),
                      "empty_tile": (), "empty_tiles": (), "empty_call": (), "empty_choice": (),
                      "empty_number_list": ("expected",),
                      "answer_not_one_tile": ("count",),
                      "amounts_without_slash": ("expected", "typed"),
                      "missing_field": ("field",),
                      "decimal_final_score": ("text", "points", "thousands"),
                      "unknown_field": ("field",)})

# What a learner writes for "no tile at all" in a tile-set answer: a dash of any width.
NO_TILES = ("-", "–", "—")

# A tsumo pair as players call it, "2000–3900" (lessons 08 and 11): a dash of any width
# between two digits separates amounts wherever "/" does, in answers whose amounts carry no
# sign (where "-" may be a minus, only "/" and ";" separate).
_AMOUNT_DASH = re.compile(r"(?<=\d)\s*[-–—]\s*(?=\d)")

# Separators learners put between tiles ("3m, 6m"; "3m 6m"): mpsz itself needs none.
_TILE_SEPARATORS = str.maketrans({",": " ", ";": " ", "/": " ", "+": " "})


def _plain(tile: Tile) -> Tile:
    """A red five answers for its kind: the dora indicated by 4p is every 5p."""
    return Tile(tile.kind)


def _fields(question: Question) -> tuple[Field, ...]:
    return fields_of(question)


def _bounded(value: int) -> int:
    """A whole number given as a number, as bounded as one typed (``parse_points``)."""
    if abs(value) > MAX_POINTS:
        raise MjlearnError("number_too_large", text=describe(value), maximum=MAX_POINTS)
    return value


def _amount(value: Any, lang: str | None) -> int:
    if type(value) is int:
        return _bounded(value)
    if isinstance(value, str):
        return parse_points(strip_point_unit(value, lang), lang)
    return parse_points(describe(value), lang)


def _field_answer(question: Question, answer: Mapping, lang: str | None) -> tuple[int, ...]:
    """One value per labelled field, in the fields' order (the typed "a / b" order)."""
    fields = _fields(question)
    keys = [f.key for f in fields]
    if not fields:                      # a single answer has no fields to fill
        raise MjlearnError("unknown_field", field=describe(next(iter(answer), "")))
    for key in answer:
        if key not in keys:
            raise MjlearnError("unknown_field", field=describe(key))
    values = []
    for f in fields:
        value = answer.get(f.key)
        if value is None or (isinstance(value, str) and not value.strip()):
            raise MjlearnError("missing_field", field=f.label)
        values.append(_amount(value, lang))
    return tuple(values)


def _canonical(question: Question, answer: Any) -> Any:
    """An answer already in canonical form (toggles, ints), tidied: a list of yaku ids
    is a set, a list of amounts a tuple."""
    kind = question.answer_type
    if kind == MULTIPLE_CHOICE and isinstance(answer, (set, frozenset, list, tuple)):
        from .choices import known_choice, unknown_choice
        for value in answer:
            if not isinstance(value, str) or not known_choice(question, value):
                raise unknown_choice(question, describe(value))
        return frozenset(answer)
    if kind == POINTS_LIST and isinstance(answer, (list, tuple)):
        answer = check_items("answer", answer)
        return tuple(_bounded(a) if type(a) is int else a for a in answer)
    if kind == TILE and isinstance(answer, Tile):
        return _plain(answer)
    if kind == CALL and isinstance(answer, Call):
        return answer
    if type(answer) is int:
        return _bounded(answer)
    if isinstance(answer, (int, float, tuple, frozenset, Tile)) and not isinstance(answer, bool):
        return answer
    raise TileError("unknown_character", char=describe(answer, 20), position=0)


def parse_answer(question: Question, text: Any, lang: str | None = None) -> Any:
    """The learner's answer to ``question`` in canonical form, or a typed error."""
    check_instance("question", question, Question, "question")
    if isinstance(text, Mapping):
        return _field_answer(question, check_mapping("answer", text), lang)
    if not isinstance(text, str):
        return _canonical(question, text)
    check_text("answer", text)
    kind = question.answer_type
    if not text.strip() and kind in EMPTY_ANSWER_CODES:
        # nothing typed: ask for the answer in the question's form, not "“” is not …"
        raise MjlearnError(EMPTY_ANSWER_CODES[kind])
    if kind == TILE:
        tiles = parse_tiles(text.translate(_TILE_SEPARATORS))
        if len(tiles) != 1:
            raise MjlearnError("answer_not_one_tile", count=len(tiles))
        return _plain(tiles[0])
    if kind == TILE_SET:
        # "none": a hand that may win on no tile (furiten), a dash or the word for it
        if text.strip() in NO_TILES or means_no_tile(text, lang):
            return frozenset()
        return frozenset(t.kind for t in parse_tiles(text.translate(_TILE_SEPARATORS)))
    if kind == INTEGER:
        return parse_int(text, lang, NUMBER_EXAMPLES.get(question.kind, COUNT_EXAMPLE))
    if kind == POINTS:
        return parse_points(strip_point_unit(text, lang), lang,
                            NUMBER_EXAMPLES.get(question.kind, POINTS_EXAMPLE))
    if kind == POINTS_LIST:
        if not question.data.get("signed"):
            text = _AMOUNT_DASH.sub("/", text)
        parts = [part for part in text.replace(";", "/").split("/")]
        wanted = question.data.get("amounts")
        if not text.strip() and wanted and wanted > 1:
            # nothing typed: ask for the answer in the question's form, not "a whole number"
            code = ("empty_number_list" if question.kind in NUMBER_LIST_KINDS
                    else "empty_amount_list")
            raise MjlearnError(code, expected=wanted)
        _refuse_amounts_without_slash(parts, wanted, lang)
        example = NUMBER_EXAMPLES.get(question.kind, POINTS_EXAMPLE)
        if question.kind in WHOLE_THOUSANDS_KINDS:
            _refuse_a_decimal_score(parts)
        amounts = tuple(parse_points(strip_point_unit(part, lang), lang, example)
                        for part in parts)
        if wanted is not None and len(amounts) != wanted:
            raise _wrong_count(question.kind, len(amounts), wanted)
        return amounts
    if kind == CALL:
        return parse_call(text, lang)
    if kind in (SINGLE_CHOICE, MULTIPLE_CHOICE):
        from .choices import read_choices, unknown_choice
        picked = read_choices(question, text, lang)
        if not picked or (kind == SINGLE_CHOICE and len(picked) != 1):
            raise unknown_choice(question, text.strip()[:40])
        return next(iter(picked)) if kind == SINGLE_CHOICE else picked
    raise ValueError(f"unknown answer type {kind!r}")


# The number an error about a number shows as an example, by the question's kind: one the
# question could take (fu by default for a count, a payment for an amount).
NUMBER_EXAMPLES = {"count_han": 3, "dora_from_indicator": 2, "classic_hand_score": 48,
                   "final_score": 42, "pay_with_sticks": 2, "abortive_draw": 1}

# Answers that are lists of plain numbers (final scores, counts of sticks), not of amounts
# paid: their count is said in numbers.
NUMBER_LIST_KINDS = frozenset({"final_score", "pay_with_sticks", "abortive_draw"})

# Answers counted in whole thousands (a final score): "+3.8" is a score not yet rounded.
WHOLE_THOUSANDS_KINDS = frozenset({"final_score"})
_DECIMAL = re.compile(r"^\s*[-\u2212+]?[0-9]+[.,][0-9]{1,2}\s*$")


def _refuse_a_decimal_score(parts: list[str]) -> None:
    """A score typed with a decimal part ("+3.8", "23,8"): the points are not rounded to
    the thousand yet, which the error says (not that the number is unclear)."""
    for part in parts:
        if _DECIMAL.match(part):
            raise MjlearnError("decimal_final_score", text=part.strip()[:40],
                               points=33800, thousands=34)


# An empty answer, by the answer's form (numbers have theirs in the i18n layer's reader).
EMPTY_ANSWER_CODES = {TILE: "empty_tile", TILE_SET: "empty_tiles", CALL: "empty_call",
                      SINGLE_CHOICE: "empty_choice", MULTIPLE_CHOICE: "empty_choice"}


def _wrong_count(kind: str, count: int, wanted: int) -> MjlearnError:
    """The error for an answer with ``count`` numbers where ``wanted`` are asked: a single
    amount is asked for without a slash, a list of scores or sticks counts numbers."""
    if wanted == 1:
        return MjlearnError("wrong_amount_count_one", count=count)
    if kind in NUMBER_LIST_KINDS:
        return MjlearnError("wrong_number_count", count=count, expected=wanted)
    return MjlearnError("wrong_amount_count", count=count, expected=wanted)


def _refuse_amounts_without_slash(parts: list[str], wanted: int | None, lang: str) -> None:
    """ "0 0 1" for three amounts: the numbers are there, only the slashes are missing, so
    the learner is shown the answer as it is written ("0 / 0 / 1"), not told it is no
    number."""
    words = parts[0].split() if len(parts) == 1 else []
    if not wanted or wanted < 2 or len(words) != wanted:
        return
    try:
        parse_points(parts[0], lang)        # "25 000" is one amount, grouped
    except MjlearnError:
        try:
            for word in words:
                parse_points(word, lang)
        except MjlearnError:
            return
        raise MjlearnError("amounts_without_slash", expected=wanted,
                           typed=" / ".join(words)) from None


class ChoiceList(tuple):
    """Choice ids shown as an answer: the i18n layer writes their localized names, for a
    set without wind tiles when ``winds`` is False (the question's rules)."""

    winds: bool = True


class LabelledAmounts(tuple):
    """Amounts shown as an answer, each with its field: ``((Field, amount), …)``; the
    i18n layer writes "Each non-dealer pays: 1,000; the dealer pays: 2,000"."""

    signed: bool = False


def display_answer(question: Question, answer: Any) -> Any:
    """A canonical answer in the shape the i18n layer formats: tiles for tile answers,
    numbers as ints, choices as their names, amounts with their fields' labels."""
    check_instance("question", question, Question, "question")
    if question.answer_type == TILE_SET:
        return tuple(Tile(k) for k in sorted(answer)) if answer else NO_TILES[0]
    if question.answer_type in (MULTIPLE_CHOICE, SINGLE_CHOICE):
        chosen = answer if isinstance(answer, frozenset) else (answer,)
        shown = ChoiceList(sorted(chosen))
        shown.winds = plays_with_winds(question)
        return shown
    if question.answer_type == POINTS_LIST:
        fields = _fields(question)
        if fields and len(fields) == len(answer):
            shown = LabelledAmounts(zip(fields, answer))
            shown.signed = bool(question.data.get("signed"))
            return shown
        if question.data.get("signed"):
            return SignedAmounts(answer)  # "+8 300 / −8 300 / 0 / 0", grouped for the locale
        return tuple(answer)  # whole amounts: the i18n layer groups them for the locale
    return answer
