"""Every word of every language fits its place: each drawn in the Text that shows it (a page's
heading, rows, values, footer; the table's line and big word), on both halves, at its widest
(the longest name "CPU 5", three-letter initials, the largest figures). A word cut, a line that
would wrap or run into the values column fails."""

import re

import displayio
import pytest

from spit.screen import halves, lang, words
from spit.screen.halves import Dirty
from spit.screen.pages import _NAMES_X, _VALUES_X, Pages
from spit.screen.text import Text

NAME = "CPU 5"  # the longest name a line or a page says
FIGURE = {"%d": "52"}  # cards and rounds; scores and the target below


def widest(key, text):
    """text with its fields at their widest for that word."""
    big = "150" if key in ("LOW_WINS", "LOW_WINS_SHORT", "SCORE", "AT_LOWEST",
                           "FIRST_TO", "REACHED", "WHY_TARGET") else "52"  # fmt: skip
    if key == "LEVEL":
        big = "999"  # games against one CPU level
    elif key == "PLAYED":
        big = "999"  # (three variants in one row: English's own room)
    elif key == "SPEED_SCORE":
        big = "99"  # Speed's scores and target (15 by default)
    elif key in ("GAMES_WON", "POINTS_SLAPS", "STREAK", "GAMES", "BEAT_CPU"):
        big = "9999"  # the statistics pages' figures
    if key in ("V_AFTER_MIN",):
        big = "30"
    if key in ("V_BEST_OF", "ROUND_PRESS", "DEAL_OVER", "ROUND_OVER"):
        big = "5" if key == "V_BEST_OF" else "12"
    name = "B" if key in ("V_PLAYS", "S_HANDICAP") else NAME
    if key in ("DELETE_Q", "KEEP_HIM", "DELETE_HIM", "RENAME", "STATS_OF"):
        name = "WWW"  # three initials
    if key in ("FASTEST",):
        name = "9999 s"
    if key == "BEAT_CPU":
        name = "level 5" if text.startswith("Beat") else "5"  # (stats_page: English's "level")
        big = "999"
    if key in ("TOOK",):
        return text.replace("%s", NAME, 1).replace("%s", "R", 1).replace("%d", "52")
    if key == "WON_BOTH":  # (one side a person: a CPU and a player at most)
        return text.replace("%s", NAME, 1).replace("%s", "WWW").replace("%d", "9999")
    if key in ("FASTEST_SLAP", "STREAK_WINS", "NAME_TAKEN", "PLAYS_AT", "MATCH_WON"):
        name, big = "WWW", "9999" if key == "FASTEST_SLAP" else "999"
        if key in ("PLAYS_AT", "MATCH_WON"):
            return text.replace("%s", "WWW", 1).replace("%s", "B").replace("%d", "3")
    if key == "HW_STATS":  # a scan of 5 ms, events 1 ms apart, a frame and its lag of 99 ms
        return text.replace("%d", "5", 1).replace("%s", "1 ms").replace("%d", "99")
    if key in ("HW_WORKED", "HW_LAST"):
        big, name = "16", "GP28"  # (16 keys, presses counted to 16, a pin's name)
    if key == "BAD_SETTING":
        name = "x" * 12  # (boot_notice says one refused name of at most 12 characters)
    if key == "NOT_SAVED":
        name = "battery empty"  # the store's reasons stay English (the log's words)
    return re.sub(r"%[sd]", lambda m: name if m.group() == "%s" else big, text)


