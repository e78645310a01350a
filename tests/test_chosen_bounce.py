"""A permanent its controller chooses as the instruction resolves, returned to its owner's hand
(CR 115.1: not a target; 400.7: a new object; ``zone_verbs.RETURN_CHOSEN``,
``sim.rules.chosen_bounce``): "return a blue or black creature you control to its owner's
hand", "return a permanent you control ...", "return another creature you control ...",
"return a nonland permanent you control ...", at a creature's entering or an upkeep."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, legal, perm, play, to

from sim import GameState
from sim.model.events import Bounced
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

BEARS = card("Grizzly Bears")
BLUE = card("Blue Guy", types=["Creature"], cost="{1}{U}", power=1, toughness=1,
            colors=["blue"])
BLACK = card("Black Guy", types=["Creature"], cost="{1}{B}", power=1, toughness=1,
             colors=["black"])
ROCK = card("Rock", types=["Artifact"], cost="{1}")


def entered(text: str, *others: tuple[str, str, object]) -> GameState:
    """A casts the blue creature Probe (``text``) beside ``others`` (id, controller, card)
    and plays on to its trigger's choice or the end."""
    probe = spell(text, "Creature", power=2, toughness=2, colors=["blue"])
    objects = [perm("p1", "A", probe, Zone.HAND)]
    objects += [perm(pid, who, c) for pid, who, c in others]  # type: ignore[arg-type]
    state = turn(*objects)
    play(state, "cast p1")
    while state.decision is not None and state.decision.kind == "priority" and (
            state.stack or state.permanents["p1"].zone is Zone.HAND):
        state.apply("pass")
    return state


@plays("When this creature enters, return a blue or black creature you control to its "
       "owner's hand.")
def test_a_creature_of_a_color_named_chosen_as_it_resolves() -> None:
    """CR 115.1, 608.2c, 400.7: as the trigger resolves its controller chooses one of the
    blue or black creatures they control — the Probe itself among them, not the green Bears,
    not B's blue creature (no target: hexproof or shroud would not matter) —; it goes to its
    owner's hand, a new object."""
    state = entered("When this creature enters, return a blue or black creature you control "
                    "to its owner's hand.", ("g", "A", BEARS), ("k", "A", BLACK),
                    ("u", "B", BLUE))
    to(state, "choose_return")
    assert state.decision is not None and "blue or black creature" in state.decision.prompt
    assert sorted(legal(state)) == ["return k", "return p1"]
    play(state, "return k")
    assert state.permanents["k"].zone is Zone.HAND
    assert all(state.permanents[o].zone is Zone.BATTLEFIELD for o in ("p1", "g", "u"))
    assert [e.permanent for e in state.events if isinstance(e, Bounced)] == ["k"]


@plays("When this creature enters, return a permanent you control to its owner's hand.")
def test_alone_it_returns_itself_without_a_choice() -> None:
    """CR 115.1, 400.7: "a permanent you control" may be the creature itself; with no other
    permanent of A's there is no choice, it goes back to A's hand. B's permanent stays."""
    state = finish(entered("When this creature enters, return a permanent you control to its "
                           "owner's hand.", ("r", "B", ROCK)))
    assert state.permanents["p1"].zone is Zone.HAND
    assert state.permanents["r"].zone is Zone.BATTLEFIELD


@plays("When this creature enters, return another creature you control to its owner's hand.")
def test_another_is_never_the_source() -> None:
    """CR 115.1, 609.3: "another creature" is not the source; with none the instruction does
    nothing and the creature stays; with one, that one is returned without a choice."""
    text = "When this creature enters, return another creature you control to its owner's hand."
    alone = finish(entered(text, ("r", "A", ROCK)))
    assert alone.permanents["p1"].zone is Zone.BATTLEFIELD
    assert alone.permanents["r"].zone is Zone.BATTLEFIELD
    state = finish(entered(text, ("g", "A", BEARS), ("r", "A", ROCK)))
    assert state.permanents["g"].zone is Zone.HAND
    assert state.permanents["p1"].zone is Zone.BATTLEFIELD


@plays("When this creature enters, return a nonland permanent you control to its owner's "
       "hand.")
def test_nonland_leaves_the_lands_out() -> None:
    """CR 115.1, 205.2a: "a nonland permanent" is no land: with a Forest and the Rock the
    choice is the Rock or the Probe."""
    state = entered("When this creature enters, return a nonland permanent you control to "
                    "its owner's hand.", ("f", "A", card("Forest")), ("r", "A", ROCK))
    to(state, "choose_return")
    assert sorted(legal(state)) == ["return p1", "return r"]
    play(state, "return p1")
    assert state.permanents["p1"].zone is Zone.HAND
    assert state.permanents["f"].zone is Zone.BATTLEFIELD


def test_plurals_and_other_kinds_are_not_read() -> None:
    """CR 115.1: only a permanent of a card type ("non-Lair land" is a subtype's), one
    permanent (not "two creatures")."""
    assert read_effect("Return a non-Lair land you control to its owner's hand.").unsupported
    assert read_effect("Return a creatures you control to its owner's hand.").unsupported
    assert not read_effect("Return an artifact you control to its owner's hand.").unsupported
