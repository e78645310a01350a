"""sim.rules.combat: the combat phase as a state machine (CR 506-511): step transitions, priority,
declarations, and combat damage with first strike, double strike and trample."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from boards import Recorder, board, creature, planeswalker, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

from sim import (
    PASS,
    Action,
    ChooseEffect,
    Decision,
    DeclareAttackers,
    DefaultAgent,
    Duration,
    Effect,
    GameState,
    IllegalActionError,
    IllegalAttackError,
    IllegalBlockError,
    IllegalDamageAssignmentError,
    IllegalDeclarationError,
    Kw,
    LegalActions,
    MtgsimError,
    ResolveEffect,
    Script,
    Step,
    Zone,
    advance,
    next_step,
    run_combat,
)
from sim.legality.legal_declarations import legal_blocks
from sim.model.events import StepBegan
from sim.model.objects import LOYALTY

S = Step


def began(state: GameState) -> list[str]:
    """The steps recorded as beginning (``StepBegan`` events), in order."""
    return [e.step for e in state.events if isinstance(e, StepBegan)]


def visited(state: GameState, agent: Recorder) -> list[Step]:
    """Play the combat one step at a time (``advance``) and return the steps it went through,
    in order (the step in which the game ended, if it did, is the last). The event log agrees:
    each of those steps, and no other, is recorded as beginning, in that order."""
    out: list[Step] = []
    while state.step is not S.COMBAT_OVER and state.result is None:
        out.append(state.step)
        advance(state, agent)
    assert began(state) == [s.value for s in out]
    return out


def scripted(state: GameState, step: Step, pid: str, **kwargs: Any) -> ResolveEffect:
    """Make an effect on ``pid`` (``Effect`` fields ``kwargs``) available to the active player
    with priority in ``step`` (``state.available_effects``: a stand-in for an instant), and
    return the action that resolves it."""
    description = f"{step.value}: {pid} " + " ".join(f"{k}={v}" for k, v in kwargs.items())
    state.available_effects += ((step, Effect(frozenset({pid}), description=description,
                                              **kwargs)),)
    return ResolveEffect(description)


class Asked(Recorder):
    """A ``Recorder`` that also keeps the legal assignments of every combat damage decision:
    ``options[source]`` (one combat damage step per test)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.options: dict[str, list[dict[str, int]]] = {}

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == "assign_combat_damage":
            assert decision.request is not None
            self.options[decision.request.source] = [a.as_dict() for a in legal]  # type: ignore
        return super().act(state, decision, legal)


def only_choices(agent: Asked) -> Mapping[str, dict[str, int]]:
    """Each creature that was asked how to assign its damage and had exactly one legal way:
    that way."""
    return {source: options[0] for source, options in agent.options.items()
            if len(options) == 1}


def dead(state: GameState) -> set[str]:
    return {p.id for p in state.permanents.values() if p.zone is not Zone.BATTLEFIELD}


# --- step transitions ---------------------------------------------------------------------------


def test_no_attackers_skips_to_end_of_combat() -> None:
    """CR 508.8: with no creatures declared as attackers, the declare blockers and combat
    damage steps are skipped."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    agent = Recorder()
    assert visited(state, agent) == [S.BEGINNING_OF_COMBAT, S.DECLARE_ATTACKERS,
                                     S.END_OF_COMBAT]
    assert state.result is None and run_combat(state, agent) is None
    assert agent.block_calls == [] and agent.requests == []
    assert state.step is S.COMBAT_OVER and state.combat is None


def test_regular_combat_steps() -> None:
    """CR 506.1: beginning of combat, declare attackers, declare blockers, combat damage, end
    of combat; no first-strike step without first or double strike (510.4)."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    agent = Recorder({"a1": "B"})
    assert visited(state, agent) == [S.BEGINNING_OF_COMBAT, S.DECLARE_ATTACKERS,
                                     S.DECLARE_BLOCKERS, S.COMBAT_DAMAGE, S.END_OF_COMBAT]
    assert state.players["B"].life == 18


@pytest.mark.parametrize("who", ["attacker", "blocker"])
@pytest.mark.parametrize("kw", [Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE])
def test_first_strike_step_when_a_striker_is_in_combat(who: str, kw: Kw) -> None:
    """CR 510.4: an attacking or blocking creature with first strike or double strike makes a
    first-strike combat damage step, followed by a second one."""
    state = board(creature("a1", "A", kw=kw if who == "attacker" else Kw.NONE),
                  creature("b1", "B", kw=kw if who == "blocker" else Kw.NONE))
    agent = Recorder({"a1": "B"}, {"b1": "a1"})
    assert visited(state, agent)[3:5] == [S.FIRST_STRIKE_DAMAGE, S.COMBAT_DAMAGE]


def test_striker_not_in_combat_makes_no_first_strike_step() -> None:
    """CR 510.4 counts only attacking and blocking creatures."""
    state = board(creature("a1", "A"), creature("a2", "A", kw=Kw.FIRST_STRIKE),
                  creature("b1", "B", kw=Kw.DOUBLE_STRIKE))
    agent = Recorder({"a1": "B"})
    assert S.FIRST_STRIKE_DAMAGE not in visited(state, agent)


