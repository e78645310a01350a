"""The totals of a count (CR 208.1, 202.3; ``sim.model.count_kinds``, read by
``sim.text.spell_reduction_rules``): "the total power | toughness | mana value of <permanents>
[you control]", summed over those on the battlefield through the layers — as a spell's own
cost reduction ("this spell costs {X} less to cast, where X is the total power of creatures
you control", 601.2f, 107.3) and as any other "where X is" count (608.2h)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_self_cost_checks import paid_for, spell

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

TOTAL_POWER = ("This spell costs {X} less to cast, where X is the total power of creatures you "
               "control.")


def creature(pid: str, controller: str, power: int, toughness: int,
             cost: str = "{1}") -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": f"Beast {pid}", "types": ["Creature"],
            "power": power, "toughness": toughness, "cost": cost}


def gained(clause: str, permanents: list[dict[str, Any]]) -> int:
    """The life A gains casting a sorcery ``clause`` (read whole) with ``permanents``."""
    reading = read_card(clause, "Probe", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported
    card = {"name": "Probe", "types": ["Sorcery"], "cost": "{B}", "text": clause}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": permanents,
                         "players": {"A": {"hand": [card], "mana": "{B}"}, "B": {}}})
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert not any(p.card.name == "Probe" and p.zone is Zone.STACK
                   for p in state.permanents.values())
    return state.players["A"].life - 20


@plays("This spell costs {X} less to cast, where X is the total power of creatures you "
       "control.")
def test_less_by_the_total_power_of_your_creatures() -> None:
    """CR 601.2f, 107.3, 208.1: A's creatures of power 2 and 3 take {5} off {10}{G}{G}; B's
    don't count; a reduction never takes the green mana off (601.2f: generic only)."""
    card = spell(TOTAL_POWER, "{10}{G}{G}")
    board = [creature("a1", "A", 2, 2), creature("a2", "A", 3, 3), creature("b1", "B", 9, 9)]
    assert paid_for(card, "{5}{G}{G}", board) == 7
    assert paid_for(card, "{4}{G}{G}", board) is None
    big = [creature("a1", "A", 8, 8), creature("a2", "A", 7, 7)]
    assert paid_for(card, "{G}{G}", big) == 2


@plays("You gain X life, where X is the total power of creatures you control.",
       "You gain X life, where X is the total toughness of creatures you control.",
       "You gain X life, where X is the total mana value of creatures you control.")
def test_the_totals_as_an_amount() -> None:
    """CR 608.2h, 208.1, 202.3: summed over A's creatures as the spell resolves: power 1+4,
    toughness 2+5, mana values 2+3 ({1}{G} and {2}{G}); B's creature counts for none."""
    board = [creature("a1", "A", 1, 2, "{1}{G}"), creature("a2", "A", 4, 5, "{2}{G}"),
             creature("b1", "B", 9, 9, "{7}")]
    assert gained("You gain X life, where X is the total power of creatures you control.",
                  board) == 5
    assert gained("You gain X life, where X is the total toughness of creatures you control.",
                  board) == 7
    assert gained("You gain X life, where X is the total mana value of creatures you "
                  "control.", board) == 5
