"""Nagashi mangan: settled at an exhaustive draw, not by scoring a winning hand.

A player whose discards are all terminals and honours, none of them called, is paid as
for a mangan tsumo (seed 000 §Yaku "Recibes 2000 puntos básicos"; rulesets §1 row 14).
It is an option (``rules.nagashi_mangan``, off by default, §4 decision 2), so
:func:`mjlearn.riichi.score` never awards it; the table settlement calls
:func:`nagashi_payments` instead. Honba and riichi sticks stay on the table (it is a draw).
"""

from __future__ import annotations

from ..errors import MjlearnError, register_error_codes
from ..trace import register_step_codes, step
from .points import Payments, payments

register_error_codes({"rule_not_in_ruleset": ("rule", "ruleset")})
register_step_codes({"nagashi.mangan": ("basic",)})

NAGASHI_BASIC = 2000


def nagashi_payments(dealer: bool, rules) -> Payments:
    """What each player pays a nagashi mangan (a mangan tsumo), with the steps."""
    if not rules.nagashi_mangan:
        raise MjlearnError("rule_not_in_ruleset", rule="nagashi_mangan", ruleset=rules.name)
    pay = payments(NAGASHI_BASIC, dealer, True, rules)
    head = step("nagashi.mangan", None, basic=NAGASHI_BASIC)
    return Payments(pay.amounts, pay.hand_total, 0, 0, (head, *pay.steps))
