"""The caption of a worked example: who won the hand, and how.

A lesson's example shows tiles and the engine's steps; the line above them says whose
hand it is, so the seat wind and round wind lines of the steps can be checked: "South
seat (non-dealer), East round: won by ron after riichi." Under rules played without
winds (the Kostaryov family's) only the dealer or a non-dealer is named.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..checks import bad_argument
from .languages import resolve_language
from .markers import NP_
from .render import capitalized, name, seat_list, wind_name
from .text import fill, translate

_WINDS = {27: "east", 28: "south", 29: "west", 30: "north"}

CAPTION_MESSAGES = {
    # TRANSLATORS: the line above a lesson's example hand: who won it. {seat_wind} and
    # {round_wind} are wind names ("South", "East"), {role} is "dealer" or "non-dealer",
    # {how} one of the "won by …" phrases below. Written as a caption, not a sentence.
    "seat": NP_("caption", "{seat_wind} seat ({role}), {round_wind} round: {how}."),
    # TRANSLATORS: the same caption under rules played without wind tiles, when the
    # dealer won; {how} is one of the "won by …" phrases below.
    "no_winds.dealer": NP_("caption", "The dealer, {how}."),
    # TRANSLATORS: as above, when a non-dealer won.
    "no_winds.non_dealer": NP_("caption", "A non-dealer, {how}."),
    "ron": NP_("caption", "won by ron"),
    "tsumo": NP_("caption", "won by tsumo"),
    "riichi_ron": NP_("caption", "won by ron after riichi"),
    "riichi_tsumo": NP_("caption", "won by tsumo after riichi"),
    # TRANSLATORS: the line above a lesson's example at the table: who won the hand and
    # how. {winner} is a player ("player 3"), {role} is "dealer" or "non-dealer".
    "table.tsumo": NP_("caption", "{winner} ({role}) wins by tsumo, drawing the winning tile."),
    # TRANSLATORS: as above, won on another player's discard; {discarder} is the player
    # who discarded the winning tile ("player 1").
    "table.ron": NP_("caption", "{winner} ({role}) wins by ron on the tile {discarder} discarded."),
}


def render_situation(situation: Any, lang: str | None = None) -> str:
    """Who won the hand of a :class:`~mjlearn.riichi.Situation`, and how, in one line."""
    from ..riichi import Situation

    if type(situation) is not Situation:
        raise bad_argument("situation", "situation", situation)
    lang = resolve_language(lang)
    riichi = situation.riichi or situation.double_riichi
    how = ("riichi_" if riichi else "") + ("tsumo" if situation.tsumo else "ron")
    role = "dealer" if situation.is_dealer else "non_dealer"
    values = {"role": name("role", role, lang), "how": translate(CAPTION_MESSAGES[how], lang)}
    if not situation.rules.winds:
        return fill(translate(CAPTION_MESSAGES[f"no_winds.{role}"], lang), values)
    values.update(seat_wind=wind_name(_WINDS[situation.seat_wind], lang),
                  round_wind=wind_name(_WINDS[situation.round_wind], lang))
    return fill(translate(CAPTION_MESSAGES["seat"], lang), values)


def render_situation_html(situation: Any, lang: str | None = None) -> str:
    """The caption as a paragraph of HTML."""
    lang = resolve_language(lang)
    return (f'<p class="mjlearn-caption" lang="{escape(lang, quote=True)}"><b>'
            f"{escape(render_situation(situation, lang))}</b></p>")


def render_win_caption(state: Any, wins: Any, lang: str | None = None) -> str:
    """Who won a hand at the table, dealer or not, and how (by tsumo, or by ron on whose
    discard): one line per winner, from the :class:`~mjlearn.table.GameState` before the
    hand and its :class:`~mjlearn.table.Win` (or the wins of one discard)."""
    from ..table import GameState, Win

    if type(state) is not GameState:
        raise bad_argument("state", "game_state", state)
    wins = (wins,) if type(wins) is Win else tuple(wins)
    if not wins or any(type(w) is not Win for w in wins):
        raise bad_argument("wins", "outcome", wins)
    lang = resolve_language(lang)
    lines = []
    for win in wins:
        role = "dealer" if win.winner == state.dealer else "non_dealer"
        values = {"winner": seat_list([win.winner], lang), "role": name("role", role, lang)}
        if win.tsumo:
            message = CAPTION_MESSAGES["table.tsumo"]
        else:
            message = CAPTION_MESSAGES["table.ron"]
            values["discarder"] = seat_list([win.discarder], lang)
        lines.append(capitalized(fill(translate(message, lang), values)))
    return " ".join(lines)


def render_win_caption_html(state: Any, wins: Any, lang: str | None = None) -> str:
    """The caption of a hand at the table as a paragraph of HTML."""
    lang = resolve_language(lang)
    return (f'<p class="mjlearn-caption" lang="{escape(lang, quote=True)}"><b>'
            f"{escape(render_win_caption(state, wins, lang))}</b></p>")


__all__ = ["CAPTION_MESSAGES", "render_situation", "render_situation_html",
           "render_win_caption", "render_win_caption_html"]
