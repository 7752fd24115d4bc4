"""Taught up to lesson N: what a question draws on, and what the course has taught so far.

``generate(kind, seed, difficulty, taught=3)`` draws only questions whose concepts lessons
00 to 03 have introduced: seeds are tried, in a sequence fixed by ``seed``, until one is
(:func:`within`). A question's concepts (:func:`question_concepts`) are its skills and,
for a whole hand, what its answer shows: each yaku (``yaku.<id>``), a win by tsumo or ron,
a riichi, the calls and kans, the dora of every kind, the seat it was won from.

What each lesson introduces is the lessons' curriculum map (every ``%%@ introduces`` of
their sources), written beside this module as ``curriculum.json`` by the lessons' build
(``python3 dev.py lessons``; ``--check`` fails while it is stale), so the exercises read
data and never the lessons above them.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Mapping

CURRICULUM_FILE = Path(__file__).with_name("curriculum.json")
LESSONS = (0, 99)   # the range of a lesson's number in ``taught=N``

# Trace steps → the concept they show (an exact code, else its family).
STEP_CONCEPTS = {
    "reading.wait": ("waits.shapes",), "dora.dora": ("dora.indicator_cycle", "dora.count"),
    "dora.kan_dora": ("dora.kan_dora", "dora.count"),
    "dora.ura": ("dora.ura",), "dora.aka": ("dora.red_fives",),
    "fu.closed_ron": ("fu.closed_ron",), "fu.tsumo": ("fu.tsumo",), "fu.wait": ("fu.wait",),
    "fu.set": ("fu.sets",), "fu.pair": ("fu.pair",), "fu.open_pinfu": ("fu.open_minimum",),
    "fu.rounding": ("fu.rounding",), "points.formula": ("pay.basic_points",),
    "points.limit": ("pay.limits",), "points.kazoe": ("pay.limits",),
    "points.kiriage": ("pay.kiriage",), "points.yakuman": ("pay.yakuman",),
    "payment.honba": ("pay.honba",), "payment.riichi_sticks": ("table.riichi_sticks",),
}
FAMILY_CONCEPTS = {"fu": ("score.fu",), "yaku": ("score.han",), "payment": ("pay.roles",)}
KAN_MELDS = ("kan", "ankan", "kakan", "minkan", "shouminkan", "daiminkan")


@lru_cache(maxsize=1)
def introduced() -> dict[int, frozenset[str]]:
    """Each lesson's number → the concepts it introduces (the curriculum map)."""
    data = json.loads(CURRICULUM_FILE.read_text(encoding="utf-8"))
    return {int(number): frozenset(found) for number, found in data["introduces"].items()}


def lesson_of(concept: str | None) -> int | None:
    """The first lesson that introduces ``concept`` (None: no lesson does)."""
    return min((n for n, found in introduced().items() if concept in found), default=None)


def topic_rank(taught: int) -> Callable[[str | None], int]:
    """How a diagnosis ranks a skill in a question of lesson ``taught``: the later the
    lesson that taught it (up to this one), the likelier the learner's slip is about it;
    a skill no lesson up to ``taught`` introduced ranks last."""
    def rank(skill: str | None) -> int:
        number = lesson_of(skill)
        return number if number is not None and number <= taught else -1
    return rank


def taught_up_to(number: int) -> frozenset[str]:
    """What lessons 00 to ``number`` introduce."""
    return frozenset().union(*(found for n, found in introduced().items() if n <= number))


def _field(situation: Any, name: str, default: Any = None) -> Any:
    if isinstance(situation, Mapping):
        return situation.get(name, default)
    return getattr(situation, name, default)


def result_concepts(result: Any, situation: Any, detail: str = "all") -> set[str]:
    """What a Riichi score shows at ``detail`` (the i18n layer's levels): its yaku, dora,
    fu and payments, and what the situation takes for granted (a win by tsumo or ron, a
    riichi, calls, kans, several indicators). ``situation`` is a ``Situation`` or its
    stored form (a mapping)."""
    from ..i18n.detail import visible_steps

    found = {"win.tsumo_ron", "hand.sets", "score.yaku"}
    if _field(situation, "riichi", False) or _field(situation, "double_riichi", False):
        found.add("win.riichi")
    kinds = [m["type"] if isinstance(m, Mapping) else m.type
             for m in _field(situation, "melds", ()) or ()]
    if any(k != "ankan" for k in kinds):
        found.add("hand.open")
    if any(k in KAN_MELDS for k in kinds):
        found.add("hand.kan")
    for step in visible_steps(result.trace, detail):
        if step.code in ("yaku.han", "yakuman.found"):
            if step.params.get("yaku"):
                found.add(f"yaku.{step.params['yaku']}")
            if step.code == "yakuman.found":
                found.add("yaku.yakuman")
        found.update(STEP_CONCEPTS.get(step.code, ()))
        found.update(FAMILY_CONCEPTS.get(step.family, ()))
    if detail in ("dora", "fu", "points", "payments", "all"):
        indicators = _field(situation, "dora", "") or ""
        count = len(indicators) if isinstance(indicators, tuple) else len(re.findall(r"\d", indicators))
        if count > 1:
            found.add("dora.kan_dora")
    return found


@lru_cache(maxsize=4096)
def _score_of(key: str) -> Any:
    from ..riichi import Situation, score

    return score(Situation.from_json(json.loads(key)))


def question_concepts(question: Any) -> set[str]:
    """The concepts a question draws on: its skills and, for a whole hand, what its
    answer shows (its yaku, how and from which seat it was won, the calls, the dora).
    The fu and payment steps of a hand count only where the question asks for them (its
    skills say so)."""
    from .skills import skills_of

    skills = set(skills_of(question))
    found = set(skills)
    situation = question.data.get("situation") if isinstance(question.data, Mapping) else None
    if isinstance(situation, Mapping) and "hand" in situation:
        key = json.dumps({k: ([dict(m) for m in v] if k == "melds" else v)
                          for k, v in situation.items()}, sort_keys=True)
        shown = result_concepts(_score_of(key), situation, "all")
        found |= {c for c in shown if not c.startswith(("fu.", "pay.")) or c in skills}
        found.discard("score.fu")
        found.add("table.seats")   # every hand's prompt names the winner's seat wind
        if situation.get("dora"):
            found.add("dora.indicator_cycle")
    return found


def within(question: Any, taught: int) -> bool:
    """Whether lessons 00 to ``taught`` have introduced everything ``question`` draws on."""
    return question_concepts(question) <= taught_up_to(taught)


__all__ = ["introduced", "taught_up_to", "question_concepts", "result_concepts", "within",
           "CURRICULUM_FILE"]
