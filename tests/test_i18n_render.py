"""Every code and every name renders in every language, with the right words and forms."""

import pytest

from mjlearn import Waits, find_waits, parse_waiting_hand
from mjlearn.errors import ERROR_CODES, HandError, MjlearnError
from mjlearn.i18n import (MissingMessageError, format_count, format_number, format_points,
                          missing_step_messages, name, render_error, render_error_html,
                          render_step, render_steps_html, render_waits, render_waits_html,
                          tile_label, tile_name, wait_name, yaku_name)
from mjlearn.i18n import messages as message_tables
from mjlearn.i18n.markers import Choice, Msg, PluralMsg
from mjlearn.i18n.render import choose
from mjlearn.i18n.names import NAME_TABLES, TILE_NAMES, YAKU_NAMES
from mjlearn.i18n.text import placeholders
from mjlearn.readings import MULTI_SIDED, WAIT_SHAPES
from mjlearn.tiles import ALL_KINDS, Tile
from mjlearn.trace import STEP_CODES, Step
from tests.i18n_samples import LANGUAGES, TRANSLATED, sample_params, step_samples

YAKU_IDS = (
    "riichi ippatsu menzen_tsumo pinfu tanyao iipeikou yakuhai_haku yakuhai_hatsu "
    "yakuhai_chun yakuhai_seat_wind yakuhai_round_wind rinshan chankan haitei houtei "
    "double_riichi sanshoku ittsuu chanta chiitoitsu toitoi sanankou sankantsu "
    "sanshoku_doukou shousangen honroutou junchan ryanpeikou honitsu chinitsu renhou "
    "nagashi_mangan isshoku_sanjun sanrenkou kokushi kokushi_13 suuankou suuankou_tanki "
    "daisangen shousuushii daisuushii tsuuiisou chinroutou ryuuiisou chuuren junsei_chuuren "
    "suukantsu tenhou chiihou suurenkou daisharin daichikurin daisuurin daichisei "
    "paarenchan").split()


def error(code):
    return MjlearnError(code, **sample_params(ERROR_CODES[code], code))


# --- errors -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("code", sorted(ERROR_CODES))
def test_every_error_code_renders(code, lang):
    text = render_error(error(code), lang)
    assert text and "{" not in text and code not in text
    if lang != "en":  # a sentence left in English is an untranslated sentence
        assert text != render_error(error(code), "en")


def test_every_error_code_has_a_message_and_no_message_is_orphaned():
    assert set(message_tables.ERROR_MESSAGES) == set(ERROR_CODES)


def message_placeholders(message):
    if isinstance(message, Choice):
        return set().union(*(message_placeholders(m) for m in message.options.values()))
    texts = (message.singular, message.plural) if isinstance(message, PluralMsg) else (message.msgid,)
    return set().union(*(placeholders(t) for t in texts))


def derived(code, params):
    """The names a sentence may use besides its code's own: what DERIVED_PARAMS adds."""
    derive = message_tables.DERIVED_PARAMS.get(code)
    return set(derive(sample_params(params, code))) if derive else set()


def test_error_messages_use_only_the_codes_parameters():
    # A sentence may leave a parameter out (the JSON parser's English detail), never use
    # one the code does not carry.
    for code, message in message_tables.ERROR_MESSAGES.items():
        allowed = set(ERROR_CODES[code]) | derived(code, ERROR_CODES[code])
        assert message_placeholders(message) <= allowed, code


def test_step_messages_use_only_the_codes_parameters_and_value():
    for code, message in message_tables.STEP_MESSAGES.items():
        params = STEP_CODES.get(code, ())
        assert message_placeholders(message) <= set(params) | derived(code, params) | {"value"}, code


def test_every_counted_message_names_a_parameter_of_its_code():
    # The form of a counted sentence follows one of the code's own numbers ({count},
    # {sticks}…) or one derived from them: a name it does not carry could never be rendered.
    for table, codes in ((message_tables.STEP_MESSAGES, STEP_CODES),
                         (message_tables.ERROR_MESSAGES, ERROR_CODES)):
        for code, message in table.items():
            options = message.options.values() if isinstance(message, Choice) else (message,)
            for option in options:
                if isinstance(option, PluralMsg):
                    assert option.count in set(codes[code]) | derived(code, codes[code]), code


