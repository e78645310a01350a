"""Flashback (CR 702.34a): an instant or sorcery cast from its owner's graveyard by paying its
flashback cost rather than its mana cost (an alternative cost, 118.9), through the one casting
path (601.2); the spell is exiled instead of going anywhere else as it leaves the stack."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.rules.casting import castable_now
from sim.rules.priority import why_not
from sim.text import FULL, read_card

BOLT = {"name": "Flash Bolt", "types": ["Instant"], "cost": "{R}",
        "text": "Flash Bolt deals 2 damage to any target.\nFlashback {3}{R}"}
RALLY = {"name": "Rally", "types": ["Sorcery"], "cost": "{W}",
         "text": "You gain 2 life.\nFlashback {1}{W}"}
KICKED = {"name": "Kicked Growth", "types": ["Sorcery"], "cost": "{G}",
          "text": "Kicker {2}\nYou gain 1 life. If this spell was kicked, you gain 3 life.\n"
                  "Flashback {1}{G}"}
NEGATE = {"name": "Nope", "types": ["Instant"], "cost": "{U}", "text": "Counter target spell."}


def game(graveyard: list[dict[str, Any]], mana: str, step: str = "precombat main",
         hand: list[dict[str, Any]] | None = None, b_hand: list[dict[str, Any]] | None = None,
         b_mana: str = "") -> mtgsim.GameState:
    """A, in ``step`` of their turn, with ``graveyard`` and ``mana``."""
    return mtgsim.load({"active_player": "A", "step": step,
                        "players": {"A": {"graveyard": graveyard, "mana": mana,
                                          "hand": hand or []},
                                    "B": {"hand": b_hand or [], "mana": b_mana}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def paid(state: mtgsim.GameState) -> int:
    """The mana paid for costs so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("card", [BOLT, RALLY, KICKED])
def test_flashback_cards_are_read_whole(card: dict[str, Any]) -> None:
    """CR 702.34a: the flashback keyword with its mana cost is read and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Flashback {3}{R}", "Flash Bolt deals 2 damage to any target.")
def test_an_instant_is_cast_from_the_graveyard_for_its_flashback_cost_and_exiled() -> None:
    """CR 702.34a: cast from its owner's graveyard, its flashback cost paid rather than its mana
    cost (118.9); as it leaves the stack it is exiled instead of going to the graveyard."""
    state = game([BOLT], "{3}{R}")
    card = "A:graveyard:1"
    assert CastSpell(card) in state.legal_actions()
    state.apply(f'cast "{card}"')
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 18
    assert paid(state) == 4
    assert state.permanents[card].zone is Zone.EXILE


def test_flashback_needs_its_cost_and_an_instant_s_timing() -> None:
    """CR 702.34a, 601.2f-h: without the flashback cost's mana it can't be cast (its own mana
    cost doesn't do); 601.3, 307.1: a sorcery with flashback is still cast only at sorcery
    speed, an instant any time its owner has priority."""
    state = game([BOLT], "{R}{R}{R}")
    assert CastSpell("A:graveyard:1") not in state.legal_actions()
    assert "can't pay Flash Bolt's cost {3}{R}" in why_not(state, "A",
                                                           CastSpell("A:graveyard:1"))[0]
    upkeep = game([RALLY, BOLT], "{3}{R}{1}{W}", step="upkeep")
    legal = upkeep.legal_actions()
    assert CastSpell("A:graveyard:2") in legal and CastSpell("A:graveyard:1") not in legal


def test_only_the_owner_casts_it_and_only_from_the_graveyard_or_hand() -> None:
    """CR 702.34a: "you may cast this card from your graveyard": the opponent can't cast a card
    in A's graveyard; a card in hand is cast for its mana cost and goes to the graveyard."""
    state = game([], "{R}", hand=[BOLT])
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD
    assert paid(state) == 1
    other = mtgsim.load({"active_player": "B", "step": "precombat main",
                         "players": {"A": {"graveyard": [BOLT]}, "B": {"mana": "{3}{R}"}}})
    assert not castable_now(other, "B", "A:graveyard:1")
    assert "not a card in B's hand" in why_not(other, "B", CastSpell("A:graveyard:1"))[0]


@plays("Flashback {1}{W}", "You gain 2 life.")
def test_a_countered_flashback_spell_is_exiled() -> None:
    """CR 702.34a: exiled "instead of putting it anywhere else any time it would leave the
    stack": countered (701.6a), it goes to exile, not to the graveyard to be cast again."""
    state = game([RALLY], "{1}{W}", b_hand=[NEGATE], b_mana="{U}")
    state.apply('cast "A:graveyard:1"')
    state.apply('cast "B:hand:1"')
    state.apply(f"target {state.stack[0].id}")
    resolve(state)
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE
    assert state.players["A"].life == 20


@plays("Flashback {1}{G}", "Kicker {2}")
@pytest.mark.parametrize("kick", [True, False])
def test_a_flashback_spell_may_be_kicked_on_top_of_its_flashback_cost(kick: bool) -> None:
    """CR 702.34a with 702.33a and 601.2f: kicker is an additional cost added to the
    alternative (flashback) cost; the kicked spell does its kicked part."""
    state = game([KICKED], "{3}{G}")
    state.apply('cast "A:graveyard:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    resolve(state)
    assert paid(state) == (4 if kick else 2)
    assert state.players["A"].life == (24 if kick else 21)
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_may_cast_with_flashback(agent: str) -> None:
    """CR 702.34a: casting from the graveyard is an ordinary priority action every policy
    answers (and the checker accepts: it is in the legal actions)."""
    from sim.engine.agents import DefaultAgent
    state = game([RALLY], "{1}{W}")
    if agent == "heuristic":
        from ai.heuristic import HeuristicAgent
        policy: Any = HeuristicAgent()
    elif agent == "random":
        import numpy as np

        from ai.random_policy import RandomAgent
        policy = RandomAgent(np.random.default_rng(1))
    else:
        policy = DefaultAgent()
    decision = state.decision
    assert decision is not None
    action = policy.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)
