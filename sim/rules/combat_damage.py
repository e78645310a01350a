"""The combat damage step's assignments, one decision per creature (CR 510.1-510.2).

As the step begins, the creatures that assign combat damage are listed in the order they
announce: attacking creatures (the active player), then blocking creatures (the defending
players). Each that has damage to assign and something to assign it to is a decision
(``assign_combat_damage``), even when only one assignment is legal: the player announces it
(510.1), and a scripted answer is checked like any other. Once all have assigned, all the
damage is dealt at once (510.2), through replacement and prevention effects.

Lethal damage counts the damage the other creatures assign to the same creature in the step
(510.1c-d, 702.19b), and any nonzero damage assigned by a deathtouch source is lethal (702.2c).
Since the other creatures may assign after this one, the legal assignments of a creature are
those that leave a legal way for the creatures after it: when no creature after it can assign
damage to the creatures it may, that is simply "lethal counting what was assigned before"
(counted and indexed without listing, ``sim.legality.assignments``); otherwise the assignments are
listed and each is checked by searching the later creatures' assignments (a shared blocker:
the 702.19b example of a 2/2 blocking a 1/1 and a 3/3 trampler, where 1 from each is lethal).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence

import attr
import attrs

from sim.legality.assignments import unrank_composition
from sim.legality.damage_assignment import combat_damage_amount, lethal_damage, lethal_problems
from sim.model.combat_state import CombatState
from sim.model.damage_records import DamageEvent, DamageRequest
from sim.model.editions import has_damage_assignment_order
from sim.model.keywords import Kw
from sim.model.state import GameState
from sim.rules.banding import damage_chooser_for_attacker, damage_chooser_for_blocker
from sim.rules.damage import damage_event

STRIKERS = Kw.FIRST_STRIKE | Kw.DOUBLE_STRIKE


# plain ints: IntFlag's operators run in Python (see GameState.keywords)
_STRIKERS, _DOUBLE_STRIKE, _TRAMPLE = int(STRIKERS), int(Kw.DOUBLE_STRIKE), int(Kw.TRAMPLE)


_AS_THOUGH = int(Kw.AS_THOUGH_UNBLOCKED)


_OVER_WALKERS = int(Kw.TRAMPLE_OVER_PW)


_ANY_TRAMPLE = _TRAMPLE | _OVER_WALKERS


_BANDING = int(Kw.BANDING)


_ASSIGNS_TOUGHNESS = int(Kw.ASSIGNS_TOUGHNESS)


#: what ``forced_events`` leaves to the general plan
_SPECIAL = _BANDING | _OVER_WALKERS | _AS_THOUGH | int(Kw.NO_COMBAT_DAMAGE)  # (510.1a)


@attrs.frozen(slots=True)
class Slot:
    """A creature that assigns combat damage this step, and to what it may."""

    source: str
    creatures: tuple[str, ...]
    defender: str | None
    trample: bool
    unblocked: str | None
    #: trample over planeswalkers: the controller of the planeswalker ``defender`` (702.19c)
    beyond: str | None = None
    #: who assigns its damage when not its controller: the other side of a fight with
    #: banding in it (CR 702.22j-k), who may divide it freely among ``creatures``
    chooser: str | None = None


#: one creature's assignment: its decision (a ``Slot`` when it was forced, ``assign_forced``)
#: and what it assigns to each recipient
Assigned = tuple[DamageRequest | Slot, dict[str, int]]


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class DamageProgress:
    """The step's assignments so far: ``slots[:index]`` have assigned (``chosen``)."""

    slots: tuple[Slot, ...]
    index: int = 0
    chosen: list[Assigned] = attrs.Factory(list)

    def clone(self) -> DamageProgress:
        """A copy that shares no list or dict with this one (the slots and requests are frozen)."""
        return DamageProgress(self.slots, self.index, [(r, dict(a)) for r, a in self.chosen])


