"""The browser tests' server and browser: one JupyterLab (the launcher of ``dev.py start``)
and one Chromium context per test module."""

from __future__ import annotations

import pytest

from tests.browser.lab_harness import LabServer, launch_chromium, need_chromium


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    need_chromium()
    server = LabServer(tmp_path_factory.mktemp("jupyterlab"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser(lab):
    """One browser context for every page: JupyterLab's scripts load from its cache."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        context = chromium.new_context(viewport={"width": 1280, "height": 900})
        yield context
        context.close()
        chromium.close()
