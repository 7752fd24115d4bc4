"""Build hook: compile the gettext catalogs into every wheel.

Only the ``.po`` sources are committed (``*.mo`` is git-ignored), so the wheel build
compiles them itself, into the build directory rather than the source tree. Babel is
therefore a build requirement (``pyproject.toml``). Everything else about the package is
declared in ``pyproject.toml``.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

CATALOGS = Path("locales")


class build_py_with_catalogs(build_py):
    """``build_py``, then ``.po`` → ``.mo`` for each shipped language."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        sources = sorted(CATALOGS.glob("*/LC_MESSAGES/*.po"))
        if not sources:
            raise SystemExit(f"no catalogs under {CATALOGS}: the wheel would speak no language")
        for source in sources:
            lang = source.parts[-3]
            with source.open("rb") as handle:
                catalog = read_po(handle, locale=lang)
            target = Path(self.build_lib) / "mjlearn" / source.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with target.open("wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)


setup(cmdclass={"build_py": build_py_with_catalogs})
