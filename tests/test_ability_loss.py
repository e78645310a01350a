"""Losing all abilities (issue 29, loseabil; ``sim.model.ability_loss``, read by
``sim.text.animate_rules`` into a ``BECOMES`` op, run by ``sim.rules.becoming``): "until end of
turn, target creature loses all abilities and becomes a green Snake with base power and
toughness 1/1" — layer 6 with its timestamp (CR 613.1f, 613.7): every ability the object has
then is gone, one granted later stays."""

from __future__ import annotations

from played import plays
from test_becoming import activate, board, creature, end_turn

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone

SNAKEFORM = "{1}: Until end of turn, target creature loses all abilities and becomes a green " \
    "snake with base power and toughness 1/1."
HUMBLE = "{1}: Until end of turn, target creature loses all abilities and has base power and " \
    "toughness 0/1."
TRICKSTER = "{1}: Target creature loses all abilities until end of turn."
GAIN_FLYING = "{1}: Target creature gains flying until end of turn."


def _actions(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


@plays("Until end of turn, target creature loses all abilities and becomes a green Snake with "
       "base power and toughness 1/1.")
def test_a_creature_becomes_a_snake_with_no_abilities_until_end_of_turn() -> None:
    """CR 613.1f, 613.4b, 205.1a, 611.2a: B's flying Drake with an activated ability loses
    both (it can't be activated: it has no such ability), becomes a green 1/1 Snake; at end of
    turn (514.2) it is itself again."""
    drake = "Flying\n{1}: Probe gets +1/+0 until end of turn."
    state = board(creature("src", "A", 1, 1, SNAKEFORM),
                  creature("drake", "B", 2, 3, drake, colors=["U"], subtypes=["Drake"],
                           name="Probe"))
    assert state.permanents["drake"].card.activated
    activate(state, "src", "drake")
    card = state.permanents["drake"].card
    assert not state.has("drake", Kw.FLYING) and not card.activated
    assert card.subtypes == ("Snake",) and card.color_set == {"G"}
    assert (state.power("drake"), state.toughness("drake")) == (1, 1)
    end_turn(state)
    card = state.permanents["drake"].card
    assert state.has("drake", Kw.FLYING) and len(card.activated) == 1
    assert card.subtypes == ("Drake",) and (state.power("drake"), state.toughness("drake")) == \
        (2, 3)


@plays("Until end of turn, target creature loses all abilities and has base power and "
       "toughness 0/1.")
def test_a_lord_loses_its_static_ability() -> None:
    """CR 613.1f, 604.1: the lord loses "other creatures you control get +1/+1": its bear is
    2/2 again, the lord 0/1; the bonus returns at end of turn."""
    state = board(creature("src", "A", 1, 1, HUMBLE),
                  creature("lord", "B", 2, 2, "Other creatures you control get +1/+1."),
                  creature("bear", "B", 2, 2))
    assert state.power("bear") == 3
    activate(state, "src", "lord")
    assert state.power("bear") == 2 and (state.power("lord"), state.toughness("lord")) == (0, 1)
    end_turn(state)
    assert state.power("bear") == 3


@plays("Target creature loses all abilities until end of turn.")
def test_a_grant_later_than_the_loss_stays_an_earlier_one_goes() -> None:
    """CR 613.7a, 613.1f: a creature that gained flying before losing all abilities doesn't
    have it; flying granted after the loss (a later timestamp) applies; so does a lord's static
    ability once the lord arrives after the loss (a new object, 400.7), not one there before
    it."""
    lord = "Other creatures you control have vigilance."
    state = board(creature("src", "A", 1, 1, TRICKSTER), creature("wing", "A", 1, 1, GAIN_FLYING),
                  creature("bear", "B", 2, 2, "Reach"), creature("lord1", "B", 1, 1, lord),
                  creature("lord2", "B", 1, 1, lord))
    state.move("lord2", Zone.GRAVEYARD)
    activate(state, "wing", "bear")
    assert state.has("bear", Kw.FLYING | Kw.VIGILANCE) and state.has("bear", Kw.REACH)
    activate(state, "src", "bear")
    assert not state.has("bear", Kw.FLYING | Kw.VIGILANCE | Kw.REACH)
    activate(state, "wing", "bear")
    assert state.has("bear", Kw.FLYING)
    state.move("lord2", Zone.BATTLEFIELD)
    assert state.has("bear", Kw.VIGILANCE)
    assert not state.has("bear", Kw.REACH)


def test_protection_and_a_dies_trigger_are_lost() -> None:
    """CR 613.1f, 603.10a, 603.6c: the creature loses protection from white (a parameterised
    ability); dying while it has no abilities, its "when ~ dies" ability (looking back to the
    object it was) doesn't trigger: A gains no life."""
    state = board(creature("src", "A", 1, 1, TRICKSTER),
                  creature("monk", "A", 2, 2, "Protection from white\nWhen Probe dies, you gain "
                           "3 life.", name="Probe"))
    assert state.params("monk")
    activate(state, "src", "monk")
    assert not state.params("monk")
    state.move("monk", Zone.GRAVEYARD)
    end_turn(state)
    assert state.players["A"].life == 20


def test_a_forest_creature_loses_its_intrinsic_mana_ability() -> None:
    """CR 305.6, 613.1f: a Forest creature (Dryad Arbor) that loses all abilities loses the
    intrinsic "{T}: Add {G}" of its land type; it keeps its types (205.1a: not abilities)."""
    state = board(creature("src", "A", 1, 1, TRICKSTER),
                  creature("arbor", "B", 1, 1, types=["Land", "Creature"],
                           subtypes=["Forest", "Dryad"]))
    assert state.permanents["arbor"].card.mana_options
    activate(state, "src", "arbor")
    card = state.permanents["arbor"].card
    assert not card.mana_options and card.subtypes == ("Forest", "Dryad")
    end_turn(state)
    assert state.permanents["arbor"].card.mana_options


def test_a_power_defining_ability_is_lost() -> None:
    """CR 604.3, 613.4a, 613.1f: the ability defining the creature's power (layer 7a) is lost
    in layer 6 before it applies: its power is its printed 0."""
    goyf = "Probe's power is equal to the number of cards in your hand."
    state = board(creature("src", "A", 1, 1, TRICKSTER),
                  creature("goyf", "A", 0, 3, goyf, name="Probe"))
    state.add_unknown_cards("A", Zone.HAND, 2)
    assert state.power("goyf") == 2
    activate(state, "src", "goyf")
    assert (state.power("goyf"), state.toughness("goyf")) == (0, 3)


@plays("When Merfolk Trickster enters, tap target creature an opponent controls. It loses all "
       "abilities until end of turn.")
def test_tap_it_and_it_loses_all_abilities() -> None:
    """CR 613.1f, 608.2c: "it" is the creature just tapped: B's vigilant flyer is tapped and
    loses flying and vigilance until end of turn."""
    tap = "{1}: Tap target creature. It loses all abilities until end of turn."
    state = board(creature("src", "A", 1, 1, tap), creature("bird", "B", 2, 2, "Flying, vigilance"))
    activate(state, "src", "bird")
    assert state.permanents["bird"].tapped and not state.has("bird", Kw.FLYING | Kw.VIGILANCE)


@plays("Until end of turn, target creature you control becomes a blue Dragon Illusion with base "
       "power and toughness 4/4, loses all abilities, and gains flying.")
def test_all_abilities_lost_then_flying_gained_in_one_effect() -> None:
    """CR 613.1f, 613.6: one effect, its changes in layer 6 in the order written: the creature
    loses defender and gains flying; it is a blue 4/4 Dragon Illusion."""
    skywise = "{1}: Until end of turn, target creature you control becomes a blue Dragon " \
        "Illusion with base power and toughness 4/4, loses all abilities, and gains flying."
    state = board(creature("src", "A", 1, 1, skywise), creature("wall", "A", 0, 4, "Defender"))
    activate(state, "src", "wall")
    assert state.has("wall", Kw.FLYING) and not state.has("wall", Kw.DEFENDER)
    card = state.permanents["wall"].card
    assert card.subtypes == ("Dragon", "Illusion") and card.color_set == {"U"}
    assert (state.power("wall"), state.toughness("wall")) == (4, 4)


def test_a_restriction_an_effect_states_is_kept() -> None:
    """CR 112.12, 613.1f: "target creature can't block this turn" states a quality, not an
    ability: losing all abilities afterwards keeps it (its printed reach is lost)."""
    cant = "{1}: Target creature can't block this turn."
    state = board(creature("src", "A", 1, 1, TRICKSTER), creature("jailer", "A", 1, 1, cant),
                  creature("bear", "B", 2, 2, "Reach"))
    activate(state, "jailer", "bear")
    activate(state, "src", "bear")
    assert state.has("bear", Kw.CANT_BLOCK) and not state.has("bear", Kw.REACH)


@plays("[+1]: Target artifact or creature loses all abilities and becomes a green Elk creature "
       "with base power and toughness 3/3.")
def test_an_artifact_becomes_an_elk_creature_for_good() -> None:
    """CR 205.1a, 613.1d-f, 613.4b, 611.2a: a Food (an artifact with an activated ability)
    becomes a green 3/3 Elk creature — no longer an artifact ("an Elk creature" replaces its
    card types), with no abilities; with no duration, it stays so."""
    elk = "{1}: Target artifact or creature loses all abilities and becomes a green Elk " \
        "creature with base power and toughness 3/3."
    food = {"id": "food", "controller": "B", "name": "Food", "types": ["Artifact"],
            "subtypes": ["Food"], "text": "{2}, {T}, Sacrifice this artifact: You gain 3 life."}
    state = board(creature("src", "A", 1, 1, elk), food)
    activate(state, "src", "food")
    card = state.permanents["food"].card
    assert card.types == ("Creature",) and card.subtypes == ("Elk",) and card.color_set == {"G"}
    assert not card.activated and (state.power("food"), state.toughness("food")) == (3, 3)
    end_turn(state)
    assert state.permanents["food"].card.types == ("Creature",)
