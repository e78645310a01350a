"""Whose power, toughness or mana value an amount reads when the text says "its" or "that
creature's" of an object other than the instruction's own subject (CR 608.2h): "destroy
target creature. you gain life equal to its toughness" (the target, as it last existed on the
battlefield), "whenever a creature enters the battlefield under your control, you gain life
equal to its toughness" (the creature the trigger is about, 603.2), "when ~ dies, you gain
life equal to its power" (the source, 603.10a). The grammar (``sim.text.object_count_rules``,
``sim.text.where_x_rules``) leaves the count's ``on`` pending; the effect's reader settles it
once the sentence is read, from the targets named so far: "it" is the last target named, else
the trigger's object (or the source). A count whose "it" could be something else (a player
target, a card in a graveyard, a target other than the one the sentence before acted on, a
card an earlier instruction exiled or revealed) is not read (the sentence stays unsupported).
"""

from __future__ import annotations

from typing import Protocol

import attrs

from sim.model.filters import OBJECT_COUNTS, SOURCE_MANA_VALUE, Count
from sim.model.programs import GAIN_LIFE, LOSE_LIFE, SELF, THAT, Op, TargetSpec, target
from sim.text.effect_rules import Instruction
from sim.text.spell_value_text import PENDING_SPELL, on_target_spell

#: ``Count.on`` until the reader settles it: "its ...", "that creature's ..."
PENDING_IT, PENDING_THAT = "?its", "?that"
#: the target kinds whose object "its" may name: permanents on the battlefield (CR 110.1)
_PERMANENTS = frozenset(("creature", "artifact", "enchantment", "land", "planeswalker",
                         "permanent", "battle"))


class Reads(Protocol):
    """What the effect reader knows as it reads a sentence (``sim.text.effect_text``)."""

    @property
    def targets(self) -> list[TargetSpec]:
        """The targets named so far, in order."""

    @property
    def last(self) -> str | None:
        """What the sentence before acted on."""

    @property
    def it(self) -> str:
        """What "it" names before any target is named."""

    @property
    def groups(self) -> list[TargetSpec]:
        """The groups named so far, in order."""


def referred(step: Instruction) -> bool:
    """Whether ``step``'s "its <quality>" names an object other than its subject: a player
    gains or loses life ("you gain life equal to its toughness", "its controller gains life
    equal to its power", 119.3), tokens are created (111.2)."""
    who = step.who
    if step.kind == "token" and who is None:  # "create x 1/1 ... tokens, where x is that
        return True  # creature's mana value" (111.2)
    return step.kind == "counted" and step.verb in (GAIN_LIFE, LOSE_LIFE) and who is not None \
        and who.also is None and (who.kind in ("fixed", "controller") or who.kind == "target"
                                  and who.spec is not None and who.spec.types == {"player"})


def pending_x(step: Instruction, counted: Count, whose: str) -> Instruction | None:
    """``step`` with its amount the count ``counted`` of the object "its" (``whose`` "its")
    or "that creature's" names, settled later (``settled``); None if ``step`` has no X."""
    if not step.x or step.count is not None or step.per is not None or step.params:
        return None
    on = PENDING_IT if whose == "its" else PENDING_THAT
    return attrs.evolve(step, x=False, amount=1,
                        count=attrs.evolve(counted, where_x=True, on=on))


def _referent(reader: Reads, pending: str) -> str | None:
    """The reference the pending count reads on, or None when it is not sure."""
    if reader.targets:  # "it": the last target named (``_Reader.resolve``)
        spec = reader.targets[-1]
        if spec.zone or spec.of_types or not spec.types or spec.up_to > 1 or \
                not spec.types <= _PERMANENTS:
            return None
        ref = target(len(reader.targets) - 1)
    elif pending == PENDING_IT:
        ref = reader.it  # the trigger's object, or the source (603.2, 603.10a)
    else:
        ref = THAT if reader.it == THAT else ""
    if not ref or reader.last is not None and reader.last != ref:
        return None  # the sentence before acted on something else: "it" may be that
    return "" if ref == SELF else ref


def settled(ops: list[Op] | None, reader: Reads) -> list[Op] | None:
    """``ops`` with each pending count's object settled (one count shared by two
    instructions stays shared), or None when one's object is not sure."""
    if ops is None:
        return None
    done: dict[int, Count] = {}
    out: list[Op] = []
    for op in ops:
        per = op.per
        if per is not None and per.on == PENDING_SPELL:  # "that spell's mana value" (202.3)
            if id(per) not in done:
                done[id(per)] = on_target_spell(per, reader.targets)
            op = attrs.evolve(op, per=done[id(per)])
        elif per is not None and per.on in (PENDING_IT, PENDING_THAT):
            if id(per) not in done:
                ref = _referent(reader, per.on)
                if ref is None or ref and per.kind not in OBJECT_COUNTS or \
                        ref == THAT and per.kind == SOURCE_MANA_VALUE:
                    return None  # "counters on it" read on the source only; a trigger's
                    # object may be a spell ("whenever you cast a spell, ... its mana
                    # value": X and a spell's last known information are not read here)
                done[id(per)] = attrs.evolve(per, on=ref)
            op = attrs.evolve(op, per=done[id(per)])
        out.append(op)
    return out
