"""``mjlearn final-score 56800 32400 19100 -8300``: final scores in seat order."""

from __future__ import annotations

import argparse

from ..errors import MjlearnError, register_error_codes
from ..i18n.markers import N_
from ..table.final import final_scores
from .options import ruleset_option
from .output import print_json

register_error_codes({"bad_uma": ("value",)})


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    p.add_argument("points", nargs="+", metavar=say(N_("POINTS")), help=say(N_(
        "each player's points, the first dealer first (for example 56800 32400 19100 -8300)")))
    p.add_argument("--uma", default=None, metavar="A,B,C,D", help=say(N_(
        "the uma of places 1 to 4, in thousands, for example --uma=15,5,-5,-15 (default: the "
        "rules' own)")))
    p.add_argument("--riichi-sticks", type=say.whole_number, default=0, metavar="N",
                   help=say(N_("the riichi sticks left on the table (they go to first place)")))
    p.add_argument("--rules", default=None, metavar=say(N_("RULES")),
                   help=say(N_("the rules: standard, kostaryov or ema, or a JSON object")))
    p.add_argument("--json", action="store_true", help=say(N_(
        "machine-readable output: the final scores as a list, player by player (whole "
        "numbers, unless tied players share a stick that does not divide)")))
    p.set_defaults(func=run)


def _integer(text: str, error: MjlearnError) -> int:
    try:
        return int(text.replace("_", ""))
    except ValueError:
        raise error from None


def run(args: argparse.Namespace) -> int:
    rules = ruleset_option(args.rules)
    points = [_integer(p, MjlearnError("bad_score", score=p[:20])) for p in args.points]
    if args.uma is not None:
        # what is wrong with "1,2" or "a,b,c,d" is said by what --uma needs: four numbers
        bad = MjlearnError("bad_uma", value=args.uma[:40])
        uma = [_integer(u.strip(), bad) * 1000 for u in args.uma.split(",")]
        if len(uma) != 4:
            raise bad
        rules = rules.with_options(uma=uma)
    result = final_scores(points, rules, riichi_sticks=args.riichi_sticks)
    if args.json:
        # a share of a stick split three ways is a fraction of a point: two decimals
        print_json([score if isinstance(score, int) else round(float(score), 2)
                    for score in result.scores])
        return 0
    from .render_table import render_final_scores
    print(render_final_scores(result, args.lang))
    return 0
