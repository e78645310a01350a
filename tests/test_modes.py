"""Modal spells whose controller chooses several modes (CR 700.2): "Choose two —", "Choose one
or both —", "Choose one or more —" and "Choose three. You may choose the same mode more than
once." (700.2d). The modes are chosen as the spell is cast (601.2b), each chosen mode's
targets then (601.2c, 700.2c), and the chosen modes are done in printed order (608.2c)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState
from sim.engine.agents import Agent, DefaultAgent
from sim.model.decisions import DecisionKind
from sim.model.errors import ScenarioError
from sim.model.objects import Zone
from sim.testing.checker import check
from sim.text import FULL, read_card

TWO = ("Choose two —\n• Target player gains 3 life.\n• Tap target creature.\n"
       "• Destroy target artifact.")
BOTH = ("Choose one or both —\n• Target player gains 3 life.\n• Destroy target artifact.")
MORE = ("Choose one or more —\n• Target player gains 3 life.\n• Destroy target artifact.\n"
        "• Destroy target creature.")
THREE = ("Choose three. You may choose the same mode more than once.\n• Target player gains 2 "
         "life.\n• Destroy target artifact.")
BEARS = {"id": "bears", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
ROCK = {"id": "rock", "controller": "B", "name": "Rock", "types": ["Artifact"]}


def game(text: str, mode: list[int] | int | None = None, targets: tuple[str, ...] = (),
         permanents: tuple[dict[str, Any], ...] = (BEARS, ROCK), mana: str = "{0}") -> GameState:
    """A casts the instant Modal (``text``) in their main phase, with ``mode`` and
    ``targets`` when given."""
    action: dict[str, Any] = {"step": "precombat_main", "player": "A", "cast": "modal",
                              "targets": list(targets)}
    if mode is not None:
        action["mode"] = mode
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": mana, "hand": [{"id": "modal", "name": "Modal",
                                                  "types": ["Instant"], "cost": "{0}",
                                                  "text": text}]}, "B": {}},
        "permanents": list(permanents),
        "combat": {"actions": [action]}})


def mode_options(text: str, permanents: tuple[dict[str, Any], ...] = (BEARS, ROCK)) \
        -> tuple[str, ...]:
    """The mode choices offered as A casts Modal."""
    state = game(text, permanents=permanents)
    state.apply("cast modal")
    assert state.decision is not None and state.decision.kind == DecisionKind.CHOOSE_MODE
    return state.decision.options


@pytest.mark.parametrize("text", [TWO, BOTH, MORE, THREE])
def test_mode_counts_are_read_whole(text: str) -> None:
    """CR 700.2, 700.2d: each heading is read and rendered back."""
    assert read_card(text, "Modal", ("Instant",)).status == FULL


def test_a_mode_with_an_optional_part_is_not_joined() -> None:
    """CR 700.2, 603.5: a mode with "you may" of its own isn't joined to another: the card
    stays not run rather than lose the choice."""
    text = ("Choose two —\n• You may draw a card.\n• Target player gains 3 life.\n"
            "• Destroy target artifact.")
    assert read_card(text, "Modal", ("Instant",)).status != FULL


@plays("Choose two —\n• Target player gains 3 life.\n• Target creature gets +2/+2 until end of "
       "turn.\n• Destroy target artifact.")
def test_choose_two_runs_the_two_modes_chosen() -> None:
    """CR 700.2, 601.2b, 608.2c: choosing the first two modes, B gains 3 life and the Bears
    are tapped, each mode with its own target; the third (destroy the Rock) is not done."""
    state = game(TWO, [0, 1], ("B", "bears"))
    mtgsim.play(state)
    assert state.players["B"].life == 23
    assert state.permanents["bears"].tapped
    assert state.permanents["rock"].zone is Zone.BATTLEFIELD


def test_choose_two_offers_each_pair_once() -> None:
    """CR 700.2, 700.2d: "choose two" offers every pair of different modes, in printed order,
    never one mode alone nor a mode twice."""
    assert mode_options(TWO) == ("0+1", "0+2", "1+2")


def test_a_mode_set_without_targets_is_not_offered() -> None:
    """CR 601.2c, 700.2c: with no artifact on the battlefield, the sets with "destroy target
    artifact" can't be chosen."""
    assert mode_options(TWO, permanents=(BEARS,)) == ("0+1",)


@plays("Choose one or both —\n• Target player gains 3 life.\n• Destroy target artifact.")
def test_choose_one_or_both() -> None:
    """CR 700.2, 608.2c: "one or both" offers each mode and both; both chosen, B gains 3 and the
    Rock is destroyed; one chosen, only that mode is done."""
    assert mode_options(BOTH) == ("0", "1", "0+1")
    state = game(BOTH, [0, 1], ("B", "rock"))
    mtgsim.play(state)
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.GRAVEYARD
    state = game(BOTH, 1, ("rock",))
    mtgsim.play(state)
    assert state.players["B"].life == 20
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


@plays("Choose one or more —\n• Target player gains 3 life.\n• Destroy target artifact.\n"
       "• Destroy target creature.")
