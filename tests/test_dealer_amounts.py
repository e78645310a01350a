""""That many" of each creature's combat damage to a player (CR 510.2, 603.2, 608.2h;
``sim.rules.triggers._yours_to_player``, ``sim.rules.combat_triggers.kind_damage_amounts``,
``sim.text.that_many_amounts.EACH_DEALER``): "whenever a creature you control deals combat
damage to a player, put that many +1/+1 counters on it", "whenever a Horror you control deals
combat damage to a player, that player mills that many cards" — once per creature, the damage
that creature dealt; and "that many" counters of any kind, after any trigger with an amount
("whenever you're dealt damage, put that many charge counters on ~", CR 122.1, 122.6)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_event_triggers import creature

import mtgsim
from sim import GameState
from sim.model.objects import PLUS
from sim.text import read_card
from sim.text.render import round_trips

REGENT = "Whenever a creature you control deals combat damage to a player, put that many " \
    "+1/+1 counters on it."
GNAWBONE = "Whenever a creature you control deals combat damage to a player, create that many " \
    "Treasure tokens."
CAPTAIN = "Whenever a Horror you control deals combat damage to a player, that player mills " \
    "that many cards."
VIAL = "Whenever you're dealt damage, put that many charge counters on Vial."


def _combat(active: str, permanents: list[dict[str, Any]], attacks: dict[str, str]
            ) -> GameState:
    """``active``'s turn from its precombat main phase, attacking as ``attacks`` says, nobody
    blocking; libraries of 10 cards."""
    state = mtgsim.load({"active_player": active,
                         "players": {"A": {"library": 10}, "B": {"library": 10}},
                         "permanents": permanents,
                         "combat": {"attacks": attacks, "blocks": {}}})
    mtgsim.play(state)
    return state


def test_read_and_rendered_back() -> None:
    """CR 603.2: read whole after these triggers and rendered back; "that many" after a
    trigger with no amount stays unread."""
    for text, name in ((REGENT, "Regent"), (GNAWBONE, "Gnawbone"), (CAPTAIN, "Captain"),
                       (VIAL, "Vial")):
        reading = read_card(text, name)
        assert not reading.unsupported, text
        assert round_trips(text, reading.triggered[0], name)
    assert read_card("Whenever a creature you control attacks, create that many Treasure "
                     "tokens.", "Gnawbone").unsupported


@plays("Whenever a creature you control deals combat damage to a player, put that many +1/+1 "
       "counters on it.",
       "Whenever a creature you control deals combat damage to a player, create that many "
       "Treasure tokens.")
def test_each_creature_its_own_damage() -> None:
    """CR 510.2, 603.2, 608.2h: A's 3/3 and 2/2 deal combat damage to B at once; the ability
    triggers once for each, with the damage that creature dealt: 3 counters on the 3/3, 2 on
    the 2/2 (not 5 on each); the Gnawbone makes 3 + 2 Treasures."""
    state = _combat("A", [creature("regent", text=REGENT, power=0),
                          creature("gnawbone", text=GNAWBONE, power=0),
                          creature("big", power=3, toughness=3),
                          creature("small", power=2, toughness=2)],
                    {"big": "B", "small": "B"})
    assert state.players["B"].life == 15
    assert state.permanents["big"].counters.get(PLUS) == 3
    assert state.permanents["small"].counters.get(PLUS) == 2
    treasures = [p for p in state.permanents.values() if "Treasure" in p.card.subtypes]
    assert len(treasures) == 5


@plays("Whenever a Horror you control deals combat damage to a player, that player mills that "
       "many cards.")
def test_a_kind_of_creature_its_damage() -> None:
    """CR 510.2, 603.2, 701.13a: A's 3/3 Horror and 2/2 non-Horror deal combat damage to B:
    only the Horror's triggers it, B milling the 3 it dealt."""
    state = _combat("A", [creature("captain", text=CAPTAIN, power=0),
                          creature("horror", power=3, toughness=3, subtypes=["Horror"]),
                          creature("bear", power=2, toughness=2)],
                    {"horror": "B", "bear": "B"})
    assert state.players["B"].life == 15
    assert len(state.players["B"].library) == 7


@plays("Whenever you're dealt damage, put that many charge counters on ~.")
def test_that_many_named_counters() -> None:
    """CR 120.3, 122.1, 603.2: B's 3/3 and 2/2 deal A combat damage at once: the ability
    triggers once, for all of it — 5 charge counters on the Vial."""
    state = _combat("B", [creature("vial", text=VIAL, power=0),
                          creature("b1", "B", power=3, toughness=3),
                          creature("b2", "B", power=2, toughness=2)],
                    {"b1": "A", "b2": "A"})
    assert state.players["A"].life == 15
    assert state.permanents["vial"].counters.get("charge") == 5


REPERCUSSION = "Whenever a creature is dealt damage, Repercussion deals that much damage to " \
    "that creature's controller."


@plays("Whenever a creature is dealt damage, ~ deals that much damage to that creature's "
       "controller.")
def test_that_much_damage_to_that_creatures_controller() -> None:
    """CR 120.3, 603.2, 603.10a, 608.2h: A's 3/3 attacks, B's 2/2 blocks; each is dealt the
    other's damage: the ability triggers for each creature, dealing 3 to B (its 2/2's
    controller as it last existed: it died) and 2 to A."""
    rep = creature("repercussion", text=REPERCUSSION, power=0, toughness=1)
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": 10}, "B": {"library": 10}},
                         "permanents": [rep, creature("big", power=3, toughness=3),
                                        creature("bear", "B", power=2, toughness=2)],
                         "combat": {"attacks": {"big": "B"}, "blocks": {"bear": "big"}}})
    mtgsim.play(state)
    assert (state.players["A"].life, state.players["B"].life) == (18, 17)


AVENGER = "Whenever a permanent you control is dealt damage, Avenger deals that much damage " \
    "to each opponent."


@plays("Whenever a permanent you control is dealt damage, ~ deals that much damage to each "
       "opponent.")
def test_a_permanent_dealt_damage_is_any_permanent() -> None:
    """CR 120.3, 306.8, 603.2: B's 2/2 attacks A's planeswalker (not a creature): a permanent
    A controls is dealt 2 damage, and the Avenger deals 2 to B."""
    state = mtgsim.load({"active_player": "B",
                         "players": {"A": {"library": 10}, "B": {"library": 10}},
                         "permanents": [creature("avenger", text=AVENGER, power=0),
                                        {"id": "jace", "controller": "A", "name": "Jace",
                                         "types": ["Planeswalker"], "loyalty": 3},
                                        creature("bear", "B", power=2, toughness=2)],
                         "combat": {"attacks": {"bear": "jace"}, "blocks": {}}})
    mtgsim.play(state)
    assert state.permanents["jace"].counters.get("loyalty") == 1
    assert (state.players["A"].life, state.players["B"].life) == (20, 18)
