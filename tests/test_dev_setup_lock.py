"""Two `python3 dev.py start` in one checkout at once (a double click, two terminals): the
second says it waits, waits for the first one's installation and finds everything ready;
one killed mid-installation does not hold up the next one.

Each set-up is a real ``dev.setup`` in its own process, in a copy of dev.py with its own
``.venv``; only the slow steps are stood in for: the venv is a link to this Python, the
pip runs write who ran them to a log and wait for the test's go."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

import dev
from mjlearn.lessons.build import REPOSITORY

pytestmark = pytest.mark.skipif(os.name == "nt", reason="the stand-in venv is a symlink")

SETUP = r"""
import os, sys, time
from pathlib import Path
sys.path.insert(0, os.getcwd())
import dev

class EnvBuilder:                       # the venv: this Python, linked
    def __init__(self, **options):
        pass

    def create(self, path):
        dev.BIN.mkdir(parents=True)
        dev.PY.symlink_to(sys.executable)

def with_clock(cmd):                    # pip: say who installs, then wait for the go
    if cmd[-2:] == ["-e", ".[test]"]:
        with open("installs.log", "a") as log:
            print(os.getpid(), file=log, flush=True)
        deadline = time.monotonic() + 15
        while not Path("go").exists() and time.monotonic() < deadline:
            time.sleep(0.02)

dev.venv.EnvBuilder = EnvBuilder
dev._with_clock = with_clock
dev.setup(sys.argv[1])
"""


@pytest.fixture
def checkout(tmp_path) -> Path:
    """A checkout as small as dev.py's set-up needs: dev.py, pyproject.toml, the Polish
    catalog it reads its messages from, and a catalog compiler that does nothing."""
    for name in ("dev.py", "pyproject.toml", "locales/pl/LC_MESSAGES/mjlearn.po"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPOSITORY / name, tmp_path / name)
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "catalogs.py").write_text("import sys; sys.exit(0)\n")
    return tmp_path


def set_up(checkout: Path, lang: str = "pl") -> subprocess.Popen:
    """``dev.setup(lang)`` started in its own process; what it prints goes to a file."""
    output = checkout / f"printed-{time.monotonic_ns()}.txt"
    with output.open("w") as out:
        process = subprocess.Popen([sys.executable, "-c", SETUP, lang], cwd=checkout,
                                   stdout=out, stderr=subprocess.STDOUT,
                                   env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    process.output = output
    return process


def printed(process: subprocess.Popen) -> list[str]:
    return process.output.read_text(encoding="utf-8").splitlines()


def installers(checkout: Path) -> list[int]:
    log = checkout / "installs.log"
    return [int(line) for line in log.read_text().split()] if log.exists() else []


def until(condition, seconds: float = 8) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)


def test_a_second_set_up_waits_for_the_first_and_does_not_install_again(checkout):
    venv = checkout / ".venv"
    first = set_up(checkout)
    try:
        until(lambda: installers(checkout))           # the first one is installing
        assert installers(checkout) == [first.pid], printed(first)
        second = set_up(checkout)
        try:
            # until the second one says it waits, or (without a lock) installs or ends
            until(lambda: len(printed(second)) or len(installers(checkout)) > 1
                  or second.poll() is not None)
            (checkout / "go").touch()
            assert second.wait(timeout=15) == 0, printed(second)
        finally:
            second.kill()
        assert first.wait(timeout=15) == 0, printed(first)
    finally:
        first.kill()
    assert installers(checkout) == [first.pid]
    assert printed(first) == [dev.message(key, "pl", path=venv)
                              for key in ("first", "venv", "packages", "ready")]
    assert printed(second) == [
        "mjlearn jest już instalowany w " + str(venv) +
        " z innego okna; czekam, aż ta instalacja się zakończy…",
        "Wszystko jest zainstalowane."]


def test_a_set_up_killed_while_installing_does_not_hold_up_the_next_one(checkout):
    venv = checkout / ".venv"
    killed = set_up(checkout)
    try:
        until(lambda: installers(checkout))
        assert installers(checkout) == [killed.pid], printed(killed)
        with (venv / ".mjlearn-setup.lock").open("a+b") as lock:
            assert not dev._take_lock(lock, wait=False)     # it holds the lock …
            killed.kill()                                   # … until it is killed
            killed.wait(timeout=15)
            assert dev._take_lock(lock, wait=False)
    finally:
        killed.kill()
    (checkout / "go").touch()
    started = time.monotonic()
    after = set_up(checkout)
    try:
        assert after.wait(timeout=15) == 0, printed(after)
    finally:
        after.kill()
    assert time.monotonic() - started < 10
    # the venv is there, the installation never finished: this one installs, unheld
    assert installers(checkout) == [killed.pid, after.pid]
    assert printed(after) == [dev.message(key, "pl", path=venv)
                              for key in ("again", "packages", "ready")]
