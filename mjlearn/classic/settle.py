"""Settle one hand among four players (§7).

Every loser pays the winner the winner's hand score; the losers pay each other the
difference of their scores; a payment made or received by East (the dealer) is
multiplied by the profile's ``east_factor``. The limit caps hand scores, which is why
payments can exceed it. A drawn hand (no winner) pays nothing.

Each payment is a trace step; the matrix and the nets are computed from those steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Iterable, Mapping, Sequence

from ..checks import MAX_POINTS, check_bool, check_items, check_mapping, describe, optional
from ..trace import Step, register_step_codes, step, trace_to_json
from .errors import ClassicError
from .rules import ClassicProfile, get_profile

register_step_codes({
    "classic.settle.payment": ("payer", "receiver", "reason", "base", "factor"),
    "classic.settle.draw": (),
    "classic.settle.net": ("player", "net"),
})

DEFAULT_PLAYERS = ("E", "S", "W", "N")


@dataclass(frozen=True)
class Settlement:
    players: tuple[str, ...]
    # matrix[payer][receiver]: what the receiver gets from the payer (negative: pays)
    matrix: tuple[tuple[int, ...], ...]
    net: tuple[int, ...]
    trace: tuple[Step, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "matrix": [list(r) for r in self.matrix],
                "net": dict(zip(self.players, self.net)), "trace": trace_to_json(self.trace)}


def _scores(scores: Mapping[str, int] | Sequence[int]) -> dict[str, int]:
    if isinstance(scores, Mapping):
        named = {k if type(k) is str else describe(k): v for k, v in check_mapping("scores", scores).items()}
    else:
        scores = check_items("scores", scores, maximum=16)
        named = dict(zip(DEFAULT_PLAYERS, scores))
        if len(scores) != 4:
            raise ClassicError("classic_bad_players", count=len(scores))
    if len(named) != 4:
        raise ClassicError("classic_bad_players", count=len(named))
    if set(named) == set(DEFAULT_PLAYERS):
        # players named by their winds sit in wind order, whatever order they were given in
        named = {wind: named[wind] for wind in DEFAULT_PLAYERS}
    for player, score in named.items():
        if isinstance(score, bool) or not isinstance(score, int) or not 0 <= score <= MAX_POINTS:
            raise ClassicError("classic_bad_score", player=describe(player), score=describe(score))
    return named


def _payment(payer: str, receiver: str, reason: str, base: int, east: str,
             profile: ClassicProfile) -> Step:
    factor = profile.east_factor if east in (payer, receiver) else 1
    return step("classic.settle.payment", base * factor, payer=payer, receiver=receiver,
                reason=reason, base=base, factor=factor)


def payment_steps(scores: dict[str, int], winner: str, east: str,
                  profile: ClassicProfile) -> list[Step]:
    out = [_payment(p, winner, "winner", scores[winner], east, profile)
           for p in scores if p != winner and scores[winner]]
    losers = [p for p in scores if p != winner]
    for a, b in combinations(losers, 2):
        if scores[a] == scores[b]:
            continue
        high, low = (a, b) if scores[a] > scores[b] else (b, a)
        out.append(_payment(low, high, "difference", scores[high] - scores[low], east, profile))
    return out


def matrix_from(players: Sequence[str], steps: Iterable[Step]) -> list[list[int]]:
    index = {p: i for i, p in enumerate(players)}
    matrix = [[0] * len(players) for _ in players]
    for s in steps:
        if s.code == "classic.settle.payment":
            payer, receiver = index[s.params["payer"]], index[s.params["receiver"]]
            matrix[payer][receiver] += s.value
            matrix[receiver][payer] -= s.value
    return matrix


def settle(scores: Mapping[str, int] | Sequence[int], winner: str | None, east: str = "E",
           profile: str | ClassicProfile | None = None, roof_off: bool | None = None) -> Settlement:
    """Payments among four players from their final hand scores.

    ``scores`` maps each player to a score (or lists four scores for E, S, W, N);
    ``winner`` is the player who went out, None for a drawn hand; ``east`` the dealer.
    """
    rules = get_profile(profile).with_options(roof_off=optional(check_bool)("roof_off", roof_off))
    named = _scores(scores)
    players = tuple(named)
    for role in (winner, east):
        if role is not None and (type(role) is not str or role not in named):
            raise ClassicError("classic_unknown_player", player=describe(role))
    if not rules.roof_off:
        for player, score in named.items():
            if score > rules.limit:
                raise ClassicError("classic_score_above_limit", player=player, score=score,
                                   limit=rules.limit)
    trace = payment_steps(named, winner, east, rules) if winner is not None \
        else [step("classic.settle.draw", None)]
    matrix = matrix_from(players, trace)
    net = [sum(row[j] for row in matrix) for j in range(len(players))]
    trace += [step("classic.settle.net", None, player=p, net=n) for p, n in zip(players, net)]
    return Settlement(players, tuple(tuple(r) for r in matrix), tuple(net), tuple(trace))
