"""Write ``typical_mistakes.json``: wrong answers learners really give, with the diagnosis
a teacher would name, for questions the exercises generate.

The wrong answers are worked out here, apart from the code that recognises them
(``mjlearn/exercises``): by hand from the rules (payments from han and fu, settlements,
final scores, Classic settlements and simple Classic hands, dora from indicators), or by
the ``mahjong`` package scoring the hand under the wrong rule (as the dealer, without the
dora, with the ura read from the dora indicators, as a tsumo for the triplet the ron
completed, under the standard rules for a family hand …). Only mjlearn's generator (to
pick the questions) and its i18n names (to type yaku the way a learner does) are used.

A mistake whose answer another listed mistake of the same question also gives is left
out: a teacher could not tell them apart either.

Run it from the repository root: ``.venv/bin/python tests/data/make_typical_mistakes.py``
(``--families``: only issue 26's families, below, written again after the other entries).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from mahjong.agari import Agari  # noqa: E402

from mjlearn.exercises import generate  # noqa: E402  (the questions only)
from mjlearn.i18n import SUPPORTED_LANGUAGES, yaku_name  # noqa: E402
from riichi_oracle import expected_result, mahjong_call  # noqa: E402

OUT = HERE / "typical_mistakes.json"
PER_MISTAKE = 8          # entries per mistake (when the seeds give that many)
SEEDS = range(0, 600)
LANGS = SUPPORTED_LANGUAGES


# --- typing answers as learners do ------------------------------------------------------

def grouped(n: int, lang: str) -> str:
    """A number as a learner of ``lang`` types it: "2,000", "2.000", "2 000"."""
    sign = "-" if n < 0 else ""
    digits = f"{abs(n):,}"
    sep = {"en": ",", "es": ".", "it": ".", "pl": " ", "ru": " "}[lang]
    return sign + digits.replace(",", sep)


def typed(answer, lang: str, signed: bool = False) -> str:
    if isinstance(answer, tuple):
        return " / ".join(("+" if signed and a > 0 else "") + grouped(a, lang) for a in answer)
    return str(answer)


def up100(v: int) -> int:
    return -(-v // 100) * 100


# --- points by hand (seed 001's tables; EMA: 13 han are a sanbaiman) ------------------------

LIMITS = [(13, 8000), (11, 6000), (8, 4000), (6, 3000), (5, 2000)]


def basic(han: int, fu: int, ruleset: str) -> int:
    if han >= 13 and ruleset == "ema":
        return 6000
    for least, value in LIMITS:
        if han >= least:
            return value
    return min(fu * 2 ** (2 + han), 2000)


def pay(b: int, dealer: bool, tsumo: bool, honba: int = 0, honba_each=None) -> tuple:
    """Non-dealer share first, then the dealer's (the project's convention)."""
    if not tsumo:
        return (up100(b * (6 if dealer else 4)) + (300 * honba if honba_each is None else honba_each),)
    each = 100 * honba if honba_each is None else honba_each
    if dealer:
        return (up100(2 * b) + each,)
    return (up100(b) + each, up100(2 * b) + each)


def points_mistakes(q) -> dict:
    d = q.data
    han, fu, dealer, tsumo, rs = d["han"], d["fu"], d["dealer"], d["tsumo"], q.ruleset
    b = basic(han, fu, rs)
    out = {"_right": pay(b, dealer, tsumo)}
    if not dealer:
        out["misconception.paid_as_dealer"] = tuple(up100(b * (2 if tsumo else 6))
                                                     for _ in pay(b, dealer, tsumo))
    if dealer and not tsumo:
        out["misconception.dealer_times_four"] = (up100(4 * b),)
    if dealer and tsumo:
        out["misconception.paid_as_non_dealer"] = (up100(b),)
    if tsumo and not dealer:
        out["misconception.tsumo_amounts_swapped"] = tuple(reversed(pay(b, dealer, tsumo)))
    lower = {3000: 2000, 4000: 3000, 6000: 4000}
    if 6 <= han <= 12:
        out["misconception.limit_one_lower"] = pay(lower[b], dealer, tsumo)
    if han >= 13 and rs == "standard":
        out["misconception.kazoe_as_sanbaiman"] = pay(6000, dealer, tsumo)
    if han >= 13 and rs == "ema":
        out["misconception.standard_rules"] = pay(8000, dealer, tsumo)
    if (han, fu) in ((4, 30), (3, 60)):
        out["misconception.kiriage_not_in_rules"] = pay(2000, dealer, tsumo)
    if han <= 4 and fu * 2 ** (2 + han) > 2000:
        out["misconception.no_mangan_cap"] = pay(fu * 2 ** (2 + han), dealer, tsumo)
    return out


# --- whole Riichi hands through the mahjong package ------------------------------------

def sit(q) -> dict:
    return dict(q.data["situation"])


def hand_pay(result: dict, s: dict) -> tuple:
    """mahjong's payments (without honba), non-dealer share first."""
    p = result["payments"]
    if not s["tsumo"]:
        return (p["discarder"],)
    return (p["non_dealer"],) if s["seat_wind"] == "E" else (p["non_dealer"], p["dealer"])


def with_honba(amounts: tuple, s: dict, each: int | None = None) -> tuple:
    honba = s.get("honba", 0)
    each = (100 if s["tsumo"] else 300) * honba if each is None else each
    return tuple(a + each for a in amounts)


def scored(s: dict) -> dict | None:
    """mahjong's score with the rule differences the project documents applied (the
    second red 5p of the standard set …)."""
    try:
        result, _applied = expected_result(s)
    except (IndexError, ValueError):     # a situation the tile set cannot hold
        return None
    return None if "error" in result else result


def payments_mistakes(q) -> dict:
    s = sit(q)
    right, _ = expected_result(s)
    honba = s.get("honba", 0)
    base = hand_pay(right, s)
    out = {"_right": with_honba(base, s)}
    if honba:
        out["misconception.forgot_honba"] = base
        if s["tsumo"]:
            out["misconception.honba_300_from_each"] = with_honba(base, s, 300 * honba)
        else:
            out["misconception.honba_100_on_ron"] = with_honba(base, s, 100 * honba)
    if s["seat_wind"] != "E" and "z" not in s["hand"] + "".join(m["tiles"] for m in s["melds"]):
        as_dealer = scored(dict(s, seat_wind="E"))           # the same hand, won by the dealer
        if as_dealer and as_dealer["han"] == right["han"]:
            amounts = hand_pay(as_dealer, dict(s, seat_wind="E"))
            out["misconception.paid_as_dealer"] = with_honba(
                amounts * (2 if s["tsumo"] else 1), s)
    if s["tsumo"] and s["seat_wind"] != "E":
        out["misconception.tsumo_amounts_swapped"] = tuple(reversed(with_honba(base, s)))
    if s.get("dora") and right["dora"] and not right["yakuman"]:
        without = scored(dict(s, dora=""))
        if without:
            out["misconception.forgot_dora"] = with_honba(hand_pay(without, s), s)
    if s.get("ura") and right["ura"] and not right["yakuman"]:
        without = scored(dict(s, ura=""))
        if without:
            out["misconception.forgot_ura"] = with_honba(hand_pay(without, s), s)
    if right["aka"] and not right["yakuman"]:
        plain = s["hand"].replace("0", "5"), [dict(m, tiles=m["tiles"].replace("0", "5")) for m in s["melds"]]
        without = scored(dict(s, hand=plain[0], melds=plain[1], win=s["win"].replace("0", "5")))
        if without and without["aka"] == 0:
            out["misconception.forgot_red_fives"] = with_honba(hand_pay(without, s), s)
    if q.ruleset == "kostaryov" and not right["yakuman"]:
        standard = scored(dict(s, rules="standard"))
        if standard:
            out["misconception.standard_rules"] = with_honba(hand_pay(standard, s), s)
    return out


