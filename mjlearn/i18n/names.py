"""The names the lessons use, keyed by the engines' stable ids.

Pure data: msgids marked for extraction, translated by the render layer. The engines keep
using ids ("tanyao", "kanchan", "5m") and never import this module. Every table uses a
gettext context, because the same English word names different things here (the wait
"kokushi" and the yakuman, "dora" the bonus tile and the step).

To add a name: add the id and its English msgid here, then follow the catalog workflow
in ``locales/README.md``.
"""

from __future__ import annotations

from .markers import NNP_, NP_

# The 34 tile kinds by mpsz code, and the red fives (0m 0p 0s).
TILE_NAMES = {
    "1m": NP_("tile", "1 of characters"), "2m": NP_("tile", "2 of characters"),
    "3m": NP_("tile", "3 of characters"), "4m": NP_("tile", "4 of characters"),
    "5m": NP_("tile", "5 of characters"), "6m": NP_("tile", "6 of characters"),
    "7m": NP_("tile", "7 of characters"), "8m": NP_("tile", "8 of characters"),
    "9m": NP_("tile", "9 of characters"),
    "1p": NP_("tile", "1 of dots"), "2p": NP_("tile", "2 of dots"),
    "3p": NP_("tile", "3 of dots"), "4p": NP_("tile", "4 of dots"),
    "5p": NP_("tile", "5 of dots"), "6p": NP_("tile", "6 of dots"),
    "7p": NP_("tile", "7 of dots"), "8p": NP_("tile", "8 of dots"),
    "9p": NP_("tile", "9 of dots"),
    "1s": NP_("tile", "1 of bamboo"), "2s": NP_("tile", "2 of bamboo"),
    "3s": NP_("tile", "3 of bamboo"), "4s": NP_("tile", "4 of bamboo"),
    "5s": NP_("tile", "5 of bamboo"), "6s": NP_("tile", "6 of bamboo"),
    "7s": NP_("tile", "7 of bamboo"), "8s": NP_("tile", "8 of bamboo"),
    "9s": NP_("tile", "9 of bamboo"),
    "1z": NP_("tile", "East wind"), "2z": NP_("tile", "South wind"),
    "3z": NP_("tile", "West wind"), "4z": NP_("tile", "North wind"),
    "5z": NP_("tile", "white dragon"), "6z": NP_("tile", "green dragon"),
    "7z": NP_("tile", "red dragon"),
    "0m": NP_("tile", "red 5 of characters"), "0p": NP_("tile", "red 5 of dots"),
    "0s": NP_("tile", "red 5 of bamboo"),
}

# mpsz suit letters.
SUIT_NAMES = {
    "m": NP_("suit", "characters"),
    "p": NP_("suit", "dots"),
    "s": NP_("suit", "bamboo"),
    "z": NP_("suit", "honours"),
}

WIND_NAMES = {
    "east": NP_("wind", "East"),
    "south": NP_("wind", "South"),
    "west": NP_("wind", "West"),
    "north": NP_("wind", "North"),
}

DRAGON_NAMES = {
    "white": NP_("dragon", "white dragon"),
    "green": NP_("dragon", "green dragon"),
    "red": NP_("dragon", "red dragon"),
}

# The wait shapes of mjlearn.readings, romaji name with its plain-language gloss.
WAIT_NAMES = {
    "ryanmen": NP_("wait", "ryanmen (two-sided wait)"),
    "kanchan": NP_("wait", "kanchan (closed wait)"),
    "penchan": NP_("wait", "penchan (edge wait)"),
    "shanpon": NP_("wait", "shanpon (wait on either of two pairs)"),
    "tanki": NP_("wait", "tanki (pair wait)"),
    "kokushi": NP_("wait", "kokushi (single wait for the missing orphan)"),
    "kokushi_13": NP_("wait", "kokushi with a 13-sided wait"),
    "chuuren_9": NP_("wait", "nine-gates hand with a 9-sided wait"),
}

