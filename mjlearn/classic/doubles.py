"""Doubles (§5): patterns for every player, for the winner only, and (in the Kajongg
profile) for losers holding a limit pattern. Each pattern is a small function named after
its rule that returns one parameter dict per occurrence; its value comes from the
profile table of the same name, and 0 switches it off."""

from __future__ import annotations

from typing import Any, Callable

from ..tiles import DRAGONS, WINDS, is_dragon, is_wind
from ..trace import Step, register_step_codes, step
from .arrange import STANDARD, Situation
from .notation import CLAIMED_KONG

Params = dict[str, Any]
Pattern = Callable[[Situation], list[Params]]


def _sets_of(sit: Situation, kinds) -> list[Params]:
    return [{"tiles": g.code} for g in sit.pung_likes if g.first in kinds]


def dragon_set(sit: Situation) -> list[Params]:
    return _sets_of(sit, DRAGONS)


def seat_wind_set(sit: Situation) -> list[Params]:
    return _sets_of(sit, (sit.seat_wind,))


def round_wind_set(sit: Situation) -> list[Params]:
    return _sets_of(sit, (sit.round_wind,))


def little_three_dragons(sit: Situation) -> list[Params]:
    dragons = {g.first for g in sit.pung_likes if is_dragon(g.first)}
    pairs = {g.first for g in sit.pairs if is_dragon(g.first)} - dragons
    return [{}] if len(dragons) == 2 and pairs else []


def little_four_winds(sit: Situation) -> list[Params]:
    winds = {g.first for g in sit.pung_likes if is_wind(g.first)}
    pairs = {g.first for g in sit.pairs if is_wind(g.first)} - winds
    return [{}] if len(winds) == 3 and pairs else []


def three_concealed_pungs(sit: Situation) -> list[Params]:
    count = 0
    for index, group in enumerate(sit.groups):
        if not group.is_pung_or_kong:
            continue
        claimed_kong = group.origin == CLAIMED_KONG and index != sit.arrangement.winning
        if sit.is_concealed(index) or (claimed_kong and sit.profile.three_concealed_counts_claimed_kongs):
            count += 1
    return [{"count": count}] if count >= 3 else []


def four_great_winds(sit: Situation) -> list[Params]:
    return [{}] if {g.first for g in sit.pung_likes} >= set(WINDS) else []


def three_great_scholars(sit: Situation) -> list[Params]:
    return [{}] if {g.first for g in sit.pung_likes} >= set(DRAGONS) else []


def no_chows(sit: Situation) -> list[Params]:
    standard = sit.arrangement.form == STANDARD
    return [{}] if standard and all(g.shape != "chow" for g in sit.groups) else []


def one_suit_with_honours(sit: Situation) -> list[Params]:
    suits = sit.suits
    return [{"suit": "mps"[next(iter(suits))]}] if len(suits) == 1 and sit.has_honours else []


def one_suit(sit: Situation) -> list[Params]:
    suits = sit.suits
    return [{"suit": "mps"[next(iter(suits))]}] if len(suits) == 1 and not sit.has_honours else []


def terminals_and_honours(sit: Situation) -> list[Params]:
    return [] if sit.has_simples else [{}]


def _source(name: str) -> Pattern:
    return lambda sit: [{"tile": sit.hand.last.code}] if sit.hand.source == name else []


def concealed_hand(sit: Situation) -> list[Params]:
    return [{}] if sit.concealed_hand else []


def zero_points(sit: Situation) -> list[Params]:
    """Kajongg's "zero point hand": "0 basis points excluding bonus tiles" — no set or
    pair scores anything (bonus tiles may)."""
    if sit.pung_likes:
        return []
    valued = {*DRAGONS, sit.seat_wind, sit.round_wind}
    return [] if any(g.first in valued for g in sit.pairs) else [{}]


def original_call(sit: Situation) -> list[Params]:
    """Announced before the first discard; Kajongg also asks that fewer than three sets
    lie exposed (one claim before the call, one to go out)."""
    if "original_call" not in sit.hand.announcements or sit.exposed_sets >= 3:
        return []
    return [{}]


