"""Modal abilities whose one mode is not chosen freely (CR 700.2, 603.3c;
``Program.modes_rule``, ``sim.rules.mode_rules``): "choose one that hasn't been chosen [this
turn] —" remembers the modes chosen for that ability of that object; "choose one at random —"
offers one mode drawn at random."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim import GameState
from sim.engine.agents import DefaultAgent
from sim.model.decisions import DecisionKind
from sim.model.objects import Zone
from sim.testing.checker import check
from sim.text import FULL, read_card
from sim.text.render import round_trips
from sim.text.render import text as rendered

EVER = ("{0}: Choose one that hasn't been chosen —\n• You gain 1 life.\n• You gain 2 life.\n"
        "• Target creature gets +1/+1 until end of turn.")
TURN = EVER.replace("been chosen —", "been chosen this turn —")
ATTACKS = ("Whenever a creature you control attacks, choose one that hasn't been chosen this "
           "turn —\n• You gain 1 life.\n• You gain 2 life.")
RANDOM = ("Whenever Yeti attacks, choose one at random —\n• You gain 1 life.\n"
          "• You gain 2 life.\n• You gain 3 life.")


def kit(text: str, **fields: Any) -> GameState:
    """A's precombat main phase with the artifact Kit (``text``), no creature, and a land
    in A's hand (A's priority is a real choice: the game waits there)."""
    land = {"id": "f", "name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [land]}, "B": {}},
        "permanents": [{"id": "kit", "controller": "A", "name": "Kit", "types": ["Artifact"],
                        "text": text, **fields}]})


def activate(state: GameState, mode: str) -> None:
    """A activates Kit, chooses ``mode`` and both pass: it resolves."""
    state.apply("activate kit 0")
    assert state.decision is not None and state.decision.kind == DecisionKind.CHOOSE_MODE
    state.apply(f"mode {mode}")
    while state.stack or state.casting is not None:
        assert state.decision is not None
        state.apply("pass")


def options(state: GameState) -> list[str]:
    state.apply("activate kit 0")
    assert state.decision is not None and state.decision.kind == DecisionKind.CHOOSE_MODE
    return list(state.decision.options)


@pytest.mark.parametrize("line", [EVER, TURN, ATTACKS, RANDOM])
def test_the_heading_is_read_and_renders_back(line: str) -> None:
    """CR 700.2: the heading and its modes are read whole and render back to their text."""
    reading = read_card(line, "Yeti")
    assert reading.status == FULL
    model = (reading.activated or reading.triggered)[0]
    assert round_trips(line, model, "Yeti") and round_trips(rendered(model), model)


@plays("{0}: Choose one that hasn't been chosen —\n• You gain 1 life.\n• You gain 2 life.\n"
       "• Target creature gets +1/+1 until end of turn.")
def test_a_mode_once_chosen_is_not_offered_again() -> None:
    """CR 700.2, 602.2b: Kit offers the modes whose targets can be chosen (no creature: not
    the third, 601.2c); once the first is chosen only the second is offered; after both no
    mode can be chosen and Kit can't be activated (also in a later turn: "hasn't been
    chosen" is for ever). A life: 20 + 1 + 2."""
    state = kit(EVER)
    assert options(kit(EVER)) == ["0", "1"]
    activate(state, "0")
    assert options(state.clone()) == ["1"]
    activate(state, "1")
    assert state.players["A"].life == 23
    assert "activate kit 0" not in [str(a) for a in state.legal_actions()]
    state.turn += 2
    assert "activate kit 0" not in [str(a) for a in state.legal_actions()]


@plays("{0}: Choose one that hasn't been chosen this turn —\n• You gain 1 life.\n"
       "• You gain 2 life.\n• Target creature gets +1/+1 until end of turn.")
def test_this_turn_the_modes_come_back_next_turn() -> None:
    """CR 700.2: "this turn": after both modes are chosen Kit can't be activated this turn;
    in another turn both are offered again."""
    state = kit(TURN)
    activate(state, "1")
    activate(state, "0")
    assert state.players["A"].life == 23
    assert "activate kit 0" not in [str(a) for a in state.legal_actions()]
    state.turn += 1
    state.version += 1
    assert options(state) == ["0", "1"]


def test_a_new_object_has_no_history() -> None:
    """CR 400.7: the modes are remembered for the object: Kit returned to the battlefield (a
    new object, ``Permanent.moves``) offers both again."""
    state = kit(EVER)
    activate(state, "0")
    activate(state, "1")
    state.permanents["kit"].moves += 2
    state.version += 1
    assert options(state) == ["0", "1"]


