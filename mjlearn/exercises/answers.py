"""Reading a learner's typed answer into the canonical form of its answer type.

Numbers go through the i18n reader (``parse_int``/``parse_points``: "11.600", "11 600"
…); tiles through the mpsz reader. Anything unreadable is a typed
:class:`~mjlearn.errors.MjlearnError` that the widget shows in the learner's language.
"""

from __future__ import annotations

from typing import Any

import re
import unicodedata

from ..errors import MjlearnError, TileError, register_error_codes
from ..i18n import parse_int, parse_points, resolve_language
from ..i18n.names import DORA_NAMES, YAKU_NAMES
from ..i18n.numbers import SignedAmounts
from ..i18n.text import translate
from ..tiles import Tile, parse_tiles
from .base import (INTEGER, MULTIPLE_CHOICE, POINTS, POINTS_LIST, SINGLE_CHOICE, TILE,
                   TILE_SET, Question)

register_error_codes({"unknown_choice": ("text", "choices"),
                      "wrong_amount_count": ("count", "expected")})

# What a learner writes for "no tile at all" in a tile-set answer: a dash of any width.
NO_TILES = ("-", "–", "—")

# Separators learners put between tiles ("3m, 6m"; "3m 6m"): mpsz itself needs none.
_TILE_SEPARATORS = str.maketrans({",": " ", ";": " ", "/": " ", "+": " "})


def _plain(tile: Tile) -> Tile:
    """A red five answers for its kind: the dora indicated by 4p is every 5p."""
    return Tile(tile.kind)


def parse_answer(question: Question, text: Any, lang: str | None = None) -> Any:
    """The learner's answer to ``question`` in canonical form, or a typed error."""
    if not isinstance(text, str):
        raise TileError("unknown_character", char=repr(text)[:20], position=0)
    kind = question.answer_type
    if kind == TILE:
        tiles = parse_tiles(text.translate(_TILE_SEPARATORS))
        if len(tiles) != 1:
            raise TileError("too_many_tiles", count=len(tiles), expected=1)
        return _plain(tiles[0])
    if kind == TILE_SET:
        if text.strip() in NO_TILES:  # "none": a hand that may win on no tile (furiten)
            return frozenset()
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
        names = _choice_names(question.choices, resolve_language(lang))
        picked = frozenset(names.get(_folded(part), part.strip())
                           for part in text.split(",") if part.strip())
        unknown = sorted(picked - set(question.choices))
        if unknown or not picked or (kind == SINGLE_CHOICE and len(picked) != 1):
            raise MjlearnError("unknown_choice", text=text.strip()[:40],
                               choices=tuple(question.choices))
        return next(iter(picked)) if kind == SINGLE_CHOICE else picked
    raise ValueError(f"unknown answer type {kind!r}")


def display_answer(question: Question, answer: Any) -> Any:
    """A canonical answer in the shape the i18n layer formats: tiles for tile answers,
    numbers as ints, choices as text."""
    if question.answer_type == TILE_SET:
        return tuple(Tile(k) for k in sorted(answer)) if answer else NO_TILES[0]
    if question.answer_type == MULTIPLE_CHOICE:
        return tuple(sorted(answer))  # the i18n layer names them ("Pinfu (no-points hand)")
    if question.answer_type == POINTS_LIST:
        if question.data.get("signed"):
            return SignedAmounts(answer)  # "+8 300 / −8 300 / 0 / 0", grouped for the locale
        return tuple(answer)  # whole amounts: the i18n layer groups them for the locale
    return answer


def _folded(text: str) -> str:
    """A name as typed, compared without case, accents, spaces or punctuation."""
    text = unicodedata.normalize("NFKD", text.casefold())
    return re.sub(r"[\W_]+", "", "".join(c for c in text if not unicodedata.combining(c)))


def _choice_names(choices, lang: str) -> dict[str, str]:
    """What a learner may type for each choice: its id, its whole name in ``lang``, the
    name outside and inside its parentheses ("Pinfu", "no-points hand"); a short form two
    choices share (the "Yakuhai" of every yakuhai) names neither."""
    forms: dict[str, set[str]] = {}
    for choice in choices:
        table = YAKU_NAMES if choice in YAKU_NAMES else DORA_NAMES if choice in DORA_NAMES else {}
        name = translate(table[choice], lang) if choice in table else choice
        outside = re.sub(r"\s*\([^)]*\)", "", name)
        inside = re.findall(r"\(([^)]*)\)", name)
        for form in {choice, name, outside, outside.split(":")[0], *inside}:
            forms.setdefault(_folded(form), set()).add(choice)
    return {form: next(iter(ids)) for form, ids in forms.items() if form and len(ids) == 1}
