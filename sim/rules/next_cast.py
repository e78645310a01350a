"""Delayed triggered abilities on the next spell cast (CR 603.7a, c): "when you cast your next
instant or sorcery spell this turn, copy that spell".

Resolving, the instruction (``WHEN_NEXT_CAST``) creates the delayed triggered ability
(``delay_next_cast``), kept in ``GameState.delayed``: its controller is the player who
controlled the spell or ability that created it, its source that one's source (603.7d-e). It
triggers once (603.7c), as its controller next casts a spell of its kind that turn
(``next_cast_triggers``; 601.2i: cast, so a copy put on the stack — not cast, 707.10 — does not
trigger it), and is then gone; a turn ending first, it is gone untriggered (``sim.rules
.delayed.fire``). The ability is about that spell (``StackItem.that``: "copy that spell",
``sim.rules.copies``)."""

from __future__ import annotations

from sim.model.events import SpellCast
from sim.model.programs import WHEN_NEXT_CAST, Op
from sim.model.stack_objects import TRIGGER, DelayedTrigger, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.player_triggers import spell_is

#: the moment of a delayed ability waiting for its controller's next spell of a kind,
#: "when you next cast|<kind>" (``DelayedTrigger.moment``)
NEXT_CAST = WHEN_NEXT_CAST + "|"


def delay_next_cast(state: GameState, work: Resolving, op: Op, objects: list[str],
                    n: int) -> bool:
    """Create the delayed triggered ability of ``op`` (CR 603.7a): waiting this turn for its
    controller's next spell of the kind ``op.rule`` (``sim.rules.effect_ops`` handler of
    ``WHEN_NEXT_CAST``)."""
    assert op.program is not None
    item = work.item
    trigger = DelayedTrigger(NEXT_CAST + op.rule, item.controller, item.source, item.name,
                             op.program, None, -1, state.turn, str(state.step))
    state.delayed = (*state.delayed, trigger)
    state.record_events = True  # it waits on the event stream (``sim.rules.triggers``)
    return True


def next_cast_triggers(state: GameState, cast: SpellCast) -> list[StackItem]:
    """The delayed abilities the spell cast in ``cast`` triggers (CR 603.7c): each of its
    caster's waiting for a spell of its kind, created this turn, triggers once — about that
    spell (``that``: its stack object) — and is gone."""
    out: list[StackItem] = []
    kept = []
    for trigger in state.delayed:
        if trigger.moment.startswith(NEXT_CAST) and trigger.controller == cast.player and \
                trigger.turn == state.turn and \
                spell_is(state, cast, trigger.moment[len(NEXT_CAST):]):
            program = trigger.program
            out.append(StackItem("", TRIGGER, trigger.controller, trigger.source,
                                 f"{trigger.source}: when you next cast a spell, "
                                 f"{program.text} (delayed, CR 603.7)", program,
                                 that=cast.item))
        else:
            kept.append(trigger)
    if out:
        state.delayed = tuple(kept)
    return out