def test_striker_that_left_combat_makes_no_first_strike_step() -> None:
    """CR 510.4 looks "as the combat damage step begins": a first striker that died during
    the declare blockers step is no longer in combat (506.4)."""
    state = board(creature("a1", "A"), creature("fs", "A", kw=Kw.FIRST_STRIKE))
    kill = scripted(state, S.DECLARE_BLOCKERS, "fs", toughness=-5)
    agent = Recorder({"a1": "B", "fs": "B"}, actions=[(S.DECLARE_BLOCKERS, "A", kill)])
    assert S.FIRST_STRIKE_DAMAGE not in visited(state, agent)
    assert "fs" in dead(state)
    assert state.players["B"].life == 18


def test_first_strike_gained_before_damage_makes_the_step() -> None:
    """CR 510.4: a creature given first strike during the declare blockers step strikes first."""
    state = board(creature("a1", "A", 2, 1), creature("b1", "B", 2, 2))
    strike = scripted(state, S.DECLARE_BLOCKERS, "a1", add=Kw.FIRST_STRIKE)
    agent = Recorder({"a1": "B"}, {"b1": "a1"}, actions=[(S.DECLARE_BLOCKERS, "A", strike)])
    assert S.FIRST_STRIKE_DAMAGE in visited(state, agent)
    assert dead(state) == {"b1"}


