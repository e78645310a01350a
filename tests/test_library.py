"""The library's instructions (sim.rules.library): scry (CR 701.22), surveil (701.25) and
searching for a card (701.23) with the shuffle after it (701.24), each choice a decision of
the controller's (``choose_place``, ``choose_card``) that every policy answers."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays
from test_stack import card, events, finish, game, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState, Permanent, Player, Step
from sim.engine.agents import Agent, DefaultAgent
from sim.model.errors import IllegalActionError
from sim.model.events import CardFound, Discarded, LibraryLooked, Shuffled
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.testing.checker import check

GIANT, BEARS, FOREST, ISLAND = (card(n) for n in ("Hill Giant", "Grizzly Bears", "Forest",
                                                  "Island"))


def spell(text: str, kind: str = "Instant", cost: str = "{U}", **fields: Any) -> CardDef:
    """An inline card whose Oracle text is ``text``, read in full."""
    made = card("Probe", types=[kind], cost=cost, text=text, **fields)
    assert not made.unsupported, made.unsupported
    return made


def turn(*objects: Permanent, library: tuple[CardDef, ...] = (GIANT, BEARS, FOREST),
         mana: str = "{U}", seed: int = 7) -> GameState:
    """A's turn at its precombat main phase, A's library ``library`` (top first) and A's
    mana pool ``mana``; stopped at A's first decision."""
    players = {"A": Player("A", mana=Mana.parse(mana), library=library), "B": Player("B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=seed)
    state.record_events = True
    return state.start()


def names(state: GameState, player: str = "A") -> list[str]:
    return [c.name for c in state.players[player].library]


def cast_probe(text: str, kind: str = "Instant", **kw: Any) -> GameState:
    """A casts the inline ``text`` from hand and both pass: it resolves."""
    state = turn(perm("p1", "A", spell(text, kind), Zone.HAND), **kw)
    play(state, "cast p1")
    return state


@plays("Scry 2.")
def test_scry_two_puts_one_on_the_bottom_and_keeps_one_on_top() -> None:
    """CR 701.22a: scry 2 looks at the top two cards; each is the controller's choice, top or
    bottom (a choose_place decision per card, in library order); one kept on top needs no order.
    The third card, not looked at, ends between them."""
    state = cast_probe("Scry 2.")
    to(state, "choose_place")
    assert state.decision is not None and state.decision.player == "A"
    assert "Hill Giant" in state.decision.prompt
    assert legal(state) == ["place top", "place bottom"]
    play(state, "place bottom")
    to(state, "choose_place")
    assert "Grizzly Bears" in state.decision.prompt
    play(state, "place top")
    assert state.decision is None or state.decision.kind != "choose_card"
    assert names(state) == ["Grizzly Bears", "Forest", "Hill Giant"]
    [looked] = events(state, LibraryLooked)
    assert (looked.verb, looked.top, looked.bottom) == ("scry", 1, 1)


def test_scry_orders_the_cards_kept_on_top() -> None:
    """CR 701.22a: the cards kept on top go back in any order: a choose_card decision names the
    card put on top first; the last needs no choice."""
    state = cast_probe("Scry 2.")
    play(to(state, "choose_place"), "place top")
    play(to(state, "choose_place"), "place top")
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"']
    play(state, 'card "Grizzly Bears"')
    assert names(state) == ["Grizzly Bears", "Hill Giant", "Forest"]


def test_scry_orders_the_cards_put_on_the_bottom() -> None:
    """CR 701.22a: the cards put on the bottom go in any order too, chosen nearest the top
    first."""
    state = cast_probe("Scry 2.")
    play(to(state, "choose_place"), "place bottom")
    play(to(state, "choose_place"), "place bottom")
    play(to(state, "choose_card"), 'card "Grizzly Bears"')
    assert names(state) == ["Forest", "Grizzly Bears", "Hill Giant"]


def test_scry_of_identical_cards_asks_no_order_and_of_a_short_library_all_it_has() -> None:
    """CR 701.22a-b: two Forests kept on top are one order (no choose_card); a library of one
    card is scried for that card alone."""
    state = cast_probe("Scry 2.", library=(FOREST, FOREST, GIANT))
    play(to(state, "choose_place"), "place top")
    play(to(state, "choose_place"), "place top")
    finish(state)
    assert names(state) == ["Forest", "Forest", "Hill Giant"]
    short = cast_probe("Scry 2.", library=(GIANT,))
    play(to(short, "choose_place"), "place bottom")
    finish(short)
    assert names(short) == ["Hill Giant"] and len(events(short, LibraryLooked)) == 1


@plays("Surveil 2.")
def test_surveil_puts_cards_into_the_graveyard() -> None:
    """CR 701.25a: surveil 2 looks at the top two; each goes into the graveyard or back on top;
    the one put into the graveyard is a card there, the library one shorter."""
    state = cast_probe("Surveil 2.")
    to(state, "choose_place")
    assert legal(state) == ["place top", "place graveyard"]
    play(state, "place graveyard")
    play(to(state, "choose_place"), "place top")
    finish(state)
    assert names(state) == ["Grizzly Bears", "Forest"]
    assert [p.card.name for p in state.cards("A", Zone.GRAVEYARD)
            if p.card.name != "Probe"] == ["Hill Giant"]


@plays("When this creature enters, scry 2.")
def test_enters_scry_two() -> None:
    """CR 603.6a and 701.22a: the enters trigger of the creature cast resolves with its
    controller's scry choices; both cards bottomed (in the order chosen) leave the Forest on
    top."""
    seer = card("Seer", types=["Creature"], cost="{U}", power=1, toughness=1,
                text="When this creature enters, scry 2.")
    assert not seer.unsupported
    state = turn(perm("s1", "A", seer, Zone.HAND))
    play(state, "cast s1")
    play(to(state, "choose_place"), "place bottom")
    play(to(state, "choose_place"), "place bottom")
    play(to(state, "choose_card"), 'card "Hill Giant"')
    assert names(state) == ["Forest", "Hill Giant", "Grizzly Bears"]
    assert state.permanents["s1"].zone is Zone.BATTLEFIELD


@plays("When this creature enters, you gain 3 life and scry 2.")
def test_enters_gain_life_and_scry() -> None:
    """CR 603.6a, 119.3 and 701.22a: 'you gain 3 life and scry 2' is two instructions in order:
    the life first, then the scry's choices."""
    cow = card("Cow", types=["Creature"], cost="{U}", power=1, toughness=1,
               text="When this creature enters, you gain 3 life and scry 2.")
    assert not cow.unsupported
    state = turn(perm("c1", "A", cow, Zone.HAND))
    play(state, "cast c1")
    to(state, "choose_place")
    assert state.players["A"].life == 23
    play(state, "place bottom")
    finish(play(to(state, "choose_place"), "place bottom"))
    assert names(state)[0] == "Forest"


@plays("Scry 1.\nDraw a card.")
def test_opt_scries_then_draws() -> None:
    """CR 608.2c, 701.22a and 121.1: the instructions in order: the Giant scried to the bottom,
    then the card drawn is the next one, the Bears."""
    state = cast_probe("Scry 1.\nDraw a card.")
    play(to(state, "choose_place"), "place bottom")
    finish(state)
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Grizzly Bears"]
    assert names(state) == ["Forest", "Hill Giant"]


@plays("Scry 2, then draw two cards.", "Draw a card, then scry 1.")
def test_then_runs_the_instructions_in_order() -> None:
    """CR 608.2c: '<first>, then <second>' is two instructions in order: the scry's choices
    are made before the draw (the Giant bottomed, the next two drawn); drawing first, the
    scry looks at the card after the one drawn."""
    state = cast_probe("Scry 2, then draw two cards.", library=(GIANT, BEARS, FOREST, ISLAND))
    play(to(state, "choose_place"), "place bottom")
    play(to(state, "choose_place"), "place top")
    finish(state)
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Grizzly Bears", "Forest"]
    assert names(state) == ["Island", "Hill Giant"]
    draw_first = cast_probe("Draw a card, then scry 1.")
    decision = to(draw_first, "choose_place").decision
    assert decision is not None and "Grizzly Bears" in decision.prompt  # the Giant: drawn
    finish(play(draw_first, "place bottom"))
    assert names(draw_first) == ["Forest", "Grizzly Bears"]


WILDS = ("{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it "
         "onto the battlefield tapped, then shuffle.")


def wilds() -> Permanent:
    made = card("Evolving Wilds", types=["Land"], text=WILDS)
    assert not made.unsupported
    return perm("w1", "A", made)


@plays(WILDS)
def test_evolving_wilds_fetches_a_basic_land_tapped() -> None:
    """CR 602.2, 701.23a and 701.24a: the sacrificed Wilds' ability resolves: its controller
    chooses a basic land card of their library (a choose_card decision among the basic lands,
    each name once, or none), it enters tapped, and the library is shuffled."""
    state = turn(wilds(), library=(GIANT, FOREST, ISLAND, FOREST))
    play(state, "activate w1 0")
    assert state.permanents["w1"].zone is Zone.GRAVEYARD  # 701.21a: sacrificed as a cost
    to(state, "choose_card")
    assert legal(state) == ['card Forest', 'card Island', 'card none']
    play(state, "card Island")
    finish(state)
    island = [p for p in state.battlefield() if p.card.name == "Island"]
    assert len(island) == 1 and island[0].tapped and island[0].controller == "A"
    assert sorted(names(state)) == ["Forest", "Forest", "Hill Giant"]
    assert [e.player for e in events(state, Shuffled)] == ["A"]
    assert [e.revealed for e in events(state, CardFound)] == [False]


def test_a_search_may_find_nothing_and_still_shuffles() -> None:
    """CR 701.23b: a search of a hidden zone for a card with a stated quality may find
    nothing; the library is shuffled all the same (701.24a). With no basic land in it, no
    choice is asked."""
    state = turn(wilds(), library=(GIANT, FOREST))
    play(state, "activate w1 0")
    play(to(state, "choose_card"), "card none")
    finish(state)
    assert sorted(names(state)) == ["Forest", "Hill Giant"] and events(state, Shuffled)
    none = turn(wilds(), library=(GIANT, BEARS))
    play(none, "activate w1 0")
    finish(none)
    assert not events(none, CardFound) and len(events(none, Shuffled)) == 1


@plays("Search your library for a basic land card, put that card onto the battlefield "
       "tapped, then shuffle.")
def test_rampant_growth() -> None:
    """CR 608.2c and 701.23a: the sorcery's search puts the basic land found onto the
    battlefield tapped under its controller's control; the sorcery goes to the graveyard."""
    state = cast_probe("Search your library for a basic land card, put that card onto the "
                       "battlefield tapped, then shuffle.", kind="Sorcery",
                       library=(GIANT, FOREST))
    play(to(state, "choose_card"), "card Forest")
    finish(state)
    assert [(p.card.name, p.tapped) for p in state.battlefield()] == [("Forest", True)]
    assert names(state) == ["Hill Giant"]
    assert state.permanents["p1"].zone is Zone.GRAVEYARD


@plays("When this creature enters, you may search your library for a basic land card, reveal "
       "it, put it into your hand, then shuffle.",
       "When this creature enters, search your library for a Forest card, put that card onto "
       "the battlefield, then shuffle.")
def test_enters_searches_for_a_land() -> None:
    """CR 603.5, 701.23a: Sylvan Ranger's optional search, answered yes, reveals the basic land
    and puts it into its controller's hand; Wood Elves' puts a Forest onto the battlefield
    untapped (no 'tapped')."""
    ranger = card("Ranger", types=["Creature"], cost="{U}", power=1, toughness=1,
                  text="When this creature enters, you may search your library for a basic "
                  "land card, reveal it, put it into your hand, then shuffle.")
    state = turn(perm("r1", "A", ranger, Zone.HAND), library=(GIANT, ISLAND))
    play(state, "cast r1")
    play(to(state, "choose_optional"), "yes")
    play(to(state, "choose_card"), "card Island")
    finish(state)
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Island"]
    assert [e.revealed for e in events(state, CardFound)] == [True]
    elves = card("Elves", types=["Creature"], cost="{U}", power=1, toughness=1,
                 text="When this creature enters, search your library for a Forest card, put "
                 "that card onto the battlefield, then shuffle.")
    state = turn(perm("e1", "A", elves, Zone.HAND), library=(ISLAND, FOREST))
    play(state, "cast e1")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card none"]  # only Forests
    finish(play(state, "card Forest"))
    assert [(p.card.name, p.tapped) for p in state.battlefield() if p.card.name == "Forest"] \
        == [("Forest", False)]


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_the_library_choices(agent: str) -> None:
    """CR 701.22a, 701.23a: the default, heuristic and random policies answer choose_place and
    choose_card; the library keeps its cards."""
    rng = np.random.default_rng(3)
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(rng)}
    policy = policies[agent]
    for text in ("Scry 2.", "Surveil 1."):
        state = cast_probe(text, library=(GIANT, BEARS, FOREST, ISLAND))
        kinds = set()
        while state.decision is not None:
            kinds.add(str(state.decision.kind))
            state.apply(policy.act(state, state.decision, state.legal_actions()))
        assert "choose_place" in kinds
        assert len(names(state)) + len(state.cards("A", Zone.GRAVEYARD)) == 5  # Probe too


def test_the_conformance_checker_plays_the_library_choices() -> None:
    """CR 701.22a, 701.23a: the conformance checker plays scry and search decisions at random,
    checking every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(6):
        scry = turn(perm("p1", "A", spell("Scry 2."), Zone.HAND), library=(GIANT, BEARS, FOREST))
        for state in (scry, turn(wilds(), library=(FOREST, ISLAND))):
            kinds |= set(check(state, np.random.default_rng(seed)).kinds)
    assert {"choose_place", "choose_card"} <= kinds, kinds


# --- cycling (CR 702.29) ------------------------------------------------------------------------

def cycler(text: str = "Cycling {2}", kind: str = "Creature") -> CardDef:
    """An inline card with ``text``, read in full; a 2/2 creature unless ``kind`` says."""
    fields: dict[str, Any] = {"power": 2, "toughness": 2} if kind == "Creature" else {}
    made = card("Cycler", types=[kind], cost="{5}", text=text, **fields)
    assert not made.unsupported, made.unsupported
    return made


@plays("Cycling {2}")
def test_cycling_discards_the_card_and_draws() -> None:
    """CR 702.29a: cycling is an activated ability activated only while the card is in its
    owner's hand: {2} and discarding the card are its cost (the card is in the graveyard once
    it is activated), and it draws a card as it resolves."""
    state = turn(perm("c1", "A", cycler(), Zone.HAND), mana="{2}")
    assert "activate c1 0" in legal(state)
    play(state, "activate c1 0")
    assert state.permanents["c1"].zone is Zone.GRAVEYARD  # discarded as the cost is paid
    assert [e.card for e in events(state, Discarded)] == ["c1"]
    assert state.players["A"].mana == Mana()
    finish(state)
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Hill Giant"]


def test_cycling_is_not_activated_from_the_battlefield_nor_without_its_mana() -> None:
    """CR 702.29a, 602.2b: on the battlefield the card has the ability but can't cycle; in hand
    without {2} it can't pay the cost (a land in hand gives A a priority decision)."""
    state = turn(perm("c1", "A", cycler()), perm("f1", "A", "Forest", Zone.HAND), mana="{2}")
    assert state.decision is not None and state.decision.kind == "priority"
    assert not [a for a in legal(state) if a.startswith("activate")]
    with pytest.raises(IllegalActionError, match="only from its owner's hand"):
        state.apply("activate c1 0")
    poor = turn(perm("c1", "A", cycler(), Zone.HAND), mana="{1}")
    assert "activate c1 0" not in legal(poor)


