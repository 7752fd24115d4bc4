"""find_waits: answers checked by trying all 34 kinds with `mahjong.agari.Agari`, seeds
reproducible, difficulty = number of waits, every misconception named, hints in order."""

import random

import pytest
from mahjong.agari import Agari

from mjlearn.errors import MjlearnError
from mjlearn.exercises import check, expected_answer, feedback, generate, hints
from mjlearn.hand import parse_waiting_hand
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_step
from mjlearn.readings import find_waits
from mjlearn.tiles import Tile, counts_of, kind_code, parse_tiles

KIND = "find_waits"
AGARI = Agari()


def oracle_waits(hand: str) -> frozenset:
    """Kinds that complete the hand for the `mahjong` package, minus kinds held four
    times (a fifth copy does not exist)."""
    counts = counts_of(parse_tiles(hand))
    out = set()
    for kind in range(34):
        if counts[kind] == 4:
            continue
        counts[kind] += 1
        if AGARI.is_agari(counts):
            out.add(kind)
        counts[kind] -= 1
    return frozenset(out)


def codes(kinds) -> str:
    return "".join(kind_code(k) for k in sorted(kinds))


@pytest.mark.parametrize("difficulty, sizes", [(1, {1}), (2, {2}), (3, {3, 4}),
                                               (4, set(range(5, 10)))])
def test_thousands_of_answers_agree_with_agari(difficulty, sizes):
    rng = random.Random(difficulty)
    for _ in range(600):
        q = generate(KIND, rng.randrange(10**9), difficulty)
        assert len(parse_tiles(q.data["hand"])) == 13
        assert max(counts_of(parse_tiles(q.data["hand"]))) <= 4
        expected = expected_answer(q)
        assert expected == oracle_waits(q.data["hand"])
        assert len(expected) in sizes
        assert check(q, codes(expected)).correct


def test_constraints():
    for seed in range(30):
        assert len(expected_answer(generate(KIND, seed, 1, waits=3))) == 3
        q = generate(KIND, seed, 2, shape="kanchan")
        shapes = find_waits(parse_waiting_hand(q.data["hand"])).shapes
        assert any("kanchan" in wait_shapes for wait_shapes in shapes)
        exhausted = generate(KIND, seed, 3, exhausted=True)
        assert any(s.code == "exercise.waits.exhausted" for s in hints(exhausted))
    with pytest.raises(MjlearnError):
        generate(KIND, 1, 1, shape="sideways")
    with pytest.raises(MjlearnError):
        generate(KIND, 1, 1, waits=12)


def test_same_seed_same_question():
    for seed in (0, 1, 99, 123456):
        assert generate(KIND, seed, 3) == generate(KIND, seed, 3)
        assert generate(KIND, seed, 3).data == generate(KIND, seed, 3).data
    assert len({generate(KIND, s, 2).data["hand"] for s in range(40)}) > 35


def test_answers_read_leniently_but_garbage_is_a_typed_error():
    q = next(q for q in (generate(KIND, s, 2) for s in range(100))
             if all(k < 27 for k in expected_answer(q)))
    right = codes(expected_answer(q))
    spaced = ", ".join(kind_code(k) for k in sorted(expected_answer(q)))
    assert check(q, right).correct and check(q, spaced).correct
    assert check(q, right + right).correct  # repeats do not matter
    for garbage in ("", "   ", "hello", "12", "8z", "3m4x"):
        with pytest.raises(MjlearnError):
            check(q, garbage)


def _with_exhausted():
    for seed in range(500):
        q = generate(KIND, seed, 3, exhausted=True)
        if len(expected_answer(q)) >= 2:
            return q
    raise AssertionError


