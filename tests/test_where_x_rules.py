"""Amounts written "X, where X is <count>" (CR 107.3: X defined by the text; 608.2h: counted
as the instruction is carried out; ``sim.text.where_x_rules``), each played in a game where
the count decides the result: damage, a bonus until end of turn, life gained, counters put,
and a static ability's "~ gets -X/-X, where X is your life total" (613.4c)."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import card, finish, game, perm, play

from sim import GameState, Player, Step
from sim.model.board import power_and_toughness
from sim.model.mana import Mana
from sim.model.objects import PLUS, Span, Zone
from sim.text.effect_text import read_effect

BURST = ("Probe deals X damage to any target, where X is 2 plus the number of cards named "
         "Probe in all graveyards.")


def _cast(state: GameState, *targets: str) -> GameState:
    play(state, "cast p1", *(f"target {t}" for t in targets))
    return finish(state)


@plays("Flame Burst deals X damage to any target, where X is 2 plus the number of cards named "
       "Flame Burst in all graveyards.")
def test_flame_burst_counts_the_cards_named_like_it_in_every_graveyard() -> None:
    """CR 107.3, 201.2, 608.2h: with one card named Probe in A's graveyard and one in B's, the
    spell deals 2 + 2 = 4 damage to B; a card of another name is not counted."""
    burst = spell(BURST)
    state = game(perm("p1", "A", burst, Zone.HAND), perm("g1", "A", burst, Zone.GRAVEYARD),
                 perm("g2", "B", burst, Zone.GRAVEYARD),
                 perm("g3", "B", card("Other", types=["Instant"], cost="{U}",
                                      text="Draw a card."), Zone.GRAVEYARD), mana={"A": "{U}"})
    assert _cast(state, "B").players["B"].life == 16


def test_with_none_in_the_graveyards_only_the_fixed_part() -> None:
    """CR 107.3: "2 plus" none: 2 damage (the resolving spell is on the stack, not counted)."""
    state = game(perm("p1", "A", spell(BURST), Zone.HAND), mana={"A": "{U}"})
    assert _cast(state, "B").players["B"].life == 18


@plays("Target creature gets +X/+X until end of turn, where X is the number of creatures you "
       "control.")
def test_a_bonus_of_x_counts_the_creatures_as_it_resolves() -> None:
    """CR 107.3, 608.2h, 611.2a: A controls two creatures: the target gets +2/+2."""
    text = ("Target creature gets +X/+X until end of turn, where X is the number of creatures "
            "you control.")
    state = game(perm("p1", "A", spell(text), Zone.HAND), perm("a1", "A", "Grizzly Bears"),
                 perm("a2", "A", "Grizzly Bears"), perm("b1", "B", "Grizzly Bears"),
                 perm("b2", "B", "Grizzly Bears"), perm("b3", "B", "Grizzly Bears"),
                 mana={"A": "{U}"})
    _cast(state, "b1")
    assert power_and_toughness(state, "b1") == (4, 4)


@plays("You gain X life, where X is the number of cards in your hand.")
def test_life_gained_is_the_hand_size() -> None:
    """CR 107.3, 119.3: two cards left in A's hand as it resolves: A gains 2 life."""
    text = "You gain X life, where X is the number of cards in your hand."
    state = game(perm("p1", "A", spell(text), Zone.HAND), perm("h1", "A", "Grizzly Bears",
                                                               Zone.HAND),
                 perm("h2", "A", "Grizzly Bears", Zone.HAND), mana={"A": "{U}"})
    assert _cast(state).players["A"].life == 22


@plays("Put X +1/+1 counters on target creature, where X is your life total.")
def test_counters_as_many_as_the_life_total() -> None:
    """CR 107.3, 119.1, 122.1: at 7 life A puts seven +1/+1 counters on the Bears."""
    text = "Put X +1/+1 counters on target creature, where X is your life total."
    state = game(perm("p1", "A", spell(text), Zone.HAND), perm("a1", "A", "Grizzly Bears"),
                 mana={"A": "{U}"}, life={"A": 7})
    _cast(state, "a1")
    assert state.permanents["a1"].counters.get(PLUS) == 7


@plays("Death's Shadow gets -X/-X, where X is your life total.")
def test_death_s_shadow_shrinks_with_its_controller_s_life() -> None:
    """CR 107.3, 613.4c, 704.5f: a 13/13 at 10 life is a 3/3; at 20 life a -7/-7 that dies."""
    shadow = card("Shade", power=13, toughness=13,
                  text="Shade gets -X/-X, where X is your life total.")
    state = game(perm("s1", "A", shadow), life={"A": 10})
    assert power_and_toughness(state, "s1") == (3, 3)
    state = finish(game(perm("s1", "A", shadow)))
    assert state.permanents["s1"].zone is Zone.GRAVEYARD


