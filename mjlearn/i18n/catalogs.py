"""Loading the compiled catalogs of the ``mjlearn`` gettext domain.

In the repository the catalogs live in the top-level ``locales/<lang>/LC_MESSAGES/``
(beside the lessons' domain); the wheel build compiles them into the package as
``mjlearn/locales/`` (see ``setup.py``), so an installed package carries its languages
wherever the repository keeps them. Only the ``.po`` sources are committed; the ``.mo``
files are compiled by ``dev.py`` and by the wheel build.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from babel.support import Translations

from .languages import SUPPORTED_LANGUAGES, normalize_language

DOMAIN = "mjlearn"
_PACKAGE = Path(__file__).resolve().parent.parent
# An installed wheel carries mjlearn/locales; a checkout (or editable install) has ./locales.
LOCALES_DIR = _PACKAGE / "locales" if (_PACKAGE / "locales").is_dir() else _PACKAGE.parent / "locales"

# Built from the fixed list, so a language code only ever selects one of these paths.
_CATALOG_PATHS = {lang: LOCALES_DIR / lang / "LC_MESSAGES" for lang in SUPPORTED_LANGUAGES}


class CatalogMissingError(RuntimeError):
    """A shipped language has no compiled catalog: an installation fault, not bad input.

    Raised instead of falling back to untranslated text, which would hide the fault.
    """


def source_catalog_path(lang: str) -> Path:
    """The ``.po`` file of a shipped language."""
    return _CATALOG_PATHS[normalize_language(lang)] / f"{DOMAIN}.po"


def compiled_catalog_path(lang: str) -> Path:
    """The ``.mo`` file of a shipped language."""
    return _CATALOG_PATHS[normalize_language(lang)] / f"{DOMAIN}.mo"


def translations(lang: str) -> Translations:
    """The real translations of ``lang`` (never a ``NullTranslations`` stand-in)."""
    return _load(normalize_language(lang))


@lru_cache(maxsize=None)
def _load(lang: str) -> Translations:
    path = compiled_catalog_path(lang)
    try:
        with path.open("rb") as compiled:
            return Translations(compiled, domain=DOMAIN)
    except FileNotFoundError:
        raise CatalogMissingError(
            f"no compiled catalog for {lang!r} at {path}: run `python3 dev.py catalogs` "
            "(or reinstall the package)") from None
