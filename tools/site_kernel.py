"""The site's Pyodide kernel, as the site starts it: from a memory snapshot after the first
visit, and with the language it reports written into every lesson.

* :func:`install_kernel_boot` (a step after ``jupyter lite build``): the kernel's
  ``pyodideUrl`` points at ``static/pyodide/mjlearn-boot.mjs`` (``tools/site_kernel_boot.mjs``,
  a ``loadPyodide`` that keeps Pyodide's memory snapshot in the browser's Cache Storage on
  the first visit and starts from it on the next ones), with the snapshot's settings in the
  kernel's ``loadPyodideOptions``: what is imported before the copy, and the key of this
  build (the runtime, the lock with every wheel's hash, the boot module, the imports), so
  that a rebuilt site never starts from another build's memory.
* :func:`lesson_preparation`: what a kernel of the site does once before its memory is
  copied, so that no visit after the first does it again: every import statement of every
  lesson's code cells (a lesson's first cells import the lesson's whole vocabulary), and a
  score rendered in each of the site's languages (Babel's locale data, the catalogs and the
  number formats each language's first engine output loads).
* :func:`kernel_language_info`: the ``language_info`` the kernel sends when it starts, read
  from the kernel extension the site ships. JupyterLab writes it into a notebook's
  metadata on connecting; a lesson that already has it is not changed by being opened,
  and so never asks to be saved.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
BOOT_SOURCE = Path(__file__).resolve().parent / "site_kernel_boot.mjs"
BOOT_NAME = "mjlearn-boot.mjs"
RUNTIME_URL = "./static/pyodide/pyodide.mjs"      # where the kernel's add-on points it
BOOT_URL = f"./static/pyodide/{BOOT_NAME}"
# What every kernel of the site imports first, imported before the memory is copied: the
# kernel's own start (its package manager, the kernel, which imports IPython and makes its
# shell: the worker's later steps find it imported), ipywidgets (imported after the kernel,
# it registers its comm target with the kernel's shell, as a lesson's import does), and the
# mjlearn modules behind what every lesson's first cells import (the lesson's language,
# ``HandView``, ``ExerciseWidget``, the score and its HTML).
SNAPSHOT_IMPORTS = ("micropip", "piplite.piplite", "pyodide_kernel", "ipywidgets", "mjlearn",
                    "mjlearn.riichi", "mjlearn.i18n.render", "mjlearn.i18n.html",
                    "mjlearn.widgets.hand_view", "mjlearn.widgets.exercise")
KEYED_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# A hand every language's first engine output looks like (lesson 07's first worked hand).
PREPARED_HAND = "Situation('456m789p123999s11z', win='3s', riichi=True)"


def lesson_imports(notebooks) -> list[str]:
    """Every import statement of the code cells of ``notebooks`` (paths), one statement per
    module with every name any lesson imports from it, in a fixed order: ``import X`` and
    ``from X import a, b``. Relative and star imports are left out."""
    modules: set[str] = set()
    names: dict[str, set[str]] = {}
    for path in notebooks:
        for cell in json.loads(Path(path).read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            try:
                tree = ast.parse("".join(cell["source"]))
            except SyntaxError:        # IPython's own syntax (a magic): no import to take
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    modules.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    taken = {alias.name for alias in node.names if alias.name != "*"}
                    if taken:
                        names.setdefault(node.module, set()).update(taken)
    return ([f"import {module}" for module in sorted(modules)]
            + [f"from {module} import {', '.join(sorted(taken))}"
               for module, taken in sorted(names.items())])


def lesson_preparation(notebooks, languages) -> list[str]:
    """What a kernel of the site runs before its memory is copied: the lessons' imports
    (:func:`lesson_imports`), then a score rendered in each of ``languages`` (the boot
    module runs them in a namespace of their own, so the learner's holds none of their
    names)."""
    render = "\n".join(
        ["from mjlearn.i18n import render_score_html",
         "from mjlearn.riichi import Situation, score",
         f"for lang in {tuple(languages)!r}:",
         f"    render_score_html(score({PREPARED_HAND}), lang=lang)"])
    return [*lesson_imports(notebooks), render]


def snapshot_key(pyodide_dir: Path, imports=SNAPSHOT_IMPORTS, prepare=()) -> str:
    """A name for what a snapshot of this site holds: the runtime's files, the lock (every
    wheel's hash in it), the boot module, the imports and the preparation."""
    digest = hashlib.sha256()
    for name in KEYED_FILES:
        digest.update(name.encode() + b"\0" + hashlib.sha256((pyodide_dir / name).read_bytes()).digest())
    digest.update(hashlib.sha256(BOOT_SOURCE.read_bytes()).digest())
    digest.update(json.dumps(list(imports)).encode())
    if prepare:
        digest.update(json.dumps(list(prepare)).encode())
    return digest.hexdigest()[:32]


def install_kernel_boot(site: Path, imports=SNAPSHOT_IMPORTS, prepare=()) -> dict:
    """``site``'s kernel started by the boot module; returns its snapshot settings. The
    kernel runs ``prepare`` (Python statements) after ``imports``, before its memory is
    copied (:func:`lesson_preparation`)."""
    pyodide_dir = site / "static" / "pyodide"
    shutil.copy2(BOOT_SOURCE, pyodide_dir / BOOT_NAME)
    path = site / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    plugin = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    if plugin.get("pyodideUrl") != RUNTIME_URL:
        sys.exit(f"the kernel's pyodideUrl is {plugin.get('pyodideUrl')!r}, not {RUNTIME_URL!r}: "
                 "check tools/site_kernel.py")
    settings = {"key": snapshot_key(pyodide_dir, imports, prepare), "imports": list(imports)}
    if prepare:
        settings["prepare"] = list(prepare)
    plugin["pyodideUrl"] = BOOT_URL
    plugin.setdefault("loadPyodideOptions", {})["mjlearnSnapshot"] = settings
    path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    return settings


LANGUAGE_INFO = re.compile(r"language_info:(\{(?:[^{}]|\{[^{}]*\})*\})")


def kernel_language_info(extension: Path) -> dict:
    """The ``language_info`` of the kernel's ``kernel_info_reply``, from the kernel
    extension's bundles in ``extension`` (its ``static/`` folder)."""
    found = {m.group(1) for bundle in sorted(extension.glob("*.js"))
             for m in LANGUAGE_INFO.finditer(bundle.read_text(encoding="utf-8", errors="replace"))}
    if len(found) != 1:
        sys.exit(f"the kernel's language_info was not found once in {extension}: {sorted(found)}")
    literal = found.pop()
    # a JavaScript object literal of names, strings and numbers: its names quoted, JSON
    as_json = re.sub(r'([{,])\s*([A-Za-z_$][\w$]*)\s*:', r'\1"\2":', literal)
    return json.loads(as_json)


__all__ = ["install_kernel_boot", "kernel_language_info", "lesson_imports", "lesson_preparation",
           "snapshot_key", "SNAPSHOT_IMPORTS"]
