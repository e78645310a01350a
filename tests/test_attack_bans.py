"""An Aura's "enchanted creature can't attack you or planeswalkers you control" (CR 508.1c,
303.4, 109.5; ``sim.model.attack_bans``, ``sim.legality.attack_ban_judge``): "you" is the Aura's
controller — the creature it enchants can't attack that player or that player's
planeswalkers, and can attack anyone else."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_attachments import BEARS, game

import mtgsim
from sim.legality.constraints import attack_target_problems
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.keywords import Kw
from sim.model.objects import Zone

VOW = ("Enchanted creature gets +2/+2, has flying, and can't attack you or planeswalkers you "
       "control.")
WALKER = {"id": "walker", "controller": "B", "name": "Walker", "types": ["Planeswalker"],
          "loyalty": 3}


def _vow(controller: str, text: str = VOW) -> dict[str, Any]:
    return {"id": "vow", "controller": controller, "name": "Vow", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "bears", "text": f"Enchant creature\n{text}"}


@plays("Enchanted creature gets +2/+2, has flying, and can't attack you or planeswalkers you "
       "control.")
def test_the_enchanted_creature_cant_attack_the_auras_controller() -> None:
    """CR 508.1c, 109.5: B's Vow on A's Bears: the 4/4 flying Bears can't attack B nor B's
    planeswalker; A's own Vow lets them attack B for 4."""
    state = game([BEARS, WALKER, _vow("B")], [], attacks={})
    assert state.has("bears", Kw.FLYING) and state.power("bears") == 4
    assert attack_target_problems(state, "bears", "B")
    assert attack_target_problems(state, "bears", "walker")
    with pytest.raises((IllegalActionError, ScenarioError)):
        mtgsim.play(game([BEARS, _vow("B")], []))
    state = game([BEARS, WALKER, _vow("A")], [])
    assert not attack_target_problems(state, "bears", "B")
    assert mtgsim.play(state).life["B"] == 16


@plays("Enchanted creature can't attack you or planeswalkers you control.",
       "Enchanted creature gets +1/+1, has menace, and can't attack you or a planeswalker you "
       "control.")
def test_the_ban_alone_and_the_singular_planeswalker() -> None:
    """CR 508.1c, 303.4: the ban alone, and "a planeswalker you control", bar the same
    attacks; once the Aura is gone the Bears may attack B."""
    for text in ("Enchanted creature can't attack you or planeswalkers you control.",
                 "Enchanted creature gets +1/+1, has menace, and can't attack you or a "
                 "planeswalker you control."):
        state = game([BEARS, WALKER, _vow("B", text)], [], attacks={})
        assert attack_target_problems(state, "bears", "B")
        assert attack_target_problems(state, "bears", "walker")
        state.move("vow", Zone.GRAVEYARD)
        assert not attack_target_problems(state, "bears", "B")
