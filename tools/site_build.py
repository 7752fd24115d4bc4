"""Build the lessons as an offline JupyterLite site: ``python3 dev.py site``.

    python tools/site_build.py build            # build/site/ (run with the project's venv)
    python tools/site_build.py serve [--port N] # serve build/site/ on 127.0.0.1

What goes in, and where from (PyPI and npm only; nothing is fetched at run time):

* JupyterLite itself: ``jupyterlite-core`` and ``jupyterlite-pyodide-kernel`` (their
  build add-ons copy the runtime, index the contents and the language packs), in a
  build environment of their own, ``build/site-env/`` (they must not reach the
  project's JupyterLab, where their extension does not belong);
* the Pyodide runtime: the npm ``pyodide`` package the kernel was made for, served from
  ``static/pyodide/``;
* every wheel the kernel and the lessons load, beside it: the kernel's own, those of the
  runtime's lock that they need (``tools/site_lock.py`` rewrites that lock for them),
  Babel (its locale data cut to the five languages), ipywidgets and comm at the versions
  the project's venv runs, and the ``mjlearn``
  wheel built from this checkout, catalogs inside;
* the lessons, in five languages (each with the ``language_info`` the kernel reports), and
  a start page linking each language's start page;
* after ``jupyter lite build``, the kernel's ``loadPyodide`` of the site's own
  (``tools/site_kernel.py``): a memory snapshot of the started kernel kept in the browser
  on the first visit, every later visit started from it.

Downloads are cached in ``build/site-cache/`` (and pip's and npm's own caches), so a
second build only rebuilds the ``mjlearn`` wheel and the site.
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from functools import partial
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from site_bytecode import compile_wheels  # noqa: E402
from site_kernel import install_kernel_boot, kernel_language_info, lesson_preparation  # noqa: E402
from site_lock import canonical, site_lock, wheel_metadata  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
SITE = BUILD / "site"
LITE = BUILD / "site-src"          # the JupyterLite "lite dir" the build reads
ENV = BUILD / "site-env"           # jupyterlite-core and the kernel's add-ons
CACHE = BUILD / "site-cache"       # the npm tarball and the wheels from PyPI
LANGUAGES = ("en", "es", "it", "pl", "ru")

JUPYTERLITE = "0.8.6"              # jupyterlite-core
PYODIDE_KERNEL = "0.8.6"           # jupyterlite-pyodide-kernel (0.8.7 needs a core not on PyPI)
PYODIDE = "314.0.6"                # the npm runtime that kernel expects (its constants.py)
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# What the browser kernel loads at start: the kernel and what it imports, and the
# lessons' own packages (their dependencies follow from the lock).
KERNEL_PACKAGES = ("micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "ipython",
                   "jedi")
LESSON_PACKAGES = ("mjlearn", "babel", "ipywidgets")
# Not in the runtime's lock: taken from PyPI at the versions the project's venv runs.
FROM_VENV = ("babel", "ipywidgets", "comm", "fsrs")   # fsrs: the review across days
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# JupyterLab's language packs (the same as the project's venv) give the site's menus.
LANGUAGE_PACKS = {"es": "es-ES", "it": "it-IT", "pl": "pl-PL", "ru": "ru-RU"}


def say(text: str) -> None:
    print(f"[site] {text}", flush=True)


def run(*cmd, quiet: bool = False, **kw) -> subprocess.CompletedProcess:
    cmd = [str(c) for c in cmd]
    if quiet:
        done = subprocess.run(cmd, capture_output=True, text=True, **kw)
        if done.returncode:
            sys.exit(f"{' '.join(cmd)} failed:\n{done.stdout}{done.stderr}")
        return done
    return subprocess.run(cmd, check=True, **kw)


def venv_version(name: str) -> str:
    return metadata.version(name)


# --- the build environment ----------------------------------------------------------

def env_requirements() -> list[str]:
    return [f"jupyterlite-core[contents,translation]=={JUPYTERLITE}",
            f"jupyterlite-pyodide-kernel=={PYODIDE_KERNEL}",
            # the widgets' front end, as in the project's JupyterLab
            f"jupyterlab-widgets=={venv_version('jupyterlab-widgets')}",
            *(f"jupyterlab-language-pack-{pack}=={venv_version(f'jupyterlab-language-pack-{pack}')}"
              for pack in LANGUAGE_PACKS.values())]


def env_python() -> Path:
    return ENV / "bin" / "python"


def ensure_env() -> None:
    """``build/site-env``: a venv with JupyterLite's build tools, made again when the
    requirements change."""
    import venv

    wanted = "\n".join(env_requirements()) + "\n"
    stamp = ENV / ".mjlearn-site"
    if stamp.exists() and stamp.read_text() == wanted and env_python().exists():
        return
    say(f"installing JupyterLite {JUPYTERLITE} and its Pyodide kernel {PYODIDE_KERNEL} "
        f"into {ENV.relative_to(ROOT)} (once)…")
    shutil.rmtree(ENV, ignore_errors=True)
    venv.EnvBuilder(with_pip=True).create(ENV)
    run(env_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        *wanted.split())
    stamp.write_text(wanted)


KERNEL_EXTENSION = ENV / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"


def kernel_wheels() -> dict[str, Path]:
    """The kernel's own wheels (piplite, pyodide-kernel, ipykernel), from its extension."""
    found = sorted((KERNEL_EXTENSION / "static/pypi").glob("*.whl"))
    wheels = {}
    for wheel in found:
        name = canonical(wheel.name.split("-", 1)[0])
        if name in ("piplite", "pyodide-kernel", "ipykernel"):
            wheels[name] = wheel
    if len(wheels) != 3:
        sys.exit(f"the kernel's wheels were not all found: {found}")
    return wheels


