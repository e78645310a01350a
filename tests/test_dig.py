"""Digging through the library (``sim.rules.library.dig``, ``fx.DIG``): "look at the top N cards
of your library", some of them into the hand (a card of a kind the player may reveal, one or
more the player must take, or every card of a kind revealed), the rest on the bottom in a
random order or in any order, into the graveyard, or back on top in any order (CR 401,
401.4, 608.2c). Each choice is the controller's ``choose_card`` decision."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, cast_probe, names, spell, turn
from test_stack import card, events, finish, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState
from sim.engine.agents import Agent, DefaultAgent
from sim.io.run_report import describe_event as describe
from sim.model import programs as fx
from sim.model.events import CardFound, LibraryLooked, Shuffled
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.rules.library import takes
from sim.testing.checker import check
from sim.text.effect_text import read_effect

MAY = ("Look at the top four cards of your library. You may reveal a creature card from among "
       "them and put it into your hand. Put the rest on the bottom of your library in a random "
       "order.")
ORDERED = ("Look at the top three cards of your library. You may reveal an artifact or land card "
           "from among them and put it into your hand. Then put the rest on the bottom of your "
           "library in any order.")
TAKE_ONE = ("Look at the top three cards of your library. Put one of them into your hand and the "
            "rest into your graveyard.")
TAKE_OTHER = ("Look at the top two cards of your library. Put one of them into your hand and the "
              "other on the bottom of your library.")
PUT_BACK = ("When this creature enters, look at the top three cards of your library, then put "
            "them back in any order.")
REVEAL_ALL = ("Reveal the top three cards of your library. Put all land cards revealed this way "
              "into your hand and the rest into your graveyard.")
SOL = card("Sol Ring", types=["Artifact"], cost="{1}")


def hand(state: Any, player: str = "A") -> list[str]:
    return sorted(p.card.name for p in state.cards(player, Zone.HAND))


def graveyard(state: Any) -> list[str]:
    return sorted(p.card.name for p in state.cards("A", Zone.GRAVEYARD) if p.card.name != "Probe")


@plays("Look at the top four cards of your library. You may reveal a creature card from among "
       "them and put it into your hand. Put the rest on the bottom of your library in a random"
       " order.")
def test_may_reveal_a_creature_card_and_put_the_rest_on_the_bottom_at_random() -> None:
    """CR 401, 608.2c: the controller looks at the top four cards and may reveal a creature
    card among them (a choose_card decision among the creature cards' names, or none); it goes
    to the hand, revealed, and the other three go to the bottom in a random order: the fifth
    card is now on top, and the library holds the rest."""
    state = cast_probe(MAY, library=(GIANT, FOREST, BEARS, ISLAND, SOL))
    to(state, "choose_card")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card none"]
    finish(play(state, 'card "Grizzly Bears"'))
    assert hand(state) == ["Grizzly Bears"]
    assert names(state)[0] == "Sol Ring"
    assert sorted(names(state)[1:]) == ["Forest", "Hill Giant", "Island"]
    [found] = events(state, CardFound)
    assert found.revealed and found.verb == fx.DIG
    [looked] = events(state, LibraryLooked)
    assert (looked.top, looked.bottom, looked.graveyard) == (0, 3, ())
    assert "looks at cards of their library" in describe(looked)


def test_may_reveal_none_and_the_order_is_random_but_seeded() -> None:
    """CR 401, 608.2c: 'none' leaves every card looked at for the bottom; the random order is
    the game's seeded generator's (the same seed, the same order; some seed another order)."""
    library = (GIANT, FOREST, BEARS, ISLAND, SOL)
    orders = set()
    for seed in range(8):
        state = cast_probe(MAY, library=library, seed=seed)
        finish(play(to(state, "choose_card"), "card none"))
        assert hand(state) == [] and names(state)[0] == "Sol Ring"
        assert sorted(names(state)[1:]) == ["Forest", "Grizzly Bears", "Hill Giant", "Island"]
        again = cast_probe(MAY, library=library, seed=seed)
        finish(play(to(again, "choose_card"), "card none"))
        assert names(again) == names(state)
        orders.add(tuple(names(state)))
    assert len(orders) > 1


def test_no_card_of_the_kind_asks_nothing_and_a_short_library_gives_all_it_has() -> None:
    """CR 401, 608.2c: with no creature card among those looked at there is nothing to reveal
    (no decision); a library of two cards is looked at whole."""
    state = cast_probe(MAY, library=(FOREST, ISLAND, SOL, FOREST, GIANT))
    finish(state)
    assert hand(state) == [] and names(state)[0] == "Hill Giant"
    assert sorted(names(state)[1:]) == ["Forest", "Forest", "Island", "Sol Ring"]
    assert not events(state, CardFound)
    short = cast_probe(MAY, library=(FOREST, BEARS))
    finish(play(to(short, "choose_card"), 'card "Grizzly Bears"'))
    assert hand(short) == ["Grizzly Bears"] and names(short) == ["Forest"]


@plays("Look at the top three cards of your library. You may reveal an artifact or land card "
       "from among them and put it into your hand. Then put the rest on the bottom of your "
       "library in any order.")
def test_may_reveal_among_kinds_then_order_the_rest_on_the_bottom() -> None:
    """CR 401.4, 608.2c: 'an artifact or land card' offers either kind; the two cards left go
    to the bottom in the order the controller chooses (a choose_card decision, nearest the top
    first)."""
    state = cast_probe(ORDERED, library=(GIANT, SOL, FOREST, ISLAND))
    to(state, "choose_card")
    assert legal(state) == ['card "Sol Ring"', "card Forest", "card none"]
    play(state, "card Forest")
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Sol Ring"']
    finish(play(state, 'card "Sol Ring"'))
    assert hand(state) == ["Forest"]
    assert names(state) == ["Island", "Sol Ring", "Hill Giant"]


@plays("Look at the top three cards of your library. Put one of them into your hand and the "
       "rest into your graveyard.")
def test_put_one_of_them_into_your_hand_and_the_rest_into_your_graveyard() -> None:
    """CR 608.2c: 'put one of them into your hand' is not optional (no 'none'), and any card
    may be chosen; the other two are put into the graveyard, each a new object (400.7). The
    card taken is not revealed."""
    state = cast_probe(TAKE_ONE, library=(GIANT, FOREST, BEARS, ISLAND))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', "card Forest", 'card "Grizzly Bears"']
    finish(play(state, "card Forest"))
    assert hand(state) == ["Forest"]
    assert graveyard(state) == ["Grizzly Bears", "Hill Giant"]
    assert names(state) == ["Island"]
    [found] = events(state, CardFound)
    assert not found.revealed and "a card" in describe(found)


def test_copies_of_one_card_are_no_choice() -> None:
    """CR 608.2c: when the cards looked at are all copies of one card, taking one asks
    nothing."""
    state = cast_probe(TAKE_ONE, library=(FOREST, FOREST, FOREST, GIANT))
    finish(state)
    assert hand(state) == ["Forest"] and graveyard(state) == ["Forest", "Forest"]
    assert names(state) == ["Hill Giant"]


@plays("Look at the top two cards of your library. Put one of them into your hand and the "
       "other on the bottom of your library.")
def test_put_one_into_your_hand_and_the_other_on_the_bottom() -> None:
    """CR 608.2c: of the top two cards, one is chosen for the hand; the other goes to the
    bottom of the library."""
    state = cast_probe(TAKE_OTHER, library=(GIANT, BEARS, FOREST))
    finish(play(to(state, "choose_card"), 'card "Hill Giant"'))
    assert hand(state) == ["Hill Giant"] and names(state) == ["Forest", "Grizzly Bears"]


@plays("When this creature enters, look at the top three cards of your library, then put them "
       "back in any order.")
def test_enters_look_then_put_them_back_in_any_order() -> None:
    """CR 603.6a, 401.4: the enters trigger looks at the top three cards and puts them back in
    the order its controller chooses (a choose_card for each of the first two, top first); the
    hand is unchanged."""
    seer = card("Seer", types=["Creature"], cost="{U}", power=1, toughness=1, text=PUT_BACK)
    assert not seer.unsupported, seer.unsupported
    state = turn(perm("s1", "A", seer, Zone.HAND), library=(GIANT, BEARS, FOREST, ISLAND))
    play(state, "cast s1")
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Forest"]
    play(state, "card Forest")
    play(to(state, "choose_card"), 'card "Hill Giant"')
    finish(state)
    assert names(state) == ["Forest", "Hill Giant", "Grizzly Bears", "Island"]
    assert hand(state) == []
    [looked] = events(state, LibraryLooked)
    assert (looked.top, looked.bottom) == (3, 0)


@plays("Reveal the top three cards of your library. Put all land cards revealed this way into "
       "your hand and the rest into your graveyard.")
def test_reveal_and_put_all_land_cards_into_your_hand() -> None:
    """CR 608.2c: every land card revealed goes to the hand (no choice, each revealed), the
    others to the graveyard."""
    state = cast_probe(REVEAL_ALL, kind="Sorcery", library=(FOREST, GIANT, ISLAND, BEARS))
    finish(state)
    assert hand(state) == ["Forest", "Island"]
    assert graveyard(state) == ["Hill Giant"] and names(state) == ["Grizzly Bears"]
    assert [e.revealed for e in events(state, CardFound)] == [True, True]


def test_x_cards_look_at_x() -> None:
    """CR 107.3: 'the top X cards' looks at X of them, X chosen as the spell is cast."""
    text = ("Look at the top X cards of your library. Put one of them into your hand and the "
            "rest into your graveyard.")
    made = spell(text, kind="Sorcery", cost="{X}{U}")
    state = turn(perm("p1", "A", made, Zone.HAND), library=(GIANT, BEARS, FOREST, ISLAND),
                 mana="{2}{U}")
    play(state, "cast p1")
    play(to(state, "choose_x"), "x 2")
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"']
    finish(play(state, 'card "Grizzly Bears"'))
    assert hand(state) == ["Grizzly Bears"] and names(state) == ["Forest", "Island"]


def test_what_a_card_of_a_kind_is() -> None:
    """CR 205.2a card types, 110.4a permanent cards, 700.6 historic, 702.73a a changeling is
    every creature type (not a land type) in the library too."""
    shape = card("Shape", types=["Creature"], subtypes=["Shapeshifter"], power=1, toughness=1,
                 keywords=["changeling"])
    assert shape.keywords & Kw.CHANGELING
    legend = card("Legend", types=["Creature"], supertypes=["Legendary"], power=1, toughness=1)
    bolt = card("Shock", types=["Instant"], cost="{R}")
    assert takes(shape, "elf") and takes(shape, "creature") and not takes(shape, "land")
    assert not takes(shape, "forest") and not takes(shape, "equipment")
    assert takes(FOREST, "permanent") and not takes(bolt, "permanent")
    assert takes(legend, "historic") and takes(SOL, "historic") and not takes(BEARS, "historic")
    assert takes(bolt, "creature or instant") and takes(bolt, "") and not takes(bolt, "sorcery")


@pytest.mark.parametrize("text", [
    "Look at the top three cards of your library. Put three of them into your hand and the "
    "rest into your graveyard.",
    "Look at the top four cards of your library. You may reveal an elves card from among them "
    "and put it into your hand. Put the rest on the bottom of your library in any order.",
    "Look at the top four cards of your library. You may reveal a nontoken card from among "
    "them and put it into your hand. Put the rest on the bottom of your library in any order.",
])
def test_wordings_not_read(text: str) -> None:
    """What the reader leaves unsupported: taking every card looked at is no choice among
    them; a plural or an unknown word is no kind of card."""
    assert read_effect(text, "X").unsupported


def test_the_you_may_of_a_dig_is_not_the_programs() -> None:
    """CR 603.5 vs 608.2c: 'you may reveal ...' inside the dig is its own choice, not a 'you
    may' making the whole program optional."""
    program = read_effect(MAY, "X")
    assert not program.optional and [op.verb for op in program.ops] == [fx.DIG]


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_the_dig_choices(agent: str) -> None:
    """CR 401.4, 608.2c: the default, heuristic and random policies answer the choose_card
    decisions of a dig; no card is lost."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(5))}
    for text in (MAY, ORDERED, TAKE_ONE, REVEAL_ALL):
        state = cast_probe(text, library=(GIANT, SOL, FOREST, BEARS, ISLAND))
        while state.decision is not None:
            state.apply(policies[agent].act(state, state.decision, state.legal_actions()))
        objects = [p for p in state.permanents.values()
                   if p.owner == "A" and p.card.name != "Probe"]
        assert len(names(state)) + len(objects) == 5  # some may have been played since


def test_the_conformance_checker_plays_the_dig_choices() -> None:
    """CR 401.4, 608.2c: the conformance checker plays a dig's decisions at random, checking
    every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(5):
        for text in (MAY, ORDERED, TAKE_ONE):
            state = turn(perm("p1", "A", spell(text), Zone.HAND),
                         library=(GIANT, SOL, FOREST, BEARS))
            kinds |= set(check(state, np.random.default_rng(seed)).kinds)
    assert "choose_card" in kinds, kinds



# --- a search putting the card on top (CR 701.23a, 701.24a) -----------------------------------


@plays("Search your library for a card, then shuffle and put that card on top.")
def test_search_for_any_card_then_shuffle_and_put_it_on_top() -> None:
    """CR 701.23a, 701.24a: the controller chooses any card of the library (a choose_card
    among every name; no "none": a search for a quantity of cards alone must find one,
    701.23c), the library is shuffled, then the card is put on top: it is the next card drawn.
    The card is not revealed."""
    state = cast_probe("Search your library for a card, then shuffle and put that card on "
                       "top.", kind="Sorcery", library=(GIANT, FOREST, BEARS, ISLAND))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', "card Forest", 'card "Grizzly Bears"',
                            "card Island"]
    finish(play(state, "card Island"))
    assert names(state)[0] == "Island"
    assert sorted(names(state)[1:]) == ["Forest", "Grizzly Bears", "Hill Giant"]
    assert len(events(state, Shuffled)) == 1
    [found] = events(state, CardFound)
    assert not found.revealed and found.card == "a card"


