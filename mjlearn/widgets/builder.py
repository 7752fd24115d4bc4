"""``HandBuilder``: score a hand of your own, built by clicking tile pictures.

The palette is the tile picker's (the red fives the ruleset has); a click adds a tile to
the hand, sorted as a player sorts it, or to the dora or ura indicators. A tile of the
hand is selected by a click: the selected tiles become a called set (chi, pon, open kan,
added kan, closed kan), the winning tile, or go back. A fifth copy of a tile is refused,
counting the sets and the indicators. Typing mpsz into the field works too, and so does
pasting a shared line (:mod:`mjlearn.riichi.share`).

The win's controls (ron or tsumo, riichi …, the winds, honba and riichi sticks, the rules)
are named by the engine's own words; one that cannot apply is disabled, and its tooltip is
the engine's reason (the typed error the situation would raise). One line always says
what the hand is now; a winning hand shows its picture, the engine's explanation at a
chosen detail and its payments as players call them. "Practice hands like this" starts an
exercise on hands with the same yaku or the same fu; the line to share and a handout page
follow.

Everything is drivable without a browser: ``b.palette["5p"].click()``,
``b.hand_buttons[i].click()``, ``b.meld_buttons["pon"].click()``,
``b.flags["riichi"].value = True``, ``b.load("…", win="…", riichi=True)``; ``b.situation``,
``b.result`` and ``b.message`` say where it stands.
"""

from __future__ import annotations

import base64
from html import escape
from typing import Any

import ipywidgets as widgets

from ..checks import bad_argument, check_items
from ..errors import HandError, MjlearnError
from ..hand import KAN_TYPES, Meld, check_copies, make_meld, parse_waiting_hand
from ..i18n import (format_call, format_count, format_points, limit_name, meld_name,
                    render_error, render_score_html, tile_label, wind_name, yaku_name)
from ..i18n.detail import check_detail
from ..i18n.render import ruleset_name, ruleset_under
from ..readings import find_waits
from ..riichi import ScoreResult, Situation, score
from ..riichi.share import is_line, read_line, situation_line
from ..riichi.situation import flag_blocker
from ..rules import PRESETS, get_ruleset
from ..table.calls import call_of
from ..tiles import ALL_KINDS, FIVES, Tile, counts_of, format_tiles, parse_tiles, sorted_tiles
from .base import Localized, error_html, serialized
from .card import StaticCard
from .hand_view import hand_picture, picture_label
from .labels import label
from .picker import SUIT_ROWS, tile_button
from .style import stylesheet, wrapping_row

# the flags the builder offers, in the order a player thinks of them
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou")
# the calls, by the meld type they make, and how many selected tiles each takes
CALLS = {"chi": 3, "pon": 3, "kan": 4, "shouminkan": 4, "ankan": 4}
WINDS = ("E", "S", "W", "N")
_WIND_KINDS = {27: "E", 28: "S", 29: "W", 30: "N"}
_WIND_NAMES = {"E": "east", "S": "south", "W": "west", "N": "north"}
DETAILS = ("wait", "yaku", "dora", "fu", "points", "payments", "all")
PRACTICE_KINDS = ("name_yaku", "count_han", "count_fu", "hand_payments")
TARGETS = ("hand", "dora", "ura")
SITUATION_YAKU = frozenset(FLAGS + ("menzen_tsumo", "renhou"))
MAX_MELDS = 4
MAX_STICKS = 99


