"""A count read on the instruction's one object (``sim.rules.subject_counts``, CR 107.3,
608.2h): "target creature gets +X/+0 until end of turn, where X is its power", "put X +1/+1
counters on it, where X is its power"."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import card, finish, game, perm, play

from sim import GameState, Player, Step
from sim.model.board import power_and_toughness
from sim.model.mana import Mana
from sim.model.objects import PLUS, Span, Zone


@plays("Target creature gets +X/+0 until end of turn, where X is its power.")
def test_the_target_s_own_power_doubles_it() -> None:
    """CR 107.3, 208.1, 608.2h: "its" is the target: a 3/3 gets +3/+0 (a 6/3), whatever
    the power of the spell's controller's other creatures."""
    text = "Target creature gets +X/+0 until end of turn, where X is its power."
    state = game(perm("p1", "A", spell(text), Zone.HAND),
                 perm("b1", "B", card("Three", power=3, toughness=3)),
                 perm("a1", "A", card("Five", power=5, toughness=5)), mana={"A": "{U}"})
    finish(play(state, "cast p1", "target b1"))
    assert power_and_toughness(state, "b1") == (6, 3)


@plays("Whenever another creature enters the battlefield under your control, put X +1/+1 "
       "counters on it, where X is its power.")
def test_counters_as_many_as_the_entering_creature_s_power() -> None:
    """CR 107.3, 603.2, 608.2h: a 3/3 enters under A's control: three +1/+1 counters on it
    (a 6/6), not on the source."""
    brawler = card("Brawler", power=1, toughness=1,
                   text="Whenever another creature enters the battlefield under your control, "
                        "put X +1/+1 counters on it, where X is its power.")
    three = card("Three", power=3, toughness=3, cost="{G}")
    players = {"A": Player("A", mana=Mana.parse("{G}")), "B": Player("B")}
    objects = [perm("r1", "A", brawler), perm("t1", "A", three, Zone.HAND)]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
    state.start()
    finish(play(state, "cast t1"))
    assert state.permanents["t1"].counters.get(PLUS) == 3
    assert not state.permanents["r1"].counters.get(PLUS)


@plays("Another target creature you control gets +X/+X until end of turn, where X is that "
       "creature's power.")
def test_that_creature_s_power_is_the_target_s() -> None:
    """CR 107.3, 608.2h: "that creature" is the target: a 2/2 gets +2/+2 (a 4/4)."""
    text = ("Another target creature you control gets +X/+X until end of turn, where X is "
            "that creature's power.")
    state = game(perm("p1", "A", spell(text), Zone.HAND), perm("a1", "A", "Grizzly Bears"),
                 mana={"A": "{U}"})
    finish(play(state, "cast p1", "target a1"))
    assert power_and_toughness(state, "a1") == (4, 4)
