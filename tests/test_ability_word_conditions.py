"""The conditions of coven, formidable and corrupted and "an opponent has no cards in hand"
(``sim.model.board_conditions``, read by ``sim.text.condition_text``; CR 207.2c: the ability
word before them has no rules meaning): a triggered ability's intervening "if" (603.4), an
activated ability's "activate only if" (602.5b) and an instruction's own "[then] if" inside a
spell (608.2c), each played with its condition true and false."""

from __future__ import annotations

from played import plays
from test_board_conditions import after_upkeep, hand
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
