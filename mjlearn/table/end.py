"""The end of the game: who is bust, whether play stops, and the places.

Bust (rulesets row 27, §4 decision 4): ``rules.bust`` is "below_zero" (standard: exactly
0 plays on), "zero_or_less" (kostaryov: "закончились очки", seed 003 §4.4) or "none"
(EMA: no bankruptcy rule). ``rules.end_on_bust`` stops the game at the first bust.
``rules.game_rounds`` ends it after that many rounds (East + South = 2; kostaryov: none).

Places: most points first; players level on points are placed in seat order from the
first dealer (§4 decision 3), so seat 0 wins a tie with seat 2.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..errors import MjlearnError
from ..rules import Ruleset
from ..checks import accepts, describe
from .state import PLAYERS, ROUND_WINDS, RULES, STATE, GameState, check_scores

BUST_RULES = ("below_zero", "zero_or_less", "none")


@dataclass(frozen=True, slots=True)
class GameEnd:
    """``over``: the game has ended; ``reason``: "bust", "rounds_complete" or None;
    ``busted``: the seats that are bust (also when the game goes on); ``last_round``: the
    round wind id ("south") of the last round played, when the rounds are complete."""

    over: bool
    reason: str | None
    busted: tuple[int, ...]
    last_round: str | None = None


@dataclass(frozen=True, slots=True)
class Ranking:
    """``order``: seats from first place to last; ``places``: each seat's place (1–4);
    ``tied``: groups of seats level on points (each group in place order)."""

    order: tuple[int, ...]
    places: tuple[int, ...]
    tied: tuple[tuple[int, ...], ...]


@accepts(rules=RULES)
def busted_seats(scores: Sequence[int], rules: Ruleset) -> tuple[int, ...]:
    scores = check_scores(scores)
    if rules.bust not in BUST_RULES:
        raise MjlearnError("bad_rule_value", option="bust", value=describe(rules.bust, literal=True))
    if rules.bust == "none":
        return ()
    if rules.bust == "zero_or_less":
        return tuple(seat for seat, score in enumerate(scores) if score <= 0)
    return tuple(seat for seat, score in enumerate(scores) if score < 0)


@accepts(state=STATE, rules=RULES)
def game_end(state: GameState, rules: Ruleset) -> GameEnd:
    """Whether the game is over after the last settlement."""
    busted = busted_seats(state.scores, rules)
    if busted and rules.end_on_bust:
        return GameEnd(True, "bust", busted)
    # state.round_wind counts the rounds begun: it reaches 2 when South 4 passes the deal.
    if rules.game_rounds is not None and state.round_wind >= rules.game_rounds:
        last = ROUND_WINDS[(rules.game_rounds - 1) % len(ROUND_WINDS)]
        return GameEnd(True, "rounds_complete", busted, last)
    return GameEnd(False, None, busted)


def rankings(scores: Sequence[int]) -> Ranking:
    """Places by points; ties broken by seat order from the first dealer (§4 decision 3)."""
    scores = check_scores(scores)
    order = tuple(sorted(range(PLAYERS), key=lambda seat: (-scores[seat], seat)))
    places = [0] * PLAYERS
    for place, seat in enumerate(order, start=1):
        places[seat] = place
    groups: list[list[int]] = []
    for seat in order:
        if groups and scores[groups[-1][0]] == scores[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return Ranking(order, tuple(places), tuple(tuple(g) for g in groups))
