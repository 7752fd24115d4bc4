"""``HandView``: a hand as a row of tile pictures, melds set apart, the winning tile
apart and outlined."""

from __future__ import annotations

from typing import Iterable, Sequence

import ipywidgets as widgets

from ..errors import MjlearnError
from ..hand import Hand, Meld, WaitingHand, make_meld
from ..tiles import Tile, format_tiles, parse_tiles, sorted_tiles
from .base import Localized, error_html
from .labels import label
from .svg import row_svg

HandLike = str | Hand | WaitingHand | Sequence[Tile] | None


def hand_groups(hand: HandLike, win: str | Tile | None = None,
                melds: Iterable = ()) -> tuple[list[tuple[Tile, ...]], set[tuple[int, int]]]:
    """The rows of tiles to draw (concealed, then each meld, then the winning tile) and
    the positions to outline. Raises a typed error for text that is not tiles."""
    meld_objs: tuple[Meld, ...] = tuple(make_meld(m) for m in melds)
    if isinstance(hand, Hand):
        concealed = list(hand.concealed)
        concealed.remove(hand.win)
        win_tile: Tile | None = hand.win
        meld_objs = hand.melds + meld_objs
    elif isinstance(hand, WaitingHand):
        concealed, win_tile = list(hand.concealed), None
        meld_objs = hand.melds + meld_objs
    else:
        concealed = list(parse_tiles(hand)) if isinstance(hand, str) else list(hand or ())
        win_tile = None
        if win is not None:
            win_tile = win if isinstance(win, Tile) else parse_tiles(win)[0]
            match = next((t for t in concealed if t.kind == win_tile.kind), None)
            if match is not None:
                concealed.remove(match)
                win_tile = match
    groups = [sorted_tiles(concealed)] + [m.tiles for m in meld_objs]
    marked: set[tuple[int, int]] = set()
    if win_tile is not None:
        groups.append((win_tile,))
        marked.add((len(groups) - 1, 0))
    return groups, marked


class HandView(widgets.HTML, Localized):
    """Show a hand: ``HandView("123m456p789s1122z", win="2z", melds=[("pon", "777z")])``.

    ``show(...)`` draws another hand; text that is not a hand is shown as a localized
    message instead of a picture."""

    def __init__(self, hand: HandLike = None, *, win: str | Tile | None = None,
                 melds: Iterable = (), lang: str | None = None, scale: float = 1.0,
                 **kwargs) -> None:
        super().__init__(**kwargs)
        self._init_language(lang)
        self.scale = scale
        self.error: MjlearnError | None = None
        self.show(hand, win=win, melds=melds)

    def show(self, hand: HandLike, *, win: str | Tile | None = None, melds: Iterable = ()) -> None:
        self._hand, self._win, self._melds = hand, win, tuple(melds)
        self.refresh()

    @property
    def mpsz(self) -> str:
        """The concealed tiles shown, in mpsz ("" when none or on error)."""
        if self.error is not None or self._hand is None:
            return ""
        groups, _ = hand_groups(self._hand, self._win, self._melds)
        return format_tiles(groups[0])

    def refresh(self) -> None:
        self.error = None
        if self._hand is None or self._hand == "":
            self.value = ""
            return
        try:
            groups, marked = hand_groups(self._hand, self._win, self._melds)
        except MjlearnError as error:
            self.error = error
            self.value = error_html(error, self.lang)
            return
        text = " ".join(format_tiles(g) for g in groups if g)
        if marked:
            text += f" ({label('winning_tile', self.lang)})"
        self.value = (f'<div class="mjlearn-hand" lang="{self.lang}">'
                      f"{row_svg(groups, self.lang, marked=marked, scale=self.scale, label=text)}"
                      "</div>")
