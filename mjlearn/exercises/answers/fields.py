"""Labelled answer fields: one per payer or seat, so the order is never a puzzle.

A question whose answer is several amounts declares its fields (``Question.fields``), in
the order of the typed "a / b" form; ``check`` takes either form. The labels are steps
rendered by the i18n layer (:func:`field_label`): "Each non-dealer pays", "The dealer
pays", "Player 2 (dealer)", "East", "10,000-point sticks".

A tsumo's payments are given non-dealer share first, then the dealer's, as players say
"1000–2000".
"""

from __future__ import annotations

from ...trace import Step
from . import messages  # noqa: F401  (registers the step codes)
from ...checks import accepts
from ..base import FIELD, Field

SEATS = 4
WINDS = ("east", "south", "west", "north")
STICK_VALUES = (10_000, 5_000, 1_000, 100)


def payer_field(role: str, label: str | None = None) -> Field:
    """``role``: "discarder", "dealer" or "non_dealer" (each non-dealer); ``label`` a
    label's own code where the role's would mislead ("field.each_other": each of the three
    others, when the dealer wins by tsumo)."""
    return Field(role, (label or f"field.{role}", {}))


def seat_fields(dealer: int | None = None) -> tuple[Field, ...]:
    """Players 1 to 4 (engine seats 0–3), the dealer marked."""
    return tuple(Field(f"seat_{s}", ("field.seat_dealer" if s == dealer else "field.seat",
                                     {"seat": s})) for s in range(SEATS))


def wind_fields() -> tuple[Field, ...]:
    """Classic players, East to North."""
    return tuple(Field(w, ("field.wind", {"wind": w})) for w in WINDS)


def stick_fields() -> tuple[Field, ...]:
    return tuple(Field(f"sticks_{v}", ("field.sticks", {"denomination": v}))
                 for v in STICK_VALUES)


@accepts(field=FIELD)
def field_label(field: Field, lang: str | None = None) -> str:
    """The field's label in ``lang``: "Each non-dealer pays", "Jugador 2 (repartidor)"."""
    from ...i18n import render_step

    code, params = field.label
    return render_step(Step(code, params), lang)


__all__ = ["field_label", "payer_field", "seat_fields", "wind_fields", "stick_fields"]