# The meld types of mjlearn.hand.
MELD_NAMES = {
    "chi": NP_("meld", "chi (sequence)"),
    "pon": NP_("meld", "pon (triplet)"),
    "kan": NP_("meld", "open kan (minkan)"),
    "ankan": NP_("meld", "concealed kan (ankan)"),
    "shouminkan": NP_("meld", "added kan (shouminkan)"),
}

YAKU_NAMES = {
    "riichi": NP_("yaku", "Riichi"),
    "ippatsu": NP_("yaku", "Ippatsu (one-shot win)"),
    "menzen_tsumo": NP_("yaku", "Menzen tsumo (self-draw with a closed hand)"),
    "pinfu": NP_("yaku", "Pinfu (no-points hand)"),
    "tanyao": NP_("yaku", "Tanyao (all simples)"),
    "iipeikou": NP_("yaku", "Iipeikou (two identical sequences)"),
    "yakuhai_haku": NP_("yaku", "Yakuhai (white dragon)"),
    "yakuhai_hatsu": NP_("yaku", "Yakuhai (green dragon)"),
    "yakuhai_chun": NP_("yaku", "Yakuhai (red dragon)"),
    "yakuhai_seat_wind": NP_("yaku", "Yakuhai (seat wind)"),
    "yakuhai_round_wind": NP_("yaku", "Yakuhai (round wind)"),
    "rinshan": NP_("yaku", "Rinshan kaihou (win on the replacement tile after a kan)"),
    "chankan": NP_("yaku", "Chankan (robbing a kan)"),
    "haitei": NP_("yaku", "Haitei raoyue (win on the last tile of the wall)"),
    "houtei": NP_("yaku", "Houtei raoyui (win on the last discard)"),
    "double_riichi": NP_("yaku", "Double riichi"),
    "sanshoku": NP_("yaku", "Sanshoku doujun (the same sequence in three suits)"),
    "ittsuu": NP_("yaku", "Ittsuu (straight from 1 to 9 in one suit)"),
    "chanta": NP_("yaku", "Chanta (a terminal or honour in every set and the pair)"),
    "chiitoitsu": NP_("yaku", "Chiitoitsu (seven pairs)"),
    "toitoi": NP_("yaku", "Toitoi (all triplets)"),
    "sanankou": NP_("yaku", "San ankou (three concealed triplets)"),
    "sankantsu": NP_("yaku", "Sankantsu (three kans)"),
    "sanshoku_doukou": NP_("yaku", "Sanshoku doukou (three triplets of the same number)"),
    "shousangen": NP_("yaku", "Shousangen (little three dragons)"),
    "honroutou": NP_("yaku", "Honroutou (all terminals and honours)"),
    "junchan": NP_("yaku", "Junchan (a terminal in every set)"),
    "ryanpeikou": NP_("yaku", "Ryanpeikou (two pairs of identical sequences)"),
    "honitsu": NP_("yaku", "Honitsu (half flush)"),
    "chinitsu": NP_("yaku", "Chinitsu (full flush)"),
    "renhou": NP_("yaku", "Renhou (hand of man)"),
    "nagashi_mangan": NP_("yaku", "Nagashi mangan"),
    "isshoku_sanjun": NP_("yaku", "Isshoku sanjun (three identical sequences)"),
    "sanrenkou": NP_("yaku", "Sanrenkou (three consecutive triplets)"),
    "kokushi": NP_("yaku", "Kokushi musou (thirteen orphans)"),
    "kokushi_13": NP_("yaku", "Kokushi musou with a 13-sided wait"),
    "suuankou": NP_("yaku", "Suuankou (four concealed triplets)"),
    "suuankou_tanki": NP_("yaku", "Suuankou tanki (four concealed triplets, pair wait)"),
    "daisangen": NP_("yaku", "Daisangen (big three dragons)"),
    "shousuushii": NP_("yaku", "Shousuushii (little four winds)"),
    "daisuushii": NP_("yaku", "Daisuushii (big four winds)"),
    "tsuuiisou": NP_("yaku", "Tsuuiisou (all honours)"),
    "chinroutou": NP_("yaku", "Chinroutou (all terminals)"),
    "ryuuiisou": NP_("yaku", "Ryuuiisou (all green)"),
    "chuuren": NP_("yaku", "Chuuren poutou (nine gates)"),
    "junsei_chuuren": NP_("yaku", "Junsei chuuren poutou (pure nine gates)"),
    "suukantsu": NP_("yaku", "Suukantsu (four kans)"),
    "tenhou": NP_("yaku", "Tenhou (blessing of heaven)"),
    "chiihou": NP_("yaku", "Chiihou (blessing of earth)"),
    "suurenkou": NP_("yaku", "Suurenkou (four consecutive triplets)"),
    "daisharin": NP_("yaku", "Daisharin (big wheels)"),
    "daichikurin": NP_("yaku", "Daichikurin (bamboo forest)"),
    "daisuurin": NP_("yaku", "Daisuurin (numerous neighbours)"),
    "daichisei": NP_("yaku", "Daichisei (seven stars)"),
    "paarenchan": NP_("yaku", "Paarenchan (eight wins in a row)"),
}

