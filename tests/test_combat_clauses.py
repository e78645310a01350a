"""Combat clauses of issue 29 (h-combat): Arrest's "its activated abilities can't be activated"
(CR 602.5, 605.1a), umbra armor (702.89a), and blocking restrictions comparing power with the
attacker's (509.1b)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import ActivateAbility
from sim.model.errors import IllegalActionError
from sim.rules.casting import activatable
from sim.rules.costs import mana_sources
from sim.text import FULL, read_card

ARREST = "Enchanted creature can't attack or block, and its activated abilities can't be activated."
FETTERS = ("Enchanted creature can't attack or block, and its activated abilities can't be "
           "activated unless they're mana abilities.")
DEMOTION = "Enchanted creature can't block, and its activated abilities can't be activated."


def aura(pid: str, text: str, attached_to: str, controller: str = "B") -> dict[str, Any]:
    """An Aura on the battlefield, enchanting ``attached_to``."""
    return {"id": pid, "controller": controller, "name": f"Aura {pid}",
            "types": ["Enchantment"], "subtypes": ["Aura"], "attached_to": attached_to,
            "text": f"Enchant creature\n{text}"}


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def load(*permanents: dict[str, Any], attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, actions: list[dict[str, Any]] | None = None,
         mana: str = "{0}", hand: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"mana": mana, "hand": hand or []}, "B": {}},
                        "permanents": list(permanents),
                        "combat": {"attacks": attacks or {}, "blocks": blocks or {},
                                   "actions": actions or []}})


# --- Arrest: "its activated abilities can't be activated" (CR 602.5) ---------------------------

@pytest.mark.parametrize("text", [ARREST, FETTERS, DEMOTION])
def test_arrest_clauses_are_read_in_full(text: str) -> None:
    """CR 602.5, 605.1a: the clause reads into a parameter granted to the enchanted creature and
    renders back as printed."""
    assert read_card(f"Enchant creature\n{text}", "Arrest", ("Enchantment",)).status == FULL


PINGER = "{T}: This creature deals 1 damage to any target."
ELF = "{T}: Add {G}."


@plays(ARREST)
def test_an_arrested_creature_cannot_activate_nor_attack() -> None:
    """CR 602.5: a player can't begin to activate an ability an effect prohibits: the arrested
    pinger's {T} ability is not offered, and activating it is refused naming the rule; 508.1c:
    it can't attack (the scripted attack is illegal). Its twin without the Aura may."""
    state = load(creature("pinger", "A", 1, 1, PINGER), creature("twin", "A", 1, 1, PINGER),
                 aura("arrest", ARREST, "pinger"))
    assert not activatable(state, "A", "pinger", 0)
    assert activatable(state, "A", "twin", 0)
    offered = {str(a) for a in state.legal_actions()}
    assert not any("pinger" in a for a in offered) and any("twin" in a for a in offered)
    with pytest.raises(IllegalActionError, match="602.5"):
        state.apply(ActivateAbility("pinger", 0))
    attacking = load(creature("pinger", "A", 1, 1, PINGER), aura("arrest", ARREST, "pinger"),
                     attacks={"pinger": "B"})
    with pytest.raises(Exception, match="attack"):
        mtgsim.play(attacking)


@plays(ARREST, FETTERS)
@pytest.mark.parametrize("text, taps", [(ARREST, False), (FETTERS, True)])
def test_an_arrested_mana_creature_makes_no_mana_unless_mana_abilities_are_spared(
        text: str, taps: bool) -> None:
    """CR 605.1a: a mana ability is an activated ability, so Arrest stops it (602.5): the
    arrested elf is not a mana source and A can't cast a {G} spell; "unless they're mana
    abilities" spares it."""
    giant = {"id": "giant", "name": "Giant Growth", "types": ["Instant"], "cost": "{G}",
             "text": "Target creature gets +3/+3 until end of turn."}
    state = load(creature("elf", "A", 1, 1, ELF, sick=False), aura("arrest", text, "elf"),
                 hand=[giant])
    assert (len(mana_sources(state, "A")) == 1) is taps
    assert any("giant" in str(a) for a in state.legal_actions()) is taps


@plays(DEMOTION)
def test_demotion_stops_blocking_and_activating_but_not_attacking() -> None:
    """CR 509.1b: the enchanted creature can't block; 602.5: nor activate its abilities; it may
    still attack (508.1): the unblocked 1/1 deals 1."""
    state = load(creature("pinger", "A", 1, 1, PINGER), aura("demotion", DEMOTION, "pinger"),
                 attacks={"pinger": "B"})
    assert not activatable(state, "A", "pinger", 0)
    assert mtgsim.play(state).life["B"] == 19
