"""Damage: combat damage assignment (CR 510.1), and one pipeline that deals all damage (CR 120).

Every damage event — combat or not — goes through ``deal_damage``: first the
``DamagePipeline`` (the hook where replacement and prevention effects apply, CR 614–616),
then all events are dealt simultaneously, lifelink gains happening as part of the
same event (CR 702.15b). Nothing here reads the decision interface; the combat module
builds ``DamageRequest``s, asks the agent, and checks the answer with
``validate_assignment``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs
from mypy_extensions import mypyc_attr

from sim.abilities import TOXIC
from sim.events import DamageDealt, LifeGained
from sim.keywords import Kw
from sim.rules import Edition
from sim.state import DEFENSE, LOYALTY, MINUS, GameState, Step, Zone

_DEATHTOUCH = int(Kw.DEATHTOUCH)
_LIFELINK = int(Kw.LIFELINK)
_INFECT = int(Kw.INFECT)
_WITHER = int(Kw.WITHER)


@attrs.frozen(slots=True)
class DamageEvent:
    """``amount`` damage from ``source`` to ``target`` (a player, creature, planeswalker or
    battle id). The source's deathtouch, lifelink, infect and wither are captured when the
    event is made, so a source that leaves the battlefield is read by last known information
    (CR 608.2h, 702.2e, 702.15c, 702.90d, 702.80b)."""

    source: str
    target: str
    amount: int
    source_controller: str
    combat: bool = True
    deathtouch: bool = False
    lifelink: bool = False
    infect: bool = False
    wither: bool = False
    #: the source's total toxic value (702.164b), read as the event is made; it gives that
    #: many poison counters to a player dealt combat damage (702.164c)
    toxic: int = 0


def has_damage_assignment_order(edition: Edition) -> bool:
    """Whether combat damage is assigned along damage assignment orders under ``edition``.

    * ``"2016"``: yes. Right after blockers are declared, the active player orders the
      creatures blocking each attacker blocked by several (CR 509.2), then each defending
      player orders the attackers each of its creatures blocking several blocks (509.3). A
      creature can't be assigned combat damage unless each creature before it in the order is
      assigned lethal damage (510.1c-d). The orders came with the Magic 2010 rules change
      (July 2009), replacing damage on the stack.
    * ``"current"``: no. Magic: The Gathering Foundations (November 2024) removed them; the
      damage is divided among the creatures as the controller chooses (510.1c-d).
    * ``"2004"``: no. Combat damage was "divided as its controller chooses" among the
      blockers or the attackers blocked (CR 310.2c-d of January 2004); only trample put a
      creature's lethal damage first (502.9b).
    """
    return edition is Edition.Y2016


def combat_damage_amount(state: GameState, creature: str) -> int:
    """The combat damage ``creature`` assigns (CR 510.1a): its power, or its toughness if it
    "assigns combat damage equal to its toughness rather than its power" (Doran, the Siege
    Tower; Belligerent Brontodon; ``Kw.ASSIGNS_TOUGHNESS``). Read when damage is assigned, so
    a creature pumped between two combat damage steps assigns the new amount in the second.
    0 or less means it assigns no combat damage."""
    if state.has(creature, Kw.ASSIGNS_TOUGHNESS):
        return state.toughness(creature)
    return state.power(creature)


@attrs.frozen(slots=True)
class DamageRequest:
    """A combat damage assignment to decide (CR 510.1).

    ``amount`` is what the source assigns (its power, or its toughness: 510.1a).
    ``creatures`` are the creatures the source may assign damage to (its blockers, or the
    attackers it blocks). ``defender`` is the player or planeswalker it may assign damage to:
    for an attacker with trample, the rest after lethal damage to every blocker (702.19b).
    ``lethal`` is the lethal damage each creature still needs, counting damage already marked
    and damage other creatures have assigned to it so far in this step; 1 from a deathtouch
    source (702.2c). (Combat also counts damage assigned to it after this request when it
    checks the finished assignment, 510.1c-d, 702.19b: see ``sim.combat``.)

    ``order``: under a damage assignment order (rules edition ``"2016"``,
    ``has_damage_assignment_order``), the creatures in that order (509.2-509.3), and
    ``creatures`` is the same tuple: a creature may be assigned damage only if every creature
    before it in the order is assigned lethal damage (510.1c-d). ``None``: no order; the split
    among the creatures is free (current rules, 2004).

    ``unblocked``: for a blocked attacker that "may assign its combat damage as though it
    weren't blocked" (Thorn Elemental, Lone Wolf), the player or planeswalker it is
    attacking. Its controller chooses: all of the damage to that player or planeswalker
    (as an unblocked creature would, 510.1b), or the normal assignment (510.1c). When no
    creature is blocking it any more and it has no trample, the normal assignment is no
    damage at all (an empty assignment).

    ``beyond``: for an attacker with trample over planeswalkers attacking a planeswalker (CR
    702.19c; ``defender`` is the planeswalker), that planeswalker's controller. Once every
    blocker is assigned lethal damage and the planeswalker damage equal to its loyalty
    (``lethal[defender]``, counting damage other creatures assign to it in this step; never
    deathtouch's 1), the rest may be assigned among the blockers, the planeswalker and that
    player. (Plain trample never reaches the player past a planeswalker, 702.19f.)
    ``banding``: ``controller`` is not the source's controller but the other side of the
    fight, which has banding (CR 702.22j-k: the defending player assigns an attacker's
    damage when a blocker has banding, the active player a blocker's when it blocks a
    creature with banding) and divides the damage as they choose among ``creatures``
    (``order`` is None). With trample, lethal damage to every blocker still comes before
    any damage to the player or planeswalker (702.19b); the chooser need not assign any there.
    """

    source: str
    controller: str
    amount: int
    creatures: tuple[str, ...]
    defender: str | None
    lethal: Mapping[str, int]
    trample: bool
    step: Step
    order: tuple[str, ...] | None = None
    unblocked: str | None = None
    beyond: str | None = None
    banding: bool = False

    @property
    def recipients(self) -> tuple[str, ...]:
        """Everything the source may assign damage to, one way or the other."""
        out = self.creatures + ((self.defender,) if self.defender else ())
        if self.beyond:
            out += (self.beyond,)
        if self.unblocked and self.unblocked not in out:
            out += (self.unblocked,)
        return out

    @property
    def normal_total(self) -> int:
        """What a normal assignment adds up to: all the damage; or, for a creature that may
        assign as though it weren't blocked but has nothing left to assign to normally (no
        blockers left, no trample), none (510.1c). (Combat never asks about a creature with
        nothing to assign to and no such option.)"""
        if self.unblocked is not None and not (self.creatures or self.defender):
            return 0
        return self.amount


def lethal_damage(state: GameState, creature: str, deathtouch: bool,
                  pending: Mapping[str, int], deathtouched: bool = False) -> int:
    """Lethal damage still needed by ``creature`` for assignment purposes (CR 702.19b,
    510.1c-d, 702.2c, 120.6): toughness minus damage marked minus damage other creatures
    assign to it this step (``pending``), ignoring abilities and effects that would change the
    damage actually dealt (indestructible, prevention). Any nonzero amount from a deathtouch
    source is lethal (702.2c): 1 when this source has deathtouch, and none still needed when
    a deathtouch source has already assigned it damage in this step (``deathtouched``)."""
    if deathtouched:
        return 0
    remaining = (state.toughness(creature) - state.permanents[creature].damage
                 - pending.get(creature, 0))
    if remaining <= 0:
        return 0
    return 1 if deathtouch else remaining


def as_though_unblocked(request: DamageRequest, assignment: Mapping[str, Any]) -> bool:
    """Whether ``assignment`` is the "as though it weren't blocked" choice: all of the damage
    to ``request.unblocked`` (zeros elsewhere allowed)."""
    target = request.unblocked
    if target is None or assignment.get(target) != request.amount:
        return False
    return all(n == 0 for r, n in assignment.items() if r != target)


def amount_problems(request: DamageRequest, assignment: Mapping[str, Any]) -> list[str]:
    """The ways ``assignment`` breaks CR 510.1 that don't depend on lethal damage: recipients,
    non-negative integer amounts, the total (510.1a-d), and the all-or-nothing "as though it
    weren't blocked" choice."""
    problems = []
    total = 0
    allowed = request.recipients
    for recipient, amount in assignment.items():
        if recipient not in allowed:
            problems.append(f"{recipient!r} can't be assigned damage (allowed: "
                            f"{', '.join(allowed) or 'nothing'})")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            problems.append(f"amount for {recipient!r} must be a non-negative integer, "
                            f"got {amount!r}")
            continue
        total += amount
    if problems or as_though_unblocked(request, assignment):
        return problems
    target = request.unblocked
    if target is not None and target != request.defender and assignment.get(target, 0) > 0:
        problems.append(f"assigns {assignment[target]} of its {request.amount} damage to "
                        f"{target!r}: as though it weren't blocked it assigns all of it there "
                        "(CR 510.1b), otherwise none (510.1c)")
    normal = request.normal_total
    if total != normal:
        if normal == 0:
            problems.append("no creature is blocking it any more, so it assigns no combat "
                            "damage (CR 510.1c)" + (
                                f" unless it assigns all {request.amount} to {target!r} as "
                                "though it weren't blocked" if target else ""))
        else:
            problems.append(f"assigns {total} damage in all; it must assign exactly {normal}")
    return problems


