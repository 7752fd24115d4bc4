"""Starting the lessons: the learner's workspace (copies, updates offered never forced,
--reset), the launcher's words, dev.py's first-setup messages and its quiet start."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import urllib.request
from datetime import datetime
from html import unescape
from pathlib import Path

import pytest

import dev
from mjlearn.cli import main as cli_main
from mjlearn.i18n import render_step
from mjlearn.i18n import translations as engine_translations
from mjlearn.lessons.build import NOTEBOOKS_DIR, REPOSITORY, build
from mjlearn.lessons.classroom.quiz import FINAL_QUIZ_KINDS, quiz_page
from mjlearn.lessons.lab import (free_port, launcher_command, notebook_title, prepare_workspace,
                                 write_settings)
from mjlearn.lessons.messages import MESSAGES, text
from mjlearn.lessons.source import SOURCE_DIR, load_lesson
from mjlearn.lessons.workspace import Workspace, content_key, lesson_file, workspace_notebook
from mjlearn.trace import step

LINK = re.compile(r"\]\(([^)]+)\)")


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> Path:
    """A copy of the committed notebooks, to change as a new release would."""
    source = tmp_path_factory.mktemp("shipped") / "notebooks"
    shutil.copytree(NOTEBOOKS_DIR, source)
    return source


def new_release(source: Path, lang: str, lesson: str) -> None:
    """A new version of a lesson: a sentence added to its first paragraph."""
    path = source / lang / f"{lesson}.ipynb"
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown" and cell["id"] == "intro":
            cell["source"][-1] += " A new sentence."
            break
    else:
        cell = next(c for c in notebook["cells"][2:] if c["cell_type"] == "markdown")
        cell["source"][-1] += " A new sentence."
    path.write_text(json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def learner_writes(path: Path, note: str) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["cells"].append({"cell_type": "markdown", "id": "mine", "metadata": {},
                              "source": [note]})
    path.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


def learner_runs(path: Path) -> None:
    """Outputs and execution counts, as Run All and an autosave leave them."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for number, cell in enumerate(c for c in notebook["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = number + 1
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ["ran\n"]}]
    path.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


def test_the_first_start_copies_every_lesson_with_links_that_lead_inside_the_copy(tmp_path):
    space = Workspace(tmp_path / "ws")
    result = space.sync()
    committed = sorted(NOTEBOOKS_DIR.glob("*/*.ipynb"))
    # the start page and sixteen lessons (every lesson source), in five languages
    assert len(list(SOURCE_DIR.glob("*.md"))) == 17
    assert len(result.copied) == len(committed) == 17 * 5 and not result.offers
    for path in committed:
        copy = space.path(path.parent.name, path.stem)
        assert copy.name == f"{path.stem}-{path.parent.name}.ipynb"  # the tab names the language
        notebook = json.loads(copy.read_text(encoding="utf-8"))
        original = json.loads(path.read_text(encoding="utf-8"))
        assert [c["id"] for c in notebook["cells"]] == [c["id"] for c in original["cells"]]
        for cell in notebook["cells"]:
            if cell["cell_type"] == "markdown":
                for target in LINK.findall("".join(cell["source"])):
                    # a link may lead to a place in a lesson (the errata's entries), or
                    # in the same one
                    target, _, anchor = target.partition("#")
                    page = copy.parent / target if target else copy
                    assert page.exists(), f"{copy}: broken link {target}"
                    if anchor:
                        cells = json.loads(page.read_text(encoding="utf-8"))
                        assert any(f'<a id="{anchor}">' in "".join(c["source"])
                                   for c in cells["cells"]), f"{copy}: no {anchor} in {target}"
    polish = "".join(json.loads(space.path("pl", "07_fu").read_text(encoding="utf-8"))
                     ["cells"][1]["source"])
    assert "[Русский](../ru/07_fu-ru.ipynb)" in polish and "**Polski**" in polish
    # Nothing to do on the next start.
    assert space.sync().copied == space.sync().updated == ()


