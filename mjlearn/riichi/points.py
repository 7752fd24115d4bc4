"""From han and fu to basic points, limits and payments.

Basic points are fu × 2^(2+han), capped by the limits (mangan 2 000, haneman 3 000,
baiman 4 000, sanbaiman 6 000, yakuman 8 000 × multiple). Each *payment* is basic points
× 1, 2, 4 or 6, rounded **up** to the next 100 (seed 001, EMA §4.1.2). Seed 000 says the
basic points are rounded to the *nearest* 100 first: that is wrong, and when it changes
a payment under a ruleset taught from seed 000 (``rules.seed_000_rounding_note``) the
explanation carries a ``note.seed_000_rounding`` step saying so.

A limit is reached in one of two ways, and ``points.limit`` says which (``reason``):
5 han or more reach it by themselves (``"han"``), or with 3–4 han the formula passes
2 000 basic points and is capped at a mangan (``"capped"``, with the ``raw`` value).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..rules import Ruleset
from ..trace import Step, register_step_codes, step
from ..fast import fast_init

register_step_codes({
    "points.formula": ("fu", "han", "basic"),
    "points.limit": ("limit", "han", "basic", "reason", "raw"),
    "points.yakuman": ("multiple", "basic"),
    "points.kazoe": ("han", "limit", "basic"),
    "points.kiriage": ("fu", "han", "basic"),
    "payment.ron": ("payer", "basic", "multiplier", "raw", "amount"),
    "payment.tsumo": ("payer", "count", "basic", "multiplier", "raw", "amount"),
    "payment.honba": ("honba", "payers", "each", "amount"),
    "payment.riichi_sticks": ("sticks", "amount"),
    "note.seed_000_rounding": ("seed_total", "total"),
})

LIMIT_BASIC = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000,
               "yakuman": 8000, "kazoe_yakuman": 8000}


def round_up_100(value: int) -> int:
    return -(-value // 100) * 100


def _seed_000_basic(basic: int) -> int:
    """Seed 000's (wrong) rule: basic points rounded to the nearest 100, half up."""
    return (basic + 50) // 100 * 100


@fast_init
@dataclass(frozen=True, slots=True)
class BasicPoints:
    """``basic``: basic points; ``limit``: the limit id reached, or None; ``steps``."""

    basic: int
    limit: str | None
    steps: tuple[Step, ...]


class _Limits:
    """The three options :func:`_basic_points` reads, under the names Ruleset gives them."""

    __slots__ = ("yakuman_cap", "kazoe", "kiriage")

    def __init__(self, cap: int | None, kazoe: str, kiriage: bool) -> None:
        self.yakuman_cap = cap
        self.kazoe = kazoe
        self.kiriage = kiriage


def limit_for_han(han: int, rules: Ruleset) -> str | None:
    """The limit a han count reaches by itself (5+ han), ignoring fu."""
    if han >= 13:
        return "kazoe_yakuman" if rules.kazoe in ("yakuman", "stacked") else "sanbaiman"
    if han >= 11:
        return "sanbaiman"
    if han >= 8:
        return "baiman"
    if han >= 6:
        return "haneman"
    if han >= 5:
        return "mangan"
    return None


def basic_points(han: int, fu: int, rules: Ruleset, yakuman: int = 0) -> BasicPoints:
    """Basic points of a hand with ``han`` and ``fu``, or of ``yakuman`` multiples."""
    return _basic_points(han, fu, yakuman, rules.yakuman_cap, rules.kazoe, rules.kiriage)


@lru_cache(maxsize=4096)
def _basic_points(han: int, fu: int, yakuman: int, cap: int | None, kazoe: str,
                  kiriage: bool) -> BasicPoints:
    # A pure function of six small values (and its result is immutable): worked out once
    # for each, as hands share them all the time.
    rules = _Limits(cap, kazoe, kiriage)
    if yakuman:
        multiple = min(yakuman, rules.yakuman_cap) if rules.yakuman_cap else yakuman
        basic = 8000 * multiple
        return BasicPoints(basic, "yakuman", (step("points.yakuman", basic, multiple=multiple, basic=basic),))
    limit = limit_for_han(han, rules)
    if limit == "kazoe_yakuman":
        # "stacked": 26+ han count as a double yakuman
        basic = 16000 if rules.kazoe == "stacked" and han >= 26 else 8000
        return BasicPoints(basic, limit, (step("points.kazoe", basic, han=han, limit=limit, basic=basic),))
    if limit:
        basic = LIMIT_BASIC[limit]
        return BasicPoints(basic, limit, (step("points.limit", basic, limit=limit, han=han, basic=basic,
                                               reason="han", raw=None),))
    raw = fu * 2 ** (2 + han)
    formula = step("points.formula", min(raw, 2000), fu=fu, han=han, basic=raw)
    if raw >= 2000:
        return BasicPoints(2000, "mangan", (formula, step("points.limit", 2000, limit="mangan", han=han,
                                                          basic=2000, reason="capped", raw=raw)))
    if rules.kiriage and raw >= 1920:
        return BasicPoints(2000, "mangan", (formula, step("points.kiriage", 2000, fu=fu, han=han, basic=2000)))
    return BasicPoints(raw, None, (formula,))


