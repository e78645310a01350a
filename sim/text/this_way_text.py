"""Where an instruction referring to what the instruction before it did (CR 608.2c: "... this
way") may be read: "you gain life equal to the life lost this way" right after a life loss
(``sim.text.that_much.lost_after``); "you gain life equal to the damage dealt this way" right
after the one instruction of the program dealing damage (``dealt_after``; run by
``sim.rules.dealt_this_way``); "you gain life equal to the damage prevented this way" right
after the one prevention instruction of the program, folded with it into one
``GAIN_PREVENTED`` instruction (615.1a; ``sim.rules.prevented_this_way``); "<instruction> for
each <kind> destroyed this way" right after the one destroy instruction of the program
(``per_destroyed``; 701.8a, ``sim.rules.destroyed_this_way``). Elsewhere the sentence is left
unsupported."""

from __future__ import annotations

import re
from typing import Protocol

import attrs

from sim.model.prevention_verbs import (
    PREVENT_BY,
    PREVENT_CHOSEN,
    PREVENT_TO,
    PREVENT_TO_AND_BY,
    PREVENT_TO_BY,
)
from sim.model.programs import (
    COUNTER,
    DAMAGE,
    DESTROY,
    DRAW,
    GAIN_LIFE,
    GAIN_LOST,
    MILL,
    PREVENT,
    REFLECT_BACK,
    SOURCE_SHIELD,
    YOU,
    Op,
    Program,
    TargetSpec,
)
from sim.model.this_way_verbs import (
    COUNTERS_PREVENTED,
    COUNTERS_PREVENTED_WORDS,
    DAMAGE_DESTROYED_POWER,
    DAMAGE_DESTROYED_POWER_WORDS,
    GAIN_DEALT,
    GAIN_PREVENTED,
    MILLED_TO_HAND,
    PER_DESTROYED,
)
from sim.text.that_much import lost_after

#: the instructions creating prevention effects (CR 615.1a) "the damage prevented this way" may
#: follow
_SHIELDS = frozenset((PREVENT, SOURCE_SHIELD, PREVENT_TO, PREVENT_BY, PREVENT_TO_AND_BY,
                      PREVENT_TO_BY, PREVENT_CHOSEN))


def _plain(op: Op) -> bool:
    """Whether ``op`` is done whenever its program resolves, as written."""
    return not op.delayed and not op.if_paid and not op.kicked and not op.params


def dealt_after(ops: list[Op]) -> bool:
    """Whether "you gain life equal to the damage dealt this way" may follow ``ops`` (CR
    608.2c, 120.3): the instruction just before it deals damage whenever it is done, and is
    the program's only damage instruction (its source's damage in that batch is the damage
    "dealt this way")."""
    last = ops[-1] if ops else None
    return last is not None and last.verb == DAMAGE and _plain(last) and \
        sum(op.verb == DAMAGE for op in ops) == 1


def prevented_after(ops: list[Op]) -> bool:
    """Whether "you gain life equal to the damage prevented this way" may follow ``ops`` (CR
    615.1a, 608.2c): the instruction just before it creates prevention effects (not divided,
    without X, not reflecting the damage) and is the program's only one."""
    last = ops[-1] if ops else None
    return last is not None and last.verb in _SHIELDS and _plain(last) and \
        not last.divided and not last.x and last.per is None and last.rule != REFLECT_BACK and \
        sum(op.verb in _SHIELDS for op in ops) == 1


def this_way_follows(ops: list[Op], found: list[Op]) -> bool:
    """Whether each "... this way" instruction of ``found`` (a sentence read after ``ops``)
    follows the instruction whose result it names (``lost_after``, ``dealt_after``,
    ``prevented_after``). A ``GAIN_PREVENTED`` sentence alone is folded in place with the
    prevention before it: that instruction leaves ``ops`` and ``found`` becomes the one
    ``GAIN_PREVENTED`` instruction holding it (``Op.program``)."""
    for i, op in enumerate(found):
        before = [*ops, *found[:i]]
        if op.verb == GAIN_LOST and not lost_after(before) or \
                op.verb == GAIN_DEALT and not dealt_after(before):
            return False
        if op.verb == GAIN_PREVENTED:
            if i > 0 or len(found) > 1 or not prevented_after(before):
                return False
            shield = ops.pop()
            found[0] = attrs.evolve(shield, verb=GAIN_PREVENTED,
                                    program=Program("", ops=(shield,)))
    return True


#: "<instruction> for each <kind> destroyed this way"
_PER_DESTROYED = re.compile(r"(.+) for each (creature|artifact|enchantment|land|permanent) "
                            r"destroyed this way")
#: the instructions it may hold: each done with its amount times the count (``run_op``'s N)
_PER_VERBS = frozenset((GAIN_LIFE, DRAW, COUNTER))


class _Reading(Protocol):
    """What ``per_destroyed`` reads of the effect's reader (``sim.text.effect_text``)."""

    targets: list[TargetSpec]
    groups: list[TargetSpec]

    def sentence(self, s: str) -> list[Op] | None:
        """Read one sentence into instructions (None: not read)."""


