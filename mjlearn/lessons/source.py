"""Parsing a lesson source into cells and translatable blocks (format: see the package doc)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

SOURCE_DIR = Path(__file__).resolve().parent / "source"
CELL_KINDS = ("markdown", "code")
_MARKER = re.compile(r"^%%[ \t]+(\S+)(?:[ \t]+(\S+))?[ \t]*$")
_CELL_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
_LESSON_NAME = re.compile(r"^\d\d_[a-z0-9_]+$")
_CONCEPT = re.compile(r"^[a-z][a-z0-9_]*\.[a-z0-9_]+$")
FENCE = "```"
# ``%%@ WORD …`` lines inside a cell: what the cell teaches and needs (the curriculum map,
# :mod:`.curriculum`), and how the build shows it.
DIRECTIVES = ("introduces", "uses", "fold", "preview", "display", "only")
# The languages a cell may be limited to (``%%@ fold es``, ``%%@ only es``): a box about one
# source's wording ("In your guide") belongs to the build of that source's language.
CELL_LANGUAGES = ("en", "es", "it", "pl", "ru")


class LessonSourceError(ValueError):
    """A lesson source breaks the format; the message names the file and line."""


@dataclass(frozen=True)
class Block:
    """One part of a markdown cell: ``translatable`` prose or a verbatim code fence."""

    text: str
    line: int  # 1-based line of the block's first line in the source file
    translatable: bool


@dataclass(frozen=True)
class Cell:
    kind: str  # "markdown" | "code"
    id: str
    line: int
    blocks: tuple[Block, ...]  # markdown: its blocks; code: one verbatim block
    introduces: tuple[str, ...] = ()  # concepts this cell teaches (``%%@ introduces``)
    uses: tuple[str, ...] = ()        # concepts of earlier lessons it needs (``%%@ uses``)
    fold: bool = False     # ``%%@ fold``: a collapsed box; its first block is the summary
    preview: bool = False  # ``%%@ preview``: names what later lessons teach (a contents list)
    display: bool = False  # ``%%@ display``: a code cell that only shows; its code is folded
    only: tuple[str, ...] = ()  # ``%%@ fold es`` / ``%%@ only es``: built in these languages only

    def built_in(self, lang: str) -> bool:
        """Whether the notebook of ``lang`` holds this cell."""
        return not self.only or lang in self.only

    @property
    def text(self) -> str:
        return "\n\n".join(block.text for block in self.blocks)


@dataclass(frozen=True)
class Lesson:
    name: str  # the file stem, e.g. "01_tiles": also the notebook's name
    cells: tuple[Cell, ...]

    def messages(self) -> list[Block]:
        """Every translatable block, in order."""
        return [b for cell in self.cells for b in cell.blocks if b.translatable]

    @property
    def introduces(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c for cell in self.cells for c in cell.introduces))

    @property
    def uses(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c for cell in self.cells for c in cell.uses))


def lesson_paths(directory: Path = SOURCE_DIR) -> list[Path]:
    """The lesson sources, in lesson order (by file name)."""
    if not isinstance(directory, (str, Path)) or "\0" in str(directory):
        from ..checks import bad_argument
        raise bad_argument("directory", "text", directory)
    directory = Path(directory)
    return sorted(path for path in directory.glob("*.md") if _LESSON_NAME.match(path.stem))


def load_lesson(path: Path) -> Lesson:
    return parse_lesson(path.read_text(encoding="utf-8"), path.stem, str(path))


def parse_lesson(text: str, name: str, filename: str = "<lesson>") -> Lesson:
    cells: list[Cell] = []
    current: tuple[str, str, int] | None = None
    body: list[tuple[int, str]] = []
    directives: dict = {}

    def close() -> None:
        if current is not None:
            kind, cell_id, line = current
            cells.append(_make_cell(kind, cell_id, line, body, filename, directives))

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        if line.startswith("%%#"):
            continue
        if line.startswith("%%@"):
            if current is None:
                raise LessonSourceError(f"{filename}:{number}: a directive before the first cell")
            _directive(line, number, filename, current[0], directives)
            continue
        if line.startswith("%%"):
            match = _MARKER.match(line)
            if not match or match.group(1) not in CELL_KINDS or not match.group(2):
                raise LessonSourceError(f"{filename}:{number}: expected '%% markdown ID' or "
                                        f"'%% code ID', got {line!r}")
            cell_id = match.group(2)
            if not _CELL_ID.match(cell_id):
                raise LessonSourceError(f"{filename}:{number}: bad cell id {cell_id!r}")
            close()
            current, body, directives = (match.group(1), cell_id, number), [], {}
            continue
        if current is None:
            if line:
                raise LessonSourceError(f"{filename}:{number}: text before the first cell marker")
            continue
        body.append((number, line))
    close()
    if not cells:
        raise LessonSourceError(f"{filename}: no cells")
    ids = [cell.id for cell in cells]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise LessonSourceError(f"{filename}: duplicate cell ids {', '.join(duplicates)}")
    return Lesson(name, tuple(cells))


def _directive(line: str, number: int, filename: str, kind: str, found: dict) -> None:
    """``%%@ introduces a.b c.d``, ``%%@ uses a.b``, ``%%@ fold [LANG…]``, ``%%@ preview``
    (markdown cells, or a code cell that shows where the course leads), ``%%@ display`` (code cells), ``%%@ only LANG…`` (any cell: built in
    those languages only; ``fold es`` is a box of the Spanish build only)."""
    word, *args = line[3:].split()
    if word not in DIRECTIVES:
        raise LessonSourceError(f"{filename}:{number}: unknown directive {word!r} "
                                f"(known: {', '.join(DIRECTIVES)})")
    if word == "only" or (word == "fold" and args):
        bad = [arg for arg in args if arg not in CELL_LANGUAGES]
        if not args or bad or (word == "fold" and kind != "markdown"):
            raise LessonSourceError(f"{filename}:{number}: {word} takes languages "
                                    f"({', '.join(CELL_LANGUAGES)}), got {' '.join(bad) or 'none'}")
        found["only"] = found.get("only", ()) + tuple(args)
        if word == "fold":
            found["fold"] = True
        return
    if word in ("introduces", "uses"):
        bad = [arg for arg in args if not _CONCEPT.match(arg)]
        if not args or bad:
            raise LessonSourceError(f"{filename}:{number}: {word} needs concept ids "
                                    f"such as yaku.tanyao, got {' '.join(bad) or 'none'}")
        found[word] = found.get(word, ()) + tuple(args)
    else:
        belongs = {"display": "code", "preview": "markdown or code"}.get(word, "markdown")
        if args or kind not in belongs.split(" or "):
            raise LessonSourceError(f"{filename}:{number}: {word} takes no argument and "
                                    f"belongs to a {belongs} cell")
        found[word] = True


def _make_cell(kind: str, cell_id: str, line: int, body: list[tuple[int, str]],
               filename: str, directives: dict | None = None) -> Cell:
    directives = directives or {}
    while body and not body[0][1]:
        body.pop(0)
    while body and not body[-1][1]:
        body.pop()
    if not body:
        raise LessonSourceError(f"{filename}:{line}: empty cell {cell_id!r}")
    extra = {"introduces": directives.get("introduces", ()), "uses": directives.get("uses", ()),
             "fold": directives.get("fold", False), "preview": directives.get("preview", False),
             "display": directives.get("display", False), "only": directives.get("only", ())}
    if kind == "code":
        text = "\n".join(text for _, text in body)
        return Cell(kind, cell_id, line, (Block(text, body[0][0], False),), **extra)
    blocks = tuple(_markdown_blocks(body, filename))
    if extra["fold"] and (len(blocks) < 2 or not blocks[0].translatable
                          or "\n" in blocks[0].text):
        raise LessonSourceError(f"{filename}:{line}: a folded cell starts with a one-line "
                                "summary, then its content")
    return Cell(kind, cell_id, line, blocks, **extra)


def _markdown_blocks(body: list[tuple[int, str]], filename: str) -> list[Block]:
    """Split at blank lines; a fenced code block is one verbatim block, blank lines and all."""
    blocks: list[Block] = []
    lines: list[str] = []
    start = 0
    in_fence = False

    def flush(translatable: bool) -> None:
        nonlocal lines
        if lines:
            blocks.append(Block("\n".join(lines), start, translatable))
        lines = []

    for number, text in body:
        if text.startswith(FENCE):
            if not in_fence:
                flush(True)
                start, in_fence = number, True
                lines.append(text)
            else:
                lines.append(text)
                flush(False)
                in_fence = False
            continue
        if in_fence:
            lines.append(text)
        elif not text:
            flush(True)
        else:
            if not lines:
                start = number
            lines.append(text)
    if in_fence:
        raise LessonSourceError(f"{filename}:{start}: unclosed code fence")
    flush(True)
    return blocks
