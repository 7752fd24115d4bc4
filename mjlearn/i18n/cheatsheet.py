"""The cheat sheet (:mod:`mjlearn.table.cheatsheet`) in the learner's language: an A4 page
to print (HTML with print CSS), or plain text for a terminal.

The scoring tables are the lessons' own (:mod:`.points_tables`, lessons 08 and 11): one row
per han, one column per fu, a ron table, a non-dealer's tsumo and the dealer's tsumo, a
limit named in its cell, so that the learner reads the page as they learnt the tables.
Tsumo payments of a non-dealer are written as the team writes them everywhere: what each
non-dealer pays first, then what the dealer pays ("1,000 / 2,000").
"""

from __future__ import annotations

from dataclasses import fields
from html import escape
from typing import Any, Callable, Iterable, Mapping

from babel.lists import format_list

from ..rules import STANDARD, Ruleset
from ..table.cheatsheet import NOT_RULES, WINS, CheatSheet, Difference
from ..table.state import ROUND_WINDS
from .languages import resolve_language
from .markers import NP_, Msg
from .names import NAME_TABLES, YAKU_NAMES
from .points_tables import POINTS_TABLE_MESSAGES, TABLE_KINDS, points_table_rows
from .numbers import SignedAmounts, format_amounts, format_count, format_number
from .render import (MissingMessageError, capitalized, limit_name, name, ruleset_name,
                     wind_name, yaku_name)
from .text import fill, translate


SHEET_MESSAGES: dict[str, Msg] = {
    # TRANSLATORS: the page's title; {ruleset} names the rules ("the EMA rules"…).
    "title": NP_("cheat sheet", "Riichi scoring at a glance: {ruleset}"),
    # TRANSLATORS: the title when a preset's options were changed; {ruleset} as above.
    "title_changed": NP_("cheat sheet", "Riichi scoring at a glance: {ruleset}, with changes"),
    "generated": NP_("cheat sheet", "Every number on this page comes from the mjlearn scoring engine, under "
                         "these rules."),
    "fu": NP_("cheat sheet", "Fu"),
    "fu_round": NP_("cheat sheet", "Add them up and round up to the next ten (seven pairs stay 25)."),
    # TRANSLATORS: the heading above the pair rows of the fu list (a pair of dragons, of the
    # seat wind, of the round wind): the lessons' and the source's name for such a pair.
    "valued_pair": NP_("cheat sheet", "Valued pair"),
    "sets": NP_("cheat sheet", "Triplets and kans"),
    "simples": NP_("cheat sheet", "simples"),
    "majors": NP_("cheat sheet", "terminals, honours"),
    # TRANSLATORS: the rules play without winds, so the only honours are dragons.
    "majors_no_winds": NP_("cheat sheet", "terminals, dragons"),
    "open_triplet": NP_("cheat sheet", "open triplet (minkou)"),
    "closed_triplet": NP_("cheat sheet", "concealed triplet (ankou)"),
    "open_quad": NP_("cheat sheet", "open kan (minkan)"),
    "closed_quad": NP_("cheat sheet", "concealed kan (ankan)"),
    "ron_triplet": NP_("cheat sheet", "A triplet completed by ron counts as open."),
    "non_dealer": NP_("cheat sheet", "Non-dealer wins"),
    "dealer": NP_("cheat sheet", "Dealer wins"),
    # TRANSLATORS: short column headers of the tables (keep them short: the page is full).
    "ron": NP_("cheat sheet", "Ron"),
    "tsumo": NP_("cheat sheet", "Tsumo"),
    # TRANSLATORS: a column of the dealer's table: what each of the three others pays.
    "tsumo_each": NP_("cheat sheet", "Tsumo, each"),
    "limits": NP_("cheat sheet", "Limits"),
    "limit": NP_("cheat sheet", "limit"),
    "han": NP_("cheat sheet", "han"),
    # TRANSLATORS: {example} is a cell of the table, e.g. "1,000/2,000".
    "legend_tsumo": NP_("cheat sheet", "Tsumo by a non-dealer: what each non-dealer pays / what the dealer "
                            "pays ({example})."),
    # TRANSLATORS: {example} is a cell of the dealer's table, e.g. "2,000".
    "legend_tsumo_dealer": NP_("cheat sheet", "Tsumo by the dealer: what each of the others pays ({example})."),
    "legend_impossible": NP_("cheat sheet", "—: no hand has these han and fu."),
    # TRANSLATORS: {ron}, {tsumo}, {deposit} and {noten} are points with their unit.
    "legend_table": NP_("cheat sheet", "Each honba adds {ron} to a ron, and {tsumo} from each player to a "
                            "tsumo. A riichi stick is {deposit}; noten payments are {noten} "
                            "in all."),
    "differences": NP_("cheat sheet", "Differences from the standard rules"),
    "rule": NP_("cheat sheet", "rule"),
    "these_rules": NP_("cheat sheet", "these rules"),
    "standard": NP_("cheat sheet", "standard"),
    "no_differences": NP_("cheat sheet", "These are the standard rules."),
    # TRANSLATORS: a line of the list of differences; {option} is a rule, {value} its value
    # here, {standard} its value in the standard rules. A value may hold names with their
    # glosses in parentheses, so the standard value is not put in parentheses.
    "difference": NP_("cheat sheet", "{option}: {value} — standard: {standard}"),
    # TRANSLATORS: the header of the yaku list: each yaku, then its han in a closed hand and
    # in an open one.
    "yaku": NP_("cheat sheet", "Yaku: han closed / open"),
    "closed": NP_("cheat sheet", "closed"),
    "open": NP_("cheat sheet", "open"),
    "closed_only": NP_("cheat sheet", "—: closed hands only. A pair of dragons or winds is not a "
                       "yaku."),
    # TRANSLATORS: as above, under rules without wind tiles: the only honours are dragons.
    "closed_only_no_winds": NP_("cheat sheet", "—: closed hands only. A pair of dragons is not a "
                                "yaku."),
    "yakuman": NP_("cheat sheet", "Yakuman"),
    # TRANSLATORS: a yakuman of the list that counts twice; {yakuman} is its name.
    "double": NP_("cheat sheet", "{yakuman}: double"),
    # TRANSLATORS: a footer; how to print the page.
    "print": NP_("cheat sheet", "Print on A4, landscape."),
}

