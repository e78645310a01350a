"""An intervening "if you control another creature named ~" (CR 603.4, 201.2;
``sim.text.condition_text``, ``sim.model.board_conditions``): a permanent of the kind with the
source's name, other than the source, checked as the ability triggers and again as it
resolves."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to

from sim import Step
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState

FILLER = card("Filler", power=1, toughness=1)
MISCREANT = card("Miscreant", power=1, toughness=1, cost="{0}",
                 text="When Miscreant enters the battlefield, if you control another creature "
                      "named Miscreant, draw a card.")
KILL = card("Kill", types=["Instant"], cost="{0}", text="Destroy target creature.")


def _library(owner: str, n: int) -> list[Permanent]:
    return [perm(f"{owner}lib{i}", owner, FILLER, Zone.LIBRARY) for i in range(n)]


def _hand(state: GameState, player: str) -> int:
    return len([p for p in state.permanents.values() if p.owner == player and p.zone is Zone.HAND])


@plays("When ~ enters the battlefield, if you control another creature named ~, draw a card.")
def test_draws_only_beside_another_creature_of_the_same_name() -> None:
    """CR 603.4, 201.2: the first Miscreant enters beside a creature of another name and B's
    Miscreant (not A's): it doesn't trigger, A draws nothing; the second enters beside the
    first: A draws a card."""
    state = game(perm("m1", "A", MISCREANT, Zone.HAND), perm("m2", "A", MISCREANT, Zone.HAND),
                 perm("a1", "A", FILLER), perm("b1", "B", MISCREANT), *_library("A", 5),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast m1")
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    while state.stack:
        to(play(state, "pass"), "priority", Step.PRECOMBAT_MAIN, "A")
    assert _hand(state, "A") == 1  # m2 only
    play(state, "cast m2")
    finish(state)
    assert _hand(state, "A") == 1  # m2 cast, one card drawn


def test_the_other_one_gone_before_it_resolves_draws_nothing() -> None:
    """CR 603.4: the second Miscreant triggers beside the first, but the first is destroyed
    with the trigger on the stack: as it resolves the condition no longer holds; no draw."""
    state = game(perm("m1", "A", MISCREANT), perm("m2", "A", MISCREANT, Zone.HAND),
                 perm("k1", "A", KILL, Zone.HAND), *_library("A", 5),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast m2")
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    while not state.stack or state.stack[-1].kind != "trigger":
        to(play(state, "pass"), "priority", Step.PRECOMBAT_MAIN, "A")
    assert state.permanents["m2"].zone is Zone.BATTLEFIELD  # it triggered beside m1
    play(state, "cast k1", "target m1")
    finish(state)
    assert state.permanents["m1"].zone is Zone.GRAVEYARD
    assert _hand(state, "A") == 0
