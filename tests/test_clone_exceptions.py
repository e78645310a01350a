"""sim.rules.clone_exceptions: a clone's "except ..." (CR 707.9b: the exception is part of the
copy's copiable values): types added with abilities, keywords, a quoted ability, a base power
and toughness; and the kinds a clone may copy ("any Ally creature", "any Equipment",
"an artifact or creature you control")."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone
from sim.rules.clones import NONE, copy_options
from sim.text import FULL, read_card

OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3,
        "subtypes": ["Ogre"]}

HASTE = ("You may have Clone enter the battlefield as a copy of any creature on the "
         "battlefield, except it has haste and dethrone.")
SEVEN = ("You may have Clone enter the battlefield as a copy of any creature on the "
         "battlefield, except it's 7/7.")
WALL = ("You may have Clone enter the battlefield as a copy of any creature on the "
        "battlefield, except it's a Wall in addition to its other types and has defender.")
FAERIE = ("You may have Clone enter the battlefield as a copy of a creature an opponent "
          "controls, except it's a Faerie Shapeshifter in addition to its other types and it "
          "has flying.")
IMAGE = ("You may have Clone enter the battlefield as a copy of any creature on the "
         "battlefield, except it's an Illusion in addition to its other types and it has "
         "\"When this creature becomes the target of a spell or ability, sacrifice it.\"")
BOUNCE = ("You may have Clone enter the battlefield as a copy of a creature you control, "
          "except it has \"{2}{U}{U}: Return this creature to its owner's hand.\"")
ALLY = ("You may have Clone enter the battlefield as a copy of any Ally creature on the "
        "battlefield.")
EQUIPMENT = ("You may have Clone enter the battlefield as a copy of any Equipment on the "
             "battlefield.")
YOURS = "You may have Clone enter as a copy of an artifact or creature you control."
SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}


def clone(text: str, types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    return {"id": "clone", "name": "Clone", "types": list(types), "subtypes": [],
            "cost": "{0}", "power": 0, "toughness": 0, "text": text}


def game(permanents: list[dict[str, Any]], choice: str, text: str,
         more: list[dict[str, Any]] | None = None,
         hand: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A casts Clone in its precombat main phase, choosing ``choice``, then the ``more``
    actions."""
    actions: list[dict[str, Any]] = [{"step": "precombat_main", "player": "A", "cast": "clone",
                                      "choices": [choice]}, *(more or [])]
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"hand": [clone(text), *(hand or [])], "library": 3},
                                    "B": {"library": 3}},
                        "permanents": permanents, "combat": {"actions": actions}})


@pytest.mark.parametrize("text", [HASTE, SEVEN, WALL, FAERIE, IMAGE, BOUNCE, ALLY, EQUIPMENT,
                                  YOURS])
def test_the_exceptions_are_read_whole(text: str) -> None:
    """CR 707.9b, 707.2: each line is read and rendered back."""
    assert read_card(text, "Clone", ("Creature",)).status == FULL


@plays(HASTE)
def test_except_it_has_keywords() -> None:
    """CR 707.9b, 702.10a, 702.105a: the copy of the Ogre has haste and dethrone besides the
    Ogre's own values; the Ogre itself has neither."""
    state = game([OGRE], "ogre", HASTE)
    mtgsim.play(state)
    assert state.permanents["clone"].card.name == "Ogre"
    assert state.has("clone", Kw.HASTE) and state.has("clone", Kw.DETHRONE)
    assert not state.has("ogre", Kw.HASTE)


@plays(SEVEN)
def test_except_its_base_power_and_toughness() -> None:
    """CR 707.9b, 208.1: "except it's 7/7": the copy of the 3/3 Ogre is a 7/7 Ogre."""
    state = game([OGRE], "ogre", SEVEN)
    mtgsim.play(state)
    assert state.permanents["clone"].card.name == "Ogre"
    assert state.power("clone") == 7 and state.toughness("clone") == 7
    assert state.power("ogre") == 3


@plays(WALL, FAERIE)
@pytest.mark.parametrize("text, subtypes, kw", [
    (WALL, ("Ogre", "Wall"), Kw.DEFENDER),
    (FAERIE, ("Ogre", "Faerie", "Shapeshifter"), Kw.FLYING)])
def test_types_and_a_keyword(text: str, subtypes: tuple[str, ...], kw: Kw) -> None:
    """CR 707.9b: the copy is a Wall Ogre with defender, or a Faerie Shapeshifter Ogre with
    flying."""
    state = game([OGRE], "ogre", text)
    mtgsim.play(state)
    assert state.permanents["clone"].card.subtypes == subtypes and state.has("clone", kw)


