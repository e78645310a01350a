"""Riot (CR 702.136a: "You may have this permanent enter with an additional +1/+1 counter on
it. If you don't, it gains haste.") and unleash (702.98a: the same choice, and "This permanent
can't block as long as it has a +1/+1 counter on it."): the controller chooses as the
permanent spell resolves (a ``choose_quality`` decision; ``sim.rules.riot``)."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays

import mtgsim
from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState
from sim.engine.agents import Agent, DefaultAgent
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Step, Zone
from sim.testing.checker import check
from sim.text import FULL, read_card
from sim.text.render import text as rendered


def game(keyword: str, cast: bool = True, blocker: bool = False) -> GameState:
    """A casts a {0} 2/2 "Hothead" with ``keyword`` in its precombat main phase; B has a 2/2
    (``blocker``: B attacks A on B's turn instead, A's Hothead already on the battlefield)."""
    creature = {"id": "hothead", "name": "Hothead", "power": 2, "toughness": 2, "cost": "{0}",
                "text": keyword}
    raider = {"id": "raider", "controller": "B", "card": "Grizzly Bears"}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [creature]}, "B": {}},
        "permanents": [raider], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "hothead"}]}})
    if cast:
        state.apply("cast hothead")
    return state


def resolve(state: GameState, choice: str) -> GameState:
    """Play on until the Hothead is on the battlefield, answering ``choice``."""
    while state.permanents["hothead"].zone is not Zone.BATTLEFIELD:
        d = state.decision
        assert d is not None
        if d.kind == "choose_quality":
            assert d.options[0] in ("counter", "done")  # the default: first
            state.apply(f"quality {choice}")
        else:
            state.apply("pass")
    return state


@pytest.mark.parametrize("keyword", ["Riot", "Unleash"])
def test_read_as_a_parameter_and_rendered_back(keyword: str) -> None:
    """CR 702.136a, 702.98a: the keyword is read (its reminder text aside) and renders back."""
    reading = read_card(f"{keyword} (You may have this creature enter with an additional "
                        "+1/+1 counter on it.)", "Hothead")
    assert reading.status == FULL
    assert rendered(reading.clauses[0][1]).lower() == keyword.lower()


@plays("Riot")
def test_riot_counter_or_haste() -> None:
    """CR 702.136a: choosing the counter, the Hothead enters a 3/3 without haste (302.6: it
    can't attack this turn); choosing not to, it enters 2/2 with haste and attacks."""
    state = resolve(game("Riot"), "counter")
    hothead = state.permanents["hothead"]
    assert hothead.counters.get(PLUS) == 1 and state.power("hothead") == 3
    assert not state.has("hothead", Kw.HASTE)
    state = resolve(game("Riot"), "haste")
    assert not state.permanents["hothead"].counters.get(PLUS)
    assert state.has("hothead", Kw.HASTE)
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")
    state.apply("attack hothead=B")
    assert state.combat is not None and "hothead" in state.combat.attackers


@plays("Unleash")
def test_unleash_with_a_counter_cant_block() -> None:
    """CR 702.98a: with its counter the Hothead is a 3/3 that can't block (509.1b); without,
    a 2/2 that blocks; no haste either way."""
    state = resolve(game("Unleash"), "counter")
    assert state.power("hothead") == 3 and not state.has("hothead", Kw.HASTE)
    state.step = Step.DECLARE_BLOCKERS
    assert "702.98a" in str(blockable(state))
    state = resolve(game("Unleash"), "none")
    assert state.power("hothead") == 2 and not blockable(state)


def blockable(state: GameState) -> list[object]:
    """Why A's Hothead can't block (none: it can)."""
    from sim.legality.problems import blocker_problems
    return [v.rule for v in blocker_problems(state, "hothead")]


def test_unleash_blocked_in_a_game() -> None:
    """CR 702.98a, 509.1b: in B's combat, A's unleashed Hothead (with its counter) can't be
    declared as a blocker."""
    creature = {"id": "hothead", "controller": "A", "name": "Hothead", "power": 2,
                "toughness": 2, "text": "Unleash", "counters": {"+1/+1": 1}}
    state = mtgsim.load({"active_player": "B", "players": {"A": {}, "B": {}}, "permanents": [
        creature, {"id": "raider", "controller": "B", "card": "Grizzly Bears"}],
        "combat": {"attacks": {"raider": "A"}}})
    while state.decision is not None and state.decision.kind != "declare_blockers":
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError):
        state.apply("block hothead=raider")


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_the_riot_choice(agent: str) -> None:
    """CR 702.136a: the default, heuristic and random policies answer the choice."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(5))}
    policy = policies[agent]
    state = game("Riot")
    while state.permanents["hothead"].zone is not Zone.BATTLEFIELD:
        assert state.decision is not None
        state.apply(policy.act(state, state.decision, state.legal_actions()))
    assert state.permanents["hothead"].counters.get(PLUS) or state.has("hothead", Kw.HASTE)


def test_the_conformance_checker_plays_riot() -> None:
    """CR 702.136a: the conformance checker plays the choice and checks it."""
    kinds: set[str] = set()
    for seed in range(6):
        kinds |= set(check(game("Riot", cast=False), np.random.default_rng(seed)).kinds)
    assert "choose_quality" in kinds, kinds


# --- tribute N (CR 702.104) ------------------------------------------------------------------

DEMOLOK = ("Tribute 2\nWhen Hothead enters the battlefield, if tribute wasn't paid, "
           "destroy target noncreature permanent.")
ROCK = {"id": "rock", "controller": "B", "name": "Rock", "types": ["Artifact"], "cost": "{1}"}


def tribute_game(players: tuple[str, ...] = ("A", "B"), cast: bool = True) -> GameState:
    """A casts a {0} 2/2 "Hothead" with tribute 2 and "if tribute wasn't paid, destroy target
    noncreature permanent"; B has an artifact."""
    creature = {"id": "hothead", "name": "Hothead", "power": 2, "toughness": 2, "cost": "{0}",
                "text": DEMOLOK}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {p: ({"hand": [creature]} if p == "A" else {}) for p in players},
        "permanents": [ROCK], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "hothead"}]}})
    if cast:
        state.apply("cast hothead")
    return state


