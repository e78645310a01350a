""""~ assigns no combat damage this turn" (CR 510.1a, 611.2a; ``Kw.NO_COMBAT_DAMAGE``,
``sim.legality.damage_assignment.combat_damage_amount``): an effect, not an ability (losing
all abilities keeps it, 112.12); the creature assigns no combat damage in the combat damage
step, so none is dealt — after "you may draw a card. If you do, ..." (a draw chosen is made,
121.1)."""

from __future__ import annotations

from played import plays
from test_reflexive import answers, drive

import mtgsim
from sim import GameState
from sim.model.events import DamageDealt
from sim.model.objects import Zone

SPY = ("Whenever this creature attacks and isn't blocked, you may draw a card. If you do, "
       "this creature assigns no combat damage this turn.")


def attack(yes: str, text: str = SPY) -> GameState:
    """A's 3/3 with ``text`` attacks B, unblocked; A answers the "you may" with ``yes``."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"library": [{"id": "lib0", "name": "Filler", "power": 1,
                                       "toughness": 1}]}, "B": {}},
        "permanents": [{"id": "spy", "controller": "A", "name": "Spy", "power": 3,
                        "toughness": 3, "text": text}],
        "combat": {"attacks": {"spy": "B"}, "actions": []}})
    drive(state, answers(declare_attackers="spy", choose_optional=yes))
    return state


@plays("Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this "
       "creature assigns no combat damage this turn.")
def test_drawing_means_no_combat_damage() -> None:
    """CR 510.1a, 611.2a, 121.1: A draws, and the unblocked 3/3 assigns no combat damage: B
    stays at 20 and no damage is dealt; declined, no card is drawn and B takes 3."""
    state = attack("yes")
    assert state.permanents["lib0"].zone is Zone.HAND
    assert state.players["B"].life == 20
    assert not [e for e in state.events if isinstance(e, DamageDealt)]
    state = attack("no")
    assert state.permanents["lib0"].zone is Zone.LIBRARY
    assert state.players["B"].life == 17


@plays("Assigns no combat damage.")
def test_a_creature_that_assigns_no_combat_damage() -> None:
    """CR 510.1a: a creature whose ability says it assigns no combat damage deals none,
    unblocked: B stays at 20."""
    state = attack("no", "Assigns no combat damage.")
    assert state.players["B"].life == 20
    assert not [e for e in state.events if isinstance(e, DamageDealt)]
