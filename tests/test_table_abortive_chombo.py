"""Abortive draws and chombo: what each does to the points, the honba, the sticks and the
deal, per preset (wiki:Tochuu ryuukyoku, wiki:Chombo, EMA §3.4.3, §3.4.6; rulesets rows 18,
28; docs/rulesets.md)."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.rules import ABORTIVE_DRAWS, EMA, KOSTARYOV, STANDARD
from mjlearn.table import GameState
from mjlearn.table.abortive import AbortiveDraw
from mjlearn.table.chombo import Chombo
from mjlearn.table.final import final_scores, game_final_scores
from mjlearn.table.settle import Win, settle
from mjlearn.table.state import table_total

SEATS_OF = {"kyuushu_kyuuhai": (2,), "suufon_renda": (), "suucha_riichi": (),
            "suukaikan": (0, 1, 1, 3), "sanchahou": (1, 2, 3)}
RIICHI_OF = {"suucha_riichi": [0, 1, 2, 3], "kyuushu_kyuuhai": [0]}
# rulesets row 28 and §4 decision 5: standard has four of them (triple ron is paid there),
# kostaryov the same minus suufon renda (no winds), EMA none
PRESET_DRAWS = [
    ("kyuushu_kyuuhai", STANDARD), ("suufon_renda", STANDARD), ("suucha_riichi", STANDARD),
    ("suukaikan", STANDARD), ("kyuushu_kyuuhai", KOSTARYOV), ("suucha_riichi", KOSTARYOV),
    ("suukaikan", KOSTARYOV),
    ("sanchahou", STANDARD.with_options(max_ron_winners=2, abortive_draws=list(ABORTIVE_DRAWS))),
]


def table(rules, **kw):
    return GameState(scores=(rules.start_points,) * 4, **kw)


@pytest.mark.parametrize("kind, rules", PRESET_DRAWS, ids=lambda v: getattr(v, "name", v))
@pytest.mark.parametrize("dealer", [0, 2])
def test_an_abortive_draw_moves_no_points_keeps_the_sticks_adds_a_honba_and_keeps_the_dealer(kind, rules, dealer):
    # wiki:Tochuu ryuukyoku: "No points are exchanged", "All riichi bets remain on the
    # table", "the honba count increases by one", "the seat winds do not rotate"
    state = table(rules, dealer=dealer, honba=1, riichi_sticks=1)
    riichi = RIICHI_OF.get(kind, [])
    result = settle(state, AbortiveDraw(kind, SEATS_OF[kind]), rules, riichi=riichi)
    assert result.kind == "abortive_draw"
    assert result.deltas == tuple(-1000 if s in riichi else 0 for s in range(4))
    assert result.after.riichi_sticks == 1 + len(riichi)
    assert (result.after.honba, result.after.dealer, result.after.round_wind) == (2, dealer, 0)
    assert table_total(result.after, rules) == table_total(state, rules)
    assert [s.code for s in result.steps][len(riichi):] == [
        "settle.abortive_draw", "settle.sticks_stay", "settle.dealer_repeats"]


def test_three_rons_are_a_sanchahou_only_where_the_rules_have_it():
    wins = [Win(winner=s, basic=320, discarder=0) for s in (1, 2, 3)]
    with_it = STANDARD.with_options(max_ron_winners=2, abortive_draws=list(ABORTIVE_DRAWS))
    result = settle(table(STANDARD), wins, with_it)
    assert result.kind == "abortive_draw" and result.deltas == (0, 0, 0, 0)
    assert result.steps[0].params == {"kind": "sanchahou", "seats": (1, 2, 3)}
    # standard pays a triple ron (§4 decision 5), EMA too (EMA §3.3.1)
    assert settle(table(STANDARD), wins, STANDARD).kind == "ron"
    assert settle(table(EMA), wins, EMA).deltas == (-3 * 1300, 1300, 1300, 1300)


@pytest.mark.parametrize("kind", ABORTIVE_DRAWS)
def test_ema_has_no_abortive_draws(kind):
    # "Abortive draws are no longer used" (EMA p.5); after a fourth kong play goes on (§3.3.10)
    with pytest.raises(MjlearnError) as info:
        settle(table(EMA), AbortiveDraw(kind, SEATS_OF[kind]), EMA, riichi=RIICHI_OF.get(kind, []))
    assert info.value.code == "abortive_draw_not_in_rules"
    assert info.value.params == {"kind": kind}


def test_suufon_renda_needs_wind_tiles():
    with pytest.raises(MjlearnError) as info:
        settle(table(KOSTARYOV), AbortiveDraw("suufon_renda"), KOSTARYOV)
    assert info.value.code == "abortive_draw_not_in_rules"


@pytest.mark.parametrize("draw, riichi, code, params", [
    (AbortiveDraw("suucha_riichi"), [0, 1, 3], "suucha_riichi_needs_four", {"count": 3}),
    (AbortiveDraw("suukaikan", (2, 2, 2, 2)), [], "suukaikan_one_player", {"seat": 2}),
    (AbortiveDraw("kyuushu_kyuuhai", (1,)), [1], "kyuushu_kyuuhai_after_riichi", {"seat": 1}),
    # 1m 9m 1p 9p 1s 9s E S: eight kinds of terminals and honours
    (AbortiveDraw("kyuushu_kyuuhai", (1,), "19m19p19s12z234567p"), [], "not_kyuushu_kyuuhai",
     {"count": 8}),
    (AbortiveDraw("kyuushu_kyuuhai", (1,), "19m19p19s123z"), [], "too_few_tiles",
     {"count": 9, "expected": 14}),
])
def test_impossible_abortive_draws_are_refused(draw, riichi, code, params):
    with pytest.raises(MjlearnError) as info:
        settle(table(STANDARD), draw, STANDARD, riichi=riichi)
    assert (info.value.code, info.value.params) == (code, params)


def test_a_kyuushu_kyuuhai_hand_with_nine_kinds_is_accepted():
    # 1m 9m 1p 9p 1s E S W green: nine kinds (wiki:Tochuu ryuukyoku)
    draw = AbortiveDraw("kyuushu_kyuuhai", (3,), "19m19p1s1236z23458s")
    assert settle(table(STANDARD), draw, STANDARD).after.honba == 1
    with pytest.raises(MjlearnError) as info:     # a wind tile under the family rules
        settle(table(KOSTARYOV), draw, KOSTARYOV)
    assert info.value.code == "no_wind_tiles"


@pytest.mark.parametrize("bad, code", [
    (lambda: AbortiveDraw("nine_orphans"), "unknown_abortive_draw"),
    (lambda: AbortiveDraw("kyuushu_kyuuhai"), "abortive_draw_seats"),
    (lambda: AbortiveDraw("sanchahou", (1, 2)), "abortive_draw_seats"),
    (lambda: AbortiveDraw("suucha_riichi", (1, 2, 3, 0)), "abortive_draw_seats"),
    (lambda: AbortiveDraw("suukaikan", (1, 2, 7, 0)), "bad_seat"),
    (lambda: STANDARD.with_options(abortive_draws=["kyuushu_kyuuhai", "nine_orphans"]), "bad_rule_value"),
])
def test_bad_abortive_draws(bad, code):
    with pytest.raises(MjlearnError) as info:
        bad()
    assert info.value.code == code


# --- chombo ----------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [STANDARD, KOSTARYOV], ids=lambda r: r.name)
@pytest.mark.parametrize("offender, deltas", [
    # wiki:Chombo, a "reverse mangan tsumo": a non-dealer pays the dealer 4 000 and each
    # non-dealer 2 000; the dealer pays 4 000 to each
    (2, (4000, 2000, -8000, 2000)),
    (0, (-12000, 4000, 4000, 4000)),
])
def test_a_chombo_under_the_mangan_rule(rules, offender, deltas):
    state = table(rules, honba=2, riichi_sticks=1)
    result = settle(state, Chombo(offender), rules, riichi=[1, 3])
    # the hand is void: the sticks of its riichi go back, no honba is added, the dealer
    # does not change (EMA §3.4.6; wiki:Chombo)
    assert result.kind == "chombo" and result.deltas == deltas
    assert (result.after.riichi_sticks, result.after.honba, result.after.dealer) == (1, 2, 0)
    assert result.after.chombo == (0, 0, 0, 0)
    assert sum(s.value for s in result.steps if s.code == "settle.riichi_returned") == 2000


def test_an_ema_chombo_costs_20000_after_the_uma():
    # EMA §3.4.6, p.5: no payment during the game; 20 000 off the final score after uma
    state = table(EMA, dealer=1, honba=1)
    result = settle(state, Chombo(3), EMA, riichi=[3])
    assert result.deltas == (0, 0, 0, 0)
    assert (result.after.chombo, result.after.honba, result.after.dealer) == ((0, 0, 0, 1), 1, 1)
    end = GameState(scores=(40_000, 30_000, 30_000, 20_000), chombo=result.after.chombo)
    final = game_final_scores(end, EMA)
    # 40 000 − 30 000 + 15 000; the tied seats share +5 000 and −5 000 (EMA §3.6.1);
    # 20 000 − 30 000 − 15 000, then the chombo
    assert final.scores == (25_000, 0, 0, -25_000 - 20_000)
    assert final.ranking.order == (0, 1, 2, 3)
    penalty = [s for s in final.steps if s.code == "final.chombo"]
    assert [(s.params["seat"], s.value) for s in penalty] == [(3, -20_000)]
    # two chombo by one player: twice
    twice = final_scores((40_000, 30_000, 30_000, 20_000), EMA, chombo=(2, 0, 0, 0))
    assert twice.scores[0] == 25_000 - 40_000


def test_the_mangan_rule_leaves_the_final_score_alone():
    assert final_scores((56_800, 32_400, 19_100, -8_300), STANDARD, chombo=(1, 0, 0, 0)).scores == \
        (47, 2, -11, -38)


@pytest.mark.parametrize("bad", [(0, 0, -1, 0), (0, 0, 0), ("1", 0, 0, 0)])
def test_bad_chombo_counts(bad):
    with pytest.raises(MjlearnError) as info:
        GameState(scores=(25_000,) * 4, chombo=bad)
    assert info.value.code in ("bad_chombo_count", "bad_player_count")
