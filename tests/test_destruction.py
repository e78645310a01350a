"""sim.rules.destruction: destroy (CR 701.8), indestructible (702.12b) and regeneration (701.19),
directly and through the state-based actions that destroy (704.5g-h)."""

from __future__ import annotations

from boards import Recorder, board, creature, with_combat

from sim import Effect, GameState, Kw, Step, Zone, check_state_based_actions, run_combat
from sim.model.abilities import CANT_REGENERATE, EXILE_IF_DIES
from sim.model.events import Died, Exiled, Regenerated, Tapped
from sim.model.objects import MINUS, Duration
from sim.rules.destruction import can_be_regenerated, destroy, regenerate, shields


def kinds(state: GameState) -> list[str]:
    return [e.kind for e in state.events]


def test_destroy_puts_it_into_its_owner_s_graveyard() -> None:
    """CR 701.8a: destroy = move from the battlefield to its owner's graveyard; it dies
    (700.4). The owner, not the controller, gets it."""
    bear = creature("x", "A")
    bear.owner = "B"
    state = board(bear)
    before = state.changes
    assert destroy(state, "x", "Murder") is True
    perm = state.permanents["x"]
    assert perm.zone is Zone.GRAVEYARD and perm.owner == "B"
    assert state.events == [Died("x", "Murder", step=state.step)]
    assert state.changes > before
    assert state.outcome().died == ("x",)


def test_destroying_what_is_not_on_the_battlefield_does_nothing() -> None:
    state = board(creature("x", "A"))
    state.move("x", Zone.GRAVEYARD)
    assert destroy(state, "x", "Murder") is False
    assert destroy(state, "nobody", "Murder") is False
    assert state.events == []


def test_indestructible_is_not_destroyed() -> None:
    """CR 702.12b: a permanent with indestructible can't be destroyed; its damage stays."""
    state = board(creature("x", "A", 2, 2, Kw.INDESTRUCTIBLE, damage=5))
    assert destroy(state, "x", "Murder") is False
    assert state.permanents["x"].zone is Zone.BATTLEFIELD
    assert state.permanents["x"].damage == 5 and state.events == []


def test_a_regeneration_shield_replaces_one_destruction() -> None:
    """CR 701.19a-c: the next time it would be destroyed this turn, instead all damage marked on
    it is removed, it is tapped and removed from combat; it stays the same object. One shield
    replaces one destruction: the second destroy kills it (Drudge Skeletons' "{B}: Regenerate")."""
    state = board(creature("a1", "A", 3, 3), creature("x", "B", 2, 2, damage=1))
    with_combat(state, {"a1": "B"}, {"x": "a1"}, Step.DECLARE_BLOCKERS)
    regenerate(state, "x")
    assert shields(state, "x") == 1
    obj = state.permanents["x"]
    assert destroy(state, "x", "Murder") is False
    assert state.permanents["x"] is obj and obj.zone is Zone.BATTLEFIELD
    assert obj.damage == 0 and obj.tapped
    assert state.combat is not None
    assert "x" not in state.combat.blocks and state.combat.blocked_by["a1"] == []
    assert "a1" in state.combat.blocked  # 506.4: the attacker stays blocked
    # 701.19c, 701.26a: tapped by the regeneration, it "becomes tapped"
    assert state.events == [Tapped("x", step=Step.DECLARE_BLOCKERS),
                            Regenerated("x", "Murder", step=Step.DECLARE_BLOCKERS)]
    assert shields(state, "x") == 0
    assert destroy(state, "x", "Murder") is True
    assert obj.zone is Zone.GRAVEYARD


def test_a_regenerated_attacker_stops_attacking() -> None:
    """CR 701.19c, 506.4: removed from combat, an attacker is no longer attacking."""
    state = with_combat(board(creature("a1", "A")), {"a1": "B"})
    regenerate(state, "a1")
    assert destroy(state, "a1", "Murder") is False
    assert state.combat is not None and "a1" not in state.combat.attackers


def test_each_regenerate_makes_one_more_shield() -> None:
    """CR 701.19a: activating twice gives two shields, replacing two destructions."""
    state = board(creature("x", "A"))
    regenerate(state, "x")
    regenerate(state, "x")
    assert shields(state, "x") == 2
    assert destroy(state, "x", "a") is False and destroy(state, "x", "b") is False
    assert destroy(state, "x", "c") is True
    # the first regeneration taps it (701.19c, 701.26a); the second finds it tapped
    assert [e.kind for e in state.events] == ["becomes tapped", "regenerated", "regenerated",
                                              "dies"]


def test_a_shield_protects_only_its_permanent() -> None:
    state = board(creature("x", "A"), creature("y", "A"))
    regenerate(state, "x")
    assert shields(state, "y") == 0
    assert destroy(state, "y", "Murder") is True
    assert shields(state, "x") == 1


