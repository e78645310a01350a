"""Cards in a graveyard named by a subtype, a supertype or several kinds (issue 29, graveyard;
``sim.text.graveyard_cards``, ``sim.rules.graveyard_kinds``, ``sim.text.render_graveyard_cards``;
CR 115.1, 404, 205.2-205.4): "return target Goblin card", "target creature or Vehicle card",
"target Vampire or Wizard creature card", "target nonland permanent card", "target
noncreature, nonland permanent card", "target legendary creature card", "target artifact
creature card" from your graveyard, played in games."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_graveyard_targets import main_phase

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.text.card_fields import build_card


def card(cid: str, types: list[str], subtypes: tuple[str, ...] = (), **more: Any) -> dict[str, Any]:
    """A card of ``types`` and ``subtypes`` (a creature's 2/2)."""
    out: dict[str, Any] = {"id": cid, "name": cid.title(), "types": types,
                           "subtypes": list(subtypes), "cost": "{1}", **more}
    if "Creature" in types:
        out.update(power=2, toughness=2)
    return out


GOBLIN = card("goblin", ["Creature"], ("Goblin",))
BEARS = card("bears", ["Creature"], ("Bear",))
SHAPESHIFTER = card("shifter", ["Creature"], ("Shapeshifter",), text="Changeling")
VEHICLE = card("cart", ["Artifact"], ("Vehicle",))
ROCK = card("rock", ["Artifact"])
FOREST = card("forest", ["Land"], ("Forest",), supertypes=["Basic"])
AURA = card("aura", ["Enchantment"], ("Aura",))
OMEN = card("omen", ["Enchantment"])
LEGEND = card("legend", ["Creature"], ("Human",), supertypes=["Legendary"])
WIZARD = card("wizard", ["Creature"], ("Human", "Wizard"))
GOLEM = card("golem", ["Artifact", "Creature"], ("Golem",))


def legal(text: str, target: dict[str, Any], *others: dict[str, Any]) -> bool:
    """Whether A's spell of ``text`` may target ``target`` in A's graveyard (with ``others``
    there too); when it may, the spell resolves and ``target`` leaves the graveyard."""
    state = main_phase(text, target["id"], a_graveyard=[target, *others])
    try:
        mtgsim.play(state)
    except IllegalActionError:
        return False
    assert state.permanents[target["id"]].zone is not Zone.GRAVEYARD
    return True


@plays("Return target Goblin card from your graveyard to your hand.")
def test_a_subtype_card_and_a_changeling() -> None:
    """CR 205.3m, 115.1: a Goblin card in its caster's graveyard returns to their hand; the
    Bears (a Bear) can't be targeted; a changeling card has every creature type in every zone
    (CR 702.73a), so it is a Goblin card there."""
    text = "Return target Goblin card from your graveyard to your hand."
    state = main_phase(text, "goblin", a_graveyard=[GOBLIN, BEARS])
    mtgsim.play(state)
    assert state.permanents["goblin"].zone is Zone.HAND
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert not legal(text, BEARS)
    assert legal(text, SHAPESHIFTER)


@plays("Return target creature or Vehicle card from your graveyard to the battlefield.")
def test_a_card_type_or_a_subtype() -> None:
    """CR 205.3g, 115.1: "creature or Vehicle card" is a card with either: the Vehicle (an
    artifact) returns to the battlefield under its owner's control (400.7, 110.2a); a plain
    artifact card can't be targeted; a creature card can."""
    text = "Return target creature or Vehicle card from your graveyard to the battlefield."
    state = main_phase(text, "cart", a_graveyard=[VEHICLE])
    mtgsim.play(state)
    cart = state.permanents["cart"]
    assert cart.zone is Zone.BATTLEFIELD and cart.controller == "A"
    assert not legal(text, ROCK)
    assert legal(text, BEARS)


@plays("Return target Vampire or Wizard creature card from your graveyard to your hand.")
def test_either_subtype_and_a_card_type() -> None:
    """CR 205.3m, 205.2a: a Wizard creature card qualifies, a Goblin creature card doesn't;
    both the subtype and the card type are needed."""
    text = "Return target Vampire or Wizard creature card from your graveyard to your hand."
    assert legal(text, WIZARD)
    assert not legal(text, GOBLIN)


@plays("Return target nonland permanent card from your graveyard to your hand.",
       "Return target noncreature, nonland permanent card from your graveyard to your hand.")
def test_non_kinds() -> None:
    """CR 110.4b, 205.2a, 115.1: a "nonland permanent card" is any permanent card but a land:
    an artifact card qualifies, a basic Forest doesn't; "noncreature, nonland": neither a
    creature (nor an artifact creature, which is both) nor a land card."""
    nonland = "Return target nonland permanent card from your graveyard to your hand."
    assert legal(nonland, ROCK)
    assert not legal(nonland, FOREST)
    neither = ("Return target noncreature, nonland permanent card from your graveyard to your "
               "hand.")
    assert legal(neither, AURA)
    assert not legal(neither, GOLEM)
    assert not legal(neither, FOREST)


@plays("Return target legendary creature card from your graveyard to the battlefield.",
       "Return target artifact creature card from your graveyard to your hand.")
def test_a_supertype_or_a_second_card_type() -> None:
    """CR 205.4a: "legendary creature card" needs the supertype too: the legendary Human
    returns to the battlefield, the Bears can't be targeted; CR 205.2a: "artifact creature
    card" is both card types: the Golem qualifies, the Bears and a plain artifact don't."""
    text = "Return target legendary creature card from your graveyard to the battlefield."
    assert legal(text, LEGEND)
    assert not legal(text, BEARS)
    golems = "Return target artifact creature card from your graveyard to your hand."
    assert legal(golems, GOLEM)
    assert not legal(golems, BEARS)
    assert not legal(golems, ROCK)


@pytest.mark.parametrize("text", [
    "When this creature enters, return target historic card from your graveyard to your hand.",
    "When this creature enters, return target outlaw card from your graveyard to your hand.",
])
def test_words_that_are_not_subtypes_are_not_read(text: str) -> None:
    """CR 700.6, 700.15 (historic, outlaw): a word for several types is not a subtype (205.3),
    so such a target stays unsupported rather than read as a subtype no card has."""
    fields = {"name": "Probe", "types": ["Creature"], "power": 1, "toughness": 1, "text": text}
    built = build_card(fields, lambda k, m: Exception(k + m))
    assert built.unsupported == (text,)


@plays("Return target artifact, enchantment, or planeswalker card from your graveyard to the "
       "battlefield.",
       "Return target instant, sorcery, or creature card from your graveyard to your hand.")
def test_a_list_of_three_card_types() -> None:
    """CR 205.2a, 115.1: a card of any one of the three types listed: an artifact card and
    an enchantment card return to the battlefield, a land card can't be targeted;
    "instant, sorcery, or creature card": a creature card returns to the hand, an artifact
    card can't be targeted."""
    permanents = ("Return target artifact, enchantment, or planeswalker card from your "
                  "graveyard to the battlefield.")
    assert legal(permanents, ROCK)
    assert legal(permanents, OMEN)
    assert not legal(permanents, FOREST)
    spells = "Return target instant, sorcery, or creature card from your graveyard to your hand."
    state = main_phase(spells, "bears", a_graveyard=[BEARS])
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.HAND
    assert not legal(spells, ROCK)


@plays("Return target nonland card from your graveyard to your hand.",
       "Return target noncreature, nonland card from your graveyard to your hand.")
def test_non_kinds_of_any_card() -> None:
    """CR 205.2a, 115.1: "nonland card" is a card of any type but land: an instant card
    returns, a basic Forest can't be targeted; "noncreature, nonland card": an artifact card
    qualifies, a creature card doesn't."""
    nonland = "Return target nonland card from your graveyard to your hand."
    instant = card("bolt", ["Instant"])
    assert legal(nonland, instant)
    assert not legal(nonland, FOREST)
    neither = "Return target noncreature, nonland card from your graveyard to your hand."
    assert legal(neither, ROCK)
    assert not legal(neither, BEARS)


@plays("Return up to two target nonland permanent cards from your graveyard to your hand.")
def test_up_to_two_cards_of_kinds() -> None:
    """CR 601.2c, 115.3: up to two targets, each a nonland permanent card (110.4b): the
    artifact card and the Bears return to the hand; a land card can't be one of them."""
    text = "Return up to two target nonland permanent cards from your graveyard to your hand."
    sorcery = {"id": "spell", "name": "Raise", "types": ["Sorcery"], "cost": "{0}",
               "text": text}

    def cast(targets: list[str]) -> mtgsim.GameState:
        return mtgsim.load({"active_player": "A", "until": "end of turn",
                            "players": {"A": {"hand": [sorcery],
                                              "graveyard": [ROCK, BEARS, FOREST]}, "B": {}},
                            "permanents": [],
                            "combat": {"attacks": {}, "actions": [
                                {"step": "precombat_main", "player": "A", "cast": "spell",
                                 "targets": targets}]}})
    state = cast(["rock", "bears"])
    mtgsim.play(state)
    assert {state.permanents[c].zone for c in ("rock", "bears")} == {Zone.HAND}
    assert state.permanents["forest"].zone is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        mtgsim.play(cast(["rock", "forest"]))
