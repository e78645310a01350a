"""Cost increases and reductions (CR 601.2f): "<kinds> spells you cast cost {N} less [more] to
cast" and "this spell costs {N} less to cast for each ... / if you control a ..."."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.text import FULL, read_card

MANCER = {"id": "mancer", "controller": "A", "name": "Mancer", "types": ["Creature"],
          "subtypes": ["Goblin", "Wizard"], "power": 2, "toughness": 2,
          "text": "Instant and sorcery spells you cast cost {1} less to cast."}
SMITH = {"id": "smith", "controller": "A", "name": "Smith", "types": ["Creature"],
         "power": 1, "toughness": 2, "text": "Artifact spells you cast cost {2} less to cast."}
TAXER = {"id": "taxer", "controller": "A", "name": "Taxer", "types": ["Enchantment"],
         "text": "Black spells you cast cost {1} more to cast."}
BOLT = {"name": "Bolt", "types": ["Instant"], "colors": ["R"], "cost": "{1}{R}",
        "text": "Bolt deals 3 damage to any target."}
BLAST = {"name": "Blast", "types": ["Sorcery"], "colors": ["R"], "cost": "{X}{R}",
         "text": "Blast deals X damage to any target."}
ANVIL = {"name": "Anvil", "types": ["Artifact"], "cost": "{3}"}
GRASP = {"name": "Grasp", "types": ["Instant"], "colors": ["B"], "cost": "{B}",
         "text": "Target player loses 2 life."}
HORDE = {"name": "Horde", "types": ["Sorcery"], "colors": ["G"], "cost": "{5}{G}",
         "text": "This spell costs {1} less to cast for each creature you control.\n"
                 "You gain 6 life."}
LORE = {"name": "Lore", "types": ["Sorcery"], "colors": ["U"], "cost": "{4}{U}",
        "text": "This spell costs {2} less to cast if you control a Wizard.\nDraw two cards."}
RECALL = {"name": "Recall", "types": ["Sorcery"], "colors": ["B"], "cost": "{6}{B}",
          "text": "This spell costs {1} less to cast for each creature card in your "
                  "graveyard.\nYou gain 7 life."}
BEAR = {"name": "Bear", "types": ["Creature"], "cost": "{1}{G}", "power": 2, "toughness": 2}


def game(hand: list[dict[str, Any]], mana: str, permanents: list[dict[str, Any]] | None = None,
         graveyard: list[dict[str, Any]] | None = None, library: int = 0) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``hand`` with ``mana`` in their pool."""
    card = {"name": "Card", "types": ["Sorcery"], "cost": "{9}", "text": "Draw a card."}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents or [],
                        "players": {"A": {"hand": hand, "mana": mana,
                                          "graveyard": graveyard or [],
                                          "library": [card] * library}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("card", [MANCER, SMITH, TAXER, HORDE, LORE, RECALL])
def test_cost_changes_are_read_whole(card: dict[str, Any]) -> None:
    """CR 601.2f: read and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Instant and sorcery spells you cast cost {1} less to cast.")
def test_instants_cost_less() -> None:
    """CR 601.2f: the reduction takes {1} of the generic mana: Bolt ({1}{R}) is cast for {R};
    a creature spell costs what it costs."""
    state = game([BOLT], "{R}", [MANCER])
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 17 and paid(state) == 1


def test_a_reduction_never_pays_colored_mana() -> None:
    """CR 601.2f: a reduction of generic mana doesn't reduce the colored part: Grasp ({B})
    still costs {B}, and without it can't be cast."""
    state = game([GRASP], "{1}", [MANCER])
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


def test_a_reduction_pays_x_once_the_fixed_generic_is_gone() -> None:
    """CR 601.2b, 601.2f: X is chosen first, then the reduction takes generic mana, that of X
    too: {X}{R} with X = 3 costs {2}{R} — with three mana X goes up to 3."""
    state = game([BLAST], "{2}{R}", [MANCER])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.options[-1] == "3"
    state.apply("x 3")
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 17 and paid(state) == 3


@plays("Artifact spells you cast cost {2} less to cast.")
def test_artifacts_cost_less() -> None:
    """CR 601.2f: an artifact spell's generic mana is reduced; an instant's isn't."""
    state = game([ANVIL, BOLT], "{1}{R}", [SMITH])
    actions = [str(a) for a in state.legal_actions()]
    assert 'cast "A:hand:1"' in actions
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD and paid(state) == 1
    assert 'cast "A:hand:2"' not in [str(a) for a in state.legal_actions()]


@plays("Black spells you cast cost {1} more to cast.")
def test_black_spells_cost_more() -> None:
    """CR 601.2f: the increase adds {1} to a black spell's total cost."""
    state = game([GRASP], "{B}", [TAXER])
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    state = game([GRASP], "{1}{B}", [TAXER])
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 18 and paid(state) == 2


@plays("This spell costs {1} less to cast for each creature you control.")
def test_a_spell_that_costs_less_for_each_creature() -> None:
    """CR 601.2f, 604.1: the spell's own static ability reduces its cost by {1} for each
    creature its caster controls as the cost is determined."""
    bears = [{"id": f"b{i}", "controller": "A", **BEAR} for i in range(3)]
    state = game([HORDE], "{2}{G}", bears)
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 26 and paid(state) == 3


@plays("This spell costs {2} less to cast if you control a Wizard.")
@pytest.mark.parametrize("wizard", [True, False])
def test_a_spell_that_costs_less_with_a_wizard(wizard: bool) -> None:
    """CR 601.2f: the reduction applies only if its caster controls a Wizard."""
    state = game([LORE], "{2}{U}", [MANCER] if wizard else [], library=2)
    assert ('cast "A:hand:1"' in [str(a) for a in state.legal_actions()]) is wizard


@plays("This spell costs {1} less to cast for each creature card in your graveyard.")
def test_a_spell_that_costs_less_for_each_creature_card_in_the_graveyard() -> None:
    """CR 601.2f: {1} less for each creature card in its caster's graveyard (not other
    cards)."""
    state = game([RECALL], "{4}{B}", graveyard=[BEAR, BEAR, ANVIL])
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 27 and paid(state) == 5


@plays("This spell costs {1} less to cast for each instant and sorcery card in your "
       "graveyard.")
def test_a_creature_that_costs_less_for_each_instant_and_sorcery_card() -> None:
    """CR 601.2f: {1} less for each instant or sorcery card in its caster's graveyard (an
    artifact card doesn't count); a creature spell's own reduction works on the stack too
    (604.1)."""
    terror = {"name": "Terror", "types": ["Creature"], "colors": ["U"], "cost": "{6}{U}",
              "power": 5, "toughness": 5, "text": "This spell costs {1} less to cast for each "
              "instant and sorcery card in your graveyard.\nWard {2}"}
    state = game([terror], "{4}{U}", graveyard=[BOLT, GRASP, ANVIL])
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD and paid(state) == 5


@plays("This spell costs {1} less to cast for each creature in your party.")
def test_a_spell_that_costs_less_for_each_creature_in_the_party() -> None:
    """CR 700.8, 601.2f: the party is up to one each of Cleric, Rogue, Warrior and Wizard, as
    large as it can be: a Cleric Wizard and a Wizard fill two places; a second Cleric no
    third (two places are Cleric and Wizard)."""
    def creature(pid: str, *types: str) -> dict[str, Any]:
        return {"id": pid, "controller": "A", "name": pid, "types": ["Creature"],
                "subtypes": list(types), "power": 1, "toughness": 1}
    spell = {"name": "Call", "types": ["Sorcery"], "cost": "{4}{W}",
             "text": "This spell costs {1} less to cast for each creature in your party.\n"
                     "You gain 4 life."}
    perms = [creature("c1", "Human", "Cleric", "Wizard"), creature("c2", "Wizard"),
             creature("c3", "Cleric")]
    state = game([spell], "{2}{W}", perms)
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 24 and paid(state) == 3


@plays("This spell costs {1} less to cast for each attacking creature.")
def test_a_spell_that_costs_less_for_each_attacking_creature() -> None:
    """CR 601.2f, 506.4: {1} less for each creature attacking as it is cast."""
    spell = {"id": "rally", "name": "Rally", "types": ["Instant"], "cost": "{3}{W}",
             "text": "This spell costs {1} less to cast for each attacking creature.\n"
                     "You gain 4 life."}
    bears = [{"id": f"b{i}", "controller": "A", **BEAR} for i in range(2)]
    state = mtgsim.load({"active_player": "A", "permanents": bears,
                         "players": {"A": {"hand": [spell], "mana": "{1}{W}"}, "B": {}},
                         "combat": {"attacks": {"b0": "B", "b1": "B"}, "actions": [
                             {"step": "declare_attackers", "player": "A", "cast": "rally"}]}})
    mtgsim.play(state)
    assert state.players["A"].life == 24 and state.players["B"].life == 16


@plays("As long as it's not your turn, spells you cast cost {2} less to cast.",
       "Noncreature spells you cast cost {1} less to cast.")
@pytest.mark.parametrize("turn", ["A", "B"])
def test_spells_cost_less_when_not_your_turn(turn: str) -> None:
    """CR 601.2f: the reduction applies only while it isn't its controller's turn; a
    noncreature reduction applies to an instant, not to a creature spell."""
    sage = {"id": "sage", "controller": "A", "name": "Sage", "types": ["Creature"],
            "power": 1, "toughness": 1,
            "text": "As long as it's not your turn, spells you cast cost {2} less to cast."}
    monk = {"id": "monk", "controller": "A", "name": "Monk", "types": ["Creature"],
            "power": 1, "toughness": 1,
            "text": "Noncreature spells you cast cost {1} less to cast."}
    spell = {"name": "Heal", "types": ["Instant"], "cost": "{3}{W}", "text": "You gain 3 life."}
    state = mtgsim.load({"active_player": turn, "step": "precombat main",
                         "permanents": [sage, monk],
                         "players": {"A": {"hand": [spell], "mana": "{W}{W}"}, "B": {}}})
    if turn == "A":  # {3}{W} - {1}: not castable with two mana
        assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
        return
    while state.decision is not None and state.decision.player != "A":
        state.apply("pass")  # B, the active player, passes priority to A
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 23 and paid(state) == 1


@plays("This spell costs {2} less to cast if you've cast another instant or sorcery spell "
       "this turn.",
       "This spell costs {2} less to cast if you've cast another spell this turn.")
@pytest.mark.parametrize("kind", ["instant or sorcery spell", "spell"])
def test_less_after_another_spell(kind: str) -> None:
    """CR 601.2f, 601.2i: with {U} the {2}{U} spell can't be cast until A has cast another
    spell this turn (a sorcery here; the spell being cast is not yet cast, so it doesn't
    count itself); after casting a creature spell only "another spell" is met."""
    text = f"This spell costs {{2}} less to cast if you've cast another {kind} this turn.\n" \
           "You gain 3 life."
    assert read_card(text, "Duel", ("Sorcery",)).status == FULL
    duel = {"name": "Duel", "types": ["Sorcery"], "colors": ["U"], "cost": "{2}{U}",
            "text": text}
    free = {"name": "Free", "types": ["Sorcery"], "cost": "{0}", "text": "You gain 1 life."}
    state = game([duel, free, {**BEAR, "cost": "{0}"}], "{U}")
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    state.apply('cast "A:hand:3"')  # the creature spell first
    resolve(state)
    cast_now = 'cast "A:hand:1"' in [str(a) for a in state.legal_actions()]
    assert cast_now is (kind == "spell")
    state.apply('cast "A:hand:2"')
    resolve(state)
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 24 and paid(state) == 1
