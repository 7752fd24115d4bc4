"""``mjlearn cheatsheet --rules ema --lang pl --html > sheet.html``: a one-page cheat sheet of a
ruleset (the fu, the han/fu tables of the non-dealer and the dealer, the limits, and the
differences from the standard rules), as text, as an A4 HTML page, or as a PDF printed by
headless Chromium (``--pdf sheet.pdf``)."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from ..errors import MjlearnError, register_error_codes
from ..i18n.markers import N_
from ..table.cheatsheet import cheat_sheet
from .options import ruleset_option

register_error_codes({
    "no_chromium": (),
    "pdf_failed": ("path",),
})

# Where Chromium may be, in this order; MJLEARN_CHROMIUM names another one.
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
PDF_TIMEOUT = 120     # seconds: a cold start of Chromium on a busy machine


def add_arguments(p: argparse.ArgumentParser, say) -> None:
    p.add_argument("--rules", default=None, metavar=say(N_("RULES")),
                   help=say(N_("the rules: standard, kostaryov or ema, or a JSON object such "
                               "as '{example}'"), example='{"preset": "ema", "kiriage": true}'))
    out = p.add_mutually_exclusive_group()
    out.add_argument("--html", action="store_true",
                     help=say(N_("the page as HTML on standard output, to print on A4")))
    out.add_argument("--pdf", metavar=say(N_("FILE")),
                     help=say(N_("the page as a PDF on A4, printed by Chromium")))
    p.set_defaults(func=run)


def find_chromium() -> str | None:
    """The Chromium to print with: $MJLEARN_CHROMIUM, else the first found on PATH."""
    named = os.environ.get("MJLEARN_CHROMIUM")
    if named:
        return named if shutil.which(named) else None
    for candidate in CHROMIUM_NAMES:
        found = shutil.which(candidate)
        if found:
            return found
    return None


def print_pdf(html: str, path: str | os.PathLike, chromium: str | None = None) -> Path:
    """Print ``html`` to the PDF file ``path`` with headless Chromium (its own
    ``--print-to-pdf``); ``no_chromium`` when there is none, ``pdf_failed`` when it fails."""
    chromium = chromium or find_chromium()
    if chromium is None:
        raise MjlearnError("no_chromium")
    target = Path(path).resolve()
    with tempfile.TemporaryDirectory(prefix="mjlearn-sheet-") as folder:
        page = Path(folder, "sheet.html")
        page.write_text(html, encoding="utf-8")
        command = [chromium, "--headless", "--disable-gpu", "--no-pdf-header-footer",
                   "--no-first-run", "--no-default-browser-check",
                   f"--user-data-dir={Path(folder, 'profile')}",
                   f"--print-to-pdf={target}", page.as_uri()]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.insert(1, "--no-sandbox")       # Chromium refuses to run as root otherwise
        try:
            done = subprocess.run(command, capture_output=True, timeout=PDF_TIMEOUT, check=False)
        except (OSError, subprocess.TimeoutExpired):
            raise MjlearnError("pdf_failed", path=str(path)) from None
    if done.returncode != 0 or not target.is_file() or target.stat().st_size == 0:
        raise MjlearnError("pdf_failed", path=str(path))
    return target


def run(args: argparse.Namespace) -> int:
    from ..i18n.cheatsheet import cheat_sheet_html, cheat_sheet_text

    sheet = cheat_sheet(ruleset_option(args.rules))
    if args.pdf:
        print_pdf(cheat_sheet_html(sheet, args.lang), args.pdf)
        return 0
    text = cheat_sheet_html(sheet, args.lang) if args.html else cheat_sheet_text(sheet, args.lang)
    sys.stdout.write(text)
    return 0
