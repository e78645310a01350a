"""Bargain (CR 702.166a: "as an additional cost to cast this spell, you may sacrifice an
artifact, enchantment, or token"), "if this spell was bargained" and "when ~ enters, if it was
bargained" (702.166b-c, 603.4)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.text import FULL, read_card

REMINDER = "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)"
FEAST = {"name": "Feast", "types": ["Instant"], "cost": "{1}{B}",
         "text": f"{REMINDER}\nYou gain 2 life. If this spell was bargained, draw a card."}
NEGOTIATOR = {"name": "Negotiator", "types": ["Creature"], "cost": "{1}{B}", "power": 2,
              "toughness": 2,
              "text": f"{REMINDER}\nWhen this creature enters, if it was bargained, each "
                      "opponent loses 3 life and you gain 3 life."}
STONE = {"id": "stone", "controller": "A", "name": "Stone", "types": ["Artifact"]}
AURA = {"id": "charm", "controller": "A", "name": "Charm", "types": ["Enchantment"]}
FOOD = {"id": "food", "controller": "A", "name": "Food", "types": ["Artifact"], "token": True}
BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
THEIRS = {"id": "theirs", "controller": "B", "name": "Relic", "types": ["Artifact"]}


def game(card: dict[str, Any], permanents: list[dict[str, Any]],
         mana: str = "{1}{B}") -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``card`` with ``mana`` in their pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": permanents,
                        "players": {"A": {"hand": [card], "mana": mana,
                                          "library": [{"name": "Island", "types": ["Land"]}]},
                                    "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


@pytest.mark.parametrize("card, types", [(FEAST, ("Instant",)), (NEGOTIATOR, ("Creature",))])
def test_bargain_cards_are_read_whole(card: dict[str, Any], types: tuple[str, ...]) -> None:
    """CR 702.166a-c: the bargain keyword and its conditions are read and rendered back."""
    reading = read_card(card["text"], card["name"], types)
    assert reading.status == FULL, reading.unsupported


@plays("Bargain", "If this spell was bargained, draw a card.")
@pytest.mark.parametrize("bargained", [True, False])
def test_a_bargained_spell_sacrifices_and_does_more(bargained: bool) -> None:
    """CR 702.166a: bargaining is chosen as the spell is cast (601.2b), among the artifacts,
    enchantments and tokens its caster controls (not a creature that is none of them; not an
    opponent's), and the one chosen is sacrificed as the costs are paid (601.2h); 702.166c: only
    a bargained spell draws the card."""
    state = game(FEAST, [STONE, AURA, BEARS, THEIRS])
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == ("not bargained", "stone", "charm")
    state.apply(f'cost "{"charm" if bargained else "not bargained"}"')
    resolve(state)
    assert state.players["A"].life == 22
    assert len(state.cards("A", Zone.HAND)) == (1 if bargained else 0)
    assert state.permanents["charm"].zone is (Zone.GRAVEYARD if bargained else Zone.BATTLEFIELD)
    assert state.permanents["stone"].zone is Zone.BATTLEFIELD
    assert state.permanents["theirs"].zone is Zone.BATTLEFIELD


def test_bargain_is_not_asked_without_anything_to_sacrifice() -> None:
    """CR 702.166a, 601.2b: with no artifact, enchantment or token to sacrifice the cost can't
    be paid, so there is no choice and the spell is not bargained."""
    state = game(FEAST, [BEARS, THEIRS])
    state.apply('cast "A:hand:1"')
    assert state.decision is None or state.decision.kind is not DecisionKind.CHOOSE_COST
    resolve(state)
    assert state.players["A"].life == 22
    assert not state.cards("A", Zone.HAND)


@plays("Bargain", "When this creature enters, if it was bargained, each opponent loses 3 life "
       "and you gain 3 life.")
@pytest.mark.parametrize("bargained", [True, False])
def test_a_bargained_creature_triggers_on_entering(bargained: bool) -> None:
    """CR 702.166b: a bargained permanent spell becomes a bargained permanent, and its "when ~
    enters, if it was bargained" ability (603.4: an intervening "if") triggers only then; a
    token (here a Food) may be sacrificed (702.166a)."""
    state = game(NEGOTIATOR, [FOOD])
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"food" if bargained else "not bargained"}"')
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD
    assert state.permanents["A:hand:1"].bargained is bargained
    assert state.players["B"].life == (17 if bargained else 20)
    assert state.players["A"].life == (23 if bargained else 20)
    assert ("food" in state.permanents and state.permanents["food"].zone is Zone.BATTLEFIELD) \
        is not bargained


def test_the_object_bargained_does_not_also_pay_mana() -> None:
    """CR 601.2g-h, 702.166a: one Treasure can't be both sacrificed for mana and for bargain;
    with only a Treasure to make the spell's last mana it isn't offered for bargain."""
    treasure = {"id": "treasure", "controller": "A", "name": "Treasure", "types": ["Artifact"],
                "token": True, "text": "{T}, Sacrifice this artifact: Add one mana of any color."}
    state = game(FEAST, [treasure, STONE], mana="{B}")
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.options == ("not bargained", "stone")
    state.apply('cost "stone"')
    resolve(state)
    assert state.players["A"].life == 22 and len(state.cards("A", Zone.HAND)) == 1


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_and_policies_answer_bargain(seed: int) -> None:
    """CR 702.166a: the bargain choice (a ``choose_cost`` decision) is answered at random and
    checked by the conformance checker (``sim.testing.checker``), and the default policy plays
    the game through it."""
    import numpy as np

    from sim.testing.checker import check
    state = game(NEGOTIATOR, [FOOD, STONE], mana="{2}{B}{B}")
    report = check(state, np.random.default_rng(seed))
    assert report.decisions > 0 and "choose_cost" in report.kinds


GLUTTON = {"name": "Glutton", "types": ["Creature"], "cost": "{4}{G}", "power": 4,
           "toughness": 4,
           "text": "Bargain\nThis spell costs {2} less to cast if it's bargained.\n"
                   "When this creature enters, you gain 3 life."}


@plays("This spell costs {2} less to cast if it's bargained.")
@pytest.mark.parametrize("mana, bargained", [("{2}{G}", True), ("{4}{G}", False),
                                             ("{4}{G}", True)])
def test_a_spell_that_costs_less_bargained(mana: str, bargained: bool) -> None:
    """CR 702.166b, 601.2f: bargained, {4}{G} costs {2}{G} (the Stone sacrificed); not
    bargained it costs {4}{G}, a choice offered only when A can pay that (601.2b); without
    anything to sacrifice and {2}{G} it can't be cast."""
    assert read_card(GLUTTON["text"], "Glutton", ("Creature",)).status == FULL
    state = game(GLUTTON, [STONE], mana)
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    cheap = mana == "{2}{G}"
    assert decision.options == (("stone",) if cheap else ("not bargained", "stone"))
    state.apply(f'cost "{"stone" if bargained else "not bargained"}"')
    resolve(state)
    assert state.players["A"].life == 23
    assert state.permanents["stone"].zone is (Zone.GRAVEYARD if bargained else Zone.BATTLEFIELD)
    paid = sum(e.amount for e in state.events if isinstance(e, CostPaid))
    assert paid == (3 if bargained else 5)
    state = game(GLUTTON, [BEARS], "{2}{G}")
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


@pytest.mark.parametrize("seed", range(2))
def test_the_checker_plays_a_cheaper_bargain(seed: int) -> None:
    """CR 702.166b, 601.2f: the bargain choice and the cost it makes are answered at random and
    checked (``sim.testing.checker``)."""
    import numpy as np

    from sim.testing.checker import check
    report = check(game(GLUTTON, [STONE, AURA], "{4}{G}"), np.random.default_rng(seed))
    assert report.decisions > 0
