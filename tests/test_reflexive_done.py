"""Reflexive triggered abilities after an instruction that does nothing when it can't be done
(CR 603.12): "you may exile it", "you may tap it", "you may return a land you control to its
owner's hand". The ability triggers only if the action was performed
(``sim.rules.reflexive_done``), its targets chosen as it is put on the stack (603.3d)."""

from __future__ import annotations

from played import plays
from test_reflexive import answers, bear, cast, drive, zone

import mtgsim
from sim import GameState
from sim.model.objects import Zone

BUTLER = ("When this creature dies, you may exile it. When you do, return target creature card "
          "from your graveyard to your hand.")
DRILL = ("When this creature enters, you may tap it. When you do, destroy target creature with "
         "power 4 or less.")
HELLION = ("When this creature enters, you may return a land you control to its owner's hand. "
           "When you do, this creature deals 2 damage to each opponent.")


def butler_dies(yes: str, text: str = BUTLER) -> GameState:
    """A's 1/1 Butler (``text``) attacks into B's 3/3 Ogre and dies; A answers ``yes`` to
    exiling it."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"graveyard": [{"id": "bears", "name": "Bears", "power": 2,
                                         "toughness": 2}]}, "B": {}},
        "permanents": [
            {"id": "butler", "controller": "A", "name": "Butler", "power": 1,
             "toughness": 1, "text": text},
            {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}],
        "combat": {"attacks": {"butler": "B"}, "blocks": {"ogre": "butler"}, "actions": []}})
    drive(state, answers(declare_attackers="butler", declare_blockers="ogre",
                         choose_optional=yes, choose_target="bears"))
    return state


@plays(BUTLER)
def test_exiling_the_dead_creature_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 406.2: the dies trigger resolves, A exiles the card from the graveyard, the
    reflexive ability returns the Bears card to A's hand (its target chosen then, 603.3d);
    declined, nothing is exiled and nothing returns."""
    state = butler_dies("yes")
    assert zone(state, "butler") is Zone.EXILE and zone(state, "bears") is Zone.HAND
    state = butler_dies("no")
    assert zone(state, "butler") is Zone.GRAVEYARD and zone(state, "bears") is Zone.GRAVEYARD


@plays(DRILL)
def test_tapping_itself_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 701.26a: the creature taps itself as its enters trigger resolves and the
    reflexive ability destroys B's 4-power creature (701.8a)."""
    state = cast(DRILL, permanents=(bear("foe", "B", power=4, toughness=4),))
    drive(state, answers(choose_optional="yes", choose_target="foe"))
    assert state.permanents["ripper"].tapped and zone(state, "foe") is Zone.GRAVEYARD


def test_a_tapped_creature_cant_tap_and_nothing_triggers() -> None:
    """CR 701.26a, 603.12: a permanent already tapped can't be tapped, so the action wasn't
    performed: no reflexive ability, no target asked, B's creature stays."""
    state = cast("This creature enters tapped.\n" + DRILL,
                 permanents=(bear("foe", "B", power=4, toughness=4),))
    asked = drive(state, answers(choose_optional="yes", choose_target="foe"))
    assert "choose_target" not in asked and zone(state, "foe") is Zone.BATTLEFIELD


@plays(HELLION)
def test_returning_a_land_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 400.7: A returns their land to their hand and the reflexive ability deals 2
    damage to B (120.3); with no land to return, nothing was done and B takes none."""
    land = {"id": "plains", "controller": "A", "name": "Plains", "types": ["Land"],
            "supertypes": ["Basic"], "subtypes": ["Plains"]}
    state = cast(HELLION, permanents=(land,))
    drive(state, answers(choose_optional="yes"))
    assert zone(state, "plains") is Zone.HAND and state.players["B"].life == 18
    state = cast(HELLION)
    drive(state, answers(choose_optional="yes"))
    assert state.players["B"].life == 20


LIBRARIAN = "When this creature enters, you may tap it. If you do, draw a card."
ISLANDS = [{"id": f"island{i}", "name": "Island", "types": ["Land"]} for i in range(3)]
RECTOR = ("When this creature dies, you may exile it. If you do, return target creature card "
          "from your graveyard to your hand.")


@plays(LIBRARIAN)
def test_if_you_do_after_tapping_itself() -> None:
    """CR 118.12 wording, 701.26a: A taps the creature and draws; entering tapped, it can't be
    tapped, so "if you do" doesn't hold and A draws nothing."""
    for text, drawn in ((LIBRARIAN, 1), ("This creature enters tapped.\n" + LIBRARIAN, 0)):
        ripper = {"id": "ripper", "name": "Ripper", "power": 4, "toughness": 4,
                  "cost": "{0}", "text": text}
        state = mtgsim.load({
            "active_player": "A", "until": "end of turn",
            "players": {"A": {"hand": [ripper], "library": ISLANDS}, "B": {}},
            "combat": {"attacks": {}, "actions": [
                {"step": "precombat_main", "player": "A", "cast": "ripper"}]}})
        state.apply("cast ripper")
        drive(state, answers(choose_optional="yes", declare_attackers="none"))
        hand = [p for p in state.permanents.values() if p.zone is Zone.HAND]
        assert len(hand) == drawn
        assert state.permanents["ripper"].tapped


@plays(RECTOR)
def test_if_you_do_after_exiling_the_dead_creature() -> None:
    """CR 118.12 wording, 406.2: the dies trigger (its target chosen as it is put on the stack,
    603.3d) exiles the card and returns the Bears card; declined, neither moves."""
    for yes, butler, bears in (("yes", Zone.EXILE, Zone.HAND),
                               ("no", Zone.GRAVEYARD, Zone.GRAVEYARD)):
        state = butler_dies(yes, RECTOR)
        assert zone(state, "butler") is butler and zone(state, "bears") is bears
