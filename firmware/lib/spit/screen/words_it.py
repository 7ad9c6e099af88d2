# SPDX-License-Identifier: MIT
"""Italian: every word the console shows, in the order of spit.screen.words' numbers.

Loaded only while a half shows Italiano (spit.screen.words.load); docs/LANGUAGES.md has its
glossary of the game's words. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Gioca",  # PLAY
    "Impostazioni",  # SETTINGS
    "Statistiche",  # STATISTICS
    "Come si gioca",  # HOW_TO
    "Riprendi",  # RESUME
    "Esci dal gioco",  # QUIT
    "Pausa",  # PAUSED
    "Azzerare tutto?",  # RESET_Q
    "No - tienile",  # KEEP_ALL
    "Sì - azzera tutto",  # RESET_ALL
    "Cancellare %s?",  # DELETE_Q
    "No - tieni %s",  # KEEP_HIM
    "Sì - cancella %s",  # DELETE_HIM
    "Indietro",  # BACK
    "Test hardware",  # HWTEST
    "Lingua",  # LANGUAGE
    # settings rows
    "Gioco",  # S_GAME
    "Giocatore CPU",  # S_CPU
    "Livello CPU",  # S_CPU_LEVEL
    "Mazzetti",  # S_STOCKS
    "Colpo finale",  # S_SLAP
    "Colori alterni",  # S_ALT
    "Gira da sola",  # S_AUTO_FLIP
    "Punteggio",  # S_SCORING
    "Punti obiettivo",  # S_TARGET
    "Sfida",  # S_MATCH
    "Lati Speed",  # S_SPEED_SIDES
    "Volume",  # S_VOLUME
    "Handicap %s",  # S_HANDICAP
    "4 colori",  # S_FOUR
    "Luminosità",  # S_BRIGHTNESS
    "Abbassa dopo",  # S_DIM
    "Spegni dopo",  # S_DARK
    "Batteria",  # S_BATTERY
    # settings values
    "sì",  # V_ON
    "no",  # V_OFF
    "gioca %s",  # V_PLAYS
    "normale",  # V_STANDARD
    "punti",  # V_POINTS
    "una partita",  # V_ONE_GAME
    "meglio di %d",  # V_BEST_OF
    "basso",  # V_LOW
    "alto",  # V_HIGH
    "dopo %d min",  # V_AFTER_MIN
    "mai",  # V_NEVER
    "nessuna/USB",  # V_NONE_USB
    "fissa",  # V_FIXED
    "non possibile",  # V_NOT_WITH_ALT
    # the player pick, initials
    "Chi gioca qui?",  # WHO
    "P1/P2 P4/P5 scorri, SPIT ok",  # PICK_FOOT
    "Torna all'inizio",  # BACK_TITLE
    "Nuovo giocatore",  # NEW_PLAYER
    "Ospite",  # GUEST
    "%s: pronto",  # READY
    "Aspetta l'altro lato",  # WAIT_OTHER
    "No: già %d giocatori",  # FULL
    "No: serve almeno una persona",  # ONE_PERSON
    "Rinomina %s (P1: esci)",  # RENAME
    "P2/P4 lettera L/R SPIT ok",  # INITIALS_FOOT
    # how to play
    "P1-P5: la carta in cima",  # HOWTO_1
    "va su una pila centrale, un",  # HOWTO_2
    "punto su o giù. L/R: quale.",  # HOWTO_3
    "Posto vuoto: premi lui, poi",  # HOWTO_4
    "il mazzetto da spostare.",  # HOWTO_5
    "Bloccati? Tutti e due SPIT:",  # HOWTO_6
    "nuove carte di riserva. Fine:",  # HOWTO_7
    "batti la pila minore (L/R).",  # HOWTO_8
    "Tieni SPIT 2 s: pausa.",  # HOWTO_9
    "Niente più carte: hai vinto!",  # HOWTO_10
    "SPIT: avanti  altro: indietro",  # HOWTO_FOOT1
    "Un tasto: torna all'inizio",  # HOWTO_FOOT2
    # the table's lines
    "P1-P5 gioca, L/R mira",  # PLAY_AIM
    "Battuto! Aspetta %s",  # SLAPPED_WAIT
    "%s batte! Tu: ",  # SLAPPED_YOU
    "Batti L o R per salvarti!",  # ESCAPE
    "Batti la bassa: ",  # SLAP_SMALLER
    "Prendi una pila: ",  # TAKE_PILE
    "%s sceglie una pila...",  # PICKS_PILE
    "Aspetta lo SPIT di %s",  # WAIT_SPIT
    "Niente riserva: ora %s",  # NO_SPIT_CARDS
    "Premi SPIT per iniziare",  # PRESS_START
    "Mano %d: premi SPIT",  # ROUND_PRESS
    "Hai %d carte: premi SPIT",  # HOLD_PRESS
    "Nessuna mossa: premi SPIT",  # NO_MOVES
    "Bloccati: premi SPIT",  # STALEMATE
    "Tu %d - %s %d (a %d)",  # SPEED_SCORE
    "Tu %d, %s %d: vince il meno",  # LOW_WINS
    "Tu %d %s %d il meno!",  # LOW_WINS_SHORT
    "Ora il mazzetto da muovere",  # MOVE_FROM
    "Tardi: %s è stato primo",  # LATE
    "Tieni: pausa ",  # HOLD_PAUSE
    # refusals
    "No: scegli con L o R",  # NO_PICK_LR
    "No: sceglie %s",  # NO_PICKS
    "No: aspetta %s",  # NO_WAIT_SLAP
    "No: batti con L o R",  # NO_SLAP_LR
    "No: troppo tardi",  # NO_TIMEOUT
    "Mossa annullata",  # CANCELLED
    "Tasti riletti",  # RESYNCED
    "No: non ora",  # NO_NOT_NOW
    "No: troppo presto",  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "No: non ora",  # R_NOT_NOW
    "No: lì non c'è una carta",  # R_NO_CARD
    "No: il valore non va",  # R_RANK
    "No: stesso colore",  # R_COLOUR
    "No: il posto è pieno",  # R_NOT_EMPTY
    "No: non tocca a te",  # R_PLAYER
    "No: quella pila non c'è",  # R_NO_PILE
    "No: carta coperta",  # R_FACE_DOWN
    "No: già premuto",  # R_CALLED
    "No: niente riserva",  # R_NO_SPIT
    "No: non scopre nulla",  # R_REVEAL
    "No: niente da girare",  # R_TURN_UP
    "No: non in questo gioco",  # R_MODE
    # big words (at most 7 characters)
    "SPUTA!",  # W_SPIT
    "BATTI!",  # W_SLAP
    "SCEGLI",  # W_PICK
    "ASPETTA",  # W_WAIT
    "VINTO",  # W_WIN
    "PERSO",  # W_LOSE
    "PARI",  # W_DRAW
    # the game's end on the table, and why
    "Hai vinto: ",  # YOU_WIN_
    "Vince %s: ",  # WINS_
    "Pari: ",  # A_DRAW_
    "%d punti",  # WHY_TARGET
    "meno punti",  # WHY_LOWEST
    "meno carte",  # WHY_FEWER
    "stessi punti",  # WHY_SAME_SCORE
    "carte finite",  # WHY_NO_CARDS
    "stesse carte",  # WHY_SAME_CARDS
    # round summaries, the end of a game
    "Premi SPIT per continuare",  # GO_ON
    "Premi SPIT: torna all'inizio",  # TO_TITLE
    "Nessuno ha preso una pila",  # NOBODY_TOOK
    "Tu",  # YOU
    "tu",  # YOU_LOWER
    "%s: tutte e due, %d",  # TOOK_BOTH
    "%s: %s %d",  # TOOK
    "Pareggio",  # A_DRAW
    "Hai vinto!",  # YOU_WIN
    "Vince %s",  # WINS
    "Mano %d finita",  # DEAL_OVER
    "Mano %d finita",  # ROUND_OVER
    "Punti: tu %d, %s %d",  # SCORE
    "Hai %d, %s %d",  # YOU_HOLD
    "Vince chi arriva a %d",  # FIRST_TO
    "A %d: vince chi ha meno",  # AT_LOWEST
    "Vince chi finisce le carte",  # NO_CARDS_WINS
    "%s arriva a %d punti",  # REACHED
    "Non hai più carte",  # YOU_NONE
    "%s non ha più carte",  # HAS_NONE
    "Meno punti: %s",  # LOWEST_WINS
    "Pari; meno carte: %s",  # TIED_FEWER
    "Stessi punti e carte",  # SAME_BOTH
    "Stesse carte rimaste",  # SAME_CARDS
    # the match
    "Sfida: %s %d-%d %s",  # MATCH_SCORE
    "Sfida %s %d-%d %s",  # MATCH_SHORT
    "Sfida pari %d-%d",  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Statistiche: %s",  # STATS_OF
    "Statistiche: 2",  # STATS_TWO
    "Testa a testa",  # H2H
    "Partite %d  vinte %d",  # GAMES_WON
    "Punti %d  colpi vinti %d",  # POINTS_SLAPS
    "Serie %d  migliore %d",  # STREAK
    "Lampo %s  riflessi %s",  # FASTEST
    "Livello CPU %s  sfide %d",  # BEAT_CPU
    "Ancora nessuna partita",  # NO_H2H
    "Livello %d: vinte %d su %d",  # LEVEL
    "Partite %d",  # GAMES
    "Spit %d Punti %d Speed %d",  # PLAYED
    "Albo d'oro",  # HALL
    "Un tasto: all'inizio",  # ANY_TITLE
    "Più veloce",  # FASTEST_WIN
    "Serie record",  # BEST_STREAK
    "Riflessi",  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Riavvio: errore o blocco",  # RESTARTED
    "Statistiche rovinate",  # DAMAGED
    "Statistiche più recenti",  # NEWER
    "Impostazioni errate: log",  # BAD_SETTINGS
    "Senza corrente: stats perse",  # POWER_CUT
    "DEMO - premi un tasto",  # DEMO
    "Batteria scarica: ricarica",  # BATTERY_EMPTY
    "Batteria bassa: ricarica",  # BATTERY_LOW
    "Non salvato: %s",  # NOT_SAVED
    "Ops - riavvio",  # OOPS_RESTART
    "Ops - un errore",  # OOPS
    "Dettagli nel log",  # LOG_DETAILS
    "Lato A",  # PLAYER_A
    "Lato B",  # PLAYER_B
    "Lingua?",  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 scorri, SPIT ok",  # FOOT_MENU
    "P1/P2 P4/P5 scorri, L/R cambia",  # FOOT_SETTINGS
    "Premi SPIT",  # PRESS_SPIT
    "SPIT: avanti  L/R: azzera",  # STATS_FOOT
    "SPIT: indietro  L/R: azzera",  # STATS_FOOT_LAST
    "Statistiche: contro CPU",  # STATS_VS_CPU
    "%s gioca da questo lato",  # PLAYS_SIDE
    "SPIT avanti P1 nome P5 cancella",  # PLAYER_FOOT_MORE
    "SPIT esci P1 nome P5 cancella",  # PLAYER_FOOT_BACK
)
