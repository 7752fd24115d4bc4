"""Short cells, no plumbing (issue 24, item 4): what a learner meets in a built notebook.

- no markdown cell is a wall of text: at most about 150 words of prose (a table's rows
  are not prose), in every language;
- a setup cell (imports and helpers only) shows its code collapsed, in JupyterLab and
  JupyterLite alike (``"jupyter": {"source_hidden": true}``), and so does an example that
  only shows (``%%@ display``) and a cell that only makes a widget (an exercise, a
  builder: the widget is what the learner uses); in every lesson only a cell a learner is
  invited to change (the start page's first question to the engine) stays open, and an
  exported page (nbconvert: ``transient.remove_source``) leaves the same code out;
- a widget is called in one line;
- the prose never shows a rule option as JSON or as a Python dict.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from mjlearn.lessons import lesson_paths, load_lesson
from mjlearn.lessons.build import HIDDEN, NOTEBOOKS_DIR, is_plumbing, is_setup, notebook
from mjlearn.lessons.source import parse_lesson

WORDS_EN = 150
# A translation may run longer than its English (Spanish and Italian by about a tenth).
WORDS_TRANSLATED = 175

WIDGETS = ("ExerciseWidget", "WorkedExample", "FadedExample", "CheatSheetOffer",
           "ReviewWidget", "ProgressDashboard", "SpeedRound", "QuizWidget", "RulesetPicker",
           "DrillWidget", "ChartWidget")
BUILDERS = ("HandBuilder", "TryWaits", "HandView")
TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$", re.MULTILINE)
MARKUP = re.compile(r"<[^>]+>|\]\([^)]*\)")


def words(markdown: str) -> int:
    """The words a learner reads in a cell: tags, link targets and table rows left out."""
    return len(re.findall(r"\S+", MARKUP.sub(" ", TABLE_ROW.sub(" ", markdown))))


def built_notebooks() -> list[Path]:
    return sorted(NOTEBOOKS_DIR.glob("*/*.ipynb"))


@pytest.mark.parametrize("path", built_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_markdown_cell_is_a_wall_of_text(path):
    limit = WORDS_EN if path.parent.name == "en" else WORDS_TRANSLATED
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    long = [(cell["id"], words("".join(cell["source"]))) for cell in cells
            if cell["cell_type"] == "markdown" and words("".join(cell["source"])) > limit]
    assert long == [], f"{path}: cells over {limit} words: split them, or make a list or a table"


def test_words_leave_out_markup_and_table_rows():
    assert words("A [link](01_tiles.ipynb) <b>bold</b>\n\n| a | b |\n|---|---|\n| c d | e |") == 3
    assert words("word " * 151) == 151


def _displayed(path: Path) -> set[str]:
    """The ids of the lesson's code cells marked ``%%@ display`` in its source."""
    source = Path(lesson_paths()[0]).parent / f"{path.stem}.md"
    return {cell.id for cell in load_lesson(source).cells if cell.display}


