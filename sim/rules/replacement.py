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

Choices are decisions (``sim.model.decisions``): when several effects could apply, the engine stops
with an ``order_replacements`` decision for the affected player, and with a
``redirect_damage`` decision for the source's controller under the 2016 planeswalker
redirection; the damage waits in ``state.damage_work`` (``DamageWork``) until the choices are
applied. A scenario can fix an order by name (``replacement_order``); ``all_orders`` lists
every distinct order and its result.
"""

from __future__ import annotations

import attr
import attrs

from sim.model.abilities import (
    DOUBLE_DAMAGE_ALL,
    DOUBLE_DAMAGE_SELF,
    DOUBLE_DAMAGE_YOU,
    NO_PREVENTION,
    PREVENT_ALL_TO_SELF,
    PREVENT_COMBAT_TO_SELF,
    PREVENT_REMOVING_PLUS,
    PREVENT_TO_SELF,
    PREVENT_TO_YOU,
    PROTECTION,
    Static,
)
from sim.model.amplify_verbs import amplified_of
from sim.model.damage_records import DamageEvent
from sim.model.decisions import Decision, DecisionKind
from sim.model.editions import Edition
from sim.model.events import ReplacementApplied
from sim.model.keywords import Kw
from sim.model.objects import PLUS as PLUS_COUNTER
from sim.model.objects import Duration, Permanent, Zone
from sim.model.prevention_verbs import (
    BY,
    COMBAT,
    NONCOMBAT,
    TO,
    DamageGroup,
    StaticPrevention,
    prevention_of,
)
from sim.model.protection import quality
from sim.model.redirect_verbs import FROM_YOURS, TO_SELF, redirect_of
from sim.model.state import GameState
from sim.rules.counters import add_counters
from sim.rules.damage import deal_damage
from sim.rules.damage_amplify import amplifies
from sim.rules.damage_sides import sides_fit, static_sides
from sim.rules.life import gain_life
from sim.rules.shield_counters import SHIELD, damageable, remove_shield, shielded

PREVENT = "prevent"  # prevent all damage, or the next ``amount`` (a shield)


DOUBLE = "double"  # it deals double that damage instead


PLUS = "plus"  # it deals that much damage plus ``amount`` instead


TRIPLE = "triple"  # it deals triple that damage instead


REDIRECT = "redirect"  # that damage is dealt to ``redirect_to`` instead


REFLECT = "reflect"  # Deflecting Palm: prevent it, then deal that much to its source's controller


PW_REDIRECT = "planeswalker redirection"


SHIELD_COUNTER = "shield counter"  # prevent it and remove a shield counter (CR 122.1c)


KINDS = (PREVENT, DOUBLE, PLUS, REDIRECT, REFLECT, SHIELD_COUNTER, TRIPLE)


PREVENTION = (PREVENT, REFLECT)


KEEP = f"{PW_REDIRECT}: keep"


@attrs.frozen(slots=True)
class DamageEffect:
    """One replacement or prevention effect on damage (CR 614.1a, 615.1a).

    It applies to damage dealt to ``to`` (a player or permanent id; ``None``: anything), from
    ``source`` (``None``: any source), combat damage only if ``combat_only``. ``amount`` is a
    shield's size or the bonus of ``PLUS``; ``once`` effects end after applying once ("the
    next time ..."). ``controller`` controls the effect (who a reflection's damage comes from).
    ``duration``: when it ends if not used up (CR 514.2: "this turn" effects end in the cleanup
    step, ``GameState.end_turn``)."""

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
    duration: Duration = Duration.END_OF_TURN
    #: noncombat damage only; the recipients or sources a group names as the damage would be
    #: dealt, and qualities each source must have (``sim.rules.damage_sides``, CR 615.1a)
    noncombat_only: bool = False
    to_group: DamageGroup | None = None
    by_group: DamageGroup | None = None
    by_kinds: tuple[str, ...] = ()
    #: the player who gains life equal to the damage it prevents ("you gain life equal to the
    #: damage prevented this way", 615.1a, 119.3; ``sim.rules.prevented_this_way``)
    gains: str = ""
    #: the recipient gets a +1/+1 counter for each 1 damage it prevents (122.1)
    grows: bool = False

    def applies(self, state: GameState, event: DamageEvent) -> bool:
        """Whether the effect applies to ``event``: damage above 0, to its recipient, from its
        source, combat damage if ``combat_only``; prevention only of damage that can be
        prevented (615.12), and redirection not of damage already dealt to what it redirects to."""
        if event.amount <= 0:
            return False
        if self.to is not None and event.target != self.to:
            return False
        if self.source is not None and event.source != self.source:
            return False
        if self.combat_only and not event.combat or self.noncombat_only and event.combat:
            return False
        if (self.to_group or self.by_group or self.by_kinds) and not sides_fit(
                state, event, self.to_group, self.by_group, self.by_kinds, self.controller):
            return False
        if self.kind in PREVENTION and not preventable(state, event):
            return False
        return not (self.kind == REDIRECT and (self.redirect_to == event.target or
                                               not receivable(state, self.redirect_to)))


@attrs.frozen(slots=True)
class Resolution:
    """What the effects made of one event: the events to deal, the effects applied in order,
    shields used (name -> damage prevented), and new damage events effects create."""

    events: tuple[DamageEvent, ...]
    applied: tuple[str, ...] = ()
    used: tuple[tuple[str, int], ...] = ()
    extra: tuple[DamageEvent, ...] = ()


def receivable(state: GameState, to: str | None) -> bool:
    """Whether damage can be redirected to ``to`` now (CR 614.9: a redirection does nothing
    if the object it redirects to is no longer on the battlefield, or no longer a creature,
    planeswalker or battle); a player can be dealt damage; None: chosen as it applies."""
    if to is None or to in state.players:
        return True
    perm = state.permanents.get(to)
    return perm is not None and perm.zone is Zone.BATTLEFIELD and (
        perm.card.is_creature or perm.card.is_planeswalker or perm.card.is_battle)


def preventable(state: GameState, event: DamageEvent) -> bool:
    """False when the damage can't be prevented (CR 615.12): its source says so, or an
    effect says no damage can be."""
    if event.unpreventable:  # "the damage can't be prevented" (``sim.rules.excess_damage``)
        return False
    source = state.permanents.get(event.source)
    if source is not None and state.has(event.source, Kw.UNPREVENTABLE):
        return False
    return not any(static.rule == NO_PREVENTION for _, static in state.statics())


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
            if static.rule == DOUBLE_DAMAGE_ALL or static.rule == DOUBLE_DAMAGE_YOU \
                    and event.target == source.controller or static.rule == DOUBLE_DAMAGE_SELF \
                    and event.target == source.id:
                effect = DamageEffect(f"{source.id}: {static.rule}", DOUBLE,
                                      controller=source.controller, description=static.text)
                if effect.applies(state, event):
                    out.append(effect)
            elif static.rule == PREVENT_REMOVING_PLUS and event.target == source.id:
                out.append(_removing_plus(state, source, static, event))
            elif static.rule in _STATIC_PREVENTION:
                prevention = _static_prevention(source.id, source.controller, static.rule,
                                                static.amount, static.text, event)
                if prevention is not None and prevention.applies(state, event):
                    out.append(prevention)
            elif (found := prevention_of(static.rule)) is not None:  # ``damage_sides``
                out += [e for e in static_prevention(state, source, found, static, event)
                        if e.applies(state, event)]
            elif (amp := amplified_of(static.rule)) is not None:  # CR 614.1a
                if amplifies(state, source, amp, event):
                    effect = DamageEffect(
                        f"{source.id}: {static.rule}",
                        DOUBLE if amp.times == 2 else TRIPLE if amp.times == 3 else PLUS,
                        amount=amp.plus or None, controller=source.controller,
                        description=static.text)
                    if effect.applies(state, event):
                        out.append(effect)
            elif (sides := redirect_of(static.rule)) is not None:  # CR 614.9
                redirect = static_redirection(state, source, sides, static.text, event)
                if redirect is not None and redirect.applies(state, event):
                    out.append(redirect)
    if state.rules is Edition.Y2016 and not event.combat and event.amount > 0 \
            and event.target in state.players \
            and event.source_controller != event.target and _walkers(state, event.target):
        out.append(DamageEffect(PW_REDIRECT, REDIRECT, to=event.target,
                                controller=event.source_controller,
                                description="planeswalker redirection (CR 306.7, 2016)"))
    target = state.permanents.get(event.target)
    origin = state.permanents.get(event.source)
    if target is not None and origin is not None and preventable(state, event):
        for kind, value in state.params(event.target):
            if kind == PROTECTION and quality(value)(origin.card):
                out.append(DamageEffect(f"{event.target}: protection from {value}", PREVENT,
                                        to=event.target, description="protection (702.16e)"))
    if target is not None and _shield_applies(state, event.target):
        out.append(DamageEffect(f"{event.target}: {SHIELD_COUNTER}", SHIELD_COUNTER,
                                to=event.target, amount=None if preventable(state, event) else 0,
                                description="shield counter (CR 122.1c)"))
    return out


def _removing_plus(state: GameState, source: Permanent, static: Static, event: DamageEvent
                   ) -> DamageEffect:
    """"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~"
    (CR 615.1a, 122.1; the Phantom creatures' rulings): a replacement like a shield counter's
    (122.1c): all of the damage prevented — none when it can't be (615.12), the counter still
    removed — and one counter removed for all the damage dealt at the same time (``commit``);
    with no +1/+1 counter left it still prevents."""
    return DamageEffect(f"{source.id}: {PREVENT_REMOVING_PLUS}", SHIELD_COUNTER, to=source.id,
                        amount=None if preventable(state, event) else 0,
                        controller=source.controller, description=static.text)


def _shield_applies(state: GameState, pid: str) -> bool:
    """Whether a shield counter's prevention effect applies to damage to ``pid`` now (CR
    122.1c): it has a shield counter, or one was removed for damage dealt at the same time."""
    work = state.damage_work
    return damageable(state, pid) and (
        shielded(state, pid) or work is not None and pid in work.shielded)


_REMOVING = f": {PREVENT_REMOVING_PLUS}"


_STATIC_PREVENTION = frozenset([PREVENT_TO_YOU, PREVENT_TO_SELF, PREVENT_ALL_TO_SELF,
                                PREVENT_COMBAT_TO_SELF])


def _static_prevention(source: str, controller: str, rule: str, amount: int, text: str,
                       event: DamageEvent) -> DamageEffect | None:
    """The prevention effect of a permanent's static ability on ``event``, if it is one that
    ability covers (CR 615): "If a source would deal damage to you, prevent N of that damage"
    (Urza's Armor), "... to ~, prevent N" (absorb N, 702.64a), "Prevent all [combat] damage
    that would be dealt to ~" (Cho-Manno, Revolutionary; Seraph of the Sword). A static
    prevention of N prevents N from each damage event it applies to, afresh each time: it is
    not a shield that is used up (615.7 is about shields from resolved spells)."""
    to = controller if rule == PREVENT_TO_YOU else source
    if event.target != to:
        return None
    limited = rule in (PREVENT_TO_YOU, PREVENT_TO_SELF)
    return DamageEffect(f"{source}: {rule.replace('N', str(amount))}", PREVENT, to=to,
                        combat_only=rule == PREVENT_COMBAT_TO_SELF,
                        amount=amount if limited else None, controller=controller,
                        description=text)


def static_prevention(state: GameState, source: Permanent, found: StaticPrevention,
                      static: Static, event: DamageEvent) -> list[DamageEffect]:
    """The prevention effects of a static ability of ``source`` on damage (CR 615.1a, 604.1;
    ``sim.model.prevention_verbs``): "prevent all [combat | noncombat] damage that would be
    dealt to | by | to and dealt by ~ | you | enchanted creature [by <sources>]", "... to
    [you and] <creatures>" (a group as ``static`` names it, 611.3) — one effect on damage
    dealt to what it names, one on damage dealt by it; "if <a red source> would deal damage
    to <who>, prevent N of that damage" prevents N. Like every static prevention, it
    applies to each damage event afresh while its source is on the battlefield (not a
    shield used up, 615.7)."""
    to = static_sides(state, source, static, found.who, event.target)
    by = static_sides(state, source, static, found.who, event.source)
    text = static.text
    effect = DamageEffect(f"{source.id}: {text or found.key}", PREVENT,
                          combat_only=found.scope == COMBAT,
                          noncombat_only=found.scope == NONCOMBAT, controller=source.controller,
                          description=text, by_kinds=found.kinds,
                          amount=None if found.amount < 0 else found.amount)
    out = []
    if found.direction != BY and to is not None and to == event.target:
        out.append(attrs.evolve(effect, to=to))
    if found.direction != TO and by is not None and by == event.source:
        out.append(attrs.evolve(effect, name=f"{effect.name} (dealt by)", source=by))
    return out


def static_redirection(state: GameState, source: Permanent, sides: tuple[str, str], text: str,
                       event: DamageEvent) -> DamageEffect | None:
    """The redirection effect of a static ability of ``source`` on ``event`` (CR 614.9,
    604.1; ``sim.model.redirect_verbs``): "all damage that would be dealt to you [and other
    permanents you control] is dealt to ~ | enchanted creature | equipped creature instead" --
    damage to its controller (or to another permanent they control) is dealt to the new
    recipient, which must still be a creature, planeswalker or battle on the battlefield
    (614.9); an Aura or Equipment attached to nothing redirects nothing."""
    origin, dest = sides
    to = source.id if dest == TO_SELF else source.attached_to
    if to is None or event.target == to:
        return None
    if event.target != source.controller and not (
            origin == FROM_YOURS and event.target in state.permanents
            and state.permanents[event.target].controller == source.controller):
        return None
    return DamageEffect(f"{source.id}: redirect to {to}", REDIRECT, to=event.target,
                        redirect_to=to, controller=source.controller, description=text)


def prevent_next(state: GameState, target: str, amount: int, *, source: str | None = None,
                 description: str = "", combat_only: bool = False,
                 duration: Duration = Duration.END_OF_TURN) -> DamageEffect:
    """"Prevent the next ``amount`` damage that would be dealt to ``target`` this turn" (a
    player or permanent; from ``source`` only, if given): a prevention shield (CR 615.1a,
    615.7) that applies to damage events until it has prevented ``amount`` in all, then ends;
    otherwise it ends at cleanup (514.2). Returns the effect (its ``name`` is unique, so a
    player can choose it among other effects, 616.1)."""
    if amount < 0:
        raise ValueError(f"can't prevent {amount} damage")
    state.timestamp += 1
    effect = DamageEffect(f"shield {state.timestamp}: prevent the next {amount} damage to "
                          f"{target}", PREVENT, to=target, source=source,
                          combat_only=combat_only, amount=amount,
                          description=description or f"prevent the next {amount} damage that "
                          f"would be dealt to {target} this turn", duration=duration)
    state.damage_effects.append(effect)
    state.version += 1
    state.changes += 1
    return effect


def prevent_all_combat_damage(state: GameState, description: str = "",
                              duration: Duration = Duration.END_OF_TURN) -> DamageEffect:
    """A fog: "Prevent all combat damage that would be dealt this turn" (CR 615.1a): every
    combat damage event, to anything from anything, is prevented entirely until cleanup
    (514.2). Damage that can't be prevented (615.12) is still dealt. Returns the effect."""
    state.timestamp += 1
    effect = DamageEffect(f"fog {state.timestamp}: prevent all combat damage", PREVENT,
                          combat_only=True,
                          description=description or "prevent all combat damage that would "
                          "be dealt this turn", duration=duration)
    state.damage_effects.append(effect)
    state.version += 1
    state.changes += 1
    return effect


