"""The family rules at the table (seed 003, preset ``kostaryov``): a player who cannot pay
pays what they hold and is out (§4.4), and every payment is made in sticks, with change,
through the whole game (§4.3). Issue 13 items 12 and 13."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.rules import KOSTARYOV, STANDARD
from mjlearn.table import ExhaustiveDraw, GameState, Win, game_end, settle
from mjlearn.table.state import new_game
from mjlearn.table.sticks import STARTING_SET, Sticks, pay_with_sticks


def test_a_player_who_cannot_pay_pays_what_they_hold_and_is_out():
    # seed 003 §4.1: the dealer wins by ron, the discarder pays 6 × Base; a mangan is
    # 2 000 basic (§3.4) -> 12 000, but the discarder holds 5 000
    state = GameState(scores=(45000, 30000, 20000, 5000))
    result = settle(state, Win(winner=0, basic=2000, discarder=3), KOSTARYOV)
    assert result.after.scores == (50000, 30000, 20000, 0)
    note = next(s for s in result.steps if s.code == "settle.pays_what_they_hold")
    assert dict(note.params) == {"payer": 3, "receiver": 0, "owed": 12000, "paid": 5000}
    # §4.4: "не может выплатить требуемую сумму … выбывает"; the first one out ends the game
    end = game_end(result.after, KOSTARYOV)
    assert (end.over, end.reason, end.busted) == (True, "bust", (3,))
    # the standard rules let the discarder go below zero instead
    assert settle(state, Win(winner=0, basic=2000, discarder=3), STANDARD).after.scores == \
        (57000, 30000, 20000, -7000)


def test_on_a_tsumo_only_the_short_payer_pays_less():
    # seed 003 §4.2: a non-dealer's tsumo, dealer 2 × Base and the others 1 × Base:
    # mangan 2 000 -> 4 000 / 2 000 each; the dealer holds 1 500
    state = GameState(scores=(1500, 40000, 30000, 28500))
    result = settle(state, Win(winner=1, basic=2000), KOSTARYOV)
    assert result.after.scores == (0, 40000 + 1500 + 2000 + 2000, 28000, 26500)
    assert sum(result.after.scores) == sum(state.scores)


def test_a_kostaryov_game_deals_sticks_and_pays_in_sticks_with_change():
    # seed 003 §4.3 (sticks of 10 000, 5 000, 1 000, 100; exchange allowed; the sum paid
    # equals the computed one); the starting set is seed 000's: 1 × 10 000, 2 × 5 000,
    # 4 × 1 000, 10 × 100 = 25 000 (§4.4: "стартом в 25 000")
    state = new_game(KOSTARYOV)
    assert state.sticks == (STARTING_SET,) * 4 and STARTING_SET.value == 25000
    # seat 1 wins a mangan by tsumo: dealer 4 000, the others 2 000 each
    result = settle(state, Win(winner=1, basic=2000), KOSTARYOV)
    assert result.after.scores == (21000, 33000, 23000, 23000)
    assert [held.value for held in result.after.sticks] == list(result.after.scores)
    dealer = next(m for m in result.stick_moves if m.payer == 0)
    # the fewest sticks: a 5 000 stick and 1 000 back, not four 1 000 sticks
    assert dealer.payment == pay_with_sticks(STARTING_SET, dealer_payee(result), 4000)
    assert (dealer.payment.given.as_dict(), dealer.payment.change.as_dict()) == ({5000: 1}, {1000: 1})
    assert new_game(STANDARD).sticks is None        # the standard rules count points only


def dealer_payee(result):
    """The winner's sticks when the dealer paid: the payers go in turn order after the
    winner (seats 2, 3, then the dealer 0)."""
    held = STARTING_SET
    for move in result.stick_moves:
        if move.payer == 0:
            return held
        held = move.payment.payee_after
    raise AssertionError("the dealer did not pay")


def test_sticks_follow_every_settlement_of_a_game():
    state = new_game(KOSTARYOV)
    rounds = [
        (Win(winner=2, basic=1000, discarder=0), (0, 2)),    # two riichi deposits
        (ExhaustiveDraw(tenpai=frozenset({1})), ()),
        (Win(winner=3, basic=640), (3,)),                     # takes the sticks on the table
        (Win(winner=0, basic=8000, discarder=1), ()),
    ]
    for outcome, riichi in rounds:
        result = settle(state, outcome, KOSTARYOV, riichi=riichi)
        state = result.after
        assert [held.value for held in state.sticks] == list(state.scores)
        assert sum(state.scores) + 1000 * state.riichi_sticks == 4 * 25000
    # seat 1 could not pay the yakuman (8 000 basic x 6 = 48 000) and is out with nothing
    assert state.scores[1] == 0 and state.sticks[1] == Sticks((0, 0, 0, 0))


def test_another_player_helps_make_the_exact_sum():
    # seed 003 §4.3 "можно помогать собрать точную сумму": seat 0 holds one 10 000 stick,
    # seat 1 has no change for 1 300; seat 2 changes it
    state = GameState(scores=(10000, 25000, 30000, 35000), sticks=(
        Sticks((1, 0, 0, 0)), Sticks((2, 1, 0, 0)), Sticks((2, 1, 4, 10)), Sticks((3, 1, 0, 0))))
    # a non-dealer's ron of 320 basic points (1 han 40 fu): 4 x 320 = 1 280 -> 1 300
    result = settle(state, Win(winner=1, basic=320, discarder=0), KOSTARYOV)
    assert result.after.scores == (8700, 26300, 30000, 35000)
    assert [(m.payer, m.receiver) for m in result.stick_moves] == [(0, 2), (2, 1)]
    assert [held.value for held in result.after.sticks] == list(result.after.scores)


def test_sticks_must_match_the_scores():
    with pytest.raises(MjlearnError) as error:
        GameState(scores=(25000, 25000, 25000, 25000), sticks=(STARTING_SET,) * 3 + (Sticks((1, 0, 0, 0)),))
    assert (error.value.code, error.value.params) == \
        ("sticks_mismatch", {"seat": 3, "sticks": 10000, "score": 25000})
