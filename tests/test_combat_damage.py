"""sim.rules.combat_damage: each creature's legal damage assignments, fast path against the slow,
obviously correct reference (every split that adds up, kept when the rest of the step can
still assign legally), on random boards at every damage decision."""

from __future__ import annotations

import numpy as np
from boards import board, creature, planeswalker
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays
from test_stack import blocks, card, finish, game, perm

from sim.legality.damage_assignment import default_assignment
from sim.model.actions import AssignDamage
from sim.model.actions import AssignDamage as Assign
from sim.model.decisions import Decision
from sim.model.keywords import Kw
from sim.model.state import GameState
from sim.rules import combat_damage as cd
from sim.testing import random_board
from sim.text.oracle import read_text


def reference(state: GameState, decision: Decision) -> set[AssignDamage]:
    assert state.combat is not None and decision.request is not None
    progress = state.combat.damage
    request = decision.request
    return {AssignDamage.of(request.source, split) for split in cd._splits(request)
            if cd.completable(state, progress, progress.chosen + [(request, split)],
                              progress.index + 1)}


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_legal_assignments_equal_the_reference(seed: int) -> None:
    rng = np.random.default_rng(seed)
    state = random_board(rng, max_creatures=4).start()
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        legal = state.legal_actions()
        if decision.kind == "assign_combat_damage":
            listed = list(legal)
            assert len(listed) == len(legal) == len(set(listed))
            assert set(listed) == reference(state, decision)
        state.apply(legal.sample(rng))


def test_the_whole_step_is_legal_once_every_creature_has_assigned() -> None:
    """Whatever legal choices are made one creature at a time, the step's assignments are
    legal together (510.1c-d, 702.19b): no dead end, nothing to reject at the end."""
    for seed in range(200):
        rng = np.random.default_rng(seed)
        state = random_board(rng, max_creatures=4).start()
        while not state.is_terminal():
            decision = state.decision
            assert decision is not None
            if decision.kind == "assign_combat_damage":
                progress = state.combat.damage
                if progress.index == len(progress.slots) - 1 or all(
                        cd.request_for(state, slot, progress.chosen) is None
                        for slot in progress.slots[progress.index + 1:]):
                    action = state.legal_actions().sample(rng)
                    request = decision.request
                    final = progress.chosen + [(request, action.as_dict())]
                    assert cd.step_problems(state, final) == []
            state.apply(state.legal_actions().sample(rng))


# --- trample over planeswalkers (CR 702.19c-f) ----------------------------------------------

#: Thrasta, Tempest's Roar: 7/7 trample, haste, trample over planeswalkers
THRASTA = Kw.TRAMPLE | Kw.HASTE | Kw.TRAMPLE_OVER_PW


def _to_damage(state: GameState, attacks: str, blocks: str = "block none") -> GameState:
    state.start()
    state.apply(attacks)
    state.apply(blocks)
    assert state.decision is not None and state.decision.kind == "assign_combat_damage"
    return state


def _legal(state: GameState) -> set[AssignDamage]:
    decision = state.decision
    assert decision is not None
    legal = set(state.legal_actions())
    assert legal == reference(state, decision)  # the fast path agrees with the slow one
    return legal


def test_trample_over_planeswalkers_is_read_from_oracle_text() -> None:
    reading = read_text("Trample, haste\nTrample over planeswalkers (It can deal excess combat "
                        "damage to the controller of the planeswalker it's attacking.)",
                        "Thrasta, Tempest's Roar")
    assert reading.status == "full" and reading.parsed.flags == THRASTA


def test_unblocked_it_assigns_the_loyalty_then_the_controller() -> None:
    """CR 702.19c: attacking a planeswalker, once it is assigned damage equal to its loyalty the
    rest may go to its controller — or stay on the planeswalker (the controller chooses)."""
    state = _to_damage(board(creature("thrasta", "A", 7, 7, THRASTA),
                             planeswalker("jace", "B", 3)), "attack thrasta=jace")
    assert _legal(state) == {Assign.of("thrasta", split) for split in (
        {"jace": 7}, {"jace": 3, "B": 4}, {"jace": 4, "B": 3}, {"jace": 5, "B": 2},
        {"jace": 6, "B": 1})}
    request = state.decision.request  # type: ignore[union-attr]
    assert request is not None and request.beyond == "B" and request.lethal["jace"] == 3
    assert default_assignment(request) == {"jace": 3, "B": 4}
    assert not state.is_legal(Assign.of("thrasta", {"jace": 2, "B": 5}))
    state.apply(Assign.of("thrasta", {"jace": 3, "B": 4}))
    assert state.players["B"].life == 16
    assert state.permanents["jace"].zone.value == "graveyard"  # 704.5i


def test_plain_trample_never_reaches_the_player_past_a_planeswalker() -> None:
    """CR 702.19f: a creature with trample (not over planeswalkers) attacking a planeswalker
    assigns nothing to its controller, whatever its power."""
    state = board(creature("wurm", "A", 9, 5, Kw.TRAMPLE), planeswalker("jace", "B", 3)).start()
    state.apply("attack wurm=jace")
    while state.decision is not None:
        state.apply(state.legal_actions()[0])
    assert state.players["B"].life == 20


