"""Readable text for the command line, in the learner's language."""

from __future__ import annotations

from ..i18n import render_waits

__all__ = ["render_waits", "render_score"]

def render_score(result, lang: str | None = None) -> str:
    """A scored hand, step by step. The English wording lives only here; the i18n layer
    replaces it with :func:`mjlearn.i18n.render_score` when that exists."""
    try:
        from ..i18n import render_score as localized
    except ImportError:
        localized = None
    if localized is not None:
        return localized(result, lang)
    lines = [_english_step(s) for s in result.trace]
    lines = [line for line in lines if line]
    if result.yakuman:
        head = f"{result.yakuman}× yakuman"
    else:
        head = f"{result.han} han {result.fu} fu" + (f" ({result.limit})" if result.limit else "")
    pays = ", ".join(f"{role.replace('_', '-')} pays {n}" for role, n in result.payments.amounts.items())
    lines.append(f"= {head}: {pays}; the winner gains {result.total}")
    return "\n".join(lines)


def _english_step(s) -> str:  # noqa: C901 - one line per step code, kept together on purpose
    p = s.params
    code = s.code
    if code == "reading.chosen":
        sets = " ".join(p["sets"])
        extra = f" (best of {p['count']} readings)" if p["count"] > 1 else ""
        return f"reading: {p['form']} {sets} pair {p['pair']}{extra}".replace("  ", " ")
    if code == "reading.wait":
        return f"wait: {p['wait']} on {p['tile']} (completes {p['set']})"
    if code == "reading.alternative":
        return f"  other reading {' '.join(p['sets']) or p['form']}: {p['han']} han {p['fu']} fu"
    if code == "yaku.han":
        return f"+{s.value} han  {p['yaku']}"
    if code == "yakuman.found":
        return f"yakuman: {p['yaku']} (×{p['multiple']})"
    if code == "yakuman.cap":
        return f"yakuman capped at ×{p['cap']}"
    if code.startswith("dora."):
        if code == "dora.aka":
            return f"+{s.value} han  red fives {' '.join(p['tiles'])}"
        return f"+{s.value} han  {code[5:]} (indicator {p['indicator']} → {p['tile']} ×{p['count']})"
    if code.startswith("fu."):
        name = {"fu.base": "base", "fu.closed_ron": "closed ron", "fu.tsumo": "tsumo",
                "fu.chiitoitsu": "seven pairs", "fu.open_pinfu": "open hand, ron, no fu: 30"}
        if code == "fu.set":
            detail = f"{'open' if p['open'] else 'concealed'} {p['shape']} {p['set']}"
        elif code == "fu.pair":
            detail = f"pair {p['pair']} ({p['reason']})"
        elif code == "fu.wait":
            detail = f"{p['wait']} wait on {p['tile']}"
        elif code == "fu.rounding":
            detail = f"round {p['raw']} up to {p['rounded']}"
        else:
            detail = name.get(code, code)
        return f"+{s.value} fu  {detail}"
    if code == "points.formula":
        return f"basic points: {p['fu']} × 2^(2+{p['han']}) = {p['basic']}"
    if code in ("points.limit", "points.kazoe", "points.kiriage"):
        return f"limit: {p.get('limit', 'mangan')}, basic points {p['basic']}"
    if code == "points.yakuman":
        return f"basic points: 8000 × {p['multiple']} = {p['basic']}"
    if code == "payment.ron":
        return f"discarder pays {p['basic']} × {p['multiplier']} = {p['raw']} → {p['amount']}"
    if code == "payment.tsumo":
        who = "dealer" if p["payer"] == "dealer" else "each non-dealer"
        return f"{who} pays {p['basic']} × {p['multiplier']} = {p['raw']} → {p['amount']} (×{p['count']})"
    if code == "payment.honba":
        return f"+{s.value} for {p['honba']} honba"
    if code == "payment.riichi_sticks":
        return f"+{s.value} for {p['sticks']} riichi stick(s)"
    notes = {
        "note.seed_000_rounding": lambda: f"note: seed 000 rounds basic points to the nearest 100 "
                                          f"first; that would give {p['seed_total']}, not {p['total']}",
        "note.pinfu_refused": lambda: f"note: no pinfu ({p['reason']}: {p['detail']})",
        "note.yaku_lost_open": lambda: f"note: {p['yaku']} needs a closed hand",
        "note.open_reduction": lambda: f"note: {p['yaku']} is {p['closed']} han closed, {p['open']} open",
        "note.fu_irrelevant": lambda: f"note: at {p['han']} han the fu no longer matter",
        "note.pinfu_tsumo_no_fu": lambda: "note: pinfu tsumo: no tsumo fu",
        "note.yaku_not_in_rules": lambda: f"note: {p['yaku']} is not a yaku in {p['ruleset']}",
        "note.yakuman_not_cumulative": lambda: f"note: {p['yaku']} not added (yakuman do not stack)",
        "note.yakuman_ignores": lambda: f"note: yakuman: the {p['dora']} dora do not count",
        "note.renhou_not_cumulative": lambda: "note: renhou does not add other yaku or dora",
    }
    return notes[code]() if code in notes else code
