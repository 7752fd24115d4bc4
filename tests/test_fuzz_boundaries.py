"""Every public function, driven with wrong types, huge numbers and odd strings, answers or
raises a typed :class:`MjlearnError` whose message renders in all five languages.

The public functions are those the packages export (``__all__`` of ``mjlearn``, ``mjlearn.hand``,
``mjlearn.readings``, ``mjlearn.riichi``, ``mjlearn.table``, ``mjlearn.classic``,
``mjlearn.exercises``, ``mjlearn.i18n``, ``mjlearn.widgets``), the tile helpers of ``mjlearn.tiles``, the rules'
``get_ruleset`` and ``Ruleset``, and the methods people call on the engine's objects
(``Situation.from_json``, ``Ruleset.with_options``, ``Sticks.of`` …). Hypothesis draws a
function and its arguments; the examples are bounded so the test stays well under a
minute in CI. Among the values drawn (issue 28): mappings whose keys are the names of
Python parameters (``{"self": 1}``, ``{"kind": …}``), Decimal NaN and infinities, NUL and
lone surrogates in names and paths, and endless or huge iterables (``itertools.count()``,
``range(10**12)``), which must be refused before they are read: a call that runs longer
than :data:`HANG_SECONDS` fails the test.
"""

from __future__ import annotations

import importlib
import inspect
import itertools
import math
import os
import signal
from datetime import timedelta
from decimal import Decimal
from pathlib import PurePosixPath

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mjlearn.errors import MjlearnError
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error, set_language

MODULES = ["mjlearn", "mjlearn.hand", "mjlearn.readings", "mjlearn.riichi", "mjlearn.table",
           "mjlearn.classic", "mjlearn.exercises", "mjlearn.i18n", "mjlearn.widgets"]
TILE_HELPERS = ["suit_of", "number_of", "is_honour", "is_terminal", "is_terminal_or_honour",
                "is_simple", "is_wind", "is_dragon", "next_kind", "kind_code", "tile",
                "parse_tiles", "format_tiles", "sorted_tiles", "counts_of", "Tile"]

# The exercise framework's own building blocks (a kind's questions, verdicts and
# misconceptions, and registering a kind) are for the authors of exercise kinds, not a
# boundary a learner's input crosses; their entry points (generate, check, hints,
# feedback, parse_answer …) are driven here.
FRAMEWORK = {"mjlearn.exercises.ExerciseKind", "mjlearn.exercises.Question",
             "mjlearn.exercises.Verdict", "mjlearn.exercises.Misconception",
             "mjlearn.exercises.recomputed", "mjlearn.exercises.diagnose",
             "mjlearn.exercises.register_kind"}
# The progress store opens (and creates) the file it is given, or one in the user's data
# directory: driven with random paths it would litter the disk, so its arguments are
# checked by test_the_progress_store_checks_its_arguments, in a temporary folder.
FILE_SYSTEM = {"mjlearn.exercises.ProgressStore", "mjlearn.exercises.default_store"}


def public_callables():
    found = {}
    for name in MODULES:
        module = importlib.import_module(name)
        for attr in module.__all__:
            obj = getattr(module, attr)
            if callable(obj) and not (isinstance(obj, type) and issubclass(obj, BaseException)):
                found.setdefault(f"{name}.{attr}", obj)
    tiles = importlib.import_module("mjlearn.tiles")
    for attr in TILE_HELPERS:
        found[f"mjlearn.tiles.{attr}"] = getattr(tiles, attr)
    from mjlearn.riichi import Situation
    from mjlearn.rules import STANDARD, Ruleset, get_ruleset
    from mjlearn.table import GameState, Sticks
    found.update({
        "mjlearn.rules.get_ruleset": get_ruleset, "mjlearn.rules.Ruleset": Ruleset,
        "Ruleset.with_options": STANDARD.with_options,
        "Situation.from_json": Situation.from_json,
        "Sticks.of": Sticks.of,
        "GameState.seat_wind": GameState((25000,) * 4).seat_wind,
    })
    for key in FRAMEWORK | FILE_SYSTEM:
        found.pop(key, None)
    return sorted(found.items())


PUBLIC = public_callables()


