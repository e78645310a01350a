""""Each of two target creatures", "each of two targets" (CR 601.2c: every target of the
phrase chosen, none left out; 115.3: not one object twice; 608.2b: a target illegal on
resolution is left out, the other still dealt its damage). Read by
``sim.text.damage_rules.exact_targets`` as two required slots (``TargetSpec.exactly``)."""

from __future__ import annotations

from played import plays
from test_stack import card, events, finish, game, legal, perm, play, to

from sim import CardDef, Step
from sim.model.events import SpellCast
from sim.model.objects import Zone


def instant(name: str, text_: str) -> CardDef:
    return card(name, types=["Instant"], cost="{0}", text=text_)


def bear(pid: str, owner: str, toughness: int = 2) -> object:
    return perm(pid, owner, card(f"Bear {pid}", power=2, toughness=toughness))


LIGHTNING = instant("Jag", "Jag deals 3 damage to each of two target creatures.")
REPRISAL = instant("Rep", "Rep deals 2 damage to each of two targets.")


@plays("Jag deals 3 damage to each of two target creatures.")
def test_two_different_creatures_are_each_dealt_the_damage() -> None:
    """CR 601.2c, 115.3: neither slot may be left empty ("target none" is no choice) and the
    second can't choose the first's creature; both 2/2 Bears are dealt 3 and die (704.5g)."""
    state = game(bear("a1", "A"), bear("b1", "B"), perm("s1", "A", LIGHTNING, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1")
    assert "target none" not in legal(state)
    play(state, "target b1")
    assert "target b1" not in legal(state) and "target none" not in legal(state)
    play(state, "target a1")
    assert events(state, SpellCast)[-1].targets == ("b1", "a1")
    finish(state)
    assert state.permanents["a1"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].zone is Zone.GRAVEYARD


def test_with_one_creature_it_cant_be_cast() -> None:
    """CR 601.2c: with one creature on the battlefield the two targets can't be chosen: the
    spell can't be cast (each of two targets, a player and the creature: it can)."""
    state = game(bear("b1", "B"), perm("s1", "A", LIGHTNING, Zone.HAND),
                 perm("s2", "A", REPRISAL, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    assert "cast s1" not in legal(state) and "cast s2" in legal(state)


@plays("Rep deals 2 damage to each of two targets.")
def test_two_targets_a_player_and_a_creature() -> None:
    """CR 115.4 ("any target"), 601.2c: B and B's 2/4 Bear are each dealt 2: B at 18, the
    Bear with 2 damage."""
    state = game(bear("b1", "B", toughness=4), perm("s1", "A", REPRISAL, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1")
    play(state, "target B")
    assert "target B" not in legal(state)
    play(state, "target b1")
    finish(state)
    assert state.players["B"].life == 18
    assert state.permanents["b1"].damage == 2
