"""A cost reduction counting the creatures that attacked this turn (CR 601.2f, 508.1): "this
spell costs {1} less to cast for each creature that attacked this turn" — each creature
declared as an attacker this turn, any player's, once however many combats it attacked in,
and still counted once it has left the battlefield."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import to

import mtgsim
from sim.model.objects import Step, Zone
from sim.rules.cost_changes import change
from sim.text import FULL, read_card

FRENZY = ("This spell costs {1} less to cast for each creature that attacked this turn.\n"
          "Frenzy deals 5 damage to target creature.")


def creature(cid: str, controller: str) -> dict[str, Any]:
    """A 2/2 of ``controller``'s."""
    return {"id": cid, "controller": controller, "name": "Bear", "power": 2, "toughness": 2}


MOUNTAIN = {"name": "Mountain", "types": ["Land"], "subtypes": ["Mountain"], "controller": "A"}


def game(more: dict[str, Any] | None = None) -> mtgsim.GameState:
    """A's turn, beginning of combat: A's a1, a2, a3 and three Mountains, B's b1; A holds
    Frenzy ({4}{R})."""
    frenzy = {"id": "frenzy", "name": "Frenzy", "types": ["Instant"], "cost": "{4}{R}",
              "text": FRENZY}
    lands = [{**MOUNTAIN, "id": f"m{i}"} for i in range(3)]
    library = [{"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}] * 3
    return mtgsim.load({"active_player": "A", "step": "beginning of combat",
                        "permanents": [creature("a1", "A"), creature("a2", "A"),
                                       creature("a3", "A"), creature("b1", "B"), *lands],
                        "players": {"A": {"hand": [frenzy], "library": library},
                                    "B": {"library": library}}, **(more or {})})


def test_attacked_reduction_is_read_whole() -> None:
    """CR 601.2f: read and rendered back."""
    assert read_card(FRENZY, "Frenzy", ("Instant",)).status == FULL


@plays("This spell costs {1} less to cast for each creature that attacked this turn.",
       "Frenzy deals 5 damage to target creature.")
@pytest.mark.parametrize(("attack", "ok"), [
    ("attack a1=B", False), ("attack a1=B a2=B", True), ("attack a1=B a2=B a3=B", True)])
def test_one_less_for_each_attacker(attack: str, ok: bool) -> None:
    """CR 601.2f, 508.1: after declaring attackers A has three Mountains: Frenzy ({4}{R}) is
    castable once two creatures attacked ({2}{R}); it kills B's b1."""
    state = to(game(), "declare_attackers")
    state.apply(attack)
    from sim.rules.casting import castable_now
    assert castable_now(state, "A", "frenzy") is ok
    if ok:
        to(state, "priority", Step.DECLARE_ATTACKERS, "A")
        state.apply("cast frenzy")
        state.apply("target b1")
        while state.stack:
            state.apply("pass")
        assert state.permanents["b1"].zone is Zone.GRAVEYARD


def test_an_attacker_gone_still_counts_and_a_new_turn_forgets() -> None:
    """CR 508.1, 400.7: a creature that attacked and then left the battlefield still
    attacked this turn; the next turn, none has (500.1)."""
    state = to(game({"until": "end of game", "turn_limit": 2}), "declare_attackers")
    state.apply("attack a1=B a2=B")
    card = state.permanents["frenzy"].card
    assert change(state, "A", card) == -2
    state.move("a1", Zone.GRAVEYARD)
    assert change(state, "A", card) == -2
    to(state, "declare_attackers")  # B's turn
    assert state.active == "B" and change(state, "A", card) == 0
