"""Shared helpers for command output."""

from __future__ import annotations

import json
import sys
from typing import Any, Mapping

from ..errors import MjlearnError, register_error_codes

register_error_codes({"cannot_write": ()})

# The parameters of an error that name what was wrong: a JSON key, a function's argument.
_NAMES = ("key", "argument")


def error_message(error: MjlearnError, lang: str | None = None) -> str:
    """The learner-facing text of an error, in ``lang`` (None: the default language)."""
    from ..i18n import render_error
    return render_error(error, lang)


def as_typed(error: MjlearnError, typed: Mapping[str, tuple[str, Any]],
             lang: str | None = None) -> MjlearnError:
    """``error`` as the command line says it: the key or argument it names becomes the
    option the learner typed (``seat_wind`` → ``--seat``), and its value what they typed
    there (``X``, not Python's ``'X'``; a number written the language's way, −1).
    ``typed`` maps each key to its option and the value given; other errors are kept."""
    from ..i18n import format_number
    named = next((error.params[p] for p in _NAMES if p in error.params), None)
    if not isinstance(named, str) or named not in typed:
        return error
    option, value = typed[named]
    params = {p: option if p in _NAMES else v for p, v in error.params.items()}
    if "value" in params:
        params["value"] = (format_number(value, lang) if isinstance(value, int)
                           and not isinstance(value, bool) else str(value))
    return MjlearnError(error.code, **params)


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