def test_can_t_be_regenerated_ignores_shields() -> None:
    """CR 701.19c-d: "can't be regenerated" (from the destroying spell, Wrath of God, or from
    an effect on the permanent) makes the shields not apply."""
    state = board(creature("x", "A"), creature("y", "A"))
    regenerate(state, "x")
    assert destroy(state, "x", "Wrath of God", regenerate_allowed=False) is True
    assert state.permanents["x"].zone is Zone.GRAVEYARD
    regenerate(state, "y")
    state.add_effect(Effect(frozenset(["y"]), params=frozenset([(CANT_REGENERATE, "")])))
    assert not can_be_regenerated(state, "y")
    assert destroy(state, "y", "Murder") is True
    assert kinds(state) == ["dies", "dies"]


def test_indestructible_keeps_its_shield() -> None:
    """702.12b: an indestructible permanent is never destroyed, so no shield is used."""
    state = board(creature("x", "A", kw=Kw.INDESTRUCTIBLE, damage=3))
    regenerate(state, "x")
    assert destroy(state, "x", "Murder") is False
    assert shields(state, "x") == 1 and state.permanents["x"].damage == 3


def test_exile_if_it_would_die_applies_to_destruction() -> None:
    """614.1a: Unnatural Aggression's "if it would die this turn, exile it instead"."""
    state = board(creature("x", "A"))
    state.add_effect(Effect(frozenset(["x"]), params=frozenset([(EXILE_IF_DIES, "")])))
    assert destroy(state, "x", "Murder") is True
    assert state.permanents["x"].zone is Zone.EXILE
    assert [type(e) for e in state.events] == [Exiled]
    assert state.outcome().exiled == ("x",) and state.outcome().died == ()


def test_shields_end_at_cleanup_and_are_cloned() -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step, regeneration shields
    with them; ``clone`` copies shields, and using one in a copy leaves the original's."""
    state = board(creature("x", "A", damage=1))
    regenerate(state, "x")
    copy = state.clone()
    assert destroy(copy, "x", "Murder") is False
    assert shields(copy, "x") == 0 and shields(state, "x") == 1
    state.end_turn()
    assert shields(state, "x") == 0 and state.permanents["x"].damage == 0
    assert destroy(state, "x", "Murder") is True


# --- state-based actions (704.5f-h) --------------------------------------------------------------


def test_lethal_damage_is_destruction_so_a_shield_saves_it() -> None:
    """CR 704.5g destroys, so regeneration replaces it (701.19a): the creature stays, tapped,
    with its damage removed."""
    state = board(creature("x", "A", 2, 2, damage=2))
    regenerate(state, "x")
    assert check_state_based_actions(state) is True
    perm = state.permanents["x"]
    assert perm.zone is Zone.BATTLEFIELD and perm.damage == 0 and perm.tapped
    assert state.events == [Tapped("x", step=state.step),  # 701.19c, 701.26a
                            Regenerated("x", "lethal damage (CR 704.5g)", step=state.step)]
    assert check_state_based_actions(state) is False


def test_deathtouch_damage_is_destruction_so_a_shield_saves_it() -> None:
    """CR 704.5h destroys too: a shield replaces it."""
    state = board(creature("x", "A", 4, 4, damage=1))
    state.permanents["x"].deathtouched = True
    regenerate(state, "x")
    check_state_based_actions(state)
    assert state.permanents["x"].zone is Zone.BATTLEFIELD
    assert kinds(state) == ["becomes tapped", "regenerated"]  # 701.19c, 701.26a
    assert state.events[1]["reason"] == "deathtouch damage (CR 704.5h)"


def test_zero_toughness_is_not_destruction_so_no_shield_helps() -> None:
    """CR 704.5f puts it into the graveyard without destroying it: regeneration can't replace
    that (nor can indestructible help), and the shield is not used."""
    state = board(creature("x", "A", 2, 2, counters={MINUS: 2}),
                  creature("y", "A", 1, 1, Kw.INDESTRUCTIBLE, counters={MINUS: 1}))
    regenerate(state, "x")
    check_state_based_actions(state)
    assert state.permanents["x"].zone is Zone.GRAVEYARD
    assert state.permanents["y"].zone is Zone.GRAVEYARD
    assert kinds(state) == ["dies", "dies"]


def test_a_regenerated_blocker_survives_combat_damage() -> None:
    """A whole combat: a 2/2 blocker with a shield is dealt lethal damage by a 3/3; state-based
    actions destroy it, the shield replaces that, and it stays on the battlefield, tapped,
    with no damage, no longer blocking. The attacker stays blocked (506.4) and, without
    trample, deals no damage to the player."""
    state = board(creature("a1", "A", 3, 3), creature("b1", "B", 2, 2))
    state.add_effect(Effect(frozenset(["b1"]), Duration.END_OF_TURN,
                            params=frozenset([("regeneration shield", "")])))
    run_combat(state, Recorder({"a1": "B"}, {"b1": "a1"}))
    blocker = state.permanents["b1"]
    assert blocker.zone is Zone.BATTLEFIELD and blocker.tapped and blocker.damage == 0
    assert state.players["B"].life == 20
    assert state.permanents["a1"].damage == 2
    regenerated = [e for e in state.events if isinstance(e, Regenerated)]
    assert [(e.permanent, e.step) for e in regenerated] == [("b1", Step.COMBAT_DAMAGE)]
