""""When ~ is put into a graveyard from anywhere" and "whenever a [creature | <color>] card is
put into an opponent's graveyard from anywhere" (CR 603.2, 404.1, 113.8;
``sim.text.graveyard_trigger_rules``, ``sim.rules.graveyard_triggers``), played in games: from
the battlefield, from a hand (discarded) and from a library (milled)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import casts, creature, in_hand

import mtgsim
from sim import GameState
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.render import round_trips
from sim.text.render import text as rendered

DREAD = "When Dread is put into a graveyard from anywhere, shuffle it into its owner's library."
HAUNT = ("Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter "
         "on Haunt.")
COMPOST = ("Whenever a black card is put into an opponent's graveyard from anywhere, you may "
           "draw a card.")


@pytest.mark.parametrize("line", [DREAD, HAUNT, COMPOST,
                                  "Whenever a creature card is put into an opponent's graveyard "
                                  "from anywhere, you gain 1 life."])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    name = line.split(" ")[-1].rstrip(".") if "Haunt" in line else "Dread"
    reading = read_card(line, name)
    assert not reading.unsupported and len(reading.triggered) == 1
    model = reading.triggered[0]
    assert round_trips(line, model, name)
    assert round_trips(rendered(model), model)


def test_another_kind_is_not_read() -> None:
    """Only "card", "creature card", "land card" and "<color> card" are read."""
    assert read_card("Whenever an artifact card is put into an opponent's graveyard from anywhere, "
                     "you gain 1 life.", "X").unsupported


def _main(permanents: list[dict[str, Any]], hand: list[dict[str, Any]],
          b_hand: list[dict[str, Any]] | None = None, cast: int = 0) -> GameState:
    """A's precombat main phase, ``hand`` (its first ``cast`` cards, all by default) cast in
    order, libraries of 5, to the end of turn."""
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": hand, "library": 5},
                                     "B": {"hand": b_hand or [], "library": 5}},
                         "permanents": permanents,
                         "combat": {"attacks": {}, "blocks": {},
                                    "actions": casts(*[c["id"] for c in hand[:cast or None]])}})
    mtgsim.play(state)
    return state


def _spell(pid: str, text: str) -> dict[str, Any]:
    return in_hand(pid, text, ("Instant",))


@plays("When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.")
def test_put_into_a_graveyard_from_the_battlefield_or_a_hand() -> None:
    """CR 603.2, 404.1, 113.8: B's Dread on the battlefield dies to Zap, and B's Dread in hand
    is discarded: each is put into B's graveyard and shuffled into B's library (B controls
    each ability: the owner of a card in a graveyard)."""
    b_dread = in_hand("dread2", DREAD.replace("Dread", "Dread2"))
    cards = [creature("dread", "B", text=DREAD, power=0, toughness=1)]
    state = _main(cards, [_spell("zap", "Zap deals 1 damage to each creature."),
                          _spell("rot", "Each opponent discards a card.")], [b_dread])
    graveyard = [p.id for p in state.permanents.values() if p.zone is Zone.GRAVEYARD
                 and p.owner == "B"]
    assert graveyard == []
    assert len(state.players["B"].library) == 5 + 2


@plays("Whenever a card is put into an opponent's graveyard from anywhere, put a +N/+N counter "
       "on ~.",
       "Whenever a black card is put into an opponent's graveyard from anywhere, you may draw a "
       "card.")
def test_a_card_put_into_an_opponents_graveyard() -> None:
    """CR 603.2, 404.1: B mills two cards and B's black Knight dies to Zap: Haunt gets a
    counter for each of the three (and none for A's own Zap and Mill going to A's graveyard);
    Compost triggers for the black Knight only."""
    cards = [creature("haunt", text=HAUNT, power=0, toughness=5),
             creature("compost", text=COMPOST, power=0, toughness=5),
             creature("knight", "B", colors=["black"], power=0, toughness=1)]
    state = _main(cards, [_spell("zap", "Zap deals 1 damage to each creature."),
                          _spell("mill", "Each opponent mills two cards.")])
    assert state.permanents["haunt"].counters.get("+1/+1", 0) == 3
    composts = [e for e in state.events if e.kind == "triggers" and e["source"] == "compost"]
    assert len(composts) == 1


@plays("Whenever a land card is put into your graveyard from anywhere, put a +N/+N counter on "
       "~.")
def test_a_land_card_put_into_your_graveyard() -> None:
    """CR 603.2, 404.1: A's Forest is destroyed and A discards a Forest: the Crusher gets two
    counters; B's Forest destroyed with it (an opponent's graveyard) and A's nonland card
    discarded give none."""
    crusher = ("Whenever a land card is put into your graveyard from anywhere, put a +1/+1 "
               "counter on Crusher.")
    land = {"types": ["Land"], "subtypes": ["Forest"], "supertypes": ["Basic"]}
    cards = [creature("crusher", text=crusher, power=0, toughness=5),
             {"id": "f1", "controller": "A", "name": "Forest", **land},
             {"id": "f2", "controller": "B", "name": "Forest", **land}]
    state = _main(cards, [_spell("wipe", "Destroy all lands."),
                          _spell("loot", "Discard two cards."),
                          in_hand("f3", types=("Land",)), in_hand("bear")], cast=2)
    assert state.permanents["crusher"].counters.get("+1/+1", 0) == 2


def test_a_source_leaving_with_them_sees_the_cards_put_there_with_it() -> None:
    """CR 603.10a: Zap kills the Compost-like creature and B's black Knight at once: it sees
    the Knight put into B's graveyard with it and triggers."""
    text = ("Whenever a black card is put into an opponent's graveyard from anywhere, you gain "
            "1 life.")
    cards = [creature("watcher", text=text, power=0, toughness=1),
             creature("knight", "B", colors=["black"], power=0, toughness=1)]
    state = _main(cards, [_spell("zap", "Zap deals 1 damage to each creature.")])
    assert state.permanents["knight"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 21
