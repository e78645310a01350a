"""The heuristic policy's Vehicles and Mounts: when to crew or saddle one, and which creatures
tap for it.

Crew N (CR 702.122a) taps untapped creatures of total power N or more; a crewed Vehicle is an
artifact creature until end of turn, which attacks like any creature (summoning sickness
applies to it, 302.6). The policy crews a Vehicle at the beginning of combat of its own turn
when the Vehicle could attack and crewing costs no more attacking power than the Vehicle
brings: the creatures it taps are summoning sick ones first (they couldn't attack anyway),
then the fewest and smallest that reach N.
"""

from __future__ import annotations

from collections.abc import Sequence

from sim.model.actions import ActivateAbility, Choose
from sim.model.decisions import LegalActions
from sim.model.keywords import Kw
from sim.model.objects import Step
from sim.model.stack_objects import Casting
from sim.model.state import GameState
from sim.rules.activation import crew_options


def _idle(state: GameState, pid: str) -> bool:
    """Whether the creature couldn't attack this turn anyway (summoning sick, no haste)."""
    return state.permanents[pid].sick and not state.has(pid, Kw.HASTE)


def crew_pick(state: GameState, need: int, options: Sequence[str]) -> str:
    """The creature to tap next for a crew cost still needing ``need`` power: an idle one
    (``_idle``) first; among those preferred, the smallest that reaches ``need`` alone, else
    the largest (fewest creatures tapped). Ties: the first listed."""
    idle = [o for o in options if _idle(state, o)]
    pool = idle or list(options)
    enough = [o for o in pool if state.power(o) >= need]
    if enough:
        return min(enough, key=state.power)
    return max(pool, key=state.power)


def crew_choice(state: GameState, casting: Casting, options: Sequence[str]) -> Choose:
    """The heuristic's answer to a ``choose_crew`` decision (``crew_pick``)."""
    need = casting.crew - sum(state.power(c) for c in casting.crew_tapped)
    return Choose("crew", crew_pick(state, need, options))


def crew_plan(state: GameState, player: str, need: int, other: str = "") -> list[str]:
    """The creatures ``crew_pick`` would tap, in order, to reach ``need`` power (never
    ``other``: a saddled Mount, 702.171a)."""
    chosen: list[str] = []
    total = 0
    while total < need:
        options = crew_options(state, player, tuple(chosen), other)
        if not options:
            return []
        pick = crew_pick(state, need - total, options)
        chosen.append(pick)
        total += state.power(pick)
    return chosen


def crew_now(state: GameState, player: str, legal: LegalActions) -> ActivateAbility | None:
    """A crew ability to activate now: in ``player``'s own beginning of combat step, a Vehicle
    that is not a creature yet and could attack once crewed, when the attacking power the
    crew costs (its creatures that could attack) is less than the Vehicle's power."""
    if state.step is not Step.BEGINNING_OF_COMBAT or state.active != player or state.stack:
        return None
    for action in legal:
        if not isinstance(action, ActivateAbility):
            continue
        perm = state.permanents[action.source]
        ability = perm.card.activated[action.index]
        if not ability.cost.crew or perm.card.is_creature or perm.tapped \
                or _idle(state, perm.id):
            continue
        plan = crew_plan(state, player, ability.cost.crew)
        lost = sum(state.power(c) for c in plan if not _idle(state, c))
        if plan and lost < (perm.card.power or 0):
            return action
    return None


def saddle_now(state: GameState, player: str, legal: LegalActions) -> ActivateAbility | None:
    """A saddle ability to activate now (CR 702.171a, a sorcery-speed one): in ``player``'s
    precombat main phase, a Mount not saddled yet that could attack this turn and has an
    ability triggering as it attacks saddled, when the creatures ``crew_plan`` would tap for
    it couldn't attack anyway (summoning sick)."""
    if state.step is not Step.PRECOMBAT_MAIN or state.active != player or state.stack:
        return None
    for action in legal:
        if not isinstance(action, ActivateAbility):
            continue
        perm = state.permanents[action.source]
        ability = perm.card.activated[action.index]
        if not ability.cost.crew_other or perm.saddled or perm.tapped or _idle(state, perm.id) \
                or not any(t.subject == "self while saddled" for t in perm.card.triggered):
            continue
        plan = crew_plan(state, player, ability.cost.crew, perm.id)
        if plan and all(_idle(state, c) for c in plan):
            return action
    return None