# The yaku whose usual name speaks of winds, and that a set without wind tiles still has
# (the Kostaryov family rules: honitsu is "одна масть + драконы", chanta "терминал … или
# дракон"): their names under such rules. A step made under them carries ``winds=False``
# (mjlearn.riichi.explain), and :func:`mjlearn.i18n.render.yaku_name` takes ``winds``.
# The other wind-speaking names (the wind yakuhai, the four winds, honroutou, tsuuiisou,
# nagashi mangan) belong to yaku those rules do not have.
YAKU_NAMES_WITHOUT_WINDS = {
    # TRANSLATORS: honitsu in a set without wind tiles (the Kostaryov family rules), where
    # the only honours are the three dragons: a name that says what the hand holds says
    # dragons, never winds (a gloss such as "half flush" may stay).
    "honitsu": NP_("yaku without winds", "Honitsu (one suit and dragons)"),
    # TRANSLATORS: chanta in a set without wind tiles: every set and the pair hold a 1, a
    # 9 or a dragon; a name that lists the tiles says dragons, never winds.
    "chanta": NP_("yaku without winds", "Chanta (a terminal or dragon in every set)"),
}

# Limits are common nouns in a sentence ("the hand is a mangan"); tables capitalize them.
LIMIT_NAMES = {
    "mangan": NP_("limit", "mangan"),
    "haneman": NP_("limit", "haneman"),
    "baiman": NP_("limit", "baiman"),
    "sanbaiman": NP_("limit", "sanbaiman"),
    "kazoe_yakuman": NP_("limit", "kazoe yakuman"),
    "yakuman": NP_("limit", "yakuman"),
}

DORA_NAMES = {
    "dora": NP_("dora", "Dora"),
    "ura": NP_("dora", "Ura dora"),
    "aka": NP_("dora", "Aka dora (red five)"),
    "kan_dora": NP_("dora", "Kan dora"),
}

# Counted units: "{count}" is the number already formatted for the locale.
UNITS = {
    "han": NNP_("unit", "{count} han", "{count} han"),
    "fu": NNP_("unit", "{count} fu", "{count} fu"),
    # TRANSLATORS: han and fu where a line is compact: a value after a colon ("Riichi: +1
    # han"), a table's headings, "2 han 30 fu = 1 han 60 fu". Polish writes the Japanese
    # term alone here ("2 Han"), its gloss being in the sentences.
    "han_short": NNP_("compact unit", "{count} han", "{count} han"),
    "fu_short": NNP_("compact unit", "{count} fu", "{count} fu"),
    "points": NNP_("unit", "{count} point", "{count} points"),
    "tiles": NNP_("unit", "{count} tile", "{count} tiles"),
    "copies": NNP_("unit", "{count} copy", "{count} copies"),
    # TRANSLATORS: the honba (repeat) counter: "2 honba".
    "honba": NNP_("unit", "{count} honba", "{count} honba"),
    "players": NNP_("unit", "{count} player", "{count} players"),
    # TRANSLATORS: 1000-point sticks put down when declaring riichi.
    "sticks": NNP_("unit", "{count} riichi stick", "{count} riichi sticks"),
    # TRANSLATORS: the sticks players pay with (100, 1000, 5000, 10000 points).
    "point_sticks": NNP_("unit", "{count} stick", "{count} sticks"),
    # TRANSLATORS: Classic European doubles ("+1 double": the score is doubled once).
    "doubles": NNP_("unit", "{count} double", "{count} doubles"),
    # TRANSLATORS: yakuman counted in words, as a teacher says them: {count} is a number
    # word ("four yakuman", «quattro yakuman», «четыре якумана»); the form follows the number.
    "yakuman": NNP_("unit", "{count} yakuman", "{count} yakuman"),
}

