"""Chombo: a serious offence (a false win, riichi on a hand that is not tenpai …) voids the hand.

The hand is dealt again: the riichi sticks put down during it go back to their players,
no honba is added and the dealer does not change (EMA §3.4.6; wiki:Chombo: "most rules
leave the honba count unchanged"). The penalty depends on the ruleset (``rules.chombo``):

- ``"mangan"``: the offender pays at once what they would have received for a mangan
  tsumo, in reverse: a non-dealer 4 000 to the dealer and 2 000 to each non-dealer, the
  dealer 4 000 to each (wiki:Chombo, "reverse mangan tsumo"; EMA 2016 outside
  tournaments);
- ``"final_penalty"``: nothing is paid during the game; ``rules.chombo_penalty`` points
  (EMA: 20 000) come off the offender's final score, after the uma (EMA §3.4.6, p.5). The
  state counts the penalties (``GameState.chombo``) until the final score takes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..riichi.points import LIMIT_BASIC, payments
from ..rules import Ruleset
from ..trace import Step, register_step_codes, step
from .state import PLAYERS, GameState, check_seat

register_step_codes({
    "settle.chombo": ("seat", "penalty"),                             # a note
    "settle.chombo_payment": ("payer", "receiver", "receiver_role", "amount"),   # a transfer
    "settle.riichi_returned": ("payer", "receiver", "amount"),         # a transfer
    "settle.chombo_penalty": ("seat", "penalty"),                     # a note
})

CHOMBO_TRANSFER_CODES = frozenset({"settle.chombo_payment", "settle.riichi_returned"})


@dataclass(frozen=True, slots=True)
class Chombo:
    """``seat`` committed a chombo; the hand is void."""

    seat: int

    def __post_init__(self) -> None:
        check_seat(self.seat)


def chombo_steps(state: GameState, chombo: Chombo, rules: Ruleset,
                 declared: frozenset[int]) -> tuple[list[Step], tuple[int, ...]]:
    """The steps of a chombo (after the riichi deposits of the void hand), and the
    penalties the state keeps for the final score."""
    offender = chombo.seat
    steps = [step("settle.chombo", None, seat=offender, penalty=rules.chombo)]
    steps += [step("settle.riichi_returned", rules.riichi_deposit, payer=None, receiver=seat,
                   amount=rules.riichi_deposit) for seat in sorted(declared)]
    pending = list(state.chombo)
    if rules.chombo == "mangan":
        # the amounts of a mangan tsumo by the offender, paid the other way round
        owed = payments(LIMIT_BASIC["mangan"], offender == state.dealer, True, rules).amounts
        for k in range(1, PLAYERS):
            receiver = (offender + k) % PLAYERS
            role = "dealer" if receiver == state.dealer else "non_dealer"
            steps.append(step("settle.chombo_payment", owed[role], payer=offender, receiver=receiver,
                              receiver_role=role, amount=owed[role]))
    else:
        pending[offender] += 1
        steps.append(step("settle.chombo_penalty", None, seat=offender, penalty=rules.chombo_penalty))
    return steps, tuple(pending)
