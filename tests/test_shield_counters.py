"""Shield counters (CR 122.1c; ``sim.rules.shield_counters``): "~ enters with a shield counter
on it", "put a shield counter on target creature". Each protects its permanent from
destruction by an effect and from damage (prevented), one counter removed each time."""

from __future__ import annotations

from boards import Recorder, board, creature
from played import plays
from test_library import spell, turn
from test_stack import blocks, events, finish, game, perm, play, to

from sim import GameState, Kw, Zone, check_state_based_actions, run_combat
from sim.model.events import Died
from sim.model.objects import Permanent
from sim.rules.damage import damage_event
from sim.rules.destruction import destroy
from sim.rules.replacement import deal

ENTERS = "Probe enters with a shield counter on it."


def _cast(text: str, *objects: Permanent, kind: str = "Instant") -> GameState:
    """A casts the inline ``text`` from hand (its target the only creature) and it resolves."""
    state = turn(perm("p1", "A", spell(text, kind, power=2, toughness=2) if kind == "Creature"
                      else spell(text, kind), Zone.HAND), *objects)
    play(state, "cast p1")
    return finish(state)


@plays("~ enters with a shield counter on it.")
def test_it_enters_with_a_shield_counter_that_stops_one_destruction() -> None:
    """CR 614.1c, 122.1c: the creature cast from A's hand enters with one shield counter; a
    destruction by an effect removes the counter instead (it stays, untapped: it is not
    regeneration, 701.19); the next destruction destroys it."""
    state = _cast(ENTERS, kind="Creature")
    mate = state.permanents["p1"]
    assert mate.zone is Zone.BATTLEFIELD and mate.counters == {"shield": 1}
    assert destroy(state, "p1", "destroyed by an effect (CR 701.8)") is False
    assert mate.zone is Zone.BATTLEFIELD and not mate.tapped and not mate.counters
    assert destroy(state, "p1", "destroyed by an effect (CR 701.8)") is True
    assert mate.zone is Zone.GRAVEYARD


@plays("Put a shield counter on target creature.")
def test_put_a_shield_counter_then_destroy_target_creature_removes_it() -> None:
    """CR 122.1c, 701.8a, 608.1: A casts "destroy target creature" at B's creature, then in
    response "put a shield counter on target creature": the counter is put on first, and the
    destruction only removes it; the creature stays, with no counter and no death."""
    state = turn(perm("p1", "A", spell("Destroy target creature."), Zone.HAND),
                 perm("p2", "A", spell("Put a shield counter on target creature."), Zone.HAND),
                 creature("c1", "B"), mana="{U}{U}")
    play(state, "cast p1")
    to(state, "priority", player="A")
    play(state, "cast p2")
    finish(state)
    c1 = state.permanents["c1"]
    assert c1.zone is Zone.BATTLEFIELD and not c1.counters and not events(state, Died)


@plays("~ enters with two shield counters on it.")
def test_damage_is_prevented_and_one_counter_removed() -> None:
    """CR 122.1c, 615.1a: 3 damage to a 2/2 with two shield counters is prevented, and only
    one counter is removed (the rulings: however many counters it has)."""
    state = _cast("Probe deals 3 damage to target creature.",
                  perm("s1", "B", spell("Probe enters with two shield counters on it.",
                                        "Creature", power=2, toughness=2),
                       counters={"shield": 2}))
    s1 = state.permanents["s1"]
    assert s1.zone is Zone.BATTLEFIELD and s1.damage == 0 and s1.counters == {"shield": 1}


def test_lethal_damage_marked_is_still_destroyed() -> None:
    """CR 122.1c replaces only destruction "as the result of an effect": the state-based action
    for lethal damage (704.5g) destroys a creature with a shield counter."""
    state = board(creature("x", "A", 2, 2, damage=2, counters={"shield": 1}))
    check_state_based_actions(state)
    assert state.permanents["x"].zone is Zone.GRAVEYARD


def test_indestructible_keeps_its_shield_counter() -> None:
    """CR 702.12b: an indestructible permanent is not destroyed, so nothing replaces its
    destruction and its shield counter stays."""
    state = board(creature("x", "A", 2, 2, Kw.INDESTRUCTIBLE, counters={"shield": 1}))
    assert destroy(state, "x", "destroyed by an effect (CR 701.8)") is False
    assert state.permanents["x"].counters == {"shield": 1}


def test_two_blockers_damage_at_once_costs_one_counter() -> None:
    """CR 510.2, 122.1c: the combat damage of two blockers is dealt at the same time: all of
    it to the attacker with one shield counter is prevented, and that one counter removed."""
    state = board(creature("a1", "A", 2, 2, counters={"shield": 1}),
                  creature("b1", "B", 1, 1), creature("b2", "B", 1, 1))
    run_combat(state, Recorder({"a1": "B"}, {"b1": "a1", "b2": "a1"}))
    a1 = state.permanents["a1"]
    assert a1.zone is Zone.BATTLEFIELD and a1.damage == 0 and not a1.counters


def test_unpreventable_damage_is_dealt_and_the_counter_still_removed() -> None:
    """CR 615.12, 122.1c: damage that can't be prevented is dealt, and the prevention effect's
    other part still happens: the shield counter is removed."""
    state = board(creature("src", "A", 3, 3, Kw.UNPREVENTABLE),
                  creature("x", "B", 4, 4, counters={"shield": 2}))
    deal(state, [damage_event(state, "src", "x", 3, combat=False)])
    x = state.permanents["x"]
    assert x.damage == 3 and x.counters == {"shield": 1}


def test_damage_to_it_is_prevented_for_its_last_counter() -> None:
    """CR 122.1c, 615.1a: 2 damage to a creature with one shield counter is prevented and the
    counter removed; the next damage is dealt."""
    state = board(creature("src", "A", 3, 3), creature("x", "B", 4, 4, counters={"shield": 1}))
    deal(state, [damage_event(state, "src", "x", 2, combat=False)])
    assert state.permanents["x"].counters == {} and state.permanents["x"].damage == 0
    deal(state, [damage_event(state, "src", "x", 2, combat=False)])
    assert state.permanents["x"].damage == 2


def test_a_shielded_blocker_in_a_quiet_combat() -> None:
    """CR 122.1c, 510.2: in a played game, a vanilla 2/2 blocker with a shield counter blocks a
    3/3 on a board where nothing else could act: the 3 damage is still prevented and its
    counter removed; the blocker deals its 2."""
    state = game(perm("a1", "A", "Hill Giant"),
                 perm("b1", "B", "Grizzly Bears", counters={"shield": 1}))
    finish(blocks(state, "a1=B", "b1=a1"))
    b1 = state.permanents["b1"]
    assert b1.zone is Zone.BATTLEFIELD and b1.damage == 0 and not b1.counters
