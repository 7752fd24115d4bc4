"""Pao (sekinin barai): the numbers of EMA §3.3.9, rulesets row 29 and wiki:Sekinin barai,
for every preset that has it, on hands the Riichi engine scores."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.riichi import Situation, score
from mjlearn.rules import EMA, KOSTARYOV, STANDARD
from mjlearn.table import GameState
from mjlearn.table.pao import Pao
from mjlearn.table.settle import Win, settle, win_from_score
from mjlearn.table.state import table_total

# Big three dragons with all three dragon sets called (the third fed by the liable player).
DAISANGEN = dict(hand="234m99p", win="9p", melds=(("pon", "555z"), ("pon", "666z"), ("pon", "777z")))
# Big four winds: three wind sets called, the fourth fed by the liable player.
DAISUUSHII = dict(hand="99p", win="9p", melds=(("pon", "111z"), ("pon", "222z"), ("pon", "333z"),
                                               ("pon", "444z")))


def hand(shape, rules, tsumo=False, seat="S"):
    return score(Situation(**shape, tsumo=tsumo, seat_wind=seat, rules=rules))


def table(**kw):
    return GameState(scores=(25_000,) * 4, **kw)


@pytest.mark.parametrize("rules", [STANDARD, KOSTARYOV, EMA], ids=lambda r: r.name)
def test_daisangen_tsumo_the_liable_player_pays_it_all(rules):
    # EMA §3.3.9: "must pay the full value of the hand in case Big Three Dragons … are made
    # on a self-draw (the two remaining opponents pay nothing)": a non-dealer yakuman,
    # 32 000, as if the liable player had dealt in; the honba too (rulesets row 29)
    state = GameState(scores=(rules.start_points,) * 4, honba=2)
    win = win_from_score(hand(DAISANGEN, rules, tsumo=True), winner=1, pao=Pao(3, "daisangen"))
    result = settle(state, win, rules)
    if not rules.pay_what_you_hold:
        assert result.deltas == (0, 32_000 + 600, 0, -32_600)
        assert [s.code for s in result.steps][:3] == ["settle.pao_liable", "settle.pao_tsumo", "settle.honba"]
    else:
        # the Kostaryov family rules (seed 003 §4.4, docs/rulesets.md): the liable player
        # holds 25 000, pays all of it and is out; the two others still pay nothing
        assert result.deltas == (0, 25_000, 0, -25_000)
        assert [s.code for s in result.steps][:4] == [
            "settle.pao_liable", "settle.pao_tsumo", "settle.pays_what_they_hold",
            "settle.pays_what_they_hold"]


@pytest.mark.parametrize("rules", [STANDARD, KOSTARYOV, EMA], ids=lambda r: r.name)
def test_daisangen_ron_the_discarder_and_the_liable_player_share_it(rules):
    # EMA §3.3.9: "he shares the payment equally with the player who fed the third dragon
    # pung … but only the discarder pays for any counters": 16 000 each, 300 × 1 honba
    state = GameState(scores=(rules.start_points,) * 4, honba=1)
    win = win_from_score(hand(DAISANGEN, rules), winner=1, discarder=2, pao=Pao(3, "daisangen"))
    result = settle(state, win, rules)
    assert result.deltas == (0, 32_300, -16_300, -16_000)
    assert result.after.honba == 0 and result.after.dealer == 1


def test_a_dealer_daisangen_is_shared_by_halves_of_48000():
    win = win_from_score(hand(DAISANGEN, STANDARD, seat="E"), winner=0, discarder=2, pao=Pao(1, "daisangen"))
    assert settle(table(), win, STANDARD).deltas == (48_000, -24_000, -24_000, 0)
    tsumo = win_from_score(hand(DAISANGEN, STANDARD, tsumo=True, seat="E"), winner=0, pao=Pao(1, "daisangen"))
    assert settle(table(), tsumo, STANDARD).deltas == (48_000, -48_000, 0, 0)


def test_daisuushii_is_a_double_yakuman_in_standard_and_a_single_one_in_ema():
    # standard: daisuushii is one of seed 001's double yakuman (rulesets row 4): 64 000;
    # EMA p.5: "Dai suushii … is a yakuman, not a double yakuman": 32 000
    std = win_from_score(hand(DAISUUSHII, STANDARD, tsumo=True), winner=1, pao=Pao(2, "daisuushii"))
    assert settle(table(), std, STANDARD).deltas == (0, 64_000, -64_000, 0)
    ema = win_from_score(hand(DAISUUSHII, EMA), winner=1, discarder=0, pao=Pao(2, "daisuushii"))
    assert settle(GameState(scores=(30_000,) * 4), ema, EMA).deltas == (-16_000, 32_000, -16_000, 0)


def test_the_liable_discarder_pays_the_whole_ron():
    win = win_from_score(hand(DAISANGEN, STANDARD), winner=1, discarder=3, pao=Pao(3, "daisangen"))
    result = settle(table(honba=1), win, STANDARD)
    assert result.deltas == (0, 32_300, 0, -32_300)
    liable = next(s for s in result.steps if s.code == "settle.pao_liable")
    assert liable.params["share"] == "discarder"


def test_sticks_still_go_to_the_winner():
    win = win_from_score(hand(DAISANGEN, STANDARD, tsumo=True), winner=1, pao=Pao(3, "daisangen"))
    result = settle(table(riichi_sticks=2), win, STANDARD, riichi=[0])
    assert result.deltas == (-1_000, 32_000 + 3_000, 0, -32_000)
    assert result.after.riichi_sticks == 0
    assert table_total(result.after, STANDARD) == table_total(table(riichi_sticks=2), STANDARD)


def test_several_yakuman_under_each_pao_scope():
    # daisangen + tsuuiisou: a double yakuman in standard (yakuman stack, rulesets row 5)
    shape = dict(hand="11z22z2z", win="2z", melds=(("pon", "555z"), ("pon", "666z"), ("pon", "777z")))
    result = hand(shape, STANDARD, tsumo=True)
    assert result.yakuman == 2
    whole = win_from_score(result, winner=1, pao=Pao(3, "daisangen"))
    assert settle(table(), whole, STANDARD).deltas == (0, 64_000, 0, -64_000)
    # "liable_yakuman" (Mahjong Soul): the liable player pays the daisangen as if dealt in
    # (32 000), and the other yakuman is an ordinary tsumo (16 000 / 8 000 / 8 000)
    part = STANDARD.with_options(pao_scope="liable_yakuman")
    assert settle(table(), whole, part).deltas == (-16_000, 64_000, -8_000, -40_000)
    ron = win_from_score(result, winner=1, discarder=2, pao=Pao(3, "daisangen"))
    assert settle(table(), ron, part).deltas == (0, 64_000, -48_000, -16_000)


def test_rinshan_pao_where_a_ruleset_has_it():
    # wiki:Sekinin barai: the player who gave the kan pays for a win on its replacement
    # tile "as if by ron": 1 han 40 fu for a non-dealer, a 1 300 ron (a tsumo would be
    # 400 / 700), and the honba as on a ron
    rules = STANDARD.with_options(pao=["daisangen", "daisuushii", "rinshan"])
    shape = dict(hand="234m99p456s", win="6s", melds=(("kan", "7777m"), ("pon", "888p")))
    result = score(Situation(**shape, tsumo=True, rinshan=True, rules=rules))
    assert (result.han, result.fu, result.basic_points) == (1, 40, 320)
    win = win_from_score(result, winner=1, pao=Pao(0, "rinshan"))
    assert settle(table(honba=1), win, rules).deltas == (-1_300 - 300, 1_600, 0, 0)
    with pytest.raises(MjlearnError) as info:
        settle(table(), win, STANDARD)
    assert info.value.code == "pao_not_in_rules"


@pytest.mark.parametrize("make, rules, code", [
    # a hand that is not daisangen (little three dragons)
    (lambda: win_from_score(score(Situation("234m555z666z77z999p", win="9p")), 1, 2, Pao(3, "daisangen")),
     STANDARD, "pao_hand_lacks"),
    # kostaryov plays without winds: no daisuushii, so no pao for it (rulesets row 29)
    (lambda: Win(1, 8000, 2, pao=Pao(3, "daisuushii"), yaku={"daisuushii"}), KOSTARYOV, "pao_not_in_rules"),
    (lambda: Win(1, 8000, 2, pao=Pao(1, "daisangen"), yaku={"daisangen"}), STANDARD, "pao_by_winner"),
    (lambda: Win(1, 2000, 2, pao=Pao(3, "daisangen"), yaku={"daisangen"}), STANDARD, "pao_hand_lacks"),
    (lambda: Win(1, 960, 2, pao=Pao(3, "rinshan"), yaku={"rinshan"}),
     STANDARD.with_options(pao=["rinshan"]), "pao_rinshan_ron"),
    (lambda: Win(1, 8000, pao=Pao(3, "kokushi")), STANDARD, "unknown_pao"),
])
def test_impossible_claims_are_refused(make, rules, code):
    with pytest.raises(MjlearnError) as info:
        settle(table(), make(), rules)
    assert info.value.code == code


def test_pao_options_are_checked():
    with pytest.raises(MjlearnError) as info:
        STANDARD.with_options(pao=["daisangen", "kokushi"])
    assert info.value.code == "bad_rule_value"
    with pytest.raises(MjlearnError):
        STANDARD.with_options(pao_scope="everything")
    assert EMA.pao == STANDARD.pao == {"daisangen", "daisuushii"} and KOSTARYOV.pao == {"daisangen"}
