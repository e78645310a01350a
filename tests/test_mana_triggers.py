"""Triggered mana abilities (CR 605.1b, 605.4a, 106.12, 106.12a): "whenever enchanted land is
tapped for mana, its controller adds an additional {G}" (Wild Growth), "... one mana of any
color" (Fertile Ground), "... two mana in any combination of colors" (Fertile Ground's elder
kin), "whenever a player taps a land for mana, that player adds one mana of any type that land
produced" (Mana Flare), "whenever you tap a swamp for mana, add an additional {B}", "whenever a
forest is tapped for mana, its controller adds an additional {G}". The mana such an ability
adds comes at once with the mana of the ability that triggered it (no stack, 605.4a): the
payment planner counts it exactly (each choice of it an alternative of the tapped source), and
what the cost doesn't spend stays in the pool (106.4). A hypothesis test checks the planner
against the same position with the widened mana ability printed on the land instead."""

from __future__ import annotations

from typing import Any

import pytest
from boards import board
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

import mtgsim
from sim.model.card import CardDef
from sim.model.mana import Mana, ManaCost
from sim.model.objects import Permanent, Zone
from sim.rules.costs import can_pay, pay
from sim.text import FULL, build_card, read_card

FOREST = {"id": "forest", "controller": "A", "name": "Forest", "types": ["Land"],
          "subtypes": ["Forest"], "supertypes": ["Basic"]}
ISLAND = {"id": "island", "controller": "A", "name": "Island", "types": ["Land"],
          "subtypes": ["Island"], "supertypes": ["Basic"]}
SWAMP = {"id": "swamp", "controller": "A", "name": "Swamp", "types": ["Land"],
         "subtypes": ["Swamp"], "supertypes": ["Basic"]}
WILD_GROWTH = "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
FLARE = ("Whenever a player taps a land for mana, that player adds one mana of any type that "
         "land produced.")


def fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def cast_drain(permanents: list[dict[str, Any]], cost: str) -> mtgsim.GameState:
    """A casts Drain (``cost``: "target player loses 2 life") at B in their precombat main
    phase with what ``permanents`` make; the state after it (B at 18 if it was cast)."""
    drain = {"id": "drain", "name": "Drain", "types": ["Sorcery"], "cost": cost,
             "text": "Target player loses 2 life."}
    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {"hand": [drain]}, "B": {}},
                         "permanents": permanents,
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "drain",
                              "targets": ["B"]}]}})
    mtgsim.play(state)
    return state


def casts(permanents: list[dict[str, Any]], cost: str) -> bool:
    """Whether A can cast Drain for ``cost`` (a refused scripted cast raises)."""
    try:
        return cast_drain(permanents, cost).players["B"].life == 18
    except Exception as error:  # the scripted cast is refused: not affordable
        assert "drain" in str(error).lower()
        return False


def source(text: str, controller: str = "A", card_type: str = "Enchantment",
           **fields: Any) -> dict[str, Any]:
    """The permanent with the triggered mana ability (id "giver")."""
    return {"id": "giver", "controller": controller, "name": "Giver", "types": [card_type],
            "text": text, **fields}


def aura(text: str, on: str = "forest", controller: str = "A") -> dict[str, Any]:
    """An Aura with ``text`` attached to ``on``."""
    return source(text, controller, subtypes=["Aura"], attached_to=on)


@pytest.mark.parametrize("text", [
    WILD_GROWTH, FLARE,
    "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
    "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of "
    "any color.",
    "Whenever enchanted land is tapped for mana, its controller adds an additional two mana in "
    "any combination of colors.",
    "Whenever you tap a land for mana, add one mana of any type that land produced.",
    "Whenever you tap a Swamp for mana, add an additional {B}.",
    "Whenever you tap a creature for mana, add an additional {G}.",
    "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
    "Whenever a Mountain is tapped for mana, its controller adds an additional {R}."])
def test_the_triggers_are_read(text: str) -> None:
    """CR 605.1b: each is read and rendered back as printed."""
    assert read_card(text, "Giver", ("Enchantment",)).status == FULL


@pytest.mark.parametrize("text", [
    # the wording of the mana must be the wording of the trigger
    "Whenever you tap a land for mana, its controller adds an additional {G}.",
    "Whenever a player taps a land for mana, add one mana of any type that land produced.",
    "Whenever a player taps a land for mana, that player adds one mana of any type that "
    "creature produced.",
    # a choice made as the source entered, or a condition: not this rule
    "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana "
    "of the chosen color.",
    "Whenever a player taps a Wall for mana, that player adds one mana of any type that Wall "
    "produced."])