def _walkers(state: GameState, player: str) -> list[str]:
    return [p.id for p in state.battlefield()
            if p.card.is_planeswalker and p.controller == player]


def _apply(effect: DamageEffect, event: DamageEvent
           ) -> tuple[DamageEvent, int, list[DamageEvent]]:
    """The modified event, the damage prevented, and any new damage events (CR 614.1a,
    615.1a)."""
    if effect.kind == PREVENT or effect.kind == SHIELD_COUNTER:
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
    if effect.kind == TRIPLE:
        return attrs.evolve(event, amount=event.amount * 3), 0, []
    if effect.kind == REDIRECT:
        assert effect.redirect_to is not None
        return attrs.evolve(event, target=effect.redirect_to), 0, []
    raise AssertionError(effect.kind)


def commit(state: GameState, event: DamageEvent, result: Resolution) -> None:
    """Use up shields and "next time" effects, and log what each effect did (CR 615.7)."""
    if not result.applied:
        return
    work = state.damage_work
    if f"{event.target}: {SHIELD_COUNTER}" in result.applied and work is not None \
            and event.target not in work.shielded:  # 122.1c: one for damage dealt at once
        work.shielded.append(event.target)
        remove_shield(state, event.target)
    for name in result.applied:  # a Phantom's, once for damage dealt at once (122.1)
        if name.endswith(_REMOVING) and work is not None and name not in work.shielded:
            work.shielded.append(name)
            remove_shield(state, name[:-len(_REMOVING)], PLUS_COUNTER)
    used = dict(result.used)
    kept = []
    for effect in state.damage_effects:
        if effect.gains and used.get(effect.name, 0) > 0:  # 615.1a, 119.3: as it prevents
            gain_life(state, effect.gains, used[effect.name], effect.description)
        if effect.grows and used.get(effect.name, 0) > 0:  # 615.1a, 122.1
            add_counters(state, [event.target], PLUS_COUNTER, used[effect.name])
        if effect.name in result.applied:
            if effect.once:
                continue
            if effect.amount is not None and (effect.kind == PREVENT or effect.kind == REDIRECT):
                left = effect.amount - used.get(effect.name, 0)
                if left <= 0:
                    continue
                effect = attrs.evolve(effect, amount=left)
        kept.append(effect)
    state.damage_effects = kept
    state.log(ReplacementApplied, source=event.source, target=event.target, amount=event.amount,
              applied=result.applied,
              result=tuple((e.target, e.amount) for e in result.events))


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class DamageWork:
    """Damage events on their way through replacement and prevention effects (CR 616.1).

    Events are resolved one at a time, in order (``pending``); ``current`` is the event being
    resolved, as modified so far from ``original``, with the effects ``applied`` to it, the
    shields ``used`` and the events the effects made (``extra``, dealt in the next round with
    the other new events, ``reflected``). Resolved events wait in ``out`` and are dealt
    together, simultaneously (CR 120.3), when none is left."""

    pending: list[DamageEvent]
    out: list[DamageEvent] = attrs.Factory(list)
    reflected: list[DamageEvent] = attrs.Factory(list)
    original: DamageEvent | None = None
    current: DamageEvent | None = None
    applied: list[str] = attrs.Factory(list)
    used: list[tuple[str, int]] = attrs.Factory(list)
    extra: list[DamageEvent] = attrs.Factory(list)
    #: the permanents a shield counter was removed from for these events (CR 122.1c), and
    #: the Phantom effects that removed their +1/+1 counter (``_removing_plus``)
    shielded: list[str] = attrs.Factory(list)
    #: the rest of an event part of which a redirection shield redirected (615.7, 614.9),
    #: with the effects already applied to it (614.5: not again), resolved after ``current``
    split: list[tuple[DamageEvent, tuple[str, ...]]] = attrs.Factory(list)

    def clone(self) -> DamageWork:
        """A copy that shares no list with this one (the events are frozen)."""
        return DamageWork(list(self.pending), list(self.out), list(self.reflected),
                          self.original, self.current, list(self.applied), list(self.used),
                          list(self.extra), list(self.shielded), list(self.split))


