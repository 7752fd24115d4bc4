"""``mjlearn quiz --seed 7 --kinds count_fu,hand_payments --count 5 --lang pl``: the
questions the notebooks show for that seed (``mjlearn quiz --seed 7`` alone: lesson 16's
final quiz, its nine kinds, one question each), and with ``--answers`` the answer key with
each explanation, step by step; ``--html`` writes a page to hand out or print.

``mjlearn quiz grade answers/*.json``: the class's answer files (a quiz widget's
"download my answers") checked by the engine again, and the class report: each student's
score and mistakes named by misconception, each question's (by topic) and each skill's
success rate; ``--html`` a page with charts, ``--csv`` a gradebook. The quiz is read from
the files; ``--seed``, ``--kinds``… given too must agree with each file, or it is set
aside with the reason. Only ordinary files are read (no links, devices or pipes), each
at most 1 MiB; a copy of a file is graded once."""

from __future__ import annotations

import argparse
import csv
import io
import sys
from html import escape
from pathlib import Path

from ..errors import MjlearnError
from ..exercises import KINDS
from ..exercises.tutor.quiz import (FINAL_QUIZ_COUNT, FINAL_QUIZ_KINDS, MAX_QUESTIONS, answer_key,
                                    question_lines, quiz_questions)
from ..i18n import render_step
from ..i18n.html import text_html
from ..i18n.markers import N_
from ..trace import step
from .output import as_typed


DEFAULT_COUNT = 5   # questions of each kind a quiz of --kinds asks


def _quiz_options(p: argparse.ArgumentParser, say, grading: bool = False) -> None:
    """The options that name a quiz: the same for printing it and for grading it (where
    each is read from the files when it is not given)."""
    p.add_argument("--seed", type=say.whole_number, metavar="N", help=say(N_(
        "the quiz's number: the same number gives the same questions every time")))
    p.add_argument("--kinds", metavar=say(N_("KIND,KIND")), help=say(N_(
        "the kinds of exercise, separated by commas: {kinds}"), kinds=", ".join(sorted(KINDS)))
        if grading else say(N_(
        "the kinds of exercise, separated by commas: {kinds} (default: the final quiz's "
        "nine kinds, one question each)"), kinds=", ".join(sorted(KINDS))))
    p.add_argument("--count", type=say.whole_number, default=None, metavar="N",
                   help=say(N_("the questions of each kind (default: what the files say)"))
                   if grading else say(N_("the questions of each kind (default 5 with --kinds, "
                                          "1 for the final quiz)")))
    p.add_argument("--difficulty", type=say.whole_number, default=None if grading else 1,
                   metavar="N", help=say(N_("the difficulty (default 1)")))
    # --rules, as score, final-score and cheatsheet spell it; --ruleset still works
    p.add_argument("--rules", "--ruleset", dest="ruleset", default=None if grading else "standard",
                   metavar=say(N_("RULES")),
                   help=say(N_("the rules: standard, kostaryov or ema")))


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    _quiz_options(p, say)
    p.add_argument("--answers", action="store_true",
                   help=say(N_("add the answer key, with the explanations")))
    p.add_argument("--html", action="store_true", help=say(N_("an HTML page instead of text")))
    p.set_defaults(func=run, parser=p)
    # (optional: "mjlearn quiz --seed 5" prints a quiz; "grade" reads the answers)
    actions = p.add_subparsers(dest="action", metavar="[grade]")
    g = actions.add_parser("grade", help=say(N_(
        "grade the students' answer files and print the class report")), description=say(N_(
        "Check every answer in the students' answer files (the quiz's \"Download my "
        "answers\") with the engine, and print the class report: each student's score and "
        "mistakes, and how many got each question and each skill right.")))
    _quiz_options(g, say, grading=True)
    g.add_argument("files", nargs="+", metavar=say(N_("FILE")),
                   help=say(N_("the answer files (JSON), for example answers/*.json")))
    g.add_argument("--html", action="store_true",
                   help=say(N_("an HTML page with charts instead of text")))
    g.add_argument("--csv", action="store_true",
                   help=say(N_("a gradebook (CSV): one row per student, one column per "
                               "question")))
    g.add_argument("--lang", default=argparse.SUPPRESS, metavar=say(N_("LANG")), help=say(N_(
        "the language of the output: {languages} (default: the environment's locale, "
        "else en)"), languages=say.languages))
    g.set_defaults(func=run_grade, parser=g)


def _text(code: str, lang: str, **params) -> str:
    return render_step(step(code, **params), lang)


