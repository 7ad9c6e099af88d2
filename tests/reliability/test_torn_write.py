# SPDX-License-Identifier: MIT
"""Power cuts at every step of every kind of save: the stats read back are the old or the new.

The nvm stand-in models the RP2040's sector honestly (host_tools/sim/stubs/microcontroller.py):
a write onto erased bytes programs them one by one; any other write erases the sector and
programs all 4096 bytes from byte 0. Each case here saves new statistics with the power cut
after k steps, for every k, then "reboots" (a fresh Store and Stats on the same bytes).
"""

import binascii
import os
import random
import struct

import pytest

from host_tools.sim.stubs.microcontroller import NVM_SIZE, FlashNVM, PowerCut
from spit.console.records import players
from spit.console.records import stats as stats_mod
from spit.console.records import store as store_mod
from spit.console.records.store import HEADER, OVERHEAD, SLOT, Store

SLOTS = NVM_SIZE // SLOT
SOAK = bool(os.environ.get("SPIT_SOAK"))  # make soak: every step of every save
BLANK = stats_mod.Stats().pack()  # default settings, zero statistics


def boot(nvm):
    """What the console reads at power-on."""
    return stats_mod.Stats(Store(nvm))


def play_some(st, rng, games):
    """Games between players (made when missing, seats swapped now and then) and against the
    CPU, and a setting changed: a save of these touches every part of the record."""
    while len(st.players()) < 3:
        players.add(st, "P%d" % len(st.players()))
    a, b = rng.sample(st.players(), 2)
    players.seat(st, 0, stats_mod.GUEST), players.seat(st, 1, stats_mod.GUEST)
    assert players.seat(st, 0, a) == players.seat(st, 1, b) == ""
    for _ in range(games):
        st.begin_game()
        st.note_slap(rng.randrange(2), rng.randrange(150, 900))
        st.note_reaction(rng.randrange(2), rng.randrange(150, 900))
        points = (rng.randrange(100), rng.randrange(100))
        st.end_game(
            rng.choice((0, 1, -1)), rng.randrange(3), play_ms=rng.randrange(9**6), points=points
        )
        st.begin_game()
        st.end_game(rng.choice((0, 1, -1)), rng.randrange(3), cpu_side=1, cpu_level=3)
    st.settings.set("target", rng.randrange(1, 1001))
    st.changed()


def cut_every_step(nvm, rng):
    """Cut one save at every step; return (outcomes seen, steps tried, erased?)."""
    st = boot(nvm)
    old = st.pack()
    play_some(st, rng, 3)
    new = st.pack()
    assert new != old
    before = nvm.snapshot()
    target = st.store.slot + 1
    erases = target >= SLOTS or any(b != 0xFF for b in before[target * SLOT : (target + 1) * SLOT])
    steps = 1 + NVM_SIZE if erases else len(new) + OVERHEAD
    seen = {}
    for k in range(steps + 1):
        nvm.restore(before)
        again = boot(nvm)
        again.unpack(new)
        again.dirty = True
        nvm.cut_after(k)
        try:
            again.save()
            assert k >= steps, "the save finished before its last step"
        except PowerCut:
            assert k < steps
        back = boot(nvm).pack()
        if back == new:
            seen.setdefault("new", []).append(k)
        elif back == old:
            seen.setdefault("old", []).append(k)
        elif back == BLANK:
            seen.setdefault("blank", []).append(k)
        else:
            pytest.fail("cut after %d steps read back neither old nor new stats" % k)
    nvm.restore(before)
    return seen, steps + 1, erases


def test_cut_at_every_step_of_appending_saves_keeps_old_or_new():
    rng = random.Random(9)
    nvm = FlashNVM()
    tried = 0
    for _ in range(SLOTS):  # every slot of a fresh sector is written once by appending
        seen, n, erases = cut_every_step(nvm, rng)
        tried += n
        assert not erases
        assert set(seen) <= {"old", "new"}
        # Old until the payload is whole, then new (the CRC's last bytes may already be 0xFF).
        assert seen["old"] == list(range(len(seen["old"])))
        assert seen["new"] == list(range(len(seen["old"]), n))
        assert seen["new"][0] >= HEADER + stats_mod.RECORD_SIZE
        st = boot(nvm)
        play_some(st, rng, 1)
        assert st.save()
    assert tried > SLOTS * 60


def test_cut_in_the_save_that_erases_loses_at_most_the_erase_window():
    rng = random.Random(10)
    nvm = FlashNVM()
    st = boot(nvm)
    for _ in range(SLOTS):
        play_some(st, rng, 1)
        st.save()
    assert nvm.erases == 0
    seen, n, erases = cut_every_step(nvm, rng)
    assert erases
    record = stats_mod.RECORD_SIZE + OVERHEAD
    assert seen["old"] == [0]  # cut before the erase: nothing changed
    # Erased but the new record not yet whole: nothing valid is left, which reads as defaults.
    blank = seen["blank"]
    assert blank == list(range(1, 1 + len(blank)))
    assert len(blank) <= record and blank[-1] >= HEADER + stats_mod.RECORD_SIZE
    assert seen["new"] == list(range(1 + len(blank), n))


