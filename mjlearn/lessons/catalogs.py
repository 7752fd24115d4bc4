"""The ``lessons`` gettext domain: the lesson prose in es, it, pl, ru (English is the source).

The build reads the ``.po`` files directly (no compiled ``.mo`` is needed, so a notebook
can never be built from a stale compilation). A fuzzy or empty entry is left out: that
block stays in English until a translator confirms it — stale is English, never wrong.

    python -m mjlearn.lessons catalogs   # extract → lessons.pot → update each .po (pybabel)
"""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from ..i18n.languages import SUPPORTED_LANGUAGES

DOMAIN = "lessons"
SOURCE_LANGUAGE = "en"
TRANSLATED_LANGUAGES = tuple(lang for lang in SUPPORTED_LANGUAGES if lang != SOURCE_LANGUAGE)
PACKAGE_DIR = Path(__file__).resolve().parent.parent
# Beside the engine's `mjlearn` domain, in the repository's top-level locales/.
LOCALES_DIR = PACKAGE_DIR.parent / "locales"
TEMPLATE = LOCALES_DIR / f"{DOMAIN}.pot"
MAPPING = Path(__file__).resolve().parent / "babel.toml"
LINE_WIDTH = 100


def po_path(lang: str) -> Path:
    return LOCALES_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def translations(lang: str) -> dict[str, str]:
    """msgid → msgstr for the confirmed (non-fuzzy, non-empty) entries of ``lang``."""
    if lang == SOURCE_LANGUAGE:
        return {}
    if lang not in TRANSLATED_LANGUAGES:  # only shipped codes ever become a path
        raise ValueError(f"no lessons catalog for {lang!r}")
    return {message.id: message.string for message in read_catalog(po_path(lang), lang)
            if message.id and message.string and not message.fuzzy}


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "--quiet", *args])


def extract(output: Path) -> None:
    """``pybabel extract`` of every lesson source into ``output``."""
    root = PACKAGE_DIR.parent
    with chdir(root):  # locations read "mjlearn/lessons/source/01_tiles.md" everywhere
        _pybabel("extract", "-F", str(MAPPING.relative_to(root)), "-o", str(output),
                 "--project", "mjlearn-lessons", "--copyright-holder", "the mjlearn authors",
                 "--sort-by-file", "--add-location", "file", "-w", str(LINE_WIDTH),
                 str((PACKAGE_DIR / "lessons" / "source").relative_to(root)))


def update() -> None:
    """Extract the template, then merge it into every language's catalog (new ones created)."""
    extract(TEMPLATE)
    for lang in TRANSLATED_LANGUAGES:
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        _pybabel("update", "-i", str(TEMPLATE), "-d", str(LOCALES_DIR), "-D", DOMAIN,
                 "-l", lang, "--init-missing", "--ignore-obsolete", "-w", str(LINE_WIDTH))
