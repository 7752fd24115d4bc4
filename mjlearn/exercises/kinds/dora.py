"""Exercise kind ``dora_from_indicator``: which tile an indicator makes dora, and how
many dora a shown hand holds.

Difficulty 1: one suit indicator, no wrap-around. 2: any indicator, wrap-arounds (9→1,
North→East, red dragon→white dragon) half of the time. 3: count the dora of a hand
under one indicator. 4: two or three indicators (kan dora) and, where the ruleset uses
them, red fives.

Constraints: ``answer`` ("tile" or "count"), ``wrap`` (True: the indicator wraps
around; tile answers only), ``indicators`` (how many, count answers only).
"""

from __future__ import annotations

import random
from typing import Any

from ...errors import MjlearnError
from ...rules import Ruleset
from ...tiles import (NORTH, RED, WINDS, Tile, counts_of, format_tiles, next_kind, parse_tiles,
                      sorted_tiles)
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..base import INTEGER, TILE, Question, recomputed
from .handgen import counts_to_kinds, random_complete_counts
from ..registry import ExerciseKind, register_kind

KIND = "dora_from_indicator"
WRAP_KINDS = (8, 17, 26, NORTH, RED)


def previous_kind(kind: int) -> int:
    """The tile *before* in the indicator's cycle (the backwards mistake)."""
    for k in range(34):
        if next_kind(k) == kind:
            return k
    raise AssertionError(kind)


def honours_as_one_cycle(kind: int) -> int:
    """The answer of a learner who runs the seven honours as one cycle: North → white,
    red → East (and 9 → 1 as usual)."""
    if kind >= 27:
        return 27 if kind == 33 else kind + 1
    return next_kind(kind)


def _tile_question(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                   wrap: bool | None) -> Question:
    if wrap is None:
        wrap = difficulty >= 2 and rng.random() < 0.5
    if wrap:
        indicator = rng.choice(WRAP_KINDS)
    elif difficulty == 1:
        indicator = rng.choice([s * 9 + i for s in range(3) for i in range(8)])
    else:
        indicator = rng.choice([k for k in range(34) if k not in WRAP_KINDS])
    return Question(KIND, seed, difficulty, rules.name, {"indicators": (indicator,)},
                    ("prompt.dora_from_indicator.tile", {"indicator": Tile(indicator)}), TILE)


def _count_question(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                    n_indicators: int | None) -> Question:
    if n_indicators is None:
        n_indicators = 1 if difficulty <= 3 else rng.choice((2, 2, 3))
    if not 1 <= n_indicators <= 5:
        raise MjlearnError("impossible_constraints")
    while True:
        counts = random_complete_counts(rng)
        # Lean the indicators towards tiles whose dora the hand holds, so counts vary.
        held = [k for k in range(34) if counts[k]]
        indicators = []
        for _ in range(n_indicators):
            if rng.random() < 0.7:
                indicators.append(previous_kind(rng.choice(held)))
            else:
                indicators.append(rng.randrange(34))
        total = counts.copy()
        for k in indicators:
            total[k] += 1
        reds = _red_fives(rng, counts, total, rules)
        if max(total) <= 4 and reds is not None:
            break
    tiles = [Tile(k) for k in counts_to_kinds(counts)]
    for suit, n_red in enumerate(reds):
        five = suit * 9 + 4
        for i in [i for i, t in enumerate(tiles) if t.kind == five][:n_red]:
            tiles[i] = Tile(five, red=True)
    hand = format_tiles(sorted_tiles(tiles))
    prompt = "prompt.dora_from_indicator.count_aka" if rules.aka else "prompt.dora_from_indicator.count"
    return Question(KIND, seed, difficulty, rules.name,
                    {"indicators": tuple(indicators), "hand": hand, "aka": rules.aka},
                    (prompt, {"indicators": tuple(Tile(k) for k in indicators)}), INTEGER)


def _red_fives(rng: random.Random, counts: list[int], total: list[int],
               rules: Ruleset) -> list[int] | None:
    """How many of the hand's fives are red, suit by suit. A set holds ``red_fives``
    red copies of each five among its four, so only ``4 - red`` plain ones exist: hold
    more fives than that and some must be red (indicators are shown as plain tiles).
    None when the indicators already use up the plain fives the hand needs."""
    out = []
    for suit, limit in enumerate(rules.red_fives if rules.aka else (0, 0, 0)):
        five = suit * 9 + 4
        at_least = max(0, total[five] - (4 - limit))
        at_most = min(counts[five], limit)
        if at_least > at_most:
            return None
        out.append(rng.randint(at_least, at_most))
    return out


def build(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
          answer: str | None = None, wrap: bool | None = None,
          indicators: int | None = None) -> Question:
    if answer is None:
        answer = "tile" if difficulty <= 2 else "count"
    if answer == "tile" and indicators in (None, 1):
        return _tile_question(rng, seed, difficulty, rules, wrap)
    if answer == "count" and not wrap:
        return _count_question(rng, seed, difficulty, rules, indicators)
    raise MjlearnError("impossible_constraints")


def _hand(question: Question) -> tuple[Tile, ...]:
    return parse_tiles(question.data["hand"])


def count_dora(question: Question, indicators: tuple[int, ...] | None = None,
               dora_of=next_kind, with_red: bool | None = None) -> int:
    """Dora in the hand: one per tile for each indicator pointing at it, plus the red
    fives when the ruleset counts them. The parameters let misconceptions recompute."""
    tiles = _hand(question)
    counts = counts_of(tiles)
    indicators = question.data["indicators"] if indicators is None else indicators
    total = sum(counts[dora_of(k)] for k in indicators)
    if question.data["aka"] if with_red is None else with_red:
        total += sum(1 for t in tiles if t.red)
    return total


