"""The ``--jsonl`` batch of both scoring commands: line N of the output answers line N of the
input, whatever the input holds, and the exit status follows one documented convention
(0 every line scored, 1 some line is an error object, 2 a usage error)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mjlearn.cli import batch, main

RIICHI = {"hand": "234567m345p22s678s", "win": "8s", "riichi": True}            # 3 900 by ron
CLASSIC = {"hand": "[1111m] (666z) 222p (345s) 11z last=1z/drawn", "seat_wind": "E",
           "round_wind": "E"}                                                    # 140
COMMANDS = {"riichi": (["score"], RIICHI), "classic": (["classic", "score"], CLASSIC)}

# one bad line of each kind the issue names, between two good ones
NASTY = [
    ("surrogate", b'{"hand": "\\ud800"}'),
    ("deep nesting", b"[" * 100_000),
    ("huge integer", b'{"hand": "234567m345p22s678s", "honba": ' + b"9" * 5000 + b"}"),
    ("invalid UTF-8", b'{"hand": "23\xff\xfe4567m345p22s678s"}'),
    ("blank", b""),
    ("spaces", b"   \t"),
    ("not JSON", b"{not json"),
    ("not an object", b"[1, 2]"),
    ("number beyond the table", b'{"hand": "234567m345p22s678s", "honba": 33333333333333333333334}'),
    ("too long", b'{"hand": "' + b"1m" * (batch.MAX_LINE // 2) + b'"}'),
]


def batch_bytes(good: dict) -> bytes:
    lines = [json.dumps(good).encode()]
    for _, line in NASTY:
        lines += [line, json.dumps(good).encode()]
    return b"\n".join(lines) + b"\n"


def run_cli(args, stdin: bytes = b""):
    return subprocess.run([sys.executable, "-m", "mjlearn", *args, "--lang", "pl"], input=stdin,
                          capture_output=True, timeout=300)


def check_output(stdout: bytes, good_total: int):
    text = stdout.decode("utf-8")           # valid UTF-8, or this raises
    rows = [json.loads(line) for line in text.split("\n")[:-1]]
    assert len(rows) == 1 + 2 * len(NASTY)     # one line out for each line in
    assert text.endswith("\n") and "\n\n" not in text
    for index, row in enumerate(rows):
        if index % 2 == 0:
            assert row["total"] == good_total, index
        else:
            label = NASTY[index // 2][0]
            assert set(row) == {"error"}, label
            error = row["error"]
            assert error["code"] and error["message"] and "Traceback" not in error["message"], label
    return rows


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_nasty_file_gives_one_json_line_per_line_and_exit_1(command, tmp_path):
    args, good = COMMANDS[command]
    path = tmp_path / "batch.jsonl"
    path.write_bytes(batch_bytes(good))
    result = run_cli([*args, "--jsonl", str(path)])
    assert result.returncode == 1
    assert result.stderr == b""
    rows = check_output(result.stdout, 3900 if command == "riichi" else 140)
    codes = [row["error"]["code"] for row in rows[1::2]]
    assert codes[4:6] == ["empty_line", "empty_line"]
    assert codes[-1] == "line_too_long"
    if command == "riichi":
        assert codes[:4] == ["unknown_character", "bad_json", "bad_json", "unknown_character"]
        assert rows[1]["error"]["params"]["char"] == "\\ud800"          # written escaped
        # the parser's own (English) detail stays in the params, out of the sentence
        assert rows[3]["error"]["message"] == "Wiersz 4 nie jest poprawnym JSON-em."
        assert rows[3]["error"]["params"]["detail"] == "nested too deeply"
        assert codes[8] == "out_of_range"
    else:
        assert codes[:4] == ["unknown_character", "classic_bad_jsonl", "classic_bad_jsonl",
                             "unknown_character"]


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_standard_input_is_read_the_same_way(command):
    args, good = COMMANDS[command]
    result = run_cli([*args, "--jsonl", "-"], stdin=batch_bytes(good))
    assert result.returncode == 1
    check_output(result.stdout, 3900 if command == "riichi" else 140)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_line_scored_is_exit_0(command, tmp_path):
    args, good = COMMANDS[command]
    path = tmp_path / "good.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(good))     # no newline at the end
    result = run_cli([*args, "--jsonl", str(path)])
    assert result.returncode == 0 and len(result.stdout.splitlines()) == 2


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("where", ["missing", "directory", "nul in the name"])
def test_a_file_that_cannot_be_read_is_a_usage_error(command, where, tmp_path, capsys):
    args, _ = COMMANDS[command]
    path = {"missing": str(tmp_path / "nothing.jsonl"), "directory": str(tmp_path),
            "nul in the name": "a\0b"}[where]
    assert main([*args, "--jsonl", path, "--lang", "it"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("Non riesco a leggere il file "), err     # the Italian message
    assert "Traceback" not in err


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_a_long_path_keeps_its_file_name(command, lang, tmp_path, capsys):
    # a long path is shortened in its middle: the learner still sees which file it was
    args, _ = COMMANDS[command]
    path = str(tmp_path / ("folder_with_a_long_name_" * 12) / "my_hands.jsonl")
    assert main([*args, "--jsonl", path, "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert "my_hands.jsonl" in err and "…" in err and str(tmp_path)[:20] in err, err
    assert len(err) < len(path), err


def test_an_internal_error_on_one_line_is_that_line_s_error_object(monkeypatch, capsys, tmp_path):
    # a bug the batch did not foresee (here: scoring raises a plain exception) still gives
    # one line in its place, and the batch goes on
    from mjlearn.cli import score as score_command
    calls = iter([RuntimeError("boom"), None])

    def flaky(obj, lang=None):
        failure = next(calls)
        if failure:
            raise failure
        return {"total": 1}
    monkeypatch.setattr(score_command, "score_json", flaky)
    path = tmp_path / "two.jsonl"
    path.write_text(json.dumps(RIICHI) + "\n" + json.dumps(RIICHI) + "\n")
    assert main(["score", "--jsonl", str(path)]) == 1
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["error"]["code"] == "line_failed" and rows[0]["error"]["params"] == {"line": 1}
    assert rows[1] == {"total": 1}


def test_a_long_line_is_skipped_without_being_kept(tmp_path, capsys):
    # 20 MB on one line: read and dropped in chunks of MAX_LINE, then the next line scores
    path = tmp_path / "long.jsonl"
    with path.open("wb") as handle:
        handle.write(b"[" + b"1," * (10 * batch.MAX_LINE) + b"1]\n")
        handle.write(json.dumps(RIICHI).encode() + b"\n")
    assert main(["score", "--jsonl", str(path)]) == 1
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["error"]["code"] == "line_too_long" and rows[1]["total"] == 3900


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_byte_order_mark_on_the_first_line_is_not_an_error(command, tmp_path):
    """A file saved by Notepad as "UTF-8" starts with a BOM: its first line is scored."""
    args, good = COMMANDS[command]
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good).encode() + b"\n" +
                     json.dumps(good).encode() + b"\n")
    done = run_cli([*args, "--jsonl", str(path)])
    rows = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert done.returncode == 0, rows
    assert rows[0] == rows[1] and "error" not in rows[0]
