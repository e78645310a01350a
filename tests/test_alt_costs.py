"""Alternative costs (CR 118.9: evoke 702.74a, dash 702.109a, spectacle 702.137a, surge
702.117a, "you may <cost> rather than pay this spell's mana cost") and the additional costs
paid with objects (601.2b, 601.2h, 118.8: "sacrifice an artifact or creature", "discard two
cards", "exile a creature card from your graveyard", "return a land you control to its
owner's hand")."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from mtgsim.policies import policy
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import FULL, read_card

DRIFTER = {"name": "Drifter", "types": ["Creature"], "cost": "{4}{U}", "power": 2,
           "toughness": 2, "text": "Flying\nWhen this creature enters, draw two cards.\n"
                                   "Evoke {2}{U}"}
RAIDER = {"name": "Raider", "types": ["Creature"], "cost": "{3}{B}", "power": 3,
          "toughness": 2, "text": "Dash {1}{B}"}
SKEWER = {"name": "Skewer", "types": ["Sorcery"], "cost": "{2}{R}",
          "text": "Skewer deals 3 damage to any target.\nSpectacle {R}"}
SURGER = {"name": "Surger", "types": ["Sorcery"], "cost": "{3}{R}",
          "text": "Surger deals 4 damage to any target.\nSurge {R}"}
SPARK = {"name": "Spark", "types": ["Instant"], "cost": "{R}",
         "text": "Spark deals 1 damage to any target."}
FIREBLAST = {"name": "Fireblast", "types": ["Instant"], "cost": "{4}{R}{R}",
             "text": "You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
                     "Fireblast deals 4 damage to any target."}
GUSH = {"name": "Gush", "types": ["Instant"], "cost": "{4}{U}",
        "text": "You may pay {1} and return a basic land you control to its owner's hand "
                "rather than pay this spell's mana cost.\nDraw two cards."}
PACT = {"name": "Pact", "types": ["Instant"], "cost": "{5}",
        "text": "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.\n"
                "You gain 5 life."}


def land(pid: str, kind: str = "Mountain", owner: str = "A") -> dict[str, Any]:
    """A basic land ``kind`` ``owner`` controls."""
    return {"id": pid, "controller": owner, "name": kind, "types": ["Land"],
            "subtypes": [kind], "supertypes": ["Basic"]}


def game(hand: list[dict[str, Any]], mana: str = "", permanents: list[dict[str, Any]] | None
         = None, library: int = 0, graveyard: list[dict[str, Any]] | None = None,
         step: str = "precombat main") -> mtgsim.GameState:
    """A, in ``step`` of their turn, holds ``hand``, with ``mana`` in their pool."""
    card = {"name": "Card", "types": ["Sorcery"], "cost": "{9}", "text": "Draw a card."}
    return mtgsim.load({"active_player": "A", "step": step, "permanents": permanents or [],
                        "players": {"A": {"hand": hand, "mana": mana,
                                          "library": [card] * library,
                                          "graveyard": graveyard or []},
                                    "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty (the default policy answers any other decision: the
    order of triggered abilities)."""
    default = policy("default")
    while state.stack or state.triggered or state.casting is not None or \
            state.resolving is not None:
        decision = state.decision
        assert decision is not None
        if decision.kind is DecisionKind.PRIORITY:
            state.apply("pass")
        else:
            state.apply(default.act(state, decision, state.legal_actions()))


