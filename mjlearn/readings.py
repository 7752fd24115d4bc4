"""Readings of a complete hand, and the waits of a 13-tile hand.

A *reading* is one way to see a complete hand: four sets and a pair, seven pairs, or
thirteen orphans, together with the set (or pair) the winning tile completed and the
shape of that wait. Scoring takes every reading and keeps the best; a lesson can show
the others.

Decomposition works suit by suit on tile counts and caches each suit's answer, so a hand
costs a few dictionary look-ups once the common suit patterns have been seen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from operator import itemgetter
from typing import Iterable

from .checks import bad_argument, check_instance, check_int, check_items
from .errors import MjlearnError
from .fast import slots_twin
from .hand import Hand, Meld, WaitingHand
from .tiles import N_KINDS, TERMINALS_AND_HONOURS, Tile, check_kind, counts_of

# Wait shapes, as stable codes.
RYANMEN = "ryanmen"   # open wait: 45 waiting on 3 or 6
KANCHAN = "kanchan"   # closed wait: 46 waiting on 5
PENCHAN = "penchan"   # edge wait: 12 waiting on 3, 89 on 7
SHANPON = "shanpon"   # two pairs, one becomes a triplet
TANKI = "tanki"       # a single tile waiting for its pair
KOKUSHI = "kokushi"           # thirteen orphans holding a pair, waiting on the missing one
KOKUSHI_13 = "kokushi_13"     # thirteen orphans, all 13 kinds held: 13-sided wait
CHUUREN_9 = "chuuren_9"       # pure nine gates 1112345678999: 9-sided wait
WAIT_SHAPES = (RYANMEN, KANCHAN, PENCHAN, SHANPON, TANKI, KOKUSHI, KOKUSHI_13)
MULTI_SIDED = (KOKUSHI_13, CHUUREN_9)

STANDARD = "standard"
CHIITOITSU = "chiitoitsu"
KOKUSHI_FORM = "kokushi"


@dataclass(frozen=True, slots=True)
class Group:
    """A set of a reading: ``shape`` is "chi", "pon" or "kan"; ``first`` its lowest kind.

    ``meld`` is the call it came from (None for concealed tiles). A closed kan is a meld
    that is not open.
    """

    shape: str
    first: int
    meld: Meld | None = None

    @property
    def is_called(self) -> bool:
        """Called from another player (not counting a triplet completed by ron)."""
        return self.meld is not None and self.meld.is_open

    @property
    def kinds(self) -> tuple[int, ...]:
        if self.shape == "chi":
            return (self.first, self.first + 1, self.first + 2)
        return (self.first,) * (4 if self.shape == "kan" else 3)

    @property
    def is_triplet_like(self) -> bool:
        return self.shape != "chi"

    @property
    def has_terminal_or_honour(self) -> bool:
        return any(k in TERMINALS_AND_HONOURS for k in (self.first, self.first + 2)) \
            if self.shape == "chi" else self.first in TERMINALS_AND_HONOURS


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a complete hand.

    - ``form``: "standard" (sets + pair), "chiitoitsu" or "kokushi".
    - ``groups``: the four sets (concealed ones first, then melds in call order).
    - ``pairs``: the pair kind(s): one for standard, seven for chiitoitsu, one for kokushi.
    - ``wait``: the shape the winning tile completed; ``win_group`` the index in
      ``groups`` of the set it completed, or -1 when it completed the pair.
    - ``multi_sided``: "kokushi_13" or "chuuren_9" when the hand before the win had that
      many-sided wait (the double-yakuman forms), else None.
    """

    form: str
    groups: tuple[Group, ...]
    pairs: tuple[int, ...]
    wait: str
    win_group: int
    win_kind: int
    multi_sided: str | None = None

    @property
    def pair(self) -> int:
        return self.pairs[0]

    def is_won_group(self, index: int) -> bool:
        return index == self.win_group


# --- suit decomposition -------------------------------------------------------------

_SPANS = ((0, 9), (9, 9), (18, 9), (27, 7))      # (first kind, size) of each suit


