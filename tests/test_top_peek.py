"""Looking at the top card of one's library any time (CR 401.2; ``sim.rules.top_peek``)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.rules.hands import draw_cards
from sim.rules.top_peek import may_look_at_top, seen_top

PEEK = "You may look at the top card of your library any time."
FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}
ISLAND = {"name": "Island", "types": ["Land"], "subtypes": ["Island"]}


@plays("You may look at the top card of your library any time.")
def test_its_controller_sees_their_own_top_card_while_it_is_on_the_battlefield() -> None:
    """CR 401.2: no player may look at a library's cards unless an effect lets them. A, who
    controls the permanent, sees the top card of A's library (Forest, then Island once the
    Forest is drawn); B, who doesn't, sees nothing of theirs; once the permanent leaves the
    battlefield A sees nothing either (611.3a: a static ability of a permanent there)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"library": [FOREST, ISLAND]},
                                     "B": {"library": [ISLAND]}},
                         "permanents": [{"id": "eye", "controller": "A", "name": "Eye",
                                         "types": ["Enchantment"], "text": PEEK}]})
    top = seen_top(state, "A")
    assert top is not None and top.name == "Forest"
    assert may_look_at_top(state, "A") and not may_look_at_top(state, "B")
    assert seen_top(state, "B") is None
    draw_cards(state, ["A"], 1)
    top = seen_top(state, "A")
    assert top is not None and top.name == "Island"
    state.move("eye", Zone.GRAVEYARD)
    assert seen_top(state, "A") is None and not may_look_at_top(state, "A")
