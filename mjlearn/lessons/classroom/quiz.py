"""The teacher's quiz on the classroom screen: ``--classroom --quiz SEED``.

One self-contained page (no server, nothing fetched: styles, script and tile pictures are
inside it) with the questions ``mjlearn quiz --seed SEED`` prints, in the same order, one
at a time in large type. A key shows the answer and the engine's explanation, step by
step, from the same answer key (:func:`mjlearn.exercises.answer_key`) that
``mjlearn quiz --answers`` prints; the arrows move between questions, as a presentation
clicker does.

By default it is the final quiz lesson's quiz (its kinds, one question of each).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from ...errors import MjlearnError
# The final quiz lesson's QuizWidget: the same kinds, one question of each
# (tests/test_workspace.py checks this against the lesson's cell).
from ...exercises.tutor.quiz import (FINAL_QUIZ_COUNT, FINAL_QUIZ_KINDS, answer_key,
                                     question_lines, quiz_questions)
from ...i18n import render_step
from ...i18n.html import text_html
from ...trace import step
from ...widgets.exercise import prompt_text, question_picture
from ...widgets.labels import label
from ...widgets.quiz import MAX_COUNT
from ..messages import text
from .template import HERE, TEMPLATE

CLASSROOM_CSS = HERE / "nbconvert" / "templates" / TEMPLATE / "static" / "classroom.css"

_QUIZ_CSS = """
body.mjlearn-quiz { display: flex; flex-direction: column; height: 100vh; overflow: hidden; }
body.mjlearn-quiz main { flex: 1; width: 100%; overflow-y: auto; }
.mjlearn-quiz header { display: flex; justify-content: space-between; align-items: baseline;
  gap: 1em; border-bottom: 3px solid #000; margin-bottom: 0.6em; }
.mjlearn-quiz header h1 { margin: 0.3em 0; font-size: 34px; }
.mjlearn-quiz .mjlearn-position { font-size: 30px; font-weight: bold; color: var(--mjlearn-accent); }
.mjlearn-quiz section.mjlearn-question > p.mjlearn-prompt { font-size: 32px; line-height: 1.4;
  max-width: 40ch; margin: 0.4em 0 0.8em; }
.mjlearn-quiz .mjlearn-picture { margin: 0.4em 0 0.8em; display: flex; flex-wrap: wrap; gap: 24px;
  align-items: center; }
.mjlearn-quiz .mjlearn-lines { font-size: 24px; }
.mjlearn-quiz .mjlearn-answer { border-top: 2px solid #000; margin-top: 0.8em; padding-top: 0.4em; }
.mjlearn-quiz .mjlearn-answer > p { font-size: 32px; font-weight: bold; margin: 0.3em 0; }
.mjlearn-quiz .mjlearn-answer h2 { font-size: 26px; margin: 0.6em 0 0.2em; }
.mjlearn-quiz .mjlearn-answer ol { font-size: 22px; max-width: var(--mjlearn-line); }
.mjlearn-quiz nav { display: flex; gap: 16px; align-items: center; flex-wrap: wrap;
  padding: 12px clamp(20px, 4vw, 96px); border-top: 3px solid #000; background: #fff;
  flex: none; }
.mjlearn-quiz nav button { font-size: 24px; min-height: 56px; padding: 4px 22px; border: 2px solid #000;
  border-radius: 8px; background: #fff; color: #000; cursor: pointer; }
.mjlearn-quiz nav button:focus-visible { outline: 4px solid var(--mjlearn-accent); }
.mjlearn-quiz nav button[disabled] { opacity: 0.35; cursor: default; }
.mjlearn-quiz nav button#mjlearn-reveal { background: #000; color: #fff; }
.mjlearn-quiz nav .mjlearn-keys { font-size: 18px; margin-left: auto; }
"""

_QUIZ_SCRIPT = """
(() => {
  const questions = [...document.querySelectorAll("section.mjlearn-question")];
  const reveal = document.getElementById("mjlearn-reveal");
  const previous = document.getElementById("mjlearn-previous");
  const next = document.getElementById("mjlearn-next");
  // The questions scroll in <main>, above the bar of buttons (never under it).
  const main = document.querySelector("main");
  let current = -1;
  function answer() { return questions[current].querySelector(".mjlearn-answer"); }
  function show(index) {
    index = Math.max(0, Math.min(questions.length - 1, index));
    if (index === current) return;   // past the first or the last: an answer shown stays
    current = index;
    questions.forEach((question, i) => { question.hidden = i !== current; });
    answer().hidden = true;
    reveal.textContent = reveal.dataset.show;
    previous.disabled = current === 0;
    next.disabled = current === questions.length - 1;
    main.scrollTo(0, 0);
  }
  function toggle() {
    const shown = answer().hidden;
    answer().hidden = !shown;
    reveal.textContent = shown ? reveal.dataset.hide : reveal.dataset.show;
    if (shown) answer().scrollIntoView({behavior: "smooth", block: "nearest"});
  }
  reveal.addEventListener("click", toggle);
  previous.addEventListener("click", () => show(current - 1));
  next.addEventListener("click", () => show(current + 1));
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (key === "ArrowRight" || key === "PageDown" || key === "n" || key === "N") show(current + 1);
    else if (key === "ArrowLeft" || key === "PageUp" || key === "p" || key === "P") show(current - 1);
    else if (key === " " || key === "r" || key === "R" || key === "Enter") toggle();
    else if (key === "Home") show(0);
    else if (key === "End") show(questions.length - 1);
    else return;
    event.preventDefault();
  });
  show(0);
})();
"""


def _step(code: str, lang: str, **params) -> str:
    return render_step(step(code, **params), lang)


def quiz_page(seed: int, lang: str, kinds: list[str] | tuple[str, ...] | None = None,
              count: int | None = None, difficulty: int = 1, ruleset: str = "standard") -> str:
    """The page: every question of ``mjlearn quiz --seed SEED --kinds … --count …``, one
    shown at a time, each with its answer and explanation hidden until revealed."""
    kinds = list(kinds or FINAL_QUIZ_KINDS)
    count = FINAL_QUIZ_COUNT if count is None else count
    if not 1 <= count <= MAX_COUNT:  # the limits of `mjlearn quiz` and QuizWidget
        raise MjlearnError("bad_option", option="count", value=str(count))
    questions = quiz_questions(seed, kinds, count, difficulty, ruleset)
    title = escape(_step("quiz.title", lang, seed=seed))
    sections = []
    for entry in answer_key(questions):
        question, number = entry.question, entry.number
        lines = "".join(f"<p>{escape(render_step(s, lang))}</p>" for s in question_lines(question))
        # the formula's power as a superscript ("26 × 2<sup>1</sup>"), as the lessons write it
        steps = "".join(f"<li>{text_html(render_step(s, lang))}</li>" for s in entry.steps)
        position = escape(label("quiz_position", lang, number=number, total=len(questions)))
        sections.append(
            f'<section class="mjlearn-question" data-kind="{escape(question.kind, quote=True)}" '
            f'hidden><p class="mjlearn-position">{position}</p>'
            f'<p class="mjlearn-prompt">{escape(prompt_text(question, lang))}</p>'
            f'<div class="mjlearn-picture">{question_picture(question, lang)}</div>'
            f'<div class="mjlearn-lines">{lines}</div>'
            f'<div class="mjlearn-answer" hidden>'
            f"<p>{escape(render_step(entry.answer_step, lang))}</p>"
            f"<h2>{escape(text('quiz_explanation', lang))}</h2><ol>{steps}</ol></div>"
            f"</section>")
    css = CLASSROOM_CSS.read_text(encoding="utf-8") + _QUIZ_CSS
    show, hide = escape(text("quiz_reveal", lang), True), escape(text("quiz_hide", lang), True)
    return (f'<!DOCTYPE html>\n<html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1.0">'
            f"<title>{title}</title><style>{css}</style></head>"
            f'<body class="mjlearn-classroom mjlearn-quiz"><main><header><h1>{title}</h1></header>'
            + "".join(sections) +
            f'</main><nav><button type="button" id="mjlearn-previous">← '
            f'{escape(text("quiz_previous", lang))}</button>'
            f'<button type="button" id="mjlearn-reveal" data-show="{show}" data-hide="{hide}">'
            f"{show}</button>"
            f'<button type="button" id="mjlearn-next">{escape(label("quiz_next", lang))} →</button>'
            f'<span class="mjlearn-keys">{escape(text("quiz_keys", lang))}</span></nav>'
            f"<script>{_QUIZ_SCRIPT}</script></body></html>\n")


def write_quiz_page(directory: Path, seed: int, lang: str,
                    kinds: list[str] | None = None, count: int | None = None) -> Path:
    """Write the page to ``directory/quiz-SEED-LANG.html`` and return its path."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"quiz-{seed}-{lang}.html"
    path.write_text(quiz_page(seed, lang, kinds, count), encoding="utf-8")
    return path
