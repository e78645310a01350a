"""sim.rules.permanent_copies: token copies of permanents (CR 707.2, 111.1): "create a
[tapped] token that's a copy of target creature you control | ~ | that creature | it" — the
token has the copiable values of the object (its printed characteristics, as face down, of
the face up), not its counters, damage, status, or the effects that apply to it."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone
from sim.text import FULL, read_card

BEARS = {"id": "bears", "controller": "A", "name": "Grizzly", "power": 2, "toughness": 2,
         "subtypes": ["Bear"], "counters": {"+1/+1": 2}, "tapped": True}
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}


def spell(text: str, types: str = "Sorcery") -> dict[str, Any]:
    return {"id": "dup", "name": "Duplicate", "types": [types], "cost": "{0}", "text": text}


def main_phase(permanents: list[dict[str, Any]], actions: list[dict[str, Any]],
               hand: list[dict[str, Any]] | None = None, mana: str = "{0}",
               b_hand: list[dict[str, Any]] | None = None,
               attacks: dict[str, str] | None = None,
               blocks: dict[str, str] | None = None) -> mtgsim.GameState:
    """A's turn from its precombat main phase, A attacking as ``attacks`` says."""
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"mana": mana, "hand": hand or [], "library": 3},
                                    "B": {"library": 3, "hand": b_hand or []}},
                        "permanents": permanents,
                        "combat": {"attacks": attacks or {}, "blocks": blocks or {},
                                   "actions": actions}})


def tokens(state: mtgsim.GameState) -> list[Any]:
    return [p for p in state.permanents.values() if p.token and p.zone is Zone.BATTLEFIELD]


@pytest.mark.parametrize("text, types", [
    ("Create a token that's a copy of target creature you control.", ("Sorcery",)),
    ("Create a tapped token that's a copy of target artifact.", ("Instant",)),
    ("{2}{B}, Discard a card: Create a token that's a copy of Pack Rat.", ("Creature",)),
    ("When Pack Rat dies, create a token that's a copy of it.", ("Creature",))])
def test_token_copies_are_read_whole(text: str, types: tuple[str, ...]) -> None:
    """CR 707.2, 111.1: read and rendered back."""
    assert read_card(text, "Pack Rat", types).status == FULL


@pytest.mark.parametrize("text", [
    "Create a token that's a copy of target creature card from your graveyard.",
    "Create a token that's a copy of target spell."])
def test_a_copy_of_what_is_not_a_permanent_is_not_run(text: str) -> None:
    """CR 707.2: a card in a graveyard or a spell is not copied by this instruction here."""
    assert read_card(text, "Duplicate", ("Sorcery",)).status != FULL


@plays("Create a token that's a copy of target creature you control.")
def test_the_token_copies_the_printed_values_not_counters_or_status() -> None:
    """CR 707.2: the token has the Grizzly's name, subtypes and printed 2/2 — not its two
    +1/+1 counters, nor its tapped status; it is a new untapped summoning-sick token its
    caster owns and controls (111.1-111.2, 302.6)."""
    state = main_phase([BEARS, OGRE], [{"step": "precombat_main", "player": "A",
                                       "cast": "dup", "targets": ["bears"]}],
                       hand=[spell("Create a token that's a copy of target creature you "
                                   "control.")])
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.card.name == "Grizzly" and token.card.subtypes == ("Bear",)
    assert state.power(token.id) == 2 and state.toughness(token.id) == 2
    assert not token.counters and not token.tapped and token.sick
    assert token.controller == token.owner == "A"
    assert state.power("bears") == 4  # the original keeps its counters


@plays("Create a tapped token that's a copy of target artifact.")
def test_a_tapped_copy_of_an_artifact() -> None:
    """CR 707.2, 111.1: a copy of A's artifact creature Golem (any controller's artifact may
    be targeted, 115.1), with its types and flying; "tapped" makes it enter tapped."""
    golem = {"id": "golem", "controller": "A", "name": "Golem", "power": 3, "toughness": 3,
             "types": ["Artifact", "Creature"], "text": "Flying"}
    state = main_phase([golem, OGRE], [{"step": "precombat_main", "player": "A",
                                       "cast": "dup", "targets": ["golem"]}],
                       hand=[spell("Create a tapped token that's a copy of target artifact.",
                                   "Instant")])
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.card.name == "Golem" and token.tapped and state.power(token.id) == 3
    assert token.card.is_creature and "Artifact" in token.card.types
    assert state.has(token.id, Kw.FLYING)


def test_a_face_down_creature_copies_as_a_nameless_two_two() -> None:
    """CR 707.2 (its example: Clone copying a face-down Grinning Demon), 708.2: a copy of a
    face-down creature is a face-up 2/2 with no name or abilities."""
    demon = {"id": "demon", "controller": "A", "name": "Demon", "power": 6, "toughness": 6,
             "face_down": True, "text": "Flying\nMorph {2}{B}{B}"}
    state = main_phase([demon, OGRE], [{"step": "precombat_main", "player": "A",
                                       "cast": "dup", "targets": ["demon"]}],
                       hand=[spell("Create a token that's a copy of target creature you "
                                   "control.")])
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.face_down is None and token.card.name == ""
    assert state.power(token.id) == 2 and not token.card.keywords