def _deep(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _engine_objects():
    from mjlearn import parse_hand, parse_waiting_hand, find_waits, tile
    from mjlearn.classic import score_hand
    from mjlearn.exercises import generate
    from mjlearn.riichi import Situation, score
    from mjlearn.rules import EMA
    from mjlearn.table import STARTING_SET, GameState, Win, final_scores
    from mjlearn.trace import step
    situation = Situation(hand="234567m345p22s678s", win="8s", riichi=True)
    return [tile("5m"), EMA, GameState((25000,) * 4), STARTING_SET, situation, score(situation),
            parse_hand("234567m345p22s678s"), parse_waiting_hand("13m", partial=True),
            find_waits(parse_waiting_hand("1112345678999m")), Win(0, 2000),
            final_scores((25000,) * 4, EMA.with_options(start_points=25000)),
            score_hand("[1111m] (666z) 222p (345s) 11z last=1z/drawn"),
            generate("count_fu", 3, 1), step("fu.base", 20), MjlearnError("not_tenpai")]


ODD = [
    None, True, False, 0, 1, -1, 3, 4, 27, 33, 34, 100, 2 ** 31, 2 ** 63, 10 ** 24, 10 ** 25,
    -10 ** 30, 10 ** 5000, 0.5, math.nan, math.inf, -math.inf, 1e300,
    "", " ", "\ud800", "x" * 20_000, "9" * 5000, "\x00", "😀", "١٢٣", "<b>",
    "123m", "234567m345p22s678s", "1112345678999m", "13m", "5m", "0p", "E", "S", "east",
    "standard", "ema", "kostaryov", "pl", "ru", "xx", "count_fu", "find_waits", "final_score",
    "pay_with_sticks", "chi", "pon", "kan", "(123m)", "[1111m] (666z) 222p (345s) 11z last=1z/drawn",
    "11 600", "-8000", "36m", "E=50",
    b"123m", bytearray(b"x"), [], [1], ["1m"], [None] * 5, list(range(2000)), _deep(5000),
    (), (1, 2, 3, 4), (25000, 25000, 25000, 25000), (25000,) * 5, (1, 2, 4, 10),
    {1, 2}, frozenset({"pinfu"}), {}, {"a": 1}, {"hand": "\ud800"}, {"preset": "ema", "aka": 1},
    {"aka": True}, {"riichi_deposit": 0}, {"E": 10 ** 30, "S": "x", "W": 1, "N": 2},
    {"hand": "234567m345p22s678s", "win": "8s", "riichi": True, "honba": 10 ** 30},
    {"type": "pon", "tiles": "777z"}, ("pon", "777z"), object(), int, len, range(10 ** 9),
    *_engine_objects(),
]

# Keys that are the names of parameters somewhere (a mapping splatted into a call must
# not bind them: ``get_ruleset({"self": 1})`` once did)
RESERVED = ("self", "cls", "kind", "seed", "difficulty", "ruleset", "rules", "lang", "code",
            "value", "params", "options", "constraints", "args", "kwargs", "spec", "data",
            "__class__", "preset")
DECIMALS = [Decimal("NaN"), Decimal("-NaN"), Decimal("sNaN"), Decimal("Infinity"),
            Decimal("-Infinity"), Decimal("-0"), Decimal("1e999999"), Decimal("2.5"),
            Decimal(2 ** 63)]
# NUL and lone surrogates in names and paths (a learner's name, a file the widgets open)
NAMES = ["a\x00b", "Ana\ud83d", "\udcff", "/tmp/x\x00y", "x\ud800/y.json", "../" * 50,
         PurePosixPath("a\udcffb"), "\u202eevil", "=HYPERLINK(\"x\")"]
SCALARS = st.one_of(st.sampled_from([None, True, 1, -1, 2 ** 63, math.nan, "x", "\ud800", "",
                                     [], {}, Decimal("NaN")]),
                    st.integers(-10, 10), st.text(max_size=4))
ENDLESS = st.one_of(st.builds(itertools.count), st.builds(itertools.repeat, st.just("1m")),
                    st.builds(lambda: itertools.cycle([("pon", "777z")])),
                    st.just(range(10 ** 12)), st.builds(lambda: iter(range(10 ** 12))),
                    st.builds(lambda: (str(i) for i in itertools.count())))

values = st.one_of(
    st.sampled_from(ODD),
    st.dictionaries(st.sampled_from(RESERVED), SCALARS, min_size=1, max_size=3),
    st.builds(lambda inner: {"hand": "234567m345p22s678s", "win": "8s", "rules": inner},
              st.dictionaries(st.sampled_from(RESERVED), SCALARS, min_size=1, max_size=2)),
    st.sampled_from(DECIMALS),
    st.sampled_from(NAMES),
    ENDLESS,
    st.integers(min_value=-(2 ** 70), max_value=2 ** 70),
    st.text(max_size=12),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.one_of(st.integers(-5, 40), st.text(max_size=4), st.none()), max_size=6),
    st.dictionaries(st.text(max_size=8), st.one_of(st.integers(-5, 10 ** 6), st.booleans(),
                                                    st.text(max_size=6), st.none()), max_size=4),
)