def _tiles_lines(question, lang: str) -> list[str]:
    return [render_step(s, lang) for s in question_lines(question)]


def text_quiz(questions, seed: int, lang: str, answers: bool) -> str:
    from ..widgets.exercise import prompt_text
    out = [_text("quiz.title", lang, seed=seed), ""]
    for n, q in enumerate(questions, 1):
        out.append(f"{_text('quiz.question', lang, number=n)}. {prompt_text(q, lang)}")
        out += ["   " + line for line in _tiles_lines(q, lang)]
        out.append("")
    if answers:
        # the answer key a quiz in test mode shows at the end (mjlearn.exercises.tutor.quiz)
        out += [_text("quiz.answer_key", lang), ""]
        for entry in answer_key(questions):
            out.append(f"{_text('quiz.question', lang, number=entry.number)}. "
                       f"{render_step(entry.answer_step, lang)}")
            out += [f"   {i}. {render_step(s, lang)}" for i, s in enumerate(entry.steps, 1)]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def html_quiz(questions, seed: int, lang: str, answers: bool) -> str:
    from ..widgets.exercise import prompt_text, question_picture
    title = escape(_text("quiz.title", lang, seed=seed))
    parts = [f'<!DOCTYPE html>\n<html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">'
             f"<title>{title}</title></head><body>", f"<h1>{title}</h1>", '<ol class="mjlearn-quiz">']
    for q in questions:
        parts.append(f'<li data-kind="{escape(q.kind, quote=True)}"><p>{escape(prompt_text(q, lang))}</p>'
                     f"{question_picture(q, lang)}"
                     + "".join(f"<p>{escape(line)}</p>" for line in _tiles_lines(q, lang)) + "</li>")
    parts.append("</ol>")
    if answers:
        parts.append(f"<h2>{escape(_text('quiz.answer_key', lang))}</h2><ol class=\"mjlearn-answers\">")
        for entry in answer_key(questions):
            steps = "".join(f'<li data-code="{escape(s.code, quote=True)}">{text_html(render_step(s, lang))}</li>'
                            for s in entry.steps)
            parts.append(f"<li><p>{escape(render_step(entry.answer_step, lang))}</p>"
                         f"<ol>{steps}</ol></li>")
        parts.append("</ol>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _kinds(args: argparse.Namespace) -> list[str]:
    """The quiz's kinds, and ``args.count`` filled in: without ``--kinds``, the final quiz
    of lesson 16 (its nine kinds, one question each unless ``--count`` says otherwise)."""
    if args.seed is None:   # argparse's own words, in the learner's language
        from .language import argparse_speaks
        with argparse_speaks(args.lang):
            args.parser.error(argparse._("the following arguments are required: %s")
                              % "--seed")
    if args.kinds is None:
        kinds = list(FINAL_QUIZ_KINDS)
        args.count = FINAL_QUIZ_COUNT if args.count is None else args.count
    else:
        kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
        args.count = DEFAULT_COUNT if args.count is None else args.count
    if not kinds:
        raise MjlearnError("unknown_exercise_kind", kind=args.kinds[:40], known=", ".join(sorted(KINDS)))
    if not 1 <= args.count <= MAX_QUESTIONS:     # (the bound quiz_questions has too)
        raise MjlearnError("out_of_range", argument="--count", value=str(args.count),
                           minimum=1, maximum=MAX_QUESTIONS)
    return kinds


def _typed(args: argparse.Namespace) -> dict:
    """The options a quiz's own checks may name, as the command line typed them."""
    return {name: ("--" + name, getattr(args, name)) for name in ("seed", "count", "difficulty")}


def run(args: argparse.Namespace) -> int:
    kinds = _kinds(args)
    try:
        questions = quiz_questions(args.seed, kinds, args.count, args.difficulty, args.ruleset)
    except MjlearnError as error:
        raise as_typed(error, _typed(args), args.lang) from None
    render = html_quiz if args.html else text_quiz
    print(render(questions, args.seed, args.lang, args.answers), end="")
    return 0


# --- mjlearn quiz grade --------------------------------------------------------------

def run_grade(args: argparse.Namespace) -> int:
    from ..exercises.store.answer_files import grade_class

    given = {"seed": args.seed, "count": args.count, "difficulty": args.difficulty,
             "ruleset": args.ruleset}
    if args.kinds is not None:
        given["kinds"] = [k.strip() for k in args.kinds.split(",") if k.strip()]
    files, rejected = read_class(args.files)
    try:
        report = grade_class(files, given={k: v for k, v in given.items() if v is not None},
                             rejected=rejected)
    except MjlearnError as error:                   # the quiz's options, not a file
        raise as_typed(error, _typed(args), args.lang) from None
    if args.csv:
        for error in report.rejected:               # the gradebook on stdout, these aside
            print(error_text(error, args.lang), file=sys.stderr)
        print(csv_gradebook(report, args.lang), end="")
    elif args.html:
        print(html_report(report, args.lang), end="")
    else:
        print(text_report(report, args.lang), end="")
    return 0


def read_class(names: list[str]) -> tuple[list[tuple[str, bytes]], list[MjlearnError]]:
    """Each file's label and bytes, read safely: ordinary files only (a link, a folder,
    a device or a pipe is refused unread), at most ``MAX_FILE`` bytes, the same file
    (by another path, ``../``) once. The label is the file's name, or the path as typed
    where two files share a name; either printable."""
    import os
    import stat

    from ..checks import printable
    from ..exercises.store.answer_files import MAX_FILE

    base = [printable(Path(name).name) for name in names]
    labels = [printable(name) if base.count(b) > 1 else b for name, b in zip(names, base)]
    files, rejected, seen = [], [], {}
    for name, label in zip(names, labels):
        try:
            if not stat.S_ISREG(os.lstat(name).st_mode):
                rejected.append(MjlearnError("answers_not_regular", file=label))
                continue
            flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
            fd = os.open(name, flags)
        except (OSError, ValueError):               # gone, no permission, a NUL
            rejected.append(MjlearnError("answers_unreadable", file=label))
            continue
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):      # (changed since it was looked at)
                rejected.append(MjlearnError("answers_not_regular", file=label))
                continue
            if (info.st_dev, info.st_ino) in seen:
                rejected.append(MjlearnError("answers_duplicate", file=label,
                                             other=seen[(info.st_dev, info.st_ino)]))
                continue
            seen[(info.st_dev, info.st_ino)] = label
            if info.st_size > MAX_FILE:
                rejected.append(MjlearnError("answers_too_large", file=label,
                                             maximum=MAX_FILE))
                continue
            try:
                data = handle.read(MAX_FILE + 1)
            except OSError:
                rejected.append(MjlearnError("answers_unreadable", file=label))
                continue
        files.append((label, data))
    return files, rejected


