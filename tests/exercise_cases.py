"""Questions on which each misconception of a kind shows, found by searching seeds (shared
by the widget tests of the exercise kinds of part 2).

For a recomputed misconception the wrong answer is the misconception's own answer on
that question; the other misconceptions (a wrong set of yaku, a payment in sticks that
does not add up …) get an answer built here, by the rules of the misconception.
"""

from __future__ import annotations

from functools import lru_cache

from mjlearn.exercises import (MULTIPLE_CHOICE, POINTS_LIST, check, expected_answer, generate,
                               get_kind)
from mjlearn.exercises.riichi_kinds import result
from mjlearn.riichi.yakuman import YAKUMAN_BY_ID

PART_2 = ("name_yaku", "count_han", "count_fu", "han_fu_to_points", "hand_payments",
          "round_settlement", "final_score", "pay_with_sticks", "classic_hand_score",
          "classic_settlement")
RULESETS = ("standard", "ema", "kostaryov")
DENOMINATIONS = (10_000, 5_000, 1_000, 100)


def answer_text(question, answer) -> str:
    """How a learner types ``answer``."""
    if question.answer_type == MULTIPLE_CHOICE:
        return ", ".join(sorted(answer))
    if question.answer_type == POINTS_LIST:
        return " / ".join(str(a) for a in answer)
    return str(answer)


def _crafted(question, expected):
    """Answers for the misconceptions that are not a recomputation."""
    out = {}
    if question.kind == "name_yaku":
        lost = {s.params["yaku"] for s in result(question).trace if s.code == "note.yaku_lost_open"}
        offered = sorted(lost & set(question.choices))
        if offered:
            out["misconception.closed_only_yaku"] = expected | {offered[0]}
        dropped = sorted(s.params["yaku"] for s in result(question).trace
                         if s.code == "note.yakuman_not_cumulative")
        if dropped:
            out["misconception.yakuman_not_cumulative"] = expected | {dropped[0]}
        if result(question).yakuman:
            ordinary = sorted(c for c in question.choices if c not in expected
                              and c not in YAKUMAN_BY_ID and c != "dora")
            if ordinary:
                out["misconception.yaku_beside_yakuman"] = expected | {ordinary[0]}
    if question.kind == "pay_with_sticks":
        d = question.data
        amount, payer = d["amount"], d["payer"]
        out["misconception.sticks_wrong_total"] = expected[:3] + (expected[3] + 1,)
        hundreds = amount // 100
        all_small = (0, 0, 0, hundreds)
        if hundreds > payer[3]:
            out["misconception.sticks_not_held"] = all_small
        elif hundreds > sum(map(abs, expected)):
            out["misconception.sticks_not_fewest"] = all_small
    return out


def _questions(kind):
    spec = get_kind(kind)
    for seed in range(400):
        for difficulty in spec.difficulties:
            for ruleset in RULESETS:
                yield generate(kind, seed, difficulty, ruleset)
                # a yakuman's own mistakes (a double one paid as single) need yakuman hands
                if "yakuman" in spec.constraints:
                    yield generate(kind, seed, difficulty, ruleset, yakuman=True)


def constraints_of(question) -> dict:
    """The constraints a case was generated with, to draw it again: without the
    ``yakuman`` constraint no hand is a yakuman, with it every hand is one."""
    if question.kind in RIICHI_HAND_KINDS and result(question).yakuman:
        return {"yakuman": True}
    return {}


RIICHI_HAND_KINDS = ("name_yaku", "count_han", "count_fu", "hand_payments")


@lru_cache(maxsize=None)
def misconception_cases(kind: str) -> dict:
    """``{code: (question, wrong answer)}`` for every misconception of ``kind``."""
    spec = get_kind(kind)
    wanted = {m.code for m in spec.misconceptions}
    found = {}
    for question in _questions(kind):
        expected = expected_answer(question)
        candidates = {m.code: m.answer(question) for m in spec.misconceptions
                      if m.answer is not None and m.code not in found}
        candidates.update({c: a for c, a in _crafted(question, expected).items() if c not in found})
        for code, wrong in candidates.items():
            if wrong is None or wrong == expected:
                continue
            if check(question, wrong).misconception == code:
                found[code] = (question, wrong)
        if set(found) == wanted:
            break
    return found
