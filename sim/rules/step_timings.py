"""The restrictions of a step or a turn on casting a spell or activating an ability (CR
601.3, 602.5b; the words ``sim.text.cast_timing_text.STEP_TIMINGS`` lists): "during combat
after blockers are declared", "... during the declare attackers step and only if you've been
attacked this step", "before the combat damage step", "after combat", "during an opponent's
upkeep", "only if you've cast another spell this turn". ``holds`` is asked only for a card or
an ability that has such a restriction (``sim.rules.activation.restriction_holds``)."""

from __future__ import annotations

from sim.model.objects import Step, Zone
from sim.model.state import GameState
from sim.text.cast_timing_text import ANOTHER_SPELL, STEP_TIMINGS, self_parts

#: the restrictions ``holds`` checks
HANDLED = STEP_TIMINGS | {ANOTHER_SPELL}

#: the steps of the combat phase after the declare blockers step began (CR 506.1, 509)
_AFTER_BLOCKERS = frozenset({Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                             Step.COMBAT_DAMAGE})
#: the steps of the combat phase before the declare blockers step (CR 507, 508)
_BEFORE_BLOCKERS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS})
#: the steps of a turn before its combat damage steps (CR 510.4: a first-strike combat damage
#: step is one) in which a player gets priority
_BEFORE_DAMAGE = frozenset({Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN,
                            Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                            Step.DECLARE_BLOCKERS})
#: the steps of the combat phase (CR 506.1)
_COMBAT = _BEFORE_BLOCKERS | _AFTER_BLOCKERS | {Step.END_OF_COMBAT}
#: the steps after the combat phase (CR 505.1a postcombat main, 512 ending phase)
_AFTER_COMBAT = frozenset({Step.POSTCOMBAT_MAIN, Step.END, Step.CLEANUP})


def blockers_declared(state: GameState) -> bool:
    """Whether this combat's declare blockers step has begun (CR 509.1): its steps after it,
    or its end of combat step when creatures attacked (508.8: else the declare blockers step
    was skipped; the test ``sim.rules.combat`` moves on by)."""
    if state.step in _AFTER_BLOCKERS:
        return True
    combat = state.combat
    return state.step is Step.END_OF_COMBAT and combat is not None and (
        combat.attacks_declared or bool(combat.attackers))


def attacked(state: GameState, player: str) -> bool:
    """"You've been attacked this step": in the declare attackers step, a creature is
    attacking ``player`` or a planeswalker they control (CR 508.1b, 506.2)."""
    combat = state.combat
    if state.step is not Step.DECLARE_ATTACKERS or combat is None:
        return False
    for what in combat.attackers.values():
        perm = state.permanents.get(what)
        if what == player or perm is not None and perm.controller == player and \
                "Planeswalker" in perm.card.types:
            return True
    return False


def holds(state: GameState, player: str, restriction: str) -> bool:
    """Whether ``restriction`` (one of ``STEP_TIMINGS``, or "if you've cast another spell this
    turn") holds now for ``player`` (CR 601.3, 602.5b; 500.1: the turn's steps)."""
    step = state.step
    theirs = state.active == player
    if restriction == "during combat after blockers are declared":
        return blockers_declared(state)
    if restriction == "during combat before blockers are declared":
        return step in _BEFORE_BLOCKERS
    if restriction == "during the declare attackers step":
        return step is Step.DECLARE_ATTACKERS
    if restriction == "during your declare attackers step":
        return step is Step.DECLARE_ATTACKERS and theirs
    if restriction == "if you've been attacked this step":
        return attacked(state, player)
    if restriction == "during the declare blockers step":
        return step is Step.DECLARE_BLOCKERS
    if restriction == "during the declare blockers step on an opponent's turn":
        return step is Step.DECLARE_BLOCKERS and not theirs
    if restriction == "before the combat damage step":
        return step in _BEFORE_DAMAGE
    if restriction == "during the end of combat step":
        return step is Step.END_OF_COMBAT
    if restriction == "during an opponent's upkeep":
        return step is Step.UPKEEP and not theirs
    if restriction == "during your end step":
        return step is Step.END and theirs
    if restriction == "during an opponent's turn after their upkeep step":
        return not theirs and step not in (Step.UNTAP, Step.UPKEEP)
    if restriction == "after combat":
        return step in _AFTER_COMBAT
    if restriction == "during combat on an opponent's turn":
        return step in _COMBAT and not theirs
    if restriction == "if you have exactly seven cards in hand":  # (402.1)
        return sum(1 for _ in state.cards(player, Zone.HAND)) == 7
    if restriction == ANOTHER_SPELL:  # (601.2i: cast before this one)
        return state.players[player].spells_this_turn > 0
    return False


def self_holds(state: GameState, restriction: str, source: str) -> bool:
    """Whether an activated ability's restriction about its source ``source`` holds (CR
    602.5b): "if ~ is attacking" (506.4: in combat as an attacker), "if ~ attacked this turn"
    (``Permanent.attacked_this_turn``: this object, 400.7), "... is blocked" (509.1h:
    it stays blocked), "... is attacking or blocking", "... is a creature" (its current types,
    613.1d), "if ~'s power is N or greater", its counters of a kind: none, or N or more
    (122.1)."""
    parts = self_parts(restriction)
    if parts is None or not source:
        return False
    what, least, kind = parts
    if what == "power":
        return state.power(source) >= least
    if what == "counters":
        have = state.permanents[source].counters.get(kind, 0)
        return have == 0 if least < 0 else have >= least
    if what == "a creature":
        return state.is_creature(source)
    if what == "attacked":  # boast's (702.142a): declared as an attacker this turn (508.1)
        return state.permanents[source].attacked_this_turn
    combat = state.combat
    if combat is None:
        return False
    if what == "blocked":
        return source in combat.attackers and source in combat.blocked
    return source in combat.attackers or what != "attacking" and source in combat.blocks
