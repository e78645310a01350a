"""Choices made as a permanent enters (CR 614.12): "as ~ enters [the battlefield], choose a
creature type | color" is chosen by the controller as the permanent spell resolves (a
``choose_quality`` decision), and the permanent's static abilities "of the chosen type |
color" apply to the permanents of that type or color only (611.3, 613)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.engine.agents import DefaultAgent
from sim.model.actions import Choose
from sim.model.decisions import Decision, DecisionKind
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.rules.chosen import COLORS
from sim.text import FULL, read_card

ELF = {"id": "elf", "controller": "A", "name": "Elf", "subtypes": ["Elf"], "power": 1,
       "toughness": 1}
GOBLIN = {"id": "goblin", "controller": "A", "name": "Goblin", "subtypes": ["Goblin"],
          "power": 1, "toughness": 1}
ORC = {"id": "orc", "controller": "B", "name": "Orc", "subtypes": ["Goblin"], "power": 1,
       "toughness": 1}
SAGE = {"id": "sage", "controller": "A", "name": "Sage", "colors": ["U"], "power": 1,
        "toughness": 1}
KNIGHT = {"id": "knight", "controller": "A", "name": "Knight", "colors": ["W"], "power": 1,
          "toughness": 1}

INSTRUMENTS = ("As this artifact enters, choose a creature type.\n"
               "Creatures you control of the chosen type get +1/+1.")
PLAGUE = ("As this creature enters, choose a creature type.\n"
          "Creatures of the chosen type your opponents control get -1/-1.")
TRIUMPH = ("As this artifact enters the battlefield, choose a color.\n"
           "Creatures you control of the chosen color get +1/+1.")


def game(text: str, choices: list[str], permanents: list[dict[str, Any]],
         attacks: dict[str, str] | None = None, types: tuple[str, ...] = ("Artifact",)
         ) -> mtgsim.GameState:
    """A casts the permanent ({0}) in their precombat main phase, choosing ``choices``."""
    card = {"id": "thing", "name": "Thing", "types": list(types), "cost": "{0}", "text": text}
    if "Creature" in types:
        card.update(power=1, toughness=1)
    return mtgsim.load({"active_player": "A", "until": "end of combat",
                        "players": {"A": {"hand": [card]}, "B": {}},
                        "permanents": permanents,
                        "combat": {"attacks": attacks or {}, "actions": [
                            {"step": "precombat_main", "player": "A", "cast": "thing",
                             "choices": choices}]}})


@pytest.mark.parametrize("line", [
    "As Thing enters the battlefield, choose a color.", "As Thing enters, choose a color.",
    "As Thing enters the battlefield, choose a creature type."])
def test_the_choice_is_read(line: str) -> None:
    """CR 614.12: the choice is a static line of the card, rendered back as printed."""
    assert read_card(line, "Thing", ("Artifact",)).status == FULL


@plays("As ~ enters the battlefield, choose a creature type.",
       "Creatures you control of the chosen type get +1/+1.")
def test_creatures_of_the_chosen_type_get_the_bonus() -> None:
    """CR 614.12 and 611.3: A chooses Elf as the artifact enters; the Elf gets +1/+1, the
    Goblin doesn't: attacking, they deal 2 + 1."""
    state = game(INSTRUMENTS, ["Elf"], [ELF, GOBLIN], attacks={"elf": "B", "goblin": "B"})
    outcome = mtgsim.play(state)
    assert state.permanents["thing"].chosen == "Elf"
    assert outcome.life["B"] == 17


def test_another_choice_pumps_the_other_creature() -> None:
    """CR 614.12: the same card, Goblin chosen: now the Goblin gets +1/+1."""
    state = game(INSTRUMENTS, ["Goblin"], [ELF, GOBLIN])
    mtgsim.play(state)
    assert (state.power("elf"), state.power("goblin")) == (1, 2)


