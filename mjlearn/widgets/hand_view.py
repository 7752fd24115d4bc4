"""``HandView``: a hand as a row of tile pictures, as at the table: the concealed tiles,
the winning tile set apart and outlined, the called sets beside the hand, a concealed
kan with its two outer tiles face down."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

import ipywidgets as widgets

from ..checks import bad_argument, check_items
from ..errors import MjlearnError
from ..hand import Hand, Meld, WaitingHand, make_meld
from ..tiles import Tile, format_tiles, parse_tiles, sorted_tiles
from .base import Localized, check_layout, error_html
from .labels import label
from .svg import _scale, row_html, row_svg

HandLike = str | Hand | WaitingHand | Sequence[Tile] | None


@dataclass(frozen=True, slots=True)
class HandPicture:
    """What a hand looks like at the table: the concealed tiles, the winning tile set
    apart, then each called set (a concealed kan with its two outer tiles face down).

    ``groups`` are drawn left to right, ``gaps[g]`` before group ``g``; ``marked`` and
    ``face_down`` hold (group, index) positions."""

    groups: tuple[tuple[Tile, ...], ...]
    gaps: tuple[float, ...]
    marked: frozenset[tuple[int, int]]
    face_down: frozenset[tuple[int, int]]

    @property
    def concealed(self) -> tuple[Tile, ...]:
        return self.groups[0]

    def svg(self, lang: str | None = None, *, scale: float = 1.0, label: str = "") -> str:
        """One ``<svg>`` (for a printed page)."""
        return row_svg(self.groups, lang, marked=self.marked, face_down=self.face_down,
                       gaps=self.gaps, scale=scale, label=label)

    def html(self, lang: str | None = None, *, scale: float = 1.0, label: str = "") -> str:
        """One ``<svg>`` per group in a row that wraps between groups (on screen)."""
        return row_html(self.groups, lang, marked=self.marked, face_down=self.face_down,
                        gaps=self.gaps, scale=scale, label=label)


WIN_GAP, MELD_GAP = 10.0, 22.0
MAX_TILES = 40      # a hand with its kans has at most 18; a picture of a few more is fine
MAX_MELDS = 8


def _melds(value: object) -> tuple:
    """The called sets, read with a bound (``None`` is none)."""
    return () if value is None else check_items("melds", value, "meld", MAX_MELDS)


def hand_picture(hand: HandLike, win: str | Tile | None = None,
                 melds: Iterable = ()) -> HandPicture:
    """The picture of a hand (see :class:`HandPicture`). Raises a typed error for text
    that is not tiles."""
    meld_objs: tuple[Meld, ...] = tuple(make_meld(m) for m in _melds(melds))
    if win is not None and not isinstance(win, (str, Tile)):
        raise bad_argument("win", "tiles", win)
    if isinstance(hand, Hand):
        concealed = list(hand.concealed)
        concealed.remove(hand.win)
        win_tile: Tile | None = hand.win
        meld_objs = hand.melds + meld_objs
    elif isinstance(hand, WaitingHand):
        concealed, win_tile = list(hand.concealed), None
        meld_objs = hand.melds + meld_objs
    else:
        concealed = list(parse_tiles(hand)) if isinstance(hand, str) else \
            list(check_items("hand", hand if hand is not None else (), "tiles", MAX_TILES))
        if not all(isinstance(t, Tile) for t in concealed):
            raise bad_argument("hand", "tiles", hand)
        win_tile = None
        if win is not None:
            win_tile = win if isinstance(win, Tile) else parse_tiles(win)[0]
            match = next((t for t in concealed if t == win_tile), None) or \
                next((t for t in concealed if t.kind == win_tile.kind), None)
            if match is not None:
                concealed.remove(match)
                win_tile = match
    groups: list[tuple[Tile, ...]] = [sorted_tiles(concealed)]
    gaps = [0.0]
    marked: set[tuple[int, int]] = set()
    if win_tile is not None:
        groups.append((win_tile,))
        gaps.append(WIN_GAP)
        marked.add((1, 0))
    face_down: set[tuple[int, int]] = set()
    for meld in meld_objs:
        if meld.type == "ankan":
            face_down |= {(len(groups), 0), (len(groups), len(meld.tiles) - 1)}
        groups.append(tuple(meld.tiles))
        gaps.append(MELD_GAP)
    return HandPicture(tuple(groups), tuple(gaps), frozenset(marked), frozenset(face_down))


def hand_groups(hand: HandLike, win: str | Tile | None = None,
                melds: Iterable = ()) -> tuple[list[tuple[Tile, ...]], set[tuple[int, int]]]:
    """The rows of tiles to draw (concealed, the winning tile, then each meld) and the
    positions to outline: :func:`hand_picture` without the gaps and face-down tiles."""
    picture = hand_picture(hand, win, melds)
    return list(picture.groups), set(picture.marked)


class HandView(widgets.HTML, Localized):
    """Show a hand: ``HandView("123m456p789s1122z", win="2z", melds=[("pon", "777z")])``.

    ``show(...)`` draws another hand; text that is not a hand is shown as a localized
    message instead of a picture."""

    def __init__(self, /, hand: HandLike = None, *, win: str | Tile | None = None,
                 melds: Iterable = (), lang: str | None = None, scale: float = 1.0,
                 **kwargs) -> None:
        check_layout(type(self), kwargs, ("children", "value"))
        self._init_language(lang)   # (a wrong argument is refused before the widget is made)
        scale = _scale(scale)
        super().__init__(**kwargs)
        self.scale = scale
        self.error: MjlearnError | None = None
        self.show(hand, win=win, melds=melds)

    def show(self, hand: HandLike, *, win: str | Tile | None = None, melds: Iterable = ()) -> None:
        self._hand, self._win, self._melds = hand, win, _melds(melds)
        self.refresh()

    @property
    def mpsz(self) -> str:
        """The concealed tiles shown, in mpsz ("" when none or on error)."""
        if self.error is not None or self._hand is None:
            return ""
        return format_tiles(hand_picture(self._hand, self._win, self._melds).concealed)

    def refresh(self) -> None:
        self.error = None
        if self._hand is None or self._hand == "":
            self.value = ""
            return
        try:
            picture = hand_picture(self._hand, self._win, self._melds)
        except MjlearnError as error:
            self.error = error
            self.value = error_html(error, self.lang)
            return
        self.value = (f'<div class="mjlearn-hand" lang="{self.lang}">'
                      f"{picture.html(self.lang, scale=self.scale, label=picture_label(picture, self.lang))}"
                      "</div>")

    def _repr_mimebundle_(self, **kwargs):
        """The live widget, and beside it the same picture as HTML (the project's tile
        SVGs) for a page that draws no widgets: an exported lesson (nbconvert, the
        classroom) that says "look at the tiles" shows them. JupyterLab and JupyterLite
        still draw the widget."""
        data = super()._repr_mimebundle_(**kwargs)
        if data is not None and self.value:
            data["text/html"] = self.value
        return data


def picture_label(picture: HandPicture, lang: str) -> str:
    """The picture's text for screen readers: each group in mpsz, the winning tile
    named as such."""
    parts = [format_tiles(g) for g in picture.groups]
    for g, _i in picture.marked:
        parts[g] = f"{parts[g]} ({label('winning_tile', lang)})"
    return " ".join(part for part in parts if part)
