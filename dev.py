#!/usr/bin/env python3
"""Set everything up and run mjlearn, or its tests — the README's two commands.

    python3 dev.py start    # set up, then open the lessons in JupyterLab (the main job)
    python3 dev.py test     # set up, then run the whole test suite (what CI runs)
    python3 dev.py catalogs # after changing messages: extract, update every .po, compile
    python3 dev.py lessons  # after changing a lesson: rebuild notebooks/ (--check: compare)

``start`` takes ``--lang LANG`` (en, es, it, pl, ru; default: the environment's locale,
else en), ``--port PORT`` and ``--no-browser``; ``start --classroom [--lesson 07]`` serves
one lesson as a Voilà app without code, for a classroom screen. The browser tests of ``test`` need
Debian's ``chromium`` (``apt-get install chromium``); ``.ci/run`` installs it.

Needs only Python 3.11+ with its standard ``venv`` module. Everything else is installed
into ``.venv`` beside this file, from the versions pinned in ``pyproject.toml``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".mjlearn-installed"


def say(text: str) -> None:
    print(f"[dev] {text}", flush=True)


def run(*cmd: str | Path, **kw) -> None:
    say(" ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, **kw)


def setup() -> None:
    if sys.version_info < (3, 11):
        sys.exit("mjlearn needs Python 3.11 or newer")
    if not PY.exists():
        say(f"creating {VENV}")
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = (ROOT / "pyproject.toml").read_bytes()
    if not STAMP.exists() or STAMP.read_bytes() != wanted:
        run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
        run(PY, "-m", "pip", "install", "--quiet", "-e", ".[test]")
        STAMP.write_bytes(wanted)
    # The .mo files are not committed: compile them from the .po sources every time, so
    # the tests and the command line always speak the current translations.
    run(PY, "tools/catalogs.py", "compile")


def start(args: list[str]) -> None:
    # JupyterLab on the start page of the learner's language, its menus in that language;
    # with --classroom, one lesson as a Voilà app without code (for a classroom screen).
    if "--classroom" in args:
        args = [arg for arg in args if arg != "--classroom"]
        run(PY, "-m", "mjlearn.lessons", "classroom", *args)
    else:
        run(PY, "-m", "mjlearn.lessons", "lab", *args)


def test(args: list[str]) -> None:
    run(PY, "-m", "pytest", *args)


def catalogs(args: list[str]) -> None:
    run(PY, "tools/catalogs.py", "update", *args)  # extra args print the usage


def lessons(args: list[str]) -> None:
    run(PY, "-m", "mjlearn.lessons", "build", *args)


def main() -> None:
    commands = {"start": start, "test": test, "catalogs": catalogs, "lessons": lessons}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        sys.exit(f"usage: python3 dev.py {{{'|'.join(commands)}}} [args…]")
    setup()
    try:
        commands[sys.argv[1]](sys.argv[2:])
    except subprocess.CalledProcessError as error:
        sys.exit(error.returncode)
    except KeyboardInterrupt:  # Ctrl+C stops JupyterLab: not an error
        sys.exit(130)


if __name__ == "__main__":
    main()
