"""Mana abilities granted by static abilities (CR 613.1f: layer 6; 605.1a; 611.3a):
'enchanted land has "{T}: Add two mana of any one color."' (Gift of Paradise), 'lands you
control have "{T}: Add one mana of any color."' (Chromatic Lantern), 'elves you control have
"{T}: Add {G}{G}."' (Joraga Treespeaker), 'enchanted creature has ...', 'equipped creature
has ...', 'other permanents you control have ...', 'all slivers have ...'. The permanents named
have the ability while the source is on the battlefield; ``sim.rules.costs`` taps them for it
(a creature only free of summoning sickness, 302.6). A hypothesis test checks the payment
planner against the same position with the ability printed on the card instead."""

from __future__ import annotations

from typing import Any

import pytest
from boards import board
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

import mtgsim
from sim.model.card import CardDef
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Zone
from sim.rules.costs import can_pay, max_x, payments, plan
from sim.text import FULL, build_card, read_card

DRAIN = {"id": "drain", "name": "Drain", "types": ["Sorcery"], "cost": "{U}{U}",
         "text": "Target player loses 2 life."}
FOREST = {"id": "forest", "controller": "A", "name": "Forest", "types": ["Land"],
          "subtypes": ["Forest"], "supertypes": ["Basic"]}


def fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def cast_drain(permanents: list[dict[str, Any]], cost: str = "{U}{U}") -> mtgsim.GameState:
    """A casts Drain (``cost``) at B in their precombat main phase with what ``permanents``
    make; the state after it (B at 18 if it was cast)."""
    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {"hand": [{**DRAIN, "cost": cost}]}, "B": {}},
                         "permanents": permanents,
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "drain",
                              "targets": ["B"]}]}})
    mtgsim.play(state)
    return state


def source(text: str, card_type: str = "Enchantment", **fields: Any) -> dict[str, Any]:
    """The granting permanent (id "giver"), A's."""
    return {"id": "giver", "controller": "A", "name": "Giver", "types": [card_type],
            "text": text, **fields}


@pytest.mark.parametrize("text", [
    'Enchanted land has "{T}: Add two mana of any one color."',
    'Enchanted land has "{T}: Add {G}{G}."',
    'Lands you control have "{T}: Add one mana of any color."',
    'Elves you control have "{T}: Add {G}{G}."',
    'Sliver creatures you control have "{T}: Add one mana of any color."',
    'All Slivers have "{T}: Add one mana of any color."',
    'Creatures you control have "{T}: Add {G}."',
    'Enchanted creature has "{T}: Add one mana of any color."',
    'Equipped creature has "{T}: Add one mana of any color."',
    'Other permanents you control have "{T}: Add one mana of any color."'])
def test_the_grants_are_read(text: str) -> None:
    """CR 613.1f, 605.1a: each is read and rendered back as printed."""
    assert read_card(text, "Giver", ("Enchantment",)).status == FULL


@plays('Enchanted land has "{T}: Add two mana of any one color."')
def test_enchanted_land_taps_for_two_of_one_color() -> None:
    """CR 613.1f, 605.1a, 106.1a: the enchanted Forest has "{T}: Add two mana of any one
    color": alone it pays Drain's {U}{U}."""
    aura = source('Enchanted land has "{T}: Add two mana of any one color."',
                  subtypes=["Aura"], attached_to="forest")
    state = cast_drain([FOREST, aura])
    assert state.players["B"].life == 18 and state.permanents["forest"].tapped


def test_without_the_aura_the_forest_makes_green_only() -> None:
    """CR 305.6: a plain Forest makes {G}: Drain is not cast (the scripted cast is refused)."""
    with pytest.raises(Exception, match="drain|Drain"):
        cast_drain([FOREST])


