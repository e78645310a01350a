"""Control-changing effects (CR 613.1b, 611.2a, 302.6, 506.4): "gain control of target
creature [until end of turn]", given back as the effect ends."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone

OGRE: dict[str, Any] = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3,
                        "toughness": 3}
THREATEN = ("Gain control of target creature until end of turn. Untap that creature. It gains "
            "haste until end of turn.")


def main_phase(text: str, *, until: str = "end of turn", attacks: dict[str, str] | None = None,
               turn_limit: int = 0) -> mtgsim.GameState:
    sorcery = {"id": "spell", "name": "Threaten", "types": ["Sorcery"], "cost": "{0}",
               "text": text}
    data: dict[str, Any] = {
        "active_player": "A", "until": until,
        "players": {"A": {"hand": [sorcery], "library": 5}, "B": {"library": 5}},
        "permanents": [{**OGRE, "tapped": True}],
        "combat": {"attacks": attacks or {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "spell", "targets": ["ogre"]}]}}
    if turn_limit:
        data["turn_limit"] = turn_limit
    return mtgsim.load(data)


@plays("Gain control of target creature until end of turn. Untap that creature. It gains "
       "haste until end of turn.")
def test_threaten_steals_untaps_and_attacks_with_it() -> None:
    """CR 613.1b and 302.6: A controls the Ogre this turn, untapped, with haste, and attacks
    its owner with it; at the cleanup step the effect ends and B controls it again
    (611.2a, 514.2)."""
    state = main_phase(THREATEN, attacks={"ogre": "B"})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 17
    ogre = state.permanents["ogre"]
    assert ogre.zone is Zone.BATTLEFIELD and ogre.controller == "B" and ogre.owner == "B"


def test_without_haste_a_stolen_creature_cant_attack() -> None:
    """CR 302.6: it came under A's control this turn; without haste the attack is refused."""
    state = main_phase("Gain control of target creature until end of turn. Untap that "
                       "creature.", attacks={"ogre": "B"})
    with pytest.raises(IllegalActionError):
        mtgsim.play(state)


@plays("Gain control of target creature.")
def test_gaining_control_for_good() -> None:
    """CR 611.2a: with no duration it lasts: A still controls the Ogre on B's next turn."""
    state = main_phase("Gain control of target creature.", until="end of game", turn_limit=2)
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "A"
