"""A learner's own copy of the lessons: JupyterLab serves it, never the repository.

    <workspace>/                      the user's data directory (platformdirs), or --workspace
        pl/07_fu-pl.ipynb             every lesson, in every language: the language links
        ru/07_fu-ru.ipynb             at the top of a lesson lead to the others; the file
        …                             name carries the language, so do the tabs
        backups/pl/07_fu-pl 2026-05-04 18.30.12.ipynb   a copy put aside by --reset
        .mjlearn/versions.json        which version of each lesson each copy started from
        .mjlearn/jupyterlab/          JupyterLab's settings and one workspace per language

The committed notebooks (``notebooks/<lang>/<lesson>.ipynb``) are only ever read. A copy
is made when a lesson is missing from the workspace; after that the learner's copy is
theirs. When a newer version of a lesson ships, a copy whose cells the learner has not
changed (outputs do not count: Run All makes them again) takes the new version; a copy
with the learner's own work is left alone, and the new version is offered: ``--reset``
puts that copy aside in ``backups/`` and restores the lesson. A copy of a lesson that no
longer ships (renumbered) goes if the learner never wrote in it, and stays if they did.

A copy carries the ``language_info`` the lessons' kernel reports (ipykernel, on this
Python): JupyterLab writes it into a notebook as soon as its kernel starts, and a copy
without it would be "modified" from the moment it opens (closing it untouched would ask
to save changes). It names this machine's Python, which is why the committed notebooks
leave it out.

Everything else here is a pure function of the files, so the command line, the browser
tests and the unit tests share it.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path

from ..i18n.languages import SUPPORTED_LANGUAGES
from .build import NOTEBOOKS_DIR, serialize

STATE_DIR = ".mjlearn"
BACKUPS_DIR = "backups"
_VERSIONS = "versions.json"
# A link of a lesson to another lesson: "08_points.ipynb" or "../es/07_fu.ipynb".
_LESSON_LINK = re.compile(r"\]\((?:\.\./(?P<lang>[a-z]{2})/)?(?P<lesson>\d\d_[a-z0-9_]+)\.ipynb"
                          r"(?P<anchor>#[^)]*)?\)")


def default_workspace() -> Path:
    """``<the user's data directory>/mjlearn/workspace`` (``~/.local/share/…`` on Linux)."""
    from platformdirs import user_data_path

    return user_data_path("mjlearn", appauthor=False) / "workspace"


def lesson_file(lang: str, lesson: str) -> str:
    """A lesson's path in a workspace, relative to it: ``pl/07_fu-pl.ipynb``."""
    return f"{lang}/{lesson}-{lang}.ipynb"


