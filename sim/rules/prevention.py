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
    ANY_RECIPIENT,
    COMBAT,
    NONCOMBAT,
    PREVENT_BY,
    PREVENT_CHOSEN,
    PREVENT_TO,
    PREVENT_TO_AND_BY,
    PREVENT_TO_BY,
    DamageGroup,
)
from sim.model.programs import REFLECT_BACK, SOURCE_SHIELD, YOURS, Op, TargetSpec
from sim.model.stack_objects import SPELL, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.effect_objects import who
from sim.rules.redirection import REDIRECTION_OPS
from sim.rules.replacement import PREVENT, REFLECT, DamageEffect
from sim.rules.source_choice import chosen_source

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


def _sides(state: GameState, work: Resolving, ref: str
           ) -> list[tuple[str | None, DamageGroup | None]]:
    """What one side of a prevention names: each object or player fixed as it resolves
    (608.2b-c), or one group judged as damage would be dealt."""
    spec = _group(work.item, ref)
    if spec is not None:
        return [(None, DamageGroup(spec, work.item))]
    return [(o, None) for o in who(state, work, ref)]


def prevent_all(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Prevent all [combat | noncombat] damage that would be dealt to | by | to and dealt by
    <who> this turn" (CR 615.1a, 514.2): one effect on damage dealt to each recipient, one on
    damage dealt by each source (a group: one effect judging it as damage would be dealt);
    "... to <who> this turn by <sources>": one effect for each recipient and source."""
    item = work.item
    state.timestamp += 1
    base = DamageEffect(f"prevent {state.timestamp}", PREVENT, combat_only=op.rule == COMBAT,
                        noncombat_only=op.rule == NONCOMBAT, controller=item.controller,
                        description=f"{item.name}: {op.verb} {op.rule}".rstrip())
    if op.verb == PREVENT_TO_BY:
        recipients, sources = (_sides(state, work, ref) for ref in parts(op.who))
        for k, ((to, to_group), (source, by_group)) in enumerate(
                (r, s) for r in recipients for s in sources):
            _add(state, attrs.evolve(base, name=f"{base.name} {k}", to=to, to_group=to_group,
                                     source=source, by_group=by_group))
        return True
    for ref in parts(op.who):
        for k, (one, group) in enumerate(_sides(state, work, ref)):
            if op.verb != PREVENT_BY:
                _add(state, attrs.evolve(base, name=f"{base.name} to {ref} {k}", to=one,
                                         to_group=group))
            if op.verb != PREVENT_TO:
                _add(state, attrs.evolve(base, name=f"{base.name} by {ref} {k}", source=one,
                                         by_group=group))
    return True


def _recipients(op: Op, objects: list[str]) -> list[str | None]:
    """The recipients an instruction names: its objects, or anything (``ANY_RECIPIENT``)."""
    return [None] if op.who == ANY_RECIPIENT else list(objects)


def source_shield(state: GameState, work: Resolving, op: Op, objects: list[str],
                  n: int) -> bool:
    """"The next time <a [red] source> of your choice would deal damage to <who> this turn,
    prevent that damage" (CR 609.7a, 615.1a; the source is chosen as it resolves: a
    ``SOURCE`` choice, False while it waits): once, then it ends. With Deflecting Palm's "if
    damage is prevented this way, ~ deals that much damage to that source's controller"
    (``op.rule`` REFLECT_BACK) a reflection (615.5): the spell deals the damage prevented."""
    source = chosen_source(state, work, op)
    if not isinstance(source, str):
        return source
    item = work.item
    reflect = op.rule == REFLECT_BACK
    for to in _recipients(op, objects):
        state.timestamp += 1
        name = (item.source if item.kind == SPELL else item.name) if reflect else \
            f"shield {state.timestamp}"  # a reflection's name is its damage's source
        _add(state, DamageEffect(
            name, REFLECT if reflect else PREVENT, to=to, source=source, once=True,
            controller=item.controller,
            description=f"{item.name}: prevent the next damage {source} would deal to "
            f"{to or 'anything'} this turn" + (", and deal that much to its controller"
                                               if reflect else "")))
    return True


def prevent_chosen(state: GameState, work: Resolving, op: Op, objects: list[str],
                   n: int) -> bool:
    """"Prevent all [combat] damage <a source of your choice> would deal [to <who>] this
    turn" (CR 609.7a, 615.1a, 514.2): the source chosen as it resolves."""
    source = chosen_source(state, work, op)
    if not isinstance(source, str):
        return source
    item = work.item
    for to in _recipients(op, objects):
        state.timestamp += 1
        _add(state, DamageEffect(
            f"prevent {state.timestamp}", PREVENT, to=to, source=source,
            combat_only=op.rule == COMBAT, noncombat_only=op.rule == NONCOMBAT,
            controller=item.controller,
            description=f"{item.name}: prevent all damage {source} would deal to "
            f"{to or 'anything'} this turn"))
    return True


#: each verb's handler (``sim.rules.effect_ops.OPS``)
PREVENTION_OPS = {PREVENT_TO: prevent_all, PREVENT_BY: prevent_all,
                  PREVENT_TO_AND_BY: prevent_all, PREVENT_TO_BY: prevent_all,
                  PREVENT_CHOSEN: prevent_chosen, SOURCE_SHIELD: source_shield,
                  **REDIRECTION_OPS}  # CR 614.9 (``sim.rules.redirection``)
