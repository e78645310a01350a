"""sim.rules.land_entry: playing a land (CR 305.1, 116.2a) and the choice a shock land asks
as it enters: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12,
614.1d; 119.4: paying life)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.model.actions import PASS, CastSpell, PlayLand, action_from_json, parse_action
from sim.model.errors import IllegalActionError
from sim.model.events import LifeLost
from sim.model.objects import Zone

#: a shock land (Steam Vents' Oracle text, its name the card's)
VENTS = {"name": "Steam Vents", "types": ["Land"], "subtypes": ["Island", "Mountain"],
         "text": "({T}: Add {U} or {R}.)\nAs Steam Vents enters the battlefield, you may pay 2 "
                 "life. If you don't, it enters the battlefield tapped."}
#: the newer wording, "enters" without "the battlefield"
GROVE = {"name": "Grove", "types": ["Land"], "subtypes": ["Forest"],
         "text": "As Grove enters, you may pay 3 life. If you don't, it enters tapped."}
SHOCK = {"name": "Shock", "cost": "{R}", "types": ["Instant"],
         "text": "Shock deals 2 damage to any target."}


def main_phase(land: dict[str, Any], life: int = 20, hand: tuple[Any, ...] = ()) -> Any:
    """A, at ``life``, in its precombat main phase with ``land`` (and ``hand``) in hand."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"life": life, "hand": [land, *hand]},
                                    "B": {"life": 20}}})


@plays("As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the "
       "battlefield tapped.", "As ~ enters, you may pay 3 life. If you don't, it enters tapped.")
def test_paying_life_the_land_enters_untapped_and_not_paying_it_enters_tapped() -> None:
    """CR 614.12, 119.4: the player chooses as the land enters; both ways are offered as the
    land play itself (a special action, 116.2a). Paid: 2 life lost (a LifeLost event), the
    land untapped and its mana casts Shock at once; not paid: no life lost, tapped."""
    state = main_phase(VENTS, hand=(SHOCK,))
    land, shock = "A:hand:1", "A:hand:2"
    assert set(state.legal_actions()) == {PASS, PlayLand(land), PlayLand(land, True)}
    paid = state.clone()
    paid.apply(PlayLand(land, True))
    assert paid.players["A"].life == 18 and not paid.permanents[land].tapped
    assert [(e.player, e.amount) for e in paid.events if isinstance(e, LifeLost)] == [("A", 2)]
    assert CastSpell(shock) in paid.legal_actions()
    state.apply(PlayLand(land))
    assert state.players["A"].life == 20 and state.permanents[land].tapped
    assert state.permanents[land].zone is Zone.BATTLEFIELD
    assert not any(isinstance(e, LifeLost) for e in state.events)
    grove = main_phase(GROVE)
    grove.apply(PlayLand("A:hand:1", True))
    assert grove.players["A"].life == 17 and not grove.permanents["A:hand:1"].tapped


def test_life_is_paid_only_from_a_life_total_that_high() -> None:
    """CR 119.4: at 1 life the player can't pay 2 life: only the tapped play is offered, and
    the paying one is refused."""
    state = main_phase(VENTS, life=1)
    assert set(state.legal_actions()) == {PASS, PlayLand("A:hand:1")}
    with pytest.raises(IllegalActionError):
        state.clone().apply(PlayLand("A:hand:1", True))
    state = main_phase(VENTS, life=2)  # exactly 2: it may pay, and goes to 0
    state.apply(PlayLand("A:hand:1", True))
    assert state.players["A"].life == 0


def test_a_land_without_the_choice_has_one_play() -> None:
    """A land with no such ability is offered once, untapped; "play X pay" is not a way to
    play it."""
    state = main_phase({"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]})
    assert set(state.legal_actions()) == {PASS, PlayLand("A:hand:1")}
    with pytest.raises(IllegalActionError):
        state.clone().apply(PlayLand("A:hand:1", True))


def test_the_action_reads_back_from_its_text_and_json() -> None:
    """The action's forms: ``play CARD pay`` and ``{"kind": "play", "card": ..., "pay":
    true}``; without ``pay``, the plain play."""
    action = PlayLand("A:hand:1", True)
    assert str(action) == 'play "A:hand:1" pay'
    assert parse_action(str(action)) == action
    assert action_from_json(action.to_json()) == action
    assert parse_action('play "A:hand:1"') == PlayLand("A:hand:1")
    assert PlayLand("x").to_json() == {"kind": "play", "card": "x"}


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_shock_lands(seed: int) -> None:
    """CR 614.12, 119.4, 305.1: random play of two players with shock lands in hand and
    library, to the end of the game, passes every check of the conformance checker (life
    paid is life lost, a land a turn, the actions' text and JSON forms, clones, replay)."""
    from sim.testing.checker import check
    cards = [VENTS] * 8 + [SHOCK] * 4
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "until": "end of game", "turn_limit": 8,
                         "players": {p: {"library": list(cards), "hand": [VENTS, SHOCK]}
                                     for p in ("A", "B")}})
    check(state, np.random.default_rng(seed))


def test_the_heuristic_pays_at_high_life_when_a_spell_wants_the_mana() -> None:
    """The heuristic policy pays 2 life for an untapped land at 20 life with Shock in hand,
    and not at 5 life (``PAY_LIFE_FLOOR``), nor with nothing to cast."""
    from ai.heuristic import HeuristicAgent
    for life, hand, pays in ((20, (SHOCK,), True), (5, (SHOCK,), False), (20, (), False)):
        state = main_phase(VENTS, life=life, hand=hand)
        assert state.decision is not None
        action = HeuristicAgent().act(state, state.decision, state.legal_actions())
        assert action == PlayLand("A:hand:1", pays), (life, hand)


def test_a_scenario_plays_a_shock_land_paying_life() -> None:
    """A scripted ``play`` entry with ``choices = ["pay life"]`` pays 2 life and the land
    enters untapped (CR 614.12); without it, it enters tapped."""
    for choices, life, tapped in ((["pay life"], 18, False), ([], 20, True)):
        state = mtgsim.load({"active_player": "A", "step": "precombat main",
                             "players": {"A": {"hand": [VENTS]}, "B": {}},
                             "combat": {"actions": [{"step": "precombat_main", "player": "A",
                                                     "play": "Steam Vents",
                                                     "choices": choices}]}})
        mtgsim.play(state)
        land = next(p for p in state.battlefield() if p.card.name == "Steam Vents")
        assert (state.players["A"].life, land.tapped) == (life, tapped)
