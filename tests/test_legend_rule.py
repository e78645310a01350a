"""The legend rule (CR 704.5j; ``sim.rules.legend_rule``): a player who controls two or more
legendary permanents with the same name chooses one; the rest are put into their owners'
graveyards as a state-based action — not destroyed, so indestructible doesn't save them."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import Died
from sim.model.objects import Zone
from sim.testing.checker import check


def legend(pid: str, controller: str, name: str = "Isamaru", **more: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": name, "supertypes": ["Legendary"],
            "power": 2, "toughness": 2, **more}


def board(*permanents: dict[str, Any]) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                        "permanents": list(permanents), "combat": {"attacks": {}}})


@pytest.mark.parametrize("kept, gone", [("i1", "i2"), ("i2", "i1")])
def test_the_controller_keeps_one(kept: str, gone: str) -> None:
    """CR 704.5j: A, who controls two Isamarus, chooses which to keep (both are offered); the
    other dies (put into its owner's graveyard, 700.4); B's Isamaru is another player's."""
    state = board(legend("i1", "A"), legend("i2", "A", counters={"+1/+1": 1}),
                  legend("i3", "B"))
    decision = state.decision
    assert decision is not None and decision.player == "A"
    assert decision.kind is DecisionKind.CHOOSE_PERMANENT and "704.5j" in decision.prompt
    assert sorted(str(a) for a in state.legal_actions()) == ["permanent i1", "permanent i2"]
    state.apply(next(a for a in state.legal_actions() if str(a) == f"permanent {kept}"))
    mtgsim.play(state)
    zones = {p: state.permanents[p].zone for p in ("i1", "i2", "i3")}
    assert zones == {kept: Zone.BATTLEFIELD, gone: Zone.GRAVEYARD, "i3": Zone.BATTLEFIELD}
    assert [e.permanent for e in state.events if isinstance(e, Died)] == [gone]


def test_indestructible_doesnt_help() -> None:
    """CR 704.5j: the rest are put into the graveyard, not destroyed (702.12b)."""
    state = board(legend("i1", "A", text="Indestructible"),
                  legend("i2", "A", text="Indestructible"))
    state.apply(next(a for a in state.legal_actions() if str(a) == "permanent i2"))
    mtgsim.play(state)
    assert state.permanents["i1"].zone is Zone.GRAVEYARD


def test_other_names_and_nonlegendary_twins_are_left_alone() -> None:
    """CR 704.5j, 201.2: different names, or the same name without the supertype: nothing."""
    plain = {"id": "b1", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
    state = board(legend("i1", "A"), legend("k1", "A", name="Kiki"), plain,
                  {**plain, "id": "b2"})
    assert state.decision is None or state.decision.kind is not DecisionKind.CHOOSE_PERMANENT
    mtgsim.play(state)
    assert all(p.zone is Zone.BATTLEFIELD for p in state.permanents.values())


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_answers_the_legend_rule(seed: int) -> None:
    """The checker plays the legend rule's choice at random and checks every decision."""
    report = check(board(legend("i1", "A"), legend("i2", "A"), legend("j1", "B", "Jaya"),
                         legend("j2", "B", "Jaya")), np.random.default_rng(seed))
    assert DecisionKind.CHOOSE_PERMANENT in report.kinds


def test_a_second_copy_cast() -> None:
    """CR 704.5j, 704.3: A casts a second Isamaru; as it resolves and A would receive
    priority, A chooses one to keep (the default agent answers): one of them dies, by the
    legend rule."""
    card = {"id": "new", "name": "Isamaru", "types": ["Creature"], "supertypes": ["Legendary"],
            "cost": "{0}", "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [card]}, "B": {}},
                         "permanents": [legend("old", "A")],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "new"}]}})
    mtgsim.play(state)
    zones = sorted(state.permanents[p].zone.value for p in ("old", "new"))
    assert zones == ["battlefield", "graveyard"]
    assert [e.reason for e in state.events if isinstance(e, Died)] == [
        "the legend rule (CR 704.5j)"]
