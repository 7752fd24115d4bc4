"""The lessons on a classroom screen: Voilà shows the prose, the tile pictures, the
engine's explanations and the exercise widgets, and hides the code.

    python -m mjlearn.lessons classroom --lang es              # the index: pick a lesson
    python -m mjlearn.lessons classroom --lang es --lesson 07  # straight to a lesson
    python -m mjlearn.lessons classroom --lang es --quiz 7     # a quiz, one question a page
    python3 dev.py start --classroom --lang es --lesson 07     # the same, set up first

A presentation mode for a projector: large type, large tiles, short lines, high contrast
(the ``mjlearn`` Voilà template, ``nbconvert/templates/mjlearn/`` here, configured by
:mod:`.server`). Voilà serves the committed ``notebooks/`` read-only, so the links of a
lesson keep working: the other languages at the top, the previous and next lesson at the
bottom. Nothing is fetched from another host (the icon font is served from the machine),
and a lesson's kernel is shut down when its page closes. ``--quiz SEED`` writes the quiz
``mjlearn quiz --seed SEED`` prints as one page to project (:mod:`.quiz`).
"""

from __future__ import annotations

import os
import secrets
import shutil
import sys
from pathlib import Path

from ...errors import MjlearnError, register_error_codes
from ..build import NOTEBOOKS_DIR
from ..lab import (check_port, check_workspace, choose_language, free_port, nonce_identity,
                   open_in_browser, resolve_lesson, serve_until_stopped, start_server)
from ..messages import text
from ..workspace import Workspace
from .template import HERE, TEMPLATE

__all__ = ["classroom_environment", "index_url", "lesson_url", "prepare_runtime",
           "resolve_lesson", "run_classroom", "voila_command"]

register_error_codes({"quiz_without_port": ()})

DEFAULT_PORT = 8866
_FONT_AWESOME_FILES = ("css/all.min.css", "css/v4-shims.min.css", "webfonts")


def _url_parts(port, token, **names) -> None:
    """The parts of a classroom address: a port, names and a token as text."""
    from ...checks import bad_argument, check_int, check_text

    check_int("port", port, 1, 65535)
    for name, value in names.items():
        check_text(name, value, 200)
    if token is not None:
        check_text("token", token, 200)


def lesson_url(port: int, lang: str, lesson: str, token: str | None = None) -> str:
    _url_parts(port, token, lang=lang, lesson=lesson)
    query = f"?token={token}" if token else ""
    return f"http://127.0.0.1:{port}/voila/render/{lang}/{lesson}.ipynb{query}"


def index_url(port: int, token: str | None = None) -> str:
    """The lesson picker, in the teacher's language."""
    _url_parts(port, token)
    query = f"?token={token}" if token else ""
    return f"http://127.0.0.1:{port}/voila/tree{query}"


def prepare_runtime(runtime: Path) -> Path:
    """The classroom's files that are made on the machine: Font Awesome, copied from its
    package (``xstatic-font-awesome``) beside the template, for Voilà to serve."""
    from xstatic.pkg import font_awesome

    target = runtime / "nbconvert" / "templates" / TEMPLATE / "static" / "fontawesome"
    stamp = target / "VERSION"
    if not stamp.exists() or stamp.read_text() != font_awesome.PACKAGE_VERSION:
        shutil.rmtree(target, ignore_errors=True)
        for name in _FONT_AWESOME_FILES:
            source = Path(font_awesome.BASE_DIR) / name
            if source.is_dir():
                shutil.copytree(source, target / name)
            else:
                (target / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target / name)
        stamp.write_text(font_awesome.PACKAGE_VERSION)
    return runtime


# A file only the Voilà this launcher started serves (from the runtime folder it is given),
# without the token: how the launcher knows the server on the port is its own.
LAUNCH_NONCE_URL = f"/voila/templates/{TEMPLATE}/static/launch-nonce.txt"


def write_launch_nonce(runtime: Path) -> str:
    nonce = secrets.token_hex(16)
    path = runtime / "nbconvert" / "templates" / TEMPLATE / "static" / "launch-nonce.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(nonce, encoding="ascii")
    return nonce


def voila_command(port: int, token: str | None = None, root: Path = NOTEBOOKS_DIR) -> list[str]:
    command = [sys.executable, "-m", "voila", str(root), "--Voila.ip=127.0.0.1",
               f"--Voila.port={port}", "--Voila.port_retries=0", "--Voila.open_browser=False",
               "--strip_sources=True",
               # config/voila.py: the template, the index, the prelaunch hook (server.py)
               f"--Voila.config_file_paths={HERE / 'config'}"]
    if token is not None:
        command.append(f"--Voila.token={token}")
    return command


def classroom_environment(runtime: Path, lang: str) -> dict[str, str]:
    """Voilà finds the template here and the icon font in ``runtime``; the index speaks
    the teacher's language."""
    env = dict(os.environ)
    paths = [str(HERE), str(runtime)] + ([env["JUPYTER_PATH"]] if env.get("JUPYTER_PATH") else [])
    env["JUPYTER_PATH"] = os.pathsep.join(paths)
    env["MJLEARN_CLASSROOM_LANG"] = lang
    return env


def run_classroom(lang: str | None, lesson: str | None, *, port: int | None = None,
                  open_browser: bool = True, workspace: Path | None = None,
                  quiz: int | None = None, kinds: list[str] | None = None,
                  count: int | None = None) -> int:
    lang = choose_language(lang)
    refusal = check_workspace(workspace, lang) or (None if quiz is not None
                                                   else check_port(port, lang))
    if refusal:
        print(refusal, file=sys.stderr, flush=True)
        return 2
    space = Workspace(workspace)
    runtime = space.state / "classroom"
    if quiz is not None:
        if port is not None:  # the quiz is a file: nothing would listen on that port
            raise MjlearnError("quiz_without_port")
        from .quiz import write_quiz_page
        page = write_quiz_page(runtime, quiz, lang, kinds, count)
        if open_browser:
            open_in_browser(page.as_uri())
        print(text("quiz_ready", lang, url=page.as_uri()), flush=True)
        return 0
    lesson = resolve_lesson(lesson) if lesson else None
    if lesson and not (NOTEBOOKS_DIR / lang / f"{lesson}.ipynb").exists():
        raise SystemExit(f"notebooks/{lang}/{lesson}.ipynb is missing: run "
                         "`python -m mjlearn.lessons build`")
    prepare_runtime(runtime)
    port = port or free_port(DEFAULT_PORT)
    token = secrets.token_hex(24)
    nonce = write_launch_nonce(runtime)
    server = start_server("Voilà", voila_command(port, token), classroom_environment(runtime, lang),
                          runtime, port, runtime / "voila.log",
                          lambda _process: nonce_identity(port, LAUNCH_NONCE_URL, nonce))
    url = lesson_url(port, lang, lesson, token) if lesson else index_url(port, token)
    return serve_until_stopped(server, url, open_browser, lang, "classroom_url",
                               text("classroom_stopped", lang))
