"""The exercises' codes and their English msgids: prompts, hint steps, feedback and
misconceptions.

Each is a step code registered in :data:`mjlearn.trace.STEP_CODES`, so the i18n layer
renders it with ``render_step`` (parameters formatted by name: a ``tile`` becomes its
localized name, ``tiles`` a list, ``han`` a counted unit) and the i18n tests prove that
each renders in every language. The msgids are marked with the i18n layer's markers for
``pybabel extract``; adding one here and running the catalog workflow is all it takes.
"""

from __future__ import annotations

from typing import Any

from babel.lists import format_list

from ...i18n import resolve_language
from ...i18n.calls import Call, format_call
from ...i18n.markers import NN_, NP_, N_, Choice
from ...i18n.messages import (DERIVED_PARAMS, ERROR_MESSAGES, ERROR_PARAM_FORMATS, STEP_MESSAGES,
                              STEP_PARAM_FORMATS, says_what_is_on_the_table)
from ...i18n.names import DORA_NAMES, NAME_TABLES, YAKU_NAMES
from ...i18n.numbers import SignedAmounts, format_amounts, format_count, format_number
from ...riichi.points import LIMIT_BASIC
from ...rules import STANDARD
from ...table.sticks import DENOMINATIONS
from ...i18n.render import (FORMATTERS, WITHOUT_WINDS_FORMATS, render_fragment, render_step,
                            tile_label)
from ...i18n.text import translate
from ...tiles import Tile
from ...trace import Step, register_step_codes
from ..base import Question
from .choices import choice_name
from .forms import NO_TILES, ChoiceList, LabelledAmounts, display_answer

# The misconceptions of part 1 (dora, waits) keep the renderer's default formats.
_PART_1 = frozenset({
    "misconception.indicator_is_dora", "misconception.counted_backwards",
    "misconception.honours_as_one_suit", "misconception.counted_indicator_tiles",
    "misconception.first_indicator_only", "misconception.forgot_red_fives",
    "misconception.missed_wait", "misconception.counted_exhausted",
    "misconception.included_non_wait", "misconception.wait_faults",
    "misconception.wait_faults_held", "misconception.tanki_neighbours",
})

