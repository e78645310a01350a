"""A spell's own cost reduction by a count (CR 601.2f, 107.3, 604.1;
``sim.rules.self_cost_counts``, read by ``sim.text.spell_reductions`` and the grammar's
``spell_reduction``): "this spell costs {N} less to cast for each <count>", "this spell costs
{X} less to cast, where X is <count>" — counted for its caster as its total cost is
determined, generic mana only."""

from __future__ import annotations

from typing import Any

from played import plays
from test_self_cost_checks import paid_for, spell
from test_stack import to

import mtgsim
from sim.rules.cost_changes import change

OPPONENTS = "This spell costs {1} less to cast for each creature your opponents control."
GREATEST = ("This spell costs {X} less to cast, where X is the greatest power among creatures "
            "you control.")
POWERFUL = ("This spell costs {1} less to cast for each creature you control with power 4 or "
            "greater.")


def creatures(controller: str, *powers: int) -> list[dict[str, Any]]:
    return [{"id": f"{controller}c{i}", "controller": controller, "name": f"Bear{i}",
             "types": ["Creature"], "power": p, "toughness": 2} for i, p in enumerate(powers)]


@plays("This spell costs {1} less to cast for each creature your opponents control.")
def test_less_for_each_creature_an_opponent_controls() -> None:
    """CR 601.2f: {5}{G} costs {2}{G} with three creatures B controls; A's own creatures
    don't count."""
    card = spell(OPPONENTS, "{5}{G}")
    assert paid_for(card, "{2}{G}", creatures("B", 1, 1, 1) + creatures("A", 1)) == 3
    assert paid_for(card, "{2}{G}", creatures("B", 1, 1) + creatures("A", 1, 1)) is None


@plays("This spell costs {1} less to cast for each creature your opponents control.")
def test_the_reduction_never_pays_colored_mana() -> None:
    """CR 601.2f: a generic reduction reduces only the generic part: {2}{G} with five
    opposing creatures costs {G}, never less."""
    card = spell(OPPONENTS, "{2}{G}")
    assert paid_for(card, "{G}", creatures("B", 1, 1, 1, 1, 1)) == 1
    assert paid_for(card, "", creatures("B", 1, 1, 1, 1, 1)) is None


@plays("This spell costs {X} less to cast, where X is the greatest power among creatures "
       "you control.")
def test_less_by_the_greatest_power() -> None:
    """CR 601.2f, 107.3, 208.1: X is the greatest power among A's creatures (3 of 1 and 3),
    so {6}{R} costs {3}{R}; B's 5-power creature doesn't count; none: the full cost."""
    card = spell(GREATEST, "{6}{R}")
    assert paid_for(card, "{3}{R}", creatures("A", 1, 3) + creatures("B", 5)) == 4
    assert paid_for(card, "{3}{R}", creatures("B", 5)) is None
    assert paid_for(card, "{6}{R}") == 7


@plays("This spell costs {1} less to cast for each creature you control with power 4 or "
       "greater.")
def test_less_for_each_creature_with_power_four() -> None:
    """CR 601.2f, 208.1: two of A's creatures have power 4 or greater: {4}{U} costs {2}{U}."""
    card = spell(POWERFUL, "{4}{U}")
    assert paid_for(card, "{2}{U}", creatures("A", 4, 5, 3)) == 3
    assert paid_for(card, "{1}{U}", creatures("A", 4, 5, 3)) is None


OTHER_SPELLS = "This spell costs {1} less to cast for each other spell cast this turn."
YOUR_ATTACKERS = ("This spell costs {1} less to cast for each creature you attacked with this "
                  "turn.")
DAMAGED = "This spell costs {1} less to cast for each opponent who was dealt damage this turn."


@plays("This spell costs {1} less to cast for each other spell cast this turn.")
def test_less_for_each_other_spell_cast_this_turn() -> None:
    """CR 601.2f, 601.2i: A casts a {U} instant first: the probe's {3}{U} then costs {2}{U}
    (the probe itself isn't cast yet as its cost is determined)."""
    probe = spell(OTHER_SPELLS, "{3}{U}")
    first = {"name": "Quick", "types": ["Instant"], "cost": "{U}", "text": "You gain 1 life."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [first, probe], "mana": "{U}{2}{U}"},
                                     "B": {}}})
    assert change(state, "A", state.permanents["A:hand:2"].card) == 0
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert change(state, "A", state.permanents["A:hand:2"].card) == -1
    state.apply('cast "A:hand:2"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 25 and state.players["A"].mana.total == 0


@plays("This spell costs {1} less to cast for each creature you attacked with this turn.")
def test_less_for_each_creature_you_attacked_with() -> None:
    """CR 601.2f, 508.1: A attacks with two creatures: A's {4}{R} instant costs {2}{R} in the
    declare attackers step; B's attackers (another turn) aren't A's."""
    probe = {**spell(YOUR_ATTACKERS, "{4}{R}"), "types": ["Instant"], "id": "probe"}
    state = mtgsim.load({"active_player": "A", "step": "beginning of combat",
                         "permanents": creatures("A", 2, 2, 2),
                         "players": {"A": {"hand": [probe], "library": 3},
                                     "B": {"library": 3}}})
    state = to(state, "declare_attackers")
    state.apply("attack Ac0=B Ac1=B")
    assert change(state, "A", state.permanents["probe"].card) == -2
    assert change(state, "B", state.permanents["probe"].card) == 0


@plays("This spell costs {1} less to cast for each opponent who was dealt damage this turn.")
def test_less_for_each_opponent_dealt_damage() -> None:
    """CR 601.2f, 120.3: A's {1}{R} burn deals 2 damage to B: A's {3}{R} probe then costs
    {2}{R}; damage to A itself doesn't count (an opponent's only)."""
    burn = {"name": "Burn", "types": ["Instant"], "cost": "{R}",
            "text": "Burn deals 2 damage to any target."}
    probe = spell(DAMAGED, "{3}{R}")
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [burn, probe], "mana": "{R}{R}"},
                                     "B": {}}})
    card = state.permanents["A:hand:2"].card
    assert change(state, "A", card) == 0
    state.apply('cast "A:hand:1"')
    state.apply("target A")
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 18 and change(state, "A", card) == 0
    state.players["B"].damaged_this_turn = True  # (as a second burn at B would)
    assert change(state, "A", card) == -1
