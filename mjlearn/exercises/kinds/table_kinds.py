"""Exercise kinds at the table: ``round_settlement`` (a round with honba, riichi sticks
and a dealer → each player's change of score), ``final_score`` (end-of-game points →
final scores, seed 000's method in ``standard``, uma in ``ema``) and ``pay_with_sticks``
(an amount → which point sticks change hands, with change, moving the fewest sticks).

The answers come from :mod:`mjlearn.table` (``settle``, ``final_scores``,
``pay_with_sticks``); the hints are its trace. Misconceptions recompute from the same
steps or the same function with one rule changed.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ...errors import MjlearnError
from ...riichi.points import basic_value, round_up_100
from ...rules import Ruleset, get_ruleset
from ...table import (ExhaustiveDraw, GameState, Sticks, Win, final_scores, pay_with_sticks,
                      settle)
from ...table.settle import transfers_balance
from ...table.sticks import DENOMINATIONS
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..base import Misconception, POINTS_LIST, Question, recomputed
from .payments import han_fu_combination
from ..registry import ExerciseKind, register_kind

SEATS = 4


def _scores(rng: random.Random, total: int, spread: int) -> tuple[int, ...]:
    """Four scores that add up to ``total``, each within ``spread`` of an even share.

    Every payment at the table is a multiple of 100, so every score a game can reach is
    one too: the shares are whole hundreds even when ``total`` (the start total less the
    riichi sticks lying on the table) does not split evenly into four.
    """
    if total % 100:
        raise ValueError(f"a table total of {total} cannot be reached in whole hundreds")
    share = total // SEATS // 100 * 100
    while True:
        first = [share + rng.randint(-spread, spread) // 100 * 100 for _ in range(3)]
        last = total - sum(first)
        if abs(last - total // SEATS) <= spread:
            return (*first, last)


def riichi_sentence(declared: tuple[int, ...]) -> Step:
    """ "During the hand player 1 and player 3 declared riichi.": the players with the
    articles their language puts there, and a verb that agrees with how many they are."""
    return step("prompt.riichi_declared", seats=declared)


def with_scores(prompt: tuple[str, dict], scores: tuple[int, ...], rules: Ruleset
                ) -> tuple[str, dict]:
    """The prompt, with each player's points before it where the rules make a payment
    depend on them: a player who cannot pay pays what they hold (``pay_what_you_hold``)."""
    if not rules.pay_what_you_hold:
        return prompt
    code, params = prompt
    return "prompt.with_scores", {"scores": scores, "ruleset": rules.name,
                                  "question": Step(code, params)}


# --- round_settlement ------------------------------------------------------------------

def build_round(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                tsumo: bool | None = None, dealer_wins: bool | None = None,
                draw: bool | None = None) -> Question:
    if draw:
        if tsumo is not None or dealer_wins is not None:
            raise MjlearnError("impossible_constraints")
        return build_draw(rng, seed, difficulty, rules)
    for _ in range(1000):
        han, fu, is_tsumo = han_fu_combination(rng, difficulty)
        if tsumo is not None and is_tsumo != tsumo:
            continue
        dealer = rng.randrange(SEATS)
        winner = rng.randrange(SEATS)
        if dealer_wins is not None and (winner == dealer) != dealer_wins:
            continue
        if difficulty == 1 and is_tsumo:
            continue
        honba = rng.randint(0, 3) if difficulty >= 2 or rng.random() < 0.5 else 0
        sticks = rng.randint(0, 2)
        declared = tuple(sorted(s for s in range(SEATS) if difficulty >= 2 and rng.random() < 0.3))
        discarder = None if is_tsumo else rng.choice([s for s in range(SEATS) if s != winner])
        scores = _scores(rng, SEATS * rules.start_points - sticks * rules.riichi_deposit, 8000)
        data = {"scores": scores, "dealer": dealer, "honba": honba, "sticks": sticks,
                "winner": winner, "discarder": discarder, "han": han, "fu": fu,
                "riichi": declared, "amounts": SEATS, "signed": True}
        code = "prompt.round_settlement." + ("tsumo" if is_tsumo else "ron") + \
            ("_riichi" if declared else "")
        params = {"dealer": dealer, "honba": honba, "sticks": sticks, "winner": winner,
                  "han": han, "fu": fu}
        if discarder is not None:
            params["discarder"] = discarder
        if declared:
            params["riichi"] = riichi_sentence(declared)
        return Question("round_settlement", seed, difficulty, rules.name, data,
                        with_scores((code, params), scores, rules), POINTS_LIST)
    raise MjlearnError("impossible_constraints")


def build_draw(rng: random.Random, seed: int, difficulty: int, rules: Ruleset) -> Question:
    """A hand that ends in an exhaustive draw with one to three players tenpai (every
    riichi declarer among them): the noten payments, the sticks put down and left on the
    table."""
    dealer = rng.randrange(SEATS)
    honba = rng.randint(0, 3) if difficulty >= 2 or rng.random() < 0.5 else 0
    sticks = rng.randint(0, 2)
    declared = tuple(sorted(s for s in range(SEATS) if difficulty >= 2 and rng.random() < 0.3))
    while True:
        tenpai = tuple(sorted(set(declared) | {s for s in range(SEATS) if rng.random() < 0.5}))
        if 1 <= len(tenpai) <= 3:
            break
    scores = _scores(rng, SEATS * rules.start_points - sticks * rules.riichi_deposit, 8000)
    data = {"scores": scores, "dealer": dealer, "honba": honba, "sticks": sticks,
            "winner": None, "discarder": None, "han": 0, "fu": 0, "riichi": declared,
            "draw": True, "tenpai": tenpai, "amounts": SEATS, "signed": True}
    params = {"dealer": dealer, "honba": honba, "sticks": sticks, "tenpai": tenpai}
    code = "prompt.round_settlement.draw"
    if declared:
        code += "_riichi"
        params["riichi"] = riichi_sentence(declared)
    return Question("round_settlement", seed, difficulty, rules.name, data,
                    with_scores((code, params), scores, rules), POINTS_LIST)


def is_draw(question: Question) -> bool:
    return bool(question.data.get("draw"))


def round_result(question: Question):
    d = question.data
    rules = get_ruleset(question.ruleset)
    state = GameState(scores=d["scores"], dealer=d["dealer"], honba=d["honba"],
                      riichi_sticks=d["sticks"])
    if is_draw(question):
        return settle(state, ExhaustiveDraw(tenpai=set(d["tenpai"])), rules, riichi=d["riichi"])
    win = Win(d["winner"], basic_value(d["han"], d["fu"], rules), d["discarder"])
    return settle(state, win, rules, riichi=d["riichi"])


def expected_round(question: Question) -> tuple[int, ...]:
    return round_result(question).deltas


def _deltas(question: Question, change) -> tuple[int, ...] | None:
    """The deltas with each transfer step passed through ``change`` (None drops it)."""
    steps = round_result(question).steps
    changed = [change(s) for s in steps]
    if all(c is s for c, s in zip(changed, steps)):
        return None
    return transfers_balance(c for c in changed if c is not None)[0]


def _drop(code: str):
    return lambda q: _deltas(q, lambda s: None if s.code == code else s)


def _honba_300_each(question: Question):
    if question.data["discarder"] is not None:
        return None
    return _deltas(question, lambda s: replace(s, value=s.value * 3) if s.code == "settle.honba" else s)


def _dealer_times_four(question: Question):
    d = question.data
    if d["winner"] != d["dealer"] or d["discarder"] is None:
        return None
    four = round_up_100(basic_value(d["han"], d["fu"], get_ruleset(question.ruleset)) * 4)
    return _deltas(question, lambda s: replace(s, value=four) if s.code == "settle.ron" else s)


def _honba_100_on_ron(question: Question):
    if question.data["discarder"] is None:
        return None
    return _deltas(question, lambda s: replace(s, value=s.value // 3) if s.code == "settle.honba" else s)


def _ron_value(question: Question, multiplier: int):
    d = question.data
    value = round_up_100(basic_value(d["han"], d["fu"], get_ruleset(question.ruleset)) * multiplier)
    return _deltas(question, lambda s: replace(s, value=value) if s.code == "settle.ron" else s)


def _dealer_discarder_six(question: Question):
    """A non-dealer's ron on the dealer's discard paid × 6, as if the dealer's role
    changed what a non-dealer's hand is worth."""
    d = question.data
    if d["discarder"] is None or d["winner"] == d["dealer"] or d["discarder"] != d["dealer"]:
        return None
    return _ron_value(question, 6)


