"""Mana abilities adding a counted amount (CR 106.1a, 107.3, 608.2h; issue 29, mana): "{T}:
Add X mana of any one color, where X is <count>" and "{T}: Add an amount of {G} equal to
<count>", read by ``sim.text.where_x_rules`` into an ``Op(ADD_MANA)`` whose ``Op.per`` is the
count, taken as the ability resolves (at once: a mana ability, 605.3b)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.text import read_card


def turn(hand: list[dict[str, Any]], permanents: tuple[dict[str, Any], ...] = ()
         ) -> GameState:
    """A's precombat main phase with ``hand``, no lands."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"hand": hand, "library": 3}, "B": {"library": 3}},
        "permanents": list(permanents)})


def actions(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def resolve(state: GameState) -> None:
    while state.stack or state.triggered:
        state.apply("pass")


HORROR = {"id": "horror", "name": "Horror", "power": 4, "toughness": 4, "cost": "{B}{B}{B}"}


@plays("{T}: Add X mana of any one color, where X is ~'s power.")
def test_x_mana_of_any_one_color_where_x_is_its_power() -> None:
    """CR 106.1a, 107.3, 608.2h: the 3/3 Elite's ability offers the five colors and adds
    three of the one chosen ({B}{B}{B}, its power as it resolves), which pays the Horror."""
    elite = {"id": "elite", "controller": "A", "name": "Elite", "power": 3, "toughness": 3,
             "text": "{T}: Add X mana of any one color, where X is Elite's power."}
    state = turn([HORROR], permanents=(elite,))
    assert "cast horror" not in actions(state)
    state.apply("activate elite 0")
    assert actions(state) == [f"mode {k}" for k in range(5)]
    state.apply("mode 2")
    assert not state.stack and state.players["A"].mana == Mana(B=3)
    state.apply("cast horror")
    resolve(state)
    assert state.permanents["horror"].zone is Zone.BATTLEFIELD


GOBLIN = {"id": "goblin", "name": "Goblin", "power": 2, "toughness": 2, "cost": "{R}{R}"}


@plays("{T}: Add X mana of any one color, where X is the number of creature cards in your "
       "graveyard.")
def test_x_mana_counts_creature_cards_in_the_graveyard() -> None:
    """CR 608.2h: X is the number of creature cards in A's graveyard as it resolves (two
    Bears: {R}{R}); a graveyard with none adds no mana (107.1b)."""
    ritualist = {"id": "rit", "controller": "A", "name": "Ritualist", "power": 1,
                 "toughness": 1, "text": "{T}: Add X mana of any one color, where X is the "
                                         "number of creature cards in your graveyard."}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"hand": [GOBLIN], "library": 3, "graveyard": [
                        {"name": f"Dead {k}", "types": ["Creature"], "power": 1,
                         "toughness": 1} for k in range(2)] + [
                        {"name": "Rite", "types": ["Sorcery"]}]},
                    "B": {"library": 3}},
        "permanents": [ritualist]})
    state.apply("activate rit 0")
    state.apply("mode 3")
    assert state.players["A"].mana == Mana(R=2)
    state.apply("cast goblin")
    resolve(state)
    assert state.permanents["goblin"].zone is Zone.BATTLEFIELD


@plays("{T}: Add an amount of {G} equal to ~'s power.")
def test_an_amount_of_green_equal_to_its_power() -> None:
    """CR 106.3, 608.2h: the 4/4 Nurturer adds {G}{G}{G}{G} at once (no choice, no stack),
    enough for the {G}{G}{G}{G} Wurm; its power grown, it adds more."""
    nurturer = {"id": "nur", "controller": "A", "name": "Nurturer", "power": 4,
                "toughness": 4, "text": "{T}: Add an amount of {G} equal to Nurturer's power."}
    wurm = {"id": "wurm", "name": "Wurm", "power": 6, "toughness": 6, "cost": "{G}{G}{G}{G}"}
    state = turn([wurm], permanents=(nurturer,))
    state.apply("activate nur 0")
    assert not state.stack and state.players["A"].mana == Mana(G=4)
    state.apply("cast wurm")
    resolve(state)
    assert state.permanents["wurm"].zone is Zone.BATTLEFIELD


@plays("{T}: Add an amount of {G} equal to the greatest power among creatures you control.")
def test_an_amount_equal_to_the_greatest_power() -> None:
    """CR 208.1, 608.2h: the greatest power among A's creatures (a 5/5 beside the 1/1
    Rancher) is five {G}."""
    rancher = {"id": "ranch", "controller": "A", "name": "Rancher", "power": 1,
               "toughness": 1, "text": "{T}: Add an amount of {G} equal to the greatest power "
                                       "among creatures you control."}
    big = {"id": "big", "controller": "A", "name": "Big", "power": 5, "toughness": 5}
    hydra = {"id": "hydra", "name": "Hydra", "power": 7, "toughness": 7,
             "cost": "{G}{G}{G}{G}{G}"}
    state = turn([hydra], permanents=(rancher, big))
    assert "cast hydra" not in actions(state)
    state.apply("activate ranch 0")
    assert state.players["A"].mana == Mana(G=5)
    state.apply("cast hydra")
    resolve(state)
    assert state.permanents["hydra"].zone is Zone.BATTLEFIELD


