"""Counters read as an object last existed on the battlefield (CR 608.2h, 603.10a): a dies or
leaves-the-battlefield trigger's "draw a card for each +1/+1 counter on it" and "put its
counters on target creature you control" count the counters the creature had as it left, not
the new object's (400.7: a card in a graveyard or hand has none)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to, zone

from sim import Step
from sim.model.objects import MINUS, PLUS, Permanent, Zone
from sim.model.state import GameState

KILL = card("Kill", types=["Instant"], cost="{0}", text="Destroy target creature.")
BOUNCE = card("Bounce", types=["Instant"], cost="{0}",
              text="Return target creature to its owner's hand.")
FILLER = card("Filler", power=1, toughness=1)


def _library(owner: str, n: int) -> list[Permanent]:
    return [perm(f"{owner}lib{i}", owner, FILLER, Zone.LIBRARY) for i in range(n)]


def _hand(state: GameState, player: str) -> int:
    return len([p for p in state.permanents.values() if p.owner == player and p.zone is Zone.HAND])


@plays("When ~ dies, draw a card for each +1/+1 counter on it.")
def test_a_dies_trigger_draws_for_the_counters_it_died_with() -> None:
    """CR 608.2h and 603.10a: the 1/1 dies with three +1/+1 counters (and a charge counter,
    another kind): its trigger draws three cards, counting the counters it had as it last
    existed on the battlefield, not the card in the graveyard's none (400.7)."""
    hoarder = card("Hoarder", power=1, toughness=1,
                   text="When Hoarder dies, draw a card for each +1/+1 counter on it.")
    state = game(perm("h1", "A", hoarder, counters={PLUS: 3, "charge": 2}),
                 perm("k1", "A", KILL, Zone.HAND), *_library("A", 5))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast k1", "target h1")
    finish(state)
    assert zone(state, "h1") is Zone.GRAVEYARD
    assert _hand(state, "A") == 3


@plays("When ~ leaves the battlefield, draw a card for each +1/+1 counter on it.")
def test_a_leaves_trigger_draws_for_the_counters_it_left_with() -> None:
    """CR 608.2h and 603.10a: returned to its owner's hand with two +1/+1 counters, the
    creature's leaves-the-battlefield trigger draws two cards (the card in hand, a new object,
    has no counters, 400.7); with none it draws nothing."""
    tracker = card("Tracker", power=1, toughness=1,
                   text="When Tracker leaves the battlefield, draw a card for each +1/+1 "
                        "counter on it.")
    state = game(perm("t1", "A", tracker, counters={PLUS: 2}),
                 perm("t2", "A", tracker),
                 perm("r1", "A", BOUNCE, Zone.HAND), perm("r2", "A", BOUNCE, Zone.HAND),
                 *_library("A", 5))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast r1", "target t1")
    to(state, "declare_attackers")
    assert zone(state, "t1") is Zone.HAND and _hand(state, "A") == 1 + 1 + 2  # r2, t1, draws
    finish(play(to(state, "priority", player="A"), "cast r2", "target t2"))
    assert zone(state, "t2") is Zone.HAND


@plays("When ~ dies, put its counters on target creature you control.")
def test_a_dying_creature_puts_its_counters_on_a_creature_you_control() -> None:
    """CR 122.1, 608.2h and 603.10a: the creature dies with two +1/+1 counters and a -1/-1
    counter; its trigger puts those counters (each kind, as it last existed) on the target
    creature its controller controls (115.1: only A's creature is a legal target, not B's
    nor the dead one)."""
    pupil = card("Pupil", power=2, toughness=2,
                 text="When Pupil dies, put its counters on target creature you control.")
    state = game(perm("p1", "A", pupil, counters={PLUS: 2, MINUS: 1}),
                 perm("a1", "A", card("Bear", power=2, toughness=2), counters={PLUS: 1}),
                 perm("b1", "B", card("Elk", power=2, toughness=2)),
                 perm("k1", "A", KILL, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast k1", "target p1")
    to(state, "choose_target")
    assert set(legal(state)) == {"target a1"}
    play(state, "target a1")
    finish(state)
    assert zone(state, "p1") is Zone.GRAVEYARD
    # 3 +1/+1 and 1 -1/-1 then annihilate as a state-based action (704.5q): two +1/+1 left
    assert state.permanents["a1"].counters == {PLUS: 2}
    assert state.power("a1") == 4


@plays("Whenever another creature you control dies, put its counters on target creature you "
       "control.")
def test_its_counters_are_the_dying_creatures_when_the_trigger_is_about_it() -> None:
    """CR 608.2h and 603.10a: "its" is the creature the trigger is about (603.2): the dying
    Bear's three +1/+1 counters go on the target, not the watcher's own one."""
    watcher = card("Watcher", power=1, toughness=1,
                   text="Whenever another creature you control dies, put its counters on "
                        "target creature you control.")
    state = game(perm("w1", "A", watcher, counters={PLUS: 1}),
                 perm("a1", "A", card("Bear", power=2, toughness=2), counters={PLUS: 3}),
                 perm("a2", "A", card("Wolf", power=2, toughness=2)),
                 perm("k1", "A", KILL, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast k1", "target a1")
    to(state, "choose_target")
    play(state, "target a2")
    finish(state)
    assert state.permanents["a2"].counters == {PLUS: 3}
    assert state.permanents["w1"].counters == {PLUS: 1}
