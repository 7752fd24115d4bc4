"""Errors of the Classic European engine: one subclass, every code registered here.

The codes name what is wrong with the learner's input; their parameters are what the
i18n layer needs to say it (the offending token, tile or player).
"""

from __future__ import annotations

from ..errors import MjlearnError, register_error_codes

register_error_codes(
    {
        # compact notation and structured input
        "classic_bad_token": ("token",),
        "classic_bad_group": ("group", "bracket"),
        "classic_kong_expected": ("group", "bracket"),
        "classic_bad_bonus": ("token",),
        "classic_bad_last": ("value",),
        "classic_bad_source": ("source",),
        "classic_bad_announcement": ("announcement",),
        "classic_duplicate_key": ("key",),
        "classic_source_conflict": ("source", "how"),
        "classic_last_not_in_hand": ("tile",),
        "classic_last_group_not_in_hand": ("group",),
        "classic_bad_field": ("field",),
        "classic_bad_jsonl": ("line",),
        "classic_cannot_read": ("path",),
        "classic_bad_wind": ("value",),
        "classic_flowers_off": ("tiles",),
        # who went out
        "classic_loser_went_out": ("tile",),
        "classic_loser_melded_pair": ("group",),
        # settlement
        "classic_bad_players": ("count",),
        "classic_bad_score": ("player", "score"),
        "classic_score_above_limit": ("player", "score", "limit"),
        "classic_unknown_player": ("player",),
    }
)


class ClassicError(MjlearnError):
    """Input the Classic European engine cannot score or settle."""
