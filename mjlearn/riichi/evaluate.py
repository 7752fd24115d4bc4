"""Value one reading of a hand: its yakuman or yaku, its fu, its basic points.

This is the cheap inner loop of scoring: no trace steps are built here (only plain
tuples), so every reading can be valued and compared; the chosen one is explained by
:mod:`mjlearn.riichi.explain`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..readings import Reading
from .dora import DoraCount
from ..fast import fast_init
from .fu import fu_items
from .points import basic_value
from .view import HandFacts, ReadingView
from .yaku import yaku_table
from .yakuman import yakuman_table

YAKUMAN_HAN = 13          # han shown for each yakuman multiple (the usual convention)

# Keyed by the ruleset object (its id, the object kept to tell a reused id): a batch with
# a new rules object on every line must not keep them all, so the cache has a bound, and
# the oldest entry goes when it is reached (a few rulesets are in use at any time).
_TABLES: dict[int, tuple] = {}
_TABLES_MAX = 64


def tables(rules) -> tuple:
    """The yaku and yakuman tables of a ruleset, built once per ruleset object:
    ``(rules, yaku table, yakuman table, the yakuman table's evaluator)``."""
    entry = _TABLES.get(id(rules))
    if entry is None or entry[0] is not rules:
        yakuman = yakuman_table(rules)
        entry = (rules, yaku_table(rules), yakuman, _yakuman_evaluator(yakuman))
        _TABLES.pop(id(rules), None)
        while len(_TABLES) >= _TABLES_MAX:
            del _TABLES[next(iter(_TABLES))]        # the oldest (dicts keep their order)
        _TABLES[id(rules)] = entry
    return entry


def _yakuman_evaluator(table) -> Callable:
    """:func:`~.yakuman.evaluate_yakuman` on one table, written out as one function: each
    row's closed-hand condition and test in table order, then the special forms
    replacing their plain ones (``test_yakuman_evaluator_matches_the_table`` checks)."""
    env: dict = {}
    lines = ["def evaluate(v, s):", "    closed = v.facts.closed", "    found = []"]
    for i, (y, multiple) in enumerate(table):
        env[f"T{i}"] = y.test
        env[f"F{i}"] = (y, multiple)
        condition = f"T{i}(v, s)" if not y.closed_only else f"closed and T{i}(v, s)"
        lines += [f"    if {condition}:", f"        found.append(F{i})"]
    lines += ["    if len(found) > 1:",
              "        replaced = {r for y, _ in found for r in y.replaces}",
              "        if replaced:",
              "            found = [f for f in found if f[0].id not in replaced]",
              "    return found"]
    exec("\n".join(lines), env)  # noqa: S102 - generated from our own table
    return env["evaluate"]


@fast_init
@dataclass(frozen=True, slots=True)
class ReadingScore:
    """A valued reading.

    ``yaku``: ``[(Yaku, han, closed_han)]`` (ordinary hands) or ``[(Yakuman, multiple)]``
    (``yakuman`` > 0); ``dropped``: yakuman found but not counted (no stacking), or on an
    ordinary hand the ``(Yaku, han, closed_han)`` a non-cumulative renhou replaced;
    ``lost``: closed-only yaku whose shape is there on an open hand; ``dora_counted``:
    False when the dora do not count (yakuman, non-cumulative renhou); ``fu_items`` the fu
    steps (:func:`mjlearn.riichi.fu.fu_items`); ``pinfu``: pinfu is among the yaku.
    """

    reading: Reading
    view: ReadingView
    han: int
    fu: int
    basic: int
    yaku: tuple
    yakuman: int
    dropped: tuple
    lost: tuple
    dora_counted: bool
    fu_items: tuple
    pinfu: bool

    @property
    def wins(self) -> bool:
        return bool(self.yaku)

    @property
    def key(self) -> tuple[int, bool, int, int]:
        """Highest basic points (so highest payment), then a real yakuman before a kazoe
        yakuman of the same value (as Tenhou and ``mahjong`` rank them), then han, then fu."""
        return (self.basic, self.yakuman > 0, self.han, self.fu)


def evaluate(reading: Reading, facts: HandFacts, situation, dora: DoraCount) -> ReadingScore:
    rules = situation.rules
    _, yaku_rows, yakuman_rows, yakuman_evaluator = tables(rules)
    view = ReadingView(reading, facts)
    found = yakuman_evaluator(view, situation) if yakuman_rows and (
        facts.yakuman_shaped or len(view.triplets) == 4 or not view.standard) else []
    if found:
        dropped: tuple = ()
        if not rules.yakuman_stacking and len(found) > 1:
            best = max(found, key=lambda f: f[1])
            dropped = tuple(f for f in found if f is not best)
            found = [best]
        multiple = sum(m for _, m in found)
        if rules.yakuman_cap:
            multiple = min(multiple, rules.yakuman_cap)
        fu, items = fu_items(view, situation, pinfu=False)
        return ReadingScore(reading, view, YAKUMAN_HAN * multiple, fu, 8000 * multiple,
                            tuple(found), multiple, dropped, (), False, tuple(items), False)
    yaku, lost, yaku_han, pinfu = yaku_rows.evaluate(view, situation)     # (evaluate_yaku)
    fu, items = fu_items(view, situation, pinfu)
    if not yaku:
        return ReadingScore(reading, view, 0, fu, 0, (), 0, (), tuple(lost), False, tuple(items),
                            False)
    dora_counted = True
    replaced: tuple = ()
    if not rules.renhou_cumulative:
        renhou = next((f for f in yaku if f[0].id == "renhou"), None)
        if renhou is not None:
            # EMA: renhou is a fixed value, "not cumulative with other yaku and dora";
            # the hand takes whichever is worth more (dora alone are no yaku).
            others = yaku_han - renhou[1] + dora.han
            if renhou[1] >= others or len(yaku) == 1:
                replaced = tuple(f for f in yaku if f is not renhou)
                yaku, yaku_han, dora_counted = [renhou], renhou[1], False
            else:
                yaku = [f for f in yaku if f is not renhou]
                yaku_han -= renhou[1]
    han = yaku_han + (dora.dora + dora.ura + dora.aka if dora_counted else 0)
    return ReadingScore(reading, view, han, fu, basic_value(han, fu, rules), tuple(yaku), 0,
                        replaced, tuple(lost), dora_counted, tuple(items), pinfu and dora_counted)