EXERCISE_MESSAGES = {
    # Parameter names matter: the renderer formats by name ("tile" → its name, "count" → a
    # number of tiles, "han" → counted han); a tuple of tiles is shown as a list.
    # prompts: what the learner is asked
    # TRANSLATORS: {indicator} is a tile's name with its code: "4 of dots (4p)". Keep the
    # mpsz example "5m" as it is: it is what the learner types.
    "prompt.dora_from_indicator.tile": (("indicator",), N_(
        "The dora indicator is the {indicator}. Which tile is the dora? Write it in mpsz, "
        "for example 5m.")),
    # TRANSLATORS: {indicators} lists tiles by name with their codes, each with its article
    # where your language writes one ("el 4 de círculos (4p) y el 2 de círculos (2p)"); the
    # form follows how many indicators there are (one, or two to five).
    "prompt.dora_from_indicator.count": (("indicators",), NN_(
        "The dora indicator is {indicators}. How many dora does this hand hold?",
        "The dora indicators are {indicators}. How many dora does this hand hold?",
        count="indicator_count")),
    "prompt.dora_from_indicator.count_aka": (("indicators",), NN_(
        "The dora indicator is {indicators}. How many dora does this hand hold? Red fives "
        "count as dora too.",
        "The dora indicators are {indicators}. How many dora does this hand hold? Red fives "
        "count as dora too.", count="indicator_count")),
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
    # TRANSLATORS: {tile} is the dora's name with its code, {count} a number; the form
    # follows {count}.
    "exercise.dora.count_tile": (("tile", "count"), NN_(
        "The {tile} is dora, and the hand holds {count} copy of it.",
        "The {tile} is dora, and the hand holds {count} copies of it.")),
    "exercise.dora.red_fives": (("count",), NN_(
        "Each red five is one more dora, and the hand holds {count} red five.",
        "Each red five is one more dora, and the hand holds {count} red fives.")),
    "exercise.dora.total": (("han",), N_("In all, the dora are worth {han}.")),
    # The first hint of a payments question: the method, not its numbers (the first step
    # of the explanation would give the basic points away, or only repeat a yaku).
    "exercise.points.hint": (("case",), Choice("case", {
        "ron_non_dealer": N_(
            "Start from the basic points, fu × 2^(2 + han), or those of the limit the hand "
            "reaches; the discarder pays four times that, rounded up to the next 100."),
        "ron_dealer": N_(
            "Start from the basic points, fu × 2^(2 + han), or those of the limit the hand "
            "reaches; the discarder pays a dealer six times that, rounded up to the next 100."),
        "tsumo_non_dealer": N_(
            "Start from the basic points, fu × 2^(2 + han), or those of the limit the hand "
            "reaches; each non-dealer pays that once and the dealer twice, each share rounded "
            "up to the next 100."),
        "tsumo_dealer": N_(
            "Start from the basic points, fu × 2^(2 + han), or those of the limit the hand "
            "reaches; each of the three others pays a dealer twice that, rounded up to the "
            "next 100."),
    })),
    "exercise.points.hint_hand": ((), N_(
        "Count the han first, yaku and then dora, and the fu, rounded up to the next ten; "
        "then come the basic points and what each player pays.")),
    "exercise.han.too_many": ((), N_(
        "That is more han than this hand has: which yaku or dora did you count that it does "
        "not hold?")),
    "exercise.fu.too_many": ((), N_(
        "That is more fu than this hand has: which item (a set, the pair, the wait or the "
        "way it was won) did you count that it does not hold?")),
    "exercise.dora.hint": ((), N_(
        "The indicator is not the dora itself: the dora is the tile that comes after it, "
        "in the order of its suit.")),
    # TRANSLATORS: {tile} is the tile the learner typed, {indicator} the indicator, each a
    # tile's name with its code; the sentence says why the typed tile is not the dora,
    # without naming the dora.
    "exercise.dora.not_after": (("tile", "indicator", "order"), Choice("order", {
        "number": N_("The {tile} does not come after the {indicator}: the dora is the next "
                     "number of the indicator's own suit."),
        "nine": N_("The {tile} does not come after the {indicator}: after a 9 the suit starts "
                   "again at 1."),
        "wind": N_("The {tile} does not come after the {indicator}: the winds follow the order "
                   "East, South, West, North, and after North comes East again."),
        "dragon": N_("The {tile} does not come after the {indicator}: the dragons follow the "
                     "order white, green, red, and after red comes white again."),
    })),
    "exercise.waits.method": ((), N_(
        "Try each tile in turn: it is a wait if it makes the hand complete (four sets and a "
        "pair, seven pairs or thirteen orphans).")),
    # TRANSLATORS: {tile} is a tile's name with its code, {group} the completed set or pair
    # in mpsz ("345m", "77p"), {wait} the name of the wait shape.
    "exercise.waits.completes": (("tile", "group", "wait"), N_(
        "The {tile} completes the hand: it makes {group}, with a {wait}.")),
    "exercise.waits.exhausted": (("tile",), N_(
        "The {tile} would complete the hand, but all four copies are already in it: it is "
        "not a wait.")),
    # TRANSLATORS: {waits} lists the winning tiles.
    # TRANSLATORS: the form follows how many tiles are listed (one, or several).
    "exercise.waits.answer": (("waits",), NN_("The hand waits on {waits}.",
                                              "The hand waits on {waits}.",
                                              count="wait_count")),
    # feedback
    "feedback.correct": ((), N_("Correct!")),
    "feedback.incorrect": (("answer",), N_("Not quite. The answer is {answer}.")),
    # feedback by attempt (mjlearn.exercises.tutor.tries): a miss never shows the answer until
    # the last try or "Show answer"
    # TRANSLATORS: {answer} is the right answer: a number, tiles, yaku names, or amounts
    # each with its label ("each non-dealer pays: 1,000; the dealer pays: 2,000").
    "feedback.answer": (("answer",), N_("The right answer: {answer}.")),
    # TRANSLATORS: after the last wrong answer, before the right one. {item} is one whole
    # sentence of the explanation ("Riichi: +1 han.").
    "feedback.went_wrong": (("item",), N_("Your total goes wrong at this step: {item}")),
    # TRANSLATORS: after the last wrong answer that no mistake explains, before the right
    # one: the explanation's first step, to work it through again. {item} is one whole
    # sentence of the explanation.
    "feedback.start_here": (("item",), N_("Work it through again from the first step: {item}")),
    # TRANSLATORS: a table's settlement or final score answered wrong: {player} is the
    # number (1 to 4) of the first player whose amount differs from the engine's, {item} the one whole
    # sentence of the explanation where it does ("Player 3 holds 30,800 points, rounded to
    # 31,000 points.").
    "exercise.table.first_differs": (("player", "item"), N_(
        "Start with player {player}, whose amount goes wrong at this step: {item}")),
    # TRANSLATORS: the hint after a table's settlement or final score answered wrong the
    # first time: {player} is the number (1 to 4) of the first player whose amount differs
    # from the engine's, {item} the one whole sentence of the explanation where it does.
    "exercise.table.look_again": (("player", "item"), N_(
        "Look again at player {player}'s amount, and at this step: {item}")),
    # TRANSLATORS: before two mistakes that give the same wrong answer: the sentence
    # naming the first follows, then the other ("Or: …").
    "feedback.two_slips": ((), N_(
        "Two different slips give this answer; check which one you made.")),
    # TRANSLATORS: before three or more mistakes that give the same wrong answer: the
    # sentence naming the first follows, then the others ("Or: …").
    "feedback.several_slips": ((), N_(
        "Several different slips give this answer; check which one you made.")),
    # TRANSLATORS: another mistake that gives the same wrong answer, after the first one;
    # {item} is one whole sentence naming it.
    "feedback.or_perhaps": (("item",), N_("Or: {item}")),
    # TRANSLATORS: a wrong answer nobody recognised; a hint follows on the next line.
    "feedback.not_yet": ((), N_("Not yet. Here is a hint.")),
    # TRANSLATORS: {count} is how many tries are left before the answer is shown.
    "feedback.try_again": (("count",), NN_(
        "Try again: you have {count} more try before the answer is shown.",
        "Try again: you have {count} more tries before the answer is shown.")),
    # the labelled answer fields (mjlearn.exercises.answers.fields), written as they stand inside
    # the answer's sentence ("the right answer: each non-dealer pays 1,000; the dealer pays
    # 2,000"); a field's label in the widget starts with a capital of its own
    # TRANSLATORS: a field's label, as it reads inside a sentence; the widget writes its
    # first letter as a capital.
    "field.discarder": ((), N_("the discarder pays")),
    "field.dealer": ((), N_("the dealer pays")),
    "field.non_dealer": ((), N_("each non-dealer pays")),
    # the dealer's tsumo: the three who pay are all the others, said so rather than "each
    # non-dealer" beside a dealer who is the winner
    "field.each_other": ((), N_("each of the three others pays")),
    # TRANSLATORS: {seat} is "player 2"; the field holds that player's change of score.
    "field.seat": (("seat",), N_("{seat}")),
    "field.seat_dealer": (("seat",), N_("{seat} (the dealer)")),
    # TRANSLATORS: {wind} is a wind's name: a Classic player, East to North.
    "field.wind": (("wind",), N_("{wind}")),
    # TRANSLATORS: {denomination} is a stick's value: "10,000".
    "field.sticks": (("denomination",), N_("sticks of {denomination}")),
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
    # TRANSLATORS: {count} is a number of red fives; the form follows it.
    "misconception.forgot_red_fives": (("count",), NN_(
        "You left out the red fives: each one is a dora, and this hand holds {count} red five.",
        "You left out the red fives: each one is a dora, and this hand holds {count} red "
        "fives.")),
    # TRANSLATORS: {han} is how many han the red fives that are also the indicated
    # tile add: such a red five counts once for being red and once more as the dora.
    "misconception.red_five_counted_once": (("han",), N_(
        "A red five that is also the dora counts twice: once for being red, once as the "
        "dora. You counted it only once: {han} missing.")),
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
    # TRANSLATORS: two faults in one answer of waits: tiles held four times already
    # ({held}, {count} of them), so no wait, and at least one wait left out (never named:
    # the learner tries again).
    "misconception.wait_faults_held": (("held", "count"), NN_(
        "Two things to fix: all four copies of {held} are already in the hand, so it is not "
        "a wait; and at least one wait is missing.",
        "Two things to fix: all four copies of each of {held} are already in the hand, so "
        "they are not waits; and at least one wait is missing.")),
    # TRANSLATORS: two faults in one answer of waits: tiles that complete nothing
    # ({extra}, {count} of them), and at least one wait left out (never named).
    "misconception.wait_faults": (("count", "extra"), NN_(
        "Two things to fix: {extra} does not complete the hand, and at least one wait is "
        "missing.",
        "Two things to fix: {extra} do not complete the hand, and at least one wait is "
        "missing.")),
    # TRANSLATORS: a lone tile's wait (tanki) answered with its neighbours; {extra} lists
    # them.
    "misconception.tanki_neighbours": (("count", "extra"), NN_(
        "A lone tile waits for its own copy, to make the pair; it does not wait on its "
        "neighbour {extra}.",
        "A lone tile waits for its own copy, to make the pair; it does not wait on its "
        "neighbours {extra}.")),
    # TRANSLATORS: {yaku} is a yakuhai's name ("Yakuhai: white dragon").
    "misconception.pair_is_no_yakuhai": (("yaku",), N_(
        "{yaku} needs a triplet, and this hand holds only a pair of it: a pair is not a yaku "
        "(it only adds fu).")),
    "misconception.menzen_tsumo_on_ron": ((), N_(
        "Menzen tsumo needs a win by tsumo, and this hand was won by ron.")),
    # TRANSLATORS: {count}: how many of the hand's yaku were left out besides.
    "misconception.menzen_tsumo_on_ron_missed": (("count",), NN_(
        "Menzen tsumo needs a win by tsumo, and this hand was won by ron; it also has "
        "{count} yaku you did not name.",
        "Menzen tsumo needs a win by tsumo, and this hand was won by ron; it also has "
        "{count} yaku you did not name.")),
    # --- part 2: whole hands, points, the table, Classic -------------------------------
    # TRANSLATORS: a Riichi hand exercise. {win_way} says how the hand was won ("by ron",
    # "by tsumo after declaring riichi"), {tile} is the winning tile, {seat_wind} and
    # {round_wind} are wind names (East…); {question} is the question itself, a whole
    # sentence. The dealer always sits East, so the dealer's sentence names East itself:
    # say first who won, the dealer or a non-dealer, then the seat.
    "prompt.riichi_hand": (("win_way", "tile", "seat_wind", "round_wind", "role", "question"),
                           Choice("role", {
        "dealer": N_("The dealer, whose seat wind is East, won this hand {win_way}. The winning "
                     "tile was the {tile}, and the round wind was {round_wind}. {question}"),
        "non_dealer": N_("A non-dealer, whose seat wind is {seat_wind}, won this hand "
                         "{win_way}. The winning tile was the {tile}, and the round wind was "
                         "{round_wind}. {question}"),
    })),
    # TRANSLATORS: as above; {indicators} lists the dora indicators (tiles with their
    # articles, as above); the form follows how many there are.
    "prompt.riichi_hand.dora": (("win_way", "tile", "seat_wind", "round_wind", "role",
                                 "indicators", "question"), Choice("role", {
        "dealer": NN_("The dealer, whose seat wind is East, won this hand {win_way}. The "
                      "winning tile was the {tile}, and the round wind was {round_wind}. The "
                      "dora indicator is {indicators}. {question}",
                      "The dealer, whose seat wind is East, won this hand {win_way}. The "
                      "winning tile was the {tile}, and the round wind was {round_wind}. The "
                      "dora indicators are {indicators}. {question}", count="indicator_count"),
        "non_dealer": NN_("A non-dealer, whose seat wind is {seat_wind}, won this hand "
                          "{win_way}. The winning tile was the {tile}, and the round wind was "
                          "{round_wind}. The dora indicator is {indicators}. {question}",
                          "A non-dealer, whose seat wind is {seat_wind}, won this hand "
                          "{win_way}. The winning tile was the {tile}, and the round wind was "
                          "{round_wind}. The dora indicators are {indicators}. {question}",
                          count="indicator_count"),
    })),
    # TRANSLATORS: as above; {ura} lists the ura dora indicators, turned over after riichi,
    # one under each dora indicator (so as many as {indicators}).
    "prompt.riichi_hand.ura": (("win_way", "tile", "seat_wind", "round_wind", "role",
                                "indicators", "ura", "question"), Choice("role", {
        "dealer": NN_("The dealer, whose seat wind is East, won this hand {win_way}. The "
                      "winning tile was the {tile}, and the round wind was {round_wind}. The "
                      "dora indicator is {indicators}, and the ura dora indicator {ura}. "
                      "{question}",
                      "The dealer, whose seat wind is East, won this hand {win_way}. The "
                      "winning tile was the {tile}, and the round wind was {round_wind}. The "
                      "dora indicators are {indicators}, and the ura dora indicators {ura}. "
                      "{question}", count="indicator_count"),
        "non_dealer": NN_("A non-dealer, whose seat wind is {seat_wind}, won this hand "
                          "{win_way}. The winning tile was the {tile}, and the round wind was "
                          "{round_wind}. The dora indicator is {indicators}, and the ura dora "
                          "indicator {ura}. {question}",
                          "A non-dealer, whose seat wind is {seat_wind}, won this hand "
                          "{win_way}. The winning tile was the {tile}, and the round wind was "
                          "{round_wind}. The dora indicators are {indicators}, and the ura dora "
                          "indicators {ura}. {question}", count="indicator_count"),
    })),
    # The same prompts under rules played without winds (the Kostaryov family rules): the
    # winner is the dealer or a non-dealer, and no wind is named.
    # TRANSLATORS: {win_way} says how the hand was won ("by ron"), {tile} is the winning
    # tile; {question} is the question itself, a whole sentence.
    "prompt.riichi_hand.no_winds": (("win_way", "tile", "role", "question"), Choice("role", {
        "dealer": N_("The dealer won this hand {win_way}. The winning tile was the {tile}. "
                     "{question}"),
        "non_dealer": N_("A non-dealer won this hand {win_way}. The winning tile was the "
                         "{tile}. {question}"),
    })),
    # TRANSLATORS: as above; {indicators} lists the dora indicators; the form follows how
    # many there are.
    "prompt.riichi_hand.dora.no_winds": (("win_way", "tile", "role", "indicators", "question"),
                                         Choice("role", {
        "dealer": NN_("The dealer won this hand {win_way}. The winning tile was the {tile}. The "
                      "dora indicator is {indicators}. {question}",
                      "The dealer won this hand {win_way}. The winning tile was the {tile}. The "
                      "dora indicators are {indicators}. {question}", count="indicator_count"),
        "non_dealer": NN_("A non-dealer won this hand {win_way}. The winning tile was the "
                          "{tile}. The dora indicator is {indicators}. {question}",
                          "A non-dealer won this hand {win_way}. The winning tile was the "
                          "{tile}. The dora indicators are {indicators}. {question}",
                          count="indicator_count"),
    })),
    # TRANSLATORS: as above; {ura} lists the ura dora indicators, turned over after riichi,
    # one under each dora indicator (so as many as {indicators}).
    "prompt.riichi_hand.ura.no_winds": (("win_way", "tile", "role", "indicators", "ura",
                                         "question"), Choice("role", {
        "dealer": NN_("The dealer won this hand {win_way}. The winning tile was the {tile}. The "
                      "dora indicator is {indicators}, and the ura dora indicator {ura}. "
                      "{question}",
                      "The dealer won this hand {win_way}. The winning tile was the {tile}. The "
                      "dora indicators are {indicators}, and the ura dora indicators {ura}. "
                      "{question}", count="indicator_count"),
        "non_dealer": NN_("A non-dealer won this hand {win_way}. The winning tile was the "
                          "{tile}. The dora indicator is {indicators}, and the ura dora "
                          "indicator {ura}. {question}",
                          "A non-dealer won this hand {win_way}. The winning tile was the "
                          "{tile}. The dora indicators are {indicators}, and the ura dora "
                          "indicators {ura}. {question}", count="indicator_count"),
    })),
    # TRANSLATORS: {choices} lists the yaku names offered.
    "question.name_yaku": (("choices",), N_(
        "Which yaku does it have? Choose all that apply: {choices}. You may also type their "
        "names, separated by commas.")),
    # TRANSLATORS: the same question when the dora are among the choices: they are no yaku,
    # and the question says so before it lists them.
    "question.name_yaku.with_dora": (("choices",), N_(
        "Which yaku does it have? Not every option is a yaku. Choose all that apply: "
        "{choices}. You may also type their names, separated by commas.")),
    "question.count_han": ((), N_("How many han is it worth, dora included?")),
    # TRANSLATORS: the same question for a hand with no dora indicator and no red five.
    "question.count_han.no_dora": ((), N_("This hand holds no dora. How many han is it worth?")),
    "question.count_fu": ((), N_("How many fu is it worth?")),
    "question.payments.ron": ((), N_("How many points does the discarder pay?")),
    # TRANSLATORS: the learner types two amounts separated by a slash; keep "/" as it is.
    "question.payments.tsumo": ((), N_(
        "How many points does each non-dealer pay, and how many the dealer? Write both, "
        "the non-dealers' share first, separated by /.")),
    "question.payments.dealer_tsumo": ((), N_(
        "How many points does each non-dealer pay?")),
    # TRANSLATORS: {honba} is counted: "2 honba".
    "question.payments.ron_honba": (("honba",), N_(
        "With {honba} on the table, how many points does the discarder pay in all?")),
    "question.payments.tsumo_honba": (("honba",), N_(
        "With {honba} on the table, how many points does each non-dealer pay in all, and "
        "how many the dealer? Write both, the non-dealers' share first, separated by /.")),
    "question.payments.dealer_tsumo_honba": (("honba",), N_(
        "With {honba} on the table, how many points does each non-dealer pay in all?")),
    # TRANSLATORS: {han} and {fu} are counted ("3 han", "40 fu"); {win_way} says how the
    # hand was won ("by ron"); {question} is one of the payment questions above.
    "prompt.han_fu_to_points": (("han", "fu", "role", "win_way", "question"), Choice("role", {
        "dealer": N_("The dealer wins a hand worth {han} and {fu} {win_way}. {question}"),
        "non_dealer": N_("A non-dealer wins a hand worth {han} and {fu} {win_way}. {question}"),
    })),
    # TRANSLATORS: as above, under rules other than the standard ones; {ruleset} says which
    # rules apply ("under the EMA rules").
    "prompt.han_fu_to_points.ruleset": (("ruleset", "han", "fu", "role", "win_way", "question"),
                                        Choice("role", {
        "dealer": N_("{ruleset}, the dealer wins a hand worth {han} and {fu} {win_way}. "
                     "{question}"),
        "non_dealer": N_("{ruleset}, a non-dealer wins a hand worth {han} and {fu} "
                         "{win_way}. {question}"),
    })),
    # TRANSLATORS: players are "player 1" … "player 4"; {honba} and {sticks} are counted
    # ("1 honba", "2 riichi sticks"); {example} is four amounts with their signs, players 1
    # to 4, as the learner may type them.
    "prompt.round_settlement.ron": (("dealer", "honba", "sticks", "winner", "discarder", "han",
                                     "fu"), N_(
        "{dealer} is the dealer, and {on_table}. The hand is won by "
        "ron by {winner}, on a discard of {discarder}, with {han} and {fu}. How does each "
        "player's score change? Write four amounts separated by /, players 1 to 4, for "
        "example {example}.")),
    "prompt.round_settlement.tsumo": (("dealer", "honba", "sticks", "winner", "han", "fu"), N_(
        "{dealer} is the dealer, and {on_table}. The hand is won by "
        "tsumo by {winner}, with {han} and {fu}. How does each player's score change? Write "
        "four amounts separated by /, players 1 to 4, for example {example}.")),
    # TRANSLATORS: {seats} lists the players who declared riichi during this hand, each
    # with its article where your language puts one ("il giocatore 1 e il giocatore 3");
    # the form follows how many they are.
    "prompt.riichi_declared": (("seats",), NN_(
        "During the hand {seats} declared riichi.", "During the hand {seats} declared riichi.",
        count="declared")),
    # TRANSLATORS: {riichi} is the sentence above ("During the hand player 3 declared
    # riichi.").
    "prompt.round_settlement.ron_riichi": (("dealer", "honba", "sticks", "winner", "discarder",
                                            "han", "fu", "riichi"), N_(
        "{dealer} is the dealer, and {on_table}. {riichi} The hand "
        "is won by ron by {winner}, on a discard of {discarder}, with {han} and {fu}. How does "
        "each player's score change? Write four amounts separated by /, players 1 to 4, for "
        "example {example}.")),
    "prompt.round_settlement.tsumo_riichi": (("dealer", "honba", "sticks", "winner", "han",
                                              "fu", "riichi"), N_(
        "{dealer} is the dealer, and {on_table}. {riichi} The hand "
        "is won by tsumo by {winner}, with {han} and {fu}. How does each player's score "
        "change? Write four amounts separated by /, players 1 to 4, for example {example}.")),
    # TRANSLATORS: an exhaustive draw: {tenpai} lists the players who are tenpai, each with
    # its article where your language puts one.
    "prompt.round_settlement.draw": (("dealer", "honba", "sticks", "tenpai"), N_(
        "{dealer} is the dealer, and {on_table}. The wall runs out and nobody has won; only "
        "these players are tenpai: {tenpai}. How does each player's score change? Write "
        "four amounts separated by /, players 1 to 4, for example {example}.")),
    "prompt.round_settlement.draw_riichi": (("dealer", "honba", "sticks", "riichi", "tenpai"), N_(
        "{dealer} is the dealer, and {on_table}. {riichi} The wall runs out and nobody has "
        "won; only these players are tenpai: {tenpai}. How does each player's score change? "
        "Write four amounts separated by /, players 1 to 4, for example {example}.")),
    # TRANSLATORS: under rules where a player who cannot pay pays what they hold (the
    # Kostaryov family rules): {scores} lists four point totals, players 1 to 4; {ruleset}
    # says which rules apply ("under the Kostaryov family rules"); {question} is the
    # round's question, several whole sentences.
    "prompt.with_scores": (("scores", "ruleset", "question"), N_(
        "At the start of the hand players 1 to 4 hold {scores}; {ruleset}, a player who "
        "cannot pay all they owe pays what they hold and is out. {question}")),
    # TRANSLATORS: {scores} lists four point totals, players 1 to 4; {baseline} is points
    # ("30,000 points"); {example} four final scores with their signs. The answer is in
    # thousands, as the Spanish scoring guide counts final scores.
    "prompt.final_score.thousands": (("scores", "baseline"), N_(
        "The game is over, and players 1 to 4 hold {scores}. What are their final scores, in "
        "thousands, with {baseline} as the baseline? Write four numbers separated by /, for "
        "example {example}.")),
    "prompt.final_score.points": (("scores",), N_(
        "The game is over, and players 1 to 4 hold {scores}. What are their final scores, in "
        "points? Write four numbers separated by /.")),
    # TRANSLATORS: {sticks} is counted: "2 riichi sticks" are still on the table; the form
    # follows it.
    "prompt.final_score.sticks.thousands": (("scores", "sticks", "baseline"), NN_(
        "The game is over, players 1 to 4 hold {scores}, and {sticks} is left on the table. "
        "What are their final scores, in thousands, with {baseline} as the baseline? Write "
        "four numbers separated by /, for example {example}.",
        "The game is over, players 1 to 4 hold {scores}, and {sticks} are left on the table. "
        "What are their final scores, in thousands, with {baseline} as the baseline? Write "
        "four numbers separated by /, for example {example}.",
        count="sticks")),
    "prompt.final_score.sticks.points": (("scores", "sticks"), NN_(
        "The game is over, players 1 to 4 hold {scores}, and {sticks} is left on the table. "
        "What are their final scores, in points? Write four numbers separated by /.",
        "The game is over, players 1 to 4 hold {scores}, and {sticks} are left on the table. "
        "What are their final scores, in points? Write four numbers separated by /.",
        count="sticks")),
    # TRANSLATORS: {payer_sticks} and {payee_sticks} list sticks: "1 × 10,000, 2 × 5,000";
    # {denominations} lists the four stick values, largest first; {example} four counts, a
    # minus sign for change given back.
    "prompt.pay_with_sticks": (("amount", "payer_sticks", "payee_sticks"), N_(
        "You must pay {amount}. You hold {payer_sticks}; the player you pay holds "
        "{payee_sticks}. Pay moving as few sticks as possible (and, between equal ways, "
        "with the least change). How many sticks of {denominations} do you hand over? Write "
        "four counts separated by /, with a minus sign for the sticks you get back as change, "
        "for example {example}.")),
    # TRANSLATORS: {hand} is the hand's sets in the compact notation, kept as it is;
    # {tile} is the last tile's name with its code ("3 of characters (3m)").
    "prompt.classic_hand_score": (("hand", "seat_wind", "round_wind", "tile", "source"),
                                  Choice("source", {
        "drawn": N_("Classic European mahjong. The player whose seat wind is {seat_wind} goes "
                    "out with {hand}; the last tile, the {tile}, was drawn from the wall. The "
                    "prevailing wind is {round_wind}. What does the hand score?"),
        "claimed": N_("Classic European mahjong. The player whose seat wind is {seat_wind} "
                      "goes out with {hand}; the last tile, the {tile}, was claimed from a "
                      "discard. The prevailing wind is {round_wind}. What does the hand "
                      "score?"),
    })),
    # TRANSLATORS: {scores} lists four hand scores, East, South, West, North; {wind} is
    # the wind of the player who went out. East is the dealer.
    "prompt.classic_settlement": (("scores", "wind"), N_(
        "Classic European mahjong. The hand scores are {scores} (East, South, West, North); "
        "{wind} went out, and East is the dealer. What does each player win or lose? Write "
        "four amounts, East first, separated by /.")),
    # hint steps
    # TRANSLATORS: {han} is counted: the dora are worth "2 han", but they are not a yaku.
    "exercise.yaku.dora_not_yaku": (("han",), N_(
        "The dora add {han}, but they are not a yaku: a hand needs a yaku of its own to "
        "win.")),
    # TRANSLATORS: {yaku_list} lists the yaku by name; {count} is how many they are.
    "exercise.yaku.answer": (("yaku_list",), NN_("The hand has {count} yaku: {yaku_list}.",
                                                 "The hand has {count} yaku: {yaku_list}.")),
    "exercise.han.total": (("han",), N_("In all, the hand is worth {han}.")),
    "exercise.fu.total": (("fu",), N_("In all, the hand is worth {fu}.")),
    # TRANSLATORS: {basic} is a number of basic points.
    "exercise.settle.basic": (("han", "fu", "basic"), N_(
        "{han} and {fu} make {basic} basic points.")),
    # TRANSLATORS: {changes} lists the four changes of score, players 1 to 4, with their
    # signs.
    "exercise.settle.answer": (("changes",), N_(
        "The scores of players 1 to 4 change by {changes}.")),
    "exercise.final.answer": (("changes",), N_(
        "The final scores of players 1 to 4 are {changes}.")),
    # TRANSLATORS: under rules whose final score is the points each player holds, no
    # change: {scores} lists them, without signs.
    "exercise.final.held": (("scores",), N_(
        "The final scores of players 1 to 4 are the points they hold: {scores}.")),
    "exercise.sticks.moved": (("count",), NN_(
        "In all, {count} stick changes hands.", "In all, {count} sticks change hands.")),
    "exercise.sticks.hint": ((), N_(
        "Hand over the largest sticks that fit first. If paying a little more and taking "
        "change back moves fewer sticks, do that instead.")),
    # TRANSLATORS: {points} is counted points.
    "exercise.classic.total": (("points",), N_("The hand scores {points}.")),
    # the quiz command: a printed quiz and its answer key
    # TRANSLATORS: {seed} is the quiz's number, the one that gives the same quiz again (as
    # lesson 16 says: "this one is quiz number 7").
    "quiz.title": (("seed",), N_("Mahjong quiz number {seed}")),
    # TRANSLATORS: {number} is the question's number in the quiz.
    "quiz.question": (("number",), N_("Question {number}")),
    # TRANSLATORS: {hand} and {sets} are tiles in mpsz, kept as they are.
    "quiz.hand": (("hand",), N_("Hand: {hand}")),
    "quiz.melds": (("sets",), N_("Called sets and kans: {sets}")),
    "quiz.answer_key": ((), N_("Answer key")),
    "quiz.answer": (("answer",), N_("Answer: {answer}")),
    # TRANSLATORS: the learner's own answer, at the end of a quiz in test mode.
    "quiz.your_answer": (("answer",), N_("Your answer: {answer}")),
    "quiz.not_answered": ((), N_("You did not answer this question.")),
    # TRANSLATORS: {correct} and {count} are numbers; the form follows {count}.
    "quiz.score": (("correct", "count"), NN_(
        "You answered {correct} of {count} question right.",
        "You answered {correct} of {count} questions right.")),
    # mjlearn quiz grade: the class report graded from the students' answer files
    # TRANSLATORS: {seed} is the quiz's number, as in "Mahjong quiz number {seed}".
    "grade.title": (("seed",), N_("Results of mahjong quiz number {seed}")),
    # TRANSLATORS: {count} is a number; the form follows it.
    "grade.graded": (("count",), NN_("{count} student's answers graded.",
                                     "{count} students' answers graded.")),
    "grade.students": ((), N_("Students")),
    "grade.questions": ((), N_("Questions")),
    "grade.skills": ((), N_("Skills")),
    # TRANSLATORS: {name} is the student's name (or the file's name); {correct} and {count}
    # are numbers; the form follows {count}.
    "grade.student": (("name", "correct", "count"), NN_(
        "{name}: {correct} of {count} question right.",
        "{name}: {correct} of {count} questions right.")),
    # TRANSLATORS: {answer} is the student's answer in the question's own form.
    "grade.mistake": (("number", "answer"), N_("Question {number}: answered {answer}.")),
    "grade.unrecognised": ((), N_("The engine recognises no typical mistake in this answer.")),
    "grade.missing": (("number",), N_("Question {number}: not answered.")),
    # TRANSLATORS: the reason follows, in a sentence of its own.
    "grade.unreadable": (("number",), N_("Question {number}: the answer cannot be read.")),
    # TRANSLATORS: {percent} is a percentage already formatted ("67 %"); {correct} and
    # {count} are numbers; the form follows {count}.
    "grade.question_rate": (("number", "correct", "count", "percent"), NN_(
        "Question {number}: {correct} of {count} student right ({percent}).",
        "Question {number}: {correct} of {count} students right ({percent}).")),
    # TRANSLATORS: {skill} is a skill's name ("Honba counters"); the form follows {count}.
    "grade.skill_rate": (("skill", "correct", "count", "percent"), NN_(
        "{skill}: {correct} of {count} answer right ({percent}).",
        "{skill}: {correct} of {count} answers right ({percent}).")),
    # TRANSLATORS: written after a bar of the charts: "2 of 3 right".
    "grade.count_note": (("correct", "count"), N_("{correct} of {count} right")),
    "grade.chart_questions": ((), N_("Right answers per question")),
    "grade.chart_skills": ((), N_("Right answers per skill")),
    # TRANSLATORS: {count} is a number of files; the form follows it.
    "grade.set_aside": (("count",), NN_("{count} file was not graded:",
                                        "{count} files were not graded:")),
    # TRANSLATORS: said to the teacher; {feedback} is the sentence the engine says to the
    # student about the answer (addressed to the student), quoted.
    "grade.feedback": (("feedback",), N_("The engine tells the student: “{feedback}”")),
    # TRANSLATORS: {number} is a question's number, {topic} what it is about ("counting fu").
    "grade.question_topic": (("number", "topic"), N_("Question {number} ({topic})")),
    # TRANSLATORS: {label} is "Question 2 (counting the fu)"; {percent} a percentage
    # already formatted ("67 %"); the form follows {count}.
    "grade.topic_rate": (("label", "correct", "count", "percent"), NN_(
        "{label}: {correct} of {count} student right ({percent}).",
        "{label}: {correct} of {count} students right ({percent}).")),
    # TRANSLATORS: {name} is a student's name, {files} the names of their files.
    "grade.same_name": (("name", "files"), N_("Several files carry the name “{name}”: {files}. "
                                              "Each is graded; check they are different "
                                              "students.")),
    # TRANSLATORS: {name} is the student's name, {file} the file's; written when two
    # files carry one name, so the teacher can tell them apart.
    "grade.student_file": (("name", "file"), N_("{name} ({file})")),
    # TRANSLATORS: a student took the quiz again after seeing the answer key, on new
    # questions; {number} is the attempt's number; the form follows {count}. Only the
    # first attempt is the grade.
    "grade.attempt": (("number", "correct", "count"), NN_(
        "Attempt {number}, after the answer key was shown (not graded): {correct} of "
        "{count} question right.",
        "Attempt {number}, after the answer key was shown (not graded): {correct} of "
        "{count} questions right.")),
    # the gradebook's column headings (CSV)
    "grade.csv_name": ((), N_("Name")),
    "grade.csv_file": ((), N_("File")),
    "grade.csv_right": ((), N_("Right")),
    "grade.csv_questions": ((), N_("Questions")),
    # TRANSLATORS: a short column heading for question {number}: "Q3".
    "grade.csv_question": (("number",), N_("Q{number}")),
    # misconceptions
    "misconception.dora_is_not_yaku": ((), N_(
        "Dora are not a yaku: they add han to a hand that already has a yaku.")),
    # TRANSLATORS: {yaku} is a yaku's name.
    "misconception.closed_only_yaku": (("yaku",), N_(
        "{yaku} needs a closed hand, and this one has called sets.")),
    "misconception.yakuman_not_cumulative": (("yaku",), N_(
        "Under these rules yakuman do not add up: only the largest counts, so {yaku} is not "
        "scored.")),
    "misconception.yaku_beside_yakuman": (("yaku",), N_(
        "On a yakuman hand only the yakuman count: ordinary yaku such as {yaku} are not "
        "scored.")),
    "misconception.forgot_dora": (("han",), N_(
        "You left out the dora: they add {han}.")),
    "misconception.forgot_ura": (("han",), N_(
        "You left out the ura dora, turned over because of the riichi: they add {han}.")),
    "misconception.missed_open_reduction": (("han",), N_(
        "Some yaku are worth one han less in an open hand: you counted {han} too many.")),
    "misconception.forgot_closed_ron_fu": ((), N_(
        "You forgot the 10 fu for winning by ron with a closed hand.")),
    "misconception.forgot_tsumo_fu": ((), N_(
        "You forgot the 2 fu for winning by tsumo.")),
    # TRANSLATORS: {set} is a triplet in mpsz ("555p").
    "misconception.ron_triplet_concealed": (("set",), N_(
        "You counted {set} as concealed, but the ron tile completed it: a triplet completed "
        "by ron counts as open.")),
    "misconception.kan_counted_as_pon": ((), N_(
        "You counted a kan as a pon: four tiles of a kind are worth four times as much as a "
        "triplet.")),
    # TRANSLATORS: {pair} is a pair in mpsz ("11z"), {fu} counted fu.
    "misconception.double_wind_pair_once": (("pair", "fu"), N_(
        "The pair {pair} is both the seat wind and the round wind, so it is worth {fu}, not "
        "2 fu.")),
    "misconception.forgot_wait_fu": ((), N_(
        "You forgot the 2 fu of the wait: a kanchan, penchan or tanki wait adds 2 fu.")),
    "misconception.open_hand_minimum_fu": ((), N_(
        "An open hand won by ron with nothing but the 20 base fu counts 30 fu.")),
    # TRANSLATORS: {raw} is counted fu, the sum before rounding.
    "misconception.fu_not_rounded": (("raw",), N_(
        "You stopped at {raw}: the fu are always rounded up to the next ten.")),
    # TRANSLATORS: {fu} is counted fu, the learner's answer (32 fu).
    "misconception.fu_not_a_total": (("fu",), N_(
        "A hand's fu are always rounded up to a multiple of ten (only seven pairs count 25 "
        "fu), so {fu} cannot be its total: add up the items, then round up to the next "
        "ten.")),
    "misconception.fu_25_not_seven_pairs": ((), N_(
        "Only seven pairs count 25 fu, and this hand is not seven pairs: its fu are "
        "rounded up to a multiple of ten.")),
    "misconception.fu_rounded_down": (("raw",), N_(
        "You rounded {raw} down: the fu are always rounded up to the next ten, never "
        "down.")),
    "misconception.closed_ron_fu_open_hand": ((), N_(
        "You added the 10 fu of a closed ron, but this hand is open: an open hand won by ron "
        "gets no fu for the way it was won.")),
    "misconception.ron_fu_on_tsumo": ((), N_(
        "You counted the 10 fu of a closed ron, but this hand was won by tsumo: a tsumo adds "
        "2 fu, not 10.")),
    "misconception.pinfu_tsumo_fu": ((), N_(
        "You added the 2 fu of the tsumo, but pinfu won by tsumo gets no fu for it: the hand "
        "counts 20 fu.")),
    # TRANSLATORS: {set} is a triplet or a quad in mpsz ("555p").
    "misconception.set_counted_concealed": (("set",), N_(
        "You counted {set} as concealed, but it is open: an open set is worth half as "
        "much.")),
    "misconception.set_counted_open": (("set",), N_(
        "You counted {set} as open, but it is concealed: a concealed set is worth twice as "
        "much.")),
    "misconception.set_counted_as_terminals": (("set",), N_(
        "You counted {set} as terminals or honours, but it is made of simples: it is worth "
        "half as much.")),
    # TRANSLATORS: {item} is one whole sentence of the fu count ("555p, a concealed triplet
    # of simples: +8 fu.").
    "misconception.fu_item_missed": (("item",), N_("You left out one item. {item}")),
    "misconception.fu_item_doubled": (("item",), N_("You counted one item twice. {item}")),
    # TRANSLATORS: {set} is a triplet of wind tiles in mpsz ("333z").
    "misconception.guest_wind_yakuhai": (("set",), N_(
        "{set} is a wind that is neither the winner's seat wind nor the round wind: its "
        "triplet is no yaku and adds no han.")),
    # TRANSLATORS: {han} is counted han ("6 han"); {reached} is a limit's name ("haneman").
    "misconception.limit_paid_by_formula": (("han", "reached"), N_(
        "With {han} the hand is a {reached}: a limit hand is paid its fixed basic points, "
        "not by the formula.")),
    "misconception.chiitoitsu_fu_rounded": ((), N_(
        "Seven pairs count exactly 25 fu: they are not rounded up to 30.")),
    "misconception.dealer_times_four": ((), N_(
        "The dealer is paid six times the basic points on a ron, not four times.")),
    "misconception.payment_rounded_down": ((), N_(
        "Each payment is rounded up to the next 100, never down.")),
    "misconception.payment_not_rounded": ((), N_(
        "Each payment is rounded up to the next 100.")),
    "misconception.dealer_half_again_rounded": ((), N_(
        "You took 1.5 times the non-dealer's payment after it was rounded. The dealer is "
        "paid six times the basic points, rounded up to the next 100 once, at the end.")),
    "misconception.all_on_ron": ((), N_(
        "\"… all\" is said only for a dealer's tsumo, when the three others pay the same "
        "share. A ron is called with one amount: what the discarder pays.")),
    "misconception.chombo_as_draw": ((), N_(
        "A chombo is not a draw: the hand is void and dealt again by the same dealer, and "
        "no honba counter is added.")),
    # the rule a faded example's step follows, after a miss no mistake explains
    "faded.rule.fu_rounding": ((), N_(
        "Add up the items, then round up to the next ten, never down: 32 fu become 40.")),
    # TRANSLATORS: {fu} is a number of fu ("30 fu"), {count} how many times it is doubled
    # (2 + the han).
    "faded.rule.basic_points": (("fu", "count"), NN_(
        "The basic points are the fu doubled once for each han and twice more: {fu}, "
        "doubled {count} time.",
        "The basic points are the fu doubled once for each han and twice more: {fu}, "
        "doubled {count} times.")),
    # TRANSLATORS: {multiplier} is a number (1, 2, 4 or 6).
    "faded.rule.payment": (("multiplier",), N_(
        "Multiply the basic points by {multiplier}, then round the result up to the next "
        "100: a share on a tsumo is rounded on its own.")),
    "faded.rule.fu_item": ((), N_(
        "Look the item up in the fu table: a set's fu depend on whether it is a pon or a "
        "kan, open or concealed, of simples or of terminals and honours; a pair adds fu "
        "only when it is valued; only a kanchan, penchan or tanki wait adds 2.")),
    "faded.rule.yaku_han": ((), N_(
        "Look the yaku up in the list of yaku: some are worth one han less when the hand is "
        "open.")),
    # TRANSLATORS: {total} is points with their unit (3,000 points).
    "misconception.noten_total_each": ((), N_(
        "The noten players pay {total} in all, not each: shared out among them, and among "
        "the tenpai players who receive it.")),
    "misconception.noten_thousand_each": ((), N_(
        "With two players tenpai, each noten player pays 1,500, 750 to each tenpai player: "
        "the 3,000 are shared, not 1,000 paid to each.")),
    "misconception.draw_sticks_taken": ((), N_(
        "After an exhaustive draw the riichi sticks stay on the table for the next winner: "
        "nobody takes them, and each riichi declared in the hand still costs its stick.")),
    "misconception.tsumo_share_as_ron": ((), N_(
        "You gave the whole payment of a ron. On a tsumo everyone pays a share: each "
        "non-dealer the basic points once and the dealer twice, or, when the dealer wins, "
        "each player twice.")),
    "misconception.seed_000_rounding": ((), N_(
        "You rounded the basic points to the nearest 100 before multiplying. Multiply "
        "first, then round each payment up to the next 100.")),
    # TRANSLATORS: {cap} is a number of basic points (2,000).
    "misconception.no_mangan_cap": ((), N_(
        "The basic points stop at {cap}: from there on, the hand is a mangan.")),
    # TRANSLATORS: {multiple} is a number (2, 3…): how many single yakuman the hand is
    # worth, a double yakuman or several yakuman added up.
    # TRANSLATORS: {basic} is a number of basic points (8,000).
    "misconception.yakuman_paid_single": (("multiple",), N_(
        "You paid a single yakuman, but this hand counts {multiple} times the yakuman's "
        "{basic} basic points: a double yakuman, or several added up, is paid in full.")),
    # TRANSLATORS: the first hint of a yakuman's payments in a lesson before basic points
    # are taught; {non_dealer} and {dealer} are points with their unit (32,000 points).
    "hint.yakuman_payment": (("non_dealer", "dealer"), N_(
        "A yakuman won by a non-dealer is worth {non_dealer}, won by the dealer {dealer}; "
        "on a tsumo the dealer pays twice a non-dealer's share.")),
    "misconception.forgot_honba": (("honba",), N_(
        "You forgot the {honba}: each adds 300 points, paid by the discarder on a ron, 100 "
        "by each player on a tsumo.")),
    "misconception.honba_300_from_each": (("honba",), N_(
        "On a tsumo each player pays 100 points per honba, not 300: here {honba}.")),
    # TRANSLATORS: {sticks} is counted: "2 riichi sticks".
    "misconception.forgot_riichi_sticks": (("sticks",), N_(
        "You forgot the riichi sticks: the winner takes the {sticks} on the table.")),
    # TRANSLATORS: {item} is one whole sentence of the settlement ("Player 2 pays player 4
    # 300 points more for the 1 honba.").
    "misconception.payment_missed": (("item",), N_("You left out one payment. {item}")),
    "misconception.payment_doubled": (("item",), N_("You counted one payment twice. {item}")),
    # TRANSLATORS: {sticks} is counted riichi sticks ("2 riichi sticks").
    "misconception.forgot_table_sticks": (("sticks",), N_(
        "You forgot the {sticks} left on the table by earlier hands: the winner takes them "
        "too, not only the sticks of this hand.")),
    # TRANSLATORS: {sticks} is counted riichi sticks ("4 riichi sticks"): all of them, those
    # of this hand (the winner's own too) and those left by earlier hands.
    "misconception.forgot_all_sticks": (("sticks",), N_(
        "You forgot every riichi stick: each riichi declared in this hand puts a stick on "
        "the table, and the winner takes every stick there, {sticks} in all.")),
    # TRANSLATORS: {seats} lists players, each with its article where your language puts
    # one; the form follows how many they are. {deposit} is points with their unit (1,000
    # points).
    "misconception.forgot_riichi_deposit": (("seats",), NN_(
        "You forgot that declaring riichi costs {deposit}, put on the table: {seats} declared "
        "riichi.",
        "You forgot that declaring riichi costs {deposit}, put on the table: {seats} declared "
        "riichi.", count="declared")),
    # TRANSLATORS: {unit} is a number (1,000).
    "misconception.final_rounded_half_up": ((), N_(
        "Final points are rounded to the nearest {unit}, and an amount that ends in 500 is "
        "rounded down, not up.")),
    # TRANSLATORS: {baseline} and {start} are counted points.
    "misconception.start_as_baseline": (("baseline", "start"), N_(
        "The baseline is {baseline}, not the {start} each player starts with.")),
    "misconception.winner_not_absorbing": ((), N_(
        "First place does not count like the others: it gets minus the sum of the other "
        "three scores.")),
    "misconception.forgot_uma": ((), N_(
        "You forgot the uma, the bonus or penalty of each place.")),
    # TRANSLATORS: {sticks} is counted riichi sticks; the form follows it.
    "misconception.forgot_leftover_sticks": (("sticks",), NN_(
        "The {sticks} left on the table goes to first place.",
        "The {sticks} left on the table go to first place.", count="sticks")),
    # TRANSLATORS: {total} and {amount} are counted points.
    "misconception.sticks_wrong_total": (("total", "amount"), N_(
        "Those sticks are worth {total}, not {amount}.")),
    # TRANSLATORS: {denomination} is a stick's value: 1,000.
    "misconception.sticks_not_held": (("denomination",), N_(
        "There are not that many sticks of {denomination} to hand over or give back.")),
    # TRANSLATORS: {count} and {best} are counted sticks.
    "misconception.sticks_without_change": (("count", "best"), N_(
        "You paid without change and moved {count}; with change, {best} are enough.")),
    "misconception.sticks_not_fewest": (("count", "best"), N_(
        "That payment moves {count}; it can be done with {best}.")),
    # TRANSLATORS: {doubles} is counted: "2 doubles".
    "misconception.classic_forgot_doubles": (("doubles",), N_(
        "You forgot the doubles ({doubles}): the points are doubled once for each.")),
    "misconception.classic_not_rounded": ((), N_(
        "The score is rounded to the nearest 10.")),
    "misconception.classic_rounded_down": ((), N_(
        "The score is rounded to the nearest 10, not down.")),
    # TRANSLATORS: {limit} is counted points.
    "misconception.classic_ignored_limit": (("limit",), N_(
        "A hand scores at most the limit, {limit}.")),
    "misconception.classic_forgot_going_out": ((), N_(
        "You forgot the 20 points for going out.")),
    "misconception.classic_east_not_doubled": ((), N_(
        "Every payment East makes or receives is doubled.")),
    "misconception.classic_losers_do_not_settle": ((), N_(
        "The losers also pay each other the difference of their scores.")),
    # --- the mistakes learners really make (issue 12) ------------------------------------
    # yaku named or counted: one left out, one too many
    # TRANSLATORS: {yaku} is a yaku's name.
    "misconception.yaku_left_out": (("yaku",), N_(
        "You left out {yaku}: this hand has it too.")),
    "misconception.yaku_not_in_hand": (("yaku",), N_(
        "This hand does not have {yaku}: check what that yaku needs, and leave it out.")),
    # TRANSLATORS: {yaku} is a yaku's name; {reasons} is one or more whole sentences, each
    # a condition of that yaku this hand fails ("777s is a triplet, and that yaku needs
    # four sequences.").
    "misconception.yaku_not_in_hand_because": (("yaku", "reasons"), N_(
        "This hand does not have {yaku}. {reasons}")),
    # why a hand lacks a yaku named: one condition each ("that yaku" is the one just named)
    "yaku_absent.no_riichi": ((), N_("The winner did not declare riichi.")),
    "yaku_absent.open": ((), N_("The hand has a called set, and that yaku needs a closed "
                                "hand.")),
    "yaku_absent.not_seven_pairs": ((), N_("The hand is four sets and a pair, not seven "
                                           "pairs.")),
    # TRANSLATORS: {set} is a set in mpsz ("777s"); the same below.
    "yaku_absent.not_a_sequence": (("set",), N_(
        "{set} is not a sequence, and that yaku needs four sequences.")),
    # TRANSLATORS: {pair} is the pair in mpsz ("55z").
    "yaku_absent.value_pair": (("pair",), N_(
        "The pair {pair} is a dragon or the winner's seat or round wind, so it adds fu; that "
        "yaku needs a pair that adds none.")),
    # TRANSLATORS: {wait} is the name of the wait ("tanki (pair wait)").
    "yaku_absent.wait": (("wait",), N_(
        "The wait is a {wait}, and that yaku needs a ryanmen (two-sided wait).")),
    "yaku_absent.not_simple": (("set",), N_(
        "{set} holds a terminal or an honour, and that yaku allows only simples.")),
    "yaku_absent.a_sequence": (("set",), N_(
        "{set} is a sequence, and that yaku needs four triplets.")),
    "yaku_absent.no_twin_sequences": ((), N_(
        "No two of the hand's sequences are the same, and that yaku needs two identical "
        "sequences.")),
    "yaku_absent.no_terminal": (("set",), N_(
        "{set} holds no terminal or honour, and that yaku needs one in every set and in the "
        "pair.")),
    # TRANSLATORS: {set} and {second} are two sets of different suits in mpsz.
    "yaku_absent.two_suits": (("set", "second"), N_(
        "{set} and {second} are of two suits, and that yaku keeps to one suit.")),
    "yaku_absent.honours": (("set",), N_(
        "{set} is made of honours, and that yaku allows no honours.")),
    "yaku_absent.no_sanshoku": ((), N_(
        "No sequence appears in all three suits, and that yaku needs the same sequence in "
        "each.")),
    "yaku_absent.no_ittsuu": ((), N_(
        "No suit holds 123, 456 and 789 together, and that yaku needs all three in one "
        "suit.")),
    "yaku_absent.no_triplet": (("set",), N_(
        "The hand has no triplet {set}, and that yaku needs one.")),
    "yaku_absent.also_missing": ((), N_("The hand also has a yaku you did not name.")),
    "misconception.yaku_swapped": (("yaku",), N_(
        "This hand does not have {yaku}, and it has a yaku you did not name.")),
    # TRANSLATORS: {yaku} is a yaku's name, {han} counted han ("2 han").
    "misconception.yaku_left_out_han": (("yaku", "han"), N_(
        "You left out {yaku}: it adds {han}.")),
    # (a likely slip, not a certain one: the han too many may come from elsewhere)
    "misconception.yaku_extra_han": (("yaku", "han"), N_(
        "You may have counted {yaku}, but this hand does not have it: that is {han} too "
        "many.")),
    # han of an open hand
    # TRANSLATORS: {yaku_list} lists the yaku that may have been counted closed.
    "misconception.missed_one_open_reduction": (("yaku_list", "count"), Choice(
        "count", {
            "one": N_("{yaku_list} is worth one han less in an open hand, and this hand is "
                      "open: you counted it as if the hand were closed."),
            "many": N_("{yaku_list} are each worth one han less in an open hand: you counted "
                       "one of them as if the hand were closed."),
        }, select="one_or_many")),
    # TRANSLATORS: {set} is a triplet in mpsz ("555p"). San ankou: three concealed
    # triplets; suuankou: four (a yakuman). The sentence depends on which of the two the
    # learner counted.
    "misconception.ron_triplet_sanankou": (("set", "counted"), Choice("counted", {
        "sanankou": N_("The ron tile completed {set}, so it counts as an open triplet: the "
                       "hand has only two concealed triplets, not san ankou."),
        "suuankou": N_("The ron tile completed {set}, so it counts as an open triplet: the "
                       "hand has three concealed triplets (san ankou), not suuankou."),
    })),
    # the kinds of dora
    "misconception.forgot_kan_dora": (("han",), N_(
        "You left out the kan dora: the kan turned over one more indicator, and its dora "
        "add {han}.")),
    # TRANSLATORS: {ura} lists the ura dora indicators.
    "misconception.ura_from_dora_indicators": (("ura",), N_(
        "The ura dora come from their own indicators ({ura}), not from the dora indicators "
        "a second time.")),
    # the rules: a hand under other rules answered with the standard rules' value
    # TRANSLATORS: {ruleset} is the name of the rules the question is under ("EMA").
    "misconception.standard_rules": (("rule", "ruleset", "yaku"), Choice("rule", {
        "kazoe": N_("That is the value under the standard rules. Under these rules "
                    "({ruleset}), 13 han or more are a sanbaiman: there is no counted yakuman."),
        "yakuman_stacking": N_("That is the value under the standard rules. Under these "
                               "rules ({ruleset}), yakuman do not add up: only the largest "
                               "counts."),
        "double_yakuman": N_("That is the value under the standard rules. Under these rules "
                             "({ruleset}), this yakuman does not count double."),
        "aka": N_("That is the value under the standard rules. Under these rules "
                  "({ruleset}), red fives are not dora."),
        # TRANSLATORS: {yaku} is a yaku these rules do not play.
        "yaku_allowed": N_("That is the value under the standard rules. These rules "
                           "({ruleset}) do not play {yaku}."),
        "other": N_("That is the value under the standard rules; these rules ({ruleset}) "
                    "score this hand differently."),
    })),
    "misconception.kazoe_as_sanbaiman": ((), N_(
        "Under these rules 13 han or more make a counted yakuman (kazoe yakuman), not a "
        "sanbaiman.")),
    # TRANSLATORS: {reached} and {called} are limit names: "haneman", "mangan".
    "misconception.limit_one_lower": (("han", "reached", "called"), N_(
        "With {han} the hand is a {reached}, not a {called}.")),
    # TRANSLATORS: the learner gave the payment of the next cell of the scoring table:
    # {han} and {fu} are that cell's ("3 han", "30 fu"), {own_han} and {own_fu} the hand's.
    "misconception.another_table_cell": (("han", "fu", "own_han", "own_fu"), N_(
        "That is what {han} and {fu} pay, the next cell of the table: this hand has "
        "{own_han} and {own_fu}.")),
    "misconception.dealer_share_not_doubled": ((), N_(
        "You had the dealer pay the same as each non-dealer: on a tsumo the dealer pays "
        "twice a non-dealer's share.")),
    # TRANSLATORS: {multiple} is a number: how many times a mangan's basic points (2,000)
    # the yakuman's are (4 for a single yakuman, 8 for a double one).
    "misconception.yakuman_paid_as_mangan": (("multiple",), NN_(
        "You paid this hand as a mangan, but it is a yakuman: its basic points are "
        "{multiple} time a mangan's.",
        "You paid this hand as a mangan, but it is a yakuman: its basic points are "
        "{multiple} times a mangan's.", count="multiple")),
    "misconception.kiriage_not_in_rules": (("han", "fu"), N_(
        "These rules do not use kiriage mangan: {han} and {fu} stay below a mangan, so the "
        "formula applies.")),
    # who pays what
    "misconception.tsumo_amounts_swapped": ((), N_(
        "You swapped the two amounts: the dealer pays twice as much as each non-dealer.")),
    "misconception.paid_as_dealer": ((), N_(
        "The winner is not the dealer: a non-dealer is paid four times the basic points on "
        "a ron, and on a tsumo only the dealer pays double.")),
    "misconception.paid_as_non_dealer": ((), N_(
        "The winner is the dealer: the dealer is paid six times the basic points on a ron, "
        "and on a tsumo every other player pays double.")),
    "misconception.dealer_discarder_pays_six": ((), N_(
        "The discarder being the dealer does not change what a non-dealer's hand is worth: "
        "the discarder pays four times the basic points.")),
    # the table
    # TRANSLATORS: {honba} is counted: "2 honba".
    "misconception.honba_100_on_ron": (("honba",), N_(
        "On a ron the discarder pays each honba in full, 300 points, not 100: here {honba}.")),
    # TRANSLATORS: {winner} and {seat} are players: "player 2".
    "misconception.riichi_sticks_wrong_player": (("seat", "winner"), N_(
        "The riichi sticks on the table go to the winner, {winner}, not to {seat}.")),
    # Classic
    # TRANSLATORS: {doubles} is counted ("3 doubles"); {factor} a plain number (8).
    "misconception.classic_doubled_once": (("doubles", "factor"), N_(
        "Each double doubles the score again: with {doubles} the points are multiplied by "
        "{factor}, not by 2.")),
}