def test_a_copy_names_the_python_its_kernel_runs_as_jupyterlab_writes_it_on_opening(tmp_path):
    """A lesson opened untouched is not "modified": the copy already holds the language
    info the kernel reports (ipykernel: this Python's version), which the committed
    notebook leaves out (it would differ from machine to machine)."""
    space = Workspace(tmp_path / "ws")
    space.sync()
    info = json.loads(space.path("it", "07_fu").read_text(encoding="utf-8"))["metadata"]
    assert info["language_info"] == {
        "name": "python", "version": sys.version.split()[0], "mimetype": "text/x-python",
        "codemirror_mode": {"name": "ipython", "version": sys.version_info[0]},
        "pygments_lexer": "ipython3", "nbconvert_exporter": "python", "file_extension": ".py"}
    assert info["kernelspec"]["name"] == "python3"
    committed = json.loads((NOTEBOOKS_DIR / "it" / "07_fu.ipynb").read_text(encoding="utf-8"))
    assert committed["metadata"]["language_info"] == {"name": "python"}
    space.reset("it", "07_fu")
    assert json.loads(space.path("it", "07_fu").read_text(encoding="utf-8"))["metadata"] == info


def test_a_new_version_replaces_an_untouched_copy_and_is_only_offered_over_work(tmp_path, shipped):
    source = tmp_path / "notebooks"
    shutil.copytree(shipped, source)
    space = Workspace(tmp_path / "ws", source)
    space.sync()
    learner_runs(space.path("pl", "03_yaku"))        # run, nothing written: not work
    learner_writes(space.path("pl", "07_fu"), "mine")  # a note: work
    learner_runs(space.path("es", "07_fu"))
    for lang, lesson in [("pl", "03_yaku"), ("pl", "07_fu"), ("es", "07_fu"), ("it", "01_tiles")]:
        new_release(source, lang, lesson)

    result = space.sync()
    assert sorted(result.updated) == sorted([lesson_file("pl", "03_yaku"),
                                             lesson_file("es", "07_fu"),
                                             lesson_file("it", "01_tiles")])
    assert [(o.lang, o.lesson) for o in result.offers] == [("pl", "07_fu")]
    assert "A new sentence." in space.path("pl", "03_yaku").read_text(encoding="utf-8")
    kept = space.path("pl", "07_fu").read_text(encoding="utf-8")
    assert "mine" in kept and "A new sentence." not in kept
    # Offered again at every start, until the learner takes it.
    assert [(o.lang, o.lesson) for o in space.sync().offers] == [("pl", "07_fu")]

    put_aside = space.reset("pl", "07_fu", now=datetime(2026, 5, 4, 18, 30, 12))
    assert put_aside == space.backups / "pl" / "07_fu-pl 2026-05-04 18.30.12.ipynb"
    assert "mine" in put_aside.read_text(encoding="utf-8")
    assert "A new sentence." in space.path("pl", "07_fu").read_text(encoding="utf-8")
    assert space.sync().offers == ()


def test_outputs_are_not_work_but_cells_are():
    notebook = (NOTEBOOKS_DIR / "en" / "07_fu.ipynb").read_bytes()
    run = json.loads(notebook)
    run["cells"][0]["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "x"}]
    run["cells"][0]["execution_count"] = 3
    run["metadata"]["widgets"] = {"state": {}}
    assert content_key(json.dumps(run).encode()) == content_key(notebook)
    run["cells"][0]["source"] = "import mjlearn  # my comment"
    assert content_key(json.dumps(run).encode()) != content_key(notebook)
    assert content_key(b"not json") != content_key(notebook)


def test_the_launcher_tells_the_learner_what_changed_in_their_language(tmp_path, shipped,
                                                                        monkeypatch):
    source = tmp_path / "notebooks"
    shutil.copytree(shipped, source)
    space = Workspace(tmp_path / "ws", source)
    assert prepare_workspace("pl", space) == []  # the first start says nothing more
    learner_writes(space.path("pl", "07_fu"), "mine")
    learner_writes(space.path("ru", "07_fu"), "mine")  # another language: not offered now
    new_release(source, "pl", "07_fu")
    new_release(source, "ru", "07_fu")
    monkeypatch.setenv("MJLEARN_LAUNCHER", "python3 dev.py start")
    title = notebook_title(space.shipped("pl", "07_fu"))
    assert title == "Małe punkty (Fu)"
    assert prepare_workspace("pl", space) == [text(
        "offer", "pl", title=title, command="python3 dev.py start --lang pl --reset 07",
        backups=space.backups / "pl")]
    lines = prepare_workspace("pl", space, ["07_fu"], custom_root=space.root)
    assert len(lines) == 1 and lines[0].startswith("Lekcja „Małe punkty (Fu)” wróciła")
    assert launcher_command("ru", Path("/w"), "07_fu") == \
        "python3 dev.py start --lang ru --reset 07 --workspace /w"


def test_jupyterlab_settings_start_kernels_without_asking_and_keep_the_learners(tmp_path):
    tracker = tmp_path / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True)
    tracker.write_text(json.dumps({"kernelShutdown": False, "windowingMode": "none"}))
    write_settings(tmp_path, "pl")
    assert json.loads(tracker.read_text()) == {
        "kernelShutdown": False, "windowingMode": "none", "autoStartDefaultKernel": True}


