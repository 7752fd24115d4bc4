"""Tile pictures drawn as SVG by the package itself (no image files).

Each suit has its own look so it reads at a glance: characters show the Chinese numeral
above 萬, dots are circles, bamboo are sticks (the 1 a stylised bird), winds and dragons
their characters 東 南 西 北, 白 (a framed blank), 發 and 中. Every suit tile also carries
its Arabic numeral in the corner. Red fives are drawn in red. A tile turned face down
(the two outer tiles of a concealed kan, as at the table) shows its back. The tile's
localized name is its ``<title>``, which browsers show on hover and screen readers read
out.

All text that reaches the SVG is escaped, so the output is always well-formed XML.
"""

from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

from ..checks import bad_argument, check_bool, check_items, check_real, check_text
from ..i18n import tile_label
from ..tiles import Tile

WIDTH, HEIGHT = 40, 54
FACE = "#fbf8ef"
EDGE = "#8a8272"
INK = "#1d2b3a"
RED = "#d0202a"
GREEN = "#17803d"
BLUE = "#1f4f9a"
HIGHLIGHT = "#f2a900"
BACK = "#d9822b"        # the coloured back of a tile turned face down
BACK_EDGE = "#8f4e12"

MAN_NUMERALS = "一二三四五六七八九"
HONOURS = {27: ("東", INK), 28: ("南", INK), 29: ("西", INK), 30: ("北", INK),
           32: ("發", GREEN), 33: ("中", RED)}
CJK_FONT = "'Noto Serif CJK JP','Noto Sans CJK JP','Hiragino Mincho ProN','MS Mincho',serif"

# Centres of the circles (dots) and sticks (bamboo) for 1–9, in tile coordinates.
PIPS = {
    1: [(20, 27)],
    2: [(20, 15), (20, 39)],
    3: [(11, 13), (20, 27), (29, 41)],
    4: [(12, 15), (28, 15), (12, 39), (28, 39)],
    5: [(12, 14), (28, 14), (20, 27), (12, 40), (28, 40)],
    6: [(13, 12), (27, 12), (13, 27), (27, 27), (13, 42), (27, 42)],
    7: [(10, 10), (20, 15), (30, 20), (13, 32), (27, 32), (13, 44), (27, 44)],
    8: [(13, 9), (27, 9), (13, 21), (27, 21), (13, 33), (27, 33), (13, 45), (27, 45)],
    9: [(10, 12), (20, 12), (30, 12), (10, 27), (20, 27), (30, 27), (10, 42), (20, 42), (30, 42)],
}
# Colours of the dots, position by position (the usual blue/green/red pattern).
DOT_COLOURS = {
    1: [RED], 2: [GREEN, BLUE], 3: [BLUE, RED, GREEN], 4: [BLUE, GREEN, GREEN, BLUE],
    5: [BLUE, GREEN, RED, GREEN, BLUE], 6: [GREEN, GREEN, RED, RED, RED, RED],
    7: [GREEN, GREEN, GREEN, RED, RED, RED, RED], 8: [BLUE] * 8,
    9: [BLUE, BLUE, BLUE, RED, RED, RED, GREEN, GREEN, GREEN],
}


def _num(value: float) -> str:
    return f"{value:g}"


def _corner_digit(tile: Tile, colour: str) -> str:
    return (f'<text x="4" y="10" font-size="8" font-family="sans-serif" font-weight="bold" '
            f'fill="{colour}">{tile.number if not tile.red else 5}</text>')


def _man(tile: Tile, colour: str) -> str:
    numeral = MAN_NUMERALS[tile.number - 1]
    return (f'<text x="20" y="23" font-size="15" text-anchor="middle" font-family="{CJK_FONT}" '
            f'fill="{colour}">{numeral}</text>'
            f'<text x="20" y="45" font-size="17" text-anchor="middle" font-family="{CJK_FONT}" '
            f'fill="{RED if tile.red else RED}">萬</text>')


def _pin(tile: Tile) -> str:
    n = tile.number
    radius = 11 if n == 1 else (7 if n <= 4 else 5.5 if n <= 6 else 5)
    parts = []
    for (x, y), colour in zip(PIPS[n], DOT_COLOURS[n]):
        colour = RED if tile.red else colour
        parts.append(f'<circle cx="{x}" cy="{y}" r="{_num(radius)}" fill="none" '
                     f'stroke="{colour}" stroke-width="2"/>'
                     f'<circle cx="{x}" cy="{y}" r="{_num(radius / 2.6)}" fill="{colour}"/>')
    return "".join(parts)


