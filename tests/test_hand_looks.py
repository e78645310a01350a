"""Looking at another player's hand (CR 402.3; ``sim.rules.hand_looks``): "look at target
player's | target opponent's | that player's hand" — the controller learns the cards, the hand
is unchanged."""

from __future__ import annotations

from played import plays
from test_discard import hand_ids, spell, table
from test_stack import blocks, card, events, finish, legal, perm, play, to

from sim import Step
from sim.model.events import Discarded
from sim.model.hand_verbs import HandLooked
from sim.model.objects import Zone
from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import canonical

PEEK = "Look at target player's hand. Draw a card."
SIGHT = "Look at target opponent's hand."


@plays("Look at target player's hand. Draw a card.", "Look at target opponent's hand.")
def test_the_controller_sees_the_targets_hand_and_nothing_moves() -> None:
    """CR 402.3, 115.1: A looks at B's hand (Hill Giant, Island): a HandLooked event of A's
    names both cards; B keeps them (nothing is discarded or revealed); "draw a card" follows.
    "target opponent's" offers only B as a target."""
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Island", Zone.HAND)]
    state = table(perm("p1", "A", spell(PEEK), Zone.HAND), *hand)
    finish(play(state, "cast p1", "target B"))
    [looked] = events(state, HandLooked)
    assert (looked.player, looked.whose, looked.cards) == ("A", "B", ("Hill Giant", "Island"))
    assert hand_ids(state, "B") == ["b1", "b2"]
    assert len(state.cards("A", Zone.HAND)) == 1  # the card drawn
    other = table(perm("p1", "A", spell(SIGHT), Zone.HAND), *hand)
    finish(play(other, "cast p1", "target B"))
    [looked] = events(other, HandLooked)
    assert (looked.player, looked.whose) == ("A", "B")


def test_it_reads_and_renders_back() -> None:
    """The instruction renders back to its words (CR 402.3); "that player's hand" with no
    player named before is not read."""
    for text in (PEEK, SIGHT):
        prog = read_effect(text)
        assert not prog.unsupported
        assert canonical(program(prog)) == text.lower().rstrip(".")
    assert read_effect("Look at that player's hand.").unsupported


NIGHT = ("Target player reveals their hand. You choose a nonland card from it. Exile that "
         "card.")
FUGUE = ("Target player reveals their hand. You choose a nonland card from it with mana value "
         "2 or less. That player discards that card.")
APPETITE = ("Target opponent reveals their hand. You choose a card from it with mana value 4 or "
            "greater and exile that card.")


@plays("Target player reveals their hand. You choose a nonland card from it. Exile that card.")
def test_the_chosen_card_is_exiled_by_a_sentence_of_its_own() -> None:
    """CR 701.20a, 406.2: B reveals Hill Giant, Grizzly Bears and an Island; A chooses between
    the two nonland cards and the one chosen goes to exile, not to the graveyard (it is not
    discarded); the others stay in B's hand."""
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Grizzly Bears", Zone.HAND),
            perm("b3", "B", "Island", Zone.HAND)]
    state = table(perm("p1", "A", spell(NIGHT), Zone.HAND), *hand)
    play(state, "cast p1", "target B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard b1", "discard b2"]
    finish(play(state, "discard b2"))
    assert state.permanents["b2"].zone is Zone.EXILE and not events(state, Discarded)
    assert hand_ids(state, "B") == ["b1", "b3"]


@plays("Target player reveals their hand. You choose a nonland card from it with mana value 2 "
       "or less. That player discards that card.",
       "Target opponent reveals their hand. You choose a card from it with mana value 4 or "
       "greater and exile that card.")
def test_only_cards_of_the_mana_value_may_be_chosen() -> None:
    """CR 202.3, 701.9a: "nonland, mana value 2 or less": of Hill Giant (4), Grizzly Bears (2)
    and an Island (a land, 0), only the Bears may be chosen — one card, no choice asked — and
    B discards it. "Mana value 4 or greater" (any card): only the Giant, exiled (406.2)."""
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Grizzly Bears", Zone.HAND),
            perm("b3", "B", "Island", Zone.HAND)]
    state = table(perm("p1", "A", spell(FUGUE), Zone.HAND), *hand)
    finish(play(state, "cast p1", "target B"))
    assert [e.card for e in events(state, Discarded)] == ["b2"]
    assert hand_ids(state, "B") == ["b1", "b3"]
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Grizzly Bears", Zone.HAND),
            perm("b3", "B", "Island", Zone.HAND)]
    other = table(perm("p1", "A", spell(APPETITE), Zone.HAND), *hand)
    finish(play(other, "cast p1", "target B"))
    assert other.permanents["b1"].zone is Zone.EXILE and hand_ids(other, "B") == ["b2", "b3"]


