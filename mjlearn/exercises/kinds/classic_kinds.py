"""Classic European exercise kinds: ``classic_hand_score`` (a winning hand in the
compact notation → its score) and ``classic_settlement`` (the four hand scores → what
each player wins or loses).

Hands are drawn from a seeded ``random.Random`` as four sets and a pair and scored by
:func:`mjlearn.classic.score_hand`; a hand it refuses, or a limit hand, is drawn again.
The profile (``european_classic`` or ``kajongg_dmjl``) is the ``profile`` constraint.

Misconceptions recompute the score from the same items with one step changed: the
doubles forgotten, no rounding or rounding down, the limit ignored, a kong counted as a
pung, the 20 for going out forgotten; in the settlement, East's payments not doubled or
the losers not paying each other.
"""

from __future__ import annotations

import random

from ...classic import get_profile, score_hand, settle
from ...classic.score import round_to_10
from ...errors import MjlearnError
from ...rules import Ruleset
from ...tiles import Tile, format_tiles, parse_tiles
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..base import INTEGER, POINTS_LIST, Question, recomputed
from ..registry import ExerciseKind, register_kind

PLAYERS = ("E", "S", "W", "N")
WIND_IDS = {"E": "east", "S": "south", "W": "west", "N": "north"}


def _code(kinds) -> str:
    return format_tiles(Tile(k) for k in kinds)


def random_classic_hand(rng: random.Random, difficulty: int) -> str | None:
    """A winning hand in the compact notation: four sets and a pair, some melded, and
    the last tile taken from a concealed group."""
    counts = [0] * 34
    parts, concealed = [], []
    for _ in range(4):
        roll = rng.random()
        if roll < 0.45:
            first = rng.choice([s * 9 + i for s in range(3) for i in range(7)])
            kinds = [first, first + 1, first + 2]
        else:
            kinds = [rng.randrange(34)] * (4 if difficulty >= 2 and roll > 0.85 else 3)
        for k in kinds:
            counts[k] += 1
        code = _code(kinds)
        if len(kinds) == 4:
            parts.append(f"[{code}]" if rng.random() < 0.5 else f"({code})")
        elif rng.random() < 0.5:
            parts.append(f"({code})")
        else:
            parts.append(code)
            concealed.append(kinds)
    pair = rng.randrange(34)
    counts[pair] += 2
    parts.append(_code([pair, pair]))
    concealed.append([pair, pair])
    if max(counts) > 4:
        return None
    last = rng.choice(rng.choice(concealed))
    source = "drawn" if rng.random() < 0.4 else "claimed"
    return " ".join(parts) + f" last={Tile(last).code}/{source}"


def build_hand(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
               profile: str = "european_classic") -> Question:
    get_profile(profile)
    for _ in range(2000):
        hand = random_classic_hand(rng, difficulty)
        if hand is None:
            continue
        seat, prevailing = rng.choice(PLAYERS), rng.choice(PLAYERS[:2])
        try:
            result = score_hand(hand, seat, prevailing, winner=True, profile=profile)
        except MjlearnError:
            continue
        if result.limit_hand or (difficulty == 1 and result.doubles > 1):
            continue
        data = {"classic_hand": hand, "seat_wind": seat, "round_wind": prevailing,
                "profile": profile}
        return Question("classic_hand_score", seed, difficulty, rules.name, data,
                        ("prompt.classic_hand_score", {"seat_wind": WIND_IDS[seat],
                                                       "round_wind": WIND_IDS[prevailing],
                                                       **last_tile_params(hand)}),
                        INTEGER)
    raise MjlearnError("impossible_constraints")


def last_tile_params(hand: str) -> dict:
    """The prompt's words for a hand in the notation: its sets as written, and the last
    tile said apart, with where it came from ("drawn" from the wall or "claimed" from a
    discard), instead of the notation's English ``last=3m/claimed``."""
    sets, last = hand.rsplit(" last=", 1)
    code, source = last.split("/")
    return {"hand": sets, "tile": parse_tiles(code)[0], "source": source}


def hand_result(question: Question):
    d = question.data
    return score_hand(d["classic_hand"], d["seat_wind"], d["round_wind"], winner=True,
                      profile=d["profile"])


def expected_hand(question: Question) -> int:
    return hand_result(question).total


def final_score(question: Question, points: int, doubles: int, rounding=None, capped=True) -> int:
    """Points × 2^doubles, rounded as the profile says (or by ``rounding``), capped at
    the limit unless ``capped`` is False: the hand's arithmetic, for the misconceptions."""
    profile = get_profile(question.data["profile"])
    raw = points * 2 ** doubles
    if rounding is None:
        rounding = round_to_10 if profile.round_to_10 else (lambda v: v)
    value = rounding(raw)
    return min(value, profile.limit) if capped and not profile.roof_off else value


def _items(question: Question) -> tuple[Step, ...]:
    return hand_result(question).items


def _recount(change):
    """The score with each point item passed through ``change``; None if nothing changed."""
    def wrong(question: Question):
        result = hand_result(question)
        points = 0
        changed = False
        for s in _items(question):
            if s.code.startswith(("classic.set.", "classic.pair.", "classic.bonus.")):
                value = change(s)
                changed = changed or value != s.value
                points += value
        return final_score(question, points, result.doubles) if changed else None
    return wrong


def _no_doubles(q: Question):
    r = hand_result(q)
    return final_score(q, r.points, 0) if r.doubles else None


