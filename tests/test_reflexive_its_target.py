"""A reflexive triggered ability's "it" after its own target (CR 603.12, 115.1;
``sim.text.reflexive_text``): "you may discard a card. When you do, put a +1/+1 counter on
target creature. It gains trample until end of turn" — "it" is the target chosen as the
reflexive ability is put on the stack, not the source nor the card discarded; "it" before any
target ("When you do, it deals 2 damage ...") still is not read."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import bear, drive

import mtgsim
from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.oracle import FULL

TEXT = ("When this creature enters, you may discard a card. When you do, put a +1/+1 counter "
        "on target creature. It gains trample until end of turn.")


def cast(text: str, hand: list[dict[str, Any]], permanents: tuple[dict[str, Any], ...]
         ) -> GameState:
    """A casts a 4/4 with ``text`` for {0} in their first main phase; the game stops at the
    end of combat (what lasts until end of turn still lasts)."""
    ripper = {"id": "ripper", "name": "Ripper", "power": 4, "toughness": 4, "cost": "{0}",
              "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat",
        "players": {"A": {"hand": [ripper, *hand]}, "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "ripper"}]}})
    state.apply("cast ripper")
    return state


@plays("When this creature enters, you may discard a card. When you do, put a +1/+1 counter on "
       "target creature. It gains trample until end of turn.")
def test_it_is_the_reflexive_target() -> None:
    """CR 603.12, 115.1, 122.1: A discards, the reflexive ability targets A's Bear: it gets a
    +1/+1 counter and trample (611.2a); the source gains nothing."""
    junk = {"id": "junk", "name": "Junk", "power": 1, "toughness": 1}
    state = cast(TEXT, hand=[junk], permanents=(bear("ally", "A"),))

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_optional":
            return "yes"
        if kind == "choose_discard":
            return "discard junk"
        return "target ally" if kind == "choose_target" else None
    drive(state, pick)
    assert state.permanents["junk"].zone is Zone.GRAVEYARD
    assert state.power("ally") == 3 and state.has("ally", Kw.TRAMPLE)
    assert not state.has("ripper", Kw.TRAMPLE)


def test_it_before_a_target_is_not_read() -> None:
    """CR 603.12: "it" before the reflexive ability names a target may be what was done (the
    sacrificed creature): not read."""
    text = ("When this creature enters, you may sacrifice a creature. When you do, it deals 2 "
            "damage to target creature.")
    assert read_card(text, "Ripper", ("Creature",)).status != FULL
