"""A bar chart drawn as SVG in Python: one bar per row, its label on the left and its
value on the right — the "my progress" dashboard's mastery per skill.

It reads in JupyterLab's light and dark themes without a stylesheet: the text, the axis
and the empty part of each bar are drawn in ``currentColor`` (the page's own text colour,
dark on light, light on dark), and the bars in mid-tone colours that stand out on both.
A row without a value has no bar, only its grey track and its words ("not tried yet",
or its own: "too few answers to tell").
Every bar carries a ``<title>`` (shown on hover, read by screen readers).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Sequence

from babel.numbers import format_percent

ROW = 26            # height of one row
BAR = 14            # height of a bar
BAR_WIDTH = 240     # a full bar (mastery 1.0)
CHAR = 7.0          # average width of a character at the labels' size (13 px)
LOW, MID, HIGH = "#e8453c", "#f29900", "#1e9e4a"   # mid tones: readable on light and dark


@dataclass(frozen=True, slots=True)
class Bar:
    """One row: its ``label``, ``value`` from 0 to 1 (None: no bar), the note written
    after the value (a count of answers) and ``blank``, what a row without a value says
    (the chart's ``empty`` when not given)."""

    label: str
    value: float | None
    note: str = ""
    blank: str = ""


def colour(value: float) -> str:
    return LOW if value < 0.4 else MID if value < 0.75 else HIGH


def percent(value: float, lang: str) -> str:
    return format_percent(value, locale=lang)


def bar_chart_svg(bars: Sequence[Bar], lang: str, *, title: str, empty: str) -> str:
    """The chart as one ``<svg>`` (scaled down to the width it is given, never clipped).
    ``empty`` is written for a row without a value."""
    label_width = max([len(b.label) for b in bars] + [10]) * CHAR + 12
    note_width = max([len(_value_text(b, lang, empty)) for b in bars] + [6]) * CHAR + 12
    width = label_width + BAR_WIDTH + note_width
    height = ROW * len(bars) + 8
    parts = []
    for n, bar in enumerate(bars):
        y = 4 + n * ROW
        middle = y + ROW / 2
        text = _value_text(bar, lang, empty)
        tip = escape(f"{bar.label}: {text}")
        parts.append(
            f'<g class="mjlearn-bar" data-value="{"" if bar.value is None else f"{bar.value:.3f}"}">'
            f"<title>{tip}</title>"
            f'<text x="{label_width - 10:g}" y="{middle + 4.5:g}" text-anchor="end" '
            f'font-size="13" fill="currentColor">{escape(bar.label)}</text>'
            f'<rect x="{label_width:g}" y="{middle - BAR / 2:g}" width="{BAR_WIDTH}" '
            f'height="{BAR}" rx="3" fill="currentColor" fill-opacity="0.12"/>')
        if bar.value is not None:
            filled = max(2.0, BAR_WIDTH * min(max(bar.value, 0.0), 1.0))
            parts.append(f'<rect x="{label_width:g}" y="{middle - BAR / 2:g}" '
                         f'width="{filled:g}" height="{BAR}" rx="3" '
                         f'fill="{colour(bar.value)}"/>')
        faint = "" if bar.value is not None else ' fill-opacity="0.6"'
        parts.append(f'<text x="{label_width + BAR_WIDTH + 8:g}" y="{middle + 4.5:g}" '
                     f'font-size="13" fill="currentColor"{faint}>'
                     f"{escape(text)}</text></g>")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="mjlearn-chart" role="img" '
            f'aria-label="{escape(title, quote=True)}" viewBox="0 0 {width:g} {height}" '
            f'width="{width:g}" height="{height}" '
            f'style="max-width:100%;height:auto;font-family:var(--jp-ui-font-family, sans-serif)">'
            f"<title>{escape(title)}</title>{''.join(parts)}</svg>")


def _value_text(bar: Bar, lang: str, empty: str) -> str:
    if bar.value is None:
        text = bar.blank or empty
        return f"{text} · {bar.note}" if bar.note else text
    text = percent(bar.value, lang)
    return f"{text} · {bar.note}" if bar.note else text


__all__ = ["Bar", "bar_chart_svg", "colour", "percent"]
