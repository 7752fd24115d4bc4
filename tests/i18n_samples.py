"""Sample parameter values for rendering every error and step code (shared by the i18n tests).

A new code whose parameter is not listed here makes the tests fail with a clear KeyError:
add a realistic sample for it (in ``SAMPLE_PARAMS``, or for one code in ``STEP_SAMPLES``).
"""

import importlib
import pkgutil

import mjlearn
from mjlearn.i18n import SUPPORTED_LANGUAGES
from mjlearn.i18n.markers import Choice
from mjlearn.i18n.messages import STEP_MESSAGES

# Every module registers its codes when imported, so import every module of the package
# (engines, table, classic, CLI — even one no package __init__ imports yet): no registered
# code can be missed by the tests.
for _module in pkgutil.walk_packages(mjlearn.__path__, "mjlearn."):
    if not _module.name.endswith("__main__"):  # that one runs the command line
        importlib.import_module(_module.name)

LANGUAGES = SUPPORTED_LANGUAGES
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")

SAMPLE_PARAMS = {
    "char": "x", "position": 3, "digits": "123", "digit": 8, "tile": "3m", "kind": 40,
    "count": 15, "expected": 13, "melds": 1, "meld": "124m", "meld_type": "pon", "option": "rules",
    "value": "maybe", "language": "de", "supported": "en, es, it, pl, ru", "text": "11.6",
    # rules, situations, the command line
    "name": "tenhou_rules", "known": "standard, kostaryov, ema", "key": "dora",
    "names": "east, south, west, north",
    "flag": "ippatsu", "requires": "riichi", "other": "rinshan", "ruleset": "kostaryov",
    "suit": "p", "allowed": 1, "dora": 2, "aka": 1, "ura": 0, "line": 7,
    "detail": "Expecting value",
    # the table
    "seat": 2, "honba": 2, "sticks": 1, "round_wind": "up", "score": "25k", "total": 99000,
    "basic": 960, "max": 2, "outcome": "str", "type": "dict", "denomination": 500,
    "amount": 2050, "holding": 1200, "owed": 12000, "paid": 5000,
    # Classic
    "token": "(12m", "group": "(124m)", "bracket": "(", "source": "sky", "announcement": "hi",
    "how": "drawn", "path": "hands.jsonl", "tiles": "1f2f", "player": "E", "limit": 1000,
    "field": "colour", "rule": "nagashi_mangan",
    # steps
    "indicator": "1m", "set": "678s", "shape": "pon", "open": True, "terminal_or_honour": False,
    "yaku": "pinfu", "pair": "22s", "wait": "kanchan", "raw": 1440, "rounded": 1500, "fu": 30, "han": 3,
    "own_han": 2, "own_fu": 30,
    "multiple": 2, "payer": "dealer", "multiplier": 2, "payers": 3, "each": 100,
    "seed_total": 1200, "form": "standard", "sets": ("234m", "567m", "345p", "678s"),
    "cap": 1, "found": 2, "closed": 2, "reason": "wait", "receiver": 1, "dealer": 0,
    "payer_role": "non_dealer", "tenpai_count": 2, "discarder": 3, "winners": (0, 1),
    "tenpai": (1, 2), "points": 31600, "baseline": 30000, "unit": 1000, "place": 1,
    "thousands": 32,
    "uma": 15, "others": (2, -11, -38), "winning": 2, "groups": ("(123m)", "[1111p]"),
    "doubles": 2, "state": "melded", "category": "dragons", "major": True, "base": 80,
    "factor": 2, "net": -120, "red": "0s", "compared": "less", "differs": "split",
    "completes": "99s",
    # mjlearn quiz grade: an answer file's name, a percentage and a skill's name, as given
    "file": "ana.json", "percent": "67 %", "skill": "Rounding the fu",
    # … an option the teacher typed, the engine's words to a student, a question's topic
    "given": "7", "feedback": "24 fu → 30 fu", "topic": "fu", "label": "2 (fu)",
    "files": "ana.json, ana-2.json",
    # an answer of amounts typed without their slashes, shown with them put in
    "typed": "0 / 0 / 1",
}

