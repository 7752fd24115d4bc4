"""Exercise kinds on a whole Riichi hand: ``name_yaku``, ``count_han``, ``count_fu``.

Each question holds a situation drawn by :mod:`.riichi_hands` (verified by the engine)
and asks for one part of the engine's result: the yaku (several may be right, ``dora``
is offered as a trap when the hand holds some), the han with dora, or the fu. The hints
are the engine's own trace steps for that part, so the explanation is the score's.

Misconceptions are recomputations from the same result: the fu items without the closed
ron +10 or the tsumo +2, a ron-completed triplet counted as concealed, a kan counted as
a pon, the double-wind pair counted once, fu rounded down or not at all; han without
dora, red fives or ura dora, or with the closed value of a yaku that loses a han open.
"""

from __future__ import annotations

import random
from typing import Any

from ..riichi.view import PON_CODES
from ..riichi.yakuman import YAKUMAN_BY_ID
from ..rules import Ruleset
from ..tiles import Tile, parse_tiles
from ..trace import Step, step
from . import messages  # noqa: F401  (registers the step codes)
from .base import INTEGER, MULTIPLE_CHOICE, Misconception, Question, recomputed
from .registry import ExerciseKind, register_kind
from .riichi_hands import HAND_CONSTRAINTS, random_hand, result_of

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


def prompt(sit: dict, ask: Step) -> tuple[str, dict]:
    """The situation in words, then ``ask``: what this kind wants to know."""
    params = situation_params(sit)
    code = "prompt.riichi_hand.ura" if params["ura"] else \
        "prompt.riichi_hand.dora" if params["indicators"] else "prompt.riichi_hand"
    return code, dict(params, question=ask)


def question(kind: str, seed: int, difficulty: int, rules: Ruleset, sit: dict, answer_type: str,
             choices: tuple[str, ...] = (), ask: Step | None = None, **data: Any) -> Question:
    ask = ask or step(f"question.{kind}")
    return Question(kind, seed, difficulty, rules.name, dict(hand_data(sit), **data),
                    prompt(sit, ask), answer_type, choices)


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
    choices = tuple(sorted(choices))
    return question("name_yaku", seed, difficulty, rules, sit, MULTIPLE_CHOICE, choices,
                    step("question.name_yaku", choices=choices))


def expected_yaku(question: Question) -> frozenset[str]:
    return frozenset(y.id for y in result(question).yaku)


def explain_name_yaku(question: Question) -> tuple[Step, ...]:
    steps = reading_steps(question) + trace_steps(question, "yaku")
    res = result(question)
    if "dora" in question.choices:
        steps.append(step("exercise.yaku.dora_not_yaku", han=res.dora + res.aka + res.ura))
    steps.append(step("exercise.yaku.answer", yaku_list=tuple(sorted(expected_yaku(question)))))
    return tuple(steps)


def _with_dora(question: Question):
    return expected_yaku(question) | {"dora"} if "dora" in question.choices else None


def _missing_open(question: Question, given: Any, expected: Any):
    """Every yaku named, and one a called set makes impossible (riichi, pinfu… need a
    closed hand)."""
    lost = {s.params["yaku"] for s in result(question).trace if s.code == "note.yaku_lost_open"}
    extra = given - expected if isinstance(given, frozenset) else set()
    if extra and extra <= lost and given >= expected:
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


NAME_YAKU_MISCONCEPTIONS = (
    recomputed("misconception.dora_is_not_yaku", _with_dora, skill="yaku.identify"),
    Misconception("misconception.closed_only_yaku", _missing_open, skill="yaku.closed_only"),
    Misconception("misconception.yakuman_not_cumulative", _dropped_yakuman,
                  skill="yaku.yakuman"),
    Misconception("misconception.yaku_beside_yakuman", _ordinary_with_yakuman,
                  skill="yaku.yakuman"),
)


# --- count_han -------------------------------------------------------------------------

def build_count_han(rng: random.Random, seed: int, difficulty: int, rules: Ruleset,
                    **constraints: Any) -> Question:
    sit, _res = random_hand(rng, rules, difficulty, answer=lambda r: r.han, **constraints)
    return question("count_han", seed, difficulty, rules, sit, INTEGER)


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


