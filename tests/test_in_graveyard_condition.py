"""A triggered ability's intervening "if ~ is in your graveyard" (CR 603.4; 113.6b: it states
the zone it functions in, so it triggers only while its card is in its owner's graveyard, and
does nothing if the card has left since, 400.7): Bridge from Below's two abilities
(``sim.model.board_conditions.IN_GRAVEYARD``, ``sim.model.may_verbs.functions_in_graveyard``)."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, finish, perm, play, to

from sim import CardDef, GameState
from sim.model.objects import Zone

ZOMBIE = ("Whenever a nontoken creature is put into your graveyard from the battlefield, if "
          "Bridge Probe is in your graveyard, create a 2/2 black Zombie creature token.")
EXILE = ("When a creature is put into an opponent's graveyard from the battlefield, if Bridge "
         "Probe is in your graveyard, exile Bridge Probe.")


def _bridge() -> CardDef:
    made = card("Bridge Probe", types=["Enchantment"], cost="{B}{B}{B}",
                text=f"{ZOMBIE}\n{EXILE}")
    assert not made.unsupported, made.unsupported
    return made


def _board(bridge_zone: Zone) -> GameState:
    """A's main phase: A's Bridge in ``bridge_zone``, A's and B's Bears, two "destroy" spells."""
    kill = card("Kill", types=["Instant"], cost="{B}", colors=["black"],
                text="Destroy target creature.")
    bear = card("Bear", types=["Creature"], cost="{G}", power=2, toughness=2)
    return turn(perm("br", "A", _bridge(), bridge_zone), perm("a1", "A", bear),
                perm("b1", "B", bear), perm("k1", "A", kill, Zone.HAND),
                perm("k2", "A", kill, Zone.HAND), mana="{B}{B}")


def _kill(state: GameState, spell: str, target: str) -> None:
    to(state, "priority", player="A")
    play(state, f"cast {spell}", f"target {target}")
    while state.stack:
        to(state, "priority").apply("pass")


def _zombies(state: GameState) -> int:
    return sum(1 for p in state.battlefield() if p.token and p.card.has_subtype("Zombie"))


@plays(ZOMBIE, EXILE)
def test_bridge_works_from_the_graveyard_only() -> None:
    """CR 113.6b, 603.4: in A's graveyard, A's Bear dying makes a Zombie; B's Bear dying
    exiles the Bridge (then a third death would find it gone)."""
    state = _board(Zone.GRAVEYARD)
    _kill(state, "k1", "a1")
    assert _zombies(state) == 1
    _kill(state, "k2", "b1")
    assert state.permanents["br"].zone is Zone.EXILE
    finish(state)
    assert _zombies(state) == 1


def test_bridge_on_the_battlefield_does_nothing() -> None:
    """CR 113.6b: on the battlefield the abilities don't function: no Zombie, no exile."""
    state = _board(Zone.BATTLEFIELD)
    _kill(state, "k1", "a1")
    _kill(state, "k2", "b1")
    finish(state)
    assert _zombies(state) == 0 and state.permanents["br"].zone is Zone.BATTLEFIELD
