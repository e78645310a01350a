""""Create that many <tokens>" after a trigger whose event carries an amount (CR 603.2, 120.3,
111.2, 608.2h): "whenever ~ deals combat damage to a player, create that many 1/1 green Elf
Warrior creature tokens", "whenever ~ is dealt damage, you may create that many 1/1 green
Insect creature tokens", "... create that many tapped Treasure tokens".

The effect is read again with "that many" as "X": each token instruction of X (``Op.x``) is
marked ``THAT_MANY`` (in ``Op.params``), the triggered ability's X being the amount of the
event it triggered on (``sim.rules.event_amounts``), as "that much damage" is read
(``sim.text.that_much_damage``). Read only after the triggers whose "that much" the engine
counts (``THAT_MUCH_TRIGGERS``, ``LIFE_THAT_MUCH``), only when the effect names no X of its own
and every instruction of X creates tokens (no "for each", no x/x token); anywhere else the
sentence stays unsupported."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import THAT_MUCH_TRIGGERS, TOKEN, Program
from sim.model.that_many import THAT_MANY
from sim.text.keyword_names import normalize
from sim.text.life_trigger_subjects import LIFE_THAT_MUCH

_THAT_MANY = re.compile(r"\bcreate that many\b", re.IGNORECASE)
_X = re.compile(r"\bx\b", re.IGNORECASE)
#: the triggers whose event's amount is the ability's X (``sim.rules.triggers._matches_x``)
AMOUNT_TRIGGERS = THAT_MUCH_TRIGGERS | LIFE_THAT_MUCH


def that_many_tokens(program: Program, effect: str, pair: tuple[str, str],
                     read: Callable[[str], Program]) -> Program:
    """``program`` (``effect`` read by ``read``, the trigger's (event, subject) ``pair``)
    with "create that many" read as creating X tokens, X the event's amount; ``program``
    itself when it is read, the trigger counts no amount, or that reading leaves anything
    unread or counts X in another instruction."""
    if not program.unsupported or pair not in AMOUNT_TRIGGERS or \
            not _THAT_MANY.search(effect) or _X.search(normalize(effect)):
        return program
    again = read(_THAT_MANY.sub("create X", effect))
    xs = [op for op in again.ops if op.x]
    if again.unsupported or again.modes or not xs or any(
            op.verb != TOKEN or op.token is None or op.token.x_pt or op.per is not None
            or op.for_each >= 0 or op.attacking for op in xs):
        return program
    ops = tuple(attrs.evolve(op, params=op.params | {(THAT_MANY, "")}) if op.x else op
                for op in again.ops)
    return attrs.evolve(again, text=program.text, ops=ops)


__all__ = ["AMOUNT_TRIGGERS", "that_many_tokens"]
