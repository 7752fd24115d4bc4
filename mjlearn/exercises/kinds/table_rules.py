"""Exercise kinds on the rules that move points at the table (``docs/rulesets.md``):

- ``pao`` — who pays what when a player is liable for a yakuman (daisangen, daisuushii):
  each player's change of score, honba and riichi sticks included;
- ``abortive_draw`` — what an abortive draw (kyuushu kyuuhai, suucha riichi …) does to the
  honba counter, the riichi sticks and the deal; from level 3 a chombo may void the hand
  instead, which leaves them otherwise.

The answers come from :func:`mjlearn.table.settle` with a :class:`~mjlearn.table.Pao`, an
:class:`~mjlearn.table.AbortiveDraw` or a :class:`~mjlearn.table.Chombo`; the hints are its
trace. Each mistake is the same round settled under one wrong rule: pao forgotten, the
liable player paying the whole ron (or half the honba), the honba of a liable tsumo split
three ways; an abortive draw that keeps or clears the counter, hands the riichi sticks
back or passes the deal; a chombo that adds a counter, keeps the sticks on the table or
passes the deal.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ...errors import MjlearnError
from ...riichi.points import basic_value
from ...rules import Ruleset, get_ruleset
from ...table import AbortiveDraw, Chombo, GameState, Pao, Win, settle
from ...table.settle import transfers_balance
from ...trace import Step, step
from ..answers import messages, messages_table  # noqa: F401  (register the step codes)
from ..base import POINTS_LIST, Field, Misconception, Question, recomputed
from ..answers.fields import seat_fields
from ..registry import ExerciseKind, register_kind
from .table_kinds import SEATS, _scores, locate_payment, riichi_sentence, with_scores

PAO_YAKUMAN = ("daisangen", "daisuushii")
TSUMO_SHARE = 0.4


# --- pao -----------------------------------------------------------------------------------

def build_pao(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
              tsumo: bool | None = None) -> Question:
    kinds = [k for k in PAO_YAKUMAN if k in rules.pao and (k != "daisuushii" or rules.winds)]
    if difficulty == 1:
        kinds = [k for k in kinds if k == "daisangen"]
    if not kinds:
        raise MjlearnError("impossible_constraints")
    is_tsumo = rng.random() < TSUMO_SHARE if tsumo is None else tsumo
    dealer, winner = rng.randrange(SEATS), rng.randrange(SEATS)
    liable = rng.choice([s for s in range(SEATS) if s != winner])
    discarder = None
    if not is_tsumo:
        others = [s for s in range(SEATS) if s not in (winner, liable)]
        # now and then (level 2) the liable player deals in as well
        discarder = liable if difficulty >= 2 and rng.random() < 0.2 else rng.choice(others)
    honba = rng.randint(0, 2) if difficulty >= 2 else 0
    sticks = rng.randint(0, 1) if difficulty >= 2 else 0
    # the winner's hand is open (three called sets): only another player may be in riichi
    declared = tuple(s for s in range(SEATS)
                     if difficulty >= 2 and s != winner and rng.random() < 0.2)
    scores = _scores(rng, SEATS * rules.start_points - sticks * rules.riichi_deposit, 8000)
    data = {"scores": scores, "dealer": dealer, "honba": honba, "sticks": sticks,
            "winner": winner, "discarder": discarder, "liable": liable,
            "yakuman": rng.choice(kinds), "riichi": declared, "amounts": SEATS, "signed": True}
    params = {"dealer": dealer, "honba": honba, "sticks": sticks, "winner": winner,
              "liable": liable, "yaku": data["yakuman"]}
    code = "prompt.pao.tsumo" if is_tsumo else "prompt.pao.ron"
    if discarder is not None:
        params["discarder"] = discarder
    if declared:
        code += "_riichi"
        params["riichi"] = riichi_sentence(declared)
    # under the family rules the liable player often cannot pay it all: their points are
    # part of the question
    return Question("pao", seed, difficulty, rules.name, data,
                    with_scores((code, params), scores, rules), POINTS_LIST)


def _yakuman_basic(question: Question) -> int:
    rules = get_ruleset(question.ruleset)
    kind = question.data["yakuman"]
    return basic_value(0, 0, rules, yakuman=2 if kind in rules.double_yakuman else 1)


def _state(question: Question) -> GameState:
    d = question.data
    return GameState(scores=d["scores"], dealer=d["dealer"], honba=d["honba"],
                     riichi_sticks=d["sticks"])


def pao_result(question: Question, pao: bool = True, discarder: Any = "as asked"):
    """The round settled by the engine (with the liability, unless ``pao`` is False;
    ``discarder`` replaces the one who dealt in, for a mistake's recomputation)."""
    d = question.data
    kind = d["yakuman"]
    win = Win(d["winner"], _yakuman_basic(question),
              d["discarder"] if discarder == "as asked" else discarder, limit="yakuman",
              pao=Pao(d["liable"], kind) if pao else None, yaku=frozenset({kind}))
    return settle(_state(question), win, get_ruleset(question.ruleset), riichi=d["riichi"])


def expected_pao(question: Question) -> tuple[int, ...]:
    return pao_result(question).deltas


def _changed(question: Question, change) -> tuple[int, ...] | None:
    """The deltas with the transfer steps replaced by ``change(steps)`` (None: no change)."""
    steps = list(pao_result(question).steps)
    new = change(steps)
    return None if new is None else transfers_balance(new)[0]


def _pao_ignored(question: Question):
    return pao_result(question, pao=False).deltas


def _liable_pays_ron(question: Question):
    """The liable player pays the whole ron, as if they had dealt in."""
    d = question.data
    if d["discarder"] is None or d["discarder"] == d["liable"]:
        return None
    return pao_result(question, pao=False, discarder=d["liable"]).deltas


def _honba_shared(question: Question):
    """On a ron, the honba shared like the hand: half from the liable player."""
    d = question.data
    if d["discarder"] is None or d["discarder"] == d["liable"] or not d["honba"]:
        return None

    def change(steps):
        out = []
        for s in steps:
            if s.code == "settle.honba":
                half = s.value // 2
                out += [replace(s, value=s.value - half),
                        replace(s, value=half, params=dict(s.params, payer=d["liable"]))]
            else:
                out.append(s)
        return out
    return _changed(question, change)


def _honba_split(question: Question):
    """On a tsumo, each of the three others pays 100 per honba, as on an ordinary tsumo."""
    d = question.data
    if d["discarder"] is not None or not d["honba"]:
        return None
    each = get_ruleset(question.ruleset).honba_points * d["honba"] // (SEATS - 1)

    def change(steps):
        out = [s for s in steps if s.code != "settle.honba"]
        honba = next(s for s in steps if s.code == "settle.honba")
        out += [replace(honba, value=each, params=dict(honba.params, payer=p, amount=each))
                for p in range(SEATS) if p != d["winner"]]
        return out
    return _changed(question, change)


def _drop(code: str):
    def wrong(question: Question):
        return _changed(question, lambda steps: [s for s in steps if s.code != code]
                        if any(s.code == code for s in steps) else None)
    return wrong


def _all_sticks_dropped(question: Question):
    """No riichi stick at all: the declarer keeps their 1,000 and the winner takes
    nothing from the table (only when someone declared riichi in this hand)."""
    if not question.data["riichi"]:
        return None
    return _changed(question, lambda steps: [s for s in steps if s.code not in (
        "settle.riichi_deposit", "settle.riichi_sticks")])


def _liable(question: Question) -> dict:
    return {"seat": question.data["liable"], "yaku": question.data["yakuman"]}


PAO_MISCONCEPTIONS = (
    recomputed("misconception.pao_ignored", _pao_ignored, _liable, skill="table.pao"),
    recomputed("misconception.pao_liable_pays_ron", _liable_pays_ron, _liable,
               skill="table.pao"),
    recomputed("misconception.pao_honba_shared", _honba_shared,
               lambda q: {"seat": q.data["discarder"]}, skill="table.pao"),
    recomputed("misconception.pao_honba_split", _honba_split, _liable, skill="table.pao"),
    recomputed("misconception.forgot_honba", _drop("settle.honba"),
               lambda q: {"honba": q.data["honba"]}, skill="pay.honba"),
    recomputed("misconception.forgot_riichi_sticks", _drop("settle.riichi_sticks"),
               lambda q: {"sticks": q.data["sticks"] + len(q.data["riichi"])},
               skill="table.riichi_sticks"),
    recomputed("misconception.forgot_all_sticks", _all_sticks_dropped,
               lambda q: {"sticks": q.data["sticks"] + len(q.data["riichi"])},
               skill="table.riichi_sticks"),
    recomputed("misconception.forgot_riichi_deposit", _drop("settle.riichi_deposit"),
               lambda q: {"seats": q.data["riichi"]}, skill="table.riichi_deposit"),
)


def explain_pao(question: Question) -> tuple[Step, ...]:
    steps = [s for s in pao_result(question).steps
             if s.code not in ("settle.dealer_repeats", "settle.deal_passes",
                                 "settle.new_round", "settle.deal_passes_no_winds",
                                 "settle.hand_replayed")]
    return tuple(steps) + (step("exercise.settle.answer", changes=expected_pao(question)),)


def pao_hint(question: Question) -> Step:
    """What the hand is worth, not who pays it."""
    d = question.data
    multiple = 6 if d["winner"] == d["dealer"] else 4
    return step("exercise.pao.value", yaku=d["yakuman"],
                amount=_yakuman_basic(question) * multiple)


def locate_pao(question: Question, given: Any) -> Step | None:
    """The payment where the learner's change for a player first parts from the
    engine's (as for a round's settlement)."""
    if not isinstance(given, tuple) or len(given) != SEATS:
        return None
    return locate_payment(explain_pao(question), expected_pao(question), given)


def pao_skills(question: Question) -> tuple[str, ...]:
    d = question.data
    found = ["table.pao", "pay.yakuman"]
    if d["honba"]:
        found.append("pay.honba")
    if d["sticks"] or d["riichi"]:
        found.append("table.riichi_sticks")
    return tuple(found)


def _seat_fields(question: Question) -> tuple[Field, ...]:
    return seat_fields(question.data["dealer"])


register_kind(ExerciseKind(
    name="pao", build=build_pao, expected=expected_pao, misconceptions=PAO_MISCONCEPTIONS,
    explain=explain_pao, difficulties=(1, 2), constraints=("tsumo",), skills=pao_skills,
    hint=pao_hint, fields=_seat_fields, locate=locate_pao))


# --- abortive draws (and chombo) -------------------------------------------------------------

CHOMBO_SHARE = 0.5       # of level 3 questions
# Why a hand is void, as a prompt tells it (each a chombo by EMA §3.4.6).
CHOMBO_REASONS = ("furiten_ron", "false_win", "false_riichi")


def _riichi_for(kind: str, rng: random.Random, difficulty: int, caller: int | None) -> tuple:
    """The riichi declared during the hand, as each draw allows."""
    if kind == "suucha_riichi":
        return tuple(range(SEATS))
    if kind in ("kyuushu_kyuuhai", "suufon_renda"):
        return ()            # called in the first go-around: nobody has declared yet
    chance = 0.25 if difficulty == 1 else 0.45
    return tuple(s for s in range(SEATS) if s != caller and rng.random() < chance)


def build_abortive(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                   chombo: bool | None = None) -> Question:
    draws = sorted(k for k in rules.abortive_draws if k != "sanchahou")
    if chombo is None:      # a chombo from level 3 on (only chombo where no draw is played)
        chombo = difficulty >= 3 and (not draws or rng.random() < CHOMBO_SHARE)
    void = chombo
    if not void and not draws:
        raise MjlearnError("impossible_constraints")
    dealer = rng.randrange(SEATS)
    honba = rng.randint(0, 3) if difficulty >= 2 else rng.randint(0, 2)
    sticks = rng.randint(0, 2)
    scores = _scores(rng, SEATS * rules.start_points - sticks * rules.riichi_deposit, 8000)
    data: dict[str, Any] = {"scores": scores, "dealer": dealer, "honba": honba,
                            "sticks": sticks, "amounts": 3}
    params: dict[str, Any] = {"dealer": dealer, "honba": honba, "sticks": sticks}
    if void:
        offender = rng.randrange(SEATS)
        declared = tuple(s for s in range(SEATS) if rng.random() < 0.35)
        reason = rng.choice(CHOMBO_REASONS)
        if reason == "false_riichi" and offender not in declared:
            declared = tuple(sorted(declared + (offender,)))
        data.update(outcome="chombo", seat=offender, riichi=declared, reason=reason)
        params.update(seat=offender, reason=reason)
        code = "prompt.abortive.chombo"
    else:
        kind = rng.choice(draws)
        caller = rng.randrange(SEATS) if kind == "kyuushu_kyuuhai" else None
        declared = _riichi_for(kind, rng, difficulty, caller)
        data.update(outcome=kind, seat=caller, riichi=declared)
        params.update(kind=kind)
        code = "prompt.abortive.kyuushu" if caller is not None else "prompt.abortive.draw"
        if caller is not None:
            # nine different terminals and honours: dragons only in a set without winds
            params.update(seat=caller, honours="winds_and_dragons" if rules.winds else "dragons")
    if declared and kind_of(data) != "suucha_riichi":
        code += "_riichi"
        params["riichi"] = riichi_sentence(declared)
    return Question("abortive_draw", seed, difficulty, rules.name, data, (code, params),
                    POINTS_LIST)


def kind_of(data) -> str:
    return data["outcome"]


def abortive_result(question: Question):
    d = question.data
    if d["outcome"] == "chombo":
        outcome: Any = Chombo(d["seat"])
    else:
        seats = (d["seat"],) if d["seat"] is not None else ()
        outcome = AbortiveDraw(d["outcome"], seats)
    return settle(_state(question), outcome, get_ruleset(question.ruleset), riichi=d["riichi"])


def _answer(honba: int, sticks: int, dealer: int) -> tuple[int, int, int]:
    """The answer's three fields: the counter, the sticks on the table, the next dealer
    as the learner numbers players (1–4)."""
    return honba, sticks, dealer % SEATS + 1


def expected_abortive(question: Question) -> tuple[int, int, int]:
    after = abortive_result(question).after
    return _answer(after.honba, after.riichi_sticks, after.dealer)


def _under(honba=None, sticks=None, passes=False, outcome=("abortive",)):
    """The answer when the hand is settled with one wrong rule: the counter ``honba``
    (a function of the counter before), the sticks ``sticks`` (a function of those lying
    there before and those put down during the hand), the deal passing on."""
    def wrong(question: Question):
        d = question.data
        is_chombo = d["outcome"] == "chombo"
        if ("chombo" if is_chombo else "abortive") not in outcome:
            return None
        right = expected_abortive(question)
        h, s, nxt = right
        if honba is not None:
            h = honba(d["honba"])
        if sticks is not None:
            if not d["riichi"]:
                return None
            s = sticks(d["sticks"], len(d["riichi"]))
        if passes:
            nxt = _answer(0, 0, d["dealer"] + 1)[2]
        answer = (h, s, nxt)
        return answer if answer != right else None
    return wrong


ABORTIVE_MISCONCEPTIONS = (
    recomputed("misconception.abortive_honba_kept", _under(honba=lambda h: h),
               skill="table.abortive_draw"),
    recomputed("misconception.abortive_honba_reset", _under(honba=lambda h: 0),
               skill="table.abortive_draw"),
    recomputed("misconception.abortive_sticks_returned", _under(sticks=lambda before, new: before),
               skill="table.riichi_sticks"),
    recomputed("misconception.abortive_deal_passes", _under(passes=True),
               skill="table.abortive_draw"),
    recomputed("misconception.chombo_as_draw", _under(honba=lambda h: h + 1, passes=True,
                                                       outcome=("chombo",)),
               skill="table.chombo"),
    recomputed("misconception.chombo_honba_added", _under(honba=lambda h: h + 1,
                                                           outcome=("chombo",)),
               skill="table.chombo"),
    recomputed("misconception.chombo_sticks_kept", _under(sticks=lambda before, new: before + new,
                                                           outcome=("chombo",)),
               skill="table.chombo"),
    recomputed("misconception.chombo_deal_passes", _under(passes=True, outcome=("chombo",)),
               skill="table.chombo"),
)


def explain_abortive(question: Question) -> tuple[Step, ...]:
    h, s, nxt = expected_abortive(question)
    return abortive_result(question).steps + (
        step("exercise.abortive.answer", honba=h, sticks=s, dealer=nxt - 1),)


def abortive_hint(question: Question) -> Step:
    """The question to ask oneself, not its answer."""
    return step("exercise.abortive.hint",
                outcome="chombo" if question.data["outcome"] == "chombo" else "abortive")


def abortive_skills(question: Question) -> tuple[str, ...]:
    d = question.data
    found = ["table.chombo" if d["outcome"] == "chombo" else "table.abortive_draw", "pay.honba"]
    if d["sticks"] or d["riichi"]:
        found.append("table.riichi_sticks")
    return tuple(found)


def abortive_fields(question: Question) -> tuple[Field, ...]:
    return (Field("honba", ("field.honba_next", {})), Field("sticks", ("field.sticks_next", {})),
            Field("next_dealer", ("field.next_dealer", {})))


register_kind(ExerciseKind(
    name="abortive_draw", build=build_abortive, expected=expected_abortive,
    misconceptions=ABORTIVE_MISCONCEPTIONS, explain=explain_abortive, difficulties=(1, 2, 3),
    constraints=("chombo",), skills=abortive_skills, hint=abortive_hint,
    fields=abortive_fields))

__all__ = ["pao_result", "abortive_result", "PAO_MISCONCEPTIONS", "ABORTIVE_MISCONCEPTIONS"]