def test_declared_attacker_that_left_still_gets_the_blockers_step() -> None:
    """CR 508.8 skips the declare blockers and combat damage steps only if no creatures were
    *declared* as attackers; one that left combat afterwards still counts."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    kill = scripted(state, S.DECLARE_ATTACKERS, "a1", toughness=-5)
    agent = Recorder({"a1": "B"}, actions=[(S.DECLARE_ATTACKERS, "A", kill)])
    assert visited(state, agent) == [S.BEGINNING_OF_COMBAT, S.DECLARE_ATTACKERS,
                                     S.DECLARE_BLOCKERS, S.COMBAT_DAMAGE, S.END_OF_COMBAT]
    assert state.players["B"].life == 20 and "a1" in dead(state)


def test_next_step_is_pure() -> None:
    state = board(creature("a1", "A"))
    assert next_step(state) is S.DECLARE_ATTACKERS
    assert state.step is S.BEGINNING_OF_COMBAT
    state.step = S.FIRST_STRIKE_DAMAGE
    assert next_step(state) is S.COMBAT_DAMAGE
    state.step = S.COMBAT_DAMAGE
    assert next_step(state) is S.END_OF_COMBAT
    state.step = S.END_OF_COMBAT
    assert next_step(state) is S.COMBAT_OVER


def test_advance_returns_the_new_step_and_refuses_after_combat() -> None:
    state = board(creature("a1", "A"))
    agent = DefaultAgent()
    assert advance(state, agent) is S.DECLARE_ATTACKERS
    assert state.combat is not None and state.combat.attacking_player == "A"
    while state.step is not S.COMBAT_OVER:
        advance(state, agent)
    with pytest.raises(ValueError):
        advance(state, agent)


# --- first strike and double strike -------------------------------------------------------------


@plays("First strike")
def test_first_striker_kills_its_blocker_before_it_deals_damage() -> None:
    """CR 702.7b / 510.4: the first striker deals damage in the first step; the blocker, dead
    by SBA, deals none in the second."""
    state = board(creature("knight", "A", 2, 1, Kw.FIRST_STRIKE), creature("bear", "B", 2, 2))
    run_combat(state, Recorder({"knight": "B"}, {"bear": "knight"}))
    assert dead(state) == {"bear"}
    assert state.permanents["knight"].damage == 0


def test_struck_first_is_recorded() -> None:
    """CR 510.4: the creatures that dealt damage in the first step are remembered."""
    state = board(creature("fs", "A", 1, 5, Kw.FIRST_STRIKE), creature("ds", "A", 1, 5,
                                                                      Kw.DOUBLE_STRIKE),
                  creature("plain", "A", 1, 5), creature("bfs", "B", 1, 5, Kw.FIRST_STRIKE),
                  creature("bplain", "B", 1, 5))
    agent = Recorder({"fs": "B", "ds": "B", "plain": "B"}, {"bfs": "plain", "bplain": "fs"})
    while state.step is not S.COMBAT_DAMAGE:
        advance(state, agent)
    assert state.combat is not None
    assert state.combat.first_strike_step
    assert state.combat.struck_first == {"fs", "ds", "bfs"}
    assert state.permanents["plain"].damage == 1  # from bfs, in the first step
    assert state.permanents["bfs"].damage == 0  # plain hasn't struck yet


@plays("Double strike")
def test_double_strike_deals_damage_twice() -> None:
    """CR 702.4b: double strike deals damage in both combat damage steps."""
    state = board(creature("ds", "A", 2, 2, Kw.DOUBLE_STRIKE))
    run_combat(state, Recorder({"ds": "B"}))
    assert state.players["B"].life == 16


def test_double_strike_against_a_blocker() -> None:
    """2 + 2 damage kills a 1/4 blocker in the second step; it deals its 1 damage then too,
    simultaneously (510.2)."""
    state = board(creature("ds", "A", 2, 2, Kw.DOUBLE_STRIKE), creature("wall", "B", 1, 4))
    run_combat(state, Recorder({"ds": "B"}, {"wall": "ds"}))
    assert dead(state) == {"wall"}
    assert state.permanents["ds"].damage == 1
    assert state.players["B"].life == 20


def test_gaining_and_losing_first_strike_after_the_first_step() -> None:
    """CR 702.7c: giving first strike after first-strike damage doesn't stop a creature from
    dealing damage in the second step; removing it doesn't let a creature that already dealt
    damage do so again."""
    state = board(creature("fs", "A", 2, 2, Kw.FIRST_STRIKE), creature("a1", "A", 3, 3))
    agent = Recorder({"fs": "B", "a1": "B"}, actions=[
        (S.FIRST_STRIKE_DAMAGE, "A", scripted(state, S.FIRST_STRIKE_DAMAGE, "a1",
                                              add=Kw.FIRST_STRIKE)),
        (S.FIRST_STRIKE_DAMAGE, "A", scripted(state, S.FIRST_STRIKE_DAMAGE, "fs",
                                              remove=Kw.FIRST_STRIKE))])
    run_combat(state, agent)
    assert state.players["B"].life == 20 - 2 - 3


def test_removing_double_strike_stops_the_second_hit() -> None:
    """CR 702.4d: double strike removed during the first combat damage step."""
    state = board(creature("ds", "A", 2, 2, Kw.DOUBLE_STRIKE))
    remove = scripted(state, S.FIRST_STRIKE_DAMAGE, "ds", remove=Kw.DOUBLE_STRIKE)
    agent = Recorder({"ds": "B"}, actions=[(S.FIRST_STRIKE_DAMAGE, "A", remove)])
    run_combat(state, agent)
    assert state.players["B"].life == 18


def test_giving_double_strike_after_first_strike_damage() -> None:
    """CR 702.4d: a first striker given double strike after the first step deals damage in
    the second step too."""
    state = board(creature("fs", "A", 2, 2, Kw.FIRST_STRIKE))
    give = scripted(state, S.FIRST_STRIKE_DAMAGE, "fs", add=Kw.DOUBLE_STRIKE)
    agent = Recorder({"fs": "B"}, actions=[(S.FIRST_STRIKE_DAMAGE, "A", give)])
    run_combat(state, agent)
    assert state.players["B"].life == 16


# --- declarations -------------------------------------------------------------------------------


@plays("Vigilance")
def test_attackers_tap_unless_vigilant() -> None:
    """CR 508.1f: attacking creatures without vigilance become tapped (702.20b)."""
    state = board(creature("a1", "A"), creature("v", "A", kw=Kw.VIGILANCE), creature("idle", "A"))
    agent = Recorder({"a1": "B", "v": "B"})
    advance(state, agent)
    advance(state, agent)
    assert state.permanents["a1"].tapped and not state.permanents["v"].tapped
    assert not state.permanents["idle"].tapped
    assert state.combat is not None and state.combat.attackers == {"a1": "B", "v": "B"}


def test_illegal_attack_raises_with_the_verdict() -> None:
    """CR 508.1: an illegal declaration is rejected and the game returns to before it."""
    state = board(creature("a1", "A", tapped=True), creature("a2", "A"),
                  creature("w", "A", kw=Kw.DEFENDER))
    agent = Recorder({"a1": "B", "a2": "B", "w": "B"})
    advance(state, agent)
    with pytest.raises(IllegalAttackError) as info:
        advance(state, agent)
    err = info.value
    assert isinstance(err, IllegalDeclarationError) and isinstance(err, MtgsimError)
    assert {(v.creature, v.rule) for v in err.verdict.violations} == {("a1", "508.1a"),
                                                                      ("w", "702.3b")}
    assert not err.verdict.legal
    assert state.combat is not None and state.combat.attackers == {}
    assert not state.permanents["a2"].tapped
    assert state.decision is not None and state.decision.kind == "declare_attackers"
    assert state.history == []


def test_illegal_block_raises_with_the_verdict() -> None:
    state = board(creature("bird", "A", kw=Kw.FLYING), creature("bear", "B"))
    agent = Recorder({"bird": "B"}, {"bear": "bird"})
    for _ in range(2):
        advance(state, agent)
    with pytest.raises(IllegalBlockError) as info:
        advance(state, agent)
    assert [(v.creature, v.rule) for v in info.value.verdict.violations] == [("bear", "702.9b")]
    assert state.combat is not None and state.combat.blocks == {}
    assert state.combat.blocked == set()
    assert state.decision is not None and state.decision.kind == "declare_blockers"


def test_blocks_are_asked_of_each_defending_player_in_apnap_order() -> None:
    """CR 509.1: each defending player declares blockers; here in APNAP order (101.4), and a
    player nobody attacks is not asked."""
    state = board(creature("a1", "A"), creature("a2", "A"), creature("b1", "B"),
                  creature("c1", "C"), players=("A", "B", "C", "D"))
    agent = Recorder({"a1": "C", "a2": "B"}, {"b1": "a2", "c1": "a1"})
    run_combat(state, agent)
    assert [d for d, _ in agent.block_calls] == ["B", "C"]
    assert dead(state) == {"a1", "a2", "b1", "c1"}
    assert state.players["B"].life == 20 and state.players["C"].life == 20


def test_no_block_declaration_is_asked_without_attackers() -> None:
    state = board(creature("a1", "A"), creature("b1", "B"))
    agent = Recorder()
    run_combat(state, agent)
    assert agent.block_calls == []
    assert len(agent.attack_calls) == 1


# --- priority -----------------------------------------------------------------------------------
# Passing is automatic for a player with nothing to do; the only priority decisions are the
# active player's, when a scripted effect (a stand-in for an instant) may resolve in the step.


EVERY_STEP = [S.BEGINNING_OF_COMBAT, S.DECLARE_ATTACKERS, S.DECLARE_BLOCKERS,
              S.FIRST_STRIKE_DAMAGE, S.COMBAT_DAMAGE, S.END_OF_COMBAT]


def test_scripted_effects_resolve_in_the_step_they_are_scripted_for() -> None:
    """One +1/+0 effect per step (CR 117.3a: the active player receives priority first in
    each step, after its turn-based actions). Those of the first three steps resolve before
    first-strike damage (5 damage); the first-strike step's resolves after that step's damage
    (510.3: players get priority after combat damage is dealt) but before the regular step
    (6 damage). Only the active player is ever asked."""
    state = board(creature("ds", "B", kw=Kw.DOUBLE_STRIKE), players=("A", "B", "C"),
                  active="B")
    pumps = [scripted(state, step, "ds", power=1) for step in EVERY_STEP]
    agents = {"A": Recorder(), "C": Recorder(),
              "B": Recorder({"ds": "C"}, actions=[(s, "B", a) for s, a in
                                                  zip(EVERY_STEP, pumps, strict=True)])}
    run_combat(state, agents)
    assert agents["B"].priority == [(s, "B") for s in EVERY_STEP]
    assert [e["step"] for e in state.events if e["kind"] == "effect"] == \
           [s.value for s in EVERY_STEP]
    assert began(state) == [s.value for s in EVERY_STEP]
    assert [(e["kind"], e["step"]) for e in state.events
            if e["kind"] in ("step begins", "effect")] == \
           [(kind, s.value) for s in EVERY_STEP for kind in ("step begins", "effect")]
    assert [e["amount"] for e in state.events if e["kind"] == "damage"] == [5, 6]
    assert state.players["C"].life == 20 - 5 - 6 and state.power("ds") == 2 + 6
    for other in ("A", "C"):
        assert all(d.kind != "priority" for d in agents[other].decisions)


def test_without_attackers_only_three_steps_offer_their_effects() -> None:
    """CR 508.8: with no attackers the declare blockers and combat damage steps are skipped,
    so their effects are never offered; the active player, passing, is asked once in each of
    the three steps that happen, the other player never."""
    state = board(creature("a1", "A"))
    for step in EVERY_STEP:
        scripted(state, step, "a1", power=1)
    agents = {"A": Recorder(), "B": Recorder()}
    run_combat(state, agents)
    assert agents["A"].priority == [(S.BEGINNING_OF_COMBAT, "A"), (S.DECLARE_ATTACKERS, "A"),
                                    (S.END_OF_COMBAT, "A")]
    assert agents["B"].decisions == []
    assert state.effects == [] and state.resolved_effects == frozenset()
    assert began(state) == [S.BEGINNING_OF_COMBAT.value, S.DECLARE_ATTACKERS.value,
                            S.END_OF_COMBAT.value]


def test_priority_returns_to_the_active_player_after_an_effect_resolves() -> None:
    """CR 117.3b: after an effect resolves, the active player receives priority again, in the
    same step, and may resolve the next one (one per priority); CR 117.4: when all players
    pass in succession the step ends, and an effect not resolved in its step is gone."""
    state = board(creature("a1", "A"), players=("A", "B", "C"))
    first = scripted(state, S.BEGINNING_OF_COMBAT, "a1", power=1)
    second = scripted(state, S.BEGINNING_OF_COMBAT, "a1", toughness=1)
    late = scripted(state, S.DECLARE_ATTACKERS, "a1", power=5)
    state.start()
    decision = state.decision
    assert decision is not None and (decision.kind, decision.player) == ("priority", "A")
    assert state.step is S.BEGINNING_OF_COMBAT
    assert list(state.legal_actions()) == [PASS, first, second]
    state.apply(first)
    decision = state.decision
    assert decision is not None and (decision.kind, decision.player) == ("priority", "A")
    assert state.step is S.BEGINNING_OF_COMBAT
    assert state.power("a1") == 3  # resolved, before the step ends
    assert state.effects[0].timestamp == state.timestamp > 0
    assert list(state.legal_actions()) == [PASS, second]
    state.apply(PASS)
    # B and C have nothing to do and pass: the step ends without the second effect
    assert state.step is S.DECLARE_ATTACKERS
    decision = state.decision
    assert decision is not None and decision.kind == "declare_attackers"
    state.apply(DeclareAttackers())
    decision = state.decision
    assert decision is not None and (decision.kind, decision.player) == ("priority", "A")
    assert list(state.legal_actions()) == [PASS, late]
    state.apply(PASS)
    assert state.is_terminal() and state.step is S.COMBAT_OVER
    assert (state.power("a1"), state.toughness("a1")) == (3, 2)
    assert [(e["kind"], e["step"]) for e in state.events] == [
        ("step begins", S.BEGINNING_OF_COMBAT.value), ("effect", S.BEGINNING_OF_COMBAT.value),
        ("step begins", S.DECLARE_ATTACKERS.value), ("step begins", S.END_OF_COMBAT.value),
        ("combat ends", S.END_OF_COMBAT.value)]
    assert state.history == [first, PASS, DeclareAttackers(), PASS]


def test_a_script_resolves_its_effects_in_file_order_one_per_priority() -> None:
    """A scenario's effects for a step resolve in the order listed, one each time the active
    player receives priority (117.3b), all before the step ends: the later "becomes 4/4"
    wins (613.7), and the attack declaration comes after all three."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    effects = [scripted(state, S.BEGINNING_OF_COMBAT, "a1", set_power=1, set_toughness=1),
               scripted(state, S.BEGINNING_OF_COMBAT, "a1", add=Kw.FLYING),
               scripted(state, S.BEGINNING_OF_COMBAT, "a1", set_power=4, set_toughness=4)]
    state.script = Script()
    agent = Recorder({"a1": "B"})
    run_combat(state, agent)
    assert state.history[:3] == effects
    assert isinstance(state.history[3], DeclareAttackers)
    descriptions = [e.description for e in state.effects]
    assert descriptions == [a.description for a in effects]
    assert [e.timestamp for e in state.effects] == [1, 2, 3]
    assert {e["step"] for e in state.events if e["kind"] == "effect"} == \
           {S.BEGINNING_OF_COMBAT.value}
    assert agent.priority == []  # the script answered every priority decision
    assert state.players["B"].life == 16  # a 4/4 flyer unblocked


