"""``python -m mjlearn.lessons``: build the notebooks, maintain the catalogs, open the lessons.

    python -m mjlearn.lessons build            # write notebooks/<lang>/*.ipynb
    python -m mjlearn.lessons build --check    # fail (status 1) listing every stale notebook
    python -m mjlearn.lessons catalogs         # pybabel extract + update for the lessons domain
    python -m mjlearn.lessons lab --lang pl    # JupyterLab on the learner's copy, in Polish
    python -m mjlearn.lessons lab --lang pl --reset 07           # lesson 07 as it ships
    python -m mjlearn.lessons classroom --lang es --lesson 07   # Voilà: the lesson as an app
    python -m mjlearn.lessons classroom --lang es --quiz 7      # a quiz to project
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import MjlearnError
from ..i18n.languages import SUPPORTED_LANGUAGES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mjlearn.lessons",
                                     description="mjlearn's lessons: build, translate, open.")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="generate notebooks/<lang>/*.ipynb from the sources")
    build.add_argument("--check", action="store_true",
                       help="regenerate in memory; fail listing every file that differs")
    sub.add_parser("catalogs", help="extract the lesson prose and update every lessons.po")
    lab = sub.add_parser("lab", help="open JupyterLab on the start page of a language")
    lab.add_argument("--lang", default=None,
                     help=f"{', '.join(SUPPORTED_LANGUAGES)} (default: the environment's "
                          "locale, else en)")
    lab.add_argument("--port", type=int, default=None, help="port (default: 8888 or the next free)")
    lab.add_argument("--no-browser", action="store_true", help="do not open a browser")
    lab.add_argument("--workspace", type=Path, default=None, metavar="DIR",
                     help="the learner's copy of the lessons (default: in the user's data "
                          "directory)")
    lab.add_argument("--reset", action="append", default=[], metavar="LESSON",
                     help="restore a lesson (name or number) as it ships; the learner's copy "
                          "is put aside in backups/ (may be repeated)")
    classroom = sub.add_parser("classroom", help="serve a lesson as an app without code "
                                                 "(Voilà), for a classroom screen")
    classroom.add_argument("--lang", default=None, help="as for lab")
    classroom.add_argument("--lesson", default=None,
                           help="a lesson's name or number, e.g. 07_fu or 07 (default: the "
                                "start page)")
    classroom.add_argument("--port", type=int, default=None,
                           help="port of the lessons' server (default: 8866 or the next "
                                "free); not with --quiz, which needs no server")
    classroom.add_argument("--no-browser", action="store_true", help="do not open a browser")
    classroom.add_argument("--workspace", type=Path, default=None, metavar="DIR",
                           help="as for lab (the classroom keeps its files in DIR/.mjlearn)")
    classroom.add_argument("--quiz", type=int, default=None, metavar="SEED",
                           help="a quiz to project, one question at a time: the one "
                                "`mjlearn quiz --seed SEED` prints, written as a page and "
                                "opened from its file (no server, no port)")
    classroom.add_argument("--kinds", default=None, metavar="KIND,KIND",
                           help="with --quiz: exercise kinds (default: the final quiz's)")
    classroom.add_argument("--count", type=int, default=None,
                           help="with --quiz: questions per kind (default: 1)")
    args = parser.parse_args(argv)

    if args.command == "build":
        from .build import build as write, differences
        if args.check:
            problems = differences()
            for problem in problems:
                print(problem, file=sys.stderr)
            if problems:
                print("notebooks out of date: run `python -m mjlearn.lessons build`",
                      file=sys.stderr)
            return 1 if problems else 0
        for path in write():
            print(f"wrote {path}")
        return 0
    if args.command == "catalogs":
        from .catalogs import update
        update()
        return 0
    from .lab import run_lab
    try:
        if args.command == "classroom":
            from .classroom import run_classroom
            kinds = [k.strip() for k in args.kinds.split(",") if k.strip()] if args.kinds else None
            return run_classroom(args.lang, args.lesson, port=args.port,
                                 open_browser=not args.no_browser, workspace=args.workspace,
                                 quiz=args.quiz, kinds=kinds, count=args.count)
        return run_lab(args.lang, port=args.port, open_browser=not args.no_browser,
                       workspace=args.workspace, resets=args.reset)
    except MjlearnError as error:  # an unsupported --lang, an unknown --lesson
        from ..i18n import render_error
        from .lab import choose_language
        try:
            lang = choose_language(args.lang)
        except MjlearnError:  # the --lang itself is what is wrong
            lang = "en"
        print(render_error(error, lang), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
