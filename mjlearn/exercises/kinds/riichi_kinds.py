"""Exercise kinds on a whole Riichi hand: ``name_yaku``, ``count_han``, ``count_fu``.

Each question holds a situation drawn by :mod:`.riichi_hands` (verified by the engine)
and asks for one part of the engine's result: the yaku (several may be right, ``dora``
is offered as a trap when the hand holds some), the han with dora, or the fu. The hints
are the engine's own trace steps for that part, so the explanation is the score's.

Misconceptions are recomputations from the same result: the fu items each missed,
doubled or taken from the other case (:mod:`..trace_diagnosis`: the closed ron's +10 on
an open ron or a tsumo, pinfu tsumo given the +2, a set counted concealed or open, a kan
counted as a pon, the double-wind pair counted once, fu rounded down or not at all), a
ron-completed triplet counted as concealed; han without dora, red fives or ura dora,
with the closed value of a yaku that loses a han open, or a guest wind's triplet counted
as a yakuhai. A miss nothing explains gets, as its hint, the first fu item or yaku step
the learner's number cannot hold.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ...riichi.view import KAN_CODES, PON_CODES
from ...riichi.yaku import YAKU
from ...riichi.yakuman import YAKUMAN_BY_ID
from ...errors import MjlearnError
from ...rules import Ruleset, get_ruleset
from ...tiles import Tile, parse_tiles
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..base import INTEGER, MULTIPLE_CHOICE, Misconception, Question, named_for, recomputed
from ..registry import ExerciseKind, register_kind
from ..trace_diagnosis import (first_step_missed, fu_changes, in_order, round_fu,
                               trace_misconceptions)
from .riichi_hands import HAND_CONSTRAINTS, random_hand, result_of, ruleset_of
from .yaku_absent import absent_reasons

WIND_IDS = {"E": "east", "S": "south", "W": "west", "N": "north"}
# Yaku offered as wrong choices next to the right ones: common, and easy to confuse.
DISTRACTORS = ("riichi", "menzen_tsumo", "pinfu", "tanyao", "iipeikou", "yakuhai_haku",
               "yakuhai_seat_wind", "yakuhai_round_wind", "sanshoku", "ittsuu", "chanta",
               "toitoi", "sanankou", "honitsu", "chinitsu", "chiitoitsu")
# Next to a yakuman: other yakuman, and the ordinary yaku its shape resembles.
YAKUMAN_DISTRACTORS = ("kokushi", "suuankou", "daisangen", "shousuushii", "daisuushii",
                       "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren", "suukantsu")
YAKUMAN_LOOKALIKES = ("toitoi", "sanankou", "shousangen", "honroutou", "honitsu", "chinitsu",
                      "yakuhai_haku", "chanta")
# The constraints of the kinds that ask for han or fu: a yakuman's are not counted. The
# presets' fu differ only on rare hands (none at all between standard and kostaryov), so
# count_fu offers no differs_from: the search would mostly end in impossible_constraints.
COUNTING_CONSTRAINTS = tuple(c for c in HAND_CONSTRAINTS if c != "yakuman")
FU_CONSTRAINTS = tuple(c for c in COUNTING_CONSTRAINTS if c != "differs_from")


def situation(question: Question) -> dict:
    return question.data["situation"]


def result(question: Question):
    return result_of(situation(question))


def hand_data(sit: dict) -> dict[str, Any]:
    """What a question shows: the situation, and its tiles for the picture."""
    indicators = tuple(t.kind for t in _tiles(sit.get("dora", "")))
    return {"situation": sit, "hand": sit["hand"], "melds": tuple(m["tiles"] for m in sit["melds"]),
            "indicators": indicators}


def _tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text) if text else ()


def situation_params(sit: dict) -> dict[str, Any]:
    how = ("riichi_" if sit["riichi"] else "") + ("tsumo" if sit["tsumo"] else "ron")
    return {"win_way": how, "tile": _tiles(sit["win"])[0],
            "seat_wind": WIND_IDS[sit["seat_wind"]], "round_wind": WIND_IDS[sit["round_wind"]],
            "indicators": _tiles(sit.get("dora", "")), "ura": _tiles(sit.get("ura", ""))}


def prompt(sit: dict, ask: Step, rules: Ruleset) -> tuple[str, dict]:
    """The situation in words, then ``ask``: what this kind wants to know. The winner is
    the dealer (East) or a non-dealer; under rules played without winds no wind is named."""
    params = situation_params(sit)
    params["role"] = "dealer" if sit["seat_wind"] == "E" else "non_dealer"
    code = "prompt.riichi_hand.ura" if params["ura"] else \
        "prompt.riichi_hand.dora" if params["indicators"] else "prompt.riichi_hand"
    if not rules.winds:
        del params["seat_wind"], params["round_wind"]
        code += ".no_winds"
    return code, dict(params, question=ask)


def question(kind: str, seed: int, difficulty: int, rules: Ruleset, sit: dict, answer_type: str,
             choices: tuple[str, ...] = (), ask: Step | None = None, **data: Any) -> Question:
    ask = ask or step(f"question.{kind}")
    return Question(kind, seed, difficulty, rules.name, dict(hand_data(sit), **data),
                    prompt(sit, ask, rules), answer_type, choices)


# --- the steps of the trace each kind explains with ----------------------------------

def reading_steps(question: Question) -> list[Step]:
    return [s for s in result(question).trace if s.code.startswith("reading.chosen")
            or s.code == "reading.wait"]


def trace_steps(question: Question, *families: str) -> list[Step]:
    notes = {"yaku": ("note.open_reduction", "note.yaku_lost_open", "note.pinfu_refused",
                      "note.yakuman_not_cumulative"),
             "fu": ("note.pinfu_tsumo_no_fu",)}
    wanted = {code for f in families for code in notes.get(f, ())}
    return [s for s in result(question).trace if s.family in families or s.code in wanted]


# --- a triplet completed by ron, counted concealed (han) -----------------------------

def concealed_triplets(question: Question) -> int:
    """Triplets and quads the engine counts as concealed (a ron-completed one is not)."""
    reading = result(question).reading
    sit = situation(question)
    count = 0
    for i, group in enumerate(reading.groups):
        if group.shape not in ("pon", "kan") or (group.meld is not None and group.meld.is_open):
            continue
        if i == reading.win_group and not sit["tsumo"]:
            continue
        count += 1
    return count


def ron_triplet_han(question: Question) -> int | None:
    """The han of a learner who counts the ron-completed triplet as concealed: san ankou
    (+2) on two concealed ones, suuankou (a yakuman, 13 han) on three."""
    if ron_triplet(question) is None or result(question).yakuman:
        return None
    rules = ruleset_of(situation(question))
    held = concealed_triplets(question)
    if held == 2 and rules.allows("sanankou"):
        return result(question).han + 2
    if held == 3 and rules.allows("suuankou"):
        return 13
    return None


def ron_triplet_params(question: Question) -> dict:
    trap = "suuankou" if concealed_triplets(question) == 3 else "sanankou"
    # "counted", not "yaku": a "yaku" parameter is a yaku shown by its name, and this one
    # only picks the sentence
    return {"set": ron_triplet(question).params["set"], "counted": trap}


# --- an answer under the standard rules, for a hand under other rules ---------------

STANDARD = "standard"
# The options where the presets differ and a hand's score can change, in the order a
# diagnosis names them (yaku_allowed: kostaryov does not play some yaku).
RULE_OPTIONS = ("kazoe", "yakuman_stacking", "double_yakuman", "aka", "yaku_allowed",
                "kiriage", "kuitan", "open_pinfu_fu", "pinfu_tsumo", "double_wind_pair_fu",
                "renhou", "ippatsu", "double_riichi")


@lru_cache(maxsize=4096)
def _score_under(key: tuple, rules: Ruleset):
    from ...riichi import Situation, score
    data = dict(key)
    data["melds"] = [dict(m) for m in data.get("melds", ())]
    data["rules"] = rules
    return score(Situation.from_json(data))


def result_under(question: Question, rules: Ruleset):
    """The same hand scored under ``rules`` (None when those rules cannot score it)."""
    from .riichi_hands import frozen_situation
    try:
        return _score_under(frozen_situation(situation(question)), rules)
    except MjlearnError:
        return None


def standard_rules(answer_of) -> tuple:
    """The misconception "answered under the standard rules", as (answer, params): the
    same hand's answer under ``standard`` (None for a standard question, or a hand the
    standard rules cannot score), and the option that makes the difference (the first
    of :data:`RULE_OPTIONS` that, set as the standard rules set it, gives that answer)."""
    def answer(question: Question):
        if question.ruleset == STANDARD:
            return None
        theirs = result_under(question, get_ruleset(STANDARD))
        return None if theirs is None else answer_of(question, theirs)

    def params(question: Question) -> dict:
        standard = get_ruleset(STANDARD)
        theirs = result_under(question, standard)
        given = answer_of(question, theirs)
        rules = get_ruleset(question.ruleset)
        for option in RULE_OPTIONS:
            if getattr(rules, option) == getattr(standard, option):
                continue
            changed = result_under(question, rules.with_options(**{option: getattr(standard, option)}))
            if changed is not None and answer_of(question, changed) == given:
                extra = _rule_params(option, question, theirs)
                named = option in RULE_SENTENCES and (option != "yaku_allowed" or extra)
                return {"rule": option if named else "other", "ruleset": question.ruleset, **extra}
        return {"rule": "other", "ruleset": question.ruleset}
    return answer, params


# The rule differences a diagnosis has a sentence for (the rest say "other").
RULE_SENTENCES = ("kazoe", "yakuman_stacking", "double_yakuman", "aka", "yaku_allowed")


def _rule_params(option: str, question: Question, theirs) -> dict:
    if option != "yaku_allowed":
        return {}
    ours = {y.id for y in result(question).yaku}
    extra = sorted(y.id for y in theirs.yaku if y.id not in ours)
    return {"yaku": extra[0]} if extra else {}


# --- name_yaku -------------------------------------------------------------------------

def yaku_ids(res) -> frozenset[str]:
    return frozenset(y.id for y in res.yaku)


def _yakuman_wrong(rng: random.Random, rules: Ruleset, right: set[str]) -> list[str]:
    """Three other yakuman (never the plain form a right one replaces) and two
    lookalikes."""
    replaced = {r for y in right for r in YAKUMAN_BY_ID[y].replaces if y in YAKUMAN_BY_ID}
    others = [y for y in YAKUMAN_DISTRACTORS if y not in right | replaced and rules.allows(y)]
    lookalikes = [y for y in YAKUMAN_LOOKALIKES if rules.allows(y)]
    rng.shuffle(others)
    rng.shuffle(lookalikes)
    return others[:3] + lookalikes[:2]


def build_name_yaku(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                    **constraints: Any) -> Question:
    sit, res = random_hand(rng, rules, difficulty, answer=yaku_ids, **constraints)
    choices = yaku_choices(rng, rules, res)
    return question("name_yaku", seed, difficulty, rules, sit, MULTIPLE_CHOICE, choices,
                    name_yaku_ask(choices, rules))


def name_yaku_ask(choices: tuple[str, ...], rules: Ruleset) -> Step:
    """The question of ``name_yaku``, its choices named for the rules' set of tiles; when
    the dora are among them (a trap: they are no yaku), the question says that not every
    choice is a yaku."""
    code = "question.name_yaku.with_dora" if "dora" in choices else "question.name_yaku"
    return step(code, choices=choices, **named_for(rules))


def yaku_choices(rng: random.Random, rules: Ruleset, res) -> tuple[str, ...]:
    """The yaku offered for a hand: its own, and wrong ones that are easy to confuse."""
    right = {y.id for y in res.yaku}
    if res.yakuman:
        # a yakuman the rules do not add (EMA) is offered: the hand has it, it only
        # does not count
        dropped = {s.params["yaku"] for s in res.trace if s.code == "note.yakuman_not_cumulative"}
        choices = right | dropped | set(_yakuman_wrong(rng, rules, right))
    else:
        wrong = [y for y in DISTRACTORS if y not in right and rules.allows(y)]
        rng.shuffle(wrong)
        choices = set(right) | set(wrong[:max(2, 6 - len(right))])
    if res.dora or res.aka or res.ura:
        choices.add("dora")
    return tuple(sorted(choices))


def expected_yaku(question: Question) -> frozenset[str]:
    return frozenset(y.id for y in result(question).yaku)


def explain_name_yaku(question: Question) -> tuple[Step, ...]:
    steps = reading_steps(question) + trace_steps(question, "yaku")
    res = result(question)
    if "dora" in question.choices:
        steps.append(step("exercise.yaku.dora_not_yaku", han=res.dora + res.aka + res.ura))
    steps.append(step("exercise.yaku.answer", yaku_list=tuple(sorted(expected_yaku(question))),
                      **named_for(question)))
    return tuple(steps)


def _with_dora(question: Question):
    return expected_yaku(question) | {"dora"} if "dora" in question.choices else None


# Yaku a called set makes impossible (riichi, pinfu, iipeikou… need a closed hand).
CLOSED_ONLY = frozenset(y.id for y in YAKU if y.open is None)


def is_open_hand(question: Question) -> bool:
    return any(m["type"] != "ankan" for m in situation(question)["melds"])


def _missing_open(question: Question, given: Any, expected: Any):
    """Every yaku named, and one that needs a closed hand, on an open one."""
    extra = given - expected if isinstance(given, frozenset) else set()
    if extra and is_open_hand(question) and extra <= CLOSED_ONLY and given >= expected:
        return {"yaku": sorted(extra)[0]}
    return None


def _ordinary_with_yakuman(question: Question, given: Any, expected: Any):
    """The yakuman named, and ordinary yaku next to it: on a yakuman hand they are not
    scored (seed 003 §3.1.4)."""
    if not result(question).yakuman or not isinstance(given, frozenset) or not given > expected:
        return None
    extra = sorted(given - expected)
    if any(y in YAKUMAN_BY_ID or y == "dora" for y in extra):
        return None
    return {"yaku": extra[0]}


def _dropped_yakuman(question: Question, given: Any, expected: Any):
    """Every yakuman of the hand named, where the rules count only the largest (EMA)."""
    dropped = {s.params["yaku"] for s in result(question).trace
               if s.code == "note.yakuman_not_cumulative"}
    extra = given - expected if isinstance(given, frozenset) else set()
    if extra and extra <= dropped and given >= expected:
        return {"yaku": sorted(extra)[0]}
    return None


def _one_left_out(question: Question, given: Any, expected: Any):
    """Every yaku but one named (and nothing else)."""
    if not isinstance(given, frozenset) or not given or not given < expected:
        return None
    missing = expected - given
    return {"yaku": next(iter(missing))} if len(missing) == 1 else None


def _one_too_many(question: Question, given: Any, expected: Any):
    """Every yaku named, and one more that the hand does not have."""
    if not isinstance(given, frozenset) or not given > expected:
        return None
    extra = given - expected
    return {"yaku": next(iter(extra))} if len(extra) == 1 else None


def _one_swapped(question: Question, given: Any, expected: Any):
    """One yaku named in place of another: each is one of the mistakes above at once."""
    if not isinstance(given, frozenset) or len(given) != len(expected):
        return None
    missing, extra = expected - given, given - expected
    if len(missing) == 1 and len(extra) == 1:
        return {"yaku": next(iter(extra)), "missing": next(iter(missing))}
    return None


def _menzen_tsumo_on_ron(missed: bool):
    """Menzen tsumo named for a hand won by ron: the way of winning is the fault (with
    ``missed``, and some of the hand's yaku left out besides: how many)."""
    def match(question: Question, given: Any, expected: Any):
        if not isinstance(given, frozenset) or "menzen_tsumo" not in given - expected:
            return None
        if situation(question).get("tsumo") or bool(expected - given) != missed:
            return None
        return {"count": len(expected - given)} if missed else {}
    return match


# The yakuhai a pair of each honour would be, were a pair a triplet (the winds by seat
# and round, at question time).
DRAGON_YAKUHAI = {31: "yakuhai_haku", 32: "yakuhai_hatsu", 33: "yakuhai_chun"}


def pair_yakuhai(question: Question) -> frozenset[str]:
    """The yakuhai a learner names for the hand's pair of dragons or of a valued wind: a
    pair is no yaku (it only adds fu)."""
    sit, res = situation(question), result(question)
    if res.yakuman or not res.reading.pairs or res.reading.form != "standard":
        return frozenset()
    (pair,) = res.reading.pairs
    named = set()
    if pair in DRAGON_YAKUHAI:
        named.add(DRAGON_YAKUHAI[pair])
    elif 27 <= pair <= 30:
        if pair - 27 == "ESWN".index(sit["seat_wind"]):
            named.add("yakuhai_seat_wind")
        if pair - 27 == "ESWN".index(sit["round_wind"]):
            named.add("yakuhai_round_wind")
    return frozenset(named - yaku_ids(res))


def _pair_as_yakuhai(question: Question, given: Any, expected: Any):
    """A yakuhai named for the hand's pair, every yaku of the hand named too: the pitfall
    of a dragon or wind pair."""
    if not isinstance(given, frozenset) or not expected <= given:
        return None
    extra = given - expected
    claimed = extra & pair_yakuhai(question)
    if not claimed or extra - claimed:
        return None
    return {"yaku": min(claimed)}


def _some_not_in_hand(with_missing: bool):
    """Any answer that names a yaku the hand does not have (with other yaku of the hand
    left out, ``with_missing``, or not), which no mistake above explains: the first such
    yaku is what it says first ("riichi" on a hand without riichi)."""
    def test(question: Question, given: Any, expected: Any):
        if not isinstance(given, frozenset):
            return None
        extra, missing = sorted(given - expected), sorted(expected - given)
        if not extra or bool(missing) != with_missing:
            return None
        return {"yaku": extra[0], "missing": missing[0]} if missing else {"yaku": extra[0]}
    return test


def _not_in_hand_because(question: Question, given: Any, expected: Any):
    """A yaku the hand lacks named (the others named right, or some left out as well),
    with the conditions of that yaku this hand fails, read off its reading: "777s is not
    a sequence, and that yaku needs four sequences" (the fourth English review)."""
    if not isinstance(given, frozenset) or not given - expected:
        return None
    yaku = sorted(given - expected)[0]
    res = result(question)
    reading = None if res.yakuman else res.reading
    reasons = absent_reasons(situation(question), reading, yaku)
    if reasons and expected - given:
        reasons += (step("yaku_absent.also_missing"),)
    return {"yaku": yaku, "reasons": reasons} if reasons else None


NAME_YAKU_MISCONCEPTIONS = (
    Misconception("misconception.pair_is_no_yakuhai", _pair_as_yakuhai, skill="yaku.identify"),
    Misconception("misconception.menzen_tsumo_on_ron", _menzen_tsumo_on_ron(False),
                  skill="yaku.identify"),
    Misconception("misconception.menzen_tsumo_on_ron_missed", _menzen_tsumo_on_ron(True),
                  skill="yaku.identify"),
    # the dora named among the yaku, with the hand's yaku or without: whatever else the
    # answer has, this is what it says first (the recomputation is the typical answer)
    Misconception("misconception.dora_is_not_yaku",
                  lambda q, given, expected: {} if isinstance(given, frozenset)
                  and "dora" in given and "dora" not in expected else None,
                  _with_dora, skill="yaku.identify"),
    Misconception("misconception.closed_only_yaku", _missing_open, skill="yaku.closed_only"),
    Misconception("misconception.yakuman_not_cumulative", _dropped_yakuman,
                  skill="yaku.yakuman"),
    Misconception("misconception.yaku_beside_yakuman", _ordinary_with_yakuman,
                  skill="yaku.yakuman"),
    recomputed("misconception.standard_rules", *standard_rules(lambda q, r: yaku_ids(r)),
               skill="rules.house_rules"),
    Misconception("misconception.yaku_left_out", _one_left_out, skill="yaku.identify"),
    # a yaku named that the hand lacks: why, where its reading tells
    Misconception("misconception.yaku_not_in_hand_because", _not_in_hand_because,
                  skill="yaku.identify"),
    Misconception("misconception.yaku_not_in_hand", _one_too_many, skill="yaku.identify"),
    Misconception("misconception.yaku_swapped", _one_swapped, skill="yaku.identify"),
    Misconception("misconception.yaku_not_in_hand", _some_not_in_hand(False),
                  skill="yaku.identify"),
    Misconception("misconception.yaku_swapped", _some_not_in_hand(True), skill="yaku.identify"),
)


# --- count_han -------------------------------------------------------------------------

def build_count_han(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                    **constraints: Any) -> Question:
    sit, _res = random_hand(rng, rules, difficulty, answer=lambda r: r.han, **constraints)
    # "dora included" asks for dora only where the hand shows some: an indicator or a red five
    shown = sit.get("dora") or "0" in sit["hand"] or any("0" in str(m) for m in sit["melds"])
    ask = None if shown else step("question.count_han.no_dora")
    return question("count_han", seed, difficulty, rules, sit, INTEGER, ask=ask)


def expected_han(question: Question) -> int:
    return result(question).han


def open_reduction(question: Question) -> int:
    return sum(s.params["closed"] - s.params["open"] for s in result(question).trace
               if s.code == "note.open_reduction")


def _less(attr: str):
    """The han without the dora of one kind (``dora``, ``aka`` or ``ura``)."""
    def wrong(question: Question):
        amount = getattr(result(question), attr)
        return result(question).han - amount if amount else None
    return wrong


def _reductions(question: Question) -> list[Step]:
    return [s for s in result(question).trace if s.code == "note.open_reduction"]


def _one_reduction_missed(question: Question, given: Any, expected: Any):
    """An open-hand reduction missed (a yaku counted at its closed value, kuisagari): the
    yaku it may be (several, when they lose the same han)."""
    reductions = _reductions(question)
    if type(given) is not int or not reductions:
        return None
    found = tuple(s.params["yaku"] for s in reductions
                  if given == expected + s.params["closed"] - s.params["open"])
    return {"yaku_list": found, "count": len(found)} if found else None


def _han_yaku_left_out(question: Question, given: Any, expected: Any):
    """The han without one of the hand's yaku (the one whose han make up the gap)."""
    res = result(question)
    if type(given) is not int or res.yakuman or len(res.yaku) < 2:
        return None
    found = [y for y in res.yaku if given == expected - y.han]
    return {"yaku": found[0].id, "han": found[0].han} if len(found) == 1 else None


def _claimed_yaku(question: Question) -> list[tuple[str, int]]:
    """Yaku a learner may count that the hand does not have: one lost by opening the
    hand (at its closed value) and pinfu refused (1 han)."""
    res = result(question)
    claimed = []
    for s in res.trace:
        if s.code == "note.yaku_lost_open":
            claimed.append((s.params["yaku"], YAKU_CLOSED_HAN.get(s.params["yaku"], 1)))
        elif s.code == "note.pinfu_refused":
            claimed.append(("pinfu", 1))
    if _tanyao_claimed(question):
        claimed.append(("tanyao", 1))
    return claimed


# A hand that holds only this many terminals and honours is one a learner takes for all
# simples at a glance (a single 123 or a pair of 9s among simples).
TANYAO_SLIP_TILES = 3


def _tanyao_claimed(question: Question) -> bool:
    """Whether a learner may have counted tanyao that the hand lacks: the ruleset has it
    (open as well, for an open hand), the hand has it not, and only a set's worth of its
    tiles are terminals or honours."""
    res = result(question)
    sit = situation(question)
    rules = ruleset_of(sit)
    if res.yakuman or "tanyao" in yaku_ids(res) or not rules.allows("tanyao"):
        return False
    if is_open_hand(question) and not rules.kuitan:
        return False
    tiles = _tiles(sit["hand"]) + tuple(t for m in sit["melds"] for t in _tiles(m["tiles"]))
    return 0 < sum(not t.is_simple for t in tiles) <= TANYAO_SLIP_TILES


# The han of each yaku in a closed hand (what a learner counts for a yaku it has not).
YAKU_CLOSED_HAN = {y.id: y.closed for y in YAKU}


def _han_yaku_extra(question: Question, given: Any, expected: Any):
    if type(given) is not int or result(question).yakuman:
        return None
    found = [(y, h) for y, h in _claimed_yaku(question) if given == expected + h]
    return {"yaku": found[0][0], "han": found[0][1]} if found else None


def _indicated(question: Question, indicators: str) -> int:
    """How many tiles of the hand (melds and winning tile included) the indicators in
    ``indicators`` (mpsz) make dora, counting each indicator."""
    from ...tiles import next_kind
    sit = situation(question)
    tiles = _tiles(sit["hand"]) + tuple(t for m in sit["melds"] for t in _tiles(m["tiles"]))
    kinds = [t.kind for t in tiles]
    return sum(kinds.count(next_kind(t.kind)) for t in _tiles(indicators))


def _kan_dora(question: Question) -> int:
    """The dora that the indicators after the first (turned over by kans) add."""
    indicators = _tiles(situation(question).get("dora", ""))
    if len(indicators) < 2 or result(question).yakuman:
        return 0
    return _indicated(question, "".join(t.code for t in indicators[1:]))


def _indicators_counted(question: Question):
    """The tiles equal to the indicators counted, instead of the tiles after them."""
    res = result(question)
    sit = situation(question)
    if not sit.get("dora") or res.yakuman:
        return None
    sit_tiles = _tiles(sit["hand"]) + tuple(t for m in sit["melds"] for t in _tiles(m["tiles"]))
    kinds = [t.kind for t in sit_tiles]
    same = sum(kinds.count(t.kind) for t in _tiles(sit["dora"]))
    return res.han - res.dora + same


def _ura_from_dora_indicators(question: Question):
    """The ura dora read from the dora indicators again (so the dora counted twice)."""
    res = result(question)
    if not situation(question).get("ura") or res.yakuman:
        return None
    return res.han - res.ura + res.dora


def guest_wind_sets(question: Question) -> tuple[str, ...]:
    """The triplets and quads (mpsz) of a guest wind: a wind that is neither the seat's
    nor the round's, which is no yaku (a learner counts it as a yakuhai)."""
    sit = situation(question)
    if not ruleset_of(sit).winds:
        return ()
    valued = {27 + "ESWN".index(sit["seat_wind"]), 27 + "ESWN".index(sit["round_wind"])}
    return tuple((KAN_CODES if g.shape == "kan" else PON_CODES)[g.first]
                 for g in result(question).reading.groups
                 if g.shape in ("pon", "kan") and 27 <= g.first <= 30 and g.first not in valued)


def _guest_wind_han(question: Question):
    found = guest_wind_sets(question)
    return result(question).han + len(found) if found and not result(question).yakuman else None


COUNT_HAN_MISCONCEPTIONS = (
    recomputed("misconception.forgot_dora", _less("dora"), lambda q: {"han": result(q).dora},
               skill="dora.count"),
    recomputed("misconception.forgot_red_fives", _less("aka"), lambda q: {"count": result(q).aka},
               skill="dora.red_fives"),
    recomputed("misconception.forgot_ura", _less("ura"), lambda q: {"han": result(q).ura},
               skill="dora.ura"),
    recomputed("misconception.forgot_kan_dora",
               lambda q: result(q).han - _kan_dora(q) if _kan_dora(q) else None,
               lambda q: {"han": _kan_dora(q)}, skill="dora.kan_dora"),
    recomputed("misconception.ura_from_dora_indicators", _ura_from_dora_indicators,
               lambda q: {"ura": _tiles(situation(q)["ura"])}, skill="dora.ura"),
    recomputed("misconception.counted_indicator_tiles", _indicators_counted,
               lambda q: {"indicators": _tiles(situation(q)["dora"])}, skill="dora.count"),
    Misconception("misconception.missed_one_open_reduction", _one_reduction_missed,
                  skill="han.open_reduction"),
    recomputed("misconception.missed_open_reduction",
               lambda q: result(q).han + open_reduction(q) if open_reduction(q) else None,
               lambda q: {"han": open_reduction(q)}, skill="han.open_reduction"),
    recomputed("misconception.ron_triplet_sanankou", lambda q: ron_triplet_han(q),
               lambda q: ron_triplet_params(q), skill="han.ron_triplet"),
    recomputed("misconception.standard_rules", *standard_rules(lambda q, r: r.han),
               skill="rules.house_rules"),
    recomputed("misconception.guest_wind_yakuhai", _guest_wind_han,
               lambda q: {"set": guest_wind_sets(q)[0]}, skill="yaku.identify"),
    Misconception("misconception.yaku_extra_han", _han_yaku_extra, skill="yaku.identify"),
    Misconception("misconception.yaku_left_out_han", _han_yaku_left_out, skill="yaku.identify"),
)


def explain_count_han(question: Question) -> tuple[Step, ...]:
    steps = reading_steps(question) + trace_steps(question, "yaku", "dora")
    steps.append(step("exercise.han.total", han=expected_han(question)))
    return tuple(steps)


# --- count_fu --------------------------------------------------------------------------

def build_count_fu(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                   **constraints: Any) -> Question:
    # Fu only matter below 5 han, but they are counted all the same; seven pairs are a
    # fixed 25, which is no counting exercise.
    sit, _res = random_hand(rng, rules, difficulty, accept=lambda r: r.fu != 25, **constraints)
    return question("count_fu", seed, difficulty, rules, sit, INTEGER)


def expected_fu(question: Question) -> int:
    return result(question).fu


def fu_steps(question: Question) -> list[Step]:
    return list(result(question).fu_items)


def raw_fu(question: Question, change=lambda s: s.value) -> int:
    """The fu before rounding, each item's value passed through ``change``."""
    return sum(change(s) or 0 for s in fu_steps(question)
               if s.value is not None and s.code != "fu.rounding")


def round_up(raw: int) -> int:
    return -(-raw // 10) * 10


def ron_triplet(question: Question):
    """The set step of a triplet completed by ron (counted open), if there is one."""
    sit = situation(question)
    res = result(question)
    reading = res.reading
    if sit["tsumo"] or reading.win_group < 0:
        return None
    group = reading.groups[reading.win_group]
    if group.shape != "pon" or group.meld is not None:
        return None
    return next((s for s in fu_steps(question) if s.code == "fu.set" and s.params["open"]
                 and s.params["set"] == PON_CODES[group.first]), None)


def _ron_triplet_concealed(question: Question):
    found = ron_triplet(question)
    if found is None:
        return None
    return round_up(raw_fu(question, lambda s: s.value * 2 if s is found else s.value))


@lru_cache(maxsize=2048)
def fu_changes_of(question: Question) -> tuple:
    """Every change of the question's fu items (:mod:`..trace_diagnosis`) and the fu it
    leads to, in the order a diagnosis tries them."""
    rules = ruleset_of(situation(question))
    return tuple(in_order(fu_changes(tuple(fu_steps(question)), bool(rules.open_pinfu_fu),
                                     closed=not is_open_hand(question))))


COUNT_FU_MISCONCEPTIONS = (
    # the ron-completed triplet first: it needs a particular set in the hand
    recomputed("misconception.ron_triplet_concealed", _ron_triplet_concealed,
               lambda q: {"set": ron_triplet(q).params["set"]}, skill="fu.ron_triplet"),
) + trace_misconceptions(fu_changes_of, lambda q, fu: fu, expected_fu) + (
    # last: a number no count of fu ends on, which no slip above explains
    Misconception("misconception.fu_not_a_total",
                  lambda q, given, expected: {"fu": given}
                  if type(given) is int and given % 10 and given != 25 else None,
                  skill="fu.rounding"),
    Misconception("misconception.fu_25_not_seven_pairs",
                  lambda q, given, expected: {} if given == 25 != expected else None,
                  skill="fu.rounding"),
)


def fu_items_counted(question: Question) -> tuple[Step, ...]:
    """The fu items that add up (the rounding is how they are finished)."""
    return tuple(s for s in fu_steps(question) if s.code != "fu.rounding")


def han_steps(question: Question) -> tuple[Step, ...]:
    """The steps whose values add up to the han: the yaku, then the dora."""
    return tuple(s for s in trace_steps(question, "yaku", "dora") if s.value is not None)


def locate_fu(question: Question, given: Any) -> Step | None:
    """The first fu item the learner's fu (``given``) cannot hold."""
    if type(given) is not int:
        return None
    items = fu_items_counted(question)
    if given > round_fu(sum(s.value for s in items if s.value is not None)):
        # a step the hand has would point at something the learner very likely got
        # right: ask what is not there, as for the han
        return step("exercise.fu.too_many")
    return first_step_missed(items, given, round_fu)


def locate_han(question: Question, given: Any) -> Step | None:
    """The first yaku or dora step the learner's han cannot hold."""
    if type(given) is not int or result(question).yakuman:
        return None
    if given > sum(s.value for s in han_steps(question)):
        # a step the hand has would point at something that is there: ask what is not
        return step("exercise.han.too_many")
    return first_step_missed(han_steps(question), given)


def explain_count_fu(question: Question) -> tuple[Step, ...]:
    steps = reading_steps(question) + fu_steps(question)
    steps.append(step("exercise.fu.total", fu=expected_fu(question)))
    return tuple(steps)


# --- skills ----------------------------------------------------------------------------

def dora_skills(res, sit: dict) -> list[str]:
    """The dora skills a hand's han exercise: plain dora, red fives, ura, kan dora."""
    found = []
    if res.dora:
        found.append("dora.count")
    if res.aka:
        found.append("dora.red_fives")
    if res.ura:
        found.append("dora.ura")
    if len(_tiles(sit.get("dora", ""))) > 1:
        found.append("dora.kan_dora")
    return found


def name_yaku_skills(question: Question) -> tuple[str, ...]:
    res = result(question)
    found = ["yaku.identify"]
    if any(s.code == "note.yaku_lost_open" for s in res.trace):
        found.append("yaku.closed_only")
    if res.yakuman:
        found.append("yaku.yakuman")
    return tuple(found)


def count_han_skills(question: Question) -> tuple[str, ...]:
    res = result(question)
    found = ["han.count", "yaku.identify"] + dora_skills(res, situation(question))
    if open_reduction(question):
        found.append("han.open_reduction")
    if ron_triplet(question) is not None:
        found.append("han.ron_triplet")
    if res.yakuman:
        found.append("yaku.yakuman")
    return tuple(found)


FU_SKILLS = {"fu.closed_ron": "fu.closed_ron", "fu.tsumo": "fu.tsumo", "fu.wait": "fu.wait",
             "fu.set": "fu.sets", "fu.open_pinfu": "fu.open_minimum", "fu.rounding": "fu.rounding"}


def count_fu_skills(question: Question) -> tuple[str, ...]:
    found = {FU_SKILLS[s.code] for s in fu_steps(question) if s.code in FU_SKILLS}
    found |= {"fu.pair" for s in fu_steps(question) if s.code == "fu.pair" and s.value}
    if ron_triplet(question) is not None:
        found.add("fu.ron_triplet")
    return tuple(sorted(found)) or ("fu.rounding",)


DIFFICULTIES = (1, 2, 3)
for _name, _build, _expected, _mis, _explain, _constraints, _skills, _locate in (
        ("name_yaku", build_name_yaku, expected_yaku, NAME_YAKU_MISCONCEPTIONS, explain_name_yaku,
         HAND_CONSTRAINTS, name_yaku_skills, None),
        ("count_han", build_count_han, expected_han, COUNT_HAN_MISCONCEPTIONS, explain_count_han,
         COUNTING_CONSTRAINTS, count_han_skills, locate_han),
        ("count_fu", build_count_fu, expected_fu, COUNT_FU_MISCONCEPTIONS, explain_count_fu,
         FU_CONSTRAINTS, count_fu_skills, locate_fu)):
    register_kind(ExerciseKind(name=_name, build=_build, expected=_expected, misconceptions=_mis,
                               explain=_explain, difficulties=DIFFICULTIES,
                               constraints=_constraints, skills=_skills, locate=_locate))
