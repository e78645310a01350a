"""sim.legality.damage_assignment: combat damage assignment (CR 510.1, 702.19 trample, 702.2c
deathtouch), the default assignment policy, and dealing damage (CR 120)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pytest
from boards import Recorder, board, creature, planeswalker, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.random_policy import RandomAgent, random_assignment
from cards import default_pool
from sim import (
    Action,
    AssignDamage,
    CardDef,
    CombatState,
    DamageEvent,
    DamagePipeline,
    DamageRequest,
    Decision,
    Effect,
    GameState,
    IllegalActionError,
    IllegalDamageAssignmentError,
    Kw,
    LegalActions,
    OrderDamage,
    Permanent,
    ResolveEffect,
    ScenarioError,
    Step,
    Zone,
    advance,
    check_state_based_actions,
    parse_scenario,
    run_combat,
)
from sim.legality.damage_assignment import (
    combat_damage_amount,
    default_assignment,
    lethal_damage,
    validate_assignment,
)
from sim.model.editions import MAGIC_EDITIONS, Edition, has_damage_assignment_order
from sim.model.events import DamageOrderAnnounced
from sim.model.objects import DEFENSE, LOYALTY, MINUS, PLUS, Duration
from sim.rules.damage import damage_event, deal_damage
from sim.text.static_text import parse_text


def request(amount: int, lethal: Mapping[str, int], defender: str | None = None,
            trample: bool | None = None) -> DamageRequest:
    return DamageRequest("src", "A", amount, tuple(lethal), defender, dict(lethal),
                         defender is not None if trample is None else trample,
                         Step.COMBAT_DAMAGE)


def legal(req: DamageRequest, split: Mapping[str, object]) -> bool:
    return validate_assignment(req, split) == []


# --- validate_assignment ------------------------------------------------------------------------


def test_recipients() -> None:
    assert request(3, {"b1": 1, "b2": 1}, "B").recipients == ("b1", "b2", "B")
    assert request(3, {"b1": 1}).recipients == ("b1",)


def test_amounts_must_add_up_to_the_power() -> None:
    """CR 510.1c: a blocked creature assigns all its combat damage."""
    req = request(4, {"b1": 2, "b2": 3})
    assert legal(req, {"b1": 4})
    assert legal(req, {"b1": 2, "b2": 2})
    assert not legal(req, {"b1": 3})
    assert not legal(req, {"b1": 3, "b2": 2})
    assert not legal(req, {})


def test_only_the_creatures_blocking_or_the_trampled_player() -> None:
    """CR 510.1c-d: damage goes to the creatures in the request; only trample (702.19b)
    lets an attacker assign to the player or planeswalker it attacks."""
    no_trample = request(4, {"b1": 2, "b2": 3})
    assert not legal(no_trample, {"b1": 2, "B": 2})
    assert not legal(no_trample, {"b1": 2, "stranger": 2})
    problems = validate_assignment(no_trample, {"x": 4})
    assert len(problems) == 1 and "'x'" in problems[0]


@pytest.mark.parametrize(("bad", "rest"), [(-1, 3), (True, 1), (1.0, 1), ("1", 1), (None, 2)])
def test_amounts_are_non_negative_integers(bad: object, rest: int) -> None:
    """Even when the numbers would add up to 2, each amount must be a non-negative integer."""
    req = request(2, {"b1": 1, "b2": 1})
    problems = validate_assignment(req, {"b1": bad, "b2": rest})
    assert any("non-negative integer" in p for p in problems)


def test_free_split_among_blockers_without_order() -> None:
    """CR 510.1c (no damage assignment order): a creature blocked by several creatures
    divides its damage among them as its controller chooses, even leaving one unharmed
    while another gets more than lethal."""
    req = request(5, {"b1": 2, "b2": 2, "b3": 2})
    for split in ({"b3": 5}, {"b2": 1, "b3": 4}, {"b1": 1, "b2": 1, "b3": 3},
                  {"b1": 0, "b2": 5}):
        assert legal(req, split), split


def test_trample_needs_lethal_to_every_blocker_first() -> None:
    """CR 702.19b: only once every blocker is assigned lethal damage may the rest go to the
    player or planeswalker attacked."""
    req = request(6, {"b1": 2, "b2": 3}, "B")
    assert legal(req, {"b1": 2, "b2": 3, "B": 1})
    assert not legal(req, {"b1": 1, "b2": 4, "B": 1})
    assert not legal(req, {"B": 6})
    problems = validate_assignment(req, {"b1": 1, "b2": 3, "B": 2})
    assert len(problems) == 1 and "702.19b" in problems[0] and "'b1'" in problems[0]


def test_trample_may_still_put_everything_on_blockers() -> None:
    """CR 702.19b: the excess is assigned among the blockers *and* the player as chosen."""
    req = request(6, {"b1": 2, "b2": 3}, "B")
    assert legal(req, {"b1": 6})
    assert legal(req, {"b1": 3, "b2": 3})
    assert legal(req, {"b1": 1, "b2": 5, "B": 0})  # 0 to the player is no damage


def test_trample_over_a_blocker_that_needs_nothing() -> None:
    """CR 702.19b: damage already marked counts, so a blocker with lethal damage marked needs
    no more; all of it may trample over."""
    req = request(3, {"b1": 0}, "B")
    assert legal(req, {"B": 3})


def test_deathtouch_trample_assigns_one_each() -> None:
    """CR 702.2c + 702.19b: with deathtouch 1 damage is lethal, so 5 power over blockers
    with toughness 4 and 5 sends 3 to the player."""
    state = board(creature("big", "B", 1, 4), creature("huge", "B", 1, 5))
    lethal = {c: lethal_damage(state, c, True, {}) for c in ("big", "huge")}
    assert lethal == {"big": 1, "huge": 1}
    req = request(5, lethal, "B")
    assert legal(req, {"big": 1, "huge": 1, "B": 3})
    assert not legal(req, {"big": 1, "B": 4})


# --- lethal_damage ------------------------------------------------------------------------------


def test_lethal_counts_toughness_and_damage_marked() -> None:
    """CR 702.19b / 120.6: lethal damage is toughness minus damage already marked."""
    state = board(creature("x", "B", 2, 4, damage=1))
    assert lethal_damage(state, "x", False, {}) == 3


def test_lethal_counts_damage_assigned_by_others_this_step() -> None:
    """CR 702.19b: damage other creatures assign in the same step counts too."""
    state = board(creature("x", "B", 2, 4, damage=1))
    assert lethal_damage(state, "x", False, {"x": 2}) == 1
    assert lethal_damage(state, "x", False, {"x": 5}) == 0
    assert lethal_damage(state, "x", False, {"y": 5}) == 3


def test_lethal_uses_current_toughness() -> None:
    state = board(creature("x", "B", 2, 2), effects=[Effect(frozenset({"x"}), toughness=3)])
    assert lethal_damage(state, "x", False, {}) == 5


def test_deathtouch_lethal_is_one_unless_already_lethal() -> None:
    """CR 702.2c: any nonzero damage from a deathtouch source is lethal."""
    state = board(creature("x", "B", 2, 9, damage=3), creature("y", "B", 2, 2, damage=2))
    assert lethal_damage(state, "x", True, {}) == 1
    assert lethal_damage(state, "y", True, {}) == 0


# --- default_assignment -------------------------------------------------------------------------


def test_default_destroys_as_many_as_possible() -> None:
    """Blockers needing 3, 1 and 2 with 4 damage: at most two can get lethal (1 + 2)."""
    req = request(4, {"b1": 3, "b2": 1, "b3": 2})
    split = default_assignment(req)
    assert legal(req, split)
    assert {c for c in req.creatures if split.get(c, 0) >= req.lethal[c]} == {"b2", "b3"}


def test_default_tramples_the_rest_over() -> None:
    req = request(7, {"b1": 2, "b2": 3}, "B")
    assert default_assignment(req) == {"b1": 2, "b2": 3, "B": 2}


def test_default_unblocked_trample_hits_the_player() -> None:
    assert default_assignment(request(4, {}, "B")) == {"B": 4}


def test_default_with_too_little_for_anyone_still_assigns_everything() -> None:
    req = request(1, {"b1": 3, "b2": 2}, "B")
    split = default_assignment(req)
    assert legal(req, split)
    assert split.get("B", 0) == 0 and sum(split.values()) == 1


def splits(amount: int, recipients: tuple[str, ...]) -> list[dict[str, int]]:
    """Every way to divide ``amount`` among ``recipients`` (zeros included)."""
    out = []
    for combo in itertools.product(range(amount + 1), repeat=len(recipients)):
        if sum(combo) == amount:
            out.append(dict(zip(recipients, combo, strict=True)))
    return out


def oracle_legal(amount: int, lethal: Mapping[str, int], defender: str | None,
                 split: Mapping[str, int]) -> bool:
    """CR 510.1c-d and 702.19b, independently: every recipient allowed, amounts are
    non-negative and add up to the damage; the defender gets damage only if every blocker
    has lethal damage."""
    allowed = set(lethal) | ({defender} if defender else set())
    if not set(split) <= allowed or any(n < 0 for n in split.values()):
        return False
    if sum(split.values()) != amount:
        return False
    return not (defender and split.get(defender, 0) > 0
                and any(split.get(c, 0) < need for c, need in lethal.items()))


lethal_maps = st.lists(st.integers(0, 4), min_size=0, max_size=3).map(
    lambda needs: {f"b{i}": n for i, n in enumerate(needs)})


@settings(max_examples=150)
@given(st.integers(1, 5), lethal_maps, st.booleans())
def test_every_split_against_an_independent_oracle(amount: int, lethal: dict[str, int],
                                                   trample: bool) -> None:
    defender = "B" if trample else None
    req = request(amount, lethal, defender)
    recipients = tuple(lethal) + ((defender,) if defender else ())
    candidates = splits(amount, recipients) if recipients else [{}]
    # a few wrong totals and wrong recipients too
    candidates += [{r: amount + 1} for r in recipients] + [{"nobody": amount}]
    for split in candidates:
        assert legal(req, split) == oracle_legal(amount, lethal, defender, split), split


def most_destroyable(req: DamageRequest) -> int:
    best = 0
    for split in splits(req.amount, req.recipients):
        if legal(req, split):
            best = max(best, sum(split.get(c, 0) >= req.lethal[c] > 0 for c in req.creatures))
    return best


@settings(max_examples=200)
@given(st.integers(1, 6), lethal_maps, st.booleans())
def test_default_assignment_is_always_legal(amount: int, lethal: dict[str, int],
                                            trample: bool) -> None:
    req = request(amount, lethal, "B" if trample else None)
    split = default_assignment(req)
    if not req.recipients:
        assert split == {}
        return
    assert validate_assignment(req, split) == []
    assert all(n > 0 for n in split.values())
    if trample and split.get("B", 0) > 0:
        # never tramples over while some blocker lacks lethal damage (702.19b)
        assert all(split.get(c, 0) >= need for c, need in lethal.items())
    if trample:
        # tramples over exactly the excess once every blocker can have lethal
        assert split.get("B", 0) == max(0, amount - sum(lethal.values()))
    # destroys as many blockers as any legal split could
    destroyed = sum(split.get(c, 0) >= req.lethal[c] > 0 for c in req.creatures)
    assert destroyed == most_destroyable(req)


# --- deal_damage (CR 120) -----------------------------------------------------------------------


def ev(source: str, target: str, amount: int, *, deathtouch: bool = False,
       lifelink: bool = False, controller: str = "A") -> DamageEvent:
    return DamageEvent(source, target, amount, controller, True, deathtouch, lifelink)


def test_damage_to_a_player_is_life_loss() -> None:
    """CR 120.3a."""
    state = board(creature("a1", "A"))
    deal_damage(state, [ev("a1", "B", 3)])
    assert state.players["B"].life == 17 and state.players["A"].life == 20


def test_damage_to_a_planeswalker_removes_loyalty() -> None:
    """CR 120.3c; never below zero counters."""
    state = board(creature("a1", "A"), planeswalker("j", "B", 3))
    deal_damage(state, [ev("a1", "j", 2)])
    assert state.permanents["j"].counters[LOYALTY] == 1
    deal_damage(state, [ev("a1", "j", 5)])
    assert state.permanents["j"].counters[LOYALTY] == 0
    assert state.players["B"].life == 20


def test_damage_to_a_creature_is_marked() -> None:
    """CR 120.3e; a deathtouch source also marks it for 704.5h (702.2b)."""
    state = board(creature("a1", "A"), creature("b1", "B", 2, 5), creature("b2", "B", 2, 5))
    deal_damage(state, [ev("a1", "b1", 2), ev("a1", "b2", 1, deathtouch=True)])
    assert (state.permanents["b1"].damage, state.permanents["b1"].deathtouched) == (2, False)
    assert (state.permanents["b2"].damage, state.permanents["b2"].deathtouched) == (1, True)
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD  # destruction is an SBA's job


def test_lifelink_gains_as_the_damage_is_dealt() -> None:
    """CR 702.15b: the source's controller gains that much life, in the same event, so a
    player taking lethal damage from the same simultaneous event can be saved."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    state.players["A"].life = 2
    deal_damage(state, [ev("b1", "A", 3, controller="B"), ev("a1", "B", 3, lifelink=True)])
    assert state.players["A"].life == 2
    assert state.players["B"].life == 17


