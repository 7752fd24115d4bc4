"""Settling a round: who pays whom, and what the next hand looks like.

A round ends in one of three ways, described by plain data:

- one :class:`Win` with ``discarder=None``: a tsumo, paid by the three others;
- one or more :class:`Win` on the same discarder: ron (several winners are each paid
  separately, seed 002 §Ogólne zasady);
- an :class:`ExhaustiveDraw`: tenpai/noten payments, or nagashi mangan where the
  ruleset has it; the riichi sticks stay on the table;
- an :class:`~mjlearn.table.abortive.AbortiveDraw` (kyuushu kyuuhai, four riichi …): the
  hand is abandoned (:mod:`.abortive`); three rons on one discard are one where the
  ruleset has sanchahou;
- a :class:`~mjlearn.table.chombo.Chombo`: the hand is void and dealt again (:mod:`.chombo`).

A win may carry a liability (``Win.pao``, :mod:`.pao`): the liable player pays all of a
tsumo, or half of a ron.

A win is described by its **basic points** (``Win(winner, basic, discarder)``), so the
table does not need the hand: :func:`win_from_score` builds one from the Riichi hand
engine's result. The hand's own payments come from :func:`mjlearn.riichi.points.payments`;
honba and riichi sticks are distributed here, because who gets them depends on the table
(several winners).

Riichi declarations are passed as the seats whose declaration stood (EMA §3.3.14: a
declaration whose discard is ronned is void, so the caller leaves it out). The deposit is
taken whatever the declarer's score; going below zero that way is a bust like any other
(the seeds set no minimum score for riichi).

Every movement of points is a step whose ``params`` name the ``payer`` and the
``receiver`` (``None`` = the table) and whose ``value`` is the amount: the new scores are
computed *from* those steps, so the explanation cannot disagree with the result, and no
point can appear or vanish.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

from ..errors import MjlearnError, register_error_codes
from ..riichi.points import LIMIT_BASIC, payments
from ..rules import Ruleset
from ..rules import CHOICES
from ..trace import Step, register_step_codes, step
from ..checks import MAX_POINTS, accepts, bad_argument, check_items, describe
from .abortive import AbortiveDraw, abortive_steps, check_abortive
from .chombo import CHOMBO_TRANSFER_CODES, Chombo, chombo_steps
from .holdings import StickExchange, StickMove, cap_at_holding, move_sticks
from .pao import PAO_TRANSFER_CODES, Pao, check_pao, pao_ron_steps, pao_tsumo_steps
from .state import PLAYERS, RULES, GameState, check_seat

register_step_codes({
    # transfers: value = amount, from payer to receiver (None = the table)
    "settle.riichi_deposit": ("payer", "receiver", "amount"),
    "settle.ron": ("payer", "receiver", "basic", "limit", "dealer", "amount"),
    "settle.tsumo": ("payer", "receiver", "basic", "limit", "payer_role", "amount"),
    "settle.honba": ("payer", "receiver", "honba", "amount"),
    "settle.riichi_sticks": ("payer", "receiver", "sticks", "amount"),
    "settle.own_riichi_stick": ("payer", "receiver", "amount"),
    "settle.noten": ("payer", "receiver", "tenpai_count", "amount"),
    "settle.nagashi": ("payer", "receiver", "basic", "payer_role", "amount"),
    # notes (no value)
    "settle.winners_order": ("discarder", "winners"),
    "settle.exhaustive_draw": ("tenpai",),
    "settle.sticks_stay": ("sticks",),
    "settle.dealer_repeats": ("dealer", "honba"),
    # a void hand (chombo) is dealt again: the same dealer, the counter unchanged
    "settle.hand_replayed": ("dealer", "honba"),
    "settle.deal_passes": ("dealer", "round_wind", "honba"),
    # the deal back with the first dealer: a new round begins
    "settle.new_round": ("dealer", "round_wind", "honba"),
    # rules without wind tiles have no round wind to name
    "settle.deal_passes_no_winds": ("dealer", "honba"),
})

TRANSFER_CODES = frozenset({
    "settle.riichi_deposit", "settle.ron", "settle.tsumo", "settle.honba",
    "settle.riichi_sticks", "settle.own_riichi_stick", "settle.noten", "settle.nagashi",
}) | PAO_TRANSFER_CODES | CHOMBO_TRANSFER_CODES

register_error_codes({
    "bad_basic_points": ("basic",),
    "winner_is_discarder": ("seat",),
    "duplicate_winner": ("seat",),
    "mixed_wins": (),
    "no_outcome": (),
    "too_many_ron_winners": ("count", "max"),
    "duplicate_riichi": ("seat",),
    "riichi_declarer_noten": ("seat",),
    "nagashi_not_in_rules": (),
    "bad_outcome": ("outcome",),
    "not_a_score_result": ("type",),
    "not_a_game_state": ("type",),
    "bad_yaku_ids": ("yaku",),
})

# Who takes the riichi sticks / the honba when several players win on one discard.
MULTI_RON_STICKS = ("first_after_discarder", "first_after_discarder_keep_own")
MULTI_RON_HONBA = ("first_after_discarder", "every_winner")


@dataclass(frozen=True, slots=True)
class Win:
    """A winning hand at the table: ``basic`` points, by ``winner``, on ``discarder``'s
    tile (``None``: tsumo). ``limit`` is the limit id reached, if any (for the trace).
    ``pao``: who is liable for the hand, if anyone (:class:`~mjlearn.table.pao.Pao`);
    ``yaku``: the ids of the hand's yaku and yakuman, which a liability is checked against
    (:func:`win_from_score` fills them in)."""

    winner: int
    basic: int
    discarder: int | None = None
    limit: str | None = None
    pao: Pao | None = None
    yaku: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        check_seat(self.winner)
        if self.discarder is not None:
            check_seat(self.discarder)
            if self.discarder == self.winner:
                raise MjlearnError("winner_is_discarder", seat=self.winner)
        if type(self.basic) is not int or not 0 < self.basic <= MAX_POINTS:
            raise MjlearnError("bad_basic_points", basic=describe(self.basic, 20, literal=True))
        if self.limit is not None and (type(self.limit) is not str or self.limit not in LIMIT_BASIC):
            raise bad_argument("limit", "text", self.limit)
        if self.pao is not None and not isinstance(self.pao, Pao):
            raise MjlearnError("bad_outcome", outcome=type(self.pao).__name__)
        yaku = self.yaku
        if isinstance(yaku, (str, bytes, Mapping)):
            raise MjlearnError("bad_yaku_ids", yaku=describe(yaku, literal=True))
        yaku = check_items("yaku", yaku, maximum=200)
        if not all(type(y) is str for y in yaku):
            raise MjlearnError("bad_yaku_ids", yaku=describe(yaku, literal=True))
        object.__setattr__(self, "yaku", frozenset(yaku))

    @property
    def tsumo(self) -> bool:
        return self.discarder is None


@dataclass(frozen=True, slots=True)
class ExhaustiveDraw:
    """The wall ran out: the seats in ``tenpai``, and the seats with nagashi mangan."""

    tenpai: frozenset[int] = frozenset()
    nagashi: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        for name in ("tenpai", "nagashi"):
            seats = frozenset(check_seat(s) for s in check_items(name, getattr(self, name), maximum=PLAYERS * 4))
            object.__setattr__(self, name, seats)


@dataclass(frozen=True, slots=True)
class Settlement:
    """``before`` and ``after`` the round; ``deltas`` by seat (the table's share is
    ``table_delta``); ``kind`` is "ron", "tsumo", "exhaustive_draw", "abortive_draw" or
    "chombo"; ``stick_moves``: the sticks each transfer moved, when the ruleset plays with
    sticks."""

    before: GameState
    after: GameState
    kind: str
    deltas: tuple[int, ...]
    table_delta: int
    dealer_repeats: bool
    steps: tuple[Step, ...]
    stick_moves: tuple[StickMove | StickExchange, ...] = ()


def win_from_score(result: Any, winner: int, discarder: int | None = None,
                   pao: Pao | None = None) -> Win:
    """A :class:`Win` from the Riichi hand engine's result (``score(...)``): it reads
    ``result.basic_points`` (a number, or an object with ``.basic``), ``result.limit`` and
    the ids of ``result.yaku`` (so a liability, ``pao``, is checked against the hand)."""
    basic = getattr(result, "basic_points", None)
    if basic is not None and not isinstance(basic, int):
        basic = getattr(basic, "basic", None)
    if type(basic) is not int:
        raise MjlearnError("not_a_score_result", type=type(result).__name__)
    limit = getattr(result, "limit", None)
    yaku = frozenset(getattr(y, "id", y) for y in getattr(result, "yaku", ()) or ())
    return Win(winner=winner, basic=basic, discarder=discarder,
               limit=limit if isinstance(limit, str) else None, pao=pao, yaku=yaku)


def _transfer(code: str, payer: int | None, receiver: int | None, amount: int, **params: Any) -> Step:
    return step(code, amount, payer=payer, receiver=receiver, amount=amount, **params)


def transfers_balance(steps: Iterable[Step]) -> tuple[tuple[int, ...], int]:
    """Per-seat deltas and the table's delta, summed over the transfer steps."""
    deltas = [0] * PLAYERS
    table = 0
    for s in steps:
        if s.code not in TRANSFER_CODES:
            continue
        payer, receiver = s.params["payer"], s.params["receiver"]
        if payer is None:
            table -= s.value
        else:
            deltas[payer] -= s.value
        if receiver is None:
            table += s.value
        else:
            deltas[receiver] += s.value
    return tuple(deltas), table