CONSTRAINTS = ("open", "kan", "tsumo", "closed_ron_fu", "fu", "yakuman", "differs_from", "wrap",
               "dealer", "dealer_wins", "exhausted", "han", "indicators", "waits", "sticks",
               "amount", "shape", "answer", "profile", "winner", "colour")


def assert_renders(error: MjlearnError) -> None:
    from mjlearn.errors import ERROR_CODES
    holes = [f"{{{name}}}" for name in ERROR_CODES[error.code]]
    for lang in SUPPORTED_LANGUAGES:
        text = render_error(error, lang)
        assert text, (error.code, lang)
        # the message, not its code (unless a value given is the code itself: "bad_wind")
        if not any(isinstance(v, str) and error.code in v for v in error.params.values()):
            assert error.code not in text, (error.code, lang, text)
        # every placeholder filled (unless a value itself looks like one)
        if not any("{" in str(v)[:100] for v in error.params.values() if isinstance(v, str)):
            assert not any(hole in text for hole in holes), (error.code, lang, text)
        text.encode("utf-8")     # printable everywhere: no lone surrogate left


HANG_SECONDS = 15


class Hang(Exception):
    """A call that did not return: an endless iterable read without a bound."""


def _hang(_signum, _frame):
    raise Hang


def call(function, args, kwargs):
    previous = signal.signal(signal.SIGALRM, _hang)
    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
    try:
        function(*args, **kwargs)
    except MjlearnError as error:
        assert_renders(error)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        set_language(None)