def test_a_non_active_player_never_gets_a_priority_decision() -> None:
    """Only the active player resolves scripted effects: the defending player, asked to
    declare blockers, can't resolve one there, and is never asked for priority."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    pump = scripted(state, S.DECLARE_BLOCKERS, "b1", toughness=5)
    attacker, defender = Recorder({"a1": "B"}), Recorder()
    state.start()
    while state.decision is not None and state.decision.kind != "declare_blockers":
        state.apply(attacker.act(state, state.decision, state.legal_actions()))
    decision = state.decision
    assert decision is not None and decision.player == "B"
    with pytest.raises(IllegalActionError):
        state.apply(pump)
    run_combat(state, {"A": attacker, "B": defender})
    assert [d.kind for d in defender.decisions] == ["declare_blockers"]
    assert [d.kind for d in attacker.decisions] == ["declare_attackers", "priority",
                                                    "assign_combat_damage"]
    assert attacker.priority == [(S.DECLARE_BLOCKERS, "A")]
    assert state.resolved_effects == frozenset() and state.players["B"].life == 18


@pytest.mark.parametrize("action", [
    ResolveEffect("an effect nobody scripted"),
    ResolveEffect("later"),
    DeclareAttackers(),
    ChooseEffect("prevent"),
    "cast",
    "effect",
    {"kind": "cast"},
])
def test_an_illegal_priority_action_raises_and_changes_nothing(
        action: Action | str | dict[str, str]) -> None:
    """At a priority decision only passing or resolving an effect scripted for this step is
    legal; anything else (unknown, for a later step, another kind of action, malformed) is
    refused and the state is unchanged."""
    state = board(creature("a1", "A"))
    scripted(state, S.BEGINNING_OF_COMBAT, "a1", power=1)
    state.available_effects += ((S.DECLARE_ATTACKERS, Effect(frozenset({"a1"}),
                                                             description="later")),)
    state.start()
    decision = state.decision
    assert decision is not None and decision.kind == "priority"
    before = snapshot(state)
    version, history = state.version, list(state.history)
    with pytest.raises(IllegalActionError):
        state.apply(action)  # type: ignore[arg-type]
    assert snapshot(state) == before
    assert state.decision is decision and state.version == version
    assert state.history == history and state.resolved_effects == frozenset()


def test_an_agent_returning_an_illegal_priority_action_raises() -> None:
    state = board(creature("a1", "A"))
    scripted(state, S.BEGINNING_OF_COMBAT, "a1", power=1)
    agent = Recorder(actions=[(S.BEGINNING_OF_COMBAT, "A", ResolveEffect("nothing"))])
    with pytest.raises(IllegalActionError):
        advance(state, agent)
    assert state.effects == []


def test_sbas_are_checked_before_priority() -> None:
    """CR 117.5 / 704.3: a creature an effect makes 0/0 dies before anyone gets priority: at
    the active player's next priority, in the same step, it is already gone."""
    state = board(creature("a1", "A"))
    shrink = scripted(state, S.BEGINNING_OF_COMBAT, "a1", toughness=-2)
    scripted(state, S.BEGINNING_OF_COMBAT, "a1", power=1)
    state.start()
    state.apply(shrink)
    decision = state.decision
    assert decision is not None and decision.kind == "priority"
    assert state.step is S.BEGINNING_OF_COMBAT
    assert "a1" in dead(state)