COUNT_HAN_MISCONCEPTIONS = (
    recomputed("misconception.forgot_dora", _less("dora"), lambda q: {"han": result(q).dora},
               skill="dora.count"),
    recomputed("misconception.forgot_red_fives", _less("aka"), lambda q: {"count": result(q).aka},
               skill="dora.red_fives"),
    recomputed("misconception.forgot_ura", _less("ura"), lambda q: {"han": result(q).ura},
               skill="dora.ura"),
    recomputed("misconception.missed_open_reduction",
               lambda q: result(q).han + open_reduction(q) if open_reduction(q) else None,
               lambda q: {"han": open_reduction(q)}, skill="han.open_reduction"),
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


def _has(code: str):
    return lambda q: any(s.code == code for s in fu_steps(q))


def _without(code: str):
    def wrong(question: Question):
        if not _has(code)(question):
            return None
        return round_up(raw_fu(question, lambda s: 0 if s.code == code else s.value))
    return wrong


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


def _kan_as_pon(question: Question):
    if not any(s.code == "fu.set" and s.params["shape"] == "kan" for s in fu_steps(question)):
        return None
    return round_up(raw_fu(question, lambda s: s.value // 4 if s.code == "fu.set"
                           and s.params["shape"] == "kan" else s.value))


def _double_wind_once(question: Question):
    pair = [s for s in fu_steps(question) if s.code == "fu.pair" and s.params["reason"] == "double_wind"]
    if not pair or pair[0].value == 2:
        return None
    return round_up(raw_fu(question, lambda s: 2 if s is pair[0] else s.value))


def _open_minimum(question: Question):
    return 20 if _has("fu.open_pinfu")(question) else None


def _pair_params(question: Question) -> dict:
    pair = next(s for s in fu_steps(question) if s.code == "fu.pair")
    return {"pair": pair.params["pair"], "fu": pair.value}


COUNT_FU_MISCONCEPTIONS = (
    # the specific mistakes first: each needs a particular set or pair in the hand
    recomputed("misconception.ron_triplet_concealed", _ron_triplet_concealed,
               lambda q: {"set": ron_triplet(q).params["set"]}, skill="fu.ron_triplet"),
    recomputed("misconception.kan_counted_as_pon", _kan_as_pon, skill="fu.sets"),
    recomputed("misconception.double_wind_pair_once", _double_wind_once, _pair_params,
               skill="fu.pair"),
    recomputed("misconception.forgot_closed_ron_fu", _without("fu.closed_ron"),
               skill="fu.closed_ron"),
    recomputed("misconception.forgot_tsumo_fu", _without("fu.tsumo"), skill="fu.tsumo"),
    recomputed("misconception.forgot_wait_fu", _without("fu.wait"), skill="fu.wait"),
    recomputed("misconception.open_hand_minimum_fu", _open_minimum, skill="fu.open_minimum"),
    recomputed("misconception.fu_not_rounded",
               lambda q: raw_fu(q) if _has("fu.rounding")(q) else None,
               lambda q: {"raw": raw_fu(q)}, skill="fu.rounding"),
    recomputed("misconception.fu_rounded_down",
               lambda q: raw_fu(q) // 10 * 10 if _has("fu.rounding")(q) else None,
               lambda q: {"raw": raw_fu(q)}, skill="fu.rounding"),
)


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
for _name, _build, _expected, _mis, _explain, _constraints, _skills in (
        ("name_yaku", build_name_yaku, expected_yaku, NAME_YAKU_MISCONCEPTIONS, explain_name_yaku,
         HAND_CONSTRAINTS, name_yaku_skills),
        ("count_han", build_count_han, expected_han, COUNT_HAN_MISCONCEPTIONS, explain_count_han,
         COUNTING_CONSTRAINTS, count_han_skills),
        ("count_fu", build_count_fu, expected_fu, COUNT_FU_MISCONCEPTIONS, explain_count_fu,
         FU_CONSTRAINTS, count_fu_skills)):
    register_kind(ExerciseKind(name=_name, build=_build, expected=_expected, misconceptions=_mis,
                               explain=_explain, difficulties=DIFFICULTIES,
                               constraints=_constraints, skills=_skills))