register_step_codes({code: params for code, (params, _msg) in EXERCISE_MESSAGES.items()})
# The i18n layer renders a step code through its message table; the exercises bring theirs.
STEP_MESSAGES.update({code: msg for code, (_params, msg) in EXERCISE_MESSAGES.items()})

# Error codes the exercises raise (registered in ``answers``), with their sentences.
ERROR_MESSAGES.update({
    # TRANSLATORS: {text} is what the learner typed; {choices} lists the names to choose from.
    "unknown_choice": N_("“{text}” is not one of the choices, which are {choices}."),
    # TRANSLATORS: {text} is what the learner typed; {choices} the yaku it may mean.
    "ambiguous_choice": N_("“{text}” could be more than one yaku: write {choices}."),
    # TRANSLATORS: a final score typed with a decimal part ("+3.8"). {text} is what the
    # learner typed; {points} is 33,800 and {thousands} 34, an example of the rounding.
    "decimal_final_score": N_(
        "“{text}” is not a whole number: final scores count whole thousands. Round each "
        "player's points to the thousand first (…500 goes down), so {points} points count "
        "as {thousands}."),
    # TRANSLATORS: {field} is the label of an answer field left empty: "The dealer pays".
    "missing_field": N_("Fill in every field: “{field}” is empty."),
    "unknown_field": N_("This question has no answer field called “{field}”."),
    # TRANSLATORS: {number} is the question's number in the quiz.
    "answer_locked": N_("Question {number} is already answered: in a test, the first "
                        "answer counts."),
    # Store failures (mjlearn.exercises.store.progress): the exercise goes on without saving.
    # TRANSLATORS: {path} is the progress file's path on the learner's computer.
    "store_corrupt": N_("Your progress cannot be saved: the file {path} is damaged. The "
                        "exercises still work; ask your teacher to move the file away."),
    "store_read_only": N_("Your progress cannot be saved: the file {path} is read-only. The "
                          "exercises still work."),
    "store_locked": N_("Your progress could not be saved just now: another program is "
                       "writing to it. It will be saved with your next answer."),
    "store_unavailable": N_("Your progress cannot be saved in {path}. The exercises still "
                            "work."),
    # TRANSLATORS: {path} is a file on the learner's computer.
    "store_full": N_("Your progress could not be saved just now: the disk that holds {path} "
                     "is full. It is kept and will be saved as soon as there is room."),
    "store_newer": N_("Your progress file was written by a newer version of mjlearn ({path}): "
                      "it is shown, but nothing is added to it. Update mjlearn to keep "
                      "saving your progress."),
    "store_damaged": N_("Some entries of your progress file {path} are damaged: they are "
                        "left out. Your answers are still saved."),
    "store_bad_value": N_("This answer cannot be saved: its question is not one the "
                          "exercises make. The other answers are saved."),
    # The class's answer files (mjlearn quiz grade): a file set aside, the others graded.
    # TRANSLATORS: {file} is the answer file's name.
    "answers_unreadable": N_("The file {file} cannot be read (it is not a JSON file), so "
                             "it was not graded."),
    "answers_not_quiz": N_("The file {file} is not a file of answers from an mjlearn quiz, "
                           "so it was not graded."),
    # TRANSLATORS: {found} and {expected} are quizzes' numbers.
    "answers_other_version": N_("The file {file} holds the answers to quiz number {found}, "
                                "not to quiz number {expected}, so it was not graded."),
    "answers_other_questions": N_("The file {file} holds the answers to other questions "
                                  "(other kinds, number of questions, difficulty or rules), "
                                  "so it was not graded."),
    # TRANSLATORS: {maximum} is a number of bytes.
    "answers_too_large": N_("The file {file} is larger than an answer file can be ({maximum} "
                            "bytes at most), so it was not read."),
    "answers_not_regular": N_("The file {file} is not an ordinary file (it is a link, a "
                              "folder, a device or a pipe), so it was not read."),
    # TRANSLATORS: {other} is the name of another file of the class.
    "answers_duplicate": N_("The file {file} is a copy of {other}, so it was graded only "
                            "once."),
    # TRANSLATORS: {option} is a command-line option, kept as is (--seed, --count…);
    # {found} is what the file says, {given} what the teacher typed.
    "answers_disagree": N_("The file {file} answers the quiz with {option} {found}, not "
                           "{given} as you asked, so it was not graded."),
    # TRANSLATORS: {kind} is what the teacher typed; {known} lists the kinds one can type.
    "unknown_exercise_kind": N_("There is no exercise “{kind}”; the exercises are {known}."),
    # TRANSLATORS: {difficulty} is the level asked for; {known} lists the levels there are.
    "bad_difficulty": N_("There is no difficulty {difficulty} here; the levels are {known}."),
    # TRANSLATORS: {constraint} is what was asked for; {known} lists what can be asked.
    "bad_constraint": N_("This exercise cannot be asked for “{constraint}”; it can be asked "
                         "for {known}."),
    "impossible_constraints": N_(
        "No exercise fits all these constraints: loosen them and try again."),
    # TRANSLATORS: {count} and {expected} are plain numbers of amounts; the form follows
    # {count}.
    # TRANSLATORS: {expected} is a plain number (2 to 4); {typed} the learner's own numbers,
    # shown with the slashes put in ("0 / 0 / 1"), kept as they are.
    "amounts_without_slash": N_("Separate the {expected} numbers with /, like this: {typed}."),
    "wrong_amount_count": NN_(
        "This answer has {count} amount, but the question asks for {expected}, separated "
        "by /.",
        "This answer has {count} amounts, but the question asks for {expected}, separated "
        "by /."),
    # TRANSLATORS: one amount is asked for; {count} (2 or more) is how many were typed.
    "wrong_amount_count_one": NN_(
        "This answer has {count} amount, but the question asks for one: type a single "
        "number, with no /.",
        "This answer has {count} amounts, but the question asks for one: type a single "
        "number, with no /."),
    # TRANSLATORS: final scores or counts of sticks (numbers, not amounts paid); {count}
    # and {expected} are plain numbers; the form follows {count}.
    "wrong_number_count": NN_(
        "This answer has {count} number, but the question asks for {expected}, separated "
        "by /.",
        "This answer has {count} numbers, but the question asks for {expected}, separated "
        "by /."),
    # TRANSLATORS: nothing was typed where the question asks for {expected} (2 to 4, a
    # plain number) amounts paid, or numbers (final scores, counts of sticks).
    "empty_amount_list": N_("Type your answer: {expected} amounts separated by /, as the "
                            "question asks."),
    # TRANSLATORS: nothing was typed where the answer is one tile, several tiles, a score
    # as players call it out, or names chosen from a list.
    "empty_tile": N_("Type your answer: one tile in mpsz notation, such as 5m."),
    "empty_tiles": N_("Type your answer: the tiles in mpsz notation, such as 36m."),
    "empty_call": N_("Type your answer: the score as the players call it out, such as "
                     "2,000–3,900."),
    "empty_choice": N_("Type your answer: one or more of the names listed, separated by commas."),
    # TRANSLATORS: as above, for numbers that are not amounts paid.
    "empty_number_list": N_("Type your answer: {expected} numbers separated by /, as the "
                            "question asks."),
    # TRANSLATORS: {count} is counted tiles ("2 tiles"); the answer is one tile, not a hand.
    "answer_not_one_tile": N_("You wrote {count}, but the answer is a single tile."),
})