@pytest.mark.parametrize("lang, expected", [
    # the unit is said once (the Italian review: «…, ma ne deve avere 14»)
    ("en", "The hand has 15 tiles, but it should have 13."),
    ("es", "La mano tiene 15 fichas, pero debería tener 13."),
    ("it", "La mano ha 15 tessere, ma ne deve avere 13."),
    ("pl", "Ręka ma 15 kamieni, a powinna mieć 13."),
    ("ru", "В руке 15 тайлов, а должно быть 13."),
])
def test_error_counts_take_plural_forms(lang, expected):
    assert render_error(HandError("too_many_tiles", count=15, expected=13), lang) == expected


def test_error_shows_tile_names_and_learners_text_as_typed():
    assert render_error(HandError("too_many_copies", tile="5p", count=5), "pl") == \
        "Ręka ma 5 egzemplarzy kamienia 5p (kółko 5), a każdy kamień występuje tylko cztery razy."
    assert "«Pung»" in render_error(HandError("unknown_meld_type", meld_type="Pung"), "ru")
    assert "pon (тройка)" in render_error(HandError("bad_meld", meld="124m", meld_type="pon"), "ru")


def test_a_message_opening_with_a_name_is_capitalized():
    assert render_error(HandError("winner_is_discarder", seat=1), "ru").startswith("Игрок 2 ")
    assert render_error(HandError("no_wind_tiles", tile="1z", ruleset="kostaryov"), "ru") == (
        "По правилам семьи Костарёвых играют без ветров, поэтому тайла 1z (восточный ветер) "
        "в руке быть не может.")


def test_positions_are_counted_from_one_for_learners():
    assert "in position 1 " in render_error(MjlearnError("unknown_character", char="x", position=0), "en")


def test_error_html_is_escaped():
    html = render_error_html(MjlearnError("unknown_character", char="<b>&", position=0), "it")
    assert "<b>" not in html and "&lt;b&gt;&amp;" in html
    assert html.startswith('<p class="mjlearn-error" lang="it"')


# --- steps ------------------------------------------------------------------------------

def test_every_registered_step_code_has_a_message():
    assert missing_step_messages(STEP_CODES) == []


def test_the_registry_check_catches_a_code_without_a_message(monkeypatch):
    monkeypatch.setitem(STEP_CODES, "fu.made_up_for_this_test", ("tile",))
    assert missing_step_messages(STEP_CODES) == ["fu.made_up_for_this_test"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_registered_step_code_renders(lang):
    for code, params in STEP_CODES.items():
        for sample in step_samples(code, params):
            text = render_step(Step(code, sample, 2), lang)
            assert text and "{" not in text, code


def test_every_choice_sentence_is_reached_by_the_samples():
    for code, message in message_tables.STEP_MESSAGES.items():
        if isinstance(message, Choice):
            used = {id(choose(message, sample, code)) for sample in step_samples(code, STEP_CODES[code])}
            assert used == {id(m) for m in message.options.values()}, code


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_step_without_a_message_fails_loudly(lang):
    with pytest.raises(MissingMessageError, match="no.such.code"):
        render_step(Step("no.such.code", {}), lang)


def test_generic_renderer_formats_names_and_values_by_family(monkeypatch):
    # A step message borrowed from the catalogs, so the real translations are exercised.
    monkeypatch.setitem(message_tables.STEP_MESSAGES, "note.multi_sided",
                        Msg("Together, these waits make a {wait}."))
    monkeypatch.setitem(message_tables.STEP_MESSAGES, "yaku.sample",
                        Msg("“{value}” is not a possible value for “{option}”."))
    multi = Step("note.multi_sided", {"wait": "kokushi_13"})
    assert render_step(multi, "it") == (
        "La mano è un kokushi con attesa a 13 vie.")
    han = Step("yaku.sample", {"option": "x"}, value=2)
    assert render_step(han, "ru").startswith("«2 хана»")
    # a yaku line lists its value compactly: Polish writes the Japanese term alone there
    assert render_step(han, "pl").startswith("„2 Han”")
    html = render_steps_html([multi, han], "es")
    assert html.count("<li ") == 2 and 'data-code="yaku.sample"' in html
    assert "&quot;" not in html and "«2 han»" in html


# --- names ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tile_and_red_five_has_a_name(lang):
    tiles = list(ALL_KINDS) + [Tile(k, red=True) for k in (4, 13, 22)]
    names = [tile_name(t, lang) for t in tiles]
    assert len(set(names)) == 37 and all(names)
    assert set(TILE_NAMES) == {t.code for t in tiles}


@pytest.mark.parametrize("lang, code, expected", [
    ("es", "5p", "5 de círculos"), ("es", "6z", "dragón verde"), ("es", "0p", "5 rojo de círculos"),
    ("it", "9p", "9 di cerchi"), ("it", "1z", "vento Est"),
    ("pl", "5s", "bambus 5"), ("pl", "2p", "kółko 2"), ("pl", "6z", "zielony smok"),
    ("ru", "6z", "зелёный дракон"), ("ru", "0m", "красная пятёрка цифр"),
    ("en", "7z", "red dragon"),
])
def test_tile_names_use_the_seeds_vocabulary(lang, code, expected):
    assert tile_name(code, lang) == expected
    assert tile_label(code, lang) == f"{expected} ({code})"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(NAME_TABLES))
