"""An object's quality as an amount, as the grammar reads it (``sim.text.object_count_rules``;
CR 208.1, 202.3, 608.2h): "the sacrificed creature's toughness" (601.2h, 602.2b: the
permanent sacrificed to pay the cost, as it last existed), "its mana value", "you lose life
equal to <count>" (119.3)."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import blocks, card, finish, game, perm, play, to

from sim import GameState, Player, Step
from sim.model.board import power_and_toughness
from sim.model.mana import Mana
from sim.model.objects import PLUS, Span, Zone


@plays("{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.")
def test_the_sacrificed_creature_s_last_known_toughness() -> None:
    """CR 602.2b, 608.2h, 113.7a: the ability's cost sacrifices A's 1/1 with two +1/+1
    counters (a 3/3); A gains 3 life, its toughness as it last existed on the battlefield."""
    altar = card("Altar", types=["Artifact"], cost="{0}",
                 text="{T}, Sacrifice a creature: You gain life equal to the sacrificed "
                      "creature's toughness.")
    state = game(perm("c1", "A", altar),
                 perm("a1", "A", card("Elf", power=1, toughness=1), counters={PLUS: 2}),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate c1 0")
    while state.decision is not None and state.decision.kind == "choose_cost":
        play(state, "cost a1")
    finish(state)
    assert state.permanents["a1"].zone is Zone.GRAVEYARD and state.players["A"].life == 23


@plays("Exile target artifact. You gain life equal to its mana value.")
def test_the_exiled_artifact_s_mana_value() -> None:
    """CR 202.3, 608.2h: the exiled artifact's mana cost {3}{W}{W} gives mana value 5: A
    gains 5 life."""
    relic = card("Relic", types=["Artifact"], cost="{3}{W}{W}")
    state = game(perm("p1", "A", spell("Exile target artifact. You gain life equal to its "
                                       "mana value."), Zone.HAND),
                 perm("r1", "B", relic), mana={"A": "{U}"})
    finish(play(state, "cast p1", "target r1"))
    assert state.permanents["r1"].zone is Zone.EXILE and state.players["A"].life == 25


@plays("Target creature gets +0/+X until end of turn, where X is its mana value.")
def test_the_target_s_mana_value_as_a_bonus() -> None:
    """CR 202.3, 608.2h: "its" is the target: a 2/2 of mana value 3 ({2}{G}) gets +0/+3."""
    state = game(perm("p1", "A", spell("Target creature gets +0/+X until end of turn, where "
                                       "X is its mana value."), Zone.HAND),
                 perm("a1", "A", card("Bears", power=2, toughness=2, cost="{2}{G}")),
                 mana={"A": "{U}"})
    finish(play(state, "cast p1", "target a1"))
    assert power_and_toughness(state, "a1") == (2, 5)


@plays("Destroy target creature. It can't be regenerated. You lose life equal to that "
       "creature's toughness.")
def test_you_lose_life_equal_to_that_creature_s_toughness() -> None:
    """CR 119.3, 608.2h: the destroyed 2/5's toughness as it last existed: A loses 5 life."""
    text = ("Destroy target creature. It can't be regenerated. You lose life equal to that "
            "creature's toughness.")
    state = game(perm("p1", "A", spell(text), Zone.HAND),
                 perm("b1", "B", card("Wall", power=2, toughness=5)), mana={"A": "{U}"})
    finish(play(state, "cast p1", "target b1"))
    assert state.permanents["b1"].zone is Zone.GRAVEYARD and state.players["A"].life == 15


@plays("Draw a card, then you lose life equal to the number of cards in your hand.")
def test_lose_life_counted_after_the_draw() -> None:
    """CR 608.2c, 608.2h, 119.3: the count is taken after the draw: with two other cards in
    hand, A draws a third and loses 3 life."""
    text = "Draw a card, then you lose life equal to the number of cards in your hand."
    state = game(perm("p1", "A", spell(text), Zone.HAND),
                 perm("h1", "A", "Grizzly Bears", Zone.HAND),
                 perm("h2", "A", "Grizzly Bears", Zone.HAND),
                 perm("l1", "A", "Grizzly Bears", Zone.LIBRARY), mana={"A": "{U}"})
    finish(play(state, "cast p1"))
    assert state.players["A"].life == 17


@plays("Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking "
       "it.")