def test_other_wordings_are_not_read(text: str) -> None:
    """Clauses this rule does not read stay unsupported (never read approximately)."""
    assert read_card(text, "Giver", ("Enchantment",)).status != FULL


@plays("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.")
def test_enchanted_forest_pays_two_green() -> None:
    """CR 605.1b, 605.4a: the enchanted Forest, tapped for mana, makes {G} and its Aura's
    trigger adds another {G} at once: alone it pays {G}{G}; without the Aura it can't."""
    assert casts([FOREST, aura(WILD_GROWTH)], "{G}{G}")
    assert not casts([FOREST], "{G}{G}")
    assert not casts([FOREST, aura(WILD_GROWTH)], "{G}{G}{G}")


def test_unspent_triggered_mana_stays_in_the_pool() -> None:
    """CR 605.4a, 106.4: paying {G} with the enchanted Forest leaves the Aura's {G} in the
    pool (it is added whether needed or not); the land is tapped (106.12)."""
    growth = build_card({"name": "Wild Growth", "types": ["Enchantment"], "subtypes": ["Aura"],
                         "text": WILD_GROWTH}, fail)
    forest = CardDef("Forest", types=("Land",), subtypes=("Forest",), supertypes=("Basic",))
    state = board(Permanent("p0", "A", forest), Permanent("aura", "A", growth,
                                                          attached_to="p0"))
    pay(state, "A", ManaCost.parse("{G}"))
    assert state.players["A"].mana == Mana(G=1) and state.permanents["p0"].tapped


def test_the_lands_controller_gets_the_mana() -> None:
    """CR 605.1b, 303.4: "its controller adds": B's Aura on A's Forest gives A the {G}."""
    assert casts([FOREST, aura(WILD_GROWTH, controller="B")], "{G}{G}")


@plays("Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.")
def test_overgrowth_adds_two() -> None:
    """CR 605.1b: the enchanted Forest makes {G}{G}{G} when tapped for mana."""
    text = "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}."
    assert casts([FOREST, aura(text)], "{G}{G}{G}")
    assert not casts([FOREST, aura(text)], "{G}{G}{G}{G}")


@plays("Whenever enchanted land is tapped for mana, its controller adds an additional one mana "
       "of any color.")
def test_fertile_ground_adds_any_color() -> None:
    """CR 605.1b, 106.1a: the extra mana is of a color its controller chooses: the Forest
    pays {G}{U}, but not {U}{U} (the Forest's own mana is green)."""
    text = ("Whenever enchanted land is tapped for mana, its controller adds an additional one "
            "mana of any color.")
    assert casts([FOREST, aura(text)], "{G}{U}")
    assert not casts([FOREST, aura(text)], "{U}{U}")


@plays("Whenever enchanted land is tapped for mana, its controller adds an additional two mana "
       "in any combination of colors.")
def test_two_mana_in_any_combination() -> None:
    """CR 605.1b, 106.1a: {G} and two more of any colors: pays {U}{B}{G}, not {C}{G}{G}."""
    text = ("Whenever enchanted land is tapped for mana, its controller adds an additional two "
            "mana in any combination of colors.")
    assert casts([FOREST, aura(text)], "{U}{B}{G}")
    assert not casts([FOREST, aura(text)], "{C}{G}")


@plays("Whenever a player taps a land for mana, that player adds one mana of any type that "
       "land produced.")
def test_mana_flare_doubles_every_players_lands() -> None:
    """CR 605.1b: B's Mana Flare: A's Island, tapped by A for mana, makes {U}{U}; a land
    making "{R} or {G}" adds another of the type it produced — {R}{R} or {G}{G}, never
    {R}{G}."""
    assert casts([ISLAND, source(FLARE, controller="B")], "{U}{U}")
    dual = {"id": "dual", "controller": "A", "name": "Dual", "types": ["Land"],
            "text": "{T}: Add {R} or {G}."}
    assert casts([dual, source(FLARE, controller="B")], "{R}{R}")
    assert casts([dual, source(FLARE, controller="B")], "{G}{G}")
    assert not casts([dual, source(FLARE, controller="B")], "{R}{G}")


