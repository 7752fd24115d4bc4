"""Turning marked messages into text: gettext look-up, then filling ``{placeholders}``."""

from __future__ import annotations

import re
from typing import Any, Mapping

from .catalogs import translations
from .markers import Msg, PluralMsg

# Placeholders are bare names: no attribute access or format specs in translations, so a
# catalog can never reach into objects, and numbers are always formatted by Babel first.
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(text: str) -> set[str]:
    """The ``{name}`` placeholders of a msgid or a translation."""
    return set(PLACEHOLDER.findall(text))


def fill(template: str, values: Mapping[str, Any]) -> str:
    """Replace each ``{name}`` by ``values[name]``; a missing value is a bug and raises."""
    def value_of(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise KeyError(f"no value for placeholder {{{name}}} in {template!r}")
        return str(values[name])
    return PLACEHOLDER.sub(value_of, template)


def translate(message: Msg, lang: str) -> str:
    """The translation of a marked message (without filling it)."""
    catalog = translations(lang)
    if message.context is None:
        return catalog.gettext(message.msgid)
    return catalog.pgettext(message.context, message.msgid)


def translate_plural(message: PluralMsg, count: int, lang: str) -> str:
    """The form of a counted message that ``count`` calls for in ``lang``."""
    catalog = translations(lang)
    if message.context is None:
        return catalog.ngettext(message.singular, message.plural, count)
    return catalog.npgettext(message.context, message.singular, message.plural, count)
