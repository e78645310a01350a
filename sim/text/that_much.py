""""That much" after a damage trigger (CR 603.2, 120.3): "whenever ~ deals damage, you gain
that much life", "... draw that many cards" — the effect's last sentence read as
``Op(GAIN_THAT_MUCH)`` / ``Op(DRAW_THAT_MANY)`` of X (``Op.x``),
the triggered ability's X being the damage of the event it triggered on
(``sim.rules.event_amounts``). Read only after the triggers ``AMOUNT_TRIGGERS`` (once per
damage event, or once per player dealt combat damage: so that "that much" is one event's);
anywhere else the sentence stays unsupported. And "you gain life equal to the life lost this
way" (``GAIN_LOST``, CR 608.2c): read only right after an instruction making players lose
life (``lost_after``)."""

from __future__ import annotations

import attrs

from sim.model.life_total_verbs import LOSE_HALF_DOWN, LOSE_HALF_UP
from sim.model.programs import (
    DRAW_THAT_MANY,
    GAIN_THAT_MUCH,
    LOSE_LIFE,
    YOU,
    Op,
    Program,
)
from sim.text.draw_text import each_that_many
from sim.text.keyword_names import normalize
from sim.text.that_many_amounts import AMOUNT_TRIGGERS
from sim.text.that_many_counters import that_many_counters

#: the instructions making players lose life whose loss ``GAIN_LOST`` may count (CR 119.3)
_LOSES = frozenset((LOSE_LIFE, LOSE_HALF_UP, LOSE_HALF_DOWN))
#: the sentences read (``that_much``) and their verbs
_SENTENCES = {"you gain that much life": GAIN_THAT_MUCH, "draw that many cards": DRAW_THAT_MANY,
              "you draw that many cards": DRAW_THAT_MANY}


def that_much(program: Program, event: str, subject: str) -> Program:
    """``program`` (a triggered ability's effect on ``event`` with ``subject``) with its last
    sentence "you gain that much life" or "[you] draw that many cards", left unsupported by
    ``read_effect``, read (CR 603.2, 120.3); ``program`` unchanged otherwise."""
    if (event, subject) not in AMOUNT_TRIGGERS or not program.unsupported or \
            program.modes:
        return program
    last = normalize(program.unsupported[-1]).rstrip(". ")
    verb = _SENTENCES.get(last[8:] if program.optional and last.startswith("you may ") else last)
    op = Op(verb, YOU, amount=1, x=True) if verb else each_that_many(last, subject) or \
        that_many_counters(last, subject)  # (``sim.text.draw_text``)
    if op is None or not normalize(program.text).rstrip(". ").endswith(last):
        return program
    return attrs.evolve(program, ops=(*program.ops, op), unsupported=program.unsupported[:-1])

def lost_after(ops: list[Op]) -> bool:
    """Whether "you gain life equal to the life lost this way" may follow ``ops`` (CR 608.2c):
    the instruction just before it makes players lose life (119.3: N life, or half their life,
    ``sim.rules.life_totals``), done whenever it is."""
    last = ops[-1] if ops else None
    return last is not None and last.verb in _LOSES and not last.delayed and \
        not last.if_paid and not last.kicked
