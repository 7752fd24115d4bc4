"""The folded boxes beside the main text (issue 24, item 2; the fresh English review of
lessons 00–06, gap 14):

- a box about one source's wording ("In your guide") is built only in that source's
  language (``%%@ fold es``): each language's lessons lead with their own document, and
  the English build, whose learner has none of them, keeps none of those boxes; the
  errata themselves stay in lesson 15;
- "In other rules" boxes are short and at most one per section, in every language's build.
"""

from __future__ import annotations

import json
import re

import pytest

from mjlearn.i18n.languages import SUPPORTED_LANGUAGES
from mjlearn.lessons import lesson_paths, load_lesson
from mjlearn.lessons.build import NOTEBOOKS_DIR, notebook
from mjlearn.lessons.source import LessonSourceError, parse_lesson

GUIDE, OTHER = "In your guide", "In other rules"
# The language each source document is written in, as its English name reads.
SOURCE_LANGUAGE = {"Spanish scoring guide": "es", "Italian han-and-fu page": "it",
                   "Polish scoring rules": "pl", "Kostaryov family rules": "ru"}
OTHER_WORDS = 60          # an "In other rules" box of lessons 01–06, in English words


def folds(summary: str):
    for path in lesson_paths():
        for cell in load_lesson(path).cells:
            if cell.fold and cell.blocks[0].text == summary:
                yield path.stem, cell


@pytest.mark.parametrize("stem, cell", list(folds(GUIDE)), ids=lambda v: getattr(v, "id", v))
def test_a_guide_box_is_built_in_the_languages_of_the_sources_it_names(stem, cell):
    named = {lang for title, lang in SOURCE_LANGUAGE.items() if title in cell.text}
    assert named, f"{stem}:{cell.id}: a guide box names its source"
    assert cell.only and "en" not in cell.only, f"{stem}:{cell.id}: tag it %%@ fold es (…)"
    # (a translation may add its own language's source to the box: then it is built there too)
    assert named <= set(cell.only), f"{stem}:{cell.id}: built in {cell.only}, names {named}"


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_each_build_keeps_the_guide_boxes_of_its_own_language(lang):
    table = {GUIDE: "@guide@"}
    for path in lesson_paths():
        lesson = load_lesson(path)
        text = json.dumps(notebook(lesson, lang, table)["cells"])
        expected = sum(1 for cell in lesson.cells if cell.fold and cell.blocks[0].text == GUIDE
                       and lang in cell.only)
        assert text.count("<summary>@guide@</summary>") == expected, (lesson.name, lang)
        ids = {cell["id"] for cell in notebook(lesson, lang, table)["cells"]}
        for cell in lesson.cells:
            assert (cell.id in ids) == cell.built_in(lang), (lesson.name, cell.id, lang)


def test_the_english_notebooks_hold_no_guide_box():
    found = [path.name for path in sorted((NOTEBOOKS_DIR / "en").glob("*.ipynb"))
             if "<summary>In your guide</summary>" in path.read_text(encoding="utf-8")]
    assert found == []
    spanish = (NOTEBOOKS_DIR / "es" / "06_dora.ipynb").read_text(encoding="utf-8")
    italian = (NOTEBOOKS_DIR / "it" / "06_dora.ipynb").read_text(encoding="utf-8")
    assert "15_sources.ipynb#es-ura" in spanish and "15_sources.ipynb#es-ura" not in italian


def sections(lesson, lang):
    """The lesson's cells built in ``lang``, grouped by their ``##`` heading."""
    heading, grouped = "", {}
    for cell in lesson.cells:
        if not cell.built_in(lang):
            continue
        match = re.search(r"^## (.+)$", cell.text, re.M) if cell.kind == "markdown" else None
        if match and not cell.fold:
            heading = match.group(1)
        grouped.setdefault(heading, []).append(cell)
    return grouped


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_at_most_one_other_rules_box_a_section(lang):
    crowded = {}
    for path in lesson_paths():
        if not 1 <= int(path.stem[:2]) <= 12:
            continue
        for heading, cells in sections(load_lesson(path), lang).items():
            boxes = [c.id for c in cells if c.fold and c.blocks[0].text == OTHER]
            if len(boxes) > 1:
                crowded[(path.stem, heading)] = boxes
    assert crowded == {}


def test_the_other_rules_boxes_of_the_first_lessons_are_short():
    long = {(stem, cell.id): len(cell.text.split()) - 3 for stem, cell in folds(OTHER)
            if int(stem[:2]) <= 6 and len(cell.text.split()) - 3 > OTHER_WORDS}
    assert long == {}


def test_a_cell_names_only_known_languages():
    lesson = parse_lesson("%% markdown a\n%%@ fold es it\nIn your guide\n\nText.\n"
                          "%% code b\n%%@ only es\nprint(1)\n", "00_sample")
    assert [cell.only for cell in lesson.cells] == [("es", "it"), ("es",)]
    with pytest.raises(LessonSourceError, match="languages"):
        parse_lesson("%% markdown a\n%%@ fold xx\nIn your guide\n\nText.\n", "00_sample")
    with pytest.raises(LessonSourceError, match="languages"):
        parse_lesson("%% code b\n%%@ only\nprint(1)\n", "00_sample")
