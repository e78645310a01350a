"""Spell targets with a mana value bound (CR 115.1, 202.3): "counter target spell with mana
value 2 or less", "copy target instant or sorcery spell with mana value 4 or less" — the
spell's mana value on the stack, X its chosen value (202.3e), checked as the target is chosen
and as the spell resolves (608.2b)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.events import SpellCopied
from sim.text import FULL, read_card

PIERCE = "Counter target spell with mana value 2 or less."
EXPAND = ("Copy target instant or sorcery spell with mana value 4 or less. You may choose new "
          "targets for the copy.")


def gain(cost: str) -> dict[str, Any]:
    """A sorcery of A's costing ``cost``: A gains 3 life (X life, with {X} in its cost)."""
    return {"id": "boon", "name": "Boon", "types": ["Sorcery"], "cost": cost,
            "text": "You gain X life." if "X" in cost else "You gain 3 life."}


def game(cost: str, b_text: str, mana: str, x: int = 0) -> mtgsim.GameState:
    """A's main phase: A casts Boon (``cost``, X = ``x``) with ``mana``; B holds an instant
    {U} with ``b_text`` and {U}."""
    spell = {"id": "answer", "name": "Answer", "types": ["Instant"], "cost": "{U}",
             "text": b_text}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [gain(cost)], "mana": mana},
                                     "B": {"hand": [spell], "mana": "{U}"}}})
    state.apply("cast boon")
    if x:
        state.apply(f"x {x}")
    return state


@pytest.mark.parametrize("text", [PIERCE, EXPAND, "Counter target creature spell with mana "
                                                   "value 3 or less."])
def test_mana_value_targets_are_read_whole(text: str) -> None:
    """CR 115.1, 202.3: read and rendered back."""
    assert read_card(text, "Answer", ("Instant",)).status == FULL


@plays("Counter target spell with mana value 2 or less.")
@pytest.mark.parametrize(("cost", "x", "countered"), [
    ("{2}", 0, True), ("{3}", 0, False), ("{X}", 2, True), ("{X}{1}", 2, False)])
def test_only_a_spell_of_mana_value_two_or_less_is_targeted(cost: str, x: int,
                                                            countered: bool) -> None:
    """CR 115.1, 202.3, 202.3e: B may counter Boon only when its mana value on the stack is 2
    or less ({X} with X = 2 is 2, {X}{1} is 3); otherwise B has no legal target, can't cast
    the counter (601.2c), and Boon resolves."""
    state = game(cost, PIERCE, "{3}" if not x else cost.replace("{X}", "{2}"), x)
    if countered:
        assert state.decision is not None and state.decision.player == "B"
        assert CastSpell("answer") in state.legal_actions()
        state.apply("cast answer")
        state.apply("target s1")
    while state.stack or state.decision is not None and state.decision.player == "B" and \
            state.step.value == "precombat main":
        state.apply("pass")
    assert state.players["A"].life == (20 if countered else 20 + (x or 3))


@plays("Copy target instant or sorcery spell with mana value 4 or less. You may choose new "
       "targets for the copy.")
@pytest.mark.parametrize(("cost", "copied"), [("{4}", True), ("{5}", False)])
def test_a_copy_of_a_spell_of_mana_value_four_or_less(cost: str, copied: bool) -> None:
    """CR 707.10, 202.3: B copies A's Boon (mana value 4): the copy is B's, B gains 3 life;
    a mana value 5 Boon can't be targeted."""
    state = game(cost, EXPAND, "{5}")
    assert (CastSpell("answer") in state.legal_actions()) is copied
    if copied:
        state.apply("cast answer")
        state.apply("target s1")
    while state.stack:
        state.apply("pass")
    assert any(isinstance(e, SpellCopied) for e in state.events) is copied
    assert state.players["B"].life == (23 if copied else 20)
