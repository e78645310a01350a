"""Role tokens (CR 303.7, 111.10; ``sim.rules.roles``): "create a <kind> Role token attached to
<creature>" creates an Aura token already attached to it; a permanent keeps one Role per
controller, the most recent (303.7, a state-based action)."""

from __future__ import annotations

from played import plays
from test_library import BEARS, spell, turn
from test_stack import card, legal, perm, play

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone


def resolve(state: GameState) -> None:
    while state.stack:
        play(state, "pass")


def roles(state: GameState) -> list[tuple[str, str | None]]:
    return [(p.card.name, p.attached_to) for p in state.battlefield() if p.token]


def sorcery(pid: str, text: str) -> object:
    return perm(pid, "A", spell(text, "Sorcery"), Zone.HAND)


MONSTER = "Create a Monster Role token attached to target creature you control."
ROYAL = "Create a Royal Role token attached to target creature you control."


@plays("Create a Monster Role token attached to target creature you control.")
def test_a_monster_role_enchants_the_target() -> None:
    """CR 303.7, 303.4f: the Monster Role is an Aura token attached to the Bears as it is
    created: "Enchanted creature gets +1/+1 and has trample." makes them a 3/3 trampler."""
    state = turn(sorcery("s1", MONSTER), perm("b1", "A", BEARS), mana="{U}")  # type: ignore[arg-type]
    play(state, "cast s1", "target b1")
    resolve(state)
    assert roles(state) == [("Monster Role", "b1")]
    [role] = [p for p in state.battlefield() if p.token]
    assert role.card.types == ("Enchantment",) and role.card.subtypes == ("Aura", "Role")
    assert state.power("b1") == 3 and state.toughness("b1") == 3
    assert state.keywords("b1") & Kw.TRAMPLE


@plays("Create a Royal Role token attached to target creature you control.")
def test_a_newer_role_of_the_same_controller_replaces_the_older() -> None:
    """CR 303.7: a Royal Role, then a Monster Role, both A's, on the Bears: the Royal Role is
    put into the graveyard as a state-based action (a token, it then ceases to exist, 704.5d);
    the Bears are 3/3 with trample, not 4/4."""
    state = turn(sorcery("s1", ROYAL), sorcery("s2", MONSTER),  # type: ignore[arg-type]
                 perm("b1", "A", BEARS), mana="{U}{U}")
    play(state, "cast s1", "target b1")
    resolve(state)
    assert roles(state) == [("Royal Role", "b1")] and state.power("b1") == 3
    play(state, "cast s2", "target b1")
    resolve(state)
    assert roles(state) == [("Monster Role", "b1")]
    assert state.power("b1") == 3 and state.keywords("b1") & Kw.TRAMPLE


@plays("When this creature enters, create a Monster Role token attached to it.")
def test_a_role_attached_to_the_entering_creature() -> None:
    """CR 303.7, 603.2: "attached to it" in an enters trigger is the creature itself."""
    troll = card("Troll", types=["Creature"], cost="{G}", power=2, toughness=2,
                 text="When this creature enters, create a Monster Role token attached to it.")
    state = turn(perm("t1", "A", troll, Zone.HAND), mana="{G}")
    play(state, "cast t1")
    resolve(state)
    assert roles(state) == [("Monster Role", "t1")] and state.power("t1") == 3


@plays("Create a Sorcerer Role token attached to up to one target creature you control.")
def test_no_target_no_role() -> None:
    """CR 303.7, 303.4f, 115.4: with no target chosen for "up to one" there is nothing for the
    Aura to enchant: no Role token is created; with the Bears chosen they get +1/+1."""
    text = "Create a Sorcerer Role token attached to up to one target creature you control."
    state = turn(sorcery("s1", text), perm("b1", "A", BEARS), mana="{U}")  # type: ignore[arg-type]
    play(state, "cast s1")
    assert "target none" in legal(state)
    play(state, "target none")
    resolve(state)
    assert roles(state) == []
    state = turn(sorcery("s1", text), perm("b1", "A", BEARS), mana="{U}")  # type: ignore[arg-type]
    play(state, "cast s1", "target b1")
    resolve(state)
    assert roles(state) == [("Sorcerer Role", "b1")] and state.power("b1") == 3


WICKED = "Create a Wicked Role token attached to up to one target creature."


@plays("Create a Wicked Role token attached to up to one target creature.")
def test_a_wicked_role_drains_as_it_goes_to_the_graveyard() -> None:
    """CR 303.7, 704.5m, 603.6c: a Wicked Role on B's Bears makes them 3/3; when the Bears are
    destroyed the Role, attached to nothing, is put into the graveyard and its "When this
    Aura is put into a graveyard, each opponent loses 1 life." makes B (A's opponent) lose
    1."""
    kill = "Destroy target creature."
    state = turn(sorcery("s1", WICKED), sorcery("s2", kill),  # type: ignore[arg-type]
                 perm("b1", "B", BEARS), mana="{U}{U}")
    play(state, "cast s1", "target b1")
    resolve(state)
    assert roles(state) == [("Wicked Role", "b1")] and state.power("b1") == 3
    play(state, "cast s2", "target b1")
    resolve(state)
    assert roles(state) == []
    assert state.players["B"].life == 19 and state.players["A"].life == 20
