"""The same texts as HTML fragments for notebooks.

Everything is rendered as plain text first and escaped as a whole, so a learner's input
echoed in an error ("<b>" typed as a hand) or a translation containing "<" or "&" can
never become markup. Each fragment carries ``lang`` so screen readers and hyphenation
use the right language.
"""

from __future__ import annotations

import re
from html import escape
from typing import Iterable

from ..checks import accepts, bad_argument, optional
from ..errors import MjlearnError
from ..rules import Ruleset
from ..readings import Waits
from ..trace import Step
from .languages import resolve_language
from .numbers import format_count, format_number
from . import results
from .detail import check_detail, riichi_summary_at, say as detail_line, visible_steps
from .render import render_error, render_step, waits_lines
from .validation import RESULTS
from ..checks import instance_of

RULESET = instance_of(Ruleset, "ruleset")


# a power as plain text writes it: "2^(2 + han)" (the Riichi formula), "2^3" (Classic
# doubles), "10^30" (a number too large to write out)
_POWER = re.compile(r"\^(?:\(([^()]*)\)|(\d+))")


def text_html(text: str) -> str:
    """A sentence as HTML: escaped, and its powers set as superscripts, as the lessons
    write the formula ("fu × 2^(2 + han)" → "fu × 2<sup>2 + han</sup>")."""
    if type(text) is not str:
        raise bad_argument("text", "text", text)
    return _POWER.sub(lambda m: f"<sup>{m.group(1) or m.group(2)}</sup>", escape(text))


def _attr(lang: str) -> str:
    return escape(lang, quote=True)


