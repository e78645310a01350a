"""Groups narrowed by a quality (CR 115.10: a group, not targeted; ``sim.rules.group_qualities``,
``sim.text.counter_rules.quality_group``): "each white creature you control" (a color, 105.2),
"each legendary creature you control" (a supertype, 205.4a), "each modified creature you
control" (700.9)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play

from sim import GameState, Permanent
from sim.engine.agents import DefaultAgent
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

WHITE = card("Lion", power=2, toughness=1, cost="{W}", colors=["W"])
GREEN = card("Bear", power=2, toughness=2, cost="{1}{G}", colors=["G"])
HERO = card("Hero", power=2, toughness=2, cost="{1}{G}", supertypes=["Legendary"])
SWORD = card("Sword", types=["Artifact"], subtypes=["Equipment"], cost="{1}")
AURA = card("Charm", types=["Enchantment"], subtypes=["Aura"], cost="{W}",
            text="Enchant creature")


def cast_probe(text: str, *objects: Permanent) -> GameState:
    """A casts the instant ``text`` with ``objects`` on the battlefield; both pass."""
    state = turn(perm("p1", "A", spell(text), Zone.HAND), *objects)
    play(state, "cast p1")
    return state


def resolved(state: GameState) -> GameState:
    """Both pass until the probe has resolved (the turn not ended: "until end of turn" lasts)."""
    while state.permanents["p1"].zone is Zone.STACK:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    return state


def plus(state: GameState, *pids: str) -> list[int]:
    return [state.permanents[p].counters.get("+1/+1", 0) for p in pids]


@plays("Put a +1/+1 counter on each white creature you control.")
def test_each_white_creature_you_control() -> None:
    """CR 105.2, 115.10 and 122.1: A's white Lion gets the counter; A's green Bear and B's
    white Lion get none."""
    state = finish(cast_probe("Put a +1/+1 counter on each white creature you control.",
                              perm("w1", "A", WHITE), perm("g1", "A", GREEN),
                              perm("w2", "B", WHITE)))
    assert plus(state, "w1", "g1", "w2") == [1, 0, 0]


@plays("Put a -1/-1 counter on each legendary creature you control.")
def test_each_legendary_creature_you_control() -> None:
    """CR 205.4a and 122.1: only A's legendary Hero gets the -1/-1 counter (B's legendary
    Hero and A's nonlegendary Bear none)."""
    state = finish(cast_probe("Put a -1/-1 counter on each legendary creature you control.",
                              perm("h1", "A", HERO), perm("g1", "A", GREEN),
                              perm("h2", "B", HERO)))
    assert [state.permanents[p].counters.get("-1/-1", 0) for p in ("h1", "g1", "h2")] == \
        [1, 0, 0]


@plays("Put a +1/+1 counter on each modified creature you control.")
def test_each_modified_creature_you_control() -> None:
    """CR 700.9: a creature with a counter of any kind on it, one equipped, and one enchanted
    by an Aura its controller controls are modified and get a counter; one enchanted by an
    opponent's Aura only, and one with nothing, are not."""
    state = finish(cast_probe(
        "Put a +1/+1 counter on each modified creature you control.",
        perm("c1", "A", GREEN, counters={"spore": 1}), perm("c2", "A", GREEN),
        perm("c3", "A", GREEN), perm("c4", "A", GREEN), perm("c5", "A", GREEN),
        perm("s1", "A", SWORD, attached_to="c2"), perm("a1", "A", AURA, attached_to="c3"),
        perm("a2", "B", AURA, attached_to="c4")))
    assert plus(state, "c1", "c2", "c3", "c4", "c5") == [1, 1, 1, 0, 0]
    assert state.permanents["c1"].counters["spore"] == 1


def test_qualities_read_and_refused() -> None:
    """CR 115.10: "destroy each white creature" is read (a group of any controller);
    "modified" is read only of creatures."""
    assert not read_effect("Destroy each white creature.").unsupported
    assert not read_effect("Put a +1/+1 counter on each other legendary creature.").unsupported
    assert read_effect("Destroy each modified artifact you control.").unsupported