# Where a parameter of one code needs a value of another kind than the shared sample.
STEP_SAMPLES = {
    "settle.riichi_deposit": {"payer": 1, "receiver": None},
    **{code: {"payer": 3, "receiver": 1, "amount": 3900, "limit": "mangan"}
       for code in ("settle.ron", "settle.tsumo", "settle.honba", "settle.riichi_sticks",
                    "settle.own_riichi_stick", "settle.noten", "settle.nagashi")},
    "settle.deal_passes": {"round_wind": "south"},
    "settle.new_round": {"round_wind": "south"},
    "settle.pays_what_they_hold": {"payer": 3, "receiver": 0},
    "points.limit": {"limit": "haneman", "han": 6},
    "points.kazoe": {"limit": "kazoe_yakuman", "han": 13},
    "sticks.give": {"denomination": 1000, "count": 3},
    "sticks.change": {"denomination": 100, "count": 2},
    "final.leftover_sticks": {"seat": 0},
    "fu.pair": {"reason": "dragon", "pair": "55z"},
    "dora.aka": {"tiles": ("0m", "0p"), "count": 2},
    "reading.chosen": {"count": 1},
    "note.pinfu_refused": {"reason": "wait", "detail": "kanchan"},
    "classic.arrangement.chosen": {"form": "standard"},
    "classic.arrangement.alternative": {"total": 140},
    "classic.settle.payment": {"payer": "W", "receiver": "S", "reason": "winner"},
    "classic.cap": {"score": 1200, "limit": 1000},
    "classic.double.one_suit": {"suit": "s"},
    "classic.double.one_suit_with_honours": {"suit": "m"},
    "classic.double.three_concealed_pungs": {"count": 3},
    "classic.unscored_tiles": {"tiles": "3579m"},
}

# Every sentence of a Choice message, reached by these parameter changes.
CHOICE_SAMPLES = {
    "reading.chosen": [{"count": 1}, {"count": 3},
                       {"count": 1, "form": "kokushi", "sets": ("19m", "19p", "19s", "12345677z"),
                        "pair": "77z"}],
    "reading.wait": [{"wait": "kanchan"}, {"wait": "kokushi"}, {"wait": "kokushi_13"}],
    "note.pinfu_refused": [{"reason": "wait", "detail": "kanchan"},
                           {"reason": "valued_pair", "detail": "55z"},
                           {"reason": "tsumo", "detail": "pinfu_tsumo"}],
    "fu.set": [{"open": o, "terminal_or_honour": t, "shape": shape, **winds}
               for o in (True, False) for t in (True, False) for shape in ("pon", "kan")
               for winds in ({}, {"winds": False})],
    "settle.tsumo": [{"payer_role": "dealer"}, {"payer_role": "non_dealer"}],
    "settle.nagashi": [{"payer_role": "dealer"}, {"payer_role": "non_dealer"}],
    "settle.exhaustive_draw": [{"tenpai": ()}, {"tenpai": (1,)}, {"tenpai": (0, 2, 3)}],
    "prompt.han_fu_to_points": [{"role": "dealer"}, {"role": "non_dealer"}],
    "prompt.han_fu_to_points.ruleset": [{"role": "dealer", "ruleset": "ema"},
                                        {"role": "non_dealer", "ruleset": "kostaryov"}],
    "fu.pair": [{"reason": r} for r in ("dragon", "double_wind", "seat_wind", "round_wind")],
    "reading.alternative": [{"compared": c, "differs": d, "completes": "99s"}
                            for c in ("less", "same", "yakuman") for d in ("split", "wait")],
    "note.yakuman_ignores": [{"han": 5, "dora": 3}, {"han": 0, "dora": 2}],
    "points.limit": [{"reason": "han", "han": 6, "raw": None},
                     {"reason": "capped", "limit": "mangan", "han": 4, "raw": 2560, "basic": 2000}],
    "payment.honba": [{"payers": 1, "each": 600}, {"payers": 3, "each": 200}],
    "payment.tsumo": [{"payer": p, "count": n, "raw": raw, "amount": 1500}
                      for p, n in (("dealer", 1), ("non_dealer", 2), ("non_dealer", 3))
                      for raw in (1440, 1500)],
    "yakuman.found": [{"multiple": 1}, {"multiple": 2}, {"multiple": 3}],
    "points.yakuman": [{"multiple": 1}, {"multiple": 2}, {"multiple": 4}],
    "payment.ron": [{"raw": 1440, "amount": 1500}, {"raw": 8000, "amount": 8000}],
    "final.rounded": [{"points": 31600, "rounded": 32000}, {"points": 12000, "rounded": 12000}],
    "final.baseline": [{"unit": 1000}, {"unit": 1}],
    "classic.round": [{"raw": 1444, "rounded": 1440}, {"raw": 30, "rounded": 30}],
    "classic.bonus.out_on_pair": [{"major": True}, {"major": False}],
    "classic.settle.payment": [{"reason": "winner"}, {"reason": "difference"}],
    "settle.pays_what_they_hold": [{"paid": 5000}, {"paid": 0}],
    "payment.riichi_sticks": [{"sticks": 1}, {"sticks": 2}],
    "settle.riichi_sticks": [{"sticks": 1}, {"sticks": 2}],
    "classic.arrangement.chosen": [{"groups": ("(123m)", "[1111p]")},
                                   {"groups": (), "form": "partial"},
                                   {"groups": (), "form": "thirteen_orphans"}],
}


