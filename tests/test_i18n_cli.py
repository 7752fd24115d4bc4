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
    assert result.stdout == ("Тенпай. Ожидание: 1 тайл.\n"
                             "2m — двойка цифр: kanchan (ожидание «в дырку»)\n")


def test_an_error_in_polish_exits_2():
    result = run_cli("waits", "123x", "--lang", "pl")
    assert result.returncode == 2
    assert result.stderr == ("„x” (pozycja 4) nie należy do zapisu mpsz: wpisz cyfry, "
                             "a po nich m, p, s lub z.\n")
    assert result.stdout == ""


def test_the_environment_chooses_when_lang_is_not_given():
    result = run_cli("waits", "13m", LANG="it_IT.UTF-8")
    assert result.stdout.startswith("Tenpai: la mano attende 1 tessera.")


def test_lang_overrides_the_environment():
    result = run_cli("waits", "13m", "--lang", "es", LANG="ru_RU.UTF-8")
    assert result.stdout.startswith("Tenpai: la mano espera 1 ficha.")


def test_an_unknown_lang_is_an_error_in_the_default_language():
    result = run_cli("waits", "13m", "--lang", "de", LANG="pl_PL.UTF-8")
    assert result.returncode == 2
    assert result.stderr.startswith("Język „de” nie jest dostępny.")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_every_command_accepts_lang(lang, capsys):
    assert main(["waits", "1112345678999m", "--lang", lang]) == 0
    assert capsys.readouterr().out.count("\n") == 11


def test_json_output_is_not_translated(capsys):
    assert main(["waits", "13m", "--json", "--lang", "ru"]) == 0
    assert '"shapes": ["kanchan"]' in capsys.readouterr().out
