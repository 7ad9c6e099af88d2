# SPDX-License-Identifier: MIT
"""Italian: every word the console shows, in the order of spit.screen.words' numbers.

One string, a word a line (one object on the heap, and no short string interned for
good): loaded only while a half shows Italiano (spit.screen.lang.load). docs/LANGUAGES.md
has its glossary. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Gioca\n"  # PLAY
    "Impostazioni\n"  # SETTINGS
    "Statistiche\n"  # STATISTICS
    "Come si gioca\n"  # HOW_TO
    "Azzerare tutto?\n"  # RESET_Q
    "No - tienile\n"  # KEEP_ALL
    "Sì - azzera tutto\n"  # RESET_ALL
    "Cancellare %s?\n"  # DELETE_Q
    "No - tieni %s\n"  # KEEP_HIM
    "Sì - cancella %s\n"  # DELETE_HIM
    "Indietro\n"  # BACK
    "Test hardware\n"  # HWTEST
    "Lingua\n"  # LANGUAGE
    # settings rows
    "Gioco\n"  # S_GAME
    "Giocatore CPU\n"  # S_CPU
    "Livello CPU\n"  # S_CPU_LEVEL
    "Mazzetti\n"  # S_STOCKS
    "Colpo finale\n"  # S_SLAP
    "Colori alterni\n"  # S_ALT
    "Gira da sola\n"  # S_AUTO_FLIP
    "Punteggio\n"  # S_SCORING
    "Punti obiettivo\n"  # S_TARGET
    "Sfida\n"  # S_MATCH
    "Lati Speed\n"  # S_SPEED_SIDES
    "Volume\n"  # S_VOLUME
    "Handicap %s\n"  # S_HANDICAP
    "4 colori\n"  # S_FOUR
    "Luminosità\n"  # S_BRIGHTNESS
    "Abbassa dopo\n"  # S_DIM
    "Spegni dopo\n"  # S_DARK
    "Batteria\n"  # S_BATTERY
    # settings values
    "sì\n"  # V_ON
    "no\n"  # V_OFF
    "gioca %s\n"  # V_PLAYS
    "normale\n"  # V_STANDARD
    "punti\n"  # V_POINTS
    "una partita\n"  # V_ONE_GAME
    "meglio di %d\n"  # V_BEST_OF
    "basso\n"  # V_LOW
    "alto\n"  # V_HIGH
    "dopo %d min\n"  # V_AFTER_MIN
    "mai\n"  # V_NEVER
    "nessuna/USB\n"  # V_NONE_USB
    "fissa\n"  # V_FIXED
    "non possibile\n"  # V_NOT_WITH_ALT
    # the player pick, initials
    "Chi gioca qui?\n"  # WHO
    "P1/P2 P4/P5 scorri, SPIT ok\n"  # PICK_FOOT
    "Torna all'inizio\n"  # BACK_TITLE
    "Nuovo giocatore\n"  # NEW_PLAYER
    "Ospite\n"  # GUEST
    "%s: pronto\n"  # READY
    "Aspetta l'altro lato\n"  # WAIT_OTHER
    "No: già %d giocatori\n"  # FULL
    "No: serve almeno una persona\n"  # ONE_PERSON
    "Rinomina %s (P1: esci)\n"  # RENAME
    "P2/P4 lettera L/R SPIT ok\n"  # INITIALS_FOOT
    # how to play
    "P1-P5: la carta in cima\n"  # HOWTO_1
    "va su una pila centrale, un\n"  # HOWTO_2
    "punto su o giù. L/R: quale.\n"  # HOWTO_3
    "Posto vuoto: premi lui, poi\n"  # HOWTO_4
    "il mazzetto da spostare.\n"  # HOWTO_5
    "Bloccati? Tutti e due SPIT:\n"  # HOWTO_6
    "nuove carte di riserva. Fine:\n"  # HOWTO_7
    "batti la pila minore (L/R).\n"  # HOWTO_8
    "Tieni SPIT 2 s: pausa.\n"  # HOWTO_9
    "Niente più carte: hai vinto!\n"  # HOWTO_10
    "SPIT: avanti  altro: indietro\n"  # HOWTO_FOOT1
    "Un tasto: torna all'inizio\n"  # HOWTO_FOOT2
    # the pause menu (kept in play with the table's lines: spit.screen.lang.keep)
    "Riprendi\n"  # RESUME
    "Esci dal gioco\n"  # QUIT
    "Pausa\n"  # PAUSED
    "P1/P2 P4/P5 scorri, SPIT ok\n"  # FOOT_MENU
    # the table's lines
    "P1-P5 gioca, L/R mira\n"  # PLAY_AIM
    "Battuto! Aspetta %s\n"  # SLAPPED_WAIT
    "%s batte! Tu: \n"  # SLAPPED_YOU
    "Batti L o R per salvarti!\n"  # ESCAPE
    "Batti la bassa: \n"  # SLAP_SMALLER
    "Prendi una pila: \n"  # TAKE_PILE
    "%s sceglie una pila...\n"  # PICKS_PILE
    "Aspetta lo SPIT di %s\n"  # WAIT_SPIT
    "Niente riserva: ora %s\n"  # NO_SPIT_CARDS
    "Premi SPIT per iniziare\n"  # PRESS_START
    "Mano %d: premi SPIT\n"  # ROUND_PRESS
    "Hai %d carte: premi SPIT\n"  # HOLD_PRESS
    "Nessuna mossa: premi SPIT\n"  # NO_MOVES
    "Bloccati: premi SPIT\n"  # STALEMATE
    "Tu %d - %s %d (a %d)\n"  # SPEED_SCORE
    "Tu %d, %s %d: vince il meno\n"  # LOW_WINS
    "Tu %d %s %d il meno!\n"  # LOW_WINS_SHORT
    "Ora il mazzetto da muovere\n"  # MOVE_FROM
    "Tardi: %s è stato primo\n"  # LATE
    "Tieni: pausa \n"  # HOLD_PAUSE
    # refusals
    "No: scegli con L o R\n"  # NO_PICK_LR
    "No: sceglie %s\n"  # NO_PICKS
    "No: aspetta %s\n"  # NO_WAIT_SLAP
    "No: batti con L o R\n"  # NO_SLAP_LR
    # big words (at most 7 characters)
    "SPUTA!\n"  # W_SPIT
    "BATTI!\n"  # W_SLAP
    "SCEGLI\n"  # W_PICK
    "ASPETTA\n"  # W_WAIT
    "VINTO\n"  # W_WIN
    "PERSO\n"  # W_LOSE
    "PARI\n"  # W_DRAW
    # the game's end on the table, and why
    "Hai vinto: \n"  # YOU_WIN_
    "Vince %s: \n"  # WINS_
    "Pari: \n"  # A_DRAW_
    "%d punti\n"  # WHY_TARGET
    "meno punti\n"  # WHY_LOWEST
    "meno carte\n"  # WHY_FEWER
    "stessi punti\n"  # WHY_SAME_SCORE
    "carte finite\n"  # WHY_NO_CARDS
    "stesse carte\n"  # WHY_SAME_CARDS
    "%s gioca da questo lato\n"  # PLAYS_SIDE
    # refusals (outside the table's block: a game loads each when first said)
    "No: troppo tardi\n"  # NO_TIMEOUT
    "Mossa annullata\n"  # CANCELLED
    "Tasti riletti\n"  # RESYNCED
    "No: non ora\n"  # NO_NOT_NOW
    "No: troppo presto\n"  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "No: non ora\n"  # R_NOT_NOW
    "No: lì non c'è una carta\n"  # R_NO_CARD
    "No: il valore non va\n"  # R_RANK
    "No: stesso colore\n"  # R_COLOUR
    "No: il posto è pieno\n"  # R_NOT_EMPTY
    "No: non tocca a te\n"  # R_PLAYER
    "No: quella pila non c'è\n"  # R_NO_PILE
    "No: carta coperta\n"  # R_FACE_DOWN
    "No: già premuto\n"  # R_CALLED
    "No: niente riserva\n"  # R_NO_SPIT
    "No: non scopre nulla\n"  # R_REVEAL
    "No: niente da girare\n"  # R_TURN_UP
    "No: non in questo gioco\n"  # R_MODE
    # round summaries, the end of a game
    "Premi SPIT per continuare\n"  # GO_ON
    "Premi SPIT: torna all'inizio\n"  # TO_TITLE
    "Nessuno ha preso una pila\n"  # NOBODY_TOOK
    "Tu\n"  # YOU
    "tu\n"  # YOU_LOWER
    "%s: tutte e due, %d\n"  # TOOK_BOTH
    "%s: %s %d\n"  # TOOK
    "Pareggio\n"  # A_DRAW
    "Hai vinto!\n"  # YOU_WIN
    "Vince %s\n"  # WINS
    "Mano %d finita\n"  # DEAL_OVER
    "Mano %d finita\n"  # ROUND_OVER
    "Punti: tu %d, %s %d\n"  # SCORE
    "Hai %d, %s %d\n"  # YOU_HOLD
    "Vince chi arriva a %d\n"  # FIRST_TO
    "A %d: vince chi ha meno\n"  # AT_LOWEST
    "Vince chi finisce le carte\n"  # NO_CARDS_WINS
    "%s arriva a %d punti\n"  # REACHED
    "Non hai più carte\n"  # YOU_NONE
    "%s non ha più carte\n"  # HAS_NONE
    "Meno punti: %s\n"  # LOWEST_WINS
    "Pari; meno carte: %s\n"  # TIED_FEWER
    "Stessi punti e carte\n"  # SAME_BOTH
    "Stesse carte rimaste\n"  # SAME_CARDS
    # the match
    "Sfida: %s %d-%d %s\n"  # MATCH_SCORE
    "Sfida %s %d-%d %s\n"  # MATCH_SHORT
    "Sfida pari %d-%d\n"  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Statistiche: %s\n"  # STATS_OF
    "Statistiche: 2 giocatori\n"  # STATS_TWO
    "Testa a testa\n"  # H2H
    "Partite %d  vinte %d\n"  # GAMES_WON
    "Punti %d  colpi vinti %d\n"  # POINTS_SLAPS
    "Serie %d  migliore %d\n"  # STREAK
    "Lampo %s  riflessi %s\n"  # FASTEST
    "Livello CPU %s  sfide %d\n"  # BEAT_CPU
    "Ancora nessuna partita\n"  # NO_H2H
    "Livello %d: vinte %d su %d\n"  # LEVEL
    "Partite %d\n"  # GAMES
    "Spit %d Punti %d Speed %d\n"  # PLAYED
    "Albo d'oro\n"  # HALL
    "Un tasto: all'inizio\n"  # ANY_TITLE
    "Più veloce\n"  # FASTEST_WIN
    "Serie record\n"  # BEST_STREAK
    "Riflessi\n"  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Riavvio: errore o blocco\n"  # RESTARTED
    "Statistiche rovinate\n"  # DAMAGED
    "Statistiche più recenti\n"  # NEWER
    "Impostazioni errate: log\n"  # BAD_SETTINGS
    "Senza corrente: stats perse\n"  # POWER_CUT
    "DEMO - premi un tasto\n"  # DEMO
    "Batteria scarica: ricarica\n"  # BATTERY_EMPTY
    "Batteria bassa: ricarica\n"  # BATTERY_LOW
    "Non salvato: %s\n"  # NOT_SAVED
    "Ops - riavvio\n"  # OOPS_RESTART
    "Ops - un errore\n"  # OOPS
    "Dettagli nel log\n"  # LOG_DETAILS
    "Lato A\n"  # PLAYER_A
    "Lato B\n"  # PLAYER_B
    "Lingua?\n"  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 scorri, L/R cambia\n"  # FOOT_SETTINGS
    "Premi SPIT\n"  # PRESS_SPIT
    "SPIT: avanti  L/R: azzera\n"  # STATS_FOOT
    "SPIT: indietro  L/R: azzera\n"  # STATS_FOOT_LAST
    "Statistiche: contro CPU\n"  # STATS_VS_CPU
    "SPIT avanti P1 nome P5 cancella\n"  # PLAYER_FOOT_MORE
    "SPIT esci P1 nome P5 cancella\n"  # PLAYER_FOOT_BACK
    "Statistiche rovinate\n"  # STATS_DAMAGED
    "Vinte: %s %d, %s %d\n"  # WON_BOTH
    "Colpo record %d ms (%s)\n"  # FASTEST_SLAP
    "Colpo record -\n"  # FASTEST_SLAP_NONE
    "Serie record: %d vinte (%s)\n"  # STREAK_WINS
    "Serie record: 1 vinta (%s)\n"  # STREAK_WIN
    "Serie record -\n"  # STREAK_NONE
    "Corrente: stats perse (%d)\n"  # CUT_RESET
    "Errata: %s (log)\n"  # BAD_SETTING
    "%s SPIT avanti\n"  # SPIT_NEXT
    "%s SPIT avanti\n"  # SPIT_ON
    "pila\n"  # THE_PILE
    "BASSA\n"  # GAUGE_LOW
    "VUOTA\n"  # GAUGE_EMPTY
    "%s vince la sfida %d-%d\n"  # MATCH_WON
    "Batteria %s\n"  # GAUGE
    "No: %s c'è già\n"  # NAME_TAKEN
    "No: %s è già al lato %s\n"  # PLAYS_AT
    # the hardware test
    "TEST HARDWARE  schermo: %s\n"  # HW_TITLE
    "premi ogni tasto una volta\n"  # HW_PRESS_ALL
    "funzionano %d/%d   premuti %d\n"  # HW_WORKED
    "esci: premi un SPIT %d volte, veloce\n"  # HW_LEAVE
    "ultimo: %s %s  tasto %d  pin %s\n"  # HW_LAST
    "scan %d ms (passo %s)  ciclo %d ms  ritardo %d ms\n"  # HW_STATS
    "libera %d byte\n"  # HW_FREE
    "libera: non misurata qui\n"  # HW_FREE_NA
    "   batteria %s  VSYS %s V\n"  # HW_BATTERY
    "ROSSO\n"  # C_RED
    "VERDE\n"  # C_GREEN
    "BLU\n"  # C_BLUE
    "BIANCO\n"  # C_WHITE
    "NERO\n"  # C_BLACK
)
