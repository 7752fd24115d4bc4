"""Reading a learner's typed answer into the canonical form of its answer type.

Numbers go through the i18n reader (``parse_int``/``parse_points``: "11.600", "11 600"
…); tiles through the mpsz reader. Anything unreadable is a typed
:class:`~mjlearn.errors.MjlearnError` that the widget shows in the learner's language.
"""

from __future__ import annotations

from typing import Any

from ..checks import check_instance, check_text
from ..errors import MjlearnError, TileError, register_error_codes
from ..i18n import parse_int, parse_points
from ..tiles import Tile, parse_tiles
from .base import (INTEGER, MULTIPLE_CHOICE, POINTS, POINTS_LIST, SINGLE_CHOICE, TILE,
                   TILE_SET, Question)

register_error_codes({"unknown_choice": ("text", "choices"),
                      "wrong_amount_count": ("count", "expected")})

# Separators learners put between tiles ("3m, 6m"; "3m 6m"): mpsz itself needs none.
_TILE_SEPARATORS = str.maketrans({",": " ", ";": " ", "/": " ", "+": " "})


def _plain(tile: Tile) -> Tile:
    """A red five answers for its kind: the dora indicated by 4p is every 5p."""
    return Tile(tile.kind)


def parse_answer(question: Question, text: Any, lang: str | None = None) -> Any:
    """The learner's answer to ``question`` in canonical form, or a typed error."""
    check_instance("question", question, Question, "question")
    check_text("answer", text)
    kind = question.answer_type
    if kind == TILE:
        tiles = parse_tiles(text.translate(_TILE_SEPARATORS))
        if len(tiles) != 1:
            raise TileError("too_many_tiles", count=len(tiles), expected=1)
        return _plain(tiles[0])
    if kind == TILE_SET:
        return frozenset(t.kind for t in parse_tiles(text.translate(_TILE_SEPARATORS)))
    if kind == INTEGER:
        return parse_int(text, lang)
    if kind == POINTS:
        return parse_points(text, lang)
    if kind == POINTS_LIST:
        parts = [part for part in text.replace(";", "/").split("/")]
        amounts = tuple(parse_points(part, lang) for part in parts)
        wanted = question.data.get("amounts")
        if wanted is not None and len(amounts) != wanted:
            raise MjlearnError("wrong_amount_count", count=len(amounts), expected=wanted)
        return amounts
    if kind in (SINGLE_CHOICE, MULTIPLE_CHOICE):
        picked = frozenset(part.strip() for part in text.split(",") if part.strip())
        unknown = sorted(picked - set(question.choices))
        if unknown or not picked or (kind == SINGLE_CHOICE and len(picked) != 1):
            raise MjlearnError("unknown_choice", text=text.strip()[:40],
                               choices=", ".join(question.choices))
        return next(iter(picked)) if kind == SINGLE_CHOICE else picked
    raise ValueError(f"unknown answer type {kind!r}")


def display_answer(question: Question, answer: Any) -> Any:
    """A canonical answer in the shape the i18n layer formats: tiles for tile answers,
    numbers as ints, choices as text."""
    check_instance("question", question, Question, "question")
    if question.answer_type == TILE_SET:
        return tuple(Tile(k) for k in sorted(answer))
    if question.answer_type == MULTIPLE_CHOICE:
        return ", ".join(sorted(answer))
    if question.answer_type == POINTS_LIST:
        if question.data.get("signed"):
            return " / ".join(f"{a:+d}" if a else "0" for a in answer)
        return tuple(answer)  # whole amounts: the i18n layer groups them for the locale
    return answer
