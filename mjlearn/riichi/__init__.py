"""Riichi scoring that shows its work, one small module per stage.

``situation`` (validate the win) → ``view`` (facts of the hand and of each reading) →
``yaku`` / ``yakuman`` (rules as data) → ``dora`` → ``fu`` → ``points`` (limits and
payments) → ``evaluate`` (value one reading) → ``explain`` (trace of the chosen reading)
→ ``score`` (the orchestrator). ``nagashi`` settles nagashi mangan at an exhaustive draw.
JSON in and out with error messages is :func:`mjlearn.i18n.score_json` (the i18n layer,
since an error object carries its message).
"""

from .score import ScoreResult, YakuHan, score
from .situation import Situation

__all__ = ["Situation", "score", "ScoreResult", "YakuHan"]
