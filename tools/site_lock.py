"""The site's Pyodide lock file: which wheels the browser kernel loads, from where.

Pure functions over plain JSON (no ``pyodide-lock`` package: its versions that read the
Pyodide 314 lock need Python 3.12, and the project builds with 3.11). Used by
``tools/site_build.py``; tested in ``tests/test_site_lock.py``.

The npm ``pyodide`` package ships the runtime and its ``pyodide-lock.json`` (356
packages) but none of their wheels. The site keeps, of that lock, the closure of what the
kernel and the lessons import, with every wheel taken from PyPI and served beside the lock;
so each kept entry gets that wheel's ``file_name`` and ``sha256``, and the packages the
lock lacks (``babel``, ``ipywidgets``, ``comm``, ``mjlearn``, the kernel's own three) are
added from their wheels' metadata. Everything else is dropped: the lock then names only
files the site has, and nothing makes the runtime look elsewhere.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Iterable

# The Pyodide 314 environment, for the markers of a wheel's Requires-Dist.
PYODIDE_ENVIRONMENT = {
    "python_version": "3.14", "python_full_version": "3.14.2", "sys_platform": "emscripten",
    "platform_system": "Emscripten", "platform_machine": "wasm32", "os_name": "posix",
    "implementation_name": "cpython", "platform_python_implementation": "CPython",
    "extra": "",
}


def canonical(name: str) -> str:
    """PEP 503's normalized name (the lock's keys are written this way)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(lock: dict, roots: Iterable[str]) -> list[str]:
    """The lock's package names that ``roots`` need, themselves included, sorted. A
    name the lock lacks raises KeyError (the caller adds it first)."""
    packages = {canonical(k): v for k, v in lock["packages"].items()}
    seen: set[str] = set()
    todo = [canonical(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo += [canonical(d) for d in packages[name]["depends"]]
    return sorted(seen)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, requirements, top-level import names) of a wheel."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.count("/") == 1
                         and n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(meta_name).decode("utf-8"))
        tops = sorted({n.split("/", 1)[0].removesuffix(".py") for n in names
                       if not n.split("/", 1)[0].endswith((".dist-info", ".data"))
                       and (n.endswith(".py") or "/" in n)})
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or [], tops


def browser_requirements(requirements: list[str]) -> list[str]:
    """The names a wheel requires in the browser: markers evaluated for Pyodide 314,
    extras left out."""
    from packaging.markers import Marker
    from packaging.requirements import Requirement

    wanted = []
    for text in requirements:
        requirement = Requirement(text)
        marker: Marker | None = requirement.marker
        if marker is None or marker.evaluate(PYODIDE_ENVIRONMENT):
            wanted.append(canonical(requirement.name))
    return wanted


def wheel_entry(wheel: Path, available: set[str]) -> tuple[dict, list[str]]:
    """A lock entry for ``wheel`` (a file beside the lock) and the requirements left out
    because the site has no such package (``available``: the names it has)."""
    name, version, requirements, tops = wheel_metadata(wheel)
    needed = browser_requirements(requirements)
    depends = sorted(n for n in needed if n in available)
    return ({"name": canonical(name), "version": version, "file_name": wheel.name,
             "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
             "imports": tops, "depends": depends, "unvendored_tests": False},
            sorted(n for n in needed if n not in available))


def site_lock(lock: dict, wheels: dict[str, Path], roots: Iterable[str]) -> tuple[dict, dict]:
    """The site's lock: ``lock`` (the npm package's) cut to the closure of ``roots``, each
    entry pointing at its wheel in ``wheels`` (canonical name → file beside the lock).
    A package of ``wheels`` that the lock lacks gets a new entry from its metadata.
    Returns the lock and, per new entry, the requirements it had to leave out."""
    base = {canonical(k): v for k, v in lock["packages"].items()}
    keys = {canonical(k): k for k in lock["packages"]}
    available = set(base) | set(wheels)
    packages = dict(base)
    left_out: dict[str, list[str]] = {}
    for name, wheel in wheels.items():
        if name not in base:
            packages[name], missing = wheel_entry(wheel, available)
            if missing:
                left_out[name] = missing
    kept = closure({"packages": packages}, roots)
    out = {}
    for name in kept:
        if name not in wheels:
            raise FileNotFoundError(f"no wheel for {name} {packages[name]['version']}")
        entry = dict(packages[name])
        entry["file_name"] = wheels[name].name
        entry["sha256"] = sha256(wheels[name])
        entry["unvendored_tests"] = False   # the tests' archives are not shipped
        out[keys.get(name, name)] = entry
    return {"info": dict(lock["info"]), "packages": out}, left_out


__all__ = ["PYODIDE_ENVIRONMENT", "canonical", "closure", "sha256", "wheel_metadata",
           "browser_requirements", "wheel_entry", "site_lock"]
