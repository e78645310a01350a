"""Kinds of creatures named by two creature types (issue 29, tribes; ``sim.text.tribe_rules``,
``sim.text.render_tribes``): "other Wolves and Werewolves you control get +1/+1" (CR 611.3,
205.3m) and "target Wolf or Werewolf you control" (115.1) — a creature of either type, a
changeling (702.73a) of both; a creature of neither is not affected, or not a legal target."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.text import FULL, read_card


def creature(pid: str, subtypes: list[str], controller: str = "A",
             text: str = "") -> dict[str, Any]:
    card: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                            "types": ["Creature"], "subtypes": subtypes, "colors": ["G"],
                            "cost": "{1}{G}", "power": 2, "toughness": 2}
    return {**card, "text": text} if text else card


PACK = [creature("wolf", ["Wolf"]), creature("werewolf", ["Human", "Werewolf"]),
        creature("bear", ["Bear"]), creature("shifter", ["Shapeshifter"], text="Changeling"),
        creature("rival", ["Wolf"], "B")]


def board(lord: str) -> mtgsim.GameState:
    """A's pack and B's Wolf, with A's lord (a Wolf itself) of ``lord``."""
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {}, "B": {}},
                        "permanents": [*PACK, creature("lord", ["Wolf"], text=lord)]})


@plays("Other Wolves and Werewolves you control get +1/+1.")
def test_other_wolves_and_werewolves_get_the_bonus() -> None:
    """CR 611.3, 205.3m: the Wolf, the Human Werewolf and the changeling (702.73a: every
    creature type) get +1/+1; the Bear (neither type), B's Wolf (not A's) and the lord itself
    ("other") stay 2/2."""
    state = board("Other Wolves and Werewolves you control get +1/+1.")
    powers = {pid: state.power(pid) for pid in ("wolf", "werewolf", "shifter", "bear", "rival",
                                                "lord")}
    assert powers == {"wolf": 3, "werewolf": 3, "shifter": 3, "bear": 2, "rival": 2, "lord": 2}


@plays("Wolves and Werewolves you control have haste.",
       "Skeletons and Zombies you control get +1/+1 and have menace.")
def test_wolves_and_werewolves_have_haste() -> None:
    """CR 611.3: the lord (a Wolf) has haste too (no "other"); the Bear does not; a group of
    Skeletons and Zombies leaves the pack alone."""
    state = board("Wolves and Werewolves you control have haste.")
    assert [pid for pid in ("wolf", "werewolf", "bear", "lord", "rival")
            if state.has(pid, Kw.HASTE)] == ["wolf", "werewolf", "lord"]
    state = board("Skeletons and Zombies you control get +1/+1 and have menace.")
    assert state.power("wolf") == 2 and state.power("shifter") == 3
    assert state.has("shifter", Kw.MENACE) and not state.has("wolf", Kw.MENACE)


def pump(target: str, text: str = "Target Wolf or Werewolf you control gets +2/+2 until end "
                                   "of turn.") -> mtgsim.GameState:
    """A casts a {0} instant of ``text`` at ``target`` and it resolves."""
    spell = {"id": "spell", "name": "Probe", "types": ["Instant"], "cost": "{0}",
             "text": text}
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [spell]}, "B": {}},
                         "permanents": PACK,
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "spell",
                              "targets": [target]}]}})
    mtgsim.play(state)
    return state


@plays("Target Wolf or Werewolf you control gets +2/+2 until end of turn.")
def test_a_wolf_or_a_werewolf_may_be_the_target() -> None:
    """CR 115.1, 205.3m, 611.2a: A's Wolf and A's Human Werewolf are legal targets (the bonus
    applies until the end of the turn, so at its end they are 2/2 again); the Bear (neither
    type) and B's Wolf ("you control") are not."""
    for pid in ("wolf", "werewolf", "shifter"):
        pump(pid)  # resolves: a legal target
    for pid in ("bear", "rival"):
        with pytest.raises(IllegalActionError):
            pump(pid)


@plays("Target Elf or Soldier creature gets +1/+1 until end of turn.",
       "Target Faerie or Elf gains lifelink until end of turn.")
def test_either_type_as_a_target_of_any_controller() -> None:
    """CR 115.1: with no "you control", B's Wolf is a legal "Wolf or Werewolf" target; a Bear
    is not a "Faerie or Elf"."""
    pump("rival", "Target Wolf or Werewolf creature gets +1/+1 until end of turn.")
    with pytest.raises(IllegalActionError):
        pump("bear", "Target Faerie or Elf gains lifelink until end of turn.")


@pytest.mark.parametrize("text", [
    "Other Elves and Elves you control get +1/+1.",   # the same type twice
    "Other Wolf and Werewolf you control get +1/+1.",  # singulars for a group
    "Target Wolves or Werewolves you control gets +2/+2 until end of turn.",  # plurals
    "Other Wolves and Tokens you control get +1/+1."])  # not a creature type
def test_what_is_not_two_creature_types_is_not_read(text: str) -> None:
    """CR 205.3m: only two different creature types, in the number the phrase needs."""
    assert read_card(text, "Probe", ("Creature",) if "get " in text else ("Instant",)).status \
        != FULL
