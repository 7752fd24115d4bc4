"""``mjlearn score HAND``: score a winning Riichi hand step by step.

``mjlearn score --jsonl FILE`` (``-`` for stdin) is the batch mode: one JSON situation
per line in, one JSON result per line out, in order; a bad line (bad JSON too) gives an
``{"error": …}`` object on its line and the batch goes on. Exit status 0 when every line
scored, 1 when any line is an error object, 2 for a usage error (see :mod:`.batch`).
"""

from __future__ import annotations

import argparse

from ..errors import MjlearnError, register_error_codes
from ..i18n import score_json
from ..riichi import Situation, score
from . import batch
from .batch import parse_json
from .output import print_json
from .waits import parse_meld_option

register_error_codes({"bad_json": ("line", "detail"), "missing_hand": ()})

FLAG_OPTIONS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                "chankan", "tenhou", "chiihou", "renhou")


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="score a winning Riichi hand, step by step")
    p.add_argument("hand", nargs="?", help="every concealed tile including the winning one, "
                   "e.g. 234567m345p22s678s")
    p.add_argument("--win", help="the winning tile (default: the last tile written)")
    p.add_argument("--meld", action="append", default=[], metavar="TYPE:TILES",
                   help="a called meld: chi:234s, pon:777z, kan:5555m, ankan:1111z, "
                        "shouminkan:2222p (repeatable)")
    for flag in FLAG_OPTIONS:
        p.add_argument("--" + flag.replace("_", "-"), dest=flag, action="store_true")
    p.add_argument("--seat", default="S", help="seat wind E/S/W/N (default S; E is the dealer)")
    p.add_argument("--round", default="E", help="round wind E/S/W/N (default E)")
    p.add_argument("--dora", default="", help="dora indicators, e.g. 1m or 1m7z")
    p.add_argument("--ura", default="", help="ura-dora indicators (riichi only)")
    p.add_argument("--honba", type=int, default=0)
    p.add_argument("--sticks", type=int, default=0, help="riichi sticks on the table")
    p.add_argument("--paarenchan", type=int, default=0, metavar="N",
                   help="consecutive dealer wins this win makes (a yakuman at 8 when switched on)")
    p.add_argument("--rules", default=None,
                   help='a preset (standard, kostaryov, ema) or JSON: \'{"preset": "ema", "kiriage": true}\'')
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--jsonl", metavar="FILE",
                   help="batch: one JSON situation per line ('-': stdin), one JSON result per "
                        "line; exit status 0 if every line scored, 1 if any line is an error, "
                        "2 for a usage error")
    p.set_defaults(func=run)


def _rules(text: str | None):
    if text is None:
        return None
    text = text.strip()
    if text.startswith("{"):
        try:
            return parse_json(text)
        except ValueError as error:
            raise MjlearnError("bad_json", line=0, detail=str(error)) from None
    return text


def run(args: argparse.Namespace) -> int:
    if args.jsonl:
        return run_batch(args.jsonl, args.lang)
    if not args.hand:
        raise MjlearnError("missing_hand")
    situation = Situation(
        hand=args.hand, win=args.win, melds=[parse_meld_option(m) for m in args.meld],
        seat_wind=args.seat, round_wind=args.round, dora=args.dora, ura=args.ura,
        honba=args.honba, riichi_sticks=args.sticks, paarenchan=args.paarenchan,
        rules=_rules(args.rules), **{flag: getattr(args, flag) for flag in FLAG_OPTIONS})
    result = score(situation)
    if args.json:
        print_json(result.to_json())
        return 0
    from .render import render_score
    print(render_score(result, args.lang))
    return 0


def run_batch(path: str, lang: str | None) -> int:
    def score_line(text: str, number: int) -> dict:
        try:
            data = parse_json(text)
        except ValueError as error:
            raise MjlearnError("bad_json", line=number, detail=str(error)) from None
        return score_json(data, lang)
    return batch.run_batch(path, lang, score_line)