def sample_params(param_names, code=None):
    params = {name: SAMPLE_PARAMS[name] for name in param_names}
    params.update(STEP_SAMPLES.get(code, {}))
    return params


def step_samples(code, param_names):
    """The parameter sets that render every sentence of a step code."""
    base = sample_params(param_names, code)
    if isinstance(STEP_MESSAGES.get(code), Choice):
        return [{**base, **change} for change in CHOICE_SAMPLES[code]]
    return [base]


# The lessons' classroom mode (mjlearn/lessons/classroom.py).
SAMPLE_PARAMS.setdefault("lesson", "99")
# A shared hand's line (mjlearn/riichi/share.py): the word that could not be read.
SAMPLE_PARAMS.setdefault("word", "--richi")

# The exercises' step and error parameters (mjlearn/exercises/answers/messages.py).
for _name, _value in {
    "indicator": "4p", "indicators": "4p, 7s", "group": "345m", "wait": "kanchan",
    "waits": "3m, 6m", "han": 2, "answer": "5m", "missed": "6m", "extra": "1z", "held": "6s",
    "known": "1, 2, 3, 4", "difficulty": 9, "constraint": "colour", "choices": "a, b",
}.items():
    SAMPLE_PARAMS.setdefault(_name, _value)

# The exercises of part 2 (whole hands, points, the table, Classic, the quiz).
for _name, _value in {
    "win_way": "riichi_tsumo", "seat_wind": "south", "question": "How many fu?",
    "yaku_list": ("pinfu", "tanyao"), "role": "dealer", "winner": 1, "seats": (0, 2),
    "scores": (31600, 24000, 22400, 22000), "changes": (8300, -8300, 0, 0),
    "payer_sticks": (1, 2, 4, 10), "payee_sticks": (0, 1, 3, 6), "best": 5, "start": 25000,
    "hand": "[1111m] (666z) 222p (345s) 11z last=1z/drawn", "wind": "south", "number": 2,
    "seed": 7, "ura": "3s",
}.items():
    SAMPLE_PARAMS.setdefault(_name, _value)
# part 2 codes whose shared samples would not fit (a wind name, not an error's "up")
STEP_SAMPLES.update({
    code: {"round_wind": "east", "pair": "11z"}
    for code in ("prompt.riichi_hand", "prompt.riichi_hand.dora", "prompt.riichi_hand.ura",
                 "prompt.classic_hand_score")
})
STEP_SAMPLES["misconception.double_wind_pair_once"] = {"pair": "11z", "fu": 4}

# The furiten exercises (mjlearn/exercises/kinds/furiten.py): tile lists as mpsz codes.
SAMPLE_PARAMS.setdefault("discards", ("9m", "4m", "1z"))
STEP_SAMPLES.update({code: {"waits": ("1m", "4m")}
                     for code in ("furiten.waits", "furiten.ron_tiles")})