def needs_effects(state: GameState, events: list[DamageEvent]) -> bool:
    """Whether any effect could apply to one of ``events`` (else they are dealt at once: the
    common case, kept fast)."""
    if state.damage_effects or state.statics_present():
        return True
    permanents, effects = state.permanents, state.effects
    for e in events:
        perm = permanents.get(e.target)
        # with no effect or static ability, a permanent's abilities are its card's
        if perm is not None and (state.params(e.target) if effects else perm.card.params):
            return True
        if perm is not None and perm.counters.get(SHIELD):  # CR 122.1c
            return True
    return state.rules is Edition.Y2016 and any(
        not e.combat and e.target in state.players for e in events)


def deal(state: GameState, events: list[DamageEvent]) -> list[DamageEvent] | None:
    """Deal ``events`` through the replacement and prevention effects, then simultaneously
    (CR 616.1, 120.3). Returns what was dealt; or None when a player must choose first: then
    ``state.decision`` asks, and the damage is dealt once the choices are applied."""
    if not needs_effects(state, events):
        return deal_damage(state, events)
    state.damage_work = DamageWork(list(events))
    return proceed(state)


def proceed(state: GameState) -> list[DamageEvent] | None:
    """Go on with ``state.damage_work`` until a player must choose (None) or every event is
    resolved and dealt (returns what was dealt)."""
    work = state.damage_work
    assert work is not None
    while True:
        if work.current is None:
            if not work.pending:
                if work.reflected:
                    work.pending, work.reflected = work.reflected, []
                    continue
                state.damage_work = None
                return deal_damage(state, work.out)
            work.original = work.current = work.pending.pop(0)
            work.applied, work.used, work.extra = [], [], []
        current = work.current
        options = [e for e in candidate_effects(state, current) if e.name not in work.applied]
        if not options:
            assert work.original is not None
            result = Resolution((current,) if current.amount > 0 else (), tuple(work.applied),
                                tuple(work.used), tuple(work.extra))
            commit(state, work.original, result)
            work.out += result.events
            work.reflected += result.extra
            work.current = None
            if work.split:  # the rest of a split event, its effects so far kept (614.5)
                work.current, applied = work.split.pop()
                work.applied, work.used, work.extra = list(applied), [], []
            continue
        if len(options) > 1:
            player = affected_player(state, current)
            state.pending = Decision(
                player, DecisionKind.ORDER_REPLACEMENTS,
                f"choose which effect applies first to {current.amount} damage from "
                f"{current.source} to {current.target} (CR 616.1)",
                event=current, options=tuple(e.name for e in options))
            return None
        if not choose(state, options[0]):
            return None


