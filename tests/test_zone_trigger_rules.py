"""Reading the zone-change and state trigger conditions (``sim.text.zone_trigger_rules``) and
the trigger kinds it adds — a noncreature subtype (CR 205.3g-i), a legendary creature
(205.4d), a [creature] token (111.1) — each rendered back to its text, and the kinds played."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.text import read_card
from sim.text.render import round_trips
from sim.text.render import text as rendered


@pytest.mark.parametrize("line", [
    "Whenever an artifact is put into a graveyard from the battlefield, you gain 1 life.",
    "Whenever another Goblin you control is put into a graveyard from the battlefield, you "
    "gain 1 life.",
    "Whenever a nontoken creature is put into your graveyard from the battlefield, you gain 1 "
    "life.",
    "When a creature is put into an opponent's graveyard from the battlefield, you gain 1 life.",
    "When Roach is put into your graveyard from the battlefield, you gain 1 life.",
    "When Roach dies or is put into exile from the battlefield, you gain 1 life.",
    "Whenever another creature you control leaves the battlefield, you gain 1 life.",
    "When enchanted creature leaves the battlefield, you gain 1 life.",
    "When you control no Islands, sacrifice Roach.",
    "When you control no other artifacts, sacrifice Roach.",
    "When a Cartouche enters the battlefield under your control, you gain 1 life.",
    "Whenever a legendary creature enters the battlefield under your control, you gain 1 life.",
    "Whenever a creature token enters the battlefield under your control, you gain 1 life.",
    "Whenever an Aura or Equipment enters the battlefield under your control, you gain 1 life.",
    "When Roach enters the battlefield untapped, you gain 1 life.",
    "Whenever another creature you control enters or dies, you gain 1 life.",
    "Whenever another creature or artifact you control is put into a graveyard from the "
    "battlefield, you gain 1 life.",
    "Whenever an artifact or creature enters the battlefield under your control, you gain 1 "
    "life.",
    "Whenever one or more tokens enter the battlefield under your control, you gain 1 life. "
    "This ability triggers only once each turn.",
    "Whenever one or more nontoken creatures you control enter, you gain 1 life. This ability "
    "triggers only once each turn.",
    "Whenever you discard one or more cards, you gain 1 life. This ability triggers only once "
    "each turn.",
    "Whenever one or more players discard one or more cards, you gain 1 life. This ability "
    "triggers only once each turn.",
    "Whenever another green creature enters the battlefield under your control, you gain 1 "
    "life.",
    "Whenever a black creature you control dies, you gain 1 life.",
    "When you cycle Roach or it dies, you gain 1 life.",
    "When Roach dies or when you discard it, you gain 1 life.",
    "When Roach enters and when you sacrifice it, you gain 1 life.",
    "When Roach dies during combat, you gain 1 life.",
    "Whenever one or more other creatures you control die, you gain 1 life. This ability "
    "triggers only once each turn.",
    "Whenever one or more nontoken creatures die, you gain 1 life. This ability triggers only "
    "once each turn.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    reading = read_card(line, "Roach")
    assert not reading.unsupported and len(reading.triggered) == 1
    model = reading.triggered[0]
    assert round_trips(line, model, "Roach")
    assert round_trips(rendered(model), model)


def test_what_is_not_read() -> None:
    """A spell type is no permanent's subtype (205.3k); "no" with a kind not named in the
    plural as read, or with a color, is not claimed; nor "one or more" without "this ability
    triggers only once each turn"."""
    for line in ("Whenever an Arcane enters the battlefield under your control, you gain 1 life.",
                 "When you control no blue creatures, sacrifice Roach.",
                 "When you control no frobnitzes, sacrifice Roach.",
                 # CR 603.2c: "one or more" only once each turn (the events of one
                 # resolution's two instructions are not told apart)
                 "Whenever you discard one or more cards, you gain 1 life.",
                 "Whenever one or more tokens enter the battlefield under your control, you "
                 "gain 1 life."):
        assert read_card(line, "Roach").unsupported