STEP_SAMPLES["misconception.classic_ignored_limit"] = {"limit": 500}
STEP_SAMPLES["misconception.fu_not_rounded"] = {"raw": 32, "fu": 40}
STEP_SAMPLES["misconception.fu_rounded_down"] = {"raw": 32, "fu": 40}
STEP_SAMPLES["exercise.sticks.moved"] = {"count": 3}

# The boundary checks and the batch commands (mjlearn/checks.py, mjlearn/cli/batch.py).
for _name, _value in {
    "argument": "honba", "minimum": 0, "maximum": 1000, "length": 12000,
}.items():
    SAMPLE_PARAMS.setdefault(_name, _value)

# The rules that move points at the table (mjlearn.table.pao, .abortive, .chombo, .final).
SAMPLE_PARAMS.setdefault("share", "all")
SAMPLE_PARAMS.setdefault("penalty", 20000)
SAMPLE_PARAMS.setdefault("receiver_role", "dealer")
SAMPLE_PARAMS.setdefault("target", 30000)
_TRANSFER = {"payer": 3, "receiver": 1, "amount": 16000}
STEP_SAMPLES.update({
    "settle.pao_liable": {"seat": 3, "kind": "daisangen"},
    "settle.pao_tsumo": {**_TRANSFER, "kind": "daisangen"},
    "settle.pao_ron": {**_TRANSFER, "kind": "daisuushii"},
    "settle.pao_share": {**_TRANSFER, "kind": "daisangen"},
    "settle.abortive_draw": {"seats": (1,)},
    "settle.chombo": {"seat": 1},
    "settle.chombo_payment": {"payer": 1, "receiver": 0, "amount": 4000},
    "settle.riichi_returned": {"payer": None, "receiver": 2, "amount": 1000},
    "settle.chombo_penalty": {"seat": 1},
    "final.chombo": {"seat": 1, "count": 1, "unit": 1},
    # errors (the same samples serve them: see tests/test_i18n_render.error)
    "unknown_pao": {"kind": "kokushi"},
    "pao_not_in_rules": {"kind": "daisuushii"},
    "pao_hand_lacks": {"kind": "daisangen"},
    "unknown_abortive_draw": {"kind": "nine_orphans"},
    "abortive_draw_not_in_rules": {"kind": "suufon_renda"},
    "abortive_draw_seats": {"kind": "sanchahou", "count": 2, "expected": 3},
    "not_kyuushu_kyuuhai": {"count": 8},
    "suucha_riichi_needs_four": {"count": 3},
    "bad_chombo_count": {"count": "-1"},
    "bad_yaku_ids": {"yaku": "'daisangen'"},
})
CHOICE_SAMPLES.update({
    "settle.pao_liable": [{"share": s} for s in ("all", "part", "rinshan", "half", "half_part",
                                                  "discarder")],
    "settle.abortive_draw": [{"kind": k, "seats": s} for k, s in (
        ("kyuushu_kyuuhai", (1,)), ("suufon_renda", ()), ("suucha_riichi", ()),
        ("suukaikan", (0, 1, 1, 2)), ("sanchahou", (0, 1, 3)))],
    "settle.chombo": [{"penalty": "mangan"}, {"penalty": "final_penalty"}],
})
# The tutor (issue 12): feedback by attempt, labelled fields, the quiz's test mode, the
# mistakes learners make.
for _name, _value in {
    "correct": 3, "reached": "haneman", "called": "mangan", "yaku_list": ("ittsuu", "honitsu"),
    "counted": "sanankou",
}.items():
    SAMPLE_PARAMS.setdefault(_name, _value)
STEP_SAMPLES.update({
    "misconception.standard_rules": {"ruleset": "ema", "yaku": "shousangen"},
    "misconception.ron_triplet_sanankou": {"set": "555p"},
    "misconception.riichi_sticks_wrong_player": {"seat": 2, "winner": 0},
    "misconception.limit_one_lower": {"han": 6},
    "field.seat_dealer": {"seat": 0},
})
CHOICE_SAMPLES.update({
    "misconception.missed_one_open_reduction": [{"yaku_list": ("ittsuu",), "count": 1},
                                                {"yaku_list": ("ittsuu", "honitsu"), "count": 2}],
    "misconception.ron_triplet_sanankou": [{"counted": "sanankou"}, {"counted": "suuankou"}],
    "misconception.standard_rules": [{"rule": r} for r in (
        "kazoe", "yakuman_stacking", "double_yakuman", "aka", "yaku_allowed", "other")],
})