@plays("When this creature enters, you may search your library for a basic land card, reveal "
       "it, then shuffle and put that card on top.")
def test_enters_tutor_a_basic_land_to_the_top() -> None:
    """CR 603.5, 701.23a, 701.24a: the optional search, answered yes, finds a basic land
    (revealed), shuffles, and puts it on top."""
    text = ("When this creature enters, you may search your library for a basic land card, "
            "reveal it, then shuffle and put that card on top.")
    sage = card("Sage", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not sage.unsupported, sage.unsupported
    state = turn(perm("s1", "A", sage, Zone.HAND), library=(GIANT, FOREST, BEARS, ISLAND))
    play(state, "cast s1")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island", "card none"]
    finish(play(state, "card Forest"))
    assert names(state)[0] == "Forest" and len(names(state)) == 4
    assert [(e.card, e.revealed) for e in events(state, CardFound)] == [("Forest", True)]


# --- a search of the library and the graveyard by name (CR 701.23a, 701.24a) ------------------

NAMED = ("When this creature enters, you may search your library and/or graveyard for a card "
         "named Ajani, Valiant Protector, reveal it, and put it into your hand. If you search "
         "your library this way, shuffle.")
AJANI = card("Ajani, Valiant Protector", types=["Planeswalker"], cost="{4}{G}{W}", loyalty=4)


def pridemate(*graveyard: CardDef, library: tuple[CardDef, ...] = ()) -> GameState:
    made = card("Pridemate", types=["Creature"], cost="{U}", power=2, toughness=2, text=NAMED)
    assert not made.unsupported, made.unsupported
    return turn(perm("s1", "A", made, Zone.HAND),
                *(perm(f"g{k}", "A", c, Zone.GRAVEYARD) for k, c in enumerate(graveyard)),
                library=library)


@plays("When this creature enters, you may search your library and/or graveyard for a card "
       "named Ajani, Valiant Protector, reveal it, and put it into your hand. If you search "
       "your library this way, shuffle.")
def test_search_library_and_graveyard_by_name() -> None:
    """CR 603.5, 701.23a, 701.24a: the optional search finds the card by name in the library
    (revealed, into the hand; the library searched, so shuffled) or in the graveyard (the
    library searched too or not: shuffled or not), or none."""
    state = pridemate(AJANI, library=(GIANT, AJANI, FOREST))
    play(state, "cast s1")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card library", "card graveyard", 'card "graveyard and shuffle"',
                            "card none", 'card "none and shuffle"']
    finish(play(state, "card library"))
    assert hand(state) == ["Ajani, Valiant Protector"]
    assert sorted(names(state)) == ["Forest", "Hill Giant"] and len(events(state, Shuffled)) == 1
    assert [p.id for p in state.cards("A", Zone.GRAVEYARD)] == ["g0"]
    from_yard = pridemate(AJANI, library=(GIANT, FOREST))
    play(from_yard, "cast s1")
    play(to(from_yard, "choose_optional"), "yes")
    to(from_yard, "choose_card")
    assert "card library" not in legal(from_yard)
    finish(play(from_yard, "card graveyard"))
    assert hand(from_yard) == ["Ajani, Valiant Protector"]
    assert names(from_yard) == ["Hill Giant", "Forest"] and not events(from_yard, Shuffled)
    nothing = pridemate(library=(GIANT, FOREST))
    play(nothing, "cast s1")
    play(to(nothing, "choose_optional"), "yes")
    to(nothing, "choose_card")
    assert legal(nothing) == ["card none", 'card "none and shuffle"']
    finish(play(nothing, 'card "none and shuffle"'))
    assert hand(nothing) == [] and len(events(nothing, Shuffled)) == 1