def _choice(rules: Ruleset, option: str, allowed: Sequence[str]) -> str:
    value = getattr(rules, option)
    if value not in allowed:
        raise MjlearnError("bad_rule_value", option=option, value=describe(value, literal=True))
    return value


def _wins(outcome: Win | Sequence[Win], rules: Ruleset, paid: bool = True) -> tuple[Win, ...]:
    """The wins of a round, checked; ``paid``: they are to be paid, so the ruleset's most
    winners on one discard applies."""
    wins = (outcome,) if isinstance(outcome, Win) else check_items("outcome", outcome, "outcome",
                                                                   maximum=PLAYERS)
    if not wins:
        raise MjlearnError("no_outcome")
    for win in wins:
        if not isinstance(win, Win):
            raise bad_argument("outcome", "outcome", win)
    if len(wins) > 1 and any(w.tsumo for w in wins):
        raise MjlearnError("mixed_wins")
    if len({w.discarder for w in wins}) != 1:
        raise MjlearnError("mixed_wins")
    seen: set[int] = set()
    for win in wins:
        if win.winner in seen:
            raise MjlearnError("duplicate_winner", seat=win.winner)
        seen.add(win.winner)
        if win.pao is not None:
            check_pao(win, rules)
    if paid and len(wins) > rules.max_ron_winners:
        raise MjlearnError("too_many_ron_winners", count=len(wins), max=rules.max_ron_winners)
    return wins


