"""The clock of a timed exercise (``ExerciseWidget(…, timed=True)``).

**The clock starts when the learner starts**, not when the cell runs: a lesson run whole
(Run All) draws every drill at once, and the learner reaches them one by one. A question's
clock waits ("the clock starts when you start to answer") until the learner first
focuses, clicks or types anywhere in the exercise; from then it ticks, and the first
answer checked stops it.

That moment is seen in the page. The clock line carries a small script (the ``onerror``
of an image that never loads, :data:`CLOCK_SCRIPT`: an ``ipywidgets.HTML`` view sets its
``innerHTML``, so the same script runs in JupyterLab, in the JupyterLite site and in the
classroom's Voilà) that listens to the exercise's ``focusin``, ``pointerdown`` and
``keydown`` events. At the first one it notes ``performance.now()``, starts the ticking
and says ``TOKEN:start`` through a hidden text field (:data:`SINK_CLASS`); at each press
of a button or of Enter or Space after that it says ``TOKEN:MILLISECONDS``, the time
measured in the page since the first interaction — the press that checks the answer
included, before its own message leaves. ``TOKEN`` names the question shown, so a message
about an earlier question is ignored.

The kernel keeps the page's latest measurement and adds the little time since it came
(:class:`Stopwatch`); without one (a widget driven from Python) the first change of the
answer starts the kernel's own clock. A question checked before anything started its
clock has no time: it is never a personal best.

What the learner sees tick is drawn by the page itself, so no message crosses to the
kernel every second: a CSS counter animated through a registered custom property
(``@property``, in every current browser), started at the seconds already gone when the
view is drawn again (a language switch). Once the question is answered the clock shows
the time taken, the target and the personal best.
"""

from __future__ import annotations

from html import escape
from typing import Callable

from ..i18n import format_seconds
from ..i18n.numbers import seconds_affixes
from .labels import label

SINK_CLASS = "mjlearn-clock-sink"   # the hidden field the page's script writes to

CLOCK_CSS = """
@property --mjlearn-seconds { syntax: '<integer>'; inherits: false; initial-value: 0; }
@keyframes mjlearn-tick { from { --mjlearn-seconds: 0; } to { --mjlearn-seconds: 3600; } }
.mjlearn-clock-line { display: flex; flex-wrap: wrap; gap: 0.4em 1.2em; align-items: baseline;
  margin: 2px 0 6px 0; }
.mjlearn-clock { font-variant-numeric: tabular-nums; font-weight: 700; min-width: 4.5em; }
.mjlearn-clock[data-token]::after {
  content: var(--mjlearn-before, "") "0" var(--mjlearn-after, ""); }
.mjlearn-clock-running::after, .mjlearn-clock[data-token].mjlearn-clock-running::after {
  counter-reset: mjlearn-s var(--mjlearn-seconds);
  content: var(--mjlearn-before, "") counter(mjlearn-s) var(--mjlearn-after, "");
  animation: mjlearn-tick 3600s steps(3600, end) forwards;
  animation-delay: var(--mjlearn-delay, 0s); }
.mjlearn-clock-running ~ .mjlearn-clock-waiting { display: none; }
.mjlearn-clock-target, .mjlearn-clock-best, .mjlearn-clock-waiting { opacity: 0.8; }
.mjlearn-new-best { font-weight: 700; }
"""

# Runs in the page each time the clock line is drawn (``this`` is the image). The state
# lives on the exercise's element, so a redrawn line (a language switch) keeps its time.
CLOCK_SCRIPT = """(function (img) {
  img.onerror = null;
  var root = img.closest('.mjlearn-exercise');
  if (!root) return;
  var clock = function () { return root.querySelector('.mjlearn-clock[data-token]'); };
  var tick = function (c, s) {
    c.style.setProperty('--mjlearn-delay', (-(performance.now() - s.t0) / 1000) + 's');
    c.classList.add('mjlearn-clock-running');
  };
  var s = root.mjlearnClock;
  if (!s) {
    s = root.mjlearnClock = {token: null, t0: null};
    var say = function (text) {
      var field = root.querySelector('.SINK input');
      if (!field) return;
      field.value = text;
      field.dispatchEvent(new Event('input', {bubbles: true}));
    };
    var heard = function (e) {
      if (e.target.closest && e.target.closest('.SINK')) return;
      var c = clock();
      if (!c) return;
      var token = c.dataset.token;
      if (s.token !== token) {
        s.token = token; s.t0 = performance.now();
        tick(c, s);
        say(token + ':start');
      }
      var press = e.type === 'pointerdown' ||
        (e.type === 'keydown' && (e.key === 'Enter' || e.key === ' '));
      if (press) say(token + ':' + Math.round(performance.now() - s.t0));
    };
    ['focusin', 'pointerdown', 'keydown'].forEach(function (name) {
      root.addEventListener(name, heard, true);
    });
  }
  var c = clock();
  if (c && s.token === c.dataset.token && s.t0 !== null) tick(c, s);
})(this);""".replace("SINK", SINK_CLASS)


