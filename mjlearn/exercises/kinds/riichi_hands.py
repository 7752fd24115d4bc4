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
``fu`` (exactly this many fu), ``yakuman`` (True: a hand the engine scores as a yakuman,
built from one of the yakuman's shapes, since random sets and a pair almost never make
one), ``differs_from`` (a preset name: the kind's answer under that ruleset differs
from the answer under the question's; the hand leans on terminals, dragons and triplets
of one number, where the presets disagree), ``yaku`` (a yaku's id: the hand has that yaku,
as a hand a learner built has it: "practice hands like this").
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

from ...errors import MjlearnError, register_error_codes
from ...riichi import ScoreResult, Situation, score
from ...rules import Ruleset, get_ruleset
from ...tiles import Tile, format_tiles
from .realism import HAND_FU, level_table, weighted

# also the registry's (mjlearn.exercises.registry): raised here too, by a module that is
# imported on its own
register_error_codes({"bad_constraint": ("constraint", "known"), "impossible_constraints": ()})

MAX_ATTEMPTS = 3000
REALISM_ATTEMPTS = 150       # hands tried for the drawn fu before taking the closest
WIND_LETTERS = ("E", "S", "W", "N")
HAND_CONSTRAINTS = ("open", "kan", "tsumo", "closed_ron_fu", "fu", "yakuman", "differs_from", "yaku")


def _kinds(rules: Ruleset) -> tuple[list[int], list[int]]:
    chi_starts = [s * 9 + i for s in range(3) for i in range(7)]
    singles = list(range(27)) + [k for k in range(27, 34) if rules.winds or k >= 31]
    return chi_starts, singles


@dataclass(frozen=True)
class DrawStyle:
    """How a hand's sets, riichi and red fives are drawn. ``REAL_PLAY`` follows Tenhou's
    statistics (:mod:`.realism`): mostly runs, the triplets of simples, dragons and
    winds (a yakuhai is the commonest open yaku), riichi on most closed hands, red fives
    from level 2. ``SPECIAL`` is for the hands built for a purpose (a yakuman shape, a
    hand the presets disagree on), which keep the even draw they were made with."""

    chi_share: float
    weighted: bool
    riichi_share: float
    red_from: int
    red_share: float
    flush_share: float = 0.0     # hands whose numbers keep to one suit (a half flush)


REAL_PLAY = DrawStyle(chi_share=0.72, weighted=True, riichi_share=0.65, red_from=2,
                      red_share=0.5, flush_share=0.08)
SPECIAL = DrawStyle(chi_share=0.55, weighted=False, riichi_share=0.5, red_from=3, red_share=1.0)


def _weights(kinds: list[int], simple: float, terminal: float, dragon: float,
             wind: float) -> list[float]:
    return [dragon if k >= 31 else wind if k >= 27 else terminal if k % 9 in (0, 8) else simple
            for k in kinds]


