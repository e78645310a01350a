"""Additional costs of a card or permanent of a color or card type (CR 601.2b, 601.2h, 105.2;
``sim.model.extra_costs``, ``sim.rules.alt_costs``): "sacrifice a green creature" (both: a
green permanent that is a creature), "discard a red or green card" (either color), "discard a
land card"."""

from __future__ import annotations

from typing import Any

from played import plays
from test_extra_cost_kinds import BEARS, DRAKE, FOREST, ROCK, game, options, resolve, spell

from sim.model.objects import Zone

GREEN_CREATURE = "As an additional cost to cast this spell, sacrifice a green creature."
RED_OR_GREEN = "As an additional cost to cast this spell, discard a red or green card."
LAND_CARD = "As an additional cost to cast this spell, discard a land card."
OAK = {"id": "oak", "controller": "A", "name": "Oak", "types": ["Artifact"], "colors": ["G"]}
BOLT = {"name": "Bolt", "types": ["Instant"], "cost": "{R}", "colors": ["R"]}
GROWTH = {"name": "Growth", "types": ["Instant"], "cost": "{G}", "colors": ["G"]}
DAZE = {"name": "Daze", "types": ["Instant"], "cost": "{U}", "colors": ["U"]}
PLAINS: dict[str, Any] = {"name": "Plains", "types": ["Land"], "subtypes": ["Plains"],
                          "supertypes": ["Basic"]}


@plays(GREEN_CREATURE)
def test_a_green_creature_is_both() -> None:
    """CR 601.2h, 105.2: only A's green creature (the Bears) pays "sacrifice a green
    creature": not the blue Drake, the green artifact, the land; it is sacrificed
    (701.21a)."""
    state = game(spell(GREEN_CREATURE), [BEARS, DRAKE, OAK, FOREST])
    assert options(state) == {"bears"}
    state.apply("cost bears")
    resolve(state)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 24


@plays(RED_OR_GREEN)
def test_a_red_or_a_green_card_is_discarded() -> None:
    """CR 601.2h, 701.9a: a red or a green card of A's hand pays it, not a blue one."""
    state = game(spell(RED_OR_GREEN), [], hand=[BOLT, GROWTH, DAZE])
    assert options(state) == {"A:hand:2", "A:hand:3"}
    state.apply('cost "A:hand:3"')
    resolve(state)
    assert state.permanents["A:hand:3"].zone is Zone.GRAVEYARD
    assert state.permanents["A:hand:4"].zone is Zone.HAND


@plays(LAND_CARD)
def test_a_land_card_is_discarded() -> None:
    """CR 601.2h, 701.9a: a land card of A's hand (not the Rock) is discarded; without one
    the spell can't be cast (601.2b)."""
    state = game(spell(LAND_CARD), [], hand=[ROCK, PLAINS])
    assert options(state) == {"A:hand:3"}
    state.apply('cost "A:hand:3"')
    resolve(state)
    assert state.permanents["A:hand:3"].zone is Zone.GRAVEYARD
    state = game(spell(LAND_CARD), [], hand=[ROCK])
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