# The fu items of mjlearn.table.cheatsheet.fu_items.
FU_ITEM_NAMES = {
    "base": NP_("fu item", "Every winning hand"),
    "closed_ron": NP_("fu item", "Closed hand won by ron"),
    "tsumo": NP_("fu item", "Tsumo (not pinfu)"),
    "tsumo_always": NP_("fu item", "Tsumo"),
    "pinfu_tsumo": NP_("fu item", "Pinfu by tsumo, in all"),
    "open_pinfu": NP_("fu item", "Open hand won by ron with no other fu, in all"),
    "chiitoitsu": NP_("fu item", "Seven pairs (chiitoitsu), in all"),
    "pair_dragon": NP_("fu item", "Pair of dragons"),
    "pair_seat_wind": NP_("fu item", "Pair of the seat wind"),
    "pair_round_wind": NP_("fu item", "Pair of the round wind"),
    "pair_double_wind": NP_("fu item", "Pair of a wind that is both seat and round wind"),
    "wait": NP_("fu item", "Wait: kanchan, penchan or tanki"),
}

NAME_TABLES["fu_item"] = FU_ITEM_NAMES


def _t(key: str, lang: str, **values: Any) -> str:
    return fill(translate(SHEET_MESSAGES[key], lang), values)


def _value(key: str, lang: str, **values: Any) -> str:
    return fill(name("option_value", key, lang), values)


def _points(value: int, lang: str) -> str:
    return format_count("points", value, lang)


def _yes_no(value: Any, lang: str, option: str) -> str:
    return _value("yes" if value else "no", lang)


def _words(value: Any, lang: str, option: str) -> str:
    return _value(f"{option}.{value}", lang)


def _extension(value: Any, lang: str, option: str) -> str:
    return _value("no", lang) if value is None else _value("extension", lang, target=_points(value, lang))


def _number_or_no_limit(value: Any, lang: str, option: str) -> str:
    return _value("no_limit", lang) if value is None else format_number(value, lang)


def _names(table: str, none: str = "none") -> Callable[[Any, str, str], str]:
    def formatted(value: Any, lang: str, option: str) -> str:
        if not value:
            return _value(none, lang)
        return format_list([name(table, v, lang) for v in sorted(value)], locale=lang)
    return formatted