@pytest.mark.parametrize("card", [DRIFTER, RAIDER, SKEWER, SURGER, FIREBLAST, GUSH, PACT])
def test_alternative_costs_are_read_whole(card: dict[str, Any]) -> None:
    """CR 118.9, 702.74a, 702.109a, 702.137a, 702.117a: read and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Evoke {2}{U}")
def test_an_evoked_creature_is_sacrificed_as_it_enters() -> None:
    """CR 601.2b, 118.9: the evoke cost is chosen as the spell is cast, and paid instead of
    its mana cost; 702.74a: its "when it enters" ability and the evoke sacrifice both trigger:
    it dies, and the cards are drawn."""
    state = game([DRIFTER], "{2}{U}", library=3)
    state.apply('cast "A:hand:1"')  # only the evoke cost can be paid: no choice
    assert state.decision is None or state.decision.kind is not DecisionKind.CHOOSE_COST
    resolve(state)
    drifter = state.permanents["A:hand:1"]
    assert drifter.zone is Zone.GRAVEYARD
    assert len(state.cards("A", Zone.HAND)) == 2
    assert state.players["A"].mana.total == 0


def test_evoke_is_a_choice_when_both_costs_can_be_paid() -> None:
    """CR 601.2b: with mana for either cost, the player chooses; cast for its mana cost, the
    creature stays (702.74a: the sacrifice triggers only if the evoke cost was paid)."""
    state = game([DRIFTER], "{4}{U}", library=3)
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == ("mana cost", "evoke")
    state.apply('cost "mana cost"')
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD
    assert state.players["A"].mana.total == 0


@plays("Dash {1}{B}")
def test_a_dashed_creature_has_haste_and_returns_at_the_end_step() -> None:
    """CR 702.109a: cast for its dash cost, the creature has haste (it can attack the turn it
    comes under its controller's control, 302.6) and returns to its owner's hand at the
    beginning of the next end step (a delayed triggered ability, 603.7)."""
    state = game([RAIDER], "{1}{B}")
    state.apply('cast "A:hand:1"')
    resolve(state)
    raider = state.permanents["A:hand:1"]
    assert raider.zone is Zone.BATTLEFIELD and state.has(raider.id, Kw.HASTE)
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [{**RAIDER, "id": "raider"}],
                                           "mana": "{3}{B}"}, "B": {}},
                         "combat": {"attacks": {"raider": "B"}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "raider",
                              "choices": ["dash"]}]}})
    mtgsim.play(state)
    assert state.players["B"].life == 17  # it attacked, with haste
    assert state.permanents["raider"].zone is Zone.HAND


def test_a_creature_cast_for_its_mana_cost_stays() -> None:
    """CR 702.109a: only a permanent whose dash cost was paid has haste and returns."""
    state = game([RAIDER], "{3}{B}")
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.options == ("mana cost", "dash")
    state.apply('cost "mana cost"')
    resolve(state)
    assert not state.has("A:hand:1", Kw.HASTE)


@plays("Spectacle {R}")
@pytest.mark.parametrize("hurt", [True, False])
def test_spectacle_needs_an_opponent_who_lost_life(hurt: bool) -> None:
    """CR 702.137a: the spectacle cost may be paid only if an opponent lost life this turn
    (119.3: damage to a player is life lost)."""
    state = game([SPARK, SKEWER], "{R}{R}")
    if hurt:
        state.apply('cast "A:hand:1"')
        state.apply("target B")
        resolve(state)
    assert (state.players["B"].life == 19) is hurt
    cast = [a for a in state.legal_actions() if str(a) == 'cast "A:hand:2"']
    assert bool(cast) is hurt
    if hurt:
        state.apply('cast "A:hand:2"')
        state.apply("target B")
        resolve(state)
        assert state.players["B"].life == 16


@plays("Surge {R}")
def test_surge_needs_another_spell_cast_this_turn() -> None:
    """CR 702.117a: the surge cost may be paid only if its caster cast another spell this
    turn."""
    state = game([SPARK, SURGER], "{R}{R}")
    assert 'cast "A:hand:2"' not in [str(a) for a in state.legal_actions()]
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    resolve(state)
    state.apply('cast "A:hand:2"')
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 15


@plays("You may sacrifice two Mountains rather than pay this spell's mana cost.")
def test_fireblast_is_cast_by_sacrificing_two_mountains() -> None:
    """CR 118.9, 601.2h: the alternative cost's two Mountains are chosen as it is cast and
    sacrificed as the costs are paid (701.21a); no mana is paid."""
    lands = [land("m1"), land("m2"), land("m3"), land("f1", "Forest")]
    state = game([FIREBLAST], permanents=lands)
    state.apply('cast "A:hand:1"')  # four lands: not the mana cost; no choice of costs
    state.apply("target B")
    decision = state.decision
    assert decision is not None and decision.options == ("m1, m2", "m1, m3", "m2, m3")
    state.apply('cost "m1, m3"')
    resolve(state)
    assert state.players["B"].life == 16
    assert [state.permanents[m].zone for m in ("m1", "m2", "m3")] == \
        [Zone.GRAVEYARD, Zone.BATTLEFIELD, Zone.GRAVEYARD]


def test_fireblast_needs_two_mountains() -> None:
    """CR 601.2h: with one Mountain the cost can't be paid, and the spell can't be cast."""
    state = game([FIREBLAST], permanents=[land("m1")])
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]


@plays("You may pay {1} and return a basic land you control to its owner's hand rather than "
       "pay this spell's mana cost.")
def test_an_alternative_cost_of_mana_and_a_returned_land() -> None:
    """CR 118.9, 601.2h: {1} is paid and a basic land the player controls is returned to its
    owner's hand — possibly one tapped for that mana first (601.2g comes before 601.2h)."""
    state = game([GUSH], permanents=[land("i1", "Island")], library=2)
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.permanents["i1"].zone is Zone.HAND
    assert len(state.cards("A", Zone.HAND)) == 3


@plays("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.")
def test_an_alternative_mana_cost() -> None:
    """CR 118.9: the alternative mana cost is paid instead of the mana cost."""
    state = game([PACT], "{W}{U}{B}{R}{G}")
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 25 and state.players["A"].mana.total == 0


@pytest.mark.parametrize("agent", ["default", "random", "heuristic"])
def test_every_policy_answers_the_choice_of_costs(agent: str) -> None:
    """CR 601.2b: the choice between the mana cost and an alternative cost is a decision
    every policy answers with one of its options."""
    state = game([DRIFTER], "{4}{U}", library=3)
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    action = policy(agent, np.random.default_rng(1)).act(state, decision,
                                                         state.legal_actions())
    assert action in state.legal_actions()
    state.apply(action)


@pytest.mark.parametrize("seed", range(4))
def test_the_conformance_checker_plays_alternative_costs(seed: int) -> None:
    """CR 601.2b, 118.9, 601.2h: random play through the choice of costs and the objects
    paying them passes every check of the conformance checker."""
    from sim.testing.checker import check
    lands = [land("m1"), land("m2"), land("i1", "Island")]
    state = game([DRIFTER, RAIDER, FIREBLAST, GUSH], "{4}{U}{B}", permanents=lands,
                 library=6)
    check(state, np.random.default_rng(seed))


# --- additional costs paid with objects (601.2b, 601.2h)

ANVIL = {"name": "Anvil", "types": ["Artifact"], "cost": "{1}"}
BEARS = {"name": "Bears", "types": ["Creature"], "cost": "{1}{G}", "power": 2, "toughness": 2}


@plays("As an additional cost to cast this spell, sacrifice an artifact or creature.")
def test_sacrifice_an_artifact_or_creature() -> None:
    """CR 601.2h: an artifact or a creature the caster controls, chosen as it is cast, is
    sacrificed as the costs are paid (701.21a); a land is no option."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{B}",
             "text": "As an additional cost to cast this spell, sacrifice an artifact or "
                     "creature.\nDraw two cards."}
    perms = [{"id": "anvil", "controller": "A", **ANVIL}, land("s1", "Swamp"),
             {"id": "bears", "controller": "A", **BEARS}]
    state = game([spell], "{B}", permanents=perms, library=2)
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.options == ("anvil", "bears")
    state.apply('cost "anvil"')
    resolve(state)
    assert state.permanents["anvil"].zone is Zone.GRAVEYARD
    assert len(state.cards("A", Zone.HAND)) == 2


@plays("As an additional cost to cast this spell, discard two cards.")
def test_discard_two_cards() -> None:
    """CR 601.2h, 701.9a: two other cards from the hand are discarded together as it is cast;
    with only one other card it can't be cast."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{R}",
             "text": "As an additional cost to cast this spell, discard two cards.\n"
                     "Draw three cards."}
    state = game([spell, ANVIL], "{R}", library=3)
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    state = game([spell, ANVIL, BEARS], "{R}", library=3)
    state.apply('cast "A:hand:1"')
    state.apply('cost "A:hand:2, A:hand:3"')
    resolve(state)
    assert state.permanents["A:hand:2"].zone is Zone.GRAVEYARD
    assert state.permanents["A:hand:3"].zone is Zone.GRAVEYARD
    assert len(state.cards("A", Zone.HAND)) == 3


