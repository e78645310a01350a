"""Control lasting "for as long as you control ~" or "for as long as ~ remains on the
battlefield" (CR 611.2b, 613.1b; ``sim.model.control_durations``): it ends as its source
leaves the battlefield or, for the first, as another player gains control of the source; the
permanent goes back to the player who controlled it before."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import finish, play

import mtgsim
from sim.model.objects import Zone

WHILE_YOU = "{T}: Gain control of target creature for as long as you control ~."
WHILE_HERE = "{T}: Gain control of target creature for as long as ~ remains on the battlefield."
SOWER = ("When ~ enters the battlefield, gain control of target creature for as long as ~ "
         "remains on the battlefield.")
SILUMGAR = "When ~ enters, gain control of target creature for as long as you control ~."


def _card(pid: str, text: str, kind: str = "Instant") -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "types": [kind], "cost": "{0}", "text": text}


def board(thief_text: str, actions: list[dict[str, Any]], *, a_hand: list[dict[str, Any]]
          = (), b_hand: list[dict[str, Any]] = (), until: str = "end of combat",
          thief: bool = True) -> mtgsim.GameState:
    """A's precombat main phase: A's 1/1 Thief (``thief_text``) and B's 3/3 Ogre."""
    perms: list[dict[str, Any]] = [{"id": "ogre", "controller": "B", "name": "Ogre",
                                    "power": 3, "toughness": 3}]
    if thief:
        perms.append({"id": "thief", "controller": "A", "name": "Thief", "power": 1,
                      "toughness": 1, "text": thief_text})
    return mtgsim.load({
        "active_player": "A", "until": until, "step": "precombat main",
        "players": {"A": {"hand": list(a_hand), "library": 5},
                    "B": {"hand": list(b_hand), "library": 5}},
        "permanents": perms, "combat": {"attacks": {}, "actions": actions}})


STEAL = _card("steal", "Gain control of target creature until end of turn.")
KILL = _card("kill", "Destroy target creature.")
TAKE = {"step": "precombat_main", "player": "A", "activate": "thief", "targets": ["ogre"]}


@plays("{T}: Gain control of target creature for as long as you control ~.")
def test_while_you_control_it_the_creature_is_yours() -> None:
    """CR 613.1b, 611.2b: A controls the Ogre while A controls the Thief."""
    state = board(WHILE_YOU, [TAKE])
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "A"


def test_losing_control_of_the_source_ends_it() -> None:
    """CR 611.2b: B gains control of the Thief: A no longer controls it, the effect ends and
    the Ogre goes back to B at once (613.1b) — and stays B's when the Thief comes back to A
    at the cleanup step (the effect has ended)."""
    state = board(WHILE_YOU, [TAKE, {"step": "precombat_main", "player": "B", "cast": "steal",
                                     "targets": ["thief"]}], b_hand=[STEAL])
    mtgsim.play(state)
    assert state.permanents["thief"].controller == "B"
    assert state.permanents["ogre"].controller == "B"
    state = board(WHILE_YOU, [TAKE, {"step": "precombat_main", "player": "B", "cast": "steal",
                                     "targets": ["thief"]}], b_hand=[STEAL],
                  until="end of turn")
    mtgsim.play(state)
    assert state.permanents["thief"].controller == "A"
    assert state.permanents["ogre"].controller == "B"


def test_the_source_leaving_ends_it() -> None:
    """CR 611.2b, 400.7: the Thief is destroyed: the Ogre goes back to B."""
    state = board(WHILE_YOU, [TAKE, {"step": "precombat_main", "player": "A", "cast": "kill",
                                     "targets": ["thief"]}], a_hand=[KILL])
    mtgsim.play(state)
    assert state.permanents["thief"].zone is Zone.GRAVEYARD
    assert state.permanents["ogre"].controller == "B"


@plays("{T}: Gain control of target creature for as long as ~ remains on the battlefield.")
def test_while_it_remains_on_the_battlefield_control_of_it_doesnt_matter() -> None:
    """CR 611.2b: B gaining control of the Thief doesn't end "for as long as ~ remains on the
    battlefield": A still controls the Ogre; destroying the Thief ends it."""
    state = board(WHILE_HERE, [TAKE, {"step": "precombat_main", "player": "B", "cast": "steal",
                                      "targets": ["thief"]}], b_hand=[STEAL])
    mtgsim.play(state)
    assert state.permanents["thief"].controller == "B"
    assert state.permanents["ogre"].controller == "A"
    state = board(WHILE_HERE, [TAKE, {"step": "precombat_main", "player": "A", "cast": "kill",
                                      "targets": ["thief"]}], a_hand=[KILL])
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "B"


@plays("When ~ enters the battlefield, gain control of target creature for as long as ~ "
       "remains on the battlefield.")
def test_sower_entering_takes_the_creature() -> None:
    """CR 603.3, 613.1b: A casts the creature; its enters trigger gives A the Ogre; it stays
    A's after the turn (611.2b: no "until"), until the creature is destroyed."""
    sower = {**_card("sower", SOWER, "Creature"), "power": 1, "toughness": 1}
    state = board("", [], a_hand=[sower, KILL], thief=False, until="end of turn")
    play(state, "cast sower", "pass", "target ogre", "pass")
    assert state.permanents["ogre"].controller == "A"
    play(state, "cast kill", "target sower")
    finish(state)
    assert state.permanents["sower"].zone is Zone.GRAVEYARD
    assert state.permanents["ogre"].controller == "B"


@plays("When ~ enters, gain control of target creature for as long as you control ~.")
def test_the_source_gone_before_the_trigger_resolves_does_nothing() -> None:
    """CR 611.2b: the creature is destroyed with its enters trigger on the stack: the duration
    has already ended, the trigger does nothing: B keeps the Ogre."""
    silumgar = {**_card("silumgar", SILUMGAR, "Creature"), "power": 1, "toughness": 1}
    state = board("", [], a_hand=[silumgar, KILL], thief=False)
    play(state, "cast silumgar", "pass", "target ogre", "cast kill", "target silumgar")
    finish(state)
    assert state.permanents["silumgar"].zone is Zone.GRAVEYARD
    assert state.permanents["ogre"].controller == "B"
    state = board("", [], a_hand=[silumgar, KILL], thief=False)
    play(state, "cast silumgar", "pass", "target ogre")
    finish(state)
    assert state.permanents["ogre"].controller == "A"
