"""``score_json`` gives the same JSON, byte for byte, as the implementation recorded in
``tests/data/riichi_json_golden.jsonl.gz``.

The file was written before the JSON path was made faster (issue 14, branch ``speed``), by
the implementation of main at df3a04f: about 3 000 random situations from the differential
test's generator (standard and the variants, every kind of meld, flag and indicator) and
about 1 000 of them changed into odd or wrong input (winds as kinds or small letters,
indicators as lists, melds as lists, ``None`` values, unknown keys, flags that need each
other, too many copies …), each scored in one of the five languages or with no language.
Each line holds the input, the language and a digest of ``json.dumps`` of the output: keys
in their order, every value with its JSON type. An error object's message is left out of
the digest (wording changes it on purpose) and checked against ``render_error`` instead.

A deliberate change to the results (a rule, a step's parameters) changes digests: write the
file again with the changed engine, and say why in the commit::

    .venv/bin/python tests/test_riichi_json_golden.py --write
"""

from __future__ import annotations

import copy
import gzip
import hashlib
import json
import random
import sys
from pathlib import Path

from mjlearn.errors import MjlearnError
from mjlearn.i18n import score_json
from mjlearn.i18n.render import render_error

GOLDEN = Path(__file__).parent / "data" / "riichi_json_golden.jsonl.gz"
LANGS = (None, "en", "es", "it", "pl", "ru")


def _digest(out: dict) -> str:
    if "error" in out:
        out = {"error": {k: v for k, v in out["error"].items() if k != "message"}}
    return hashlib.sha256(json.dumps(out, ensure_ascii=False).encode()).hexdigest()[:20]


def _plain(value) -> bool:
    """Only what ``json.loads`` makes: dicts with str keys, lists, str, int, bool, None."""
    kind = type(value)
    if kind is dict:
        return all(type(k) is str and _plain(v) for k, v in value.items())
    if kind is list:
        return all(_plain(v) for v in value)
    return kind in (str, int, bool, type(None))


# --- the cases -----------------------------------------------------------------------------

def _mutations(rng: random.Random, s: dict) -> dict:
    """One odd or wrong variant of a valid situation (each a path of the JSON reader)."""
    s = copy.deepcopy(s)
    choice = rng.randrange(24)
    if choice == 0:
        s["seat_wind"] = rng.choice([27, 28, 29, 30, "e", "s", "w", "n", "X", 31, True, 2.0])
    elif choice == 1:
        s["round_wind"] = rng.choice([27, "e", "w", "N", "", None])
    elif choice == 2:
        s["dora"] = [s["dora"]] if s.get("dora") else rng.choice([[], "", None, ["1m", "2p"]])
    elif choice == 3:
        s["ura"] = rng.choice(["1m", ["9s"], "", [], "1m2m3m4m5m6m", 7])
    elif choice == 4:
        s["melds"] = [[m["type"], m["tiles"]] for m in s.get("melds", [])] or [["pon", "777z"]]
    elif choice == 5:
        s.pop("win", None)
    elif choice == 6:
        s["win"] = rng.choice(["1z", "5m", "0p", None, 3, ""])
    elif choice == 7:
        s[rng.choice(["ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
                      "renhou", "double_riichi", "chankan_ankan"])] = True
    elif choice == 8:
        s[rng.choice(["tsumo", "riichi"])] = rng.choice([True, False, 1, 0, "yes", None])
    elif choice == 9:
        s[rng.choice(["honba", "riichi_sticks", "paarenchan"])] = rng.choice(
            [0, 1, 3, 12, -1, 2.5, True, "2", 10**7, None])
    elif choice == 10:
        s["extra"] = 1
    elif choice == 11:
        s["rules"] = rng.choice(["standard", "ema", "kostaryov", "tenhou", None, {},
                                 {"preset": "ema", "kiriage": True}, {"aka": 1}, {"aka": True},
                                 {"kuitan": False}, {"uma": [1, 2]}, 5])
    elif choice == 12:
        s["hand"] = s["hand"] + rng.choice(["1m", "5z", "0p", "", "x"])
    elif choice == 13:
        s["hand"] = s["hand"][:-2] if len(s["hand"]) > 3 else "123m"
    elif choice == 14:
        s["dora"] = s.get("dora", "") + rng.choice(["1m1m1m1m", "0p0p0p", "5z", "9s9s"])
    elif choice == 15:
        s["melds"] = s.get("melds", []) + [{"type": rng.choice(["pon", "chi", "kan", "ankan",
                                                                "shouminkan", "bad"]),
                                            "tiles": rng.choice(["777z", "123m", "5555p", "12"])}]
    elif choice == 16:
        s["melds"] = rng.choice(["pon:777z", {"type": "pon"}, [{"type": "pon", "tiles": "777z",
                                                                  "x": 1}], None, 5])
    elif choice == 17:
        s["hand"] = rng.choice([None, 5, ["1m"], "", "1m" * 20])
    elif choice == 18:
        s = rng.choice(["a string", 5, None, [s], {}])
    elif choice == 19:
        s["seat_wind"] = "E"
        s["tenhou" if s.get("tsumo") else "renhou"] = True
    elif choice == 20:
        s["riichi"] = True
        s["ura"] = rng.choice(["1m", "9z", "0s", "5m5m"])
    elif choice == 21:
        for key in list(s):
            if key != "hand" and rng.random() < 0.5:
                s[key] = None
    elif choice == 22:
        s["rules"] = {"preset": "kostaryov"}
        s["round_wind"] = rng.choice(["E", "S"])
    else:
        s["hand"] = s["hand"].replace("5", "0", 1)
    return s


