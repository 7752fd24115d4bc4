"""The lessons: one source per lesson, five generated notebooks.

A lesson source (``mjlearn/lessons/source/NN_name.md``) is a list of cells. Each cell starts
with a marker line at the left margin and runs until the next marker::

    %% markdown intro
    # Tiles and the mpsz notation

    A paragraph of English prose.

    %% code first-hand
    from mjlearn import parse_tiles
    parse_tiles("123m")

``%% markdown ID`` and ``%% code ID`` open a cell; ``ID`` (letters, digits, ``-``, ``_``)
becomes the notebook cell id, so it must be unique in the lesson and should never change.
Lines starting with ``%%#`` are comments for authors and are dropped.

Lines starting with ``%%@`` inside a cell are directives, dropped too: ``%%@ introduces
ID …`` and ``%%@ uses ID …`` (the curriculum map, :mod:`.curriculum`), ``%%@ fold`` (the
cell becomes a collapsed ``<details>`` box whose summary is its first block: "In other
rules", "In your guide") and ``%%@ preview`` (a contents list: what it names is taught
later; also on a code cell that shows where the course leads); in a code cell, ``%%@ display`` (an example that only shows: its code is folded
away like a setup cell's, as is a cell that only makes a widget; only the cells a learner
is invited to change stay open). ``%%@ fold es`` (or ``%%@ only es it`` on any cell) builds
the cell in those languages only: a box on one source's wording ("In your guide") belongs
to the lessons of that source's language, and never to the English ones.

A markdown cell is split into blocks at blank lines: every block — a heading, a paragraph,
a whole list, a table — is one message of the ``lessons`` gettext domain (msgid = the
English block, see :mod:`.extract`). Fenced code blocks (```` ``` ````) stay as written in
every language. Code cells are never translated: they speak through the engine, whose
output follows the language set by the first cell of each notebook.

Modules: :mod:`.source` (parse), :mod:`.curriculum` (the map and its check),
:mod:`.extract` (the Babel extractor), :mod:`.catalogs`
(the ``lessons`` catalogs), :mod:`.build` (notebooks and ``--check``), :mod:`.workspace`
(the learner's own copy of the lessons), :mod:`.lab` (JupyterLab on that copy),
:mod:`.classroom` (the classroom screen: Voilà, and the quiz page), :mod:`.messages` (what
the launchers say). Command line: ``python -m mjlearn.lessons --help``.
"""

from .source import Cell, Lesson, lesson_paths, load_lesson, parse_lesson

__all__ = ["Cell", "Lesson", "lesson_paths", "load_lesson", "parse_lesson"]
