"""Voilà's side of the classroom screen: the configuration ``voila.py`` applies, the
lesson picker's data and the hook that runs before each lesson starts.

Voilà runs this in its own process; the teacher's language comes from the launcher
(``MJLEARN_CLASSROOM_LANG``).
"""

from __future__ import annotations

import json
import os

from ...i18n.languages import DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES
from ..build import LANGUAGE_NAMES, NOTEBOOKS_DIR
from ..lab import notebook_title
from ..messages import text
from .template import TEMPLATE


def teacher_language() -> str:
    lang = os.environ.get("MJLEARN_CLASSROOM_LANG", DEFAULT_LANGUAGE)
    return lang if lang in SUPPORTED_LANGUAGES else DEFAULT_LANGUAGE


def index(teacher: str) -> dict:
    """What the lesson picker shows, for each language: its words and the lessons by
    number and title (the notebooks' own headings)."""
    languages = {}
    for lang in SUPPORTED_LANGUAGES:
        lessons = []
        for path in sorted((NOTEBOOKS_DIR / lang).glob("*.ipynb")):
            lessons.append({"name": path.stem, "number": path.stem.split("_", 1)[0],
                            "title": notebook_title(path.read_bytes())})
        languages[lang] = {"name": LANGUAGE_NAMES[lang], "title": text("index_title", lang),
                           "heading": text("index_heading", lang),
                           "others": text("index_languages", lang), "lessons": lessons}
    return {"teacher": teacher, "order": list(SUPPORTED_LANGUAGES), "languages": languages}


def prelaunch(handler, notebook, cwd) -> None:
    """Before a lesson's kernel starts: give the page its ``_xsrf`` cookie, and the
    lesson its title and loading text in its own language."""
    # Voilà's page shuts its kernel down when it closes (a beacon carrying the _xsrf
    # cookie); a lesson opened straight from its address had no such cookie, and the
    # server refused the beacon ("'_xsrf' argument missing from POST").
    handler.xsrf_token  # noqa: B018  (reading it sets the cookie)
    info = dict(notebook.metadata.get("mjlearn", {}))
    lang = info.get("lang") if info.get("lang") in SUPPORTED_LANGUAGES else teacher_language()
    title = notebook_title(json.dumps({"cells": notebook.cells}).encode())
    notebook.metadata["title"] = title or info.get("lesson", "")
    info["classroom"] = {"lang": lang, "loading_title": text("loading_title", lang, title=title),
                         "loading_step": text("loading_step", lang, index="{index}",
                                              count="{count}")}
    notebook.metadata["mjlearn"] = info


# A page closed without its unload event (the browser killed, the laptop's lid shut on a
# crash) never sends the beacon that shuts its kernel down. A kernel no page is connected
# to, idle for ten minutes, is stopped then; a lesson open on the screen is connected,
# and is never stopped however long the class talks over it.
CULL_IDLE_SECONDS = 600
CULL_EVERY_SECONDS = 60


def configure(c) -> None:
    """The classroom's Voilà configuration (``c`` is Voilà's config object)."""
    c.MappingKernelManager.cull_idle_timeout = CULL_IDLE_SECONDS
    c.MappingKernelManager.cull_interval = CULL_EVERY_SECONDS
    c.MappingKernelManager.cull_connected = False
    c.MappingKernelManager.cull_busy = False
    c.VoilaConfiguration.template = TEMPLATE
    c.VoilaConfiguration.theme = "light"
    c.VoilaConfiguration.classic_tree = True  # the index is the template's tree.html
    c.VoilaConfiguration.strip_sources = True
    c.VoilaConfiguration.show_tracebacks = False
    c.VoilaConfiguration.prelaunch_hook = prelaunch
    c.Voila.tornado_settings = {"jinja_template_vars": {"mjlearn": index(teacher_language())}}
