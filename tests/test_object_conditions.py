"""An instruction done only if its one object's power meets a condition (issue 29, decks;
``sim.text.object_condition_text``, ``sim.rules.object_conditions``; CR 608.2c: checked as it
is carried out, the power through the layers, 208.1): "target creature you control gets +2/+2
until end of turn if its power is 2. then it fights target creature you don't control"
(Savage Swipe: the fight is done either way, 701.14a)."""

from __future__ import annotations

from played import plays
from test_fighting import body, cast, game, hits, spell, zone
from test_stack import card, finish, perm, play, to
from test_stack import game as stack_game

import mtgsim
from sim import Step
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

SWIPE = ("Target creature you control gets +2/+2 until end of turn if its power is 2. Then it "
         "fights target creature you don't control.")


@plays("Target creature you control gets +2/+2 until end of turn if its power is 2. Then it "
       "fights target creature you don't control.")
def test_a_power_two_creature_gets_the_bonus_then_fights() -> None:
    """CR 608.2c, 701.14a: A's 2/2 has power 2 as the spell resolves: it becomes 4/4, then
    fights B's 3/3: deals 4 (the 3/3 dies), is dealt 3 and survives as a 4/4."""
    state = game(body("bears", "A", 2, 2), body("ogre", "B", 3, 3),
                 hand=[spell(SWIPE)], actions=[cast(["bears", "ogre"])])
    outcome = mtgsim.play(state)
    assert outcome.died == ("ogre",)
    assert sorted(hits(state)) == [("bears", "ogre", 4), ("ogre", "bears", 3)]
    assert zone(state, "bears") is Zone.BATTLEFIELD


def test_another_power_gets_no_bonus_but_still_fights() -> None:
    """CR 608.2c: A's 3/3 has power 3, not 2: no bonus; it still fights B's 3/3 (701.14a,
    "then"): each deals 3, both die."""
    state = game(body("ogre", "A", 3, 3), body("brute", "B", 3, 3),
                 hand=[spell(SWIPE)], actions=[cast(["ogre", "brute"])])
    outcome = mtgsim.play(state)
    assert sorted(outcome.died) == ["brute", "ogre"]
    assert sorted(hits(state)) == [("brute", "ogre", 3), ("ogre", "brute", 3)]


@plays("Whenever ~ attacks, it gains trample until end of turn if its power is 3 or greater.")
def test_the_condition_is_read_on_resolution_through_the_layers() -> None:
    """CR 608.2c, 208.1, 702.19b: the 2/2 attacker has power 2 as its trigger resolves: no
    trample, B's 1/1 blocker stops all its damage; with an anthem (+1/+1, layer 7c) it has
    power 3: trample, 1 damage to the blocker and 2 to B."""
    text = ("Whenever Brute attacks, it gains trample until end of turn if its power is 3 or "
            "greater.")
    for anthem, life in ((False, 20), (True, 18)):
        brute = card("Brute", power=2, toughness=2, text=text)
        extra = [perm("g1", "A", card("Anthem", types=["Enchantment"],
                                      text="Creatures you control get +1/+1."))
                 ] if anthem else []
        state = stack_game(perm("b1", "A", brute), perm("x1", "B", card("Bear", power=1,
                                                                         toughness=1)),
                           *extra, step=Step.BEGINNING_OF_COMBAT)
        to(state, "declare_attackers")
        play(state, "attack b1=B")
        to(state, "declare_blockers")
        assert state.has("b1", Kw.TRAMPLE) is anthem
        finish(play(state, "block x1=b1"))
        assert state.players["B"].life == life


def test_only_a_modification_of_one_creature_is_read() -> None:
    """CR 608.2c: "if its power is N" after an instruction about several objects or another
    verb is not read."""
    assert read_effect("Creatures you control get +1/+1 until end of turn if its power is 2."
                       ).unsupported
    assert read_effect("Destroy target creature if its power is 2.").unsupported