def test_a_busy_port_is_skipped():
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert free_port(port) != port


# --- dev.py -------------------------------------------------------------------------------

def test_dev_reads_its_messages_from_the_catalogs_before_babel_is_there():
    for lang in ("es", "it", "pl", "ru"):
        table = dev.po_translations(REPOSITORY / "locales" / lang / "LC_MESSAGES" / "mjlearn.po")
        for msgid in dev.MESSAGES.values():
            # what Babel itself reads from the same catalog
            assert table[msgid] == engine_translations(lang).gettext(msgid) != msgid
    assert dev.message("ready", "ru") == "Всё установлено."
    assert dev.message("first", "en", path="/x") .startswith("First start: mjlearn installs "
                                                             "what it needs into /x:")


def test_dev_po_reader_skips_fuzzy_context_and_empty_entries(tmp_path):
    po = tmp_path / "x.po"
    po.write_text('msgid ""\nmsgstr "Header"\n\n#, fuzzy\nmsgid "a"\nmsgstr "A?"\n\n'
                  'msgctxt "c"\nmsgid "b"\nmsgstr "B"\n\nmsgid "c"\nmsgstr ""\n\n'
                  '#, python-brace-format\nmsgid ""\n"two {x} "\n"lines"\nmsgstr ""\n'
                  '"deux {x} "\n"lignes \\"ok\\""\n', encoding="utf-8")
    assert dev.po_translations(po) == {"two {x} lines": 'deux {x} lignes "ok"'}


@pytest.mark.parametrize("args, environ, lang", [
    (["--lang", "ru"], {}, "ru"), (["--lang=es_ES"], {"LANG": "pl_PL"}, "es"),
    ([], {"LANG": "pl_PL.UTF-8"}, "pl"), ([], {"LANGUAGE": "de:it", "LANG": "pl"}, "it"),
    ([], {"LANG": "C.UTF-8"}, "en"), (["--lang", "xx"], {}, "en"), ([], {}, "en")])
def test_dev_speaks_the_language_start_will_speak(args, environ, lang):
    assert dev.chosen_language(args, environ) == lang


