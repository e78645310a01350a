"""'Enchanted creature can't be the target of spells or abilities your opponents control' (CR
115.1, 109.5, 303.4; ``sim.rules.targeting._barred_by_statics``): "your" is the Aura's
controller's — that player's opponents can't target the creature, while the Aura's controller
(and the creature's, if another) still may; no hexproof is granted (702.11b)."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.model.objects import Zone

COVER = "Enchanted creature can't be the target of spells or abilities your opponents control."
SHOCK = {"name": "Shock", "types": ["Instant"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}


def _game(caster: str) -> mtgsim.GameState:
    """A's Bears wear A's Aura; ``caster`` casts Shock at them in A's main phase."""
    aura = {"id": "cover", "controller": "A", "name": "Cover", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "bears", "text": f"Enchant creature\n{COVER}"}
    bears = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
    players = {"A": {}, "B": {}}
    players[caster] = {"hand": [{"id": "shock", **SHOCK}]}
    return mtgsim.load({"active_player": "A", "players": players,
                        "permanents": [aura, bears],
                        "combat": {"attacks": {}, "blocks": {}, "actions": [
                            {"step": "precombat_main", "player": caster, "cast": "shock",
                             "targets": ["bears"]}]}})


@plays("Enchant creature", COVER)
def test_an_opponent_cant_target_the_enchanted_creature() -> None:
    """CR 115.1, 109.5: B, an opponent of the Aura's controller A, can't cast Shock targeting
    the Bears; A can (and kills them); the Bears don't have hexproof (702.11b)."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(_game("B"))
    state = _game("A")
    assert not state.has("bears", Kw.HEXPROOF)
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
