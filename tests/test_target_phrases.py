"""Target phrases beyond types (CR 115.1; ``sim.text.target_phrases``, ``sim.rules.targeting``):
colors a target must have one of (105.2), "with mana value N or less" for permanents and
cards (202.3), "creature or enchantment | land | artifact", and "creature or planeswalker an
opponent controls"."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.text import FULL, read_card


def permanent(pid: str, controller: str, colors: list[str], cost: str,
              types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    card: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                            "types": list(types), "colors": colors}
    if cost:
        card["cost"] = cost
    if "Creature" in types:
        card.update(power=2, toughness=2)
    return card


BOARD = [permanent("knight", "B", ["B"], "{1}{B}"), permanent("elf", "B", ["G"], "{G}"),
         permanent("giant", "B", ["R"], "{3}{R}{R}"), permanent("mine", "A", ["B"], "{B}"),
         permanent("aura", "B", ["W"], "{1}{W}", ("Enchantment",)),
         permanent("relic", "B", [], "{4}", ("Artifact",)),
         permanent("plains", "B", [], "", ("Land",))]


def cast(text: str, target: str, graveyard: list[Any] | None = None) -> mtgsim.GameState:
    """A casts a {0} sorcery of ``text`` at ``target`` in its precombat main phase."""
    sorcery = {"id": "spell", "name": "Probe", "types": ["Sorcery"], "cost": "{0}",
               "text": text}
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {"hand": [sorcery], "graveyard": graveyard or []},
                                    "B": {}},
                        "permanents": BOARD,
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", "cast": "spell",
                             "targets": [target]}]}})


def legal(text: str, target: str, graveyard: list[Any] | None = None) -> bool:
    """Whether A's sorcery may target ``target`` (it then resolves: the target is gone from
    the battlefield or graveyard it was in)."""
    try:
        state = cast(text, target, graveyard)
        mtgsim.play(state)
    except IllegalActionError:
        return False
    assert state.permanents[target].zone is not (Zone.GRAVEYARD if graveyard else
                                                 Zone.BATTLEFIELD)
    return True


@pytest.mark.parametrize("text", [
    "Destroy target black creature.", "Destroy target green or white creature.",
    "Exile target black or red permanent.", "Counter target red spell.",
    "Return target black creature card from your graveyard to your hand.",
    "Destroy target creature or enchantment.", "Destroy target creature or land.",
    "Destroy target creature with mana value 3 or less.",
    "Destroy target creature or planeswalker with mana value 3 or less.",
    "Destroy target artifact or enchantment with mana value 2 or less.",
    "Destroy target creature or planeswalker an opponent controls.",
    "Return target creature card with mana value 2 or less from your graveyard to the "
    "battlefield."])
def test_target_phrases_are_read_whole(text: str) -> None:
    """CR 115.1: each is read and rendered back."""
    assert read_card(text, "Probe", ("Sorcery",)).status == FULL


@plays("Destroy target black creature.", "Destroy target green or white creature.",
       "Exile target black or red permanent.")
def test_a_target_of_a_color() -> None:
    """CR 105.2, 115.1: a black creature is a legal target of "target black creature", a
    green one isn't; "green or white" takes either color; "black or red permanent" a red
    creature, not a colorless artifact."""
    assert legal("Destroy target black creature.", "knight")
    assert not legal("Destroy target black creature.", "elf")
    assert legal("Destroy target green or white creature.", "elf")
    assert not legal("Destroy target green or white creature.", "giant")
    assert legal("Exile target black or red permanent.", "giant")
    assert not legal("Exile target black or red permanent.", "relic")


@plays("Return target black creature card from your graveyard to your hand.",
       "Return target creature card with mana value 2 or less from your graveyard to the "
       "battlefield.")
def test_a_card_target_of_a_color_or_mana_value() -> None:
    """CR 105.2, 202.3, 404: a black creature card returns, a green one can't be targeted; a
    mana value 2 card returns to the battlefield, a mana value 5 one can't be targeted."""
    cards = [{"id": "zombie", "name": "Zombie", "types": ["Creature"], "colors": ["B"],
              "cost": "{1}{B}", "power": 2, "toughness": 2},
             {"id": "wurm", "name": "Wurm", "types": ["Creature"], "colors": ["G"],
              "cost": "{3}{G}{G}", "power": 6, "toughness": 6}]
    black = "Return target black creature card from your graveyard to your hand."
    cheap = "Return target creature card with mana value 2 or less from your graveyard to " \
        "the battlefield."
    assert legal(black, "zombie", cards) and not legal(black, "wurm", cards)
    assert legal(cheap, "zombie", cards) and not legal(cheap, "wurm", cards)