def test_the_license_is_an_spdx_string_and_the_build_backend_reads_it():
    project = tomllib.loads((REPOSITORY / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    assert "setuptools>=77" in project["build-system"]["requires"]


def test_the_classroom_quiz_is_the_final_quiz_lesson_s():
    (path,) = SOURCE_DIR.glob("*_final_quiz.md")
    cells = {c.id: c.text for c in load_lesson(path).cells}
    names: dict = {}
    exec(cells["setup"], names)                 # the lesson's KINDS and QUIZ_NUMBER
    names["QuizWidget"] = lambda *args, **keywords: (args, keywords)   # the call, not a widget
    (kinds,), keywords = eval(cells["quiz-run"], names)
    assert tuple(kinds) == FINAL_QUIZ_KINDS and keywords["count"] == 1


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_classroom_quiz_reveals_the_answer_key_the_quiz_command_prints(lang, capsys):
    """Each question's answer and explanation on the screen are what
    ``mjlearn quiz --seed 7 --answers`` prints for it, word for word."""
    page = quiz_page(7, lang)
    shown = re.findall(r'<div class="mjlearn-answer" hidden><p>(.*?)</p>.*?<ol>(.*?)</ol>', page)
    assert cli_main(["quiz", "--seed", "7", "--count", "1", "--kinds", ",".join(FINAL_QUIZ_KINDS),
                     "--lang", lang, "--answers"]) == 0
    printed = capsys.readouterr().out
    key = printed[printed.index(render_step(step("quiz.answer_key"), lang)):]
    # the key's entries, question by question: "Question 1. Answer: …", then "   1. …"
    entries = re.split(r"\n(?=\S)", key.strip())[1:]
    assert len(shown) == len(entries) == len(FINAL_QUIZ_KINDS)
    def as_text(item):     # the page writes a power as a superscript: 2<sup>2 + han</sup>
        return unescape(re.sub(r"<sup>(.*?)</sup>", lambda m: f"^({m.group(1)})" if " " in
                               m.group(1) else f"^{m.group(1)}", item))

    for (answer, steps), entry in zip(shown, entries):
        first, *explanation = entry.splitlines()
        assert first.split(". ", 1)[1] == unescape(answer)
        assert [line.split(". ", 1)[1] for line in explanation] == \
            [as_text(item) for item in re.findall(r"<li>(.*?)</li>", steps)]


def test_every_launcher_message_is_translated():
    for lang in ("es", "it", "pl", "ru"):
        for msgid in (m.msgid for m in MESSAGES.values()):
            assert engine_translations(lang).gettext(msgid) != msgid, (lang, msgid)


# --- python3 dev.py start on a fresh clone ------------------------------------------------

@pytest.mark.slow
def test_dev_start_on_a_fresh_clone_is_quiet_and_ends_with_the_address(tmp_path):
    """What the README's first command prints on a fresh clone: the setup's progress and
    the launcher's lines, no deprecation warning, and last the address, which answers."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPOSITORY, capture_output=True,
                            check=True).stdout.decode().split("\0")
    clone = tmp_path / "clone"
    for name in filter(None, listed):
        if (REPOSITORY / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPOSITORY / name, clone / name)
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON"))}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if ".venv" not in p)
    log = tmp_path / "start.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "dev.py", "start", "--lang", "pl", "--no-browser", "--port",
             str(port), "--workspace", str(tmp_path / "workspace")],
            cwd=clone, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 900
        address = None
        while time.monotonic() < deadline and process.poll() is None:
            found = re.search(r"(http://127\.0\.0\.1:\d+/\S+\?token=\w+)\s*$",
                              log.read_text(encoding="utf-8", errors="replace"))
            if found:
                address = found[1]
                break
            time.sleep(1)
        assert address, log.read_text(encoding="utf-8", errors="replace")
        time.sleep(3)  # anything printed after the address would show now
        printed = log.read_text(encoding="utf-8", errors="replace")
        lines = printed.splitlines()
        assert lines[0] == dev.message("first", "pl", path=clone / ".venv")
        assert lines[-1] == text("url", "pl", url=address), printed
        assert "deprecat" not in printed.lower(), printed
        assert "warning" not in printed.lower(), printed
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(address, timeout=30) as page:
            assert page.status == 200
    finally:
        process.terminate()
        process.wait(timeout=60)
    assert log.read_text(encoding="utf-8").splitlines()[-1] == text(
        "stopped", "pl", path=tmp_path / "workspace")


@pytest.mark.parametrize("folder", [REPOSITORY, NOTEBOOKS_DIR / "pl"])
def test_the_repository_s_lessons_are_never_the_workspace(folder, capsys):
    from mjlearn.lessons.__main__ import main

    assert main(["lab", "--lang", "pl", "--no-browser", "--workspace", str(folder)]) == 2
    assert capsys.readouterr().err.strip() == text("workspace_in_repository", "pl", path=folder)
    assert not (folder / "pl" / "07_fu-pl.ipynb").exists()
