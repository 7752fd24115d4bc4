"""The sentences of the rules that move points at the table: pao, abortive draws, chombo
and the game's length (``mjlearn.table.pao``, ``.abortive``, ``.chombo``, ``.end``).

Kept beside :mod:`.messages` (which merges them into its tables) so these rules read as one
piece; the workflow is the same (``locales/README.md``).
"""

from __future__ import annotations

from .markers import NN_, NP_, N_, Choice, Msg, PluralMsg
from .names import NAME_TABLES

# The abortive draws of mjlearn.rules.ABORTIVE_DRAWS, romaji with a gloss as for yaku.
ABORTIVE_DRAW_NAMES = {
    "kyuushu_kyuuhai": NP_("abortive draw", "Kyuushu kyuuhai (nine different terminals and honours)"),
    "suufon_renda": NP_("abortive draw", "Suufon renda (the same wind discarded four times)"),
    "suucha_riichi": NP_("abortive draw", "Suucha riichi (four riichi)"),
    "suukaikan": NP_("abortive draw", "Suukaikan (four kans by several players)"),
    "sanchahou": NP_("abortive draw", "Sanchahou (three players ron one discard)"),
}
NAME_TABLES["abortive_draw"] = ABORTIVE_DRAW_NAMES
# ... and under rules whose set has no wind tiles (the Kostaryov family rules), where the
# honours are the three dragons: a name that lists the tiles says dragons, never winds.
ABORTIVE_DRAW_NAMES_WITHOUT_WINDS = {
    **ABORTIVE_DRAW_NAMES,
    # TRANSLATORS: kyuushu kyuuhai in a set without wind tiles: terminals and dragons.
    "kyuushu_kyuuhai": NP_("abortive draw without winds",
                           "Kyuushu kyuuhai (nine different terminals and dragons)"),
}
NAME_TABLES["abortive_draw_without_winds"] = ABORTIVE_DRAW_NAMES_WITHOUT_WINDS

_RAW = "raw"

TABLE_ERROR_MESSAGES: dict[str, Msg | PluralMsg] = {
    # pao
    # TRANSLATORS: {kind} is what the learner typed.
    "unknown_pao": N_("“{kind}” is nothing a player can be liable for: pao is for Daisangen, "
                      "Daisuushii, Suukantsu or a win on the replacement tile of a kan."),
    # TRANSLATORS: {kind} is a yakuman's name (Daisuushii (big four winds)…).
    "pao_not_in_rules": N_("These rules have no pao for {kind}."),
    # TRANSLATORS: {seat} is a player ("player 2").
    "pao_by_winner": N_("{seat} won the hand, so {seat} cannot be liable for it."),
    # TRANSLATORS: {kind} is a yaku's name (Daisangen (big three dragons)…).
    "pao_hand_lacks": N_("This hand is not {kind}, so nobody can be liable for it."),
    "pao_rinshan_ron": N_("A win on the replacement tile of a kan is a tsumo, never a ron."),
    # TRANSLATORS: {yaku} is developer input shown as typed.
    "bad_yaku_ids": N_("{yaku} is not a list of yaku."),
    # abortive draws
    # TRANSLATORS: {kind} is what the learner typed; the names that follow stay in romaji.
    "unknown_abortive_draw": N_(
        "“{kind}” is not an abortive draw: they are kyuushu kyuuhai, suufon renda, suucha "
        "riichi, suukaikan and sanchahou."),
    # TRANSLATORS: {kind} is an abortive draw's name (Suufon renda (…)).
    "abortive_draw_not_in_rules": N_("These rules have no {kind}: the hand is not abandoned."),
    # TRANSLATORS: {kind} is an abortive draw's name; {expected} and {count} bare numbers.
    "abortive_draw_seats": N_("{kind} names {expected} different players, not {count}."),
    "kyuushu_kyuuhai_after_riichi": N_(
        "{seat} has declared riichi, so it is too late for kyuushu kyuuhai: it is called on "
        "the first turn, before any discard."),
    # TRANSLATORS: {count} is a bare number of different terminals and honours.
    "not_kyuushu_kyuuhai": NN_(
        "This hand holds only {count} kind of terminal or honour: kyuushu kyuuhai needs nine "
        "different ones.",
        "This hand holds only {count} different terminals and honours: kyuushu kyuuhai needs "
        "nine."),
    # TRANSLATORS: {count} is a bare number of players.
    "suucha_riichi_needs_four": NN_(
        "Only {count} player has declared riichi: suucha riichi needs all four.",
        "Only {count} players have declared riichi: suucha riichi needs all four."),
    "suukaikan_one_player": N_(
        "{seat} made all four kans: that is no abortive draw, and the hand goes on (it may "
        "still win Suukantsu)."),
    # the cheat sheet as a PDF (mjlearn cheatsheet --pdf)
    # TRANSLATORS: keep the command and the file name as they are.
    "no_chromium": N_(
        "Chromium was not found, so no PDF was made. Write the page as HTML instead "
        "(mjlearn cheatsheet --html > sheet.html), open sheet.html in a browser and print it "
        "on A4, landscape."),
    # TRANSLATORS: {path} is the file name the learner gave, shown as typed.
    "pdf_failed": N_(
        "Chromium could not print {path}. Write the page as HTML instead (mjlearn cheatsheet "
        "--html > sheet.html), open sheet.html in a browser and print it on A4, landscape."),
    # chombo
    # TRANSLATORS: {count} is the text given, shown as typed.
    "bad_chombo_count": N_("“{count}” is not a number of chombo penalties."),
}

