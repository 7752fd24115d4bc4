"""Readable text for the command line: every word comes from the i18n layer."""

from __future__ import annotations

from ..i18n import render_score, render_waits

__all__ = ["render_waits", "render_score"]
