"""The conditions of programs rendered back to Oracle text: an intervening "if" clause (CR
603.4) before what a triggered ability or a spell does. Split out of
``sim.text.render_effects``.
"""

from __future__ import annotations

from sim.model import abilities as ab
from sim.model import programs as pg
from sim.model.ring_verbs import RING_CONDITIONS
from sim.text.designation_rules import MONARCH_CONDITIONS
from sim.text.history_words import HISTORY_CONDITIONS
from sim.text.keyword_triggers import EVOLVE_WORDS
from sim.text.transform_rules import SPELLS_LAST_TURN_CONDITIONS
from sim.text.wording import Piece, alt

#: the words of a program's condition, an intervening "if" clause (CR 603.4): threshold,
#: kicked (702.33d), renown (702.112a), the monarch (724), tribute (702.104b), evolve
#: (702.100a), the werewolves' spells last turn
CONDITION_WORDS: dict[str, Piece] = {
    ab.THRESHOLD: "if seven or more cards are in your graveyard, ",
    pg.KICKED: alt("if it was kicked, ", "if ~ was kicked, "),
    pg.NOT_RENOWNED: "if it isn't renowned, ", pg.TRIBUTE_NOT_PAID: "if tribute wasn't paid, ",
    pg.EVOLVES: EVOLVE_WORDS, **{c: w for w, c in MONARCH_CONDITIONS},
    **{c: w for w, c in SPELLS_LAST_TURN_CONDITIONS},
    **{c: w for w, c in HISTORY_CONDITIONS}}  # raid, revolt, morbid (603.4)
CONDITION_WORDS[pg.IS_MONSTROUS] = "if ~ is monstrous, "  # monstrosity (CR 701.37b)
CONDITION_WORDS[ab.BARGAINED] = "if it was bargained, "  # bargain (CR 702.166b)
CONDITION_WORDS.update({c: w for w, c in RING_CONDITIONS})  # the Ring-bearer (CR 701.54a)
