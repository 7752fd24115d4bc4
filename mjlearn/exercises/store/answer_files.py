"""A quiz's answer files and the class report graded from them.

A quiz in test mode ends with "download my answers": a small JSON file with the quiz
(its seed, kinds, count, difficulty, ruleset and constraints: what ``mjlearn quiz``
takes), the language the learner answered in, the learner's name and the answers **as
typed** — the text of the answer box, one value per labelled field, or the ids of the
toggled choices. It never holds a score: :func:`grade_class` asks the engine about every
answer again (``check``, the same call as the widget), so a file can carry answers but
not marks.

    spec = QuizSpec(seed=7, kinds=("count_fu", "hand_payments"), count=3)
    text = answers_json(spec, "pl", "Ana", typed_answers)      # the widget's download
    report = grade_class([("ana.json", text), ...], spec)      # mjlearn quiz grade

A file that cannot be read, or answers another quiz (another seed, other kinds …), is
set aside with its typed error (``report.rejected``, each naming its file) and the others
are graded. A missing answer, or one the engine cannot read, counts as wrong and is named
in the student's result.

**Attempts.** A quiz in test mode taken again after its answer key was shown is a new
attempt, on new questions (:func:`attempt_seed`); the file keeps every attempt with its
answers (``"attempts"``; ``"answers"`` is the first). The first attempt is the grade; the
others are shown beside it (``StudentResult.later``), never counted.

**The quiz comes from the files.** Each file names its quiz; the class report is the
quiz most files answer. Options given (``grade_class(files, given={"seed": 7})``, the
command line's) must agree with a file, or it is set aside with the reason. A file that
is a copy of another (the same bytes) is graded once; two files with one student's name
are both graded and named (``ClassReport.same_names``).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Iterable, Mapping

from ...errors import MjlearnError, register_error_codes
from ..tutor.quiz import QuizReport, QuizTest, quiz_questions
from ..skills import SKILLS, skills_of

FORMAT = "mjlearn-quiz-answers"
VERSION = 2                  # 2: every attempt kept ("attempts"); 1 is read as one attempt
MAX_NAME = 80
MAX_FILE = 1 << 20           # bytes of an answer file (a quiz of 200 answers is far less)
MAX_DEPTH = 12               # nesting of its JSON (an answer is at most a mapping of lists)
MAX_ATTEMPTS = 50
OPTIONS = ("seed", "kinds", "count", "difficulty", "ruleset", "constraints")

register_error_codes({
    "answers_unreadable": ("file",),
    "answers_not_quiz": ("file",),
    "answers_other_version": ("file", "found", "expected"),
    "answers_other_questions": ("file",),
    "answers_too_large": ("file", "maximum"),
    "answers_not_regular": ("file",),
    "answers_duplicate": ("file", "other"),
    "answers_disagree": ("file", "option", "found", "given"),
})


def attempt_seed(seed: int, attempt: int) -> int:
    """The seed of a quiz's ``attempt`` (the first is the quiz's own): a new attempt,
    after the answer key was shown, asks new questions."""
    if attempt == 1:
        return seed
    digest = hashlib.sha256(f"mjlearn-quiz-attempt:{seed}:{attempt}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1       # within SQLite's 64 bits


def clean_name(name: Any) -> str:
    """A learner's name as the file keeps it: text, at most :data:`MAX_NAME` characters,
    a lone surrogate (half of an emoji pasted) replaced."""
    text = str(name) if not isinstance(name, str) else name
    text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return "".join(c for c in text if c.isprintable() or c == " ").strip()[:MAX_NAME]


@dataclass(frozen=True, slots=True)
class QuizSpec:
    """What makes a quiz: the same spec gives the same questions, in the same order."""

    seed: int
    kinds: tuple[str, ...]
    count: int
    difficulty: int = 1
    ruleset: str = "standard"
    constraints: tuple[tuple[str, Any], ...] = ()

    def questions(self):
        constraints = dict(self.constraints)
        if set(constraints) & {"seed", "kinds", "count", "difficulty", "ruleset"}:
            raise MjlearnError("bad_constraint", constraint=", ".join(sorted(constraints)),
                               known="")
        return quiz_questions(self.seed, list(self.kinds), self.count, self.difficulty,
                              self.ruleset, **constraints)

    def for_attempt(self, attempt: int) -> "QuizSpec":
        """The quiz of a later attempt: the same options, new questions."""
        return replace(self, seed=attempt_seed(self.seed, attempt))

    def as_json(self) -> dict:
        return {"seed": self.seed, "kinds": list(self.kinds), "count": self.count,
                "difficulty": self.difficulty, "ruleset": self.ruleset,
                "constraints": dict(self.constraints)}


def typed_json(answer: Any) -> Any:
    """An answer as typed, in JSON: text, a mapping (labelled fields) or a sorted list
    (the ids of toggled choices); None for no answer."""
    if answer is None or isinstance(answer, (str, int)):
        return answer
    if isinstance(answer, dict):
        return {str(k): typed_json(v) for k, v in answer.items()}
    if isinstance(answer, (set, frozenset)):
        return sorted(answer)
    if isinstance(answer, (list, tuple)):
        return list(answer)
    return str(answer)


def typed_answer(value: Any) -> Any:
    """Back from JSON: a list is a set of toggled choices (what ``check`` reads)."""
    return frozenset(value) if isinstance(value, list) else value


def answers_document(spec: QuizSpec, lang: str, name: str, answers: Iterable[Any],
                     later: Iterable[Iterable[Any]] = ()) -> dict:
    """The file's content: the quiz, the language, the name, the first attempt's
    ``answers`` and every attempt (``later``: the answers of the attempts after it)."""
    first = [typed_json(a) for a in answers]
    attempts = [{"attempt": 1, "seed": spec.seed, "answers": first}]
    for number, given in enumerate(later, 2):
        attempts.append({"attempt": number, "seed": attempt_seed(spec.seed, number),
                         "answers": [typed_json(a) for a in given]})
    return {"format": FORMAT, "version": VERSION, **spec.as_json(), "language": lang,
            "name": clean_name(name), "answers": first, "attempts": attempts}


def answers_json(spec: QuizSpec, lang: str, name: str, answers: Iterable[Any],
                 later: Iterable[Iterable[Any]] = ()) -> str:
    """The answer file's text (UTF-8 JSON)."""
    return json.dumps(answers_document(spec, lang, name, answers, later), ensure_ascii=False,
                      indent=1) + "\n"


