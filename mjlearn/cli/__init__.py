"""The ``mjlearn`` command line: a thin shell over the engines.

Each sub-command lives in its own module exposing ``add_parser(subparsers)``; the module
sets ``func`` on its parser. Learner-facing errors (:class:`MjlearnError`) print a clear
message and exit with status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from ..errors import MjlearnError
from .output import error_message

# One module per command; each adds its own sub-parser.
COMMAND_MODULES = ["waits", "score"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlearn", description="Learn to score mahjong, step by step.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        import_module(f"{__name__}.{name}").add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except MjlearnError as error:
        print(error_message(error, getattr(args, "lang", None)), file=sys.stderr)
        return 2
    except BrokenPipeError:  # `mjlearn … | head` is fine
        return 0
