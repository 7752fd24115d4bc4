"""``mjlearn quiz --seed 7 --kinds count_fu,hand_payments --count 5 --lang pl``: the
questions the notebooks show for that seed, and with ``--answers`` the answer key with
each explanation, step by step; ``--html`` writes a page to hand out or print."""

from __future__ import annotations

import argparse
from html import escape

from ..errors import MjlearnError
from ..exercises import KINDS
from ..exercises.quiz import answer_key, question_lines, quiz_questions
from ..i18n import render_step
from ..i18n.markers import N_
from ..trace import step
from .output import as_typed


def add_parser(sub: argparse._SubParsersAction, say) -> None:
    p = sub.add_parser("quiz", help=say(N_("print a quiz, and its answer key, to hand out")))
    p.add_argument("--seed", type=say.whole_number, required=True, metavar="N", help=say(N_(
        "the quiz's version: the same number gives the same questions every time")))
    p.add_argument("--kinds", required=True, metavar=say(N_("KIND,KIND")), help=say(N_(
        "the kinds of exercise, separated by commas: {kinds}"), kinds=", ".join(sorted(KINDS))))
    p.add_argument("--count", type=say.whole_number, default=5, metavar="N",
                   help=say(N_("the questions of each kind (default 5)")))
    p.add_argument("--difficulty", type=say.whole_number, default=1, metavar="N",
                   help=say(N_("the difficulty (default 1)")))
    p.add_argument("--ruleset", default="standard", metavar=say(N_("RULES")),
                   help=say(N_("the rules: standard, kostaryov or ema")))
    p.add_argument("--answers", action="store_true",
                   help=say(N_("add the answer key, with the explanations")))
    p.add_argument("--html", action="store_true", help=say(N_("an HTML page instead of text")))
    p.set_defaults(func=run)


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
        # the answer key a quiz in test mode shows at the end (mjlearn.exercises.quiz)
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
            steps = "".join(f'<li data-code="{escape(s.code, quote=True)}">{escape(render_step(s, lang))}</li>'
                            for s in entry.steps)
            parts.append(f"<li><p>{escape(render_step(entry.answer_step, lang))}</p>"
                         f"<ol>{steps}</ol></li>")
        parts.append("</ol>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def run(args: argparse.Namespace) -> int:
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    if not kinds:
        raise MjlearnError("unknown_exercise_kind", kind=args.kinds[:40], known=", ".join(sorted(KINDS)))
    if not 1 <= args.count <= 200:
        raise MjlearnError("bad_option", option="--count", value=str(args.count))
    typed = {name: ("--" + name, getattr(args, name)) for name in ("seed", "count", "difficulty")}
    try:
        questions = quiz_questions(args.seed, kinds, args.count, args.difficulty, args.ruleset)
    except MjlearnError as error:
        raise as_typed(error, typed, args.lang) from None
    render = html_quiz if args.html else text_quiz
    print(render(questions, args.seed, args.lang, args.answers), end="")
    return 0
