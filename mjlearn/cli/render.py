"""Readable text for the command line, in the learner's language."""

from __future__ import annotations

from ..i18n import render_waits

__all__ = ["render_waits"]
