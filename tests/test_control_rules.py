"""Control-changing instructions read by ``sim.text.control_rules`` (issue 29, control; CR
613.1b, 611.2a, 701.26b, 302.6): "untap target creature and gain control of it until end of
turn" (Threaten's wording)."""

from __future__ import annotations

import pytest
from played import plays
from test_control import main_phase
from test_control_exchange import _creature, board
from test_stack import finish, play, to

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone

THREATEN = ("Untap target creature and gain control of it until end of turn. That creature "
            "gains haste until end of turn.")


@plays("Untap target creature and gain control of it until end of turn.")
def test_untap_and_gain_control_then_attack_with_haste() -> None:
    """CR 701.26b, 613.1b, 302.6: the tapped Ogre is untapped and A controls it this turn;
    with haste it attacks its owner for 3; at the cleanup step B controls it again (611.2a,
    514.2)."""
    state = main_phase(THREATEN, attacks={"ogre": "B"})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 17
    ogre = state.permanents["ogre"]
    assert ogre.zone is Zone.BATTLEFIELD and ogre.controller == "B"


def test_untapped_and_stolen_until_the_turn_ends() -> None:
    """CR 701.26b, 613.1b: after the spell the Ogre is untapped and A's, still A's at the end
    of the main phase."""
    state = main_phase("Untap target creature and gain control of it until end of turn.",
                       until="end of combat")
    mtgsim.play(state)
    ogre = state.permanents["ogre"]
    assert not ogre.tapped and ogre.controller == "A"


def test_without_haste_the_untapped_creature_cant_attack() -> None:
    """CR 302.6: untapped and A's, but it came under A's control this turn: no attack."""
    state = main_phase("Untap target creature and gain control of it until end of turn.",
                       attacks={"ogre": "B"})
    with pytest.raises(IllegalActionError):
        mtgsim.play(state)


@plays("Untap target permanent and gain control of it until end of turn.")
def test_untap_target_permanent() -> None:
    """CR 701.26b, 613.1b: "target permanent": the tapped Ogre is untapped and A's during the
    turn; after the cleanup step B controls it again (611.2a, 514.2)."""
    text = "Untap target permanent and gain control of it until end of turn."
    state = main_phase(text, until="end of combat")
    mtgsim.play(state)
    ogre = state.permanents["ogre"]
    assert not ogre.tapped and ogre.controller == "A"
    state = main_phase(text)
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "B"


@plays("You may gain control of target creature.")
def test_you_may_gain_control() -> None:
    """CR 603.5, 613.1b: asked as the spell resolves: "yes", A controls the Ogre; "no",
    nothing happens."""
    for answer, controller in (("yes", "A"), ("no", "B")):
        state = board("You may gain control of target creature.", _creature("ogre", "B", 3))
        play(state, "cast swap", "target ogre")
        to(state, "choose_optional")
        play(state, answer)
        finish(state)
        assert state.permanents["ogre"].controller == controller


@plays("You may gain control of target creature for as long as you control ~.")
def test_you_may_gain_control_while_you_control_the_source() -> None:
    """CR 603.5, 611.2b: "yes": A controls the Ogre while A controls the Thief."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat", "step": "precombat main",
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [_creature("thief", "A", 1, "{T}: You may gain control of target "
                                 "creature for as long as you control ~."),
                       _creature("ogre", "B", 3)],
        "combat": {"attacks": {}, "actions": []}})
    play(state, "activate thief 0", "target ogre")
    to(state, "choose_optional")
    play(state, "yes")
    finish(state)
    assert state.permanents["ogre"].controller == "A"


@plays("You gain control of target creature until end of turn.")
def test_you_gain_control_until_end_of_turn() -> None:
    """CR 613.1b, 611.2a: "you" is the spell's controller: A controls the Ogre this turn, B
    again after the cleanup step (514.2)."""
    text = "You gain control of target creature until end of turn."
    state = main_phase(text, until="end of combat")
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "A"
    state = main_phase(text)
    mtgsim.play(state)
    assert state.permanents["ogre"].controller == "B"
