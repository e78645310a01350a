"""More additional costs paid with objects (CR 601.2b, 601.2h, 118.8; ``sim.model.extra_costs``,
``sim.rules.alt_costs``): a sacrifice of a Goblin, a nonland or a blue permanent, a creature or
planeswalker; exiling a creature one controls or two creature cards from the graveyard;
returning a creature; paying life; revealing a card of a subtype from the hand or paying mana
instead."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, Exiled, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

REVEAL = "As an additional cost to cast this spell, reveal an Elf card from your hand or pay {3}."
GOBLIN = "As an additional cost to cast this spell, sacrifice a Goblin."
NONLAND = "As an additional cost to cast this spell, sacrifice a nonland permanent."
BLUE = "As an additional cost to cast this spell, sacrifice a blue permanent."
WALKER = "As an additional cost to cast this spell, sacrifice a creature or planeswalker."
EXILE_MINE = "As an additional cost to cast this spell, exile a creature you control."
EXILE_TWO = ("As an additional cost to cast this spell, exile two creature cards from your "
             "graveyard.")
RETURN = ("As an additional cost to cast this spell, return a creature you control to its "
          "owner's hand.")
LIFE = "As an additional cost to cast this spell, pay 3 life."

GOB = {"id": "gob", "controller": "A", "name": "Gob", "types": ["Creature"],
       "subtypes": ["Goblin"], "power": 1, "toughness": 1}
BEARS = {"id": "bears", "controller": "A", "name": "Bears", "types": ["Creature"],
         "colors": ["G"], "power": 2, "toughness": 2}
DRAKE = {"id": "drake", "controller": "A", "name": "Drake", "types": ["Creature"],
         "colors": ["U"], "power": 2, "toughness": 2}
FOREST = {"id": "forest", "controller": "A", "name": "Forest", "types": ["Land"],
          "supertypes": ["Basic"], "subtypes": ["Forest"]}
SAGE = {"id": "sage", "controller": "A", "name": "Sage", "types": ["Planeswalker"],
        "loyalty": 3}
ELF_CARD = {"name": "Elf Card", "types": ["Creature"], "subtypes": ["Elf"], "cost": "{G}",
            "power": 1, "toughness": 1}
ROCK = {"name": "Rock", "types": ["Artifact"], "cost": "{5}"}
DEAD = {"name": "Dead", "types": ["Creature"], "cost": "{1}", "power": 1, "toughness": 1}


def spell(cost: str) -> dict[str, Any]:
    """A sorcery for {B} with the additional cost ``cost``: gain 4 life."""
    text = f"{cost}\nYou gain 4 life."
    reading = read_card(text, "Offering", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported
    return {"name": "Offering", "types": ["Sorcery"], "cost": "{B}", "text": text}


def game(card: dict[str, Any], permanents: list[Any], hand: list[Any] | None = None,
         mana: str = "{B}", graveyard: list[Any] | None = None) -> mtgsim.GameState:
    """A, in their precombat main phase with ``mana``, holds ``card`` (and ``hand``)."""
    ogre = {"id": "ogre", "controller": "B", "name": "Ogre", "types": ["Creature"],
            "colors": ["U"], "subtypes": ["Goblin"], "power": 3, "toughness": 3}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [ogre, *permanents],
                        "players": {"A": {"hand": [card, *(hand or [])], "mana": mana,
                                          "graveyard": graveyard or []}, "B": {}}})


def options(state: mtgsim.GameState) -> set[str]:
    """The choices of the cost decision after A begins to cast their first card."""
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    return set(decision.options)


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


@plays("As an additional cost to cast this spell, reveal an Elf card from your hand or pay {3}.")
@pytest.mark.parametrize("reveal", [True, False])
def test_an_elf_card_is_revealed_or_three_more_is_paid(reveal: bool) -> None:
    """CR 601.2b, 601.2h: the Elf card in A's hand (not the Rock) may be revealed — it stays
    in the hand — or {3} paid instead (601.2f: added to the total cost)."""
    state = game(spell(REVEAL), [], hand=[ELF_CARD, ROCK], mana="{B}{3}")
    assert options(state) == {"A:hand:2", "pay {3}"}
    state.apply('cost "A:hand:2"' if reveal else 'cost "pay {3}"')
    resolve(state)
    assert state.players["A"].life == 24
    assert state.permanents["A:hand:2"].zone is Zone.HAND
    paid = sum(e.amount for e in state.events if isinstance(e, CostPaid))
    assert paid == (1 if reveal else 4)


def test_without_an_elf_card_the_mana_is_paid() -> None:
    """CR 601.2b: with no Elf card in hand only paying {3} is offered; without the mana either
    the spell can't be cast (118.3)."""
    state = game(spell(REVEAL), [], hand=[ROCK], mana="{B}{3}")
    assert options(state) == {"pay {3}"}
    state = game(spell(REVEAL), [], hand=[ROCK], mana="{B}")
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


@plays("As an additional cost to cast this spell, sacrifice a Goblin.")
def test_only_a_goblin_of_yours_is_sacrificed() -> None:
    """CR 601.2h, 701.21a: A's Goblin is the one choice (not the Bears, nor B's Goblin)."""
    state = game(spell(GOBLIN), [GOB, BEARS])
    assert options(state) == {"gob"}
    state.apply("cost gob")
    assert any(isinstance(e, Sacrificed) and e.permanent == "gob" for e in state.events)
    resolve(state)
    assert state.players["A"].life == 24


@plays("As an additional cost to cast this spell, sacrifice a nonland permanent.",
       "As an additional cost to cast this spell, sacrifice a blue permanent.",
       "As an additional cost to cast this spell, sacrifice a creature or planeswalker.")