def lethal_problems(request: DamageRequest, assignment: Mapping[str, int]) -> list[str]:
    """The ways a well-formed ``assignment`` breaks the lethal-damage-first rules, measured by
    ``request.lethal``: under a damage assignment order no creature is assigned damage unless
    every creature before it in the order is assigned lethal damage (CR 510.1c-d, 2016); with
    trample nothing goes to the player or planeswalker unless every blocker is assigned lethal
    damage (702.19b). Nothing when it is the "as though it weren't blocked" choice."""
    if as_though_unblocked(request, assignment):
        return []
    problems = []
    lethal = request.lethal
    order = request.order
    if order is not None:
        last = max((i for i, c in enumerate(order) if assignment.get(c, 0) > 0), default=-1)
        for creature in order[:max(last, 0)]:
            got = assignment.get(creature, 0)
            if got < lethal[creature]:
                problems.append(
                    f"assigns damage to {order[last]!r} before lethal damage to {creature!r}, "
                    f"which comes first in the damage assignment order {', '.join(order)} "
                    f"({lethal[creature]} needed, {got} assigned) (CR 510.1c-d, 509.2-509.3)")
    defender = request.defender
    beyond = request.beyond
    past = defender if defender and assignment.get(defender, 0) > 0 else \
        beyond if beyond and assignment.get(beyond, 0) > 0 else None
    if defender and past:
        for creature in request.creatures:
            got = assignment.get(creature, 0)
            if got < lethal[creature]:
                problems.append(f"assigns damage to {past!r} before lethal damage "
                                f"to {creature!r} ({lethal[creature]} needed, "
                                f"{got} assigned) (CR 702.19b)")
    if defender and beyond and assignment.get(beyond, 0) > 0:
        got = assignment.get(defender, 0)
        if got < lethal[defender]:
            problems.append(f"assigns damage to {beyond!r} before damage equal to "
                            f"{defender!r}'s loyalty ({lethal[defender]} needed, {got} "
                            "assigned) (CR 702.19c)")
    return problems


