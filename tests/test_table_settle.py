"""Settling rounds: amounts worked out by hand from seeds 001/002, rulesets rows 16–21 and EMA."""

import pytest

from mjlearn.errors import ERROR_CODES, MjlearnError
from mjlearn.rules import EMA, KOSTARYOV, STANDARD
from mjlearn.table.end import busted_seats, game_end
from mjlearn.table.settle import ExhaustiveDraw, Win, settle, win_from_score
from mjlearn.table.state import GameState, new_game, table_total
from mjlearn.trace import STEP_CODES

NAGASHI = STANDARD.with_options(nagashi_mangan=True)


def fresh(**kw):
    return GameState(scores=(25000,) * 4, **kw)


def test_new_game():
    assert new_game(STANDARD).scores == (25000,) * 4     # seed 000
    assert new_game(EMA).scores == (30000,) * 4          # EMA §1.4
    state = new_game(STANDARD)
    assert (state.dealer, state.round_wind_id, state.hand_number, state.honba, state.riichi_sticks) == \
        (0, "east", 1, 0, 0)
    assert [state.seat_wind(s) for s in range(4)] == [0, 1, 2, 3]


def test_ron_with_honba_and_sticks():
    # 3 han 30 fu (basic 960) non-dealer ron: 3900 (seed 001); 2 honba: 600 from the discarder;
    # 1 stick carried over + seat 1's riichi this hand: 2000 (seed 001 "le prende tutte")
    state = GameState(scores=(25000, 25000, 24000, 25000), honba=2, riichi_sticks=1)
    result = settle(state, Win(winner=1, basic=960, discarder=3), STANDARD, riichi=[1])
    assert result.after.scores == (25000, 25000 - 1000 + 3900 + 600 + 2000, 24000, 25000 - 3900 - 600)
    assert result.deltas == (0, 5500, 0, -4500)
    assert (result.after.honba, result.after.riichi_sticks, result.after.dealer) == (0, 0, 1)
    assert result.kind == "ron" and not result.dealer_repeats
    assert [s.code for s in result.steps] == [
        "settle.riichi_deposit", "settle.ron", "settle.honba", "settle.riichi_sticks", "settle.deal_passes"]


def test_dealer_tsumo_repeats_with_honba():
    # dealer tsumo 40 fu 2 han (basic 640): 1300 from each (seed 002); 1 honba: 100 from each
    result = settle(fresh(honba=1), Win(winner=0, basic=640), STANDARD)
    assert result.after.scores == (25000 + 3 * 1400, 23600, 23600, 23600)
    assert result.dealer_repeats
    assert (result.after.dealer, result.after.honba) == (0, 2)


def test_non_dealer_tsumo():
    # 30 fu 1 han (basic 240): dealer pays 500, the others 300 (seed 002)
    result = settle(fresh(dealer=2), Win(winner=1, basic=240), STANDARD)
    assert result.deltas == (-300, 1100, -500, -300)
    assert (result.after.dealer, result.after.honba) == (3, 0)


def test_double_ron_standard():
    # seat 2 deals in to seat 3 (mangan, 8000) and to the dealer seat 0 (2 han 30 fu: 2900).
    # Turn order after seat 2 is 3, 0, 1: seat 3 is nearest and takes the honba (300) and
    # every stick (1 carried over + seat 0's riichi) — rulesets row 17, §4 decision 5.
    state = GameState(scores=(25000, 25000, 25000, 24000), honba=1, riichi_sticks=1)
    wins = [Win(winner=0, basic=480, discarder=2), Win(winner=3, basic=2000, discarder=2)]
    result = settle(state, wins, STANDARD, riichi=[0])
    assert result.deltas == (-1000 + 2900, 0, -8000 - 300 - 2900, 8000 + 300 + 2000)
    assert result.after.riichi_sticks == 0
    # the dealer is one of the winners: the deal stays, honba + 1 (row 21)
    assert result.dealer_repeats and result.after.honba == 2 and result.after.dealer == 0
    order = next(s for s in result.steps if s.code == "settle.winners_order")
    assert order.params["winners"] == (3, 0)


def test_double_ron_ema():
    # EMA §3.3.14, §4.1: each winner gets the honba; a riichi winner keeps their own stick,
    # the other stick goes to the winner closest to the discarder's right (seat 3)
    state = GameState(scores=(30000, 30000, 30000, 29000), honba=1, riichi_sticks=1)
    wins = [Win(winner=0, basic=480, discarder=2), Win(winner=3, basic=2000, discarder=2)]
    result = settle(state, wins, EMA, riichi=[0])
    assert result.deltas == (-1000 + 2900 + 300 + 1000, 0, -8000 - 300 - 2900 - 300, 8000 + 300 + 1000)


