"""Exercise kind ``call_score``: call a hand's score out as players do at the table.

Han and fu (or a limit's han), who won and how are given; the learner types the call in
their language's convention (:mod:`mjlearn.i18n.calls`): one amount for a ron ("7,700"),
each non-dealer's share then the dealer's for a non-dealer's tsumo ("2,000–3,900"), the
amount each pays for the dealer's tsumo ("2,600 all"), honba included at level 3. The
answer is a :class:`~mjlearn.i18n.calls.Call`, worked out by the engine every time
(:func:`mjlearn.riichi.points.basic_points` and :func:`~mjlearn.riichi.points.payments`).

Levels: 1 — the formula below a mangan, 30 and 40 fu (the cells players know by heart);
2 — han and fu as often as in real play, limits included (Tenhou's Houou table,
:mod:`.realism`); 3 — the same with honba on the table.

Mistakes: the form of the call (a dealer's tsumo without "all", a ron called as a tsumo),
the total called instead of the shares, and every payment mistake of
``han_fu_to_points`` (shares swapped, paid as the dealer, a limit one lower, rounding …)
recomputed on the call, honba forgotten or taken as 300 from each payer.
"""

from __future__ import annotations

import random
from typing import Any

from ...errors import MjlearnError
from ...riichi.points import basic_points, basic_value, payments
from ...table.calls import ALL, RON, SPLIT, Call, call_form, call_of
from ...rules import Ruleset, get_ruleset
from ...trace import Step, step
from ..answers import messages, messages_table  # noqa: F401  (register the step codes)
from ..base import CALL, Misconception, Question, recomputed
from .payments import amounts, payment_misconceptions, payment_skills
from .realism import POINTS_FU, POINTS_HAN, TENHOU_HAN, level_table, weighted
from ..registry import ExerciseKind, register_kind

KIND = "call_score"
TSUMO_SHARE = 0.4          # of wins (Tenhou: about two in five are tsumo)
DEALER_SHARE = 0.3         # the dealer wins a little more often than one hand in four
HONBA_EACH = 100           # per honba, from each payer of a tsumo (300 from a discarder)
# The calls a prompt shows as examples of the form (the first that is not the answer).
EXAMPLES = {SPLIT: (Call(SPLIT, (2000, 3900)), Call(SPLIT, (1000, 2000))),
            ALL: (Call(ALL, (2600,)), Call(ALL, (4000,)))}


def _draw(rng: random.Random, difficulty: int) -> tuple[int, int, bool, bool]:
    """Han, fu, dealer, tsumo, as a level asks for them."""
    while True:
        tsumo = rng.random() < TSUMO_SHARE
        dealer = rng.random() < DEALER_SHARE
        if difficulty == 1:
            han = weighted(rng, level_table(POINTS_HAN, 1))
            fu = weighted(rng, level_table(POINTS_FU, 1))
            if fu * 2 ** (2 + han) >= 2000:
                continue
        else:
            han = weighted(rng, TENHOU_HAN)
            fu = weighted(rng, level_table(POINTS_FU, 2)) if han < 5 else 0
        if (fu == 20 and (not tsumo or han < 2)) or (fu == 25 and han < (3 if tsumo else 2)):
            continue
        return han, fu, dealer, tsumo


def build(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
          dealer: bool | None = None, tsumo: bool | None = None) -> Question:
    for _ in range(1000):
        han, fu, d, t = _draw(rng, difficulty)
        if (dealer is not None and d != dealer) or (tsumo is not None and t != tsumo):
            continue
        honba = rng.randint(1, 3) if difficulty >= 3 else 0
        data = {"han": han, "fu": fu, "dealer": d, "tsumo": t, "honba": honba}
        role = "dealer" if d else "non_dealer"
        way = "tsumo" if t else "ron"
        hand = (step("call.hand", han=han, fu=fu, role=role, win_way=way) if fu else
                step("call.hand_limit", han=han, role=role, win_way=way))
        ask = step("call.question_honba", honba=honba) if honba else step("call.question")
        question = Question(KIND, seed, difficulty, rules.name, data,
                            ("prompt.call_score", {}), CALL)
        answer = expected(question)
        params = {"hand": hand, "question": ask,
                  **{form: next(c for c in EXAMPLES[form] if c != answer) for form in (SPLIT, ALL)}}
        return Question(KIND, seed, difficulty, rules.name, data,
                        ("prompt.call_score", params), CALL)
    raise MjlearnError("impossible_constraints")


def _basic(question: Question) -> int:
    d = question.data
    return basic_value(d["han"], d["fu"], get_ruleset(question.ruleset))


def _situation(question: Question) -> tuple[bool, bool, int]:
    """(dealer, tsumo, honba each payer adds)."""
    d = question.data
    each = d["honba"] * (HONBA_EACH if d["tsumo"] else 3 * HONBA_EACH)
    return d["dealer"], d["tsumo"], each


def _form(question: Question) -> str:
    return call_form(question.data["dealer"], question.data["tsumo"])


def expected(question: Question) -> Call:
    d = question.data
    return call_of(_basic(question), d["dealer"], d["tsumo"], get_ruleset(question.ruleset),
                   d["honba"])


