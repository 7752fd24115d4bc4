"""The termbase (locales/termbase.toml): load it, and find its forbidden variants in text.

    python tools/termbase.py check [LANG…]    every forbidden variant in the catalogs
                                              (both domains), with its concept and msgid

A forbidden variant is a phrase: it matches where it does not continue a longer word (nor
an option's name: --dora),
case-insensitively unless the concept lists it under ``forbidden_case``; a ``*`` at the
end of a word stands for any ending ("schowan* ręk*"), and a last word written ``!word``
says "not when this word follows" ("сво* ветр* !места": «своего ветра места» is the
preferred «ветер места»). tests/test_termbase.py scans
everything a learner reads with :func:`find`, which first reads the text as a learner
sees it (:func:`normalise`: no emphasis markers, backticks, HTML tags or link targets).

A match is not a finding (the termbase's header says why):
- inside the language's quotation marks, where it is part of one of the concept's
  ``quoted`` phrases: the exact words of a source document the lessons quote;
- in a text about Classic European mahjong (a lesson of ``classic_lessons``), where it is
  one of the concept's ``classic`` forms: that game's own word for the concept.
"""

from __future__ import annotations

import html
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TERMBASE = ROOT / "locales" / "termbase.toml"
LOCALES = ROOT / "locales"


@dataclass(frozen=True)
class Variant:
    concept: str
    lang: str
    text: str
    pattern: re.Pattern[str]
    quoted: tuple[re.Pattern[str], ...] = ()   # source phrases that may be quoted
    classic: tuple[re.Pattern[str], ...] = ()  # Classic European's own forms


@dataclass(frozen=True)
class Hit:
    concept: str
    variant: str
    found: str
    where: str
    context: str


def variant_pattern(variant: str, case: bool) -> re.Pattern[str]:
    """The phrase ``variant`` as a pattern: words end where a word ends, ``*`` is any
    ending, spaces are any run of white space (a line break in a wrapped msgstr), and
    trailing ``!word``s are words that must not follow."""
    words = variant.split()
    unless = [w[1:] for w in words if w.startswith("!") and len(w) > 1]
    words = [w for w in words if not (w.startswith("!") and len(w) > 1)]
    phrase = " ".join(words)

    def word_pattern(word: str) -> str:
        return re.escape(word.rstrip("*")) + (r"\w*" if word.endswith("*") else "")

    body = r"\s+".join(word_pattern(w) for w in words)
    # (a word after "-" is an option's name, as typed: --dora)
    start = r"(?<![\w-])" if re.match(r"\w", phrase) else ""
    end = r"(?!\w)" if re.search(r"[\w*]$", phrase) else ""
    end += "".join(rf"(?!\s+{word_pattern(w)}(?!\w))" for w in unless)
    return re.compile(start + body + end, 0 if case else re.IGNORECASE)


# Inline markup joins its text to what surrounds it: "(**Han**)" and "(<b>Han</b>)" read
# "(Han)". Other tags (a line break, a cell) separate words.
_INLINE_TAGS = r"a|abbr|b|bdi|cite|code|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|u|var"
_HIDDEN = re.compile(r"<(style|script)\b.*?</\1\s*>|<!--.*?-->", re.S | re.I)
_LINK = re.compile(r"!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")
_INLINE_TAG = re.compile(rf"</?(?:{_INLINE_TAGS})\b[^<>]*>", re.I)
_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
_MARKERS = re.compile(r"[*`]+|(?<!\w)_+|_+(?!\w)")


def normalise(text: str) -> str:
    """``text`` as a learner reads it: the words of its markdown and HTML, without the
    markup (emphasis ``*``/``_``, backticks, tags, a link's target, entities)."""
    text = _HIDDEN.sub(" ", text)
    text = _LINK.sub(r"\1", text)
    text = _INLINE_TAG.sub("", text)
    text = _TAG.sub(" ", text)
    return _MARKERS.sub("", html.unescape(text))


def quoted_spans(text: str, marks: list[str]) -> list[bool]:
    """For each character of ``text``, whether it is inside quotation marks; ``marks``
    are the language's pairs, opening then closing ("«»", "„”"), nested or not."""
    opening = {pair[0] for pair in marks}
    closing = {pair[1] for pair in marks}
    inside, depth = [], 0
    for char in text:
        if char in opening:
            depth += 1
            inside.append(True)
        elif char in closing:
            inside.append(depth > 0)
            depth = max(0, depth - 1)
        else:
            inside.append(depth > 0)
    return inside


