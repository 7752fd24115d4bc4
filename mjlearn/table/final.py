"""Final scores at the end of a game.

Seed 000's method (§Calcular los puntos finales, rulesets rows 23–26): the three players
below first place round their points to the nearest 1 000 — **…500 rounds down** (§4
decision 3: ``1000 * floor((points + 499) / 1000)``, never Python's ``round()``, which
rounds half to even) — subtract the 30 000 baseline and divide by 1 000; first place gets
minus the sum of the others (the oka is implicit). 56 800 / 32 400 / 19 100 / −8 300 →
+47 / +2 / −11 / −38.

Options (all on the ruleset): ``return_points`` (the baseline), ``final_rounding``
("nearest_1000_half_down": scores in thousands; "none": scores in points),
``winner_absorbs``, ``uma`` (points per place, first to fourth), ``final_ties``
("seat_order" or "split": tied players share their places' uma, EMA §3.6.1). Riichi
sticks left on the table go to first place (rulesets row 26; split on ties under "split").
Under ``rules.chombo == "final_penalty"`` (EMA §3.4.6) each chombo a player committed
takes ``rules.chombo_penalty`` points off their final score, after the uma; the places
stay as the points made them.

Places come from the points held at the end: the leftover sticks never break a tie. Under
"split" tied players share their places (three equal leaders are all first) and split
their uma and the sticks exactly — a share that is not a whole number of points (one
1 000 stick for three) is kept as a fraction, so the scores still add up to zero.

Each seat's final score is the sum of the values of its steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from ..errors import MjlearnError, register_error_codes
from ..rules import Ruleset
from ..trace import Step, register_step_codes, step
from .end import Ranking, rankings
from ..checks import accepts, check_points, describe
from .state import (PLAYERS, RULES, STATE, GameState, check_chombo_counts, check_count,
                    check_scores)

register_step_codes({
    "final.leftover_sticks": ("seat", "sticks", "amount"),
    "final.rounded": ("seat", "points", "rounded"),
    "final.baseline": ("seat", "points", "baseline", "unit", "score"),
    "final.uma": ("seat", "place", "uma", "unit"),
    "final.winner_absorbs": ("seat", "others"),
    "final.chombo": ("seat", "count", "penalty", "unit"),
})

register_error_codes({
    "points_total_mismatch": ("total", "expected", "players", "start"),
    "points_and_sticks_total_mismatch": ("scores", "sticks", "total", "expected"),
})

ROUNDING_UNITS = {"nearest_1000_half_down": 1000, "none": 1}
FINAL_TIES = ("seat_order", "split")


def round_half_down_1000(points: int) -> int:
    """To the nearest 1 000, …500 down: 32 500 → 32 000, 32 600 → 33 000, −8 500 → −9 000."""
    if type(points) is not int:
        check_points("points", points)
    return (points + 499) // 1000 * 1000


Number = int | Fraction


@dataclass(frozen=True, slots=True)
class FinalScores:
    """``scores`` by seat, in ``unit`` points (1 000 for seed 000's method, 1 without
    rounding); ``points`` after leftover sticks; ``ranking`` by the points held at the
    end; ``places``: each seat's place as printed (tied players share theirs under
    "split"); ``steps``. A shared stick that does not divide makes a score a
    :class:`~fractions.Fraction`; every other value is an ``int``."""

    scores: tuple[Number, ...]
    unit: int
    points: tuple[Number, ...]
    ranking: Ranking
    steps: tuple[Step, ...]
    places: tuple[int, ...] = ()


def _exact(value: Number) -> Number:
    """An int when the value is whole, else the exact fraction."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    return value


def _split(total: int, seats: Sequence[int]) -> dict[int, Number]:
    """Share ``total`` equally among ``seats`` (exactly: see the module's docstring)."""
    share = _exact(Fraction(total, len(seats)))
    return {seat: share for seat in sorted(seats)}


def _shared_places(ranking: Ranking) -> tuple[int, ...]:
    """Each seat's place, tied players sharing the best place of their group (1, 1, 1, 4)."""
    places = [0] * PLAYERS
    place = 1
    for group in ranking.tied:
        for seat in group:
            places[seat] = place
        place += len(group)
    return tuple(places)