def test_game_ending_stops_the_combat() -> None:
    """CR 104.2a, 704.5a: when B reaches 0 life the game is over; nobody gets priority again,
    so the effects scripted for the rest of the combat are never offered."""
    state = board(creature("a1", "A", 3, 3), life={"B": 3})
    later = [scripted(state, step, "a1", power=1)
             for step in (S.COMBAT_DAMAGE, S.END_OF_COMBAT)]
    agent = Recorder({"a1": "B"}, actions=[(S.COMBAT_DAMAGE, "A", later[0]),
                                           (S.END_OF_COMBAT, "A", later[1])])
    outcome = run_combat(state, agent)
    assert outcome is not None and outcome.winner == "A" and outcome.losers == ("B",)
    assert state.result is outcome
    assert state.step is S.COMBAT_DAMAGE
    assert agent.priority == [] and state.resolved_effects == frozenset()
    assert state.is_terminal() and state.decision is None and len(state.legal_actions()) == 0


def test_end_of_combat_effects_end() -> None:
    """CR 511.3: as the end of combat step ends, "until end of combat" effects end and all
    creatures are removed from combat; "until end of turn" effects last (514.2)."""
    state = board(creature("a1", "A"), effects=[
        Effect(frozenset({"a1"}), Duration.END_OF_COMBAT, power=3),
        Effect(frozenset({"a1"}), Duration.END_OF_TURN, toughness=1)])
    agent = Recorder({"a1": "B"})
    while state.step is not S.END_OF_COMBAT:
        advance(state, agent)
    assert state.power("a1") == 5 and state.combat is not None
    assert state.players["B"].life == 15
    advance(state, agent)
    assert state.step is S.COMBAT_OVER and state.combat is None
    assert (state.power("a1"), state.toughness("a1")) == (2, 3)
    assert [e.duration for e in state.effects] == [Duration.END_OF_TURN]


