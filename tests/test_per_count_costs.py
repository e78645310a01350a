"""Cost reductions of the spells a permanent's controller casts, by a count (CR 601.2f, 107.3,
608.2h; ``sim.model.per_count_costs``, ``sim.rules.cost_changes``): "creature spells you cast
cost {1} less to cast for each +1/+1 counter on ~", "instant and sorcery spells you cast cost
{X} less to cast, where X is ~'s power" — counted from the permanent as the spell's total cost
is determined, generic mana only, its controller's spells of those kinds only."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import CostPaid
from sim.text import FULL, read_card

COUNTERS = "Creature spells you cast cost {1} less to cast for each +1/+1 counter on Probe."
POWER = "Instant and sorcery spells you cast cost {X} less to cast, where X is Probe's power."
PAIR = ("Angel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on "
        "Probe.")


def paid(text: str, spell: dict[str, Any], mana: str, caster: str = "A",
         counters: int = 0, power: int = 1) -> int | None:
    """The mana ``caster`` pays to cast ``spell`` with A's creature Probe (``text``, power
    ``power``, ``counters`` +1/+1 counters) on the battlefield; None: they can't with
    ``mana``."""
    assert read_card(text, "Probe", ("Creature",)).status == FULL
    probe = {"id": "probe", "controller": "A", "name": "Probe", "types": ["Creature"],
             "power": power, "toughness": 1, "text": text,
             **({"counters": {"+1/+1": counters}} if counters else {})}
    state = mtgsim.load({"active_player": caster, "step": "precombat main",
                         "permanents": [probe],
                         "players": {caster: {"hand": [spell], "mana": mana},
                                     "AB".replace(caster, ""): {}}})
    action = f'cast "{caster}:hand:1"'
    if action not in [str(a) for a in state.legal_actions()]:
        return None
    state.apply(action)
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


def card(types: list[str], cost: str, subtypes: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"name": "Spell", "types": types, "cost": cost,
                           "subtypes": subtypes or []}
    if "Creature" in types:
        out.update(power=2, toughness=2)
    else:
        out["text"] = "You gain 1 life."
    return out


@plays("Creature spells you cast cost {1} less to cast for each +1/+1 counter on Probe.")
def test_each_counter_on_it_takes_one_off_creature_spells() -> None:
    """CR 601.2f, 122.1: two +1/+1 counters on Probe: A's {4}{G} creature costs {2}{G}; an
    instant costs what it costs; B's creature spells aren't A's (no reduction)."""
    bear = card(["Creature"], "{4}{G}")
    assert paid(COUNTERS, bear, "{2}{G}", counters=2) == 3
    assert paid(COUNTERS, bear, "{1}{G}", counters=2) is None
    assert paid(COUNTERS, card(["Instant"], "{2}{G}"), "{G}", counters=2) is None
    assert paid(COUNTERS, bear, "{2}{G}", caster="B", counters=2) is None


@plays("Instant and sorcery spells you cast cost {X} less to cast, where X is Probe's power.")
def test_less_by_its_power() -> None:
    """CR 601.2f, 107.3, 208.1: Probe's power 3 takes {3} off A's {4}{U} instant, leaving
    {1}{U}; never the blue mana: with power 6 it costs {U}."""
    bolt = card(["Instant"], "{4}{U}")
    assert paid(POWER, bolt, "{1}{U}", power=3) == 2
    assert paid(POWER, bolt, "{U}", power=3) is None
    assert paid(POWER, bolt, "{U}", power=6) == 1


@plays("Angel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on "
       "Probe.")
def test_either_kind_is_reduced() -> None:
    """CR 601.2f, 205.3m: an Angel and a Human creature spell each cost {1} less per counter;
    an Elf doesn't."""
    for subtype, reduced in (("Angel", True), ("Human", True), ("Elf", False)):
        spell = card(["Creature"], "{3}{W}", [subtype])
        assert (paid(PAIR, spell, "{1}{W}", counters=2) == 2) is reduced, subtype
