"""A question on a given hand: what a worked example asks about before it explains.

``question_for("count_fu", situation)`` is the ``count_fu`` question ``generate`` would
make on that hand (prompt, answer type, fields, skills, hints), so a learner's estimate is
checked and diagnosed like any exercise's, and ``hints(question)`` is the explanation to
reveal step by step. The situation is the engine's JSON (``Situation.from_json``'s keys,
as ``question.data["situation"]`` holds it); a hand the engine cannot score is its typed
error.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...checks import describe
from ...errors import MjlearnError
from ...rules import get_ruleset
from ...tiles import parse_tiles
from ..base import INTEGER, MULTIPLE_CHOICE, POINTS_LIST, Question
from .payments import ask_payments, roles
from ..registry import complete
from .riichi_hands import result_of, situation_json
from .riichi_kinds import name_yaku_ask, question, yaku_choices

GIVEN_KINDS = ("name_yaku", "count_han", "count_fu", "hand_payments")
# What a situation leaves out, as Situation.from_json takes it.
DEFAULTS = {"melds": [], "tsumo": False, "riichi": False, "seat_wind": "S", "round_wind": "E"}


def question_for(kind: str, situation: Mapping[str, Any], ruleset: str | None = None,
                 seed: int = 0, difficulty: int = 1) -> Question:
    """The ``kind`` question (``name_yaku``, ``count_han``, ``count_fu`` or
    ``hand_payments``) on ``situation``, under ``ruleset`` (default: the situation's
    ``rules``, else standard). ``seed`` only picks the wrong yaku offered by
    ``name_yaku``."""
    if kind not in GIVEN_KINDS:
        raise MjlearnError("unknown_exercise_kind", kind=describe(kind), known=", ".join(GIVEN_KINDS))
    if not isinstance(situation, Mapping):
        raise MjlearnError("bad_value", key="situation", value=describe(situation, literal=True))
    from ..registry import check_seed, get_kind
    check_seed("seed", seed)
    known = get_kind(kind).difficulties
    if type(difficulty) is not int or difficulty not in known:
        raise MjlearnError("bad_difficulty", difficulty=describe(difficulty),
                           known=", ".join(map(str, known)))
    # the engine's own checks first (a typed error for any situation it cannot read)
    from ...riichi import Situation
    Situation.from_json(situation if ruleset is None else {**situation, "rules": ruleset})
    sit = {**DEFAULTS, **situation_json(situation)}
    rules = get_ruleset(ruleset if ruleset is not None else sit.get("rules", "standard"))
    sit["rules"] = rules.name
    if not sit.get("win"):
        sit["win"] = parse_tiles(sit["hand"])[-1].code     # the last tile written, as the engine
    res = result_of(sit)                                      # a typed error when it cannot score
    if kind == "name_yaku":
        choices = yaku_choices(random.Random(seed), rules, res)
        made = question(kind, seed, difficulty, rules, sit, MULTIPLE_CHOICE, choices,
                        name_yaku_ask(choices, rules))
    elif kind == "hand_payments":
        dealer, tsumo = sit["seat_wind"] == "E", sit["tsumo"]
        made = question(kind, seed, difficulty, rules, sit, POINTS_LIST,
                        ask=ask_payments(dealer, tsumo, sit.get("honba", 0)),
                        amounts=len(roles(dealer, tsumo)))
    else:
        made = question(kind, seed, difficulty, rules, sit, INTEGER)
    return complete(made, {})


__all__ = ["question_for", "GIVEN_KINDS"]