# --- the runtime and the wheels -------------------------------------------------------

def fetch_runtime() -> Path:
    """The npm ``pyodide`` package, unpacked in the cache; its folder."""
    folder = CACHE / f"pyodide-{PYODIDE}"
    if (folder / "package" / "pyodide-lock.json").exists():
        return folder / "package"
    say(f"fetching the Pyodide runtime {PYODIDE} from npm…")
    CACHE.mkdir(parents=True, exist_ok=True)
    done = run("npm", "pack", f"pyodide@{PYODIDE}", "--pack-destination", CACHE,
               "--silent", quiet=True)
    tarball = CACHE / done.stdout.strip().splitlines()[-1]
    with tarfile.open(tarball) as archive:
        archive.extractall(folder, filter="data")
    tarball.unlink()
    return folder / "package"


def download_wheels(specs: list[str]) -> dict[str, Path]:
    """Pure-Python wheels for the browser (``name==version``), from PyPI, cached."""
    target = CACHE / "wheels"
    target.mkdir(parents=True, exist_ok=True)
    have = {canonical(w.name.split("-", 1)[0]) + "==" + w.name.split("-")[1]: w
            for w in target.glob("*.whl")}
    missing = [s for s in specs if canonical(s.split("==")[0]) + "==" + s.split("==")[1]
               not in have]
    if missing:
        say(f"fetching {len(missing)} wheels from PyPI: {', '.join(missing)}")
        run(sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
            "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
            "--implementation", "py", "--abi", "none", "--platform", "any",
            "--dest", target, *missing)
    found = {}
    for wheel in target.glob("*.whl"):
        name, version = canonical(wheel.name.split("-", 1)[0]), wheel.name.split("-")[1]
        if f"{name}=={version}" in {canonical(s.split("==")[0]) + "==" + s.split("==")[1]
                                    for s in specs}:
            found[name] = wheel
    return found


def slim_babel(wheel: Path) -> Path:
    """Babel's wheel with the CLDR data of the five languages only (and ``root``, the
    parent of them all): 31 MB of locale data become a few, which the browser unpacks at
    every start. Same name and version; its RECORD lists what is left."""
    target = CACHE / "slim" / wheel.name
    if target.exists() and target.stat().st_mtime >= wheel.stat().st_mtime:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    keep = re.compile(r"^babel/locale-data/(root|(%s)(_\w+)?)\.dat$" % "|".join(LANGUAGES))

    def kept(name: str) -> bool:
        return not name.startswith("babel/locale-data/") or bool(keep.match(name))

    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for info in source.infolist():
            data = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                data = "".join(line for line in data.decode("utf-8").splitlines(True)
                               if kept(line.split(",", 1)[0])).encode("utf-8")
            if kept(info.filename):
                out.writestr(info, data)
    return target