def test_every_name_of_every_table_renders(kind, lang):
    for key in NAME_TABLES[kind]:
        assert name(kind, key, lang).strip()


def test_name_tables_cover_the_engines_ids():
    assert set(YAKU_NAMES) == set(YAKU_IDS)
    assert set(NAME_TABLES["wait"]) == set(WAIT_SHAPES) | set(MULTI_SIDED)
    assert set(NAME_TABLES["meld"]) == {"chi", "pon", "kan", "ankan", "shouminkan"}
    assert set(NAME_TABLES["limit"]) == {"mangan", "haneman", "baiman", "sanbaiman",
                                         "kazoe_yakuman", "yakuman"}
    assert set(NAME_TABLES["dora"]) == {"dora", "ura", "aka", "kan_dora"}


def test_yaku_names_keep_romaji_with_the_seeds_gloss():
    assert yaku_name("chuuren", "es") == "Chuuren Poutou (nueve puertas)"
    assert yaku_name("kokushi", "it") == "Kokushi musou (tredici orfani)"
    assert yaku_name("riichi", "pl") == "zakład (Riichi)"
    assert yaku_name("suuankou", "ru") == "Suu Ankou (четыре скрытые тройки)"
    assert name("limit", "haneman", "ru") == "ханеман"
    assert wait_name("kanchan", "ru") == "kanchan (ожидание «в дырку»)"


def test_unknown_names_fail_loudly():
    with pytest.raises(MissingMessageError):
        yaku_name("not_a_yaku", "en")
    with pytest.raises(MissingMessageError):
        name("no_such_table", "x", "en")


# --- numbers and plurals ----------------------------------------------------------------

@pytest.mark.parametrize("lang, expected", [
    ("en", "11,600"), ("es", "11.600"), ("it", "11.600"), ("pl", "11\u00a0600"),
    ("ru", "11\u00a0600"),
])
def test_points_use_the_locales_grouping(lang, expected):
    assert format_number(11600, lang) == expected


@pytest.mark.parametrize("lang, unit, counts, expected", [
    ("ru", "han", (1, 2, 5, 21, 11), ("1 хан", "2 хана", "5 ханов", "21 хан", "11 ханов")),
    ("pl", "points", (1, 2, 5, 22, 12), ("1 punkt", "2 punkty", "5 punktów", "22 punkty",
                                          "12 punktów")),
    ("it", "points", (1, 2), ("1 punto", "2 punti")),
    ("es", "tiles", (1, 13), ("1 ficha", "13 fichas")),
    ("en", "fu", (1, 30), ("1 fu", "30 fu")),
])
def test_counts_take_each_languages_plural_forms(lang, unit, counts, expected):
    assert tuple(format_count(unit, n, lang) for n in counts) == expected


def test_points_with_their_unit():
    assert format_points(11600, "ru") == "11\u00a0600 очков"
    assert format_points(11600, "es") == "11.600 puntos"


# --- waits ------------------------------------------------------------------------------

def waits_of(text):
    return find_waits(parse_waiting_hand(text, partial=True))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("hand", ["1112345678999m", "13m", "1m", "19m19p19s1234567z", "2468m"])
def test_waits_render_in_every_language(hand, lang):
    text = render_waits(waits_of(hand), lang)
    assert text and "{" not in text
    if lang != "en":
        assert text.splitlines()[0] != render_waits(waits_of(hand), "en").splitlines()[0]


