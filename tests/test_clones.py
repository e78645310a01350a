"""sim.rules.clones: "you may have ~ enter the battlefield as a copy of any creature on the
battlefield" (CR 707.2, 614.1c): chosen as the spell resolves, the permanent enters with the
copied permanent's copiable values, and is its own card again once it leaves (400.7)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.events import LifeGained
from sim.model.objects import PLUS, Zone
from sim.rules.clones import NONE, copy_options
from sim.text import FULL, read_card

CLONE_TEXT = ("You may have Clone enter the battlefield as a copy of any creature on the "
              "battlefield.")
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3,
        "subtypes": ["Ogre"], "counters": {"+1/+1": 2}, "tapped": True}


def clone(text: str = CLONE_TEXT) -> dict[str, Any]:
    return {"id": "clone", "name": "Clone", "types": ["Creature"], "subtypes": ["Shapeshifter"],
            "cost": "{0}", "power": 0, "toughness": 0, "text": text}


def game(permanents: list[dict[str, Any]], choice: str | None,
         text: str = CLONE_TEXT) -> mtgsim.GameState:
    """A casts Clone in its precombat main phase, choosing ``choice`` (None: the default)."""
    action: dict[str, Any] = {"step": "precombat_main", "player": "A", "cast": "clone"}
    if choice is not None:
        action["choices"] = [choice]
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"hand": [clone(text)], "library": 3},
                                    "B": {"library": 3}},
                        "permanents": permanents, "combat": {"actions": [action]}})


@pytest.mark.parametrize("text", [
    CLONE_TEXT, "You may have Clone enter as a copy of any creature on the battlefield.",
    "You may have Clone enter the battlefield as a copy of a creature you control.",
    "You may have Clone enter the battlefield as a copy of a creature an opponent controls.",
    "You may have Clone enter the battlefield as a copy of any artifact or creature on the "
    "battlefield.",
    "You may have Clone enter the battlefield as a copy of any nonland permanent on the "
    "battlefield."])
def test_clone_lines_are_read_whole(text: str) -> None:
    """CR 707.2, 614.1c: read and rendered back."""
    assert read_card(text, "Clone", ("Creature",)).status == FULL


@plays("You may have Clone enter the battlefield as a copy of any creature on the battlefield.")
def test_clone_enters_as_a_copy_of_the_creature_chosen() -> None:
    """CR 707.2, 614.1c: Clone enters as a copy of B's Ogre — named Ogre, a 3/3 Ogre (its
    printed values: not its two +1/+1 counters, nor its tapped status), A's, untapped."""
    state = game([OGRE], "ogre")
    mtgsim.play(state)
    perm = state.permanents["clone"]
    assert perm.zone is Zone.BATTLEFIELD and perm.card.name == "Ogre"
    assert perm.card.subtypes == ("Ogre",) and state.power("clone") == 3
    assert state.toughness("clone") == 3 and not perm.counters and not perm.tapped
    assert perm.controller == "A" and perm.original is not None


def test_declining_clone_enters_as_itself_and_dies() -> None:
    """CR 614.1c, 704.5f: choosing no creature, Clone enters as a 0/0 and is put into its
    owner's graveyard by the state-based action."""
    state = game([OGRE], NONE)
    mtgsim.play(state)
    perm = state.permanents["clone"]
    assert perm.zone is Zone.GRAVEYARD and perm.card.name == "Clone"


def test_a_clone_that_leaves_is_its_own_card_again() -> None:
    """CR 400.7, 707.2: the copy effect ends as Clone leaves the battlefield: in its owner's
    graveyard it is Clone again, with no copied card kept."""
    state = game([OGRE], "ogre")
    mtgsim.play(state)
    state.move("clone", Zone.GRAVEYARD)
    perm = state.permanents["clone"]
    assert perm.card.name == "Clone" and perm.original is None
    assert state.last_known["clone"].card.name == "Ogre"  # as it last existed (608.2h)


def test_the_copy_has_the_copied_enters_abilities() -> None:
    """CR 707.2, 614.1c, 603.6a: Clone enters as the copy, so the copied "enters with two
    +1/+1 counters" applies to it and the copied "when ~ enters, you gain 3 life" triggers."""
    hydra = {"id": "hydra", "controller": "B", "name": "Hydra", "power": 1, "toughness": 1,
             "text": "This creature enters with two +1/+1 counters on it.\n"
                     "When Hydra enters, you gain 3 life."}
    state = game([hydra], "hydra")
    mtgsim.play(state)
    assert state.permanents["clone"].counters.get(PLUS) == 2 and state.power("clone") == 3
    assert any(isinstance(e, LifeGained) and e.player == "A" and e.amount == 3
               for e in state.events)


@plays("You may have Clone enter the battlefield as a copy of a creature you control.")
def test_a_creature_you_control_is_chosen_among_yours() -> None:
    """CR 707.2, 109.4: "a creature you control" offers only A's creatures (and none): A's
    Bears, not B's Ogre; Clone enters as a 2/2 Bears."""
    bears = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
    text = "You may have Clone enter the battlefield as a copy of a creature you control."
    state = game([bears, OGRE], "bears", text)
    assert copy_options(state, "A", "creature|you") == (NONE, "bears")
    assert copy_options(state, "A", "creature|opponent") == (NONE, "ogre")
    mtgsim.play(state)
    assert state.permanents["clone"].card.name == "Bears" and state.power("clone") == 2


def test_a_copy_of_a_clone_copies_what_it_copied() -> None:
    """CR 707.3: the copiable values of a clone are those it copied: a second Clone, cast
    after the first became an Ogre, copying the first is an Ogre too."""
    second = {**clone(), "id": "clone2"}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [clone(), second], "library": 3},
                                     "B": {"library": 3}},
                         "permanents": [OGRE], "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "clone",
                              "choices": ["ogre"]},
                             {"step": "precombat_main", "player": "A", "cast": "clone2",
                              "choices": ["clone"]}]}})
    mtgsim.play(state)
    assert state.permanents["clone"].card.name == "Ogre"
    assert state.permanents["clone2"].card.name == "Ogre" and state.power("clone2") == 3


@plays("You may have Clone enter the battlefield as a copy of any artifact or creature on the "
       "battlefield, except it's an artifact in addition to its other types.",
       "You may have Clone enter the battlefield as a copy of a creature you control, except "
       "it's a Shapeshifter Rogue in addition to its other types.")
@pytest.mark.parametrize("text, whose, types, subtypes", [
    ("You may have Clone enter the battlefield as a copy of any artifact or creature on the "
     "battlefield, except it's an artifact in addition to its other types.", "B",
     ("Creature", "Artifact"), ("Ogre",)),
    ("You may have Clone enter the battlefield as a copy of a creature you control, except "
     "it's a Shapeshifter Rogue in addition to its other types.", "A",
     ("Creature",), ("Ogre", "Shapeshifter", "Rogue"))])
def test_the_exception_adds_types_to_the_copy(text: str, whose: str, types: tuple[str, ...],
                                              subtypes: tuple[str, ...]) -> None:
    """CR 707.9b: "except it's a <types> in addition to its other types" is part of the
    copy's values: the copy of the Ogre is an artifact creature, or a Shapeshifter Rogue Ogre,
    besides the Ogre's own types; the Ogre itself is unchanged."""
    state = game([{**OGRE, "controller": whose}], "ogre", text)
    mtgsim.play(state)
    card = state.permanents["clone"].card
    assert card.name == "Ogre" and card.types == types and card.subtypes == subtypes
    assert state.permanents["ogre"].card.types == ("Creature",)
