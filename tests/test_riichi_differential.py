"""Differential test: mjlearn's Riichi engine against the reference package ``mahjong`` 2.1.0.

Thousands of random valid situations (``tests/riichi_oracle.py``), closed and open, ron and
tsumo, with every kind of meld, dora, ura and red fives, all winds, the situational flags and
some yakuman, under ``standard``, ``ema``, ``kostaryov`` and option variants, are scored by
both engines under equivalent options. Han, fu, the yaku (ids and han), dora/aka/ura counts,
the yakuman multiple, the limit, every payment and the total must agree, except where a row
of ``DELIBERATE_DIFFERENCES`` says we differ on purpose (each row is shown to occur on a
concrete hand below). On every hand the trace's totals must equal the sums of its steps.

The first tests check the oracle itself (the generator and the adapter), so they pass
before the engine exists; the differential tests import the engine and fail until it lands.
"""

from __future__ import annotations

import collections
import json
from functools import lru_cache

import pytest
from mahjong.agari import Agari
from mahjong.tile import TilesConverter

from mjlearn.hand import parse_hand
from mjlearn.readings import readings

from riichi_oracle import (DELIBERATE_DIFFERENCES, NOT_EXPRESSIBLE, expected_result,
                            generate, mahjong_call, score_with_mahjong, situations)

N_HANDS = 5000          # differential sample: ~60% standard, the rest over the variants
N_VALIDATE = 2000       # generator / adapter self-checks


# --- the oracle on its own -------------------------------------------------------------------

def test_generator_is_deterministic():
    assert generate(7) == generate(7)
    assert generate(7, "ema") == generate(7, "ema")
    assert generate(7) != generate(8)


def test_generated_hands_are_complete_and_legal():
    """Every generated hand parses (four copies per kind, indicators included), has a
    reading in mjlearn's decomposition and is agari for mahjong's own checker."""
    for situation in situations(N_VALIDATE, seed=11):
        melds = [(m["type"], m["tiles"]) for m in situation["melds"]]
        hand = parse_hand(situation["hand"], situation["win"], melds,
                          extra_tiles=situation["dora"] + situation.get("ura", ""))
        assert readings(hand), situation
        call = mahjong_call(situation)
        assert Agari.is_agari(TilesConverter.to_34_array(call.tiles),
                              [m.tiles_34 for m in call.melds]), situation
        _assert_flags_legal(situation, hand)


def _assert_flags_legal(s: dict, hand) -> None:
    closed = all(m["type"] == "ankan" for m in s["melds"])
    has_kan = any(m["type"] in ("kan", "ankan", "shouminkan") for m in s["melds"])
    tsumo = s["tsumo"]
    if s.get("riichi") or s.get("double_riichi"):
        assert closed
    riichi = s.get("riichi") or s.get("double_riichi")
    if s.get("ippatsu"):
        assert riichi and not s.get("rinshan")
    if s.get("rinshan"):
        assert tsumo and has_kan and not s.get("haitei")
    if s.get("haitei"):
        assert tsumo
    if s.get("houtei"):
        assert not tsumo and not s.get("chankan")
    if s.get("chankan"):
        kind = hand.win.kind
        assert not tsumo and sum(t.kind == kind for t in hand.all_tiles) == 1
    for first_turn in ("tenhou", "chiihou", "renhou"):
        if s.get(first_turn):
            assert not s["melds"] and not s.get("riichi")
    if s.get("tenhou"):
        assert tsumo and s["seat_wind"] == "E"
    if s.get("chiihou"):
        assert tsumo and s["seat_wind"] != "E"
    if s.get("renhou"):
        assert not tsumo and s["seat_wind"] != "E"
    if s.get("ura"):
        assert riichi
    reds = {suit: sum(group.count("0") for group in _digit_groups(s, suit)) for suit in "mps"}
    assert reds["m"] <= 1 and reds["p"] <= 2 and reds["s"] <= 1


def _digit_groups(s: dict, suit: str) -> list[str]:
    text = s["hand"] + "".join(m["tiles"] for m in s["melds"]) + s["dora"] + s.get("ura", "")
    out, digits = [], ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            if ch == suit:
                out.append(digits)
            digits = ""
    return out