def plan(state: GameState, first_strike: bool) -> tuple[Slot, ...]:
    """The creatures that assign combat damage in this step, in announcement order (510.1).

    510.4: in a first-strike step only creatures with first strike or double strike assign
    damage, and they are recorded. In the next step only creatures not recorded, plus those
    that have double strike now, assign damage."""
    combat = state.combat
    assert combat is not None
    if first_strike:
        combat.first_strike_step = True

    def deals(creature: str, mask: int) -> bool:
        if first_strike:
            return mask & _STRIKERS != 0
        if combat.first_strike_step:
            return creature not in combat.struck_first or mask & _DOUBLE_STRIKE != 0
        return True

    ordered = has_damage_assignment_order(state.rules)
    slots = []
    masks = {b: state.keywords(b) for b in combat.blocks}
    # 702.22j-k change who assigns only with a creature with banding in the fight, or two or
    # more on one side of it ("bands with other [quality]" needs a pair): a mask test per
    # creature, on masks read anyway
    banded_blockers = any(m & _BANDING for m in masks.values())
    attacker_masks: dict[str, int] = {}
    for attacker, target in list(combat.attackers.items()):
        mask = attacker_masks[attacker] = state.keywords(attacker)
        if not deals(attacker, mask):
            continue
        if first_strike:
            combat.struck_first.add(attacker)
        blockers = tuple(combat.blocked_by.get(attacker, ()))
        trample = mask & _ANY_TRAMPLE != 0  # over planeswalkers too: a variant (702.19c)
        attackable = target in state.players or state.is_planeswalker(target)
        beyond: str | None = None
        if mask & _OVER_WALKERS and target not in state.players:
            walker = state.permanents.get(target)
            if walker is not None and walker.card.is_planeswalker:
                if attackable:
                    beyond = walker.controller  # 702.19c
                else:  # 702.19e: the planeswalker left combat; its controller instead
                    target, attackable = walker.controller, True
        unblocked: str | None = None
        chooser: str | None = None
        if attacker not in combat.blocked:
            defender: str | None = target if attackable else None  # 510.1b
        else:
            # 510.1c; 702.19b-e: with trample, the rest (or all, with no blockers left)
            defender = target if trample and attackable else None
            if attackable and mask & _AS_THOUGH != 0:
                unblocked = target
            if blockers and (banded_blockers or len(blockers) > 1):
                chooser = damage_chooser_for_attacker(state, blockers, masks)
            if ordered and chooser is None:  # 702.22j: the order doesn't bind the chooser
                blockers = in_order(combat, attacker, blockers)
        slots.append(Slot(attacker, blockers, defender, trample, unblocked,
                          beyond if defender is not None else None, chooser))
    for blocker, attackers in list(combat.blocks.items()):
        if not deals(blocker, masks[blocker]):
            continue
        if first_strike:
            combat.struck_first.add(blocker)
        still = tuple(a for a in attackers if a in combat.attackers)
        chooser = None
        if still and (len(still) > 1 or attacker_masks[still[0]] & _BANDING):
            chooser = damage_chooser_for_blocker(state, still, attacker_masks)  # 702.22k
        if ordered and chooser is None:
            still = in_order(combat, blocker, still)
        slots.append(Slot(blocker, still, None, False, None, chooser=chooser))
    return tuple(slots)


def forced_events(state: GameState, first_strike: bool) -> list[DamageEvent] | None:
    """The step's damage events when every creature that deals damage in it has one legal
    assignment (``forced``): what ``plan``, then ``assign_forced`` for each slot, then
    ``events`` make, built directly (the common case, kept fast). That is when each attacker
    attacks a player and is unblocked (510.1b), or blocked by one creature without trample, or
    blocked with none left (510.1c: no damage; with trample, all to the player, 702.19e),
    and each blocker blocks one attacker (510.1d); with no banding in combat, no trample
    over planeswalkers and no "as though it weren't blocked". None otherwise, having changed
    nothing: the general plan decides."""
    combat = state.combat
    assert combat is not None
    keywords = state.keywords
    players = state.players
    after_first = not first_strike and combat.first_strike_step
    struck_first = combat.struck_first
    deal: list[tuple[str, str, int]] = []
    dealing: list[str] = []  # every creature that deals damage in this step (510.4)
    for attacker, target in combat.attackers.items():
        mask = keywords(attacker)
        if mask & _SPECIAL or target not in players:
            return None
        if first_strike:
            if not mask & _STRIKERS:
                continue
        elif after_first and attacker in struck_first and not mask & _DOUBLE_STRIKE:
            continue
        dealing.append(attacker)
        if attacker not in combat.blocked:
            deal.append((attacker, target, mask))
            continue
        blockers = combat.blocked_by.get(attacker, ())
        if len(blockers) > 1 or blockers and mask & _TRAMPLE:
            return None
        if blockers:
            deal.append((attacker, blockers[0], mask))
        elif mask & _TRAMPLE:
            deal.append((attacker, target, mask))
    for blocker, attackers in combat.blocks.items():
        mask = keywords(blocker)
        if mask & _SPECIAL or len(attackers) != 1:
            return None
        if first_strike:
            if not mask & _STRIKERS:
                continue
        elif after_first and blocker in struck_first and not mask & _DOUBLE_STRIKE:
            continue
        dealing.append(blocker)
        if attackers[0] in combat.attackers:
            deal.append((blocker, attackers[0], mask))
    if first_strike:
        combat.first_strike_step = True
        struck_first.update(dealing)
    out = []
    for source, target, mask in deal:
        amount = state.toughness(source) if mask & _ASSIGNS_TOUGHNESS else state.power(source)
        if amount > 0:  # 510.1a
            out.append(damage_event(state, source, target, amount, mask=mask))
    return out


