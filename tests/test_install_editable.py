"""However mjlearn is installed, it speaks five languages.

``pip install -e .`` is the usual developer install, and it never compiles the catalogs:
a clean checkout has only the ``.po`` files. The package then compiles a catalog on first
use (and keeps the ``.mo`` beside its ``.po``). Here a clean copy of the checkout is
installed, editable and not, into fresh virtual environments, offline (no index, no build
isolation: the build tools and Babel come from the test environment), and asked to score
a hand in Polish. The wheel itself is tested in ``test_i18n_wheel.py``.
"""

import os
import subprocess
import sys
import sysconfig
import tempfile
import venv
from pathlib import Path

import pytest

from mjlearn.i18n import catalogs
from tests.test_i18n_wheel import clean_checkout

SCORE = ("score", "234567m345p22s678s", "--win", "8s", "--tsumo", "--riichi", "--dora", "1m",
         "--lang", "pl")


def run(*cmd, cwd, env=None):
    result = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True,
                            timeout=600, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def fresh_venv(path: Path) -> Path:
    """A virtual environment without pip, that sees the test environment's packages
    (setuptools, wheel, Babel) through a .pth line, after its own: offline, and quick."""
    venv.EnvBuilder(with_pip=False).create(path)
    site, = (path / "lib").glob("python3*/site-packages")
    (site / "test_environment.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return path / "bin" / "python"


def clean_env():
    return {k: v for k, v in os.environ.items()
            if k not in ("PYTHONPATH", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}


def pip_install(python: Path, *args, cwd):
    # The test environment's pip, driving the new interpreter (pip --python).
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps",
        "--no-index", "--no-build-isolation", *args, cwd=cwd)


@pytest.mark.slow
@pytest.mark.parametrize("editable", [True, False], ids=["pip install -e .", "pip install ."])
def test_an_installed_checkout_speaks_polish(tmp_path, editable):
    source = clean_checkout(tmp_path / "checkout")
    python = fresh_venv(tmp_path / "venv")
    pip_install(python, *(["-e"] if editable else []), source, cwd=tmp_path)
    if editable:        # nothing compiled the catalogs: the package must manage alone
        assert not list(source.rglob("*.mo"))

    where = run(python, "-c", "import mjlearn; print(mjlearn.__file__)", cwd=tmp_path, env=clean_env())
    home = source if editable else tmp_path / "venv"
    assert Path(where.stdout.strip()).is_relative_to(home)

    scored = run(python.parent / "mjlearn", *SCORE, cwd=tmp_path, env=clean_env())
    assert "Zakład (Riichi): +1 Han." in scored.stdout
    # (Polish leaves a four-digit number ungrouped: CLDR's minimumGroupingDigits)
    assert scored.stdout.rstrip().endswith("Zwycięzca zyskuje 2000 + 2000 + 4000 = 8000 punktów.")
    for lang, word in (("es", "Riichi"), ("it", "Riichi"), ("ru", "Riichi"), ("en", "Riichi")):
        other = run(python.parent / "mjlearn", *SCORE[:-1], lang, cwd=tmp_path, env=clean_env())
        assert word in other.stdout and other.stdout != scored.stdout
    if editable:
        # compiled on first use and kept for the next run, beside the .po it came from
        assert (source / "locales" / "pl" / "LC_MESSAGES" / "mjlearn.mo").is_file()


def test_a_missing_or_stale_catalog_is_compiled_from_its_po(tmp_path, monkeypatch):
    """The unit behind the installs above: no .mo (or one older than its .po) → the .po
    is compiled; when the directory cannot be written, in memory only."""
    for lang in ("pl", "ru"):
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "mjlearn.po").write_bytes(catalogs.source_catalog_path(lang).read_bytes())
    monkeypatch.setattr(catalogs, "_CATALOG_PATHS",
                        {lang: tmp_path / lang / "LC_MESSAGES" for lang in ("pl", "ru")})
    catalogs._load.cache_clear()
    try:
        assert catalogs.translations("pl").pgettext("wind", "East") == "Wschód"
        mo = tmp_path / "pl" / "LC_MESSAGES" / "mjlearn.mo"
        assert mo.is_file()
        # a .po newer than its .mo wins
        os.utime(mo, (1, 1))
        catalogs._load.cache_clear()
        assert catalogs.translations("pl").pgettext("wind", "East") == "Wschód"
        assert mo.stat().st_mtime > 1
        # a read-only checkout: compiled in memory, nothing written

        def refuse(*args, **kwargs):
            raise PermissionError("read-only")
        monkeypatch.setattr(tempfile, "mkstemp", refuse)   # catalogs imports it when it writes
        assert catalogs.translations("ru").pgettext("wind", "East") == "Восток"
        assert not (tmp_path / "ru" / "LC_MESSAGES" / "mjlearn.mo").exists()
        assert isinstance(catalogs._compile(tmp_path / "ru" / "LC_MESSAGES" / "mjlearn.po",
                                            tmp_path / "ru.mo", "ru"), bytes)
    finally:
        catalogs._load.cache_clear()