# --- reading and grading ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class StudentResult:
    """One graded file: ``name`` (the file's name when the learner left it empty),
    ``report`` (the engine's verdicts, as a quiz in test mode ends), the questions left
    ``missing`` and the answers the engine could not read (``unreadable``: number,
    typed answer, typed error), each counted wrong."""

    file: str
    name: str
    lang: str
    report: QuizReport
    missing: tuple[int, ...] = ()
    unreadable: tuple[tuple[int, Any, MjlearnError], ...] = ()
    later: tuple["StudentResult", ...] = ()   # the attempts after the first (not counted)
    attempt: int = 1
    named: bool = True       # False: no name in the file (``name`` is the file's)

    @property
    def correct(self) -> int:
        return self.report.correct

    @property
    def total(self) -> int:
        return self.report.total


@dataclass(frozen=True, slots=True)
class Rate:
    """``right`` of ``total`` for one question (``key``: its number) or one skill."""

    key: Any
    right: int
    total: int

    @property
    def value(self) -> float | None:
        return self.right / self.total if self.total else None


@dataclass(frozen=True, slots=True)
class ClassReport:
    spec: QuizSpec
    questions: tuple
    students: tuple[StudentResult, ...]
    rejected: tuple[MjlearnError, ...]
    same_names: tuple[tuple[str, tuple[str, ...]], ...] = ()   # (name, its files)

    def question_rates(self) -> tuple[Rate, ...]:
        """Each question: the students who answered it right, of those graded."""
        return tuple(Rate(n, sum(s.report.entries[n - 1].correct for s in self.students),
                          len(self.students)) for n in range(1, len(self.questions) + 1))

    def skill_rates(self) -> tuple[Rate, ...]:
        """Each skill the quiz asks, counted as the progress store counts it: a right
        answer shows every skill of its question; a mistake the engine recognises shows
        only its own skill; any other wrong answer, every skill of the question."""
        right: dict[str, int] = {}
        total: dict[str, int] = {}
        for student in self.students:
            for entry in student.report.entries:
                skills = skills_of(entry.key.question)
                verdict = entry.verdict
                if verdict is not None and not verdict.correct and verdict.skill:
                    skills = (verdict.skill,)
                for skill in skills:
                    total[skill] = total.get(skill, 0) + 1
                    right[skill] = right.get(skill, 0) + int(entry.correct)
        return tuple(Rate(k, right[k], total[k]) for k in SKILLS if k in total)