def test_zero_damage_and_damage_to_a_vanished_permanent_do_nothing() -> None:
    """CR 120.8: 0 damage is no damage; a permanent that left can't be dealt damage, and so
    lifelink gains nothing from it."""
    state = board(creature("a1", "A"), creature("b1", "B"))
    state.move("b1", Zone.GRAVEYARD)
    deal_damage(state, [ev("a1", "b1", 3, lifelink=True), ev("a1", "B", 0, lifelink=True)])
    assert state.players["A"].life == 20 and state.players["B"].life == 20
    assert state.permanents["b1"].damage == 0
    assert not [e for e in state.events if e["kind"] == "damage"]


def test_deal_damage_logs_each_event() -> None:
    state = board(creature("a1", "A"))
    deal_damage(state, [ev("a1", "B", 3, lifelink=True)])
    kinds = [(e["kind"], e.get("amount")) for e in state.events]
    assert kinds == [("damage", 3), ("life gained", 3)]


def test_pipeline_can_replace_or_prevent() -> None:
    """CR 614-616: the pipeline is where replacement and prevention apply."""

    class Prevent(DamagePipeline):
        def apply(self, state: GameState, events: list[DamageEvent]) -> list[DamageEvent]:
            return []

    class Double(DamagePipeline):
        def apply(self, state: GameState, events: list[DamageEvent]) -> list[DamageEvent]:
            return [DamageEvent(e.source, e.target, 2 * e.amount, e.source_controller, e.combat,
                                e.deathtouch, e.lifelink) for e in events]

    state = board(creature("a1", "A"))
    assert deal_damage(state, [ev("a1", "B", 3, lifelink=True)], Prevent()) == []
    assert (state.players["A"].life, state.players["B"].life) == (20, 20)
    dealt = deal_damage(state, [ev("a1", "B", 3, lifelink=True)], Double())
    assert [e.amount for e in dealt] == [6]
    assert (state.players["A"].life, state.players["B"].life) == (26, 14)


def test_damage_event_reads_the_source_when_made() -> None:
    """CR 702.2e / 608.2h: deathtouch and lifelink are read from the source as it deals the
    damage; a change afterwards does not alter an event already made."""
    state = board(creature("a1", "A", kw=Kw.DEATHTOUCH | Kw.LIFELINK))
    event = damage_event(state, "a1", "B", 2)
    assert (event.deathtouch, event.lifelink, event.source_controller) == (True, True, "A")
    state.add_effect(Effect(frozenset({"a1"}), remove=Kw.DEATHTOUCH | Kw.LIFELINK))
    assert event.deathtouch and event.lifelink
    later = damage_event(state, "a1", "B", 2)
    assert not later.deathtouch and not later.lifelink


# --- infect, wither, battles (CR 120.3b-h, 702.80, 702.90, 310) -------------------------------


def battle(pid: str, controller: str, defense: int) -> Permanent:
    """A battle with ``defense`` defense counters (CR 310.4c)."""
    return Permanent(pid, controller, CardDef(pid, types=("Battle",), defense=defense),
                     counters={DEFENSE: defense})


