"""Damage equal to the total power of the creatures a destroy instruction acted on (CR 608.2c,
608.2h, 603.10a; ``sim.rules.destroyed_this_way.damage_destroyed_power``): "Destroy all
creatures target opponent controls. ~ deals damage to that player equal to their total power" —
the group of a target player's creatures (115.10, 115.1), each power as it last existed on the
battlefield."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

ULTIMATE = ("Destroy all creatures target opponent controls. Pirate deals damage to that "
            "player equal to their total power.")
WALKER_TEXT = f"[−11]: {ULTIMATE}"


def _creature(pid: str, owner: str, power: int, text: str = "") -> dict[str, Any]:
    made: dict[str, Any]
    made = {"id": pid, "controller": owner, "name": f"Beast {pid}", "types": ["Creature"],
            "power": power, "toughness": power}
    return {**made, "text": text} if text else made


def _game(*creatures: dict[str, Any]) -> mtgsim.GameState:
    """A's precombat main phase: A's planeswalker Pirate with 12 loyalty, ``creatures``."""
    pirate = {"id": "pirate", "controller": "A", "name": "Pirate", "types": ["Planeswalker"],
              "subtypes": ["Angrath"], "loyalty": 12, "text": WALKER_TEXT}
    library = [{"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}] * 3
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [pirate, *creatures],
                        "players": {"A": {"library": library}, "B": {"library": library},
                                    "C": {"library": library}}})


def _ultimate(state: mtgsim.GameState, opponent: str = "B") -> mtgsim.GameState:
    """A activates the −11 targeting ``opponent``; everyone passes until it resolved."""
    state.apply("activate pirate 0")
    assert "target A" not in [str(a) for a in state.legal_actions()]  # an opponent (115.1)
    state.apply(f"target {opponent}")
    while state.stack:
        state.apply("pass")
    return state


def test_read_whole() -> None:
    """CR 115.1, 608.2h: the two sentences are read and rendered back."""
    assert read_card(WALKER_TEXT, "Pirate", ("Planeswalker",)).status == FULL
    assert read_card(ULTIMATE.replace("creatures", "artifacts"), "Pirate",
                     ("Sorcery",)).status != FULL  # an artifact has no power (208.3)


@plays("[−11]: Destroy all creatures target opponent controls. Pirate deals damage to that "
       "player equal to their total power.")
def test_their_total_power_as_they_last_existed() -> None:
    """CR 608.2h, 603.10a, 613.4c: B's lord (2/2, "other creatures you control get +1/+1")
    and B's 2/2, a 3/3 while the lord is there, are destroyed at once: B is dealt 2 + 3 = 5
    damage, the 2/2's power as it last existed on the battlefield; A's own creature stays."""
    lord = _creature("lord", "B", 2, "Other creatures you control get +1/+1.")
    state = _ultimate(_game(lord, _creature("bear", "B", 2), _creature("mine", "A", 4)))
    assert state.permanents["lord"].zone is Zone.GRAVEYARD
    assert state.permanents["bear"].zone is Zone.GRAVEYARD
    assert state.permanents["mine"].zone is Zone.BATTLEFIELD
    assert state.players["B"].life == 15 and state.players["A"].life == 20
    assert state.permanents["pirate"].counters.get("loyalty", 0) == 1


def test_no_creatures_no_damage() -> None:
    """CR 120.8: B controls no creature: their total power is 0, no damage is dealt."""
    state = _ultimate(_game(_creature("mine", "A", 4)))
    assert state.players["B"].life == 20


def test_only_the_target_opponents_creatures() -> None:
    """CR 115.1, 608.2h: with two opponents, only the target's creatures are destroyed and
    counted: C's 5/5 stays, C is dealt nothing; B is dealt 3."""
    state = _ultimate(_game(_creature("b3", "B", 3), _creature("c5", "C", 5)))
    assert state.permanents["b3"].zone is Zone.GRAVEYARD
    assert state.permanents["c5"].zone is Zone.BATTLEFIELD
    assert state.players["B"].life == 17 and state.players["C"].life == 20