@plays("Creatures of the chosen type your opponents control get -1/-1.")
def test_the_opponents_creatures_of_the_chosen_type_shrink() -> None:
    """CR 614.12, 611.3 and 704.5f: Goblin chosen; B's Goblin (1/1) gets -1/-1 and dies;
    A's own Goblin is unaffected."""
    state = game(PLAGUE, ["Goblin"], [GOBLIN, ORC], types=("Creature",))
    mtgsim.play(state)
    assert state.permanents["orc"].zone.value == "graveyard"
    assert state.power("goblin") == 1


@plays("As ~ enters the battlefield, choose a color.",
       "Creatures you control of the chosen color get +1/+1.")
def test_creatures_of_the_chosen_color_get_the_bonus() -> None:
    """CR 614.12, 105.1: blue chosen: the blue Sage gets +1/+1, the white Knight doesn't."""
    state = game(TRIUMPH, ["blue"], [SAGE, KNIGHT])
    mtgsim.play(state)
    assert (state.power("sage"), state.power("knight")) == (2, 1)


def test_the_choice_is_a_decision_of_the_controller() -> None:
    """CR 614.12: the choice is A's, among the five colors (105.1), as the spell resolves;
    anything else is refused; the chosen color is the permanent's."""
    asked: list[Decision] = []

    class Chooser:
        def act(self, state: mtgsim.GameState, decision: Decision, legal: Any) -> Any:
            if decision.kind == DecisionKind.CHOOSE_QUALITY:
                asked.append(decision)
                assert Choose("quality", "purple") not in legal
                with pytest.raises(IllegalActionError):
                    state.clone().apply(Choose("quality", "purple"))
                return Choose("quality", "white")
            return DefaultAgent().act(state, decision, legal)

    state = game(TRIUMPH, [], [SAGE, KNIGHT])
    mtgsim.play(state, Chooser())
    (decision,) = asked
    assert decision.player == "A" and sorted(decision.options) == sorted(COLORS)
    assert state.permanents["thing"].chosen == "white"
    assert (state.power("sage"), state.power("knight")) == (1, 2)


@pytest.mark.parametrize("name", ["default", "random", "heuristic"])
def test_every_policy_answers_the_choice(name: str) -> None:
    """CR 614.12: the default, random and heuristic policies each choose a creature type; the
    default's first option is the type most common among A's creatures (Elf, two of them)."""
    elf2 = {**ELF, "id": "elf2"}
    state = game(INSTRUMENTS, [], [ELF, elf2, GOBLIN])
    mtgsim.play(state, mtgsim.policy(name, np.random.default_rng(1)))
    chosen = state.permanents["thing"].chosen
    assert chosen
    if name == "default":
        assert chosen == "Elf" and state.power("elf") == 2


def test_a_permanent_put_onto_the_battlefield_gets_a_choice_too() -> None:
    """CR 614.12: returned from the graveyard by an effect, the permanent still enters with a
    creature type chosen (asked of A, ``sim.rules.arriving``; unscripted, the default
    policy's first option: the type most common among A's creatures), and its anthem
    applies."""
    card = {"id": "thing", "name": "Thing", "types": ["Artifact"], "cost": "{0}",
            "text": INSTRUMENTS}
    raise_it = {"id": "raise", "name": "Raise", "types": ["Sorcery"], "cost": "{0}",
                "text": "Return target artifact card from your graveyard to the battlefield."}
    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {"hand": [raise_it], "graveyard": [card]}, "B": {}},
                         "permanents": [ELF, GOBLIN],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "raise",
                              "targets": ["thing"]}]}})
    mtgsim.play(state)
    assert state.permanents["thing"].zone.value == "battlefield"
    assert state.permanents["thing"].chosen in ("Elf", "Goblin")
    assert state.power(state.permanents["thing"].chosen.lower()) == 2


MARE = ("As this creature enters, choose a color.\n"
        "Whenever you cast a spell of the chosen color, you gain 1 life.")
WIZARDRY = ("As this enchantment enters the battlefield, choose a color.\n"
            "Whenever a player casts a spell of the chosen color, that player loses 1 life.")


