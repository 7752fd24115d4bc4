"""How much of a Riichi explanation to show: a level of detail over the same trace.

A lesson that has taught the waits and the yaku should not print fu, basic points and
payments yet. The level is a rendering choice, not a second trace: each step code
belongs to the first level that teaches it, and a level shows its own steps and those of
every level before it, in the trace's order::

    wait → yaku → dora → fu → points → payments → all

``all`` shows every step, notes included. The summary under the steps follows the level
too: the han so far, then han and fu, then the limit, then who pays what. Steps of codes
this module does not know (a note added later) appear only at ``all``.
"""

from __future__ import annotations

from typing import Any, Iterable

from ..checks import accepts
from ..trace import Step
from .languages import resolve_language
from .markers import NP_
from .numbers import format_count
from .render import render_step
from .results import riichi_summary, say as result_line
from .text import fill, translate
from .validation import RESULTS

DETAIL_LEVELS = ("wait", "yaku", "dora", "fu", "points", "payments", "all")

# The first level that shows a step, by code (an exact code first, then its prefix).
_LEVEL_OF_CODE = {
    "reading.alternative": "points",   # it compares han, fu and basic points
    "note.yakuman_ignores": "dora",    # it names the dora a yakuman ignores
    "note.pinfu_tsumo_no_fu": "fu",
    "note.yakuman_fu": "fu",           # "its fu are not counted": once fu are taught
    "note.fu_irrelevant": "points",    # "the hand reaches a limit"
    "note.open_reduction": "yaku",
    "note.yaku_lost_open": "yaku",
    "note.pinfu_refused": "yaku",
    "note.yaku_not_in_rules": "yaku",
    "note.yakuman_not_cumulative": "yaku",
    "note.renhou_not_cumulative": "yaku",
}
_LEVEL_OF_FAMILY = {"reading": "wait", "yaku": "yaku", "yakuman": "yaku", "dora": "dora",
                    "fu": "fu", "points": "points", "nagashi": "points",
                    "payment": "payments"}

DETAIL_MESSAGES = {
    # TRANSLATORS: the button that unfolds the whole explanation of a hand, every step,
    # below a shorter one that shows only what the lesson has taught so far.
    "show_every_step": NP_("detail", "Show every step"),
    # TRANSLATORS: the total of a hand before fu are taught; {han} is counted ("4 han").
    # Said as the whole explanation's total is ("In all, the hand is worth 4 han and 30
    # fu.").
    "han_total": NP_("detail", "In all, the hand is worth {han}."),
    # TRANSLATORS: the last line of a hand's explanation in the first lessons, which stops
    # before the fu and the points: later lessons teach them.
    "later": NP_("detail", "The fu and the points of this hand come in later lessons."),
}


def check_detail(detail: str) -> int:
    """The level's rank; an unknown level is a typed error (``bad_argument``), like any
    other bad argument of a public function."""
    if type(detail) is str and detail in DETAIL_LEVELS:
        return DETAIL_LEVELS.index(detail)
    from ..checks import bad_argument
    raise bad_argument("detail", "detail_level", detail)


def step_level(step: Step) -> int:
    """The rank of the first level that shows ``step``."""
    level = _LEVEL_OF_CODE.get(step.code) or _LEVEL_OF_FAMILY.get(step.family, "all")
    return DETAIL_LEVELS.index(level)


def visible_steps(steps: Iterable[Step], detail: str = "all") -> tuple[Step, ...]:
    """The steps a level shows, in the trace's order."""
    rank = check_detail(detail)
    return tuple(s for s in steps if step_level(s) <= rank)


def say(key: str, lang: str, **values: Any) -> str:
    return fill(translate(DETAIL_MESSAGES[key], lang), values)


def riichi_summary_at(result: Any, detail: str, lang: str | None = None) -> list[str]:
    """The summary lines of a Riichi score that a level may show: none for the wait, the
    han (or the yakuman) for yaku and dora, han and fu for fu, the limit from points on,
    and who pays what from payments on."""
    lang = resolve_language(lang)
    rank = check_detail(detail)
    if rank < DETAIL_LEVELS.index("yaku"):
        return []
    full = riichi_summary(result, lang)
    if rank >= DETAIL_LEVELS.index("payments"):
        return full
    if rank >= DETAIL_LEVELS.index("points") or result.yakuman:
        return full[:1]
    if rank >= DETAIL_LEVELS.index("fu"):
        return [result_line("riichi_total", lang, han=format_count("han", result.han, lang),
                            fu=format_count("fu", result.fu, lang))]
    # before the dora are taught, the han of the yaku alone: the total of the steps shown
    shown = visible_steps(result.trace, detail)
    han = sum(s.value or 0 for s in shown if s.family in ("yaku", "dora"))
    return [say("han_total", lang, han=format_count("han", han, lang))]


def score_lines(result: Any, lang: str | None = None,
                detail: str = "all") -> tuple[list[str], list[str]]:
    """(the steps, the summary) of a Riichi score, at a level of detail."""
    lang = resolve_language(lang)
    return ([render_step(s, lang) for s in visible_steps(result.trace, detail)],
            riichi_summary_at(result, detail, lang))


@accepts(result=RESULTS["score_result"])
def render_score(result: Any, lang: str | None = None, detail: str = "all") -> str:
    """A scored Riichi hand, step by step, then its total and payments (``detail``: how
    far the explanation goes, see above)."""
    steps, summary = score_lines(result, lang, detail)
    return "\n".join(steps + [""] + summary)


__all__ = ["DETAIL_LEVELS", "DETAIL_MESSAGES", "check_detail", "step_level", "visible_steps",
           "riichi_summary_at", "score_lines", "render_score"]