def test_cycling_at_instant_speed_in_the_opponents_combat() -> None:
    """CR 702.29a and 117.1b: an activated ability may be activated whenever its controller has
    priority: B cycles an instant during A's declare attackers step."""
    state = game(perm("a1", "A", "Grizzly Bears"),
                 perm("c1", "B", cycler("Cycling {1}", "Instant"), Zone.HAND),
                 mana={"B": "{1}"})
    state.players["B"].library = (FOREST,)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "activate c1 0")
    finish(state)
    assert [p.card.name for p in state.cards("B", Zone.HAND)] == ["Forest"]
    assert state.permanents["c1"].zone is Zone.GRAVEYARD


@plays("Forestcycling {2}", "Basic landcycling {1}")
def test_typecycling_searches_for_a_card_of_its_type() -> None:
    """CR 702.29e-f: forestcycling {2} means '{2}, Discard this card: Search your library for a
    Forest card, reveal it, put it into your hand, then shuffle'; basic landcycling finds a
    basic land (701.23a, 701.24a)."""
    state = turn(perm("c1", "A", cycler("Forestcycling {2}"), Zone.HAND), mana="{2}",
                 library=(GIANT, ISLAND, FOREST))
    play(state, "activate c1 0")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card none"]
    finish(play(state, "card Forest"))
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Forest"]
    assert [e.revealed for e in events(state, CardFound)] == [True] and events(state, Shuffled)
    basic = turn(perm("c1", "A", cycler("Basic landcycling {1}"), Zone.HAND), mana="{1}",
                 library=(GIANT, ISLAND, FOREST))
    play(basic, "activate c1 0")
    to(basic, "choose_card")
    assert legal(basic) == ["card Island", "card Forest", "card none"]
    finish(play(basic, "card Island"))
    assert [p.card.name for p in basic.cards("A", Zone.HAND)] == ["Island"]


