"""The cheat sheet: its numbers come from the engine and the published rules, it names every
rule option in five languages, and the command line writes it as text, HTML or (see
tests/browser/test_cheatsheet_pdf.py) a PDF."""

import dataclasses
import re
from html import unescape

import pytest

from mjlearn.cli import main
from mjlearn.i18n import SUPPORTED_LANGUAGES, format_number
from mjlearn.i18n.cheatsheet import (OPTION_FORMATS, cheat_sheet_html, cheat_sheet_text, option_label,
                                     option_value, payment_text)
from mjlearn.rules import EMA, KOSTARYOV, PRESETS, STANDARD, Ruleset
from mjlearn.table.cheatsheet import NOT_RULES, WINS, cheat_sheet, differences
from mjlearn.table.tables import limits_table, score_table

SHEETS = {name: cheat_sheet(rules) for name, rules in PRESETS.items()}


def fu_of(sheet):
    return {item.item: item.fu for item in sheet.fu}


def test_fu_items_as_the_rules_give_them():
    # EMA §4.1.1 and seed 000 §Calcular: 20 base, +10 closed ron, +2 tsumo (not pinfu),
    # seven pairs 25, pinfu tsumo 20, an open ron with nothing else 30, +2 per valued pair
    # (a double wind pair 4, rulesets row 11), +2 for kanchan, penchan, tanki
    assert fu_of(SHEETS["ema"]) == {
        "base": 20, "closed_ron": 10, "tsumo": 2, "pinfu_tsumo": 20, "open_pinfu": 30,
        "chiitoitsu": 25, "pair_dragon": 2, "pair_seat_wind": 2, "pair_round_wind": 2,
        "pair_double_wind": 4, "wait": 2}
    assert fu_of(SHEETS["standard"]) == fu_of(SHEETS["ema"])
    # seed 003 §3.2: no winds, so only the dragon pair is worth fu
    assert fu_of(SHEETS["kostaryov"]) == {
        "base": 20, "closed_ron": 10, "tsumo": 2, "pinfu_tsumo": 20, "open_pinfu": 30,
        "chiitoitsu": 25, "pair_dragon": 2, "wait": 2}
    # an open pinfu-shaped ron at 20 fu, a double wind pair at 2 fu, no pinfu tsumo
    other = cheat_sheet(STANDARD.with_options(open_pinfu_fu=False, double_wind_pair_fu=2,
                                              pinfu_tsumo=False))
    assert fu_of(other)["pair_double_wind"] == 2 and fu_of(other)["tsumo_always"] == 2
    assert "open_pinfu" not in fu_of(other) and "pinfu_tsumo" not in fu_of(other)


def yaku_of(sheet):
    return {row.yaku: (row.closed, row.open) for row in sheet.yaku}


def test_the_yaku_list_as_the_rules_give_it():
    """The back of the sheet (the fresh English review of lessons 00–06, gap 6): every yaku
    with its han closed and open. Seed 000 §Yaku and EMA §4.2: riichi, menzen tsumo, pinfu,
    iipeikou closed only at 1 han; tanyao 1 and 1; sanshoku and ittsuu 2, 1 open; honitsu
    3/2, chinitsu 6/5; chiitoitsu 2 closed only; ryanpeikou 3 closed only. Seed 003: no
    ippatsu, no double riichi, no junchan, no wind yakuhai (no wind tiles)."""
    standard = yaku_of(SHEETS["standard"])
    assert {y: standard[y] for y in ("riichi", "menzen_tsumo", "pinfu", "iipeikou", "tanyao",
                                     "sanshoku", "ittsuu", "chanta", "honitsu", "chinitsu",
                                     "chiitoitsu", "ryanpeikou", "double_riichi", "toitoi")} == {
        "riichi": (1, None), "menzen_tsumo": (1, None), "pinfu": (1, None),
        "iipeikou": (1, None), "tanyao": (1, 1), "sanshoku": (2, 1), "ittsuu": (2, 1),
        "chanta": (2, 1), "honitsu": (3, 2), "chinitsu": (6, 5), "chiitoitsu": (2, None),
        "ryanpeikou": (3, None), "double_riichi": (2, None), "toitoi": (2, 2)}
    closed = [row.closed for row in SHEETS["standard"].yaku]
    assert closed == sorted(closed) and len(closed) == len(standard)
    family = yaku_of(SHEETS["kostaryov"])
    assert not {"ippatsu", "double_riichi", "junchan", "shousangen"} & set(family)
    assert ("kokushi", 1) not in SHEETS["kostaryov"].yakuman
    assert dict(SHEETS["standard"].yakuman)["daisuushii"] == 2
    text = cheat_sheet_text(SHEETS["kostaryov"], "en")
    assert "Chinitsu (full flush)" in text and "Yakuhai: seat wind" not in text
    assert re.search(r"^Pinfu \(no-points hand\) +1 +—$", cheat_sheet_text(SHEETS["standard"], "en"), re.M)
    assert "Suuankou tanki (four concealed triplets, pair wait): double" in cheat_sheet_text(
        SHEETS["standard"], "en")
    page = cheat_sheet_html(SHEETS["standard"], "en")
    assert '<section class="yaku">' in page and "<li>Tanyao (all simples)<span>1 / 1</span></li>" in page


