"""What the yaku and fu rules look at, computed once: facts of the hand and of a reading.

:class:`HandFacts` holds what every reading shares (tile counts, suits, closedness);
:class:`ReadingView` what depends on the reading (its chows, its triplets and whether each
one counts as concealed, the pair, the wait). Predicates then read plain attributes, so
scoring many readings repeats no work.

A triplet completed by a discard (ron on a shanpon wait) counts as *open* for fu and for
the concealed-triplet yaku (EMA §4.1.1; rulesets §3 S6).
"""

from __future__ import annotations

from itertools import compress

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


class HandFacts:
    """Facts of the whole hand (concealed tiles and melds), shared by its readings."""

    __slots__ = ("counts", "closed", "tsumo", "seat", "round", "suits", "has_honour",
                 "all_simple", "all_terminal_or_honour", "all_honour", "all_terminal",
                 "all_green", "n_melds", "yakuman_shaped")

    def __init__(self, situation) -> None:
        hand = situation.hand
        counts = [0] * 34
        for t in hand.concealed:
            counts[t.kind] += 1
        closed = True
        for meld in hand.melds:
            for t in meld.tiles:
                counts[t.kind] += 1
            if meld.is_open:                # (Hand.is_closed, counted in the same pass)
                closed = False
        kinds = frozenset(compress(_KINDS, counts))       # the kinds held, picked in C
        self.counts = counts
        self.closed = closed
        self.tsumo = situation.tsumo
        self.seat = situation.seat_wind
        self.round = situation.round_wind
        self.n_melds = len(hand.melds)
        self.suits = frozenset(suit for suit, suit_kinds in enumerate(_SUIT_KINDS)
                               if not kinds.isdisjoint(suit_kinds))
        # set comparisons run in C: "every kind is simple" is "kinds ⊆ SIMPLES"
        self.has_honour = not kinds.isdisjoint(HONOUR_KINDS)
        self.all_simple = kinds <= SIMPLE_KINDS
        self.all_honour = kinds <= HONOUR_KINDS
        self.all_terminal = kinds <= TERMINAL_KINDS
        self.all_terminal_or_honour = kinds.isdisjoint(SIMPLE_KINDS)
        self.all_green = kinds <= (GREEN_KINDS if situation.rules.ryuuiisou_8s
                                   else GREEN_KINDS_WITHOUT_8S)
        # Could any yakuman apply whatever the reading? (the reading adds: four triplets,
        # seven pairs, thirteen orphans). Lets most hands skip the yakuman table.
        self.yakuman_shaped = (
            len(self.suits) <= 1 or self.all_green or self.all_terminal
            or sum(counts[27:]) >= 9 or situation.tenhou or situation.chiihou
            or situation.renhou or situation.paarenchan >= 8)

    def is_valued_pair(self, kind: int) -> bool:
        return kind >= 31 or kind == self.seat or kind == self.round


class ReadingView:
    """One reading seen by the rules: ``chis`` (first kinds), ``triplets`` as
    ``(first, is_kan, concealed, called)``, the pair, the wait, and the hand's facts."""

    __slots__ = ("reading", "facts", "form", "chis", "triplets", "pair", "wait",
                 "concealed_triplets", "kans", "standard", "triplet_set")

    def __init__(self, reading: Reading, facts: HandFacts) -> None:
        self.reading = reading
        self.facts = facts
        self.form = reading.form
        self.standard = reading.form == "standard"
        self.wait = reading.wait
        self.pair = reading.pairs[0] if reading.pairs else -1
        chis = []
        triplets = []
        concealed = kans = 0
        ron_shanpon = not facts.tsumo and reading.wait == SHANPON
        for index, group in enumerate(reading.groups):
            if group.shape == "chi":
                chis.append(group.first)
                continue
            meld = group.meld
            called = meld is not None and meld.type != "ankan"
            hidden = not called and not (ron_shanpon and index == reading.win_group)
            is_kan = group.shape == "kan"
            triplets.append((group.first, is_kan, hidden, called))
            concealed += hidden
            kans += is_kan
        self.chis = chis
        self.triplets = triplets
        self.triplet_set = frozenset(t[0] for t in triplets)
        self.concealed_triplets = concealed
        self.kans = kans

    # small shared helpers for the predicates
    def triplet_kinds(self) -> list[int]:
        return [t[0] for t in self.triplets]

    def count_triplets(self, kinds) -> int:
        return sum(1 for t in self.triplets if t[0] in kinds)

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
