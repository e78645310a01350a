"""An Aura's change of what it enchants with an ability beside it (CR 303.4, 613.4b, 613.1f;
``sim.model.attached_changes``, the grammar's "and has <ability>" after the changes):
"enchanted creature has base power and toughness 8/8 and has trample" — one continuous effect
while attached, its base power and toughness in layer 7b and the ability in layer 6."""

from __future__ import annotations

from played import plays
from test_attached_grants import _aura
from test_attachments import BEARS, OGRE, game

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone


@plays("Enchanted creature has base power and toughness 8/8 and has trample.")
def test_base_power_and_toughness_and_trample() -> None:
    """CR 613.4b, 613.1f, 702.19b: the Bears are an 8/8 with trample: blocked by the 3/3 Ogre
    they assign 5 beyond lethal damage to B; the Aura gone, a 2/2 without trample."""
    state = game([BEARS, OGRE, _aura("Enchanted creature has base power and toughness 8/8 "
                                     "and has trample.")], [], blocks={"ogre": "bears"})
    assert state.power("bears") == 8 and state.has("bears", Kw.TRAMPLE)
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 15 and "ogre" in outcome.died
    state.move("emb", Zone.GRAVEYARD)
    assert state.power("bears") == 2 and not state.has("bears", Kw.TRAMPLE)


@plays("Enchanted creature loses all abilities and has flying.")
def test_all_abilities_lost_then_flying() -> None:
    """CR 613.1f, 613.7 (in the order written, one effect): the Bears lose their vigilance
    and have flying."""
    bears = {**BEARS, "text": "Vigilance"}
    state = game([bears, _aura("Enchanted creature loses all abilities and has flying.")], [])
    assert state.has("bears", Kw.FLYING) and not state.has("bears", Kw.VIGILANCE)
