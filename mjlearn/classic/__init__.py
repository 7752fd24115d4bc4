"""Classic European mahjong scoring (seed 004, ``classic_european_spec.md``).

One small module per stage: ``notation`` (hands, compact notation, structured input) →
``arrange`` (groupings of the tiles) → ``points`` → ``doubles`` → ``limits`` → ``score``
(the orchestrator) → ``settle`` (payments among the four players). ``rules`` holds every
value as data in a frozen :class:`ClassicProfile`.
"""

from .errors import ClassicError
from .notation import ClassicHand, Group, format_compact, from_structured, parse_compact, read_hand
from .rules import DEFAULT_PROFILE, EUROPEAN_CLASSIC, KAJONGG_DMJL, PROFILES, ClassicProfile, get_profile
from .score import ClassicScore, score_hand, totals
from .settle import Settlement, settle

__all__ = [
    "ClassicError", "ClassicHand", "Group", "format_compact", "from_structured", "parse_compact",
    "read_hand", "DEFAULT_PROFILE", "EUROPEAN_CLASSIC", "KAJONGG_DMJL", "PROFILES",
    "ClassicProfile", "get_profile", "ClassicScore", "score_hand", "totals", "Settlement", "settle",
]