# --- combat damage ------------------------------------------------------------------------------


def test_unblocked_attacker_damages_the_player_without_a_choice() -> None:
    """CR 510.1a-b: an unblocked creature assigns all its combat damage to the player it
    attacks: each is asked, with that as its only legal assignment."""
    state = board(creature("a1", "A", 3, 3), creature("t", "A", 4, 4, Kw.TRAMPLE))
    agent = Asked({"a1": "B", "t": "B"})
    run_combat(state, agent)
    assert agent.options == {"a1": [{"B": 3}], "t": [{"B": 4}]}
    assert state.players["B"].life == 13


def test_single_blocker_gets_all_the_damage_without_a_choice() -> None:
    """CR 510.1c: blocked by exactly one creature, it assigns all its damage to it; CR 510.1d
    the same for a blocker blocking one attacker: one legal assignment each."""
    state = board(creature("a1", "A", 5, 5), creature("b1", "B", 2, 2))
    agent = Asked({"a1": "B"}, {"b1": "a1"})
    run_combat(state, agent)
    assert agent.options == {"a1": [{"b1": 5}], "b1": [{"a1": 2}]}
    assert state.players["B"].life == 20
    assert dead(state) == {"b1"} and state.permanents["a1"].damage == 2


def test_two_blockers_make_a_request() -> None:
    """CR 510.1c: blocked by two or more, its controller divides the damage."""
    state = board(creature("a1", "A", 4, 4), creature("b1", "B", 2, 2),
                  creature("b2", "B", 1, 3, damage=1))
    agent = Asked({"a1": "B"}, {"b1": "a1", "b2": "a1"}, damage={"a1": {"b2": 4}})
    run_combat(state, agent)
    [req] = [r for r in agent.requests if r.source == "a1"]
    assert len(agent.options["a1"]) > 1 and {"b2": 4} in agent.options["a1"]
    assert only_choices(agent) == {"b1": {"a1": 2}, "b2": {"a1": 1}}
    assert (req.source, req.controller, req.amount) == ("a1", "A", 4)
    assert set(req.creatures) == {"b1", "b2"} and req.defender is None and not req.trample
    assert req.lethal == {"b1": 2, "b2": 2}  # b2 already has 1 damage (702.19b)
    assert req.step is S.COMBAT_DAMAGE
    assert dead(state) == {"b2"}


@plays("Trample")
def test_trampler_with_one_blocker_makes_a_request() -> None:
    """CR 702.19b: with trample there is a choice even against a single blocker."""
    state = board(creature("t", "A", 5, 5, Kw.TRAMPLE | Kw.DEATHTOUCH), creature("b1", "B", 1, 4))
    agent = Asked({"t": "B"}, {"b1": "t"})
    run_combat(state, agent)
    [req] = [r for r in agent.requests if r.source == "t"]
    assert len(agent.options["t"]) == 5  # 1 to 5 to the blocker, the rest to B
    assert req.defender == "B" and req.trample and req.lethal == {"b1": 1}
    assert state.players["B"].life == 16 and dead(state) == {"b1"}


def test_trample_onto_a_planeswalker() -> None:
    """CR 702.19b: the excess goes to the planeswalker attacked; 120.3c removes loyalty;
    704.5i puts it into the graveyard."""
    state = board(creature("t", "A", 5, 5, Kw.TRAMPLE), creature("b1", "B", 1, 2),
                  planeswalker("j", "B", 3))
    agent = Recorder({"t": "j"}, {"b1": "t"}, damage={"t": {"b1": 2, "j": 3}})
    run_combat(state, agent)
    [req] = [r for r in agent.requests if r.source == "t"]
    assert req.defender == "j"
    assert dead(state) == {"b1", "j"}
    assert state.players["B"].life == 20


def test_zero_power_makes_no_request() -> None:
    """CR 510.1a: a creature with 0 power assigns no combat damage."""
    state = board(creature("a1", "A", 0, 4), creature("b1", "B"), creature("b2", "B"))
    agent = Asked({"a1": "B"}, {"b1": "a1", "b2": "a1"})
    run_combat(state, agent)
    assert [r.source for r in agent.requests] == ["b1", "b2"]  # the blockers only
    assert only_choices(agent) == {"b1": {"a1": 2}, "b2": {"a1": 2}}
    assert dead(state) == {"a1"}


def test_blocked_creature_whose_blocker_left_deals_no_damage() -> None:
    """CR 509.1h / 506.4: it stays blocked; CR 510.1c: with no blockers left it assigns no
    combat damage."""
    state = board(creature("a1", "A", 3, 3), creature("b1", "B"))
    kill = scripted(state, S.DECLARE_BLOCKERS, "b1", toughness=-5)
    agent = Recorder({"a1": "B"}, {"b1": "a1"}, actions=[(S.DECLARE_BLOCKERS, "A", kill)])
    run_combat(state, agent)
    assert "b1" in dead(state)
    assert state.players["B"].life == 20 and agent.requests == []


