""""That much damage" after a damage trigger (CR 603.2, 120.3; ``sim.text.that_much_damage``):
"whenever ~ is dealt damage, it deals that much damage to <who>" deals all the damage dealt to
~ at once (510.2), one trigger however many sources dealt it (Boros Reckoner's ruling), ~
being the source even after the damage killed it (608.2h, 113.7a)."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature, life

from sim.model.objects import Zone
from sim.model.programs import THAT_MUCH_DAMAGE
from sim.text.oracle import read_triggered
from sim.text.render_effects import program
from sim.text.wording import matches

_SATYR = "Whenever Satyr is dealt damage, it deals that much damage to you."
_TAUNTER = "Whenever Taunter is dealt damage, it deals that much damage to target opponent."


@plays("Whenever Satyr is dealt damage, it deals that much damage to you.")
def test_the_damage_dealt_to_it_at_once_is_dealt_once() -> None:
    """CR 603.2, 120.3, 510.2: the 2/6 Satyr attacks and is blocked by B's 3/3 Ogre and 2/2
    Cub: it is dealt 5 damage at once, so it deals 5 to A (one trigger: not 5 twice, nor 3 and
    2 as two); unblocked, it is dealt none and A keeps 20."""
    satyr = creature("satyr", text=_SATYR, power=2, toughness=6)
    ogre = creature("ogre", "B", power=3, toughness=3)
    cub = creature("cub", "B", power=2, toughness=2)
    state = combat([satyr, ogre, cub], {"satyr": "B"}, {"ogre": "satyr", "cub": "satyr"})
    assert life(state) == 15
    assert life(combat([satyr], {"satyr": "B"})) == 20


@plays("Whenever Taunter is dealt damage, it deals that much damage to target opponent.")
def test_it_deals_that_much_even_when_the_damage_killed_it() -> None:
    """CR 603.2, 608.2h, 113.7a: the 2/2 Taunter blocked by B's 4/4 Ogre is dealt 4 and dies;
    its ability still deals 4 damage, from the Taunter as it last existed, to B (at 16)."""
    taunter = creature("taunter", text=_TAUNTER, power=2, toughness=2)
    ogre = creature("ogre", "B", power=4, toughness=4)
    state = combat([taunter, ogre], {"taunter": "B"}, {"ogre": "taunter"})
    assert state.permanents["taunter"].zone is Zone.GRAVEYARD
    assert (life(state), life(state, "B")) == (20, 16)


@plays("Whenever Dragon deals combat damage to a player, it deals that much damage to each "
       "creature that player controls.")
def test_that_much_to_each_creature_of_the_player_dealt_damage() -> None:
    """CR 603.2, 120.3, 608.2h: the unblocked 4/4 Dragon deals 4 combat damage to B (at 16),
    then 4 to each creature B controls — the 2/2 dies, the 2/6 has 4 damage — and none to A's
    own creature ("that player": the player the trigger is about)."""
    dragon = creature("dragon", text="Whenever Dragon deals combat damage to a player, it "
                      "deals that much damage to each creature that player controls.",
                      power=4, toughness=4)
    cub = creature("cub", "B", power=2, toughness=2)
    wall = creature("wall", "B", power=2, toughness=6)
    mine = creature("mine", power=2, toughness=2)
    state = combat([dragon, cub, wall, mine], {"dragon": "B"})
    assert life(state, "B") == 16
    assert state.permanents["cub"].zone is Zone.GRAVEYARD
    assert state.permanents["wall"].damage == 4
    assert state.permanents["mine"].damage == 0


def test_that_much_damage_is_read_only_after_the_damage_triggers() -> None:
    """CR 603.2: read after "whenever ~ is dealt damage" (then once per batch of damage) and
    rendered back; after a trigger without such an amount, or with an X of its own, it stays
    unsupported."""
    satyr = read_triggered(_SATYR, "Satyr")
    assert satyr is not None and satyr.program is not None
    assert satyr.subject == "self dealt damage"
    [damage] = satyr.program.ops
    assert (THAT_MUCH_DAMAGE, "") in damage.params and damage.x
    assert matches(program(satyr.program), "it deals that much damage to you")
    for text in ("Whenever Satyr attacks, it deals that much damage to you.",
                 "Whenever Satyr is dealt damage, it deals that much damage to you and X "
                 "damage to any target."):
        other = read_triggered(text, "Satyr")
        assert other is not None and other.program is not None and other.program.unsupported