# Every cache below is keyed by the tile counts of one suit (at most 5^9 patterns, a few
# thousand in practice), and bounded all the same.
@lru_cache(maxsize=65536)
def _suit_options(counts: tuple[int, ...], honours: bool) -> tuple[tuple[tuple[tuple[str, int], ...], int], ...]:
    """Every way to use all tiles of one suit as sets plus at most one pair.

    Returns ``((sets, pair_index_or_-1), …)`` with sets as ``(shape, index)``.
    """
    results: set[tuple[tuple[tuple[str, int], ...], int]] = set()
    if sum(counts) % 3 != 1:
        _walk(list(counts), 0, [], -1, honours, results)
    return tuple(sorted(results))


def _walk(c: list[int], start: int, sets: list[tuple[str, int]], pair: int, honours: bool,
          results: set) -> None:
    """:func:`_suit_options`' search from kind ``start`` on (a module function, not a
    nested one: a nested function that calls itself is a reference cycle, left for the
    garbage collector on every suit not seen before)."""
    i = start
    while i < len(c) and c[i] == 0:
        i += 1
    if i == len(c):
        results.add((tuple(sorted(sets)), pair))
        return
    if c[i] >= 3:
        c[i] -= 3
        sets.append(("pon", i))
        _walk(c, i, sets, pair, honours, results)
        sets.pop()
        c[i] += 3
    if pair < 0 and c[i] >= 2:
        c[i] -= 2
        _walk(c, i, sets, i, honours, results)
        c[i] += 2
    if not honours and i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        sets.append(("chi", i))
        _walk(c, i, sets, pair, honours, results)
        sets.pop()
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1


@lru_cache(maxsize=65536)
def _placed_options(chunk: tuple[int, ...], lo: int) -> tuple[tuple[tuple[tuple[str, int], ...], int], ...]:
    """:func:`_suit_options` of the suit starting at kind ``lo``, with kinds (not
    positions in the suit), so a whole hand's answer is a concatenation of these."""
    return tuple((tuple((shape, lo + i) for shape, i in sets), lo + pair if pair >= 0 else -1)
                 for sets, pair in _suit_options(chunk, lo == 27))


def check_counts(argument: str, counts: object) -> list[int]:
    """34 tile counts, each 0–4 (a hand's tiles by kind), or a typed error."""
    items = check_items(argument, counts, "list", maximum=N_KINDS)
    if len(items) != N_KINDS:
        raise MjlearnError("out_of_range", argument=argument, value=str(len(items)),
                           minimum=N_KINDS, maximum=N_KINDS)
    return [check_int(argument, n, 0, 4) for n in items]


def decompositions(counts: list[int] | tuple[int, ...]) -> list[tuple[tuple[tuple[str, int], ...], int]]:
    """All ways to read 34 kind counts as sets and exactly one pair (3n+2 tiles), or as
    sets alone (3n tiles: a fragment whose pair lies elsewhere; pair_kind is then -1).

    Each answer is ``(sets, pair_kind)`` with sets as ``(shape, first_kind)``.
    """
    return _decompositions(check_counts("counts", counts))


# Each suit's answer by its counts: (options as (shape, kind) keys, the same options as
# Group objects, tiles % 3, whether the suit has any tile). A bounded plain dict per suit:
# a look-up is the whole cost of a suit once its pattern has been seen.
_SUIT_CACHES: tuple[dict, ...] = ({}, {}, {}, {})
_SUIT_CACHE_MAX = 1 << 15


def _suit_entry(suit: int, chunk: tuple[int, ...]) -> tuple:
    total = sum(chunk)
    options = _placed_options(chunk, _SPANS[suit][0]) if total % 3 != 1 else ()
    groups = tuple((tuple(_CONCEALED_GROUPS[key] for key in sets), pair) for sets, pair in options)
    entry = (options, groups, total % 3, total > 0)
    cache = _SUIT_CACHES[suit]
    if len(cache) >= _SUIT_CACHE_MAX:
        cache.clear()
    cache[chunk] = entry
    return entry


