"""Revealing cards until one of a kind (CR 701.20a, 608.2c; ``fx.REVEAL_UNTIL``,
``sim.rules.library.reveal_until``): "reveal cards from the top of your library until you
reveal a creature card. Put that card into your hand | onto the battlefield [tapped] and the
rest on the bottom of your library in a random order" — no choice; the rest in the order of
the game's next seeded generator."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, cast_probe, names
from test_stack import events, finish

from sim import GameState
from sim.io.run_report import describe_event
from sim.model.events import CoinFlipped, LibraryLooked
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

TO_HAND = ("Reveal cards from the top of your library until you reveal a creature card. Put "
           "that card into your hand and the rest on the bottom of your library in a random "
           "order.")
TO_PLAY = ("Reveal cards from the top of your library until you reveal a land card. Put that "
           "card onto the battlefield tapped and the rest on the bottom of your library in a "
           "random order.")


def _in(state: GameState, zone: Zone) -> list[str]:
    return [p.card.name for p in state.permanents.values() if p.owner == "A" and p.zone is zone
            and p.card.name != "Probe"]


@plays("Reveal cards from the top of your library until you reveal a creature card. Put that "
       "card into your hand and the rest on the bottom of your library in a random order.")
def test_the_first_creature_card_goes_to_the_hand_the_rest_to_the_bottom() -> None:
    """CR 701.20a, 608.2c: from Forest, Island, Grizzly Bears, Hill Giant (top first) A
    reveals three cards: the Bears, the first creature card, go to A's hand; Forest and Island
    to the bottom, under the Giant, in a random order (both orders happen over the seeds: the
    order is random, not the revealed one kept)."""
    orders = set()
    for seed in range(12):
        state = finish(cast_probe(TO_HAND, library=(FOREST, ISLAND, BEARS, GIANT), seed=seed))
        assert _in(state, Zone.HAND) == ["Grizzly Bears"]
        library = names(state)
        assert library[0] == "Hill Giant" and sorted(library[1:]) == ["Forest", "Island"]
        orders.add(tuple(library[1:]))
        [looked] = events(state, LibraryLooked)
        assert looked.revealed == "Forest, Island, Grizzly Bears" and looked.bottom == 2
    assert len(orders) == 2


@plays("Reveal cards from the top of your library until you reveal a land card. Put that card "
       "onto the battlefield tapped and the rest on the bottom of your library in a random "
       "order.")
def test_the_first_land_card_enters_tapped() -> None:
    """CR 701.20a, 110.4a: the Forest, third from the top, enters the battlefield tapped
    under A's control; the Bears and the Giant go to the bottom; the Island stays on top."""
    state = finish(cast_probe(TO_PLAY, library=(BEARS, GIANT, FOREST, ISLAND)))
    [forest] = [p for p in state.permanents.values() if p.card.name == "Forest"]
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped and forest.controller == "A"
    library = names(state)
    assert library[0] == "Island" and sorted(library[1:]) == ["Grizzly Bears", "Hill Giant"]


def test_no_card_of_the_kind_reveals_the_whole_library() -> None:
    """CR 701.20a: with no creature card A reveals the whole library; nothing goes to the
    hand and every card goes to the bottom in a random order (the library keeps its cards)."""
    state = finish(cast_probe(TO_HAND, library=(FOREST, ISLAND, FOREST)))
    assert _in(state, Zone.HAND) == [] and sorted(names(state)) == ["Forest", "Forest", "Island"]


def test_only_a_permanent_card_onto_the_battlefield() -> None:
    """CR 110.4a: an instant can't be put onto the battlefield: "until you reveal an instant
    card. put that card onto the battlefield" is not read; into the hand it is."""
    text = TO_PLAY.replace("a land card", "an instant card")
    assert read_effect(text).unsupported
    assert not read_effect(TO_HAND.replace("a creature card", "an instant card")).unsupported


def test_the_report_says_what_was_revealed() -> None:
    """The run report's lines: the cards revealed (CR 701.20a: every player sees them), how
    many went to the bottom, the card put into the hand; a coin flip's result (705.1)."""
    state = finish(cast_probe(TO_HAND, library=(FOREST, BEARS, GIANT)))
    lines = [describe_event(e) for e in state.events]
    assert "A reveals cards from the top of their library: Forest, Grizzly Bears; 1 on the " \
        "bottom in a random order" in lines
    assert any(line.startswith("A puts the revealed ") for line in lines)
    assert describe_event(CoinFlipped("A", "s1", False)) == "A flips a coin and loses the flip"
