"""A cost exiling the top cards of its payer's library (CR 406.3, 118.3, 602.2b;
``sim.model.cost_parts.EXILE_TOP``): paid with no choice, only with that many cards there."""

from __future__ import annotations

from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

CATAPULT = ("{2}, Exile the top two cards of your library: Catapult deals 1 damage to each "
            "creature with flying and each player.")


def load(library: int) -> mtgsim.GameState:
    """A's main phase: A's Catapult (CATAPULT) and {2}, ``library`` cards in A's library, B's
    1/1 flier."""
    permanents = [
        {"id": "cat", "controller": "A", "name": "Catapult", "types": ["Artifact"],
         "text": CATAPULT},
        {"id": "bird", "controller": "B", "name": "Bird", "power": 1, "toughness": 1,
         "text": "Flying"}]
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"library": library, "mana": "{2}"},
                                    "B": {"library": 5}}})


def offered(state: mtgsim.GameState) -> bool:
    return any(str(a).startswith("activate cat") for a in state.legal_actions())


@plays("{2}, Exile the top two cards of your library: Catapult deals 1 damage "
       "to each creature with flying and each player.")
def test_the_top_cards_are_exiled_as_it_is_activated() -> None:
    """CR 406.3, 602.2b: activated with three cards in the library, two of them are exiled as
    the cost is paid (one left); the ability resolves: 1 damage to each player and kills the
    1/1 flier."""
    assert read_card(CATAPULT, "Catapult", ("Artifact",)).status == FULL
    state = load(3)
    state.apply("activate cat 0")
    assert len(state.players["A"].library) + len(state.cards("A", Zone.LIBRARY)) == 1
    assert len(state.cards("A", Zone.EXILE)) == 2
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 19 and state.players["B"].life == 19
    assert state.permanents["bird"].zone is Zone.GRAVEYARD


@plays("{2}, Exile the top two cards of your library: Catapult deals 1 damage "
       "to each creature with flying and each player.")
def test_not_with_fewer_cards_in_the_library() -> None:
    """CR 118.3: with one card in the library the cost can't be paid: not offered."""
    assert offered(load(2)) and not offered(load(1))