ERROR_PARAM_FORMATS["wrong_amount_count"] = {"count": "number", "expected": "number"}
ERROR_PARAM_FORMATS["wrong_amount_count_one"] = {"count": "number"}
ERROR_PARAM_FORMATS["wrong_number_count"] = {"count": "number", "expected": "number"}
ERROR_PARAM_FORMATS["empty_amount_list"] = {"expected": "number"}
ERROR_PARAM_FORMATS["empty_number_list"] = {"expected": "number"}
ERROR_PARAM_FORMATS["amounts_without_slash"] = {"expected": "number", "typed": "raw"}
ERROR_PARAM_FORMATS["unknown_choice"] = {"choices": "yaku_names", "text": "raw"}
ERROR_PARAM_FORMATS["ambiguous_choice"] = {"choices": "yaku_names_or", "text": "raw"}
ERROR_PARAM_FORMATS["missing_field"] = {"field": "field_label"}
ERROR_PARAM_FORMATS["answer_locked"] = {"number": "number"}
ERROR_PARAM_FORMATS["decimal_final_score"] = {"text": "raw", "points": "number",
                                              "thousands": "number"}
for _code in ("store_corrupt", "store_read_only", "store_unavailable", "store_full",
              "store_newer", "store_damaged"):
    ERROR_PARAM_FORMATS[_code] = {"path": "raw"}