# Yaku the list leaves out: those that need wind tiles (rulesets §2.4: impossible without
# winds, and "Wind tiles: no" says so already), and daisharin's other suits, which only
# the daisharin_all_suits option brings in.
NEED_WINDS = ("yakuhai_seat_wind", "yakuhai_round_wind", "kokushi", "kokushi_13", "shousuushii",
              "daisuushii", "tsuuiisou")
OTHER_SUITS_DAISHARIN = ("daichikurin", "daisuurin")


def _yaku_allowed(value: Any, lang: str, option: str) -> str:
    if value is None:
        return _value("all_yaku", lang)
    rules = STANDARD.with_options(yaku_allowed=value)
    missing = [y for y in YAKU_NAMES if STANDARD.allows(y) and not rules.allows(y)
               and y not in NEED_WINDS and y not in OTHER_SUITS_DAISHARIN]
    return _value("all_but", lang, list=format_list([name("yaku", y, lang) for y in missing],
                                                    locale=lang))


def _renhou(value: Any, lang: str, option: str) -> str:
    if value == "off":
        return _value("no", lang)
    if value == "yakuman":
        return limit_name("yakuman", lang)
    return format_count("han", value, lang)


def _kazoe(value: Any, lang: str, option: str) -> str:
    if value == "stacked":
        return _value("kazoe.stacked", lang)
    return limit_name("kazoe_yakuman" if value == "yakuman" else value, lang)


def _red_fives(value: Any, lang: str, option: str) -> str:
    tiles = [f"0{suit}" for suit, count in zip("mps", value) for _ in range(count)]
    return " ".join(tiles) if tiles else _value("none", lang)


def _rounds(value: Any, lang: str, option: str) -> str:
    if value is None:
        return _value("no_limit", lang)
    return format_list([wind_name(ROUND_WINDS[r % len(ROUND_WINDS)], lang) for r in range(value)],
                       locale=lang)


def _uma(value: Any, lang: str, option: str) -> str:
    if not any(value):
        return _value("none", lang)
    return format_amounts(SignedAmounts(value), lang)


# How each rule option's value is said. A switch (a bool in the standard rules) is a yes
# or a no; every other option needs a format here (and, like every option, a name in
# mjlearn.i18n.names.OPTION_NAMES).
OPTION_FORMATS: dict[str, Callable[[Any, str, str], str]] = {
    **{f.name: _yes_no for f in fields(Ruleset)
       if f.name not in NOT_RULES and isinstance(getattr(STANDARD, f.name), bool)},
    **{option: _words for option in ("multi_ron_sticks", "multi_ron_honba", "bust",
                                     "final_rounding", "final_ties", "pao_scope", "chombo")},
    **{option: lambda v, lang, o: _points(v, lang) for option in (
        "start_points", "honba_points", "riichi_deposit", "noten_total", "return_points",
        "chombo_penalty")},
    "extension_target": _extension,
    "max_ron_winners": _number_or_no_limit, "extension_rounds": _number_or_no_limit,
    "yakuman_cap": _number_or_no_limit,
    "double_wind_pair_fu": lambda v, lang, o: format_count("fu", v, lang),
    "yaku_allowed": _yaku_allowed, "double_yakuman": _names("yaku"), "pao": _names("yaku"),
    "abortive_draws": _names("abortive_draw", none="none.abortive_draws"),
    "renhou": _renhou, "kazoe": _kazoe, "red_fives": _red_fives, "game_rounds": _rounds,
    "uma": _uma,
}


def option_label(option: str, lang: str | None = None) -> str:
    """An option's name at the head of a line: "The uma", "Open tanyao (kuitan)"."""
    return capitalized(name("option", option, resolve_language(lang)))


# ... and under rules without wind tiles, where a name that speaks of winds has another.
OPTION_FORMATS_WITHOUT_WINDS = {"abortive_draws": _names("abortive_draw_without_winds")}


def option_value(option: str, value: Any, lang: str | None = None, winds: bool = True) -> str:
    """An option's value in words: "yes", "20,000 points", "East, South" …; ``winds=False``
    for the value under rules without wind tiles."""
    lang = resolve_language(lang)
    formatter = (OPTION_FORMATS_WITHOUT_WINDS.get(option) if winds is False else None) \
        or OPTION_FORMATS.get(option)
    if formatter is None:
        raise MissingMessageError(f"no format for the rule option {option!r}", option)
    return formatter(value, lang, option)


