"""Short cells, no plumbing (issue 24, item 4): what a learner meets in a built notebook.

- no markdown cell is a wall of text: at most about 150 words of prose (a table's rows
  are not prose), in every language;
- a setup cell (imports and helpers only) shows its code collapsed, in JupyterLab and
  JupyterLite alike (``"jupyter": {"source_hidden": true}``);
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
from mjlearn.lessons.build import HIDDEN, NOTEBOOKS_DIR, is_setup, notebook
from mjlearn.lessons.source import parse_lesson

WORDS_EN = 150
# A translation may run longer than its English (Spanish and Italian by about a tenth).
WORDS_TRANSLATED = 175

# TEMPORARY (issue 24): cells of lessons 07–16, owned by the other half of the issue, that
# fail these tests today. The lead empties these lists after merging both halves.
LONG_CELLS_07_16 = {
    ("13_family_rules", "summary"),
    ("14_classic", "doubles"), ("14_classic", "limit-hands"), ("14_classic", "words"),
}
MULTI_LINE_WIDGETS_07_16: set = set()
OPTION_JSON_07_16: set = set()

WIDGETS = ("ExerciseWidget", "WorkedExample", "FadedExample", "CheatSheetOffer",
           "ReviewWidget", "ProgressDashboard", "SpeedRound", "QuizWidget", "RulesetPicker",
           "DrillWidget", "ChartWidget")
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
            if cell["cell_type"] == "markdown" and (path.stem, cell["id"]) not in LONG_CELLS_07_16
            and words("".join(cell["source"])) > limit]
    assert long == [], f"{path}: cells over {limit} words: split them, or make a list or a table"


def test_words_leave_out_markup_and_table_rows():
    assert words("A [link](01_tiles.ipynb) <b>bold</b>\n\n| a | b |\n|---|---|\n| c d | e |") == 3
    assert words("word " * 151) == 151


@pytest.mark.parametrize("path", built_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_setup_cells_are_hidden_and_the_lesson_is_not(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        hidden = cell["metadata"].get("jupyter", {}).get("source_hidden", False)
        plumbing = is_setup(source) or cell["id"] == "mjlearn-language"
        assert hidden == plumbing, (f"{path}:{cell['id']}: "
                                    + ("setup code shown" if plumbing else "a lesson cell hidden"))


def test_the_builder_hides_imports_and_helpers_only():
    lesson = parse_lesson("%% code setup\nimport mjlearn\n\ndef f(x):\n    return x\n"
                          "%% code run\nf(1)\n%% code mixed\nimport mjlearn\nprint(1)\n",
                          "00_sample")
    cells = {cell["id"]: cell for cell in notebook(lesson, "en", {})["cells"]}
    assert cells["setup"]["metadata"] == HIDDEN == {"jupyter": {"source_hidden": True}}
    assert cells["mjlearn-language"]["metadata"] == HIDDEN
    assert cells["run"]["metadata"] == {} and cells["mixed"]["metadata"] == {}


def widget_cells():
    for path in lesson_paths():
        lesson = load_lesson(path)
        for cell in lesson.cells:
            if cell.kind == "code" and re.search(rf"\b({'|'.join(WIDGETS)})\(", cell.text):
                yield lesson.name, cell


@pytest.mark.parametrize("name, cell", list(widget_cells()), ids=lambda v: getattr(v, "id", v))
def test_a_widget_is_called_in_one_line(name, cell):
    if (name, cell.id) in MULTI_LINE_WIDGETS_07_16:
        pytest.skip("lessons 07–16: the other half of issue 24")
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
            if (path.stem, cell.id) in OPTION_JSON_07_16:
                continue
            for block in cell.blocks:
                if block.translatable and OPTION.search(block.text):
                    found.append((path.stem, cell.id))
    assert found == []


# Another ruleset, or a source document the learner may not have, named in the main text
# (outside the folded boxes "In other rules" / "In your guide" and a contents list).
ELSEWHERE = re.compile(r"\bEMA\b|Kostaryov|\bfamily\b|scoring guide|han-and-fu page|"
                       r"Polish scoring rules|source documents?|rule sheets?|the guide\b")
# TEMPORARY (issue 24): lessons 07–12 whose main text still names them more often.
MENTIONS_07_12 = {"07_fu", "08_points", "09_payments", "10_game", "12_table_rules"}


def test_the_main_text_teaches_one_ruleset():
    found = {}
    for path in lesson_paths():
        number = int(path.stem[:2])
        if not 1 <= number <= 12 or path.stem in MENTIONS_07_12:
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