def attack(text: str, attackers: int, seed: int = 0) -> GameState:
    """A attacks B with ``attackers`` 1/1 creatures, the first being Yeti with ``text``."""
    perms = [{"id": f"c{k}", "controller": "A", "name": "Yeti" if k == 0 else f"C{k}",
              "power": 1, "toughness": 1, **({"text": text} if k == 0 else {})}
             for k in range(attackers)]
    state = mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                         "permanents": perms,
                         "combat": {"attacks": {p["id"]: "B" for p in perms}}})
    state.seed = seed
    mtgsim.play(state)
    return state


@plays("Whenever a creature you control attacks, choose one that hasn't been chosen this turn "
       "—\n• You gain 1 life.\n• You gain 2 life.")
def test_a_third_trigger_with_no_mode_left_is_removed() -> None:
    """CR 700.2, 603.3c: three attackers trigger it three times; the first two choose the two
    modes, the third can choose none and is removed from the stack: A gains 3 life, not more
    (B takes the 3 combat damage)."""
    state = attack(ATTACKS, 3)
    assert state.players["A"].life == 23 and state.players["B"].life == 17


@plays("Whenever Yeti attacks, choose one at random —\n• You gain 1 life.\n• You gain 2 life.\n"
       "• You gain 3 life.")
def test_a_random_mode_is_the_only_one_offered() -> None:
    """CR 700.2: the mode is drawn at random as the trigger is put on the stack: its
    controller is offered that one mode (each game gains 1, 2 or 3 life, one mode's); over
    seeds each of the three happens."""
    gained = set()
    for seed in range(12):
        state = attack(RANDOM, 1, seed)
        assert state.permanents["c0"].zone is Zone.BATTLEFIELD
        gained.add(state.players["A"].life - 20)
    assert gained <= {1, 2, 3}
    assert gained == {1, 2, 3}


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_remembered_modes(seed: int) -> None:
    """CR 700.2: random play through Kit's remembered modes keeps every invariant."""
    check(kit(TURN), np.random.default_rng(seed))


PEST = ("When Mage enters, choose one —\n• Create a 1/1 black and green Pest creature token with "
        "\"When this creature dies, you gain 1 life.\"\n• You draw a card and you lose 1 life.")


@plays("When Mage enters, choose one —\n• Create a 1/1 black and green Pest creature token with "
       "\"When this creature dies, you gain 1 life.\"\n• You draw a card and you lose 1 life.")
def test_a_mode_ending_with_a_quoted_ability() -> None:
    """CR 700.2, 111.4, 113.1a: a mode whose token has a quoted ability (its own period ends
    the mode) is read and renders back; chosen, the Pest is created with its dies trigger:
    destroyed, A gains 1 life."""
    reading = read_card(PEST, "Mage")
    assert reading.status == FULL
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"library": 3, "hand": [
            {"id": "m", "name": "Mage", "cost": "{0}", "power": 1, "toughness": 1,
             "text": PEST},
            {"id": "k", "name": "Kill", "types": ["Instant"], "cost": "{0}",
             "text": "Destroy target creature."}]}, "B": {}}})
    state.apply("cast m")
    while state.decision is not None and state.decision.kind != DecisionKind.CHOOSE_MODE:
        state.apply("pass")
    assert state.decision is not None and state.decision.options == ("0", "1")
    state.apply("mode 0")
    while state.stack:
        state.apply("pass")
    [pest] = [p for p in state.permanents.values() if p.token]
    assert pest.card.name.startswith("Pest") and pest.zone is Zone.BATTLEFIELD
    state.apply("cast k")
    state.apply(next(a for a in state.legal_actions() if pest.id in str(a)))
    while state.stack or state.triggered:
        assert state.decision is not None
        state.apply(str(state.legal_actions()[0]) if state.decision.kind != "priority"
                    else "pass")
    assert state.players["A"].life == 21


PACT = ("At the beginning of your upkeep, choose one that hasn't been chosen —\n"
        "• Draw two cards.\n• You lose the game.")


@plays("At the beginning of your upkeep, choose one that hasn't been chosen —\n"
       "• Draw two cards.\n• You lose the game.")
def test_a_pact_runs_out_of_modes() -> None:
    """CR 700.2, 104.3e: A's first upkeep offers both modes (A draws two cards); A's next
    upkeep offers only the one not chosen, and A loses the game (B wins)."""
    state = mtgsim.load({
        "active_player": "A", "step": "upkeep", "until": "end of game", "turn_limit": 5,
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "pact", "controller": "A", "name": "Pact",
                        "types": ["Enchantment"], "text": PACT}]})
    offered: list[tuple[str, ...]] = []
    while state.decision is not None:
        if state.decision.kind == DecisionKind.CHOOSE_MODE:
            offered.append(state.decision.options)
            state.apply(f"mode {state.decision.options[0]}")
            continue
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert offered == [("0", "1"), ("1",)]
    assert state.players["A"].lost and not state.players["B"].lost
    assert state.turn == 3
