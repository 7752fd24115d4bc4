"""Steps, errors and waits as text in the learner's language.

Every function takes an explicit ``lang`` (``None`` means the current default, see
:mod:`.languages`). A code without a message is a bug in the catalogs, so it raises
:class:`MissingMessageError` rather than printing the code to a learner.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable, Iterable, Mapping

from babel.lists import format_list

from ..checks import accepts, bad_argument, check_items, describe, describe_path, printable
from ..errors import MjlearnError, register_error_codes
from ..hand import Meld
from ..readings import Waits
from ..table.state import PLAYERS, check_seat
from ..tiles import Tile, kind_code
from ..trace import Step
from .languages import resolve_language
from .markers import Choice, Msg, PluralMsg
from .messages import (DERIVED_PARAMS, ERROR_MESSAGES, ERROR_PARAM_FORMATS, ON_TABLE_MESSAGES,
                       STEP_MESSAGES, STEP_PARAM_FORMATS, WAITS_MESSAGES)
from .grammar import count_in_words, tidy, with_article
from .names import (DORA_NAMES, DRAGON_NAMES, FLAG_NAMES, LIMIT_NAMES, MELD_NAMES, NAME_TABLES,
                    NOBODY, NUMBER_WORDS_OF, OPTION_NAMES, PLACES, RULESET_NAMES, RULESET_UNDER_NAMES, SEAT, SUIT_NAMES,
                    THE_TABLE, THESE_RULES, TILE_NAMES, UNDER_THESE_RULES, UNITS,
                    WAIT_NAMES, WIND_NAMES, YAKU_NAMES, YAKU_NAMES_WITHOUT_WINDS)
from .numbers import format_count, format_number, format_signed
from .text import fill, placeholders, translate, translate_plural
from .validation import RESULTS  # (also the boundary checks' messages)


register_error_codes({"unknown_name": ("key",)})


class MissingMessageError(MjlearnError, LookupError):
    """A code or id with no message in the tables: add it (see locales/README.md).

    A typed error too (``unknown_name``), since the id may come from a caller (a yaku id
    that does not exist); ``str()`` says what is missing, for the developer."""

    def __init__(self, detail: str, key: Any = "") -> None:
        super().__init__("unknown_name", key=describe(key, 60))
        self.detail = detail

    def __str__(self) -> str:
        return self.detail


def _name(table: Mapping[str, Msg], kind: str, key: str, lang: str | None) -> str:
    try:
        message = table[key]
    except (KeyError, TypeError):
        raise MissingMessageError(f"no {kind} name for {describe(key)!r}", key) from None
    return translate(message, resolve_language(lang))


def tile_name(tile: Tile | str, lang: str | None = None) -> str:
    """ "5 de círculos", "зелёный дракон": a :class:`Tile` or an mpsz code ("0p")."""
    code = tile.code if isinstance(tile, Tile) else tile
    return _name(TILE_NAMES, "tile", code, lang)


def tile_label(tile: Tile | str, lang: str | None = None) -> str:
    """The name with its mpsz code, so learners link the two: "kółko 5 (5p)"."""
    code = tile.code if isinstance(tile, Tile) else tile
    return f"{tile_name(code, lang)} ({code})"


def suit_name(suit: str, lang: str | None = None) -> str:
    return _name(SUIT_NAMES, "suit", suit, lang)


def wind_name(wind: str, lang: str | None = None) -> str:
    return _name(WIND_NAMES, "wind", wind, lang)


def dragon_name(dragon: str, lang: str | None = None) -> str:
    return _name(DRAGON_NAMES, "dragon", dragon, lang)


def wait_name(shape: str, lang: str | None = None) -> str:
    return _name(WAIT_NAMES, "wait", shape, lang)


def meld_name(meld_type: str, lang: str | None = None) -> str:
    return _name(MELD_NAMES, "meld", meld_type, lang)


def yaku_name(yaku: str, lang: str | None = None, winds: bool = True) -> str:
    """A yaku's name; ``winds=False`` for rules whose set has no wind tiles (the
    Kostaryov family rules: ``Ruleset.winds``), where a name that speaks of winds says
    dragons instead: "Honitsu (одна масть + драконы)"."""
    if winds is False and yaku in YAKU_NAMES_WITHOUT_WINDS:
        return _name(YAKU_NAMES_WITHOUT_WINDS, "yaku", yaku, lang)
    return _name(YAKU_NAMES, "yaku", yaku, lang)


def limit_name(limit: str, lang: str | None = None) -> str:
    return _name(LIMIT_NAMES, "limit", limit, lang)


def dora_name(dora: str, lang: str | None = None) -> str:
    return _name(DORA_NAMES, "dora", dora, lang)


def name(kind: str, key: str, lang: str | None = None) -> str:
    """Any name by table: ``name("yaku", "pinfu", "it")``."""
    if not isinstance(kind, str) or kind not in NAME_TABLES:
        raise MissingMessageError(f"no name table {describe(kind)!r}", kind)
    return _name(NAME_TABLES[kind], kind, key, lang)


def _tiles_text(value: Any, lang: str) -> str:
    """Tiles by name and code, each with the article its language writes in a list: "el
    1 de caracteres (1m) y el 9 de círculos (9p)"."""
    tiles = tuple(value) if not isinstance(value, str) else None
    if tiles and all(isinstance(t, (Tile, str)) for t in tiles):
        return format_list([with_article("tile", tile_label(t, lang), lang) for t in tiles],
                           locale=lang)
    return str(value)


