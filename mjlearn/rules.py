"""Riichi rules as data: a frozen :class:`Ruleset` of named options, and its presets.

Every option is named where it is used, so a rule never hides in an ``if`` far from its
name. Sources for each value are in ``../shared/riichi_rulesets.md`` (§1 option table,
§4 decisions); the comments cite the seed or the EMA rule each preset follows.

Presets:
- ``standard`` — seeds 000–002 with their stated defaults (the default);
- ``kostaryov`` — the family house rules of seed 003 (no wind tiles, its own yaku list);
- ``ema`` — European Mahjong Association Riichi Competition Rules, 2016 edition.

Option names follow the issue so hands can be exchanged with other tools: ``kuitan``,
``aka``, ``double_yakuman``, ``kazoe``, ``kiriage``, ``open_pinfu_fu``, ``pinfu_tsumo``,
``renhou``, ``double_wind_pair_fu``, ``yakuman_cap`` and one switch per optional yaku.
The rules that move points at the table (``pao``, ``abortive_draws``, ``chombo``, the
game's length) are options too; their values and sources per preset are in the project's
``docs/rulesets.md``.
``red_fives`` says how many of each five are red in the set (so how many plain ones are
left); ``seed_000_rounding_note`` whether the explanation warns about seed 000's rounding
of the basic points (off in every preset: a lesson that teaches that mistake, or a learner,
switches it on with ``{"preset": "standard", "seed_000_rounding_note": true}``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from .checks import MAX_COUNT, MAX_POINTS, describe
from .errors import MjlearnError, register_error_codes

register_error_codes({
    "unknown_ruleset": ("name", "known"),
    "unknown_rule_option": ("option",),
    "bad_rule_value": ("option", "value"),
})

# The four single-pattern double yakuman of seed 001 ("per impostazione predefinita").
ALL_DOUBLE_YAKUMAN = frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"})

# Seed 003's lists, taken as the family's complete lists (rulesets §4 decision 4).
KOSTARYOV_YAKU = frozenset({
    "riichi", "menzen_tsumo", "pinfu", "tanyao", "iipeikou", "yakuhai_haku", "yakuhai_hatsu",
    "yakuhai_chun", "haitei", "houtei", "rinshan", "chankan", "chiitoitsu", "toitoi",
    "sanankou", "sanshoku", "ittsuu", "chanta", "ryanpeikou", "honitsu", "chinitsu",
    # yakuman
    "suuankou", "suuankou_tanki", "daisangen", "chinroutou", "ryuuiisou", "chuuren",
    "junsei_chuuren", "tenhou", "chiihou",
})

COPIES = 4                # every tile kind exists four times in the set

# What a player can be liable for (pao): the yakuman whose last set they fed, and, where
# a ruleset has it, a win on the replacement tile of a kan they gave (docs/rulesets.md §1).
PAO_KINDS = ("daisangen", "daisuushii", "suukantsu", "rinshan")
# The abortive draws (tochuu ryuukyoku), each on or off by ruleset (docs/rulesets.md §2).
ABORTIVE_DRAWS = ("kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan", "sanchahou")
# Options whose value is one of a few words, and the words (checked when a ruleset is
# built, not first where they are used).
CHOICES: dict[str, tuple[str, ...]] = {
    "kazoe": ("yakuman", "sanbaiman", "stacked"),
    "multi_ron_sticks": ("first_after_discarder", "first_after_discarder_keep_own"),
    "multi_ron_honba": ("first_after_discarder", "every_winner"),
    "bust": ("below_zero", "zero_or_less", "none"),
    "final_rounding": ("nearest_1000_half_down", "none"),
    "final_ties": ("seat_order", "split"),
    "pao_scope": ("whole_hand", "liable_yakuman"),
    "chombo": ("mangan", "final_penalty"),
}
# Options that hold a set of words, and the words allowed in it.
WORD_SETS = {"pao": PAO_KINDS, "abortive_draws": ABORTIVE_DRAWS}

OPTIONAL_YAKU = ("daisharin", "daisharin_all_suits", "daichisei", "paarenchan", "suurenkou",
                 "isshoku_sanjun", "sanrenkou", "nagashi_mangan")


@dataclass(frozen=True)
class Ruleset:
    """A complete set of Riichi rules. Build variants with :meth:`with_options`."""

    name: str = "standard"

    # --- tiles ---------------------------------------------------------------------
    winds: bool = True                   # kostaryov plays a 120-tile set without winds
    aka: bool = True                     # red fives count as dora
    # How many of the four copies of 5m, 5p, 5s are red (seed 000; §4 d.1). Red fives
    # *replace* plain ones (§3 S11), so the set holds only 4 − red plain fives of a suit:
    # see :meth:`plain_fives`.
    red_fives: tuple[int, int, int] = (1, 2, 1)

    # --- yaku ----------------------------------------------------------------------
    kuitan: bool = True                  # open tanyao counts
    ippatsu: bool = True
    double_riichi: bool = True
    # None = every standard yaku; otherwise only these ids (kostaryov's list)
    yaku_allowed: frozenset[str] | None = None
    renhou: str | int = "off"            # "off", "yakuman", or a fixed number of han
    renhou_cumulative: bool = True       # EMA: renhou is a fixed mangan, alone
    # optional / local yaku (seed 000), all off by default (§4 decision 2)
    daisharin: bool = False              # 2233445566778 8 pin as a yakuman
    daisharin_all_suits: bool = False    # ... and its man/sou forms
    daichisei: bool = False              # seven honour pairs as a separate double yakuman
    paarenchan: bool = False
    suurenkou: bool = False
    isshoku_sanjun: bool = False
    sanrenkou: bool = False
    nagashi_mangan: bool = False

    # Chankan on a concealed kan, for thirteen orphans only (EMA §3.3.7; Tenhou): a ruleset
    # whose chankan robs only a tile added to a pon says False (docs/rulesets.md).
    kokushi_robs_ankan: bool = True
    # Ryuuiisou's tiles: 2 3 4 6 8 sou and the green dragon, or without the 8 (seed 003's list).
    ryuuiisou_8s: bool = True
    # Chanta needs a chow (standard); seed 003 defines it without one (docs/rulesets.md).
    chanta_needs_chow: bool = True

    # --- yakuman and limits ----------------------------------------------------------
    double_yakuman: frozenset[str] = ALL_DOUBLE_YAKUMAN
    yakuman_stacking: bool = True        # several yakuman multiply (seed 000)
    yakuman_cap: int | None = None       # most yakuman multiples paid (None: no cap)
    kazoe: str = "yakuman"               # 13+ han: "yakuman", "sanbaiman", "stacked"
    kiriage: bool = False                # 4 han 30 fu / 3 han 60 fu rounded to mangan

    # --- fu ------------------------------------------------------------------------
    open_pinfu_fu: bool = True           # open ron with no fu beyond 20 counts 30
    pinfu_tsumo: bool = True             # pinfu may be won by tsumo (20 fu)
    double_wind_pair_fu: int = 4         # pair of a wind that is both seat and round wind

    # --- the explanation ---------------------------------------------------------------
    # Seed 000 rounds the basic points to the nearest 100 before multiplying (wrong, §3).
    # With this switch on, the explanation warns when that would change a payment; it is
    # off by default, because a learner who has not read that document would only be
    # confused: the errata lesson (or a learner who asks) switches it on.
    seed_000_rounding_note: bool = False

    # --- the table -------------------------------------------------------------------
    start_points: int = 25_000
    honba_points: int = 300              # per counter: ron 300, tsumo 100 from each
    riichi_deposit: int = 1_000
    noten_total: int = 3_000
    max_ron_winners: int = 3             # §4 decision 5: triple ron allowed in standard
    # who takes the riichi sticks / the honba when several players win on one discard
    multi_ron_sticks: str = "first_after_discarder"     # or "first_after_discarder_keep_own"
    multi_ron_honba: str = "first_after_discarder"      # or "every_winner"
    bust: str = "below_zero"             # "below_zero", "zero_or_less", "none"
    end_on_bust: bool = True
    # a player who cannot pay pays what they hold, nobody goes below zero (seed 003 §4.4)
    pay_what_you_hold: bool = False
    # points are paid in sticks, with change, and each player's sticks are tracked
    # through the game (seed 003 §4.3)
    track_sticks: bool = False
    game_rounds: int | None = 2          # East + South (row 27); None: no round limit
    # final score (seed 000): (points − return) / 1000, losers rounded, winner absorbs
    return_points: int = 30_000
    final_rounding: str = "nearest_1000_half_down"   # or "none"
    winner_absorbs: bool = True          # first place gets minus the others' sum (oka)
    uma: tuple[int, int, int, int] = (0, 0, 0, 0)
    # players level on points: "seat_order" (first dealer's seat first, §4 decision 3)
    # or "split" (EMA §3.6.1: tied players share their places' uma and leftover sticks)
    final_ties: str = "seat_order"

    # --- the rules that move points (docs/rulesets.md) ---------------------------------
    # pao: who fed the last dragon or wind set pays all of a tsumo and half of a ron
    # (rulesets row 29, §4 decision 5; EMA §3.3.9). "rinshan": the player who gave a kan
    # pays for a win on its replacement tile (wiki:Sekinin barai), in no preset.
    pao: frozenset[str] = frozenset({"daisangen", "daisuushii"})
    # several yakuman with pao on one of them: "whole_hand" (the liable player pays for all
    # of them) or "liable_yakuman" (only for that one; the rest is paid as usual)
    pao_scope: str = "whole_hand"
    # rulesets row 28, §4 decision 5: triple ron is allowed in standard, so no sanchahou
    abortive_draws: frozenset[str] = frozenset(
        {"kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan"})
    # "mangan": the offender pays a mangan tsumo in reverse at once (wiki:Chombo);
    # "final_penalty": ``chombo_penalty`` points off the final score, after uma (EMA §3.4.6)
    chombo: str = "mangan"
    chombo_penalty: int = 20_000
    # the game's length (rulesets row 27): when the regular rounds end with nobody at
    # ``extension_target`` points, up to ``extension_rounds`` more rounds are played, and
    # the game ends as soon as someone reaches it (None: no extension)
    extension_target: int | None = 30_000
    extension_rounds: int = 1
    # the dealer who wins the last hand in first place ends the game (agari-yame)
    agari_yame: bool = True

    def __post_init__(self) -> None:
        # Every option checked against its default's type and its range, however the
        # ruleset is made (Ruleset(...), replace(), with_options()).
        if type(self.name) is not str or not 0 < len(self.name) <= 40:
            raise MjlearnError("bad_rule_value", option="name", value=describe(self.name, literal=True))
        for option in _DEFAULTS:
            value = getattr(self, option)
            checked = _coerce(option, value, _DEFAULTS[option])
            if checked is not value:
                object.__setattr__(self, option, checked)

    def with_options(self, /, **options: Any) -> "Ruleset":
        """A copy with some options changed; unknown names or bad values are errors."""
        known = {f.name: f for f in fields(self)}
        clean: dict[str, Any] = {}
        for option, value in options.items():
            if option not in known or option == "name":
                raise MjlearnError("unknown_rule_option", option=describe(option))
            clean[option] = _coerce(option, value, getattr(self, option))
        return replace(self, **clean)

    def plain_fives(self) -> tuple[int, int, int]:
        """How many plain (not red) 5m, 5p, 5s the set holds: the red ones replace them."""
        return tuple(COPIES - red for red in self.red_fives)

    def allows(self, yaku_id: str) -> bool:
        """Whether a yaku (or yakuman) id is part of this ruleset."""
        if yaku_id in OPTIONAL_YAKU and not getattr(self, yaku_id):
            return False
        if yaku_id == "ippatsu":
            return self.ippatsu
        if yaku_id == "double_riichi":
            return self.double_riichi
        if yaku_id == "renhou":
            return self.renhou != "off"
        return self.yaku_allowed is None or yaku_id in self.yaku_allowed

    def to_dict(self) -> dict[str, Any]:
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, frozenset):
                value = sorted(value)
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out


# The range of each whole-number option (any other is a number of points, within
# ±MAX_POINTS): a deposit of 0 would make the table divide by zero, a cap of a million
# yakuman would print numbers no one can read.
INT_RANGES: dict[str, tuple[int, int]] = {
    "riichi_deposit": (1, MAX_POINTS),
    "honba_points": (0, MAX_POINTS),
    "noten_total": (0, MAX_POINTS),
    "start_points": (0, MAX_POINTS),
    "return_points": (0, MAX_POINTS),
    "double_wind_pair_fu": (0, 100),
    "max_ron_winners": (1, 3),
    "yakuman_cap": (1, 100),
    "game_rounds": (1, MAX_COUNT),
    "chombo_penalty": (0, MAX_POINTS),
    "extension_target": (1, MAX_POINTS),
    "extension_rounds": (1, MAX_COUNT),
}
# (yakuman_cap, game_rounds and extension_target may also be None: no cap, no limit, no
# extension.)


def _coerce(option: str, value: Any, current: Any) -> Any:
    """Check a value against the type of the option's current value, and its range."""
    bad = MjlearnError("bad_rule_value", option=option, value=describe(value, literal=True))
    if option in INT_RANGES and type(value) is int:
        low, high = INT_RANGES[option]
        if not low <= value <= high:
            raise MjlearnError("out_of_range", argument=option, value=describe(value),
                               minimum=low, maximum=high)
        return value
    if option in CHOICES:
        if type(value) is str and value in CHOICES[option]:
            return value
        raise bad
    if option == "renhou":
        if value in ("off", "yakuman") or (type(value) is int and 1 <= value <= 13):
            return value
        raise bad
    if option in ("double_yakuman", "yaku_allowed"):
        if value is None and option == "yaku_allowed":
            return None
        if isinstance(value, (list, tuple, set, frozenset)) and len(value) <= 200 \
                and all(type(v) is str and len(v) <= 40 for v in value):
            return frozenset(value)
        raise bad
    if option in ("yakuman_cap", "game_rounds", "extension_target"):
        if value is None or (type(value) is int and value >= 1):
            return value
        raise bad
    if option in WORD_SETS:
        words = WORD_SETS[option]
        if isinstance(value, (list, tuple, set, frozenset)) and len(value) <= 200 \
                and all(type(v) is str and v in words for v in value):
            return frozenset(value)
        raise bad
    if isinstance(current, bool):
        if isinstance(value, bool):
            return value
        raise bad
    if isinstance(current, int):
        if type(value) is int:
            if not -MAX_POINTS <= value <= MAX_POINTS:
                raise MjlearnError("out_of_range", argument=option, value=describe(value),
                                   minimum=-MAX_POINTS, maximum=MAX_POINTS)
            return value
        raise bad
    if option == "red_fives":       # a set has four copies of each five, some of them red
        if isinstance(value, (list, tuple)) and len(value) == 3 and \
                all(type(v) is int and 0 <= v <= COPIES for v in value):
            return tuple(value)
        raise bad
    if isinstance(current, tuple):
        if isinstance(value, (list, tuple)) and len(value) == len(current) and \
                all(type(v) is int for v in value):
            for v in value:
                if not -MAX_POINTS <= v <= MAX_POINTS:
                    raise MjlearnError("out_of_range", argument=option, value=describe(v),
                                       minimum=-MAX_POINTS, maximum=MAX_POINTS)
            return tuple(value)
        raise bad
    if isinstance(current, str):
        if isinstance(value, str) and len(value) <= 40:
            return value
        raise bad
    raise bad