def test_a_bonus_for_each_creature_blocking_it() -> None:
    """CR 509.1h, 608.2h: the 2/2 blocked by two creatures gets +2/+2 (a 4/4) as the
    trigger resolves."""
    berserker = card("Berserker", power=2, toughness=2,
                     text="Whenever Berserker becomes blocked, it gets +1/+1 until end of "
                          "turn for each creature blocking it.")
    state = game(perm("a1", "A", berserker), perm("b1", "B", card("Elf", power=0, toughness=5)),
                 perm("b2", "B", card("Wall", power=0, toughness=5)))
    blocks(state, "a1=B", "b1=a1 b2=a1")
    while state.stack:
        play(state, "pass")
    assert power_and_toughness(state, "a1") == (4, 4)


@plays("Whenever a creature you control becomes blocked, it gets -1/-1 until end of turn for "
       "each creature blocking it beyond the first.")
def test_beyond_the_first_of_the_creature_the_trigger_is_about() -> None:
    """CR 509.1h, 603.2, 107.1b: "it" is the blocked creature, not the source: A's 5/5
    blocked by three creatures gets -2/-2 (a 3/3); the source, unblocked, is unchanged."""
    wurm = card("Wurm", power=1, toughness=1,
                text="Whenever a creature you control becomes blocked, it gets -1/-1 until end "
                     "of turn for each creature blocking it beyond the first.")
    state = game(perm("s1", "A", wurm), perm("a1", "A", card("Big", power=5, toughness=5)),
                 *(perm(f"b{i}", "B", card("Wall", power=0, toughness=5)) for i in (1, 2, 3)))
    blocks(state, "a1=B", "b1=a1 b2=a1 b3=a1")
    while state.stack:
        play(state, "pass")
    assert power_and_toughness(state, "a1") == (3, 3)
    assert power_and_toughness(state, "s1") == (1, 1)


@plays("Draw a card, then draw cards equal to the number of cards named ~ in all graveyards.")
def test_draw_cards_equal_to_a_count_taken_after_the_first_draw() -> None:
    """CR 121.1, 201.2, 608.2h: with two cards of the spell's name in B's graveyard, A
    draws one card, then two (three in all; the spell itself is not yet in a graveyard as it
    resolves, 608.2n)."""
    text = ("Draw a card, then draw cards equal to the number of cards named Knowledge in all "
            "graveyards.")
    knowledge = card("Knowledge", types=["Instant"], cost="{U}", text=text)
    state = game(perm("p1", "A", knowledge, Zone.HAND),
                 perm("g1", "B", knowledge, Zone.GRAVEYARD),
                 perm("g2", "B", knowledge, Zone.GRAVEYARD),
                 *(perm(f"l{i}", "A", "Grizzly Bears", Zone.LIBRARY) for i in range(5)),
                 mana={"A": "{U}"})
    finish(play(state, "cast p1"))
    hand = [p for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND]
    assert len(hand) == 3


@plays("When ~ enters the battlefield, draw cards equal to its power.")
def test_draw_cards_equal_to_the_source_s_power() -> None:
    """CR 121.1, 603.2, 608.2h: "its" is the source: a 3/1 enters, A draws three cards."""
    seer = card("Seer", power=3, toughness=1, cost="{G}",
                text="When Seer enters the battlefield, draw cards equal to its power.")
    players = {"A": Player("A", mana=Mana.parse("{G}")), "B": Player("B")}
    objects = [perm("s1", "A", seer, Zone.HAND),
               *(perm(f"l{i}", "A", "Grizzly Bears", Zone.LIBRARY) for i in range(5))]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
    state.start()
    finish(play(state, "cast s1"))
    hand = [p for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND]
    assert len(hand) == 3


@plays("You gain 2 life for each card in your hand.")
def test_life_for_each_card_in_your_hand() -> None:
    """CR 119.1, 608.2h: counted as the spell resolves (it is on the stack, not in the hand):
    with three other cards in A's hand, A gains 6 life."""
    state = game(perm("p1", "A", spell("You gain 2 life for each card in your hand."),
                      Zone.HAND),
                 *(perm(f"h{i}", "A", "Grizzly Bears", Zone.HAND) for i in range(3)),
                 perm("h9", "B", "Grizzly Bears", Zone.HAND), mana={"A": "{U}"})
    finish(play(state, "cast p1"))
    assert state.players["A"].life == 26
