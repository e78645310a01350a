"""Cards put from a hand on top of the library (``sim.rules.hand_top``; CR 401.4, 608.2c):
"draw three cards, then put two cards from your hand on top of your library in any order"."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, names, spell, turn
from test_stack import card, events, finish, legal, perm, play, to

from sim.model.events import Shuffled
from sim.model.objects import Zone
from sim.testing.checker import check_seeds

BRAINSTORM = ("Draw three cards, then put two cards from your hand on top of your library in "
              "any order.")
SOL = card("Sol Ring", types=["Artifact"], cost="{1}")


def hand(state: object, player: str = "A") -> list[str]:
    return sorted(p.card.name for p in state.cards(player, Zone.HAND))  # type: ignore[attr-defined]


@plays("Draw three cards, then put two cards from your hand on top of your library in any "
       "order.")
def test_draw_three_then_put_two_back_in_the_order_chosen() -> None:
    """CR 121.1, 401.4, 608.2c: A draws the Giant, the Bears and the Forest, then chooses two
    cards of the hand one at a time (the Sol Ring held before, then the Giant): each goes on
    top in turn, so the Giant, chosen last, is on top, above the Sol Ring and the Island."""
    state = turn(perm("p1", "A", spell(BRAINSTORM), Zone.HAND), perm("h1", "A", SOL, Zone.HAND),
                 library=(GIANT, BEARS, FOREST, ISLAND))
    play(state, "cast p1")
    to(state, "choose_card")
    assert legal(state) == ['card "Sol Ring"', 'card "Hill Giant"', 'card "Grizzly Bears"',
                            "card Forest"]
    play(state, 'card "Sol Ring"')
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Forest"]
    finish(play(state, 'card "Hill Giant"'))
    assert hand(state) == ["Forest", "Grizzly Bears"]
    assert names(state) == ["Hill Giant", "Sol Ring", "Island"]


@plays("{2}, {T}, Sacrifice Horn: Draw two cards, then put a card from your hand on top of your "
       "library.")
def test_a_hand_of_copies_of_one_card_asks_nothing() -> None:
    """CR 401.4, 608.2c: with only Forests in hand after drawing there is nothing to choose:
    one Forest goes on top, the other stays in hand."""
    horn = card("Horn", types=["Artifact"], cost="{0}",
                text="{2}, {T}, Sacrifice Horn: Draw two cards, then put a card from your hand "
                     "on top of your library.")
    assert not horn.unsupported, horn.unsupported
    state = turn(perm("n1", "A", horn), library=(FOREST, FOREST, ISLAND), mana="{C}{C}")
    play(state, "activate n1 0")
    finish(state)
    assert hand(state) == ["Forest"]
    assert names(state) == ["Forest", "Island"]


def test_the_conformance_checker_answers_it() -> None:
    """The checker plays random legal turns with Brainstorm and a Sol Ring in hand: every
    decision it asks (the cards put back) is answered with a legal action."""
    for seed in range(4):
        state = turn(perm("p1", "A", spell(BRAINSTORM), Zone.HAND),
                     perm("h1", "A", SOL, Zone.HAND), library=(GIANT, BEARS, FOREST, ISLAND))
        check_seeds(state, seed)


PONDER = ("Look at the top three cards of your library, then put them back in any order. You may "
          "shuffle. Draw a card.")


@plays("Look at the top three cards of your library, then put them back in any order. You may "
       "shuffle. Draw a card.", "Shuffle your library. Draw a card.")
def test_you_may_shuffle() -> None:
    """CR 701.24a, 603.5: after ordering the top three, A chooses whether to shuffle; without
    shuffling A draws the card put on top; shuffling uses the game's seeded generator (the
    same seed, the same library; some seed another top card) and logs ``Shuffled``."""
    library = (GIANT, BEARS, FOREST, ISLAND, SOL)
    state = turn(perm("p1", "A", spell(PONDER, "Sorcery"), Zone.HAND), library=library)
    play(state, "cast p1")
    play(to(state, "choose_card"), "card Forest")
    play(to(state, "choose_card"), 'card "Hill Giant"')
    to(state, "choose_optional")
    finish(play(state, "no"))
    assert hand(state) == ["Forest"]
    assert names(state) == ["Hill Giant", "Grizzly Bears", "Island", "Sol Ring"]
    tops = set()
    for seed in range(6):
        runs = []
        for _ in range(2):
            state = turn(perm("p1", "A", spell("Shuffle your library. Draw a card.", "Sorcery"),
                              Zone.HAND), library=library, seed=seed)
            finish(play(state, "cast p1"))
            assert any(isinstance(e, Shuffled) for e in events(state, Shuffled))
            runs.append((hand(state), names(state)))
        assert runs[0] == runs[1]
        tops.add(runs[0][0][0])
    assert len(tops) > 1
