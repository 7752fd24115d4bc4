"""A situation as one line of text, to share a hand: its tiles in mpsz, then what is not
the default, written as the options of ``mjlearn score``::

    234567m345p22s678s --win 8s --riichi --tsumo --dora 1m --seat E --honba 1

Pasted after ``mjlearn score`` the line scores that very hand (the options are the
command's own); :func:`read_line` reads it back into :class:`Situation`'s arguments, which
is what the hand builder's ``load`` and ``mjlearn score "LINE"`` do. Only what differs
from a situation's defaults is written, in one fixed order, so a hand has one line.
"""

from __future__ import annotations

import json
import shlex
from typing import Any

from ..checks import describe
from ..errors import MjlearnError, register_error_codes
from ..rules import PRESETS, Ruleset, get_ruleset
from ..tiles import Tile, format_tiles
from .situation import COUNTS, FLAGS, Situation

register_error_codes({"bad_share_line": ("text", "word"), "missing_hand": ()})

# the options with a value, by the Situation field they give (the command's names)
VALUE_OPTIONS = {"--win": "win", "--seat": "seat_wind", "--round": "round_wind",
                 "--dora": "dora", "--ura": "ura", "--honba": "honba",
                 "--sticks": "riichi_sticks", "--paarenchan": "paarenchan", "--rules": "rules"}
FLAG_OPTIONS = {"--" + flag.replace("_", "-"): flag for flag in FLAGS}
_WIND_LETTERS = {27: "E", 28: "S", 29: "W", 30: "N"}


def _tiles(tiles: tuple[Tile, ...]) -> str:
    return format_tiles(tiles)


def rules_text(rules: Ruleset) -> str | None:
    """A ruleset as ``--rules`` takes it: a preset's name, else a JSON object of the
    options that differ from the preset of its name (or standard); None for standard."""
    preset = PRESETS.get(rules.name)
    if preset == rules:
        return None if rules.name == "standard" else rules.name
    base = preset or PRESETS["standard"]
    changed: dict[str, Any] = {"preset": base.name}
    for key, value in vars(rules).items():
        if key != "name" and getattr(base, key, None) != value:
            changed[key] = sorted(value) if isinstance(value, (set, frozenset)) else \
                list(value) if isinstance(value, tuple) else value
    return json.dumps(changed, ensure_ascii=False, sort_keys=True)


def situation_line(situation: Situation) -> str:
    """The one line of a situation (see the module's text)."""
    if type(situation) is not Situation:
        raise MjlearnError("bad_value", key="situation", value=describe(situation, literal=True))
    hand = situation.hand
    words = [_tiles(hand.concealed), "--win", situation.win.code]
    for meld in hand.melds:
        words += ["--meld", f"{meld.type}:{meld.code}"]
    for option, flag in FLAG_OPTIONS.items():
        if getattr(situation, flag) and not (flag == "riichi" and situation.double_riichi):
            words.append(option)
    if situation.seat_wind != 28:
        words += ["--seat", _WIND_LETTERS[situation.seat_wind]]
    if situation.round_wind != 27:
        words += ["--round", _WIND_LETTERS[situation.round_wind]]
    if situation.dora:
        words += ["--dora", _tiles(situation.dora)]
    if situation.ura:
        words += ["--ura", _tiles(situation.ura)]
    for option, key in (("--honba", "honba"), ("--sticks", "riichi_sticks"),
                        ("--paarenchan", "paarenchan")):
        if getattr(situation, key):
            words += [option, str(getattr(situation, key))]
    rules = rules_text(situation.rules)
    if rules is not None:
        words += ["--rules", rules]
    return " ".join(shlex.quote(w) for w in words)


def is_line(text: str) -> bool:
    """Whether ``text`` is a whole line (options after the tiles), not tiles alone."""
    return isinstance(text, str) and "--" in text


def read_line(text: str) -> dict[str, Any]:
    """:class:`Situation`'s arguments from a line (``Situation(**read_line(line))``);
    a word that is no option of the line is a typed error (``bad_share_line``)."""
    if not isinstance(text, str):
        raise MjlearnError("bad_value", key="hand", value=describe(text, literal=True))
    try:
        words = shlex.split(text)
    except ValueError:
        raise MjlearnError("bad_share_line", text=describe(text, 60), word=text.strip()[-20:]) from None
    if words and words[0] == "mjlearn":
        words = words[1:]
    if words and words[0] == "score":
        words = words[1:]
    found: dict[str, Any] = {"melds": []}
    i = 0
    while i < len(words):
        word = words[i]
        option, has_value, value = word.partition("=")
        if option in FLAG_OPTIONS and not has_value:
            found[FLAG_OPTIONS[option]] = True
        elif option in VALUE_OPTIONS or option == "--meld":
            if not has_value:
                i += 1
                if i >= len(words):
                    raise MjlearnError("bad_share_line", text=describe(text, 60), word=word)
                value = words[i]
            if option == "--meld":
                meld_type, _, tiles = value.partition(":")
                found["melds"].append((meld_type, tiles))
            else:
                key = VALUE_OPTIONS[option]
                if key in COUNTS + ("honba", "riichi_sticks"):
                    if not value.isdigit():
                        raise MjlearnError("bad_value", key=key, value=describe(value, literal=True))
                    found[key] = int(value)
                elif key == "rules":
                    found[key] = _rules_value(value)
                else:
                    found[key] = value
        elif not word.startswith("-") and "hand" not in found:
            found["hand"] = word
        else:
            raise MjlearnError("bad_share_line", text=describe(text, 60), word=describe(word, 20))
        i += 1
    if "hand" not in found:
        raise MjlearnError("missing_hand")
    return found


def _rules_value(value: str) -> Any:
    value = value.strip()
    if value.startswith("{"):
        try:
            return json.loads(value)
        except ValueError:
            raise MjlearnError("bad_value", key="rules", value=describe(value, literal=True)) from None
    get_ruleset(value)      # a typed error for a name that is no preset
    return value


__all__ = ["situation_line", "read_line", "is_line", "rules_text"]
