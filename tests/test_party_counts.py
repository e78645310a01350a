"""The number of creatures in a party as a count (CR 700.8; ``sim.model.count_kinds.PARTY``,
``party_size``): up to one each of Cleric, Rogue, Warrior and Wizard among the creatures its
controller controls, chosen to make it as large as possible, a changeling filling any place —
"for each creature in your party", "where X is the number of creatures in your party"."""

from __future__ import annotations

from typing import Any

from played import plays
from test_spell_reduction_rules import gained

import mtgsim
from sim.text import FULL, read_card

STALKER = ("{5}{U}, {T}: Draw a card. This ability costs {1} less to activate for each "
           "creature in your party.")
PRIEST = "You gain X life, where X is the number of creatures in your party."


def member(pid: str, controller: str, *subtypes: str, text: str = "") -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": f"Member {pid}",
            "types": ["Creature"], "subtypes": list(subtypes), "power": 1, "toughness": 1,
            **({"text": text} if text else {})}


@plays("You gain X life, where X is the number of creatures in your party.")
def test_the_party_counts_one_of_each_type() -> None:
    """CR 700.8: two Clerics fill one place, a Cleric Wizard fills the Wizard's, a changeling
    the Rogue's (702.73a: every creature type): A's party is 3; B's Warrior isn't A's."""
    board = [member("c1", "A", "Cleric"), member("c2", "A", "Cleric"),
             member("cw", "A", "Cleric", "Wizard"), member("b1", "B", "Warrior"),
             member("ch", "A", "Shapeshifter", text="Changeling")]
    assert gained(PRIEST, board) == 3
    assert gained(PRIEST, board[:2]) == 1
    assert gained(PRIEST, []) == 0


@plays("{5}{U}, {T}: Draw a card. This ability costs {1} less to activate for each creature "
       "in your party.")
def test_each_creature_in_your_party_takes_one_off() -> None:
    """CR 601.2f, 602.2b, 700.8: a Rogue, a Warrior and a Wizard of A's take {3} off {5}{U}:
    A's three Islands pay {2}{U} and A draws; with only the Rogue it can't be paid."""
    assert read_card(STALKER, "Probe", ("Artifact",)).status == FULL

    def load(*members: dict[str, Any]) -> mtgsim.GameState:
        permanents = [{"id": "probe", "controller": "A", "name": "Probe",
                       "types": ["Artifact"], "text": STALKER}, *members]
        permanents += [{"id": f"i{i}", "controller": "A", "card": "Island"} for i in range(3)]
        return mtgsim.load({"active_player": "A", "step": "precombat main",
                            "permanents": permanents,
                            "players": {"A": {"library": 5}, "B": {"library": 5}}})

    state = load(member("r", "A", "Rogue"), member("w", "A", "Warrior"),
                 member("z", "A", "Wizard"))
    state.apply("activate probe 0")
    while state.stack:
        state.apply("pass")
    assert len(state.players["A"].library) == 4
    lone = load(member("r", "A", "Rogue"))
    assert "activate probe 0" not in [str(a) for a in lone.legal_actions()]
