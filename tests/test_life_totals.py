"""A player's life total set to a number (CR 119.5: the player gains or loses the difference;
the starting life total, 103.4): "Your life total becomes equal to your starting life total."
(Oketra's Last Mercy), "At the beginning of your end step, your life total becomes half your
starting life total, rounded up." (The Endstone)."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.events import LifeGained, LifeLost

MERCY = "Your life total becomes equal to your starting life total."
ENDSTONE = ("At the beginning of your end step, your life total becomes half your starting "
            "life total, rounded up.")


@plays(MERCY)
@pytest.mark.parametrize(("life", "gained", "lost"), [(5, 15, 0), (25, 0, 5), (20, 0, 0)])
def test_back_to_the_starting_life_total(life: int, gained: int, lost: int) -> None:
    """CR 119.5, 103.4: at 5 life A gains 15 (a life gain, 119.3: ``LifeGained``), at 25
    loses 5, at 20 nothing happens; A ends at 20 each time."""
    mercy = {"id": "mercy", "name": "Mercy", "types": ["Sorcery"], "cost": "{0}",
             "text": MERCY}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [mercy], "life": life}, "B": {}},
                         "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "mercy"}]}})
    mtgsim.play(state)
    assert state.players["A"].life == 20
    assert sum(e.amount for e in state.events if isinstance(e, LifeGained)) == gained
    assert sum(e.amount for e in state.events if isinstance(e, LifeLost)) == lost


@plays(ENDSTONE)
def test_half_the_starting_life_total_at_the_end_step() -> None:
    """CR 119.5, 103.4, 603.2b: at the beginning of A's end step A's life total becomes 10
    (half of 20, rounded up); B's is untouched."""
    stone = {"id": "stone", "controller": "A", "name": "Stone", "types": ["Artifact"],
             "text": ENDSTONE}
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of turn",
                         "players": {"A": {"life": 17}, "B": {"life": 3}},
                         "permanents": [stone]})
    mtgsim.play(state)
    assert (state.players["A"].life, state.players["B"].life) == (10, 3)