ERROR_PARAM_FORMATS["unknown_exercise_kind"] = {"kind": "raw", "known": "raw"}
for _code in ("answers_unreadable", "answers_not_quiz", "answers_other_questions",
              "answers_not_regular"):
    ERROR_PARAM_FORMATS[_code] = {"file": "raw"}
ERROR_PARAM_FORMATS["answers_too_large"] = {"file": "raw", "maximum": "number"}
ERROR_PARAM_FORMATS["answers_duplicate"] = {"file": "raw", "other": "raw"}
ERROR_PARAM_FORMATS["answers_disagree"] = {"file": "raw", "option": "raw", "found": "raw",
                                           "given": "raw"}
ERROR_PARAM_FORMATS["answers_other_version"] = {"file": "raw", "found": "raw",
                                                "expected": "raw"}
ERROR_PARAM_FORMATS["bad_constraint"] = {"constraint": "raw", "known": "raw"}

# How a Riichi hand was won, for the exercises' prompts.
WIN_WAYS = {
    "ron": NP_("win_way", "by ron"),
    "tsumo": NP_("win_way", "by tsumo"),
    "riichi_ron": NP_("win_way", "by ron after declaring riichi"),
    "riichi_tsumo": NP_("win_way", "by tsumo after declaring riichi"),
}
NAME_TABLES["win_way"] = WIN_WAYS

