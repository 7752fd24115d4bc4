"""The sentences of the exercises "at the table": calling a score out (``call_score``),
pao and abortive draws (``pao``, ``abortive_draw``), as step codes with English msgids —
the same contract as :mod:`.messages`, kept apart so these kinds read as one piece."""

from __future__ import annotations

from ...i18n.markers import N_, Choice
from ...i18n.messages import (DERIVED_PARAMS, STEP_MESSAGES, STEP_PARAM_FORMATS,
                              says_what_is_on_the_table)
from ...i18n.numbers import SignedAmounts
from ...trace import register_step_codes

_ROUND_EXAMPLE = SignedAmounts((8300, -8300, 0, 0))

TABLE_EXERCISE_MESSAGES = {
    # --- call_score ----------------------------------------------------------------------
    # TRANSLATORS: {han} and {fu} are counted ("3 han", "40 fu"); {win_way} says how the
    # hand was won ("by tsumo").
    "call.hand": (("han", "fu", "role", "win_way"), Choice("role", {
        "dealer": N_("The dealer wins a hand of {han} and {fu} {win_way}."),
        "non_dealer": N_("A non-dealer wins a hand of {han} and {fu} {win_way}."),
    })),
    # TRANSLATORS: a hand of 5 han or more, where fu no longer matter.
    "call.hand_limit": (("han", "role", "win_way"), Choice("role", {
        "dealer": N_("The dealer wins a hand of {han} {win_way}."),
        "non_dealer": N_("A non-dealer wins a hand of {han} {win_way}."),
    })),
    "call.question": ((), N_("How do you call the score at the table?")),
    # TRANSLATORS: {honba} is counted: "2 honba".
    "call.question_honba": (("honba",), N_(
        "With {honba} on the table, how do you call the score, honba included?")),
    # TRANSLATORS: {hand} and {question} are the two sentences above; {split} and {all} are
    # calls in your language's convention ("2,000–3,900", "2,600 all"), never this
    # question's answer.
    "prompt.call_score": (("hand", "question", "split", "all"), N_(
        "{hand} {question} Write it as players say it, for example {split} or {all}.")),
    "call.how": (("form",), Choice("form", {
        "ron": N_("A ron is called with one amount: what the discarder pays."),
        "split": N_("A non-dealer's tsumo is called with two amounts: what each non-dealer "
                    "pays, then what the dealer pays."),
        # TRANSLATORS: say it with the word your players use for "all" (as in "2,600 all").
        "all": N_("The dealer's tsumo is called with one amount, what each of the three "
                  "others pays, followed by “all”."),
    })),
    # TRANSLATORS: {item} is the first step of the working, a whole sentence ("Basic
    # points = fu × 2^(2 + han) = 30 × 2^(2 + 3) = 960.").
    "exercise.call.check_amount": (("item",), N_(
        "The form of the call is right, but not the amount: work it out again from the "
        "basic points. {item}")),
    # TRANSLATORS: {honba} is counted ("2 honba"); {each} is points with their unit.
    "call.honba": (("honba", "each"), N_(
        "With {honba} on the table, each payer adds {each}, and the call includes them.")),
    # TRANSLATORS: {call} is the score as players call it ("2,000–3,900", "2,600 all").
    "call.answer": (("call",), N_("At the table the score is called “{call}”.")),
    "misconception.call_form": (("form",), Choice("form", {
        "ron": N_("The amount is right, but a ron is called with that one amount: what the "
                  "discarder pays."),
        "split": N_("The amounts are right, but a non-dealer's tsumo is called with two "
                    "amounts: each non-dealer's share first, then the dealer's."),
        # TRANSLATORS: with the word your players use for "all".
        "all": N_("The amount is right, but the dealer's tsumo is called with “all”: each "
                  "of the three others pays it."),
    })),
    "misconception.call_total": ((), N_(
        "That is what the winner receives in all. At the table a tsumo is called by what "
        "each player pays.")),
    # --- pao -----------------------------------------------------------------------------
    # TRANSLATORS: players are "player 1" … "player 4"; {honba} and {sticks} are counted;
    # {yaku} is a yakuman's name (Daisangen (big three dragons)); {example} is four amounts
    # with their signs, players 1 to 4, as the learner may type them.
    "prompt.pao.tsumo": (("dealer", "honba", "sticks", "winner", "liable", "yaku"), N_(
        "{dealer} is the dealer, and {on_table}. The hand is won by "
        "tsumo by {winner}, with {yaku}, a yakuman; {liable} fed the last set that made it "
        "certain and is liable for it (pao). How does each player's score change? Write four "
        "amounts separated by /, players 1 to 4, for example {example}.")),
    "prompt.pao.ron": (("dealer", "honba", "sticks", "winner", "discarder", "liable", "yaku"), N_(
        "{dealer} is the dealer, and {on_table}. The hand is won by "
        "ron by {winner}, on a discard of {discarder}, with {yaku}, a yakuman; {liable} fed "
        "the last set that made it certain and is liable for it (pao). How does each player's "
        "score change? Write four amounts separated by /, players 1 to 4, for example {example}.")),
    # TRANSLATORS: as above; {riichi} is the sentence that says who declared riichi during
    # the hand ("During the hand player 3 declared riichi.").
    "prompt.pao.tsumo_riichi": (("dealer", "honba", "sticks", "winner", "liable", "yaku",
                                 "riichi"), N_(
        "{dealer} is the dealer, and {on_table}. {riichi} The hand is "
        "won by tsumo by {winner}, with {yaku}, a yakuman; {liable} fed the last set that made "
        "it certain and is liable for it (pao). How does each player's score change? Write "
        "four amounts separated by /, players 1 to 4, for example {example}.")),
    "prompt.pao.ron_riichi": (("dealer", "honba", "sticks", "winner", "discarder", "liable",
                               "yaku", "riichi"), N_(
        "{dealer} is the dealer, and {on_table}. {riichi} The hand is "
        "won by ron by {winner}, on a discard of {discarder}, with {yaku}, a yakuman; {liable} "
        "fed the last set that made it certain and is liable for it (pao). How does each "
        "player's score change? Write four amounts separated by /, players 1 to 4, for "
        "example {example}.")),
    # TRANSLATORS: {yaku} is a yakuman's name; {amount} points with their unit.
    "exercise.pao.value": (("yaku", "amount"), N_(
        "{yaku} is a yakuman worth {amount} to this winner: that is what a ron pays, and a "
        "tsumo brings in as much in all. Now work out who pays which part of it.")),
    # TRANSLATORS: {seat} is the liable player; {yaku} the yakuman.
    "misconception.pao_ignored": (("seat", "yaku"), N_(
        "{seat} fed the set that made {yaku} certain, so pao applies: {seat} pays the whole "
        "of a tsumo, or half of a ron.")),
    "misconception.pao_liable_pays_ron": (("seat", "yaku"), N_(
        "On a ron the discarder still pays: {seat}, liable for {yaku}, pays only half of the "
        "hand, and the discarder the other half.")),
    # TRANSLATORS: {seat} is the discarder.
    "misconception.pao_honba_shared": (("seat",), N_(
        "On a ron only the discarder, {seat}, pays the honba: the liable player shares the "
        "hand, not the counters.")),
    "misconception.pao_honba_split": (("seat", "yaku"), N_(
        "On a tsumo the liable player, {seat}, pays everything, honba included: the two "
        "others pay nothing.")),
    # --- abortive draws and chombo ---------------------------------------------------------
    # TRANSLATORS: {kind} is an abortive draw's name (Suucha riichi (four riichi)); players
    # are "player 1" … "player 4"; {honba} and {sticks} are counted. Keep the example
    # "1 / 0 / 2" as it is: it is what the learner types.
    "prompt.abortive.draw": (("dealer", "honba", "sticks", "kind"), N_(
        "{dealer} is the dealer, and {on_table}. The hand ends in "
        "an abortive draw: {kind}. How many honba counters and riichi sticks lie on the "
        "table for the next hand, and who deals it? Write three numbers separated by /: the "
        "counters, the sticks and the next dealer's player number, for example 1 / 0 / 2.")),
    # TRANSLATORS: as above; {riichi} is the sentence that says who declared riichi during
    # the hand ("During the hand player 3 declared riichi.").
    "prompt.abortive.draw_riichi": (("dealer", "honba", "sticks", "kind", "riichi"), N_(
        "{dealer} is the dealer, and {on_table}. {riichi} The hand "
        "ends in an abortive draw: {kind}. How many honba "
        "counters and riichi sticks lie on the table for the next hand, and who deals it? "
        "Write three numbers separated by /: the counters, the sticks and the next dealer's "
        "player number, for example 1 / 0 / 2.")),
    # TRANSLATORS: as above; {seat} is the player who calls it.
    "prompt.abortive.kyuushu": (("dealer", "honba", "sticks", "kind", "seat", "honours"),
                                Choice("honours", {
        "winds_and_dragons": N_(
            "{dealer} is the dealer, and {on_table}. On the first "
            "turn {seat} shows nine different terminals and honours and abandons the hand: "
            "{kind}. How many honba counters and riichi sticks lie on the table for the next "
            "hand, and who deals it? Write three numbers separated by /: the counters, the "
            "sticks and the next dealer's player number, for example 1 / 0 / 2."),
        # TRANSLATORS: under rules played without winds (the Kostaryov family rules): the
        # honours are the three dragons only. Keep the name "kyuushu kyuuhai".
        "dragons": N_(
            "{dealer} is the dealer, and {on_table}. On the first "
            "turn {seat} shows nine different terminals and dragons and abandons the hand: an "
            "abortive draw, kyuushu kyuuhai. How many honba counters and riichi sticks lie on "
            "the table for the next hand, and who deals it? Write three numbers separated by "
            "/: the counters, the sticks and the next dealer's player number, for example "
            "1 / 0 / 2."),
    })),
    # TRANSLATORS: {seat} is the player who commits the chombo.
    "prompt.abortive.chombo": (("dealer", "honba", "sticks", "seat", "reason"), Choice("reason", {
        "furiten_ron": N_(
            "{dealer} is the dealer, and {on_table}. During the hand, "
            "{seat} calls ron, but the hand is furiten: a chombo. How many honba counters and "
            "riichi sticks lie on the table for the next hand, and who deals it? Write three "
            "numbers separated by /: the counters, the sticks and the next dealer's player "
            "number, for example 1 / 0 / 2."),
        "false_win": N_(
            "{dealer} is the dealer, and {on_table}. During the hand, "
            "{seat} declares a win with a hand that is not complete: a chombo. How many honba "
            "counters and riichi sticks lie on the table for the next hand, and who deals it? "
            "Write three numbers separated by /: the counters, the sticks and the next dealer's "
            "player number, for example 1 / 0 / 2."),
    })),
    # TRANSLATORS: as above; {riichi} is the sentence that says who declared riichi during
    # the hand ("During the hand player 3 declared riichi.").
    "prompt.abortive.chombo_riichi": (("dealer", "honba", "sticks", "seat", "reason", "riichi"),
                                      Choice("reason", {
        "furiten_ron": N_(
            "{dealer} is the dealer, and {on_table}. {riichi} Then "
            "{seat} calls ron, but the hand is furiten: a chombo. How many honba counters and "
            "riichi sticks lie on the table for the next hand, and who deals it? Write three "
            "numbers separated by /: the counters, the sticks and the next dealer's player "
            "number, for example 1 / 0 / 2."),
        "false_win": N_(
            "{dealer} is the dealer, and {on_table}. {riichi} Then "
            "{seat} declares a win with a hand that is not complete: a chombo. How many honba "
            "counters and riichi sticks lie on the table for the next hand, and who deals it? "
            "Write three numbers separated by /: the counters, the sticks and the next "
            "dealer's player number, for example 1 / 0 / 2."),
        # TRANSLATORS: a false riichi: {seat} (one of the players above) declared riichi
        # with a hand that was not ready (not tenpai), and it comes out.
        "false_riichi": N_(
            "{dealer} is the dealer, and {on_table}. {riichi} Then it "
            "comes out that {seat} declared riichi with a hand that was not ready (not "
            "tenpai): a chombo. How many honba counters and riichi sticks lie on the table for "
            "the next hand, and who deals it? Write three numbers separated by /: the counters, "
            "the sticks and the next dealer's player number, for example 1 / 0 / 2."),
    })),
    # TRANSLATORS: the answer's fields, as they read inside a sentence ("the right answer:
    # honba counters: 1; …"); the widget writes a label's first letter as a capital.
    "field.honba_next": ((), N_("honba counters")),
    "field.sticks_next": ((), N_("riichi sticks on the table")),
    "field.next_dealer": ((), N_("the next dealer (player number)")),
    # TRANSLATORS: {dealer} is a player; {honba} and {sticks} are counted.
    "exercise.abortive.answer": (("honba", "sticks", "dealer"), N_(
        "The next hand is dealt by {dealer}, and {on_table}.")),
    "exercise.abortive.hint": (("outcome",), Choice("outcome", {
        "abortive": N_("An abortive draw is neither a win nor an exhaustive draw: ask what "
                       "happens to the riichi sticks put down, to the counter and to the "
                       "deal."),
        "chombo": N_("A chombo makes the hand void, as if it had not been played: ask what "
                     "that means for the riichi sticks put down, the counter and the deal."),
    })),
    "misconception.abortive_honba_kept": ((), N_(
        "An abortive draw adds a honba counter, as an exhaustive draw does.")),
    "misconception.abortive_honba_reset": ((), N_(
        "The counter goes back to 0 only when a player other than the dealer wins; an "
        "abortive draw adds one.")),
    "misconception.abortive_sticks_returned": ((), N_(
        "The riichi sticks put down before an abortive draw are not given back: they stay "
        "on the table for the next winner.")),
    "misconception.abortive_deal_passes": ((), N_(
        "After an abortive draw the same dealer deals again.")),
    "misconception.chombo_honba_added": ((), N_(
        "A chombo makes the hand void: no counter is added.")),
    "misconception.chombo_sticks_kept": ((), N_(
        "A chombo makes the hand void: the riichi sticks put down during it go back to "
        "their players.")),
    "misconception.chombo_deal_passes": ((), N_(
        "A chombo makes the hand void: the same dealer deals it again.")),
}