def build_mjlearn_wheel() -> Path:
    target = CACHE / "mjlearn"
    shutil.rmtree(target, ignore_errors=True)
    say("building the mjlearn wheel from this checkout (catalogs compiled into it)…")
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
        "--no-deps", "--wheel-dir", target, ROOT, quiet=True)
    return next(target.glob("mjlearn-*.whl"))


def lock_and_wheels(runtime: Path) -> tuple[dict, dict[str, Path]]:
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    extra = {**kernel_wheels(), "mjlearn": build_mjlearn_wheel(),
             **download_wheels([f"{n}=={venv_version(n)}" for n in FROM_VENV])}
    extra["babel"] = slim_babel(extra["babel"])
    # the closure of what loads at start, through the runtime's lock and the new wheels
    packages = {canonical(k): v for k, v in lock["packages"].items()}
    roots = [*KERNEL_PACKAGES, *LESSON_PACKAGES]
    needed, todo = set(), list(roots)
    while todo:
        name = canonical(todo.pop())
        if name in needed:
            continue
        needed.add(name)
        if name in extra:
            from site_lock import browser_requirements
            todo += [r for r in browser_requirements(wheel_metadata(extra[name])[2])
                     if r in packages or r in extra]
        else:
            todo += packages[name]["depends"]
    from_lock = sorted(n for n in needed if n not in extra)
    wheels = {**download_wheels([f"{n}=={packages[n]['version']}" for n in from_lock]),
              **extra}
    # each module's bytecode for the browser's Python, so no start compiles a module again
    wheels = compile_wheels({n: w for n, w in wheels.items() if n in needed}, runtime, CACHE,
                            say=say)
    site, left_out = site_lock(lock, wheels, roots)
    for name, missing in sorted(left_out.items()):
        say(f"{name}: not needed in the browser, left out: {', '.join(missing)}")
    return site, {n: wheels[n] for n in site["packages"]}


# --- the lite dir and the build -----------------------------------------------------------

