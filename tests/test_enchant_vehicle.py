""""Enchant creature or Vehicle" (CR 702.5a, 303.4a, 303.4d, 301.7: Vehicle an artifact
subtype): the Aura spell may target a creature or a Vehicle, creature or not, and nothing
else."""

from __future__ import annotations

import pytest
from played import plays
from test_attachments import BEARS, aura, cast, game

import mtgsim
from sim.model.errors import IllegalActionError

CART = {"id": "cart", "controller": "A", "name": "Cart", "types": ["Artifact"],
        "subtypes": ["Vehicle"], "text": "Crew 1"}
ROCK = {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"]}


@plays("Enchant creature or Vehicle", "Enchanted permanent gets +1/+1.")
def test_an_aura_enchants_a_vehicle_or_a_creature() -> None:
    """CR 303.4a, 301.7: the Aura targets the noncreature Vehicle (and enchants it) or the
    Bears; a plain artifact is no legal target (an illegal cast is refused)."""
    text = "Enchanted permanent gets +1/+1."
    state = game([BEARS, CART], [cast("mod", "cart")], hand=[aura("mod", "creature or Vehicle",
                                                                  text)], attacks={})
    mtgsim.play(state)
    assert state.permanents["mod"].attached_to == "cart"
    state = game([BEARS], [cast("mod", "bears")], hand=[aura("mod", "creature or Vehicle", text)])
    assert mtgsim.play(state).life["B"] == 17
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, ROCK], [cast("mod", "rock")],
                         hand=[aura("mod", "creature or Vehicle", text)], attacks={}))
