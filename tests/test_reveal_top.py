"""The top card of a library revealed (CR 701.20a; ``fx.REVEAL_TOP``,
``sim.rules.library.reveal_top``): Dark Confidant's "reveal the top card of your library and
put that card into your hand. You lose life equal to its mana value." (202.3: X is 0 in a
library), and Goblin Guide's "defending player reveals the top card of their library. If it's
a land card, that player puts it into their hand." (the card stays on top otherwise)."""

from __future__ import annotations

from played import plays
from test_library import FOREST, GIANT, cast_probe, names
from test_stack import card, events, finish, game, perm, to

from sim.io.run_report import describe_event
from sim.model.events import LibraryLooked, LifeGained, LifeLost
from sim.model.objects import Zone

GUIDE = ("Whenever this creature attacks, defending player reveals the top card of their "
         "library. If it's a land card, that player puts it into their hand.")


@plays("Reveal the top card of your library and put that card into your hand. You lose life "
       "equal to its mana value.")
def test_reveal_put_into_hand_and_lose_life_equal_to_its_mana_value() -> None:
    """CR 701.20a, 202.3, 119.3: Hill Giant ({3}{R}, mana value 4) is revealed to all and put
    into the hand; its controller loses 4 life."""
    state = cast_probe("Reveal the top card of your library and put that card into your hand. "
                       "You lose life equal to its mana value.", library=(GIANT, FOREST))
    finish(state)
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Hill Giant"]
    assert names(state) == ["Forest"] and state.players["A"].life == 16
    assert [e.amount for e in events(state, LifeLost)] == [4]
    [looked] = events(state, LibraryLooked)
    assert looked.revealed == "Hill Giant" and "Hill Giant" in describe_event(looked)


@plays("Reveal the top card of your library and put it into your hand. You gain life equal to "
       "that card's mana value.")
def test_reveal_and_gain_life_and_a_land_is_worth_nothing() -> None:
    """CR 701.20a, 202.3, 119.3: the life gained is the revealed card's mana value; a land's
    is 0 (no life gained); an empty library reveals nothing."""
    text = ("Reveal the top card of your library and put it into your hand. You gain life equal "
            "to that card's mana value.")
    state = cast_probe(text, library=(GIANT,))
    finish(state)
    assert state.players["A"].life == 24 and [e.amount for e in events(state, LifeGained)] == [4]
    land = cast_probe(text, library=(FOREST, GIANT))
    finish(land)
    assert land.players["A"].life == 20 and not events(land, LifeGained)
    assert [p.card.name for p in land.cards("A", Zone.HAND)] == ["Forest"]
    empty = cast_probe(text, library=())
    finish(empty)
    assert empty.players["A"].life == 20 and not events(empty, LibraryLooked)


@plays("Whenever this creature attacks, defending player reveals the top card of their "
       "library. If it's a land card, that player puts it into their hand.")
def test_goblin_guide_gives_the_defending_player_a_land() -> None:
    """CR 508.1, 603.2, 701.20a: the attack trigger makes the defending player reveal their top
    card: a land goes to their hand; a nonland card stays on top."""
    guide = card("Guide", types=["Creature"], cost="{R}", power=2, toughness=2, text=GUIDE)
    assert not guide.unsupported, guide.unsupported
    for library, hand, left in (((FOREST, GIANT), ["Forest"], ["Hill Giant"]),
                                ((GIANT, FOREST), [], ["Hill Giant", "Forest"])):
        state = game(perm("g1", "A", guide))
        state.players["B"].library = library
        state.record_events = True
        to(state, "declare_attackers").apply("attack g1=B")
        finish(state)
        assert [p.card.name for p in state.cards("B", Zone.HAND)] == hand
        assert [c.name for c in state.players["B"].library][:len(left)] == left
        assert [e.player for e in events(state, LibraryLooked)] == ["B"]
