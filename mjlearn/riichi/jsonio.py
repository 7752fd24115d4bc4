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
    from ..cli.output import error_message
    try:
        message = error_message(error, lang)
    except Exception:  # an error code not yet translated must not break a batch
        message = f"error: {error}"
    return {"error": {"code": error.code, "params": dict(error.params), "message": message}}


def score_json(obj: Any, lang: str | None = None) -> dict[str, Any]:
    """Score one JSON situation; bad input gives an error object instead of raising."""
    try:
        return score(Situation.from_json(obj)).to_json()
    except MjlearnError as error:
        return error_json(error, lang)