TABLE_ERROR_PARAM_FORMATS = {
    "unknown_pao": {"kind": _RAW},
    "pao_not_in_rules": {"kind": "yaku"},
    "pao_by_winner": {"seat": "seat"},
    "pao_hand_lacks": {"kind": "yaku"},
    "bad_yaku_ids": {"yaku": _RAW},
    "unknown_abortive_draw": {"kind": _RAW},
    "abortive_draw_not_in_rules": {"kind": "abortive_draw"},
    "abortive_draw_seats": {"kind": "abortive_draw", "count": "number", "expected": "number"},
    "kyuushu_kyuuhai_after_riichi": {"seat": "seat"},
    "not_kyuushu_kyuuhai": {"count": "number"},
    "suucha_riichi_needs_four": {"count": "number"},
    "suukaikan_one_player": {"seat": "seat"},
    "bad_chombo_count": {"count": _RAW},
    "pdf_failed": {"path": "path"},
}

TABLE_STEP_MESSAGES: dict[str, Msg | PluralMsg | Choice] = {
    # --- pao -------------------------------------------------------------------------------
    "settle.pao_liable": Choice("share", {
        # TRANSLATORS: {seat} is a player; {kind} a yakuman's name (Daisangen (big three
        # dragons)). The hand was won by tsumo.
        "all": N_("Pao: {seat} fed the set that made {kind} certain, so {seat} pays the whole "
                  "tsumo, honba included, and the two others pay nothing."),
        # TRANSLATORS: as above, with several yakuman: the liable player pays for one only.
        "part": N_("Pao: {seat} fed the set that made {kind} certain, so {seat} pays for that "
                   "yakuman as if they had dealt in; the rest of the hand is paid as an "
                   "ordinary tsumo."),
        # TRANSLATORS: {kind} is Rinshan kaihou (…): a win on the replacement tile of a kan
        # called on {seat}'s discard.
        "rinshan": N_("Pao: {seat} gave the tile of the kan, and the hand was won on its "
                      "replacement tile, so {seat} pays the whole hand, honba included, as if "
                      "they had dealt in."),
        # TRANSLATORS: a ron on a third player's discard.
        "half": N_("Pao: {seat} fed the set that made {kind} certain, so {seat} pays half of "
                   "the hand; the discarder pays the other half and the honba."),
        "half_part": N_("Pao: {seat} fed the set that made {kind} certain, so {seat} pays half "
                        "of that yakuman; the discarder pays the rest of the hand and the honba."),
        # TRANSLATORS: the liable player also dealt the winning tile.
        "discarder": N_("Pao: {seat} fed the set that made {kind} certain and also dealt the "
                        "winning tile, so {seat} pays the whole hand."),
    }),
    # TRANSLATORS: {payer} and {receiver} are players; {amount} points with their unit.
    "settle.pao_tsumo": N_("Pao: {payer} pays {amount} to {receiver}."),
    "settle.pao_ron": N_("{payer} discarded the winning tile and pays {amount} to {receiver}."),
    "settle.pao_share": N_("Pao: {payer} pays {receiver} the liable share, {amount}."),
    # --- abortive draws ------------------------------------------------------------------
    "settle.abortive_draw": Choice("kind", {
        # TRANSLATORS: {seats} is the player who calls it.
        "kyuushu_kyuuhai": N_("Abortive draw: on the first turn, {seats} shows nine different "
                              "terminals and honours (kyuushu kyuuhai) and the hand is "
                              "abandoned. Nobody pays."),
        "suufon_renda": N_("Abortive draw: the first four discards are the same wind (suufon "
                           "renda), and the hand is abandoned. Nobody pays."),
        "suucha_riichi": N_("Abortive draw: all four players have declared riichi (suucha "
                            "riichi), and the hand is abandoned. Nobody pays."),
        "suukaikan": N_("Abortive draw: four kans have been made by more than one player "
                        "(suukaikan), and the hand is abandoned. Nobody pays."),
        # TRANSLATORS: {seats} lists the three players who called ron.
        "sanchahou": N_("Abortive draw: three players called ron on the same discard "
                        "(sanchahou): {seats}. The hand is abandoned and nobody pays."),
    }),
    # --- chombo --------------------------------------------------------------------------
    "settle.chombo": Choice("penalty", {
        # TRANSLATORS: {seat} is the player who committed the chombo.
        "mangan": N_("Chombo by {seat}: the hand is void and will be dealt again, and {seat} "
                     "pays the others a mangan, split as a mangan won by tsumo would be."),
        "final_penalty": N_("Chombo by {seat}: the hand is void and will be dealt again; the "
                            "penalty comes off {seat}'s final score."),
    }),
    # TRANSLATORS: {receiver_role} is "dealer" or "non-dealer".
    "settle.chombo_payment": N_("Chombo: {payer} pays {amount} to {receiver} ({receiver_role})."),
    # TRANSLATORS: {receiver} is a player; {amount} points with their unit.
    "settle.riichi_returned": N_("The hand does not count: {receiver} takes back their riichi "
                                 "stick, {amount}."),
    # TRANSLATORS: {penalty} is points with their unit.
    "settle.chombo_penalty": N_("{seat} will lose {penalty} at the end of the game, after the uma."),
    # TRANSLATORS: {count} is a bare number of chombo; {penalty} points with their unit;
    # {value} the signed change to the final score.
    "final.chombo": NN_("{seat}: {count} chombo, {penalty} off the final score: {value}.",
                        "{seat}: {count} chombo, {penalty} each off the final score: {value}."),
}