@st.composite
def calls(draw):
    name, function = draw(st.sampled_from(PUBLIC))
    try:
        parameters = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        parameters = []
    args = []
    kwargs = {}
    # a keyword of **kwargs that names one of the function's own parameters is Python's
    # call error, not a boundary's: only the others are drawn
    own = {p.name for p in parameters if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
    extra = [name for name in CONSTRAINTS + RESERVED if name not in own]
    for p in parameters:
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            if p.default is p.empty or draw(st.booleans()):
                args.append(draw(values))
            elif kwargs or draw(st.booleans()):
                break
        elif p.kind is p.KEYWORD_ONLY and draw(st.booleans()):
            kwargs[p.name] = draw(values)
        elif p.kind is p.VAR_KEYWORD and draw(st.booleans()):
            kwargs[draw(st.sampled_from(extra))] = draw(values)
    return name, function, args, kwargs


# MJLEARN_FUZZ_EXAMPLES=50000 runs a longer search locally; CI keeps to a few seconds.
@settings(max_examples=int(os.environ.get("MJLEARN_FUZZ_EXAMPLES", 2500)),
          deadline=timedelta(seconds=20),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(calls())
def test_every_public_function_raises_only_typed_errors_that_render(drawn):
    name, function, args, kwargs = drawn
    call(function, args, kwargs)


def test_every_public_function_is_driven():
    names = dict(PUBLIC)
    # the boundaries the issue names, among many
    for expected in ("mjlearn.table.GameState", "mjlearn.table.final_scores", "mjlearn.classic.settle",
                     "mjlearn.exercises.generate", "mjlearn.exercises.check", "mjlearn.i18n.score_json",
                     "mjlearn.i18n.format_number", "mjlearn.i18n.render_error", "mjlearn.parse_tiles",
                     "mjlearn.table.pay_with_sticks", "Situation.from_json", "mjlearn.rules.get_ruleset",
                     # and the tutor's, the table's and the scoring tables' newer entry points
                     "mjlearn.exercises.respond", "mjlearn.exercises.Tries", "mjlearn.exercises.similar",
                     "mjlearn.exercises.draw", "mjlearn.exercises.question_for",
                     "mjlearn.exercises.read_choices", "mjlearn.exercises.field_label",
                     "mjlearn.exercises.QuizTest", "mjlearn.exercises.quiz_questions",
                     "mjlearn.table.Pao", "mjlearn.table.AbortiveDraw", "mjlearn.table.Chombo",
                     "mjlearn.table.cheat_sheet", "mjlearn.table.is_last_hand",
                     "mjlearn.i18n.render_points_table_html", "mjlearn.i18n.format_signed"):
        assert expected in names
    assert not FILE_SYSTEM & set(names)
    assert len(PUBLIC) > 150


# --- the cases of the issue, one by one ------------------------------------------------------

def test_the_progress_store_checks_its_arguments(tmp_path, monkeypatch):
    from mjlearn.exercises import ProgressStore, default_store
    monkeypatch.chdir(tmp_path)                  # whatever a wrong call might create stays here
    for kwargs in ({"path": 3}, {"path": b"x"}, {"path": "x" * 20_000}, {"learner": None},
                   {"learner": "x" * 1000}, {"lang": 5}, {"timeout": -1}, {"timeout": math.inf},
                   {"timeout": "2"}, {"timeout": True}, {"path": "a\x00b"}, {"path": "a\ud800"},
                   {"path": tmp_path / "x\udcff"}, {"learner": "a\x00b"},
                   {"learner": "Ana\ud83d"}):
        error = typed(ProgressStore, **{"path": str(tmp_path / "p.sqlite3"), **kwargs})
        assert error.code in ("bad_argument", "text_too_long")
    assert typed(default_store, 7).code == "bad_argument"
    assert typed(default_store, ["me"]).code == "bad_argument"
    store = ProgressStore(tmp_path / "p.sqlite3", "ana", lang="pl", timeout=0.5)
    assert store.available and store.error is None
    store.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.sqlite3"]



def typed(function, *args, **kwargs) -> MjlearnError:
    with pytest.raises(MjlearnError) as info:
        function(*args, **kwargs)
    assert_renders(info.value)
    return info.value


def test_wrong_containers_at_the_table_and_in_classic_and_exercises():
    from mjlearn.classic import settle
    from mjlearn.exercises import generate
    from mjlearn.rules import STANDARD
    from mjlearn.table import GameState, final_scores
    assert typed(GameState, scores=1).code == "bad_argument"
    assert typed(final_scores, 3, STANDARD).code == "bad_argument"
    assert typed(settle, 1, None).code == "bad_argument"
    error = typed(generate, "final_score", 1, 1, sticks="25")
    assert (error.code, error.params["argument"]) == ("bad_argument", "sticks")


def test_a_type_error_is_labelled_as_one_and_its_message_renders():
    from mjlearn.table import GameState
    error = typed(GameState, (25000,) * 4, honba="2")
    assert error.code == "bad_argument" and error.params == {
        "argument": "honba", "expected": "whole_number", "value": "2"}
    assert render_error(error, "pl") == "„honba” nie może mieć wartości 2: musi to być " \
                                        "liczba całkowita."
    assert typed(GameState, (25000,) * 4, honba=-1).code == "negative_honba"
    assert typed(GameState, (25000,) * 4, honba=10 ** 30).code == "out_of_range"


def test_magnitudes_are_bounded():
    from mjlearn.riichi import Situation
    error = typed(Situation, hand="234567m345p22s678s", honba=33333333333333333333334)
    assert (error.code, error.params["maximum"]) == ("out_of_range", 1000)
    assert render_error(error, "en") == ("“honba” cannot be 33333333333333333333334: it goes "
                                         "from 0 to 1,000.")


def test_an_answer_of_thousands_of_digits_is_a_typed_error():
    from mjlearn.exercises import check, generate
    question = generate("count_fu", 1, 1)
    error = typed(check, question, "9" * 5000, "es")
    assert error.code == "number_too_large"
    assert render_error(error, "es").endswith("las respuestas llegan como mucho a 1.000.000.000.")


def test_a_deposit_of_zero_is_refused():
    from mjlearn.rules import Ruleset, get_ruleset
    assert typed(get_ruleset, {"riichi_deposit": 0}).code == "out_of_range"
    assert typed(Ruleset, riichi_deposit=0).code == "out_of_range"


def test_find_waits_refuses_a_constraint_of_the_wrong_type_at_once():
    from mjlearn.exercises import generate
    error = typed(generate, "find_waits", 1, 1, exhausted=100)
    assert error.code == "bad_argument" and error.params["expected"] == "true_or_false"


def test_the_ruleset_cache_tells_1_from_true():
    from mjlearn.rules import get_ruleset
    assert typed(get_ruleset, {"aka": 1}).code == "bad_rule_value"
    assert get_ruleset({"aka": True}).aka is True
    assert typed(get_ruleset, {"aka": 1}).code == "bad_rule_value"   # not the cached True
    assert get_ruleset({"red_fives": [1, 2, 1]}) is get_ruleset({"red_fives": [1, 2, 1]})
    assert typed(get_ruleset, {"red_fives": [True, 2, 1]}).code == "bad_rule_value"


def test_score_json_never_raises_even_for_a_language_we_do_not_ship():
    from mjlearn.i18n import score_json
    out = score_json({"hand": "234567m345p22s678s", "win": "8s", "riichi": True}, lang="xx")
    assert out["error"]["code"] == "unsupported_language"
    assert out["error"]["message"].startswith("The language “xx” is not available")
    assert score_json(_deep(5000))["error"]["code"] == "bad_value"
    assert score_json({"hand": "234567m345p22s678s", "rules": {"uma": _deep(3000)}})["error"]["code"] \
        == "bad_rule_value"


@pytest.mark.parametrize("number, text", [
    (10 ** 24, "1,000,000,000,000,000,000,000,000"),
    (10 ** 25, "10,000,000,000,000,000,000,000,000"),
    (-(10 ** 30) - 7, "\u22121,000,000,000,000,000,000,000,000,000,007"),   # the real minus sign
    (10 ** 5000, "10^5000"),
], ids=["1e24", "1e25", "-1e30", "1e5000"])
def test_numbers_of_any_size_are_grouped(number, text):
    from mjlearn.i18n import format_number
    assert format_number(number, "en") == text
    assert format_number(10 ** 25, "pl") == "10\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000"
    assert format_number(10 ** 25, "es") == "10.000.000.000.000.000.000.000.000"


def test_every_argument_kind_is_named_in_every_language():
    from mjlearn.i18n.text import translate
    from mjlearn.i18n.validation import ARGUMENT_KINDS
    for kind, message in ARGUMENT_KINDS.items():
        error = MjlearnError("bad_argument", argument="x", expected=kind, value="1")
        english = render_error(error, "en")
        for lang in SUPPORTED_LANGUAGES:
            text = render_error(error, lang)
            assert translate(message, lang) in text, (kind, lang)    # its name, not its id
            if lang != "en":
                assert text != english, (kind, lang)


def test_errors_render_whatever_their_params_hold():
    from mjlearn.errors import ERROR_CODES
    odd = [None, 10 ** 5000, "\ud800", _deep(3000), object(), math.nan, "x" * 10_000, b"\xff"]
    for code, names in sorted(ERROR_CODES.items()):
        for value in odd:
            assert_renders(MjlearnError(code, **{name: value for name in names}))
        assert_renders(MjlearnError(code))      # parameters missing altogether


# --- near-valid input: a sound situation with one or two fields gone wrong --------------------

SOUND = {"hand": "234567m345p22s678s", "win": "8s", "melds": [], "tsumo": True, "riichi": True,
         "seat_wind": "E", "round_wind": "S", "dora": "1m", "ura": "4p", "honba": 2,
         "riichi_sticks": 1, "rules": {"preset": "standard", "kiriage": True}}
SITUATION_KEYS = sorted({*SOUND, "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                         "chankan", "tenhou", "chiihou", "renhou", "paarenchan", "colour"})


@settings(max_examples=int(os.environ.get("MJLEARN_FUZZ_EXAMPLES", 2500)) // 2,
          deadline=timedelta(seconds=20), suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(SITUATION_KEYS), values, min_size=1, max_size=2),
       st.sampled_from([None, "pl", "ru", "xx"]))
def test_a_sound_situation_with_odd_fields_is_scored_or_refused_with_a_typed_error(changes, lang):
    from mjlearn.i18n import score_json
    from mjlearn.riichi import Situation, score
    data = {**SOUND, **changes}
    out = score_json(data, lang)
    assert set(out) == {"error"} or "trace" in out
    if "error" in out:
        assert out["error"]["message"] and out["error"]["code"]
    kwargs = {k: v for k, v in data.items() if k != "colour"}
    try:
        score(Situation(**kwargs))
    except MjlearnError as error:
        assert_renders(error)


def test_the_timed_rounds_and_the_calls_check_their_arguments():
    from fractions import Fraction

    from mjlearn.exercises import (SpeedSummary, TimedAnswer, speed_questions, speed_summary,
                                   target_seconds)
    from mjlearn.i18n import format_call, format_percent, format_seconds
    from mjlearn.rules import STANDARD
    from mjlearn.table import Call, call_of

    refused = {
        "bad_option": [lambda: Call("both", (1000,)), lambda: Call("split", (2000,))],
        "out_of_range": [lambda: format_seconds(1e25), lambda: format_seconds(math.nan),
                         lambda: call_of(480, False, True, STANDARD, -1),
                         lambda: TimedAnswer(True, -1), lambda: TimedAnswer(True, math.nan),
                         lambda: speed_questions(1, 0), lambda: speed_summary([], [-8])],
        "bad_argument": [lambda: Call("ron", ("7700",)), lambda: format_call("2000-3900"),
                         lambda: format_seconds(None), lambda: format_percent("75%"),
                         lambda: target_seconds(None), lambda: speed_questions(None),
                         lambda: speed_questions(1, 8, None), lambda: speed_summary(None),
                         lambda: speed_summary([True]), lambda: speed_summary([], ["8 s"]),
                         lambda: call_of(480, 0, True, STANDARD), lambda: TimedAnswer(1, 2.0),
                         lambda: TimedAnswer(True, "2 s"), lambda: speed_questions(1, "8")],
    }
    for code, makers in refused.items():
        for make in makers:
            with pytest.raises(MjlearnError) as error:
                make()
            assert error.value.code == code
            assert_renders(error.value)
    # 2 han 30 fu (480 basic points), a non-dealer's tsumo with one honba: 500 + 100 from
    # each non-dealer, 1 000 + 100 from the dealer
    assert call_of(480, False, True, STANDARD, 1) == Call("split", (600, 1100))
    assert format_percent(Fraction(3, 4), "en") == "75%"
    # right first time: the first (5 s, within 8) and the last (12 s, over 8); the median
    # of 5, 9 and 12 s is 9 s
    answers = [TimedAnswer(True, 5), None, TimedAnswer(False, 9), TimedAnswer(True, 12)]
    assert speed_summary(answers, [8, 8, 8, 8]) == SpeedSummary(
        right=2, count=4, answered=3, median=9, on_target=1)


@pytest.mark.parametrize("text, expected", [
    ("101\u00a0000 очков", "101\u00a0000 очков"),          # no-break space (ru, pl groups)
    ("1\u202f000\u202f000", "1\u202f000\u202f000"),        # narrow no-break space
    ("a\u2009b\u2007c\u00add\u200de\u2060f", "a\u2009b\u2007c\u00add\u200de\u2060f"),
    ("a\nb\x00c", "a\\nb\\x00c"),                          # controls are escaped
    ("a\u2028b\u202ec", "a\\u2028b\\u202ec"),             # line separator, bidi override
    ("a\ud800b", "a\\ud800b"),                             # a lone surrogate
])
def test_printable_keeps_typography_and_escapes_controls(text, expected):
    from mjlearn.checks import printable
    assert printable(text) == expected


@pytest.mark.parametrize("lang, bounds", [("ru", "1\u00a0000\u00a0000"),
                                          ("pl", "1\u00a0000\u00a0000")])
def test_out_of_range_bounds_are_grouped_with_a_no_break_space(lang, bounds):
    error = MjlearnError("out_of_range", argument="scores", value="2000000", minimum=-1_000_000,
                         maximum=1_000_000)
    text = render_error(error, lang)
    assert bounds in text and "\\x" not in text


# --- the reproducers of the reliability report (issue 28), one by one -------------------------

def test_a_rules_mapping_with_a_key_named_self_is_an_unknown_option():
    from mjlearn.i18n import score_json
    from mjlearn.riichi import Situation
    from mjlearn.rules import get_ruleset
    assert typed(get_ruleset, {"self": 1}).code == "unknown_rule_option"
    hand = {"hand": "234567m345p22s678s", "win": "8s", "rules": {"self": 1}}
    out = score_json(hand, "pl")            # documented never to raise
    assert out["error"]["code"] == "unknown_rule_option"
    assert typed(Situation.from_json, hand).code == "unknown_rule_option"


@pytest.mark.parametrize("number", DECIMALS, ids=str)
def test_decimal_nan_and_infinities_are_formatted_or_refused_with_a_typed_error(number):
    from mjlearn.exercises import TimedAnswer
    from mjlearn.i18n import format_number, format_percent, format_seconds, format_signed
    for function in (format_number, format_signed, format_percent, format_seconds):
        try:
            text = function(number, "ru")
        except MjlearnError as error:
            assert error.code == "out_of_range"
            assert_renders(error)
        else:
            assert text and text.encode("utf-8")
    if not number.is_finite():
        assert typed(TimedAnswer, True, number).code == "out_of_range"


def test_the_widgets_refuse_wrong_options_with_typed_errors():
    from mjlearn import tile
    from mjlearn.widgets import ExerciseWidget, HandView, ReviewWidget, tile_svg
    assert typed(tile_svg, tile("5m"), scale="").code == "bad_argument"
    assert typed(ExerciseWidget, "count_fu", timed=True, clock=True, store=None).params[
        "expected"] == "clock"
    assert typed(ReviewWidget, seed=[], store=None).code == "bad_argument"
    assert HandView("123m", melds=None).error is None      # no called sets


@pytest.mark.parametrize("endless", [itertools.count, lambda: range(10 ** 12),
                                     lambda: itertools.repeat(("pon", "777z"))],
                         ids=["count", "range", "repeat"])
def test_endless_and_huge_iterables_are_refused_before_they_are_read(endless):
    from mjlearn import tile
    from mjlearn.widgets import (ExplanationView, HandView, QuizWidget, SpeedRound, TilePicker,
                                 hand_groups, row_html, row_svg)
    five = tile("5m")
    for make in (lambda: hand_groups(endless()), lambda: hand_groups("123m", melds=endless()),
                 lambda: row_svg([(five,)], marked=endless()), lambda: row_svg(endless()),
                 lambda: row_html([(five,)], face_down=endless()),
                 lambda: HandView("123m", melds=endless()), lambda: TilePicker(held=endless()),
                 lambda: ExplanationView(endless()), lambda: QuizWidget(endless(), 1, store=None),
                 lambda: SpeedRound(1, kinds=endless(), store=None)):
        call(lambda: typed(make), (), {})       # typed, and at once (HANG_SECONDS)


def test_a_constraint_named_like_a_parameter_is_an_unknown_constraint():
    from mjlearn.exercises import QuizTest, draw, generate, quiz_questions
    assert typed(draw, "count_fu", 1, "standard", {"kind": None}).code == "bad_constraint"
    assert typed(quiz_questions, 1, ["count_fu"], 1, kind=2).code == "bad_constraint"
    assert typed(QuizTest.for_seed, 1, ["count_fu"], 1, seed2=1).code == "bad_constraint"
    assert typed(generate, "count_fu", 2 ** 63, 1).code == "out_of_range"
