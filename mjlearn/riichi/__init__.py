"""Riichi scoring that shows its work, one small module per stage.

``situation`` (validate the win) → ``view`` (facts of the hand and of each reading) →
``yaku`` / ``yakuman`` (rules as data) → ``dora`` → ``fu`` → ``points`` (limits and
payments) → ``evaluate`` (value one reading) → ``explain`` (trace of the chosen reading)
→ ``score`` (the orchestrator) → ``jsonio`` (JSON in and out). ``nagashi`` settles
nagashi mangan at an exhaustive draw.
"""

from .jsonio import score_json
from .score import ScoreResult, YakuHan, score
from .situation import Situation

__all__ = ["Situation", "score", "score_json", "ScoreResult", "YakuHan"]