class HandBuilder(StaticCard, widgets.VBox, Localized):
    """``HandBuilder(lang=None, rules="standard")``: build a hand by clicking; see the
    module's text. ``large=True`` draws it for a classroom screen; ``detail`` is the level
    of the explanation shown first (:data:`~mjlearn.i18n.DETAIL_LEVELS`: the whole one is
    a click away), "fu" unless a lesson has taught less or more."""

    card_title = "card_builder"

    def card_parts(self) -> tuple[str, str]:
        return "", self.picture.value

    def __init__(self, /, hand: Any = None, *, lang: str | None = None, rules: Any = "standard",
                 large: bool = False, detail: str = "fu", **situation: Any) -> None:
        self._init_language(lang)
        self.rules = get_ruleset(rules)
        self.large = bool(large)
        self.tiles: tuple[Tile, ...] = ()
        self.win: Tile | None = None
        self.melds: list[Meld] = []
        self.dora: tuple[Tile, ...] = ()
        self.ura: tuple[Tile, ...] = ()
        self.selected: set[int] = set()
        self.target = "hand"
        self.error: MjlearnError | None = None      # the last action refused
        self.situation: Situation | None = None
        self.result: ScoreResult | None = None
        self.status_error: MjlearnError | None = None
        self.practice_widget = None
        self._busy = False

        scale = 1.5 if self.large else 1.0
        self.help = widgets.HTML()
        # the palette: every kind, and the red fives (shown where the rules have them)
        codes = list(ALL_KINDS) + [Tile(k, red=True) for k in FIVES]
        self.palette = {tile.code: self._tile_button(tile) for tile in codes}
        for code, button in self.palette.items():
            button.on_click(lambda _b, code=code: self.click(code))
        self.palette_rows = [wrapping_row([self.palette[t.code] for t in ALL_KINDS[lo:hi]]
                                          + ([self.palette[Tile(lo + 4, red=True).code]]
                                             if lo < 27 else []))
                             for lo, hi in SUIT_ROWS]
        self.target_buttons = {t: widgets.ToggleButton(value=t == "hand",
                                                       layout=widgets.Layout(width="auto"))
                               for t in TARGETS}
        for t, button in self.target_buttons.items():
            button.observe(lambda change, t=t: self._target_toggled(t, change["new"]), names="value")
        self.text = widgets.Text(continuous_update=False, layout=widgets.Layout(width="24em"),
                                 style={"description_width": "initial"})
        self.text.add_class("mjlearn-wide-field")
        self.text.observe(self._typed, names="value")
        self.clear_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.clear_button.on_click(lambda _b: self.clear())
        # the hand: the tiles (a click selects one), the calls, the indicators
        self.hand_caption = widgets.Label()
        self.hand_row = wrapping_row(min_height="58px")
        self.hand_buttons: list[widgets.Button] = []
        self.remove_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.remove_button.on_click(lambda _b: self.remove_selected())
        self.win_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.win_button.on_click(lambda _b: self.make_winning_tile())
        self.meld_caption = widgets.Label()
        self.meld_buttons = {m: widgets.Button(layout=widgets.Layout(width="auto")) for m in CALLS}
        for m, button in self.meld_buttons.items():
            button.on_click(lambda _b, m=m: self.call(m))
        self.melds_row = wrapping_row()
        self.meld_undo: list[widgets.Button] = []
        self.dora_caption, self.ura_caption = widgets.Label(), widgets.Label()
        self.dora_row, self.ura_row = wrapping_row(), wrapping_row()
        self.dora_buttons: list[widgets.Button] = []
        self.ura_buttons: list[widgets.Button] = []
        self.picture = widgets.HTML()
        # the win
        self.tsumo = widgets.ToggleButtons(options=[("ron", False), ("tsumo", True)], value=False,
                                           style={"button_width": "auto"})
        self.tsumo_caption = widgets.Label()
        self.flags = {f: widgets.Checkbox(value=False, indent=False,
                                          layout=widgets.Layout(width="auto", margin="0 1em 0 0"))
                      for f in FLAGS}
        self.seat_wind = widgets.Dropdown(options=list(WINDS), value="S",
                                          style={"description_width": "initial"},
                                          layout=widgets.Layout(width="auto"))
        self.round_wind = widgets.Dropdown(options=list(WINDS), value="E",
                                           style={"description_width": "initial"},
                                           layout=widgets.Layout(width="auto"))
        self.dealer = widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto"))
        self.honba = widgets.BoundedIntText(value=0, min=0, max=MAX_STICKS,
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="max-content"))
        self.riichi_sticks = widgets.BoundedIntText(value=0, min=0, max=MAX_STICKS,
                                                    style={"description_width": "initial"},
                                                    layout=widgets.Layout(width="max-content"))
        self.rules_choice = widgets.Dropdown(options=list(PRESETS),
                                             value=self.rules.name if self.rules.name in PRESETS else "standard",
                                             style={"description_width": "initial"},
                                             layout=widgets.Layout(width="auto"))
        for control in (self.tsumo, *self.flags.values(), self.seat_wind, self.round_wind,
                        self.dealer, self.honba, self.riichi_sticks):
            control.observe(self._situation_changed, names="value")
        self.rules_choice.observe(self._rules_changed, names="value")
        # what the hand is now, and its score
        self.status = widgets.HTML()
        check_detail(detail)
        self.detail = widgets.Dropdown(options=list(DETAILS), value=detail,
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="max-content"))
        self.detail.observe(lambda _c: self._render_result(), names="value")
        self.explanation = widgets.HTML()
        self.payments = widgets.HTML()
        self.practice_kind = widgets.Dropdown(options=list(PRACTICE_KINDS), value="name_yaku",
                                              style={"description_width": "initial"},
                                              layout=widgets.Layout(width="auto"))
        self.practice_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.practice_button.on_click(lambda _b: self.practice())
        self.practice_area = widgets.VBox()
        self.share = widgets.Text(continuous_update=False, layout=widgets.Layout(width="100%"),
                                  style={"description_width": "initial"})
        self.share.observe(self._shared, names="value")
        self.handout_link = widgets.HTML()
        self.result_box = widgets.VBox([self.detail, self.explanation, self.payments,
                                        wrapping_row([self.practice_kind, self.practice_button]),
                                        self.practice_area])
        children = [
            stylesheet(tiles=True), self.help, *self.palette_rows,
            wrapping_row(list(self.target_buttons.values())),
            wrapping_row([self.text, self.clear_button]),
            wrapping_row([self.hand_caption, self.hand_row]),
            wrapping_row([self.remove_button, self.win_button]),
            wrapping_row([self.meld_caption, *self.meld_buttons.values()]),
            self.melds_row,
            wrapping_row([self.dora_caption, self.dora_row]),
            wrapping_row([self.ura_caption, self.ura_row]),
            self.picture,
            wrapping_row([self.tsumo_caption, self.tsumo]),
            wrapping_row(list(self.flags.values())),
            wrapping_row([self.seat_wind, self.dealer, self.round_wind]),
            wrapping_row([self.honba, self.riichi_sticks, self.rules_choice]),
            self.status, self.result_box, self.share, self.handout_link,
        ]
        super().__init__(children=children)
        self.add_class("mjlearn-builder")
        if self.large:
            self.add_class("mjlearn-large")
        self._scale = scale
        if hand is not None:
            self.load(hand, **situation)
        else:
            self.refresh()

    # --- tiles ---------------------------------------------------------------------

    def _tile_button(self, tile: Tile) -> widgets.Button:
        button = tile_button(tile)
        if self.large:
            button.layout.width, button.layout.height = "60px", "81px"
        return button

    def _in_sight(self) -> tuple[Tile, ...]:
        return (*self.tiles, *(t for m in self.melds for t in m.tiles), *self.dora, *self.ura)

    def _size(self) -> int:
        """The hand's size as the rules count it: a called set is three tiles."""
        return len(self.tiles) + 3 * len(self.melds)

    @serialized
    def click(self, code: str) -> bool:
        """A click on the palette: the tile goes where the target buttons say (the hand,
        the dora or the ura indicators); False, with the reason shown, when refused."""
        tile = parse_tiles(code)[0]
        try:
            self._check_new(tile)
            if self.target == "hand":
                if self._size() >= 14:
                    raise HandError("too_many_tiles", count=self._size() + 1, expected=14)
                self.tiles = sorted_tiles(self.tiles + (tile,))
                self.win = tile
                self.selected = set()
            elif self.target == "dora":
                self._add_indicator("dora", tile)
            else:
                self._add_indicator("ura", tile)
        except MjlearnError as error:
            self._refuse(error)
            return False
        self.error = None
        self._changed()
        return True

    def _add_indicator(self, key: str, tile: Tile) -> None:
        from ..riichi.situation import MAX_INDICATORS
        have = getattr(self, key)
        if len(have) >= MAX_INDICATORS:
            raise MjlearnError("too_many_indicators", key=key, count=len(have) + 1,
                               allowed=MAX_INDICATORS)
        setattr(self, key, have + (tile,))

    def _check_new(self, tile: Tile) -> None:
        """A fifth copy, a red five the set lacks, a wind in a set without winds: each
        refused as the situation would refuse it."""
        held = counts_of(self._in_sight())[tile.kind]
        if held >= 4:
            raise _FifthCopy(tile, held)
        if tile.red:
            suit = "mps".index(tile.suit)
            reds = sum(1 for t in self._in_sight() if t.red and t.kind == tile.kind)
            allowed = self.rules.red_fives[suit]
            if reds >= allowed:
                from ..riichi.situation import red_five_error
                raise red_five_error(self.rules, tile.suit, reds + 1)
        if 27 <= tile.kind <= 30 and not self.rules.winds:
            raise MjlearnError("no_wind_tiles", tile=tile.code, ruleset=self.rules.name)

    def select(self, index: int) -> None:
        """A click on a tile of the hand: select it, or unselect it."""
        if 0 <= index < len(self.tiles):
            self.selected ^= {index}
            self.error = None
            self._render_hand()
            self._render_actions()

    def selected_tiles(self) -> tuple[Tile, ...]:
        return tuple(self.tiles[i] for i in sorted(self.selected))

    @serialized
    def remove_selected(self) -> None:
        """The selected tiles go back."""
        if not self.selected:
            return
        removed = self.selected_tiles()
        self.tiles = tuple(t for i, t in enumerate(self.tiles) if i not in self.selected)
        if self.win is not None and self.win in removed and self.win not in self.tiles:
            self.win = self.tiles[-1] if self.tiles else None
        self.selected = set()
        self.error = None
        self._changed()

    @serialized
    def make_winning_tile(self) -> None:
        """The one selected tile is the winning tile."""
        if len(self.selected) != 1:
            self._refuse(_NeedTiles(1))
            return
        self.win = self.selected_tiles()[0]
        self.selected = set()
        self.error = None
        self._changed()

    @serialized
    def call(self, meld_type: str) -> bool:
        """The selected tiles become a called set of ``meld_type`` (chi, pon, kan,
        shouminkan, ankan); False, with the engine's reason, when they are not one."""
        need = CALLS[meld_type]
        if len(self.selected) != need:
            self._refuse(_NeedTiles(need))
            return False
        if len(self.melds) >= MAX_MELDS:
            self._refuse(MjlearnError("out_of_range", argument="melds", value=str(MAX_MELDS + 1),
                                      minimum=0, maximum=MAX_MELDS))
            return False
        try:
            meld = make_meld((meld_type, self.selected_tiles()))
        except MjlearnError as error:
            self._refuse(error)
            return False
        taken = self.selected_tiles()
        self.tiles = tuple(t for i, t in enumerate(self.tiles) if i not in self.selected)
        self.melds.append(meld)
        if self.win in taken and self.win not in self.tiles:
            self.win = self.tiles[-1] if self.tiles else None
        self.selected = set()
        self.error = None
        self._changed()
        return True

    @serialized
    def take_back_meld(self, index: int) -> None:
        """A called set goes back into the hand."""
        if 0 <= index < len(self.melds):
            meld = self.melds.pop(index)
            self.tiles = sorted_tiles(self.tiles + meld.tiles)
            self.selected = set()
            self.error = None
            self._changed()

    def remove_indicator(self, key: str, index: int) -> None:
        have = getattr(self, key)
        if 0 <= index < len(have):
            setattr(self, key, have[:index] + have[index + 1:])
            self._changed()

    @serialized
    def clear(self) -> None:
        """An empty hand (the situation's controls are kept)."""
        self.tiles, self.win, self.melds, self.dora, self.ura = (), None, [], (), ()
        self.selected, self.error = set(), None
        self._changed()

    def _target_toggled(self, target: str, on: bool) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            if on:
                self.target = target
            elif self.target == target:
                self.target = "hand"
            for t, button in self.target_buttons.items():
                button.value = t == self.target
        finally:
            self._busy = False

    def _typed(self, change) -> None:
        if self._busy:
            return
        text = change["new"].strip()
        if is_line(text):
            self.load(text)
            return
        try:
            tiles = parse_tiles(text) if text else ()
            check_copies(tiles, *(m.tiles for m in self.melds), self.dora, self.ura)
        except MjlearnError as error:
            self._refuse(error)
            return
        self._set_hand(tiles, tiles[-1] if tiles else None)

    def _set_hand(self, tiles: tuple[Tile, ...], win: Tile | None) -> None:
        self.tiles = sorted_tiles(tiles)
        self.win = win
        self.selected, self.error = set(), None
        self._changed()

    # --- the situation -----------------------------------------------------------

    @serialized
    def load(self, /, hand: Any, win: Any = None, melds: Any = (), **situation: Any) -> "HandBuilder":
        """Show a hand: ``Situation``'s own arguments (``hand`` may also be a
        :class:`Situation`, or a shared line). A hand that cannot be read is shown as the
        engine's error; the builder is returned (a cell that ends with it shows it)."""
        try:
            if isinstance(hand, Situation):
                situation = _fields_of(hand) | situation
                hand, win, melds = format_tiles(hand.hand.concealed), hand.win.code, hand.melds
            elif isinstance(hand, str) and is_line(hand):
                read = read_line(hand)
                hand, win, melds = read.pop("hand"), read.pop("win", win), read.pop("melds", melds)
                situation = read | situation
            self._load(hand, win, melds, situation)
        except MjlearnError as error:
            self.clear()
            self._refuse(error)
        return self

    def _load(self, hand: Any, win: Any, melds: Any, situation: dict[str, Any]) -> None:
        from dataclasses import fields

        known = {f.name for f in fields(Situation)} - {"hand", "win", "melds"}
        unknown = [k for k in situation if k not in known]
        if unknown:
            raise MjlearnError("unknown_key", key=unknown[0])
        rules = get_ruleset(situation.get("rules"))
        tiles = parse_tiles(hand) if isinstance(hand, str) else \
            check_items("hand", hand if hand is not None else (), "tiles", 40)
        if not all(isinstance(t, Tile) for t in tiles):
            raise bad_argument("hand", "tiles", hand)
        meld_objs = [make_meld(m) for m in check_items("melds", melds or (), "meld", 8)]
        win_tile = None
        if win is not None:
            win_tile = win if isinstance(win, Tile) else parse_tiles(win)[0]
        elif tiles:
            win_tile = tiles[-1]
        if win_tile is not None and tiles:
            win_tile = next((t for t in tiles if t == win_tile), None) or \
                next((t for t in tiles if t.kind == win_tile.kind), win_tile)
        self._busy = True
        try:
            self.rules = rules
            if rules.name in PRESETS:
                self.rules_choice.value = rules.name
            self.tiles, self.win, self.melds = sorted_tiles(tiles), win_tile, meld_objs
            self.selected = set()
            self.dora = _indicator_tiles(situation.get("dora"))
            self.ura = _indicator_tiles(situation.get("ura"))
            self.tsumo.value = bool(situation.get("tsumo", False))
            for flag in FLAGS:
                self.flags[flag].value = bool(situation.get(flag, False))
            if situation.get("double_riichi"):
                self.flags["riichi"].value = True
            seat = _wind_letter(situation.get("seat_wind", "S"))
            self.seat_wind.value = seat
            self.dealer.value = seat == "E"
            self.round_wind.value = _wind_letter(situation.get("round_wind", "E"))
            self.honba.value = int(situation.get("honba", 0))
            self.riichi_sticks.value = int(situation.get("riichi_sticks", 0))
            self._extra = {k: situation[k] for k in ("renhou", "chankan_ankan", "paarenchan")
                           if situation.get(k)}
        finally:
            self._busy = False
        self.error = None
        self._changed()

    def _rules_changed(self, change) -> None:
        if self._busy:
            return
        self.rules = get_ruleset(change["new"])
        self._changed()

    def _situation_changed(self, change) -> None:
        if self._busy:
            return
        owner = change["owner"]
        self._busy = True
        try:
            if owner is self.flags["double_riichi"] and change["new"]:
                self.flags["riichi"].value = True
            if owner is self.flags["riichi"] and not change["new"]:
                self.flags["double_riichi"].value = False
            if owner is self.dealer:
                self.seat_wind.value = "E" if change["new"] else "S"
            if owner is self.seat_wind:
                self.dealer.value = change["new"] == "E"
        finally:
            self._busy = False
        self._changed()

    def _fields(self) -> dict[str, Any]:
        """The situation's arguments the controls give."""
        values: dict[str, Any] = {"tsumo": self.tsumo.value,
                                  **{f: self.flags[f].value for f in FLAGS},
                                  "seat_wind": self.seat_wind.value,
                                  "round_wind": self.round_wind.value if self.rules.winds else "E",
                                  "dora": self.dora, "ura": self.ura,
                                  "honba": self.honba.value,
                                  "riichi_sticks": self.riichi_sticks.value,
                                  "rules": self.rules}
        values.update(getattr(self, "_extra", {}))
        return values

    def _blockers(self) -> dict[str, MjlearnError]:
        """Each control that cannot apply, with the engine's reason."""
        closed = all(m.type == "ankan" for m in self.melds)
        facts = dict(self._fields(), closed=closed, kan=any(m.type in KAN_TYPES for m in self.melds),
                     melds=bool(self.melds), dealer=self.seat_wind.value == "E")
        found = {}
        for flag in FLAGS + ("ura",):
            reason = flag_blocker(flag, facts)
            if reason is not None:
                found[flag] = reason
        return found

    def _apply_blockers(self) -> dict[str, MjlearnError]:
        """Untick what cannot apply any more (the ura indicators go when riichi does),
        then disable each control that cannot, its reason as its tooltip."""
        self._busy = True
        try:
            for _round in range(3):           # an untick may free or block another
                blockers = self._blockers()
                changed = False
                for flag, _reason in blockers.items():
                    if flag in self.flags and self.flags[flag].value:
                        self.flags[flag].value = False
                        changed = True
                if "ura" in blockers and self.ura:
                    self.ura = ()
                    changed = True
                if not changed:
                    break
            for flag, box in self.flags.items():
                reason = blockers.get(flag)
                box.disabled = reason is not None
                box.tooltip = render_error(reason, self.lang) if reason is not None else \
                    box.description
            ura = self.target_buttons["ura"]
            ura.disabled = "ura" in blockers
            ura.tooltip = render_error(blockers["ura"], self.lang) if "ura" in blockers \
                else ura.description
            if ura.disabled and self.target == "ura":
                self.target = "hand"
                for t, button in self.target_buttons.items():
                    button.value = t == "hand"
        finally:
            self._busy = False
        return blockers

    # --- what the hand is ----------------------------------------------------------

    def _changed(self) -> None:
        self._apply_blockers()
        self._evaluate()
        self.refresh()

    def _evaluate(self) -> None:
        self.situation, self.result, self.status_error = None, None, None
        size = self._size()
        if size != 14 or self.win is None:
            if size > 14:
                self.status_error = HandError("too_many_tiles", count=size, expected=14)
            return
        try:
            self.situation = Situation(format_tiles(self.tiles), win=self.win,
                                       melds=tuple(self.melds), **self._fields())
            self.result = score(self.situation)
        except MjlearnError as error:
            self.status_error = error
            self.result = None

    @property
    def message(self) -> str:
        """The line that says what the hand is now, as text."""
        return self._message_text()

    def _tiles_count(self) -> str:
        n = len(self.tiles) + sum(len(m.tiles) for m in self.melds)
        return format_count("tiles", n, self.lang)

    def _message_text(self) -> str:
        lang, size = self.lang, self._size()
        if self.error is not None:
            return _error_text(self.error, lang)
        if size == 0:
            return label("builder_empty", lang)
        if self.status_error is not None:
            error = self.status_error
            if error.code == "no_yaku":
                dora = sum(error.params.get(k, 0) for k in ("dora", "aka", "ura"))
                return label("builder_no_yaku_dora" if dora else "builder_no_yaku", lang,
                             tiles=self._tiles_count())
            if error.code == "not_a_winning_hand":
                return label("builder_not_winning", lang, reason=render_error(error, lang))
            return render_error(error, lang)
        if size < 13:
            return label("builder_partial", lang, tiles=self._tiles_count(), count=13 - size)
        if size == 13:
            try:
                waits = find_waits(parse_waiting_hand(self.tiles, self.melds,
                                                      extra_tiles=self.dora + self.ura))
            except MjlearnError as error:
                return render_error(error, lang)
            if not waits.is_tenpai:
                return label("builder_not_tenpai", lang, tiles=self._tiles_count())
            return label("builder_tenpai", lang, tiles=self._tiles_count(),
                         waits=waits_text(waits.tiles))
        result = self.result
        assert result is not None and self.situation is not None
        return label("builder_wins", lang, tiles=self._tiles_count(), value=value_text(result, lang),
                     call=format_call(self.call_out(), lang))

    def call_out(self):
        """The score as the winner calls it, honba included."""
        s = self.situation
        return call_of(self.result.basic_points, s.is_dealer, s.tsumo, s.rules, s.honba)

    @property
    def share_line(self) -> str:
        """The hand as one line (``mjlearn score`` and ``load`` read it); "" until the
        hand is a situation."""
        return situation_line(self.situation) if self.situation is not None else ""

    def handout_html(self) -> str:
        """The built hand and its whole explanation as an HTML snippet for a handout:
        the lessons' renderer (:func:`render_score_html`), the tile pictures, the call."""
        if self.result is None:
            return ""
        lang = self.lang
        picture = hand_picture(self.situation.hand)
        line = escape(self.share_line)
        dora = self._indicators_html(scale=1.0)
        return (f'<section class="mjlearn-handout" lang="{lang}">'
                f"<h2>{escape(label('builder_handout_title', lang))}</h2>"
                f'<div class="mjlearn-hand">{picture.svg(lang, label=picture_label(picture, lang))}</div>'
                f"{dora}"
                f"<p>{escape(self._situation_text())}</p>"
                f"{render_score_html(self.result, lang, 'all')}"
                f"<p>{escape(self._payments_text())}</p>"
                f"<p><code>mjlearn score {line}</code></p></section>")

    def _situation_text(self) -> str:
        """How the hand was won, in words: "Ron, seat wind South, round wind East"."""
        s, lang = self.situation, self.lang
        parts = [label("builder_tsumo" if s.tsumo else "builder_ron", lang)]
        parts += [yaku_name(f, lang) for f in FLAGS if getattr(s, f) and
                  not (f == "riichi" and s.double_riichi)]
        if s.rules.winds:
            parts.append(label("builder_winds_line", lang,
                               seat=wind_name(_WIND_NAMES[_WIND_KINDS[s.seat_wind]], lang),
                               round=wind_name(_WIND_NAMES[_WIND_KINDS[s.round_wind]], lang)))
        elif s.is_dealer:
            parts.append(label("builder_dealer", lang))
        parts.append(ruleset_name(s.rules.name, lang))
        return "; ".join(parts)

    def _payments_text(self) -> str:
        s, lang = self.situation, self.lang
        text = label("builder_call_line" if s.honba else "builder_call_line_plain", lang,
                     call=format_call(self.call_out(), lang))
        if s.riichi_sticks:
            text += " " + label("builder_sticks_line", lang, count=s.riichi_sticks,
                                points=format_points(self.result.payments.sticks, lang))
        return text + " " + label("builder_total", lang, points=format_points(self.result.total, lang))

    # --- practice --------------------------------------------------------------------

    @serialized
    def practice(self, kind: str | None = None, seed: int | None = None):
        """An exercise of ``kind`` (default: the one chosen) on hands like this one: the
        same main yaku (or the same fu, for counting fu); the widget is returned and
        shown under the explanation."""
        from .exercise import ExerciseWidget

        if self.result is None:
            return None
        kind = kind or self.practice_kind.value
        constraints = practice_constraints(kind, self.situation, self.result)
        widget = None
        for attempt in constraints:
            try:
                widget = ExerciseWidget(kind, seed=seed, ruleset=self.rules.name if self.rules.name
                                        in PRESETS else "standard", lang=self.lang, **attempt)
                break
            except MjlearnError as error:
                if error.code != "impossible_constraints":
                    raise
        self.practice_widget = widget
        self.practice_area.children = [widget] if widget is not None else []
        return widget

    # --- shared lines --------------------------------------------------------------

    def _shared(self, change) -> None:
        if self._busy:
            return
        text = change["new"].strip()
        if text and text != self.share_line:
            self.load(text)

    # --- drawing ---------------------------------------------------------------------

    def _refuse(self, error: MjlearnError) -> None:
        self.error = error
        self._render_status()

    def refresh(self) -> None:
        lang = self.lang
        self.help.value = (f'<p lang="{lang}"><strong>{escape(label("builder_title", lang))}'
                           f"</strong> {escape(label('builder_help', lang))}</p>")
        for code, button in self.palette.items():
            button.tooltip = tile_label(code, lang)
            tile = parse_tiles(code)[0]
            hidden = (tile.red and not self.rules.red_fives["mps".index(tile.suit)]) or \
                (27 <= tile.kind <= 30 and not self.rules.winds)
            button.layout.display = "none" if hidden else None
        for t, button in self.target_buttons.items():
            button.description = label(f"builder_to_{t}", lang)
            if not button.disabled:
                button.tooltip = button.description
        self.text.description = label("builder_type", lang)
        self.text.placeholder = label("picker_type", lang)
        self._busy = True
        try:
            self.text.value = format_tiles(self.tiles) if self.tiles else ""
            self.share.value = self.share_line
        finally:
            self._busy = False
        self.clear_button.description = self.clear_button.tooltip = label("picker_clear", lang)
        self.hand_caption.value = label("picker_hand", lang)
        self.remove_button.description = label("builder_remove", lang)
        self.win_button.description = label("builder_win_button", lang)
        self.meld_caption.value = label("builder_meld_caption", lang)
        for m, button in self.meld_buttons.items():
            button.description = meld_name(m, lang)
        self.dora_caption.value = label("indicators", lang)
        self.ura_caption.value = label("builder_ura_caption", lang)
        self.tsumo_caption.value = label("builder_how", lang)
        self._busy = True
        try:
            value = self.tsumo.value
            self.tsumo.options = [(label("builder_ron", lang), False),
                                  (label("builder_tsumo", lang), True)]
            self.tsumo.value = value
            self.tsumo.tooltips = [label("builder_ron", lang), label("builder_tsumo", lang)]
            for f, box in self.flags.items():
                box.description = yaku_name(f, lang)
            seat, round_ = self.seat_wind.value, self.round_wind.value
            self.seat_wind.options = [(wind_name(_WIND_NAMES[w], lang) + (
                " " + label("builder_dealer_mark", lang) if w == "E" else ""), w) for w in WINDS]
            self.round_wind.options = [(wind_name(_WIND_NAMES[w], lang), w) for w in WINDS]
            self.seat_wind.value, self.round_wind.value = seat, round_
            rules = self.rules_choice.value
            self.rules_choice.options = [(ruleset_name(n, lang), n) for n in PRESETS]
            self.rules_choice.value = rules
            detail = self.detail.value
            self.detail.options = [(label(f"builder_detail_{d}", lang), d) for d in DETAILS]
            self.detail.value = detail
            kind = self.practice_kind.value
            self.practice_kind.options = [(label(f"builder_kind_{k}", lang), k) for k in PRACTICE_KINDS]
            self.practice_kind.value = kind
        finally:
            self._busy = False
        self.seat_wind.description = label("builder_seat", lang)
        self.round_wind.description = label("builder_round", lang)
        self.dealer.description = label("builder_dealer", lang)
        winds = self.rules.winds
        no_winds = "" if winds else label("builder_no_winds", lang,
                                          rules=ruleset_under(self.rules.name, lang))
        self.round_wind.disabled = self.seat_wind.disabled = not winds
        self.round_wind.tooltip = no_winds or self.round_wind.description
        self.seat_wind.tooltip = no_winds or self.seat_wind.description
        self.dealer.layout.display = None if not winds else "none"
        self.dealer.tooltip = self.dealer.description
        self.honba.description = label("builder_honba", lang)
        self.riichi_sticks.description = label("builder_sticks", lang)
        self.rules_choice.description = label("sheet_rules", lang)
        self.detail.description = label("builder_detail", lang)
        self.practice_kind.description = label("builder_practice_kind", lang)
        self.practice_button.description = label("builder_practice", lang)
        self.share.description = label("builder_share", lang)
        self.share.placeholder = label("builder_share_placeholder", lang)
        for control in (self.honba, self.riichi_sticks, self.rules_choice, self.detail,
                        self.practice_kind, self.share, self.text):
            control.tooltip = control.description
        self._apply_blockers()
        self._render_hand()
        self._render_actions()
        self._render_melds()
        self._render_indicators()
        self._render_status()
        self._render_result()
        if self.practice_widget is not None:
            self.practice_widget.set_language(lang)

    def _render_hand(self) -> None:
        lang = self.lang
        buttons = []
        win_index = self._win_index()
        for index, tile in enumerate(self.tiles):
            button = self._tile_button(tile)
            name = tile_label(tile, lang)
            if index == win_index:
                name = f"{name}, {label('winning_tile', lang)}"
                button.add_class("mjlearn-win-button")
            if index in self.selected:
                name = label("builder_selected", lang, tile=name)
                button.add_class("mjlearn-picked")
            button.tooltip = name
            button.on_click(lambda _b, index=index: self.select(index))
            buttons.append(button)
        self.hand_buttons = buttons
        self.hand_row.children = buttons
        if self.tiles or self.melds:
            # the winning tile apart, the called sets beside the hand, as at the table
            picture = hand_picture(list(self.tiles), self.win if self.tiles else None, self.melds)
            self.picture.value = (f'<div class="mjlearn-hand" lang="{lang}">'
                                  f"{picture.html(lang, scale=self._scale, label=picture_label(picture, lang))}"
                                  "</div>")
        else:
            self.picture.value = ""

    def _win_index(self) -> int | None:
        if self.win is None:
            return None
        for index in range(len(self.tiles) - 1, -1, -1):
            if self.tiles[index] == self.win:
                return index
        return None

    def _render_actions(self) -> None:
        lang, n = self.lang, len(self.selected)
        self.remove_button.disabled = n == 0
        self.remove_button.tooltip = label("builder_need", lang, count=1) if n == 0 \
            else self.remove_button.description
        self.win_button.disabled = n != 1
        self.win_button.tooltip = label("builder_need", lang, count=1) if n != 1 \
            else self.win_button.description
        for m, button in self.meld_buttons.items():
            need = CALLS[m]
            if len(self.melds) >= MAX_MELDS:
                button.disabled, button.tooltip = True, label("builder_four_melds", lang)
            elif n != need:
                button.disabled, button.tooltip = True, label("builder_need", lang, count=need)
            else:
                button.disabled, button.tooltip = False, meld_name(m, lang)

    def _render_melds(self) -> None:
        lang = self.lang
        buttons = []
        for index, meld in enumerate(self.melds):
            text = label("builder_take_back", lang, meld=meld_name(meld.type, lang), tiles=meld.code)
            button = widgets.Button(description=text, tooltip=text,
                                    layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, index=index: self.take_back_meld(index))
            buttons.append(button)
        self.meld_undo = buttons
        self.melds_row.children = buttons

    def _render_indicators(self) -> None:
        lang = self.lang
        for key, row in (("dora", self.dora_row), ("ura", self.ura_row)):
            buttons = []
            for index, tile in enumerate(getattr(self, key)):
                button = self._tile_button(tile)
                button.tooltip = label("builder_indicator", lang, tile=tile_label(tile, lang))
                button.on_click(lambda _b, key=key, index=index: self.remove_indicator(key, index))
                buttons.append(button)
            setattr(self, f"{key}_buttons", buttons)
            row.children = buttons

    def _indicators_html(self, scale: float) -> str:
        from .svg import row_html
        parts = []
        for key, caption in (("dora", label("indicators", self.lang)),
                             ("ura", label("builder_ura_caption", self.lang))):
            tiles = getattr(self, key)
            if tiles:
                parts.append(f'<div class="mjlearn-indicators">{escape(caption)} '
                             f"{row_html([tiles], self.lang, scale=scale, label=format_tiles(tiles))}</div>")
        return "".join(parts)

    def _render_status(self) -> None:
        lang = self.lang
        css = "mjlearn-builder-status" + (" mjlearn-error" if self.error is not None else "")
        if self.result is not None and self.error is None:
            css += " mjlearn-builder-wins"
        self.status.value = (f'<p class="{css}" role="status" aria-live="polite" lang="{lang}">'
                             f"{escape(self._message_text())}</p>")

    def _render_result(self) -> None:
        lang = self.lang
        if self.result is None:
            self.result_box.layout.display = "none"
            self.explanation.value = self.payments.value = self.handout_link.value = ""
            if self.practice_widget is not None:
                self.practice_widget = None
                self.practice_area.children = []
            return
        self.result_box.layout.display = None
        self.explanation.value = render_score_html(self.result, lang, self.detail.value)
        self.payments.value = f'<p lang="{lang}">{escape(self._payments_text())}</p>'
        page = ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>"
                f"{escape(label('builder_handout_title', lang))}</title></head><body>"
                f"{self.handout_html()}</body></html>")
        data = base64.b64encode(page.encode("utf-8")).decode("ascii")
        self.handout_link.value = (
            f'<p lang="{lang}"><a class="mjlearn-sheet-link" download="mjlearn-hand.html" '
            f'href="data:text/html;charset=utf-8;base64,{data}" target="_blank">'
            f'{escape(label("builder_handout", lang))}</a> — '
            f'{escape(label("builder_handout_help", lang))}</p>')


