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
RULES = {
    "it": ((re.compile(rf"\b({_IT_DEFINITE}) ([18] di\b)"), _italian),
           (re.compile(rf"\b(un|Un|{_IT_DEFINITE}) (?=s[bcdfghklmnpqrstvwz]|z|gn|ps|x|y)"),
            _italian_lo)),
}


def tidy(text: str, lang: str) -> str:
    """``text`` with the language's elisions made ("il 1 di cerchi" → "l'1 di cerchi")."""
    for pattern, replacement in RULES.get(lang, ()):
        text = pattern.sub(replacement, text)
    return text


# The definite article before a name in a list, by language and kind of name ("seat" for
# "player 3", "tile" for "5 of dots (5p)"). English writes one before a tile ("the 5 of
# dots"), not before "player 3"; Polish and Russian have none.
ARTICLES = {
    "en": {"tile": "the"},
    "es": {"seat": "el", "tile": "el"},
    "it": {"seat": "il", "tile": "il"},
}


def with_article(kind: str, name: str, lang: str) -> str:
    """``name`` with the article ``lang`` writes before it in a list ("el jugador 3")."""
    article = ARTICLES.get(lang, {}).get(kind)
    return tidy(f"{article} {name}", lang) if article else name
