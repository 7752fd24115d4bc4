"""The Babel extractor for lesson sources: one message per markdown block.

Registered in ``pyproject.toml`` (entry point ``babel.extractors`` → ``mjlearn_lessons``)
and mapped to the sources by ``mjlearn/lessons/babel.toml``, so the standard tools work::

    pybabel extract -F mjlearn/lessons/babel.toml -o mjlearn/locales/lessons.pot mjlearn/lessons/source

The msgid is the English block exactly as written (a heading, a paragraph, a list, a
table), so a translator sees whole thoughts and an unchanged block keeps its translation.
The translator comment names the lesson and the cell.
"""

from __future__ import annotations

from pathlib import Path
from typing import IO, Any, Iterator

from .source import parse_lesson


def extract_lessons(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                    options: dict[str, Any]) -> Iterator[tuple[int, None, str, list[str]]]:
    name = Path(getattr(fileobj, "name", "lesson.md")).stem
    text = fileobj.read().decode(options.get("encoding", "utf-8"))
    lesson = parse_lesson(text, name, getattr(fileobj, "name", name))
    for cell in lesson.cells:
        for block in cell.blocks:
            if block.translatable:
                yield block.line, None, block.text, [f"lesson {lesson.name}, cell {cell.id}"]