def test_the_aura_gone_the_ability_is_gone() -> None:
    """CR 611.3a, 613.1f: the ability lasts while the Aura is on the battlefield: with the
    Aura in the graveyard the Forest pays {G} only."""
    card = build_card({"name": "Giver", "types": ["Enchantment"], "subtypes": ["Aura"],
                       "text": 'Enchanted land has "{T}: Add two mana of any one color."'},
                      fail)
    forest = CardDef("Forest", types=("Land",), subtypes=("Forest",), supertypes=("Basic",))
    state = board(Permanent("p0", "A", forest), Permanent("aura", "A", card, attached_to="p0"))
    assert can_pay(state, "A", ManaCost.parse("{U}{U}"))
    state.move("aura", Zone.GRAVEYARD)
    assert not can_pay(state, "A", ManaCost.parse("{U}"))
    assert can_pay(state, "A", ManaCost.parse("{G}"))


@plays('Lands you control have "{T}: Add one mana of any color."')
def test_lands_you_control_make_any_color() -> None:
    """CR 613.1f: two Forests, each also "{T}: Add one mana of any color": they pay {U}{U}."""
    lantern = source('Lands you control have "{T}: Add one mana of any color."', "Artifact")
    state = cast_drain([FOREST, {**FOREST, "id": "forest2"}, lantern])
    assert state.players["B"].life == 18


@plays('Elves you control have "{T}: Add {G}{G}."')
def test_elves_tap_for_two_green_unless_summoning_sick() -> None:
    """CR 613.1f, 302.6: an Elf that has been A's since the turn began taps for {G}{G}; a
    summoning-sick one can't pay a {T} cost."""
    elf = {"id": "elf", "controller": "A", "name": "Elf", "subtypes": ["Elf"], "power": 1,
           "toughness": 1}
    giver = source('Elves you control have "{T}: Add {G}{G}."', "Enchantment")
    state = cast_drain([elf, giver], "{G}{G}")
    assert state.players["B"].life == 18 and state.permanents["elf"].tapped
    with pytest.raises(Exception, match="drain|Drain"):
        cast_drain([{**elf, "sick": True}, giver], "{G}{G}")


@plays('Enchanted creature has "{T}: Add one mana of any color."')
def test_enchanted_creature_taps_for_any_color() -> None:
    """CR 613.1f, 605.1a: the enchanted Bear and a second one enchanted the same way pay
    {U}{U}."""
    bear = {"id": "bear", "controller": "A", "name": "Bear", "power": 2, "toughness": 2}
    text = 'Enchanted creature has "{T}: Add one mana of any color."'
    state = cast_drain([bear, {**bear, "id": "bear2"},
                        source(text, subtypes=["Aura"], attached_to="bear"),
                        {**source(text, subtypes=["Aura"], attached_to="bear2"),
                         "id": "giver2"}])
    assert state.players["B"].life == 18


@plays('Equipped creature has "{T}: Add one mana of any color."')
def test_equipped_creature_taps_for_any_color() -> None:
    """CR 613.1f, 301.5: the equipped Bear has the ability; the unequipped one doesn't."""
    card = build_card({"name": "Mantle", "types": ["Artifact"], "subtypes": ["Equipment"],
                       "text": 'Equipped creature has "{T}: Add one mana of any color."'}, fail)
    bear = CardDef("Bear", types=("Creature",), power=2, toughness=2)
    state = board(Permanent("p0", "A", bear), Permanent("p1", "A", bear),
                  Permanent("gear", "A", card, attached_to="p0"))
    assert can_pay(state, "A", ManaCost.parse("{U}"))
    assert not can_pay(state, "A", ManaCost.parse("{U}{U}"))
    found = plan(state, "A", ManaCost.parse("{U}"))
    assert found is not None and [sid for sid, _, _ in found[1]] == ["p0"]


@plays('Other permanents you control have "{T}: Add one mana of any color."')
def test_other_permanents_but_not_the_source() -> None:
    """CR 611.3, 613.1f: "other": the source itself doesn't have it; A's land and artifact do,
    B's don't."""
    card = build_card({"name": "Realm", "types": ["Enchantment"],
                       "text": 'Other permanents you control have "{T}: Add one mana of any '
                               'color."'}, fail)
    rock = CardDef("Rock", types=("Artifact",))
    state = board(Permanent("realm", "A", card), Permanent("p0", "A", rock),
                  Permanent("p1", "B", rock))
    assert can_pay(state, "A", ManaCost.parse("{R}"))
    assert not can_pay(state, "A", ManaCost.parse("{R}{R}"))
    assert not can_pay(state, "B", ManaCost.parse("{1}"))


