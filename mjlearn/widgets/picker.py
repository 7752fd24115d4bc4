"""``TilePicker``: build an answer (or a hand) by clicking tile pictures — the same
pictures as the hands — or by typing mpsz into the one answer field. ``value`` is the
tiles picked, in mpsz.

The picker writes into a text field and reads it back: an exercise passes its own answer
field (``text=``), so there is a single field, filled by clicks or by the keyboard; a
picker on its own makes one.
"""

from __future__ import annotations

from typing import Iterable

import ipywidgets as widgets
import traitlets

from ..errors import HandError, MjlearnError
from ..hand import check_copies
from ..i18n import tile_label
from ..tiles import ALL_KINDS, FIVES, Tile, counts_of, format_tiles, parse_tiles, sorted_tiles
from ..checks import bad_argument, check_items
from .base import Localized, check_layout, check_options, error_html
from .card import StaticCard
from .labels import label
from .style import stylesheet, tile_button_class, wrapping_row

SUIT_ROWS = ((0, 9), (9, 18), (18, 27), (27, 34))


def tile_button(tile: Tile) -> widgets.Button:
    """A button that shows the tile's picture (its tooltip names it)."""
    button = widgets.Button(description="", layout=widgets.Layout(width="40px", height="54px",
                                                                 padding="0", margin="2px"))
    button.add_class("mjlearn-tile-button")
    button.add_class(tile_button_class(tile))
    return button


