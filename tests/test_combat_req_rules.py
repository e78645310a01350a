"""Attack and block requirements and restrictions with conditions and filters (issue 29,
attack requirements; ``sim.text.combat_req_rules``): "<subject> blocks this turn if able" (CR
509.1c, 611.2a); "~ attacks or blocks each combat if able" (508.1d, 509.1c)."""

from __future__ import annotations

from played import plays
from test_duration_rules import board
from test_stack import card, finish, game, legal, perm, play, to

from sim.model.keywords import Kw


@plays("{1}: Target creature blocks this turn if able.")
def test_target_creature_blocks_this_turn_if_able() -> None:
    """CR 509.1c, 611.2a: B's Hill Giant, targeted in A's main phase, must block the attacking
    Bears: every legal declaration has it blocking (declaring no blocks, or blocking with the
    other Bears alone, obeys fewer requirements); B's Bears may block too or not."""
    state = board("{1}: Target creature blocks this turn if able.")
    play(state, "activate s1 0", "target b1")
    assert state.has("b1", Kw.BLOCKS_EACH_COMBAT)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    moves = legal(state)
    assert "block none" not in moves and "block b2=a1" not in moves
    assert all("b1=a1" in m for m in moves) and "block b1=a1" in moves


@plays("{1}: Target creature blocks this turn if able.")
def test_a_creature_unable_to_block_obeys_no_requirement() -> None:
    """CR 509.1c: a requirement asks only what the creature is able to do: the Hill Giant
    can't block the Shouter, which has flying (702.9b), so B may declare no blocks, and
    takes 1."""
    state = board("Flying\n{1}: Target creature blocks this turn if able.")
    play(state, "activate s1 0", "target b1")
    to(state, "declare_attackers").apply("attack s1=B")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 19


GOLEM = card("Golem", types=["Artifact", "Creature"], power=3, toughness=5,
             text="~ attacks or blocks each combat if able.")


@plays("~ attacks or blocks each combat if able.", "attacks or blocks each combat if able")
def test_attacks_or_blocks_each_combat_attacks_on_its_controllers_turn() -> None:
    """CR 508.1d: on its controller's turn the Golem must attack: every legal declaration has
    it attacking B; the Bears may attack or not."""
    state = game(perm("g1", "A", GOLEM), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Hill Giant"))
    to(state, "declare_attackers")
    moves = legal(state)
    assert "attack none" not in moves and all("g1=B" in m for m in moves)
    assert any("a1=B" in m for m in moves) and "attack g1=B" in moves


@plays("~ attacks or blocks each combat if able.")
def test_attacks_or_blocks_each_combat_blocks_on_the_other_turn() -> None:
    """CR 509.1c: on the other player's turn the Golem must block the attacking Bears."""
    state = game(perm("g1", "B", GOLEM), perm("a1", "A", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert legal(state) == ["block g1=a1"]