# The options Ruleset.__post_init__ checks: those whose kind _coerce knows (an option of
# another kind, added later, is left as it is given until _coerce learns it).
_SPECIAL = ("renhou", "double_yakuman", "yaku_allowed", "yakuman_cap", "game_rounds",
            "extension_target", "red_fives")
_DEFAULTS = {f.name: f.default for f in fields(Ruleset)
             if f.name != "name" and (f.name in _SPECIAL or f.name in CHOICES or f.name in INT_RANGES
                                      or f.name in WORD_SETS
                                      or isinstance(f.default, (bool, int, str, tuple)))}

STANDARD = Ruleset()

KOSTARYOV = replace(
    STANDARD,
    name="kostaryov",
    winds=False,                 # "без ветров": a 120-tile set
    ippatsu=False,               # not in seed 003's list
    double_riichi=False,
    yaku_allowed=KOSTARYOV_YAKU,
    double_yakuman=frozenset({"suuankou_tanki", "junsei_chuuren"}),
    bust="zero_or_less",         # "закончились очки": 0 or less is out (§4 decision 4)
    end_on_bust=True,            # the first bust ends the game
    final_rounding="none",       # places by the sticks each player holds
    winner_absorbs=False,
    return_points=0,
    game_rounds=None,            # "No round limit is stated": play until the first bust
    extension_target=None,       # so no West round and no last hand to stop after
    agari_yame=False,
    pao=frozenset({"daisangen"}),  # rulesets row 29: daisuushii needs winds
    # rulesets row 28: inherit standard, minus suufon renda (it needs wind tiles)
    abortive_draws=frozenset({"kyuushu_kyuuhai", "suucha_riichi", "suukaikan"}),
    seed_000_rounding_note=False,  # taught from seed 003, which never rounds that way
    # seed 003 as the family wrote it (docs/rulesets.md): chanta "в каждом наборе есть
    # терминал … или дракон", no chow asked for; chankan robs a tile added to an open pon
    # only. All green keeps the standard tiles, 8 sou included (rulesets §4 decision 4: the
    # 8 missing from the family's list is a slip), so ryuuiisou_8s stays True.
    chanta_needs_chow=False,
    kokushi_robs_ankan=False,
    # §4.4 "не может выплатить требуемую сумму → выбывает"; §4.3 "Перевод очков в палочки"
    pay_what_you_hold=True,
    track_sticks=True,
)

