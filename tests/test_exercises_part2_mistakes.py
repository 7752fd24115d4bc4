"""Each misconception of part 2 recomputed on a case worked out by hand from the rules:
the numbers here come from the rules (fu items of seed 001/002, the payment tables, seed
000's final score, the Classic spec §7), not from the code under test."""

from mjlearn.exercises import INTEGER, POINTS_LIST, Question, check, expected_answer
from mjlearn.exercises.kinds.riichi_kinds import question as hand_question
from mjlearn.rules import get_ruleset


def named(question, answer):
    verdict = check(question, answer)
    assert not verdict.correct, answer
    return verdict.misconception


def fu_question(hand, win, melds=(), **situation):
    sit = {"hand": hand, "win": win, "melds": list(melds), "tsumo": False, "riichi": True,
           "seat_wind": "S", "round_wind": "E", "rules": "standard", **situation}
    return hand_question("count_fu", 0, 1, get_ruleset("standard"), sit, INTEGER)


def test_fu_of_a_shanpon_won_by_ron():
    # 111m 555p 234s 678s 99p, ron on 1m: 20 + 10 closed ron + 4 (111m, open: completed
    # by ron) + 4 (555p concealed simples) = 38 → 40 fu. The standard set has only two
    # plain 5p, so one of the three is red (0p): it changes the han, not the fu.
    q = fu_question("11m055p234678s99p1m", "1m")
    assert expected_answer(q) == 40
    assert named(q, 50) == "misconception.ron_triplet_concealed"   # 20+10+8+4 = 42 → 50
    assert check(q, 50).params == {"set": "111m"}
    assert named(q, 30) == "misconception.forgot_closed_ron_fu"    # 28 → 30
    assert named(q, 38) == "misconception.fu_not_rounded"
    assert named(q, 41) == "misconception.fu_not_a_total"          # no fu total ends on 1
    assert check(q, "90").misconception is None                    # no known mistake


def test_fu_of_a_concealed_kan_and_a_kanchan():
    # 234m 2(3)4p 678s 55p + concealed kan 9999s, ron on 3p with riichi:
    # 20 + 10 + 32 (concealed kan of terminals) + 2 (kanchan) = 64 → 70 fu.
    q = fu_question("234m24p678s55p3p", "3p", [{"type": "ankan", "tiles": "9999s"}])
    assert expected_answer(q) == 70
    assert named(q, 40) == "misconception.kan_counted_as_pon"      # 20+10+8+2 = 40
    assert named(q, 60) == "misconception.forgot_closed_ron_fu"    # 54 → 60
    assert named(q, 64) == "misconception.fu_not_rounded"


def test_fu_of_a_double_wind_pair():
    # seat and round wind East, tsumo: 20 + 2 + 8 (111p) + 8 (999s) + 4 (11z, double
    # wind) = 42 → 50 fu; the pair counted 2 gives 40 → 40.
    q = fu_question("23m678m111p999s11z4m", "4m", tsumo=True, riichi=False, seat_wind="E")
    assert expected_answer(q) == 50
    assert named(q, 40) == "misconception.double_wind_pair_once"
    assert check(q, 40).params["pair"] == "11z"
    assert named(q, 42) == "misconception.fu_not_rounded"


def points_question(han, fu, dealer, tsumo, ruleset="standard"):
    data = {"han": han, "fu": fu, "dealer": dealer, "tsumo": tsumo, "amounts": 2 if tsumo and not dealer else 1}
    return Question("han_fu_to_points", 0, 1, ruleset, data, ("prompt.han_fu_to_points", {}), POINTS_LIST)


def test_payment_mistakes_on_a_dealer_ron_of_3_han_30_fu():
    # basic 30 × 2^5 = 960; dealer ron × 6 = 5 760 → 5 800 (seed 001's table)
    q = points_question(3, 30, True, False)
    assert expected_answer(q) == (5800,)
    assert named(q, "3900") == "misconception.dealer_times_four"       # 3 840 → 3 900
    assert named(q, "5700") == "misconception.payment_rounded_down"
    assert named(q, "5760") == "misconception.payment_not_rounded"
    assert named(q, "6000") == "misconception.seed_000_rounding"       # 1 000 × 6


def test_payment_mistakes_on_a_non_dealer_tsumo_and_the_mangan_cap():
    # 4 han 40 fu: 40 × 2^6 = 2 560 > 2 000: a mangan, 2 000 / 4 000 by tsumo (each
    # non-dealer's share first, then the dealer's)
    q = points_question(4, 40, False, True)
    assert expected_answer(q) == (2000, 4000)
    assert named(q, "2600 / 5200") == "misconception.no_mangan_cap"    # 2 560 / 5 120 up
    # 1 han 30 fu tsumo: 240 → others 240 → 300, dealer 480 → 500
    q = points_question(1, 30, False, True)
    assert expected_answer(q) == (300, 500)
    assert named(q, "200 / 400") == "misconception.payment_rounded_down"


