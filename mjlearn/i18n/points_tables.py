"""The scoring tables laid out as players read them: one row per han, one column per fu,
the non-dealer's and the dealer's amounts side by side, and a limit's name where the hand
reaches one (the layout of the Italian han-and-fu page, «Punteggio: han e fu»).

Three tables and the limits:

- ron: "1,000 / 1,500": what the discarder pays a non-dealer / a dealer;
- tsumo by a non-dealer: "300 / 500": what each non-dealer / the dealer pays (the order
  players call it: "300–500");
- tsumo by the dealer: "500": what each of the three others pays;
- the limits, named, with their han and the three kinds of payment side by side.

A column whose every cell is impossible (no ron is worth 20 fu) is left out; an
impossible cell is a dash.
"""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ..checks import accepts, describe, instance_of
from ..errors import MjlearnError
from ..rules import Ruleset
from .languages import resolve_language
from .markers import NP_
from .numbers import format_number
from .render import capitalized, limit_name
from .text import fill, translate

TABLE_KINDS = ("ron", "tsumo", "dealer_tsumo")
RULES = instance_of(Ruleset, "ruleset")


def _table_kind(argument: str, kind: Any) -> str:
    if type(kind) is not str or kind not in TABLE_KINDS:
        raise MjlearnError("bad_option", option=argument, value=describe(kind))
    return kind

POINTS_TABLE_MESSAGES = {
    # TRANSLATORS: the title of a scoring table: each cell reads "1,000 / 1,500", what the
    # player who discarded the winning tile pays a non-dealer, then a dealer.
    "ron": NP_("points table", "Ron: the discarder pays a non-dealer / a dealer"),
    # TRANSLATORS: the title of a scoring table: each cell reads "300 / 500", what each
    # non-dealer pays, then what the dealer pays, when a non-dealer wins by tsumo.
    "tsumo": NP_("points table", "Tsumo by a non-dealer: each non-dealer pays / the dealer pays"),
    # TRANSLATORS: the title of a scoring table: each cell is what each of the three other
    # players pays when the dealer wins by tsumo.
    "dealer_tsumo": NP_("points table", "Tsumo by the dealer: each of the three others pays"),
    # TRANSLATORS: the corner of a scoring table whose rows are han and columns fu.
    "corner": NP_("points table", "han \\ fu"),
    # TRANSLATORS: column headers of the limits table: the limit's name, its han.
    "limit": NP_("points table", "Limit"),
    "han": NP_("points table", "Han"),
}


def _say(key: str, lang: str, **values: Any) -> str:
    return fill(translate(POINTS_TABLE_MESSAGES[key], lang), values)


def _amounts(kind: str, non_dealer_wins: Mapping[str, int] | None,
             dealer_wins: Mapping[str, int] | None, lang: str) -> str:
    """A cell's amounts, from the payments when a non-dealer wins and when the dealer
    wins: two amounts side by side for ron and for a non-dealer's tsumo."""
    def number(value: int) -> str:
        return format_number(value, lang)

    if kind == "ron":
        return f"{number(non_dealer_wins['discarder'])} / {number(dealer_wins['discarder'])}"
    if kind == "tsumo":
        return f"{number(non_dealer_wins['non_dealer'])} / {number(non_dealer_wins['dealer'])}"
    return number(dealer_wins["non_dealer"])


