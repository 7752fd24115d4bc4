"""Seed 002's printed scoring tables ("Tabele punktów"), exactly as the seed prints them.

This is data to be checked, not data to be trusted: :func:`mjlearn.table.tables.seed_002_errata`
compares every cell with the engine. ``None`` is an empty cell. Rows are fu, columns han
1–4. Ron tables give what the discarder pays; the dealer's tsumo table what each player
pays; the non-dealer's tsumo table (East pays, each other player pays).
"""

from __future__ import annotations

SEED_002_TABLES = {
    # "Jeśli wygrał Wschód, gracz powodujący wygraną płaci"
    "ron_dealer": {
        25: (2400, 4800, 9600, None),
        30: (1500, 2900, 5800, 11600),
        40: (2000, 3900, 7700, 12000),
        50: (2400, 4800, 9600, 12000),
        60: (2900, 5800, 11600, 12000),
        70: (3400, 6800, 12000, 12000),
    },
    # "Jeśli wygrał wiatr inny niż Wschód, gracz powodujący wygraną płaci"
    "ron_non_dealer": {
        25: (1600, 3200, 6400, None),
        30: (1000, 2000, 3900, 7700),
        40: (1300, 2600, 5200, 8000),
        50: (1600, 3200, 6400, 8000),
        60: (2000, 3900, 7700, 8000),
        70: (2300, 4500, 8000, 8000),
    },
    # "Jeśli wygrał Wschód, każdy z graczy płaci po"
    "tsumo_dealer": {
        20: (700, 1300, 2600, None),
        25: (1600, 3200, None, None),
        30: (500, 1000, 2000, 3900),
        40: (700, 1300, 2600, 4000),
        50: (800, 1600, 3200, 4000),
        60: (1000, 2000, 3900, 4000),
        70: (1200, 2300, 4000, 4000),
    },
    # "Jeśli wygrał inny wiatr niż Wschód": "Wschód płaci X, pozostali po Y"
    "tsumo_non_dealer": {
        20: ((700, 400), (1300, 700), (2600, 1300), None),
        25: ((1600, 800), (700, 400), None, None),
        30: ((500, 300), (1000, 500), (2000, 1000), (3900, 2000)),
        40: ((700, 400), (1300, 700), (2600, 1300), (4000, 2000)),
        50: ((800, 400), (1600, 800), (3200, 1600), (4000, 2000)),
        60: ((1000, 500), (2000, 1000), (3900, 2000), (4000, 2000)),
        70: ((1200, 600), (2300, 1200), (4000, 2000), (4000, 2000)),
    },
}

# "Przynajmniej 5 dużych punktów": first han of each printed row (5, 6-7, 8-10, 11-12, 13+)
SEED_002_LIMITS = {
    "ron_dealer": {5: 12000, 6: 18000, 8: 24000, 11: 36000, 13: 48000},
    "ron_non_dealer": {5: 8000, 6: 12000, 8: 16000, 11: 24000, 13: 32000},
    "tsumo_dealer": {5: 4000, 6: 6000, 8: 8000, 11: 12000, 13: 16000},
    "tsumo_non_dealer": {5: (4000, 2000), 6: (6000, 3000), 8: (8000, 4000), 11: (12000, 6000),
                         13: (16000, 8000)},
}