@plays("{2}{G}{G}: Chameleon Colossus gets +X/+X until end of turn, where X is its power.")
def test_its_power_is_the_source_s_own() -> None:
    """CR 107.3, 208.1, 608.2h: a 4/4 doubles itself: +4/+4 (its power as it resolves)."""
    colossus = card("Colossus", power=4, toughness=4,
                    text="{G}: Colossus gets +X/+X until end of turn, where X is its power.")
    state = game(perm("c1", "A", colossus), mana={"A": "{G}"})
    play(state, "activate c1 0")
    finish(state)
    assert power_and_toughness(state, "c1") == (8, 8)


def test_its_power_of_several_objects_is_not_read() -> None:
    """CR 107.3: "up to two target creatures each get +X/+0, where X is its power": an X
    for each creature, which one count does not give; left unsupported."""
    assert read_effect("Up to two target creatures each get +X/+0 until end of turn, where X "
                       "is its power.").unsupported
    assert read_effect("Target creature gets +X/+1 until end of turn, where X is your life "
                       "total.").unsupported  # not a multiple of X (107.3)


@plays("When Gray Merchant enters the battlefield, each opponent loses X life, "
       "where X is your devotion to black. You gain life equal to the life lost this way.")
def test_gray_merchant_drains_its_controller_s_devotion() -> None:
    """CR 107.3, 700.5, 119.3: the Merchant's {3}{B}{B} and a Bears' {1}{B} make A's devotion
    to black 3 as the trigger resolves: B loses 3, A gains the 3 lost."""
    merchant = card("Merchant", power=2, toughness=4, cost="{3}{B}{B}",
                    text="When Merchant enters the battlefield, each opponent loses X life, "
                         "where X is your devotion to black. You gain life equal to the life "
                         "lost this way.")
    bears = card("Black Bears", power=2, toughness=2, cost="{1}{B}")
    players = {"A": Player("A", mana=Mana.parse("{3}{B}{B}")), "B": Player("B")}
    objects = [perm("m1", "A", merchant, Zone.HAND), perm("k1", "A", bears)]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
    state.start()
    finish(play(state, "cast m1"))
    assert (state.players["A"].life, state.players["B"].life) == (23, 17)


@plays("When Servant of the Scale dies, put X +1/+1 counters on target creature you control, "
       "where X is the number of +1/+1 counters on Servant of the Scale.")
def test_the_counters_of_a_dead_source_as_it_last_existed() -> None:
    """CR 608.2h, 603.10a, 122.1: the Servant died with two +1/+1 counters: the trigger puts
    two on the Bears (its last known counters, not the none of the card in the graveyard)."""
    servant = card("Servant", power=0, toughness=0,
                   text="When Servant dies, put X +1/+1 counters on target creature you "
                        "control, where X is the number of +1/+1 counters on Servant.")
    burst = spell("Probe deals 5 damage to any target.")
    state = game(perm("s1", "A", servant, counters={PLUS: 2}), perm("a1", "A", "Grizzly Bears"),
                 perm("p1", "A", burst, Zone.HAND), mana={"A": "{U}"})
    play(state, "cast p1", "target s1")
    finish(state)
    assert state.permanents["s1"].zone is Zone.GRAVEYARD
    assert state.permanents["a1"].counters.get(PLUS) == 2


@plays("You gain X life, where X is the number of cards in your hand minus four.")
def test_a_count_minus_n_is_never_below_zero() -> None:
    """CR 107.3, 107.1b: with six cards in hand A gains 6 - 4 = 2 life; with two, the
    result -2 is 0: A gains no life (never loses any)."""
    text = "You gain X life, where X is the number of cards in your hand minus four."
    for held, life in ((6, 22), (2, 20)):
        hand = [perm(f"h{i}", "A", "Grizzly Bears", Zone.HAND) for i in range(held)]
        state = game(perm("p1", "A", spell(text), Zone.HAND), *hand, mana={"A": "{U}"})
        assert _cast(state).players["A"].life == life


@plays("Rackling deals X damage to any target, where X is 3 minus the number of cards in your "
       "hand.")
def test_n_minus_a_count() -> None:
    """CR 107.3, 107.1b: "3 minus" one card in A's hand: 2 damage to B."""
    text = ("Probe deals X damage to any target, where X is 3 minus the number of cards in "
            "your hand.")
    state = game(perm("p1", "A", spell(text), Zone.HAND),
                 perm("h1", "A", "Grizzly Bears", Zone.HAND), mana={"A": "{U}"})
    assert _cast(state, "B").players["B"].life == 18


@plays("{2}{G}{G}: Put X +1/+1 counters on Heroes' Bane, where X is its power.")
def test_counters_on_the_source_as_many_as_its_power() -> None:
    """CR 107.3, 122.1, 608.2h: a 4/2 puts four +1/+1 counters on itself (an 8/6)."""
    bane = card("Bane", power=4, toughness=2,
                text="{G}: Put X +1/+1 counters on Bane, where X is its power.")
    state = game(perm("c1", "A", bane), mana={"A": "{G}"})
    finish(play(state, "activate c1 0"))
    assert state.permanents["c1"].counters.get(PLUS) == 4
    assert power_and_toughness(state, "c1") == (8, 6)
