"""Mana kept in the pool as steps and phases end (CR 500.4, 106.4): "At the beginning of your
upkeep, add {G}. Until end of turn, you don't lose this mana as steps and phases end."
(Sakura-Tribe Springcaller). The mana the resolution added stays in its controller's pool
through the turn's later steps and phases (``Player.kept_mana``) and empties as the turn ends;
without the sentence it empties as the upkeep ends."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.mana import Mana
from sim.text import FULL, read_card

KEEP = "Until end of turn, you don't lose this mana as steps and phases end."
SPRINGCALLER = f"At the beginning of your upkeep, add {{G}}. {KEEP}"


def upkeep_then_drain(text: str, cast: bool = True) -> mtgsim.GameState:
    """A's turn from the upkeep, A controlling a creature with ``text`` and no land; in the
    precombat main phase A casts Drain ({G}: "target player loses 2 life") at B if ``cast``."""
    drain = {"id": "drain", "name": "Drain", "types": ["Sorcery"], "cost": "{G}",
             "text": "Target player loses 2 life."}
    actions = [{"step": "precombat_main", "player": "A", "cast": "drain", "targets": ["B"]}]
    state = mtgsim.load({"active_player": "A", "step": "upkeep", "until": "end of turn",
                         "players": {"A": {"hand": [drain], "library": 3},
                                     "B": {"library": 3}},
                         "permanents": [{"id": "s1", "controller": "A", "name": "Caller",
                                         "power": 1, "toughness": 1, "text": text}],
                         "combat": {"attacks": {}, "actions": actions if cast else []}})
    mtgsim.play(state)
    return state


@pytest.mark.parametrize("text", [
    SPRINGCALLER,
    f"Whenever ~ attacks, add {{R}}{{R}}{{R}}{{G}}{{G}}{{G}}. {KEEP}",
    f"Add {{R}}{{R}}. {KEEP}"])
def test_the_sentence_is_read(text: str) -> None:
    """CR 500.4: read and rendered back as printed, after the mana it keeps."""
    kind = ("Instant",) if text.startswith("Add") else ("Creature",)
    assert read_card(text, "Caller", kind).status == FULL


@plays("At the beginning of your upkeep, add {G}. Until end of turn, you don't lose this "
       "mana as steps and phases end.")
def test_upkeep_mana_pays_in_the_main_phase() -> None:
    """CR 500.4, 106.4, 503.1: the {G} added in the upkeep is still in A's pool in the
    precombat main phase and pays for Drain; without the sentence it empties as the upkeep
    ends (the scripted cast is refused)."""
    assert upkeep_then_drain(SPRINGCALLER).players["B"].life == 18
    with pytest.raises(Exception, match="drain|Drain"):
        upkeep_then_drain("At the beginning of your upkeep, add {G}.")


def test_the_mana_empties_as_the_turn_ends() -> None:
    """CR 500.4, 514.2: "until end of turn": unspent, the kept {G} is gone once the turn is
    over, and nothing is kept any more."""
    state = upkeep_then_drain(SPRINGCALLER, cast=False)
    assert state.players["A"].mana == Mana() and state.players["A"].kept_mana == Mana()