# Small numbers in words, for counts a teacher says in words ("four yakuman"): the form a
# masculine noun takes (yakuman is masculine in every language of the course: «cuatro
# Yakuman», «uno yakuman», «jeden Yakuman», «один якуман»). Above ten, digits.
NUMBER_WORDS = {
    1: NP_("number word", "one"), 2: NP_("number word", "two"), 3: NP_("number word", "three"),
    4: NP_("number word", "four"), 5: NP_("number word", "five"), 6: NP_("number word", "six"),
    7: NP_("number word", "seven"), 8: NP_("number word", "eight"),
    9: NP_("number word", "nine"), 10: NP_("number word", "ten"),
}

# The same small numbers where a sentence counts the members of a group ("each of the
# three non-dealers"): the form after "of" («cada uno de los tres», «ognuno dei tre»,
# «każdy z trzech», «каждый из трёх», genitive in Polish and Russian).
NUMBER_WORDS_OF = {
    # TRANSLATORS: "each of the two …": the number word in the form after "of" (its case
    # in Polish and Russian: «z dwóch», «из двух»).
    2: NP_("number word after of", "two"),
    3: NP_("number word after of", "three"),
    4: NP_("number word after of", "four"),
}

# A player's place at the end of a game, as the final-score lines say it ("finishes
# 2nd"): a language whose sentence writes its own ordinal mark («al {place}º posto»,
# «{place}. miejsce», «{place}-е место») translates each by its digit alone.
PLACES = {
    # TRANSLATORS: an ordinal place (1st to 4th); the digit alone where your sentence adds
    # the ordinal mark itself.
    1: NP_("place", "1st"), 2: NP_("place", "2nd"), 3: NP_("place", "3rd"),
    4: NP_("place", "4th"),
}

# Who pays in a Riichi payment (mjlearn.riichi.points) and the table (mjlearn.table).
ROLE_NAMES = {
    "dealer": NP_("role", "dealer"),
    "non_dealer": NP_("role", "non-dealer"),
    "discarder": NP_("role", "discarder"),
}
# The same roles as the payer of one share, in a line "each non-dealer: 8,000 points".
PAYER_NAMES = {
    # TRANSLATORS: the dealer's share of a tsumo: "the dealer: 16,000 points".
    "dealer": NP_("payer", "the dealer"),
    # TRANSLATORS: what every non-dealer pays on a tsumo: "each non-dealer: 8,000 points".
    "non_dealer": NP_("payer", "each non-dealer"),
    # TRANSLATORS: what the discarder pays on a ron: "the discarder: 32,000 points".
    "discarder": NP_("payer", "the discarder"),
}

