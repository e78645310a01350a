""""You gain life equal to the damage dealt this way" (CR 608.2c, 120.3, 119.3;
``sim.rules.dealt_this_way``, ``sim.text.this_way_text``): the damage the instruction just
before it dealt — all of it, after prevention (615) — read only right after the program's one
damage instruction."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import answers, bear, drive

import mtgsim
from sim import GameState
from sim.text import read_card
from sim.text.oracle import FULL

CORRUPT = ("Corrupt deals damage to any target equal to the number of Swamps you control. You "
           "gain life equal to the damage dealt this way.")
GOD_ETERNALS = ("Enter the God-Eternals deals 4 damage to target creature and you gain life "
                "equal to the damage dealt this way.")


def swamp(pid: str) -> dict[str, Any]:
    return {"id": pid, "controller": "A", "name": "Swamp", "types": ["Land"],
            "subtypes": ["Swamp"], "supertypes": ["Basic"]}


def cast(name: str, text: str, target: str, permanents: tuple[dict[str, Any], ...]
         ) -> GameState:
    """A, at 10 life, casts the sorcery ``name`` for {0} aimed at ``target``; played out."""
    spell = {"id": "spell", "name": name, "types": ["Sorcery"], "cost": "{0}", "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [spell], "life": 10}, "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "spell"}]}})
    state.apply("cast spell")
    drive(state, answers(choose_target=target))
    return state


@plays("Corrupt deals damage to any target equal to the number of Swamps you control. You gain "
       "life equal to the damage dealt this way.")
def test_the_life_gained_is_the_damage_dealt() -> None:
    """CR 608.2c, 120.3a, 119.3: with three Swamps Corrupt deals 3 damage to B, who loses 3
    life, and A gains 3; at a 2/2 the whole 3 is dealt (120.3e: more than its toughness is
    still dealt), A gains 3."""
    lands = (swamp("s1"), swamp("s2"), swamp("s3"))
    state = cast("Corrupt", CORRUPT, "B", (*lands, bear("foe", "B")))
    assert state.players["B"].life == 17 and state.players["A"].life == 13
    state = cast("Corrupt", CORRUPT, "foe", (*lands, bear("foe", "B")))
    assert state.players["A"].life == 13 and state.players["B"].life == 20


@plays("Enter the God-Eternals deals 4 damage to target creature and you gain life equal to "
       "the damage dealt this way.")
def test_prevented_damage_is_not_dealt_this_way() -> None:
    """CR 615.1, 608.2c: the damage a prevention effect prevents is never dealt, so no life is
    gained for it (a creature whose damage is all prevented: none); unprevented, all 4."""
    wall = bear("wall", "B", text="Prevent all damage that would be dealt to this creature.",
                name="Wall")
    state = cast("Enter the God-Eternals", GOD_ETERNALS, "wall", (wall,))
    assert state.players["A"].life == 10 and state.permanents["wall"].damage == 0
    state = cast("Enter the God-Eternals", GOD_ETERNALS, "foe", (bear("foe", "B"),))
    assert state.players["A"].life == 14


def test_read_only_right_after_the_one_damage_instruction() -> None:
    """CR 608.2c: "the damage dealt this way" names what the instruction before it dealt:
    after a draw, or after two damage instructions, it is not read."""
    assert read_card(CORRUPT, "Corrupt", ("Sorcery",)).status == FULL
    for text in ("Draw a card. You gain life equal to the damage dealt this way.",
                 "Probe deals 2 damage to target creature. Probe deals 2 damage to target "
                 "player. You gain life equal to the damage dealt this way."):
        assert read_card(text, "Probe", ("Sorcery",)).status != FULL
