"""Questions on which each misconception of a kind shows, found by searching seeds (shared
by the widget tests of the exercise kinds of part 2).

For a recomputed misconception the wrong answer is the misconception's own answer on
that question; the other misconceptions (a wrong set of yaku, a payment in sticks that
does not add up …) get an answer built here, by the rules of the misconception.
"""

from __future__ import annotations

from functools import lru_cache

from mjlearn.errors import MjlearnError
from mjlearn.exercises import (MULTIPLE_CHOICE, POINTS_LIST, check, expected_answer, generate,
                               get_kind)
from mjlearn.exercises.kinds.riichi_kinds import result
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
    if question.kind == "round_settlement":
        from mjlearn.exercises.kinds.table_kinds import _drop, is_draw
        if is_draw(question) and question.data["riichi"]:
            # after a draw, the riichi sticks never put down (kept by their players)
            out["misconception.draw_sticks_taken"] = _drop("settle.riichi_deposit")(question)
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
    if question.kind == "name_yaku" and "menzen_tsumo" in set(question.choices) - expected \
            and not question.data["situation"].get("tsumo"):
        # menzen tsumo claimed on a ron, alone or with a yaku of the hand left out
        out["misconception.menzen_tsumo_on_ron"] = expected | {"menzen_tsumo"}
        out["misconception.menzen_tsumo_on_ron_missed"] = \
            (expected - {min(expected)}) | {"menzen_tsumo"}
    if question.kind == "name_yaku":
        from mjlearn.exercises.kinds.riichi_kinds import pair_yakuhai
        claimed = sorted(pair_yakuhai(question) & set(question.choices))
        if claimed:     # a yakuhai named for the hand's pair
            out["misconception.pair_is_no_yakuhai"] = expected | {claimed[0]}
        # one yaku left out, one too many, one in place of another
        others = [c for c in question.choices if c not in expected]
        for y in sorted(expected):
            if len(expected) > 1:
                out.setdefault("misconception.yaku_left_out", expected - {y})
            for c in others:
                out.setdefault("misconception.yaku_swapped", (expected - {y}) | {c})
        for c in others:
            # a yaku the hand lacks: with the failing condition where the hand's reading
            # tells it, else the general message
            code = check(question, expected | {c}).misconception
            if code in ("misconception.yaku_not_in_hand",
                        "misconception.yaku_not_in_hand_because"):
                out.setdefault(code, expected | {c})
    if question.kind == "count_fu":
        # a number no count of fu ends on; 25 on a hand that is not seven pairs
        out["misconception.fu_not_a_total"] = expected + 3
        out["misconception.fu_25_not_seven_pairs"] = 25
    if question.kind == "count_han":
        # a yaku's han missing or added, one open-hand reduction among several missed:
        # every count near the right one is tried, the diagnosis must be the named one
        for han in range(max(0, expected - 6), expected + 7):
            code = check(question, han).misconception
            if code in ("misconception.missed_one_open_reduction", "misconception.yaku_extra_han",
                        "misconception.yaku_left_out_han"):
                out.setdefault(code, han)
    if question.kind == "round_settlement":
        from mjlearn.exercises.kinds.table_kinds import _drop, _with_dealer
        d = question.data
        if d["riichi"]:
            out["misconception.forgot_riichi_deposit"] = _drop("settle.riichi_deposit")(question)
        if d["winner"] == d["dealer"]:
            for seat in range(4):
                if seat != d["winner"]:
                    out.setdefault("misconception.paid_as_non_dealer", _with_dealer(question, seat))
        for seat in range(4):
            moved = _sticks_moved(question, seat)
            if moved is not None and seat != d["winner"]:
                out.setdefault("misconception.riichi_sticks_wrong_player", moved)
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


def _sticks_moved(question, seat):
    """The changes of score with the riichi sticks given to ``seat`` (None: no sticks)."""
    from dataclasses import replace

    from mjlearn.exercises.kinds.table_kinds import round_result
    from mjlearn.table.settle import transfers_balance
    steps = round_result(question).steps
    if not any(s.code == "settle.riichi_sticks" for s in steps):
        return None
    return transfers_balance(replace(s, params=dict(s.params, receiver=seat))
                             if s.code == "settle.riichi_sticks" else s for s in steps)[0]


def _questions(kind):
    """Questions of every difficulty, the rulesets taking turns seed by seed, and the
    constrained hands some mistakes need."""
    spec = get_kind(kind)
    top = spec.difficulties[-1]
    for seed in range(1500):
        ruleset = RULESETS[seed % len(RULESETS)]
        for difficulty in spec.difficulties:
            yield generate(kind, seed, difficulty, ruleset)
        # a yakuman's own mistakes (a double one paid as single) need yakuman hands
        if "yakuman" in spec.constraints:
            yield generate(kind, seed, top, ruleset, yakuman=True)
        # open hands (several open-hand reductions)
        if "open" in spec.constraints:
            yield generate(kind, seed, top, ruleset, open=True)
        # the rarer fu (pairs of a double wind, many triplets), which real play's
        # frequencies seldom draw
        if "fu" in spec.constraints and seed < 240:
            yield generate(kind, seed, top, ruleset, fu=(50, 60, 70)[seed // 3 % 3])
        # exhaustive draws (the noten payments' own mistakes)
        if "draw" in spec.constraints and seed < 60:
            yield generate(kind, seed, top, ruleset, draw=True)
        # hands the presets disagree on (EMA and standard count ordinary hands alike)
        if "differs_from" in spec.constraints and ruleset != "standard" and seed < 15:
            try:
                yield generate(kind, seed, top, ruleset, differs_from="standard")
            except MjlearnError:
                pass


def constraints_of(question) -> dict:
    """The constraints a case was generated with, to draw it again."""
    return dict(question.constraints)


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