def validate_assignment(request: DamageRequest, assignment: Mapping[str, Any]) -> list[str]:
    """Every way ``assignment`` breaks CR 510.1 for ``request`` (empty when legal).

    The amounts must be non-negative integers to legal recipients that add up to the
    amount the source assigns (510.1a-d). Damage may go to the defender only if every
    creature is assigned at least lethal damage (trample, 702.19b). Among several creatures
    the split is free (510.1c-d) unless there is a damage assignment order
    (``request.order``, 2016 rules): then each creature must be assigned lethal damage before
    any goes to the next. With ``request.unblocked``, all the damage to that player or
    planeswalker is legal too (as though it weren't blocked).
    """
    return amount_problems(request, assignment) or lethal_problems(request, assignment)


def default_assignment(request: DamageRequest) -> dict[str, int]:
    """The default policy: destroy as many creatures as possible, then the rest to the
    defender if allowed (trample, once every creature has lethal damage: 702.19b; with
    trample over planeswalkers, the planeswalker's loyalty and the rest to its controller,
    702.19c), else
    onto the first creature not yet assigned lethal damage (or the first creature).

    Without a damage assignment order, creatures needing the least damage are served first
    (ties keep declaration order); under one (510.1c-d, 2016) they are served in that order,
    which is legal and, since only a prefix of the order can be assigned lethal damage,
    still destroys as many as possible. The "as though it weren't blocked" option is never
    taken: the default assigns as normal (no damage, if no creature blocks it any more and
    it has no trample)."""
    left = request.normal_total
    out: dict[str, int] = {}
    lethal = request.lethal
    if request.order is not None:
        queue: tuple[str, ...] = request.order
    else:
        queue = tuple(sorted(request.creatures, key=lambda c: lethal[c]))
    for creature in queue:
        need = lethal[creature]
        if need > left:
            break
        out[creature] = need
        left -= need
    if left:
        if request.defender and all(out.get(c, 0) >= lethal[c] for c in request.creatures):
            if request.beyond:  # 702.19c: the planeswalker's loyalty, then its controller
                need = min(lethal[request.defender], left)
                out[request.defender] = need
                left -= need
                if left:
                    out[request.beyond] = left
            else:
                out[request.defender] = left  # 702.19b: only after lethal to every blocker
        elif queue:
            first = queue if request.order is not None else request.creatures
            target = next((c for c in first if out.get(c, 0) < lethal[c]), first[0])
            out[target] = out.get(target, 0) + left
    return {r: n for r, n in out.items() if n}