@plays("Whenever you tap a land for mana, add one mana of any type that land produced.")
def test_only_your_lands() -> None:
    """CR 605.1b: "whenever you tap a land": A's card doubles A's Island, not B's lands."""
    text = "Whenever you tap a land for mana, add one mana of any type that land produced."
    assert casts([ISLAND, source(text)], "{U}{U}")
    assert not casts([ISLAND, source(text, controller="B")], "{U}{U}")


@plays("Whenever you tap a Swamp for mana, add an additional {B}.")
def test_swamps_only() -> None:
    """CR 605.1b, 205.3i: the Swamp makes {B}{B}; an Island still only {U}."""
    text = "Whenever you tap a Swamp for mana, add an additional {B}."
    assert casts([SWAMP, source(text)], "{B}{B}")
    assert not casts([ISLAND, source(text)], "{U}{B}")


@plays("Whenever you tap a creature for mana, add an additional {G}.")
def test_creatures_tapped_for_mana() -> None:
    """CR 605.1b, 302.6: an Elf ("{T}: Add {G}") free of summoning sickness pays {G}{G}; a
    Forest is no creature and gets nothing."""
    text = "Whenever you tap a creature for mana, add an additional {G}."
    elf = {"id": "elf", "controller": "A", "name": "Elf", "types": ["Creature"], "power": 1,
           "toughness": 1, "text": "{T}: Add {G}."}
    assert casts([elf, source(text)], "{G}{G}")
    assert not casts([FOREST, source(text)], "{G}{G}")


@plays("Whenever a Forest is tapped for mana, its controller adds an additional {G}.")
def test_every_forest() -> None:
    """CR 605.1b: B's card: A's Forest makes {G}{G} for A."""
    text = "Whenever a Forest is tapped for mana, its controller adds an additional {G}."
    assert casts([FOREST, source(text, controller="B")], "{G}{G}")


def test_the_aura_gone_the_trigger_is_gone() -> None:
    """CR 603.2, 605.1b: with the Aura in the graveyard the Forest makes {G} only."""
    growth = build_card({"name": "Wild Growth", "types": ["Enchantment"], "subtypes": ["Aura"],
                         "text": WILD_GROWTH}, fail)
    forest = CardDef("Forest", types=("Land",), subtypes=("Forest",), supertypes=("Basic",))
    state = board(Permanent("p0", "A", forest), Permanent("aura", "A", growth,
                                                          attached_to="p0"))
    assert can_pay(state, "A", ManaCost.parse("{G}{G}"))
    state.move("aura", Zone.GRAVEYARD)
    assert not can_pay(state, "A", ManaCost.parse("{G}{G}"))


_COSTS = st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}"]),
                  min_size=1, max_size=6).map("".join)


@settings(max_examples=40, deadline=None)
@given(cost=_COSTS, extra=st.sampled_from(["{G}", "{G}{G}", "one mana of any color"]),
       printed=st.sampled_from(["{G}", "{R} or {G}", "{C}"]))
def test_the_planner_counts_the_trigger_as_a_widened_ability(cost: str, extra: str,
                                                             printed: str) -> None:
    """CR 605.4a: a land with "{T}: Add <printed>" enchanted with "... adds an additional
    <extra>", beside a plain Island, pays exactly what the land would with each of its
    alternatives widened by each choice of the extra mana printed on it."""
    text = f"Whenever enchanted land is tapped for mana, its controller adds an additional {extra}."
    growth = build_card({"name": "Growth", "types": ["Enchantment"], "subtypes": ["Aura"],
                         "text": text}, fail)
    land = build_card({"name": "Land", "types": ["Land"], "text": f"{{T}}: Add {printed}."},
                      fail)
    base = [m for ways in land.mana_adds for m in ways]
    extras = [Mana(G=1)] if extra == "{G}" else [Mana(G=2)] if extra == "{G}{G}" else [
        Mana(**{c: 1}) for c in "WUBRG"]
    ways = tuple(dict.fromkeys(Mana(*(getattr(b, k) + getattr(e, k) for k in "WUBRGC"))
                               for b in base for e in extras))
    widened = CardDef("Wide", types=("Land",), mana_adds=(ways,))
    island = CardDef("Island", types=("Land",), subtypes=("Island",), supertypes=("Basic",))
    with_trigger = board(Permanent("p0", "A", land), Permanent("aura", "A", growth,
                                                               attached_to="p0"),
                         Permanent("p1", "A", island))
    printed_wide = board(Permanent("p0", "A", widened), Permanent("p1", "A", island))
    need = ManaCost.parse(cost)
    assert can_pay(with_trigger, "A", need) == can_pay(printed_wide, "A", need)
