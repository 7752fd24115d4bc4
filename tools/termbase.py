"""The termbase (locales/termbase.toml): load it, and find its forbidden variants in text.

    python tools/termbase.py check [LANG…]    every forbidden variant in the catalogs
                                              (both domains), with its concept and msgid

A forbidden variant is a phrase: it matches where it does not continue a longer word (nor
an option's name: --dora),
case-insensitively unless the concept lists it under ``forbidden_case``; a ``*`` at the
end of a word stands for any ending ("schowan* ręk*"). tests/test_termbase.py scans
everything a learner reads with :func:`find`.
"""

from __future__ import annotations

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


@dataclass(frozen=True)
class Hit:
    concept: str
    variant: str
    found: str
    where: str
    context: str


def variant_pattern(variant: str, case: bool) -> re.Pattern[str]:
    """The phrase ``variant`` as a pattern: words end where a word ends, ``*`` is any
    ending, spaces are any run of white space (a line break in a wrapped msgstr)."""
    parts = []
    for word in variant.split():
        stem = re.escape(word.rstrip("*"))
        parts.append(stem + (r"\w*" if word.endswith("*") else ""))
    body = r"\s+".join(parts)
    # (a word after "-" is an option's name, as typed: --dora)
    start = r"(?<![\w-])" if re.match(r"\w", variant) else ""
    end = r"(?!\w)" if re.search(r"[\w*]$", variant) else ""
    return re.compile(start + body + end, 0 if case else re.IGNORECASE)


def load(path: Path = TERMBASE) -> dict:
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def variants(termbase: dict, lang: str) -> list[Variant]:
    found = []
    for concept in termbase["concept"]:
        entry = concept.get(lang, {})
        case = set(entry.get("forbidden_case", ()))
        for text in entry.get("forbidden", ()):
            found.append(Variant(concept["id"], lang, text, variant_pattern(text, text in case)))
    return found


def find(text: str, lang: str, where: str = "", termbase: dict | None = None) -> list[Hit]:
    """Every forbidden variant of ``lang`` in ``text``."""
    hits = []
    for variant in _variants(lang) if termbase is None else variants(termbase, lang):
        for match in variant.pattern.finditer(text):
            context = text[max(0, match.start() - 40):match.end() + 40].replace("\n", " ")
            hits.append(Hit(variant.concept, variant.text, match.group(0), where, context))
    return hits


_CACHE: dict[str, list[Variant]] = {}


def _variants(lang: str) -> list[Variant]:
    if lang not in _CACHE:
        _CACHE[lang] = variants(load(), lang)
    return _CACHE[lang]


def catalog_texts(lang: str, domain: str, locales: Path = LOCALES) -> list[tuple[str, str]]:
    """(msgid, text) of every translation in a catalog: English reads the msgids (its
    catalog is generated from them; the lessons' English is lessons.pot)."""
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
        for text in (ids if lang == "en" else strings):
            if text:
                texts.append((key, text))
    return texts


PLACEHOLDER = re.compile(r"\{\w+\}")


def catalog_hits(lang: str, domain: str, locales: Path = LOCALES) -> list[Hit]:
    """The forbidden variants in a catalog's translations (placeholders are not words:
    "{dora}" is filled in, never read)."""
    return [hit for msgid, text in catalog_texts(lang, domain, locales)
            for hit in find(PLACEHOLDER.sub(" ", text), lang, f"{domain}.po: {msgid[:60]}")]


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
