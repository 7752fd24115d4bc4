"""Readable text for ``mjlearn table`` and ``mjlearn final-score``.

Every English word is in :func:`english`, so the i18n layer can replace that one
function (or provide ``render_score_table`` / ``render_final_scores`` itself).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..table.final import FinalScores
from ..table.tables import LimitRow, ScoreTable


def english(word: str, **params: object) -> str:
    """The English text of a word id (the one place the commands keep English)."""
    words = {
        "title": "{win} by the {winner} ({ruleset})",
        "ron": "Ron", "tsumo": "Tsumo", "dealer": "dealer", "non_dealer": "non-dealer",
        "fu_han": "fu \\ han",
        "han": "{han} han",
        "impossible": "—",
        "each": "{amount} each",
        "limits": "Limits",
        "han_range": "{low}–{high}", "han_open": "{low}+", "han_none": "—",
        "final_title": "Final scores ({unit})",
        "unit_1000": "thousands of points", "unit_1": "points",
        "seat_line": "seat {seat}: {points} → {score}  (place {place})",
    }
    return words[word].format(**params)


def _payment_text(amounts: Mapping[str, int], tsumo: bool, dealer: bool) -> str:
    if not tsumo:
        return str(amounts["discarder"])
    if dealer:
        return english("each", amount=amounts["non_dealer"])
    return f"{amounts['non_dealer']}/{amounts['dealer']}"


def _columns(rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.rjust(w) for c, w in zip(r, widths)).rstrip() for r in rows)


def render_score_table(table: ScoreTable, limits: Sequence[LimitRow], lang: str | None = None) -> str:
    try:
        from ..i18n import render_score_table as localized  # type: ignore[attr-defined]
    except ImportError:
        localized = None
    if localized is not None:
        return localized(table, limits, lang)
    title = english("title", win=english("tsumo" if table.tsumo else "ron"),
                    winner=english("dealer" if table.dealer else "non_dealer"), ruleset=table.ruleset)
    hans = sorted({c.han for c in table.cells})
    rows = [[english("fu_han")] + [english("han", han=h) for h in hans]]
    for fu in sorted({c.fu for c in table.cells}):
        row = [str(fu)]
        for han in hans:
            cell = table.cell(han, fu)
            row.append(english("impossible") if cell.payments is None
                       else _payment_text(cell.payments, table.tsumo, table.dealer))
        rows.append(row)
    limit_rows = []
    for limit in limits:
        if limit.han_min is None:
            hans_text = english("han_none")
        elif limit.han_max is None:
            hans_text = english("han_open", low=limit.han_min)
        elif limit.han_max == limit.han_min:
            hans_text = str(limit.han_min)
        else:
            hans_text = english("han_range", low=limit.han_min, high=limit.han_max)
        limit_rows.append([limit.limit, hans_text, _payment_text(limit.payments, table.tsumo, table.dealer)])
    return "\n".join([title, "", _columns(rows), "", english("limits"), _columns(limit_rows)])


def render_final_scores(result: FinalScores, lang: str | None = None) -> str:
    try:
        from ..i18n import render_final_scores as localized  # type: ignore[attr-defined]
    except ImportError:
        localized = None
    if localized is not None:
        return localized(result, lang)
    lines = [english("final_title", unit=english(f"unit_{result.unit}"))]
    for seat, score in enumerate(result.scores):
        lines.append(english("seat_line", seat=seat + 1, points=result.points[seat], score=f"{score:+d}",
                             place=result.ranking.places[seat]))
    return "\n".join(lines)
