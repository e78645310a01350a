"""Skipping a step (CR 614.1b, 614.10; ``sim.rules.skipping``): "Skip your draw step." — its
controller's turns have no draw step: no draw, and "at the beginning of your draw step"
doesn't trigger; the other players draw as usual."""

from __future__ import annotations

from played import plays

import mtgsim
from sim.model.objects import Zone


def _hand(state: mtgsim.GameState, player: str) -> int:
    return len(state.cards(player, Zone.HAND))


@plays("Skip your draw step.")
def test_its_controller_skips_the_draw_step() -> None:
    """CR 614.10, 504.1: over turns 1-4 (A first: no draw on turn 1, 103.8a) B draws on
    turns 2 and 4; A, controlling the enchantment, draws nothing on turn 3, and its "at the
    beginning of your draw step" ability never triggers (614.10a) — B's Beacon does, on
    each of B's draw steps."""
    bargain = {"id": "bargain", "controller": "A", "name": "Bargain", "types": ["Enchantment"],
               "text": "Skip your draw step.\nAt the beginning of your draw step, you gain 1 "
                       "life."}
    beacon = {"id": "beacon", "controller": "B", "name": "Beacon", "types": ["Enchantment"],
              "text": "At the beginning of your draw step, you gain 1 life."}
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": 4,
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [bargain, beacon], "combat": {"attacks": {}}})
    mtgsim.play(state)
    assert _hand(state, "A") == 0 and _hand(state, "B") == 2
    assert state.players["A"].life == 20 and state.players["B"].life == 22


def _turns(text: str, limit: int) -> mtgsim.GameState:
    """A casts a sorcery with ``text`` on turn 1; the game goes on to turn ``limit``."""
    spell = {"id": "nap", "name": "Nap", "types": ["Sorcery"], "cost": "{0}", "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": limit,
        "players": {"A": {"library": 5, "hand": [spell]}, "B": {"library": 5}},
        "permanents": [], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "nap"}]}})
    mtgsim.play(state)
    return state


@plays("You skip your next turn.")
def test_the_next_turn_is_skipped() -> None:
    """CR 614.10: A's turn after B's turn 2 doesn't happen: turn 3 is B's; turn 4 A's again."""
    state = _turns("You skip your next turn.", 3)
    assert state.turn == 3 and state.active == "B"
    state = _turns("You skip your next turn.", 4)
    assert state.turn == 4 and state.active == "A" and not state.skipped_turns


@plays("You skip your next two turns.")
def test_the_next_two_turns_are_skipped() -> None:
    """CR 614.10: B takes turns 2, 3 and 4; A's next turn is turn 5."""
    text = "You skip your next two turns."
    assert _turns(text, 4).active == "B"
    state = _turns(text, 5)
    assert state.active == "A" and state.turn == 5
