#!/usr/bin/env python3
"""Set everything up and run mjlearn, or its tests — the README's two commands.

    python3 dev.py start    # set up, then open the lessons in JupyterLab (the main job)
    python3 dev.py test     # set up, then run the whole test suite (what CI runs)
    python3 dev.py catalogs # after changing messages: extract, update every .po, compile
    python3 dev.py lessons  # after changing a lesson: rebuild notebooks/ (--check: compare)
    python3 dev.py site     # the lessons as an offline JupyterLite site in build/site/
                            # (--serve [--port N]: then serve it on 127.0.0.1)

``start`` takes ``--lang LANG`` (en, es, it, pl, ru; default: the environment's locale,
else en), ``--port PORT``, ``--no-browser``, ``--workspace DIR`` (the learner's copy of the
lessons; default: in the user's data directory) and ``--reset LESSON``;
``start --classroom [--lesson 07 | --quiz SEED]`` is the classroom screen (Voilà). See
``python -m mjlearn.lessons lab --help`` and ``… classroom --help``. The browser tests of
``test`` need Debian's ``chromium`` (``apt-get install chromium``); ``.ci/run`` installs it.

Needs only Python 3.11+ with its standard ``venv`` module. Everything else is installed
into ``.venv`` beside this file, from the versions pinned in ``pyproject.toml``. A command
is a function registered with ``@command``; adding one is writing one.
"""

from __future__ import annotations

import ast
import contextlib
import os
import subprocess
import sys
import threading
import time
import venv
from pathlib import Path
from typing import Callable

if os.name == "nt":
    import msvcrt
else:
    import fcntl

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".mjlearn-installed"
LOCK = VENV / ".mjlearn-setup.lock"
LANGUAGES = ("en", "es", "it", "pl", "ru")


def N_(msgid: str) -> str:
    """Mark a message for the catalogs (``pybabel extract`` reads dev.py too)."""
    return msgid


# What the first setup says, in the learner's language. Nothing is installed yet, so
# dev.py reads the translations straight from locales/<lang>/LC_MESSAGES/mjlearn.po.
MESSAGES = {
    # TRANSLATORS: {path} is the folder mjlearn installs into.
    "first": N_("First start: mjlearn installs what it needs into {path}: JupyterLab, Voilà, "
                "ipywidgets, Babel and JupyterLab's menus in four languages, about 450 MB. "
                "It takes a few minutes, once; after that, starting takes seconds."),
    "again": N_("mjlearn's requirements have changed: updating what is installed in {path}."),
    "venv": N_("Creating a Python environment…"),
    "packages": N_("Installing the packages (the longest step)…"),
    # TRANSLATORS: {path} is the folder mjlearn installs into. Shown when a second
    # `dev.py start` (another window, another terminal) finds the first one installing.
    "waiting": N_("mjlearn is already being installed into {path} from another window; "
                  "waiting for it to finish…"),
    "ready": N_("Everything is installed."),
    "failed": N_("The installation stopped with an error (above). Run the same command again "
                 "to retry."),
}


# --- the learner's language, before Babel is installed ------------------------------------

def chosen_language(args: list[str], environ=os.environ) -> str:
    """``--lang`` (its first two letters), else the locale's language, else English."""
    for i, arg in enumerate(args):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else \
            args[i + 1] if arg == "--lang" and i + 1 < len(args) else None
        if value:
            return value[:2].lower() if value[:2].lower() in LANGUAGES else "en"
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value:
            for candidate in value.split(":") if variable == "LANGUAGE" else [value]:
                if candidate[:2].lower() in LANGUAGES:
                    return candidate[:2].lower()
            return "en"
    return "en"


def po_translations(path: Path) -> dict[str, str]:
    """msgid → msgstr of a .po file: entries without context, not fuzzy, translated."""
    table: dict[str, str] = {}
    entry: dict[str, str] = {}
    flags, field = "", None

    def flush() -> None:
        if entry.get("msgid") and entry.get("msgstr") and "msgctxt" not in entry \
                and "fuzzy" not in flags:  # the header's msgid is empty
            table[entry["msgid"]] = entry["msgstr"]

    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return table
    for line in [*lines, ""]:
        line = line.strip()
        if not line:
            flush()
            entry, flags, field = {}, "", None
        elif line.startswith("#,"):
            flags += line
        elif line.startswith("#"):
            continue
        elif line.startswith('"') and field:
            entry[field] += ast.literal_eval(line)
        else:
            keyword, _, value = line.partition(" ")
            field = keyword if keyword in ("msgctxt", "msgid", "msgstr") else None
            if field:
                entry[field] = ast.literal_eval(value)
    return table


def message(key: str, lang: str, **params: str) -> str:
    msgid = MESSAGES[key]
    table = po_translations(ROOT / "locales" / lang / "LC_MESSAGES" / "mjlearn.po") \
        if lang != "en" else {}
    text = table.get(msgid, msgid)
    for name, value in params.items():
        text = text.replace("{" + name + "}", str(value))
    return text


# --- setting up ---------------------------------------------------------------------------

def say(text: str) -> None:
    print(f"[dev] {text}", flush=True)


