"""Engine fixes found while writing the lessons: plain fives beyond the set, the wording of
a tied reading, the han a yakuman or EMA's renhou leaves out, the limit reached by han or
by capped points, the honba of a ron, and seed 000's rounding note per ruleset.

Every number comes from the rules (rulesets §1, §4), the seeds or the ``mahjong`` oracle.
"""

from __future__ import annotations

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.i18n import SUPPORTED_LANGUAGES
from mjlearn.i18n.render import render_error, render_step
from mjlearn.riichi import Situation, score
from mjlearn.riichi.points import basic_points, payments
from mjlearn.rules import STANDARD, get_ruleset

from riichi_oracle import expected_result


def _steps(result, code):
    return [s for s in result.trace if s.code == code]


# --- 1. plain fives beyond the set -------------------------------------------------------
# rulesets §4 decision 1: the standard set has one red 5m, two red 5p, one red 5s, and a
# red five replaces a plain one (§3 S11): 3 plain 5m, 2 plain 5p, 3 plain 5s. EMA: no red.

FOUR_PLAIN_5S = dict(hand="12345678955599s", win="9s")


@pytest.mark.parametrize("rules", ["standard", "kostaryov"])
def test_four_plain_5s_are_refused_where_one_5s_is_red(rules):
    with pytest.raises(MjlearnError) as error:
        Situation(**FOUR_PLAIN_5S, rules=rules)
    assert error.value.code == "too_many_plain_fives"
    assert error.value.params == {"suit": "s", "count": 4, "allowed": 3, "red": "0s"}


def test_the_error_tells_the_learner_to_write_the_red_five():
    with pytest.raises(MjlearnError) as error:
        Situation(**FOUR_PLAIN_5S)
    assert render_error(error.value, "en") == (
        "The hand has 4 plain fives of bamboo, but the set has only 3, because its other "
        "fives are red. Write one of them as the red five, 0s.")
    for lang in SUPPORTED_LANGUAGES:
        text = render_error(error.value, lang)
        assert "0s" in text and "4" in text and "3" in text


def test_written_with_the_red_five_the_hand_counts_it_like_the_oracle():
    situation = {"hand": "12340678955599s", "win": "9s", "seat_wind": "S", "rules": "standard"}
    oracle, _ = expected_result(situation)
    result = score(Situation.from_json(situation))
    assert result.aka == oracle["aka"] == 1
    assert result.han == oracle["han"]


def test_ema_has_no_red_fives_so_four_plain_5s_are_fine():
    result = score(Situation(**FOUR_PLAIN_5S, rules="ema"))
    assert result.aka == 0


def test_two_red_5p_leave_only_two_plain_5p():
    with pytest.raises(MjlearnError) as error:
        Situation("123m555p678s234s99m", win="9m")
    assert error.value.params == {"suit": "p", "count": 3, "allowed": 2, "red": "0p"}
    assert Situation("123m055p678s234s99m", win="9m").hand


def test_the_count_of_red_fives_comes_from_the_ruleset():
    one_red_5p = {"preset": "standard", "red_fives": [1, 1, 1]}
    assert get_ruleset(one_red_5p).plain_fives() == (3, 3, 3)
    assert STANDARD.plain_fives() == (3, 2, 3) and get_ruleset("ema").plain_fives() == (4, 4, 4)
    assert Situation("123m555p678s234s99m", win="9m", rules=one_red_5p).hand
    with pytest.raises(MjlearnError) as error:
        get_ruleset({"preset": "standard", "red_fives": [1, 5, 1]})
    assert error.value.code == "bad_rule_value"


def test_dora_indicators_are_tiles_of_the_same_set():
    with pytest.raises(MjlearnError) as error:
        Situation("123m555s678s234p99m", win="9m", dora="5s")
    assert error.value.params == {"suit": "s", "count": 4, "allowed": 3, "red": "0s"}
    with pytest.raises(MjlearnError):
        Situation("123m555s678s234p99m", win="9m", riichi=True, dora="1m", ura="5s")
    assert Situation("123m555s678s234p99m", win="9m", dora="0s").dora[0].red


# --- 2. another reading that scores as much ----------------------------------------------

