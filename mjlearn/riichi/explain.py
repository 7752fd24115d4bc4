"""The explanation of the chosen reading, as trace steps (codes and parameters only).

Order: the reading chosen (and what the best alternative scored: less, or as much), the
wait, each yakuman or yaku with its han (and the open-hand reduction), "why not" notes (a
yaku lost by opening the hand, pinfu refused and why, the ordinary yaku and dora a
yakuman or a non-cumulative renhou leaves out, a flag whose yaku the rules do not have),
each dora kind, each fu item and the rounding, "fu do not matter" at 5+ han. Points and
payment steps come from :mod:`mjlearn.riichi.points`.
"""

from __future__ import annotations

from functools import lru_cache

from ..tiles import SUITS, TERMINALS_AND_HONOURS, Tile, format_tiles, kind_code, suit_of
from ..trace import Step, register_step_codes, step, tile_set_params
from .evaluate import ReadingScore, tables
from .view import PAIR_CODES, SET_CODES
from .yaku import evaluate_yaku

register_step_codes({
    "reading.chosen": ("form", "sets", "pair", "count"),
    "reading.wait": ("wait", "tile", "set"),
    "reading.alternative": ("form", "sets", "pair", "wait", "han", "fu", "basic", "compared",
                            "differs", "completes"),
    "yaku.han": ("yaku", "han"),
    "yakuman.found": ("yaku", "multiple"),
    "yakuman.cap": ("cap", "found"),
    "note.open_reduction": ("yaku", "closed", "open"),
    "note.yaku_lost_open": ("yaku",),
    "note.pinfu_refused": ("reason", "detail"),
    "note.yaku_not_in_rules": ("yaku", "ruleset"),
    "note.yakuman_not_cumulative": ("yaku",),
    "note.yakuman_ignores": ("han", "dora"),
    "note.renhou_not_cumulative": ("han",),
    "note.fu_irrelevant": ("han",),
    "note.yakuman_fu": (),
})

# the hand shapes ordinary yaku are defined on (kokushi is a yakuman shape only)
_ORDINARY_FORMS = ("standard", "chiitoitsu")

# situation flags whose yaku a ruleset may not have
_FLAG_YAKU = ("ippatsu", "double_riichi", "renhou", "paarenchan")


def set_code(shape: str, first: int) -> str:
    return SET_CODES[shape][first]


def pair_code(kind: int) -> str:
    return PAIR_CODES[kind]


def _sets(reading) -> tuple[str, ...]:
    if reading.form == "standard":
        codes = SET_CODES
        return tuple([codes[g.shape][g.first] for g in reading.groups])
    if reading.form == "kokushi":
        return _kokushi_tiles(reading.pairs[0])
    return ()


@lru_cache(maxsize=13)
def _kokushi_tiles(pair: int) -> tuple[str, ...]:
    """Thirteen orphans' fourteen tiles in mpsz, by suit: ("19m", "19p", "119s", "1234567z")
    (it has no sets: the whole hand is shown)."""
    kinds = sorted((*TERMINALS_AND_HONOURS, pair))
    return tuple(format_tiles(Tile(k) for k in kinds if suit_of(k) == suit)
                 for suit in SUITS)


def _pairs(reading) -> str:
    """The pairs in mpsz, run together as the result's JSON has always carried them
    ("11m33m55p…"); the i18n layer writes them apart."""
    return "".join([PAIR_CODES[k] for k in reading.pairs])


def _completed(reading) -> str:
    """The set or pair the winning tile completes in ``reading``, in mpsz."""
    if reading.win_group >= 0:
        g = reading.groups[reading.win_group]
        return set_code(g.shape, g.first)
    return pair_code(reading.win_kind) if reading.form != "kokushi" else kind_code(reading.win_kind)


def reading_steps(chosen: ReadingScore, others: list[ReadingScore]) -> list[Step]:
    r = chosen.reading
    steps = [step("reading.chosen", None, form=r.form, sets=_sets(r), pair=_pairs(r),
                  count=1 + len(others))]
    steps.append(_wait_step(r.wait, r.win_kind, _completed(r)))
    winners = [o for o in others if o.yaku] if others else None
    if winners:
        best = max(winners, key=lambda o: o.key)
        a = best.reading
        # "less": it pays less; "same": it pays as much (the chosen one wins on han or fu,
        # or they are equal and the first reading found is kept)
        compared = "less" if best.basic < chosen.basic else "same"
        # "yakuman": that reading is a yakuman too, worth a fixed value (its han and fu
        # are not counted, so the sentence does not say them)
        if best.yakuman:
            compared = "yakuman"
        # "wait": the same sets and pair, only the winning tile completes another of them;
        # "split": the tiles are grouped another way
        same_split = (a.form == r.form and sorted(_sets(a)) == sorted(_sets(r))
                      and _pairs(a) == _pairs(r))
        steps.append(step("reading.alternative", None, form=a.form, sets=_sets(a), pair=_pairs(a),
                          wait=a.wait, han=best.han, fu=best.fu, basic=best.basic,
                          compared=compared, differs="wait" if same_split else "split",
                          completes=_completed(a)))
    return steps