def _check_points(points: Sequence[int], rules: Ruleset, riichi_sticks: int) -> tuple[int, ...]:
    points = check_scores(points, "points")
    check_count("riichi_sticks", riichi_sticks, "negative_riichi_sticks", "sticks")
    # Points only move between players and the table (seed 001).
    sticks = riichi_sticks * rules.riichi_deposit
    total, expected = sum(points) + sticks, PLAYERS * rules.start_points
    if total != expected and sticks:   # the message names both sums it compares
        raise MjlearnError("points_and_sticks_total_mismatch", scores=sum(points),
                           sticks=sticks, total=total, expected=expected)
    if total != expected:
        raise MjlearnError("points_total_mismatch", total=total, expected=expected,
                           players=PLAYERS, start=rules.start_points)
    return points


def _in_units(value: Number, unit: int, option: str) -> Number:
    if unit == 1:
        return value
    if value % unit:
        raise MjlearnError("bad_rule_value", option=option, value=describe(value, literal=True))
    return value // unit


@accepts(rules=RULES)
def final_scores(points: Sequence[int], rules: Ruleset, riichi_sticks: int = 0,
                 chombo: Sequence[int] = (0,) * PLAYERS) -> FinalScores:
    """Final scores from the points each seat holds at the end (and sticks left on the
    table); ``chombo``: each seat's chombo penalties still to take off (EMA)."""
    points = _check_points(points, rules, riichi_sticks)
    chombo = check_chombo_counts(chombo)
    if rules.final_rounding not in ROUNDING_UNITS:
        raise MjlearnError("bad_rule_value", option="final_rounding", value=describe(rules.final_rounding, literal=True))
    if rules.final_ties not in FINAL_TIES:
        raise MjlearnError("bad_rule_value", option="final_ties", value=describe(rules.final_ties, literal=True))
    unit = ROUNDING_UNITS[rules.final_rounding]
    split = rules.final_ties == "split"
    steps: list[Step] = []
    # places by the points held at the end: the leftover sticks never break a tie
    ranking = rankings(points)
    held: list[Number] = list(points)
    if riichi_sticks:
        first = ranking.tied[0] if split else (ranking.order[0],)
        for seat, amount in _split(riichi_sticks * rules.riichi_deposit, first).items():
            held[seat] += amount
            steps.append(step("final.leftover_sticks", None, seat=seat, sticks=riichi_sticks, amount=amount))
    uma = _uma_by_seat(ranking, rules, unit)
    places = _shared_places(ranking) if split else ranking.places
    winner = ranking.order[0] if rules.winner_absorbs else None
    scores = [0] * PLAYERS
    for seat in ranking.order:
        if seat == winner:
            continue
        rounded = held[seat]
        if unit == 1000:
            rounded = round_half_down_1000(held[seat])
            steps.append(step("final.rounded", None, seat=seat, points=held[seat], rounded=rounded))
        score = _in_units(rounded - rules.return_points, unit, "return_points")
        steps.append(step("final.baseline", score, seat=seat, points=rounded,
                          baseline=rules.return_points, unit=unit, score=score))
        if uma[seat]:
            steps.append(step("final.uma", uma[seat], seat=seat, place=places[seat],
                              uma=uma[seat], unit=unit))
        scores[seat] = _exact(score + uma[seat])
    if winner is not None:
        others = tuple(scores[s] for s in range(PLAYERS) if s != winner)
        scores[winner] = -sum(others)
        steps.append(step("final.winner_absorbs", scores[winner], seat=winner, others=others))
    if rules.chombo == "final_penalty":
        for seat in range(PLAYERS):
            if chombo[seat]:
                penalty = _in_units(rules.chombo_penalty, unit, "chombo_penalty") * chombo[seat]
                scores[seat] -= penalty
                steps.append(step("final.chombo", -penalty, seat=seat, count=chombo[seat],
                                  penalty=rules.chombo_penalty, unit=unit))
    return FinalScores(tuple(scores), unit, tuple(held), ranking, tuple(steps), places)


@accepts(state=STATE, rules=RULES)
def game_final_scores(state: GameState, rules: Ruleset) -> FinalScores:
    """Final scores of a finished game: its scores, the sticks still on the table and the
    chombo penalties it kept."""
    return final_scores(state.scores, rules, riichi_sticks=state.riichi_sticks, chombo=state.chombo)



def _uma_by_seat(ranking: Ranking, rules: Ruleset, unit: int) -> list[Number]:
    uma_units = [_in_units(u, unit, "uma") for u in rules.uma]
    by_seat: list[Number] = [0] * PLAYERS
    if rules.final_ties == "split":
        place = 0
        for group in ranking.tied:
            shared = sum(uma_units[place:place + len(group)])
            for seat, value in _split(shared, group).items():
                by_seat[seat] = value
            place += len(group)
    else:
        for seat in range(PLAYERS):
            by_seat[seat] = uma_units[ranking.places[seat] - 1]
    return by_seat
