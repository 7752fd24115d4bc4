"""The curriculum map: which lesson introduces each concept, and what each lesson uses.

A lesson source declares, in the cell that teaches it, each concept it introduces
(``%%@ introduces yaku.tanyao score.fu``), and the concepts of earlier lessons it builds on
(``%%@ uses …``). The ids are the exercises' skills (:mod:`mjlearn.exercises.skills`),
``yaku.<id>`` for each yaku and yakuman of the engine, and the foundations of
:data:`FOUNDATIONS`.

What a lesson *uses* is also found, not only declared (:func:`lesson_uses`):

- the terms of its English prose (:data:`TERMS`), outside a contents list
  (``%%@ preview``) and the folded boxes; a block that links to the lesson which teaches a
  term only points ahead, and does not use it;
- the yaku, dora, fu and payment steps its worked examples show: every ``Situation(…)``
  written out in a code cell is scored, and the steps at the cell's level of detail count;
- the skills and yaku of its exercises, the first question and the next ones a learner
  draws (:func:`exercise_questions`).

:func:`problems` lists every use of a concept that no earlier cell introduced.
"""

from __future__ import annotations

import ast
import random
import re
from dataclasses import dataclass
from typing import Any, Iterable

from ..exercises.curriculum import question_concepts, result_concepts
from .source import Cell, Lesson

# Concepts that are not a skill nor a yaku: what a learner must know before the first
# yaku, in the order the first lessons teach them.
FOUNDATIONS: tuple[str, ...] = (
    "tiles.notation",    # suits, honours and the mpsz notation
    "tiles.groups",      # terminals, honours and simples
    "table.seats",       # the four seats, their winds, the dealer, the round wind, turn order
    "table.wall",        # the wall, the dead wall, the dora indicator
    "table.sticks",      # points and point sticks
    "hand.sets",         # sequences, triplets and the pair
    "hand.open",         # calls (chi, pon, kan): an open or a closed hand
    "hand.kan",          # kans: concealed, open, added; the replacement tile
    "win.tsumo_ron",     # winning on one's own draw or on a discard
    "win.riichi",        # declaring riichi
    "score.yaku",        # a winning hand needs a yaku
    "score.han",         # han, the doublings of a score
    "score.fu",          # fu, the small points
    "waits.shapes",      # ryanmen, kanchan, penchan, shanpon, tanki
)