def workspace_notebook(data: bytes, lang: str) -> bytes:
    """A committed notebook as the workspace holds it: its links to other lessons point to
    the workspace's file names (``08_points.ipynb`` → ``08_points-pl.ipynb``)."""
    def relink(match: re.Match[str]) -> str:
        target_lang = match["lang"] or lang
        prefix = f"../{target_lang}/" if match["lang"] else ""
        return f"]({prefix}{match['lesson']}-{target_lang}.ipynb{match['anchor'] or ''})"

    notebook = json.loads(data)
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            relinked = _LESSON_LINK.sub(relink, text)
            if relinked != text:
                cell["source"] = relinked.splitlines(keepends=True)
    return (json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n").encode()


@cache
def kernel_language_info() -> dict:
    """What the lessons' kernel (ipykernel, the ``python3`` kernel of this environment)
    says about its language when a lesson opens; read from ipykernel itself, only when a
    copy is written (it imports IPython)."""
    from ipykernel.ipkernel import IPythonKernel

    return json.loads(json.dumps(IPythonKernel.language_info))


def with_kernel_info(data: bytes, language_info: dict) -> bytes:
    """A notebook as it is once its kernel has started: its ``language_info`` the kernel's."""
    notebook = json.loads(data)
    notebook["metadata"]["language_info"] = language_info
    return serialize(notebook)


def content_key(data: bytes) -> str:
    """What a learner writes in a lesson: the cells' kinds and sources (outputs, execution
    counts and metadata left out), as a hash."""
    try:
        cells = json.loads(data).get("cells", [])
    except ValueError:  # not a notebook any more: it is the learner's, whatever it is
        return "unreadable:" + hashlib.sha256(data).hexdigest()
    kept = [(cell.get("cell_type"), "".join(cell.get("source", ""))) for cell in cells]
    return hashlib.sha256(json.dumps(kept, ensure_ascii=False).encode()).hexdigest()


@dataclass(frozen=True)
class Offer:
    """A newer version of a lesson than the learner's copy, which holds their work."""

    lang: str
    lesson: str


@dataclass(frozen=True)
class Sync:
    """What :func:`sync` did: the copies it made or brought up to date, and its offers."""

    copied: tuple[str, ...]
    updated: tuple[str, ...]
    offers: tuple[Offer, ...]
    retired: tuple[str, ...] = ()    # untouched copies of lessons that no longer ship


class Workspace:
    """The learner's workspace at ``root`` (created on first use)."""

    def __init__(self, root: Path | None = None, source: Path = NOTEBOOKS_DIR) -> None:
        self.root = (root or default_workspace()).expanduser().resolve()
        self.source = source
        self.state = self.root / STATE_DIR

    # --- where things are --------------------------------------------------------------
    @property
    def jupyterlab_dir(self) -> Path:
        return self.state / "jupyterlab"

    @property
    def backups(self) -> Path:
        return self.root / BACKUPS_DIR

    def path(self, lang: str, lesson: str) -> Path:
        return self.root / lesson_file(lang, lesson)

    def lessons(self) -> list[tuple[str, str]]:
        """Every (language, lesson) the repository ships, in order."""
        return [(lang, path.stem) for lang in SUPPORTED_LANGUAGES
                for path in sorted((self.source / lang).glob("*.ipynb"))]

    def shipped(self, lang: str, lesson: str) -> bytes:
        """The version of a lesson that ships today, as the workspace holds it."""
        return workspace_notebook((self.source / lang / f"{lesson}.ipynb").read_bytes(), lang)

    # --- the record of versions ---------------------------------------------------------
    def _versions(self) -> dict[str, str]:
        try:
            return json.loads((self.state / _VERSIONS).read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            return {}

    def _save_versions(self, versions: dict[str, str]) -> None:
        self.state.mkdir(parents=True, exist_ok=True)
        (self.state / _VERSIONS).write_text(json.dumps(versions, indent=1, sort_keys=True) + "\n",
                                            encoding="utf-8")

    # --- keeping the copies ---------------------------------------------------------------
    def _write(self, target: Path, data: bytes) -> None:
        """Write a lesson's copy, with the kernel's language info (see the module's text)."""
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(with_kernel_info(data, kernel_language_info()))

    def sync(self) -> Sync:
        """Copy every missing lesson; bring an untouched copy up to date; offer the new
        version of a lesson whose copy holds the learner's work. Never overwrites work."""
        versions = self._versions()
        copied, updated, offers = [], [], []
        for lang, lesson in self.lessons():
            name = lesson_file(lang, lesson)
            target = self.root / name
            new = self.shipped(lang, lesson)
            new_key = content_key(new)
            if not target.exists():
                self._write(target, new)
                versions[name] = new_key
                copied.append(name)
                continue
            mine = content_key(target.read_bytes())
            base = versions.get(name)
            if mine == new_key:
                versions[name] = new_key  # the same lesson (perhaps with outputs): current
            elif base is not None and mine == base:
                self._write(target, new)  # untouched since it was copied: nothing to lose
                versions[name] = new_key
                updated.append(name)
            else:
                offers.append(Offer(lang, lesson))
        retired = self._retire(versions)
        self._save_versions(versions)
        return Sync(tuple(copied), tuple(updated), tuple(offers), retired)

    def _retire(self, versions: dict[str, str]) -> tuple[str, ...]:
        """Copies of lessons that no longer ship (a lesson renumbered: 11_family_rules is
        13_family_rules now) go when the learner never wrote in them; a copy with the
        learner's work stays where it is."""
        shipped = {lesson_file(lang, lesson) for lang, lesson in self.lessons()}
        retired = []
        for name in sorted(set(versions) - shipped):
            target = self.root / name
            if target.exists() and content_key(target.read_bytes()) == versions[name]:
                target.unlink()
                retired.append(name)
            if not target.exists():
                del versions[name]
        return tuple(retired)

    def reset(self, lang: str, lesson: str, now: datetime | None = None) -> Path | None:
        """Restore a lesson to the version that ships; the learner's copy, if any, goes to
        ``backups/<lang>/`` first. Returns where it went (None: there was no copy)."""
        name = lesson_file(lang, lesson)
        target = self.root / name
        kept = None
        if target.exists():
            stamp = (now or datetime.now()).strftime("%Y-%m-%d %H.%M.%S")
            kept = self.backups / lang / f"{target.stem} {stamp}.ipynb"
            kept.parent.mkdir(parents=True, exist_ok=True)
            target.replace(kept)
        new = self.shipped(lang, lesson)
        self._write(target, new)
        versions = self._versions()
        versions[name] = content_key(new)
        self._save_versions(versions)
        return kept
