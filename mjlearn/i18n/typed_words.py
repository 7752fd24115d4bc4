"""The words learners type for a value, in their own language: pure data and two readers.

A wind on the command line (``--seat``, ``--round``) is one of the English letters E, S, W,
N in every language, or the wind's name in the learner's language or in English, in any
case, with or without its diacritics: a Polish learner types ``zachód``, ``Zachod`` or
``zach`` (for whom ``W`` would be Wschód, the letters are said to be English ones in the
help). A point answer may end with its unit ("1000 punktów", "8000 pts"). A tile-set answer
that is no tile at all (a furiten hand may win by ron on none) is a dash, or the word for
"none" in the learner's language ("nessuna", "żadna", "ничего").

To add a language: add its words here, one tuple per wind, one of point units and one of
words for "none".
"""

from __future__ import annotations

import re
import unicodedata

# The letters the engine reads, and the names each language types, by letter.
WIND_LETTERS = ("E", "S", "W", "N")
WIND_WORDS = {
    "en": {"E": ("east",), "S": ("south",), "W": ("west",), "N": ("north",)},
    "es": {"E": ("este",), "S": ("sur",), "W": ("oeste",), "N": ("norte",)},
    "it": {"E": ("est",), "S": ("sud",), "W": ("ovest",), "N": ("nord",)},
    "pl": {"E": ("wschód", "wsch"), "S": ("południe", "płd"), "W": ("zachód", "zach"),
           "N": ("północ", "płn")},
    "ru": {"E": ("восток",), "S": ("юг",), "W": ("запад",), "N": ("север",)},
}

# The unit words a point answer may end with, by language (plural forms and abbreviations).
POINT_UNIT_WORDS = {
    "en": ("points", "point", "pts", "pt"),
    "es": ("puntos", "punto", "pts", "ptos"),
    "it": ("punti", "punto", "pt"),
    "pl": ("punktów", "punkty", "punkt", "pkt"),
    "ru": ("очков", "очка", "очко", "очки"),
}

# The words a learner types for "no tile at all" instead of the dash, by language (each
# gender and the pronoun "nothing"): English's are read in every language.
NO_TILE_WORDS = {
    "en": ("none", "nothing", "no tile", "no tiles"),
    "es": ("ninguna", "ninguno", "nada"),
    "it": ("nessuna", "nessuno", "niente", "nulla"),
    "pl": ("żadna", "żaden", "żadne", "nic", "brak"),
    "ru": ("никакой", "никакая", "нет", "ничего", "ни одной"),
}

# Letters NFD leaves whole, written as their plain letter (Polish ł).
_PLAIN_LETTERS = str.maketrans({"ł": "l", "Ł": "l"})


def plain(word: str) -> str:
    """A word as compared: case folded, without diacritics ("Zachód" → "zachod")."""
    decomposed = unicodedata.normalize("NFD", word.strip().translate(_PLAIN_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _wind_table(lang: str) -> dict[str, str]:
    table = {letter.casefold(): letter for letter in WIND_LETTERS}
    for language in dict.fromkeys(("en", lang)):
        for letter, words in WIND_WORDS.get(language, {}).items():
            table.update((plain(word), letter) for word in words)
    return table


def read_wind(text: str, lang: str) -> str | None:
    """The wind's English letter for what a learner typed (``read_wind("Zachód", "pl")``
    is ``"W"``), or None when it names no wind."""
    return _wind_table(lang).get(plain(text)) if isinstance(text, str) else None


def wind_words(lang: str) -> tuple[str, ...]:
    """The first name of each wind, East to North, as ``lang`` writes it (English's where
    the language has none here)."""
    words = WIND_WORDS.get(lang, WIND_WORDS["en"])
    return tuple(words[letter][0] for letter in WIND_LETTERS)


def _words(table: dict[str, tuple[str, ...]], lang: str | None) -> set[str]:
    """A table's words for the learner's language and English, as compared."""
    from .languages import resolve_language
    return {plain(word) for language in dict.fromkeys(("en", resolve_language(lang)))
            for word in table.get(language, ())}


def strip_point_unit(text: str, lang: str | None) -> str:
    """An amount without the unit word it ends with ("1000 punktów" → "1000"); anything
    else as it is."""
    if not isinstance(text, str):
        return text
    units = _words(POINT_UNIT_WORDS, lang)
    match = re.fullmatch(r"(.*?[0-9])[\s\u00a0\u202f]*([^\W\d_]+)\.?\s*", text)
    if match and plain(match.group(2)) in units:
        return match.group(1)
    return text


def means_no_tile(text: str, lang: str | None) -> bool:
    """Whether a tile-set answer says "no tile at all" in words ("Nessuna", "żadna",
    "None."), in the learner's language or in English."""
    if not isinstance(text, str):
        return False
    return " ".join(plain(text).rstrip(".!").split()) in _words(NO_TILE_WORDS, lang)