@plays("{2}{B}, Discard a card: Create a token that's a copy of Pack Rat.")
def test_a_copy_of_itself_has_its_abilities() -> None:
    """CR 707.2, 707.2a: the token copy of Pack Rat has Pack Rat's rules text, so its own
    copying ability; it is a token, summoning sick, the activation's controller's (111.2)."""
    rat = {"id": "rat", "controller": "A", "name": "Pack Rat", "power": 1, "toughness": 1,
           "text": "{2}{B}, Discard a card: Create a token that's a copy of Pack Rat."}
    state = main_phase([rat, OGRE], [{"step": "precombat_main", "player": "A",
                                      "activate": "rat", "choices": ["A:hand:1"]}],
                       hand=[{"id": "A:hand:1", "name": "Junk", "types": ["Sorcery"],
                              "cost": "{9}"}], mana="{2}{B}")
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.card.name == "Pack Rat" and token.card.activated == \
        state.permanents["rat"].card.activated
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD


@plays("When Fiend dies, create a token that's a copy of it.")
def test_a_creature_that_died_is_copied_as_it_last_existed() -> None:
    """CR 608.2h, 113.7a: the Fiend has left the battlefield when its trigger resolves; the
    token copies it as it last existed there — its printed 3/3 (707.2: the +1/+1 counter
    not copied)."""
    fiend = {"id": "fiend", "controller": "A", "name": "Fiend", "power": 3, "toughness": 3,
             "counters": {"+1/+1": 1}, "text": "When Fiend dies, create a token that's a "
                                                "copy of it."}
    wall = {"id": "wall", "controller": "B", "name": "Wall", "power": 5, "toughness": 9}
    state = main_phase([fiend, wall], [], attacks={"fiend": "B"}, blocks={"wall": "fiend"})
    mtgsim.play(state)
    assert state.permanents["fiend"].zone is Zone.GRAVEYARD
    [token] = tokens(state)
    assert token.card.name == "Fiend" and state.power(token.id) == 3
    assert PLUS not in token.counters


@plays("Whenever Spawnwrithe deals combat damage to a player, create a token that's a copy of "
       "Spawnwrithe.")
def test_a_combat_damage_trigger_copies_the_source() -> None:
    """CR 510.3a, 707.2: after its combat damage to B, a token copy of Spawnwrithe enters —
    not attacking (it was never declared, 508.4 does not apply), untapped though the
    original attacked tapped (707.2: status is not copied)."""
    writhe = {"id": "writhe", "controller": "A", "name": "Spawnwrithe", "power": 2,
              "toughness": 2, "text": "Trample\nWhenever Spawnwrithe deals combat damage to a "
                                      "player, create a token that's a copy of Spawnwrithe."}
    state = main_phase([writhe, OGRE], [], attacks={"writhe": "B"})
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.card.name == "Spawnwrithe" and not token.tapped
    assert state.permanents["writhe"].tapped
    assert state.combat is None or token.id not in state.combat.attackers


@plays("This creature enters with two +1/+1 counters on it.")
def test_the_copy_gets_its_own_entering_counters() -> None:
    """CR 707.2, 614.1c: counters are not copied, but the token has the copied "enters with
    two +1/+1 counters" and enters with them: 1/1 printed, 3/3 with its own two (the
    original's extra counter not copied)."""
    hydra = {"id": "hydra", "controller": "A", "name": "Hydra", "power": 1, "toughness": 1,
             "counters": {"+1/+1": 3},
             "text": "This creature enters with two +1/+1 counters on it."}
    state = main_phase([hydra, OGRE], [{"step": "precombat_main", "player": "A",
                                        "cast": "dup", "targets": ["hydra"]}],
                       hand=[spell("Create a token that's a copy of target creature you "
                                   "control.")])
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.counters.get(PLUS) == 2 and state.power(token.id) == 3


def test_an_illegal_target_makes_no_copy() -> None:
    """CR 608.2b: the target has left the battlefield as the spell resolves: no token."""
    state = main_phase([BEARS, OGRE], [
        {"step": "precombat_main", "player": "A", "cast": "dup", "targets": ["bears"]},
        {"step": "precombat_main", "player": "B", "cast": "kill", "targets": ["bears"]}],
        hand=[spell("Create a token that's a copy of target creature you control.",
                    "Instant")],
        b_hand=[{"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
                 "text": "Destroy target creature."}])
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD and not tokens(state)


@plays("Create a token that's a copy of target creature, except it's an artifact in addition to "
       "its other types.")
def test_a_token_copy_with_an_exception_is_an_artifact_too() -> None:
    """CR 707.9b: the exception is part of the token's copiable values: the copy of the
    Grizzly is an artifact creature Bear; the Grizzly stays a creature only."""
    text = ("Create a token that's a copy of target creature, except it's an artifact in "
            "addition to its other types.")
    state = main_phase([BEARS, OGRE], [{"step": "precombat_main", "player": "A",
                                       "cast": "dup", "targets": ["bears"]}],
                       hand=[spell(text)])
    mtgsim.play(state)
    [token] = tokens(state)
    assert token.card.name == "Grizzly" and token.card.types == ("Creature", "Artifact")
    assert state.permanents["bears"].card.types == ("Creature",)