def _codes(value: Any, lang: str) -> str:
    """Sets and pairs in mpsz, as learners write them: "234m 567m 22s"."""
    if isinstance(value, (tuple, list)):
        return " ".join(_codes(v, lang) for v in value)
    code = getattr(value, "code", value)
    return str(code)


_ONE_GROUP = re.compile(r"\d+[mpsz]")


def _pairs(value: Any, lang: str) -> str:
    """Pairs in mpsz, one group each, as the sets are written: "11m 33m 55p" (the trace
    carries seven pairs run together, "11m33m55p…")."""
    if isinstance(value, str):
        return " ".join(_ONE_GROUP.findall(value)) or value
    return _codes(value, lang)


def _seat(value: Any, lang: str) -> str:
    if value is None:
        return translate(THE_TABLE, lang)
    return fill(translate(SEAT, lang), {"number": format_number(int(value) + 1, lang)})


def _seats(value: Any, lang: str) -> str:
    """Players as a list, each with the article its language writes ("el jugador 3")."""
    seats = tuple(value)
    if not seats:
        return translate(NOBODY, lang)
    return format_list([with_article("seat", _seat(s, lang), lang) for s in seats], locale=lang)


def seat_list(seats: Iterable[int], lang: str | None = None) -> str:
    """The players of engine seats ``seats`` (0–3) as a list a sentence can hold, each with
    the article its language writes: "il giocatore 1 e il giocatore 2" for seats 0 and 1,
    "el jugador 3", "gracz 1 i gracz 2", "игрок 1 и игрок 2"; "nobody" for none."""
    seats = tuple(check_seat(s) for s in check_items("seats", seats, maximum=PLAYERS))
    return _seats(seats, resolve_language(lang))


def seat_label(seat: int | None, lang: str | None = None) -> str:
    """ "player 2" for engine seat 1; "the table" for None."""
    return _seat(seat, resolve_language(lang))


def seats_label(seats: Iterable[int], lang: str | None = None) -> str:
    """ "player 2 and player 4" for engine seats 1 and 3; "nobody" for none (as
    :func:`seat_list`, unchecked: for the engine's own results)."""
    return _seats(tuple(seats), resolve_language(lang))


def signed(value: int | Fraction, lang: str | None = None) -> str:
    """+1,500 / −800 / 0: a change of score (a tied player's exact share: +8,333.33)."""
    return _signed(value, resolve_language(lang))


def _signed(value: Any, lang: str) -> str:
    return format_signed(value if isinstance(value, Fraction) else int(value), lang)


def _numbers(value: Any, lang: str) -> str:
    return format_list([_signed(v, lang) for v in value], locale=lang)


