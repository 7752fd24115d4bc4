"""Markers that make a string extractable by ``pybabel extract`` without translating it.

The name tables and message tables are plain data: they are read at import time, long
before anyone knows the learner's language, so they hold *msgids* and the render layer
translates them later. These markers only tag the literals for the extractor (the
keywords are configured in ``pyproject.toml``) and keep enough shape (context, plural)
for the renderer to call the right gettext function.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Msg:
    """A message to translate later: ``context`` picks ``pgettext`` over ``gettext``."""

    msgid: str
    context: str | None = None


@dataclass(frozen=True, slots=True)
class PluralMsg:
    """A message whose form depends on a number: the parameter named by ``count``
    (``{count}`` unless a step names its number otherwise, e.g. ``{sticks}``)."""

    singular: str
    plural: str
    context: str | None = None
    count: str = "count"


def N_(msgid: str) -> Msg:
    """Mark a message (extraction keyword ``N_``)."""
    return Msg(msgid)


def NP_(context: str, msgid: str) -> Msg:
    """Mark a message with a context (keyword ``NP_:1c,2``): the same English word can
    need different translations (a wait called kokushi, the yakuman called kokushi)."""
    return Msg(msgid, context)


def NN_(singular: str, plural: str, count: str = "count") -> PluralMsg:
    """Mark a counted message (keyword ``NN_:1,2``); the parameter named ``count``
    chooses the form, so the verb can agree with it ("1 stick stays", "2 sticks stay")."""
    return PluralMsg(singular, plural, count=count)


def NNP_(context: str, singular: str, plural: str) -> PluralMsg:
    """Mark a counted message with a context (keyword ``NNP_:1c,2,3``)."""
    return PluralMsg(singular, plural, context)


@dataclass(frozen=True)
class Choice:
    """One message per value of a parameter, so every case is a whole sentence that each
    language can word its own way (an open or a concealed set, a dealer or a non-dealer).

    ``select`` names a rule in ``render.SELECTORS`` that turns the step's parameters into
    the key; without it the key is ``str(params[param])``.
    """

    param: str
    options: dict
    select: str | None = None
