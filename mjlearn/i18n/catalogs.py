"""Loading the compiled catalogs of the ``mjlearn`` gettext domain.

In the repository the catalogs live in the top-level ``locales/<lang>/LC_MESSAGES/``
(beside the lessons' domain); the wheel build compiles them into the package as
``mjlearn/locales/`` (see ``setup.py``), so an installed package carries its languages
wherever the repository keeps them. Only the ``.po`` sources are committed; the ``.mo``
files are compiled by ``dev.py`` and by the wheel build.

However the package was installed, it speaks: a checkout used without ``dev.py`` (``pip
install -e .``) has the ``.po`` files but no ``.mo``, or ``.mo`` files older than a
``.po`` just edited. Then the ``.po`` is compiled on first use (about 70 ms a language),
and the ``.mo`` written beside it for the next process when the checkout is writable.
"""

from __future__ import annotations

import io
import os
from functools import lru_cache
from gettext import GNUTranslations as Translations
from pathlib import Path

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
    """The real translations of ``lang`` (never a ``NullTranslations`` stand-in): the
    standard library's reader of a compiled catalog (Babel's subclass of it adds nothing the
    layer uses, and costs a process its date and time modules)."""
    return _load(normalize_language(lang))


@lru_cache(maxsize=None)
def _load(lang: str) -> Translations:
    path = compiled_catalog_path(lang)
    source = source_catalog_path(lang)
    if source.is_file() and (not path.is_file() or _mtime(path) < _mtime(source)):
        return Translations(io.BytesIO(_compile(source, path, lang)))
    try:
        with path.open("rb") as compiled:
            return Translations(compiled)
    except FileNotFoundError:
        raise CatalogMissingError(
            f"no compiled catalog for {lang!r} at {path}: run `python3 dev.py catalogs` "
            "(or reinstall the package)") from None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _compile(source: Path, target: Path, lang: str) -> bytes:
    """The ``.po`` compiled as ``dev.py`` and the wheel build do (fuzzy entries left out),
    kept in ``target`` when the directory can be written (atomically: another process
    may be reading or writing it too)."""
    import tempfile

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with source.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    data = buffer.getvalue()
    try:
        fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=".mjlearn-", suffix=".mo")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.chmod(temporary, 0o644)      # (mkstemp makes it private)
            os.replace(temporary, target)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError:                 # a read-only checkout: compiled again next time
        pass
    return data
