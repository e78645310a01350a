"""A land becoming a creature with the duration written first (issue 29, untilturn; CR 611.2a,
205.1b; ``sim.text.animate_rules.becomes_first``): "{1}{W}{U}: Until end of turn, ~ becomes a
2/3 white and blue Bird creature with flying. It's still a land." — the same effect as the
duration written last."""

from __future__ import annotations

from played import plays
from test_becoming import activate, board, end_turn, rendered

from sim.model.keywords import Kw

ANCHORAGE = ("{1}: Until end of turn, Probe becomes a 2/3 white and blue Bird creature with "
             "flying. It's still a land.")


@plays("{1}{W}{U}: Until end of turn, Restless Anchorage becomes a 2/3 white and blue Bird "
       "creature with flying. It's still a land.")
def test_the_land_is_a_flying_bird_creature_until_end_of_turn() -> None:
    """CR 611.2a, 205.1b, 613.1d-f: until end of turn the land is a 2/3 white and blue Land
    Creature — Bird with flying, its land type kept ("still a land"); after the cleanup step
    (514.2) it is only the land again, colorless, without flying."""
    state = board({"id": "dock", "controller": "A", "types": ["Land"], "subtypes": ["Island"],
                   "name": "Probe", "text": ANCHORAGE})
    activate(state, "dock")
    card = state.permanents["dock"].card
    assert set(card.types) == {"Land", "Creature"} and set(card.subtypes) == {"Island", "Bird"}
    assert (state.power("dock"), state.toughness("dock")) == (2, 3)
    assert state.has("dock", Kw.FLYING) and set(card.color_set) == {"W", "U"}
    end_turn(state)
    card = state.permanents["dock"].card
    assert card.types == ("Land",) and not state.has("dock", Kw.FLYING) and not card.color_set


def test_it_renders_back_with_the_duration_first() -> None:
    """The instruction renders back to its words, the duration first and "it's still a land"
    after it."""
    assert rendered(ANCHORAGE.split(": ", 1)[1]) == (
        "until end of turn, ~ becomes a 2/3 white and blue bird creature with flying. it's "
        "still a land")
