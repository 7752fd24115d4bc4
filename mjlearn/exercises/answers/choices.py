"""The choices of ``name_yaku``: their names for toggle buttons, and typed names read back.

:func:`choice_names` gives each choice of a question its localized name and its romaji
(what a toggle button shows). :func:`read_choices` reads what a learner types, in any
case and any order, separated by commas, "/", "+", "and" or plain spaces: the localized
name or either part of it ("Tanyao (todo simples)", "tanyao", "todo simples"), the
romaji and its common spellings ("riichi", "reach", "tsumo", "haku", "chiitoi",
"sanankou"), the old ids ("menzen_tsumo"), and in Russian the romaji in Cyrillic
("риичи, таняо"). A name several choices share ("yakuhai") is read as the one the
question offers; one it cannot place is a typed, localized error listing the choices.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from ...checks import accepts, check_text
from ...errors import MjlearnError
from ...i18n import SUPPORTED_LANGUAGES, resolve_language
from ...i18n.names import DORA_NAMES, YAKU_NAMES, YAKU_NAMES_WITHOUT_WINDS
from ...i18n.render import yaku_name
from ...i18n.text import translate
from ..base import QUESTION, Question, named_for, plays_with_winds

# The romaji a toggle shows beside the localized name (romaji are not translated).
ROMAJI = {
    **{y: m.msgid.split(" (")[0] for y, m in YAKU_NAMES.items()},
    "yakuhai_haku": "Yakuhai (haku)", "yakuhai_hatsu": "Yakuhai (hatsu)",
    "yakuhai_chun": "Yakuhai (chun)", "yakuhai_seat_wind": "Yakuhai (jikaze)",
    "yakuhai_round_wind": "Yakuhai (bakaze)", "double_riichi": "Daburu riichi",
    "kokushi_13": "Kokushi musou juusanmen", "dora": "Dora", "ura": "Ura dora",
    "aka": "Aka dora", "kan_dora": "Kan dora",
}
# Other spellings players use (romaji, short forms, English names of the tables).
ALIASES = {
    "riichi": ("reach", "richi", "rīchi"),
    "menzen_tsumo": ("tsumo", "menzen", "mentsumo", "menzenchin tsumohou", "self draw"),
    "pinfu": ("no points", "ręka bez małych punktów"),
    "tanyao": ("tanyaochuu", "all simples", "kuitan"),
    "iipeikou": ("ippeiko", "iipeiko", "ippeikou", "pure double sequence"),
    "yakuhai_haku": ("haku", "white", "white dragon", "yakuhai haku"),
    "yakuhai_hatsu": ("hatsu", "green", "green dragon", "yakuhai hatsu"),
    "yakuhai_chun": ("chun", "red", "red dragon", "yakuhai chun"),
    # (and the names the course gave it before the termbase: a learner may still type them)
    "yakuhai_seat_wind": ("jikaze", "seat wind", "own wind", "yakuhai jikaze", "свой ветер",
                          "yakuhai свой ветер", "wiatr miejsca", "trójka wiatru miejsca",
                          "trójka wiatru miejsca yakuhai"),
    "yakuhai_round_wind": ("bakaze", "round wind", "prevalent wind", "prevailing wind",
                           "yakuhai bakaze"),
    "rinshan": ("rinshan", "rinshan kaiho"),
    "haitei": ("haitei", "haitei raoyue", "haitei raoyui"),
    "houtei": ("houtei", "hotei", "houtei raoyui"),
    "double_riichi": ("double riichi", "daburu richi", "double reach"),
    "sanshoku": ("sanshoku", "sanshoku doujun", "sanshoku dojun", "mixed triple sequence"),
    "ittsuu": ("ittsu", "itsu", "ikkitsuukan", "ikki tsuukan", "pure straight", "straight"),
    "chanta": ("chantaiyao", "chanta yaochuu"),
    "chiitoitsu": ("chiitoi", "chitoitsu", "chitoi", "seven pairs"),
    "toitoi": ("toitoihou", "toitoiho", "all triplets", "all pons"),
    "sanankou": ("sanankou", "san ankou", "sananko", "three concealed triplets"),
    "sankantsu": ("san kantsu",),
    "sanshoku_doukou": ("sanshoku doko",),
    "shousangen": ("shosangen", "little three dragons"),
    "honroutou": ("honroto",),
    "junchan": ("junchantaiyao", "junchan taiyao"),
    "ryanpeikou": ("ryanpeiko",),
    "honitsu": ("honiisou", "half flush"),
    "chinitsu": ("chiniisou", "full flush"),
    "kokushi": ("kokushi", "thirteen orphans"),
    "suuankou": ("suu ankou", "suuanko"),
    "daisangen": ("big three dragons",),
    "shousuushii": ("shosushi",),
    "daisuushii": ("daisushi",),
    "tsuuiisou": ("tsuisou", "all honours", "all honors"),
    "chinroutou": ("chinroto",),
    "ryuuiisou": ("ryuisou", "all green"),
    "chuuren": ("chuuren", "churen poto", "nine gates"),
    "dora": ("dora",),
}
# Words between names that are not names ("riichi and tanyao"), in the five languages.
JOINERS = frozenset({"and", "y", "e", "i", "oraz", "и", "plus"})
_SPLIT = re.compile(r"[,;/+\n&·]+")
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
MAX_WORDS = 16       # the longest name, in words

# Cyrillic letters as romaji (Polivanov's system, which Russian players use for
# Japanese words: тя → cha, си → shi, цу → tsu) and the Russian variants of it.
_CYRILLIC = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "j",
    "з": "z", "и": "i", "й": "i", "к": "k", "л": "r", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h", "ц": "ts",
    "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "", "ы": "i", "ь": "", "э": "e", "ю": "yu",
    "я": "ya",
}


def _fold(text: str) -> str:
    """A spelling-tolerant key: lower case, no accents, Cyrillic as romaji, no spaces or
    signs, long vowels and doubled letters shortened, the usual romaji variants merged
    (si/shi, ti/chi, tu/tsu, l/r), so "Rīchi", "riichi", "Риичи" and "reach"'s cousins
    meet."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = "".join(_CYRILLIC.get(c, c) for c in text)
    text = re.sub(r"[^a-z0-9]", "", text)
    for a, b in (("sy", "sh"), ("ty", "ch"), ("zy", "j"), ("si", "shi"), ("ti", "chi"),
                 ("tu", "tsu"), ("hu", "fu"), ("l", "r"), ("ou", "o"), ("oh", "o")):
        text = text.replace(a, b)
    text = text.replace("shhi", "shi").replace("chhi", "chi").replace("tssu", "tsu")
    return re.sub(r"(.)\1+", r"\1", text)


