"""The reference oracle for the Riichi engine: random valid situations and the `mahjong` package.

Two halves, both used by ``tests/test_riichi_differential.py`` and
``benchmarks/bench_riichi.py``:

1. :func:`generate` — a seeded generator of random *valid* situations in the engine's JSON
   format (``hand``, ``win``, ``melds``, flags, winds, indicators, ``honba``,
   ``riichi_sticks``, ``rules``). A hand is built from four sets and a pair (or seven pairs,
   or thirteen orphans, or a yakuman template) drawn from a physical tile set: four copies
   of each kind, indicators included, and at most the ruleset's red fives per suit
   (``standard``: one red 5m, two red 5p, one red 5s — rulesets §4 decision 1). Then it
   chooses melds among the sets, the winning tile and flags that are legal together
   (rinshan needs a kan and tsumo, chankan needs ron on the only visible copy of the tile,
   haitei/houtei exclude rinshan/chankan, ippatsu needs riichi, closed-only flags need a
   closed hand, tenhou/chiihou/renhou need the first uninterrupted go-around…).

2. :func:`score_with_mahjong` — the same situation scored by ``mahjong`` 2.1.0
   (``HandCalculator.estimate_hand_value``) with ``OptionalRules`` set to the equivalent of
   our ruleset (:func:`mahjong_options`), returned in the shape of our JSON result (han,
   fu, yaku ids mapped to ours, dora/aka/ura counts, yakuman multiple, limit, payments in
   our roles, total with honba and sticks). Under ``kostaryov`` no wind tiles are dealt and
   the yaku outside that house's list are switched off in mahjong.

Where mjlearn deliberately scores differently from ``mahjong``, the difference is not
filtered: it is a row of :data:`DELIBERATE_DIFFERENCES` (rule, our value, mahjong's value,
source), and :func:`expected_result` applies the rows that concern a situation to
mahjong's answer, recomputing the payments with mahjong's own ``ScoresCalculator``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from mahjong.constants import AKA_DORAS, HONOR_INDICES, TERMINAL_INDICES
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator
from mahjong.meld import Meld as MjMeld

from mjlearn.rules import Ruleset, get_ruleset

WIND_LETTERS = ("E", "S", "W", "N")
WIND_KIND = {"E": 27, "S": 28, "W": 29, "N": 30}
FIVES = (4, 13, 22)
SUIT_LETTER = "mpsz"
DRAGONS = (31, 32, 33)
TERMINALS = (0, 8, 9, 17, 18, 26)
GREEN = (19, 20, 21, 23, 25, 32)   # 2 3 4 6 8 sou and the green dragon


def kind_code(kind: int, red: bool = False) -> str:
    if red:
        return "0" + SUIT_LETTER[kind // 9]
    return f"{kind % 9 + 1 if kind < 27 else kind - 26}{SUIT_LETTER[kind // 9] if kind < 27 else 'z'}"


def tiles_text(tiles: list[tuple[int, bool]]) -> str:
    """mpsz text of ``(kind, red)`` tiles, sorted, one suit letter per run."""
    out, digits, suit = [], [], None
    for kind, red in sorted(tiles, key=lambda t: (t[0], not t[1])):
        code = kind_code(kind, red)
        if code[1] != suit and digits:
            out.append("".join(digits) + suit)
            digits = []
        suit = code[1]
        digits.append(code[0])
    if digits:
        out.append("".join(digits) + suit)
    return "".join(out)


# --- generation ------------------------------------------------------------------------

class _Retry(Exception):
    """The random choices painted the generator into a corner: start the hand again."""


class _Pool:
    """The physical tiles still free: four of each kind (none of the winds without winds)."""

    def __init__(self, winds: bool) -> None:
        self.counts = [4] * 34
        if not winds:
            for k in range(27, 31):
                self.counts[k] = 0

    def take(self, kind: int, n: int = 1) -> None:
        if self.counts[kind] < n:
            raise _Retry
        self.counts[kind] -= n

    def has(self, kind: int, n: int = 1) -> bool:
        return self.counts[kind] >= n


# Set styles steer the random sets towards hands that carry yaku, so that every yaku occurs
# often in a few thousand hands (pure random sets are mostly no-yaku hands).
STYLES = ("random", "random", "tanyao", "honitsu", "chinitsu", "chanta", "toitoi", "pinfu",
          "sanshoku", "ittsuu", "yakuhai", "iipeikou", "junchan", "sanshoku_doukou", "dense")


def _suit_kinds(suit: int) -> list[int]:
    return list(range(suit * 9, suit * 9 + 9))


def _allowed_kinds(style: str, rng: random.Random, winds: bool) -> list[int]:
    honours = [k for k in range(27, 34) if winds or k >= 31]
    if style == "tanyao":
        return [k for k in range(27) if k % 9 not in (0, 8)]
    if style == "honitsu":
        return _suit_kinds(rng.randrange(3)) + honours
    if style in ("chinitsu", "ittsuu"):
        return _suit_kinds(rng.randrange(3))
    if style == "dense":
        # a window of five kinds of one suit: many readings, waits and fu to choose from
        start = rng.randrange(3) * 9 + rng.randrange(5)
        return list(range(start, start + 5))
    return list(range(27)) + honours


def _random_set(rng: random.Random, pool: _Pool, kinds: list[int], style: str) -> tuple[str, int]:
    for _ in range(40):
        if style in ("chanta", "junchan"):
            options = [("chi", s * 9) for s in range(3)] + [("chi", s * 9 + 6) for s in range(3)]
            options += [("pon", k) for k in TERMINALS]
            if style == "chanta":
                options += [("pon", k) for k in kinds if k >= 27]
            shape, first = rng.choice(options)
        else:
            want_pon = {"toitoi": 1.0, "pinfu": 0.0, "iipeikou": 0.15}.get(style, 0.35)
            k = rng.choice(kinds)
            if rng.random() < want_pon or k >= 27:
                shape, first = "pon", k
            else:
                first = k - k % 9 + min(k % 9, 6)
                shape = "chi"
                if first + 2 not in kinds or first not in kinds:
                    continue
        need = [first] * 3 if shape == "pon" else [first, first + 1, first + 2]
        if all(pool.counts[k] >= need.count(k) for k in set(need)):
            for k in need:
                pool.take(k)
            return shape, first
    raise _Retry


def _fixed_sets(style: str, rng: random.Random, pool: _Pool) -> list[tuple[str, int]]:
    """The sets a style insists on (sanshoku's three chows …); the rest are random."""
    sets: list[tuple[str, int]] = []
    if style == "sanshoku":
        n = rng.randrange(7)
        sets = [("chi", s * 9 + n) for s in range(3)]
    elif style == "sanshoku_doukou":
        n = rng.randrange(9)
        sets = [("pon", s * 9 + n) for s in range(3)]
    elif style == "ittsuu":
        s = rng.randrange(3)
        sets = [("chi", s * 9), ("chi", s * 9 + 3), ("chi", s * 9 + 6)]
    elif style == "iipeikou":
        s, n = rng.randrange(3), rng.randrange(7)
        sets = [("chi", s * 9 + n)] * 2
        if rng.random() < 0.3:
            s, n = rng.randrange(3), rng.randrange(7)
            sets += [("chi", s * 9 + n)] * 2
    elif style == "yakuhai":
        sets = [("pon", rng.choice([27, 28, 29, 30, 31, 32, 33]))]
    for shape, first in sets:
        for k in ([first] * 3 if shape == "pon" else [first, first + 1, first + 2]):
            pool.take(k)
    return sets


@dataclass
class _Build:
    """A complete hand before it is written as JSON."""

    # "standard" (sets + pair), "suukantsu" (four pons, all made kans), "chiitoitsu",
    # "kokushi", or "tiles" (a bare list of 14 tiles: the chuuren template)
    form: str
    sets: list[tuple[str, int]]        # standard / suukantsu: four (shape, first)
    pairs: list[int]                   # the pair kind (standard), seven (chiitoitsu), the tiles ("tiles")
    single: int = -1                   # kokushi: the kind held twice
    closed_only: bool = False          # the template needs a closed hand
    all_concealed_pons: bool = False   # suuankou template: never call a pon


def _standard_build(rng: random.Random, pool: _Pool, winds: bool) -> _Build:
    style = rng.choice(STYLES)
    kinds = _allowed_kinds(style, rng, winds)
    sets = _fixed_sets(style, rng, pool)
    while len(sets) < 4:
        sets.append(_random_set(rng, pool, kinds, style))
    pair_kinds = [k for k in kinds if pool.has(k, 2)]
    if style in ("chanta", "junchan"):
        pair_kinds = [k for k in pair_kinds if k in TERMINALS or (style == "chanta" and k >= 27)]
    if style == "pinfu":
        pair_kinds = [k for k in pair_kinds if k < 27] or pair_kinds
    if not pair_kinds:
        raise _Retry
    pair = rng.choice(pair_kinds)
    pool.take(pair, 2)
    return _Build("standard", sets, [pair])


def _yakuman_build(rng: random.Random, pool: _Pool, winds: bool) -> _Build:
    """A hand shaped like a yakuman (or nearly: sometimes one set spoils it)."""
    honours = [k for k in range(27, 34) if winds or k >= 31]
    template = rng.choice(["kokushi", "daisangen", "suuankou", "chuuren", "tsuuiisou",
                           "suushii", "ryuuiisou", "chinroutou", "suukantsu", "daisangen",
                           "daisharin"])
    if template == "daisharin":
        # 2233445566778 8 of one suit: daisharin where it is on, else chiitoitsu or
        # ryanpeikou + chinitsu + tanyao (+ pinfu), whichever reading is worth more
        s = rng.randrange(3) * 9
        pairs = list(range(s + 1, s + 8))
        if rng.random() < 0.5:
            for k in pairs:
                pool.take(k, 2)
            return _Build("chiitoitsu", [], pairs, closed_only=True)
        # the same tiles as four chows and a pair, so that chows may be called
        chows, pair = rng.choice([((1, 1, 5, 5), 4), ((2, 2, 5, 5), 1), ((1, 1, 4, 4), 7)])
        for k in pairs:
            pool.take(k, 2)
        return _Build("standard", [("chi", s + c) for c in chows], [s + pair])
    if template == "kokushi" and winds:
        kinds = list(TERMINALS) + list(range(27, 34))
        single = rng.choice(kinds)
        for k in kinds:
            pool.take(k)
        pool.take(single)
        return _Build("kokushi", [], [], single=single, closed_only=True)
    if template == "chuuren":
        s = rng.randrange(3) * 9
        counts = [3, 1, 1, 1, 1, 1, 1, 1, 3]
        counts[rng.randrange(9)] += 1
        # 1112345678999 plus one tile of the suit; any of the 14 may be the winning tile
        tiles = [s + i for i, c in enumerate(counts) for _ in range(c)]
        for k in tiles:
            pool.take(k)
        return _Build("tiles", [], tiles, closed_only=True)
    sets: list[tuple[str, int]] = []
    pair_choices: list[int]
    if template == "daisangen":
        for k in DRAGONS:
            pool.take(k, 3)
        fourth = _random_set(rng, pool, [k for k in range(34) if winds or not 27 <= k <= 30], "random")
        for k in ([fourth[1]] * 3 if fourth[0] == "pon" else [fourth[1] + i for i in range(3)]):
            pool.counts[k] += 1          # given back: the loop below takes every set's tiles
        for k in DRAGONS:
            pool.counts[k] += 3
        sets = [("pon", k) for k in DRAGONS] + [fourth]
        pair_choices = [k for k in range(34) if winds or not 27 <= k <= 30]
    elif template == "suushii" and winds:
        sets = [("pon", k) for k in (27, 28, 29, 30)]
        if rng.random() < 0.5:    # shousuushii: three wind pons and a wind pair
            pair_wind = sets.pop(rng.randrange(4))[1]
            sets.append(("pon", rng.choice([k for k in range(34) if k < 27 or k > 30])))
            pair_choices = [pair_wind]
        else:
            pair_choices = list(range(27)) + list(DRAGONS)
    elif template == "tsuuiisou":
        chosen = rng.sample(honours, min(5, len(honours)))
        if len(chosen) < 5:
            raise _Retry
        sets = [("pon", k) for k in chosen[:4]]
        pair_choices = [chosen[4]]
    elif template == "ryuuiisou":
        sets = []
        for _ in range(4):
            if rng.random() < 0.4:
                sets.append(("chi", 19))
            else:
                sets.append(("pon", rng.choice(GREEN)))
        pair_choices = list(GREEN)
    elif template == "chinroutou":
        chosen = rng.sample(TERMINALS, 5)
        sets = [("pon", k) for k in chosen[:4]]
        pair_choices = [chosen[4]]
    else:   # suuankou, suukantsu: four pons of anything
        chosen = rng.sample([k for k in range(34) if pool.has(k, 4)], 5)
        sets = [("pon", k) for k in chosen[:4]]
        pair_choices = [chosen[4]]
    for shape, first in sets:
        for k in ([first] * 3 if shape == "pon" else [first, first + 1, first + 2]):
            pool.take(k)
    pair_choices = [k for k in pair_choices if pool.has(k, 2)]
    if not pair_choices:
        raise _Retry
    pair = rng.choice(pair_choices)
    pool.take(pair, 2)
    build = _Build("standard", sets, [pair])
    build.all_concealed_pons = template == "suuankou"
    if template == "suukantsu":
        build.closed_only = False
        build.form = "suukantsu"
    return build


def _chiitoitsu_build(rng: random.Random, pool: _Pool, winds: bool) -> _Build:
    kinds = [k for k in range(34) if pool.has(k, 2)]
    r = rng.random()
    if r < 0.15:
        kinds = [k for k in kinds if k >= 27] or kinds          # honours (tsuuiisou / daichisei)
    elif r < 0.35:
        suit = rng.randrange(3)
        kinds = [k for k in kinds if k // 9 == suit or (k >= 27 and rng.random() < 0.5)]
    elif r < 0.55:
        kinds = [k for k in kinds if k < 27 and k % 9 not in (0, 8)]
    if len(kinds) < 7:
        raise _Retry
    pairs = rng.sample(kinds, 7)
    for k in pairs:
        pool.take(k, 2)
    return _Build("chiitoitsu", [], pairs, closed_only=True)


def _assign_reds(rng: random.Random, used_fives: list[list[int]], red_limits: tuple[int, int, int],
                 red_share: float) -> set[tuple[int, int]]:
    """Which 5s are red: at most the ruleset's reds per suit, and never more plain fives
    than the physical set holds (4 − reds). ``used_fives[s]`` lists slot ids of the suit's 5s."""
    red: set[tuple[int, int]] = set()
    for suit, slots in enumerate(used_fives):
        limit = red_limits[suit]
        low = max(0, len(slots) - (4 - limit))
        high = min(len(slots), limit)
        n = low
        while n < high and rng.random() < red_share:
            n += 1
        for slot in rng.sample(slots, n):
            red.add((suit, slot))
    return red


def generate(seed: int, rules: Any = "standard") -> dict[str, Any]:
    """One random valid situation (a JSON-ready dict) from ``seed``, under ``rules``
    (a preset name or ``{"preset": …, option: value}``, passed through to the situation)."""
    rng = random.Random(seed)
    ruleset = get_ruleset(rules)
    while True:
        try:
            return _generate(rng, ruleset, rules)
        except _Retry:
            continue


def _generate(rng: random.Random, ruleset: Ruleset, rules_spec: Any) -> dict[str, Any]:
    pool = _Pool(ruleset.winds)
    r = rng.random()
    if r < 0.07:
        build = _chiitoitsu_build(rng, pool, ruleset.winds)
    elif r < 0.13:
        build = _yakuman_build(rng, pool, ruleset.winds)
    else:
        build = _standard_build(rng, pool, ruleset.winds)

    # --- melds ------------------------------------------------------------------------
    melds: list[tuple[str, int]] = []                   # (type, first kind)
    concealed_sets: list[tuple[str, int]] = list(build.sets)
    if build.form in ("standard", "suukantsu"):
        if build.form == "suukantsu":
            open_share, kan_share = 0.5, 1.0
        elif build.closed_only:
            open_share, kan_share = 0.0, 0.1
        else:
            open_share = rng.choice([0.0, 0.0, 0.2, 0.4, 0.7])
            kan_share = rng.choice([0.05, 0.15, 0.4])
        rng.shuffle(concealed_sets)
        keep: list[tuple[str, int]] = []
        for shape, first in concealed_sets:
            kan = shape == "pon" and rng.random() < kan_share and pool.has(first)
            if kan:
                pool.take(first)
                if rng.random() < open_share and not build.all_concealed_pons:
                    melds.append((rng.choice(["kan", "shouminkan"]), first))
                else:
                    melds.append(("ankan", first))
            elif rng.random() < open_share and not build.all_concealed_pons:
                melds.append(("chi" if shape == "chi" else "pon", first))
            else:
                keep.append((shape, first))
        concealed_sets = keep
    closed = all(t == "ankan" for t, _ in melds)
    has_kan = any(t in ("kan", "ankan", "shouminkan") for t, _ in melds)
    n_kans = sum(t in ("kan", "ankan", "shouminkan") for t, _ in melds)

    # --- concealed tiles and the winning tile ----------------------------------------------
    groups: list[list[int]] = []          # concealed groups the winning tile may complete
    if build.form in ("standard", "suukantsu"):
        for shape, first in concealed_sets:
            groups.append([first] * 3 if shape == "pon" else [first, first + 1, first + 2])
        groups.append([build.pairs[0]] * 2)
    elif build.form == "chiitoitsu":
        groups = [[k, k] for k in build.pairs]
    elif build.form == "kokushi":
        kinds = list(TERMINALS) + list(range(27, 34))
        groups = [[k] for k in kinds] + [[build.single]]
    else:   # "tiles": chuuren template, any tile may be the winning one
        groups = [[k] for k in build.pairs]
    concealed = [k for g in groups for k in g]
    if build.all_concealed_pons and rng.random() < 0.5:
        win_group = groups[-1]                          # suuankou tanki
    else:
        win_group = rng.choice(groups)
    win_kind = rng.choice(win_group)

    # --- seat, round, way of winning -------------------------------------------------------
    seat = rng.choice(WIND_LETTERS)
    round_wind = rng.choice(("E", "E", "S", "S", "W", "N"))
    dealer = seat == "E"
    tsumo = rng.random() < 0.5
    flags: dict[str, bool] = {}
    special = rng.random()
    if not melds:
        # the first uninterrupted go-around: no riichi, no calls, no last tile
        if tsumo and special < 0.02:
            flags["tenhou" if dealer else "chiihou"] = True
        elif not tsumo and not dealer and ruleset.renhou != "off" and special < 0.3:
            flags["renhou"] = True
    if not flags:
        if closed and rng.random() < 0.45:
            flags["riichi"] = True
            if ruleset.double_riichi and rng.random() < 0.15:
                flags["double_riichi"] = True
                if rng.random() < 0.5:
                    del flags["riichi"]      # a double riichi is a riichi: both spellings occur
            if ruleset.ippatsu and rng.random() < 0.2:
                flags["ippatsu"] = True
        if tsumo and has_kan and rng.random() < 0.3:
            flags["rinshan"] = True
            flags.pop("ippatsu", None)       # one's own kan ends the ippatsu chance
        elif tsumo and rng.random() < 0.05:
            flags["haitei"] = True
        if not tsumo:
            visible = concealed.count(win_kind) + sum(
                (4 if t in ("kan", "ankan", "shouminkan") else 3 if t == "pon" else 0)
                for t, f in melds if f == win_kind) + sum(
                1 for t, f in melds if t == "chi" and f <= win_kind <= f + 2)
            if visible == 1 and rng.random() < 0.15 and pool.has(win_kind, 3):
                # the other three copies are the robbed player's pon + added tile
                pool.take(win_kind, 3)
                flags["chankan"] = True
            elif rng.random() < 0.05:
                flags["houtei"] = True

    # --- dora indicators ------------------------------------------------------------------
    def draw_indicators(n: int) -> list[int]:
        out = []
        for _ in range(n):
            free = [k for k in range(34) if pool.counts[k] > 0]
            if not free:
                raise _Retry
            k = rng.choice(free)
            pool.take(k)
            out.append(k)
        return out
    dora = draw_indicators(1 + n_kans)
    ura = draw_indicators(1 + n_kans) if flags.get("riichi") or flags.get("double_riichi") else []

    # --- red fives -------------------------------------------------------------------------
    # every tile gets a slot id; red fives are chosen among the slots holding a 5
    slots: list[tuple[str, int, int]] = []       # (where, index, kind)
    for i, k in enumerate(concealed):
        slots.append(("hand", i, k))
    for j, (t, f) in enumerate(melds):
        tiles = [f, f + 1, f + 2] if t == "chi" else [f] * (3 if t == "pon" else 4)
        for i, k in enumerate(tiles):
            slots.append((f"meld{j}", i, k))
    for i, k in enumerate(dora):
        slots.append(("dora", i, k))
    for i, k in enumerate(ura):
        slots.append(("ura", i, k))
    fives = [[n for n, s in enumerate(slots) if s[2] == FIVES[suit]] for suit in range(3)]
    red_share = rng.choice([0.0, 0.3, 0.6, 0.9])
    reds = {n for _, n in _assign_reds(rng, fives, ruleset.red_fives, red_share)}
    red_of = {(slots[n][0], slots[n][1]) for n in reds}

    def tiles_of(where: str, kinds: list[int]) -> list[tuple[int, bool]]:
        return [(k, (where, i) in red_of) for i, k in enumerate(kinds)]

    hand_tiles = tiles_of("hand", concealed)
    # the winning tile: one concealed copy of win_kind (a red one if the hand holds one)
    win_candidates = [t for t in hand_tiles if t[0] == win_kind]
    win_tile = rng.choice(win_candidates)
    meld_json = []
    for j, (t, f) in enumerate(melds):
        kinds = [f, f + 1, f + 2] if t == "chi" else [f] * (3 if t == "pon" else 4)
        meld_json.append({"type": t, "tiles": tiles_text(tiles_of(f"meld{j}", kinds))})

    situation: dict[str, Any] = {
        "hand": tiles_text(hand_tiles),
        "win": kind_code(*win_tile),
        "melds": meld_json,
        "tsumo": tsumo,
        "seat_wind": seat,
        "round_wind": round_wind,
        "dora": tiles_text(tiles_of("dora", dora)),
    }
    if ura:
        situation["ura"] = tiles_text(tiles_of("ura", ura))
    situation.update(flags)
    if dealer and ruleset.paarenchan and rng.random() < 0.3:
        situation["paarenchan"] = rng.randrange(5, 11)    # 8+: paarenchan
    if rng.random() < 0.3:
        situation["honba"] = rng.randrange(1, 6)
    if rng.random() < 0.3:
        situation["riichi_sticks"] = rng.randrange(1, 5)
    if rules_spec != "standard":
        situation["rules"] = rules_spec
    return situation


# --- the `mahjong` adapter -------------------------------------------------------------------

def mahjong_options(rules: Ruleset) -> OptionalRules:
    """``OptionalRules`` equivalent to our ruleset (what cannot be matched is a row of
    :data:`DELIBERATE_DIFFERENCES` or :data:`NOT_EXPRESSIBLE`)."""
    kazoe = {"yakuman": HandConstants.KAZOE_LIMITED, "sanbaiman": HandConstants.KAZOE_SANBAIMAN,
             "stacked": HandConstants.KAZOE_NO_LIMIT}[rules.kazoe]
    return OptionalRules(
        has_open_tanyao=rules.kuitan,
        has_aka_dora=rules.aka,
        has_double_yakuman=bool(rules.double_yakuman),
        kazoe_limit=kazoe,
        kiriage=rules.kiriage,
        fu_for_open_pinfu=rules.open_pinfu_fu,
        fu_for_pinfu_tsumo=not rules.pinfu_tsumo,
        renhou_as_yakuman=rules.renhou == "yakuman",
        has_daisharin=rules.daisharin,
        has_daisharin_other_suits=rules.daisharin_all_suits,
        has_daichisei=rules.daichisei,
        # our yakuman_cap None = no cap; 6 is mahjong's only cap
        limit_to_sextuple_yakuman=rules.yakuman_cap == 6,
        # our paarenchan is a condition yakuman: it needs no other yaku
        paarenchan_needs_yaku=False,
    )


# Our rule options that mahjong 2.1.0 has no switch for; the generator's variants avoid them.
NOT_EXPRESSIBLE = {
    "double_wind_pair_fu": "mahjong always gives 4 fu (valued_tiles lists the wind twice)",
    "double_yakuman": "mahjong has one switch for all four double yakuman, not a set",
    "yakuman_cap": "mahjong caps at 6× or not at all",
}
# kostaryov is compared all the same: the generator deals no wind tiles under it, and the
# yaku it leaves out are switched off in mahjong (``MahjongCall.excluded``).


def _parse(text: str | None) -> list[tuple[int, bool]]:
    out: list[tuple[int, bool]] = []
    digits: list[int] = []
    for ch in text or "":
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in SUIT_LETTER:
            base = SUIT_LETTER.index(ch) * 9
            for d in digits:
                if ch == "z":
                    out.append((26 + d, False))
                elif d == 0:
                    out.append((base + 4, True))
                else:
                    out.append((base + d - 1, False))
            digits = []
    return out


class _Ids:
    """Hands out 136-format ids: a red five gets mahjong's red copy (16, 52, 88) while it
    is free; a second red 5p (allowed by our standard set, not by mahjong's) and every plain
    five get the other copies."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, kind: int, red: bool) -> int:
        ids = [kind * 4 + i for i in range(4)]
        if red and kind * 4 in AKA_DORAS and kind * 4 not in self.used:
            choice = kind * 4
        else:
            free = [i for i in ids if i not in self.used and i not in AKA_DORAS]
            if not free:     # four plain fives cannot happen in a legal situation
                free = [i for i in ids if i not in self.used]
            choice = free[0]
        self.used.add(choice)
        return choice


MAHJONG_YAKU_IDS = {
    "Menzen Tsumo": "menzen_tsumo", "Riichi": "riichi", "Ippatsu": "ippatsu",
    "Chankan": "chankan", "Rinshan Kaihou": "rinshan", "Haitei Raoyue": "haitei",
    "Houtei Raoyui": "houtei", "Double Riichi": "double_riichi", "Renhou": "renhou",
    "Pinfu": "pinfu", "Tanyao": "tanyao", "Iipeiko": "iipeikou",
    "Yakuhai (haku)": "yakuhai_haku", "Yakuhai (hatsu)": "yakuhai_hatsu",
    "Yakuhai (chun)": "yakuhai_chun",
    "Yakuhai (seat wind east)": "yakuhai_seat_wind", "Yakuhai (seat wind south)": "yakuhai_seat_wind",
    "Yakuhai (seat wind west)": "yakuhai_seat_wind", "Yakuhai (seat wind north)": "yakuhai_seat_wind",
    "Yakuhai (round wind east)": "yakuhai_round_wind", "Yakuhai (round wind south)": "yakuhai_round_wind",
    "Yakuhai (round wind west)": "yakuhai_round_wind", "Yakuhai (round wind north)": "yakuhai_round_wind",
    "Sanshoku Doujun": "sanshoku", "Ittsu": "ittsuu", "Chantai": "chanta",
    "Honroutou": "honroutou", "Toitoi": "toitoi", "San Ankou": "sanankou",
    "San Kantsu": "sankantsu", "Sanshoku Doukou": "sanshoku_doukou", "Chiitoitsu": "chiitoitsu",
    "Shou Sangen": "shousangen", "Honitsu": "honitsu", "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou", "Chinitsu": "chinitsu",
    "Kokushi Musou": "kokushi", "Chuuren Poutou": "chuuren", "Suu Ankou": "suuankou",
    "Daisangen": "daisangen", "Shousuushii": "shousuushii", "Ryuuiisou": "ryuuiisou",
    "Suu Kantsu": "suukantsu", "Tsuu Iisou": "tsuuiisou", "Chinroutou": "chinroutou",
    "Daisharin": "daisharin", "Daisuurin": "daisuurin", "Daichikurin": "daichikurin",
    "Daichisei": "daichisei", "Dai Suushii": "daisuushii",
    "Kokushi Musou Juusanmen Matchi": "kokushi_13", "Suu Ankou Tanki": "suuankou_tanki",
    "Daburu Chuuren Poutou": "junsei_chuuren", "Tenhou": "tenhou", "Chiihou": "chiihou",
    "Renhou (yakuman)": "renhou", "Paarenchan": "paarenchan",
}
DORA_NAMES = {"Dora": "dora", "Aka Dora": "aka", "Ura Dora": "ura"}
LIMIT_NAMES = {"": None, "mangan": "mangan", "haneman": "haneman", "baiman": "baiman",
               "sanbaiman": "sanbaiman", "kazoe sanbaiman": "sanbaiman",
               "kazoe yakuman": "kazoe_yakuman", "kiriage mangan": "mangan", "yakuman": "yakuman",
               "2x yakuman": "yakuman", "3x yakuman": "yakuman", "4x yakuman": "yakuman",
               "5x yakuman": "yakuman", "6x yakuman": "yakuman"}


@dataclass
class MahjongCall:
    """Everything ``estimate_hand_value`` needs, built once per situation (so the benchmark
    can time the calculator alone)."""

    tiles: list[int]
    win_tile: int
    melds: list[MjMeld]
    dora: list[int]
    ura: list[int]
    config_kwargs: dict[str, Any]
    options: OptionalRules
    dealer: bool
    tsumo: bool

    # our yaku ids that the ruleset leaves out (kostaryov's short list); mahjong is told
    # that their conditions are never met
    excluded: frozenset = frozenset()
    # chanta as kostaryov defines it (a deliberate difference): every set and the pair hold
    # a terminal or an honour — no honour required, and no chow either
    chanta_without_honours: bool = False

    def run(self):
        config = HandConfig(options=self.options, **self.config_kwargs)
        if self.chanta_without_honours:
            config.yaku.chantai.is_condition_met = _kostaryov_chanta
            # mahjong looks for chanta only on hands with a chow; on the others it looks for
            # honroutou, which kostaryov does not have: that slot stands in for a chanta
            # without a chow (same name, same han: 2 closed, 1 open)
            honroto = config.yaku.honroto
            honroto.name, honroto.han_closed, honroto.han_open = "Chantai", 2, 1
            honroto.is_condition_met = _kostaryov_chanta
        if self.excluded:
            for yaku in vars(config.yaku).values():
                if MAHJONG_YAKU_IDS.get(yaku.name) in self.excluded:
                    yaku.is_condition_met = _never
        return HandCalculator.estimate_hand_value(
            self.tiles, self.win_tile, melds=self.melds, dora_indicators=self.dora,
            config=config, ura_dora_indicators=self.ura)


def _never(*args: Any) -> bool:
    return False


def _kostaryov_chanta(hand, *args: Any) -> bool:
    """Four sets and a pair, each holding a terminal or an honour (seed 003's chanta)."""
    return len(hand) == 5 and all(any(t in TERMINAL_INDICES or t in HONOR_INDICES for t in item)
                                  for item in hand)


def _excluded_yaku(rules: Ruleset) -> frozenset:
    if rules.yaku_allowed is None:
        return frozenset()
    return frozenset(i for i in set(MAHJONG_YAKU_IDS.values()) if not rules.allows(i))


def mahjong_call(situation: dict[str, Any]) -> MahjongCall:
    rules = get_ruleset(situation.get("rules"))
    ids = _Ids()
    hand = _parse(situation["hand"])
    hand_ids = [ids.take(k, red) for k, red in hand]
    win_kind, win_red = _parse(situation["win"])[0]
    # the winning tile is one of the hand's copies, the red one when the win names it red
    candidates = [i for i, (k, red) in zip(hand_ids, hand) if k == win_kind]
    reds = [i for i, (k, red) in zip(hand_ids, hand) if k == win_kind and red == win_red]
    win_tile = (reds or candidates)[0]
    melds, meld_ids = [], []
    for m in situation.get("melds", []):
        m_ids = [ids.take(k, red) for k, red in _parse(m["tiles"])]
        meld_ids += m_ids
        kind = {"chi": MjMeld.CHI, "pon": MjMeld.PON, "kan": MjMeld.KAN, "ankan": MjMeld.KAN,
                "shouminkan": MjMeld.SHOUMINKAN}[m["type"]]
        melds.append(MjMeld(meld_type=kind, tiles=m_ids, opened=m["type"] != "ankan"))
    dora = [ids.take(k, red) for k, red in _parse(situation.get("dora"))]
    ura = [ids.take(k, red) for k, red in _parse(situation.get("ura"))]
    seat = situation.get("seat_wind", "E")
    config = dict(
        is_tsumo=bool(situation.get("tsumo")),
        is_riichi=bool(situation.get("riichi")),
        is_ippatsu=bool(situation.get("ippatsu")),
        is_rinshan=bool(situation.get("rinshan")),
        is_chankan=bool(situation.get("chankan")),
        is_haitei=bool(situation.get("haitei")),
        is_houtei=bool(situation.get("houtei")),
        is_daburu_riichi=bool(situation.get("double_riichi")),
        is_tenhou=bool(situation.get("tenhou")),
        is_chiihou=bool(situation.get("chiihou")),
        is_renhou=bool(situation.get("renhou")),
        player_wind=WIND_KIND[seat],
        round_wind=WIND_KIND[situation.get("round_wind", "E")],
        # mahjong's paarenchan is the yakuman multiple to add; ours the dealer's streak
        paarenchan=1 if rules.paarenchan and situation.get("paarenchan", 0) >= 8 else 0,
        tsumi_number=situation.get("honba", 0),
        kyoutaku_number=situation.get("riichi_sticks", 0),
    )
    return MahjongCall(hand_ids + meld_ids, win_tile, melds, dora, ura, config,
                       mahjong_options(rules), seat == "E", bool(situation.get("tsumo")),
                       _excluded_yaku(rules))


def convert(response, call: MahjongCall) -> dict[str, Any]:
    """mahjong's ``HandResponse`` in the shape of our JSON result."""
    if response.error:
        return {"error": {"code": response.error, "params": {}, "message": response.error}}
    yaku, counts = [], {"dora": 0, "aka": 0, "ura": 0}
    yakuman = 0
    for y in response.yaku:
        han = y.han_open if (response.is_open_hand and y.han_open) else y.han_closed
        if y.name in DORA_NAMES:
            counts[DORA_NAMES[y.name]] += han
            continue
        if y.is_yakuman:
            yakuman += han // 13
        yaku.append({"id": MAHJONG_YAKU_IDS.get(y.name, y.name), "han": han})
    cost = response.cost
    if call.tsumo:
        payments = {"non_dealer": cost["additional"]} if call.dealer else \
            {"dealer": cost["main"], "non_dealer": cost["additional"]}
    else:
        payments = {"discarder": cost["main"]}
    return {
        "han": response.han, "fu": response.fu, "yaku": yaku, **counts, "yakuman": yakuman,
        "limit": _limit_name(cost["yaku_level"], response.han, response.fu, yakuman),
        "payments": payments, "total": cost["total"],
    }


def _limit_name(level: str, han: int, fu: int, yakuman: int) -> str | None:
    """Our limit id from mahjong's ``yaku_level`` label, correcting two label quirks of
    mahjong 2.1.0 that do not touch its points: a kazoe hand's "kazoe yakuman" label is
    overwritten by "yakuman" (and 26+ han under no-limit kazoe by "2x yakuman"), and with
    kiriage on, a hand that reaches mangan by its fu (4 han 40 fu…) gets no label."""
    name = LIMIT_NAMES[level]
    if name == "yakuman" and not yakuman:
        return "kazoe_yakuman"
    if name is None and han < 5 and fu * 2 ** (2 + han) > 2000:
        return "mangan"
    return name


def score_with_mahjong(situation: dict[str, Any]) -> dict[str, Any]:
    """Score a situation with ``mahjong`` 2.1.0, in our result's shape (no differences applied)."""
    call = mahjong_call(situation)
    return convert(call.run(), call)


# --- deliberate differences ------------------------------------------------------------------

@dataclass(frozen=True)
class Difference:
    """A rule where mjlearn deliberately scores differently from mahjong 2.1.0.

    ``applies(situation, mahjong_result)`` says whether it concerns a hand; ``adjust``
    turns mahjong's (han, yakuman, limit…) into ours, after which the payments are
    recomputed by mahjong's own ``ScoresCalculator`` (so only the rule differs, not the
    arithmetic).
    """

    id: str
    rule: str
    ours: str
    mahjong: str
    source: str
    applies: Callable[[dict, dict], bool]
    adjust: Callable[[dict, dict], dict]
    example: dict
    # too rare for the differential test's sample (found by longer hunting runs); its
    # example hand shows it
    rare: bool = False


def _count_reds(situation: dict, suit: str) -> int:
    tiles = situation["hand"] + "".join(m["tiles"] for m in situation.get("melds", []))
    n, digits = 0, ""
    for ch in tiles:
        if ch.isdigit():
            digits += ch
        else:
            if ch == suit:
                n += digits.count("0")
            digits = ""
    return n


def _has_yaku(result: dict) -> bool:
    return "error" not in result


def _second_red_5p_applies(situation: dict, result: dict) -> bool:
    return (_has_yaku(result) and result["yakuman"] == 0 and get_ruleset(situation.get("rules")).aka
            and _count_reds(situation, "p") == 2)


def _second_red_5p_adjust(situation: dict, result: dict) -> dict:
    return dict(result, han=result["han"] + 1, aka=result["aka"] + 1)


def _ema_stacking_applies(situation: dict, result: dict) -> bool:
    rules = get_ruleset(situation.get("rules"))
    return _has_yaku(result) and not rules.yakuman_stacking and result["yakuman"] > 1


def _ema_stacking_adjust(situation: dict, result: dict) -> dict:
    return dict(result, yakuman=1, han=13)


def _fixed_renhou_applies(situation: dict, result: dict) -> bool:
    rules = get_ruleset(situation.get("rules"))
    return (_has_yaku(result) and bool(situation.get("renhou")) and isinstance(rules.renhou, int)
            and not rules.renhou_cumulative and result["yakuman"] == 0)


def _fixed_renhou_adjust(situation: dict, result: dict) -> dict:
    """Renhou alone is a fixed mangan; the hand scored without renhou (other yaku and dora)
    is taken instead when it is worth more, i.e. from 6 han."""
    rules = get_ruleset(situation.get("rules"))
    others = [y for y in result["yaku"] if y["id"] != "renhou"]
    others_han = result["han"] - rules.renhou
    if others and others_han > 5:
        return dict(result, han=others_han, yaku=others)
    # a fixed mangan: every reading pays the same, so which reading (and its fu) is shown
    # is not decided by the points — fu is not compared (None)
    return dict(result, han=rules.renhou, fu=None, dora=0, aka=0, ura=0,
                yaku=[{"id": "renhou", "han": rules.renhou}])


_DAISHARIN_IDS = ("daisharin", "daisuurin", "daichikurin")


def _open_daisharin_applies(situation: dict, result: dict) -> bool:
    is_open = any(m["type"] != "ankan" for m in situation.get("melds", []))
    return _has_yaku(result) and is_open and any(y["id"] in _DAISHARIN_IDS for y in result["yaku"])


def _open_daisharin_adjust(situation: dict, result: dict) -> dict:
    """The hand as mahjong scores it with daisharin switched off."""
    call = mahjong_call(situation)
    call.options.has_daisharin = call.options.has_daisharin_other_suits = False
    return convert(call.run(), call)


# The special forms whose only purpose is to count double, and the plain form each replaces.
_DOUBLE_FORMS = {"kokushi_13": "kokushi", "suuankou_tanki": "suuankou", "junsei_chuuren": "chuuren"}


def _single_named_applies(situation: dict, result: dict) -> bool:
    rules = get_ruleset(situation.get("rules"))
    return _has_yaku(result) and any(
        y["id"] in _DOUBLE_FORMS and y["id"] not in rules.double_yakuman for y in result["yaku"])


def _single_named_adjust(situation: dict, result: dict) -> dict:
    rules = get_ruleset(situation.get("rules"))
    yaku = [dict(y, id=_DOUBLE_FORMS[y["id"]]) if y["id"] in _DOUBLE_FORMS
            and y["id"] not in rules.double_yakuman else y for y in result["yaku"]]
    return dict(result, yaku=yaku)


def _ryuuiisou_without_8s_applies(situation: dict, result: dict) -> bool:
    rules = get_ruleset(situation.get("rules"))
    tiles = situation["hand"] + "".join(m["tiles"] for m in situation.get("melds", []))
    eights = any(kind == 25 for kind, _red in _parse(tiles))
    return (_has_yaku(result) and not rules.ryuuiisou_8s and eights
            and any(y["id"] == "ryuuiisou" for y in result["yaku"]))


def _ryuuiisou_without_8s_adjust(situation: dict, result: dict) -> dict:
    """The hand as mahjong scores it without ryuuiisou."""
    call = mahjong_call(situation)
    call.excluded = call.excluded | {"ryuuiisou"}
    return convert(call.run(), call)


# Applied in this order: a row that re-scores the hand with mahjong comes first.
def _kostaryov_chanta_rescored(situation: dict) -> dict:
    call = mahjong_call(situation)
    call.chanta_without_honours = True
    return convert(call.run(), call)


def _kostaryov_chanta_applies(situation: dict, result: dict) -> bool:
    rules = get_ruleset(situation.get("rules"))
    if rules.yaku_allowed is None or rules.allows("junchan") or not rules.allows("chanta"):
        return False
    return _kostaryov_chanta_rescored(situation) != result


def _kostaryov_chanta_adjust(situation: dict, result: dict) -> dict:
    return _kostaryov_chanta_rescored(situation)


DELIBERATE_DIFFERENCES: tuple[Difference, ...] = (
    Difference(
        id="single_yakuman_plain_name",
        rule="where a special form counts single (EMA: no double yakuman), the yakuman is named "
             "by its plain form: kokushi, suuankou, chuuren",
        ours="kokushi 13 han", mahjong="Kokushi Musou Juusanmen Matchi 13 han (the double form's name)",
        source="EMA p.5, §4.2.5 (no double yakuman); issue 13 item 9",
        applies=_single_named_applies, adjust=_single_named_adjust,
        example={"hand": "19m19p19s1234567z1m", "win": "1m", "melds": [], "tsumo": False,
                 "seat_wind": "S", "round_wind": "E", "dora": "2p", "rules": "ema"},
        rare=True,
    ),
    Difference(
        id="daisharin_closed_only",
        rule="daisharin (and its man/sou forms) is a closed hand: 2233445566778 8 of one suit",
        ours="an open hand of that shape is scored by its ordinary yaku (chinitsu, tanyao…)",
        mahjong="daisharin yakuman even with called chows (it only counts the tiles)",
        source="seed 000 §Yakuman (daisharin listed as closed); rulesets §2.2",
        applies=_open_daisharin_applies, adjust=_open_daisharin_adjust,
        example={"hand": "05667788s", "win": "0s", "melds": [{"type": "chi", "tiles": "234s"},
                 {"type": "chi", "tiles": "234s"}], "tsumo": True, "seat_wind": "W",
                 "round_wind": "E", "dora": "7m",
                 "rules": {"preset": "standard", "daisharin": True, "daisharin_all_suits": True}},
        rare=True,
    ),
    Difference(
        id="kostaryov_chanta_without_honours",
        rule="kostaryov has chanta but no junchan and no honroutou: every set and the pair "
             "hold a terminal or a dragon — no honour required, and no chow either",
        ours="a terminal-only hand, or one of pungs only, is chanta (2 closed / 1 open)",
        mahjong="chantai needs an honour set and a chow (junchan, switched off here, would "
                "take a terminal-only hand)",
        source="seed 003 §'За 2 хана' Chanta; rulesets §3.4 K5, §4 decision 4 (003's list "
               "complete); docs/rulesets.md 'Chanta without a chow'",
        applies=_kostaryov_chanta_applies, adjust=_kostaryov_chanta_adjust,
        example={"hand": "12399m123789999p", "win": "3m", "melds": [], "tsumo": True,
                 "seat_wind": "N", "round_wind": "E", "dora": "5p", "rules": "kostaryov"},
    ),
    Difference(
        id="kostaryov_ryuuiisou_without_8s",
        rule="with ryuuiisou_8s switched off (the family's list read literally; the preset "
             "keeps the 8, rulesets §4 decision 4), ryuuiisou allows only the tiles seed 003 "
             "lists: 2, 3, 4, 6 sou and the green dragon (no 8 sou)",
        ours="a green hand with 8 sou is scored by its ordinary yaku",
        mahjong="ryuuiisou yakuman (2 3 4 6 8 sou and the green dragon)",
        source="seed 003 §3.1.4 Ryuuiisou 'можно использовать только'; the option "
               "ryuuiisou_8s; docs/rulesets.md",
        applies=_ryuuiisou_without_8s_applies, adjust=_ryuuiisou_without_8s_adjust,
        example={"hand": "234s666s888s66z", "win": "6z", "melds": [{"type": "pon", "tiles": "333s"}],
                 "tsumo": False, "seat_wind": "S", "round_wind": "E", "dora": "1m",
                 "rules": {"preset": "kostaryov", "ryuuiisou_8s": False}},
        rare=True,
    ),
    Difference(
        id="second_red_5p",
        rule="standard's tile set has two red 5-pin (one red 5m, two red 5p, one red 5s); each counts 1 han",
        ours="a hand holding both red 5p has 2 aka", mahjong="one red copy per suit (id 52): 1 aka",
        source="rulesets §4 decision 1; seed 000 §Dora Akadora",
        applies=_second_red_5p_applies, adjust=_second_red_5p_adjust,
        example={"hand": "234m344006p22s", "win": "2s", "melds": [{"type": "pon", "tiles": "777s"}],
                 "tsumo": False, "seat_wind": "S", "round_wind": "E", "dora": "1z"},
    ),
    Difference(
        id="ema_yakuman_not_cumulative",
        rule="EMA: several yakuman in one hand pay one yakuman",
        ours="yakuman 1 (8 000 basic)", mahjong="stacks: tsuuiisou + daisangen = 2 yakuman",
        source="EMA §4.2 'Yakuman are not cumulative'; rulesets §1 row 5",
        applies=_ema_stacking_applies, adjust=_ema_stacking_adjust,
        example={"hand": "22555777z", "win": "2z", "melds": [{"type": "pon", "tiles": "666z"},
                 {"type": "pon", "tiles": "111z"}], "tsumo": False, "seat_wind": "S",
                 "round_wind": "E", "dora": "1m", "rules": "ema"},
    ),
    Difference(
        id="ema_renhou_fixed_mangan",
        rule="EMA: renhou is a mangan, not cumulative with other yaku or dora",
        ours="5 han, renhou alone (or the hand without renhou when that is worth more)",
        mahjong="Renhou 5 han added to the other yaku and dora",
        source="EMA p.5 (renhou 'five fan yaku'); rulesets §1 row 10, §2.1",
        applies=_fixed_renhou_applies, adjust=_fixed_renhou_adjust,
        example={"hand": "123456789m11p456s", "win": "5s", "melds": [], "tsumo": False,
                 "seat_wind": "S", "round_wind": "E", "dora": "4s", "renhou": True,
                 "rules": "ema"},
    ),
)


def _payments_for(result: dict, call: MahjongCall) -> dict:
    """Recompute payments and total for adjusted han/yakuman with mahjong's calculator."""
    config = HandConfig(options=call.options, **call.config_kwargs)
    han = result["yakuman"] * 13 if result["yakuman"] else result["han"]
    # fu None: a limit hand whose fu are not compared (they do not change its points)
    cost = ScoresCalculator.calculate_scores(han, result["fu"] or 30, config, result["yakuman"] > 0)
    if call.tsumo:
        payments = {"non_dealer": cost["additional"]} if call.dealer else \
            {"dealer": cost["main"], "non_dealer": cost["additional"]}
    else:
        payments = {"discarder": cost["main"]}
    limit = _limit_name(cost["yaku_level"], result["han"], result["fu"] or 30, result["yakuman"])
    return dict(result, payments=payments, total=cost["total"], limit=limit)


def expected_result(situation: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """mahjong's answer with our deliberate differences applied; and the ids applied."""
    call = mahjong_call(situation)
    result = convert(call.run(), call)
    applied = []
    for diff in DELIBERATE_DIFFERENCES:
        if diff.applies(situation, result):
            result = diff.adjust(situation, result)
            applied.append(diff.id)
    if applied:
        result = _payments_for(result, call)
    return result, applied


# Rule variants the differential test runs besides the presets: each changes options that
# mahjong can express.
VARIANTS: tuple[Any, ...] = (
    "standard",
    "ema",
    "kostaryov",
    {"preset": "standard", "kiriage": True},
    {"preset": "standard", "kuitan": False, "aka": False},
    {"preset": "standard", "open_pinfu_fu": False, "pinfu_tsumo": False},
    {"preset": "standard", "kazoe": "sanbaiman"},
    {"preset": "standard", "kazoe": "stacked"},
    {"preset": "standard", "renhou": "yakuman"},
    {"preset": "standard", "renhou": 5},
    {"preset": "standard", "daisharin": True, "daisharin_all_suits": True, "daichisei": True,
     "paarenchan": True},
)


def situations(n: int, seed: int = 20261129, variants: tuple[Any, ...] = VARIANTS,
               standard_share: float = 0.6) -> list[dict[str, Any]]:
    """``n`` generated situations: ``standard_share`` of them under ``standard``, the rest
    spread over the other variants."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        rules = variants[0] if rng.random() < standard_share else rng.choice(variants[1:])
        out.append(generate(seed * 1_000_003 + i, rules))
    return out