def waits_text(kinds: tuple[int, ...]) -> str:
    """Winning tiles as players write them: "3-6p", "1-4-7m, 5z"."""
    by_suit: dict[str, list[str]] = {}
    for kind in kinds:
        code = Tile(kind).code
        by_suit.setdefault(code[1], []).append(code[0])
    return ", ".join("-".join(numbers) + suit for suit, numbers in by_suit.items())


def value_text(result: ScoreResult, lang: str) -> str:
    """ "3 han, 40 fu", or the limit's name ("mangan")."""
    if result.limit is not None:
        return limit_name(result.limit, lang)
    return label("builder_han_fu", lang, han=format_count("han_short", result.han, lang),
                 fu=format_count("fu_short", result.fu, lang))


def practice_constraints(kind: str, situation: Situation, result: ScoreResult) -> list[dict]:
    """The constraints to try, most like the hand first: one of its two most valuable
    yaku (or its fu, for counting fu) with the same open or closed hand, then the yaku
    alone, then the kind alone (a yaku random hands never have, such as seven pairs,
    cannot be drawn)."""
    shape = {"open": not situation.is_closed}
    if kind == "count_fu":
        tries = [{"fu": result.fu, **shape}, {"fu": result.fu}]
    else:
        # a yaku of the hand's shape before one of how it was won (riichi, tsumo …)
        ordered = sorted(result.yaku, key=lambda y: (y.id in SITUATION_YAKU, -y.han))[:2]
        tries = [{"yaku": y.id, **shape} for y in ordered] + [{"yaku": y.id} for y in ordered[:1]]
    return tries + [shape, {}]