def test_save_after_a_torn_write_recovers_and_erases_only_then():
    rng = random.Random(11)
    nvm = FlashNVM()
    st = boot(nvm)
    play_some(st, rng, 2)
    st.save()
    good = st.pack()
    play_some(st, rng, 1)
    nvm.cut_after(20)
    with pytest.raises(PowerCut):
        st.save()
    st = boot(nvm)
    assert st.pack() == good
    play_some(st, rng, 1)
    assert st.save()
    assert nvm.erases == 1  # the torn slot is not erased, so the next save rewrites the sector
    assert boot(nvm).pack() == st.pack()


def test_one_erase_per_sector_of_saves():
    nvm = FlashNVM()
    st = boot(nvm)
    rng = random.Random(12)
    for _ in range(10 * SLOTS):
        play_some(st, rng, 1)
        st.save()
    assert nvm.erases == 9  # the first sector's worth fills erased slots
    assert boot(nvm).pack() == st.pack()


@pytest.mark.parametrize("fill", [b"\xff", b"\x00", b"random"])
def test_blank_or_foreign_nvm_reads_as_defaults(fill):
    nvm = FlashNVM()
    if fill == b"random":
        image = bytes(random.Random(13).randrange(256) for _ in range(NVM_SIZE))
    else:
        image = fill * NVM_SIZE
    nvm.restore(image)
    st = boot(nvm)
    assert st.pack() == BLANK
    assert st.played_total() == 0 and st.fastest_slap == 0
    play_some(st, random.Random(1), 1)
    assert st.save()
    assert boot(nvm).pack() == st.pack()


def test_nvm_file_keeps_the_bytes_and_the_torn_state(tmp_path):
    path = str(tmp_path / "nvm.bin")
    nvm = FlashNVM(path=path)
    st = boot(nvm)
    play_some(st, random.Random(2), 2)
    st.save()
    saved = st.pack()
    play_some(st, random.Random(3), 1)
    nvm.cut_after(5)
    with pytest.raises(PowerCut):
        st.save()
    assert boot(FlashNVM(path=path)).pack() == saved


def test_flash_model_erases_the_sector_on_a_write_over_programmed_bytes():
    nvm = FlashNVM()
    nvm[0:4] = b"abcd"
    nvm[100:102] = b"xy"
    assert nvm.erases == 0
    nvm.cut_after(1 + 50)
    with pytest.raises(PowerCut):
        nvm[0:2] = b"zz"  # over programmed bytes: erase, then reprogram from byte 0
    assert nvm[0:4] == b"zzcd"
    assert nvm[100:102] == b"\xff\xff"  # not reached before the cut: left erased
    with pytest.raises(ValueError):
        nvm[0:3] = b"ab"


def test_store_refuses_an_oversized_payload():
    with pytest.raises(ValueError):
        Store(FlashNVM()).save(bytes(SLOT))


# -- two sectors (the console UF2: frozen/patches/30-nvm-two-sectors.patch) and what a load finds


def cut_save_everywhere(nvm, st, rng, sample=False, full=SOAK):
    """One save of new statistics, cut after every step it takes (with ``sample``, an appending
    save is cut only around its record's edges); the survivors read back."""
    old = st.pack()
    play_some(st, rng, 1)
    new = st.pack()
    before = nvm.snapshot()
    seen = set()
    k = 0
    while True:
        nvm.restore(before)
        again = boot(nvm)
        again.unpack(new)
        again.dirty = True
        nvm.cut_after(k)
        try:
            again.save()
            done = True
        except PowerCut:
            done = False
        back = boot(nvm).pack()
        assert back in (old, new), "cut after %d steps lost the statistics" % k
        seen.add(back == new)
        if done:
            return seen
        # every step through the erase and the first record's bytes; past them only the other
        # erased slots of the sector are programmed: every 31st step of those (every one in a soak)
        k += 1 if k < 2 * SLOT or full else 31
        if sample and k == 8:
            k = HEADER + stats_mod.RECORD_SIZE - 4  # the payload's end and the CRC


def test_two_sectors_no_cut_in_70_saves_loses_the_statistics():
    # 70 saves: the sector changes every SLOTS saves (10 with the players' record), each time
    # erasing the other sector while the newest record stays whole in its own
    seventy_saves_cut_everywhere(full=SOAK)


