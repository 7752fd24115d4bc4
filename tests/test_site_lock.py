"""tools/site_lock.py: the site's Pyodide lock names only wheels the site has, each with
its own checksum, new packages added from their metadata with their browser
requirements."""

import hashlib
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from site_lock import browser_requirements, closure, site_lock, wheel_entry  # noqa: E402

LOCK = {"info": {"python": "3.14.2"}, "packages": {
    "ipython": {"name": "ipython", "version": "9.12.0", "file_name": "ipython-9.12.0-py3-none-any.whl",
                "depends": ["traitlets", "prompt_toolkit"], "imports": ["IPython"],
                "install_dir": "site", "package_type": "package", "sha256": "0" * 64,
                "unvendored_tests": True},
    "prompt-toolkit": {"name": "prompt_toolkit", "version": "3.0.52",
                       "file_name": "prompt_toolkit-3.0.52-py3-none-any.whl", "depends": [],
                       "imports": ["prompt_toolkit"], "install_dir": "site",
                       "package_type": "package", "sha256": "1" * 64, "unvendored_tests": False},
    "traitlets": {"name": "traitlets", "version": "5.14.3", "file_name": "traitlets-5.14.3-py3-none-any.whl",
                  "depends": [], "imports": ["traitlets"], "install_dir": "site",
                  "package_type": "package", "sha256": "2" * 64, "unvendored_tests": False},
    "numpy": {"name": "numpy", "version": "2.3.0", "file_name": "numpy-2.3.0-cp314-pyemscripten_2026_0_wasm32.whl",
              "depends": [], "imports": ["numpy"], "install_dir": "site",
              "package_type": "package", "sha256": "3" * 64, "unvendored_tests": False},
}}


def wheel(folder: Path, name: str, version: str, requires=(), top=None) -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    top = top or name
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{top}/__init__.py", "")
        meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(
            f"Requires-Dist: {r}\n" for r in requires)
        archive.writestr(f"{name}-{version}.dist-info/METADATA", meta)
    return path


def test_closure_follows_depends_by_normalized_name():
    assert closure(LOCK, ["ipython"]) == ["ipython", "prompt-toolkit", "traitlets"]
    with pytest.raises(KeyError):
        closure(LOCK, ["babel"])


def test_browser_requirements_evaluate_markers_for_pyodide():
    assert browser_requirements(["traitlets>=5", "pywin32; sys_platform == 'win32'",
                                 "colorama; platform_system == 'Emscripten'",
                                 "pytest; extra == 'test'"]) == ["traitlets", "colorama"]


def test_the_site_lock_keeps_what_is_needed_each_with_its_wheel(tmp_path):
    wheels = {
        "ipython": wheel(tmp_path, "ipython", "9.12.0", top="IPython"),
        "prompt-toolkit": wheel(tmp_path, "prompt_toolkit", "3.0.52"),
        "traitlets": wheel(tmp_path, "traitlets", "5.14.3"),
        "mjlearn": wheel(tmp_path, "mjlearn", "0.1.0", ["ipython", "jupyterlab>=4",
                                                       "voila; python_version < '3.9'"]),
    }
    lock, left_out = site_lock(LOCK, wheels, ["mjlearn"])
    assert sorted(lock["packages"]) == ["ipython", "mjlearn", "prompt-toolkit", "traitlets"]
    assert "numpy" not in lock["packages"]           # no wheel of it in the site
    assert left_out == {"mjlearn": ["jupyterlab"]}
    new = lock["packages"]["mjlearn"]
    assert (new["depends"], new["imports"], new["file_name"]) == \
        (["ipython"], ["mjlearn"], "mjlearn-0.1.0-py3-none-any.whl")
    for key, entry in lock["packages"].items():
        path = wheels[key]
        assert entry["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
        assert entry["file_name"] == path.name and entry["unvendored_tests"] is False
    assert lock["packages"]["prompt-toolkit"]["name"] == "prompt_toolkit"   # as the runtime names it
    assert lock["info"] == LOCK["info"]


def test_a_needed_package_without_a_wheel_is_an_error(tmp_path):
    wheels = {"ipython": wheel(tmp_path, "ipython", "9.12.0", top="IPython")}
    with pytest.raises(FileNotFoundError, match="no wheel for (traitlets|prompt-toolkit)"):
        site_lock(LOCK, wheels, ["ipython"])


def test_entry_of_a_new_wheel(tmp_path):
    entry, missing = wheel_entry(wheel(tmp_path, "comm", "0.2.3", ["traitlets>=4"]),
                                 {"traitlets"})
    assert entry["depends"] == ["traitlets"] and missing == []
