"""Lesson sources + ``lessons`` catalogs → ``notebooks/<lang>/<lesson>.ipynb``.

The output is a pure function of the sources and the catalogs: nbformat 4.5 JSON with
sorted keys, no outputs, no execution counts, the cell ids of the source, a first code
cell that sets the language, and at the end the review of the skills the learner missed
(``ReviewWidget``) and the links to the neighbouring lessons. ``check`` rebuilds in memory and lists every file that differs.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

from ..i18n.languages import SUPPORTED_LANGUAGES
from .catalogs import translations
from .menus import fill_menus
from .source import Cell, Lesson, lesson_paths, load_lesson

REPOSITORY = Path(__file__).resolve().parent.parent.parent
NOTEBOOKS_DIR = REPOSITORY / "notebooks"
LANGUAGE_NAMES = {"en": "English", "es": "Español", "it": "Italiano", "pl": "Polski",
                  "ru": "Русский"}
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def _source_lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


# What JupyterLab and JupyterLite honour to show a cell's code collapsed ("…"): a setup
# cell's imports and helpers are plumbing, not the lesson, and so is the code of an
# example that only shows (``%%@ display``) and the one line that makes a widget (an
# exercise, a builder): its output is the lesson. ``transient.remove_source`` is what
# nbconvert's templates honour, so an exported page (the classroom's, a reviewer's)
# leaves the same code out.
HIDDEN = {"jupyter": {"source_hidden": True}, "transient": {"remove_source": True}}


def is_setup(text: str) -> bool:
    """Whether a code cell only imports and defines (it shows the learner nothing): imports,
    functions, classes, and names given a value (a lesson's ruleset, its players, a quiz's
    number)."""
    try:
        body = ast.parse(text).body
    except SyntaxError:
        return False
    return bool(body) and all(isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef,
                                                ast.ClassDef, ast.Assign, ast.AnnAssign))
                              for node in body)


def is_widget_call(text: str) -> bool:
    """Whether a code cell only makes a widget: imports, then one call of a class
    (``ExerciseWidget("fu", seed=3, taught=7)``, ``HandBuilder()``). The widget is what the
    learner uses; the call is plumbing. A cell that asks the engine something in the
    open (``mjlearn.find_waits(…)``, for the learner to change) is not one."""
    try:
        body = ast.parse(text).body
    except SyntaxError:
        return False
    if not body or not all(isinstance(node, (ast.Import, ast.ImportFrom)) for node in body[:-1]):
        return False
    last = body[-1]
    return (isinstance(last, ast.Expr) and isinstance(last.value, ast.Call)
            and isinstance(last.value.func, ast.Name) and last.value.func.id[:1].isupper())


def is_plumbing(text: str) -> bool:
    """Whether a code cell's code is folded: setup, or a widget's one call."""
    return is_setup(text) or is_widget_call(text)


def _code(cell_id: str, text: str, hidden: bool | None = None) -> dict:
    hidden = is_plumbing(text) if hidden is None else hidden
    return {"cell_type": "code", "execution_count": None, "id": cell_id,
            "metadata": json.loads(json.dumps(HIDDEN)) if hidden else {},
            "outputs": [], "source": _source_lines(text)}


def _markdown(cell_id: str, text: str) -> dict:
    return {"cell_type": "markdown", "id": cell_id, "metadata": {},
            "source": _source_lines(text)}


def language_cell(lang: str) -> dict:
    return _code("mjlearn-language", f'import mjlearn\nmjlearn.set_language("{lang}")',
                 hidden=True)


def language_bar(lesson: Lesson, lang: str) -> dict:
    """Links to the same lesson in the other languages, each named in its own language."""
    links = [f"**{LANGUAGE_NAMES[other]}**" if other == lang
             else f"[{LANGUAGE_NAMES[other]}](../{other}/{lesson.name}.ipynb)"
             for other in SUPPORTED_LANGUAGES]
    return _markdown("mjlearn-other-languages", " · ".join(links))


def translate_cell(cell: Cell, table: dict[str, str]) -> str:
    """The cell's markdown in a language. A folded cell (``%%@ fold``) becomes a collapsed
    box: its first block, a one-line label such as "In other rules", is the summary."""
    texts = [table.get(block.text, block.text) if block.translatable else block.text
             for block in cell.blocks]
    if cell.fold:
        summary, *rest = texts
        return ('<details class="mjlearn-fold"><summary>' + summary.strip() + "</summary>\n\n"
                + "\n\n".join(rest) + "\n\n</details>")
    return "\n\n".join(texts)


def lesson_title(lesson: Lesson, table: dict[str, str]) -> str:
    """The lesson's heading (the first block of its first markdown cell), translated."""
    for cell in lesson.cells:
        if cell.kind == "markdown":
            block = cell.blocks[0]
            text = table.get(block.text, block.text) if block.translatable else block.text
            return text.lstrip("#").strip()
    return lesson.name