def _table_name(kind: str) -> Callable[[Any, str], str]:
    return lambda value, lang: name(kind, str(value), lang)


def ruleset_name(ruleset: str, lang: str | None = None) -> str:
    """ "the EMA rules": a preset by its name; a ruleset without one is "these rules"."""
    return translate(RULESET_NAMES.get(str(ruleset), THESE_RULES), resolve_language(lang))


def ruleset_under(ruleset: str, lang: str | None = None) -> str:
    """ "under the EMA rules", as a sentence says which rules apply."""
    return translate(RULESET_UNDER_NAMES.get(str(ruleset), UNDER_THESE_RULES),
                     resolve_language(lang))


def _named_or_raw(table: Mapping[str, Msg]) -> Callable[[Any, str], str]:
    # an id the engine knows gets its name; anything else is the learner's own text
    return lambda value, lang: (translate(table[value], lang) if value in table
                                else str(value))


def _wait_or_raw(value: Any, lang: str) -> str:
    return wait_name(value, lang) if value in WAIT_NAMES else str(value)


def _meld_text(value: Any, lang: str) -> str:
    if isinstance(value, Meld):
        return f"{meld_name(value.type, lang)} {value.code}"
    return str(value)


# Classic European players are named by their seat wind's letter (or by a teacher's name).
CLASSIC_WIND_LETTERS = {"E": "east", "S": "south", "W": "west", "N": "north"}


def classic_player(player: Any, lang: str | None = None) -> str:
    """A Classic player as learners read them: "Este" for E; any other name as given."""
    wind = CLASSIC_WIND_LETTERS.get(str(player))
    return wind_name(wind, lang) if wind else str(player)


def _number(value: Any, lang: str) -> str:
    return format_number(value if isinstance(value, Fraction) else int(value), lang)


def _position(value: Any, lang: str) -> str:
    # The engine counts positions from 0; people count characters from 1.
    return format_number(int(value) + 1, lang)


def _counted(unit: str) -> Callable[[Any, str], str]:
    # A value that is not a whole number (a learner's bad input) is shown as given.
    return lambda value, lang: (format_count(unit, value, lang)
                                if isinstance(value, (int, Fraction)) and not isinstance(value, bool)
                                else str(value))


def _on_table(value: Any, lang: str) -> str:
    """ "the table holds 2 honba and 1 riichi stick", "there are no honba or riichi sticks
    on the table": what lies on the table, from (honba, riichi sticks)."""
    honba, sticks = (int(v) for v in value)
    key = ("both" if sticks else "honba") if honba else ("sticks" if sticks else "none")
    return fill(translate(ON_TABLE_MESSAGES[key], lang),
                {"honba": format_count("honba", honba, lang),
                 "sticks": format_count("sticks", sticks, lang)})


def _yakuman_words(value: Any, lang: str) -> str:
    """ "four yakuman", «quattro yakuman», «четыре якумана»: a count a teacher says in words."""
    return count_in_words("yakuman", int(value), lang)


def _count_of(value: Any, lang: str) -> str:
    """ "three" in "each of the three non-dealers" («из трёх», «z trzech»): a group of two to
    four said in words, in the form after "of"; any other count in digits."""
    word = NUMBER_WORDS_OF.get(value) if type(value) is int else None
    return translate(word, lang) if word is not None else _number(value, lang)


def place_text(value: Any, lang: str | None = None) -> str:
    """A final place as its sentence says it: "2nd" (the digit where the sentence adds the
    ordinal mark: «2º», «2.», «2-е»)."""
    lang = resolve_language(lang)
    message = PLACES.get(value) if type(value) is int else None
    return translate(message, lang) if message is not None else _number(value, lang)


def _tile_param(value: Any, lang: str) -> str:
    return tile_label(value if isinstance(value, Tile) else str(value), lang)