def test_x_mana_without_its_count_is_not_read() -> None:
    """CR 107.3: "add X mana of any one color" with X defined nowhere is no instruction the
    engine can run, and "an amount of {2}" is no kind of mana (106.1)."""
    card = read_card("{T}: Add X mana of any one color.", "Rock", ("Artifact",))
    assert card.unsupported


@plays("{T}, Sacrifice ~: Add X mana of any one color, where X is the number of +1/+1 "
       "counters on ~.")
def test_a_sacrificed_source_counts_as_it_last_existed() -> None:
    """CR 608.2h, 602.2b: the Stockpile is sacrificed to pay the cost; its three counters are
    counted as it last existed on the battlefield: {B}{B}{B} for the Horror."""
    stock = {"id": "stock", "controller": "A", "name": "Stockpile", "power": 0,
             "toughness": 0, "counters": {"+1/+1": 3},
             "text": "{T}, Sacrifice Stockpile: Add X mana of any one color, where X is the "
                     "number of +1/+1 counters on Stockpile."}
    state = turn([HORROR], permanents=(stock,))
    state.apply("activate stock 0")
    state.apply("mode 2")
    assert state.permanents["stock"].zone is Zone.GRAVEYARD
    assert state.players["A"].mana == Mana(B=3)
    state.apply("cast horror")
    resolve(state)
    assert state.permanents["horror"].zone is Zone.BATTLEFIELD


@plays("{1}, {T}: Add X mana of any one color, where X is the number of other Gates you "
       "control.")
def test_other_gates_are_counted_from_the_source() -> None:
    """CR 608.2h, 109.3: "other" Gates are the Gates other than the ability's source: with
    two more Gates, the Gate (itself a Gate) adds {G}{G}, its {1} paid by a Plains."""
    gate = {"id": "gate", "controller": "A", "name": "Gate", "types": ["Land"],
            "subtypes": ["Gate"], "text": "{1}, {T}: Add X mana of any one color, where X is "
                                          "the number of other Gates you control."}
    others = tuple({"id": f"g{k}", "controller": "A", "name": f"Gate {k}", "types": ["Land"],
                    "subtypes": ["Gate"]} for k in range(2))
    plains = {"id": "plains", "controller": "A", "card": "Plains"}
    bears = {"id": "bears", "name": "Bears", "power": 2, "toughness": 2, "cost": "{G}{G}"}
    state = turn([bears], permanents=(gate, *others, plains))
    state.apply("activate gate 0")
    state.apply("mode 4")
    assert state.players["A"].mana == Mana(G=2) and state.permanents["plains"].tapped
    state.apply("cast bears")
    resolve(state)
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD


@plays("{T}: Add {G} for each +1/+1 counter on ~.")
def test_mana_for_each_counter_on_the_source() -> None:
    """CR 122.1, 608.2h: the Sage with two +1/+1 counters adds {G}{G} at once, enough for the
    {G}{G} Bears; without counters it adds nothing (107.1b)."""
    sage = {"id": "sage", "controller": "A", "name": "Sage", "power": 1, "toughness": 2,
            "counters": {"+1/+1": 2}, "text": "{T}: Add {G} for each +1/+1 counter on Sage."}
    bears = {"id": "bears", "name": "Bears", "power": 2, "toughness": 2, "cost": "{G}{G}"}
    state = turn([bears], permanents=(sage,))
    assert "cast bears" not in actions(state)
    state.apply("activate sage 0")
    assert not state.stack and state.players["A"].mana == Mana(G=2)
    state.apply("cast bears")
    resolve(state)
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD


@plays("Add {R} for each card in your hand.")
def test_a_spell_adds_mana_for_each_card_in_hand() -> None:
    """CR 608.2h, 601.2a: the cards are counted as the spell resolves; the spell itself is on
    the stack then, not in the hand: with three other cards in hand it adds {R}{R}{R}."""
    fire = {"id": "fire", "name": "Fire", "types": ["Sorcery"], "cost": "{0}",
            "text": "Add {R} for each card in your hand."}
    giant = {"id": "giant", "name": "Giant", "power": 3, "toughness": 3, "cost": "{R}{R}{R}"}
    extra = [{"id": f"x{k}", "name": f"Extra {k}", "types": ["Sorcery"], "cost": "{9}"}
             for k in range(2)]
    state = turn([fire, giant, *extra])
    state.apply("cast fire")
    resolve(state)
    assert state.players["A"].mana == Mana(R=3)
    state.apply("cast giant")
    resolve(state)
    assert state.permanents["giant"].zone is Zone.BATTLEFIELD
