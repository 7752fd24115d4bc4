"""``mjlearn table``: the scoring table (han 1–4 × fu) and the limits, for any ruleset."""

from __future__ import annotations

import argparse

from ..i18n.markers import N_
from ..table.tables import limits_table, score_table
from .options import ruleset_option
from .output import print_json


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    p.add_argument("--dealer", action="store_true",
                   help=say(N_("the dealer wins (default: a non-dealer)")))
    p.add_argument("--tsumo", action="store_true",
                   help=say(N_("won by tsumo (default: by ron)")))
    p.add_argument("--rules", default=None, metavar=say(N_("RULES")),
                   help=say(N_("the rules: standard, kostaryov or ema, or a JSON object such "
                               "as '{example}'"), example='{"preset": "standard", "kiriage": true}'))
    p.add_argument("--json", action="store_true", help=say(N_("machine-readable output")))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    rules = ruleset_option(args.rules)
    table = score_table(rules, dealer=args.dealer, tsumo=args.tsumo)
    limits = limits_table(rules, dealer=args.dealer, tsumo=args.tsumo)
    if args.json:
        rows = []
        for cell in table.cells:
            row: dict = {"han": cell.han, "fu": cell.fu}
            if cell.payments is None:
                row["impossible"] = cell.impossible
            else:
                row.update(cell.payments)
                if cell.limit:
                    row["limit"] = cell.limit
            rows.append(row)
        print_json({
            "rules": rules.name, "dealer": args.dealer, "tsumo": args.tsumo, "rows": rows,
            "limits": [{"limit": r.limit, "han_min": r.han_min, "han_max": r.han_max, **r.payments}
                       for r in limits],
        })
        return 0
    from .render_table import render_score_table
    print(render_score_table(table, limits, args.lang))
    return 0
