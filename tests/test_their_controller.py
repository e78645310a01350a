""""Its controller" / "that creature's controller" in a triggered ability about a creature
(CR 603.2, 608.2h; ``effect_text``: ``controller:that``): the controller of the creature the
trigger is about — its last known controller if it has left the battlefield — not the
ability's controller."""

from __future__ import annotations

from played import plays
from test_attachments import BEARS, OGRE, aura, cast, game

import mtgsim
from sim.model.objects import Zone

FOREST = {"id": "forest", "controller": "B", "card": "Forest"}


@plays("Whenever enchanted creature attacks or blocks, its controller loses 2 life.")
def test_the_enchanted_creatures_controller_loses_life() -> None:
    """CR 603.2: A's Aura on B's Ogre; the Ogre blocks the Bears: B, its controller, loses
    2 (not A, the Aura's controller)."""
    text = "Whenever enchanted creature attacks or blocks, its controller loses 2 life."
    state = game([BEARS, OGRE], [cast("bond", "ogre")], hand=[aura("bond", "creature", text)],
                 blocks={"ogre": "bears"})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 20, "B": 18}


@plays("Whenever enchanted creature becomes tapped, ~ deals 1 damage to that creature's "
       "controller.")
def test_damage_to_that_creatures_controller() -> None:
    """CR 603.2: A's Aura on A's own Bears; they attack (tapped): the Aura deals 1 damage to A,
    the Bears' controller; B takes the Bears' 2."""
    text = "Whenever enchanted creature becomes tapped, ~ deals 1 damage to that creature's " \
        "controller."
    state = game([BEARS], [cast("ins", "bears")], hand=[aura("ins", "creature", text)])
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 19, "B": 18}


@plays("When enchanted creature dies, its controller loses 2 life.")
def test_the_last_known_controller_of_a_creature_that_died() -> None:
    """CR 608.2h, 603.10a: B's Ogre, enchanted by A, dies blocking a 5/5: B, its controller
    as it last existed, loses 2."""
    giant = {"id": "giant", "controller": "A", "name": "Giant", "power": 5, "toughness": 5}
    text = "When enchanted creature dies, its controller loses 2 life."
    state = game([giant, OGRE], [cast("watch", "ogre")], hand=[aura("watch", "creature", text)],
                 attacks={"giant": "B"}, blocks={"ogre": "giant"})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 20, "B": 18}


@plays("Enchant land", "Whenever enchanted land becomes tapped, its controller loses 2 life.")
def test_the_enchanted_lands_controller() -> None:
    """CR 603.2: A's Aura on B's Forest; B taps it for mana (paying for B's spell): B loses
    2."""
    text = "Whenever enchanted land becomes tapped, its controller loses 2 life."
    growth = {"id": "growth", "name": "Growth", "types": ["Instant"], "cost": "{G}",
              "text": "Target creature gets +1/+1 until end of turn."}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [aura("cg", "land", text)]},
                                     "B": {"hand": [growth]}},
                         "permanents": [BEARS, OGRE, FOREST],
                         "combat": {"attacks": {}, "blocks": {}, "actions": [
                             cast("cg", "forest"),
                             {"step": "beginning_of_combat", "player": "B", "cast": "growth",
                              "targets": ["ogre"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 20, "B": 18}


@plays("When enchanted permanent becomes tapped, destroy it.")
def test_enchanted_permanent_becomes_tapped() -> None:
    """CR 303.4, 603.2, 508.1f: the enchanted Bears become tapped as they attack; the trigger
    destroys them before combat damage: B takes none."""
    text = "When enchanted permanent becomes tapped, destroy it."
    state = game([BEARS], [cast("brink", "bears")], hand=[aura("brink", "permanent", text)])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 20
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
