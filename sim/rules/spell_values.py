"""The mana value of the spell a cast trigger is about, as the trigger's instruction is carried
out (CR 202.3, 608.2h; ``sim.model.filters.SPELL_MANA_VALUE``, read by
``sim.text.spell_value_text``): while the spell is on the stack, its mana value there, an X in
its mana cost counting as the value chosen for it (202.3e); once it has left the stack
(countered, resolved, ...), as it last existed there (608.2h, 113.7a): its ``SpellCast``'s X,
the card it was cast as (a face-down spell's 0, 708.2a). The trigger's ``StackItem.that`` is the
spell's stack id (``sim.rules.player_triggers.copies_it``)."""

from __future__ import annotations

from sim.model.events import SpellCast, SpellCopied
from sim.model.face_down_cards import FACE_DOWN_NAME
from sim.model.filters import Count
from sim.model.mana import ManaCost
from sim.model.stack_objects import SPELL, StackItem
from sim.model.state import GameState


def spell_mana_value(state: GameState, item: str | None) -> int:
    """The mana value of the spell cast as the stack object ``item`` (CR 202.3): on the stack
    now, else as it last existed there (608.2h); 0 when no such spell was cast."""
    if item is None:
        return 0
    stack: list[StackItem] = state.stack
    spell = next((i for i in stack if i.id == item and i.kind == SPELL), None)
    if spell is not None:  # CR 202.3e: X its chosen value; a face-down spell's card is the 2/2's
        return ManaCost.parse(state.permanents[spell.source].card.cost).total(spell.x)
    cast = next((e for e in reversed(state.events) if isinstance(e, (SpellCast, SpellCopied))
                 and e.item == item), None)  # a copy's: the copied spell's values (707.10)
    if cast is None or cast.name == FACE_DOWN_NAME:  # CR 708.2a: a face-down spell's is 0
        return 0
    perm = state.permanents.get(cast.card) or state.last_known.get(cast.card)
    if perm is None:
        return 0
    card = perm.original or perm.front or perm.printed or perm.card  # its own card (707.2,
    return ManaCost.parse(card.cost).total(cast.x)  # 712.8e, 613.1d), X as cast (608.2h)


def spell_counted(state: GameState, work: StackItem, per: Count) -> int:
    """``per`` (a ``SPELL_MANA_VALUE`` count, "twice" and "minus N" included) as ``work``
    resolves: of the spell its trigger is about (``Count.on`` ``THAT``) or of its target
    spell ("target:k"); at least 0 (107.1b)."""
    spell = work.that
    if per.on.startswith("target:"):
        k = int(per.on.split(":")[1])
        spell = work.targets[k] if k < len(work.targets) else None
    return max(0, spell_mana_value(state, spell) * per.times + per.plus)
