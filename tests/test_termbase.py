"""The termbase (locales/termbase.toml): one term per concept in every language, and no
forbidden variant anywhere a learner reads.

Scanned: both gettext domains (mjlearn.po and lessons.po), every error and step message
rendered with sample parameters, whole results (Riichi, table, Classic), the widgets'
labels, the help of every command, and the cheat sheets of every ruleset, in en, es, it,
pl and ru, the lessons' catalogs included.
"""

from __future__ import annotations

import argparse

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.i18n import render_error, render_step
from mjlearn.i18n.cheatsheet import cheat_sheet_html, cheat_sheet_text
from mjlearn.i18n.render import name
from mjlearn.i18n.text import translate, translate_plural
from mjlearn.i18n.markers import PluralMsg
from mjlearn.rules import PRESETS, get_ruleset
from mjlearn.table.cheatsheet import cheat_sheet
from mjlearn.trace import Step
from tools import termbase

LANGUAGES = ("en", "es", "it", "pl", "ru")
TERMBASE = termbase.load()


def _report(hits) -> list[str]:
    return [f"{h.concept}: “{h.found}” in {h.where} …{h.context}…" for h in hits]


# --- the termbase itself ------------------------------------------------------------------

def test_every_concept_has_one_preferred_term_in_every_language():
    ids = [c["id"] for c in TERMBASE["concept"]]
    assert len(ids) == len(set(ids))
    assert TERMBASE["languages"] == list(LANGUAGES)
    for concept in TERMBASE["concept"]:
        for lang in LANGUAGES:
            entry = concept[lang]
            assert isinstance(entry["preferred"], str), (concept["id"], lang)
            assert set(entry) <= {"preferred", "admitted", "forbidden", "forbidden_case",
                                  "quoted", "classic", "source"}, (concept["id"], lang)
            assert set(entry.get("forbidden_case", ())) <= set(entry.get("forbidden", ()))


def test_every_allowance_allows_a_forbidden_variant():
    # a `quoted` phrase or a `classic` form that no variant of its entry matches would
    # allow nothing: a typo, or a variant that was removed
    assert TERMBASE["classic_lessons"] == ["14_classic"]
    assert set(TERMBASE["quotes"]) == set(LANGUAGES)
    assert all(len(pair) == 2 for pairs in TERMBASE["quotes"].values() for pair in pairs)
    for concept in TERMBASE["concept"]:
        for lang in LANGUAGES:
            entry = concept[lang]
            found = termbase.variants({"concept": [concept]}, lang)
            for phrase in entry.get("quoted", ()):
                assert any(v.pattern.search(phrase) for v in found), (concept["id"], phrase)
            for form in entry.get("classic", ()):
                assert any(v.pattern.search(form.replace("*", "")) for v in found), \
                    (concept["id"], form)


def test_no_preferred_or_admitted_form_is_forbidden():
    # a term that forbade itself (or a form the same entry admits) could never be written
    for concept in TERMBASE["concept"]:
        for lang in LANGUAGES:
            entry = concept[lang]
            own = [entry["preferred"], *entry.get("admitted", ())]
            for variant in termbase.variants({"concept": [concept]}, lang):
                clashing = [t for t in own if t and variant.pattern.fullmatch(t)]
                assert clashing == [], (concept["id"], lang, variant.text)


def test_named_concepts_are_the_names_the_engine_gives():
    # a yaku's, a limit's or a wait's preferred term is the one every learner reads
    named = [c for c in TERMBASE["concept"] if "names" in c]
    assert len(named) >= 60
    wrong = {(c["id"], lang): (c[lang]["preferred"], name(*c["names"].split("."), lang))
             for c in named for lang in LANGUAGES
             if c[lang]["preferred"] != name(*c["names"].split("."), lang)}
    assert wrong == {}


def test_the_concepts_the_issue_names_are_there():
    ids = {c["id"] for c in TERMBASE["concept"]}
    assert {"closed_hand", "han", "fu", "basic_points", "dealer", "non_dealer", "seat_wind",
            "round_wind", "dora", "ura_dora", "kan_dora", "aka_dora", "abortive_draw", "uma",
            "oka", "final_threshold", "pao", "riichi_stick", "honba", "tenpai_noten", "ron",
            "tsumo", "limit.mangan", "limit.yakuman", "yaku.pinfu", "wait.tanki"} <= ids


# --- a planted variant is found -------------------------------------------------------------

@pytest.mark.parametrize("lang, text, concept", [
    ("pl", "Policz to dla schowanej ręki, jak zwykle.", "closed_hand"),
    ("pl", "To jest 1000 punktów bazowych.", "basic_points"),
    ("ru", "Итоговый счёт: база 30 000.", "final_threshold"),
    ("ru", "После вашего последнего набора другой игрок сбросил 4m.", "draw_a_tile"),
    ("es", "Los empates abortivos que se juegan", "abortive_draw"),
    ("es", "¿Cuántos dora tiene esta mano?", "dora"),
    ("it", "la mano è uno yakuman ×4", "yakuman_count"),
    ("it", "con 30.000 punti come base", "final_threshold"),
    ("en", "In all, the hand is a yakuman ×2.", "yakuman_count"),
])
def test_a_planted_variant_is_found(lang, text, concept):
    assert [h.concept for h in termbase.find(text, lang)] == [concept]