def _sou(tile: Tile) -> str:
    n = tile.number
    if n == 1:  # the bird of the 1 of bamboo, as a simple stylised mark
        return (f'<ellipse cx="20" cy="30" rx="8" ry="11" fill="{GREEN}"/>'
                f'<circle cx="20" cy="15" r="5" fill="{RED}"/>'
                f'<path d="M20 41 L13 49 M20 41 L27 49 M20 41 L20 50" stroke="{GREEN}" '
                f'stroke-width="2"/>')
    parts = []
    for i, (x, y) in enumerate(PIPS[n]):
        colour = RED if tile.red or (n in (5, 7, 9) and i == (len(PIPS[n]) // 2)) else GREEN
        parts.append(f'<rect x="{x - 2}" y="{y - 6}" width="4" height="12" rx="2" '
                     f'fill="{colour}"/><line x1="{x - 2}" y1="{y}" x2="{x + 2}" y2="{y}" '
                     f'stroke="{FACE}" stroke-width="1"/>')
    return "".join(parts)


def _honour(tile: Tile) -> str:
    if tile.kind == 31:  # white dragon: a framed blank
        return (f'<rect x="9" y="11" width="22" height="32" fill="none" stroke="{BLUE}" '
                f'stroke-width="2.5"/><rect x="12.5" y="14.5" width="15" height="25" '
                f'fill="none" stroke="{BLUE}" stroke-width="1"/>')
    char, colour = HONOURS[tile.kind]
    return (f'<text x="20" y="36" font-size="24" text-anchor="middle" '
            f'font-family="{CJK_FONT}" fill="{colour}">{char}</text>')


def _back() -> str:
    """The back of a tile: its coloured back inside the ivory edge, no picture."""
    return (f'<rect x="4" y="4" width="{WIDTH - 8}" height="{HEIGHT - 8}" rx="3" '
            f'fill="{BACK}" stroke="{BACK_EDGE}" stroke-width="1"/>')


def tile_body(tile: Tile, lang: str | None = None, *, x: float = 0, y: float = 0,
              marked: bool = False, sideways: bool = False, face_down: bool = False,
              titled: bool = True) -> str:
    """One tile as an SVG ``<g>`` at (x, y): face, picture and ``<title>``.

    ``marked`` outlines it (the winning tile); ``sideways`` turns it (a called tile);
    ``face_down`` shows its back (its ``<title>`` still names it); ``titled=False``
    leaves the title out (a picture used as a background, where nobody sees it)."""
    colour = RED if tile.red else INK
    if tile.suit == "m":
        picture = _corner_digit(tile, colour) + _man(tile, colour)
    elif tile.suit == "p":
        picture = _corner_digit(tile, RED if tile.red else BLUE) + _pin(tile)
    elif tile.suit == "s":
        picture = _corner_digit(tile, RED if tile.red else GREEN) + _sou(tile)
    else:
        picture = _honour(tile)
    if face_down:
        picture = _back()
    edge = HIGHLIGHT if marked else (RED if tile.red and not face_down else EDGE)
    classes = "mjlearn-tile" + (" mjlearn-red-five" if tile.red else "") + \
        (" mjlearn-win" if marked else "") + (" mjlearn-face-down" if face_down else "")
    transform = f"translate({_num(x)},{_num(y)})"
    if sideways:
        transform += f" rotate(90 {WIDTH / 2:g} {HEIGHT / 2:g})"
    title = f"<title>{escape(tile_label(tile, lang))}</title>" if titled else ""
    return (f'<g class="{classes}" data-tile="{tile.code}" transform="{transform}">'
            f"{title}"
            f'<rect x="0.75" y="0.75" width="{WIDTH - 1.5}" height="{HEIGHT - 1.5}" rx="5" '
            f'fill="{FACE}" stroke="{edge}" stroke-width="{3 if marked else 1.5}"/>'
            f"{picture}</g>")


MAX_SCALE = 100
MAX_GROUPS = 40          # groups in a row: a hand has at most 6, a wall of rows a few more
MAX_GROUP = 40           # tiles in a group


def _tile(argument: str, value: object) -> Tile:
    if not isinstance(value, Tile):
        raise bad_argument(argument, "tiles", value)
    return value


def _scale(value: object) -> float:
    return check_real("scale", value, 0, MAX_SCALE)


def _groups(value: object) -> tuple[tuple[Tile, ...], ...]:
    """Groups of tiles, each bounded before it is read (an endless iterator is refused)."""
    groups = check_items("groups", value, "tiles", MAX_GROUPS)
    return tuple(tuple(_tile("groups", t) for t in check_items("groups", g, "tiles", MAX_GROUP))
                 for g in groups)


def _positions(argument: str, value: object) -> set[tuple[int, int]]:
    """(group, index) positions, read with a bound (``range(10**12)`` is refused at once)."""
    positions = set()
    for item in check_items(argument, value, "list", MAX_GROUPS * MAX_GROUP):
        if not (isinstance(item, tuple) and len(item) == 2
                and all(type(n) is int for n in item)):
            raise bad_argument(argument, "list", item)
        positions.add(item)
    return positions


def _gaps(value: object) -> tuple[float, ...] | None:
    if value is None:
        return None
    return tuple(check_real("gaps", g, 0, 10_000)
                 for g in check_items("gaps", value, "list", MAX_GROUPS))


def tile_svg(tile: Tile, lang: str | None = None, *, scale: float = 1.0,
             marked: bool = False, titled: bool = True) -> str:
    """A standalone SVG picture of one tile."""
    _tile("tile", tile)
    scale = _scale(scale)
    check_bool("marked", marked)
    check_bool("titled", titled)
    return _svg(tile_body(tile, lang, marked=marked, titled=titled), WIDTH, HEIGHT, scale,
                tile_label(tile, lang))


def row_svg(groups: Sequence[Sequence[Tile]], lang: str | None = None, *,
            marked: Iterable[tuple[int, int]] = (), scale: float = 1.0, gap: float = 12,
            label: str = "", face_down: Iterable[tuple[int, int]] = (),
            gaps: Sequence[float] | None = None) -> str:
    """Groups of tiles in one row, groups set apart by ``gap`` (or ``gaps[g]`` before
    group ``g``); ``marked`` holds (group, index) positions to outline (the winning
    tile), ``face_down`` the positions drawn face down."""
    groups, scale, gaps = _groups(groups), _scale(scale), _gaps(gaps)
    marked, face_down = _positions("marked", marked), _positions("face_down", face_down)
    gap, label = check_real("gap", gap, 0, 10_000), check_text("label", label)
    parts, x = [], 0.0
    for g, group in enumerate(groups):
        if g and group:
            x += gaps[g] if gaps is not None and g < len(gaps) else gap
        for i, tile in enumerate(group):
            parts.append(tile_body(tile, lang, x=x, marked=(g, i) in marked,
                                   face_down=(g, i) in face_down))
            x += WIDTH + 2
    width = max(x - 2, 1)
    return _svg("".join(parts), width, HEIGHT, scale, label)


def _svg(body: str, width: float, height: float, scale: float, label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_num(width)} {height}" '
            f'width="{_num(width * scale)}" height="{_num(height * scale)}" role="img" '
            f'aria-label="{escape(label, quote=True)}">{body}</svg>')


def row_html(groups: Sequence[Sequence[Tile]], lang: str | None = None, *,
             marked: Iterable[tuple[int, int]] = (), face_down: Iterable[tuple[int, int]] = (),
             gaps: Sequence[float] | None = None, gap: float = 12, scale: float = 1.0,
             label: str = "") -> str:
    """The groups of :func:`row_svg`, one ``<svg>`` each, in a row that wraps between
    groups when the window is narrow, a group wider than the window scaled down to fit
    (inline styles: it works without the stylesheet).
    The row is one image for screen readers, named by ``label``."""
    groups, scale, gaps = _groups(groups), _scale(scale), _gaps(gaps)
    marked, face_down = _positions("marked", marked), _positions("face_down", face_down)
    gap, label = check_real("gap", gap, 0, 10_000), check_text("label", label)
    pictures = []
    for g, group in enumerate(groups):
        if not group:
            continue
        before = (gaps[g] if gaps is not None and g < len(gaps) else gap) if pictures else 0
        svg = row_svg([group], lang, marked={(0, i) for gg, i in marked if gg == g},
                      face_down={(0, i) for gg, i in face_down if gg == g}, scale=scale,
                      label="")
        # a group wider than the window shrinks to fit it rather than being cut off
        svg = svg.replace(' role="img" aria-label=""',
                          ' aria-hidden="true" style="max-width:100%;height:auto"', 1)
        pictures.append(f'<span class="mjlearn-group" style="margin-left:{_num(before * scale)}px;'
                        f'display:inline-block;line-height:0;max-width:100%">{svg}</span>')
    return (f'<div class="mjlearn-tiles" role="img" aria-label="{escape(label, quote=True)}" '
            f'style="display:flex;flex-wrap:wrap;align-items:flex-end;row-gap:6px">'
            f'{"".join(pictures)}</div>')