def _per_suit(counts: tuple[int, ...], field: int) -> list | None:
    """Each non-empty suit's options (``field`` 0: as keys, 1: as groups), or None when
    the counts (a tuple) cannot be read as sets and at most one pair."""
    per_suit = []
    pairs = 0
    caches = _SUIT_CACHES
    for suit, lo, hi in _SUIT_SLICES:
        chunk = counts[lo:hi]
        entry = caches[suit].get(chunk) or _suit_entry(suit, chunk)
        if not entry[3]:
            continue
        remainder = entry[2]
        if remainder == 1 or not entry[0]:
            return None
        if remainder == 2:
            pairs += 1
        per_suit.append(entry[field])
    # 3n+2 tiles need exactly one pair, 3n tiles none: with each suit's remainder 0 or 2,
    # that is at most one suit with a pair
    return per_suit if pairs <= 1 else None


_SUIT_SLICES = tuple((suit, lo, lo + size) for suit, (lo, size) in enumerate(_SPANS))


def _combined(per_suit: list) -> list:
    sets: tuple = ()
    pair = -1
    for options in per_suit:
        if len(options) != 1:
            break
        suit_sets, suit_pair = options[0]
        sets += suit_sets
        if suit_pair >= 0:
            pair = suit_pair
    else:
        # the usual hand: one way to read each suit, so one answer
        return [(sets, pair)]
    out = []
    for combo in product(*per_suit):
        sets = ()
        pair = -1
        for suit_sets, suit_pair in combo:
            sets += suit_sets
            if suit_pair >= 0:
                pair = suit_pair
        out.append((sets, pair))
    return out


def _decompositions(counts: list[int] | tuple[int, ...]) -> list[tuple[tuple[tuple[str, int], ...], int]]:
    per_suit = _per_suit(counts if type(counts) is tuple else tuple(counts), 0)
    return [] if per_suit is None else _combined(per_suit)


# the counts of the 13 terminal and honour kinds, picked in one C call
_ORPHAN_COUNTS = itemgetter(*TERMINALS_AND_HONOURS)


def _is_chiitoitsu(counts: list[int]) -> bool:
    return counts.count(2) == 7


def _is_kokushi(counts: list[int]) -> bool:
    orphans = _ORPHAN_COUNTS(counts)
    return 0 not in orphans and sum(orphans) == 14


def is_complete(counts: list[int], n_melds: int = 0) -> bool:
    """Whether concealed counts (with ``n_melds`` called sets) make a complete hand."""
    counts = check_counts("counts", counts)
    if check_int("n_melds", n_melds, 0, 4) == 0 and (_is_chiitoitsu(counts) or _is_kokushi(counts)):
        return True
    return bool(_decompositions(counts))


def _set_wait(shape: str, first: int, win: int) -> str | None:
    """The wait shape a winning tile completes in one concealed set, or None if the set
    does not hold that tile."""
    if shape == "pon":
        return SHANPON if first == win else None
    pos = win - first
    if not 0 <= pos <= 2:
        return None
    if pos == 1:
        return KANCHAN
    if (pos == 2 and first % 9 == 0) or (pos == 0 and first % 9 == 6):
        return PENCHAN
    return RYANMEN


def multi_sided_form(counts_before: list[int], n_melds: int) -> str | None:
    """"kokushi_13" or "chuuren_9" when 13 concealed tiles have that many-sided wait."""
    return _multi_sided_form(check_counts("counts_before", counts_before),
                             check_int("n_melds", n_melds, 0, 4))


def _multi_sided_form(counts_before: list[int], n_melds: int) -> str | None:
    if n_melds:
        return None
    if _ORPHAN_COUNTS(counts_before) == _ONE_OF_EACH_ORPHAN and sum(counts_before) == 13:
        return KOKUSHI_13
    for lo in (0, 9, 18):
        if tuple(counts_before[lo:lo + 9]) == _NINE_GATES:
            return CHUUREN_9
    return None