def test_generator_covers_the_situations_the_issue_asks_for():
    seen: collections.Counter = collections.Counter()
    for s in situations(N_VALIDATE, seed=12):
        result = score_with_mahjong(s)
        if "error" in result:
            seen[result["error"]["code"]] += 1
        else:
            seen.update(y["id"] for y in result["yaku"])
            seen["dora>0"] += result["dora"] > 0
            seen["aka>0"] += result["aka"] > 0
            seen["ura>0"] += result["ura"] > 0
        seen.update(m["type"] for m in s["melds"])
        seen.update(k for k in ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei",
                                "rinshan", "chankan", "honba", "riichi_sticks") if s.get(k))
        seen["open"] += any(m["type"] != "ankan" for m in s["melds"])
        seen["closed"] += all(m["type"] == "ankan" for m in s["melds"])
        seen["ron"] += not s["tsumo"]
        seen["dealer"] += s["seat_wind"] == "E"
        seen["non_dealer"] += s["seat_wind"] != "E"
    must = ["no_yaku", "chi", "pon", "kan", "ankan", "shouminkan", "tsumo", "ron", "riichi",
            "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "honba",
            "riichi_sticks", "open", "closed", "dealer", "non_dealer", "dora>0", "aka>0", "ura>0",
            "pinfu", "tanyao", "iipeikou", "ryanpeikou", "chiitoitsu", "toitoi", "sanankou",
            "sankantsu", "sanshoku", "sanshoku_doukou", "ittsuu", "chanta", "junchan",
            "honitsu", "chinitsu", "honroutou", "yakuhai_haku", "yakuhai_seat_wind",
            "yakuhai_round_wind", "kokushi", "suuankou", "suuankou_tanki", "daisangen",
            "chuuren", "tsuuiisou", "chinroutou", "ryuuiisou", "suukantsu", "shousuushii"]
    missing = [m for m in must if seen[m] < 3]
    assert not missing, (missing, seen)


def test_mahjong_scores_every_generated_hand():
    """The adapter speaks mahjong's language: no hand is refused except for having no yaku."""
    codes = collections.Counter()
    for s in situations(N_VALIDATE, seed=13):
        result = score_with_mahjong(s)
        if "error" in result:
            codes[result["error"]["code"]] += 1
    assert set(codes) <= {"no_yaku"}, codes
    assert 0 < codes["no_yaku"] < N_VALIDATE // 5


# Hands checked by hand against the rules (numbers from the seeds' tables and the
# formula, never from either engine). (situation, han, fu, payments, total)
HAND_CHECKED = [
    # riichi + pinfu, ron, non-dealer: 2 han 30 fu = 2000 (seed 001 ron table)
    ({"hand": "123m456p23455789s", "win": "2s", "melds": [], "tsumo": False, "riichi": True,
      "seat_wind": "S", "round_wind": "E", "dora": "1z", "ura": "1z"},
     2, 30, {"discarder": 2000}, 2000),
    # open tanyao, pinfu shape, ron: 20 fu counted as 30 (rulesets §2.5), 1 han 30 fu = 1000
    ({"hand": "567m345p22678s", "win": "8s", "melds": [{"type": "chi", "tiles": "234m"}],
      "tsumo": False, "seat_wind": "S", "round_wind": "E", "dora": "1z"},
     1, 30, {"discarder": 1000}, 1000),
    # riichi + chiitoitsu, ron: 3 han 25 fu = 3200 (seed 001 ron table)
    ({"hand": "1199m2288p3366s77z", "win": "7z", "melds": [], "tsumo": False, "riichi": True,
      "seat_wind": "S", "round_wind": "E", "dora": "5z", "ura": "4z"},
     3, 25, {"discarder": 3200}, 3200),
    # dealer tsumo: riichi, tsumo, pinfu, tanyao + 1 dora = 5 han mangan, 4000 all;
    # 2 honba (+100 × 2 from each of 3) and 1 stick: 12000 + 600 + 1000
    ({"hand": "234567m234567p88s", "win": "7p", "melds": [], "tsumo": True, "riichi": True,
      "seat_wind": "E", "round_wind": "E", "dora": "1m", "ura": "1z", "honba": 2,
      "riichi_sticks": 1},
     5, 20, {"non_dealer": 4000}, 13600),
    # menzen tsumo only, kanchan: 20 + 2 + 2 = 24 -> 30 fu; basic 240: 300 / 500 (rulesets §3 S1)
    ({"hand": "12399m456p123789s", "win": "2s", "melds": [], "tsumo": True,
      "seat_wind": "S", "round_wind": "E", "dora": "3z"},
     1, 30, {"dealer": 500, "non_dealer": 300}, 1100),
    # riichi ron, concealed 111m (8) + kanchan (2) + closed ron 30 = 40 fu, 1 han = 1300
    ({"hand": "111m234p45667899s", "win": "5s", "melds": [], "tsumo": False, "riichi": True,
      "seat_wind": "W", "round_wind": "S", "dora": "2z", "ura": "2z"},
     1, 40, {"discarder": 1300}, 1300),
    # dealer East in the East round, East pair = 4 fu (double wind pair, rulesets §4 d.5):
    # 20 + 2 tsumo + 4 (222m) + 4 + 2 kanchan = 32 -> 40; riichi tsumo 2 han: 1300 all
    ({"hand": "222m456p234789s11z", "win": "3s", "melds": [], "tsumo": True, "riichi": True,
      "seat_wind": "E", "round_wind": "E", "dora": "9m", "ura": "9p"},
     2, 40, {"non_dealer": 1300}, 3900),
]
# Kokushi on the 13-sided wait: a double yakuman in standard (seed 001), single in EMA.
KOKUSHI_13 = {"hand": "19m19p19s12345677z", "win": "7z", "melds": [], "tsumo": False,
              "seat_wind": "S", "round_wind": "E", "dora": "1m"}
