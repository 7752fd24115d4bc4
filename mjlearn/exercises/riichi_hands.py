"""Random winning Riichi hands for the exercises, each one verified by the engine.

A hand is four sets and a pair drawn from a seeded ``random.Random`` (never more than
four copies of a kind, indicators included; no wind tiles where the ruleset has none).
Some sets may be called (pon, chi, an open kan) or be a concealed kan; the winning tile,
ron or tsumo, riichi, the winds and the dora indicators are drawn too. The situation is
kept as the engine's JSON (``Situation.from_json``), so a question stores the hand and
never its answer: :func:`result_of` asks the engine, and a hand the engine refuses (no
yaku, a flag that does not fit) is simply drawn again.

Difficulty: 1 closed hands without dora; 2 open or closed, one dora indicator; 3 kans,
red fives and (after riichi) ura dora as well.

Constraints: ``open`` (True/False), ``kan`` (True: at least one kan), ``tsumo``
(True/False), ``closed_ron_fu`` (a closed hand won by ron worth exactly this many fu),
``fu`` (exactly this many fu).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Mapping

from ..errors import MjlearnError
from ..riichi import ScoreResult, Situation, score
from ..rules import Ruleset, get_ruleset
from ..tiles import Tile, format_tiles

MAX_ATTEMPTS = 3000
WIND_LETTERS = ("E", "S", "W", "N")
HAND_CONSTRAINTS = ("open", "kan", "tsumo", "closed_ron_fu", "fu")


def _kinds(rules: Ruleset) -> tuple[list[int], list[int]]:
    chi_starts = [s * 9 + i for s in range(3) for i in range(7)]
    singles = list(range(27)) + [k for k in range(27, 34) if rules.winds or k >= 31]
    return chi_starts, singles


def _groups(rng: random.Random, rules: Ruleset, counts: list[int]) -> list[tuple[str, int]] | None:
    """Four sets ("chi"/"pon", first kind) and a pair, or None when a kind runs out."""
    chi_starts, singles = _kinds(rules)
    groups = []
    for _ in range(4):
        if rng.random() < 0.55:
            first = rng.choice(chi_starts)
            kinds = (first, first + 1, first + 2)
            groups.append(("chi", first))
        else:
            first = rng.choice(singles)
            kinds = (first,) * 3
            groups.append(("pon", first))
        for k in kinds:
            counts[k] += 1
    pair = rng.choice(singles)
    counts[pair] += 2
    groups.append(("pair", pair))
    return groups if max(counts) <= 4 else None


def _code(tiles) -> str:
    return format_tiles(tiles)


def _red_counts(rng: random.Random, rules: Ruleset, difficulty: int, held: list[int],
                indicators: list[int]) -> dict[int, int] | None:
    """How many of the hand's fives are red, by kind. A set has only ``4 - red`` plain
    copies of a five, so holding more (indicators included, shown plain) makes some red;
    beyond that, at difficulty 3, red fives appear at random. None: impossible."""
    reds = {}
    for suit, limit in enumerate(rules.red_fives if rules.aka else (0, 0, 0)):
        five = suit * 9 + 4
        in_hand = held.count(five)
        least = max(0, in_hand + indicators.count(five) - (4 - limit))
        most = min(in_hand, limit)
        if least > most:
            return None
        reds[five] = rng.randint(least, most) if difficulty >= 3 else least
    return reds


def _draw(rng: random.Random, rules: Ruleset, difficulty: int,
          constraints: Mapping[str, Any]) -> dict[str, Any] | None:
    counts = [0] * 34
    groups = _groups(rng, rules, counts)
    if groups is None:
        return None
    want_open = constraints.get("open")
    want_kan = constraints.get("kan")
    if constraints.get("closed_ron_fu") is not None:
        want_open, tsumo = False, False
    else:
        tsumo = constraints.get("tsumo")
        tsumo = rng.random() < 0.4 if tsumo is None else tsumo
    if want_open is None:
        want_open = difficulty >= 2 and rng.random() < 0.45
    if want_kan is None:
        want_kan = difficulty >= 3 and rng.random() < 0.4
    sets = list(range(4))
    rng.shuffle(sets)
    called = set(sets[:rng.randint(1, 3)]) if want_open else set()
    kans = set()
    if want_kan:
        pons = [i for i in range(4) if groups[i][0] == "pon" and counts[groups[i][1]] == 3]
        if not pons:
            return None
        kans = {rng.choice(pons)}
        counts[groups[next(iter(kans))][1]] += 1
    concealed, melds = [], []
    for i, (shape, first) in enumerate(groups):
        kinds = [first] * 2 if shape == "pair" else \
            [first, first + 1, first + 2] if shape == "chi" else [first] * (4 if i in kans else 3)
        if i in kans:
            melds.append(("kan" if i in called else "ankan", kinds))
        elif i in called:
            melds.append((shape, kinds))
        else:
            concealed += kinds
    win = rng.choice(concealed)
    hand = sorted(concealed)
    hand.remove(win)
    closed = not called
    riichi = closed and rng.random() < 0.5
    dora, ura = [], []
    if difficulty >= 2:
        n = 1 + len(kans)
        dora = [rng.randrange(34 if rules.winds else 27) for _ in range(n)]
        if difficulty >= 3 and riichi:
            ura = [rng.randrange(27) for _ in range(n)]
    # every tile in one list (melds, hand, winning tile) so red fives go anywhere
    slots = [k for _t, kinds in melds for k in kinds] + hand + [win]
    reds = _red_counts(rng, rules, difficulty, slots, dora + ura)
    if reds is None:
        return None
    red_at = set()
    for five, n in reds.items():
        red_at |= set(rng.sample([i for i, k in enumerate(slots) if k == five], n))
    tiles = [Tile(k, red=i in red_at) for i, k in enumerate(slots)]
    meld_tiles, at = [], 0
    for _t, kinds in melds:
        meld_tiles.append(tiles[at:at + len(kinds)])
        at += len(kinds)
    situation: dict[str, Any] = {
        "hand": _code(tiles[at:]), "win": tiles[-1].code,
        "melds": [{"type": t, "tiles": _code(mt)} for (t, _k), mt in zip(melds, meld_tiles)],
        "tsumo": bool(tsumo), "riichi": riichi,
        "seat_wind": rng.choice(WIND_LETTERS), "round_wind": rng.choice(WIND_LETTERS[:2]),
        "rules": rules.name,
    }
    if dora:
        situation["dora"] = "".join(Tile(k).code for k in dora)
    if ura:
        situation["ura"] = "".join(Tile(k).code for k in ura)
    return situation


def frozen_situation(situation: Mapping[str, Any]) -> tuple:
    """A hashable key for a situation (for the engine's cache)."""
    return tuple(sorted((k, tuple(tuple(sorted(m.items())) for m in v) if k == "melds" else v)
                        for k, v in situation.items()))


@lru_cache(maxsize=8192)
def _score(key: tuple) -> ScoreResult:
    data = dict(key)
    data["melds"] = [dict(m) for m in data.get("melds", ())]
    return score(Situation.from_json(data))


def result_of(situation: Mapping[str, Any]) -> ScoreResult:
    """The engine's result for a stored situation (cached: a question is checked often)."""
    return _score(frozen_situation(situation))


def situation_json(situation: Mapping[str, Any]) -> dict[str, Any]:
    """A plain JSON copy of a stored situation (for ``score_json`` or another scorer)."""
    data = dict(situation)
    data["melds"] = [dict(m) for m in data.get("melds", ())]
    return data


def random_hand(rng: random.Random, rules: Ruleset, difficulty: int,
                accept=None, **constraints: Any) -> tuple[dict[str, Any], ScoreResult]:
    """A situation the engine scores (with a yaku, no yakuman) that fits the constraints
    and ``accept(result)``."""
    for name, value in constraints.items():
        if name not in HAND_CONSTRAINTS:
            raise MjlearnError("bad_constraint", constraint=name, known=", ".join(HAND_CONSTRAINTS))
        if name in ("closed_ron_fu", "fu") and value is not None and \
                (type(value) is not int or value not in range(30, 120, 10)) and value != 25:
            raise MjlearnError("impossible_constraints")
    if constraints.get("closed_ron_fu") is not None and (constraints.get("open") or constraints.get("tsumo")):
        raise MjlearnError("impossible_constraints")
    fu = constraints.get("closed_ron_fu") or constraints.get("fu")
    for _ in range(MAX_ATTEMPTS):
        situation = _draw(rng, rules, difficulty, constraints)
        if situation is None:
            continue
        try:
            result = result_of(situation)
        except MjlearnError:
            continue
        if result.yakuman or (fu is not None and result.fu != fu):
            continue
        is_open = any(m["type"] != "ankan" for m in situation["melds"])
        if constraints.get("open") is not None and is_open != constraints["open"]:
            continue
        if accept is not None and not accept(result):
            continue
        return situation, result
    raise MjlearnError("impossible_constraints")


def ruleset_of(situation: Mapping[str, Any]) -> Ruleset:
    return get_ruleset(situation["rules"])