def test_policies_and_the_checker_cycle() -> None:
    """CR 702.29a: the conformance checker lists cycling from the hand among the legal actions
    and plays it at random, checking every decision and the replay."""
    seen = 0
    for seed in range(8):
        state = turn(perm("c1", "A", cycler("Forestcycling {1}"), Zone.HAND),
                     perm("c2", "A", cycler(), Zone.HAND), mana="{3}",
                     library=(GIANT, FOREST, BEARS))
        seen += check(state, np.random.default_rng(seed)).activated
    assert seen > 0


@plays("Mountaincycling {2}, forestcycling {2}", "Wizardcycling {2}")
def test_two_typecyclings_on_one_line_and_a_creature_type() -> None:
    """CR 702.29e: each typecycling of a line is an ability of its own (Valley Rannet's
    mountaincycling and forestcycling: abilities 0 and 1); the type may be a creature type
    (wizardcycling finds a Wizard)."""
    rannet = cycler("Mountaincycling {2}, forestcycling {2}")
    assert [a.text for a in rannet.activated] == ["Mountaincycling {2}", "forestcycling {2}"]
    state = turn(perm("c1", "A", rannet, Zone.HAND), mana="{2}", library=(GIANT, FOREST))
    assert {"activate c1 0", "activate c1 1"} <= set(legal(state))
    play(state, "activate c1 1")
    finish(play(to(state, "choose_card"), "card Forest"))
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Forest"]
    mage = card("Mage", types=["Creature"], subtypes=["Human", "Wizard"], power=1,
                toughness=1)
    state = turn(perm("c1", "A", cycler("Wizardcycling {2}"), Zone.HAND), mana="{2}",
                 library=(GIANT, mage))
    play(state, "activate c1 0")
    to(state, "choose_card")
    assert legal(state) == ["card Mage", "card none"]
