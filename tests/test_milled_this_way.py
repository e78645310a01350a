""""Mill three cards. You may put a land card from among them into your hand. If you don't,
put a +1/+1 counter on ~" (CR 701.13a, 608.2c, 400.7, 118.12 wording;
``sim.rules.milled_this_way``): the choice is among the cards just milled, of the type named;
declined or none there, "if you don't" is done."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import drive

import mtgsim
from sim import GameState
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.oracle import FULL

MOLE = ("When this creature enters, mill three cards. You may put a land card from among them "
        "into your hand. If you don't, put a +1/+1 counter on this creature.")

FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"], "supertypes": ["Basic"]}
BEAR = {"name": "Grizzly Bears", "types": ["Creature"], "power": 2, "toughness": 2,
        "cost": "{1}{G}"}


def cast(library: list[dict[str, Any]], yes: str) -> tuple[GameState, list[str]]:
    """A casts a 2/2 with ``MOLE`` (library top first); answers ``yes`` to the "you may" and
    takes the first card offered; the cards offered."""
    mole = {"id": "mole", "name": "Mole", "power": 2, "toughness": 2, "cost": "{0}",
            "text": MOLE}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [mole], "library": library}, "B": {}},
        "permanents": [], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "mole"}]}})
    state.apply("cast mole")
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_optional":
            return next(a for a in actions if yes in a)
        if kind == "choose_card":
            offered.extend(actions)
            return actions[0]
        return None
    drive(state, pick)
    return state, offered


def in_zone(state: GameState, name: str, zone: Zone) -> int:
    return sum(1 for p in state.permanents.values() if p.card.name == name and p.zone is zone)


@plays("When this creature enters, mill three cards. You may put a land card from among them "
       "into your hand. If you don't, put a +1/+1 counter on this creature.")
def test_a_milled_land_goes_to_the_hand_and_no_counter() -> None:
    """CR 701.13a, 608.2c: of the three cards milled (Forest, Bears, Bears) only the Forest is
    offered; A puts it into their hand, so no counter; the fourth card isn't milled."""
    state, offered = cast([FOREST, BEAR, BEAR, FOREST], "yes")
    assert len(offered) == 1
    assert in_zone(state, "Forest", Zone.HAND) == 1 and in_zone(state, "Grizzly Bears",
                                                                Zone.GRAVEYARD) == 2
    assert not state.permanents["mole"].counters


def test_declined_or_no_land_milled_the_counter() -> None:
    """CR 118.12 wording, 608.2c: declined, the Forest stays in the graveyard and the creature
    gets a +1/+1 counter; with no land among the cards milled, nothing is offered and it gets
    the counter too."""
    state, _ = cast([FOREST, BEAR, BEAR], "no")
    assert in_zone(state, "Forest", Zone.GRAVEYARD) == 1
    assert sum(state.permanents["mole"].counters.values()) == 1
    state, offered = cast([BEAR, BEAR, BEAR, FOREST], "yes")
    assert offered == [] and sum(state.permanents["mole"].counters.values()) == 1


def test_read_only_right_after_the_mill() -> None:
    """CR 608.2c: "from among them" after a draw names nothing milled: not read."""
    assert read_card(MOLE, "Mole", ("Creature",)).status == FULL
    assert read_card("Draw a card. You may put a land card from among them into your hand.",
                     "Probe", ("Sorcery",)).status != FULL
