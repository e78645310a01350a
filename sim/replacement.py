"""Replacement and prevention effects on damage, applied in the order players choose (CR 614-616).

Every damage event passes through ``EffectPipeline``. The effects that could apply to it are
gathered: effects created by resolved spells (``GameState.damage_effects``: a fog, a shield,
Deflecting Palm, a redirection), static abilities of permanents (Furnace of Rath, Goldnight
Castigator), protection (702.16e) and, under the 2016 edition, the planeswalker redirection of
noncombat damage (306.7 of that edition). If several could apply, the player affected — the
player who would be dealt the damage, or the controller of the permanent — chooses one
(616.1e); it is applied, and the rest are checked again, since applying one can make another
inapplicable (616.1, 614.5: each applies to an event at most once). Damage is never dropped
silently: every effect applied is logged with what it changed.

Choices go through the decision interface (``Agent.choose_replacement`` when the agent has
it, else the first option); a scenario can fix an order by name (``replacement_order``);
``all_orders`` lists every distinct order and its result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from sim import abilities as ab
from sim.agent import Agents, agent_for
from sim.damage import DamageEvent, DamagePipeline
from sim.errors import IllegalActionError
from sim.keywords import Kw
from sim.rules import Edition
from sim.state import GameState

PREVENT = "prevent"  # prevent all damage, or the next ``amount`` (a shield)
DOUBLE = "double"  # it deals double that damage instead
PLUS = "plus"  # it deals that much damage plus ``amount`` instead
REDIRECT = "redirect"  # that damage is dealt to ``redirect_to`` instead
REFLECT = "reflect"  # Deflecting Palm: prevent it, then deal that much to its source's controller
PW_REDIRECT = "planeswalker redirection"
KINDS = (PREVENT, DOUBLE, PLUS, REDIRECT, REFLECT)
PREVENTION = (PREVENT, REFLECT)

Chooser = Callable[[GameState, str, DamageEvent, Sequence["DamageEffect"]], int]


@attrs.frozen(slots=True)
class DamageEffect:
    """One replacement or prevention effect on damage (CR 614.1a, 615.1a).

    It applies to damage dealt to ``to`` (a player or permanent id; ``None``: anything), from
    ``source`` (``None``: any source), combat damage only if ``combat_only``. ``amount`` is a
    shield's size or the bonus of ``PLUS``; ``once`` effects end after applying once ("the
    next time ..."). ``controller`` controls the effect (who a reflection's damage comes from)."""

    name: str
    kind: str
    to: str | None = None
    source: str | None = None
    combat_only: bool = False
    amount: int | None = None
    redirect_to: str | None = None
    once: bool = False
    controller: str | None = None
    description: str = ""

    def applies(self, state: GameState, event: DamageEvent) -> bool:
        if event.amount <= 0:
            return False
        if self.to is not None and event.target != self.to:
            return False
        if self.source is not None and event.source != self.source:
            return False
        if self.combat_only and not event.combat:
            return False
        if self.kind in PREVENTION and not preventable(state, event):
            return False
        return not (self.kind == REDIRECT and self.redirect_to == event.target)


@attrs.frozen(slots=True)
class Resolution:
    """What the effects made of one event: the events to deal, the effects applied in order,
    shields used (name -> damage prevented), and new damage events effects create."""

    events: tuple[DamageEvent, ...]
    applied: tuple[str, ...] = ()
    used: tuple[tuple[str, int], ...] = ()
    extra: tuple[DamageEvent, ...] = ()


def preventable(state: GameState, event: DamageEvent) -> bool:
    """False when the damage can't be prevented (CR 615.12): its source says so, or an
    effect says no damage can be."""
    source = state.permanents.get(event.source)
    if source is not None and state.has(event.source, Kw.UNPREVENTABLE):
        return False
    return not any(static.rule == ab.NO_PREVENTION for _, static in state.statics())


def affected_player(state: GameState, event: DamageEvent) -> str:
    """Who chooses the order for ``event`` (616.1): the player dealt damage, or the controller
    of the permanent dealt damage."""
    if event.target in state.players:
        return event.target
    return state.permanents[event.target].controller


def candidate_effects(state: GameState, event: DamageEvent) -> list[DamageEffect]:
    """Every effect that could apply to ``event`` now: resolved spells' effects, static
    abilities, and protection (702.16e: damage from a source of the stated quality is
    prevented)."""
    out = [e for e in state.damage_effects if e.applies(state, event)]
    if state.statics_present():
        for source, static in state.statics():
            if static.rule == ab.DOUBLE_DAMAGE_ALL or static.rule == ab.DOUBLE_DAMAGE_YOU \
                    and event.target == source.controller or static.rule == ab.DOUBLE_DAMAGE_SELF \
                    and event.target == source.id:
                effect = DamageEffect(f"{source.id}: {static.rule}", DOUBLE,
                                      controller=source.controller, description=static.text)
                if effect.applies(state, event):
                    out.append(effect)
    if state.rules is Edition.Y2016 and not event.combat and event.target in state.players \
            and event.source_controller != event.target and _walkers(state, event.target):
        out.append(DamageEffect(PW_REDIRECT, REDIRECT, to=event.target,
                                controller=event.source_controller,
                                description="planeswalker redirection (CR 306.7, 2016)"))
    target = state.permanents.get(event.target)
    origin = state.permanents.get(event.source)
    if target is not None and origin is not None and preventable(state, event):
        colors = origin.card.colors
        for kind, value in state.params(event.target):
            if kind == ab.PROTECTION and value in colors:
                out.append(DamageEffect(f"{event.target}: protection from {value}", PREVENT,
                                        to=event.target, description="protection (702.16e)"))
    return out


