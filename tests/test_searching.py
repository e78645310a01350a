"""Searching a library (CR 701.23a-c, 701.24a; ``sim.rules.searching``, read by
``sim.text.search_rules``, rendered by ``sim.text.render_search``): what is found (kinds,
names, mana values, different names), how many ("a", "up to N", "any number", "N", X), and
where the cards go (hand revealed or not, battlefield [tapped], graveyard, exile, Cultivate's
split, on top after the shuffle) — each card found a ``choose_card`` decision of the searcher."""

from __future__ import annotations

import numpy as np
from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, cast_probe, names, spell, turn
from test_stack import card, events, finish, legal, perm, play, to

from sim import GameState
from sim.model.card_kinds import has, matches
from sim.model.events import CardFound, Shuffled
from sim.model.objects import LOYALTY, Zone
from sim.testing.checker import check
from sim.text.effect_text import read_effect

SOL = card("Sol Ring", types=["Artifact"], cost="{1}")
GATE = card("Gate", types=["Land"], subtypes=["Gate"])
LORD = card("Lord", types=["Creature"], supertypes=["Legendary"], cost="{1}{G}", power=2,
            toughness=2)


def _zone(state: object, zone: Zone) -> list[str]:
    return sorted(p.card.name for p in state.permanents.values()  # type: ignore[attr-defined]
                  if p.owner == "A" and p.zone is zone and p.card.name != "Probe")


def _tapped(state: object) -> list[tuple[str, bool]]:
    return sorted((p.card.name, p.tapped) for p in state.battlefield()  # type: ignore[attr-defined]
                  if p.card.name != "Probe")


@plays("When this creature enters, search your library for up to two basic land cards, put "
       "them onto the battlefield tapped, then shuffle.")
