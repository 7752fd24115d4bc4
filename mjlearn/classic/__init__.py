"""Classic European mahjong scoring (seed 004, ``classic_european_spec.md``).

One small module per stage: ``notation`` (hands, compact notation, structured input) →
``arrange`` (groupings of the tiles) → ``points`` → ``doubles`` → ``limits`` → ``score``
(the orchestrator) → ``settle`` (payments among the four players). ``rules`` holds every
value as data in a frozen :class:`ClassicProfile`.
"""

from ..lazy import lazy_exports

# Each name is imported from its module on first use.
__getattr__, __dir__ = lazy_exports(__name__, {
    ".errors": ["ClassicError"],
    ".notation": ["ClassicHand", "Group", "format_compact", "from_structured", "parse_compact",
                  "read_hand"],
    ".rules": ["DEFAULT_PROFILE", "EUROPEAN_CLASSIC", "KAJONGG_DMJL", "PROFILES",
               "ClassicProfile", "get_profile"],
    ".score": ["ClassicScore", "score_hand", "totals"],
    ".settle": ["Settlement", "settle"],
})

__all__ = [
    "ClassicError", "ClassicHand", "Group", "format_compact", "from_structured", "parse_compact",
    "read_hand", "DEFAULT_PROFILE", "EUROPEAN_CLASSIC", "KAJONGG_DMJL", "PROFILES",
    "ClassicProfile", "get_profile", "ClassicScore", "score_hand", "totals", "Settlement", "settle",
]