NO_YAKU = {"hand": "456p789s23455s", "win": "4s", "melds": [{"type": "chi", "tiles": "123m"}],
           "tsumo": False, "seat_wind": "S", "round_wind": "E", "dora": "1z"}


@pytest.mark.parametrize("case", HAND_CHECKED, ids=lambda c: c[0]["hand"] if isinstance(c, dict) else None)
def test_adapter_on_hand_checked_hands(case):
    situation, han, fu, payments, total = case
    result = score_with_mahjong(situation)
    assert (result["han"], result["fu"], result["payments"], result["total"]) == \
        (han, fu, payments, total)


def test_adapter_on_yakuman_and_no_yaku():
    standard = score_with_mahjong(KOKUSHI_13)
    assert (standard["yakuman"], standard["payments"]) == (2, {"discarder": 64000})
    ema = score_with_mahjong(dict(KOKUSHI_13, rules="ema"))
    assert (ema["yakuman"], ema["payments"]) == (1, {"discarder": 32000})
    assert score_with_mahjong(NO_YAKU)["error"]["code"] == "no_yaku"


# --- the deliberate differences ----------------------------------------------------------------

@pytest.mark.parametrize("diff", DELIBERATE_DIFFERENCES, ids=lambda d: d.id)
def test_each_deliberate_difference_really_occurs(diff):
    """On its example hand, the row applies and changes mahjong's answer; the engine's
    answer is the adjusted one."""
    raw = score_with_mahjong(diff.example)
    assert diff.applies(diff.example, raw)
    expected, applied = expected_result(diff.example)
    assert diff.id in applied
    # the row changes the score, or (a naming rule) which yaku mahjong's answer names
    assert _key(expected) != _key(raw) or expected["yaku"] != raw["yaku"]
    ours = _score(diff.example)
    assert _mismatches(ours, expected) == [], (diff.id, ours, expected)


# --- the engine against the oracle -----------------------------------------------------------------

def _score(situation: dict) -> dict:
    """Our JSON result, through the public API (a fresh JSON copy of the situation)."""
    from mjlearn.i18n import score_json       # the engine under test, JSON in and out
    return score_json(json.loads(json.dumps(situation)))


def _key(result: dict) -> tuple:
    if "error" in result:
        return ("error", result["error"]["code"])
    return (result["han"], result["yakuman"], result["fu"], result["payments"], result["total"])


