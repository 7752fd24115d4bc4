"""The rest of the third English review (docs/reviews/en-course-round3.md): every worked
example of lessons 07–12 says who won, dealer or not, and how (gap 6: lesson 01 promises
it); lesson 05's yakuman payments name the payer's role; no wall of prose in lessons 00–12
(Motivation: cells of about 120 words at most, no sentence chaining three colons); and a
lighter first page, its menu paths in a folded box (also the Italian review's item)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from mjlearn.i18n import name, render_win_caption, render_win_caption_html
from mjlearn.lessons import lesson_paths, load_lesson
from mjlearn.lessons.build import NOTEBOOKS_DIR
from mjlearn.riichi import Situation, score
from mjlearn.table import GameState, Win

LANGUAGES = ("en", "es", "it", "pl", "ru")
ROOT = Path(__file__).resolve().parent.parent
TABLE = GameState(scores=(25_000, 25_000, 25_000, 25_000), dealer=0)


def lessons(first: int, last: int):
    for path in lesson_paths():
        if first <= int(path.stem[:2]) <= last:
            yield path.stem, load_lesson(path)


# --- captions: who won, and how -----------------------------------------------------------

# the engine numbers the players 1 to 4 (seat 0 is player 1); seat 0 deals here
CAPTIONS = {
    "en": ("Player 3 (non-dealer) wins by ron on the tile player 2 discarded.",
           "Player 1 (dealer) wins by tsumo, drawing the winning tile."),
    "es": ("Gana el jugador 3 (no Dealer) por ron, con la ficha ganadora que descartó el "
           "jugador 2.",
           "Gana el jugador 1 (Dealer) por tsumo, al robar él mismo la ficha ganadora."),
    "it": ("Vince il giocatore 3 (non mazziere) per ron: la tessera vincente l'ha scartata il "
           "giocatore 2.",
           "Vince il giocatore 1 (mazziere) per tsumo, pescando da sé la tessera vincente."),
    "pl": ("Wygrywa gracz 3 (nierozdający) na odrzuconym kamieniu (Ron): zwycięski "
           "kamień odrzucił gracz 2.",
           "Wygrywa gracz 1 (Wschód) przez dobranie z muru (Tsumo): sam dobrał zwycięski "
           "kamień."),
    "ru": ("Выигрывает игрок 3 (недилер) по Ron (на чужом сбросе): победный тайл сбросил "
           "игрок 2.",
           "Выигрывает игрок 1 (дилер) по Tsumo (на своём доборе): победный тайл он взял сам."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hand_at_the_table_says_who_won_dealer_or_not_and_how(lang):
    ron, tsumo = CAPTIONS[lang]
    assert render_win_caption(TABLE, Win(winner=2, basic=960, discarder=1), lang) == ron
    assert render_win_caption(TABLE, Win(winner=0, basic=960), lang) == tsumo
    html = render_win_caption_html(TABLE, Win(winner=0, basic=960), lang)
    assert html.startswith(f'<p class="mjlearn-caption" lang="{lang}"><b>')


def test_several_winners_on_one_discard_each_get_their_line():
    dealer_moved = GameState(scores=(25_000, 25_000, 25_000, 25_000), dealer=3)
    double = [Win(winner=0, basic=960, discarder=1), Win(winner=3, basic=2000, discarder=1)]
    assert render_win_caption(dealer_moved, double, "en") == (
        "Player 1 (non-dealer) wins by ron on the tile player 2 discarded. "
        "Player 4 (dealer) wins by ron on the tile player 2 discarded.")


def test_a_caption_refuses_what_is_not_a_state_or_a_win():
    from mjlearn.errors import MjlearnError
    with pytest.raises(MjlearnError):
        render_win_caption((25_000,) * 4, Win(winner=0, basic=960), "en")
    with pytest.raises(MjlearnError):
        render_win_caption(TABLE, [], "en")


# a code cell of lessons 07–12 that shows a scored hand, or a win settled at the table
SHOWS_A_WIN = re.compile(r"\bscore\(|win_from_score\(|\bWin\(|glance\(")
CAPTIONED = re.compile(r"render_situation_html\(|render_win_caption_html\(|glance\(")


def worked_examples():
    for stem, lesson in lessons(7, 12):
        for cell in lesson.cells:
            settles_a_win = "settle(" in cell.text and not re.search(r"Draw\(|Chombo\(", cell.text)
            if cell.kind == "code" and cell.id != "setup" and "ExerciseWidget" not in cell.text \
                    and (SHOWS_A_WIN.search(cell.text) or settles_a_win):
                yield stem, cell


def test_every_worked_example_of_lessons_07_to_12_has_its_caption():
    examples = list(worked_examples())
    counted = {stem: sum(1 for s, _ in examples if s == stem) for stem, _ in examples}
    # 07: six hands; 08: the whole hand; 09: ten wins (the winner's own stick: the fourth review); 10: the game's three wins; 11: the
    # hands read at a glance; 12: pao (tsumo, ron, refused), the West round, agari-yame and
    # the scorekeeper's pao
    assert counted == {"07_fu": 6, "08_points": 1, "09_payments": 10, "10_game": 3,
                       "11_at_the_table": 1, "12_table_rules": 6}
    missing = [(stem, cell.id) for stem, cell in examples if not CAPTIONED.search(cell.text)]
    assert missing == []
    # the caption comes before the tiles and the steps it introduces
    for stem, cell in examples:
        caption = CAPTIONED.search(cell.text).start()
        for shown in ("HandView(", "render_score_html(", "render_table_settlement_html("):
            if shown in cell.text and "def " not in cell.text and "for " not in cell.text:
                assert caption < cell.text.index(shown), (stem, cell.id)
    glance = next(c for _, lesson in lessons(11, 11) for c in lesson.cells if c.id == "setup")
    assert glance.text.index("render_situation_html(") < glance.text.index("HandView(")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_captions_are_in_every_languages_notebooks(lang):
    for stem, cell in worked_examples():
        notebook = json.loads((NOTEBOOKS_DIR / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
        built = next(c for c in notebook["cells"] if c.get("id") == cell.id)
        assert CAPTIONED.search("".join(built["source"])), (lang, stem, cell.id)


# --- lesson 05: the payer's role ----------------------------------------------------------

PAYERS = {   # a daisangen by a non-dealer's tsumo: 8,000 basic points, ×1 and ×2
    "en": "each non-dealer: 8,000 points; the dealer: 16,000 points",
    "es": "cada no Dealer: 8000 puntos; el Dealer: 16.000 puntos",
    "it": "ogni non mazziere: 8.000 punti; il mazziere: 16.000 punti",
    "pl": "każdy nierozdający: 8000 punktów; Wschód: 16\u00a0000 punktów",
    "ru": "каждый недилер: 8\u00a0000 очков; дилер: 16\u00a0000 очков",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lesson_05_names_who_pays_a_yakuman_by_role(lang):
    from mjlearn.i18n import format_points
    result = score(Situation("123m555666777z44p", win="4p", tsumo=True))
    line = "; ".join(f"{name('payer', payer, lang)}: {format_points(amount, lang)}"
                     for payer, amount in result.payments.amounts.items())
    assert line == PAYERS[lang]
    ron = score(Situation("123m555666777z44p", win="4p"))
    assert [name("payer", p, "en") for p in ron.payments.amounts] == ["the discarder"]
    cell = next(c for _, lesson in lessons(5, 5) for c in lesson.cells if c.id == "pays-run")
    assert "name('payer', payer)" in cell.text


# --- no walls of prose --------------------------------------------------------------------

WORDS = 120
OTHER_RULES = "In other rules"       # those boxes are kept as they are


def shown_words(text: str) -> int:
    """The words a learner sees at once: no table rows, no link targets, no answer folded
    in a self-check's <details>."""
    text = "\n".join(line for line in text.splitlines() if not line.startswith("|"))
    text = re.sub(r"<details><summary>[^<]*</summary>.*?</details>", "", text, flags=re.S)
    return len(re.sub(r"\]\([^)]*\)", "]", text).split())