@pytest.mark.parametrize("lang, text", [
    ("pl", "Policz to dla zamkniętej ręki; schowana trójka daje więcej."),
    ("es", "¿Cuántos Dora tiene esta mano? Akadora, Ura Dora."),
    ("ru", "набор правил; в каждом наборе терминал; после вашего последнего добора"),
    ("it", "con 30.000 punti come soglia, 1.600 punti base"),
])
def test_the_preferred_terms_pass(lang, text):
    assert termbase.find(text, lang) == []


# --- markup is read as a learner reads it ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "Umiesz już policzyć duże punkty (**Han**) ręki.",
    "Umiesz już policzyć duże punkty (*Han*) ręki.",
    "Umiesz już policzyć duże punkty (__Han__) ręki.",
    "Umiesz już policzyć duże punkty (`Han`) ręki.",
    "Umiesz już policzyć duże punkty (<b>Han</b>) ręki.",
    "Umiesz już policzyć duże punkty (<strong><em>Han</em></strong>) ręki.",
    "Umiesz już policzyć duże punkty [(Han)](03_yaku.ipynb) ręki.",
    "Umiesz już policzyć duże punkty [(Han)][yaku] ręki.",
    "Umiesz już policzyć duże punkty (&#72;an) ręki.",
])
def test_a_variant_inside_markup_is_found(text):
    assert [(h.concept, h.found) for h in termbase.find(text, "pl")] == [("han", "(Han)")]


def test_markup_is_read_as_its_words():
    assert termbase.normalise("**Trzej** _Wielcy_ `Uczeni` [tu](x.md) <b>a</b>b<br>c "
                              "seat_wind <!-- (Han) --><style>b{}</style>").split() \
        == ["Trzej", "Wielcy", "Uczeni", "tu", "ab", "c", "seat_wind"]
    # a line break or a table cell separates words; a comparison is not a tag
    assert termbase.find("schowana<br>ręka", "pl")[0].found == "schowana ręka"
    assert termbase.normalise("3 < 5 > 4") == "3 < 5 > 4"
    assert termbase.find("wiatru<td>miejsca", "pl")[0].concept == "seat_wind"


# --- where a variant is allowed -------------------------------------------------------------

@pytest.mark.parametrize("lang, text", [
    # the source's exact words, inside the language's quotation marks
    ("pl", "«Punktacja» mówi tylko o parze „wiatrów gracza lub wiatrów rozdania”."),
    ("es", "La hoja llama «Tres Grandes Alumnos» a la mano límite."),
    ("es", "Tres Grandes Eruditos (la hoja: “**Tres Grandes Alumnos**”)."),
    ("ru", "Семья пишет: «Фу — это «базовые очки», которые потом умножаются»."),
    # a variant refined by the words that follow it: «своего ветра места» is the preferred
    ("ru", "цветок или сезон своего ветра места даёт удвоение"),
])
def test_a_quoted_source_or_a_refined_variant_passes(lang, text):
    assert termbase.find(text, lang) == []


@pytest.mark.parametrize("lang, text, found", [
    # the same words outside quotation marks are the course's own, and forbidden
    ("pl", "Para wiatrów gracza lub wiatrów rozdania daje 2 punkty.", "wiatrów rozdania"),
    ("es", "Los Tres Grandes Alumnos valen el límite.", "Grandes Alumnos"),
    ("ru", "Фу — это базовые очки.", "базовые очки"),
    # quoted, but not the source's words: a quotation mark is no licence
    ("pl", "Mówi się „wiatr rozdania”.", "wiatr rozdania"),
    ("ru", "Фу семья называет «базовыми очками».", "базовыми очками"),
    ("es", "La hoja dice «los grandes alumnos».", "grandes alumnos"),
    # another language's quotation marks do not quote in this one
    ("pl", "Para «wiatrów gracza lub wiatrów rozdania» daje 2.", None),
    ("ru", "Фу — это “базовые очки”.", "базовые очки"),
    # a closed quotation ends its allowance
    ("es", "«Tres» Grandes Alumnos", "Grandes Alumnos"),
    ("ru", "пара своего ветра приносит 2 очка", "своего ветра"),
])
def test_outside_its_allowance_a_variant_is_found(lang, text, found):
    hits = [h.found for h in termbase.find(text, lang)]
    assert hits == ([found] if found else [])


def test_quotation_marks_nest():
    inside = termbase.quoted_spans("a «b «c» d» e", ["«»", "„“"])
    assert "".join("1" if i else "0" for i in inside) == "0011111111100"


