"""The widgets' own words (buttons, captions, score), as English msgids for the
``mjlearn`` catalogs, translated when a widget renders."""

from __future__ import annotations

from typing import Any

from ..i18n import format_number, resolve_language
from ..i18n.markers import NN_, N_, Msg, PluralMsg
from ..i18n.text import fill, translate, translate_plural

LABELS: dict[str, Msg | PluralMsg] = {
    "check": N_("Check"),
    "hint": N_("Hint"),
    "next": N_("Next exercise"),
    "show_answer": N_("Show the answer"),
    "similar": N_("A similar one"),
    # TRANSLATORS: {button} is the label of the button "A similar one".
    "similar_offer": N_("To practise this again, press “{button}”: another question on the "
                        "same step."),
    "answer": N_("Your answer"),
    "answer_placeholder": N_("Type your answer here"),
    "explanation": N_("Explanation"),
    "step": N_("Step {number}"),
    "no_more_hints": N_("That was the last step of the explanation."),
    # TRANSLATORS: {correct} and {count} are numbers; the form follows {count}.
    "score": NN_("Score: {correct} of {count} answer right",
                 "Score: {correct} of {count} answers right"),
    "streak": NN_("Streak: {count} right answer in a row",
                  "Streak: {count} right answers in a row"),
    "language": N_("Language"),
    "picker_hand": N_("Your tiles:"),
    "picker_type": N_("Type tiles in mpsz"),
    "picker_clear": N_("Clear"),
    "picker_help": N_("Click a tile to add it; click a tile of your hand to take it back."),
    "picker_help_set": N_("Click a tile to add it; click it again to take it back."),
    # TRANSLATORS: {tile} is a tile's name with its code; the form follows {count}, how
    # many copies of that tile the hand shown already holds.
    "picker_fifth_copy": NN_(
        "Each tile exists only four times, and the hand already holds {count} copy of the "
        "{tile}: it cannot be one more.",
        "Each tile exists only four times, and the hand already holds {count} copies of "
        "the {tile}: it cannot be one more."),
    "toggle_help": N_("Click every yaku the hand has (or type their names)."),
    "store_unsaved": N_("Your answers are not being saved right now, but the exercises "
                        "still work."),
    # TRANSLATORS: {level} is a number, the difficulty of the questions.
    "level": N_("Level {level}"),
    "level_up": N_("Well done! The next questions are a little harder (level {level})."),
    "level_down": N_("The next questions are a little easier (level {level})."),
    # the review (ReviewWidget)
    "review_title": N_("Review"),
    "review_intro": N_("Skills you missed come back here, under this lesson's ruleset: once "
                       "after the next question, then on later days, spaced further apart as "
                       "you master them."),
    "review_nothing": N_("Nothing to review right now. When you miss a question in a "
                         "lesson, its skill comes back here."),
    "review_start": N_("Start the review"),
    # TRANSLATORS: the form follows {count}, a number of skills.
    "review_due": NN_("{count} skill is due for review today.",
                      "{count} skills are due for review today."),
    # TRANSLATORS: {date} is a calendar day written out ("December 3, 2026").
    "review_next": N_("Next review: {date}."),
    # the progress dashboard (ProgressDashboard)
    "progress_button": N_("My progress"),
    "progress_hide": N_("Hide my progress"),
    "progress_title": N_("My progress"),
    "progress_chart": N_("Mastery per skill"),
    "progress_empty": N_("No answers yet. Try an exercise, and your progress appears here."),
    # TRANSLATORS: {count} and {correct} are numbers; the form follows {count}.
    "progress_totals": NN_("{count} answer so far, {correct} of them right.",
                           "{count} answers so far, {correct} of them right."),
    "progress_not_tried": N_("not tried yet"),
    # TRANSLATORS: beside a bar of the chart: the answers (every try) that showed that skill.
    "progress_answers": NN_("{count} answer, {correct} right", "{count} answers, {correct} right"),
    # TRANSLATORS: instead of a bar, for a skill answered fewer than three times.
    "progress_too_few": N_("too few answers to tell"),
    # TRANSLATORS: the one line under the chart saying what a bar is; {count} is a
    # number of answers (10), the form follows it.
    "progress_legend": NN_("A bar is the share of right answers among your last {count} "
                           "answer on that skill (every try counts, in each skill its question "
                           "practises); grey: not tried yet, or too few answers to tell.",
                           "A bar is the share of right answers among your last {count} "
                           "answers on that skill (every try counts, in each skill its question "
                           "practises); grey: not tried yet, or too few answers to tell."),
    "progress_update": N_("Update"),
    # TRANSLATORS: a heading over one chart; {ruleset} is the name of a set of rules.
    "progress_ruleset": N_("Rules: {ruleset}"),
    # TRANSLATORS: the caption of a field where any number of indicators is typed.
    "indicators": N_("Dora indicators:"),
    # TRANSLATORS: before the dora indicators a question shows; the form follows how many
    # they are.
    "indicators_shown": NN_("Dora indicator:", "Dora indicators:"),
    # TRANSLATORS: before the tiles a player has discarded so far (a furiten exercise).
    "discards": N_("Your discards:"),
    "winning_tile": N_("winning tile"),
    # a timed drill (ExerciseWidget(…, timed=True)); {seconds} and {target} are times
    # with their unit ("6.4 sec")
    # TRANSLATORS: what a screen reader says of the ticking clock.
    "clock": N_("Time"),
    "clock_target": N_("Target: {seconds}"),
    "clock_best": N_("Your best: {seconds}"),
    "clock_on_target": N_("Answered in {seconds}, within the target of {target}."),
    "clock_over_target": N_("Answered in {seconds}; the target is {target}."),
    "clock_new_best": N_("A new personal best!"),
    "clock_revealed": N_("The answer was shown before one was given: no time for this one."),
    # TRANSLATORS: beside a timed drill's clock until the learner clicks, types or
    # focuses in the exercise (a lesson run whole draws every drill at once).
    "clock_waiting": N_("The clock starts when you start to answer."),
    # the speed round (SpeedRound); {accuracy} is a percentage, {seconds} a time
    # TRANSLATORS: the form follows {count}, the questions of the round.
    "speed_summary": NN_("{right} of {count} answer right ({accuracy}), median time {seconds}.",
                         "{right} of {count} answers right ({accuracy}), median time "
                         "{seconds}."),
    "speed_summary_untimed": NN_("{right} of {count} answer right ({accuracy}).",
                                 "{right} of {count} answers right ({accuracy})."),
    # TRANSLATORS: the form follows {count}: right answers given within their target time.
    "speed_on_target": NN_("{count} right answer came within its target time.",
                           "{count} right answers came within their target time."),
    "speed_previous": NN_("Your previous round: {right} of {count} right, median time "
                          "{seconds}.",
                          "Your previous round: {right} of {count} right, median time "
                          "{seconds}."),
    "speed_best": NN_("Your best round so far: {right} of {count} right, median time "
                      "{seconds}.",
                      "Your best round so far: {right} of {count} right, median time "
                      "{seconds}."),
    "speed_more_right": N_("More right answers than last time."),
    "speed_faster": N_("Faster than last time."),
    "speed_first": N_("Your first speed round: play another and watch both numbers improve."),
    "speed_again": N_("Another speed round"),
    # the rules the learner picks once on the start page (RulesetPicker)
    "ruleset_choice": N_("The rules of your exercises:"),
    # TRANSLATORS: {ruleset} is the rules chosen, as a sentence names them ("the EMA rules").
    "ruleset_saved": N_("Kept with your progress: your exercises use {ruleset}."),
    "ruleset_note": N_("The lessons teach the standard rules; the boxes beside a point tell "
                       "how other rules differ."),
    # the cheat sheet offered on the start page (CheatSheetOffer)
    "sheet_rules": N_("Rules"),
    "sheet_download": N_("Save the cheat sheet"),
    "sheet_print": N_("one A4 page: open it in your browser and print it in landscape."),
    "sheet_preview": N_("Look at the page here"),
    # the quiz (QuizWidget)
    # TRANSLATORS: {number} is the question shown, {total} how many the quiz has.
    "quiz_position": N_("Question {number} of {total}"),
    "quiz_next": N_("Next question"),
    "quiz_finish": N_("See the result"),
    "quiz_restart": N_("Start the quiz again"),
    # a test whose answer key was shown: starting again is a new attempt, on new questions
    "quiz_new_attempt_button": N_("Try again with new questions"),
    "quiz_new_attempt": N_("A new attempt, with new questions. Your teacher grades your first "
                           "attempt; the file of your answers keeps every attempt."),
    "quiz_lock": N_("Save my answer"),
    "quiz_saved": N_("Answer saved. You will see the results at the end of the quiz."),
    "quiz_results": N_("Results"),
    # the answer file a learner hands in (mjlearn quiz grade checks it)
    "quiz_name": N_("Your name"),
    "quiz_download": N_("Download my answers"),
    "quiz_download_help": N_("Write your name, then download your answers and hand the "
                             "file in to your teacher, who checks it with mjlearn."),
    # predict first (WorkedExample, FadedExample)
    "predict_first": N_("Predict first: write your estimate, then compare it with the "
                        "engine."),
    "predict_estimate": N_("Your estimate"),
    "predict_reveal": N_("Compare with the engine"),
    "predict_skip": N_("I don't know yet: show me"),
    "predict_next": N_("Next step"),
    "predict_all": N_("All the steps"),
    # TRANSLATORS: {value} is the engine's answer ("30 fu", "2 han", "1,000 / 2,000").
    "predict_right": N_("Your estimate is right: {value}. Follow the steps to see why."),
    # TRANSLATORS: {estimate} is the learner's estimate, {value} the engine's answer.
    "predict_off": N_("You estimated {estimate}; the engine says {value}. Follow the steps "
                      "to see where the two part."),
    # TRANSLATORS: {estimate} and {value} are whole clauses ("the discarder pays 2,000").
    "predict_off_payment": N_("You estimated that {estimate}; the engine says that {value}. "
                              "Follow the steps to see where the two part."),
    "predict_done": N_("That is the whole explanation."),
    "faded_your_turn": N_("Your turn: fill in the next step."),
    "faded_check": N_("Check this step"),
    # TRANSLATORS: {value} is the step's value ("60 fu", "480").
    "faded_right": N_("Right: {value}."),
    "faded_wrong": N_("Not quite: it is {value}."),
    # TRANSLATORS: {value} is a number, the step's value; said when an answer is given
    # again after the step was filled in.
    "faded_already": N_("This step is already filled in: it is {value}. Go on with the "
                        "next steps."),
    # TRANSLATORS: {yaku} is a yaku's name.
    "faded.yaku.han": N_("How many han is {yaku} worth in this hand?"),
    # TRANSLATORS: {set} is a set in mpsz ("777z", "1111p").
    "faded.fu.set": N_("How many fu is the set {set} worth in this hand?"),
    "faded.fu.wait": N_("How many fu does the wait add?"),
    "faded.fu.pair": N_("How many fu does the pair add?"),
    # TRANSLATORS: {raw} is a number of fu.
    "faded.fu.rounding": N_("The fu add up to {raw}. How many fu is that, rounded?"),
    # TRANSLATORS: {han} and {fu} are numbers.
    "faded.points.formula": N_("With {han} han and {fu} fu, how many basic points is the "
                               "hand worth?"),
    "faded.payment": N_("{basic} basic points × {multiplier}, rounded up to the hundred: "
                        "how many points?"),
    # the hand builder (HandBuilder): score a hand of your own
    "builder_title": N_("Score a hand of your own."),
    "builder_help": N_("Click the tiles to build the hand. Click tiles of your hand to "
                       "select them, then use the buttons to send them back, make one the "
                       "winning tile or turn them into a called set."),
    "builder_to_hand": N_("Tiles go to the hand"),
    "builder_to_dora": N_("Tiles go to the dora indicators"),
    "builder_to_ura": N_("Tiles go to the ura dora indicators"),
    "builder_type": N_("The hand in mpsz:"),
    "builder_ura_caption": N_("Ura dora indicators:"),
    # TRANSLATORS: what a screen reader says of a tile of the hand once it is selected;
    # {tile} is the tile's name with its code.
    "builder_selected": N_("{tile}, selected"),
    # TRANSLATORS: {tile} is a dora indicator's name with its code; a click takes it back.
    "builder_indicator": N_("{tile}: click to take it back"),
    "builder_remove": N_("Take the selected tiles back"),
    "builder_win_button": N_("Make it the winning tile"),
    "builder_meld_caption": N_("Call a set with the selected tiles:"),
    # TRANSLATORS: a button under a called set; {meld} is its kind ("pon (triplet)"),
    # {tiles} its tiles in mpsz.
    "builder_take_back": N_("Take back the {meld} {tiles}"),
    # TRANSLATORS: why a button is disabled; the form follows {count}, a number of tiles.
    "builder_need": NN_("Select {count} tile of your hand first.",
                        "Select {count} tiles of your hand first."),
    "builder_four_melds": N_("A hand has at most four called sets."),
    "builder_how": N_("The win:"),
    "builder_ron": N_("Ron (on a discard)"),
    "builder_tsumo": N_("Tsumo (drawn from the wall)"),
    "builder_seat": N_("Seat wind"),
    "builder_round": N_("Round wind"),
    # TRANSLATORS: after the name of the East seat wind in the list of seat winds.
    "builder_dealer_mark": N_("(dealer)"),
    "builder_dealer": N_("The winner is the dealer"),
    # TRANSLATORS: {rules} is "under the Kostaryov family rules" (a ruleset without wind
    # tiles); the tooltip of the disabled wind lists.
    "builder_no_winds": N_("There are no wind tiles {rules}, so there are no seat and round "
                           "winds: say whether the winner is the dealer."),
    "builder_winds_line": N_("seat wind {seat}, round wind {round}"),
    "builder_honba": N_("Honba"),
    "builder_sticks": N_("Riichi sticks on the table"),
    # the line that says what the hand is now; {tiles} is counted tiles ("13 tiles")
    "builder_empty": N_("Click tiles to build a hand, or type it in mpsz."),
    # TRANSLATORS: the form follows {count}, the tiles still missing.
    "builder_partial": NN_("{tiles}: {count} more tile to a hand waiting to win.",
                           "{tiles}: {count} more tiles to a hand waiting to win."),
    # TRANSLATORS: {waits} are tiles in mpsz, as players write them ("3-6p", "1-4-7m, 5z").
    "builder_tenpai": N_("{tiles}: tenpai, waiting on {waits}."),
    "builder_not_tenpai": N_("{tiles}: not tenpai, no tile completes this hand."),
    # TRANSLATORS: {value} is "3 han, 40 fu" or a limit ("mangan"); {call} the score as
    # players call it ("2,000–3,900").
    "builder_wins": N_("{tiles}: a winning hand, {value}, called {call}."),
    "builder_han_fu": N_("{han}, {fu}"),
    "builder_no_yaku_dora": N_("{tiles}, no yaku: dora are not yaku."),
    "builder_no_yaku": N_("{tiles}, no yaku: a hand needs at least one yaku to win."),
    # TRANSLATORS: {reason} is the engine's sentence ("These tiles do not form a complete
    # hand.").
    "builder_not_winning": N_("Not a winning hand: {reason}"),
    # the result
    "builder_detail": N_("Show"),
    "builder_detail_wait": N_("the wait"),
    "builder_detail_yaku": N_("up to the yaku"),
    "builder_detail_dora": N_("up to the dora"),
    "builder_detail_fu": N_("up to the fu"),
    "builder_detail_points": N_("up to the basic points"),
    "builder_detail_payments": N_("up to the payments"),
    "builder_detail_all": N_("every step"),
    # TRANSLATORS: {call} is the score as players call it, honba included.
    "builder_call_line": N_("At the table the winner calls {call}, honba included."),
    # TRANSLATORS: as above, without honba on the table.
    "builder_call_line_plain": N_("At the table the winner calls {call}."),
    # TRANSLATORS: the form follows {count}, the riichi sticks on the table; {points} is
    # points with their unit.
    "builder_sticks_line": NN_("{count} riichi stick on the table goes to the winner too: "
                               "{points}.",
                               "{count} riichi sticks on the table go to the winner too: "
                               "{points}."),
    "builder_total": N_("In all, the winner gains {points}."),
    "builder_practice_kind": N_("Practice"),
    "builder_kind_name_yaku": N_("naming the yaku"),
    "builder_kind_count_han": N_("counting the han"),
    "builder_kind_count_fu": N_("counting the fu"),
    "builder_kind_hand_payments": N_("the payments"),
    "builder_practice": N_("Practice hands like this"),
    "builder_share": N_("Share this hand:"),
    "builder_share_placeholder": N_("A shared hand: paste its line here"),
    "builder_handout": N_("Save the hand and its explanation"),
    "builder_handout_help": N_("an HTML page for a handout: open it in a browser to print it, "
                               "or copy it into your notes."),
    "builder_handout_title": N_("A worked example"),
    # the card an exported page shows in place of a widget (card.py)
    "card_widget": N_("Interactive tool"),
    "card_exercise": N_("Exercise"),
    "card_drill": N_("Timed drill"),
    "card_quiz": N_("Quiz"),
    "card_speed": N_("Speed round"),
    "card_worked": N_("Worked example"),
    "card_faded": N_("Example to complete"),
    "card_builder": N_("Hand builder"),
    "card_review": N_("Review"),
    "card_rules": N_("Choose your rules"),
    "card_sheet": N_("Cheat sheet"),
    "card_waits": N_("Try the waits"),
    "card_progress": N_("Your progress"),
    "card_picker": N_("Tile picker"),
    "card_answer": N_("Open this lesson in JupyterLab to answer it."),
    "card_use": N_("Open this lesson in JupyterLab to use it."),
}


def label(key: str, lang: str | None = None, **params: Any) -> str:
    """A label in ``lang``; integer params are formatted for the locale, and a
    ``count`` chooses the plural form."""
    lang = resolve_language(lang)
    message = LABELS[key]
    values = {name: format_number(v, lang) if isinstance(v, int) else str(v)
              for name, v in params.items()}
    if isinstance(message, PluralMsg):
        return fill(translate_plural(message, int(params["count"]), lang), values)
    return fill(translate(message, lang), values)