def test_the_chain_variants_render_back() -> None:
    """Each variant reads into one instruction and renders back to its words (CR 608.2c)."""
    for text in (NIGHT, FUGUE, APPETITE):
        prog = read_effect(text)
        assert not prog.unsupported and len(prog.ops) == 1
        assert canonical(program(prog)) == text.lower().rstrip(".")


SURGEON = ("Look at target player's hand and choose a card from it. That player discards that "
           "card.")


@plays("Look at target player's hand and choose a card from it. That player discards that "
       "card.")
def test_the_controller_looks_and_chooses_the_card_discarded() -> None:
    """CR 402.3, 701.9a: A (not B) chooses among every card of B's hand (a land and a
    creature alike) and B discards the one chosen; with an empty hand nothing happens."""
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Island", Zone.HAND)]
    state = table(perm("p1", "A", spell(SURGEON), Zone.HAND), *hand)
    play(state, "cast p1", "target B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard b1", "discard b2"]
    finish(play(state, "discard b2"))
    assert [e.card for e in events(state, Discarded)] == ["b2"] and hand_ids(state, "B") == ["b1"]
    empty = table(perm("p1", "A", spell(SURGEON), Zone.HAND))
    finish(play(empty, "cast p1", "target B"))
    assert not events(empty, Discarded)
    prog = read_effect(SURGEON)
    assert len(prog.ops) == 1 and canonical(program(prog)) == SURGEON.lower().rstrip(".")


AMNESIA = "Target player reveals their hand and discards all nonland cards."


@plays("Target player reveals their hand and discards all nonland cards.")
def test_every_card_of_the_kind_is_discarded_and_no_other() -> None:
    """CR 701.20a, 701.9a: B reveals Hill Giant, Grizzly Bears and an Island; both nonland
    cards are discarded with no choice asked, the Island stays in B's hand."""
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Grizzly Bears", Zone.HAND),
            perm("b3", "B", "Island", Zone.HAND)]
    state = table(perm("p1", "A", spell(AMNESIA), Zone.HAND), *hand)
    finish(play(state, "cast p1", "target B"))
    assert sorted(e.card for e in events(state, Discarded)) == ["b1", "b2"]
    assert hand_ids(state, "B") == ["b3"]
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    prog = read_effect(AMNESIA)
    assert canonical(program(prog)) == AMNESIA.lower().rstrip(".")


SPECTER = ("Whenever this creature deals combat damage to a player, look at that player's hand "
           "and choose a card from it. The player discards that card.")
WALKER = "Whenever this creature deals combat damage to a player, look at that player's hand."


@plays("Whenever this creature deals combat damage to a player, look at that player's hand "
       "and choose a card from it. The player discards that card.",
       "Whenever this creature deals combat damage to a player, look at that player's hand.")
def test_that_player_is_the_player_dealt_combat_damage() -> None:
    """CR 510.2, 603.2, 402.3, 701.9a: the creature deals combat damage to B; its controller
    A (not B) looks at B's hand and chooses the card B discards; the other trigger only looks
    (a HandLooked event of A's naming B's cards, nothing discarded)."""
    raider = card("Raider", types=["Creature"], cost="{2}{B}", text=SPECTER, power=2,
                  toughness=2)
    assert not raider.unsupported
    state = table(perm("r1", "A", raider), perm("b1", "B", "Hill Giant", Zone.HAND),
                  perm("b2", "B", "Island", Zone.HAND), step=Step.BEGINNING_OF_COMBAT)
    blocks(state, "r1=B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard b1", "discard b2"]
    finish(play(state, "discard b1"))
    assert state.players["B"].life == 18 and hand_ids(state, "B") == ["b2"]
    walker = card("Walker", types=["Creature"], cost="{2}{U}", text=WALKER, power=2,
                  toughness=2)
    assert not walker.unsupported
    other = table(perm("r1", "A", walker), perm("b1", "B", "Hill Giant", Zone.HAND),
                  step=Step.BEGINNING_OF_COMBAT)
    blocks(other, "r1=B")
    finish(other)
    [looked] = events(other, HandLooked)
    assert (looked.player, looked.whose, looked.cards) == ("A", "B", ("Hill Giant",))
    assert hand_ids(other, "B") == ["b1"]
