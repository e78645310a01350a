"""Targets a spell requires only if it was kicked (CR 601.2c, 702.33d;
``sim.text.instead_text.with_kicked_targets``, ``sim.rules.targeted_costs.unrequired``): the
target of "If this spell was kicked, destroy target land." is chosen only when the spell is
kicked; unkicked, the spell is cast as though it did not require it."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.objects import Zone
from sim.model.stack_objects import NO_TARGET
from sim.text import FULL, read_card

TEXT = "Destroy target artifact. If this spell was kicked, destroy target land."
SLIDE = {"name": "Slide", "types": ["Sorcery"], "cost": "{R}", "text": f"Kicker {{2}}\n{TEXT}"}
ROCK = {"id": "rock", "controller": "B", "name": "Rock", "types": ["Artifact"]}
MOUNTAIN = {"id": "m", "controller": "B", "name": "Mountain", "types": ["Land"]}


def game(permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """A, in their precombat main phase with {R}{R}{R}, holds Slide."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"hand": [SLIDE], "mana": "{R}{R}{R}"}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def test_the_kicked_sentences_target_is_marked() -> None:
    """CR 601.2c: the land target is required only if kicked; the artifact always."""
    reading = read_card(f"Kicker {{2}}\n{TEXT}", "Slide", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported
    assert reading.spell is not None
    assert [spec.kicked for spec in reading.spell.targets] == [False, True]


@plays(TEXT)
@pytest.mark.parametrize("kick", [True, False])
def test_the_land_is_a_target_only_when_kicked(kick: bool) -> None:
    """CR 601.2c, 702.33d: kicked, A chooses the land too and both are destroyed; not
    kicked, the land target is left empty (the only choice, "none") and the land stays."""
    state = game([ROCK, MOUNTAIN])
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    state.apply("target rock")
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_TARGET
    assert decision.options == (("m",) if kick else (NO_TARGET,))
    state.apply(f"target {'m' if kick else NO_TARGET}")
    resolve(state)
    assert state.permanents["rock"].zone is Zone.GRAVEYARD
    assert state.permanents["m"].zone is (Zone.GRAVEYARD if kick else Zone.BATTLEFIELD)


def test_without_a_land_only_unkicked() -> None:
    """CR 601.2c: with no land the spell is still castable unkicked (it doesn't require the
    land then), and kicking — which would require one — is not offered."""
    state = game([ROCK])
    assert 'cast "A:hand:1"' in [str(a) for a in state.legal_actions()]
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_TARGET
    assert decision.options == ("rock",)
