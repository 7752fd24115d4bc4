"""Abortive draws (tochuu ryuukyoku): a hand abandoned before anyone wins or the wall runs out.

Five kinds, each on or off by ruleset (``rules.abortive_draws``; rulesets row 28, §4
decision 5; EMA has none: "Abortive draws are no longer used", EMA p.5, §3.4.3):

- ``kyuushu_kyuuhai``: on their first turn, before any call, a player shows nine different
  terminals and honours among their 14 tiles and abandons the hand (the only kind a player
  may choose not to call);
- ``suufon_renda``: the four first discards are the same wind (needs wind tiles);
- ``suucha_riichi``: all four players have declared riichi;
- ``suukaikan``: four kans made by more than one player;
- ``sanchahou``: three players ron the same discard (where the ruleset does not pay a
  triple ron: :func:`mjlearn.table.settle.settle` turns three such wins into this draw).

What follows is data, one row per kind (:data:`EFFECTS`; wiki:Tochuu ryuukyoku, rulesets
row 18): nobody pays (no noten payments either), the riichi sticks stay on the table for
the next winner, the honba counter goes up by one and the dealer deals again.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import check_items, check_optional_text, describe
from ..errors import HandError, MjlearnError, register_error_codes
from ..rules import ABORTIVE_DRAWS, Ruleset
from ..tiles import counts_of, is_terminal_or_honour, kind_code, parse_tiles
from ..trace import Step, register_step_codes, step
from .state import PLAYERS, check_seat

register_error_codes({
    "unknown_abortive_draw": ("kind",),
    "abortive_draw_not_in_rules": ("kind",),
    "abortive_draw_seats": ("kind", "count", "expected"),
    "kyuushu_kyuuhai_after_riichi": ("seat",),
    "not_kyuushu_kyuuhai": ("count",),
    "suucha_riichi_needs_four": ("count",),
    "suukaikan_one_player": ("seat",),
    # also the situation's (mjlearn.riichi.situation): this module raises it without it
    "no_wind_tiles": ("tile", "ruleset"),
})

register_step_codes({
    "settle.abortive_draw": ("kind", "seats"),
})

KYUUSHU_KINDS = 9        # nine different terminals and honours
HAND_TILES = 14          # the hand after the first draw
KANS = 4


@dataclass(frozen=True, slots=True)
class AbortiveEffect:
    """What an abortive draw does to the counter and the deal. Nothing is paid, and the
    riichi sticks stay on the table."""

    honba: int             # added to the honba counter
    dealer_repeats: bool   # the same dealer deals again


# wiki:Tochuu ryuukyoku: "the honba count increases by one", "the seat winds do not
# rotate", "all riichi bets remain on the table"; the same for every kind.
EFFECTS = {kind: AbortiveEffect(honba=1, dealer_repeats=True) for kind in ABORTIVE_DRAWS}

# How many seats a draw names: the player who calls kyuushu kyuuhai; the players who made
# the four kans (optional: when given, they must not all be one player); the three
# winners of a sanchahou. None: no seats.
SEATS = {"kyuushu_kyuuhai": (1,), "suufon_renda": (0,), "suucha_riichi": (0,),
         "suukaikan": (0, KANS), "sanchahou": (3,)}


@dataclass(frozen=True, slots=True)
class AbortiveDraw:
    """An abandoned hand: its ``kind``, the ``seats`` it names (see :data:`SEATS`) and,
    for kyuushu kyuuhai, the caller's 14 tiles in mpsz (``hand``, checked when given)."""

    kind: str
    seats: tuple[int, ...] = ()
    hand: str | None = None

    def __post_init__(self) -> None:
        if type(self.kind) is not str or self.kind not in ABORTIVE_DRAWS:
            raise MjlearnError("unknown_abortive_draw", kind=describe(self.kind, literal=True))
        seats = tuple(check_seat(s) for s in check_items("seats", self.seats, maximum=PLAYERS * 4))
        check_optional_text("hand", self.hand, 200)
        object.__setattr__(self, "seats", seats)
        if len(seats) not in SEATS[self.kind]:
            raise MjlearnError("abortive_draw_seats", kind=self.kind, count=len(seats),
                               expected=max(SEATS[self.kind]))


def check_abortive(draw: AbortiveDraw, rules: Ruleset, declared: frozenset[int]) -> None:
    """Refuse a draw the ruleset does not have, or that cannot have happened."""
    if draw.kind not in rules.abortive_draws:
        raise MjlearnError("abortive_draw_not_in_rules", kind=draw.kind)
    if draw.kind == "kyuushu_kyuuhai":
        caller = draw.seats[0]
        if caller in declared:    # it is called on the first turn, before any discard
            raise MjlearnError("kyuushu_kyuuhai_after_riichi", seat=caller)
        if draw.hand is not None:
            _check_nine_kinds(draw.hand, rules)
    elif draw.kind == "suucha_riichi" and len(declared) != PLAYERS:
        raise MjlearnError("suucha_riichi_needs_four", count=len(declared))
    elif draw.kind == "suukaikan" and draw.seats and len(set(draw.seats)) == 1:
        # four kans by one player: play goes on (that hand may win suukantsu)
        raise MjlearnError("suukaikan_one_player", seat=draw.seats[0])
    elif draw.kind == "sanchahou" and len(set(draw.seats)) != len(draw.seats):
        raise MjlearnError("abortive_draw_seats", kind=draw.kind, count=len(set(draw.seats)),
                           expected=3)


def _check_nine_kinds(hand: str, rules: Ruleset) -> None:
    tiles = parse_tiles(hand)
    if len(tiles) > HAND_TILES:
        raise HandError("too_many_tiles", count=len(tiles), expected=HAND_TILES)
    if len(tiles) < HAND_TILES:
        raise HandError("too_few_tiles", count=len(tiles), expected=HAND_TILES)
    counts = counts_of(tiles)
    for kind, count in enumerate(counts):
        if count > 4:
            raise HandError("too_many_copies", tile=kind_code(kind), count=count)
        if count and not rules.winds and 27 <= kind < 31:
            raise MjlearnError("no_wind_tiles", ruleset=rules.name, tile=kind_code(kind))
    kinds = sum(1 for kind, count in enumerate(counts) if count and is_terminal_or_honour(kind))
    if kinds < KYUUSHU_KINDS:
        raise MjlearnError("not_kyuushu_kyuuhai", count=kinds)


def abortive_steps(draw: AbortiveDraw) -> tuple[list[Step], AbortiveEffect]:
    """The note that says which draw it was, and what it does next."""
    return [step("settle.abortive_draw", None, kind=draw.kind, seats=draw.seats)], EFFECTS[draw.kind]