EMA = replace(
    STANDARD,
    name="ema",
    aka=False,                   # "Red fives are no longer used in EMA riichi rules"
    red_fives=(0, 0, 0),
    double_yakuman=frozenset(),  # no double yakuman (EMA p.5, §4.2.5)
    yakuman_stacking=False,      # "Yakuman are not cumulative"
    kazoe="sanbaiman",           # 13+ fan is a sanbaiman
    renhou=5,                    # a mangan, not cumulative with other yaku and dora
    renhou_cumulative=False,
    start_points=30_000,
    multi_ron_sticks="first_after_discarder_keep_own",
    multi_ron_honba="every_winner",
    bust="none",                 # no bankruptcy rule: play goes on below zero
    end_on_bust=False,
    final_rounding="none",       # scores are not rounded
    winner_absorbs=False,        # no oka: start = return = 30 000
    uma=(15_000, 5_000, -5_000, -15_000),
    final_ties="split",          # "tied places split their uma" (EMA §3.6.1)
    # EMA §3.3.9: pao on big three dragons and big four winds, as in standard
    abortive_draws=frozenset(),  # "Abortive draws are no longer used" (EMA p.5, §3.4.3)
    chombo="final_penalty",      # 20 000 after uma (EMA §3.4.6, p.5)
    chombo_penalty=20_000,
    extension_target=None,       # East + South only (EMA §3.1, §3.5)
    agari_yame=False,            # "no agari-yame" (rulesets row 27)
    seed_000_rounding_note=False,  # EMA §4.1.2 rounds each payment up, and says nothing else
)

