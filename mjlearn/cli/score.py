"""``mjlearn score HAND``: score a winning Riichi hand step by step.

``mjlearn score --jsonl FILE`` (``-`` for stdin) is the batch mode: one JSON situation
per line in, one JSON result per line out, in order; a bad line (bad JSON too) gives an
``{"error": …}`` object on its line and the batch goes on. Exit status 0 when every line
scored, 1 when any line is an error object, 2 for a usage error (see :mod:`.batch`).
"""

from __future__ import annotations

import argparse

from ..errors import MjlearnError, register_error_codes
from ..i18n.markers import N_
from ..riichi import Situation, score
from ..riichi.share import is_line, read_line
from . import batch
from .batch import parse_json
from .output import as_typed, print_json
from .waits import parse_meld_option

register_error_codes({"bad_json": ("line", "detail"), "missing_hand": (),
                      "no_round_wind": ("ruleset",), "typed_bad_wind": ("key", "value", "names"),
                      "option_tiles": ("option", "detail")})

# TRANSLATORS: the line before a score's explanation when --seat or --round was typed:
# {seat} and {round} are wind names (East…), {seat_letter} and {round_letter} E, S, W or N.
WINDS_READ = N_("Winds read: the winner's seat wind is {seat} ({seat_letter}), the round "
                "wind {round} ({round_letter}).")


def _typed_wind(option: str, text: str | None, default: str, lang: str | None) -> str:
    """The English letter of a wind typed after ``option``: a letter, or the wind's name in
    the learner's language or in English (the words are the i18n layer's data)."""
    if text is None:
        return default
    from ..i18n import resolve_language
    from ..i18n.typed_words import read_wind, wind_words
    lang = resolve_language(lang)
    letter = read_wind(text, lang)
    if letter is None:
        raise MjlearnError("typed_bad_wind", key=option, value=text[:20],
                           names=", ".join(wind_words(lang)))
    return letter


def _check_tiles(option: str, text: str | None, lang: str | None) -> None:
    """Tiles typed after ``option`` that are not tiles: the error says which option it is
    about (its position counts in that option's text, not in the hand's)."""
    if not text:
        return
    from ..errors import TileError
    from ..tiles import parse_tiles
    try:
        parse_tiles(text)
    except TileError as error:
        from ..i18n import render_error
        detail = render_error(error, lang)
        if detail[1:2].islower():
            # the message goes on after a colon: its first word is no longer a sentence's
            detail = detail[0].lower() + detail[1:]
        raise MjlearnError("option_tiles", option=option, detail=detail) from None


def _winds_read(seat: str, round_wind: str, lang: str | None) -> str:
    """The line that says which winds were read, named as the explanation names them."""
    from ..i18n import resolve_language, wind_name
    from ..i18n.text import fill, translate
    lang = resolve_language(lang)
    name = {"E": "east", "S": "south", "W": "west", "N": "north"}
    return fill(translate(WINDS_READ, lang), {
        "seat": wind_name(name[seat], lang), "seat_letter": seat,
        "round": wind_name(name[round_wind], lang), "round_letter": round_wind})

FLAG_OPTIONS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                "chankan", "chankan_ankan", "tenhou", "chiihou", "renhou")


# How each flag of a win is described in --help.
FLAG_HELP = {
    "tsumo": N_("won by tsumo (default: by ron)"),
    "riichi": N_("the winner declared riichi"),
    "double_riichi": N_("the winner declared riichi on the first discard (double riichi)"),
    "ippatsu": N_("won within one go-around after the riichi, with no call in between "
                  "(ippatsu)"),
    "haitei": N_("won on the last tile of the wall (haitei)"),
    "houtei": N_("won on the last discard (houtei)"),
    "rinshan": N_("won on the replacement tile after a kan (rinshan)"),
    "chankan": N_("won by robbing a kan (chankan)"),
    "chankan_ankan": N_("the kan robbed was a concealed one, which only thirteen orphans may "
                        "rob (with --chankan)"),
    "tenhou": N_("the dealer won on the deal (tenhou)"),
    "chiihou": N_("a non-dealer won on the first draw (chiihou)"),
    "renhou": N_("a non-dealer won on a discard before the first draw (renhou)"),
}


