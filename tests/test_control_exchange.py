"""Exchanging control of two permanents (CR 701.12a-b, 613.1b; ``sim.rules.control_exchange``,
read by ``sim.text.control_rules``, rendered by ``sim.text.render_control``): "exchange control
of <target | ~> and <target>", "exchange control of two target <permanents>"."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import finish, play

import mtgsim
from sim.model.objects import Zone


def _creature(pid: str, controller: str, power: int, text: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                           "power": power, "toughness": power}
    if text:
        out["text"] = text
    return out


def board(spell: str, *perms: dict[str, Any], kill: bool = False) -> mtgsim.GameState:
    """A's precombat main phase: A holds the sorcery ``spell`` (and "Destroy target
    creature." with ``kill``); the permanents ``perms``."""
    hand = [{"id": "swap", "name": "Swap", "types": ["Instant"], "cost": "{0}", "text": spell}]
    if kill:
        hand.append({"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
                     "text": "Destroy target creature."})
    return mtgsim.load({
        "active_player": "A", "until": "end of combat", "step": "precombat main",
        "players": {"A": {"hand": hand, "library": 5}, "B": {"library": 5}},
        "permanents": list(perms), "combat": {"attacks": {}, "actions": []}})


YOURS = ("Exchange control of target creature you control and target creature an opponent "
         "controls.")


@plays("Exchange control of target creature you control and target creature an opponent "
       "controls.")
def test_exchange_swaps_the_two_creatures() -> None:
    """CR 701.12b, 613.1b: A's Bear becomes B's and B's Ogre becomes A's, each summoning sick
    under its new controller (302.6); it lasts (611.2a)."""
    state = board(YOURS, _creature("bear", "A", 2), _creature("ogre", "B", 3))
    play(state, "cast swap", "target bear", "target ogre")
    finish(state)
    bear, ogre = state.permanents["bear"], state.permanents["ogre"]
    assert (bear.controller, ogre.controller) == ("B", "A")
    assert bear.sick and ogre.sick


def test_no_part_of_the_exchange_happens_if_one_is_gone() -> None:
    """CR 701.12a, 608.2b: the Ogre is destroyed in response: the exchange can't be completed
    and A keeps the Bear."""
    state = board(YOURS, _creature("bear", "A", 2), _creature("ogre", "B", 3), kill=True)
    play(state, "cast swap", "target bear", "target ogre", "cast kill", "target ogre")
    finish(state)
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD
    assert state.permanents["bear"].controller == "A"


@plays("Exchange control of two target creatures.")
def test_two_target_creatures() -> None:
    """CR 701.12b, 601.2c: two target creatures, one each player's: swapped; two of the same
    player's: the exchange does nothing."""
    state = board("Exchange control of two target creatures.", _creature("bear", "A", 2),
                  _creature("ogre", "B", 3))
    play(state, "cast swap", "target bear", "target ogre")
    finish(state)
    assert state.permanents["bear"].controller == "B"
    assert state.permanents["ogre"].controller == "A"
    state = board("Exchange control of two target creatures.", _creature("bear", "A", 2),
                  _creature("elf", "A", 1), _creature("ogre", "B", 3))
    play(state, "cast swap", "target bear", "target elf")
    finish(state)
    assert {state.permanents[p].controller for p in ("bear", "elf")} == {"A"}
    assert state.permanents["ogre"].controller == "B"


@plays("{2}{U}{U}: Exchange control of ~ and target creature.")
def test_exchange_control_of_the_source() -> None:
    """CR 701.12b: the ability's source, A's Infiltrator, becomes B's; B's Ogre becomes A's."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat", "step": "precombat main",
        "players": {"A": {"library": 5, "mana": "{2}{U}{U}"}, "B": {"library": 5}},
        "permanents": [_creature("infiltrator", "A", 2,
                                 "{2}{U}{U}: Exchange control of ~ and target creature."),
                       _creature("ogre", "B", 3)],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "activate": "infiltrator",
             "targets": ["ogre"]}]}})
    mtgsim.play(state)
    assert state.permanents["infiltrator"].controller == "B"
    assert state.permanents["ogre"].controller == "A"