def test_triplets_and_quads():
    # seed 001 §Contare i fu, EMA §4.1.1: open/concealed simples 2/4, terminals and honours
    # 4/8; a quad four times that: 8/16 and 16/32
    sets = SHEETS["standard"].set_fu
    assert [[sets[major][concealed][quad] for concealed in (0, 1) for quad in (0, 1)]
            for major in (0, 1)] == [[2, 8, 4, 16], [4, 16, 8, 32]]


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_tables_are_the_engines(name):
    sheet = SHEETS[name]
    for dealer, tsumo in WINS:
        assert sheet.tables[(dealer, tsumo)] == score_table(PRESETS[name], dealer, tsumo)
        assert sheet.limits[(dealer, tsumo)] == limits_table(PRESETS[name], dealer, tsumo)


@pytest.mark.parametrize("dealer, tsumo, han, fu, expected", [
    # seed 001's ron table and seed 002's tsumo tables (their correct rows, rulesets §3)
    (False, False, 3, 30, "3,900"), (True, False, 4, 30, "11,600"), (False, False, 4, 40, "8,000"),
    # a non-dealer's tsumo: each non-dealer first, then the dealer (the team's convention)
    (False, True, 3, 30, "1,000 / 2,000"), (False, True, 1, 30, "300 / 500"),
    (True, True, 3, 30, "2,000"), (False, False, 1, 20, "—"),
])
def test_cells_in_the_tables_order(dealer, tsumo, han, fu, expected):
    cell = SHEETS["standard"].tables[(dealer, tsumo)].cell(han, fu)
    assert payment_text(cell.payments, tsumo, dealer, "en") == expected


def test_ema_differs_from_standard_where_its_rules_do():
    # rulesets §1 (rows 3–6, 10, 17, 22–29) and docs/rulesets.md
    assert {d.option for d in differences(EMA)} == {
        "aka", "red_fives", "renhou", "renhou_cumulative", "double_yakuman", "yakuman_stacking",
        "kazoe", "start_points", "multi_ron_sticks", "multi_ron_honba", "bust", "end_on_bust",
        "final_rounding", "winner_absorbs", "uma", "final_ties", "abortive_draws", "chombo",
        "extension_target", "agari_yame"}
    # …and docs/rulesets.md, "The family rules as written": ryuuiisou without the 8 of
    # bamboo, chanta without a sequence, no chankan on a concealed kan, a player who cannot
    # pay pays what they hold, payments in sticks
    assert {d.option for d in differences(KOSTARYOV)} == {
        "winds", "ippatsu", "double_riichi", "yaku_allowed", "double_yakuman", "bust",
        "game_rounds", "return_points", "final_rounding", "winner_absorbs", "pao",
        "abortive_draws", "extension_target", "agari_yame", "chanta_needs_chow",
        "kokushi_robs_ankan", "pay_what_you_hold", "track_sticks"}
    assert differences(STANDARD) == ()
    assert not SHEETS["ema"].changed and cheat_sheet(EMA.with_options(kiriage=True)).changed


RULE_OPTIONS = [f.name for f in dataclasses.fields(Ruleset) if f.name not in NOT_RULES]


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_every_rule_option_has_a_label_and_values_in_every_language(lang):
    assert set(OPTION_FORMATS) == set(RULE_OPTIONS)
    for option in RULE_OPTIONS:
        assert option_label(option, lang).strip()
        for rules in PRESETS.values():
            text = option_value(option, getattr(rules, option), lang)
            assert text.strip() and "_" not in text, (option, text)


@pytest.mark.parametrize("option, value, lang, expected", [
    # signed amounts as every amount a learner reads: the minus sign U+2212 (STYLE.md)
    ("uma", (15_000, 5_000, -5_000, -15_000), "en", "+15,000 / +5,000 / \u22125,000 / \u221215,000"),
    ("red_fives", (1, 2, 1), "en", "0m 0p 0p 0s"),
    ("game_rounds", 2, "it", "Est e Sud"),
    ("game_rounds", None, "en", "no limit"),
    ("chombo", "final_penalty", "en", "off the final score, after the uma"),
    ("abortive_draws", frozenset(), "pl", "brak"),
    ("pao", frozenset({"daisangen"}), "en", "Daisangen (big three dragons)"),
    ("start_points", 30_000, "ru", "30\u00a0000 очков"),
    ("yaku_allowed", KOSTARYOV.yaku_allowed, "en",
     "all but Sankantsu (three kans), Sanshoku doukou (three triplets of the same number), "
     "Shousangen (little three dragons), Honroutou (all terminals and honours), Junchan (a "
     "terminal in every set), and Suukantsu (four kans)"),
])
def test_option_values_in_words(option, value, lang, expected):
    assert option_value(option, value, lang) == expected