# Each word's place: the Text that shows it (made below, in a page or on the table)
PLACES = {
    "heading": "STATS_DAMAGED PAUSED RESET_Q DELETE_Q WHO HALL STATS_OF STATS_TWO STATS_VS_CPU "
    "H2H CHOOSE_LANG "
    "SETTINGS A_DRAW YOU_WIN WINS DEAL_OVER ROUND_OVER OOPS_RESTART OOPS READY RENAME NEW_PLAYER "
    "HOW_TO",
    "row": "PLAY STATISTICS RESUME QUIT KEEP_ALL RESET_ALL KEEP_HIM DELETE_HIM BACK_TITLE GUEST "
    "HOWTO_1 HOWTO_2 HOWTO_3 HOWTO_4 HOWTO_5 HOWTO_6 HOWTO_7 HOWTO_8 HOWTO_9 HOWTO_10 NO_H2H "
    "GAMES_WON POINTS_SLAPS STREAK FASTEST BEAT_CPU LEVEL GAMES PLAYED NOBODY_TOOK TOOK_BOTH TOOK "
    "SCORE YOU_HOLD FIRST_TO AT_LOWEST NO_CARDS_WINS REACHED YOU_NONE HAS_NONE LOWEST_WINS "
    "TIED_FEWER SAME_BOTH SAME_CARDS LOG_DETAILS WON_BOTH FASTEST_SLAP FASTEST_SLAP_NONE "
    "STREAK_WINS STREAK_WIN STREAK_NONE",
    "label": "S_GAME S_CPU S_CPU_LEVEL S_STOCKS S_SLAP S_ALT S_AUTO_FLIP S_SCORING S_TARGET "
    "S_MATCH S_SPEED_SIDES S_VOLUME S_HANDICAP S_FOUR S_BRIGHTNESS S_DIM S_DARK S_BATTERY "
    "LANGUAGE HWTEST BACK",
    "value": "V_ON V_OFF V_PLAYS V_STANDARD V_POINTS V_ONE_GAME V_BEST_OF V_LOW V_HIGH "
    "V_AFTER_MIN V_NEVER V_NONE_USB V_FIXED V_NOT_WITH_ALT",
    "hall": "FASTEST_WIN BEST_STREAK BEST_REACTION",
    "footer": "PICK_FOOT INITIALS_FOOT HOWTO_FOOT1 HOWTO_FOOT2 GO_ON TO_TITLE ANY_TITLE FOOT_MENU "
    "FOOT_SETTINGS PRESS_SPIT STATS_FOOT STATS_FOOT_LAST WAIT_OTHER FULL ONE_PERSON "
    "BATTERY_EMPTY BATTERY_LOW NOT_SAVED RESTARTED DAMAGED NEWER BAD_SETTINGS POWER_CUT "
    "MATCH_SCORE MATCH_DRAWN PLAYER_FOOT_MORE PLAYER_FOOT_BACK CUT_RESET BAD_SETTING MATCH_WON "
    "NAME_TAKEN PLAYS_AT",
    "line": "PLAY_AIM SLAPPED_WAIT ESCAPE PICKS_PILE WAIT_SPIT NO_SPIT_CARDS PRESS_START "
    "ROUND_PRESS HOLD_PRESS NO_MOVES STALEMATE SPEED_SCORE MOVE_FROM LATE NO_PICK_LR NO_PICKS "
    "NO_WAIT_SLAP NO_SLAP_LR NO_TIMEOUT CANCELLED RESYNCED NO_NOT_NOW NO_EARLY R_NOT_NOW "
    "R_NO_CARD R_RANK R_COLOUR R_NOT_EMPTY R_PLAYER R_NO_PILE R_FACE_DOWN R_CALLED R_NO_SPIT "
    "R_REVEAL R_TURN_UP R_MODE MATCH_SHORT DEMO PLAYS_SIDE",
    "word": "W_SPIT W_SLAP W_PICK W_WAIT W_WIN W_LOSE W_DRAW",
    # said with another word on the same line: checked as the whole line below
    "joined": "SLAPPED_YOU SLAP_SMALLER TAKE_PILE YOU_WIN_ WINS_ A_DRAW_ WHY_TARGET WHY_LOWEST "
    "WHY_FEWER WHY_SAME_SCORE WHY_NO_CARDS WHY_SAME_CARDS LOW_WINS LOW_WINS_SHORT HOLD_PAUSE "
    "YOU YOU_LOWER SETTINGS_ROW THE_PILE SPIT_NEXT SPIT_ON GAUGE GAUGE_LOW GAUGE_EMPTY",
    "other": "PLAYER_A PLAYER_B",  # the hardware test's own labels (8 characters)
    # the hardware test's lines (52 characters of terminalio; its title 30, with a colour)
    "hwtest": "HW_PRESS_ALL HW_WORKED HW_LEAVE HW_LAST HW_STATS HW_FREE_NA",
    "hw_joined": "HW_TITLE HW_FREE HW_BATTERY C_RED C_GREEN C_BLUE C_WHITE C_BLACK",
}
PLACE = {key: place for place, keys in PLACES.items() for key in keys.split()}
NUMBERS = [k for k, v in sorted(vars(words).items(), key=lambda kv: str(kv[1]))
           if k.isupper() and k != "COUNT"]  # fmt: skip


def test_every_word_has_its_place():
    assert set(NUMBERS) - set(PLACE) == set()  # a new word is placed here, so it is checked


@pytest.fixture(scope="module")
def texts():
    """{place: (the Text of A's half, of B's)}: the real ones, made as the screens make them."""
    group, dirty = displayio.Group(), Dirty()
    pages = Pages(group, dirty)
    from spit.console.flow.menu import Menu

    class Target:  # a settings menu's page: its values column and greyed rows
        pass

    pages.show_menu(Menu("x", (("a", "a", (0,), ("a",)),) * 6, Target()))
    half = pages.halves
    line = [Text(group, dirty, p, 160, halves.STATUS_CY, halves.W, 30, scale=2) for p in (0, 1)]
    word = [Text(group, dirty, p, halves.SHOUT_CX, halves.SHOUT_CY, 86, 26, scale=2)
            for p in (0, 1)]  # fmt: skip
    label_cols = (_VALUES_X - _NAMES_X - 4) // 10  # a label leaves a gap before the values
    return {
        "heading": [h.head.grid.width for h in half],
        "row": [h.names.grid.width for h in half],
        "label": [min(label_cols, h.names.grid.width) for h in half],
        "value": [h.values.grid.width for h in half],
        "hall": [13, 13],  # "%-14s": the figures' column starts at the 15th
        "footer": [h.foot.grid.width for h in half],
        "line": [t.grid.width for t in line],
        "word": [t.grid.width for t in word],
        "other": [8, 8],
        "hwtest": [52, 52],
    }


