"""Tiles and the mpsz notation.

A tile kind is an integer 0–33: 0–8 man (characters) 1–9, 9–17 pin (dots), 18–26 sou
(bamboo), 27–30 the winds East, South, West, North and 31–33 the dragons White, Green,
Red. A :class:`Tile` is a kind plus a ``red`` flag for the red fives (``0m 0p 0s``).

Names are data: ``tile.code`` ("5m", "0p", "7z") is what the i18n layer translates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from .checks import MAX_TEXT, bad_argument, check_items, check_text, describe
from .errors import TileError

SUITS = ("m", "p", "s", "z")
NUMBER_SUITS = ("m", "p", "s")
N_KINDS = 34
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
WIND_LETTERS = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}

# Yaochuuhai: the 13 terminal and honour kinds.
TERMINALS = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONOURS = TERMINALS + tuple(range(27, 34))
FIVES = (4, 13, 22)


def check_kind(kind: object) -> int:
    """A tile kind 0–33, or an ``unknown_tile_kind`` error (whatever ``kind`` is)."""
    if type(kind) is not int or not 0 <= kind < N_KINDS:
        raise TileError("unknown_tile_kind", kind=describe(kind))
    return kind


def suit_of(kind: int) -> str:
    return SUITS[check_kind(kind) // 9]


def number_of(kind: int) -> int:
    """1–9 for suit tiles, 1–7 for honours (1z East … 7z Red)."""
    kind = check_kind(kind)
    return kind % 9 + 1 if kind < 27 else kind - 26


def is_honour(kind: int) -> bool:
    return check_kind(kind) >= 27


def is_terminal(kind: int) -> bool:
    return check_kind(kind) < 27 and kind % 9 in (0, 8)


def is_terminal_or_honour(kind: int) -> bool:
    return check_kind(kind) >= 27 or kind % 9 in (0, 8)


def is_simple(kind: int) -> bool:
    return check_kind(kind) < 27 and 0 < kind % 9 < 8


def is_wind(kind: int) -> bool:
    return 27 <= check_kind(kind) <= 30


def is_dragon(kind: int) -> bool:
    return check_kind(kind) >= 31


def next_kind(kind: int) -> int:
    """The tile a dora indicator points to: 9→1 in each suit, N→E, Red→White."""
    return _NEXT_KINDS[check_kind(kind)]


def kind_code(kind: int) -> str:
    if type(kind) is int and 0 <= kind < N_KINDS:      # (the engines call this a lot)
        return _KIND_CODES[kind]
    return _KIND_CODES[check_kind(kind)]


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    kind: int
    red: bool = False

    def __post_init__(self) -> None:
        check_kind(self.kind)
        if type(self.red) is not bool:
            raise bad_argument("red", "true_or_false", self.red)
        if self.red and self.kind not in FIVES:
            raise TileError("red_five_not_five", tile=kind_code(self.kind))

    @property
    def code(self) -> str:
        """mpsz code of this one tile: "5m", "0m" for the red five, "7z"."""
        return f"0{self.suit}" if self.red else kind_code(self.kind)

    @property
    def suit(self) -> str:
        return suit_of(self.kind)

    @property
    def number(self) -> int:
        return number_of(self.kind)

    @property
    def is_honour(self) -> bool:
        return self.kind >= 27

    @property
    def is_terminal(self) -> bool:
        return is_terminal(self.kind)

    @property
    def is_simple(self) -> bool:
        return is_simple(self.kind)

    @property
    def is_terminal_or_honour(self) -> bool:
        return is_terminal_or_honour(self.kind)

    @property
    def is_wind(self) -> bool:
        return is_wind(self.kind)

    @property
    def is_dragon(self) -> bool:
        return is_dragon(self.kind)

    def next(self) -> "Tile":
        """The dora this tile indicates (always a plain tile)."""
        return Tile(next_kind(self.kind))

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Tile({self.code!r})"


_KIND_CODES = tuple(f"{number_of(k)}{suit_of(k)}" for k in range(N_KINDS))
_NEXT_KINDS = tuple((k - 8 if k % 9 == 8 else k + 1) if k < 27
                    else (EAST if k == NORTH else k + 1) if k <= 30
                    else (WHITE if k == RED else k + 1) for k in range(N_KINDS))


def tile(code: str) -> Tile:
    """One tile from its code: ``tile("5m")``, ``tile("0p")``."""
    tiles = parse_tiles(check_text("code", code))
    if len(tiles) != 1:
        raise TileError("too_many_tiles", count=len(tiles), expected=1)
    return tiles[0]


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Read mpsz notation ("123m456p0s77z") into tiles (see :func:`_parse_tiles`).

    A short text is read suit group by suit group ("123m", "0s", "77z"), and each group's
    tiles are kept: tiles are immutable, and the same groups come back in hand after hand
    (a dora, a meld, a suit's run). (A longer text is read each time, and one longer than
    :data:`~mjlearn.checks.MAX_TEXT` is refused.)
    """
    read = tiles_and_bits(text)
    return _parse_tiles(text) if read is None else read[0]


