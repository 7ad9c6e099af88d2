# SPDX-License-Identifier: MIT
"""Luxembourgish: every word the console shows, in the order of spit.screen.words' numbers.

Loaded only while a half shows Lëtzebuergesch (spit.screen.words.load); docs/LANGUAGES.md has its
glossary of the game's words. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Spillen",  # PLAY
    "Astellungen",  # SETTINGS
    "Statistik",  # STATISTICS
    "Sou gëtt gespillt",  # HOW_TO
    "Weiderspillen",  # RESUME
    "Spill ophalen",  # QUIT
    "Paus",  # PAUSED
    "Statistik läschen?",  # RESET_Q
    "Nee - behalen",  # KEEP_ALL
    "Jo - alles läschen",  # RESET_ALL
    "%s läschen?",  # DELETE_Q
    "Nee - %s bleift",  # KEEP_HIM
    "Jo - %s läschen",  # DELETE_HIM
    "Zréck",  # BACK
    "Apparattest",  # HWTEST
    "Sprooch",  # LANGUAGE
    # settings rows
    "Spill",  # S_GAME
    "CPU-Spiller",  # S_CPU
    "CPU-Stuf",  # S_CPU_LEVEL
    "Handstapelen",  # S_STOCKS
    "Schloen",  # S_SLAP
    "Rout/schwaarz",  # S_ALT
    "Selwer opdecken",  # S_AUTO_FLIP
    "Wäertung",  # S_SCORING
    "Punkteziel",  # S_TARGET
    "Match",  # S_MATCH
    "Speed-Säiten",  # S_SPEED_SIDES
    "Lautstäerkt",  # S_VOLUME
    "Virgab %s",  # S_HANDICAP
    "4 Kaartefaarwen",  # S_FOUR
    "Hellegkeet",  # S_BRIGHTNESS
    "Méi däischter",  # S_DIM
    "Aus no",  # S_DARK
    "Batterie",  # S_BATTERY
    # settings values
    "un",  # V_ON
    "aus",  # V_OFF
    "spillt %s",  # V_PLAYS
    "normal",  # V_STANDARD
    "Punkten",  # V_POINTS
    "ee Spill",  # V_ONE_GAME
    "bescht vun %d",  # V_BEST_OF
    "lues",  # V_LOW
    "haart",  # V_HIGH
    "%d Minutten",  # V_AFTER_MIN
    "ni",  # V_NEVER
    "keng/USB",  # V_NONE_USB
    "fix",  # V_FIXED
    "geet net",  # V_NOT_WITH_ALT
    # the player pick, initials
    "Wie spillt hei?",  # WHO
    "P1/P2 P4/P5 wielen, SPIT ok",  # PICK_FOOT
    "Zréck zum Ufank",  # BACK_TITLE
    "Neie Spiller",  # NEW_PLAYER
    "Gaascht",  # GUEST
    "%s: prett",  # READY
    "Waard op déi aner Säit",  # WAIT_OTHER
    "Nee: schonn %d Spiller",  # FULL
    "Nee: ee muss e Mënsch sinn",  # ONE_PERSON
    "%s ëmbenennen (P1: zréck)",  # RENAME
    "P2/P4 Buschtaf L/R SPIT ok",  # INITIALS_FOOT
    # how to play
    "P1-P5: déi iewescht Kaart",  # HOWTO_1
    "kënnt op e Spaustapel,",  # HOWTO_2
    "eent méi héich oder déif.",  # HOWTO_3
    "Eidel Plaz: fir d'éischt si,",  # HOWTO_4
    "dann de Stapel mat der Kaart.",  # HOWTO_5
    "Fest? Allebéid SPIT drécken:",  # HOWTO_6
    "nei Spaukaarten. Enn:",  # HOWTO_7
    "schlo op dee klengen (L/R).",  # HOWTO_8
    "SPIT 2 s halen: Paus.",  # HOWTO_9
    "Keng Kaarte méi: gewonnen!",  # HOWTO_10
    "SPIT: weider  soss: zréck",  # HOWTO_FOOT1
    "Eng Tast: zréck zum Ufank",  # HOWTO_FOOT2
    # the table's lines
    "P1-P5 leeën, L/R zilen",  # PLAY_AIM
    "Geschloen! Waard op %s",  # SLAPPED_WAIT
    "%s schléit! Du: ",  # SLAPPED_YOU
    "Schlo op L oder R!",  # ESCAPE
    "Schlo de klengen: ",  # SLAP_SMALLER
    "Huel een: ",  # TAKE_PILE
    "%s wielt e Stapel...",  # PICKS_PILE
    "Waard op SPIT vun %s",  # WAIT_SPIT
    "Keng Spaukaarten: %s",  # NO_SPIT_CARDS
    "SPIT drécken: et geet lass",  # PRESS_START
    "Ronn %d: SPIT drécken",  # ROUND_PRESS
    "Du hues %d: SPIT drécken",  # HOLD_PRESS
    "Näischt geet: SPIT drécken",  # NO_MOVES
    "Fest: SPIT drécken",  # STALEMATE
    "Du %d - %s %d (bis %d)",  # SPEED_SCORE
    "Du %d, %s %d: manner gewënnt",  # LOW_WINS
    "Du %d %s %d manner!",  # LOW_WINS_SHORT
    "Elo de Stapel dozou",  # MOVE_FROM
    "Ze spéit: %s war vir",  # LATE
    "Halen: Paus ",  # HOLD_PAUSE
    # refusals
    "Nee: wiel mat L oder R",  # NO_PICK_LR
    "Nee: %s wielt",  # NO_PICKS
    "Nee: waard, %s schléit",  # NO_WAIT_SLAP
    "Nee: schlo mat L oder R",  # NO_SLAP_LR
    "Nee: ze laang gewaart",  # NO_TIMEOUT
    "Zuch ofgebrach",  # CANCELLED
    "Tasten nei gelies",  # RESYNCED
    "Nee: net elo",  # NO_NOT_NOW
    "Nee: ze fréi",  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "Nee: net elo",  # R_NOT_NOW
    "Nee: do läit keng Kaart",  # R_NO_CARD
    "Nee: passt net",  # R_RANK
    "Nee: déiselwecht Faarf",  # R_COLOUR
    "Nee: Plaz net eidel",  # R_NOT_EMPTY
    "Nee: net däin Zuch",  # R_PLAYER
    "Nee: kee Stapel do",  # R_NO_PILE
    "Nee: Kaart läit verdeckt",  # R_FACE_DOWN
    "Nee: schonn gedréckt",  # R_CALLED
    "Nee: keng Spaukaarten",  # R_NO_SPIT
    "Nee: bréngt näischt Neies",  # R_REVEAL
    "Nee: näischt opzedecken",  # R_TURN_UP
    "Nee: net an dësem Spill",  # R_MODE
    # big words (at most 7 characters)
    "SPAU!",  # W_SPIT
    "SCHLO!",  # W_SLAP
    "WIEL",  # W_PICK
    "WAARD",  # W_WAIT
    "GEWONN",  # W_WIN
    "VERLUER",  # W_LOSE
    "GLÄICH",  # W_DRAW
    # the game's end on the table, and why
    "Gewonnen: ",  # YOU_WIN_
    "Sieg %s: ",  # WINS_
    "Remis: ",  # A_DRAW_
    "%d erreecht",  # WHY_TARGET
    "manner Punkten",  # WHY_LOWEST
    "manner Kaarten",  # WHY_FEWER
    "gläich Punkten",  # WHY_SAME_SCORE
    "keng Kaarten",  # WHY_NO_CARDS
    "Kaarte gläich",  # WHY_SAME_CARDS
    # round summaries, the end of a game
    "SPIT drécken: weider",  # GO_ON
    "SPIT drécken: zum Ufank",  # TO_TITLE
    "Keen huet e Stapel geholl",  # NOBODY_TOOK
    "Du",  # YOU
    "du",  # YOU_LOWER
    "%s: allebéid, %d",  # TOOK_BOTH
    "%s: %s %d",  # TOOK
    "Onentschidden",  # A_DRAW
    "Du hues gewonnen!",  # YOU_WIN
    "%s gewënnt",  # WINS
    "Ronn %d eriwwer",  # DEAL_OVER
    "Ronn %d eriwwer",  # ROUND_OVER
    "Punkten: du %d, %s %d",  # SCORE
    "Du hues %d, %s %d",  # YOU_HOLD
    "Wien als éischt %d huet",  # FIRST_TO
    "Bei %d: manner gewënnt",  # AT_LOWEST
    "Keng Kaarte méi: gewonnen",  # NO_CARDS_WINS
    "%s huet %d Punkten",  # REACHED
    "Du hues keng Kaarte méi",  # YOU_NONE
    "%s huet keng Kaarte méi",  # HAS_NONE
    "Manner Punkten: %s",  # LOWEST_WINS
    "Gläich; manner Kaarten: %s",  # TIED_FEWER
    "Selwecht Punkten a Kaarten",  # SAME_BOTH
    "Gläich vill Kaarten",  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s",  # MATCH_SCORE
    "Match %s %d-%d %s",  # MATCH_SHORT
    "Match onentschidden %d-%d",  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Statistik: %s",  # STATS_OF
    "Statistik: 2 Spiller",  # STATS_TWO
    "Géinteneen",  # H2H
    "Spiller %d  gewonnen %d",  # GAMES_WON
    "Punkten %d  Schléi %d",  # POINTS_SLAPS
    "Serie %d  bescht %d",  # STREAK
    "Tempo %s  Reflex %s",  # FASTEST
    "CPU-Stuf %s  Matcher %d",  # BEAT_CPU
    "Nach keng Spiller géinteneen",  # NO_H2H
    "Stuf %d: %d vun %d besiegt",  # LEVEL
    "Spiller %d",  # GAMES
    "Spit %d Punkte %d Speed %d",  # PLAYED
    "Beschtelëscht",  # HALL
    "Eng Tast: zum Ufank",  # ANY_TITLE
    "Bletzgewënn",  # FASTEST_WIN
    "Bescht Serie",  # BEST_STREAK
    "Reaktioun",  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Neistart: Feeler oder hänken",  # RESTARTED
    "Statistik war futti",  # DAMAGED
    "Statistik vun neierer Firmware",  # NEWER
    "Falsch Astellung: Log",  # BAD_SETTINGS
    "Stroumausfall: Statistik ewech",  # POWER_CUT
    "DEMO - dréck eng Tast",  # DEMO
    "Batterie eidel: elo lueden",  # BATTERY_EMPTY
    "Batterie schwaach: bal lueden",  # BATTERY_LOW
    "Net gespäichert: %s",  # NOT_SAVED
    "Hoppla - Neistart",  # OOPS_RESTART
    "Hoppla - e Feeler",  # OOPS
    "Méi steet am Log",  # LOG_DETAILS
    "Säit A",  # PLAYER_A
    "Säit B",  # PLAYER_B
    "Sprooch?",  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 wielen, SPIT ok",  # FOOT_MENU
    "P1/P2 P4/P5 wielen, L/R änneren",  # FOOT_SETTINGS
    "SPIT drécken",  # PRESS_SPIT
    "SPIT: weider  L/R: läschen",  # STATS_FOOT
    "SPIT: zréck  L/R: läschen",  # STATS_FOOT_LAST
    "Statistik: géint CPU",  # STATS_VS_CPU
    "%s spillt dës Säit",  # PLAYS_SIDE
    "SPIT weider P1 Numm P5 läschen",  # PLAYER_FOOT_MORE
    "SPIT zréck P1 Numm P5 läschen",  # PLAYER_FOOT_BACK
)