def _with_dealer(question: Question, dealer: int) -> tuple[int, ...]:
    d = question.data
    rules = get_ruleset(question.ruleset)
    state = GameState(scores=d["scores"], dealer=dealer, honba=d["honba"],
                      riichi_sticks=d["sticks"])
    win = Win(d["winner"], basic_value(d["han"], d["fu"], rules), d["discarder"])
    return settle(state, win, rules, riichi=d["riichi"]).deltas


def _paid_as_dealer(question: Question):
    """The winner, a non-dealer, paid as if they were the dealer."""
    d = question.data
    return None if is_draw(question) or d["winner"] == d["dealer"] \
        else _with_dealer(question, d["winner"])


def _paid_as_non_dealer(question: Question, given: Any, expected: Any):
    """The dealer's win paid as a non-dealer's (whoever the learner took for the dealer)."""
    d = question.data
    if d["winner"] != d["dealer"]:
        return None
    for seat in range(SEATS):
        if seat != d["winner"]:
            wrong = _with_dealer(question, seat)
            if wrong != expected and wrong == given:
                return {}
    return None


def _sticks_to(question: Question, given: Any, expected: Any):
    """The riichi sticks given to another player than the winner."""
    steps = round_result(question).steps
    if not any(s.code == "settle.riichi_sticks" for s in steps):
        return None
    for seat in range(SEATS):
        moved = [replace(s, params=dict(s.params, receiver=seat)) if s.code == "settle.riichi_sticks"
                 else s for s in steps]
        wrong = transfers_balance(moved)[0]
        if wrong != expected and wrong == given:
            return {"seat": seat, "winner": question.data["winner"]}
    return None