def choose(state: GameState, effect: DamageEffect) -> bool:
    """Apply ``effect`` to the current event (614.5: once). The 2016 planeswalker redirection
    first asks the source's controller where the damage goes: False when it waits for that."""
    work = state.damage_work
    assert work is not None and work.current is not None
    work.applied.append(effect.name)
    if effect.name == PW_REDIRECT:
        event = work.current
        state.pending = Decision(
            event.source_controller, DecisionKind.REDIRECT_DAMAGE,
            f"redirect {event.amount} damage from {event.source} to {event.target} to a "
            "planeswalker that player controls, or keep it (CR 306.7, 2016 rules)",
            event=event, options=tuple(o.name for o in redirections(state, event)))
        return False
    _use(work, effect)
    return True


def redirections(state: GameState, event: DamageEvent) -> list[DamageEffect]:
    """The 2016 planeswalker redirection's options (CR 306.7 of that edition): keep the damage
    (the first option), or have it dealt to a planeswalker the damaged player controls."""
    effect = DamageEffect(PW_REDIRECT, REDIRECT, to=event.target,
                          controller=event.source_controller)
    return [DamageEffect(KEEP, PLUS, amount=0)] + [
        attrs.evolve(effect, name=f"{PW_REDIRECT} to {w}", redirect_to=w)
        for w in _walkers(state, event.target)]


