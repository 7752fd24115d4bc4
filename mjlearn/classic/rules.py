"""Classic European rules as data: a frozen :class:`ClassicProfile` and its presets.

Every number the engine uses lives here under the name of the rule it belongs to; the
stage modules (``points``, ``doubles``, ``limits``, ``settle``) only recognise patterns
and look their value up. A value of 0 switches a rule off. Section numbers refer to
``classic_european_spec.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Mapping

from ..checks import describe
from .errors import ClassicError

# Set categories (§4.1): what a pung or kong is made of.
SIMPLES, TERMINALS, WINDS, DRAGONS = "simples", "terminals", "winds", "dragons"

# One-chance rule variants (§4.3, §9.1).
EDGE_OR_CLOSED_CHOW = "edge_or_closed_chow"   # 1-2 waiting 3, 8-9 waiting 7, n_n+2 waiting n+1
ONLY_POSSIBLE_TILE = "only_possible_tile"     # Kajongg: only one tile kind completes the hand

# Hidden treasure variants (§6, §9.1).
CONCEALED_SETS = "concealed_sets"             # four concealed pungs/kongs + pair
NO_MELDS_SELF_DRAWN = "no_melds_self_drawn"   # Kajongg: nothing claimed, no chows, last tile drawn

# Nine gates variants (§6, §9.1).
ANY_FOURTEENTH = "any_fourteenth"             # the 14 tiles hold 1112345678999 + one more
PURE_WAIT = "pure_wait"                       # Kajongg: the 13 tiles before the last are exactly it

# How a hand's input is read (§9.1; issue 13 item 6).
STRICT = "strict"       # a hand is a winner's or a loser's as the input says; anything else is an error
KAJONGG = "kajongg"     # as Kajongg reads a hand: its length decides, a winner-length hand that is
                        # not mahjong scores 0, a shorter one is a loser's, a longer one scores 0
INPUT_MODELS = (STRICT, KAJONGG)


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class FlowerRules:
    """A profile's table for flowers and seasons: points per tile and doubles. The
    module itself is optional (§4.4): a profile plays it (``ClassicProfile.flowers``) or
    keeps its table for when a hand switches it on (``flower_table``)."""

    points_per_tile: int = 4
    own_flower: int = 1      # doubles (BMJA, mahjongg.com: one for each)
    own_season: int = 1
    own_flower_and_season: int = 0   # Kajongg DMJL: one double for holding both
    all_flowers: int = 1
    all_seasons: int = 1


# §4.4's table (Kajongg BMJA / mahjongg.com for the per-tile doubles).
EUROPEAN_FLOWERS = FlowerRules()
# Kajongg DMJL (src/predefined.py): "Own Flower and Own Season" is one double, and there
# are no separate own-flower or own-season doubles; all four of a kind is one double.
DMJL_FLOWERS = FlowerRules(own_flower=0, own_season=0, own_flower_and_season=1)


@dataclass(frozen=True)
class ClassicProfile:
    name: str
    limit: int
    round_to_10: bool
    max_chows: int
    # A kong made by claiming a discard onto a concealed pung ({1111m}): concealed or not.
    claimed_kong_concealed: bool
    # (shape, category) -> (melded points, concealed points); chows score nothing.
    set_points: Mapping[tuple[str, str], tuple[int, int]]
    # reason -> points: "dragon", "seat_wind", "round_wind" (a pair can earn several).
    pair_points: Mapping[str, int]
    # winner-only additional points (§4.3)
    winner_points: Mapping[str, int]
    one_chance_rule: str
    # doubles for every player (§5.1), for the winner only (§5.2), for losers only
    all_doubles: Mapping[str, int]
    winner_doubles: Mapping[str, int]
    loser_doubles: Mapping[str, int]
    limit_hands: tuple[str, ...]
    hidden_treasure_rule: str
    nine_gates_rule: str
    three_concealed_counts_claimed_kongs: bool
    flowers: FlowerRules | None      # the flower module in play (None: off)
    flower_table: FlowerRules        # the profile's own table, for when flowers are switched on
    # Concealment (§2, §4.3): whether the set a claimed winning tile completes counts as
    # exposed for the concealed-hand tests, and whether a kong made on a claimed discard
    # ({1111m}) leaves the hand concealed (it scores as melded either way unless
    # ``claimed_kong_concealed``).
    winning_discard_exposes: bool
    claimed_kong_keeps_concealed: bool
    # How a hand is read: STRICT or KAJONGG (see INPUT_MODELS).
    input_model: str = STRICT
    # payments (§7): factor for every payment a dealer (East) makes or receives
    east_factor: int = 2
    # "roof off": point hands are not capped (limit hands still score the limit)
    roof_off: bool = False

    def with_options(self, *, roof_off: bool | None = None, flowers: bool | None = None,
                     input_model: str | None = None) -> "ClassicProfile":
        """This profile with the per-hand options of the input switched on or off.
        Flowers switched on use the profile's own table (``flower_table``)."""
        out = self
        if roof_off is not None:
            out = replace(out, roof_off=bool(roof_off))
        if flowers is not None:
            out = replace(out, flowers=out.flower_table if flowers else None)
        if input_model is not None:
            if input_model not in INPUT_MODELS:
                raise ClassicError("bad_option", option="input_model", value=describe(input_model))
            out = replace(out, input_model=input_model)
        return out


