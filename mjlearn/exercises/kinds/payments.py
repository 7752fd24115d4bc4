"""Exercise kinds on points: ``han_fu_to_points`` (han and fu → what is paid) and
``hand_payments`` (a whole hand → what each payer pays, honba included).

The answer is the list of amounts in a fixed order: ron — what the discarder pays; a
non-dealer's tsumo — what each non-dealer pays / what the dealer pays; the dealer's
tsumo — what each non-dealer pays. The engine computes it with
:func:`mjlearn.riichi.points.basic_points` and :func:`~mjlearn.riichi.points.payments`.

Misconceptions recompute the same payments with one rule changed: the dealer's ron ×4
instead of ×6, payments rounded down or not at all, seed 000's rounding of the basic
points to the nearest 100 first, no mangan cap, honba forgotten or taken as 300 from
each payer of a tsumo, dora forgotten, a double (or stacked) yakuman paid as a single one,
a limit hand paid by the formula, seven pairs' 25 fu rounded to 30; a whole hand's
payments also under each fu mistake of :mod:`..trace_diagnosis` and a guest wind counted
as a yakuhai.

Under a ruleset other than ``standard``, ``han_fu_to_points`` names the ruleset in its
prompt: the same han and fu can pay differently (EMA has no kazoe yakuman).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ...errors import MjlearnError
from ...riichi.points import LIMIT_BASIC, basic_points, basic_value, limit_for_han, payments
from ...rules import Ruleset, get_ruleset
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..base import POINTS_LIST, Misconception, Question, recomputed
from .realism import POINTS_FU, POINTS_HAN, level_table, weighted
from ..registry import ExerciseKind, register_kind
from .riichi_hands import HAND_CONSTRAINTS, random_hand
from .riichi_kinds import (RULE_SENTENCES, fu_changes_of, fu_items_counted, guest_wind_sets,
                           han_steps, question as hand_question, result, situation,
                           standard_rules)
from ..trace_diagnosis import first_step_missed, round_fu, trace_misconceptions

Rounding = Callable[[int], int]
DEFAULT_RULESET = "standard"    # the ruleset a prompt need not name


def up_100(value: int) -> int:
    return -(-value // 100) * 100


def roles(dealer: bool, tsumo: bool) -> tuple[tuple[str, int, int], ...]:
    """(payer role, how many such payers, multiplier of the basic points), in answer order:
    a non-dealer's tsumo is paid non-dealer share first, then the dealer's ("1000–2000")."""
    if not tsumo:
        return (("discarder", 1, 6 if dealer else 4),)
    # a non-dealer's tsumo: each non-dealer's share first, then the dealer's ("300 / 500")
    return (("non_dealer", 3, 2),) if dealer else (("non_dealer", 2, 1), ("dealer", 1, 2))



def payment_fields(dealer: bool, tsumo: bool) -> tuple:
    """One labelled field per payer, in answer order."""
    from ..answers.fields import payer_field
    if dealer and tsumo:        # the dealer wins: the three others pay alike
        return (payer_field("non_dealer", "field.each_other"),)
    return tuple(payer_field(role) for role, _n, _m in roles(dealer, tsumo))


def amounts(basic: int, dealer: bool, tsumo: bool, rounding: Rounding = up_100,
            dealer_ron: int = 6, honba_each: int = 0) -> tuple[int, ...]:
    """What each payer pays, in answer order, under the given arithmetic (the rules' by
    default; a misconception passes its own)."""
    out = []
    for _role, _count, multiplier in roles(dealer, tsumo):
        if multiplier == 6:
            multiplier = dealer_ron
        out.append(rounding(basic * multiplier) + honba_each)
    return tuple(out)


def ask_payments(dealer: bool, tsumo: bool, honba: int = 0) -> Step:
    way = "ron" if not tsumo else "dealer_tsumo" if dealer else "tsumo"
    return step(f"question.payments.{way}" + ("_honba" if honba else ""), honba=honba)


# --- han_fu_to_points ----------------------------------------------------------------

# Han and fu a hand can have: 20 fu only for a closed tsumo (pinfu, 2+ han), 25 fu only
# for seven pairs (2+ han, 3+ when won by tsumo). Each level draws them from its target
# table (:mod:`.realism`): level 1 the formula below a mangan with 30 or 40 fu, level 2
# real play, level 3 real play's shape with the limits and the rare fu more often.
TSUMO_SHARE = 0.4       # of wins, at levels 2 and 3 (level 1 asks for rons)


def han_fu_combination(rng: random.Random, difficulty: int) -> tuple[int, int, bool]:
    han_table = level_table(POINTS_HAN, difficulty)
    fu_table = level_table(POINTS_FU, difficulty)
    while True:
        tsumo = difficulty >= 2 and rng.random() < TSUMO_SHARE
        han = weighted(rng, han_table)
        fu = weighted(rng, fu_table)
        if (fu == 20 and (not tsumo or han < 2)) or (fu == 25 and han < (3 if tsumo else 2)):
            continue
        if difficulty == 1 and fu * 2 ** (2 + han) >= 2000:
            continue
        return han, fu, tsumo


def build_points(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                 dealer: bool | None = None, tsumo: bool | None = None,
                 han: int | None = None, fu: int | None = None) -> Question:
    for _ in range(1000):
        h, f, t = han_fu_combination(rng, difficulty)
        d = rng.random() < 0.35
        if (dealer is not None and d != dealer) or (tsumo is not None and t != tsumo) or \
                (han is not None and h != han) or (fu is not None and f != fu):
            continue
        data = {"han": h, "fu": f, "dealer": d, "tsumo": t, "amounts": len(roles(d, t))}
        params = {"han": h, "fu": f, "role": "dealer" if d else "non_dealer",
                  "win_way": "tsumo" if t else "ron", "question": ask_payments(d, t)}
        code = "prompt.han_fu_to_points"
        if rules.name != DEFAULT_RULESET:
            code, params["ruleset"] = "prompt.han_fu_to_points.ruleset", rules.name
        return Question("han_fu_to_points", seed, difficulty, rules.name, data,
                        (code, params), POINTS_LIST)
    raise MjlearnError("impossible_constraints")


def _basic(question: Question) -> int:
    d = question.data
    return basic_value(d["han"], d["fu"], get_ruleset(question.ruleset))


def expected_points(question: Question) -> tuple[int, ...]:
    d = question.data
    pay = payments(_basic(question), d["dealer"], d["tsumo"], get_ruleset(question.ruleset))
    return tuple(pay.amounts[role] for role, _n, _m in roles(d["dealer"], d["tsumo"]))


def points_hint(question: Question) -> Step:
    """The method, not its numbers: the explanation's first step is the basic points
    themselves, which leave only a product to do."""
    d = question.data
    case = f"{'tsumo' if d['tsumo'] else 'ron'}_{'dealer' if d['dealer'] else 'non_dealer'}"
    return step("exercise.points.hint", case=case)


def hand_payments_hint(question: Question) -> Step:
    """Where to start on a whole hand: its first explanation step is only its first yaku."""
    return step("exercise.points.hint_hand")


def explain_points(question: Question) -> tuple[Step, ...]:
    d = question.data
    rules = get_ruleset(question.ruleset)
    basic = basic_points(d["han"], d["fu"], rules)
    return basic.steps + payments(basic.basic, d["dealer"], d["tsumo"], rules).steps


# The limits a hand of so many han reaches, one step lower: "6 han called mangan".
LOWER_LIMIT = {"haneman": "mangan", "baiman": "haneman", "sanbaiman": "baiman"}


def _lower_limit(han: int | None, q: Question) -> str | None:
    if han is None or not 6 <= han <= 12:
        return None
    return LOWER_LIMIT.get(limit_for_han(han, get_ruleset(q.ruleset)))


def payment_misconceptions(basic_of: Callable[[Question], int],
                           situation_of: Callable[[Question], tuple[bool, bool, int]],
                           uncapped_of: Callable[[Question], int | None],
                           han_of: Callable[[Question], int | None],
                           fu_of: Callable[[Question], int],
                           is_yakuman: Callable[[Question], bool], kazoe: bool = True,
                           chiitoitsu: bool = True) -> tuple:
    """The payment mistakes, for any kind that knows a question's basic points, its
    (dealer, tsumo, honba each), the basic points without the limit, its han and fu and
    whether it is a yakuman."""
    def under(**arithmetic):
        def wrong(q):
            dealer, tsumo, honba_each = situation_of(q)
            return amounts(basic_of(q), dealer, tsumo, honba_each=honba_each, **arithmetic)
        return wrong

    def dealer_four(q):
        dealer, tsumo, _ = situation_of(q)
        return under(dealer_ron=4)(q) if dealer and not tsumo else None

    def dealer_half_again(q):
        """The dealer's ron as 1.5 × the non-dealer's payment already rounded (2,000 →
        3,000), not 6 × the basic points rounded once (2,900)."""
        dealer, tsumo, honba_each = situation_of(q)
        if not dealer or tsumo:
            return None
        return (up_100(up_100(basic_of(q) * 4) * 3 // 2) + honba_each,)

    def seed_000(q):
        dealer, tsumo, honba_each = situation_of(q)
        nearest = (basic_of(q) + 50) // 100 * 100
        return amounts(nearest, dealer, tsumo, rounding=lambda v: v, honba_each=honba_each)

    def uncapped(q):
        raw = uncapped_of(q)
        if raw is None:
            return None
        dealer, tsumo, honba_each = situation_of(q)
        return amounts(raw, dealer, tsumo, honba_each=honba_each)

    def by_formula(q):
        """A limit hand (5 han or more) paid by the formula, fu × 2^(2 + han)."""
        han = han_of(q)
        if han is None or han < 5 or is_yakuman(q):
            return None
        dealer, tsumo, honba_each = situation_of(q)
        return amounts(fu_of(q) * 2 ** (2 + han), dealer, tsumo, honba_each=honba_each)

    def chiitoitsu_rounded(q):
        """Seven pairs' 25 fu rounded up to 30."""
        han = han_of(q)
        if han is None or fu_of(q) != 25:
            return None
        dealer, tsumo, honba_each = situation_of(q)
        return amounts(basic_value(han, 30, get_ruleset(q.ruleset)), dealer, tsumo,
                       honba_each=honba_each)

    def as_dealer(q):
        """A non-dealer's win paid as the dealer's: × 6 on a ron, 2 × from everyone."""
        dealer, tsumo, honba_each = situation_of(q)
        if dealer:
            return None
        basic = basic_of(q)
        return tuple(up_100(basic * (2 if tsumo else 6)) + honba_each
                     for _r in roles(dealer, tsumo))

    def as_non_dealer(q):
        """The dealer's tsumo paid as a non-dealer's: each non-dealer pays 1 ×."""
        dealer, tsumo, honba_each = situation_of(q)
        if not dealer or not tsumo:
            return None
        return (up_100(basic_of(q)) + honba_each,)

    def swapped(q):
        dealer, tsumo, honba_each = situation_of(q)
        if dealer or not tsumo:
            return None
        return tuple(reversed(amounts(basic_of(q), dealer, tsumo, honba_each=honba_each)))

    def dealer_not_doubled(q):
        """A non-dealer's tsumo where the dealer pays a non-dealer's share, not twice it."""
        dealer, tsumo, honba_each = situation_of(q)
        if dealer or not tsumo:
            return None
        share = up_100(basic_of(q)) + honba_each
        return (share, share)

    def limit_lower(q):
        lower = _lower_limit(han_of(q), q)
        if lower is None:
            return None
        dealer, tsumo, honba_each = situation_of(q)
        return amounts(LIMIT_BASIC[lower], dealer, tsumo, honba_each=honba_each)

    def kazoe_as_sanbaiman(q):
        if is_yakuman(q) or han_of(q) < 13 or get_ruleset(q.ruleset).kazoe == "sanbaiman":
            return None
        dealer, tsumo, honba_each = situation_of(q)
        return amounts(LIMIT_BASIC["sanbaiman"], dealer, tsumo, honba_each=honba_each)

    def kiriage(q):
        rules = get_ruleset(q.ruleset)
        if rules.kiriage or is_yakuman(q) or (han_of(q), fu_of(q)) not in KIRIAGE_CELLS:
            return None
        dealer, tsumo, honba_each = situation_of(q)
        return amounts(2000, dealer, tsumo, honba_each=honba_each)

    return (
        recomputed("misconception.tsumo_amounts_swapped", swapped, skill="pay.roles"),
        recomputed("misconception.paid_as_dealer", as_dealer, skill="pay.dealer_multiplier"),
        recomputed("misconception.dealer_share_not_doubled", dealer_not_doubled,
                   skill="pay.roles"),
        recomputed("misconception.paid_as_non_dealer", as_non_dealer,
                   skill="pay.dealer_multiplier"),
        recomputed("misconception.limit_one_lower", limit_lower,
                   lambda q: {"han": han_of(q), "reached": limit_for_han(han_of(q), get_ruleset(q.ruleset)),
                              "called": _lower_limit(han_of(q), q)}, skill="pay.limits"),
        *((recomputed("misconception.kazoe_as_sanbaiman", kazoe_as_sanbaiman, skill="pay.limits"),)
          if kazoe else ()),
        recomputed("misconception.kiriage_not_in_rules", kiriage,
                   lambda q: {"han": han_of(q), "fu": fu_of(q)}, skill="pay.kiriage"),
        recomputed("misconception.dealer_times_four", dealer_four, skill="pay.dealer_multiplier"),
        recomputed("misconception.payment_rounded_down", under(rounding=lambda v: v // 100 * 100),
                   skill="pay.rounding"),
        recomputed("misconception.payment_not_rounded", under(rounding=lambda v: v),
                   skill="pay.rounding"),
        recomputed("misconception.dealer_half_again_rounded", dealer_half_again,
                   skill="pay.dealer_multiplier"),
        recomputed("misconception.seed_000_rounding", seed_000, skill="pay.rounding"),
        recomputed("misconception.no_mangan_cap", uncapped, skill="pay.limits"),
        recomputed("misconception.limit_paid_by_formula", by_formula,
                   lambda q: {"han": han_of(q), "reached": limit_for_han(han_of(q),
                                                                         get_ruleset(q.ruleset))},
                   skill="pay.limits"),
        *((recomputed("misconception.chiitoitsu_fu_rounded", chiitoitsu_rounded,
                      skill="pay.basic_points"),) if chiitoitsu else ()),
    )


def _points_uncapped(q: Question) -> int | None:
    d = q.data
    raw = d["fu"] * 2 ** (2 + d["han"])
    return raw if d["han"] < 5 and raw > 2000 else None


def _points_standard(q: Question):
    """A ruleset's question answered with the standard rules' value."""
    if q.ruleset == DEFAULT_RULESET:
        return None
    d = q.data
    return amounts(basic_value(d["han"], d["fu"], get_ruleset(DEFAULT_RULESET)), d["dealer"],
                   d["tsumo"])


def _points_rule(q: Question) -> dict:
    """The option (kazoe, kiriage) that makes the standard value differ."""
    d = q.data
    given = _points_standard(q)
    rules, standard = get_ruleset(q.ruleset), get_ruleset(DEFAULT_RULESET)
    for option in ("kazoe", "kiriage"):
        if getattr(rules, option) != getattr(standard, option):
            changed = rules.with_options(**{option: getattr(standard, option)})
            if amounts(basic_value(d["han"], d["fu"], changed), d["dealer"], d["tsumo"]) == given:
                return {"rule": option if option in RULE_SENTENCES else "other", "ruleset": q.ruleset}
    return {"rule": "other", "ruleset": q.ruleset}


def _neighbour_cells(q: Question):
    """The cells of the scoring table next to the question's, one han or ten fu away,
    that a hand won this way can have, with what they pay: the row or the column misread
    (the third English review: "1,300 / 2,600 is 4 han 20 fu; this hand is 4 han 30 fu")."""
    d = q.data
    rules = get_ruleset(q.ruleset)
    cells = [(d["han"] - 1, d["fu"]), (d["han"] + 1, d["fu"])]
    if d["fu"] != 25:
        cells += [(d["han"], d["fu"] - 10), (d["han"], d["fu"] + 10)]
    for han, fu in cells:
        if han < 1 or not 20 <= fu <= 110 or (fu == 20 and (not d["tsumo"] or han < 2)) or \
                (fu == 25 and han < (3 if d["tsumo"] else 2)):
            continue
        yield han, fu, amounts(basic_value(han, fu, rules), d["dealer"], d["tsumo"])


def _table_cell_match(q: Question, given: Any, expected: Any):
    for han, fu, paid in _neighbour_cells(q):
        if paid != expected and paid == tuple(given):
            return {"han": han, "fu": fu, "own_han": q.data["han"], "own_fu": q.data["fu"]}
    return None


def _table_cell_answer(q: Question):
    expected = expected_points(q)
    return next((paid for _h, _f, paid in _neighbour_cells(q) if paid != expected), None)


POINTS_MISCONCEPTIONS = (
    recomputed("misconception.standard_rules", _points_standard, _points_rule,
               skill="rules.house_rules"),
) + payment_misconceptions(
    _basic, lambda q: (q.data["dealer"], q.data["tsumo"], 0), _points_uncapped,
    lambda q: q.data["han"], lambda q: q.data["fu"], lambda q: False) + (
    # last: a slip of the arithmetic above explains the answer better than a misread cell
    Misconception("misconception.another_table_cell", _table_cell_match, _table_cell_answer,
                  skill="pay.basic_points"),
)


# --- hand_payments ---------------------------------------------------------------------

def build_hand_payments(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                        **constraints: Any) -> Question:
    sit, _res = random_hand(rng, rules, difficulty, answer=lambda r: r.payments.amounts,
                            **constraints)
    if difficulty >= 3:
        sit["honba"] = rng.randint(1, 4)
    dealer, tsumo = sit["seat_wind"] == "E", sit["tsumo"]
    return hand_question("hand_payments", seed, difficulty, rules, sit, POINTS_LIST,
                         ask=ask_payments(dealer, tsumo, sit.get("honba", 0)),
                         amounts=len(roles(dealer, tsumo)))


def _hand_situation(q: Question, honba: bool = True) -> tuple[bool, bool, int]:
    sit = situation(q)
    honba_step = next((s for s in result(q).payments.steps if s.code == "payment.honba"), None)
    return sit["seat_wind"] == "E", sit["tsumo"], honba_step.params["each"] if honba and honba_step else 0


def expected_hand_payments(question: Question) -> tuple[int, ...]:
    dealer, tsumo, honba_each = _hand_situation(question)
    pay = result(question).payments
    return tuple(pay.amounts[role] + honba_each for role, _n, _m in roles(dealer, tsumo))


def _hand_basic(q: Question) -> int:
    return result(q).basic_points


def _hand_uncapped(q: Question) -> int | None:
    res = result(q)
    raw = res.fu * 2 ** (2 + res.han)
    return raw if res.han < 5 and raw > 2000 else None


def _forgot_honba(q: Question):
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(_hand_basic(q), dealer, tsumo) if honba_each else None


def _honba_300_each(q: Question):
    dealer, tsumo, honba_each = _hand_situation(q)
    if not (tsumo and honba_each):
        return None
    return amounts(_hand_basic(q), dealer, tsumo, honba_each=honba_each * 3)


def _forgot_dora(q: Question):
    res = result(q)
    if not res.dora:
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    basic = basic_value(res.han - res.dora, res.fu, get_ruleset(q.ruleset))
    return amounts(basic, dealer, tsumo, honba_each=honba_each)


def _single_yakuman(q: Question):
    """A hand of several yakuman (a double one, or stacked ones) paid as one."""
    res = result(q)
    if res.basic_points <= SINGLE_YAKUMAN_BASIC or not res.yakuman:
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(SINGLE_YAKUMAN_BASIC, dealer, tsumo, honba_each=honba_each)


SINGLE_YAKUMAN_BASIC = basic_value(0, 0, get_ruleset(DEFAULT_RULESET), yakuman=1)


def _yakuman_as_mangan(q: Question):
    """A yakuman paid as a mangan: 2,000 basic points, not 8,000 (or more)."""
    if not result(q).yakuman:
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(LIMIT_BASIC["mangan"], dealer, tsumo, honba_each=honba_each)


def _honba_100_on_ron(q: Question):
    dealer, tsumo, honba_each = _hand_situation(q)
    if tsumo or not honba_each:
        return None
    return amounts(_hand_basic(q), dealer, tsumo, honba_each=honba_each // 3)


def _hand_less(attr: str):
    """The payments without the dora of one kind (red fives, ura)."""
    def wrong(q: Question):
        res = result(q)
        missing = getattr(res, attr)
        if not missing or res.yakuman:
            return None
        dealer, tsumo, honba_each = _hand_situation(q)
        basic = basic_value(res.han - missing, res.fu, get_ruleset(q.ruleset))
        return amounts(basic, dealer, tsumo, honba_each=honba_each)
    return wrong


def _hand_payment_answer(q: Question, res) -> tuple[int, ...]:
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(res.basic_points, dealer, tsumo, honba_each=honba_each)


HAND_PAYMENTS_MISCONCEPTIONS = (
    # the mistakes particular to this hand first (its rules, its honba, its dora): where
    # a general one gives the same amounts (a dealer's tsumo without a dora pays what a
    # non-dealer's share would be), the hand's own is the likelier
    recomputed("misconception.standard_rules", *standard_rules(_hand_payment_answer),
               skill="rules.house_rules"),
    recomputed("misconception.forgot_honba", _forgot_honba,
               lambda q: {"honba": situation(q).get("honba", 0)}, skill="pay.honba"),
    recomputed("misconception.honba_300_from_each", _honba_300_each,
               lambda q: {"honba": situation(q).get("honba", 0)}, skill="pay.honba"),
    recomputed("misconception.honba_100_on_ron", _honba_100_on_ron,
               lambda q: {"honba": situation(q).get("honba", 0)}, skill="pay.honba"),
    recomputed("misconception.forgot_dora", _forgot_dora, lambda q: {"han": result(q).dora},
               skill="dora.count"),
    recomputed("misconception.forgot_red_fives", _hand_less("aka"),
               lambda q: {"count": result(q).aka}, skill="dora.red_fives"),
    recomputed("misconception.forgot_ura", _hand_less("ura"), lambda q: {"han": result(q).ura},
               skill="dora.ura"),
    recomputed("misconception.yakuman_paid_single", _single_yakuman,
               lambda q: {"multiple": result(q).basic_points // SINGLE_YAKUMAN_BASIC},
               skill="pay.yakuman"),
    recomputed("misconception.yakuman_paid_as_mangan", _yakuman_as_mangan,
               lambda q: {"multiple": result(q).basic_points // LIMIT_BASIC["mangan"]},
               skill="pay.yakuman"),
) + payment_misconceptions(
    _hand_basic, _hand_situation, _hand_uncapped,
    lambda q: None if result(q).yakuman else result(q).han, lambda q: result(q).fu,
    # (13-han hands are too rare to ask; the hands drawn are never seven pairs)
    lambda q: bool(result(q).yakuman), kazoe=False, chiitoitsu=False)


def _payments_at_fu(q: Question, fu: int):
    """The hand's payments had it ``fu`` fu (the fu mistakes of :mod:`..trace_diagnosis`,
    carried into what is paid; the same amounts where the fu do not matter)."""
    res = result(q)
    if res.yakuman:
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(basic_value(res.han, fu, get_ruleset(q.ruleset)), dealer, tsumo,
                   honba_each=honba_each)


def _guest_wind_paid(q: Question):
    """The payments with a guest wind's triplet counted as a yakuhai (1 han each)."""
    extra = len(guest_wind_sets(q))
    res = result(q)
    if not extra or res.yakuman:
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(basic_value(res.han + extra, res.fu, get_ruleset(q.ruleset)), dealer, tsumo,
                   honba_each=honba_each)


def _hand_neighbour_cells(q: Question):
    """The cells of the scoring table next to the hand's own, one han or ten fu away, with
    what the hand would pay there, honba included: a han or a fu counted one step off."""
    res = result(q)
    if res.yakuman or res.fu == 25:
        return
    dealer, tsumo, honba_each = _hand_situation(q)
    rules = get_ruleset(q.ruleset)
    for han, fu in ((res.han - 1, res.fu), (res.han + 1, res.fu), (res.han, res.fu - 10),
                    (res.han, res.fu + 10)):
        if han < 1 or not 20 <= fu <= 110 or (fu == 20 and (not tsumo or han < 2)):
            continue
        yield han, fu, amounts(basic_value(han, fu, rules), dealer, tsumo,
                               honba_each=honba_each)


def _hand_cell_match(q: Question, given: Any, expected: Any):
    """A han or fu one step off, when no named slip (a fu item, a dora, the honba …)
    gives the same payments: the named slip says more, and no second guess is added."""
    if any(m.match(q, given, expected) is not None for m in HAND_PAYMENTS_MISCONCEPTIONS
           if m.code != "misconception.another_table_cell"):
        return None
    for han, fu, paid in _hand_neighbour_cells(q):
        if paid != tuple(expected) and paid == tuple(given):
            res = result(q)
            return {"han": han, "fu": fu, "own_han": res.han, "own_fu": res.fu}
    return None


def _hand_cell_answer(q: Question):
    expected = expected_hand_payments(q)
    return next((paid for _h, _f, paid in _hand_neighbour_cells(q) if paid != expected), None)


HAND_PAYMENTS_MISCONCEPTIONS += (
    recomputed("misconception.guest_wind_yakuhai", _guest_wind_paid,
               lambda q: {"set": guest_wind_sets(q)[0]}, skill="yaku.identify"),
) + trace_misconceptions(fu_changes_of, _payments_at_fu, expected_hand_payments) + (
    # last: a named slip explains the answer better than a han or fu one step off
    Misconception("misconception.another_table_cell", _hand_cell_match, _hand_cell_answer,
                  skill="pay.basic_points"),
)


# The fu a hand can have, in the order a learner's payments are read back into fu.
FU_VALUES = (20, 25) + tuple(range(30, 140, 10))


def locate_hand_payments(q: Question, given: Any) -> Step | None:
    """Where payments nothing explains go wrong: when they are what the hand's han pay
    at other fu, the first fu item those fu cannot hold; when they are what other han pay
    at the hand's fu, the first yaku or dora step those han cannot hold."""
    res = result(q)
    if res.yakuman or not isinstance(given, tuple):
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    rules = get_ruleset(q.ruleset)

    def paid(han: int, fu: int) -> tuple[int, ...]:
        return amounts(basic_value(han, fu, rules), dealer, tsumo, honba_each=honba_each)
    if paid(res.han, res.fu) != given:
        for fu in FU_VALUES:
            if fu != res.fu and paid(res.han, fu) == given:
                # more fu than the hand has: no step of it is where the count went wrong
                return step("exercise.fu.too_many") if fu > res.fu else \
                    first_step_missed(fu_items_counted(q), fu, round_fu)
        for han in range(1, 14):
            if han != res.han and paid(han, res.fu) == given:
                return step("exercise.han.too_many") if han > res.han else \
                    first_step_missed(han_steps(q), han)
    return None


def hint_hand_payments(question: Question) -> Step:
    """The first hint: where to start on a whole hand, but for a yakuman asked in a lesson
    before the one that teaches basic points, what a yakuman pays in points (its 8,000
    basic points would be a word the learner has not met)."""
    res = result(question)
    taught = (question.constraints or {}).get("taught")
    if res.yakuman and type(taught) is int:
        from ..curriculum import lesson_of
        teaches = lesson_of("pay.basic_points")
        if teaches is not None and taught < teaches:
            basic = basic_value(0, 0, get_ruleset(question.ruleset), yakuman=1)
            return step("hint.yakuman_payment", non_dealer=up_100(basic * 4),
                        dealer=up_100(basic * 6))
    return hand_payments_hint(question)


def explain_hand_payments(question: Question) -> tuple[Step, ...]:
    return tuple(s for s in result(question).trace
                 if s.family in ("yaku", "dora", "fu", "points", "payment")
                 or s.code in ("note.open_reduction", "note.fu_irrelevant"))


# --- skills and fields -------------------------------------------------------------

KIRIAGE_CELLS = frozenset({(4, 30), (3, 60)})     # 1 920 basic points: mangan with kiriage


def payment_skills(han: int, fu: int, dealer: bool, tsumo: bool, basic: int, limit: bool,
                   rules_name: str, differs: bool) -> list[str]:
    """The skills paying a hand of ``han`` and ``fu`` exercises."""
    found = ["pay.limits" if limit else "pay.basic_points", "pay.roles"]
    if any(up_100(basic * m) != basic * m for _r, _n, m in roles(dealer, tsumo)):
        found.append("pay.rounding")
    if dealer:
        found.append("pay.dealer_multiplier")
    if (han, fu) in KIRIAGE_CELLS:
        found.append("pay.kiriage")
    if differs:
        found.append("rules.house_rules")
    return found


def points_skills(q: Question) -> tuple[str, ...]:
    d = q.data
    rules = get_ruleset(q.ruleset)
    basic = _basic(q)
    differs = q.ruleset != DEFAULT_RULESET and expected_points(q) != tuple(
        amounts(basic_value(d["han"], d["fu"], get_ruleset(DEFAULT_RULESET)), d["dealer"], d["tsumo"]))
    limit = d["han"] >= 5 or basic >= 2000 or (rules.kiriage and basic == 2000)
    return tuple(payment_skills(d["han"], d["fu"], d["dealer"], d["tsumo"], basic, limit,
                                q.ruleset, differs))


def hand_payments_skills(q: Question) -> tuple[str, ...]:
    res = result(q)
    dealer, tsumo, honba_each = _hand_situation(q)
    differs = q.ruleset != DEFAULT_RULESET and _under_standard(q) not in (None, expected_hand_payments(q))
    found = payment_skills(res.han, res.fu, dealer, tsumo, res.basic_points,
                           res.limit is not None, q.ruleset, differs)
    if honba_each:
        found.append("pay.honba")
    if res.yakuman:
        found.append("pay.yakuman")
    if res.dora:
        found.append("dora.count")
    return tuple(found)


def _under_standard(q: Question):
    """The payments of the same hand under the standard rules (None: it does not score)."""
    from .riichi_hands import result_of
    try:
        res = result_of(dict(situation(q), rules=DEFAULT_RULESET))
    except MjlearnError:
        return None
    dealer, tsumo, honba_each = _hand_situation(q)
    return amounts(res.basic_points, dealer, tsumo, honba_each=honba_each)


def points_fields(q: Question) -> tuple:
    return payment_fields(q.data["dealer"], q.data["tsumo"])


def hand_payments_fields(q: Question) -> tuple:
    return payment_fields(situation(q)["seat_wind"] == "E", situation(q)["tsumo"])


register_kind(ExerciseKind(
    name="han_fu_to_points", build=build_points, expected=expected_points,
    misconceptions=POINTS_MISCONCEPTIONS, explain=explain_points, difficulties=(1, 2, 3),
    constraints=("dealer", "tsumo", "han", "fu"), skills=points_skills, fields=points_fields,
    hint=points_hint))
register_kind(ExerciseKind(
    name="hand_payments", build=build_hand_payments, expected=expected_hand_payments,
    misconceptions=HAND_PAYMENTS_MISCONCEPTIONS, explain=explain_hand_payments,
    difficulties=(1, 2, 3), constraints=HAND_CONSTRAINTS, skills=hand_payments_skills,
    fields=hand_payments_fields, locate=locate_hand_payments, hint=hint_hand_payments))