def tiles_and_counts(text: str) -> tuple[tuple[Tile, ...], tuple[int, ...]]:
    """:func:`parse_tiles` and how many tiles of each kind the text holds (34 counts, red
    fives counted as fives), read together: each suit group keeps its counts too."""
    read = tiles_and_bits(text)
    if read is None:
        tiles = _parse_tiles(text)
        return tiles, tuple(counts_of(tiles))
    return read[0], _counts_from_bits(read[1])


def tiles_and_bits(text: str) -> tuple[tuple[Tile, ...], int] | None:
    """:func:`parse_tiles` and the text's tiles counted as bits (see :data:`KIND_BITS`),
    for a short text of suit groups one after the other, each group read once and kept;
    None for anything else (spaces, capitals, a long text, a mistake: :func:`parse_tiles`
    reads it, or says what is wrong)."""
    if type(text) is not str or len(text) > _CACHED_TEXT:
        return None
    entry = _GROUPS.get(text)           # (a single group: a dora, a meld, a win)
    if entry is not None:
        return entry
    groups = _GROUP.findall(text)
    if not groups or sum(map(len, groups)) != len(text):
        return None
    entries = list(map(_GROUPS.get, groups))
    if None in entries:
        try:
            entries = [entry or _group_entry(group) for entry, group in zip(entries, groups)]
        except TileError:           # (said with its position in the whole text)
            return None
    tiles, bits = entries[0]
    for more, more_bits in entries[1:]:
        tiles += more
        bits += more_bits
    return tiles, bits


def _group_entry(group: str) -> tuple[tuple[Tile, ...], int]:
    """A suit group's tiles and bits, read digit by digit through its suit's table (a
    digit the suit has not, such as "8z" or "0z": :func:`_parse_tiles` says what is wrong)."""
    suit = SUITS.index(group[-1])
    digits = group[:-1]
    try:
        entry = (tuple(map(_DIGIT_TILES[suit].__getitem__, digits)),
                 sum(map(_DIGIT_BITS[suit].__getitem__, digits)))
    except KeyError:
        _parse_tiles(group)                 # raises the TileError
        raise
    if len(_GROUPS) >= _GROUPS_MAX:
        _GROUPS.clear()
    _GROUPS[group] = entry
    return entry


# Tiles counted as one integer, its "bits": byte k (bits 8k … 8k + 7) counts the tiles of
# kind k, and bytes 34–36 count the red fives of m, p and s (also counted as fives). The
# counts of several parts (a hand's suit groups, its melds, the dora indicators) are then
# the sum of their bits, and "more than four of a kind" or "any wind" one mask test: a few
# integer operations instead of a loop over 34 counts. A part must hold fewer than 256
# tiles of a kind (a cached text holds at most 64 tiles).
KIND_BITS = tuple(1 << 8 * k for k in range(N_KINDS))
_RED_BITS = {five: KIND_BITS[five] + (1 << 8 * (N_KINDS + suit)) for suit, five in enumerate(FIVES)}
KINDS_MASK = (1 << 8 * N_KINDS) - 1     # the 34 kinds' bytes (the red fives' left out)
RED_SHIFT = 8 * N_KINDS                 # bits >> RED_SHIFT: the red fives' three bytes


def _bits_of(tiles: Iterable[Tile]) -> int:
    """The bits of some tiles (fewer than 256 of a kind)."""
    bits = 0
    for t in tiles:
        bits += _RED_BITS[t.kind] if t.red else KIND_BITS[t.kind]
    return bits


def _counts_from_bits(bits: int) -> tuple[int, ...]:
    """The 34 counts by kind that some bits hold (made in C)."""
    return tuple((bits & KINDS_MASK).to_bytes(N_KINDS, "little"))


