"""Countering spells (CR 701.6a, 115.1, 115.5, 118.12) and spells that can't be countered
(101.2): a spell target is a spell on the stack of the types named; "unless its controller pays
{N}" asks that player."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.events import CostPaid, Countered
from sim.model.objects import Zone
from sim.text import FULL, read_card

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
WALL = {"id": "wall", "controller": "B", "name": "Wall", "power": 0, "toughness": 2}
GROWTH: dict[str, Any] = {"id": "growth", "name": "Growth", "types": ["Instant"], "cost": "{0}",
          "text": "Target creature gets +3/+3 until end of turn."}


def counterspell(text: str) -> dict[str, Any]:
    return {"id": "no", "name": "No", "types": ["Instant"], "cost": "{0}", "text": text}


def game(text: str, growth: dict[str, Any] | None = None, a_mana: str = "{0}",
         target: str = "growth") -> mtgsim.GameState:
    """A's Bears attack, blocked by B's 0/2 Wall; A casts Growth on the Bears after blocks,
    and B answers with ``text`` aimed at ``target``."""
    return mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": [growth or GROWTH], "mana": a_mana},
                    "B": {"hand": [counterspell(text)]}},
        "permanents": [BEARS, WALL],
        "combat": {"attacks": {"bears": "B"}, "blocks": {"wall": "bears"}, "actions": [
            {"step": "declare_blockers", "player": "A", "cast": "growth", "targets": ["bears"]},
            {"step": "declare_blockers", "player": "B", "cast": "no", "targets": [target]}]}})


@pytest.mark.parametrize("text", [
    "Counter target spell.", "Counter target creature spell.",
    "Counter target noncreature spell.", "Counter target instant or sorcery spell.",
    "Counter target spell unless its controller pays {3}."])
def test_counterspells_are_read_whole(text: str) -> None:
    """CR 701.6a, 115.1: each is read and rendered back."""
    assert read_card(text, "No", ("Instant",)).status == FULL


@plays("Counter target spell.")
def test_countering_the_pump_spell() -> None:
    """CR 701.6a: Growth is countered — it leaves the stack without resolving, into its
    owner's graveyard; the Bears stay 2/2 and the 0/2 Wall dies, the Bears survive."""
    state = game("Counter target spell.")
    outcome = mtgsim.play(state)
    assert state.permanents["growth"].zone is Zone.GRAVEYARD
    assert any(isinstance(e, Countered) for e in state.events)
    assert outcome.died == ("wall",)


@plays("Counter target creature spell.", "Counter target instant or sorcery spell.",
       "Counter target noncreature spell.")
@pytest.mark.parametrize("text, legal", [
    ("Counter target creature spell.", False),
    ("Counter target instant or sorcery spell.", True),
    ("Counter target noncreature spell.", True)])
def test_a_spell_target_names_card_types(text: str, legal: bool) -> None:
    """CR 115.1: an instant is not a creature spell (the counterspell can't target it), and is
    an instant or sorcery spell and a noncreature spell."""
    state = game(text)
    if not legal:
        with pytest.raises(IllegalActionError):
            mtgsim.play(state)
        return
    mtgsim.play(state)
    assert state.permanents["growth"].zone is Zone.GRAVEYARD


def test_a_permanent_is_not_a_spell() -> None:
    """CR 115.1 and 112.1: "target spell" can't be a permanent."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(game("Counter target spell.", target="bears"))


@plays("Counter target spell unless its controller pays {3}.")
@pytest.mark.parametrize("mana, countered", [("{3}", False), ("{2}", True)])
def test_counter_unless_its_controller_pays(mana: str, countered: bool) -> None:
    """CR 118.12 and 701.6a: A, who cast Growth, may pay {3}; with {3} the default policy
    pays and Growth resolves; with {2} A can't pay (118.3) and Growth is countered."""
    state = game("Counter target spell unless its controller pays {3}.", a_mana=mana)
    mtgsim.play(state)
    assert any(isinstance(e, Countered) for e in state.events) is countered
    assert any(isinstance(e, CostPaid) for e in state.events) is not countered


@plays("This spell can't be countered.")
def test_a_spell_that_cant_be_countered() -> None:
    """CR 101.2 and 701.6a: the counterspell may target it and resolves, but the spell is not
    countered: it resolves."""
    growth = {**GROWTH, "text": "This spell can't be countered.\n" + GROWTH["text"]}
    state = game("Counter target spell.", growth=growth)
    mtgsim.play(state)
    assert not any(isinstance(e, Countered) for e in state.events)
    assert any(getattr(e, "name", "") == "Growth" and e.kind == "resolves"
               for e in state.events)


@plays("Counter target spell. If that spell is countered this way, exile it instead of putting "
       "it into its owner's graveyard.")
def test_a_counterspell_that_exiles() -> None:
    """CR 701.6a, 614.1a: Growth is countered and goes to exile instead of its owner's
    graveyard; unpumped, the 2/2 Bears still kill the 0/2 Wall."""
    state = game("Counter target spell. If that spell is countered this way, exile it instead "
                 "of putting it into its owner's graveyard.")
    outcome = mtgsim.play(state)
    assert state.permanents["growth"].zone is Zone.EXILE
    assert outcome.died == ("wall",)
