"""The command line speaks the language asked for, in its output and in its errors."""

import os
import subprocess
import sys

import pytest

from mjlearn.cli import main
from mjlearn.i18n.languages import ENVIRONMENT_VARIABLES


def run_cli(*args, **env):
    clean = {k: v for k, v in os.environ.items() if k not in ENVIRONMENT_VARIABLES}
    return subprocess.run([sys.executable, "-m", "mjlearn", *args], capture_output=True,
                          text=True, timeout=60, env={**clean, **env})


def test_waits_in_russian():
    result = run_cli("waits", "13m", "--lang", "ru")
    assert result.returncode == 0
    assert result.stdout == ("Рука в тенпае: ждёт 1 тайл.\n"
                             "2m — двойка цифр: kanchan (ожидание «в дырку»)\n")


def test_an_error_in_polish_exits_2():
    result = run_cli("waits", "123x", "--lang", "pl")
    assert result.returncode == 2
    assert result.stderr == ("Symbol „x” na pozycji 4 nie należy do zapisu mpsz: wpisz cyfry, "
                             "a po nich m, p, s lub z.\n")
    assert result.stdout == ""


def test_the_environment_chooses_when_lang_is_not_given():
    result = run_cli("waits", "13m", LANG="it_IT.UTF-8")
    assert result.stdout.startswith("La mano è in tenpai: attende 1 tessera.")


def test_lang_overrides_the_environment():
    result = run_cli("waits", "13m", "--lang", "es", LANG="ru_RU.UTF-8")
    assert result.stdout.startswith("La mano está en tenpai: espera 1 ficha.")


def test_an_unknown_lang_is_an_error_in_the_default_language():
    result = run_cli("waits", "13m", "--lang", "de", LANG="pl_PL.UTF-8")
    assert result.returncode == 2
    assert result.stderr.startswith("Język „de” nie jest dostępny; dostępne języki to ")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_every_command_accepts_lang(lang, capsys):
    assert main(["waits", "1112345678999m", "--lang", lang]) == 0
    assert capsys.readouterr().out.count("\n") == 11


def test_json_output_is_not_translated(capsys):
    assert main(["waits", "13m", "--json", "--lang", "ru"]) == 0
    assert '"shapes": ["kanchan"]' in capsys.readouterr().out


# --- whole explanations and JSON errors through the i18n layer ---------------------------

SCORE_ARGS = ("score", "234567m345p22s678s", "--win", "8s", "--tsumo", "--riichi", "--dora", "1m")


def test_score_in_russian_is_the_full_explanation():
    from mjlearn.i18n import render_score
    from mjlearn.riichi import Situation, score
    result = run_cli(*SCORE_ARGS, "--lang", "ru")
    assert result.returncode == 0, result.stderr
    expected = score(Situation.from_json({"hand": "234567m345p22s678s", "win": "8s", "tsumo": True,
                                          "riichi": True, "dora": "1m"}))
    assert result.stdout == render_score(expected, "ru") + "\n"
    lines = result.stdout.splitlines()
    # every step, then the summary: 13 steps for this hand (2 reading, 4 yaku, 1 dora, 1 fu,
    # 2 notes, 1 limit, 2 payments), a blank line, 3 summary lines
    assert len(lines) == 13 + 1 + 3
    assert "+1 хан" in result.stdout and "восьмёрка бамбука (8s)" in result.stdout
    assert "8000 очков" in result.stdout.replace("\u00a0", "")  # 8 000, grouped the Russian way


def test_score_in_russian_leaves_no_english_line():
    russian = run_cli(*SCORE_ARGS, "--lang", "ru").stdout.splitlines()
    english = run_cli(*SCORE_ARGS, "--lang", "en").stdout.splitlines()
    assert len(russian) == len(english)
    same = [r for r, e in zip(russian, english) if r == e and r]
    assert same == []


def test_json_errors_in_polish_come_from_the_i18n_layer(capsys, monkeypatch, tmp_path):
    import io
    import json
    from mjlearn.errors import MjlearnError
    from mjlearn.i18n import render_error
    path = tmp_path / "hands.jsonl"
    path.write_text('{"hand": "123m", "win": "3m"}\nnot json\n'
                    '{"hand": "234567m345p22s678s", "win": "8s", "riichi": true}\n', encoding="utf-8")
    main(["score", "--jsonl", str(path), "--lang", "pl"])  # exit status: a colleague's contract
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    errors = [row["error"] for row in rows if "error" in row]
    assert [e["code"] for e in errors] == ["too_few_tiles", "bad_json"]
    for e in errors:
        assert e["message"] == render_error(MjlearnError(e["code"], **e["params"]), "pl")
    assert errors[0]["message"] == "Ręka ma tylko 3 kamienie, a powinna mieć 14."


