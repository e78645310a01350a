"""Cards put from a graveyard (CR 110.2a, 400.7, 401.1, 404): "put target creature card from
a graveyard onto the battlefield under your control" (``zone_verbs.PUT_CARD``, run as "return
... to the battlefield" is: ``sim.rules.move_ops.graveyard_to_battlefield``) and "put target
card from your graveyard on top of | on the bottom of your library" (its owner's library:
``sim.rules.library_moves.to_library``)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_graveyard_targets import BEARS, SHOCK, main_phase

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

GIANT: dict[str, Any] = {"id": "giant", "name": "Giant", "power": 3, "toughness": 3}


@plays("Put target creature card from a graveyard onto the battlefield under your control.")
def test_put_the_opponents_creature_card_onto_the_battlefield() -> None:
    """CR 110.2a, 400.7, 404: the caster puts B's Bears from B's graveyard onto the
    battlefield under A's control (B still owns it); an instant card is no legal target."""
    text = "Put target creature card from a graveyard onto the battlefield under your control."
    state = main_phase(text, "bears", b_graveyard=[BEARS])
    mtgsim.play(state)
    bears = state.permanents["bears"]
    assert (bears.zone, bears.controller, bears.owner) == (Zone.BATTLEFIELD, "A", "B")
    assert not bears.tapped
    with pytest.raises(IllegalActionError):
        mtgsim.play(main_phase(text, "shock", a_graveyard=[SHOCK]))


@plays("Put target creature card from an opponent's graveyard onto the battlefield tapped "
       "under your control.")
def test_from_an_opponents_graveyard_tapped() -> None:
    """CR 110.2a, 404: only a card in an opponent's graveyard may be chosen (A's own Bears are
    no legal target); it enters tapped under the caster's control."""
    text = ("Put target creature card from an opponent's graveyard onto the battlefield tapped "
            "under your control.")
    state = main_phase(text, "bears", b_graveyard=[BEARS])
    mtgsim.play(state)
    bears = state.permanents["bears"]
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A" and bears.tapped
    with pytest.raises(IllegalActionError):
        mtgsim.play(main_phase(text, "bears", a_graveyard=[BEARS]))


@plays("Put target card from your graveyard on top of your library.")
def test_a_card_from_your_graveyard_on_top_of_your_library() -> None:
    """CR 401.1, 404.1: the card leaves A's graveyard for the top of A's library (its owner's);
    a card in B's graveyard is no legal target."""
    text = "Put target card from your graveyard on top of your library."
    state = main_phase(text, "shock", a_graveyard=[SHOCK, BEARS])
    mtgsim.play(state)
    assert "shock" not in state.permanents or state.permanents["shock"].zone is not \
        Zone.GRAVEYARD
    assert state.players["A"].library[0].name == "Shock"
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        mtgsim.play(main_phase(text, "bears", b_graveyard=[BEARS]))


@plays("Put target creature card from your graveyard on the bottom of your library.")
def test_a_creature_card_on_the_bottom_of_your_library() -> None:
    """CR 401.1: the Giant goes under A's library's other cards."""
    text = "Put target creature card from your graveyard on the bottom of your library."
    state = main_phase(text, "giant", a_graveyard=[GIANT])
    mtgsim.play(state)
    library = state.players["A"].library
    assert library and library[-1].name == "Giant"


def test_your_library_only_for_your_own_graveyards_cards() -> None:
    """CR 401.1, 400.3: a card goes to its owner's library; "your library" is read only for a
    card from your own graveyard, and "onto the battlefield" only for a card in a graveyard."""
    assert read_effect("Put target card from a graveyard on top of your library.").unsupported
    assert read_effect("Put target creature on top of your library.").unsupported
    assert read_effect("Put target creature onto the battlefield.").unsupported


@plays("Return target card from an opponent's graveyard to their hand.")
def test_an_opponents_card_returns_to_their_hand() -> None:
    """CR 400.3, 404: the card in B's graveyard goes to B's hand, its owner's; a card in the
    caster's own graveyard is no legal target ("their" names the opponent)."""
    text = "Return target card from an opponent's graveyard to their hand."
    state = main_phase(text, "shock", b_graveyard=[SHOCK])
    mtgsim.play(state)
    shock = state.permanents["shock"]
    assert shock.zone is Zone.HAND and shock.owner == "B"
    with pytest.raises(IllegalActionError):
        mtgsim.play(main_phase(text, "shock", a_graveyard=[SHOCK]))
    assert read_effect("Return target card from your graveyard to their hand.").unsupported


@plays("Return up to two target creatures to their owner's hand.")
def test_their_owners_hand_is_each_ones_owners() -> None:
    """CR 601.2c, 400.3, 400.7: Oracle's "their owner's hand" after "up to two target
    creatures" is each creature's owner's hand: A's creature to A's, B's to B's."""
    text = "Return up to two target creatures to their owner's hand."
    spell = {"id": "wave", "name": "Wave", "types": ["Sorcery"], "cost": "{0}", "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [spell]}, "B": {}},
        "permanents": [{"id": "mine", "controller": "A", "power": 1, "toughness": 1},
                       {"id": "theirs", "controller": "B", "power": 2, "toughness": 2},
                       {"id": "stays", "controller": "B", "power": 3, "toughness": 3}],
        "combat": {"attacks": {}, "actions": [{"step": "precombat_main", "player": "A",
                                               "cast": "wave", "targets": ["mine", "theirs"]}]}})
    mtgsim.play(state)
    assert (state.permanents["mine"].zone, state.permanents["mine"].owner) == (Zone.HAND, "A")
    assert (state.permanents["theirs"].zone, state.permanents["theirs"].owner) == \
        (Zone.HAND, "B")
    assert state.permanents["stays"].zone is Zone.BATTLEFIELD


def _decompose(targets: list[str]) -> mtgsim.GameState:
    """A casts "exile up to three target cards from a single graveyard" at ``targets``; A's
    graveyard holds a1, B's b1, b2, b3."""
    text = "Exile up to three target cards from a single graveyard."
    spell = {"id": "rot", "name": "Rot", "types": ["Sorcery"], "cost": "{0}", "text": text}
    cards = {p: [{**SHOCK, "id": f"{p.lower()}{i}"} for i in (1, 2, 3)] for p in ("A", "B")}
    return mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [spell], "graveyard": cards["A"][:1]},
                    "B": {"graveyard": cards["B"]}},
        "permanents": [],
        "combat": {"attacks": {}, "actions": [{"step": "precombat_main", "player": "A",
                                               "cast": "rot", "targets": targets}]}})


@plays("Exile up to three target cards from a single graveyard.")
def test_every_target_from_one_graveyard() -> None:
    """CR 115.1, 404, 601.2c: the three cards of B's graveyard are exiled; a card of A's
    graveyard can't be chosen beside cards of B's (one graveyard for the whole phrase)."""
    state = _decompose(["b1", "b2", "b3"])
    mtgsim.play(state)
    assert all(state.permanents[c].zone is Zone.EXILE for c in ("b1", "b2", "b3"))
    assert state.permanents["a1"].zone is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        mtgsim.play(_decompose(["b1", "a1", "b2"]))