def test_trampler_whose_blockers_all_left_hits_the_player() -> None:
    """CR 702.19 (trample): a blocked trampler with no creatures blocking it any more when
    damage is assigned assigns all its damage to the player it attacks."""
    state = board(creature("t", "A", 3, 3, Kw.TRAMPLE), creature("b1", "B"))
    kill = scripted(state, S.DECLARE_BLOCKERS, "b1", toughness=-5)
    agent = Asked({"t": "B"}, {"b1": "t"}, actions=[(S.DECLARE_BLOCKERS, "A", kill)])
    run_combat(state, agent)
    assert state.players["B"].life == 17 and agent.options == {"t": [{"B": 3}]}


def test_bad_split_from_an_agent_raises() -> None:
    state = board(creature("a1", "A", 4, 4), creature("b1", "B"), creature("b2", "B"))
    agent = Recorder({"a1": "B"}, {"b1": "a1", "b2": "a1"}, damage={"a1": {"b1": 1}})
    with pytest.raises(IllegalDamageAssignmentError) as info:
        run_combat(state, agent)
    assert info.value.source == "a1" and info.value.problems
    assert isinstance(info.value, MtgsimError) and isinstance(info.value, IllegalActionError)
    assert state.permanents["b1"].damage == 0  # nothing was dealt
    decision = state.decision  # and a1 is still to assign
    assert decision is not None and decision.request is not None
    assert decision.request.source == "a1"


def test_trampling_over_too_early_raises() -> None:
    state = board(creature("t", "A", 4, 4, Kw.TRAMPLE), creature("b1", "B", 2, 3))
    agent = Recorder({"t": "B"}, {"b1": "t"}, damage={"t": {"b1": 2, "B": 2}})
    with pytest.raises(IllegalDamageAssignmentError) as info:
        run_combat(state, agent)
    assert any("702.19b" in p for p in info.value.problems)


def test_default_agent_tramples_legally_with_too_little_power() -> None:
    """A trampler without enough power to give every blocker lethal damage must keep it all
    on the blockers (702.19b); the default policy does."""
    state = board(creature("t", "A", 3, 5, Kw.TRAMPLE), creature("b1", "B", 1, 2),
                  creature("b2", "B", 1, 2))
    agent = Recorder({"t": "B"}, {"b1": "t", "b2": "t"})
    run_combat(state, agent)
    assert state.players["B"].life == 20
    assert len(dead(state)) == 1


def test_combat_damage_is_simultaneous() -> None:
    """CR 510.2: both creatures deal damage at once and trade."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    run_combat(state, Recorder({"a1": "B"}, {"b1": "a1"}))
    assert dead(state) == {"a1", "b1"}


@plays("Lifelink", "Deathtouch")
def test_lifelink_and_deathtouch_in_combat() -> None:
    """CR 702.15b: lifelink gains; CR 702.2b: deathtouch destroys."""
    state = board(creature("hawk", "A", 2, 3, Kw.LIFELINK | Kw.DEATHTOUCH),
                  creature("wurm", "B", 6, 6))
    state.players["A"].life = 10
    run_combat(state, Recorder({"hawk": "B"}, {"wurm": "hawk"}))
    assert dead(state) == {"hawk", "wurm"}
    assert state.players["A"].life == 12


def test_unblocked_attack_on_a_planeswalker() -> None:
    state = board(creature("a1", "A", 2, 2), planeswalker("j", "B", 5))
    run_combat(state, Recorder({"a1": "j"}))
    assert state.permanents["j"].counters[LOYALTY] == 3
    assert state.players["B"].life == 20


def test_attacker_whose_planeswalker_left_deals_no_damage() -> None:
    """CR 510.1b: an unblocked creature that isn't attacking anything any more (its
    planeswalker left the battlefield) assigns no combat damage; the player isn't hit."""
    state = board(creature("a1", "A", 2, 2), planeswalker("j", "B", 1))
    agent = Recorder({"a1": "j"})
    while state.step is not S.COMBAT_DAMAGE:
        advance(state, agent)
    state.move("j", Zone.GRAVEYARD)
    run_combat(state, agent)
    assert state.players["B"].life == 20 and agent.requests == []
    assert [e for e in state.events if e["kind"] == "damage"] == []


# --- a random combat is always finished legally -------------------------------------------------


KWS = [Kw.NONE, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.TRAMPLE, Kw.DEATHTOUCH, Kw.LIFELINK,
       Kw.TRAMPLE | Kw.DEATHTOUCH, Kw.INDESTRUCTIBLE, Kw.VIGILANCE]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 4), st.integers(1, 4), st.sampled_from(KWS)),
                min_size=1, max_size=3),
       st.lists(st.tuples(st.integers(0, 4), st.integers(1, 4), st.sampled_from(KWS)),
                max_size=3),
       st.data())
