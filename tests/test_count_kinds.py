"""The counts ``sim.model.count_kinds`` reads (``Count``, CR 107.3, 608.2h): the source's own
power, through the layers on the battlefield and as it last existed once it has left it, and
the cards named as the source in a graveyard (201.2)."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import card, finish, game, perm, play

from sim.model.board import power_and_toughness
from sim.model.objects import PLUS, Zone


@plays("Sacrifice Cinder Elemental: Cinder Elemental deals X damage to any target, where X "
       "is Cinder Elemental's power.")
def test_a_sacrificed_source_s_power_as_it_last_existed() -> None:
    """CR 608.2h, 602.2 (the sacrifice is a cost): the 2/2 with three +1/+1 counters is in
    the graveyard as the ability resolves; its power as it last existed on the battlefield,
    5 (counters included, 613.4c), is dealt to B, not its printed 2."""
    elemental = card("Cinder", power=2, toughness=2,
                     text="Sacrifice Cinder: Cinder deals X damage to any target, where X is "
                          "Cinder's power.")
    state = game(perm("c1", "A", elemental, counters={PLUS: 3}))
    play(state, "activate c1 0", "target B")
    finish(state)
    assert state.permanents["c1"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 15


@plays("Ancestral Anger deals X damage to target creature, where X is 1 plus the number of "
       "cards named Ancestral Anger in your graveyard.")
def test_only_your_graveyard_s_cards_of_the_name() -> None:
    """CR 201.2, 404.1: one card named Probe in A's graveyard and two in B's: "your
    graveyard" counts A's one: 1 + 1 = 2 damage kills the Bears."""
    text = ("Probe deals X damage to target creature, where X is 1 plus the number of cards "
            "named Probe in your graveyard.")
    probe = spell(text)
    state = game(perm("p1", "A", probe, Zone.HAND), perm("g1", "A", probe, Zone.GRAVEYARD),
                 perm("g2", "B", probe, Zone.GRAVEYARD), perm("g3", "B", probe, Zone.GRAVEYARD),
                 perm("b1", "B", "Grizzly Bears"), perm("b2", "B", "Hill Giant"),
                 mana={"A": "{U}"})
    play(state, "cast p1", "target b2")
    finish(state)
    assert state.permanents["b2"].damage == 2 and state.permanents["b2"].zone is Zone.BATTLEFIELD


@plays("{G}: Brute gets +X/+0 until end of turn, where X is the greatest power among "
       "creatures you control.")
def test_the_greatest_power_among_your_creatures() -> None:
    """CR 208.1, 608.2h: A's creatures are the 1/1 Brute, a 2/2 and a 3/3 (B's 5/5 not
    counted): the Brute gets +3/+0 (a 4/1)."""
    brute = card("Brute", power=1, toughness=1,
                 text="{G}: Brute gets +X/+0 until end of turn, where X is the greatest power "
                      "among creatures you control.")
    state = game(perm("c1", "A", brute), perm("a1", "A", "Grizzly Bears"),
                 perm("a2", "A", card("Three", power=3, toughness=3)),
                 perm("b1", "B", card("Five", power=5, toughness=5)), mana={"A": "{G}"})
    play(state, "activate c1 0")
    finish(state)
    assert power_and_toughness(state, "c1") == (4, 1)