def _deposit_forgotten(question: Question, given: Any, expected: Any):
    """The riichi declared during the hand not paid for: the declarers keep their 1,000,
    and the winner takes only the sticks that were on the table before (or, as some
    learners count it, all the sticks all the same)."""
    d = question.data
    if not d["riichi"] or is_draw(question):
        return None
    kept = d["sticks"] * get_ruleset(question.ruleset).riichi_deposit
    without_sticks = _deltas(question, lambda s: None if s.code == "settle.riichi_deposit" else
                             (replace(s, value=kept) if kept else None)
                             if s.code == "settle.riichi_sticks" else s)
    wrong = {without_sticks, _drop("settle.riichi_deposit")(question)} - {None, expected}
    return {"seats": d["riichi"]} if given in wrong else None


def _table_sticks_forgotten(question: Question):
    """The winner takes this hand's riichi sticks but not those already on the table
    (left by earlier hands): only when there are both, else it is all the sticks
    forgotten."""
    d = question.data
    if not d["sticks"] or not d["riichi"]:
        return None
    table = d["sticks"] * get_ruleset(question.ruleset).riichi_deposit
    return _deltas(question, lambda s: replace(s, value=s.value - table)
                   if s.code == "settle.riichi_sticks" else s)


def _all_sticks_forgotten(question: Question):
    """No riichi stick at all: the declarers of this hand keep their 1,000 (the winner's
    own too) and the winner takes nothing from the table, old sticks or new. Only when
    this hand has a riichi (else it is the table's sticks alone forgotten)."""
    if not question.data["riichi"] or is_draw(question):
        return None
    return _deltas(question, lambda s: None if s.code in ("settle.riichi_deposit",
                                                          "settle.riichi_sticks") else s)


