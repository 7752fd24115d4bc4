"""Exercises checked by the engine: generators, checkers, misconceptions, hints, skills,
feedback by attempt, the progress store and spaced review.

    from mjlearn.exercises import generate, check, hints
    q = generate("find_waits", seed=7, difficulty=2)
    verdict = check(q, "36m", lang="pl")     # Verdict(correct, expected, given, misconception…)
    steps = hints(q)                          # trace steps, rendered by mjlearn.i18n

No answer is stored: ``check`` asks the engine every time.

The package's rooms, each module importing only those before it: :mod:`.base` (questions,
verdicts, misconceptions), :mod:`.kind` (the table of kinds), :mod:`.skills` and
:mod:`.trace_diagnosis` (each step of the trace missed, doubled or taken from the other
case, as data; the hint where nothing explains a number); ``answers/``
(reading and showing answers, names, fields, the messages); :mod:`.registry` (the calls
every kind answers); ``kinds/`` (every exercise kind); ``tutor/`` (tries and hints, review,
timed drills, the printed quiz); ``store/`` (progress, the browser's store, answer files).

Kinds: ``dora_from_indicator``, ``find_waits`` and ``furiten`` (tiles, :mod:`.kinds.furiten`); ``name_yaku``, ``count_han``,
``count_fu``, ``hand_payments`` (a whole Riichi hand, :mod:`.kinds.riichi_kinds`,
:mod:`.kinds.payments`); ``han_fu_to_points``; ``round_settlement``, ``final_score``,
``pay_with_sticks`` (the table, :mod:`.kinds.table_kinds`); ``pao``, ``abortive_draw`` (the
rules that move points at the table, :mod:`.kinds.table_rules`); ``call_score`` (a score called
out as players do, :mod:`.kinds.calls`); ``classic_hand_score``, ``classic_settlement``
(:mod:`.kinds.classic_kinds`). ``mjlearn quiz`` prints any of them.

**Timed drills** (:mod:`.tutor.timing`) — :func:`target_seconds` (a target time per question),
:func:`speed_questions` (a speed round of mixed, realistic questions) and
:func:`speed_summary` (accuracy and median time); the progress store keeps each timed
answer's seconds, the personal best and every finished round.

The API a widget builds on (every object frozen; every text rendered by ``mjlearn.i18n``):

**Questions** — :class:`Question` (``kind, seed, difficulty, ruleset, data, prompt,
answer_type, choices, constraints, fields, skills``). ``generate(kind, seed, difficulty,
ruleset, **constraints)`` fills ``constraints`` (so the same skill can be drawn again),
``fields`` and ``skills``. ``question_for(kind, situation)`` is the ``name_yaku``,
``count_han``, ``count_fu`` or ``hand_payments`` question on a given hand (a worked
example's estimate is checked and diagnosed like an exercise's).

**Answers in the form the question has** — ``check(question, answer, lang)`` takes typed
text, one value per labelled field (a mapping ``{field.key: text or int}``) or a
canonical value (a set of yaku ids from toggle buttons). ``question.fields`` are
:class:`Field` s (``key``, ``label``); :func:`field_label` renders a label ("Each
non-dealer pays", "Player 2 (the dealer)"). A tsumo's amounts are non-dealer share
first, then the dealer's. For ``name_yaku``, :func:`choice_names` gives each choice's
``ChoiceName(id, name, romaji)`` for toggle buttons, and typed names are read in any
case, any order, any of the five languages, romaji or the old ids (:mod:`.answers.choices`).
Tile answers stay mpsz.

**A miss teaches** (:mod:`.tutor.tries`) — :class:`Tries` ``(question, attempts=2)``:
``tries.check(answer, lang) -> (tries, Feedback)`` and ``tries.reveal()``. A
:class:`Feedback` has ``status`` (``"correct"``, ``"diagnosed"``: the named mistake and
"try again", ``"not_yet"``: "not yet" and the first ``hint``, ``"revealed"``: the
``answer`` and the whole ``explanation``), the ``steps`` to show, the ``verdict``, the
``attempt`` number and ``offer_similar``. Before the last try the answer is never shown.
:func:`respond` and :func:`reveal_answer` are the same as pure functions;
:func:`similar` ``(question, skill=None)`` draws "a similar one" (same kind, difficulty,
ruleset and constraints, a new seed, on the missed skill when named); :func:`draw` draws
from settings. ``feedback(question, verdict)`` keeps its old meaning: the whole
feedback, the answer included (what a revealed question says).

**Skills** (:mod:`.skills`) — every question is tagged (``question.skills`` or
:func:`skills_of`), every misconception belongs to a skill (``Verdict.skill``);
:data:`SKILLS` lists them in chart order and :func:`skill_name` localizes one.

**Progress** (:mod:`.store.progress`) — :class:`ProgressStore` ``(path=None, learner=…,
lang=…)``, kept in the user's data directory (``platformdirs``) by default, keyed by
learner, language and ruleset: ``record(question, verdict, lang=, attempt=)`` (never
raises; returns whether it was saved), ``mastery(lang=, ruleset=)`` → :class:`Mastery`
per skill (data for a chart), ``due()`` → :class:`ReviewItem` s (the skills missed in
the session, then the FSRS cards due today: :mod:`.tutor.spacing`), ``next_review()``,
``review_question(lang=, ruleset=)`` (a due skill again, same ruleset and constraints),
``difficulty(kind, lang=, ruleset=)`` (up after a streak, down after misses),
``score()``, ``attempts()``. A damaged, read-only, locked or unreachable file sets
``store.error`` to a :class:`StoreError` (a typed error with a localized message) and the
exercise goes on without saving. :func:`default_store` is the store a widget uses by
default; pass ``store=None`` to a widget to keep nothing.

**Quizzes** (:mod:`.tutor.quiz`) — :func:`answer_key` (what ``mjlearn quiz --answers`` prints)
and :class:`QuizTest`, the test mode: answers locked in, the :class:`QuizReport` (score
and every question's answer and explanation) only at the end.
"""