@pytest.mark.parametrize("code", lang.LANGS)
def test_every_word_fits_its_place_on_both_halves(code, texts):
    said = lang.table(lang.code(code))
    cut = []
    for key in NUMBERS:
        place = PLACE[key]
        if place in ("joined", "hw_joined"):
            continue
        text = widest(key, said[getattr(words, key)])
        for p in (0, 1):
            if "\n" in text or len(text) > texts[place][p]:
                cut.append("%s (%s, %d > %d): %r" % (key, place, len(text), texts[place][p], text))
    assert cut == [], "\n".join(cut)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_lines_said_in_pieces_fit_the_table(code, texts):
    said = lang.table(lang.code(code))

    def w(key):
        return said[getattr(words, key)]

    room = texts["line"][0]
    en = lang.table(lang.EN)
    whys = [w(k) for k in ("WHY_TARGET", "WHY_LOWEST", "WHY_FEWER", "WHY_SAME_SCORE",
                           "WHY_NO_CARDS", "WHY_SAME_CARDS")]  # fmt: skip
    cut = []
    for lead in (w("YOU_WIN_"), w("WINS_") % NAME, w("A_DRAW_")):
        for why in whys:
            line = lead + why.replace("%d", "150")
            if len(line) > room:
                cut.append(line)
    # English's own slap line is 29 with "CPU 5" and two-digit piles today (issue 53's race
    # lines): no language may be longer than the room or than English
    slap = len(en[words.SLAPPED_YOU] % NAME + "L 26 R 26")
    for lead in (w("SLAPPED_YOU") % NAME, w("SLAP_SMALLER"), w("TAKE_PILE")):
        if len(lead + "L 26 R 26") > max(room, slap):
            cut.append(lead + "L 26 R 26")
    assert cut == [], "\n".join(cut)
    low = [widest("LOW_WINS", w(k)) for k in ("LOW_WINS", "LOW_WINS_SHORT")]
    assert min(len(line) for line in low) <= room, low  # the shorter when the longer is cut
    assert len(w("HOLD_PAUSE") + "#" * 10) <= room


def test_the_fit_test_fails_on_a_word_too_long(texts, monkeypatch):
    # proven by hand: a word one character too long for its place is found
    long = list(lang.table(lang.EN))
    long[words.PLAY_AIM] = "x" * (texts["line"][0] + 1)
    whole = ("\n".join(long) + "\n").encode()  # (as lang keeps a catalogue: UTF-8 bytes)
    monkeypatch.setattr(lang, "_LOADED", [whole, None, None, None, None])
    monkeypatch.setattr(lang, "_MARKS", [None] * 5)
    monkeypatch.setattr(lang, "_PART", bytearray(5))
    with pytest.raises(AssertionError, match="PLAY_AIM"):
        test_every_word_fits_its_place_on_both_halves("en", texts)


def test_each_language_named_in_itself_fits_the_settings_value_and_the_first_lists_row(texts):
    for name in lang.NAMES:
        assert len(name) <= min(texts["value"]) and len(name) <= min(texts["row"]), name


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_words_said_inside_others_fit(code, texts):
    said = lang.table(lang.code(code))

    def w(key):
        return said[getattr(words, key)]

    match = w("MATCH_SHORT") % ("WWW", 2, 1, "WWW")  # a match's footer, then what SPIT does
    lines = [w("SPIT_NEXT") % match, w("SPIT_ON") % match]
    lines += [w("TOOK") % (NAME, w("THE_PILE"), 52), w("TOOK") % (w("YOU"), w("THE_PILE"), 52)]
    cut = [line for line in lines if len(line) > min(texts["footer"] + texts["row"])]
    gauges = [w("GAUGE") % w(k) for k in ("GAUGE_LOW", "GAUGE_EMPTY")] + [w("GAUGE") % "4/4"]
    cut += [gauge for gauge in gauges if len(gauge) > 14]  # (the gauge: 84 pixels of terminalio)
    assert cut == [], "\n".join(cut)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_hardware_tests_title_and_figures_fit_its_lines(code):
    said = lang.table(lang.code(code))

    def w(key):
        return said[getattr(words, key)]

    colours = [w(k) for k in ("C_RED", "C_GREEN", "C_BLUE", "C_WHITE", "C_BLACK")]
    cut = [w("HW_TITLE") % c for c in colours if len(w("HW_TITLE") % c) > 30]
    figures = w("HW_FREE") % 170000 + w("HW_BATTERY") % (w("GAUGE_EMPTY"), "4.20")
    cut += [figures] if len(figures) > 52 else []
    assert cut == [], "\n".join(cut)
