# SPDX-License-Identifier: MIT
"""English: every word the console shows, in the order of spit.screen.words' numbers.

Loaded only while a half shows English (spit.screen.words.load); docs/LANGUAGES.md has its
glossary of the game's words. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Play",  # PLAY
    "Settings",  # SETTINGS
    "Statistics",  # STATISTICS
    "How to play",  # HOW_TO
    "Resume",  # RESUME
    "Quit game",  # QUIT
    "Paused",  # PAUSED
    "Reset statistics?",  # RESET_Q
    "No - keep them",  # KEEP_ALL
    "Yes - reset all",  # RESET_ALL
    "Delete %s?",  # DELETE_Q
    "No - keep %s",  # KEEP_HIM
    "Yes - delete %s",  # DELETE_HIM
    "Back",  # BACK
    "Hardware test",  # HWTEST
    "Language",  # LANGUAGE
    # settings rows
    "Game",  # S_GAME
    "CPU player",  # S_CPU
    "CPU level",  # S_CPU_LEVEL
    "Stock piles",  # S_STOCKS
    "Slap race",  # S_SLAP
    "Alt. colours",  # S_ALT
    "Auto flip",  # S_AUTO_FLIP
    "Scoring",  # S_SCORING
    "Points target",  # S_TARGET
    "Match",  # S_MATCH
    "Speed sides",  # S_SPEED_SIDES
    "Volume",  # S_VOLUME
    "Handicap %s",  # S_HANDICAP
    "4-colour deck",  # S_FOUR
    "Brightness",  # S_BRIGHTNESS
    "Dim screen",  # S_DIM
    "Screen off",  # S_DARK
    "Battery",  # S_BATTERY
    # settings values
    "on",  # V_ON
    "off",  # V_OFF
    "plays %s",  # V_PLAYS
    "standard",  # V_STANDARD
    "points",  # V_POINTS
    "one game",  # V_ONE_GAME
    "best of %d",  # V_BEST_OF
    "low",  # V_LOW
    "high",  # V_HIGH
    "after %d min",  # V_AFTER_MIN
    "never",  # V_NEVER
    "none/USB",  # V_NONE_USB
    "fixed",  # V_FIXED
    "not w/ alt.",  # V_NOT_WITH_ALT
    # the player pick, initials
    "Who plays here?",  # WHO
    "P1/P2 P4/P5 move, SPIT pick",  # PICK_FOOT
    "Back to the title",  # BACK_TITLE
    "New player",  # NEW_PLAYER
    "Guest",  # GUEST
    "%s: ready",  # READY
    "Waiting for the other side",  # WAIT_OTHER
    "No: %d players kept",  # FULL
    "No: one side must be a person",  # ONE_PERSON
    "Rename %s (P1: back)",  # RENAME
    "P2/P4 letter L/R move SPIT ok",  # INITIALS_FOOT
    # how to play
    "P1-P5: that pile's top card",  # HOWTO_1
    "goes on a spit pile one rank",  # HOWTO_2
    "up or down; L/R first picks.",  # HOWTO_3
    "Empty slot: tap it, then tap",  # HOWTO_4
    "the pile to move a card from.",  # HOWTO_5
    "Stuck? Both press SPIT for",  # HOWTO_6
    "new spit cards. Round over:",  # HOWTO_7
    "slap the smaller pile (L/R).",  # HOWTO_8
    "Hold SPIT 2 s to pause.",  # HOWTO_9
    "No cards left: you win!",  # HOWTO_10
    "SPIT: more   other: back",  # HOWTO_FOOT1
    "Any button: back to the title",  # HOWTO_FOOT2
    # the table's lines
    "P1-P5 play, L/R aim",  # PLAY_AIM
    "Slapped! Waiting for %s",  # SLAPPED_WAIT
    "%s slapped! You: ",  # SLAPPED_YOU
    "Slap L or R to escape!",  # ESCAPE
    "Slap smaller: ",  # SLAP_SMALLER
    "Take a pile: ",  # TAKE_PILE
    "%s picks a pile...",  # PICKS_PILE
    "Waiting for %s's SPIT",  # WAIT_SPIT
    "No spit cards: %s spits",  # NO_SPIT_CARDS
    "Press SPIT to start",  # PRESS_START
    "Round %d: press SPIT",  # ROUND_PRESS
    "You hold %d: press SPIT",  # HOLD_PRESS
    "No moves: press SPIT",  # NO_MOVES
    "Stalemate: press SPIT",  # STALEMATE
    "You %d - %s %d (to %d)",  # SPEED_SCORE
    "You %d, %s %d: lowest wins",  # LOW_WINS
    "You %d %s %d low wins",  # LOW_WINS_SHORT
    "Now the pile to move from",  # MOVE_FROM
    "Too late: %s was first",  # LATE
    "Hold to pause ",  # HOLD_PAUSE
    # refusals
    "No: pick with L or R",  # NO_PICK_LR
    "No: %s picks a pile",  # NO_PICKS
    "No: wait for %s's slap",  # NO_WAIT_SLAP
    "No: slap with L or R",  # NO_SLAP_LR
    "No: move timed out",  # NO_TIMEOUT
    "Move cancelled",  # CANCELLED
    "Keys resynced",  # RESYNCED
    "No: not now",  # NO_NOT_NOW
    "No: too early",  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "No: not now",  # R_NOT_NOW
    "No: no card there",  # R_NO_CARD
    "No: rank does not fit",  # R_RANK
    "No: same colour",  # R_COLOUR
    "No: slot not empty",  # R_NOT_EMPTY
    "No: not that player",  # R_PLAYER
    "No: no such pile",  # R_NO_PILE
    "No: card face down",  # R_FACE_DOWN
    "No: already called",  # R_CALLED
    "No: no spit cards",  # R_NO_SPIT
    "No: would reveal nothing",  # R_REVEAL
    "No: nothing to turn up",  # R_TURN_UP
    "No: not in this mode",  # R_MODE
    # big words (at most 7 characters)
    "SPIT!",  # W_SPIT
    "SLAP!",  # W_SLAP
    "PICK",  # W_PICK
    "WAIT",  # W_WAIT
    "WIN",  # W_WIN
    "LOSE",  # W_LOSE
    "DRAW",  # W_DRAW
    # the game's end on the table, and why
    "You win: ",  # YOU_WIN_
    "%s wins: ",  # WINS_
    "A draw: ",  # A_DRAW_
    "reached %d",  # WHY_TARGET
    "lowest score",  # WHY_LOWEST
    "fewer cards",  # WHY_FEWER
    "same score",  # WHY_SAME_SCORE
    "no cards left",  # WHY_NO_CARDS
    "same cards",  # WHY_SAME_CARDS
    # round summaries, the end of a game
    "Press SPIT to go on",  # GO_ON
    "Press SPIT for the title",  # TO_TITLE
    "Nobody took a pile",  # NOBODY_TOOK
    "You",  # YOU
    "you",  # YOU_LOWER
    "%s took both: %d",  # TOOK_BOTH
    "%s took %s %d",  # TOOK
    "A draw",  # A_DRAW
    "You win!",  # YOU_WIN
    "%s wins",  # WINS
    "Deal %d over",  # DEAL_OVER
    "Round %d over",  # ROUND_OVER
    "Score: you %d, %s %d",  # SCORE
    "You hold %d, %s %d",  # YOU_HOLD
    "First to %d points wins",  # FIRST_TO
    "At %d: lowest score wins",  # AT_LOWEST
    "No cards left wins",  # NO_CARDS_WINS
    "%s reached %d points",  # REACHED
    "You have no cards left",  # YOU_NONE
    "%s has no cards left",  # HAS_NONE
    "Lowest score wins: %s",  # LOWEST_WINS
    "Tied; fewer cards: %s",  # TIED_FEWER
    "Same score, same cards",  # SAME_BOTH
    "Same cards left",  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s",  # MATCH_SCORE
    "Match %s %d-%d %s",  # MATCH_SHORT
    "Match drawn %d-%d",  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Stats: %s",  # STATS_OF
    "Stats: 2 players",  # STATS_TWO
    "Head to head",  # H2H
    "Games %d  won %d",  # GAMES_WON
    "Points %d  slaps won %d",  # POINTS_SLAPS
    "Streak %d  best %d",  # STREAK
    "Fastest %s  react %s",  # FASTEST
    "Beat CPU %s  matches %d",  # BEAT_CPU
    "No games between players yet",  # NO_H2H
    "Level %d: beaten %d of %d",  # LEVEL
    "Games %d",  # GAMES
    "Spit %d Points %d Speed %d",  # PLAYED
    "Hall of fame",  # HALL
    "Any button: the title",  # ANY_TITLE
    "Fastest win",  # FASTEST_WIN
    "Best streak",  # BEST_STREAK
    "Best reaction",  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Restarted: faults or a hang",  # RESTARTED
    "Saved stats were damaged",  # DAMAGED
    "Stats of a newer firmware",  # NEWER
    "Bad settings: see the log",  # BAD_SETTINGS
    "Stats reset by a power cut",  # POWER_CUT
    "DEMO - press any button",  # DEMO
    "Battery empty: charge now",  # BATTERY_EMPTY
    "Battery low: charge soon",  # BATTERY_LOW
    "Not saved: %s",  # NOT_SAVED
    "Oops - restarting",  # OOPS_RESTART
    "Oops - an error",  # OOPS
    "The log has the details",  # LOG_DETAILS
    "Player A",  # PLAYER_A
    "Player B",  # PLAYER_B
    "Language?",  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 move, SPIT ok",  # FOOT_MENU
    "P1/P2 P4/P5 move, L/R change",  # FOOT_SETTINGS
    "Press SPIT",  # PRESS_SPIT
    "SPIT: more   L/R: reset",  # STATS_FOOT
    "SPIT: back   L/R: reset",  # STATS_FOOT_LAST
    "Stats: vs the CPU",  # STATS_VS_CPU
    "%s plays this side",  # PLAYS_SIDE
    "SPIT more P1 rename P5 delete",  # PLAYER_FOOT_MORE
    "SPIT back P1 rename P5 delete",  # PLAYER_FOOT_BACK
)
