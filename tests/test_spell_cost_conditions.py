"""A spell's own cost reduction under a condition or count (CR 601.2f, 604.1;
``sim.rules.cost_changes``): "this spell costs {2} less to cast if you control a creature with
flying | with power 4 or greater", "this spell costs {X} less to cast, where X is your
devotion to black" (700.5)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.events import CostPaid
from sim.text import FULL, read_card

WINGS = ("This spell costs {2} less to cast if you control a creature with flying.\n"
         "You gain 4 life.")
MIGHT = ("This spell costs {3} less to cast if you control a creature with power 4 or "
         "greater.\nYou gain 4 life.")
DEVOTION = ("This spell costs {X} less to cast, where X is your devotion to black.\n"
            "You gain 4 life.")


def spell(text: str, cost: str) -> dict[str, Any]:
    """A sorcery costing ``cost`` with ``text``, read whole."""
    assert read_card(text, "Probe", ("Sorcery",)).status == FULL
    return {"name": "Probe", "types": ["Sorcery"], "cost": cost, "text": text}


def creature(pid: str, controller: str = "A", power: int = 1, text: str = "",
             cost: str = "{1}") -> dict[str, Any]:
    card: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                            "power": power, "toughness": 1, "cost": cost}
    if text:
        card["text"] = text
    return card


def cast(card: dict[str, Any], mana: str, permanents: list[dict[str, Any]]
         ) -> tuple[bool, int]:
    """Whether A may cast ``card`` with ``mana`` in their pool, and, cast, the mana paid."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": permanents,
                         "players": {"A": {"hand": [card], "mana": mana}, "B": {}}})
    if 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]:
        return False, 0
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 24
    return True, sum(e.amount for e in state.events if isinstance(e, CostPaid))


@plays("This spell costs {2} less to cast if you control a creature with flying.")
def test_it_costs_less_if_you_control_a_creature_with_flying() -> None:
    """CR 601.2f: {3}{W} costs {1}{W} while its caster controls a creature with flying
    (702.9); an opponent's flier, or a creature of A's without flying, doesn't count."""
    card = spell(WINGS, "{3}{W}")
    bird = creature("bird", text="Flying")
    assert cast(card, "{1}{W}", [bird]) == (True, 2)
    assert cast(card, "{1}{W}", [creature("bear"), creature("crow", "B", text="Flying")]) \
        == (False, 0)


@plays("This spell costs {3} less to cast if you control a creature with power 4 or greater.")
@pytest.mark.parametrize(("power", "can"), [(4, True), (3, False)])
def test_it_costs_less_with_a_creature_of_power_4_or_greater(power: int, can: bool) -> None:
    """CR 601.2f, 208.1: {3}{G} costs {G} while its caster controls a creature with power 4
    or greater; a 3-power one isn't enough."""
    card = spell(MIGHT, "{3}{G}")
    assert cast(card, "{G}", [creature("brute", power=power)])[0] is can


@plays("This spell costs {X} less to cast, where X is your devotion to black.")
def test_devotion_to_black_takes_generic_mana_off() -> None:
    """CR 601.2f, 700.5, 700.5a: A's devotion to black is 3 ({B}{B} and a hybrid {B/G}; an
    opponent's {B} doesn't count): {4}{B} costs {1}{B}; with devotion 1 it costs {3}{B}."""
    card = spell(DEVOTION, "{4}{B}")
    mine = [creature("knight", cost="{B}{B}"), creature("elf", cost="{B/G}"),
            creature("theirs", "B", cost="{B}")]
    assert cast(card, "{1}{B}", mine) == (True, 2)
    assert cast(card, "{1}{B}", [creature("knight", cost="{1}{B}")]) == (False, 0)
    assert cast(card, "{3}{B}", [creature("knight", cost="{1}{B}")]) == (True, 4)