ALL_PLAYERS: dict[str, Pattern] = {
    "dragon_set": dragon_set,
    "seat_wind_set": seat_wind_set,
    "round_wind_set": round_wind_set,
    "little_three_dragons": little_three_dragons,
    "little_four_winds": little_four_winds,
    "three_concealed_pungs": three_concealed_pungs,
}
WINNER_ONLY: dict[str, Pattern] = {
    "no_chows": no_chows,
    "one_suit_with_honours": one_suit_with_honours,
    "one_suit": one_suit,
    "terminals_and_honours": terminals_and_honours,
    "last_wall_tile": _source("wall_last_tile"),
    "last_wall_discard": _source("wall_last_tile_discard"),
    "loose_tile": _source("dead_wall"),
    "robbing_kong": _source("robbed_kong"),
    "concealed_hand": concealed_hand,
    "zero_points": zero_points,
    "original_call": original_call,
}
LOSER_ONLY: dict[str, Pattern] = {
    "four_great_winds": four_great_winds,
    "three_great_scholars": three_great_scholars,
}


def _own_tiles(sit: Situation) -> list:
    return [b for b in sit.hand.bonus if b.number == sit.seat_wind - WINDS[0] + 1]


def _own(suit: str) -> Pattern:
    return lambda sit: [{"tile": b.code} for b in _own_tiles(sit) if b.suit == suit]


def own_flower_and_season(sit: Situation) -> list[Params]:
    """Kajongg DMJL: one double for holding both one's own flower and one's own season."""
    own = _own_tiles(sit)
    return [{"tiles": "".join(b.code for b in own)}] if len(own) == 2 else []


def _all_four(suit: str) -> Pattern:
    return lambda sit: [{}] if sum(b.suit == suit for b in sit.hand.bonus) == 4 else []


# Flowers and seasons (§4.4): doubles for every player when the module is on; each
# profile's table says which count (FlowerRules).
BONUS_TILES: dict[str, Pattern] = {
    "own_flower": _own("flower"),
    "own_season": _own("season"),
    "own_flower_and_season": own_flower_and_season,
    "all_flowers": _all_four("flower"),
    "all_seasons": _all_four("season"),
}

_PARAMS = {
    "dragon_set": ("tiles",), "seat_wind_set": ("tiles",), "round_wind_set": ("tiles",),
    "three_concealed_pungs": ("count",), "one_suit_with_honours": ("suit",), "one_suit": ("suit",),
    "last_wall_tile": ("tile",), "last_wall_discard": ("tile",), "loose_tile": ("tile",),
    "robbing_kong": ("tile",), "own_flower": ("tile",), "own_season": ("tile",),
    "own_flower_and_season": ("tiles",),
}
register_step_codes({f"classic.double.{name}": _PARAMS.get(name, ())
                     for table in (ALL_PLAYERS, WINNER_ONLY, LOSER_ONLY, BONUS_TILES) for name in table})


def _apply(sit: Situation, patterns: dict[str, Pattern], values) -> list[Step]:
    out: list[Step] = []
    for name, pattern in patterns.items():
        value = values.get(name, 0)
        if value:
            out.extend(step(f"classic.double.{name}", value, **params) for params in pattern(sit))
    return out


def double_steps(sit: Situation) -> list[Step]:
    profile = sit.profile
    out = _apply(sit, ALL_PLAYERS, profile.all_doubles)
    if profile.flowers is not None:
        flowers = profile.flowers
        out += _apply(sit, BONUS_TILES, {name: getattr(flowers, name) for name in BONUS_TILES})
    out += _apply(sit, WINNER_ONLY if sit.winner else LOSER_ONLY,
                  profile.winner_doubles if sit.winner else profile.loser_doubles)
    return out


def total_doubles(steps) -> int:
    return sum(s.value for s in steps if s.value is not None and s.code.startswith("classic.double."))