def basic_value(han: int, fu: int, rules: Ruleset, yakuman: int = 0) -> int:
    """The basic points alone (no steps), to compare readings quickly. Same rules as
    :func:`basic_points`, which the tests check cell by cell against it."""
    if yakuman:
        return 8000 * (min(yakuman, rules.yakuman_cap) if rules.yakuman_cap else yakuman)
    limit = limit_for_han(han, rules)
    if limit == "kazoe_yakuman":
        return 16000 if rules.kazoe == "stacked" and han >= 26 else 8000
    if limit:
        return LIMIT_BASIC[limit]
    raw = fu * 2 ** (2 + han)
    if raw >= 2000 or (rules.kiriage and raw >= 1920):
        return 2000
    return raw


@fast_init
@dataclass(frozen=True, slots=True)
class Payments:
    """Who pays what for the hand itself (before honba and riichi sticks).

    ``amounts`` maps payer roles to the amount each such payer pays: ``{"discarder": n}``
    for ron; ``{"dealer": n, "non_dealer": n}`` for a non-dealer's tsumo;
    ``{"non_dealer": n}`` for the dealer's tsumo. ``hand_total`` is what the winner
    gains from the hand; ``honba``/``sticks`` what the counters and sticks add;
    ``total`` everything the winner gains.
    """

    amounts: dict[str, int]
    hand_total: int
    honba: int
    sticks: int
    steps: tuple[Step, ...]

    @property
    def total(self) -> int:
        return self.hand_total + self.honba + self.sticks


def payments(basic: int, dealer: bool, tsumo: bool, rules: Ruleset,
             honba: int = 0, riichi_sticks: int = 0) -> Payments:
    """Payments for a win worth ``basic`` points, with honba and sticks on the table."""
    amounts, hand_total, hand_steps = _hand_payments(basic, dealer, tsumo, rules.seed_000_rounding_note)
    honba_total = 0
    sticks_total = riichi_sticks * rules.riichi_deposit
    if not honba and not riichi_sticks:
        return Payments(dict(amounts), hand_total, 0, 0, hand_steps)
    steps = list(hand_steps)
    if honba:
        honba_step = _honba_step(honba, 1 if not tsumo else 3, rules.honba_points)
        honba_total = honba_step.value
        steps.append(honba_step)
    if riichi_sticks:
        steps.append(_sticks_step(riichi_sticks, sticks_total))
    return Payments(dict(amounts), hand_total, honba_total, sticks_total, tuple(steps))


@lru_cache(maxsize=1024)
def _honba_step(honba: int, payers: int, honba_points: int) -> Step:
    each = honba_points * honba // payers
    return step("payment.honba", each * payers, honba=honba, payers=payers, each=each,
                amount=each * payers)


@lru_cache(maxsize=1024)
def _sticks_step(sticks: int, amount: int) -> Step:
    return step("payment.riichi_sticks", amount, sticks=sticks, amount=amount)


@lru_cache(maxsize=4096)
def _hand_payments(basic: int, dealer: bool, tsumo: bool, seed_000_note: bool
                   ) -> tuple[tuple[tuple[str, int], ...], int, tuple[Step, ...]]:
    """What each payer pays for the hand itself, the total, and the steps saying so
    (with ``seed_000_note``, the warning about seed 000's rounding where it matters).

    A pure function of four small values that hands share a great deal (a batch has a
    few dozen basic values), so each answer is worked out once; the steps are immutable
    and the amounts are handed out as a fresh dict by :func:`payments`.
    """
    steps: list[Step] = []
    amounts: dict[str, int] = {}
    if not tsumo:
        multiplier = 6 if dealer else 4
        amount = round_up_100(basic * multiplier)
        amounts["discarder"] = amount
        steps.append(step("payment.ron", amount, payer="discarder", basic=basic,
                          multiplier=multiplier, raw=basic * multiplier, amount=amount))
        payer_count = {"discarder": 1}
        seed_total = _seed_000_basic(basic) * multiplier
    else:
        # the non-dealers' share first, then the dealer's: the order players call it ("300–500")
        roles = [("non_dealer", 3, 2)] if dealer else [("non_dealer", 2, 1), ("dealer", 1, 2)]
        payer_count = {}
        seed_total = 0
        for role, count, multiplier in roles:
            amount = round_up_100(basic * multiplier)
            amounts[role] = amount
            payer_count[role] = count
            steps.append(step("payment.tsumo", amount * count, payer=role, count=count, basic=basic,
                              multiplier=multiplier, raw=basic * multiplier, amount=amount))
            seed_total += _seed_000_basic(basic) * multiplier * count
    hand_total = sum(amounts[r] * n for r, n in payer_count.items())
    # Seed 000 rounds the basic points to the nearest 100 before multiplying (wrong):
    # say so whenever that would change what the winner receives.
    if seed_000_note and seed_total != hand_total:
        steps.append(step("note.seed_000_rounding", None, seed_total=seed_total, total=hand_total))
    return tuple(amounts.items()), hand_total, tuple(steps)
