"""The fresh reviews' findings (locales/<lang>/REVIEW.md, 2026-12-02) still open after the
first fixes, pinned as the learner reads them in the five languages: the non-dealers of a
tsumo counted in words in the form after "of" («из трёх», «z trzech»), and the rest below."""

import pytest

import mjlearn.exercises  # noqa: F401  (registers the exercises' step codes)
from mjlearn.i18n import render_step
from mjlearn.riichi.points import payments
from mjlearn.rules import get_ruleset

STANDARD = get_ruleset("standard")


def _tsumo_lines(basic, dealer, lang):
    steps = payments(basic, dealer=dealer, tsumo=True, rules=STANDARD).steps
    return [render_step(s, lang) for s in steps if s.code == "payment.tsumo"]


# --- ru 15: digits in one line, words in the next ----------------------------------------

@pytest.mark.parametrize("lang, two, three", [
    ("en", "Each of the two non-dealers pays 640 × 1 = 640, rounded up to the next 100: 700.",
     "Each of the three non-dealers pays 640 × 2 = 1,280, rounded up to the next 100: 1,300."),
    ("es", "Cada uno de los dos no Dealers paga 640 × 1 = 640, redondeado a la centena "
           "superior: 700.",
     "Cada uno de los tres no Dealers paga 640 × 2 = 1280, redondeado a la centena superior: "
     "1300."),
    ("it", "Ognuno dei due non mazzieri paga 640 × 1 = 640, arrotondato al centinaio "
           "superiore: 700.",
     "Ognuno dei tre non mazzieri paga 640 × 2 = 1.280, arrotondato al centinaio superiore: "
     "1.300."),
    ("pl", "Każdy z dwóch pozostałych graczy płaci 640 × 1 = 640, co po zaokrągleniu w górę do "
           "pełnej setki daje 700.",
     "Każdy z trzech pozostałych graczy płaci 640 × 2 = 1280, co po zaokrągleniu w górę do "
     "pełnej setki daje 1300."),
    ("ru", "Каждый из двух недилеров платит 640 × 1 = 640, с округлением вверх до сотни — 700.",
     "Каждый из трёх недилеров платит 640 × 2 = 1\u00a0280, с округлением вверх до сотни — 1\u00a0300."),
])
def test_the_paying_non_dealers_are_counted_in_words(lang, two, three):
    # 20 fu 3 han: 640 basic points; a non-dealer's tsumo (two non-dealers pay 640 → 700),
    # the dealer's (three pay 1,280 → 1,300)
    assert _tsumo_lines(640, False, lang)[0] == two
    assert _tsumo_lines(640, True, lang) == [three]
