"""Morbid-like cost reductions (CR 601.2f, 700.4): "this spell costs {1} less to cast for each
creature that died this turn", "... {3} less to cast if a creature died this turn" — any
player's creatures, counted as the cost is determined."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.events import CostPaid
from sim.text import FULL, read_card

EACH = "This spell costs {1} less to cast for each creature that died this turn."
IF = "This spell costs {3} less to cast if a creature died this turn."
KILL = {"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
        "text": "Destroy target creature."}


def spell(reduction: str) -> dict[str, Any]:
    """A {4}{B} sorcery with ``reduction``."""
    return {"id": "rebirth", "name": "Rebirth", "types": ["Sorcery"], "cost": "{4}{B}",
            "text": f"{reduction}\nYou gain 4 life."}


def game(reduction: str, mana: str, kills: int) -> mtgsim.GameState:
    """A's main phase: A has killed ``kills`` of B's creatures (a Kill each), then holds the
    spell with ``reduction`` and ``mana``."""
    bears = [{"id": f"bear{i}", "controller": "B", "name": "Bear", "power": 2, "toughness": 2}
             for i in range(3)]
    kill = [{**KILL, "id": f"kill{i}"} for i in range(kills)]
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": bears,
                         "players": {"A": {"hand": [*kill, spell(reduction)], "mana": mana},
                                     "B": {}}})
    for i in range(kills):
        state.apply(f'cast "kill{i}"')
        state.apply(f'target "bear{i}"')
        while state.stack:
            state.apply("pass")
    return state


def castable(state: mtgsim.GameState) -> bool:
    """Whether A may cast the spell now."""
    return CastSpell("rebirth") in state.legal_actions()


@pytest.mark.parametrize("text", [EACH, IF])
def test_died_reductions_are_read_whole(text: str) -> None:
    """CR 601.2f: read and rendered back."""
    assert read_card(f"{text}\nYou gain 4 life.", "Rebirth", ("Sorcery",)).status == FULL


@plays("This spell costs {1} less to cast for each creature that died this turn.")
@pytest.mark.parametrize(("kills", "mana", "ok"), [
    (0, "{2}{B}", False), (1, "{2}{B}", False), (2, "{2}{B}", True), (3, "{1}{B}", True)])
def test_one_less_for_each_creature_that_died(kills: int, mana: str, ok: bool) -> None:
    """CR 601.2f, 700.4: {4}{B} less {1} for each of B's Bears destroyed this turn."""
    state = game(EACH, mana, kills)
    assert castable(state) is ok
    if ok:
        state.apply('cast "rebirth"')
        while state.stack:
            state.apply("pass")
        assert state.players["A"].life == 24
        assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 5 - kills


@plays("This spell costs {3} less to cast if a creature died this turn.")
@pytest.mark.parametrize(("kills", "ok"), [(0, False), (1, True), (2, True)])
def test_three_less_if_a_creature_died(kills: int, ok: bool) -> None:
    """CR 601.2f, 700.4: {3} less once any creature died this turn, however many did."""
    state = game(IF, "{1}{B}", kills)
    assert castable(state) is ok