def test_a_tied_reading_would_give_as_much_not_only():
    # 123s 456s 789s 222s 99s, tanki on 9s: ittsuu 2 + chinitsu 6 = 8 han; 20 + 10 closed
    # ron + 4 (222s concealed) + 2 tanki = 36 → 40 fu. The other reading (789s completed
    # by a ryanmen) has the same yaku and 20 + 10 + 4 = 34 → 40 fu: baiman both, 4 000.
    result = score(Situation("12222345678999s", win="9s"))
    assert (result.han, result.fu, result.basic_points) == (8, 40, 4000)
    alternative = _steps(result, "reading.alternative")[0]
    assert alternative.params["compared"] == "same"
    assert (alternative.params["han"], alternative.params["fu"]) == (8, 40)
    assert "would give just as much: 8 han and 40 fu, that is 4,000 basic points." in \
        render_step(alternative, "en")


def test_a_cheaper_reading_still_gives_only():
    # win 3m: ryanmen of 345m (riichi + pinfu, 30 fu: 30 × 2^4 = 480 basic points) or
    # penchan of 123m (riichi, 20 + 10 + 2 = 32 → 40 fu: 40 × 2^3 = 320): less
    result = score(Situation("123345m456p789s22z", win="3m", riichi=True, seat_wind="W"))
    alternative = _steps(result, "reading.alternative")[0]
    assert (result.basic_points, alternative.params["basic"]) == (480, 320)
    assert alternative.params["compared"] == "less"
    assert "would give only 1 han and 40 fu, that is 320 basic points." in \
        render_step(alternative, "en")


def test_the_same_sets_with_another_wait_say_so_and_show_what_differs():
    # 123m 123m 456p 789s 99s won on 9s: a ryanmen of 789s (pinfu + iipeikou, 2 han 30 fu:
    # 30 × 2^4 = 480 basic points) or a tanki on 99s (no pinfu: 20 + 10 closed ron + 2
    # tanki = 32 → 40 fu, iipeikou 1 han: 40 × 2^3 = 320). The groups are the same; only
    # the wait differs.
    result = score(Situation("112233m456p78999s", win="9s"))
    alternative = _steps(result, "reading.alternative")[0]
    assert (alternative.params["differs"], alternative.params["completes"]) == ("wait", "99s")
    assert render_step(alternative, "en") == (
        "The same tiles can also be read with another wait: the winning tile completing 99s, "
        "a tanki (pair wait). Read that way, the hand would give only 1 han and 40 fu, that "
        "is 320 basic points.")
    assert render_step(alternative, "pl").startswith(
        "Te same kamienie można też odczytać z innym oczekiwaniem:")


def test_another_split_still_lists_its_groups():
    # 111m 222m 333m 789p 55s by tsumo (sanankou) or 123m 123m 123m (iipeikou, penchan):
    # another split of the tiles, shown group by group
    result = score(Situation("111222333m789p55s", win="3m", tsumo=True))
    alternative = _steps(result, "reading.alternative")[0]
    assert alternative.params["differs"] == "split"
    assert render_step(alternative, "en") == (
        "Read as four sets and a pair, 123m 123m 123m 789p 55s, with a penchan (edge wait), "
        "the hand would give only 2 han and 30 fu, that is 480 basic points.")


# --- 3. what a yakuman ignores --------------------------------------------------------------

def test_yakuman_ignores_the_han_of_the_ordinary_yaku():
    # daisangen; the ordinary yaku would be haku 1 + hatsu 1 + chun 1 + sanankou 2 (the
    # three dragon triplets are concealed; the ron completes the pair) = 5 han; dora 6z
    # makes 7z dora: 3 han.
    result = score(Situation("123m555666777z44p", win="4p", dora="6z"))
    note = _steps(result, "note.yakuman_ignores")[0]
    assert note.params == {"han": 5, "dora": 3}
    assert render_step(note, "en") == (
        "A yakuman leaves out ordinary yaku and dora: the 5 han of the yaku and the 3 han of "
        "the dora do not count.")


def test_kokushi_has_no_shape_yaku_to_ignore():
    # thirteen orphans: honroutou needs triplets or pairs, so only riichi (1 han) is an
    # ordinary yaku here; dora 9m makes the pair 11m dora: 2 han
    riichi = score(Situation("19m19p19s1234567z1m", win="1m", dora="9m", riichi=True))
    assert _steps(riichi, "note.yakuman_ignores")[0].params == {"han": 1, "dora": 2}
    plain = score(Situation("19m19p19s1234567z1m", win="1m", dora="9m"))
    note = _steps(plain, "note.yakuman_ignores")[0]
    assert note.params == {"han": 0, "dora": 2}
    assert render_step(note, "en") == "A yakuman leaves out dora: the 2 han of the dora do not count."


# --- 4. EMA renhou replaces the other yaku -------------------------------------------------

EMA_RENHOU = dict(hand="234m567p234678s88p", win="2s", renhou=True, rules="ema")