def error_text(error: MjlearnError, lang: str) -> str:
    from ..i18n import render_error
    return render_error(error, lang)


def _percent(value: float | None, lang: str) -> str:
    from ..widgets.chart import percent
    return "" if value is None else percent(value, lang)


def _feedback(text: str, lang: str) -> str:
    """What the engine says to the student, quoted for the teacher."""
    return _text("grade.feedback", lang, feedback=text.rstrip("."))


def student_label(student, report, lang: str) -> str:
    """The student's name; with the file's where another file carries that name."""
    shared = any(student.file in files for _name, files in report.same_names)
    return _text("grade.student_file", lang, name=student.name, file=student.file) \
        if shared else student.name


def student_lines(student, lang: str, report=None) -> list[str]:
    """A student's score, then each mistake: the answer given and what the engine tells
    the student about it (or that it recognises no typical mistake), each missing or
    unreadable answer; then the attempts taken after the answer key was shown."""
    name = student_label(student, report, lang) if report is not None else student.name
    lines = [_text("grade.student", lang, name=name, correct=student.correct,
                   count=student.total)]
    unreadable = {number: (typed, error) for number, typed, error in student.unreadable}
    for number, entry in enumerate(student.report.entries, 1):
        if entry.correct:
            continue
        if number in student.missing:
            lines.append("   " + _text("grade.missing", lang, number=number))
        elif number in unreadable:
            _typed, error = unreadable[number]
            lines.append("   " + _text("grade.unreadable", lang, number=number) + " "
                         + _feedback(error_text(error, lang), lang))
        else:
            mistake = _text("grade.mistake", lang, number=number, answer=entry.given)
            why = (_feedback(render_step(entry.diagnosis, lang), lang)
                   if entry.diagnosis is not None else _text("grade.unrecognised", lang))
            lines.append(f"   {mistake} {why}")
    for later in student.later:
        lines.append("   " + _text("grade.attempt", lang, number=later.attempt,
                                   correct=later.correct, count=later.total))
    return lines


def _rate_line(rate, lang: str, code: str, **params) -> str:
    return _text(code, lang, correct=rate.right, count=rate.total,
                 percent=_percent(rate.value, lang), **params)


def question_label(report, number: int, lang: str) -> str:
    """ "Question 2 (counting the fu)": the question's number and its topic."""
    from ..i18n import name

    kind = report.questions[number - 1].kind
    return _text("grade.question_topic", lang, number=number,
                 topic=name("exercise_kind", kind, lang))


