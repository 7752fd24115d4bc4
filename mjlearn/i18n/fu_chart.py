"""The fu flowchart of lesson 07: the order in which a player counts fu, as boxes and
arrows in HTML (no script, no picture file), in the learner's language.

Every number in it is the engine's (:mod:`mjlearn.riichi.fu` and the ruleset's options),
so the chart and the explanations can never disagree:

1. seven pairs? → 25 fu, done;
2. pinfu won by tsumo? → 20 fu, done;
3. start at 20; a closed ron +10, a tsumo +2, an open ron +0;
4. each triplet and kan: 2 to 32; the pair; the wait;
5. round up to the next ten; an open ron still at 20 counts 30.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..checks import accepts, instance_of
from ..riichi.fu import (CHIITOITSU_FU, CLOSED_RON_FU, FU_BASE, OPEN_PINFU_FU, PAIR_FU, SET_FU,
                         TSUMO_FU, WAIT_FU)
from ..rules import STANDARD, Ruleset
from .languages import resolve_language
from .markers import NP_
from .numbers import format_number
from .text import fill, translate

FU_CHART_MESSAGES = {
    # TRANSLATORS: the boxes of the fu flowchart (lesson 07). Keep them short: each box is
    # a line or two. {fu} and the other placeholders are numbers of fu.
    "title": NP_("fu chart", "Counting fu, step by step"),
    "chiitoitsu": NP_("fu chart", "Seven pairs?"),
    "chiitoitsu_yes": NP_("fu chart", "{fu} fu, whatever else. Done."),
    "pinfu_tsumo": NP_("fu chart", "Pinfu won by tsumo?"),
    "pinfu_tsumo_yes": NP_("fu chart", "{fu} fu. Done."),
    "yes": NP_("fu chart", "yes"),
    "no": NP_("fu chart", "no"),
    "base": NP_("fu chart", "Start at {fu} fu."),
    "win": NP_("fu chart", "How was it won? A closed hand by ron: +{ron}. By tsumo: +{tsumo}. "
                           "An open hand by ron: +0."),
    "sets": NP_("fu chart", "Each triplet: +{simple_open} to +{major_closed} (concealed "
                            "twice open, terminals and honours twice simples); each kan four "
                            "times that. A triplet completed by ron is open. Sequences: +0."),
    "pair": NP_("fu chart", "The pair: a dragon, the round wind or your seat wind +{pair}; "
                            "both winds +{double}. Any other pair: +0."),
    "wait": NP_("fu chart", "The wait: kanchan, penchan or tanki +{wait}; ryanmen or shanpon +0."),
    "round": NP_("fu chart", "Round up to the next ten."),
    "open_ron": NP_("fu chart", "An open hand won by ron still at {base}? It counts {fu}."),
}

_BOX = ("border: 1.5px solid currentColor; border-radius: 6px; padding: 0.35em 0.7em; "
        "max-width: 34em; line-height: 1.35")
_QUESTION = _BOX + "; border-style: dashed; font-weight: bold"
_END = _BOX + "; border-width: 2.5px"
_ARROW = "padding: 0.1em 0 0.1em 1.6em; font-size: 1.1em; line-height: 1"


def _say(key: str, lang: str, **values: Any) -> str:
    return escape(fill(translate(FU_CHART_MESSAGES[key], lang),
                       {k: format_number(v, lang) for k, v in values.items()}))


def _down(label: str = "") -> str:
    """An arrow down to the next box, with "no" beside it after a question."""
    said = f' <span style="font-size: 0.85em">{label}</span>' if label else ""
    return f'<div style="{_ARROW}" aria-hidden="true">↓{said}</div>'


def _question(question: str, yes: str, answer: str) -> str:
    """A question, and to its right the arrow "yes →" to the box that ends the count."""
    return ('<div style="display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em">'
            f'<div style="{_QUESTION}">{question}</div>'
            f'<div aria-hidden="true">{yes} →</div>'
            f'<div style="{_END}">{answer}</div></div>')


@accepts(rules=instance_of(Ruleset, "ruleset"))
def render_fu_chart_html(rules: Ruleset = STANDARD, lang: str | None = None) -> str:
    """The flowchart under ``rules`` (the double wind pair's fu, pinfu tsumo, the open
    ron's 30 as the ruleset has them), in ``lang``."""
    lang = resolve_language(lang)
    yes, no = _say("yes", lang), _say("no", lang)
    steps = [_question(_say("chiitoitsu", lang), yes, _say("chiitoitsu_yes", lang, fu=CHIITOITSU_FU)),
             _down(no)]
    if rules.pinfu_tsumo:
        steps += [_question(_say("pinfu_tsumo", lang), yes, _say("pinfu_tsumo_yes", lang, fu=FU_BASE)),
                  _down(no)]
    (wait,) = set(WAIT_FU.values())
    boxes = [_say("base", lang, fu=FU_BASE),
             _say("win", lang, ron=CLOSED_RON_FU, tsumo=TSUMO_FU),
             _say("sets", lang, simple_open=SET_FU[0][0][0], major_closed=SET_FU[1][1][0]),
             _say("pair", lang, pair=PAIR_FU, double=rules.double_wind_pair_fu),
             _say("wait", lang, wait=wait),
             _say("round", lang)]
    for box in boxes:
        steps += [f'<div style="{_BOX}">{box}</div>', _down()]
    if rules.open_pinfu_fu:
        steps.append(f'<div style="{_END}">{_say("open_ron", lang, base=FU_BASE, fu=OPEN_PINFU_FU)}</div>')
    else:
        steps.pop()
    title = _say("title", lang)
    return (f'<figure class="mjlearn-fu-chart" lang="{escape(lang, quote=True)}" '
            f'style="margin: 0.5em 0"><figcaption style="font-weight: bold; margin-bottom: 0.4em">'
            f'{title}</figcaption>{"".join(steps)}</figure>')


__all__ = ["FU_CHART_MESSAGES", "render_fu_chart_html"]
