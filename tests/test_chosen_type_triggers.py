"""Triggers about a permanent of the creature type chosen as their source entered (CR 614.12,
603.2; ``Filter.chosen``, ``sim.text.trigger_rules.trig_chosen_type``): "whenever another
creature of the chosen type enters the battlefield under your control", "whenever a creature
of the chosen type dies", "whenever a creature you control of the chosen type attacks"."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import PLUS

CHOOSE = "As Probe enters the battlefield, choose a creature type.\n"
ENTERS = ("Whenever another creature of the chosen type enters the battlefield under your "
          "control, put a +1/+1 counter on Probe.")
DIES = "Whenever a creature of the chosen type dies, you gain 1 life."
ATTACKS = "Whenever a creature you control of the chosen type attacks, you gain 1 life."
WRATH = {"id": "wrath", "name": "Wrath", "types": ["Sorcery"], "cost": "{0}",
         "text": "Destroy all creatures."}


def _creature(pid: str, subtype: str, owner: str = "") -> dict[str, Any]:
    card = {"id": pid, "name": f"{subtype} {pid}", "types": ["Creature"],
            "subtypes": [subtype], "power": 1, "toughness": 1, "cost": "{0}"}
    return {**card, "controller": owner} if owner else card


def _after_probe(text: str, chosen: str, hand: list[dict[str, Any]],
                 permanents: list[dict[str, Any]], attacks: dict[str, str] | None = None
                 ) -> mtgsim.GameState:
    """A casts Probe choosing ``chosen``, then each card of ``hand`` (main phase), then
    attacks with ``attacks``; played to the end of the turn."""
    probe = {"id": "probe", "name": "Probe", "types": ["Creature"], "power": 0,
             "toughness": 4, "cost": "{0}", "text": CHOOSE + text}
    actions = [{"step": "precombat_main", "player": "A", "cast": "probe", "choices": [chosen]}]
    actions += [{"step": "precombat_main", "player": "A", "cast": c["id"]} for c in hand]
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [probe, *hand], "library": 5},
                                     "B": {"library": 5}},
                         "permanents": permanents,
                         "combat": {"attacks": attacks or {}, "actions": actions}})
    mtgsim.play(state)
    return state


@plays(ENTERS)
def test_another_creature_of_the_chosen_type_enters() -> None:
    """CR 614.12, 603.2: Elf chosen; A's Elf entering puts a +1/+1 counter on Probe, A's
    Goblin doesn't."""
    state = _after_probe(ENTERS, "Elf", [_creature("elf", "Elf"), _creature("gob", "Goblin")],
                         [])
    assert state.permanents["probe"].counters.get(PLUS, 0) == 1


@plays(DIES)
def test_a_creature_of_the_chosen_type_dies() -> None:
    """CR 614.12, 700.4, 603.10a: Goblin chosen; a sorcery destroys every creature, Probe too:
    A's and B's Goblins dying each make A gain 1 life (Probe looks back in time, its chosen
    type as it last existed); the Elf and Probe itself (no Goblin) don't."""
    state = _after_probe(DIES, "Goblin", [WRATH], [
        _creature("gob", "Goblin", "A"), _creature("bgob", "Goblin", "B"),
        _creature("elf", "Elf", "A")])
    assert state.players["A"].life == 22


@plays(ATTACKS)
def test_a_creature_you_control_of_the_chosen_type_attacks() -> None:
    """CR 614.12, 508.1m: Goblin chosen; A's Goblin and Elf attack: A gains 1 life, once."""
    state = _after_probe(ATTACKS, "Goblin", [], [
        _creature("gob", "Goblin", "A"), _creature("elf", "Elf", "A")],
        {"gob": "B", "elf": "B"})
    assert state.players["A"].life == 21 and state.players["B"].life == 18
