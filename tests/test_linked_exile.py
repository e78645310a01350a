"""Exile "until ~ leaves the battlefield" (CR 610.3): the card returns to the battlefield under
its owner's control immediately after the source leaves (610.3c), not at all if the source
left before the exile happened (610.3b)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim import GameState
from sim.model.events import Entered
from sim.model.objects import Zone

PRIEST = ("When this creature enters, exile target creature an opponent controls until this "
          "creature leaves the battlefield.")


BOLT = {"id": "bolt", "name": "Bolt", "types": ["Instant"], "cost": "{R}",
        "text": "Bolt deals 3 damage to any target."}


def priest_game(text: str = PRIEST) -> GameState:
    """A's hand: Priest ({0}, ``text``) and Bolt (an instant: 3 damage), {R}; B's Grizzly Bears."""
    priest = {"id": "priest", "name": "Priest", "power": 2, "toughness": 2, "cost": "{0}",
              "text": text}
    return mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [priest, BOLT],
                          "mana": "{R}"}, "B": {}},
        "permanents": [{"id": "bears", "controller": "B", "card": "Grizzly Bears"}],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "priest"}]}})


def resolve(state: GameState) -> None:
    """Pass until the stack is empty, choosing the Bears as the trigger's target."""
    while state.stack or state.decision is not None and state.decision.kind == "choose_target":
        if state.decision is not None and state.decision.kind == "choose_target":
            state.apply("target bears")
        else:
            state.apply("pass")


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


def bolt(state: GameState) -> None:
    state.apply("cast bolt")
    state.apply("target priest")


@plays("When this creature enters, exile target creature an opponent controls until this "
       "creature leaves the battlefield.")
def test_the_card_returns_when_the_source_leaves() -> None:
    """CR 610.3, 610.3c: the Bears are exiled while the Priest stays; bolted, the Priest dies
    and the Bears return at once under B's control, a new object (400.7) that entered
    again."""
    state = priest_game()
    state.apply("cast priest")
    resolve(state)
    assert state.permanents["bears"].zone is Zone.EXILE
    assert state.linked_exiles == (("bears", "priest"),)
    bolt(state)
    resolve(state)
    assert state.permanents["priest"].zone is Zone.GRAVEYARD
    bears = state.permanents["bears"]
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "B" and bears.sick
    assert not state.linked_exiles
    assert [e.permanent for e in state.events if isinstance(e, Entered)][-1] == "bears"


def test_a_source_gone_before_the_exile_exiles_nothing() -> None:
    """CR 610.3b: the Priest is bolted in response to its trigger: the trigger resolves after
    it left the battlefield, and the Bears don't move."""
    state = priest_game()
    state.apply("cast priest")
    state.apply("pass")
    state.apply("target bears")  # the trigger is on the stack
    bolt(state)
    resolve(state)
    assert state.permanents["priest"].zone is Zone.GRAVEYARD
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD and not state.linked_exiles


@plays("When this creature enters, exile target creature an opponent controls until this "
       "creature leaves the battlefield.", "Sacrifice this creature: You gain 1 life.")
def test_a_source_sacrificed_as_a_cost_returns_the_card() -> None:
    """CR 610.3, 602.2b: sacrificing the Priest to its own ability (a cost) returns the Bears
    as the cost is paid, before the ability resolves."""
    state = priest_game(PRIEST + "\nSacrifice this creature: You gain 1 life.")
    state.apply("cast priest")
    resolve(state)
    assert state.permanents["bears"].zone is Zone.EXILE
    state.apply("activate priest 0")
    assert zone(state, "bears") is Zone.BATTLEFIELD and state.stack
    resolve(state)
    assert state.players["A"].life == 21


def test_an_exile_that_may_take_an_aura_is_run() -> None:
    """CR 610.3c with 303.4f: an Aura exiled this way returns attached to what its owner
    chooses (``sim.rules.aura_return``, played in ``tests/test_aura_entry.py``): "target
    nonland permanent" and "target enchantment" run as "target creature" does."""
    from sim.text import FULL, read_card

    def status(what: str) -> str:
        return read_card(f"When this enchantment enters, exile target {what} an opponent "
                         "controls until this enchantment leaves the battlefield.", "Ring",
                         ("Enchantment",)).status

    assert status("nonland permanent") == FULL and status("enchantment") == FULL
    assert status("creature") == FULL and status("artifact or creature") == FULL