def resolve(state: GameState, event: DamageEvent, choose: Chooser,
            order: Sequence[str] = ()) -> Resolution:
    """Apply the effects to ``event`` one at a time, the affected player choosing each time
    (CR 616.1e, 616.1f), each at most once (614.5). ``order`` names effects to prefer, in that
    order (a scenario's fixed order)."""
    applied: list[str] = []
    used: list[tuple[str, int]] = []
    extra: list[DamageEvent] = []
    current = event
    while True:
        options = [e for e in candidate_effects(state, current) if e.name not in applied]
        if not options:
            return Resolution((current,) if current.amount > 0 else (), tuple(applied),
                              tuple(used), tuple(extra))
        preferred = [e for name in order for e in options if e.name == name]
        if preferred:
            effect = preferred[0]
        elif len(options) == 1:
            effect = options[0]
        else:
            effect = options[choose(state, affected_player(state, current), current, options)]
        applied.append(effect.name)
        if effect.name == PW_REDIRECT:
            effect = _redirection(state, effect, current, choose)
        current, prevented, made = _apply(effect, current)
        if prevented:
            used.append((effect.name, prevented))
        extra += made


def _walkers(state: GameState, player: str) -> list[str]:
    return [p.id for p in state.battlefield()
            if p.card.is_planeswalker and p.controller == player]


def _redirection(state: GameState, effect: DamageEffect, event: DamageEvent,
                 choose: Chooser) -> DamageEffect:
    """The 2016 planeswalker redirection (CR 306.7 of that edition): the source's controller
    may have the damage dealt to a planeswalker the player controls instead. They choose
    among "keep" (option 0, the default) and each planeswalker."""
    keep = DamageEffect(f"{PW_REDIRECT}: keep", PLUS, amount=0)
    options = [keep] + [attrs.evolve(effect, name=f"{PW_REDIRECT} to {w}", redirect_to=w)
                        for w in _walkers(state, event.target)]
    return options[choose(state, event.source_controller, event, options)]


def _apply(effect: DamageEffect, event: DamageEvent
           ) -> tuple[DamageEvent, int, list[DamageEvent]]:
    """The modified event, the damage prevented, and any new damage events (CR 614.1a,
    615.1a)."""
    if effect.kind == PREVENT:
        stop = event.amount if effect.amount is None else min(effect.amount, event.amount)
        return attrs.evolve(event, amount=event.amount - stop), stop, []
    if effect.kind == REFLECT:
        back = DamageEvent(effect.name, event.source_controller, event.amount,
                           effect.controller or "", combat=False)
        return attrs.evolve(event, amount=0), event.amount, [back]
    if effect.kind == DOUBLE:
        return attrs.evolve(event, amount=event.amount * 2), 0, []
    if effect.kind == PLUS:
        return attrs.evolve(event, amount=event.amount + (effect.amount or 0)), 0, []
    if effect.kind == REDIRECT:
        assert effect.redirect_to is not None
        return attrs.evolve(event, target=effect.redirect_to), 0, []
    raise AssertionError(effect.kind)


def first_option(state: GameState, player: str, event: DamageEvent,
                 options: Sequence[DamageEffect]) -> int:
    return 0


def replacement_chooser(agents: Agents) -> Chooser:
    """Ask the affected player's agent (``choose_replacement``, if it has one; else the first
    option, the default policy)."""
    def choose(state: GameState, player: str, event: DamageEvent,
               options: Sequence[DamageEffect]) -> int:
        method = getattr(agent_for(agents, player), "choose_replacement", None)
        if method is None:
            return 0
        index = method(state, player, event, options)
        if not isinstance(index, int) or not 0 <= index < len(options):
            raise IllegalActionError(f"{player}: choose_replacement returned {index!r}; expected "
                                     f"an index below {len(options)}")
        return index
    return choose


class EffectPipeline(DamagePipeline):
    """The pipeline every damage event goes through (see the module docstring)."""

    def __init__(self, choose: Chooser = first_option, order: Sequence[str] = ()) -> None:
        self.choose = choose
        self.order = tuple(order)

    def apply(self, state: GameState, events: list[DamageEvent]) -> list[DamageEvent]:
        if not state.damage_effects and not state.statics_present() and not any(
                state.params(e.target) for e in events if e.target in state.permanents) \
                and not (state.rules is Edition.Y2016 and any(
                    not e.combat and e.target in state.players for e in events)):
            return events  # nothing could apply (the common case, kept fast)
        out: list[DamageEvent] = []
        pending = list(events)
        while pending:
            reflected: list[DamageEvent] = []
            for event in pending:
                result = resolve(state, event, self.choose, self.order)
                commit(state, event, result)
                out += result.events
                reflected += result.extra
            pending = reflected
        return out


def commit(state: GameState, event: DamageEvent, result: Resolution) -> None:
    """Use up shields and "next time" effects, and log what each effect did (CR 615.7)."""
    if not result.applied:
        return
    used = dict(result.used)
    kept = []
    for effect in state.damage_effects:
        if effect.name in result.applied:
            if effect.once:
                continue
            if effect.amount is not None and effect.kind == PREVENT:
                left = effect.amount - used.get(effect.name, 0)
                if left <= 0:
                    continue
                effect = attrs.evolve(effect, amount=left)
        kept.append(effect)
    state.damage_effects = kept
    state.log("replacement", source=event.source, target=event.target, amount=event.amount,
              applied=list(result.applied),
              result=[(e.target, e.amount) for e in result.events])


__all__ = ["DamageEffect", "EffectPipeline", "Resolution", "resolve", "candidate_effects",
           "affected_player", "KINDS", "PREVENT", "DOUBLE", "PLUS", "REDIRECT", "REFLECT"]
