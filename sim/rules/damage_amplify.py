"""Which damage a static amplification applies to (issue 29, damage family; CR 614.1a;
``sim.model.amplify_verbs``): "if <a source you control | another red source you control | a red
spell | ...> would deal damage to <a permanent or player | an opponent or a permanent an
opponent controls | an opponent>, it deals double | triple that damage | that much damage plus N
instead". Used by ``sim.rules.replacement``, which makes the effect.

The source is judged as the damage would be dealt: its qualities (its characteristics now, or,
gone from the battlefield, as it last existed: its card), who controls it (the damage event's
``source_controller``, captured as the event is made, 608.2h) and whether it is a spell (a card
on the stack, CR 112.1: a permanent's or an ability's damage is not a spell's).
"""

from __future__ import annotations

from sim.model.amplify_verbs import AMP_SOURCES, ANY, OPPONENTS_SIDE, PLAYER, Amplified
from sim.model.damage_records import DamageEvent
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules.damage_sides import source_has


def amplifies(state: GameState, source: Permanent, amp: Amplified, event: DamageEvent) -> bool:
    """Whether the amplification of ``source``'s static ability applies to ``event``."""
    need = AMP_SOURCES[amp.source]
    you = source.controller
    if amp.combat and not event.combat:  # CR 510.2
        return False
    if need.itself and event.source != source.id or \
            need.attached and (source.attached_to is None or event.source != source.attached_to):
        return False
    if need.yours and event.source_controller != you:
        return False
    if need.another and event.source == source.id:
        return False
    if need.spell:
        origin = state.permanents.get(event.source)
        if origin is None or origin.zone is not Zone.STACK:
            return False
    if need.kinds and not source_has(state, (need.kinds,), event.source):
        return False
    if amp.recipient == ANY:
        return True
    if event.target in state.players:
        return amp.recipient == PLAYER or event.target != you
    return amp.recipient == OPPONENTS_SIDE and state.permanents[event.target].controller != you