def _fields_of(situation: Situation) -> dict[str, Any]:
    from dataclasses import fields
    return {f.name: getattr(situation, f.name) for f in fields(Situation)
            if f.name not in ("hand", "win", "melds")}


def _indicator_tiles(value: Any) -> tuple[Tile, ...]:
    if not value:
        return ()
    if isinstance(value, str):
        return parse_tiles(value)
    return tuple(t if isinstance(t, Tile) else parse_tiles(t)[0] for t in value)


def _wind_letter(value: Any) -> str:
    if isinstance(value, int) and value in _WIND_KINDS:
        return _WIND_KINDS[value]
    if isinstance(value, str) and value.upper() in WINDS:
        return value.upper()
    raise MjlearnError("bad_wind", key="seat_wind", value=str(value))


def _error_text(error: MjlearnError, lang: str) -> str:
    if isinstance(error, _FifthCopy):
        return label("picker_fifth_copy", lang, tile=tile_label(error.tile, lang), count=error.held)
    if isinstance(error, _NeedTiles):
        return label("builder_need", lang, count=error.count)
    return render_error(error, lang)


class _FifthCopy(HandError):
    """A tile that would be a fifth copy, counting the sets and indicators in sight."""

    def __init__(self, tile: Tile, held: int) -> None:
        super().__init__("too_many_copies", tile=tile.code, count=held + 1)
        self.tile, self.held = tile, held


class _NeedTiles(HandError):
    """A call or action with the wrong number of tiles selected."""

    def __init__(self, count: int) -> None:
        super().__init__("too_few_tiles", count=0, expected=count)
        self.count = count


__all__ = ["HandBuilder", "waits_text", "value_text", "practice_constraints"]