@plays("As an additional cost to cast this spell, exile a creature card from your graveyard.")
def test_exile_a_creature_card_from_the_graveyard() -> None:
    """CR 601.2h: a creature card in the caster's graveyard is exiled as the costs are paid."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{B}",
             "text": "As an additional cost to cast this spell, exile a creature card from "
                     "your graveyard.\nDraw two cards."}
    state = game([spell], "{B}", graveyard=[ANVIL, BEARS], library=2)
    state.apply('cast "A:hand:1"')
    resolve(state)  # one creature card: no choice
    assert state.permanents["A:graveyard:2"].zone is Zone.EXILE
    assert state.permanents["A:graveyard:1"].zone is Zone.GRAVEYARD
    assert len(state.cards("A", Zone.HAND)) == 2


@plays("As an additional cost to cast this spell, return a land you control to its owner's "
       "hand.")
def test_return_a_land() -> None:
    """CR 601.2h: a land the caster controls returns to its owner's hand as the costs are
    paid."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{U}",
             "text": "As an additional cost to cast this spell, return a land you control to "
                     "its owner's hand.\nDraw two cards."}
    state = game([spell], "{U}", permanents=[land("i1", "Island")], library=2)
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.permanents["i1"].zone is Zone.HAND


@plays("As an additional cost to cast this spell, sacrifice two creatures.")
def test_sacrifice_two_creatures() -> None:
    """CR 601.2h, 701.21a: two creatures sacrificed together."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{B}",
             "text": "As an additional cost to cast this spell, sacrifice two creatures.\n"
                     "Draw two cards."}
    perms = [{"id": f"b{i}", "controller": "A", **BEARS} for i in range(2)]
    state = game([spell], "{B}", permanents=perms, library=2)
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert all(state.permanents[f"b{i}"].zone is Zone.GRAVEYARD for i in range(2))


# --- a choice between costs (601.2b), conditional alternative costs (118.9)

DEAL = {"name": "Deal", "types": ["Sorcery"], "colors": ["B"], "cost": "{B}",
        "text": "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}."
                "\nDraw two cards."}


@plays("As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.")
@pytest.mark.parametrize("pay", [True, False])
def test_sacrifice_a_creature_or_pay(pay: bool) -> None:
    """CR 601.2b: the player chooses which of the two costs to pay; 601.2f: the mana chosen
    is added to the total cost; 601.2h: a creature chosen is sacrificed."""
    perms = [{"id": "bears", "controller": "A", **BEARS}]
    state = game([DEAL], "{4}{B}{B}", permanents=perms, library=2)
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.options == ("bears", "pay {3}{B}")
    state.apply('cost "pay {3}{B}"' if pay else 'cost "bears"')
    resolve(state)
    assert (state.permanents["bears"].zone is Zone.BATTLEFIELD) is pay
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == (5 if pay else 1)


def test_a_cost_choice_offers_only_what_can_be_paid() -> None:
    """CR 601.2b: without a creature and without the mana, the spell can't be cast; with
    only the mana, paying is the one choice."""
    state = game([DEAL], "{B}")
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    state = game([DEAL], "{3}{B}{B}", library=2)
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.options == ("pay {3}{B}",)


@plays("As an additional cost to cast this spell, discard a card or pay 3 life.")
def test_discard_a_card_or_pay_life() -> None:
    """CR 601.2b, 119.4: paying 3 life is a choice of the additional cost; the life is paid."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{R}",
             "text": "As an additional cost to cast this spell, discard a card or pay 3 life."
                     "\nDraw two cards."}
    state = game([spell, ANVIL], "{R}", library=2)
    state.apply('cast "A:hand:1"')
    state.apply('cost "pay 3 life"')
    resolve(state)
    assert state.players["A"].life == 17 and state.permanents["A:hand:2"].zone is Zone.HAND


