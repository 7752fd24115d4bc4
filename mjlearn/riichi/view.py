"""What the yaku and fu rules look at, computed once: facts of the hand and of a reading.

:class:`HandFacts` holds what every reading shares (tile counts, suits, closedness);
:class:`ReadingView` what depends on the reading (its chows, its triplets and whether each
one counts as concealed, the pair, the wait). Predicates then read plain attributes, so
scoring many readings repeats no work.

A triplet completed by a discard (ron on a shanpon wait) counts as *open* for fu and for
the concealed-triplet yaku (EMA §4.1.1; rulesets §3 S6).
"""

from __future__ import annotations

from ..readings import SHANPON, Reading
from ..tiles import DRAGONS, GREEN, WINDS

GREEN_KINDS = frozenset((19, 20, 21, 23, 25, GREEN))   # 2 3 4 6 8 sou and the green dragon
GREEN_KINDS_WITHOUT_8S = GREEN_KINDS - {25}             # seed 003's list: 2 3 4 6 sou, green dragon
SIMPLE_KINDS = frozenset(k for k in range(27) if 0 < k % 9 < 8)
TERMINAL_KINDS = frozenset(k for k in range(27) if k % 9 in (0, 8))
HONOUR_KINDS = frozenset(range(27, 34))
_KINDS = range(34)
_SUIT_KINDS = (frozenset(range(0, 9)), frozenset(range(9, 18)), frozenset(range(18, 27)))

# mpsz codes of sets and pairs, by first kind (the trace names every set it talks about)
_CODES = tuple(f"{k % 9 + 1 if k < 27 else k - 26}{'mpsz'[k // 9]}" for k in range(34))
CHI_CODES = tuple(f"{k % 9 + 1}{k % 9 + 2}{k % 9 + 3}{'mps'[k // 9]}" if k < 27 and k % 9 < 7 else ""
                  for k in range(34))
PON_CODES = tuple(c[0] * 3 + c[1] for c in _CODES)
KAN_CODES = tuple(c[0] * 4 + c[1] for c in _CODES)
PAIR_CODES = tuple(c[0] * 2 + c[1] for c in _CODES)
SET_CODES = {"chi": CHI_CODES, "pon": PON_CODES, "kan": KAN_CODES}


# Facts about the kinds a hand holds, as masks of the 34 kinds (one byte each): "every
# kind is simple" is "nothing outside SIMPLES", tested in one operation.
def _mask(kinds) -> int:
    return sum(1 << 8 * k for k in kinds)


_SIMPLE_MASK = _mask(SIMPLE_KINDS)
_TERMINAL_MASK = _mask(TERMINAL_KINDS)
_HONOUR_MASK = _mask(HONOUR_KINDS)
_GREEN_MASK = _mask(GREEN_KINDS)
_GREEN_MASK_WITHOUT_8S = _mask(GREEN_KINDS_WITHOUT_8S)
_SUIT_MASKS = tuple(_mask(kinds) for kinds in _SUIT_KINDS)
# the suits of a hand (0 man, 1 pin, 2 sou) by which of the three are present
_SUIT_SETS = tuple(frozenset(i for i in range(3) if present >> i & 1) for present in range(8))


class HandFacts:
    """Facts of the whole hand (concealed tiles and melds), shared by its readings."""

    __slots__ = ("counts", "closed", "tsumo", "seat", "round", "suits", "has_honour",
                 "all_simple", "all_terminal_or_honour", "all_honour", "all_terminal",
                 "all_green", "n_melds", "yakuman_shaped")

    def __init__(self, situation, counts: list[int] | None = None, kinds: int | None = None) -> None:
        """``counts``: every tile of the hand by kind, melds included, and ``kinds`` the
        kinds held (byte k is 1 when kind k is held), when the caller has them (the
        situation counted them: ``situation.hand_counts[1]`` and ``[3]``)."""
        hand = situation.hand
        if counts is None:
            counts = situation.hand_counts[1]
        # byte k is 1 when kind k is held: the masks below are byte masks too
        mask = kinds if kinds is not None else int.from_bytes(bytes(map(bool, counts)), "little")
        closed = True
        for meld in hand.melds:
            if meld.type != "ankan":        # (Hand.is_closed, counted in the same pass)
                closed = False
        self.counts = counts
        self.closed = closed
        self.tsumo = situation.tsumo
        self.seat = situation.seat_wind
        self.round = situation.round_wind
        self.n_melds = len(hand.melds)
        suits = _SUIT_SETS[(mask & _SUIT_MASKS[0] != 0) | (mask & _SUIT_MASKS[1] != 0) << 1
                           | (mask & _SUIT_MASKS[2] != 0) << 2]
        self.suits = suits
        has_honour = self.has_honour = mask & _HONOUR_MASK != 0
        self.all_simple = not mask & ~_SIMPLE_MASK
        self.all_honour = not mask & ~_HONOUR_MASK
        self.all_terminal = not mask & ~_TERMINAL_MASK
        self.all_terminal_or_honour = not mask & _SIMPLE_MASK
        self.all_green = not mask & ~(_GREEN_MASK if situation.rules.ryuuiisou_8s
                                      else _GREEN_MASK_WITHOUT_8S)
        # Could any yakuman apply whatever the reading? (the reading adds: four triplets,
        # seven pairs, thirteen orphans). Lets most hands skip the yakuman table: the nine
        # gates need one suit, no honour and no call; all honours, all terminals, all
        # green, nine honour tiles (three dragon sets, or the winds) or a flag.
        self.yakuman_shaped = (
            not suits or (len(suits) == 1 and not has_honour and not hand.melds)
            or self.all_green or self.all_terminal or sum(counts[27:]) >= 9
            or situation.tenhou or situation.chiihou or situation.renhou
            or situation.paarenchan >= 8)

    def is_valued_pair(self, kind: int) -> bool:
        return kind >= 31 or kind == self.seat or kind == self.round