@pytest.mark.parametrize("path", built_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_setup_cells_are_hidden_and_the_lesson_is_not(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    displayed = _displayed(path)
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        hidden = cell["metadata"].get("jupyter", {}).get("source_hidden", False)
        plumbing = (is_plumbing(source) or cell["id"] == "mjlearn-language"
                    or cell["id"] in displayed)
        assert hidden == plumbing, (f"{path}:{cell['id']}: "
                                    + ("setup code shown" if plumbing else "a lesson cell hidden"))


@pytest.mark.parametrize("path", built_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_lesson_shows_only_the_cells_a_learner_changes(path):
    """The reviews of lessons 00–06 and 07–16: Python was visible above nearly every
    output. No widget's call stays open, only the start page's first question
    to the engine; every longer code cell is folded (setup, or ``%%@ display``)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    shown = [cell for cell in cells if cell["cell_type"] == "code"
             and not cell["metadata"].get("jupyter", {}).get("source_hidden", False)]
    long = [cell["id"] for cell in shown if len("".join(cell["source"]).strip().splitlines()) > 1]
    assert long == [], f"{path}: code shown in {long}: mark the example %%@ display"
    calls = [cell["id"] for cell in shown if re.search(rf"\b({'|'.join(WIDGETS + BUILDERS)})\(",
                                                       "".join(cell["source"]))]
    assert calls == [], f"{path}: a widget's call shown in {calls}"
    assert all(cell["metadata"].get("transient") == {"remove_source": True}
               for cell in cells if cell["cell_type"] == "code" and cell not in shown)


def test_only_the_start_page_asks_the_engine_in_the_open():
    shown = {(path.stem, cell["id"]) for path in NOTEBOOKS_DIR.glob("en/*.ipynb")
             for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "code"
             and not cell["metadata"].get("jupyter", {}).get("source_hidden", False)}
    assert shown == {("00_start", "try-engine")}


def test_the_builder_hides_imports_and_helpers_only():
    lesson = parse_lesson("%% code setup\nimport mjlearn\n\ndef f(x):\n    return x\n"
                          "%% code names\nimport mjlearn\nN = 7\nA, B = range(2)\n"
                          "%% code run\nf(1)\n%% code mixed\nimport mjlearn\nprint(1)\n"
                          "%% code widget\nfrom mjlearn.widgets import HandBuilder\nHandBuilder()\n"
                          "%% code ask\nmjlearn.find_waits(mjlearn.parse_waiting_hand('13m'))\n",
                          "00_sample")
    cells = {cell["id"]: cell for cell in notebook(lesson, "en", {})["cells"]}
    assert cells["widget"]["metadata"] == HIDDEN and cells["ask"]["metadata"] == {}
    assert cells["setup"]["metadata"] == HIDDEN == {"jupyter": {"source_hidden": True},
                                                    "transient": {"remove_source": True}}
    assert cells["names"]["metadata"] == HIDDEN
    assert cells["mjlearn-language"]["metadata"] == HIDDEN
    assert cells["run"]["metadata"] == {} and cells["mixed"]["metadata"] == {}


def test_the_builder_hides_an_example_marked_display():
    lesson = parse_lesson("%% code shown\nprint(1)\n%% code example\n%%@ display\n"
                          "x = 2\nprint(x)\n", "00_sample")
    cells = {cell["id"]: cell for cell in notebook(lesson, "en", {})["cells"]}
    assert cells["example"]["metadata"] == HIDDEN and cells["shown"]["metadata"] == {}
    assert "".join(cells["example"]["source"]) == "x = 2\nprint(x)"


def widget_cells():
    for path in lesson_paths():
        lesson = load_lesson(path)
        for cell in lesson.cells:
            if cell.kind == "code" and re.search(rf"\b({'|'.join(WIDGETS)})\(", cell.text):
                yield lesson.name, cell


@pytest.mark.parametrize("name, cell", list(widget_cells()), ids=lambda v: getattr(v, "id", v))
def test_a_widget_is_called_in_one_line(name, cell):
    lines = [line for line in cell.text.splitlines() if line.strip()]
    assert len(lines) == 1, f"{name}:{cell.id}: a widget cell is one call, its imports in setup"
    ast.parse(lines[0])


OPTION = re.compile(r"`[^`]*\{[^`]*`")


def test_the_prose_shows_no_option_as_json():
    # a learner reads an option as words ("the table's kuitan option switched off"); the
    # code cells show the dict where it is passed
    found = []
    for path in lesson_paths():
        for cell in load_lesson(path).cells:
            for block in cell.blocks:
                if block.translatable and OPTION.search(block.text):
                    found.append((path.stem, cell.id))
    assert found == []


# Another ruleset, or a source document the learner may not have, named in the main text
# (outside the folded boxes "In other rules" / "In your guide" and a contents list).
ELSEWHERE = re.compile(r"\bEMA\b|Kostaryov|\bfamily\b|scoring guide|han-and-fu page|"
                       r"Polish scoring rules|source documents?|rule sheets?|the guide\b")


def test_the_main_text_teaches_one_ruleset():
    found = {}
    for path in lesson_paths():
        number = int(path.stem[:2])
        if not 1 <= number <= 12:
            continue
        count = sum(len(ELSEWHERE.findall(block.text))
                    for cell in load_lesson(path).cells
                    if cell.kind == "markdown" and not (cell.fold or cell.preview)
                    for block in cell.blocks if block.translatable)
        if count > 2:
            found[path.stem] = count
    assert found == {}, "name other rules and the sources in boxes (%%@ fold), not the text"


def test_a_folded_cell_is_a_details_box_with_its_summary(tmp_path):
    lesson = parse_lesson("%% markdown other\n%%@ fold\nIn other rules\n\nThe EMA rules differ.\n",
                          "00_sample")
    cell = notebook(lesson, "en", {"In other rules": "In other rules"})["cells"][2]
    assert "".join(cell["source"]) == ('<details class="mjlearn-fold"><summary>In other rules'
                                       "</summary>\n\nThe EMA rules differ.\n\n</details>")
    translated = notebook(lesson, "es", {"In other rules": "En otras reglas",
                                         "The EMA rules differ.": "Las reglas de la EMA cambian."})
    assert "<summary>En otras reglas</summary>" in "".join(translated["cells"][2]["source"])