def _riichi_steps(state: GameState, riichi: Iterable[int], rules: Ruleset) -> tuple[frozenset[int], list[Step]]:
    """Each declaration puts ``rules.riichi_deposit`` on the table (seed 001, EMA §3.3.14)."""
    declared: list[int] = []
    for seat in check_items("riichi", riichi, maximum=PLAYERS * 4):
        check_seat(seat)
        if seat in declared:
            raise MjlearnError("duplicate_riichi", seat=seat)
        declared.append(seat)
    steps = [_transfer("settle.riichi_deposit", seat, None, rules.riichi_deposit) for seat in sorted(declared)]
    return frozenset(declared), steps


def _tsumo_steps(state: GameState, win: Win, rules: Ruleset, sticks: int) -> list[Step]:
    steps: list[Step] = []
    dealer = win.winner == state.dealer
    basic = win.basic
    if win.pao is not None:
        # the liable player pays as if they had dealt in (and the honba, unless part of
        # the hand is still paid as an ordinary tsumo)
        steps, basic = pao_tsumo_steps(win, dealer, rules)
    honba_each, remainder = divmod(rules.honba_points * state.honba, PLAYERS - 1)
    if remainder:
        raise MjlearnError("bad_rule_value", option="honba_points", value=describe(rules.honba_points, literal=True))
    payers = _turn_order(win.winner)
    if basic:
        pay = payments(basic, dealer, True, rules)
        for payer in payers:
            role = "dealer" if payer == state.dealer else "non_dealer"
            steps.append(_transfer("settle.tsumo", payer, win.winner, pay.amounts[role],
                                   basic=basic, limit=win.limit, payer_role=role))
    if state.honba and basic:
        for payer in payers:
            steps.append(_transfer("settle.honba", payer, win.winner, honba_each, honba=state.honba))
    elif state.honba:
        steps.append(_transfer("settle.honba", win.pao.seat, win.winner, rules.honba_points * state.honba,
                               honba=state.honba))
    if sticks:
        steps.append(_transfer("settle.riichi_sticks", None, win.winner, sticks * rules.riichi_deposit,
                               sticks=sticks))
    return steps


def _turn_order(seat: int) -> list[int]:
    """The other three seats, in turn order after ``seat`` (its right-hand neighbour first)."""
    return [(seat + k) % PLAYERS for k in range(1, PLAYERS)]


