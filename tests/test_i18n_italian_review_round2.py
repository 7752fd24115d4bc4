"""What the second fresh Italian review (2026-12-02, r2-it) asked of the engine, the
widgets and the lessons, pinned as the learner reads it: the reading the engine keeps is
«la lettura», a score is announced, not called, a condition's subject has its article,
the calls erratum is exact, «per ron / per tsumo» as the source writes them, and the
source's «doppio yakuman» and «attesa singola»."""

import json
from pathlib import Path

import pytest

from mjlearn.cli import main
from mjlearn.widgets.labels import label

NOTEBOOKS = Path(__file__).parent.parent / "notebooks" / "it"


def _lesson(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _cli(capsys, *args: str) -> str:
    main(["--lang", "it", *args])
    captured = capsys.readouterr()
    return captured.out + captured.err


def _refused(capsys, *args: str) -> str:
    """The last line a refused command prints (its message, whatever its exit)."""
    try:
        code = main(["--lang", "it", *args])
    except SystemExit as leaving:
        code = leaving.code
    assert code
    captured = capsys.readouterr()
    return (captured.out + captured.err).strip().splitlines()[-1]


# --- 2. the reading the engine keeps --------------------------------------------------------

def test_the_engine_keeps_the_reading_that_scores_most(capsys):
    winds, first = _cli(capsys, "score", "11z234m567p999s345p", "--win", "5p", "--seat", "E",
                        "--riichi").splitlines()[:2]
    assert winds == "Venti: il vincitore siede a Est (E), il vento del giro è Est (E)."
    assert first == ("La mano si può leggere in 2 modi; il motore tiene la lettura che vale di "
                     "più: quattro gruppi e una coppia, 234m 345p 567p 999s 11z.")


# --- 10. a condition's subject has its article ------------------------------------------------

@pytest.mark.parametrize("flags, said", [
    (("--seat", "S", "--tenhou"),
     "Il tenhou (benedizione del cielo) vale solo con una vittoria per tsumo."),
    (("--seat", "S", "--ura", "1m"), "L'ura dora vale solo con una dichiarazione di riichi."),
    (("--seat", "E", "--chiihou", "--tsumo"),
     "Il chiihou (benedizione della terra) vale solo con un non mazziere come vincitore."),
])
def test_a_flag_that_needs_another_is_named_with_its_article(capsys, flags, said):
    assert _refused(capsys, "score", "123m456p789s11z222z", "--win", "2z", *flags).endswith(said)


def test_a_name_that_has_its_article_is_not_given_a_second():
    from mjlearn.i18n.grammar import tidy
    assert tidy("Il la vittoria per tsumo (pescando dal muro) vale solo con una mano chiusa.",
                "it") == "La vittoria per tsumo (pescando dal muro) vale solo con una mano chiusa."
    assert tidy("manca il l'1 di caratteri e il il 3 di cerchi", "it") == (
        "manca l'1 di caratteri e il 3 di cerchi")


# --- 6. a score is announced ------------------------------------------------------------------

def test_the_hand_builder_announces_the_score():
    assert label("builder_wins", "it", tiles="14 tessere", value="4 han, 20 fu",
                 call="1.300–2.600") == (
        "14 tessere: una mano vincente, 4 han, 20 fu; si annuncia 1.300–2.600.")
    assert label("builder_call_line", "it", call="1.300–2.600") == (
        "Al tavolo il vincitore annuncia 1.300–2.600, honba compresi.")


# --- 7. the review and the progress -------------------------------------------------------------

def test_the_review_says_tanto_piu_quanto():
    assert label("review_intro", "it") == (
        "Le abilità in cui hai sbagliato tornano qui, con il regolamento di questa lezione: una "
        "volta dopo la domanda successiva, poi nei giorni seguenti, tanto più distanziati quanto "
        "meglio le padroneggi.")


def test_one_right_answer_is_not_giuste():
    assert label("progress_answers", "it", count=10, correct=1) == "10 risposte, giuste: 1"
    assert label("progress_totals", "it", count=39, correct=2) == (
        "Finora hai dato 39 risposte; giuste: 2.")
    assert label("progress_totals", "it", count=1, correct=1) == (
        "Finora hai dato 1 risposta; giuste: 1.")


# --- 25-28. the engine's idiom ------------------------------------------------------------------

def test_the_yaku_glosses_are_nouns():
    from mjlearn.i18n.names import YAKU_NAMES
    from mjlearn.i18n.text import translate
    assert translate(YAKU_NAMES["tanyao"], "it") == "Tanyao (solo semplici)"
    assert translate(YAKU_NAMES["chankan"], "it") == "Chankan (vittoria rubando il kan)"


def test_a_game_needs_the_points_of_four_players(capsys):
    assert _refused(capsys, "final-score", "1", "2", "3").endswith(
        "Servono i punti di 4 giocatori: ne hai indicati 3.")


def test_the_classic_help_uses_the_indicative(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "it", "classic", "--help"])
    assert "calcola il punteggio di mani date come righe JSON" in capsys.readouterr().out