def _noten_shares(question: Question, each: int | None = None, total: int | None = None):
    """The draw's deltas with the noten payments made otherwise: ``each`` paid by every
    noten player to every tenpai player, or ``total`` paid by every noten player and
    shared by the tenpai players (None: not a draw, or the same answer)."""
    if not is_draw(question):
        return None
    tenpai = question.data["tenpai"]
    share = each if each is not None else total // len(tenpai)
    return _deltas(question, lambda s: replace(s, value=share, params=dict(s.params, amount=share))
                   if s.code == "settle.noten" else s)


def _noten_total_each(question: Question):
    return _noten_shares(question, total=get_ruleset(question.ruleset).noten_total)


def _noten_thousand_each(question: Question):
    if not is_draw(question) or len(question.data["tenpai"]) != 2:
        return None
    return _noten_shares(question, each=1000)


def _draw_sticks_taken(question: Question, given: Any, expected: Any):
    """After a draw, the sticks put down taken back (or never put down), or given to the
    tenpai players: any answer whose noten payments are right but whose riichi sticks
    moved."""
    d = question.data
    if not is_draw(question) or not (d["riichi"] or d["sticks"]):
        return None
    wrong = {_drop("settle.riichi_deposit")(question)}
    deposit = get_ruleset(question.ruleset).riichi_deposit
    noten = _drop("settle.riichi_deposit")(question) or expected
    on_table = (d["sticks"] + len(d["riichi"])) * deposit
    for share_out in (d["tenpai"], d["riichi"]):
        if share_out and on_table % (len(share_out) * 100) == 0:
            wrong.add(tuple(n + (on_table // len(share_out) if seat in share_out else 0)
                            for seat, n in enumerate(noten)))
    return {} if given in wrong - {None, expected} else None


def _sticks(question: Question) -> dict:
    d = question.data
    return {"sticks": d["sticks"] + len(d["riichi"])}


# Each transfer of the settlement missed or counted twice (the diagnosis from the trace,
# after every named mistake): the skill of each kind of transfer.
TRANSFER_SKILLS = {"settle.ron": "pay.roles", "settle.tsumo": "pay.roles",
                   "settle.honba": "pay.honba", "settle.riichi_sticks": "table.riichi_sticks",
                   "settle.riichi_deposit": "table.riichi_deposit"}
# (code, the change, the transfers it is tried on): the honba and the sticks missed have
# their own names (forgot_honba, forgot_riichi_sticks, above)
TRANSFER_CHANGES = (
    ("misconception.payment_missed", lambda s: None,
     ("settle.ron", "settle.tsumo", "settle.riichi_deposit")),
    ("misconception.payment_doubled", lambda s: replace(s, value=2 * s.value),
     tuple(TRANSFER_SKILLS)),
)


@lru_cache(maxsize=512)
def _transfer_changes(question: Question) -> tuple[tuple[str, Step, tuple[int, ...]], ...]:
    """(code, step, the changes of score) of each transfer missed, then each counted
    twice, in the trace's order (only those that change the answer)."""
    result = round_result(question)
    right = result.deltas
    found = []
    for code, change, codes in TRANSFER_CHANGES:
        for s in result.steps:
            if s.code not in codes:
                continue
            changed = [change(t) if t is s else t for t in result.steps]
            wrong = transfers_balance(t for t in changed if t is not None)[0]
            if wrong != right:
                found.append((code, s, wrong))
    return tuple(found)


def _transfer_misconception(code: str, step_code: str) -> Misconception:
    def first(question: Question, given: Any):
        return next((f for f in _transfer_changes(question) if f[2] == given), None)

    def match(question: Question, given: Any, expected: Any):
        f = first(question, given)
        return {"item": f[1]} if f is not None and f[0] == code and f[1].code == step_code \
            else None

    def answer(question: Question):
        for f in _transfer_changes(question):
            if f[0] == code and f[1].code == step_code and first(question, f[2]) is f:
                return f[2]
        return None
    return Misconception(code, match, answer, TRANSFER_SKILLS[step_code])


ROUND_MISCONCEPTIONS = (
    recomputed("misconception.noten_total_each", _noten_total_each, skill="table.noten"),
    recomputed("misconception.noten_thousand_each", _noten_thousand_each, skill="table.noten"),
    Misconception("misconception.draw_sticks_taken", _draw_sticks_taken,
                  skill="table.riichi_sticks"),
    recomputed("misconception.forgot_honba", _drop("settle.honba"),
               lambda q: {"honba": q.data["honba"]}, skill="pay.honba"),
    recomputed("misconception.honba_300_from_each", _honba_300_each,
               lambda q: {"honba": q.data["honba"]}, skill="pay.honba"),
    recomputed("misconception.forgot_riichi_sticks", _drop("settle.riichi_sticks"), _sticks,
               skill="table.riichi_sticks"),
    recomputed("misconception.forgot_table_sticks", _table_sticks_forgotten,
               lambda q: {"sticks": q.data["sticks"]}, skill="table.riichi_sticks"),
    Misconception("misconception.forgot_riichi_deposit", _deposit_forgotten,
                  skill="table.riichi_deposit"),
    recomputed("misconception.forgot_all_sticks", _all_sticks_forgotten, _sticks,
               skill="table.riichi_sticks"),
    recomputed("misconception.dealer_times_four", _dealer_times_four,
               skill="pay.dealer_multiplier"),
    recomputed("misconception.honba_100_on_ron", _honba_100_on_ron,
               lambda q: {"honba": q.data["honba"]}, skill="pay.honba"),
    Misconception("misconception.riichi_sticks_wrong_player", _sticks_to,
                  skill="table.riichi_sticks"),
    recomputed("misconception.dealer_discarder_pays_six", _dealer_discarder_six,
               skill="pay.dealer_multiplier"),
    recomputed("misconception.paid_as_dealer", _paid_as_dealer, skill="pay.dealer_multiplier"),
    Misconception("misconception.paid_as_non_dealer", _paid_as_non_dealer,
                  skill="pay.dealer_multiplier"),
) + tuple(_transfer_misconception(code, step_code)
          for code, _change, codes in TRANSFER_CHANGES
          for step_code in codes)


def explain_round(question: Question) -> tuple[Step, ...]:
    d = question.data
    steps = []
    if not is_draw(question):
        basic = basic_value(d["han"], d["fu"], get_ruleset(question.ruleset))
        steps.append(step("exercise.settle.basic", han=d["han"], fu=d["fu"], basic=basic))
    steps += [s for s in round_result(question).steps
              if s.code not in ("settle.dealer_repeats", "settle.deal_passes",
                                 "settle.new_round", "settle.deal_passes_no_winds",
                                 "settle.hand_replayed")]
    steps.append(step("exercise.settle.answer", changes=expected_round(question)))
    return tuple(steps)


# --- final_score -----------------------------------------------------------------------

def build_final(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                sticks: int | None = None) -> Question:
    left = (rng.randint(0, 2) if difficulty >= 2 else 0) if sticks is None else sticks
    if not 0 <= left <= 8:
        raise MjlearnError("impossible_constraints")
    spread = 12000 if difficulty == 1 else 30000
    points = _scores(rng, SEATS * rules.start_points - left * rules.riichi_deposit, spread)
    if difficulty >= 2 and rng.random() < 0.5:       # a …500 to round: the tricky case
        i, j = rng.sample(range(SEATS), 2)
        bump = 500 - points[i] % 1000
        points = tuple(p + bump if k == i else p - bump if k == j else p for k, p in enumerate(points))
    # a final score measured from a baseline is a change, shown with its sign ("+47");
    # without one (the Kostaryov family rules) it is the points held, shown as they are
    data = {"points": points, "sticks": left, "amounts": SEATS,
            "signed": bool(rules.return_points)}
    code = "prompt.final_score" + (".sticks" if left else "")
    unit = "thousands" if rules.final_rounding != "none" else "points"
    return Question("final_score", seed, difficulty, rules.name, data,
                    (f"{code}.{unit}", {"scores": points, "sticks": left,
                                        "baseline": rules.return_points}), POINTS_LIST)


def final_result(question: Question, rules: Ruleset | None = None):
    rules = rules or get_ruleset(question.ruleset)
    return final_scores(question.data["points"], rules, question.data["sticks"])


def expected_final(question: Question) -> tuple[int, ...]:
    return final_result(question).scores


def _with(**options):
    def wrong(question: Question):
        rules = get_ruleset(question.ruleset)
        if all(getattr(rules, k) == v for k, v in options.items()):
            return None
        return final_result(question, rules.with_options(**options)).scores
    return wrong


def _half_up(question: Question):
    """Seed 000's method with …500 rounded up (as ``round`` in school), not down."""
    rules = get_ruleset(question.ruleset)
    if rules.final_rounding != "nearest_1000_half_down" or not rules.winner_absorbs:
        return None
    result = final_result(question)
    if all((p % 1000) != 500 for s, p in enumerate(result.points) if s != result.ranking.order[0]):
        return None
    scores = [0] * SEATS
    for seat in result.ranking.order[1:]:
        p = result.points[seat]
        scores[seat] = ((p + 500) // 1000 * 1000 - rules.return_points) // 1000 + \
            rules.uma[result.ranking.places[seat] - 1] // 1000
    scores[result.ranking.order[0]] = -sum(scores)
    return tuple(scores)


def _forgot_sticks(question: Question):
    """Leftover sticks left out: first place's score without them (where it changes)."""
    left = question.data["sticks"]
    rules = get_ruleset(question.ruleset)
    if not left or rules.winner_absorbs:
        return None
    result = final_result(question)
    first = result.ranking.order[0]
    unit = result.unit
    return tuple(s - (left * rules.riichi_deposit // unit if seat == first else 0)
                 for seat, s in enumerate(result.scores))


FINAL_MISCONCEPTIONS = (
    recomputed("misconception.final_rounded_half_up", _half_up, skill="final.rounding"),
    recomputed("misconception.start_as_baseline", lambda q: _with(
        return_points=get_ruleset(q.ruleset).start_points)(q) if get_ruleset(q.ruleset).return_points else None,
        lambda q: {"baseline": get_ruleset(q.ruleset).return_points,
                   "start": get_ruleset(q.ruleset).start_points}, skill="final.baseline"),
    recomputed("misconception.winner_not_absorbing", _with(winner_absorbs=False),
               skill="final.first_place"),
    recomputed("misconception.forgot_uma", _with(uma=(0, 0, 0, 0)), skill="final.uma"),
    recomputed("misconception.forgot_leftover_sticks", _forgot_sticks,
               lambda q: {"sticks": q.data["sticks"]}, skill="final.leftover_sticks"),
)


def explain_final(question: Question) -> tuple[Step, ...]:
    scores = expected_final(question)
    answer = (step("exercise.final.answer", changes=scores) if question.data["signed"]
              else step("exercise.final.held", scores=scores))
    return final_result(question).steps + (answer,)


# --- pay_with_sticks -------------------------------------------------------------------

def _holding(rng: random.Random, difficulty: int) -> Sticks:
    if difficulty == 1:
        return Sticks((1, 2, 4, 10))
    return Sticks((rng.randint(0, 2), rng.randint(0, 3), rng.randint(0, 9), rng.randint(0, 12)))


def build_sticks(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                 amount: int | None = None) -> Question:
    for _ in range(1000):
        payer, payee = _holding(rng, difficulty), _holding(rng, difficulty)
        value = amount if amount is not None else rng.randrange(1, 120) * 100
        try:
            pay_with_sticks(payer, payee, value)
        except MjlearnError:      # holdings that cannot make this amount: draw others
            continue
        data = {"payer": payer.counts, "payee": payee.counts, "amount": value,
                "amounts": len(DENOMINATIONS), "signed": True}
        return Question("pay_with_sticks", seed, difficulty, rules.name, data,
                        ("prompt.pay_with_sticks", {"amount": value, "payer_sticks": payer.counts,
                                                    "payee_sticks": payee.counts}), POINTS_LIST)
    raise MjlearnError("impossible_constraints")


def sticks_result(question: Question, payee: Sticks | None = None):
    d = question.data
    return pay_with_sticks(Sticks(d["payer"]), payee or Sticks(d["payee"]), d["amount"])


def _net(payment) -> tuple[int, ...]:
    return tuple(g - c for g, c in zip(payment.given.counts, payment.change.counts))


def expected_sticks(question: Question) -> tuple[int, ...]:
    return _net(sticks_result(question))


def _without_change(question: Question):
    try:
        return _net(sticks_result(question, Sticks((0, 0, 0, 0))))
    except MjlearnError:
        return None


def _wrong_total(question: Question, given: Any, expected: Any):
    if not isinstance(given, tuple) or len(given) != len(DENOMINATIONS):
        return None
    total = sum(d * n for d, n in zip(DENOMINATIONS, given))
    if total == question.data["amount"]:
        return None
    return {"total": total, "amount": question.data["amount"]}


def _more_than_held(question: Question, given: Any, expected: Any):
    if not isinstance(given, tuple) or len(given) != len(DENOMINATIONS):
        return None
    for d, n, mine, theirs in zip(DENOMINATIONS, given, question.data["payer"], question.data["payee"]):
        if n > mine or -n > theirs:
            return {"denomination": d}
    return None


def _more_sticks(question: Question, given: Any, expected: Any):
    if not isinstance(given, tuple) or len(given) != len(DENOMINATIONS):
        return None
    count, best = sum(map(abs, given)), sticks_result(question).moved
    return {"count": count, "best": best} if count > best else None


STICKS_MISCONCEPTIONS = (
    Misconception("misconception.sticks_wrong_total", _wrong_total, skill="sticks.total"),
    Misconception("misconception.sticks_not_held", _more_than_held, skill="sticks.change"),
    recomputed("misconception.sticks_without_change", _without_change,
               lambda q: {"count": sum(map(abs, _without_change(q))),
                          "best": sticks_result(q).moved}, skill="sticks.change"),
    Misconception("misconception.sticks_not_fewest", _more_sticks, skill="sticks.change"),
)


def explain_sticks(question: Question) -> tuple[Step, ...]:
    payment = sticks_result(question)
    return payment.steps + (step("exercise.sticks.moved", count=payment.moved),)


# --- skills, fields, hints ---------------------------------------------------------

def round_skills(q: Question) -> tuple[str, ...]:
    d = q.data
    if is_draw(q):
        found = ["table.noten"]
        if d["sticks"] or d["riichi"]:
            found.append("table.riichi_sticks")
        if d["riichi"]:
            found.append("table.riichi_deposit")
        return tuple(found)
    found = ["pay.roles", "pay.basic_points"]
    if d["han"] >= 5 or d["fu"] * 2 ** (2 + d["han"]) >= 2000:
        found[1] = "pay.limits"
    if d["winner"] == d["dealer"] or d["discarder"] is None or d["discarder"] == d["dealer"]:
        found.append("pay.dealer_multiplier")
    if d["honba"]:
        found.append("pay.honba")
    if d["sticks"] or d["riichi"]:
        found.append("table.riichi_sticks")
    if d["riichi"]:
        found.append("table.riichi_deposit")
    return tuple(found)


def final_skills(q: Question) -> tuple[str, ...]:
    rules = get_ruleset(q.ruleset)
    found = []
    if rules.final_rounding != "none":
        found.append("final.rounding")
    if rules.return_points:
        found.append("final.baseline")
    if rules.winner_absorbs:
        found.append("final.first_place")
    if any(rules.uma):
        found.append("final.uma")
    if q.data["sticks"]:
        found.append("final.leftover_sticks")
    return tuple(found) or ("final.baseline",)


def sticks_skills(q: Question) -> tuple[str, ...]:
    net = expected_sticks(q)
    return ("sticks.total", "sticks.change") if any(n < 0 for n in net) else ("sticks.total",)


def sticks_hint(q: Question) -> Step:
    """The method, not the first sticks handed over (which would be half the answer)."""
    return step("exercise.sticks.hint")


def _seat_fields(q: Question) -> tuple:
    from ..answers.fields import seat_fields
    return seat_fields(q.data.get("dealer"))



# --- where a wrong answer first differs (the hint after a miss no mistake names) -------

def _effects(s: Step) -> dict[int, int]:
    """The change of score a settlement step makes, by player: its payer pays, its
    receiver receives its amount (a step without an amount changes nothing)."""
    p = s.params
    amount = p.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool):
        return {}
    out: dict[int, int] = {}
    if isinstance(p.get("payer"), int):
        out[p["payer"]] = out.get(p["payer"], 0) - amount
    if isinstance(p.get("receiver"), int):
        out[p["receiver"]] = out.get(p["receiver"], 0) + amount
    return out


def _first_differs(seat: int, found: Step) -> Step:
    return step("exercise.table.first_differs", player=seat + 1, item=found)


def locate_round(question: Question, given: Any) -> Step | None:
    """The step where the learner's change for a player first parts from the engine's:
    the first player, in the order the settlement names them, whose change is wrong; of
    that player's payments, one the answer left out or counted twice, else the first."""
    if not isinstance(given, tuple) or len(given) != SEATS:
        return None
    return locate_payment(explain_round(question), expected_round(question), given)


def locate_payment(explanation, expected: tuple, given: tuple) -> Step | None:
    """Of a settlement's ``explanation``, the payment where ``given`` first parts from
    ``expected``: the first player, in the order the payments name them, whose change is
    wrong; of that player's payments, one the answer left out or counted twice, else the
    first."""
    steps = [s for s in explanation if _effects(s)]
    order: list[int] = []
    for s in steps:
        order += [seat for seat in _effects(s) if seat not in order]
    for seat in order:
        if given[seat] == expected[seat]:
            continue
        mine = [s for s in steps if seat in _effects(s)]
        for s in mine:
            if given[seat] in (expected[seat] - _effects(s)[seat],
                               expected[seat] + _effects(s)[seat]):
                return _first_differs(seat, s)
        return _first_differs(seat, mine[0])
    return None


def locate_final(question: Question, given: Any) -> Step | None:
    """The step where the learner's final score for a player first parts from the
    engine's: the first player in the explanation's order whose score is wrong; their
    rounding when the answer is the score of their points rounded the other way or not
    at all, else their score's own step."""
    if not isinstance(given, tuple) or len(given) != SEATS:
        return None
    expected = expected_final(question)
    for s in explain_final(question):
        seat = s.params.get("seat")
        if not isinstance(seat, int) or given[seat] == expected[seat]:
            continue
        if s.code == "final.rounded":
            rest = [t for t in explain_final(question)
                    if t.code == "final.baseline" and t.params.get("seat") == seat]
            if rest:
                b = rest[0].params
                raw = (s.params["points"] - b["baseline"]) / b["unit"]
                if given[seat] in (math.floor(raw), math.ceil(raw)) and given[seat] != b["score"]:
                    return _first_differs(seat, s)
                return _first_differs(seat, rest[0])
        return _first_differs(seat, s)
    return None


def _stick_fields(q: Question) -> tuple:
    from ..answers.fields import stick_fields
    return stick_fields()


register_kind(ExerciseKind(
    name="round_settlement", build=build_round, expected=expected_round,
    misconceptions=ROUND_MISCONCEPTIONS, explain=explain_round, difficulties=(1, 2, 3),
    constraints=("tsumo", "dealer_wins", "draw"), skills=round_skills, fields=_seat_fields,
    locate=locate_round))
register_kind(ExerciseKind(
    name="final_score", build=build_final, expected=expected_final,
    misconceptions=FINAL_MISCONCEPTIONS, explain=explain_final, difficulties=(1, 2),
    constraints=("sticks",), skills=final_skills, fields=_seat_fields,
    locate=locate_final))
register_kind(ExerciseKind(
    name="pay_with_sticks", build=build_sticks, expected=expected_sticks,
    misconceptions=STICKS_MISCONCEPTIONS, explain=explain_sticks, difficulties=(1, 2),
    constraints=("amount",), skills=sticks_skills, hint=sticks_hint, fields=_stick_fields))
