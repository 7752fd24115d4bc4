"""What a learner reads in Spanish, Italian, Polish or Russian: no "seed", no internal id,
no English sentence — over everything registered, so it covers the messages others add.

Every error code, every step code (engine, table, exercises, lessons) and every name is
rendered with realistic parameters; so are whole results (scores with their summaries,
tables, settlements, final scores, Classic hands) and the command line (its output, its
``--help`` and its usage errors). What the learner typed is shown as typed, so the values
a message echoes "raw" are taken out before the checks; so are the command line's own
syntax (option names, exercise kinds, preset and profile names, JSON keys).

The summary test checks the arithmetic a learner reads: for hands with honba and riichi
sticks, in each language, every "a + b = c" adds up, what each payer pays adds up to what
the winner gains, and the numbers are the rules' own (the ``mahjong`` package agrees).
"""

from __future__ import annotations

import io
import re

import pytest

from mjlearn.classic.rules import PROFILES
from mjlearn.cli import main
from mjlearn.cli.classic import LINE_FIELDS
from mjlearn.errors import ERROR_CODES, MjlearnError
from mjlearn.exercises import KINDS
from mjlearn.i18n import messages as tables
from mjlearn.i18n import parse_points, render_error, render_score, render_step
from mjlearn.i18n.names import NAME_TABLES
from mjlearn.i18n.render import PARAM_FORMATS, name
from mjlearn.riichi import Situation, score
from mjlearn.rules import PRESETS
from mjlearn.trace import STEP_CODES, Step
from tests.i18n_samples import TRANSLATED, sample_params, step_samples
from tests.riichi_oracle import generate, score_with_mahjong
from tests.test_i18n_corpus import classic_texts, table_texts

# Ids where a parameter holds one (by the formatter that names it), so the test proves
# each is shown by its name: a snake_case id wherever the engine has one, so that an id
# left in a sentence is caught.
REALISTIC = {
    "yaku": ("yaku", "menzen_tsumo"), "wait": ("wait", "kokushi_13"),
    "limit": ("limit", "kazoe_yakuman"), "ruleset": ("ruleset_under", "kostaryov"),
    "flag": ("flag", "double_riichi"), "other": ("flag", "haitei"),
    "rule": ("option", "nagashi_mangan"), "option": ("option", "double_wind_pair_fu"),
    "requires": ("requirement", "closed_hand"), "payer_role": ("role", "non_dealer"),
    "role": ("role", "non_dealer"), "win_way": ("win_way", "riichi_tsumo"),
    "yaku_list": ("yaku_names", ("menzen_tsumo", "yakuhai_round_wind")),
    "choices": ("yaku_choices", ("menzen_tsumo", "sanshoku_doukou", "pinfu")),
}
# …and where a code's parameter holds an id its formatter does not say.
REALISTIC_BY_CODE = {
    "note.pinfu_refused": lambda params: ({"detail": "pinfu_tsumo"}
                                          if params["reason"] == "tsumo" else {}),
}

SNAKE_CASE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
# Italian says "regole standard": the word is Italian there, the id nowhere else.
PRESET_IDS = {lang: sorted(set(PRESETS) - ({"standard"} if lang in ("en", "it") else set()))
              for lang in ("en", *TRANSLATED)}
# Words of an English sentence that none of the four languages writes.
ENGLISH = re.compile(
    r"\b(?:the|The|and|is|are|of|with|which|your|you|You|this|This|that|for|not|from|does|"
    r"each|only|must|cannot|would|have|there|their|they|when|will|what|how|who|than|into|"
    r"points|player|players|hand|tile|tiles|wins|pays|winner|dealer|wall|discard|usage|"
    r"required|show|help|invalid|choose|expected)\b")
NESTED_PARENTHESES = re.compile(r"\([^()]*\(")
# Messages whose text is the same in every language: symbols and placeholders only.
SAME_IN_EVERY_LANGUAGE = {"{yaku}: +{value}.", "{points} × 2^{doubles} = {raw}.",
                          "{low}–{high}", "{low}+", "{code} — {tile}: {shapes}",
                          "{name} ({file})"}