# The skills of mjlearn.exercises.skills, as a progress chart names them.
SKILL_NAMES = {
    "dora.indicator_cycle": NP_("skill", "Finding the dora from its indicator"),
    "dora.count": NP_("skill", "Counting the dora in a hand"),
    "dora.red_fives": NP_("skill", "Red fives"),
    "dora.kan_dora": NP_("skill", "Kan dora"),
    "dora.ura": NP_("skill", "Ura dora"),
    "waits.find": NP_("skill", "Finding every wait"),
    "waits.exhausted": NP_("skill", "Waits whose four copies are in the hand"),
    "furiten.own_discard": NP_("skill", "Furiten: a wait among your own discards"),
    "furiten.temporary": NP_("skill", "Furiten until your next draw"),
    "furiten.riichi": NP_("skill", "Furiten after a riichi"),
    "furiten.every_wait": NP_("skill", "Furiten bars a ron on every wait"),
    "yaku.identify": NP_("skill", "Recognising the yaku"),
    "yaku.closed_only": NP_("skill", "Yaku that need a closed hand"),
    "yaku.yakuman": NP_("skill", "Yakuman"),
    "han.count": NP_("skill", "Adding up the han"),
    "han.open_reduction": NP_("skill", "Yaku worth one han less when open"),
    "han.ron_triplet": NP_("skill", "Concealed triplets and the ron tile (han)"),
    "fu.closed_ron": NP_("skill", "Fu for a closed hand won by ron"),
    "fu.tsumo": NP_("skill", "Fu for tsumo"),
    "fu.wait": NP_("skill", "Fu for the wait"),
    "fu.sets": NP_("skill", "Fu for triplets and quads"),
    "fu.pair": NP_("skill", "Fu for the pair"),
    "fu.ron_triplet": NP_("skill", "Concealed triplets and the ron tile (fu)"),
    "fu.open_minimum": NP_("skill", "The 30 fu of an open hand won by ron"),
    "fu.rounding": NP_("skill", "Rounding the fu"),
    "pay.basic_points": NP_("skill", "From han and fu to basic points"),
    "pay.rounding": NP_("skill", "Rounding payments"),
    "pay.dealer_multiplier": NP_("skill", "What the dealer pays and receives"),
    "pay.roles": NP_("skill", "Who pays which share"),
    "pay.limits": NP_("skill", "Mangan and the higher limits"),
    "pay.kiriage": NP_("skill", "Kiriage mangan"),
    "pay.yakuman": NP_("skill", "Paying a yakuman"),
    "pay.honba": NP_("skill", "Honba counters"),
    "call.form": NP_("skill", "Calling a score as players do"),
    "rules.house_rules": NP_("skill", "Where the rules differ"),
    "table.riichi_sticks": NP_("skill", "Riichi sticks on the table"),
    "table.riichi_deposit": NP_("skill", "The riichi deposit"),
    "table.pao": NP_("skill", "Pao: the player liable for a yakuman"),
    "table.noten": NP_("skill", "Noten payments at an exhaustive draw"),
    "table.abortive_draw": NP_("skill", "Abortive draws"),
    "table.chombo": NP_("skill", "Chombo"),
    "final.rounding": NP_("skill", "Rounding the final score"),
    "final.baseline": NP_("skill", "The final score's baseline"),
    "final.first_place": NP_("skill", "First place's final score"),
    "final.uma": NP_("skill", "Uma"),
    "final.leftover_sticks": NP_("skill", "Sticks left at the end of the game"),
    "sticks.total": NP_("skill", "Paying with point sticks"),
    "sticks.change": NP_("skill", "Giving change with the fewest sticks"),
    "classic.points": NP_("skill", "Classic: points of sets and going out"),
    "classic.doubles": NP_("skill", "Classic: doubles"),
    "classic.rounding": NP_("skill", "Classic: rounding the score"),
    "classic.limit": NP_("skill", "Classic: the limit"),
    "classic.east_double": NP_("skill", "Classic: East pays and receives double"),
    "classic.losers_settle": NP_("skill", "Classic: the losers settle among themselves"),
}
NAME_TABLES["skill"] = SKILL_NAMES

