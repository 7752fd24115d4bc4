"""Choosing the language: argument, process default, environment, English; never a silent
fallback for a language we do not ship."""

import pytest

import mjlearn
from mjlearn.errors import MjlearnError
from mjlearn.i18n import current_language, normalize_language, render_error, resolve_language
from mjlearn.i18n.languages import environment_language

EMPTY = MjlearnError("empty_input")


def test_english_when_nothing_is_chosen():
    assert current_language() == "en"
    assert render_error(EMPTY).startswith("There is nothing to read")


def test_set_language_is_exported_and_sets_the_process_default():
    mjlearn.set_language("pl")
    assert current_language() == "pl"
    assert render_error(EMPTY).startswith("Nie ma czego odczytać")


def test_an_explicit_argument_wins_over_the_process_default():
    mjlearn.set_language("pl")
    assert render_error(EMPTY, "it").startswith("Non c'è niente da leggere")


def test_the_process_default_wins_over_the_environment(monkeypatch):
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert current_language() == "ru"
    mjlearn.set_language("es")
    assert current_language() == "es"
    mjlearn.set_language(None)
    assert current_language() == "ru"


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LC_ALL": "it_IT.UTF-8", "LANG": "pl_PL.UTF-8"}, "it"),
    ({"LC_MESSAGES": "es_ES", "LANG": "pl_PL"}, "es"),
    ({"LANGUAGE": "de:pl:en", "LANG": "ru_RU"}, "pl"),
    ({"LANGUAGE": "", "LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "C.UTF-8"}, None),
    ({"LANG": "POSIX"}, None),
    ({"LANG": "de_DE.UTF-8", "LC_ALL": ""}, None),
    ({"LC_ALL": "de_DE.UTF-8", "LANG": "pl_PL.UTF-8"}, None),  # the first set variable decides
    ({}, None),
])
def test_environment_is_read_like_gettext(environ, expected):
    assert environment_language(environ) == expected


@pytest.mark.parametrize("given, expected", [
    ("pl", "pl"), ("PL", "pl"), ("pl_PL", "pl"), ("pl-PL", "pl"), ("ru_RU.UTF-8", "ru"),
    (" es ", "es"),
])
def test_language_codes_are_normalized(given, expected):
    assert normalize_language(given) == expected


@pytest.mark.parametrize("bad", ["de", "xx", "", "../pl", "pl/../../etc", "en\x00", "C", 7, None])
def test_unsupported_languages_raise_a_typed_error(bad):
    with pytest.raises(MjlearnError) as raised:
        normalize_language(bad)
    assert raised.value.code == "unsupported_language"
    assert raised.value.params["supported"] == "en, es, it, pl, ru"


def test_unsupported_language_is_an_error_everywhere():
    with pytest.raises(MjlearnError, match="unsupported_language"):
        mjlearn.set_language("de")
    with pytest.raises(MjlearnError, match="unsupported_language"):
        render_error(EMPTY, "fr")
    with pytest.raises(MjlearnError, match="unsupported_language"):
        resolve_language("zh")
    assert current_language() == "en"  # the failed set_language changed nothing


def test_the_unsupported_language_error_itself_is_translated():
    with pytest.raises(MjlearnError) as raised:
        normalize_language("de")
    assert render_error(raised.value, "ru") == (
        "Язык «de» недоступен; доступные языки: en, es, it, pl, ru.")
