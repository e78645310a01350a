"""A spell with {X} in its mana cost cast without paying its mana cost (CR 107.3b, 118.9,
cascade 702.85a): the only legal choice for X is 0 — it deals no damage, and a creature
that "enters with X +1/+1 counters" enters with none."""

from __future__ import annotations

from typing import Any

from test_cascade import Cascader, game

import mtgsim
from sim.model.actions import Action
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.events import SpellCast
from sim.model.objects import Zone
from sim.model.state import GameState

BLAST = {"name": "Blast", "types": ["Sorcery"], "cost": "{X}{R}",
         "text": "Blast deals X damage to any target."}
HYDRA = {"name": "Hydra", "types": ["Creature"], "cost": "{X}{G}", "power": 0, "toughness": 0,
         "text": "This creature enters with X +1/+1 counters on it."}


class Asked(Cascader):
    """``Cascader``, noting the options of every choice of X it is asked."""

    def __init__(self) -> None:
        super().__init__(True)
        self.xs: list[tuple[str, ...]] = []

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_X:
            self.xs.append(tuple(decision.options))
        return super().act(state, decision, legal)


def _cast(card: dict[str, Any]) -> tuple[GameState, Asked]:
    state = game([card])
    state.players["A"].mana = state.players["A"].mana.parse("{9}")  # (mana left to pay X)
    agent = Asked()
    mtgsim.play(state, agent)
    casts = [e for e in state.events if isinstance(e, SpellCast)]
    assert [e.name for e in casts] == ["Cascader", card["name"]]
    assert casts[1].x == 0 and casts[1].origin == "exile"
    return state, agent


def test_a_free_x_spell_has_x_zero() -> None:
    """CR 107.3b, 702.85a: Blast ({X}{R}, mana value 1) cast by cascade without paying its
    mana cost: X is 0 (no other choice offered, though A has mana left): B is dealt 0."""
    state, agent = _cast(BLAST)
    assert all(options == ("0",) for options in agent.xs)
    assert state.players["B"].life == 20


def test_a_free_x_creature_enters_with_no_counters() -> None:
    """CR 107.3b, 107.3m: Hydra cast without paying its mana cost: X is 0, it enters with no
    +1/+1 counters and, a 0/0, dies (704.5f)."""
    state, _ = _cast(HYDRA)
    hydra = next(p for p in state.permanents.values() if p.card.name == "Hydra")
    assert hydra.zone is Zone.GRAVEYARD and not hydra.counters
