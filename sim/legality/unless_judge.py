"""Judging "~ can't attack | block | attack or block unless <condition>" (issue 29, attack
requirements; ``sim.model.restriction_unless``): CR 508.1c, 509.1b — a restriction, checked as
attackers or blockers are declared: the creature can't attack (or block) while the condition
(``sim.model.board_conditions``, read from its words by
``sim.text.restriction_unless_text.unless_condition``) doesn't hold for its controller ("you")
now. "... than defending player" is judged for each player (or planeswalker's controller) the
creature could attack (506.2, ``defender_unless_barred``, from
``sim.legality.attack_kinds.barred``); "... than attacking player" against the active player,
who attacks (506.2)."""

from __future__ import annotations

from sim.model.board_conditions import holds
from sim.model.restriction_unless import ATTACK_KINDS, BLOCK_KINDS
from sim.model.state import GameState
from sim.text.restriction_unless_text import unless_condition


def unless_barred(state: GameState, creature: str, attack: bool) -> str:
    """The phrase of the first such restriction of ``creature`` whose condition doesn't hold
    (it can't attack, or with ``attack`` False block), or ""; those about the defending player
    are left to ``defender_unless_barred``."""
    params = state.params(creature)
    if not params:
        return ""
    kinds = ATTACK_KINDS if attack else BLOCK_KINDS
    controller = state.permanents[creature].controller
    for kind, words in params:
        if kind in kinds:
            read = unless_condition(words)
            if read is None:
                return f"{kind} {words}"
            condition, whose = read
            if whose == "defending":
                continue
            that = state.active if whose == "attacking" else None
            if not holds(state, condition, controller, creature, that):
                return f"{kind} {words}"
    return ""


def defender_unless_barred(state: GameState, defender: str, words: str) -> bool:
    """Whether "~ can't attack unless <words>" keeps a creature of the active player from
    attacking ``defender`` (or a planeswalker ``defender`` controls): its condition about the
    defending player doesn't hold with ``defender`` as that player."""
    read = unless_condition(words)
    if read is None:
        return True
    condition, whose = read
    return whose == "defending" and not holds(state, condition, state.active, "", defender)
