"""The family rules at the table (seed 003, preset ``kostaryov``): a player who cannot pay
pays what they hold and is out (§4.4), and every payment is made in sticks, with change,
through the whole game (§4.3). Issue 13 items 12 and 13."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.rules import KOSTARYOV, STANDARD
from mjlearn.table import ExhaustiveDraw, GameState, Win, game_end, settle
from mjlearn.table.chombo import Chombo
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


# --- pao and chombo under the family rules (docs/rulesets.md, "Pao, abortive draws and
# chombo under the family rules") ----------------------------------------------------------

def test_a_liable_player_who_cannot_pay_pays_what_they_hold_and_the_discarder_only_their_half():
    # daisangen by ron on seat 2's discard, seat 3 liable (pao inherits the standard rules,
    # rulesets row 29): 32 000 in halves of 16 000, the discarder paying the 300 of 1 honba;
    # seat 3 holds 9 000: pays it all and is out, nobody pays the 7 000 it lacks (§4.4)
    from mjlearn.table.pao import Pao
    state = GameState(scores=(30000, 26000, 35000, 9000), honba=1)
    win = Win(winner=1, basic=8000, discarder=2, limit="yakuman", pao=Pao(3, "daisangen"),
              yaku={"daisangen"})
    result = settle(state, win, KOSTARYOV)
    assert result.deltas == (0, 16300 + 9000, -16300, -9000)
    note = next(s for s in result.steps if s.code == "settle.pays_what_they_hold")
    assert dict(note.params) == {"payer": 3, "receiver": 1, "owed": 16000, "paid": 9000}
    assert game_end(result.after, KOSTARYOV).busted == (3,)


def test_a_chombo_the_offender_cannot_pay_in_full():
    # a reverse mangan tsumo (docs/rulesets.md §3, inherited): seat 2, a non-dealer, owes
    # 2 000 to seat 3, 4 000 to the dealer (seat 0), 2 000 to seat 1, in turn order after
    # the offender; seat 2 holds 5 600 and declared riichi in the void hand: the stick comes
    # back first, then the payments take all 5 600 (§4.4): 2 000, 3 600, nothing
    state = GameState(scores=(30000, 25000, 5600, 39400), riichi_sticks=1)
    result = settle(state, Chombo(2), KOSTARYOV, riichi=[2])
    assert result.deltas == (3600, 0, -5600, 2000)
    notes = [dict(s.params) for s in result.steps if s.code == "settle.pays_what_they_hold"]
    assert notes == [{"payer": 2, "receiver": 0, "owed": 4000, "paid": 3600},
                     {"payer": 2, "receiver": 1, "owed": 2000, "paid": 0}]
    # the void hand: its stick went back, the stick of an earlier hand stays, no honba
    assert (result.after.riichi_sticks, result.after.honba, result.after.dealer) == (1, 0, 0)
    assert game_end(result.after, KOSTARYOV).busted == (2,)


def test_a_chombo_is_paid_in_sticks_and_the_void_hands_riichi_sticks_never_move():
    # seed 003 §4.3: the chombo payments in sticks, with change; the riichi sticks of the
    # void hand are taken back as they were put down, so the declarers' sticks stay theirs
    state = new_game(KOSTARYOV)
    result = settle(state, Chombo(1), KOSTARYOV, riichi=[0, 3])
    assert result.deltas == (4000, -8000, 2000, 2000)
    assert [held.value for held in result.after.sticks] == list(result.after.scores)
    assert [(m.payer, m.receiver) for m in result.stick_moves] == [(1, 2), (1, 3), (1, 0)]
    assert result.after.sticks[3].value == 27000 and result.after.riichi_sticks == 0
    # seat 1 holds a 5 000 stick and 600: it could not put a 1 000 stick down without
    # change, yet the chombo voids the hand, so nothing had to move for its riichi
    short = GameState(scores=(30000, 5600, 42000, 22400), sticks=(
        Sticks((3, 0, 0, 0)), Sticks((0, 1, 0, 6)), Sticks((2, 2, 10, 20)), Sticks((2, 0, 2, 4))))
    voided = settle(short, Chombo(2), KOSTARYOV, riichi=[1])
    assert voided.deltas == (4000, 2000, -8000, 2000)
    assert [(m.payer, m.receiver) for m in voided.stick_moves] == [(2, 3), (2, 0), (2, 1)]
    assert voided.after.sticks[1] == Sticks((0, 1, 2, 6))
