""""~ deals damage to that player equal to <count> they control | the number of cards in their
hand" (CR 603.2, 608.2h; ``sim.text.cda_rules.damage_counted_each``,
``sim.rules.damage_recipient.players_shares``): the player a trigger's event names is dealt
their own count, taken as the ability resolves."""

from __future__ import annotations

from typing import Any

from played import plays
from test_event_triggers import creature

import mtgsim
from sim import GameState
from sim.text import read_card
from sim.text.render import round_trips

RUNES = "At the beginning of each player's upkeep, Runes deals damage to that player equal to " \
    "the number of artifacts they control."
KNOWLEDGE = "At the beginning of each opponent's upkeep, Knowledge deals damage to that player " \
    "equal to the number of cards in their hand."


def _artifact(pid: str, controller: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": pid.title(), "types": ["Artifact"]}


def _upkeep(active: str, permanents: list[dict[str, Any]], hand: int = 0) -> GameState:
    """``active``'s turn from its upkeep to its end; B holds ``hand`` uncastable cards."""
    cards = [{"id": f"c{i}", "name": f"C{i}", "types": ["Sorcery"], "cost": "{9}"}
             for i in range(hand)]
    state = mtgsim.load({"active_player": active, "step": "upkeep", "until": "end of turn",
                         "players": {"A": {"library": 10}, "B": {"library": 10, "hand": cards}},
                         "permanents": permanents})
    mtgsim.play(state)
    return state


def test_read_and_rendered_back() -> None:
    """CR 603.2: read whole and rendered back ("their hand" as "that player's hand")."""
    for text, name in ((RUNES, "Runes"), (KNOWLEDGE, "Knowledge")):
        reading = read_card(text, name)
        assert not reading.unsupported, text
        assert round_trips(text, reading.triggered[0], name)


@plays("At the beginning of each player's upkeep, ~ deals damage to that player equal to the "
       "number of artifacts they control.")
def test_that_players_own_count() -> None:
    """CR 503.1, 603.2, 608.2h: on B's upkeep B, who controls two artifacts, is dealt 2 (A's
    three artifacts don't count); on A's upkeep A is dealt 3."""
    board = [creature("runes", text=RUNES, power=0), _artifact("a1", "A"), _artifact("a2", "A"),
             _artifact("a3", "A"), _artifact("b1", "B"), _artifact("b2", "B")]
    state = _upkeep("B", board)
    assert (state.players["A"].life, state.players["B"].life) == (20, 18)
    state = _upkeep("A", board)
    assert (state.players["A"].life, state.players["B"].life) == (17, 20)


@plays("At the beginning of each opponent's upkeep, ~ deals damage to that player equal to the "
       "number of cards in their hand.")
def test_cards_in_their_hand() -> None:
    """CR 402.1, 603.2, 608.2h: on B's upkeep B holds three cards: B is dealt 3."""
    state = _upkeep("B", [creature("knowledge", text=KNOWLEDGE, power=0)], hand=3)
    assert state.players["B"].life == 17