def test_choose_one_or_more() -> None:
    """CR 700.2: "one or more" offers every nonempty set of modes; all three chosen, each is
    done with its own target."""
    assert len(mode_options(MORE)) == 7
    state = game(MORE, [0, 1, 2], ("B", "rock", "bears"))
    mtgsim.play(state)
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.GRAVEYARD
    assert state.permanents["bears"].zone is Zone.GRAVEYARD


@plays("Choose three. You may choose the same mode more than once.\n• Target player gains 2 "
       "life.\n• Destroy target artifact.")
def test_choose_three_with_a_mode_repeated() -> None:
    """CR 700.2d: a mode chosen twice is done twice, each with its own target (115.3: one
    "target" word per chosen mode): B gains 2 life twice, A's own choice of the Rock for the
    third."""
    assert mode_options(THREE) == ("0+0+0", "0+0+1", "0+1+1", "1+1+1")
    state = game(THREE, [0, 0, 1], ("B", "B", "rock"))
    mtgsim.play(state)
    assert state.players["B"].life == 24
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_chooses_modes(agent: str) -> None:
    """CR 700.2, 601.2b: the default, heuristic and random policies answer a choice of several
    modes and the spell resolves."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(3))}
    for text in (TWO, BOTH, MORE, THREE):
        state = game(text)
        mtgsim.play(state, policies[agent])
        assert state.permanents["modal"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_mode_choices(seed: int) -> None:
    """CR 700.2, 601.2b: random play through choices of several modes keeps every
    invariant, each listed choice legal and the game replayable."""
    for text in (TWO, THREE):
        check(game(text), np.random.default_rng(seed))


@pytest.mark.parametrize("mode", [[], [0, "one"], [-1]])
def test_a_bad_list_of_modes_names_the_field(mode: list[Any]) -> None:
    """CR 700.2: a scenario's list of modes must be mode numbers from 0: anything else is one
    clear error naming the entry's field."""
    with pytest.raises(ScenarioError, match=r"actions\[0\]\.mode"):
        game(TWO, mode)


ENTWINE = ("Choose one —\n• Target player gains 3 life.\n• Destroy target artifact.\n"
           "Entwine {2}")
ESCALATE = ("Escalate {1}\nChoose one or both —\n• Target player gains 3 life.\n"
            "• Destroy target artifact.")


def paying(text: str, mana: str, mode: list[int] | int | None = None,
           targets: tuple[str, ...] = ()) -> GameState:
    """``game`` with ``mana`` in A's pool."""
    return game(text, mode, targets, mana=mana)


def resolve(state: GameState) -> None:
    """Pass priority (the default policy) until the stack is empty."""
    while state.decision is not None and (state.stack or state.casting is not None):
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))


def options_with(text: str, mana: str) -> tuple[str, ...]:
    """The mode choices offered as A casts Modal with ``mana`` in their pool."""
    state = paying(text, mana)
    state.apply("cast modal")
    assert state.decision is not None and state.decision.kind == DecisionKind.CHOOSE_MODE
    return state.decision.options


@pytest.mark.parametrize("text", [ENTWINE, ESCALATE])
def test_entwine_and_escalate_are_read_whole(text: str) -> None:
    """CR 702.42a, 702.120a: the keyword and the modes are read and rendered back."""
    assert read_card(text, "Modal", ("Instant",)).status == FULL


@plays("Choose one —\n• Target player gains 3 life.\n• Destroy target artifact.\nEntwine {2}")
def test_entwine_pays_and_runs_both_modes() -> None:
    """CR 702.42a-b, 601.2b, 601.2f: all modes may be chosen only by paying the entwine cost:
    offered with {2} to pay, not with {0}; chosen, the {2} is paid and both modes are done in
    order (B gains 3 life, the Rock is destroyed)."""
    assert options_with(ENTWINE, "{0}") == ("0", "1")
    assert options_with(ENTWINE, "{2}") == ("0", "1", "0+1")
    state = paying(ENTWINE, "{2}", [0, 1], ("B", "rock"))
    state.apply("cast modal")
    state.apply("mode 0+1")
    state.apply("target B")
    state.apply("target rock")
    assert state.players["A"].mana.total == 0
    resolve(state)
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


def test_one_mode_of_an_entwine_spell_costs_nothing_more() -> None:
    """CR 702.42a: one mode chosen, the entwine cost is not paid: the {2} stays in the pool
    and only that mode is done."""
    state = paying(ENTWINE, "{2}", 1, ("rock",))
    state.apply("cast modal")
    state.apply("mode 1")
    while state.decision is not None and state.casting is not None:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.players["A"].mana.total == 2


@plays("Escalate {1}\nChoose one or both —\n• Target player gains 3 life.\n"
       "• Destroy target artifact.")
