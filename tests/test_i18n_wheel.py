"""The catalogs travel in the wheel: build it, install it in a fresh virtual environment
outside the checkout, and have it explain in Polish."""

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import babel
import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "es", "it", "pl", "ru")


def run(*cmd, cwd, env=None):
    result = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True,
                            timeout=600, env=env)
    assert result.returncode in (0, 2), result.stdout + result.stderr
    return result


def clean_checkout(target: Path) -> Path:
    """The repository as a fresh clone has it: no compiled catalogs, no build leftovers,
    so the wheel's .mo files can only come from the build itself."""
    shutil.copytree(ROOT, target, ignore=shutil.ignore_patterns(
        "*.mo", ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__",
        ".pytest_cache", ".hypothesis"))
    assert not list(target.rglob("*.mo"))
    return target


@pytest.mark.slow
def test_wheel_installed_elsewhere_speaks_polish(tmp_path):
    source = clean_checkout(tmp_path / "checkout")
    dist = tmp_path / "dist"
    run(sys.executable, "-m", "build", "--wheel", "--outdir", dist, source, cwd=source)
    wheel, = dist.glob("mjlearn-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in LANGUAGES:
        assert f"mjlearn/locales/{lang}/LC_MESSAGES/mjlearn.mo" in names

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", wheel, cwd=tmp_path)
    # Babel is the package's only runtime need here: link the already-installed copy in,
    # rather than download it (and rather than expose the whole test venv, which has
    # mjlearn itself installed from the checkout).
    site, = (env_dir / "lib").glob("python3*/site-packages")
    (site / "babel").symlink_to(Path(babel.__file__).parent, target_is_directory=True)

    clean = {k: v for k, v in os.environ.items()
             if k not in ("PYTHONPATH", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    where = run(python, "-c", "import mjlearn; print(mjlearn.__file__)", cwd=tmp_path, env=clean)
    assert Path(where.stdout.strip()).is_relative_to(env_dir)

    waits = run(env_dir / "bin" / "mjlearn", "waits", "13m", "--lang", "pl", cwd=tmp_path, env=clean)
    assert waits.stdout.startswith("Ręka jest w tenpai: czeka na 1 kamień.\n2m — znak 2: ")
    scored = run(env_dir / "bin" / "mjlearn", "score", "234567m345p22s678s", "--win", "8s",
                 "--tsumo", "--riichi", "--dora", "1m", "--lang", "pl", cwd=tmp_path, env=clean)
    assert scored.returncode == 0, scored.stderr
    assert "Zakład (Riichi): +1 Han." in scored.stdout
    assert scored.stdout.rstrip().endswith("Zwycięzca zyskuje 2000 + 2000 + 4000 = 8000 punktów.")
    error = run(env_dir / "bin" / "mjlearn", "waits", "1111m1m", "--lang", "pl", cwd=tmp_path,
                env=clean)
    assert error.returncode == 2
    assert error.stderr.startswith("Ręka ma 5 egzemplarzy kamienia 1m (znak 1), a każdy kamień")
