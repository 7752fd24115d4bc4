"""Hands: concealed tiles, called melds and the winning tile, validated.

``parse_hand`` builds a complete 14-tile hand (the winning tile is among the concealed
tiles); ``parse_waiting_hand`` builds a 13-tile hand that may be tenpai. Both accept mpsz
text or tiles, and melds as :class:`Meld` or as ``(type, "234s")`` pairs. Every problem
is a :class:`~mjlearn.errors.HandError` or :class:`~mjlearn.errors.TileError` with a code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence, Union

from .checks import bad_argument, check_items, describe
from .errors import HandError, MjlearnError, TileError
from .tiles import Tile, check_tiles, counts_of, format_tiles, kind_code, parse_tiles, tiles_and_bits

MELD_TYPES = ("chi", "pon", "kan", "ankan", "shouminkan")
KAN_TYPES = ("kan", "ankan", "shouminkan")
# Aliases learners and other tools use for the same calls.
_MELD_ALIASES = {
    "chii": "chi", "chow": "chi", "pung": "pon", "minkan": "kan", "daiminkan": "kan",
    "open_kan": "kan", "closed_kan": "ankan", "added_kan": "shouminkan", "kakan": "shouminkan",
}


@dataclass(frozen=True, slots=True)
class Meld:
    """A called set: chi, pon, open kan, closed kan (ankan) or added kan (shouminkan)."""

    type: str
    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        if type(self.type) is not str or self.type not in MELD_TYPES:
            raise HandError("unknown_meld_type", meld_type=describe(self.type))
        if type(self.tiles) is not tuple or len(self.tiles) > 4 \
                or not all(type(t) is Tile for t in self.tiles):
            object.__setattr__(self, "tiles", check_tiles("tiles", self.tiles))
        kinds = sorted(t.kind for t in self.tiles)
        ok = False
        if self.type == "chi":
            ok = (len(kinds) == 3 and kinds[0] < 27 and kinds[0] // 9 == kinds[2] // 9
                  and kinds[1] == kinds[0] + 1 and kinds[2] == kinds[0] + 2)
        elif self.type == "pon":
            ok = len(kinds) == 3 and kinds[0] == kinds[2]
        else:
            ok = len(kinds) == 4 and kinds[0] == kinds[3]
        if not ok:
            raise HandError("bad_meld", meld=format_tiles(self.tiles), meld_type=self.type)
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles, key=lambda t: (t.kind, not t.red))))

    @property
    def is_open(self) -> bool:
        """Called from another player (a closed kan keeps the hand concealed)."""
        return self.type != "ankan"

    @property
    def is_kan(self) -> bool:
        return self.type in KAN_TYPES

    @property
    def first(self) -> int:
        """The lowest tile kind of the set."""
        return self.tiles[0].kind

    @property
    def code(self) -> str:
        return format_tiles(self.tiles)


MeldLike = Union[Meld, tuple[str, Union[str, Sequence[Tile]]], dict]
TilesLike = Union[str, Sequence[Tile]]


def _tiles(value: TilesLike, argument: str = "tiles") -> tuple[Tile, ...]:
    if type(value) is str or isinstance(value, str):
        return parse_tiles(value)
    if type(value) is tuple and _TILE_TYPE.issuperset(map(type, value)):
        return value
    return check_tiles(argument, value)


def make_meld(value: MeldLike) -> Meld:
    """A meld from a :class:`Meld`, a ``(type, tiles)`` pair or ``{"type", "tiles"}``."""
    if isinstance(value, Meld):
        return value
    if isinstance(value, dict):
        meld_type, tiles = value.get("type"), value.get("tiles")
    elif isinstance(value, (tuple, list)) and len(value) == 2:
        meld_type, tiles = value
    else:
        raise bad_argument("meld", "meld", value)
    if not isinstance(meld_type, str) or len(meld_type) > 40:
        raise HandError("unknown_meld_type", meld_type=describe(meld_type, 20))
    meld_type = _MELD_ALIASES.get(meld_type.lower(), meld_type.lower())
    if tiles is None:
        raise TileError("empty_input")
    return Meld(meld_type, _tiles(tiles))


def check_copies(*groups: Iterable[Tile]) -> None:
    """No kind may appear more than four times across all the given tiles."""
    counts = [0] * 34
    for group in groups:
        if type(group) is not tuple:
            group = check_tiles("tiles", group)
        try:
            for t in group:
                counts[t.kind] += 1
        except (AttributeError, TypeError, IndexError):
            check_tiles("tiles", group)
            raise
    if max(counts) <= 4:        # the usual case, checked in one C call
        return
    for kind, n in enumerate(counts):
        if n > 4:
            raise HandError("too_many_copies", tile=kind_code(kind), count=n)


def _check_size(n_concealed: int, melds: tuple[Meld, ...], expected_total: int) -> None:
    """A hand of the wrong size says why it should have another: the sets it called leave
    fewer tiles in hand, and a waiting hand (13) has no winning tile yet."""
    expected = expected_total - 3 * len(melds)
    if n_concealed == expected:
        return
    more = n_concealed > expected
    if melds:
        raise HandError("too_many_tiles_called" if more else "too_few_tiles_called",
                        count=n_concealed, expected=expected, melds=len(melds))
    if expected_total == 13 and n_concealed == expected + 1:
        raise HandError("winning_tile_typed", count=n_concealed, expected=expected)
    raise HandError("too_many_tiles" if more else "too_few_tiles", count=n_concealed,
                    expected=expected)


@dataclass(frozen=True, slots=True)
class Hand:
    """A complete hand: 14 tiles counting each meld as three, the winning tile included."""

    concealed: tuple[Tile, ...]
    win: Tile
    melds: tuple[Meld, ...] = ()

    def __post_init__(self) -> None:
        # Built directly by a caller: checked exactly as parse_hand checks (parse_hand
        # itself builds its hands without coming here).
        hand = parse_hand(self.concealed, self.win, self.melds)
        _set_hand(self, hand.concealed, hand.win, hand.melds)

    @property
    def is_closed(self) -> bool:
        """No meld called from another player (closed kans keep the hand closed)."""
        for meld in self.melds:
            if meld.type != "ankan":        # (Meld.is_open)
                return False
        return True

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        return self.concealed + tuple(t for m in self.melds for t in m.tiles)

    def concealed_counts(self) -> list[int]:
        return counts_of(self.concealed)

    def before_win(self) -> tuple[Tile, ...]:
        """The 13 (or fewer, with melds) concealed tiles held before the winning tile."""
        rest = list(self.concealed)
        rest.remove(self.win)
        return tuple(rest)


@dataclass(frozen=True, slots=True)
class WaitingHand:
    """A hand of 13 tiles (melds counted as three) waiting for its fourteenth."""

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()

    def __post_init__(self) -> None:
        # Built directly: checked as parse_waiting_hand checks a (possibly partial) hand.
        hand = parse_waiting_hand(self.concealed, self.melds, partial=True)
        _set_waiting(self, hand.concealed, hand.melds)

    @property
    def is_closed(self) -> bool:
        return not any(m.is_open for m in self.melds)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        return self.concealed + tuple(t for m in self.melds for t in m.tiles)


_new = object.__new__
_HAND_SLOTS = (Hand.concealed.__set__, Hand.win.__set__, Hand.melds.__set__)
_WAITING_SLOTS = (WaitingHand.concealed.__set__, WaitingHand.melds.__set__)


def _set_hand(hand: Hand, concealed: tuple[Tile, ...], win: Tile, melds: tuple[Meld, ...]) -> Hand:
    set_concealed, set_win, set_melds = _HAND_SLOTS
    set_concealed(hand, concealed)
    set_win(hand, win)
    set_melds(hand, melds)
    return hand


def _set_waiting(hand: WaitingHand, concealed: tuple[Tile, ...], melds: tuple[Meld, ...]) -> WaitingHand:
    _WAITING_SLOTS[0](hand, concealed)
    _WAITING_SLOTS[1](hand, melds)
    return hand


def _melds(melds: Iterable[MeldLike]) -> tuple[Meld, ...]:
    if type(melds) is tuple and _MELD_TYPE.issuperset(map(type, melds)):
        return melds
    items = check_items("melds", melds, "list", maximum=4)
    return tuple(make_meld(m) for m in items)


_MELD_TYPE = frozenset((Meld,))
_TILE_TYPE = frozenset((Tile,))


def parse_hand(concealed: TilesLike, win: TilesLike | Tile | None = None,
               melds: Iterable[MeldLike] = (), extra_tiles: TilesLike = ()) -> Hand:
    """A validated complete hand.

    ``concealed`` holds every concealed tile *including* the winning tile; ``win`` names
    it (default: the last concealed tile written). ``extra_tiles`` (dora indicators…)
    count towards the four-copies limit.
    """
    hand = build_hand(concealed, win, melds)
    extra = _tiles(extra_tiles, "extra_tiles") if extra_tiles else ()
    check_copies(hand.concealed, *(m.tiles for m in hand.melds), extra)
    return hand


def build_hand(concealed: TilesLike, win: TilesLike | Tile | None = None,
               melds: Iterable[MeldLike] = ()) -> Hand:
    """:func:`parse_hand` without the four-copies check, for a caller that counts every
    tile itself (the Riichi situation counts the indicators and the red fives too)."""
    return _hand_of(_tiles(concealed, "concealed"), win, _melds(melds))


def _hand_of(tiles: tuple[Tile, ...], win: TilesLike | Tile | None, melds: tuple[Meld, ...]) -> Hand:
    """:func:`build_hand` of tiles and melds that are already checked (a tuple of
    :class:`Tile`, a tuple of :class:`Meld`): the size and the winning tile."""
    expected = 14 - 3 * len(melds)
    if len(tiles) != expected:
        if isinstance(win, str) and win.strip() and tiles_and_bits(win) is None:
            parse_tiles(win)    # a winning tile that is no tile is said first, as it is typed
        _check_size(len(tiles), melds, 14)
    if win is None:
        win_tile = tiles[-1]
    elif type(win) is str and (read := tiles_and_bits(win)) is not None and len(read[0]) == 1:
        given = read[0][0]                  # (the usual winning tile: "5m", held as itself)
        for win_tile in tiles:
            if win_tile is given:
                break
        else:
            win_tile = _find_win(tiles, given)
    elif isinstance(win, str) and not win.strip():
        raise HandError("missing_win_tile")
    else:
        given = win if isinstance(win, Tile) else _tiles(win, "win")
        if isinstance(given, tuple):
            if len(given) != 1:
                raise HandError("too_many_tiles", count=len(given), expected=1)
            given = given[0]
        win_tile = _find_win(tiles, given)
    return _set_hand(_new(Hand), tiles, win_tile, melds)


def _find_win(tiles: tuple[Tile, ...], given: Tile) -> Tile:
    for t in tiles:             # the parser hands out one shared Tile per tile: the same
        if t is given:          # object (``given in tiles`` would call Tile.__eq__ per tile)
            return t
    kind, red = given.kind, given.red
    for t in tiles:
        if t.kind == kind and t.red == red:
            return t
    # "5m" written for a red five held in the hand (or the reverse): same kind.
    for t in tiles:
        if t.kind == given.kind:
            return t
    raise HandError("win_tile_not_in_hand", tile=given.code)


def parse_waiting_hand(concealed: TilesLike, melds: Iterable[MeldLike] = (),
                       extra_tiles: TilesLike = (), partial: bool = False) -> WaitingHand:
    """A validated 13-tile hand (melds counted as three tiles each).

    With ``partial=True`` a shorter waiting shape is accepted too, the rest of the hand
    being taken as complete: ``13m`` (2, 5, 8 or 11 tiles: the pair lies elsewhere)
    waits on 2m, ``4m`` (1, 4, 7 or 10 tiles) on 4m. That is how a lesson talks about
    the waiting part of a hand.
    """
    tiles = _tiles(concealed, "concealed")
    meld_objs = _melds(melds)
    room = 13 - 3 * len(meld_objs)
    if not (partial and 0 < len(tiles) < room):
        _check_size(len(tiles), meld_objs, 13)
    extra = _tiles(extra_tiles, "extra_tiles") if extra_tiles else ()
    check_copies(tiles, *(m.tiles for m in meld_objs), extra)
    return _set_waiting(_new(WaitingHand), tiles, meld_objs)


__all__ = [
    "Hand", "Meld", "WaitingHand", "MELD_TYPES", "KAN_TYPES", "make_meld", "parse_hand", "build_hand",
    "parse_waiting_hand", "check_copies", "MjlearnError",
]