def problems(text: str, lang: str, shown_as_typed=()) -> list[str]:
    """What is wrong with a text a learner reads in ``lang`` (HTML: its text, not its
    markup, nor its style sheet)."""
    text = re.sub(r"<style>.*?</style>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    for typed in sorted((str(t) for t in shown_as_typed if str(t)), key=len, reverse=True):
        text = text.replace(typed, " ")
    found = []
    if "seed" in text.lower():
        found.append("seed")
    found += [f"id {m}" for m in SNAKE_CASE.findall(text)]
    found += [f"preset id {p}" for p in PRESET_IDS[lang] if re.search(rf"\b{p}\b", text)]
    found += [f"English {m}" for m in ENGLISH.findall(text)]
    if NESTED_PARENTHESES.search(text):
        found.append("nested parentheses")
    return found


def params_for(code: str, names, sample: dict, overrides: dict) -> dict:
    params = dict(sample)
    for param in names:
        kind, value = REALISTIC.get(param, (None, None))
        if kind is not None and (overrides.get(param) or PARAM_FORMATS.get(param)) == kind:
            params[param] = value
    params.update(REALISTIC_BY_CODE.get(code, lambda params: {})(params))
    return params


def shown_as_typed(code: str, params: dict, overrides: dict) -> list:
    """The values a message shows exactly as given: the learner's own text."""
    typed = []
    for param, value in params.items():
        kind = overrides.get(param) or PARAM_FORMATS.get(param)
        if kind == "raw" or (kind is None and isinstance(value, str)):
            typed.append(value)
        elif kind == "typed_or":        # names one can type, listed with "or"
            typed += str(value).split(", ")
    return typed


def error_cases():
    for code, names in sorted(ERROR_CODES.items()):
        sample = sample_params(names, code)  # with the samples one code needs (a draw's kind)
        yield code, params_for(code, names, sample, tables.ERROR_PARAM_FORMATS.get(code, {}))


def step_cases():
    for code, names in sorted(STEP_CODES.items()):
        for sample in step_samples(code, names):
            yield code, params_for(code, names, sample, tables.STEP_PARAM_FORMATS.get(code, {}))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_error_speaks_of_seeds_ids_or_english(lang):
    bad = {}
    for code, params in error_cases():
        text = render_error(MjlearnError(code, **params), lang)
        overrides = tables.ERROR_PARAM_FORMATS.get(code, {})
        found = problems(text, lang, shown_as_typed(code, params, overrides))
        if text == render_error(MjlearnError(code, **params), "en"):
            found.append("the English sentence")
        if found:
            bad[code] = (found, text)
    assert bad == {}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_step_speaks_of_seeds_ids_or_english(lang):
    bad = {}
    for code, params in step_cases():
        step = Step(code, params, 2)
        text = render_step(step, lang)
        overrides = tables.STEP_PARAM_FORMATS.get(code, {})
        found = problems(text, lang, shown_as_typed(code, params, overrides))
        message = tables.STEP_MESSAGES[code]
        if text == render_step(step, "en") and getattr(message, "msgid", None) \
                not in SAME_IN_EVERY_LANGUAGE:
            found.append("the English sentence")
        if found:
            bad[f"{code} {params}"] = (found, text)
    assert bad == {}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_name_is_an_id_or_english(lang):
    bad = {f"{kind}.{key}": (found, text)
           for kind, table in NAME_TABLES.items() for key in table
           for text in [name(kind, key, lang)] if (found := problems(text, lang))}
    assert bad == {}


def whole_results(lang: str) -> list[str]:
    texts = []
    for seed in range(40):
        situation = generate(seed, ("standard", "ema", "kostaryov")[seed % 3])
        try:
            texts.append(render_score(score(Situation.from_json(situation)), lang))
        except MjlearnError as error:
            texts.append(render_error(error, lang))
    return texts + table_texts(lang) + classic_texts(lang)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_whole_results_speak_the_learners_language(lang):
    bad = [(found, text) for text in whole_results(lang) if (found := problems(text, lang))]
    assert bad == []


# --- the command line -------------------------------------------------------------------

# What a teacher types on the command line, shown as syntax in the help.
INPUT_SYNTAX = sorted({*KINDS, *PRESETS, *PROFILES, *LINE_FIELDS}, key=len, reverse=True)
OPTION = re.compile(r"(?<![\w-])--?[a-z][a-z-]*")


def cli_problems(text: str, lang: str) -> list[str]:
    text = OPTION.sub(" ", text)
    return problems(text, lang, INPUT_SYNTAX)


COMMANDS = [
    ["waits", "1112345678999m"], ["waits", "13m"], ["waits", "1111m1m"],
    ["score", "234m567p234678s88p", "--win", "2s", "--riichi", "--honba", "2", "--sticks", "1"],
    ["score", "123m456p789s55s", "--win", "5s", "--meld", "pon:111z", "--seat", "E"],
    ["score", "11z123m456p789s55s", "--win", "1z", "--rules", "kostaryov"],
    ["score", "234567m345p22s678s", "--win", "8s", "--ippatsu"],
    ["table"], ["table", "--dealer", "--tsumo", "--rules", "ema"], ["table", "--tsumo"],
    ["final-score", "56800", "32400", "19100", "-8300"],
    ["final-score", "41000", "30000", "25000", "23000", "--rules", "ema", "--riichi-sticks", "1"],
    ["classic", "settle", "E=50", "S=80", "W=20", "N=0", "--winner", "W"],
    ["quiz", "--seed", "3", "--kinds", ",".join(sorted(KINDS)), "--count", "2", "--answers"],
    ["cheatsheet", "--rules", "kostaryov"], ["cheatsheet", "--rules", "ema", "--html"],
    # help and usage errors, in argparse's words
    ["--help"], ["score", "--help"], ["classic", "settle", "--help"], ["quiz", "--help"],
    ["cheatsheet", "--help"],
    ["quiz"], ["score", "--honba", "x"], ["waits"], ["nosuchcommand"],
]


def run(capsys, args) -> str:
    try:
        main(args)
    except SystemExit:
        pass
    captured = capsys.readouterr()
    return captured.out + captured.err


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_command_line_speaks_the_learners_language(lang, capsys, monkeypatch):
    bad = []
    for args in COMMANDS:
        text = run(capsys, [*args, "--lang", lang] if args[0] != "nosuchcommand" else args)
        if "nosuchcommand" in args:
            continue  # needs the environment: below
        assert text.strip(), args
        bad += [(args, found) for found in cli_problems(text, lang)]
    monkeypatch.setattr("sys.stdin", io.StringIO(
        '{"hand": "[1111m] (666z) 222p (345s) 11z last=1z/drawn", "seat_wind": "E", '
        '"round_wind": "E"}\n{"hand": "(123z)"}\n'))
    classic = run(capsys, ["classic", "score", "--jsonl", "-", "--lang", lang])
    message = re.search(r'"message": "([^"]*)"', classic).group(1)
    bad += [("classic score", found) for found in cli_problems(message, lang)]
    assert bad == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_help_and_usage_errors_follow_the_environment(lang, capsys, monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANGUAGE", lang)
    helped = run(capsys, ["score", "--help"])
    wrong = run(capsys, ["quiz", "--seed", "3"])
    unknown = run(capsys, ["nosuchcommand"])
    for text in (helped, wrong, unknown):
        assert "usage:" not in text and "options:" not in text, text
        assert cli_problems(text, lang) == [], text
    monkeypatch.setenv("LANGUAGE", "en")
    assert run(capsys, ["quiz", "--seed", "3"]) != wrong  # the environment chose it


# --- the summary: what each payer pays adds up to what the winner gains -----------------

NUMBER = r"[−+-]?\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|[−+-]?\d+"
SUM = re.compile(rf"((?:{NUMBER})(?: \+ (?:{NUMBER}))+) = ({NUMBER})")

# (situation, what each payer pays with the honba, how many pay it, the riichi sticks'
# points, the winner's gain): worked out from the rules — ron 4 × basic (6 × for the
# dealer), tsumo 1 × / 2 × basic, each rounded up to 100; honba 300 per counter (100 from
# each on a tsumo); 1 000 per riichi stick.
HANDS = [
    # 3 han 30 fu, non-dealer ron: 960 × 4 = 3 840 → 3 900; 2 honba +600; 1 stick
    ({"hand": "234m567p234678s88p", "win": "2s", "riichi": True, "honba": 2,
      "riichi_sticks": 1}, [(4500, 1)], 1000, 5500),
    # mangan tsumo by a non-dealer: 2 000 each, 4 000 from the dealer; 1 honba +100 each;
    # 2 sticks
    ({"hand": "234567m345p22s678s", "win": "8s", "tsumo": True, "riichi": True, "dora": "1m",
      "honba": 1, "riichi_sticks": 2}, [(2100, 2), (4100, 1)], 2000, 10300),
    # the dealer's tsumo, 4 han 20 fu: 1 280 × 2 = 2 560 → 2 600 from each; 3 honba +300
    # each; 1 stick
    ({"hand": "234567m345p22s678s", "win": "8s", "tsumo": True, "riichi": True,
      "seat_wind": "E", "honba": 3, "riichi_sticks": 1}, [(2900, 3)], 1000, 9700),
    # the dealer's ron, 3 han 30 fu: 960 × 6 = 5 760 → 5 800; 1 honba +300; no stick
    ({"hand": "234567m345p22s678s", "win": "8s", "riichi": True, "seat_wind": "E",
      "honba": 1}, [(6100, 1)], 0, 6100),
    # no honba, 1 stick: 3 900 from the discarder
    ({"hand": "234m567p234678s88p", "win": "2s", "riichi": True, "riichi_sticks": 1},
     [(3900, 1)], 1000, 4900),
]


def numbers(text: str, lang: str) -> list[int]:
    return [parse_points(n.replace("\u2212", "-"), lang) for n in re.findall(NUMBER, text)]


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
@pytest.mark.parametrize("situation, payers, sticks, gain", HANDS)
def test_the_summary_adds_up(situation, payers, sticks, gain, lang):
    # the engine's defaults (a non-dealer, East round) said to the reference, whose own
    # default seat is East
    reference = score_with_mahjong({"seat_wind": "S", "round_wind": "E", **situation,
                                    "rules": "standard"})
    assert reference["total"] == gain  # the reference package agrees with the rules
    result = score(Situation.from_json(situation))
    pays_line, gains_line = render_score(result, lang).splitlines()[-2:]
    for line in (pays_line, gains_line):
        for parts, total in SUM.findall(line):  # every sum a learner reads is right
            assert sum(numbers(parts, lang)) == numbers(total, lang)[0], line
    # what each payer pays: the amount after "=" (or the only one) of each payer
    paid = [numbers(total, lang)[0] for _, total in SUM.findall(pays_line)] or \
        [n for n in numbers(pays_line, lang) if n >= 100]
    assert sorted(paid) == sorted(amount for amount, _ in payers), pays_line
    # the winner's gain: the payments, each as often as it is paid, and the sticks
    sums = SUM.findall(gains_line)
    parts = numbers(sums[0][0], lang) if sums else numbers(gains_line, lang)
    expected = [amount for amount, count in payers for _ in range(count)] + ([sticks] if sticks else [])
    if sums or len(expected) > 1:
        assert sorted(parts) == sorted(expected), gains_line
    assert gain == result.total
    if situation.get("riichi") and sticks:
        # one of the sticks is the winner's own: they collect the total (after "="), and
        # the hand gains them the total less their own stick (the line's last amount)
        assert numbers(sums[0][1], lang)[0] == gain, gains_line
        assert numbers(gains_line, lang)[-1] == gain - 1000, gains_line
    else:
        assert numbers(gains_line, lang)[-1] == gain


# --- the yaku question: answered by names, in the learner's language --------------------

@pytest.mark.parametrize("lang, typed", [
    ("en", "Honitsu, Riichi"), ("es", "Hon Itsu, riichi"), ("it", "honitsu,riichi"),
    ("pl", "jeden kolor ze smokami i wiatrami (Honitsu), zakład (Riichi)"),
    ("ru", "Honitsu, riichi"),
])
def test_the_yaku_question_takes_names_and_shows_names(lang, typed):
    from mjlearn.exercises import check, expected_answer, feedback, question_for

    # 234m 456m 567m 789m and a pair of white dragons, riichi, ron on the 4m: one suit
    # with honours (honitsu) and riichi, nothing else (the dragon pair makes no pinfu);
    # seed 10 offers two yakuhai among the wrong choices
    q = question_for("name_yaku", {"hand": "23455667789m55z4m", "win": "4m",
                                   "riichi": True}, seed=10)
    assert expected_answer(q) == {"honitsu", "riichi"}
    assert {"yakuhai_haku", "yakuhai_seat_wind"} <= set(q.choices)
    assert check(q, typed, lang).correct
    wrong = check(q, "Riichi", lang)
    text = " ".join(render_step(s, lang) for s in feedback(q, wrong))
    ids_only = [p for p in problems(text, lang) if lang != "en" or not p.startswith("English")]
    # the id never stands alone (Italian writes the name in lower case in a sentence, «l'honitsu
    # (mezzo colore)», always with its gloss)
    assert ids_only == [] and "Riichi" in text
    assert re.search(r"\bhonitsu\b(?! \()", text) is None
    with pytest.raises(MjlearnError) as shared:  # "Yakuhai" names two choices: neither
        check(q, "Yakuhai", lang)
    refused = problems(render_error(shared.value, lang), lang, ["Yakuhai"])
    assert [p for p in refused if lang != "en" or not p.startswith("English")] == []


# --- every rule option, flag and requirement has a name --------------------------------

def test_every_rule_option_flag_and_requirement_has_a_name():
    from dataclasses import fields

    from mjlearn.cli.score import FLAG_OPTIONS
    from mjlearn.i18n.names import FLAG_NAMES, OPTION_NAMES, REQUIREMENT_NAMES
    from mjlearn.riichi import situation
    from mjlearn.rules import Ruleset

    assert {f.name for f in fields(Ruleset)} - {"name"} <= set(OPTION_NAMES)
    flags = {*FLAG_OPTIONS, *situation._REQUIRES, *(f for pair in situation._CONFLICTS for f in pair)}
    assert flags | {"ura"} <= set(FLAG_NAMES)
    assert set(situation._REQUIRES.values()) <= set(REQUIREMENT_NAMES)
