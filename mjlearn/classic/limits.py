"""Limit hands (§6): the winner's hand scores the limit and nothing else.

Each limit hand is a predicate named by its id; a profile lists the ids it plays. When
several apply the hand is still one limit: the first matching step carries the value,
the others are noted with no value so a lesson can name them.
"""

from __future__ import annotations

from typing import Callable

from ..tiles import DRAGONS, EAST, GREEN, WINDS, is_honour, is_terminal, parse_tiles
from ..trace import Step, register_step_codes, step
from .arrange import STANDARD, THIRTEEN_ORPHANS, Situation
from .rules import NO_MELDS_SELF_DRAWN, PURE_WAIT

# Green tiles: bamboo 2, 3, 4, 6, 8 and the green dragon.
GREEN_KINDS = frozenset(t.kind for t in parse_tiles("23468s")) | {GREEN}
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _standard(sit: Situation) -> bool:
    return sit.arrangement.form == STANDARD


def _pung_kinds(sit: Situation) -> set[int]:
    return {g.first for g in sit.pung_likes}


def all_green(sit: Situation) -> bool:
    return _standard(sit) and all(k in GREEN_KINDS for k in sit.kinds)


def four_kongs(sit: Situation) -> bool:
    return sum(g.shape == "kong" for g in sit.groups) == 4


def hidden_treasure(sit: Situation) -> bool:
    if sit.profile.hidden_treasure_rule == NO_MELDS_SELF_DRAWN:
        # Kajongg: four pungs or kongs, a concealed hand (as the profile tests it: a kong
        # made on a claimed discard keeps it), the last tile drawn.
        return (_standard(sit) and len(sit.pung_likes) == 4 and sit.concealed_hand
                and sit.self_drawn)
    concealed = [i for i, g in enumerate(sit.groups) if g.is_pung_or_kong and sit.is_concealed(i)]
    return len(concealed) == 4


def three_great_scholars(sit: Situation) -> bool:
    return _pung_kinds(sit) >= set(DRAGONS)


def four_great_winds(sit: Situation) -> bool:
    return _pung_kinds(sit) >= set(WINDS)


def four_small_winds(sit: Situation) -> bool:
    winds = _pung_kinds(sit) & set(WINDS)
    return len(winds) == 3 and any(g.first in WINDS and g.first not in winds for g in sit.pairs)


def all_honours(sit: Situation) -> bool:
    return _standard(sit) and all(is_honour(k) for k in sit.kinds)


def all_terminals(sit: Situation) -> bool:
    return _standard(sit) and all(is_terminal(k) for k in sit.kinds)


def nine_gates(sit: Situation) -> bool:
    """Fully concealed before the win (the 14th tile may be a discard [C])."""
    if not _standard(sit) or sit.melded_before_win or len(sit.suits) != 1 or sit.has_honours:
        return False
    if any(g.shape == "kong" for g in sit.groups):
        return False
    low = next(iter(sit.suits)) * 9
    counts = [sit.kinds.count(low + n) for n in range(9)]
    if sit.profile.nine_gates_rule == PURE_WAIT:
        if sit.hand.last is None:
            return False
        counts[sit.hand.last.kind - low] -= 1
        return tuple(counts) == NINE_GATES
    return all(c >= need for c, need in zip(counts, NINE_GATES))


def squirming_snake(sit: Situation) -> bool:
    """Kajongg DMJL: one suit, no honours; a pung of 1 and of 9, a pair of 2, 5 or 8,
    and two chows of the other values — every value 1–9 held, 14 tiles (no kong)."""
    if not _standard(sit) or len(sit.suits) != 1 or sit.has_honours:
        return False
    values = [k % 9 + 1 for k in sit.kinds]
    if len(values) != 14 or values.count(1) != 3 or values.count(9) != 3:
        return False
    pairs = [v for v in (2, 5, 8) if values.count(v) == 2]
    return len(pairs) == 1 and len(set(values)) == 9


def thirteen_orphans(sit: Situation) -> bool:
    return sit.arrangement.form == THIRTEEN_ORPHANS


def heavenly_hand(sit: Situation) -> bool:
    return sit.hand.source == "dealt" and sit.seat_wind == EAST


def earthly_hand(sit: Situation) -> bool:
    """A non-dealer out on East's first discard; written ``src=dealt`` like heaven's."""
    return sit.hand.source == "dealt" and sit.seat_wind != EAST


def concealed_one_suit(sit: Situation) -> bool:
    return _standard(sit) and sit.concealed_hand and len(sit.suits) == 1 and not sit.has_honours


def _last_tile_from(code: str, source: str) -> Callable[[Situation], bool]:
    kind = parse_tiles(code)[0].kind
    return lambda sit: (sit.hand.source == source and sit.hand.last is not None
                        and sit.hand.last.kind == kind)


def twofold_fortune(sit: Situation) -> bool:
    kongs = sum(g.shape == "kong" for g in sit.groups)
    return "twofold_fortune" in sit.hand.announcements and kongs >= 2


LIMIT_HANDS: dict[str, Callable[[Situation], bool]] = {
    "all_green": all_green,
    "four_kongs": four_kongs,
    "hidden_treasure": hidden_treasure,
    "three_great_scholars": three_great_scholars,
    "four_great_winds": four_great_winds,
    "four_small_winds": four_small_winds,
    "all_honours": all_honours,
    "all_terminals": all_terminals,
    "nine_gates": nine_gates,
    "thirteen_orphans": thirteen_orphans,
    "heavenly_hand": heavenly_hand,
    "earthly_hand": earthly_hand,
    # Kajongg DMJL extras (§9.1)
    "concealed_one_suit": concealed_one_suit,
    "squirming_snake": squirming_snake,
    "plum_blossom": _last_tile_from("5p", "dead_wall"),
    "moon_from_the_sea": _last_tile_from("1p", "wall_last_tile"),
    "scratching_carrying_pole": _last_tile_from("2s", "robbed_kong"),
    "twofold_fortune": twofold_fortune,
}

register_step_codes({f"classic.limit.{name}": () for name in LIMIT_HANDS})
register_step_codes({"classic.cap": ("score", "limit")})


def limit_steps(sit: Situation) -> list[Step]:
    """The limit hands a winner's arrangement makes (empty for a loser or a point hand)."""
    if not sit.winner:
        return []
    names = [name for name in sit.profile.limit_hands if LIMIT_HANDS[name](sit)]
    return [step(f"classic.limit.{name}", sit.profile.limit if i == 0 else None)
            for i, name in enumerate(names)]


def cap_steps(rounded: int, sit: Situation) -> list[Step]:
    """The limit caps a point hand (§3.2) unless the profile plays "roof off"."""
    limit = sit.profile.limit
    if sit.profile.roof_off or rounded <= limit:
        return []
    return [step("classic.cap", None, score=rounded, limit=limit)]
