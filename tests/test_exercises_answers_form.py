"""Answers in the form the question has: yaku by their names (typed in any language, any
case, any order, or picked with toggles), amounts in labelled fields (one per payer or
seat), the typed "a / b" form beside them."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import (ChoiceName, Question, check, choice_names, expected_answer,
                               field_label, fields_of, generate, read_choices)
from mjlearn.exercises.answers.choices import ROMAJI
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error, yaku_name
from mjlearn.i18n.names import DORA_NAMES, YAKU_NAMES

LANGS = SUPPORTED_LANGUAGES


def yaku_question(choices=("chiitoitsu", "pinfu", "riichi", "tanyao", "yakuhai_haku",
                           "yakuhai_seat_wind", "menzen_tsumo", "dora")):
    """A name_yaku question offering ``choices`` (the hand does not matter to reading)."""
    base = generate("name_yaku", 5, 2)
    return Question("name_yaku", base.seed, base.difficulty, base.ruleset, base.data,
                    base.prompt, base.answer_type, tuple(choices))


# --- typed names ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Riichi, Tanyao", "riichi tanyao", "TANYAO, riichi", "tanyao and riichi", "riichi / tanyao",
    "riichi + tanyao", "riichi, tanyao (all simples)", "Tanyao (all simples), Riichi",
    "reach, all simples", "riichi, tanyao", "  riichi ,, tanyao  ",
])
def test_english_and_romaji_in_any_case_and_order(text):
    assert read_choices(yaku_question(), text, "en") == {"riichi", "tanyao"}


@pytest.mark.parametrize("lang, text", [
    ("es", "riichi, tanyao (todo simples)"), ("es", "Todo simples y Riichi"),
    ("it", "solo semplici, riichi"), ("it", "Riichi e Tanyao"),
    ("pl", "zakład, same kamienie 2–8"), ("pl", "Tanyao i Riichi"),
    ("ru", "Riichi, только простые 2–8"), ("ru", "риичи, таняо"), ("ru", "Риичи и Таньяо"),
])
def test_localized_names(lang, text):
    assert read_choices(yaku_question(), text, lang) == {"riichi", "tanyao"}


def test_several_word_names_and_the_old_ids():
    q = yaku_question()
    assert read_choices(q, "menzen tsumo pinfu", "en") == {"menzen_tsumo", "pinfu"}
    assert read_choices(q, "menzen_tsumo, yakuhai_seat_wind", "en") == \
        {"menzen_tsumo", "yakuhai_seat_wind"}
    assert read_choices(q, "Yakuhai (seat wind), tsumo", "en") == {"yakuhai_seat_wind", "menzen_tsumo"}
    assert read_choices(q, "haku chiitoi", "en") == {"yakuhai_haku", "chiitoitsu"}
    assert read_choices(q, "dora", "en") == {"dora"}


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_in_every_language_reads_back_as_its_yaku(lang):
    """Each yaku's whole localized name, in lower and upper case, is that yaku (and the
    romaji a toggle shows is, too)."""
    for choice in list(YAKU_NAMES) + list(DORA_NAMES):
        q = yaku_question((choice,))
        name = (yaku_name(choice, lang) if choice in YAKU_NAMES
                else choice_names(q, lang)[0].name)
        for text in (name, name.upper(), name.lower()):
            assert read_choices(q, text, lang) == {choice}, (lang, choice, text)
        assert read_choices(q, ROMAJI[choice], lang) == {choice}, (choice, ROMAJI[choice])


def test_a_name_that_several_choices_share_is_read_as_the_one_offered():
    one = yaku_question(("yakuhai_haku", "riichi"))
    assert read_choices(one, "yakuhai, riichi", "en") == {"yakuhai_haku", "riichi"}
    two = yaku_question(("yakuhai_haku", "yakuhai_seat_wind"))
    with pytest.raises(MjlearnError) as error:
        read_choices(two, "yakuhai", "en")
    assert error.value.code == "ambiguous_choice"
    assert render_error(error.value, "en") == \
        "“yakuhai” could be more than one yaku: write Yakuhai (white dragon) or Yakuhai (seat wind)."
    for lang in LANGS:
        assert "{" not in render_error(error.value, lang)


def test_an_unknown_name_is_a_localized_error_listing_the_choices():
    q = yaku_question(("riichi", "tanyao"))
    with pytest.raises(MjlearnError) as error:
        check(q, "riichi, sushi", "en")
    assert error.value.code == "unknown_choice"
    assert render_error(error.value, "en") == \
        "“sushi” is not one of the choices, which are Riichi and Tanyao (all simples)."
    assert "riichi" not in render_error(error.value, "ru").split(":")[1].lower() or \
        "Riichi" in render_error(error.value, "ru")


def test_typed_names_and_toggles_give_the_same_verdict():
    for seed in range(6):
        q = generate("name_yaku", seed, 2)
        right = expected_answer(q)
        assert check(q, set(right)).correct and check(q, list(right)).correct
        for lang in LANGS:
            typed = ", ".join(yaku_name(y, lang) for y in sorted(right))
            assert check(q, typed, lang).correct, (seed, lang, typed)
            assert check(q, typed.upper(), lang).correct


def test_toggles_refuse_an_id_that_is_no_yaku():
    with pytest.raises(MjlearnError) as error:
        check(yaku_question(), {"riichi", "sushi"})
    assert error.value.code == "unknown_choice"


@pytest.mark.parametrize("lang", LANGS)
def test_choice_names_for_toggle_buttons(lang):
    q = yaku_question(("pinfu", "yakuhai_seat_wind", "dora"))
    names = choice_names(q, lang)
    assert [n.id for n in names] == ["pinfu", "yakuhai_seat_wind", "dora"]
    assert names[0] == ChoiceName("pinfu", yaku_name("pinfu", lang), "Pinfu")
    assert names[1].romaji == "Yakuhai (jikaze)" and names[2].romaji == "Dora"


# --- labelled fields ------------------------------------------------------------------

def first(kind, difficulty=1, **constraints):
    return generate(kind, 3, difficulty, **constraints)


@pytest.mark.parametrize("kind, constraints, keys, english", [
    ("hand_payments", {"tsumo": False}, ["discarder"], ["The discarder pays"]),
    ("han_fu_to_points", {"tsumo": True, "dealer": False}, ["non_dealer", "dealer"],
     ["Each non-dealer pays", "The dealer pays"]),
    # the dealer's tsumo: the three who pay are the others, not "non-dealers" beside the winner
    ("han_fu_to_points", {"tsumo": True, "dealer": True}, ["non_dealer"],
     ["Each of the three others pays"]),
    ("classic_settlement", {}, ["east", "south", "west", "north"], ["East", "South", "West", "North"]),
    ("pay_with_sticks", {}, ["sticks_10000", "sticks_5000", "sticks_1000", "sticks_100"],
     ["Sticks of 10,000", "Sticks of 5,000", "Sticks of 1,000", "Sticks of 100"]),
])
def test_each_payer_has_a_labelled_field(kind, constraints, keys, english):
    q = generate(kind, 3, 2, **constraints)
    assert [f.key for f in q.fields] == keys == [f.key for f in fields_of(q)]
    assert [field_label(f, "en") for f in q.fields] == english
    for lang in LANGS:
        assert all(field_label(f, lang) and "{" not in field_label(f, lang) for f in q.fields)


def test_seats_are_players_with_the_dealer_marked():
    q = generate("round_settlement", 4, 2)
    dealer = q.data["dealer"]
    labels = [field_label(f, "en") for f in q.fields]
    assert labels == [f"Player {s + 1}" + (" (the dealer)" if s == dealer else "") for s in range(4)]
    assert [f.key for f in generate("final_score", 4, 2).fields] == [f"seat_{s}" for s in range(4)]


def test_a_mapping_and_the_typed_form_are_the_same_answer():
    q = first("han_fu_to_points", 2, tsumo=True, dealer=False)
    right = expected_answer(q)
    typed = " / ".join(str(a) for a in right)
    by_field = {f.key: str(a) for f, a in zip(q.fields, right)}
    assert check(q, typed).correct and check(q, by_field).correct
    assert check(q, {f.key: a for f, a in zip(q.fields, right)}).correct      # ints
    # the non-dealers' share comes first: 1 000 / 2 000 is a dealer paying double
    assert right[1] >= right[0]
    swapped = {q.fields[0].key: str(right[1]), q.fields[1].key: str(right[0])}
    assert check(q, swapped).misconception == "misconception.tsumo_amounts_swapped"


def test_a_field_left_empty_or_unknown_is_a_localized_error():
    q = first("han_fu_to_points", 2, tsumo=True, dealer=False)
    with pytest.raises(MjlearnError) as error:
        check(q, {"non_dealer": "1000", "dealer": " "}, "en")
    assert error.value.code == "missing_field"
    assert render_error(error.value, "en") == "Fill in every field: “The dealer pays” is empty."
    for lang in LANGS:
        assert "{" not in render_error(error.value, lang)
    with pytest.raises(MjlearnError) as error:
        check(q, {"non_dealer": "1000", "dealer": "2000", "east": "5"}, "en")
    assert error.value.code == "unknown_field"
    with pytest.raises(MjlearnError) as error:
        check(q, {"non_dealer": "1000", "dealer": "two"}, "en")
    assert error.value.code == "bad_number"
    with pytest.raises(MjlearnError) as error:          # a single answer has no fields
        check(generate("count_fu", 1, 1), {"fu": "30"}, "en")
    assert error.value.code == "unknown_field"


def test_the_revealed_answer_is_labelled():
    q = Question("han_fu_to_points", 0, 1, "standard",
                 {"han": 4, "fu": 40, "dealer": False, "tsumo": True, "amounts": 2},
                 ("prompt.han_fu_to_points", {}), "points_list")
    # 4 han 40 fu: 2 560 basic points, capped: a mangan, 2 000 from each non-dealer and
    # 4 000 from the dealer
    from mjlearn.exercises import answer_text
    assert answer_text(q, expected_answer(q), "en") == \
        "each non-dealer pays 2,000; the dealer pays 4,000"
    # each language groups as its style sheet says (CLDR): Polish leaves four digits alone
    assert answer_text(q, expected_answer(q), "pl").endswith(" 4000")
    assert answer_text(q, expected_answer(q), "ru").endswith(" 4\u00a0000")
