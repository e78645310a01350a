"""More ways of digging through the library (``sim.model.dig_verbs``, ``sim.rules.library.dig``):
"look at the top N cards of your library. put any number of them into your graveyard and the
rest back on top of your library in any order" (CR 401.4, 608.2c) and "reveal the top N cards
of your library. you may put a <kind> card from among them into your hand. put the rest into
your graveyard" (701.20a)."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, cast_probe, names
from test_stack import card, events, legal, play, to

from sim import GameState
from sim.model.events import LibraryLooked
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

MILL_ANY = ("Look at the top three cards of your library. Put any number of them into your "
            "graveyard and the rest back on top of your library in any order.")
REVEAL_MAY = ("Reveal the top three cards of your library. You may put a creature or land card "
              "from among them into your hand. Put the rest into your graveyard.")


def _in(state: GameState, zone: Zone) -> list[str]:
    return sorted(p.card.name for p in state.permanents.values() if p.owner == "A"
                  and p.zone is zone and p.card.name != "Probe")


@plays("Look at the top three cards of your library. Put any number of them into your "
       "graveyard and the rest back on top of your library in any order.",
       "Look at the top five cards of your library. Put any number of them into your "
       "graveyard and the rest back on top of your library in any order.")
def test_any_number_into_the_graveyard_the_rest_on_top_in_any_order() -> None:
    """CR 608.2c, 401.4: from Hill Giant, Grizzly Bears, Forest, Island (top first) A looks
    at three; A puts the Bears into the graveyard ("none" ends the choice), then orders the
    other two back on top (the Forest first): Forest, Hill Giant, Island below."""
    state = cast_probe(MILL_ANY, library=(GIANT, BEARS, FOREST, ISLAND))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Forest",
                            "card none"]
    play(state, 'card "Grizzly Bears"')
    play(to(state, "choose_card"), "card none")
    play(to(state, "choose_card"), "card Forest")
    assert _in(state, Zone.GRAVEYARD) == ["Grizzly Bears"] and _in(state, Zone.HAND) == []
    assert names(state) == ["Forest", "Hill Giant", "Island"]
    [looked] = events(state, LibraryLooked)
    assert looked.graveyard == ("Grizzly Bears",) and looked.top == 2


def test_every_card_or_none_may_go_to_the_graveyard() -> None:
    """CR 608.2c: any number is also all three (no order asked, the fourth card stays on
    top) and none (the three back on top in the order chosen)."""
    state = cast_probe(MILL_ANY, library=(GIANT, BEARS, FOREST, ISLAND))
    for pick in ('card "Hill Giant"', 'card "Grizzly Bears"', "card Forest"):
        play(to(state, "choose_card"), pick)
    assert _in(state, Zone.GRAVEYARD) == ["Forest", "Grizzly Bears", "Hill Giant"]
    assert names(state) == ["Island"]
    kept = cast_probe(MILL_ANY, library=(GIANT, BEARS, FOREST, ISLAND))
    play(to(kept, "choose_card"), "card none")
    play(to(kept, "choose_card"), "card Forest")
    play(to(kept, "choose_card"), 'card "Grizzly Bears"')
    assert _in(kept, Zone.GRAVEYARD) == []
    assert names(kept) == ["Forest", "Grizzly Bears", "Hill Giant", "Island"]


@plays("Reveal the top three cards of your library. You may put a creature or land card from "
       "among them into your hand. Put the rest into your graveyard.",
       "Reveal the top five cards of your library. You may put a creature or land card from "
       "among them into your hand. Put the rest into your graveyard.")
def test_revealed_one_of_the_kinds_into_the_hand_the_rest_into_the_graveyard() -> None:
    """CR 701.20a, 608.2c: A reveals Hill Giant, Grizzly Bears, Island (every player sees the
    three); A may take a creature or land card: the Island to the hand, the two creatures to
    the graveyard; the Forest below stays."""
    state = cast_probe(REVEAL_MAY, library=(GIANT, BEARS, ISLAND, FOREST))
    to(state, "choose_card")
    assert "card none" in legal(state)
    play(state, "card Island")
    assert _in(state, Zone.HAND) == ["Island"]
    assert _in(state, Zone.GRAVEYARD) == ["Grizzly Bears", "Hill Giant"]
    assert names(state) == ["Forest"]
    [looked] = events(state, LibraryLooked)
    assert looked.revealed == "Island, Hill Giant, Grizzly Bears"


def test_declining_puts_all_revealed_cards_into_the_graveyard() -> None:
    """CR 608.2c: "you may": "none" puts all three into the graveyard; an instant card is not
    of the kinds (not offered)."""
    state = cast_probe(REVEAL_MAY.replace("three", "two"), library=(GIANT, ISLAND, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', "card Island", "card none"]
    play(state, "card none")
    assert _in(state, Zone.HAND) == [] and _in(state, Zone.GRAVEYARD) == ["Hill Giant", "Island"]
    assert names(state) == ["Forest"]


def test_the_reading_is_exact() -> None:
    """The two forms render back to their text; other destinations of the chosen cards are
    not read by these rules."""
    assert not read_effect(MILL_ANY).unsupported and not read_effect(REVEAL_MAY).unsupported
    assert read_effect(MILL_ANY.replace("into your graveyard", "into exile")).unsupported


EACH = ("Reveal the top four cards of your library. You may put a creature card and/or a land "
        "card from among them into your hand. Put the rest into your graveyard.")


@plays("Reveal the top four cards of your library. You may put a creature card and/or a land "
       "card from among them into your hand. Put the rest into your graveyard.",
       "Reveal the top five cards of your library. You may put a creature card and/or an "
       "enchantment card from among them into your hand. Put the rest into your graveyard.")
def test_one_card_of_each_kind_into_the_hand() -> None:
    """CR 701.20a, 608.2c: from Hill Giant, Grizzly Bears, Island, Forest A takes the Giant
    (a creature card); then only a land card may follow (not the Bears): the Forest. The
    Bears and the Island go to the graveyard."""
    state = cast_probe(EACH, library=(GIANT, BEARS, ISLAND, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Island",
                            "card Forest", "card none"]
    play(state, 'card "Hill Giant"')
    to(state, "choose_card")
    assert legal(state) == ["card Island", "card Forest", "card none"]
    play(state, "card Forest")
    assert _in(state, Zone.HAND) == ["Forest", "Hill Giant"]
    assert _in(state, Zone.GRAVEYARD) == ["Grizzly Bears", "Island"] and names(state) == []


def test_a_card_of_both_kinds_counts_as_either() -> None:
    """CR 608.2c: "an artifact card and/or a creature card": the artifact creature Golem
    taken first may count as the artifact card, so the Grizzly Bears (a creature card) may
    follow; the lands are of neither kind."""
    golem = card("Golem", types=["Artifact", "Creature"], cost="{3}", power=3, toughness=3)
    text = EACH.replace("a creature card and/or a land card", "an artifact card and/or a "
                        "creature card")
    state = cast_probe(text, library=(golem, BEARS, ISLAND, FOREST))
    play(to(state, "choose_card"), "card Golem")
    to(state, "choose_card")
    assert legal(state) == ['card "Grizzly Bears"', "card none"]
    play(state, 'card "Grizzly Bears"')
    assert _in(state, Zone.HAND) == ["Golem", "Grizzly Bears"]


@plays("Look at the top ten cards of your library, then exile any number of them and put the "
       "rest back on top of your library in any order.",
       "Look at the top three cards of your library, then exile any number of them and put the "
       "rest back on top of your library in any order.")
def test_any_number_exiled_the_rest_on_top_in_any_order() -> None:
    """CR 406.2, 401.4, 608.2c: A exiles the Hill Giant (then "none"), and puts the Forest
    back on top before the Bears; the Island below was not looked at."""
    text = ("Look at the top three cards of your library, then exile any number of them and "
            "put the rest back on top of your library in any order.")
    state = cast_probe(text, library=(GIANT, BEARS, FOREST, ISLAND))
    play(to(state, "choose_card"), 'card "Hill Giant"')
    play(to(state, "choose_card"), "card none")
    play(to(state, "choose_card"), "card Forest")
    assert _in(state, Zone.EXILE) == ["Hill Giant"] and _in(state, Zone.GRAVEYARD) == []
    assert names(state) == ["Forest", "Grizzly Bears", "Island"]
