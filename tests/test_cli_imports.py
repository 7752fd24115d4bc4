"""What ``mjlearn score`` loads: only the Riichi engine and the i18n modules its output needs
(each command imports its own module; the packages' facades import on first use). The
list is pinned by name, never timed: start-up time is in ``benchmarks/bench_startup.py``."""

import json
import subprocess
import sys

# Run as a learner runs it (``python -m mjlearn score …``), then list what is loaded.
PROGRAM = """
import json, runpy, sys
sys.argv = ["mjlearn"] + json.loads(sys.argv[1])
try:
    runpy.run_module("mjlearn", run_name="__main__", alter_sys=True)
except SystemExit as end:
    status = end.code
print(json.dumps({"status": status, "modules": sorted(sys.modules)}), file=sys.stderr)
"""

# Every mjlearn module a scored hand needs, and nothing else of the package.
SCORE_MODULES = {
    "mjlearn", "mjlearn.checks", "mjlearn.errors", "mjlearn.fast", "mjlearn.hand",
    "mjlearn.lazy", "mjlearn.readings", "mjlearn.rules", "mjlearn.tiles", "mjlearn.trace",
    "mjlearn.cli", "mjlearn.cli.batch", "mjlearn.cli.language", "mjlearn.cli.options",
    "mjlearn.cli.output",
    "mjlearn.cli.render", "mjlearn.cli.score", "mjlearn.cli.waits",
    "mjlearn.i18n", "mjlearn.i18n.catalogs", "mjlearn.i18n.detail", "mjlearn.i18n.grammar",
    "mjlearn.i18n.languages", "mjlearn.i18n.markers", "mjlearn.i18n.messages",
    "mjlearn.i18n.names", "mjlearn.i18n.numbers", "mjlearn.i18n.render",
    "mjlearn.i18n.results", "mjlearn.i18n.table_messages", "mjlearn.i18n.text",
    "mjlearn.i18n.validation",
    "mjlearn.riichi", "mjlearn.riichi.dora", "mjlearn.riichi.evaluate",
    "mjlearn.riichi.explain", "mjlearn.riichi.fu", "mjlearn.riichi.points",
    "mjlearn.riichi.score", "mjlearn.riichi.share", "mjlearn.riichi.situation",
    "mjlearn.riichi.view",
    "mjlearn.riichi.yaku", "mjlearn.riichi.yakuman",
    # the seats (render names a player by seat); importing them runs the table's facade
    "mjlearn.table", "mjlearn.table.state", "mjlearn.table.sticks",
}
# Babel's modules for numbers, lists and plural rules (its locale data holds date
# patterns, so reading some languages' loads babel.dates): never its catalog tools or
# units.
BABEL_MODULES = {
    "babel", "babel.core", "babel.dates", "babel.lists", "babel.localedata",
    "babel.localtime", "babel.localtime._fallback", "babel.localtime._helpers",
    "babel.localtime._unix", "babel.numbers", "babel.plural",
}
# Third-party or heavy modules a scored hand must never load.
NEVER = ("ipywidgets", "IPython", "traitlets", "comm", "platformdirs", "sqlite3",
         "babel.messages", "babel.support", "babel.units", "mjlearn.exercises",
         "mjlearn.widgets", "mjlearn.lessons", "mjlearn.classic", "tempfile")


def loaded_by(*args):
    # A checkout whose .po is newer than its .mo compiles it on first use (with Babel's
    # catalog tools): done here first, so the command finds its catalogs compiled, as an
    # installed package always does.
    from mjlearn.i18n.catalogs import translations
    for lang in ("en", "pl"):
        translations(lang)
    done = subprocess.run([sys.executable, "-c", PROGRAM, json.dumps(list(args))],
                          capture_output=True, text=True, timeout=120)
    report = json.loads(done.stderr.strip().splitlines()[-1])
    return report["status"], set(report["modules"]), done.stdout


def test_score_loads_only_the_engine_and_its_words():
    status, modules, output = loaded_by("score", "234567m345p22s678s", "--lang", "pl")
    assert status == 0
    # pinfu and tanyao, 2 han 30 fu: a non-dealer's ron is worth 2 000 (the points table)
    assert "Pinfu" in output and "płaci 2000 punktów" in output.replace("\u00a0", "")
    assert {m for m in modules if m.split(".")[0] == "mjlearn"} == SCORE_MODULES
    assert {m for m in modules if m.split(".")[0] == "babel"} <= BABEL_MODULES
    assert [m for m in modules if m.startswith(NEVER)] == []


def test_a_bad_number_is_explained_without_the_other_commands():
    status, modules, _ = loaded_by("score", "--honba", "x", "234567m345p22s678s")
    assert status == 2
    assert not {m for m in modules if m.startswith("mjlearn.cli.")} - {
        "mjlearn.cli.batch", "mjlearn.cli.language", "mjlearn.cli.output",
        "mjlearn.cli.score", "mjlearn.cli.waits"}
    assert [m for m in modules if m.startswith(NEVER)] == []


def test_the_list_of_commands_imports_no_command():
    status, modules, output = loaded_by("--help")
    assert status == 0
    assert "final-score" in output and "cheatsheet" in output
    assert {m for m in modules if m.startswith("mjlearn.cli.")} == {
        "mjlearn.cli.language", "mjlearn.cli.output"}