def _depth(value: Any, limit: int) -> int:
    """How deep ``value`` nests, counted up to ``limit`` + 1 (no deeper look)."""
    if not isinstance(value, (list, dict)) or limit < 0:
        return 0
    items = value.values() if isinstance(value, dict) else value
    return 1 + max((_depth(v, limit - 1) for v in items), default=0)


def load_answers(text: str | bytes, file: str) -> dict:
    """The answer file's JSON, read with a size and a depth limit (typed errors)."""
    if len(text) > MAX_FILE:
        raise MjlearnError("answers_too_large", file=file, maximum=MAX_FILE)
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise MjlearnError("answers_unreadable", file=file) from None
    if _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise MjlearnError("answers_unreadable", file=file)
    if not isinstance(data, dict) or data.get("format") != FORMAT or \
            not isinstance(data.get("answers"), list):
        raise MjlearnError("answers_not_quiz", file=file)
    return data


def spec_of(data: dict, file: str) -> QuizSpec:
    """The quiz a file answers, from its own options (a typed error if they are not
    a quiz's)."""
    seed, kinds, count = data.get("seed"), data.get("kinds"), data.get("count")
    difficulty, ruleset = data.get("difficulty", 1), data.get("ruleset", "standard")
    constraints = data.get("constraints", {})
    if not (type(seed) is int and isinstance(kinds, list) and kinds
            and all(isinstance(k, str) and len(k) <= 40 for k in kinds) and len(kinds) <= 50
            and type(count) is int and type(difficulty) is int and isinstance(ruleset, str)
            and len(ruleset) <= 40 and isinstance(constraints, dict)
            and all(isinstance(k, str) for k in constraints)):
        raise MjlearnError("answers_not_quiz", file=file)
    return QuizSpec(seed, tuple(kinds), count, difficulty, ruleset,
                    tuple(sorted(constraints.items())))


def _shown(value: Any) -> str:
    from ...checks import describe

    if isinstance(value, (list, tuple)):
        return ",".join(describe(v, 20) for v in value)
    if isinstance(value, dict):
        return describe(json.dumps(value, sort_keys=True), 40)
    return describe(value, 40)


def check_given(spec: QuizSpec, given: Mapping[str, Any], file: str) -> None:
    """The options the teacher gave must be the file's quiz's (else set aside)."""
    ours = spec.as_json()
    for option, value in given.items():
        if value is None:
            continue
        wanted = list(value) if option == "kinds" else value
        if ours[option] != wanted:
            raise MjlearnError("answers_disagree", file=file, option=f"--{option}",
                               found=_shown(ours[option]), given=_shown(wanted))


def read_answers(text: str | bytes, file: str, spec: QuizSpec) -> dict:
    """The answer file's content, checked against ``spec`` (typed errors otherwise)."""
    data = load_answers(text, file)
    if data.get("seed") != spec.seed or type(data.get("seed")) is not int:
        raise MjlearnError("answers_other_version", file=file, found=_shown(data.get("seed")),
                           expected=str(spec.seed))
    theirs = {k: data.get(k) for k in ("kinds", "count", "difficulty", "ruleset", "constraints")}
    ours = {k: v for k, v in spec.as_json().items() if k in theirs}
    if theirs != ours or len(data["answers"]) > len(spec.kinds) * spec.count:
        raise MjlearnError("answers_other_questions", file=file)
    return data


def _attempts(data: dict, spec: QuizSpec) -> list[tuple[int, list]]:
    """(number, answers) of every attempt after the first whose seed is its own."""
    found = data.get("attempts")
    if not isinstance(found, list):
        return []
    later = []
    for entry in found[1:MAX_ATTEMPTS]:
        if not isinstance(entry, dict):
            continue
        number, answers = entry.get("attempt"), entry.get("answers")
        if type(number) is int and 2 <= number <= MAX_ATTEMPTS and isinstance(answers, list) \
                and entry.get("seed") == attempt_seed(spec.seed, number) \
                and len(answers) <= len(spec.kinds) * spec.count:
            later.append((number, answers))
    return later


