"""Effects on every permanent of a group — "all creatures", "each creature without flying",
"all artifacts and enchantments", "all nonland permanents", "each other creature" — which
target nothing (CR 115.10), so shroud, hexproof and protection don't stop them; and "they
can't be regenerated" (701.19c)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.events import DamageDealt
from sim.model.objects import Zone
from sim.rules.destruction import regenerate
from sim.text import FULL, read_card


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


SWORD = {"id": "sword", "controller": "B", "name": "Sword", "types": ["Artifact"],
         "subtypes": ["Equipment"], "text": "Equip {2}"}
AURA = {"id": "aura", "controller": "B", "name": "Might", "types": ["Enchantment"],
        "subtypes": ["Aura"], "attached_to": "wall",
        "text": "Enchant creature\nEnchanted creature gets +0/+2."}
FOREST = {"id": "forest", "controller": "B", "card": "Forest"}


def main_phase(permanents: list[dict[str, Any]], text: str) -> mtgsim.GameState:
    """A casts a sorcery of ``text`` (costing {0}) in its precombat main phase; no attack."""
    sorcery = {"id": "spell", "name": "Quake", "types": ["Sorcery"], "cost": "{0}",
               "text": text}
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {"hand": [sorcery]}, "B": {}},
                        "permanents": permanents,
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", "cast": "spell"}]}})


def zones(state: mtgsim.GameState) -> dict[str, str]:
    return {pid: p.zone.value for pid, p in state.permanents.items() if pid != "spell"}


@pytest.mark.parametrize("text", [
    "Destroy all creatures.", "Destroy all creatures. They can't be regenerated.",
    "Destroy all artifacts and enchantments.", "Exile all nonland permanents.",
    "This spell deals 1 damage to each creature without flying.",
    "All creatures get -1/-1 until end of turn.", "Tap all creatures your opponents control.",
    "Return all creatures to their owners' hands.", "Untap all creatures you control.",
    "Destroy target creature. It can't be regenerated."])
def test_group_effects_are_read_whole(text: str) -> None:
    """CR 115.10: each group is read and rendered back."""
    assert read_card(text, "Quake", ("Sorcery",)).status == FULL


@plays("Destroy all creatures.")
def test_destroy_all_creatures_ignores_hexproof() -> None:
    """CR 701.8a and 115.10: every creature is destroyed, the hexproof one too (nothing is
    targeted); the land stays."""
    state = main_phase([creature("bears", "A", 2, 2), creature("elf", "B", 1, 1, "Hexproof"),
                        FOREST], "Destroy all creatures.")
    mtgsim.play(state)
    assert zones(state) == {"bears": "graveyard", "elf": "graveyard", "forest": "battlefield"}


@plays("Destroy all creatures. They can't be regenerated.")
@pytest.mark.parametrize("text, survives", [
    ("Destroy all creatures.", True), ("Destroy all creatures. They can't be regenerated.",
                                       False)])
def test_they_cant_be_regenerated(text: str, survives: bool) -> None:
    """CR 701.19a and 701.19c: a regeneration shield replaces the destruction, unless the
    spell says they can't be regenerated."""
    state = main_phase([creature("troll", "B", 2, 2)], text)
    regenerate(state, "troll")
    mtgsim.play(state)
    assert (state.permanents["troll"].zone is Zone.BATTLEFIELD) is survives


@plays("Destroy all artifacts and enchantments.", "Exile all nonland permanents.")
def test_groups_of_several_types() -> None:
    """CR 205.2a and 115.10: "artifacts and enchantments" is each permanent that is either;
    "nonland permanents" leaves the lands."""
    board = [creature("wall", "B", 0, 2), SWORD, AURA, FOREST]
    state = main_phase(board, "Destroy all artifacts and enchantments.")
    mtgsim.play(state)
    assert zones(state) == {"wall": "battlefield", "sword": "graveyard", "aura": "graveyard",
                            "forest": "battlefield"}
    state = main_phase(board, "Exile all nonland permanents.")
    mtgsim.play(state)
    assert zones(state) == {"wall": "exile", "sword": "exile", "aura": "exile",
                            "forest": "battlefield"}


@plays("This spell deals 1 damage to each creature without flying.")
def test_damage_to_each_creature_without_flying() -> None:
    """CR 120.3 and 115.10: 1 damage to each creature without flying: the 1/1 dies, the
    flier and the 2/2 don't."""
    state = main_phase([creature("elf", "A", 1, 1), creature("bird", "B", 1, 1, "Flying"),
                        creature("bears", "B", 2, 2)],
                       "This spell deals 1 damage to each creature without flying.")
    mtgsim.play(state)
    assert zones(state) == {"elf": "graveyard", "bird": "battlefield", "bears": "battlefield"}
    hits = sorted(e.target for e in state.events if isinstance(e, DamageDealt))
    assert hits == ["bears", "elf"]  # marked until the cleanup step (514.2)


