"""Milling as instructions resolve (sim.rules.hands.mill): "target player mills three cards",
"mill two cards", "each opponent mills two cards" (CR 701.13a-b): the top cards of the library
go to the graveyard, as many as there are."""

from __future__ import annotations

from played import plays
from test_discard import graveyard, spell, table
from test_stack import card, events, finish, legal, perm, play, to

from sim.model.events import Milled
from sim.model.objects import Zone

GIANT, BEARS, FOREST, ISLAND = (card(n) for n in ("Hill Giant", "Grizzly Bears", "Forest",
                                                  "Island"))


def library(state: object, player: str) -> list[str]:
    return [c.name for c in state.players[player].library]  # type: ignore[attr-defined]


@plays("Target player mills three cards.")
def test_target_player_mills_the_top_three_cards() -> None:
    """CR 701.13a: the top three cards of the target player's library, in order, go to their
    graveyard (each a new object, 400.7); the rest stay in order. Any player may be targeted
    (115.1), the caster too."""
    state = table(perm("p1", "A", spell("Target player mills three cards."), Zone.HAND),
                  library=(GIANT, BEARS, ISLAND, FOREST))
    play(state, "cast p1")
    to(state, "choose_target")
    assert legal(state) == ["target A", "target B"]
    play(state, "target A")
    finish(state)
    assert library(state, "A") == ["Forest"]
    assert sorted(graveyard(state, "A")) == ["Grizzly Bears", "Hill Giant", "Island", "Probe"]
    [milled] = events(state, Milled)
    assert (milled.player, milled.cards) == ("A", ("Hill Giant", "Grizzly Bears", "Island"))


@plays("Mill two cards.")
def test_mill_two_cards_is_the_controllers_library() -> None:
    """CR 701.13a: "mill two cards" with no player named is the controller's."""
    state = table(perm("p1", "A", spell("Mill two cards.", "Instant"), Zone.HAND),
                  library=(GIANT, BEARS, ISLAND))
    play(state, "cast p1")
    finish(state)
    assert library(state, "A") == ["Island"] and library(state, "B") == ["Forest", "Forest"]
    assert sorted(graveyard(state, "A")) == ["Grizzly Bears", "Hill Giant", "Probe"]


@plays("Each opponent mills three cards.")
def test_each_opponent_mills_as_many_as_their_library_holds() -> None:
    """CR 701.13a-b: each opponent mills; a library of fewer cards mills all it has (B's two
    Forests), and milling an empty library does nothing else (no loss until a draw, 704.5b)."""
    state = table(perm("p1", "A", spell("Each opponent mills three cards."), Zone.HAND))
    play(state, "cast p1")
    finish(state)
    assert library(state, "B") == [] and graveyard(state, "B") == ["Forest", "Forest"]
    assert library(state, "A") == ["Island", "Forest"]
    assert not state.players["B"].lost
