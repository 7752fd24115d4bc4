"""Pictures of the table, drawn as SVG by the package (lessons 01–02): the four seats and
their winds, the point sticks, the wall with its dead wall and dora indicator, the kans.

Every picture is a pure function of its arguments and the language; the only words in it
come from the i18n layer (a tile's name, the dealer's role, an amount of points), so the
same picture serves every lesson language. A ``<title>`` names what a screen reader or a
hovering mouse should hear.
"""

from __future__ import annotations

from html import escape

from ..i18n import format_points, name, tile_label
from ..tiles import parse_tiles
from ..checks import check_int, check_items, check_text
from .svg import EDGE, HEIGHT, INK, RED, WIDTH, _num, _scale, tile_body

FELT = "#2f6b4f"
FELT_EDGE = "#1f4a36"
ARROW = "#f2a900"
STICK = "#fbf8ef"


def _svg(body: str, width: float, height: float, label: str, scale: float = 1.0) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_num(width)} {_num(height)}" '
            f'width="{_num(width * scale)}" height="{_num(height * scale)}" role="img" '
            f'aria-label="{escape(label, quote=True)}"><title>{escape(label)}</title>{body}</svg>')


def _text(x: float, y: float, text: str, size: float = 13, colour: str = INK,
          anchor: str = "middle", weight: str = "normal") -> str:
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" text-anchor="{anchor}" '
            f'font-family="sans-serif" font-weight="{weight}" fill="{colour}">{escape(text)}</text>')


def seats_svg(lang: str | None = None, *, dealer: int = 0, round_wind: int = 0,
              scale: float = 1.0) -> str:
    """The table from above: the four seats, each with its wind tile (East at the bottom,
    then South on the right, West at the top and North on the left), the dealer marked,
    the round wind's tile in the middle and arrows for the turn order (counter-clockwise:
    East → South → West → North)."""
    dealer, round_wind = check_int("dealer", dealer, 0, 3), check_int("round_wind", round_wind, 0, 3)
    scale = _scale(scale)
    size, table = 340, 220
    o = (size - table) / 2
    parts = [f'<rect x="{o}" y="{o}" width="{table}" height="{table}" rx="14" fill="{FELT}" '
             f'stroke="{FELT_EDGE}" stroke-width="3"/>']
    # seat positions: bottom, right, top, left (the tile's centre)
    centres = [(size / 2, size - o / 2 - 6), (size - o / 2, size / 2), (size / 2, o / 2 + 6),
               (o / 2, size / 2)]
    for seat, (cx, cy) in enumerate(centres):
        wind = parse_tiles(f"{1 + (seat - dealer) % 4}z")[0]
        parts.append(tile_body(wind, lang, x=cx - WIDTH / 2, y=cy - HEIGHT / 2))
        if seat == dealer:
            label = name("role", "dealer", lang)
            width = len(label) * 7.5 + 12
            # beside the tile, on its right; the right-hand seat's goes on the felt, to its
            # left, so that the picture never cuts it off
            x = cx + WIDTH / 2 + 4 if cx + WIDTH / 2 + 4 + width <= size else cx - WIDTH / 2 - 4 - width
            parts.append(f'<rect x="{_num(x)}" y="{_num(cy - 11)}" width="{_num(width)}" '
                         f'height="22" rx="11" fill="{RED}"/>')
            parts.append(_text(x + width / 2, cy + 4.5, label, 13, "#ffffff", weight="bold"))
    # the turn order: an arc from each seat to the next, counter-clockwise seen from above
    # (on the screen, y grows downwards: the angles decrease from the bottom seat)
    import math

    r, c = table / 2 - 34, size / 2
    for k in range(4):
        a1, a2 = math.radians(90 - 90 * k - 24), math.radians(90 - 90 * k - 66)
        x1, y1 = c + r * math.cos(a1), c + r * math.sin(a1)
        x2, y2 = c + r * math.cos(a2), c + r * math.sin(a2)
        parts.append(f'<path d="M {_num(x1)} {_num(y1)} A {_num(r)} {_num(r)} 0 0 0 {_num(x2)} '
                     f'{_num(y2)}" fill="none" stroke="{ARROW}" stroke-width="3" '
                     f'marker-end="url(#mjlearn-arrow)"/>')
    marker = (f'<defs><marker id="mjlearn-arrow" viewBox="0 0 10 10" refX="8" refY="5" '
              f'markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
              f'<path d="M 0 0 L 10 5 L 0 10 z" fill="{ARROW}"/></marker></defs>')
    round_tile = parse_tiles(f"{1 + round_wind}z")[0]
    parts.append(tile_body(round_tile, lang, x=c - WIDTH / 2, y=c - HEIGHT / 2))
    label = " → ".join(tile_label(parse_tiles(f"{1 + (s - dealer) % 4}z")[0], lang)
                       for s in range(4))
    return _svg(marker + "".join(parts), size, size, label, scale)


STICK_VALUES = (10_000, 5_000, 1_000, 100)
STARTING_STICKS = (1, 2, 4, 10)   # 25,000 points: 10,000 + 2 × 5,000 + 4 × 1,000 + 10 × 100