def sentences(text: str):
    text = re.sub(r"`[^`]*`|\]\([^)]*\)|\d:\d", "_", text)
    return [s for s in re.split(r"(?<=[.!?])\s+|\n", text) if s.strip()]


def prose_cells():
    for stem, lesson in lessons(0, 12):
        for cell in lesson.cells:
            if cell.kind == "markdown" and not (cell.fold and cell.blocks[0].text == OTHER_RULES):
                yield stem, cell


def test_no_cell_of_lessons_00_to_12_is_a_wall_of_prose():
    long = {(stem, cell.id): shown_words(cell.text) for stem, cell in prose_cells()
            if shown_words(cell.text) > WORDS}
    assert long == {}


def test_no_sentence_chains_three_colons():
    chained = [(stem, cell.id, s) for stem, cell in prose_cells() for s in sentences(cell.text)
               if s.count(":") >= 3]
    assert chained == []


def test_the_counts_see_what_a_learner_sees():
    assert shown_words("**1.** Who pays?\n<details><summary>Answer</summary>The discarder, "
                       "all of it.</details>") == 3
    assert shown_words("| a | b |\n|---|---|\nSee [the errata](15_sources.ipynb#x).") == 3
    assert [s.count(":") for s in sentences("One: two: three: four. At 12:30: fine.")] == [3, 1]


