"""Additional costs (CR 601.2b, 601.2f-h, 118.8): "As an additional cost to cast this spell,
sacrifice a creature." / "... discard a card." — the creature or card is chosen and paid with
the cost, and the spell can't be cast without a legal one."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import Died, Discarded, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

SACRIFICE = "As an additional cost to cast this spell, sacrifice a creature."
DISCARD = "As an additional cost to cast this spell, discard a card."
BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
ELF = {"id": "elf", "controller": "A", "name": "Elf", "power": 1, "toughness": 1}
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}
ROCK = {"name": "Rock", "types": ["Artifact"], "cost": "{5}"}


def spell(cost: str, types: str = "Sorcery") -> dict[str, Any]:
    """A spell with the additional cost ``cost``: gain 4 life."""
    return {"name": "Offering", "types": [types], "cost": "{B}",
            "text": f"{cost}\nYou gain 4 life."}


def game(card: dict[str, Any], hand: list[Any] | None = None,
         permanents: list[Any] | None = None, mana: str = "{B}") -> mtgsim.GameState:
    """A, in their precombat main phase with {B}, holds ``card`` (and ``hand``)."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [OGRE, *(permanents if permanents is not None
                                               else [BEARS, ELF])],
                        "players": {"A": {"hand": [card, *(hand or [])], "mana": mana},
                                    "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


@pytest.mark.parametrize("cost", [SACRIFICE, DISCARD])
@pytest.mark.parametrize("types", ["Sorcery", "Instant", "Creature"])
def test_additional_costs_are_read_whole(cost: str, types: str) -> None:
    """CR 601.2b: the additional cost is read and rendered back, on a spell of any type."""
    reading = read_card(f"{cost}\nYou gain 4 life." if types != "Creature" else cost,
                        "Offering", (types,))
    assert reading.status == FULL, reading.unsupported


@plays("As an additional cost to cast this spell, sacrifice a creature.")
def test_a_creature_is_sacrificed_as_the_spell_is_cast() -> None:
    """CR 601.2h: the creature chosen (a decision among the creatures A controls, not B's) is
    sacrificed as the cost is paid (701.21a: it dies, 700.4) — before the spell resolves."""
    state = game(spell(SACRIFICE))
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert set(decision.options) == {"bears", "elf"}
    state.apply("cost elf")
    assert state.permanents["elf"].zone is Zone.GRAVEYARD
    assert any(isinstance(e, Sacrificed) and e.permanent == "elf" for e in state.events)
    assert any(isinstance(e, Died) and e.permanent == "elf" for e in state.events)
    resolve(state)
    assert state.players["A"].life == 24
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD


def test_no_creature_no_spell() -> None:
    """CR 601.2h, 118.3: without a creature to sacrifice the cost can't be paid, so the spell
    can't be cast (an opponent's creature is not A's to sacrifice)."""
    state = game(spell(SACRIFICE), permanents=[])
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


@plays("As an additional cost to cast this spell, discard a card.")
def test_a_card_is_discarded_as_the_spell_is_cast() -> None:
    """CR 601.2h, 701.9a: another card of A's hand is chosen and discarded; the spell itself,
    on the stack (601.2a), is not a card in hand to discard."""
    state = game(spell(DISCARD, "Instant"), hand=[ROCK])
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == ("A:hand:2",)
    state.apply('cost "A:hand:2"')
    assert state.permanents["A:hand:2"].zone is Zone.GRAVEYARD
    assert any(isinstance(e, Discarded) and e.card == "A:hand:2" for e in state.events)
    resolve(state)
    assert state.players["A"].life == 24


def test_no_other_card_no_spell() -> None:
    """CR 601.2h: with no other card in hand there is nothing to discard: not castable."""
    state = game(spell(DISCARD))
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_the_choices(seed: int) -> None:
    """Every new decision is answerable at random and checked (``sim.testing.checker``):
    kicker's choice and the additional costs' creatures and cards."""
    import numpy as np

    from sim.testing.checker import check
    surge = {"name": "Surge", "types": ["Instant"], "cost": "{0}",
             "text": "Kicker {1}\nTarget creature gets +2/+2 until end of turn. "
                     "If this spell was kicked, you gain 3 life."}
    state = game(spell(SACRIFICE), hand=[spell(DISCARD, "Instant"), surge, ROCK],
                 mana="{B}{B}{1}")
    report = check(state, np.random.default_rng(seed))
    assert report.decisions > 0
    seen.update(report.kinds)


seen: set[str] = set()


def test_the_checker_met_the_cost_choice() -> None:
    """The seeds above met the cost decision (run after them, in file order)."""
    assert "choose_cost" in seen