def _graded(answers: list, test: QuizTest, lang: str, file: str) -> tuple:
    answers = list(answers) + [None] * (len(test.questions) - len(answers))
    missing, unreadable = [], []
    for index, typed in enumerate(answers):
        if typed is None or typed == "" or typed == {} or typed == []:
            missing.append(index + 1)
            continue
        try:
            test = test.answer(index, typed_answer(typed), lang)
        except MjlearnError as error:
            unreadable.append((index + 1, typed, error))
        except (TypeError, ValueError, AttributeError):   # a value no widget writes
            unreadable.append((index + 1, typed, MjlearnError("answers_not_quiz", file=file)))
    return test.report(), tuple(missing), tuple(unreadable)


def grade_file(text: str | bytes, file: str, spec: QuizSpec, questions=None) -> StudentResult:
    """One file, every answer checked by the engine again: its first attempt, and the
    others beside it."""
    from ...i18n import SUPPORTED_LANGUAGES

    data = read_answers(text, file, spec)
    lang_value = data.get("language")
    # the language the answers were typed in (an unknown one: read as the default's)
    lang = lang_value if isinstance(lang_value, str) and lang_value in SUPPORTED_LANGUAGES \
        else None
    name = clean_name(data.get("name")) if isinstance(data.get("name"), str) else ""
    test = QuizTest(tuple(questions if questions is not None else spec.questions()))
    report, missing, unreadable = _graded(data["answers"], test, lang, file)
    later = []
    for number, answers in _attempts(data, spec):
        try:
            again = QuizTest(tuple(spec.for_attempt(number).questions()))
        except MjlearnError:
            continue
        r, m, u = _graded(answers, again, lang, file)
        later.append(StudentResult(file, name or file, lang or "en", r, m, u, attempt=number))
    from ...i18n import resolve_language
    return StudentResult(file, name or file, resolve_language(lang), report, missing,
                         unreadable, tuple(later), 1, bool(name))


def grade_class(files: Iterable[tuple[str, str | bytes]], spec: QuizSpec | None = None, *,
                given: Mapping[str, Any] | None = None,
                rejected: Iterable[MjlearnError] = ()) -> ClassReport:
    """Every file graded; those that cannot be set aside with their error. ``spec``: the
    quiz every file must answer; without it, the quiz is read from the files (the one
    most of them answer), and ``given`` options must agree with each file. ``rejected``:
    files already set aside while reading them."""
    rejected = list(rejected)
    loaded, seen = [], {}
    for file, text in files:
        digest = hashlib.sha256(text if isinstance(text, bytes) else
                                text.encode("utf-8", "surrogatepass")).hexdigest()
        if digest in seen:
            rejected.append(MjlearnError("answers_duplicate", file=file, other=seen[digest]))
            continue
        seen[digest] = file
        try:
            data = load_answers(text, file)
            theirs = spec_of(data, file)
            if given:
                check_given(theirs, given, file)
        except MjlearnError as error:
            rejected.append(error)
            continue
        loaded.append((file, text, theirs))
    if spec is None:
        counts = Counter(theirs for _f, _t, theirs in loaded)
        spec = max(counts, key=lambda s: (counts[s], -next(
            i for i, (_f, _t, t) in enumerate(loaded) if t == s))) if counts else None
    if spec is None:
        return ClassReport(QuizSpec(0, ("count_fu",), 1), (), (), tuple(rejected))
    questions = tuple(spec.questions())
    students = []
    for file, text, _theirs in loaded:
        try:
            students.append(grade_file(text, file, spec, questions))
        except MjlearnError as error:
            rejected.append(error)
    names: dict[str, list[str]] = {}
    for student in students:
        if student.named:
            names.setdefault(student.name.casefold(), []).append(student.file)
    same = tuple((next(s.name for s in students if s.file == files_[0]), tuple(files_))
                 for files_ in names.values() if len(files_) > 1)
    return ClassReport(spec, questions, tuple(students), tuple(rejected), same)


__all__ = ["FORMAT", "VERSION", "QuizSpec", "typed_json", "typed_answer", "answers_document",
           "answers_json", "StudentResult", "Rate", "ClassReport", "read_answers",
           "grade_file", "grade_class", "attempt_seed", "clean_name", "load_answers",
           "spec_of", "MAX_FILE"]
