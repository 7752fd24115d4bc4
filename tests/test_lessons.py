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
                                 write_settings)
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
ANCHOR = re.compile(r'<a id="([\w-]+)"></a>')
HTML_TAG = re.compile(r"</?(?:details|summary|code|sup)>")
MATH = re.compile(r"\$[^$\n]+\$")


def structure(text: str) -> tuple:
    """What a translation must keep: code, links, placeholders, anchors, the self-check's
    HTML, math, heading level, list items."""
    lines = text.splitlines()
    heading = re.match(r"(?:<a id=\"[\w-]+\"></a>\n)?(#*)", text).group(1)
    items = sum(1 for line in lines if re.match(r"(- |\d+\. )", line))
    prose = MATH.sub("", text)  # a formula may name han and fu in the learner's words
    return (Counter(CODE_SPAN.findall(text)), Counter(LINK_TARGET.findall(text)),
            Counter(PLACEHOLDER.findall(prose)), Counter(ANCHOR.findall(text)),
            Counter(HTML_TAG.findall(text)), len(MATH.findall(text)), heading, items)


def test_rule_options_in_the_prose_are_json_or_said_as_python():
    # `{"preset": "standard", "kuitan": False}` is neither: JSON (--rules, a JSON
    # situation) writes false, and the code cells pass a Python dict as rules=…; a literal
    # with True or False is shown as the keyword argument it is (rules={…}, flowers=True).
    for path in lesson_paths():
        for block in load_lesson(path).messages():
            spans = [span.strip("`") for span in CODE_SPAN.findall(block.text)]
            as_python = any(re.match(r"\w+=", span) for span in spans)
            for span in spans:
                if span.startswith("{"):
                    try:
                        json.loads(span)
                    except ValueError:
                        pytest.fail(f"{path.name}:{block.line}: {span} is not JSON")
                if re.search(r"\b(True|False)\b", span):
                    assert as_python, f"{path.name}:{block.line}: {span} looks like JSON"


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
            f"{lang}: code, links, anchors, HTML, math, heading or list changed in {msgid[:60]!r}")


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
    # (a cell limited to some languages, such as a box on one source's wording, is built
    # in those only)
    source_ids = [cell.id for cell in load_lesson(path.parents[2] / "mjlearn" / "lessons" /
                                                  "source" / f"{path.stem}.md").cells
                  if cell.built_in(lang)]
    # the language cell and bar first, then the lesson, the review and the navigation to
    # the neighbouring lessons last
    assert ids == [*GENERATED_CELL_IDS[:2], *source_ids, *GENERATED_CELL_IDS[2:]]
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for target in LINK_TARGET.findall(cell.source):
                page = target.partition("#")[0] or path.name   # "#anchor": this notebook
                assert (path.parent / page).exists(), f"{path}: broken link {target}"


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


def test_jupyterlab_opens_the_start_page_of_the_learners_copy_on_loopback(tmp_path):
    command = lab_command("pl", tmp_path, port=8123, token="t0k3n")
    # the workspace, never the repository; the start page in Polish's own workspace
    assert f"--ServerApp.root_dir={tmp_path}" in command
    assert "--LabApp.default_url=/lab/workspaces/mjlearn-pl/tree/pl/00_start-pl.ipynb" in command
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
    assert command[1:4] == ["-m", "voila", str(NOTEBOOKS_DIR)]  # read-only: Voilà never saves
    assert "--Voila.ip=127.0.0.1" in command and "--strip_sources=True" in command


def test_the_classroom_stops_a_kernel_no_page_is_connected_to_after_ten_idle_minutes():
    """Voilà's kernel manager, built as Voilà builds it from the classroom's configuration:
    idle culling on (jupyter_server's default is off), every minute, kernels with a page
    connected or busy left alone."""
    from traitlets.config import Config
    from voila.configuration import VoilaConfiguration
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    from mjlearn.lessons.classroom.server import configure

    config = Config()
    configure(config)
    voila = VoilaConfiguration(config=config)
    manager = voila_kernel_manager_factory(voila.multi_kernel_manager_class,
                                           voila.preheat_kernel, 1)(config=config)
    assert (manager.cull_idle_timeout, manager.cull_interval) == (600, 60)
    assert manager.cull_connected is False and manager.cull_busy is False