# The exercises at the table (mjlearn/exercises/kinds/calls.py, table_rules.py, furiten.py):
# calls as the learner's language says them, the liable player, abortive draws, chombo.
from mjlearn.i18n.calls import Call  # noqa: E402
from mjlearn.trace import step as _step  # noqa: E402

SAMPLE_PARAMS.setdefault("liable", 2)
SAMPLE_PARAMS.setdefault("ron", Call("ron", (7700,)))
SAMPLE_PARAMS.setdefault("split", Call("split", (2000, 3900)))
SAMPLE_PARAMS.setdefault("all", Call("all", (2600,)))
SAMPLE_PARAMS.setdefault("call", Call("split", (1300, 2600)))
SAMPLE_PARAMS.setdefault("outcome", "abortive")
STEP_SAMPLES.update({
    "call.hand": {"han": 3, "fu": 30, "win_way": "tsumo"},
    "call.hand_limit": {"han": 6, "win_way": "ron"},
    "call.honba": {"honba": 2, "each": 200},
    "prompt.call_score": {"hand": _step("call.hand", han=2, fu=40, role="dealer",
                                        win_way="ron"),
                          "question": _step("call.question_honba", honba=1)},
    "prompt.pao.tsumo": {"yaku": "daisangen"}, "prompt.pao.ron": {"yaku": "daisuushii"},
    "prompt.pao.tsumo_riichi": {"yaku": "daisangen"},
    "prompt.pao.ron_riichi": {"yaku": "daisangen"},
    "exercise.pao.value": {"yaku": "daisangen", "amount": 48000},
    "misconception.pao_ignored": {"yaku": "daisangen"},
    "misconception.pao_liable_pays_ron": {"yaku": "daisuushii"},
    "misconception.pao_honba_split": {"yaku": "daisangen"},
    "prompt.abortive.draw": {"kind": "suucha_riichi"},
    "prompt.abortive.draw_riichi": {"kind": "suukaikan"},
    "prompt.abortive.kyuushu": {"kind": "kyuushu_kyuuhai"},
    "exercise.abortive.answer": {"honba": 3, "sticks": 2, "dealer": 1},
    "unreadable_call": {"text": "2600 each?"},
})
CHOICE_SAMPLES.update({
    "call.hand": [{"role": r} for r in ("dealer", "non_dealer")],
    "call.hand_limit": [{"role": r} for r in ("dealer", "non_dealer")],
    "call.how": [{"form": f} for f in ("ron", "split", "all")],
    "misconception.call_form": [{"form": f} for f in ("ron", "split", "all")],
    "prompt.abortive.chombo": [{"reason": r} for r in ("furiten_ron", "false_win")],
    "prompt.abortive.chombo_riichi": [{"reason": r} for r in ("furiten_ron", "false_win",
                                                               "false_riichi")],
    "prompt.abortive.kyuushu": [{"honours": h} for h in ("winds_and_dragons", "dragons")],
    "exercise.abortive.hint": [{"outcome": o} for o in ("abortive", "chombo")],
})

# The native reviews' fixes: who declared riichi (a sentence of its own, agreeing with how
# many), the players' points where the rules cap a payment, prompts without winds, the
# Classic hand's last tile in words.
SAMPLE_PARAMS.setdefault("declared", 1)
SAMPLE_PARAMS.setdefault("riichi", _step("prompt.riichi_declared", seats=(2,), declared=1))
SAMPLE_PARAMS.setdefault("honours", "winds_and_dragons")
SAMPLE_PARAMS.setdefault("source", "drawn")
STEP_SAMPLES.update({
    "prompt.with_scores": {"ruleset": "kostaryov", "question": _step(
        "prompt.pao.tsumo", dealer=0, honba=1, sticks=0, winner=1, liable=2, yaku="daisangen")},
    "prompt.classic_hand_score": {"round_wind": "east", "hand": "[1111m] (666z) 222p (345s) 11z",
                                  "tile": "1z"},
    "prompt.riichi_declared": {"seats": (0, 2), "declared": 2},
    "misconception.forgot_riichi_deposit": {"seats": (1,), "declared": 1},
})
CHOICE_SAMPLES.update({
    **{code: [{"role": r} for r in ("dealer", "non_dealer")] for code in (
        "prompt.riichi_hand.no_winds", "prompt.riichi_hand.dora.no_winds",
        "prompt.riichi_hand.ura.no_winds")},
    "prompt.classic_hand_score": [{"source": s} for s in ("drawn", "claimed")],
})

