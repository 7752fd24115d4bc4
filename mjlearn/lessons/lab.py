"""Open JupyterLab on the learner's copy of the lessons, its menus in the learner's language.

    python -m mjlearn.lessons lab --lang pl            # python3 dev.py start --lang pl
    python -m mjlearn.lessons lab --reset 07 --lang pl # lesson 07 as it ships; the old copy kept

JupyterLab serves the learner's workspace (:mod:`.workspace`), never the repository, so
running a lesson and JupyterLab's autosave never touch the committed notebooks. Each
language has its own JupyterLab workspace (``/lab/workspaces/mjlearn-pl``): its tabs, its
layout, so a Russian session never reopens a Polish tab. JupyterLab's interface language
comes from the ``locale`` setting of ``@jupyterlab/translation-extension:plugin`` and
needs that language's pack (``jupyterlab-language-pack-pl-PL`` …, dependencies of
mjlearn). Settings, workspaces and JupyterLab's log live in the workspace's ``.mjlearn/``,
so a learner's own JupyterLab configuration is left alone.

The terminal shows a few lines in the learner's language, the last one the address to
open, with its token; JupyterLab's own log goes to ``.mjlearn/jupyterlab.log``.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import closing
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Callable

from ..errors import MjlearnError, register_error_codes
from ..i18n.languages import DEFAULT_LANGUAGE, environment_language, normalize_language
from .build import NOTEBOOKS_DIR
from .menus import UI_LOCALES
from .messages import text
from .source import lesson_paths
from .workspace import Workspace, lesson_file

register_error_codes({"unknown_lesson": ("lesson", "known")})

START_LESSON = "00_start"
START_PAGE = f"{START_LESSON}.ipynb"
# JupyterLab's locale names (menus.UI_LOCALES); "en" is JupyterLab's built-in English.
_TRANSLATION = Path("@jupyterlab", "translation-extension", "plugin.jupyterlab-settings")
# No calls home from a learner's machine (and none from CI): no news, no update check.
_NOTIFICATIONS = Path("@jupyterlab", "apputils-extension", "notification.jupyterlab-settings")
# A lesson opens with its kernel started (never a "select kernel" dialog), and closing its
# tab shuts the kernel down.
_NOTEBOOK = Path("@jupyterlab", "notebook-extension", "tracker.jupyterlab-settings")
_NOTEBOOK_DEFAULTS = {"autoStartDefaultKernel": True, "kernelShutdown": True}
DEFAULT_PORT = 8888


def choose_language(lang: str | None) -> str:
    """An explicit language (checked), else the environment's locale, else English."""
    return normalize_language(lang) if lang else (environment_language() or DEFAULT_LANGUAGE)


def resolve_lesson(name: str | None) -> str:
    """A lesson's full name from its name or its number (``07`` → ``07_fu``)."""
    names = [path.stem for path in lesson_paths()]
    if name is None:
        return START_LESSON
    matches = [n for n in names if n == name or n.split("_", 1)[0] == name.zfill(2)]
    if len(matches) != 1:
        raise MjlearnError("unknown_lesson", lesson=name[:40], known=", ".join(names))
    return matches[0]


def language_pack(lang: str) -> str | None:
    """The PyPI name of the JupyterLab language pack for ``lang`` (None for English)."""
    locale = UI_LOCALES[lang]
    return None if locale == "en" else f"jupyterlab-language-pack-{locale.replace('_', '-')}"


def check_language_pack(lang: str) -> None:
    package = language_pack(lang)
    if package is None:
        return
    try:
        metadata.version(package)
    except metadata.PackageNotFoundError:
        raise SystemExit(f"{package} is not installed: run `python3 dev.py start`") from None


