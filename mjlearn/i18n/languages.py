"""Which language to speak: an explicit argument, else the process default, else the
environment's locale, else English.

Explicit choices (a ``lang`` argument, :func:`set_language`, ``--lang``) are checked
strictly: a language we do not ship raises ``unsupported_language``, never a quiet switch
to English. The environment is only a hint, read the way GNU gettext reads it: the first
of LANGUAGE, LC_ALL, LC_MESSAGES, LANG that is set decides, and when it names no shipped
language the untranslated (English) text is used — exactly what any gettext program does
on a machine set to, say, German.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import Mapping

from ..checks import describe
from ..errors import MjlearnError, register_error_codes

SUPPORTED_LANGUAGES: tuple[str, ...] = ("en", "es", "it", "pl", "ru")
DEFAULT_LANGUAGE = "en"
ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

register_error_codes({"unsupported_language": ("language", "supported")})

# "pl", "pl_PL", "pl-PL", "pl_PL.UTF-8", "sr_RS@latin": language, territory, codeset, modifier.
_LOCALE_NAME = re.compile(r"^([A-Za-z]{2,3})(?:[_-][A-Za-z0-9]+)?(?:\.[\w-]+)?(?:@\w+)?$")

_process_default: str | None = None


def normalize_language(lang: str) -> str:
    """The shipped language code that ``lang`` names ("pl_PL.UTF-8" → "pl").

    Raises ``unsupported_language`` for anything else, so a code can never reach the
    file system: callers only ever see one of :data:`SUPPORTED_LANGUAGES`.
    """
    code = _language_code(lang) if isinstance(lang, str) and len(lang) < 100 else None
    if code is None:
        raise MjlearnError("unsupported_language", language=describe(lang),
                           supported=", ".join(SUPPORTED_LANGUAGES))
    return code


@lru_cache(maxsize=256)
def _language_code(lang: str) -> str | None:
    # (asked for on every message rendered: the default language comes from the
    # environment's few locale names, each read once)
    match = _LOCALE_NAME.match(lang.strip())
    code = match.group(1).lower() if match else None
    return code if code in SUPPORTED_LANGUAGES else None


def set_language(lang: str | None) -> None:
    """Set the process default language (``None`` goes back to the environment)."""
    global _process_default
    _process_default = None if lang is None else normalize_language(lang)


def environment_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The shipped language the environment asks for, or ``None`` if it asks for none."""
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        # LANGUAGE is a priority list ("pl:en"); the others hold a single locale name.
        for candidate in value.split(":") if variable == "LANGUAGE" else [value]:
            try:
                return normalize_language(candidate)
            except MjlearnError:
                continue
        return None  # the deciding variable names no language we ship ("C", "de_DE")
    return None


def current_language() -> str:
    """The language used when no ``lang`` is given."""
    return _process_default or environment_language() or DEFAULT_LANGUAGE


def resolve_language(lang: str | None) -> str:
    """``lang`` checked and normalized, or the current default when ``lang`` is None."""
    return current_language() if lang is None else normalize_language(lang)
