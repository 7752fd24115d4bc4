"""Whole explanations in all five languages: a few hundred Riichi hands (the oracle's
generator), classic hands and settlements, table rounds, final scores and tables.

Two checks per language: every explanation renders (no exception, no missing key, no
placeholder left), and no non-English output keeps an English sentence — every message
that the corpus used has a translation different from its English msgid, except the few
listed in ``SAME_IN_EVERY_LANGUAGE``. The second check fails until the translators have
filled in the catalogs; that is its job.
"""

from __future__ import annotations

import random
import re

import pytest

from mjlearn.classic import score_hand, settle as classic_settle
from mjlearn.errors import MjlearnError
from mjlearn.i18n import (render_classic_score, render_classic_score_html,
                          render_classic_settlement, render_classic_settlement_html, render_error,
                          render_final_scores, render_final_scores_html, render_score,
                          render_score_html, render_score_table, render_score_table_html,
                          render_table_settlement, render_table_settlement_html, text)
from mjlearn.i18n.markers import Msg, PluralMsg
from mjlearn.riichi import Situation, score
from mjlearn.rules import EMA, STANDARD
from mjlearn.table import (ExhaustiveDraw, GameState, Win, final_scores, limits_table,
                           score_table, settle, win_from_score)
from tests.i18n_samples import LANGUAGES, TRANSLATED
from tests.riichi_oracle import generate

RIICHI_HANDS = 300
RULES = ("standard", "standard", "ema", "kostaryov")

CLASSIC_HANDS = [
    ("[1111m] (666z) 222p (345s) 11z last=1z/drawn", "E", "E"),
    ("(555z) 3m5m7m9m2p4p6p8p3s7s", "S", "E"),
    ("(555z) 3m5m7m9m2p4p6p8p3s7s bonus=1f", "S", "E"),
    ("(123m) (456p) (789s) 234s 55m last=5m/claimed ann=original_call", "W", "S"),
    ("(111z) (222z) (333z) 444z 55z last=5z/drawn", "E", "E"),
    ("111222333m 789p 55z last=5z/drawn", "N", "E"),
    ("(1111m) 1m23456789p 11z last=1z/drawn", "E", "S"),
    ("555z 222p 678s 234m 99m last=4m/claimed", "S", "S"),
    ("{2222m} 222p 678s 567m 99m last=7m/drawn", "E", "E"),
    ("(555z) (666z) 77z 3m5m7m9m2p", "W", "E"),
    ("(11z) 123456789m 55p", "N", "N"),
]

# Messages a translation may leave as in English: symbols and placeholders only, and the
# romaji terms the seeds keep (STYLE.md of each language says which).
SAME_IN_EVERY_LANGUAGE = {
    # placeholders and symbols
    "{yaku}: +{value}.", "{points} × 2^{doubles} = {raw}.", "{low}–{high}", "{low}+",
    "{code} — {tile}: {shapes}",
    # romaji units and names
    "{count} han", "{count} fu", "{count} honba", "Riichi", "Double riichi", "Nagashi mangan",
    "mangan", "haneman", "baiman", "sanbaiman", "kazoe yakuman", "yakuman", "Dora", "Ura dora",
    "Kan dora",
    # column headers of the scoring tables: "Han" is romaji, "Limit" is also Polish
    "Han", "Limit",
    # the corner of a table with a row per han (as the lessons' tables): romaji in es and it
    "han \\ fu",
}


def riichi_situations():
    for seed in range(RIICHI_HANDS):
        yield generate(seed, RULES[seed % len(RULES)])


def riichi_texts(lang):
    out = []
    for situation in riichi_situations():
        try:
            result = score(Situation.from_json(situation))
        except MjlearnError as error:  # a generated hand without yaku: explained as an error
            out.append(render_error(error, lang))
            continue
        out.append(render_score(result, lang))
        if len(out) % 50 == 0:
            out.append(render_score_html(result, lang))
    return out


