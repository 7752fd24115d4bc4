"""Whole results as text in the learner's language: a Riichi score, a Classic score and
settlement, a table round, final scores, the scoring and limits tables.

Each result is its trace, step by step (:func:`render_step`), then the lines that sum it
up. Those lines read the result's own fields, which the engines compute from the same
steps, so the summary cannot disagree with the explanation.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ..checks import accepts
from .grammar import count_in_words, tidy
from .languages import resolve_language
from .markers import Msg, PluralMsg
from .messages import GAME_END_MESSAGES, RESULT_MESSAGES
from .numbers import format_count, format_number
from .render import (MissingMessageError, capitalized, classic_player, limit_name, place_text,
                     render_step, ruleset_under, seat_label, seats_label, signed, wind_name)
from .text import fill, translate, translate_plural
from .validation import RESULTS


def say(key: str, lang: str, count: int | None = None, **values: Any) -> str:
    """One line of RESULT_MESSAGES, its values already formatted (a line that opens with a
    name starts with a capital); ``count`` picks the form of a counted line."""
    message: Msg | PluralMsg = RESULT_MESSAGES[key]
    template = (translate_plural(message, count, lang) if isinstance(message, PluralMsg)
                else translate(message, lang))
    text = tidy(fill(template, values), lang)
    return capitalized(text) if key in CAPITALIZED else text


CAPITALIZED = frozenset({"seat_scores", "seat_scores_same", "final_line"})


def points(amount: int, lang: str) -> str:
    return format_count("points", amount, lang)


def addition(parts: Sequence[int], lang: str) -> str:
    """ "3 900 + 600": the parts of a payment, added up the way players say it."""
    return " + ".join(format_number(part, lang) for part in parts)


def riichi_summary(result: Any, lang: str | None = None) -> list[str]:
    """The total of a Riichi score (han, fu, limit), who pays what, and the winner's gain."""
    lang = resolve_language(lang)
    if result.yakuman == 1:
        head = say("riichi_total_yakuman_one", lang)
    elif result.yakuman == 2:
        head = say("riichi_total_yakuman_two", lang)
    elif result.yakuman:
        head = say("riichi_total_yakuman", lang,
                   multiple=count_in_words("yakuman", result.yakuman, lang))
    else:
        counted = {"han": format_count("han", result.han, lang),
                   "fu": format_count("fu", result.fu, lang)}
        head = (say("riichi_total_limit", lang, limit=limit_name(result.limit, lang), **counted)
                if result.limit else say("riichi_total", lang, **counted))
    return [head, *payment_summary(result, lang)]


def riichi_value(result: Any, lang: str | None = None) -> str:
    """A Riichi hand's value as a label a line can put beside its winning tile ("5m — double
    yakuman", "6s — 3 han, 40 fu", "mangan"): never a sentence after a dash."""
    lang = resolve_language(lang)
    if result.yakuman == 1:
        return say("value_yakuman_one", lang)
    if result.yakuman == 2:
        return say("value_yakuman_two", lang)
    if result.yakuman:
        return count_in_words("yakuman", result.yakuman, lang)
    if result.limit:
        return limit_name(result.limit, lang)
    return say("value_han_fu", lang, han=format_count("han_short", result.han, lang),
               fu=format_count("fu_short", result.fu, lang))


def _step_param(steps: Iterable[Any], code: str, param: str) -> int:
    return next((s.params[param] for s in steps if s.code == code), 0)


