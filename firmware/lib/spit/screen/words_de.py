# SPDX-License-Identifier: MIT
"""German: every word the console shows, in the order of spit.screen.words' numbers.

Loaded only while a half shows Deutsch (spit.screen.words.load); docs/LANGUAGES.md has its
glossary of the game's words. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Spielen",  # PLAY
    "Einstellungen",  # SETTINGS
    "Statistik",  # STATISTICS
    "So wird gespielt",  # HOW_TO
    "Weiterspielen",  # RESUME
    "Spiel beenden",  # QUIT
    "Pause",  # PAUSED
    "Statistik löschen?",  # RESET_Q
    "Nein - behalten",  # KEEP_ALL
    "Ja - alles löschen",  # RESET_ALL
    "%s löschen?",  # DELETE_Q
    "Nein - %s bleibt",  # KEEP_HIM
    "Ja - %s löschen",  # DELETE_HIM
    "Zurück",  # BACK
    "Gerätetest",  # HWTEST
    "Sprache",  # LANGUAGE
    # settings rows
    "Spiel",  # S_GAME
    "CPU-Spieler",  # S_CPU
    "CPU-Stufe",  # S_CPU_LEVEL
    "Handstapel",  # S_STOCKS
    "Hauen",  # S_SLAP
    "Farben wechseln",  # S_ALT
    "Selbst umdrehen",  # S_AUTO_FLIP
    "Wertung",  # S_SCORING
    "Punkteziel",  # S_TARGET
    "Match",  # S_MATCH
    "Speed-Seiten",  # S_SPEED_SIDES
    "Lautstärke",  # S_VOLUME
    "Vorgabe %s",  # S_HANDICAP
    "4 Kartenfarben",  # S_FOUR
    "Helligkeit",  # S_BRIGHTNESS
    "Dunkler nach",  # S_DIM
    "Aus nach",  # S_DARK
    "Batterie",  # S_BATTERY
    # settings values
    "an",  # V_ON
    "aus",  # V_OFF
    "spielt %s",  # V_PLAYS
    "normal",  # V_STANDARD
    "Punkte",  # V_POINTS
    "ein Spiel",  # V_ONE_GAME
    "bester aus %d",  # V_BEST_OF
    "leise",  # V_LOW
    "laut",  # V_HIGH
    "nach %d Min.",  # V_AFTER_MIN
    "nie",  # V_NEVER
    "keine/USB",  # V_NONE_USB
    "fest",  # V_FIXED
    "geht nicht",  # V_NOT_WITH_ALT
    # the player pick, initials
    "Wer spielt hier?",  # WHO
    "P1/P2 P4/P5 wählen, SPIT ok",  # PICK_FOOT
    "Zurück zum Anfang",  # BACK_TITLE
    "Neuer Spieler",  # NEW_PLAYER
    "Gast",  # GUEST
    "%s: bereit",  # READY
    "Warte auf die andere Seite",  # WAIT_OTHER
    "Nein: schon %d Spieler",  # FULL
    "Nein: einer muss Mensch sein",  # ONE_PERSON
    "%s ändern (P1: zurück)",  # RENAME
    "P2/P4 Buchstabe L/R SPIT ok",  # INITIALS_FOOT
    # how to play
    "P1-P5: die oberste Karte",  # HOWTO_1
    "kommt auf einen Spuckstapel,",  # HOWTO_2
    "eins höher oder tiefer.",  # HOWTO_3
    "Leerer Platz: erst ihn, dann",  # HOWTO_4
    "den Stapel mit der Karte.",  # HOWTO_5
    "Fest? Beide drücken SPIT:",  # HOWTO_6
    "neue Spuckkarten. Ende:",  # HOWTO_7
    "hau auf den kleineren (L/R).",  # HOWTO_8
    "SPIT 2 s halten: Pause.",  # HOWTO_9
    "Keine Karten mehr: gewonnen!",  # HOWTO_10
    "SPIT: weiter  sonst: zurück",  # HOWTO_FOOT1
    "Eine Taste: zurück zum Anfang",  # HOWTO_FOOT2
    # the table's lines
    "P1-P5 legen, L/R zielen",  # PLAY_AIM
    "Gehauen! Warte auf %s",  # SLAPPED_WAIT
    "%s haut! Du: ",  # SLAPPED_YOU
    "Hau auf L oder R!",  # ESCAPE
    "Hau den kleineren: ",  # SLAP_SMALLER
    "Nimm einen: ",  # TAKE_PILE
    "%s wählt einen...",  # PICKS_PILE
    "Warte auf SPIT von %s",  # WAIT_SPIT
    "Keine Spuckkarten: %s",  # NO_SPIT_CARDS
    "SPIT drücken: los geht's",  # PRESS_START
    "Runde %d: SPIT drücken",  # ROUND_PRESS
    "Du hast %d: SPIT drücken",  # HOLD_PRESS
    "Nichts geht: SPIT drücken",  # NO_MOVES
    "Festgefahren: SPIT drücken",  # STALEMATE
    "Du %d - %s %d (bis %d)",  # SPEED_SCORE
    "Du %d, %s %d: weniger gewinnt",  # LOW_WINS
    "Du %d %s %d weniger!",  # LOW_WINS_SHORT
    "Jetzt der Stapel dazu",  # MOVE_FROM
    "Zu spät: %s war vorn",  # LATE
    "Halten: Pause ",  # HOLD_PAUSE
    # refusals
    "Nein: wähle mit L oder R",  # NO_PICK_LR
    "Nein: %s wählt",  # NO_PICKS
    "Nein: warte, %s haut",  # NO_WAIT_SLAP
    "Nein: hau mit L oder R",  # NO_SLAP_LR
    "Nein: zu lange gewartet",  # NO_TIMEOUT
    "Zug abgebrochen",  # CANCELLED
    "Tasten neu gelesen",  # RESYNCED
    "Nein: nicht jetzt",  # NO_NOT_NOW
    "Nein: zu früh",  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "Nein: nicht jetzt",  # R_NOT_NOW
    "Nein: da liegt keine Karte",  # R_NO_CARD
    "Nein: passt nicht",  # R_RANK
    "Nein: gleiche Farbe",  # R_COLOUR
    "Nein: Platz nicht leer",  # R_NOT_EMPTY
    "Nein: nicht dein Zug",  # R_PLAYER
    "Nein: kein solcher Stapel",  # R_NO_PILE
    "Nein: Karte liegt verdeckt",  # R_FACE_DOWN
    "Nein: schon gedrückt",  # R_CALLED
    "Nein: keine Spuckkarten",  # R_NO_SPIT
    "Nein: bringt nichts Neues",  # R_REVEAL
    "Nein: nichts aufzudecken",  # R_TURN_UP
    "Nein: nicht in dem Spiel",  # R_MODE
    # big words (at most 7 characters)
    "SPUCKE!",  # W_SPIT
    "HAU!",  # W_SLAP
    "WÄHLE",  # W_PICK
    "WARTE",  # W_WAIT
    "SIEG",  # W_WIN
    "SCHADE",  # W_LOSE
    "REMIS",  # W_DRAW
    # the game's end on the table, and why
    "Dein Sieg: ",  # YOU_WIN_
    "Sieg %s: ",  # WINS_
    "Remis: ",  # A_DRAW_
    "%d erreicht",  # WHY_TARGET
    "weniger Punkte",  # WHY_LOWEST
    "weniger Karten",  # WHY_FEWER
    "gleiche Punkte",  # WHY_SAME_SCORE
    "keine Karten",  # WHY_NO_CARDS
    "Karten gleich",  # WHY_SAME_CARDS
    # round summaries, the end of a game
    "SPIT drücken: weiter",  # GO_ON
    "SPIT drücken: zum Anfang",  # TO_TITLE
    "Keiner nahm einen Stapel",  # NOBODY_TOOK
    "Du",  # YOU
    "du",  # YOU_LOWER
    "%s: beide, %d",  # TOOK_BOTH
    "%s: %s %d",  # TOOK
    "Unentschieden",  # A_DRAW
    "Du gewinnst!",  # YOU_WIN
    "%s gewinnt",  # WINS
    "Runde %d vorbei",  # DEAL_OVER
    "Runde %d vorbei",  # ROUND_OVER
    "Punkte: du %d, %s %d",  # SCORE
    "Du hast %d, %s %d",  # YOU_HOLD
    "Wer zuerst %d Punkte hat",  # FIRST_TO
    "Bei %d: weniger gewinnt",  # AT_LOWEST
    "Keine Karten mehr: Sieg",  # NO_CARDS_WINS
    "%s hat %d Punkte",  # REACHED
    "Du hast keine Karten mehr",  # YOU_NONE
    "%s hat keine Karten mehr",  # HAS_NONE
    "Weniger Punkte: %s",  # LOWEST_WINS
    "Gleich; weniger Karten: %s",  # TIED_FEWER
    "Gleiche Punkte und Karten",  # SAME_BOTH
    "Gleich viele Karten",  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s",  # MATCH_SCORE
    "Match %s %d-%d %s",  # MATCH_SHORT
    "Match unentschieden %d-%d",  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Statistik: %s",  # STATS_OF
    "Statistik: 2 Spieler",  # STATS_TWO
    "Gegeneinander",  # H2H
    "Spiele %d  gewonnen %d",  # GAMES_WON
    "Punkte %d  Hauen %d",  # POINTS_SLAPS
    "Serie %d  beste %d",  # STREAK
    "Tempo %s  Reaktion %s",  # FASTEST
    "CPU-Stufe %s  Matches %d",  # BEAT_CPU
    "Noch nie gegeneinander",  # NO_H2H
    "Stufe %d: %d Siege in %d",  # LEVEL
    "Spiele %d",  # GAMES
    "Spit %d Punkte %d Speed %d",  # PLAYED
    "Bestenliste",  # HALL
    "Eine Taste: zum Anfang",  # ANY_TITLE
    "Blitzsieg",  # FASTEST_WIN
    "Beste Serie",  # BEST_STREAK
    "Top-Reaktion",  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Neustart: Fehler oder hängen",  # RESTARTED
    "Statistik war beschädigt",  # DAMAGED
    "Statistik neuerer Firmware",  # NEWER
    "Falsche Einstellung: Log",  # BAD_SETTINGS
    "Stromausfall: Statistik weg",  # POWER_CUT
    "DEMO - drück eine Taste",  # DEMO
    "Batterie leer: jetzt laden",  # BATTERY_EMPTY
    "Batterie schwach: bald laden",  # BATTERY_LOW
    "Nicht gesichert: %s",  # NOT_SAVED
    "Hoppla - Neustart",  # OOPS_RESTART
    "Hoppla - ein Fehler",  # OOPS
    "Mehr steht im Log",  # LOG_DETAILS
    "Seite A",  # PLAYER_A
    "Seite B",  # PLAYER_B
    "Sprache?",  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 wählen, SPIT ok",  # FOOT_MENU
    "P1/P2 P4/P5 wählen, L/R ändern",  # FOOT_SETTINGS
    "SPIT drücken",  # PRESS_SPIT
    "SPIT: weiter  L/R: löschen",  # STATS_FOOT
    "SPIT: zurück  L/R: löschen",  # STATS_FOOT_LAST
    "Statistik: gegen CPU",  # STATS_VS_CPU
    "%s spielt diese Seite",  # PLAYS_SIDE
    "SPIT weiter P1 Name P5 löschen",  # PLAYER_FOOT_MORE
    "SPIT zurück P1 Name P5 löschen",  # PLAYER_FOOT_BACK
)
