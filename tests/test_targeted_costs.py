"""Cost changes that depend on a spell's targets (CR 601.2f, determined after the targets are
chosen, 601.2c): "spells your opponents cast that target ~ cost {N} more to cast", "spells
you cast that target ~ cost {N} less to cast", "~ costs {N} less to cast if it targets a
tapped creature" (``sim.rules.targeted_costs``, ``sim.rules.cost_changes.targeted``)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import to

import mtgsim
from sim.model.events import CostPaid
from sim.model.objects import Step, Zone
from sim.text import FULL, read_card

WARDEN = {"id": "warden", "controller": "B", "name": "Warden", "types": ["Creature"],
          "power": 2, "toughness": 2,
          "text": "Spells your opponents cast that target Warden cost {2} more to cast."}
SCION = {"id": "scion", "controller": "A", "name": "Scion", "types": ["Creature"],
         "power": 2, "toughness": 2,
         "text": "Spells you cast that target Scion cost {2} less to cast."}
BEAR = {"id": "bear", "controller": "B", "name": "Bear", "types": ["Creature"],
        "power": 2, "toughness": 2}
SLEEPER = {"id": "sleeper", "controller": "B", "name": "Sleeper", "types": ["Creature"],
           "power": 2, "toughness": 2, "tapped": True}
BOLT = {"name": "Bolt", "types": ["Instant"], "colors": ["R"], "cost": "{1}{R}",
        "text": "Bolt deals 3 damage to any target."}
GROWTH = {"name": "Growth", "types": ["Instant"], "colors": ["G"], "cost": "{2}{G}",
          "text": "Target creature gets +3/+3 until end of turn."}
BANISH = {"name": "Banish", "types": ["Sorcery"], "colors": ["W"], "cost": "{4}{W}",
          "text": "This spell costs {4} less to cast if it targets a tapped creature.\n"
                  "Exile target creature."}

DISPERSAL = {"id": "dispersal", "name": "Dispersal", "types": ["Instant"], "colors": ["U"],
             "cost": "{3}{U}",
             "text": "This spell costs {2} less to cast if it targets an attacking creature.\n"
                     "Destroy target creature."}


def game(hand: list[dict[str, Any]], mana: str,
         permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``hand`` with ``mana`` in their pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"hand": hand, "mana": mana}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


def castable(state: mtgsim.GameState) -> bool:
    """Whether A may begin casting the first card of their hand."""
    return 'cast "A:hand:1"' in [str(a) for a in state.legal_actions()]


@pytest.mark.parametrize("card", [WARDEN, SCION, BANISH, DISPERSAL])
def test_read_whole(card: dict[str, Any]) -> None:
    """CR 601.2f: read and rendered back."""
    reading = read_card(card["text"], card["name"], tuple(card["types"]))
    assert reading.status == FULL, reading.unsupported


@plays("Spells your opponents cast that target ~ cost {2} more to cast.")
def test_tax_on_targeting() -> None:
    """CR 601.2f after 601.2c: Bolt targeting the Warden costs {2} more ({3}{R}), paid in
    full; it kills the Warden."""
    state = game([BOLT], "{R}{R}{R}{R}", [WARDEN])
    state.apply('cast "A:hand:1"')
    state.apply("target warden")
    resolve(state)
    assert paid(state) == 4 and state.permanents["warden"].zone is Zone.GRAVEYARD


def test_tax_only_on_the_taxed_target() -> None:
    """CR 601.2f: Bolt targeting B is not taxed; with three mana the Warden can't be
    targeted (the cast could not be paid, 601.2g), B can."""
    state = game([BOLT], "{R}{R}{R}", [WARDEN])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None
    assert "warden" not in state.decision.options and "B" in state.decision.options
    state.apply("target B")
    resolve(state)
    assert paid(state) == 2 and state.players["B"].life == 17


def test_tax_not_on_its_controller() -> None:
    """CR 601.2f, 102.2: the Warden's controller's own spells are not taxed."""
    state = mtgsim.load({"active_player": "B", "step": "precombat main",
                         "permanents": [WARDEN],
                         "players": {"B": {"hand": [GROWTH], "mana": "{G}{G}{G}"}, "A": {}}})
    state.apply('cast "B:hand:1"')
    state.apply("target warden")
    resolve(state)
    assert paid(state) == 3 and state.power("warden") == 5


def test_tax_makes_the_only_target_unaffordable() -> None:
    """CR 601.2f, 601.2c: with only the Warden to target and two mana, Growth can't be cast
    ({2}{G} + {2})."""
    state = game([GROWTH], "{G}{G}{G}{G}", [WARDEN])
    assert not castable(state)
    state = game([GROWTH], "{G}{G}{G}{G}{G}", [WARDEN])
    assert castable(state)


@plays("Spells you cast that target ~ cost {2} less to cast.")
def test_reduction_on_targeting() -> None:
    """CR 601.2f: Growth targeting the Scion costs {G}: castable with one mana, and only the
    Scion may be targeted then."""
    state = game([GROWTH], "{G}", [SCION, {**BEAR, "controller": "A"}])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and list(state.decision.options) == ["scion"]
    state.apply("target scion")
    resolve(state)
    assert paid(state) == 1 and state.power("scion") == 5


@plays("~ costs {4} less to cast if it targets a tapped creature.")
def test_less_for_a_tapped_target() -> None:
    """CR 601.2f after 601.2c: Banish targeting the tapped Sleeper costs {W}; the untapped
    Bear isn't offered for one mana."""
    state = game([BANISH], "{W}", [BEAR, SLEEPER])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and list(state.decision.options) == ["sleeper"]
    state.apply("target sleeper")
    resolve(state)
    assert paid(state) == 1 and state.permanents["sleeper"].zone is Zone.EXILE


def test_full_cost_for_an_untapped_target() -> None:
    """CR 601.2f: targeting the untapped Bear, Banish costs {4}{W}; with no tapped creature
    and one mana it can't be cast."""
    state = game([BANISH], "{W}{W}{W}{W}{W}", [BEAR, SLEEPER])
    state.apply('cast "A:hand:1"')
    state.apply("target bear")
    resolve(state)
    assert paid(state) == 5 and state.permanents["bear"].zone is Zone.EXILE
    assert not castable(game([BANISH], "{W}", [BEAR]))


SMITE = {"name": "Smite", "types": ["Instant"], "colors": ["B"], "cost": "{B}",
         "text": "Kicker {2}\nDestroy target creature."}


def test_announcements_see_the_least_tax() -> None:
    """CR 601.2b before 601.2c, 601.2f: with the Warden the only creature, four mana pays
    Smite targeting it ({B} + {2}) but not kicked ({2}{B} + {2}): kicker is not offered, so
    no target is left unaffordable; Smite destroys the Warden."""
    state = game([SMITE], "{B}{B}{B}{B}", [WARDEN])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None
    assert list(state.decision.options) == ["warden"], state.decision.options
    state.apply("target warden")
    resolve(state)
    assert paid(state) == 3 and state.permanents["warden"].zone is Zone.GRAVEYARD


BRAWL = {"name": "Brawl", "types": ["Sorcery"], "colors": ["G"], "cost": "{1}{G}",
         "text": "Target creature you control fights target creature you don't control."}


def test_two_targets_each_checked() -> None:
    """CR 601.2c, 601.2f: the Warden taxes a spell with two targets as the second is
    chosen; with two mana, Brawl's second target is the Bear, not the Warden."""
    mine = {**BEAR, "id": "mine", "controller": "A", "power": 3, "toughness": 3}
    state = game([BRAWL], "{G}{G}", [mine, WARDEN, BEAR])
    state.apply('cast "A:hand:1"')
    state.apply("target mine")
    assert state.decision is not None and list(state.decision.options) == ["bear"]
    state.apply("target bear")
    resolve(state)
    assert paid(state) == 2 and state.permanents["bear"].zone is Zone.GRAVEYARD


@plays("~ costs {2} less to cast if it targets an attacking creature.")
def test_less_for_an_attacking_target() -> None:
    """CR 601.2f, 506.4: after B's b1 attacks, A's two Islands pay Dispersal targeting b1
    ({1}{U}); B's b2, not attacking, is not offered (its {3}{U} can't be paid)."""
    island = {"name": "Island", "types": ["Land"], "subtypes": ["Island"], "controller": "A"}
    library = [{"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}] * 3
    state = mtgsim.load({"active_player": "B", "step": "beginning of combat",
                         "permanents": [{**BEAR, "id": "b1"}, {**BEAR, "id": "b2"},
                                        {**island, "id": "i1"}, {**island, "id": "i2"}],
                         "players": {"A": {"hand": [DISPERSAL], "library": library},
                                     "B": {"library": library}}})
    to(state, "declare_attackers")
    state.apply("attack b1=A")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    state.apply("cast dispersal")
    assert state.decision is not None and list(state.decision.options) == ["b1"]
    state.apply("target b1")
    resolve(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