# How a parameter is shown, by parameter name. Engines name their step parameters after
# what they hold ("tile", "yaku", "han" …) so the right formatter applies; anything else
# is shown by its type (tiles, melds, numbers) or as written.
Formatter = Callable[[Any, str], str]
FORMATTERS: dict[str, Formatter] = {
    # a learner's own text, as typed (shortened, and printable whatever it holds)
    "raw": lambda value, lang: describe(value, 80),
    # a sentence the engine already wrote (quoted in another one): whole, printable
    "sentence": lambda value, lang: describe(value, 2000),
    # a file's path: a long one is shortened in the middle, so its file name stays
    "path": lambda value, lang: describe_path(value, 80),
    "tile": _tile_param,
    # "tile_list" (not "tiles": that name is the counted unit below, "5 tiles")
    "tile_list": _tiles_text,
    "meld": _meld_text,
    "meld_type": meld_name,
    "wait": wait_name,
    "yaku": yaku_name,
    "yaku_without_winds": lambda value, lang: yaku_name(value, lang, winds=False),
    "limit": limit_name,
    "dora": dora_name,
    "wind": wind_name,
    "dragon": dragon_name,
    "suit": suit_name,
    "number": _number,
    "position": _position,
    "codes": _codes, "sets": _codes, "pairs": _pairs, "seat": _seat, "seats": _seats, "signed": _signed,
    # points flowing back (a negative step value, so the steps still sum to the total),
    # said as the amount handed back: "get back 300 points", never "-300 points"
    "points_back": lambda value, lang: format_count("points", abs(value), lang),
    "numbers": _numbers, "wait_or_raw": _wait_or_raw, "classic_player": classic_player,
    # a Classic player inside a sentence, with the article Spanish writes before a wind
    # («el Este paga al Sur»): tables and headings keep the bare name
    "classic_player_in_sentence": lambda value, lang: (
        with_article("wind", classic_player(value, lang), lang)
        if str(value) in CLASSIC_WIND_LETTERS else classic_player(value, lang)),
    "on_table": _on_table, "yakuman_words": _yakuman_words, "count_of": _count_of,
    "place": place_text,
    # names one can type, given as "a, b, c": kept as typed, listed with the language's
    # "or" ("standard, kostaryov o ema")
    "typed_or": lambda value, lang: format_list(
        [describe(v, 80) for v in str(value).split(", ")], style="or", locale=lang),
    **{kind: _table_name(kind) for kind in ("role", "form", "set_state", "category",
                                             "classic_form", "requirement", "abortive_draw",
                                             "argument_kind")},
    "ruleset": ruleset_name, "ruleset_under": ruleset_under,
    "flag": _named_or_raw(FLAG_NAMES), "option": _named_or_raw(OPTION_NAMES),
    **{unit: _counted(unit) for unit in UNITS},
}
PARAM_FORMATS = {
    "tile": "tile", "win_tile": "tile", "tiles": "tile_list", "meld_type": "meld_type",
    "wait": "wait", "shape": "wait", "yaku": "yaku", "limit": "limit", "dora": "dora",
    "seat_wind": "wind", "round_wind": "wind", "wind": "wind", "dragon": "dragon",
    "suit": "suit", "han": "han", "fu": "fu", "points": "points", "count": "tiles",
    "expected": "tiles", "position": "position", "ruleset": "ruleset_under", "flag": "flag",
    "other": "flag", "path": "path",
}
# A step made under rules without wind tiles carries ``winds=False`` (the yaku steps of
# mjlearn.riichi.explain, the exercises' steps): each parameter it shows by a name is then
# shown by the name for a set without winds. A formatter of names that has such a variant
# maps to it here (the exercises add theirs).
WITHOUT_WINDS_FORMATS: dict[str, str] = {"yaku": "yaku_without_winds"}
# The unit of a step's ``value``, by the family of its code: the compact one on a line
# that lists a value after a colon ("Riichi: +1 han", Polish "+1 Han"), the whole one in a
# sentence that states it (the fu every hand starts with: the fu's first mention).
VALUE_UNITS = {"yaku": "han_short", "dora": "han_short", "han": "han", "fu": "fu_short",
               "payment": "points", "points": "points", "settle": "points", "sticks": "points", "final": "signed",
               "yakuman": "number"}
