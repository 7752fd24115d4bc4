"""Open JupyterLab on a lesson, its menus in the learner's language.

JupyterLab's interface language comes from the ``locale`` setting of
``@jupyterlab/translation-extension:plugin`` and needs that language's pack
(``jupyterlab-language-pack-pl-PL`` …, dependencies of mjlearn). The settings and
workspaces of these sessions live in the repository's git-ignored ``.jupyterlab/``, so a
learner's own JupyterLab configuration is left alone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from ..i18n.languages import DEFAULT_LANGUAGE, environment_language, normalize_language
from .build import NOTEBOOKS_DIR, REPOSITORY

START_PAGE = "00_start.ipynb"
LAB_DIR = REPOSITORY / ".jupyterlab"
# JupyterLab's locale names; "en" is JupyterLab's built-in English.
UI_LOCALES = {"en": "en", "es": "es_ES", "it": "it_IT", "pl": "pl_PL", "ru": "ru_RU"}
_TRANSLATION = Path("@jupyterlab", "translation-extension", "plugin.jupyterlab-settings")
# No calls home from a learner's machine (and none from CI): no news, no update check.
_NOTIFICATIONS = Path("@jupyterlab", "apputils-extension", "notification.jupyterlab-settings")


def choose_language(lang: str | None) -> str:
    """An explicit language (checked), else the environment's locale, else English."""
    return normalize_language(lang) if lang else (environment_language() or DEFAULT_LANGUAGE)


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


def write_settings(settings_dir: Path, lang: str) -> None:
    """Set JupyterLab's interface language; keep any other setting the learner made."""
    path = settings_dir / _TRANSLATION
    try:
        settings = json.loads(path.read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        settings = {}
    settings["locale"] = UI_LOCALES[lang]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")
    quiet = settings_dir / _NOTIFICATIONS
    if not quiet.exists():
        quiet.parent.mkdir(parents=True, exist_ok=True)
        quiet.write_text(json.dumps({"checkForUpdates": False, "fetchNews": "false"}) + "\n",
                         encoding="utf-8")


def start_page(lang: str) -> Path:
    return NOTEBOOKS_DIR / lang / START_PAGE


def lab_command(lang: str, *, port: int | None = None, open_browser: bool = True,
                token: str | None = None, root: Path = REPOSITORY,
                expose_app: bool = False) -> list[str]:
    """The JupyterLab command line that opens ``lang``'s start page under ``root``."""
    page = start_page(lang).relative_to(REPOSITORY)
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={root}",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.open_browser={open_browser}",
               # The lessons need no extension installs, and a read-only extension manager
               # never queries PyPI from a classroom or from CI.
               "--LabApp.extension_manager=readonly"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # Containers and CI often run as root; JupyterLab refuses that unless told.
        command.append("--ServerApp.allow_root=True")
    if port is not None:
        command += [f"--ServerApp.port={port}", "--ServerApp.port_retries=0"]
    if token is not None:
        command.append(f"--IdentityProvider.token={token}")
    if expose_app:  # window.jupyterapp, for the browser tests' commands
        command.append("--LabApp.expose_app_in_browser=True")
    # The start page is where the browser lands (and the URL printed with --no-browser).
    command.append(f"--LabApp.default_url=/lab/tree/{page.as_posix()}")
    return command


def lab_environment(settings_dir: Path, workspaces_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["JUPYTERLAB_SETTINGS_DIR"] = str(settings_dir)
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(workspaces_dir)
    return env


def prepare(lang: str, lab_dir: Path = LAB_DIR) -> dict[str, str]:
    """Check the pack, write the settings; the environment JupyterLab must run with."""
    check_language_pack(lang)
    if not start_page(lang).exists():
        raise SystemExit(f"{start_page(lang)} is missing: run `python -m mjlearn.lessons build`")
    write_settings(lab_dir / "user-settings", lang)
    return lab_environment(lab_dir / "user-settings", lab_dir / "workspaces")


def run_lab(lang: str | None, *, port: int | None = None, open_browser: bool = True) -> int:
    lang = choose_language(lang)
    env = prepare(lang)
    print(f"mjlearn: opening the lessons in {lang} — {start_page(lang).relative_to(REPOSITORY)}"
          " (stop with Ctrl+C)", flush=True)
    try:
        return subprocess.run(lab_command(lang, port=port, open_browser=open_browser),
                              env=env, cwd=REPOSITORY).returncode
    except KeyboardInterrupt:
        return 0
