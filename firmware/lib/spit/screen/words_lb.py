# SPDX-License-Identifier: MIT
"""Luxembourgish: every word the console shows, in the order of spit.screen.words' numbers.

One string, a word a line (one object on the heap, and no short string interned for
good): loaded only while a half shows Lëtzebuergesch (spit.screen.lang.load). docs/LANGUAGES.md
has its glossary. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Spillen\n"  # PLAY
    "Astellungen\n"  # SETTINGS
    "Statistik\n"  # STATISTICS
    "Sou gëtt gespillt\n"  # HOW_TO
    "Statistik läschen?\n"  # RESET_Q
    "Nee - behalen\n"  # KEEP_ALL
    "Jo - alles läschen\n"  # RESET_ALL
    "%s läschen?\n"  # DELETE_Q
    "Nee - %s bleift\n"  # KEEP_HIM
    "Jo - %s läschen\n"  # DELETE_HIM
    "Zréck\n"  # BACK
    "Apparattest\n"  # HWTEST
    "Sprooch\n"  # LANGUAGE
    # settings rows
    "Spill\n"  # S_GAME
    "CPU-Spiller\n"  # S_CPU
    "CPU-Stuf\n"  # S_CPU_LEVEL
    "Handstapelen\n"  # S_STOCKS
    "Schloen\n"  # S_SLAP
    "Rout/schwaarz\n"  # S_ALT
    "Selwer opdecken\n"  # S_AUTO_FLIP
    "Wäertung\n"  # S_SCORING
    "Punkteziel\n"  # S_TARGET
    "Match\n"  # S_MATCH
    "Speed-Säiten\n"  # S_SPEED_SIDES
    "Lautstäerkt\n"  # S_VOLUME
    "Virgab %s\n"  # S_HANDICAP
    "4 Kaartefaarwen\n"  # S_FOUR
    "Hellegkeet\n"  # S_BRIGHTNESS
    "Méi däischter\n"  # S_DIM
    "Aus no\n"  # S_DARK
    "Batterie\n"  # S_BATTERY
    # settings values
    "un\n"  # V_ON
    "aus\n"  # V_OFF
    "spillt %s\n"  # V_PLAYS
    "normal\n"  # V_STANDARD
    "Punkten\n"  # V_POINTS
    "ee Spill\n"  # V_ONE_GAME
    "bescht vun %d\n"  # V_BEST_OF
    "lues\n"  # V_LOW
    "haart\n"  # V_HIGH
    "%d Minutten\n"  # V_AFTER_MIN
    "ni\n"  # V_NEVER
    "keng/USB\n"  # V_NONE_USB
    "fix\n"  # V_FIXED
    "geet net\n"  # V_NOT_WITH_ALT
    # the player pick, initials
    "Wie spillt hei?\n"  # WHO
    "P1/P2 P4/P5 wielen, SPIT ok\n"  # PICK_FOOT
    "Zréck zum Ufank\n"  # BACK_TITLE
    "Neie Spiller\n"  # NEW_PLAYER
    "Gaascht\n"  # GUEST
    "%s: prett\n"  # READY
    "Waard op déi aner Säit\n"  # WAIT_OTHER
    "Nee: schonn %d Spiller\n"  # FULL
    "Nee: ee muss e Mënsch sinn\n"  # ONE_PERSON
    "%s ëmbenennen (P1: zréck)\n"  # RENAME
    "P2/P4 Buschtaf L/R SPIT ok\n"  # INITIALS_FOOT
    # how to play
    "P1-P5: déi iewescht Kaart\n"  # HOWTO_1
    "kënnt op e Spaustapel,\n"  # HOWTO_2
    "eent méi héich oder déif.\n"  # HOWTO_3
    "Eidel Plaz: fir d'éischt si,\n"  # HOWTO_4
    "dann de Stapel mat der Kaart.\n"  # HOWTO_5
    "Fest? Allebéid SPIT drécken:\n"  # HOWTO_6
    "nei Spaukaarten. Enn:\n"  # HOWTO_7
    "schlo op dee klengen (L/R).\n"  # HOWTO_8
    "SPIT 2 s halen: Paus.\n"  # HOWTO_9
    "Keng Kaarte méi: gewonnen!\n"  # HOWTO_10
    "SPIT: weider  soss: zréck\n"  # HOWTO_FOOT1
    "Eng Tast: zréck zum Ufank\n"  # HOWTO_FOOT2
    # the pause menu (kept in play with the table's lines: spit.screen.lang.keep)
    "Weiderspillen\n"  # RESUME
    "Spill ophalen\n"  # QUIT
    "Paus\n"  # PAUSED
    "P1/P2 P4/P5 wielen, SPIT ok\n"  # FOOT_MENU
    # the table's lines
    "P1-P5 leeën, L/R zilen\n"  # PLAY_AIM
    "Geschloen! Waard op %s\n"  # SLAPPED_WAIT
    "%s schléit! Du: \n"  # SLAPPED_YOU
    "Schlo op L oder R!\n"  # ESCAPE
    "Schlo de klengen: \n"  # SLAP_SMALLER
    "Huel een: \n"  # TAKE_PILE
    "%s wielt e Stapel...\n"  # PICKS_PILE
    "Waard op SPIT vun %s\n"  # WAIT_SPIT
    "Keng Spaukaarten: %s\n"  # NO_SPIT_CARDS
    "SPIT drécken: et geet lass\n"  # PRESS_START
    "Ronn %d: SPIT drécken\n"  # ROUND_PRESS
    "Du hues %d: SPIT drécken\n"  # HOLD_PRESS
    "Näischt geet: SPIT drécken\n"  # NO_MOVES
    "Fest: SPIT drécken\n"  # STALEMATE
    "Du %d - %s %d (bis %d)\n"  # SPEED_SCORE
    "Du %d, %s %d: manner gewënnt\n"  # LOW_WINS
    "Du %d %s %d manner!\n"  # LOW_WINS_SHORT
    "Elo de Stapel dozou\n"  # MOVE_FROM
    "Ze spéit: %s war vir\n"  # LATE
    "Halen: Paus \n"  # HOLD_PAUSE
    # refusals
    "Nee: wiel mat L oder R\n"  # NO_PICK_LR
    "Nee: %s wielt\n"  # NO_PICKS
    "Nee: waard, %s schléit\n"  # NO_WAIT_SLAP
    "Nee: schlo mat L oder R\n"  # NO_SLAP_LR
    # big words (at most 7 characters)
    "SPAU!\n"  # W_SPIT
    "SCHLO!\n"  # W_SLAP
    "WIEL\n"  # W_PICK
    "WAARD\n"  # W_WAIT
    "GEWONN\n"  # W_WIN
    "VERLUER\n"  # W_LOSE
    "GLÄICH\n"  # W_DRAW
    # the game's end on the table, and why
    "Gewonnen: \n"  # YOU_WIN_
    "Sieg %s: \n"  # WINS_
    "Remis: \n"  # A_DRAW_
    "%d erreecht\n"  # WHY_TARGET
    "manner Punkten\n"  # WHY_LOWEST
    "manner Kaarten\n"  # WHY_FEWER
    "gläich Punkten\n"  # WHY_SAME_SCORE
    "keng Kaarten\n"  # WHY_NO_CARDS
    "Kaarte gläich\n"  # WHY_SAME_CARDS
    "%s spillt dës Säit\n"  # PLAYS_SIDE
    # refusals (outside the table's block: a game loads each when first said)
    "Nee: ze laang gewaart\n"  # NO_TIMEOUT
    "Zuch ofgebrach\n"  # CANCELLED
    "Tasten nei gelies\n"  # RESYNCED
    "Nee: net elo\n"  # NO_NOT_NOW
    "Nee: ze fréi\n"  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "Nee: net elo\n"  # R_NOT_NOW
    "Nee: do läit keng Kaart\n"  # R_NO_CARD
    "Nee: passt net\n"  # R_RANK
    "Nee: déiselwecht Faarf\n"  # R_COLOUR
    "Nee: Plaz net eidel\n"  # R_NOT_EMPTY
    "Nee: net däin Zuch\n"  # R_PLAYER
    "Nee: kee Stapel do\n"  # R_NO_PILE
    "Nee: Kaart läit verdeckt\n"  # R_FACE_DOWN
    "Nee: schonn gedréckt\n"  # R_CALLED
    "Nee: keng Spaukaarten\n"  # R_NO_SPIT
    "Nee: bréngt näischt Neies\n"  # R_REVEAL
    "Nee: näischt opzedecken\n"  # R_TURN_UP
    "Nee: net an dësem Spill\n"  # R_MODE
    # round summaries, the end of a game
    "SPIT drécken: weider\n"  # GO_ON
    "SPIT drécken: zum Ufank\n"  # TO_TITLE
    "Keen huet e Stapel geholl\n"  # NOBODY_TOOK
    "Du\n"  # YOU
    "du\n"  # YOU_LOWER
    "%s: allebéid, %d\n"  # TOOK_BOTH
    "%s: %s %d\n"  # TOOK
    "Onentschidden\n"  # A_DRAW
    "Du hues gewonnen!\n"  # YOU_WIN
    "%s gewënnt\n"  # WINS
    "Ronn %d eriwwer\n"  # DEAL_OVER
    "Ronn %d eriwwer\n"  # ROUND_OVER
    "Punkten: du %d, %s %d\n"  # SCORE
    "Du hues %d, %s %d\n"  # YOU_HOLD
    "Wien als éischt %d huet\n"  # FIRST_TO
    "Bei %d: manner gewënnt\n"  # AT_LOWEST
    "Keng Kaarte méi: gewonnen\n"  # NO_CARDS_WINS
    "%s huet %d Punkten\n"  # REACHED
    "Du hues keng Kaarte méi\n"  # YOU_NONE
    "%s huet keng Kaarte méi\n"  # HAS_NONE
    "Manner Punkten: %s\n"  # LOWEST_WINS
    "Gläich; manner Kaarten: %s\n"  # TIED_FEWER
    "Selwecht Punkten a Kaarten\n"  # SAME_BOTH
    "Gläich vill Kaarten\n"  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s\n"  # MATCH_SCORE
    "Match %s %d-%d %s\n"  # MATCH_SHORT
    "Match onentschidden %d-%d\n"  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Statistik: %s\n"  # STATS_OF
    "Statistik: 2 Spiller\n"  # STATS_TWO
    "Géinteneen\n"  # H2H
    "Spiller %d  gewonnen %d\n"  # GAMES_WON
    "Punkten %d  Schléi %d\n"  # POINTS_SLAPS
    "Serie %d  bescht %d\n"  # STREAK
    "Tempo %s  Reflex %s\n"  # FASTEST
    "CPU-Stuf %s  Matcher %d\n"  # BEAT_CPU
    "Nach keng Spiller géinteneen\n"  # NO_H2H
    "Stuf %d: %d vun %d besiegt\n"  # LEVEL
    "Spiller %d\n"  # GAMES
    "Spit %d Punkte %d Speed %d\n"  # PLAYED
    "Beschtelëscht\n"  # HALL
    "Eng Tast: zum Ufank\n"  # ANY_TITLE
    "Bletzgewënn\n"  # FASTEST_WIN
    "Bescht Serie\n"  # BEST_STREAK
    "Reaktioun\n"  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Neistart: Feeler oder hänken\n"  # RESTARTED
    "Statistik war futti\n"  # DAMAGED
    "Statistik vun neierer Firmware\n"  # NEWER
    "Falsch Astellung: Log\n"  # BAD_SETTINGS
    "Stroumausfall: Statistik ewech\n"  # POWER_CUT
    "DEMO - dréck eng Tast\n"  # DEMO
    "Batterie eidel: elo lueden\n"  # BATTERY_EMPTY
    "Batterie schwaach: bal lueden\n"  # BATTERY_LOW
    "Net gespäichert: %s\n"  # NOT_SAVED
    "Hoppla - Neistart\n"  # OOPS_RESTART
    "Hoppla - e Feeler\n"  # OOPS
    "Méi steet am Log\n"  # LOG_DETAILS
    "Säit A\n"  # PLAYER_A
    "Säit B\n"  # PLAYER_B
    "Sprooch?\n"  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 wielen, L/R änneren\n"  # FOOT_SETTINGS
    "SPIT drécken\n"  # PRESS_SPIT
    "SPIT: weider  L/R: läschen\n"  # STATS_FOOT
    "SPIT: zréck  L/R: läschen\n"  # STATS_FOOT_LAST
    "Statistik: géint CPU\n"  # STATS_VS_CPU
    "SPIT weider P1 Numm P5 läschen\n"  # PLAYER_FOOT_MORE
    "SPIT zréck P1 Numm P5 läschen\n"  # PLAYER_FOOT_BACK
    "Statistik futti (Stroum?)\n"  # STATS_DAMAGED
    "Gewënn: %s %d, %s %d\n"  # WON_BOTH
    "Beschte Schlag %d ms (%s)\n"  # FASTEST_SLAP
    "Beschte Schlag -\n"  # FASTEST_SLAP_NONE
    "Bescht Serie: %d Siger (%s)\n"  # STREAK_WINS
    "Bescht Serie: 1 Sieg (%s)\n"  # STREAK_WIN
    "Bescht Serie -\n"  # STREAK_NONE
    "Stroum: Statistik ewech (%d)\n"  # CUT_RESET
    "Falsch: %s (Log)\n"  # BAD_SETTING
    "%s SPIT weider\n"  # SPIT_NEXT
    "%s SPIT weider\n"  # SPIT_ON
    "Stapel\n"  # THE_PILE
    "SCHWAACH\n"  # GAUGE_LOW
    "EIDEL\n"  # GAUGE_EMPTY
    "%s gewënnt de Match %d-%d\n"  # MATCH_WON
    "Akku %s\n"  # GAUGE
    "Nee: %s gëtt et schonn\n"  # NAME_TAKEN
    "Nee: %s sëtzt op der Säit %s\n"  # PLAYS_AT
    # the hardware test
    "GERÄTETEST  Schierm: %s\n"  # HW_TITLE
    "dréck all Tast eemol\n"  # HW_PRESS_ALL
    "geet %d/%d   gedréckt %d\n"  # HW_WORKED
    "Enn: e SPIT %d-mol séier drécken\n"  # HW_LEAVE
    "lescht: %s %s  Tast %d  Pin %s\n"  # HW_LAST
    "Scan %d ms (Schrëtt %s)  Ronn %d ms  Verzuch %d ms\n"  # HW_STATS
    "fräi %d Bytes\n"  # HW_FREE
    "fräi: hei net gemooss\n"  # HW_FREE_NA
    "   Akku %s  VSYS %s V\n"  # HW_BATTERY
    "ROUT\n"  # C_RED
    "GRÉNG\n"  # C_GREEN
    "BLO\n"  # C_BLUE
    "WÄISS\n"  # C_WHITE
    "SCHWAARZ\n"  # C_BLACK
)
