"""The figures lesson 02 (winning hands and waits) states in prose, checked twice: against
an oracle independent of the engine (``mahjong`` 2.1.0's ``Agari``, trying every tile that
is not already held four times) and against the engine itself."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from mahjong.agari import Agari

from mjlearn import find_waits, parse_hand, parse_waiting_hand, readings
import mjlearn.lessons
from mjlearn.riichi import Situation, score
from mjlearn.tiles import parse_tiles
from tests.riichi_oracle import expected_result

SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "02_waits.md"

# hand (13 tiles) -> the waits the lesson says it has (mpsz), from the rules of waits
WAITS = {
    "45m123p456p789s11z": "36m",          # ryanmen
    "46m123p456p789s11z": "5m",           # kanchan
    "12m123p456p789s11z": "3m",           # penchan
    "55p77s123m678m222z": "5p7s",         # shanpon
    "9s123m456m456p111z": "9s",           # tanki
    "1234m456p789s555z": "14m",           # nobetan
    "23456m456p789s11z": "147m",          # sanmenchan
    "3334m456p789s111z": "245m",          # triplet next to a single
    "1112345678999m": "123456789m",       # the nine gates: nine tiles
    "19m19p19s1234567z": "19m19p19s1234567z",   # thirteen orphans: thirteen tiles
    "1111234m456p789s": "4m",             # 1m would complete it, but all four are held
    "1111m456p789s555z": "",              # not tenpai: only a fifth 1m would complete it
    "13m46p789s1122z57z": "",             # not tenpai
    "2345678m456p789s": "258m",
}


def oracle_waits(hand: str) -> set[int]:
    counts = Counter(t.kind for t in parse_tiles(hand))
    out = set()
    for kind in range(34):
        if counts[kind] >= 4:
            continue
        tiles = [counts[k] + (k == kind) for k in range(34)]
        if Agari().is_agari(tiles):
            out.add(kind)
    return out


@pytest.mark.parametrize("hand, waits", WAITS.items())
def test_the_waits_the_lesson_states(hand, waits):
    wanted = {t.kind for t in parse_tiles(waits)} if waits else set()
    assert oracle_waits(hand) == wanted
    assert set(find_waits(parse_waiting_hand(hand)).tiles) == wanted


def test_every_hand_of_the_lesson_is_in_its_source():
    text = SOURCE.read_text(encoding="utf-8")
    for hand in WAITS:
        assert hand in text, hand


def test_the_wait_shapes_the_lesson_names():
    shapes = {hand: find_waits(parse_waiting_hand(hand)).shapes for hand in WAITS}
    assert shapes["45m123p456p789s11z"] == (("ryanmen",), ("ryanmen",))
    assert shapes["46m123p456p789s11z"] == (("kanchan",),)
    assert shapes["12m123p456p789s11z"] == (("penchan",),)
    assert shapes["55p77s123m678m222z"] == (("shanpon",), ("shanpon",))
    assert shapes["1234m456p789s555z"] == (("tanki",), ("tanki",))
    assert shapes["23456m456p789s11z"] == (("ryanmen",),) * 3
    assert shapes["3334m456p789s111z"] == (("ryanmen",), ("tanki",), ("ryanmen",))
    assert find_waits(parse_waiting_hand("1112345678999m")).multi_sided == "chuuren_9"
    assert find_waits(parse_waiting_hand("19m19p19s1234567z")).multi_sided == "kokushi_13"


def test_the_three_shapes_of_a_winning_hand():
    forms = [readings(parse_hand(h))[0].form
             for h in ("123m456p789s111z55z", "1133m5577p22s3366z", "19m19p19s12345677z")]
    assert forms == ["standard", "chiitoitsu", "kokushi"]
    assert all(Agari().is_agari([c for c in _counts(h)])
               for h in ("123m456p789s111z55z", "1133m5577p22s3366z", "19m19p19s12345677z"))


def _counts(hand: str) -> list[int]:
    counts = Counter(t.kind for t in parse_tiles(hand))
    return [counts[k] for k in range(34)]


def test_111222333m_reads_as_triplets_or_sequences():
    found = {(r.wait, tuple(g.shape for g in r.groups[:3]))
             for r in readings(parse_hand("111222333m789s11z", win="3m"))}
    assert found == {("penchan", ("chi", "chi", "chi")), ("shanpon", ("pon", "pon", "pon"))}


def test_the_ryanmen_reading_is_pinfu_and_worth_more_than_the_kanchan():
    # riichi + pinfu, 30 fu (20 + 10 closed ron); the kanchan reading: riichi only, 40 fu
    oracle, _ = expected_result({"hand": "123m455666778s44z", "win": "5s", "riichi": True,
                                 "seat_wind": "S", "round_wind": "E", "rules": "standard"})
    assert sorted(y["id"] for y in oracle["yaku"]) == ["pinfu", "riichi"]
    assert (oracle["han"], oracle["fu"]) == (2, 30)
    result = score(Situation("123m455666778s44z", win="5s", riichi=True))
    assert {y.id for y in result.yaku} == {"riichi", "pinfu"}
    assert (result.han, result.fu) == (2, 30)
    assert result.reading.wait == "ryanmen"
    assert [(a.han, a.fu) for a in result.alternatives] == [(1, 40)]
