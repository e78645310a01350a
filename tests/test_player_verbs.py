"""The player verbs with words of their own (sim.model.player_verbs): "that player draws an
additional card" at the beginning of a draw step (CR 121.1, 504.1), "discard your hand" and
"each player discards their hand, then draws seven cards" (701.9a, 608.2c), played."""

from __future__ import annotations

from played import plays
from test_discard import finish_one, graveyard, hand, hand_of, table
from test_edicts import spell
from test_stack import card, events, finish, perm, play, to

from sim import GameState, Permanent, Player, Step
from sim.engine.agents import DefaultAgent
from sim.model.events import CardDrawn, Discarded
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.text.effect_text import read_effect

FOREST, ISLAND = card("Forest"), card("Island")

DICTATE = card("Dictate", types=["Enchantment"], cost="{1}{U}{U}",
               text="At the beginning of each player's draw step, that player draws an "
                    "additional card.")
DRAGON = card("Dragon", types=["Creature"], cost="{2}{R}{R}", power=4, toughness=4,
              text="At the beginning of your draw step, draw an additional card.\nAt the "
                   "beginning of your end step, discard your hand.")


def turn_of(active: str, *objects: Permanent, step: Step = Step.UNTAP,
            mana: str = "{0}") -> GameState:
    """``active``'s turn (the second: its draw step draws, CR 103.8a) from ``step``; each
    player a library of three cards."""
    players = {p: Player(p, library=(FOREST, ISLAND, FOREST), mana=Mana.parse(mana))
               for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"),
                      active, step=step, span=Span.TURN, turn=2)
    state.record_events = True
    return state.start()


def drawn(state: GameState, player: str) -> int:
    return sum(1 for e in events(state, CardDrawn) if e.player == player)


@plays("At the beginning of each player's draw step, that player draws an additional card.")
def test_each_player_draws_an_additional_card_in_their_draw_step() -> None:
    """CR 504.1 and 121.1: in B's draw step B draws the step's card and then, as the trigger
    of A's permanent resolves, one more: "that player" is the active player, B; A draws
    none."""
    assert not DICTATE.unsupported, DICTATE.unsupported
    state = turn_of("B", perm("d1", "A", DICTATE))
    to(state, "priority", step=Step.PRECOMBAT_MAIN)
    assert drawn(state, "B") == 2 and drawn(state, "A") == 0
    assert len(hand(state, "B")) == 2


@plays("At the beginning of your draw step, draw an additional card.",
       "At the beginning of your end step, discard your hand.")
def test_your_draw_step_draws_one_more_and_the_end_step_discards_the_hand() -> None:
    """CR 121.1, 701.9a and 513.1: A draws two cards in A's draw step (not in B's: "your");
    at the beginning of A's end step A discards every card of A's hand, no choice."""
    assert not DRAGON.unsupported, DRAGON.unsupported
    state = turn_of("A", perm("d1", "A", DRAGON), *hand_of("A", "Hill Giant"))
    to(state, "priority", step=Step.PRECOMBAT_MAIN)
    assert drawn(state, "A") == 2 and len(hand(state, "A")) == 3
    while state.turn == 2 and state.decision is not None:
        finish_one(state)
    assert hand(state, "A") == []
    assert sorted(graveyard(state, "A")) == ["Forest", "Hill Giant", "Island"]
    assert {e.player for e in events(state, Discarded)} == {"A"}


@plays("Each player discards their hand, then draws seven cards.")
def test_each_player_discards_their_hand_then_draws_seven() -> None:
    """CR 701.9a, 121.1 and 608.2c: every card of each hand is discarded (no choice), then
    each player draws seven (the "draws" of the same players)."""
    seven = (FOREST,) * 8
    players = {"A": Player("A", library=seven, mana=Mana.parse("{B}")),
               "B": Player("B", library=seven)}
    objects = [perm("p1", "A", spell("Each player discards their hand, then draws seven "
                                     "cards."), Zone.HAND), *hand_of("A", "Hill Giant"),
               *hand_of("B", "Island", "Grizzly Bears")]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN)
    state.record_events = True
    state.start()
    play(state, "cast p1")
    while state.decision is not None and state.stack:
        play(state, "pass")
    assert len(hand(state, "A")) == 7 and len(hand(state, "B")) == 7
    assert sorted(graveyard(state, "A")) == ["Hill Giant", "Probe"]
    assert sorted(graveyard(state, "B")) == ["Grizzly Bears", "Island"]
    assert [e.player for e in events(state, Discarded)] == ["A", "B", "B"]


def test_the_words_of_the_hand_must_agree() -> None:
    """CR 701.9a: "each player discard your hand" or "discards your hand" with no player are
    not read; "draws" with no player before it is not read as the controller's."""
    for text in ("Each player discard your hand.", "You discards their hand.",
                 "Draws a card."):
        assert read_effect(text).unsupported, text
    assert not read_effect("Discard your hand.").unsupported


@plays("Target player draws two cards and loses 2 life.",
       "Each opponent discards a card and loses 2 life.")
def test_the_same_player_loses_the_life_after_the_first_instruction() -> None:
    """CR 119.3 and 608.2c: "... and loses 2 life" is the first instruction's player's: the
    target B draws two cards, then loses 2 life (A none); each opponent, B, discards (B's
    choice, 701.9a), then loses 2 life."""
    state = table(perm("p1", "A", spell("Target player draws two cards and loses 2 life."),
                       Zone.HAND))
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target B")
    finish(state)
    assert state.players["B"].life == 18 and state.players["A"].life == 20
    assert len(hand(state, "B")) == 2
    state = table(perm("p1", "A", spell("Each opponent discards a card and loses 2 life."),
                       Zone.HAND), *hand_of("B", "Hill Giant", "Island"))
    play(state, "cast p1")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    assert state.players["B"].life == 20  # not before the discard
    play(state, "discard b1")
    finish(state)
    assert state.players["B"].life == 18 and hand(state, "B") == ["b2"]


