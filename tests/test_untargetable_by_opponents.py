"""Issue 29, decks: "target creature can't be the target of spells or abilities your opponents
control this turn" (Vines of Vastwood): an effect of a resolved spell (CR 611.2a) restricting
targets (115.1); "your" is the spell's controller's (109.5), not the creature's, and no hexproof
keyword is granted (702.11b)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.abilities import UNTARGETABLE_BY_OPPONENTS_OF
from sim.model.keywords import Kw
from sim.model.programs import MODIFY
from sim.text import FULL, read_card

CLAUSE = ("Target creature can't be the target of spells or abilities your opponents control "
          "this turn.")
VINES: dict[str, Any] = {"name": "Vines", "types": ["Instant"], "cost": "{G}",
         "text": "Kicker {G}\n" + CLAUSE[:-1] + ". If this spell was kicked, that creature gets "
                 "+4/+4 until end of turn."}
ZAP = {"name": "Zap", "types": ["Instant"], "cost": "{R}",
       "text": "Zap deals 2 damage to any target."}


def game(a_mana: str = "{G}{R}") -> mtgsim.GameState:
    """A (active, precombat main) holds Vines and Zap with ``a_mana``, controls Bears; B holds
    Zap with {R} and controls Ogre."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "permanents": [{"id": "bears", "controller": "A", "name": "Bears", "power": 2,
                        "toughness": 2},
                       {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3,
                        "toughness": 3}],
        "players": {"A": {"hand": [VINES, ZAP], "mana": a_mana},
                    "B": {"hand": [ZAP], "mana": "{R}"}}})


def vines(state: mtgsim.GameState, target: str, kick: bool | None = None) -> None:
    """A casts Vines on ``target`` (kicked or not, when asked) and it resolves."""
    state.apply('cast "A:hand:1"')
    if kick is not None:
        state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    state.apply(f"target {target}")
    while state.stack:
        state.apply("pass")


def targets(state: mtgsim.GameState, spell: str) -> set[str]:
    """The targets offered as the controller of ``spell`` casts it, now (CR 601.2c)."""
    state.apply(f'cast "{spell}"')
    return {str(a).removeprefix("target ") for a in state.legal_actions()}


def test_the_clause_reads_and_renders_back() -> None:
    """CR 611.2a, 109.5: one modification of the target until end of turn, recording "your
    opponents" (the spell's controller's, set as it resolves); it renders back (full)."""
    reading = read_card(VINES["text"], "Vines", ("Instant",))
    assert reading.status == FULL, reading.unsupported
    assert reading.spell is not None
    op = reading.spell.ops[0]
    assert op.verb == MODIFY and op.duration == "end of turn" and op.add == Kw.NONE
    assert op.params == frozenset([(UNTARGETABLE_BY_OPPONENTS_OF, "you")])


@plays("Target creature can't be the target of spells or abilities your opponents control "
       "this turn.")
def test_opponents_cant_target_it_but_its_controller_can() -> None:
    """CR 115.1, 611.2a: after Vines resolves on A's Bears, B's Zap may target A, B and Ogre
    but not Bears; A's own Zap still may target Bears (no shroud: only opponents are barred)."""
    state = game()
    vines(state, "bears")
    assert state.decision is not None and state.decision.player == "A"
    assert "bears" in targets(state, "A:hand:2")
    state = game()
    vines(state, "bears")
    state.apply("pass")  # A passes priority in the main phase: B may cast an instant
    assert targets(state, "B:hand:1") == {"A", "B", "ogre"}


def test_your_opponents_are_the_spells_controllers_not_the_creatures() -> None:
    """CR 109.5: "your" on Vines means Vines's controller; cast on B's Ogre, it is B (an
    opponent of A) who can no longer target Ogre, while A still can. Were it hexproof
    (702.11b) it would be the other way round."""
    state = game()
    vines(state, "ogre")
    assert "ogre" in targets(state, "A:hand:2")
    state = game()
    vines(state, "ogre")
    state.apply("pass")
    assert targets(state, "B:hand:1") == {"A", "B", "bears"}
    assert not state.has("ogre", Kw.HEXPROOF)


@pytest.mark.parametrize("kick", [True, False])
def test_kicked_it_also_gets_plus_four(kick: bool) -> None:
    """CR 702.33d: only a kicked Vines gives +4/+4; either way the target restriction holds
    (115.1) and ends with the turn (514.2: "this turn" effects end in the cleanup step)."""
    state = game("{G}{G}{R}")
    vines(state, "bears", kick)
    bears = state.permanents["bears"]
    assert (state.power("bears"), state.toughness("bears")) == ((6, 6) if kick else (2, 2))
    assert bears.id in state.permanents
    assert any(k == UNTARGETABLE_BY_OPPONENTS_OF and v == "A" for k, v in state.params("bears"))
    while state.active == "A" and state.decision is not None:  # to the end of the turn
        legal = [str(a) for a in state.legal_actions()]
        state.apply("pass" if "pass" in legal else legal[0])
    assert not any(k == UNTARGETABLE_BY_OPPONENTS_OF for k, _ in state.params("bears"))
