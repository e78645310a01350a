"""Redirection shields of resolving spells and abilities (issue 29, damage family; CR 614.9,
615.7; ``sim.model.redirect_verbs``): "the next N damage that would be dealt to <who> this turn
is dealt to <other> instead".

Each makes a ``REDIRECT`` effect (``sim.rules.replacement.DamageEffect``) with an amount, a
shield used up as it redirects (as "prevent the next N damage", 615.7): applied to damage that
would be dealt to the recipient, it deals up to what is left of N to the new recipient instead
-- the rest of a larger event stays with the first recipient (the pipeline splits the event,
``DamageWork.split``) --, then ends when N is used or at cleanup (514.2). The affected player
orders it among the other effects on that damage (616.1). The new recipient must still be a
creature, planeswalker or battle on the battlefield, or a player, when the damage would be
redirected (614.9): otherwise the shield does nothing to that damage. "All [combat] damage
that would be dealt to <who> this turn [by <a source>] is dealt to <other> instead" is the same
redirection of every such event, until cleanup.
"""

from __future__ import annotations

from sim.model.damage_verbs import parts
from sim.model.objects import Duration
from sim.model.programs import Op
from sim.model.redirect_verbs import REDIRECT_ALL, REDIRECT_CHOSEN, REDIRECT_NEXT, REDIRECT_ONCE
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.effect_objects import who
from sim.rules.replacement import REDIRECT, DamageEffect
from sim.rules.source_choice import chosen_source


def redirect_next(state: GameState, work: Resolving, op: Op, objects: list[str],
                  n: int) -> bool:
    """"The next N damage that would be dealt to <who> this turn is dealt to <other> instead"
    (CR 614.9, 615.7): one shield of N for each recipient named as it resolves; nothing when
    either side names nothing (an illegal target, 608.2b) or N is 0."""
    refs = parts(op.who)
    if len(refs) != 2 or n <= 0:
        return True
    froms, tos = who(state, work, refs[0]), who(state, work, refs[1])
    item = work.item
    for to in tos[:1]:
        for one in froms:
            if one == to:
                continue
            state.timestamp += 1
            state.damage_effects.append(DamageEffect(
                f"redirect {state.timestamp}: the next {n} damage to {one} to {to}", REDIRECT,
                to=one, redirect_to=to, amount=n, controller=item.controller,
                description=f"{item.name}: the next {n} damage that would be dealt to {one} "
                            f"this turn is dealt to {to} instead", duration=Duration.END_OF_TURN))
            state.version += 1
            state.changes += 1
    return True


def redirect_all(state: GameState, work: Resolving, op: Op, objects: list[str],
                 n: int) -> bool:
    """"All [combat] damage that would be dealt to <who> this turn [by <source> | by <a
    source of your choice>] is dealt to <other> instead" (CR 614.9, 609.7a, 514.2): one
    redirection for each recipient (and source) named as it resolves, until cleanup; nothing
    when a side names nothing (an illegal target, 608.2b). A chosen source is asked for as it
    resolves (False while the choice waits). "The next time <a source> of your choice would
    deal damage to <who> this turn, that damage is dealt to <other> instead": the same, once
    (it ends as it applies)."""
    refs = parts(op.who)
    sources: list[str | None] = [None]
    if op.verb == REDIRECT_CHOSEN or op.verb == REDIRECT_ONCE:
        chosen = chosen_source(state, work, op)
        if not isinstance(chosen, str):
            return chosen
        sources = [chosen]
    elif len(refs) == 3:
        sources = list(who(state, work, refs[1]))
    froms, tos = who(state, work, refs[0]), who(state, work, refs[-1])
    item = work.item
    for to in tos[:1]:
        for one in froms:
            for source in sources:
                if one == to:
                    continue
                state.timestamp += 1
                state.damage_effects.append(DamageEffect(
                    f"redirect {state.timestamp}: damage to {one} to {to}", REDIRECT, to=one,
                    source=source, redirect_to=to, combat_only=op.rule == "combat",
                    once=op.verb == REDIRECT_ONCE,
                    controller=item.controller,
                    description=f"{item.name}: all damage that would be dealt to {one} this "
                                f"turn{f' by {source}' if source else ''} is dealt to {to} "
                                "instead"))
                state.version += 1
                state.changes += 1
    return True


#: each verb's handler (``sim.rules.effect_ops.OPS``, through ``prevention.PREVENTION_OPS``)
REDIRECTION_OPS = {REDIRECT_NEXT: redirect_next, REDIRECT_ALL: redirect_all,
                   REDIRECT_CHOSEN: redirect_all, REDIRECT_ONCE: redirect_all}