def test_ema_renhou_says_why_pinfu_is_missing():
    # a ron: pinfu (ryanmen 34s, plain pair) 1 + tanyao 1 = 2 han, less than renhou's
    # fixed 5 (EMA: "not cumulative with other yaku and dora"), so renhou replaces them
    result = score(Situation(**EMA_RENHOU))
    assert [(y.id, y.han) for y in result.yaku] == [("renhou", 5)]
    assert not _steps(result, "note.pinfu_refused")
    note = _steps(result, "note.renhou_not_cumulative")[0]
    assert note.params == {"han": 2}
    assert render_step(note, "en") == (
        "Renhou does not add up with other yaku or dora: their 2 han do not count.")


def test_ema_renhou_leaves_out_yaku_and_dora_together():
    # dora 7p makes the pair 88p dora: 2 han, with pinfu and tanyao 4 han in all (< 5)
    result = score(Situation(**EMA_RENHOU, dora="7p"))
    assert _steps(result, "note.renhou_not_cumulative")[0].params == {"han": 4}
    assert result.han == 5 and result.dora == 0


def test_pinfu_refused_for_tsumo_only_where_the_rules_say_so():
    # all runs, ryanmen, plain pair, tsumo: pinfu in standard; not with pinfu_tsumo off
    hand = dict(hand="234m567p234678s88p", win="2s", tsumo=True)
    assert not _steps(score(Situation(**hand)), "note.pinfu_refused")
    off = score(Situation(**hand, rules={"pinfu_tsumo": False}))
    assert _steps(off, "note.pinfu_refused")[0].params == {"reason": "tsumo", "detail": "pinfu_tsumo"}


# --- 5. seed 000's rounding note, only when asked for ------------------------------------

def test_seed_000_rounding_note_only_when_asked_for():
    # 1 han 30 fu: 240 basic points; seed 000 rounds them to 200 before multiplying
    # (200 × 4 = 800 for a ron) where the right payment is 960 → 1 000. A learner who has
    # not read that document is not told about its mistake: the note is off in every
    # preset, and a lesson (or the learner) switches it on (issue #19).
    for name in ("standard", "kostaryov", "ema"):
        assert not get_ruleset(name).seed_000_rounding_note
        pay = payments(240, False, False, get_ruleset(name))
        assert pay.amounts == {"discarder": 1000}
        assert not [s for s in pay.steps if s.code == "note.seed_000_rounding"]
    for name in ("standard", "ema"):
        on = get_ruleset({"preset": name, "seed_000_rounding_note": True})
        notes = [s for s in payments(240, False, False, on).steps
                 if s.code == "note.seed_000_rounding"]
        assert [n.params for n in notes] == [{"seed_total": 800, "total": 1000}]


# --- 6. a limit reached by han, or by capped basic points --------------------------------

def test_mangan_by_capped_basic_points():
    # 4 han 40 fu: 40 × 2^6 = 2 560 > 2 000, so mangan — the han alone do not make it
    points = basic_points(4, 40, STANDARD)
    limit = points.steps[-1]
    assert (points.basic, points.limit) == (2000, "mangan")
    assert limit.params["reason"] == "capped" and limit.params["raw"] == 2560
    assert render_step(limit, "en") == (
        "The formula gives 2,560 basic points, more than 2,000: they stop at 2,000, and the "
        "hand is a mangan.")
    assert basic_points(3, 70, STANDARD).steps[-1].params["raw"] == 2240


def test_mangan_by_han():
    limit = basic_points(5, 30, STANDARD).steps[-1]
    assert limit.params["reason"] == "han"
    assert render_step(limit, "en") == "With 5 han the hand is a mangan, worth 2,000 basic points."


# --- 7. honba: one payer on a ron, three on a tsumo --------------------------------------

def test_honba_on_a_ron_has_a_single_payer():
    # 300 per honba (seed 000): the discarder pays all of it on a ron, 100 each on a tsumo
    ron = next(s for s in payments(1000, False, False, STANDARD, honba=2).steps
               if s.code == "payment.honba")
    assert render_step(ron, "en") == "With 2 honba on the table, the discarder adds 600 points."
    tsumo = next(s for s in payments(1000, False, True, STANDARD, honba=2).steps
                 if s.code == "payment.honba")
    assert render_step(tsumo, "en") == (
        "With 2 honba on the table, each of the three payers adds 200 points: 600 points in "
        "all.")
    for lang in SUPPORTED_LANGUAGES:
        assert render_step(ron, lang) != render_step(tsumo, lang)
