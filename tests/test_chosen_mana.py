"""Mana of the color chosen as a permanent entered (CR 614.12, 106.1, 605.1a): "As ~ enters,
choose a color. {T}: Add one mana of the chosen color." (Coldsteel Heart, Paradise Plume),
"choose a color other than red ... {T}: Add {R} or one mana of the chosen color." (the
Thriving lands, the Gates), "As it enters, choose a color." (Crossroads Village). The ability
makes mana of that color only (``sim.model.chosen_values`` gives the permanent its
``mana_adds``), none while no color was chosen; the payment planner
(``sim.rules.costs``) pays with it as with any other source."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from boards import board
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

import mtgsim
from sim.model.actions import PlayLand, action_from_json, parse_action
from sim.model.board import retype
from sim.model.card import CardDef
from sim.model.decisions import Decision, DecisionKind
from sim.model.errors import IllegalActionError, IllegalBlockError
from sim.model.mana import Mana, ManaCost
from sim.model.objects import Permanent
from sim.model.protection import protected_from
from sim.rules.chosen import COLORS
from sim.rules.costs import can_pay, plan
from sim.rules.land_entry import play_ways
from sim.text import FULL, build_card, read_card

HEART = ("As this artifact enters the battlefield, choose a color.\n"
         "{T}: Add one mana of the chosen color.")
BLUFF = ("This land enters tapped.\n"
         "As this land enters, choose a color other than red.\n"
         "{T}: Add {R} or one mana of the chosen color.")
VILLAGE = "As it enters, choose a color.\n{T}: Add one mana of the chosen color."
DRAIN = {"id": "drain", "name": "Drain", "types": ["Sorcery"], "cost": "{U}",
         "text": "Target player loses 2 life."}
SCORCH = {"id": "scorch", "name": "Scorch", "types": ["Sorcery"], "cost": "{R}",
          "text": "Target player loses 3 life."}


def fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def game(text: str, choice: str, spell: dict[str, Any], types: tuple[str, ...] = ("Artifact",)
         ) -> mtgsim.GameState:
    """A casts the permanent ({0}) choosing ``choice``, then ``spell`` at B with its mana."""
    card = {"id": "thing", "name": "Thing", "types": list(types), "text": text}
    how = "play" if "Land" in types else "cast"  # a land is played (CR 305.1)
    if how == "cast":
        card["cost"] = "{0}"
    return mtgsim.load({"active_player": "A", "until": "end of combat",
                        "players": {"A": {"hand": [card, spell]}, "B": {}},
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", how: "thing",
                             "choices": [choice]},
                            {"step": "precombat_main", "player": "A", "cast": spell["id"],
                             "targets": ["B"]}]}})


def chosen_source(text: str, color: str, card_type: str = "Artifact") -> mtgsim.GameState:
    """A position: A controls the permanent ``text`` (id p0, untapped) with ``color`` chosen
    as it entered ("" for none)."""
    card = build_card({"name": "Thing", "text": text, "types": [card_type]}, fail)
    state = board(Permanent("p0", "A", card))
    state.permanents["p0"].chosen = color
    if color:
        retype(state, "p0")
    return state


@pytest.mark.parametrize("text", [HEART, BLUFF, VILLAGE])
def test_the_clauses_are_read(text: str) -> None:
    """CR 614.12, 605.1a: each line is read and rendered back as printed."""
    assert read_card(text, "Thing", ("Land",)).status == FULL


@plays("As ~ enters the battlefield, choose a color.", "{T}: Add one mana of the chosen color.")
def test_the_mana_is_of_the_chosen_color() -> None:
    """CR 614.12, 106.1: blue chosen as the artifact enters, it taps for {U}: Drain ({U}) is
    cast with it (B loses 2) and the artifact is tapped."""
    state = game(HEART, "blue", DRAIN)
    mtgsim.play(state)
    assert state.permanents["thing"].chosen == "blue"
    assert state.permanents["thing"].tapped
    assert state.players["B"].life == 18


def test_the_mana_is_of_no_other_color() -> None:
    """CR 106.1, 605.1a: green chosen, the artifact makes {G} only: it pays {G} and generic
    mana, never {U}."""
    state = chosen_source(HEART, "green")
    assert can_pay(state, "A", ManaCost.parse("{G}"))
    assert can_pay(state, "A", ManaCost.parse("{1}"))
    assert not can_pay(state, "A", ManaCost.parse("{U}"))
    found = plan(state, "A", ManaCost.parse("{G}"))
    assert found is not None and found[1] == [("p0", Mana(G=1), 1)]


def test_no_color_chosen_makes_no_mana() -> None:
    """CR 614.12, 106.1: with no color chosen the ability makes no mana: nothing to pay with."""
    state = chosen_source(HEART, "")
    assert not can_pay(state, "A", ManaCost.parse("{1}"))


@plays("As ~ enters, choose a color other than red.",
       "{T}: Add {R} or one mana of the chosen color.")
def test_a_color_other_than_red_and_red() -> None:
    """CR 614.12: played, the land's choice is part of the action (305.1), one way per color
    but red; 605.1a, 106.1: the land then makes {R} or one mana of the chosen color (blue):
    Drain ({U}) is cast with it."""
    text = BLUFF.replace("This land enters tapped.\n", "")
    state = game(text, "blue", DRAIN, types=("Land",))
    ways = play_ways(state, "A", state.permanents["thing"])
    assert {w.choice for w in ways} == {c for c in COLORS if c != "red"}
    mtgsim.play(state)
    assert state.permanents["thing"].chosen == "blue"
    assert state.players["B"].life == 18
    red = chosen_source(text, "blue", "Land")
    assert can_pay(red, "A", ManaCost.parse("{R}")) and can_pay(red, "A", ManaCost.parse("{U}"))
    assert not can_pay(red, "A", ManaCost.parse("{G}"))
    assert not can_pay(red, "A", ManaCost.parse("{R}{U}"))  # one activation, one mana


def test_played_lands_action_names_the_choice() -> None:
    """CR 614.12, 305.1: the action "play thing choosing blue" reads back as itself."""
    action = PlayLand("thing", choice="blue")
    assert parse_action(str(action)) == action and str(action) == "play thing choosing blue"
    assert action_from_json(action.to_json()) == action
    assert parse_action("play thing pay choosing Elf") == PlayLand("thing", True, "Elf")


@plays("As it enters, choose a color.")
def test_as_it_enters_choose_a_color() -> None:
    """CR 614.12: "as it enters" is the same choice: red chosen, the land taps for {R} and
    Scorch ({R}) is cast with it (B loses 3)."""
    state = game(VILLAGE, "red", SCORCH, types=("Land",))
    mtgsim.play(state)
    assert state.permanents["thing"].chosen == "red"
    assert state.players["B"].life == 17


def test_put_onto_the_battlefield_it_still_makes_mana() -> None:
    """CR 614.12: a permanent put onto the battlefield by an effect gets its color chosen (the
    engine's default) and its ability makes mana of that color."""
    card = {"id": "thing", "name": "Thing", "types": ["Artifact"], "cost": "{0}", "text": HEART}
    raise_it = {"id": "raise", "name": "Raise", "types": ["Sorcery"], "cost": "{0}",
                "text": "Return target artifact card from your graveyard to the battlefield."}
    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {"hand": [raise_it], "graveyard": [card]}, "B": {}},
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "raise",
                              "targets": ["thing"]}]}})
    mtgsim.play(state)
    color = state.permanents["thing"].chosen
    assert color in COLORS
    letter = "WUBRG"[COLORS.index(color)]
    assert state.permanents["thing"].card.produces == letter


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(COLORS), st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}",
                                                 "{2}", "{W/U}", "{R/P}"]))