def _update_settings(path: Path, changes: dict, keep_existing: bool) -> None:
    try:
        settings = json.loads(path.read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        settings = {}
    for key, value in changes.items():
        if not (keep_existing and key in settings):
            settings[key] = value
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")


def write_settings(settings_dir: Path, lang: str) -> None:
    """Set JupyterLab's interface language; keep any other setting the learner made."""
    _update_settings(settings_dir / _TRANSLATION, {"locale": UI_LOCALES[lang]}, False)
    _update_settings(settings_dir / _NOTIFICATIONS,
                     {"checkForUpdates": False, "fetchNews": "false"}, True)
    _update_settings(settings_dir / _NOTEBOOK, _NOTEBOOK_DEFAULTS, True)


def jupyterlab_workspace(lang: str) -> str:
    """The JupyterLab workspace of a language: its own tabs and layout."""
    return f"mjlearn-{lang}"


def lesson_url_path(lang: str, lesson: str = START_LESSON) -> str:
    """The path JupyterLab opens a lesson at, in the language's own workspace."""
    return f"/lab/workspaces/{jupyterlab_workspace(lang)}/tree/{lesson_file(lang, lesson)}"


def lab_command(lang: str, root: Path, *, port: int, token: str, lesson: str = START_LESSON,
                expose_app: bool = False) -> list[str]:
    """The JupyterLab command line that serves ``root`` and opens ``lesson`` in ``lang``."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={root}",
               "--ServerApp.ip=127.0.0.1", "--ServerApp.open_browser=False",
               f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={token}",
               # The lessons need no extension installs, and a read-only extension manager
               # never queries PyPI from a classroom or from CI.
               "--LabApp.extension_manager=readonly",
               # Where the browser lands: the lesson, in the language's workspace.
               f"--LabApp.default_url={lesson_url_path(lang, lesson)}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # Containers and CI often run as root; JupyterLab refuses that unless told.
        command.append("--ServerApp.allow_root=True")
    if expose_app:  # window.jupyterapp, for the browser tests' commands
        command.append("--LabApp.expose_app_in_browser=True")
    return command


def lab_environment(settings_dir: Path, workspaces_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["JUPYTERLAB_SETTINGS_DIR"] = str(settings_dir)
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(workspaces_dir)
    return env


# --- starting a server and waiting for it: JupyterLab here, Voilà in classroom mode -------

def free_port(preferred: int | None = None) -> int:
    """``preferred`` and the next nine ports, the first free one; else any free port."""
    candidates = range(preferred, preferred + 10) if preferred else ()
    for port in [*candidates, 0]:
        with closing(socket.socket()) as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return probe.getsockname()[1]
    raise OSError("no free port on 127.0.0.1")


PORTS = range(1, 65536)


def check_port(port: int | None, lang: str) -> str | None:
    """Why ``port`` cannot be served on (the learner's sentence), or None if it can:
    a number outside 1–65535, or a port another program listens on."""
    if port is None:
        return None
    if port not in PORTS:
        return text("port_out_of_range", lang, port=port)
    if not port_is_free(port):
        return text("port_in_use", lang, port=port)
    return None


def port_is_free(port: int) -> bool:
    with closing(socket.socket()) as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def check_workspace(folder: Path | None, lang: str) -> str | None:
    """Why ``folder`` cannot hold the learner's copy (a sentence), or None if it can:
    it must be a folder, or not exist yet under folders."""
    if folder is None:
        return None
    try:
        path = folder.expanduser()
        for part in (path, *path.parents):
            if part.exists():
                return None if part.is_dir() else text("workspace_not_folder", lang,
                                                        path=folder)
    except (OSError, ValueError):  # a name the system refuses (too long, a NUL)
        return text("workspace_not_folder", lang, path=folder)
    return None


def _opener() -> urllib.request.OpenerDirector:
    # Loopback only: never through a proxy the environment may name.
    return urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _read(url: str, headers: dict[str, str] | None = None) -> bytes | None:
    """The body of a 200 answer, or None (no answer, another status, a refusal)."""
    try:
        with _opener().open(urllib.request.Request(url, headers=headers or {}),
                            timeout=5) as answer:
            return answer.read(65536) if answer.status == 200 else None
    except (OSError, ValueError):
        return None


def jupyterlab_identity(process: subprocess.Popen, port: int, token: str) -> Callable[[], bool]:
    """Whether the JupyterLab this launcher started is the one serving ``port``: its
    runtime file (``jpserver-<pid>.json``, written once it listens) names this port and
    token, and then its ``/api/status`` answers with the token. The token is sent only
    to the process that was started, never to whatever else holds the port."""
    def identified() -> bool:
        from jupyter_core.paths import jupyter_runtime_dir  # the server's: same environment

        runtime = Path(jupyter_runtime_dir())
        try:
            info = json.loads((runtime / f"jpserver-{process.pid}.json").read_text("utf-8"))
        except (OSError, ValueError):
            return False
        if not (isinstance(info, dict) and info.get("port") == port
                and info.get("token") == token and info.get("pid") == process.pid):
            return False
        body = _read(f"http://127.0.0.1:{port}/api/status",
                     {"Authorization": f"token {token}"})
        try:
            status = json.loads(body) if body is not None else None
        except ValueError:
            return False
        return isinstance(status, dict) and "started" in status

    return identified


def nonce_identity(port: int, path: str, nonce: str) -> Callable[[], bool]:
    """Whether the server on ``port`` serves, at ``path`` and without the token, the
    random ``nonce`` only the started process has been given (Voilà writes no runtime
    file)."""
    def identified() -> bool:
        return _read(f"http://127.0.0.1:{port}{path}") == nonce.encode()

    return identified


@dataclass
class Server:
    """A JupyterLab or Voilà process serving on 127.0.0.1, its log in a file."""

    program: str
    process: subprocess.Popen
    port: int
    log_path: Path
    identified: Callable[[], bool]

    def wait_until_serving(self, timeout: float = 120) -> bool:
        """Whether the process started is the one serving the port (a program that was
        already there does not count, whatever it answers)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            if self.identified():
                return True
            time.sleep(0.3)
        return False

    def log_tail(self, lines: int = 30) -> str:
        try:
            text_ = self.log_path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return ""
        return "\n".join(text_.splitlines()[-lines:])

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()  # both stop cleanly, shutting their kernels down
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start_server(program: str, command: list[str], env: dict[str, str], cwd: Path, port: int,
                 log_path: Path, identity: Callable[[subprocess.Popen], Callable[[], bool]]
                 ) -> Server:
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with log_path.open("wb") as log:
        # No terminal for the server: Ctrl+C reaches the launcher, which stops it.
        process = subprocess.Popen(command, env=env, cwd=cwd, stdout=log,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    return Server(program, process, port, log_path, identity(process))


def open_in_browser(url: str) -> None:
    """Open ``url`` in the learner's browser without letting the browser write to this
    terminal (the address stays its last line)."""
    subprocess.Popen([sys.executable, "-c", "import sys, webbrowser; webbrowser.open(sys.argv[1])",
                      url], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)


def serve_until_stopped(server: Server, url: str, open_browser: bool, lang: str,
                        url_key: str, stopped: str) -> int:
    """Wait for the server, open the browser, print the address last; stop the server on
    Ctrl+C or SIGTERM. The exit status: 0, or 1 if the server did not start."""
    def stop_on_term(_signum, _frame):
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, stop_on_term)
    try:
        if not server.wait_until_serving():
            server.stop()
            if not port_is_free(server.port):  # taken meanwhile by another program
                print(text("port_in_use", lang, port=server.port), file=sys.stderr, flush=True)
                return 2
            print(text("failed", lang, program=server.program, path=server.log_path),
                  file=sys.stderr)
            print(server.log_tail(), file=sys.stderr, flush=True)
            return 1
        if open_browser:
            open_in_browser(url)
        print(text(url_key, lang, url=url), flush=True)
        server.process.wait()
        return 0
    except KeyboardInterrupt:
        server.stop()
        print(stopped, flush=True)
        return 0
    finally:
        server.stop()
        signal.signal(signal.SIGTERM, previous)


# --- the learner's lessons ------------------------------------------------------------------

def notebook_title(data: bytes) -> str:
    """A lesson's title: the first heading of its notebook (already in its language)."""
    for cell in json.loads(data)["cells"]:
        if cell["cell_type"] == "markdown":
            first = "".join(cell["source"]).lstrip()
            if first.startswith("#"):
                return first.splitlines()[0].lstrip("#").strip()
    return ""


def launcher_command(lang: str, workspace: Path | None, reset: str) -> str:
    """The command that restores a lesson, as the learner typed the one they ran."""
    command = os.environ.get("MJLEARN_LAUNCHER", "python -m mjlearn.lessons lab")
    command += f" --lang {lang} --reset {reset.split('_', 1)[0]}"
    if workspace is not None:
        command += f" --workspace {workspace}"
    return command


def prepare_workspace(lang: str, workspace: Workspace, resets: list[str] = (),
                      custom_root: Path | None = None) -> list[str]:
    """Copy, update and reset lessons; the lines that tell the learner what happened."""
    lines = []
    for lesson in resets:
        kept = workspace.reset(lang, lesson)
        title = notebook_title(workspace.shipped(lang, lesson))
        lines.append(text("reset", lang, title=title, path=kept) if kept
                     else text("reset_fresh", lang, title=title))
    result = workspace.sync()
    for offer in result.offers:
        if offer.lang == lang:  # the learner's language; the others wait until they visit
            lines.append(text("offer", lang, title=notebook_title(
                workspace.shipped(offer.lang, offer.lesson)),
                command=launcher_command(lang, custom_root, offer.lesson),
                backups=workspace.backups / lang))
    return lines


def run_lab(lang: str | None, *, port: int | None = None, open_browser: bool = True,
            workspace: Path | None = None, resets: list[str] = ()) -> int:
    lang = choose_language(lang)
    check_language_pack(lang)
    lessons = [resolve_lesson(name) for name in resets]
    refusal = check_port(port, lang) or check_workspace(workspace, lang)
    if refusal:
        print(refusal, file=sys.stderr, flush=True)
        return 2
    if not (NOTEBOOKS_DIR / lang / START_PAGE).exists():
        raise SystemExit(f"{NOTEBOOKS_DIR / lang / START_PAGE} is missing: "
                         "run `python -m mjlearn.lessons build`")
    space = Workspace(workspace)
    if NOTEBOOKS_DIR.is_relative_to(space.root) or space.root.is_relative_to(NOTEBOOKS_DIR):
        # JupyterLab would serve the committed lessons, and save into them.
        print(text("workspace_in_repository", lang, path=space.root), file=sys.stderr)
        return 2
    print(text("workspace", lang, path=space.root), flush=True)
    for line in prepare_workspace(lang, space, lessons, workspace):
        print(line, flush=True)
    settings, workspaces = space.jupyterlab_dir / "user-settings", space.jupyterlab_dir / "workspaces"
    write_settings(settings, lang)
    port = port or free_port(DEFAULT_PORT)
    token = secrets.token_hex(24)
    lesson = lessons[-1] if lessons else START_LESSON  # a lesson just restored opens
    env = lab_environment(settings, workspaces)
    server = start_server("JupyterLab", lab_command(lang, space.root, port=port, token=token,
                                                    lesson=lesson),
                          env, space.root, port, space.state / "jupyterlab.log",
                          lambda process: jupyterlab_identity(process, port, token))
    url = f"http://127.0.0.1:{port}{lesson_url_path(lang, lesson)}?token={token}"
    return serve_until_stopped(server, url, open_browser, lang, "url",
                               text("stopped", lang, path=space.root))