def test_triple_ron_and_the_limit():
    wins = [Win(winner=s, basic=320, discarder=0) for s in (1, 2, 3)]
    result = settle(fresh(), wins, STANDARD)     # standard allows triple ron (§4 decision 5)
    assert result.deltas == (-3 * 1300, 1300, 1300, 1300)
    with pytest.raises(MjlearnError) as info:
        settle(fresh(), wins, STANDARD.with_options(max_ron_winners=2))
    assert info.value.code == "too_many_ron_winners"
    assert info.value.params == {"count": 3, "max": 2}


@pytest.mark.parametrize("tenpai, deltas", [
    # 3 000 in all (rulesets row 20)
    ({1}, (-1000, 3000, -1000, -1000)),
    ({0, 2}, (1500, -1500, 1500, -1500)),
    ({0, 1, 2}, (1000, 1000, 1000, -3000)),
    (set(), (0, 0, 0, 0)),
    ({0, 1, 2, 3}, (0, 0, 0, 0)),
])
def test_noten_payments(tenpai, deltas):
    result = settle(fresh(riichi_sticks=0), ExhaustiveDraw(tenpai=frozenset(tenpai)), STANDARD)
    assert result.deltas == deltas
    assert result.after.honba == 1
    assert result.dealer_repeats == (0 in tenpai)
    assert result.after.dealer == (0 if 0 in tenpai else 1)


def test_sticks_stay_on_the_table_after_a_draw():
    state = GameState(scores=(25000, 24000, 25000, 25000), riichi_sticks=1, honba=3)
    result = settle(state, ExhaustiveDraw(tenpai=frozenset({1, 2})), STANDARD, riichi=[2])
    assert result.after.riichi_sticks == 2
    assert result.after.scores == (23500, 25500, 25500, 23500)
    assert result.after.honba == 4


def test_nagashi_mangan_replaces_noten_payments():
    # paid as a mangan tsumo: dealer 4000, others 2000 (rulesets row 14); no honba, no sticks
    state = GameState(scores=(25000, 25000, 25000, 24000), honba=2, riichi_sticks=1)
    result = settle(state, ExhaustiveDraw(tenpai=frozenset({1}), nagashi=frozenset({2})), NAGASHI)
    assert result.deltas == (-4000, -2000, 8000, -2000)
    assert result.after.riichi_sticks == 1 and result.after.honba == 3
    with pytest.raises(MjlearnError) as info:
        settle(state, ExhaustiveDraw(nagashi=frozenset({2})), STANDARD)
    assert info.value.code == "nagashi_not_in_rules"


def test_dealer_nagashi_is_a_dealer_mangan_tsumo():
    result = settle(fresh(), ExhaustiveDraw(nagashi=frozenset({0})), NAGASHI)
    assert result.deltas == (12000, -4000, -4000, -4000)


def test_the_round_wind_advances_when_the_deal_returns_to_seat_0():
    state = fresh(dealer=3)
    after = settle(state, Win(winner=1, basic=320, discarder=0), STANDARD).after
    assert (after.dealer, after.round_wind, after.round_wind_id, after.hand_number) == (0, 1, "south", 1)


def test_game_ends_after_south_4():
    state = GameState(scores=(20000, 30000, 25000, 25000), dealer=3, round_wind=1)
    result = settle(state, Win(winner=1, basic=320, discarder=0), STANDARD)
    assert result.after.scores[1] == 31300
    assert game_end(result.after, STANDARD, last=result).reason == "rounds_complete"
    assert not game_end(result.after, KOSTARYOV).over        # no round limit in seed 003


def test_south_4_without_anyone_at_30000_goes_on_into_west():
    # rulesets row 27: nobody holds 30 000 after South 4, so the West round is played;
    # EMA plays East + South only
    state = fresh(dealer=3, round_wind=1)
    result = settle(state, Win(winner=1, basic=320, discarder=0), STANDARD)
    assert max(result.after.scores) == 26300
    end = game_end(result.after, STANDARD, last=result)
    assert (end.over, end.target, result.after.round_wind_id) == (False, 30000, "west")
    ema = settle(GameState(scores=(30000,) * 4, dealer=3, round_wind=1), Win(1, 320, 0), EMA)
    assert game_end(ema.after, EMA, last=ema).reason == "rounds_complete"


@pytest.mark.parametrize("score, rules, busted", [
    (0, STANDARD, ()), (-100, STANDARD, (3,)),        # exactly 0 plays on (row 27)
    (0, KOSTARYOV, (3,)),                             # "закончились очки" (§4 decision 4)
    (-5000, EMA, ()),                                 # no bankruptcy rule
])
def test_bust(score, rules, busted):
    scores = (25000, 25000, 50000 - score, score)
    assert busted_seats(scores, rules) == busted
    end = game_end(GameState(scores=scores), rules)
    assert end.over == bool(busted) and end.reason == ("bust" if busted else None)


