"""Batch mode of the ``--jsonl`` commands: one JSON object per input line, one JSON line out.

``mjlearn score --jsonl FILE`` and ``mjlearn classic score --jsonl FILE`` (``-`` reads
standard input) share this contract:

- **Line N of the output answers line N of the input**, always: a result object, or
  ``{"error": {"code", "params", "message"}}`` (the message in ``--lang``). A line that is
  not JSON, too deeply nested, holds a number too long to read, is blank, is longer than
  :data:`MAX_LINE` bytes, or fails in any other way gets its error object, and the batch
  goes on. (An input that ends with a newline has no extra empty last line.)
- **Input** is read as UTF-8; bytes that are not UTF-8 become U+FFFD, so a bad byte
  spoils only its own line. **Output** is valid UTF-8 whatever the input held (a lone
  surrogate written as ``\\ud800`` in the JSON is written back escaped the same way).
- **Exit status**: 0 when every line was scored, 1 when any line is an error object, 2
  for a usage error (a missing or unreadable file, a directory, a bad option), with a
  message on standard error and no output.
"""

from __future__ import annotations

import json
import sys
from typing import Any, BinaryIO, Callable, Iterator

from ..checks import describe, describe_path
from ..errors import MjlearnError, register_error_codes
from ..i18n.markers import N_

register_error_codes({
    "empty_line": ("line",),
    "line_too_long": ("line", "maximum"),
    "cannot_read": ("path",),
    "line_failed": ("line",),
})

MAX_LINE = 1 << 20             # bytes in one line (a situation is a few hundred)
EXIT_SCORED, EXIT_LINE_ERRORS, EXIT_USAGE = 0, 1, 2

# The end of both commands' --help: the exit status of a batch.
EXIT_STATUS_HELP = N_("With --jsonl, the exit status is 0 when every line was scored, 1 when "
                      "any line gave an error, and 2 when the command could not run (a file "
                      "that cannot be read, a wrong option).")

LineScorer = Callable[[str, int], dict]


def open_input(path: str) -> BinaryIO:
    """The batch's input as bytes; a file that cannot be read is a usage error."""
    if path == "-":
        return getattr(sys.stdin, "buffer", None) or _TextAsBytes(sys.stdin)
    if not isinstance(path, str):            # (an int would open that file descriptor)
        raise MjlearnError("cannot_read", path=describe_path(path, 200))
    try:
        return open(path, "rb")
    except (OSError, ValueError):   # missing, a directory, no permission, a NUL in the name
        raise MjlearnError("cannot_read", path=describe_path(path, 200)) from None


class _TextAsBytes:
    """A text stream (a test's ``StringIO`` as stdin) read the way a byte stream is."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def readline(self, limit: int = -1) -> bytes:
        return self.stream.readline(limit).encode("utf-8", "surrogatepass")

    def close(self) -> None:
        pass


def read_lines(stream: BinaryIO) -> Iterator[tuple[int, str | MjlearnError]]:
    """``(line number, text)`` for each line, or ``(number, error)`` for a line that is
    blank or too long (the rest of a long line is skipped without being kept)."""
    number = 0
    while True:
        raw = stream.readline(MAX_LINE + 1)
        if not raw:
            return
        number += 1
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            while raw and not raw.endswith(b"\n"):      # skip the rest, chunk by chunk
                raw = stream.readline(MAX_LINE)
            yield number, MjlearnError("line_too_long", line=number, maximum=MAX_LINE)
            continue
        text = raw.decode("utf-8", "replace")
        if number == 1 and text.startswith("\ufeff"):   # a byte order mark (Notepad's UTF-8)
            text = text[1:]
        if not text.strip():
            yield number, MjlearnError("empty_line", line=number)
        else:
            yield number, text


def parse_json(text: str) -> Any:
    """``json.loads``, with every way it can fail as ``ValueError(detail)``."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(error.msg) from None
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except ValueError as error:     # e.g. a number of more than 4 300 digits
        raise ValueError(describe(str(error), 80)) from None


def error_object(error: MjlearnError, lang: str | None) -> dict[str, Any]:
    """``{"error": {"code", "params", "message"}}`` (see :func:`mjlearn.i18n.error_json`)."""
    from ..i18n import error_json
    return error_json(error, lang)


def encode_line(data: Any) -> bytes:
    """One JSON line as valid UTF-8 (text that cannot be UTF-8 is written escaped)."""
    try:
        return json.dumps(data, ensure_ascii=False).encode("utf-8") + b"\n"
    except UnicodeEncodeError:      # a lone surrogate somewhere: escape everything
        return json.dumps(data, ensure_ascii=True).encode("ascii") + b"\n"


def write_line(line: bytes) -> None:
    out = sys.stdout
    buffer = getattr(out, "buffer", None)
    if buffer is None:              # a text-only stream (some test harnesses)
        out.write(line.decode("utf-8"))
        return
    out.flush()
    buffer.write(line)


def run_batch(path: str, lang: str | None, score_line: LineScorer) -> int:
    """Score every line of ``path`` with ``score_line(text, number)`` (a result dict, or
    an error dict ``{"error": …}``; typed errors it raises become error objects too)."""
    stream = open_input(path)
    failed = False
    try:
        for number, item in read_lines(stream):
            try:
                if isinstance(item, MjlearnError):
                    raise item
                result = score_line(item, number)
                line = encode_line(result)
            except MjlearnError as error:
                result = error_object(error, lang)
                line = encode_line(result)
            except Exception:       # a bug, not the input's fault: still one line, in order
                result = error_object(MjlearnError("line_failed", line=number), lang)
                line = encode_line(result)
            failed = failed or "error" in result
            write_line(line)
    finally:
        if path != "-":
            stream.close()
        sys.stdout.flush()
    return EXIT_LINE_ERRORS if failed else EXIT_SCORED


__all__ = ["MAX_LINE", "EXIT_SCORED", "EXIT_LINE_ERRORS", "EXIT_USAGE", "EXIT_STATUS_HELP", "run_batch", "read_lines",
           "parse_json", "error_object", "encode_line", "open_input"]
