""""That much" after a damage trigger (CR 603.2, 120.3): "whenever ~ deals damage, you gain
that much life" — the effect's last sentence read as ``Op(GAIN_THAT_MUCH)`` of X (``Op.x``),
the triggered ability's X being the damage of the event it triggered on
(``sim.rules.event_amounts``). Read only after the triggers ``THAT_MUCH_TRIGGERS`` (once per
damage event, so that "that much" is one event's); anywhere else the sentence stays
unsupported. And "you gain life equal to the life lost this way" (``GAIN_LOST``, CR 608.2c):
read only right after an instruction making players lose life (``lost_after``)."""

from __future__ import annotations

import attrs

from sim.model.programs import (
    GAIN_THAT_MUCH,
    LOSE_LIFE,
    THAT_MUCH_TRIGGERS,
    YOU,
    Op,
    Program,
)
from sim.text.keyword_names import normalize

#: the sentence read (``that_much``)
_SENTENCE = "you gain that much life"


def that_much(program: Program, event: str, subject: str) -> Program:
    """``program`` (a triggered ability's effect on ``event`` with ``subject``) with its last
    sentence "you gain that much life", left unsupported by ``read_effect``, read (CR 603.2,
    120.3); ``program`` unchanged otherwise."""
    if (event, subject) not in THAT_MUCH_TRIGGERS or not program.unsupported or program.modes:
        return program
    last = program.unsupported[-1]
    if normalize(last).rstrip(". ") != _SENTENCE or \
            not normalize(program.text).rstrip(". ").endswith(_SENTENCE):
        return program
    gain = Op(GAIN_THAT_MUCH, YOU, amount=1, x=True)
    return attrs.evolve(program, ops=(*program.ops, gain), unsupported=program.unsupported[:-1])


def lost_after(ops: list[Op]) -> bool:
    """Whether "you gain life equal to the life lost this way" may follow ``ops`` (CR 608.2c):
    the instruction just before it makes players lose life (119.3), done whenever it is."""
    last = ops[-1] if ops else None
    return last is not None and last.verb == LOSE_LIFE and not last.delayed and \
        not last.if_paid and not last.kicked
