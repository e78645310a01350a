"""The permanents a spell or ability sacrificed for its cost, kept on the stack object
(``sim.rules.sacrificed``, ``StackItem.sacrificed``; CR 601.2h, 602.2b) for "the sacrificed
creature's power" (608.2h)."""

from __future__ import annotations

from test_stack import card, perm, play, to
from test_stack import game as stack_game

from sim import Step
from sim.model.objects import Zone

#: B's instant: B holds priority while the spell is on the stack (a decision to stop at)
OPT = card("Opt", types=["Instant"], cost="{0}", text="You gain 1 life.")
FLING = ("As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage "
         "equal to the sacrificed creature's power to any target.")


def test_the_spell_on_the_stack_knows_what_was_sacrificed() -> None:
    """CR 601.2h: the creature chosen for the additional cost is sacrificed as the spell is
    cast and recorded on it; nothing else is."""
    fling = card("Fling", types=["Instant"], cost="{0}", text=FLING)
    state = stack_game(perm("f1", "A", fling, Zone.HAND),
                       perm("a1", "A", card("Bears", power=2, toughness=2)),
                       perm("a2", "A", card("Elf", power=1, toughness=1)),
                       perm("o1", "B", OPT, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast f1", "target B")
    to(state, "choose_cost")
    play(state, "cost a2")
    [item] = state.stack
    assert item.sacrificed == ("a2",) and state.permanents["a2"].zone is Zone.GRAVEYARD


def test_nothing_sacrificed_nothing_recorded() -> None:
    """CR 601.2h: a spell without such a cost records nothing."""
    shock = card("Shock", types=["Instant"], cost="{0}",
                 text="Shock deals 2 damage to any target.")
    state = stack_game(perm("s1", "A", shock, Zone.HAND), perm("o1", "B", OPT, Zone.HAND),
                       step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1", "target B")
    assert state.stack[0].sacrificed == ()
