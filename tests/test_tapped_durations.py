"""Effects lasting "for as long as ~ remains tapped" (CR 611.2b; ``sim.model.tapped_durations``):
they end as soon as their source untaps or leaves the battlefield, and do nothing if it is
already untapped as they would begin."""

from __future__ import annotations

from typing import Any

from played import plays
from test_untap_choice import CHOICE, Keeper

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Duration, Zone

PUMP = "{T}: Target creature gets +0/+3 for as long as Rod remains tapped."
FREEZE = ("{T}: Tap target creature. It doesn't untap during its controller's untap step for "
          "as long as Rod remains tapped.")
STEAL = "{T}: Gain control of target creature for as long as Rod remains tapped."
BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}


def play(text: str, target: str, kept: tuple[str, ...], limit: int,
         extra: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A's turn 1: A activates Rod (``text``, with the untap choice) on ``target`` in its
    precombat main phase; the game goes on to turn ``limit``, A keeping ``kept`` tapped."""
    rod = {"id": "rod", "controller": "A", "name": "Rod", "types": ["Artifact"],
           "text": f"{CHOICE}\n{text}"}
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": limit,
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [rod, BEARS, OGRE, *(extra or [])],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "activate": "rod",
             "targets": [target] if target else []}]}})
    mtgsim.play(state, Keeper(kept))
    return state


@plays("You may choose not to untap Rod during your untap step.",
       "{T}: Target creature gets +0/+3 for as long as Rod remains tapped.")
def test_a_bonus_lasts_while_the_source_stays_tapped() -> None:
    """CR 611.2b, 502.3: the Bears are 2/5 through B's turn and, Rod kept tapped in A's next
    untap step, after it; once Rod untaps, the effect ends: 2/2."""
    state = play(PUMP, "bears", ("rod",), 3)
    assert state.permanents["rod"].tapped and state.toughness("bears") == 5
    state = play(PUMP, "bears", (), 3)
    assert not state.permanents["rod"].tapped and state.toughness("bears") == 2
    assert not any(e.duration is Duration.WHILE_TAPPED for e in state.effects)
    state = play(PUMP, "bears", ("rod",), 2)  # B's turn: A's permanents don't untap
    assert state.toughness("bears") == 5


@plays("You may choose not to untap Rod during your untap step.",
       "{T}: Tap target creature. It doesn't untap during its controller's untap "
       "step for as long as Rod remains tapped.")
def test_a_creature_kept_tapped_while_the_source_stays_tapped() -> None:
    """CR 502.3, 611.2b: the Ogre, tapped by Rod, doesn't untap in B's untap steps while Rod
    stays tapped; Rod untapped in A's untap step (turn 3), the Ogre untaps in B's (turn 4)."""
    state = play(FREEZE, "ogre", ("rod",), 4)
    assert state.permanents["ogre"].tapped and state.permanents["rod"].tapped
    state = play(FREEZE, "ogre", (), 4)
    assert not state.permanents["ogre"].tapped and not state.permanents["rod"].tapped
    state = play(FREEZE, "ogre", (), 2)  # turn 2 is B's: still frozen then
    assert state.permanents["ogre"].tapped


@plays("You may choose not to untap Rod during your untap step.",
       "{T}: Gain control of target creature for as long as Rod remains tapped.")
def test_control_lasts_while_the_source_stays_tapped() -> None:
    """CR 611.2b, 613.1b: A controls the Ogre while Rod stays tapped; once Rod untaps in A's
    untap step, the Ogre returns to B (the untap step's untapping is simultaneous, 502.3: the
    Ogre, A's as it began, untaps too)."""
    state = play(STEAL, "ogre", ("rod",), 3)
    assert state.permanents["ogre"].controller == "A"
    state = play(STEAL, "ogre", (), 3)
    assert state.permanents["ogre"].controller == "B"


def test_the_source_leaving_ends_the_effect() -> None:
    """CR 611.2b, 400.7: Rod destroyed (an instant of B's in A's postcombat main phase), it
    no longer remains tapped: the Bears are 2/2 again; not destroyed, 2/5 to the end of the
    turn."""
    kill = {"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
            "text": "Destroy target artifact."}
    rod = {"id": "rod", "controller": "A", "name": "Rod", "types": ["Artifact"],
           "text": f"{CHOICE}\n{PUMP}"}
    activate = {"step": "precombat_main", "player": "A", "activate": "rod", "targets": ["bears"]}
    destroy = {"step": "postcombat_main", "player": "B", "cast": "kill", "targets": ["rod"]}
    for actions, toughness in (([activate], 5), ([activate, destroy], 2)):
        state = mtgsim.load({
            "active_player": "A", "until": "end of game", "turn_limit": 1,
            "players": {"A": {"library": 5}, "B": {"library": 5, "hand": [kill]}},
            "permanents": [rod, BEARS, OGRE], "combat": {"attacks": {}, "actions": actions}})
        mtgsim.play(state, Keeper(()))
        assert state.toughness("bears") == toughness
    assert state.permanents["rod"].zone is Zone.GRAVEYARD and not state.effects


def test_an_untapped_source_does_nothing() -> None:
    """CR 611.2b: the duration already over as the effect would begin (Rod untapped in
    response, here by hand), the effect does nothing."""
    rod = {"id": "rod", "controller": "A", "name": "Rod", "types": ["Artifact"],
           "text": f"{CHOICE}\n{PUMP}"}
    state = mtgsim.load({
        "active_player": "A", "players": {"A": {}, "B": {}},
        "permanents": [rod, BEARS], "combat": {"attacks": {}}})
    from sim.model.objects import Effect
    state.permanents["rod"].tapped = False
    state.add_effect(Effect(frozenset({"bears"}), Duration.WHILE_TAPPED, 0, 3, source="rod"))
    assert state.toughness("bears") == 2 and not state.effects


@plays("You may choose not to untap Rod during your untap step.",
       "{T}: Target creature gets +1/+1 and has trample for as long as Rod remains tapped.")
def test_has_an_ability_while_the_source_stays_tapped() -> None:
    """CR 611.2b: "has trample for as long as ~ remains tapped" grants it like "gains": the
    Bears are 3/3 with trample while Rod stays tapped; Rod untapped, 2/2 without."""
    text = "{T}: Target creature gets +1/+1 and has trample for as long as Rod remains tapped."
    state = play(text, "bears", ("rod",), 3)
    assert state.power("bears") == 3 and state.keywords("bears") & Kw.TRAMPLE
    state = play(text, "bears", (), 3)
    assert state.power("bears") == 2 and not state.keywords("bears") & Kw.TRAMPLE


@plays("You may choose not to untap Rod during your untap step.",
       "{T}: Tap all other artifacts. They don't untap during their controllers' untap steps "
       "for as long as Rod remains tapped.")
def test_a_group_kept_tapped_while_the_source_stays_tapped() -> None:
    """CR 502.3, 611.2b: B's artifact, tapped with every other artifact, stays tapped through
    B's untap step while Rod stays tapped; Rod untapped in A's, it untaps in B's next."""
    text = ("{T}: Tap all other artifacts. They don't untap during their controllers' untap "
            "steps for as long as Rod remains tapped.")
    orb = {"id": "orb", "controller": "B", "name": "Orb", "types": ["Artifact"]}
    state = play(text, "", ("rod",), 4, [orb])
    assert state.permanents["orb"].tapped
    state = play(text, "", (), 4, [orb])
    assert not state.permanents["orb"].tapped
