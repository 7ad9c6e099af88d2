# SPDX-License-Identifier: MIT
"""French: every word the console shows, in the order of spit.screen.words' numbers.

Loaded only while a half shows Français (spit.screen.words.load); docs/LANGUAGES.md has its
glossary of the game's words. Each line's comment names its number: keep the order."""

WORDS = (
    # menus
    "Jouer",  # PLAY
    "Réglages",  # SETTINGS
    "Statistiques",  # STATISTICS
    "Comment jouer",  # HOW_TO
    "Reprendre",  # RESUME
    "Quitter la partie",  # QUIT
    "Pause",  # PAUSED
    "Tout effacer ?",  # RESET_Q
    "Non - garder",  # KEEP_ALL
    "Oui - tout effacer",  # RESET_ALL
    "Effacer %s ?",  # DELETE_Q
    "Non - garder %s",  # KEEP_HIM
    "Oui - effacer %s",  # DELETE_HIM
    "Retour",  # BACK
    "Test matériel",  # HWTEST
    "Langue",  # LANGUAGE
    # settings rows
    "Jeu",  # S_GAME
    "Joueur CPU",  # S_CPU
    "Niveau CPU",  # S_CPU_LEVEL
    "Tas",  # S_STOCKS
    "Tape finale",  # S_SLAP
    "Rouge/noir",  # S_ALT
    "Retourner seul",  # S_AUTO_FLIP
    "Score",  # S_SCORING
    "Points à viser",  # S_TARGET
    "Match",  # S_MATCH
    "Côtés Speed",  # S_SPEED_SIDES
    "Volume",  # S_VOLUME
    "Handicap %s",  # S_HANDICAP
    "4 couleurs",  # S_FOUR
    "Luminosité",  # S_BRIGHTNESS
    "Tamiser après",  # S_DIM
    "Éteindre après",  # S_DARK
    "Pile",  # S_BATTERY
    # settings values
    "oui",  # V_ON
    "non",  # V_OFF
    "joue %s",  # V_PLAYS
    "normal",  # V_STANDARD
    "points",  # V_POINTS
    "une partie",  # V_ONE_GAME
    "en %d manches",  # V_BEST_OF
    "bas",  # V_LOW
    "fort",  # V_HIGH
    "après %d min",  # V_AFTER_MIN
    "jamais",  # V_NEVER
    "aucune/USB",  # V_NONE_USB
    "fixe",  # V_FIXED
    "impossible",  # V_NOT_WITH_ALT
    # the player pick, initials
    "Qui joue ici ?",  # WHO
    "P1/P2 P4/P5 choix, SPIT ok",  # PICK_FOOT
    "Retour au début",  # BACK_TITLE
    "Nouveau joueur",  # NEW_PLAYER
    "Invité",  # GUEST
    "%s : prêt",  # READY
    "On attend l'autre côté",  # WAIT_OTHER
    "Non : déjà %d joueurs",  # FULL
    "Non : il faut une personne",  # ONE_PERSON
    "Renommer %s (P1 : retour)",  # RENAME
    "P2/P4 lettre L/R SPIT ok",  # INITIALS_FOOT
    # how to play
    "P1-P5 : la carte du dessus",  # HOWTO_1
    "va sur une pile du milieu,",  # HOWTO_2
    "un cran au-dessus ou dessous.",  # HOWTO_3
    "Place vide : appuie dessus,",  # HOWTO_4
    "puis sur le tas à déplacer.",  # HOWTO_5
    "Bloqués ? Les deux SPIT :",  # HOWTO_6
    "cartes de réserve. Fin :",  # HOWTO_7
    "tape la petite pile (L/R).",  # HOWTO_8
    "SPIT 2 s : pause.",  # HOWTO_9
    "Plus de cartes : gagné !",  # HOWTO_10
    "SPIT : suite  autre : retour",  # HOWTO_FOOT1
    "Un bouton : retour au début",  # HOWTO_FOOT2
    # the table's lines
    "P1-P5 pose, L/R vise",  # PLAY_AIM
    "Tapé! On attend %s",  # SLAPPED_WAIT
    "%s tape! Toi: ",  # SLAPPED_YOU
    "Tape L ou R pour fuir!",  # ESCAPE
    "Tape la petite: ",  # SLAP_SMALLER
    "Prends une pile: ",  # TAKE_PILE
    "%s choisit une pile...",  # PICKS_PILE
    "On attend le SPIT de %s",  # WAIT_SPIT
    "Plus de réserve: à %s",  # NO_SPIT_CARDS
    "Appuie sur SPIT pour jouer",  # PRESS_START
    "Manche %d: appuie sur SPIT",  # ROUND_PRESS
    "Tu as %d: appuie sur SPIT",  # HOLD_PRESS
    "Bloqué: appuie sur SPIT",  # NO_MOVES
    "Bloqués: appuie sur SPIT",  # STALEMATE
    "Toi %d - %s %d (à %d)",  # SPEED_SCORE
    "Toi %d, %s %d: le moins gagne",  # LOW_WINS
    "Toi %d %s %d moins!",  # LOW_WINS_SHORT
    "Puis le tas à déplacer",  # MOVE_FROM
    "Trop tard: %s d'abord",  # LATE
    "Tiens: pause ",  # HOLD_PAUSE
    # refusals
    "Non: choisis avec L ou R",  # NO_PICK_LR
    "Non: %s choisit",  # NO_PICKS
    "Non: attends %s",  # NO_WAIT_SLAP
    "Non: tape avec L ou R",  # NO_SLAP_LR
    "Non: trop attendu",  # NO_TIMEOUT
    "Coup annulé",  # CANCELLED
    "Touches relues",  # RESYNCED
    "Non: pas maintenant",  # NO_NOT_NOW
    "Non: trop tôt",  # NO_EARLY
    # the engine's reason codes 1..13 (spit.rules), each as the refusal line
    "Non: pas maintenant",  # R_NOT_NOW
    "Non: pas de carte là",  # R_NO_CARD
    "Non: ça ne suit pas",  # R_RANK
    "Non: même couleur",  # R_COLOUR
    "Non: la place est prise",  # R_NOT_EMPTY
    "Non: pas ce joueur",  # R_PLAYER
    "Non: pas de pile là",  # R_NO_PILE
    "Non: carte cachée",  # R_FACE_DOWN
    "Non: déjà appuyé",  # R_CALLED
    "Non: plus de réserve",  # R_NO_SPIT
    "Non: rien à découvrir",  # R_REVEAL
    "Non: rien à retourner",  # R_TURN_UP
    "Non: pas dans ce jeu",  # R_MODE
    # big words (at most 7 characters)
    "CRACHE!",  # W_SPIT
    "TAPE!",  # W_SLAP
    "CHOISIS",  # W_PICK
    "ATTENDS",  # W_WAIT
    "GAGNÉ",  # W_WIN
    "PERDU",  # W_LOSE
    "ÉGALITÉ",  # W_DRAW
    # the game's end on the table, and why
    "Gagné: ",  # YOU_WIN_
    "%s gagne: ",  # WINS_
    "Égalité: ",  # A_DRAW_
    "%d atteint",  # WHY_TARGET
    "le plus bas",  # WHY_LOWEST
    "peu de cartes",  # WHY_FEWER
    "mêmes points",  # WHY_SAME_SCORE
    "sans cartes",  # WHY_NO_CARDS
    "cartes égales",  # WHY_SAME_CARDS
    # round summaries, the end of a game
    "Appuie sur SPIT: suite",  # GO_ON
    "SPIT: retour au début",  # TO_TITLE
    "Personne n'a pris de pile",  # NOBODY_TOOK
    "Toi",  # YOU
    "toi",  # YOU_LOWER
    "%s: les deux, %d",  # TOOK_BOTH
    "%s: %s %d",  # TOOK
    "Égalité",  # A_DRAW
    "Tu as gagné !",  # YOU_WIN
    "%s gagne",  # WINS
    "Manche %d finie",  # DEAL_OVER
    "Manche %d finie",  # ROUND_OVER
    "Points: toi %d, %s %d",  # SCORE
    "Tu as %d, %s %d",  # YOU_HOLD
    "Le premier à %d gagne",  # FIRST_TO
    "À %d: le plus bas gagne",  # AT_LOWEST
    "Plus de cartes: victoire",  # NO_CARDS_WINS
    "%s atteint %d points",  # REACHED
    "Tu n'as plus de cartes",  # YOU_NONE
    "%s n'a plus de cartes",  # HAS_NONE
    "Moins de points: %s",  # LOWEST_WINS
    "Égal; moins de cartes: %s",  # TIED_FEWER
    "Mêmes points et cartes",  # SAME_BOTH
    "Autant de cartes",  # SAME_CARDS
    # the match
    "Match: %s %d-%d %s",  # MATCH_SCORE
    "Match %s %d-%d %s",  # MATCH_SHORT
    "Match nul %d-%d",  # MATCH_DRAWN
    # statistics, head to head, hall of fame
    "Stats : %s",  # STATS_OF
    "Stats: 2 joueurs",  # STATS_TWO
    "Face à face",  # H2H
    "Parties %d  gagnées %d",  # GAMES_WON
    "Points %d  tapes %d",  # POINTS_SLAPS
    "Série %d  record %d",  # STREAK
    "Record %s  réflexe %s",  # FASTEST
    "Niveau CPU %s  matchs %d",  # BEAT_CPU
    "Pas encore de partie",  # NO_H2H
    "Niveau %d: battu %d sur %d",  # LEVEL
    "Parties %d",  # GAMES
    "Spit %d Points %d Speed %d",  # PLAYED
    "Palmarès",  # HALL
    "Un bouton: au début",  # ANY_TITLE
    "Plus rapide",  # FASTEST_WIN
    "Série record",  # BEST_STREAK
    "Réflexes",  # BEST_REACTION
    # notices, the attract banner, battery and faults
    "Redémarré: erreur ou blocage",  # RESTARTED
    "Stats abîmées",  # DAMAGED
    "Stats d'un logiciel plus récent",  # NEWER
    "Réglage faux: voir le log",  # BAD_SETTINGS
    "Coupure: stats effacées",  # POWER_CUT
    "DÉMO - touche un bouton",  # DEMO
    "Pile vide: recharge vite",  # BATTERY_EMPTY
    "Pile faible: recharge bientôt",  # BATTERY_LOW
    "Pas enregistré: %s",  # NOT_SAVED
    "Oups - redémarrage",  # OOPS_RESTART
    "Oups - une erreur",  # OOPS
    "Détails dans le log",  # LOG_DETAILS
    "Joueur A",  # PLAYER_A
    "Joueur B",  # PLAYER_B
    "Langue ?",  # CHOOSE_LANG
    # added after the first catalogue (new numbers go last)
    "P1/P2 P4/P5 choix, SPIT ok",  # FOOT_MENU
    "P1/P2 P4/P5 choix, L/R change",  # FOOT_SETTINGS
    "Appuie sur SPIT",  # PRESS_SPIT
    "SPIT: suite  L/R: effacer",  # STATS_FOOT
    "SPIT: retour  L/R: effacer",  # STATS_FOOT_LAST
    "Stats: contre la CPU",  # STATS_VS_CPU
    "%s joue de ce côté",  # PLAYS_SIDE
    "SPIT suite P1 nom P5 effacer",  # PLAYER_FOOT_MORE
    "SPIT retour P1 nom P5 effacer",  # PLAYER_FOOT_BACK
)
