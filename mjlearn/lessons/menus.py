"""JupyterLab's menu names as the learner's JupyterLab shows them, in that language.

A lesson names a menu path with a placeholder, ``{menu_run_all}``, which the translators
keep; the build (:mod:`.build`) writes it as the installed JupyterLab language pack labels
it: the menu's title (translated in the pack with the context ``menu``) and the item's
label (the command's, without a context). Where the pack leaves a label in English — the
Spanish and Italian packs keep the menus "Run" and "Kernel" in English — the lesson says
it in English too, so its words are always the ones on the screen.

    fill_menus("Choose **{menu_run_all}**.", "es")
    # 'Choose **Run → Ejecutar todas las celdas**.'
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

# The locale of JupyterLab's interface in each language of the lessons (the language packs
# `jupyterlab-language-pack-es-ES` …, dependencies of mjlearn).
UI_LOCALES = {"en": "en", "es": "es_ES", "it": "it_IT", "pl": "pl_PL", "ru": "ru_RU"}

# Each path: the menu title, then the item, as JupyterLab 4 labels them in English. An item
# given as a tuple is one the Kernel menu composes from its parts' labels (its "kernel
# users" groups): "Restart Kernel…" and "Run All Cells" shown as "Restart Kernel and Run All
# Cells…" (see :func:`composed`).
MENU_PATHS: dict[str, tuple[str | tuple[str, ...], ...]] = {
    "run_all": ("Run", "Run All Cells"),
    "restart_run_all": ("Kernel", ("Restart Kernel…", "Run All Cells")),
}
SEPARATOR = " → "
PLACEHOLDER = re.compile(r"\{menu_([a-z_]+)\}")


class MissingLanguagePack(RuntimeError):
    """A lesson names a menu in a language whose JupyterLab pack is not installed."""


@lru_cache(maxsize=None)
def pack_messages(lang: str) -> dict[str, str]:
    """msgid (``context\\x04msgid`` with a context) → the pack's label; {} for English."""
    locale = UI_LOCALES[lang]
    if locale == "en":
        return {}
    spec = find_spec(f"jupyterlab_language_pack_{locale}")
    if spec is None or not spec.submodule_search_locations:
        raise MissingLanguagePack(
            f"jupyterlab-language-pack-{locale.replace('_', '-')} is not installed, so the "
            f"{lang} lessons cannot name JupyterLab's menus: run `python3 dev.py setup`")
    root = Path(next(iter(spec.submodule_search_locations)))
    data = json.loads((root / "locale" / locale / "LC_MESSAGES" / "jupyterlab.json")
                      .read_text(encoding="utf-8"))
    return {key: value[0] for key, value in data.items()
            if key and isinstance(value, list) and value and value[0]}


def label(lang: str, msgid: str, context: str | None = None) -> str:
    """A label as the pack shows it, or the English where the pack has none."""
    messages = pack_messages(lang)
    return messages.get(f"{context}\x04{msgid}" if context else msgid, msgid)


def composed(lang: str, parts: tuple[str, ...]) -> str:
    """An item JupyterLab's main menu joins from several commands' labels, as it does:
    each label without its trailing "…", the last after "%1 and %2" (translated), and one
    "…" at the end if any label had one. So the Spanish pack shows "Reiniciar el intérprete
    and Ejecutar todas las celdas": its "and" is left in English."""
    labels = [label(lang, part) for part in parts]
    if len(labels) == 1:
        return labels[0]
    ellipsis = any(text.endswith("…") for text in labels)
    head = ", ".join(text.removesuffix("…") for text in labels[:-1])
    tail = labels[-1].removesuffix("…") + ("…" if ellipsis else "")
    return label(lang, "%1 and %2").replace("%1", head).replace("%2", tail)


def menu_path(lang: str, name: str) -> str:
    """``Run → Run All Cells`` in ``lang``: the title with the ``menu`` context, then the item."""
    title, *items = MENU_PATHS[name]
    return SEPARATOR.join([label(lang, title, "menu"),
                           *(composed(lang, item if isinstance(item, tuple) else (item,))
                             for item in items)])


def fill_menus(markdown: str, lang: str) -> str:
    """Every ``{menu_NAME}`` of a translated cell, written as that language's JupyterLab
    shows it. An unknown name is an author's slip: it stops the build."""
    def replace(match: re.Match) -> str:
        name = match.group(1)
        if name not in MENU_PATHS:
            raise KeyError(f"unknown menu path {{menu_{name}}}: known {sorted(MENU_PATHS)}")
        return menu_path(lang, name)
    return PLACEHOLDER.sub(replace, markdown)