@plays("All creatures get -1/-1 until end of turn.")
def test_all_creatures_get_minus_one() -> None:
    """CR 611.2c and 704.5f: the 1/1s die; the 2/2 is a 1/1 until end of turn."""
    state = main_phase([creature("elf", "A", 1, 1), creature("bears", "B", 2, 2)],
                       "All creatures get -1/-1 until end of turn.")
    mtgsim.play(state)
    assert zones(state) == {"elf": "graveyard", "bears": "battlefield"}


@plays("Tap all creatures your opponents control.", "Untap all creatures you control.",
       "Return all creatures to their owners' hands.")
def test_tap_untap_and_return_groups() -> None:
    """CR 701.21 and 400.7: the opponent's creatures are tapped, the caster's untapped;
    every creature returns to its owner's hand."""
    board = [creature("elf", "A", 1, 1, tapped=True), creature("bears", "B", 2, 2)]
    state = main_phase(board, "Tap all creatures your opponents control.")
    mtgsim.play(state)
    assert state.permanents["bears"].tapped and state.permanents["elf"].tapped
    state = main_phase(board, "Untap all creatures you control.")
    mtgsim.play(state)
    assert not state.permanents["elf"].tapped
    state = main_phase(board, "Return all creatures to their owners' hands.")
    mtgsim.play(state)
    assert zones(state) == {"elf": "hand", "bears": "hand"}
    assert state.permanents["bears"].controller == "B"


@plays("Attacking creatures get +2/+0 until end of turn.",
       "Creatures your opponents control get -2/-0 until end of turn.")
def test_a_plural_group_without_all() -> None:
    """CR 611.2c and 115.10: "attacking creatures" are every attacking creature as it
    resolves (both of A's get +2/+0); "creatures your opponents control", cast by B, are A's
    (-2/-0: they deal no damage, 510.1a), not B's Wall, which still deals its 1."""
    def combat(text: str, caster: str) -> mtgsim.GameState:
        spell = {"id": "spell", "name": "Charge", "types": ["Instant"], "cost": "{0}",
                 "text": text}
        return mtgsim.load({
            "active_player": "A",
            "players": {"A": {"hand": [spell] if caster == "A" else []},
                        "B": {"hand": [spell] if caster == "B" else []}},
            "permanents": [creature("bears", "A", 2, 2), creature("elf", "A", 1, 1),
                           creature("wall", "B", 1, 4)],
            "combat": {"attacks": {"bears": "B", "elf": "B"}, "blocks": {"wall": "bears"},
                       "actions": [{"step": "declare_blockers", "player": caster,
                                    "cast": "spell"}]}})
    state = combat("Attacking creatures get +2/+0 until end of turn.", "A")
    assert mtgsim.play(state).life["B"] == 17  # the Elf's 3; the Bears' 4 kill the Wall
    assert state.permanents["wall"].zone is Zone.GRAVEYARD
    state = combat("Creatures your opponents control get -2/-0 until end of turn.", "B")
    assert mtgsim.play(state).life["B"] == 20
    assert state.permanents["wall"].damage == 0 and state.permanents["bears"].damage == 1


@plays("This spell deals 3 damage to target player and 1 damage to each creature that player "
       "controls.", "Tap all creatures target player controls.")
def test_a_group_of_a_target_players_creatures() -> None:
    """CR 115.10 and 608.2c: "each creature that player controls" is the chosen player's (the
    target of the same spell): B takes 3 and B's 1/1 dies, A's stays; "all creatures target
    player controls" taps B's."""
    board = [creature("elf", "A", 1, 1), creature("imp", "B", 1, 1),
             creature("bears", "B", 2, 2)]
    def cast(text: str) -> mtgsim.GameState:
        sorcery = {"id": "spell", "name": "Quake", "types": ["Sorcery"], "cost": "{0}",
                   "text": text}
        return mtgsim.load({"active_player": "A", "until": "end of turn",
                            "players": {"A": {"hand": [sorcery]}, "B": {}},
                            "permanents": board,
                            "combat": {"attacks": {}, "actions": [
                                {"step": "precombat_main", "player": "A", "cast": "spell",
                                 "targets": ["B"]}]}})
    state = cast("This spell deals 3 damage to target player and 1 damage to each creature "
                 "that player controls.")
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 17 and outcome.died == ("imp",)
    state = cast("Tap all creatures target player controls.")
    mtgsim.play(state)
    assert [p.id for p in state.battlefield() if p.tapped] == ["imp", "bears"]


def test_that_player_with_no_player_named_before_is_not_read() -> None:
    """CR 115.10: "creatures that player controls" with no player named before is not linked
    to anyone: the clause is listed as not run (never a crash)."""
    reading = read_card("When this creature dies, destroy all creatures that player controls.",
                        "Keeper", ("Creature",))
    assert reading.status != FULL and reading.unsupported