def test_a_chosen_color_source_pays_as_a_fixed_one(color: str, cost: str) -> None:
    """CR 106.1, 614.12: a source of the chosen color pays exactly what a "{T}: Add <that
    color>" source pays (the planner is the same; the card's mana is the choice's)."""
    letter = "WUBRG"[COLORS.index(color)]
    chosen = chosen_source(HEART, color)
    fixed = board(Permanent("p0", "A", build_card(
        {"name": "Fixed", "text": f"{{T}}: Add {{{letter}}}.", "types": ["Artifact"]}, fail)))
    want = ManaCost.parse(cost)
    assert can_pay(chosen, "A", want) == can_pay(fixed, "A", want)
    a, b = plan(chosen, "A", want), plan(fixed, "A", want)
    assert (a is None) == (b is None)
    if a is not None and b is not None:
        assert a[0] == b[0] and [m for _, m, _ in a[1]] == [m for _, m, _ in b[1]]


def test_a_scripted_choice_of_red_is_refused_clearly() -> None:
    """CR 614.12: "a color other than red": a scenario playing the land choosing red gets one
    message naming the choice and what is accepted."""
    text = BLUFF.replace("This land enters tapped.\n", "")
    with pytest.raises(IllegalActionError, match="'red' is not a choice Thing offers"):
        mtgsim.play(game(text, "red", SCORCH, types=("Land",)))


# --- "protection from the chosen color" (CR 702.16, 614.12) -----------------------------------

WARD = "As ~ enters, choose a color.\nAll Slivers have protection from the chosen color."
ORDER = "As ~ enters, choose a color.\n~ has protection from the chosen color."