def _stick(x: float, y: float, value: int) -> str:
    """One point stick, its value told by its dots as on the usual sets."""
    length, thick = 170, 16
    parts = [f'<rect x="{_num(x)}" y="{_num(y)}" width="{length}" height="{thick}" rx="4" '
             f'fill="{STICK}" stroke="{EDGE}" stroke-width="1.5"/>']
    cx, cy = x + length / 2, y + thick / 2
    if value == 10_000:
        parts.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="4" fill="{RED}"/>')
        for dx in (-30, -20, 20, 30):
            for dy in (-3.5, 3.5):
                parts.append(f'<circle cx="{_num(cx + dx)}" cy="{_num(cy + dy)}" r="1.8" fill="{INK}"/>')
    elif value == 5_000:
        parts.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="4" fill="{RED}"/>')
        for dx in (-22, -14, 14, 22):
            parts.append(f'<circle cx="{_num(cx + dx)}" cy="{_num(cy)}" r="2" fill="{INK}"/>')
    elif value == 1_000:
        parts.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="4.5" fill="{RED}"/>')
    else:
        for end in (x + 14, x + length - 26):
            for i in range(4):
                for dy in (-3.5, 3.5):
                    parts.append(f'<circle cx="{_num(end + i * 4)}" cy="{_num(cy + dy)}" r="1.5" '
                                 f'fill="{INK}"/>')
    return "".join(parts)


def sticks_svg(lang: str | None = None, *, counts: tuple[int, ...] = STARTING_STICKS,
               scale: float = 1.0) -> str:
    """The four point sticks, the largest first, each with its value and how many of it a
    player starts with (25,000 points in all)."""
    counts = tuple(check_int("counts", c, 0, 10_000)
                   for c in check_items("counts", counts, "list", len(STICK_VALUES)))
    scale = _scale(scale)
    row = 34
    parts = []
    for i, (value, count) in enumerate(zip(STICK_VALUES, counts)):
        y = 8 + i * row
        parts.append(_stick(8, y, value))
        parts.append(_text(190, y + 13, format_points(value, lang), 14, anchor="start",
                           weight="bold"))
        parts.append(_text(300, y + 13, f"× {count}", 14, anchor="start"))
    label = ", ".join(f"{count} × {format_points(value, lang)}"
                      for value, count in zip(STICK_VALUES, counts))
    return _svg("".join(parts), 350, 8 + 4 * row, label, scale)


def wall_svg(indicator: str = "3s", lang: str | None = None, *, scale: float = 0.85) -> str:
    """The wall's last stretch before the dealt tiles: a row of stacks two tiles high, the
    seven stacks of the dead wall set apart at its end, the third stack's top tile turned
    face up (the dora indicator), and the first replacement tiles for kans at the far end."""
    tile = parse_tiles(check_text("indicator", indicator, 20))[0]
    scale = _scale(scale)
    step, gap, stacks_live, stacks_dead = WIDTH + 2, 26, 6, 7
    parts = []
    x = 0.0
    back = parse_tiles("1z")[0]
    for stack in range(stacks_live + stacks_dead):
        if stack == stacks_live:
            x += gap
        for level, y in ((0, 16), (1, 0)):   # the lower tile, then the one on top
            face_up = stack == stacks_live + 2 and level == 1
            parts.append(tile_body(tile if face_up else back, lang, x=x, y=y,
                                   face_down=not face_up, marked=face_up, titled=face_up))
        x += step
    dead_x = stacks_live * step + gap - 8
    width = x + 2
    parts.append(f'<rect x="{_num(dead_x)}" y="-6" width="{_num(stacks_dead * step + 14)}" '
                 f'height="{HEIGHT + 28}" rx="8" fill="none" stroke="{RED}" stroke-width="2.5" '
                 f'stroke-dasharray="8 5"/>')
    label = tile_label(tile, lang)
    body = f'<g transform="translate(10,10)">{"".join(parts)}</g>'
    return _svg(body, width + 20, HEIGHT + 40, label, scale)


# A tile turned sideways (rotated about its centre) lies in a HEIGHT × WIDTH box: these
# offsets put that box's left edge at x and its bottom on the row's bottom.
SIDE_X, SIDE_Y = (HEIGHT - WIDTH) / 2, (HEIGHT - WIDTH) / 2


def kans_svg(lang: str | None = None, *, scale: float = 0.8) -> str:
    """The three kans as they lie on the table: a concealed kan (its outer tiles face
    down), an open kan (one tile turned: the one called) and an added kan (a tile laid on
    the called one of a pon)."""
    scale = _scale(scale)
    five = parse_tiles("5555p")
    seven = parse_tiles("7777s")
    east = parse_tiles("1111z")
    parts, x = [], 0.0
    for i, tile in enumerate(five):
        parts.append(tile_body(tile, lang, x=x, y=0, face_down=i in (0, 3)))
        x += WIDTH + 2
    x += 30
    for i, tile in enumerate(seven):
        if i == 0:
            parts.append(tile_body(tile, lang, x=x + SIDE_X, y=SIDE_Y, sideways=True))
            x += HEIGHT + 2
        else:
            parts.append(tile_body(tile, lang, x=x, y=0))
            x += WIDTH + 2
    x += 30
    for i, tile in enumerate(east[:3]):
        if i == 0:
            for lift in (0, WIDTH + 1):
                parts.append(tile_body(tile, lang, x=x + SIDE_X, y=SIDE_Y - lift, sideways=True))
            x += HEIGHT + 2
        else:
            parts.append(tile_body(tile, lang, x=x, y=0))
            x += WIDTH + 2
    label = ", ".join(tile_label(t[0], lang) for t in (five, seven, east))
    body = f'<g transform="translate(4,{WIDTH + 4})">{"".join(parts)}</g>'
    return _svg(body, x + 8, HEIGHT + WIDTH + 12, label, scale)


__all__ = ["seats_svg", "sticks_svg", "wall_svg", "kans_svg", "STICK_VALUES", "STARTING_STICKS"]
