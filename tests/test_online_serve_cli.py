"""`deboule serve`'s own refusals (issue 33): a folder of rooms it cannot use is one line in
French and English and exit 2; a room file it cannot read is set aside, said, and the server
starts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from deboule.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_an_unusable_rooms_folder_is_one_line_and_exit_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["serve", "--port", "0", "--data", str(blocker / "rooms")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "dossier des salles" in err[0] and "rooms' folder" in err[0]


def test_a_room_file_it_cannot_read_is_set_aside_and_the_server_starts(tmp_path):
    bad = tmp_path / "room-ABCDEFGH.json"
    bad.write_text('{"format": "deboule-room", "version": 999}')
    server = subprocess.Popen([sys.executable, "-m", "deboule.cli", "serve", "--port", "0",
                               "--data", str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        listening = server.stdout.readline()  # waits for the server: no clock
        assert "ws://127.0.0.1:" in listening
    finally:
        server.kill()
        _, err = server.communicate()
    assert "salle mise de côté" in err and "room set aside" in err
    assert not bad.exists() and list(tmp_path.glob("room-ABCDEFGH.json.*.refused"))
    assert "Traceback" not in err