def dmg(source: str, target: str, amount: int, *, infect: bool = False, wither: bool = False,
        deathtouch: bool = False, lifelink: bool = False, controller: str = "A") -> DamageEvent:
    return DamageEvent(source, target, amount, controller, True, deathtouch, lifelink, infect,
                       wither)


def test_infect_to_a_player_is_poison_not_life_loss() -> None:
    """CR 120.3b, 702.90b: the player gets that many poison counters and loses no life."""
    state = board(creature("a1", "A", kw=Kw.INFECT))
    deal_damage(state, [dmg("a1", "B", 3, infect=True)])
    assert (state.players["B"].life, state.players["B"].poison) == (20, 3)
    assert (state.players["A"].life, state.players["A"].poison) == (20, 0)
    (event,) = [e for e in state.events if e["kind"] == "damage"]
    assert (event["amount"], event["result"]) == (3, "poison counters")


def test_infect_poison_reaching_ten_loses_at_the_next_check() -> None:
    """CR 702.90b then 704.5c: ten or more poison counters, and the player loses."""
    state = board(creature("a1", "A", kw=Kw.INFECT))
    state.players["B"].poison = 8
    deal_damage(state, [dmg("a1", "B", 2, infect=True)])
    assert state.players["B"].poison == 10 and not state.players["B"].lost
    check_state_based_actions(state)
    assert state.players["B"].lost and state.result is not None
    assert state.result.winner == "A"


def test_infect_to_a_creature_is_minus_counters_not_marked_damage() -> None:
    """CR 120.3d, 702.90c: -1/-1 counters instead of damage; the creature shrinks at once."""
    state = board(creature("a1", "A", kw=Kw.INFECT), creature("b1", "B", 4, 4))
    deal_damage(state, [dmg("a1", "b1", 3, infect=True)])
    b1 = state.permanents["b1"]
    assert b1.damage == 0 and b1.counters == {MINUS: 3} and not b1.deathtouched
    assert (state.power("b1"), state.toughness("b1")) == (1, 1)
    assert state.players["B"].poison == 0 and state.players["B"].life == 20
    (event,) = [e for e in state.events if e["kind"] == "damage"]
    assert event["result"] == "-1/-1 counters"


def test_infect_to_a_planeswalker_removes_loyalty() -> None:
    """CR 120.3c: damage to a planeswalker removes loyalty counters whatever its source; infect
    changes only damage to players and creatures (702.90b-c): no poison, no -1/-1 counters."""
    state = board(creature("a1", "A", kw=Kw.INFECT), planeswalker("j", "B", 3))
    deal_damage(state, [dmg("a1", "j", 2, infect=True)])
    assert state.permanents["j"].counters == {LOYALTY: 1}
    assert (state.players["B"].life, state.players["B"].poison) == (20, 0)
    (event,) = [e for e in state.events if e["kind"] == "damage"]
    assert "result" not in event


def test_infect_with_lifelink_still_gains_life() -> None:
    """CR 120.3f, 702.15b: lifelink gains life equal to the damage dealt, whatever the damage's
    other results, so poison-counter damage and -1/-1-counter damage gain life too."""
    state = board(creature("a1", "A", kw=Kw.INFECT | Kw.LIFELINK), creature("b1", "B", 4, 4))
    deal_damage(state, [dmg("a1", "B", 2, infect=True, lifelink=True),
                        dmg("a1", "b1", 3, infect=True, lifelink=True)])
    assert state.players["A"].life == 25
    assert (state.players["B"].life, state.players["B"].poison) == (20, 2)
    assert state.permanents["b1"].counters == {MINUS: 3}


def test_infect_with_deathtouch_destroys_a_big_creature() -> None:
    """CR 702.2b, 704.5h: a creature dealt damage by a deathtouch source since the last check
    is destroyed; the damage need not be marked, so one -1/-1 counter from a source with
    infect and deathtouch destroys a 6/6."""
    state = board(creature("a1", "A", 1, 1, Kw.INFECT | Kw.DEATHTOUCH),
                  creature("b1", "B", 6, 6))
    deal_damage(state, [dmg("a1", "b1", 1, infect=True, deathtouch=True)])
    b1 = state.permanents["b1"]
    assert (b1.damage, b1.counters, b1.deathtouched) == (0, {MINUS: 1}, True)
    assert state.toughness("b1") == 5
    assert check_state_based_actions(state)
    assert b1.zone is Zone.GRAVEYARD
    (dies,) = [e for e in state.events if e["kind"] == "dies"]
    assert "704.5h" in dies["reason"]


def test_wither_with_deathtouch_against_indestructible() -> None:
    """CR 702.12b: indestructible ignores 704.5h, but the -1/-1 counters stay (120.3d) and a
    later check does not destroy it (the deathtouch mark is only since the last check)."""
    state = board(creature("a1", "A", 1, 1, Kw.WITHER | Kw.DEATHTOUCH),
                  creature("b1", "B", 5, 5, Kw.INDESTRUCTIBLE))
    deal_damage(state, [dmg("a1", "b1", 2, wither=True, deathtouch=True)])
    assert not check_state_based_actions(state)
    b1 = state.permanents["b1"]
    assert b1.zone is Zone.BATTLEFIELD and b1.counters == {MINUS: 2} and b1.damage == 0
    assert (state.power("b1"), state.toughness("b1")) == (3, 3)


def test_wither_to_a_creature_is_minus_counters() -> None:
    """CR 120.3d, 702.80a."""
    state = board(creature("a1", "A", 3, 3, Kw.WITHER), creature("b1", "B", 2, 4))
    deal_damage(state, [dmg("a1", "b1", 3, wither=True)])
    b1 = state.permanents["b1"]
    assert (b1.damage, b1.counters) == (0, {MINUS: 3})
    assert (state.power("b1"), state.toughness("b1")) == (-1, 1)
    assert not check_state_based_actions(state)  # toughness 1, no damage: it survives


def test_wither_to_a_player_or_planeswalker_is_ordinary() -> None:
    """Wither changes only damage to creatures (702.80a): a player loses life (120.3a) and a
    planeswalker loses loyalty (120.3c)."""
    state = board(creature("a1", "A", 3, 3, Kw.WITHER), planeswalker("j", "B", 4))
    deal_damage(state, [dmg("a1", "B", 3, wither=True), dmg("a1", "j", 3, wither=True)])
    assert (state.players["B"].life, state.players["B"].poison) == (17, 0)
    assert state.permanents["j"].counters == {LOYALTY: 1}
    assert all("result" not in e for e in state.events)


def test_wither_and_infect_together_put_one_set_of_counters() -> None:
    """CR 120.3d: damage from a source with wither and/or infect: that many counters, once."""
    state = board(creature("a1", "A", kw=Kw.WITHER | Kw.INFECT), creature("b1", "B", 5, 5))
    deal_damage(state, [dmg("a1", "b1", 2, wither=True, infect=True)])
    assert state.permanents["b1"].counters == {MINUS: 2}