_ONE_OF_EACH_ORPHAN = (1,) * 13
_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


# Groups of concealed tiles are immutable and few (chi or pon × 34 kinds): each is made
# once, and looked up by the ``(shape, first)`` pair the decomposition gives.
_CONCEALED_GROUPS: dict[tuple[str, int], Group] = {
    (shape, first): Group(shape, first) for shape in ("chi", "pon") for first in range(34)}
# the wait each concealed group makes with each winning kind (None: it does not hold it),
# by the group's identity (they live as long as the module)
_GROUP_WAITS: dict[int, tuple[str | None, ...]] = {
    id(group): tuple(_set_wait(shape, first, win) for win in range(34))
    for (shape, first), group in _CONCEALED_GROUPS.items()}


def readings(hand: Hand, n_melds: int | None = None) -> tuple[Reading, ...]:
    """Every reading of a complete hand, each with the wait its winning tile completed.

    ``n_melds`` (default: the hand's melds) is how many sets lie outside the concealed
    tiles; seven pairs and thirteen orphans need none.
    """
    if type(hand) is not Hand:
        hand = check_instance("hand", hand, Hand, "hand")
    if n_melds is None:
        n_melds = len(hand.melds)
    elif type(n_melds) is not int or not 0 <= n_melds <= 4:
        check_int("n_melds", n_melds, 0, 4)
    return hand_readings(hand, counts_of(hand.concealed), n_melds)


# Readings and groups are made for every hand scored: each is filled as its twin with the
# same slots and then made its own frozen class (:func:`~mjlearn.fast.slots_twin`; about
# half the cost of the slots' own setters).
_new = object.__new__
_ReadingFill = slots_twin(Reading)
_GroupFill = slots_twin(Group)


def _reading(form: str, groups: tuple, pairs: tuple, wait: str, win_group: int, win_kind: int,
             multi: str | None) -> Reading:
    made = _new(_ReadingFill)
    made.form = form
    made.groups = groups
    made.pairs = pairs
    made.wait = wait
    made.win_group = win_group
    made.win_kind = win_kind
    made.multi_sided = multi
    made.__class__ = Reading
    return made


def _meld_group(meld: Meld) -> Group:
    made = _new(_GroupFill)
    kind = meld.type
    made.shape = "chi" if kind == "chi" else ("pon" if kind == "pon" else "kan")
    made.first = meld.tiles[0].kind
    made.meld = meld
    made.__class__ = Group
    return made


