""""That much damage" after a damage trigger (CR 603.2, 120.3, 608.2h): "whenever ~ is dealt
damage, it deals that much damage to any target", "whenever ~ deals combat damage to an
opponent, it deals that much damage to each other opponent".

The effect is read with "that much damage" as "X damage": each damage instruction of X
(``Op.x``) is marked ``THAT_MUCH_DAMAGE`` (in ``Op.params``), the triggered ability's X being
the damage of the event it triggered on, as for "you gain that much life"
(``sim.text.that_much``, ``sim.rules.event_amounts``). Read only after the triggers whose
event's amount the engine counts (``AMOUNT_TRIGGERS``: once per batch of damage, once per
player dealt combat damage, once per life-gaining or life-losing event, once per creature
dealt damage — "whenever a creature is dealt damage, ~ deals that much damage to that
creature's controller" — or once per creature dealing combat damage to a player), and
only when the effect names no X of its own and every instruction of X is such damage; anywhere
else the sentence stays unsupported. The source of the damage is ~ ("it" of a trigger about ~,
CR 120.3), as for every damage instruction; "it" about another object stays unsupported
(``sim.text.control_conditions``)."""

from __future__ import annotations

import re

import attrs

from sim.model.programs import (
    DAMAGE,
    DRAW_THAT_MANY,
    GAIN_THAT_MUCH,
    THAT_MUCH_DAMAGE,
    Program,
)
from sim.model.that_many import THAT_MANY
from sim.text.after_phase_text import after_this_phase
from sim.text.control_conditions import read_trigger_effect
from sim.text.draw_text import cost_x_only
from sim.text.keyword_names import normalize
from sim.text.spell_value_text import settled as spell_values
from sim.text.that_many_amounts import AMOUNT_TRIGGERS, that_many_amounts
from sim.text.that_much import that_much
from sim.text.trigger_rules import FILTERED, FILTERED_OR_SELF

_THAT_MUCH = re.compile(r"\bdeals that much damage\b", re.IGNORECASE)
_X = re.compile(r"\bx\b", re.IGNORECASE)
#: "whenever ~ is dealt damage" as read (once per damage event), and once per batch
TO_SELF, SELF_DEALT = ("DamageDealt", "to self"), "self dealt damage"


def read_with_that_much(effect: str, card_name: str, it: str, that_player: bool, event: str,
                        subject: str, plain: bool) -> tuple[Program, str]:
    """A triggered ability's effect (``read_trigger_effect``) on ``event`` with ``subject``,
    "you gain that much life" (``that_much``) and "<~ | it> deals that much damage to <who>"
    read after the triggers ``AMOUNT_TRIGGERS`` (CR 603.2, 120.3); and the trigger's
    subject. "Whenever ~ is dealt damage" (``TO_SELF``, once per damage event) becomes
    ``SELF_DEALT`` (once per batch dealt at once, however many sources: a damage trigger
    triggers once, and "that much" is all of it, CR 603.2c, 120.3; Boros Reckoner's ruling)
    when its effect deals that much damage."""
    plain = plain or event == "Died" and subject in (FILTERED, FILTERED_OR_SELF)  # (603.10a:
    # "whenever ~ or another creature you control dies, if it had a +1/+1 counter on it")
    program = cost_x_only(read_trigger_effect(effect, card_name, it, that_player, event, plain),
                          effect)  # "draw x cards": no cost's X (107.3)
    pair = (event, SELF_DEALT if (event, subject) == TO_SELF else subject)
    if pair in AMOUNT_TRIGGERS and program.unsupported and _THAT_MUCH.search(effect) and \
            not _X.search(normalize(effect)):
        read = _damage(program, effect, card_name, it, that_player, event, plain)
        if read is not program:
            return that_much(read, *pair), pair[1]
    tokens = that_many_amounts(program, effect, pair, lambda text: read_trigger_effect(
        text, card_name, it, that_player, event, plain))  # "create that many ... tokens"
    if tokens is not program:
        return after_this_phase(tokens, event, subject), pair[1]
    if pair[1] != subject and program.unsupported:  # "whenever ~ is dealt damage, draw that
        read = that_much(program, *pair)  # many cards": once per batch, all of it (120.3)
        if read is not program and (read.ops[-1].verb in (DRAW_THAT_MANY, GAIN_THAT_MUCH) or
                                    (THAT_MANY, "") in read.ops[-1].params):  # +1/+1 counters
            return after_this_phase(read, event, subject), pair[1]
    program = spell_values(that_much(program, event, subject), event, subject)  # (202.3)
    return after_this_phase(program, event, subject), subject  # (500.8)


def _damage(program: Program, effect: str, card_name: str, it: str, that_player: bool,
            event: str, plain: bool) -> Program:
    """``program`` read again with "that much damage" as "X damage", its damage of X marked
    ``THAT_MUCH_DAMAGE``; ``program`` itself when that reading leaves something unread or
    counts X in another instruction."""
    read = read_trigger_effect(_THAT_MUCH.sub("deals X damage", effect), card_name, it,
                               that_player, event, plain)
    xs = [op for op in read.ops if op.x]
    if read.unsupported or read.modes or not xs or any(
            op.verb != DAMAGE or op.per is not None or op.divided or op.for_each >= 0
            for op in xs):
        return program
    ops = tuple(attrs.evolve(op, params=op.params | {(THAT_MUCH_DAMAGE, "")}) if op.x else op
                for op in read.ops)
    return attrs.evolve(read, text=program.text, ops=ops)