def banding_assignment(request: DamageRequest) -> dict[str, int]:
    """The default policy for a player assigning the damage of an opposing creature under
    banding (``request.banding``, CR 702.22j-k): lose as few of their own creatures as
    possible. Each creature is given up to one less than lethal damage, the toughest first;
    whatever is left goes all onto the creature that needs the most, so at most one dies.
    Nothing goes to the player or planeswalker (trample lets the damage go there, 702.19b;
    it never has to)."""
    left = request.normal_total
    if not request.creatures:
        return {request.defender: left} if request.defender and left else {}
    lethal = request.lethal
    queue = sorted(request.creatures, key=lambda c: -lethal[c])
    out: dict[str, int] = {}
    for creature in queue:
        spare = min(max(lethal[creature] - 1, 0), left)
        if spare:
            out[creature] = spare
            left -= spare
    if left:
        out[queue[0]] = out.get(queue[0], 0) + left
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # subclassed outside sim
class DamagePipeline:
    """Where replacement and prevention effects apply to damage events before they are dealt
    (CR 614–616). The base pipeline changes nothing; the damage module adds effects here."""

    def apply(self, state: GameState, events: list[DamageEvent]) -> list[DamageEvent]:
        return events


NO_EFFECTS = DamagePipeline()


def deal_damage(state: GameState, events: list[DamageEvent],
                pipeline: DamagePipeline = NO_EFFECTS) -> list[DamageEvent]:
    """Deal ``events`` simultaneously (CR 510.2, 120.3) and return what was dealt.

    The results of each event (CR 120.3), all of those that apply:

    - to a player: life loss (120.3a), or from a source with infect that many poison counters
      instead (120.3b, 702.90b); combat damage from a source with toxic also gives its total
      toxic value in poison counters (702.164c);
    - to a planeswalker: that many loyalty counters removed (120.3c), infect or not;
    - to a creature: damage marked (120.3e), or from a source with wither and/or infect that
      many -1/-1 counters instead (120.3d, 702.80a, 702.90c); from a deathtouch source the
      creature is also marked as dealt deathtouch damage, whichever the form, for 704.5h
      (702.2b);
    - to a battle: that many defense counters removed (120.3h, 310.6);
    - lifelink: the source's controller gains that much life, whatever the recipient and
      whatever the form of the damage (120.3f, 702.15b).

    Only a player, creature, planeswalker or battle on the battlefield can be dealt damage
    (120.1a); an event to anything else deals nothing, so lifelink gains nothing from it.
    A damage event with a non-default result is logged with ``result`` ("poison counters",
    "-1/-1 counters").
    """
    dealt = pipeline.apply(state, events)
    if dealt:
        state.version += 1
        state.changes += 1
    gains: dict[str, int] = {}
    for ev in dealt:
        amount = ev.amount
        if amount <= 0:
            continue  # 120.8: 0 damage is no damage
        target = ev.target
        result = ""
        player = state.players.get(target)
        if player is not None:
            if ev.infect:
                player.poison += amount
                result = "poison counters"
            else:
                player.life -= amount
            if ev.toxic and ev.combat:  # 702.164c: in addition to the damage's other results
                player.poison += ev.toxic
                result = f"{result} and " if result else ""
                result += f"{ev.toxic} poison counter{'s' if ev.toxic != 1 else ''} (toxic)"
        else:
            perm = state.permanents.get(target)
            if perm is None or perm.zone is not Zone.BATTLEFIELD:
                continue
            card = perm.card
            creature = card.is_creature
            planeswalker = card.is_planeswalker
            battle = card.is_battle
            if not (creature or planeswalker or battle):
                continue  # 120.1a
            counters = perm.counters
            if planeswalker:
                counters[LOYALTY] = max(0, counters.get(LOYALTY, 0) - amount)
            if battle:
                counters[DEFENSE] = max(0, counters.get(DEFENSE, 0) - amount)
            if creature:
                if ev.infect or ev.wither:
                    counters[MINUS] = counters.get(MINUS, 0) + amount
                    result = "-1/-1 counters"
                else:
                    perm.damage += amount
                if ev.deathtouch:
                    perm.deathtouched = True
        if ev.lifelink:
            gains[ev.source_controller] = gains.get(ev.source_controller, 0) + amount
        if state.record_events:
            state.events.append(DamageDealt(ev.source, target, amount, ev.combat, result,
                                            step=state.step))
    for who, amount in gains.items():
        state.players[who].life += amount
        state.log(LifeGained, player=who, amount=amount, reason="lifelink")
    return dealt


def damage_event(state: GameState, source: str, target: str, amount: int,
                 combat: bool = True, mask: int | None = None) -> DamageEvent:
    """A damage event with the source's current deathtouch, lifelink, infect, wither and (for
    combat damage to a player) total toxic value (702.164b), read
    now, as it deals the damage (CR 702.2e, 702.15c, 702.90d, 702.80b: a later change to the
    source does not alter an event already made)."""
    if mask is None:  # (a caller that has just read the source's keywords passes them)
        mask = state.keywords(source)
    toxic = 0
    if combat and target in state.players:
        params = state.params(source)
        if params:
            toxic = sum(int(value) for kind, value in params if kind == TOXIC)
    return DamageEvent(source, target, amount, state.permanents[source].controller, combat,
                       (mask & _DEATHTOUCH) != 0, (mask & _LIFELINK) != 0,
                       (mask & _INFECT) != 0, (mask & _WITHER) != 0, toxic)
