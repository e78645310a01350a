"""Returning the card a creature that died became (CR 400.7d, 603.6c, 603.10a; ``move_ops``):
"when enchanted creature dies, return that card to the battlefield under your control | under
its owner's control | to its owner's hand" — the ability that triggered on its dying finds the
new object in its owner's graveyard (not moved since, not a token) and moves it."""

from __future__ import annotations

from typing import Any

from played import plays
from test_attachments import BEARS, OGRE, aura, cast, game

import mtgsim
from sim.model.objects import Zone

GIANT = {"id": "giant", "controller": "A", "name": "Giant", "power": 5, "toughness": 5}


def _on_ogre(text: str) -> mtgsim.GameState:
    """A enchants B's Ogre, then attacks with the Giant; the Ogre blocks and dies."""
    hand: list[dict[str, Any]] = [aura("demise", "creature", text)]
    return game([GIANT, OGRE], [cast("demise", "ogre")], hand=hand, attacks={"giant": "B"},
                blocks={"ogre": "giant"})


@plays("When enchanted creature dies, return that card to the battlefield under your control.")
def test_the_card_returns_under_the_auras_controller() -> None:
    """CR 400.7d, 110.2a: the Ogre dies blocking the Giant; the Aura's trigger finds the Ogre
    card in B's graveyard and returns it to the battlefield under A's control (a new object:
    no damage, summoning sick)."""
    state = _on_ogre("When enchanted creature dies, return that card to the battlefield "
                     "under your control.")
    mtgsim.play(state)
    ogre = state.permanents["ogre"]
    assert ogre.zone is Zone.BATTLEFIELD and ogre.controller == "A" and ogre.owner == "B"
    assert ogre.damage == 0
    assert state.permanents["demise"].zone is Zone.GRAVEYARD


@plays("When enchanted creature dies, return that card to the battlefield under its owner's "
       "control.")
def test_the_card_returns_under_its_owner() -> None:
    """CR 400.7d, 110.2: returned under its owner's control: B's again."""
    state = _on_ogre("When enchanted creature dies, return that card to the battlefield "
                     "under its owner's control.")
    mtgsim.play(state)
    ogre = state.permanents["ogre"]
    assert ogre.zone is Zone.BATTLEFIELD and ogre.controller == "B"


@plays("When enchanted creature dies, return that card to its owner's hand.")
def test_the_card_returns_to_its_owners_hand() -> None:
    """CR 400.7d, 108.3: the Ogre card goes from B's graveyard to B's hand."""
    state = _on_ogre("When enchanted creature dies, return that card to its owner's hand.")
    mtgsim.play(state)
    assert state.permanents["ogre"].zone is Zone.HAND


def test_a_token_that_died_is_not_returned() -> None:
    """CR 704.5d, 111.7: a token that died ceased to exist; nothing returns."""
    state = _on_ogre("When enchanted creature dies, return that card to the battlefield "
                     "under your control.")
    state.permanents["ogre"].token = True
    mtgsim.play(state)
    assert "ogre" not in state.permanents or \
        state.permanents["ogre"].zone is not Zone.BATTLEFIELD


@plays("When enchanted creature dies, return it to its owner's hand.")
def test_it_returns_to_its_owners_hand_from_an_aura_trigger() -> None:
    """CR 400.7d: "it" is the same card: the Bears, A's own, blocked by the Ogre, die and go
    back to A's hand."""
    text = "When enchanted creature dies, return it to its owner's hand."
    state = game([BEARS, OGRE], [cast("vigor", "bears")], hand=[aura("vigor", "creature", text)],
                 blocks={"ogre": "bears"})
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.HAND