def _cells(html):
    return [unescape(c) for c in re.findall(r"<t[dh][^>]*>([^<]*)</t[dh]>", html)]


def _tables(html):
    """Each scoring table of the page: its caption, then its rows of cells."""
    found = []
    for caption, body in re.findall(r'<table class="points"><caption>([^<]*)</caption>(.*?)</table>',
                                    html, re.S):
        rows = [[unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
                for row in re.findall(r"<tr>(.*?)</tr>", body)]
        found.append((unescape(caption), rows))
    return found


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_the_page_in_every_language(name, lang):
    html = cheat_sheet_html(SHEETS[name], lang)
    assert html.startswith("<!DOCTYPE html>") and f'<html lang="{lang}">' in html
    assert "@page { size: A4 landscape" in html
    tables = _tables(html)
    assert len(tables) == 3
    # the 30 fu column of each table, han by han, from the engine's tables
    for (caption, rows), (dealer_tsumo, kinds) in zip(tables, (
            (False, ((False, False), (True, False))), (True, ((False, True),)),
            (True, ((True, True),)))):
        at_30 = rows[0].index(format_number(30, lang))
        for han, row in zip((1, 2, 3, 4), rows[1:]):
            assert row[0] == format_number(han, lang)
            cells = [SHEETS[name].tables[kind].cell(han, 30) for kind in kinds]
            if cells[0].limit:
                continue
            if kinds == ((False, True),):
                expected = payment_text(cells[0].payments, True, False, lang)
            else:
                expected = " / ".join(payment_text(c.payments, t, d, lang)
                                      for c, (d, t) in zip(cells, kinds))
            assert row[at_30] == expected
    text = cheat_sheet_text(SHEETS[name], lang)
    assert all(caption in text for caption, _ in tables)
    assert "{" not in html.split("</style>")[1] and "{" not in text
    if lang != "en":   # translated, not left in English
        assert "Triplets and kans" not in html and "Differences from the standard rules" not in html


def test_the_tables_are_laid_out_as_the_lessons_tables_a_row_per_han():
    # issue 24: lessons 08 and 11 read a row per han and a column per fu; so does the sheet.
    # Standard ron, 3 han 30 fu: 3,900 / 5,800 (seed 001's table, mahjong's ScoresCalculator)
    (ron_title, ron), (tsumo_title, tsumo), (dealer_title, dealer) = _tables(
        cheat_sheet_html(SHEETS["standard"], "en"))
    assert ron_title == "Ron: the discarder pays a non-dealer / a dealer"
    assert ron[0][:3] == ["han \\ fu", "25", "30"] and [r[0] for r in ron[1:]] == ["1", "2", "3", "4"]
    assert ron[3][2] == "3,900 / 5,800" and ron[4][3] == "Mangan"
    assert tsumo[3][3] == "1,000 / 2,000" and dealer[3][3] == "2,000"
    assert "fu \\ han" not in cheat_sheet_text(SHEETS["standard"], "en")
    assert "what each non-dealer pays / what the dealer pays (1,000 / 2,000)" in \
        cheat_sheet_html(SHEETS["standard"], "en")


def test_the_command_writes_the_page(capsys):
    assert main(["cheatsheet", "--rules", "ema", "--lang", "pl", "--html"]) == 0
    assert capsys.readouterr().out == cheat_sheet_html(SHEETS["ema"], "pl")
    assert main(["cheatsheet", "--rules", '{"preset": "ema", "kiriage": true}', "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Il punteggio del riichi a colpo d'occhio: le regole EMA, con modifiche")
    assert "Il kiriage mangan (4 han 30 fu, 3 han 60 fu): sì — standard: no" in out


def test_without_chromium_the_command_says_how_to_print(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("MJLEARN_CHROMIUM", "no-such-chromium-here")
    assert main(["cheatsheet", "--lang", "es", "--pdf", str(tmp_path / "hoja.pdf")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("No se ha encontrado Chromium, así que no se ha creado el PDF.")
    assert "mjlearn cheatsheet --html > sheet.html" in err and not (tmp_path / "hoja.pdf").exists()


# the family rules play without wind tiles: no yaku gloss on their sheet names a wind
WINDLESS = {"en": ("wind",), "es": ("viento",), "it": ("vent",), "pl": ("wiatr",),
            "ru": ("ветр", "ветер")}


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_the_family_rules_sheet_names_no_winds_in_its_yaku(lang):
    page = cheat_sheet_html(cheat_sheet(KOSTARYOV), lang)
    section = page[page.index('<section class="yaku">'):]
    section = section[:section.index("</section>")]
    for word in WINDLESS[lang]:
        assert word not in unescape(section).lower(), (lang, section)
    english = cheat_sheet_text(cheat_sheet(KOSTARYOV), "en")
    assert "Chanta (a terminal or dragon in every set)" in english
    assert "Honitsu (one suit and dragons)" in english
    assert "—: closed hands only. A pair of dragons is not a yaku." in english
    assert "—: closed hands only. A pair of dragons or winds is not a yaku." in \
        cheat_sheet_text(cheat_sheet(STANDARD), "en")
