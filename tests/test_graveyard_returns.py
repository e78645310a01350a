"""A card's abilities that return it from its owner's graveyard (CR 113.6k: they function
only in the graveyard; ``sim.model.may_verbs.SELF_TO_HAND`` and the others,
``sim.rules.may_ops``): "whenever ..., you may return ~ from your graveyard to your hand",
"{2}{B}: return ~ from your graveyard to the battlefield tapped", "you may pay {1}. if you do,
return ~ from your graveyard to your hand"."""

from __future__ import annotations

from played import plays
from test_library import FOREST, turn
from test_stack import card, finish, legal, perm, play, to

from sim import GameState
from sim.model.objects import Zone
from sim.text import read_card

LANDFALL = "Whenever a land enters the battlefield under your control, you may return ~ from " \
           "your graveyard to your hand."


def creature(text: str) -> object:
    made = card("Ghoul", types=["Creature"], cost="{1}{B}", power=2, toughness=1, text=text)
    assert not made.unsupported, made.unsupported
    return made


def landfall(where: Zone, text: str = LANDFALL, mana: str = "{U}") -> GameState:
    """A's Ghoul (``text``) in ``where``; A plays a Forest from hand."""
    state = turn(perm("g1", "A", creature(text), where),  # type: ignore[arg-type]
                 perm("f1", "A", FOREST, Zone.HAND), mana=mana)
    play(state, "play f1")
    return state


@plays(LANDFALL)
def test_a_graveyard_trigger_returns_the_card_when_chosen() -> None:
    """CR 113.6k, 603.5: the Ghoul in A's graveyard triggers as the Forest enters; A chooses
    to return it: it goes to A's hand; declining, it stays in the graveyard."""
    state = landfall(Zone.GRAVEYARD)
    finish(play(to(state, "choose_optional"), "yes"))
    assert state.permanents["g1"].zone is Zone.HAND
    state = landfall(Zone.GRAVEYARD)
    finish(play(to(state, "choose_optional"), "no"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD


def test_a_graveyard_trigger_does_not_trigger_from_the_battlefield() -> None:
    """CR 113.6k: on the battlefield the ability doesn't function: the Forest entering asks
    nothing, and the Ghoul stays."""
    state = landfall(Zone.BATTLEFIELD)
    asked = []
    while state.decision is not None:
        asked.append(state.decision.kind)
        state.apply("pass" if state.decision.kind == "priority" else state.legal_actions()[0])
    assert "choose_optional" not in asked and not state.stack
    assert state.permanents["g1"].zone is Zone.BATTLEFIELD


def test_the_card_that_left_the_graveyard_is_not_returned() -> None:
    """CR 400.7: the trigger remembers the card in the graveyard; exiled and put back before it
    resolves, it is a new object, and stays in the graveyard."""
    state = landfall(Zone.GRAVEYARD)
    to(state, "choose_optional")
    ghoul = state.permanents["g1"]
    state.move("g1", Zone.EXILE)
    state.move("g1", Zone.GRAVEYARD)
    assert ghoul.zone is Zone.GRAVEYARD
    finish(play(state, "yes"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD


@plays("Whenever a land enters the battlefield under your control, you may pay {1}. If you do, "
       "return ~ from your graveyard to the battlefield.")
def test_pay_then_return_to_the_battlefield() -> None:
    """CR 118.12, 113.6k, 110.2a: paying {1}, the Ghoul returns to the battlefield under A's
    control; declining, it stays in the graveyard."""
    text = "Whenever a land enters the battlefield under your control, you may pay {1}. If " \
           "you do, return ~ from your graveyard to the battlefield."
    state = landfall(Zone.GRAVEYARD, text, mana="{1}")
    finish(play(to(state, "choose_pay"), "yes"))
    ghoul = state.permanents["g1"]
    assert ghoul.zone is Zone.BATTLEFIELD and ghoul.controller == "A"
    state = landfall(Zone.GRAVEYARD, text, mana="{1}")
    finish(play(to(state, "choose_pay"), "no"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD


@plays("{1}: Return ~ from your graveyard to the battlefield tapped.")
def test_an_ability_activated_from_the_graveyard() -> None:
    """CR 113.6k, 602.2: the ability is offered while the Ghoul is in A's graveyard (not while
    it is on the battlefield); activated, the Ghoul returns tapped."""
    ghoul = creature("{1}: Return ~ from your graveyard to the battlefield tapped.")
    state = turn(perm("g1", "A", ghoul, Zone.GRAVEYARD), mana="{1}")  # type: ignore[arg-type]
    assert "activate g1 0" in legal(state)
    finish(play(state, "activate g1 0"))
    returned = state.permanents["g1"]
    assert returned.zone is Zone.BATTLEFIELD and returned.tapped
    state = turn(perm("g1", "A", ghoul, Zone.BATTLEFIELD), mana="{1}")  # type: ignore[arg-type]
    assert "activate g1 0" not in legal(state)


def test_an_aura_returning_as_what_it_enchanted_dies_is_not_run() -> None:
    """CR 113.6k: "when enchanted creature dies" functions on the battlefield, looking back:
    not run; returning an enchantment to the hand is (an Aura returned to the battlefield is
    attached as it enters, CR 303.4f, ``tests/test_aura_entry``)."""
    dies = "When enchanted creature dies, return ~ from your graveyard to the battlefield."
    assert read_card(dies, "Screams", ("Enchantment",)).unsupported
    assert not read_card("{2}{G}: Return ~ from your graveyard to your hand.", "Talons",
                         ("Enchantment",)).unsupported


@plays("{2}{B}: Return this card from your graveyard to your hand.")
def test_this_card_names_itself() -> None:
    """CR 201.5, 113.6k, 602.2: "this card" is the card itself, as its name is: the ability
    is offered while the Ghoul is in A's graveyard, and returns it to A's hand."""
    ghoul = creature("{2}{B}: Return this card from your graveyard to your hand.")
    state = turn(perm("g1", "A", ghoul, Zone.GRAVEYARD), mana="{2}{B}")  # type: ignore[arg-type]
    finish(play(state, "activate g1 0"))
    assert state.permanents["g1"].zone is Zone.HAND