def run(*cmd: str | Path, **kw) -> None:
    say(" ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, **kw)


def _with_clock(cmd: list[str]) -> None:
    """Run ``cmd``; on a terminal, show the minutes and seconds it has been running."""
    process = subprocess.Popen(cmd, cwd=ROOT)
    start = time.monotonic()
    done = threading.Event()

    def clock() -> None:
        while not done.wait(1):
            elapsed = int(time.monotonic() - start)
            print(f"\r    {elapsed // 60}:{elapsed % 60:02d} ", end="", flush=True)

    ticker = threading.Thread(target=clock, daemon=True)
    if sys.stdout.isatty():
        ticker.start()
    try:
        code = process.wait()
    finally:
        done.set()
        if ticker.is_alive():
            ticker.join()
            print("\r" + " " * 12 + "\r", end="", flush=True)
    if code:
        raise subprocess.CalledProcessError(code, cmd)


def _take_lock(handle, wait: bool) -> bool:
    """Lock the open lock file for this process; False if another process holds it (at
    once without ``wait``; on Windows, after its 10 s of retrying). The operating system
    drops the lock when the file is closed or its process ends, however it ends, so a
    killed set-up never blocks the next one."""
    if os.name == "nt":
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:  # a file system without locks: go on unlocked, as before
        pass
    return True


@contextlib.contextmanager
def setup_lock(on_wait: Callable[[], None]):
    """One set-up at a time in this checkout: hold .venv's lock file while inside; if
    another process holds it, call ``on_wait`` once, then wait for it. (The file is not
    inherited by pip or by the server ``start`` execs into: Python's files never are.)"""
    VENV.mkdir(exist_ok=True)
    with open(LOCK, "a+b") as handle:
        if not _take_lock(handle, wait=False):
            on_wait()
            while not _take_lock(handle, wait=True):
                pass
        try:
            yield
        finally:
            if os.name == "nt":
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)


def setup(lang: str = "en") -> None:
    """Create .venv and install the project into it when pyproject.toml changed; compile
    the catalogs. Says what it does, in ``lang``, only when it installs. A second set-up
    started meanwhile (another window) says it waits, waits, and finds everything ready."""
    if sys.version_info < (3, 11):
        sys.exit("mjlearn needs Python 3.11 or newer")
    wanted = (ROOT / "pyproject.toml").read_bytes()

    def installed() -> bool:
        return PY.exists() and STAMP.exists() and STAMP.read_bytes() == wanted

    waited = False

    def waiting() -> None:  # said only when there is an installation to wait for
        nonlocal waited
        if not installed():
            print(message("waiting", lang, path=VENV), flush=True)
            waited = True

    with setup_lock(on_wait=waiting):
        if installed():
            if waited:
                print(message("ready", lang), flush=True)
        else:
            fresh = not PY.exists()
            print(message("first" if fresh else "again", lang, path=VENV), flush=True)
            try:
                if fresh:
                    print(message("venv", lang), flush=True)
                    venv.EnvBuilder(with_pip=True).create(VENV)
                print(message("packages", lang), flush=True)
                pip = [str(PY), "-m", "pip", "--quiet", "--quiet", "--disable-pip-version-check"]
                _with_clock([*pip, "install", "--upgrade", "pip"])
                _with_clock([*pip, "install", "-e", ".[test]"])
            except subprocess.CalledProcessError:
                sys.exit(message("failed", lang))
            STAMP.write_bytes(wanted)
            print(message("ready", lang), flush=True)
        # The .mo files are not committed: compile them from the .po sources every time, so
        # the tests and the command line always speak the current translations (inside
        # the lock: two set-ups never write the same .mo at once).
        compiled = subprocess.run([str(PY), "tools/catalogs.py", "compile"], cwd=ROOT,
                                  capture_output=True, text=True)
        if compiled.returncode:
            sys.exit(compiled.stdout + compiled.stderr)


# --- the commands -------------------------------------------------------------------------

COMMANDS: dict[str, Callable[[list[str]], None]] = {}


def command(name: str):
    """Register ``python3 dev.py NAME [args…]``."""
    def register(function: Callable[[list[str]], None]) -> Callable[[list[str]], None]:
        COMMANDS[name] = function
        return function
    return register


@command("start")
def start(args: list[str]) -> None:
    """JupyterLab on the learner's copy of the lessons, in their language; with
    --classroom, the classroom screen (Voilà). This process becomes the launcher, so
    Ctrl+C reaches it and it stops the server cleanly."""
    setup(chosen_language(args))
    target = "lab"
    if "--classroom" in args:
        args, target = [arg for arg in args if arg != "--classroom"], "classroom"
    env = dict(os.environ, MJLEARN_LAUNCHER="python3 dev.py start")
    os.execve(PY, [str(PY), "-m", "mjlearn.lessons", target, *args], env)


@command("test")
def test(args: list[str]) -> None:
    setup()
    run(PY, "-m", "pytest", *args)


@command("catalogs")
def catalogs(args: list[str]) -> None:
    setup()
    run(PY, "tools/catalogs.py", "update", *args)  # extra args print the usage


@command("lessons")
def lessons(args: list[str]) -> None:
    setup()
    run(PY, "-m", "mjlearn.lessons", "build", *args)


@command("site")
def site(args: list[str]) -> None:
    """build/site/: the lessons as an offline JupyterLite site (tools/site_build.py); with
    --serve [--port N], build it and serve it on 127.0.0.1 for a try-out."""
    setup()
    serve = "--serve" in args
    rest = [arg for arg in args if arg != "--serve"]
    run(PY, "tools/site_build.py", "build")
    if serve:
        os.execv(PY, [str(PY), str(ROOT / "tools/site_build.py"), "serve", *rest])


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        sys.exit(f"usage: python3 dev.py {{{'|'.join(COMMANDS)}}} [args…]")
    try:
        COMMANDS[sys.argv[1]](sys.argv[2:])
    except subprocess.CalledProcessError as error:
        sys.exit(error.returncode)
    except KeyboardInterrupt:  # Ctrl+C during setup: not an error worth a traceback
        sys.exit(130)


if __name__ == "__main__":
    main()
