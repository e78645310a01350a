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

from sim.keywords import Kw
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


@attrs.frozen(slots=True)
class DamageRequest:
    """A combat damage assignment to decide (CR 510.1).

    ``creatures`` are the creatures the source may assign damage to (its blockers, or the
    attackers it blocks). ``defender`` is the player or planeswalker it may assign damage to:
    for an attacker with trample, the rest after lethal damage to every blocker (702.19b).
    ``lethal`` is the lethal damage each creature still needs, counting damage already marked
    and damage other creatures assign to it in this step; 1 from a deathtouch source (702.2c).
    """

    source: str
    controller: str
    amount: int
    creatures: tuple[str, ...]
    defender: str | None
    lethal: Mapping[str, int]
    trample: bool
    step: Step

    @property
    def recipients(self) -> tuple[str, ...]:
        return self.creatures + ((self.defender,) if self.defender else ())


def lethal_damage(state: GameState, creature: str, deathtouch: bool,
                  pending: Mapping[str, int]) -> int:
    """Lethal damage still needed by ``creature`` for assignment purposes (CR 702.19b, 702.2c,
    120.6): toughness minus damage marked minus damage already assigned this step; any
    nonzero amount is lethal from a deathtouch source."""
    remaining = (state.toughness(creature) - state.permanents[creature].damage
                 - pending.get(creature, 0))
    if remaining <= 0:
        return 0
    return 1 if deathtouch else remaining


def validate_assignment(request: DamageRequest, assignment: Mapping[str, Any]) -> list[str]:
    """Every way ``assignment`` breaks CR 510.1 for ``request`` (empty when legal).

    The amounts must be non-negative integers to legal recipients that add up to the
    amount the source assigns. Damage may go to the defender only if every creature is
    assigned at least lethal damage (trample, 702.19b). Among several blockers the split is
    free (510.1c–d, no damage assignment order).
    """
    problems = []
    total = 0
    for recipient, amount in assignment.items():
        if recipient not in request.recipients:
            allowed = ", ".join(request.recipients) or "nothing"
            problems.append(f"{recipient!r} can't be assigned damage (allowed: {allowed})")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            problems.append(f"amount for {recipient!r} must be a non-negative integer, "
                            f"got {amount!r}")
            continue
        total += amount
    if problems:
        return problems
    if total != request.amount:
        problems.append(f"assigns {total} damage in all; it must assign exactly {request.amount}")
    if request.defender and assignment.get(request.defender, 0) > 0:
        for creature in request.creatures:
            if assignment.get(creature, 0) < request.lethal[creature]:
                problems.append(f"assigns damage to {request.defender!r} before lethal damage "
                                f"to {creature!r} ({request.lethal[creature]} needed, "
                                f"{assignment.get(creature, 0)} assigned) (CR 702.19b)")
    return problems


def default_assignment(request: DamageRequest) -> dict[str, int]:
    """The default policy: destroy as many creatures as possible, then the rest to the
    defender if allowed (trample, once every creature has lethal damage: 702.19b), else
    onto the first creature not yet assigned lethal damage (or the first creature).
    Creatures needing the least damage are served first; ties keep declaration order."""
    left = request.amount
    out: dict[str, int] = {}
    for creature in sorted(request.creatures, key=lambda c: request.lethal[c]):
        need = request.lethal[creature]
        if need > left:
            break
        out[creature] = need
        left -= need
    if left:
        if request.defender and all(out.get(c, 0) >= request.lethal[c]
                                    for c in request.creatures):
            out[request.defender] = left  # 702.19b: only after lethal to every blocker
        elif request.creatures:
            target = next((c for c in request.creatures if out.get(c, 0) < request.lethal[c]),
                          request.creatures[0])
            out[target] = out.get(target, 0) + left
    return {r: n for r, n in out.items() if n}


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
      instead (120.3b, 702.90b);
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
        if result:
            state.log("damage", source=ev.source, target=target, amount=amount,
                      combat=ev.combat, result=result)
        else:
            state.log("damage", source=ev.source, target=target, amount=amount,
                      combat=ev.combat)
    for who, amount in gains.items():
        state.players[who].life += amount
        state.log("life gained", player=who, amount=amount, reason="lifelink")
    return dealt


def damage_event(state: GameState, source: str, target: str, amount: int,
                 combat: bool = True) -> DamageEvent:
    """A damage event with the source's current deathtouch, lifelink, infect and wither, read
    now, as it deals the damage (CR 702.2e, 702.15c, 702.90d, 702.80b: a later change to the
    source does not alter an event already made)."""
    mask = state.keywords(source)
    return DamageEvent(source, target, amount, state.permanents[source].controller, combat,
                       (mask & _DEATHTOUCH) != 0, (mask & _LIFELINK) != 0,
                       (mask & _INFECT) != 0, (mask & _WITHER) != 0)
