"""The ``mjlearn classic`` command line: JSONL scoring in batches, and settlement."""

import io
import json
import subprocess
import sys

from mjlearn.cli import main

GOOD = {"hand": "[1111m] (666z) 222p (345s) 11z last=1z/drawn", "seat_wind": "E", "round_wind": "E"}
LOSER = {"hand": "(555z) 3m5m7m9m2p4p6p8p3s7s", "seat_wind": "S", "round_wind": "E"}


def run_cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "mjlearn", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_jsonl_batch_goes_on_after_a_bad_line(tmp_path):
    lines = [json.dumps(GOOD), json.dumps({"hand": "(123z) 11m"}), "not json",
             json.dumps({"hand": GOOD["hand"], "winner": False}), json.dumps(LOSER)]
    path = tmp_path / "hands.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_cli("classic", "score", "--jsonl", str(path))
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == 5
    assert (out[0]["won"], out[0]["total"], out[0]["points"], out[0]["doubles"]) == (True, 140, 68, 1)
    assert out[0]["limit_hand"] is None
    assert out[0]["items"][0] == {"code": "classic.set.kong",
                                  "params": {"tiles": "1111m", "state": "concealed", "category": "terminals"},
                                  "value": 32}
    assert out[0]["trace"][1]["code"] == "classic.arrangement.chosen"
    assert out[1]["error"]["code"] == "classic_bad_group"
    assert out[1]["error"]["params"] == {"group": "(123z)", "bracket": "()"}
    assert out[1]["error"]["message"]
    assert out[2]["error"]["code"] == "classic_bad_jsonl" and out[2]["error"]["params"] == {"line": 3}
    assert out[3]["error"]["code"] == "classic_loser_went_out"
    assert (out[4]["won"], out[4]["total"]) == (False, 10)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr


def test_jsonl_from_standard_input(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(GOOD) + "\n\n" + json.dumps(LOSER) + "\n"))
    assert main(["classic", "score", "--jsonl", "-"]) == 1    # the blank line is an error
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o.get("total") for o in out] == [140, None, 10]
    assert out[1]["error"]["code"] == "empty_line"


def test_jsonl_profile_and_roof_off(monkeypatch, capsys):
    big = {"hand": "[5555z] [6666z] (1111m) 222p 77z last=2p/drawn", "seat_wind": "S",
           "round_wind": "E", "roof_off": True}
    kajongg = dict(GOOD, profile="kajongg_dmjl")
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(big) + "\n" + json.dumps(kajongg) + "\n"))
    assert main(["classic", "score", "--jsonl", "-"]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["total"] for o in out] == [1730, 144]


def test_settle_json_gives_the_seed_matrix(capsys):
    assert main(["classic", "settle", "E=50", "S=80", "W=20", "N=0", "--winner", "W", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == ["E", "S", "W", "N"]
    assert data["matrix"] == [[0, 60, 40, -100], [-60, 0, 20, -80], [-40, -20, 0, -20], [100, 80, 20, 0]]
    assert data["net"] == {"E": 0, "S": 120, "W": 80, "N": -200}


def test_settle_readable_output(capsys):
    assert main(["classic", "settle", "E=50", "S=80", "W=20", "N=0", "--winner", "W"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 6
    assert lines[0].split()[-4:] == ["East", "South", "West", "North"]   # the seat winds by name
    assert lines[1].split() == ["East", "0", "60", "40", "\u2212100"]   # the real minus sign
    assert lines[-1].split()[1:] == ["0", "+120", "+80", "\u2212200"]


def test_settle_errors_exit_2(capsys):
    assert main(["classic", "settle", "E=50", "S=x", "W=20", "N=0", "--winner", "W"]) == 2
    assert capsys.readouterr().err.strip()  # the message (its wording is the i18n layer's)
    assert main(["classic", "settle", "E=50", "S=80", "W=20", "N=0", "--winner", "Q"]) == 2
    assert capsys.readouterr().err.strip()


def test_score_reports_an_unreadable_file(tmp_path, capsys):
    assert main(["classic", "score", "--jsonl", str(tmp_path / "missing.jsonl")]) == 2
    assert capsys.readouterr().err.strip()


def test_jsonl_fields_are_checked(monkeypatch, capsys):
    lines = [{"hand": GOOD["hand"], "winner": "yes"}, {"seat_wind": "E"}, {**LOSER, "colour": 1}, [1, 2]]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(json.dumps(x) for x in lines) + "\n"))
    assert main(["classic", "score", "--jsonl", "-"]) == 1
    out = [json.loads(line)["error"] for line in capsys.readouterr().out.splitlines()]
    assert [(e["code"], e["params"]) for e in out] == [
        ("classic_bad_field", {"field": "winner"}), ("classic_bad_field", {"field": "hand"}),
        ("classic_bad_field", {"field": "colour"}), ("classic_bad_jsonl", {"line": 4})]


def test_settle_picks_the_dealer_by_name_when_players_are_named_by_wind():
    """Issue 13 item 7: S=80 E=50 W=20 N=0 is seed 004's table (East is the dealer)."""
    args = ["classic", "settle", "--winner", "W", "--json"]
    given_first = json.loads(run_cli(*args[:2], "S=80", "E=50", "W=20", "N=0", *args[2:]).stdout)
    in_order = json.loads(run_cli(*args[:2], "E=50", "S=80", "W=20", "N=0", *args[2:]).stdout)
    assert given_first == in_order
    assert in_order["net"] == {"E": 0, "S": 120, "W": 80, "N": -200}
