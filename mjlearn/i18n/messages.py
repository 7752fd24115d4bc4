"""The sentences: one msgid per error code, per step code and per line of command output.

English msgids with named ``{placeholders}`` matching the parameters the code carries.
Parameters are formatted before they are filled in (see ``render.PARAM_FORMATS``): a
``tile`` becomes its localized name, a ``count`` a counted unit ("15 tiles"). Sentences
are written so that a filled-in value never has to change its grammatical case (it
follows a colon or stands on its own), which keeps the Polish and Russian natural.

Adding a step or error code = one entry here + the catalog workflow
(``locales/README.md``); the tests fail until every language has it.
"""

from __future__ import annotations

from .markers import N_, NP_, Msg, PluralMsg

ERROR_MESSAGES = {
    # text input
    "empty_input": N_("There is nothing to read: write some tiles, for example 123m456p."),
    "unknown_character": N_(
        "“{char}” (character {position}) is not mpsz notation: write digits followed by "
        "m, p, s or z."),
    "digits_without_suit": N_(
        "The digits {digits} have no suit letter after them: add m, p, s or z."),
    "honour_out_of_range": N_(
        "There is no honour tile {digit}z: honours go from 1z to 7z."),
    "red_five_not_five": N_("Only fives can be red, and this is the {tile}."),
    "red_honour": N_("Honours have no red version: 0z does not exist."),
    "unknown_tile_kind": N_("{kind} is not a tile kind: kinds go from 0 to 33."),
    # hand shape
    "too_many_tiles": N_("Too many tiles: {count}, where the hand needs {expected}."),
    "too_few_tiles": N_("Too few tiles: {count}, where the hand needs {expected}."),
    "too_many_copies": N_(
        "Too many copies of the {tile}: {count}. Each tile exists only four times."),
    "bad_meld": N_("“{meld}” cannot be called as {meld_type}."),
    "unknown_meld_type": N_(
        "Unknown call “{meld_type}”: use chi, pon, kan, ankan or shouminkan."),
    "win_tile_not_in_hand": N_("The winning tile, the {tile}, is not among the hand's tiles."),
    "missing_win_tile": N_("Say which tile completed the hand (the winning tile)."),
    "not_a_winning_hand": N_("These tiles do not form a complete hand."),
    "not_tenpai": N_("This hand is not tenpai: no tile completes it."),
    "bad_option": N_("“{value}” is not a valid value for {option}."),
    # i18n: choosing a language, reading a learner's answer
    "unsupported_language": N_(
        "The language “{language}” is not available. Choose one of: {supported}."),
    "bad_number": N_("“{text}” is not a whole number: type digits only, for example 8000."),
    "ambiguous_number": N_(
        "“{text}” can be read in more than one way: write the whole number, for example "
        "11600."),
}

# How an error's parameter is shown when its name alone does not say it (the default is
# by name, see ``render.PARAM_FORMATS``): learners' own text is shown exactly as typed.
ERROR_PARAM_FORMATS = {
    "unknown_meld_type": {"meld_type": "raw"},
    "too_many_copies": {"count": "copies"},
}

# Step codes registered in mjlearn.trace.STEP_CODES -> their sentence. The scoring engines
# add theirs as they land; a test fails for any registered code missing here.
STEP_MESSAGES: dict[str, Msg | PluralMsg] = {}

# What the ``waits`` command prints.
WAITS_MESSAGES = {
    "tenpai": N_("Tenpai: waiting on {count}."),
    "wait_line": NP_("waits", "{code} — {tile}: {shapes}"),
    "multi_sided": N_("Multi-sided wait: {wait}."),
    "exhausted": N_(
        "{code} — {tile} would complete the hand, but all four are already in it: "
        "it is not a wait."),
    "not_tenpai": N_("Not tenpai: no tile completes this hand."),
}
