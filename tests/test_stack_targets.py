"""Targets on the stack besides spells (CR 115.1, 113.3b-c, 701.6a; ``sim.rules.stack_targets``):
activated and triggered abilities countered like spells, and a spell or ability "that targets
you or a creature you control" (115.9b). A scenario names an ability on the stack by its
source, as it names a spell by its card."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.events import Countered, DamageDealt
from sim.model.objects import Zone
from sim.text import FULL, read_card

PINGER = {"id": "pinger", "controller": "A", "name": "Pinger", "power": 0, "toughness": 1,
          "text": "{T}: Pinger deals 1 damage to target creature."}
RAIDER = {"id": "raider", "controller": "A", "name": "Raider", "power": 2, "toughness": 2,
          "text": "Whenever Raider attacks, Raider deals 1 damage to target creature."}
WALL = {"id": "wall", "controller": "B", "name": "Wall", "power": 0, "toughness": 1}
BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}
GROWTH = {"id": "growth", "name": "Growth", "types": ["Instant"], "cost": "{0}",
          "text": "Target creature gets +3/+3 until end of turn."}


def answer(text: str) -> dict[str, Any]:
    return {"id": "no", "name": "No", "types": ["Instant"], "cost": "{0}", "text": text}


def game(text: str, permanents: list[dict[str, Any]], first: dict[str, Any],
         target: str, a_hand: tuple[dict[str, Any], ...] = ()) -> mtgsim.GameState:
    """A attacks with Bears (when on the battlefield) or Raider; in the declare blockers step
    A does ``first`` and B answers with ``text`` aimed at ``target``."""
    attacker = "raider" if any(p["id"] == "raider" for p in permanents) else "bears"
    return mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": list(a_hand)}, "B": {"hand": [answer(text)]}},
        "permanents": permanents,
        "combat": {"attacks": {attacker: "B"}, "actions": [
            first, {"step": "declare_blockers", "player": "B", "cast": "no",
                    "targets": [target]}]}})


@pytest.mark.parametrize("text", [
    "Counter target activated ability.", "Counter target activated or triggered ability.",
    "Counter target spell or ability.",
    "Counter target spell, activated ability, or triggered ability.",
    "Counter target spell that targets you.",
    "Counter target spell that targets a creature you control.",
    "Counter target spell or ability that targets you or a creature you control."])
def test_stack_targets_are_read_whole(text: str) -> None:
    """CR 115.1, 115.9b, 701.6a: each is read and rendered back."""
    assert read_card(text, "No", ("Instant",)).status == FULL


def test_another_creature_is_not_read() -> None:
    """"that targets another creature": not read (listed as not run)."""
    assert read_card("Counter target spell that targets another creature.", "No",
                     ("Instant",)).status != FULL


@plays("Counter target activated ability.")
def test_an_activated_ability_is_countered() -> None:
    """CR 701.6a, 113.3b: A's Pinger taps to deal 1 damage to B's 0/1 Wall; B counters the
    ability: it leaves the stack without resolving, the Wall lives, the Pinger stays tapped
    (its cost was paid)."""
    ping = {"step": "declare_blockers", "player": "A", "activate": "pinger",
            "targets": ["wall"]}
    state = game("Counter target activated ability.", [BEARS, PINGER, WALL], ping, "pinger")
    mtgsim.play(state)
    assert any(isinstance(e, Countered) and e.name.startswith("pinger") for e in state.events)
    assert state.permanents["wall"].zone is Zone.BATTLEFIELD
    assert state.permanents["pinger"].tapped


@plays("Counter target activated or triggered ability.")
def test_a_triggered_ability_is_countered() -> None:
    """CR 701.6a, 113.3c: Raider's attack trigger aims 1 damage at the 0/1 Wall; B counters
    the trigger, the Wall lives."""
    trigger = {"step": "declare_blockers", "player": "A", "trigger": "raider",
               "targets": ["wall"]}
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {}, "B": {"hand": [
            answer("Counter target activated or triggered ability.")]}},
        "permanents": [RAIDER, WALL],
        "combat": {"attacks": {"raider": "B"}, "actions": [
            {**trigger, "step": "declare_attackers"},
            {"step": "declare_attackers", "player": "B", "cast": "no", "targets": ["raider"]}]}})
    mtgsim.play(state)
    assert any(isinstance(e, Countered) for e in state.events)
    assert state.permanents["wall"].zone is Zone.BATTLEFIELD
    assert not any(isinstance(e, DamageDealt) and e.target == "wall" for e in state.events)


def test_a_spell_target_is_not_an_ability() -> None:
    """CR 115.1, 112.1: "target spell" can't be an activated ability."""
    ping = {"step": "declare_blockers", "player": "A", "activate": "pinger",
            "targets": ["wall"]}
    with pytest.raises(IllegalActionError):
        mtgsim.play(game("Counter target spell.", [BEARS, PINGER, WALL], ping, "pinger"))


@plays("This spell can't be countered.", "Counter target spell or ability.")
def test_an_ability_of_a_permanent_whose_spell_cant_be_countered() -> None:
    """CR 101.2, 701.6a: "this spell can't be countered" speaks of the spell; the permanent's
    ability is countered all the same."""
    pinger = {**PINGER, "text": "This spell can't be countered.\n" + PINGER["text"]}
    ping = {"step": "declare_blockers", "player": "A", "activate": "pinger",
            "targets": ["wall"]}
    state = game("Counter target spell or ability.", [BEARS, pinger, WALL], ping, "pinger")
    mtgsim.play(state)
    assert state.permanents["wall"].zone is Zone.BATTLEFIELD


STORMTAMER = "Counter target spell or ability that targets you or a creature you control."


@plays("Counter target spell or ability that targets you or a creature you control.")
@pytest.mark.parametrize("first, target, legal", [
    ({"cast": "shock", "targets": ["B"]}, "shock", True),            # targets B
    ({"cast": "shock", "targets": ["wall"]}, "shock", True),         # B's creature
    ({"activate": "pinger", "targets": ["wall"]}, "pinger", True),   # an ability
    ({"cast": "growth", "targets": ["bears"]}, "growth", False),     # A's own creature
    ({"cast": "shock", "targets": ["A"]}, "shock", False)])          # the other player
def test_that_targets_you_or_a_creature_you_control(first: dict[str, Any], target: str,
                                                    legal: bool) -> None:
    """CR 115.9b: B's answer may target only a spell or ability with a target that is B or a
    creature B controls; countered, it does nothing."""
    step = {"step": "declare_blockers", "player": "A", **first}
    state = game(STORMTAMER, [BEARS, PINGER, WALL], step, target, a_hand=(SHOCK, GROWTH))
    if not legal:
        with pytest.raises(IllegalActionError):
            mtgsim.play(state)
        return
    outcome = mtgsim.play(state)
    assert any(isinstance(e, Countered) for e in state.events)
    assert state.permanents["wall"].zone is Zone.BATTLEFIELD and outcome.life["B"] == 18


@plays("Counter target spell that targets you.")
def test_a_spell_that_targets_you() -> None:
    """CR 115.9b: Shock aimed at B is countered: B takes only the Bears' 2 combat damage."""
    step = {"step": "declare_blockers", "player": "A", "cast": "shock", "targets": ["B"]}
    state = game("Counter target spell that targets you.", [BEARS, WALL], step, "shock",
                 a_hand=(SHOCK,))
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 18
