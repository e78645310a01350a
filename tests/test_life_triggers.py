"""Trigger conditions about life lost and damage dealt (CR 603.2, 119.3, 120.3;
``sim.text.life_trigger_rules``, ``sim.rules.life_triggers``), played in games: "whenever you
lose life [for the first time each turn]", "whenever an opponent loses life", "whenever a
source you control deals noncombat damage to an opponent", "whenever a creature is dealt
damage", each with the amount its "that much" names."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import (
    BEARS,
    OGRE,
    casts,
    combat,
    creature,
    in_hand,
    life,
    main_phase,
    renders_back,
)

import mtgsim
from sim import GameState
from sim.model.objects import Zone


@pytest.mark.parametrize("line", [
    "Whenever you lose life, draw that many cards.",
    "Whenever you lose life for the first time each turn, put a +1/+1 counter on Scout.",
    "Whenever an opponent loses life, you gain that much life.",
    "Whenever a source you control deals noncombat damage to an opponent, you draw that many "
    "cards.",
    "Whenever a creature is dealt damage, destroy it. It can't be regenerated.",
    "Whenever a creature you control is dealt damage, you gain that much life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def _spell(pid: str, text: str) -> dict[str, Any]:
    return in_hand(pid, text, ("Instant",))


def _hand(state: GameState, player: str = "A") -> int:
    return sum(1 for p in state.permanents.values()
               if p.owner == player and p.zone is Zone.HAND)


@plays("Whenever you lose life, draw that many cards.")
def test_you_lose_life_each_event_that_many() -> None:
    """CR 119.3, 120.3a: each player loses 3 life to an instruction, then A is dealt 2 damage
    (damage makes a player lose life): A's ability triggers once for each of A's losses,
    drawing 3 then 2; B's loss doesn't trigger it."""
    cards = [creature("vilis", text="Whenever you lose life, draw that many cards.", power=0)]
    state = main_phase(cards, [_spell("lose", "Each player loses 3 life."),
                          _spell("zap", "Zap deals 2 damage to you.")])
    assert life(state) == 15
    assert _hand(state) == 3 + 2


@plays("Whenever you lose life for the first time each turn, put a +1/+1 counter on ~.")
def test_you_lose_life_for_the_first_time_each_turn() -> None:
    """CR 119.3, 603.2: A loses life twice in the turn: one counter, for the first loss."""
    cards = [creature("chief", text="Whenever you lose life for the first time each turn, "
                      "put a +1/+1 counter on Chief.", power=0)]
    state = main_phase(cards, [_spell("lose", "Each player loses 1 life."),
                          _spell("zap", "Zap deals 2 damage to you.")])
    assert life(state) == 17
    assert state.permanents["chief"].counters.get("+1/+1", 0) == 1


@plays("Whenever an opponent loses life, you gain that much life.")
def test_an_opponent_loses_life_that_much() -> None:
    """CR 119.3, 120.3a, 510.2: B loses 3 life to Drain and is dealt 2 combat damage by the
    Bears: A gains 3 and 2; A's own loss of life (1 damage) doesn't trigger it."""
    cards = [BEARS, creature("conqueror", text="Whenever an opponent loses life, you gain "
                             "that much life.", power=0)]
    state = combat(cards, {"bears": "B"}, actions=casts("drain", "lose"),
                   hand=[_spell("drain", "Each opponent loses 3 life."),
                         _spell("lose", "Lose deals 1 damage to you.")])
    assert life(state, "B") == 20 - 3 - 2
    assert life(state) == 20 - 1 + 3 + 2


@plays("Whenever a source you control deals noncombat damage to an opponent, you draw that "
       "many cards.")
def test_a_source_you_control_deals_noncombat_damage_to_an_opponent() -> None:
    """CR 120.3, 603.2: Zap (A's) deals 3 noncombat damage to B: A draws 3; Zap's damage to A
    (not an opponent) doesn't trigger it."""
    cards = [creature("niv", text="Whenever a source you control deals noncombat damage to "
                      "an opponent, you draw that many cards.", power=0)]
    state = main_phase(cards, [_spell("zap", "Zap deals 3 damage to each opponent."),
                          _spell("ping", "Ping deals 1 damage to you.")])
    assert life(state, "B") == 17 and life(state) == 19
    assert _hand(state) == 3


@plays("Whenever a creature is dealt damage, destroy it. It can't be regenerated.")
def test_a_creature_dealt_damage_is_destroyed() -> None:
    """CR 120.3, 603.2: Zap deals 1 damage to each creature: each (the Ogre, 3/3, survives the
    damage) is destroyed; "it" is the creature dealt damage."""
    cards = [OGRE, creature("pits", text="Whenever a creature is dealt damage, destroy it. It "
                            "can't be regenerated.", power=0, toughness=5)]
    state = main_phase(cards, [_spell("zap", "Zap deals 1 damage to target creature.")])
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD
    assert state.permanents["pits"].zone is Zone.BATTLEFIELD


@plays("Whenever a creature you control is dealt damage, you gain that much life.")
def test_a_creature_you_control_dealt_damage_once_per_batch() -> None:
    """CR 120.3, 510.2: the Bears, blocked by two 1/1s, are dealt 2 damage at once: one
    trigger each (2 life, and 1 for the other ability, not 2); B's blockers dealt damage
    (not A's creatures) don't trigger them."""
    cards = [creature("bears", power=2, toughness=5),
             creature("w", text="Whenever a creature you control is dealt damage, you gain "
                      "that much life.", power=0),
             creature("w1", text="Whenever a creature you control is dealt damage, you gain 1 "
                      "life.", power=0),
             creature("b1", "B", power=1, toughness=1), creature("b2", "B", power=1,
                                                                  toughness=1)]
    state = combat(cards, {"bears": "B"}, {"b1": "bears", "b2": "bears"})
    assert life(state) == 20 + 2 + 1


@plays("Whenever an opponent loses life for the first time during each of their turns, put a "
       "+N/+N counter on ~ and draw a card.")
def test_an_opponent_loses_life_for_the_first_time_during_their_turn() -> None:
    """CR 119.3, 603.2: on B's turn B loses life twice (and A twice): one trigger, for B's
    first loss; A's own losses don't count."""
    text = ("Whenever an opponent loses life for the first time during each of their turns, "
            "put a +1/+1 counter on Watcher and draw a card.")
    hand = [_spell("drain1", "Each player loses 1 life."),
            _spell("drain2", "Each player loses 1 life.")]
    state = mtgsim.load({"active_player": "B",
                         "players": {"A": {"library": 10}, "B": {"hand": hand, "library": 10}},
                         "permanents": [creature("watcher", text=text, power=0)],
                         "combat": {"attacks": {}, "blocks": {},
                                    "actions": [{"step": "precombat_main", "player": "B",
                                                 "cast": c["id"]} for c in hand]}})
    mtgsim.play(state)
    assert life(state, "B") == 18 and life(state) == 18
    assert state.permanents["watcher"].counters.get("+1/+1", 0) == 1
    assert _hand(state) == 1
