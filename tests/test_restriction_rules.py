"""Restrictions on players for the rest of the turn (issue 29, untilturn; CR 101.2, 611.2a;
``sim.text.restriction_rules``, ``sim.rules.cast_limits``): "<player> can't cast [creature |
noncreature] spells this turn", "<player> can't play lands this turn" — checked every time the
player would cast a spell or play a land, ended in the cleanup step (514.2)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_library import spell
from test_stack import blocks, card, legal, perm, play

from sim import GameState, Player, Step
from sim.model.errors import IllegalActionError
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.rules.casting import castable_now
from sim.rules.priority import land_drop
from sim.text.effect_text import read_effect


def board(*objects: Any, a: str = "{W}{G}{G}{G}", b: str = "{G}") -> GameState:
    """A's precombat main phase; A's pool ``a``, B's ``b``; A's Grizzly Bears on the
    battlefield (a target for Giant Growth)."""
    players = {"A": Player("A", mana=Mana.parse(a)), "B": Player("B", mana=Mana.parse(b))}
    objs = (*objects, perm("c1", "A", "Grizzly Bears"))
    state = GameState(players, {o.id: o for o in objs}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7)
    state.record_events = True
    return state.start()


def resolved(text: str, *targets: str, **hands: str) -> GameState:
    """A casts the inline instant ``text`` (cost {W}) with ``targets`` chosen; both pass and
    it resolves. ``hands``: each card id's pool card, in A's hand ("a..") or B's ("b..")."""
    cards = [perm(pid, "A" if pid.startswith("a") else "B", name, Zone.HAND)
             for pid, name in hands.items()]
    state = board(perm("p1", "A", spell(text, cost="{W}"), Zone.HAND), *cards)
    play(state, "cast p1", *targets)
    while state.stack:
        play(state, "pass")
    assert state.decision is not None and state.decision.player == "A"
    assert state.permanents["p1"].zone is Zone.GRAVEYARD
    return state


@plays("Target player can't cast spells this turn.")
def test_the_target_player_can_cast_no_spell_until_the_turn_ends() -> None:
    """CR 101.2, 611.2a: B, the target, can't cast Giant Growth (an instant it could cast
    before, with {G}); A still can. In the cleanup step the effect ends (514.2): B can cast
    it again."""
    state = resolved("Target player can't cast spells this turn.", "target B",
                     a1="Giant Growth", b1="Giant Growth")
    assert not castable_now(state, "B", "b1") and castable_now(state, "A", "a1")
    assert "cast a1" in legal(state)
    state.end_turn()
    assert castable_now(state, "B", "b1")


@plays("Target player can't cast creature spells this turn.")
def test_only_creature_spells_are_forbidden() -> None:
    """CR 101.2: A, the target, can't cast Grizzly Bears but can cast Giant Growth."""
    state = resolved("Target player can't cast creature spells this turn.", "target A",
                     a1="Grizzly Bears", a2="Giant Growth")
    assert legal(state) == ["pass", "cast a2"]


@plays("Your opponents can't cast noncreature spells this turn.",
       "Players can't cast noncreature spells this turn.")
def test_opponents_or_all_players_cant_cast_noncreature_spells() -> None:
    """CR 101.2, 611.2a: "your opponents": B can't cast Giant Growth, A can; "players": A
    can't either, yet A may cast Grizzly Bears (a creature spell)."""
    state = resolved("Your opponents can't cast noncreature spells this turn.",
                     a1="Giant Growth", b1="Giant Growth")
    assert not castable_now(state, "B", "b1") and castable_now(state, "A", "a1")
    state = resolved("Players can't cast noncreature spells this turn.",
                     a1="Giant Growth", a2="Grizzly Bears", b1="Giant Growth")
    assert not castable_now(state, "B", "b1")
    assert legal(state) == ["pass", "cast a2"]


@plays("Target player can't play lands this turn.")
def test_the_target_player_plays_no_land() -> None:
    """CR 101.2, 305.1: A, the target, has played no land this turn, yet may not play Forest:
    it is not offered, and playing it is refused; after the turn ends, it may again."""
    state = resolved("Target player can't play lands this turn.", "target A", a1="Forest",
                     a2="Giant Growth")
    assert not land_drop(state, "A") and "play a1" not in legal(state)
    with pytest.raises(IllegalActionError, match="can't play lands this turn"):
        play(state, "play a1")
    state.end_turn()
    assert land_drop(state, "A") or state.active != "A"


SWARM = card("Swarm", types=["Creature"], cost="{G}", power=1, toughness=1,
             text="Whenever Swarm attacks, defending player can't cast spells this turn.")
CAPTAIN = card("Captain", types=["Creature"], cost="{W}", power=3, toughness=3,
               text="Sacrifice Captain: Your opponents can't cast noncreature spells this turn.")