@dataclass(frozen=True, slots=True)
class ChoiceName:
    """A choice as a toggle button shows it: ``id`` (what ``check`` takes), the
    localized ``name`` and the ``romaji``."""

    id: str
    name: str
    romaji: str


def choice_name(choice: str, lang: str, winds: bool = True) -> str:
    """A choice's localized name: a yaku's (for a set without wind tiles when ``winds``
    is False), or a dora's."""
    if choice in YAKU_NAMES:
        return yaku_name(choice, lang, winds)
    return translate(DORA_NAMES[choice], lang)


@accepts(question=QUESTION)
def choice_names(question: Question, lang: str | None = None) -> tuple[ChoiceName, ...]:
    """Each choice of ``question`` with its localized name and romaji, in the
    question's order (named for its set of tiles: "Honitsu (одна масть + драконы)"
    under rules without winds)."""
    lang = resolve_language(lang)
    winds = plays_with_winds(question)
    return tuple(ChoiceName(c, choice_name(c, lang, winds), ROMAJI.get(c, c))
                 for c in question.choices)


def _parts(name: str) -> list[str]:
    """A localized name and its parts: "Tanyao (todo simples)" → itself, "Tanyao",
    "todo simples"; "Yakuhai: dragón blanco" → itself, "Yakuhai", "dragón blanco"."""
    parts = [name]
    outside = re.sub(r"\([^)]*\)", " ", name)
    parts += [p for p in re.split(r"[:()]", outside) if p.strip()]
    parts += re.findall(r"\(([^)]*)\)", name)
    return parts


