"""Damage dealt by the object a triggered ability is about (issue 29, damage; CR 120.3, 603.2,
608.2h): "whenever enchanted creature attacks, it deals 1 damage to any target", "whenever a
Dragon enters the battlefield under your control, it deals X damage to any target, where X is
the number of Dragons you control", "whenever equipped creature becomes blocked, it deals 1
damage to defending player". The effect begins "it deals", and "it" is the object the trigger
is about (the attacking, entering, dying, damaged creature; the enchanted or equipped one), so
that object is the damage's source (120.3): its damage instructions are marked with it
(``sim.model.damage_verbs.DAMAGE_SOURCE``; ``sim.rules.sourced_damage`` deals them from it, or
from its last known information once it has left the battlefield, 608.2h, 113.7a); a bite
("it deals damage equal to its power to ...") already names its source.

Read only when the effect begins with that "it deals", names ~ nowhere and says "it deals"
once, and every damage instruction is a plain one (no division among targets, no count of each
player's own): anything else stays unsupported.
"""

from __future__ import annotations

import re

import attrs

from sim.model.damage_verbs import DAMAGE_SOURCE, ITSELF
from sim.model.fight_verbs import BITE_ITSELF, EXILE_DAMAGED, FIGHT, SACRIFICED_BITE
from sim.model.filters import THAT_PLAYER_CONTROLS
from sim.model.programs import (
    BITE,
    DAMAGE,
    ENCHANTED_CREATURE,
    EQUIPPED_CREATURE,
    SELF,
    THAT,
    Op,
    Program,
)

#: what "it" may name: the object the trigger is about (603.2), or the permanent ~ is attached
#: to (303.4, 301.5)
_SOURCES = frozenset({THAT, ENCHANTED_CREATURE, EQUIPPED_CREATURE})
#: the triggers whose object is a permanent (on the battlefield or just gone from it): a cast
#: trigger's "it" is a spell, a discard trigger's a card, which this reading does not deal from
_EVENTS = frozenset({"AttackerDeclared", "BlockerDeclared", "Blocked", "Died", "Left",
                     "Entered", "DamageDealt", "Tapped", "Untapped", "Targeted",
                     "Sacrificed", "TurnedFaceUp", "BecameMonstrous", "Exploited"})
_IT_DEALS = re.compile(r"\bit deals\b")
#: other instructions naming a source of damage of their own
_OTHER_SOURCES = frozenset({FIGHT, SACRIFICED_BITE, BITE_ITSELF, EXILE_DAMAGED})


def _marked(op: Op, it: str) -> Op | None:
    """``op`` with its damage dealt by ``it``; None when it is damage this reading does not
    run."""
    if op.verb == DAMAGE:
        if op.who == ITSELF or op.divided or op.per is not None and op.per.what is not None and \
                op.per.what.controller == THAT_PLAYER_CONTROLS:
            return None
        return attrs.evolve(op, params=op.params | {(DAMAGE_SOURCE, it)})
    if op.verb == BITE:
        return op if op.rule == it else None
    return None if op.verb in _OTHER_SOURCES else op


def sourced_by_it(program: Program, key: str, it: str, event: str, text: str) -> Program:
    """``program`` (the effect ``key`` of a trigger on ``event`` whose "it" is ``it``) with
    its damage dealt by ``it``; unsupported (``text``) when this reading does not hold."""
    refused = attrs.evolve(program, ops=(), modes=(), unsupported=(*program.unsupported, text))
    if it not in _SOURCES or event not in _EVENTS or not key.startswith("it deals ") or \
            "~" in key or len(_IT_DEALS.findall(key)) != 1 or program.modes or \
            program.unsupported or not program.ops:
        return refused
    ops = [_marked(op, it) for op in program.ops]
    if any(op is None for op in ops):
        return refused
    marked = attrs.evolve(program, ops=tuple(op for op in ops if op is not None))
    return refused if any(_other_than_bite_source(marked, op) for op in marked.ops) else marked


def blocking_it_read(program: Program, it: str, text: str) -> Program:
    """``program`` (a triggered ability's effect ``text``), unsupported when a target of it is
    "blocking it" (read as blocking ~, CR 509.1g) while "it" is another object than ~, or when
    a bite's source is neither ~ nor a target while its recipient is "another | any other
    target" (other than that source, which the target's ``other`` — not ~ — does not say)."""
    if (it == SELF or not any(spec.blocking_source and spec.text.endswith("blocking it")
                              for spec in program.targets)) and not any(
            _other_than_bite_source(program, op) for op in program.ops):
        return program
    return attrs.evolve(program, ops=(), modes=(), unsupported=(*program.unsupported, text))


def _other_than_bite_source(program: Program, op: Op) -> bool:
    """Whether ``op`` is a bite, or damage marked ``DAMAGE_SOURCE``, by an object other than ~
    or a target, to "another target"."""
    source = op.rule if op.verb == BITE else next(
        (v for k, v in op.params if k == DAMAGE_SOURCE), SELF) if op.verb == DAMAGE else SELF
    if source == SELF or source.startswith("target:") or not op.who.startswith("target:"):
        return False
    k = int(op.who[7:])
    return k < len(program.targets) and program.targets[k].other