@plays(IMAGE)
def test_a_quoted_triggered_ability() -> None:
    """CR 707.9b, 113.2c, 603.2: the copy of the Ogre is an Illusion with "when this creature
    becomes the target of a spell or ability, sacrifice it": A's Shock targeting it makes it
    trigger, and it is sacrificed (a 3/3 Ogre would survive 2 damage)."""
    shock = {"step": "postcombat_main", "player": "A", "cast": "shock", "targets": ["clone"]}
    state = game([OGRE], "ogre", IMAGE, [shock], [SHOCK])
    mtgsim.play(state)
    perm = state.permanents["clone"]
    assert perm.zone is Zone.GRAVEYARD and perm.card.name == "Clone"
    assert state.permanents["ogre"].zone is Zone.BATTLEFIELD


def test_without_the_exception_the_copy_survives_the_shock() -> None:
    """CR 707.2: a plain copy of the Ogre has no such ability and survives 2 damage."""
    shock = {"step": "postcombat_main", "player": "A", "cast": "shock", "targets": ["clone"]}
    plain = "You may have Clone enter the battlefield as a copy of any creature on the battlefield."
    state = game([OGRE], "ogre", plain, [shock], [SHOCK])
    mtgsim.play(state)
    assert state.permanents["clone"].zone is Zone.BATTLEFIELD


@plays(BOUNCE)
def test_a_quoted_activated_ability() -> None:
    """CR 707.9b, 602.1: the copy of A's Ogre has the activated ability after the Ogre's."""
    state = game([{**OGRE, "controller": "A"}], "ogre", BOUNCE)
    mtgsim.play(state)
    card = state.permanents["clone"].card
    assert card.name == "Ogre" and len(card.activated) == 1
    assert not state.permanents["ogre"].card.activated


@plays(ALLY, EQUIPMENT,
       YOURS)
def test_the_kinds_a_clone_may_copy() -> None:
    """CR 205.3, 707.2, 109.4: "any Ally creature" offers only Allies, "any Equipment" only
    Equipment, "an artifact or creature you control" only A's; the Ally is copied. A
    changeling is every creature type (702.73a): an Ally too."""
    ally = {"id": "ally", "controller": "B", "name": "Kor", "power": 2, "toughness": 2,
            "subtypes": ["Kor", "Ally"]}
    sword = {"id": "sword", "controller": "A", "name": "Sword", "types": ["Artifact"],
             "subtypes": ["Equipment"]}
    shifter = {"id": "shifter", "controller": "B", "name": "Shifter", "power": 1,
               "toughness": 1, "text": "Changeling"}
    state = game([OGRE, ally, sword, shifter], "ally", ALLY)
    assert copy_options(state, "A", "creature||Ally") == (NONE, "ally", "shifter")  # 702.73a
    assert copy_options(state, "A", "artifact||Equipment") == (NONE, "sword")
    assert copy_options(state, "A", "artifact or creature|you|") == (NONE, "sword")
    mtgsim.play(state)
    assert state.permanents["clone"].card.name == "Kor"


GRAVEYARD = ("You may have Clone enter the battlefield as a copy of any creature card in a "
             "graveyard.")
NINJA = ("You may have Clone enter the battlefield as a copy of any creature on the battlefield, "
         "except it's a Ninja in addition to its other creature types.")
SYNTH = ("You may have Clone enters the battlefield as a copy of any creature on the "
         "battlefield, except it's a Synth artifact creature in addition to its other types.")


@plays(GRAVEYARD)
def test_a_creature_card_in_a_graveyard() -> None:
    """CR 707.2, 404.2: "any creature card in a graveyard" offers the creature cards in every
    graveyard (not the Ogre on the battlefield, not a land card); Clone enters as a copy of
    B's dead Giant — a 5/5 Giant — and the Giant card stays in the graveyard."""
    giant = {"id": "giant", "name": "Giant", "power": 5, "toughness": 5, "subtypes": ["Giant"]}
    land = {"id": "dune", "name": "Dune", "types": ["Land"]}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [clone(GRAVEYARD)], "library": 3},
                                     "B": {"library": 3, "graveyard": [giant, land]}},
                         "permanents": [OGRE], "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "clone",
                              "choices": ["giant"]}]}})
    assert copy_options(state, "A", "creature|||graveyard") == (NONE, "giant")
    mtgsim.play(state)
    perm = state.permanents["clone"]
    assert perm.zone is Zone.BATTLEFIELD and perm.card.name == "Giant"
    assert state.power("clone") == 5 and state.permanents["giant"].zone is Zone.GRAVEYARD


@plays(NINJA, SYNTH)
@pytest.mark.parametrize("text, types, subtypes", [
    (NINJA, ("Creature",), ("Ogre", "Ninja")),
    (SYNTH, ("Creature", "Artifact"), ("Ogre", "Synth"))])
