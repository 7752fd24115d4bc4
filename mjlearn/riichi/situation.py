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
from typing import Any, Iterable

from ..checks import MAX_COUNT, describe
from ..errors import MjlearnError, register_error_codes
from ..hand import Hand, Meld, MeldLike, check_copies, _hand_of, make_meld, parse_hand
from ..rules import Ruleset, get_ruleset
from ..tiles import (FIVES, KIND_BITS, KINDS_MASK, RED_SHIFT, WIND_LETTERS, Tile, _bits_of,
                     _counts_from_bits, is_wind, parse_tiles, tiles_and_bits)

register_error_codes({
    "unknown_key": ("key",),
    "bad_value": ("key", "value"),
    "bad_wind": ("key", "value"),
    "flag_requires": ("flag", "requires"),
    "chankan_ankan_alone": (),
    "flags_conflict": ("flag", "other"),
    "no_wind_tiles": ("tile", "ruleset"),
    "too_many_red_fives": ("suit", "count", "allowed"),
    "no_red_fives": ("red", "plain", "ruleset"),
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
def _json_meld(meld_type: str, tiles: str) -> tuple[Meld, int]:
    meld = make_meld((meld_type, tiles))
    return meld, _bits_of(meld.tiles)


def _meld(value: Any) -> tuple[Meld, int]:
    """A meld and its tiles' bits; the JSON form ``{"type", "tiles"}`` with strings is
    built once and kept (melds are immutable, and a batch repeats the same few)."""
    if _is_mapping(value):
        meld_type, tiles = value.get("type"), value.get("tiles")
        if type(meld_type) is str and type(tiles) is str:
            return _json_meld(meld_type, tiles)
    meld = make_meld(value)
    return meld, _bits_of(meld.tiles)


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
        hand = fields["hand"]
        concealed_bits = meld_bits = None
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
                    melds = tuple([_meld(m)[0] for m in melds])
                except TypeError:
                    _bad("melds", melds)
            hand, concealed_bits = _read_hand(hand, fields["win"], melds)
        self._finish(fields, hand, concealed_bits, meld_bits, True)

    def _finish(self, fields: dict[str, Any], hand: Hand, concealed_bits: int | None,
                meld_bits: int | None, maybe_rare: bool) -> None:
        """The checks of the whole situation, once the hand is built (``*_bits``: the
        concealed tiles' and the melds' bits when known; ``maybe_rare``: False when no
        flag but tsumo and riichi can be set)."""
        fields["hand"] = hand
        fields["win"] = hand.win
        fields["melds"] = hand.melds
        if fields["double_riichi"] and not fields["riichi"]:
            fields["riichi"] = True       # a double riichi is a riichi
        self._check_flags(maybe_rare)
        self._check_tiles(fields["rules"], hand, fields["dora"] + fields["ura"] if fields["ura"] else fields["dora"],
                          concealed_bits, meld_bits)

    # --- validation ------------------------------------------------------------------

    def _condition(self, name: str) -> bool:
        if name == "ron":
            return not self.tsumo
        if name == "dealer":
            return self.is_dealer
        return getattr(self, name)

    def _check_flags(self, maybe_rare: bool = True) -> None:
        f = self.__dict__
        if not (maybe_rare and any(map(f.__getitem__, _RARE_FLAGS))):
            # the usual hand: none of the flags that need or exclude others but riichi
            # (the checks below that can fail without them, in the same order)
            if f["ura"] and not f["riichi"]:
                raise MjlearnError("flag_requires", flag="ura", requires="riichi")
            if f["riichi"] and not f["hand"].is_closed:
                raise MjlearnError("flag_requires", flag="riichi", requires="closed_hand")
            return
        for flag, needs in _REQUIRES.items():
            if f[flag] and not (not f["tsumo"] if needs == "ron" else self._condition(needs)):
                if (flag, needs) == ("chankan_ankan", "chankan"):
                    # one case of the other: said so, not "possible only with" itself
                    raise MjlearnError("chankan_ankan_alone")
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
                     concealed_bits: int | None = None, meld_bits: int | None = None) -> None:
        """Every tile of the hand and the indicators counted once (as bits, see
        :data:`~mjlearn.tiles.KIND_BITS`): at most four of a kind, no wind in a set without
        winds, and no more red or plain fives than the set has. The counts are kept for
        the scorer: ``hand_counts`` is (the concealed tiles by kind, every tile of the hand
        by kind, the hand's red fives in the order written, the kinds held as an integer
        whose byte k is 1 when the hand holds kind k). ``concealed_bits`` and
        ``meld_bits``: the concealed tiles' and the melds' bits, when already known."""
        melds = hand.melds
        if concealed_bits is None:
            concealed_bits = _bits_of(hand.concealed)
        if meld_bits is None:
            meld_bits = sum([_bits_of(m.tiles) for m in melds])
        held_bits = concealed_bits + meld_bits
        total = held_bits + _bits_of(indicators) if indicators else held_bits
        if (total & KINDS_MASK) + _FIVE_OR_MORE & _HIGH_BITS:
            check_copies(hand.concealed, *(m.tiles for m in melds), indicators)
        if total & _WIND_BITS and not rules.winds:
            for t in (*hand.concealed, *(t for m in melds for t in m.tiles), *indicators):
                if is_wind(t.kind):
                    raise MjlearnError("no_wind_tiles", tile=t.code, ruleset=rules.name)
        # the counts for the scorer, and the hand's red fives in the order written (for
        # the dora): the same whatever the order when they are of one suit
        concealed = _counts_from_bits(concealed_bits)
        held_reds = held_bits >> RED_SHIFT
        held_kinds = held_bits & KINDS_MASK
        self.__dict__["hand_counts"] = (concealed, _counts_from_bits(held_bits) if meld_bits else concealed,
                                        (_ONE_SUIT_REDS.get(held_reds) or _red_codes(hand)) if held_reds else (),
                                        # (a count is at most 4: bits 0-2 of its byte)
                                        (held_kinds | held_kinds >> 1 | held_kinds >> 2) & _LOW_BITS)
        if total & _FIVE_BITS:
            # the fives of m, p, s and the red ones as three bytes each: no more red ones
            # than the set has, nor plain ones (the red ones replace plain ones: a set with
            # two red 5p has two plain 5p; indicators are tiles of the same set, so they
            # count too) when no byte overflows past its room
            reds = total >> RED_SHIFT
            # (5m, 5p, 5s are bytes 4, 13, 22, moved to bytes 0, 1, 2)
            fives = total >> 32 & 0xFF | total >> 96 & 0xFF00 | total >> 160 & 0xFF0000
            red_room, plain_room = _FIVES_ROOM.get(rules.red_fives) or _fives_room(rules)
            if (reds + red_room | fives - reds + plain_room) & 0x808080:
                _too_many_fives(rules, fives, reds)

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
        if type(data) is not dict and not isinstance(data, Mapping):
            raise MjlearnError("bad_value", key="situation", value=describe(data, literal=True))
        if not JSON_KEYS.issuperset(data):
            key = next(key for key in data if key not in JSON_KEYS)
            raise MjlearnError("unknown_key", key=describe(key))
        text = data.get("hand")
        if text is None:
            raise MjlearnError("bad_value", key="hand", value="None")
        melds = data.get("melds") or ()
        if not isinstance(melds, (list, tuple)):
            _bad("melds", melds)
        if len(melds) > 4:
            raise MjlearnError("out_of_range", argument="melds", value=str(len(melds)),
                               minimum=0, maximum=4)
        meld_bits = 0
        if melds:
            for m in melds:
                if type(m) is not dict and not isinstance(m, Mapping) or not _MELD_KEYS.issuperset(m):
                    _bad("melds", m)
            made_melds = []
            for m in melds:
                meld_type, tiles = m.get("type"), m.get("tiles")
                meld, bits = _json_meld(meld_type, tiles) if type(meld_type) is str and type(tiles) is str \
                    else _meld(m)
                made_melds.append(meld)
                meld_bits += bits
            melds = tuple(made_melds)
        # Built without the generic constructor: the defaults (already normal), the given
        # keys checked in the order given, then the hand (one pass, nothing parsed twice).
        fields = _NORMAL_DEFAULTS.copy()
        checks = _JSON_CHECKS
        for key, value in data.items():
            check = checks.get(key)             # (hand, win and melds: read below)
            if check is not None and value is not None:
                fields[key] = check(key, value)
        fields["melds"] = melds
        made = object.__new__(cls)
        object.__setattr__(made, "__dict__", fields)
        win = data.get("win")
        if type(text) is not str:
            fields["hand"], fields["win"] = text, win
            made._validate(fields, ())           # (a Hand given, or the error)
            return made
        hand, concealed_bits = _read_hand(text, win, melds)
        made._finish(fields, hand, concealed_bits, meld_bits, not _RARE_SET.isdisjoint(data))
        return made

    def with_changes(self, **changes: Any) -> "Situation":
        """The same situation with some fields changed, validated again ("and by tsumo?")."""
        return replace(self, **changes)


def _read_hand(text: str, win: Any, melds: tuple[Meld, ...]) -> tuple[Hand, int | None]:
    """The hand of a situation from its text (and its concealed tiles' bits, when the text
    was read as suit groups)."""
    if win is not None and not isinstance(win, (str, Tile)):
        _bad("win", win)
    read = tiles_and_bits(text)
    if read is None:
        return _hand_of(parse_tiles(text), win, melds), None
    return _hand_of(read[0], win, melds), read[1]


def _fives_room(rules: Ruleset) -> tuple[int, int]:
    """For a set's red fives: what, added to the red fives' and the plain fives' three
    bytes, sets a byte's high bit when it holds more than the set has."""
    room = (sum(0x7F - red << 8 * suit for suit, red in enumerate(rules.red_fives)),
            sum(0x7F - plain << 8 * suit for suit, plain in enumerate(rules.plain_fives())))
    if len(_FIVES_ROOM) >= 64:
        _FIVES_ROOM.clear()
    _FIVES_ROOM[rules.red_fives] = room
    return room


_FIVES_ROOM: dict[tuple[int, int, int], tuple[int, int]] = {}


def red_five_error(rules: Ruleset, suit: str, count: int) -> MjlearnError:
    """A red five beyond what the set holds: rules without any red five say so (not "at
    most 0"), with the plain five to write instead."""
    if not any(rules.red_fives):
        return MjlearnError("no_red_fives", red=f"0{suit}", plain=f"5{suit}",
                            ruleset=rules.name)
    allowed = rules.red_fives["mps".index(suit)]
    return MjlearnError("too_many_red_fives", suit=suit, count=count, allowed=allowed)


def _too_many_fives(rules: Ruleset, fives: int, reds: int) -> None:
    """The error for fives beyond what the set has (``fives``, ``reds``: three bytes)."""
    reds = [reds >> 8 * suit & 0xFF for suit in range(3)]
    for allowed, suit, count in zip(rules.red_fives, "mps", reds):
        if count > allowed:
            raise red_five_error(rules, suit, count)
    for allowed, suit, number, red in zip(rules.plain_fives(), "mps", range(3), reds):
        count = (fives >> 8 * number & 0xFF) - red
        if count > allowed:
            raise MjlearnError("too_many_plain_fives", suit=suit, count=count,
                               allowed=allowed, red=f"0{suit}")


def _red_codes(hand: Hand) -> tuple[str, ...]:
    """The hand's red fives in the order written (concealed tiles, then the melds')."""
    return tuple([_RED_CODES[t.kind] for t in (*hand.concealed, *(t for m in hand.melds for t in m.tiles))
                  if t.red])


_MELD_TYPE = frozenset((Meld,))
# the flags that need or exclude others, besides riichi (and ura)
_RARE_FLAGS = tuple(flag for flag in FLAGS if flag not in ("tsumo", "riichi", "double_riichi"))
_RARE_SET = frozenset(_RARE_FLAGS)
_RED_CODES = {five: f"0{suit}" for five, suit in zip(FIVES, "mps")}      # by kind
# the red fives of one suit (by their three bytes of bits), which are the same whatever
# order they were written in
_ONE_SUIT_REDS = {n << 8 * suit: (f"0{letter}",) * n for suit, letter in enumerate("mps") for n in range(1, 5)}
# masks of tile bits: each kind's high bit, set by adding 123 to five or more of it; the
# winds; the fives
_HIGH_BITS = sum(KIND_BITS) * 0x80
_LOW_BITS = sum(KIND_BITS)
_FIVE_OR_MORE = sum(KIND_BITS) * (0x80 - 5)
_WIND_BITS = sum(KIND_BITS[27:31]) * 0xFF
_FIVE_BITS = sum(KIND_BITS[five] for five in FIVES) * 0xFF


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


# How each simple field is checked and normalised (hand, win and melds go together,
# after these).
_FIELD_CHECKS = {
    "rules": lambda name, value: get_ruleset(value),
    **{name: _flag for name in FLAGS}, **{name: _count for name in COUNTS},
    "seat_wind": _wind_field, "round_wind": _wind_field, "dora": _indicators, "ura": _indicators,
}
_CHECKED = tuple(_FIELD_CHECKS)
_JSON_CHECKS = {**_FIELD_CHECKS, "hand": None, "win": None, "melds": None}

# every field's default, as validation leaves it (the rules a Ruleset, the winds kinds…),
# for Situation.from_json
_NORMAL_DEFAULTS = {f.name: f.default for f in dataclass_fields(Situation) if f.default is not MISSING}
_NORMAL_DEFAULTS.update(rules=get_ruleset(None), seat_wind=_wind("seat_wind", _NORMAL_DEFAULTS["seat_wind"]),
                        round_wind=_wind("round_wind", _NORMAL_DEFAULTS["round_wind"]),
                        dora=(), ura=())


def flag_blocker(flag: str, facts: Mapping[str, Any]) -> MjlearnError | None:
    """Why ``flag`` (or ``"ura"``: ura indicators) cannot be set in a situation, as the
    error the situation would raise with it set; None when it can. ``facts`` holds the
    other flags by name and the booleans ``closed`` (no open call), ``kan`` (a kan among
    the calls), ``melds`` (any call) and ``dealer`` (the winner is the dealer): what a
    hand builder knows before its hand is complete. The same tables as the validation."""
    if not (type(flag) is str and (flag in FLAGS or flag == "ura")):
        raise MjlearnError("bad_value", key="flag", value=describe(flag, literal=True))
    if not _is_mapping(facts):
        raise MjlearnError("bad_value", key="facts", value=describe(facts, literal=True))
    f = facts

    def on(name: str) -> bool:
        if name == "ron":
            return not f.get("tsumo")
        if name == "riichi":
            return bool(f.get("riichi") or f.get("double_riichi"))
        return bool(f.get(name))

    if flag == "ura":
        return None if on("riichi") else MjlearnError("flag_requires", flag="ura", requires="riichi")
    needs = _REQUIRES.get(flag)
    if needs is not None and not on(needs):
        return MjlearnError("flag_requires", flag=flag, requires=needs)
    as_flag = "riichi" if flag == "double_riichi" else flag
    for a, b in _CONFLICTS:
        other = b if a == as_flag else a if b == as_flag else None
        if other is not None and on(other):
            return MjlearnError("flags_conflict", flag=flag, other=other)
    if as_flag == "riichi" and not f.get("closed", True):
        return MjlearnError("flag_requires", flag=flag, requires="closed_hand")
    if flag == "tenhou" and not f.get("dealer"):
        return MjlearnError("flag_requires", flag=flag, requires="dealer")
    if flag in ("chiihou", "renhou") and f.get("dealer"):
        return MjlearnError("flag_requires", flag=flag, requires="non_dealer")
    if flag in ("tenhou", "chiihou", "renhou") and f.get("melds"):
        return MjlearnError("flag_requires", flag=flag, requires="no_melds")
    if flag == "rinshan" and not f.get("kan"):
        return MjlearnError("flag_requires", flag=flag, requires="kan")
    if (flag == "ippatsu" and on("rinshan")) or (flag == "rinshan" and on("ippatsu")):
        return MjlearnError("ippatsu_with_rinshan")
    return None
