"""Judging "~ can't attack | block | attack or block unless <condition>" (issue 29, attack
requirements; ``sim.model.restriction_unless``): CR 508.1c, 509.1b — a restriction, checked as
attackers or blockers are declared: the creature can't attack (or block) while the condition
(``sim.model.board_conditions``, read from its words by ``sim.text.condition_text``) doesn't
hold for its controller ("you") now."""

from __future__ import annotations

from sim.model.board_conditions import holds
from sim.model.restriction_unless import ATTACK_KINDS, BLOCK_KINDS
from sim.model.state import GameState
from sim.text.condition_text import restriction_condition


def unless_barred(state: GameState, creature: str, attack: bool) -> str:
    """The phrase of the first such restriction of ``creature`` whose condition doesn't hold
    (it can't attack, or with ``attack`` False block), or ""."""
    params = state.params(creature)
    if not params:
        return ""
    kinds = ATTACK_KINDS if attack else BLOCK_KINDS
    controller = state.permanents[creature].controller
    for kind, words in params:
        if kind in kinds:
            condition = restriction_condition("if " + words)
            if condition is None or not holds(state, condition, controller, creature):
                return f"{kind} {words}"
    return ""