@accepts(rules=RULES, kind=_table_kind)
def points_table_rows(rules, kind: str, lang: str | None = None) -> list[list[str]]:
    """The table of ``kind`` ("ron", "tsumo", "dealer_tsumo") as rows of cells: a header
    of fu, then one row per han."""
    from ..table import score_table

    lang = resolve_language(lang)
    tsumo = kind != "ron"
    non_dealer, dealer = score_table(rules, False, tsumo), score_table(rules, True, tsumo)
    hans = sorted({c.han for c in non_dealer.cells})
    fus = [fu for fu in sorted({c.fu for c in non_dealer.cells})
           if any(non_dealer.cell(han, fu).payments is not None for han in hans)]
    rows = [[_say("corner", lang)] + [format_number(fu, lang) for fu in fus]]
    for han in hans:
        row = [format_number(han, lang)]
        for fu in fus:
            one, other = non_dealer.cell(han, fu), dealer.cell(han, fu)
            if one.payments is None:
                row.append("—")
            elif one.limit:
                # a cell starts with the name, as the limits table's rows do: "Mangan"
                row.append(capitalized(limit_name(one.limit, lang)))
            else:
                row.append(_amounts(kind, one.payments, other.payments, lang))
        rows.append(row)
    return rows


@accepts(rules=RULES)
def limits_rows(rules, lang: str | None = None) -> list[list[str]]:
    """The limits: a header (limit, han, the three kinds of payment), then one row each."""
    from ..table import limits_table, score_table
    from .results import limits_rows as named_limits

    lang = resolve_language(lang)
    rows = [[_say("limit", lang), _say("han", lang)] + [_say(k, lang) for k in TABLE_KINDS]]
    tables = {(dealer, tsumo): limits_table(rules, dealer, tsumo)
              for dealer in (False, True) for tsumo in (False, True)}
    # each limit's name and han, as the one-kind limits table writes them
    names = named_limits(score_table(rules), tables[False, False], lang)
    for i, (name, hans, _paid) in enumerate(names):
        paid = {kind: table[i].payments for kind, table in tables.items()}  # (dealer, tsumo)
        rows.append([name, hans, _amounts("ron", paid[False, False], paid[True, False], lang),
                     _amounts("tsumo", paid[False, True], None, lang),
                     _amounts("dealer_tsumo", None, paid[True, True], lang)])
    return rows


def _amounts_html(cell: str) -> str:
    return " / ".join(f'<span style="white-space: nowrap">{escape(part)}</span>'
                      for part in cell.split(" / "))


def _table(rows: list[list[str]], css: str, caption: str = "", wrapped_head: bool = False) -> str:
    head, *body = rows
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    # a heading and an amount stay on one line ("1 000" never breaks at its space); a cell
    # of two amounts may break after its slash, so that a wide table still fits the page.
    # Headings that are sentences (the limits' "Tsumo by a non-dealer: each non-dealer
    # pays / the dealer pays") wrap, or they alone would make the table scroll.
    nowrap = ' style="white-space: nowrap"'
    th = "".join(f'<th scope="col"{"" if wrapped_head else nowrap}>{escape(c)}</th>'
                 for c in head)
    trs = "".join("<tr>" + f'<th scope="row"{nowrap}>{escape(r[0])}</th>'
                  + "".join(f"<td>{_amounts_html(c)}</td>" for c in r[1:]) + "</tr>"
                  for r in body)
    return f'<table class="{css}">{cap}<thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


@accepts(rules=RULES, kind=_table_kind)
def render_points_table_html(rules, kind: str = "ron", lang: str | None = None) -> str:
    """One scoring table (han rows, fu columns), its title as the caption."""
    lang = resolve_language(lang)
    return (f'<div class="mjlearn-points-table" lang="{escape(lang, quote=True)}">'
            f'{_table(points_table_rows(rules, kind, lang), "mjlearn-table", _say(kind, lang))}'
            f"</div>")


@accepts(rules=RULES)
def render_points_limits_html(rules, lang: str | None = None) -> str:
    """The limits with their names, their han and every kind of payment."""
    lang = resolve_language(lang)
    return (f'<div class="mjlearn-points-limits" lang="{escape(lang, quote=True)}">'
            f'{_table(limits_rows(rules, lang), "mjlearn-limits", wrapped_head=True)}</div>')


__all__ = ["TABLE_KINDS", "POINTS_TABLE_MESSAGES", "points_table_rows", "limits_rows",
           "render_points_table_html", "render_points_limits_html"]
