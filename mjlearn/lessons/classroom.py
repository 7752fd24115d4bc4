"""A lesson as an app for a classroom screen: Voilà shows the prose, the tile pictures, the
engine's explanations and the exercise widgets, and hides the code.

    python -m mjlearn.lessons classroom --lang es --lesson 07_fu
    python3 dev.py start --classroom --lang es --lesson 07     # the same, set up first

Voilà serves the whole ``notebooks/`` folder, so the links of a lesson keep working: the
other languages at the top, the previous and next lesson at the bottom. The browser opens
on the chosen lesson (default: the start page).
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import webbrowser
from pathlib import Path

from ..errors import MjlearnError, register_error_codes
from .build import NOTEBOOKS_DIR
from .lab import START_PAGE, choose_language
from .source import lesson_paths

register_error_codes({"unknown_lesson": ("lesson", "known")})


def resolve_lesson(name: str | None) -> str:
    """A lesson's full name from its name or its number (``07`` → ``07_fu``)."""
    names = [path.stem for path in lesson_paths()]
    if name is None:
        return Path(START_PAGE).stem
    matches = [n for n in names if n == name or n.split("_", 1)[0] == name.zfill(2)]
    if len(matches) != 1:
        raise MjlearnError("unknown_lesson", lesson=name[:40], known=", ".join(names))
    return matches[0]


def lesson_url(port: int, lang: str, lesson: str, token: str | None = None) -> str:
    query = f"?token={token}" if token else ""
    return f"http://127.0.0.1:{port}/voila/render/{lang}/{lesson}.ipynb{query}"


def voila_command(port: int, token: str | None = None, root: Path = NOTEBOOKS_DIR) -> list[str]:
    command = [sys.executable, "-m", "voila", str(root), "--Voila.ip=127.0.0.1",
               f"--Voila.port={port}", "--Voila.port_retries=0", "--Voila.open_browser=False",
               "--strip_sources=True"]
    if token is not None:
        command.append(f"--Voila.token={token}")
    return command


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_serving(url: str, timeout: float = 60) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url.split("/voila/")[0] + "/", timeout=5):
                return True
        except urllib.error.HTTPError:  # it answers (a login page, a 403): it is serving
            return True
        except OSError:
            time.sleep(0.3)
    return False


def run_classroom(lang: str | None, lesson: str | None, *, port: int | None = None,
                  open_browser: bool = True) -> int:
    lang = choose_language(lang)
    lesson = resolve_lesson(lesson)
    if not (NOTEBOOKS_DIR / lang / f"{lesson}.ipynb").exists():
        raise SystemExit(f"notebooks/{lang}/{lesson}.ipynb is missing: run "
                         "`python -m mjlearn.lessons build`")
    port = port or free_port()
    token = secrets.token_hex(16)
    url = lesson_url(port, lang, lesson, token)
    process = subprocess.Popen(voila_command(port, token), cwd=NOTEBOOKS_DIR,
                               env=dict(os.environ))
    print(f"mjlearn: the lesson {lang}/{lesson} for the classroom screen — {url} "
          "(stop with Ctrl+C)", flush=True)
    if open_browser:
        threading.Thread(target=lambda: wait_until_serving(url) and webbrowser.open(url),
                         daemon=True).start()
    try:
        return process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait()
        return 0
