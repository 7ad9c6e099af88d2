# SPDX-License-Identifier: MIT
"""The languages in the record: the console's and each kept player's survive a power-off, a
fresh console takes settings.toml's, a version-2 record (before languages) loads in English."""

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records import stats as stats_mod
from spit.console.records.stats import CPU, GUEST, NOBODY, Stats
from spit.console.records.store import Store

EN, DE, IT, FR, LB = range(5)  # spit.screen.lang.LANGS' order


def boot(nvm, language=EN):
    return Stats(Store(nvm), language=language)


def test_the_consoles_and_each_players_language_survive_a_power_off():
    nvm = FlashNVM()
    st = boot(nvm)
    ana, max_, lea = (players.add(st, name)[0] for name in ("ANA", "MAX", "LEA"))
    st.settings.language = FR
    assert st.set_language(ana, DE) and st.set_language(lea, IT)
    st.changed()
    assert st.save()
    back = boot(nvm, language=LB)  # settings.toml's says nothing to a console with a record
    assert back.settings.language == FR
    assert [back.language(who) for who in (ana, max_, lea)] == [DE, FR, IT]  # MAX: the console's
    assert back.own_language(max_) == NOBODY
    assert back.language(GUEST) == back.language(CPU + 3) == FR  # Guests and the CPU too


def test_a_fresh_console_speaks_settings_tomls_language():
    st = boot(FlashNVM(), language=IT)
    assert st.settings.language == IT
    st.settings.defaults()  # (a damaged record reads as defaults: the fresh console's too)
    assert st.settings.language == IT


def test_only_a_kept_player_has_a_language_and_his_place_forgets_it():
    st = boot(FlashNVM())
    ana = players.add(st, "ANA")[0]
    assert not st.set_language(GUEST, DE) and not st.set_language(ana + 1, DE)  # nobody there
    assert not st.set_language(ana, 5)
    assert st.set_language(ana, LB) and st.language(ana) == LB
    players.delete(st, ana)
    bob = players.add(st, "BOB")[0]
    assert bob == ana and st.own_language(bob) == NOBODY  # the new player reads the console's


def test_a_reset_of_the_statistics_keeps_the_languages():
    st = boot(FlashNVM())
    ana = players.add(st, "ANA")[0]
    st.set_language(ana, DE)
    st.settings.language = IT
    assert st.reset()
    assert st.language(ana) == DE and st.settings.language == IT


def test_a_version_2_record_loads_in_english_with_its_players_and_is_saved_as_version_3():
    nvm = FlashNVM()
    st = boot(nvm)
    ana = players.add(st, "ANA")[0]
    st.settings.volume = 1
    v2 = st.pack()[: stats_mod.LANG_AT]  # version 2's record is version 3's without the tail
    Store(nvm, 2).save(v2)
    back = boot(nvm, language=DE)
    assert back.health == 1 and back.migrated  # (store's OK)
    assert back.name(ana) == "ANA" and back.settings.volume == 1
    assert back.settings.language == EN and back.own_language(ana) == NOBODY
    back.set_language(ana, IT)
    assert back.save()
    again = boot(nvm)
    assert again.store.version == 3 and not again.migrated
    assert again.name(ana) == "ANA" and again.language(ana) == IT


def test_a_stored_language_out_of_range_reads_as_english_and_the_console_s():
    nvm = FlashNVM()
    st = boot(nvm)
    ana = players.add(st, "ANA")[0]
    st.changed()
    record = bytearray(st.pack())
    record[stats_mod.LANG_AT] = 9
    record[stats_mod.LANG_AT + 1] = 0x07  # ANA's nibble: 7
    Store(nvm).save(bytes(record))
    back = boot(nvm)
    assert back.settings.language == EN and back.own_language(ana) == NOBODY
