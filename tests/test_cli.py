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


# --- output that cannot be written, bytes that are not UTF-8, odd --rules (issue 28) --------

@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("args", [["table"], ["score", "--jsonl", "-"]])
def test_a_full_device_is_a_message_and_status_2_not_a_traceback(args):
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "mjlearn", *args, "--lang", "es"],
                              input='{"hand": "234567m345p22s678s", "win": "8s"}\n',
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    from mjlearn.errors import MjlearnError
    from mjlearn.i18n import render_error
    assert done.returncode == 2
    assert done.stderr.strip() == render_error(MjlearnError("cannot_write"), "es")


def test_a_closed_pipe_ends_quietly():
    reader = subprocess.Popen([sys.executable, "-m", "mjlearn", "table", "--lang", "pl"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    reader.stdout.read(10)
    reader.stdout.close()           # `| head -c 10`
    err = reader.stderr.read().decode()
    assert reader.wait(timeout=60) == 0
    assert err == ""


def test_a_player_named_by_a_byte_that_is_not_utf8_is_written_as_valid_utf8():
    done = subprocess.run([sys.executable, "-m", "mjlearn", "classic", "settle",
                           b"\xff=1", "S=1", "W=1", "N=1", "--winner", "S"],
                          capture_output=True, timeout=60)
    assert b"\xff" not in done.stdout + done.stderr
    (done.stdout + done.stderr).decode("utf-8")          # valid UTF-8


@pytest.mark.parametrize("command", [["score", "234567m345p22s678s", "--win", "8s"],
                                     ["table"], ["cheatsheet"], ["final-score", "25000",
                                                                 "25000", "25000", "25000"]])
def test_rules_with_a_key_named_self_are_an_unknown_option(command, capsys):
    from mjlearn.i18n import render_error
    assert main([*command, "--rules", '{"self": 1}', "--lang", "it"]) == 2
    assert capsys.readouterr().err.strip() == render_error(
        MjlearnErrorFor("unknown_rule_option", option="self"), "it")


def test_rules_that_are_not_json_are_not_called_line_0(capsys):
    from mjlearn.i18n import render_error
    assert main(["score", "234567m345p22s678s", "--win", "8s", "--rules", "{"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == render_error(MjlearnErrorFor("bad_rules_json", text="{",
                                               known="standard, kostaryov, ema"), "en")
    assert "Line 0" not in err


def MjlearnErrorFor(code, **params):
    from mjlearn.errors import MjlearnError
    return MjlearnError(code, **params)
