"""Classic hands: the data model, the compact notation ``mjl-classic/1`` (§10) and
structured (JSON) input.

A :class:`ClassicHand` keeps what the player showed as fixed :class:`Group` objects (each
with its *origin*: melded, kong made on a claimed discard, declared concealed kong, or a
concealed set whose grouping is fixed) and the rest as bare concealed tiles, which the
scorer arranges. The winning (last) tile is one of the hand's tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..checks import check_instance, check_text, describe
from ..errors import MjlearnError
from ..hand import check_copies
from ..tiles import Tile, format_tiles, is_dragon, is_honour, is_terminal, is_wind, parse_tiles
from .errors import ClassicError
from .rules import DRAGONS, SIMPLES, TERMINALS, WINDS

# Origins of a group, and the bracket that writes each in the compact notation.
MELDED = "melded"                  # (111z): claimed from a discard, exposed
CLAIMED_KONG = "claimed_kong"      # {1111m}: a discard claimed onto a concealed pung
CONCEALED_KONG = "concealed_kong"  # [1111s]: declared concealed kong
FIXED = "concealed"                # <456p>: concealed, grouping fixed by the writer
FREE = "arranged"                  # from the bare tiles, grouped by the scorer
BRACKETS = {"(": (")", MELDED), "{": ("}", CLAIMED_KONG), "[": ("]", CONCEALED_KONG),
            "<": (">", FIXED)}
OPENING = {origin: (left + right) for left, (right, origin) in BRACKETS.items()}

# Where the last tile came from, and whether that means it was drawn (False) or
# claimed (True); None: the source does not say.
SOURCES: Mapping[str, bool | None] = {
    "wall": False, "discard": True, "wall_last_tile": False, "wall_last_tile_discard": True,
    "dead_wall": False, "robbed_kong": True, "dealt": None, "unknown": None,
}
ANNOUNCEMENTS = ("original_call", "twofold_fortune")
BONUS_SUITS = {"f": "flower", "y": "season"}


@dataclass(frozen=True, slots=True)
class Group:
    """A set or pair: ``shape`` is chow, pung, kong or pair; ``first`` its lowest kind."""

    shape: str
    first: int
    origin: str = FREE

    @property
    def kinds(self) -> tuple[int, ...]:
        if self.shape == "chow":
            return (self.first, self.first + 1, self.first + 2)
        return (self.first,) * {"pair": 2, "pung": 3, "kong": 4}[self.shape]

    @property
    def code(self) -> str:
        return format_tiles(Tile(k) for k in self.kinds)

    @property
    def is_pung_or_kong(self) -> bool:
        return self.shape in ("pung", "kong")

    @property
    def category(self) -> str:
        if is_dragon(self.first):
            return DRAGONS
        if is_wind(self.first):
            return WINDS
        if self.shape != "chow" and is_terminal(self.first):
            return TERMINALS
        return SIMPLES

    @property
    def is_major(self) -> bool:
        """Terminal or honour tiles (a chow never is)."""
        return self.shape != "chow" and (is_honour(self.first) or is_terminal(self.first))

    def to_dict(self) -> dict[str, str]:
        return {"shape": self.shape, "tiles": self.code, "origin": self.origin}


@dataclass(frozen=True, slots=True)
class BonusTile:
    """A flower or season, numbered 1–4 for East, South, West, North."""

    suit: str   # "flower" | "season"
    number: int

    @property
    def code(self) -> str:
        return f"{self.number}{'f' if self.suit == 'flower' else 'y'}"


@dataclass(frozen=True, slots=True)
class ClassicHand:
    groups: tuple[Group, ...]
    concealed: tuple[Tile, ...]
    bonus: tuple[BonusTile, ...] = ()
    last: Tile | None = None
    claimed: bool | None = None        # the last tile was claimed (True) or drawn (False)
    last_group: Group | None = None    # the set the last tile completed, when fixed
    source: str = "unknown"
    announcements: tuple[str, ...] = ()

    @property
    def n_kongs(self) -> int:
        return sum(g.shape == "kong" for g in self.groups)

    @property
    def n_tiles(self) -> int:
        return len(self.concealed) + sum(len(g.kinds) for g in self.groups)

    @property
    def source_conflict(self) -> bool:
        """How the last tile was obtained differs from what its source implies (a hand
        read leniently, as Kajongg writes ``src=wall_last_tile`` with a claimed tile)."""
        implied = SOURCES[self.source]
        return implied is not None and self.claimed is not None and implied != self.claimed

    @property
    def went_out(self) -> bool:
        """The hand names a winning tile (or a source for one)."""
        return self.last is not None or self.last_group is not None or self.source != "unknown"


def group_from_tiles(tiles: tuple[Tile, ...], origin: str, text: str) -> Group:
    """The set or pair some tiles make, or a ``classic_bad_group`` error."""
    kinds = sorted(t.kind for t in tiles)
    bracket = OPENING[origin]
    if origin in (CLAIMED_KONG, CONCEALED_KONG) and not (len(kinds) == 4 and kinds[0] == kinds[3]):
        raise ClassicError("classic_kong_expected", group=text, bracket=bracket)
    if len(set(kinds)) == 1 and 2 <= len(kinds) <= 4:
        return Group({2: "pair", 3: "pung", 4: "kong"}[len(kinds)], kinds[0], origin)
    if (len(kinds) == 3 and not is_honour(kinds[2]) and kinds[0] // 9 == kinds[2] // 9
            and kinds[1] == kinds[0] + 1 and kinds[2] == kinds[0] + 2):
        return Group("chow", kinds[0], origin)
    raise ClassicError("classic_bad_group", group=text, bracket=bracket)


def parse_bonus(text: str) -> tuple[BonusTile, ...]:
    out: list[BonusTile] = []
    digits: list[int] = []
    for char in text:
        if char in "1234":
            digits.append(int(char))
        elif char in BONUS_SUITS and digits:
            out.extend(BonusTile(BONUS_SUITS[char], d) for d in digits)
            digits = []
        else:
            raise ClassicError("classic_bad_bonus", token=text)
    if digits or not out:
        raise ClassicError("classic_bad_bonus", token=text)
    if len(set(out)) != len(out):
        raise ClassicError("classic_bad_bonus", token=text)
    return tuple(out)


def _parse_last(value: str) -> tuple[Tile, bool | None]:
    tile_text, _, how = value.partition("/")
    try:
        tiles = parse_tiles(tile_text)
    except MjlearnError:
        raise ClassicError("classic_bad_last", value=value) from None
    if len(tiles) != 1 or how not in ("", "drawn", "claimed"):
        raise ClassicError("classic_bad_last", value=value)
    return tiles[0], {"": None, "drawn": False, "claimed": True}[how]


def _bracketed(token: str) -> Group:
    right, origin = BRACKETS[token[0]]
    if len(token) < 3 or token[-1] != right:
        raise ClassicError("classic_bad_token", token=token)
    return group_from_tiles(parse_tiles(token[1:-1]), origin, token)


def parse_compact(text: str, lenient: bool = False) -> ClassicHand:
    """Read a hand written in the compact notation of §10, e.g.
    ``[1111s] 222567888s <77z> bonus=1f2y last=7z/drawn lastgroup=<77z>``.

    ``lenient`` reads a hand as Kajongg does (the profiles' ``input_model``): an empty
    text is a hand with no tiles, how the last tile was obtained (``/drawn``,
    ``/claimed``) may differ from what its source implies, and the last tile may sit in
    a kong (the hand is then no winner's, and the scorer says so).
    """
    if not isinstance(text, str) or (not text.strip() and not lenient):
        raise ClassicError("classic_bad_token", token=describe(text))
    check_text("hand", text)
    groups: list[Group] = []
    bare: list[Tile] = []
    options: dict[str, str] = {}
    for token in text.split():
        if token[0] in BRACKETS:
            groups.append(_bracketed(token))
        elif "=" in token:
            key, _, value = token.partition("=")
            if key not in ("bonus", "last", "lastgroup", "src", "ann") or not value:
                raise ClassicError("classic_bad_token", token=token)
            if key in options:
                raise ClassicError("classic_duplicate_key", key=key)
            options[key] = value
        elif any(c in "()[]{}<>" for c in token):
            raise ClassicError("classic_bad_token", token=token)
        else:
            bare.extend(parse_tiles(token))
    last, claimed = _parse_last(options["last"]) if "last" in options else (None, None)
    last_group = None
    if "lastgroup" in options:
        value = options["lastgroup"]
        if value[0] not in BRACKETS:
            raise ClassicError("classic_bad_token", token=f"lastgroup={value}")
        last_group = _bracketed(value)
    announcements = tuple(options["ann"].split(",")) if "ann" in options else ()
    return build_hand(groups, bare, parse_bonus(options["bonus"]) if "bonus" in options else (),
                      last, claimed, last_group, options.get("src", "unknown"), announcements,
                      lenient)


def build_hand(groups: list[Group], bare: list[Tile], bonus: tuple[BonusTile, ...],
               last: Tile | None, claimed: bool | None, last_group: Group | None,
               source: str, announcements: tuple[str, ...], lenient: bool = False) -> ClassicHand:
    """Check the parts of a hand against each other and assemble it (``lenient``: see
    :func:`parse_compact`)."""
    if source not in SOURCES:
        raise ClassicError("classic_bad_source", source=source)
    for announcement in announcements:
        if announcement not in ANNOUNCEMENTS:
            raise ClassicError("classic_bad_announcement", announcement=announcement)
    implied = SOURCES[source]
    if claimed is None:
        claimed = implied
    elif implied is not None and implied != claimed and not lenient:
        raise ClassicError("classic_source_conflict", source=source,
                           how="claimed" if claimed else "drawn")
    if last is not None and claimed is None:
        if source != "dealt":
            raise ClassicError("classic_bad_last", value=last.code)
        # Heavenly hand: East's dealt tiles, nothing claimed. An earthly hand's last tile
        # (East's first discard) is written /claimed when it matters.
        claimed = False
    if last_group is not None:
        if last is None:
            raise ClassicError("classic_bad_last", value="")
        if last.kind not in last_group.kinds or last_group.shape == "kong":
            raise ClassicError("classic_last_group_not_in_hand", group=last_group.code)
        if last_group.origin == MELDED and not claimed:
            # A drawn tile cannot complete a set shown as melded.
            raise ClassicError("classic_source_conflict", source=source, how="drawn")
        if last_group not in groups:
            # The winning set written only after lastgroup=: take its tiles from the bare ones.
            remaining = list(bare)
            for kind in last_group.kinds:
                match = next((t for t in remaining if t.kind == kind), None)
                if match is None:
                    raise ClassicError("classic_last_group_not_in_hand", group=last_group.code)
                remaining.remove(match)
            bare, groups = remaining, [*groups, last_group]
    check_copies(bare, *(tuple(Tile(k) for k in g.kinds) for g in groups))
    if last is not None and last_group is None:
        usable = [t.kind for t in bare] + [k for g in groups if g.shape != "kong" or lenient
                                           for k in g.kinds]
        if last.kind not in usable:
            raise ClassicError("classic_last_not_in_hand", tile=last.code)
    return ClassicHand(tuple(groups), tuple(sorted(bare)), bonus, last,
                       claimed if last is not None else None, last_group, source,
                       tuple(announcements))


STRUCTURED_FIELDS = ("groups", "concealed", "bonus", "last", "how", "last_group", "source",
                     "announcements")
ORIGIN_NAMES = (MELDED, CLAIMED_KONG, CONCEALED_KONG, FIXED)


def _structured_group(data: Any, field: str) -> Group:
    if not isinstance(data, Mapping) or not isinstance(data.get("tiles"), str):
        raise ClassicError("classic_bad_field", field=field)
    origin = data.get("origin", MELDED)
    if origin not in ORIGIN_NAMES:
        raise ClassicError("classic_bad_field", field=f"{field}.origin")
    return group_from_tiles(parse_tiles(data["tiles"]), origin, data["tiles"])


def from_structured(data: Mapping[str, Any], lenient: bool = False) -> ClassicHand:
    """A hand from JSON-like data::

        {"groups": [{"tiles": "1111s", "origin": "concealed_kong"}, …],
         "concealed": "222567888s77z", "bonus": "1f2y", "last": "7z", "how": "drawn",
         "last_group": {"tiles": "77z", "origin": "concealed"}, "source": "wall",
         "announcements": ["original_call"]}

    ``origin`` is one of melded, claimed_kong, concealed_kong, concealed.
    """
    if not isinstance(data, Mapping):
        raise ClassicError("classic_bad_field", field="hand")
    for key in data:
        if key not in STRUCTURED_FIELDS:
            raise ClassicError("classic_bad_field", field=describe(key))
    raw_groups = data.get("groups", [])
    if not isinstance(raw_groups, list):
        raise ClassicError("classic_bad_field", field="groups")
    groups = [_structured_group(g, "groups") for g in raw_groups]
    concealed = data.get("concealed", "")
    if not isinstance(concealed, str):
        raise ClassicError("classic_bad_field", field="concealed")
    bare = list(parse_tiles(concealed)) if concealed.strip() else []
    bonus = data.get("bonus", "")
    if not isinstance(bonus, str):
        raise ClassicError("classic_bad_field", field="bonus")
    last, claimed = None, None
    if data.get("last") is not None:
        if not isinstance(data["last"], str):
            raise ClassicError("classic_bad_field", field="last")
        how = data.get("how")
        if how is not None and how not in ("drawn", "claimed"):
            raise ClassicError("classic_bad_field", field="how")
        last, claimed = _parse_last(f"{data['last']}/{how}" if how else str(data["last"]))
    last_group = None
    if data.get("last_group") is not None:
        last_group = _structured_group(data["last_group"], "last_group")
    announcements = data.get("announcements", [])
    if not isinstance(announcements, list) or not all(isinstance(a, str) for a in announcements):
        raise ClassicError("classic_bad_field", field="announcements")
    if not isinstance(data.get("source", "unknown"), str):
        raise ClassicError("classic_bad_field", field="source")
    return build_hand(groups, bare, parse_bonus(bonus) if bonus else (), last, claimed,
                      last_group, str(data.get("source", "unknown")),
                      tuple(str(a) for a in announcements), lenient)


def read_hand(value: str | Mapping[str, Any] | ClassicHand, lenient: bool = False) -> ClassicHand:
    """A hand from the compact notation, structured data, or a hand already built."""
    if isinstance(value, ClassicHand):
        return value
    if isinstance(value, str):
        return parse_compact(value, lenient)
    return from_structured(value, lenient)


def format_compact(hand: ClassicHand) -> str:
    """Write a hand back in the compact notation (``parse_compact`` reads it again)."""
    check_instance("hand", hand, ClassicHand, "classic_hand")
    parts = [OPENING[g.origin][0] + g.code + OPENING[g.origin][1] for g in hand.groups]
    if hand.concealed:
        parts.append(format_tiles(hand.concealed))
    if hand.bonus:
        parts.append("bonus=" + "".join(b.code for b in hand.bonus))
    if hand.last is not None:
        parts.append(f"last={hand.last.code}/{'claimed' if hand.claimed else 'drawn'}")
    if hand.last_group is not None:
        g = hand.last_group
        parts.append(f"lastgroup={OPENING[g.origin][0]}{g.code}{OPENING[g.origin][1]}")
    if hand.source != "unknown":
        parts.append(f"src={hand.source}")
    if hand.announcements:
        parts.append("ann=" + ",".join(hand.announcements))
    return " ".join(parts)


__all__ = [
    "Group", "BonusTile", "ClassicHand", "parse_compact", "from_structured", "read_hand",
    "format_compact", "group_from_tiles", "MELDED", "CLAIMED_KONG", "CONCEALED_KONG", "FIXED",
    "FREE", "SOURCES", "ANNOUNCEMENTS",
]