def test_random_combats_run_to_completion(attackers: list[tuple[int, int, Kw]],
                                          blockers: list[tuple[int, int, Kw]],
                                          data: st.DataObject) -> None:
    """Every blocking choice of the generator plays out with the default damage policy,
    without an illegal assignment, and with the damage accounted for."""
    perms = [creature(f"a{i}", "A", p, t, k) for i, (p, t, k) in enumerate(attackers)]
    perms += [creature(f"b{i}", "B", p, t, k) for i, (p, t, k) in enumerate(blockers)]
    state = board(*perms, life={"B": 100, "A": 100})
    agent = Recorder({f"a{i}": "B" for i in range(len(attackers))})
    for _ in range(2):
        advance(state, agent)
    options = list(legal_blocks(state, "B"))
    agent.blocks = data.draw(st.sampled_from(options))
    run_combat(state, agent)
    assert state.step is S.COMBAT_OVER
    blocked = {a for _, (a,) in agent.blocks}  # type: ignore[union-attr]
    unblocked_power = 0
    for i, (p, _, k) in enumerate(attackers):
        if f"a{i}" not in blocked:
            unblocked_power += p * (2 if k & Kw.DOUBLE_STRIKE else 1)
    # only unblocked attackers and tramplers reach B, so B is dealt at least the unblocked
    # power and at most the total (doubled for double strike)
    total = sum(p * (2 if k & Kw.DOUBLE_STRIKE else 1) for p, _, k in attackers)
    to_b = sum(e["amount"] for e in state.events if e["kind"] == "damage" and e["target"] == "B")
    assert unblocked_power <= to_b <= total
    gained = sum(e["amount"] for e in state.events
                 if e["kind"] == "life gained" and e["player"] == "B")
    assert state.players["B"].life == 100 - to_b + gained
    for perm in state.permanents.values():
        if perm.zone is Zone.BATTLEFIELD and perm.card.is_creature \
                and not perm.card.keywords & Kw.INDESTRUCTIBLE:
            assert perm.damage < state.toughness(perm.id)


# --- paying attack and block costs (CR 508.1h-i, 509.1e-f) -------------------------------------

def _taxed(*lands: str, tax: str = "attack") -> GameState:
    """A's Grizzly Bears ``a1`` and B's ``b1`` under a {2} tax on attacking B (Ghostly Prison,
    B's) or on blocking (an inline enchantment, A's); ``lands``: the basic lands the player
    paying controls (``f``: Forest, ``m``: Mountain), numbered in order."""
    from test_stack import card, game, perm

    payer = "A" if tax == "attack" else "B"
    names = {"f": "Forest", "m": "Mountain"}
    objects = [perm(f"{k}{i}", payer, names[k]) for i, k in enumerate(lands)]
    taxing = perm("gp", "B", "Ghostly Prison") if tax == "attack" else perm(
        "wc", "A", card("Block Tax", types=["Enchantment"],
                        text="Creatures can't block unless their controller pays {2} for "
                             "each blocking creature they control."))
    return game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Grizzly Bears"), taxing,
                *objects)


def test_an_attack_cost_payable_in_different_ways_is_the_players_choice() -> None:
    """{2} from Forest, Forest, Mountain: the two Forests, or a Forest and the Mountain (the
    Forests are interchangeable): A chooses (508.1h), and only the chosen lands are tapped."""
    from test_stack import legal, to

    from sim.model.events import CostPaid

    state = to(_taxed("f", "f", "m"), "declare_attackers")
    state.apply("attack a1=B")
    decision = state.decision
    assert decision is not None and decision.kind == "choose_payment" and decision.player == "A"
    assert "508.1h" in decision.prompt
    assert sorted(legal(state)) == ['pay "f0, f1"', 'pay "f0, m2"']
    state.apply('pay "f0, m2"')
    tapped = {p for p in ("f0", "f1", "m2") if state.permanents[p].tapped}
    assert tapped == {"f0", "m2"}
    assert [(e.player, e.amount) for e in state.events if isinstance(e, CostPaid)] == [("A", 2)]
    assert state.combat is not None and state.combat.attackers == {"a1": "B"}
    assert state.decision is not None and state.decision.kind == "declare_blockers"


def test_an_attack_cost_with_one_way_to_pay_is_paid_without_asking() -> None:
    from test_stack import to

    state = to(_taxed("f", "f"), "declare_attackers")
    state.apply("attack a1=B")
    assert state.decision is not None and state.decision.kind == "declare_blockers"
    assert state.permanents["f0"].tapped and state.permanents["f1"].tapped


def test_a_block_cost_payable_in_different_ways_is_the_players_choice() -> None:
    """The defending player chooses how to pay a block cost (509.1e); the blocker blocks once
    it is paid (509.1g-h), and a clone taken while the choice is pending plays the same."""
    from test_stack import legal, to

    from sim.model.events import BlockerDeclared, CostPaid

    state = to(_taxed("m", "f", "f", tax="block"), "declare_attackers")
    state.apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    decision = state.decision
    assert decision is not None and decision.kind == "choose_payment" and decision.player == "B"
    assert "509.1e" in decision.prompt
    assert state.combat is not None and not state.combat.blocks  # not blocking before paying
    assert sorted(legal(state)) == ['pay "f1, f2"', 'pay "m0, f1"']
    other = state.clone()
    state.apply('pay "f1, f2"')
    other.apply('pay "f1, f2"')
    assert state.to_dict() == other.to_dict()
    paid = [e for e in state.events if isinstance(e, CostPaid | BlockerDeclared)]
    assert [(type(e).__name__, e.to_json().get("player")) for e in paid] == \
        [("CostPaid", "B"), ("BlockerDeclared", None)]
    assert "b1" in state.outcome().died and "a1" in state.outcome().died  # the bears traded
    assert not state.permanents["m0"].tapped
