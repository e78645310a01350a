"""The optional cost "you may sacrifice a <subtype>" (CR 118.12, 701.21a, 205.3;
``sim.text.sacrifice_options``): "you may sacrifice a Food. If you do, draw a card", "you may
sacrifice a Vampire. When you do, destroy target creature" (603.12) — only a permanent of the
controller's with that subtype is offered; none, nothing is asked (118.3) and nothing after
"if you do" / "when you do" happens."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import answers, bear, cast, drive, zone

from sim import GameState
from sim.model.events import CardDrawn
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.oracle import FULL

FOOD_DRAW = "When this creature enters, you may sacrifice a Food. If you do, draw a card."
VAMPIRE_DESTROY = ("When this creature enters, you may sacrifice a Vampire. When you do, "
                   "destroy target creature.")


def food(pid: str, controller: str = "A") -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": "Food", "types": ["Artifact"],
            "subtypes": ["Food"]}


def drawn(state: GameState) -> int:
    return sum(1 for e in state.events if isinstance(e, CardDrawn) and e.player == "A")


def offered(state: GameState) -> list[str]:
    """Play to the end sacrificing the first permanent offered; the sacrifice options."""
    seen: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            seen.extend(actions)
            return actions[0]
        return None
    drive(state, pick)
    return seen


@plays("When this creature enters, you may sacrifice a Food. If you do, draw a card.")
def test_only_a_food_is_offered_and_sacrificing_it_draws() -> None:
    """CR 118.12, 701.21a, 205.3g: A's Food is the one permanent offered (not A's artifact
    without the subtype, not B's Food); sacrificed, A draws a card."""
    state = cast(FOOD_DRAW, permanents=(
        food("snack"), food("theirs", "B"),
        {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"]}))
    seen = offered(state)
    assert sorted(seen) == ["sacrifice none", "sacrifice snack"]
    assert zone(state, "snack") is Zone.GRAVEYARD and zone(state, "rock") is Zone.BATTLEFIELD
    assert zone(state, "theirs") is Zone.BATTLEFIELD and drawn(state) == 1


def test_without_a_food_nothing_is_asked_or_drawn() -> None:
    """CR 118.3, 118.12: with no Food there is nothing to sacrifice: no choice, no card; with
    one and declined, no card either."""
    state = cast(FOOD_DRAW, permanents=(
        {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"]},))
    assert "choose_sacrifice" not in drive(state, answers()) and drawn(state) == 0
    state = cast(FOOD_DRAW, permanents=(food("snack"),))
    drive(state, answers(choose_sacrifice="none"))
    assert zone(state, "snack") is Zone.BATTLEFIELD and drawn(state) == 0


@plays("When this creature enters, you may sacrifice a Vampire. When you do, destroy target "
       "creature.")
def test_sacrificing_a_vampire_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 205.3m: only A's Vampire is offered (not A's Bear); sacrificed, the
    reflexive ability triggers and destroys B's creature (701.8a); declined, nothing
    triggers."""
    vampire = bear("count", "A", subtypes=["Vampire"])
    state = cast(VAMPIRE_DESTROY, permanents=(vampire, bear("pal", "A"), bear("foe", "B")))
    asked = drive(state, answers(choose_sacrifice="count", choose_target="foe"))
    assert asked.index("choose_sacrifice") < asked.index("choose_target")
    assert zone(state, "count") is Zone.GRAVEYARD and zone(state, "foe") is Zone.GRAVEYARD
    assert zone(state, "pal") is Zone.BATTLEFIELD
    state = cast(VAMPIRE_DESTROY, permanents=(vampire, bear("foe", "B")))
    asked = drive(state, answers(choose_sacrifice="none"))
    assert "choose_target" not in asked and zone(state, "foe") is Zone.BATTLEFIELD


def test_a_word_that_is_no_subtype_is_not_read() -> None:
    """CR 205.3: "a token" names no subtype (a token filter is not modelled): not run; the
    subtypes read back to their own words."""
    card = read_card("When this creature enters, you may sacrifice a token. If you do, draw a "
                     "card.", "Ripper", ("Creature",))
    assert card.unsupported
    card = read_card(VAMPIRE_DESTROY, "Ripper", ("Creature",))
    assert card.status == FULL