def hand_readings(hand: Hand, counts: list[int] | tuple[int, ...], n_melds: int) -> tuple[Reading, ...]:
    """:func:`readings` of a checked hand, given its concealed tiles' counts (the scorer
    has them already)."""
    win = hand.win.kind
    if type(counts) is not tuple:
        counts = tuple(counts)
    multi = None
    # (a many-sided wait needs a closed hand with every orphan, or a suit with three
    # of its 1 and three of its 9)
    if not n_melds and (counts[0] and counts[33] or counts[0] >= 3 and counts[8] >= 3
                        or counts[9] >= 3 and counts[17] >= 3 or counts[18] >= 3 and counts[26] >= 3):
        before = list(counts)
        before[win] -= 1
        multi = _multi_sided_form(before, n_melds)
    meld_groups = tuple(map(_meld_group, hand.melds)) if hand.melds else ()
    out: list[Reading] = []
    # Each decomposition is a different (sets, pair), so readings of different
    # decompositions never repeat; within one, two identical sets would give the same
    # reading twice, and identical sets lie side by side (each suit's sets are sorted).
    per_suit = _per_suit(counts, 1)
    for concealed, pair in _combined(per_suit) if per_suit is not None else ():
        groups = concealed + meld_groups
        pairs = (pair,) if pair >= 0 else ()
        # The winning tile may have completed the pair or any concealed set holding it.
        if pair == win:
            out.append(_reading(STANDARD, groups, pairs, TANKI, -1, win, multi))
        previous = None
        for index, group in enumerate(concealed):
            if group is previous:       # (the concealed groups are shared objects)
                continue
            previous = group
            wait = _GROUP_WAITS[id(group)][win]
            if wait is not None:
                out.append(_reading(STANDARD, groups, pairs, wait, index, win, multi))
    if n_melds == 0 and _is_chiitoitsu(counts):
        pairs = tuple(k for k, n in enumerate(counts) if n == 2)
        out.append(_reading(CHIITOITSU, (), pairs, TANKI, -1, win, multi))
    if n_melds == 0 and _is_kokushi(counts):
        pair = next(k for k in TERMINALS_AND_HONOURS if counts[k] == 2)
        wait = KOKUSHI_13 if multi == KOKUSHI_13 else KOKUSHI
        out.append(_reading(KOKUSHI_FORM, (), (pair,), wait, -1, win, multi))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Waits:
    """What a 13-tile hand waits on.

    ``tiles``: the winning kinds in order; ``shapes``: for each, the wait shapes of its
    readings; ``multi_sided``: "kokushi_13"/"chuuren_9" or None; ``exhausted``: kinds
    that would complete the hand but are all four in the hand already (not waits).
    """

    tiles: tuple[int, ...]
    shapes: tuple[tuple[str, ...], ...]
    multi_sided: str | None
    exhausted: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # find_waits builds these from checked kinds; a caller's own Waits is checked here
        tiles = tuple(check_kind(k) for k in check_items("tiles", self.tiles, maximum=N_KINDS))
        shapes = check_items("shapes", self.shapes, maximum=N_KINDS)
        if len(shapes) != len(tiles):
            raise MjlearnError("out_of_range", argument="shapes", value=str(len(shapes)),
                               minimum=len(tiles), maximum=len(tiles))
        shapes = tuple(tuple(_check_shape(x) for x in check_items("shapes", group, maximum=8))
                       for group in shapes)
        if self.multi_sided is not None:
            _check_shape(self.multi_sided)
        exhausted = tuple(check_kind(k) for k in check_items("exhausted", self.exhausted,
                                                              maximum=N_KINDS))
        object.__setattr__(self, "tiles", tiles)
        object.__setattr__(self, "shapes", shapes)
        object.__setattr__(self, "exhausted", exhausted)

    @property
    def is_tenpai(self) -> bool:
        return bool(self.tiles)

    def as_tiles(self) -> tuple[Tile, ...]:
        return tuple(Tile(k) for k in self.tiles)


_SHAPE_ORDER = {s: i for i, s in enumerate(WAIT_SHAPES)}


def _check_shape(shape: object) -> str:
    if type(shape) is not str or shape not in _SHAPE_ORDER and shape not in MULTI_SIDED:
        raise bad_argument("shapes", "waits", shape)
    return shape


@lru_cache(maxsize=65536)
def _suit_ok(chunk: tuple[int, ...], honours: bool) -> bool:
    """Whether one suit's tiles can all be used: as sets, plus a pair if 3n+2 of them."""
    total = sum(chunk)
    if total % 3 == 1:
        return False
    want_pair = total % 3 == 2
    return any((pair >= 0) == want_pair for _sets, pair in _suit_options(chunk, honours))