REDUCED_OPEN = {"chanta", "junchan", "ittsuu", "sanshoku", "honitsu", "chinitsu"}
CLOSED_ONLY = {"riichi", "double_riichi", "ippatsu", "menzen_tsumo", "pinfu", "iipeikou",
               "ryanpeikou"}


def is_open(s: dict) -> bool:
    return any(m["type"] != "ankan" for m in s["melds"])


def ron_triplet_kind(s: dict) -> str | None:
    """The winning tile's kind when a ron completes a concealed triplet of it (the hand
    holds two more copies, not in a run with it): the San ankou trap."""
    if s["tsumo"]:
        return None
    return s["win"][-2:] if s["win"][0] != "0" else "5" + s["win"][1]


def han_mistakes(q) -> dict:
    s = sit(q)
    right, _ = expected_result(s)
    if right["yakuman"]:
        return {}
    han = right["han"]
    out = {"_right": han}
    if right["dora"]:
        out["misconception.forgot_dora"] = han - right["dora"]
    if right["aka"]:
        out["misconception.forgot_red_fives"] = han - right["aka"]
    if right["ura"]:
        out["misconception.forgot_ura"] = han - right["ura"]
    indicators = s.get("dora", "")
    if len(indicators) >= 4:                       # a kan turned over a second indicator
        first = scored(dict(s, dora=indicators[:2]))
        if first and first["dora"] != right["dora"]:
            out["misconception.forgot_kan_dora"] = han - right["dora"] + first["dora"]
    if s.get("ura") and right["ura"] != right["dora"]:
        # the ura read from the dora indicators: the dora counted a second time
        out["misconception.ura_from_dora_indicators"] = han - right["ura"] + right["dora"]
    reduced = [y["id"] for y in right["yaku"] if y["id"] in REDUCED_OPEN] if is_open(s) else []
    if reduced:
        out["misconception.missed_open_reduction"] = han + len(reduced)
    if len(reduced) >= 2:
        out["misconception.missed_one_open_reduction"] = han + 1
    ids = [y["id"] for y in right["yaku"]]
    if not s["tsumo"] and not is_open(s):
        # the ron triplet counted concealed: the hand as a tsumo, less its tsumo yaku
        tsumo = scored(dict(s, tsumo=True))
        if tsumo and not tsumo["yakuman"]:
            gained = {y["id"]: y["han"] for y in tsumo["yaku"]} 
            if "sanankou" in gained and "sanankou" not in ids:
                out["misconception.ron_triplet_sanankou"] = han + gained["sanankou"]
        elif tsumo and tsumo["yakuman"] and "sanankou" in ids:
            out["misconception.ron_triplet_sanankou"] = 13
    singles = {}
    for y in right["yaku"]:
        singles.setdefault(y["han"], []).append(y["id"])
    for h, names in singles.items():
        if len(names) == 1 and len(right["yaku"]) > 1:
            out[("misconception.yaku_left_out_han", names[0])] = han - h
    if q.ruleset == "kostaryov":
        standard = scored(dict(s, rules="standard"))
        if standard and not standard["yakuman"]:
            out["misconception.standard_rules"] = standard["han"]
    return out


def _details(response) -> list[tuple[str, int]]:
    return [(d["reason"], d["fu"]) if isinstance(d, dict) else (d.reason, d.fu)
            for d in response.fu_details]


