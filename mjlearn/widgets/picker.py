"""``TilePicker``: build a hand by clicking tiles (or typing mpsz); click a tile of the
hand to take it back. ``value`` is the hand in mpsz."""

from __future__ import annotations

import ipywidgets as widgets
import traitlets

from ..errors import HandError, MjlearnError
from ..hand import check_copies
from ..i18n import tile_label
from ..tiles import ALL_KINDS, FIVES, Tile, format_tiles, parse_tiles, sorted_tiles
from .base import Localized, error_html
from .hand_view import HandView
from .labels import label

SUIT_ROWS = ((0, 9), (9, 18), (18, 27), (27, 34))
BUTTON_LAYOUT = {"width": "44px", "height": "32px", "padding": "0"}


class TilePicker(widgets.VBox, Localized):
    """Click tiles to build a hand of at most ``max_tiles``.

    ``picker.palette[code].click()`` adds a tile, ``picker.hand_buttons[i].click()``
    removes the i-th, typing mpsz into ``picker.text`` replaces the hand. Five copies of
    a kind or too many tiles give a localized message and leave the hand unchanged."""

    value = traitlets.Unicode("")

    def __init__(self, value: str = "", *, max_tiles: int = 14, red_fives: bool = True,
                 lang: str | None = None, **kwargs) -> None:
        self.max_tiles = max_tiles
        self.tiles: tuple[Tile, ...] = ()
        codes = [t.code for t in ALL_KINDS] + ([Tile(k, red=True).code for k in FIVES]
                                              if red_fives else [])
        self.palette = {code: widgets.Button(description=code,
                                             layout=widgets.Layout(**BUTTON_LAYOUT))
                        for code in codes}
        for code, button in self.palette.items():
            if code.startswith("0"):
                button.style.text_color = "#d0202a"
            button.on_click(lambda _b, code=code: self.add(code))
        rows = [widgets.HBox([self.palette[t.code] for t in ALL_KINDS[lo:hi]]
                             + ([self.palette[Tile(lo + 4, red=True).code]]
                                if red_fives and lo < 27 else []))
                for lo, hi in SUIT_ROWS]
        self.help = widgets.Label()
        self.hand_caption = widgets.Label()
        self.hand_row = widgets.HBox()
        self.hand_buttons: list[widgets.Button] = []
        self.preview = HandView(lang=lang)
        self.mpsz = widgets.Label()
        self.text = widgets.Text(continuous_update=False, style={"description_width": "initial"})
        self.text.observe(self._typed, names="value")
        self.clear_button = widgets.Button(layout=widgets.Layout(width="auto", min_width="8em"))
        self.clear_button.on_click(lambda _b: self.clear())
        self.message = widgets.HTML()
        super().__init__(children=[self.help, *rows, self.hand_caption, self.hand_row,
                                   self.preview, self.mpsz,
                                   widgets.HBox([self.text, self.clear_button]), self.message],
                         **kwargs)
        self._init_language(lang)
        self.error: MjlearnError | None = None
        self._set_tiles(())
        self.observe(self._value_set, names="value")
        self.value = value
        self.refresh()

    # --- editing -------------------------------------------------------------------

    def add(self, code: str) -> bool:
        tile = parse_tiles(code)[0]
        return self._try(self.tiles + (tile,))

    def remove(self, index: int) -> None:
        if 0 <= index < len(self.tiles):
            self._try(self.tiles[:index] + self.tiles[index + 1:])

    def clear(self) -> None:
        self._try(())

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
        text = change["new"]
        if not text.strip():
            return
        try:
            tiles = parse_tiles(text)
        except MjlearnError as error:
            self._fail(error)
            return
        self._try(tiles)

    def _try(self, tiles: tuple[Tile, ...]) -> bool:
        try:
            if len(tiles) > self.max_tiles:
                raise HandError("too_many_tiles", count=len(tiles), expected=self.max_tiles)
            check_copies(tiles)
        except MjlearnError as error:
            self._fail(error)
            return False
        self.error = None
        self._set_tiles(tiles)
        self.refresh()
        return True

    def _fail(self, error: MjlearnError) -> None:
        self.error = error
        self.message.value = error_html(error, self.lang)

    def _set_tiles(self, tiles: tuple[Tile, ...]) -> None:
        self.tiles = sorted_tiles(tiles)
        self.value = format_tiles(self.tiles)
        self.hand_buttons = []
        for index, tile in enumerate(self.tiles):
            button = widgets.Button(description=tile.code, layout=widgets.Layout(**BUTTON_LAYOUT))
            button.on_click(lambda _b, index=index: self.remove(index))
            self.hand_buttons.append(button)
        self.hand_row.children = self.hand_buttons

    # --- language ------------------------------------------------------------------

    def refresh(self) -> None:
        self.help.value = label("picker_help", self.lang)
        self.hand_caption.value = label("picker_hand", self.lang)
        self.text.placeholder = label("picker_type", self.lang)
        self.clear_button.description = label("picker_clear", self.lang)
        for code, button in self.palette.items():
            button.tooltip = tile_label(code, self.lang)
        for button, tile in zip(self.hand_buttons, self.tiles):
            button.tooltip = tile_label(tile, self.lang)
        self.preview.lang = self.lang
        self.preview.show(self.tiles)
        self.mpsz.value = self.value
        self.message.value = error_html(self.error, self.lang) if self.error else ""
