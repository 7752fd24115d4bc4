"""The launchers (``python3 dev.py start``, ``--classroom``) talk to their own server only:
a port another program holds is refused before anything starts, and a server already on
the port is never taken for the one that was started, so the token never reaches it."""

from __future__ import annotations

import http.server
import json
import re
import socket
import subprocess
import sys
import threading
from contextlib import closing

import pytest

from mjlearn.lessons.__main__ import main
from mjlearn.lessons.lab import jupyterlab_identity, nonce_identity
from mjlearn.lessons.messages import text


class _Anything(http.server.BaseHTTPRequestHandler):
    """Another program's server: 200 and a JSON status to every request."""

    seen: list[str] = []

    def do_GET(self):  # noqa: N802
        _Anything.seen.append(self.path + " " + str(self.headers.get("Authorization")))
        body = json.dumps({"started": "now", "kernels": 0}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def foreign_server():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Anything)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Anything.seen.clear()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("command", [["lab"], ["classroom"]])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_taken_port_exits_2_with_a_message_and_no_token(command, lang, foreign_server,
                                                          tmp_path, capsys):
    status = main([*command, "--lang", lang, "--no-browser", "--port", str(foreign_server),
                   "--workspace", str(tmp_path / "workspace")])
    out, err = capsys.readouterr()
    assert status == 2
    assert err.strip() == text("port_in_use", lang, port=foreign_server)
    assert "token" not in out + err and out == ""
    assert _Anything.seen == []  # nothing was even asked of the other program
    assert not (tmp_path / "workspace").exists()


def test_a_taken_port_from_the_command_line_exits_2_without_a_token(foreign_server, tmp_path):
    done = subprocess.run([sys.executable, "-m", "mjlearn.lessons", "lab", "--lang", "es",
                           "--no-browser", "--port", str(foreign_server), "--workspace",
                           str(tmp_path / "ws")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip() == text("port_in_use", "es", port=foreign_server)
    assert not re.search(r"token|[0-9a-f]{48}", done.stdout + done.stderr)


@pytest.mark.parametrize("port", ["0", "-5", "65536", "99999"])
@pytest.mark.parametrize("command", [["lab"], ["classroom"]])
def test_ports_outside_1_to_65535_are_refused(port, command, tmp_path, capsys):
    status = main([*command, "--lang", "it", "--no-browser", "--port", port,
                   "--workspace", str(tmp_path / "ws")])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err.strip() == text("port_out_of_range", "it", port=port)


@pytest.mark.parametrize("command", [["lab"], ["classroom"]])
@pytest.mark.parametrize("inside", [False, True])
def test_the_workspace_must_be_a_folder(command, inside, tmp_path, capsys):
    file = tmp_path / "notes.txt"
    file.write_text("mine\n")
    folder = file / "lessons" if inside else file
    status = main([*command, "--lang", "ru", "--no-browser", "--workspace", str(folder)])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err.strip() == text("workspace_not_folder", "ru", path=folder)
    assert file.read_text() == "mine\n"


class _Process:
    def __init__(self, pid):
        self.pid = pid


def test_another_server_on_the_port_is_not_taken_for_jupyterlab(foreign_server, tmp_path,
                                                                monkeypatch):
    """No runtime file of the started process: the other server is never asked, even
    though it answers /api/status with 200 and JSON."""
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(tmp_path))
    identified = jupyterlab_identity(_Process(999_999_999), foreign_server, "a" * 48)
    assert identified() is False
    assert _Anything.seen == []


def test_a_runtime_file_for_another_port_is_not_enough(foreign_server, tmp_path, monkeypatch):
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(tmp_path))
    with closing(socket.socket()) as other:
        other.bind(("127.0.0.1", 0))
        elsewhere = other.getsockname()[1]
    (tmp_path / "jpserver-4242.json").write_text(json.dumps(
        {"pid": 4242, "port": elsewhere, "token": "b" * 48}))
    assert jupyterlab_identity(_Process(4242), foreign_server, "b" * 48)() is False
    assert _Anything.seen == []


def test_a_runtime_file_of_the_started_process_then_asks_its_status_with_the_token(
        foreign_server, tmp_path, monkeypatch):
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(tmp_path))
    (tmp_path / "jpserver-4242.json").write_text(json.dumps(
        {"pid": 4242, "port": foreign_server, "token": "c" * 48}))
    assert jupyterlab_identity(_Process(4242), foreign_server, "c" * 48)() is True
    assert _Anything.seen == ["/api/status token " + "c" * 48]


def test_the_classroom_checks_its_nonce_without_the_token(foreign_server):
    assert nonce_identity(foreign_server, "/voila/templates/mjlearn/static/launch-nonce.txt",
                          "d" * 32)() is False
    assert _Anything.seen == ["/voila/templates/mjlearn/static/launch-nonce.txt None"]
