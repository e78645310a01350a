"""Gaining life and the rules that stop it (CR 119.3, 119.7; ``sim.rules.life``), and
"damage can't be prevented this turn" (615.12) as a resolving spell's effect."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone

SKULLCRACK = ("Players can't gain life this turn. Damage can't be prevented this turn. "
              "Skullcrack deals 3 damage to target player or planeswalker.")


def creature(pid: str, controller: str, power: int, toughness: int,
             **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "power": power, "toughness": toughness,
            **fields}


def skullcrack(blocker: dict[str, Any], cast: bool) -> mtgsim.GameState:
    hand = [{"id": "crack", "name": "Skullcrack", "types": ["Instant"], "cost": "{1}{R}",
             "text": SKULLCRACK}]
    actions = [{"step": "declare_blockers", "player": "A", "cast": "crack",
                "targets": ["B"]}] if cast else []
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"mana": "{1}{R}", "hand": hand}, "B": {}},
                        "permanents": [creature("ogre", "A", 3, 3), blocker],
                        "combat": {"attacks": {"ogre": "B"}, "blocks": {blocker["id"]: "ogre"},
                                   "actions": actions}})


@plays("Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack "
       "deals 3 damage to target player or planeswalker.")
def test_skullcrack_stops_lifelink_and_prevention() -> None:
    """CR 119.7 and 702.15b: after Skullcrack the blocker's lifelink damage is dealt but B
    gains no life (20 - 3 from the spell = 17; without the spell B gains 2: 22); 615.12:
    the shield blocker's "prevent all damage that would be dealt to ~" no longer prevents the
    ogre's 3, so it dies."""
    lifelinker = creature("priest", "B", 2, 4, keywords=["lifelink"])
    assert mtgsim.play(skullcrack(lifelinker, True)).life["B"] == 17
    assert mtgsim.play(skullcrack(dict(lifelinker), False)).life["B"] == 22
    shield = creature("wall", "B", 0, 3, text="Prevent all damage that would be dealt to "
                      "this creature.")
    cracked = skullcrack(shield, True)
    mtgsim.play(cracked)
    assert cracked.permanents["wall"].zone is Zone.GRAVEYARD
    kept = skullcrack(dict(shield), False)
    mtgsim.play(kept)
    assert kept.permanents["wall"].zone is Zone.BATTLEFIELD


def _salve_game(text: str, caster: str) -> mtgsim.GameState:
    salve = {"id": "salve", "name": "Healing Salve", "types": ["Instant"], "cost": "{W}",
             "text": "You gain 3 life."}
    players: dict[str, Any] = {"A": {}, "B": {}}
    players[caster] = {"mana": "{W}", "hand": [salve]}
    return mtgsim.load({"active_player": "A", "players": players,
                        "permanents": [{"id": "law", "controller": "A", "name": "Law",
                                        "types": ["Enchantment"], "text": text}],
                        "combat": {"attacks": {}, "blocks": {}, "actions": [
                            {"step": "beginning_of_combat", "player": caster,
                             "cast": "salve"}]}})


@plays("Players can't gain life.")
def test_no_player_gains_life() -> None:
    """CR 119.7: with the static ability on the battlefield, "you gain 3 life" does nothing,
    whoever casts it."""
    for caster in ("A", "B"):
        assert mtgsim.play(_salve_game("Players can't gain life.", caster)).life[caster] == 20


@plays("Your opponents can't gain life.")
def test_only_opponents_are_stopped() -> None:
    """CR 119.7: "your opponents" are the players other than the permanent's controller (A):
    B's Healing Salve gains nothing, A's gains 3."""
    text = "Your opponents can't gain life."
    assert mtgsim.play(_salve_game(text, "B")).life["B"] == 20
    assert mtgsim.play(_salve_game(text, "A")).life["A"] == 23
