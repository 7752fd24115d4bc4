"""The figures lesson 07 (fu) states in prose and in its table, checked against the
``mahjong`` package (through ``riichi_oracle``) and the engine: above all the double wind
pair row (+4, EMA 2016 §4.1.1 "2 minipoints … pair of seat wind • pair of prevalent
wind"), the special cases, the usual 30 or 40 fu, and the lesson's hands."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from riichi_oracle import score_with_mahjong

import mjlearn.lessons
from mjlearn.riichi import Situation, score

SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "07_fu.md"


def table_rows() -> dict[str, str]:
    rows = {}
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 2 and cells[0] not in ("item", "---"):
            rows[cells[0]] = cells[1]
    return rows


def situation(hand, win, **extra):
    data = {"hand": hand, "win": win, "seat_wind": "S", "round_wind": "E", "rules": "standard",
            "tsumo": False, "melds": []}
    data.update(extra)
    return data


def pair_fu(result) -> int:
    return sum(s.value for s in result.trace if s.code == "fu.pair")


def test_the_double_wind_pair_row_is_four_fu():
    rows = table_rows()
    assert rows["pair of a wind that is both the round wind and your seat wind"] == "+4"
    assert rows["pair of dragons, of the round wind or of your seat wind"] == "+2"
    # the dealer (East) in the East round, a pair of East: 4 fu in standard and EMA 2016
    sit = situation("11z234m567p999s345p", "5p", seat_wind="E", riichi=True)
    oracle = score_with_mahjong(sit)
    assert oracle["fu"] == 50                     # 20 + 10 + 8 + 4 = 42 → 50
    for rules in ("standard", "ema"):
        result = score(Situation.from_json(dict(sit, rules=rules)))
        assert (pair_fu(result), result.fu) == (4, 50)
    two = score(Situation.from_json(dict(sit, rules={"preset": "standard", "double_wind_pair_fu": 2})))
    assert (pair_fu(two), two.fu) == (2, 40)     # "with 2 it stays at 40"


def test_the_special_cases():
    cases = [(situation("345m456p678p234s99m", "2s", tsumo=True), 20),
             (situation("1122m3344p5566s77z", "7z"), 25),
             (situation("678m345s88p", "6m", melds=[{"type": "chi", "tiles": "234p"},
                                                    {"type": "chi", "tiles": "567s"}]), 30)]
    for sit, fu in cases:
        assert score_with_mahjong(sit)["fu"] == fu
        assert score(Situation.from_json(sit)).fu == fu


# the six everyday hands of "Most hands are 30 or 40 fu", with the fu the oracle gives
USUAL = [
    (situation("234m345p456678s22p", "8s", riichi=True), 30),
    (situation("234m777p456678s22p", "8s", riichi=True), 40),
    (situation("123m456p789s234s55z", "5z", riichi=True), 40),
    (situation("567m345s88m", "5m", melds=[{"type": "pon", "tiles": "444p"},
                                          {"type": "chi", "tiles": "678s"}]), 30),
    (situation("123m345p567s678s22p", "2m", tsumo=True), 30),
    (situation("111m234p678s55p", "5p", melds=[{"type": "pon", "tiles": "777z"}]), 40),
]


@pytest.mark.parametrize("sit, fu", USUAL)
def test_the_everyday_hands_are_30_or_40_fu(sit, fu):
    assert score_with_mahjong(sit)["fu"] == fu == score(Situation.from_json(sit)).fu
    assert sit["hand"] in SOURCE.read_text(encoding="utf-8")


def test_the_worked_hands():
    # penchan, concealed 999s, pair of the round wind: 20 + 10 + 8 + 2 + 2 = 42 → 50
    first = situation("456m789p123999s11z", "3s", riichi=True)
    assert score_with_mahjong(first)["fu"] == 50 == score(Situation.from_json(first)).fu
    # the open pon of red dragons 4, the concealed kan of 1p 32, tsumo 2: 20 + 38 = 58 → 60
    second = situation("234m456p88s", "6p", tsumo=True,
                       melds=[{"type": "pon", "tiles": "777z"}, {"type": "ankan", "tiles": "1111p"}])
    assert score_with_mahjong(second)["fu"] == 60 == score(Situation.from_json(second)).fu
    kan = [s for s in score(Situation.from_json(second)).trace
           if s.code == "fu.set" and s.params["set"] == "1111p"]
    assert [s.value for s in kan] == [32]        # "The kan alone is worth 32 fu"


def test_a_tanki_on_a_nobetan_earns_the_wait_fu():
    result = score(Situation("12344m456p789s555z", win="4m"))
    assert [s.value for s in result.trace if s.code == "fu.wait"] == [2]


def test_the_self_check():
    # closed ron, concealed 222p, kanchan: 36 → 40; the same by tsumo: 28 → 30
    ron = situation("222p13m456s789s55m", "2m", riichi=True)
    ron["hand"] = "222p123m456s789s55m"
    assert score(Situation.from_json(ron)).fu == 40 == score_with_mahjong(ron)["fu"]
    tsumo = dict(ron, tsumo=True)
    assert score(Situation.from_json(tsumo)).fu == 30 == score_with_mahjong(tsumo)["fu"]
    assert re.search(r"20 \+ 10 \+ 4 \+ 2 = 36, rounded up to 40", SOURCE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("row, meld, values", [
    # a kan is four times the triplet: 2 / 4 for simples, 4 / 8 for terminals and honours
    ("kan of simples: open / concealed", "6666m", (8, 16)),
    ("kan of terminals or honours: open / concealed", "7777z", (16, 32)),
])
def test_the_kan_rows_say_which_value_is_open_and_which_concealed(row, meld, values):
    assert table_rows()[row] == f"+{values[0]} / +{values[1]}"
    for kind, value in zip(("kan", "ankan"), values):
        # the yaku: tanyao with the kan of 6m, yakuhai with the kan of red dragons
        sit = situation("234p678p345s55s", "5s", melds=[{"type": kind, "tiles": meld}])
        result = score(Situation.from_json(sit))
        assert [s.value for s in result.trace if s.code == "fu.set"] == [value]
        assert score_with_mahjong(sit)["fu"] == result.fu


def test_a_triplet_completed_by_ron_counts_as_open():
    # 222m 444p concealed (4 + 4), 888s completed by ron (2, not 4): 20 + 10 + 10 = 40
    sit = situation("222m444p345s66s888s", "8s", riichi=True)
    result = score(Situation.from_json(sit))
    opened = [s for s in result.trace if s.code == "fu.set" and s.params["set"] == "888s"]
    assert [(s.params["open"], s.value) for s in opened] == [(True, 2)]
    assert result.fu == 40 == score_with_mahjong(sit)["fu"]
    assert "completes by ron counts as **open**" in SOURCE.read_text(encoding="utf-8")


def test_the_fu_flowchart_follows_the_engine_and_speaks_every_language():
    import re as _re
    from mjlearn.i18n import SUPPORTED_LANGUAGES
    from mjlearn.i18n.fu_chart import render_fu_chart_html
    from mjlearn.rules import get_ruleset

    def boxes(html):
        return [_re.sub(r"<[^>]+>", "", b) for b in _re.findall(r'<div style="border[^"]*">(.*?)</div>', html)]

    english = boxes(render_fu_chart_html(lang="en"))
    # the numbers the mahjong oracle gives the special cases, and the items of the table
    assert english[1] == "25 fu, whatever else. Done."          # seven pairs (oracle: 25)
    assert english[3] == "20 fu. Done."                           # pinfu tsumo (oracle: 20)
    assert "A closed hand by ron: +10. By tsumo: +2." in english[5]
    assert "+2 to +8" in english[6] and "both winds +4" in english[7]
    assert english[-1] == "An open hand won by ron still at 20? It counts 30."
    two = boxes(render_fu_chart_html(get_ruleset({"preset": "standard", "double_wind_pair_fu": 2}), "en"))
    assert "both winds +2" in two[7]
    for lang in SUPPORTED_LANGUAGES:
        shown = boxes(render_fu_chart_html(lang=lang))
        assert len(shown) == len(english) and "{" not in "".join(shown)
        if lang != "en":
            assert not set(shown) & set(english), lang
    assert "render_fu_chart_html()" in SOURCE.read_text(encoding="utf-8")


def test_the_exercise_ramp_does_not_reward_always_answering_30():
    # the English review: three of the ramp's four answers were 30 fu, so "30" scored 75 %
    from mjlearn.exercises import expected_answer, generate
    calls = re.findall(r'ExerciseWidget\("count_fu", seed=(\d+), difficulty=(\d+)(.*?)\)',
                       SOURCE.read_text(encoding="utf-8"))
    answers = []
    for seed, difficulty, extra in calls:
        options = dict(re.findall(r"(\w+)=(True|False)", extra))
        question = generate("count_fu", int(seed), int(difficulty), "standard",
                            **{k: v == "True" for k, v in options.items()})
        answers.append(expected_answer(question))
    assert len(answers) == 4 and max(answers.count(a) for a in set(answers)) <= 2
    assert len(set(answers)) >= 3