def navigation(lessons: list[Lesson], index: int, table: dict[str, str]) -> dict:
    """The last cell: the previous lesson, the start page and the next lesson, by their
    (translated) titles, so a learner always knows where to go on."""
    links = []
    if index > 0:
        previous = lessons[index - 1]
        links.append(f"← [{lesson_title(previous, table)}]({previous.name}.ipynb)")
    if index > 1:
        start = lessons[0]
        links.append(f"[{lesson_title(start, table)}]({start.name}.ipynb)")
    if index + 1 < len(lessons):
        following = lessons[index + 1]
        links.append(f"[{lesson_title(following, table)}]({following.name}.ipynb) →")
    return _markdown("mjlearn-navigation", "---\n\n" + " · ".join(links))


def review_cell(lesson: Lesson, lessons: list[Lesson]) -> dict:
    """The review at the end of every lesson: the skills the learner missed come back,
    with "my progress" a click away (open at once on the start page). The widget speaks
    the notebook's language by itself, so the cell is the same in every language."""
    start = bool(lessons) and lesson.name == lessons[0].name
    call = "ReviewWidget(dashboard=True)" if start else "ReviewWidget()"
    return _code("mjlearn-review", f"from mjlearn.widgets import ReviewWidget\n{call}")


GENERATED_CELL_IDS = ("mjlearn-language", "mjlearn-other-languages", "mjlearn-review",
                      "mjlearn-navigation")


def notebook(lesson: Lesson, lang: str, table: dict[str, str],
             lessons: list[Lesson] | None = None) -> dict:
    cells = [language_cell(lang), language_bar(lesson, lang)]
    taken = sorted(set(GENERATED_CELL_IDS) & {cell.id for cell in lesson.cells})
    if taken:
        raise ValueError(f"lesson {lesson.name}: cell ids {taken} are reserved for the build")
    for cell in lesson.cells:
        if not cell.built_in(lang):
            continue
        if cell.kind == "code":
            cells.append(_code(cell.id, cell.text, hidden=True if cell.display else None))
        else:
            cells.append(_markdown(cell.id, fill_menus(translate_cell(cell, table), lang)))
    if lessons:
        cells.append(review_cell(lesson, lessons))
    if lessons and len(lessons) > 1:
        cells.append(navigation(lessons, [item.name for item in lessons].index(lesson.name),
                                table))
    return {
        "cells": cells,
        "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"},
                     "mjlearn": {"lang": lang, "lesson": lesson.name}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def serialize(nb: dict) -> bytes:
    """The bytes JupyterLab itself would write (indent 1, sorted keys, UTF-8)."""
    return (json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n").encode()


def render_all(languages: tuple[str, ...] = SUPPORTED_LANGUAGES) -> dict[Path, bytes]:
    """Every notebook's path (relative to ``notebooks/``) and bytes."""
    lessons = [load_lesson(path) for path in lesson_paths()]
    rendered = {}
    for lang in languages:
        table = translations(lang)
        for lesson in lessons:
            nb = notebook(lesson, lang, table, lessons)
            rendered[Path(lang) / f"{lesson.name}.ipynb"] = serialize(nb)
    return rendered


def curriculum_bytes() -> bytes:
    """The curriculum map the exercises read (what each lesson introduces), from the
    sources' ``%%@ introduces`` lines."""
    from .curriculum import curriculum_data

    lessons = [load_lesson(path) for path in lesson_paths()]
    return (json.dumps(curriculum_data(lessons), indent=1, sort_keys=True) + "\n").encode()


def curriculum_path() -> Path:
    from ..exercises.curriculum import CURRICULUM_FILE

    return CURRICULUM_FILE


def differences(out_dir: Path = NOTEBOOKS_DIR) -> list[str]:
    """Every notebook that is missing, different or no longer generated (and the
    exercises' curriculum map, when the notebooks are the repository's)."""
    rendered = render_all()
    problems = []
    if out_dir == NOTEBOOKS_DIR:
        path = curriculum_path()
        if not path.exists() or path.read_bytes() != curriculum_bytes():
            problems.append(f"{path}: differs from the lessons' curriculum map")
    for relative, data in rendered.items():
        path = out_dir / relative
        if not path.exists():
            problems.append(f"{path}: missing")
        elif path.read_bytes() != data:
            problems.append(f"{path}: differs from its source")
    for path in sorted(out_dir.glob("*/*.ipynb")):
        if path.relative_to(out_dir) not in rendered:
            problems.append(f"{path}: no lesson source generates it")
    return problems


def build(out_dir: Path = NOTEBOOKS_DIR) -> list[Path]:
    """Write every notebook (only the ones whose bytes change); delete orphans. With the
    repository's notebooks, the exercises' curriculum map too."""
    rendered = render_all()
    written = []
    if out_dir == NOTEBOOKS_DIR:
        path, data = curriculum_path(), curriculum_bytes()
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            written.append(path)
    for relative, data in rendered.items():
        path = out_dir / relative
        if not path.exists() or path.read_bytes() != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            written.append(path)
    for path in sorted(out_dir.glob("*/*.ipynb")):
        if path.relative_to(out_dir) not in rendered:
            path.unlink()
            written.append(path)
    return written
