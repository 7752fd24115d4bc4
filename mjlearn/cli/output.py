"""Shared helpers for command output."""

from __future__ import annotations

import json
import sys
from typing import Any

from ..errors import MjlearnError


def error_message(error: MjlearnError, lang: str | None = None) -> str:
    """The learner-facing text of an error, in ``lang`` (None: the default language)."""
    from ..i18n import render_error
    return render_error(error, lang)


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