def test_an_unknown_classroom_lesson_is_a_localized_message(capsys):
    assert lessons_main(["classroom", "--lang", "pl", "--lesson", "99", "--no-browser"]) == 2
    assert "Nie ma lekcji „99”" in capsys.readouterr().err


def test_a_port_for_the_quiz_is_refused_in_the_teachers_language(tmp_path, capsys):
    """``--quiz`` writes a page and opens it from its file: no server listens, so a port
    would be silently ignored; the teacher is told to leave it out, and nothing is written."""
    workspace = tmp_path / "workspace"
    assert lessons_main(["classroom", "--lang", "ru", "--quiz", "7", "--port", "8899",
                         "--no-browser", "--workspace", str(workspace)]) == 2
    out = capsys.readouterr()
    assert "уберите --port" in out.err and out.out == ""
    assert not (workspace / ".mjlearn" / "classroom").exists()
    # the help says so, for --port and for --quiz
    with pytest.raises(SystemExit):
        lessons_main(["classroom", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "not with --quiz, which needs no server" in shown and "(no server, no port)" in shown


# --- what a learner reads ---------------------------------------------------------------

ERRATA_LESSON = "15_sources"
LESSONS = [path.stem for path in lesson_paths()]


def markdown_sources(path: Path) -> list[tuple[str, str]]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return [(cell["id"], "".join(cell["source"])) for cell in notebook["cells"]
            if cell["cell_type"] == "markdown"]


@pytest.mark.parametrize("path", generated_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_markdown_cell_says_seed(path):
    """Sources are named by their titles; a quiz has a number."""
    for cell_id, text in markdown_sources(path):
        assert "seed" not in text.lower(), f"{path}: cell {cell_id} says 'seed'"


def test_the_errata_lesson_exists_in_five_languages_after_the_lessons_before_the_quiz():
    assert LESSONS[-2:] == [ERRATA_LESSON, "16_final_quiz"]
    for lang in UI_LOCALES:
        assert (NOTEBOOKS_DIR / lang / f"{ERRATA_LESSON}.ipynb").exists()


def errata_anchors() -> set[str]:
    source = load_lesson(next(p for p in lesson_paths() if p.stem == ERRATA_LESSON))
    return {anchor for cell in source.cells if cell.kind == "markdown"
            for anchor in ANCHOR.findall(cell.text)}


def test_every_link_into_the_errata_reaches_an_entry_in_every_language():
    anchors = errata_anchors()
    assert len(anchors) >= 30
    linked = set()
    for path in generated_notebooks():
        for _cell_id, text in markdown_sources(path):
            for target in LINK_TARGET.findall(text):
                page, _, anchor = target.partition("#")
                if page in (f"{ERRATA_LESSON}.ipynb", "") and anchor:
                    assert anchor in anchors, f"{path}: no errata entry {anchor!r}"
                    linked.add(anchor)
    # the entries other lessons point at, and the errata lesson's own table of contents
    assert {"es-rounding", "es-san-ankou", "pl-tables", "pl-wait-fu", "pl-riichi-sticks",
            "ru-all-green", "it-total", "es-classic-scholars"} <= linked


# A block that names a source document and one of its mistakes (in English, the source of
# every language) must link to the errata entry, not explain the mistake itself.
DOCUMENT = re.compile(r"Spanish scoring guide|Spanish guide|Italian han-and-fu page|"
                      r"Italian page|Polish scoring rules|family rules|the family|"
                      r"Spanish sheet|Classic sheet", re.I)
MISTAKE = re.compile(r"\b(?:wrong|mistake|slip|error|unclear|loosely|need care|needs care|"
                     r"too broad|forgot|forgets|without the exception|misread|mistranslat|"
                     r"typo|shifted)", re.I)


def test_every_mention_of_a_sources_mistake_is_a_note_linking_to_the_errata():
    for path in lesson_paths():
        if path.stem == ERRATA_LESSON:
            continue
        for block in load_lesson(path).messages():
            if DOCUMENT.search(block.text) and MISTAKE.search(block.text):
                assert f"{ERRATA_LESSON}.ipynb#" in block.text, (path.stem, block.text[:80])


def test_the_prose_never_depends_on_the_code_being_visible():
    """Classroom mode hides the code: no lesson says "the cell below" or "run the cell"
    (the start page, which explains the notebooks themselves, aside)."""
    code_talk = re.compile(r"\b(?:the|this|next|following|a) (?:code )?cell\b|\brun (?:the|it)\b",
                           re.I)
    for path in lesson_paths()[1:]:
        for block in load_lesson(path).messages():
            assert not code_talk.search(block.text), (path.stem, block.text[:80])


def exercise_cells(path: Path) -> list[str]:
    return [cell.text for cell in load_lesson(path).cells
            if cell.kind == "code" and "ExerciseWidget(" in cell.text]


@pytest.mark.parametrize("path", [p for p in lesson_paths()
                                  if p.stem not in ("00_start", "16_final_quiz")],
                         ids=lambda p: p.stem)
def test_each_lesson_has_three_exercises_and_ends_with_a_self_check(path):
    """… followed only, in the lessons that have it, by the hand builder ("score a hand
    of your own", issue 29: lessons 03, 07 and 08 end with it), and in lessons 07-12 by a
    line that leads on (the fresh English review of 07-16: motivation)."""
    assert len(exercise_cells(path)) >= 3
    cells = load_lesson(path).cells
    if "07" <= path.stem[:2] <= "12":
        assert cells[-1].id == "next" and cells[-1].kind == "markdown"
        assert "](1" in cells[-1].text or "](0" in cells[-1].text   # a link onwards
    if cells[-1].id == "next":       # lessons 01–12: what the learner can now do, and onwards
        cells = cells[:-1]
    if [c.id for c in cells[-2:]] == ["own-hand", "own-hand-builder"]:
        assert "HandBuilder(" in cells[-1].text
        cells = cells[:-2]
    last = cells[-1]
    assert last.id == "self-check" and last.kind == "markdown"
    assert last.text.count("<details><summary>") >= 3


def test_the_lessons_that_end_with_the_hand_builder():
    ending = [p.stem for p in lesson_paths()
              if [c.id for c in load_lesson(p).cells if c.id != "next"][-2:]
              == ["own-hand", "own-hand-builder"]]
    assert ending == ["00_start", "03_yaku", "07_fu", "08_points"]


@pytest.mark.parametrize("number", range(1, 13))
def test_the_lessons_open_with_a_goal_and_end_on_the_next_one(number):
    """The fresh English reviews of lessons 00–06 and 07–16 (motivation): each of lessons
    01–12 says first, in a line or two, what the learner will be able to do at the table,
    and ends with what they can now do and a link to the next lesson, all in one form
    ("**At the table after this lesson**, you can …", "**You can now** … Next, [Title](…):
    …"); lesson 12's next is the final quiz, then the appendices."""
    paths = lesson_paths()
    cells = load_lesson(paths[number]).cells
    goal, last = cells[1], cells[-1]
    assert goal.id == "goal" and goal.preview
    assert goal.text.startswith("**At the table after this lesson**, you can ")
    assert len(goal.text.split()) <= 40
    assert last.id == "next" and last.text.startswith("**You can now** ")
    following = "16_final_quiz" if number == 12 else paths[number + 1].stem
    assert re.search(r"\. Next, \[[^\]]+\]\(" + following + r"\.ipynb\): ", last.text), last.text
    sentences = last.text.split(" Lessons 13 to 15 are appendices")[0]
    assert len(sentences.split()) <= 45


def test_each_language_opens_and_closes_the_lessons_in_one_form():
    """The translations keep one form each: every goal line of lessons 01–12 opens with the
    same words in bold, and every closing line has the same bold opening and the same
    word before its link onwards ("A continuación, [", "Poi, [", "Dalej: [", "Дальше — [")."""
    from mjlearn.lessons.catalogs import translations

    lessons = [load_lesson(p) for p in lesson_paths()[1:13]]
    goals = [next(c for c in lesson.cells if c.id == "goal").text for lesson in lessons]
    ends = [next(c for c in lesson.cells if c.id == "next").text for lesson in lessons]
    for lang in ("es", "it", "pl", "ru"):
        table = translations(lang)
        opened = {table[text].split("**")[1] for text in goals}
        closed = {table[text].split("**")[1] for text in ends}
        onwards = {re.search(r"[.!]\s+([^.\[]*)\[", table[text]).group(1) for text in ends}
        assert (len(opened), len(closed), len(onwards)) == (1, 1, 1), (lang, opened, closed,
                                                                       onwards)


def test_the_fu_lesson_ramps_through_four_exercises():
    fu = [cell for cell in exercise_cells(next(p for p in lesson_paths() if p.stem == "07_fu"))
          if '"count_fu"' in cell]
    difficulties = [int(re.search(r"difficulty=(\d)", cell).group(1)) for cell in fu]
    assert len(fu) >= 4 and difficulties == sorted(difficulties) and difficulties[-1] >= 3


def test_no_hand_appears_in_more_than_two_lessons():
    """Different hands across lessons: a hand comes back at most once, on purpose (the
    nobetan of lesson 2 in the fu lesson, all green in the family's rules)."""
    hand = re.compile(r'"((?:\d+[mpsz]){2,})"')
    lessons_of: dict[str, set[str]] = {}
    for path in lesson_paths():
        for cell in load_lesson(path).cells:
            if cell.kind == "code":
                for text in hand.findall(cell.text):
                    if sum(ch.isdigit() for ch in text) >= 8:
                        lessons_of.setdefault(text, set()).add(path.stem)
    assert {text: sorted(names) for text, names in lessons_of.items() if len(names) > 2} == {}


def test_the_output_check_refuses_python_reprs_and_accepts_sentences():
    """What nbval's hook applies to every executed lesson: the outputs lessons used to show
    are refused, the sentences the i18n layer writes pass."""
    from tests.notebook_checks import lesson_output_problems, python_reprs

    for text in ("standard True (1, 2, 1)", "{10000: 1, 5000: 2, 1000: 4, 100: 10} 25000",
                 "ema []", "['1m', '9m']", "(25000, 25000, 25000, 25000) 0 0", "None"):
        assert python_reprs(text), text
    for text in ("Player 1 — 25,000 points", "EMA: —", "3 of bamboo → 4 of bamboo",
                 "Final scores (thousands of points)", "(East, South, West, North)",
                 "Игрок 1 — 25 000 очков", "32.500 → 32.000"):
        assert python_reprs(text) == [], text
    printed = [{"output_type": "stream", "name": "stdout", "text": "standard True (1, 2, 1)\n"}]
    assert lesson_output_problems(printed)
    shown = [{"output_type": "display_data", "data": {"text/html": "<p>True</p>",
                                                     "text/plain": "<IPython.core.display.HTML object>"}}]
    assert lesson_output_problems(shown) == []


def test_the_beginners_path_and_the_appendices():
    """The fresh English review of 07-16 (motivation, gap 8): lessons 07-12 say what the
    learner can do at the table after them; lesson 12 ends on the whole game scored and
    leads straight to the final quiz; 13-15 are optional appendices, said so on the start
    page and at the top of each."""
    lessons = {p.stem[:2]: load_lesson(p) for p in lesson_paths()}

    def cell(number: str, cell_id: str) -> str:
        return next(c.text for c in lessons[number].cells if c.id == cell_id)
    for number in ("07", "08", "09", "10", "11", "12"):
        assert cell(number, "goal").startswith("**At the table after this lesson**"), number
    end = cell("12", "next")
    assert end.startswith("**You can now** score a whole game")
    assert end.index("16_final_quiz.ipynb") < end.index("13_family_rules.ipynb") \
        < end.index("14_classic.ipynb") < end.index("15_sources.ipynb")
    for number in ("13", "14", "15"):
        assert "**An appendix**" in cell(number, "title"), number
    assert "Lessons 13 to 15 are appendices" in cell("00", "contents-more")


def test_the_other_rules_boxes_of_lessons_07_to_12_are_short():
    """An "In other rules" box says what differs, as a short list or a line or two: none
    of lessons 07–12 is over about 60 words (09's several winners once held 107)."""
    boxes = {f"{path.stem}:{cell.id}": sum(any(ch.isalnum() for ch in word)
                                           for word in cell.text.split())
             for path in lesson_paths() if "07" <= path.stem[:2] <= "12"
             for cell in load_lesson(path).cells
             if cell.kind == "markdown" and cell.fold and cell.text.startswith("In other rules")}
    # since the fourth English review, a box only where another ruleset scores differently
    assert len(boxes) == 4 and {box: words for box, words in boxes.items() if words > 62} == {}
