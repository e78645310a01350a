"""Targets and groups excluding a supertype (CR 205.4a, 115.1): "target nonbasic land",
"all nonlegendary creatures" — a "non-" word naming a supertype excludes the permanents
with that supertype (``sim.rules.targeting._is``); and targets naming a subtype of another
card type than creature ("target Equipment", "target Swamp", CR 205.3g-i), and a creature
target bounded by its toughness (CR 208.1)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim import GameState
from sim.model.objects import Zone

BASIC = {"id": "basic", "controller": "B", "name": "Swamp", "types": ["Land"],
         "supertypes": ["Basic"], "subtypes": ["Swamp"]}
NONBASIC = {"id": "nonbasic", "controller": "B", "name": "Bog", "types": ["Land"]}
LEGEND = {"id": "legend", "controller": "B", "name": "Legend", "types": ["Creature"],
          "supertypes": ["Legendary"], "power": 2, "toughness": 2}
BEARS = {"id": "bears", "controller": "B", "name": "Bears", "types": ["Creature"],
         "power": 2, "toughness": 2}


def game(text: str, kind: str = "Instant") -> GameState:
    """A may cast Ruin (``text``) in their main phase; B has a basic and a nonbasic land, a
    legendary and a nonlegendary creature."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "ruin", "name": "Ruin", "types": [kind],
                                    "cost": "{0}", "text": text}]}, "B": {}},
        "permanents": [BASIC, NONBASIC, LEGEND, BEARS]})


@plays("Destroy target nonbasic land.")
def test_a_nonbasic_land_target() -> None:
    """CR 205.4a, 115.1: the basic Swamp can't be targeted; the nonbasic Bog can, and is
    destroyed."""
    state = game("Destroy target nonbasic land.")
    state.apply("cast ruin")
    options = state.decision.options if state.decision is not None else ()
    assert "nonbasic" in options and "basic" not in options
    state.apply("target nonbasic")
    mtgsim.play(state)
    assert state.permanents["nonbasic"].zone is Zone.GRAVEYARD
    assert state.permanents["basic"].zone is Zone.BATTLEFIELD


@plays("Destroy all nonlegendary creatures.")
def test_all_nonlegendary_creatures() -> None:
    """CR 205.4a: the group leaves out the legendary creature."""
    state = game("Destroy all nonlegendary creatures.", "Sorcery")
    state.apply("cast ruin")
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.permanents["legend"].zone is Zone.BATTLEFIELD


SWORD = {"id": "sword", "controller": "B", "name": "Sword", "types": ["Artifact"],
         "subtypes": ["Equipment"]}
ROCK = {"id": "rock", "controller": "B", "name": "Rock", "types": ["Artifact"]}


@plays("Destroy target Equipment.")
def test_a_noncreature_subtype_target() -> None:
    """CR 205.3g, 115.1: "target Equipment" may be only an artifact with that subtype: the
    Rock can't be chosen, the Sword is destroyed."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "ruin", "name": "Ruin", "types": ["Instant"],
                                    "cost": "{0}", "text": "Destroy target Equipment."}]},
                    "B": {}},
        "permanents": [SWORD, ROCK, BEARS]})
    state.apply("cast ruin")
    assert state.decision is not None and set(state.decision.options) == {"sword"}
    state.apply("target sword")
    mtgsim.play(state)
    assert state.permanents["sword"].zone is Zone.GRAVEYARD
    assert state.permanents["rock"].zone is Zone.BATTLEFIELD


@plays("Return target Swamp to its owner's hand.")
def test_a_land_subtype_target() -> None:
    """CR 205.3i, 115.1: "target Swamp" is a land with that subtype: only the Swamp."""
    state = game("Return target Swamp to its owner's hand.")
    state.apply("cast ruin")
    assert state.decision is not None and set(state.decision.options) == {"basic"}
    state.apply("target basic")
    mtgsim.play(state)
    assert state.permanents["basic"].zone is Zone.HAND


WALL = {"id": "wall", "controller": "B", "name": "Wall", "types": ["Creature"], "power": 0,
        "toughness": 4}


@plays("Destroy target creature with toughness 4 or greater.")
def test_a_toughness_bound_target() -> None:
    """CR 208.1, 115.1: only a creature whose toughness is 4 or more can be chosen: the 0/4
    Wall, not the 2/2 Bears."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "ruin", "name": "Ruin", "types": ["Instant"],
                                    "cost": "{0}",
                                    "text": "Destroy target creature with toughness 4 or "
                                            "greater."}]}, "B": {}},
        "permanents": [WALL, BEARS]})
    state.apply("cast ruin")
    assert state.decision is not None and set(state.decision.options) == {"wall"}
    state.apply("target wall")
    mtgsim.play(state)
    assert state.permanents["wall"].zone is Zone.GRAVEYARD
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD
