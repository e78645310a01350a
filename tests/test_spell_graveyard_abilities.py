"""An instant's or sorcery's activated ability that functions in its owner's graveyard (CR
113.6k, 602.2; ``sim.text.spell_graveyard_abilities``): "Raid — {3}{R}{R}: Return ~ from your
graveyard to your hand. Activate only if you attacked this turn." is activated only while the
card is in its owner's graveyard, only once they attacked this turn."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import to

import mtgsim
from sim.model.objects import Step, Zone
from sim.text import FULL, read_card

BARRAGE = ("Barrage deals 3 damage to any target.\n"
           "Raid — {3}{R}{R}: Return Barrage from your graveyard to your hand. Activate only if "
           "you attacked this turn.")


def _game(zone: str) -> mtgsim.GameState:
    """A's precombat main phase: A's Bear and five Mountains, Barrage (a sorcery) in A's
    ``zone``."""
    barrage = {"name": "Barrage", "types": ["Sorcery"], "cost": "{1}{R}", "text": BARRAGE}
    bear = {"id": "bear", "controller": "A", "name": "Bear", "types": ["Creature"],
            "power": 2, "toughness": 2}
    library = [{"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}] * 3
    mountains = [{"id": f"m{i}", "controller": "A", "name": "Mountain", "types": ["Land"],
                  "supertypes": ["Basic"], "subtypes": ["Mountain"]} for i in range(5)]
    players: dict[str, Any] = {"A": {zone: [barrage], "library": library},
                               "B": {"library": library}}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [bear, *mountains], "players": players})


def _activations(state: mtgsim.GameState) -> list[str]:
    return [str(a) for a in state.legal_actions() if str(a).startswith("activate")]


def test_the_graveyard_ability_is_read_beside_the_effect() -> None:
    """CR 113.6k: the sorcery's effect and its graveyard ability both run."""
    reading = read_card(BARRAGE, "Barrage", ("Sorcery",))
    assert reading.status == FULL and len(reading.activated) == 1
    assert reading.activated[0].cost.graveyard


@plays("Raid — {3}{R}{R}: Return Barrage from your graveyard to your hand. Activate only if "
       "you attacked this turn.")
def test_returned_from_the_graveyard_after_attacking() -> None:
    """CR 113.6k, 602.2, 602.5b, 508.1: before combat the ability can't be activated (A
    hasn't attacked); after A's Bear attacked, in the postcombat main phase, A activates it
    from the graveyard paying {3}{R}{R}, and Barrage goes back to A's hand."""
    state = _game("graveyard")
    assert _activations(state) == []
    to(state, "declare_attackers").apply("attack bear=B")
    to(state, "declare_blockers").apply("block none")
    to(state, "priority", Step.POSTCOMBAT_MAIN, "A")
    [activate] = _activations(state)
    state.apply(activate)
    while state.stack:
        state.apply("pass")
    [barrage] = [p for p in state.permanents.values() if p.card.name == "Barrage"]
    assert barrage.zone is Zone.HAND and barrage.owner == "A"
    assert all(state.permanents[f"m{i}"].tapped for i in range(5))


def test_not_activated_from_the_hand() -> None:
    """CR 113.6k: in the hand (after attacking too) the ability doesn't function; the card is
    cast instead."""
    state = _game("hand")
    to(state, "declare_attackers").apply("attack bear=B")
    to(state, "declare_blockers").apply("block none")
    to(state, "priority", Step.POSTCOMBAT_MAIN, "A")
    assert _activations(state) == []


@plays("{1}, Exile Flare from your graveyard: You gain 3 life.")
def test_exiled_from_the_graveyard_as_its_cost() -> None:
    """CR 113.6k, 602.2b, 601.2h: "exile ~ from your graveyard" as a cost: the instant's
    ability is activated from A's graveyard (not from A's hand), the card exiled as it is
    paid; A gains 3 life."""
    text = ("Flare deals 2 damage to any target.\n"
            "{1}, Exile Flare from your graveyard: You gain 3 life.")
    flare = {"name": "Flare", "types": ["Instant"], "cost": "{R}", "text": text}
    assert read_card(text, "Flare", ("Instant",)).status == FULL
    mountain = {"id": "m0", "controller": "A", "name": "Mountain", "types": ["Land"],
                "supertypes": ["Basic"], "subtypes": ["Mountain"]}
    for zone, offered in (("graveyard", True), ("hand", False)):
        state = mtgsim.load({"active_player": "A", "step": "precombat main",
                             "permanents": [mountain],
                             "players": {"A": {zone: [flare]}, "B": {}}})
        activations = _activations(state)
        assert bool(activations) is offered
        if offered:
            state.apply(activations[0])
            while state.stack:
                state.apply("pass")
            [card] = [p for p in state.permanents.values() if p.card.name == "Flare"]
            assert card.zone is Zone.EXILE and state.players["A"].life == 23
