"""Prevention effects of resolving spells and abilities (issue 29, prevention; CR 615): "prevent
all [combat | noncombat] damage that would be dealt to | by | to and dealt by <who> this turn",
"prevent all [combat] damage <who> would deal this turn" (``sim.model.prevention_verbs``).

Each makes prevention effects (``sim.rules.replacement.DamageEffect``, ``PREVENT`` of all the
damage) that last until the turn's cleanup step (CR 514.2) and apply to every damage event
that fits, through the one damage pipeline, where the affected player orders them with the
other replacement and prevention effects (616.1); damage that can't be prevented is dealt
(615.12). What "to" or "by" names: the objects or players the instruction names as it
resolves (a target still legal, 608.2b; "it"; ~; you) — or, for a group ("creatures you
control", "attacking creatures"), whatever is in the group as each damage event would be dealt
(615.1a; 611.2c locks only characteristic- and control-changing effects).
"""

from __future__ import annotations

import attrs

from sim.model.damage_verbs import parts
from sim.model.prevention_verbs import (
    COMBAT,
    NONCOMBAT,
    PREVENT_BY,
    PREVENT_TO,
    PREVENT_TO_AND_BY,
    DamageGroup,
)
from sim.model.programs import YOURS, Op, TargetSpec
from sim.model.stack_objects import Resolving, StackItem
from sim.model.state import GameState
from sim.rules.effect_objects import who
from sim.rules.replacement import PREVENT, DamageEffect

#: "creatures you control" (``programs.YOURS``) as a group judged when damage would be dealt
_YOUR_CREATURES = TargetSpec("creatures you control", controller="you")


def _group(item: StackItem, ref: str) -> TargetSpec | None:
    """The group ``ref`` names, judged when damage would be dealt; None for a subject whose
    objects or players are fixed as the instruction resolves."""
    if ref == YOURS:
        return _YOUR_CREATURES
    if ref.startswith("group:"):
        return item.effect.groups[int(ref[6:])]
    return None


def _add(state: GameState, effect: DamageEffect) -> None:
    state.damage_effects.append(effect)
    state.version += 1
    state.changes += 1


def prevent_all(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Prevent all [combat | noncombat] damage that would be dealt to | by | to and dealt by
    <who> this turn" (CR 615.1a, 514.2): one effect on damage dealt to each recipient, one on
    damage dealt by each source (a group: one effect judging it as damage would be dealt)."""
    item = work.item
    state.timestamp += 1
    base = DamageEffect(f"prevent {state.timestamp}", PREVENT, combat_only=op.rule == COMBAT,
                        noncombat_only=op.rule == NONCOMBAT, controller=item.controller,
                        description=f"{item.name}: {op.verb} {op.rule}".rstrip())
    to = op.verb in (PREVENT_TO, PREVENT_TO_AND_BY)
    by = op.verb in (PREVENT_BY, PREVENT_TO_AND_BY)
    for ref in parts(op.who):
        spec = _group(item, ref)
        if spec is not None:  # judged as damage would be dealt
            group = DamageGroup(spec, item)
            if to:
                _add(state, attrs.evolve(base, name=f"{base.name} to {ref}", to_group=group))
            if by:
                _add(state, attrs.evolve(base, name=f"{base.name} by {ref}", by_group=group))
            continue
        for o in who(state, work, ref):  # fixed as it resolves (608.2b-c)
            if to:
                _add(state, attrs.evolve(base, name=f"{base.name} to {o}", to=o))
            if by:
                _add(state, attrs.evolve(base, name=f"{base.name} by {o}", source=o))
    return True


#: each verb's handler (``sim.rules.effect_ops.OPS``)
PREVENTION_OPS = {PREVENT_TO: prevent_all, PREVENT_BY: prevent_all,
                  PREVENT_TO_AND_BY: prevent_all}
