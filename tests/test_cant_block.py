""""<creatures> can't block this turn" (CR 509.1b: a restriction on blocking; 611.2a: an effect
of a resolved ability lasting until end of turn)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to

from sim import GameState, Step


def board(text: str) -> GameState:
    """A's Shouter (``text``) and Bears, B's Hill Giant and Bears; A has {1}."""
    shouter = card("Shouter", power=1, toughness=1, text=text)
    return game(perm("s1", "A", shouter), perm("a1", "A", "Grizzly Bears"),
                perm("b1", "B", "Hill Giant"), perm("b2", "B", "Grizzly Bears"),
                mana={"A": "{1}"})


@plays("{1}: Target creature can't block this turn.")
def test_target_creature_cant_block_this_turn() -> None:
    """CR 509.1b, 611.2a: the Hill Giant targeted before blockers are declared can't block;
    the other creature still may, and the Giant's restriction ends with the turn (514.2)."""
    state = board("{1}: Target creature can't block this turn.")
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "activate s1 0", "target b1")
    to(state, "declare_blockers")
    assert "block b1=a1" not in legal(state) and "block b2=a1" in legal(state)
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 18


@plays("{1}: Creatures your opponents control can't block this turn.")
def test_a_group_cant_block_this_turn() -> None:
    """CR 509.1b, 611.2a: each creature B controls as the ability resolves can't block."""
    state = board("{1}: Creatures your opponents control can't block this turn.")
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "activate s1 0")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
