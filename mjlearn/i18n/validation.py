"""The sentences of the boundary checks (:mod:`mjlearn.checks`) and of batch input.

A value of the wrong kind, a number out of range, a text too long, a line of a batch
that is empty or too long, a file that cannot be read. ``expected`` in ``bad_argument``
is an id of :data:`ARGUMENT_KINDS`, said as the noun phrase a learner reads after a
colon ("expected: a whole number"), so no language has to decline it.
"""

from __future__ import annotations

from importlib import import_module

from .markers import NN_, NP_, N_
from .messages import ERROR_MESSAGES, ERROR_PARAM_FORMATS
from .names import NAME_TABLES

# What an argument should have been, for ``bad_argument``.
ARGUMENT_KINDS = {
    "whole_number": NP_("argument_kind", "a whole number"),
    "number": NP_("argument_kind", "a number"),
    "text": NP_("argument_kind", "text"),
    "true_or_false": NP_("argument_kind", "true or false"),
    "list": NP_("argument_kind", "a list"),
    "mapping": NP_("argument_kind", "a dictionary (a JSON object)"),
    "tiles": NP_("argument_kind", "tiles in mpsz notation, such as 123m"),
    "meld": NP_("argument_kind", "a called set, such as (\"pon\", \"777z\")"),
    "seat": NP_("argument_kind", "a seat number from 0 to 3"),
    # (preset and profile ids are the caller's own syntax: the learner reads names, not ids)
    "ruleset": NP_("argument_kind", "a ruleset: a preset's name or a dictionary of options"),
    "situation": NP_("argument_kind", "a Riichi situation: a hand and how it was won"),
    "score_result": NP_("argument_kind", "a scored Riichi hand"),
    "hand": NP_("argument_kind", "a complete hand"),
    "waiting_hand": NP_("argument_kind", "a hand of 13 tiles"),
    "waits": NP_("argument_kind", "the waits of a hand"),
    "game_state": NP_("argument_kind", "the state of a game"),
    "outcome": NP_("argument_kind", "the end of a round: a win or an exhaustive draw"),
    "sticks": NP_("argument_kind", "point sticks"),
    "question": NP_("argument_kind", "an exercise question"),
    "step": NP_("argument_kind", "a step of an explanation"),
    "error": NP_("argument_kind", "an error of the scoring engine"),
    "result": NP_("argument_kind", "a result of the scoring engine"),
    "classic_hand": NP_("argument_kind", "a Classic hand"),
    "classic_profile": NP_("argument_kind", "a Classic profile, given by its name"),
    "unit": NP_("argument_kind", "a unit such as han, fu or points"),
    "detail_level": NP_("argument_kind", "a level of detail of the explanation"),
    "answer_field": NP_("argument_kind", "a labelled answer field of an exercise"),
    "random_generator": NP_("argument_kind", "a random number generator (random.Random)"),
    "seconds": NP_("argument_kind", "a number of seconds, up to an hour"),
    "setting": NP_("argument_kind", "a learner's setting: ruleset"),
    "timed_answer": NP_("argument_kind", "a timed answer: right or not, and its seconds"),
    "call": NP_("argument_kind", "a score as players call it, such as 2,000–3,900"),
    "progress_store": NP_("argument_kind", "a progress store, or None to keep no progress"),
    "clock": NP_("argument_kind", "a function that gives the time in seconds"),
    "text_field": NP_("argument_kind", "a text box of the widgets"),
    "date": NP_("argument_kind", "a calendar day"),
}
NAME_TABLES["argument_kind"] = ARGUMENT_KINDS

