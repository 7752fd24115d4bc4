"""The offline JupyterLite site (``python3 dev.py site``) in headless Chromium: build it,
serve ``build/site/`` on loopback, and open it with every request to another host
blocked (and recorded) by Playwright routing. Used by ``test_site_in_browser.py`` and
``benchmarks/bench_site.py``."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from mjlearn.lessons.build import REPOSITORY

SITE = REPOSITORY / "build" / "site"


def build_site() -> Path:
    """``tools/site_build.py build`` (what ``dev.py site`` runs), with the project's Python."""
    subprocess.run([sys.executable, str(REPOSITORY / "tools" / "site_build.py"), "build"],
                   check=True, cwd=REPOSITORY)
    return SITE


class SiteServer:
    """``build/site/`` on 127.0.0.1 (a free port), served as ``dev.py site --serve``
    serves it (``tools/site_build.py serve``, its own process); a
    :class:`~tests.browser.lab_harness.LessonPage` opens lessons through it."""

    def __init__(self) -> None:
        from mjlearn.lessons.lab import free_port

        self.port = free_port()
        self.origin = f"http://127.0.0.1:{self.port}"
        self.lang = "en"
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 30) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(REPOSITORY / "tools" / "site_build.py"), "serve",
             "--port", str(self.port)], cwd=REPOSITORY, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while True:
            try:
                urllib.request.urlopen(self.origin + "/index.html", timeout=2).close()
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise RuntimeError("the site's server did not start")
                time.sleep(0.2)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def set_language(self, lang: str) -> None:
        self.lang = lang

    @staticmethod
    def path(notebook: str) -> str:
        """"pl/07_fu.ipynb" (or "notebooks/pl/07_fu.ipynb"): the lesson's path in the
        site's contents."""
        return notebook.removeprefix("notebooks/")

    def url(self, notebook: str, reset: bool = True) -> str:
        lang = self.path(notebook).split("/", 1)[0]
        return f"{self.origin}/lab/{lang}/index.html?path={self.path(notebook)}"


def offline_context(browser, server: SiteServer, configure=None, **options):
    """A browser context that reaches only ``server``: every other request is aborted
    and kept in ``context.outside``. The site's ``jupyter-lite.json`` gets
    ``exposeAppInBrowser`` (``window.jupyterapp``, which the harness drives), and whatever
    ``configure`` does to its ``jupyter-config-data`` (a benchmark's variant of the site)."""
    context = browser.new_context(**{"viewport": {"width": 1280, "height": 900},
                                     "accept_downloads": True, **options})
    outside: list[str] = []
    root_config = f"{server.origin}/jupyter-lite.json"

    def route(route) -> None:
        url = route.request.url
        if not url.startswith(server.origin + "/"):
            outside.append(url)
            route.abort()
        elif url.split("?")[0] == root_config:
            response = route.fetch()
            config = response.json()
            config["jupyter-config-data"]["exposeAppInBrowser"] = True
            if configure is not None:
                configure(config["jupyter-config-data"])
            route.fulfill(response=response, json=config)
        else:
            route.continue_()

    context.route("**/*", route)
    context.outside = outside
    return context


def first_cell_done(page, timeout_ms: int = 120_000) -> None:
    """Run the open lesson's first cell and wait until it has run."""
    notebook = "window.jupyterapp.shell.currentWidget"
    from tests.browser.lab_harness import bounded

    bounded(page, f"async () => {{ const nb = {notebook}; nb.content.activeCellIndex = 0; "
                  "await window.jupyterapp.commands.execute('notebook:run-cell'); }",
            timeout_ms=timeout_ms)
    page.wait_for_function(
        f"() => {{ const cell = {notebook}.content.model.cells.get(0); "
        f"return cell.executionCount !== null && "
        f"{notebook}.sessionContext.session?.kernel?.status === 'idle'; }}",
        timeout=timeout_ms)


def read_json(path: Path) -> dict:
    return json.loads(Path(path).read_text(encoding="utf-8"))