# The Riichi rulesets (mjlearn.rules presets) by their own names, never their ids.
RULESET_NAMES = {
    "standard": NP_("ruleset", "the standard rules"),
    "ema": NP_("ruleset", "the EMA rules"),
    # TRANSLATORS: the house rules of the Kostaryov family (the Russian source).
    "kostaryov": NP_("ruleset", "the Kostaryov family rules"),
}
# The same, as a sentence says which rules apply: "Under the EMA rules, …". A ruleset
# without a name of its own (built in code) is "these rules".
RULESET_UNDER_NAMES = {
    "standard": NP_("under ruleset", "under the standard rules"),
    "ema": NP_("under ruleset", "under the EMA rules"),
    "kostaryov": NP_("under ruleset", "under the Kostaryov family rules"),
}
# The same, as a title or a choice in a list ("Standard rules"): capitalized, no article.
RULESET_TITLES = {
    "standard": NP_("ruleset title", "Standard rules"),
    "ema": NP_("ruleset title", "EMA rules"),
    "kostaryov": NP_("ruleset title", "Kostaryov family rules"),
}
THESE_RULES = NP_("ruleset", "these rules")
UNDER_THESE_RULES = NP_("under ruleset", "under these rules")

# The shape of a Riichi reading (mjlearn.readings: Reading.form).
FORM_NAMES = {
    "standard": NP_("form", "four sets and a pair"),
    "chiitoitsu": NP_("form", "seven pairs"),
    "kokushi": NP_("form", "thirteen orphans"),
}

# Classic European: a set's state and category, an arrangement's form.
SET_STATE_NAMES = {
    "concealed": NP_("set state", "concealed"),
    "melded": NP_("set state", "melded"),
}
CATEGORY_NAMES = {
    "simples": NP_("category", "simples"),
    "terminals": NP_("category", "terminals"),
    "winds": NP_("category", "winds"),
    "dragons": NP_("category", "dragons"),
}
CLASSIC_FORM_NAMES = {
    "standard": NP_("classic form", "four sets and a pair"),
    "thirteen_orphans": NP_("classic form", "thirteen orphans"),
    "partial": NP_("classic form", "the sets and pairs of a hand that did not go out"),
}

# What a situation flag needs (the ``requires`` of the ``flag_requires`` error).
REQUIREMENT_NAMES = {
    "riichi": NP_("requirement", "a riichi declaration"),
    "tsumo": NP_("requirement", "a win by tsumo"),
    "ron": NP_("requirement", "a win by ron"),
    "dealer": NP_("requirement", "the dealer as winner"),
    "non_dealer": NP_("requirement", "a non-dealer as winner"),
    "closed_hand": NP_("requirement", "a closed hand"),
    "no_melds": NP_("requirement", "no calls at all"),
    "kan": NP_("requirement", "a kan in the hand"),
    "chankan": NP_("requirement", "a win by robbing a kan (chankan)"),
    "kokushi": NP_("requirement", "thirteen orphans (kokushi musou)"),
}

# The situation flags of a Riichi win (mjlearn.riichi.situation), by name: most are yaku.
FLAG_NAMES = {
    **{flag: YAKU_NAMES[flag] for flag in (
        "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
        "tenhou", "chiihou", "renhou")},
    "tsumo": NP_("flag", "a win by tsumo (self-draw)"),
    # TRANSLATORS: ron on a tile of a concealed kan, which only thirteen orphans may do.
    "chankan_ankan": NP_("flag", "a win by robbing a concealed kan"),
    "ura": NP_("flag", "ura dora"),
    "paarenchan": YAKU_NAMES["paarenchan"],
}