@plays("If you control a Plains, you may tap an untapped creature you control rather than pay "
       "this spell's mana cost.")
@pytest.mark.parametrize("plains", [True, False])
def test_tap_a_creature_if_you_control_a_plains(plains: bool) -> None:
    """CR 118.9: the alternative cost is there only while its condition holds; paying it
    taps an untapped creature (a summoning-sick one too: it is no {T} ability of its own,
    302.6)."""
    spell = {"name": "Deal", "types": ["Instant"], "cost": "{3}{W}",
             "text": "If you control a Plains, you may tap an untapped creature you control "
                     "rather than pay this spell's mana cost.\nYou gain 4 life."}
    perms = [{"id": "bears", "controller": "A", "sick": True, **BEARS}]
    if plains:
        perms.append({**land("p1", "Plains"), "tapped": True})
    state = game([spell], permanents=perms)
    cast = 'cast "A:hand:1"' in [str(a) for a in state.legal_actions()]
    assert cast is plains
    if plains:
        state.apply('cast "A:hand:1"')
        resolve(state)
        assert state.players["A"].life == 24 and state.permanents["bears"].tapped


@plays("You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
       "mana cost.")
def test_pay_life_and_exile_a_blue_card() -> None:
    """CR 118.9, 119.4, 601.2h: 1 life is paid and a blue card from the hand exiled (not the
    spell itself, on the stack already, 601.2a); a card of another color is no option."""
    spell = {"name": "Will", "types": ["Instant"], "colors": ["U"], "cost": "{3}{U}{U}",
             "text": "You may pay 1 life and exile a blue card from your hand rather than pay "
                     "this spell's mana cost.\nYou gain 3 life."}
    blue = {"name": "Blue", "types": ["Sorcery"], "colors": ["U"], "cost": "{U}",
            "text": "Draw a card."}
    state = game([spell, blue, BEARS])
    state.apply('cast "A:hand:1"')
    resolve(state)
    assert state.players["A"].life == 22
    assert state.permanents["A:hand:2"].zone is Zone.EXILE
    assert state.permanents["A:hand:3"].zone is Zone.HAND