@lru_cache(maxsize=None)
def _aliases() -> dict[str, frozenset[str]]:
    """Folded spelling → the ids it may name, from every language at once (a learner
    may type the romaji, or the name of the language the lesson was in)."""
    table: dict[str, set[str]] = {}
    ids = list(YAKU_NAMES) + list(DORA_NAMES)

    def add(text: str, choice: str) -> None:
        key = _fold(text)
        if key:
            table.setdefault(key, set()).add(choice)

    for choice in ids:
        add(choice.replace("_", " "), choice)
        add(choice, choice)
        add(ROMAJI.get(choice, choice), choice)
        for alias in ALIASES.get(choice, ()):
            add(alias, choice)
        for lang in SUPPORTED_LANGUAGES:
            for part in _parts(choice_name(choice, lang)):
                add(part, choice)
            if choice in YAKU_NAMES_WITHOUT_WINDS:  # the name a set without winds gives it
                for part in _parts(choice_name(choice, lang, winds=False)):
                    add(part, choice)
    return {k: frozenset(v) for k, v in table.items()}


def known_choice(question: Question, value: str) -> bool:
    """Whether ``value`` is an id the question may be answered with."""
    return value in question.choices or value in YAKU_NAMES or value in DORA_NAMES


def _resolve(question: Question, text: str, ids: frozenset[str]) -> str:
    if len(ids) == 1:
        return next(iter(ids))
    offered = [c for c in question.choices if c in ids]
    if len(offered) == 1:
        return offered[0]
    raise MjlearnError("ambiguous_choice", text=text.strip()[:40],
                       choices=tuple(offered or sorted(ids)))


def _segment(words: list[str]) -> tuple[list[tuple[str, frozenset[str]]] | None, int]:
    """The words split into names, as few as possible, and how many words the longest
    readable start covers (None: some words name nothing)."""
    aliases = _aliases()
    n = len(words)
    best: list[list | None] = [None] * (n + 1)
    best[0] = []
    for i in range(n):
        if best[i] is None:
            continue
        if words[i].lower() in JOINERS:
            if best[i + 1] is None or len(best[i + 1]) > len(best[i]):
                best[i + 1] = best[i]
            continue
        for j in range(min(n, i + MAX_WORDS), i, -1):
            text = " ".join(words[i:j])
            ids = aliases.get(_fold(text))
            if ids and (best[j] is None or len(best[j]) > len(best[i]) + 1):
                best[j] = best[i] + [(text, ids)]
    return best[n], max(i for i in range(n + 1) if best[i] is not None)


def unknown_choice(question: Question, text: str) -> MjlearnError:
    """The error for a name that is none of the question's choices: it lists them, named
    for the question's set of tiles (without winds under the family rules)."""
    return MjlearnError("unknown_choice", text=text, choices=tuple(question.choices),
                        **named_for(question))


@accepts(question=QUESTION, text=check_text)
def read_choices(question: Question, text: str, lang: str | None = None) -> frozenset[str]:
    """The ids a learner named in ``text``; an unknown name is a typed error.

    The words are split into names as few as possible (a name may hold commas: "kamień
    1, 9, smok lub wiatr w każdej grupie"), so separators only help; ids written as the
    old prompt asked ("menzen_tsumo, pinfu") are taken as they are."""
    parts = [p.strip() for p in _SPLIT.split(text) if p.strip()]
    if parts and all(known_choice(question, p) for p in parts):
        return frozenset(parts)
    words = _WORD.findall(text)
    if not words:
        raise unknown_choice(question, text.strip()[:40])
    found, reached = _segment(words)
    if found is None:
        # the learner's own text from the first word nothing names, commas and all
        spans = [m.span() for m in _WORD.finditer(text)]
        last = spans[min(reached + 3, len(spans) - 1)]
        raise unknown_choice(question, text[spans[reached][0]:last[1]][:40])
    return frozenset(_resolve(question, part, ids) for part, ids in found)


__all__ = ["ChoiceName", "choice_names", "read_choices", "ROMAJI"]