# The situation's keys that an option gives: (the option as typed, its argparse dest).
OPTIONS = {"win": ("--win", "win"), "seat_wind": ("--seat", "seat"),
           "round_wind": ("--round", "round"), "dora": ("--dora", "dora"),
           "ura": ("--ura", "ura"), "honba": ("--honba", "honba"),
           "riichi_sticks": ("--sticks", "sticks"), "paarenchan": ("--paarenchan", "paarenchan")}


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    p.epilog = say(batch.EXIT_STATUS_HELP)
    p.add_argument("hand", nargs="?", metavar=say(N_("HAND")), help=say(N_(
        "every concealed tile, the winning one included, for example 234567m345p22s678s; "
        "or, in quotes, the text line the hand builder gives under “Share this hand”")))
    p.add_argument("--win", metavar=say(N_("TILE")),
                   help=say(N_("the winning tile (default: the last tile written)")))
    p.add_argument("--meld", action="append", default=[], metavar=say(N_("TYPE:TILES")),
                   help=say(N_("a called set: chi:234s, pon:777z, kan:5555m, ankan:1111z or "
                               "shouminkan:2222p (can be given several times)")))
    for flag in FLAG_OPTIONS:
        p.add_argument("--" + flag.replace("_", "-"), dest=flag, action="store_true",
                       help=say(FLAG_HELP[flag]))
    p.add_argument("--seat", metavar=say(N_("WIND")), help=say(N_(
        "the winner's seat wind: E, S, W or N, the English letters (W is West), or the "
        "wind's name in your language (default S; East is the dealer)")))
    p.add_argument("--round", metavar=say(N_("WIND")), help=say(N_(
        "the round wind: E, S, W or N, the English letters (W is West), or the wind's name "
        "in your language (default E)")))
    p.add_argument("--dora", default="", metavar=say(N_("TILES")),
                   help=say(N_("the dora indicators, for example 1m or 1m7z")))
    p.add_argument("--ura", default="", metavar=say(N_("TILES")),
                   help=say(N_("the ura dora indicators (only with riichi)")))
    p.add_argument("--honba", type=say.whole_number, default=0, metavar="N",
                   help=say(N_("the honba on the table")))
    p.add_argument("--sticks", type=say.whole_number, default=0, metavar="N",
                   help=say(N_("every riichi stick on the table when the hand is won, the "
                               "winner's own included if they declared riichi (--riichi); "
                               "the winner takes them all")))
    p.add_argument("--paarenchan", type=say.whole_number, default=0, metavar="N",
                   help=say(N_("the dealer's wins in a row, this one included (a yakuman at 8 "
                               "where the rules play it)")))
    p.add_argument("--rules", default=None, metavar=say(N_("RULES")),
                   help=say(N_("the rules: standard, kostaryov or ema, or a JSON object such "
                               "as '{example}'"), example='{"preset": "ema", "kiriage": true}'))
    p.add_argument("--json", action="store_true", help=say(N_("machine-readable output")))
    p.add_argument("--jsonl", metavar=say(N_("FILE")), help=say(N_(
        "a batch: one JSON situation per line (- reads standard input)")))
    # a teacher who asks for the explanation gets it, as everyone does: it is the output
    p.add_argument("--explain", action="store_true", help=say(N_(
        "kept for compatibility: score always prints the explanation step by step "
        "(--json prints the result alone)")))
    p.set_defaults(func=run)


def _rules(text: str | None):
    """``--rules``, as every command reads it (a preset's name or a JSON object)."""
    from .options import ruleset_option
    return None if text is None else ruleset_option(text.strip())


def run(args: argparse.Namespace) -> int:
    if args.jsonl:
        return run_batch(args.jsonl, args.lang)
    if not args.hand:
        raise MjlearnError("missing_hand")
    # each key of the situation by the option that gives it, for the error messages
    typed = {key: (option, getattr(args, dest)) for key, (option, dest) in OPTIONS.items()}
    try:
        if is_line(args.hand):      # a shared hand, as one line: its own options
            situation = Situation(**read_line(args.hand))
        else:
            rules = _rules(args.rules)
            if args.round is not None and rules is not None and not rules.winds:
                # the family rules have no winds: a round wind given is a mistake to say
                raise MjlearnError("no_round_wind", ruleset=rules.name)
            for option, text in (("--win", args.win), ("--dora", args.dora), ("--ura", args.ura)):
                _check_tiles(option, text, args.lang)
            seat = _typed_wind("--seat", args.seat, "S", args.lang)
            round_wind = _typed_wind("--round", args.round, "E", args.lang)
            situation = Situation(
                hand=args.hand, win=args.win, melds=[parse_meld_option(m) for m in args.meld],
                seat_wind=seat, round_wind=round_wind, dora=args.dora, ura=args.ura,
                honba=args.honba, riichi_sticks=args.sticks, paarenchan=args.paarenchan,
                rules=rules, **{flag: getattr(args, flag) for flag in FLAG_OPTIONS})
            if not args.json and (args.seat is not None or args.round is not None):
                # the winds as read, before the score (or the error a wrong wind explains)
                print(_winds_read(seat, round_wind, args.lang))
        result = score(situation)
    except MjlearnError as error:
        raise as_typed(error, typed, args.lang) from None
    if args.json:
        print_json(result.to_json())
        return 0
    from .render import render_score
    print(render_score(result, args.lang))
    return 0


def score_json(data: object, lang: str | None) -> dict:
    """A line's situation scored as JSON (the JSON adapter imported by the batch mode only)."""
    from ..i18n.jsonio import score_json as scored
    return scored(data, lang)


def run_batch(path: str, lang: str | None) -> int:
    def score_line(text: str, number: int) -> dict:
        try:
            data = parse_json(text)
        except ValueError as error:
            raise MjlearnError("bad_json", line=number, detail=str(error)) from None
        return score_json(data, lang)
    return batch.run_batch(path, lang, score_line)
