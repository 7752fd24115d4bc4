"""The situation of a win: the hand, how it was won, the table, and the rules.

A :class:`Situation` is validated once when it is built: the hand (via
:func:`mjlearn.hand.parse_hand`, counting dora and ura indicators towards the four copies
of a tile), the flags (ippatsu needs riichi, haitei and rinshan exclude each other …),
the winds, the red fives the ruleset has and the plain fives it has left (a red five
replaces a plain one), and — in ``kostaryov``, a set without wind tiles — that no wind
tile appears. Every problem is a :class:`~mjlearn.errors.MjlearnError`.

Defaults: ``seat_wind`` is **South** (a non-dealer) and ``round_wind`` East; the dealer is
the player whose seat wind is East.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields as dataclass_fields, replace
from functools import lru_cache
from operator import attrgetter
from typing import Any, Iterable

from ..checks import MAX_COUNT, describe
from ..errors import MjlearnError, register_error_codes
from ..hand import Hand, Meld, MeldLike, build_hand, check_copies, make_meld, parse_hand
from ..rules import Ruleset, get_ruleset
from ..tiles import FIVES, WIND_LETTERS, Tile, counts_of, is_wind, parse_tiles, tiles_and_counts

register_error_codes({
    "unknown_key": ("key",),
    "bad_value": ("key", "value"),
    "bad_wind": ("key", "value"),
    "flag_requires": ("flag", "requires"),
    "flags_conflict": ("flag", "other"),
    "no_wind_tiles": ("tile", "ruleset"),
    "too_many_red_fives": ("suit", "count", "allowed"),
    "too_many_plain_fives": ("suit", "count", "allowed", "red"),
    "too_many_indicators": ("key", "count", "allowed"),
    # flags that cannot happen together in any ruleset (the `mahjong` package scores them)
    "ippatsu_with_rinshan": (),
    "chankan_tile_held": ("tile",),
    "rule_not_in_ruleset": ("rule", "ruleset"),
})

FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
         "chankan", "chankan_ankan", "tenhou", "chiihou", "renhou")
COUNTS = ("honba", "riichi_sticks", "paarenchan")
JSON_KEYS = frozenset(("hand", "win", "melds", "seat_wind", "round_wind", "dora", "ura",
                       "rules") + FLAGS + COUNTS)
_MELD_KEYS = frozenset(("type", "tiles"))
_FIVES = frozenset(FIVES)
MAX_INDICATORS = 5           # the dora indicator and at most four kan-dora indicators

# flag -> what it needs (checked in this order); each is a named condition below
_REQUIRES = {
    "ippatsu": "riichi",
    "haitei": "tsumo", "rinshan": "tsumo", "tenhou": "tsumo", "chiihou": "tsumo",
    "houtei": "ron", "chankan": "ron", "renhou": "ron",
    "chankan_ankan": "chankan",
}
_CONFLICTS = (("haitei", "rinshan"), ("haitei", "houtei"), ("houtei", "chankan"),
              ("riichi", "tenhou"), ("riichi", "chiihou"), ("riichi", "renhou"),
              ("tenhou", "chiihou"), ("chiihou", "renhou"), ("tenhou", "renhou"))


def _is_mapping(value: Any) -> bool:
    # JSON objects are plain dicts: test that first, as the ABC check costs far more
    return type(value) is dict or isinstance(value, Mapping)


_WINDS = {**WIND_LETTERS, **{letter.lower(): kind for letter, kind in WIND_LETTERS.items()}}


def _wind(key: str, value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 27 <= value <= 30:
        return value
    if isinstance(value, str) and value.upper() in WIND_LETTERS:
        return WIND_LETTERS[value.upper()]
    raise MjlearnError("bad_wind", key=key, value=describe(value, 20, literal=True))


def _indicators(key: str, value: Any) -> tuple[Tile, ...]:
    if type(value) is str:
        if not value:
            return ()
        tiles = parse_tiles(value)
        if len(tiles) > MAX_INDICATORS:
            raise MjlearnError("too_many_indicators", key=key, count=len(tiles), allowed=MAX_INDICATORS)
        return tiles
    if value is None or value == "" or value == [] or value == ():
        return ()
    if isinstance(value, str):
        tiles = parse_tiles(value)
    elif isinstance(value, (list, tuple)):
        tiles = tuple(t for item in value
                      for t in ((item,) if isinstance(item, Tile) else parse_tiles(item)
                                if isinstance(item, str) else _bad(key, item)))
    else:
        _bad(key, value)
    if len(tiles) > MAX_INDICATORS:
        raise MjlearnError("too_many_indicators", key=key, count=len(tiles), allowed=MAX_INDICATORS)
    return tiles


@lru_cache(maxsize=4096)
def _json_meld(meld_type: str, tiles: str) -> Meld:
    return make_meld((meld_type, tiles))


def _meld(value: Any) -> Meld:
    """A meld; the JSON form ``{"type", "tiles"}`` with strings is built once and kept
    (melds are immutable, and a batch repeats the same few)."""
    if _is_mapping(value):
        meld_type, tiles = value.get("type"), value.get("tiles")
        if type(meld_type) is str and type(tiles) is str:
            return _json_meld(meld_type, tiles)
    return make_meld(value)


def _bad(key: str, value: Any):
    raise MjlearnError("bad_value", key=key, value=describe(value, literal=True))


@dataclass(frozen=True)
class Situation:
    """A winning hand and everything around it. Build it directly or with :meth:`from_json`.

    ``hand`` holds every concealed tile including the winning one (mpsz text or a
    :class:`~mjlearn.hand.Hand`); ``win`` names the winning tile (default: the last
    concealed tile written); ``melds`` the called sets. After validation ``hand`` is a
    :class:`Hand`, ``win`` a :class:`Tile`, ``melds`` a tuple of :class:`Meld`, the winds
    tile kinds (27 East … 30 North), ``dora``/``ura`` tuples of indicator tiles and
    ``rules`` a :class:`~mjlearn.rules.Ruleset`.
    """

    hand: Hand | str
    win: Tile | str | None = None
    melds: tuple[Meld, ...] | Iterable[MeldLike] = ()
    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    chankan_ankan: bool = False      # the kan robbed was a concealed one (thirteen orphans only)
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    seat_wind: int | str = "S"
    round_wind: int | str = "E"
    dora: tuple[Tile, ...] | str = ()
    ura: tuple[Tile, ...] | str = ()
    honba: int = 0
    riichi_sticks: int = 0
    paarenchan: int = 0
    rules: Ruleset | str | Mapping[str, Any] | None = field(default=None)

    def __post_init__(self) -> None:
        self._validate(self.__dict__, None)   # frozen for users; normalised once, in place

    def _validate(self, fields: dict[str, Any], given) -> None:
        """Check and normalise every field (``given``: only those keys, the others being
        the already normal defaults; None: all of them)."""
        checks = _FIELD_CHECKS
        for name in (_CHECKED if given is None else given):
            check = checks.get(name)
            if check is not None:
                fields[name] = check(name, fields[name])
        rules = fields["rules"]
        hand = fields["hand"]
        counts = None
        if isinstance(hand, Hand):
            if fields["melds"] and tuple(fields["melds"]) != hand.melds:
                _bad("melds", fields["melds"])
        else:
            if type(hand) is not str:
                _bad("hand", hand)
            melds = fields["melds"]
            if melds is None:
                _bad("melds", melds)
            elif not melds:
                melds = ()
            elif not (type(melds) is tuple and _MELD_TYPE.issuperset(map(type, melds))):
                if isinstance(melds, (str, bytes)) or _is_mapping(melds):
                    _bad("melds", melds)
                try:
                    if len(melds) > 4:
                        raise MjlearnError("out_of_range", argument="melds",
                                           value=str(len(melds)), minimum=0, maximum=4)
                    melds = tuple([_meld(m) for m in melds])
                except TypeError:
                    _bad("melds", melds)
            win = fields["win"]
            if win is not None and not isinstance(win, (str, Tile)):
                _bad("win", win)
            tiles, counts = tiles_and_counts(hand)     # (read once: the tiles and their counts)
            hand = build_hand(tiles, win, melds)
        fields["hand"] = hand
        fields["win"] = hand.win
        fields["melds"] = hand.melds
        if fields["double_riichi"] and not fields["riichi"]:
            fields["riichi"] = True       # a double riichi is a riichi
        self._check_flags()
        self._check_tiles(rules, hand, fields["dora"] + fields["ura"] if fields["ura"] else fields["dora"],
                          counts)

    # --- validation ------------------------------------------------------------------

    def _condition(self, name: str) -> bool:
        if name == "ron":
            return not self.tsumo
        if name == "dealer":
            return self.is_dealer
        return getattr(self, name)

    def _check_flags(self) -> None:
        f = self.__dict__
        if not any(map(f.__getitem__, _RARE_FLAGS)):
            # the usual hand: none of the flags that need or exclude others but riichi
            # (the checks below that can fail without them, in the same order)
            if f["ura"] and not f["riichi"]:
                raise MjlearnError("flag_requires", flag="ura", requires="riichi")
            if f["riichi"] and not f["hand"].is_closed:
                raise MjlearnError("flag_requires", flag="riichi", requires="closed_hand")
            return
        for flag, needs in _REQUIRES.items():
            if f[flag] and not (not f["tsumo"] if needs == "ron" else self._condition(needs)):
                raise MjlearnError("flag_requires", flag=flag, requires=needs)
        for a, b in _CONFLICTS:
            if f[a] and f[b]:
                raise MjlearnError("flags_conflict", flag=a, other=b)
        if self.tenhou and not self.is_dealer:
            raise MjlearnError("flag_requires", flag="tenhou", requires="dealer")
        if self.chiihou and self.is_dealer:
            raise MjlearnError("flag_requires", flag="chiihou", requires="non_dealer")
        if self.renhou and self.is_dealer:
            raise MjlearnError("flag_requires", flag="renhou", requires="non_dealer")
        if self.ura and not self.riichi:
            raise MjlearnError("flag_requires", flag="ura", requires="riichi")
        if self.riichi and not self.hand.is_closed:
            raise MjlearnError("flag_requires", flag="riichi", requires="closed_hand")
        for flag in ("tenhou", "chiihou", "renhou"):
            if getattr(self, flag) and self.melds:
                raise MjlearnError("flag_requires", flag=flag, requires="no_melds")
        if self.rinshan and not any(m.is_kan for m in self.melds):
            raise MjlearnError("flag_requires", flag="rinshan", requires="kan")
        if self.ippatsu and self.rinshan:
            # the winner's own kan gives the replacement tile, and any kan ends ippatsu
            raise MjlearnError("ippatsu_with_rinshan")
        if self.chankan:
            # the robbed tile is the fourth copy: the other three are in the kan being made
            win = self.win.kind
            if sum(t.kind == win for t in self.hand.all_tiles) > 1:
                raise MjlearnError("chankan_tile_held", tile=self.win.code)
        if self.chankan_ankan and not self.rules.kokushi_robs_ankan:
            raise MjlearnError("rule_not_in_ruleset", rule="kokushi_robs_ankan",
                               ruleset=self.rules.name)

    def _check_tiles(self, rules: Ruleset, hand: Hand, indicators: tuple[Tile, ...],
                     concealed: tuple[int, ...] | None = None) -> None:
        """Every tile of the hand and the indicators counted once: at most four of a kind,
        no wind in a set without winds, and no more red or plain fives than the set has.
        The counts are kept for the scorer: ``hand_counts`` is (the concealed tiles by
        kind, every tile of the hand by kind, the hand's red fives in the order written);
        ``concealed``: the concealed counts, when the hand's text was read with them."""
        if concealed is None:
            concealed = tuple(counts_of(hand.concealed))
        counts = list(concealed)
        melds = hand.melds
        if melds:
            for meld in melds:
                for t in meld.tiles:
                    counts[t.kind] += 1
            held = tuple(counts)
        else:
            held = concealed
        for t in indicators:
            counts[t.kind] += 1
        if max(counts) > 4:
            check_copies(hand.concealed, *(m.tiles for m in melds), indicators)
        if not rules.winds and any(counts[27:31]):
            for t in (*hand.concealed, *(t for m in melds for t in m.tiles), *indicators):
                if is_wind(t.kind):
                    raise MjlearnError("no_wind_tiles", tile=t.code, ruleset=rules.name)
        if not (counts[4] or counts[13] or counts[22]):
            self.__dict__["hand_counts"] = (concealed, held, ())
            return
        # fives: the red ones, by suit (the hand's in the order written, for the dora)
        red_tiles = list(filter(_IS_RED, hand.concealed))
        for meld in melds:
            red_tiles += filter(_IS_RED, meld.tiles)
        self.__dict__["hand_counts"] = (concealed, held, tuple(map(_RED_CODES.__getitem__, map(_KIND, red_tiles)))
                                        if red_tiles else ())
        if indicators:
            red_tiles += filter(_IS_RED, indicators)
        plain = _PLAIN_FIVES.get(rules.red_fives)
        if not red_tiles and plain is not None and counts[4] <= plain[0] \
                and counts[13] <= plain[1] and counts[22] <= plain[2]:
            return                  # (the usual hand: plain fives, as many as the set has)
        reds = [0, 0, 0]
        for t in red_tiles:
            reds[t.kind // 9] += 1
        for allowed, suit, count in zip(rules.red_fives, "mps", reds):
            if count > allowed:
                raise MjlearnError("too_many_red_fives", suit=suit, count=count, allowed=allowed)
        # the red fives replace plain ones: a set with two red 5p has only two plain 5p
        # (indicators are tiles of the same set, so they count too)
        for allowed, five, suit, red in zip(plain or rules.plain_fives(), FIVES, "mps", reds):
            count = counts[five] - red
            if count > allowed:
                raise MjlearnError("too_many_plain_fives", suit=suit, count=count,
                                   allowed=allowed, red=f"0{suit}")

    # --- derived facts ------------------------------------------------------------------

    @property
    def is_dealer(self) -> bool:
        return self.seat_wind == 27

    @property
    def is_closed(self) -> bool:
        return self.hand.is_closed

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Situation":
        """A situation from the JSON keys of issue 3 (unknown keys are an error)."""
        if not _is_mapping(data):
            raise MjlearnError("bad_value", key="situation", value=describe(data, literal=True))
        if not JSON_KEYS.issuperset(data):
            key = next(key for key in data if key not in JSON_KEYS)
            raise MjlearnError("unknown_key", key=describe(key))
        if data.get("hand") is None:
            raise MjlearnError("bad_value", key="hand", value="None")
        melds = data.get("melds") or ()
        if not isinstance(melds, (list, tuple)):
            _bad("melds", melds)
        if len(melds) > 4:
            raise MjlearnError("out_of_range", argument="melds", value=str(len(melds)),
                               minimum=0, maximum=4)
        if melds:
            for m in melds:
                if not _is_mapping(m) or not _MELD_KEYS.issuperset(m):
                    _bad("melds", m)
            melds = tuple([_meld(m) for m in melds])
        # Built without the generic constructor: the defaults (already normal), the given
        # keys, then the same validation as Situation(...) for those (one pass, nothing
        # parsed twice).
        fields = _NORMAL_DEFAULTS.copy()
        checks = _FIELD_CHECKS
        for key, value in data.items():
            if value is not None:
                if value is False and key in _FLAG_SET:     # (the usual flag: nothing to check)
                    continue
                check = checks.get(key)
                fields[key] = value if check is None else check(key, value)
        fields["melds"] = melds
        made = object.__new__(cls)
        object.__setattr__(made, "__dict__", fields)
        made._validate(fields, ())           # (the simple fields are checked already)
        return made

    def with_changes(self, **changes: Any) -> "Situation":
        """The same situation with some fields changed, validated again ("and by tsumo?")."""
        return replace(self, **changes)


_MELD_TYPE = frozenset((Meld,))
# the flags that need or exclude others, besides riichi (and ura)
_RARE_FLAGS = tuple(flag for flag in FLAGS if flag not in ("tsumo", "riichi", "double_riichi"))
_IS_RED = attrgetter("red")
_KIND = attrgetter("kind")
_RED_CODES = {five: f"0{suit}" for five, suit in zip(FIVES, "mps")}      # by kind

# the plain fives a set holds, by its red fives (the three presets' sets, looked up)
_PLAIN_FIVES = {reds: tuple(4 - r for r in reds) for reds in ((1, 2, 1), (0, 0, 0))}


def _flag(name: str, value: Any) -> bool:
    if type(value) is not bool:         # (bool cannot be subclassed)
        _bad(name, value)
    return value


def _count(name: str, value: Any) -> int:
    if type(value) is not int or value < 0:
        _bad(name, value)
    if value > MAX_COUNT:
        raise MjlearnError("out_of_range", argument=name, value=describe(value),
                           minimum=0, maximum=MAX_COUNT)
    return value


def _wind_field(name: str, value: Any) -> int:
    wind = _WINDS.get(value) if type(value) is str else None
    return wind if wind is not None else _wind(name, value)


_FLAG_SET = frozenset(FLAGS)

# How each simple field is checked and normalised (hand, win and melds go together,
# after these).
_FIELD_CHECKS = {
    "rules": lambda name, value: get_ruleset(value),
    **{name: _flag for name in FLAGS}, **{name: _count for name in COUNTS},
    "seat_wind": _wind_field, "round_wind": _wind_field, "dora": _indicators, "ura": _indicators,
}
_CHECKED = tuple(_FIELD_CHECKS)

# every field's default, as validation leaves it (the rules a Ruleset, the winds kinds…),
# for Situation.from_json
_NORMAL_DEFAULTS = {f.name: f.default for f in dataclass_fields(Situation) if f.default is not MISSING}
_NORMAL_DEFAULTS.update(rules=get_ruleset(None), seat_wind=_wind("seat_wind", _NORMAL_DEFAULTS["seat_wind"]),
                        round_wind=_wind("round_wind", _NORMAL_DEFAULTS["round_wind"]),
                        dora=(), ura=())
