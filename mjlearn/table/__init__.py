"""The table: game state, settling rounds, the end of the game, final scores, sticks, tables.

One module per concern, each a pure function over frozen dataclasses:

- :mod:`.state` — scores, dealer, round wind, honba counter, riichi sticks on the table;
- :mod:`.settle` — a round's payments (ron, tsumo, several winners, draws) and what comes next;
- :mod:`.pao`, :mod:`.abortive`, :mod:`.chombo` — liability, abortive draws and chombo, the
  rules that move points beyond a win or a draw (docs/rulesets.md);
- :mod:`.end` — bust, the game's length (West round, agari-yame) and rankings;
- :mod:`.final` — final scores (seed 000's method, uma and oka as options);
- :mod:`.sticks` — point sticks, and paying with change;
- :mod:`.calls` — a score as players call it ("2,000–3,900", "2,600 all"), as data;
- :mod:`.tables` — scoring tables generated from the engine, and seed 002's errata;
- :mod:`.cheatsheet` — a one-page cheat sheet of a ruleset, as data.
"""

from ..lazy import lazy_exports

# Each name is imported from its module on first use: rendering a score needs the seats of
# mjlearn.table.state, not the whole table.
__getattr__, __dir__ = lazy_exports(__name__, {
    ".abortive": ["AbortiveDraw"],
    ".calls": ["Call", "call_of"],
    ".cheatsheet": ["CheatSheet", "cheat_sheet"],
    ".chombo": ["Chombo"],
    ".end": ["GameEnd", "Ranking", "busted_seats", "game_end", "is_last_hand", "rankings"],
    ".final": ["FinalScores", "final_scores", "game_final_scores", "round_half_down_1000"],
    ".pao": ["Pao"],
    ".settle": ["ExhaustiveDraw", "Settlement", "Win", "settle", "win_from_score"],
    ".state": ["GameState", "new_game"],
    ".sticks": ["STARTING_SET", "StickPayment", "Sticks", "pay_with_sticks"],
    ".tables": ["Erratum", "LimitRow", "ScoreTable", "TableCell", "limits_table", "score_table",
                "seed_002_errata"],
})

__all__ = [
    "GameState", "new_game",
    "Win", "ExhaustiveDraw", "Settlement", "settle", "win_from_score",
    "Pao", "AbortiveDraw", "Chombo", "Call", "call_of",
    "GameEnd", "Ranking", "busted_seats", "game_end", "is_last_hand", "rankings",
    "FinalScores", "final_scores", "game_final_scores", "round_half_down_1000",
    "Sticks", "StickPayment", "STARTING_SET", "pay_with_sticks",
    "ScoreTable", "TableCell", "LimitRow", "Erratum", "score_table", "limits_table", "seed_002_errata",
    "CheatSheet", "cheat_sheet",
]
