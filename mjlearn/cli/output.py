"""Shared helpers for command output."""

from __future__ import annotations

import json
import sys
from typing import Any

from ..errors import MjlearnError


def error_message(error: MjlearnError, lang: str | None = None) -> str:
    """The learner-facing text of an error (rendered by the i18n layer when present)."""
    try:
        from ..i18n import render_error  # the i18n layer is optional at this level
    except ImportError:
        return f"error: {error}"
    return render_error(error, lang)


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
