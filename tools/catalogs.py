"""Maintain the gettext catalogs of the ``mjlearn`` domain (run with the project's venv).

    python tools/catalogs.py update    # extract → mjlearn.pot → update every .po, compile
    python tools/catalogs.py compile   # .po → .mo (dev.py runs this before every test run)
    python tools/catalogs.py check     # fail if the catalogs are out of date with the code

Extraction settings (which files, which marker keywords) live in ``pyproject.toml``
under ``[tool.babel]``. The English catalog is generated: its translations are the
msgids themselves, so English never needs a translator and is always complete.
"""

from __future__ import annotations

import sys
import tempfile
import tomllib
from contextlib import chdir
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
DOMAIN = "mjlearn"
TEMPLATE = LOCALES / f"{DOMAIN}.pot"
LANGUAGES = ("en", "es", "it", "pl", "ru")
GENERATED = "en"  # msgstr = msgid
LINE_WIDTH = 100


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "--quiet", *args])


def extract(output: Path) -> None:
    """Extract every marked message of the package into ``output`` (a .pot)."""
    # From the repository root, so locations read "mjlearn/i18n/names.py" on every machine.
    with chdir(ROOT):
        pybabel("extract", "-F", "pyproject.toml", "-o", str(output), "--project", "mjlearn",
                "--version", project_version(), "--copyright-holder", "the mjlearn authors",
                "--add-location", "file", "--sort-by-file", "-w", str(LINE_WIDTH),
                "--add-comments", "TRANSLATORS:", ".")


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def write(path: Path, catalog: Catalog) -> None:
    with path.open("wb") as handle:
        write_po(handle, catalog, width=LINE_WIDTH, ignore_obsolete=True,
                 include_previous=True)


def fill_english(path: Path) -> None:
    catalog = read(path, GENERATED)
    for message in catalog:
        if not message.id:
            continue
        message.string = message.id if not message.pluralizable else tuple(message.id)
        message.flags.discard("fuzzy")
    write(path, catalog)


def update() -> None:
    """Extract, then bring every language's .po in line with the template."""
    extract(TEMPLATE)
    for lang in LANGUAGES:
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        pybabel("update", "-i", str(TEMPLATE), "-d", str(LOCALES), "-D", DOMAIN, "-l", lang,
                "--init-missing", "--ignore-obsolete", "-w", str(LINE_WIDTH))
        if lang == GENERATED:
            fill_english(po_path(lang))
    compile_all()


def compile_all() -> None:
    """Compile each .po into the .mo beside it; fuzzy entries are left out (they show in
    English until a translator confirms them)."""
    for lang in LANGUAGES:
        catalog = read(po_path(lang), lang)
        with mo_path(lang).open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)


def message_keys(catalog: Catalog) -> set[tuple]:
    """What identifies a message: context, msgid and, for counted ones, the plural."""
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id))
            for m in catalog if m.id}


def stale_catalogs() -> list[str]:
    """The catalogs whose messages differ from what the code marks today."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / f"{DOMAIN}.pot"
        extract(fresh)
        expected = message_keys(read(fresh))
    problems = []
    for path, lang in [(TEMPLATE, None), *((po_path(lang), lang) for lang in LANGUAGES)]:
        if not path.exists():
            problems.append(f"{path.relative_to(ROOT)}: missing")
            continue
        found = message_keys(read(path, lang))
        if found != expected:
            problems.append(f"{path.relative_to(ROOT)}: {len(expected - found)} new, "
                            f"{len(found - expected)} no longer used")
    return problems


def main(argv: list[str]) -> int:
    commands = {"update": update, "compile": compile_all}
    if argv == ["check"]:
        problems = stale_catalogs()
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("catalogs out of date: run `python3 dev.py catalogs`", file=sys.stderr)
        return 1 if problems else 0
    if len(argv) != 1 or argv[0] not in commands:
        print(__doc__, file=sys.stderr)
        return 2
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
