"""Cards in graveyards as targets (CR 115.1, 404, 110.4b): "return target creature card from
your graveyard to your hand / to the battlefield", "from a graveyard ... under your control",
"exile target card from a graveyard"."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone

BEARS: dict[str, Any] = {"id": "bears", "name": "Bears", "power": 2, "toughness": 2}
SHOCK: dict[str, Any] = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
                         "text": "Shock deals 2 damage to any target."}


def main_phase(text: str, target: str, a_graveyard: list[Any] | None = None,
               b_graveyard: list[Any] | None = None) -> mtgsim.GameState:
    """A casts a {0} sorcery of ``text`` at ``target`` in its precombat main phase."""
    sorcery = {"id": "spell", "name": "Raise", "types": ["Sorcery"], "cost": "{0}",
               "text": text}
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {"hand": [sorcery], "graveyard": a_graveyard or []},
                                    "B": {"graveyard": b_graveyard or []}},
                        "permanents": [],
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", "cast": "spell",
                             "targets": [target]}]}})


@plays("Return target creature card from your graveyard to your hand.")
def test_return_a_creature_card_to_your_hand() -> None:
    """CR 115.1 and 400.7: a creature card in its caster's graveyard returns to their hand; an
    instant card there is not a legal target, nor is a creature card in the opponent's
    graveyard."""
    text = "Return target creature card from your graveyard to your hand."
    state = main_phase(text, "bears", a_graveyard=[BEARS, SHOCK])
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.HAND
    for target, where in (("shock", "a"), ("bears", "b")):
        graveyards: dict[str, Any] = {"a_graveyard": [SHOCK]} if where == "a" else {
            "b_graveyard": [BEARS]}
        with pytest.raises(IllegalActionError):
            mtgsim.play(main_phase(text, target, **graveyards))


@plays("Return target creature card from your graveyard to the battlefield.",
       "Return target permanent card from your graveyard to the battlefield tapped.")
def test_return_a_card_to_the_battlefield() -> None:
    """CR 400.7 and 110.2a: the Bears return under their owner's control, a new permanent
    (summoning sick, 302.6); "tapped" makes it enter tapped."""
    state = main_phase("Return target creature card from your graveyard to the battlefield.",
                       "bears", a_graveyard=[BEARS])
    mtgsim.play(state)
    bears = state.permanents["bears"]
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A" and not bears.tapped
    state = main_phase("Return target permanent card from your graveyard to the battlefield "
                       "tapped.", "bears", a_graveyard=[BEARS])
    mtgsim.play(state)
    assert state.permanents["bears"].tapped


@plays("Return target creature card from a graveyard to the battlefield under your control.")
def test_reanimate_the_opponents_creature() -> None:
    """CR 110.2a and 404: "a graveyard" is any graveyard; "under your control": the caster
    controls the opponent's Bears, which B still owns."""
    state = main_phase("Return target creature card from a graveyard to the battlefield under "
                       "your control.", "bears", b_graveyard=[BEARS])
    mtgsim.play(state)
    bears = state.permanents["bears"]
    assert (bears.zone, bears.controller, bears.owner) == (Zone.BATTLEFIELD, "A", "B")


@plays("Return target instant or sorcery card from your graveyard to your hand.",
       "Return target card from your graveyard to your hand.")
def test_card_types_of_a_graveyard_target() -> None:
    """CR 115.1: "instant or sorcery card" takes Shock, not the Bears; "card" takes either."""
    text = "Return target instant or sorcery card from your graveyard to your hand."
    with pytest.raises(IllegalActionError):
        mtgsim.play(main_phase(text, "bears", a_graveyard=[BEARS, SHOCK]))
    state = main_phase(text, "shock", a_graveyard=[BEARS, SHOCK])
    mtgsim.play(state)
    assert state.permanents["shock"].zone is Zone.HAND
    state = main_phase("Return target card from your graveyard to your hand.", "bears",
                       a_graveyard=[BEARS])
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.HAND


@plays("Exile target card from a graveyard.")
def test_exile_a_card_from_a_graveyard() -> None:
    """CR 406.2 and 404: a card in the opponent's graveyard is exiled."""
    state = main_phase("Exile target card from a graveyard.", "bears", b_graveyard=[BEARS])
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.EXILE


ATTENDANT = "When Attendant dies, return another target creature card from your graveyard to " \
    "your hand."


def attendant_dies(target: str) -> mtgsim.GameState:
    """A's 1/1 Attendant attacks into B's 3/3 Ogre and dies; its trigger aims at ``target``."""
    return mtgsim.load({
        "active_player": "A", "players": {"A": {"graveyard": [BEARS]}, "B": {}},
        "permanents": [
            {"id": "attendant", "controller": "A", "name": "Attendant", "power": 1,
             "toughness": 1, "text": ATTENDANT},
            {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}],
        "combat": {"attacks": {"attendant": "B"}, "blocks": {"ogre": "attendant"},
                   "actions": [{"step": "combat_damage", "player": "A", "trigger": "attendant",
                                "targets": [target]}]}})


@plays("When Attendant dies, return another target creature card from your graveyard to your "
       "hand.")
def test_another_card_is_not_the_source() -> None:
    """CR 115.1, 603.10a: the dead Attendant's trigger returns the Bears card; "another"
    forbids it its own card, in the graveyard as the trigger is put on the stack."""
    state = attendant_dies("bears")
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.HAND
    assert state.permanents["attendant"].zone is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        mtgsim.play(attendant_dies("attendant"))