def explain(question: Question) -> tuple[Step, ...]:
    d = question.data
    rules = get_ruleset(question.ruleset)
    basic = basic_points(d["han"], d["fu"], rules)
    steps = [step("call.how", form=_form(question)), *basic.steps,
             *payments(basic.basic, d["dealer"], d["tsumo"], rules).steps]
    dealer, tsumo, each = _situation(question)
    if d["honba"]:
        steps.append(step("call.honba", honba=d["honba"], each=each))
    steps.append(step("call.answer", call=expected(question)))
    return tuple(steps)


def locate(question: Question, given: Any) -> Step | None:
    """A call of the right form with a wrong amount: the form is not the mistake, so the
    hint is the working's first step, the basic points, not how the call is said."""
    right = expected(question)
    if not isinstance(given, Call) or given.form != right.form:
        return None
    d = question.data
    first = basic_points(d["han"], d["fu"], get_ruleset(question.ruleset)).steps[0]
    return step("exercise.call.check_amount", item=first)


# --- mistakes --------------------------------------------------------------------------

def _wrong_form(question: Question, given: Any, right: Call):
    """The right amounts, called in another form: a dealer's tsumo without "all", a
    ron called with "all" …"""
    if not isinstance(given, Call) or given.amounts != right.amounts or given.form == right.form:
        return None
    return {"form": right.form}


def _total(question: Question, given: Any, right: Call):
    """What the winner receives in all, called instead of each player's share."""
    if right.form == RON or not isinstance(given, Call) or given.form != RON:
        return None
    return {} if given.amounts[0] == right.total else None


def _all_on_ron(question: Question, given: Any, right: Call):
    """A ron called with "… all", whatever the amount: "all" is the dealer's tsumo."""
    if right.form != RON or not isinstance(given, Call) or given.form != ALL:
        return None
    return {}


def _on_the_call(misconception: Misconception) -> Misconception:
    """A payment mistake (on amounts) recognised in a call of the right form."""
    def match(question: Question, given: Any, right: Call):
        if not isinstance(given, Call) or given.form != right.form:
            return None
        return misconception.match(question, given.amounts, right.amounts)

    def answer(question: Question):
        wrong = misconception.answer(question) if misconception.answer else None
        return None if wrong is None else Call(_form(question), wrong)
    return Misconception(misconception.code, match, answer, misconception.skill)


def _as_role(dealer: bool):
    """A tsumo called as if the winner's role were ``dealer``, in that role's form: the
    dealer's "2,000 all" called "1,000–2,000", a non-dealer's "1,000–2,000" called
    "2,000 all"."""
    def wrong(question: Question):
        d = question.data
        if not d["tsumo"] or d["dealer"] == dealer:
            return None
        _d, _t, each = _situation(question)
        return Call(call_form(dealer, True), amounts(_basic(question), dealer, True,
                                                   honba_each=each))
    return wrong


def _without_honba(question: Question):
    dealer, tsumo, each = _situation(question)
    return amounts(_basic(question), dealer, tsumo) if each else None


def _honba_300_each(question: Question):
    dealer, tsumo, each = _situation(question)
    return amounts(_basic(question), dealer, tsumo, honba_each=each * 3) if tsumo and each else None


def _honba_100_on_ron(question: Question):
    dealer, tsumo, each = _situation(question)
    return amounts(_basic(question), dealer, tsumo, honba_each=each // 3) if each and not tsumo \
        else None


def _uncapped(question: Question) -> int | None:
    d = question.data
    raw = d["fu"] * 2 ** (2 + d["han"])
    return raw if 0 < d["han"] < 5 and raw > 2000 else None


def _honba(question: Question) -> dict:
    return {"honba": question.data["honba"]}


MISCONCEPTIONS = (
    Misconception("misconception.call_form", _wrong_form, skill="call.form"),
    Misconception("misconception.call_total", _total, skill="call.form"),
    Misconception("misconception.all_on_ron", _all_on_ron, skill="call.form"),
    recomputed("misconception.paid_as_non_dealer", _as_role(False), skill="pay.dealer_multiplier"),
    recomputed("misconception.paid_as_dealer", _as_role(True), skill="pay.dealer_multiplier"),
    *(_on_the_call(m) for m in (
        recomputed("misconception.forgot_honba", _without_honba, _honba, skill="pay.honba"),
        recomputed("misconception.honba_300_from_each", _honba_300_each, _honba,
                   skill="pay.honba"),
        recomputed("misconception.honba_100_on_ron", _honba_100_on_ron, _honba,
                   skill="pay.honba"),
    ) + payment_misconceptions(_basic, _situation, _uncapped,
                               lambda q: q.data["han"] if q.data["han"] < 13 else None,
                               lambda q: q.data["fu"], lambda q: False)),
)


def skills(question: Question) -> tuple[str, ...]:
    d = question.data
    basic = _basic(question)
    limit = d["han"] >= 5 or basic >= 2000
    found = payment_skills(d["han"], d["fu"], d["dealer"], d["tsumo"], basic, limit,
                           question.ruleset, False)
    found.append("call.form")
    if d["honba"]:
        found.append("pay.honba")
    return tuple(found)


register_kind(ExerciseKind(
    name=KIND, build=build, expected=expected, misconceptions=MISCONCEPTIONS,
    explain=explain, difficulties=(1, 2, 3), constraints=("dealer", "tsumo"), skills=skills,
    locate=locate))

__all__ = ["KIND", "expected", "MISCONCEPTIONS"]
