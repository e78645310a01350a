"""An Aura put onto the battlefield without being cast (CR 303.4f-g, ``sim.rules.aura_entry``):
the player it enters under chooses what it enchants as it enters (a ``choose_permanent``
decision, not targeting), among the objects its enchant ability allows; with none it stays in
its current zone."""

from __future__ import annotations

from typing import Any

import numpy as np
from played import plays
from test_library import BEARS, FOREST, GIANT, names, spell, turn
from test_stack import _default, card, finish, perm, play, to

from sim import GameState
from sim.model.decisions import DecisionKind
from sim.model.objects import Step, Zone
from sim.testing.checker import check

STRENGTH = card("Holy Strength", types=["Enchantment"], subtypes=["Aura"], cost="{W}",
                text="Enchant creature\nEnchanted creature gets +1/+2.")
CURSE = card("Curse of Probing", types=["Enchantment"], subtypes=["Aura", "Curse"], cost="{B}",
             text="Enchant player\nAt the beginning of enchanted player's upkeep, that player "
                  "loses 1 life.")
SEARCH = "Search your library for an Aura card, put it onto the battlefield, then shuffle."
RETURN = "Return target enchantment card from your graveyard to the battlefield."


def _aura(state: GameState, name: str = "Holy Strength") -> tuple[str, Zone, str | None]:
    [aura] = [p for p in state.permanents.values() if p.card.name == name]
    return aura.id, aura.zone, aura.attached_to


def _choose(state: GameState, chosen: str) -> None:
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_PERMANENT
    assert "CR 303.4f" in decision.prompt
    state.apply(next(a for a in state.legal_actions() if str(a) == f"permanent {chosen}"))


@plays(SEARCH)
def test_a_searched_aura_enchants_what_its_controller_chooses() -> None:
    """CR 303.4f: A's Holy Strength, found by the search, enters attached to the creature A
    chooses among the creatures on the battlefield (B's Giant here: choosing is not
    targeting, and "enchant creature" allows any controller); the checker accepts the game."""
    objects = (perm("b1", "A", BEARS), perm("g1", "B", GIANT))
    start = turn(perm("p1", "A", spell(SEARCH, "Sorcery"), Zone.HAND), *objects,
                 library=(FOREST, STRENGTH))
    kinds: set[str] = set()
    for seed in range(6):  # every policy's answer is legal (the conformance checker)
        kinds |= set(check(start, np.random.default_rng(seed)).kinds)
    assert "choose_permanent" in kinds
    state = cast_probe(SEARCH, library=(FOREST, STRENGTH), objects=objects)
    while state.decision is not None and state.decision.kind is not \
            DecisionKind.CHOOSE_PERMANENT:
        finish_one(state)
    assert state.decision is not None and set(state.decision.options) == {"b1", "g1"}
    _choose(state, "g1")
    finish(state)
    _, where, attached = _aura(state)
    assert where is Zone.BATTLEFIELD and attached == "g1"


def finish_one(state: GameState) -> None:
    _default(state)  # the default answer of the decision pending


def cast_probe(text: str, objects: tuple[Any, ...] = (), **kw: Any) -> GameState:
    """A casts the sorcery ``text`` with ``objects`` in the game; both pass: it resolves."""
    state = turn(perm("p1", "A", spell(text, "Sorcery"), Zone.HAND), *objects, **kw)
    play(state, "cast p1")
    return state


def test_with_nothing_to_enchant_the_aura_stays_in_the_library() -> None:
    """CR 303.4g: with no creature on the battlefield, Holy Strength can't enter: it stays in
    the library (then shuffled with it), not put onto the battlefield nor anywhere else."""
    state = finish(cast_probe(SEARCH, library=(FOREST, STRENGTH)))
    assert not [p for p in state.permanents.values() if p.card.name == "Holy Strength"]
    assert sorted(names(state)) == ["Forest", "Holy Strength"]


