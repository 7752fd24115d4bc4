"""mjlearn: learn to score mahjong step by step.

The pipeline, one small module per stage: ``tiles`` (parse and name tiles) → ``hand``
(validate a hand) → ``readings`` (decompose it, find its waits) → the scoring engines →
the i18n layer that explains each step in the learner's language.
"""

from .errors import HandError, MjlearnError, TileError
from .i18n.languages import set_language
from .hand import Hand, Meld, WaitingHand, parse_hand, parse_waiting_hand
from .readings import Reading, Waits, find_waits, readings
from .tiles import Tile, format_tiles, parse_tiles, tile

__version__ = "0.1.0"

__all__ = [
    "HandError", "MjlearnError", "TileError", "Hand", "Meld", "WaitingHand", "parse_hand",
    "parse_waiting_hand", "Reading", "Waits", "find_waits", "readings", "Tile",
    "format_tiles", "parse_tiles", "tile", "set_language", "__version__",
]