def per_destroyed(s: str, ops: list[Op], reader: _Reading) -> Op | None:
    """"You gain 1 life | draw a card | put a +1/+1 counter on ~ for each <kind> destroyed this
    way" (CR 608.2c, 701.8a) right after the program's one destroy instruction, whose
    permanents are all of that kind ("permanent": any): the ``PER_DESTROYED`` instruction
    holding the instruction read from the words before "for each"; None otherwise."""
    found = _PER_DESTROYED.fullmatch(s)
    last = ops[-1] if ops else None
    if found is None or last is None or last.verb != DESTROY or not _plain(last) or \
            sum(op.verb == DESTROY for op in ops) != 1:
        return None
    kind = found[2]
    ref, _, index = last.who.partition(":")
    specs = reader.targets if ref == "target" else reader.groups if ref == "group" else []
    if not index.isdigit() or int(index) >= len(specs) or kind != "permanent" and \
            specs[int(index)].types != frozenset({kind}):
        return None  # "destroy all artifacts and creatures. ... for each creature ...": no
    inner = reader.sentence(found[1])
    if not inner or len(inner) != 1 or inner[0].verb not in _PER_VERBS or \
            not _plain(inner[0]) or inner[0].x or inner[0].per is not None or \
            inner[0].for_each >= 0:
        return None
    return attrs.evolve(inner[0], verb=PER_DESTROYED, card=kind,
                        program=Program("", ops=(inner[0],)))


#: "put a <kind> card from among the cards milled this way | them into your hand"
_MILLED = re.compile(r"put (?:a|an) (land|creature|artifact|enchantment|planeswalker|instant|"
                     r"sorcery|permanent) card from among (them|the cards milled this way) "
                     r"into your hand")


def milled_choice(s: str, ops: list[Op]) -> list[Op] | None:
    """"[you may] put a land card from among the cards milled this way | them into your hand"
    (CR 608.2c, 701.13a) right after "mill N cards" (the controller's own, done whenever the
    program resolves): the ``MILLED_TO_HAND`` instruction; None otherwise."""
    found = _MILLED.fullmatch(s)
    last = ops[-1] if ops else None
    if found is None or last is None or last.verb != MILL or last.who != YOU or \
            not _plain(last):
        return None
    return [Op(MILLED_TO_HAND, YOU, card=found[1], rule=found[2])]


def counters_prevented(s: str, ops: list[Op], targets: list[TargetSpec]) -> Op | None:
    """"For each 1 damage prevented this way, put a +1/+1 counter on that creature" (CR
    615.1a, 122.1) right after "prevent the next N damage that would be dealt to target
    creature this turn", the program's one prevention: that instruction leaves ``ops`` and the
    ``COUNTERS_PREVENTED`` instruction holding it is returned; None otherwise."""
    if s != COUNTERS_PREVENTED_WORDS or not prevented_after(ops) or ops[-1].verb != PREVENT:
        return None
    ref, _, index = ops[-1].who.partition(":")
    if ref != "target" or not index.isdigit() or int(index) >= len(targets):
        return None
    spec = targets[int(index)]
    if spec.types != frozenset({"creature"}) or spec.up_to or spec.optional or spec.zone:
        return None  # "that creature": the one target creature
    shield = ops.pop()
    return attrs.evolve(shield, verb=COUNTERS_PREVENTED, program=Program("", ops=(shield,)))


def damage_destroyed_power(s: str, ops: list[Op], reader: _Reading) -> Op | None:
    """"~ deals damage to that player equal to their total power" (CR 608.2c, 608.2h) right
    after the program's one destroy instruction, done whenever it resolves, of all creatures
    one target player controls ("destroy all creatures target opponent controls"): the
    ``DAMAGE_DESTROYED_POWER`` instruction dealing it to that player; None otherwise."""
    last = ops[-1] if ops else None
    if s != DAMAGE_DESTROYED_POWER_WORDS or last is None or last.verb != DESTROY or \
            not _plain(last) or sum(op.verb == DESTROY for op in ops) != 1:
        return None
    ref, _, index = last.who.partition(":")
    if ref != "group" or not index.isdigit() or int(index) >= len(reader.groups):
        return None
    group = reader.groups[int(index)]
    player, _, slot = group.controller.partition(":")
    if group.types != frozenset({"creature"}) or player != "target" or not slot.isdigit() or \
            reader.targets[int(slot)].types != frozenset({"player"}):
        return None  # "destroy all artifacts and creatures ...": not only creatures
    return Op(DAMAGE_DESTROYED_POWER, group.controller, amount=1)


def this_way_rider(s: str, ops: list[Op], reader: _Reading) -> Op | None:
    """A sentence about what the instruction before it did read into one instruction
    (``per_destroyed``, ``counters_prevented``, ``damage_destroyed_power``), or None."""
    return per_destroyed(s, ops, reader) or counters_prevented(s, ops, reader.targets) or \
        damage_destroyed_power(s, ops, reader)
