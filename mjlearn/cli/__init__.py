"""The ``mjlearn`` command line: a thin shell over the engines.

Each sub-command lives in its own module exposing ``add_parser(subparsers)``; the module
sets ``func`` on its parser. Every command gets ``--lang`` here, so its output and its
errors speak the learner's language. Learner-facing errors (:class:`MjlearnError`) print
a clear message and exit with status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from ..errors import MjlearnError
from ..i18n.languages import SUPPORTED_LANGUAGES, resolve_language
from .output import error_message

# One module per command; each adds its own sub-parser.
COMMAND_MODULES = ["waits", "score", "table", "final_score", "classic", "quiz", "cheatsheet"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlearn", description="Learn to score mahjong, step by step.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        import_module(f"{__name__}.{name}").add_parser(sub)
    for command in sub.choices.values():
        command.add_argument(
            "--lang", default=None, metavar="LANG",
            help=f"language of the output: {', '.join(SUPPORTED_LANGUAGES)} "
                 "(default: the environment's locale, else en)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        # Checked first: an unknown --lang is itself an error, shown in the default language.
        args.lang = resolve_language(args.lang)
        return int(args.func(args) or 0)
    except MjlearnError as error:
        lang = args.lang if args.lang in SUPPORTED_LANGUAGES else None
        print(error_message(error, lang), file=sys.stderr)
        return 2
    except BrokenPipeError:  # `mjlearn … | head` is fine
        return 0
