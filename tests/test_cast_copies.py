"""Copies of the spell a cast trigger is about (CR 707.10, 603.2): "whenever you cast an
instant or sorcery spell, copy that spell | copy it. You may choose new targets for the copy."
(707.10c). The copy is the trigger controller's; a spell that has left the stack is copied as
it last existed there (608.2h); a trigger that may see a permanent spell is not run (a copy of
a permanent spell becomes a token, 707.10, 111.12: not modelled)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_copies import Retarget

import mtgsim
from sim.model.events import SpellCast, SpellCopied
from sim.model.objects import Zone
from sim.text import FULL, read_card

ECHO = ("Whenever you cast an instant or sorcery spell, copy that spell. You may choose new "
        "targets for the copy.")
MAY_ECHO = ("Whenever you cast an instant or sorcery spell, you may copy that spell. You may "
            "choose new targets for the copy.")
FIRST = ("Whenever you cast your first instant or sorcery spell each turn, copy that spell. "
         "You may choose new targets for the copy.")
THEIRS = "Whenever an opponent casts an instant or sorcery spell, copy it."
SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}
BEARS = {"id": "bears", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}


def echo(text: str, controller: str = "A") -> dict[str, Any]:
    return {"id": "echo", "controller": controller, "name": "Echo", "types": ["Enchantment"],
            "text": text}


def game(text: str, hand: list[dict[str, Any]], actions: list[dict[str, Any]],
         b_hand: list[dict[str, Any]] | None = None, echo_of: str = "A") -> mtgsim.GameState:
    """A's precombat main phase, with ``text`` on an enchantment of ``echo_of``'s."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": hand}, "B": {"hand": b_hand or []}},
                        "permanents": [echo(text, echo_of), BEARS],
                        "combat": {"actions": actions}})


def cast(card: str, target: str, player: str = "A") -> dict[str, Any]:
    return {"step": "precombat_main", "player": player, "cast": card, "targets": [target]}


@pytest.mark.parametrize("text", [ECHO, MAY_ECHO, FIRST, THEIRS, (
    "Whenever you cast an instant or sorcery spell, copy it. You may choose new targets for "
    "the copy.")])
def test_cast_trigger_copies_are_read_whole(text: str) -> None:
    """CR 707.10, 707.10c: read and rendered back."""
    assert read_card(text, "Echo", ("Enchantment",)).status == FULL


@pytest.mark.parametrize("text", [
    "Whenever you cast a creature spell, copy that spell.",
    "Whenever you cast your second spell each turn, copy it.",
    "Whenever Echo attacks, copy it."])
def test_a_copy_that_may_be_of_a_permanent_spell_is_not_run(text: str) -> None:
    """CR 707.10, 111.12: a copy of a permanent spell becomes a token (not modelled); "it" in
    a trigger not about a spell names no spell."""
    assert read_card(text, "Echo", ("Enchantment",)).status != FULL


@plays("Whenever you cast an instant or sorcery spell, copy that spell. You may choose new "
       "targets for the copy.")
@pytest.mark.parametrize("new_target", [None, "bears"])
def test_the_spell_cast_is_copied(new_target: str | None) -> None:
    """CR 707.10, 603.2: casting Shock at B triggers the enchantment; the copy of Shock (not
    cast: one SpellCast) deals 2 damage too — to B again, or to the Bears when its
    controller chooses a new target (707.10c)."""
    state = game(ECHO, [SHOCK], [cast("shock", "B")])
    agent = Retarget(new_target)
    mtgsim.play(state, agent)
    assert agent.asked == 1
    assert sum(isinstance(e, SpellCast) for e in state.events) == 1
    [copied] = [e for e in state.events if isinstance(e, SpellCopied)]
    assert copied.card == "shock" and copied.player == "A"
    assert state.players["B"].life == (18 if new_target else 16)
    assert (state.permanents["bears"].zone is Zone.GRAVEYARD) == (new_target == "bears")


@plays("Whenever you cast an instant or sorcery spell, you may copy that spell. You may "
       "choose new targets for the copy.")
@pytest.mark.parametrize("answer, life", [("yes", 16), ("no", 18)])
def test_you_may_copy_that_spell(answer: str, life: int) -> None:
    """CR 603.5: "you may copy that spell": its controller chooses as it resolves."""
    state = game(MAY_ECHO, [SHOCK], [cast("shock", "B"), {
        "step": "precombat_main", "player": "A", "trigger": "echo", "choices": [answer]}])
    mtgsim.play(state)
    assert state.players["B"].life == life


@plays("Whenever you cast your first instant or sorcery spell each turn, copy that spell. "
       "You may choose new targets for the copy.")
def test_only_the_first_spell_each_turn_is_copied() -> None:
    """CR 707.10, 603.2: the second Shock this turn is not copied: 2 + 2 + 2 damage."""
    second = {**SHOCK, "id": "shock2"}
    state = game(FIRST, [SHOCK, second], [cast("shock", "B"), cast("shock2", "B")])
    mtgsim.play(state)
    assert state.players["B"].life == 14
    assert sum(isinstance(e, SpellCopied) for e in state.events) == 1


@plays("Whenever an opponent casts an instant or sorcery spell, copy it.")
def test_the_copy_of_an_opponents_spell_is_the_trigger_controllers() -> None:
    """CR 707.10: B's enchantment copies A's Shock at B; B controls the copy (the player who
    put it on the stack), and the copy keeps Shock's target (no new targets are offered): B
    takes 2 from each."""
    state = game(THEIRS, [SHOCK], [cast("shock", "B")], echo_of="B")
    mtgsim.play(state)
    [copied] = [e for e in state.events if isinstance(e, SpellCopied)]
    assert copied.player == "B" and copied.targets == ("B",)
    assert state.players["B"].life == 16


def test_a_countered_spell_is_still_copied_as_it_last_existed() -> None:
    """CR 707.10, 608.2h: B counters Shock in response to the trigger; the trigger resolves
    after, and copies Shock as it last existed on the stack: its copy deals 2 damage to B
    (the countered Shock deals none)."""
    no = {"id": "no", "name": "No", "types": ["Instant"], "cost": "{0}",
          "text": "Counter target spell."}
    state = game(ECHO, [SHOCK], [cast("shock", "B"), cast("no", "shock", "B")], b_hand=[no])
    mtgsim.play(state)
    assert state.permanents["shock"].zone is Zone.GRAVEYARD
    assert sum(isinstance(e, SpellCopied) for e in state.events) == 1
    assert state.players["B"].life == 18


@plays("Copy target instant or sorcery spell twice. You may choose new targets for the copies.",
       "Copy target instant or sorcery spell three times.")
@pytest.mark.parametrize("text, copies", [
    ("Copy target instant or sorcery spell twice. You may choose new targets for the copies.",
     2), ("Copy target instant or sorcery spell three times.", 3)])
def test_a_spell_copied_twice_or_three_times(text: str, copies: int) -> None:
    """CR 707.10: "twice" puts two copies of Shock on the stack, "three times" three; each
    deals 2 damage to B (new targets offered for each copy of "copies", 707.10c, kept here)."""
    twin = {"id": "twin", "name": "Twin", "types": ["Instant"], "cost": "{0}", "text": text}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [SHOCK, twin]}, "B": {}},
                         "permanents": [BEARS], "combat": {"actions": [
                             cast("shock", "B"), cast("twin", "shock")]}})
    mtgsim.play(state)
    assert sum(isinstance(e, SpellCopied) for e in state.events) == copies
    assert state.players["B"].life == 20 - 2 * (copies + 1)
