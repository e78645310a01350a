"""A creature dealing damage equal to its power to another (CR 120.3, 608.2b): "target
creature you control deals damage equal to its power to target creature you don't control"."""

from __future__ import annotations

from played import plays

import mtgsim
from sim.model.events import DamageDealt

BITE = ("Target creature you control deals damage equal to its power to target creature you "
        "don't control.")


@plays("Target creature you control deals damage equal to its power to target creature you "
       "don't control.")
def test_the_creature_deals_the_damage() -> None:
    """CR 120.3: A's 3/3 Ogre deals 3 damage to B's 2/2 Bears, which die; the Ogre is the
    damage's source (not the spell), and it takes none."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [{"id": "bite", "name": "Bite", "types": ["Sorcery"],
                                    "cost": "{0}", "text": BITE}]}, "B": {}},
        "permanents": [{"id": "ogre", "controller": "A", "name": "Ogre", "power": 3,
                        "toughness": 3},
                       {"id": "bears", "controller": "B", "name": "Bears", "power": 2,
                        "toughness": 2}],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "bite",
             "targets": ["ogre", "bears"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.died == ("bears",)
    hits = [(e.source, e.target, e.amount) for e in state.events if isinstance(e, DamageDealt)]
    assert hits == [("ogre", "bears", 3)]
