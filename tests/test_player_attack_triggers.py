"""Trigger conditions about a player attacking (CR 508.1, 508.3, 603.2;
``sim.text.player_attack_rules``, ``sim.rules.player_attack_triggers``), played in games:
"whenever you attack a player [with one or more <kinds>]" (once per player attacked, "that
player" that player), "whenever a player | an opponent attacks you" (once per declaration,
"that player" the attacker's controller), "whenever a player attacks with N or more
creatures"."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import attached, combat, creature, life, renders_back


@pytest.mark.parametrize("line", [
    "Whenever you attack a player, that player loses 1 life.",
    "Whenever you attack a player with one or more equipped creatures, you gain 1 life.",
    "Whenever you attack a player with one or more creatures with power 3 or greater, you gain "
    "1 life.",
    "Whenever a player attacks you, you gain 1 life.",
    "Whenever an opponent attacks you, you gain 1 life.",
    "Whenever a player attacks with three or more creatures, you gain 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def _watcher(pid: str, text: str, controller: str = "A") -> dict[str, Any]:
    return creature(pid, controller, text, power=0)


@plays("Whenever you attack a player, that player loses 1 life.",
       "Whenever you attack a player with one or more equipped creatures, you gain 2 life.",
       "Whenever you attack a player with one or more creatures with power 3 or greater, you gain "
       "4 life.",
       "Whenever a player attacks you, you gain 8 life.",
       "Whenever an opponent attacks you, that player loses 16 life.",
       "Whenever a player attacks with two or more creatures, you gain 32 life.",
       "Whenever a player attacks with three or more creatures, you gain 64 life.")
def test_a_player_attacks() -> None:
    """CR 508.1, 508.3, 603.2c: A declares the equipped Bears and the Hound (1 power) attacking
    B — one declaration, one player attacked: W1 once ("that player" B, -1), W2 once (an
    equipped attacker, +2), W4 not (no attacker with power 3); B's W8 once (+8) and W16 once
    ("that player" A, -16); A's W32 sees two attackers (+32), W64 not three."""
    cards = [creature("bears"), creature("hound", power=1),
             attached("sword", "bears", "", equipment=True),
             _watcher("w1", "Whenever you attack a player, that player loses 1 life."),
             _watcher("w2", "Whenever you attack a player with one or more equipped creatures, "
                      "you gain 2 life."),
             _watcher("w4", "Whenever you attack a player with one or more creatures with power "
                      "3 or greater, you gain 4 life."),
             _watcher("w8", "Whenever a player attacks you, you gain 8 life.", "B"),
             _watcher("w16", "Whenever an opponent attacks you, that player loses 16 life.", "B"),
             _watcher("w32", "Whenever a player attacks with two or more creatures, you gain 32 "
                      "life."),
             _watcher("w64", "Whenever a player attacks with three or more creatures, you gain "
                      "64 life.")]
    state = combat(cards, {"bears": "B", "hound": "B"})
    assert life(state, "B") == 20 - 1 + 8 - 2 - 1
    assert life(state) == 20 + 2 - 16 + 32


def test_no_attack_no_trigger() -> None:
    """CR 508.3, 508.8: no creature declared as an attacker: none of them triggers."""
    cards = [creature("bears"),
             _watcher("w1", "Whenever you attack a player, that player loses 1 life."),
             _watcher("w8", "Whenever a player attacks you, you gain 8 life.", "B")]
    state = combat(cards, {})
    assert life(state, "B") == 20 and life(state) == 20
