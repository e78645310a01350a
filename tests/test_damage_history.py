"""Targets "that was dealt damage this turn" (CR 120.3; ``TargetSpec.damaged``,
``sim.model.damage_history``): a creature dealt damage this turn, whatever the damage's
result (marked damage, -1/-1 counters from wither), this object only (400.7), checked as the
target is chosen and as the spell resolves (608.2b)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, legal, perm, play

from sim import GameState, Permanent
from sim.model.objects import Zone
from sim.text import FULL, read_card

KILL = "Destroy target creature that was dealt damage this turn."
PING = "Probe deals 1 damage to target creature."


def board(*hand: str, mana: str = "{U}{U}", more: tuple[Permanent, ...] = ()) -> GameState:
    """A's precombat main phase: B's 2/2 Bears and 3/3 Ogre, and A's instants ``hand``."""
    return turn(perm("bears", "B", card("Bears", types=["Creature"], power=2, toughness=2)),
                perm("ogre", "B", card("Ogre", types=["Creature"], power=3, toughness=3)),
                *(perm(f"h{k}", "A", spell(text), Zone.HAND) for k, text in enumerate(hand)),
                *more, mana=mana)


def resolve(state: GameState) -> None:
    while state.stack:
        state.apply("pass")


@plays("Destroy target creature that was dealt damage this turn.")
def test_only_a_creature_dealt_damage_this_turn_is_a_target() -> None:
    """CR 120.3, 115.1: no creature was dealt damage: KILL can't be cast (601.2c); after 1
    damage to the Ogre (a 3/3, alive), the Ogre is its only target, and it is destroyed."""
    state = board(KILL, PING)
    assert "cast h0" not in legal(state)
    play(state, "cast h1", "target ogre")
    resolve(state)
    assert state.permanents["ogre"].damage == 1
    play(state, "cast h0")
    options = [a for a in legal(state) if a.startswith("target ")]
    assert options == ["target ogre"]
    play(state, "target ogre")
    resolve(state)
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD


def test_damage_no_longer_marked_still_counts() -> None:
    """CR 120.3, 701.19a: damage dealt and then removed (as a regeneration shield removes
    it) was still dealt this turn: the Ogre is a target and is destroyed."""
    state = board(KILL, PING)
    ogre = state.permanents["ogre"]
    play(state, "cast h1", "target ogre")
    resolve(state)
    ogre.damage = 0  # as if the damage had been removed (a regeneration shield, 701.19a)
    play(state, "cast h0", "target ogre")
    resolve(state)
    assert ogre.zone is Zone.GRAVEYARD


def test_damage_of_an_earlier_turn_or_object_does_not_count() -> None:
    """CR 120.3, 514.2, 400.7: damage dealt in an earlier turn, or to the object the
    permanent was before it changed zones, is not damage dealt to it this turn."""
    state = board(KILL, PING)
    play(state, "cast h1", "target ogre")
    resolve(state)
    ogre = state.permanents["ogre"]
    ogre.damage = 0
    state.turn += 1
    state.version += 1
    assert "cast h0" not in legal(state)
    state.turn -= 1
    ogre.moves += 1
    state.version += 1
    assert "cast h0" not in legal(state)


@plays("When Ambusher enters, choose one —\n• Target creature an opponent controls gets -1/-1 "
       "until end of turn.\n• Destroy target creature an opponent controls that was dealt "
       "damage this turn.")
def test_a_mode_without_a_damaged_target_is_not_offered() -> None:
    """CR 700.2a, 603.3c: Ambusher's second mode needs a creature an opponent controls dealt
    damage this turn; none was, so only the first mode is offered."""
    text = ("When Ambusher enters, choose one —\n• Target creature an opponent controls gets "
            "-1/-1 until end of turn.\n• Destroy target creature an opponent controls that was "
            "dealt damage this turn.")
    assert read_card(text, "Ambusher").status == FULL
    ambusher = card("Ambusher", types=["Creature"], power=1, toughness=1, cost="{U}", text=text)
    state = board(more=(perm("amb", "A", ambusher, Zone.HAND),))
    play(state, "cast amb")
    while state.decision is not None and state.decision.kind != "choose_mode":
        state.apply("pass")
    assert state.decision is not None and state.decision.options == ("0",)
    finish(state)
