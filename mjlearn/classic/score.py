"""Score one player's hand: the orchestrator of the Classic European pipeline (§3).

For a winner every arrangement is scored and the best final score kept; the trace says
which arrangement was chosen and lists the others with what they would have scored. The
numbers of a :class:`ClassicScore` are computed from its trace by :func:`totals`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ..checks import bad_argument, check_bool, check_items, describe, optional
from ..errors import HandError
from ..tiles import WIND_LETTERS, WINDS, format_tiles, Tile
from ..trace import Step, register_step_codes, step, trace_to_json
from .arrange import PARTIAL, Arrangement, Situation, loser_arrangement, winning_arrangements
from .doubles import double_steps, total_doubles
from .errors import ClassicError
from .limits import cap_steps, limit_steps
from .notation import MELDED, ClassicHand, read_hand
from .points import point_steps, total_points
from .rules import KAJONGG, ClassicProfile, get_profile

register_step_codes({
    "classic.player.winner": (),
    "classic.player.loser": (),
    # the Kajongg input model: a hand of a winner's length that is not mahjong, and a
    # hand longer than a winner's, score nothing
    "classic.not_mahjong": ("count",),
    "classic.long_hand": ("count", "expected"),
    "classic.arrangement.chosen": ("groups", "winning", "form"),
    "classic.arrangement.alternative": ("groups", "winning", "total"),
    "classic.unscored_tiles": ("tiles",),
    "classic.multiply": ("points", "doubles", "raw"),
    "classic.round": ("raw", "rounded"),
})


def round_to_10(value: int) -> int:
    """To the nearest ten; basic points are even, so a 5 never has to be broken."""
    return (value + 5) // 10 * 10


@dataclass(frozen=True)
class Totals:
    points: int
    doubles: int
    raw: int
    rounded: int
    total: int
    limit_hand: str | None
    capped: bool


def totals(steps: Iterable[Step]) -> Totals:
    """Every number of a score, from its steps alone."""
    steps = check_items("steps", steps, maximum=10_000)
    for s in steps:
        if not isinstance(s, Step):
            raise bad_argument("steps", "step", s)
    limits = [s for s in steps if s.code.startswith("classic.limit.") and s.value is not None]
    if limits:
        value = limits[0].value
        return Totals(0, 0, value, value, value, limits[0].code.rsplit(".", 1)[1], False)
    points, doubles = total_points(steps), total_doubles(steps)
    raw = points * 2 ** doubles
    rounded = round_to_10(raw) if any(s.code == "classic.round" for s in steps) else raw
    cap = next((s for s in steps if s.code == "classic.cap"), None)
    total = min(rounded, cap.params["limit"]) if cap else rounded
    return Totals(points, doubles, raw, rounded, total, None, cap is not None)


@dataclass(frozen=True)
class ClassicScore:
    won: bool
    points: int
    doubles: int
    raw: int
    rounded: int
    total: int
    limit_hand: str | None
    capped: bool
    arrangement: Arrangement
    trace: tuple[Step, ...]

    @property
    def items(self) -> tuple[Step, ...]:
        """The scoring items: steps that carry points, doubles or the limit."""
        return tuple(s for s in self.trace if s.value is not None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "won": self.won, "points": self.points, "doubles": self.doubles, "raw": self.raw,
            "rounded": self.rounded, "total": self.total, "limit_hand": self.limit_hand,
            "capped": self.capped, "arrangement": list(self.arrangement.describe()),
            "items": trace_to_json(self.items), "trace": trace_to_json(self.trace),
        }


def parse_wind(value: str | int, field: str) -> int:
    """A wind as E/S/W/N, east/south/west/north, 1z–4z or a kind 27–30."""
    if isinstance(value, int) and not isinstance(value, bool) and value in WINDS:
        return value
    if isinstance(value, str) and len(value) <= 10:
        text = value.strip()
        if text[:1].upper() in WIND_LETTERS and text.lower() in ("e", "s", "w", "n", "east", "south", "west", "north"):
            return WIND_LETTERS[text[0].upper()]
        if len(text) == 2 and text[1] == "z" and text[0] in "1234":
            return WINDS[int(text[0]) - 1]
    raise ClassicError("classic_bad_wind", value=f"{field}={describe(value)}")


def _body(sit: Situation) -> list[Step]:
    """The items of one arrangement, then how they combine into its final score."""
    limits = limit_steps(sit)
    if limits:
        return limits
    items = point_steps(sit) + double_steps(sit)
    points, doubles = total_points(items), total_doubles(items)
    raw = points * 2 ** doubles
    items.append(step("classic.multiply", None, points=points, doubles=doubles, raw=raw))
    rounded = raw
    if sit.profile.round_to_10:
        rounded = round_to_10(raw)
        items.append(step("classic.round", None, raw=raw, rounded=rounded))
    return items + cap_steps(rounded, sit)


def _winner_length(hand: ClassicHand) -> int:
    return 14 + hand.n_kongs


def _check_size(hand: ClassicHand, winner: bool) -> None:
    expected = _winner_length(hand) - (0 if winner else 1)
    if hand.n_tiles > expected:
        raise HandError("too_many_tiles", count=hand.n_tiles, expected=expected)
    if hand.n_tiles < expected:
        raise HandError("too_few_tiles", count=hand.n_tiles, expected=expected)


def _score_winner(hand: ClassicHand, seat: int, round_wind: int, profile: ClassicProfile) -> ClassicScore:
    if hand.last is None and hand.source != "dealt":
        raise HandError("missing_win_tile")
    if hand.source_conflict:
        raise ClassicError("classic_source_conflict", source=hand.source,
                           how="claimed" if hand.claimed else "drawn")
    _check_size(hand, True)
    scored = _scored_arrangements(hand, seat, round_wind, profile)
    if not scored:
        raise HandError("not_a_winning_hand")
    return _best(scored)


def _scored_arrangements(hand: ClassicHand, seat: int, round_wind: int, profile: ClassicProfile,
                         without_last: bool = False) -> list:
    scored = []
    for arrangement in winning_arrangements(hand, profile, without_last):
        body = _body(Situation(hand, arrangement, seat, round_wind, True, profile))
        scored.append((totals(body), arrangement, body))
    return scored


def _best(scored: list) -> ClassicScore:
    # Best final score; among equals, the higher score before the limit, then the first.
    best = max(range(len(scored)), key=lambda i: (scored[i][0].total, scored[i][0].raw, -i))
    result, arrangement, body = scored[best]
    others = [step("classic.arrangement.alternative", None, groups=a.describe(), winning=a.winning,
                   total=t.total) for i, (t, a, _b) in enumerate(scored) if i != best]
    trace = [step("classic.player.winner", None), _chosen(arrangement), *body, *others]
    return _result(True, result, arrangement, trace)


def _chosen(arrangement: Arrangement) -> Step:
    return step("classic.arrangement.chosen", None, groups=arrangement.describe(),
                winning=arrangement.winning, form=arrangement.form)


def _score_loser(hand: ClassicHand, seat: int, round_wind: int, profile: ClassicProfile) -> ClassicScore:
    if hand.went_out:
        raise ClassicError("classic_loser_went_out", tile=hand.last.code if hand.last else "")
    for group in hand.groups:
        if group.shape == "pair" and group.origin == MELDED:
            raise ClassicError("classic_loser_melded_pair", group=group.code)
    _check_size(hand, False)
    return _loser(hand, seat, round_wind, profile)


def _loser(hand: ClassicHand, seat: int, round_wind: int, profile: ClassicProfile) -> ClassicScore:
    arrangement = loser_arrangement(hand)
    body = _body(Situation(hand, arrangement, seat, round_wind, False, profile))
    trace = [step("classic.player.loser", None), _chosen(arrangement)]
    if arrangement.leftover:
        tiles = format_tiles(Tile(k) for k in arrangement.leftover)
        trace.append(step("classic.unscored_tiles", None, tiles=tiles))
    return _result(False, totals(body), arrangement, trace + body)


def _result(won: bool, t: Totals, arrangement: Arrangement, trace: list[Step]) -> ClassicScore:
    return ClassicScore(won, t.points, t.doubles, t.raw, t.rounded, t.total, t.limit_hand,
                        t.capped, arrangement, tuple(trace))


def _nothing(hand: ClassicHand, note: Step) -> ClassicScore:
    """A hand that scores nothing (the Kajongg input model): no sets are counted."""
    leftover = tuple(t.kind for t in hand.concealed)
    arrangement = Arrangement(PARTIAL, hand.groups, -1, leftover)
    return _result(False, totals(()), arrangement, [note])


def _score_as_kajongg(hand: ClassicHand, seat: int, round_wind: int, profile: ClassicProfile,
                      winner: bool | None) -> ClassicScore:
    """Kajongg's reading of a hand (its ``src/hand.py``): the number of tiles decides.
    A winner's length goes out if the tiles make mahjong (a last tile is not needed)
    and otherwise scores 0; a shorter hand — partial ones included — is scored as a
    loser's, its last tile and source unused; a longer one scores 0 ("Long Hand")."""
    expected = _winner_length(hand)
    count = hand.n_tiles
    if winner and count < expected:
        raise HandError("too_few_tiles", count=count, expected=expected)
    if count > expected or (count == expected and winner is False):
        return _nothing(hand, step("classic.long_hand", None, count=count,
                                   expected=expected - (winner is False)))
    if count < expected:
        return _loser(hand, seat, round_wind, profile)
    scored = _scored_arrangements(hand, seat, round_wind, profile, without_last=True)
    if not scored:
        return _nothing(hand, step("classic.not_mahjong", None, count=count))
    return _best(scored)