def test_sacrifices_of_a_kind() -> None:
    """CR 205.4b: a nonland permanent is any but a land; 105.2: a blue permanent; 601.2h: a
    creature or a planeswalker."""
    assert options(game(spell(NONLAND), [FOREST, BEARS, SAGE])) == {"bears", "sage"}
    assert options(game(spell(BLUE), [FOREST, BEARS, DRAKE])) == {"drake"}
    state = game(spell(WALKER), [FOREST, BEARS, SAGE])
    assert options(state) == {"bears", "sage"}
    state.apply("cost sage")
    assert state.permanents["sage"].zone is Zone.GRAVEYARD


@plays("As an additional cost to cast this spell, exile a creature you control.")
def test_a_creature_you_control_is_exiled() -> None:
    """CR 601.2h, 406.2: the creature chosen leaves the battlefield for exile as the cost is
    paid, before the spell resolves."""
    state = game(spell(EXILE_MINE), [BEARS, FOREST])
    assert options(state) == {"bears"}
    state.apply("cost bears")
    assert state.permanents["bears"].zone is Zone.EXILE
    assert any(isinstance(e, Exiled) and e.permanent == "bears" for e in state.events)
    resolve(state)
    assert state.players["A"].life == 24


@plays("As an additional cost to cast this spell, exile two creature cards from your "
       "graveyard.")
def test_two_creature_cards_are_exiled_from_the_graveyard() -> None:
    """CR 601.2h: two creature cards of A's graveyard (not the Rock), chosen together; with
    one only the spell can't be cast."""
    state = game(spell(EXILE_TWO), [], graveyard=[DEAD, DEAD, ROCK])
    assert options(state) == {"A:graveyard:1, A:graveyard:2"}
    state.apply('cost "A:graveyard:1, A:graveyard:2"')
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE
    assert state.permanents["A:graveyard:3"].zone is Zone.GRAVEYARD
    state = game(spell(EXILE_TWO), [], graveyard=[DEAD, ROCK])
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


@plays("As an additional cost to cast this spell, return a creature you control to its "
       "owner's hand.")
def test_a_creature_is_returned() -> None:
    """CR 601.2h: the creature chosen goes to its owner's hand."""
    state = game(spell(RETURN), [BEARS, FOREST])
    assert options(state) == {"bears"}
    state.apply("cost bears")
    assert state.permanents["bears"].zone is Zone.HAND


@plays("As an additional cost to cast this spell, pay 3 life.")
def test_three_life_is_paid() -> None:
    """CR 119.4, 601.2h: 3 life paid as it is cast; 20 - 3 + 4."""
    state = game(spell(LIFE), [])
    state.apply('cast "A:hand:1"')
    if state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_COST:
        assert state.decision.options == ("pay 3 life",)
        state.apply('cost "pay 3 life"')
    resolve(state)
    assert state.players["A"].life == 21


@pytest.mark.parametrize("seed", range(2))
def test_the_conformance_checker_plays_the_choices(seed: int) -> None:
    """CR 601.2b, 601.2h: the new costs' decisions are answerable at random and checked."""
    from sim.testing.checker import check
    state = game(spell(REVEAL), [GOB, BEARS], hand=[ELF_CARD, spell(GOBLIN), spell(LIFE)],
                 mana="{B}{B}{B}{3}")
    report = check(state, np.random.default_rng(seed))
    assert report.decisions > 0


@plays("As an additional cost to cast this spell, put a -1/-1 counter on a creature you "
       "control.")
def test_a_minus_counter_is_put_on_a_creature_you_control() -> None:
    """CR 601.2h, 122.1: the creature chosen (A's, not B's) gets a -1/-1 counter as the cost
    is paid; a 1/1 with it dies as state-based actions are checked (704.5f)."""
    cost = "As an additional cost to cast this spell, put a -1/-1 counter on a creature you " \
           "control."
    state = game(spell(cost), [BEARS, GOB])
    assert options(state) == {"bears", "gob"}
    state.apply("cost gob")
    resolve(state)
    assert state.players["A"].life == 24
    assert state.permanents["gob"].zone is Zone.GRAVEYARD
    state = game(spell(cost), [BEARS])
    state.apply('cast "A:hand:1"')
    state.apply("cost bears")
    resolve(state)
    assert state.power("bears") == 1 and state.permanents["bears"].counters == {"-1/-1": 1}


@plays("As an additional cost to cast this spell, pay 5 life or sacrifice a creature or "
       "enchantment.")
@pytest.mark.parametrize("pay", [True, False])
def test_five_life_or_a_creature(pay: bool) -> None:
    """CR 601.2b: one of the two costs is chosen — 5 life (119.4) or a creature or
    enchantment A controls (not the land) — and paid (601.2h)."""
    cost = "As an additional cost to cast this spell, pay 5 life or sacrifice a creature or " \
           "enchantment."
    state = game(spell(cost), [BEARS, FOREST])
    assert options(state) == {"pay 5 life", "bears"}
    state.apply('cost "pay 5 life"' if pay else "cost bears")
    resolve(state)
    assert state.players["A"].life == (19 if pay else 24)
    assert state.permanents["bears"].zone is (Zone.BATTLEFIELD if pay else Zone.GRAVEYARD)


def test_the_objects_pay_a_cost_written_after_the_mana() -> None:
    """CR 601.2b, 601.2h: of "pay {3} or sacrifice a creature", the creature chosen is
    sacrificed (the cost paid with objects is the one after "or")."""
    cost = "As an additional cost to cast this spell, pay {3} or sacrifice a creature."
    state = game(spell(cost), [BEARS])
    assert options(state) == {"bears"}
    state.apply("cost bears")
    resolve(state)
    assert state.players["A"].life == 24
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