@plays("Each player shuffles their hand and graveyard into their library, then draws seven "
       "cards.")
def test_each_player_shuffles_hand_and_graveyard_in_then_draws_seven() -> None:
    """CR 701.24a, 400.3 and 608.2c: each player's hand and graveyard go into their own
    library, which is shuffled; then each draws seven: A's 1 + 1 + 6 library cards (the
    spell itself still on the stack) make eight, B's 2 + 2 + 4 too: each draws seven and
    keeps one in the library."""
    players = {"A": Player("A", library=(FOREST,) * 6, mana=Mana.parse("{B}")),
               "B": Player("B", library=(FOREST,) * 4)}
    text = ("Each player shuffles their hand and graveyard into their library, then draws "
            "seven cards.")
    objects = [perm("p1", "A", spell(text), Zone.HAND), *hand_of("A", "Hill Giant"),
               perm("g1", "A", "Island", Zone.GRAVEYARD),
               *hand_of("B", "Island", "Grizzly Bears"),
               perm("g2", "B", "Hill Giant", Zone.GRAVEYARD),
               perm("g3", "B", "Forest", Zone.GRAVEYARD)]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN)
    state.record_events = True
    state.start()
    play(state, "cast p1")
    while state.decision is not None and state.stack:
        play(state, "pass")
    assert len(hand(state, "A")) == 7 and len(state.players["A"].library) == 1
    assert len(hand(state, "B")) == 7 and len(state.players["B"].library) == 1
    assert graveyard(state, "A") == ["Probe"] and graveyard(state, "B") == []
    for player in ("A", "B"):  # the hand and graveyard cards are among the eight
        cards = [state.permanents[c].card.name for c in hand(state, player)]
        cards += [c.name for c in state.players[player].library]
        assert sorted(cards).count("Forest") in (5, 6) and len(cards) == 8
        assert ("Hill Giant" in cards) and ("Island" in cards)


@plays("Discard all the cards in your hand, then draw that many cards.")
def test_discard_the_hand_then_draw_that_many() -> None:
    """CR 701.9a, 121.1 and 608.2c: A discards both cards of A's hand (no choice), then draws
    two, the number discarded; B is untouched."""
    state = turn_of("A", perm("p1", "A", spell("Discard all the cards in your hand, then draw "
                                              "that many cards."), Zone.HAND),
                    *hand_of("A", "Hill Giant", "Grizzly Bears"), *hand_of("B", "Island"),
                    step=Step.PRECOMBAT_MAIN, mana="{B}")
    play(state, "cast p1")
    while state.decision is not None and state.stack:
        play(state, "pass")
    assert sorted(graveyard(state, "A")) == ["Grizzly Bears", "Hill Giant", "Probe"]
    assert len(hand(state, "A")) == 2 and "a1" not in hand(state, "A")
    assert drawn(state, "A") == 2 and hand(state, "B") == ["b1"]


@plays("Each opponent gets a poison counter.", "Target player gets two poison counters.")
def test_players_get_poison_counters_and_ten_lose() -> None:
    """CR 122.1f and 704.5c: each opponent (B, not A) gets a poison counter; a player given
    their ninth and tenth loses the game as state-based actions are checked."""
    state = table(perm("p1", "A", spell("Each opponent gets a poison counter."), Zone.HAND))
    play(state, "cast p1")
    finish(state)
    assert state.players["B"].poison == 1 and state.players["A"].poison == 0
    state = table(perm("p1", "A", spell("Target player gets two poison counters."),
                       Zone.HAND))
    state.players["B"].poison = 8
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target B")
    finish(state)
    assert state.players["B"].poison == 10 and state.players["B"].lost
    assert state.outcome().winners == ("A",)


@plays("Whenever a creature you control becomes the target of a spell, target opponent gets a "
       "poison counter.")
def test_a_targeted_creature_gives_the_opponent_a_poison_counter() -> None:
    """CR 603.2, 115.1 and 122.1f: A's spell targets A's creature; the trigger of A's
    Venerated Rotpriest gives its target opponent, B, a poison counter (before the spell
    resolves)."""
    rotpriest = card("Rotpriest", types=["Creature"], cost="{G}", power=1, toughness=2,
                     text="Whenever a creature you control becomes the target of a spell, "
                          "target opponent gets a poison counter.")
    assert not rotpriest.unsupported, rotpriest.unsupported
    state = table(perm("r1", "A", rotpriest),
                  perm("p1", "A", spell("Target creature gets +1/+1 until end of turn.",
                                        "Instant"), Zone.HAND))
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target r1")
    while state.decision is not None and state.stack:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.players["B"].poison == 1 and state.players["A"].poison == 0


@plays("Probe deals damage to target player equal to the number of cards in that player's "
       "hand.")
def test_damage_equal_to_the_cards_in_the_target_player_s_hand() -> None:
    """CR 608.2h and 120.3: the count is the target player's hand as the spell resolves: B
    with three cards is dealt 3 damage; A's own cards don't count."""
    state = table(perm("p1", "A", spell("Probe deals damage to target player equal to the "
                                        "number of cards in that player's hand.", "Instant"),
                       Zone.HAND), *hand_of("A", "Forest"),
                  *hand_of("B", "Hill Giant", "Island", "Forest"))
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target B")
    finish(state)
    assert state.players["B"].life == 17 and state.players["A"].life == 20
