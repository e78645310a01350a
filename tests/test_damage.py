"""sim.damage: combat damage assignment (CR 510.1, 702.19 trample, 702.2c deathtouch), the
default assignment policy, and dealing damage (CR 120)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

import pytest
from boards import board, creature, planeswalker
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import DamageEvent, DamagePipeline, DamageRequest, Effect, GameState, Kw, Step, Zone
from sim.damage import (
    damage_event,
    deal_damage,
    default_assignment,
    lethal_damage,
    validate_assignment,
)
from sim.state import LOYALTY


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
