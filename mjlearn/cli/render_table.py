"""Readable text for ``mjlearn table`` and ``mjlearn final-score``, from the i18n layer."""

from __future__ import annotations

from ..i18n import render_final_scores, render_score_table

__all__ = ["render_score_table", "render_final_scores"]