def test_escalate_costs_more_for_each_mode_beyond_the_first() -> None:
    """CR 702.120a, 601.2f: with {0}, only one mode can be chosen; with {1}, both, paying {1}
    once (one mode beyond the first), and both are done."""
    assert options_with(ESCALATE, "{0}") == ("0", "1")
    assert options_with(ESCALATE, "{1}") == ("0", "1", "0+1")
    state = paying(ESCALATE, "{1}", [0, 1], ("B", "rock"))
    state.apply("cast modal")
    state.apply("mode 0+1")
    state.apply("target B")
    state.apply("target rock")
    assert state.players["A"].mana.total == 0
    resolve(state)
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_entwine_and_escalate(seed: int) -> None:
    """CR 702.42a, 702.120a: random play through modes with additional costs keeps every
    invariant."""
    for text in (ENTWINE, ESCALATE):
        check(paying(text, "{2}"), np.random.default_rng(seed))


SPREE = "Spree\n+ {1} — Target player gains 3 life.\n+ {2} — Destroy target artifact."


def test_spree_is_read_whole() -> None:
    """CR 702.172a: the keyword and each mode with its cost are read and rendered back."""
    assert read_card(SPREE, "Modal", ("Instant",)).status == FULL


@plays("Spree\n+ {1} — Target player gains 3 life.\n+ {2} — Destroy target artifact.")
def test_spree_pays_each_chosen_mode() -> None:
    """CR 702.172a, 601.2b, 601.2f: a spree spell needs at least one mode's cost to be cast
    (not castable with {0}); with {1} only the {1} mode can be chosen; with {3}, both, paying
    {1} and {2}, and both are done (B gains 3 life, the Rock is destroyed)."""
    assert "cast modal" not in [str(a) for a in paying(SPREE, "{0}").legal_actions()]
    assert options_with(SPREE, "{1}") == ("0",)
    assert options_with(SPREE, "{3}") == ("0", "1", "0+1")
    state = paying(SPREE, "{3}")
    state.apply("cast modal")
    state.apply("mode 0+1")
    state.apply("target B")
    state.apply("target rock")
    assert state.players["A"].mana.total == 0
    resolve(state)
    assert state.players["B"].life == 23
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


def test_one_spree_mode_pays_only_its_cost() -> None:
    """CR 702.172a: the {2} mode alone costs {2}: {1} of the {3} stays, B's life unchanged."""
    state = paying(SPREE, "{3}")
    state.apply("cast modal")
    state.apply("mode 1")
    state.apply("target rock")
    assert state.players["A"].mana.total == 1
    resolve(state)
    assert state.players["B"].life == 20
    assert state.permanents["rock"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize("seed", range(2))
def test_the_conformance_checker_plays_spree(seed: int) -> None:
    """CR 702.172a: random play through a spree spell keeps every invariant."""
    check(paying(SPREE, "{3}"), np.random.default_rng(seed))


UP_TO = ("When Greeter enters, choose up to one —\n• Target player gains 3 life.\n"
         "• Destroy target artifact.")


def greeter(mode: str | None) -> GameState:
    """A casts the 1/1 Greeter (``UP_TO``) and answers its trigger's mode with ``mode``
    (None: stop at the choice)."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "g", "name": "Greeter", "cost": "{0}", "power": 1,
                                    "toughness": 1, "text": UP_TO}]}, "B": {}},
        "permanents": [ROCK]})
    state.apply("cast g")
    while state.decision is not None and state.decision.kind != DecisionKind.CHOOSE_MODE:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    if mode is not None:
        state.apply(f"mode {mode}")
    return state


def test_choose_up_to_one_is_read_for_a_trigger_only() -> None:
    """CR 700.2, 603.3c: "choose up to one" is read on a triggered ability (none may be
    chosen: it is removed from the stack); a spell's is not run."""
    assert read_card(UP_TO, "Greeter").status == FULL
    spell = "Choose up to one —\n• Target player gains 3 life.\n• Destroy target artifact."
    assert read_card(spell, "Modal", ("Instant",)).status != FULL


@plays("When Greeter enters, choose up to one —\n• Target player gains 3 life.\n"
       "• Destroy target artifact.")
def test_a_trigger_with_no_mode_chosen_is_removed() -> None:
    """CR 700.2, 603.3c: the trigger offers each mode and none; none chosen, it leaves the
    stack at once (nothing to respond to, nothing done); a mode chosen, that mode is done."""
    state = greeter(None)
    assert state.decision is not None and state.decision.options == ("0", "1", "none")
    state = greeter("none")
    assert state.stack == [] and state.casting is None
    resolve(state)
    assert state.players["B"].life == 20 and state.permanents["rock"].zone is Zone.BATTLEFIELD
    state = greeter("0")
    state.apply("target B")
    resolve(state)
    assert state.players["B"].life == 23 and state.permanents["rock"].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_no_mode(seed: int) -> None:
    """CR 603.3c: random play through a trigger that may choose no mode keeps every
    invariant."""
    check(mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [{"id": "g", "name": "Greeter", "cost": "{0}", "power": 1,
                                    "toughness": 1, "text": UP_TO}]}, "B": {}},
        "permanents": [ROCK]}), np.random.default_rng(seed))