@plays('All Slivers have "{T}: Add one mana of any color."')
def test_all_slivers_any_controller() -> None:
    """CR 611.3, 613.1f: "all Slivers": B's Sliver has it too (B's mana), A's Bear doesn't."""
    card = build_card({"name": "Gemhide", "types": ["Creature"], "subtypes": ["Sliver"],
                       "power": 1, "toughness": 1,
                       "text": 'All Slivers have "{T}: Add one mana of any color."'}, fail)
    bear = CardDef("Bear", types=("Creature",), power=2, toughness=2)
    state = board(Permanent("g", "A", card), Permanent("bear", "A", bear),
                  Permanent("g2", "B", card))
    assert can_pay(state, "B", ManaCost.parse("{W}"))
    assert can_pay(state, "A", ManaCost.parse("{B}"))
    assert not can_pay(state, "A", ManaCost.parse("{B}{B}"))


# --- the planner, granted vs printed --------------------------------------------------------

GRANTS = ['Enchanted land has "{T}: Add two mana of any one color."',
          'Enchanted land has "{T}: Add {U} or {R}."',
          'Enchanted land has "{T}: Add one mana of any color."']
PRINTED = ["{T}: Add {W}{W}, {U}{U}, {B}{B}, {R}{R}, or {G}{G}.", "{T}: Add {U} or {R}.",
           "{T}: Add one mana of any color."]
COSTS = ["{U}", "{U}{U}", "{G}{U}", "{1}{R}", "{2}{G}", "{X}{U}", "{G/W}{B}", "{R/P}{U}",
         "{C}", "{3}"]
LANDS = {"Forest": "G", "Island": "U", "Mountain": "R", "Plains": "W", "Swamp": "B"}


@settings(max_examples=80, deadline=None)
@given(st.integers(0, len(GRANTS) - 1), st.lists(st.sampled_from(sorted(LANDS)), min_size=1,
                                                 max_size=3),
       st.lists(st.booleans(), min_size=3, max_size=3), st.sampled_from(COSTS),
       st.integers(0, 2))
def test_granted_abilities_pay_as_printed_ones(which: int, lands: list[str],
                                               enchanted: list[bool], cost: str, x: int
                                               ) -> None:
    """CR 613.1f, 605.1a: a land granted "{T}: Add <mana>" pays exactly what the same land with
    that ability printed pays: ``can_pay``, ``plan`` (the mana made), ``max_x`` and the number
    of ``payments`` agree."""
    aura = build_card({"name": "Aura", "types": ["Enchantment"], "subtypes": ["Aura"],
                       "text": GRANTS[which]}, fail)
    granted: list[Permanent] = []
    printed: list[Permanent] = []
    for i, name in enumerate(lands):
        basic = CardDef(name, types=("Land",), subtypes=(name,), supertypes=("Basic",))
        granted.append(Permanent(f"p{i}", "A", basic))
        if enchanted[i]:
            granted.append(Permanent(f"a{i}", "A", aura, attached_to=f"p{i}"))
            basic = build_card({"name": f"{name} {which}", "types": ["Land"],
                                "subtypes": [name], "text": PRINTED[which]}, fail)
        printed.append(Permanent(f"p{i}", "A", basic))
    one, two = board(*granted), board(*printed)
    want = ManaCost.parse(cost)
    assert can_pay(one, "A", want, x) == can_pay(two, "A", want, x)
    a, b = plan(one, "A", want, x), plan(two, "A", want, x)
    assert (a is None) == (b is None)
    if a is not None and b is not None:
        assert (a[0], [(sid, m) for sid, m, _ in a[1]]) == (b[0], [(sid, m) for sid, m, _ in b[1]])
    assert max_x(one, "A", want) == max_x(two, "A", want)
    assert len(payments(one, "A", want, x)) == len(payments(two, "A", want, x))
