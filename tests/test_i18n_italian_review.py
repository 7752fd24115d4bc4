"""What the fresh Italian review (locales/it/REVIEW.md, 2026-12-02) asked of the engine and
the cheat sheet, pinned as the learner reads it: a yaku's name inside a sentence is a common
noun with its article, in lower case («il pinfu», «lo shousangen», «l'iipeikou»; finding 3),
the cheat sheet's idiom, lower case after a colon, «nessuna» for the abortive draws and «il giro di Ovest» (findings 4, 5)."""

import mjlearn.exercises.answers.messages  # noqa: F401  (registers the exercises' step codes)
import pytest

from mjlearn.errors import MjlearnError
from mjlearn.i18n import render_error, render_step
from mjlearn.i18n.cheatsheet import cheat_sheet_text
from mjlearn.rules import get_ruleset
import mjlearn.table.pao  # noqa: F401  (registers the pao error codes)
from mjlearn.table.cheatsheet import cheat_sheet
from mjlearn.trace import step


def _it(code, **params):
    return render_step(step(code, **params), "it")


# --- 3. a yaku's name inside a sentence --------------------------------------------------

def test_a_left_out_yaku_is_named_as_a_yaku():
    assert _it("misconception.yaku_left_out", yaku="pinfu") == (
        "Hai lasciato fuori il pinfu (tutte sequenze, attesa su due lati): questa mano ha anche "
        "quello.")


def test_a_yaku_the_hand_lacks_is_named_as_a_yaku():
    assert _it("misconception.yaku_not_in_hand", yaku="chanta").startswith(
        "Questa mano non ha il chanta (")
    assert _it("misconception.yaku_not_in_hand", yaku="chanta").endswith(
        "): controlla che cosa richiede e toglilo.")


def test_a_closed_only_yaku_starts_its_sentence_with_an_article():
    assert _it("misconception.closed_only_yaku", yaku="riichi") == (
        "Il riichi richiede una mano chiusa, e questa ha gruppi chiamati.")


def test_menzen_tsumo_on_an_open_hand_is_not_a_tautology():
    assert _it("note.yaku_lost_open", yaku="menzen_tsumo") == (
        "Il menzen tsumo (tsumo a mano chiusa) non vale: la mano è aperta.")


def test_pao_names_the_yakuman_as_a_yakuman():
    assert render_error(MjlearnError("pao_hand_lacks", kind="daisangen"), "it") == (
        "Questa mano non è un daisangen (tre draghi maggiori): nessuno può esserne "
        "responsabile.")


@pytest.mark.parametrize("yaku, written", [
    ("shousangen", "lo shousangen (tre draghi minori)"),
    ("iipeikou", "l'iipeikou (due sequenze identiche)"),
    ("honitsu", "l'honitsu (mezzo colore)"),
    ("yakuhai_haku", "lo yakuhai (drago bianco)"),
    ("tanyao", "il tanyao (solo semplici)"),
])
def test_the_article_follows_the_sound_of_the_yaku_name(yaku, written):
    assert _it("misconception.yaku_left_out", yaku=yaku) == (
        f"Hai lasciato fuori {written}: questa mano ha anche quello.")


def test_the_name_keeps_its_capital_at_the_head_of_a_list_line():
    assert render_step(step("yaku.han", 1, yaku="riichi"), "it") == "Riichi: +1 han."


def test_a_sentence_that_opens_on_a_vowel_yaku_elides_in_capitals():
    assert _it("misconception.closed_only_yaku", yaku="iipeikou") == (
        "L'iipeikou (due sequenze identiche) richiede una mano chiusa, e questa ha gruppi "
        "chiamati.")


def test_pao_names_the_yakuman_in_running_text():
    from mjlearn.i18n import render_step as rs
    text = rs(step("settle.pao_liable", seat=3, kind="daisangen", share="all"), "it")
    assert text.startswith("Pao: il giocatore 4 ha dato il tris decisivo per il daisangen "
                           "(tre draghi maggiori), quindi")


# --- 4, 5. the cheat sheet ----------------------------------------------------------------

def _sheet(rules):
    return cheat_sheet_text(cheat_sheet(get_ruleset(rules)), "it").splitlines()


def test_the_cheat_sheet_title_says_a_colpo_d_occhio():
    assert _sheet("standard")[0] == "Il punteggio del riichi a colpo d'occhio: le regole standard"


def test_the_limit_headers_go_on_in_lower_case_after_the_colon():
    head = next(line for line in _sheet("standard") if line.startswith("limite"))
    assert head.split("  ")[-1].strip() == "Vince il mazziere: tsumo, ciascuno"
    assert "Vince un non mazziere: ron" in head


