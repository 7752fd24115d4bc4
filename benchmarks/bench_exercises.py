"""Exercise generation speed per kind and difficulty, and the time from "check" to
feedback in the widget. Run:

    .venv/bin/python benchmarks/bench_exercises.py --count 500

"generated/s" builds questions from fresh seeds (the engine runs for each: rejection
sampling of hands until one fits the difficulty). "check→feedback" is what a learner
waits for after clicking Check: ``ExerciseWidget.check_button.click()`` through parsing,
the engine's answer, misconception diagnosis and the rendered feedback HTML, measured on
a wrong answer (the slower path: every misconception is recomputed) and on garbage.
"tutor+store" is the exercise layer's share with the progress store on: a wrong first
answer through ``Tries.check`` (diagnosis or hint, never the answer), ``ProgressStore
.record`` into a fresh SQLite file (committed before it returns) and the feedback steps
rendered in Polish — what the widget does before drawing its HTML.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import tempfile
from pathlib import Path

from mjlearn.exercises import (KINDS, MULTIPLE_CHOICE, POINTS_LIST, ProgressStore, Tries,
                               display_answer, expected_answer, generate)
from mjlearn.exercises.tutor.quiz import seed_sequence
from mjlearn.i18n import render_step
from mjlearn.exercises.kinds.riichi_hands import _score as riichi_score
from mjlearn.exercises.kinds.waits import waits_of
from mjlearn.widgets import ExerciseWidget


def generation_rate(kind: str, difficulty: int, count: int, rng: random.Random) -> float:
    waits_of.cache_clear()
    riichi_score.cache_clear()       # every hand scored afresh, as for a new learner
    seeds = [rng.randrange(2**31) for _ in range(count)]
    start = time.perf_counter()
    for seed in seeds:
        generate(kind, seed, difficulty)
    return count / (time.perf_counter() - start)


def wrong_answer(widget: ExerciseWidget) -> str:
    """A wrong answer: a recognised mistake where the question has one (the common case
    in class), else the right answer nudged."""
    q = widget.question
    right = expected_answer(q)
    if q.kind == "dora_from_indicator":
        return str(right + 1) if isinstance(right, int) else "7z" if right.code != "7z" else "6z"
    if q.kind == "find_waits":
        return "1z" if right != frozenset({27}) else "2z"
    for m in KINDS[q.kind].misconceptions:
        wrong = m.answer(q) if m.answer else None
        if wrong is not None and wrong != right:
            break
    else:
        wrong = (tuple(a + 100 for a in right) if q.answer_type == POINTS_LIST
                 else right ^ {q.choices[0]} or {q.choices[1]} if q.answer_type == MULTIPLE_CHOICE
                 else right + 10)
    if q.answer_type == POINTS_LIST:
        return " / ".join(map(str, wrong))
    if q.answer_type == MULTIPLE_CHOICE:
        return ", ".join(sorted(wrong))
    return str(display_answer(q, wrong))


def check_times(kind: str, difficulty: int, count: int, seed: int) -> tuple[list[float], list[float]]:
    # no progress store here (bench_feedback.py times the checks with the store on)
    widget = ExerciseWidget(kind, seed=seed, difficulty=difficulty, lang="pl", store=None,
                            adaptive=False)
    wrong, garbage = [], []
    for _ in range(count):
        widget.answer.value = wrong_answer(widget)
        start = time.perf_counter()
        widget.check_button.click()
        wrong.append(time.perf_counter() - start)
        widget.answer.value = "12x"
        start = time.perf_counter()
        widget.check_button.click()
        garbage.append(time.perf_counter() - start)
        widget.next_button.click()
    return wrong, garbage


def tutor_times(kind: str, difficulty: int, count: int, seed: int,
                store: ProgressStore) -> list[float]:
    """Check → feedback at the exercise layer with the store on (see the docstring)."""
    times = []
    seeds = seed_sequence(seed)
    for _ in range(count):
        widget_like = type("W", (), {})()
        widget_like.question = generate(kind, next(seeds), difficulty)
        text = wrong_answer(widget_like)
        start = time.perf_counter()
        tries, fb = Tries(widget_like.question).check(text, "pl")
        store.record(widget_like.question, fb.verdict, lang="pl", attempt=fb.attempt)
        [render_step(s, "pl") for s in fb.steps]
        times.append(time.perf_counter() - start)
    return times


# Constrained generation: a yakuman is built from its shape, a hand that differs between
# presets is searched for (each attempt scored under both), so both are timed per question.
CONSTRAINED = (
    ("name_yaku", "standard", {"yakuman": True}),
    ("hand_payments", "kostaryov", {"yakuman": True}),
    ("count_han", "kostaryov", {"differs_from": "standard"}),
    ("hand_payments", "kostaryov", {"differs_from": "standard"}),
    ("name_yaku", "kostaryov", {"differs_from": "standard"}),
    ("count_han", "standard", {"differs_from": "kostaryov"}),
)


def constrained_times(kind: str, ruleset: str, constraints: dict, count: int,
                      rng: random.Random) -> list[float]:
    riichi_score.cache_clear()
    times = []
    for _ in range(count):
        start = time.perf_counter()
        generate(kind, rng.randrange(2**31), rng.choice((1, 2, 3)), ruleset, **constraints)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'kind':22} {'level':>5} {'generated/s':>12} {'check→feedback ms (median / max)':>34}"
          f" {'garbage ms':>11} {'tutor+store ms (median / max)':>31}")
    folder = tempfile.TemporaryDirectory(prefix="mjlearn-bench-")
    store = ProgressStore(Path(folder.name) / "progress.sqlite3", learner="bench")
    for kind in sorted(KINDS):
        for difficulty in KINDS[kind].difficulties:
            rate = generation_rate(kind, difficulty, args.count, rng)
            wrong, garbage = check_times(kind, difficulty, max(20, args.count // 10), args.seed)
            tutor = tutor_times(kind, difficulty, max(20, args.count // 10), args.seed, store)
            print(f"{kind:22} {difficulty:>5} {rate:>12,.0f} "
                  f"{statistics.median(wrong) * 1000:>20.2f} / {max(wrong) * 1000:6.2f}"
                  f"{statistics.median(garbage) * 1000:>18.2f}"
                  f"{statistics.median(tutor) * 1000:>21.2f} / {max(tutor) * 1000:6.2f}")
    assert store.error is None, store.error
    store.close()
    folder.cleanup()
    print(f"\n{'constrained kind':40} {'ms per question (mean / max)':>30}")
    for kind, ruleset, constraints in CONSTRAINED:
        times = constrained_times(kind, ruleset, constraints, max(20, args.count // 5), rng)
        label = f"{kind} {ruleset} " + " ".join(f"{k}={v}" for k, v in constraints.items())
        print(f"{label:40} {statistics.mean(times) * 1000:>21.1f} / {max(times) * 1000:6.1f}")


if __name__ == "__main__":
    main()
