"""Riichi scoring as JSON in, JSON out: :func:`score_json` never raises.

The input uses the keys of issue 3 (see :meth:`mjlearn.riichi.Situation.from_json`); the
output is :meth:`mjlearn.riichi.ScoreResult.to_json`, or ``{"error": {"code", "params",
"message"}}`` with the message in the learner's language. It lives in the i18n layer
because of that message: the scoring modules below never make text.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..checks import check_instance, describe
from ..errors import MjlearnError
from ..riichi import Situation, score
from .languages import normalize_language, resolve_language
from .render import render_error

_PLAIN = (str, int, float, bool, type(None))


def error_json(error: MjlearnError, lang: str | None = None) -> dict[str, Any]:
    """An error as JSON: its code, its parameters and its message in ``lang`` (in the
    default language when ``lang`` is not a language we ship)."""
    check_instance("error", error, MjlearnError, "error")
    try:
        lang = resolve_language(lang)
    except MjlearnError:
        lang = resolve_language(None)
    params = {str(k): v if type(v) in _PLAIN else describe(v, 200) for k, v in error.params.items()}
    if type(error) is MjlearnError and len(params) <= 8 and all(
            type(v) is not str or len(v) <= 80 for v in params.values()):
        # the same few errors come back all the time (no_yaku with 0–3 dora): each
        # message is made once per language
        message = _message(error.code, tuple(params.items()), lang)
    else:
        message = render_error(error, lang)
    return {"error": {"code": error.code, "params": params, "message": message}}


@lru_cache(maxsize=2048)
def _message(code: str, params: tuple, lang: str) -> str:
    return render_error(MjlearnError(code, **dict(params)), lang)


def score_json(obj: Any, lang: str | None = None) -> dict[str, Any]:
    """Score one JSON situation; bad input gives an error object instead of raising (a
    ``lang`` we do not ship too: its error object, in the default language)."""
    try:
        if lang is not None:        # (None: the default language, nothing to check)
            normalize_language(lang)
        return score(Situation.from_json(obj)).to_json()
    except MjlearnError as error:
        return error_json(error, lang)
    except RecursionError:          # a Python structure nested thousands deep
        return error_json(MjlearnError("bad_value", key="situation", value=describe(obj)), lang)


__all__ = ["score_json", "error_json"]
