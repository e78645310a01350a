"""The heuristic policy's mana abilities activated with priority (``ai.mana_first``, CR
605.3a-b): activated in its main phase when their mana makes a spell castable."""

from __future__ import annotations

from test_mana_effects import FORGE, SIGNET, SPIRIT, turn

from ai.heuristic import HeuristicAgent
from sim.engine.play import play
from sim.model.objects import Zone


def test_the_heuristic_activates_a_signet_to_cast_a_spell() -> None:
    """CR 605.3a-b, 601.2g: the Plains pays the Signet's {1}, its {W}{U} pays the Spirit: the
    heuristic policy activates it in its main phase and casts the Spirit."""
    state = turn([SPIRIT], land="Plains", permanents=(SIGNET,))
    play(state, HeuristicAgent())
    assert state.permanents["spirit"].zone is Zone.BATTLEFIELD


def test_the_heuristic_chooses_the_mana_it_needs() -> None:
    """CR 106.1, 605.3b: the Forge's {R} or {W}: the heuristic policy takes the {W} its {W}{W}
    Knight needs (with the Plains), not the {R}; with nothing to cast it doesn't activate it
    (no damage)."""
    knight = {"id": "knight", "name": "Knight", "power": 2, "toughness": 2, "cost": "{W}{W}"}
    state = turn([knight], land="Plains", permanents=(FORGE,))
    play(state, HeuristicAgent())
    assert state.permanents["knight"].zone is Zone.BATTLEFIELD
    assert state.players["A"].life == 19
    state = turn([], land="Plains", permanents=(FORGE,))
    play(state, HeuristicAgent())
    assert state.players["A"].life == 20 and not state.permanents["forge"].tapped


def test_the_heuristic_chooses_a_spells_mana() -> None:
    """CR 608.2, 106.1a: as the Prism resolves, the heuristic policy takes the {U} its {U}
    Drake needs (not the first color listed, {W}) and casts the Drake."""
    prism = {"id": "prism", "name": "Prism", "types": ["Instant"], "cost": "{0}",
             "text": "Add one mana of any color."}
    drake = {"id": "drake", "name": "Drake", "power": 1, "toughness": 1, "cost": "{U}"}
    state = turn([prism, drake], lands=0)
    state.apply("cast prism")
    play(state, HeuristicAgent())
    assert state.permanents["drake"].zone is Zone.BATTLEFIELD
