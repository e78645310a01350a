"""Permanents and cards put into their owners' libraries (CR 401.4, 701.24a;
``sim.rules.library_moves``): on top, on the bottom, shuffled in; a graveyard shuffled in."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import PutIntoLibrary


def creature(pid: str, controller: str, power: int, toughness: int,
             **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "power": power, "toughness": toughness,
            "name": pid.title(), **fields}


def instant(pid: str, text: str, **fields: Any) -> dict[str, Any]:
    return {"id": pid, "name": fields.pop("name", pid.title()), "types": ["Instant"],
            "cost": "{1}", "text": text, **fields}



@plays("Put target creature on top of its owner's library.")
def test_the_blocker_goes_on_top_of_its_owner_s_library() -> None:
    """CR 401.4 and 506.4: the blocker leaves the battlefield (and combat) for the top of
    B's library, a card again (400.7); the blocked attacker deals no damage (509.1h) and
    its "leaves the battlefield" trigger gives B 3 life (603.6c)."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "hand": [instant(
                          "time", "Put target creature on top of its owner's library.")]},
                    "B": {"library": ["Forest"]}},
        "permanents": [creature("ogre", "A", 3, 3),
                       creature("wall", "B", 0, 4, text="When this creature leaves the "
                                "battlefield, you gain 3 life.")],
        "combat": {"attacks": {"ogre": "B"}, "blocks": {"wall": "ogre"},
                   "actions": [{"step": "declare_blockers", "player": "A", "cast": "time",
                                "targets": ["wall"]}]}})
    outcome = mtgsim.play(state)
    assert "wall" not in state.permanents
    library = state.players["B"].library
    assert library[0].name == "Wall" and library[1].name == "Forest"
    assert outcome.life["B"] == 23
    assert any(isinstance(e, PutIntoLibrary) and e.where == "top" for e in state.events)


BEACON = "Firebeacon deals 5 damage to any target. Shuffle Firebeacon into its owner's library."


@plays("Firebeacon deals 5 damage to any target. Shuffle Firebeacon into its owner's library.")
def test_a_spell_shuffles_itself_away_instead_of_the_graveyard() -> None:
    """CR 608.2n with 701.24a: the spell's card is shuffled into its owner's library as it
    resolves, so it never reaches the graveyard; its damage is dealt first (608.2c)."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "library": ["Forest", "Island"],
                          "hand": [instant("beacon", BEACON, name="Firebeacon")]},
                    "B": {}},
        "permanents": [],
        "combat": {"attacks": {}, "blocks": {},
                   "actions": [{"step": "beginning_of_combat", "player": "A",
                                "cast": "beacon", "targets": ["B"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 15 and "beacon" not in state.permanents
    assert sorted(c.name for c in state.players["A"].library) == [
        "Firebeacon", "Forest", "Island"]


@plays("Target player shuffles their graveyard into their library.")
def test_a_graveyard_shuffled_into_the_library() -> None:
    """CR 701.24a: every card of the target player's graveyard becomes a card of their
    library, and it is shuffled: B's graveyard is empty, their library holds all five."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "hand": [instant(
                          "cane", "Target player shuffles their graveyard into their library.")]},
                    "B": {"library": ["Forest", "Island"], "graveyard": ["Plains", "Swamp",
                                                                          "Mountain"]}},
        "permanents": [],
        "combat": {"attacks": {}, "blocks": {},
                   "actions": [{"step": "beginning_of_combat", "player": "A",
                                "cast": "cane", "targets": ["B"]}]}})
    mtgsim.play(state)
    assert not any(p.zone.value == "graveyard" and p.owner == "B"
                   for p in state.permanents.values())
    assert sorted(c.name for c in state.players["B"].library) == [
        "Forest", "Island", "Mountain", "Plains", "Swamp"]


@plays("{2}, {T}: Put target card from a graveyard on the bottom of its owner's library.")
def test_a_graveyard_card_to_the_bottom() -> None:
    """CR 401.4: the targeted card of B's graveyard goes under B's library."""
    text = "{2}, {T}: Put target card from a graveyard on the bottom of its owner's library."
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{2}"},
                    "B": {"library": ["Forest"], "graveyard": [
                        {"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2,
                         "toughness": 2}]}},
        "permanents": [{"id": "crypt", "controller": "A", "name": "Crypt",
                        "types": ["Artifact"], "text": text}],
        "combat": {"attacks": {}, "blocks": {},
                   "actions": [{"step": "beginning_of_combat", "player": "A",
                                "activate": "crypt", "targets": ["bear"]}]}})
    mtgsim.play(state)
    assert [c.name for c in state.players["B"].library] == ["Forest", "Bear"]
