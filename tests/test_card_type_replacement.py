"""An effect that makes a permanent "a 2/4 Soldier creature" with no "in addition to its
other types" or "still a land" (CR 205.1a: the new card type replaces its card types, and the
subtypes going with them; 205.1b keeps them), with no duration (611.2a: for as long as it stays
on the battlefield), and the intervening "if ~ is an enchantment" of the trigger doing it
(603.4): the Opal and Hidden enchantments (``sim.model.characteristic_layers.changed_card``,
``Effect.card_types``)."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_player_triggers import watcher
from test_stack import card, events, finish, perm, play, to

from sim import CardDef, GameState
from sim.model.events import AbilityTriggered
from sim.model.keywords import Kw
from sim.model.objects import Zone

OPAL = ("Whenever an opponent casts a creature spell, if Opal Probe is an enchantment, "
        "Opal Probe becomes a 2/4 Soldier creature.")
HIDDEN = ("When an opponent casts a creature spell, if Hidden Probe is an enchantment, "
          "Hidden Probe becomes a 5/5 Treefolk creature with trample.")


def _bear(name: str) -> CardDef:
    return card(name, types=["Creature"], cost="{G}", colors=["green"], power=2, toughness=2,
                text="Flash")


def _two_bears(text: str, name: str) -> GameState:
    """B controls the enchantment; A casts two Bears (the second once the first resolved)."""
    return turn(perm("o1", "B", watcher(text, name)), perm("h1", "A", _bear("Bear"), Zone.HAND),
                perm("h2", "A", _bear("Cub"), Zone.HAND), mana="{G}{G}")


@plays(OPAL)
def test_the_enchantment_becomes_a_creature_only_once() -> None:
    """CR 205.1a, 611.2a, 603.4: the first creature spell of B's opponent makes the Opal a 2/4
    Soldier creature — no longer an enchantment, a creature after the turn too; the second
    spell finds it no enchantment: its ability doesn't trigger (the intervening "if")."""
    state = _two_bears(OPAL, "Opal Probe")
    play(state, "cast h1")
    while state.stack:
        to(state, "priority").apply("pass")
    to(state, "priority", player="A")
    opal = state.permanents["o1"]
    assert opal.card.types == ("Creature",) and opal.card.subtypes == ("Soldier",)
    assert (state.power("o1"), state.toughness("o1")) == (2, 4)
    triggered = len(events(state, AbilityTriggered))
    play(state, "cast h2")
    finish(state)
    assert len(events(state, AbilityTriggered)) == triggered  # no longer an enchantment
    assert opal.card.types == ("Creature",) and opal.card.is_creature
    assert (state.power("o1"), state.toughness("o1")) == (2, 4)


@plays(HIDDEN)
def test_the_hidden_enchantment_gains_trample_too() -> None:
    """CR 205.1a, 613.1d, 613.1f: a 5/5 Treefolk creature with trample, its card type
    Enchantment gone."""
    state = _two_bears(HIDDEN, "Hidden Probe")
    play(state, "cast h1")
    finish(state)
    hidden = state.permanents["o1"]
    assert hidden.card.types == ("Creature",) and hidden.card.subtypes == ("Treefolk",)
    assert (state.power("o1"), state.toughness("o1")) == (5, 5)
    assert state.has("o1", Kw.TRAMPLE)


def test_a_shrine_loses_its_enchantment_type_and_subtype() -> None:
    """CR 205.1a: an enchantment's subtype (Shrine) goes with its card type; a Kindred
    enchantment's creature types stay (they go with Creature, which it now is)."""
    shrine = card("Shrine Probe", types=["Enchantment"], subtypes=["Shrine"], cost="{1}",
                  text=OPAL.replace("Opal Probe", "Shrine Probe"))
    kindred = card("Kin Probe", types=["Kindred", "Enchantment"], subtypes=["Elf"], cost="{1}",
                   text=OPAL.replace("Opal Probe", "Kin Probe").replace(" Soldier", ""))
    assert not kindred.unsupported and not shrine.unsupported
    state = turn(perm("o1", "B", shrine), perm("o2", "B", kindred),
                 perm("h1", "A", _bear("Bear"), Zone.HAND), mana="{G}")
    play(state, "cast h1")
    finish(state)
    assert state.permanents["o1"].card.types == ("Creature",)
    assert state.permanents["o1"].card.subtypes == ("Soldier",)
    assert state.permanents["o2"].card.types == ("Creature",)
    assert state.permanents["o2"].card.subtypes == ("Elf",)
