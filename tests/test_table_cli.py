"""``mjlearn table`` and ``mjlearn final-score``."""

import json
import subprocess
import sys

import pytest

from mjlearn.cli import build_parser, main
from mjlearn.errors import MjlearnError


def run_json(capsys, *args):
    assert main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_final_score_seed_000(capsys):
    assert run_json(capsys, "final-score", "56800", "32400", "19100", "-8300") == [47, 2, -11, -38]


def test_final_score_with_uma(capsys):
    # seed 000's method plus uma 15/5/-5/-15: +2+5, -11-5, -38-15, winner absorbs
    got = run_json(capsys, "final-score", "56800", "32400", "19100", "-8300", "--uma=15,5,-5,-15")
    assert got == [62, 7, -16, -53]


def test_final_score_ema(capsys):
    got = run_json(capsys, "final-score", "56800", "32400", "19100", "11700", "--rules", "ema")
    assert got == [41800, 7400, -15900, -33300]


def test_final_score_text(capsys):
    assert main(["final-score", "56800", "32400", "19100", "-8300"]) == 0
    out = capsys.readouterr().out
    assert "+47" in out and "\u221238" in out  # the real minus sign (STYLE.md)


def test_table_json_non_dealer_ron(capsys):
    data = run_json(capsys, "table")
    rows = {(r["han"], r["fu"]): r for r in data["rows"]}
    assert rows[(1, 30)] == {"han": 1, "fu": 30, "discarder": 1000}     # seed 001
    assert rows[(1, 25)]["impossible"] == "chiitoitsu_2_han"
    assert rows[(4, 40)] == {"han": 4, "fu": 40, "discarder": 8000, "limit": "mangan"}
    assert data["limits"][0] == {"limit": "mangan", "han_min": 5, "han_max": 5, "discarder": 8000}
    assert len(data["rows"]) == 44


def test_table_json_non_dealer_tsumo_ema(capsys):
    data = run_json(capsys, "table", "--tsumo", "--rules", "ema")
    rows = {(r["han"], r["fu"]): r for r in data["rows"]}
    assert rows[(2, 20)] == {"han": 2, "fu": 20, "dealer": 700, "non_dealer": 400}   # seed 002 (P8)
    assert data["limits"][-2] == {"limit": "sanbaiman", "han_min": 11, "han_max": None,
                                  "dealer": 12000, "non_dealer": 6000}


def test_table_rules_json_option(capsys):
    data = run_json(capsys, "table", "--dealer", "--rules", '{"preset": "standard", "kiriage": true}')
    rows = {(r["han"], r["fu"]): r for r in data["rows"]}
    assert rows[(4, 30)]["discarder"] == 12000


def test_table_text(capsys):
    assert main(["table", "--dealer", "--tsumo"]) == 0
    out = capsys.readouterr().out
    assert "—" in out and "2,600" in out  # grouped the English way (i18n layer)


@pytest.mark.parametrize("args, code", [
    (["final-score", "25000", "25000", "25000", "25000", "0"], "bad_player_count"),
    (["final-score", "25000", "25000", "25000", "24000"], "points_total_mismatch"),
    (["final-score", "25000", "25000", "25000", "x"], "bad_score"),
    (["final-score", "25000", "25000", "25000", "25000", "--uma=15,5"], "bad_uma"),
    (["table", "--rules", "nope"], "unknown_ruleset"),
    (["table", "--rules", "{oops"], "bad_rules_json"),
])
def test_errors_are_typed(args, code):
    parsed = build_parser().parse_args(args)
    with pytest.raises(MjlearnError) as info:
        parsed.func(parsed)
    assert info.value.code == code


def test_errors_exit_2_without_traceback():
    args = ["final-score", "25000", "25000", "25000", "25000", "0"]
    result = subprocess.run([sys.executable, "-m", "mjlearn", *args], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr.strip()