def round_question(**data):
    base = {"scores": (25000, 25000, 25000, 24000), "dealer": 0, "honba": 2, "sticks": 1,
            "winner": 1, "discarder": None, "han": 3, "fu": 30, "riichi": (), "amounts": 4,
            "signed": True}
    base.update(data)
    return Question("round_settlement", 0, 1, "standard", base, ("prompt.round_settlement.tsumo", {}),
                    POINTS_LIST)


def test_round_mistakes_on_a_non_dealer_tsumo_with_honba_and_a_stick():
    # basic 960: the dealer pays 2 000, the others 1 000; 2 honba: 100 × 2 from each;
    # the winner takes the stick (1 000).
    q = round_question()
    assert expected_answer(q) == (-2200, 5600, -1200, -1200)
    assert named(q, "-2000 / 5000 / -1000 / -1000") == "misconception.forgot_honba"
    assert named(q, "-2600 / 6800 / -1600 / -1600") == "misconception.honba_300_from_each"
    assert named(q, "-2200 / 4600 / -1200 / -1200") == "misconception.forgot_riichi_sticks"


def test_round_mistakes_on_a_dealer_ron_with_a_riichi_declared():
    # the dealer (seat 0) rons seat 2 with 3 han 30 fu: 5 800 + 2 × 300; seat 3 declared
    # riichi (-1 000) and the dealer takes both sticks.
    q = round_question(winner=0, discarder=2, riichi=(3,))
    assert expected_answer(q) == (8400, 0, -6400, -1000)
    assert named(q, "6500 / 0 / -4500 / -1000") == "misconception.dealer_times_four"  # 3 900
    # the declarer's 1 000 left out (the winner still takes both sticks)
    assert named(q, "8400 / 0 / -6400 / 0") == "misconception.forgot_riichi_deposit"


def final_question(points, ruleset="standard", sticks=0):
    data = {"points": points, "sticks": sticks, "amounts": 4, "signed": True}
    return Question("final_score", 0, 1, ruleset, data, ("prompt.final_score.thousands", {}), POINTS_LIST)


def test_final_score_mistakes():
    q = final_question((56800, 32400, 19100, -8300))
    assert expected_answer(q) == (47, 2, -11, -38)        # seed 000's worked example
    # …500 rounds down: 32 500 → 32 000, 24 500 → 24 000, -2 500 → -3 000
    q = final_question((45500, 32500, 24500, -2500))
    assert expected_answer(q) == (37, 2, -6, -33)
    assert named(q, "34 / 3 / -5 / -32") == "misconception.final_rounded_half_up"
    assert named(q, "22 / 7 / -1 / -28") == "misconception.start_as_baseline"
    assert named(q, "15 / 2 / -6 / -33") == "misconception.winner_not_absorbing"
    # EMA: 30 000 start and return, no rounding, uma 15/5/-5/-15 thousand
    ema = final_question((50500, 37500, 29500, 2500), "ema", 0)
    assert expected_answer(ema) == (35500, 12500, -5500, -42500)
    assert named(ema, "20500 / 7500 / -500 / -27500") == "misconception.forgot_uma"


def test_classic_settlement_mistakes():
    # E=50 S=80 W=20 N=0, West goes out: each loser pays West 20 (East 40); the losers
    # settle their differences (East's doubled): E 0, S +120, W +80, N -200.
    q = Question("classic_settlement", 0, 1, "standard",
                 {"scores": (50, 80, 20, 0), "winner": "W", "profile": "european_classic",
                  "amounts": 4, "signed": True}, ("prompt.classic_settlement", {}), POINTS_LIST)
    assert expected_answer(q) == (0, 120, 80, -200)
    assert named(q, "0 / 90 / 60 / -150") == "misconception.classic_east_not_doubled"
    assert named(q, "-40 / -20 / 80 / -20") == "misconception.classic_losers_do_not_settle"


def test_pay_with_sticks_mistakes():
    # 2 300 from the starting set to someone holding 2 × 1 000 and 10 × 100 hundred sticks:
    # 2 × 1 000 + 3 × 100 moves 5 sticks, which is the fewest.
    q = Question("pay_with_sticks", 0, 1, "standard",
                 {"payer": (1, 2, 4, 10), "payee": (0, 0, 2, 10), "amount": 2300, "amounts": 4,
                  "signed": True}, ("prompt.pay_with_sticks", {}), POINTS_LIST)
    assert expected_answer(q) == (0, 0, 2, 3)
    assert named(q, "0 / 0 / 2 / 4") == "misconception.sticks_wrong_total"
    assert named(q, "0 / 0 / 0 / 23") == "misconception.sticks_not_held"
    assert named(q, "0 / 1 / -2 / -7") == "misconception.sticks_not_fewest"   # 10 sticks
    assert check(q, "0 / 1 / -2 / -7").params == {"count": 10, "best": 5}
