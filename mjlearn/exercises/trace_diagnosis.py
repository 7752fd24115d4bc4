"""A diagnosis from the trace: the learner's number compared with what the engine's trace
would give had one of its steps been missed, doubled, or taken from the other case (ron
or tsumo, open or concealed, simples or terminals, a pon or a kan, rounded or not).

Nothing here scores a hand. The steps are the engine's; what a learner may do to each
is data: :data:`WIN_CASES` (the fu of each way of winning, and which case a learner
takes for which) and :data:`ITEM_CHANGES` (for each fu item's code, the changes tried,
in order, each naming the misconception it reveals). The total under a change is the
sum of the steps' values, finished as the trace finishes it: the open hand's 30-fu
minimum (itself a step, ``fu.open_pinfu``) and the rounding up to the next ten.

:func:`fu_changes` lists every change of a question's fu items in the trace's order,
with the fu it leads to; :func:`trace_misconceptions` makes them the misconceptions of
a kind, one per code, each naming the first step (in the trace's order) whose change
reproduces the learner's answer. A kind that asks for points passes how fu become its
answer (``answer_of``), so a fu mistake is named in the payments as well.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Iterator, Mapping

from ..riichi.fu import CLOSED_RON_FU, FU_BASE, OPEN_PINFU_FU, SET_FU, TSUMO_FU
from ..trace import Step
from .base import Misconception, Question

# --- the way of winning: a step of the trace, or (an open ron) none ---------------------

# the step that says how the hand was won, and the case it names
WIN_STEPS = MappingProxyType({"fu.closed_ron": "closed_ron", "fu.tsumo": "tsumo",
                              "note.pinfu_tsumo_no_fu": "pinfu_tsumo"})
OPEN_RON = "open_ron"          # no step: an open hand won by ron adds nothing
# the fu each way of winning adds
WIN_FU = MappingProxyType({"closed_ron": CLOSED_RON_FU, OPEN_RON: 0, "tsumo": TSUMO_FU,
                           "pinfu_tsumo": 0})


@dataclass(frozen=True, slots=True)
class CaseTaken:
    """A learner who won as ``own`` and counted the fu of ``taken``: in place of its own
    (``added=False``) or on top of it (``added=True``)."""

    own: str
    taken: str
    code: str
    skill: str
    added: bool = False


# In the order they are tried (the likelier reading of an answer first).
WIN_CASES = (
    CaseTaken(OPEN_RON, "closed_ron", "misconception.closed_ron_fu_open_hand", "fu.closed_ron"),
    CaseTaken("tsumo", "closed_ron", "misconception.ron_fu_on_tsumo", "fu.tsumo", added=True),
    CaseTaken("tsumo", "closed_ron", "misconception.ron_fu_on_tsumo", "fu.tsumo"),
    CaseTaken("pinfu_tsumo", "tsumo", "misconception.pinfu_tsumo_fu", "fu.tsumo"),
    CaseTaken("closed_ron", OPEN_RON, "misconception.forgot_closed_ron_fu", "fu.closed_ron"),
    CaseTaken("tsumo", "pinfu_tsumo", "misconception.forgot_tsumo_fu", "fu.tsumo"),
)


# --- the items: what a learner may do to each -------------------------------------------

@dataclass(frozen=True, slots=True)
class Change:
    """One way of getting a step wrong: ``value(step)`` is the step's value under the
    mistake (None where it does not apply to that step), ``finish`` how the total is
    finished (``"rules"``; ``"raw"``: not rounded; ``"down"``: rounded down)."""

    code: str
    skill: str
    value: Callable[[Step], int | None]
    params: Callable[[Step], Mapping[str, Any]] = lambda s: {}
    finish: str = "rules"


def _set_fu(s: Step, *, concealed: bool | None = None, major: bool | None = None,
            quad: bool | None = None) -> int | None:
    """The fu of the step's set with one of its three facts taken from the other case
    (None when that fact is already so)."""
    p = s.params
    facts = {"concealed": not p["open"], "major": p["terminal_or_honour"],
             "quad": p["shape"] == "kan"}
    wanted = {"concealed": concealed, "major": major, "quad": quad}
    changed = {k: v for k, v in wanted.items() if v is not None}
    if all(facts[k] == v for k, v in changed.items()):
        return None
    facts.update(changed)
    return SET_FU[facts["major"]][facts["concealed"]][facts["quad"]]


def _the_set(s: Step) -> dict:
    return {"set": s.params["set"]}


def _the_item(s: Step) -> dict:
    return {"item": s}


def _pair_params(s: Step) -> dict:
    return {"pair": s.params["pair"], "fu": s.value}


ITEM_CHANGES: Mapping[str, tuple[Change, ...]] = MappingProxyType({
    "fu.set": (
        Change("misconception.kan_counted_as_pon", "fu.sets", lambda s: _set_fu(s, quad=False)),
        Change("misconception.set_counted_concealed", "fu.sets",
               lambda s: _set_fu(s, concealed=True), _the_set),
        Change("misconception.set_counted_open", "fu.sets",
               lambda s: _set_fu(s, concealed=False), _the_set),
        Change("misconception.set_counted_as_terminals", "fu.sets",
               lambda s: _set_fu(s, major=True), _the_set),
        Change("misconception.fu_item_missed", "fu.sets", lambda s: 0, _the_item),
        Change("misconception.fu_item_doubled", "fu.sets", lambda s: 2 * s.value, _the_item),
    ),
    "fu.pair": (
        Change("misconception.double_wind_pair_once", "fu.pair",
               lambda s: 2 if s.params["reason"] == "double_wind" and s.value != 2 else None,
               _pair_params),
        Change("misconception.fu_item_missed", "fu.pair", lambda s: 0, _the_item),
        Change("misconception.fu_item_doubled", "fu.pair", lambda s: 2 * s.value, _the_item),
    ),
    "fu.wait": (
        Change("misconception.forgot_wait_fu", "fu.wait", lambda s: 0),
        Change("misconception.fu_item_doubled", "fu.wait", lambda s: 2 * s.value, _the_item),
    ),
    "fu.open_pinfu": (
        Change("misconception.open_hand_minimum_fu", "fu.open_minimum", lambda s: 0),
    ),
    "fu.rounding": (
        Change("misconception.fu_not_rounded", "fu.rounding", lambda s: 0,
               lambda s: {"raw": s.params["raw"]}, finish="raw"),
        Change("misconception.fu_rounded_down", "fu.rounding", lambda s: 0,
               lambda s: {"raw": s.params["raw"]}, finish="down"),
    ),
})


# --- recomputing the total --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Found:
    """One change of one step: the misconception it names, its params, its skill, the
    step it changed (None for the way of winning) and the fu it leads to."""

    code: str
    params: Mapping[str, Any]
    skill: str
    step: Step | None
    fu: int


def win_case(items: tuple[Step, ...]) -> str:
    return next((WIN_STEPS[s.code] for s in items if s.code in WIN_STEPS), OPEN_RON)


def _finish(raw: int, case: str, minimum: bool, how: str = "rules") -> int:
    """The fu from the items' sum: the open ron's minimum (``minimum``: the rules count
    an open ron with nothing beyond the base as 30), then the rounding (``how``)."""
    if minimum and case == OPEN_RON and raw == FU_BASE:
        raw = OPEN_PINFU_FU
    if how == "raw":
        return raw
    if how == "down":
        return raw // 10 * 10
    return -(-raw // 10) * 10


def fu_changes(items: tuple[Step, ...], open_minimum: bool,
               closed: bool = True) -> Iterator[Found]:
    """Every change of the fu items ``items`` (the engine's ``fu_items``), in the trace's
    order, with the fu it leads to (only those that differ from the right fu).
    ``open_minimum`` is whether the rules count an open ron without fu as 30; ``closed``
    whether the hand is closed (an open hand's tsumo is never read as a closed ron's 10:
    an open hand cannot have them)."""
    if any(s.code == "fu.chiitoitsu" for s in items):
        return
    counted = [s for s in items if s.value is not None and s.code not in ("fu.rounding",
                                                                        "fu.open_pinfu")]
    raw = sum(s.value for s in counted)
    right = sum(s.value for s in items if s.value is not None)
    case = win_case(items)
    for taken in WIN_CASES:
        if taken.own != case or (taken.taken == "closed_ron" and case == "tsumo"
                                 and not closed):
            continue
        own = WIN_FU[case]
        new = raw - own + WIN_FU[taken.taken] + (own if taken.added else 0)
        # the minimum is the open hand's: a closed ron without its 10 stays at 20
        fu = _finish(new, case, open_minimum)
        if fu != right:
            yield Found(taken.code, {}, taken.skill, None, fu)
    if case == "pinfu_tsumo":
        # the tsumo's +2 given to a pinfu, and the 22 left as it is (20 needs no rounding,
        # so the trace has no rounding step to take away)
        yield Found("misconception.pinfu_tsumo_fu", {}, "fu.tsumo", None, raw + TSUMO_FU)
    for s in items:
        for change in ITEM_CHANGES.get(s.code, ()):
            value = change.value(s)
            if value is None:
                continue
            if s.code in ("fu.rounding", "fu.open_pinfu"):
                # these steps are the finishing: leaving one out is finishing without it
                fu = _finish(raw, case, open_minimum and s.code != "fu.open_pinfu", change.finish)
            else:
                fu = _finish(raw - s.value + value, case, open_minimum, change.finish)
            if fu != right:
                yield Found(change.code, MappingProxyType(dict(change.params(s))), change.skill,
                            s, fu)


def codes_in_order() -> tuple[tuple[str, str], ...]:
    """(code, skill) of every change, each once, in the order they are tried."""
    seen: dict[str, str] = {}
    for taken in WIN_CASES:
        seen.setdefault(taken.code, taken.skill)
    for changes in ITEM_CHANGES.values():
        for change in changes:
            seen.setdefault(change.code, change.skill)
    return tuple(seen.items())


# The changes that need a particular set or pair in the hand: tried first (where one of
# them and a commoner mistake give the same number, the hand's own is the likelier).
PARTICULAR = frozenset({"misconception.kan_counted_as_pon",
                        "misconception.double_wind_pair_once"})
# A set taken for the other case (open or concealed, simples for terminals): after the
# mistakes the lessons name (a set's 4 fu counted 2 is also 2 fu missed elsewhere). A
# set of terminals counted as simples is not tried: it always reads as a concealed set
# counted open or as fu rounded down, which come first.
SWAPS = frozenset({"misconception.set_counted_concealed", "misconception.set_counted_open",
                   "misconception.set_counted_as_terminals"})
# The changes that name no rule, only the step: tried after every named one.
GENERIC = frozenset({"misconception.fu_item_missed", "misconception.fu_item_doubled"})


def _tier(found: Found) -> int:
    code = found.code
    return 0 if code in PARTICULAR else 2 if code in SWAPS else 3 if code in GENERIC else 1


def in_order(found: Iterator[Found]) -> list[Found]:
    """The changes in the order a diagnosis tries them: those particular to the hand,
    the other named mistakes, a set taken for the other case, then the plain ones (a
    step missed or doubled), each in the trace's order."""
    return sorted(found, key=_tier)


def trace_misconceptions(found_of: Callable[[Question], list[Found]],
                         answer_of: Callable[[Question, int], Any],
                         expected_of: Callable[[Question], Any]) -> tuple[Misconception, ...]:
    """The misconceptions of a kind whose answer follows from the fu, one per code of
    :func:`codes_in_order`: a code explains the learner's answer when the first change
    (:func:`in_order` of ``found_of(question)``) whose answer (``answer_of(question,
    fu)``) is the learner's has that code."""
    def first(question: Question, given: Any, expected: Any) -> Found | None:
        for f in found_of(question):
            wrong = answer_of(question, f.fu)
            if wrong is not None and wrong != expected and wrong == given:
                return f
        return None

    def make(code: str, skill: str) -> Misconception:
        def match(question: Question, given: Any, expected: Any):
            f = first(question, given, expected)
            return dict(f.params) if f is not None and f.code == code else None

        def answer(question: Question):
            expected = expected_of(question)
            for f in found_of(question):
                wrong = answer_of(question, f.fu)
                if f.code == code and wrong is not None and wrong != expected \
                        and first(question, wrong, expected) is f:
                    return wrong
            return None

        def others(question: Question, given: Any, expected: Any) -> tuple:
            """The other named changes that give the same answer (a tanki's 2 fu
            forgotten as well as a closed ron's 10)."""
            chosen = first(question, given, expected)
            return tuple((f.code, dict(f.params), f.skill) for f in found_of(question)
                         if f is not chosen and f.code != code and f.code not in GENERIC
                         and answer_of(question, f.fu) == given)
        return Misconception(code, match, answer, skill, others)
    return tuple(make(code, skill) for code, skill in codes_in_order())


# --- where a number that nothing explains goes wrong ---------------------------------------

def first_step_missed(steps: tuple[Step, ...], given: int,
                      finish: Callable[[int], int] = lambda total: total) -> Step | None:
    """The first step of ``steps`` (each a value the total adds up) whose value the
    learner's ``given`` cannot hold: the running total, finished as the total is
    (``finish``: the fu's rounding), passes ``given`` there. When ``given`` is more than
    the total, the learner counted something that is not there: the first step after the
    first one (the base every hand has) is named. None when ``given`` is the total."""
    counted = [s for s in steps if s.value is not None]
    total = finish(sum(s.value for s in counted))
    if given == total or not counted:
        return None
    running = 0
    for s in counted:
        running += s.value
        if finish(running) > given:
            return s
    return counted[1] if len(counted) > 1 else counted[0]


def round_fu(raw: int) -> int:
    return -(-raw // 10) * 10


# --- one step filled in (a faded example's blank) ---------------------------------------------

def _payment_changes(s: Step) -> tuple[tuple[str, int], ...]:
    """(misconception, amount) of the mistakes one payment step can show: not rounded,
    rounded down, the dealer's ron paid × 4, a tsumo's share given as the whole ron."""
    p = s.params
    raw = p["basic"] * p["multiplier"]
    found = [("misconception.payment_not_rounded", raw),
             ("misconception.payment_rounded_down", raw // 100 * 100)]
    if s.code == "payment.ron" and p["multiplier"] == 6:
        found.append(("misconception.dealer_times_four", -(-p["basic"] * 4 // 100) * 100))
    if s.code == "payment.tsumo":
        # the whole ron payment given as one share (× 6 when the dealer won: all three pay)
        ron = p["basic"] * (6 if p["count"] == 3 else 4)
        found.append(("misconception.tsumo_share_as_ron", -(-ron // 100) * 100))
    return tuple(found)


def blank_diagnosis(steps: tuple[Step, ...], index: int, given: int) -> Step | None:
    """Why ``given`` is not the value of ``steps[index]`` (a step the learner filled in),
    as a misconception step: the same changes as :data:`ITEM_CHANGES` for a fu item, the
    rounding not done or done down, a yaku at its closed value in an open hand, a payment
    not rounded up; else the note the trace gives right after the step (a yaku's open-hand
    reduction); None when the step itself is the whole reason."""
    from ..trace import step as make_step

    s = steps[index]
    after = steps[index + 1] if index + 1 < len(steps) else None
    if s.code == "fu.rounding":
        raw = s.params["raw"]
        if given == raw:
            return make_step("misconception.fu_not_rounded", raw=raw)
        if given == raw // 10 * 10:
            return make_step("misconception.fu_rounded_down", raw=raw)
    elif s.code in ITEM_CHANGES:
        for change in ITEM_CHANGES[s.code]:
            if change.finish == "rules" and change.value(s) == given and given != s.value:
                return make_step(change.code, **change.params(s))
    elif s.code.startswith("payment."):
        for code, amount in _payment_changes(s):
            if amount == given and amount != s.params["amount"]:
                return make_step(code)
    reduction = next((n for n in steps[index + 1:index + 3] if n.code == "note.open_reduction"
                      and n.params.get("yaku") == s.params.get("yaku")), None)
    if s.code == "yaku.han" and reduction is not None:
        lost = reduction.params["closed"] - reduction.params["open"]
        if given == reduction.params["closed"]:
            return make_step("misconception.missed_open_reduction", han=lost)
        return reduction
    if after is not None and after.code.startswith("note.") and after.value is None:
        return after
    return None
