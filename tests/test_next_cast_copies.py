"""Delayed triggered abilities on the next spell cast (CR 603.7a, c): "when you cast your next
instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy."
(Doublecast, Teach by Example), "when you next cast an instant or sorcery spell with mana value
4 or less this turn, copy that spell" (Dual Strike). The ability triggers once, on its
controller's next spell of its kind cast that turn (603.7c; a copy is not cast, 707.10), and
is gone at the turn's end untriggered."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_copies import Retarget

import mtgsim
from sim.model.events import SpellCast, SpellCopied
from sim.model.objects import Zone
from sim.rules.delayed import fire
from sim.text import FULL, read_card

DOUBLE = ("When you cast your next instant or sorcery spell this turn, copy that spell. You "
          "may choose new targets for the copy.")
DUAL = ("When you next cast an instant or sorcery spell with mana value 4 or less this turn, "
        "copy that spell. You may choose new targets for the copy.")
TWICE = ("When you next cast an instant or sorcery spell this turn, copy that spell twice. You "
         "may choose new targets for the copies.")
#: sorceries: each scripted cast waits for an empty stack (CR 307.1), so Double has resolved
SHOCK = {"name": "Shock", "types": ["Sorcery"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}
BIG = {"id": "big", "name": "Big Shock", "types": ["Sorcery"], "cost": "{5}",
       "text": "Big Shock deals 3 damage to any target."}
BEARS = {"id": "bears", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}


def double(text: str) -> dict[str, Any]:
    """The sorcery creating the delayed ability."""
    return {"id": "double", "name": "Double", "types": ["Sorcery"], "cost": "{0}", "text": text}


def game(text: str, hand: list[dict[str, Any]], casts: list[str],
         mana: str = "") -> mtgsim.GameState:
    """A's precombat main phase: A casts ``double(text)``, then ``casts`` (each at B)."""
    actions: list[dict[str, Any]] = [
        {"step": "precombat_main", "player": "A", "cast": "double"}]
    actions += [{"step": "precombat_main", "player": "A", "cast": c, "targets": ["B"]}
                for c in casts]
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": [double(text), *hand], "mana": mana},
                                    "B": {}},
                        "permanents": [BEARS], "combat": {"actions": actions}})


@pytest.mark.parametrize("text", [DOUBLE, DUAL, TWICE, (
    "When you cast your next instant or sorcery spell this turn, copy that spell.")])
def test_next_cast_copies_are_read_whole(text: str) -> None:
    """CR 603.7a, 707.10c: read and rendered back."""
    assert read_card(text, "Double", ("Sorcery",)).status == FULL


def test_a_next_permanent_spell_is_not_read() -> None:
    """CR 707.10, 111.12: a copy of a permanent spell becomes a token (not modelled)."""
    text = "When you cast your next creature spell this turn, copy that spell."
    assert read_card(text, "Double", ("Sorcery",)).status != FULL


@plays("When you cast your next instant or sorcery spell this turn, copy that spell. You "
       "may choose new targets for the copy.")
@pytest.mark.parametrize("new_target", [None, "bears"])
def test_the_next_spell_is_copied_once(new_target: str | None) -> None:
    """CR 603.7a, c, 707.10: Double resolves (no copy: nothing cast yet); the next Shock cast
    triggers the delayed ability, which copies it (a copy, not cast: two SpellCasts for the
    two Shocks, 707.10) — at B again, or at the Bears when a new target is chosen (707.10c);
    the second Shock is not copied (the ability triggered once and is gone, 603.7c)."""
    shocks = [{**SHOCK, "id": "s1"}, {**SHOCK, "id": "s2"}]
    state = game(DOUBLE, shocks, ["s1", "s2"])
    agent = Retarget(new_target)
    mtgsim.play(state, agent)
    assert sum(isinstance(e, SpellCast) for e in state.events) == 3
    [copied] = [e for e in state.events if isinstance(e, SpellCopied)]
    assert copied.card == "s1" and copied.player == "A"
    assert state.players["B"].life == (16 if new_target else 14)
    assert (state.permanents["bears"].zone is Zone.GRAVEYARD) == (new_target == "bears")
    assert not state.delayed


@plays("When you next cast an instant or sorcery spell with mana value 4 or less this "
       "turn, copy that spell. You may choose new targets for the copy.")
def test_a_spell_of_greater_mana_value_does_not_trigger_it() -> None:
    """CR 603.7c, 202.3: Big Shock (mana value 5) is not "4 or less": not copied, and the
    ability keeps waiting; the Shock after it (0) is copied: 3 + 2 + 2."""
    state = game(DUAL, [BIG, {**SHOCK, "id": "s1"}], ["big", "s1"], mana="{5}")
    mtgsim.play(state)
    assert [e.card for e in state.events if isinstance(e, SpellCopied)] == ["s1"]
    assert state.players["B"].life == 13


@plays("When you next cast an instant or sorcery spell this turn, copy that spell twice. "
       "You may choose new targets for the copies.")
def test_copied_twice() -> None:
    """CR 707.10: "copy that spell twice": two copies, 2 + 2 + 2."""
    state = game(TWICE, [{**SHOCK, "id": "s1"}], ["s1"])
    mtgsim.play(state)
    assert sum(isinstance(e, SpellCopied) for e in state.events) == 2
    assert state.players["B"].life == 14


def test_gone_when_the_turn_ends() -> None:
    """CR 603.7a: "this turn": a new turn begun, the ability is gone untriggered."""
    state = game(DOUBLE, [], [])
    mtgsim.play(state)
    assert len(state.delayed) == 1
    state.turn += 1
    fire(state, "upkeep")
    assert not state.delayed