register_step_codes({code: params for code, (params, _msg) in TABLE_EXERCISE_MESSAGES.items()})
STEP_MESSAGES.update({code: msg for code, (_params, msg) in TABLE_EXERCISE_MESSAGES.items()})

_SEATS = {p: "seat" for p in ("dealer", "winner", "discarder", "liable", "seat")}
_TABLE = {**_SEATS, "honba": "honba", "sticks": "sticks", "yaku": "yaku",
          "example": "amount_list", "kind": "abortive_draw", "riichi": "question"}
for _code, (_params, _msg) in TABLE_EXERCISE_MESSAGES.items():
    if _code.startswith(("prompt.pao", "prompt.abortive", "misconception.pao")):
        STEP_PARAM_FORMATS[_code] = {p: _TABLE[p] for p in (*_params, "example") if p in _TABLE}
STEP_PARAM_FORMATS.update({
    "prompt.call_score": {"hand": "question", "question": "question", "split": "call",
                          "all": "call"},
    "call.question_honba": {"honba": "honba"},
    "call.hand": {"han": "han", "fu": "fu", "win_way": "win_way"},
    "call.hand_limit": {"han": "han", "win_way": "win_way"},
    "call.honba": {"honba": "honba", "each": "points"},
    "call.answer": {"call": "call"},
    "exercise.call.check_amount": {"item": "question"},
    "exercise.pao.value": {"yaku": "yaku", "amount": "points"},
    "exercise.abortive.answer": {"honba": "honba", "sticks": "sticks", "dealer": "seat"},
})
DERIVED_PARAMS.update({code: (lambda params: {"example": _ROUND_EXAMPLE}) for code in (
    "prompt.pao.tsumo", "prompt.pao.ron", "prompt.pao.tsumo_riichi", "prompt.pao.ron_riichi")})

__all__ = ["TABLE_EXERCISE_MESSAGES"]

# (last: the formats above are set) a prompt says what lies on the table in words
says_what_is_on_the_table(TABLE_EXERCISE_MESSAGES)