def test_new_error_messages_are_polish_not_english():
    import mjlearn.classic.errors  # noqa: F401  (each registers its codes, and is imported
    import mjlearn.cli.score  # noqa: F401  only where it is used: the CLI runs one command)
    from mjlearn.errors import MjlearnError
    from mjlearn.i18n import render_error
    for error in (MjlearnError("no_yaku", dora=2, aka=1, ura=0),
                  MjlearnError("bad_json", line=2, detail="Expecting value"),
                  MjlearnError("classic_bad_players", count=3)):
        assert render_error(error, "pl") != render_error(error, "en")


def test_classic_and_table_commands_follow_lang():
    settle_ru = run_cli("classic", "settle", "E=50", "S=80", "W=20", "N=0", "--winner", "W",
                        "--lang", "ru")
    settle_en = run_cli("classic", "settle", "E=50", "S=80", "W=20", "N=0", "--winner", "W")
    assert settle_ru.returncode == 0 and settle_ru.stdout.splitlines()[0] != settle_en.stdout.splitlines()[0]
    table_pl = run_cli("table", "--lang", "pl")
    assert table_pl.returncode == 0 and "Mangan" in table_pl.stdout and "Limits" not in table_pl.stdout
    assert "według zasad standardowych" in table_pl.stdout  # the rules by name, not "standard"
    final_it = run_cli("final-score", "56800", "32400", "19100", "-8300", "--lang", "it")
    assert final_it.returncode == 0 and "56.800" in final_it.stdout


@pytest.mark.parametrize("lang, total, expected", [
    ("ru", "101\u00a0000", "120\u00a0000"), ("pl", "101\u00a0000", "120\u00a0000")])
def test_error_numbers_keep_their_no_break_space(lang, total, expected, capsys):
    # the digits are grouped by a no-break space in ru and pl: printed as one, never "\xa0"
    assert main(["final-score", "56800", "32400", "19100", "-8300", "--rules", "ema",
                 "--riichi-sticks", "1", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert total in err and expected in err
    assert "\\x" not in err


@pytest.mark.parametrize("args, lang, expected", [
    (["--seat", "X"], "es", "«X» no es un viento para «--seat»: escribe E, S, W o N, las iniciales "
                            "inglesas (W es West, el Oeste), o el nombre de un viento: este, sur, "
                            "oeste, norte."),
    (["--round", "5"], "it", "«5» non è un vento per «--round»: scrivi E, S, W o N, le iniziali "
                             "inglesi (W è West, Ovest), o il nome di un vento: est, sud, ovest, "
                             "nord."),
    (["--honba", "-1"], "ru", "\u22121 — недопустимое значение для «--honba»."),
    (["--sticks", "100000"], "pl", None),
])
def test_score_errors_name_the_option_and_the_value_as_typed(args, lang, expected, capsys):
    assert main(["score", "123m456p789s1122z", *args, "--lang", lang]) == 2
    err = capsys.readouterr().err.strip()
    if expected is not None:
        assert err == expected
    assert args[0] in err
    assert not any(key in err for key in ("seat_wind", "round_wind", "riichi_sticks", "«honba",
                                           "'"))


def test_json_errors_keep_the_json_key(capsys):
    from mjlearn.i18n import score_json
    out = score_json({"hand": "123m456p789s1122z", "seat_wind": "X"}, "es")
    assert "«seat_wind»" in out["error"]["message"]


@pytest.mark.parametrize("lang, expected", [
    ("en", "“scor” is not a choice here: choose from waits, score, table, final-score, "
           "classic, quiz, cheatsheet."),
    ("es", "«scor» no es una opción válida aquí: elige entre waits, score, table, "
           "final-score, classic, quiz, cheatsheet."),
    ("ru", "«scor» здесь не подходит; допустимые значения — waits, score, table, "
           "final-score, classic, quiz, cheatsheet."),
])
def test_a_command_that_does_not_exist_is_named_as_typed_not_as_python_writes_it(lang, expected):
    result = run_cli("scor", LANGUAGE=lang)
    assert result.returncode == 2
    last = result.stderr.splitlines()[-1]
    assert last.endswith(expected) and "'" not in last


# --lang before the command, as lesson 00 and the README write it: the value is no command,
# and every command's own arguments are there (a Spanish reviewer got a traceback here)
@pytest.mark.parametrize("command", [
    ["table"], ["cheatsheet", "--rules", "ema"], ["quiz", "--seed", "7", "--answers"],
    ["waits", "13m"], ["final-score", "41300", "28700", "20500", "9500"],
])
def test_lang_before_the_command_keeps_the_commands_arguments(command, capsys):
    assert main(["--lang", "es", *command]) == 0
    out = capsys.readouterr().out
    assert out and "Traceback" not in out


def test_lang_before_the_command_speaks_in_its_help(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "es", "quiz", "--help"])
    assert "--answers" in capsys.readouterr().out
