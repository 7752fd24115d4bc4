"""The command line in the learner's language: its help, its usage errors and argparse's
own words ("usage:", "the following arguments are required: …").

The language is the one the rest of the output speaks: ``--lang`` where the command line
has it (read before argparse, so even a usage error is in that language), else the
environment's locale, else English. argparse looks its sentences up through its module's
``_`` and ``ngettext`` each time it builds a parser or reports an error; while a command
line is parsed they are pointed at the ``mjlearn`` catalog (:func:`argparse_speaks`), and
put back afterwards. Its msgids are argparse's own (Python 3.11's), marked below so they
are extracted into the catalog with their ``%(name)s`` placeholders kept as they are.
"""

from __future__ import annotations

import argparse
from contextlib import contextmanager
from typing import Iterator, Sequence

from ..errors import MjlearnError
from ..i18n.languages import SUPPORTED_LANGUAGES, current_language, normalize_language
from ..i18n.markers import N_, NN_, Msg
from ..i18n.text import fill, translate, translate_plural

# argparse's sentences a learner can meet (Python 3.11), by their English text.
# TRANSLATORS: argparse's own messages: keep every %(name)s, %s and %r exactly as it is.
ARGPARSE_MESSAGES = {m.msgid: m for m in (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("one of the arguments %s is required"),
    N_("can't open '%(filename)s': %(error)s"),
    N_("unexpected option string: %s"),
)}
ARGPARSE_PLURALS = {m.singular: m for m in (
    NN_("expected %s argument", "expected %s arguments"),
)}
# TRANSLATORS: a word that is not one of those the command line knows. {value} is what was
# typed, {choices} the words it knows, separated by commas: quote {value} as your language
# quotes a word.
INVALID_CHOICE = N_("“{value}” is not a choice here: choose from {choices}.")
ARGPARSE_MESSAGES[INVALID_CHOICE.msgid] = INVALID_CHOICE


class LearnerParser(argparse.ArgumentParser):
    """argparse's parser, naming a wrong choice and the choices as typed, never as Python
    writes them ('scor' (choose from 'waits', 'score', …)). Subcommands' parsers are of
    the same class (``add_subparsers`` uses the parser's own)."""

    def parse_args(self, args=None, namespace=None):  # type: ignore[override]
        """argparse's, except that an option the command does not know is reported with
        the command's usage (``mjlearn table [-h] [--dealer] …``), not the whole
        program's."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            parser = self._command_parser(parsed) or self
            parser.error(argparse._("unrecognized arguments: %s") % " ".join(extras))
        return parsed

    def _command_parser(self, parsed: argparse.Namespace) -> argparse.ArgumentParser | None:
        """The parser of the command a parsed command line chose, if any."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                chosen = action.choices.get(getattr(parsed, action.dest, None))
                if chosen is not None:
                    return (chosen._command_parser(parsed) if isinstance(chosen, LearnerParser)
                            else None) or chosen
        return None

    def _check_value(self, action: argparse.Action, value: object) -> None:
        if action.choices is not None and value not in action.choices:
            text = argparse._(INVALID_CHOICE.msgid)     # in the language argparse speaks
            raise argparse.ArgumentError(action, fill(text, {
                "value": str(value), "choices": ", ".join(map(str, action.choices))}))


def command_line_language(argv: Sequence[str]) -> str:
    """The language a command line asks for: ``--lang X`` or ``--lang=X`` if it names a
    language we ship, else the default (``set_language``, the environment, English). A
    ``--lang`` we do not ship is reported later, as an error in the default language."""
    for i, arg in enumerate(argv):
        value = None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        if value is not None:
            try:
                return normalize_language(value)
            except MjlearnError:
                break
    return current_language()


@contextmanager
def argparse_speaks(lang: str) -> Iterator[None]:
    """While the block runs, argparse's own sentences are in ``lang``."""
    def gettext(message: str) -> str:
        known = ARGPARSE_MESSAGES.get(message)
        return translate(known, lang) if known else message

    def ngettext(singular: str, plural: str, count: int) -> str:
        known = ARGPARSE_PLURALS.get(singular)
        if known:
            return translate_plural(known, count, lang)
        return singular if count == 1 else plural

    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = gettext, ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved


class Words:
    """The help texts of a parser in one language: ``say(N_("…"))`` translates a marked
    sentence and fills its ``{placeholders}``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, message: Msg, **values: object) -> str:
        text = translate(message, self.lang)
        return fill(text, values) if values else text

    def whole_number(self, text: str) -> int:
        """An argparse ``type`` for a count (honba, sticks, questions): a bad one is
        reported in the learner's language, not as "invalid int value"."""
        try:
            return int(text.replace("_", ""))
        except ValueError:
            from ..i18n.answers import bad_number_params, render_error  # ("bad_number"'s home)
            error = MjlearnError("bad_number", **bad_number_params(text[:40], 2))
            raise argparse.ArgumentTypeError(render_error(error, self.lang)) from None

    @property
    def languages(self) -> str:
        return ", ".join(SUPPORTED_LANGUAGES)
