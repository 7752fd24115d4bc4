"""The state of a game between rounds.

Seats are numbered 0–3 in turn order (each player's right-hand neighbour is the next
seat), starting from the first dealer: seat 0 is the first East. That numbering is also
the tie-break for rankings (rulesets §4 decision 3).

Points only move between players and the riichi sticks lying on the table (seed 001
"il totale non cambia mai", rulesets §3 I4): :func:`table_total` is the same before and
after every settlement.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import (MAX_COUNT, accepts, bad_argument, check_int, check_items, check_points,
                      describe, instance_of)
from ..errors import MjlearnError, register_error_codes
from ..rules import Ruleset
from .sticks import STARTING_SET, Sticks, sticks_for

register_error_codes({
    "bad_player_count": ("count", "expected"),
    "bad_seat": ("seat",),
    "negative_honba": ("honba",),
    "negative_riichi_sticks": ("sticks",),
    "bad_round_wind": ("round_wind",),
    "bad_score": ("score",),
    "bad_chombo_count": ("count",),
    "sticks_mismatch": ("seat", "sticks", "score"),
})

PLAYERS = 4
# Ids of the round winds, translated by the i18n layer; kostaryov plays without wind
# tiles but still counts rounds (rulesets §2.4), so the ids name rounds there.
ROUND_WINDS = ("east", "south", "west", "north")


def check_seat(seat: object) -> int:
    """A seat number 0–3, or a ``bad_seat`` error."""
    if type(seat) is not int or not 0 <= seat < PLAYERS:
        raise MjlearnError("bad_seat", seat=describe(seat, 20, literal=True))
    return seat


def check_scores(scores: object, argument: str = "scores") -> tuple[int, ...]:
    """Four whole scores in points (within ±MAX_POINTS), as a tuple."""
    scores = check_items(argument, scores, "list", maximum=PLAYERS * 4)
    if len(scores) != PLAYERS:
        raise MjlearnError("bad_player_count", count=len(scores), expected=PLAYERS)
    for score in scores:
        if type(score) is not int:
            raise MjlearnError("bad_score", score=describe(score, 20, literal=True))
        check_points(argument, score)
    return scores


def check_count(argument: str, value: object, negative_code: str, param: str) -> int:
    """A counter (honba, riichi sticks, rounds): a whole number, 0 to MAX_COUNT."""
    if type(value) is not int:
        raise bad_argument(argument, "whole_number", value)
    if value < 0:
        raise MjlearnError(negative_code, **{param: value})
    return check_int(argument, value, 0, MAX_COUNT)


def check_chombo_counts(chombo: object) -> tuple[int, ...]:
    """Each seat's number of chombo penalties (four counts, none negative)."""
    counts = check_items("chombo", chombo, "list", maximum=PLAYERS * 4)
    if len(counts) != PLAYERS:
        raise MjlearnError("bad_player_count", count=len(counts), expected=PLAYERS)
    for count in counts:
        if type(count) is not int or count < 0:
            raise MjlearnError("bad_chombo_count", count=describe(count, 20, literal=True))
        check_int("chombo", count, 0, MAX_COUNT)
    return counts


@dataclass(frozen=True, slots=True)
class GameState:
    """Scores by seat, the dealer's seat, the round, the honba counter and the number of
    riichi sticks on the table. ``round_wind`` counts the rounds begun (0 East, 1 South,
    2 West …); the wind itself is :attr:`round_wind_id`. ``chombo`` counts, by seat, the
    chombo penalties still to be taken off the final score (rules with
    ``chombo="final_penalty"``, EMA §3.4.6)."""

    scores: tuple[int, ...]
    dealer: int = 0
    round_wind: int = 0
    honba: int = 0
    riichi_sticks: int = 0
    chombo: tuple[int, ...] = (0,) * PLAYERS
    # the point sticks each seat holds, when the ruleset plays with sticks (seed 003 §4.3):
    # each seat's sticks are worth its score (None: points only)
    sticks: tuple[Sticks, ...] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "scores", check_scores(self.scores))
        check_seat(self.dealer)
        check_count("round_wind", self.round_wind, "bad_round_wind", "round_wind")
        check_count("honba", self.honba, "negative_honba", "honba")
        check_count("riichi_sticks", self.riichi_sticks, "negative_riichi_sticks", "sticks")
        object.__setattr__(self, "chombo", check_chombo_counts(self.chombo))
        if self.sticks is not None:
            sticks = check_items("sticks", self.sticks, "list", maximum=PLAYERS * 4)
            if len(sticks) != PLAYERS:
                raise MjlearnError("bad_player_count", count=len(sticks), expected=PLAYERS)
            for seat, (score, held) in enumerate(zip(self.scores, sticks)):
                if not isinstance(held, Sticks) or held.value != score:
                    value = held.value if isinstance(held, Sticks) else describe(held, 20)
                    raise MjlearnError("sticks_mismatch", seat=seat, sticks=value, score=score)
            object.__setattr__(self, "sticks", sticks)

    @property
    def round_wind_id(self) -> str:
        return ROUND_WINDS[self.round_wind % len(ROUND_WINDS)]

    @property
    def hand_number(self) -> int:
        """1–4 within the round: "East 1" is seat 0 dealing, "East 4" seat 3."""
        return self.dealer + 1

    def seat_wind(self, seat: int) -> int:
        """The seat's wind this hand (0 = East = the dealer), as an index into ROUND_WINDS."""
        return (check_seat(seat) - self.dealer) % PLAYERS


RULES = instance_of(Ruleset, "ruleset")
STATE = instance_of(GameState, "game_state")


@accepts(rules=RULES)
def new_game(rules: Ruleset, players: int = PLAYERS) -> GameState:
    """Everyone at ``rules.start_points`` (25 000 standard, seed 000; 30 000 EMA §1.4).
    A ruleset that plays with sticks (``track_sticks``) deals each player seed 000's set
    (1 × 10 000, 2 × 5 000, 4 × 1 000, 10 × 100 = 25 000), or the fewest sticks worth
    another starting score."""
    if type(players) is not int:
        raise bad_argument("players", "whole_number", players)
    if players != PLAYERS:
        raise MjlearnError("bad_player_count", count=players, expected=PLAYERS)
    scores = (rules.start_points,) * PLAYERS
    if not rules.track_sticks:
        return GameState(scores=scores)
    if STARTING_SET.value == rules.start_points:
        dealt = STARTING_SET
    else:
        dealt = sticks_for(rules.start_points)
    return GameState(scores=scores, sticks=(dealt,) * PLAYERS)


def table_total(state: GameState, rules: Ruleset) -> int:
    """Every point at the table: the players' scores plus the riichi sticks lying on it."""
    return sum(state.scores) + state.riichi_sticks * rules.riichi_deposit
