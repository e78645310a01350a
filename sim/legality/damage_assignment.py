"""Combat damage assignment (CR 510.1): how much combat damage a creature assigns (its power, or
its toughness for the creatures that assign that way, 510.1a), lethal damage as assignment
counts it (702.19b, 702.2c, 120.6), whether an assignment is legal and why not (510.1c-d,
trample 702.19b-c, "as though it weren't blocked" 702.19d-like abilities), and the default
assignments of the default policy (destroy as many creatures as possible, then trample over;
under banding, lose as few creatures as possible, 702.22j-k). Nothing here reads the decision
interface: ``sim.rules.combat`` builds ``DamageRequest``s, asks the agent and checks the answer
with ``validate_assignment``; the damage itself is dealt by ``sim.rules.damage``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sim.model.damage_records import DamageRequest
from sim.model.keywords import Kw
from sim.model.state import GameState

#: plain ints (IntFlag's operators run in Python)
_NO_DAMAGE, _TOUGHNESS = int(Kw.NO_COMBAT_DAMAGE), int(Kw.ASSIGNS_TOUGHNESS)


def combat_damage_amount(state: GameState, creature: str) -> int:
    """The combat damage ``creature`` assigns (CR 510.1a): its power, or its toughness if it
    "assigns combat damage equal to its toughness rather than its power" (Doran, the Siege
    Tower; Belligerent Brontodon; ``Kw.ASSIGNS_TOUGHNESS``). Read when damage is assigned, so
    a creature pumped between two combat damage steps assigns the new amount in the second.
    0 or less means it assigns no combat damage: so does one an effect says "assigns no combat
    damage this turn" (``Kw.NO_COMBAT_DAMAGE``, 611.2a)."""
    mask = state.keywords(creature)  # (read once: both bits)
    if mask & _NO_DAMAGE:
        return 0
    if mask & _TOUGHNESS:
        return state.toughness(creature)
    return state.power(creature)


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
