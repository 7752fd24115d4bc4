"""``mjlearn classic score|settle``: Classic European hand scores and payments.

``score --jsonl FILE|-`` reads one JSON object per line and writes one result per line;
a bad line gets ``{"error": …}`` on its own line and the batch goes on. Exit status 0
when every line scored, 1 when any line is an error object, 2 for a usage error (see
:mod:`.batch`). ``settle`` takes four ``PLAYER=SCORE`` arguments.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..checks import describe
from ..classic import score_hand, settle
from ..classic.errors import ClassicError
from ..i18n import render_classic_settlement
from ..i18n.markers import N_
from . import batch
from .batch import parse_json
from .output import print_json

# The fields of one JSONL line, and the keyword of score_hand each one feeds.
LINE_FIELDS = {"hand": "hand", "seat_wind": "seat_wind", "round_wind": "round_wind",
               "profile": "profile", "roof_off": "roof_off", "winner": "winner",
               "flowers": "flowers", "input_model": "input_model"}
FLAGS = ("roof_off", "winner", "flowers")   # true, false or null


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    commands = p.add_subparsers(dest="classic_command", metavar=say(N_("COMMAND")))
    commands.required = True

    s = commands.add_parser("score", help=say(N_("score hands given as JSON lines")),
                            epilog=say(batch.EXIT_STATUS_HELP))
    s.add_argument("--jsonl", required=True, metavar=say(N_("FILE")), help=say(N_(
        "one JSON object per line, with the keys {keys}; - reads standard input"),
        keys="hand, seat_wind, round_wind, profile, roof_off, winner, flowers, input_model"))
    s.add_argument("--lang", default=argparse.SUPPRESS, metavar=say(N_("LANG")),
                   help=say(N_("the language of the error messages")))
    s.set_defaults(func=run_score)

    t = commands.add_parser("settle", help=say(N_("the payments of one hand among four players")))
    t.add_argument("scores", nargs=4, metavar=say(N_("PLAYER=POINTS")),
                   help=say(N_("for example E=50 S=80 W=20 N=0")))
    t.add_argument("--winner", default=None, metavar=say(N_("PLAYER")),
                   help=say(N_("the player who went out (none: a drawn hand)")))
    t.add_argument("--east", default=None, metavar=say(N_("PLAYER")),
                   help=say(N_("the dealer (default: East when the players are named by their winds, "
                            "else the first player)")))
    t.add_argument("--profile", default=None, metavar=say(N_("PROFILE")),
                   help=say(N_("the scoring rules: {default} (the default) or {other}"),
                            default="european_classic", other="kajongg_dmjl"))
    t.add_argument("--roof-off", action="store_true",
                   help=say(N_("scores above the limit are allowed")))
    t.add_argument("--json", action="store_true",
                   help=say(N_("the payments and the net results as JSON")))
    t.add_argument("--lang", default=argparse.SUPPRESS, metavar=say(N_("LANG")),
                   help=say(N_("the language of the output")))
    t.set_defaults(func=run_settle)


def score_line(text: str, number: int) -> dict[str, Any]:
    """The result of one JSONL line (a typed error when the line cannot be scored)."""
    try:
        data = parse_json(text)
    except ValueError:
        raise ClassicError("classic_bad_jsonl", line=number) from None
    if not isinstance(data, dict):
        raise ClassicError("classic_bad_jsonl", line=number)
    if "hand" not in data:
        raise ClassicError("classic_bad_field", field="hand")
    for key, value in data.items():
        if key not in LINE_FIELDS:
            raise ClassicError("classic_bad_field", field=describe(key))
        if key in FLAGS and not (value is None or isinstance(value, bool)):
            raise ClassicError("classic_bad_field", field=key)
        if key == "input_model" and not (value is None or isinstance(value, str)):
            raise ClassicError("classic_bad_field", field=key)
    return score_hand(**{LINE_FIELDS[k]: v for k, v in data.items()}).to_dict()


def run_score(args: argparse.Namespace) -> int:
    return batch.run_batch(args.jsonl, args.lang, score_line)


def parse_scores(items: list[str]) -> dict[str, int]:
    scores: dict[str, int] = {}
    for item in items:
        player, sep, value = item.partition("=")
        if not sep or not player or player in scores:
            raise ClassicError("classic_bad_score", player=player, score=value)
        try:
            scores[player] = int(value)
        except ValueError:
            raise ClassicError("classic_bad_score", player=player, score=value) from None
    return scores


def run_settle(args: argparse.Namespace) -> int:
    scores = parse_scores(args.scores)
    east = args.east
    if east is None:
        # players named by their winds: East deals, wherever it is written
        east = "E" if "E" in scores else next(iter(scores))
    result = settle(scores, args.winner, east, args.profile, roof_off=args.roof_off or None)
    if args.json:
        print_json(result.to_dict())
    else:
        print(render_classic_settlement(result, args.lang, steps=False))
    return 0