def in_order(combat: CombatState, creature: str, current: tuple[str, ...]) -> tuple[str, ...]:
    """``current`` (the creatures ``creature`` may assign damage to now) in its damage
    assignment order (2016 rules, 509.2-509.3): those that left combat are gone, the others
    keep their relative order."""
    order = combat.damage_order.get(creature)
    if order is None:
        return current
    listed = tuple(c for c in order if c in current)
    return listed + tuple(c for c in current if c not in listed)


def assigned(chosen: Sequence[tuple[DamageRequest | Slot, Mapping[str, int]]],
             state: GameState) -> tuple[dict[str, int], dict[str, set[str]]]:
    """The damage assigned to each recipient so far, and the deathtouch sources that assigned
    it some."""
    totals: dict[str, int] = {}
    deadly: dict[str, set[str]] = {}
    for request, assignment in chosen:
        touch = state.has(request.source, Kw.DEATHTOUCH)
        for recipient, n in assignment.items():
            if n:
                totals[recipient] = totals.get(recipient, 0) + n
                if touch:
                    deadly.setdefault(recipient, set()).add(request.source)
    return totals, deadly


def forced(slot: Slot) -> str | None:
    """The one recipient of all of ``slot``'s damage when nothing else is legal: the player or
    planeswalker an unblocked creature (or a trampler with no blockers left) attacks (510.1b,
    702.19e), or the one creature a creature without trample blocks or is blocked by
    (510.1c-d); None when there is a choice."""
    if slot.beyond is not None:
        return None  # 702.19c: the planeswalker and its controller
    if not slot.creatures and slot.defender is not None and slot.unblocked in (None,
                                                                               slot.defender):
        return slot.defender
    if slot.unblocked is None and len(slot.creatures) == 1 and slot.defender is None:
        return slot.creatures[0]
    return None


def assign_forced(state: GameState, progress: DamageProgress, slot: Slot) -> bool:
    """Record ``slot``'s assignment without a decision when it has only one legal form
    (``forced``); False when there is a choice."""
    target = forced(slot)
    if target is None:
        return False
    amount = combat_damage_amount(state, slot.source)
    if amount > 0:  # 510.1a: 0 or less assigns no damage
        progress.chosen.append((slot, {target: amount}))  # no lethal rule to check later
    progress.index += 1
    return True


def request_for(state: GameState, slot: Slot,
                chosen: Sequence[tuple[DamageRequest | Slot, Mapping[str, int]]]
                ) -> DamageRequest | None:
    """``slot``'s decision, with lethal damage counting what was assigned before it; None when
    it assigns no damage (510.1a: 0 or less; 510.1b-c: nothing left to assign it to)."""
    amount = combat_damage_amount(state, slot.source)
    if amount <= 0 or not (slot.creatures or slot.defender or slot.unblocked):
        return None
    totals, deadly = assigned(chosen, state)
    deathtouch = state.has(slot.source, Kw.DEATHTOUCH)
    chooser = slot.chooser
    # 702.22j-k: with banding on the other side, that side's player assigns, dividing the
    # damage as they choose among the creatures (no damage assignment order, 2016 rules)
    ordered = has_damage_assignment_order(state.rules) and len(slot.creatures) > 1 \
        and chooser is None
    lethal = {c: lethal_damage(state, c, deathtouch, totals, c in deadly)
              for c in slot.creatures}
    if slot.beyond is not None and slot.defender is not None:
        lethal[slot.defender] = loyalty_needed(state, slot.defender, totals)
    return DamageRequest(
        slot.source, chooser or state.permanents[slot.source].controller, amount,
        slot.creatures, slot.defender, lethal, slot.trample, state.step,
        slot.creatures if ordered else None, slot.unblocked, slot.beyond,
        banding=chooser is not None)


def loyalty_needed(state: GameState, walker: str, pending: Mapping[str, int]) -> int:
    """The damage a planeswalker still needs before trample over planeswalkers may assign
    past it (CR 702.19c): its loyalty, less the damage other creatures assign to it in this
    step (``pending``). Deathtouch does not count (702.2c is about creatures)."""
    return max(0, state.loyalty(walker) - pending.get(walker, 0))


