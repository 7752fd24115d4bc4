"""The lessons name JupyterLab's menus as the learner's JupyterLab shows them: read at build
time from the installed language pack (jupyterlab.json), the English kept where the pack
keeps it (issue 24, item 6)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from mjlearn.lessons import lesson_paths, load_lesson
from mjlearn.lessons.build import NOTEBOOKS_DIR
from mjlearn.lessons.catalogs import TRANSLATED_LANGUAGES, translations
from mjlearn.lessons.menus import (MENU_PATHS, PLACEHOLDER, UI_LOCALES, composed, fill_menus,
                                   label, menu_path)


def pack(lang: str) -> dict:
    locale = UI_LOCALES[lang]
    module = importlib.import_module(f"jupyterlab_language_pack_{locale}")
    path = Path(module.__file__).parent / "locale" / locale / "LC_MESSAGES" / "jupyterlab.json"
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang, run, restart", [
    # what JupyterLab 4.5 shows with each pack (read in the browser: the Kernel menu joins
    # "Restart Kernel…" and "Run All Cells" with "%1 and %2", which es and it leave English;
    # es and it have no "menu" title for Run and Kernel)
    ("en", "Run → Run All Cells", "Kernel → Restart Kernel and Run All Cells…"),
    ("es", "Run → Ejecutar todas las celdas",
     "Kernel → Reiniciar el intérprete and Ejecutar todas las celdas"),
    ("it", "Run → Esegui Tutte le Celle", "Kernel → Riavvia Kernel and Esegui Tutte le Celle…"),
    ("pl", "Uruchom → Uruchom wszystkie komórki",
     "Jądro → Uruchom ponownie jądro i Uruchom wszystkie komórki…"),
    ("ru", "Выполнить → Запустить все ячейки", "Ядро → Перезапустить ядро и Запустить все ячейки…"),
])
def test_each_menu_path_as_its_pack_writes_it(lang, run, restart):
    assert (menu_path(lang, "run_all"), menu_path(lang, "restart_run_all")) == (run, restart)


@pytest.mark.parametrize("lang", TRANSLATED_LANGUAGES)
def test_a_title_is_the_packs_menu_entry_or_english_and_an_item_its_command_label(lang):
    messages = pack(lang)
    for title, *items in MENU_PATHS.values():
        entry = messages.get(f"menu\x04{title}")
        assert label(lang, title, "menu") == (entry[0] if entry else title)
        for item in items:
            for part in item if isinstance(item, tuple) else (item,):
                assert label(lang, part) == messages[part][0]


def test_an_unknown_menu_path_stops_the_build():
    with pytest.raises(KeyError, match="menu_nowhere"):
        fill_menus("Choose **{menu_nowhere}**.", "es")
    assert fill_menus("2^{2 + \\text{han}} and {menu_run_all}", "en") == \
        "2^{2 + \\text{han}} and Run → Run All Cells"


def test_every_lesson_that_names_a_menu_names_it_through_the_pack():
    # no menu path written by hand in a source or a translation: each is a placeholder,
    # and the built notebooks carry the pack's words, never the placeholder
    english = {menu_path("en", name) for name in MENU_PATHS}
    for path in lesson_paths():
        for block in load_lesson(path).messages():
            assert not any(name in block.text for name in english), (path.name, block.line)
            for lang in TRANSLATED_LANGUAGES:
                text = translations(lang).get(block.text, "")
                assert PLACEHOLDER.findall(text) == PLACEHOLDER.findall(block.text)
    for lang in UI_LOCALES:
        for notebook in sorted((NOTEBOOKS_DIR / lang).glob("*.ipynb")):
            source = notebook.read_text(encoding="utf-8")
            assert not PLACEHOLDER.search(source), notebook
    start = (NOTEBOOKS_DIR / "es" / "00_start.ipynb").read_text(encoding="utf-8")
    assert "**Run → Ejecutar todas las celdas**" in start
    assert "**Kernel → Reiniciar el intérprete and Ejecutar todas las celdas**" in start


def test_a_composed_item_joins_its_parts_as_jupyterlab_does():
    # one "…" at the end when any part had one, the parts' own dropped
    assert composed("en", ("Restart Kernel…", "Run All Cells")) == "Restart Kernel and Run All Cells…"
    assert composed("it", ("Run All Cells",)) == "Esegui Tutte le Celle"