def _mismatches(ours: dict, expected: dict) -> list[str]:
    """What disagrees between our result and the oracle's (empty when they agree).

    On a yakuman hand han and fu are not part of the score: the yakuman multiple is
    compared instead. The yaku lists (ids mapped to ours, with their han) must match.
    """
    if "error" in ours or "error" in expected:
        a = ours.get("error", {}).get("code")
        b = expected.get("error", {}).get("code")
        return [] if a == b else [f"error: ours {a!r} vs mahjong {b!r}"]
    out = []
    fields = ["yakuman", "limit", "payments", "total", "dora", "aka", "ura"]
    if not expected["yakuman"]:
        fields += ["han", "fu"]
    for field in fields:
        if expected.get(field) is None and field == "fu":
            continue          # a fixed-value hand (EMA renhou): fu do not change the points
        if ours.get(field) != expected.get(field):
            out.append(f"{field}: ours {ours.get(field)!r} vs mahjong {expected.get(field)!r}")
    ours_yaku = sorted((y["id"], y["han"]) for y in ours.get("yaku", []))
    expected_yaku = sorted((y["id"], y["han"]) for y in expected["yaku"])
    if expected["yakuman"]:
        # when yakuman do not stack (EMA) we name one of mahjong's yakuman, not all
        if not {i for i, _ in ours_yaku} <= {i for i, _ in expected_yaku}:
            out.append(f"yaku: ours {ours_yaku} vs mahjong {expected_yaku}")
    elif ours_yaku != expected_yaku:
        out.append(f"yaku: ours {ours_yaku} vs mahjong {expected_yaku}")
    return out


@lru_cache(maxsize=1)
def _differential_run() -> tuple:
    rows = []
    for situation in situations(N_HANDS):
        expected, applied = expected_result(situation)
        ours = _score(situation)
        rows.append((situation, ours, expected, applied))
    return tuple(rows)


def test_engine_agrees_with_mahjong_on_random_hands():
    rows = _differential_run()
    bad = [(s, m, applied) for s, ours, expected, applied in rows
           if (m := _mismatches(ours, expected))]
    report = "\n".join(f"{json.dumps(s)}\n    {m} (applied: {a})" for s, m, a in bad[:15])
    assert not bad, f"{len(bad)} of {len(rows)} hands disagree:\n{report}"


def test_engine_agrees_on_hand_checked_hands():
    for situation, han, fu, payments, total in HAND_CHECKED:
        ours = _score(situation)
        assert (ours.get("han"), ours.get("fu"), ours.get("payments"), ours.get("total")) == \
            (han, fu, payments, total), (situation, ours)
    assert _score(KOKUSHI_13)["payments"] == {"discarder": 64000}
    assert _score(dict(KOKUSHI_13, rules="ema"))["payments"] == {"discarder": 32000}
    assert _score(NO_YAKU)["error"]["code"] == "no_yaku"


def test_engine_double_wind_pair_option_mahjong_cannot_express():
    """``double_wind_pair_fu`` has no mahjong switch (NOT_EXPRESSIBLE), so it is pinned by
    hand: the East pair of the East dealer in the East round at 2 fu gives
    20 + 2 tsumo + 4 (222m) + 2 + 2 kanchan = 30 fu; riichi tsumo 2 han 30 fu, basic 480,
    each pays 960 -> 1000 (and 4 fu: 40 fu, 1300 each — the hand-checked case above)."""
    assert "double_wind_pair_fu" in NOT_EXPRESSIBLE
    situation = dict(HAND_CHECKED[6][0], rules={"preset": "standard", "double_wind_pair_fu": 2})
    ours = _score(situation)
    assert (ours["han"], ours["fu"], ours["payments"], ours["total"]) == \
        (2, 30, {"non_dealer": 1000}, 3000)


# Hands on which the random run found the engine wrong (minimal forms, reported in
# notes/oracle-findings.md). They stay here so a fix is pinned.
ENGINE_REGRESSIONS = [
    # suuankou tsumo (222 333 444 + 9999 closed kan, pair 11) against the kazoe reading
    # 123 123 234 + 44 (chinitsu, double riichi, iipeikou, tsumo + 3 dora + 3 ura = 16 han):
    # both pay 8 000 basic; the real yakuman must be shown, as mahjong (and Tenhou) do
    {"hand": "11222333444p", "win": "4p", "melds": [{"type": "ankan", "tiles": "9999p"}],
     "tsumo": True, "riichi": True, "double_riichi": True, "seat_wind": "S",
     "round_wind": "E", "dora": "1m3p", "ura": "1m2p"},
]


@pytest.mark.parametrize("situation", ENGINE_REGRESSIONS, ids=lambda s: s["hand"])
def test_engine_agrees_on_regression_hands(situation):
    expected, _ = expected_result(situation)
    assert _mismatches(_score(situation), expected) == []