def _ron_steps(state: GameState, wins: tuple[Win, ...], rules: Ruleset,
               sticks: int, declared: frozenset[int]) -> list[Step]:
    discarder = wins[0].discarder
    # Winners in turn order after the discarder: the first one is "nearest" (seed 002,
    # rulesets row 17: "the winner closest to the discarder's right").
    by_seat = {w.winner: w for w in wins}
    ordered = [by_seat[s] for s in _turn_order(discarder) if s in by_seat]
    steps: list[Step] = []
    if len(ordered) > 1:
        steps.append(step("settle.winners_order", None, discarder=discarder,
                          winners=tuple(w.winner for w in ordered)))
    honba_rule = _choice(rules, "multi_ron_honba", MULTI_RON_HONBA)
    sticks_rule = _choice(rules, "multi_ron_sticks", MULTI_RON_STICKS)
    first = ordered[0].winner
    left = sticks
    for win in ordered:
        dealer = win.winner == state.dealer
        if win.pao is not None:      # the discarder and the liable player share the hand
            steps += pao_ron_steps(win, dealer, rules)
        else:
            amount = payments(win.basic, dealer, False, rules).amounts["discarder"]
            steps.append(_transfer("settle.ron", discarder, win.winner, amount, basic=win.basic,
                                   limit=win.limit, dealer=dealer))
        if state.honba and (win.winner == first or honba_rule == "every_winner"):
            steps.append(_transfer("settle.honba", discarder, win.winner,
                                   rules.honba_points * state.honba, honba=state.honba))
        # EMA §4.1: a winner who declared riichi this hand takes their own stick back.
        if sticks_rule == "first_after_discarder_keep_own" and win.winner != first \
                and win.winner in declared:
            steps.append(_transfer("settle.own_riichi_stick", None, win.winner, rules.riichi_deposit))
            left -= 1
    if left:
        steps.append(_transfer("settle.riichi_sticks", None, first, left * rules.riichi_deposit, sticks=left))
    return steps


def _draw_steps(state: GameState, draw: ExhaustiveDraw, rules: Ruleset,
                declared: frozenset[int], sticks: int) -> list[Step]:
    for seat in sorted(declared):
        if seat not in draw.tenpai:  # a riichi hand is tenpai and must be shown (EMA §3.4.2)
            raise MjlearnError("riichi_declarer_noten", seat=seat)
    steps = [step("settle.exhaustive_draw", None, tenpai=tuple(sorted(draw.tenpai)))]
    if draw.nagashi:
        if not rules.nagashi_mangan:
            raise MjlearnError("nagashi_not_in_rules")
        # Paid as a mangan tsumo, without honba or sticks, instead of the noten
        # payments (seed 000 "2000 puntos básicos"; rulesets row 14, wiki:Ryuukyoku).
        basic = LIMIT_BASIC["mangan"]
        for winner in sorted(draw.nagashi):
            pay = payments(basic, winner == state.dealer, True, rules)
            for payer in _turn_order(winner):
                role = "dealer" if payer == state.dealer else "non_dealer"
                steps.append(_transfer("settle.nagashi", payer, winner, pay.amounts[role],
                                       basic=basic, payer_role=role))
    else:
        tenpai = len(draw.tenpai)
        if 0 < tenpai < PLAYERS:
            # 3 000 in all: every noten player pays every tenpai player the same share
            # (1 tenpai: 1 000 from each; 2: 1 500 each way; 3: 1 000 to each).
            pairs = tenpai * (PLAYERS - tenpai)
            each, remainder = divmod(rules.noten_total, pairs)
            if remainder:
                raise MjlearnError("bad_rule_value", option="noten_total", value=describe(rules.noten_total, literal=True))
            for payer in range(PLAYERS):
                if payer in draw.tenpai:
                    continue
                for receiver in sorted(draw.tenpai):
                    steps.append(_transfer("settle.noten", payer, receiver, each, tenpai_count=tenpai))
    if sticks:  # nothing to say about an empty table
        steps.append(step("settle.sticks_stay", None, sticks=sticks))
    return steps


def _next_state(state: GameState, scores: tuple[int, ...], sticks: int,
                dealer_repeats: bool, honba: int, chombo: tuple[int, ...],
                winds: bool = True) -> tuple[GameState, Step]:
    if dealer_repeats:
        after = replace(state, scores=scores, riichi_sticks=sticks, honba=honba, chombo=chombo,
                        sticks=None)
        # the counter grows whenever the dealer keeps the deal, but for a void hand
        code = "settle.dealer_repeats" if honba != state.honba else "settle.hand_replayed"
        return after, step(code, None, dealer=state.dealer, honba=honba)
    dealer = (state.dealer + 1) % PLAYERS
    round_wind = state.round_wind
    if dealer == 0:  # the deal is back with the first dealer: the next round begins
        round_wind += 1
    after = GameState(scores=scores, dealer=dealer, round_wind=round_wind, honba=honba, riichi_sticks=sticks,
                      chombo=chombo)
    if not winds:  # a set without winds has no round wind to name
        return after, step("settle.deal_passes_no_winds", None, dealer=dealer, honba=honba)
    # the round is named as changed only when it changes
    code = "settle.new_round" if round_wind != state.round_wind else "settle.deal_passes"
    return after, step(code, None, dealer=dealer, round_wind=after.round_wind_id, honba=honba)