def test_misconceptions_are_named():
    q = _with_exhausted()
    expected = expected_answer(q)
    counts = counts_of(parse_tiles(q.data["hand"]))
    held_four = frozenset(k for k in range(34) if counts[k] == 4) & \
        frozenset(k for k in range(34) if k not in expected)
    exhausted = frozenset(s.params["tile"].kind for s in hints(q)
                          if s.code == "exercise.waits.exhausted")
    assert exhausted and exhausted <= held_four
    verdict = check(q, codes(expected | exhausted))
    assert verdict.misconception == "misconception.counted_exhausted"
    missed = check(q, codes(sorted(expected)[1:]))
    assert missed.misconception == "misconception.missed_wait"
    assert missed.params["missed"] == (Tile(sorted(expected)[0]),)
    assert render_step(feedback(q, missed)[1], "en") == \
        f"You missed a wait: the {_label(sorted(expected)[0])}."
    non_wait = next(k for k in range(34) if k not in expected and k not in exhausted)
    extra = check(q, codes(expected | {non_wait}))
    assert extra.misconception == "misconception.included_non_wait"
    assert render_step(feedback(q, extra)[1], "en") == \
        f"This tile does not complete the hand: the {_label(non_wait)}."
    # a tile too many and a wait missing at once: both faults named, the missing wait not
    # given away (the fresh English review of lessons 00–06, gap 11)
    mixed = check(q, codes((expected - {min(expected)}) | {non_wait}))
    assert not mixed.correct and mixed.misconception == "misconception.wait_faults"
    assert render_step(feedback(q, mixed)[1], "en") == (
        f"Two things to fix: the {_label(non_wait)} does not complete the hand, and at least "
        "one wait is missing.")
    for verdict in (verdict, missed, extra, mixed):
        for lang in SUPPORTED_LANGUAGES:
            assert all(render_step(s, lang) for s in feedback(q, verdict))


def _label(kind):
    from mjlearn.i18n import tile_label
    return tile_label(kind_code(kind), "en")


def test_hints_walk_every_candidate_and_name_the_set():
    for seed in range(300):
        q = generate(KIND, seed, 1 + seed % 4)
        steps = hints(q)
        assert steps[0].code == "exercise.waits.method"
        assert steps[-1].code == "exercise.waits.answer"
        completing = [s for s in steps if s.code == "exercise.waits.completes"]
        assert frozenset(s.params["tile"].kind for s in completing) == expected_answer(q)
        kinds = [s.params["tile"].kind for s in steps[1:-1]]
        assert kinds == sorted(kinds)  # in tile order
        for s in completing:  # the named set holds the winning tile
            assert s.params["tile"].kind in {t.kind for t in parse_tiles(s.params["group"])}
        for lang in SUPPORTED_LANGUAGES:
            assert all(render_step(s, lang) for s in steps)
    q = generate(KIND, 3, 1)
    assert render_step(hints(q)[1], "en").startswith("The ")


def test_a_tile_named_in_a_waits_diagnosis_carries_one_article():
    # the tile's name brings its own article in Spanish and Italian («el 1 de caracteres»,
    # «l'1 di caratteri»): no sentence adds another («el el 1», «il l'1», «il il 3»)
    import mjlearn.exercises.answers.messages  # noqa: F401  (the step codes)
    from mjlearn.exercises.kinds.waits import _tiles
    from mjlearn.i18n import render_step
    from mjlearn.trace import step

    def said(code, lang, **params):
        return render_step(step(code, **params), lang)

    one, three = _tiles((0,)), _tiles((20,))
    assert said("misconception.wait_faults", "es", count=1, extra=one) == (
        "Hay dos cosas que corregir: el 1 de caracteres (1m) no completa la mano, y falta al "
        "menos una espera.")
    assert said("misconception.wait_faults", "it", count=1, extra=one) == (
        "Due cose da correggere: l'1 di caratteri (1m) non completa la mano, e manca almeno "
        "un'attesa.")
    assert said("misconception.wait_faults", "it", count=1, extra=three).startswith(
        "Due cose da correggere: il 3 di bambù (3s) non completa")
    assert said("misconception.wait_faults_held", "es", count=1, held=one).startswith(
        "Hay dos cosas que corregir: las cuatro copias del 1 de caracteres (1m) ya están")
    assert said("misconception.counted_exhausted", "es", count=1, held=one) == (
        "Las cuatro copias del 1 de caracteres (1m) ya están en la mano, así que no es una "
        "espera.")
    assert said("misconception.tanki_neighbours", "es", count=1, extra=one).endswith(
        "no espera a su vecina, el 1 de caracteres (1m).")
    assert said("misconception.tanki_neighbours", "it", count=1, extra=one).endswith(
        "non attende la vicina, l'1 di caratteri (1m).")
    assert said("misconception.included_non_wait", "es", count=1, extra=_tiles((7,))) == (
        "Esta ficha no completa la mano: el 8 de caracteres (8m).")
    for lang in ("es", "it"):
        for code, params in (("misconception.wait_faults", {"extra": one}),
                             ("misconception.wait_faults_held", {"held": one}),
                             ("misconception.counted_exhausted", {"held": one}),
                             ("misconception.tanki_neighbours", {"extra": three}),
                             ("misconception.included_non_wait", {"extra": three})):
            text = said(code, lang, count=1, **params).lower()
            for doubled in ("el el ", "del el ", "il il ", "il l'", "del l'", "del il "):
                assert doubled not in text, (lang, code, text)
