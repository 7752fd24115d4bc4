"""The ``mjlearn`` command line: a thin shell over the engines.

Each sub-command lives in its own module exposing ``add_parser(subparsers, say)``; the
module sets ``func`` on its parser and words its help with ``say`` (see
:mod:`.language`), so ``--help``, usage errors and argparse's own messages speak the
learner's language: ``--lang`` where the command line has it, else the environment's
locale. Every command gets ``--lang`` here. Learner-facing errors (:class:`MjlearnError`)
print a clear message and exit with status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from ..errors import MjlearnError
from ..i18n.languages import SUPPORTED_LANGUAGES, resolve_language
from ..i18n.markers import N_
from .language import LearnerParser, Words, argparse_speaks, command_line_language
from .output import error_message

# One module per command; each adds its own sub-parser.
COMMAND_MODULES = ["waits", "score", "table", "final_score", "classic", "quiz", "cheatsheet"]


def build_parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, its help in ``lang`` (None: the default language). Build it
    inside :func:`argparse_speaks` for argparse's own words to be in ``lang`` too."""
    say = Words(resolve_language(lang))
    parser = LearnerParser(
        prog="mjlearn", description=say(N_("Learn to score mahjong, step by step.")))
    # TRANSLATORS: {languages} lists the language codes: en, es, it, pl, ru.
    lang_help = say(N_("the language of the output: {languages} (default: the "
                       "environment's locale, else en)"), languages=say.languages)
    # --lang before the command too ("mjlearn --lang pl waits 13m"); a command's own
    # --lang, when given, wins (SUPPRESS: a command that is not given one leaves it be)
    parser.add_argument("--lang", default=None, metavar=say(N_("LANG")), help=lang_help)
    sub = parser.add_subparsers(dest="command", metavar=say(N_("COMMAND")))
    sub.required = True
    for name in COMMAND_MODULES:
        import_module(f"{__name__}.{name}").add_parser(sub, say)
    for command in sub.choices.values():
        command.add_argument("--lang", default=argparse.SUPPRESS, metavar=say(N_("LANG")),
                             help=lang_help)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    _valid_utf8_output()
    lang = command_line_language(argv)
    with argparse_speaks(lang):
        args = build_parser(lang).parse_args(argv)
    try:
        # Checked first: an unknown --lang is itself an error, shown in the default language.
        args.lang = resolve_language(args.lang)
        status = int(args.func(args) or 0)
        sys.stdout.flush()      # a full disk shows here, not at exit as a traceback
        return status
    except MjlearnError as error:
        lang = args.lang if args.lang in SUPPORTED_LANGUAGES else None
        print(error_message(error, lang), file=sys.stderr)
        return 2
    except BrokenPipeError:  # `mjlearn … | head` is fine
        _discard_output()
        return 0
    except OSError:          # a full device, an output that refuses to be written
        _discard_output()
        lang = args.lang if args.lang in SUPPORTED_LANGUAGES else None
        print(error_message(MjlearnError("cannot_write"), lang), file=sys.stderr)
        return 2


def _valid_utf8_output() -> None:
    """Standard output and error write valid UTF-8 whatever the text holds: a byte of the
    command line that is not UTF-8 (Python keeps it as a lone surrogate) is written
    escaped, never as the raw byte."""
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "encoding", "").lower().replace("-", "") == "utf8" and \
                hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def _discard_output() -> None:
    """What is left in standard output's buffer goes nowhere (else Python writes it again
    at exit, and prints a traceback when that fails too)."""
    import os
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):   # not a real file (a test's StringIO)
        pass
