"""The end of the game: who is bust, whether play stops, and the places.

Bust (rulesets row 27, §4 decision 4): ``rules.bust`` is "below_zero" (standard: exactly
0 plays on), "zero_or_less" (kostaryov: "закончились очки", seed 003 §4.4) or "none"
(EMA: no bankruptcy rule). ``rules.end_on_bust`` stops the game at the first bust.
``rules.game_rounds`` ends it after that many rounds (East + South = 2; kostaryov: none).

The game's length (rulesets row 27; wiki:End game scenarios): where a ruleset has an
``extension_target`` (standard: 30 000), the game ends after the regular rounds only if
someone holds that many points; otherwise up to ``extension_rounds`` more rounds are
played (the West round), and the game ends at the end of the first hand after which
someone holds the target, or when the extra rounds are over. Where a ruleset has
``agari_yame``, a dealer who wins the last hand and is then in first place ends the game
instead of dealing again (the dealer may also play on: ``dealer_stops=False``). EMA has
neither (East + South only; rulesets row 27).

Places: most points first; players level on points are placed in seat order from the
first dealer (§4 decision 3), so seat 0 wins a tie with seat 2.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ..errors import MjlearnError
from ..rules import Ruleset
from ..checks import accepts, check_bool, check_instance, describe, optional
from .state import PLAYERS, ROUND_WINDS, RULES, STATE, GameState, check_scores

if TYPE_CHECKING:
    from .settle import Settlement

BUST_RULES = ("below_zero", "zero_or_less", "none")


@dataclass(frozen=True, slots=True)
class GameEnd:
    """``over``: the game has ended; ``reason``: "bust", "rounds_complete" (the last round
    has been played), "target_reached" (someone reached ``rules.extension_target`` in an
    extra round), "extension_complete" (the extra rounds are over, nobody reached it),
    "agari_yame" (the last dealer won in first place and stopped), or None; when the game
    goes on, "dealer_plays_on" (the dealer could have stopped so, and plays on) or None;
    ``busted``: the seats that are bust (also when the game goes on); ``last_round``: the
    round wind id ("south") of the last round played, when the game is over by its rounds;
    ``target``: the points an extra round is played for (with "target_reached",
    "extension_complete", and when the game ``goes_on`` into an extra round)."""

    over: bool
    reason: str | None
    busted: tuple[int, ...]
    last_round: str | None = None
    target: int | None = None


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


def _settlement(argument: str, value: object) -> object:
    from .settle import Settlement      # (settle imports this module)
    return check_instance(argument, value, Settlement, "result")


@accepts(state=STATE, rules=RULES, last=optional(_settlement), dealer_stops=check_bool)
def game_end(state: GameState, rules: Ruleset, last: "Settlement | None" = None,
             dealer_stops: bool = True) -> GameEnd:
    """Whether the game is over after the last settlement (``last``, which agari-yame
    and the reason of an end in an extra round need; without it a dealer never stops)."""
    busted = busted_seats(state.scores, rules)
    if busted and rules.end_on_bust:
        return GameEnd(True, "bust", busted)
    if rules.game_rounds is None:
        return GameEnd(False, None, busted)
    could_stop = _agari_yame(state, rules, last)
    if dealer_stops and could_stop:
        return GameEnd(True, "agari_yame", busted, _round_id(state.round_wind))
    # the dealer who could stop and plays on: the game goes on for that reason
    going_on = "dealer_plays_on" if could_stop else None
    regular = rules.game_rounds
    target = rules.extension_target
    # state.round_wind counts the rounds begun: it reaches 2 when South 4 passes the deal.
    if state.round_wind < regular:
        return GameEnd(False, going_on, busted)
    if target is None:
        return GameEnd(True, "rounds_complete", busted, _round_id(regular - 1))
    reached = max(state.scores) >= target
    entering = last is None or last.before.round_wind < regular
    if reached and entering and state.round_wind == regular:
        return GameEnd(True, "rounds_complete", busted, _round_id(regular - 1))
    last_round = min(state.round_wind, regular + rules.extension_rounds - 1)
    if reached:      # in the extra round's last hand too, when it also ends that round
        return GameEnd(True, "target_reached", busted, _round_id(last_round), target)
    if state.round_wind >= regular + rules.extension_rounds:
        return GameEnd(True, "extension_complete", busted, _round_id(last_round), target)
    return GameEnd(False, going_on, busted, None, target)


def _round_id(round_wind: int) -> str:
    return ROUND_WINDS[round_wind % len(ROUND_WINDS)]


@accepts(state=STATE, rules=RULES)
def is_last_hand(state: GameState, rules: Ruleset) -> bool:
    """Whether passing the deal after this hand could end the game: the last dealer of the
    last regular round, or of the last extra round (oorasu, "all last")."""
    if rules.game_rounds is None or state.dealer != PLAYERS - 1:
        return False
    last = rules.game_rounds - 1
    if rules.extension_target is not None:
        return state.round_wind in (last, last + rules.extension_rounds)
    return state.round_wind == last


def _agari_yame(state: GameState, rules: Ruleset, last: "Settlement | None") -> bool:
    """The dealer won the last hand and is in first place (ties go to the earlier seat,
    §4 decision 3, so a tied last dealer is not first), at the target if there is one."""
    if not rules.agari_yame or last is None or last.kind not in ("ron", "tsumo"):
        return False
    dealer = last.before.dealer
    if not last.dealer_repeats or not is_last_hand(last.before, rules):
        return False
    if rankings(state.scores).order[0] != dealer:
        return False
    return rules.extension_target is None or state.scores[dealer] >= rules.extension_target


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
