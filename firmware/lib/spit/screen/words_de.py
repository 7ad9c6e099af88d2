# SPDX-License-Identifier: MIT
"""German: every word the console shows, in the order of spit.screen.words' numbers.

One string, a word a line (one object on the heap, and no short string interned for
good): loaded only while a half shows Deutsch (spit.screen.lang.load). docs/LANGUAGES.md
has its glossary. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Spielen\n"  # PLAY
    "Einstellungen\n"  # SETTINGS
    "Statistik\n"  # STATISTICS
    "So wird gespielt\n"  # HOW_TO
    "Statistik löschen?\n"  # RESET_Q
    "Nein - behalten\n"  # KEEP_ALL
    "Ja - alles löschen\n"  # RESET_ALL
    "%s löschen?\n"  # DELETE_Q
    "Nein - %s bleibt\n"  # KEEP_HIM
    "Ja - %s löschen\n"  # DELETE_HIM
    "Zurück\n"  # BACK
    "Gerätetest\n"  # HWTEST
    "Sprache\n"  # LANGUAGE
    # settings rows
    "Spiel\n"  # S_GAME
    "CPU-Spieler\n"  # S_CPU
    "CPU-Stufe\n"  # S_CPU_LEVEL
    "Handstapel\n"  # S_STOCKS
    "Hauen\n"  # S_SLAP
    "Farben wechseln\n"  # S_ALT
    "Selbst umdrehen\n"  # S_AUTO_FLIP
    "Wertung\n"  # S_SCORING
    "Punkteziel\n"  # S_TARGET
    "Match\n"  # S_MATCH
    "Speed-Seiten\n"  # S_SPEED_SIDES
    "Lautstärke\n"  # S_VOLUME
    "Vorgabe %s\n"  # S_HANDICAP
    "4 Kartenfarben\n"  # S_FOUR
    "Helligkeit\n"  # S_BRIGHTNESS
    "Dunkler nach\n"  # S_DIM
    "Aus nach\n"  # S_DARK
    "Batterie\n"  # S_BATTERY
    # settings values
    "an\n"  # V_ON
    "aus\n"  # V_OFF
    "spielt %s\n"  # V_PLAYS
    "normal\n"  # V_STANDARD
    "Punkte\n"  # V_POINTS
    "ein Spiel\n"  # V_ONE_GAME
    "bester aus %d\n"  # V_BEST_OF
    "leise\n"  # V_LOW
    "laut\n"  # V_HIGH
    "nach %d Min.\n"  # V_AFTER_MIN
    "nie\n"  # V_NEVER
    "keine/USB\n"  # V_NONE_USB
    "fest\n"  # V_FIXED
    "geht nicht\n"  # V_NOT_WITH_ALT
    # the player pick, initials
    "Wer spielt hier?\n"  # WHO
    "P1/P2 P4/P5 wählen, SPIT ok\n"  # PICK_FOOT
    "Zurück zum Anfang\n"  # BACK_TITLE
    "Neuer Spieler\n"  # NEW_PLAYER
    "Gast\n"  # GUEST
    "%s: bereit\n"  # READY
    "Warte auf die andere Seite\n"  # WAIT_OTHER
    "Nein: schon %d Spieler\n"  # FULL
    "Nein: einer muss Mensch sein\n"  # ONE_PERSON
    "%s ändern (P1: zurück)\n"  # RENAME
    "P2/P4 Buchstabe L/R SPIT ok\n"  # INITIALS_FOOT
    # how to play
    "P1-P5: die oberste Karte\n"  # HOWTO_1
    "kommt auf einen Spuckstapel,\n"  # HOWTO_2
    "eins höher oder tiefer.\n"  # HOWTO_3
    "Leerer Platz: erst ihn, dann\n"  # HOWTO_4
    "den Stapel mit der Karte.\n"  # HOWTO_5
    "Fest? Beide drücken SPIT:\n"  # HOWTO_6
    "neue Spuckkarten. Ende:\n"  # HOWTO_7
    "hau auf den kleineren (L/R).\n"  # HOWTO_8
    "SPIT 2 s halten: Pause.\n"  # HOWTO_9
    "Keine Karten mehr: gewonnen!\n"  # HOWTO_10
    "SPIT: weiter  sonst: zurück\n"  # HOWTO_FOOT1
    "Eine Taste: zurück zum Anfang\n"  # HOWTO_FOOT2
    # the pause menu (kept in play with the table's lines: spit.screen.lang.keep)
    "Weiterspielen\n"  # RESUME
    "Spiel beenden\n"  # QUIT
    "Pause\n"  # PAUSED
    "P1/P2 P4/P5 wählen, SPIT ok\n"  # FOOT_MENU
    # the table's lines
    "P1-P5 legen, L/R zielen\n"  # PLAY_AIM
    "Gehauen! Warte auf %s\n"  # SLAPPED_WAIT
    "%s haut! Du: \n"  # SLAPPED_YOU
    "Hau auf L oder R!\n"  # ESCAPE
    "Hau den kleineren: \n"  # SLAP_SMALLER
    "Nimm einen: \n"  # TAKE_PILE
    "%s wählt einen...\n"  # PICKS_PILE
    "Warte auf SPIT von %s\n"  # WAIT_SPIT
    "Keine Spuckkarten: %s\n"  # NO_SPIT_CARDS
    "SPIT drücken: los geht's\n"  # PRESS_START
    "Runde %d: SPIT drücken\n"  # ROUND_PRESS
    "Du hast %d: SPIT drücken\n"  # HOLD_PRESS
    "Nichts geht: SPIT drücken\n"  # NO_MOVES
    "Festgefahren: SPIT drücken\n"  # STALEMATE
    "Du %d - %s %d (bis %d)\n"  # SPEED_SCORE
    "Du %d, %s %d: weniger gewinnt\n"  # LOW_WINS
    "Du %d %s %d weniger!\n"  # LOW_WINS_SHORT
    "Jetzt der Stapel dazu\n"  # MOVE_FROM
    "Zu spät: %s war vorn\n"  # LATE
    "Halten: Pause \n"  # HOLD_PAUSE
    # refusals
    "Nein: wähle mit L oder R\n"  # NO_PICK_LR
    "Nein: %s wählt\n"  # NO_PICKS
    "Nein: warte, %s haut\n"  # NO_WAIT_SLAP
    "Nein: hau mit L oder R\n"  # NO_SLAP_LR
    # big words (at most 7 characters)
    "SPUCKE!\n"  # W_SPIT
    "HAU!\n"  # W_SLAP
    "WÄHLE\n"  # W_PICK
    "WARTE\n"  # W_WAIT
    "SIEG\n"  # W_WIN
    "SCHADE\n"  # W_LOSE
    "REMIS\n"  # W_DRAW
    # the game's end on the table, and why
    "Dein Sieg: \n"  # YOU_WIN_
    "Sieg %s: \n"  # WINS_
    "Remis: \n"  # A_DRAW_
    "%d erreicht\n"  # WHY_TARGET
    "weniger Punkte\n"  # WHY_LOWEST
    "weniger Karten\n"  # WHY_FEWER
    "gleiche Punkte\n"  # WHY_SAME_SCORE
    "keine Karten\n"  # WHY_NO_CARDS
    "Karten gleich\n"  # WHY_SAME_CARDS
    "%s spielt diese Seite\n"  # PLAYS_SIDE
    # refusals (outside the table's block: a game loads each when first said)
    "Nein: zu lange gewartet\n"  # NO_TIMEOUT
    "Zug abgebrochen\n"  # CANCELLED
    "Tasten neu gelesen\n"  # RESYNCED
    "Nein: nicht jetzt\n"  # NO_NOT_NOW
    "Nein: zu früh\n"  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "Nein: nicht jetzt\n"  # R_NOT_NOW
    "Nein: da liegt keine Karte\n"  # R_NO_CARD
    "Nein: passt nicht\n"  # R_RANK
    "Nein: gleiche Farbe\n"  # R_COLOUR
    "Nein: Platz nicht leer\n"  # R_NOT_EMPTY
    "Nein: nicht dein Zug\n"  # R_PLAYER
    "Nein: kein solcher Stapel\n"  # R_NO_PILE
    "Nein: Karte liegt verdeckt\n"  # R_FACE_DOWN
    "Nein: schon gedrückt\n"  # R_CALLED
    "Nein: keine Spuckkarten\n"  # R_NO_SPIT
    "Nein: bringt nichts Neues\n"  # R_REVEAL
    "Nein: nichts aufzudecken\n"  # R_TURN_UP
    "Nein: nicht in dem Spiel\n"  # R_MODE
    # round summaries, the end of a game
    "SPIT drücken: weiter\n"  # GO_ON
    "SPIT drücken: zum Anfang\n"  # TO_TITLE
    "Keiner nahm einen Stapel\n"  # NOBODY_TOOK
    "Du\n"  # YOU
    "du\n"  # YOU_LOWER
    "%s: beide, %d\n"  # TOOK_BOTH
    "%s: %s %d\n"  # TOOK
    "Unentschieden\n"  # A_DRAW
    "Du gewinnst!\n"  # YOU_WIN
    "%s gewinnt\n"  # WINS
    "Runde %d vorbei\n"  # DEAL_OVER
    "Runde %d vorbei\n"  # ROUND_OVER
    "Punkte: du %d, %s %d\n"  # SCORE
    "Du hast %d, %s %d\n"  # YOU_HOLD
    "Wer zuerst %d Punkte hat\n"  # FIRST_TO
    "Bei %d: weniger gewinnt\n"  # AT_LOWEST
    "Keine Karten mehr: Sieg\n"  # NO_CARDS_WINS
    "%s hat %d Punkte\n"  # REACHED
    "Du hast keine Karten mehr\n"  # YOU_NONE
    "%s hat keine Karten mehr\n"  # HAS_NONE
    "Weniger Punkte: %s\n"  # LOWEST_WINS
    "Gleich; weniger Karten: %s\n"  # TIED_FEWER
    "Gleiche Punkte und Karten\n"  # SAME_BOTH
    "Gleich viele Karten\n"  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s\n"  # MATCH_SCORE
    "Match %s %d-%d %s\n"  # MATCH_SHORT
    "Match unentschieden %d-%d\n"  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Statistik: %s\n"  # STATS_OF
    "Statistik: 2 Spieler\n"  # STATS_TWO
    "Gegeneinander\n"  # H2H
    "Spiele %d  gewonnen %d\n"  # GAMES_WON
    "Punkte %d  Hauen %d\n"  # POINTS_SLAPS
    "Serie %d  beste %d\n"  # STREAK
    "Tempo %s  Reaktion %s\n"  # FASTEST
    "CPU-Stufe %s  Matches %d\n"  # BEAT_CPU
    "Noch nie gegeneinander\n"  # NO_H2H
    "Stufe %d: %d Siege in %d\n"  # LEVEL
    "Spiele %d\n"  # GAMES
    "Spit %d Punkte %d Speed %d\n"  # PLAYED
    "Bestenliste\n"  # HALL
    "Eine Taste: zum Anfang\n"  # ANY_TITLE
    "Blitzsieg\n"  # FASTEST_WIN
    "Beste Serie\n"  # BEST_STREAK
    "Top-Reaktion\n"  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Neustart: Fehler oder hängen\n"  # RESTARTED
    "Statistik war beschädigt\n"  # DAMAGED
    "Statistik neuerer Firmware\n"  # NEWER
    "Falsche Einstellung: Log\n"  # BAD_SETTINGS
    "Stromausfall: Statistik weg\n"  # POWER_CUT
    "DEMO - drück eine Taste\n"  # DEMO
    "Batterie leer: jetzt laden\n"  # BATTERY_EMPTY
    "Batterie schwach: bald laden\n"  # BATTERY_LOW
    "Nicht gesichert: %s\n"  # NOT_SAVED
    "Hoppla - Neustart\n"  # OOPS_RESTART
    "Hoppla - ein Fehler\n"  # OOPS
    "Mehr steht im Log\n"  # LOG_DETAILS
    "Seite A\n"  # PLAYER_A
    "Seite B\n"  # PLAYER_B
    "Sprache?\n"  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 wählen, L/R ändern\n"  # FOOT_SETTINGS
    "SPIT drücken\n"  # PRESS_SPIT
    "SPIT: weiter  L/R: löschen\n"  # STATS_FOOT
    "SPIT: zurück  L/R: löschen\n"  # STATS_FOOT_LAST
    "Statistik: gegen CPU\n"  # STATS_VS_CPU
    "SPIT weiter P1 Name P5 löschen\n"  # PLAYER_FOOT_MORE
    "SPIT zurück P1 Name P5 löschen\n"  # PLAYER_FOOT_BACK
    "Statistik kaputt (Strom?)\n"  # STATS_DAMAGED
    "Siege: %s %d, %s %d\n"  # WON_BOTH
    "Bestes Hauen %d ms (%s)\n"  # FASTEST_SLAP
    "Bestes Hauen -\n"  # FASTEST_SLAP_NONE
    "Beste Serie: %d Siege (%s)\n"  # STREAK_WINS
    "Beste Serie: 1 Sieg (%s)\n"  # STREAK_WIN
    "Beste Serie -\n"  # STREAK_NONE
    "Strom weg: Statistik neu (%d)\n"  # CUT_RESET
    "Falsch: %s (Log)\n"  # BAD_SETTING
    "%s SPIT weiter\n"  # SPIT_NEXT
    "%s SPIT weiter\n"  # SPIT_ON
    "Stapel\n"  # THE_PILE
    "SCHWACH\n"  # GAUGE_LOW
    "LEER\n"  # GAUGE_EMPTY
    "%s gewinnt das Match %d-%d\n"  # MATCH_WON
    "Akku %s\n"  # GAUGE
    "Nein: %s gibt es schon\n"  # NAME_TAKEN
    "Nein: %s sitzt auf Seite %s\n"  # PLAYS_AT
    # the hardware test
    "GERÄTETEST  Bild: %s\n"  # HW_TITLE
    "drück jede Taste einmal\n"  # HW_PRESS_ALL
    "geht %d/%d   gedrückt %d\n"  # HW_WORKED
    "Ende: einen SPIT %d-mal schnell drücken\n"  # HW_LEAVE
    "zuletzt: %s %s  Taste %d  Pin %s\n"  # HW_LAST
    "Scan %d ms (Schritt %s)  Runde %d ms  Verzug %d ms\n"  # HW_STATS
    "frei %d Bytes\n"  # HW_FREE
    "frei: hier nicht gemessen\n"  # HW_FREE_NA
    "   Akku %s  VSYS %s V\n"  # HW_BATTERY
    "ROT\n"  # C_RED
    "GRÜN\n"  # C_GREEN
    "BLAU\n"  # C_BLUE
    "WEISS\n"  # C_WHITE
    "SCHWARZ\n"  # C_BLACK
)