def test_wither_shrinks_permanently_until_toughness_zero() -> None:
    """-1/-1 counters stay (unlike marked damage, CR 120.6, or "until end of turn" effects,
    514.2): a 2/3 dealt 2 wither damage is a 0/1 after the turn's effects end; 1 more wither
    damage later makes it 0 toughness, and it is put into the graveyard (704.5f) — not
    destroyed, so indestructible would not save it."""
    state = board(creature("a1", "A", 1, 1, Kw.WITHER), creature("b1", "B", 2, 3,
                                                                 Kw.INDESTRUCTIBLE))
    deal_damage(state, [dmg("a1", "b1", 2, wither=True)])
    state.end_effects(Duration.END_OF_TURN)
    assert not check_state_based_actions(state)
    assert (state.power("b1"), state.toughness("b1")) == (0, 1)
    deal_damage(state, [dmg("a1", "b1", 1, wither=True)])
    assert check_state_based_actions(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    (gone,) = [e for e in state.events if e["kind"] == "dies"]
    assert "704.5f" in gone["reason"]


def test_wither_counters_annihilate_with_plus_counters() -> None:
    """CR 704.5q: a 2/2 with two +1/+1 counters (4/4) dealt 3 wither damage has two +1/+1 and
    three -1/-1 counters, a 1/1; as a state-based action two of each are removed, leaving one
    -1/-1 counter — still a 1/1."""
    state = board(creature("a1", "A", 3, 3, Kw.WITHER),
                  creature("b1", "B", 2, 2, counters={PLUS: 2}))
    deal_damage(state, [dmg("a1", "b1", 3, wither=True)])
    assert state.permanents["b1"].counters == {PLUS: 2, MINUS: 3}
    assert (state.power("b1"), state.toughness("b1")) == (1, 1)
    assert check_state_based_actions(state)
    counters = {k: v for k, v in state.permanents["b1"].counters.items() if v}
    assert counters == {MINUS: 1}
    assert (state.power("b1"), state.toughness("b1")) == (1, 1)
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD


def test_wither_counters_and_marked_damage_add_up_to_lethal() -> None:
    """CR 704.5g reads current toughness: a 4/4 with 2 damage marked dealt 2 wither damage is a
    2/2 with 2 damage marked: lethal damage."""
    state = board(creature("a1", "A", 2, 2, Kw.WITHER), creature("b1", "B", 4, 4, damage=2))
    deal_damage(state, [dmg("a1", "b1", 2, wither=True)])
    check_state_based_actions(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD


def test_damage_to_a_battle_removes_defense_counters() -> None:
    """CR 120.3h, 310.6: that many defense counters are removed, never below zero; the battle's
    controller loses no life. Lifelink still gains (120.3f); infect and wither change nothing
    for a battle (they name only players and creatures)."""
    state = board(creature("a1", "A", kw=Kw.INFECT | Kw.LIFELINK), battle("siege", "B", 5))
    deal_damage(state, [dmg("a1", "siege", 2, infect=True, lifelink=True)])
    siege = state.permanents["siege"]
    assert siege.counters == {DEFENSE: 3} and siege.damage == 0
    assert (state.players["B"].life, state.players["B"].poison) == (20, 0)
    assert state.players["A"].life == 22
    deal_damage(state, [dmg("a1", "siege", 7)])
    assert siege.counters == {DEFENSE: 0}
    assert siege.zone is Zone.BATTLEFIELD  # putting it into the graveyard is an SBA (120.5)
    assert check_state_based_actions(state) and siege.zone is Zone.GRAVEYARD


def test_only_creatures_planeswalkers_and_battles_are_dealt_damage() -> None:
    """CR 120.1a: damage can't be dealt to an enchantment (or any other noncreature,
    nonplaneswalker, nonbattle permanent): nothing happens, and lifelink gains nothing."""
    state = board(creature("a1", "A", kw=Kw.LIFELINK),
                  Permanent("ench", "B", CardDef("ench", types=("Enchantment",))))
    event = dmg("a1", "ench", 3, lifelink=True)
    # the events as replacement and prevention leave them (none apply here): the event itself;
    # that it dealt nothing shows in the state and the log
    assert deal_damage(state, [event]) == [event]
    assert state.players["A"].life == 20 and state.permanents["ench"].damage == 0
    assert not [e for e in state.events if e["kind"] == "damage"]


def test_damage_event_reads_infect_and_wither_when_made() -> None:
    """CR 702.90d, 702.80b: last known information — the source's infect and wither as it
    deals the damage; a change afterwards does not alter an event already made."""
    state = board(creature("a1", "A", kw=Kw.INFECT), creature("a2", "A", kw=Kw.WITHER))
    infect, wither = damage_event(state, "a1", "B", 1), damage_event(state, "a2", "B", 1)
    assert (infect.infect, infect.wither, wither.infect, wither.wither) == (True, False, False,
                                                                            True)
    assert not (infect.deathtouch or infect.lifelink)
    state.add_effect(Effect(frozenset({"a1", "a2"}), remove=Kw.INFECT | Kw.WITHER))
    state.move("a1", Zone.GRAVEYARD)
    deal_damage(state, [infect, wither])
    assert (state.players["B"].life, state.players["B"].poison) == (19, 1)
    later = damage_event(state, "a2", "B", 1)
    assert not later.wither and not later.infect


def test_damage_event_reads_a_granted_infect() -> None:
    """Layer 6 (CR 613.1f): an ability an effect grants counts like a printed one."""
    state = board(creature("a1", "A"), effects=[Effect(frozenset({"a1"}), add=Kw.INFECT)])
    assert damage_event(state, "a1", "B", 1).infect


EVENT = st.tuples(st.sampled_from(["B", "b1", "j", "siege"]), st.integers(0, 4),
                  st.booleans(), st.booleans(), st.booleans(), st.booleans())


@settings(max_examples=200)
@given(st.lists(EVENT, max_size=6))
def test_results_match_rule_120_3(events: list[tuple[str, int, bool, bool, bool, bool]]) -> None:
    """For random simultaneous events to a player, a creature, a planeswalker and a battle
    from sources with any mix of infect, wither, deathtouch and lifelink, the totals are
    those of CR 120.3a-h summed event by event."""
    state = board(creature("b1", "B", 3, 20), planeswalker("j", "B", 10), battle("siege", "B", 10),
                  creature("a1", "A"))
    want = {"life B": 20, "poison B": 0, "life A": 20, "damage b1": 0, "minus b1": 0,
            "loyalty": 10, "defense": 10, "deathtouched": False}
    batch = []
    for target, amount, infect, wither, deathtouch, lifelink in events:
        batch.append(dmg("a1", target, amount, infect=infect, wither=wither,
                         deathtouch=deathtouch, lifelink=lifelink))
        if amount == 0:
            continue
        if lifelink:
            want["life A"] += amount
        if target == "B" and infect:
            want["poison B"] += amount
        elif target == "B":
            want["life B"] -= amount
        elif target == "b1":
            want["minus b1" if infect or wither else "damage b1"] += amount
            want["deathtouched"] = want["deathtouched"] or deathtouch
        elif target == "j":
            want["loyalty"] = max(0, int(want["loyalty"]) - amount)
        else:
            want["defense"] = max(0, int(want["defense"]) - amount)
    deal_damage(state, batch)
    b1 = state.permanents["b1"]
    got = {"life B": state.players["B"].life, "poison B": state.players["B"].poison,
           "life A": state.players["A"].life, "damage b1": b1.damage,
           "minus b1": b1.counters.get(MINUS, 0),
           "loyalty": state.permanents["j"].counters[LOYALTY],
           "defense": state.permanents["siege"].counters[DEFENSE],
           "deathtouched": b1.deathtouched}
    assert got == want


# =================================================================================================
# Damage assignment: damage assignment orders (2016 rules), toughness instead of power, "as
# though it weren't blocked", and the joint lethal check (CR 509.2-509.3, 510.1, 702.19)
# (damage-assignment helper's section)
# =================================================================================================


def oreq(amount: int, lethal: Mapping[str, int], defender: str | None = None, *,
         order: bool = True, unblocked: str | None = None) -> DamageRequest:
    """A request whose creatures are in damage assignment order (the order ``lethal`` lists
    them), as under the 2016 rules; ``order=False`` for the same request without one."""
    creatures = tuple(lethal)
    return DamageRequest("src", "A", amount, creatures, defender, dict(lethal),
                         defender is not None, Step.COMBAT_DAMAGE,
                         creatures if order else None, unblocked)


def test_order_needs_lethal_to_each_creature_before_the_next() -> None:
    """CR 510.1c (2016): a creature can't be assigned damage unless each creature before it in
    the damage assignment order is assigned lethal damage; more than lethal is allowed."""
    req = oreq(3, {"b1": 2, "b2": 2})
    assert legal(req, {"b1": 3})
    assert legal(req, {"b1": 2, "b2": 1})
    assert not legal(req, {"b1": 1, "b2": 2})
    assert not legal(req, {"b2": 3})
    problems = validate_assignment(req, {"b1": 1, "b2": 2})
    assert len(problems) == 1
    assert "'b1'" in problems[0] and "'b2'" in problems[0] and "510.1c" in problems[0]
    assert "damage assignment order" in problems[0]


def test_the_same_split_is_free_without_an_order() -> None:
    """Current rules and 2004 (CR 510.1c-d; 310.2c-d of 2004): no order, any split."""
    req = oreq(3, {"b1": 2, "b2": 2}, order=False)
    assert legal(req, {"b1": 1, "b2": 2})
    assert legal(req, {"b2": 3})


def test_order_allows_excess_on_an_earlier_creature() -> None:
    """CR 510.1c (2016): "An amount of damage that's greater than a creature's lethal damage
    may be assigned to it" — then the next one may get the rest."""
    req = oreq(6, {"b1": 2, "b2": 2, "b3": 2})
    assert legal(req, {"b1": 5, "b2": 1})
    assert legal(req, {"b1": 2, "b2": 3, "b3": 1})
    assert not legal(req, {"b1": 2, "b2": 1, "b3": 3})
    assert not legal(req, {"b1": 4, "b3": 2})


def test_order_skips_a_creature_already_dealt_lethal_damage() -> None:
    """CR 510.1c (2016): lethal counts damage already marked and damage other creatures assign
    in the step, so a creature that needs nothing more doesn't hold up the order."""
    req = oreq(3, {"b1": 0, "b2": 2})
    assert legal(req, {"b2": 3})


def test_order_with_deathtouch_one_is_lethal() -> None:
    """CR 702.2c: 1 damage from a deathtouch source is lethal, also along an order."""
    state = board(creature("big", "B", 1, 4), creature("huge", "B", 1, 5))
    lethal = {c: lethal_damage(state, c, True, {}) for c in ("big", "huge")}
    req = oreq(3, lethal)
    assert legal(req, {"big": 1, "huge": 2})
    assert not legal(req, {"huge": 3})


def test_order_with_trample() -> None:
    """CR 702.19b under an order: nothing to the player until every blocker is assigned
    lethal damage; along the order, each before the next."""
    req = oreq(6, {"b1": 2, "b2": 2}, "B")
    assert legal(req, {"b1": 2, "b2": 2, "B": 2})
    assert legal(req, {"b1": 3, "b2": 3})
    assert not legal(req, {"b1": 4, "B": 2})
    assert not legal(req, {"b1": 1, "b2": 3, "B": 2})
    problems = validate_assignment(req, {"b1": 4, "B": 2})
    assert any("702.19b" in p and "'b2'" in p for p in problems)


def test_default_assignment_follows_the_order() -> None:
    """Without an order the default serves the cheapest creatures first; under one (2016) it
    must follow the order, destroying the longest prefix it can."""
    lethal = {"b2": 3, "b1": 1}
    assert default_assignment(oreq(3, lethal)) == {"b2": 3}
    assert default_assignment(oreq(3, lethal, order=False)) == {"b1": 1, "b2": 2}
    assert default_assignment(oreq(6, {"b2": 3, "b1": 1}, "B")) == {"b2": 3, "b1": 1, "B": 2}
    assert default_assignment(oreq(5, {"b1": 2, "b2": 4})) == {"b1": 2, "b2": 3}


def test_as_though_unblocked_all_to_the_player_or_as_normal() -> None:
    """Thorn Elemental (CR 510.1b-c): all the damage to the player or planeswalker it
    attacks, as though it weren't blocked, or the normal assignment — never a mix."""
    req = oreq(7, {"b1": 2}, unblocked="B", order=False)
    assert req.recipients == ("b1", "B")
    assert legal(req, {"B": 7})
    assert legal(req, {"b1": 7})
    assert legal(req, {"b1": 0, "B": 7})
    assert not legal(req, {"b1": 2, "B": 5})
    assert not legal(req, {"B": 6})
    problems = validate_assignment(req, {"b1": 2, "B": 5})
    assert any("510.1b" in p and "'B'" in p for p in problems)


def test_as_though_unblocked_with_trample() -> None:
    """With trample too: all to the player needs no lethal damage to the blocker (as though
    unblocked), but a mix is the trample assignment, lethal first (702.19b)."""
    req = oreq(5, {"b1": 3}, "B", unblocked="B", order=False)
    assert legal(req, {"B": 5})
    assert legal(req, {"b1": 3, "B": 2})
    assert not legal(req, {"b1": 2, "B": 3})


def test_as_though_unblocked_with_no_blockers_left() -> None:
    """CR 510.1c: a blocked creature with no blockers left (and no trample) assigns no combat
    damage; Thorn Elemental may instead assign all of it to the player."""
    req = oreq(4, {}, unblocked="B")
    assert legal(req, {})
    assert legal(req, {"B": 4})
    assert not legal(req, {"B": 3})
    assert default_assignment(req) == {}


def test_default_never_takes_the_unblocked_option() -> None:
    """The documented default assigns as normal."""
    assert default_assignment(oreq(7, {"b1": 2}, unblocked="B", order=False)) == {"b1": 7}


def ordered_oracle(amount: int, lethal: Mapping[str, int], defender: str | None,
                   unblocked: str | None, split: Mapping[str, int]) -> bool:
    """CR 510.1a-d (2016) and 702.19b, independently, with the creatures in the order
    ``lethal`` lists them: well formed, adds up; each creature assigned damage has every
    creature before it assigned lethal; the defender only after lethal to all. Or: all of it
    to ``unblocked``."""
    if unblocked is not None and split.get(unblocked, 0) == amount \
            and all(n == 0 for r, n in split.items() if r != unblocked):
        return True
    allowed = set(lethal) | ({defender} if defender else set())
    named = {r for r, n in split.items() if n != 0}  # 0 to the unblocked target is nothing
    if not named <= allowed or not set(split) <= allowed | {unblocked}:
        return False
    if any(n < 0 for n in split.values()) or sum(split.values()) != amount:
        return False
    line = list(lethal) + ([defender] if defender else [])
    for k, recipient in enumerate(line):
        if split.get(recipient, 0) > 0 and any(split.get(c, 0) < lethal[c] for c in line[:k]
                                               if c in lethal):
            return False
    return True


@settings(max_examples=150)
@given(st.integers(1, 5), lethal_maps, st.booleans(), st.booleans())
def test_ordered_splits_against_an_independent_oracle(amount: int, lethal: dict[str, int],
                                                      trample: bool, thorn: bool) -> None:
    defender = "B" if trample else None
    unblocked = "B" if thorn and lethal else None
    req = oreq(amount, lethal, defender, unblocked=unblocked)
    recipients = req.recipients
    candidates = splits(amount, recipients) if recipients else [{}]
    candidates += [{r: amount + 1} for r in recipients] + [{"nobody": amount}]
    for split in candidates:
        assert legal(req, split) == ordered_oracle(amount, lethal, defender, unblocked,
                                                   split), split


requests = st.builds(
    lambda amount, lethal, trample, order, thorn, reverse: oreq(
        amount, dict(reversed(lethal.items())) if reverse else lethal,
        "B" if trample else None, order=order, unblocked="B" if thorn else None),
    st.integers(1, 7), lethal_maps, st.booleans(), st.booleans(), st.booleans(),
    st.booleans())


@settings(max_examples=200)
@given(requests, st.integers(0, 2**32 - 1))
def test_default_and_random_assignments_are_always_legal(req: DamageRequest,
                                                         seed: int) -> None:
    """For every request shape of every edition (free split, or an order; trample; the
    unblocked option), the default and the random policy answer legally, never sending
    damage to the player while a blocker lacks lethal damage (unless all of it goes there
    as though unblocked)."""
    rng = np.random.default_rng(seed)
    for split in (default_assignment(req), random_assignment(rng, req)):
        if not req.recipients:
            assert split == {}
            continue
        assert validate_assignment(req, split) == [], split
        assert all(n > 0 for n in split.values())
        if req.defender and split.get(req.defender, 0) > 0 and split[req.defender] != req.amount:
            assert all(split.get(c, 0) >= req.lethal[c] for c in req.creatures)


# --- in combat --------------------------------------------------------------------------------

def _ordered(state: GameState) -> GameState:
    state.rules = Edition.Y2016
    return state


def test_edition_decides_whether_there_is_an_order() -> None:
    """Damage assignment orders exist from Magic 2010 (July 2009) until Foundations (Nov
    2024): the "2016" edition has them; "current" and "2004" (310.2c-d) don't."""
    assert has_damage_assignment_order(Edition.Y2016)
    assert not has_damage_assignment_order(Edition.CURRENT)
    assert not has_damage_assignment_order(Edition.Y2004)


def giant_vs_two_bears(rules: Edition) -> GameState:
    state = board(creature("giant", "A", 3, 3), creature("b1", "B", 2, 2),
                  creature("b2", "B", 2, 2))
    state.rules = rules
    return state


def progress(state: GameState) -> Any:
    """The damage step's assignments so far (a copy), or None."""
    combat = state.combat
    return None if combat is None or combat.damage is None else combat.damage.clone()


def refused(state: GameState, agent: Recorder) -> None:
    """Play ``state`` with ``agent`` until the engine refuses one of its answers: re-raise
    that error, after checking that the refused action changed nothing (the position, the
    pending decision, the actions applied so far). Fails if every answer is accepted."""
    state.start()
    while state.decision is not None:
        decision = state.decision
        action = agent.act(state, decision, state.legal_actions())
        before = (snapshot(state), state.version, list(state.history), progress(state))
        try:
            state.apply(action)
        except IllegalActionError:
            assert (snapshot(state), state.version, list(state.history),
                    progress(state)) == before
            assert state.decision == decision
            assert action not in state.legal_actions()
            raise
    pytest.fail("every answer was accepted")


@pytest.mark.parametrize("rules", list(MAGIC_EDITIONS))
def test_same_board_free_split_only_without_an_order(rules: Edition) -> None:
    """Hill Giant blocked by two 2/2s puts all 3 on the second: legal under current rules
    and 2004 (free split), illegal under 2016, where the default order (as declared, b1
    first) needs lethal damage to b1 first (509.2, 510.1c)."""
    agent = Recorder({"giant": "B"}, {"b1": "giant", "b2": "giant"}, {"giant": {"b2": 3}})
    state = giant_vs_two_bears(rules)
    if rules is Edition.Y2016:
        with pytest.raises(IllegalDamageAssignmentError, match="510.1c") as err:
            refused(state, agent)
        assert err.value.source == "giant"
    else:
        run_combat(state, agent)
        assert state.permanents["b2"].zone is Zone.GRAVEYARD
        assert state.permanents["b1"].damage == 0


class Ordering(Recorder):
    """A Recorder that announces the damage assignment orders it is given (else as declared),
    records each order decision (``asked``: the creature and the creatures to order, and
    ``order_players``: who announced it) and the legal assignments offered to each source
    (``offered``)."""

    def __init__(self, *args: Any, orders: Mapping[str, Sequence[str]] | None = None,
                 **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.orders = dict(orders or {})
        self.asked: list[tuple[str, tuple[str, ...]]] = []
        self.order_players: list[str] = []
        self.offered: dict[str, list[Action]] = {}

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind in ("order_blockers", "order_attackers"):
            assert decision.creature is not None
            self.decisions.append(decision)
            self.asked.append((decision.creature, decision.creatures))
            self.order_players.append(decision.player)
            return OrderDamage(decision.creature,
                               tuple(self.orders.get(decision.creature, decision.creatures)))
        if decision.kind == "assign_combat_damage":
            assert decision.request is not None
            self.offered[decision.request.source] = list(legal)
        return super().act(state, decision, legal)


def test_the_attacking_player_orders_blockers_in_the_declare_blockers_step() -> None:
    """CR 509.2 (2016): as blockers are declared, the active player orders each attacker's
    blockers; the request then lists them in that order, and the split must follow it."""
    agent = Ordering({"giant": "B"}, {"b1": "giant", "b2": "giant"},
                     {"giant": {"b2": 2, "b1": 1}}, orders={"giant": ("b2", "b1")})
    state = giant_vs_two_bears(Edition.Y2016)
    run_combat(state, agent)
    assert agent.asked == [("giant", ("b1", "b2"))]
    assert agent.order_players == ["A"]
    [req] = [r for r in agent.requests if r.source == "giant"]
    assert req.order == ("b2", "b1") and req.creatures == ("b2", "b1")
    assert state.permanents["b2"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].damage == 1
    logged = [e for e in state.events if e["kind"] == "damage assignment order"]
    assert logged == [DamageOrderAnnounced(creature="giant", order=("b2", "b1"),
                                           step="declare blockers")]
    assert [e.to_json() for e in logged] == [{"kind": "damage assignment order",
                                              "step": "declare blockers", "creature": "giant",
                                              "order": ["b2", "b1"]}]


def test_no_order_is_asked_without_the_2016_rules() -> None:
    agent = Ordering({"giant": "B"}, {"b1": "giant", "b2": "giant"}, orders={})
    run_combat(giant_vs_two_bears(Edition.CURRENT), agent)
    assert agent.asked == []
    assert not [d for d in agent.decisions if d.kind in ("order_blockers", "order_attackers")]
    assert agent.requests and all(r.order is None for r in agent.requests)


def test_a_bad_order_is_rejected() -> None:
    agent = Ordering({"giant": "B"}, {"b1": "giant", "b2": "giant"},
                     orders={"giant": ("b2", "b2")})
    with pytest.raises(IllegalDamageAssignmentError, match="509.2"):
        refused(giant_vs_two_bears(Edition.Y2016), agent)
    assert agent.asked == [("giant", ("b1", "b2"))]


def test_the_defending_player_orders_attackers_a_blocker_blocks() -> None:
    """CR 509.3 (2016): a creature blocking two attackers has its own order, announced by its
    controller, and assigns along it (510.1d)."""
    state = _ordered(board(creature("a1", "A", 1, 2), creature("a2", "A", 1, 2),
                           creature("wall", "B", 3, 5, Kw.BLOCK_ADDITIONAL)))
    agent = Ordering({"a1": "B", "a2": "B"}, {"wall": ["a1", "a2"]},
                     {"wall": {"a1": 3}}, orders={"wall": ("a2", "a1")})
    with pytest.raises(IllegalDamageAssignmentError, match="510.1c-d") as err:
        refused(state.clone(), agent)
    assert err.value.source == "wall"
    agent = Ordering({"a1": "B", "a2": "B"}, {"wall": ["a1", "a2"]},
                     {"wall": {"a2": 2, "a1": 1}}, orders={"wall": ("a2", "a1")})
    run_combat(state, agent)
    assert ("wall", ("a1", "a2")) in agent.asked
    assert agent.order_players == ["B"]
    assert state.permanents["a2"].zone is Zone.GRAVEYARD
    assert state.permanents["a1"].damage == 1


def test_a_creature_leaving_combat_leaves_the_order() -> None:
    """The others keep their relative order (the subrules of CR 509.2-509.3)."""
    combat = CombatState("A", damage_order={"giant": ("b3", "b1", "b2"), "b1": ("x", "y")})
    copy = combat.clone()
    combat.remove("b1")
    assert combat.damage_order == {"giant": ("b3", "b2")}
    assert copy.damage_order == {"giant": ("b3", "b1", "b2"), "b1": ("x", "y")}


def test_a_removed_blocker_drops_out_of_the_order_in_combat() -> None:
    """CR 509.2 (2016): with b1 gone (-2/-2 during declare blockers), b2 is the only creature
    left in the giant's order: all 3 damage to it, no choice to make (the one legal
    assignment is offered)."""
    shrink = Effect(frozenset({"b1"}), power=-2, toughness=-2, description="shrink")
    agent = Ordering({"giant": "B"}, {"b1": "giant", "b2": "giant"},
                     actions=[(Step.DECLARE_BLOCKERS, "A", ResolveEffect("shrink"))],
                     orders={"giant": ("b1", "b2")})
    state = giant_vs_two_bears(Edition.Y2016)
    state.available_effects = ((Step.DECLARE_BLOCKERS, shrink),)
    run_combat(state, agent)
    assert agent.asked == [("giant", ("b1", "b2"))]
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.permanents["b2"].zone is Zone.GRAVEYARD
    [req] = [r for r in agent.requests if r.source == "giant"]
    assert req.creatures == ("b2",)
    assert agent.offered["giant"] == [AssignDamage.of("giant", {"b2": 3})]


def test_assigns_damage_equal_to_toughness() -> None:
    """CR 510.1a with "assigns combat damage equal to its toughness rather than its power":
    a 1/4 unblocked deals 4; the request (blocked by two) is for 4 too."""
    wall = Kw.ASSIGNS_TOUGHNESS
    state = board(creature("tree", "A", 1, 4, wall))
    assert combat_damage_amount(state, "tree") == 4
    run_combat(state, Recorder({"tree": "B"}))
    assert state.players["B"].life == 16
    state = board(creature("tree", "A", 1, 4, wall), creature("b1", "B", 1, 1),
                  creature("b2", "B", 1, 1))
    agent = Recorder({"tree": "B"}, {"b1": "tree", "b2": "tree"})
    run_combat(state, agent)
    [req] = [r for r in agent.requests if r.source == "tree"]
    assert req.amount == 4


def test_toughness_assignment_as_a_static_grant() -> None:
    """Doran, the Siege Tower: "Each creature assigns combat damage equal to its toughness
    rather than its power" — both sides; Belligerent Brontodon: only its controller's."""
    def lord(pid: str, controller: str, text: str) -> Permanent:
        parsed = parse_text(text)
        return Permanent(pid, controller, CardDef(pid, types=("Enchantment",),
                                                  statics=parsed.statics))

    doran = "Each creature assigns combat damage equal to its toughness rather than its power."
    state = board(creature("a1", "A", 0, 3), creature("b1", "B", 1, 5), lord("doran", "B", doran))
    assert combat_damage_amount(state, "a1") == 3 and combat_damage_amount(state, "b1") == 5
    bronto = ("Each creature you control assigns combat damage equal to its toughness rather "
              "than its power.")
    state = board(creature("a1", "A", 0, 3), creature("b1", "B", 1, 5), lord("br", "A", bronto))
    assert combat_damage_amount(state, "a1") == 3 and combat_damage_amount(state, "b1") == 1
    run_combat(state, Recorder({"a1": "B"}, {"b1": "a1"}))
    assert state.permanents["b1"].damage == 3 and state.permanents["a1"].damage == 1


def thorn_board(*blockers: Permanent, kw: Kw = Kw.NONE) -> GameState:
    return board(creature("thorn", "A", 7, 7, Kw.AS_THOUGH_UNBLOCKED | kw), *blockers)


def test_as_though_unblocked_in_combat() -> None:
    """Thorn Elemental blocked by a 2/2: its controller may assign all 7 to the player (CR
    510.1b-c); the blocker still deals its damage. The default assigns as normal."""
    agent = Recorder({"thorn": "B"}, {"b1": "thorn"}, {"thorn": {"B": 7}})
    state = thorn_board(creature("b1", "B", 2, 2))
    run_combat(state, agent)
    [req] = [r for r in agent.requests if r.source == "thorn"]
    assert req.unblocked == "B" and req.creatures == ("b1",) and req.defender is None
    assert state.players["B"].life == 13
    assert state.permanents["b1"].damage == 0 and state.permanents["thorn"].damage == 2
    state = thorn_board(creature("b1", "B", 2, 2))
    run_combat(state, Recorder({"thorn": "B"}, {"b1": "thorn"}))
    assert state.players["B"].life == 20 and state.permanents["b1"].zone is Zone.GRAVEYARD


def test_as_though_unblocked_after_the_blockers_are_gone() -> None:
    """CR 510.1c: blocked, no blockers left, no trample: no damage — unless, as though it
    weren't blocked, all of it goes to the player."""
    shrink = Effect(frozenset({"b1"}), toughness=-2, description="shrink")
    actions = [(Step.DECLARE_BLOCKERS, "A", ResolveEffect("shrink"))]
    state = thorn_board(creature("b1", "B", 2, 2))
    state.available_effects = ((Step.DECLARE_BLOCKERS, shrink),)
    agent = Recorder({"thorn": "B"}, {"b1": "thorn"}, {"thorn": {"B": 7}}, actions=actions)
    run_combat(state, agent)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    [req] = [r for r in agent.requests if r.source == "thorn"]
    assert req.creatures == () and state.players["B"].life == 13
    state = thorn_board(creature("b1", "B", 2, 2))
    state.available_effects = ((Step.DECLARE_BLOCKERS, shrink),)
    run_combat(state, Recorder({"thorn": "B"}, {"b1": "thorn"}, actions=list(actions)))
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 20


def test_blocked_without_blockers_assigns_nothing_unless_trample() -> None:
    """CR 510.1c, 702.19e: the blocked attacker whose blocker is gone deals no damage (it is
    not asked); with trample, all of it to the player (its one legal assignment)."""
    for kw, life in ((Kw.NONE, 20), (Kw.TRAMPLE, 15),
                     (Kw.TRAMPLE | Kw.AS_THOUGH_UNBLOCKED, 15)):
        shrink = Effect(frozenset({"b1"}), toughness=-2, description="shrink")
        state = board(creature("a1", "A", 5, 5, kw), creature("b1", "B", 2, 2))
        state.available_effects = ((Step.DECLARE_BLOCKERS, shrink),)
        agent = Ordering({"a1": "B"}, {"b1": "a1"},
                         actions=[(Step.DECLARE_BLOCKERS, "A", ResolveEffect("shrink"))])
        run_combat(state, agent)
        assert state.permanents["b1"].zone is Zone.GRAVEYARD
        assert state.players["B"].life == life
        if kw == Kw.NONE:
            assert agent.requests == []
        else:
            [req] = agent.requests
            assert req.source == "a1" and req.creatures == ()
            assert agent.offered["a1"] == [AssignDamage.of("a1", {"B": 5})]


def test_a_tapped_blocker_still_deals_combat_damage() -> None:
    """No rule stops a tapped blocking creature from dealing combat damage (CR 510.1d; only
    declaring a tapped creature as a blocker is illegal, 509.1a)."""
    state = board(creature("a1", "A", 2, 2), creature("b1", "B", 3, 3))

    class Tapper(Recorder):
        """Taps the blocker after blocks, at the first decision after the declaration
        (standing in for a tap effect)."""

        def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
            if state.combat is not None and state.combat.blocks and not self.requests:
                state.permanents["b1"].tapped = True
            return super().act(state, decision, legal)

    agent = Tapper({"a1": "B"}, {"b1": "a1"})
    run_combat(state, agent)
    assert [r.source for r in agent.requests] == ["a1", "b1"]
    assert state.permanents["b1"].tapped
    assert state.permanents["a1"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].damage == 2


def test_the_second_step_reads_the_new_power() -> None:
    """CR 510.1a, 510.4: a creature without first strike pumped during the first-strike
    damage step deals the new amount in the second step."""
    pump = Effect(frozenset({"a1"}), power=3, description="pump")
    state = board(creature("a1", "A", 2, 5), creature("fs", "A", 1, 1, Kw.FIRST_STRIKE))
    state.available_effects = ((Step.FIRST_STRIKE_DAMAGE, pump),)
    agent = Recorder({"a1": "B", "fs": "B"},
                     actions=[(Step.FIRST_STRIKE_DAMAGE, "A", ResolveEffect("pump"))])
    run_combat(state, agent)
    assert agent.actions == []  # the pump resolved
    dealt = [(e["source"], e["amount"], e["step"]) for e in state.events if e["kind"] == "damage"]
    assert dealt == [("fs", 1, "first-strike combat damage"), ("a1", 5, "combat damage")]


def shared_blocker() -> GameState:
    return board(creature("a1", "A", 3, 3, Kw.TRAMPLE), creature("a2", "A", 3, 3, Kw.TRAMPLE),
                 creature("ogre", "B", 2, 4, Kw.BLOCK_ADDITIONAL))


@pytest.mark.parametrize("rules", list(MAGIC_EDITIONS))
def test_two_tramplers_share_a_blocker_lethal_counts_both(rules: Edition) -> None:
    """CR 702.19b: lethal damage counts damage other creatures assign in the same step —
    also those assigning after it. Two 3/3 tramplers blocked by one 2/4: 2 from each is
    lethal, so each tramples 1 over, whichever assigns first."""
    for first in ({"ogre": 2, "B": 1}, {"ogre": 1, "B": 2}):
        state = shared_blocker()
        state.rules = rules
        second = {"ogre": 4 - first["ogre"], "B": 3 - (4 - first["ogre"])}
        agent = Recorder({"a1": "B", "a2": "B"}, {"ogre": ["a1", "a2"]},
                         {"a1": first, "a2": second, "ogre": {"a1": 2}})
        run_combat(state, agent)
        assert state.players["B"].life == 20 - first["B"] - second["B"]
        assert state.permanents["ogre"].zone is Zone.GRAVEYARD


def test_two_tramplers_falling_short_together_are_rejected() -> None:
    """The joint check still rejects a trample-over when the blocker's lethal damage isn't
    made up by the others: 1 + 2 on a 4-toughness blocker is not lethal. a1's 1 (and 2 over)
    is accepted, since a2 could still assign the 3 that make it lethal; a2's 2 (and 1 over)
    is refused."""
    state = shared_blocker()
    agent = Recorder({"a1": "B", "a2": "B"}, {"ogre": ["a1", "a2"]},
                     {"a1": {"ogre": 1, "B": 2}, "a2": {"ogre": 2, "B": 1},
                      "ogre": {"a1": 2}})
    with pytest.raises(IllegalDamageAssignmentError, match="702.19b") as err:
        refused(state, agent)
    assert err.value.source == "a2"
    assert [r.source for r in agent.requests] == ["a1", "a2"]
    assert state.players["B"].life == 20 and state.permanents["ogre"].damage == 0


def test_a_later_split_that_leaves_an_earlier_trample_short_is_rejected() -> None:
    """CR 510.1, 702.19b: the attackers' assignments are announced together and must be legal
    together. a1 (3/3 trample) assigns 1 to the 2/4 it shares with a2 and tramples 2 over,
    which is legal only if a2 assigns the other 3 to it; a2 (3/3, no trample, also blocked by
    a 1/5) puts all 3 on the 1/5 instead — legal on its own, but it leaves a1's trample
    short of lethal damage, so it is refused. (Found while porting to the decision loop:
    ``DamageActions.reasons`` accepts any assignment without lethal problems of its own, even
    when it is not among the ones that leave the step legal; the refusal after it is dead
    code. The old joint check of the whole step refused this.)"""
    state = board(creature("a1", "A", 3, 3, Kw.TRAMPLE), creature("a2", "A", 3, 3),
                  creature("ogre", "B", 2, 4, Kw.BLOCK_ADDITIONAL), creature("x", "B", 1, 5))
    agent = Recorder({"a1": "B", "a2": "B"}, {"ogre": ["a1", "a2"], "x": "a2"},
                     {"a1": {"ogre": 1, "B": 2}, "a2": {"x": 3}})
    with pytest.raises(IllegalDamageAssignmentError) as err:
        refused(state, agent)
    assert err.value.source == "a2"
    assert state.players["B"].life == 20 and state.permanents["ogre"].damage == 0


def before_damage(state: GameState) -> dict[str, tuple[int, int, int, bool, bool]]:
    """Each creature's (amount it assigns, toughness, damage marked, trample, deathtouch)."""
    return {p.id: (combat_damage_amount(state, p.id), state.toughness(p.id), p.damage,
                   state.has(p.id, Kw.TRAMPLE), state.has(p.id, Kw.DEATHTOUCH))
            for p in state.creatures()}


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(list(MAGIC_EDITIONS)))
def test_random_combats_assign_exactly_power_or_toughness(seed: int, rules: Edition) -> None:
    """Random boards and random (uniform, legal) choices under every edition: whatever a
    creature deals in a damage step adds up to what it assigns — its power, or its toughness
    with the ability — as the step begins (CR 510.1a); and a trampler's damage reaches the
    player only if each creature still blocking it got lethal damage counting all the damage
    assigned to it in the step (702.19b), or all of it went there as though unblocked."""
    rng = np.random.default_rng(seed)
    extra = [Kw.TRAMPLE, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.DEATHTOUCH,
             Kw.ASSIGNS_TOUGHNESS, Kw.AS_THOUGH_UNBLOCKED, Kw.BLOCK_ADDITIONAL, Kw.BLOCK_ANY]
    perms = []
    for player, n in (("A", int(rng.integers(1, 4))), ("B", int(rng.integers(1, 5)))):
        for i in range(n):
            kw = Kw.NONE
            for flag in extra:
                if rng.random() < 0.25:
                    kw |= flag
            perms.append(creature(f"{player}{i}", player, int(rng.integers(0, 6)),
                                  int(rng.integers(1, 6)), kw,
                                  damage=int(rng.integers(0, 2)) if rng.random() < 0.2 else 0))
    state = board(*perms)
    state.rules = rules
    agent = RandomAgent(rng)
    while state.step is not Step.COMBAT_OVER and state.result is None:
        step = state.step
        before = before_damage(state)
        combat = state.combat.clone() if state.combat else None
        seen = len(state.events)
        advance(state, agent)
        if step not in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
            continue
        assert combat is not None
        dealt = [e for e in state.events[seen:] if e["kind"] == "damage"]
        by_source: dict[str, int] = {}
        to: dict[str, int] = {}
        for e in dealt:
            by_source[e["source"]] = by_source.get(e["source"], 0) + e["amount"]
            to[e["target"]] = to.get(e["target"], 0) + e["amount"]
        for source, total in by_source.items():
            assert total == before[source][0], (source, total, before[source])
        for attacker, target in combat.attackers.items():
            amount, _, _, trample, deathtouch = before[attacker]
            if attacker not in combat.blocked or not trample:
                continue
            mine = {e["target"]: e["amount"] for e in dealt if e["source"] == attacker}
            if mine.get(target, 0) in (0, amount):
                continue  # nothing trampled over, or all of it as though unblocked
            for blocker in combat.blocked_by.get(attacker, ()):
                _, toughness, marked, _, _ = before[blocker]
                others = to.get(blocker, 0) - mine.get(blocker, 0)
                need = max(0, toughness - marked - others)
                if deathtouch:
                    need = min(need, 1)
                if any(e["target"] == blocker and e["source"] != attacker
                       and before[e["source"]][4] for e in dealt):
                    need = 0  # 702.2c: another deathtouch source assigned it damage already
                assert mine.get(blocker, 0) >= need, (attacker, blocker, mine)


def _scenario_with_order(order: object, rules: str = "2016") -> Any:
    data = {"rules": rules, "players": {"A": {}, "B": {}},
            "permanents": [{"id": "giant", "controller": "A", "card": "Hill Giant"},
                           {"id": "b1", "controller": "B", "card": "Grizzly Bears"},
                           {"id": "b2", "controller": "B", "card": "Grizzly Bears"}],
            "combat": {"attacks": {"giant": "B"}, "blocks": {"b1": "giant", "b2": "giant"},
                       "damage_order": order}}
    return parse_scenario(data, "x.toml", default_pool())


def test_scenario_damage_order_is_read_and_played() -> None:
    """``combat.damage_order`` reaches the attacking player's scripted agent (CR 509.2)."""
    scenario = _scenario_with_order({"giant": ["b2", "b1"]})
    assert scenario.damage_order == {"giant": ("b2", "b1")}
    state = scenario.state.clone()
    run_combat(state, scenario.agents())
    assert state.combat is None
    assert [e["order"] for e in state.events if e["kind"] == "damage assignment order"] \
        == [("b2", "b1")]


@pytest.mark.parametrize(("order", "message"), [
    ({"nobody": ["b1", "b2"]}, "no permanent with id 'nobody'"),
    ({"b1": ["giant"]}, ""),  # a blocker's order of the attacker it blocks: fine
    ({"giant": ["b1"]}, "exactly once"),
    ({"giant": ["b1", "b1"]}, "exactly once"),
    ({"giant": ["b1", "b2", "b3"]}, "exactly once"),
    ({"giant": "b1"}, "list of creature ids"),
    ({"giant": ["b2", "b1"], "b1": ["b2"]}, "exactly once"),
    (["giant"], "expected a table"),
])
def test_scenario_damage_order_errors(order: object, message: str) -> None:
    if not message:
        _scenario_with_order(order)
        return
    with pytest.raises(ScenarioError, match=message) as err:
        _scenario_with_order(order)
    assert "combat.damage_order" in str(err.value)


def test_scenario_damage_order_needs_a_combatant() -> None:
    data_order = {"giant": ["b2", "b1"]}
    scenario = _scenario_with_order(data_order, rules="current")
    assert scenario.damage_order == {"giant": ("b2", "b1")}  # kept, unused under current
    with pytest.raises(ScenarioError, match="neither attacking"):
                parse_scenario({"players": {"A": {}, "B": {}},
                        "permanents": [{"id": "x", "controller": "A", "card": "Hill Giant"}],
                        "combat": {"damage_order": {"x": []}}}, "y.toml", default_pool())