# --- lesson 00: how to run a cell, the menus folded ---------------------------------------

def start_cells(lang: str) -> dict[str, str]:
    notebook = json.loads((NOTEBOOKS_DIR / lang / "00_start.ipynb").read_text(encoding="utf-8"))
    return {c.get("id"): "".join(c["source"]) for c in notebook["cells"]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lesson_00_says_shift_enter_in_the_text_and_folds_the_menu_paths(lang):
    from mjlearn.lessons.menus import menu_path
    cells = start_cells(lang)
    assert "**Shift+Enter**" in cells["run-cells"] or "**Shift+Invio**" in cells["run-cells"]
    paths = [menu_path(lang, "run_all"), menu_path(lang, "restart_run_all")]
    for cell_id, text in cells.items():
        if any(path in text for path in paths):
            assert cell_id == "menus", (lang, cell_id)
    assert cells["menus"].startswith('<details class="mjlearn-fold"><summary>')
    assert all(f"**{path}**" in cells["menus"] for path in paths)
    # the language notes share the menus' box since the fourth English review
    assert "mjlearn.set_language(...)" in cells["menus"] and "languages" not in cells


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sites_start_page_still_rewrites_the_practical_notes(lang):
    sys.path.insert(0, str(ROOT / "tools"))
    import site_build
    from mjlearn.lessons.messages import text
    notebook = json.loads((NOTEBOOKS_DIR / lang / "00_start.ipynb").read_text(encoding="utf-8"))
    before = start_cells(lang)["practical"]
    site_build.site_start_page(notebook, lang)
    after = "".join(next(c for c in notebook["cells"] if c.get("id") == "practical")["source"])
    assert "dev.py" in before and "dev.py" not in after
    assert text("site_switching", lang) in after
    assert text("site_where", lang, file="mjlearn-progress.sqlite3") in after
    summary = re.search(r"<summary>(.*)</summary>", before)[1]
    assert re.search(r"<summary>(.*)</summary>", after)[1] == summary.rsplit(", ", 1)[0]


# --- han_fu_to_points: the next cell of the table -------------------------------------------

def table_question(han: int, fu: int, tsumo: bool):
    from mjlearn.exercises import generate
    for difficulty in (1, 2, 3):
        for seed in range(400):
            q = generate("han_fu_to_points", seed, difficulty, "standard")
            if (q.data["han"], q.data["fu"], q.data["dealer"], q.data["tsumo"]) == \
                    (han, fu, False, tsumo):
                return q
    raise AssertionError((han, fu, tsumo))


@pytest.mark.parametrize("han, fu, tsumo, given, cell", [
    # 2 han 30 fu ron: 480 basic points, 1,920 -> 2,000; 3,900 is 3 han 30 fu (960 × 4)
    (2, 30, False, (3900,), (3, 30)),
    # 4 han 30 fu tsumo: 1,920 -> 2,000 / 3,900; 1,300 / 2,600 is 4 han 20 fu (1,280)
    (4, 30, True, (1300, 2600), (4, 20)),
])
def test_the_payment_of_the_next_cell_is_named_as_that_cell(han, fu, tsumo, given, cell):
    from mjlearn.exercises import check
    from mjlearn.exercises.registry import feedback
    from mjlearn.i18n import render_step
    q = table_question(han, fu, tsumo)
    verdict = check(q, given, "en")
    assert verdict.misconception == "misconception.another_table_cell"
    named = next(s for s in feedback(q, verdict) if s.code == verdict.misconception)
    assert render_step(named, "en") == (
        f"That is what {cell[0]} han and {cell[1]} fu pay, the next cell of the table: this "
        f"hand has {han} han and {fu} fu.")
    assert check(q, (1100,) if not tsumo else (1100, 2200), "en").misconception is None
