"""Bounded work and memory: input that is refused is not kept, however big, and nothing a
caller sends makes a cache grow without bound."""

import tracemalloc

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.i18n import score_json
from mjlearn.riichi import Situation
from mjlearn.tiles import parse_tiles


def distinct_megabytes(n: int):
    # valid tiles, so they read as a (far too big) hand, each text different
    return [("123m" * 262_144)[:-4 - 4 * i] + "456p" for i in range(n)]


def test_refused_huge_hands_are_not_kept():
    texts = distinct_megabytes(12)
    for text in texts[:2]:                  # warm up whatever is warmed once
        score_json({"hand": text})
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for text in texts[2:]:
            out = score_json({"hand": text, "dora": text, "melds": [{"type": "pon", "tiles": text}]})
            assert out["error"]["code"] == "text_too_long"
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    # ten distinct megabyte inputs refused: not even one of them is still held
    assert kept < 1_000_000, kept


def test_a_long_text_is_read_but_not_cached():
    from mjlearn import tiles
    text = "1m " * 30        # 90 characters: fine to read, not worth keeping
    size = len(tiles._GROUPS)
    assert len(parse_tiles(text)) == 30
    assert len(parse_tiles("9m" * 40)) == 40          # 80 characters of groups: not kept either
    assert len(tiles._GROUPS) == size
    with pytest.raises(MjlearnError) as error:
        parse_tiles("1m" * 10_000)
    assert error.value.code == "text_too_long" and error.value.params["length"] == 20_000


def test_tiles_are_kept_by_suit_group_not_by_whole_text():
    # a hand is read group by group, and only the groups are kept (the same groups come
    # back in other hands); a wrong group keeps nothing
    from mjlearn import tiles
    tiles._GROUPS.clear()
    assert parse_tiles("123m456p789s1122z") == parse_tiles("123m") + parse_tiles("456p") \
        + parse_tiles("789s") + parse_tiles("1122z")
    assert set(tiles._GROUPS) == {"123m", "456p", "789s", "1122z"}
    with pytest.raises(MjlearnError) as error:
        parse_tiles("123m8z")
    assert error.value.code == "honour_out_of_range"
    assert set(tiles._GROUPS) == {"123m", "456p", "789s", "1122z"}
    seen = set()
    for i in range(tiles._GROUPS_MAX + 10):          # bounded, whatever comes
        digits = "".join(str(i // 9 ** k % 9 + 1) for k in range(5))     # all different
        seen.add(digits)
        parse_tiles(digits + "p")
    assert len(seen) > tiles._GROUPS_MAX >= len(tiles._GROUPS)


def test_rulesets_of_odd_or_big_specs_are_built_but_not_kept():
    from mjlearn import rules
    before = len(rules._BUILT)
    spec = {"preset": "standard", "yaku_allowed": [f"yaku{i}" for i in range(100)]}
    assert rules.get_ruleset(spec).yaku_allowed == frozenset(spec["yaku_allowed"])
    assert len(rules._BUILT) == before          # a list of 100: built each time, not kept
    assert rules.get_ruleset({"kiriage": True}) is rules.get_ruleset({"kiriage": True})


def test_the_situation_cache_of_melds_keeps_only_valid_melds():
    from mjlearn.riichi import situation
    before = situation._json_meld.cache_info().currsize
    for i in range(50):
        with pytest.raises(MjlearnError):
            Situation.from_json({"hand": "123m", "melds": [{"type": "pon", "tiles": f"{i}x"}]})
    assert situation._json_meld.cache_info().currsize == before


def test_the_cache_of_rule_specs_keeps_only_what_was_accepted():
    from mjlearn import rules
    hand = {"hand": "123p456p789s11122z", "win": "2z", "riichi": True}
    before = len(rules._BUILT)
    for i in range(50):
        with pytest.raises(MjlearnError):
            Situation.from_json({**hand, "rules": {"preset": "standard", f"option{i}": True}})
        with pytest.raises(MjlearnError):
            Situation.from_json({**hand, "rules": {"preset": "standard", "kazoe": f"kazoe{i}"}})
    assert len(rules._BUILT) == before
    # a spec accepted with true is kept; the same option as 1 is still refused, whichever
    # came first
    assert Situation.from_json({**hand, "rules": {"aka": True}}).rules.aka is True
    with pytest.raises(MjlearnError):
        Situation.from_json({**hand, "rules": {"aka": 1}})
    with pytest.raises(MjlearnError):
        rules.get_ruleset({"kuitan": 0})
    assert rules.get_ruleset({"kuitan": False}).kuitan is False


def test_the_cache_of_rule_specs_is_bounded():
    from mjlearn import rules
    hand = {"hand": "123p456p789s11122z", "win": "2z"}
    # (the rules module's cache is left as it was, for the other tests)
    built = dict(rules._BUILT)
    options = ["aka", "kuitan", "ippatsu", "double_riichi", "kiriage", "open_pinfu_fu", "pinfu_tsumo",
               "daisharin", "daichisei", "suurenkou", "sanrenkou"]
    try:
        for i in range(1 << len(options)):          # 2 048 different specs, each a ruleset
            spec = {"preset": "standard", **{o: bool(i >> k & 1) for k, o in enumerate(options)}}
            assert Situation.from_json({**hand, "rules": spec}).rules.kiriage is spec["kiriage"]
            assert len(rules._BUILT) <= rules._BUILT_MAX
        # the last one is kept (a full cache makes room)
        assert rules.get_ruleset(spec) is rules.get_ruleset(dict(spec))
    finally:
        rules._BUILT.clear()
        rules._BUILT.update(built)


def test_the_yaku_tables_of_rulesets_are_bounded():
    """A batch with a new rules object on every line: the tables built for each are not
    all kept (the report: 738 MB at 20 000 lines)."""
    from mjlearn.riichi import evaluate, score
    from mjlearn.rules import STANDARD
    hand = {"hand": "234567m345p22s678s", "win": "8s", "riichi": True}
    kept = dict(evaluate._TABLES)
    try:
        for i in range(3 * evaluate._TABLES_MAX):
            rules = STANDARD.with_options(start_points=20_000 + 100 * i)   # a new object each
            result = score(Situation(**hand, rules=rules))
            assert (result.han, result.fu) == (3, 30)   # riichi, pinfu, tanyao; 30 fu by ron
            assert len(evaluate._TABLES) <= evaluate._TABLES_MAX
        assert evaluate.tables(rules)[0] is rules       # the last one is kept
    finally:
        evaluate._TABLES.clear()
        evaluate._TABLES.update(kept)
