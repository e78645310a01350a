"""Ninjutsu (CR 702.49): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand,
Return an unblocked attacking creature you control to its owner's hand: Put this card onto
the battlefield from your hand tapped and attacking." (702.49a; the ability:
``sim.model.keyword_abilities.ninjutsu``, activated only from its owner's hand,
``from_hand``). The creature returned is chosen as the cost is paid (601.2h,
``sim.rules.cost_choices``: an unblocked attacker exists only once blockers are declared,
509.1h, so it is activated in the declare blockers step or later); the ability remembers what
that creature was attacking (``StackItem.that``), and the card enters attacking that same
player or planeswalker (702.49c) — unblocked, never declared as an attacker (508.4, 506.4:
"whenever ~ attacks" doesn't trigger). A card that has left its owner's hand before the
ability resolves doesn't enter at all (400.7)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.tokens import enter_battlefield


def ninjutsu(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """Ninjutsu's effect (CR 702.49a, c): the card from its owner's hand onto the battlefield
    tapped and attacking what the returned creature attacked — if that player is still in the
    game, or that planeswalker still on the battlefield, and the combat goes on; else it
    enters tapped, attacking nothing (508.4: a creature can't attack an object no longer
    there)."""
    item = work.item
    card = state.permanents.get(item.source)
    if card is None or card.zone is not Zone.HAND or card.owner != item.controller:
        return True  # it left the hand: a new object the ability can't find (400.7)
    attacked = item.that
    if state.combat is None or attacked is None or not (
            attacked in state.players and not state.players[attacked].lost
            or state.is_planeswalker(attacked)):
        attacked = None
    enter_battlefield(state, item.source, item.controller, tapped=True, attacking=attacked)
    return True


__all__ = ["ninjutsu"]