PRESETS: dict[str, Ruleset] = {r.name: r for r in (STANDARD, KOSTARYOV, EMA)}


# rulesets built from ``{"preset": …, option: value}`` (a batch repeats the same few)
_BUILT: dict[tuple, Ruleset] = {}
_BUILT_MAX = 1024            # distinct specs kept
_KEY_MAX = 64                # options (and list items) in a spec worth keeping


def _typed(value: Any, nested: bool = False) -> Any:
    """``value`` with its type beside it, so 1 and True (equal, same hash) never share a
    cache entry: ``{"aka": 1}`` is refused whether or not ``{"aka": true}`` came first.
    (Options hold plain values or flat lists; anything deeper is not kept.)"""
    if type(value) is list or type(value) is tuple:
        if nested or len(value) > _KEY_MAX:
            raise TypeError("not worth keeping")
        return (type(value), tuple(_typed(v, True) for v in value))
    hash(value)
    return (type(value), value)


_SCALARS = frozenset((str, bool, int))
_TEXT = frozenset((str,))
_TEXT_OR_BOOL = frozenset((str, bool))


def _spec_key(spec: Mapping[str, Any]) -> tuple | None:
    """The cache key of a spec, or None when it is not worth keeping (too big, odd
    types, unhashable)."""
    if len(spec) > _KEY_MAX:
        return None
    values = spec.values()
    if _TEXT_OR_BOOL.issuperset(map(type, values)) and _TEXT.issuperset(map(type, spec)) \
            and max(map(len, spec), default=0) <= 40 \
            and max([len(v) for v in values if type(v) is str], default=0) <= 40:
        # the usual spec, a few options of text or true/false ({"preset": "ema", "kiriage":
        # true}), as given: no text equals true, so the values need not carry their type
        return tuple(spec.items())
    if _SCALARS.issuperset(map(type, values)) and _TEXT.issuperset(map(type, spec)) \
            and max(map(len, spec), default=0) <= 40 \
            and all(type(v) is not str or len(v) <= 40 for v in values):
        # a few options of plain values, each kept with its type (1 is not true)
        return ("plain", *sorted(zip(spec, map(type, values), values)))
    try:
        key = []
        for option, value in spec.items():
            if type(option) is not str or len(option) > 40 or \
                    (type(value) is str and len(value) > 40):
                return None
            key.append((option, _typed(value)))
        return ("typed", *sorted(key))
    except TypeError:               # unhashable or unsortable: build it, do not keep it
        return None


def get_ruleset(spec: str | Mapping[str, Any] | Ruleset | None = None) -> Ruleset:
    """A ruleset from a preset name, ``{"preset": name, option: value…}``, or a Ruleset."""
    if spec is None:
        return STANDARD
    if isinstance(spec, Ruleset):
        return spec
    if isinstance(spec, str):
        if spec not in PRESETS:
            raise MjlearnError("unknown_ruleset", name=describe(spec), known=", ".join(PRESETS))
        return PRESETS[spec]
    if type(spec) is dict or isinstance(spec, Mapping):      # dict first: the ABC check is slow
        key = _spec_key(spec)
        cached = _BUILT.get(key) if key is not None else None
        if cached is not None:
            return cached
        options = dict(spec)
        preset = options.pop("preset", "standard")
        if not isinstance(preset, str):
            raise MjlearnError("unknown_ruleset", name=describe(preset), known=", ".join(PRESETS))
        base = get_ruleset(preset)
        built = base.with_options(**{str(k): v for k, v in options.items()})
        if key is not None:
            if len(_BUILT) >= _BUILT_MAX:
                _BUILT.clear()
            _BUILT[key] = built
        return built
    raise MjlearnError("unknown_ruleset", name=describe(spec), known=", ".join(PRESETS))