# What a question of each kind is about, as the class report labels it ("Question 2
# (counting the fu)"): lower case, for a parenthesis after the question's number.
KIND_TOPICS = {
    "abortive_draw": NP_("exercise_kind", "abortive draws"),
    "call_score": NP_("exercise_kind", "calling the score"),
    "classic_hand_score": NP_("exercise_kind", "a Classic hand's score"),
    "classic_settlement": NP_("exercise_kind", "the Classic settlement"),
    "count_fu": NP_("exercise_kind", "counting the fu"),
    "count_han": NP_("exercise_kind", "adding up the han"),
    "dora_from_indicator": NP_("exercise_kind", "the dora from its indicator"),
    "final_score": NP_("exercise_kind", "the final score"),
    "find_waits": NP_("exercise_kind", "finding the waits"),
    "furiten": NP_("exercise_kind", "furiten"),
    "han_fu_to_points": NP_("exercise_kind", "from han and fu to points"),
    "hand_payments": NP_("exercise_kind", "who pays what"),
    "name_yaku": NP_("exercise_kind", "recognising the yaku"),
    "pao": NP_("exercise_kind", "pao"),
    "pay_with_sticks": NP_("exercise_kind", "paying with sticks"),
    "round_settlement": NP_("exercise_kind", "settling a hand"),
}
NAME_TABLES["exercise_kind"] = KIND_TOPICS


def _yaku_names(value, lang: str, winds: bool = True) -> str:
    if isinstance(value, str):
        return value
    return format_list([choice_name(v, lang, winds) for v in value], locale=lang)


def _amounts(value, lang: str) -> str:
    if isinstance(value, str):
        return value
    return format_list([format_number(int(v), lang) for v in value], locale=lang)


def _yaku_names_or(value, lang: str, winds: bool = True) -> str:
    """ "Yakuhai (white dragon) or Yakuhai (seat wind)": the choices a name may mean."""
    if isinstance(value, str):
        return value
    return format_list([choice_name(v, lang, winds) for v in value], style="or", locale=lang)


def _field_label(value, lang: str) -> str:
    """A labelled field's label, from its ``(code, params)``."""
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):
        return render_step(Step(value[0], value[1]), lang)
    return str(value)


def _labelled(value, lang: str) -> str:
    """ "Each non-dealer pays: 1,000; the dealer pays: 2,000" (signed for changes of
    score: "player 1: +8,300; …")."""
    number = _signed if getattr(value, "signed", False) else format_number
    parts = []
    for field, amount in value:
        # mid-sentence, as the translator wrote it: "each non-dealer pays", "Wschód
        # (rozdający) płaci"
        code, params = field.label
        label = render_fragment(Step(code, params), lang)
        # a payer's label is a verb ("the dealer pays 2,000"); a seat's a name ("player 1: +8,300")
        colon = "" if field.key in _PAYERS else ":"
        parts.append(f"{label}{colon} {number(int(amount), lang)}")
    return "; ".join(parts)


# The labels that say who pays.
_PAYERS = ("discarder", "dealer", "non_dealer")


def _signed(value: int, lang: str) -> str:
    text = format_number(value, lang)
    return "+" + text if value > 0 else text


# The answer "no tile" (a furiten hand may win by ron on none), said in words: the dash
# is only how it is typed.
NO_TILE_ANSWER = N_("none, since the hand may not win by ron on any tile (typed as a dash, -)")


