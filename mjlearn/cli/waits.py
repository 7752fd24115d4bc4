"""``mjlearn waits HAND``: the winning tiles of a 13-tile hand and their wait shapes."""

from __future__ import annotations

import argparse

from ..hand import HandError, parse_waiting_hand
from ..i18n.markers import N_
from ..readings import find_waits
from ..tiles import kind_code
from .output import print_json


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    p.add_argument("hand", metavar=say(N_("HAND")), help=say(N_(
        "13 tiles in mpsz notation, for example 1112345678999m (or a shape of 1, 4, 7 or 10 "
        "tiles)")))
    p.add_argument("--meld", action="append", default=[], metavar=say(N_("TYPE:TILES")),
                   help=say(N_("a called set, for example pon:777z or chi:234s (can be "
                               "given several times)")))
    p.add_argument("--json", action="store_true", help=say(N_("machine-readable output")))
    p.set_defaults(func=run)


def parse_meld_option(text: str) -> tuple[str, str]:
    meld_type, _, tiles = text.partition(":")
    return meld_type, tiles


def run(args: argparse.Namespace) -> int:
    hand = parse_waiting_hand(args.hand, [parse_meld_option(m) for m in args.meld], partial=True)
    if len(hand.concealed) % 3 == 0:
        # 3, 6, 9 or 12 tiles can never wait on one more: a tile count the learner mistyped,
        # said as for 14 tiles, not "not tenpai"
        expected = 13 - 3 * len(hand.melds)
        raise HandError("too_few_tiles", count=len(hand.concealed), expected=expected)
    waits = find_waits(hand)
    if args.json:
        print_json({
            "tenpai": waits.is_tenpai,
            "waits": [{"tile": kind_code(k), "shapes": list(s)}
                      for k, s in zip(waits.tiles, waits.shapes)],
            "multi_sided": waits.multi_sided,
            "exhausted": [kind_code(k) for k in waits.exhausted],
        })
        return 0
    from .render import render_waits
    print(render_waits(waits, args.lang))
    return 0