class ReadingView:
    """One reading seen by the rules: ``chis`` (first kinds), ``triplets`` as
    ``(first, is_kan, concealed, called)``, the pair, the wait, and the hand's facts.
    ``chi_mask`` and ``triplet_mask`` have bit *k* set when a chow starts at kind *k* /
    there is a triplet or quad of kind *k*, so the shape yaku are a few bit operations
    (sanshoku: ``m & m >> 9 & m >> 18``)."""

    __slots__ = ("reading", "facts", "form", "chis", "triplets", "pair", "wait",
                 "concealed_triplets", "kans", "standard", "chi_mask", "triplet_mask")

    def __init__(self, reading: Reading, facts: HandFacts) -> None:
        self.reading = reading
        self.facts = facts
        form = self.form = reading.form
        self.standard = form == "standard"
        wait = self.wait = reading.wait
        pairs = reading.pairs
        self.pair = pairs[0] if pairs else -1
        chis = []
        triplets = []
        concealed = kans = chi_mask = triplet_mask = 0
        # the set a ron completed on a shanpon wait counts as open (EMA §4.1.1)
        won = reading.win_group if not facts.tsumo and wait == SHANPON else -1
        for index, group in enumerate(reading.groups):
            first = group.first
            shape = group.shape
            if shape == "chi":
                chis.append(first)
                chi_mask |= 1 << first
                continue
            meld = group.meld
            if meld is None:                    # a concealed triplet
                triplets.append((first, False, index != won, False))
                concealed += index != won
            else:
                called = meld.type != "ankan"
                is_kan = shape == "kan"
                triplets.append((first, is_kan, not called, called))
                concealed += not called
                kans += is_kan
            triplet_mask |= 1 << first
        self.chis = chis
        self.triplets = triplets
        self.chi_mask = chi_mask
        self.triplet_mask = triplet_mask
        self.concealed_triplets = concealed
        self.kans = kans

    @property
    def triplet_set(self) -> frozenset[int]:
        """The kinds of the triplets and quads."""
        return frozenset(t[0] for t in self.triplets)

    # small shared helpers for the predicates
    def triplet_kinds(self) -> list[int]:
        return [t[0] for t in self.triplets]

    def count_triplets(self, kinds) -> int:
        """How many triplets and quads are of one of ``kinds``."""
        mask = _KIND_MASKS.get(kinds) if type(kinds) is frozenset else None
        if mask is None:
            mask = sum(1 << k for k in kinds)
            if type(kinds) is frozenset and len(_KIND_MASKS) < 64:
                _KIND_MASKS[kinds] = mask
        return (self.triplet_mask & mask).bit_count()

    def identical_chi_pairs(self) -> int:
        chis = sorted(self.chis)
        pairs = i = 0
        while i < len(chis) - 1:
            if chis[i] == chis[i + 1]:
                pairs += 1
                i += 2
            else:
                i += 1
        return pairs

    def all_sets_have(self, test) -> bool:
        """Every set and the pair contain a tile passing ``test`` (chanta, junchan)."""
        if not test(self.pair):
            return False
        for first in self.chis:
            if not (test(first) or test(first + 2)):
                return False
        return all(test(t[0]) for t in self.triplets)


DRAGON_KINDS = frozenset(DRAGONS)
WIND_KINDS = frozenset(WINDS)
_KIND_MASKS: dict[frozenset, int] = {}       # a set of kinds as a bit mask (count_triplets)