@plays("Destroy target creature with mana value 3 or less.",
       "Destroy target artifact or enchantment with mana value 2 or less.",
       "Destroy target creature or planeswalker with mana value 3 or less.")
def test_a_permanent_target_with_a_mana_value() -> None:
    """CR 202.3, 115.1: a permanent's mana value is its mana cost's: the {1}{B} Knight (2)
    and the {G} Elf (1) may be targeted, the {3}{R}{R} Giant (5) can't; the {1}{W} Aura (2)
    may, the {4} Relic can't."""
    text = "Destroy target creature with mana value 3 or less."
    assert legal(text, "knight") and legal(text, "elf") and not legal(text, "giant")
    text = "Destroy target artifact or enchantment with mana value 2 or less."
    assert legal(text, "aura") and not legal(text, "relic")
    text = "Destroy target creature or planeswalker with mana value 3 or less."
    assert legal(text, "knight") and not legal(text, "giant")


@plays("Destroy target creature or enchantment.", "Destroy target creature or land.",
       "Destroy target creature or planeswalker an opponent controls.")
def test_a_creature_or_another_type() -> None:
    """CR 115.1, 205.2a: "creature or enchantment" takes a creature or an enchantment, not a
    land; "creature or land" a land; "an opponent controls": not A's own creature."""
    assert legal("Destroy target creature or enchantment.", "aura")
    assert legal("Destroy target creature or enchantment.", "knight")
    assert not legal("Destroy target creature or enchantment.", "plains")
    assert legal("Destroy target creature or land.", "plains")
    text = "Destroy target creature or planeswalker an opponent controls."
    assert legal(text, "knight") and not legal(text, "mine")


@plays("Counter target red spell.")
def test_a_spell_target_of_a_color() -> None:
    """CR 105.2, 115.1, 701.6a: B counters A's red Shock, not A's green Growth."""
    def game(spell: dict[str, Any], target: str) -> mtgsim.GameState:
        no = {"id": "no", "name": "No", "types": ["Instant"], "cost": "{0}",
              "text": "Counter target red spell."}
        return mtgsim.load({
            "active_player": "A", "players": {"A": {"hand": [spell]}, "B": {"hand": [no]}},
            "permanents": [{"id": "bears", "controller": "A", "name": "Bears", "power": 2,
                            "toughness": 2}],
            "combat": {"attacks": {"bears": "B"}, "actions": [
                {"step": "declare_blockers", "player": "A", "cast": spell["id"],
                 "targets": [target]},
                {"step": "declare_blockers", "player": "B", "cast": "no",
                 "targets": [spell["id"]]}]}})
    shock = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{R}",
             "colors": ["R"], "text": "Shock deals 2 damage to any target."}
    growth = {"id": "growth", "name": "Growth", "types": ["Instant"], "cost": "{G}",
              "colors": ["G"], "text": "Target creature gets +3/+3 until end of turn."}
    assert mtgsim.play(game({**shock, "cost": "{0}"}, "B")).life["B"] == 18
    with pytest.raises(IllegalActionError):
        mtgsim.play(game({**growth, "cost": "{0}"}, "bears"))