from ..lazy import lazy_exports

# Each name is imported from its module on first use, and the kinds
# (mjlearn.exercises.kinds) register when the table of kinds is first read: a cell that
# shows a hand never loads the progress store, the quiz or the kinds it does not draw.
__getattr__, __dir__ = lazy_exports(__name__, {
    ".answers.forms": ["display_answer", "parse_answer"],
    ".answers.messages": ["answer_text"],
    ".base": ["ANSWER_TYPES", "CALL", "INTEGER", "MULTIPLE_CHOICE", "POINTS", "POINTS_LIST",
              "SINGLE_CHOICE", "TILE", "TILE_SET", "Field", "Misconception", "Question",
              "Verdict", "diagnose", "diagnosis_step", "recomputed"],
    ".answers.choices": ["ChoiceName", "choice_names", "read_choices"],
    ".answers.fields": ["field_label"],
    ".kinds.given": ["question_for"],
    ".store.browser_store": ["default_store"],
    ".store.progress": ["Mastery", "ProgressStore", "ReviewItem", "RoundResult", "Score",
                        "StoreError", "default_path"],
    ".tutor.quiz": ["FINAL_QUIZ_COUNT", "FINAL_QUIZ_KINDS", "KeyEntry", "QuizReport", "QuizTest",
                    "ReportEntry", "answer_key", "quiz_questions"],
    ".registry": ["KINDS", "ExerciseKind", "check", "expected_answer", "feedback", "fields_of",
                  "generate", "get_kind", "hints", "register_kind"],
    ".skills": ["SKILLS", "skill_name", "skills_of"],
    ".tutor.timing": ["SPEED_KINDS", "SpeedSummary", "TimedAnswer", "speed_questions",
                      "speed_summary", "target_seconds"],
    ".tutor.tries": ["CORRECT", "DIAGNOSED", "NOT_YET", "REVEALED", "Feedback", "Tries", "draw",
                     "first_hint", "respond", "reveal_answer", "similar", "diagnosis_steps"],
})

__all__ = [
    "generate", "check", "hints", "feedback", "expected_answer", "KINDS", "ExerciseKind", "get_kind",
    "register_kind", "Question", "Verdict", "Misconception", "recomputed", "diagnose",
    "diagnosis_step", "parse_answer", "display_answer", "answer_text", "ANSWER_TYPES", "TILE", "TILE_SET",
    "INTEGER", "POINTS", "POINTS_LIST", "SINGLE_CHOICE", "MULTIPLE_CHOICE",
    "Field", "field_label", "fields_of", "ChoiceName", "choice_names", "read_choices",
    "Feedback", "Tries", "respond", "reveal_answer", "first_hint", "similar", "draw",
    "diagnosis_steps", "CORRECT", "DIAGNOSED", "NOT_YET", "REVEALED",
    "SKILLS", "skills_of", "skill_name",
    "ProgressStore", "StoreError", "Mastery", "ReviewItem", "Score", "RoundResult", "default_path",
    "default_store",
    "FINAL_QUIZ_KINDS", "FINAL_QUIZ_COUNT", "KeyEntry", "answer_key", "QuizTest", "QuizReport", "ReportEntry", "quiz_questions",
    "question_for", "CALL", "target_seconds", "speed_questions", "speed_summary",
    "SpeedSummary", "TimedAnswer", "SPEED_KINDS",
]