def payment_summary(result: Any, lang: str | None = None) -> list[str]:
    """What each payer really pays, honba included, and what the winner gains with the
    riichi sticks, as sums whose parts add up: "With the honba, the discarder pays
    3,900 + 600 = 4,500 points." / "With the 1 riichi stick on the table, the winner gains
    4,500 + 1,000 = 5,500 points." """
    lang = resolve_language(lang)
    payments = result.payments
    amounts = payments.amounts
    honba = _step_param(result.trace, "payment.honba", "each")   # what each payer adds

    def paid(hand: int) -> str:
        return points(hand + honba, lang)

    def plus_honba(hand: int) -> str:
        return addition([hand, honba], lang)

    if "discarder" in amounts:
        hand = amounts["discarder"]
        parts = [hand + honba]
        pays = (say("pays_ron_honba", lang, sum=plus_honba(hand), amount=paid(hand)) if honba
                else say("pays_ron", lang, amount=paid(hand)))
    elif "dealer" in amounts:
        non_dealer, dealer = amounts["non_dealer"], amounts["dealer"]
        parts = [non_dealer + honba, non_dealer + honba, dealer + honba]
        pays = (say("pays_tsumo_honba", lang, non_dealer_sum=plus_honba(non_dealer),
                    non_dealer=paid(non_dealer), dealer_sum=plus_honba(dealer),
                    dealer=paid(dealer)) if honba
                else say("pays_tsumo", lang, non_dealer=paid(non_dealer), dealer=paid(dealer)))
    else:
        non_dealer = amounts["non_dealer"]
        parts = [non_dealer + honba] * 3
        pays = (say("pays_dealer_tsumo_honba", lang, non_dealer_sum=plus_honba(non_dealer),
                    non_dealer=paid(non_dealer)) if honba
                else say("pays_dealer_tsumo", lang, non_dealer=paid(non_dealer)))
    total = points(result.total, lang)
    sticks = _step_param(result.trace, "payment.riichi_sticks", "sticks")
    declared = any(y.id in ("riichi", "double_riichi") for y in result.yaku)
    if sticks and declared:
        # the winner's own stick is among those on the table (the CLI's --sticks counts
        # it): what they collect, and what the hand gains them (lesson 09's settlements)
        gains = say("winner_collects_own_stick", lang, count=sticks,
                    sticks=format_count("sticks", sticks, lang),
                    sum=addition(parts + [payments.sticks], lang), total=total,
                    net=points(result.total - payments.sticks // sticks, lang))
    elif sticks:
        gains = say("winner_gains_sticks", lang, count=sticks,
                    sticks=format_count("sticks", sticks, lang),
                    sum=addition(parts + [payments.sticks], lang), total=total)
    elif len(parts) > 1:
        gains = say("winner_gains_sum", lang, sum=addition(parts, lang), total=total)
    else:
        gains = say("winner_gains", lang, total=total)
    return [pays, gains]


def classic_summary(result: Any, lang: str | None = None) -> list[str]:
    lang = resolve_language(lang)
    total = points(result.total, lang)
    if result.limit_hand:
        return [say("classic_total_limit", lang, total=total)]
    return [say("classic_total", lang, points=points(result.points, lang),
                doubles=format_count("doubles", result.doubles, lang), total=total)]


def classic_score_lines(result: Any, lang: str | None = None) -> tuple[list[str], list[str]]:
    lang = resolve_language(lang)
    return [render_step(s, lang) for s in result.trace], classic_summary(result, lang)


@accepts(result=RESULTS["classic_score"])
def render_classic_score(result: Any, lang: str | None = None) -> str:
    steps, summary = classic_score_lines(result, lang)
    return "\n".join(steps + [""] + summary)


def _columns(rows: Sequence[Sequence[str]]) -> str:
    if not rows:
        return ""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.rjust(w) for c, w in zip(r, widths)).rstrip() for r in rows)


def settlement_matrix(result: Any, lang: str | None = None) -> list[list[str]]:
    """The Classic payment matrix as rows of cells: a header, one row per payer, the nets."""
    lang = resolve_language(lang)
    players = [classic_player(p, lang) for p in result.players]
    rows = [[say("payer_receiver", lang), *players]]
    rows += [[p, *(format_number(v, lang) for v in row)] for p, row in zip(players, result.matrix)]
    rows.append([translate(RESULT_MESSAGES["net"], lang), *(signed(n, lang) for n in result.net)])
    return rows


@accepts(result=RESULTS["classic_settlement"])
def render_classic_settlement(result: Any, lang: str | None = None, steps: bool = True) -> str:
    """The matrix (rows pay columns) and the nets; with ``steps``, each payment explained."""
    lang = resolve_language(lang)
    rows = settlement_matrix(result, lang)
    widths = [max(len(r[0]) for r in rows)] + [max(7, *(len(r[i]) + 2 for r in rows))
                                                for i in range(1, len(rows[0]))]
    table = "\n".join(r[0].ljust(widths[0]) + "".join(c.rjust(w) for c, w in zip(r[1:], widths[1:]))
                      for r in rows)
    if not steps:
        return table
    return "\n".join([render_step(s, lang) for s in result.trace] + ["", table])


def table_settlement_lines(result: Any, lang: str | None = None) -> tuple[list[str], list[str]]:
    """(the steps, each seat's score before → after) of a Riichi table round."""
    lang = resolve_language(lang)
    scores = [say("scores_after", lang)]
    for seat, (before, after, delta) in enumerate(zip(result.before.scores, result.after.scores,
                                                      result.deltas)):
        if delta == 0:      # "stays at 25,000 points", not "from 25,000 to 25,000 (0)"
            scores.append(say("seat_scores_same", lang, seat=seat_label(seat, lang),
                              before=format_number(before, lang)))
            continue
        scores.append(say("seat_scores", lang, seat=seat_label(seat, lang),
                          before=format_number(before, lang), after=format_number(after, lang),
                          delta=signed(delta, lang)))
    return [render_step(s, lang) for s in result.steps], scores


@accepts(result=RESULTS["table_settlement"])
def render_table_settlement(result: Any, lang: str | None = None) -> str:
    steps, scores = table_settlement_lines(result, lang)
    return "\n".join(steps + [""] + scores)


@accepts(result=RESULTS["final_scores"])
def render_final_scores(result: Any, lang: str | None = None, steps: bool = False) -> str:
    """Final scores by seat; with ``steps``, how each was reached."""
    lang = resolve_language(lang)
    lines = [render_step(s, lang) for s in result.steps] + [""] if steps else []
    lines.append(say(f"final_title_{result.unit}", lang))
    for seat, score in enumerate(result.scores):
        lines.append(say("final_line", lang, seat=seat_label(seat, lang),
                         points=points(result.points[seat], lang),
                         score=signed(score, lang),
                         place=place_text((result.places or result.ranking.places)[seat], lang)))
    return "\n".join(lines)


