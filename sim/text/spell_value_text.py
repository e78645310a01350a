"""The mana value of the spell a cast trigger is about as an amount (CR 202.3, 608.2h): "you may
gain life equal to that spell's mana value", "~ deals damage equal to that spell's mana value
to any target", "~ gets +x/+x until end of turn, where x is that spell's mana value", "create x
... tokens, where x is the mana value of that spell". The grammar
(``sim.text.spell_value_rules``) reads the words as a ``SPELL_MANA_VALUE`` count whose object
is pending (``PENDING_SPELL``, rendered as no Oracle text); ``settled`` makes it the trigger's
spell (``Count.on`` ``THAT``) only in a trigger on casting a spell ("whenever you cast ...",
603.2, 601.2i), whose ``StackItem.that`` is then the spell's stack id
(``sim.rules.player_triggers.copies_it``). Elsewhere — a spell's "target spell", "that spell" of
a delayed or reflexive trigger, an ability also naming "that player" — it stays unread.
"""

from __future__ import annotations

import attrs

from sim.model.filters import SPELL_MANA_VALUE, Count
from sim.model.programs import THAT, THAT_PLAYERS, Op, Program, TargetSpec, target
from sim.text.wording import Piece, alt

#: ``Count.on`` until ``settled``: "that spell's mana value" not yet known to be a cast
#: trigger's spell
PENDING_SPELL = "?spell"
#: ``Count.of`` of the phrasing "the mana value of that spell" (else "that spell's ...")
OF_THAT_SPELL = "of that spell"
#: the cast trigger subjects whose ``StackItem.that`` is not the spell
#: (``sim.rules.player_triggers``): "when you cast this spell" (its own ability), magecraft's
#: "cast or copy" (a copy is not cast, 707.10), heroic's "a spell that targets ~", "becomes
#: the target of a spell", "you commit a crime"
_NOT_OTHER_SPELL = ("self", "cast or copy|", "you commit a crime")


def spell_count(of: str) -> Count:
    """The count of "that spell's mana value" (``of`` its phrasing), its object pending."""
    return Count(SPELL_MANA_VALUE, of=of, on=PENDING_SPELL)


def on_target_spell(per: Count, targets: list[TargetSpec]) -> Count:
    """``per`` (pending) made the target spell's when the effect has named one target, a
    spell ("counter target spell. create x treasure tokens, where x is that spell's mana
    value", 115.1, 608.2h: on the stack, else as it last existed there); else unchanged."""
    spells = [i for i, spec in enumerate(targets) if "spell" in spec.types]
    if len(spells) != 1 or targets[spells[0]].types != {"spell"} or targets[spells[0]].zone:
        return per
    return attrs.evolve(per, on=target(spells[0]))


def _reads(op: Op) -> bool:
    return op.per is not None and op.per.kind == SPELL_MANA_VALUE


def reads_spell_value(program: Program | None) -> bool:
    """Whether ``program``'s instructions (or a mode's) count the mana value of the spell
    the trigger is about (``Count.on`` ``THAT``)."""
    return program is not None and any(
        _reads(op) and op.per is not None and op.per.on == THAT
        for m in (program, *program.modes) for op in m.ops)


def _settle(program: Program) -> Program:
    ops = tuple(attrs.evolve(op, per=attrs.evolve(op.per, on=THAT))
                if _reads(op) and op.per is not None and op.per.on == PENDING_SPELL else op
                for op in program.ops)
    return attrs.evolve(program, ops=ops, modes=tuple(_settle(m) for m in program.modes))


def settled(program: Program, event: str, subject: str) -> Program:
    """``program``, a triggered ability's effect on ``event`` with ``subject``, with its
    "that spell's mana value" counts made the trigger's spell's when it triggers on a spell
    being cast (CR 601.2i, 603.2) and names no "that player" (its ``that`` is then the
    spell); ``program`` unchanged otherwise (the counts stay pending: not read)."""
    if event != "SpellCast" or subject.startswith(_NOT_OTHER_SPELL) or \
            " targeted by " in subject or not any(
            _reads(op) for m in (program, *program.modes) for op in m.ops) or any(
            op.who in THAT_PLAYERS for m in (program, *program.modes) for op in m.ops):
        return program
    return _settle(program)


def spell_phrase(c: Count) -> Piece:
    """"that spell's mana value" | "the mana value of that spell" (202.3), once settled."""
    if c.on != THAT and not c.on.startswith("target:"):
        return f"<count {c.kind}>"
    if c.of == OF_THAT_SPELL:
        return alt("the mana value of that spell", "that spell's mana value")
    return alt("that spell's mana value", "the mana value of that spell")
