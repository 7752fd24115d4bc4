"""Riichi scoring: yaku, dora, fu, limits, payments."""
