"""The corpus of typical wrong answers (``tests/data/typical_mistakes.json``, written by
``tests/data/make_typical_mistakes.py`` from the rules and the ``mahjong`` package, apart
from the code that recognises mistakes): at least 90 % of them get a named diagnosis, the
one the corpus expects, and each diagnosis reads as a sentence in every language."""

import json
from collections import Counter
from pathlib import Path

import pytest

from mjlearn.exercises import check, generate
from mjlearn.exercises.tutor import Tries
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_step

CORPUS = json.loads((Path(__file__).parent / "data" / "typical_mistakes.json").read_text("utf-8"))
SHARE = 0.90


def question(entry):
    return generate(entry["kind"], entry["seed"], entry["difficulty"], entry["ruleset"],
                    **entry["constraints"])


def test_the_corpus_covers_every_kind_of_mistake_of_the_issue():
    codes = Counter(e["diagnosis"] for e in CORPUS)
    kinds = {e["kind"] for e in CORPUS}
    assert len(CORPUS) >= 300 and len(kinds) >= 12
    for code in ("paid_as_dealer", "paid_as_non_dealer", "tsumo_amounts_swapped",
                 "missed_one_open_reduction", "ron_triplet_sanankou", "ron_triplet_concealed",
                 "yaku_left_out", "yaku_not_in_hand", "yaku_left_out_han", "forgot_dora",
                 "forgot_ura", "forgot_red_fives", "forgot_kan_dora", "ura_from_dora_indicators",
                 "standard_rules", "kazoe_as_sanbaiman", "limit_one_lower", "kiriage_not_in_rules",
                 "honba_100_on_ron", "honba_300_from_each", "riichi_sticks_wrong_player",
                 "forgot_riichi_deposit", "dealer_discarder_pays_six", "classic_forgot_doubles",
                 "classic_east_not_doubled", "classic_losers_do_not_settle"):
        assert codes["misconception." + code] >= 3, code


def test_typical_mistakes_get_the_expected_diagnosis():
    named = expected = 0
    wrong = []
    for entry in CORPUS:
        verdict = check(question(entry), entry["answer"], entry["lang"])
        assert not verdict.correct, entry
        named += verdict.misconception is not None
        if verdict.misconception == entry["diagnosis"]:
            expected += 1
        else:
            wrong.append((entry["diagnosis"], verdict.misconception, entry))
    assert named / len(CORPUS) >= SHARE
    assert expected / len(CORPUS) >= SHARE, wrong[:10]


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_each_diagnosis_reads_as_a_sentence_in_every_language(lang):
    seen = set()
    for entry in CORPUS:
        if entry["diagnosis"] in seen:
            continue
        seen.add(entry["diagnosis"])
        q = question(entry)
        _tries, fb = Tries(q).check(entry["answer"], entry["lang"])
        if fb.verdict.misconception != entry["diagnosis"]:
            continue
        text = render_step(fb.steps[0], lang)
        assert (text[0].isupper() or text[0].isdigit()) and text.rstrip()[-1] in ".!»" \
            and "{" not in text, text
        assert "misconception" not in text and "_" not in text, text
