# SPDX-License-Identifier: MIT
"""The console's languages and the numbers of its words: one catalogue module per language.

``spit.screen.words_en`` (English), ``_de`` (Deutsch), ``_it`` (Italiano), ``_fr`` (Français) and
``_lb`` (Lëtzebuergesch) each hold ``WORDS``, one tuple of every word the console shows, in the
order of the numbers below (``tests/screen/test_words.py`` holds each line's comment to its
number, and every language to English's ``%`` fields). ``load(lang)`` gives a language's tuple;
only the languages on the glass stay loaded (``keep``): on stock CircuitPython a catalogue is
~3 KB of heap. Button names (L, R, P1-P5, SPIT), the name Spit, initials and the event log stay
as they are in every language (docs/LANGUAGES.md: the glossary of each).
"""

from micropython import const

LANGS = ("en", "de", "it", "fr", "lb")  # settings.toml's and the log's codes, by number
NAMES = ("English", "Deutsch", "Italiano", "Français", "Lëtzebuergesch")  # each in itself
EN = const(0)

# The words' numbers (each language's WORDS in this order)
PLAY = const(0)
SETTINGS = const(1)
STATISTICS = const(2)
HOW_TO = const(3)
RESUME = const(4)
QUIT = const(5)
PAUSED = const(6)
RESET_Q = const(7)
KEEP_ALL = const(8)
RESET_ALL = const(9)
DELETE_Q = const(10)
KEEP_HIM = const(11)
DELETE_HIM = const(12)
BACK = const(13)
HWTEST = const(14)
LANGUAGE = const(15)
S_GAME = const(16)
S_CPU = const(17)
S_CPU_LEVEL = const(18)
S_STOCKS = const(19)
S_SLAP = const(20)
S_ALT = const(21)
S_AUTO_FLIP = const(22)
S_SCORING = const(23)
S_TARGET = const(24)
S_MATCH = const(25)
S_SPEED_SIDES = const(26)
S_VOLUME = const(27)
S_HANDICAP = const(28)
S_FOUR = const(29)
S_BRIGHTNESS = const(30)
S_DIM = const(31)
S_DARK = const(32)
S_BATTERY = const(33)
V_ON = const(34)
V_OFF = const(35)
V_PLAYS = const(36)
V_STANDARD = const(37)
V_POINTS = const(38)
V_ONE_GAME = const(39)
V_BEST_OF = const(40)
V_LOW = const(41)
V_HIGH = const(42)
V_AFTER_MIN = const(43)
V_NEVER = const(44)
V_NONE_USB = const(45)
V_FIXED = const(46)
V_NOT_WITH_ALT = const(47)
WHO = const(48)
PICK_FOOT = const(49)
BACK_TITLE = const(50)
NEW_PLAYER = const(51)
GUEST = const(52)
READY = const(53)
WAIT_OTHER = const(54)
FULL = const(55)
ONE_PERSON = const(56)
RENAME = const(57)
INITIALS_FOOT = const(58)
HOWTO_1 = const(59)
HOWTO_2 = const(60)
HOWTO_3 = const(61)
HOWTO_4 = const(62)
HOWTO_5 = const(63)
HOWTO_6 = const(64)
HOWTO_7 = const(65)
HOWTO_8 = const(66)
HOWTO_9 = const(67)
HOWTO_10 = const(68)
HOWTO_FOOT1 = const(69)
HOWTO_FOOT2 = const(70)
PLAY_AIM = const(71)
SLAPPED_WAIT = const(72)
SLAPPED_YOU = const(73)
ESCAPE = const(74)
SLAP_SMALLER = const(75)
TAKE_PILE = const(76)
PICKS_PILE = const(77)
WAIT_SPIT = const(78)
NO_SPIT_CARDS = const(79)
PRESS_START = const(80)
ROUND_PRESS = const(81)
HOLD_PRESS = const(82)
NO_MOVES = const(83)
STALEMATE = const(84)
SPEED_SCORE = const(85)
LOW_WINS = const(86)
LOW_WINS_SHORT = const(87)
MOVE_FROM = const(88)
LATE = const(89)
HOLD_PAUSE = const(90)
NO_PICK_LR = const(91)
NO_PICKS = const(92)
NO_WAIT_SLAP = const(93)
NO_SLAP_LR = const(94)
NO_TIMEOUT = const(95)
CANCELLED = const(96)
RESYNCED = const(97)
NO_NOT_NOW = const(98)
NO_EARLY = const(99)
R_NOT_NOW = const(100)
R_NO_CARD = const(101)
R_RANK = const(102)
R_COLOUR = const(103)
R_NOT_EMPTY = const(104)
R_PLAYER = const(105)
R_NO_PILE = const(106)
R_FACE_DOWN = const(107)
R_CALLED = const(108)
R_NO_SPIT = const(109)
R_REVEAL = const(110)
R_TURN_UP = const(111)
R_MODE = const(112)
W_SPIT = const(113)
W_SLAP = const(114)
W_PICK = const(115)
W_WAIT = const(116)
W_WIN = const(117)
W_LOSE = const(118)
W_DRAW = const(119)
YOU_WIN_ = const(120)
WINS_ = const(121)
A_DRAW_ = const(122)
WHY_TARGET = const(123)
WHY_LOWEST = const(124)
WHY_FEWER = const(125)
WHY_SAME_SCORE = const(126)
WHY_NO_CARDS = const(127)
WHY_SAME_CARDS = const(128)
GO_ON = const(129)
TO_TITLE = const(130)
NOBODY_TOOK = const(131)
YOU = const(132)
YOU_LOWER = const(133)
TOOK_BOTH = const(134)
TOOK = const(135)
A_DRAW = const(136)
YOU_WIN = const(137)
WINS = const(138)
DEAL_OVER = const(139)
ROUND_OVER = const(140)
SCORE = const(141)
YOU_HOLD = const(142)
FIRST_TO = const(143)
AT_LOWEST = const(144)
NO_CARDS_WINS = const(145)
REACHED = const(146)
YOU_NONE = const(147)
HAS_NONE = const(148)
LOWEST_WINS = const(149)
TIED_FEWER = const(150)
SAME_BOTH = const(151)
SAME_CARDS = const(152)
MATCH_SCORE = const(153)
MATCH_SHORT = const(154)
MATCH_DRAWN = const(155)
STATS_OF = const(156)
STATS_TWO = const(157)
H2H = const(158)
GAMES_WON = const(159)
POINTS_SLAPS = const(160)
STREAK = const(161)
FASTEST = const(162)
BEAT_CPU = const(163)
NO_H2H = const(164)
LEVEL = const(165)
GAMES = const(166)
PLAYED = const(167)
HALL = const(168)
ANY_TITLE = const(169)
FASTEST_WIN = const(170)
BEST_STREAK = const(171)
BEST_REACTION = const(172)
RESTARTED = const(173)
DAMAGED = const(174)
NEWER = const(175)
BAD_SETTINGS = const(176)
POWER_CUT = const(177)
DEMO = const(178)
BATTERY_EMPTY = const(179)
BATTERY_LOW = const(180)
NOT_SAVED = const(181)
OOPS_RESTART = const(182)
OOPS = const(183)
LOG_DETAILS = const(184)
PLAYER_A = const(185)
PLAYER_B = const(186)
CHOOSE_LANG = const(187)
COUNT = const(188)

_LOADED = [None, None, None, None, None]  # type: list


def code(lang):
    """A language's number from its code ("de"); English for an unknown code."""
    return LANGS.index(lang) if lang in LANGS else EN


def load(lang):
    """Language number lang's WORDS (loaded on first use, its module let go at once)."""
    words = _LOADED[lang]
    if words is None:
        from spit.screen import forget

        name = "spit.screen.words_" + LANGS[lang]
        module = __import__(name, None, None, ("WORDS",))
        words = _LOADED[lang] = module.WORDS
        del module
        forget(name)  # the tuple stays, the module's dict goes
    return words


def keep(*langs):
    """Let every catalogue go but those of langs (the languages on the glass)."""
    for i in range(len(_LOADED)):
        if i not in langs:
            _LOADED[i] = None


def say(lang, key, *args):
    """Word key in language lang, its ``%`` fields filled from args."""
    text = load(lang)[key]
    return text % args if args else text
