"""tools/site_kernel.py: the site's kernel started by the boot module (its settings, the key
of a build), and the ``language_info`` the site's lessons carry. The boot module itself
runs under Node and in Chromium in ``tests/browser/test_site_in_browser.py``."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import site_kernel  # noqa: E402
from site_kernel import (BOOT_NAME, KERNEL_PLUGIN, install_kernel_boot,  # noqa: E402
                         kernel_language_info, snapshot_key)

# The kernel_info_reply of @jupyterlite/pyodide-kernel 0.8 (packages/pyodide-kernel/src/
# kernel.ts, kernelInfoRequest), as its source writes it.
PYODIDE_KERNEL_LANGUAGE_INFO = {
    "codemirror_mode": {"name": "python", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
    "version": "3.8",
}


def test_the_language_info_is_read_from_the_kernels_bundle(tmp_path):
    # as the minified bundle of the kernel extension 0.8.6 has it, among other code
    (tmp_path / "393.d0cf8b3e64df6b99.js").write_text(
        'async kernelInfoRequest(){return{implementation:"pyodide",implementation_version:'
        '"0.1.0",language_info:{codemirror_mode:{name:"python",version:3},file_extension:'
        '".py",mimetype:"text/x-python",name:"python",nbconvert_exporter:"python",'
        'pygments_lexer:"ipython3",version:"3.8"},protocol_version:"5.3",status:"ok"}}')
    (tmp_path / "88.js").write_text("const x = {name: 1};")
    assert kernel_language_info(tmp_path) == PYODIDE_KERNEL_LANGUAGE_INFO


def test_no_language_info_in_the_bundles_stops_the_build(tmp_path):
    (tmp_path / "1.js").write_text("nothing here")
    with pytest.raises(SystemExit):
        kernel_language_info(tmp_path)


def fake_site(root: Path, lock: str = '{"packages": {}}') -> Path:
    pyodide = root / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        (pyodide / name).write_bytes(name.encode())
    (pyodide / "pyodide-lock.json").write_text(lock)
    config = {"jupyter-config-data": {"appName": "mjlearn", "litePluginSettings": {KERNEL_PLUGIN: {
        "pyodideUrl": "./static/pyodide/pyodide.mjs",
        "loadPyodideOptions": {"packages": ["mjlearn"]}}}}}
    (root / "jupyter-lite.json").write_text(json.dumps(config))
    return root


def test_the_kernel_is_pointed_at_the_boot_module_with_its_snapshot_settings(tmp_path):
    site = fake_site(tmp_path)
    settings = install_kernel_boot(site)
    assert (site / "static/pyodide" / BOOT_NAME).read_bytes() == site_kernel.BOOT_SOURCE.read_bytes()
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    plugin = config["litePluginSettings"][KERNEL_PLUGIN]
    assert plugin["pyodideUrl"] == "./static/pyodide/mjlearn-boot.mjs"
    assert plugin["loadPyodideOptions"] == {"packages": ["mjlearn"], "mjlearnSnapshot": settings}
    assert settings["imports"] == list(site_kernel.SNAPSHOT_IMPORTS)
    assert config["appName"] == "mjlearn"                   # the rest as it was


def test_a_changed_wheel_or_runtime_gives_another_key(tmp_path):
    one = fake_site(tmp_path / "one", '{"packages": {"mjlearn": {"sha256": "aa"}}}')
    two = fake_site(tmp_path / "two", '{"packages": {"mjlearn": {"sha256": "ab"}}}')
    same = fake_site(tmp_path / "same", '{"packages": {"mjlearn": {"sha256": "aa"}}}')
    keys = {name: snapshot_key(site / "static/pyodide") for name, site in
            (("one", one), ("two", two), ("same", same))}
    assert keys["one"] == keys["same"] and keys["one"] != keys["two"]
    (same / "static/pyodide/pyodide.asm.wasm").write_bytes(b"another build")
    assert snapshot_key(same / "static/pyodide") != keys["one"]
    assert snapshot_key(one / "static/pyodide", ("IPython",)) != keys["one"]


def test_a_kernel_not_pointed_where_the_add_on_points_it_stops_the_build(tmp_path):
    site = fake_site(tmp_path)
    path = site / "jupyter-lite.json"
    config = json.loads(path.read_text())
    config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]["pyodideUrl"] = "https://cdn/"
    path.write_text(json.dumps(config))
    with pytest.raises(SystemExit):
        install_kernel_boot(site)


def notebook(path: Path, *sources: str, kind: str = "code") -> Path:
    cells = [{"cell_type": kind, "source": source.splitlines(keepends=True), "metadata": {}}
             for source in sources]
    path.write_text(json.dumps({"cells": cells}))
    return path


def test_the_snapshot_prepares_every_import_of_every_lesson_once(tmp_path):
    one = notebook(tmp_path / "one.ipynb", "import mjlearn\nmjlearn.set_language('pl')",
                   "from mjlearn.widgets import HandView, ExerciseWidget\nHandView('1m')")
    two = notebook(tmp_path / "two.ipynb", "from mjlearn.widgets import HandView, QuizWidget",
                   "%pip install nothing", "from . import here\nfrom os import *",
                   "def f():\n    from mjlearn.riichi import score\n    import json")
    prose = notebook(tmp_path / "three.ipynb", "import not_code", kind="markdown")
    assert site_kernel.lesson_imports([one, two, prose]) == [
        "import json", "import mjlearn",
        "from mjlearn.riichi import score",
        "from mjlearn.widgets import ExerciseWidget, HandView, QuizWidget"]
    prepare = site_kernel.lesson_preparation([one], ("en", "pl"))
    assert prepare[:2] == ["import mjlearn", "from mjlearn.widgets import ExerciseWidget, HandView"]
    assert prepare[2].splitlines()[-2:] == [
        "for lang in ('en', 'pl'):",
        "    render_score_html(score(Situation('456m789p123999s11z', win='3s', riichi=True)), "
        "lang=lang)"]


def test_the_preparation_goes_into_the_settings_and_the_key(tmp_path):
    plain = install_kernel_boot(fake_site(tmp_path / "plain"))
    prepared = install_kernel_boot(fake_site(tmp_path / "prepared"), prepare=["import json"])
    assert "prepare" not in plain and prepared["prepare"] == ["import json"]
    assert prepared["key"] != plain["key"]
