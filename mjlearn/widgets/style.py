"""The widgets' look: one stylesheet, carried by every top-level widget in a hidden
``<style>`` (JupyterLab, Voilà and a notebook exported to HTML all apply a ``<style>`` that
an HTML output holds; the same sheet twice on a page changes nothing).

Colours are readable in JupyterLab's light and dark themes: JupyterLab marks the dark one
with ``data-jp-theme-light="false"`` on ``<body>``, and the sheet gives that theme its own
colours. Right and wrong are never told by colour alone: the feedback starts with an icon
(✓ or ✗, 💡 for an answer shown on request) and says it in words.

The tile picker's buttons show the very tile pictures of the hands
(:mod:`.svg`) as their background, one class per tile (:func:`tile_button_class`); their
tooltip (the tile's name) is their accessible name, so ipywidgets' zero-width space in an
empty button, which browsers would take for the name instead, is left out.
"""

from __future__ import annotations

import base64
from functools import lru_cache

import ipywidgets as widgets

from ..tiles import ALL_KINDS, FIVES, Tile
from .svg import tile_svg
from .timing import CLOCK_CSS

CSS = """
.mjlearn-feedback { border-left: 4px solid; border-radius: 4px; padding: 4px 10px;
  margin: 4px 0; line-height: 1.45; }
.mjlearn-feedback p { margin: 2px 0; }
.mjlearn-icon { font-weight: bold; margin-right: 0.4em; }
.mjlearn-correct { color: #14532d; background: #e6f4ea; border-color: #1e8e3e; }
.mjlearn-wrong { color: #7f1d1d; background: #fdecea; border-color: #d93025; }
.mjlearn-revealed { color: #0b3064; background: #e8f0fe; border-color: #1a73e8; }
.mjlearn-note { color: #3c4043; background: #f1f3f4; border-color: #80868b; }
body[data-jp-theme-light="false"] .mjlearn-correct { color: #b7f0c8; background: #12351f;
  border-color: #4cc26e; }
body[data-jp-theme-light="false"] .mjlearn-wrong { color: #ffc9c4; background: #3d1715;
  border-color: #f2766b; }
body[data-jp-theme-light="false"] .mjlearn-revealed { color: #c6dafc; background: #122744;
  border-color: #7baaf7; }
body[data-jp-theme-light="false"] .mjlearn-note { color: #e8eaed; background: #2d2f31;
  border-color: #9aa0a6; }
.mjlearn-error { color: #a50e0e; font-weight: 600; }
body[data-jp-theme-light="false"] .mjlearn-error { color: #ff8a80; }
.widget-button.mjlearn-picked { outline: 3px solid #1a73e8; outline-offset: -1px; }
.mjlearn-steps { list-style: none; padding-left: 0; margin: 4px 0; }
.mjlearn-steps li { margin: 2px 0; }
.mjlearn-steps summary { cursor: pointer; font-weight: 600; }
.mjlearn-answer-field input { min-width: 9em; }
.mjlearn-wide-field input { min-width: 22em; }
.widget-button.mjlearn-tile-button { background-color: transparent; background-size: contain;
  background-repeat: no-repeat; background-position: center; width: 40px; height: 54px;
  min-width: 40px; padding: 0; margin: 2px; border: none; box-shadow: none; }
.widget-button.mjlearn-tile-button:hover { outline: 2px solid #f2a900; }
.widget-button.mjlearn-tile-button:empty::before { content: none; }
.widget-button.mjlearn-tile-button:disabled { opacity: 0.3; }
.widget-toggle-button.mjlearn-choice { width: auto; min-width: 8em; height: auto;
  min-height: 2.2em; white-space: normal; text-align: left; padding: 2px 8px; margin: 2px; }
.mjlearn-chart text { fill: var(--jp-content-font-color1, #1d2b3a); }
.mjlearn-store-note { font-size: 90%; }
a.mjlearn-sheet-link { color: var(--jp-content-link-color, #1a73e8); font-weight: 600;
  text-decoration: underline; }
.mjlearn-cheatsheet-offer details summary { cursor: pointer; }
.mjlearn-builder-status { font-size: 115%; font-weight: 600; margin: 6px 0; }
.widget-button.mjlearn-win-button { outline: 3px solid #b35c00; outline-offset: -1px; }
.widget-button.mjlearn-tile-button.mjlearn-picked.mjlearn-win-button { outline-color: #1a73e8; }
.mjlearn-builder .widget-inline-hbox input[type="number"] { width: 5em; flex: none; }
.mjlearn-large { font-size: 130%; }
.mjlearn-large .mjlearn-builder-status { font-size: 150%; }
.mjlearn-large .widget-button.mjlearn-tile-button { width: 60px; height: 81px; min-width: 60px; }
"""

CSS += CLOCK_CSS   # the clock of a timed drill

# Every tile the picker offers: the 34 kinds and the three red fives.
PICKER_TILES = ALL_KINDS + tuple(Tile(k, red=True) for k in FIVES)


def tile_button_class(tile: Tile) -> str:
    """The class that gives a picker button its tile picture ("mjlearn-t-0p")."""
    return f"mjlearn-t-{tile.code}"


@lru_cache(maxsize=1)
def tile_button_css() -> str:
    """One rule per tile: the tile's SVG (the hands' own picture) as a data URI."""
    rules = []
    for tile in PICKER_TILES:
        data = base64.b64encode(tile_svg(tile, "en", titled=False).encode()).decode()
        rules.append(f".widget-button.{tile_button_class(tile)} "
                     f'{{ background-image: url("data:image/svg+xml;base64,{data}"); }}')
    return "\n".join(rules)


def stylesheet(*, tiles: bool = False) -> widgets.HTML:
    """A hidden widget holding the stylesheet (with the tile pictures of the picker's
    buttons when ``tiles``)."""
    css = CSS + (tile_button_css() if tiles else "")
    sheet = widgets.HTML(f'<style class="mjlearn-style">{css}</style>',
                         layout=widgets.Layout(display="none"))
    sheet.add_class("mjlearn-stylesheet")
    return sheet


def wrapping_row(children=(), **layout) -> widgets.HBox:
    """A row of buttons that wraps onto the next line in a narrow window (800 px)
    instead of being clipped."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap",
                                                              align_items="center", **layout))


__all__ = ["CSS", "stylesheet", "tile_button_class", "tile_button_css", "wrapping_row",
           "PICKER_TILES"]
