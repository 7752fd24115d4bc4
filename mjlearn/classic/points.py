"""Points (§4): sets and pairs for every player, bonus tiles, and the winner's additional
points. Each item is a trace step whose value is its points; the values come from the
profile, this module only recognises what the hand holds."""

from __future__ import annotations

from ..tiles import is_dragon
from ..trace import Step, register_step_codes, step
from .arrange import Situation
from .notation import Group
from .rules import EDGE_OR_CLOSED_CHOW, ONLY_POSSIBLE_TILE

register_step_codes({
    "classic.set.chow": ("tiles", "state"),
    "classic.set.pung": ("tiles", "state", "category"),
    "classic.set.kong": ("tiles", "state", "category"),
    "classic.pair.dragon": ("tiles",),
    "classic.pair.seat_wind": ("tiles",),
    "classic.pair.round_wind": ("tiles",),
    "classic.pair.other": ("tiles",),
    "classic.bonus_tile.flower": ("tile",),
    "classic.bonus_tile.season": ("tile",),
    "classic.bonus.going_out": (),
    "classic.bonus.concealed_hand": (),
    "classic.bonus.self_drawn": ("tile",),
    "classic.bonus.out_on_pair": ("tile", "major"),
    "classic.bonus.one_chance": ("tile", "tiles"),
    "classic.bonus.only_possible_tile": ("tile",),
})

POINT_PREFIXES = ("classic.set.", "classic.pair.", "classic.bonus_tile.", "classic.bonus.")


def set_steps(sit: Situation) -> list[Step]:
    out: list[Step] = []
    for index, group in enumerate(sit.groups):
        if group.shape == "pair":
            out.extend(pair_steps(sit, group))
            continue
        concealed = sit.is_concealed(index)
        state = "concealed" if concealed else "melded"
        if group.shape == "chow":
            out.append(step("classic.set.chow", 0, tiles=group.code, state=state))
            continue
        melded_points, concealed_points = sit.profile.set_points[(group.shape, group.category)]
        out.append(step(f"classic.set.{group.shape}", concealed_points if concealed else melded_points,
                        tiles=group.code, state=state, category=group.category))
    return out


def pair_steps(sit: Situation, pair: Group) -> list[Step]:
    """A pair earns points once for each reason it has (East in an East round: 2 + 2)."""
    kind, tiles = pair.first, pair.code
    reasons = {"dragon": is_dragon(kind), "seat_wind": kind == sit.seat_wind,
               "round_wind": kind == sit.round_wind}
    out = [step(f"classic.pair.{reason}", sit.profile.pair_points[reason], tiles=tiles)
           for reason, holds in reasons.items() if holds and sit.profile.pair_points[reason]]
    return out or [step("classic.pair.other", 0, tiles=tiles)]


def bonus_tile_steps(sit: Situation) -> list[Step]:
    flowers = sit.profile.flowers
    if flowers is None:
        return []
    return [step(f"classic.bonus_tile.{b.suit}", flowers.points_per_tile, tile=b.code)
            for b in sit.hand.bonus]


def _one_chance(sit: Situation) -> list[Step]:
    value = sit.profile.winner_points["one_chance"]
    group, last = sit.winning_group, sit.hand.last
    if not value or last is None:
        return []
    if sit.profile.one_chance_rule == ONLY_POSSIBLE_TILE:
        if sit.waiting_kinds() == (last.kind,):
            return [step("classic.bonus.only_possible_tile", value, tile=last.code)]
        return []
    assert sit.profile.one_chance_rule == EDGE_OR_CLOSED_CHOW
    if group is None or group.shape != "chow":
        return []
    position, low = last.kind - group.first, group.first % 9
    closed = position == 1
    edge = (position == 2 and low == 0) or (position == 0 and low == 6)
    if closed or edge:
        return [step("classic.bonus.one_chance", value, tile=last.code, tiles=group.code)]
    return []


def winner_steps(sit: Situation) -> list[Step]:
    """The winner's additional points (§4.3), in the order the spec lists them."""
    values = sit.profile.winner_points
    last, group = sit.hand.last, sit.winning_group
    out = [step("classic.bonus.going_out", values["going_out"])]
    if last is None:      # heaven's blessing, or a Kajongg hand written without its last tile
        group = None
    if values["concealed_hand"] and sit.concealed_hand:
        out.append(step("classic.bonus.concealed_hand", values["concealed_hand"]))
    if values["self_drawn"] and sit.self_drawn:
        out.append(step("classic.bonus.self_drawn", values["self_drawn"], tile=last.code))
    if group is not None and group.shape == "pair":
        value = values["out_on_major_pair" if group.is_major else "out_on_pair"]
        if value:
            out.append(step("classic.bonus.out_on_pair", value, tile=last.code, major=group.is_major))
    out.extend(_one_chance(sit))
    return out


def point_steps(sit: Situation) -> list[Step]:
    out = set_steps(sit) + bonus_tile_steps(sit)
    if sit.winner:
        out += winner_steps(sit)
    return out


def total_points(steps) -> int:
    return sum(s.value for s in steps if s.value is not None and s.code.startswith(POINT_PREFIXES))