def test_classic_forms_are_allowed_in_the_classic_lessons_only():
    text = "Пара драконов или своего ветра приносит 2 очка; панг — свой ветер."
    assert sorted(h.found for h in termbase.find(text, "ru")) == ["своего ветра", "свой ветер"]
    assert termbase.find(text, "ru", classic=True) == []
    # another concept's variant stays forbidden in Classic
    assert [h.concept for h in termbase.find("схема: скрытая рука", "ru", classic=True)] \
        == ["closed_hand"]


def test_a_lesson_catalog_says_which_lesson_and_scopes_classic(tmp_path):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="ru")
    catalog.add("A pair of your own wind", "Пара своего ветра",
                locations=[("mjlearn/lessons/source/14_classic.md", None)])
    catalog.add("A pair of your seat wind", "Пара своего ветра",
                locations=[("mjlearn/lessons/source/07_fu.md", None)])
    (tmp_path / "ru" / "LC_MESSAGES").mkdir(parents=True)
    with open(tmp_path / "ru" / "LC_MESSAGES" / "lessons.po", "wb") as handle:
        write_po(handle, catalog)
    hits = termbase.catalog_hits("ru", "lessons", locales=tmp_path)
    assert [(h.concept, h.where) for h in hits] == [
        ("seat_wind", "lessons.po 07_fu: A pair of your seat wind")]


def test_a_variant_planted_in_a_catalog_fails_the_scan(tmp_path):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="pl")
    catalog.add("Yaku that need a closed hand", "Układy wymagające ręki schowanej")
    catalog.add("A clean one", "Układy wymagające zamkniętej ręki")
    (tmp_path / "pl" / "LC_MESSAGES").mkdir(parents=True)
    with open(tmp_path / "pl" / "LC_MESSAGES" / "mjlearn.po", "wb") as handle:
        write_po(handle, catalog)
    hits = termbase.catalog_hits("pl", "mjlearn", locales=tmp_path)
    assert [(h.concept, h.found) for h in hits] == [("closed_hand", "ręki schowanej")]


# --- everything a learner reads -------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_engine_catalog_has_no_forbidden_variant(lang):
    assert _report(termbase.catalog_hits(lang, "mjlearn")) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lessons_catalog_has_no_forbidden_variant(lang):
    assert _report(termbase.catalog_hits(lang, "lessons")) == []


def _without(text: str, typed) -> str:
    """``text`` without the values a message shows as the learner typed them (a JSON key
    "dora" is the learner's, not a term)."""
    for value in sorted((str(t) for t in typed if str(t)), key=len, reverse=True):
        text = text.replace(value, " ")
    return text


def _rendered_messages(lang):
    from mjlearn.i18n import messages as tables
    from tests.test_i18n_learner_text import error_cases, shown_as_typed, step_cases

    for code, params in error_cases():
        typed = shown_as_typed(code, params, tables.ERROR_PARAM_FORMATS.get(code, {}))
        yield code, _without(render_error(MjlearnError(code, **params), lang), typed)
    for code, params in step_cases():
        typed = shown_as_typed(code, params, tables.STEP_PARAM_FORMATS.get(code, {}))
        yield code, _without(render_step(Step(code, params, 2), lang), typed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rendered_message_and_whole_result_is_clean(lang):
    from tests.test_i18n_learner_text import whole_results

    hits = [hit for code, text in _rendered_messages(lang)
            for hit in termbase.find(text, lang, code)]
    hits += [hit for text in whole_results(lang) for hit in termbase.find(text, lang, "result")]
    assert _report(hits) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_widgets_labels_are_clean(lang):
    from mjlearn.widgets.labels import LABELS

    hits = []
    for key, message in LABELS.items():
        forms = ([translate_plural(message, n, lang) for n in (1, 2, 5)]
                 if isinstance(message, PluralMsg) else [translate(message, lang)])
        hits += [hit for text in forms for hit in termbase.find(text, lang, f"label {key}")]
    assert _report(hits) == []


def _all_help(lang: str) -> list[tuple[str, str]]:
    """The help of the command line and of every command and sub-command, in ``lang``."""
    from mjlearn.cli import build_parser
    from mjlearn.cli.language import argparse_speaks

    with argparse_speaks(lang):
        parser = build_parser(lang)
        texts, todo = [], [("mjlearn", parser)]
        while todo:
            path, p = todo.pop()
            texts.append((path, p.format_help()))
            for action in p._actions:
                if isinstance(action, argparse._SubParsersAction):
                    todo += [(f"{path} {n}", sub) for n, sub in action.choices.items()]
    return texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_of_every_command_is_clean(lang):
    texts = _all_help(lang)
    assert len(texts) >= 10  # mjlearn, its commands, classic's and quiz's own
    hits = [hit for path, text in texts for hit in termbase.find(text, lang, path)]
    assert _report(hits) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_cheat_sheets_are_clean(lang, preset):
    sheet = cheat_sheet(get_ruleset(preset))
    # (find reads the HTML's words, as it reads every text's: termbase.normalise)
    hits = termbase.find(cheat_sheet_text(sheet, lang), lang, f"{preset} text")
    hits += termbase.find(cheat_sheet_html(sheet, lang), lang, f"{preset} html")
    assert _report(hits) == []
