"""Auras on players (CR 303.4, 702.5a): "Enchant player" / "Enchant opponent" target a player
as the Aura spell is cast, the Aura enters attached to that player (608.3a) and stays while
the player is in the game; "at the beginning of enchanted player's upkeep" triggers in that
player's upkeep, "that player" being them."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.text import FULL, read_card

TOME = ("Enchant player\n"
        "At the beginning of enchanted player's upkeep, that player mills two cards.")


def curse(text: str = TOME) -> dict[str, Any]:
    return {"id": "curse", "name": "Curse", "types": ["Enchantment"], "subtypes": ["Aura"],
            "cost": "{0}", "text": text}


def game(target: str, text: str = TOME, turn_limit: int = 2) -> mtgsim.GameState:
    """A casts the Curse on ``target`` in their precombat main phase; the game goes on to
    the end of turn ``turn_limit`` (B's turn 2)."""
    return mtgsim.load({"active_player": "A", "until": "end of game", "turn_limit": turn_limit,
                        "players": {"A": {"hand": [curse(text)], "library": 6},
                                    "B": {"library": 6}},
                        "permanents": [],
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", "cast": "curse",
                             "targets": [target]}]}})


@pytest.mark.parametrize("line", ["Enchant player", "Enchant opponent"])
def test_enchant_player_is_read(line: str) -> None:
    """CR 702.5a: the enchant keyword naming a player."""
    assert read_card(line, "Curse", ("Enchantment",)).status == FULL


@plays("Enchant player",
       "At the beginning of enchanted player's upkeep, that player mills two cards.")
def test_a_curse_on_a_player_triggers_in_their_upkeep() -> None:
    """CR 303.4 and 608.3a: the Curse enters attached to B; 603.2b: at the beginning of B's
    upkeep (turn 2) B mills two cards; A's own upkeep passes nothing (A's library: only the
    draw of turn 2 is B's)."""
    state = game("B")
    mtgsim.play(state)
    assert state.permanents["curse"].attached_to == "B"
    assert len(state.cards("B", Zone.GRAVEYARD)) == 2
    assert len(state.cards("A", Zone.GRAVEYARD)) == 0


def test_a_curse_on_its_caster_triggers_in_their_upkeep() -> None:
    """CR 303.4: "enchant player" may enchant its controller: A's upkeep of turn 3 mills A."""
    state = game("A", turn_limit=3)
    mtgsim.play(state)
    assert len(state.cards("A", Zone.GRAVEYARD)) == 2
    assert len(state.cards("B", Zone.GRAVEYARD)) == 0


@plays("Enchant opponent")
def test_enchant_opponent_cant_target_its_caster() -> None:
    """CR 702.5a, 115.1: "Enchant opponent" targets only an opponent: A can't cast it on
    themselves, and may on B."""
    text = TOME.replace("Enchant player", "Enchant opponent")
    with pytest.raises(IllegalActionError):
        mtgsim.play(game("A", text))
    state = game("B", text)
    mtgsim.play(state)
    assert len(state.cards("B", Zone.GRAVEYARD)) == 2


def test_enchant_player_cant_target_a_creature() -> None:
    """CR 303.4a, 702.5a: the Aura targets a player, not a permanent."""
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [curse()]}, "B": {}},
                         "permanents": [{"id": "bears", "controller": "B", "name": "Bears",
                                         "power": 2, "toughness": 2}],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "curse",
                              "targets": ["bears"]}]}})
    with pytest.raises(IllegalActionError):
        mtgsim.play(state)


@plays("Creatures enchanted player controls get -1/-1.")
def test_creatures_enchanted_player_controls() -> None:
    """CR 303.4, 611.3 and 704.5f: the Curse on B: B's 1/1 dies, B's 3/3 is a 2/2, A's 1/1 is
    untouched."""
    text = "Enchant player\nCreatures enchanted player controls get -1/-1."
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [curse(text)]}, "B": {}},
                         "permanents": [
                             {"id": "elf", "controller": "A", "name": "Elf", "power": 1,
                              "toughness": 1},
                             {"id": "orc", "controller": "B", "name": "Orc", "power": 1,
                              "toughness": 1},
                             {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3,
                              "toughness": 3}],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "curse",
                              "targets": ["B"]}]}})
    mtgsim.play(state)
    assert state.permanents["orc"].zone is Zone.GRAVEYARD
    assert state.power("ogre") == 2 and state.power("elf") == 1


@plays("Whenever a creature attacks enchanted player, put a +1/+1 counter on it.")
def test_a_creature_attacking_the_enchanted_player() -> None:
    """CR 303.4, 508.1 and 603.2: the Curse on B; A's Bears attack B and get a +1/+1 counter
    before damage: B takes 3. The Curse on A instead: the Bears attacking B get nothing."""
    text = ("Enchant player\n"
            "Whenever a creature attacks enchanted player, put a +1/+1 counter on it.")

    def attack(target: str) -> tuple[mtgsim.GameState, Any]:
        state = mtgsim.load({"active_player": "A", "until": "end of combat",
                             "players": {"A": {"hand": [curse(text)]}, "B": {}},
                             "permanents": [{"id": "bears", "controller": "A", "name": "Bears",
                                             "power": 2, "toughness": 2}],
                             "combat": {"attacks": {"bears": "B"}, "actions": [
                                 {"step": "precombat_main", "player": "A", "cast": "curse",
                                  "targets": [target]}]}})
        return state, mtgsim.play(state)

    state, outcome = attack("B")
    assert state.permanents["bears"].counters.get("+1/+1") == 1 and outcome.life["B"] == 17
    state, outcome = attack("A")
    assert not state.permanents["bears"].counters.get("+1/+1") and outcome.life["B"] == 18