# Classic European codes share one family, so their unit goes by the code's prefix.
CLASSIC_VALUE_UNITS = {"classic.double.": "doubles", "classic.settle.": "points",
                       "classic.": "points"}


VALUE_UNITS_BY_CODE = {"fu.base": "fu"}


def value_unit(code: str, family: str) -> str:
    if code in VALUE_UNITS_BY_CODE:
        return VALUE_UNITS_BY_CODE[code]
    if family == "classic":
        return next(unit for prefix, unit in CLASSIC_VALUE_UNITS.items() if code.startswith(prefix))
    return VALUE_UNITS.get(family, "number")


def _set_kind(params: Mapping[str, Any], param: str) -> str:
    """ "closed_triplet_major": open or concealed, triplet or kan, simples or not (and
    "…_major_without_winds" under rules whose tiles have no winds: ``winds=False``)."""
    major = ("major" if params.get("winds", True) is not False else "major_without_winds") \
        if params["terminal_or_honour"] else "simple"
    shape = "kan" if params["shape"] == "kan" else "triplet"
    return f"{'open' if params['open'] else 'closed'}_{shape}_{major}"


def _rounding(before: str, after: str) -> Callable[[Mapping[str, Any], str], str]:
    """ "exact" when a rounding left ``before`` as it was (its sentence says no rounding),
    else "rounded"."""
    return lambda params, param: "exact" if params[before] == params[after] else "rounded"


# How a Choice picks its message when the parameter's value is not the key itself; each
# rule gets the step's parameters and the name of the Choice's parameter.
SELECTORS: dict[str, Callable[[Mapping[str, Any], str], str]] = {
    "one_or_many": lambda params, param: "one" if params[param] == 1 else "many",
    # a yakuman, a double one, or more said in words ("four yakuman")
    "one_two_many": lambda params, param: {1: "one", 2: "two"}.get(params[param], "many"),
    "set_kind": _set_kind,
    # An arrangement with groups lists them; one without says why it has none.
    "groups_or_none": lambda params, param: (
        "groups" if params["groups"]
        else "thirteen_orphans" if params["form"] == "thirteen_orphans" else "none"),
    # a yakuman hand may have no ordinary yaku at all (kokushi): then only dora are ignored
    "ordinary_yaku": lambda params, param: "yaku_and_dora" if params["han"] else "dora_only",
    # another reading: other groups, or the same ones with only another wait
    "alternative": lambda params, param: (
        params[param] + ("_wait" if params.get("differs") == "wait" else "")),
    # thirteen orphans show their 14 tiles, and their winning tile completes the hand
    "kokushi_or_count": lambda params, param: (
        "kokushi" if params["form"] == "kokushi" else "one" if params[param] == 1 else "many"),
    "set_or_hand": lambda params, param: (
        "hand" if str(params[param]).startswith("kokushi") else "set"),
    # a rounding that changes nothing is not said ("8,000, rounded up…: 8,000")
    "payment_rounding": _rounding("raw", "amount"),
    "payer_rounding": lambda params, param: (
        params[param] + ("_exact" if params["raw"] == params["amount"] else "")),
    "held_rounding": _rounding("points", "rounded"),
    "classic_rounding": _rounding("raw", "rounded"),
    # nobody tenpai, no dora at all: a sentence of its own
    "none_or_some": lambda params, param: "some" if params[param] else "none",
    # one stick, one honba…: said without the number ("the riichi stick")
    "one_or_more": lambda params, param: "one" if params[param] == 1 else "more",
}


def choose(message: Msg | PluralMsg | Choice, params: Mapping[str, Any], code: str
           ) -> Msg | PluralMsg:
    """The message of a step: a Choice picks one of its sentences by a parameter."""
    if not isinstance(message, Choice):
        return message
    key = (SELECTORS[message.select](params, message.param) if message.select
           else str(params.get(message.param)))
    try:
        return message.options[key]
    except KeyError:
        raise MissingMessageError(f"no message for step {code!r} with {message.param}={key!r}",
                                  key) from None


