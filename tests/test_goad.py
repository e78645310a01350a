"""Goad from a static ability (CR 701.15a-b, 508.1d; ``sim.model.goad``): "enchanted creature
[gets +N/+N and] is goaded" — the creature attacks each combat if able and attacks a player
other than the Aura's controller (the goading player) if able."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalAttackError

GOADING = "Enchanted creature gets +2/+2 and is goaded."


def _game(attacks: dict[str, str], text: str = GOADING,
          players: tuple[str, ...] = ("A", "B")) -> mtgsim.GameState:
    """B's turn: B's Ogre wears A's Aura; combat begins."""
    aura = {"id": "aura", "controller": "A", "name": "Goading Aura", "types": ["Enchantment"],
            "subtypes": ["Aura"], "text": f"Enchant creature\n{text}", "attached_to": "ogre"}
    ogre: dict[str, Any] = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3,
                            "toughness": 3}
    return mtgsim.load({"active_player": "B", "players": {p: {} for p in players},
                        "permanents": [aura, ogre],
                        "combat": {"attacks": attacks, "blocks": {}}})


@plays("Enchant creature", GOADING)
def test_a_goaded_creature_must_attack() -> None:
    """CR 701.15a, 508.1d: with A the only other player, the goaded 5/5 Ogre must attack (it
    can: the requirement to attack a player other than A can't be obeyed); declaring no
    attack is illegal, and attacking A deals 5."""
    with pytest.raises(IllegalAttackError):
        mtgsim.play(_game({}))
    outcome = mtgsim.play(_game({"ogre": "A"}))
    assert outcome.life["A"] == 15


@plays("Enchanted creature is goaded.")
def test_a_goaded_creature_attacks_a_player_other_than_the_goading_player() -> None:
    """CR 701.15a-b: with three players, B's goaded Ogre must attack C, not A (the Aura's
    controller): attacking A obeys one requirement of two, attacking C both."""
    with pytest.raises(IllegalAttackError):
        mtgsim.play(_game({"ogre": "A"}, "Enchanted creature is goaded.", ("A", "B", "C")))
    outcome = mtgsim.play(_game({"ogre": "C"}, "Enchanted creature is goaded.",
                                ("A", "B", "C")))
    assert outcome.life["C"] == 17


@plays("Enchanted creature gets +2/+2, has deathtouch, and is goaded.")
def test_goad_beside_a_bonus_and_an_ability() -> None:
    """CR 701.15a, 613.4c, 613.1f: the Ogre is 5/5 with deathtouch and must attack."""
    text = "Enchanted creature gets +2/+2, has deathtouch, and is goaded."
    with pytest.raises(IllegalAttackError):
        mtgsim.play(_game({}, text))
    state = _game({"ogre": "A"}, text)
    assert state.power("ogre") == 5
    mtgsim.play(state)
