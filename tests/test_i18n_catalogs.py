"""The catalogs themselves: real, complete, well-formed, compiled and up to date."""

import gettext
import re

import pytest
from babel.messages.catalog import Catalog

from mjlearn.i18n import catalogs
from mjlearn.i18n.catalogs import CatalogMissingError, translations
from mjlearn.i18n.text import placeholders
from tests.i18n_samples import LANGUAGES, TRANSLATED
from tools import catalogs as workflow


def read_catalog(lang):
    return workflow.read(workflow.po_path(lang), lang)


def messages(lang):
    return [m for m in read_catalog(lang) if m.id]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_loads_as_a_real_translation(lang):
    loaded = translations(lang)
    assert isinstance(loaded, gettext.GNUTranslations)
    assert type(loaded) is not gettext.NullTranslations
    assert len(loaded._catalog) > 100  # noqa: SLF001 — the compiled messages themselves
    assert loaded.info()["language"] == lang


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_differ_from_english(lang):
    sentence = "These tiles do not form a complete hand."
    assert translations(lang).gettext(sentence) != sentence


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_and_none_is_fuzzy(lang):
    found = messages(lang)
    assert found, "empty catalog"
    untranslated = [m.id for m in found
                    if not (all(m.string) if m.pluralizable else m.string)]
    fuzzy = [m.id for m in found if m.fuzzy]
    assert untranslated == []
    assert fuzzy == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_header_is_what_the_pinned_babel_writes(lang):
    assert read_catalog(lang).plural_forms == Catalog(locale=lang).plural_forms


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_plural_entry_has_the_languages_number_of_forms(lang):
    expected = Catalog(locale=lang).num_plurals
    plural_entries = [m for m in messages(lang) if m.pluralizable]
    assert plural_entries
    for message in plural_entries:
        assert len(message.string) == expected, message.id


def test_slavic_catalogs_have_three_plural_forms():
    assert Catalog(locale="pl").num_plurals == 3
    assert Catalog(locale="ru").num_plurals == 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_translation_has_exactly_the_placeholders_of_its_msgid(lang):
    for message in messages(lang):
        ids = message.id if message.pluralizable else (message.id,)
        wanted = set().union(*(placeholders(i) for i in ids))
        forms = message.string if message.pluralizable else (message.string,)
        for form in forms:
            assert placeholders(form) == wanted, (message.id, form)
            # No stray braces: {name} only, nothing a formatter could misread.
            rest = re.sub(r"\{\w+\}", "", form)
            assert "{" not in rest and "}" not in rest, form


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compiled_catalog_matches_its_source(lang):
    loaded = translations(lang)
    for message in messages(lang):
        if message.pluralizable:
            continue
        if message.context:
            assert loaded.pgettext(message.context, message.id) == message.string
        else:
            assert loaded.gettext(message.id) == message.string


def test_english_catalog_mirrors_the_msgids():
    for message in messages("en"):
        expected = tuple(message.id) if message.pluralizable else message.id
        assert (tuple(message.string) if message.pluralizable else message.string) == expected


def test_catalogs_are_up_to_date_with_the_code():
    assert workflow.stale_catalogs() == []


def test_a_missing_compiled_catalog_is_an_error_not_english(tmp_path, monkeypatch):
    monkeypatch.setitem(catalogs._CATALOG_PATHS, "pl", tmp_path)  # noqa: SLF001
    catalogs._load.cache_clear()  # noqa: SLF001
    try:
        with pytest.raises(CatalogMissingError, match="pl"):
            translations("pl")
    finally:
        monkeypatch.undo()
        catalogs._load.cache_clear()  # noqa: SLF001
    assert translations("pl").gettext("These tiles do not form a complete hand.") != \
        "These tiles do not form a complete hand."
