"""Landfall's condition on a spell and the instruction done instead (issue 29, burn;
``sim.model.land_history``, ``sim.text.instead_text``, ``sim.rules.instead``): "Landfall — If
you had a land enter the battlefield under your control this turn, <instruction> instead"
(CR 207.2c: an ability word; 608.2c: the later sentence says what is done instead, its
condition checked as the spell resolves), Searing Blaze's pair of damage instructions among
them."""

from __future__ import annotations

from played import plays
from test_damage_rules import dealt, instant
from test_stack import card, events, finish, game, perm, play

from sim import GameState, Step
from sim.model.events import CardDrawn
from sim.model.objects import Zone

BLAZE = ("Probe deals 1 damage to target player or planeswalker and 1 damage to target creature "
         "that player or that planeswalker's controller controls.\nLandfall — If you had a land "
         "enter the battlefield under your control this turn, Probe deals 3 damage to that player "
         "or planeswalker and 3 damage to that creature instead.")
GROW = ("Target creature gets +2/+2 until end of turn.\nLandfall — If you had a land enter the "
        "battlefield under your control this turn, that creature gets +4/+4 until end of turn "
        "instead.")
DIG = ("Draw two cards.\nLandfall — If you had a land enter the battlefield under your control "
       "this turn, draw three cards instead.")


def main(text: str, land: bool, read_in_full: bool = True) -> GameState:
    """A's precombat main phase with the instant ``text`` (p1) and a Mountain (m1) in hand;
    A plays the Mountain first when ``land``."""
    spell = instant(text) if read_in_full else card("Probe", types=["Instant"], cost="{R}",
                                                    text=text)
    state = game(perm("p1", "A", spell, Zone.HAND), perm("m1", "A", "Mountain", Zone.HAND),
                 perm("b1", "B", "Hill Giant"), perm("a1", "A", "Grizzly Bears"),
                 mana={"A": "{R}"}, step=Step.PRECOMBAT_MAIN)
    state.players["A"].library = tuple(perm(f"l{i}", "A", "Forest").card for i in range(5))
    if land:
        play(state, "play m1")
    return state


@plays("Probe deals 1 damage to target player or planeswalker and 1 damage to target creature "
       "that player or that planeswalker's controller controls.\nLandfall — If you had a land "
       "enter the battlefield under your control this turn, Probe deals 3 damage to that player "
       "or planeswalker and 3 damage to that creature instead.")
def test_searing_blaze_deals_three_to_both_after_a_land() -> None:
    """CR 608.2c, 207.2c: with no land entered under A's control this turn, 1 damage to B and
    1 to B's Giant; after A plays a Mountain (305.1), 3 to each instead, never both amounts."""
    plain = finish(play(main(BLAZE, False), "cast p1", "target B", "target b1"))
    assert dealt(plain) == {"B": 1, "b1": 1} and plain.players["B"].life == 19
    fall = finish(play(main(BLAZE, True), "cast p1", "target B", "target b1"))
    assert dealt(fall) == {"B": 3, "b1": 3} and fall.players["B"].life == 17
    assert fall.permanents["b1"].zone is Zone.GRAVEYARD  # the 3/3 Giant (704.5g)


def test_an_opponents_land_does_not_count() -> None:
    """CR 207.2c: "under your control": a land B controls entering this turn doesn't make A's
    spell deal 3 (the fact is each player's, ``Player.land_entered_this_turn``)."""
    state = main(BLAZE, False)
    state.players["B"].land_entered_this_turn = True
    finish(play(state, "cast p1", "target B", "target b1"))
    assert dealt(state) == {"B": 1, "b1": 1}


@plays("Target creature gets +2/+2 until end of turn.\nLandfall — If you had a land enter the "
       "battlefield under your control this turn, that creature gets +4/+4 until end of turn "
       "instead.")
def test_a_pump_is_bigger_instead_after_a_land() -> None:
    """CR 608.2c, 613.4c: the Bears get +2/+2 (4/4) without a land, +4/+4 (6/6) after one —
    not both (8/8)."""
    plain = play(main(GROW, False), "cast p1", "target a1")
    fall = play(main(GROW, True), "cast p1", "target a1")
    assert (plain.power("a1"), plain.toughness("a1")) == (4, 4)
    assert (fall.power("a1"), fall.toughness("a1")) == (6, 6)


@plays("Draw two cards.\nLandfall — If you had a land enter the battlefield under your control "
       "this turn, draw three cards instead.")
def test_draw_three_instead_after_a_land() -> None:
    """CR 121.1, 608.2c: two cards drawn without a land entered this turn, three after."""
    plain = finish(play(main(DIG, False), "cast p1"))
    fall = finish(play(main(DIG, True), "cast p1"))
    assert len(events(plain, CardDrawn)) == 2 and len(events(fall, CardDrawn)) == 3


def test_an_instruction_instead_of_the_second_of_a_pair_leaves_the_first() -> None:
    """CR 608.2c: "~ deals 2 damage to any target and 1 damage to you. Morbid — ~ deals 3
    damage to you instead if a creature died this turn": only the damage to A is replaced (3
    instead of 1); B's 2 is dealt either way (the pair rule applies only to a pair done
    instead, ``sim.rules.instead._past_pair``). (The card is read, not yet rendered back.)"""
    text = ("Probe deals 2 damage to any target and 1 damage to you.\nMorbid — Probe deals 3 "
            "damage to you instead if a creature died this turn.")
    plain = finish(play(main(text, False, False), "cast p1", "target B"))
    assert dealt(plain) == {"B": 2, "A": 1}
    died = main(text, False, False)
    died.players["B"].died_this_turn = 1  # (as a creature dying would, 700.4)
    finish(play(died, "cast p1", "target B"))
    assert dealt(died) == {"B": 2, "A": 3}


@plays("Create two 1/1 white Human creature tokens.\nFateful hour — If you have 5 or less life, "
       "create five of those tokens instead.")
def test_more_of_those_tokens_instead_under_a_condition() -> None:
    """CR 608.2c, 111.1: at 20 life A creates two Humans; at 5 life, five instead (not
    seven): the condition is checked as the spell resolves."""
    text = ("Create two 1/1 white Human creature tokens.\nFateful hour — If you have 5 or less "
            "life, create five of those tokens instead.")
    counts = []
    for life in (20, 5):
        state = main(text, False)
        state.players["A"].life = life
        finish(play(state, "cast p1"))
        counts.append(sum(1 for p in state.permanents.values() if p.token))
    assert counts == [2, 5]
