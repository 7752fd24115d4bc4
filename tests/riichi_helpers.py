"""Shared helpers for the Riichi engine tests."""

from mjlearn.riichi import Situation, score


def sc(hand, **kw):
    """Score ``hand`` (mpsz, winning tile last unless ``win=``) under ``kw``."""
    melds = kw.pop("melds", ())
    return score(Situation(hand=hand, melds=melds, **kw))


def yaku(result):
    return {y.id: y.han for y in result.yaku}


def ron(result):
    return result.payments.amounts["discarder"]