def difference_rows(differences: Iterable[Difference], lang: str | None = None,
                    winds: bool = True) -> list[list[str]]:
    """One row per difference: the option, its value here (named for a set without wind
    tiles when ``winds`` is False), its standard value."""
    lang = resolve_language(lang)
    return [[option_label(d.option, lang), option_value(d.option, d.value, lang, winds),
             option_value(d.option, d.standard, lang)] for d in differences]


def sheet_title(sheet: CheatSheet, lang: str) -> str:
    ruleset = ruleset_name(sheet.rules.name, lang)
    return _t("title_changed" if sheet.changed else "title", lang, ruleset=ruleset)


# The fu items that are pairs: a heading of one cell, the lessons' "valued pair", goes above
# the first of them.
PAIR_ITEMS = ("pair_dragon", "pair_seat_wind", "pair_round_wind", "pair_double_wind")


def fu_rows(sheet: CheatSheet, lang: str) -> list[list[str]]:
    """The fu items: what, and how many fu (a bare number under a "fu" header); above the
    pairs, a row of one cell that names them together."""
    rows = []
    for item in sheet.fu:
        if item.item == PAIR_ITEMS[0]:
            rows.append([_t("valued_pair", lang)])
        rows.append([name("fu_item", item.item, lang), format_number(item.fu, lang)])
    return rows


def set_rows(sheet: CheatSheet, lang: str) -> list[list[str]]:
    """Triplets and kans: a header (simples, terminals and honours), then four rows."""
    majors = "majors" if sheet.rules.winds else "majors_no_winds"
    rows = [[_t("sets", lang), _t("simples", lang), _t(majors, lang)]]
    for key, concealed, quad in (("open_triplet", 0, 0), ("closed_triplet", 1, 0),
                                 ("open_quad", 0, 1), ("closed_quad", 1, 1)):
        rows.append([_t(key, lang)] + [format_number(sheet.set_fu[major][concealed][quad], lang)
                                       for major in (0, 1)])
    return rows


def closed_only_key(sheet: CheatSheet) -> str:
    """The yaku list's note: which pairs are no yaku names no winds where there are none."""
    return "closed_only" if sheet.rules.winds else "closed_only_no_winds"


def yaku_rows(sheet: CheatSheet, lang: str) -> list[list[str]]:
    """The yaku list: name, han closed, han open ("—" closed only); the wind yaku are left
    out under rules without wind tiles."""
    return [[yaku_name(row.yaku, lang, sheet.rules.winds), format_number(row.closed, lang),
             "—" if row.open is None else format_number(row.open, lang)]
            for row in sheet.yaku if sheet.rules.winds or row.yaku not in NEED_WINDS]


def yakuman_names(sheet: CheatSheet, lang: str) -> list[str]:
    """The yakuman the rules play, a double one said so."""
    winds = sheet.rules.winds
    return [_t("double", lang, yakuman=yaku_name(y, lang, winds)) if multiple > 1
            else yaku_name(y, lang, winds)
            for y, multiple in sheet.yakuman if sheet.rules.winds or y not in NEED_WINDS]


def payment_text(amounts: Mapping[str, int] | None, tsumo: bool, dealer: bool, lang: str) -> str:
    """A cell: the ron payment; on the dealer's tsumo what each pays; on a non-dealer's
    tsumo each non-dealer's share, then the dealer's ("1,000/2,000"); "—" for no hand."""
    if amounts is None:
        return "—"
    if not tsumo:
        return format_number(amounts["discarder"], lang)
    if dealer:
        return format_number(amounts["non_dealer"], lang)
    return f"{format_number(amounts['non_dealer'], lang)} / {format_number(amounts['dealer'], lang)}"


def points_tables(sheet: CheatSheet, lang: str) -> list[tuple[str, list[list[str]]]]:
    """The lessons' three scoring tables under the sheet's rules, each ``(title, rows)``:
    a header of fu, then a row per han (ron: non-dealer / dealer; a non-dealer's tsumo:
    each non-dealer / the dealer; the dealer's tsumo: each of the three others)."""
    return [(translate(POINTS_TABLE_MESSAGES[kind], lang), points_table_rows(sheet.rules, kind, lang))
            for kind in TABLE_KINDS]