_TRANSFER = {"payer": "seat", "receiver": "seat", "amount": "points"}
TABLE_STEP_PARAM_FORMATS = {
    "settle.pao_liable": {"seat": "seat", "kind": "yaku"},
    "settle.pao_tsumo": _TRANSFER,
    "settle.pao_ron": _TRANSFER,
    "settle.pao_share": _TRANSFER,
    "settle.abortive_draw": {"seats": "seats"},
    "settle.chombo": {"seat": "seat"},
    "settle.chombo_payment": {**_TRANSFER, "receiver_role": "role"},
    "settle.riichi_returned": _TRANSFER,
    "settle.chombo_penalty": {"seat": "seat", "penalty": "points"},
    "final.chombo": {"seat": "seat", "count": "number", "penalty": "points"},
}

# Whether a game is over: the game's length beyond East and South (mjlearn.table.end).
TABLE_GAME_END_MESSAGES: dict[str, Msg] = {
    # TRANSLATORS: {round_wind} is the extra round's wind (West); {target} points with their unit.
    "target_reached": N_("The game is over: in the extra round ({round_wind}) a player has "
                         "reached {target}."),
    "extension_complete": N_("The game is over: the extra round ({round_wind}) has been played "
                             "to the end, though nobody reached {target}."),
    "agari_yame": N_("The game is over: the dealer won the last hand in first place and stops "
                     "there (agari-yame)."),
    # TRANSLATORS: {target} is points with their unit.
    "goes_on_extension": N_("The game goes on: nobody has {target} yet, so an extra round is "
                            "played."),
}