def render_error_html(error: MjlearnError, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return (f'<p class="mjlearn-error" lang="{_attr(lang)}" role="alert">'
            f"{text_html(render_error(error, lang))}</p>")


@accepts(step=RESULTS["step"])
def render_step_html(step: Step, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return (f'<li class="mjlearn-step" data-code="{escape(step.code, quote=True)}">'
            f"{text_html(render_step(step, lang))}</li>")


@accepts(steps=RESULTS["steps"])
def render_steps_html(steps: Iterable[Step], lang: str | None = None) -> str:
    """An ordered list, the shape a hint button reveals one item at a time."""
    lang = resolve_language(lang)
    items = "".join(render_step_html(s, lang) for s in steps)
    return f'<ol class="mjlearn-steps" lang="{_attr(lang)}">{items}</ol>'


@accepts(waits=RESULTS["waits"])
def render_waits_html(waits: Waits, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    header, *rest = waits_lines(waits, lang)
    items = "".join(f"<li>{escape(line)}</li>" for line in rest)
    body = f"<ul>{items}</ul>" if items else ""
    return f'<div class="mjlearn-waits" lang="{_attr(lang)}"><p>{escape(header)}</p>{body}</div>'


# --- whole results ----------------------------------------------------------------------

def _explained_html(kind: str, steps: Iterable[Step], summary: Iterable[str], lang: str,
                    more: str = "") -> str:
    items = "".join(render_step_html(s, lang) for s in steps)
    lines = "".join(f"<p>{escape(line)}</p>" for line in summary)
    summary_div = f'<div class="mjlearn-summary">{lines}</div>' if lines else ""
    return (f'<div class="mjlearn-{kind}" lang="{_attr(lang)}"><ol class="mjlearn-steps">{items}</ol>'
            f'{summary_div}{more}</div>')


def _table_html(rows: list[list[str]], css: str) -> str:
    head, *body = rows
    th = "".join(f'<th scope="col">{escape(c)}</th>' for c in head)
    trs = "".join("<tr>" + f'<th scope="row">{escape(r[0])}</th>'
                  + "".join(f"<td>{escape(c)}</td>" for c in r[1:]) + "</tr>" for r in body)
    return f'<table class="{css}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


@accepts(result=RESULTS["score_result"])
def render_score_html(result, lang: str | None = None, detail: str = "all",
                      upto: str = "all") -> str:
    """A Riichi score: the steps as a list, then the summary. With a ``detail`` below
    "all" (see :mod:`.detail`), only the steps and summary of that level, and the whole
    explanation folded beneath, one click away. ``upto`` caps that folded explanation at
    a level too (a lesson before fu and points are taught): it then ends with a line that
    says the rest comes later (not for a yakuman), and at ``upto=detail`` nothing is
    folded."""
    lang = resolve_language(lang)
    if check_detail(upto) < check_detail(detail):
        raise bad_argument("upto", "detail_level", upto)
    if upto == "all":
        whole = _explained_html("score", result.trace, results.riichi_summary(result, lang),
                                lang)
    else:
        # a yakuman's fu do not count and its payment is fixed: nothing to come back to
        later = "" if result.yakuman else \
            f'<p class="mjlearn-later">{escape(detail_line("later", lang))}</p>'
        whole = _explained_html("score", visible_steps(result.trace, upto),
                                riichi_summary_at(result, upto, lang), lang, later)
    shown = visible_steps(result.trace, detail)
    if len(shown) == len(result.trace) and detail == "all":
        return whole
    if upto == detail:   # nothing more to unfold: the steps, and what comes later
        return whole
    more = (f'<details class="mjlearn-more"><summary>'
            f'{escape(detail_line("show_every_step", lang))}</summary>{whole}</details>')
    return _explained_html("score", shown, riichi_summary_at(result, detail, lang), lang, more)


@accepts(result=RESULTS["classic_score"])
def render_classic_score_html(result, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return _explained_html("classic-score", result.trace, results.classic_summary(result, lang), lang)


@accepts(result=RESULTS["classic_settlement"])
def render_classic_settlement_html(result, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    items = "".join(render_step_html(s, lang) for s in result.trace)
    table = _table_html(results.settlement_matrix(result, lang), "mjlearn-matrix")
    return (f'<div class="mjlearn-classic-settlement" lang="{_attr(lang)}">'
            f'<ol class="mjlearn-steps">{items}</ol>{table}</div>')


@accepts(result=RESULTS["table_settlement"])
def render_table_settlement_html(result, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    steps, scores = results.table_settlement_lines(result, lang)
    return _explained_html("settlement", result.steps, scores, lang)


@accepts(result=RESULTS["final_scores"])
def render_final_scores_html(result, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    title, *lines = results.render_final_scores(result, lang).split("\n")
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return (f'<div class="mjlearn-final" lang="{_attr(lang)}"><p>{escape(title)}</p>'
            f"<ol>{items}</ol></div>")


@accepts(end=RESULTS["game_end"])
def render_game_end_html(end, lang: str | None = None) -> str:
    """Whether the game is over and why, as a paragraph."""
    lang = resolve_language(lang)
    return (f'<p class="mjlearn-game-end" lang="{_attr(lang)}">'
            f"{escape(results.render_game_end(end, lang))}</p>")


@accepts(table=RESULTS["score_table"], limits=RESULTS["limits"])
def render_score_table_html(table, limits, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return (f'<div class="mjlearn-score-table" lang="{_attr(lang)}">'
            f"<p>{escape(results.table_title(table, lang))}</p>"
            f'{_table_html(results.score_table_rows(table, lang), "mjlearn-table")}'
            f"{render_limits_table_html(table, limits, lang)}</div>")


@accepts(table=RESULTS["score_table"], limits=RESULTS["limits"])
def render_limits_table_html(table, limits, lang: str | None = None) -> str:
    lang = resolve_language(lang)
    from .points_tables import POINTS_TABLE_MESSAGES
    from .text import translate

    header = [translate(POINTS_TABLE_MESSAGES[key], lang) for key in ("limit", "han")]
    rows = [header + [results.table_title(table, lang)]] + results.limits_rows(table, limits, lang)
    return _table_html(rows, "mjlearn-limits")


@accepts(errata=RESULTS["errata"], rules=optional(RULESET))
def render_seed_002_errata_html(errata, rules=None, lang: str | None = None) -> str:
    """Seed 002's wrong cells, one small table per printed table: in each cell the seed's
    number, an arrow and the engine's (an empty left side: the seed left the cell empty; a
    dash on the right: no hand has that han and fu). Tsumo cells of a non-dealer read
    "each non-dealer/dealer", as in the engine's own tables."""
    from ..table.tables import SEED_002_KINDS, score_table

    lang = resolve_language(lang)

    def amount(value, missing: str) -> str:
        if value is None:
            return missing
        if isinstance(value, tuple):  # seed 002's order: (dealer pays, each non-dealer pays)
            return f"{format_number(value[1], lang)}/{format_number(value[0], lang)}"
        return format_number(value, lang)

    parts = []
    for kind, (dealer, tsumo) in SEED_002_KINDS.items():
        wrong = {(e.fu, e.han): f"{amount(e.printed, '')} → {amount(e.engine, '—')}"
                 for e in errata if e.table == kind}
        if not wrong:
            continue
        hans = sorted({han for _, han in wrong})
        rows = [[results.say("fu_han", lang)] + [format_count("han_short", h, lang) for h in hans]]
        for fu in sorted({fu for fu, _ in wrong}, key=lambda fu: (fu is None, fu or 0)):
            label = results.say("limits", lang) if fu is None else format_number(fu, lang)
            rows.append([label] + [wrong.get((fu, han), "") for han in hans])
        title = results.table_title(score_table(rules, dealer, tsumo), lang)
        parts.append(f"<p>{escape(title)}</p>{_table_html(rows, 'mjlearn-errata')}")
    return f'<div class="mjlearn-seed-002-errata" lang="{_attr(lang)}">{"".join(parts)}</div>'