@accepts(end=RESULTS["game_end"])
def render_game_end(end: Any, lang: str | None = None) -> str:
    """Whether the game is over and why, as one sentence: "The game is over: player 3 is
    bust." (a :class:`mjlearn.table.GameEnd`)."""
    lang = resolve_language(lang)
    if end.over:
        key = end.reason
    elif end.busted:
        key = "goes_on_busted"
    elif end.reason == "dealer_plays_on":
        key = "goes_on_dealer"
    else:
        key = "goes_on_extension" if end.target is not None else "goes_on"
    message = GAME_END_MESSAGES.get(key)
    if message is None:
        raise MissingMessageError(f"no message for the end of a game by {end.reason!r}", end.reason)
    values = {"seats": seats_label(end.busted, lang)}
    if end.last_round is not None:
        values["round_wind"] = wind_name(end.last_round, lang)
    if end.target is not None:
        values["target"] = points(end.target, lang)
    if isinstance(message, PluralMsg):
        text = translate_plural(message, len(end.busted), lang)
    else:
        text = translate(message, lang)
    return capitalized(tidy(fill(text, values), lang))


def _payment_text(amounts: Mapping[str, int], tsumo: bool, dealer: bool, lang: str) -> str:
    if not tsumo:
        return format_number(amounts["discarder"], lang)
    if dealer:
        return say("each", lang, amount=format_number(amounts["non_dealer"], lang))
    return f"{format_number(amounts['non_dealer'], lang)}/{format_number(amounts['dealer'], lang)}"


def score_table_rows(table: Any, lang: str | None = None) -> list[list[str]]:
    """The scoring table as rows, laid out as the lessons' tables (lessons 08 and 11) and
    the cheat sheet's: a header of fu, then one row per han."""
    lang = resolve_language(lang)
    hans = sorted({c.han for c in table.cells})
    fus = sorted({c.fu for c in table.cells})
    rows = [[say("han_fu", lang)]
            + [format_count("fu_short", fu, lang) for fu in fus]]
    for han in hans:
        row = [format_count("han_short", han, lang)]
        for fu in fus:
            cell = table.cell(han, fu)
            row.append("—" if cell.payments is None
                       else _payment_text(cell.payments, table.tsumo, table.dealer, lang))
        rows.append(row)
    return rows


def limits_rows(table: Any, limits: Iterable[Any], lang: str | None = None) -> list[list[str]]:
    """The limits table as rows: the limit's name, its han, its payment."""
    lang = resolve_language(lang)
    rows = []
    for limit in limits:
        if limit.han_min is None:
            hans = "—"
        elif limit.han_max is None:
            hans = say("han_open", lang, low=format_number(limit.han_min, lang))
        elif limit.han_max == limit.han_min:
            hans = format_number(limit.han_min, lang)
        else:
            hans = say("han_range", lang, low=format_number(limit.han_min, lang),
                       high=format_number(limit.han_max, lang))
        rows.append([capitalized(limit_name(limit.limit, lang)), hans,
                     _payment_text(limit.payments, table.tsumo, table.dealer, lang)])
    return rows


def table_title(table: Any, lang: str | None = None) -> str:
    """ "A non-dealer wins by tsumo under the standard rules: what each non-dealer / the
    dealer pays": which table it is, and how to read its cells."""
    lang = resolve_language(lang)
    key = f"title_{'tsumo' if table.tsumo else 'ron'}_{'dealer' if table.dealer else 'non_dealer'}"
    return say(key, lang, ruleset=ruleset_under(table.ruleset, lang))


@accepts(table=RESULTS["score_table"], limits=RESULTS["limits"])
def render_score_table(table: Any, limits: Sequence[Any], lang: str | None = None) -> str:
    """The scoring table (han × fu) and the limits table, for one kind of win."""
    lang = resolve_language(lang)
    return "\n".join([table_title(table, lang), "", _columns(score_table_rows(table, lang)), "",
                      say("limits", lang), _columns(limits_rows(table, limits, lang))])


@accepts(table=RESULTS["score_table"], limits=RESULTS["limits"])
def render_limits_table(table: Any, limits: Sequence[Any], lang: str | None = None) -> str:
    lang = resolve_language(lang)
    return "\n".join([say("limits", lang), _columns(limits_rows(table, limits, lang))])


__all__ = [
    "render_score", "riichi_summary", "riichi_value", "payment_summary", "score_lines", "render_classic_score", "classic_summary",
    "classic_score_lines", "render_classic_settlement", "settlement_matrix",
    "render_table_settlement", "table_settlement_lines", "render_final_scores",
    "render_score_table", "render_limits_table", "score_table_rows", "limits_rows", "table_title",
    "render_game_end",
]
