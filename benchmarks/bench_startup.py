"""What a learner waits for before anything happens: the CPU time of a whole process.

Two ratios, each measured in one run against its floor, the two commands taking turns
(A B A B …) so a busy machine slows both alike; the figure is the median of the pairs'
ratios:

* ``mjlearn score HAND`` against a bare ``python -c pass`` (goal ≤ 5×);
* ``python -c "import mjlearn.widgets"`` against ``python -c "import ipywidgets"``
  (goal ≤ 2×), and what most lessons' first cell imports (``from mjlearn.widgets import
  ExerciseWidget, HandView``) against the same floor.

Each process's CPU time (user + system) is the operating system's own accounting of the
finished child (``os.wait4``). The package is byte-compiled first (as an installed wheel
is): a learner's second run never compiles the sources again.

    .venv/bin/python benchmarks/bench_startup.py --runs 15
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HAND = "234567m345p22s678s"

PAIRS = {
    "mjlearn score": ([sys.executable, "-m", "mjlearn", "score", HAND],
                      [sys.executable, "-c", "pass"], 5.0),
    "import mjlearn.widgets": ([sys.executable, "-c", "import mjlearn.widgets"],
                               [sys.executable, "-c", "import ipywidgets"], 2.0),
    # what most lessons' first cell imports (the package alone imports a widget on use)
    "from mjlearn.widgets import ExerciseWidget, HandView": (
        [sys.executable, "-c", "from mjlearn.widgets import ExerciseWidget, HandView"],
        [sys.executable, "-c", "import ipywidgets"], 2.0),
}


def cpu_seconds(command: list[str], env: dict[str, str], root: Path = ROOT) -> float:
    """The user + system seconds of one run of ``command`` in ``root`` (whose ``mjlearn``
    is the one imported: the current directory comes first on the path)."""
    process = subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode})")
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="pairs of runs per ratio")
    parser.add_argument("--checkout", type=Path, default=ROOT, help=(
        "measure the mjlearn of another checkout (an older commit, for a before/after)"))
    args = parser.parse_args()
    root = args.checkout.resolve()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    compileall.compile_dir(root / "mjlearn", quiet=1)
    print(f"{root.name}: load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}, "
          f"{args.runs} pairs each, CPU time (user + system) of the whole process")
    for name, (command, floor, goal) in PAIRS.items():
        cpu_seconds(command, env, root), cpu_seconds(floor, env, root)     # warm the caches
        ours, theirs, ratios = [], [], []
        for _ in range(args.runs):
            a, b = cpu_seconds(command, env, root), cpu_seconds(floor, env, root)
            ours.append(a), theirs.append(b), ratios.append(a / b)
        ratio = statistics.median(ratios)
        print(f"{name}: {statistics.median(ours) * 1000:.0f} ms against "
              f"{' '.join(Path(floor[0]).name if i == 0 else p for i, p in enumerate(floor))} "
              f"{statistics.median(theirs) * 1000:.0f} ms: ratio {ratio:.2f} "
              f"(pairs {min(ratios):.2f}–{max(ratios):.2f}; goal ≤ {goal:g}: "
              f"{'met' if ratio <= goal else 'NOT met'})")


if __name__ == "__main__":
    main()
