""""That spell's controller" after "whenever ~ becomes the target of a spell [or ability]" (CR
115.1, 603.2, 608.2h; ``sim.text.trigger_referents.spells_controller``,
``sim.rules.player_triggers``): the player who controls the spell that targeted it."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature, in_hand

import mtgsim
from sim import GameState
from sim.text import read_card
from sim.text.render import round_trips

GIANT = "Whenever Giant becomes the target of a spell, Giant deals 2 damage to that spell's " \
    "controller."
WASTES = "Whenever Wastes becomes the target of a spell, that spell's controller loses 2 life."


def _b_targets(text: str) -> GameState:
    """A's precombat main phase: B casts an instant whose only legal target is A's creature
    carrying ``text``."""
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": 10},
                                     "B": {"library": 10, "hand": [in_hand(
                                         "grow", "Target creature gets +1/+1 until end of turn.",
                                         ("Instant",))]}},
                         "permanents": [creature("giant", text=text, power=0, toughness=4)],
                         "combat": {"attacks": {}, "blocks": {}, "actions": [
                             {"step": "precombat_main", "player": "B", "cast": "grow"}]}})
    mtgsim.play(state)
    return state


def test_read_and_rendered_back() -> None:
    """CR 603.2: read whole and rendered back; "that spell's controller" after a trigger with
    no spell is not read."""
    for text, name in ((GIANT, "Giant"), (WASTES, "Wastes")):
        reading = read_card(text, name)
        assert not reading.unsupported, text
        assert round_trips(text, reading.triggered[0], name)
    assert read_card("Whenever Giant attacks, Giant deals 2 damage to that spell's controller.",
                     "Giant").unsupported


@plays("Whenever ~ becomes the target of a spell, ~ deals 2 damage to that spell's controller.",
       "Whenever ~ becomes the target of a spell, that spell's controller loses 2 life.")
def test_the_spells_controller_not_the_sources() -> None:
    """CR 115.1, 603.2, 608.2h: B's instant targets A's creature: B (the spell's controller),
    not A, is dealt 2 damage / loses 2 life."""
    for text in (GIANT, WASTES.replace("Wastes", "Giant")):
        state = _b_targets(text)
        assert (state.players["A"].life, state.players["B"].life) == (20, 18), text


LIEGE = "Whenever Liege becomes the target of a spell or ability an opponent controls, that " \
    "player loses 4 life."


@plays("Whenever ~ becomes the target of a spell or ability an opponent controls, that player "
       "loses N life.")
def test_that_player_the_opponent_who_targeted() -> None:
    """CR 603.2, 608.2h: "that player" is the opponent controlling the spell: B's instant
    targets A's Liege, and B loses 4 life. Without an opponent in the trigger, "that player"
    names nobody and is not read."""
    state = _b_targets(LIEGE.replace("Liege", "Giant"))
    assert (state.players["A"].life, state.players["B"].life) == (20, 16)
    assert read_card("Whenever Liege becomes the target of a spell, that player loses 4 life.",
                     "Liege").unsupported
