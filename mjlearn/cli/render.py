"""Readable text for the command line, through the i18n layer when it is available."""

from __future__ import annotations

from ..readings import Waits
from ..tiles import kind_code


def render_waits(waits: Waits, lang: str | None = None) -> str:
    try:
        from ..i18n import render_waits as localized
    except ImportError:
        localized = None
    if localized is not None:
        return localized(waits, lang)
    if not waits.is_tenpai:
        return "not tenpai"
    lines = [f"{kind_code(k)}: {', '.join(s)}" for k, s in zip(waits.tiles, waits.shapes)]
    if waits.multi_sided:
        lines.append(f"multi-sided: {waits.multi_sided}")
    return "\n".join(lines)
