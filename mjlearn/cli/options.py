"""Options shared by several commands."""

from __future__ import annotations

import json

from ..checks import describe
from ..errors import MjlearnError, register_error_codes
from ..rules import PRESETS, Ruleset, get_ruleset

register_error_codes({"bad_rules_json": ("text", "known")})


def ruleset_option(text: str | None) -> Ruleset:
    """``--rules``: a preset name (standard, kostaryov, ema) or a JSON object such as
    ``{"preset": "standard", "kiriage": true}``."""
    if text is None:
        return get_ruleset(None)
    if text.lstrip().startswith("{"):
        try:
            spec = json.loads(text)
        except (ValueError, RecursionError):  # not JSON, nested too deeply, 5 000 digits
            spec = None
        if not isinstance(spec, dict):
            raise MjlearnError("bad_rules_json", text=describe(text, 40),
                               known=", ".join(PRESETS))
        return get_ruleset(spec)
    return get_ruleset(text)
