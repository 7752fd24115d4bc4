"""Exercise kind ``furiten``: is this hand furiten, and on which tiles may it still win by
ron?

The rule (EMA 2016 §3.4.5; the usual rule everywhere) is worked out by
:func:`furiten_state`, every time a question is checked — nothing stores an answer:

- a tenpai hand is **furiten** while any of its waits is among its owner's own discards;
- a player who lets a winning tile pass (another player's discard, no ron called) is
  furiten until their next draw (temporary furiten);
- after a riichi, a winning tile let pass makes the hand furiten to the end of the hand.

Furiten forbids a win by ron on *every* wait, not only on the discarded tile; a win by
tsumo stays allowed. So the answer is every wait, or no tile at all.

Difficulty: 1 — a hand with one or two waits, the own discards decide; 2 — three or more
waits, one of them perhaps among the discards; 3 — a winning tile let pass, since the last
draw or before it; 4 — after a riichi. The question shows the hand and the player's own
discards as tiles; the learner writes the tiles in mpsz, or a dash for none.

Skills: every question exercises finding the waits (``waits.find``) and the own-discards
rule (``furiten.own_discard``); one with a winning tile let pass, the temporary furiten
(``furiten.temporary``) or, after a riichi, the lasting one (``furiten.riichi``); a hand
that is furiten, that the rule bars a ron on every wait (``furiten.every_wait``).
The first hint after an unrecognised miss names what to look at, never the waits (which
are the answer when the hand is not furiten).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...hand import parse_waiting_hand
from ...i18n.markers import N_, NN_
from ...i18n.messages import DERIVED_PARAMS, STEP_MESSAGES, STEP_PARAM_FORMATS
from ...readings import find_waits
from ...rules import Ruleset
from ...tiles import Tile, format_tiles, parse_tiles
from ...trace import Step, register_step_codes, step
from ..answers import messages  # noqa: F401  (the shared misconceptions: missed / extra waits)
from ..base import TILE_SET, Misconception, Question, recomputed
from .handgen import counts_to_kinds, random_complete_counts
from ..registry import ExerciseKind, register_kind
from .waits import wait_difference

KIND = "furiten"
MAX_ATTEMPTS = 5000
COPIES = 4

# What the player did with a winning tile another player discarded (the ``passed`` tile):
NOW = "since_draw"         # let it pass since their last draw
EARLIER = "before_draw"    # let it pass, then drew again

FURITEN_MESSAGES = {
    # the rule, step by step (hints, and a lesson's worked example)
    # TRANSLATORS: {waits} lists tiles by name with their codes.
    # TRANSLATORS: the form follows how many tiles are listed (one, or several).
    "furiten.waits": (("waits",), NN_("The hand waits on {waits}.", "The hand waits on {waits}.",
                                      count="wait_count")),
    # TRANSLATORS: {tile} is a tile's name with its code.
    "furiten.own_discard": (("tile",), N_(
        "The {tile} is one of the waits, and you discarded it yourself: the hand is "
        "furiten.")),
    "furiten.no_own_discard": ((), N_("None of the waits is among your own discards.")),
    "furiten.passed_now": (("tile",), N_(
        "You let the {tile} pass since your last discard: the hand is furiten until your "
        "next discard.")),
    "furiten.passed_over": (("tile",), N_(
        "You let the {tile} pass, but you have discarded since: that furiten is over.")),
    "furiten.passed_riichi": (("tile",), N_(
        "After your riichi you let the {tile} pass: the hand stays furiten to the end of the "
        "hand.")),
    "furiten.every_wait": ((), N_(
        "Furiten forbids a win by ron on every wait, not only on that tile. A win by tsumo "
        "is still allowed.")),
    "furiten.ron_none": ((), N_("So the hand may not win by ron on any tile.")),
    # TRANSLATORS: {waits} lists the tiles; the form follows how many there are.
    "furiten.ron_tiles": (("waits",), NN_("So the hand may win by ron on {waits}.",
                                          "So the hand may win by ron on {waits}.",
                                          count="wait_count")),
    # the first hint after a wrong answer: what to look at, never the waits themselves
    "furiten.hint.discards": ((), N_(
        "First find every tile the hand waits on. Then look for each of them among your "
        "own discards, and remember what furiten forbids.")),
    "furiten.hint.passed": ((), N_(
        "First find every tile the hand waits on, and look for them among your own "
        "discards. Then think about the tile you let pass: how long does that furiten "
        "last?")),
    "furiten.hint.riichi": ((), N_(
        "First find every tile the hand waits on, and look for them among your own "
        "discards. Then think about the tile you let pass: did it go past before or after "
        "your riichi?")),
    # the questions
    # TRANSLATORS: {discards} lists tiles by name with their codes. Keep "-" and the mpsz
    # example "36m" as they are: they are what the learner types.
    "prompt.furiten": (("discards",), N_(
        "This hand is tenpai, and your own discards are {discards}. On which tiles may it "
        "win by ron? Write every one in mpsz, for example 36m, or a dash (-) if none.")),
    # TRANSLATORS: as above; {tile} is a tile's name with its code.
    "prompt.furiten.since_draw": (("discards", "tile"), N_(
        "This hand is tenpai, and your own discards are {discards}. Since your last draw "
        "another player discarded the {tile}, and you did not call ron. On which tiles may "
        "the hand win by ron now? Write every one in mpsz, for example 36m, or a dash (-) if "
        "none.")),
    "prompt.furiten.before_draw": (("discards", "tile"), N_(
        "This hand is tenpai, and your own discards are {discards}. A few turns ago another "
        "player discarded the {tile}, and you did not call ron; you have drawn and "
        "discarded since. On which tiles may the hand win by ron now? Write every one in "
        "mpsz, for example 36m, or a dash (-) if none.")),
    "prompt.furiten.riichi_discards": (("discards",), N_(
        "You declared riichi with this hand, and your own discards are {discards}. On which "
        "tiles may it win by ron? Write every one in mpsz, for example 36m, or a dash (-) if "
        "none.")),
    "prompt.furiten.riichi_before": (("discards", "tile"), N_(
        "You declared riichi with this hand, and your own discards are {discards}. Before "
        "your riichi another player discarded the {tile}, and you did not call ron; since "
        "then you have drawn, declared riichi and discarded. On which tiles may the hand win "
        "by ron now? Write every one in mpsz, for example 36m, or a dash (-) if none.")),
    "prompt.furiten.riichi": (("discards", "tile"), N_(
        "You declared riichi with this hand, and your own discards are {discards}. After "
        "your riichi another player discarded the {tile}, and you did not call ron; you have "
        "drawn and discarded since. On which tiles may the hand win by ron now? Write every "
        "one in mpsz, for example 36m, or a dash (-) if none.")),
    # the mistakes a wrong answer shows
    "misconception.furiten_only_that_tile": (("tile",), N_(
        "Furiten forbids a win by ron on every wait, not only on the {tile}: the hand may "
        "not win by ron at all.")),
    "misconception.furiten_own_discard_missed": (("tile",), N_(
        "The {tile} is among your own discards and is one of the waits: the hand is "
        "furiten, so it may not win by ron.")),
    "misconception.furiten_passed_missed": (("tile",), N_(
        "You let the {tile} pass since your last discard: until your next discard, the "
        "hand may not win by ron.")),
    "misconception.furiten_passed_kept": (("tile",), N_(
        "Letting the {tile} pass only counts until your next discard, unless it happens "
        "after a riichi: you have drawn and discarded since, so the hand may win by ron "
        "again.")),
    "misconception.furiten_not_a_wait": ((), N_(
        "None of your own discards is one of your waits, so the hand is not furiten: a "
        "discard that is not a wait does not forbid a ron.")),
    "misconception.furiten_riichi_missed": (("tile",), N_(
        "After a riichi, letting the {tile} pass makes the hand furiten to the end of the "
        "hand, even after you draw again.")),
}

register_step_codes({code: params for code, (params, _msg) in FURITEN_MESSAGES.items()})
STEP_MESSAGES.update({code: msg for code, (_params, msg) in FURITEN_MESSAGES.items()})
for _code, (_params, _msg) in FURITEN_MESSAGES.items():
    formats = {p: "tile_list" for p in _params if p in ("waits", "discards")}
    if formats:
        STEP_PARAM_FORMATS[_code] = formats
# one winning tile or several: the sentence agrees with how many
DERIVED_PARAMS["furiten.waits"] = lambda params: {"wait_count": len(params["waits"])}
DERIVED_PARAMS["furiten.ron_tiles"] = lambda params: {"wait_count": len(params["waits"])}


@dataclass(frozen=True, slots=True)
class FuritenState:
    """Whether a tenpai hand is furiten, why, and the tiles it may still win on by ron."""

    waits: tuple[Tile, ...]
    furiten: bool
    ron_tiles: tuple[Tile, ...]
    steps: tuple[Step, ...]


def furiten_state(hand: str, discards: str = "", passed: str | None = None,
                  when: str = NOW, riichi: bool = False,
                  passed_after_riichi: bool = True) -> FuritenState:
    """The furiten rule for a 13-tile ``hand`` (mpsz), its owner's ``discards`` (mpsz), and
    optionally a wait ``passed`` (another player's discard the owner did not win on),
    ``when`` it was let pass (``"since_draw"`` or ``"before_draw"``), whether the owner
    has declared ``riichi`` and whether the tile passed after that riichi."""
    waits = tuple(Tile(k) for k in sorted(find_waits(parse_waiting_hand(hand)).tiles))
    wait_kinds = {t.kind for t in waits}
    steps = [step("furiten.waits", waits=waits)]
    pile = parse_tiles(discards) if discards.strip() else ()
    discarded = [Tile(k) for k in sorted({t.kind for t in pile} & wait_kinds)]
    furiten = bool(discarded)
    if discarded:
        steps.append(step("furiten.own_discard", tile=discarded[0]))
    else:
        steps.append(step("furiten.no_own_discard"))
        tile = Tile(parse_tiles(passed)[0].kind) if passed else None
        if tile is not None and tile.kind in wait_kinds:
            if riichi and passed_after_riichi:
                furiten = True
                steps.append(step("furiten.passed_riichi", tile=tile))
            elif when == NOW:
                furiten = True
                steps.append(step("furiten.passed_now", tile=tile))
            else:
                steps.append(step("furiten.passed_over", tile=tile))
    if furiten:
        steps += [step("furiten.every_wait"), step("furiten.ron_none")]
        return FuritenState(waits, True, (), tuple(steps))
    steps.append(step("furiten.ron_tiles", waits=waits))
    return FuritenState(waits, False, waits, tuple(steps))


def _state(question: Question) -> FuritenState:
    data = question.data
    return furiten_state(data["hand"], data["discards"], data.get("passed"),
                         data.get("when", NOW), data.get("riichi", False),
                         data.get("after_riichi", True))


def _random_discards(rng: random.Random, held: list[int], count: int,
                     avoid: set[int]) -> list[int]:
    """``count`` discards (kinds), never a fifth copy of a kind, none of ``avoid``."""
    used = {k: held.count(k) for k in set(held)}
    out: list[int] = []
    while len(out) < count:
        kind = rng.randrange(34)
        if kind in avoid or used.get(kind, 0) >= COPIES:
            continue
        used[kind] = used.get(kind, 0) + 1
        out.append(kind)
    return out


# Difficulty → (the waits wanted, the situations drawn from): "discards" — only the own
# discards decide; NOW / EARLIER — a winning tile let pass since the last draw or before
# it; after a riichi: "riichi" — a tile let pass after it, "riichi_before" — before it,
# "riichi_discards" — the own discards decide.
LEVELS = {
    1: (range(1, 3), ("discards",)),
    2: (range(3, 10), ("discards",)),
    3: (range(1, 10), (NOW, EARLIER)),
    4: (range(1, 10), ("riichi", "riichi_before", "riichi_discards")),
}
PROMPTS = {"discards": "prompt.furiten", NOW: "prompt.furiten.since_draw",
           EARLIER: "prompt.furiten.before_draw", "riichi": "prompt.furiten.riichi",
           "riichi_before": "prompt.furiten.riichi_before",
           "riichi_discards": "prompt.furiten.riichi_discards"}


def build(rng: random.Random, seed: int, difficulty: int, rules: Ruleset) -> Question:
    wanted, situations = LEVELS[difficulty]
    suits = (0, 1, 2) if difficulty != 2 else (rng.randrange(3),)
    for _ in range(MAX_ATTEMPTS):
        kinds = counts_to_kinds(random_complete_counts(rng, suits, difficulty != 2))
        kinds.pop(rng.randrange(len(kinds)))
        hand = format_tiles(Tile(k) for k in kinds)
        waits = sorted(find_waits(parse_waiting_hand(hand)).tiles)
        if len(waits) not in wanted:
            continue
        situation = rng.choice(situations)
        data: dict[str, Any] = {"hand": hand}
        # the own discards: none of the waits (the hand is clean), or — where they decide,
        # one time in two — one of them (furiten)
        pile = _random_discards(rng, kinds, rng.randrange(5, 9), set(waits))
        if situation in ("discards", "riichi_discards") and rng.random() < 0.5:
            pile.insert(rng.randrange(len(pile) + 1), rng.choice(waits))
        data["discards"] = format_tiles(Tile(k) for k in pile)
        params: dict[str, Any] = {"discards": tuple(Tile(k) for k in pile)}
        if situation.startswith("riichi"):
            data["riichi"] = True
        if situation in (NOW, EARLIER, "riichi", "riichi_before"):
            data["passed"] = Tile(rng.choice(waits)).code
            data["when"] = situation if situation in (NOW, EARLIER) else \
                EARLIER if situation == "riichi_before" else rng.choice((NOW, EARLIER))
            if situation.startswith("riichi"):
                data["after_riichi"] = situation == "riichi"
            params["tile"] = parse_tiles(data["passed"])[0]
        return Question(KIND, seed, difficulty, rules.name, data, (PROMPTS[situation], params),
                        TILE_SET)
    raise RuntimeError("no furiten question found")  # pragma: no cover (5000 tries)


def expected(question: Question) -> frozenset[int]:
    return frozenset(t.kind for t in _state(question).ron_tiles)


def explain(question: Question) -> tuple[Step, ...]:
    return _state(question).steps


def hint(question: Question) -> Step:
    """The first hint: the explanation opens with the waits, which are the answer of a
    hand that is not furiten, so the hint says where to look instead."""
    data = question.data
    if "passed" not in data:
        return step("furiten.hint.discards")
    return step("furiten.hint.riichi" if data.get("riichi") else "furiten.hint.passed")


def skills(question: Question) -> tuple[str, ...]:
    data = question.data
    found = ["waits.find", "furiten.own_discard"]
    if find_waits(parse_waiting_hand(data["hand"])).exhausted:
        found.append("waits.exhausted")
    if "passed" in data:
        after_riichi = data.get("riichi") and data.get("after_riichi", True)
        found.append("furiten.riichi" if after_riichi else "furiten.temporary")
    if _state(question).furiten:
        found.append("furiten.every_wait")
    return tuple(found)


def _all_waits(question: Question) -> frozenset[int]:
    return frozenset(t.kind for t in _state(question).waits)


def _discarded_wait(question: Question) -> Tile | None:
    state = _state(question)
    held = {t.kind for t in parse_tiles(question.data["discards"])}
    return next((t for t in state.waits if t.kind in held), None)


def _only_that_tile(question: Question) -> frozenset[int] | None:
    """The answer of a learner who bars only the discarded (or passed) tile."""
    state = _state(question)
    if not state.furiten:
        return None
    barred = _discarded_wait(question) or Tile(parse_tiles(question.data["passed"])[0].kind)
    rest = _all_waits(question) - {barred.kind}
    return rest or None


def _barred_tile(question: Question) -> dict:
    barred = _discarded_wait(question) or Tile(parse_tiles(question.data["passed"])[0].kind)
    return {"tile": barred}


def _ignoring(situation: str):
    """The answer of a learner who misses one furiten rule: every wait, where that rule
    (and that rule alone) makes the hand furiten."""
    def answer(question: Question) -> frozenset[int] | None:
        data, state = question.data, _state(question)
        if not state.furiten:
            return None
        if situation == "own_discard":
            return _all_waits(question) if _discarded_wait(question) else None
        if _discarded_wait(question):
            return None
        after_riichi = data.get("riichi") and data.get("after_riichi")
        if situation == "passed":
            return _all_waits(question) if not after_riichi else None
        return _all_waits(question) if after_riichi else None
    return answer


def _kept_furiten(question: Question) -> frozenset[int] | None:
    """The answer of a learner who keeps a temporary furiten after the next draw."""
    data, state = question.data, _state(question)
    if state.furiten or "passed" not in data:
        return None
    return frozenset()


def _furiten_from_other_discards(question: Question) -> frozenset[int] | None:
    """The answer of a learner who thinks any discard of the hand's own makes it furiten,
    though none of them is a wait: no ron at all."""
    data, state = question.data, _state(question)
    if state.furiten or "passed" in data or not data.get("discards"):
        return None
    return frozenset()


def _passed_tile(question: Question) -> dict:
    return {"tile": Tile(parse_tiles(question.data["passed"])[0].kind)}


def _difference(missing: bool):
    """Some waits left out of (or tiles added to) a right answer that is not empty: where
    the hand may not win by ron, a tile too many is no sign of a wrong wait."""
    return lambda q, g, e: wait_difference(q, g, e, missing) if e else None


MISCONCEPTIONS = (
    recomputed("misconception.furiten_only_that_tile", _only_that_tile, _barred_tile,
               skill="furiten.every_wait"),
    recomputed("misconception.furiten_own_discard_missed", _ignoring("own_discard"),
               _barred_tile, skill="furiten.own_discard"),
    recomputed("misconception.furiten_passed_missed", _ignoring("passed"), _passed_tile,
               skill="furiten.temporary"),
    recomputed("misconception.furiten_riichi_missed", _ignoring("riichi"), _passed_tile,
               skill="furiten.riichi"),
    recomputed("misconception.furiten_passed_kept", _kept_furiten, _passed_tile,
               skill="furiten.temporary"),
    recomputed("misconception.furiten_not_a_wait", _furiten_from_other_discards,
               skill="furiten.own_discard"),
    Misconception("misconception.missed_wait", _difference(missing=True), skill="waits.find"),
    Misconception("misconception.included_non_wait", _difference(missing=False),
                  skill="waits.find"),
)


SPEC = register_kind(ExerciseKind(
    name=KIND, build=build, expected=expected, misconceptions=MISCONCEPTIONS,
    explain=explain, difficulties=(1, 2, 3, 4), constraints=(), skills=skills, hint=hint))


__all__ = ["FuritenState", "furiten_state", "FURITEN_MESSAGES", "SPEC"]