def expected(question: Question) -> Any:
    if question.answer_type == TILE:
        return Tile(next_kind(question.data["indicators"][0]))
    return count_dora(question)


def _indicator(question: Question) -> dict:
    return {"indicator": Tile(question.data["indicators"][0])}


def _indicators(question: Question) -> dict:
    return {"indicators": tuple(Tile(k) for k in question.data["indicators"])}


def _tile_only(fn):
    return lambda q: fn(q) if q.answer_type == TILE else None


def _count_only(fn):
    return lambda q: fn(q) if q.answer_type == INTEGER else None


def _red_count(question: Question) -> int:
    return sum(1 for t in _hand(question) if t.red)


MISCONCEPTIONS = (
    recomputed("misconception.indicator_is_dora",
               _tile_only(lambda q: Tile(q.data["indicators"][0])), _indicator,
               skill="dora.indicator_cycle"),
    recomputed("misconception.honours_as_one_suit",
               _tile_only(lambda q: Tile(honours_as_one_cycle(q.data["indicators"][0]))),
               _indicator, skill="dora.indicator_cycle"),
    recomputed("misconception.counted_backwards",
               _tile_only(lambda q: Tile(previous_kind(q.data["indicators"][0]))), _indicator,
               skill="dora.indicator_cycle"),
    recomputed("misconception.forgot_red_fives",
               _count_only(lambda q: count_dora(q, with_red=False) if q.data["aka"] else None),
               lambda q: {"count": _red_count(q)}, skill="dora.red_fives"),
    recomputed("misconception.first_indicator_only",
               _count_only(lambda q: count_dora(q, q.data["indicators"][:1])
                           if len(q.data["indicators"]) > 1 else None), _indicators,
               skill="dora.kan_dora"),
    recomputed("misconception.counted_indicator_tiles",
               _count_only(lambda q: count_dora(q, dora_of=lambda k: k)), _indicators,
               skill="dora.indicator_cycle"),
    recomputed("misconception.red_five_counted_once",
               _count_only(lambda q: count_dora(q) - _red_dora(q) if _red_dora(q) else None),
               lambda q: {"han": _red_dora(q)}, skill="dora.red_fives"),
)


def _red_dora(question: Question) -> int:
    """Red fives that are also a dora of an indicator, counted once per indicator: each
    is worth one for being red and one per indicator pointing at it."""
    indicated = [next_kind(k) for k in question.data["indicators"]]
    if not question.data["aka"]:
        return 0
    return sum(indicated.count(t.kind) for t in _hand(question) if t.red)


def skills(question: Question) -> tuple[str, ...]:
    if question.answer_type == TILE:
        return ("dora.indicator_cycle",)
    found = ["dora.count", "dora.indicator_cycle"]
    if question.data["aka"] and _red_count(question):
        found.append("dora.red_fives")
    if len(question.data["indicators"]) > 1:
        found.append("dora.kan_dora")
    return tuple(found)


def hint(question: Question) -> Step:
    """For a tile question the explanation's one step is the answer: the hint is the
    rule instead."""
    if question.answer_type == TILE:
        return step("exercise.dora.hint")
    return explain(question)[0]


def locate(question: Question, given: Any) -> Step | None:
    """After a wrong tile that is not the indicator itself (that mistake is named): why
    the tile typed does not follow the indicator, the rule of its suit, not the dora."""
    if question.answer_type != TILE or not isinstance(given, Tile):
        return None
    indicator = question.data["indicators"][0]
    if given.kind == indicator:
        return None
    if indicator < 27:
        order = "nine" if indicator % 9 == 8 else "number"
    else:
        order = "wind" if indicator in WINDS else "dragon"
    return step("exercise.dora.not_after", tile=given, indicator=Tile(indicator), order=order)


def indicator_step(indicator: int) -> Step:
    """Why ``indicator`` points where it does, the wrap-around named when there is one."""
    dora = next_kind(indicator)
    if indicator < 27:
        code = "exercise.dora.wrap_nine" if indicator % 9 == 8 else "exercise.dora.next_number"
    elif indicator in WINDS:
        code = "exercise.dora.wind_wrap" if indicator == NORTH else "exercise.dora.wind_cycle"
    else:
        code = "exercise.dora.dragon_wrap" if indicator == RED else "exercise.dora.dragon_cycle"
    return step(code, indicator=Tile(indicator), tile=Tile(dora))


def explain(question: Question) -> tuple[Step, ...]:
    indicators = question.data["indicators"]
    steps = [indicator_step(k) for k in indicators]
    if question.answer_type == TILE:
        return tuple(steps)
    counts = counts_of(_hand(question))
    for k in indicators:
        dora = next_kind(k)
        steps.append(step("exercise.dora.count_tile", tile=Tile(dora), count=counts[dora]))
    if question.data["aka"]:
        steps.append(step("exercise.dora.red_fives", count=_red_count(question)))
    steps.append(step("exercise.dora.total", han=count_dora(question)))
    return tuple(steps)


SPEC = register_kind(ExerciseKind(
    name=KIND, build=build, expected=expected, misconceptions=MISCONCEPTIONS,
    explain=explain, difficulties=(1, 2, 3, 4), constraints=("answer", "wrap", "indicators"),
    skills=skills, hint=hint, locate=locate))
