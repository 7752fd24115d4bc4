"""The sentences: one msgid per error code, per step code and per line of command output.

English msgids with named ``{placeholders}`` matching the parameters the code carries.
Parameters are formatted before they are filled in (see ``render.PARAM_FORMATS``): a
``tile`` becomes its localized name, a ``count`` a counted unit ("15 tiles"), a
``ruleset`` the phrase that says which rules apply ("under the EMA rules"). Every message
is a natural sentence (never "label: value"); where a number changes the words, the message
is counted (``NN_``), and where a parameter changes the sentence, a ``Choice`` holds one
whole sentence per case. ``DERIVED_PARAMS`` adds what a sentence needs but the code does
not carry (how many players are tenpai). How each language words them:
``locales/<lang>/STYLE.md``.

Adding a step or error code = one entry here + the catalog workflow
(``locales/README.md``); the tests fail until every language has it.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .markers import N_, NN_, NP_, Choice, Msg, PluralMsg

ERROR_MESSAGES = {
    # text input
    "empty_input": N_("There is nothing to read: write some tiles, for example 123m456p."),
    # TRANSLATORS: {char} is the character the learner typed; {position} a number, counted
    # from 1.
    "unknown_character": N_(
        "The character “{char}” in position {position} is not part of mpsz notation: write "
        "digits followed by m, p, s or z."),
    # TRANSLATORS: {char} is a suit letter (m, p, s or z) as the learner typed it, with no
    # digit before it; {position} a number, counted from 1. Keep "11{char}" as it is: it is
    # mpsz notation.
    "suit_without_digits": N_(
        "The letter “{char}” in position {position} has no digits before it: write the "
        "tiles' numbers first, for example 11{char}."),
    # TRANSLATORS: {digits} are the digits as typed ("55"); the sentence agrees with how
    # many there are.
    "digits_without_suit": NN_(
        "The digit {digits} has no suit letter after it: add m, p, s or z.",
        "The digits {digits} have no suit letter after them: add m, p, s or z."),
    "honour_out_of_range": N_(
        "There is no honour tile {digit}z: honours go from 1z to 7z."),
    # TRANSLATORS: {tile} is a tile's name with its code: "3 of characters (3m)".
    "red_five_not_five": N_("Only a five can be red, and the {tile} is not a five."),
    "red_honour": N_("Honours have no red version: 0z does not exist."),
    "unknown_tile_kind": N_("{kind} is not a tile kind: kinds go from 0 to 33."),
    # hand shape
    # TRANSLATORS: {count} is counted tiles ("15 tiles"), {expected} a bare number (14):
    # the unit is said once.
    "too_many_tiles": N_("The hand has {count}, but it should have {expected}."),
    "too_few_tiles": N_("The hand has only {count}, but it should have {expected}."),
    # TRANSLATORS: {count} is counted tiles ("14 tiles"), the tiles typed as in hand;
    # {melds} a bare number of called sets (pon, chii, kan), which chooses the form;
    # {expected} a bare number (11).
    "too_many_tiles_called": NN_(
        "The hand has {count} in hand, but with {melds} called set it should have {expected}.",
        "The hand has {count} in hand, but with {melds} called sets it should have {expected}.",
        count="melds"),
    "too_few_tiles_called": NN_(
        "The hand has only {count} in hand, but with {melds} called set it should have "
        "{expected}.",
        "The hand has only {count} in hand, but with {melds} called sets it should have "
        "{expected}.", count="melds"),
    # TRANSLATORS: a waiting hand (13 tiles) typed with one tile more; {count} counted tiles
    # ("14 tiles"), {expected} a bare number (13).
    "winning_tile_typed": N_("The hand has {count}, but it should have {expected}: type the "
                             "hand without its winning tile."),
    # TRANSLATORS: {tile} is a tile's name with its code; {count} counted copies ("5 copies").
    "too_many_copies": N_(
        "The hand has {count} of the {tile}, but each tile exists only four times."),
    # TRANSLATORS: {meld} is what the learner typed; {meld_type} the call's name ("pon
    # (triplet)").
    "bad_meld": N_("The tiles “{meld}” cannot be called as {meld_type}: a chi needs three "
                   "tiles in a row of one suit, a pon three identical tiles, a kan four."),
    "unknown_meld_type": N_(
        "“{meld_type}” is not a call: write chi, pon, kan, ankan or shouminkan."),
    "win_tile_not_in_hand": N_("The winning tile, the {tile}, is not among the hand's tiles."),
    "missing_win_tile": N_("Say which tile completed the hand: the winning tile."),
    "not_a_winning_hand": N_("These tiles do not form a complete hand."),
    "not_tenpai": N_("This hand is not tenpai: no tile completes it."),
    # TRANSLATORS: {option} is the name of an argument as the learner wrote it (--count,
    # profile…), {value} what was given.
    "bad_option": N_("“{value}” is not a possible value for “{option}”."),
    # i18n: choosing a language, reading a learner's answer
    # TRANSLATORS: {supported} lists the language codes one can type: "en, es, it, pl, ru".
    "unsupported_language": N_(
        "The language “{language}” is not available; the languages are {supported}."),
    # TRANSLATORS: {lesson} is what the teacher typed after --lesson; {known} lists the lessons.
    "unknown_lesson": N_("There is no lesson “{lesson}”; the lessons are {known}."),
    # TRANSLATORS: the teacher ran the classroom with both --quiz and --port.
    "quiz_without_port": N_(
        "The quiz is a page saved on this computer and opened from its file, with no "
        "server, so it has no port: leave out --port."),
    # TRANSLATORS: the learner left an answer empty; {example} is a number of the kind the
    # question asks for (30 for fu, 11,600 for points).
    "empty_number": N_("Type your answer: a whole number, such as {example}."),
    # TRANSLATORS: {text} is what the learner typed; {example} a number of the kind the
    # question asks for (30 for fu); in the second sentence it is long, shown grouped
    # ({example}: 11,600) and then as plain digits ({plain}: 11600), both of which are read.
    "bad_number": Choice("size", {
        "short": N_("“{text}” is not a whole number: type it in digits, for example {example}."),
        "grouped": N_("“{text}” is not a whole number: type it in digits, for example "
                      "{example} or {plain}."),
    }),
    "signed_count": N_("“{text}” has a sign, but a count has none: type only its digits."),
    "ambiguous_number": N_(
        "“{text}” can be read in more than one way: type every digit of the whole number."),
    # rules and presets
    # TRANSLATORS: {name} is what the learner typed; {known} lists the names one can type
    # (standard, kostaryov, ema), kept as they are.
    "unknown_ruleset": N_("There is no ruleset “{name}”: write {known}."),
    # TRANSLATORS: {option} is the learner's own text, shown as typed.
    "unknown_rule_option": N_("The rules have no option “{option}”."),
    # TRANSLATORS: {option} is the name of a rule option ("the uma", "open tanyao
    # (kuitan)"); {value} what the learner gave.
    "bad_rule_value": N_("“{value}” is not a possible value for {option}."),
    # TRANSLATORS: {value} is what was typed after --uma, shown as typed; keep
    # --uma=15,5,-5,-15 as it is (it is what one types).
    "bad_uma": N_("“{value}” is not an uma: --uma takes four whole numbers, the uma of places "
                  "1 to 4 in thousands, for example --uma=15,5,-5,-15."),
    # TRANSLATORS: {text} is what the learner typed after --rules; {known} lists the names
    # one can type (standard, kostaryov, ema), kept as they are.
    "bad_rules_json": N_(
        "“{text}” is neither the name of a ruleset ({known}) nor a JSON object."),
    # the situation of a Riichi hand (JSON keys are shown as the learner wrote them)
    # TRANSLATORS: {key} is a JSON key exactly as typed; keep the quotes around it.
    "unknown_key": N_("The situation has no key “{key}”."),
    # TRANSLATORS: {key} is a JSON key of the situation (hand, win, dora…) or the command
    # line's option (--seat, --honba…), {value} the value given.
    "bad_value": N_("{value} is not a possible value for “{key}”."),
    # TRANSLATORS: {key} as above (seat_wind or --seat); winds are written E, S, W or N in
    # the input; keep the letters.
    "bad_wind": N_("{value} is not a wind for “{key}”: write E, S, W or N."),
    # TRANSLATORS: the command line's --seat or --round ({key}) given a word that names no
    # wind ({value}, as typed); {names} lists the wind names in your language, East to
    # North. E, S, W and N are the English letters: say in your language which is which
    # where a letter could mislead (W is West, Zachód, not Wschód).
    # TRANSLATORS: {option} is a command-line option (--win, --dora, --ura), {detail} the
    # whole message about the tiles typed after it ("“x” at position 2 is not part of…").
    "option_tiles": N_("In “{option}”: {detail}"),
    "typed_bad_wind": N_("“{value}” is not a wind for “{key}”: write E, S, W or N, the English "
                         "letters (W is West), or a wind's name: {names}."),
    # TRANSLATORS: {flag} is the name of a yaku or of a way of winning ("Ippatsu (one-shot
    # win)", "a win by tsumo (self-draw)"); {requires} what it needs ("a riichi declaration").
    "flag_requires": N_("{flag} needs {requires}."),
    # TRANSLATORS: {flag} and {other} are names of yaku or ways of winning, as above.
    "flags_conflict": N_("{flag} and {other} cannot both happen in the same win."),
    "ippatsu_with_rinshan": N_(
        "Ippatsu and rinshan cannot both count: the replacement tile comes after your own kan, "
        "and any kan ends the ippatsu chance."),
    # TRANSLATORS: {tile} is the winning tile's localized name with its code.
    "chankan_tile_held": N_(
        "Chankan robs the tile another player adds to a pon to make a kan: the other three "
        "copies are in that pon, so this hand cannot hold another copy of the winning tile, "
        "the {tile}."),
    # TRANSLATORS: {ruleset} says which rules apply ("under the Kostaryov family rules");
    # {tile} is a tile's name with its code.
    # TRANSLATORS: the robbed kan was a concealed one, but the win is not marked as a
    # robbed kan (chankan) at all.
    "chankan_ankan_alone": N_("Robbing a concealed kan is one case of robbing a kan: mark the "
                              "win as chankan too."),
    "no_wind_tiles": N_("The game is played without wind tiles {ruleset}, so the {tile} "
                        "cannot be in the hand."),
    # TRANSLATORS: {suit} is a suit's name ("dots"); {count} and {allowed} are numbers; the
    # form follows {count}.
    "too_many_red_fives": NN_(
        "The hand has {count} red five of {suit}, but the rules allow {allowed}.",
        "The hand has {count} red fives of {suit}, but the rules allow {allowed}."),
    # TRANSLATORS: {ruleset} says which rules apply ("under the EMA rules"); {red} and
    # {plain} are tile codes in the notation (0p, 5p), kept as they are.
    "no_red_fives": N_("The game is played without red fives {ruleset}: write {red} as a plain "
                       "five, {plain}."),
    # TRANSLATORS: {suit} is a suit's name; {count} and {allowed} are numbers of fives;
    # {red} is the red five's code in the notation (0m, 0p, 0s), kept as is.
    "too_many_plain_fives": NN_(
        "The hand has {count} plain five of {suit}, but the set has only {allowed}, because "
        "its other fives are red. Write one of them as the red five, {red}.",
        "The hand has {count} plain fives of {suit}, but the set has only {allowed}, because "
        "its other fives are red. Write one of them as the red five, {red}."),
    # TRANSLATORS: {key} is dora or ura (the JSON key, kept as is); {count} and {allowed}
    # are counted tiles ("6 tiles").
    "too_many_indicators": N_("“{key}” lists {count}, but there are at most {allowed}."),
    "no_yaku": Choice("case", {
        "none": N_("This hand has no yaku, so it cannot win."),
        # TRANSLATORS: {dora_total} is counted han ("3 han"): the dora, red fives and ura
        # dora together.
        "some": N_("This hand has no yaku, so it cannot win: its dora are worth {dora_total}, "
                   "but dora are not a yaku."),
        # TRANSLATORS: the hand is open and all simples; the rules in use switch off open
        # tanyao (kuitan), which would have been its yaku.
        "kuitan_none": N_("This hand has no yaku, so it cannot win: all simples (tanyao) does "
                          "not count in an open hand under these rules (no kuitan)."),
        # TRANSLATORS: as above, with {dora_total} counted han ("3 han").
        "kuitan_some": N_("This hand has no yaku, so it cannot win: all simples (tanyao) does "
                          "not count in an open hand under these rules (no kuitan), and its "
                          "dora, worth {dora_total}, are not a yaku."),
    }),
    # command line
    # TRANSLATORS: {line} is a line number of the input file.
    "bad_json": N_("Line {line} is not valid JSON."),
    # TRANSLATORS: {ruleset} says which rules apply ("under the Kostaryov family rules");
    # --round is the option as typed, never translated.
    "no_round_wind": N_("The game is played without wind tiles {ruleset}, so it has no round "
                        "wind: leave out --round."),
    "missing_hand": N_("Give the hand: its tiles in mpsz notation, for example 234567m345p22s678s."),
    # TRANSLATORS: a line that shares a hand (the hand builder's, read by "mjlearn score");
    # {word} is the part of it that could not be read, shown as typed; keep the options
    # (--win, --riichi, --dora) as they are.
    "bad_share_line": N_("“{word}” cannot be read in this line: a shared hand is its tiles "
                         "in mpsz, then options such as --win 8s, --riichi or --dora 1m."),
    # the table: game state and settlement
    # TRANSLATORS: {count} and {expected} are numbers of players (plain numbers).
    "bad_player_count": N_("A game needs {expected} players, not {count}."),
    # TRANSLATORS: {seat} is the value given, shown as typed.
    "bad_seat": N_("“{seat}” is not a seat: seats are numbered 0 to 3, and the first dealer "
                   "sits at 0."),
    # TRANSLATORS: {honba} is the number given.
    "negative_honba": N_("The honba counter cannot be {honba}: it is never below zero."),
    "negative_riichi_sticks": N_(
        "There cannot be {sticks} riichi sticks on the table: the number is never below zero."),
    # TRANSLATORS: {seat} is a player ("player 2"); {sticks} and {score} are points.
    "sticks_mismatch": N_("{seat} holds sticks worth {sticks}, but has a score of {score}: sticks "
                          "and score must match."),
    # TRANSLATORS: {round_wind} is the value given, shown as typed; east, south, west and
    # north are what one types, kept as they are.
    "bad_round_wind": N_("{round_wind} is not a round wind: write east, south, west or north."),
    # TRANSLATORS: {score} is the text typed for a player's points.
    "bad_score": N_("“{score}” is not a score: write a whole number of points."),
    # TRANSLATORS: {total} and {expected} are points with their unit; {players} is the
    # number of players and {start} the points each held at the start, a bare number.
    "points_total_mismatch": N_(
        "The scores add up to {total}, but they should add up to {expected} ({players} × "
        "{start}, what the players held at the start of the game)."),
    # TRANSLATORS: all four are points with their unit: {scores} the players' scores added
    # up, {sticks} the riichi sticks left on the table, {total} the two together, and
    # {expected} what the four players held at the start of the game.
    "points_and_sticks_total_mismatch": N_(
        "The scores ({scores}) and the riichi sticks on the table ({sticks}) make {total}, "
        "but they should make {expected}, what the players held at the start of the game."),
    # TRANSLATORS: {basic} is the value given for basic points.
    "bad_basic_points": N_("No hand is worth {basic} basic points."),
    # TRANSLATORS: {seat} is a player ("player 2"), already translated.
    "winner_is_discarder": N_("{seat} cannot both win and discard the winning tile."),
    "duplicate_winner": N_("{seat} is listed as a winner twice."),
    "mixed_wins": N_("Several players can win only by ron, never together with a tsumo."),
    "no_outcome": N_("Say how the hand ended: with a win or with an exhaustive draw."),
    # TRANSLATORS: {count} is the number of winners given, {max} how many the rules allow;
    # the form follows {count}.
    "too_many_ron_winners": NN_(
        "{count} player cannot win on the same discard: the rules allow at most {max}.",
        "{count} players cannot win on the same discard: the rules allow at most {max}."),
    "duplicate_riichi": N_("{seat} declared riichi twice."),
    "riichi_declarer_noten": N_(
        "{seat} declared riichi, so at an exhaustive draw that hand must be tenpai."),
    "nagashi_not_in_rules": N_("Nagashi mangan is not part of these rules."),
    # TRANSLATORS: {rule} is the rule's name (Nagashi mangan); {ruleset} says which rules
    # apply ("under the EMA rules").
    "rule_not_in_ruleset": N_("{rule} is not played {ruleset}."),
    # TRANSLATORS: {outcome} and {type} name a Python type: developer-facing, kept as is.
    "bad_outcome": N_("A hand ends with a win or an exhaustive draw, not with {outcome}."),
    "not_a_score_result": N_("A win needs a scored hand, not {type}."),
    "not_a_game_state": N_("Settling needs the state of the game, not {type}."),
    # point sticks
    # TRANSLATORS: {denomination} and {count} are the values given, shown as typed.
    "bad_sticks": N_("There are no sticks worth {denomination}, or {count} is not a number of "
                     "sticks."),
    # TRANSLATORS: {amount} and {holding} are points with their unit.
    "bad_amount": N_("{amount} cannot be paid with sticks: only a positive multiple of 100 can."),
    "cannot_pay": N_("{amount} cannot be paid from sticks worth {holding} in all."),
    "no_change": N_("{amount} cannot be paid with these sticks: the receiver has no change."),
    # Classic European: the compact notation and the JSON lines
    # TRANSLATORS: {token}, {group}, {value} and the like are the learner's own text, shown as typed.
    "classic_bad_token": N_("“{token}” cannot be read: write groups such as (123m), [1111m] "
                            "or 11z, and keys such as last=1z/drawn."),
    # TRANSLATORS: {bracket} is the bracket that opened the group: ( [ or <.
    "classic_bad_group": N_("“{group}” is not a group that can stand in {bracket} brackets."),
    "classic_kong_expected": N_("“{group}” is in {bracket} brackets, which hold a kong: "
                                "write four equal tiles."),
    "classic_bad_bonus": N_("“{token}” is not a flower or season: write 1f–4f or 1y–4y."),
    "classic_bad_last": N_("“{value}” is not a valid last tile: write a tile and how it came, "
                           "for example last=1z/drawn."),
    # TRANSLATORS: {source} is the learner's text for where the last tile came from.
    "classic_bad_source": N_("“{source}” is not where a last tile can come from."),
    "classic_bad_announcement": N_("“{announcement}” is not an announcement this notation knows."),
    "classic_duplicate_key": N_("The key “{key}” is given twice."),
    # TRANSLATORS: {source} and {how} are the learner's text (e.g. drawn, wall, discard).
    "classic_source_conflict": N_("The last tile cannot come from “{source}” and be “{how}”."),
    "classic_last_not_in_hand": N_("The last tile, {tile}, is not in the hand."),
    "classic_last_group_not_in_hand": N_("The last group, {group}, is not in the hand."),
    # TRANSLATORS: {field} is a JSON field name, kept as is.
    "classic_bad_field": N_("The field “{field}” is unknown or has the wrong kind of value."),
    "classic_bad_jsonl": N_("Line {line} is not a JSON object."),
    # TRANSLATORS: {path} is a file path, shown as typed.
    "classic_cannot_read": N_("The file {path} cannot be read."),
    "classic_bad_wind": N_("“{value}” is not a wind: use E, S, W or N."),
    # TRANSLATORS: {tiles} are flower and season codes, shown as typed.
    "classic_flowers_off": N_("These rules play without flowers and seasons, but the hand has {tiles}."),
    "classic_loser_went_out": N_(
        "A hand that did not go out cannot have a winning tile ({tile})."),
    "classic_loser_melded_pair": N_(
        "A hand that did not go out cannot show a melded pair ({group})."),
    # TRANSLATORS: {count} is a number of players.
    "classic_bad_players": N_("A settlement needs four players, not {count}."),
    # TRANSLATORS: {player} is a player's label as typed (E, S, W, N or a name).
    "classic_bad_score": N_("“{score}” is not a score for {player}: write PLAYER=POINTS, "
                            "for example E=50."),
    # TRANSLATORS: {score} and {limit} are points with their unit.
    "classic_score_above_limit": N_("{player}'s score, {score}, is above the limit of {limit}."),
    "classic_unknown_player": N_("There is no player {player} at this table."),
}


# How an error's parameter is shown when its name alone does not say it (the default is
# by name, see ``render.PARAM_FORMATS``): learners' own text is shown exactly as typed.
_RAW = "raw"
ERROR_PARAM_FORMATS = {
    "unknown_meld_type": {"meld_type": _RAW},
    # "15 tiles, but it should have 14": the unit is said once
    "too_many_tiles": {"expected": "number"}, "too_few_tiles": {"expected": "number"},
    **{code: {"expected": "number", "melds": "number"}
       for code in ("too_many_tiles_called", "too_few_tiles_called")},
    "winning_tile_typed": {"expected": "number"},
    "too_many_copies": {"count": "copies"},
    "bad_option": {"option": _RAW, "value": _RAW},
    "unsupported_language": {"language": _RAW, "supported": _RAW},
    "unknown_lesson": {"lesson": _RAW, "known": _RAW},
    "unknown_ruleset": {"name": _RAW, "known": "typed_or"},
    "unknown_rule_option": {"option": _RAW},
    "bad_rule_value": {"value": _RAW, "option": "option"},
    "bad_rules_json": {"text": _RAW, "known": "typed_or"},
    "bad_uma": {"value": _RAW},
    "too_many_red_fives": {"count": "number", "allowed": "number"},
    "bad_value": {"value": _RAW, "key": _RAW},
    "signed_count": {"text": _RAW},
    "bad_number": {"plain": _RAW},
    "bad_wind": {"value": _RAW, "key": _RAW},
    "typed_bad_wind": {"value": _RAW, "key": _RAW, "names": _RAW},
    "option_tiles": {"option": _RAW, "detail": "sentence"},
    "flag_requires": {"requires": "requirement"},
    "too_many_indicators": {"key": _RAW},
    "too_many_plain_fives": {"count": "number", "allowed": "number", "red": _RAW},
    "no_yaku": {"dora_total": "han"},
    "bad_json": {"line": "number", "detail": _RAW},
    "bad_player_count": {"count": "number", "expected": "number"},
    "bad_seat": {"seat": _RAW},
    "negative_honba": {"honba": "number"},
    "negative_riichi_sticks": {"sticks": "number"},
    "sticks_mismatch": {"seat": "seat", "sticks": "points", "score": "points"},
    "bad_round_wind": {"round_wind": _RAW},
    "bad_score": {"score": _RAW},
    "points_total_mismatch": {"total": "points", "expected": "points", "players": "number",
                              "start": "number"},
    "points_and_sticks_total_mismatch": {"scores": "points", "sticks": "points", "total": "points",
                                         "expected": "points"},
    "bad_basic_points": {"basic": _RAW},
    "winner_is_discarder": {"seat": "seat"},
    "duplicate_winner": {"seat": "seat"},
    "duplicate_riichi": {"seat": "seat"},
    "riichi_declarer_noten": {"seat": "seat"},
    "too_many_ron_winners": {"count": "number", "max": "number"},
    "bad_outcome": {"outcome": _RAW},
    "not_a_score_result": {"type": _RAW},
    "not_a_game_state": {"type": _RAW},
    "bad_sticks": {"denomination": _RAW, "count": _RAW},
    "bad_amount": {"amount": "points"},
    "cannot_pay": {"amount": "points", "holding": "points"},
    "no_change": {"amount": "points"},
    "classic_last_not_in_hand": {"tile": _RAW},
    "classic_loser_went_out": {"tile": _RAW},
    "classic_bad_jsonl": {"line": "number"},
    "rule_not_in_ruleset": {"rule": "option"},
    "classic_bad_players": {"count": "number"},
    "classic_bad_score": {"score": _RAW},
    "classic_score_above_limit": {"score": "points", "limit": "points"},
}

# Step codes registered in mjlearn.trace.STEP_CODES -> their sentence. ``{value}`` is the
# step's amount in the unit of its family (see ``render.VALUE_UNITS``). A ``Choice`` picks
# the sentence by one parameter, so each case reads as a whole sentence in every language.
STEP_MESSAGES: dict[str, Msg | PluralMsg | Choice] = {
    # --- Riichi: reading the hand ---------------------------------------------------------
    "reading.chosen": Choice("count", {
        # TRANSLATORS: {sets} lists the sets in mpsz (234m 567m…), {pair} the pair (22s),
        # {form} the shape of the hand (four sets and a pair, seven pairs…).
        "one": N_("The hand reads as {form}: {sets} {pair}."),
        # TRANSLATORS: as above; {count} is a number (how many readings were compared), 2 or
        # more; the form follows it.
        "many": NN_("The hand can be read in {count} way; the engine keeps the one that "
                    "scores the most: {form}, {sets} {pair}.",
                    "The hand can be read in {count} ways; the engine keeps the one that "
                    "scores the most: {form}, {sets} {pair}."),
        # TRANSLATORS: thirteen orphans; {sets} is the whole hand, its 14 tiles in mpsz
        # (19m 19p 19s 12345677z); {pair} the tile held twice (77z); {form} as above.
        "kokushi": N_("The hand reads as {form}: {sets}, one of each terminal and honour, "
                      "and {pair} as the pair."),
    }, select="kokushi_or_count"),
    "reading.wait": Choice("wait", {
        # TRANSLATORS: {wait} is a wait's name ("ryanmen (two-sided wait)"), {tile} a tile
        # name with its code, {set} the set or pair it completes in mpsz (678s).
        "set": N_("The winning tile, the {tile}, completes {set}: a {wait}."),
        # TRANSLATORS: thirteen orphans: the winning tile completes the whole hand, not one
        # set; {tile} and {wait} as above.
        "hand": N_("The winning tile, the {tile}, completes the hand: a {wait}."),
    }, select="set_or_hand"),
    "reading.alternative": Choice("compared", {
        # TRANSLATORS: why another reading was not chosen; {han} and {fu} are counted
        # ("2 han", "40 fu"), {basic} a number of basic points.
        "less": N_(
            "Read as {form}, {sets} {pair}, with a {wait}, the hand would give only {han} and "
            "{fu}, that is {basic} basic points."),
        # TRANSLATORS: as above, but the other reading pays exactly as much as the chosen one.
        "same": N_(
            "Read as {form}, {sets} {pair}, with a {wait}, the hand would give just as much: "
            "{han} and {fu}, that is {basic} basic points."),
        # TRANSLATORS: the other reading has the very same sets and pair; only the wait
        # differs: the winning tile completes {completes} (a set or the pair in mpsz, 99s)
        # instead. {wait} is the wait's name; {han}, {fu}, {basic} as above.
        "less_wait": N_(
            "The same tiles can also be read with another wait: the winning tile completing "
            "{completes}, a {wait}. Read that way, the hand would give only {han} and {fu}, "
            "that is {basic} basic points."),
        # TRANSLATORS: as above, but that reading pays exactly as much as the chosen one.
        "same_wait": N_(
            "The same tiles can also be read with another wait: the winning tile completing "
            "{completes}, a {wait}. Read that way, the hand would give just as much: {han} "
            "and {fu}, that is {basic} basic points."),
        # TRANSLATORS: the other reading is a yakuman too: it pays a fixed value, so no han
        # or fu are said; {basic} is a number of basic points (as much as the chosen
        # reading, or less).
        "yakuman": N_(
            "Read as {form}, {sets} {pair}, with a {wait}, the hand would also be a yakuman, "
            "worth {basic} basic points."),
        # TRANSLATORS: as above, with the same sets and pair and only another wait.
        "yakuman_wait": N_(
            "The same tiles can also be read with another wait: the winning tile completing "
            "{completes}, a {wait}. Read that way, the hand would also be a yakuman, worth "
            "{basic} basic points."),
    }, select="alternative"),
    # --- yaku and dora --------------------------------------------------------------------
    # TRANSLATORS: {yaku} is the yaku's name; {value} is counted han ("+1 han").
    "yaku.han": N_("{yaku}: +{value}."),
    "yakuman.found": Choice("multiple", {
        # TRANSLATORS: {yaku} is a yakuman's name; it is worth one yakuman.
        "one": N_("{yaku}: a yakuman."),
        # TRANSLATORS: {yaku} is a yakuman's name; it counts twice.
        "two": N_("{yaku}: a double yakuman."),
        # TRANSLATORS: {multiple} is yakuman counted in words ("three yakuman").
        "many": N_("{yaku}: worth {multiple}."),
    }, select="one_two_many"),
    # TRANSLATORS: {found} and {cap} are yakuman counted in words ("four yakuman", "two
    # yakuman").
    "yakuman.cap": N_("The yakuman add up to {found}, but these rules pay at most {cap}."),
    # TRANSLATORS: {closed} and {open} are counted han.
    "note.open_reduction": N_(
        "{yaku} is worth {closed} with a closed hand, but only {open} with an open one."),
    "note.yaku_lost_open": N_("{yaku} does not count: the hand is open."),
    "note.pinfu_refused": Choice("reason", {
        # TRANSLATORS: {detail} is the wait's name ("kanchan (closed wait)").
        "wait": N_("No pinfu: the wait is a {detail}, and pinfu needs a two-sided wait "
                   "(ryanmen)."),
        # TRANSLATORS: {detail} is the pair in mpsz (11z).
        "valued_pair": N_("No pinfu: the pair {detail} is worth fu, and pinfu needs a pair "
                          "that is worth none."),
        "tsumo": N_("No pinfu: under these rules pinfu cannot be won by tsumo."),
    }),
    # TRANSLATORS: {ruleset} says which rules apply: "under the Kostaryov family rules".
    "note.yaku_not_in_rules": N_("{yaku} does not count {ruleset}: it is not one of their "
                                 "yaku."),
    "note.yakuman_not_cumulative": N_(
        "{yaku} is not added: under these rules yakuman do not add up."),
    "note.yakuman_ignores": Choice("han", {
        # TRANSLATORS: {han} (what the ordinary yaku would give) and {dora} are counted han.
        "yaku_and_dora": N_(
            "A yakuman leaves out ordinary yaku and dora: the {han} of the yaku and the "
            "{dora} of the dora do not count."),
        # TRANSLATORS: {dora} is counted han; the hand has no ordinary yaku at all.
        "dora_only": N_("A yakuman leaves out dora: the {dora} of the dora do not count."),
    }, select="ordinary_yaku"),
    # TRANSLATORS: {han} is counted han: the other yaku and the dora together.
    "note.renhou_not_cumulative": N_(
        "Renhou does not add up with other yaku or dora: their {han} do not count."),
    # TRANSLATORS: {han} is counted han ("5 han").
    "note.fu_irrelevant": N_("With {han} the hand reaches a limit, so its fu no longer matter."),
    "note.yakuman_fu": N_("A yakuman pays a fixed value: its fu are not counted."),
    # TRANSLATORS: {indicator} and {tile} are tile names with their codes; {count} is a
    # number; {value} counted han. The form follows {count}.
    "dora.dora": NN_(
        "The dora indicator is the {indicator}, so the {tile} is dora; the hand holds "
        "{count} copy: +{value}.",
        "The dora indicator is the {indicator}, so the {tile} is dora; the hand holds "
        "{count} copies: +{value}."),
    # TRANSLATORS: as above, for an indicator turned over by a kan (the second and later).
    "dora.kan_dora": NN_(
        "The kan dora indicator is the {indicator}, so the {tile} is dora too; the hand "
        "holds {count} copy: +{value}.",
        "The kan dora indicator is the {indicator}, so the {tile} is dora too; the hand "
        "holds {count} copies: +{value}."),
    "dora.ura": NN_(
        "The ura dora indicator is the {indicator}, so the {tile} is ura dora; the hand "
        "holds {count} copy: +{value}.",
        "The ura dora indicator is the {indicator}, so the {tile} is ura dora; the hand "
        "holds {count} copies: +{value}."),
    # TRANSLATORS: {tiles} lists the red fives by name; {count} is a number; {value}
    # counted han. The form follows {count}.
    "dora.aka": NN_("The hand holds {count} red five, which counts as dora: {tiles}, +{value}.",
                    "The hand holds {count} red fives, each one a dora: {tiles}, +{value}."),
    # --- fu -------------------------------------------------------------------------------
    # TRANSLATORS: {value} is counted fu ("20 fu").
    "fu.base": N_("Every winning hand starts with {value}."),
    "fu.closed_ron": N_("A closed hand won by ron: +{value}."),
    "fu.tsumo": N_("Won by tsumo (self-draw): +{value}."),
    "fu.set": Choice("open", {
        # TRANSLATORS: {set} is the set in mpsz (777z); {value} counted fu. A triplet
        # completed by ron counts as open (minkou); pon is the call, not the set.
        "open_triplet_simple": N_("{set}, an open triplet (minkou) of simples: +{value}."),
        "open_triplet_major": N_(
            "{set}, an open triplet (minkou) of terminals or honours: +{value}."),
        "closed_triplet_simple": N_("{set}, a concealed triplet (ankou) of simples: +{value}."),
        "closed_triplet_major": N_(
            "{set}, a concealed triplet (ankou) of terminals or honours: +{value}."),
        "open_kan_simple": N_("{set}, an open kan (minkan) of simples: +{value}."),
        "open_kan_major": N_("{set}, an open kan (minkan) of terminals or honours: +{value}."),
        "closed_kan_simple": N_("{set}, a concealed kan (ankan) of simples: +{value}."),
        "closed_kan_major": N_(
            "{set}, a concealed kan (ankan) of terminals or honours: +{value}."),
        # TRANSLATORS: the same sets under rules whose tiles have no winds (the Kostaryov
        # family rules): their honours are the dragons only.
        "open_triplet_major_without_winds": N_(
            "{set}, an open triplet (minkou) of terminals or dragons: +{value}."),
        "closed_triplet_major_without_winds": N_(
            "{set}, a concealed triplet (ankou) of terminals or dragons: +{value}."),
        "open_kan_major_without_winds": N_(
            "{set}, an open kan (minkan) of terminals or dragons: +{value}."),
        "closed_kan_major_without_winds": N_(
            "{set}, a concealed kan (ankan) of terminals or dragons: +{value}."),
    }, select="set_kind"),
    "fu.pair": Choice("reason", {
        # TRANSLATORS: {pair} is the pair in mpsz (55z).
        "dragon": N_("The pair {pair} is a pair of dragons: +{value}."),
        "double_wind": N_("The pair {pair} is of a wind that is both the seat wind and the "
                          "round wind: +{value}."),
        "seat_wind": N_("The pair {pair} is of the seat wind: +{value}."),
        "round_wind": N_("The pair {pair} is of the round wind: +{value}."),
    }),
    # TRANSLATORS: {wait} is a wait's name ("kanchan (closed wait)"), {tile} a tile name
    # with its code.
    "fu.wait": N_("A {wait} on the {tile}: +{value}."),
    # TRANSLATORS: {raw} is counted fu ("20 fu").
    "fu.open_pinfu": N_(
        "An open hand won by ron with only {raw} still counts 30 fu: +{value}."),
    "fu.chiitoitsu": N_("Seven pairs (chiitoitsu) always count {value}."),
    # TRANSLATORS: {raw} and {rounded} are counted fu.
    "fu.rounding": N_("Rounded up to the next ten, {raw} make {rounded}: +{value}."),
    "note.pinfu_tsumo_no_fu": N_(
        "Pinfu won by tsumo: the tsumo adds no 2 fu, so the hand stays at 20 fu."),
    # --- basic points and limits ---------------------------------------------------------
    # TRANSLATORS: {fu} and {han} are bare numbers in a formula, {basic} a number.
    "points.formula": N_("Basic points = fu × 2^(2 + han) = {fu} × 2^(2 + {han}) = {basic}."),
    "points.limit": Choice("reason", {
        # TRANSLATORS: {han} is counted han, {limit} a limit's name (mangan…), {basic} a
        # number. The han alone reach the limit.
        "han": N_("With {han} the hand is a {limit}, worth {basic} basic points."),
        # TRANSLATORS: {raw} (what the formula gives) and {basic} are numbers of basic
        # points, {limit} a limit's name (mangan). The points, not the han, reach the limit.
        "capped": N_("The formula gives {raw} basic points, more than {basic}: they stop at "
                     "{basic}, and the hand is a {limit}."),
    }),
    "points.yakuman": Choice("multiple", {
        # TRANSLATORS: a single yakuman; {basic} is a number of basic points.
        "one": N_("A yakuman is worth {basic} basic points."),
        # TRANSLATORS: {basic} is a number of basic points.
        "two": N_("A double yakuman is worth {basic} basic points."),
        # TRANSLATORS: {multiple} is yakuman counted in words, 3 or more ("four yakuman"),
        # at the start of the sentence; {basic} a number of basic points.
        "many": N_("{multiple} are worth {basic} basic points."),
    }, select="one_two_many"),
    # TRANSLATORS: {han} is counted han; {limit} is a limit's name (kazoe yakuman or, under
    # the EMA rules, sanbaiman); {basic} a number.
    "points.kazoe": N_(
        "With {han} and no yakuman, the hand counts as a {limit}, worth {basic} basic points."),
    # TRANSLATORS: {basic} is a number of basic points.
    "nagashi.mangan": N_(
        "Nagashi mangan: only terminals and honours were discarded, and none of them was "
        "called. It is paid like a mangan won by tsumo, {basic} basic points."),
    # TRANSLATORS: {fu} and {han} are counted ("30 fu", "4 han"); {basic} a number.
    "points.kiriage": N_(
        "Kiriage mangan: {han} and {fu} are rounded up to a mangan, {basic} basic points."),
    # --- payments ------------------------------------------------------------------------
    # TRANSLATORS: {basic}, {multiplier}, {raw} and {amount} are numbers; {raw} is before,
    # {amount} after rounding up to a hundred.
    # A product that is already a whole hundred has nothing to round: its sentence says
    # no rounding ("…_exact", picked by the renderer from {raw} and {amount}).
    "payment.ron": Choice("raw", {
        "rounded": N_(
            "The discarder pays {basic} × {multiplier} = {raw}, rounded up to the next 100: "
            "{amount}."),
        # TRANSLATORS: as above; the product {amount} is already a whole hundred.
        "exact": N_("The discarder pays {basic} × {multiplier} = {amount}."),
    }, select="payment_rounding"),
    "payment.tsumo": Choice("payer", {
        # TRANSLATORS: as above.
        "dealer": N_(
            "The dealer pays {basic} × {multiplier} = {raw}, rounded up to the next 100: "
            "{amount}."),
        # TRANSLATORS: {count} is how many non-dealers pay (2 or 3); the form follows it.
        "non_dealer": NN_(
            "{count} non-dealer pays {basic} × {multiplier} = {raw}, rounded up to the next "
            "100: {amount}.",
            "Each of the {count} non-dealers pays {basic} × {multiplier} = {raw}, rounded up "
            "to the next 100: {amount}."),
        # TRANSLATORS: as above; the product {amount} is already a whole hundred.
        "dealer_exact": N_("The dealer pays {basic} × {multiplier} = {amount}."),
        # TRANSLATORS: as above; {count} is 2 or 3, the form follows it.
        "non_dealer_exact": NN_(
            "{count} non-dealer pays {basic} × {multiplier} = {amount}.",
            "Each of the {count} non-dealers pays {basic} × {multiplier} = {amount}."),
    }, select="payer_rounding"),
    "payment.honba": Choice("payers", {
        # TRANSLATORS: a ron: only the discarder pays. {honba} is counted ("2 honba"),
        # {value} points with their unit.
        "1": N_("With {honba} on the table, the discarder adds {value}."),
        # TRANSLATORS: a tsumo: the three others pay. {honba} is counted ("2 honba"), {each}
        # points with their unit (what each payer adds), {value} the points in all.
        "3": N_("With {honba} on the table, each of the three payers adds {each}: {value} "
                "in all."),
    }),
    # TRANSLATORS: {sticks} is counted riichi sticks ("1 riichi stick"); {value} points.
    # one stick is "the riichi stick", never "the 1 riichi stick"
    "payment.riichi_sticks": Choice("sticks", {
        "one": N_("The winner takes the riichi stick on the table: +{value}."),
        "more": N_("The winner takes the {sticks} on the table: +{value}."),
    }, select="one_or_more"),
    # TRANSLATORS: {seed_total} and {total} are points with their unit. Name the Spanish
    # guide the way your language names it (STYLE.md: «la guía «Calcular los puntos»»…).
    "note.seed_000_rounding": N_(
        "Careful: the Spanish scoring guide rounds the basic points to the nearest 100 "
        "before multiplying. That is a mistake: it would give {seed_total}, but the right "
        "total is {total}."),
    # --- the table: a round's settlement -------------------------------------------------
    # TRANSLATORS: {payer} and {receiver} are players ("player 2"); {amount} is points with
    # their unit.
    "settle.riichi_deposit": N_("{payer} declares riichi and puts {amount} on the table."),
    "settle.ron": N_("{payer} discarded the winning tile and pays {amount} to {receiver}."),
    "settle.pays_what_they_hold": Choice("paid", {
        # TRANSLATORS: {owed} and {paid} are points with their unit (the Kostaryov family
        # rules: the player is out).
        "some": N_("{payer} owes {owed} but holds only {paid}: {payer} pays all of it to "
                   "{receiver} and is out."),
        # TRANSLATORS: the player has nothing left (most often: all they held went on an
        # earlier payment of the same hand); {owed} is points with their unit.
        "none": N_("{payer} owes {owed} to {receiver} but has nothing left: {receiver} gets none "
                   "of it, and {payer} is out."),
    }, select="none_or_some"),
    "settle.tsumo": Choice("payer_role", {
        "dealer": N_("{payer}, the dealer, pays {amount} to {receiver} for the tsumo."),
        "non_dealer": N_("{payer} pays {amount} to {receiver} for the tsumo."),
    }),
    # TRANSLATORS: {honba} is counted honba ("2 honba").
    "settle.honba": N_("For the {honba}, {payer} pays {amount} more to {receiver}."),
    # TRANSLATORS: {sticks} is counted riichi sticks.
    "settle.riichi_sticks": Choice("sticks", {
        "one": N_("{receiver} takes the riichi stick on the table: {amount}."),
        "more": N_("{receiver} takes the {sticks} on the table: {amount}."),
    }, select="one_or_more"),
    "settle.own_riichi_stick": N_("{receiver} takes back their own riichi stick: {amount}."),
    # (who is tenpai is said once, by the exhaustive draw's step just before)
    "settle.noten": N_("{payer} pays {amount} to {receiver} as a noten payment."),
    "settle.nagashi": Choice("payer_role", {
        "dealer": N_("For the nagashi mangan, {payer}, the dealer, pays {amount} to {receiver}."),
        "non_dealer": N_("For the nagashi mangan, {payer} pays {amount} to {receiver}."),
    }),
    # TRANSLATORS: {discarder} is a player; {winners} a list of players in the order served.
    "settle.winners_order": N_(
        "Several players win on one discard: they are paid in turn order, starting after "
        "{discarder}, so {winners}."),
    "settle.exhaustive_draw": Choice("tenpai", {
        "none": N_("The wall is exhausted and nobody is tenpai."),
        # TRANSLATORS: {tenpai} lists players; {tenpai_count} is how many they are (1 to 4).
        "some": NN_("The wall is exhausted; {tenpai} is tenpai.",
                    "The wall is exhausted; {tenpai} are tenpai.", count="tenpai_count"),
    }, select="none_or_some"),
    # TRANSLATORS: {sticks} is counted riichi sticks ("1 riichi stick"); the form follows it.
    "settle.sticks_stay": NN_("The {sticks} stays on the table for the next winner.",
                              "The {sticks} stay on the table for the next winner.",
                              count="sticks"),
    # TRANSLATORS: {dealer} is a player, {honba} a number.
    "settle.dealer_repeats": N_("{dealer} stays the dealer, and the honba counter goes up to "
                                "{honba}."),
    # TRANSLATORS: a void hand (chombo) is dealt again; {honba} is a number, unchanged.
    "settle.hand_replayed": N_("The same hand is dealt again by {dealer}, and the honba counter "
                               "stays at {honba}."),
    # TRANSLATORS: {round_wind} is a wind's name (East…), {honba} a number.
    "settle.deal_passes": N_(
        "The deal passes to {dealer}; the round wind is {round_wind}, and the honba counter "
        "is {honba}."),
    # TRANSLATORS: the deal is back with the first dealer, so the round changes;
    # {round_wind} is the new round's wind (East…), {honba} a number.
    "settle.new_round": N_(
        "The deal passes to {dealer}, and the {round_wind} round begins; the honba counter "
        "is {honba}."),
    # TRANSLATORS: rules played without wind tiles have no round wind; {honba} a number.
    "settle.deal_passes_no_winds": N_("The deal passes to {dealer}, and the honba counter is "
                                      "{honba}."),
    # TRANSLATORS: {count} is a number of sticks, {denomination} a stick's value (a
    # number); {value} points with their unit. The form follows {count}.
    "sticks.give": NN_("Hand over {count} stick of {denomination}: {value}.",
                       "Hand over {count} sticks of {denomination}: {value}."),
    "sticks.change": NN_("Get back {count} stick of {denomination} as change: {value}.",
                         "Get back {count} sticks of {denomination} as change: {value}."),
    # --- the table: final scores ---------------------------------------------------------
    # TRANSLATORS: {seat} is a player ("player 1"), {sticks} counted riichi sticks,
    # {amount} points.
    "final.leftover_sticks": N_("{seat} takes the {sticks} left on the table: +{amount}."),
    "final.rounded": Choice("points", {
        "rounded": N_("{seat} holds {points}, rounded to {rounded}."),
        # TRANSLATORS: {points} is already a whole thousand: nothing is rounded.
        "exact": N_("{seat} holds {points}, a whole number of thousands: nothing to round."),
    }, select="held_rounding"),
    "final.baseline": Choice("unit", {
        # TRANSLATORS: a formula with numbers; {value} is the resulting score, with its sign;
        # {unit} is what a point of the final score is worth (1,000).
        "many": N_("{seat} scores ({points} − {baseline}) ÷ {unit} = {value}."),
        # TRANSLATORS: as above, where the final score is counted in points (no division).
        "one": N_("{seat} scores {points} − {baseline} = {value}."),
    }, select="one_or_many"),
    # TRANSLATORS: {place} is a number (1–4), {uma} a signed number.
    "final.uma": N_("{seat} finishes {place} and gets an uma of {uma}."),
    # TRANSLATORS: {others} lists the other players' scores.
    "final.winner_absorbs": N_(
        "{seat} scores minus the sum of the others ({others}), so that the scores add up to "
        "zero: {value}."),
    # --- Classic European -----------------------------------------------------------------
    "classic.player.winner": N_("This hand went out (mahjong)."),
    "classic.player.loser": N_("This hand did not go out: its sets score, but no bonus for going out."),
    # TRANSLATORS: {count} and {expected} are counted tiles ("14 tiles").
    "classic.not_mahjong": N_(
        "The hand holds {count}, as many as a winning hand, but they do not make mahjong: "
        "it scores nothing."),
    "classic.long_hand": N_(
        "The hand holds {count}, more than the {expected} it may hold: it scores nothing."),
    "classic.arrangement.chosen": Choice("form", {
        # TRANSLATORS: {groups} lists the groups in the notation ((345s) [1111m] <11z>);
        # {form} names the arrangement (standard, thirteen orphans, partial).
        "groups": N_("The hand is arranged as {form}: {groups}."),
        # A hand that did not go out and holds no complete set and no pair.
        "none": N_("This hand holds no complete set and no pair, so there is nothing to "
                   "arrange."),
        "thirteen_orphans": N_("The hand is thirteen orphans: one of each terminal and honour, "
                               "and a second copy of one of them."),
    }, select="groups_or_none"),
    # TRANSLATORS: {total} is points with their unit.
    "classic.arrangement.alternative": N_(
        "Another arrangement, {groups}, would score only {total}."),
    # TRANSLATORS: {tiles} are tiles in the notation (3579m2468p).
    "classic.unscored_tiles": N_("Tiles in no set or pair score nothing: {tiles}."),
    # TRANSLATORS: {points} and {raw} are numbers, {doubles} the number of doubles (bare).
    "classic.multiply": N_("{points} × 2^{doubles} = {raw}."),
    "classic.round": Choice("raw", {
        "rounded": N_("Rounded to the nearest ten: {raw} → {rounded}."),
        # TRANSLATORS: {raw} is a number that already ends in 0.
        "exact": N_("{raw} is already a multiple of ten: nothing to round."),
    }, select="classic_rounding"),
    # TRANSLATORS: {score} and {limit} are points with their unit.
    "classic.cap": N_("{score} is above the limit: the hand scores {limit}."),
    # TRANSLATORS: {tiles} is the set in the notation; {state} "concealed" or "melded";
    # {category} simples, terminals, winds or dragons; {value} points with their unit.
    "classic.set.chow": N_("Chow {tiles} ({state}): {value}."),
    "classic.set.pung": N_("Pung {tiles} ({state}, {category}): +{value}."),
    "classic.set.kong": N_("Kong {tiles} ({state}, {category}): +{value}."),
    "classic.pair.dragon": N_("Pair of dragons {tiles}: +{value}."),
    "classic.pair.seat_wind": N_("Pair of the seat wind {tiles}: +{value}."),
    "classic.pair.round_wind": N_("Pair of the round wind {tiles}: +{value}."),
    "classic.pair.other": N_("Pair {tiles}: {value}."),
    # TRANSLATORS: {tile} is a flower or season code as written (1f, 3y).
    "classic.bonus_tile.flower": N_("Flower {tile}: +{value}."),
    "classic.bonus_tile.season": N_("Season {tile}: +{value}."),
    "classic.bonus.going_out": N_("Going out (mahjong): +{value}."),
    "classic.bonus.concealed_hand": N_("Going out with a concealed hand: +{value}."),
    # TRANSLATORS: {tile} is the last tile's code; {tiles} the group it completed.
    "classic.bonus.self_drawn": N_("The last tile, {tile}, was drawn from the wall: +{value}."),
    "classic.bonus.out_on_pair": Choice("major", {
        # TRANSLATORS: {tile} is the last tile's code (1z): a terminal or an honour, or
        # (below) a simple.
        "True": N_("Going out by completing the pair with a terminal or an honour, {tile}: "
                   "+{value}."),
        "False": N_("Going out by completing the pair with a simple, {tile}: +{value}."),
    }),
    "classic.bonus.one_chance": N_(
        "The {tile} was the only tile that could complete {tiles}: +{value}."),
    "classic.bonus.only_possible_tile": N_(
        "The {tile} was the only tile that could complete the hand: +{value}."),
    # TRANSLATORS: {value} is counted doubles ("+1 double"); {tiles} a set in the notation.
    "classic.double.dragon_set": N_("Pung or kong of dragons {tiles}: +{value}."),
    "classic.double.seat_wind_set": N_("Pung or kong of the seat wind {tiles}: +{value}."),
    "classic.double.round_wind_set": N_("Pung or kong of the round wind {tiles}: +{value}."),
    "classic.double.little_three_dragons": N_(
        "Little three dragons (two dragon sets and a dragon pair): +{value}."),
    "classic.double.little_four_winds": N_(
        "Little four winds (three wind sets and a wind pair): +{value}."),
    # TRANSLATORS: {count} is a bare number of concealed pungs.
    "classic.double.three_concealed_pungs": N_("{count} concealed pungs: +{value}."),
    "classic.double.no_chows": N_("No chows: +{value}."),
    # TRANSLATORS: {suit} is a suit's name.
    "classic.double.one_suit_with_honours": N_("One suit ({suit}) with honours: +{value}."),
    "classic.double.one_suit": N_("One suit only ({suit}): +{value}."),
    "classic.double.terminals_and_honours": N_("Only terminals and honours: +{value}."),
    "classic.double.last_wall_tile": N_(
        "Going out on the last tile of the wall ({tile}): +{value}."),
    "classic.double.last_wall_discard": N_(
        "Going out on the discard of the last wall tile ({tile}): +{value}."),
    "classic.double.loose_tile": N_("Going out on a loose tile after a kong ({tile}): +{value}."),
    "classic.double.robbing_kong": N_("Going out by robbing a kong ({tile}): +{value}."),
    "classic.double.concealed_hand": N_("Concealed hand: +{value}."),
    "classic.double.zero_points": N_("A hand of chows only, worth no points: +{value}."),
    "classic.double.original_call": N_("Original call: +{value}."),
    "classic.double.four_great_winds": N_("Four great winds: +{value}."),
    "classic.double.three_great_scholars": N_("Three great scholars: +{value}."),
    "classic.double.own_flower": N_("Own flower {tile}: +{value}."),
    "classic.double.own_season": N_("Own season {tile}: +{value}."),
    # TRANSLATORS: {tiles} are the flower and the season in the notation (2f2y).
    "classic.double.own_flower_and_season": N_("Own flower and own season, {tiles}: +{value}."),
    "classic.double.all_flowers": N_("All four flowers: +{value}."),
    "classic.double.all_seasons": N_("All four seasons: +{value}."),
    "classic.limit.all_green": N_("Limit hand: all green."),
    "classic.limit.four_kongs": N_("Limit hand: four kongs."),
    "classic.limit.hidden_treasure": N_("Limit hand: hidden treasure (four concealed pungs)."),
    "classic.limit.three_great_scholars": N_("Limit hand: three great scholars."),
    "classic.limit.four_great_winds": N_("Limit hand: four great winds."),
    "classic.limit.four_small_winds": N_("Limit hand: four small winds."),
    "classic.limit.all_honours": N_("Limit hand: all honours."),
    "classic.limit.all_terminals": N_("Limit hand: all terminals."),
    "classic.limit.nine_gates": N_("Limit hand: nine gates."),
    "classic.limit.thirteen_orphans": N_("Limit hand: thirteen orphans."),
    "classic.limit.heavenly_hand": N_("Limit hand: heavenly hand (the dealer goes out on the deal)."),
    "classic.limit.earthly_hand": N_("Limit hand: earthly hand (going out on the dealer's first discard)."),
    "classic.limit.concealed_one_suit": N_("Limit hand: concealed hand of one suit."),
    "classic.limit.squirming_snake": N_(
        "Limit hand: squirming snake (one suit: pungs of 1 and 9, a pair of 2, 5 or 8, and "
        "chows of the other values)."),
    "classic.limit.plum_blossom": N_("Limit hand: plucking the plum blossom from the roof."),
    "classic.limit.moon_from_the_sea": N_("Limit hand: catching the moon from the bottom of the sea."),
    "classic.limit.scratching_carrying_pole": N_("Limit hand: scratching a carrying pole."),
    "classic.limit.twofold_fortune": N_("Limit hand: twofold fortune."),
    "classic.settle.payment": Choice("reason", {
        # TRANSLATORS: {payer} and {receiver} are players: their seat winds (East, South,
        # West, North) or the names a teacher gave them;
        # {base} and {factor} bare numbers; {value} points with their unit.
        "winner": N_("{payer} pays the winner {receiver}: {base} × {factor} = {value}."),
        "difference": N_(
            "{payer} pays {receiver} the difference of their scores: {base} × {factor} = {value}."),
    }),
    "classic.settle.draw": N_("Drawn hand: nobody scores and nobody pays."),
    # TRANSLATORS: {player} is a seat wind (East…) or a name; {net} is a signed number of
    # points (+200, −80).
    "classic.settle.net": N_("In all, {player} ends the hand with {net}."),
}

# How a step's parameter is shown where its name alone does not say it.
STEP_PARAM_FORMATS = {
    "reading.chosen": {"form": "form", "sets": "sets", "pair": "pairs", "count": "number"},
    "reading.alternative": {"form": "form", "sets": "sets", "pair": "pairs", "basic": "number",
                            "completes": "codes"},
    "yakuman.found": {"multiple": "yakuman_words"},
    "yakuman.cap": {"cap": "yakuman_words", "found": "yakuman_words"},
    "reading.wait": {"set": "codes"},
    "note.open_reduction": {"closed": "han", "open": "han"},
    "note.pinfu_refused": {"detail": "wait_or_raw"},
    "note.yakuman_ignores": {"dora": "han"},
    "dora.dora": {"indicator": "tile", "count": "number"},
    "dora.kan_dora": {"indicator": "tile", "count": "number"},
    "dora.ura": {"indicator": "tile", "count": "number"},
    "dora.aka": {"count": "number"},
    "fu.set": {"set": "codes"},
    "fu.pair": {"pair": "codes"},
    "fu.open_pinfu": {"raw": "fu"},
    "fu.rounding": {"raw": "fu", "rounded": "fu"},
    "points.formula": {"fu": "number", "han": "number", "basic": "number"},
    "points.limit": {"basic": "number", "raw": "number"},
    "points.yakuman": {"multiple": "yakuman_words", "basic": "number"},
    "points.kazoe": {"basic": "number"},
    "points.kiriage": {"basic": "number"},
    "nagashi.mangan": {"basic": "number"},
    "payment.ron": {"basic": "number", "multiplier": "number", "raw": "number", "amount": "number"},
    "payment.tsumo": {"basic": "number", "multiplier": "number", "raw": "number",
                      "amount": "number", "count": "count_of"},
    "payment.honba": {"honba": "honba", "payers": "players", "each": "points"},
    "payment.riichi_sticks": {"sticks": "sticks"},
    "note.seed_000_rounding": {"seed_total": "points", "total": "points"},
    **{code: {"payer": "seat", "receiver": "seat", "amount": "points", "honba": "honba",
              "sticks": "sticks", "tenpai_count": "number", "payer_role": "role"}
       for code in ("settle.riichi_deposit", "settle.ron", "settle.tsumo", "settle.honba",
                    "settle.riichi_sticks", "settle.own_riichi_stick", "settle.noten",
                    "settle.nagashi")},
    "settle.winners_order": {"discarder": "seat", "winners": "seats"},
    "settle.pays_what_they_hold": {"payer": "seat", "receiver": "seat", "owed": "points",
                                   "paid": "points"},
    "settle.exhaustive_draw": {"tenpai": "seats"},
    "settle.sticks_stay": {"sticks": "sticks"},
    "settle.dealer_repeats": {"dealer": "seat", "honba": "number"},
    "settle.hand_replayed": {"dealer": "seat", "honba": "number"},
    "settle.deal_passes": {"dealer": "seat", "honba": "number"},
    "settle.new_round": {"dealer": "seat", "honba": "number"},
    "settle.deal_passes_no_winds": {"dealer": "seat", "honba": "number"},
    "sticks.give": {"count": "number", "denomination": "number"},
    "sticks.change": {"count": "number", "denomination": "number", "value": "points_back"},
    "final.leftover_sticks": {"seat": "seat", "sticks": "sticks", "amount": "points"},
    "final.rounded": {"seat": "seat", "points": "points", "rounded": "points"},
    "final.baseline": {"seat": "seat", "points": "number", "baseline": "number", "unit": "number"},
    "final.uma": {"seat": "seat", "place": "place", "uma": "signed"},
    "final.winner_absorbs": {"seat": "seat", "others": "numbers"},
    "classic.arrangement.chosen": {"groups": "sets", "form": "classic_form"},
    "classic.arrangement.alternative": {"groups": "sets", "total": "points"},
    "classic.unscored_tiles": {"tiles": _RAW},
    "classic.multiply": {"points": "number", "doubles": "number", "raw": "number"},
    "classic.round": {"raw": "number", "rounded": "number"},
    "classic.cap": {"score": "points", "limit": "points"},
    "classic.set.chow": {"tiles": _RAW, "state": "set_state"},
    "classic.set.pung": {"tiles": _RAW, "state": "set_state", "category": "category"},
    "classic.set.kong": {"tiles": _RAW, "state": "set_state", "category": "category"},
    "classic.double.three_concealed_pungs": {"count": "number"},
    "classic.not_mahjong": {"count": "tiles"},
    "classic.long_hand": {"count": "tiles", "expected": "tiles"},
    "classic.settle.payment": {"payer": "classic_player_in_sentence",
                               "receiver": "classic_player_in_sentence",
                               "base": "number", "factor": "number"},
    "classic.settle.net": {"player": "classic_player_in_sentence", "net": "signed"},
}
# What a sentence needs that the code does not carry, computed from what it does.
DERIVED_PARAMS = {
    "no_yaku": lambda params: {
        "dora_total": (total := params["dora"] + params["aka"] + params["ura"]),
        "case": ("kuitan_" if params.get("kuitan") else "") + ("some" if total else "none")},
    "settle.exhaustive_draw": lambda params: {"tenpai_count": len(params["tenpai"])},
}



def _on_table_params(params: Mapping[str, Any]) -> dict[str, Any]:
    return {"on_table": (params["honba"], params["sticks"])}


def says_what_is_on_the_table(codes: Iterable[str]) -> None:
    """The steps among ``codes`` whose sentence has ``{on_table}`` get it from their
    ``honba`` and ``sticks`` (see ``ON_TABLE_MESSAGES``)."""
    for code in codes:
        message = STEP_MESSAGES[code]
        texts = message.options.values() if isinstance(message, Choice) else (message,)
        if any("{on_table}" in getattr(m, "msgid", getattr(m, "singular", "")) for m in texts):
            DERIVED_PARAMS[code] = _with_on_table(DERIVED_PARAMS.get(code))
            STEP_PARAM_FORMATS.setdefault(code, {})["on_table"] = "on_table"


def _with_on_table(derive: Any) -> Any:
    if derive is None:
        return _on_table_params
    return lambda params: {**derive(params), **_on_table_params(params)}


# Classic tile parameters are the notation's own codes (flowers and seasons included).
for _code, _params in list(STEP_MESSAGES.items()):
    if _code.startswith("classic.") and _code not in STEP_PARAM_FORMATS:
        STEP_PARAM_FORMATS[_code] = {"tile": _RAW, "tiles": _RAW}


# What lies on the table at the start of a hand, as one clause a prompt fills in after the
# dealer ("{dealer} is the dealer, and {on_table}."): a zero is said in words, never "0
# honba and 0 riichi sticks". Picked by the ``on_table`` formatter from (honba, sticks).
ON_TABLE_MESSAGES = {
    # TRANSLATORS: {honba} is counted honba ("2 honba"), {sticks} counted riichi sticks
    # ("1 riichi stick"); the clause follows "{dealer} is the dealer, and".
    "both": N_("the table holds {honba} and {sticks}"),
    "honba": N_("the table holds {honba} and no riichi sticks"),
    "sticks": N_("the table holds {sticks} and no honba"),
    "none": N_("there are no honba or riichi sticks on the table"),
}


# What the ``waits`` command prints.
WAITS_MESSAGES = {
    # TRANSLATORS: {count} is counted tiles ("2 tiles").
    "tenpai": N_("The hand is tenpai: it waits on {count}."),
    # TRANSLATORS: one winning tile: its code, its name and its wait shapes.
    "wait_line": NP_("waits", "{code} — {tile}: {shapes}"),
    # TRANSLATORS: {wait} is the name of a wait on many tiles at once ("kokushi with a
    # 13-sided wait").
    "multi_sided": N_("Together, these waits make a {wait}."),
    "exhausted": N_(
        "{code} — the {tile} would complete the hand, but all four are already in it, so it "
        "is not a wait."),
    "not_tenpai": N_("The hand is not tenpai: no tile completes it."),
}

# The lines that sum up a whole result (mjlearn.i18n.results) and the words of its tables.
RESULT_MESSAGES = {
    # TRANSLATORS: {han} and {fu} are counted ("5 han", "30 fu").
    "riichi_total": N_("In all, the hand is worth {han} and {fu}."),
    # TRANSLATORS: {limit} is a limit's name (mangan…).
    "riichi_total_limit": N_("In all, the hand is worth {han} and {fu}: a {limit}."),
    "riichi_total_yakuman_one": N_("In all, the hand is a yakuman."),
    "riichi_total_yakuman_two": N_("In all, the hand is a double yakuman."),
    # A hand's value as a label beside its winning tile ("5m — double yakuman"), not a
    # sentence: a yakuman, a double one, a limit's name, or its han and fu.
    # TRANSLATORS: a label, written as a list or a table writes it (no article, no stop).
    "value_yakuman_one": N_("yakuman"),
    # TRANSLATORS: as above.
    "value_yakuman_two": N_("double yakuman"),
    # TRANSLATORS: as above; {han} and {fu} counted compactly ("3 han", "40 fu").
    "value_han_fu": N_("{han}, {fu}"),
    # TRANSLATORS: {multiple} is yakuman counted in words, 3 or more ("four yakuman").
    "riichi_total_yakuman": N_("In all, the hand is worth {multiple}."),
    # What each payer pays and what the winner gains, honba and riichi sticks included.
    # {sum} is an addition of bare numbers ("3,900 + 600"), the way players add it up; the
    # amount after "=" is points with their unit.
    # TRANSLATORS: {amount} is points with their unit.
    "pays_ron": N_("The discarder pays {amount}."),
    # TRANSLATORS: {sum} is the hand's payment plus the honba ("3,900 + 600"); {amount} the
    # total with its unit.
    "pays_ron_honba": N_("With the honba, the discarder pays {sum} = {amount}."),
    # TRANSLATORS: a non-dealer's tsumo; {non_dealer} and {dealer} are points with their
    # unit. The non-dealers' share comes first, as players call it.
    "pays_tsumo": N_("Each non-dealer pays {non_dealer}, and the dealer {dealer}."),
    # TRANSLATORS: as above, with the honba: each {…_sum} is an addition ("1,000 + 200").
    "pays_tsumo_honba": N_("With the honba, each non-dealer pays {non_dealer_sum} = "
                           "{non_dealer}, and the dealer {dealer_sum} = {dealer}."),
    "pays_dealer_tsumo": N_("Each non-dealer pays {non_dealer}."),
    "pays_dealer_tsumo_honba": N_("With the honba, each non-dealer pays {non_dealer_sum} = "
                                  "{non_dealer}."),
    # TRANSLATORS: {total} is points with their unit.
    "winner_gains": N_("The winner gains {total}."),
    # TRANSLATORS: {sum} adds up what each player pays ("1,200 + 1,200 + 2,200").
    "winner_gains_sum": N_("The winner gains {sum} = {total}."),
    # TRANSLATORS: {sticks} is counted riichi sticks ("1 riichi stick"); {sum} adds up the
    # payments and the sticks' points ("4,500 + 1,000"). The form follows {sticks}.
    "winner_gains_sticks": NN_(
        "With {sticks} on the table, the winner gains {sum} = {total}.",
        "With {sticks} on the table, the winner gains {sum} = {total}.", count="sticks"),
    # The winner declared riichi: one of the sticks they collect is their own, put on the
    # table when they declared. TRANSLATORS: {sticks} is counted riichi sticks ("2 riichi
    # sticks"); {sum} adds up the payments and the sticks' points ("3,200 + 2,000"); {total}
    # and {net} are points with their unit. The form follows {sticks}.
    "winner_collects_own_stick": NN_(
        "The winner collects {sum} = {total}, the {sticks} on the table included. That "
        "stick is the winner's own riichi stick coming back, so the winner is {net} up on the "
        "hand.",
        "The winner collects {sum} = {total}, the {sticks} on the table included. One of "
        "them is the winner's own riichi stick coming back, so the winner is {net} up on the "
        "hand.",
        count="sticks"),
    # TRANSLATORS: {points} is the basic points with their unit, {doubles} counted doubles
    # ("2 doubles"), {total} the score with its unit.
    "classic_total": N_("In all, {points} doubled by {doubles} make {total}."),
    # TRANSLATORS: {total} is the limit score with its unit.
    "classic_total_limit": N_("In all, a limit hand: {total}."),
    # TRANSLATORS: the corner of the payment matrix: rows are payers, columns receivers.
    "payer_receiver": N_("payer \\ receiver"),
    # TRANSLATORS: the last row of the payment matrix: what each player wins or loses.
    "net": NP_("settlement", "net"),
    # TRANSLATORS: {seat} is a player ("player 2"); {before} and {after} are numbers of
    # points; {delta} the change, with its sign ("+4,500").
    # The lines of a list, as a teacher writes them on the board: "Player 1: 25,000 → 23,700
    # points (−1,300)".
    "seat_scores": N_("{seat}: {before} → {after} points ({delta})."),
    # TRANSLATORS: a player whose score did not change; {before} is a number of points.
    "seat_scores_same": N_("{seat}: {before} points, unchanged."),
    "scores_after": N_("The scores after the hand:"),
    # Titles of the scoring tables. TRANSLATORS: {ruleset} says which rules apply ("under
    # the standard rules").
    "title_ron_dealer": N_("The dealer wins by ron {ruleset}: what the discarder pays"),
    "title_ron_non_dealer": N_("A non-dealer wins by ron {ruleset}: what the discarder pays"),
    "title_tsumo_dealer": N_("The dealer wins by tsumo {ruleset}: what each non-dealer pays"),
    # TRANSLATORS: the cells read "300/500": first each non-dealer's share, then the
    # dealer's.
    "title_tsumo_non_dealer": N_(
        "A non-dealer wins by tsumo {ruleset}: what each non-dealer / the dealer pays"),
    # TRANSLATORS: the corner of the scoring table: rows are fu, columns han.
    "fu_han": N_("fu \\ han"),
    # TRANSLATORS: the corner of a scoring table with a row per han and a column per fu.
    "han_fu": N_("han \\ fu"),
    # TRANSLATORS: a cell of the dealer's tsumo: {amount} from each of the three others.
    "each": N_("{amount} each"),
    "limits": N_("Limits"),
    # TRANSLATORS: a range of han in the limits table ("6–7"); {low} and {high} are numbers.
    "han_range": N_("{low}–{high}"),
    # TRANSLATORS: "13 han or more" in the limits table; {low} is a number.
    "han_open": N_("{low}+"),
    "final_title_1000": N_("Final scores, in thousands of points"),
    "final_title_1": N_("Final scores, in points"),
    # TRANSLATORS: {seat} is a player, {points} the points held (with their unit), {score}
    # the final score with its sign, {place} a number 1–4.
    "final_line": N_("{seat} finishes {place} with {points}: final score {score}."),
}

# Whether a game is over, and why (mjlearn.table.end.GameEnd), as one sentence.
GAME_END_MESSAGES: dict[str, Msg | PluralMsg] = {
    # TRANSLATORS: {seats} lists the players who are bust ("player 3", "player 2 and
    # player 4"); the form follows how many they are.
    "bust": NN_("The game is over: {seats} is bust.", "The game is over: {seats} are bust."),
    # TRANSLATORS: {round_wind} is the wind of the game's last round (South…).
    "rounds_complete": N_("The game is over: its last round, {round_wind}, has been played "
                          "to the end."),
    "goes_on": N_("The game goes on."),
    # the last dealer won in first place and could stop, but plays on
    "goes_on_dealer": N_("The dealer could stop here, but plays on: the game goes on."),
    # TRANSLATORS: only under rules that do not end the game on a bust; {seats} as above.
    "goes_on_busted": NN_("The game goes on: {seats} is bust, but these rules play on.",
                          "The game goes on: {seats} are bust, but these rules play on."),
}


# The rules that move points at the table (pao, abortive draws, chombo, the game's length).
from .table_messages import (TABLE_ERROR_MESSAGES, TABLE_ERROR_PARAM_FORMATS,  # noqa: E402
                             TABLE_GAME_END_MESSAGES, TABLE_STEP_MESSAGES, TABLE_STEP_PARAM_FORMATS)

ERROR_MESSAGES.update(TABLE_ERROR_MESSAGES)
ERROR_PARAM_FORMATS.update(TABLE_ERROR_PARAM_FORMATS)
STEP_MESSAGES.update(TABLE_STEP_MESSAGES)
STEP_PARAM_FORMATS.update(TABLE_STEP_PARAM_FORMATS)
GAME_END_MESSAGES.update(TABLE_GAME_END_MESSAGES)
