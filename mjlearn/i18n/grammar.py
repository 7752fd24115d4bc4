"""What a language does to a word once a name is filled in beside it, as data.

Italian writes its article before a tile's name ("il 5 di cerchi", "del drago rosso"),
and the article elides before a vowel: "l'1 di cerchi", "dell'8 di bambù" (uno, otto);
before s + consonant, z, gn, ps, x or y it becomes "uno", "lo", "dello"… ("uno shanpon",
"uno yakuman", as the Italian page writes "uno yakuman"). The catalog can only write
"il {tile}", "un {wait}", so the article is fixed here, after the placeholders are
filled. Each language's rules are (pattern, replacement) pairs applied in order; a
language without rules is left as it is.

A list of names needs the article before each name in Spanish and Italian ("el 1 de
caracteres y el 9 de círculos", "il giocatore 1 e il giocatore 2"), where a sentence can
only write "{seats}": :func:`with_article` puts it there, by the kind of name (every
player and every tile is masculine in both), and the elisions above follow.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .names import NUMBER_WORDS, TILE_NAMES, UNITS, YAKU_NAMES, YAKU_NAMES_WITHOUT_WINDS
from .numbers import format_number
from .text import fill, translate, translate_plural

# Italian articles and articulated prepositions before the tiles 1 and 8 ("1 di cerchi",
# "8 di bambù"): only before a tile's name, never before a number of points ("il 1.000"
# is "il mille" and keeps its article).
_IT_ELIDED = {"il": "l'", "del": "dell'", "al": "all'", "dal": "dall'", "nel": "nell'",
              "sul": "sull'"}


def _italian(match: re.Match[str]) -> str:
    article = match.group(1)
    elided = _IT_ELIDED[article.lower()]
    if article[0].isupper():
        elided = elided[0].upper() + elided[1:]
    return elided + match.group(2)


# ... and before the sounds that take "uno", "lo" (s + consonant, z, gn, ps, x, y).
_IT_LO = {"un": "uno", "il": "lo", "del": "dello", "al": "allo", "dal": "dallo", "nel": "nello",
          "sul": "sullo"}


def _italian_lo(match: re.Match[str]) -> str:
    article = match.group(1)
    lo = _IT_LO[article.lower()]
    return (lo[0].upper() + lo[1:] if article[0].isupper() else lo) + " "


_IT_DEFINITE = r"il|del|al|dal|nel|sul|Il|Del|Al|Dal|Nel|Sul"

# Russian declines «тайл» but not the tile's name beside it: «сбросил тайл четвёрка цифр
# (4m)» reads as a case error. After «тайл» in any case the code comes first and the name
# goes in brackets, where the nominative is right: «сбросил тайл 4m (четвёрка цифр)»,
# «указывает на тайл 1m (единица цифр)», «тайла 1z (восточный ветер) в руке быть не может».
# (after a dash or a colon the name is nominative already: «победный тайл — тройка цифр (3m)»)
_RU_TILE_AFTER_NOUN = re.compile(r"\b([Тт]айл\w*) ([^\W\d_][^()«»,;:.—–]*?) \(([0-9][mpsz])\)")

# Polish declines «kamień» but a tile's name after it would need its own case: «kamienia
# wiatr wschodni (1z)», «kamień znak 1 (1m)» read as broken apposition. After «kamień» in
# any case the code comes first and the name goes in brackets, in the nominative that a
# bracket allows: «kamienia 1z (wiatr wschodni) nie może być w ręce», «dorą
# jest kamień 8p (kółko 8)». Only a tile's own name is moved (the names are the catalog's).
@lru_cache(maxsize=None)
def _polish_tile_pattern() -> re.Pattern[str]:
    names = {translate(message, "pl") for message in TILE_NAMES.values()}
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"\b([Kk]amie(?:ń|ni\w*)) ({alternatives}) \(([0-9][mpsz])\)")


def _polish_tile_after_noun(text: str) -> str:
    return _polish_tile_pattern().sub(r"\1 \3 (\2)", text)


# Spanish contracts «a el» and «de el» («paga al Sur», «del Este») when a name that
# carries its article is filled in after a preposition (Classic players: «el Este»).
_ES_CONTRACTED = re.compile(r"\b([aA]|[dD]e) el\b")

# An Italian teacher writes a yaku's name in running text as a common noun, with its
# article and in lower case: «il riichi», «lo shousangen», «l'iipeikou», «l'honitsu»,
# «Hai lasciato fuori il pinfu (tutte sequenze, attesa su due lati)», «per il daisangen»; a list line keeps
# the name's capital («Riichi: +1 han»). The catalog writes «il {yaku}», «del {yaku}»:
# here the name after the article goes to lower case, and the article elides before a
# vowel or an h; the «lo» rule below then takes the s + consonant, z and y.
_IT_BEFORE_NAME = r"il|del|al|dal|nel|sul|un|Il|Del|Al|Dal|Nel|Sul|Un"


@lru_cache(maxsize=None)
def _italian_yaku_pattern() -> re.Pattern[str]:
    names = {translate(message, "it") for table in (YAKU_NAMES, YAKU_NAMES_WITHOUT_WINDS)
             for message in table.values()}
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"\b({_IT_BEFORE_NAME}) ({alternatives})(?!\w)")


def _italian_yaku(match: re.Match[str]) -> str:
    article, yaku = match.group(1), match.group(2)
    yaku = yaku[0].lower() + yaku[1:]
    if yaku[0] in "aeiouh" and article.lower() != "un":
        elided = _IT_ELIDED[article.lower()]
        return (elided[0].upper() + elided[1:] if article[0].isupper() else elided) + yaku
    return f"{article} {yaku}"


def _italian_yaku_names(text: str) -> str:
    return _italian_yaku_pattern().sub(_italian_yaku, text)


# A name that carries its own article filled in after the catalog's «il»: «Il {flag} vale
# solo…» with «la vittoria per tsumo» or «l'ura dora». The name's article stays, and takes
# the capital if the catalog's had it: «La vittoria per tsumo vale solo…».
_IT_DOUBLE_ARTICLE = re.compile(r"\b([Ii]l) (?=(?:la|il|lo|le|gli|i)\b|l')")


def _italian_double_article(match: re.Match[str]) -> str:
    return "\x00" if match.group(1) == "Il" else ""


def _italian_articles(text: str) -> str:
    text = _IT_DOUBLE_ARTICLE.sub(_italian_double_article, text)
    return re.sub("\x00(.)", lambda m: m.group(1).upper(), text)


RULES = {
    "it": ((_italian_articles, None),
           (_italian_yaku_names, None),
           (re.compile(rf"\b({_IT_DEFINITE}) ([18] di\b)"), _italian),
           (re.compile(rf"\b(un|Un|{_IT_DEFINITE}) (?=s[bcdfghklmnpqrstvwz]|z|gn|ps|x|y)"),
            _italian_lo)),
    "ru": ((_RU_TILE_AFTER_NOUN, r"\1 \3 (\2)"),),
    "pl": ((_polish_tile_after_noun, None),),
    "es": ((_ES_CONTRACTED, lambda m: m.group(1) + "l" if m.group(1) in "aA" else m.group(1)[0] + "el"),),
}


def tidy(text: str, lang: str) -> str:
    """``text`` with the language's elisions made ("il 1 di cerchi" → "l'1 di cerchi")."""
    for pattern, replacement in RULES.get(lang, ()):
        text = pattern(text) if replacement is None else pattern.sub(replacement, text)
    return text


# The definite article before a name in a list, by language and kind of name ("seat" for
# "player 3", "tile" for "5 of dots (5p)"). English writes one before a tile ("the 5 of
# dots"), not before "player 3"; Polish and Russian have none.
ARTICLES = {
    "en": {"tile": "the"},
    "es": {"seat": "el", "tile": "el", "wind": "el"},
    "it": {"seat": "il", "tile": "il"},
}


def with_article(kind: str, name: str, lang: str) -> str:
    """``name`` with the article ``lang`` writes before it in a list ("el jugador 3")."""
    article = ARTICLES.get(lang, {}).get(kind)
    return tidy(f"{article} {name}", lang) if article else name


def count_in_words(unit: str, count: int, lang: str) -> str:
    """``count`` of ``unit`` with the number in words, as a teacher writes a small count
    ("four yakuman", «quattro yakuman», «четыре якумана»); digits above ten. The noun takes
    the plural form the number asks for (ngettext), the number word the masculine form."""
    word = NUMBER_WORDS.get(count)
    number = translate(word, lang) if word is not None else format_number(count, lang)
    return tidy(fill(translate_plural(UNITS[unit], count, lang), {"count": number}), lang)