def fu_mistakes(q) -> dict:
    """From mahjong's fu items (``fu_details``): one item forgotten, no rounding, a kan
    counted as a pon, the ron triplet counted concealed (the hand scored as a tsumo)."""
    s = sit(q)
    response = mahjong_call(s).run()
    if response.error or response.fu == 25:
        return {}
    details = _details(response)
    raw = sum(f for _r, f in details)
    right = response.fu
    up = lambda v: -(-v // 10) * 10  # noqa: E731
    reasons = [r for r, _f in details]
    out = {"_right": right}
    if not s["tsumo"] and not is_open(s):
        out["misconception.forgot_closed_ron_fu"] = up(raw - 10)      # base 30 is 20 + 10
    if "tsumo" in reasons:
        out["misconception.forgot_tsumo_fu"] = up(raw - 2)
    if any(r in ("kanchan", "penchan", "pair_wait") for r in reasons):
        out["misconception.forgot_wait_fu"] = up(raw - 2)
    if "double_valued_pair" in reasons:
        out["misconception.double_wind_pair_once"] = up(raw - 2)
    if "hand_without_fu" in reasons:
        out["misconception.open_hand_minimum_fu"] = 20
    if raw % 10:
        out["misconception.fu_not_rounded"] = raw
        out["misconception.fu_rounded_down"] = raw // 10 * 10
    kans = [f for r, f in details if r.endswith("_kan")]
    if kans:
        out["misconception.kan_counted_as_pon"] = up(raw - sum(kans) + sum(f // 4 for f in kans))
    if not s["tsumo"] and not is_open(s):
        tsumo = mahjong_call(dict(s, tsumo=True)).run()
        if not tsumo.error:
            sets = lambda ds: sum(f for r, f in ds if r.endswith(("_pon", "_kan")))  # noqa: E731
            if sets(_details(tsumo)) > sets(details):
                out["misconception.ron_triplet_concealed"] = up(raw - sets(details) + sets(_details(tsumo)))
    return {k: v for k, v in out.items() if k == "_right" or v != right}


def yaku_mistakes(q, lang: str) -> dict:
    s = sit(q)
    right, _ = expected_result(s)
    ids = sorted(y["id"] for y in right["yaku"])
    if right["yakuman"]:
        return {}
    out = {"_right": frozenset(ids)}
    if len(ids) > 1:
        for y in ids:
            out[("misconception.yaku_left_out", y)] = frozenset(ids) - {y}
    for c in q.choices:
        if c in ids:
            continue
        if c == "dora":
            code = "misconception.dora_is_not_yaku"
        elif c in CLOSED_ONLY and is_open(s):
            code = "misconception.closed_only_yaku"
        else:
            code = "misconception.yaku_not_in_hand"
        out[(code, c)] = frozenset(ids) | {c}
    return out


def names(choices, lang: str, rng: random.Random) -> str:
    """Yaku as a learner types them: localized names or the romaji, any case and order."""
    words = []
    shuffled = sorted(choices)          # (a set's order changes from run to run)
    rng.shuffle(shuffled)
    for c in shuffled:
        name = yaku_name(c, lang) if c != "dora" else "Dora"
        if rng.random() < 0.3:
            name = name.split(" (")[0]
        words.append(name.lower() if rng.random() < 0.4 else name)
    return (", " if rng.random() < 0.7 else " / ").join(words)


# --- the table, by hand ----------------------------------------------------------------

def settle(d: dict, ruleset: str, *, honba_ron=300, honba_tsumo=100, sticks_to=None,
           deposit=True, dealer=None, ron_multiplier=None, table_sticks=True,
           any_sticks=True) -> tuple:
    """Each player's change of score, worked as the rules say (seed 000–002)."""
    dealer = d["dealer"] if dealer is None else dealer
    winner, discarder = d["winner"], d["discarder"]
    b = basic(d["han"], d["fu"], ruleset)
    deltas = [0, 0, 0, 0]
    if discarder is not None:
        mult = ron_multiplier or (6 if winner == dealer else 4)
        amount = up100(b * mult) + honba_ron * d["honba"]
        deltas[discarder] -= amount
        deltas[winner] += amount
    else:
        for p in range(4):
            if p == winner:
                continue
            amount = up100(b * (2 if dealer in (p, winner) else 1)) + honba_tsumo * d["honba"]
            deltas[p] -= amount
            deltas[winner] += amount
    sticks = (d["sticks"] if table_sticks else 0) + len(d["riichi"])
    if not any_sticks:          # no stick paid in, none taken: the hand's payments only
        return tuple(deltas)
    for p in d["riichi"]:
        if deposit:
            deltas[p] -= 1000
    if deposit or d["sticks"]:
        deltas[winner if sticks_to is None else sticks_to] += 1000 * (sticks if deposit else d["sticks"])
    return tuple(deltas)


def round_mistakes(q) -> dict:
    d = q.data
    out = {"_right": settle(d, q.ruleset)}
    if d["honba"]:
        out["misconception.forgot_honba"] = settle(d, q.ruleset, honba_ron=0, honba_tsumo=0)
        if d["discarder"] is None:
            out["misconception.honba_300_from_each"] = settle(d, q.ruleset, honba_tsumo=300)
        else:
            out["misconception.honba_100_on_ron"] = settle(d, q.ruleset, honba_ron=100)
    if d["sticks"] or d["riichi"]:
        for seat in range(4):
            if seat != d["winner"]:
                out[("misconception.riichi_sticks_wrong_player", seat)] = settle(d, q.ruleset,
                                                                                 sticks_to=seat)
    if d["riichi"]:
        out["misconception.forgot_riichi_deposit"] = settle(d, q.ruleset, deposit=False)
    if d["discarder"] is not None and d["winner"] == d["dealer"]:
        out["misconception.dealer_times_four"] = settle(d, q.ruleset, ron_multiplier=4)
    if d["discarder"] is not None and d["discarder"] == d["dealer"] and d["winner"] != d["dealer"]:
        out["misconception.dealer_discarder_pays_six"] = settle(d, q.ruleset, ron_multiplier=6)
    if d["winner"] != d["dealer"] and d["discarder"] != d["dealer"]:
        # (on the dealer's discard, a teacher names the dealer discarding instead)
        out["misconception.paid_as_dealer"] = settle(d, q.ruleset, dealer=d["winner"])
    return out


def final(points, ruleset: str, sticks: int, *, half_up=False, baseline=None, absorbs=True,
          uma=True) -> tuple:
    """Seed 000's final score (standard) or EMA's (no rounding, uma 15/5/−5/−15 thousand)."""
    order = sorted(range(4), key=lambda p: (-points[p], p))
    if ruleset == "ema":
        bonus = (15000, 5000, -5000, -15000) if uma else (0, 0, 0, 0)
        out = [0] * 4
        for place, p in enumerate(order):
            out[p] = points[p] - 30000 + bonus[place] + (sticks * 1000 if place == 0 else 0)
        return tuple(out)
    base = 30000 if baseline is None else baseline
    out = [0] * 4
    for p in order[1:]:
        v = points[p]
        rounded = (v + 500) // 1000 * 1000 if half_up else (
            (v + 499) // 1000 * 1000 if v >= 0 else -((-v + 500) // 1000 * 1000))
        out[p] = (rounded - base) // 1000
    if absorbs:
        out[order[0]] = -sum(out)
    else:
        v = points[order[0]] + sticks * 1000
        out[order[0]] = ((v + 499) // 1000 * 1000 - base) // 1000
    return tuple(out)


def final_mistakes(q) -> dict:
    d = q.data
    rs, points, sticks = q.ruleset, d["points"], d["sticks"]
    out = {"_right": final(points, rs, sticks)}
    if rs == "ema":
        out["misconception.forgot_uma"] = final(points, rs, sticks, uma=False)
        return out
    if rs == "standard":
        out["misconception.final_rounded_half_up"] = final(points, rs, sticks, half_up=True)
        out["misconception.start_as_baseline"] = final(points, rs, sticks, baseline=25000)
        out["misconception.winner_not_absorbing"] = final(points, rs, sticks, absorbs=False)
    return out


def classic_settlement_mistakes(q) -> dict:
    d = q.data
    scores = dict(zip("ESWN", d["scores"]))
    w = d["winner"]

    def net(east_double=True, losers=True):
        out = dict.fromkeys("ESWN", 0)
        f = lambda a, b: 2 if east_double and "E" in (a, b) else 1  # noqa: E731
        for p in "ESWN":
            if p != w:
                out[p] -= scores[w] * f(p, w)
                out[w] += scores[w] * f(p, w)
        if losers:
            others = [p for p in "ESWN" if p != w]
            for i, a in enumerate(others):
                for b in others[i + 1:]:
                    hi, lo = (a, b) if scores[a] >= scores[b] else (b, a)
                    amount = (scores[hi] - scores[lo]) * f(a, b)
                    out[hi] += amount
                    out[lo] -= amount
        return tuple(out[p] for p in "ESWN")
    return {"_right": net(), "misconception.classic_east_not_doubled": net(east_double=False),
            "misconception.classic_losers_do_not_settle": net(losers=False)}


# --- point sticks, by hand: every way to pay, the fewest sticks moved ------------------

STICKS = (10_000, 5_000, 1_000, 100)


def ways(payer, payee, amount, change=True):
    """Every (n10000, n5000, n1000, n100) handed over (negative: given back as change)
    that adds up to ``amount`` with the sticks each player holds."""
    import itertools
    ranges = [range(-(payee[i] if change else 0), payer[i] + 1) for i in range(4)]
    return [n for n in itertools.product(*ranges) if sum(d * k for d, k in zip(STICKS, n)) == amount]


def sticks_mistakes(q) -> dict:
    d = q.data
    all_ways = ways(d["payer"], d["payee"], d["amount"])
    moved = lambda n: sum(map(abs, n))  # noqa: E731
    fewest = min(map(moved, all_ways))
    best = [n for n in all_ways if moved(n) == fewest]
    change = lambda n: sum(-k for k in n if k < 0)  # noqa: E731
    least = min(map(change, best))
    best = [n for n in best if change(n) == least]
    if len(best) != 1:
        return {}
    right = best[0]
    out = {"_right": right}
    plain = ways(d["payer"], d["payee"], d["amount"], change=False)
    if plain:
        fewest_plain = min(map(moved, plain))
        no_change = [n for n in plain if moved(n) == fewest_plain]
        if len(no_change) == 1 and no_change[0] != right:
            out["misconception.sticks_without_change"] = no_change[0]
    out["misconception.sticks_wrong_total"] = right[:3] + (right[3] + 1,)
    return out


# --- tiles: dora and waits, by hand (and mahjong's Agari for waits) ---------------------

def kind_of(code: str) -> int:
    n, suit = int(code[0]) or 5, code[1]
    return "mpsz".index(suit) * 9 + n - 1


def code_of(kind: int) -> str:
    return f"{kind % 9 + 1 if kind < 27 else kind - 26}{'mpsz'[kind // 9] if kind < 27 else 'z'}"


def after(k: int) -> int:
    if k < 27:
        return k - k % 9 + (k % 9 + 1) % 9
    if k < 31:
        return 27 + (k - 27 + 1) % 4
    return 31 + (k - 31 + 1) % 3


def before(k: int) -> int:
    return next(i for i in range(34) if after(i) == k)


def dora_mistakes(q) -> dict:
    ind = q.data["indicators"]
    if q.answer_type == "tile":
        k = ind[0]
        one_cycle = (27 if k == 33 else k + 1) if k >= 27 else after(k)
        return {"_right": code_of(after(k)), "misconception.indicator_is_dora": code_of(k),
                "misconception.counted_backwards": code_of(before(k)),
                "misconception.honours_as_one_suit": code_of(one_cycle)}
    hand = parse(q.data["hand"])
    kinds = [k for k, _red in hand]
    reds = sum(red for _k, red in hand)
    right = sum(kinds.count(after(i)) for i in ind) + (reds if q.data["aka"] else 0)
    out = {"_right": right, "misconception.counted_indicator_tiles":
           sum(kinds.count(i) for i in ind) + (reds if q.data["aka"] else 0)}
    if q.data["aka"] and reds:
        out["misconception.forgot_red_fives"] = right - reds
    if len(ind) > 1:
        out["misconception.first_indicator_only"] = kinds.count(after(ind[0])) + \
            (reds if q.data["aka"] else 0)
    return out


def parse(text: str) -> list[tuple[int, bool]]:
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(ch)
        else:
            out += [(kind_of(d + ch), d == "0") for d in digits]
            digits = []
    return out


def _taken(c: list[int], kinds, then) -> bool:
    """``then(c)`` with one copy of each of ``kinds`` taken out of ``c`` (put back after)."""
    for i in kinds:
        c[i] -= 1
    ok = then(c)
    for i in kinds:
        c[i] += 1
    return ok


def sets_and_pair(counts: list[int]) -> bool:
    """Whether the counts split into sets and one pair (four copies or five alike)."""
    def sets_only(c: list[int]) -> bool:
        k = next((i for i, n in enumerate(c) if n), None)
        if k is None:
            return True
        if c[k] >= 3 and _taken(c, (k, k, k), sets_only):
            return True
        return k < 27 and k % 9 <= 6 and c[k + 1] > 0 and c[k + 2] > 0 and \
            _taken(c, (k, k + 1, k + 2), sets_only)
    return any(counts[k] >= 2 and _taken(counts, (k, k), sets_only) for k in range(34))


def waits_mistakes(q) -> dict:
    counts = [0] * 34
    for k, _r in parse(q.data["hand"]):
        counts[k] += 1
    agari = Agari()
    # mahjong's Agari for the tiles that exist; a fifth copy (a kind held four times) is
    # tried with the plain decomposition below, which Agari is not written for
    complete = [k for k in range(34) if (agari.is_agari(counts[:k] + [counts[k] + 1] + counts[k + 1:])
                                         if counts[k] < 4 else
                                         sets_and_pair(counts[:k] + [5] + counts[k + 1:]))]
    waits = [k for k in complete if counts[k] < 4]
    exhausted = [k for k in complete if counts[k] == 4]
    out = {"_right": "".join(code_of(w) for w in waits)}
    if len(waits) > 1:
        for k in waits:
            out[("misconception.missed_wait", code_of(k))] = "".join(code_of(w) for w in waits if w != k)
    if exhausted:
        out["misconception.counted_exhausted"] = "".join(code_of(w) for w in sorted(waits + exhausted))
    neighbours = sorted({k2 for w in waits for k2 in (w - 1, w + 1) if 0 <= k2 < 27 and k2 // 9 == w // 9
                         and k2 not in complete})
    if neighbours:
        out["misconception.included_non_wait"] = "".join(code_of(w) for w in waits + neighbours[:1])
    return out


# --- Classic hands worked by hand (§4, §5 of the Classic spec) ---------------------------

def classic_hand_mistakes(q) -> dict:
    """Points by the spec's tables for hands of melded sets, one concealed pung and a
    pair whose grouping cannot change; None for any other hand."""
    d = q.data
    hand, last = d["classic_hand"].split(" last=")
    tile, source = last.split("/")
    parts = hand.split()
    if any(p.startswith("[") for p in parts) or source != "claimed":
        return {}
    points = 20                       # going out
    doubles = 0
    seat = {"E": 27, "S": 28, "W": 29, "N": 30}[d["seat_wind"]]
    prevailing = {"E": 27, "S": 28, "W": 29, "N": 30}[d["round_wind"]]
    concealed_groups = [p for p in parts if not p.startswith("(")]
    if len(concealed_groups) != 1:    # only the pair concealed: nothing to regroup
        return {}
    groups = [(p.strip("()"), True) for p in parts if p.startswith("(")] + [(concealed_groups[0], False)]
    chows = 0
    for code, melded in groups:
        tiles = [k for k, _r in parse(code)]
        if len(tiles) == 2:
            k = tiles[0]
            points += 2 * ((k >= 31) + (k == seat) + (k == prevailing))
            if kind_of(tile) == k:
                points += 2                   # out on the pair
            continue
        if len(set(tiles)) == 3:
            chows += 1
            continue
        k = tiles[0]
        major = k >= 27 or k % 9 in (0, 8)
        value = (4 if major else 2) * (1 if melded else 2) * (4 if len(tiles) == 4 else 1)
        points += value
        doubles += (k >= 31) + (k == seat) + (k == prevailing)
    all_kinds = [k for code, _m in groups for k, _r in parse(code)]
    suits = {k // 9 for k in all_kinds if k < 27}
    honours = any(k >= 27 for k in all_kinds)
    if chows == 0:
        doubles += 1
    if len(suits) == 1 and honours:
        doubles += 1
    if len(suits) == 1 and not honours:
        doubles += 3
    if all(k >= 27 or k % 9 in (0, 8) for k in all_kinds):
        doubles += 1
    dragons = [k for code, _m in groups for k, _r in parse(code)[:1] if k >= 31 and len(parse(code)) >= 3]
    pair_dragon = any(len(parse(c)) == 2 and parse(c)[0][0] >= 31 for c, _m in groups)
    if len(dragons) == 2 and pair_dragon:
        doubles += 1
    r10 = lambda v: (v + 5) // 10 * 10  # noqa: E731
    right = min(r10(points * 2 ** doubles), 500)
    out = {"misconception.classic_forgot_going_out": min(r10((points - 20) * 2 ** doubles), 500)}
    if doubles:
        out["misconception.classic_forgot_doubles"] = min(r10(points), 500)
    if doubles > 1:
        out["misconception.classic_doubled_once"] = min(r10(points * 2), 500)
    if points * 2 ** doubles % 10:
        out["misconception.classic_not_rounded"] = min(points * 2 ** doubles, 500)
        out["misconception.classic_rounded_down"] = min(points * 2 ** doubles // 10 * 10, 500)
    if r10(points * 2 ** doubles) > 500:
        out["misconception.classic_ignored_limit"] = r10(points * 2 ** doubles)
    out["_right"] = right
    return out


# --- at the table: calls, pao, abortive draws, furiten, by hand ---------------------------

# How players of each language call the dealer's tsumo: the amount each of the three pays,
# with their word for "each" (the Spanish guide's "todos pagan", the Polish rules' "płaci
# po", the Kostaryov family's "по"); a non-dealer's tsumo is "each non-dealer–the dealer".
ALL_CALL = {"en": "{} all", "es": "{} todos", "it": "{} a testa", "pl": "po {}", "ru": "по {}"}


def call_text(amounts: tuple, form: str, lang: str) -> str:
    """A call as a learner of ``lang`` types it: "7,700", "2.000-3.900", "po 2600"."""
    if form == "all":
        return ALL_CALL[lang].format(grouped(amounts[0], lang))
    return "-".join(grouped(a, lang) for a in amounts)


def call_mistakes(q) -> dict:
    """The call of han and fu (seed 001's tables, honba 300 a ron, 100 from each on a
    tsumo), right and under each typical mistake; each value is (amounts, form)."""
    d = q.data
    han, fu, dealer, tsumo, honba = d["han"], d["fu"], d["dealer"], d["tsumo"], d["honba"]
    b = basic(han, fu, q.ruleset)
    form = "ron" if not tsumo else "all" if dealer else "split"
    right = pay(b, dealer, tsumo, honba)
    out = {"_right": (right, form)}
    if tsumo and dealer:
        out["misconception.call_form"] = (right, "ron")          # "2600": without "all"
    if tsumo:
        total = sum(right) + (right[0] if not dealer else 2 * right[0])
        out["misconception.call_total"] = ((total,), "ron")
    if tsumo and not dealer:
        out["misconception.tsumo_amounts_swapped"] = (tuple(reversed(right)), form)
    if not dealer:
        out["misconception.paid_as_dealer"] = (tuple(up100(b * (2 if tsumo else 6)) +
                                                     (100 if tsumo else 300) * honba
                                                     for _ in right), form)
    if dealer and not tsumo:
        out["misconception.dealer_times_four"] = ((up100(4 * b) + 300 * honba,), form)
    if honba:
        out["misconception.forgot_honba"] = (pay(b, dealer, tsumo), form)
        if tsumo:
            out["misconception.honba_300_from_each"] = (
                pay(b, dealer, tsumo, honba_each=300 * honba), form)
        else:
            out["misconception.honba_100_on_ron"] = (
                pay(b, dealer, tsumo, honba_each=100 * honba), form)
    lower = {3000: 2000, 4000: 3000, 6000: 4000}
    if 6 <= han <= 12:
        out["misconception.limit_one_lower"] = (pay(lower[b], dealer, tsumo, honba), form)
    return out


YAKUMAN = 8000          # basic points of one yakuman


def pao_mistakes(q) -> dict:
    """Each player's change under pao (EMA §3.3.9): the liable player pays all of a tsumo
    and half of a ron by a third player, the discarder the other half and the honba."""
    d = q.data
    winner, liable, discarder, dealer = d["winner"], d["liable"], d["discarder"], d["dealer"]
    double = d["yakuman"] == "daisuushii" and q.ruleset == "standard"
    b = YAKUMAN * (2 if double else 1)
    is_dealer = winner == dealer
    full = up100(b * (6 if is_dealer else 4))
    honba = 300 * d["honba"]
    sticks = 1000 * (d["sticks"] + len(d["riichi"]))

    def settle_by_hand(*, pao=True, liable_pays_ron=False, honba_shared=False,
                       honba_split=False, honba_paid=True, sticks_paid=True):
        out = [0, 0, 0, 0]

        def move(payer, amount):
            out[payer] -= amount
            out[winner] += amount
        if discarder is None:
            if pao:
                move(liable, full)
                if honba_paid and honba:
                    if honba_split:
                        for p in range(4):
                            if p != winner:
                                move(p, honba // 3)
                    else:
                        move(liable, honba)
            else:
                for p in range(4):
                    if p != winner:
                        move(p, up100(b * (2 if is_dealer or p == dealer else 1)) +
                             (honba // 3 if honba_paid else 0))
        else:
            if pao and liable != discarder and not liable_pays_ron:
                move(discarder, full - full // 2)
                move(liable, full // 2)
            else:
                move(liable if liable_pays_ron else discarder, full)
            if honba_paid and honba:
                if honba_shared:
                    move(discarder, honba - honba // 2)
                    move(liable, honba // 2)
                else:
                    move(liable if liable_pays_ron else discarder, honba)
        for p in d["riichi"]:
            out[p] -= 1000
        if sticks_paid:
            out[winner] += sticks
        elif d["riichi"]:
            out[winner] += 0
        return tuple(out)
    out = {"_right": settle_by_hand(), "misconception.pao_ignored": settle_by_hand(pao=False)}
    if discarder is not None and discarder != liable:
        out["misconception.pao_liable_pays_ron"] = settle_by_hand(liable_pays_ron=True)
        if honba:
            out["misconception.pao_honba_shared"] = settle_by_hand(honba_shared=True)
    if discarder is None and honba:
        out["misconception.pao_honba_split"] = settle_by_hand(honba_split=True)
    if honba:
        out["misconception.forgot_honba"] = settle_by_hand(honba_paid=False)
    if sticks:
        out["misconception.forgot_riichi_sticks"] = settle_by_hand(sticks_paid=False)
    return out


def abortive_mistakes(q) -> dict:
    """(counters, sticks on the table, next dealer 1–4) after an abortive draw (a counter
    more, the sticks stay, the dealer again; wiki:Tochuu ryuukyoku) or a chombo (the hand
    void: the sticks back, the counter and the deal as they were; EMA §3.4.6)."""
    d = q.data
    h, s, dealer, new = d["honba"], d["sticks"], d["dealer"] + 1, len(d["riichi"])
    passes = dealer % 4 + 1
    if d["outcome"] == "chombo":
        out = {"_right": (h, s, dealer), "misconception.chombo_honba_added": (h + 1, s, dealer),
               "misconception.chombo_deal_passes": (h, s, passes)}
        if new:
            out["misconception.chombo_sticks_kept"] = (h, s + new, dealer)
        return out
    out = {"_right": (h + 1, s + new, dealer),
           "misconception.abortive_honba_kept": (h, s + new, dealer),
           "misconception.abortive_deal_passes": (h + 1, s + new, passes)}
    if h:
        out["misconception.abortive_honba_reset"] = (0, s + new, dealer)
    if new:
        out["misconception.abortive_sticks_returned"] = (h + 1, s, dealer)
    return out


def furiten_mistakes(q) -> dict:
    """The waits by mahjong's Agari, then the furiten rule (EMA §3.4.5): a wait among the
    own discards, a winning tile let pass since the last draw, or after a riichi, bars a
    ron on every wait."""
    d = q.data
    counts = [0] * 34
    for k, _r in parse(d["hand"]):
        counts[k] += 1
    agari = Agari()
    waits = [k for k in range(34) if counts[k] < 4 and
             agari.is_agari(counts[:k] + [counts[k] + 1] + counts[k + 1:])]
    discarded = {k for k, _r in parse(d["discards"])}
    passed = kind_of(d["passed"]) if d.get("passed") else None
    own = [w for w in waits if w in discarded]
    after_riichi = d.get("riichi") and d.get("after_riichi", True)
    temporary = passed in waits and not own and not after_riichi and d.get("when") == "since_draw"
    riichi = passed in waits and not own and after_riichi
    furiten = bool(own) or temporary or riichi
    every = "".join(code_of(w) for w in waits)
    out = {"_right": "-" if furiten else every}
    if furiten:
        barred = own[0] if own else passed
        rest = "".join(code_of(w) for w in waits if w != barred)
        if rest:
            out["misconception.furiten_only_that_tile"] = rest
        key = ("misconception.furiten_own_discard_missed" if own else
               "misconception.furiten_riichi_missed" if riichi else
               "misconception.furiten_passed_missed")
        out[key] = every
    elif passed in waits and d.get("when") == "before_draw":
        out["misconception.furiten_passed_kept"] = "-"
    return out


def at_the_table(mistakes, shape):
    """A corpus plan's mistakes with answers typed as ``shape`` says."""
    def plan(q, lang):
        found = mistakes(q)
        if shape == "call":
            return {k: call_text(a, f, lang) for k, (a, f) in found.items()}
        return found
    return plan


# --- the families of issue 26: mistakes only the trace's steps explain ------------------
#
# Each family is one mistake (or two of a kind) worked out by hand or by ``mahjong``; the
# other mistakes of the same question are worked out too, only to leave out an answer two
# of them give.

def _wind_sets(s: dict) -> list[int]:
    """The wind kinds (1–4 of "z") held three or four times, melds and winning tile in."""
    text = s["hand"] + "".join(m["tiles"] for m in s["melds"])
    counts: dict[int, int] = {}
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            if ch == "z":
                for d in digits:
                    counts[int(d)] = counts.get(int(d), 0) + 1
            digits = ""
    return [k for k in range(1, 5) if counts.get(k, 0) >= 3]


def open_ron_fu(q) -> dict:
    """An open hand won by ron given the closed ron's +10 (mahjong's items + 10)."""
    s = sit(q)
    out = fu_mistakes(q)
    if not out or s["tsumo"] or not is_open(s):
        return {}
    response = mahjong_call(s).run()
    details = _details(response)
    if any(r == "hand_without_fu" for r, _f in details):
        return out          # 20 + 10 is the 30 the hand has anyway
    raw = sum(f for _r, f in details)
    out[("family", "misconception.closed_ron_fu_open_hand")] = -(-(raw + 10) // 10) * 10
    # the ron triplet counted concealed (the hand scored as a tsumo, its sets' fu only),
    # open hands too
    tsumo = mahjong_call(dict(s, tsumo=True)).run()
    if not tsumo.error:
        sets = lambda ds: sum(f for r, f in ds if r.endswith(("_pon", "_kan")))  # noqa: E731
        if sets(_details(tsumo)) > sets(details):
            out["misconception.ron_triplet_concealed"] = \
                -(-(raw - sets(details) + sets(_details(tsumo))) // 10) * 10
    return out


def tsumo_ron_fu(q) -> dict:
    """A closed tsumo given the closed ron's +10 as well as the tsumo's +2; a pinfu tsumo
    given the tsumo's +2 (30 fu for 20)."""
    s = sit(q)
    out = fu_mistakes(q)
    if not out or not s["tsumo"] or is_open(s):
        return {}
    response = mahjong_call(s).run()
    details = _details(response)
    raw = sum(f for _r, f in details)
    if any(r == "tsumo" for r, _f in details):
        out[("family", "misconception.ron_fu_on_tsumo")] = -(-(raw + 10) // 10) * 10
    elif response.fu == 20:
        out[("family", "misconception.pinfu_tsumo_fu")] = 30
    return out


def open_minimum(q) -> dict:
    """An open ron with nothing beyond the base: the 30-fu minimum forgotten (20)."""
    s = sit(q)
    out = fu_mistakes(q)
    if not out or "misconception.open_hand_minimum_fu" not in out:
        return {}
    if sorted(r for r, _f in _details(mahjong_call(s).run())) != ["base", "hand_without_fu"]:
        return {}
    out[("family", "misconception.open_hand_minimum_fu")] = out.pop(
        "misconception.open_hand_minimum_fu")
    # mahjong writes the minimum as 2 fu (22, rounded up to 30); the rules make it 30 at
    # once, so its 22 "not rounded" or "rounded down" is no mistake anyone makes
    out.pop("misconception.fu_not_rounded", None)
    out.pop("misconception.fu_rounded_down", None)
    return out


def guest_wind(q) -> dict:
    """A triplet of a wind that is neither the seat's nor the round's counted as a
    yakuhai: mahjong's han + 1 for each."""
    s = sit(q)
    out = han_mistakes(q)
    if not out:
        return {}
    valued = {"ESWN".index(s["seat_wind"]) + 1, "ESWN".index(s["round_wind"]) + 1}
    guests = [k for k in _wind_sets(s) if k not in valued]
    if guests:
        out[("family", "misconception.guest_wind_yakuhai")] = out["_right"] + len(guests)
    return out


def table_sticks(q) -> dict:
    """The winner takes this hand's riichi sticks but not those already on the table."""
    d = q.data
    out = round_mistakes(q)
    if d["sticks"] and d["riichi"]:
        out[("family", "misconception.forgot_table_sticks")] = settle(d, q.ruleset,
                                                                      table_sticks=False)
    return out


def every_stick(q) -> dict:
    """No riichi stick at all: this hand's declarers (the winner too) pay none in, and the
    winner takes none, old or new."""
    d = q.data
    out = round_mistakes(q)
    if d["riichi"]:
        out[("family", "misconception.forgot_all_sticks")] = settle(d, q.ruleset,
                                                                    any_sticks=False)
        if d["sticks"]:
            # (when only the winner declared, the old sticks alone forgotten is the same)
            out["misconception.forgot_table_sticks"] = settle(d, q.ruleset, table_sticks=False)
    return out


def dealer_half_again(q) -> dict:
    """The dealer's ron as 1.5 × the non-dealer's ron already rounded up (2 han 30 fu:
    1.5 × 2,000 = 3,000, for 6 × 480 = 2,880 → 2,900)."""
    d = q.data
    out = points_mistakes(q)
    if d["dealer"] and not d["tsumo"]:
        b = basic(d["han"], d["fu"], q.ruleset)
        out[("family", "misconception.dealer_half_again_rounded")] = (up100(up100(4 * b) * 3 // 2),)
    return out


def honba_per_payer(q) -> dict:
    """Honba counted per payer the wrong way round: 300 from each payer of a tsumo, 100
    from the discarder of a ron."""
    out = round_mistakes(q)
    for code in ("misconception.honba_300_from_each", "misconception.honba_100_on_ron"):
        if code in out:
            out[("family", code)] = out.pop(code)
    return out


def limit_by_formula(q) -> dict:
    """A limit hand (5+ han, not 13 under these plans) paid by fu × 2^(2+han)."""
    d = q.data
    out = points_mistakes(q)
    if 5 <= d["han"] <= 12:
        raw = d["fu"] * 2 ** (2 + d["han"])
        out[("family", "misconception.limit_paid_by_formula")] = pay(raw, d["dealer"], d["tsumo"])
    return out


def chiitoitsu_rounded(q) -> dict:
    """Seven pairs' 25 fu rounded up to 30 before paying."""
    d = q.data
    out = points_mistakes(q)
    if d["fu"] == 25:
        out[("family", "misconception.chiitoitsu_fu_rounded")] = pay(
            basic(d["han"], 30, q.ruleset), d["dealer"], d["tsumo"])
    return out


def hand_limit_by_formula(q) -> dict:
    """A whole hand of 5+ han paid by the formula, mahjong's han and fu."""
    s = sit(q)
    out = payments_mistakes(q)
    right, _ = expected_result(s)
    if right["yakuman"] or not 5 <= right["han"] <= 12:
        return out
    raw = right["fu"] * 2 ** (2 + right["han"])
    out[("family", "misconception.limit_paid_by_formula")] = pay(
        raw, s["seat_wind"] == "E", s["tsumo"], s.get("honba", 0))
    return out


def hand_open_ron_fu(q) -> dict:
    """A whole open hand won by ron, paid with the closed ron's +10 fu added."""
    s = sit(q)
    out = payments_mistakes(q)
    right, _ = expected_result(s)
    if s["tsumo"] or not is_open(s) or right["yakuman"] or right["han"] >= 5:
        return out
    details = _details(mahjong_call(s).run())
    if any(r == "hand_without_fu" for r, _f in details):
        return out
    fu = -(-(sum(f for _r, f in details) + 10) // 10) * 10
    out[("family", "misconception.closed_ron_fu_open_hand")] = pay(
        basic(right["han"], fu, q.ruleset), s["seat_wind"] == "E", False, s.get("honba", 0))
    return out


# the family each mistake belongs to (the words)
FAMILIES = {
    "misconception.closed_ron_fu_open_hand": "open ron given the closed ron's +10",
    "misconception.ron_fu_on_tsumo": "closed tsumo given the closed ron's +10",
    "misconception.pinfu_tsumo_fu": "pinfu tsumo given the tsumo's +2",
    "misconception.open_hand_minimum_fu": "open hand's 30-fu minimum forgotten",
    "misconception.guest_wind_yakuhai": "guest wind counted as yakuhai",
    "misconception.forgot_table_sticks": "riichi sticks on the table forgotten by the winner",
    "misconception.honba_300_from_each": "honba per payer",
    "misconception.honba_100_on_ron": "honba per payer",
    "misconception.chiitoitsu_fu_rounded": "chiitoitsu's 25 fu",
    "misconception.limit_paid_by_formula": "limit hand paid by formula",
    "misconception.forgot_all_sticks": "every riichi stick forgotten",
    "misconception.dealer_half_again_rounded": "dealer's ron as 1.5 × the rounded non-dealer's",
}
def hand_open_minimum(q) -> dict:
    """A whole open hand won by ron with nothing beyond the base, paid at 20 fu."""
    s = sit(q)
    out = payments_mistakes(q)
    right, _ = expected_result(s)
    if s["tsumo"] or not is_open(s) or right["yakuman"] or right["han"] >= 5:
        return out
    if sorted(r for r, _f in _details(mahjong_call(s).run())) != ["base", "hand_without_fu"]:
        return out
    out[("family", "misconception.open_hand_minimum_fu")] = pay(
        basic(right["han"], 20, q.ruleset), s["seat_wind"] == "E", False, s.get("honba", 0))
    return out


FAMILY_PLANS = [
    # (kind, difficulty, ruleset, constraints, mistakes(q), at most so many entries)
    ("count_fu", 2, "standard", {"open": True, "tsumo": False}, open_ron_fu, 16),
    ("hand_payments", 2, "standard", {"open": True, "tsumo": False}, hand_open_ron_fu, 8),
    ("count_fu", 2, "standard", {"open": False, "tsumo": True}, tsumo_ron_fu, 24),
    ("count_fu", 2, "standard", {"open": False, "tsumo": True, "fu": 20}, tsumo_ron_fu, 24),
    ("count_fu", 2, "standard", {"open": True, "tsumo": False, "fu": 30}, open_minimum, 16),
    ("hand_payments", 2, "standard", {"open": True, "tsumo": False, "fu": 30},
     hand_open_minimum, 8),
    ("count_han", 3, "standard", {}, guest_wind, 24),
    ("round_settlement", 3, "standard", {}, table_sticks, 12),
    ("round_settlement", 2, "standard", {}, table_sticks, 12),
    ("round_settlement", 3, "standard", {}, honba_per_payer, 24),
    ("han_fu_to_points", 3, "standard", {"fu": 25}, chiitoitsu_rounded, 24),
    ("han_fu_to_points", 3, "standard", {"han": 6}, limit_by_formula, 8),
    ("han_fu_to_points", 3, "standard", {"han": 5}, limit_by_formula, 8),
    ("hand_payments", 3, "standard", {}, hand_limit_by_formula, 8),
    ("round_settlement", 2, "standard", {}, every_stick, 12),
    ("round_settlement", 3, "standard", {}, every_stick, 12),
    ("han_fu_to_points", 1, "standard", {"dealer": True, "tsumo": False}, dealer_half_again, 12),
    ("han_fu_to_points", 3, "standard", {"dealer": True, "tsumo": False}, dealer_half_again, 12),
]
FAMILY_SEEDS = range(0, 1500)


# --- the corpus -------------------------------------------------------------------------

PLANS = [
    # (kind, difficulty, ruleset, constraints, mistakes(q, lang))
    ("han_fu_to_points", 1, "standard", {}, lambda q, lang: points_mistakes(q)),
    ("han_fu_to_points", 2, "standard", {"tsumo": True}, lambda q, lang: points_mistakes(q)),
    ("han_fu_to_points", 3, "standard", {}, lambda q, lang: points_mistakes(q)),
    ("han_fu_to_points", 3, "standard", {"han": 13}, lambda q, lang: points_mistakes(q)),
    ("han_fu_to_points", 3, "ema", {"han": 13}, lambda q, lang: points_mistakes(q)),
    ("han_fu_to_points", 2, "standard", {"han": 4, "fu": 30}, lambda q, lang: points_mistakes(q)),
    ("han_fu_to_points", 3, "standard", {"han": 6}, lambda q, lang: points_mistakes(q)),
    ("hand_payments", 3, "standard", {}, lambda q, lang: payments_mistakes(q)),
    ("hand_payments", 2, "standard", {"tsumo": True}, lambda q, lang: payments_mistakes(q)),
    ("hand_payments", 2, "kostaryov", {"differs_from": "standard"},
     lambda q, lang: payments_mistakes(q)),
    ("count_han", 3, "standard", {}, lambda q, lang: han_mistakes(q)),
    ("count_han", 3, "standard", {"open": True}, lambda q, lang: han_mistakes(q)),
    ("count_han", 3, "standard", {"kan": True}, lambda q, lang: han_mistakes(q)),
    ("count_han", 2, "standard", {"tsumo": False, "open": False}, lambda q, lang: han_mistakes(q)),
    ("count_han", 2, "kostaryov", {"differs_from": "standard"}, lambda q, lang: han_mistakes(q)),
    ("count_fu", 2, "standard", {}, lambda q, lang: fu_mistakes(q)),
    ("count_fu", 3, "standard", {"kan": True}, lambda q, lang: fu_mistakes(q)),
    ("count_fu", 2, "standard", {"tsumo": False, "open": False}, lambda q, lang: fu_mistakes(q)),
    ("name_yaku", 2, "standard", {}, yaku_mistakes),
    ("name_yaku", 2, "standard", {"open": True}, yaku_mistakes),
    ("round_settlement", 2, "standard", {}, lambda q, lang: round_mistakes(q)),
    ("round_settlement", 3, "standard", {"tsumo": False}, lambda q, lang: round_mistakes(q)),
    ("final_score", 2, "standard", {}, lambda q, lang: final_mistakes(q)),
    ("final_score", 2, "ema", {}, lambda q, lang: final_mistakes(q)),
    ("classic_settlement", 2, "standard", {}, lambda q, lang: classic_settlement_mistakes(q)),
    ("classic_hand_score", 2, "standard", {}, lambda q, lang: classic_hand_mistakes(q)),
    ("dora_from_indicator", 2, "standard", {"answer": "tile"}, lambda q, lang: dora_mistakes(q)),
    ("dora_from_indicator", 4, "standard", {}, lambda q, lang: dora_mistakes(q)),
    ("count_fu", 3, "standard", {"open": True}, lambda q, lang: fu_mistakes(q)),
    ("count_fu", 3, "standard", {"tsumo": True}, lambda q, lang: fu_mistakes(q)),
    ("round_settlement", 2, "standard", {"tsumo": False, "dealer_wins": False},
     lambda q, lang: round_mistakes(q)),
    ("find_waits", 3, "standard", {}, lambda q, lang: waits_mistakes(q)),
    ("pay_with_sticks", 2, "standard", {}, lambda q, lang: sticks_mistakes(q)),
    ("call_score", 2, "standard", {}, at_the_table(call_mistakes, "call")),
    ("call_score", 3, "standard", {}, at_the_table(call_mistakes, "call")),
    ("call_score", 2, "standard", {"tsumo": True}, at_the_table(call_mistakes, "call")),
    ("pao", 2, "standard", {}, at_the_table(pao_mistakes, "amounts")),
    ("pao", 2, "standard", {"tsumo": False}, at_the_table(pao_mistakes, "amounts")),
    ("abortive_draw", 2, "standard", {}, at_the_table(abortive_mistakes, "amounts")),
    ("abortive_draw", 3, "standard", {"chombo": True}, at_the_table(abortive_mistakes, "amounts")),
    ("furiten", 1, "standard", {}, at_the_table(furiten_mistakes, "tiles")),
    ("furiten", 3, "standard", {}, at_the_table(furiten_mistakes, "tiles")),
    ("furiten", 4, "standard", {}, at_the_table(furiten_mistakes, "tiles")),
]


def _agrees(q, right, lang: str = "en") -> bool:
    """Whether the answer worked out here is the engine's (checked, never copied)."""
    from mjlearn.exercises import check
    if q.answer_type in ("call", "tile_set"):
        return check(q, right, lang).correct
    if q.answer_type == "multiple_choice":
        return check(q, set(right)).correct
    if isinstance(right, tuple):
        return check(q, " / ".join(str(a) for a in right)).correct
    return check(q, str(right)).correct


def main(families_only: bool = False) -> None:
    """Write the corpus; with ``families_only`` (``--families``), keep the entries of
    :data:`PLANS` as they are in the file and write issue 26's families again."""
    rng = random.Random(12)
    disagreements: list = []
    entries = []
    taken: dict[str, int] = {}
    if families_only:
        entries = [e for e in json.loads(OUT.read_text("utf-8")) if "family" not in e]
    for kind, difficulty, ruleset, constraints, mistakes in ([] if families_only else PLANS):
        for seed in SEEDS:
            lang = LANGS[len(entries) % len(LANGS)]
            try:
                q = generate(kind, seed, difficulty, ruleset, **constraints)
            except Exception:
                continue
            found = mistakes(q, lang)
            if not found:
                continue
            right = found.pop("_right")
            # the rules worked here must agree with the engine on the right answer, or
            # the question is left out (and counted)
            if not _agrees(q, right, lang):
                disagreements.append((kind, seed))
                continue
            answers = list(found.values())
            for key, answer in found.items():
                code = key[0] if isinstance(key, tuple) else key
                if answers.count(answer) > 1 or answer == right:
                    continue            # two mistakes give this answer: no telling which
                if taken.get(code, 0) >= PER_MISTAKE:
                    continue
                if q.answer_type == "multiple_choice":
                    text = names(answer, lang, rng)
                elif q.answer_type in ("call", "tile_set"):
                    text = answer
                else:
                    text = typed(answer, lang, signed=bool(q.data.get("signed")))
                entries.append({"kind": kind, "seed": seed, "difficulty": difficulty,
                                "ruleset": ruleset, "constraints": constraints, "lang": lang,
                                "answer": text, "diagnosis": code})
                taken[code] = taken.get(code, 0) + 1
    family_taken: dict[tuple[str, str], int] = {}
    for plan, (kind, difficulty, ruleset, constraints, mistakes, most) in enumerate(FAMILY_PLANS):
        for seed in FAMILY_SEEDS:
            lang = LANGS[len(entries) % len(LANGS)]
            try:
                q = generate(kind, seed, difficulty, ruleset, **constraints)
            except Exception:
                continue
            found = mistakes(q)
            if not found:
                continue
            right = found.pop("_right")
            if not _agrees(q, right, lang):
                disagreements.append((kind, seed))
                continue
            answers = list(found.values())
            for key, answer in found.items():
                if not (isinstance(key, tuple) and key[0] == "family"):
                    continue
                code = key[1]
                family = FAMILIES[code]
                if answers.count(answer) > 1 or answer == right:
                    continue
                if family_taken.get((plan, code), 0) >= most:
                    continue
                text = typed(answer, lang, signed=bool(q.data.get("signed")))
                entries.append({"kind": kind, "seed": seed, "difficulty": difficulty,
                                "ruleset": ruleset, "constraints": constraints, "lang": lang,
                                "answer": text, "diagnosis": code, "family": family})
                family_taken[(plan, code)] = family_taken.get((plan, code), 0) + 1
    OUT.write_text(json.dumps(entries, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for (plan, code), n in sorted(family_taken.items()):
        print(f"  {n:3d} {FAMILIES[code]} ({FAMILY_PLANS[plan][0]})")
    print(f"{len(entries)} entries, {len(taken)} mistakes; {len(disagreements)} questions "
          f"left out where these rules and the engine disagree: {disagreements[:10]}")
    for code, n in sorted(taken.items()):
        print(f"  {n:3d} {code}")



if __name__ == "__main__":
    main(families_only="--families" in sys.argv[1:])