def test_up_to_two_basic_lands_enter_tapped() -> None:
    """CR 701.23a-b: up to two basic land cards, each a choose_card decision (the basic lands'
    names, or none to stop); both enter tapped under A's control; the library is shuffled
    once (701.24a)."""
    text = ("When this creature enters, search your library for up to two basic land cards, "
            "put them onto the battlefield tapped, then shuffle.")
    maker = card("Maker", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not maker.unsupported
    state = turn(perm("m1", "A", maker, Zone.HAND), library=(GIANT, FOREST, ISLAND, FOREST))
    play(state, "cast m1")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island", "card none"]
    play(state, "card Forest")
    to(state, "choose_card")
    play(state, "card Forest")  # the second Forest: two of one name
    finish(state)
    assert [(n, t) for n, t in _tapped(state) if n != "Maker"] == [("Forest", True),
                                                                    ("Forest", True)]
    assert sorted(names(state)) == ["Hill Giant", "Island"]
    assert len(events(state, Shuffled)) == 1
    fewer = turn(perm("m1", "A", maker, Zone.HAND), library=(GIANT, FOREST, ISLAND))
    play(fewer, "cast m1")
    play(to(fewer, "choose_card"), "card Island")
    finish(play(to(fewer, "choose_card"), "card none"))  # up to two: one is enough
    assert [n for n, _ in _tapped(fewer) if n != "Maker"] == ["Island"]


@plays("Search your library for a card, put that card into your hand, then shuffle.")
def test_a_tutor_must_find_a_card_and_does_not_reveal_it() -> None:
    """CR 701.23c: a search for "a card" (a quantity, no stated quality) must find one: no
    "none" among the options; it goes to the hand unrevealed (no "reveal", 701.23d). A library
    of one name asks nothing."""
    text = "Search your library for a card, put that card into your hand, then shuffle."
    state = cast_probe(text, kind="Sorcery", library=(GIANT, BEARS, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Forest"]
    finish(play(state, 'card "Grizzly Bears"'))
    assert _zone(state, Zone.HAND) == ["Grizzly Bears"]
    assert [e.revealed for e in events(state, CardFound)] == [False]
    alone = finish(cast_probe(text, kind="Sorcery", library=(FOREST, FOREST)))
    assert _zone(alone, Zone.HAND) == ["Forest"] and names(alone) == ["Forest"]


@plays("Search your library for a card, put that card into your graveyard, then shuffle.",
       "Search your library for up to three creature cards, put them into your graveyard, then "
       "shuffle.")
def test_searches_into_the_graveyard() -> None:
    """CR 701.23a: Entomb's card goes to the graveyard; Buried Alive's up to three creature
    cards too (the land is never offered)."""
    entomb = cast_probe("Search your library for a card, put that card into your graveyard, "
                        "then shuffle.", kind="Instant", library=(GIANT, FOREST))
    finish(play(to(entomb, "choose_card"), 'card "Hill Giant"'))
    assert _zone(entomb, Zone.GRAVEYARD) == ["Hill Giant"]
    buried = cast_probe("Search your library for up to three creature cards, put them into "
                        "your graveyard, then shuffle.", kind="Sorcery",
                        library=(GIANT, FOREST, BEARS))
    to(buried, "choose_card")
    assert legal(buried) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card none"]
    play(buried, 'card "Hill Giant"')
    finish(play(to(buried, "choose_card"), 'card "Grizzly Bears"'))
    assert _zone(buried, Zone.GRAVEYARD) == ["Grizzly Bears", "Hill Giant"]
    assert names(buried) == ["Forest"]


@plays("Search your library for three cards, exile them, then shuffle.")
def test_three_cards_exiled_as_many_as_there_are() -> None:
    """CR 701.23c: "three cards" must find three — or as many as the library has: from two
    cards both are exiled, nothing asked."""
    state = finish(cast_probe("Search your library for three cards, exile them, then shuffle.",
                              kind="Sorcery", library=(GIANT, FOREST)))
    assert _zone(state, Zone.EXILE) == ["Forest", "Hill Giant"] and names(state) == []
    more = cast_probe("Search your library for three cards, exile them, then shuffle.",
                      kind="Sorcery", library=(GIANT, FOREST, BEARS, ISLAND))
    to(more, "choose_card")
    assert "card none" not in legal(more)
    for pick in ('card "Hill Giant"', "card Forest", "card Island"):
        play(to(more, "choose_card"), pick)
    finish(more)
    assert _zone(more, Zone.EXILE) == ["Forest", "Hill Giant", "Island"]
    assert names(more) == ["Grizzly Bears"]


CULTIVATE = ("Search your library for up to two basic land cards, reveal those cards, put one "
             "onto the battlefield tapped and the other into your hand, then shuffle.")


@plays(CULTIVATE)
def test_cultivate_one_onto_the_battlefield_the_other_into_the_hand() -> None:
    """CR 701.23a: two basic lands found and revealed; A chooses the one that enters tapped,
    the other goes to the hand. With one found, A chooses where it goes ('none': the hand)."""
    state = cast_probe(CULTIVATE, kind="Sorcery", library=(GIANT, FOREST, ISLAND))
    play(to(state, "choose_card"), "card Forest")
    play(to(state, "choose_card"), "card Island")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island"]
    finish(play(state, "card Island"))
    assert _tapped(state) == [("Island", True)] and _zone(state, Zone.HAND) == ["Forest"]
    assert all(e.revealed for e in events(state, CardFound))
    one = cast_probe(CULTIVATE, kind="Sorcery", library=(GIANT, FOREST))
    play(to(one, "choose_card"), "card Forest")
    to(one, "choose_card")
    assert legal(one) == ["card Forest", "card none"]
    finish(play(one, "card none"))
    assert _tapped(one) == [] and _zone(one, Zone.HAND) == ["Forest"]


@plays("When Wolfling enters, you may search your library for any number of cards named "
       "Wolfling, reveal them, put them into your hand, then shuffle.",
       "When Wolfling enters, you may search your library for up to three cards named "
       "Wolfling, reveal them, put them into your hand, then shuffle.")
def test_any_number_of_cards_with_the_sources_name() -> None:
    """CR 201.2, 701.23a: only cards named as the source are offered, as many as A wants."""
    text = ("When Wolfling enters, you may search your library for any number of cards named "
            "Wolfling, reveal them, put them into your hand, then shuffle.")
    wolf = card("Wolfling", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not wolf.unsupported
    state = turn(perm("w1", "A", wolf, Zone.HAND), library=(GIANT, wolf, wolf, FOREST))
    play(state, "cast w1")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card Wolfling", "card none"]
    play(state, "card Wolfling")
    play(to(state, "choose_card"), "card Wolfling")
    finish(state)
    assert _zone(state, Zone.HAND) == ["Wolfling", "Wolfling"]
    assert sorted(names(state)) == ["Forest", "Hill Giant"]
    three = text.replace("any number of", "up to three")
    assert not card("Wolfling", types=["Creature"], text=three, power=1,
                    toughness=1).unsupported


@plays("Search your library for a creature card with mana value X or less, put it onto the "
       "battlefield, then shuffle.",
       "When this creature enters, you may search your library for an artifact card with mana "
       "value 3 or greater, reveal it, put it into your hand, then shuffle.",
       "When this creature enters, you may search your library for an artifact card with mana "
       "value 1, reveal that card, put it into your hand, then shuffle.")
def test_mana_value_qualities() -> None:
    """CR 202.3, 107.3: 'with mana value X or less' offers the creature cards whose mana value
    is at most the X paid (X = 2: the Bears, not the Giant); 'N or greater' and 'N' compare
    the same way."""
    made = spell("Search your library for a creature card with mana value X or less, put it "
                 "onto the battlefield, then shuffle.", kind="Sorcery", cost="{X}{G}")
    state = turn(perm("p1", "A", made, Zone.HAND), library=(GIANT, BEARS, FOREST),
                 mana="{2}{G}")
    play(state, "cast p1")
    play(to(state, "choose_x"), "x 2")
    to(state, "choose_card")
    assert legal(state) == ['card "Grizzly Bears"', "card none"]
    finish(play(state, 'card "Grizzly Bears"'))
    assert _tapped(state) == [("Grizzly Bears", False)]
    op = read_effect("Search your library for an artifact card with mana value 3 or greater, "
                     "reveal it, put it into your hand, then shuffle.", "X").ops[0]
    big = card("Big", types=["Artifact"], cost="{4}")
    assert [matches(c, op.card, "X") for c in (SOL, big)] == [True, True]
    exact = cast_probe("Search your library for an artifact card with mana value 1, reveal that "
                       "card, put it into your hand, then shuffle.", kind="Sorcery",
                       library=(big, SOL))
    to(exact, "choose_card")
    assert legal(exact) == ['card "Sol Ring"', "card none"]
    least = cast_probe("Search your library for an artifact card with mana value 3 or greater, "
                       "reveal it, put it into your hand, then shuffle.", kind="Sorcery",
                       library=(big, SOL))
    to(least, "choose_card")
    assert legal(least) == ["card Big", "card none"]


@plays("Search your library for up to two artifact, creature, and/or enchantment cards with "
       "mana value 3 or less, reveal them, put them into your hand, then shuffle.",
       "Search your library for up to three creature cards with different names, reveal them, "
       "put them into your hand, then shuffle.")
def test_kinds_listed_and_different_names() -> None:
    """CR 701.23a, 201.2: 'artifact, creature, and/or enchantment cards' offers each card of
    any of the types (mana value 3 or less: not the Giant); 'with different names' never
    offers a name already found."""
    state = cast_probe("Search your library for up to two artifact, creature, and/or "
                       "enchantment cards with mana value 3 or less, reveal them, put them into "
                       "your hand, then shuffle.", kind="Sorcery",
                       library=(GIANT, SOL, BEARS, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Sol Ring"', 'card "Grizzly Bears"', "card none"]
    play(state, 'card "Sol Ring"')
    finish(play(to(state, "choose_card"), 'card "Grizzly Bears"'))
    assert _zone(state, Zone.HAND) == ["Grizzly Bears", "Sol Ring"]
    named = cast_probe("Search your library for up to three creature cards with different "
                       "names, reveal them, put them into your hand, then shuffle.",
                       kind="Sorcery", library=(BEARS, BEARS, GIANT))
    play(to(named, "choose_card"), 'card "Grizzly Bears"')
    to(named, "choose_card")
    assert legal(named) == ['card "Hill Giant"', "card none"]  # no second Bears
    finish(play(named, 'card "Hill Giant"'))
    assert _zone(named, Zone.HAND) == ["Grizzly Bears", "Hill Giant"]


@plays("Search your library for up to three creature cards, reveal them, then shuffle and put "
       "those cards on top in any order.")
def test_several_cards_on_top_in_the_order_chosen() -> None:
    """CR 701.23a, 701.24a, 401.4: the cards found are put on top after the shuffle, in the
    order A chooses (top first)."""
    state = cast_probe("Search your library for up to three creature cards, reveal them, then "
                       "shuffle and put those cards on top in any order.", kind="Sorcery",
                       library=(GIANT, FOREST, BEARS, ISLAND))
    play(to(state, "choose_card"), 'card "Hill Giant"')
    play(to(state, "choose_card"), 'card "Grizzly Bears"')
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"']
    finish(play(state, 'card "Grizzly Bears"'))
    assert names(state)[:2] == ["Grizzly Bears", "Hill Giant"]
    assert sorted(names(state)[2:]) == ["Forest", "Island"]


@plays("Search your library for a card named Sol Ring, put it onto the battlefield, then "
       "shuffle.",
       "Search your library for a basic land card or Gate card, reveal it, put it into your "
       "hand, then shuffle.",
       "Search your library for a legendary creature card, reveal it, put it into your hand, "
       "then shuffle.")
def test_names_and_kinds() -> None:
    """CR 201.2: a card named Sol Ring (only it is offered; it enters); 205.4a-c: 'a basic land
    card or Gate card' offers basic lands and Gates; 'legendary creature' needs both."""
    named = cast_probe("Search your library for a card named Sol Ring, put it onto the "
                       "battlefield, then shuffle.", kind="Sorcery", library=(GIANT, SOL))
    to(named, "choose_card")
    assert legal(named) == ['card "Sol Ring"', "card none"]
    finish(play(named, 'card "Sol Ring"'))
    assert _tapped(named) == [("Sol Ring", False)]
    gate = cast_probe("Search your library for a basic land card or Gate card, reveal it, put "
                      "it into your hand, then shuffle.", kind="Sorcery",
                      library=(GIANT, GATE, FOREST))
    to(gate, "choose_card")
    assert legal(gate) == ["card Gate", "card Forest", "card none"]
    legend = cast_probe("Search your library for a legendary creature card, reveal it, put it "
                        "into your hand, then shuffle.", kind="Sorcery",
                        library=(GIANT, LORD))
    to(legend, "choose_card")
    assert legal(legend) == ["card Lord", "card none"]


@plays("Search your library for a planeswalker card, put it onto the battlefield, then "
       "shuffle.")
def test_a_planeswalker_enters_with_its_loyalty() -> None:
    """CR 306.5b: a planeswalker put onto the battlefield by a search enters with loyalty
    counters equal to its printed loyalty."""
    walker = card("Walker", types=["Planeswalker"], cost="{2}", loyalty=3)
    state = cast_probe("Search your library for a planeswalker card, put it onto the "
                       "battlefield, then shuffle.", kind="Sorcery", library=(GIANT, walker))
    finish(play(to(state, "choose_card"), "card Walker"))
    [pw] = [p for p in state.battlefield() if p.card.name == "Walker"]
    assert pw.counters.get(LOYALTY) == 3


def test_what_a_word_of_a_kind_is() -> None:
    """CR 205.4a supertypes, 105.2 colors, 205.2a types, 'non<word>': each word must hold."""
    assert has(LORD, "legendary") and has(LORD, "green") is False and has(GIANT, "nonlegendary")
    assert matches(FOREST, "basic land", "X") and not matches(GATE, "basic land", "X")
    assert matches(LORD, "legendary creature", "X") and not matches(BEARS, "legendary creature",
                                                                   "X")
    assert matches(SOL, "colorless nonland", "X") and not matches(FOREST, "nonland", "X")


def test_what_is_not_read() -> None:
    """CR 110.4a: any card can't be put onto the battlefield (an instant can't); one of two
    names ("named X or Y") and unknown words are not read."""
    for text in ("Search your library for a card, put it onto the battlefield, then shuffle.",
                 "Search your library for a card named Lin or Sivvi, put it onto the "
                 "battlefield, then shuffle.",
                 "Search your library for a frobnicate card, reveal it, put it into your hand, "
                 "then shuffle."):
        assert read_effect(text, "X").unsupported, text


def test_the_conformance_checker_plays_the_searches() -> None:
    """CR 701.23a: the conformance checker answers every search decision at random, checking
    every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(4):
        for text in (CULTIVATE, "Search your library for up to three creature cards, reveal "
                     "them, then shuffle and put those cards on top in any order."):
            state = turn(perm("p1", "A", spell(text, kind="Sorcery"), Zone.HAND),
                         library=(GIANT, BEARS, FOREST, ISLAND))
            kinds |= set(check(state, np.random.default_rng(seed)).kinds)
    assert "choose_card" in kinds, kinds


PATH = ("Exile target creature. Its controller may search their library for a basic land "
        "card, put that card onto the battlefield tapped, then shuffle.")


@plays(PATH)
def test_its_controller_may_search_their_library() -> None:
    """CR 608.2h, 701.23a: the exiled creature's controller (B) is the one who chooses: first
    whether to search, then the basic land card, which enters tapped under B's control; B's
    library is shuffled. Declined: no search, no shuffle."""
    def game() -> GameState:
        probe = spell(PATH, kind="Instant")
        state = turn(perm("p1", "A", probe, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                     library=(GIANT,))
        state.players["B"].library = (GIANT, FOREST, ISLAND)
        play(state, "cast p1")
        play(to(state, "choose_target"), "target b1")
        return state
    state = game()
    to(state, "choose_card")
    assert state.decision is not None and state.decision.player == "B"
    assert legal(state) == ["card search", "card none"]
    play(state, "card search")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island", "card none"]
    finish(play(state, "card Island"))
    [island] = [p for p in state.battlefield() if p.card.name == "Island"]
    assert island.controller == "B" and island.tapped
    assert [e.player for e in events(state, Shuffled)] == ["B"]
    declined = game()
    finish(play(to(declined, "choose_card"), "card none"))
    assert not events(declined, Shuffled)
    assert names(declined, "B") == ["Hill Giant", "Forest", "Island"]


@plays("Search target player's library for up to three cards and exile them. Then that player "
       "shuffles.",
       "Search target player's library for a card and exile it. Then that player shuffles.")
def test_searching_another_players_library() -> None:
    """CR 701.23a, 701.24a: A (the controller) searches B's library, choosing up to three cards
    (or a card: one must be found, 701.23c); they are exiled — B's cards — and B shuffles."""
    text = ("Search target player's library for up to three cards and exile them. Then that "
            "player shuffles.")

    def game(oracle: str) -> GameState:
        state = turn(perm("p1", "A", spell(oracle, kind="Sorcery"), Zone.HAND), library=(GIANT,))
        state.players["B"].library = (GIANT, BEARS, FOREST)
        play(state, "cast p1")
        play(to(state, "choose_target"), "target B")
        return state
    state = game(text)
    to(state, "choose_card")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Forest",
                            "card none"]
    play(state, 'card "Hill Giant"')
    finish(play(to(state, "choose_card"), "card none"))
    exiled = [p for p in state.permanents.values() if p.zone is Zone.EXILE]
    assert [(p.card.name, p.owner) for p in exiled] == [("Hill Giant", "B")]
    assert sorted(names(state, "B")) == ["Forest", "Grizzly Bears"]
    assert [e.player for e in events(state, Shuffled)] == ["B"] and names(state) == ["Hill Giant"]
    one = game("Search target player's library for a card and exile it. Then that player "
               "shuffles.")
    to(one, "choose_card")
    assert "card none" not in legal(one)


FORK = ("Search your library for up to two basic land cards and reveal them. Put one into your "
        "hand and the other into your graveyard. Then shuffle.")


@plays(FORK, "Search your library for two cards. Put one into your hand and the other into your "
       "graveyard. Then shuffle.")
def test_one_into_the_hand_the_other_into_the_graveyard() -> None:
    """CR 701.23a, 608.2c: the three sentences are one search; of the two cards found A chooses
    the one put into the hand, the other goes to the graveyard ("two cards": a quantity, found
    without a choice to stop, 701.23c, and not revealed)."""
    state = cast_probe(FORK, kind="Sorcery", library=(GIANT, FOREST, ISLAND))
    play(to(state, "choose_card"), "card Forest")
    play(to(state, "choose_card"), "card Island")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island"]
    finish(play(state, "card Island"))
    assert _zone(state, Zone.HAND) == ["Island"] and _zone(state, Zone.GRAVEYARD) == ["Forest"]
    parting = cast_probe("Search your library for two cards. Put one into your hand and the "
                         "other into your graveyard. Then shuffle.", kind="Sorcery",
                         library=(GIANT, BEARS, FOREST))
    to(parting, "choose_card")
    assert "card none" not in legal(parting)
    play(parting, 'card "Hill Giant"')
    play(to(parting, "choose_card"), "card Forest")
    finish(play(to(parting, "choose_card"), 'card "Hill Giant"'))
    assert _zone(parting, Zone.HAND) == ["Hill Giant"]
    assert _zone(parting, Zone.GRAVEYARD) == ["Forest"]
    assert [e.revealed for e in events(parting, CardFound)] == [False, False]


@plays("Search your library for a Plains, Island, Swamp, Mountain, or Forest card and put that "
       "card onto the battlefield. Then shuffle.",
       "Search your library for up to two basic land cards and/or Gate cards with different "
       "names, put them onto the battlefield tapped, then shuffle.",
       "Search your library for up to ten land cards, put them onto the battlefield tapped, then "
       "shuffle your library.")
def test_more_wordings_of_a_search() -> None:
    """CR 701.23a, 205.3i: 'and put that card onto the battlefield. then shuffle' is the same
    search (608.2c); 'basic land cards and/or Gate cards with different names' offers no
    second Forest; 'then shuffle your library' shuffles it (701.24a)."""
    spoils = cast_probe("Search your library for a Plains, Island, Swamp, Mountain, or Forest "
                        "card and put that card onto the battlefield. Then shuffle.",
                        kind="Sorcery", library=(GIANT, ISLAND))
    to(spoils, "choose_card")
    assert legal(spoils) == ["card Island", "card none"]
    finish(play(spoils, "card Island"))
    assert _tapped(spoils) == [("Island", False)] and len(events(spoils, Shuffled)) == 1
    horizon = cast_probe("Search your library for up to two basic land cards and/or Gate cards "
                         "with different names, put them onto the battlefield tapped, then "
                         "shuffle.", kind="Sorcery", library=(FOREST, FOREST, GATE))
    play(to(horizon, "choose_card"), "card Forest")
    to(horizon, "choose_card")
    assert legal(horizon) == ["card Gate", "card none"]
    finish(play(horizon, "card Gate"))
    assert _tapped(horizon) == [("Forest", True), ("Gate", True)]
    reshape = cast_probe("Search your library for up to ten land cards, put them onto the "
                         "battlefield tapped, then shuffle your library.", kind="Sorcery",
                         library=(GIANT, FOREST))
    play(to(reshape, "choose_card"), "card Forest")
    finish(reshape)
    assert _tapped(reshape) == [("Forest", True)] and len(events(reshape, Shuffled)) == 1