def find_waits(hand: WaitingHand) -> Waits:
    """The tiles that complete a 13-tile hand, with their wait shapes.

    A kind held four times (concealed or in melds) cannot be drawn again, so it is not a
    wait even though it would complete the shape. Only the suit a candidate tile joins
    changes, so each candidate costs one cached look-up.
    """
    if type(hand) is not WaitingHand:
        hand = check_instance("hand", hand, WaitingHand, "waiting_hand")
    counts = counts_of(hand.concealed)
    held = counts_of(hand.all_tiles)
    # Sets outside the concealed tiles: the melds, plus those a partial shape leaves out.
    n_melds = (13 - len(hand.concealed)) // 3
    chunks = [tuple(counts[lo:lo + size]) for lo, size in _SPANS]
    ok = [_suit_ok(chunk, lo == 27) for chunk, (lo, _size) in zip(chunks, _SPANS)]
    pair_suits = [sum(chunk) % 3 == 2 for chunk in chunks]
    want_pairs = 1 if (sum(counts) + 1) % 3 == 2 else 0
    complete: list[int] = []
    for suit, (lo, size) in enumerate(_SPANS):
        if not all(ok[i] for i in range(4) if i != suit):
            continue
        other_pairs = sum(pair_suits[i] for i in range(4) if i != suit)
        chunk = list(chunks[suit])
        if other_pairs + ((sum(chunk) + 1) % 3 == 2) != want_pairs:
            continue
        for j in _useful_positions(chunks[suit], suit == 3):
            chunk[j] += 1
            new = tuple(chunk)
            chunk[j] -= 1
            if _suit_ok(new, suit == 3):
                complete.append(lo + j)
    if n_melds == 0:
        complete.extend(_seven_pairs_or_orphans_waits(counts))
    wins: list[int] = []
    shapes: list[tuple[str, ...]] = []
    exhausted: list[int] = []
    for kind in sorted(set(complete)):
        if held[kind] >= 4:
            exhausted.append(kind)
            continue
        counts[kind] += 1
        shapes.append(_wait_shapes(tuple(counts), kind, n_melds))
        counts[kind] -= 1
        wins.append(kind)
    return Waits(tuple(wins), tuple(shapes), _multi_sided_form(counts, n_melds), tuple(exhausted))


@lru_cache(maxsize=65536)
def _wait_shapes(counts: tuple[int, ...], win: int, n_melds: int) -> tuple[str, ...]:
    """The wait shapes the tile ``win`` completes in a complete hand (same logic as
    :func:`readings`, without building the readings)."""
    found: set[str] = set()
    for sets, pair in _decompositions(counts):
        if pair == win:
            found.add(TANKI)
        for shape, first in sets:
            wait = _set_wait(shape, first, win)
            if wait is not None:
                found.add(wait)
    if n_melds == 0 and _is_chiitoitsu(list(counts)):
        found.add(TANKI)
    if n_melds == 0 and _is_kokushi(list(counts)):
        before = list(counts)
        before[win] -= 1
        found.add(KOKUSHI_13 if _multi_sided_form(before, 0) == KOKUSHI_13 else KOKUSHI)
    return tuple(sorted(found, key=_SHAPE_ORDER.__getitem__))


def _seven_pairs_or_orphans_waits(counts: list[int]) -> list[int]:
    """Kinds completing seven pairs (six pairs + a single) or thirteen orphans."""
    out = []
    if sum(1 for n in counts if n == 2) == 6 and sum(1 for n in counts if n == 1) == 1:
        out.append(counts.index(1))
    orphans = sum(counts[k] for k in TERMINALS_AND_HONOURS)
    if orphans == 13:
        missing = [k for k in TERMINALS_AND_HONOURS if counts[k] == 0]
        if not missing:
            out.extend(TERMINALS_AND_HONOURS)
        elif len(missing) == 1 and max(counts[k] for k in TERMINALS_AND_HONOURS) == 2:
            out.append(missing[0])
    return out


@lru_cache(maxsize=65536)
def _useful_positions(chunk: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    """Positions in a suit where one more tile could join a set or pair: the tile itself
    or a neighbour within two must be held (honours only pair or triple themselves)."""
    if honours:
        return tuple(j for j, n in enumerate(chunk) if n)
    return tuple(j for j in range(9) if any(chunk[max(0, j - 2):j + 3]))


def tenpai(hand: WaitingHand) -> bool:
    return find_waits(hand).is_tenpai


__all__ = [
    "Group", "Reading", "Waits", "readings", "find_waits", "tenpai", "decompositions",
    "is_complete", "multi_sided_form", "WAIT_SHAPES", "RYANMEN", "KANCHAN", "PENCHAN",
    "SHANPON", "TANKI", "KOKUSHI", "KOKUSHI_13", "CHUUREN_9",
]
