""""You gain life equal to <count>" (CR 119.1, 608.2h: counted as the instruction is carried
out; ``WhereXRules.gain_life_equal``, ``Count.equal_to``): "you gain X life, where X is
<count>" in other words — the counts of "where X is"."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to

from sim import GameState, Step
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

COUNTED = "When Probe enters, you gain life equal to the number of creatures you control."
DEVOTION = "When Probe enters, you gain life equal to your devotion to green."


def _enter(text: str, *objects: object) -> GameState:
    """A casts Probe (a 1/1 for {G}) with ``text``; its enters trigger resolves."""
    probe = card("Probe", types=["Creature"], cost="{G}", power=1, toughness=1, text=text)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe, Zone.HAND), *objects,  # type: ignore[arg-type]
                 mana={"A": "{G}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast p1")
    return finish(state)


@plays("When Probe enters, you gain life equal to the number of creatures you control.")
def test_life_equal_to_the_creatures_you_control() -> None:
    """CR 608.2h: counted as it resolves: Probe and two Bears of A's (B's Bears not): 23."""
    state = _enter(COUNTED, perm("a1", "A", "Grizzly Bears"), perm("a2", "A", "Grizzly Bears"),
                   perm("b1", "B", "Grizzly Bears"))
    assert state.players["A"].life == 23


@plays("When Probe enters, you gain life equal to your devotion to green.")
def test_life_equal_to_devotion() -> None:
    """CR 700.5: Probe's {G} and the Bears' {1}{G}: devotion to green 2, A at 22."""
    state = _enter(DEVOTION, perm("a1", "A", "Grizzly Bears"))
    assert state.players["A"].life == 22


def test_only_you_and_not_its_power() -> None:
    """CR 608.2h: "its power" after a player target (whose?) and another player gaining are
    not read this way ("its power" alone, the trigger's object or the source, is:
    ``tests/test_object_counts.py``)."""
    assert read_effect("Target player draws a card. You gain life equal to its "
                       "power.").unsupported
    assert read_effect("Target player gains life equal to the number of creatures you "
                       "control.").unsupported
    assert not read_effect("You gain life equal to ~'s power.").unsupported