def test_no_abortive_draw_agrees_with_the_feminine_noun():
    line = next(line for line in _sheet("ema") if line.startswith("Le mani annullate in gioco"))
    assert line.startswith("Le mani annullate in gioco: nessuna — standard: ")


def test_the_west_round_is_named_as_the_lessons_name_it():
    assert any(line.startswith("Il giro di Ovest: no — standard: ") for line in _sheet("ema"))


# --- 9. the answers' format messages ------------------------------------------------------

def _refusal(question, text, lang="it"):
    from mjlearn.exercises import parse_answer
    with pytest.raises(MjlearnError) as refused:
        parse_answer(question, text, lang)
    return render_error(refused.value, lang)


def test_stick_counts_are_numbers_not_amounts():
    from mjlearn.exercises import generate
    question = generate("pay_with_sticks", 1)
    assert _refusal(question, "1/2/3") == (
        "Questa risposta ha 3 numeri, ma la domanda ne chiede 4, separati da /.")


def test_one_digit_without_a_suit_is_one_digit():
    from mjlearn.tiles import parse_tiles
    for typed, said in (("5", "Dopo la cifra 5 manca"), ("55", "Dopo le cifre 55 manca")):
        with pytest.raises(MjlearnError) as refused:
            parse_tiles(typed)
        assert render_error(refused.value, "it") == f"{said} la lettera del seme: aggiungi m, p, s o z."
    with pytest.raises(MjlearnError) as refused:
        parse_tiles("5")
    assert render_error(refused.value, "en") == (
        "The digit 5 has no suit letter after it: add m, p, s or z.")


def test_a_question_asking_for_one_amount_says_only_one():
    from mjlearn.exercises import generate
    question = next(q for q in (generate("han_fu_to_points", seed) for seed in range(40))
                    if q.data.get("amounts") == 1)
    assert _refusal(question, "1000/2000") == (
        "Questa risposta ha 2 importi, ma la domanda ne chiede uno solo: scrivi un solo "
        "numero, senza /.")
    assert _refusal(question, "1000/2000", "en") == (
        "This answer has 2 amounts, but the question asks for one: type a single number, "
        "with no /.")


def test_a_one_tile_answer_with_two_tiles_is_not_called_a_hand():
    from mjlearn.exercises import generate
    question = generate("dora_from_indicator", 1)
    assert _refusal(question, "10m") == "Hai scritto 2 tessere, ma la risposta è una tessera sola."
    assert _refusal(question, "10m", "en") == "You wrote 2 tiles, but the answer is a single tile."


# --- 6, 7, 10. the Italian lessons' prose -------------------------------------------------

def _lesson_text(name):
    import json
    from pathlib import Path
    cells = json.loads((Path(__file__).parent.parent / "notebooks" / "it" / name).read_text())["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def test_declaring_riichi_puts_a_stick_on_the_table():
    text = _lesson_text("01_tiles.ipynb")
    assert ("puoi dichiarare **riichi**: metti sul tavolo una bacchetta da 1.000 punti e da lì in "
            "poi non puoi più cambiare la mano") in text
    assert "punti 1.000 punti" not in text


def test_the_riichi_conditions_are_a_grammatical_list():
    assert ("La mano deve essere chiusa e a una tessera dalla vittoria, nel muro devono restare "
            "almeno quattro tessere, e devi avere almeno 1.000 punti per mettere sul tavolo una "
            "bacchetta da 1.000.") in _lesson_text("01_tiles.ipynb")


def test_options_are_activated_not_switched_on():
    # (the box on the Spanish guide's optional yakuman is built in Spanish only; its
    # Italian translation stays in the catalog)
    from mjlearn.lessons.catalogs import translations
    assert "Le grandi ruote prima senza l'opzione e poi con l'opzione attiva:" in \
        translations("it").values()
    assert "per quei tavoli, disattiva l'opzione kuitan del motore." in _lesson_text(
        "03_yaku.ipynb")
    for name in ("03_yaku", "04_yaku_more", "05_yakuman", "07_fu", "08_points", "10_game",
                 "13_family_rules", "14_classic"):
        text = _lesson_text(f"{name}.ipynb")
        for calque in ("accend", "spent", "interruttore"):
            assert calque not in text, (name, calque)


def test_an_abortive_draw_the_rules_lack_is_named_as_a_case():
    import mjlearn.table.abortive  # noqa: F401  (registers the abortive draws' error codes)
    assert render_error(MjlearnError("abortive_draw_not_in_rules", kind="suucha_riichi"), "it") == (
        "Con queste regole il Suucha riichi (quattro riichi) non annulla la mano.")
