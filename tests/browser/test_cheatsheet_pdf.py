"""The cheat sheet printed to PDF by headless Chromium (`mjlearn cheatsheet --pdf`): one A4
sheet, front and back: the front's cells are the table engine's, the back lists the yaku
with their han closed and open. The text is read back with poppler's pdftotext
where it is installed (.ci/run installs it); without it, the HTML that was printed is
checked instead."""

import re
import shutil
import subprocess

import pytest

from mjlearn.cli import main
from mjlearn.i18n import format_number
from mjlearn.i18n.cheatsheet import cheat_sheet_html, payment_text
from mjlearn.rules import get_ruleset
from mjlearn.table.cheatsheet import cheat_sheet
from mjlearn.table.tables import limits_table, score_table
from tests.browser.lab_harness import need_chromium

pytestmark = pytest.mark.browser

A4_LANDSCAPE = (841.92, 594.96)    # points, as pdfinfo reports A4 turned sideways


def _pages(pdf):
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
        size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info)
        assert (float(size[1]), float(size[2])) == pytest.approx(A4_LANDSCAPE, abs=1)
        return int(re.search(r"Pages:\s+(\d+)", info)[1])
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes()))


@pytest.mark.parametrize("preset, lang", [("ema", "pl"), ("kostaryov", "ru")])
def test_the_cheat_sheet_prints_on_one_a4_sheet_front_and_back_with_the_engines_numbers(preset, lang, tmp_path):
    need_chromium()
    pdf = tmp_path / f"{preset}-{lang}.pdf"
    assert main(["cheatsheet", "--rules", preset, "--lang", lang, "--pdf", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF") and _pages(pdf) == 2
    rules = get_ruleset(preset)
    # a few cells, each computed again by the table engine: the 30-fu column of the
    # non-dealer (ron and tsumo, the lessons' tables: a row per han), the dealer's 4 han 30
    # fu ron, the mangan row of the limits
    row_30 = [format_number(amount, lang)
              for han in (1, 2, 3) for tsumo in (False, True)
              for amount in score_table(rules, False, tsumo).cell(han, 30).payments.values()]
    dealer = format_number(score_table(rules, True, False).cell(4, 30).payments["discarder"], lang)
    mangan = [payment_text(limits_table(rules, d, t)[0].payments, t, d, lang)
              for d in (False, True) for t in (False, True)]
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                              text=True, check=True).stdout
        # pdftotext writes the no-break spaces of "1 000" as plain ones
        def plain(words):
            return re.sub(r"\s+", " ", words.replace("\u00a0", " ")).strip()
        front, back = text.split("\f")[:2]
        assert all(plain(cell) in plain(front) for cell in row_30 + [dealer] + mangan)
        from mjlearn.i18n import name
        assert plain(name("yaku", "chinitsu", lang)) in plain(back)
    else:   # the page that was printed is the one the engine wrote
        html = cheat_sheet_html(cheat_sheet(rules), lang)
        assert all(f"<span>{cell}</span>" in html or f"<td>{cell}</td>" in html
                   for cell in row_30 + [dealer] + mangan)


@pytest.mark.parametrize("width", [844, 600])
def test_the_preview_in_a_lesson_shows_the_whole_width_of_the_sheet(width):
    """The preview frame of ``CheatSheetOffer`` is as wide as the lesson's output (844 px in
    JupyterLab at 1280 px): the sheet, 299 mm with its margins on a screen, shrinks to it
    instead of running out on the right."""
    from mjlearn.widgets.cheatsheet import CheatSheetOffer
    from tests.browser.lab_harness import chromium_browser

    need_chromium()
    offer = CheatSheetOffer("ema", lang="pl")
    with chromium_browser() as chromium:
        page = chromium.new_page(viewport={"width": 1280, "height": 900})
        page.set_content(f'<div style="width:{width}px">{offer.preview.value}</div>')
        page.locator("summary").click()
        frame = page.frame_locator("iframe.mjlearn-sheet-preview")
        frame.locator("table").first.wait_for()
        document = frame.locator("html")
        sizes = document.evaluate("html => [html.scrollWidth, html.clientWidth, "
                                  "document.querySelector('.sheet').getBoundingClientRect().right]")
        assert sizes[1] == width - 2        # the frame's 1 px borders
        assert sizes[0] <= sizes[1] and sizes[2] <= sizes[1], sizes