# English prose terms → the concept they name. Case-insensitive, whole words.
TERMS: tuple[tuple[str, str], ...] = (
    (r"triplets?|sequences?|\bpon\b|\bchi\b", "hand.sets"),
    (r"\bkans?\b|\bquads?\b", "hand.kan"),
    (r"(?:open|closed) hands?|\bcalls?\b|\bcalled\b|\bcalling\b", "hand.open"),
    (r"\btsumo\b|\bron\b", "win.tsumo_ron"),
    (r"\briichi\b", "win.riichi"),
    (r"\byaku\b", "score.yaku"),
    (r"\bhan\b", "score.han"),
    (r"\bfu\b", "score.fu"),
    (r"\b(?:non-)?dealers?\b|\bseat winds?\b|\bround winds?\b", "table.seats"),
    (r"\bdead wall\b|\bthe wall\b", "table.wall"),
    (r"\bsticks?\b", "table.sticks"),
    (r"\bdora\b|\bindicators?\b", "dora.indicator_cycle"),
    (r"\bkan dora\b", "dora.kan_dora"),
    (r"\bura\b", "dora.ura"),
    (r"\bred fives?\b", "dora.red_fives"),
    (r"\btenpai\b|\bwaits?\b", "waits.find"),
    (r"\bryanmen\b|\bkanchan\b|\bpenchan\b|\bshanpon\b|\btanki\b", "waits.shapes"),
    (r"\bfuriten\b", "furiten.own_discard"),
    (r"\bhonba\b", "pay.honba"),
    (r"\bmangan\b|\bhaneman\b|\bbaiman\b|\bsanbaiman\b", "pay.limits"),
    (r"\bbasic points\b", "pay.basic_points"),
    (r"\bkiriage\b", "pay.kiriage"),
    (r"\byakuman\b", "yaku.yakuman"),
    (r"\btanyao\b|\bkuitan\b", "yaku.tanyao"),
    (r"\bpinfu\b", "yaku.pinfu"),
    (r"\bmenzen tsumo\b", "yaku.menzen_tsumo"),
    (r"\biipeikou\b", "yaku.iipeikou"),
    (r"\bryanpeikou\b", "yaku.ryanpeikou"),
    (r"\byakuhai\b", "yaku.yakuhai_haku"),
    (r"\bsanshoku(?: doujun)?\b(?! doukou)", "yaku.sanshoku"),
    (r"\bsanshoku doukou\b", "yaku.sanshoku_doukou"),
    (r"\bittsuu?\b", "yaku.ittsuu"),
    (r"\btoitoi\b", "yaku.toitoi"),
    (r"\bsan ?ankou\b", "yaku.sanankou"),
    (r"\bsankantsu\b", "yaku.sankantsu"),
    (r"\bchanta\b", "yaku.chanta"),
    (r"\bjunchan\b", "yaku.junchan"),
    (r"\bhonroutou\b", "yaku.honroutou"),
    (r"\bshousangen\b", "yaku.shousangen"),
    (r"\bhonitsu\b", "yaku.honitsu"),
    (r"\bchinitsu\b", "yaku.chinitsu"),
    (r"\bchiitoitsu\b|\bseven pairs\b", "yaku.chiitoitsu"),
    (r"\bippatsu\b", "yaku.ippatsu"),
    (r"\bhaitei\b", "yaku.haitei"),
    (r"\bhoutei\b", "yaku.houtei"),
    (r"\brinshan\b", "yaku.rinshan"),
    (r"\bchankan\b", "yaku.chankan"),
    (r"\bdouble riichi\b", "yaku.double_riichi"),
    (r"\bkokushi\b|\bthirteen orphans\b", "yaku.kokushi"),
    (r"\bsuuankou\b", "yaku.suuankou"),
    (r"\bdaisangen\b", "yaku.daisangen"),
    (r"\bshousuushii\b", "yaku.shousuushii"),
    (r"\bdaisuushii\b", "yaku.daisuushii"),
    (r"\btsuuiisou\b", "yaku.tsuuiisou"),
    (r"\bchinroutou\b", "yaku.chinroutou"),
    (r"\bryuuiisou\b|\ball green\b", "yaku.ryuuiisou"),
    (r"\bchuuren\b|\bnine gates\b", "yaku.chuuren"),
    (r"\bsuukantsu\b", "yaku.suukantsu"),
    (r"\btenhou\b", "yaku.tenhou"),
    (r"\bchiihou\b", "yaku.chiihou"),
)
_TERMS = tuple((re.compile(pattern, re.IGNORECASE), concept) for pattern, concept in TERMS)
_LINK = re.compile(r"\]\((\d\d_[a-z0-9_]+)\.ipynb[^)]*\)")

# How many questions after the first a learner's "Next" draws are looked at, per exercise.
NEXT_DRAWS = 8


def concepts() -> tuple[str, ...]:
    """Every concept id a lesson may declare."""
    from ..exercises.skills import SKILLS
    from ..riichi.yaku import YAKU
    from ..riichi.yakuman import YAKUMAN

    yaku = tuple(f"yaku.{y.id}" for y in (*YAKU, *YAKUMAN))
    return tuple(dict.fromkeys((*FOUNDATIONS, *SKILLS, *yaku)))


_LINK_TEXT = re.compile(r"\[[^\]]*\]\([^)]*\)")


def prose_uses(text: str) -> set[str]:
    """The concepts an English text names (a link's text, a lesson's title, left out)."""
    text = _LINK_TEXT.sub(" ", text)
    return {concept for pattern, concept in _TERMS if pattern.search(text)}


# --- worked examples -------------------------------------------------------------------

