"""A spell's own cost reduction by a count (CR 601.2f, 107.3, 604.1;
``sim.rules.self_cost_counts``, read by ``sim.text.spell_reductions`` and the grammar's
``spell_reduction``): "this spell costs {N} less to cast for each <count>", "this spell costs
{X} less to cast, where X is <count>" — counted for its caster as its total cost is
determined, generic mana only."""

from __future__ import annotations

from typing import Any

from played import plays
from test_self_cost_checks import paid_for, spell

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
