"""Mana abilities choosing an amount of several kinds (CR 106.1, 106.1a, 605.1a; issue 29,
mana): "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}", "{2},
{T}: Add five mana in any combination of colors", "{T}: Add two mana of different colors":
an ``Op(ADD_MANA)`` whose every alternative is one mode, chosen as it is activated
(``sim.text.mana_rules``, ``sim.text.mana_text.mana_choice``)."""

from __future__ import annotations

from played import plays
from test_counted_mana import actions, resolve, turn

from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.text import read_card


def modes(text: str) -> list[str]:
    """The mana of each mode of the card's first activated ability."""
    ability = read_card(text, "Rock", ("Artifact",)).activated[0]
    return [m.ops[0].rule for m in ability.program.modes]


@plays("{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.")
def test_three_mana_in_any_combination_of_red_and_green() -> None:
    """CR 106.1, 605.1a: the four amounts of three {R} and/or {G} are the alternatives; A
    sacrifices the Forest, takes {R}{G}{G} and casts the {R}{G}{G} Warden."""
    assert modes("{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or "
                 "{G}.") == ["{R}{R}{R}", "{R}{R}{G}", "{R}{G}{G}", "{G}{G}{G}"]
    cutter = {"id": "cutter", "controller": "A", "name": "Cutter", "power": 1,
              "toughness": 1, "text": "{T}, Sacrifice a Forest: Add three mana in any "
                                      "combination of {R} and/or {G}."}
    forest = {"id": "forest", "controller": "A", "card": "Forest"}
    warden = {"id": "warden", "name": "Warden", "power": 3, "toughness": 3,
              "cost": "{R}{G}{G}"}
    state = turn([warden], permanents=(cutter, forest))
    state.apply("activate cutter 0")
    assert actions(state) == [f"mode {k}" for k in range(4)]
    state.apply("mode 2")
    assert state.permanents["forest"].zone is Zone.GRAVEYARD
    assert state.players["A"].mana == Mana(R=1, G=2)
    state.apply("cast warden")
    resolve(state)
    assert state.permanents["warden"].zone is Zone.BATTLEFIELD


@plays("{T}: Add two mana of different colors.")
def test_two_mana_of_different_colors() -> None:
    """CR 105.1, 106.1a: the ten pairs of two different colors, never two of one: {W}{W}
    is no alternative; A takes {U}{B} for the {U}{B} Rogue."""
    alternatives = modes("{T}: Add two mana of different colors.")
    assert len(alternatives) == 10 and "{W}{W}" not in alternatives
    vessel = {"id": "vessel", "controller": "A", "name": "Vessel", "types": ["Artifact"],
              "text": "{T}: Add two mana of different colors."}
    rogue = {"id": "rogue", "name": "Rogue", "power": 2, "toughness": 2, "cost": "{U}{B}"}
    state = turn([rogue], permanents=(vessel,))
    state.apply("activate vessel 0")
    state.apply(f"mode {alternatives.index('{U}{B}')}")
    assert state.players["A"].mana == Mana(U=1, B=1)
    state.apply("cast rogue")
    resolve(state)
    assert state.permanents["rogue"].zone is Zone.BATTLEFIELD


@plays("{2}, {T}: Add five mana in any combination of colors.")
def test_five_mana_in_any_combination_of_colors() -> None:
    """CR 106.1a, 605.1a: every amount of five colored mana (126 of them) may be chosen; paid
    with two Plains, the Cataracts make {W}{U}{B}{R}{G} for the five-color Avatar."""
    alternatives = modes("{2}, {T}: Add five mana in any combination of colors.")
    assert len(alternatives) == 126 and "{C}" not in "".join(alternatives)
    falls = {"id": "falls", "controller": "A", "name": "Falls", "types": ["Land"],
             "text": "{2}, {T}: Add five mana in any combination of colors."}
    plains = tuple({"id": f"p{k}", "controller": "A", "card": "Plains"} for k in range(2))
    avatar = {"id": "avatar", "name": "Avatar", "power": 5, "toughness": 5,
              "cost": "{W}{U}{B}{R}{G}"}
    state = turn([avatar], permanents=(falls, *plains))
    state.apply("activate falls 0")
    state.apply(f"mode {alternatives.index('{W}{U}{B}{R}{G}')}")
    assert state.players["A"].mana == Mana(W=1, U=1, B=1, R=1, G=1)
    assert all(state.permanents[p].tapped for p in ("falls", "p0", "p1"))
    state.apply("cast avatar")
    resolve(state)
    assert state.permanents["avatar"].zone is Zone.BATTLEFIELD
