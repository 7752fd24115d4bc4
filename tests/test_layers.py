"""The pipeline's layers import downwards only: tiles → hand → readings → rules → riichi /
classic → table → i18n → exercises → widgets → lessons → cli, with the shared contracts
(errors, checks, trace, fast) below them all. Every import of every module counts, those inside
functions too (a lazy import upwards is still an arrow upwards)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "mjlearn"

LAYERS = {
    "errors": 0, "checks": 0, "trace": 0, "fast": 0, "lazy": 0,
    "tiles": 1, "hand": 2, "readings": 3, "rules": 4,
    "riichi": 5, "classic": 5, "table": 6, "i18n": 7, "exercises": 8, "widgets": 9,
    "lessons": 10, "cli": 11, "__main__": 12,
}


def layer_of(parts: tuple[str, ...]) -> int | None:
    """The layer of a module inside mjlearn (``("riichi", "score")`` → 5); None for the
    package itself (its facade may re-export any layer)."""
    if not parts or parts[0] == "__init__":
        return None
    return LAYERS[parts[0].removesuffix(".py")]


def imported_modules(path: Path) -> list[tuple[tuple[str, ...], int]]:
    """(target inside mjlearn, line) for each import of ``path`` that stays in mjlearn."""
    own = path.relative_to(PACKAGE).with_suffix("").parts
    package = own[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)]
                target = base + tuple((node.module or "").split(".")) if node.module else base
                if not node.module:       # from . import a, b: each name is a module
                    found += [(base + (alias.name,), node.lineno) for alias in node.names]
                    continue
            elif node.module and node.module.split(".")[0] == "mjlearn":
                target = tuple(node.module.split(".")[1:])
            else:
                continue
            found.append((tuple(p for p in target if p), node.lineno))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "mjlearn":
                    found.append((tuple(alias.name.split(".")[1:]), node.lineno))
    return found


def test_no_module_imports_from_a_layer_above_its_own():
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        own = layer_of(path.relative_to(PACKAGE).with_suffix("").parts)
        if own is None:
            continue
        for target, line in imported_modules(path):
            theirs = layer_of(target)
            if theirs is not None and theirs > own:
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports mjlearn.{'.'.join(target)}")
    assert upward == []


def test_every_module_has_a_layer():
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        assert parts[0] == "__init__" or parts[0] in LAYERS, parts


def test_score_json_lives_above_the_engine():
    # the JSON adapter needs the i18n layer for its error messages: it is part of it
    import mjlearn.i18n
    import mjlearn.riichi
    assert mjlearn.i18n.score_json.__module__ == "mjlearn.i18n.jsonio"
    assert not hasattr(mjlearn.riichi, "score_json")


def module_name(path: Path) -> tuple[str, ...]:
    """The module a file is, inside mjlearn (a package's ``__init__`` is the package)."""
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return parts[:-1] if parts[-1] == "__init__" else parts


def import_cycle(graph: dict[tuple[str, ...], set[tuple[str, ...]]]) -> list[tuple[str, ...]]:
    """One cycle of ``graph`` (module → the modules it imports), first module repeated at
    the end; empty when there is none."""
    state: dict[tuple[str, ...], str] = {}
    path: list[tuple[str, ...]] = []

    def visit(module):
        state[module] = "open"
        path.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == "open":
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[module] = "done"
        return []

    for module in sorted(graph):
        if module not in state:
            found = visit(module)
            if found:
                return found
    return []


def package_import_graph() -> dict[tuple[str, ...], set[tuple[str, ...]]]:
    """Each module of mjlearn → the modules of its own top-level package it imports
    (``from .x import y`` names the module ``x``, ``from . import x`` the module ``x`` when
    there is one, else the package), every import counted, those inside functions too."""
    modules = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    for module, path in modules.items():
        if not module:                                    # mjlearn's own face
            continue
        for target, _line in imported_modules(path):
            while target and target not in modules:      # a name imported from a module
                target = target[:-1]
            if target and target != module and target[0] == module[0]:
                graph.setdefault(module, set()).add(target)
    return graph


def test_no_package_has_an_import_cycle_among_its_own_modules():
    assert import_cycle(package_import_graph()) == []


def test_the_cycle_check_finds_a_planted_cycle():
    graph = package_import_graph()
    assert import_cycle(graph) == []
    # answers importing the registry again: the circle the exercises package once had
    planted = {**graph, ("exercises", "answers", "forms"):
               graph[("exercises", "answers", "forms")] | {("exercises", "registry")}}
    cycle = import_cycle(planted)
    assert cycle[0] == cycle[-1] and len(cycle) >= 3
    assert ("exercises", "registry") in cycle and ("exercises", "answers", "forms") in cycle
    assert import_cycle({("a",): {("b",)}, ("b",): {("a",)}}) == [("a",), ("b",), ("a",)]