def options_now(state: GameState) -> list[DamageEffect]:
    """The effects the pending ``order_replacements`` or ``redirect_damage`` decision chooses
    among."""
    work = state.damage_work
    assert work is not None and work.current is not None and state.pending is not None
    if state.pending.kind == DecisionKind.REDIRECT_DAMAGE:
        return redirections(state, work.current)
    return [e for e in candidate_effects(state, work.current) if e.name not in work.applied]


def chosen(state: GameState, name: str) -> None:
    """Apply the option named ``name`` of the pending decision (already checked legal)."""
    work = state.damage_work
    assert work is not None and state.pending is not None
    effect = next(e for e in options_now(state) if e.name == name)
    if state.pending.kind == DecisionKind.REDIRECT_DAMAGE:
        state.pending = None
        _use(work, effect)
        return
    state.pending = None
    choose(state, effect)


def _use(work: DamageWork, effect: DamageEffect) -> None:
    assert work.current is not None
    if effect.kind == REDIRECT and effect.amount is not None \
            and effect.redirect_to is not None:  # "the next N damage" (614.9, 615.7)
        event = work.current
        moved = min(effect.amount, event.amount)
        if moved < event.amount:  # the rest stays, after the part redirected
            work.split.append((attrs.evolve(event, amount=event.amount - moved),
                               tuple(work.applied)))
        work.current = attrs.evolve(event, target=effect.redirect_to, amount=moved)
        work.used.append((effect.name, moved))
        return
    work.current, prevented, made = _apply(effect, work.current)
    if prevented:
        work.used.append((effect.name, prevented))
    work.extra += made
