"""A score as players call it out at the table, as data.

At a table the winner says what the others pay, in one of three forms (the team's order
everywhere: each non-dealer's share first):

- a ron: one amount, what the discarder pays (``Call("ron", (7700,))``: "7,700");
- a non-dealer's tsumo: what each non-dealer pays, then what the dealer pays
  (``Call("split", (2000, 3900))``: "2,000–3,900");
- the dealer's tsumo: what each of the three others pays (``Call("all", (2600,))``:
  "2,600 all").

Honba are called included: with one honba, "2,000–3,900" is called "2,100–4,000".
:func:`call_of` makes the call of a hand from its basic points with the engine's own
payments; the words are the i18n layer's (:mod:`mjlearn.i18n.calls`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import MAX_COUNT, accepts, instance_of, check_bool, check_int, check_items, check_points, describe
from ..errors import MjlearnError
from ..riichi.points import payments
from ..rules import Ruleset

RON, SPLIT, ALL = "ron", "split", "all"
CALL_FORMS = (RON, SPLIT, ALL)
_AMOUNTS = {RON: 1, SPLIT: 2, ALL: 1}
PAYERS = 3


@dataclass(frozen=True, slots=True)
class Call:
    """A score as it is called: ``form`` (``"ron"``: one amount, ``"split"``: each
    non-dealer's share then the dealer's, ``"all"``: what each of three pays) and its
    ``amounts``, honba included."""

    form: str
    amounts: tuple[int, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.form, str) or self.form not in CALL_FORMS:
            raise MjlearnError("bad_option", option="form", value=describe(self.form))
        amounts = tuple(check_points("amounts", a, 0)
                        for a in check_items("amounts", self.amounts))
        if len(amounts) != _AMOUNTS[self.form]:
            raise MjlearnError("bad_option", option="amounts", value=describe(amounts))
        object.__setattr__(self, "amounts", amounts)

    @property
    def total(self) -> int:
        """What the winner receives in all."""
        if self.form == SPLIT:
            return 2 * self.amounts[0] + self.amounts[1]
        return self.amounts[0] * (PAYERS if self.form == ALL else 1)


def call_form(dealer: bool, tsumo: bool) -> str:
    return RON if not tsumo else ALL if dealer else SPLIT


@accepts(basic=lambda a, v: check_points(a, v, 0), dealer=check_bool, tsumo=check_bool,
         rules=instance_of(Ruleset, "ruleset"), honba=lambda a, v: check_int(a, v, 0, MAX_COUNT))
def call_of(basic: int, dealer: bool, tsumo: bool, rules: Ruleset, honba: int = 0) -> Call:
    """The call of a hand of ``basic`` points won by the dealer or not, by ron or tsumo,
    with ``honba`` counters on the table (their ``rules.honba_points`` each, from the
    discarder or shared by the three payers)."""
    pay = payments(basic, dealer, tsumo, rules).amounts
    extra = rules.honba_points * honba // (PAYERS if tsumo else 1)
    form = call_form(dealer, tsumo)
    if form == RON:
        return Call(RON, (pay["discarder"] + extra,))
    if form == ALL:
        return Call(ALL, (pay["non_dealer"] + extra,))
    return Call(SPLIT, (pay["non_dealer"] + extra, pay["dealer"] + extra))


__all__ = ["Call", "CALL_FORMS", "RON", "SPLIT", "ALL", "call_form", "call_of"]