# The options of a Riichi ruleset (mjlearn.rules.Ruleset): a noun phrase each, as a
# sentence says it ("“maybe” is not a possible value for the uma") and as the cheat sheet
# lists it, capitalized ("The uma: +15,000 / …"); yaku-like switches by their yaku's name.
# A new option needs its name here; the cheat sheet says its value as a yes or no when it
# is a switch, else it needs a format (mjlearn.i18n.cheatsheet.OPTION_FORMATS).
OPTION_NAMES = {
    **{option: YAKU_NAMES[option] for option in (
        "ippatsu", "double_riichi", "daisharin", "daichisei", "paarenchan", "suurenkou",
        "isshoku_sanjun", "sanrenkou", "nagashi_mangan")},
    "winds": NP_("option", "wind tiles"),
    "aka": NP_("option", "red fives as dora"),
    # TRANSLATORS: its value lists the red fives (0m 0p 0p 0s).
    "red_fives": NP_("option", "the red fives in the set"),
    "kuitan": NP_("option", "open tanyao (kuitan)"),
    "yaku_allowed": NP_("option", "the list of yaku played"),
    "renhou": NP_("option", "renhou (hand of man)"),
    "renhou_cumulative": NP_("option", "renhou adding up with other yaku"),
    "daisharin_all_suits": NP_("option", "daisharin in every suit"),
    # the family rules as written (docs/rulesets.md)
    # TRANSLATORS: ron on a tile of another player's concealed kan, for thirteen orphans.
    "kokushi_robs_ankan": NP_("option", "robbing a concealed kan for thirteen orphans"),
    # TRANSLATORS: whether the 8 of bamboo is one of the tiles of all green (yes or no).
    "ryuuiisou_8s": NP_("option", "the 8 of bamboo in all green (ryuuiisou)"),
    # TRANSLATORS: whether chanta needs a sequence (yes or no).
    "chanta_needs_chow": NP_("option", "a sequence needed for chanta"),
    "double_yakuman": NP_("option", "the yakuman that count double"),
    "yakuman_stacking": NP_("option", "several yakuman adding up"),
    "yakuman_cap": NP_("option", "the most yakuman a hand is paid"),
    "kazoe": NP_("option", "13 han or more without a yakuman (kazoe)"),
    "kiriage": NP_("option", "kiriage mangan (4 han 30 fu, 3 han 60 fu)"),
    "open_pinfu_fu": NP_("option", "30 fu for an open hand won by ron with 20"),
    "pinfu_tsumo": NP_("option", "pinfu won by tsumo"),
    "double_wind_pair_fu": NP_("option", "the fu of a pair of a double wind"),
    # TRANSLATORS: the note about the Spanish scoring guide's wrong rounding.
    "seed_000_rounding_note": NP_("option", "the note about the Spanish scoring guide's rounding"),
    "start_points": NP_("option", "the points each player starts with"),
    "honba_points": NP_("option", "the points of each honba"),
    "riichi_deposit": NP_("option", "the value of a riichi stick"),
    "noten_total": NP_("option", "the noten payments in all"),
    "max_ron_winners": NP_("option", "the most winners on one discard"),
    "multi_ron_sticks": NP_("option", "who takes the riichi sticks when several players win"),
    "multi_ron_honba": NP_("option", "who is paid the honba when several players win"),
    "bust": NP_("option", "when a player is bust"),
    "end_on_bust": NP_("option", "the game ending when a player is bust"),
    # TRANSLATORS: a player who cannot pay what they owe pays all they hold (yes or no).
    "pay_what_you_hold": NP_("option", "payments capped at what the payer holds"),
    # TRANSLATORS: whether every payment moves point sticks, with change (yes or no).
    "track_sticks": NP_("option", "payments made in point sticks, with change"),
    # TRANSLATORS: its value lists the rounds (East and South), or says there is no limit.
    "game_rounds": NP_("option", "the rounds played"),
    "return_points": NP_("option", "the baseline of the final score"),
    "final_rounding": NP_("option", "the rounding of the final points"),
    "winner_absorbs": NP_("option", "first place taking minus the sum of the others"),
    "uma": NP_("option", "the uma"),
    "final_ties": NP_("option", "players level on points at the end"),
    # the rules that move points at the table (docs/rulesets.md §1–4)
    "pao": NP_("option", "the yakuman for which the player who fed them pays (pao)"),
    "pao_scope": NP_("option", "what the liable player pays for when a hand has several yakuman"),
    "abortive_draws": NP_("option", "the abortive draws played"),
    "chombo": NP_("option", "the penalty for a chombo"),
    "chombo_penalty": NP_("option", "the points a chombo takes off the final score"),
    # TRANSLATORS: its value says when the West round is played ("while nobody has 30,000
    # points"), or "no".
    "extension_target": NP_("option", "the West round"),
    "extension_rounds": NP_("option", "the most extra rounds a game is played on"),
    "agari_yame": NP_("option", "the game ending when the leading dealer wins the last hand"),
}

