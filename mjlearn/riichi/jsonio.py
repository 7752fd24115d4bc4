"""JSON in, JSON out: :func:`score_json` never raises for bad input.

The input uses the keys of issue 3 (see :meth:`Situation.from_json`); the output is
:meth:`ScoreResult.to_json`, or ``{"error": {"code", "params", "message"}}``.
"""

from __future__ import annotations

from typing import Any

from ..errors import MjlearnError
from .score import score
from .situation import Situation


def error_json(error: MjlearnError, lang: str | None = None) -> dict[str, Any]:
    # The message is the one place this I/O adapter needs the i18n layer; imported here
    # so the scoring modules themselves never depend on it. Every error code has a
    # message (the i18n tests prove it), so there is no English fallback to hide a gap.
    from ..i18n import render_error
    return {"error": {"code": error.code, "params": dict(error.params),
                      "message": render_error(error, lang)}}


def score_json(obj: Any, lang: str | None = None) -> dict[str, Any]:
    """Score one JSON situation; bad input gives an error object instead of raising."""
    try:
        return score(Situation.from_json(obj)).to_json()
    except MjlearnError as error:
        return error_json(error, lang)