def test_win_from_score_reads_basic_points():
    class StandIn:   # the riichi engine's result: .basic_points, .limit (issue 4 API)
        basic_points = 2000
        limit = "mangan"

    win = win_from_score(StandIn(), winner=2, discarder=None)
    assert win == Win(winner=2, basic=2000, discarder=None, limit="mangan")
    with pytest.raises(MjlearnError) as info:
        win_from_score(object(), winner=2)
    assert info.value.code == "not_a_score_result"


def test_trace_amounts_add_up_to_the_deltas():
    result = settle(fresh(honba=2, riichi_sticks=0), [Win(1, 2000, 0), Win(3, 320, 0)], STANDARD, riichi=[2])
    for seat in range(4):
        got = sum(s.value for s in result.steps if s.params.get("receiver") == seat) - \
            sum(s.value for s in result.steps if s.params.get("payer") == seat and s.value)
        assert got == result.deltas[seat]
    assert all(s.code in STEP_CODES and set(s.params) == set(STEP_CODES[s.code]) for s in result.steps)
    assert table_total(result.after, STANDARD) == 100000


def _error(call):
    with pytest.raises(MjlearnError) as info:
        call()
    assert set(info.value.params) == set(ERROR_CODES[info.value.code])
    return info.value.code


@pytest.mark.parametrize("call, code", [
    (lambda: GameState(scores=(25000,) * 5), "bad_player_count"),
    (lambda: new_game(STANDARD, players=5), "bad_player_count"),
    (lambda: GameState(scores=(25000,) * 4, honba=-1), "negative_honba"),
    (lambda: GameState(scores=(25000,) * 4, riichi_sticks=-2), "negative_riichi_sticks"),
    (lambda: GameState(scores=(25000,) * 4, dealer=4), "bad_seat"),
    (lambda: GameState(scores=(25000,) * 4, round_wind=-1), "bad_round_wind"),
    (lambda: Win(winner=4, basic=320), "bad_seat"),
    (lambda: Win(winner=1, basic=320, discarder=-1), "bad_seat"),
    (lambda: Win(winner=1, basic=320, discarder=1), "winner_is_discarder"),
    (lambda: Win(winner=1, basic=0), "bad_basic_points"),
    (lambda: ExhaustiveDraw(tenpai=frozenset({5})), "bad_seat"),
    (lambda: settle(fresh(), Win(1, 320, 0), STANDARD, riichi=[7]), "bad_seat"),
    (lambda: settle(fresh(), Win(1, 320, 0), STANDARD, riichi=[2, 2]), "duplicate_riichi"),
    (lambda: settle(fresh(), [Win(1, 320, 0), Win(1, 320, 0)], STANDARD), "duplicate_winner"),
    (lambda: settle(fresh(), [Win(1, 320, 0), Win(2, 320, 3)], STANDARD), "mixed_wins"),
    (lambda: settle(fresh(), [Win(1, 320), Win(2, 320)], STANDARD), "mixed_wins"),
    (lambda: settle(fresh(), [], STANDARD), "no_outcome"),
    (lambda: settle(fresh(), [Win(1, 320, 0)] * 1 + [Win(2, 320, 0), Win(3, 320, 0)],
                    EMA.with_options(max_ron_winners=1)), "too_many_ron_winners"),
    (lambda: settle(fresh(), ExhaustiveDraw(tenpai=frozenset({1})), STANDARD, riichi=[2]),
     "riichi_declarer_noten"),
    (lambda: settle(fresh(), Win(1, 320, 0), STANDARD.with_options(multi_ron_honba="all")),
     "bad_rule_value"),
])
def test_bad_input(call, code):
    assert _error(call) == code


def test_win_from_the_riichi_engine():
    from mjlearn.riichi import Situation, score

    # riichi, pinfu, tanyao: 3 han 30 fu, non-dealer ron 3900 (seed 001); seat 1 on seat 3
    result = score(Situation(hand="234567m345p2366s4s", riichi=True))
    win = win_from_score(result, winner=1, discarder=3)
    assert (win.basic, win.limit) == (960, None)
    settled = settle(fresh(), win, STANDARD, riichi=[1])
    assert settled.deltas == (0, 3900, 0, -3900)
    # the same hand by tsumo for the dealer (seat 0): 4 han 20 fu, 2600 from each (seed 002 P8)
    result = score(Situation(hand="234567m345p2366s4s", riichi=True, tsumo=True, seat_wind="E"))
    settled = settle(fresh(), win_from_score(result, winner=0), STANDARD, riichi=[0])
    assert settled.deltas == (3 * 2600, -2600, -2600, -2600)


def test_a_draw_with_no_sticks_on_the_table_says_nothing_about_sticks():
    """Not "the 0 riichi sticks stay on the table": with none there, no such step."""
    result = settle(GameState(scores=(25000,) * 4), ExhaustiveDraw(tenpai=frozenset({1})), STANDARD)
    assert "settle.sticks_stay" not in [s.code for s in result.steps]
    assert result.after.riichi_sticks == 0