def load(path: Path = TERMBASE) -> dict:
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def variants(termbase: dict, lang: str) -> list[Variant]:
    found = []
    for concept in termbase["concept"]:
        entry = concept.get(lang, {})
        case = set(entry.get("forbidden_case", ()))
        quoted = tuple(variant_pattern(t, True) for t in entry.get("quoted", ()))
        classic = tuple(variant_pattern(t, t in case) for t in entry.get("classic", ()))
        for text in entry.get("forbidden", ()):
            found.append(Variant(concept["id"], lang, text, variant_pattern(text, text in case),
                                 quoted, classic))
    return found


def _allowed(variant: Variant, match: re.Match[str], text: str,
             inside: list[bool], classic: bool) -> bool:
    """Whether a variant's match is one of the allowances of the module's docstring."""
    start, end = match.span()
    for phrase in variant.quoted:
        if any(m.start() <= start and end <= m.end() and all(inside[m.start():m.end()])
               for m in phrase.finditer(text)):
            return True
    return classic and any(form.fullmatch(match.group(0)) for form in variant.classic)


def find(text: str, lang: str, where: str = "", termbase: dict | None = None,
         classic: bool = False) -> list[Hit]:
    """Every forbidden variant of ``lang`` in ``text`` (markup read as a learner reads
    it); ``classic`` says the text is about Classic European mahjong."""
    termbase = _termbase() if termbase is None else termbase
    found = _variants(lang) if termbase is _termbase() else variants(termbase, lang)
    text = normalise(text)
    inside = quoted_spans(text, termbase.get("quotes", {}).get(lang, []))
    hits = []
    for variant in found:
        for match in variant.pattern.finditer(text):
            if _allowed(variant, match, text, inside, classic):
                continue
            context = text[max(0, match.start() - 40):match.end() + 40].replace("\n", " ")
            hits.append(Hit(variant.concept, variant.text, match.group(0), where, context))
    return hits


_CACHE: dict[str, list[Variant]] = {}
_LOADED: list[dict] = []


def _termbase() -> dict:
    if not _LOADED:
        _LOADED.append(load())
    return _LOADED[0]


def _variants(lang: str) -> list[Variant]:
    if lang not in _CACHE:
        _CACHE[lang] = variants(_termbase(), lang)
    return _CACHE[lang]


def catalog_texts(lang: str, domain: str,
                  locales: Path = LOCALES) -> list[tuple[str, str, str]]:
    """(msgid, text, where) of every translation in a catalog: English reads the msgids
    (its catalog is generated from them; the lessons' English is lessons.pot); ``where``
    names the lessons a lesson message comes from ("07_fu")."""
    from babel.messages.pofile import read_po

    path = (locales / "lessons.pot" if (lang, domain) == ("en", "lessons")
            else locales / lang / "LC_MESSAGES" / f"{domain}.po")
    with open(path, "rb") as handle:
        catalog = read_po(handle)
    texts = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        key = ids[0]
        where = ", ".join(sorted({Path(path).stem for path, _ in message.locations
                                  if path.endswith(".md")}))
        for text in (ids if lang == "en" else strings):
            if text:
                texts.append((key, text, where))
    return texts


PLACEHOLDER = re.compile(r"\{\w+\}")


def catalog_hits(lang: str, domain: str, locales: Path = LOCALES) -> list[Hit]:
    """The forbidden variants in a catalog's translations (placeholders are not words:
    "{dora}" is filled in, never read)."""
    classic = set(_termbase().get("classic_lessons", ()))
    return [hit for msgid, text, lessons in catalog_texts(lang, domain, locales)
            for hit in find(PLACEHOLDER.sub(" ", text), lang,
                            f"{domain}.po{' ' + lessons if lessons else ''}: {msgid[:60]}",
                            classic=bool(lessons) and set(lessons.split(", ")) <= classic)]


def main(argv: list[str]) -> int:
    if not argv or argv[0] != "check":
        print(__doc__)
        return 2
    langs = argv[1:] or load()["languages"]
    count = 0
    for lang in langs:
        for domain in ("mjlearn", "lessons"):
            for hit in catalog_hits(lang, domain):
                count += 1
                print(f"{lang} {hit.concept}: “{hit.found}” (forbidden “{hit.variant}”) "
                      f"in {hit.where}\n    …{hit.context}…")
    print(f"{count} forbidden variants")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
