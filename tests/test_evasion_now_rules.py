"""An evasion restriction until end of turn (``sim.text.evasion_now_rules``; CR 509.1b: a
restriction on blocking, the blocker's power read as blockers are declared; 611.2a: an effect
of a resolved ability, until end of turn): "target creature you control can't be blocked by
creatures with power 2 or less this turn"."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to

from sim import GameState, Step

GUIDE = ("{2}{G}: Target creature you control can't be blocked by creatures with power 2 or "
         "less this turn.")


def board(text: str) -> GameState:
    """A's Guide (``text``) and Bears; B's Hill Giant (3/3) and Bears (2/2); A has {2}{G}."""
    guide = card("Guide", power=1, toughness=1, text=text)
    return game(perm("s1", "A", guide), perm("a1", "A", "Grizzly Bears"),
                perm("b1", "B", "Hill Giant"), perm("b2", "B", "Grizzly Bears"),
                mana={"A": "{2}{G}"})


@plays("{2}{G}: Target creature you control can't be blocked by creatures with power 2 or less "
       "this turn.")
def test_creatures_with_power_two_or_less_cant_block_it_this_turn() -> None:
    """CR 509.1b, 611.2a: the targeted Bears attack; B's 2/2 Bears can't block them, the 3/3
    Giant can; B's Bears may still block the other attacker, which got no restriction."""
    state = board(GUIDE)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "activate s1 0", "target a1")
    to(state, "declare_attackers").apply("attack a1=B s1=B")
    to(state, "declare_blockers")
    moves = legal(state)
    assert "block b2=a1" not in moves and "block b1=a1" in moves and "block b2=s1" in moves
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 17


@plays("{1}: Target creature can't be blocked by creatures with power 3 or greater this turn.")
def test_creatures_with_power_three_or_greater_cant_block_it_this_turn() -> None:
    """CR 509.1b, 611.2a: the targeted Bears attack: B's 3/3 Giant can't block them, B's
    2/2 Bears can."""
    state = board("{1}: Target creature can't be blocked by creatures with power 3 or greater "
                  "this turn.")
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "activate s1 0", "target a1")
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    moves = legal(state)
    assert "block b1=a1" not in moves and "block b2=a1" in moves
