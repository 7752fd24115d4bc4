"""The ``mjlearn`` command line: a thin shell over the engines.

Each sub-command lives in its own module exposing ``add_arguments(parser, say)``; the
module sets ``func`` on its parser and words its help with ``say`` (see
:mod:`.language`). Only the module of the command asked for is imported (a command's
one-line help is here, for ``mjlearn --help``): ``mjlearn score`` never loads the
exercises or the Classic engine. So ``--help``, usage errors and argparse's own messages speak the
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

# Each command as typed: its module (which adds its arguments) and its one-line help.
COMMANDS = {
    "waits": ("waits", N_("list the tiles a 13-tile hand waits on")),
    "score": ("score", N_("score a winning Riichi hand, step by step")),
    "table": ("table", N_("print a scoring table worked out from the rules")),
    "final-score": ("final_score", N_(
        "the final scores from the points held at the end of a game")),
    "classic": ("classic", N_("Classic European mahjong: score hands, settle a hand")),
    "quiz": ("quiz", N_("print a quiz, and its answer key, to hand out")),
    "cheatsheet": ("cheatsheet", N_("a one-page cheat sheet of the rules, to print")),
}
COMMAND_MODULES = [module for module, _ in COMMANDS.values()]


def asked_command(argv: list[str]) -> str | None:
    """The command a command line names (its first word that is not an option), or None
    (``mjlearn --help``, a word that is no command: argparse reports it). The value of a
    ``--lang`` before the command is no command: ``mjlearn --lang es table`` asks for
    ``table``."""
    words = iter(argv)
    for arg in words:
        if arg == "--lang":
            next(words, None)
        elif not arg.startswith("-"):
            return arg if arg in COMMANDS else None
    return None


def build_parser(lang: str | None = None, command: str | None = "*") -> argparse.ArgumentParser:
    """The command line, its help in ``lang`` (None: the default language), with the
    arguments of ``command`` (``"*"``: every command's; None: none, only the list of
    commands). Build it inside :func:`argparse_speaks` for argparse's own words to be in
    ``lang`` too."""
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
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=say(help_text))
        if command in ("*", name):
            import_module(f"{__name__}.{module}").add_arguments(p, say)
    for command in sub.choices.values():
        command.add_argument("--lang", default=argparse.SUPPRESS, metavar=say(N_("LANG")),
                             help=lang_help)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    _valid_utf8_output()
    lang = command_line_language(argv)
    with argparse_speaks(lang):
        args = build_parser(lang, asked_command(argv)).parse_args(argv)
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
