"""The spells a player casts each turn and "the first creature spell | the second spell you
cast each turn costs {N} less to cast" (CR 601.2f, 601.2i; ``sim.rules.nth_spells``)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import CostPaid

CONDUIT = {"id": "conduit", "controller": "A", "name": "Conduit", "types": ["Creature"],
           "power": 5, "toughness": 5,
           "text": "The first creature spell you cast each turn costs {2} less to cast."}
MONK = {"id": "monk", "controller": "A", "name": "Monk", "types": ["Enchantment"],
        "text": "The second spell you cast each turn costs {1} less to cast."}
OGRE = {"name": "Ogre", "types": ["Creature"], "colors": ["R"], "cost": "{2}{R}",
        "power": 3, "toughness": 3}
SPARK = {"name": "Spark", "types": ["Sorcery"], "colors": ["R"], "cost": "{R}",
         "text": "Spark deals 1 damage to any target."}
BOLT = {"name": "Bolt", "types": ["Sorcery"], "colors": ["R"], "cost": "{1}{R}",
        "text": "Bolt deals 3 damage to any target."}


def game(hand: list[dict[str, Any]], mana: str,
         permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``hand`` with ``mana`` in their pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"hand": hand, "mana": mana}, "B": {}}})


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


def cast(state: mtgsim.GameState, card: str, *choices: str) -> None:
    """A casts ``card`` with ``choices`` and it resolves."""
    state.apply(f'cast "{card}"')
    for choice in choices:
        state.apply(choice)
    while state.stack:
        state.apply("pass")


@plays("The first creature spell you cast each turn costs {2} less to cast.")
def test_first_creature_spell_costs_less() -> None:
    """CR 601.2f: the first Ogre costs {R}, the second its full {2}{R}; a sorcery cast
    before doesn't count (not a creature spell)."""
    state = game([SPARK, OGRE, OGRE], "{R}{R}{R}{R}{R}", [CONDUIT])
    cast(state, "A:hand:1", "target B")
    assert paid(state) == 1
    cast(state, "A:hand:2")
    assert paid(state) == 2
    cast(state, "A:hand:3")
    assert paid(state) == 5 and state.players["A"].mana.total == 0


@plays("The second spell you cast each turn costs {1} less to cast.")
def test_second_spell_costs_less() -> None:
    """CR 601.2f: the first spell pays in full ({1}{R}), the second ({1}{R}) costs {R},
    the third in full; a new turn starts the count again (``Player.cast_this_turn``)."""
    state = game([BOLT, BOLT, BOLT], "{R}{R}{R}{R}{R}", [MONK])
    cast(state, "A:hand:1", "target B")
    assert paid(state) == 2
    cast(state, "A:hand:2", "target B")
    assert paid(state) == 3
    cast(state, "A:hand:3", "target B")
    assert paid(state) == 5 and state.players["B"].life == 11
    assert len(state.players["A"].cast_this_turn) == 3


MELEK = {"id": "melek", "controller": "A", "name": "Melek", "types": ["Creature"],
         "power": 0, "toughness": 0, "text": "The first instant or sorcery spell you cast each "
                                             "turn costs {1} less to cast."}


@plays("The first instant or sorcery spell you cast each turn costs {1} less to cast.")
def test_first_instant_or_sorcery() -> None:
    """CR 601.2f: a creature spell cast first doesn't count; the first sorcery (Bolt,
    {1}{R}) costs {R}, the next one its full {1}{R}."""
    state = game([OGRE, BOLT, BOLT], "{R}{R}{R}{R}{R}{R}", [{**MELEK, "toughness": 1}])
    cast(state, "A:hand:1")
    assert paid(state) == 3
    cast(state, "A:hand:2", "target B")
    assert paid(state) == 4
    cast(state, "A:hand:3", "target B")
    assert paid(state) == 6 and state.players["B"].life == 14
