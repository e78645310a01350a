"""The conditions of coven, formidable and corrupted and "an opponent has no cards in hand"
(``sim.model.board_conditions``, read by ``sim.text.condition_text``; CR 207.2c: the ability
word before them has no rules meaning): a triggered ability's intervening "if" (603.4), an
activated ability's "activate only if" (602.5b) and an instruction's own "[then] if" inside a
spell (608.2c), each played with its condition true and false."""

from __future__ import annotations

from played import plays
from test_board_conditions import OGRE, after_upkeep, hand
from test_named_counters import finish_one, two_turns, until_turn
from test_stack import card, perm, play, to

from sim import Step
from sim.model.objects import Permanent, Zone
from sim.text.card_reader import read_card


def creatures(owner: str, powers: tuple[int, ...]) -> list[Permanent]:
    return [perm(f"{owner}c{k}", owner, card(f"Bear{k}", power=p, toughness=4))
            for k, p in enumerate(powers)]


def shrine(text: str) -> object:
    return card("Shrine", types=["Enchantment"], text=text)


@plays("Coven — At the beginning of your upkeep, if you control three or more creatures with "
       "different powers, you gain 2 life.")
def test_coven_counts_different_powers() -> None:
    """CR 207.2c, 603.4, 208.1: creatures of powers 1, 2 and 3 are three with different
    powers (2 life); 1, 2 and 2 are only two different powers (none), however many
    creatures."""
    text = ("Coven — At the beginning of your upkeep, if you control three or more creatures "
            "with different powers, you gain 2 life.")
    for powers, life in (((1, 2, 3), 22), ((1, 2, 2, 2), 20)):
        state = after_upkeep(two_turns(perm("s", "A", shrine(text)),
                                       *creatures("A", powers), limit=4), 3)
        assert state.players["A"].life == life, powers


@plays("Formidable — {T}: You gain 1 life. Activate only if creatures you control have total "
       "power 8 or greater.")
def test_formidable_total_power() -> None:
    """CR 602.5b: offered only while the creatures its controller controls have total power 8
    or more (5 + 3; not 5 + 2, nor an opponent's creatures)."""
    text = ("Formidable — {T}: You gain 1 life. Activate only if creatures you control have "
            "total power 8 or greater.")
    for mine, theirs, offered in (((5, 3), (), True), ((5, 2), (9,), False)):
        state = two_turns(perm("s", "A", shrine(text)), *creatures("A", mine),
                          *creatures("B", theirs))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        actions = [str(a) for a in state.legal_actions()]
        assert ("activate s 0" in actions) == offered, mine
        if offered:
            play(state, "activate s 0")
            finish_one(state)
            assert state.players["A"].life == 21


@plays("Corrupted — At the beginning of your upkeep, if an opponent has three or more poison "
       "counters, you gain 2 life.",
       "At the beginning of your end step, if an opponent has no cards in hand, you gain 1 "
       "life.")
def test_an_opponents_poison_and_hand() -> None:
    """CR 122.1f, 603.4: three poison counters on B gain A 2 life in A's upkeep, two don't;
    at A's first end step B's empty hand gains 1, a card in it none (402.1)."""
    text = ("Corrupted — At the beginning of your upkeep, if an opponent has three or more "
            "poison counters, you gain 2 life.")
    for poison, life in ((3, 22), (2, 20)):
        state = two_turns(perm("s", "A", shrine(text)), limit=4)
        state.players["B"].poison = poison
        state = after_upkeep(state, 3)
        assert state.players["A"].life == life, poison
    empty = shrine("At the beginning of your end step, if an opponent has no cards in hand, "
                   "you gain 1 life.")
    for cards in (0, 1):
        state = two_turns(perm("s", "A", empty), *hand("B", cards))
        until_turn(state, 2)
        assert state.players["A"].life == 20 + (cards == 0), cards


@plays("Draw a card. Coven — Then if you control three or more creatures with different "
       "powers, you gain 3 life.",
       "Draw a card. Ferocious — If you control a creature with power 4 or greater, you gain "
       "3 life.")
def test_an_ability_word_before_an_instructions_own_if() -> None:
    """CR 608.2c, 207.2c: the later sentence's "then if" / ability word is read; the life is
    gained only when the condition holds as the spell resolves."""
    for text, powers, life in (
            ("Draw a card. Coven — Then if you control three or more creatures with different "
             "powers, you gain 3 life.", (1, 2, 3), 23),
            ("Draw a card. Coven — Then if you control three or more creatures with different "
             "powers, you gain 3 life.", (1, 1, 3), 20),
            ("Draw a card. Ferocious — If you control a creature with power 4 or greater, you "
             "gain 3 life.", (4,), 23),
            ("Draw a card. Ferocious — If you control a creature with power 4 or greater, you "
             "gain 3 life.", (3,), 20)):
        sip = card("Sip", types=["Sorcery"], cost="{0}", text=text)
        state = two_turns(perm("i", "A", sip, Zone.HAND), *creatures("A", powers))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast i")
        finish_one(state)
        assert state.players["A"].life == life, (text, powers)
    assert read_card("Draw a card. Coven — Then if you control three or more creatures with "
                     "different powers, draw a card.", "Sip", ["Sorcery"]).unsupported == ()


@plays("~ deals 3 damage to any target. Hellbent — ~ deals 5 damage instead if you have no "
       "cards in hand.",
       "Draw a card. Threshold — Draw two cards instead if seven or more cards are in your "
       "graveyard.",
       "You gain 4 life. Ferocious — You gain 7 life instead if you control a creature with "
       "power 4 or greater.")
def test_instead_if_a_board_condition() -> None:
    """CR 608.2c, 207.2c: the instruction done instead when the condition holds as the spell
    resolves: 5 damage with an empty hand (3 with a card left), two cards drawn with seven
    cards in the graveyard (one with six), 7 life with a power-4 creature (4 with power 3)."""
    flames = card("Flames", types=["Instant"], cost="{0}",
                  text="Flames deals 3 damage to any target. Hellbent — Flames deals 5 damage "
                       "instead if you have no cards in hand.")
    for kept, life in ((0, 15), (1, 17)):
        state = two_turns(perm("f", "A", flames, Zone.HAND), *hand("A", kept))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast f", "target B")
        finish_one(state)
        assert state.players["B"].life == life, kept
    study = card("Study", types=["Instant"], cost="{0}",
                 text="Draw a card. Threshold — Draw two cards instead if seven or more cards "
                      "are in your graveyard.")
    for cards, drawn in ((7, 2), (6, 1)):
        grave = [perm(f"g{k}", "A", OGRE, Zone.GRAVEYARD) for k in range(cards)]
        state = two_turns(perm("r", "A", study, Zone.HAND), *grave)
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast r")
        finish_one(state)
        assert len(state.cards("A", Zone.HAND)) == drawn, cards
    feed = card("Feed", types=["Instant"], cost="{0}",
                text="You gain 4 life. Ferocious — You gain 7 life instead if you control a "
                     "creature with power 4 or greater.")
    for power, life in ((4, 27), (3, 24)):
        state = two_turns(perm("d", "A", feed, Zone.HAND), *creatures("A", (power,)))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast d")
        finish_one(state)
        assert state.players["A"].life == life, power



def test_mana_instead_under_a_board_condition_is_not_read() -> None:
    """CR 605.3a, 608.2c: mana added instead under a board condition is left unread."""
    assert read_card("{T}: Add {C}. Threshold — Add {C}{C} instead if seven or more cards are "
                     "in your graveyard.", "Barrow", ["Land"]).unsupported
