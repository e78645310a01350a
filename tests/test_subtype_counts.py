"""Counting permanents of an enchantment's or a land's subtype (CR 205.3h, 205.3i;
``sim.text.cda_rules.counted_thing``): "for each Shrine you control", "for each Town you
control" — each permanent with that subtype its controller controls, whatever its card type."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.text import FULL, read_card

TOWNS = ("{4}, {T}: Draw a card. This ability costs {1} less to activate for each Town you "
         "control.")
SHRINES = "Draw a card for each Shrine you control."


def subtyped(pid: str, controller: str, kind: str, subtype: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": f"{subtype} {pid}", "types": [kind],
            "subtypes": [subtype]}


@plays(TOWNS)
def test_each_town_you_control_takes_one_off() -> None:
    """CR 601.2f, 602.2b, 205.3i: A's two Towns (lands; B's Town doesn't count) take {2} off
    {4}: A's two Plains pay the {2} left (the Towns here have no mana ability) and A draws;
    with one Plains it can't be paid."""
    assert read_card(TOWNS, "Probe", ("Artifact",)).status == FULL

    def load(plains: int) -> mtgsim.GameState:
        permanents = [{"id": "probe", "controller": "A", "name": "Probe",
                       "types": ["Artifact"], "text": TOWNS},
                      subtyped("t1", "A", "Land", "Town"), subtyped("t2", "A", "Land", "Town"),
                      subtyped("t3", "B", "Land", "Town")]
        permanents += [{"id": f"land{i}", "controller": "A", "card": "Plains"}
                       for i in range(plains)]
        return mtgsim.load({"active_player": "A", "step": "precombat main",
                            "permanents": permanents,
                            "players": {"A": {"library": 5}, "B": {"library": 5}}})

    state = load(2)
    assert 'activate probe 0' in [str(a) for a in state.legal_actions()]
    state.apply("activate probe 0")
    while state.stack:
        state.apply("pass")
    assert len(state.players["A"].library) == 4
    assert 'activate probe 0' not in [str(a) for a in load(1).legal_actions()]


@plays(SHRINES)
def test_each_shrine_you_control_is_counted() -> None:
    """CR 608.2h, 205.3h: A controls two Shrines (enchantments) and B one: A draws two."""
    assert read_card(SHRINES, "Probe", ("Sorcery",)).status == FULL
    card = {"name": "Probe", "types": ["Sorcery"], "cost": "{U}", "text": SHRINES}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [subtyped("s1", "A", "Enchantment", "Shrine"),
                                        subtyped("s2", "A", "Enchantment", "Shrine"),
                                        subtyped("s3", "B", "Enchantment", "Shrine")],
                         "players": {"A": {"hand": [card], "mana": "{U}", "library": 5},
                                     "B": {"library": 5}}})
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert len(state.players["A"].library) == 3