def test_every_deliberate_difference_occurs_in_the_random_sample():
    applied = collections.Counter(a for *_, rows in _differential_run() for a in rows)
    assert all(applied[d.id] > 0 for d in DELIBERATE_DIFFERENCES if not d.rare), applied


def _trace_invariant_failures(result: dict) -> list[str]:
    """The totals of a result equal the sums of its trace's steps:

    - fu = the sum of the ``fu.*`` steps (the rounding is a step of its own), and the
      valued ``fu_items`` are exactly those steps;
    - han = the sum of the ``yaku.han`` and ``dora.*`` steps (not on a yakuman hand), and the
      ``dora``/``aka``/``ura`` counts are the sums of their own steps;
    - the yakuman multiple is the sum of the ``yakuman.found`` steps, unless a
      ``yakuman.cap`` or ``note.yakuman_not_cumulative`` step says it was limited;
    - the basic points are the value of the last ``points.*`` step;
    - total = the sum of the ``payment.*`` steps.
    """
    trace = result["trace"]
    out = []

    def total(pred) -> int:
        return sum(s.get("value") or 0 for s in trace if pred(s["code"]))

    fu_steps = [s for s in trace if s["code"].startswith("fu.")]
    if sum(s.get("value") or 0 for s in fu_steps) != result["fu"]:
        out.append(f"fu {result['fu']} != sum of fu steps")
    # fu_items: the fu steps (plus value-less notes such as "pinfu tsumo: no tsumo fu")
    if [s for s in result["fu_items"] if "value" in s] != fu_steps:
        out.append("fu_items are not the trace's fu steps")
    # the dora count holds the first indicator's dora and the kan dora (a step of their own)
    for kind, codes in (("dora", ("dora.dora", "dora.kan_dora")), ("aka", ("dora.aka",)),
                        ("ura", ("dora.ura",))):
        if total(lambda c, k=codes: c in k) != result[kind]:
            out.append(f"{kind} count != sum of {' and '.join(codes)} steps")
    if result["yakuman"]:
        limited = any(s["code"] in ("yakuman.cap", "note.yakuman_not_cumulative") for s in trace)
        found = total(lambda c: c == "yakuman.found")
        if found != result["yakuman"] and not (limited and found > result["yakuman"]):
            out.append(f"yakuman {result['yakuman']} != sum of yakuman.found steps {found}")
    else:
        han = total(lambda c: c == "yaku.han" or c.startswith("dora."))
        if han != result["han"]:
            out.append(f"han {result['han']} != sum of yaku and dora steps {han}")
    points = [s for s in trace if s["code"].startswith("points.")]
    if not points or points[-1].get("value") != result["basic_points"]:
        out.append("basic_points != the last points step")
    if total(lambda c: c.startswith("payment.")) != result["total"]:
        out.append(f"total {result['total']} != sum of payment steps")
    return out


def test_trace_totals_are_sums_of_steps_on_every_hand():
    bad = []
    for situation, ours, _expected, _applied in _differential_run():
        if "error" in ours:
            continue
        failures = _trace_invariant_failures(ours)
        if failures:
            bad.append((situation, failures))
    assert not bad, f"{len(bad)} hands: {bad[:5]}"


# Situations the `mahjong` package scores but mjlearn refuses as impossible (issue 13 item 8;
# the README's deliberate differences): the flags cannot happen together in any ruleset.
REFUSED_BY_US = [
    # rinshan follows the winner's own kan, and a kan ends the ippatsu chance (EMA §4.2.1)
    ({"hand": "234567m22s678s", "win": "8s", "melds": [{"type": "ankan", "tiles": "1111p"}],
      "tsumo": True, "riichi": True, "ippatsu": True, "rinshan": True, "seat_wind": "S"},
     "ippatsu_with_rinshan"),
    # chankan robs the fourth copy: a winner holding another 2s cannot rob one
    ({"hand": "234567m345p22s678s", "win": "2s", "chankan": True, "seat_wind": "S"},
     "chankan_tile_held"),
    ({"hand": "234567m345p222s77s", "win": "2s", "chankan": True, "seat_wind": "S"},
     "chankan_tile_held"),
]


@pytest.mark.parametrize("situation, code", REFUSED_BY_US)
def test_flags_mahjong_accepts_but_we_refuse(situation, code):
    assert "error" not in score_with_mahjong(situation)      # mahjong scores the hand
    assert _score(situation)["error"]["code"] == code
