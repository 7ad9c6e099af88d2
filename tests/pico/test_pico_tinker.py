# SPDX-License-Identifier: MIT
"""Issue 43.4 on the emulated Pico with the console's own UF2: a tinkerer changes the game in
firmware/lib/spit, `spit-deploy --game` puts it at the drive's root (CircuitPython's sys.path
there is '', '/', '.frozen', '/lib': the root comes before the frozen game, /lib after it), the
console runs it and the title's corner says "modified"; `spit-deploy --restore` takes it away
and the built-in game runs again (docs/TINKER.md)."""

import shutil

from PIL import Image, ImageChops

from host_tools.deploy import cli
from host_tools.pico import run
from spit.console.records.stats import Stats
from spit.console.records.store import SECTOR, Store
from tests.tools.test_deploy import BOOT_OUT_CONSOLE

TITLE_MS = 2600  # (the title with the game from the drive: entered at ~1.2 s, drawn by ~1.4 s)
SAID = "Spit: a tinkerer's game"


def on_the_drive(drive):
    return [
        (p.relative_to(drive).as_posix(), p.read_bytes())
        for p in sorted(drive.rglob("*"))
        if p.is_file() and p.name != "boot_out.txt"
    ]


def used():
    """A console already set up (its language chosen): it starts at the title, not the question
    a blank one asks first."""
    nvm = bytearray(b"\xff" * SECTOR)
    st = Stats(Store(nvm))
    st.settings.language = 0
    st.changed()
    assert st.save()
    return bytes(nvm)


def title(uf2, drive, shot):
    result = run.run(uf2, [], TITLE_MS, items=on_the_drive(drive), nvm=used(),
                     shots=[(TITLE_MS - 200, shot)])  # fmt: skip
    assert result.error is None, result.error
    out = result.console[result.console.rfind("code.py output:") :]
    assert "Traceback" not in out, out[-800:]
    return out


def test_a_changed_game_runs_on_the_console_uf2_says_modified_and_restore_takes_it_away(
    console_uf2, tmp_path
):
    source = tmp_path / "firmware"
    shutil.copytree(run.FIRMWARE, source, ignore=shutil.ignore_patterns("__pycache__"))
    init = source / "lib" / "spit" / "__init__.py"
    init.write_text(init.read_text() + f"\nprint({SAID!r})\n")  # the tinkerer's change
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(BOOT_OUT_CONSOLE)
    deploy = ["--drive", str(drive), "--source", str(source)]
    assert cli.main([*deploy, "--game"]) == 0
    assert (drive / "spit" / "__init__.mpy").is_file() and not (drive / "lib" / "spit").exists()
    assert SAID in title(console_uf2, drive, str(tmp_path / "modified.png"))

    assert cli.main([*deploy, "--restore"]) == 0
    assert not (drive / "spit").exists()
    assert SAID not in title(console_uf2, drive, str(tmp_path / "built-in.png"))

    modified = Image.open(tmp_path / "modified.png").convert("RGB")
    built_in = Image.open(tmp_path / "built-in.png").convert("RGB")
    box = ImageChops.difference(modified, built_in).getbbox()
    # the firmware's name beside each player's "Spit" (the band between the two halves), and
    # nothing else: "Spit 0.1.0 modified" / "Spit console 0.1.0"
    assert box is not None and box[1] >= 96 and box[3] <= 144, box