def yaku_steps(chosen: ReadingScore, situation, dora) -> list[Step]:
    rules = situation.rules
    # a step that names a yaku under rules without wind tiles says so, as plain data: the
    # i18n layer then names it for a set without winds (honitsu "one suit and dragons")
    names = tile_set_params(rules.winds)
    steps: list[Step] = []
    if chosen.yakuman:
        for y, multiple in chosen.yaku:
            steps.append(step("yakuman.found", multiple, yaku=y.id, multiple=multiple, **names))
        found = sum(m for _, m in chosen.yaku)
        if found > chosen.yakuman:      # rules.yakuman_cap
            steps.append(step("yakuman.cap", chosen.yakuman - found, cap=rules.yakuman_cap, found=found))
        for y, _ in chosen.dropped:
            steps.append(step("note.yakuman_not_cumulative", None, yaku=y.id, **names))
        if dora.han:
            steps.append(step("note.yakuman_ignores", None, han=ordinary_han(chosen, situation),
                              dora=dora.han))
    else:
        for entry in chosen.yaku:           # (YakuFound entries, see the yaku tables)
            made = entry.steps
            if made is None:
                y, han, closed_han = entry
                # (shared: an entry belongs to one ruleset's table, see evaluate.tables)
                made = entry.steps = _yaku_han_steps(y.id, han, closed_han, rules.winds)
            steps += made
        for y in chosen.lost:
            steps.append(step("note.yaku_lost_open", None, yaku=y.id, **names))
        if chosen.dora_counted:
            steps.extend(_pinfu_notes(chosen, situation))
            steps.extend(dora.steps)
        else:
            # non-cumulative renhou (EMA) replaced the other yaku and the dora: that, not
            # any rule of theirs, is why they (pinfu included) are missing
            dropped = sum(h for _, h, _ in chosen.dropped) + dora.han
            if dropped:
                steps.append(step("note.renhou_not_cumulative", None, han=dropped))
    if situation.ippatsu or situation.double_riichi or situation.renhou or situation.paarenchan:
        for flag in _FLAG_YAKU:
            value = getattr(situation, flag)
            if value and (flag != "paarenchan" or value >= 8) and not rules.allows(flag):
                steps.append(step("note.yaku_not_in_rules", None, yaku=flag, ruleset=rules.name,
                                  **names))
    return steps


@lru_cache(maxsize=4096)
def _wait_step(wait: str, win_kind: int, completed: str) -> Step:
    """The wait a winning tile completed: a few hundred possible steps, each built once."""
    return step("reading.wait", None, wait=wait, tile=kind_code(win_kind), set=completed)


@lru_cache(maxsize=1024)
def _yaku_han_steps(yaku: str, han: int, closed_han: int, winds: bool = True
                    ) -> tuple[Step, ...]:
    """A yaku's han (and the open-hand reduction): a few hundred possible answers, and
    steps are immutable, so each is built once. ``winds``: whether the set has wind tiles
    (the steps of rules without them say ``winds=False``)."""
    names = tile_set_params(winds)
    if han == closed_han:
        return (step("yaku.han", han, yaku=yaku, han=han, **names),)
    return (step("yaku.han", han, yaku=yaku, han=han, **names),
            step("note.open_reduction", None, yaku=yaku, closed=closed_han, open=han, **names))


def ordinary_han(chosen: ReadingScore, situation) -> int:
    """The han the ordinary yaku of a yakuman reading would give: what the yakuman
    ignores (``chosen.han`` is 13 × the multiple)."""
    yaku_rows = tables(situation.rules)[1]
    found = evaluate_yaku(yaku_rows, chosen.view, situation)[0]
    if chosen.reading.form not in _ORDINARY_FORMS:
        # thirteen orphans is no set-and-pair shape: only how the hand was won applies
        # (riichi, tsumo …), not the shape yaku (honroutou needs triplets or pairs)
        found = [f for f in found if f[0].family == "condition"]
    return sum(h for _, h, _ in found)


def _pinfu_notes(chosen: ReadingScore, situation) -> list[Step]:
    """Why a closed all-chows hand is not pinfu: the wait, a valued pair, or tsumo (when
    the rules say so); nothing when none of these is the reason."""
    view = chosen.view
    rules = situation.rules
    if len(view.chis) != 4 or not view.facts.closed or chosen.pinfu or not rules.allows("pinfu"):
        return []
    if view.wait != "ryanmen":
        return [step("note.pinfu_refused", None, reason="wait", detail=view.wait)]
    if view.facts.is_valued_pair(view.pair):
        return [step("note.pinfu_refused", None, reason="valued_pair", detail=pair_code(view.pair))]
    if situation.tsumo and not rules.pinfu_tsumo:
        return [step("note.pinfu_refused", None, reason="tsumo", detail="pinfu_tsumo")]
    return []


def fu_and_limit_notes(chosen: ReadingScore) -> tuple[tuple[Step, ...], tuple[Step, ...]]:
    """The fu items and the notes on them. A yakuman pays a fixed value, so its fu are
    not counted at all: one note says so instead of the items (the hand's fu are 0)."""
    if chosen.yakuman:
        return (), _YAKUMAN_FU
    if chosen.han >= 5:
        return chosen.fu_items, (_fu_irrelevant(chosen.han),)
    return chosen.fu_items, ()


_YAKUMAN_FU = (step("note.yakuman_fu", None),)


@lru_cache(maxsize=128)
def _fu_irrelevant(han: int) -> Step:
    return step("note.fu_irrelevant", None, han=han)
