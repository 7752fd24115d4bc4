import json
import subprocess
import sys

import pytest

from mjlearn.cli import main


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "mjlearn", *args], capture_output=True,
                          text=True, timeout=60)


def test_waits_json_lists_nine_gates(capsys):
    assert main(["waits", "1112345678999m", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [w["tile"] for w in data["waits"]] == [f"{n}m" for n in range(1, 10)]
    assert data["multi_sided"] == "chuuren_9"


def test_waits_with_a_meld(capsys):
    assert main(["waits", "23m456p789s11z", "--meld", "kan:1111m", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["waits"] == [{"tile": "4m", "shapes": ["ryanmen"]}]


@pytest.mark.parametrize("args", [["waits", "123x"], ["waits", "11111m23456789p"], ["waits", ""]])
def test_errors_exit_2_without_traceback(args):
    result = run_cli(*args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip()


def test_python_dash_m_runs():
    result = run_cli("waits", "13m")
    assert result.returncode == 0
    assert "2m" in result.stdout
