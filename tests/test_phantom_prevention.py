"""The Phantom creatures' replacement (CR 615.1a, 122.1): "If damage would be dealt to ~,
prevent that damage. Remove a +1/+1 counter from ~." All the damage is prevented and one
+1/+1 counter removed for all the damage dealt at the same time (its rulings: blocked by two
creatures, one counter); damage that can't be prevented (615.12) is dealt, and a counter is
still removed; with no +1/+1 counter left, it still prevents."""

from __future__ import annotations

from played import plays
from test_stack import blocks, card, finish, game, perm

from sim.model.objects import PLUS, Zone
from sim.text.card_reader import read_card
from sim.text.render import round_trips

PHANTOM_TEXT = ("Phantom enters the battlefield with three +1/+1 counters on it.\n"
                "If damage would be dealt to Phantom, prevent that damage. Remove a +1/+1 "
                "counter from Phantom.")
PHANTOM = card("Phantom", types=["Creature"], cost="{0}", power=0, toughness=0,
               text=PHANTOM_TEXT)
BEAR = card("Bear", types=["Creature"], power=2, toughness=2)


@plays("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.")
def test_two_blockers_damage_prevented_one_counter_removed() -> None:
    """CR 615.1a, 510.2, 122.1: the 3/3 Phantom attacks and two Bears block it: their 4
    combat damage, dealt at once, is all prevented and one counter removed (a 2/2); it
    killed a Bear."""
    state = game(perm("p1", "A", PHANTOM, counters={PLUS: 3}), perm("b1", "B", BEAR),
                 perm("b2", "B", BEAR))
    state = finish(blocks(state, "p1=B", "b1=p1 b2=p1"))
    phantom = state.permanents["p1"]
    assert phantom.zone is Zone.BATTLEFIELD and phantom.counters == {PLUS: 2}
    assert phantom.damage == 0


def test_damage_that_cant_be_prevented_still_removes_a_counter() -> None:
    """CR 615.12 and the Phantoms' rulings: with "damage can't be prevented", the Bear's 2
    damage is dealt and a counter is still removed: the 3/3 becomes a 2/2 with 2 damage and
    dies (704.5g)."""
    rule = card("Flames", types=["Enchantment"], text="Damage can't be prevented.")
    state = game(perm("p1", "A", PHANTOM, counters={PLUS: 3}), perm("b1", "B", BEAR),
                 perm("f1", "B", rule))
    state = finish(blocks(state, "p1=B", "b1=p1"))
    assert state.permanents["p1"].zone is Zone.GRAVEYARD


def test_with_no_counter_left_it_still_prevents() -> None:
    """The Phantoms' rulings: a 0/0 Phantom kept alive by a +1/+1 bonus (here an Anthem-like
    static) and no counter: the Bear's damage is still prevented."""
    anthem = card("Anthem", types=["Enchantment"], text="Creatures you control get +1/+1.")
    state = game(perm("p1", "A", PHANTOM), perm("a1", "A", anthem), perm("b1", "B", BEAR))
    state = finish(blocks(state, "p1=B", "b1=p1"))
    phantom = state.permanents["p1"]
    assert phantom.zone is Zone.BATTLEFIELD and phantom.damage == 0 and not phantom.counters


def test_the_phantom_renders_back() -> None:
    """The model renders back to each clause it was read from."""
    reading = read_card(PHANTOM_TEXT, "Phantom")
    assert not reading.unsupported, reading.unsupported
    assert all(round_trips(said, model, "Phantom") for said, model in reading.clauses)
