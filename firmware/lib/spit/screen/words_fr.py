# SPDX-License-Identifier: MIT
"""French: every word the console shows, in the order of spit.screen.words' numbers.

One string, a word a line (one object on the heap, and no short string interned for
good): loaded only while a half shows Français (spit.screen.lang.load). docs/LANGUAGES.md
has its glossary. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Jouer\n"  # PLAY
    "Réglages\n"  # SETTINGS
    "Statistiques\n"  # STATISTICS
    "Comment jouer\n"  # HOW_TO
    "Tout effacer ?\n"  # RESET_Q
    "Non - garder\n"  # KEEP_ALL
    "Oui - tout effacer\n"  # RESET_ALL
    "Effacer %s ?\n"  # DELETE_Q
    "Non - garder %s\n"  # KEEP_HIM
    "Oui - effacer %s\n"  # DELETE_HIM
    "Retour\n"  # BACK
    "Test matériel\n"  # HWTEST
    "Langue\n"  # LANGUAGE
    # settings rows
    "Jeu\n"  # S_GAME
    "Joueur CPU\n"  # S_CPU
    "Niveau CPU\n"  # S_CPU_LEVEL
    "Tas\n"  # S_STOCKS
    "Tape finale\n"  # S_SLAP
    "Rouge/noir\n"  # S_ALT
    "Retourner seul\n"  # S_AUTO_FLIP
    "Score\n"  # S_SCORING
    "Points à viser\n"  # S_TARGET
    "Match\n"  # S_MATCH
    "Côtés Speed\n"  # S_SPEED_SIDES
    "Volume\n"  # S_VOLUME
    "Handicap %s\n"  # S_HANDICAP
    "4 couleurs\n"  # S_FOUR
    "Luminosité\n"  # S_BRIGHTNESS
    "Tamiser après\n"  # S_DIM
    "Éteindre après\n"  # S_DARK
    "Pile\n"  # S_BATTERY
    # settings values
    "oui\n"  # V_ON
    "non\n"  # V_OFF
    "joue %s\n"  # V_PLAYS
    "normal\n"  # V_STANDARD
    "points\n"  # V_POINTS
    "une partie\n"  # V_ONE_GAME
    "en %d manches\n"  # V_BEST_OF
    "bas\n"  # V_LOW
    "fort\n"  # V_HIGH
    "après %d min\n"  # V_AFTER_MIN
    "jamais\n"  # V_NEVER
    "aucune/USB\n"  # V_NONE_USB
    "fixe\n"  # V_FIXED
    "impossible\n"  # V_NOT_WITH_ALT
    # the player pick, initials
    "Qui joue ici ?\n"  # WHO
    "P1/P2 P4/P5 choix, SPIT ok\n"  # PICK_FOOT
    "Retour au début\n"  # BACK_TITLE
    "Nouveau joueur\n"  # NEW_PLAYER
    "Invité\n"  # GUEST
    "%s : prêt\n"  # READY
    "On attend l'autre côté\n"  # WAIT_OTHER
    "Non : déjà %d joueurs\n"  # FULL
    "Non : il faut une personne\n"  # ONE_PERSON
    "Renommer %s (P1 : retour)\n"  # RENAME
    "P2/P4 lettre L/R SPIT ok\n"  # INITIALS_FOOT
    # how to play
    "P1-P5 : la carte du dessus\n"  # HOWTO_1
    "va sur une pile du milieu,\n"  # HOWTO_2
    "un cran au-dessus ou dessous.\n"  # HOWTO_3
    "Place vide : appuie dessus,\n"  # HOWTO_4
    "puis sur le tas à déplacer.\n"  # HOWTO_5
    "Bloqués ? Les deux SPIT :\n"  # HOWTO_6
    "cartes de réserve. Fin :\n"  # HOWTO_7
    "tape la petite pile (L/R).\n"  # HOWTO_8
    "SPIT 2 s : pause.\n"  # HOWTO_9
    "Plus de cartes : gagné !\n"  # HOWTO_10
    "SPIT : suite  autre : retour\n"  # HOWTO_FOOT1
    "Un bouton : retour au début\n"  # HOWTO_FOOT2
    # the pause menu (kept in play with the table's lines: spit.screen.lang.keep)
    "Reprendre\n"  # RESUME
    "Quitter la partie\n"  # QUIT
    "Pause\n"  # PAUSED
    "P1/P2 P4/P5 choix, SPIT ok\n"  # FOOT_MENU
    # the table's lines
    "P1-P5 pose, L/R vise\n"  # PLAY_AIM
    "Tapé! On attend %s\n"  # SLAPPED_WAIT
    "%s tape! Toi: \n"  # SLAPPED_YOU
    "Tape L ou R pour fuir!\n"  # ESCAPE
    "Tape la petite: \n"  # SLAP_SMALLER
    "Prends une pile: \n"  # TAKE_PILE
    "%s choisit une pile...\n"  # PICKS_PILE
    "On attend le SPIT de %s\n"  # WAIT_SPIT
    "Plus de réserve: à %s\n"  # NO_SPIT_CARDS
    "Appuie sur SPIT pour jouer\n"  # PRESS_START
    "Manche %d: appuie sur SPIT\n"  # ROUND_PRESS
    "Tu as %d: appuie sur SPIT\n"  # HOLD_PRESS
    "Bloqué: appuie sur SPIT\n"  # NO_MOVES
    "Bloqués: appuie sur SPIT\n"  # STALEMATE
    "Toi %d - %s %d (à %d)\n"  # SPEED_SCORE
    "Toi %d, %s %d: le moins gagne\n"  # LOW_WINS
    "Toi %d %s %d moins!\n"  # LOW_WINS_SHORT
    "Puis le tas à déplacer\n"  # MOVE_FROM
    "Trop tard: %s d'abord\n"  # LATE
    "Tiens: pause \n"  # HOLD_PAUSE
    # refusals
    "Non: choisis avec L ou R\n"  # NO_PICK_LR
    "Non: %s choisit\n"  # NO_PICKS
    "Non: attends %s\n"  # NO_WAIT_SLAP
    "Non: tape avec L ou R\n"  # NO_SLAP_LR
    # big words (at most 7 characters)
    "CRACHE!\n"  # W_SPIT
    "TAPE!\n"  # W_SLAP
    "CHOISIS\n"  # W_PICK
    "ATTENDS\n"  # W_WAIT
    "GAGNÉ\n"  # W_WIN
    "PERDU\n"  # W_LOSE
    "ÉGALITÉ\n"  # W_DRAW
    # the game's end on the table, and why
    "Gagné: \n"  # YOU_WIN_
    "%s gagne: \n"  # WINS_
    "Égalité: \n"  # A_DRAW_
    "%d atteint\n"  # WHY_TARGET
    "le plus bas\n"  # WHY_LOWEST
    "peu de cartes\n"  # WHY_FEWER
    "mêmes points\n"  # WHY_SAME_SCORE
    "sans cartes\n"  # WHY_NO_CARDS
    "cartes égales\n"  # WHY_SAME_CARDS
    "%s joue de ce côté\n"  # PLAYS_SIDE
    # refusals (outside the table's block: a game loads each when first said)
    "Non: trop attendu\n"  # NO_TIMEOUT
    "Coup annulé\n"  # CANCELLED
    "Touches relues\n"  # RESYNCED
    "Non: pas maintenant\n"  # NO_NOT_NOW
    "Non: trop tôt\n"  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "Non: pas maintenant\n"  # R_NOT_NOW
    "Non: pas de carte là\n"  # R_NO_CARD
    "Non: ça ne suit pas\n"  # R_RANK
    "Non: même couleur\n"  # R_COLOUR
    "Non: la place est prise\n"  # R_NOT_EMPTY
    "Non: pas ce joueur\n"  # R_PLAYER
    "Non: pas de pile là\n"  # R_NO_PILE
    "Non: carte cachée\n"  # R_FACE_DOWN
    "Non: déjà appuyé\n"  # R_CALLED
    "Non: plus de réserve\n"  # R_NO_SPIT
    "Non: rien à découvrir\n"  # R_REVEAL
    "Non: rien à retourner\n"  # R_TURN_UP
    "Non: pas dans ce jeu\n"  # R_MODE
    # round summaries, the end of a game
    "Appuie sur SPIT: suite\n"  # GO_ON
    "SPIT: retour au début\n"  # TO_TITLE
    "Personne n'a pris de pile\n"  # NOBODY_TOOK
    "Toi\n"  # YOU
    "toi\n"  # YOU_LOWER
    "%s: les deux, %d\n"  # TOOK_BOTH
    "%s: %s %d\n"  # TOOK
    "Égalité\n"  # A_DRAW
    "Tu as gagné !\n"  # YOU_WIN
    "%s gagne\n"  # WINS
    "Manche %d finie\n"  # DEAL_OVER
    "Manche %d finie\n"  # ROUND_OVER
    "Points: toi %d, %s %d\n"  # SCORE
    "Tu as %d, %s %d\n"  # YOU_HOLD
    "Le premier à %d gagne\n"  # FIRST_TO
    "À %d: le plus bas gagne\n"  # AT_LOWEST
    "Plus de cartes: victoire\n"  # NO_CARDS_WINS
    "%s atteint %d points\n"  # REACHED
    "Tu n'as plus de cartes\n"  # YOU_NONE
    "%s n'a plus de cartes\n"  # HAS_NONE
    "Moins de points: %s\n"  # LOWEST_WINS
    "Égal; moins de cartes: %s\n"  # TIED_FEWER
    "Mêmes points et cartes\n"  # SAME_BOTH
    "Autant de cartes\n"  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s\n"  # MATCH_SCORE
    "Match %s %d-%d %s\n"  # MATCH_SHORT
    "Match nul %d-%d\n"  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Stats : %s\n"  # STATS_OF
    "Stats: 2 joueurs\n"  # STATS_TWO
    "Face à face\n"  # H2H
    "Parties %d  gagnées %d\n"  # GAMES_WON
    "Points %d  tapes %d\n"  # POINTS_SLAPS
    "Série %d  record %d\n"  # STREAK
    "Record %s  réflexe %s\n"  # FASTEST
    "Niveau CPU %s  matchs %d\n"  # BEAT_CPU
    "Pas encore de partie\n"  # NO_H2H
    "Niveau %d: battu %d sur %d\n"  # LEVEL
    "Parties %d\n"  # GAMES
    "Spit %d Points %d Speed %d\n"  # PLAYED
    "Palmarès\n"  # HALL
    "Un bouton: au début\n"  # ANY_TITLE
    "Plus rapide\n"  # FASTEST_WIN
    "Série record\n"  # BEST_STREAK
    "Réflexes\n"  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Redémarré: erreur ou blocage\n"  # RESTARTED
    "Stats abîmées\n"  # DAMAGED
    "Stats d'un logiciel plus récent\n"  # NEWER
    "Réglage faux: voir le log\n"  # BAD_SETTINGS
    "Coupure: stats effacées\n"  # POWER_CUT
    "DÉMO - touche un bouton\n"  # DEMO
    "Pile vide: recharge vite\n"  # BATTERY_EMPTY
    "Pile faible: recharge bientôt\n"  # BATTERY_LOW
    "Pas enregistré: %s\n"  # NOT_SAVED
    "Oups - redémarrage\n"  # OOPS_RESTART
    "Oups - une erreur\n"  # OOPS
    "Détails dans le log\n"  # LOG_DETAILS
    "Joueur A\n"  # PLAYER_A
    "Joueur B\n"  # PLAYER_B
    "Langue ?\n"  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 choix, L/R change\n"  # FOOT_SETTINGS
    "Appuie sur SPIT\n"  # PRESS_SPIT
    "SPIT: suite  L/R: effacer\n"  # STATS_FOOT
    "SPIT: retour  L/R: effacer\n"  # STATS_FOOT_LAST
    "Stats: contre la CPU\n"  # STATS_VS_CPU
    "SPIT suite P1 nom P5 effacer\n"  # PLAYER_FOOT_MORE
    "SPIT retour P1 nom P5 effacer\n"  # PLAYER_FOOT_BACK
    "Stats abîmées (coupure ?)\n"  # STATS_DAMAGED
    "Gagnées: %s %d, %s %d\n"  # WON_BOTH
    "Tape record %d ms (%s)\n"  # FASTEST_SLAP
    "Tape record -\n"  # FASTEST_SLAP_NONE
    "Série record: %d (%s)\n"  # STREAK_WINS
    "Série record: 1 (%s)\n"  # STREAK_WIN
    "Série record -\n"  # STREAK_NONE
    "Coupure: stats effacées (%d)\n"  # CUT_RESET
    "Réglage faux: %s\n"  # BAD_SETTING
    "%s SPIT: suite\n"  # SPIT_NEXT
    "%s SPIT: suite\n"  # SPIT_ON
    "pile\n"  # THE_PILE
    "FAIBLE\n"  # GAUGE_LOW
    "VIDE\n"  # GAUGE_EMPTY
    "%s gagne le match %d-%d\n"  # MATCH_WON
    "Pile %s\n"  # GAUGE
    "Non : %s existe déjà\n"  # NAME_TAKEN
    "Non : %s joue déjà en %s\n"  # PLAYS_AT
    # the hardware test
    "TEST MATÉRIEL  écran: %s\n"  # HW_TITLE
    "appuie une fois sur chaque bouton\n"  # HW_PRESS_ALL
    "marchent %d/%d   appuis %d\n"  # HW_WORKED
    "sortir: appuie %d fois vite sur un SPIT\n"  # HW_LEAVE
    "dernier: %s %s  touche %d  broche %s\n"  # HW_LAST
    "scan %d ms (pas %s)  boucle %d ms  retard %d ms\n"  # HW_STATS
    "libre %d octets\n"  # HW_FREE
    "libre: pas mesuré ici\n"  # HW_FREE_NA
    "   pile %s  VSYS %s V\n"  # HW_BATTERY
    "ROUGE\n"  # C_RED
    "VERT\n"  # C_GREEN
    "BLEU\n"  # C_BLUE
    "BLANC\n"  # C_WHITE
    "NOIR\n"  # C_BLACK
)
