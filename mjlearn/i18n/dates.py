"""Calendar days as the learner's language writes them (CLDR's long date, through Babel):
"December 3, 2026", "3 de diciembre de 2026", "3 grudnia 2026", "3 декабря 2026 г."."""

from __future__ import annotations

from datetime import date, datetime

from ..checks import bad_argument
from .languages import resolve_language


def format_day(day: date, lang: str | None = None) -> str:
    """A calendar day (a ``date``; a ``datetime`` is taken on the machine's own day)."""
    from babel.dates import format_date

    if isinstance(day, datetime):
        day = day.astimezone().date()
    elif not isinstance(day, date):
        raise bad_argument("day", "date", day)
    return format_date(day, format="long", locale=resolve_language(lang))


__all__ = ["format_day"]