def limit_rows(sheet: CheatSheet, lang: str) -> list[list[str]]:
    """The limits: name, han, then non-dealer ron, tsumo, dealer ron, tsumo (each)."""
    from .results import limits_rows
    named = limits_rows(sheet.tables[WINS[0]], sheet.limits[WINS[0]], lang)
    return [[label, hans] + [payment_text(sheet.limits[(dealer, tsumo)][i].payments, tsumo, dealer, lang)
                             for dealer, tsumo in WINS]
            for i, (label, hans, _) in enumerate(named)]


def legend_lines(sheet: CheatSheet, lang: str) -> list[str]:
    """How to read the tables, with a real cell as the example, and the table money."""
    rules = sheet.rules
    example = sheet.tables[(False, True)].cell(3, 30).payments
    dealer_example = sheet.tables[(True, True)].cell(3, 30).payments
    return [
        _t("legend_tsumo", lang, example=payment_text(example, True, False, lang)),
        _t("legend_tsumo_dealer", lang, example=payment_text(dealer_example, True, True, lang)),
        _t("legend_impossible", lang),
        _t("legend_table", lang, ron=_points(rules.honba_points, lang),
           tsumo=_points(rules.honba_points // 3, lang), deposit=_points(rules.riichi_deposit, lang),
           noten=_points(rules.noten_total, lang)),
    ]


def _after_colon(header: str, lang: str) -> str:
    """A column header continued after a colon: Spanish and Italian go on in lower case
    («Vince un non mazziere: ron»); English keeps its capital, and so do Polish and Russian,
    which write Ron and Tsumo with a capital everywhere («Выигрывает недилер: Ron»)."""
    return header if lang in ("en", "pl", "ru") else header[:1].lower() + header[1:]


def _win_headers(dealer: bool, lang: str) -> tuple[str, str]:
    return _t("ron", lang), _t("tsumo_each" if dealer else "tsumo", lang)


# --- text ----------------------------------------------------------------------------------

def _columns(rows: list[list[str]]) -> str:
    """Rows in aligned columns; a row of one cell (a heading) takes no part in the widths."""
    full = [r for r in rows if len(r) > 1] or rows
    widths = [max(len(r[i]) for r in full) for i in range(len(full[0]))]
    return "\n".join("  ".join(c.rjust(w) if i else c.ljust(w)
                               for i, (c, w) in enumerate(zip(r, widths))).rstrip()
                      if len(r) > 1 else r[0] for r in rows)


def cheat_sheet_text(sheet: CheatSheet, lang: str | None = None) -> str:
    """The sheet as plain text, block after block."""
    lang = resolve_language(lang)
    out = [sheet_title(sheet, lang), "", _t("fu", lang), _columns(fu_rows(sheet, lang)),
           _t("fu_round", lang), "", _columns(set_rows(sheet, lang)), _t("ron_triplet", lang)]
    for title, rows in points_tables(sheet, lang):
        out += ["", title, _columns(rows)]
    nd, d = _t("non_dealer", lang), _t("dealer", lang)
    limit_head = [_t("limit", lang), _t("han", lang)] + [
        f"{who}: {_after_colon(what, lang)}" for who, dealer in ((nd, False), (d, True))
        for what in _win_headers(dealer, lang)]
    out += ["", _t("limits", lang), _columns([limit_head] + limit_rows(sheet, lang)), ""]
    out += legend_lines(sheet, lang)
    out += ["", _t("yaku", lang),
            _columns([["", _t("closed", lang), _t("open", lang)]] + yaku_rows(sheet, lang)),
            _t(closed_only_key(sheet), lang), "",
            f'{_t("yakuman", lang)}: {format_list(yakuman_names(sheet, lang), locale=lang)}']
    if sheet.differences:
        out += ["", _t("differences", lang)]
        out += [_t("difference", lang, option=option, value=value, standard=standard)
                for option, value, standard in difference_rows(sheet.differences, lang, sheet.rules.winds)]
    return "\n".join(out) + "\n"


# --- HTML ----------------------------------------------------------------------------------

# The back of the sheet, a second A4 page: the yaku with their han closed and open, and the
# yakuman, in large type (the list a beginner looks at most at the table).
# One A4 page, landscape: the lessons' three han/fu tables on the left, the fu, the limits and the
# legend on the right, the differences from the standard rules across the bottom (small
# type: a ruleset far from the standard one has some twenty). Black on white, thin
# rules, shaded headers kept when printing. On a screen narrower than the sheet (283 mm and
# its 8 mm margins: a browser window, the preview frame in a lesson) the page shrinks to fit
# rather than being cut on the right: tan(atan2(a, b)) is a / b as a plain number, the scale
# `zoom` takes (a browser that cannot compute it shows the sheet unscaled).
CSS = """
@page { size: A4 landscape; margin: 7mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 7.3pt/1.22 "DejaVu Sans", "Liberation Sans", Arial, sans-serif;
       color: #000; background: #fff; }
h1 { font-size: 12pt; margin: 0 0 1.2mm; }
h2 { font-size: 8.4pt; margin: 1.6mm 0 0.6mm; }
h2.first { margin-top: 0; }
.sheet { display: grid; grid-template-columns: 59% 41%; column-gap: 4mm; width: 283mm; }
.sheet > * { min-width: 0; }
table { border-collapse: collapse; width: 100%; break-inside: avoid; }
th, td { border: 0.3pt solid #777; padding: 0.3mm 0.8mm; }
td { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
th { background: #e6e6e6; font-weight: bold; text-align: center; }
tbody th { text-align: right; }
table.points { table-layout: fixed; margin-bottom: 1.6mm; }
table.points caption { font-weight: bold; font-size: 8.4pt; text-align: left; padding: 0.6mm 0; }
table.points col.han { width: 7%; }
table.points td { white-space: normal; line-height: 1.15; }
table.points td span { white-space: nowrap; }
.label { text-align: left; white-space: normal; }
.pair { display: grid; grid-template-columns: 56% 44%; column-gap: 2mm; }
p { margin: 0.5mm 0; }
.legend, .note, .diff, footer { font-size: 6.7pt; }
.diff, .yaku { grid-column: 1 / 3; }
.yaku { break-before: page; }
.yaku h2 { font-size: 12pt; margin: 0 0 1.2mm; }
.yaku ul { columns: 3; column-gap: 6mm; margin: 0 0 2mm; padding: 0; list-style: none; font-size: 9pt; }
.yaku li { break-inside: avoid; display: flex; justify-content: space-between; gap: 1mm; }
.yaku li span { white-space: nowrap; font-variant-numeric: tabular-nums; }
.yaku p { font-size: 9pt; }
.diff ul { columns: 3; column-gap: 5mm; margin: 0; padding: 0; list-style: none; }
.diff li { break-inside: avoid; margin: 0 0 0.4mm; }
.diff .standard { color: #444; }
footer { grid-column: 1 / 3; color: #333; margin-top: 1mm; }
@media screen { body { padding: 8mm; }
  html { zoom: min(1, tan(atan2(100vw, 299mm))); } }
"""


def _cells_html(cells: Iterable[str], tag: str = "td") -> str:
    cells = list(cells)
    if len(cells) == 1:           # a heading over the rows below it (the valued pairs)
        return f'<tr><th class="label" colspan="2">{escape(cells[0])}</th></tr>'
    return ("<tr>" + f'<{tag} class="label">{escape(cells[0])}</{tag}>'
            + "".join(f"<{tag}>{escape(c)}</{tag}>" for c in cells[1:]) + "</tr>")


def _points_table_html(title: str, rows: list[list[str]]) -> str:
    """One of the lessons' tables: its title as the caption, fu across, han down; a cell of
    two amounts may break after its slash, an amount never."""
    head, *body = rows
    cols = '<colgroup><col class="han">' + "<col>" * (len(head) - 1) + "</colgroup>"
    top = "<tr>" + "".join(f'<th scope="col">{escape(c)}</th>' for c in head) + "</tr>"
    trs = "".join("<tr>" + f'<th scope="row">{escape(r[0])}</th>' + "".join(
        "<td>" + " / ".join(f"<span>{escape(part)}</span>" for part in c.split(" / ")) + "</td>"
        for c in r[1:]) + "</tr>" for r in body)
    return (f'<table class="points"><caption>{escape(title)}</caption>{cols}<thead>{top}</thead>'
            f"<tbody>{trs}</tbody></table>")


def _limits_html(sheet: CheatSheet, lang: str) -> str:
    top = (f'<tr><th rowspan="2" class="label">{escape(_t("limit", lang))}</th>'
           f'<th rowspan="2">{escape(_t("han", lang))}</th>'
           f'<th colspan="2">{escape(_t("non_dealer", lang))}</th>'
           f'<th colspan="2">{escape(_t("dealer", lang))}</th></tr>')
    sub = "<tr>" + "".join(f"<th>{escape(c)}</th>" for dealer in (False, True)
                           for c in _win_headers(dealer, lang)) + "</tr>"
    body = "".join(_cells_html(r) for r in limit_rows(sheet, lang))
    return f'<table class="limits"><thead>{top}{sub}</thead><tbody>{body}</tbody></table>'


def _differences_html(sheet: CheatSheet, lang: str) -> str:
    if not sheet.differences:
        return f'<p class="note">{escape(_t("no_differences", lang))}</p>'
    template = escape(translate(SHEET_MESSAGES["difference"], lang))
    items = []
    for option, value, standard in difference_rows(sheet.differences, lang, sheet.rules.winds):
        items.append("<li>" + fill(template, {
            "option": f"<b>{escape(option)}</b>", "value": escape(value),
            "standard": f'<span class="standard">{escape(standard)}</span>'}) + "</li>")
    return f'<ul>{"".join(items)}</ul>'


def _yaku_html(sheet: CheatSheet, lang: str) -> str:
    """The yaku list in four columns, each line "name … closed / open", then the yakuman."""
    items = "".join(f"<li>{escape(yaku)}<span>{escape(closed)} / {escape(opened)}</span></li>"
                    for yaku, closed, opened in yaku_rows(sheet, lang))
    yakuman = format_list(yakuman_names(sheet, lang), locale=lang)
    return (f'<section class="yaku"><h2>{escape(_t("yaku", lang))}</h2><ul>{items}</ul>'
            f'<p>{escape(_t(closed_only_key(sheet), lang))} <b>{escape(_t("yakuman", lang))}</b>: '
            f"{escape(yakuman)}</p></section>")


def cheat_sheet_html(sheet: CheatSheet, lang: str | None = None) -> str:
    """The sheet as a whole HTML page, one A4 page (landscape) when printed."""
    lang = resolve_language(lang)
    title = sheet_title(sheet, lang)
    fu = "".join(_cells_html(r) for r in fu_rows(sheet, lang))
    sets_head, *sets = set_rows(sheet, lang)
    sets_html = ("<thead>" + _cells_html(sets_head, "th") + "</thead><tbody>"
                 + "".join(_cells_html(r) for r in sets) + "</tbody>")
    legend = "".join(f"<p>{escape(line)}</p>" for line in legend_lines(sheet, lang))
    return (
        f'<!DOCTYPE html>\n<html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{CSS}</style></head><body>"
        f'<div class="sheet" data-rules="{escape(sheet.rules.name, quote=True)}">'
        f'<section class="tables"><h1>{escape(title)}</h1>'
        + "".join(_points_table_html(title, rows) for title, rows in points_tables(sheet, lang)) +
        f'</section>'
        f'<section class="side">'
        f'<h2 class="first">{escape(_t("fu", lang))}</h2>'
        f'<table class="fu"><tbody>{fu}</tbody></table>'
        f'<p class="note">{escape(_t("fu_round", lang))}</p>'
        f'<table class="sets">{sets_html}</table>'
        f'<p class="note">{escape(_t("ron_triplet", lang))}</p>'
        f'<h2>{escape(_t("limits", lang))}</h2>{_limits_html(sheet, lang)}'
        f'<div class="legend">{legend}</div></section>'
        + _yaku_html(sheet, lang) +
        # the standard rules' own sheet has no differences to list: no empty block
        (f'<section class="diff"><h2>{escape(_t("differences", lang))}</h2>'
           f"{_differences_html(sheet, lang)}</section>" if sheet.differences else "") +
        f'<footer>{escape(_t("generated", lang))} {escape(_t("print", lang))}</footer>'
        "</div></body></html>\n")


__all__ = ["cheat_sheet_html", "cheat_sheet_text", "difference_rows", "option_label",
           "option_value", "payment_text", "OPTION_FORMATS", "SHEET_MESSAGES"]
