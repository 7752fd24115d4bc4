"""The browser tests' server and browser: one JupyterLab (the launcher of ``dev.py start``)
and one Chromium context per test module; and a learner with no progress yet for what a
test computes without a browser."""

from __future__ import annotations

import pytest

from tests.browser.lab_harness import LabServer, chromium_browser, running


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    with running(LabServer(tmp_path_factory.mktemp("jupyterlab"))) as server:
        yield server


@pytest.fixture(scope="module")
def browser(lab):
    """One browser context for every page: JupyterLab's scripts load from its cache."""
    with chromium_browser() as chromium:
        context = chromium.new_context(viewport={"width": 1280, "height": 900})
        yield context
        context.close()


@pytest.fixture(autouse=True)
def a_new_learner(tmp_path, monkeypatch):
    """The widgets a test answers without a browser keep their progress in an empty store
    of their own, as a launcher's kernel starts with one (``Launcher``): the test process's
    store holds every other test's answers, and the level they move would change the
    feedback the page is compared with."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "offline-data"))
