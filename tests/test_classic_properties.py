"""Property-based tests: settlement sums to zero, losers never get winner-only items,
no hand score exceeds the limit, and the chosen arrangement is the best one."""

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mjlearn.classic import EUROPEAN_CLASSIC, KAJONGG_DMJL, score_hand, settle, totals
from mjlearn.classic.doubles import WINNER_ONLY
from mjlearn.errors import MjlearnError
from mjlearn.tiles import Tile, format_tiles

PLAYERS = ("E", "S", "W", "N")
WINDS = ("E", "S", "W", "N")
PROFILES = st.sampled_from(["european_classic", "kajongg_dmjl"])
FAST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])


@FAST
@given(scores=st.lists(st.integers(0, 500), min_size=4, max_size=4),
       winner=st.one_of(st.none(), st.sampled_from(PLAYERS)), east=st.sampled_from(PLAYERS))
def test_settlement_sums_to_zero(scores, winner, east):
    result = settle(dict(zip(PLAYERS, scores)), winner, east)
    assert sum(result.net) == 0
    for i in range(4):
        assert result.matrix[i][i] == 0
        for j in range(4):
            assert result.matrix[i][j] == -result.matrix[j][i]
    if winner is not None:
        w = PLAYERS.index(winner)
        for i, player in enumerate(PLAYERS):
            if i != w:
                factor = 2 if east in (player, winner) else 1
                assert result.matrix[i][w] == factor * scores[w]


def _set(shape: str, kind: int) -> list[int]:
    return {"chow": [kind, kind + 1, kind + 2], "pung": [kind] * 3, "kong": [kind] * 4,
            "pair": [kind] * 2}[shape]


def _code(kinds: list[int]) -> str:
    return format_tiles(Tile(k) for k in kinds)


suit_start = st.integers(0, 2).flatmap(lambda s: st.integers(0, 6).map(lambda n: s * 9 + n))
any_kind = st.integers(0, 33)
chow = st.tuples(st.just("chow"), suit_start, st.sampled_from(["bare", "()", "<>"]))
pung = st.tuples(st.just("pung"), any_kind, st.sampled_from(["bare", "()", "<>"]))
kong = st.tuples(st.just("kong"), any_kind, st.sampled_from(["()", "{}", "[]"]))
a_set = st.one_of(chow, pung, pung, kong)


def _legal_copies(kinds: list[int]) -> bool:
    return all(kinds.count(k) <= 4 for k in set(kinds))


def _written(sets, pair: int) -> tuple[str, list[list[int]]]:
    """Compact text for the sets (bare ones run together) and the candidate last sets."""
    tokens, bare, completable = [], [], []
    for shape, kind, how in sets:
        kinds = _set(shape, kind)
        if how == "bare":
            bare += kinds
        else:
            tokens.append(how[0] + _code(kinds) + how[1])
        if shape != "kong":
            completable.append(kinds)
    bare += [pair, pair]
    completable.append([pair, pair])
    tokens.append(_code(sorted(bare)))
    return " ".join(tokens), completable


@FAST
@given(sets=st.lists(a_set, min_size=4, max_size=4), pair=any_kind, pick=st.integers(0, 20),
       profile=PROFILES, seat=st.sampled_from(WINDS), round_wind=st.sampled_from(WINDS),
       claimed=st.booleans())
def test_no_winning_hand_exceeds_the_limit(sets, pair, pick, profile, seat, round_wind, claimed):
    assume(_legal_copies([k for shape, kind, _h in sets for k in _set(shape, kind)] + [pair, pair]))
    text, completable = _written(sets, pair)
    candidates = [k for group in completable for k in group]
    last = candidates[pick % len(candidates)]
    try:
        score = score_hand(f"{text} last={_code([last])}/{'claimed' if claimed else 'drawn'}",
                           seat, round_wind, winner=True, profile=profile)
    except MjlearnError:
        assume(False)  # five copies, or the last tile only fits a set written melded
        return
    # Kajongg's input model says the same without an error: not mahjong, 0 points
    assume(score.won or profile != "kajongg_dmjl")
    limit = {"european_classic": EUROPEAN_CLASSIC, "kajongg_dmjl": KAJONGG_DMJL}[profile].limit
    assert score.won and 0 < score.total <= limit
    t = totals(score.trace)
    assert (t.points, t.doubles, t.total) == (score.points, score.doubles, score.total)
    # the chosen arrangement scores at least as much as every other one
    others = [s.params["total"] for s in score.trace if s.code == "classic.arrangement.alternative"]
    assert all(total <= score.total for total in others)


WINNER_ONLY_CODES = tuple(f"classic.double.{name}" for name in WINNER_ONLY) + (
    "classic.bonus.", "classic.limit.")


@FAST
@given(sets=st.lists(a_set, min_size=0, max_size=4), extra=st.lists(any_kind, min_size=13, max_size=13),
       profile=PROFILES, seat=st.sampled_from(WINDS), round_wind=st.sampled_from(WINDS))
def test_a_losers_score_never_includes_winner_only_items(sets, extra, profile, seat, round_wind):
    tokens, bare = [], []
    for shape, kind, how in sets:
        kinds = _set(shape, kind)
        if how == "bare":
            bare += kinds
        else:
            tokens.append(how[0] + _code(kinds) + how[1])
    n_kongs = sum(shape == "kong" for shape, _k, _h in sets)
    held = len(bare) + sum(len(_set(s, k)) for s, k, h in sets if h != "bare")
    assume(held <= 13 + n_kongs)
    bare += extra[: 13 + n_kongs - held]
    assume(_legal_copies(bare + [k for s, k, h in sets if h != "bare" for k in _set(s, k)]))
    if bare:
        tokens.append(_code(sorted(bare)))
    try:
        score = score_hand(" ".join(tokens), seat, round_wind, winner=False, profile=profile)
    except MjlearnError:
        assume(False)  # five copies
        return
    assert not score.won
    assert not [s.code for s in score.trace if s.code.startswith(WINNER_ONLY_CODES)]
    assert score.limit_hand is None
    assert score.total <= (KAJONGG_DMJL if profile == "kajongg_dmjl" else EUROPEAN_CLASSIC).limit