def classic_texts(lang):
    out = []
    for hand, seat, round_wind in CLASSIC_HANDS:
        try:
            result = score_hand(hand, seat_wind=seat, round_wind=round_wind,
                                flowers=True if "bonus=" in hand else None)
        except MjlearnError as error:  # the tests' invalid hands are explained as errors
            out.append(render_error(error, lang))
            continue
        out += [render_classic_score(result, lang), render_classic_score_html(result, lang)]
    rng = random.Random(4)
    for _ in range(20):
        scores = {p: rng.randrange(0, 400, 2) for p in "ESWN"}
        winner = rng.choice([None, "E", "S", "W", "N"])
        result = classic_settle(scores, winner, "E", None)
        out += [render_classic_settlement(result, lang), render_classic_settlement_html(result, lang)]
    return out


def table_texts(lang):
    state = GameState(scores=(25000, 25000, 24000, 25000), honba=2, riichi_sticks=1)
    hand = score(Situation.from_json({"hand": "234567m345p22s678s", "win": "8s", "riichi": True}))
    outcomes = [
        (Win(winner=1, basic=960, discarder=3), [1]),
        (Win(winner=0, basic=2000), []),
        (Win(winner=2, basic=1280), [0]),
        ([Win(winner=1, basic=960, discarder=0), Win(winner=2, basic=2000, discarder=0)], []),
        (ExhaustiveDraw(tenpai=(1, 3)), [1]),
        (ExhaustiveDraw(tenpai=()), []),
        (win_from_score(hand, winner=2, discarder=1), [2]),
    ]
    out = []
    for outcome, riichi in outcomes:
        result = settle(state, outcome, STANDARD, riichi=riichi)
        out += [render_table_settlement(result, lang), render_table_settlement_html(result, lang)]
    for points, rules, sticks in [((56800, 32400, 19100, -8300), STANDARD, 0),
                                  ((41000, 30000, 25000, 23000), EMA, 1)]:
        result = final_scores(points, rules, riichi_sticks=sticks)
        out += [render_final_scores(result, lang, steps=True), render_final_scores_html(result, lang)]
    for dealer in (False, True):
        for tsumo in (False, True):
            table = score_table(STANDARD, dealer=dealer, tsumo=tsumo)
            limits = limits_table(STANDARD, dealer=dealer, tsumo=tsumo)
            out += [render_score_table(table, limits, lang),
                    render_score_table_html(table, limits, lang)]
    return out


def corpus(lang):
    return riichi_texts(lang) + classic_texts(lang) + table_texts(lang)


@pytest.fixture(scope="module")
def used_messages():
    """Every message the corpus translates, recorded while it renders in English."""
    used: dict[tuple, Msg | PluralMsg] = {}
    real_translate, real_plural = text.translate, text.translate_plural

    def translate(message, lang):
        used[("s", message.context, message.msgid)] = message
        return real_translate(message, lang)

    def translate_plural(message, count, lang):
        used[("p", message.context, message.singular)] = message
        return real_plural(message, count, lang)

    with pytest.MonkeyPatch.context() as patch:
        for module in ("mjlearn.i18n.render", "mjlearn.i18n.results", "mjlearn.i18n.numbers",
                       "mjlearn.i18n.text"):
            patch.setattr(f"{module}.translate", translate, raising=False)
            patch.setattr(f"{module}.translate_plural", translate_plural, raising=False)
        corpus("en")
    return list(used.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_explanation_renders(lang):
    texts = corpus(lang)
    assert len(texts) > RIICHI_HANDS
    for rendered in texts:
        assert rendered.strip()
        # A placeholder left unfilled (the classic notation's own {2222m} kongs are fine).
        assert not re.search(r"\{[a-z_]+\}", rendered), rendered


def test_the_corpus_reaches_many_kinds_of_message(used_messages):
    assert len(used_messages) > 150


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_english_sentence_is_left(lang, used_messages):
    left = []
    for message in used_messages:
        if isinstance(message, PluralMsg):
            if message.singular in SAME_IN_EVERY_LANGUAGE:
                continue
            forms = [text.translate_plural(message, n, lang) for n in (1, 2, 5)]
            if message.singular in forms or message.plural in forms:
                left.append(message.singular)
        elif message.msgid not in SAME_IN_EVERY_LANGUAGE:
            if text.translate(message, lang) == message.msgid:
                left.append(message.msgid)
    assert left == []
