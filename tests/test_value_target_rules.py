"""A spell target's mana value bounded by a count (``sim.rules.value_targets``; CR 107.3,
202.3): "when ~ enters the battlefield, counter target spell with mana value X or less, where X
is the number of Faeries you control" — X counted as the target is chosen (603.3d) and again as
the ability resolves (608.2b)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone

SPRITE_TEXT = ("Flash\nWhen Sprite enters the battlefield, counter target spell with mana value "
               "X or less, where X is the number of Faeries you control.")


def _game(cost: str, faeries: int, kill: bool = False) -> mtgsim.GameState:
    """A casts Boon (``cost``; A gains 3 life); B holds Sprite (a {0} 1/1 Faerie with flash)
    and controls ``faeries`` other Faeries."""
    boon = {"id": "boon", "name": "Boon", "types": ["Sorcery"], "cost": cost,
            "text": "You gain 3 life."}
    sprite = {"id": "sprite", "name": "Sprite", "types": ["Creature"], "subtypes": ["Faerie"],
              "cost": "{0}", "power": 1, "toughness": 1, "text": SPRITE_TEXT}
    others: list[dict[str, Any]] = [
        {"id": f"f{i}", "controller": "B", "name": "Pixie", "subtypes": ["Faerie"], "power": 1,
         "toughness": 1} for i in range(faeries)]
    hand = [boon] + ([{"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
                       "text": "Destroy target creature."}] if kill else [])
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": hand, "mana": "{3}"},
                                     "B": {"hand": [sprite]}},
                         "permanents": others})
    state.apply("cast boon")
    while state.decision is not None and state.decision.player == "A":
        state.apply("pass")  # (A holding an instant is asked first)
    state.apply("cast sprite")
    return state


def _settle(state: mtgsim.GameState) -> None:
    while state.stack or state.decision is not None and state.step.value == "precombat main" \
            and state.decision.kind == "priority":
        state.apply("pass")


@plays("When ~ enters the battlefield, counter target spell with mana value X or less, where "
       "X is the number of Faeries you control.")
def test_x_counts_the_faeries_with_the_sprite_itself() -> None:
    """CR 107.3, 202.3: B's Sprite enters beside one other Faerie: X is 2, A's mana value 2
    Boon is countered (A gains no life)."""
    state = _game("{2}", 1)
    assert state.decision is not None and state.decision.kind == "choose_target"
    while state.decision is not None and state.decision.kind == "choose_target":
        state.apply("target s1")
    _settle(state)
    assert state.players["A"].life == 20
    assert state.permanents["boon"].zone is Zone.GRAVEYARD


def test_a_spell_above_x_cant_be_targeted() -> None:
    """CR 115.1, 603.3d: with no other Faerie X is 1: A's mana value 2 Boon is no legal target;
    the trigger is removed (no target) and the Boon resolves: A gains 3 life."""
    state = _game("{2}", 0)
    assert state.decision is None or state.decision.kind != "choose_target"
    _settle(state)
    assert state.players["A"].life == 23


def test_x_is_counted_again_as_the_ability_resolves() -> None:
    """CR 608.2b: the trigger targets A's mana value 2 Boon with X = 2; A destroys B's other
    Faerie in response: as the trigger resolves X is 1, the Boon is an illegal target, the
    ability does nothing and the Boon resolves (A gains 3 life)."""
    state = _game("{2}", 1, kill=True)
    while state.decision is not None and state.decision.kind == "priority":
        state.apply("pass")  # A lets the Sprite resolve
    state.apply("target s1")
    while state.decision is not None and state.decision.player != "A":
        state.apply("pass")
    assert len(state.stack) == 2  # the Boon and the trigger
    state.apply("cast kill")
    state.apply("target f0")
    _settle(state)
    assert state.permanents["f0"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 23
