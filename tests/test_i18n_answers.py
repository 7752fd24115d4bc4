"""Reading the points and counts learners type."""

import pytest
from hypothesis import given, strategies as st

from mjlearn.i18n import AnswerError, format_number, parse_int, parse_points
from tests.i18n_samples import LANGUAGES

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("text", [
    "11600", "11.600", "11,600", "11 600", f"11{NBSP}600", f"11{NNBSP}600", " 11600 ",
    "11'600",
])
def test_every_way_of_writing_eleven_thousand_six_hundred(text, lang):
    assert parse_points(text, lang) == 11600


@pytest.mark.parametrize("text, expected", [
    ("1000", 1000), ("1.000.000", 1000000), ("1,000,000", 1000000), ("1 000 000", 1000000),
    ("-8000", -8000), ("−8.000", -8000), ("+47", 47), ("0", 0), ("300", 300),
])
def test_more_points(text, expected):
    assert parse_points(text, "pl") == expected


@pytest.mark.parametrize("text", [
    "11.6", "11,60", "1.600,5", "1,600.5", "116.00", "11.6000", "1.600,000", "11..600",
    "1 60", "1.000,000.000",
])
def test_what_could_be_a_fraction_is_refused_as_ambiguous(text):
    with pytest.raises(AnswerError) as raised:
        parse_points(text, "pl")
    assert raised.value.code == "ambiguous_number"
    assert "„" + text + "”" in raised.value.message


@pytest.mark.parametrize("text", ["abc", "11600 punti", "1e4", "½", "١٢", "--5",
                                  "11.600.", ".600", None, 11600])
def test_what_is_not_a_number_is_refused(text):
    with pytest.raises(AnswerError) as raised:
        parse_points(text, "en")
    assert raised.value.code == "bad_number"


@pytest.mark.parametrize("text", ["", "   "])
def test_nothing_typed_is_asked_for(text):
    # (not "“” is not a whole number"; the renderings: tests/test_i18n_ru_review.py)
    with pytest.raises(AnswerError) as raised:
        parse_points(text, "en")
    assert raised.value.code == "empty_number"


@pytest.mark.parametrize("lang, start", [
    ("en", "“11.6” can be read in more than one way"),
    ("es", "«11.6» se puede leer de más de una forma"),
    ("it", "«11.6» si può leggere in più modi"),
    ("pl", "Nie wiadomo, jaką liczbę oznacza „11.6”"),
    ("ru", "«11.6» можно прочитать по-разному"),
])
def test_refusals_are_explained_in_the_learners_language(lang, start):
    with pytest.raises(AnswerError) as raised:
        parse_points("11.6", lang)
    assert raised.value.message.startswith(start)
    assert raised.value.lang == lang


def test_parse_int_reads_han_and_fu():
    assert parse_int("30", "ru") == 30
    assert parse_int(" 4 ", "it") == 4
    for bad in ["-2", "+2", "2 han", "2.5", ""]:
        with pytest.raises(AnswerError):
            parse_int(bad, "es")


def test_unsupported_language_is_refused_before_reading():
    with pytest.raises(Exception) as raised:
        parse_points("11600", "de")
    assert raised.value.code == "unsupported_language"


@given(st.integers(min_value=-10**9, max_value=10**9), st.sampled_from(LANGUAGES))
def test_whatever_babel_prints_reads_back(number, lang):
    assert parse_points(format_number(number, lang), lang) == number


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_number_a_learner_is_shown_can_be_typed_back(lang):
    """What the one number format writes (grouped or not, signed, the real minus sign, a
    no-break space) is read back by the answer parser: copying a shown answer works."""
    from mjlearn.i18n.numbers import SignedAmounts, format_amounts, format_signed
    for number in (0, 5, 300, 5000, 8300, 11600, 32000, 1234567):
        for value in (number, -number):
            assert parse_points(format_number(value, lang), lang) == value
            assert parse_points(format_signed(value, lang), lang) == value
    shown = format_amounts(SignedAmounts((8300, -8300, 0, 0)), lang)
    assert [parse_points(part, lang) for part in shown.split("/")] == [8300, -8300, 0, 0]


@pytest.mark.parametrize("lang, shown", [
    ("en", ("5,000", "11,600", "\u22128,300", "+12,300")),
    ("es", ("5000", "11.600", "\u22128300", "+12.300")),
    ("it", ("5.000", "11.600", "\u22128.300", "+12.300")),
    ("pl", ("5000", f"11{NBSP}600", "\u22128300", f"+12{NBSP}300")),
    ("ru", (f"5{NBSP}000", f"11{NBSP}600", f"\u22128{NBSP}300", f"+12{NBSP}300")),
])
def test_each_language_writes_numbers_as_its_style_says(lang, shown):
    # CLDR: minimumGroupingDigits is 2 for es and pl (no separator in four digits); the
    # minus sign is U+2212 in every language (locales/<lang>/STYLE.md)
    from mjlearn.i18n.numbers import format_signed
    assert (format_number(5000, lang), format_number(11600, lang), format_number(-8300, lang),
            format_signed(12300, lang)) == shown


def test_a_number_too_long_to_print_is_shown_by_its_size():
    from mjlearn.i18n.numbers import format_count
    huge = 10 ** 5000
    assert format_number(huge, "pl") == "10^5000"
    assert format_number(-huge, "ru", signed=True) == "\u221210^5000"
    assert format_count("points", huge, "en").endswith("points")
