"""The reveal lands (``sim.model.may_verbs.REVEAL_AS_ENTERS``): "As ~ enters, you may reveal a
Giant card from your hand. If you don't, ~ enters tapped." (CR 614.12, 614.1d, 701.20a) —
played, the choice is the land play's (``PlayLand.pay``, ``sim.rules.land_entry``); put onto
the battlefield by an effect, its controller answers just after (``sim.rules.arriving``)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import finish, play, to

import mtgsim
from sim.model.actions import PASS, PlayLand
from sim.model.objects import Zone

AMPHITHEATER = {"name": "Amphitheater", "types": ["Land"],
                "text": "As Amphitheater enters the battlefield, you may reveal a Giant card "
                        "from your hand. If you don't, Amphitheater enters the battlefield "
                        "tapped."}
GIANT = {"name": "Stone Giant", "types": ["Creature"], "subtypes": ["Giant"], "cost": "{2}{R}{R}",
         "power": 3, "toughness": 4}
ELF = {"name": "Elf", "types": ["Creature"], "subtypes": ["Elf"], "cost": "{G}", "power": 1,
       "toughness": 1}
SCOUT = {"name": "Scout", "types": ["Sorcery"], "cost": "{0}",
         "text": "You may put a land card from your hand onto the battlefield."}


def main_phase(*hand: dict[str, Any]) -> Any:
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": list(hand)}, "B": {}}})


@plays("As ~ enters the battlefield, you may reveal a Giant card from your hand. If you don't, "
       "~ enters the battlefield tapped.")
def test_played_revealing_a_giant_it_enters_untapped() -> None:
    """CR 614.12: with a Giant card in hand both ways are offered as the land play: revealing,
    it enters untapped; not, tapped. With no Giant card only the tapped play is offered."""
    state = main_phase(AMPHITHEATER, GIANT)
    land = "A:hand:1"
    assert set(state.legal_actions()) == {PASS, PlayLand(land), PlayLand(land, True)}
    shown = state.clone()
    shown.apply(PlayLand(land, True))
    assert shown.permanents[land].zone is Zone.BATTLEFIELD and not shown.permanents[land].tapped
    state.apply(PlayLand(land))
    assert state.permanents[land].tapped
    state = main_phase(AMPHITHEATER, ELF)
    assert set(state.legal_actions()) == {PASS, PlayLand("A:hand:1")}


def test_put_by_an_effect_its_controller_answers_just_after() -> None:
    """CR 614.12: put onto the battlefield by a spell, the land asks its controller (a
    choose_pay decision) whether to reveal the Giant: yes, untapped; no, tapped."""
    for yes in (True, False):
        state = main_phase(SCOUT, AMPHITHEATER, GIANT)
        play(state, 'cast "A:hand:1"')
        play(to(state, "choose_optional"), "yes")
        play(to(state, "choose_card"), 'card "A:hand:2"')
        play(to(state, "choose_pay"), "yes" if yes else "no")
        finish(state)
        land = state.permanents["A:hand:2"]
        assert land.zone is Zone.BATTLEFIELD and land.tapped is not yes