class TilePicker(StaticCard, widgets.VBox, Localized):
    """Click tiles to build an answer of at most ``max_tiles``.

    ``picker.palette[code].click()`` adds a tile, ``picker.hand_buttons[i].click()``
    takes the i-th back; typing mpsz into ``picker.text`` replaces the tiles. ``held`` are
    tiles already in sight (the question's hand): a tile is refused, with a localized
    message, when it would be a fifth copy counting them. With ``distinct`` (a set of
    tiles, such as the waits) a tile is picked once, and clicking it again takes it back.
    """

    card_title = "card_picker"


    value = traitlets.Unicode("")

    def __init__(self, /, value: str = "", *, max_tiles: int = 14, red_fives: bool = True,
                 lang: str | None = None, held: Iterable[Tile] = (), distinct: bool = False,
                 text: widgets.Text | None = None, **kwargs) -> None:
        check_layout(type(self), kwargs)
        check_options(value=value, max_tiles=max_tiles, red_fives=red_fives, distinct=distinct)
        held = check_items("held", held, "tiles", 136)
        if not all(isinstance(t, Tile) for t in held):
            raise bad_argument("held", "tiles", held)
        if text is not None and not isinstance(text, widgets.Text):
            raise bad_argument("text", "text_field", text)
        self.max_tiles = max_tiles
        self.distinct = distinct
        self.held: tuple[Tile, ...] = tuple(held)
        self.tiles: tuple[Tile, ...] = ()
        codes = [t for t in ALL_KINDS] + ([Tile(k, red=True) for k in FIVES] if red_fives else [])
        self.palette = {tile.code: tile_button(tile) for tile in codes}
        for code, button in self.palette.items():
            button.on_click(lambda _b, code=code: self.click(code))
        rows = [wrapping_row([self.palette[t.code] for t in ALL_KINDS[lo:hi]]
                             + ([self.palette[Tile(lo + 4, red=True).code]]
                                if red_fives and lo < 27 else []))
                for lo, hi in SUIT_ROWS]
        self.help = widgets.Label()
        self.hand_caption = widgets.Label()
        self.hand_row = wrapping_row(min_height="58px")
        self.hand_buttons: list[widgets.Button] = []
        self.own_text = text is None
        self.text = text if text is not None else widgets.Text(
            continuous_update=True, style={"description_width": "initial"})
        self.text.observe(self._typed, names="value")
        self.clear_button = widgets.Button(layout=widgets.Layout(width="auto", min_width="8em"))
        self.clear_button.on_click(lambda _b: self.clear())
        self.message = widgets.HTML()
        tools = [self.clear_button] if text is not None else [self.text, self.clear_button]
        super().__init__(children=[stylesheet(tiles=True), self.help, *rows,
                                   wrapping_row([self.hand_caption, self.hand_row]),
                                   wrapping_row(tools), self.message], **kwargs)
        self.add_class("mjlearn-picker")
        self._init_language(lang)
        self.error: MjlearnError | None = None
        self._writing = False
        self._set_tiles(())
        self.observe(self._value_set, names="value")
        if value:
            self.value = value
        self.refresh()

    # --- editing -------------------------------------------------------------------

    def click(self, code: str) -> bool:
        """A click on the palette: add the tile (in ``distinct`` mode, take it back when
        it is already picked)."""
        tile = parse_tiles(code)[0]
        if self.distinct and any(t.kind == tile.kind for t in self.tiles):
            return self._try(tuple(t for t in self.tiles if t.kind != tile.kind))
        return self.add(code)

    def add(self, code: str) -> bool:
        tile = parse_tiles(code)[0]
        return self._try(self.tiles + (tile,))

    def remove(self, index: int) -> None:
        if 0 <= index < len(self.tiles):
            self._try(self.tiles[:index] + self.tiles[index + 1:])

    def clear(self) -> None:
        self._try(())

    def set_held(self, held: Iterable[Tile]) -> None:
        """The tiles in sight that count towards the four copies of each tile."""
        self.held = tuple(held)

    def _value_set(self, change) -> None:
        """``picker.value = "123m…"`` from code: validated like typed text."""
        if change["new"] == format_tiles(self.tiles):
            return
        try:
            tiles = parse_tiles(change["new"]) if change["new"].strip() else ()
        except MjlearnError as error:
            self.value = change["old"]
            self._fail(error)
            return
        if not self._try(tiles):
            self.value = change["old"]

    def _typed(self, change) -> None:
        """The answer field changed: show the tiles typed (text that is not tiles yet is
        left for the check to explain)."""
        if self._writing:
            return
        text = change["new"]
        try:
            tiles = parse_tiles(text.replace(",", " ")) if text.strip() else ()
        except MjlearnError as error:
            if self.own_text:
                self._fail(error)
            return
        if len(tiles) <= self.max_tiles:
            self.error = None
            self._set_tiles(tiles, write=False)
            self.refresh()
        elif self.own_text:
            self._fail(HandError("too_many_tiles", count=len(tiles), expected=self.max_tiles))

    def _try(self, tiles: tuple[Tile, ...]) -> bool:
        try:
            if len(tiles) > self.max_tiles:
                raise HandError("too_many_tiles", count=len(tiles), expected=self.max_tiles)
            self._check_copies(tiles)
        except MjlearnError as error:
            self._fail(error)
            return False
        self.error = None
        self._set_tiles(tiles)
        self.refresh()
        return True

    def _check_copies(self, tiles: tuple[Tile, ...]) -> None:
        if not self.held:
            check_copies(tiles)
            return
        held, picked = counts_of(self.held), counts_of(tiles)
        for kind, (h, p) in enumerate(zip(held, picked)):
            if p and h + p > 4:
                raise _FifthCopy(Tile(kind), h)
        check_copies(tiles)

    def _fail(self, error: MjlearnError) -> None:
        self.error = error
        self._render_message()

    def _set_tiles(self, tiles: tuple[Tile, ...], write: bool = True) -> None:
        self.tiles = sorted_tiles(tiles)
        self.value = format_tiles(self.tiles)
        if write:  # the answer field shows the tiles picked
            self._writing = True
            try:
                self.text.value = self.value
            finally:
                self._writing = False
        self.hand_buttons = []
        for index, tile in enumerate(self.tiles):
            button = tile_button(tile)
            button.on_click(lambda _b, index=index: self.remove(index))
            self.hand_buttons.append(button)
        self.hand_row.children = self.hand_buttons
        picked = {t.code for t in self.tiles}
        for code, button in self.palette.items():
            if code in picked:
                button.add_class("mjlearn-picked")
            else:
                button.remove_class("mjlearn-picked")

    # --- language ------------------------------------------------------------------

    def _render_message(self) -> None:
        if self.error is None:
            self.message.value = ""
        elif isinstance(self.error, _FifthCopy):
            text = label("picker_fifth_copy", self.lang, tile=tile_label(self.error.tile, self.lang),
                         count=self.error.held)
            self.message.value = (f'<p class="mjlearn-error" role="alert" lang="{self.lang}">'
                                  f"{_escape(text)}</p>")
        else:
            self.message.value = error_html(self.error, self.lang)

    def refresh(self) -> None:
        self.help.value = label("picker_help_set" if self.distinct else "picker_help", self.lang)
        self.hand_caption.value = label("picker_hand", self.lang)
        if self.own_text:
            self.text.placeholder = label("picker_type", self.lang)
        self.clear_button.description = label("picker_clear", self.lang)
        for code, button in self.palette.items():
            button.tooltip = tile_label(code, self.lang)
        for button, tile in zip(self.hand_buttons, self.tiles):
            button.tooltip = tile_label(tile, self.lang)
        self._render_message()


class _FifthCopy(HandError):
    """A tile that would be a fifth copy counting the tiles in sight (the widget's own
    message: it says how many the hand holds)."""

    def __init__(self, tile: Tile, held: int) -> None:
        super().__init__("too_many_copies", tile=tile.code, count=held + 1)
        self.tile, self.held = tile, held


def _escape(text: str) -> str:
    from html import escape
    return escape(text)
