"""Counted permanents narrowed by a quality (``sim.text.count_quality_rules``,
``sim.text.render_count_quality``): "draw a card for each creature you control with a +1/+1
counter on it" (CR 122.1), "... with power N or greater" (CR 208.1), counted as the ability
resolves (608.2h)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to

from sim import Step
from sim.model.objects import PLUS, Permanent, Zone
from sim.model.state import GameState

FILLER = card("Filler", power=1, toughness=1)
BEAR = card("Bear", power=2, toughness=2)
GIANT = card("Giant", power=4, toughness=4)


def _library(owner: str, n: int) -> list[Permanent]:
    return [perm(f"{owner}lib{i}", owner, FILLER, Zone.LIBRARY) for i in range(n)]


def _hand(state: GameState, player: str) -> int:
    return len([p for p in state.permanents.values() if p.owner == player and p.zone is Zone.HAND])


@plays("When ~ enters the battlefield, draw a card for each creature you control with a "
       "+1/+1 counter on it.")
def test_draws_for_each_creature_you_control_with_a_counter() -> None:
    """CR 122.1, 608.2h: as the enter trigger resolves A controls three creatures, two of them
    with +1/+1 counters (one with two) and one without; B's creature with a counter is not
    A's: A draws two cards, one per creature, not per counter."""
    judge = card("Judge", power=3, toughness=3, cost="{0}",
                 text="When Judge enters the battlefield, draw a card for each creature you "
                      "control with a +1/+1 counter on it.")
    state = game(perm("j1", "A", judge, Zone.HAND),
                 perm("a1", "A", BEAR, counters={PLUS: 2}), perm("a2", "A", BEAR,
                                                              counters={PLUS: 1}),
                 perm("a3", "A", BEAR), perm("b1", "B", BEAR, counters={PLUS: 1}),
                 *_library("A", 5), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast j1")
    finish(state)
    assert _hand(state, "A") == 2


@plays("Draw a card for each creature you control with power 4 or greater.")
def test_draws_for_each_creature_you_control_with_power_four_or_greater() -> None:
    """CR 208.1, 608.2h: A's 4/4, and A's 2/2 with two +1/+1 counters (4/4 through the
    layers, 613.4c), count; A's 2/2 and B's 4/4 don't: A draws two cards."""
    spell = card("Count", types=["Sorcery"], cost="{0}",
                 text="Draw a card for each creature you control with power 4 or greater.")
    state = game(perm("s1", "A", spell, Zone.HAND), perm("a1", "A", GIANT),
                 perm("a2", "A", BEAR, counters={PLUS: 2}), perm("a3", "A", BEAR),
                 perm("b1", "B", GIANT), *_library("A", 5), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    finish(state)
    assert _hand(state, "A") == 2


@plays("~ gets +1/+1 for each other creature you control with a +1/+1 counter on it.")
def test_a_bonus_for_each_other_creature_with_a_counter() -> None:
    """CR 613.4c, 122.1: the 1/1 sentinel with a +1/+1 counter itself (not "other"), beside
    one creature of A's with a counter and one without, is 1+1 (its own counter) +1 = 3/3."""
    sentinel = card("Sentinel", power=1, toughness=1,
                    text="Sentinel gets +1/+1 for each other creature you control with a "
                         "+1/+1 counter on it.")
    state = game(perm("s1", "A", sentinel, counters={PLUS: 1}),
                 perm("a1", "A", BEAR, counters={PLUS: 1}), perm("a2", "A", BEAR),
                 perm("b1", "B", BEAR, counters={PLUS: 1}))
    assert (state.power("s1"), state.toughness("s1")) == (3, 3)


def test_a_bonus_counting_power_is_not_read() -> None:
    """CR 613.8: a power bonus counted by powers would depend on itself (layer 7c): not read."""
    made = card("Sentinel", power=1, toughness=1,
                text="Sentinel gets +1/+1 for each other creature you control with power 2 "
                     "or greater.")
    assert made.unsupported
