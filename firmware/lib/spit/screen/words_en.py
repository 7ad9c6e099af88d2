# SPDX-License-Identifier: MIT
"""English: every word the console shows, in the order of spit.screen.words' numbers.

One string, a word a line (one object on the heap, and no short string interned for
good): loaded only while a half shows English (spit.screen.lang.load). docs/LANGUAGES.md
has its glossary. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Play\n"  # PLAY
    "Settings\n"  # SETTINGS
    "Statistics\n"  # STATISTICS
    "How to play\n"  # HOW_TO
    "Reset statistics?\n"  # RESET_Q
    "No - keep them\n"  # KEEP_ALL
    "Yes - reset all\n"  # RESET_ALL
    "Delete %s?\n"  # DELETE_Q
    "No - keep %s\n"  # KEEP_HIM
    "Yes - delete %s\n"  # DELETE_HIM
    "Back\n"  # BACK
    "Hardware test\n"  # HWTEST
    "Language\n"  # LANGUAGE
    # settings rows
    "Game\n"  # S_GAME
    "CPU player\n"  # S_CPU
    "CPU level\n"  # S_CPU_LEVEL
    "Stock piles\n"  # S_STOCKS
    "Slap race\n"  # S_SLAP
    "Alt. colours\n"  # S_ALT
    "Auto flip\n"  # S_AUTO_FLIP
    "Scoring\n"  # S_SCORING
    "Points target\n"  # S_TARGET
    "Match\n"  # S_MATCH
    "Speed sides\n"  # S_SPEED_SIDES
    "Volume\n"  # S_VOLUME
    "Handicap %s\n"  # S_HANDICAP
    "4-colour deck\n"  # S_FOUR
    "Brightness\n"  # S_BRIGHTNESS
    "Dim screen\n"  # S_DIM
    "Screen off\n"  # S_DARK
    "Battery\n"  # S_BATTERY
    # settings values
    "on\n"  # V_ON
    "off\n"  # V_OFF
    "plays %s\n"  # V_PLAYS
    "standard\n"  # V_STANDARD
    "points\n"  # V_POINTS
    "one game\n"  # V_ONE_GAME
    "best of %d\n"  # V_BEST_OF
    "low\n"  # V_LOW
    "high\n"  # V_HIGH
    "after %d min\n"  # V_AFTER_MIN
    "never\n"  # V_NEVER
    "none/USB\n"  # V_NONE_USB
    "fixed\n"  # V_FIXED
    "not w/ alt.\n"  # V_NOT_WITH_ALT
    # the player pick, initials
    "Who plays here?\n"  # WHO
    "P1/P2 P4/P5 move, SPIT pick\n"  # PICK_FOOT
    "Back to the title\n"  # BACK_TITLE
    "New player\n"  # NEW_PLAYER
    "Guest\n"  # GUEST
    "%s: ready\n"  # READY
    "Waiting for the other side\n"  # WAIT_OTHER
    "No: %d players kept\n"  # FULL
    "No: one side must be a person\n"  # ONE_PERSON
    "Rename %s (P1: back)\n"  # RENAME
    "P2/P4 letter L/R move SPIT ok\n"  # INITIALS_FOOT
    # how to play
    "P1-P5: that pile's top card\n"  # HOWTO_1
    "goes on a spit pile one rank\n"  # HOWTO_2
    "up or down; L/R first picks.\n"  # HOWTO_3
    "Empty slot: tap it, then tap\n"  # HOWTO_4
    "the pile to move a card from.\n"  # HOWTO_5
    "Stuck? Both press SPIT for\n"  # HOWTO_6
    "new spit cards. Round over:\n"  # HOWTO_7
    "slap the smaller pile (L/R).\n"  # HOWTO_8
    "Hold SPIT 2 s to pause.\n"  # HOWTO_9
    "No cards left: you win!\n"  # HOWTO_10
    "SPIT: more   other: back\n"  # HOWTO_FOOT1
    "Any button: back to the title\n"  # HOWTO_FOOT2
    # the pause menu (kept in play with the table's lines: spit.screen.lang.keep)
    "Resume\n"  # RESUME
    "Quit game\n"  # QUIT
    "Paused\n"  # PAUSED
    "P1/P2 P4/P5 move, SPIT ok\n"  # FOOT_MENU
    # the table's lines
    "P1-P5 play, L/R aim\n"  # PLAY_AIM
    "Slapped! Waiting for %s\n"  # SLAPPED_WAIT
    "%s slapped! You: \n"  # SLAPPED_YOU
    "Slap L or R to escape!\n"  # ESCAPE
    "Slap smaller: \n"  # SLAP_SMALLER
    "Take a pile: \n"  # TAKE_PILE
    "%s picks a pile...\n"  # PICKS_PILE
    "Waiting for %s's SPIT\n"  # WAIT_SPIT
    "No spit cards: %s spits\n"  # NO_SPIT_CARDS
    "Press SPIT to start\n"  # PRESS_START
    "Round %d: press SPIT\n"  # ROUND_PRESS
    "You hold %d: press SPIT\n"  # HOLD_PRESS
    "No moves: press SPIT\n"  # NO_MOVES
    "Stalemate: press SPIT\n"  # STALEMATE
    "You %d - %s %d (to %d)\n"  # SPEED_SCORE
    "You %d, %s %d: lowest wins\n"  # LOW_WINS
    "You %d %s %d low wins\n"  # LOW_WINS_SHORT
    "Now the pile to move from\n"  # MOVE_FROM
    "Too late: %s was first\n"  # LATE
    "Hold to pause \n"  # HOLD_PAUSE
    # refusals
    "No: pick with L or R\n"  # NO_PICK_LR
    "No: %s picks a pile\n"  # NO_PICKS
    "No: wait for %s's slap\n"  # NO_WAIT_SLAP
    "No: slap with L or R\n"  # NO_SLAP_LR
    # big words (at most 7 characters)
    "SPIT!\n"  # W_SPIT
    "SLAP!\n"  # W_SLAP
    "PICK\n"  # W_PICK
    "WAIT\n"  # W_WAIT
    "WIN\n"  # W_WIN
    "LOSE\n"  # W_LOSE
    "DRAW\n"  # W_DRAW
    # the game's end on the table, and why
    "You win: \n"  # YOU_WIN_
    "%s wins: \n"  # WINS_
    "A draw: \n"  # A_DRAW_
    "reached %d\n"  # WHY_TARGET
    "lowest score\n"  # WHY_LOWEST
    "fewer cards\n"  # WHY_FEWER
    "same score\n"  # WHY_SAME_SCORE
    "no cards left\n"  # WHY_NO_CARDS
    "same cards\n"  # WHY_SAME_CARDS
    "%s plays this side\n"  # PLAYS_SIDE
    # refusals (outside the table's block: a game loads each when first said)
    "No: move timed out\n"  # NO_TIMEOUT
    "Move cancelled\n"  # CANCELLED
    "Keys resynced\n"  # RESYNCED
    "No: not now\n"  # NO_NOT_NOW
    "No: too early\n"  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "No: not now\n"  # R_NOT_NOW
    "No: no card there\n"  # R_NO_CARD
    "No: rank does not fit\n"  # R_RANK
    "No: same colour\n"  # R_COLOUR
    "No: slot not empty\n"  # R_NOT_EMPTY
    "No: not that player\n"  # R_PLAYER
    "No: no such pile\n"  # R_NO_PILE
    "No: card face down\n"  # R_FACE_DOWN
    "No: already called\n"  # R_CALLED
    "No: no spit cards\n"  # R_NO_SPIT
    "No: would reveal nothing\n"  # R_REVEAL
    "No: nothing to turn up\n"  # R_TURN_UP
    "No: not in this mode\n"  # R_MODE
    # round summaries, the end of a game
    "Press SPIT to go on\n"  # GO_ON
    "Press SPIT for the title\n"  # TO_TITLE
    "Nobody took a pile\n"  # NOBODY_TOOK
    "You\n"  # YOU
    "you\n"  # YOU_LOWER
    "%s took both: %d\n"  # TOOK_BOTH
    "%s took %s %d\n"  # TOOK
    "A draw\n"  # A_DRAW
    "You win!\n"  # YOU_WIN
    "%s wins\n"  # WINS
    "Deal %d over\n"  # DEAL_OVER
    "Round %d over\n"  # ROUND_OVER
    "Score: you %d, %s %d\n"  # SCORE
    "You hold %d, %s %d\n"  # YOU_HOLD
    "First to %d points wins\n"  # FIRST_TO
    "At %d: lowest score wins\n"  # AT_LOWEST
    "No cards left wins\n"  # NO_CARDS_WINS
    "%s reached %d points\n"  # REACHED
    "You have no cards left\n"  # YOU_NONE
    "%s has no cards left\n"  # HAS_NONE
    "Lowest score wins: %s\n"  # LOWEST_WINS
    "Tied; fewer cards: %s\n"  # TIED_FEWER
    "Same score, same cards\n"  # SAME_BOTH
    "Same cards left\n"  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s\n"  # MATCH_SCORE
    "Match %s %d-%d %s\n"  # MATCH_SHORT
    "Match drawn %d-%d\n"  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Stats: %s\n"  # STATS_OF
    "Stats: 2 players\n"  # STATS_TWO
    "Head to head\n"  # H2H
    "Games %d  won %d\n"  # GAMES_WON
    "Points %d  slaps won %d\n"  # POINTS_SLAPS
    "Streak %d  best %d\n"  # STREAK
    "Fastest %s  react %s\n"  # FASTEST
    "Beat CPU %s  matches %d\n"  # BEAT_CPU
    "No games between players yet\n"  # NO_H2H
    "Level %d: beaten %d of %d\n"  # LEVEL
    "Games %d\n"  # GAMES
    "Spit %d Points %d Speed %d\n"  # PLAYED
    "Hall of fame\n"  # HALL
    "Any button: the title\n"  # ANY_TITLE
    "Fastest win\n"  # FASTEST_WIN
    "Best streak\n"  # BEST_STREAK
    "Best reaction\n"  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Restarted: faults or a hang\n"  # RESTARTED
    "Saved stats were damaged\n"  # DAMAGED
    "Stats of a newer firmware\n"  # NEWER
    "Bad settings: see the log\n"  # BAD_SETTINGS
    "Stats reset by a power cut\n"  # POWER_CUT
    "DEMO - press any button\n"  # DEMO
    "Battery empty: charge now\n"  # BATTERY_EMPTY
    "Battery low: charge soon\n"  # BATTERY_LOW
    "Not saved: %s\n"  # NOT_SAVED
    "Oops - restarting\n"  # OOPS_RESTART
    "Oops - an error\n"  # OOPS
    "The log has the details\n"  # LOG_DETAILS
    "Player A\n"  # PLAYER_A
    "Player B\n"  # PLAYER_B
    "Language?\n"  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 move, L/R change\n"  # FOOT_SETTINGS
    "Press SPIT\n"  # PRESS_SPIT
    "SPIT: more   L/R: reset\n"  # STATS_FOOT
    "SPIT: back   L/R: reset\n"  # STATS_FOOT_LAST
    "Stats: vs the CPU\n"  # STATS_VS_CPU
    "SPIT more P1 rename P5 delete\n"  # PLAYER_FOOT_MORE
    "SPIT back P1 rename P5 delete\n"  # PLAYER_FOOT_BACK
    "Stats damaged (power cut?)\n"  # STATS_DAMAGED
    "%s won %d   %s won %d\n"  # WON_BOTH
    "Fastest slap %d ms (%s)\n"  # FASTEST_SLAP
    "Fastest slap -\n"  # FASTEST_SLAP_NONE
    "Best streak %d wins (%s)\n"  # STREAK_WINS
    "Best streak 1 win (%s)\n"  # STREAK_WIN
    "Best streak -\n"  # STREAK_NONE
    "Power cut: stats reset (%d)\n"  # CUT_RESET
    "Bad setting: %s (log)\n"  # BAD_SETTING
    "%s, SPIT: next\n"  # SPIT_NEXT
    "%s, SPIT: on\n"  # SPIT_ON
    "the pile\n"  # THE_PILE
    "LOW\n"  # GAUGE_LOW
    "EMPTY\n"  # GAUGE_EMPTY
    "%s wins the match %d-%d\n"  # MATCH_WON
    "Battery %s\n"  # GAUGE
    "No: %s is taken\n"  # NAME_TAKEN
    "No: %s plays at %s\n"  # PLAYS_AT
    # the hardware test
    "HARDWARE TEST   screen: %s\n"  # HW_TITLE
    "press every button once\n"  # HW_PRESS_ALL
    "worked %d/%d   presses %d\n"  # HW_WORKED
    "leave: press a SPIT %d times quickly\n"  # HW_LEAVE
    "last: %s %s  key %d  pin %s\n"  # HW_LAST
    "scan %d ms (step seen %s)  loop %d ms  lag %d ms\n"  # HW_STATS
    "free %d bytes\n"  # HW_FREE
    "free: not measured here\n"  # HW_FREE_NA
    "   battery %s  VSYS %s V\n"  # HW_BATTERY
    "RED\n"  # C_RED
    "GREEN\n"  # C_GREEN
    "BLUE\n"  # C_BLUE
    "WHITE\n"  # C_WHITE
    "BLACK\n"  # C_BLACK
)
