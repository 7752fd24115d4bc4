"""The same texts as HTML fragments for notebooks.

Everything is rendered as plain text first and escaped as a whole, so a learner's input
echoed in an error ("<b>" typed as a hand) or a translation containing "<" or "&" can
never become markup. Each fragment carries ``lang`` so screen readers and hyphenation
use the right language.
"""

from __future__ import annotations

from html import escape
from typing import Iterable

from ..errors import MjlearnError
from ..readings import Waits
from ..trace import Step
from .languages import resolve_language
from .render import render_error, render_step, waits_lines


def _attr(lang: str) -> str:
    return escape(lang, quote=True)


def render_error_html(error: MjlearnError, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return (f'<p class="mjlearn-error" lang="{_attr(lang)}" role="alert">'
            f"{escape(render_error(error, lang))}</p>")


def render_step_html(step: Step, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return (f'<li class="mjlearn-step" data-code="{escape(step.code, quote=True)}">'
            f"{escape(render_step(step, lang))}</li>")


def render_steps_html(steps: Iterable[Step], lang: str | None = None) -> str:
    """An ordered list, the shape a hint button reveals one item at a time."""
    lang = resolve_language(lang)
    items = "".join(render_step_html(s, lang) for s in steps)
    return f'<ol class="mjlearn-steps" lang="{_attr(lang)}">{items}</ol>'


def render_waits_html(waits: Waits, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    header, *rest = waits_lines(waits, lang)
    items = "".join(f"<li>{escape(line)}</li>" for line in rest)
    body = f"<ul>{items}</ul>" if items else ""
    return f'<div class="mjlearn-waits" lang="{_attr(lang)}"><p>{escape(header)}</p>{body}</div>'
