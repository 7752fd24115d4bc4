"""Why a hand lacks a yaku a learner named: the conditions of that yaku that fail for
this hand, read off the hand's reading (its sets, pair and wait) and its situation.

Each failing condition is one step (``yaku_absent.*``) with the set, pair, wait or tile
it is about, so ``name_yaku`` can say "777s is a triplet, and that yaku needs four
sequences" instead of "check what that yaku needs". A yaku whose conditions are not read
here gives no step (the general message stays).
"""

from __future__ import annotations

from ...riichi.view import HONOUR_KINDS, PAIR_CODES, SET_CODES, TERMINAL_KINDS
from ...riichi.yaku import YAKU
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)

DRAGONS = {"yakuhai_haku": 31, "yakuhai_hatsu": 32, "yakuhai_chun": 33}
# the yaku that a called set takes away: those with no open value in the yaku table
# (riichi's own condition, the declaration, is said first)
CLOSED_ONLY = frozenset(y.id for y in YAKU if y.open is None)


def _kinds(group) -> tuple[int, ...]:
    return tuple(range(group.first, group.first + 3)) if group.shape == "chi" else (group.first,)


def _code(group) -> str:
    return SET_CODES[group.shape][group.first]


def _is_open(sit: dict) -> bool:
    return any((m.get("type") if isinstance(m, dict) else getattr(m, "type", None)) != "ankan"
               for m in sit.get("melds") or ())


def _wind(sit: dict, key: str) -> int:
    return 27 + "ESWN".index(sit[key])


def absent_reasons(sit: dict, reading, yaku: str) -> tuple[Step, ...]:
    """The conditions of ``yaku`` that the hand (situation ``sit``, its ``reading``)
    fails, one step each, in the order the yaku is taught; () when none is read here."""
    if yaku == "riichi":
        return () if sit.get("riichi") else (step("yaku_absent.no_riichi"),)
    if reading is None:
        return ()
    if yaku in CLOSED_ONLY and _is_open(sit):
        return (step("yaku_absent.open"),)
    if yaku == "chiitoitsu":
        return (step("yaku_absent.not_seven_pairs"),) if reading.form == "standard" else ()
    if reading.form != "standard":
        return ()
    groups, pair = reading.groups, reading.pairs[0]
    out: list[Step] = []
    if yaku == "pinfu":
        triplet = next((g for g in groups if g.shape != "chi"), None)
        if triplet is not None:
            out.append(step("yaku_absent.not_a_sequence", set=_code(triplet)))
        if pair >= 31 or pair in (_wind(sit, "seat_wind"), _wind(sit, "round_wind")):
            out.append(step("yaku_absent.value_pair", pair=PAIR_CODES[pair]))
        if reading.wait != "ryanmen":
            out.append(step("yaku_absent.wait", wait=reading.wait))
    elif yaku == "tanyao":
        found = next((_code(g) for g in groups
                      if set(_kinds(g)) & (TERMINAL_KINDS | HONOUR_KINDS)), None)
        if found is None and pair in TERMINAL_KINDS | HONOUR_KINDS:
            found = PAIR_CODES[pair]
        if found is not None:
            out.append(step("yaku_absent.not_simple", set=found))
    elif yaku == "toitoi":
        seq = next((g for g in groups if g.shape == "chi"), None)
        if seq is not None:
            out.append(step("yaku_absent.a_sequence", set=_code(seq)))
    elif yaku == "iipeikou":
        firsts = [g.first for g in groups if g.shape == "chi"]
        if len(firsts) == len(set(firsts)):
            out.append(step("yaku_absent.no_twin_sequences"))
    elif yaku == "chanta":
        found = next((_code(g) for g in groups
                      if not set(_kinds(g)) & (TERMINAL_KINDS | HONOUR_KINDS)), None)
        if found is None and pair not in TERMINAL_KINDS | HONOUR_KINDS:
            found = PAIR_CODES[pair]
        if found is not None:
            out.append(step("yaku_absent.no_terminal", set=found))
    elif yaku in ("honitsu", "chinitsu"):
        suited = [g for g in groups if g.first < 27]
        other = next((g for g in suited if g.first // 9 != suited[0].first // 9), None) \
            if suited else None
        if other is not None:
            out.append(step("yaku_absent.two_suits", set=_code(suited[0]), second=_code(other)))
        elif yaku == "chinitsu":
            honour = next((_code(g) for g in groups if g.first >= 27), None)
            if honour is None and pair >= 27:
                honour = PAIR_CODES[pair]
            if honour is not None:
                out.append(step("yaku_absent.honours", set=honour))
    elif yaku == "sanshoku":
        starts = {(g.first // 9, g.first % 9) for g in groups if g.shape == "chi"}
        if not any(all((s, n) in starts for s in range(3)) for n in range(7)):
            out.append(step("yaku_absent.no_sanshoku"))
    elif yaku == "ittsuu":
        starts = {(g.first // 9, g.first % 9) for g in groups if g.shape == "chi"}
        if not any(all((s, n) in starts for n in (0, 3, 6)) for s in range(3)):
            out.append(step("yaku_absent.no_ittsuu"))
    elif yaku in DRAGONS or yaku in ("yakuhai_seat_wind", "yakuhai_round_wind"):
        kind = DRAGONS.get(yaku) or _wind(sit, "seat_wind" if yaku == "yakuhai_seat_wind"
                                          else "round_wind")
        if not any(g.shape != "chi" and g.first == kind for g in groups):
            out.append(step("yaku_absent.no_triplet", set=SET_CODES["pon"][kind]))
    return tuple(out)