def site_notebook(path: Path, lang: str, language_info: dict) -> str:
    """A lesson as the site serves it: the kernel named as JupyterLite names it, with the
    ``language_info`` that kernel reports (so that opening a lesson changes nothing in it,
    and an untouched lesson never asks to be saved), and on the start page the site's own
    words where the lesson speaks of ``dev.py`` and the project's folders
    (:func:`site_start_page`)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                          "language": "python"}
    notebook["metadata"]["language_info"] = language_info
    if path.stem == "00_start":
        site_start_page(notebook, lang)
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def site_start_page(notebook: dict, lang: str) -> None:
    """The start page's practical notes, said for the site: no terminal (its ``dev.py``
    commands; JupyterLab's menus change language in Settings → Language), and where the
    lessons and the learner's work are (the browser's storage; the progress file to
    download and upload; a lesson deleted comes back as it was). The notes are one folded
    cell ``practical``: its summary names the terminal last, and its paragraphs are the
    language, where the lessons are, the terminal's one-line introduction and its list of
    commands."""
    sys.path.insert(0, str(ROOT))
    from mjlearn.exercises.store.browser_store import FILE_NAME
    from mjlearn.lessons.messages import text

    def unknown(why: str):
        sys.exit(f"the start page's practical notes are not what tools/site_build.py knows "
                 f"({why}): check site_start_page")

    cells = {cell.get("id"): cell for cell in notebook["cells"]}
    if "practical" not in cells:
        unknown("no cell 'practical'")
    paragraphs = "".join(cells["practical"]["source"]).split("\n\n")
    commands = [i for i, p in enumerate(paragraphs) if "dev.py" in p]
    if len(commands) != 1 or commands[0] < 3 or not paragraphs[commands[0] - 1].rstrip().endswith(":"):
        unknown("one list of dev.py commands after its introduction")
    where = commands[0] - 2
    label = re.match(r"\*\*[^*]+\*\*", paragraphs[where])
    summary = re.match(r"(<details[^>]*><summary>)(.*), ([^,]*)(</summary>)", paragraphs[0])
    if not label or not summary:
        unknown("a bold label on where the lessons are, and a summary that names the terminal last")
    paragraphs[0] = summary[1] + summary[2] + summary[4] + paragraphs[0][summary.end():]
    paragraphs[where] = f"{label[0]} {text('site_where', lang, file=FILE_NAME)}"
    paragraphs[where + 1:where + 3] = [text("site_switching", lang)]
    cells["practical"]["source"] = "\n\n".join(paragraphs).splitlines(keepends=True)
    if any("dev.py" in "".join(c["source"]) for c in notebook["cells"]
           if c["cell_type"] == "markdown"):
        sys.exit("the start page still speaks of dev.py on the site: check site_start_page")


def write_lite_dir(runtime: Path, lock: dict, wheels: dict[str, Path]) -> None:
    shutil.rmtree(LITE, ignore_errors=True)
    pyodide = LITE / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in RUNTIME_FILES:
        shutil.copy2(runtime / name, pyodide / name)
    for wheel in wheels.values():
        shutil.copy2(wheel, pyodide / wheel.name)
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n",
                                               encoding="utf-8")
    language_info = kernel_language_info(KERNEL_EXTENSION / "static")
    for lang in LANGUAGES:
        folder = LITE / "files" / lang
        folder.mkdir(parents=True)
        for notebook in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
            (folder / notebook.name).write_text(site_notebook(notebook, lang, language_info),
                                                encoding="utf-8")
    config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "mjlearn",
        # a second visit: JupyterLite's service worker answers from its cache (and
        # refreshes the cache behind it), the browser's code caches with it
        "enableServiceWorkerCache": True,
        # window.jupyterapp, through which the lab pages start a lesson's kernel while
        # JupyterLab starts (tools/site_prestart.js)
        "exposeAppInBrowser": True,
        "litePluginSettings": {KERNEL_PLUGIN: {
            "disablePyPIFallback": True,
            "loadPyodideOptions": {"packages": sorted(
                canonical(n) for n in (*KERNEL_PACKAGES, *LESSON_PACKAGES))},
        }},
    }}
    (LITE / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n")
    build_config = {"LiteBuildConfig": {"contents": ["files"], "no_sourcemaps": True,
                                        "no_unused_shared_packages": True}}
    (LITE / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=1) + "\n")


def lite_build() -> None:
    """``jupyter lite build``, its log in build/site-build.log, its tasks counted."""
    say("jupyter lite build…")
    shutil.rmtree(SITE, ignore_errors=True)
    log = BUILD / "site-build.log"
    cmd = [str(ENV / "bin" / "jupyter-lite"), "build", "--lite-dir", str(LITE),
           "--output-dir", str(SITE)]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    tasks, last = 0, time.monotonic()
    with log.open("w", encoding="utf-8") as out:
        process = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True, cwd=LITE, env=env)
        for line in process.stdout:
            out.write(line)
            if line.startswith(".  "):
                tasks += 1
                if time.monotonic() - last > 2:
                    say(f"  {tasks} steps done, {line[3:].strip()[:70]}")
                    last = time.monotonic()
        code = process.wait()
    if code:
        sys.exit(f"jupyter lite build failed: see {log}\n" + log.read_text()[-3000:])
    say(f"  {tasks} steps; the log is in {log.relative_to(ROOT)}")


# --- the language apps and the start page -----------------------------------------------

PRESTART = Path(__file__).resolve().parent / "site_prestart.js"


def with_prestart(page: str) -> str:
    """A lab page with ``tools/site_prestart.js`` first in its head: the lesson's kernel
    started as soon as JupyterLite can make it, while JupyterLab's front end starts."""
    if page.count("<head>") != 1:
        sys.exit("lab/index.html is not what tools/site_build.py knows: check with_prestart")
    script = PRESTART.read_text(encoding="utf-8")
    return page.replace("<head>", f"<head>\n    <script>\n{script}    </script>", 1)