@pytest.mark.soak
def test_two_sectors_every_step_of_70_saves_soak():
    seventy_saves_cut_everywhere(full=True)


def seventy_saves_cut_everywhere(full):
    rng = random.Random(20)
    nvm = FlashNVM(2 * NVM_SIZE)
    st = boot(nvm)
    erasing = 0
    for _ in range(70):
        st = boot(nvm)
        erases = nvm.erases
        sample = not full and (st.store.slot + 1) % SLOTS  # make test: every step of the
        assert cut_save_everywhere(nvm, st, rng, sample, full) == {False, True}  # sector changes
        st = boot(nvm)
        play_some(st, rng, 1)
        assert st.save()
        erasing += nvm.erases > erases
    assert erasing >= 2
    assert boot(nvm).pack() == st.pack()


def test_one_sector_loses_the_record_in_the_erase_window():
    # the same sweep on stock's one sector does find the window (what docs/APP.md states)
    rng = random.Random(21)
    nvm = FlashNVM()
    st = boot(nvm)
    for _ in range(SLOTS):
        play_some(st, rng, 1)
        st.save()
    with pytest.raises(AssertionError, match="lost the statistics"):
        cut_save_everywhere(nvm, boot(nvm), rng)


def test_a_stock_record_is_read_by_the_two_sector_console():
    # stock's sector is the console UF2's second one (the sector just below CIRCUITPY)
    stock = FlashNVM()
    st = boot(stock)
    play_some(st, random.Random(22), 2)
    st.save()
    console = FlashNVM(2 * NVM_SIZE)
    console.restore(b"\xff" * NVM_SIZE + stock.snapshot())
    again = boot(console)
    assert again.pack() == st.pack()
    play_some(again, random.Random(23), 1)
    assert again.save()
    assert boot(console).pack() == again.pack()


def _status(nvm):
    store = Store(nvm)
    store.load()
    return store.status


def test_load_says_blank_ok_or_damaged():
    nvm = FlashNVM()
    assert _status(nvm) == store_mod.BLANK
    st = boot(nvm)
    play_some(st, random.Random(24), 1)
    st.save()
    first = st.pack()
    assert _status(nvm) == store_mod.OK
    play_some(st, random.Random(25), 1)
    st.save()
    # a flipped bit in the newest record: the older one is read, and the load says so
    image = bytearray(nvm.snapshot())
    image[SLOT + HEADER + 3] ^= 0x10
    nvm.restore(bytes(image))
    assert boot(nvm).pack() == first
    assert _status(nvm) == store_mod.DAMAGED
    for fill in (b"\x00", b"\x55"):
        nvm.restore(fill * NVM_SIZE)
        assert _status(nvm) == store_mod.DAMAGED


def test_a_record_of_a_newer_format_is_never_erased():
    nvm = FlashNVM()
    Store(nvm, version=9).save(b"from a later firmware")
    later = nvm.snapshot()
    st = boot(nvm)
    assert st.store.status == store_mod.NEWER
    for _ in range(SLOTS + 2):
        play_some(st, random.Random(26), 1)
        assert not st.save()
    assert nvm.snapshot() == later and nvm.erases == 0


def test_a_newer_record_longer_than_a_slot_is_known_and_never_erased():
    # a later format may store more than a slot holds: it was read as damage, and the first
    # save erased it (issue 28.6)
    nvm = FlashNVM()
    payload = bytes(range(200))
    record = bytearray(struct.pack("<2sBBI", b"SP", 9, len(payload), 7) + payload)
    record += struct.pack("<I", binascii.crc32(record) & 0xFFFFFFFF)
    image = bytearray(nvm.snapshot())
    image[: len(record)] = record
    nvm.restore(bytes(image))
    st = boot(nvm)
    assert st.store.status == store_mod.NEWER
    play_some(st, random.Random(27), 1)
    assert not st.save()
    assert nvm.snapshot() == bytes(image)


def test_a_rewrite_with_no_room_for_its_sector_image_refuses_and_loses_nothing(monkeypatch):
    # The sector image is made by the save that rewrites the sector (not kept for life: stock's
    # heap). A heap with no block for it refuses that save: the last record stands, the new
    # figures stay in RAM and the next save writes them.
    from spit.console.records import slots

    nvm = FlashNVM()
    st = boot(nvm)
    rng = random.Random(5)
    for _ in range(SLOTS):  # fill the sector: the next save must rewrite it
        play_some(st, rng, 1)
        assert st.save()
    saved = st.pack()
    play_some(st, rng, 1)
    monkeypatch.setattr(slots, "sector_image", lambda n: None)
    assert not st.save() and st.refused == store_mod.NO_ROOM
    assert boot(nvm).pack() == saved and st.dirty
    monkeypatch.undo()
    assert st.save() and boot(nvm).pack() == st.pack() and nvm.erases == 1
