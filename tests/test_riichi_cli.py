"""``mjlearn score``: readable output, --json, and the --jsonl batch."""

import io
import json
import sys

from mjlearn.cli import main


def test_score_readable_output(capsys):
    assert main(["score", "234567m345p22s678s", "--win", "8s", "--tsumo", "--riichi",
                 "--dora", "1m"]) == 0
    out = capsys.readouterr().out
    # the i18n layer's English: names capitalized, points grouped and counted
    assert "Pinfu" in out and "mangan" in out
    # a mangan tsumo: 2,000 from each non-dealer, 4,000 from the dealer (seed 002's table)
    assert out.strip().splitlines()[-1] == "The winner gains 2,000 + 2,000 + 4,000 = 8,000 points."


def test_score_json_with_melds_and_winds(capsys):
    assert main(["score", "123m456p789s55s", "--win", "5s", "--meld", "pon:111z", "--seat", "E",
                 "--round", "E", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [y["id"] for y in data["yaku"]] == ["yakuhai_seat_wind", "yakuhai_round_wind"]
    assert data["payments"] == {"discarder": 2900}


def test_score_rules_json_option(capsys):
    assert main(["score", "234567m345p22s678s", "--win", "8s", "--tsumo",
                 "--rules", '{"preset": "standard", "pinfu_tsumo": false}', "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["fu"] == 30 and [y["id"] for y in data["yaku"]] == ["menzen_tsumo", "tanyao"]


def test_score_error_exits_2(capsys, monkeypatch):
    # the exit status and a message on stderr, whatever the wording (the i18n layer's job)
    monkeypatch.setattr("mjlearn.cli.error_message", lambda error, lang=None: f"error: {error.code}")
    assert main(["score", "234567m345p22s", "--win", "2s", "--meld", "chi:789s"]) == 2
    assert capsys.readouterr().err.strip()


def test_jsonl_batch_keeps_order_and_goes_on_after_bad_lines(tmp_path, capsys):
    lines = [
        json.dumps({"hand": "234567m345p22s678s", "win": "8s", "riichi": True}),
        "{not json",
        json.dumps({"hand": "234567m345p22s", "win": "2s", "melds": [{"type": "chi", "tiles": "789s"}]}),
        "",
        json.dumps({"hand": "234567m345p22s678s", "win": "8s", "tsumo": True, "seat_wind": "E"}),
    ]
    path = tmp_path / "batch.jsonl"
    path.write_text("\n".join(lines) + "\n")
    assert main(["score", "--jsonl", str(path)]) == 1     # some lines are error objects
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(out) == 5                                   # line N answers line N
    assert out[0]["payments"] == {"discarder": 3900}
    assert out[1]["error"]["code"] == "bad_json" and out[1]["error"]["params"]["line"] == 2
    assert out[2]["error"]["code"] == "no_yaku"
    assert out[3]["error"]["code"] == "empty_line" and out[3]["error"]["params"] == {"line": 4}
    # dealer tsumo, 3 han 20 fu: 640 x 2 = 1280 -> 1300 from each (seed 002, corrected row)
    assert out[4]["payments"] == {"non_dealer": 1300}


def test_jsonl_from_stdin(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps({"hand": "11m77m33p99p55s22s44z"}) + "\n"))
    assert main(["score", "--jsonl", "-"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["han"], data["fu"], data["payments"]) == (2, 25, {"discarder": 1600})


def test_score_with_the_winners_own_riichi_stick_says_what_they_collect_and_gain(capsys):
    # riichi + tanyao, ron on a tanki 2s: 20 + 10 + 2 = 32 → 40 fu, 2 han: 640 basic,
    # ×4 = 2,560 → 2,600; 2 honba +600 = 3,200. --sticks 1 with --riichi is the winner's
    # own stick (the help says to count it): they collect 4,200, a net gain of 3,200,
    # as lesson 09's settlements show it.
    assert main(["score", "234567m345p22s678s", "--win", "2s", "--riichi", "--honba", "2",
                 "--sticks", "1", "--lang", "en"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == ("The winner collects 3,200 + 1,000 = 4,200 points, the 1 riichi stick on "
                    "the table included. That stick is the winner's own riichi stick coming "
                    "back, so the winner is 3,200 points up on the hand.")
    assert main(["score", "234567m345p22s678s", "--win", "2s", "--riichi", "--sticks", "2",
                 "--lang", "en"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == ("The winner collects 2,600 + 2,000 = 4,600 points, the 2 riichi sticks on "
                    "the table included. One of them is the winner's own riichi stick coming "
                    "back, so the winner is 3,600 points up on the hand.")