# The words an option's value can be: answers, and the value of a word option by
# "option.value" (the cheat sheet says every value; mjlearn.i18n.cheatsheet).
OPTION_VALUE_NAMES = {
    "yes": NP_("rule value", "yes"),
    "no": NP_("rule value", "no"),
    "none": NP_("rule value", "none"),
    # TRANSLATORS: no abortive draw is played ("the abortive draws played: none"); agrees with
    # the word for abortive draws (Italian «nessuna»).
    "none.abortive_draws": NP_("rule value of the abortive draws", "none"),
    "no_limit": NP_("rule value", "no limit"),
    "all_yaku": NP_("rule value", "all"),
    # TRANSLATORS: when the West round is played; {target} is points with their unit.
    "extension": NP_("rule value", "while nobody has {target}"),
    # TRANSLATORS: {list} lists yaku names.
    "all_but": NP_("rule value", "all but {list}"),
    "kazoe.stacked": NP_("rule value", "Kazoe yakuman, double from 26 han"),
    "multi_ron_sticks.first_after_discarder": NP_(
        "rule value", "all to the first winner after the discarder"),
    "multi_ron_sticks.first_after_discarder_keep_own": NP_(
        "rule value", "each winner takes back their own; the rest to the first winner after the "
                      "discarder"),
    "multi_ron_honba.first_after_discarder": NP_("rule value", "to the first winner after the discarder"),
    "multi_ron_honba.every_winner": NP_("rule value", "to every winner"),
    "bust.below_zero": NP_("rule value", "below 0 points"),
    "bust.zero_or_less": NP_("rule value", "at 0 points or less"),
    "bust.none": NP_("rule value", "never"),
    "final_rounding.nearest_1000_half_down": NP_(
        "rule value", "to the nearest 1,000 (…500 down), in thousands"),
    "final_rounding.none": NP_("rule value", "not rounded"),
    "final_ties.seat_order": NP_("rule value", "placed in seat order"),
    "final_ties.split": NP_("rule value", "share their places' uma"),
    "pao_scope.whole_hand": NP_("rule value", "the liable player pays for the whole hand"),
    "pao_scope.liable_yakuman": NP_("rule value", "the liable player pays for that yakuman only"),
    "chombo.mangan": NP_("rule value", "a mangan, paid at once"),
    "chombo.final_penalty": NP_("rule value", "off the final score, after the uma"),
}

# Players at the Riichi table: seats are 0–3 in the engine, 1–4 for people.
# TRANSLATORS: {number} is the seat number, 1 to 4 (1 = the first dealer).
SEAT = NP_("seat", "player {number}")
THE_TABLE = NP_("seat", "the table")
NOBODY = NP_("seat", "nobody")

# Every table by the kind of id it names (used by the renderer and by the tests).
NAME_TABLES = {
    "tile": TILE_NAMES, "suit": SUIT_NAMES, "wind": WIND_NAMES, "dragon": DRAGON_NAMES,
    "wait": WAIT_NAMES, "meld": MELD_NAMES, "yaku": YAKU_NAMES,
    "yaku_without_winds": YAKU_NAMES_WITHOUT_WINDS, "limit": LIMIT_NAMES,
    "dora": DORA_NAMES, "role": ROLE_NAMES, "payer": PAYER_NAMES, "form": FORM_NAMES,
    "set_state": SET_STATE_NAMES, "category": CATEGORY_NAMES, "classic_form": CLASSIC_FORM_NAMES,
    "requirement": REQUIREMENT_NAMES, "ruleset": RULESET_NAMES, "ruleset_title": RULESET_TITLES,
    "ruleset_under": RULESET_UNDER_NAMES, "flag": FLAG_NAMES, "option": OPTION_NAMES,
    "option_value": OPTION_VALUE_NAMES,
}