ERROR_MESSAGES.update({
    # TRANSLATORS: {argument} is the name of a parameter of a Python function or a JSON key
    # (scores, honba…), kept as is; {value} is what was given, shown as typed; {expected} is
    # already translated, a noun phrase such as "a whole number".
    "bad_argument": N_("“{argument}” cannot be {value}: it needs {expected}."),
    # TRANSLATORS: {argument} as above; {minimum} and {maximum} are plain numbers.
    "out_of_range": N_("“{argument}” cannot be {value}: it goes from {minimum} to {maximum}."),
    # TRANSLATORS: {argument} as above; {length} is a number of characters, {maximum} a plain
    # number.
    "text_too_long": NN_("“{argument}” is too long: {length} character, where at most "
                         "{maximum} are read.",
                         "“{argument}” is too long: {length} characters, where at most "
                         "{maximum} are read.", count="length"),
    # TRANSLATORS: {text} is what the learner typed, {maximum} a plain number.
    "number_too_large": N_("“{text}” is too large: answers go up to {maximum}."),
    # TRANSLATORS: {key} is an id given to a naming function (a yaku id, a tile code…), as typed.
    "unknown_name": N_("“{key}” is not something this course has a name or a sentence for."),
    # batch input (mjlearn score --jsonl, mjlearn classic score --jsonl)
    # TRANSLATORS: {line} is a line number of the input file.
    "empty_line": N_("Line {line} is empty: write one JSON object per line."),
    # TRANSLATORS: {line} is a line number, {maximum} a number of bytes.
    "line_too_long": NN_("Line {line} is too long: a line holds at most {maximum} byte.",
                         "Line {line} is too long: a line holds at most {maximum} bytes.",
                         count="maximum"),
    # TRANSLATORS: {path} is a file path, shown as typed.
    "cannot_read": N_("The file {path} cannot be read."),
    # the command line's output: a full disk, a device that refuses it
    "cannot_write": N_("The result could not be written: the disk or the device it goes "
                       "to is full or refused it."),
    # TRANSLATORS: {line} is a line number; something went wrong that is not the input's fault.
    "line_failed": N_("Line {line} could not be scored because of an internal error; "
                      "please report it."),
})

ERROR_PARAM_FORMATS.update({
    "bad_argument": {"argument": "raw", "value": "raw", "expected": "argument_kind"},
    "out_of_range": {"argument": "raw", "value": "raw", "minimum": "number", "maximum": "number"},
    "text_too_long": {"argument": "raw", "length": "number", "maximum": "number"},
    "number_too_large": {"text": "raw", "maximum": "number"},
    "unknown_name": {"key": "raw"},
    "empty_line": {"line": "number"},
    "line_too_long": {"line": "number", "maximum": "number"},
    "cannot_read": {"path": "path"},
    "line_failed": {"line": "number"},
})


# --- what the renderers accept (checked before any field is read) ------------------------

def _result_checks():
    from ..checks import check_items, instance_of
    from ..readings import Waits
    from ..riichi.score import ScoreResult
    from ..trace import Step

    def items_of(cls, expected):
        def check(argument, value):
            for item in check_items(argument, value, expected):
                if not isinstance(item, cls):
                    raise bad_argument(argument, expected, item)
        return check

    def later(module, name, make, expected):
        """The check ``make(cls, expected)`` of a class imported when first checked: a
        score rendered never loads the Classic engine or the table for its checks."""
        made = []

        def check(argument, value):
            if not made:
                made.append(make(getattr(import_module(module, __package__), name), expected))
            return made[0](argument, value)
        return check

    return {
        "step": instance_of(Step, "step"), "steps": items_of(Step, "step"),
        "waits": instance_of(Waits, "waits"),
        "score_result": instance_of(ScoreResult, "score_result"),
        "classic_score": later("..classic.score", "ClassicScore", instance_of, "result"),
        "classic_settlement": later("..classic.settle", "Settlement", instance_of, "result"),
        "table_settlement": later("..table.settle", "Settlement", instance_of, "result"),
        "final_scores": later("..table.final", "FinalScores", instance_of, "result"),
        "game_end": later("..table.end", "GameEnd", instance_of, "result"),
        "score_table": later("..table.tables", "ScoreTable", instance_of, "result"),
        "limits": later("..table.tables", "LimitRow", items_of, "result"),
        "errata": later("..table.tables", "Erratum", items_of, "result"),
    }


def bad_argument(argument, expected, value):
    from ..checks import bad_argument as make
    return make(argument, expected, value)


RESULTS = _result_checks()