Outcome = Win | Sequence[Win] | ExhaustiveDraw | AbortiveDraw | Chombo


def _sanchahou(outcome: Outcome, rules: Ruleset) -> Outcome:
    """Three rons on one discard are an abortive draw where the ruleset has sanchahou."""
    if "sanchahou" in rules.abortive_draws and not isinstance(outcome, (Win, ExhaustiveDraw,
                                                                         AbortiveDraw, Chombo)):
        wins = check_items("outcome", outcome, "outcome", maximum=PLAYERS)
        if len(wins) == 3 and all(isinstance(w, Win) for w in wins):
            _wins(wins, rules, paid=False)        # a valid triple ron …
            return AbortiveDraw("sanchahou", tuple(w.winner for w in wins))   # … abandoned
        return wins
    return outcome


@accepts(rules=RULES)
def settle(state: GameState, outcome: Outcome, rules: Ruleset, riichi: Iterable[int] = ()) -> Settlement:
    """Settle one round: the riichi declarations made during it (seats in ``riichi``),
    then the win(s), the exhaustive or abortive draw, or the chombo, then what happens
    next."""
    if not isinstance(state, GameState):
        raise MjlearnError("not_a_game_state", type=type(state).__name__)
    declared, steps = _riichi_steps(state, riichi, rules)
    sticks = state.riichi_sticks + len(declared)
    outcome = _sanchahou(outcome, rules)
    chombo_after = state.chombo
    if isinstance(outcome, Chombo):
        # the hand is void: the sticks go back, the honba and the deal stay as they were
        kind = "chombo"
        _choice(rules, "chombo", CHOICES["chombo"])
        more, chombo_after = chombo_steps(state, outcome, rules, declared)
        steps += more
        dealer_repeats, honba = True, state.honba
    elif isinstance(outcome, AbortiveDraw):
        kind = "abortive_draw"
        check_abortive(outcome, rules, declared)
        more, effect = abortive_steps(outcome)
        steps += more
        if sticks:
            steps.append(step("settle.sticks_stay", None, sticks=sticks))
        dealer_repeats, honba = effect.dealer_repeats, state.honba + effect.honba
    elif isinstance(outcome, ExhaustiveDraw):
        kind = "exhaustive_draw"
        steps += _draw_steps(state, outcome, rules, declared, sticks)
        # Honba +1 after a draw; the dealer keeps the deal when tenpai (rows 18, 21).
        dealer_repeats = state.dealer in outcome.tenpai
        honba = state.honba + 1
    else:
        wins = _wins(outcome, rules)
        kind = "tsumo" if wins[0].tsumo else "ron"
        if kind == "tsumo":
            steps += _tsumo_steps(state, wins[0], rules, sticks)
        else:
            steps += _ron_steps(state, wins, rules, sticks, declared)
        # Honba +1 after a dealer win (also as one of several winners); back to 0 when
        # only non-dealers win (rulesets rows 18, 21; EMA §3.4.10–11).
        dealer_repeats = any(w.winner == state.dealer for w in wins)
        honba = state.honba + 1 if dealer_repeats else 0
    if rules.pay_what_you_hold:
        # seed 003 §4.4: a player who cannot pay pays what they hold, and is out
        steps = cap_at_holding(state, steps, TRANSFER_CODES)
    deltas, table_delta = transfers_balance(steps)
    scores = tuple(s + d for s, d in zip(state.scores, deltas))
    sticks_after = state.riichi_sticks + table_delta // rules.riichi_deposit
    after, next_step = _next_state(state, scores, sticks_after, dealer_repeats, honba, chombo_after,
                                   rules.winds)
    moves: tuple[StickMove | StickExchange, ...] = ()
    if rules.track_sticks and state.sticks is not None:
        # seed 003 §4.3: every payment made in sticks, with change (a game begun with
        # new_game holds sticks; a state built from scores alone counts points only)
        held, moves = move_sticks(state, steps, TRANSFER_CODES, rules)
        after = replace(after, sticks=held)
    steps.append(next_step)
    return Settlement(state, after, kind, deltas, table_delta, dealer_repeats, tuple(steps), moves)