def score_hand(hand: str | Mapping[str, Any] | ClassicHand, seat_wind: str | int = "E",
               round_wind: str | int = "E", winner: bool | None = None,
               profile: str | ClassicProfile | None = None, roof_off: bool | None = None,
               flowers: bool | None = None, input_model: str | None = None) -> ClassicScore:
    """Score one player's hand.

    Under the strict input model (``european_classic``) ``winner`` None decides from the
    hand: one that names its last tile is the winner's (and must be complete), any other
    a loser's. Under Kajongg's (``kajongg_dmjl``, or ``input_model="kajongg"``) the
    hand's length decides (see :func:`_score_as_kajongg`).
    """
    for name, flag in (("winner", winner), ("roof_off", roof_off), ("flowers", flowers)):
        optional(check_bool)(name, flag)
    rules = get_profile(profile).with_options(roof_off=roof_off, flowers=flowers,
                                              input_model=input_model)
    kajongg = rules.input_model == KAJONGG
    hand = read_hand(hand, lenient=kajongg)
    seat, prevailing = parse_wind(seat_wind, "seat_wind"), parse_wind(round_wind, "round_wind")
    if hand.bonus and rules.flowers is None:
        raise ClassicError("classic_flowers_off", tiles="".join(b.code for b in hand.bonus))
    if kajongg:
        return _score_as_kajongg(hand, seat, prevailing, rules, winner)
    if winner is None:
        winner = hand.went_out
    if winner:
        return _score_winner(hand, seat, prevailing, rules)
    return _score_loser(hand, seat, prevailing, rules)
