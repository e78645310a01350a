"""An Aura's or Equipment's counted bonus and the abilities beside it (CR 303.4, 301.5,
613.4c, 613.1f; ``sim.text.per_grants``): "enchanted creature gets +1/+1 for each Plains you
control and has flying" — the bonus counted as it applies, the abilities while attached; and
"for each Aura and Equipment attached to it" (either kind counted, 301.5, 303.4)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_attachments import BEARS, game

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone

PLAINS = {"id": "plains", "controller": "A", "card": "Plains"}


def _attached(pid: str, text: str, kind: str = "Aura") -> dict[str, Any]:
    types = ["Enchantment"] if kind == "Aura" else ["Artifact"]
    return {"id": pid, "controller": "A", "name": f"Thing {pid}", "types": types,
            "subtypes": [kind], "attached_to": "bears",
            "text": f"Enchant creature\n{text}" if kind == "Aura" else f"{text}\nEquip {{2}}"}


@plays("Enchanted creature gets +1/+1 for each Plains you control and has flying.")
def test_a_counted_bonus_and_flying() -> None:
    """CR 613.4c, 613.1f, 702.9a: with two Plains the Bears are a 4/4 with flying and deal 4;
    a third Plains makes them 5/5 (counted as it applies); the Aura gone, a 2/2 without
    flying."""
    plains2 = {**PLAINS, "id": "plains2"}
    aura = _attached("aura", "Enchanted creature gets +1/+1 for each Plains you control and "
                             "has flying.")
    state = game([BEARS, PLAINS, plains2, aura], [])
    assert state.has("bears", Kw.FLYING) and state.power("bears") == 4
    assert mtgsim.play(state).life["B"] == 16
    state = game([BEARS, PLAINS, plains2, {**PLAINS, "id": "plains3"}, aura], [])
    assert state.power("bears") == 5 and state.toughness("bears") == 5
    state.move("aura", Zone.GRAVEYARD)
    assert not state.has("bears", Kw.FLYING) and state.power("bears") == 2


@plays("Equipped creature gets +1/+1 for each Aura and Equipment attached to it and has "
       "ward {2}.", "Enchanted creature gets +1/+1 for each Aura and Equipment attached to it.")
def test_auras_and_equipment_attached_both_count() -> None:
    """CR 301.5, 303.4, 613.4c: an Equipment and an Aura on the Bears: the Equipment counts
    both (+2/+2) and the Aura both (+2/+2): a 6/6 that deals 6; the Aura gone, the
    Equipment counts itself alone: a 3/3 (ward, 702.21a, stays while it is attached)."""
    suit = _attached("suit", "Equipped creature gets +1/+1 for each Aura and Equipment "
                             "attached to it and has ward {2}.", "Equipment")
    mantle = _attached("mantle", "Enchanted creature gets +1/+1 for each Aura and Equipment "
                                 "attached to it.")
    state = game([BEARS, suit, mantle], [])
    assert state.power("bears") == 6 and state.toughness("bears") == 6
    assert mtgsim.play(state).life["B"] == 14
    state = game([BEARS, suit, mantle], [])
    state.move("mantle", Zone.GRAVEYARD)
    assert state.power("bears") == 3
    assert any(k == "ward" for k, _ in state.params("bears"))