def _parse_tiles(text: str) -> tuple[Tile, ...]:
    """Read mpsz notation ("123m456p0s77z") into tiles, keeping the written order.

    Spaces are allowed between groups. Errors carry the offending character and its
    position (0-based) so a lesson can point at it.
    """
    if not isinstance(text, str):
        raise bad_argument("tiles", "tiles", text)
    check_text("tiles", text)
    if not text.strip():
        raise TileError("empty_input")
    out: list[Tile] = []
    pending: list[tuple[int, int]] = []  # (digit, position)
    for position, char in enumerate(text):
        if char.isspace():
            continue
        if "0" <= char <= "9":
            pending.append((ord(char) - 48, position))
            continue
        suit = char.lower()
        if suit not in SUITS or len(char) != 1:
            raise TileError("unknown_character", char=describe(char), position=position)
        if not pending:     # "zz": a suit letter of mpsz, but with no digits before it
            raise TileError("suit_without_digits", char=char, position=position)
        base = SUITS.index(suit) * 9
        # One shared instance per tile: tiles are immutable, and ``in`` and ``==`` on the
        # same object stop at the identity check instead of calling ``Tile.__eq__``.
        for digit, _pos in pending:
            if suit == "z":
                if digit == 0:
                    raise TileError("red_honour")
                if digit > 7:
                    raise TileError("honour_out_of_range", digit=digit)
                out.append(ALL_KINDS[26 + digit])
            elif digit == 0:
                out.append(RED_FIVES[base // 9])
            else:
                out.append(ALL_KINDS[base + digit - 1])
        pending.clear()
    if pending:
        raise TileError("digits_without_suit", digits="".join(str(d) for d, _ in pending),
                        count=len(pending))
    return tuple(out)


_CACHED_TEXT = 64          # a hand written with spaces and all its melds fits
# suit group ("123m", "0s", "1122z") -> (its tiles, their bits)
_GROUPS: dict[str, tuple[tuple[Tile, ...], int]] = {}
_GROUPS_MAX = 1 << 14
_GROUP = re.compile("[0-9]+[mpsz]")


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Write tiles in mpsz notation, keeping their order ("12m1p3m" stays as given).

    ``parse_tiles(format_tiles(t)) == tuple(t)`` for every tile sequence.
    """
    parts: list[str] = []
    digits: list[str] = []
    suit = ""
    for t in check_tiles("tiles", tiles):
        if t.suit != suit and digits:
            parts.append("".join(digits) + suit)
            digits = []
        suit = t.suit
        digits.append(t.code[0])
    if digits:
        parts.append("".join(digits) + suit)
    return "".join(parts)


def sorted_tiles(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    """Tiles in the usual display order (man, pin, sou, honours; red five beside its 5)."""
    return tuple(sorted(check_tiles("tiles", tiles), key=lambda t: (t.kind, not t.red)))


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """A 34-long list of how many tiles of each kind (red fives counted as fives)."""
    counts = [0] * N_KINDS
    if type(tiles) is not tuple:        # (a hand's own tiles are a tuple of Tiles)
        tiles = check_tiles("tiles", tiles)
    try:
        for t in tiles:
            counts[t.kind] += 1
    except (AttributeError, TypeError, IndexError):
        check_tiles("tiles", tiles)     # says which item is not a tile
        raise
    return counts


def check_tiles(argument: str, tiles: object) -> tuple[Tile, ...]:
    """A sequence of :class:`Tile` objects, as a tuple (a typed error otherwise)."""
    items = check_items(argument, tiles, "tiles", maximum=MAX_TEXT)
    for t in items:
        if type(t) is not Tile:
            raise bad_argument(argument, "tiles", t)
    return items


ALL_KINDS: tuple[Tile, ...] = tuple(Tile(k) for k in range(N_KINDS))
RED_FIVES: tuple[Tile, ...] = tuple(Tile(k, red=True) for k in FIVES)    # 0m 0p 0s
# digit -> its shared tile, by suit ("0": the red five; honours 1–7 only)
_DIGIT_TILES = tuple({**{str(d): ALL_KINDS[9 * suit + d - 1] for d in range(1, 10)}, "0": RED_FIVES[suit]}
                     for suit in range(3)) + ({str(d): ALL_KINDS[26 + d] for d in range(1, 8)},)
_DIGIT_BITS = tuple({digit: _bits_of((t,)) for digit, t in tiles.items()} for tiles in _DIGIT_TILES)