@plays("Search your library for an artifact card, reveal it, put it into your hand, then "
       "shuffle.", "Search your library for a Goblin card, reveal it, put it into your hand, "
       "then shuffle.")
def test_search_for_a_card_type_or_a_creature_type() -> None:
    """CR 701.23a, 205.2a: a search for an artifact card offers only artifact cards; a search
    for a Goblin card finds a changeling too (702.73a: every creature type in every zone)."""
    state = cast_probe("Search your library for an artifact card, reveal it, put it into your "
                       "hand, then shuffle.", kind="Sorcery", library=(GIANT, SOL, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Sol Ring"', "card none"]
    finish(play(state, 'card "Sol Ring"'))
    assert hand(state) == ["Sol Ring"]
    shape = card("Shape", types=["Creature"], subtypes=["Shapeshifter"], power=1, toughness=1,
                 keywords=["changeling"])
    goblin = cast_probe("Search your library for a Goblin card, reveal it, put it into your "
                        "hand, then shuffle.", kind="Sorcery", library=(GIANT, shape))
    to(goblin, "choose_card")
    assert legal(goblin) == ["card Shape", "card none"]


@plays("Look at the top six cards of your library. You may reveal a legendary creature card "
       "from among them and put it into your hand. Put the rest on the bottom of your library "
       "in a random order.",
       "Look at the top five cards of your library. You may reveal a colorless card from among "
       "them and put it into your hand. Then put the rest on the bottom of your library in any "
       "order.")
def test_dig_for_a_legendary_creature_or_a_colorless_card() -> None:
    """CR 205.4d, 105.2c, 608.2c: 'a legendary creature card' is a creature with the legendary
    supertype (not any creature); 'a colorless card' one with no color (a land, an artifact
    without colored mana in its cost)."""
    legend = card("Legend", types=["Creature"], supertypes=["Legendary"], cost="{G}",
                  colors=["G"], power=1, toughness=1)
    state = cast_probe("Look at the top six cards of your library. You may reveal a legendary "
                       "creature card from among them and put it into your hand. Put the rest "
                       "on the bottom of your library in a random order.",
                       library=(GIANT, legend, BEARS))
    to(state, "choose_card")
    assert legal(state) == ["card Legend", "card none"]
    finish(play(state, "card Legend"))
    assert hand(state) == ["Legend"]
    colorless = cast_probe("Look at the top five cards of your library. You may reveal a "
                           "colorless card from among them and put it into your hand. Then put "
                           "the rest on the bottom of your library in any order.",
                           library=(GIANT, SOL, FOREST, legend))
    to(colorless, "choose_card")
    assert legal(colorless) == ['card "Sol Ring"', "card Forest", "card none"]


ANY_NUMBER = ("Look at the top four cards of your library. You may reveal any number of creature "
              "cards from among them and put the revealed cards into your hand. Put the rest on "
              "the bottom of your library in any order.")
UP_TO_TWO = ("Look at the top four cards of your library. Put up to two land cards from among "
             "them onto the battlefield tapped. Put the rest on the bottom of your library in a "
             "random order.")
ON_TOP = ("Look at the top three cards of your library. Put one of them into your hand and the "
          "rest on top of your library in any order.")


@plays("Look at the top four cards of your library. You may reveal any number of creature cards "
       "from among them and put the revealed cards into your hand. Put the rest on the bottom "
       "of your library in any order.")
def test_may_reveal_any_number_of_creature_cards() -> None:
    """CR 401, 608.2c: the creature cards are chosen one at a time, each offered with 'none'
    to stop, until none of the kind is left (Giant, then Bears: no third question); the two
    left go to the bottom in the order chosen (401.4). Choosing 'none' at once takes none."""
    state = cast_probe(ANY_NUMBER, library=(GIANT, FOREST, BEARS, ISLAND, SOL))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card none"]
    play(state, 'card "Hill Giant"')
    to(state, "choose_card")
    assert legal(state) == ['card "Grizzly Bears"', "card none"]
    play(state, 'card "Grizzly Bears"')
    play(to(state, "choose_card"), "card Island")
    finish(state)
    assert hand(state) == ["Grizzly Bears", "Hill Giant"]
    assert names(state) == ["Sol Ring", "Island", "Forest"]
    assert [e.revealed for e in events(state, CardFound)] == [True, True]
    none = cast_probe(ANY_NUMBER, library=(GIANT, FOREST, BEARS, ISLAND, SOL))
    play(to(none, "choose_card"), "card none")
    while none.decision is not None and none.decision.kind == "choose_card":
        play(none, legal(none)[0])
    finish(none)
    assert hand(none) == [] and len(names(none)) == 5


@plays("Look at the top four cards of your library. Put up to two land cards from among them "
       "onto the battlefield tapped. Put the rest on the bottom of your library in a random "
       "order.")
def test_put_up_to_two_land_cards_onto_the_battlefield_tapped() -> None:
    """CR 401, 608.2c, 110.4a: up to two land cards are chosen one at a time (with 'none'):
    after two, no third is asked although a third land was looked at; they enter tapped under
    A's control, the other two go to the bottom."""
    state = cast_probe(UP_TO_TWO, kind="Sorcery", library=(FOREST, GIANT, ISLAND, FOREST, SOL))
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island", "card none"]
    play(state, "card Island")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card none"]
    finish(play(state, "card Forest"))
    lands = sorted(p.card.name for p in state.cards("A", Zone.BATTLEFIELD))
    assert lands == ["Forest", "Island"]
    assert all(p.tapped for p in state.cards("A", Zone.BATTLEFIELD))
    assert names(state)[0] == "Sol Ring" and sorted(names(state)[1:]) == ["Forest", "Hill Giant"]


@plays("Look at the top three cards of your library. Put one of them into your hand and the "
       "rest on top of your library in any order.")
def test_put_one_into_your_hand_and_the_rest_back_on_top_in_any_order() -> None:
    """CR 401.4, 608.2c: one card to the hand, the other two back on top in the order A
    chooses (nearest the top first), above the cards not looked at."""
    state = cast_probe(ON_TOP, library=(GIANT, BEARS, FOREST, ISLAND))
    play(to(state, "choose_card"), "card Forest")
    play(to(state, "choose_card"), 'card "Grizzly Bears"')
    finish(state)
    assert hand(state) == ["Forest"]
    assert names(state) == ["Grizzly Bears", "Hill Giant", "Island"]


@plays("Look at the top six cards of your library. Put up to two creature cards with mana value "
       "3 or less from among them onto the battlefield. Put the rest on the bottom of your "
       "library in any order.")
def test_put_up_to_two_creature_cards_with_mana_value_three_or_less() -> None:
    """CR 202.3, 608.2c: only creature cards with mana value 3 or less are offered (the Bears,
    the 3-mana Courser; not the 4-mana Giant, the 5-mana Angel, nor the Forest); both enter
    untapped under A's control."""
    angel = card("Serra Angel")
    courser = card("Courser", types=["Creature"], cost="{2}{G}", power=3, toughness=3)
    text = ("Look at the top six cards of your library. Put up to two creature cards with mana "
            "value 3 or less from among them onto the battlefield. Put the rest on the bottom "
            "of your library in any order.")
    state = cast_probe(text, library=(angel, BEARS, FOREST, GIANT, courser, SOL, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Grizzly Bears"', "card Courser", "card none"]
    play(state, "card Courser")
    play(to(state, "choose_card"), 'card "Grizzly Bears"')
    while state.decision is not None and state.decision.kind == "choose_card":
        play(state, legal(state)[0])
    finish(state)
    found = sorted(p.card.name for p in state.cards("A", Zone.BATTLEFIELD))
    assert found == ["Courser", "Grizzly Bears"]
    assert not any(p.tapped for p in state.cards("A", Zone.BATTLEFIELD))
    assert names(state)[0] == "Forest" and len(names(state)) == 5