def sliver_combat(blocker_color: str) -> mtgsim.GameState:
    """A casts the Sliver lord choosing red; A's Sliver attacks, B's Ogre (``blocker_color``)
    blocks it."""
    lord = {"id": "thing", "name": "Thing", "types": ["Creature"], "subtypes": ["Sliver"],
            "cost": "{0}", "power": 1, "toughness": 1, "text": WARD.replace("~", "Thing")}
    sliver = {"id": "s", "controller": "A", "name": "Sliver", "subtypes": ["Sliver"],
              "power": 2, "toughness": 2}
    ogre = {"id": "ogre", "controller": "B", "name": "Ogre", "colors": [blocker_color],
            "power": 3, "toughness": 3}
    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {"hand": [lord]}, "B": {}},
                         "permanents": [sliver, ogre],
                         "combat": {"attacks": {"s": "B"}, "blocks": {"ogre": "s"}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "thing",
                              "choices": ["red"]}]}})
    mtgsim.play(state)
    return state


@plays("As ~ enters, choose a color.", "All Slivers have protection from the chosen color.")
def test_slivers_have_protection_from_the_chosen_color() -> None:
    """CR 614.12, 702.16f: red chosen as the Sliver lord enters, A's attacking Sliver can't
    be blocked by B's red Ogre; a green Ogre blocks it and kills it (no protection from
    green)."""
    with pytest.raises(IllegalBlockError, match="protection from red"):
        sliver_combat("R")
    state = sliver_combat("G")
    assert state.permanents["thing"].chosen == "red"
    assert state.permanents["s"].zone.value == "graveyard"


@plays("~ has protection from the chosen color.")
def test_it_has_protection_from_the_chosen_color_only() -> None:
    """CR 614.12, 702.16b: blue chosen, the creature can't be the target of B's blue spell but
    can be of a red one; with no color chosen it has no protection."""
    card = build_card({"name": "Order", "text": ORDER.replace("~", "Order"),
                       "types": ["Creature"], "power": 1, "toughness": 1}, fail)
    state = board(Permanent("p0", "A", card), Permanent("u", "B", CardDef(
        "Blue", types=("Creature",), colors=("U",), power=1, toughness=1)),
        Permanent("r", "B", CardDef("Red", types=("Creature",), colors=("R",), power=1,
                                    toughness=1)))
    assert not protected_from(state, "p0", "u")
    state.permanents["p0"].chosen = "blue"
    retype(state, "p0")
    assert protected_from(state, "p0", "u") and not protected_from(state, "p0", "r")


# --- "gains protection from the color of your choice until end of turn" (CR 702.16, 608.2d) ---

WILLING = {"id": "willing", "name": "Willing", "types": ["Instant"], "cost": "{0}",
           "text": "Target creature you control gains protection from the color of your "
                   "choice until end of turn."}
BEAR = {"id": "bear", "controller": "A", "name": "Bear", "power": 2, "toughness": 2}


def willing(choices: list[str], blocker_color: str) -> mtgsim.GameState:
    """A casts Willing on the Bear in their precombat main phase (``choices``); the Bear
    attacks and B's Ogre (``blocker_color``) blocks it."""
    ogre = {"id": "ogre", "controller": "B", "name": "Ogre", "colors": [blocker_color],
            "power": 3, "toughness": 3}
    return mtgsim.load({"active_player": "A", "until": "end of combat",
                        "players": {"A": {"hand": [WILLING]}, "B": {}},
                        "permanents": [BEAR, ogre],
                        "combat": {"attacks": {"bear": "B"}, "blocks": {"ogre": "bear"},
                                   "actions": [{"step": "precombat_main", "player": "A",
                                                "cast": "willing", "targets": ["bear"],
                                                "choices": choices}]}})


@plays("Target creature you control gains protection from the color of your choice until end "
       "of turn.")
def test_protection_from_the_color_chosen_as_it_resolves() -> None:
    """CR 608.2d, 702.16f: red chosen as Willing resolves, the Bear can't be blocked by the red
    Ogre; a green Ogre blocks it and kills it."""
    with pytest.raises(IllegalBlockError, match="protection from red"):
        mtgsim.play(willing(["red"], "R"))
    state = willing(["red"], "G")
    mtgsim.play(state)
    assert state.permanents["bear"].zone.value == "graveyard"


@pytest.mark.parametrize("name", ["default", "random", "heuristic"])
def test_every_policy_chooses_the_color(name: str) -> None:
    """CR 608.2d: with no scripted choice the controller's policy chooses one of the five
    colors (a ``choose_quality`` decision); the Bear then has protection from it."""
    asked: list[Decision] = []
    agent = mtgsim.policy(name, np.random.default_rng(3))

    class Watch:
        def act(self, state: mtgsim.GameState, decision: Decision, legal: Any) -> Any:
            if decision.kind == DecisionKind.CHOOSE_QUALITY:
                asked.append(decision)
            return agent.act(state, decision, legal)

    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {"hand": [WILLING]}, "B": {}}, "permanents": [BEAR],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "willing",
                              "targets": ["bear"]}]}})
    mtgsim.play(state, Watch())
    (decision,) = asked
    assert decision.player == "A" and sorted(decision.options) == sorted(COLORS)
    assert "608.2d" in decision.prompt
    letters = {v for k, v in state.params("bear") if k == "protection"}
    assert len(letters) == 1 and letters <= set("WUBRG")