def _answer(value, lang: str) -> str:
    """An answer as the learner reads it: amounts grouped the learner's way ("2 600 /
    1 300" in Polish) or each with its field's label, tiles with their names, yaku by
    their localized names, anything else as written."""
    if isinstance(value, LabelledAmounts):
        return _labelled(value, lang)
    if isinstance(value, str) and value in NO_TILES:
        return translate(NO_TILE_ANSWER, lang)
    if isinstance(value, Call):
        return format_call(value, lang)
    if isinstance(value, ChoiceList):      # (named for the question's set of tiles)
        return _yaku_names(tuple(value), lang, value.winds) if value else "—"
    if type(value) is int:
        return format_number(value, lang)
    if isinstance(value, Tile):
        return tile_label(value, lang)
    if isinstance(value, tuple) and value and all(isinstance(v, Tile) for v in value):
        return format_list([tile_label(t, lang) for t in value], locale=lang)
    if isinstance(value, tuple) and value and all(type(v) is int for v in value):
        return format_amounts(value, lang)
    if isinstance(value, tuple) and value and all(isinstance(v, str) and
                                                  (v in YAKU_NAMES or v in DORA_NAMES)
                                                  for v in value):
        return _yaku_names(value, lang)
    return str(value)


def _stick_counts(value, lang: str) -> str:
    """ "1 × 10 000, 2 × 5 000": a holding of sticks, largest first."""
    if isinstance(value, str):
        return value
    held = [f"{format_number(n, lang)} × {format_number(d, lang)}"
            for d, n in zip((10_000, 5_000, 1_000, 100), value) if n]
    return format_list(held, locale=lang) if held else "0"


def _question(value, lang: str) -> str:
    return render_step(value, lang) if isinstance(value, Step) else str(value)


FORMATTERS.update({
    "win_way": lambda value, lang: translate(WIN_WAYS[value], lang),
    "yaku_names": _yaku_names, "amounts": _amounts, "answer": _answer,
    "yaku_names_or": _yaku_names_or, "field_label": _field_label,
    # the same names under rules without wind tiles (a step with ``winds=False``)
    "yaku_names_without_winds": lambda value, lang: _yaku_names(value, lang, winds=False),
    "yaku_names_or_without_winds": lambda value, lang: _yaku_names_or(value, lang, winds=False),
    "stick_counts": _stick_counts, "question": _question,
    # steps rendered one after the other, each a whole sentence
    "sentences": lambda value, lang: " ".join(render_step(v, lang) for v in value),
    "amount_list": lambda value, lang: format_amounts(value, lang),
    "number_list": lambda value, lang: format_list([format_number(v, lang) for v in value],
                                                   locale=lang),
})


def answer_text(question: Question, answer: Any, lang: str | None = None) -> str:
    """An answer written out for the learner's language, as the answer key prints it."""
    return FORMATTERS["answer"](display_answer(question, answer), resolve_language(lang))

WITHOUT_WINDS_FORMATS.update({"yaku_names": "yaku_names_without_winds",
                              "yaku_names_or": "yaku_names_or_without_winds"})

# Numbers a sentence shows that are the same for every question (an example answer, the
# stick values, the mangan's basic points): formatted like every other number, so each
# language writes them its own way ("+8 300 / −8 300 / 0 / 0").
_ROUND_EXAMPLE = SignedAmounts((8300, -8300, 0, 0))
_FINAL_EXAMPLE = SignedAmounts((47, 2, -11, -38))
DERIVED_PARAMS.update({
    **{code: (lambda params: {"example": _ROUND_EXAMPLE}) for code in (
        "prompt.round_settlement.ron", "prompt.round_settlement.tsumo",
        "prompt.round_settlement.ron_riichi", "prompt.round_settlement.tsumo_riichi",
        "prompt.round_settlement.draw", "prompt.round_settlement.draw_riichi")},
    **{code: (lambda params: {"example": _FINAL_EXAMPLE}) for code in (
        "prompt.final_score.thousands", "prompt.final_score.sticks.thousands")},
    "prompt.pay_with_sticks": lambda params: {"denominations": DENOMINATIONS,
                                              "example": (0, 1, -2, -7)},
    "misconception.no_mangan_cap": lambda params: {"cap": LIMIT_BASIC["mangan"]},
    "misconception.yakuman_paid_single": lambda params: {"basic": LIMIT_BASIC["yakuman"]},
    # how many declared riichi, for the verb's agreement
    "misconception.forgot_riichi_deposit": lambda params: {
        "deposit": STANDARD.riichi_deposit, "declared": len(params.get("seats", ()))},
    "prompt.riichi_declared": lambda params: {"declared": len(params.get("seats", ()))},
    "misconception.final_rounded_half_up": lambda params: {"unit": 1000},
    "exercise.yaku.answer": lambda params: {"count": len(params["yaku_list"])},
    # one winning tile or several: the sentence agrees with how many
    "exercise.waits.answer": lambda params: {"wait_count": len(params["waits"])},
    # one dora indicator or several: the sentence agrees with how many
    **{code: (lambda params: {"indicator_count": len(params.get("indicators", ()))})
       for code in ("prompt.dora_from_indicator.count", "prompt.dora_from_indicator.count_aka",
                    "prompt.riichi_hand.dora", "prompt.riichi_hand.ura",
                    "prompt.riichi_hand.dora.no_winds", "prompt.riichi_hand.ura.no_winds")},
})
_SEATS = {"dealer": "seat", "winner": "seat", "discarder": "seat", "seats": "seats"}
_PARAM_FORMATS = {
    "win_way": "win_way", "seat_wind": "wind", "round_wind": "wind", "question": "question",
    "choices": "yaku_names", "yaku_list": "yaku_names", "honba": "honba",
    "sticks": "sticks", "role": "role", "scores": "amounts", "changes": "numbers",
    "baseline": "points", "start": "points", "amount": "points", "total": "points",
    "payer_sticks": "stick_counts", "payee_sticks": "stick_counts", "count": "point_sticks",
    "best": "point_sticks", "denomination": "number", "raw": "fu", "limit": "points",
    "points": "points", "doubles": "doubles", "wind": "wind", "basic": "number",
    "set": "codes", "pair": "codes", "hand": "raw", "sets": "codes", "seed": "raw",
    "answer": "answer", "ruleset": "ruleset_under", "example": "amount_list",
    "denominations": "number_list", "cap": "number", "deposit": "points", "unit": "number",
    "declared": "number", "riichi": "question", "item": "question", **_SEATS,
}
for _code, (_params, _msg) in EXERCISE_MESSAGES.items():
    if _code.startswith(("quiz.", "prompt.riichi", "prompt.han_fu", "prompt.round", "prompt.final",
                         "prompt.pay", "prompt.classic", "prompt.with_scores", "question.", "exercise.yaku",
                         "exercise.han", "exercise.fu", "exercise.settle", "exercise.final",
                         "exercise.sticks", "exercise.classic")) or \
            _code.startswith("misconception.") and _code not in _PART_1:
        STEP_PARAM_FORMATS[_code] = {p: _PARAM_FORMATS[p] for p in _params if p in _PARAM_FORMATS}
        _derived = DERIVED_PARAMS.get(_code)
        if _derived is not None:   # the numbers a sentence adds of its own
            for _param in _derived({"yaku_list": ()}):
                if _param in _PARAM_FORMATS:
                    STEP_PARAM_FORMATS[_code][_param] = _PARAM_FORMATS[_param]
STEP_PARAM_FORMATS["prompt.round_settlement.draw"]["tenpai"] = "seats"
STEP_PARAM_FORMATS["prompt.round_settlement.draw_riichi"]["tenpai"] = "seats"
DERIVED_PARAMS["misconception.noten_total_each"] = lambda params: {"total": STANDARD.noten_total}
STEP_PARAM_FORMATS["misconception.noten_total_each"] = {"total": "points"}
STEP_PARAM_FORMATS["faded.rule.basic_points"] = {"fu": "fu", "count": "number"}
STEP_PARAM_FORMATS["faded.rule.payment"] = {"multiplier": "number"}
STEP_PARAM_FORMATS["hint.yakuman_payment"] = {"non_dealer": "points", "dealer": "points"}
STEP_PARAM_FORMATS["exercise.sticks.moved"] = {"count": "number"}  # the plural says "sticks"
STEP_PARAM_FORMATS["misconception.menzen_tsumo_on_ron_missed"] = {"count": "number"}  # yaku
STEP_PARAM_FORMATS["exercise.dora.count_tile"] = {"count": "number"}  # the plural says "copies"
STEP_PARAM_FORMATS["exercise.dora.red_fives"] = {"count": "number"}
STEP_PARAM_FORMATS["misconception.forgot_red_fives"] = {"count": "number"}
# the expected answer in the form the question has: amounts grouped, yaku by name
STEP_PARAM_FORMATS["feedback.incorrect"] = {"answer": "answer"}
STEP_PARAM_FORMATS["exercise.yaku.answer"]["count"] = "number"
for _code in ("grade.title", "grade.graded", "grade.student", "grade.mistake",
              "grade.missing", "grade.unreadable", "grade.question_rate", "grade.skill_rate",
              "grade.count_note", "grade.set_aside", "grade.csv_question", "grade.feedback",
              "grade.question_topic", "grade.topic_rate", "grade.same_name",
              "grade.student_file", "grade.attempt"):
    STEP_PARAM_FORMATS[_code] = {
        p: {"answer": "answer", "seed": "raw", "name": "raw", "text": "raw", "skill": "raw",
            "percent": "raw", "feedback": "sentence", "topic": "raw", "label": "raw",
            "files": "raw", "file": "raw"}.get(p, "number")
        for p in EXERCISE_MESSAGES[_code][0]}
STEP_PARAM_FORMATS.update({
    "feedback.incorrect": {"answer": "answer"}, "feedback.answer": {"answer": "answer"},
    "feedback.went_wrong": {"item": "question"}, "feedback.or_perhaps": {"item": "question"},
    "feedback.start_here": {"item": "question"},
    "exercise.table.first_differs": {"player": "number", "item": "question"},
    "exercise.table.look_again": {"player": "number", "item": "question"},
    "feedback.try_again": {"count": "number"}, "quiz.your_answer": {"answer": "answer"},
    "quiz.score": {"correct": "number", "count": "number"},
    "field.seat": {"seat": "seat"}, "field.seat_dealer": {"seat": "seat"},
    "field.wind": {"wind": "wind"}, "field.sticks": {"denomination": "number"},
    "misconception.limit_one_lower": {"han": "han", "reached": "limit", "called": "limit"},
    "misconception.another_table_cell": {"han": "han", "fu": "fu", "own_han": "han",
                                          "own_fu": "fu"},
    "misconception.limit_paid_by_formula": {"han": "han", "reached": "limit"},
    "misconception.yakuman_paid_as_mangan": {"multiple": "number"},
    "misconception.yaku_not_in_hand_because": {"yaku": "yaku", "reasons": "sentences"},
    **{code: {p: "raw" for p in EXERCISE_MESSAGES[code][0]} for code in (
        "yaku_absent.not_a_sequence", "yaku_absent.value_pair", "yaku_absent.not_simple",
        "yaku_absent.a_sequence", "yaku_absent.no_terminal", "yaku_absent.two_suits",
        "yaku_absent.honours", "yaku_absent.no_triplet")},
    "misconception.riichi_sticks_wrong_player": {"seat": "seat", "winner": "seat"},
    "misconception.classic_doubled_once": {"doubles": "doubles", "factor": "number"},
    "misconception.standard_rules": {"ruleset": "ruleset", "yaku": "yaku"},
})
# "count" in the sticks step is a number of sticks; in the misconceptions of part 1 it is
# tiles (the default), which is why part 1's codes keep the defaults.

# (last: the formats above are set) a prompt says what lies on the table in words
says_what_is_on_the_table(EXERCISE_MESSAGES)