def pay_tribute(state: GameState, answer: str, opponent: str = "") -> list[str]:
    """Play on to the end, answering tribute's choices; who was asked each."""
    asked: list[str] = []
    while state.decision is not None:
        d = state.decision
        if d.kind == "choose_quality":
            asked.append(d.player)
            state.apply(f"quality {opponent if d.player == 'A' else answer}")
        elif d.kind == "priority":
            state.apply("pass")
        else:
            state.apply(state.legal_actions()[0])
    return asked


@plays("Tribute 2", "When Hothead enters the battlefield, if tribute wasn't paid, destroy "
       "target noncreature permanent.")
def test_tribute_paid_or_not() -> None:
    """CR 702.104a: the opponent (B, the only one) chooses: paying, the Hothead enters with
    two +1/+1 counters and its "if tribute wasn't paid" ability doesn't trigger (603.4: B's
    artifact stays); declining, it enters a 2/2 and the ability destroys the artifact
    (702.104b)."""
    state = tribute_game()
    assert pay_tribute(state, "tribute") == ["B"]
    assert state.permanents["hothead"].counters.get(PLUS) == 2
    assert state.permanents["rock"].zone is Zone.BATTLEFIELD
    state = tribute_game()
    pay_tribute(state, "none")
    assert not state.permanents["hothead"].counters.get(PLUS)
    assert state.permanents["hothead"].tribute_unpaid
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


def test_tribute_with_several_opponents() -> None:
    """CR 702.104a: with two opponents A chooses one (C), and C, not B, decides."""
    state = tribute_game(("A", "B", "C"))
    assert pay_tribute(state, "tribute", opponent="C") == ["A", "C"]
    assert state.permanents["hothead"].counters.get(PLUS) == 2


def test_the_conformance_checker_plays_tribute() -> None:
    """CR 702.104a: the conformance checker plays tribute's choice (the opponent's) and checks
    it."""
    kinds: set[str] = set()
    for seed in range(6):
        kinds |= set(check(tribute_game(cast=False), np.random.default_rng(seed)).kinds)
    assert "choose_quality" in kinds, kinds


# --- devour N (CR 702.82a) -------------------------------------------------------------------

def devour_game(cast: bool = True) -> GameState:
    """A casts a {0} 3/3 "Hothead" with devour 2, controlling two Grizzly Bears."""
    creature = {"id": "hothead", "name": "Hothead", "power": 3, "toughness": 3, "cost": "{0}",
                "text": "Devour 2"}
    bears = [{"id": f"bear{k}", "controller": "A", "card": "Grizzly Bears"} for k in (1, 2)]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn", "players": {"A": {"hand": [creature]},
                                                                  "B": {}},
        "permanents": bears, "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "hothead"}]}})
    if cast:
        state.apply("cast hothead")
    return state


@plays("Devour 2")
def test_devour_sacrifices_any_number() -> None:
    """CR 702.82a: A chooses creatures one at a time (the Hothead, still a spell, is never
    among them) until done; those are sacrificed and it enters with 2 +1/+1 counters for
    each: one Bear, two counters; none, none."""
    state = devour_game()
    asked: list[tuple[str, ...]] = []
    while state.permanents["hothead"].zone is not Zone.BATTLEFIELD:
        d = state.decision
        assert d is not None
        if d.kind == "choose_quality":
            asked.append(d.options)
            state.apply("quality " + ("bear1" if len(asked) == 1 else "done"))
        else:
            state.apply("pass")
    assert asked == [("done", "bear1", "bear2"), ("done", "bear2")]
    assert state.permanents["bear1"].zone is Zone.GRAVEYARD
    assert state.permanents["bear2"].zone is Zone.BATTLEFIELD
    assert state.permanents["hothead"].counters.get(PLUS) == 2
    state = resolve(devour_game(), "done")
    assert not state.permanents["hothead"].counters.get(PLUS)
    assert state.permanents["bear1"].zone is Zone.BATTLEFIELD


def test_devouring_every_creature() -> None:
    """CR 702.82a: both Bears devoured (none left to choose: the choice ends), four
    counters."""
    state = devour_game()
    while state.permanents["hothead"].zone is not Zone.BATTLEFIELD:
        d = state.decision
        assert d is not None
        state.apply(f"quality {d.options[1]}" if d.kind == "choose_quality" else "pass")
    assert state.permanents["hothead"].counters.get(PLUS) == 4


def test_the_conformance_checker_plays_devour() -> None:
    """CR 702.82a: the conformance checker plays devour's choices and checks them."""
    kinds: set[str] = set()
    for seed in range(6):
        kinds |= set(check(devour_game(cast=False), np.random.default_rng(seed)).kinds)
    assert "choose_quality" in kinds, kinds