class Stopwatch:
    """The kernel's side of one question's clock: started by the page's message (or the
    first change of the answer), and the seconds from then when the answer is checked.

    ``clock`` is the kernel's time source (``time.monotonic``; a test passes its own)."""

    def __init__(self, clock: Callable[[], float], token: int) -> None:
        self._now = clock
        self.token = token
        self.started: float | None = None       # kernel time of the first interaction
        self._page: tuple[float, float] | None = None   # (page seconds, kernel time heard)

    def start(self) -> None:
        """The learner's first interaction, as the kernel hears of it."""
        if self.started is None:
            self.started = self._now()

    def heard(self, text: str) -> bool:
        """A message of the page's script (``TOKEN:start`` or ``TOKEN:MILLISECONDS``);
        False when it is not about this question."""
        token, _, what = str(text).partition(":")
        if token != str(self.token):
            return False
        if what == "start":
            self.start()
            return True
        try:
            seconds = max(0.0, int(what) / 1000)
        except ValueError:
            return False
        now = self._now()
        if self.started is None:
            self.started = now - seconds
        self._page = (seconds, now)
        return True

    @property
    def running(self) -> bool:
        return self.started is not None

    def elapsed(self) -> float | None:
        """Seconds since the learner started: the page's measurement plus the moment since
        it came; the kernel's own without one; None when nothing started the clock."""
        if self.started is None:
            return None
        now = self._now()
        if self._page is not None:
            seconds, heard = self._page
            return max(0.0, seconds + (now - heard))
        return max(0.0, now - self.started)


def _script() -> str:
    return f'<img src="data:," alt="" hidden onerror="{escape(CLOCK_SCRIPT, quote=True)}">'


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def running_clock_html(elapsed: float | None, target: float, best: float | None, lang: str,
                       token: int = 0) -> str:
    """The clock while the learner thinks: waiting for the learner to start
    (``elapsed`` None), then the seconds ticking (from ``elapsed``); the target and the
    personal best beside it. ``token`` names the question for the page's script."""
    before, after = seconds_affixes(lang)
    style = f"--mjlearn-before: {_css_string(before)}; --mjlearn-after: {_css_string(after)}"
    css = "mjlearn-clock"
    if elapsed is not None:
        style = f"--mjlearn-delay: -{max(0, int(elapsed))}s; " + style
        css += " mjlearn-clock-running"
    parts = [f'<span class="{css}" role="timer" data-token="{int(token)}" '
             f'aria-label="{escape(label("clock", lang), quote=True)}" '
             f'style="{escape(style, quote=True)}">◷ </span>',
             f'<span class="mjlearn-clock-waiting">{escape(label("clock_waiting", lang))}</span>',
             _target_and_best(target, best, lang), _script()]
    return f'<div class="mjlearn-clock-line" lang="{lang}">{"".join(parts)}</div>'


def stopped_clock_html(seconds: float | None, target: float, best: float | None,
                       new_best: bool, lang: str, revealed: bool = True) -> str:
    """The clock after the first answer: the time it took against the target, and the
    personal best (a new one said so). ``seconds`` None: the answer was shown first
    (``revealed``), or checked before the clock started (no time, the target and best
    only)."""
    parts = []
    if seconds is not None:
        key = "clock_on_target" if seconds <= target else "clock_over_target"
        said = label(key, lang, seconds=format_seconds(seconds, lang),
                     target=format_seconds(target, lang))
        parts.append(f'<span class="mjlearn-clock">◷ {escape(said)}</span>')
    elif revealed:
        parts.append(f'<span class="mjlearn-clock">◷ {escape(label("clock_revealed", lang))}'
                     f"</span>")
    else:
        parts.append(_target_and_best(target, best, lang))
        return f'<div class="mjlearn-clock-line" lang="{lang}">{"".join(parts)}</div>'
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


__all__ = ["CLOCK_CSS", "CLOCK_SCRIPT", "SINK_CLASS", "Stopwatch", "running_clock_html",
           "stopped_clock_html"]
