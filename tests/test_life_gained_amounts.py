""""That much" / "that many" after a life-gain trigger (CR 119.9, 603.2, 608.2h;
``sim.rules.player_triggers.gained_matches``, ``sim.text.life_trigger_subjects.LIFE_GAINED``):
"whenever you gain life, put that many +1/+1 counters on ~", "... target opponent loses that
much life", "whenever an opponent gains life, ...": once per life-gaining event, the amount
the life that event gained."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature, in_hand, life, main_phase

from sim.model.objects import PLUS
from sim.text import read_card
from sim.text.render import round_trips

ENTITY = "Whenever you gain life, put that many +1/+1 counters on Entity."
BOND = "Whenever you gain life, target opponent loses that much life."
PREDATOR = "Whenever an opponent gains life, put that many +1/+1 counters on Predator."
FIRST = "Whenever you gain life for the first time each turn, put that many +1/+1 counters " \
    "on Entity."


def _gains() -> list[dict[str, object]]:
    """A's instants, cast in a row and resolved last first (CR 405.5): each player gains 4
    life, then A gains 2, then 3."""
    return [in_hand("gain3", "You gain 3 life.", ("Instant",)),
            in_hand("gain2", "You gain 2 life.", ("Instant",)),
            in_hand("all4", "Each player gains 4 life.", ("Instant",))]


def test_read_and_rendered_back() -> None:
    """CR 119.9, 603.2: read whole after the life-gain triggers, rendered back; not after a
    trigger whose event has no amount."""
    for text, name in ((ENTITY, "Entity"), (BOND, "Bond"), (PREDATOR, "Predator"),
                       (FIRST, "Entity")):
        reading = read_card(text, name)
        assert not reading.unsupported, text
        assert round_trips(text, reading.triggered[0], name)
    assert read_card("Whenever Entity attacks, put that many +1/+1 counters on Entity.",
                     "Entity").unsupported


@plays("Whenever you gain life, put that many +1/+1 counters on ~.",
       "Whenever you gain life, target opponent loses that much life.")
def test_each_gain_counts_its_own_life() -> None:
    """CR 119.9, 603.2, 608.2h: A gains 4, 2, then 3 life: three life-gaining events, the
    ability triggers for each with its own amount — 4 + 2 + 3 counters on the 0/1 Entity; the
    Bond makes B lose 4 + 2 + 3 life (B gained 4 too: 20 + 4 - 9)."""
    state = main_phase([creature("entity", text=ENTITY, power=0, toughness=1),
                        creature("bond", text=BOND, power=0)],
                       _gains())
    assert state.permanents["entity"].counters.get(PLUS) == 9
    assert (life(state, "A"), life(state, "B")) == (29, 15)


@plays("Whenever you gain life for the first time each turn, put that many +1/+1 counters "
       "on ~.")
def test_first_gain_only() -> None:
    """CR 119.9, 603.2: only A's first life-gaining event of the turn triggers it: the 4 life
    it gained, not the later 2 and 3."""
    state = main_phase([creature("entity", text=FIRST, power=0, toughness=1)], _gains())
    assert state.permanents["entity"].counters.get(PLUS) == 4


@plays("Whenever an opponent gains life, put that many +1/+1 counters on ~.")
def test_an_opponents_gain() -> None:
    """CR 119.9, 603.2: B's one gain (4 life) triggers it, A's own gains don't: 4 counters."""
    state = main_phase([creature("predator", text=PREDATOR, power=0, toughness=1)], _gains())
    assert state.permanents["predator"].counters.get(PLUS) == 4


@plays("Whenever you gain life, ~ deals that much damage to each opponent.")
def test_that_much_damage_after_a_gain() -> None:
    """CR 119.9, 120.3, 603.2: A gains 4, 2 and 3 life: the ability deals 4, 2 and 3 damage
    to B (who gained 4 too: 20 + 4 - 9)."""
    state = main_phase([creature("sting", text="Whenever you gain life, Sting deals that much "
                                 "damage to each opponent.", power=0)], _gains())
    assert (life(state, "A"), life(state, "B")) == (29, 15)