def text_report(report, lang: str) -> str:
    from ..exercises.skills import skill_name

    out = [_text("grade.title", lang, seed=report.spec.seed),
           _text("grade.graded", lang, count=len(report.students))]
    if report.students:
        out += ["", _text("grade.students", lang)]
        for student in report.students:
            out += student_lines(student, lang, report)
        for shared, files in report.same_names:
            out.append(_text("grade.same_name", lang, name=shared, files=", ".join(files)))
        out += ["", _text("grade.questions", lang)]
        out += [_rate_line(r, lang, "grade.topic_rate", label=question_label(report, r.key, lang))
                for r in report.question_rates()]
        out += ["", _text("grade.skills", lang)]
        out += [_rate_line(r, lang, "grade.skill_rate", skill=skill_name(r.key, lang))
                for r in report.skill_rates()]
    if report.rejected:
        out += ["", _text("grade.set_aside", lang, count=len(report.rejected))]
        out += ["   " + error_text(e, lang) for e in report.rejected]
    return "\n".join(out) + "\n"


def html_report(report, lang: str) -> str:
    from ..exercises.skills import skill_name
    from ..widgets.chart import Bar, bar_chart_svg

    title = escape(_text("grade.title", lang, seed=report.spec.seed))
    parts = [f'<!DOCTYPE html>\n<html lang="{escape(lang, quote=True)}"><head>'
             f'<meta charset="utf-8"><title>{title}</title><style>'
             "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;"
             "padding:0 1rem;line-height:1.4}li{margin:.2rem 0}"
             ".mjlearn-set-aside{color:#a50e0e}</style></head><body>",
             f"<h1>{title}</h1>",
             f"<p>{escape(_text('grade.graded', lang, count=len(report.students)))}</p>"]
    if report.students:
        def note(rate):
            return _text("grade.count_note", lang, correct=rate.right, count=rate.total)

        questions = [Bar(question_label(report, r.key, lang), r.value, note(r))
                     for r in report.question_rates()]
        skills = [Bar(skill_name(r.key, lang), r.value, note(r)) for r in report.skill_rates()]
        for heading, bars, chart in (("grade.questions", questions, "grade.chart_questions"),
                                     ("grade.skills", skills, "grade.chart_skills")):
            parts.append(f"<h2>{escape(_text(heading, lang))}</h2>")
            parts.append(bar_chart_svg(bars, lang, title=_text(chart, lang), empty=""))
        parts.append(f"<h2>{escape(_text('grade.students', lang))}</h2><ul class=\"mjlearn-students\">")
        for student in report.students:
            first, *mistakes = student_lines(student, lang, report)
            items = "".join(f"<li>{escape(m.strip())}</li>" for m in mistakes)
            parts.append(f'<li data-file="{escape(student.file, quote=True)}">'
                         f"<strong>{escape(first)}</strong>"
                         + (f"<ul>{items}</ul>" if items else "") + "</li>")
        parts.append("</ul>")
        parts += [f"<p>{escape(_text('grade.same_name', lang, name=n, files=', '.join(f)))}</p>"
                  for n, f in report.same_names]
    if report.rejected:
        parts.append(f"<h2>{escape(_text('grade.set_aside', lang, count=len(report.rejected)))}"
                     '</h2><ul class="mjlearn-set-aside">')
        parts += [f"<li>{escape(error_text(e, lang))}</li>" for e in report.rejected]
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


# A cell a spreadsheet would read as a formula (OWASP's list for CSV injection).
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "|", "%")


def csv_cell(text: str) -> str:
    """Text for a gradebook cell: printable, and never a live formula (a leading
    ``'`` makes a spreadsheet show it as text)."""
    from ..checks import printable

    text = printable(str(text))
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def csv_gradebook(report, lang: str) -> str:
    """One row per graded student: name, file, right, questions, then per question 1
    (right), 0 (wrong or unreadable) or nothing (not answered)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([_text("grade.csv_name", lang), _text("grade.csv_file", lang),
                     _text("grade.csv_right", lang), _text("grade.csv_questions", lang),
                     *(csv_cell(question_label(report, n, lang))
                       for n in range(1, len(report.questions) + 1))])
    for student in report.students:
        writer.writerow([csv_cell(student.name), csv_cell(student.file), student.correct,
                         student.total,
                         *("" if n in student.missing else int(e.correct)
                           for n, e in enumerate(student.report.entries, 1))])
    return out.getvalue()
