"""Skills: what a question exercises and what a mistake shows the learner has not got yet.

A skill is a stable id (``"fu.closed_ron"``, ``"pay.honba"``, ``"dora.indicator_cycle"``
…) grouped by the part of scoring it belongs to (the part before the dot). Every question
is tagged with the skills it exercises (:func:`skills_of`, filled into
``Question.skills`` by ``generate``), and every misconception names the skill it belongs
to (``Misconception.skill``, copied into ``Verdict.skill``), so the progress store can
keep a mastery per skill and bring a missed skill back for review.

A skill's learner-facing name is localized like any other name:
``mjlearn.i18n.name("skill", "pay.honba", "pl")`` (or :func:`skill_name`); the table of
English msgids is :data:`SKILL_NAMES` in :mod:`.messages`.
"""

from __future__ import annotations

from ..checks import accepts
from .base import QUESTION, Question
from .kind import get_kind

# Every skill, grouped by area, in the order a progress chart lists them.
SKILLS: tuple[str, ...] = (
    # dora
    "dora.indicator_cycle",   # which tile an indicator makes dora (wraps included)
    "dora.count",             # counting the dora a hand holds
    "dora.red_fives",         # red fives, one dora each (also when they are the dora)
    "dora.kan_dora",          # the indicators a kan turns over
    "dora.ura",               # ura dora after a riichi
    # waits
    "waits.find",             # every tile that completes the hand
    "waits.exhausted",        # a tile held four times is no wait
    # furiten
    "furiten.own_discard",    # a wait among one's own discards
    "furiten.temporary",      # a winning tile let pass: furiten until the next draw
    "furiten.riichi",         # a winning tile let pass after riichi: to the end of the hand
    "furiten.every_wait",     # furiten forbids a ron on every wait, not one tile
    # yaku and han
    "yaku.identify",          # which yaku a hand has (and that dora are not one)
    "yaku.closed_only",       # yaku that need a closed hand
    "yaku.yakuman",           # yakuman hands, alone or added up
    "han.count",              # adding the han of every yaku and dora
    "han.open_reduction",     # yaku worth one han less in an open hand
    "han.ron_triplet",        # a triplet completed by ron is not concealed (san ankou)
    # fu
    "fu.closed_ron",          # +10 for a closed hand won by ron
    "fu.tsumo",               # +2 for tsumo
    "fu.wait",                # +2 for kanchan, penchan, tanki
    "fu.sets",                # triplets and quads, open or concealed
    "fu.pair",                # a pair of dragons or of one's own winds
    "fu.ron_triplet",         # a triplet completed by ron counts as open
    "fu.open_minimum",        # an open hand with nothing but 20 fu counts 30
    "fu.rounding",            # rounding up to the next ten
    # points and payments
    "pay.basic_points",       # fu × 2^(2 + han)
    "pay.rounding",           # each payment rounded up to the next 100
    "pay.dealer_multiplier",  # the dealer pays and is paid more (× 6 on a ron)
    "pay.roles",              # who pays which share (dealer, non-dealers, discarder)
    "pay.limits",             # mangan and above, 13 han
    "pay.kiriage",            # 4 han 30 fu and 3 han 60 fu rounded up to mangan
    "pay.yakuman",            # double and added-up yakuman
    "pay.honba",              # 300 per counter on a ron, 100 from each on a tsumo
    "call.form",              # calling a score as players do: "7,700", "2,000–3,900", "2,600 all"
    "rules.house_rules",      # where the rulesets differ
    # the table
    "table.riichi_sticks",    # the sticks on the table go to the winner
    "table.riichi_deposit",   # a riichi costs 1,000 points
    "table.pao",              # the player liable for a yakuman pays all of a tsumo, half a ron
    "table.noten",            # an exhaustive draw: the noten players pay the tenpai ones 3,000
    "table.abortive_draw",    # an abortive draw: sticks stay, a counter more, the dealer again
    "table.chombo",           # a void hand: sticks back, the counter and the dealer unchanged
    "final.rounding",         # final points rounded to thousands
    "final.baseline",         # the return points, not the starting points
    "final.first_place",      # first place takes minus the others' sum
    "final.uma",              # the bonus or penalty of each place
    "final.leftover_sticks",  # sticks left at the end go to first place
    "sticks.total",           # sticks that add up to the amount
    "sticks.change",          # paying with change, moving the fewest sticks
    # Classic European
    "classic.points",         # the points of sets, pairs and going out
    "classic.doubles",        # doubling once per double
    "classic.rounding",       # rounding to the next 10
    "classic.limit",          # the limit
    "classic.east_double",    # East pays and is paid double
    "classic.losers_settle",  # the losers pay each other too
)
SKILL_AREAS = tuple(dict.fromkeys(s.split(".", 1)[0] for s in SKILLS))


@accepts(question=QUESTION)
def skills_of(question: Question) -> tuple[str, ...]:
    """The skills ``question`` exercises, in :data:`SKILLS` order (never empty).

    ``generate`` fills ``Question.skills``; a question built by hand has them computed
    here from its kind."""
    if question.skills:
        return question.skills
    kind = get_kind(question.kind)
    found = set(kind.skills(question)) if kind.skills else set()
    return tuple(s for s in SKILLS if s in found)


def skill_name(skill: str, lang: str | None = None) -> str:
    """The skill's name for learners: ``skill_name("pay.honba", "en")`` is
    "Honba counters"."""
    from ..i18n import name

    return name("skill", skill, lang)


def check_skills(skills) -> tuple[str, ...]:
    """Refuse an id that is not a skill (a typo in a kind's table)."""
    unknown = [s for s in skills if s not in SKILLS]
    if unknown:
        raise ValueError(f"unknown skills {unknown}")
    return tuple(s for s in SKILLS if s in set(skills))