def test_waits_in_russian():
    assert render_waits(waits_of("13m"), "ru") == (
        "Рука в тенпае: ждёт 1 тайл.\n2m — двойка цифр: kanchan (ожидание «в дырку»)")
    nine_gates = render_waits(waits_of("1112345678999m"), "ru").splitlines()
    assert nine_gates[0] == "Рука в тенпае: ждёт 9 тайлов."
    assert nine_gates[-1] == "Вместе это «девятикратная дверь» с 9-сторонним ожиданием."


def test_exhausted_tiles_are_explained():
    waits = Waits(tiles=(), shapes=(), multi_sided=None, exhausted=(0,))
    lines = render_waits(waits, "pl").splitlines()
    assert lines[0] == "Ręka nie jest w tenpai: żaden dostępny kamień jej nie kończy."
    assert lines[1].startswith("1m — ten kamień (znak 1) zakończyłby rękę")


def test_waits_html_is_a_list_with_the_language():
    html = render_waits_html(waits_of("1112345678999m"), "pl")
    assert html.startswith('<div class="mjlearn-waits" lang="pl"><p>Ręka jest w tenpai: czeka na 9 kamieni.</p><ul>')
    assert html.count("<li>") == 10


# --- Italian articles: elided before 1 and 8, "uno"/"lo" before s + consonant -----------

@pytest.mark.parametrize("text, expected", [
    ("il 1 di cerchi e il 8 di bambù", "l'1 di cerchi e l'8 di bambù"),
    ("Dal 8 di cerchi al 9; sul 1 di caratteri", "Dall'8 di cerchi al 9; sull'1 di caratteri"),
    ("il 5 di cerchi, il 1.000, al 1º posto", "il 5 di cerchi, il 1.000, al 1º posto"),
    ("è un shanpon; Un shanpon; un yakuman; un kanchan; un sanbaiman",
     "è uno shanpon; Uno shanpon; uno yakuman; un kanchan; un sanbaiman"),
])
def test_italian_articles_agree_with_the_name_that_follows(text, expected):
    from mjlearn.i18n.grammar import tidy
    assert tidy(text, "it") == expected
    assert tidy(text, "es") == text  # other languages are left as they are


def test_italian_sentences_get_their_articles_right():
    wait = Step("reading.wait", {"tile": "1p", "set": "11p", "wait": "shanpon"})
    assert render_step(wait, "it") == (
        "La tessera vincente, l'1 di cerchi (1p), completa 11p: è uno shanpon (attesa su due "
        "coppie).")


# --- lists of players: each with its article in Spanish and Italian ----------------------

@pytest.mark.parametrize("lang, seats, expected", [
    ("it", (0, 1), "il giocatore 1 e il giocatore 2"),
    ("es", (2,), "el jugador 3"),
    ("es", (0, 1, 3), "el jugador 1, el jugador 2 y el jugador 4"),
    ("pl", (0, 1), "gracz 1 i gracz 2"),
    ("ru", (0, 1), "игрок 1 и игрок 2"),
    ("en", (1, 3), "player 2 and player 4"),
    ("it", (), "nessuno"),
])
def test_seat_list_names_players_with_their_articles(lang, seats, expected):
    from mjlearn.i18n import seat_list
    assert seat_list(seats, lang) == expected


@pytest.mark.parametrize("seats", [(4,), ("1",), "12", [0, 1, 2, 3, 0]])
def test_seat_list_refuses_what_is_not_seats(seats):
    from mjlearn.i18n import seat_list
    with pytest.raises(MjlearnError):
        seat_list(seats, "es")


@pytest.mark.parametrize("lang, expected", [
    ("en", "December 3, 2026"), ("es", "3 de diciembre de 2026"), ("it", "3 dicembre 2026"),
    ("pl", "3 grudnia 2026"), ("ru", "3 декабря 2026\u202fг.")])
def test_a_day_is_written_as_its_language_writes_a_date(lang, expected):
    """The review's next day (CLDR's long date: the month declined in pl and ru)."""
    from datetime import date, datetime, timezone

    from mjlearn.i18n import format_day, render_error

    assert format_day(date(2026, 12, 3), lang) == expected
    noon = datetime(2026, 12, 3, 12, tzinfo=timezone.utc)      # the same day in any zone
    assert format_day(noon, lang) == expected
    with pytest.raises(MjlearnError) as refused:
        format_day("2026-12-03", lang)
    assert refused.value.code == "bad_argument" and render_error(refused.value, lang)
