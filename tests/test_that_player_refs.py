"""A trigger about a player remembers that player when its program names them only as a
target's controller (issue 29, burn; ``sim.model.that_player_refs``): "at the beginning of
combat on each opponent's turn, tap target creature that player controls" (CR 603.2b: "that
player" is the active player whose step began; 115.1: only their creatures are legal)."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature, turns

import mtgsim
from sim.model.events import Tapped
from sim.model.that_player_refs import names_that_player
from sim.text.effect_text import read_effect


@plays("At the beginning of combat on each opponent's turn, tap target creature that player "
       "controls.")
def test_the_active_opponents_creature_is_tapped_at_their_beginning_of_combat() -> None:
    """CR 603.2b, 507.1: over A's turns 1 and 3 and B's turn 2, only B's beginning of combat
    triggers; its target is B's Ogre (the active player's), never A's Bears."""
    state = turns([creature("w1", text="At the beginning of combat on each opponent's turn, "
                            "tap target creature that player controls.", power=0),
                   creature("bears", power=0), creature("ogre", "B", power=0)], limit=3)
    tapped = [e.permanent for e in state.events if isinstance(e, Tapped)]
    assert tapped == ["ogre"]


def test_a_target_or_group_of_that_players_names_them() -> None:
    """CR 603.2: a target's or a group's controller "that player" names the trigger's player;
    a program about other players doesn't."""
    assert names_that_player(read_effect("tap target creature that player controls.",
                                         that_player=True))
    assert not names_that_player(read_effect("tap target creature.", that_player=True))
    assert not names_that_player(None)


GIFT = {"id": "g1", "name": "Gift", "types": ["Instant"], "cost": "{0}", "text": "You gain 1 life."}


@plays("Whenever an opponent casts a spell, tap target creature that player controls.",
       "At the beginning of each player's upkeep, tap target creature that player controls.")
def test_the_caster_or_the_active_players_creature_is_the_target() -> None:
    """CR 603.2, 601.2i: B casts Gift: "that player" is B, the caster, so B's Ogre is tapped
    (never A's Bears); 603.2b: at B's upkeep "that player" is B, the active player."""
    for text in ("Whenever an opponent casts a spell, tap target creature that player controls.",
                 "At the beginning of each player's upkeep, tap target creature that player "
                 "controls."):
        state = mtgsim.load({
            "active_player": "B", "step": "upkeep", "until": "end of turn",
            "players": {"A": {"library": 10}, "B": {"library": 10, "hand": [GIFT]}},
            "permanents": [creature("w1", text=text, power=0), creature("bears", power=0),
                           creature("ogre", "B", power=0)],
            "combat": {"actions": [{"step": "precombat_main", "player": "B", "cast": "g1"}]}})
        mtgsim.play(state)
        assert [e.permanent for e in state.events if isinstance(e, Tapped)] == ["ogre"], text