def _rounding(fn):
    def wrong(q: Question):
        r = hand_result(q)
        if not get_profile(q.data["profile"]).round_to_10 or r.raw % 10 == 0:
            return None
        return final_score(q, r.points, r.doubles, rounding=fn)
    return wrong


def _no_limit(q: Question):
    r = hand_result(q)
    return final_score(q, r.points, r.doubles, capped=False) if r.capped else None


HAND_MISCONCEPTIONS = (
    recomputed("misconception.classic_forgot_doubles", _no_doubles,
               lambda q: {"doubles": hand_result(q).doubles}, skill="classic.doubles"),
    recomputed("misconception.classic_doubled_once",
               lambda q: final_score(q, hand_result(q).points, 1) if hand_result(q).doubles > 1 else None,
               lambda q: {"doubles": hand_result(q).doubles, "factor": 2 ** hand_result(q).doubles},
               skill="classic.doubles"),
    recomputed("misconception.classic_not_rounded", _rounding(lambda v: v),
               skill="classic.rounding"),
    recomputed("misconception.classic_rounded_down", _rounding(lambda v: v // 10 * 10),
               skill="classic.rounding"),
    recomputed("misconception.classic_ignored_limit", _no_limit,
               lambda q: {"limit": get_profile(q.data["profile"]).limit}, skill="classic.limit"),
    recomputed("misconception.kan_counted_as_pon",
               _recount(lambda s: s.value // 4 if s.code == "classic.set.kong" else s.value),
               skill="classic.points"),
    recomputed("misconception.classic_forgot_going_out",
               _recount(lambda s: 0 if s.code == "classic.bonus.going_out" else s.value),
               skill="classic.points"),
)


def explain_hand(question: Question) -> tuple[Step, ...]:
    trace = hand_result(question).trace
    return tuple(s for s in trace if s.code not in ("classic.player.winner",
                                                      "classic.arrangement.alternative")) + (
        step("exercise.classic.total", points=expected_hand(question)),)


# --- classic_settlement ----------------------------------------------------------------

def build_settlement(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                     profile: str = "european_classic", winner: str | None = None) -> Question:
    chosen = get_profile(profile)
    step_ = 10 if chosen.round_to_10 else 2
    who = winner if winner is not None else rng.choice(PLAYERS)
    if who not in PLAYERS:
        raise MjlearnError("impossible_constraints")
    if difficulty == 1 and winner is None:
        who = rng.choice(PLAYERS[1:])        # East loses: only the winner's payments double
    scores = tuple(rng.randrange(20, 300 if difficulty >= 2 else 160, step_) if p == who
                   else rng.randrange(0, 80 if difficulty >= 2 else 40, step_) for p in PLAYERS)
    data = {"scores": scores, "winner": who, "profile": profile, "amounts": 4, "signed": True}
    return Question("classic_settlement", seed, difficulty, rules.name, data,
                    ("prompt.classic_settlement", {"scores": scores, "wind": WIND_IDS[who]}),
                    POINTS_LIST)


def settlement(question: Question):
    d = question.data
    return settle(list(d["scores"]), d["winner"], "E", profile=d["profile"])


def expected_settlement(question: Question) -> tuple[int, ...]:
    return settlement(question).net


def _nets(question: Question, value) -> tuple[int, ...] | None:
    net = dict.fromkeys(PLAYERS, 0)
    changed = False
    for s in settlement(question).trace:
        if s.code != "classic.settle.payment":
            continue
        amount = value(s)
        changed = changed or amount != s.value
        net[s.params["payer"]] -= amount
        net[s.params["receiver"]] += amount
    return tuple(net[p] for p in PLAYERS) if changed else None


SETTLEMENT_MISCONCEPTIONS = (
    recomputed("misconception.classic_east_not_doubled",
               lambda q: _nets(q, lambda s: s.params["base"]), skill="classic.east_double"),
    recomputed("misconception.classic_losers_do_not_settle",
               lambda q: _nets(q, lambda s: s.value if s.params["reason"] == "winner" else 0),
               skill="classic.losers_settle"),
)


def explain_settlement(question: Question) -> tuple[Step, ...]:
    return settlement(question).trace


def hand_skills(q: Question) -> tuple[str, ...]:
    r = hand_result(q)
    found = ["classic.points"]
    if r.doubles:
        found.append("classic.doubles")
    if get_profile(q.data["profile"]).round_to_10 and r.raw % 10:
        found.append("classic.rounding")
    if r.capped:
        found.append("classic.limit")
    return tuple(found)


def settlement_skills(q: Question) -> tuple[str, ...]:
    return ("classic.east_double", "classic.losers_settle")


def _wind_fields(q: Question) -> tuple:
    from ..answers.fields import wind_fields
    return wind_fields()


register_kind(ExerciseKind(
    name="classic_hand_score", build=build_hand, expected=expected_hand,
    misconceptions=HAND_MISCONCEPTIONS, explain=explain_hand, difficulties=(1, 2),
    constraints=("profile",), skills=hand_skills))
register_kind(ExerciseKind(
    name="classic_settlement", build=build_settlement, expected=expected_settlement,
    misconceptions=SETTLEMENT_MISCONCEPTIONS, explain=explain_settlement, difficulties=(1, 2),
    constraints=("profile", "winner"), skills=settlement_skills, fields=_wind_fields))
