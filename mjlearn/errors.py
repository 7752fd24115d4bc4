"""Typed errors with stable codes.

Every problem with a learner's input leaves the public API as a :class:`MjlearnError`
carrying a stable ``code`` and its ``params``. The engine never writes the sentence: the
i18n layer turns ``(code, params)`` into text in the learner's language. ``str(error)``
is only a developer-facing fallback.
"""

from __future__ import annotations

from typing import Any, Mapping

# Every error code the engine raises, with the parameters it carries. The i18n tests use
# this table to prove that each code renders in every language.
ERROR_CODES: dict[str, tuple[str, ...]] = {}


def register_error_codes(codes: Mapping[str, tuple[str, ...]]) -> None:
    """Add a layer's error codes to the shared table (each layer declares its own)."""
    for code, params in codes.items():
        if code in ERROR_CODES and ERROR_CODES[code] != tuple(params):
            raise RuntimeError(f"error code {code!r} registered twice with different params")
        ERROR_CODES[code] = tuple(params)


register_error_codes(
    {
        # text input
        "empty_input": (),
        "unknown_character": ("char", "position"),
        "suit_without_digits": ("char", "position"),
        "digits_without_suit": ("digits", "count"),
        "honour_out_of_range": ("digit",),
        "red_five_not_five": ("tile",),
        "red_honour": (),
        "unknown_tile_kind": ("kind",),
        # hand shape
        "too_many_tiles": ("count", "expected"),
        "too_few_tiles": ("count", "expected"),
        # a hand with called sets: how many tiles those leave in hand ("14 in hand, but with
        # 1 called set it should have 11"); a waiting hand typed with its winning tile
        "too_many_tiles_called": ("count", "expected", "melds"),
        "too_few_tiles_called": ("count", "expected", "melds"),
        "winning_tile_typed": ("count", "expected"),
        "too_many_copies": ("tile", "count"),
        "bad_meld": ("meld", "meld_type"),
        "unknown_meld_type": ("meld_type",),
        "win_tile_not_in_hand": ("tile",),
        "missing_win_tile": (),
        "not_a_winning_hand": (),
        "not_tenpai": (),
        "bad_option": ("option", "value"),
    }
)


class MjlearnError(ValueError):
    """A problem with input, explained by a stable code and parameters."""

    def __init__(self, code: str, /, **params: Any) -> None:
        if code not in ERROR_CODES:
            raise RuntimeError(f"unregistered error code {code!r}")
        self.code = code
        self.params = dict(params)
        super().__init__(code, self.params)

    def __str__(self) -> str:  # developer fallback; learners see the i18n rendering
        if not self.params:
            return self.code
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"{self.code} ({inner})"

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


class TileError(MjlearnError):
    """Text that does not describe tiles."""


class HandError(MjlearnError):
    """Tiles that do not make the hand the caller asked for."""