# --- the lessons ----------------------------------------------------------------------------------

def test_the_pinfu_pair_is_one_that_gives_no_fu():
    assert ("| Pinfu | quattro sequenze, una coppia che non vale fu (né draghi né venti di "
            "valore), un'attesa su due lati | 1 | — |") in _lesson("04_yaku_more.ipynb")


def test_the_calls_erratum_is_exact():
    sources = _lesson("15_sources.ipynb")
    assert "rispetto alla stessa mano tenuta chiusa, una chiamata non aggiunge fu" in sources
    assert "un pon di onori 4, un kan aperto di onori 16" in sources
    assert "fu che non danno mai" not in sources
    assert ("in realtà, a parità di tessere, una chiamata li abbassa"
            in _lesson("07_fu.ipynb"))


def test_the_menus_are_named_as_the_screen_shows_them_and_said_so():
    start = _lesson("00_start.ipynb")
    assert "**Run → Esegui Tutte le Celle**" in start
    assert "il menu «Run» resta in inglese anche nell'interfaccia italiana" in start
    # the menu paths and why they keep English words are in lesson 00's folded box of menus
    # (the third English review: a lighter first page)
    assert "**Kernel → Riavvia Kernel and Esegui Tutte le Celle…**" in start
    assert ("la voce del menu Kernel è scritta proprio così, con «and» in inglese, perché la "
            "traduzione italiana di JupyterLab è incompleta") in start


def test_the_furiten_rule_keeps_one_subject():
    # temporary furiten ends at your next discard (the fourth English review)
    assert ("non puoi vincere per ron se una tua attesa è tra i tuoi scarti, se dal tuo ultimo "
            "scarto hai lasciato passare una tessera vincente, o se l'hai lasciata passare dopo "
            "il tuo riichi.") in _lesson("12_table_rules.ipynb")


def test_the_source_words_double_yakuman_and_single_wait():
    yakuman = _lesson("05_yakuman.ipynb")
    assert "## I doppi yakuman" in yakuman
    assert "yakuman doppi" not in yakuman
    assert "l'«attesa singola» della pagina «Punteggio: han e fu»" in yakuman


@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_ron_and_tsumo_are_per_ron_per_tsumo(name):
    import re
    text = re.sub(r"\*\*", "", _lesson(name))
    assert not re.search(r"\b[Ii]n (ron|tsumo)\b", text), name


def test_after_a_colon_no_capital_and_the_call_said_once():
    from mjlearn.i18n.markers import N_
    from mjlearn.i18n.text import translate
    assert translate(N_("Or: {item}"), "it") == "Ma può anche essere quest'altra svista. {item}"
    assert "Al tavolo si annuncia come" not in _lesson("11_at_the_table.ipynb")
    assert ("Per lo tsumo del mazziere la pagina «Punteggio: han e fu» dice che «i tre giocatori "
            "pagano quote uguali»: è il «2.600 a testa».") in _lesson("11_at_the_table.ipynb")


def test_ron_is_declared_not_called():
    # «chiamare» is for chi, pon and kan; a ron (or a tsumo) is declared
    furiten = _lesson("12_table_rules.ipynb")
    assert "se puoi dichiarare ron. Dichiarare ron con una mano in furiten" in furiten
    assert "## Prima di dichiarare ron: il furiten" in furiten