def _groups(rng: random.Random, rules: Ruleset, counts: list[int],
            style: DrawStyle = REAL_PLAY) -> list[tuple[str, int]] | None:
    """Four sets ("chi"/"pon", first kind) and a pair, or None when a kind runs out."""
    chi_starts, singles = _kinds(rules)
    if style.flush_share and rng.random() < style.flush_share:
        suit = rng.randrange(3)
        chi_starts = [k for k in chi_starts if k // 9 == suit]
        singles = [k for k in singles if k >= 27 or k // 9 == suit]
    pon_weights = _weights(singles, simple=3, terminal=1.5, dragon=6, wind=3)
    pair_weights = _weights(singles, simple=2, terminal=1.5, dragon=1, wind=1.5)

    def pick(weights):
        return rng.choices(singles, weights=weights)[0] if style.weighted else rng.choice(singles)

    groups = []
    for _ in range(4):
        if rng.random() < style.chi_share:
            first = rng.choice(chi_starts)
            kinds = (first, first + 1, first + 2)
            groups.append(("chi", first))
        else:
            first = pick(pon_weights)
            kinds = (first,) * 3
            groups.append(("pon", first))
        for k in kinds:
            counts[k] += 1
    pair = pick(pair_weights)
    counts[pair] += 2
    groups.append(("pair", pair))
    return groups if max(counts) <= 4 else None


DRAGON_KINDS = (31, 32, 33)
WIND_KINDS = (27, 28, 29, 30)
TERMINAL_KINDS = (0, 8, 9, 17, 18, 26)
GREEN_KINDS = (19, 20, 21, 23, 25, 32)     # 2 3 4 6 8 of bamboo, green dragon
GREEN_CHI = 19                              # 234 of bamboo, the only all-green run


def _random_set(rng: random.Random, rules: Ruleset) -> tuple[str, int]:
    chi_starts, singles = _kinds(rules)
    return ("chi", rng.choice(chi_starts)) if rng.random() < 0.55 else ("pon", rng.choice(singles))


def _triplets_and_pair(rng: random.Random, kinds, sets: int = 4) -> list[tuple[str, int]]:
    """``sets`` triplets and a pair of distinct kinds drawn from ``kinds``."""
    chosen = rng.sample(list(kinds), sets + 1)
    return [("pon", k) for k in chosen[:-1]] + [("pair", chosen[-1])]


def _daisangen(rng, rules):
    _chi, singles = _kinds(rules)
    return [("pon", k) for k in DRAGON_KINDS] + [_random_set(rng, rules),
                                                 ("pair", rng.choice(singles))]


def _winds(big: bool):
    def groups(rng, rules):
        winds = rng.sample(WIND_KINDS, 4)
        if big:
            _chi, singles = _kinds(rules)
            return [("pon", k) for k in winds] + [("pair", rng.choice(singles))]
        return [("pon", k) for k in winds[:3]] + [_random_set(rng, rules), ("pair", winds[3])]
    return groups


def _ryuuiisou(rng, rules):
    sets = [("chi", GREEN_CHI) if rng.random() < 0.4 else ("pon", rng.choice(GREEN_KINDS))
            for _ in range(4)]
    return sets + [("pair", rng.choice(GREEN_KINDS))]


def _suuankou(rng, rules):
    return _triplets_and_pair(rng, _kinds(rules)[1])


def _chuuren(rng, rules):
    first = rng.randrange(3) * 9
    kinds = [first] * 3 + [first + i for i in range(1, 8)] + [first + 8] * 3
    kinds.append(first + rng.randrange(9))
    return [("closed", tuple(kinds))]


def _kokushi(rng, rules):
    kinds = list(TERMINAL_KINDS) + list(range(27, 34))
    kinds.append(rng.choice(kinds))
    return [("closed", tuple(kinds))]


# The yakuman a hand is built as: (the yakuman's id, whether the hand must stay closed,
# how to draw its groups). A shape whose yakuman the ruleset lacks, or that needs wind
# tiles the ruleset has not, is not drawn.
YAKUMAN_SHAPES = (
    ("daisangen", False, _daisangen),
    ("shousuushii", False, _winds(big=False)),
    ("daisuushii", False, _winds(big=True)),
    ("tsuuiisou", False, lambda rng, rules: _triplets_and_pair(rng, range(27, 34))),
    ("chinroutou", False, lambda rng, rules: _triplets_and_pair(rng, TERMINAL_KINDS)),
    ("ryuuiisou", False, _ryuuiisou),
    ("suuankou", True, _suuankou),
    ("chuuren", True, _chuuren),
    ("kokushi", True, _kokushi),
)
NEEDS_WINDS = frozenset({"shousuushii", "daisuushii", "tsuuiisou", "kokushi"})


def yakuman_shapes(rules: Ruleset) -> tuple:
    return tuple(shape for shape in YAKUMAN_SHAPES if rules.allows(shape[0])
                 and (rules.winds or shape[0] not in NEEDS_WINDS))


def _outside_groups(rng: random.Random, rules: Ruleset) -> list[tuple[str, int]]:
    """Sets and a pair where the presets' yaku lists disagree: runs at a suit's end,
    triplets of terminals and dragons, now and then one number in three suits."""
    _chi, singles = _kinds(rules)
    majors = list(TERMINAL_KINDS) + [k for k in singles if k >= 27]
    groups = []
    if rng.random() < 0.25:
        number = rng.randrange(9)
        groups = [("pon", suit * 9 + number) for suit in range(3)]
    while len(groups) < 4:
        if rng.random() < 0.45:
            groups.append(("chi", rng.randrange(3) * 9 + rng.choice((0, 6))))
        else:
            groups.append(("pon", rng.choice(majors)))
    rng.shuffle(groups)
    return groups + [("pair", rng.choice(majors))]


def _code(tiles) -> str:
    return format_tiles(tiles)


def _red_counts(rng: random.Random, rules: Ruleset, difficulty: int, held: list[int],
                indicators: list[int], style: DrawStyle = REAL_PLAY) -> dict[int, int] | None:
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
        drawn = difficulty >= style.red_from and (style.red_share >= 1 or rng.random() < style.red_share)
        reds[five] = rng.randint(least, most) if drawn else least
    return reds


def _group_kinds(shape: str, first) -> list[int]:
    return list(first) if shape == "closed" else [first] * 2 if shape == "pair" else \
        [first, first + 1, first + 2] if shape == "chi" else [first] * 3


def _special_groups(rng: random.Random, rules: Ruleset, counts: list[int],
                    constraints: Mapping[str, Any]) -> tuple[list | None, bool]:
    """The groups of a yakuman shape or of the presets' disagreements, counted into
    ``counts``, and whether the hand must stay closed."""
    closed_only, build = False, _outside_groups
    if constraints.get("yakuman"):
        _id, closed_only, build = rng.choice(yakuman_shapes(rules))
    # the shape is drawn again until no kind is used five times, so that a shape that
    # often runs out (all green has six kinds) is drawn as often as the others
    for _ in range(50):
        groups = build(rng, rules)
        drawn = [0] * 34
        for shape, first in groups:
            for k in _group_kinds(shape, first):
                drawn[k] += 1
        if max(drawn) <= 4:
            counts[:] = drawn
            return groups, closed_only
    return None, closed_only


def _draw(rng: random.Random, rules: Ruleset, difficulty: int,
          constraints: Mapping[str, Any]) -> dict[str, Any] | None:
    counts = [0] * 34
    closed_only = False
    special = constraints.get("yakuman") or constraints.get("differs_from")
    style = SPECIAL if special else REAL_PLAY
    if constraints.get("yakuman") or (constraints.get("differs_from") and rng.random() < 0.6):
        groups, closed_only = _special_groups(rng, rules, counts, constraints)
    else:
        groups = _groups(rng, rules, counts, style)
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
    if closed_only and want_open:
        return None
    if want_kan is None:
        want_kan = difficulty >= 3 and rng.random() < 0.4
    sets = list(range(4))
    rng.shuffle(sets)
    called = set(sets[:rng.randint(1, 3)]) if want_open else set()
    kans = set()
    if want_kan:
        pons = [i for i, (shape, first) in enumerate(groups) if shape == "pon" and counts[first] == 3]
        if not pons:
            return None
        kans = {rng.choice(pons)}
        counts[groups[next(iter(kans))][1]] += 1
    concealed, melds = [], []
    for i, (shape, first) in enumerate(groups):
        kinds = _group_kinds(shape, first) + ([first] if i in kans else [])
        if shape == "closed":
            concealed += kinds
        elif i in kans:
            melds.append(("kan" if i in called else "ankan", kinds))
        elif i in called:
            melds.append((shape, kinds))
        else:
            concealed += kinds
    win = rng.choice(concealed)
    hand = sorted(concealed)
    hand.remove(win)
    closed = not called
    riichi = closed and rng.random() < style.riichi_share
    dora, ura = [], []
    if difficulty >= 2:
        n = 1 + len(kans)
        dora = [rng.randrange(34 if rules.winds else 27) for _ in range(n)]
        if difficulty >= 3 and riichi:
            ura = [rng.randrange(27) for _ in range(n)]
    # every tile in one list (melds, hand, winning tile) so red fives go anywhere
    slots = [k for _t, kinds in melds for k in kinds] + hand + [win]
    reds = _red_counts(rng, rules, difficulty, slots, dora + ura, style)
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


def _checked(constraints: Mapping[str, Any]) -> Ruleset | None:
    """Refuse unknown or contradictory constraints; the ``differs_from`` ruleset."""
    for name, value in constraints.items():
        if name not in HAND_CONSTRAINTS:
            raise MjlearnError("bad_constraint", constraint=name, known=", ".join(HAND_CONSTRAINTS))
        if name in ("closed_ron_fu", "fu") and value is not None and \
                (type(value) is not int or value not in range(30, 120, 10)) and value != 25:
            raise MjlearnError("impossible_constraints")
        if name == "yakuman" and value not in (None, True, False):
            raise MjlearnError("impossible_constraints")
        if name == "yaku" and value is not None and type(value) is not str:
            raise MjlearnError("impossible_constraints")
    if constraints.get("closed_ron_fu") is not None and (constraints.get("open") or constraints.get("tsumo")):
        raise MjlearnError("impossible_constraints")
    # a yakuman's fu are not counted: no fu can be asked of one
    if constraints.get("yakuman") and (constraints.get("closed_ron_fu") or constraints.get("fu")):
        raise MjlearnError("impossible_constraints")
    other = constraints.get("differs_from")
    return None if other is None else get_ruleset(other)


def _differs(situation: dict[str, Any], result: ScoreResult, other: Ruleset, answer) -> bool:
    """Whether the kind's answer changes when the same hand is scored under ``other``
    (a hand ``other`` cannot score at all does not count: there is nothing to compare)."""
    try:
        theirs = result_of(dict(situation, rules=other.name))
    except MjlearnError:
        return False
    return answer(theirs) != answer(result)


def random_hand(rng: random.Random, rules: Ruleset, difficulty: int,
                accept=None, answer=None, **constraints: Any) -> tuple[dict[str, Any], ScoreResult]:
    """A situation the engine scores (with a yaku; a yakuman only when the ``yakuman``
    constraint asks for one) that fits the constraints and ``accept(result)``.
    ``answer(result)`` is what the kind asks of a result, compared under ``differs_from``."""
    other = _checked(constraints)
    if other is not None and other.name == rules.name:
        raise MjlearnError("impossible_constraints")
    want_yakuman = bool(constraints.get("yakuman"))
    if want_yakuman and not yakuman_shapes(rules):
        raise MjlearnError("impossible_constraints")
    fu = constraints.get("closed_ron_fu") or constraints.get("fu")
    # Real play's fu (:mod:`.realism`): a target drawn first, then hands until one has
    # it (the closest one found when none does within REALISM_ATTEMPTS); the han follow
    # from how the hands are drawn. Special hands (a yakuman, a hand the presets
    # disagree on, given fu) go without.
    target = None
    if fu is None and not want_yakuman and other is None:
        target = weighted(rng, level_table(HAND_FU, difficulty))
    best, best_distance = None, None
    for attempt in range(MAX_ATTEMPTS):
        if target is not None and best is not None and attempt >= REALISM_ATTEMPTS:
            return best
        situation = _draw(rng, rules, difficulty, constraints)
        if situation is None:
            continue
        try:
            result = result_of(situation)
        except MjlearnError:
            continue
        if bool(result.yakuman) != want_yakuman or (fu is not None and result.fu != fu):
            continue
        is_open = any(m["type"] != "ankan" for m in situation["melds"])
        if constraints.get("open") is not None and is_open != constraints["open"]:
            continue
        if accept is not None and not accept(result):
            continue
        if constraints.get("yaku") is not None and \
                all(y.id != constraints["yaku"] for y in result.yaku):
            continue
        if other is not None and not _differs(situation, result, other, answer or (lambda r: r.han)):
            continue
        if target is None:
            return situation, result
        distance = abs(result.fu - target)
        if distance == 0:
            return situation, result
        if best is None or distance < best_distance:
            best, best_distance = (situation, result), distance
    if best is not None:
        return best
    raise MjlearnError("impossible_constraints")


def ruleset_of(situation: Mapping[str, Any]) -> Ruleset:
    return get_ruleset(situation["rules"])
