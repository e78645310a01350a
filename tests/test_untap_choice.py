"""The untap step's choice (CR 502.3; ``sim.rules.untap_choice``): "You may choose not to untap
~ during your untap step." — the active player decides, before anything untaps, whether each
such tapped permanent of theirs untaps."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.actions import NO, YES, Action
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.rules import untap_choice

CHOICE = "You may choose not to untap Rod during your untap step."


class Keeper:
    """The default policy, except that it keeps the permanents ``kept`` tapped (and records
    the untap step's questions it was asked)."""

    def __init__(self, kept: tuple[str, ...]) -> None:
        self.kept, self.asked = kept, []  # type: tuple[str, ...], list[str | None]
        self.default = mtgsim.DefaultAgent()

    def act(self, state: mtgsim.GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_OPTIONAL and untap_choice.asking(state):
            self.asked.append(decision.creature)
            return YES if decision.creature in self.kept else NO
        return self.default.act(state, decision, legal)


def rod(pid: str = "rod", text: str = CHOICE, **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": "A", "name": "Rod", "types": ["Artifact"], "tapped": True,
            "text": text, **fields}


def turns(permanents: list[dict[str, Any]], agent: Keeper, limit: int = 2,
          actions: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """B's turn 1, then A's turn 2 (A's untap step) and on to ``limit``."""
    state = mtgsim.load({
        "active_player": "B", "until": "end of game", "turn_limit": limit,
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": permanents, "combat": {"attacks": {}, "actions": actions or []}})
    mtgsim.play(state, agent)
    return state


@plays("You may choose not to untap Rod during your untap step.")
def test_the_active_player_may_keep_it_tapped() -> None:
    """CR 502.3: in A's untap step A is asked about the tapped Rod; kept, it stays tapped
    while A's other tapped permanent untaps; not kept, it untaps as usual."""
    bears = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2,
             "tapped": True}
    keeper = Keeper(("rod",))
    state = turns([rod(), bears], keeper)
    assert keeper.asked == ["rod"]
    assert state.permanents["rod"].tapped and not state.permanents["bears"].tapped
    state = turns([rod(), bears], Keeper(()))
    assert not state.permanents["rod"].tapped and not state.permanents["bears"].tapped


def test_the_default_policy_untaps_it() -> None:
    """CR 502.3: "may": declining, the permanent untaps (the default policy declines)."""
    state = turns([rod()], mtgsim.DefaultAgent())  # type: ignore[arg-type]
    assert not state.permanents["rod"].tapped


def test_only_its_controllers_tapped_permanents_are_asked_about() -> None:
    """CR 502.3: an untapped one, or one that doesn't untap anyway, is not asked about; B's
    Rod is asked about in B's untap step, not A's."""
    frozen = rod("ice", CHOICE + "\nRod doesn't untap during your untap step.")
    keeper = Keeper(())
    turns([rod("open", tapped=False), frozen, rod("theirs", controller="B")], keeper, limit=3)
    assert keeper.asked == ["theirs"]


@plays("Untap Skin during each other player's untap step.")
def test_it_untaps_during_each_other_players_untap_step() -> None:
    """CR 502.3: A's tapped Skin untaps in B's untap step (turn 2, B's); a
    tapped permanent of A's without the ability stays tapped through B's turn."""
    skin = {"id": "skin", "controller": "A", "name": "Skin", "types": ["Artifact"],
            "tapped": True, "text": "Untap Skin during each other player's untap step."}
    plain = {"id": "plain", "controller": "A", "name": "Plain", "types": ["Artifact"],
             "tapped": True}
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": 2,
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [skin, plain], "combat": {"attacks": {}}})
    mtgsim.play(state)
    assert state.active == "B"
    assert not state.permanents["skin"].tapped and state.permanents["plain"].tapped


@plays("Revolt deals 4 damage to target creature. Tap target land. That land doesn't untap "
       "during its controller's next untap step.")
def test_that_land_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    """CR 502.3, 611.2a: B's Forest, tapped by A's sorcery on turn 1, stays tapped through
    B's untap step on turn 2 (the creature, dealt 4 damage, dies: 704.5g); B's other tapped
    land untaps."""
    text = ("Revolt deals 4 damage to target creature. Tap target land. That land doesn't "
            "untap during its controller's next untap step.")
    spell = {"id": "revolt", "name": "Revolt", "types": ["Sorcery"], "cost": "{0}",
             "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": 2,
        "players": {"A": {"library": 5, "hand": [spell]}, "B": {"library": 5}},
        "permanents": [
            {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3},
            {"id": "forest", "controller": "B", "card": "Forest"},
            {"id": "other", "controller": "B", "card": "Forest", "tapped": True}],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "revolt",
             "targets": ["ogre", "forest"]}]}})
    mtgsim.play(state)
    assert state.active == "B" and state.permanents["forest"].tapped
    assert not state.permanents["other"].tapped and state.permanents["ogre"].zone.value != \
        "battlefield"
