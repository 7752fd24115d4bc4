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
set aside with its typed error (``report.rejected``) and the others are graded. A
missing answer, or one the engine cannot read, counts as wrong and is named in the
student's result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable

from ...errors import MjlearnError, register_error_codes
from ..tutor.quiz import QuizReport, QuizTest, quiz_questions
from ..skills import SKILLS, skills_of

FORMAT = "mjlearn-quiz-answers"
VERSION = 1
MAX_NAME = 80

register_error_codes({
    "answers_unreadable": ("file",),
    "answers_not_quiz": ("file",),
    "answers_other_version": ("file", "found", "expected"),
    "answers_other_questions": ("file",),
})


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
        return quiz_questions(self.seed, list(self.kinds), self.count, self.difficulty,
                              self.ruleset, **dict(self.constraints))

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


def answers_document(spec: QuizSpec, lang: str, name: str, answers: Iterable[Any]) -> dict:
    return {"format": FORMAT, "version": VERSION, **spec.as_json(), "language": lang,
            "name": str(name).strip()[:MAX_NAME], "answers": [typed_json(a) for a in answers]}


def answers_json(spec: QuizSpec, lang: str, name: str, answers: Iterable[Any]) -> str:
    """The answer file's text (UTF-8 JSON)."""
    return json.dumps(answers_document(spec, lang, name, answers), ensure_ascii=False,
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


def read_answers(text: str | bytes, file: str, spec: QuizSpec) -> dict:
    """The answer file's content, checked against ``spec`` (typed errors otherwise)."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise MjlearnError("answers_unreadable", file=file) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or \
            not isinstance(data.get("answers"), list):
        raise MjlearnError("answers_not_quiz", file=file)
    if data.get("seed") != spec.seed:
        raise MjlearnError("answers_other_version", file=file, found=str(data.get("seed"))[:20],
                           expected=str(spec.seed))
    theirs = {k: data.get(k) for k in ("kinds", "count", "difficulty", "ruleset", "constraints")}
    ours = {k: v for k, v in spec.as_json().items() if k in theirs}
    if theirs != ours or len(data["answers"]) > len(spec.kinds) * spec.count:
        raise MjlearnError("answers_other_questions", file=file)
    return data


def grade_file(text: str | bytes, file: str, spec: QuizSpec, questions=None) -> StudentResult:
    """One file, every answer checked by the engine again."""
    from ...i18n import resolve_language

    data = read_answers(text, file, spec)
    test = QuizTest(tuple(questions if questions is not None else spec.questions()))
    lang_value = data.get("language")
    lang = resolve_language(lang_value if isinstance(lang_value, str) and
                            len(lang_value) < 12 else None)
    answers = list(data["answers"]) + [None] * (len(test.questions) - len(data["answers"]))
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
    name = data.get("name")
    name = name.strip()[:MAX_NAME] if isinstance(name, str) and name.strip() else file
    return StudentResult(file, name, lang, test.report(), tuple(missing), tuple(unreadable))


def grade_class(files: Iterable[tuple[str, str | bytes]], spec: QuizSpec) -> ClassReport:
    """Every file graded; those that cannot be set aside with their error."""
    questions = tuple(spec.questions())
    students, rejected = [], []
    for file, text in files:
        try:
            students.append(grade_file(text, file, spec, questions))
        except MjlearnError as error:
            rejected.append(error)
    return ClassReport(spec, questions, tuple(students), tuple(rejected))


__all__ = ["FORMAT", "VERSION", "QuizSpec", "typed_json", "typed_answer", "answers_document",
           "answers_json", "StudentResult", "Rate", "ClassReport", "read_answers",
           "grade_file", "grade_class"]
