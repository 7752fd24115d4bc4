"""Calling a score out as players do at the table, in each language's convention.

At a table nobody says "basic points": the winner calls what the others pay.

- a ron: one amount, what the discarder pays ("7,700");
- a non-dealer's tsumo: what each non-dealer pays, then what the dealer pays
  ("2,000–3,900": the order every table and every lesson here uses);
- the dealer's tsumo: the one amount each of the three others pays, with the word players
  of the language use for "each" ("2,600 all"; «2600 todos»; «2.600 a testa»; «po 2600»;
  «по 2 600»: the Spanish guide's "Todos pagan", the Polish rules' "płaci po", the
  Kostaryov family's "каждый … платит").

Honba are called included: with one honba "2,000–3,900" becomes "2,100–4,000".

A :class:`~mjlearn.table.calls.Call` is the score as data (its ``form`` and its ``amounts``,
:mod:`mjlearn.table.calls`); :func:`format_call`
writes it in a language's words, :func:`parse_call` reads what a learner typed, in any of
the five languages' words (the amounts grouped any way :func:`~.answers.parse_points`
reads), and refuses anything else with a localized, typed error.
"""

from __future__ import annotations

import re

from ..checks import check_instance, describe
from ..errors import register_error_codes
from ..table.calls import ALL, CALL_FORMS, RON, SPLIT, Call
from .answers import AnswerError, parse_points
from .languages import resolve_language
from .markers import NP_, Msg
from .numbers import format_number
from .text import fill, translate

register_error_codes({"unreadable_call": ("text", "ron", "split", "all")})

CALL_MESSAGES: dict[str, Msg] = {
    # TRANSLATORS: a non-dealer's tsumo as players call it: {non_dealer} is what each
    # non-dealer pays, {dealer} what the dealer pays, in that order ("2,000–3,900"). Keep
    # the dash.
    SPLIT: NP_("call", "{non_dealer}–{dealer}"),
    # TRANSLATORS: the dealer's tsumo as players of your language call it: each of the three
    # others pays {amount}. English players say "2,600 all"; use your players' word, as
    # your source document says it ("todos pagan", "płaci po", "каждый … платит").
    ALL: NP_("call", "{amount} all"),
}

# The words a learner may type for "each of the three pays" (any language's, whatever the
# learner's: "2600 all" is understood at every table), beside the word of the language's
# own convention (CALL_MESSAGES), which is always accepted.
ALL_WORDS = {
    "en": ("all", "each", "from each"),
    "es": ("todos", "a todos", "cada uno", "de cada uno"),
    "it": ("a testa", "tutti", "da tutti", "ciascuno", "da ciascuno"),
    "pl": ("po", "od każdego", "każdy", "wszyscy"),
    "ru": ("по", "с каждого", "со всех", "олл", "каждый"),
}
# Between the two amounts of a non-dealer's tsumo: a dash of any width, a slash, a
# semicolon, the Japanese middle dot, or a hyphen between two numbers.
_SPLIT = re.compile(r"\s*(?:[–—/;・·|]|(?<=\d)\s*-\s*(?=\d))\s*")

EXAMPLES = {RON: (7700,), SPLIT: (2000, 3900), ALL: (2600,)}

# A limit is often called by its name first ("mangan, 8,000", lesson 11): the names, in the
# Latin letters every language here uses and in Russian's Cyrillic, that may lead a call.
LIMIT_NAMES = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman", "kazoe yakuman",
               "манган", "ханеман", "баиман", "санбаиман", "якуман", "кадзоэ-якуман")
_LEADING_LIMIT = re.compile(
    r"^(?:" + "|".join(re.escape(n) for n in sorted(LIMIT_NAMES, key=len, reverse=True))
    + r")(?![\w])\s*[,:;.!–—-]?\s*")


def _words(lang: str) -> tuple[str, ...]:
    own = translate(CALL_MESSAGES[ALL], lang).replace("{amount}", " ").split()
    words = {w.casefold() for lang_words in ALL_WORDS.values() for w in lang_words}
    words.add(" ".join(own).casefold())
    return tuple(sorted((w for w in words if w), key=len, reverse=True))


def format_call(call: Call, lang: str | None = None) -> str:
    """``call`` as players of ``lang`` say it: "7,700", "2,000–3,900", "2,600 all"."""
    lang = resolve_language(lang)
    check_instance("call", call, Call, "call")
    numbers = [format_number(a, lang) for a in call.amounts]
    if call.form == RON:
        return numbers[0]
    if call.form == SPLIT:
        return fill(translate(CALL_MESSAGES[SPLIT], lang),
                    {"non_dealer": numbers[0], "dealer": numbers[1]})
    return fill(translate(CALL_MESSAGES[ALL], lang), {"amount": numbers[0]})


def example_calls() -> dict[str, Call]:
    """One call of each form, for a message that shows the forms."""
    return {form: Call(form, amounts) for form, amounts in EXAMPLES.items()}


def parse_call(text: str, lang: str | None = None) -> Call:
    """A call typed by a learner: "7700", "2000-3900", "2.000 / 3.900", "2600 all",
    "po 2600", "по 2 600" … Anything else raises :class:`AnswerError`
    (``unreadable_call``), whose message shows the three forms in the learner's words."""
    lang = resolve_language(lang)
    raw = text if isinstance(text, str) else ""
    shown = describe(raw.strip() if raw else text)

    def unreadable() -> AnswerError:
        examples = example_calls()
        return AnswerError("unreadable_call", lang, text=shown, ron=examples[RON],
                           split=examples[SPLIT], all=examples[ALL])

    lowered = _LEADING_LIMIT.sub("", raw.casefold().strip().rstrip(".!"), count=1)
    words = "|".join(re.escape(w) for w in _words(lang))
    pattern = re.compile(rf"(?<![\w]){'(?:' + words + ')'}(?![\w])")
    each = bool(pattern.search(lowered))
    rest = pattern.sub(" ", lowered).strip(" :=,")
    if not rest:
        raise unreadable()
    parts = _SPLIT.split(rest)
    try:
        amounts = tuple(parse_points(p, lang) for p in parts)
    except AnswerError:
        raise unreadable() from None
    if any(a <= 0 for a in amounts) or len(amounts) > 2 or (each and len(amounts) != 1):
        raise unreadable()
    form = ALL if each else RON if len(amounts) == 1 else SPLIT
    return Call(form, amounts)


def _call_param(value, lang: str) -> str:
    return format_call(value, lang) if isinstance(value, Call) else str(value)


def _register() -> None:
    from .messages import ERROR_MESSAGES, ERROR_PARAM_FORMATS
    from .markers import N_
    from .render import FORMATTERS

    FORMATTERS["call"] = _call_param
    ERROR_MESSAGES["unreadable_call"] = N_(
        # TRANSLATORS: {text} is what the learner typed; {ron}, {split} and {all} are three
        # example calls in your language's convention ("7,700", "2,000–3,900", "2,600 all").
        "“{text}” is not a score as players call it. Write one amount for a ron ({ron}), "
        "each non-dealer's share and then the dealer's for a non-dealer's tsumo ({split}), "
        "or what each player pays for the dealer's tsumo ({all}).")
    ERROR_PARAM_FORMATS["unreadable_call"] = {"text": "raw", "ron": "call", "split": "call",
                                              "all": "call"}


_register()

__all__ = ["Call", "CALL_FORMS", "RON", "SPLIT", "ALL", "CALL_MESSAGES", "ALL_WORDS",
           "format_call", "parse_call", "example_calls"]