def step_problems(state: GameState,
                  chosen: Sequence[tuple[DamageRequest | Slot, Mapping[str, int]]]) -> list[str]:
    """Every way the step's assignments, taken together, break the lethal-damage-first rules:
    each measured with lethal damage counting all the damage the other creatures assign in
    the step (510.1c-d, 702.19b, 702.2c)."""
    return [f"{source}: {p}" for source, problems in _checks(state, chosen) for p in problems]


def _checks(state: GameState, chosen: Sequence[tuple[DamageRequest | Slot, Mapping[str, int]]]
            ) -> list[tuple[str, list[str]]]:
    totals, deadly = assigned(chosen, state)
    out = []
    for request, assignment in chosen:
        if not isinstance(request, DamageRequest):
            continue  # a forced assignment (``assign_forced``) has no lethal rule
        deathtouch = state.has(request.source, Kw.DEATHTOUCH)
        others = {c: totals.get(c, 0) - assignment.get(c, 0) for c in request.creatures}
        lethal = {c: lethal_damage(state, c, deathtouch, others,
                                   bool(deadly.get(c, set()) - {request.source}))
                  for c in request.creatures}
        walker = request.defender
        if request.beyond is not None and walker is not None:
            lethal[walker] = loyalty_needed(
                state, walker, {walker: totals.get(walker, 0) - assignment.get(walker, 0)})
        problems = lethal_problems(attrs.evolve(request, lethal=lethal), assignment)
        if problems:
            out.append((request.source, problems))
    return out


def _splits(request: DamageRequest) -> Iterator[dict[str, int]]:
    """Every assignment of ``request`` that adds up right, whatever lethal damage (510.1a-d):
    any split among the creatures and the defender, and all to ``unblocked``."""
    names = request.creatures + ((request.defender,) if request.defender else ())
    if request.beyond:
        names += (request.beyond,)
    total = request.normal_total
    if names:
        for i in range(math.comb(total + len(names) - 1, len(names) - 1)):
            parts = unrank_composition(i, total, len(names))
            yield {r: n for r, n in zip(names, parts, strict=True) if n}
    elif total == 0:
        yield {}
    target = request.unblocked
    if target is not None and target != request.defender:  # else already among the splits
        yield {target: request.amount}


def shared(state: GameState, progress: DamageProgress, request: DamageRequest) -> bool:
    """Whether ``request``'s legal assignments depend on the other creatures' in the step.

    Only a creature with a lethal-damage-first rule (trample, or a damage assignment order)
    can rely on damage others assign; any creature can always assign legally on its own (all
    to the first creature), so a creature's choices are constrained only (a) when it has such
    a rule and a creature after it may assign damage to one of its creatures, or (b) when a
    creature before it relied on damage to a creature it may assign damage to."""
    mine = set(request.creatures)
    ruled = request.defender is not None or request.order is not None
    if ruled and any(mine.intersection(slot.creatures)
                     for slot in progress.slots[progress.index + 1:]):
        return True
    walker = request.defender
    if walker is not None:
        # trample over planeswalkers: a planeswalker's loyalty counts what others assign to
        # it (702.19c), so one attacked by several creatures ties their assignments together
        if request.beyond is not None and any(
                slot.defender == walker for i, slot in enumerate(progress.slots)
                if i != progress.index):
            return True
        if any(r.beyond is not None and r.defender == walker for r, _ in progress.chosen):
            return True
    touching = [(r, a) for r, a in progress.chosen if mine.intersection(r.creatures)]
    if not touching:
        return False  # the common case: no creature before it shares one either
    waiting = {source for source, _ in _checks(state, progress.chosen)}
    return any(r.source in waiting for r, _ in touching)


def completable(state: GameState, progress: DamageProgress,
                chosen: list[Assigned], index: int) -> bool:
    """Whether the slots from ``index`` on can assign so that the whole step is legal."""
    if index == len(progress.slots):
        return not step_problems(state, chosen)
    request = request_for(state, progress.slots[index], chosen)
    if request is None:
        return completable(state, progress, chosen, index + 1)
    return any(completable(state, progress, chosen + [(request, split)], index + 1)
               for split in _splits(request))


def allowed(state: GameState, progress: DamageProgress,
            request: DamageRequest) -> list[dict[str, int]]:
    """The assignments of ``request`` that leave a legal way for the rest of the step."""
    return [split for split in _splits(request)
            if completable(state, progress, progress.chosen + [(request, split)],
                           progress.index + 1)]


def events(state: GameState, progress: DamageProgress) -> list[DamageEvent]:
    """The damage events of the step's assignments, in announcement order (510.2)."""
    return [damage_event(state, request.source, recipient, n)
            for request, assignment in progress.chosen
            for recipient, n in assignment.items() if n]
