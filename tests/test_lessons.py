"""The lesson machinery: source format, extractor, catalogs, notebook build and --check."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from importlib import metadata
from pathlib import Path

import nbformat
import pytest
from babel.messages.extract import extract

from mjlearn import MjlearnError
from mjlearn.lessons import lesson_paths, load_lesson, parse_lesson
from mjlearn.lessons.__main__ import main as lessons_main
from mjlearn.lessons.build import (GENERATED_CELL_IDS, NOTEBOOKS_DIR, REPOSITORY, build,
                                   differences, render_all)
from mjlearn.lessons.catalogs import (TEMPLATE, TRANSLATED_LANGUAGES, extract as extract_pot,
                                      po_path, read_catalog)
from mjlearn.lessons.lab import (UI_LOCALES, choose_language, lab_command, language_pack,
                                 start_page, write_settings)
from mjlearn.lessons.source import LessonSourceError

SAMPLE = """\
%%# an author's note, not part of the lesson
%% markdown intro
# A title

A paragraph
on two lines.

- a list
- of two items

```python
x = 1

y = 2
```

%% code run-it
print("hello")

print("again")
"""


def test_a_lesson_source_is_cells_of_blocks():
    lesson = parse_lesson(SAMPLE, "00_sample")
    assert [(cell.kind, cell.id) for cell in lesson.cells] == [("markdown", "intro"),
                                                             ("code", "run-it")]
    intro, code = lesson.cells
    assert [(b.text, b.line, b.translatable) for b in intro.blocks] == [
        ("# A title", 3, True),
        ("A paragraph\non two lines.", 5, True),
        ("- a list\n- of two items", 8, True),
        ("```python\nx = 1\n\ny = 2\n```", 11, False),
    ]
    assert code.text == 'print("hello")\n\nprint("again")'
    assert [b.text for b in lesson.messages()] == [b.text for b in intro.blocks[:3]]


@pytest.mark.parametrize("text, message", [
    ("loose text\n%% markdown a\nx\n", ":1: text before the first cell marker"),
    ("%% markdown\nx\n", ":1: expected"),
    ("%% html a\nx\n", ":1: expected"),
    ("%% markdown a b\nx\n", ":1: expected"),
    ("%% markdown a!\nx\n", ":1: bad cell id"),
    ("%% markdown a\nx\n%% code a\ny\n", "duplicate cell ids a"),
    ("%% markdown a\n\n%% code b\ny\n", ":1: empty cell 'a'"),
    ("%% markdown a\n```\ncode\n", ":2: unclosed code fence"),
    ("", "no cells"),
])
def test_a_malformed_source_is_refused_with_its_line(text, message):
    with pytest.raises(LessonSourceError, match=re.escape(message)):
        parse_lesson(text, "00_bad", "bad.md")


def test_the_registered_babel_extractor_gives_one_message_per_prose_block():
    # By its entry-point name, as pybabel finds it through mjlearn/lessons/babel.toml.
    found = list(extract("mjlearn_lessons", io.BytesIO(SAMPLE.encode())))
    assert [(line, message) for line, message, _, _ in found] == [
        (3, "# A title"), (5, "A paragraph\non two lines."), (8, "- a list\n- of two items")]
    assert found[0][2] == ["lesson lesson, cell intro"]


def fresh_template() -> dict:
    with tempfile.TemporaryDirectory() as scratch:
        pot = Path(scratch) / "lessons.pot"
        extract_pot(pot)
        return {m.id: m for m in read_catalog(pot) if m.id}


@pytest.fixture(scope="module")
def extracted():
    """What `pybabel extract` finds in the lesson sources today."""
    return fresh_template()


def test_pybabel_extracts_every_prose_block_of_every_lesson(extracted):
    blocks = {b.text for path in lesson_paths() for b in load_lesson(path).messages()}
    assert set(extracted) == blocks
    assert len(blocks) > 40


def test_the_template_and_catalogs_are_up_to_date_with_the_sources(extracted):
    for path in [TEMPLATE, *(po_path(lang) for lang in TRANSLATED_LANGUAGES)]:
        ids = {m.id for m in read_catalog(path) if m.id}
        assert ids == set(extracted), (
            f"{path.relative_to(REPOSITORY)} is stale: run `python -m mjlearn.lessons catalogs`")


CODE_SPAN = re.compile(r"`[^`]+`")
LINK_TARGET = re.compile(r"\]\(([^)]+)\)")
PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")


def structure(text: str) -> tuple:
    """What a translation must keep: code, links, placeholders, heading level, list items."""
    lines = text.splitlines()
    heading = re.match(r"#*", text).group(0)
    items = sum(1 for line in lines if re.match(r"(- |\d+\. )", line))
    return (Counter(CODE_SPAN.findall(text)), Counter(LINK_TARGET.findall(text)),
            Counter(PLACEHOLDER.findall(text)), heading, items)


@pytest.mark.parametrize("lang", TRANSLATED_LANGUAGES)
def test_every_block_is_translated_and_keeps_its_code_and_links(lang, extracted):
    catalog = read_catalog(po_path(lang), lang)
    assert str(catalog.locale) == lang
    for msgid in extracted:
        message = catalog[msgid]
        assert message is not None and message.string, f"{lang}: untranslated: {msgid[:60]!r}"
        assert not message.fuzzy, f"{lang}: fuzzy: {msgid[:60]!r}"
        assert message.string != msgid, f"{lang}: copied, not translated: {msgid[:60]!r}"
        assert structure(message.string) == structure(msgid), (
            f"{lang}: code, links, placeholders, heading or list changed in {msgid[:60]!r}")


def test_the_notebooks_are_up_to_date_and_the_build_is_deterministic():
    assert differences() == []
    assert render_all() == render_all()
    check = subprocess.run([sys.executable, "-m", "mjlearn.lessons", "build", "--check"],
                           cwd=REPOSITORY, capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def test_check_lists_every_changed_missing_or_orphan_notebook(tmp_path):
    build(tmp_path)
    assert differences(tmp_path) == []
    changed, missing = tmp_path / "pl" / "01_tiles.ipynb", tmp_path / "ru" / "00_start.ipynb"
    changed.write_bytes(changed.read_bytes().replace(b'"execution_count": null', b'"execution_count": 1', 1))
    missing.unlink()
    orphan = tmp_path / "es" / "99_old.ipynb"
    orphan.write_text("{}")
    assert differences(tmp_path) == [f"{changed}: differs from its source",
                                     f"{missing}: missing",
                                     f"{orphan}: no lesson source generates it"]
    build(tmp_path)
    assert differences(tmp_path) == [] and not orphan.exists()


def generated_notebooks() -> list[Path]:
    return sorted(NOTEBOOKS_DIR.glob("*/*.ipynb"))


def test_every_lesson_exists_in_every_language():
    names = {path.stem for path in lesson_paths()}
    assert {"00_start", "01_tiles"} <= names
    assert {(p.parent.name, p.stem) for p in generated_notebooks()} == {
        (lang, name) for lang in UI_LOCALES for name in names}


@pytest.mark.parametrize("path", generated_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_generated_notebook_is_clean_and_sets_its_language_first(path):
    lang = path.parent.name
    notebook = nbformat.reads(path.read_text(encoding="utf-8"), as_version=4)
    nbformat.validate(notebook)
    assert (notebook.nbformat, notebook.nbformat_minor) == (4, 5)
    assert notebook.metadata.kernelspec.name == "python3"
    assert notebook.metadata.mjlearn == {"lang": lang, "lesson": path.stem}
    first = notebook.cells[0]
    assert first.cell_type == "code"
    assert first.source == f'import mjlearn\nmjlearn.set_language("{lang}")'
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    ids = [cell.id for cell in notebook.cells]
    source_ids = [cell.id for cell in load_lesson(path.parents[2] / "mjlearn" / "lessons" /
                                                  "source" / f"{path.stem}.md").cells]
    # the language cell and bar first, then the lesson, the review and the navigation to
    # the neighbouring lessons last
    assert ids == [*GENERATED_CELL_IDS[:2], *source_ids, *GENERATED_CELL_IDS[2:]]
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for target in LINK_TARGET.findall(cell.source):
                assert (path.parent / target).exists(), f"{path}: broken link {target}"


def test_a_translated_notebook_has_no_english_prose_left():
    english = {b.text for p in lesson_paths() for b in load_lesson(p).messages()}
    for path in generated_notebooks():
        if path.parent.name == "en":
            continue
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in notebook["cells"]:
            if cell["cell_type"] == "markdown":
                for block in "".join(cell["source"]).split("\n\n"):
                    assert block not in english, f"{path}: English left: {block[:60]!r}"


# --- opening the lessons: `python3 dev.py start` -----------------------------------------

def test_the_language_comes_from_the_option_else_the_environment_else_english(monkeypatch):
    assert choose_language("ru_RU") == "ru"
    assert choose_language(None) == "en"
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert choose_language(None) == "pl"
    assert choose_language("it") == "it"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert choose_language(None) == "en"
    with pytest.raises(MjlearnError) as error:
        choose_language("xx")
    assert error.value.code == "unsupported_language"


def test_an_unsupported_language_is_refused_before_anything_starts(capsys):
    assert lessons_main(["lab", "--lang", "klingon", "--no-browser"]) == 2
    assert "klingon" in capsys.readouterr().err


@pytest.mark.parametrize("lang", [lang for lang in UI_LOCALES if lang != "en"])
def test_each_languages_jupyterlab_pack_is_installed_for_its_locale(lang):
    package = language_pack(lang)
    assert metadata.version(package)
    files = [str(f) for f in metadata.files(package) or []]
    assert any(f"locale/{UI_LOCALES[lang]}/LC_MESSAGES/jupyterlab.json" in f for f in files)


def test_the_interface_locale_is_written_and_other_settings_kept(tmp_path):
    plugin = tmp_path / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    plugin.parent.mkdir(parents=True)
    plugin.write_text(json.dumps({"locale": "en", "displayLanguagesInLocale": False}))
    write_settings(tmp_path, "ru")
    assert json.loads(plugin.read_text()) == {"locale": "ru_RU", "displayLanguagesInLocale": False}
    write_settings(tmp_path, "en")
    assert json.loads(plugin.read_text())["locale"] == "en"


def test_jupyterlab_opens_on_the_start_page_on_loopback():
    command = lab_command("pl", port=8123, open_browser=False, token="t0k3n")
    assert "--LabApp.default_url=/lab/tree/notebooks/pl/00_start.ipynb" in command
    assert start_page("pl").exists()
    for option in ["--ServerApp.ip=127.0.0.1", "--ServerApp.port=8123",
                   "--ServerApp.open_browser=False", "--IdentityProvider.token=t0k3n"]:
        assert option in command


def test_the_nbval_hook_fails_a_lesson_that_prints_a_warning(pytester):
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("print('fine')"),
                      nbformat.v4.new_code_cell('import warnings\nwarnings.warn("stale API")')]
    notebook.metadata.kernelspec = {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}
    pytester.makefile(".ipynb", warns=nbformat.writes(notebook))
    result = pytester.runpytest_inprocess("--nbval-lax", "-p", "tests.nbval_lessons",
                                          "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*must not show*", "*UserWarning*stale API*"])


def test_every_lesson_ends_with_links_to_its_neighbours_by_their_translated_titles():
    names = [path.stem for path in lesson_paths()]
    for lang in ("en", "pl"):
        for index, name in enumerate(names):
            nb = json.loads((NOTEBOOKS_DIR / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
            last = nb["cells"][-1]
            assert last["id"] == "mjlearn-navigation"
            text = "".join(last["source"])
            targets = re.findall(r"\]\(([^)]+)\)", text)
            expected = ([names[index - 1]] if index > 0 else []) + \
                       (["00_start"] if index > 1 else []) + \
                       ([names[index + 1]] if index + 1 < len(names) else [])
            assert targets == [f"{target}.ipynb" for target in expected]
            for target in targets:
                assert (NOTEBOOKS_DIR / lang / target).exists()
    polish = "".join(json.loads((NOTEBOOKS_DIR / "pl" / "01_tiles.ipynb").read_text(
        encoding="utf-8"))["cells"][-1]["source"])
    # index 1: the previous lesson *is* the start page, linked once, by its Polish title
    assert polish.count("(00_start.ipynb)") == 1
    assert "← [Zacznij tutaj: jak korzystać z mjlearn](00_start.ipynb)" in polish


def test_classroom_mode_finds_a_lesson_by_name_or_number_and_refuses_others():
    from mjlearn.lessons.classroom import lesson_url, resolve_lesson, voila_command

    assert resolve_lesson(None) == "00_start"
    assert resolve_lesson("07") == resolve_lesson("7") == resolve_lesson("07_fu") == "07_fu"
    with pytest.raises(MjlearnError) as caught:
        resolve_lesson("99")
    assert caught.value.code == "unknown_lesson"
    assert lesson_url(8899, "pl", "07_fu", "abc") == \
        "http://127.0.0.1:8899/voila/render/pl/07_fu.ipynb?token=abc"
    command = voila_command(8899, "abc")
    assert command[1:4] == ["-m", "voila", str(NOTEBOOKS_DIR)]
    assert "--Voila.ip=127.0.0.1" in command and "--strip_sources=True" in command


def test_an_unknown_classroom_lesson_is_a_localized_message(capsys):
    assert lessons_main(["classroom", "--lang", "pl", "--lesson", "99", "--no-browser"]) == 2
    assert "Nie ma lekcji o nazwie „99”" in capsys.readouterr().err
