"""The site's wheels byte-compiled for the browser's Python, once, at build time.

A wheel from PyPI carries ``.py`` sources only: the browser's kernel compiled every module
it imported (ipykernel, IPython, jedi, Babel, mjlearn …) again at every start, in
WebAssembly. Here each wheel gets its modules' bytecode beside the sources
(``__pycache__/<module>.cpython-314.pyc``), compiled by the Pyodide runtime the site
ships, run under Node (the npm ``pyodide`` package works there too), so the bytecode is
exactly that Python's. The ``.pyc`` files are *unchecked-hash* ones (PEP 552): the import
system uses them without comparing them to the source's time stamp, which unpacking a
wheel does not keep. The sources stay (tracebacks and ``inspect`` read them).

A wheel's compiled copy is kept in ``build/site-cache/compiled/`` with the hash of the
wheel it came from, so only a changed wheel (the ``mjlearn`` one) is compiled again.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from site_lock import sha256

# Run by Node: the runtime compiles every module under /work (the unpacked wheels).
NODE_SCRIPT = """
import { loadPyodide } from %(module)s;
const pyodide = await loadPyodide({ indexURL: %(index)s });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: %(root)s }, "/work");
const result = pyodide.runPython(`
import compileall, json, py_compile, sys
ok = compileall.compile_dir("/work", quiet=2, workers=1,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
json.dumps({"ok": bool(ok), "tag": sys.implementation.cache_tag, "version": sys.version})
`);
console.log(result);
"""


def record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}\n"


def compile_wheels(wheels: dict[str, Path], runtime: Path, cache: Path,
                   say=print) -> dict[str, Path]:
    """Each of ``wheels`` (name → file) with its bytecode added; the same names, files in
    ``cache/compiled``."""
    target = cache / "compiled"
    target.mkdir(parents=True, exist_ok=True)
    out, todo = {}, {}
    for name, wheel in wheels.items():
        compiled = target / wheel.name
        stamp = compiled.with_name(compiled.name + ".source")
        source_hash = sha256(wheel)
        if compiled.exists() and stamp.exists() and stamp.read_text() == source_hash:
            out[name] = compiled
        else:
            todo[name] = (wheel, compiled, stamp, source_hash)
    if not todo:
        return out
    say(f"compiling {len(todo)} wheels to bytecode for the browser's Python: "
        + ", ".join(sorted(todo)))
    with tempfile.TemporaryDirectory(prefix="mjlearn-bytecode-") as tmp:
        root = Path(tmp)
        for i, (name, (wheel, *_)) in enumerate(sorted(todo.items())):
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(root / f"{i}")
        script = root / "compile.mjs"
        script.write_text(NODE_SCRIPT % {
            "module": json.dumps((runtime / "pyodide.mjs").as_uri()),
            "index": json.dumps(str(runtime) + "/"), "root": json.dumps(str(root))})
        done = subprocess.run(["node", str(script)], capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(f"compiling the wheels failed:\n{done.stdout}{done.stderr}")
        report = json.loads(done.stdout.strip().splitlines()[-1])
        tag = report["tag"]
        for i, (name, (wheel, compiled, stamp, source_hash)) in enumerate(sorted(todo.items())):
            add_bytecode(wheel, root / f"{i}", tag, compiled)
            stamp.write_text(source_hash)
            out[name] = compiled
    say(f"  bytecode for {report['version'].split()[0]} ({tag})")
    return out


def add_bytecode(wheel: Path, unpacked: Path, tag: str, target: Path) -> None:
    """``wheel`` copied to ``target`` with the ``.pyc`` files compiled in ``unpacked``
    (its contents), each listed in its RECORD."""
    with zipfile.ZipFile(wheel) as source:
        names = source.namelist()
        record = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/RECORD"))
        pycs = sorted(p for p in unpacked.rglob(f"__pycache__/*.{tag}.pyc")
                      if p.relative_to(unpacked).as_posix() not in names)
        partial = target.with_name(target.name + ".partial")
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as out:
            lines = source.read(record).decode("utf-8")
            for info in source.infolist():
                if info.filename != record:
                    out.writestr(info, source.read(info))
            for pyc in pycs:
                path = pyc.relative_to(unpacked).as_posix()
                data = pyc.read_bytes()
                out.writestr(zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0)), data,
                             compress_type=zipfile.ZIP_DEFLATED)
                lines += record_line(path, data)
            out.writestr(source.getinfo(record), lines)
    shutil.move(partial, target)


__all__ = ["compile_wheels", "add_bytecode", "record_line"]