def test_creature_types_added(text: str, types: tuple[str, ...],
                              subtypes: tuple[str, ...]) -> None:
    """CR 707.9b, 205.3m: the copy of the Ogre is a Ninja Ogre, or a Synth artifact creature
    Ogre (the Oracle wording "you may have ~ enters" read as the same)."""
    state = game([OGRE], "ogre", text)
    mtgsim.play(state)
    card = state.permanents["clone"].card
    assert card.types == types and card.subtypes == subtypes


EGO = ("You may have Clone enter the battlefield as a copy of any creature on the battlefield, "
       "except it enters with X additional +1/+1 counters on it.")


@plays(EGO)
@pytest.mark.parametrize("choice, counters", [("ogre", 2), (NONE, 0)])
def test_x_additional_counters(choice: str, counters: int) -> None:
    """CR 707.9b, 614.1c, 107.3m: cast with X=2, the copy of the 3/3 Ogre enters with two
    +1/+1 counters (a 5/5); declining, Clone enters as itself, a 0/0 without them, and dies
    (704.5f)."""
    ego = {**clone(EGO), "cost": "{X}"}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [ego], "library": 3, "mana": "{2}"},
                                     "B": {"library": 3}},
                         "permanents": [OGRE], "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "clone",
                              "x": 2, "choices": [choice]}]}})
    mtgsim.play(state)
    perm = state.permanents["clone"]
    if counters:
        assert perm.counters.get(PLUS) == 2 and state.power("clone") == 5
    else:
        assert perm.zone is Zone.GRAVEYARD


RAID = ("Raid — If you attacked this turn, you may have Clone enter the battlefield as a copy of "
        "any creature on the battlefield.")


@plays(RAID)
@pytest.mark.parametrize("attacked", [True, False])
def test_raid_clone(attacked: bool) -> None:
    """CR 614.1c, 207.2c, 508.1: cast after A attacked with its Bears, Clone may enter as a
    copy of the Ogre; cast in a turn A didn't attack, it is offered nothing and enters as
    itself, a 0/0 (704.5f)."""
    bears = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
    cast: dict[str, Any] = {"step": "postcombat_main", "player": "A", "cast": "clone"}
    if attacked:
        cast["choices"] = ["ogre"]
    combat: dict[str, Any] = {"actions": [cast]}
    if attacked:
        combat["attacks"] = {"bears": "B"}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [clone(RAID)], "library": 3},
                                     "B": {"library": 3}},
                         "permanents": [OGRE, bears], "combat": combat})
    rule = "creature||||you attacked this turn"
    assert copy_options(state, "A", rule) == (NONE,)  # not yet
    assert copy_options(state, "A", "creature||||") == (NONE, "ogre", "bears")
    mtgsim.play(state)
    perm = state.permanents["clone"]
    assert (perm.zone is Zone.BATTLEFIELD and perm.card.name == "Ogre") is attacked
    assert (perm.zone is Zone.GRAVEYARD) is not attacked


PROTEGE = ("You may have Clone enter the battlefield as a copy of any permanent that entered the "
           "battlefield this turn.")


@plays(PROTEGE)
def test_a_permanent_that_entered_this_turn() -> None:
    """CR 603.6a, 707.2: after A cast its Bears this turn, Clone is offered the Bears, not the
    Ogre that was on the battlefield before the turn, and enters as a copy of the Bears."""
    bears = {"id": "bears", "name": "Bears", "cost": "{0}", "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [bears, clone(PROTEGE)], "library": 3},
                                     "B": {"library": 3}},
                         "permanents": [OGRE], "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "bears"},
                             {"step": "postcombat_main", "player": "A", "cast": "clone",
                              "choices": ["bears"]}]}})
    rule = "permanent|||entered this turn"
    assert copy_options(state, "A", rule) == (NONE,)  # nothing entered yet
    mtgsim.play(state)
    assert copy_options(state, "A", rule) == (NONE, "bears", "clone")
    assert state.permanents["clone"].card.name == "Bears" and state.power("clone") == 2


def test_a_set_power_and_toughness_drops_the_copied_defining_ability() -> None:
    """CR 707.9d: "except it's 7/7" provides a value for power and toughness, so the copied
    creature's ability defining them ("~'s power and toughness are each equal to the number
    of cards in your hand") is not copied: the copy is 7/7 whatever A's hand holds."""
    lurker = {"id": "lurker", "controller": "B", "name": "Lurker", "power": 0,
              "toughness": 0, "text": "Lurker's power and toughness are each equal to the "
                                      "number of cards in your hand."}
    held = [{"name": f"Card {k}", "types": ["Instant"]} for k in range(2)]
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [clone(SEVEN)], "library": 3},
                                     "B": {"library": 3, "hand": held}},
                         "permanents": [lurker], "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "clone",
                              "choices": ["lurker"]}]}})
    mtgsim.play(state)
    assert state.power("lurker") == 2  # B's two cards
    card = state.permanents["clone"].card
    assert card.name == "Lurker" and not card.statics
    assert state.power("clone") == 7 and state.toughness("clone") == 7
