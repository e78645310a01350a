"""Keywords and a quoted ability an Aura grants together (CR 303.4, 613.1f, 113.6;
``sim.text.granted_text``): 'enchanted creature has haste and "{T}: This creature deals 1
damage to any target."' — the keywords and the quoted ability are both the creature's while
the Aura is attached."""

from __future__ import annotations

from played import plays
from test_attachments import BEARS, aura, cast, game
from test_granted_abilities import _activate

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone

PROWESS = 'Enchanted creature has haste and "{T}: This creature deals 1 damage to any target."'
INSIGHT = ('Enchanted creature gets +1/+1 and has lifelink and "Whenever this creature deals '
           'combat damage to a player, draw a card."')


@plays(PROWESS)
def test_haste_and_a_tap_ability() -> None:
    """CR 613.1f, 702.10c: the Bears, just arrived (summoning sick), have haste with the Aura,
    so they may activate the granted {T} ability: 1 damage to B."""
    bears = {**BEARS, "sick": True}
    state = game([bears], [cast("zap", "bears"),
                           _activate("bears", "{t}: ~ deals 1 damage to any target.", ["B"])],
                 hand=[aura("zap", "creature you control", PROWESS)], attacks={})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 19 and state.has("bears", Kw.HASTE)


@plays(INSIGHT)
def test_lifelink_and_a_combat_damage_trigger() -> None:
    """CR 613.4c, 702.15b, 603.2: the 3/3 Bears with lifelink deal 3 to B, A gains 3 and the
    granted trigger draws A a card."""
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": ["Forest", "Forest"],
                                           "hand": [aura("ins", "creature", INSIGHT)]},
                                     "B": {}},
                         "permanents": [BEARS],
                         "combat": {"attacks": {"bears": "B"}, "blocks": {},
                                    "actions": [cast("ins", "bears")]}})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 17 and outcome.life["A"] == 23
    assert state.has("bears", Kw.LIFELINK)
    assert len(state.cards("A", Zone.HAND)) == 1
