""""<instruction> for each <kind> destroyed this way" (CR 608.2c, 701.8a;
``sim.rules.destroyed_this_way``, ``sim.text.this_way_text.per_destroyed``): the count is of
the permanents the destroy instruction just before it destroyed — not an indestructible one
(702.12b)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import answers, bear, drive

import mtgsim
from sim import GameState
from sim.model.events import CardDrawn
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.oracle import FULL

FUMIGATE = "Destroy all creatures. You gain 1 life for each creature destroyed this way."
DECREE = "Destroy all creatures. Draw a card for each creature destroyed this way."


def cast(text: str, permanents: tuple[dict[str, Any], ...]) -> GameState:
    """A, at 10 life, casts the sorcery ``text`` for {0}; played out."""
    spell = {"id": "spell", "name": "Wrath", "types": ["Sorcery"], "cost": "{0}", "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [spell], "life": 10,
                          "library": [{"name": "Forest", "types": ["Land"]}] * 5}, "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "spell"}]}})
    state.apply("cast spell")
    drive(state, answers())
    return state


@plays("Destroy all creatures. You gain 1 life for each creature destroyed this way.")
def test_life_for_each_creature_destroyed() -> None:
    """CR 701.8a, 702.12b, 608.2c: of three creatures the indestructible one is not destroyed;
    A gains 1 life for each of the two that were (12)."""
    state = cast(FUMIGATE, (bear("a1", "A"), bear("b1", "B"),
                            bear("wall", "B", text="Indestructible")))
    assert state.permanents["a1"].zone is Zone.GRAVEYARD
    assert state.permanents["wall"].zone is Zone.BATTLEFIELD
    assert state.players["A"].life == 12


@plays("Destroy all creatures. Draw a card for each creature destroyed this way.")
def test_a_card_for_each_creature_destroyed() -> None:
    """CR 608.2c, 121.2: three creatures destroyed, A draws three cards; none, none."""
    state = cast(DECREE, (bear("a1", "A"), bear("b1", "B"), bear("b2", "B")))
    assert sum(1 for e in state.events if isinstance(e, CardDrawn) and e.player == "A") == 3
    state = cast(DECREE, ())
    assert not any(isinstance(e, CardDrawn) for e in state.events)


def test_the_kind_counted_is_all_that_was_destroyed() -> None:
    """CR 608.2c: "destroy all artifacts and creatures. ... for each creature destroyed this
    way" would count only some of them: not read; "for each permanent" after it is."""
    assert read_card(FUMIGATE, "Wrath", ("Sorcery",)).status == FULL
    assert read_card("Destroy all artifacts and creatures. You gain 1 life for each creature "
                     "destroyed this way.", "Wrath", ("Sorcery",)).status != FULL
    assert read_card("Destroy all artifacts and enchantments. You gain 2 life for each "
                     "permanent destroyed this way.", "Wrath", ("Sorcery",)).status == FULL