def casting_after(text: str, types: tuple[str, ...], chosen: str,
                  spells: list[tuple[str, str, str]]) -> mtgsim.GameState:
    """A casts the permanent choosing ``chosen``; then, at the beginning of combat, each
    (caster, id, color) casts a {0} instant of that color ("Draw a card.")."""
    card = {"id": "thing", "name": "Thing", "types": list(types), "cost": "{0}", "text": text}
    if "Creature" in types:
        card.update(power=1, toughness=3)
    hands: dict[str, list[dict[str, Any]]] = {"A": [card], "B": []}
    actions: list[dict[str, Any]] = [{"step": "precombat_main", "player": "A", "cast": "thing",
                                      "choices": [chosen]}]
    for player, pid, color in spells:
        hands[player].append({"id": pid, "name": f"Spell {pid}", "types": ["Instant"],
                              "colors": [color], "cost": "{0}", "text": "Draw a card."})
        actions.append({"step": "beginning_of_combat", "player": player, "cast": pid})
    return mtgsim.load({"active_player": "A", "until": "end of combat",
                        "players": {"A": {"hand": hands["A"], "library": 3},
                                    "B": {"hand": hands["B"], "library": 3}},
                        "permanents": [], "combat": {"attacks": {}, "actions": actions}})


@plays("Whenever you cast a spell of the chosen color, you gain 1 life.")
def test_a_spell_of_the_chosen_color_triggers() -> None:
    """CR 601.2i and 614.12: red chosen; A's red spell triggers (A gains 1), A's blue spell
    doesn't, nor does B's red spell ("you cast")."""
    state = casting_after(MARE, ("Artifact", "Creature"), "red",
                          [("A", "bolt", "R"), ("A", "opt", "U"), ("B", "shock", "R")])
    outcome = mtgsim.play(state)
    assert outcome.life["A"] == 21 and outcome.life["B"] == 20


@plays("Whenever a player casts a spell of the chosen color, that player loses 1 life.")
def test_any_player_casting_the_chosen_color() -> None:
    """CR 601.2i, 603.2: blue chosen; B's blue spell makes B lose 1, A's blue spell A; B's red
    spell nothing."""
    state = casting_after(WIZARDRY, ("Enchantment",), "blue",
                          [("A", "opt", "U"), ("B", "think", "U"), ("B", "shock", "R")])
    outcome = mtgsim.play(state)
    assert outcome.life["A"] == 19 and outcome.life["B"] == 19


AUTOMATON = ("As this creature enters, choose a creature type.\n"
             "This creature is the chosen type in addition to its other types.\n"
             "Other creatures you control of the chosen type get +1/+1.")


@plays("~ is the chosen type in addition to its other types.",
       "Other creatures you control of the chosen type get +1/+1.")
def test_it_is_the_chosen_type_too() -> None:
    """CR 613.1d and 614.12: Elf chosen, the artifact creature is an Elf in addition; the
    other Elf gets +1/+1, not the Construct itself ("other", 611.3)."""
    state = game(AUTOMATON, ["Elf"], [ELF, GOBLIN], types=("Artifact", "Creature"))
    mtgsim.play(state)
    thing = state.permanents["thing"]
    assert thing.card.has_subtype("Elf") and not thing.card.has_subtype("Goblin")
    assert (state.power("elf"), state.power("goblin"), state.power("thing")) == (2, 1, 1)


@plays("~ is the chosen color.")
def test_it_is_the_chosen_color() -> None:
    """CR 613.1e and 614.12: red chosen, the colorless Golem is red (its color set now R);
    leaving the battlefield it is a new object, colorless again (400.7)."""
    golem = ("As this creature enters, choose a color.\nThis creature is the chosen color.\n"
             "When this creature dies, draw a card.")
    state = game(golem, ["red"], [], types=("Artifact", "Creature"))
    mtgsim.play(state)
    assert state.permanents["thing"].card.color_set == frozenset({"R"})
    state.move("thing", Zone.GRAVEYARD)
    assert state.permanents["thing"].card.color_set == frozenset()
