"""tools/site_bytecode.py: a site wheel keeps every file it had and gains its modules'
bytecode, each ``.pyc`` listed in its RECORD with its own checksum and size (PEP 376/427:
``path,sha256=<urlsafe base64, no padding>,size``). The compiling itself (the Pyodide
runtime under Node) is exercised by the site's build and its browser test."""

import base64
import hashlib
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from site_bytecode import add_bytecode, record_line  # noqa: E402

TAG = "cpython-314"


def test_a_record_line_is_the_wheel_formats():
    data = b"\x2b\x0e\r\n" + bytes(12) + b"code"
    digest = hashlib.sha256(data).digest()
    expected = base64.urlsafe_b64encode(digest).decode().rstrip("=")
    assert record_line("pkg/__pycache__/a.cpython-314.pyc", data) == (
        f"pkg/__pycache__/a.cpython-314.pyc,sha256={expected},{len(data)}\n")
    assert "=" not in record_line("x", data).split("sha256=")[1].split(",")[0]


def test_the_compiled_wheel_keeps_its_files_and_lists_the_new_ones(tmp_path):
    wheel = tmp_path / "pkg-1.0-py3-none-any.whl"
    files = {"pkg/__init__.py": b"X = 1\n", "pkg/mod.py": b"def f():\n    return 2\n",
             "pkg-1.0.dist-info/METADATA": b"Name: pkg\nVersion: 1.0\n",
             "pkg-1.0.dist-info/WHEEL": b"Wheel-Version: 1.0\n"}
    record = "".join(f"{name},,\n" for name in files) + "pkg-1.0.dist-info/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
        archive.writestr("pkg-1.0.dist-info/RECORD", record)
    unpacked = tmp_path / "unpacked"
    for name, data in files.items():
        (unpacked / name).parent.mkdir(parents=True, exist_ok=True)
        (unpacked / name).write_bytes(data)
    pycs = {f"pkg/__pycache__/__init__.{TAG}.pyc": b"one", f"pkg/__pycache__/mod.{TAG}.pyc": b"two"}
    for name, data in pycs.items():
        (unpacked / name).parent.mkdir(parents=True, exist_ok=True)
        (unpacked / name).write_bytes(data)
    # bytecode of another Python left there is not taken
    (unpacked / "pkg/__pycache__/mod.cpython-311.pyc").write_bytes(b"other")

    target = tmp_path / "out" / wheel.name
    target.parent.mkdir()
    add_bytecode(wheel, unpacked, TAG, target)

    with zipfile.ZipFile(target) as archive:
        names = set(archive.namelist())
        assert names == set(files) | set(pycs) | {"pkg-1.0.dist-info/RECORD"}
        for name, data in {**files, **pycs}.items():
            assert archive.read(name) == data
        lines = archive.read("pkg-1.0.dist-info/RECORD").decode().splitlines()
    assert lines[:len(files) + 1] == record.splitlines()
    listed = {line.split(",")[0]: line for line in lines}
    for name, data in pycs.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")
        assert listed[name] == f"{name},sha256={digest},{len(data)}"
    assert not target.with_name(target.name + ".partial").exists()
