"""The exercises' codes and their English msgids: prompts, hint steps, feedback and
misconceptions.

Each is a step code registered in :data:`mjlearn.trace.STEP_CODES`, so the i18n layer
renders it with ``render_step`` (parameters formatted by name: a ``tile`` becomes its
localized name, ``tiles`` a list, ``han`` a counted unit) and the i18n tests prove that
each renders in every language. The msgids are marked with the i18n layer's markers for
``pybabel extract``; adding one here and running the catalog workflow is all it takes.
"""

from __future__ import annotations

from ..i18n.markers import NN_, N_
from ..i18n.messages import ERROR_MESSAGES, STEP_MESSAGES
from ..trace import register_step_codes

EXERCISE_MESSAGES = {
    # Parameter names matter: the renderer formats by name ("tile" → its name, "count" → a
    # number of tiles, "han" → counted han); a tuple of tiles is shown as a list.
    # prompts: what the learner is asked
    # TRANSLATORS: {indicator} is a tile's name with its code: "4 of dots (4p)". Keep the
    # mpsz example "5m" as it is: it is what the learner types.
    "prompt.dora_from_indicator.tile": (("indicator",), N_(
        "The dora indicator is the {indicator}. Which tile is the dora? Write it in mpsz, "
        "for example 5m.")),
    "prompt.dora_from_indicator.count": (("indicators",), N_(
        "Dora indicators: {indicators}. How many dora does this hand hold?")),
    "prompt.dora_from_indicator.count_aka": (("indicators",), N_(
        "Dora indicators: {indicators}. How many dora does this hand hold? Red fives count "
        "as dora too.")),
    "prompt.find_waits": ((), N_(
        "Which tiles does this hand wait on? Write every one in mpsz, for example 36m.")),
    # hint steps: the explanation, one step at a time
    "exercise.dora.next_number": (("indicator", "tile"), N_(
        "The dora is the next tile of the indicator's suit: the {indicator} indicates the "
        "{tile}.")),
    "exercise.dora.wrap_nine": (("indicator", "tile"), N_(
        "After 9 the suit starts again at 1: the {indicator} indicates the {tile}.")),
    "exercise.dora.wind_cycle": (("indicator", "tile"), N_(
        "The winds follow the order East, South, West, North: the {indicator} indicates the "
        "{tile}.")),
    "exercise.dora.wind_wrap": (("indicator", "tile"), N_(
        "After North the winds start again at East: the {indicator} indicates the {tile}.")),
    "exercise.dora.dragon_cycle": (("indicator", "tile"), N_(
        "The dragons follow the order white, green, red: the {indicator} indicates the "
        "{tile}.")),
    "exercise.dora.dragon_wrap": (("indicator", "tile"), N_(
        "After the red dragon comes the white dragon again: the {indicator} indicates the "
        "{tile}.")),
    "exercise.dora.count_tile": (("tile", "count"), N_(
        "Dora {tile}: the hand holds {count}.")),
    "exercise.dora.red_fives": (("count",), N_(
        "Each red five is one more dora: the hand holds {count}.")),
    "exercise.dora.total": (("han",), N_("In all, the dora are worth {han}.")),
    "exercise.waits.method": ((), N_(
        "Try each tile in turn: it is a wait if it makes the hand complete (four sets and a "
        "pair, seven pairs or thirteen orphans).")),
    # TRANSLATORS: {tile} is a tile's name with its code, {group} the completed set or pair
    # in mpsz ("345m", "77p"), {wait} the name of the wait shape.
    "exercise.waits.completes": (("tile", "group", "wait"), N_(
        "The {tile} completes the hand: it makes {group}, a wait of the kind {wait}.")),
    "exercise.waits.exhausted": (("tile",), N_(
        "The {tile} would complete the hand, but all four copies are already in it: it is "
        "not a wait.")),
    "exercise.waits.answer": (("waits",), N_("The waits: {waits}.")),
    # feedback
    "feedback.correct": ((), N_("Correct!")),
    "feedback.incorrect": (("answer",), N_("Not quite. The answer is {answer}.")),
    # misconceptions: the mistake a wrong answer reveals
    "misconception.indicator_is_dora": (("indicator",), N_(
        "You gave the indicator itself, the {indicator}. The dora is the tile after it.")),
    "misconception.counted_backwards": (("indicator",), N_(
        "You went backwards from the {indicator}: the dora is the next tile, not the one "
        "before.")),
    "misconception.honours_as_one_suit": (("indicator",), N_(
        "Winds and dragons are two separate cycles: after North comes East, and after the "
        "red dragon the white dragon. Here the indicator is the {indicator}.")),
    "misconception.counted_indicator_tiles": (("indicators",), N_(
        "You counted the tiles equal to the indicators ({indicators}); count the tiles "
        "they indicate instead.")),
    "misconception.first_indicator_only": (("indicators",), N_(
        "You counted the dora of the first indicator only: each indicator ({indicators}) "
        "adds its own dora.")),
    "misconception.forgot_red_fives": (("count",), N_(
        "You left out the red fives: each one is a dora ({count} in this hand).")),
    # TRANSLATORS: the plural form follows how many tiles are listed in {missed}.
    "misconception.missed_wait": (("count", "missed"), NN_(
        "You missed a wait: {missed}.", "You missed some waits: {missed}.")),
    "misconception.counted_exhausted": (("count", "held"), NN_(
        "All four copies of this tile are already in the hand, so it is not a wait: {held}.",
        "All four copies of each of these tiles are already in the hand, so they are not "
        "waits: {held}.")),
    "misconception.included_non_wait": (("count", "extra"), NN_(
        "This tile does not complete the hand: {extra}.",
        "These tiles do not complete the hand: {extra}.")),
}

register_step_codes({code: params for code, (params, _msg) in EXERCISE_MESSAGES.items()})
# The i18n layer renders a step code through its message table; the exercises bring theirs.
STEP_MESSAGES.update({code: msg for code, (_params, msg) in EXERCISE_MESSAGES.items()})

# Error codes the exercises raise (registered in ``answers``), with their sentences.
ERROR_MESSAGES.update({
    "unknown_choice": N_("“{text}” is not one of the choices: {choices}."),
    "unknown_exercise_kind": N_("There is no exercise called “{kind}”. Choose one of: {known}."),
    "bad_difficulty": N_("Difficulty {difficulty} does not exist here: choose from {known}."),
    "bad_constraint": N_("“{constraint}” cannot be asked of this exercise: {known}."),
    "impossible_constraints": N_(
        "No exercise fits these constraints; loosen them and try again."),
})