def _literal_calls(code: str, names: Iterable[str]) -> list[tuple[str, list, dict]]:
    """Every call of one of ``names`` whose arguments are all written out (a literal, a
    list of tuples …), as (name, args, kwargs); the others are left out."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    wanted = set(names)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in wanted:
            try:
                args = [ast.literal_eval(a) for a in node.args]
                kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
            except ValueError:
                continue
            if all(k.arg for k in node.keywords):
                found.append((node.func.id, args, kwargs))
    return found


def _detail_of(code: str) -> str:
    """The level of detail a cell shows its scores at: the ``detail=`` it passes, else all
    of it for a worked or faded example or a whole explanation, else the yaku it prints."""
    match = re.search(r"detail=\"(\w+)\"", code)
    if match:
        return match.group(1)
    ask = re.search(r"(?:WorkedExample|FadedExample)\(.*ask=\"(\w+)\"", code, re.DOTALL)
    if ask or "WorkedExample" in code or "FadedExample" in code:
        blank = re.search(r"blank=\"(\w+)", code)
        ask_for = ask.group(1) if ask else ("han" if blank and blank.group(1) == "yaku" else "fu")
        return {"han": "dora", "fu": "fu", "payment": "payments"}.get(ask_for, "all")
    if re.search(r"render_score_html|render_steps_html", code):
        return "all"
    return "yaku"


def example_uses(code: str) -> set[str]:
    """The concepts of the worked examples a code cell writes out in full."""
    from ..errors import MjlearnError
    from ..riichi import Situation, score

    found: set[str] = set()
    detail = _detail_of(code)
    for _, args, kwargs in _literal_calls(code, ("Situation",)):
        try:
            situation = Situation(*args, **kwargs)
            result = score(situation)
        except (MjlearnError, TypeError, ValueError):
            continue   # a hand the cell shows being refused
        found |= result_concepts(result, situation, detail)
    return found


# --- exercises -------------------------------------------------------------------------

WIDGET_OPTIONS = ("lang", "store", "review", "picker", "attempts", "adaptive", "timed",
                  "clock")


@dataclass(frozen=True)
class Exercise:
    kind: str
    seed: int
    difficulty: int
    ruleset: str
    constraints: dict


def exercises_of(code: str) -> list[Exercise]:
    """The ``ExerciseWidget(…)`` calls of a code cell, with their arguments."""
    found = []
    for _, args, kwargs in _literal_calls(code, ("ExerciseWidget",)):
        kind = args[0] if args else kwargs.pop("kind", "find_waits")
        seed = args[1] if len(args) > 1 else kwargs.pop("seed", 0)
        difficulty = args[2] if len(args) > 2 else kwargs.pop("difficulty", 1)
        ruleset = kwargs.pop("ruleset", "standard")
        constraints = {k: v for k, v in kwargs.items() if k not in WIDGET_OPTIONS}
        found.append(Exercise(kind, seed, difficulty, ruleset, constraints))
    return found


def exercise_questions(exercise: Exercise, draws: int = NEXT_DRAWS) -> list:
    """The first question a learner sees and the next ``draws`` the "Next" button brings,
    as the widget draws them (``random.Random(seed)``), at the exercise's level and the
    level above (where a learner on a streak goes)."""
    from ..errors import MjlearnError
    from ..exercises import generate
    from ..exercises.registry import get_kind

    kind = get_kind(exercise.kind)
    levels = [exercise.difficulty] + [d for d in kind.difficulties if d == exercise.difficulty + 1]
    questions = [generate(exercise.kind, exercise.seed, exercise.difficulty, exercise.ruleset,
                          **exercise.constraints)]
    for level in levels:
        rng = random.Random(exercise.seed)
        for _ in range(draws if level == exercise.difficulty else draws // 2):
            try:
                questions.append(generate(exercise.kind, rng.randrange(2 ** 31), level,
                                          exercise.ruleset, **exercise.constraints))
            except MjlearnError:   # a level above that these constraints rule out
                break
    return questions


def exercise_uses(code: str) -> set[str]:
    found: set[str] = set()
    for exercise in exercises_of(code):
        for question in exercise_questions(exercise):
            found |= question_concepts(question)
    return found


# --- the map and its check -------------------------------------------------------------

def introduced_at(lessons: list[Lesson]) -> dict[str, tuple[int, int]]:
    """Each concept → (lesson index, cell index) of the first cell that introduces it."""
    first: dict[str, tuple[int, int]] = {}
    for li, lesson in enumerate(lessons):
        for ci, cell in enumerate(lesson.cells):
            for concept in cell.introduces:
                first.setdefault(concept, (li, ci))
    return first


def cell_uses(cell: Cell, lessons: list[Lesson], first: dict[str, tuple[int, int]]) -> dict[str, str]:
    """concept → how the cell uses it ("prose", "example", "exercise", "declared")."""
    found: dict[str, str] = {}
    names = [lesson.name for lesson in lessons]
    if cell.kind == "markdown" and not (cell.preview or cell.fold):
        for block in cell.blocks:
            if not block.translatable:
                continue
            linked = {names.index(target) for target in _LINK.findall(block.text)
                      if target in names}
            for concept in prose_uses(block.text):
                if concept in first and first[concept][0] in linked:
                    continue   # "([Fu](07_fu.ipynb))": a pointer ahead, not a use
                found.setdefault(concept, "prose")
    elif cell.kind == "code" and not cell.preview:   # a foretaste of the goal (lesson 00)
        for concept in example_uses(cell.text):
            found.setdefault(concept, "example")
        for concept in exercise_uses(cell.text):
            found.setdefault(concept, "exercise")
    for concept in cell.uses:
        found.setdefault(concept, "declared")
    return found


def lesson_uses(lessons: list[Lesson], index: int) -> list[tuple[str, str, str]]:
    """(cell id, concept, how) for every use in lesson ``index``."""
    first = introduced_at(lessons)
    return [(cell.id, concept, how) for cell in lessons[index].cells
            for concept, how in sorted(cell_uses(cell, lessons, first).items())]


def problems(lessons: list[Lesson], allowed: dict[str, set[str]] | None = None) -> list[str]:
    """Every use of a concept before a cell introduced it, every unknown concept id, and
    every concept of an earlier lesson a lesson uses without declaring it."""
    allowed = allowed or {}
    known_ids = set(concepts())
    first = introduced_at(lessons)
    found = []
    for li, lesson in enumerate(lessons):
        for cell in lesson.cells:
            for concept in (*cell.introduces, *cell.uses):
                if concept not in known_ids:
                    found.append(f"{lesson.name}:{cell.id}: unknown concept {concept}")
        declared = set(lesson.uses) | set(lesson.introduces)
        for ci, cell in enumerate(lesson.cells):
            for concept, how in sorted(cell_uses(cell, lessons, first).items()):
                if concept in allowed.get(lesson.name, ()):
                    continue
                where = first.get(concept)
                if where is None or where > (li, ci):
                    later = f" ({lessons[where[0]].name} introduces it)" if where else ""
                    found.append(f"{lesson.name}:{cell.id}: {how} uses {concept} before any "
                                 f"lesson introduces it{later}")
                elif where[0] < li and concept not in declared and lesson.introduces:
                    found.append(f"{lesson.name}:{cell.id}: {how} uses {concept} of "
                                 f"{lessons[where[0]].name}: declare it (%%@ uses {concept})")
    return found


def curriculum_data(lessons: list[Lesson]) -> dict:
    """What the exercises read (``mjlearn/exercises/curriculum.json``): each lesson's
    number and the concepts it introduces."""
    return {"introduces": {str(int(lesson.name[:2])): sorted(lesson.introduces)
                           for lesson in lessons}}


def taught_up_to(lessons: list[Lesson], number: int) -> frozenset[str]:
    """The concepts lessons 00 to ``number`` introduce (what "taught up to lesson N" means)."""
    return frozenset(c for lesson in lessons if int(lesson.name[:2]) <= number
                     for c in lesson.introduces)
