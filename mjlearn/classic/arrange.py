"""Arrangements: how a hand's tiles are grouped into sets and pairs for scoring.

A winner's bare concealed tiles may group in several ways, and the winning tile may have
completed one of several sets (§2 "arrangement freedom"): :func:`winning_arrangements`
lists them all, using the shared decomposer of :mod:`mjlearn.readings`, and the scorer
keeps the best. A loser's hand is incomplete: :func:`loser_arrangement` takes the pungs
and pairs it holds. :class:`Situation` bundles an arrangement with the seat, the round
and the profile — what every scoring stage reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..readings import decompositions
from ..tiles import EAST, TERMINALS_AND_HONOURS, counts_of, is_honour, is_simple
from .notation import CLAIMED_KONG, CONCEALED_KONG, FIXED, FREE, MELDED, OPENING, ClassicHand, Group
from .rules import ClassicProfile

STANDARD = "standard"
THIRTEEN_ORPHANS = "thirteen_orphans"
PARTIAL = "partial"   # a loser's hand: the sets and pairs it holds, and loose tiles
_SHAPES = {"chi": "chow", "pon": "pung"}


@dataclass(frozen=True, slots=True)
class Arrangement:
    form: str
    groups: tuple[Group, ...]
    winning: int = -1                 # index of the group the last tile completed
    leftover: tuple[int, ...] = ()    # kinds outside every group (loser) or all (orphans)

    def describe(self) -> tuple[str, ...]:
        """The groups in compact notation; sets the scorer grouped are written <…>."""
        return tuple(_written(g) for g in self.groups)


def _written(group: Group) -> str:
    left, right = OPENING.get(group.origin, "<>")
    return f"{left}{group.code}{right}"


def _is_thirteen_orphans(counts: list[int]) -> bool:
    return (all(counts[k] >= 1 for k in TERMINALS_AND_HONOURS)
            and sum(counts[k] for k in TERMINALS_AND_HONOURS) == sum(counts) == 14)


def _complete_groupings(hand: ClassicHand, counts: list[int], profile: ClassicProfile):
    """Every grouping of fixed groups + bare tiles into four sets and one pair."""
    for sets, pair in decompositions(counts):
        free = tuple(Group(_SHAPES[shape], first) for shape, first in sets)
        if pair >= 0:
            free += (Group("pair", pair),)
        groups = hand.groups + free
        n_pairs = sum(g.shape == "pair" for g in groups)
        n_chows = sum(g.shape == "chow" for g in groups)
        if len(groups) - n_pairs == 4 and n_pairs == 1 and n_chows <= profile.max_chows:
            yield groups


def winning_arrangements(hand: ClassicHand, profile: ClassicProfile,
                         without_last: bool = False) -> list[Arrangement]:
    """Every arrangement of a winner's hand, with every set the last tile may have completed.

    A hand won with the dealt tiles (``src=dealt``, heaven's blessing) may name no last
    tile — and under Kajongg's input model (``without_last``) any hand may: each grouping
    is then one arrangement, with no winning set.
    """
    if hand.last is None and hand.source != "dealt" and not without_last:
        return []
    counts = counts_of(hand.concealed)
    out: list[Arrangement] = []
    if not hand.groups and _is_thirteen_orphans(counts) and "thirteen_orphans" in profile.limit_hands:
        out.append(Arrangement(THIRTEEN_ORPHANS, (), -1, tuple(t.kind for t in hand.concealed)))
    if hand.last is None:
        unique = {tuple(sorted(groups, key=_order)): groups
                  for groups in _complete_groupings(hand, counts, profile)}
        return out + [Arrangement(STANDARD, groups) for groups in unique.values()]
    seen: set[tuple] = set()
    # A drawn tile completes a concealed set; a claimed one may complete a set shown melded.
    origins = (FREE, FIXED) + ((MELDED,) if hand.claimed else ())
    for groups in _complete_groupings(hand, counts, profile):
        for index, group in enumerate(groups):
            if hand.last_group is not None:
                if group != hand.last_group:
                    continue
            elif (group.origin not in origins or group.shape == "kong"
                  or hand.last.kind not in group.kinds):
                continue
            key = (tuple(sorted(groups, key=_order)), group)
            if key not in seen:
                seen.add(key)
                out.append(Arrangement(STANDARD, groups, index))
    return out


def _order(group: Group) -> tuple:
    return (group.origin, group.shape, group.first)


def loser_arrangement(hand: ClassicHand) -> Arrangement:
    """A loser's groups: the fixed ones, every pung and pair in the bare tiles, then the
    chows the remaining tiles make; what is left over is loose.

    Taking each kind greedily is the best choice: chows score nothing and enter no
    pattern that an incomplete hand can score, and a pung always outscores a pair. The
    chows are still sets the hand holds (worth 0), so they are listed, not called loose.
    After the pungs and pairs every kind is left at most once, so taking the lowest run
    of three first makes the most chows.
    """
    free: list[Group] = []
    rest = [0] * 34
    for kind, n in enumerate(counts_of(hand.concealed)):
        if n >= 3:
            free.append(Group("pung", kind))
            n -= 3
        if n == 2:
            free.append(Group("pair", kind))
            n -= 2
        rest[kind] = n
    for kind in range(27):  # suit tiles only: honours make no chows
        if kind % 9 <= 6 and rest[kind] and rest[kind + 1] and rest[kind + 2]:
            free.append(Group("chow", kind))
            for k in (kind, kind + 1, kind + 2):
                rest[k] -= 1
    free.sort(key=lambda g: g.first)
    leftover = tuple(kind for kind, n in enumerate(rest) for _ in range(n))
    return Arrangement(PARTIAL, hand.groups + tuple(free), -1, leftover)


def is_complete_with(counts: list[int], kept_sets: int) -> bool:
    """Whether bare counts plus ``kept_sets`` fixed sets make four sets and a pair."""
    if kept_sets == 0 and _is_thirteen_orphans(counts):
        return True
    need = 4 - kept_sets
    return any(pair >= 0 and len(sets) == need for sets, pair in decompositions(counts))


@dataclass(frozen=True)
class Situation:
    """One arrangement of one player's hand, with everything the scoring stages read."""

    hand: ClassicHand
    arrangement: Arrangement
    seat_wind: int
    round_wind: int
    winner: bool
    profile: ClassicProfile

    @property
    def groups(self) -> tuple[Group, ...]:
        return self.arrangement.groups

    def is_concealed(self, index: int) -> bool:
        """Concealed for points: a set completed by a claimed tile counts as melded (§2)."""
        group = self.groups[index]
        if index == self.arrangement.winning and self.hand.claimed:
            return False
        if group.origin == CLAIMED_KONG:
            return self.profile.claimed_kong_concealed
        return group.origin != MELDED

    @property
    def pung_likes(self) -> list[Group]:
        return [g for g in self.groups if g.is_pung_or_kong]

    @property
    def pairs(self) -> list[Group]:
        return [g for g in self.groups if g.shape == "pair"]

    @property
    def kinds(self) -> tuple[int, ...]:
        """Every tile kind of the hand (bonus tiles aside)."""
        return tuple(k for g in self.groups for k in g.kinds) + self.arrangement.leftover

    @property
    def is_east(self) -> bool:
        return self.seat_wind == EAST

    @property
    def winning_group(self) -> Group | None:
        index = self.arrangement.winning
        return self.groups[index] if index >= 0 else None

    @property
    def self_drawn(self) -> bool:
        return self.winner and self.hand.claimed is False

    @property
    def melded_before_win(self) -> bool:
        """The winner claimed a tile before going out (a melded set, a kong on a discard)."""
        return any(g.origin in (MELDED, CLAIMED_KONG) and i != self.arrangement.winning
                   for i, g in enumerate(self.groups))

    @property
    def concealed_hand(self) -> bool:
        """A concealed hand as the profile tests it: nothing melded (concealed kongs
        allowed); whether the set a claimed winning tile completes counts as exposed and
        whether a kong made on a claimed discard keeps the hand concealed are the
        profile's (``winning_discard_exposes``, ``claimed_kong_keeps_concealed``)."""
        profile = self.profile
        for index, group in enumerate(self.groups):
            if index == self.arrangement.winning:
                if self.hand.claimed and profile.winning_discard_exposes:
                    return False
            elif group.origin == MELDED:
                return False
            elif group.origin == CLAIMED_KONG and not profile.claimed_kong_keeps_concealed:
                return False
        return True

    @property
    def exposed_sets(self) -> int:
        """How many sets lie exposed on the table: the melded ones and the kongs made on a
        discard, and the set a claimed winning tile completes where the profile exposes it."""
        exposes = self.hand.claimed and self.profile.winning_discard_exposes
        return sum((index == self.arrangement.winning and exposes)
                   or (index != self.arrangement.winning and group.origin in (MELDED, CLAIMED_KONG))
                   for index, group in enumerate(self.groups))

    @property
    def suits(self) -> set[int]:
        return {k // 9 for k in self.kinds if not is_honour(k)}

    @property
    def has_honours(self) -> bool:
        return any(is_honour(k) for k in self.kinds)

    @property
    def has_simples(self) -> bool:
        return any(is_simple(k) for k in self.kinds)

    def waiting_kinds(self) -> tuple[int, ...]:
        """The kinds that would have completed the hand in place of its last tile.

        Sets claimed or declared before the win stay as they are; every concealed tile
        (and the winning set, claimed or not) may be regrouped.
        """
        kept = {i for i, g in enumerate(self.groups)
                if g.origin in (MELDED, CLAIMED_KONG, CONCEALED_KONG) and i != self.arrangement.winning}
        free = [k for i, g in enumerate(self.groups) if i not in kept
                for k in g.kinds] + list(self.arrangement.leftover)
        counts = counts_of_kinds(free)
        counts[self.hand.last.kind] -= 1
        held = counts_of_kinds(self.kinds)     # every tile of the hand, kept sets included
        held[self.hand.last.kind] -= 1
        out = []
        for kind in range(34):
            if held[kind] >= 4:
                continue                       # all four copies are in the hand already
            counts[kind] += 1
            if is_complete_with(counts, len(kept)):
                out.append(kind)
            counts[kind] -= 1
        return tuple(out)


def counts_of_kinds(kinds) -> list[int]:
    counts = [0] * 34
    for k in kinds:
        counts[k] += 1
    return counts


__all__ = ["Arrangement", "Situation", "winning_arrangements", "loser_arrangement",
           "STANDARD", "THIRTEEN_ORPHANS", "PARTIAL"]
