"""The clock of a timed exercise (``ExerciseWidget(…, timed=True)``).

The kernel times each question: from the moment it is shown to the first answer checked
(``clock``, :func:`time.monotonic` unless a test passes its own), and that is the time
kept in the progress store. What the learner sees tick is drawn by the page itself, so no
message crosses to the kernel every second: a CSS counter animated through a registered
custom property (``@property``, in every current browser), started at the seconds
already gone when the view is drawn again (a language switch). Once the question is
answered the clock shows the kernel's time, the target and the personal best.
"""

from __future__ import annotations

from html import escape

from ..i18n import format_seconds
from ..i18n.numbers import seconds_affixes
from .labels import label

CLOCK_CSS = """
@property --mjlearn-seconds { syntax: '<integer>'; inherits: false; initial-value: 0; }
@keyframes mjlearn-tick { from { --mjlearn-seconds: 0; } to { --mjlearn-seconds: 3600; } }
.mjlearn-clock-line { display: flex; flex-wrap: wrap; gap: 0.4em 1.2em; align-items: baseline;
  margin: 2px 0 6px 0; }
.mjlearn-clock { font-variant-numeric: tabular-nums; font-weight: 700; min-width: 4.5em; }
.mjlearn-clock-running::after { counter-reset: mjlearn-s var(--mjlearn-seconds);
  content: var(--mjlearn-before, "") counter(mjlearn-s) var(--mjlearn-after, "");
  animation: mjlearn-tick 3600s steps(3600, end) forwards;
  animation-delay: var(--mjlearn-delay, 0s); }
.mjlearn-clock-target, .mjlearn-clock-best { opacity: 0.8; }
.mjlearn-new-best { font-weight: 700; }
"""


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def running_clock_html(elapsed: float, target: float, best: float | None, lang: str) -> str:
    """The clock while the learner thinks: the seconds ticking (from ``elapsed``), the
    target and the personal best."""
    before, after = seconds_affixes(lang)
    style = (f"--mjlearn-delay: -{max(0, int(elapsed))}s; "
             f"--mjlearn-before: {_css_string(before)}; --mjlearn-after: {_css_string(after)}")
    parts = [f'<span class="mjlearn-clock mjlearn-clock-running" role="timer" '
             f'aria-label="{escape(label("clock", lang), quote=True)}" '
             f'style="{escape(style, quote=True)}">◷ </span>',
             _target_and_best(target, best, lang)]
    return f'<div class="mjlearn-clock-line" lang="{lang}">{"".join(parts)}</div>'


def stopped_clock_html(seconds: float | None, target: float, best: float | None,
                       new_best: bool, lang: str) -> str:
    """The clock after the first answer: the time it took against the target, and the
    personal best (a new one said so). ``seconds`` None: the answer was shown first."""
    if seconds is None:
        said = label("clock_revealed", lang)
    else:
        key = "clock_on_target" if seconds <= target else "clock_over_target"
        said = label(key, lang, seconds=format_seconds(seconds, lang),
                     target=format_seconds(target, lang))
    parts = [f'<span class="mjlearn-clock">◷ {escape(said)}</span>']
    if new_best:
        parts.append(f'<span class="mjlearn-new-best">{escape(label("clock_new_best", lang))}'
                     f"</span>")
    elif best is not None:
        parts.append(f'<span class="mjlearn-clock-best">'
                     f'{escape(label("clock_best", lang, seconds=format_seconds(best, lang)))}'
                     f"</span>")
    return f'<div class="mjlearn-clock-line" lang="{lang}">{"".join(parts)}</div>'


def _target_and_best(target: float, best: float | None, lang: str) -> str:
    parts = [f'<span class="mjlearn-clock-target">'
             f'{escape(label("clock_target", lang, seconds=format_seconds(target, lang)))}</span>']
    if best is not None:
        parts.append(f'<span class="mjlearn-clock-best">'
                     f'{escape(label("clock_best", lang, seconds=format_seconds(best, lang)))}'
                     f"</span>")
    return "".join(parts)


__all__ = ["CLOCK_CSS", "running_clock_html", "stopped_clock_html"]