def _format_param(param: str, value: Any, lang: str, overrides: Mapping[str, str]) -> str:
    kind = overrides.get(param) or PARAM_FORMATS.get(param)
    if kind is not None:
        return FORMATTERS[kind](value, lang)
    if isinstance(value, Tile):
        return tile_label(value, lang)
    if isinstance(value, Meld):
        return _meld_text(value, lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return format_number(value, lang)
    if isinstance(value, (tuple, list)) and value and all(isinstance(t, Tile) for t in value):
        return _tiles_text(value, lang)
    if isinstance(value, (tuple, list)) and value and all(type(v) is int for v in value):
        return " / ".join(format_number(v, lang) for v in value)  # several payments
    return str(value)


def _render(message: Msg | PluralMsg, params: Mapping[str, Any], lang: str,
            overrides: Mapping[str, str], safe: bool = False) -> str:
    if isinstance(message, PluralMsg):
        # the number the sentence agrees with
        count = _plural_count(params.get(message.count)) if safe else int(params[message.count])
        template = translate_plural(message, count, lang)
    else:
        template = translate(message, lang)
    # Only the parameters the sentence shows are formatted: a step may carry more (an
    # optional limit that is None) than its sentence says.
    used = placeholders(template)
    if not safe:
        values = {p: _format_param(p, v, lang, overrides) for p, v in params.items() if p in used}
        return tidy(fill(template, values), lang)
    # An error's parameters may be anything a caller passed (text where a number was
    # expected, a huge number, a missing one): each is shown as well as it can be, and
    # the sentence is always made.
    values = {p: _safe_param(p, params[p], lang, overrides) if p in params else "?" for p in used}
    return tidy(fill(template, values), lang)


def _plural_count(value: Any) -> int:
    """The number a sentence agrees with; anything that is not one takes the form of
    "many" (5 is in the "many"/"other" category in every shipped language)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return 5


def _safe_param(param: str, value: Any, lang: str, overrides: Mapping[str, str]) -> str:
    try:
        return printable(_format_param(param, value, lang, overrides))
    except Exception:       # a parameter its formatter cannot show: show it as given
        return describe(value, 80)


def capitalized(text: str) -> str:
    """A line that may open with a lower-case name ("player 2: …") starts with a capital."""
    return text[:1].upper() + text[1:]


def _sentence(text: str) -> str:
    """Capitalized, because a message may open with a name that is lower case mid-sentence
    ("kółko 5 (5p): za dużo egzemplarzy")."""
    text = re.sub(" {2,}", " ", text)  # an empty list parameter leaves a double space
    return text[:1].upper() + text[1:]


def _with_derived(code: str, params: Mapping[str, Any]) -> Mapping[str, Any]:
    derive = DERIVED_PARAMS.get(code)
    return {**params, **derive(params)} if derive else params


def render_error(error: MjlearnError, lang: str | None = None) -> str:
    """The learner-facing sentence of an error, whatever its parameters hold."""
    lang = resolve_language(lang)
    if not isinstance(error, MjlearnError):
        raise bad_argument("error", "error", error)
    message = ERROR_MESSAGES.get(error.code)
    if message is None:
        raise MissingMessageError(f"no message for error code {error.code!r}", error.code)
    params = error.params if isinstance(error.params, Mapping) else {}
    try:
        params = _with_derived(error.code, params)
        message = choose(message, params, error.code)
    except Exception:   # parameters a caller made up: the first wording, filled as it can be
        message = next(iter(message.options.values())) if isinstance(message, Choice) else message
    overrides = ERROR_PARAM_FORMATS.get(error.code, {})
    if params.get("winds") is False:        # (raised under rules without wind tiles)
        overrides = _without_winds(params, overrides)
    return _sentence(_render(message, params, lang, overrides, safe=True))


@accepts(step=RESULTS["step"])
def render_step(step: Step, lang: str | None = None) -> str:
    """One step of an explanation. Its ``value`` is available to the message as
    ``{value}``, counted in the unit of the step's family (han, fu, points)."""
    return _sentence(_step_text(step, resolve_language(lang)))


@accepts(step=RESULTS["step"])
def render_fragment(step: Step, lang: str | None = None) -> str:
    """A step's text as it stands inside a sentence: as the translator wrote it, never
    capitalized ("the dealer pays", but Polish "Wschód (rozdający) płaci" keeps its
    capital), for labels that a longer sentence strings together."""
    return re.sub(" {2,}", " ", _step_text(step, resolve_language(lang)))


def _step_text(step: Step, lang: str) -> str:
    message = STEP_MESSAGES.get(step.code)
    if message is None:
        raise MissingMessageError(f"no message for step code {step.code!r}", step.code)
    params = dict(_with_derived(step.code, step.params))
    message = choose(message, params, step.code)
    overrides = dict(STEP_PARAM_FORMATS.get(step.code, {}))
    if params.get("winds") is False:
        overrides = _without_winds(params, overrides)
    if step.value is not None:
        params["value"] = step.value
        overrides.setdefault("value", value_unit(step.code, step.family))
    return _render(message, params, lang, overrides)


def _without_winds(params: Mapping[str, Any], overrides: Mapping[str, str]) -> dict[str, str]:
    """The formats of a step made under rules without wind tiles (``winds=False``)."""
    changed = dict(overrides)
    for param in params:
        kind = overrides.get(param) or PARAM_FORMATS.get(param)
        if kind in WITHOUT_WINDS_FORMATS:
            changed[param] = WITHOUT_WINDS_FORMATS[kind]
    return changed


@accepts(steps=RESULTS["steps"])
def render_steps(steps: Iterable[Step], lang: str | None = None) -> list[str]:
    lang = resolve_language(lang)
    return [render_step(s, lang) for s in steps]


@accepts(waits=RESULTS["waits"])
def waits_lines(waits: Waits, lang: str | None = None) -> list[str]:
    """The ``waits`` output, line by line: a header, one line per winning tile, then the
    multi-sided form and the tiles that are exhausted."""
    lang = resolve_language(lang)
    if not waits.is_tenpai:
        lines = [translate(WAITS_MESSAGES["not_tenpai"], lang)]
    else:
        header = fill(translate(WAITS_MESSAGES["tenpai"], lang),
                      {"count": format_count("tiles", len(waits.tiles), lang)})
        lines = [header]
        for kind, shapes in zip(waits.tiles, waits.shapes):
            code = kind_code(kind)
            lines.append(tidy(fill(translate(WAITS_MESSAGES["wait_line"], lang), {
                "code": code, "tile": tile_name(code, lang),
                "shapes": format_list([wait_name(s, lang) for s in shapes], style="or",
                                      locale=lang)}), lang))
        if waits.multi_sided:
            lines.append(fill(translate(WAITS_MESSAGES["multi_sided"], lang),
                              {"wait": wait_name(waits.multi_sided, lang)}))
    for kind in waits.exhausted:
        code = kind_code(kind)
        lines.append(tidy(fill(translate(WAITS_MESSAGES["exhausted"], lang),
                               {"code": code, "tile": tile_name(code, lang)}), lang))
    return lines


@accepts(waits=RESULTS["waits"])
def render_waits(waits: Waits, lang: str | None = None) -> str:
    return "\n".join(waits_lines(waits, lang))


def missing_step_messages(step_codes: Iterable[str]) -> list[str]:
    """Registered step codes that have no message (the registry-vs-catalog check)."""
    if isinstance(step_codes, Mapping):      # e.g. the registry itself: its keys
        step_codes = tuple(step_codes)
    codes = check_items("step_codes", step_codes, maximum=100_000)
    for code in codes:
        if not isinstance(code, str):
            raise bad_argument("step_codes", "text", code)
    return sorted(code for code in codes if code not in STEP_MESSAGES)


__all__ = [
    "MissingMessageError", "tile_name", "tile_label", "suit_name", "wind_name",
    "dragon_name", "wait_name", "meld_name", "yaku_name", "limit_name", "dora_name", "name",
    "render_error", "render_step", "render_fragment", "render_steps", "render_waits",
    "waits_lines", "missing_step_messages", "seat_list",
]