@plays("Emerge {5}{U}{U}")
def test_emerge_sacrifices_a_creature_and_costs_its_mana_value_less() -> None:
    """CR 702.119a: cast for its emerge cost by sacrificing a creature, the total cost reduced
    by that creature's mana value (601.2f: generic mana only); a creature whose mana value
    leaves a cost the player can't pay is no option (601.2b)."""
    fiend = {"name": "Fiend", "types": ["Creature"], "cost": "{8}", "power": 5,
             "toughness": 6, "text": "Flash\nEmerge {5}{U}{U}"}
    ogre = {"name": "Ogre", "types": ["Creature"], "cost": "{2}{R}", "power": 3,
            "toughness": 3}
    perms = [{"id": "bears", "controller": "A", **BEARS},
             {"id": "ogre", "controller": "A", **ogre}]
    state = game([fiend], "{2}{U}{U}", permanents=perms)
    state.apply('cast "A:hand:1"')  # only the emerge cost can be paid
    decision = state.decision
    assert decision is not None and decision.options == ("ogre",)  # {5}{U}{U} - 3
    state.apply('cost "ogre"')
    resolve(state)
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 4


@plays("As an additional cost to cast this spell, discard a card at random.")
def test_discard_a_card_at_random() -> None:
    """CR 601.2h, 701.9b: no choice is asked; a card of the caster's hand is discarded at
    random as the costs are paid (the game's seeded generator: the same game, the same card);
    with no other card in hand the spell can't be cast."""
    spell = {"name": "Deal", "types": ["Sorcery"], "cost": "{R}",
             "text": "As an additional cost to cast this spell, discard a card at random.\n"
                     "Draw two cards."}
    state = game([spell], "{R}", library=2)
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    gone = []
    for _ in range(2):
        state = game([spell, ANVIL, BEARS], "{R}", library=2)
        state.apply('cast "A:hand:1"')
        resolve(state)
        hand = [state.permanents[c].zone for c in ("A:hand:2", "A:hand:3")]
        assert sorted(hand) == sorted([Zone.HAND, Zone.GRAVEYARD])
        gone.append(hand)
    assert gone[0] == gone[1]