def cases() -> list[tuple[object, str | None]]:
    from riichi_oracle import situations
    rng = random.Random(14)
    out = []
    for s in situations(3000, seed=14014, standard_share=0.6):
        out.append((s, rng.choice(LANGS) if rng.random() < 0.2 else None))
        if rng.random() < 0.35:
            out.append((_mutations(rng, s), rng.choice(LANGS)))
    return out


def write() -> None:
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(GOLDEN, "wt", encoding="utf-8") as f:
        for data, lang in cases():
            out = score_json(copy.deepcopy(data), lang)
            f.write(json.dumps({"in": data, "lang": lang, "out": _digest(out)},
                               ensure_ascii=False) + "\n")


def _golden() -> list[dict]:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


# --- the tests -----------------------------------------------------------------------------

def test_score_json_is_byte_identical_to_the_recorded_implementation():
    bad = []
    rows = _golden()
    codes = []
    for row in rows:
        out = score_json(copy.deepcopy(row["in"]), row["lang"])
        codes.append(out["error"]["code"] if "error" in out else None)
        if _digest(out) != row["out"] or not _plain(out):
            bad.append((row["in"], row["lang"], out))
        elif "error" in out:
            error = out["error"]
            expected = render_error(MjlearnError(error["code"], **error["params"]),
                                    row["lang"] or "en")
            if error["message"] != expected:
                bad.append((row["in"], row["lang"], error["message"], expected))
    assert not bad, f"{len(bad)} outputs differ, e.g. {bad[:2]}"
    # the file holds results and the errors of every stage of the reader
    assert len(rows) > 4000 and codes.count(None) > 3000
    assert {"no_yaku", "bad_value", "bad_wind", "flag_requires", "flags_conflict", "unknown_key",
            "too_many_copies", "too_many_indicators", "too_many_red_fives", "no_wind_tiles",
            "bad_meld", "bad_rule_value", "out_of_range", "win_tile_not_in_hand"} <= set(codes)


def test_a_result_changed_by_its_consumer_changes_no_later_result():
    rows = [r for r in _golden()[:400] if r["lang"] is None]
    first = [score_json(copy.deepcopy(r["in"])) for r in rows]
    for out in first:           # a consumer that edits what it was given, everywhere
        _scribble(out)
    again = [score_json(copy.deepcopy(r["in"])) for r in rows]
    assert [_digest(o) for o in again] == [r["out"] for r in rows]


def _scribble(value) -> None:
    if type(value) is dict:
        for k in list(value):
            _scribble(value[k])
            value[k] = "changed" if type(value[k]) is not dict and type(value[k]) is not list \
                else value[k]
        value["added"] = 1
    elif type(value) is list:
        for v in value:
            _scribble(v)
        value.append("added")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    if sys.argv[1:] == ["--write"]:
        write()
        print(f"wrote {GOLDEN}")
    else:
        print(__doc__)
