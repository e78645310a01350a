"""The fast path of a quiet combat: from blockers declared to the end of the combat phase in
one go, when nothing but turn-based actions and state-based actions can happen there.

On a quiet board (``sim.engine.core.is_quiet``: nobody can act with priority, nothing can trigger)
every priority is passed by all players without a decision (CR 117.4), so the rest of the
combat after the declare blockers step's turn-based actions is fixed, unless a combat damage
assignment is a real choice. ``finish`` plays it straight through when every creature's
assignment in every damage step is forced (``sim.rules.combat_damage.forced_events``): the combat
damage steps (510; a first-strike step when a creature in combat has first or double strike,
510.4), state-based actions as each player would receive priority (704.3), and the end of
combat step (511). It makes the same changes and logs the same events, in the same order, as
the general loop (``sim.engine.core.run``) does step by step, without its per-step dispatch, and
a property test (tests/test_quiet.py) checks that on random boards.
"""

from __future__ import annotations

from sim.model.events import STEP_BEGAN
from sim.model.keywords import Kw
from sim.model.objects import Stage, Step
from sim.model.state import GameState
from sim.rules.combat import state_based_actions
from sim.rules.combat_damage import forced_events
from sim.rules.damage import deal_damage
from sim.rules.shield_counters import shielded
from sim.rules.turn import end_step

_STRIKERS = int(Kw.FIRST_STRIKE | Kw.DOUBLE_STRIKE)


def finish(state: GameState) -> bool:
    """Play the combat from the priority of the declare blockers step to its end (or the end
    of the game) when the board is quiet and nothing in it needs a decision or an effect's
    attention; False, having changed nothing, when the general loop must do it. The caller
    has checked ``state.quiet`` and that the step is the declare blockers step."""
    if not _applies(state):
        return False
    combat = state.combat
    assert combat is not None
    keywords = state.keywords
    strikers = any(keywords(c) & _STRIKERS for c in (*combat.attackers, *combat.blocks))
    steps = (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) if strikers else (Step.COMBAT_DAMAGE,)
    events = state.events
    record = state.record_events
    for step in steps:
        # the previous step's priority: state-based actions are up to date, triggers are
        # looked for (none can trigger), everybody passes and the step ends (117.4, 500.2)
        state.trigger_cursor = len(events)
        state.step = step
        state.passes = state.priority_index = 0
        if record:
            events.append(STEP_BEGAN[step])
        dealt = forced_events(state, step is Step.FIRST_STRIKE_DAMAGE)
        assert dealt is not None  # ``_applies`` checked every creature's assignment
        state.stage = Stage.PRIORITY
        deal_damage(state, dealt)  # no replacement or prevention effect can apply
        state_based_actions(state)  # 704.3, as players would receive priority
        if state.result is not None:
            return True
    state.trigger_cursor = len(events)
    state.step = Step.END_OF_COMBAT
    state.passes = state.priority_index = 0
    if record:
        events.append(STEP_BEGAN[Step.END_OF_COMBAT])
    state.stage = Stage.PRIORITY  # 511.1: no turn-based actions
    state.trigger_cursor = len(events)
    end_step(state)  # 511.3, then state-based actions once more (704.3)
    return True


def _applies(state: GameState) -> bool:
    """Whether ``finish`` may play the rest of this combat: state-based actions are up to
    date, the engine would not stop for a forced assignment (``skip_trivial``, no scripted
    assignment), no replacement or prevention effect or static ability can touch the damage,
    and each creature's assignment is forced in both damage steps: every attacker attacks a
    player and is blocked by at most one creature, without trample when it is, each blocker
    blocks one attacker, and no creature in combat has a parameterised ability (toxic,
    protection: effects on the damage) or banding, trample over planeswalkers or "as though
    it weren't blocked", or has a shield counter (CR 122.1c) (``forced_events`` then holds in
    both steps: a creature leaving combat between them only leaves an attacker blocked by none)."""
    if state.sba_version != state.changes or not state.skip_trivial or state.damage_effects \
            or state.statics_present():
        return False
    script = state.script
    if script is not None and (script.damage or script.first_strike_damage):
        return False
    combat = state.combat
    assert combat is not None
    permanents, players, keywords = state.permanents, state.players, state.keywords
    blocked_by = combat.blocked_by
    for attacker, target in combat.attackers.items():
        mask = keywords(attacker)
        if mask & _SPECIAL or target not in players or permanents[attacker].card.params \
                or permanents[attacker].counters and shielded(state, attacker):  # CR 122.1c
            return False
        blockers = blocked_by.get(attacker)
        if blockers and (len(blockers) > 1 or mask & _TRAMPLE):
            return False
    for blocker, attacking in combat.blocks.items():
        if len(attacking) != 1 or keywords(blocker) & _SPECIAL \
                or permanents[blocker].card.params or permanents[blocker].counters \
                and shielded(state, blocker):  # a shield counter's prevention (CR 122.1c)
            return False
    return True


_SPECIAL = int(Kw.BANDING | Kw.TRAMPLE_OVER_PW | Kw.AS_THOUGH_UNBLOCKED |
               Kw.NO_COMBAT_DAMAGE)  # (510.1a: ``combat_damage_amount``)


_TRAMPLE = int(Kw.TRAMPLE | Kw.TRAMPLE_OVER_PW)