def _enters(text: str, hand: list[dict[str, Any]], tokens: int = 0) -> int:
    """A's life after A casts each card of ``hand`` (and a spell making ``tokens`` Soldier
    tokens) with a 0-power Watcher of ``text`` on the battlefield."""
    spell = {"id": "make", "name": "Make", "types": ["Sorcery"], "cost": "{0}",
             "text": "Create two 1/1 white Soldier creature tokens."}
    cards = [*hand, *([spell] if tokens else [])]
    state = mtgsim.load({
        "active_player": "A", "players": {"A": {"hand": cards}, "B": {}},
        "permanents": [{"id": "watcher", "controller": "A", "name": "Watcher", "power": 0,
                        "toughness": 1, "text": text}],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": c["id"]} for c in cards]}})
    mtgsim.play(state)
    return state.players["A"].life - 20


def _permanent(pid: str, types: list[str], subtypes: tuple[str, ...] = (),
               **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "name": pid.title(), "types": types, "subtypes": list(subtypes),
           "cost": "{0}", **fields}
    if "Creature" in types:
        out.update(power=1, toughness=1)
    return out


@plays("When a Cartouche enters the battlefield under your control, you gain 1 life.",
       "Whenever a legendary creature enters the battlefield under your control, you gain 1 "
       "life.",
       "Whenever a creature token enters the battlefield under your control, you gain 1 life.",
       "Whenever an Aura or Equipment enters the battlefield under your control, you gain 1 "
       "life.")
def test_kinds_entering() -> None:
    """CR 603.6a, 205.3h, 205.4d, 111.1: a Cartouche (an enchantment subtype) entering gains
    1, a plain enchantment nothing; a legendary creature 1, a plain one nothing; each of two
    creature tokens 1, a nontoken creature nothing; an Equipment 1, an Aura-less artifact
    nothing."""
    assert _enters("When a Cartouche enters the battlefield under your control, you gain 1 "
                   "life.", [_permanent("c", ["Enchantment"], ["Cartouche"]),
                             _permanent("e", ["Enchantment"])]) == 1
    assert _enters("Whenever a legendary creature enters the battlefield under your control, "
                   "you gain 1 life.", [_permanent("l", ["Creature"], supertypes=["Legendary"]),
                                        _permanent("p", ["Creature"])]) == 1
    assert _enters("Whenever a creature token enters the battlefield under your control, you "
                   "gain 1 life.", [_permanent("p", ["Creature"])], tokens=2) == 2
    assert _enters("Whenever an Aura or Equipment enters the battlefield under your control, "
                   "you gain 1 life.", [_permanent("q", ["Artifact"], ["Equipment"]),
                                        _permanent("r", ["Artifact"])]) == 1


@plays("Whenever another green creature enters the battlefield under your control, you gain 1 "
       "life.",
       "Whenever a black creature dies, you gain 1 life.")
def test_colored_creatures() -> None:
    """CR 105.2, 603.6a: a green creature entering gains 1, a colorless one nothing; CR 700.4,
    603.10a: a black creature dying (as it last existed) gains 1, a green one nothing."""
    assert _enters("Whenever another green creature enters the battlefield under your control, "
                   "you gain 1 life.", [_permanent("g", ["Creature"], colors=["G"]),
                                        _permanent("c", ["Creature"])]) == 1
    black = {"id": "imp", "controller": "B", "name": "Imp", "power": 1, "toughness": 1,
             "colors": ["B"]}
    elf = {"id": "elf", "controller": "B", "name": "Elf", "power": 1, "toughness": 1,
           "colors": ["G"]}
    state = mtgsim.load({
        "active_player": "A", "players": {"A": {}, "B": {}},
        "permanents": [{"id": "w", "controller": "A", "name": "W", "power": 2, "toughness": 2,
                        "text": "Whenever a black creature dies, you gain 1 life."},
                       {"id": "bear", "controller": "A", "name": "Bear", "power": 2,
                        "toughness": 2}, black, elf],
        "combat": {"attacks": {"w": "B", "bear": "B"}, "blocks": {"imp": "w", "elf": "bear"}}})
    mtgsim.play(state)
    assert {"imp", "elf"} <= set(state.outcome().died)
    assert state.players["A"].life == 21