@plays(RETURN)
def test_a_returned_aura_with_one_legal_object_enchants_it() -> None:
    """CR 303.4f: Holy Strength returned from A's graveyard enters attached to the only
    creature (no decision: one legal object); the Bears get +1/+2 from it."""
    state = finish(cast_probe(RETURN, objects=(perm("b1", "A", BEARS),
                                               perm("s1", "A", STRENGTH, Zone.GRAVEYARD))))
    assert state.permanents["s1"].zone is Zone.BATTLEFIELD
    assert state.permanents["s1"].attached_to == "b1"
    assert (state.power("b1"), state.toughness("b1")) == (3, 4)


def test_a_returned_aura_without_a_legal_object_stays_in_the_graveyard() -> None:
    """CR 303.4g: with no creature, Holy Strength stays in A's graveyard."""
    state = finish(cast_probe(RETURN, objects=(perm("s1", "A", STRENGTH, Zone.GRAVEYARD),)))
    assert state.permanents["s1"].zone is Zone.GRAVEYARD


def test_a_curse_returned_enchants_a_player() -> None:
    """CR 303.4f, 702.5a: "enchant player": A chooses between the two players."""
    state = cast_probe(RETURN, objects=(perm("s1", "A", CURSE, Zone.GRAVEYARD),))
    while state.decision is not None and state.decision.kind is not \
            DecisionKind.CHOOSE_PERMANENT:
        finish_one(state)
    assert state.decision is not None and set(state.decision.options) == {"A", "B"}
    _choose(state, "B")
    finish(state)
    assert state.permanents["s1"].attached_to == "B"


BLINK = ("Exile target permanent. Return that card to the battlefield under its owner's "
         "control at the beginning of the next end step.")


@plays(BLINK)
def test_an_exiled_aura_returns_enchanting_what_its_owner_chooses() -> None:
    """CR 303.4f, 603.7, 400.7: A exiles B's Holy Strength (on A's Bears); at the beginning of
    the end step it returns under B's control, a new object, and B chooses what it enchants:
    B's Giant."""
    state = turn(perm("p1", "A", spell(BLINK, "Instant"), Zone.HAND), perm("b1", "A", BEARS),
                 perm("g1", "B", GIANT), perm("s1", "B", STRENGTH, attached_to="b1"))
    play(state, "cast p1", "target s1")
    state = to(state, DecisionKind.CHOOSE_PERMANENT)
    assert state.decision is not None and state.decision.player == "B"
    assert state.step is Step.END and set(state.decision.options) == {"b1", "g1"}
    _choose(state, "g1")
    _, where, attached = _aura(state)
    assert where is Zone.BATTLEFIELD and attached == "g1"
    assert (state.power("g1"), state.toughness("g1")) == (4, 5)


FLICKER = "Exile target permanent, then return it to the battlefield under its owner's control."


@plays(FLICKER)
def test_a_blinked_aura_enchants_what_its_owner_chooses_at_once() -> None:
    """CR 303.4f, 400.7: B's Holy Strength on A's Bears is exiled and returned by the same
    instruction's second half; as it enters B chooses what it enchants (the Bears again or B's
    Giant), before the spell's resolution ends."""
    state = turn(perm("p1", "A", spell(FLICKER, "Instant"), Zone.HAND), perm("b1", "A", BEARS),
                 perm("g1", "B", GIANT), perm("s1", "B", STRENGTH, attached_to="b1"))
    play(state, "cast p1", "target s1")
    state = to(state, DecisionKind.CHOOSE_PERMANENT)
    assert state.decision is not None and state.decision.player == "B"
    assert state.resolving is not None and set(state.decision.options) == {"b1", "g1"}
    _choose(state, "b1")
    _, where, attached = _aura(state)
    assert where is Zone.BATTLEFIELD and attached == "b1"
    assert (state.power("b1"), state.toughness("b1")) == (3, 4)

