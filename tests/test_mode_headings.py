"""Modal texts as Oracle prints them (CR 700.2): modes run on after their heading on one line
("Choose one —• ...• ..."), a heading's dash against its word ("choose one—"), and modes with a
name before an em dash ("• Bardic Inspiration — ..."; CR 207.2d: flavor words have no rules
meaning). Each is read as the plainly printed modal text and plays the same."""

from __future__ import annotations

from played import plays

import mtgsim
from sim import GameState
from sim.engine.agents import DefaultAgent
from sim.model.decisions import DecisionKind
from sim.model.objects import Zone
from sim.text import FULL, read_card
from sim.text.line_text import bulleted
from sim.text.mode_headings import mode_name

RUN_ON = "Choose one —• Target player gains 3 life.• Destroy target artifact."
TIGHT = "Choose one or both—• Target player gains 3 life.• Destroy target artifact."
NAMED = ("Choose one —\n• Song of Rest — Target player gains 3 life.\n"
         "• Dispel Magic — Destroy target artifact.")
TRIGGER = ("When Bard enters, choose one —\n• Song of Rest — Target player gains 3 life.\n"
           "• Dispel Magic — Destroy target artifact.")
ROCK = {"id": "rock", "controller": "B", "name": "Rock", "types": ["Artifact"]}


def cast(text: str, mode: list[int] | int, targets: tuple[str, ...]) -> GameState:
    """A casts the instant Modal (``text``) choosing ``mode`` and ``targets``, and play ends."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "modal", "name": "Modal", "types": ["Instant"],
                                    "cost": "{0}", "text": text}]}, "B": {}},
        "permanents": [ROCK],
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "modal",
                                "mode": mode, "targets": list(targets)}]}})
    mtgsim.play(state)
    return state


def test_bulleted_puts_each_mode_on_a_line() -> None:
    """CR 700.2: run-on modes are set one a line, the heading's dash apart from its word."""
    assert bulleted(TIGHT) == ("Choose one or both —\n• Target player gains 3 life.\n"
                               "• Destroy target artifact.")
    assert bulleted("Flying") == "Flying"


def test_a_mode_name_is_set_apart() -> None:
    """CR 207.2d: a mode's name before an em dash is not part of what it does."""
    assert mode_name("Song of Rest — You gain 3 life.") == ("song of rest", "You gain 3 life.")
    assert mode_name("You gain 3 life.") == ("", "You gain 3 life.")


def test_run_on_and_named_modes_are_read_whole() -> None:
    """CR 700.2, 207.2d: each form is read and rendered back."""
    for text in (RUN_ON, TIGHT, NAMED):
        assert read_card(text, "Modal", ("Instant",)).status == FULL
    assert read_card(TRIGGER, "Bard", ("Creature",)).status == FULL


@plays("Choose one —• Target player gains 3 life.• Destroy target artifact.")
def test_run_on_modes_play_as_printed() -> None:
    """CR 700.2, 601.2b: the run-on modes are two modes: the second chosen destroys the Rock
    and B gains no life."""
    state = cast(RUN_ON, 1, ("rock",))
    assert state.permanents["rock"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 20


@plays("Choose one or both—• Target player gains 3 life.• Destroy target artifact.")
def test_a_tight_heading_chooses_both() -> None:
    """CR 700.2, 608.2c: "choose one or both—" with both modes chosen does both."""
    state = cast(TIGHT, [0, 1], ("B", "rock"))
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


@plays("Choose one —\n• Song of Rest — Target player gains 3 life.\n"
       "• Dispel Magic — Destroy target artifact.")
def test_named_modes_do_what_they_say() -> None:
    """CR 207.2d, 700.2: a named mode does its effect; its name does nothing."""
    state = cast(NAMED, 0, ("B",))
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.BATTLEFIELD


@plays("When Bard enters, choose one —\n• Song of Rest — Target player gains 3 life.\n"
       "• Dispel Magic — Destroy target artifact.")
def test_a_named_mode_of_a_trigger_is_chosen_as_it_is_put_on_the_stack() -> None:
    """CR 700.2b, 603.3c, 207.2d: Bard's trigger offers its two modes by index; the second
    chosen destroys the Rock."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "bard", "name": "Bard", "cost": "{0}", "power": 1,
                                    "toughness": 1, "text": TRIGGER}]}, "B": {}},
        "permanents": [ROCK]})
    state.apply("cast bard")
    while state.decision is not None and state.decision.kind != DecisionKind.CHOOSE_MODE:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.decision is not None and state.decision.options == ("0", "1")
    state.apply("mode 1")
    state.apply("target rock")
    mtgsim.play(state)
    assert state.permanents["rock"].zone is Zone.GRAVEYARD