def write_language_apps() -> None:
    """``lab/<lang>/``: JupyterLab as the site builds it, with its menus in that language
    (JupyterLab's language pack, bundled by the translation add-on) unless the learner
    chose another in Settings → Language. Each is the lab app's page one folder deeper
    and a ``jupyter-lite.json`` naming the locale; the app's route (``/lab/``) still
    matches, so ``?path=`` opens a lesson."""
    page = with_prestart((SITE / "lab" / "index.html").read_text(encoding="utf-8"))
    (SITE / "lab" / "index.html").write_text(page, encoding="utf-8")
    deeper = (page.replace('"../', '"../../').replace("'../config-utils", "'../../config-utils")
              .replace('data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."'))
    if deeper.count("../../") < 3 or "../.." not in deeper.split("data-jupyter-lite-root=")[1][:8]:
        sys.exit("lab/index.html is not what tools/site_build.py knows: check write_language_apps")
    for lang in LANGUAGES:
        folder = SITE / "lab" / lang
        folder.mkdir()
        (folder / "index.html").write_text(
            deeper.replace("<html>", f'<html lang="{lang}">', 1), encoding="utf-8")
        shutil.copy2(SITE / "lab" / "jupyter-lite.ipynb", folder / "jupyter-lite.ipynb")
        locale = {"en": "en"}.get(lang, LANGUAGE_PACKS.get(lang, "en").replace("-", "_"))
        config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
            "settingsUrl": "../../build/schemas",
            "settingsOverrides": {"@jupyterlab/translation-extension:plugin": {
                "locale": locale}}}}
        (folder / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n")


JUPYTERLITE_DOMAINS = ("jupyterlite", "@jupyterlite")
UI_STRING = re.compile(r'\.(?:__|_p|_n)\("((?:[^"\\]|\\.)*)"')


def lend_jupyterlab_translations() -> dict[str, int]:
    """JupyterLite's own strings (its file browser's *Download*, *About*, the *Clear
    Browser Data* dialog …) belong to translation domains no language pack on PyPI
    covers. Those of them JupyterLab's own pack translates (*Download*, *Copy Shareable
    Link*, *OK* …) are lent from it: each locale's ``api/translations/<locale>.json``
    gets JupyterLite's domains with JupyterLab's sentences for the same words. The rest
    stay in English (README). Returns how many strings each locale got."""
    bundles = [path for path in (SITE / "build").glob("*.js")
               if re.search(r'load\("@?jupyterlite"\)', path.read_text("utf-8", "replace"))]
    words = set()
    for path in bundles:
        for literal in UI_STRING.findall(path.read_text("utf-8", "replace")):
            try:
                words.add(json.loads(f'"{literal}"'))
            except ValueError:          # a JavaScript escape JSON does not know: skip it
                pass
    lent = {}
    for pack in LANGUAGE_PACKS.values():
        path = SITE / "api" / "translations" / f"{pack.replace('-', '_')}.json"
        translations = json.loads(path.read_text(encoding="utf-8"))
        jupyterlab = translations["data"]["jupyterlab"]
        known = {word: jupyterlab[word] for word in sorted(words) if word in jupyterlab}
        for domain in JUPYTERLITE_DOMAINS:
            translations["data"][domain] = {"": {**jupyterlab[""], "domain": domain}, **known}
        path.write_text(json.dumps(translations, ensure_ascii=False), encoding="utf-8")
        lent[pack] = len(known)
    return lent


def lesson_url(path: str) -> str:
    """The address, in the site, of a lesson (``pl/07_fu.ipynb``) in its language's menus,
    in a workspace of its own (JupyterLite's ``workspace`` parameter, ``pl-07_fu``): a
    visit restores only what was open in that lesson's visits, never the lessons opened
    from another page (the start page's workspace holds those), so the address starts one
    kernel, the lesson's; a reload keeps the parameter and restores the lesson's tabs.
    (Not with JupyterLab's ``reset``: in JupyterLite 0.8.6 it also drops ``path``, and only
    a launcher opens.)"""
    lang, name = path.split("/", 1)
    return f"lab/{lang}/index.html?path={path}&workspace={lang}-{name.removesuffix('.ipynb')}"


def start_url(lang: str) -> str:
    """The address, in the site, of a language's start page in its own menus."""
    return lesson_url(f"{lang}/00_start.ipynb")


def write_index() -> None:
    """The site's front page (in place of JupyterLite's, which only forwards to the lab
    app): each language's start page, one click away, named in its own language with the
    start page's own title and first lines."""
    from html import escape

    sys.path.insert(0, str(ROOT))
    from mjlearn.lessons.build import LANGUAGE_NAMES

    items = []
    for lang in LANGUAGES:
        notebook = json.loads((ROOT / "notebooks" / lang / "00_start.ipynb").read_text("utf-8"))
        text = next("".join(c["source"]) for c in notebook["cells"]
                    if c["cell_type"] == "markdown" and "".join(c["source"]).startswith("# "))
        title, _, rest = text.partition("\n")
        intro = re.sub(r"\[([^]]*)\]\([^)]*\)", r"\1",
                       rest.strip().split("\n\n")[0]).replace("**", "")
        items.append(f'<li lang="{lang}"><a href="{escape(start_url(lang), quote=True)}">'
                     f'<strong>{escape(LANGUAGE_NAMES[lang])}</strong>'
                     f'<span>{escape(title.lstrip("# "))}</span></a>'
                     f"<p>{escape(intro)}</p></li>")
    page = f"""<!DOCTYPE html>
<html lang="mul"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>mjlearn</title>
<!-- JupyterLite's apps read each parent folder's page for its configuration: the site's
     root has none of its own (it is all in jupyter-lite.json). -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem;
       color: #111; background: #fff; line-height: 1.45; }}
h1 {{ font-size: 2rem; margin-bottom: 1.5rem; }}
ul {{ list-style: none; padding: 0; }}
li {{ margin: 0 0 1.2rem; padding: 0.8rem 1rem; border: 1px solid #ccc; border-radius: 6px; }}
a {{ display: block; font-size: 1.25rem; color: #0645ad; text-decoration: none; }}
a:hover span, a:focus span {{ text-decoration: underline; }}
a strong {{ display: inline-block; min-width: 6.5rem; color: #111; }}
p {{ margin: 0.4rem 0 0; color: #333; }}
</style></head>
<body><h1>mjlearn</h1>
<ul class="mjlearn-languages">
{chr(10).join(items)}
</ul></body></html>
"""
    (SITE / "index.html").write_text(page, encoding="utf-8")


def build(args: argparse.Namespace) -> None:
    start = time.monotonic()
    ensure_env()
    runtime = fetch_runtime()
    lock, wheels = lock_and_wheels(runtime)
    write_lite_dir(runtime, lock, wheels)
    lite_build()
    write_language_apps()
    snapshot = install_kernel_boot(SITE, prepare=lesson_preparation(
        sorted((SITE / "files").glob("*/*.ipynb")), LANGUAGES))
    say(f"the kernel starts from a memory snapshot after the first visit (key {snapshot['key'][:12]}…)")
    lent = lend_jupyterlab_translations()
    say("JupyterLite's own words lent from JupyterLab's language packs: "
        + ", ".join(f"{pack} {count}" for pack, count in lent.items()))
    write_index()
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    files = sum(1 for p in SITE.rglob("*") if p.is_file())
    say(f"built {SITE.relative_to(ROOT)}/: {files} files, {size / 1e6:.1f} MB, "
        f"{len(lock['packages'])} wheels, in {time.monotonic() - start:.0f} s")


# --- serving ---------------------------------------------------------------------------

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json",
                      ".whl": "application/zip"}

    def log_message(self, format, *args) -> None:  # quiet: a try-out, not a server log
        pass


def serve(args: argparse.Namespace) -> None:
    if not (SITE / "index.html").exists():
        sys.exit("build/site/ is not built yet: python3 dev.py site")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port),
                                             partial(Handler, directory=str(SITE)))
    say(f"serving build/site/ on http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python3 dev.py site")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build").set_defaults(func=build)
    p = sub.add_parser("serve")
    p.add_argument("--port", type=int, default=8000)
    p.set_defaults(func=serve)
    args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
