"""A zone-change trigger finds the card in the zone it went to (CR 400.7d): "When this creature
dies, return it to its owner's hand." returns the card from its owner's graveyard — unless it
has moved again since (a new object, 400.7), or it is a token, which ceased to exist (704.5d)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.objects import Zone

DIES = "When this creature dies, return it to its owner's hand."
BOLT = {"name": "Bolt", "types": ["Instant"], "cost": "{R}",
        "text": "Bolt deals 3 damage to any target."}


def bolted(token: bool = False, moved: bool = False) -> GameState:
    """A's Cockroach (DIES; a token if ``token``) bolted by A (holding a second Bolt so A keeps
    priority while the trigger waits); if ``moved``, the card is exiled from the graveyard
    before the trigger resolves. Played until the stack is empty."""
    roach: dict[str, Any] = {"id": "c1", "controller": "A", "name": "Cockroach", "power": 1,
                             "toughness": 1, "text": DIES, "token": token}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [{**BOLT, "id": "b1"}, {**BOLT, "id": "b2"}],
                          "mana": "{R}{R}"}, "B": {}},
        "permanents": [roach], "combat": {"attacks": {}, "actions": []}})
    state.apply("cast b1")
    state.apply("target c1")
    while "c1" in state.permanents and state.permanents["c1"].zone is Zone.BATTLEFIELD:
        state.apply("pass")
    if moved:
        state.move("c1", Zone.EXILE)
    while state.stack or state.triggered:
        state.apply("pass")
    return state


@plays("When this creature dies, return it to its owner's hand.")
def test_the_dead_card_returns_to_its_owners_hand() -> None:
    """CR 400.7d, 603.6c: the Cockroach dies and its ability returns the card from A's
    graveyard to A's hand."""
    state = bolted()
    assert state.permanents["c1"].zone is Zone.HAND


@plays("When this creature dies, return it to its owner's hand.")
def test_a_card_moved_again_or_a_token_is_not_found() -> None:
    """CR 400.7, 400.7d, 704.5d: exiled from the graveyard before the ability resolves, the
    card is a new object the ability can't find: it stays in exile; a token has ceased to
    exist and returns nowhere."""
    assert bolted(moved=True).permanents["c1"].zone is Zone.EXILE
    state = bolted(token=True)
    assert "c1" not in state.permanents or state.permanents["c1"].zone is not Zone.HAND