def test_blocked_it_assigns_lethal_then_loyalty_then_the_controller() -> None:
    """CR 702.19c: lethal damage to each blocker first, then the planeswalker's loyalty, then
    the controller; each step's shortfall is named in the refusal."""
    state = _to_damage(board(creature("thrasta", "A", 7, 7, THRASTA),
                             planeswalker("jace", "B", 3), creature("b1", "B", 2, 2)),
                       "attack thrasta=jace", "block b1=thrasta")
    legal = _legal(state)
    assert Assign.of("thrasta", {"b1": 2, "jace": 3, "B": 2}) in legal
    assert Assign.of("thrasta", {"b1": 4, "jace": 3}) in legal
    assert Assign.of("thrasta", {"b1": 7}) in legal
    assert not any(a.as_dict().get("B", 0) > 2 for a in legal)
    reasons = state.legal_actions().reasons(Assign.of("thrasta", {"b1": 2, "jace": 2, "B": 3}))
    assert any("702.19c" in r for r in reasons)
    reasons = state.legal_actions().reasons(Assign.of("thrasta", {"b1": 1, "jace": 3, "B": 3}))
    assert any("702.19b" in r for r in reasons)
    assert len(legal) == sum(1 for _ in state.legal_actions())


def test_another_attacker_s_damage_pays_down_the_loyalty() -> None:
    """CR 702.19c: checking for damage equal to the planeswalker's loyalty counts damage other
    creatures assign to it in the same step: a 2/1 attacking Jace beside Thrasta covers 2 of
    his 3 loyalty, so 1 to Jace and 6 to B is legal."""
    state = _to_damage(board(creature("piker", "A", 2, 1), creature("thrasta", "A", 7, 7, THRASTA),
                             planeswalker("jace", "B", 3)),
                       "attack piker=jace thrasta=jace")
    while state.decision is not None and state.decision.request is not None \
            and state.decision.request.source != "thrasta":
        state.apply(state.legal_actions()[0])
    assert Assign.of("thrasta", {"jace": 1, "B": 6}) in _legal(state)
    state.apply(Assign.of("thrasta", {"jace": 1, "B": 6}))
    while state.decision is not None:
        state.apply(state.legal_actions()[0])
    assert state.players["B"].life == 14
    alone = _to_damage(board(creature("piker", "A", 2, 1),
                             creature("thrasta", "A", 7, 7, THRASTA),
                             planeswalker("jace", "B", 3)), "attack piker=B thrasta=jace")
    while alone.decision is not None and alone.decision.request is not None \
            and alone.decision.request.source != "thrasta":
        alone.apply(alone.legal_actions()[0])
    assert Assign.of("thrasta", {"jace": 1, "B": 6}) not in _legal(alone)


def test_a_planeswalker_gone_after_first_strike_sends_the_damage_to_its_controller() -> None:
    """CR 702.19e: if the planeswalker it attacks has left combat (two first strikers killed
    it in the first combat damage step), an attacker with trample over planeswalkers assigns
    its damage to that planeswalker's controller; a plain trampler would assign none
    (506.4c, 510.1b)."""
    def play(kw: Kw) -> GameState:
        state = board(creature("t1", "A", 2, 1, Kw.FIRST_STRIKE),
                      creature("t2", "A", 2, 1, Kw.FIRST_STRIKE), creature("big", "A", 7, 7, kw),
                      planeswalker("jace", "B", 3)).start()
        state.apply("attack t1=jace t2=jace big=jace")
        while state.decision is not None:
            state.apply(state.legal_actions()[0])
        return state
    assert play(THRASTA).players["B"].life == 13
    assert play(Kw.TRAMPLE).players["B"].life == 20


# --- toxic (CR 702.164) ----------------------------------------------------------------------

def _toxic_game(*attackers: tuple[str, str, int], blocker: bool = False) -> GameState:
    """A attacks B with each (id, Oracle text, power); B may block the first with a 0/5."""
    state = game(*(perm(pid, "A", card(pid, power=p, toughness=2, text=text))
                   for pid, text, p in attackers),
                 *([perm("w1", "B", card("Wall", power=0, toughness=5, text="Defender"))]
                   if blocker else []))
    attack = " ".join(f"{pid}=B" for pid, _, _ in attackers)
    first = attackers[0][0]
    return finish(blocks(state, attack, f"w1={first}" if blocker else None))


@plays("Toxic 2")
def test_toxic_gives_poison_counters_besides_the_damage() -> None:
    """702.164c: a player dealt combat damage by a creature with toxic 2 loses the life and
    also gets 2 poison counters, whatever the damage's amount."""
    state = _toxic_game(("a1", "Toxic 2", 3))
    assert state.players["B"].life == 17 and state.players["B"].poison == 2


@plays("Toxic 1", "Infect")
def test_toxic_and_infect_add_up_and_blocked_toxic_gives_none() -> None:
    """CR 702.164c and 120.3b: toxic 1 gives 1 poison counter besides its 2 damage in life, infect's
    2 damage are 2 poison counters (no life lost): 3 in all; toxic counts only combat damage to a
    player, so a blocked creature with toxic 3 gives none."""
    state = _toxic_game(("a1", "Toxic 1", 2), ("a2", "Infect", 2))
    assert state.players["B"].life == 18 and state.players["B"].poison == 3
    state = _toxic_game(("a1", "Toxic 3", 2), blocker=True)  # 702.164c: damage to a creature
    assert state.players["B"].poison == 0 and state.players["B"].life == 20


@plays("Haste, toxic 3")
def test_toxic_on_an_infect_creature_counts_both() -> None:
    """CR 702.164c and 120.3b: a creature with infect and toxic 3 dealing 2 combat damage to a
    player gives 2 poison counters for the damage and 3 for toxic, and no life is lost."""
    state = _toxic_game(("a1", "Haste, toxic 3\nInfect", 2))
    assert state.players["B"].life == 20 and state.players["B"].poison == 5
