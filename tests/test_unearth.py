"""Unearth (CR 702.84a): an ability activated from its owner's graveyard at sorcery speed that
returns the card to the battlefield with haste, exiles it at the beginning of the next end step,
and exiles it instead if it would leave the battlefield any other way."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.engine.agents import DefaultAgent
from sim.model.actions import ActivateAbility
from sim.model.events import Died, Exiled
from sim.model.keywords import Kw
from sim.model.objects import MAIN_PHASES, Zone
from sim.rules.casting import activatable
from sim.rules.priority import why_not
from sim.text import FULL, read_card

GHOUL = {"name": "Ghoul", "types": ["Creature"], "cost": "{3}{B}", "power": 3, "toughness": 1,
         "text": "Unearth {B}"}
BRUTE = {"name": "Brute", "types": ["Creature"], "cost": "{4}{R}", "power": 4, "toughness": 4,
         "text": "Trample\nUnearth {2}{R}"}
MURDER = {"name": "Murder", "types": ["Sorcery"], "cost": "{B}", "text": "Destroy target creature."}
GY = "A:graveyard:1"


def game(mana: str, step: str = "precombat main", graveyard: list[dict[str, Any]] | None = None,
         hand: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A's turn: ``graveyard`` (a Ghoul by default) and ``mana``."""
    return mtgsim.load({"active_player": "A", "step": step, "until": "end of turn",
                        "players": {"A": {"graveyard": graveyard or [GHOUL], "mana": mana,
                                          "hand": hand or [], "library": 5},
                                    "B": {"library": 5}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


@pytest.mark.parametrize("card", [GHOUL, BRUTE])
def test_unearth_is_read_whole(card: dict[str, Any]) -> None:
    """CR 702.84a: "Unearth [cost]" is read as its activated ability and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Unearth {B}")
def test_unearth_returns_with_haste_and_is_exiled_at_the_end_step() -> None:
    """CR 702.84a: activated from the graveyard (its cost paid, 602.2), the card returns to the
    battlefield under its owner's control with haste; at the beginning of the next end step
    (513.1) it is exiled."""
    state = game("{B}")
    assert ActivateAbility(GY, 0) in state.legal_actions()
    state.apply(f'activate "{GY}" 0')
    resolve(state)
    ghoul = state.permanents[GY]
    assert ghoul.zone is Zone.BATTLEFIELD and ghoul.controller == "A"
    assert state.has(GY, Kw.HASTE)
    agent = DefaultAgent()
    while state.decision is not None and state.result is None:
        state.apply(agent.act(state, state.decision, state.legal_actions()))
    assert state.permanents[GY].zone is Zone.EXILE
    assert any(isinstance(e, Exiled) and e.permanent == GY for e in state.events)


@plays("Unearth {2}{R}", "Trample")
def test_an_unearthed_creature_that_would_die_is_exiled_instead() -> None:
    """CR 702.84a, 614.1a: "if it would leave the battlefield, exile it instead of putting it
    anywhere else": destroyed, it goes to exile and never dies (700.4: no "dies" event)."""
    state = game("{2}{R}{B}", graveyard=[BRUTE], hand=[MURDER])
    state.apply(f'activate "{GY}" 0')
    resolve(state)
    assert state.permanents[GY].zone is Zone.BATTLEFIELD
    state.apply('cast "A:hand:1"')
    state.apply(f'target "{GY}"')
    resolve(state)
    assert state.permanents[GY].zone is Zone.EXILE
    assert not any(isinstance(e, Died) and e.permanent == GY for e in state.events)


def test_unearth_only_as_a_sorcery_and_only_from_the_graveyard() -> None:
    """CR 702.84a, 602.5b, 307.1: "activate only as a sorcery": not in the upkeep; the ability
    is the graveyard card's only (a Ghoul in hand has nothing to activate)."""
    upkeep = game("{B}", step="upkeep")  # nobody acts: it goes on to declare attackers
    assert upkeep.step not in MAIN_PHASES and upkeep.permanents[GY].zone is Zone.GRAVEYARD
    assert not activatable(upkeep, "A", GY, 0)
    assert "as a sorcery" in why_not(upkeep, "A", ActivateAbility(GY, 0))[0]
    assert activatable(game("{B}"), "A", GY, 0)
    in_hand = game("{B}", graveyard=[MURDER], hand=[GHOUL])
    assert ActivateAbility("A:hand:1", 0) not in in_hand.legal_actions()


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_may_unearth(agent: str) -> None:
    """CR 702.84a: activating unearth is an ordinary priority action every policy answers."""
    state = game("{B}")
    from mtgsim.policies import policy as make

    policy = make(agent, np.random.default_rng(1))  # the project's policies by name
    decision = state.decision
    assert decision is not None
    action = policy.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)
