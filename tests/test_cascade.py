"""Cascade (CR 702.85a): casting the spell triggers; the trigger exiles cards from the top of
the library until a nonland card with a lesser mana value, which its controller may cast
without paying its mana cost (118.9, X 0: 107.3b); the others go to the bottom in a random
order."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.engine.agents import DefaultAgent
from sim.model.actions import Action, Choose
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.events import SpellCast
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.testing.checker import check

CASCADE = ("Cascade (When you cast this spell, exile cards from the top of your library until "
           "you exile a nonland card that costs less. You may cast it without paying its mana "
           "cost. Put the exiled cards on the bottom of your library in a random order.)")
MOUNTAIN = {"name": "Mountain", "types": ["Land"]}
BIG = {"name": "Big", "types": ["Sorcery"], "cost": "{5}", "text": "You gain 5 life."}
SHOCK = {"name": "Shock", "types": ["Instant"], "cost": "{R}",
         "text": "Shock deals 2 damage to any target."}
OTHER = {"name": "Other", "types": ["Sorcery"], "cost": "{1}", "text": "You gain 1 life."}


class Cascader(DefaultAgent):
    """The default policy, but cascade's card is cast (or not, ``cast``) and Shock aims at
    B."""

    def __init__(self, cast: bool) -> None:
        self.cast = cast
        self.asked = 0

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_CARD and "702.85a" in decision.prompt:
            self.asked += 1
            return Choose("card", decision.options[0 if self.cast else 1])
        if decision.kind == DecisionKind.CHOOSE_TARGET and "B" in decision.options:
            return Choose("target", "B")
        return super().act(state, decision, legal)


def game(library: list[dict[str, Any]], text: str = CASCADE) -> GameState:
    """A casts the 3-mana Cascader (a creature with ``text``) in their main phase."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": "{3}", "library": library, "hand": [
            {"id": "elf", "name": "Cascader", "types": ["Creature"], "cost": "{3}",
             "power": 3, "toughness": 2, "text": text}]}, "B": {}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "elf"}]}})


def names(state: GameState) -> list[str]:
    return [c.name for c in state.players["A"].library]


@plays("Cascade")
@pytest.mark.parametrize("cast", [True, False])
def test_cascade_casts_the_first_cheaper_nonland_card(cast: bool) -> None:
    """CR 702.85a: the Mountain (a land) and Big (mana value 5, not less than 3) are exiled
    and passed; Shock (1) stops it. Cast, it is a spell cast from exile (601.2a, no mana paid:
    A's {3} went to the Cascader) dealing 2 to B and then in A's graveyard; declined, it goes
    to the bottom with the others. The cards under Shock (Other) stay on top."""
    state = game([MOUNTAIN, BIG, SHOCK, OTHER])
    agent = Cascader(cast)
    mtgsim.play(state, agent)
    assert agent.asked == 1
    casts = [e for e in state.events if isinstance(e, SpellCast)]
    assert [e.name for e in casts] == (["Cascader", "Shock"] if cast else ["Cascader"])
    assert state.players["B"].life == (18 if cast else 20)
    library = names(state)
    assert library[0] == "Other"
    bottom = {"Mountain", "Big"} | (set() if cast else {"Shock"})
    assert set(library[1:]) == bottom and len(library) == 1 + len(bottom)
    if cast:
        assert casts[1].origin == "exile"
        shock = next(p for p in state.permanents.values() if p.card.name == "Shock")
        assert shock.zone is Zone.GRAVEYARD
    assert state.permanents["elf"].zone is Zone.BATTLEFIELD


def test_cascade_finds_nothing() -> None:
    """CR 702.85a: with no nonland card of lesser mana value, every card is exiled and put on
    the bottom in a random order: nothing is cast, no choice asked."""
    state = game([MOUNTAIN, BIG])
    agent = Cascader(True)
    mtgsim.play(state, agent)
    assert agent.asked == 0 and sorted(names(state)) == ["Big", "Mountain"]


def test_a_card_with_no_legal_target_is_not_offered() -> None:
    """CR 702.85a, 601.2c: a card whose spell would need a target that doesn't exist can't be
    cast; it goes to the bottom with the rest."""
    kill = {"name": "Kill", "types": ["Instant"], "cost": "{B}",
            "text": "Destroy target creature."}
    state = game([kill, OTHER])
    agent = Cascader(True)
    mtgsim.play(state, agent)
    assert agent.asked == 0 and names(state) == ["Other", "Kill"]


@pytest.mark.parametrize("seed", range(4))
def test_cascade_passes_the_conformance_checker(seed: int) -> None:
    """CR 702.85a, 601.2a: random play through cascade (a card cast from exile) keeps every
    invariant."""
    check(game([MOUNTAIN, BIG, SHOCK, OTHER]), np.random.default_rng(seed))
