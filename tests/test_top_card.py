"""The top card of the library looked at or revealed, and where it goes (CR 401, 701.20a):
"look at the top card of your library. you may put that card into your graveyard", "... if
it's a land card, you may put it onto the battlefield tapped", "reveal the top card of your
library. if it's an artifact card, put it into your hand. otherwise, put it into your
graveyard" (``sim.rules.top_card``)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import drive

import mtgsim
from sim import GameState
from sim.model.events import LibraryLooked
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.oracle import FULL

LAND = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"], "supertypes": ["Basic"]}
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "cost": "{1}{G}"}
RELIC = {"name": "Relic", "types": ["Artifact"], "cost": "{1}"}
BOLT = {"name": "Bolt", "types": ["Instant"], "cost": "{R}"}


def cast(text: str, library: list[dict[str, Any]], answer: str | None = None
         ) -> tuple[GameState, list[str]]:
    """A casts a {0} sorcery with ``text``, its library ``library`` (top first), answering
    "you may" choices with the card ``answer`` (else "none"); the state and the options
    offered."""
    spell = {"id": "spell", "name": "Spell", "types": ["Sorcery"], "cost": "{0}", "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [spell], "library": library}, "B": {}}, "permanents": [],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "spell"}]}})
    state.apply("cast spell")
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_card":
            offered.extend(actions)
            return f"card {answer}" if answer else "card none"
        return None
    drive(state, pick)
    return state, offered


def where(state: GameState, name: str) -> Zone | None:
    """The zone of the object made for the library card ``name`` (None: still in the library)."""
    found = [p.zone for p in state.permanents.values() if p.card.name == name]
    return found[0] if found else None


def library(state: GameState) -> list[str]:
    return [c.name for c in state.players["A"].library]


CONSIDER = ("Look at the top card of your library. You may put that card into your graveyard. "
            "Draw a card.")


@plays("Look at the top card of your library. You may put that card into your graveyard. "
       "Draw a card.")
def test_the_top_card_may_go_to_the_graveyard() -> None:
    """CR 401: A looks at the top card and may put it into the graveyard (a new object, 400.7),
    then draws (121.1) the card under it; declined, the card stays on top and is drawn. Only
    A sees it: nothing is revealed (701.20a)."""
    state, offered = cast(CONSIDER, [BEAR, LAND], answer="Bear")
    assert offered == ["card Bear", "card none"]
    assert where(state, "Bear") is Zone.GRAVEYARD and where(state, "Forest") is Zone.HAND
    looked = [e for e in state.events if isinstance(e, LibraryLooked)]
    assert [e.revealed for e in looked] == [""] and looked[0].graveyard == ("Bear",)
    state, _ = cast(CONSIDER, [BEAR, LAND])
    assert where(state, "Bear") is Zone.HAND and library(state) == ["Forest"]


SCOPE = ("Look at the top card of your library. If it's a land card, you may put it onto the "
         "battlefield tapped.")


@plays("Look at the top card of your library. If it's a land card, you may put it onto the "
       "battlefield tapped.")
def test_a_land_on_top_may_be_put_onto_the_battlefield_tapped() -> None:
    """CR 401, 110.4a: a land on top may be put onto the battlefield, tapped as the instruction
    says; a nonland card stays on top and nothing is asked; an empty library does nothing."""
    state, offered = cast(SCOPE, [LAND, BEAR], answer="Forest")
    forest = next(p for p in state.permanents.values() if p.card.name == "Forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped and library(state) == ["Bear"]
    state, offered = cast(SCOPE, [BEAR, LAND], answer="Bear")
    assert offered == [] and library(state) == ["Bear", "Forest"]
    state, offered = cast(SCOPE, [])
    assert offered == [] and library(state) == []


FAMILIAR = ("Reveal the top card of your library. If it's an artifact card, put it into your "
            "hand. Otherwise, put it into your graveyard.")


@plays("Reveal the top card of your library. If it's an artifact card, put it into your "
       "hand. Otherwise, put it into your graveyard.")
def test_a_revealed_card_goes_to_the_hand_or_else_the_graveyard() -> None:
    """CR 701.20a: the top card is revealed to all; an artifact card goes to the hand, any other
    card ("otherwise") to the graveyard — no choice either way."""
    state, offered = cast(FAMILIAR, [RELIC, BEAR])
    assert offered == [] and where(state, "Relic") is Zone.HAND and library(state) == ["Bear"]
    looked = [e for e in state.events if isinstance(e, LibraryLooked)]
    assert looked[0].revealed == "Relic"
    state, _ = cast(FAMILIAR, [BOLT, RELIC])
    assert where(state, "Bolt") is Zone.GRAVEYARD and library(state) == ["Relic"]


REEF = ("Look at the top card of your library. If it's a land card, you may put it onto the "
        "battlefield tapped. If you don't put the card onto the battlefield, put it into your "
        "hand.")


@plays("Look at the top card of your library. If it's a land card, you may put it onto the "
       "battlefield tapped. If you don't put the card onto the battlefield, put it into your"
       " hand.")
def test_a_card_not_put_onto_the_battlefield_goes_to_the_hand() -> None:
    """CR 608.2c, 400.7: a land may be put onto the battlefield tapped; one declined, or a
    nonland card, goes to the hand instead (the instructions in order)."""
    state, _ = cast(REEF, [LAND, BEAR], answer="Forest")
    assert where(state, "Forest") is Zone.BATTLEFIELD
    state, _ = cast(REEF, [LAND, BEAR])
    assert where(state, "Forest") is Zone.HAND and library(state) == ["Bear"]
    state, offered = cast(REEF, [BEAR, LAND])
    assert offered == [] and where(state, "Bear") is Zone.HAND


ASCENDANCY = ("Look at the top card of your library. If it's a creature or planeswalker card, "
              "you may reveal it and put it into your hand.")


@plays("Look at the top card of your library. If it's a creature or planeswalker card, you "
       "may reveal it and put it into your hand.")
def test_a_creature_on_top_may_be_revealed_and_put_into_the_hand() -> None:
    """CR 401, 701.20a: a creature card on top may be revealed and put into the hand (it is
    revealed only then); a land stays on top unrevealed."""
    state, _ = cast(ASCENDANCY, [BEAR, LAND], answer="Bear")
    assert where(state, "Bear") is Zone.HAND
    looked = [e for e in state.events if isinstance(e, LibraryLooked)]
    assert looked[0].revealed == "Bear"
    state, offered = cast(ASCENDANCY, [LAND, BEAR])
    assert offered == [] and library(state) == ["Forest", "Bear"]
    looked = [e for e in state.events if isinstance(e, LibraryLooked)]
    assert looked[0].revealed == ""


def test_unclear_forms_are_not_read() -> None:
    """An "otherwise" after a choice, a card of any kind put onto
    the battlefield (an instant can't be, CR 110.4a): not read, the card not full."""
    for text in ("Look at the top card of your library. If it's a land card, you may put it "
                 "onto the battlefield. Otherwise, put it into your hand.",
                 "Look at the top card of your library. You may put it onto the battlefield."):
        assert read_card(text, "Spell", ("Sorcery",)).status != FULL, text


GREEN = ("Look at the top three cards of your library. You may reveal a green card from among "
         "them and put it into your hand. Put the rest on the bottom of your library in a "
         "random order.")


@plays("Look at the top three cards of your library. You may reveal a green card from among "
       "them and put it into your hand. Put the rest on the bottom of your library in a "
       "random order.")
def test_a_dig_for_a_card_of_a_color() -> None:
    """CR 105.2, 401: a card of the color named may be taken: the green Bear is offered, not
    the red Bolt nor the colorless Relic (105.2c); the other two go to the bottom."""
    bolt, bear = {**BOLT, "colors": ["R"]}, {**BEAR, "colors": ["G"]}
    state, offered = cast(GREEN, [bolt, bear, RELIC, LAND], answer="Bear")
    assert offered == ["card Bear", "card none"]
    assert where(state, "Bear") is Zone.HAND
    assert library(state)[0] == "Forest" and sorted(library(state)[1:]) == ["Bolt", "Relic"]


KINSHIP = ("At the beginning of your upkeep, you may look at the top card of your library. If "
           "it shares a creature type with Graybeard, you may reveal it. If you do, you gain 4 "
           "life.")


def upkeep(top: dict[str, Any], subtypes: tuple[str, ...] = ("Giant", "Druid"),
           answers: dict[str, str] | None = None) -> tuple[GameState, list[str]]:
    """A's upkeep with Graybeard (``subtypes``) and the kinship ability, ``top`` on top of A's
    library; the choices answered from ``answers`` (kind: action), the kinds asked."""
    state = mtgsim.load({
        "active_player": "A", "step": "upkeep", "until": "end of turn",
        "players": {"A": {"library": [top, LAND]}, "B": {}},
        "permanents": [{"id": "graybeard", "controller": "A", "name": "Graybeard", "power": 1,
                        "toughness": 4, "subtypes": list(subtypes), "text": KINSHIP}],
        "combat": {"attacks": {}, "actions": []}})
    given = answers or {}
    asked = drive(state, lambda kind, actions: next(
        (a for a in actions if given.get(kind, "\0") in a), None))
    return state, asked


@plays("At the beginning of your upkeep, you may look at the top card of your library. If it"
       " shares a creature type with Graybeard, you may reveal it. If you do, you gain 4 "
       "life.")
def test_kinship_reveals_a_card_sharing_a_creature_type() -> None:
    """Kinship (CR 205.3m, 701.20a, 608.2c): A looks at the top card; a Giant shares a creature
    type with the Giant Druid, so A may reveal it, and if they do gains 4 life; the card stays
    on top (A draws nothing: the upkeep comes after the draw in no turn here). Declined, no
    life."""
    giant = {"name": "Hill Giant", "types": ["Creature"], "subtypes": ["Giant"], "power": 3,
             "toughness": 3}
    state, asked = upkeep(giant, answers={"choose_optional": "yes", "choose_card": "Giant"})
    assert "choose_card" in asked and state.players["A"].life == 24
    assert [c.name for c in state.players["A"].library][0] == "Hill Giant"
    looked = [e for e in state.events if isinstance(e, LibraryLooked)]
    assert looked[0].revealed == "Hill Giant"
    state, _ = upkeep(giant, answers={"choose_optional": "yes", "choose_card": "none"})
    assert state.players["A"].life == 20


def test_kinship_needs_a_shared_creature_type() -> None:
    """CR 205.3m, 205.3d, 702.73a: a card with no creature type in common is not revealed (no
    choice, no life); a changeling card has every creature type; a planeswalker's subtype
    is no creature type, so an Ajani shares none with a Cat."""
    elf = {"name": "Elf", "types": ["Creature"], "subtypes": ["Elf"], "power": 1,
           "toughness": 1}
    state, asked = upkeep(elf, answers={"choose_optional": "yes", "choose_card": "Elf"})
    assert "choose_card" not in asked and state.players["A"].life == 20
    shifter = {"name": "Shifter", "types": ["Creature"], "subtypes": ["Shapeshifter"],
               "power": 1, "toughness": 1, "text": "Changeling"}
    state, _ = upkeep(shifter, answers={"choose_optional": "yes", "choose_card": "Shifter"})
    assert state.players["A"].life == 24
    ajani = {"name": "Ajani", "types": ["Planeswalker"], "subtypes": ["Ajani"], "loyalty": 4}
    state, asked = upkeep(ajani, subtypes=("Cat", "Ajani"),
                          answers={"choose_optional": "yes", "choose_card": "Ajani"})
    assert "choose_card" not in asked and state.players["A"].life == 20


@plays("Look at the top three cards of your library. You may put a land card from among them "
       "onto the battlefield tapped. Put the rest on the bottom of your library in a random "
       "order.")
def test_a_dig_puts_a_land_onto_the_battlefield_tapped() -> None:
    """CR 401, 608.2c, 110.4a: of the top three cards only the land is offered; it enters the
    battlefield tapped (a new object, 400.7), the other two go to the bottom; "a green card"
    (maybe an instant) onto the battlefield is not read."""
    text = ("Look at the top three cards of your library. You may put a land card from among "
            "them onto the battlefield tapped. Put the rest on the bottom of your library in a "
            "random order.")
    state, offered = cast(text, [BEAR, LAND, RELIC, BOLT], answer="Forest")
    assert offered == ["card Forest", "card none"]
    forest = next(p for p in state.permanents.values() if p.card.name == "Forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped
    assert library(state)[0] == "Bolt" and sorted(library(state)[1:]) == ["Bear", "Relic"]
    green = text.replace("a land card", "a green card")
    assert read_card(green, "Spell", ("Sorcery",)).status != FULL


@plays("{1}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put "
       "it onto the battlefield, then shuffle.")
def test_a_search_for_a_subtype_permanent_with_a_mana_value_bound() -> None:
    """CR 701.23a, 202.3, 205.3m: only a Rebel permanent card with mana value 3 or less is
    offered (not the mana value 4 Rebel, nor the Bear); it enters the battlefield and the
    library is shuffled (701.24a)."""
    text = ("{1}, {T}: Search your library for a Rebel permanent card with mana value 3 or "
            "less, put it onto the battlefield, then shuffle.")

    def rebel(name: str, cost: str) -> dict[str, Any]:
        return {"name": name, "types": ["Creature"], "subtypes": ["Human", "Rebel"],
                "power": 1, "toughness": 1, "cost": cost}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"library": [rebel("Big Rebel", "{4}"), rebel("Small Rebel", "{2}{W}"),
                                      BEAR], "mana": "{1}"}, "B": {}},
        "permanents": [{"id": "scout", "controller": "A", "name": "Scout", "power": 1,
                        "toughness": 1, "text": text}],
        "combat": {"attacks": {}, "actions": []}})
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if "activate scout 0" in actions:
            return "activate scout 0"
        if kind == "choose_card":
            offered.extend(actions)
            return 'card "Small Rebel"'
        return None
    drive(state, pick)
    assert offered == ['card "Small Rebel"', "card none"]
    assert where(state, "Small Rebel") is Zone.BATTLEFIELD
    assert sorted(library(state)) == ["Bear", "Big Rebel"]