SET_POINTS = _frozen({
    ("pung", SIMPLES): (2, 4),
    ("pung", TERMINALS): (4, 8),
    ("pung", WINDS): (4, 8),
    ("pung", DRAGONS): (4, 8),
    ("kong", SIMPLES): (8, 16),
    ("kong", TERMINALS): (16, 32),
    ("kong", WINDS): (16, 32),
    ("kong", DRAGONS): (16, 32),
})

PAIR_POINTS = _frozen({"dragon": 2, "seat_wind": 2, "round_wind": 2})

EUROPEAN_LIMIT_HANDS = (
    "all_green", "four_kongs", "hidden_treasure", "three_great_scholars", "four_great_winds",
    "four_small_winds", "all_honours", "all_terminals", "nine_gates", "thirteen_orphans",
    "heavenly_hand", "earthly_hand",
)

EUROPEAN_CLASSIC = ClassicProfile(
    name="european_classic",
    limit=500,
    round_to_10=True,
    max_chows=4,
    claimed_kong_concealed=False,
    set_points=SET_POINTS,
    pair_points=PAIR_POINTS,
    winner_points=_frozen({
        "going_out": 20, "concealed_hand": 10, "self_drawn": 2,
        "out_on_pair": 2, "out_on_major_pair": 2, "one_chance": 2,
    }),
    one_chance_rule=EDGE_OR_CLOSED_CHOW,
    all_doubles=_frozen({
        "dragon_set": 1, "seat_wind_set": 1, "round_wind_set": 1,
        "little_three_dragons": 1, "three_concealed_pungs": 0, "little_four_winds": 0,
    }),
    winner_doubles=_frozen({
        "no_chows": 1, "one_suit_with_honours": 1, "one_suit": 3, "terminals_and_honours": 1,
        "last_wall_tile": 1, "last_wall_discard": 1, "loose_tile": 1, "robbing_kong": 1,
        "concealed_hand": 0, "zero_points": 0, "original_call": 0,
    }),
    loser_doubles=_frozen({"four_great_winds": 0, "three_great_scholars": 0}),
    limit_hands=EUROPEAN_LIMIT_HANDS,
    hidden_treasure_rule=CONCEALED_SETS,
    nine_gates_rule=ANY_FOURTEENTH,
    three_concealed_counts_claimed_kongs=False,
    flowers=None,
    flower_table=EUROPEAN_FLOWERS,
    # §4.3: "the winning tile may be a discard"; a kong on a claimed discard is a claim.
    winning_discard_exposes=False,
    claimed_kong_keeps_concealed=False,
    input_model=STRICT,
)

# KDE Kajongg's DMJL ruleset, as summarised in §9.1 of the spec: written as its
# differences from the seed's rules, so each one is visible.
KAJONGG_DMJL = replace(
    EUROPEAN_CLASSIC,
    name="kajongg_dmjl",
    round_to_10=False,
    winner_points=_frozen({**EUROPEAN_CLASSIC.winner_points,
                           "concealed_hand": 0, "out_on_major_pair": 4}),
    one_chance_rule=ONLY_POSSIBLE_TILE,
    all_doubles=_frozen({**EUROPEAN_CLASSIC.all_doubles,
                         "three_concealed_pungs": 1, "little_four_winds": 1}),
    winner_doubles=_frozen({**EUROPEAN_CLASSIC.winner_doubles,
                            "concealed_hand": 1, "zero_points": 1, "original_call": 1}),
    loser_doubles=_frozen({"four_great_winds": 2, "three_great_scholars": 2}),
    limit_hands=(
        "all_green", "four_kongs", "hidden_treasure", "three_great_scholars", "four_great_winds",
        "all_honours", "all_terminals", "nine_gates", "thirteen_orphans", "heavenly_hand",
        "earthly_hand", "concealed_one_suit", "squirming_snake", "plum_blossom",
        "moon_from_the_sea", "scratching_carrying_pole", "twofold_fortune",
    ),
    hidden_treasure_rule=NO_MELDS_SELF_DRAWN,
    nine_gates_rule=PURE_WAIT,
    three_concealed_counts_claimed_kongs=True,
    flowers=DMJL_FLOWERS,
    flower_table=DMJL_FLOWERS,
    # Kajongg (src/hand.py, src/rulecode.py): the set a discarded last tile completes is
    # exposed ("Only Concealed Melds", "Hidden Treasure" and "Concealed True Color Game"
    # test ``isExposed and not isClaimedKong``), and a kong made on a claimed tile keeps
    # the hand concealed though it scores as an exposed kong.
    winning_discard_exposes=True,
    claimed_kong_keeps_concealed=True,
    input_model=KAJONGG,
)

PROFILES: Mapping[str, ClassicProfile] = _frozen(
    {p.name: p for p in (EUROPEAN_CLASSIC, KAJONGG_DMJL)})
DEFAULT_PROFILE = EUROPEAN_CLASSIC


def get_profile(name: str | ClassicProfile | None) -> ClassicProfile:
    if name is None:
        return DEFAULT_PROFILE
    if isinstance(name, ClassicProfile):
        return name
    if not isinstance(name, str) or name not in PROFILES:
        raise ClassicError("bad_option", option="profile", value=describe(name))
    return PROFILES[name]