@plays("Whenever ~ attacks, defending player can't cast spells this turn.")
def test_defending_player_cant_cast_spells_after_the_attack() -> None:
    """CR 508.1, 603.2, 101.2: the Swarm attacks B; its trigger resolves; B can't cast Giant
    Growth (an instant, with {G}) for the rest of the turn."""
    assert not SWARM.unsupported
    players = {"A": Player("A"), "B": Player("B", mana=Mana.parse("{G}"))}
    objs = (perm("s1", "A", SWARM), perm("b1", "B", "Giant Growth", Zone.HAND),
            perm("b2", "B", "Grizzly Bears"))
    state = GameState(players, {o.id: o for o in objs}, ("A", "B"), "A",
                      step=Step.BEGINNING_OF_COMBAT, span=Span.TURN, seed=7).start()
    assert castable_now(state, "B", "b1")
    blocks(state, "s1=B")
    assert not castable_now(state, "B", "b1")


@plays("Sacrifice ~: Your opponents can't cast noncreature spells this turn.")
def test_the_sacrificed_sources_rule_lasts_the_turn() -> None:
    """CR 602.2, 101.2: A sacrifices Captain (the cost); the ability resolves: B can't cast
    Giant Growth; A still can."""
    assert not CAPTAIN.unsupported
    state = board(perm("k1", "A", CAPTAIN), perm("a1", "A", "Giant Growth", Zone.HAND),
                  perm("b1", "B", "Giant Growth", Zone.HAND))
    ability = next(a for a in legal(state) if a.startswith("activate k1"))
    play(state, ability)
    while state.stack:
        play(state, "pass")
    assert state.permanents["k1"].zone is Zone.GRAVEYARD
    assert not castable_now(state, "B", "b1") and castable_now(state, "A", "a1")


def test_a_subject_that_is_no_player_is_not_read() -> None:
    """Only players are restricted: "target creature can't cast spells this turn" and an
    unknown kind of spell are not read."""
    assert read_effect("Target creature can't cast spells this turn.").unsupported
    assert read_effect("Target player can't cast artifact spells this turn.").unsupported
    assert read_effect("Counter target spell. Its controller can't cast spells this "
                       "turn.").unsupported  # the countered spell's controller: not kept
    assert not read_effect("Target player can't cast spells this turn.").unsupported


DROMOKA = card("Dromo", types=["Creature"], cost="{W}", power=5, toughness=7,
               text="Your opponents can't cast spells during your turn.")


@plays("Your opponents can't cast spells during your turn.")
def test_opponents_cast_nothing_during_the_controllers_turn() -> None:
    """CR 101.2, 604.1, 102.1: on A's turn B can't cast Giant Growth (A still can); on B's
    turn — A not the active player — B can."""
    assert not DROMOKA.unsupported
    state = board(perm("d1", "A", DROMOKA), perm("a1", "A", "Giant Growth", Zone.HAND),
                  perm("b1", "B", "Giant Growth", Zone.HAND))
    assert not castable_now(state, "B", "b1") and castable_now(state, "A", "a1")
    players = {"A": Player("A"), "B": Player("B", mana=Mana.parse("{G}"))}
    objs = (perm("d1", "A", DROMOKA), perm("b1", "B", "Giant Growth", Zone.HAND),
            perm("c1", "B", "Grizzly Bears"))
    theirs = GameState(players, {o.id: o for o in objs}, ("A", "B"), "B",
                       step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7).start()
    assert castable_now(theirs, "B", "b1")


def _static(text: str) -> Any:
    made = card("Limit", types=["Enchantment"], cost="{W}", text=text)
    assert not made.unsupported, made.unsupported
    return made


@plays("You can't cast creature spells.", "Your opponents can't cast noncreature spells.")
def test_a_permanents_static_limit_on_casting() -> None:
    """CR 101.2, 604.1, 109.5: A's "you can't cast creature spells": A can't cast Grizzly
    Bears but can cast Giant Growth; "your opponents can't cast noncreature spells": B can't
    cast Giant Growth, A can."""
    state = board(perm("e1", "A", _static("You can't cast creature spells.")),
                  perm("a1", "A", "Grizzly Bears", Zone.HAND),
                  perm("a2", "A", "Giant Growth", Zone.HAND))
    assert not castable_now(state, "A", "a1") and castable_now(state, "A", "a2")
    state = board(perm("e1", "A", _static("Your opponents can't cast noncreature spells.")),
                  perm("a2", "A", "Giant Growth", Zone.HAND),
                  perm("b1", "B", "Giant Growth", Zone.HAND))
    assert not castable_now(state, "B", "b1") and castable_now(state, "A", "a2")


@plays("Players can't play lands.", "You can't play lands.")
def test_a_permanents_static_limit_on_land_plays() -> None:
    """CR 101.2, 305.1, 604.1: "players can't play lands" (B's): A may not play Forest;
    "you can't play lands" of B's does not stop A, of A's it does."""
    forest, growth = perm("a1", "A", "Forest", Zone.HAND), perm("a2", "A", "Giant Growth",
                                                                Zone.HAND)
    state = board(perm("e1", "B", _static("Players can't play lands.")), forest, growth)
    assert not land_drop(state, "A")
    state = board(perm("e1", "B", _static("You can't play lands.")), forest, growth)
    assert land_drop(state, "A")
    state = board(perm("e1", "A", _static("You can't play lands.")), forest, growth)
    assert not land_drop(state, "A")