# The diagnosis from the trace (issue 26): the fu item it names is a whole step.
SAMPLE_PARAMS.setdefault("item", _step("fu.set", 8, set="555p", shape="pon", open=False,
                                       terminal_or_honour=False))
STEP_SAMPLES.update({
    "misconception.limit_paid_by_formula": {"han": 6, "reached": "haneman"},
    "misconception.guest_wind_yakuhai": {"set": "333z"},
})
# final-score's totals with riichi sticks on the table: four amounts of points
STEP_SAMPLES["points_and_sticks_total_mismatch"] = {"scores": 100000, "sticks": 1000,
                                                    "total": 101000, "expected": 100000}

# The first hints of the payments questions (mjlearn/exercises/kinds/payments.py).
SAMPLE_PARAMS.setdefault("case", "ron_non_dealer")
CHOICE_SAMPLES["exercise.points.hint"] = [
    {"case": case} for case in ("ron_non_dealer", "ron_dealer", "tsumo_non_dealer",
                                "tsumo_dealer")]
# A yakuman's payment in points (the hint of lesson 05's payments, before basic points).
SAMPLE_PARAMS.setdefault("non_dealer", 32000)
# The fourth Italian review: the wind prompts say who won (the dealer or a non-dealer), and
# a number that is no number is answered with an example, short or grouped and plain.
SAMPLE_PARAMS.setdefault("example", 30)
SAMPLE_PARAMS.setdefault("plain", "11600")
SAMPLE_PARAMS.setdefault("size", "short")
CHOICE_SAMPLES.update({
    **{code: [{"role": r} for r in ("dealer", "non_dealer")] for code in (
        "prompt.riichi_hand", "prompt.riichi_hand.dora", "prompt.riichi_hand.ura")},
    "bad_number": [{"size": "short", "example": 30},
                   {"size": "grouped", "example": 11600, "plain": "11600"}],
})
# the fourth English review: where a table's answer first differs, and why a yaku is absent
STEP_SAMPLES["exercise.table.first_differs"] = {"player": 3}
STEP_SAMPLES["exercise.table.look_again"] = {"player": 3}
STEP_SAMPLES["misconception.yaku_not_in_hand_because"] = {
    "yaku": "pinfu", "reasons": (_step("yaku_absent.not_a_sequence", set="777s"),
                                 _step("yaku_absent.wait", wait="tanki"))}
STEP_SAMPLES["yaku_absent.two_suits"] = {"set": "234m", "second": "456p"}
STEP_SAMPLES["misconception.yakuman_paid_as_mangan"] = {"multiple": 4}
SAMPLE_PARAMS["reasons"] = STEP_SAMPLES["misconception.yaku_not_in_hand_because"]["reasons"]
SAMPLE_PARAMS["second"] = "456p"
# The fifth Polish review: an open all-simples hand under no kuitan says why it has no yaku,
# rules without red fives say so, a wrong total says what it should be (players × start),
# and a wrong dora tile is told the order of its indicator's suit.
SAMPLE_PARAMS.setdefault("kuitan", True)
SAMPLE_PARAMS.setdefault("players", 4)
SAMPLE_PARAMS.setdefault("order", "nine")
STEP_SAMPLES["no_red_fives"] = {"red": "0p", "plain": "5p"}
CHOICE_SAMPLES["exercise.dora.not_after"] = [
    {"order": "number", "indicator": "3m", "tile": "5m"},
    {"order": "nine", "indicator": "9s", "tile": "5s"},
    {"order": "wind", "indicator": "4z", "tile": "3z"},
    {"order": "dragon", "indicator": "7z", "tile": "6z"}]
