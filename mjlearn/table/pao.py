"""Pao (sekinin barai): the player who made a yakuman certain pays for it.

A player who feeds the third dragon set to an opponent with two called dragon sets, or the
fourth wind set to one with three called wind sets, is liable (EMA §3.3.9; rulesets row
29, §4 decision 5). When that hand wins:

- by tsumo, the liable player pays the whole hand, honba included, and the two others pay
  nothing (as if the liable player had dealt in);
- by ron on a third player's discard, the discarder and the liable player each pay half,
  and only the discarder pays the honba ("only the discarder pays for any counters").

Where a ruleset has it, the same goes for suukantsu (the fourth kan called on a discard)
and for a win on the replacement tile of a kan called on a discard (``"rinshan"``: the
player who gave the kan pays as if they had dealt in; wiki:Sekinin barai). Which kinds a
ruleset has is ``rules.pao``; with several yakuman, ``rules.pao_scope`` says whether the
liable player pays for the whole hand (``"whole_hand"``, Tenhou) or only for the yakuman
they made certain (``"liable_yakuman"``, Mahjong Soul; the rest is paid as usual).

A claim that cannot be true is refused with a typed error: pao for a hand that is not
daisangen (or not the yakuman named), by the winner, for a ron on the replacement tile,
or for a kind the ruleset does not have.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..checks import describe
from ..errors import MjlearnError, register_error_codes
from ..riichi.points import basic_points, payments, round_up_100
from ..rules import PAO_KINDS, Ruleset
from ..trace import Step, register_step_codes, step
from .state import check_seat

register_error_codes({
    "unknown_pao": ("kind",),
    "pao_not_in_rules": ("kind",),
    "pao_by_winner": ("seat",),
    "pao_hand_lacks": ("kind",),
    "pao_rinshan_ron": (),
})

register_step_codes({
    # a note: who is liable, and for what
    "settle.pao_liable": ("seat", "kind", "share"),
    # transfers (value = amount, from payer to receiver)
    "settle.pao_tsumo": ("payer", "receiver", "kind", "amount"),
    "settle.pao_ron": ("payer", "receiver", "kind", "amount"),
    "settle.pao_share": ("payer", "receiver", "kind", "amount"),
})

PAO_TRANSFER_CODES = frozenset({"settle.pao_tsumo", "settle.pao_ron", "settle.pao_share"})
# The yakuman a liability can be for (the other kind, "rinshan", is a yaku of any value).
PAO_YAKUMAN = frozenset({"daisangen", "daisuushii", "suukantsu"})


@dataclass(frozen=True, slots=True)
class Pao:
    """``seat`` is liable for the winner's ``kind`` ("daisangen", "daisuushii",
    "suukantsu" or "rinshan")."""

    seat: int
    kind: str

    def __post_init__(self) -> None:
        check_seat(self.seat)
        if type(self.kind) is not str or self.kind not in PAO_KINDS:
            raise MjlearnError("unknown_pao", kind=describe(self.kind, literal=True))


class _WinWithPao(Protocol):
    """What a liability reads of a win with ``pao`` set: a
    :class:`~mjlearn.table.settle.Win`, described here because the settlement imports
    this module (not the other way round)."""

    winner: int
    basic: int
    discarder: int | None
    pao: Pao
    yaku: frozenset[str]

    @property
    def tsumo(self) -> bool: ...


def check_pao(win: _WinWithPao, rules: Ruleset) -> None:
    """Refuse a liability that cannot be: see the module's docstring."""
    pao = win.pao
    if pao.kind not in rules.pao:
        raise MjlearnError("pao_not_in_rules", kind=pao.kind)
    if pao.seat == win.winner:
        raise MjlearnError("pao_by_winner", seat=pao.seat)
    if pao.kind not in win.yaku:
        raise MjlearnError("pao_hand_lacks", kind=pao.kind)
    if pao.kind in PAO_YAKUMAN and win.basic < basic_points(0, 0, rules, yakuman=1).basic:
        raise MjlearnError("pao_hand_lacks", kind=pao.kind)
    if pao.kind == "rinshan" and not win.tsumo:
        raise MjlearnError("pao_rinshan_ron")


def liable_basic(win: _WinWithPao, rules: Ruleset) -> int:
    """The basic points the liable player answers for: the whole hand, or (under
    ``pao_scope="liable_yakuman"``) only the yakuman they made certain."""
    kind = win.pao.kind
    if kind not in PAO_YAKUMAN or rules.pao_scope == "whole_hand":
        return win.basic
    multiple = 2 if kind in rules.double_yakuman else 1
    return min(win.basic, basic_points(0, 0, rules, yakuman=multiple).basic)


def _ron_value(basic: int, dealer: bool, rules: Ruleset) -> int:
    return payments(basic, dealer, False, rules).amounts["discarder"]


def pao_tsumo_steps(win: _WinWithPao, dealer: bool, rules: Ruleset) -> tuple[list[Step], int]:
    """The liable player's payment of a tsumo: what a ron on their discard would pay.
    Returns the steps and the basic points left to pay as an ordinary tsumo (0 unless
    only one of several yakuman was made certain)."""
    liable = liable_basic(win, rules)
    share = "all" if liable == win.basic else "part"
    amount = _ron_value(liable, dealer, rules)
    return [step("settle.pao_liable", None, seat=win.pao.seat, kind=win.pao.kind, share=share),
            step("settle.pao_tsumo", amount, payer=win.pao.seat, receiver=win.winner,
                 kind=win.pao.kind, amount=amount)], win.basic - liable


def pao_ron_steps(win: _WinWithPao, dealer: bool, rules: Ruleset) -> list[Step]:
    """A ron on a third player's discard: the liable player pays half of what they answer
    for, the discarder the rest of the hand. When the liable player is the discarder, the
    ron is an ordinary one (the same player pays it all)."""
    full = _ron_value(win.basic, dealer, rules)
    if win.pao.seat == win.discarder:
        return [step("settle.pao_liable", None, seat=win.pao.seat, kind=win.pao.kind, share="discarder"),
                step("settle.pao_ron", full, payer=win.discarder, receiver=win.winner,
                     kind=win.pao.kind, amount=full)]
    liable = liable_basic(win, rules)
    half = round_up_100(_ron_value(liable, dealer, rules) // 2)
    share = "half" if liable == win.basic else "half_part"
    return [step("settle.pao_liable", None, seat=win.pao.seat, kind=win.pao.kind, share=share),
            step("settle.pao_ron", full - half, payer=win.discarder, receiver=win.winner,
                 kind=win.pao.kind, amount=full - half),
            step("settle.pao_share", half, payer=win.pao.seat, receiver=win.winner,
                 kind=win.pao.kind, amount=half)]
