"""The combat phase as a state machine (CR 506–511).

``state.step`` is the step about to be run. ``advance`` runs it — its turn-based actions,
then priority — and moves ``state.step`` along one explicit transition (``next_step``).
``run_combat`` advances until the phase is over or the game ends. Because the step lives
in the state, a position can be cloned mid-combat (say, after blockers) and the rest
played out many times.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from sim.abilities import ATTACKER_BLOCKS, MUST_BLOCK_ATTACKER, RAMPAGE
from sim.agent import PASS, PRIORITY_ACTIONS, Agents, agent_for, damage_order
from sim.constraints import makes_mana
from sim.damage import (
    NO_EFFECTS,
    DamageEvent,
    DamagePipeline,
    DamageRequest,
    amount_problems,
    combat_damage_amount,
    damage_event,
    deal_damage,
    has_damage_assignment_order,
    lethal_damage,
    lethal_problems,
)
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.errors import (
    IllegalActionError,
    IllegalAttackError,
    IllegalBlockError,
    IllegalDamageAssignmentError,
)
from sim.keywords import Kw
from sim.legality import LegalAttacks, LegalBlocks, check_blocks, defending_player
from sim.replacement import EffectPipeline, replacement_chooser
from sim.sba import check_state_based_actions
from sim.state import CombatState, Duration, Effect, GameState, Outcome, Step, Zone

STRIKERS = Kw.FIRST_STRIKE | Kw.DOUBLE_STRIKE


def run_combat(state: GameState, agents: Agents,
               pipeline: DamagePipeline = NO_EFFECTS) -> Outcome | None:
    """Play the combat phase from ``state.step`` to its end (or the end of the game)."""
    if pipeline is NO_EFFECTS:
        pipeline = EffectPipeline(replacement_chooser(agents))
    while state.step is not Step.COMBAT_OVER and state.outcome is None:
        advance(state, agents, pipeline)
    return state.outcome


def advance(state: GameState, agents: Agents, pipeline: DamagePipeline = NO_EFFECTS) -> Step:
    """Run the current step and move to the next; returns the new step."""
    step = state.step
    if step is Step.COMBAT_OVER:
        raise ValueError("the combat phase is over; nothing to advance")
    if pipeline is NO_EFFECTS:  # every damage event goes through the effects (CR 616)
        pipeline = EffectPipeline(replacement_chooser(agents))
    _TURN_BASED[step](state, agents, pipeline)
    if state.outcome is None:
        priority_round(state, agents)
    if state.outcome is None:
        if step is Step.END_OF_COMBAT:
            _end_combat(state)
        state.step = next_step(state)
        if state.step is Step.COMBAT_OVER:
            # 704.3: the active player receives priority in the postcombat main phase, so
            # state-based actions are checked once more: a creature whose "until end of
            # combat" toughness boost just ended (511.3) dies before anyone can act.
            check_state_based_actions(state)
    return state.step


def next_step(state: GameState) -> Step:
    """The transition out of ``state.step``.

    508.8: if no creature was declared as an attacker, skip the declare blockers and combat
    damage steps (attackers that have since left combat still count as declared).
    510.4: a first-strike damage step exists only if, as combat damage begins, an attacking
    or blocking creature has first strike or double strike; a second step always follows it.
    """
    step = state.step
    combat = state.combat
    if step is Step.BEGINNING_OF_COMBAT:
        return Step.DECLARE_ATTACKERS
    if step is Step.DECLARE_ATTACKERS:
        declared = combat is not None and (combat.attackers or combat.attacks_declared)
        return Step.DECLARE_BLOCKERS if declared else Step.END_OF_COMBAT
    if step is Step.DECLARE_BLOCKERS:
        assert combat is not None
        strikers = any(state.has(c, STRIKERS)
                       for c in (*combat.attackers, *combat.blocks))
        return Step.FIRST_STRIKE_DAMAGE if strikers else Step.COMBAT_DAMAGE
    if step is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    if step is Step.COMBAT_DAMAGE:
        return Step.END_OF_COMBAT
    return Step.COMBAT_OVER


def priority_round(state: GameState, agents: Agents) -> None:
    """Players receive priority in turn order from the active player; the step ends when all
    pass in succession with nothing to resolve (CR 117.3–117.4). State-based actions are
    checked whenever a player would receive priority (CR 117.5, 704.3)."""
    players = state.apnap()
    n = len(players)
    passes = 0
    i = 0
    while passes < n:
        check_state_based_actions(state)
        if state.outcome is not None:
            return
        player = players[i % n]
        action = agent_for(agents, player).choose_action(state, player, PRIORITY_ACTIONS)
        if action is PASS or action == PASS:
            passes += 1
            i += 1
        elif action.kind == "effect" and action.effect is not None:
            effect = state.add_effect(action.effect)
            state.log("effect", player=player, description=effect.description,
                      affected=sorted(effect.affected))
            passes = 0
            i = 0  # after resolution the active player receives priority (CR 117.3b)
        else:
            raise IllegalActionError(f"{player}: {action!r} is not a legal priority action "
                                     f"(legal: pass, or a scripted effect)")


# --- turn-based actions of each step ------------------------------------------------------------

def _beginning_of_combat(state: GameState, agents: Agents, pipeline: DamagePipeline) -> None:
    """CR 507: the combat phase begins; nothing is attacking yet."""
    state.combat = CombatState(attacking_player=state.active)


def _declare_attackers(state: GameState, agents: Agents, pipeline: DamagePipeline) -> None:
    """CR 508.1: the active player declares attackers; the declaration is checked as a whole
    (508.1c–d), then attackers without vigilance become tapped (508.1f)."""
    if state.combat is None:
        state.combat = CombatState(attacking_player=state.active)
    legal = LegalAttacks(state)
    choice = agent_for(agents, state.active).declare_attackers(state, legal)
    decl = choice if isinstance(choice, AttackDeclaration) else AttackDeclaration.of(choice)
    verdict = legal.judge.verdict(decl)  # the position the agent saw, compiled once
    if not verdict:
        raise IllegalAttackError(verdict)
    combat = state.combat
    combat.attacks_declared = combat.attacks_declared or bool(decl.attacks)
    for attacker, target in decl.attacks:
        combat.attackers[attacker] = target
        perm = state.permanents[attacker]
        perm.attacked_this_turn = True
        if not state.has(attacker, Kw.VIGILANCE):
            perm.tapped = True
        state.log("attacks", attacker=attacker, target=target)
    pay_costs(state, verdict.cost)
    for attacker, _ in decl.attacks:
        _provoke(state, attacker)


def pay_costs(state: GameState, costs: Iterable[tuple[str, int]]) -> None:
    """Pay the locked-in attack or block costs (CR 508.1h-j, 509.1d-f): mana in the pool
    first, then mana abilities of untapped permanents the player controls (attackers are
    already tapped, so they can't help, 508.1f). The legality engine has checked that the
    mana is there."""
    for player, amount in costs:
        if amount <= 0:
            state.log("pays", player=player, amount=amount)
            continue
        owner = state.players[player]
        from_pool = min(owner.mana.total, amount)
        owner.mana = owner.mana.spend(from_pool)
        rest = amount - from_pool
        for perm in state.battlefield():
            if rest <= 0:
                break
            if perm.controller == player and makes_mana(state, perm):
                perm.tapped = True
                rest -= perm.card.mana
                state.log("taps for mana", permanent=perm.id, amount=perm.card.mana)
        state.log("pays", player=player, amount=amount)


def _provoke(state: GameState, attacker: str) -> None:
    """Provoke (CR 702.39a): as the trigger resolves, the target creature the defending player
    controls untaps and must block the attacker this combat if able. The scenario names the
    target (``provoked``) until triggers are chosen through the agents."""
    perm = state.permanents[attacker]
    target = perm.provoke_target
    if target is None or not state.has(attacker, Kw.PROVOKE) or not state.is_creature(target):
        return
    if state.permanents[target].controller != defending_player(state, attacker):
        return
    state.permanents[target].tapped = False
    state.add_effect(Effect(frozenset([target]), Duration.END_OF_COMBAT,
                            params=frozenset([(MUST_BLOCK_ATTACKER, attacker)]),
                            description=f"{attacker} provokes {target}"))
    state.log("provoke", attacker=attacker, target=target)


def _declare_blockers(state: GameState, agents: Agents, pipeline: DamagePipeline) -> None:
    """CR 509.1: each defending player declares blockers; the whole declaration is checked,
    then attackers with a blocker become blocked (509.1h) and stay so (506.4)."""
    combat = state.combat
    assert combat is not None
    defenders = {defending_player(state, a) for a in combat.attackers}
    blocks: list[tuple[str, tuple[str, ...]]] = []
    judge = None
    if any(static.rule == ATTACKER_BLOCKS for _, static in state.statics()):
        # Invasion Plans: the attacking player makes the whole declaration
        legal = LegalBlocks(state)
        choice = agent_for(agents, state.active).declare_blockers(state, legal)
        decl = choice if isinstance(choice, BlockDeclaration) else BlockDeclaration.of(choice)
        blocks += decl.blocks
        judge = legal.judge
    else:
        for player in state.apnap():
            if player in defenders:
                legal = LegalBlocks(state, player)
                choice = agent_for(agents, player).declare_blockers(state, legal)
                decl = choice if isinstance(choice, BlockDeclaration) \
                    else BlockDeclaration.of(choice)
                blocks += decl.blocks
                # with one defending player, its judge sees every creature that may block
                judge = legal.judge if len(defenders) == 1 else None
    whole = BlockDeclaration(tuple(sorted(blocks)))
    verdict = judge.verdict(whole) if judge is not None else check_blocks(state, whole)
    if not verdict:
        raise IllegalBlockError(verdict)
    pay_costs(state, verdict.cost)
    for blocker, attackers in whole.blocks:
        state.permanents[blocker].blocked_this_turn = True
        combat.blocks[blocker] = attackers
        for attacker in attackers:
            combat.blocked_by.setdefault(attacker, []).append(blocker)
            combat.blocked.add(attacker)
            state.log("blocks", blocker=blocker, attacker=attacker)
    if has_damage_assignment_order(state.rules):
        _announce_damage_orders(state, agents)
    for attacker in sorted(combat.blocked):
        _rampage(state, attacker)


def _rampage(state: GameState, attacker: str) -> None:
    """Rampage N (CR 702.23a): whenever this creature becomes blocked, it gets +N/+N until end
    of turn for each creature blocking it beyond the first (counted as the trigger resolves,
    702.23b). Triggers resolve here, in the declare blockers step."""
    if attacker not in state.permanents or not state.is_creature(attacker):
        return
    blockers = len(state.combat.blocked_by.get(attacker, ())) if state.combat else 0
    for kind, value in sorted(state.params(attacker)):
        if kind == RAMPAGE and blockers > 1:
            bonus = int(value) * (blockers - 1)
            state.add_effect(Effect(frozenset([attacker]), Duration.END_OF_TURN, bonus, bonus,
                                    description=f"{attacker}: rampage {value}"))
            state.log("rampage", creature=attacker, power=bonus, toughness=bonus)


def _announce_damage_orders(state: GameState, agents: Agents) -> None:
    """CR 509.2-509.3 (2016 rules; ``has_damage_assignment_order``): right after blockers are
    declared, the active player announces the damage assignment order of each attacker
    blocked by two or more creatures, then each defending player, in turn order, that of each
    of its creatures blocking two or more attackers. Each order must list those creatures
    exactly once (else ``IllegalDamageAssignmentError``). The default order, for an agent
    that doesn't choose, is the block declaration's (sorted by id)."""
    combat = state.combat
    assert combat is not None
    asks = [(state.permanents[a].controller, a, tuple(blockers))
            for a, blockers in combat.blocked_by.items() if len(blockers) > 1]
    for player in state.apnap():
        asks += [(player, b, attackers) for b, attackers in combat.blocks.items()
                 if len(attackers) > 1 and state.permanents[b].controller == player]
    for player, creature, creatures in asks:
        order = damage_order(agent_for(agents, player), state, creature, creatures)
        if len(order) != len(creatures) or set(order) != set(creatures):
            rule = "509.2" if creature in combat.attackers else "509.3"
            given = ", ".join(map(str, order)) or "(empty)"
            raise IllegalDamageAssignmentError(creature, [
                f"damage assignment order {given} must list each of {', '.join(creatures)} "
                f"exactly once (CR {rule})"])
        combat.damage_order[creature] = order
        state.log("damage assignment order", creature=creature, order=list(order))


def _first_strike_damage(state: GameState, agents: Agents, pipeline: DamagePipeline) -> None:
    _combat_damage(state, agents, pipeline, first_strike=True)


def _regular_damage(state: GameState, agents: Agents, pipeline: DamagePipeline) -> None:
    _combat_damage(state, agents, pipeline, first_strike=False)


def _combat_damage(state: GameState, agents: Agents, pipeline: DamagePipeline,
                   first_strike: bool) -> None:
    """CR 510.1–510.2: attackers assign (active player), then blockers (defending players);
    then all the damage is dealt at once.

    510.4: in a first-strike step only creatures with first strike or double strike assign
    damage, and they are recorded. In the next step only creatures not recorded, plus those
    that have double strike now, assign damage. Each creature assigns what it has *now*
    (power or toughness, 510.1a), so one pumped between the two steps assigns the new amount.

    Lethal damage counts the damage the other creatures assign to the same creature in the
    step (510.1c-d, 702.19b), including those that assign after it: each request counts what
    was assigned before it, and an assignment that falls short only of lethal damage is
    checked again once every creature has assigned, counting all the others' damage (the
    702.19b example: a 2/2 blocking a 1/1 and a 3/3 trampler may be assigned 1 by each, and
    the other 2 trample over, whichever attacker assigns first).
    """
    combat = state.combat
    assert combat is not None
    if first_strike:
        combat.first_strike_step = True

    def deals(creature: str) -> bool:
        if first_strike:
            return state.has(creature, STRIKERS)
        if combat.first_strike_step:
            return creature not in combat.struck_first or state.has(creature, Kw.DOUBLE_STRIKE)
        return True

    ordered = has_damage_assignment_order(state.rules)
    pending: dict[str, int] = {}
    events: list[DamageEvent] = []
    recheck: list[tuple[DamageRequest, dict[str, int]]] = []
    for attacker, target in list(combat.attackers.items()):
        if deals(attacker):
            if first_strike:
                combat.struck_first.add(attacker)
            blockers = tuple(combat.blocked_by.get(attacker, ()))
            trample = state.has(attacker, Kw.TRAMPLE)
            attackable = _attackable(state, target)
            unblocked: str | None = None
            if attacker not in combat.blocked:
                defender: str | None = target if attackable else None  # 510.1b
            else:
                # 510.1c; 702.19b-e: with trample, the rest (or all, with no blockers left)
                defender = target if trample and attackable else None
                if attackable and state.has(attacker, Kw.AS_THOUGH_UNBLOCKED):
                    unblocked = target
                if ordered:
                    blockers = _in_order(combat, attacker, blockers)
            _assign(state, agents, attacker, blockers, defender, trample, unblocked, ordered,
                    pending, events, recheck)
    for blocker, attackers in list(combat.blocks.items()):
        if deals(blocker):
            if first_strike:
                combat.struck_first.add(blocker)
            still = tuple(a for a in attackers if a in combat.attackers)
            if ordered:
                still = _in_order(combat, blocker, still)
            _assign(state, agents, blocker, still, None, False, None, ordered, pending, events,
                    recheck)
    for request, chosen in recheck:
        others = {c: pending.get(c, 0) - chosen.get(c, 0) for c in request.creatures}
        deathtouch = state.has(request.source, Kw.DEATHTOUCH)
        final = attrs.evolve(request, lethal={c: lethal_damage(state, c, deathtouch, others)
                                              for c in request.creatures})
        problems = lethal_problems(final, chosen)
        if problems:
            raise IllegalDamageAssignmentError(request.source, problems)
    deal_damage(state, events, pipeline)


def _in_order(combat: CombatState, creature: str, current: tuple[str, ...]) -> tuple[str, ...]:
    """``current`` (the creatures ``creature`` may assign damage to now) in its damage
    assignment order (2016 rules, 509.2-509.3): those that left combat are gone, the others
    keep their relative order."""
    order = combat.damage_order.get(creature)
    if order is None:
        return current
    listed = tuple(c for c in order if c in current)
    return listed + tuple(c for c in current if c not in listed)


def _attackable(state: GameState, target: str) -> bool:
    return target in state.players or state.is_planeswalker(target)


def _assign(state: GameState, agents: Agents, source: str, creatures: tuple[str, ...],
            defender: str | None, trample: bool, unblocked: str | None, ordered: bool,
            pending: dict[str, int], events: list[DamageEvent],
            recheck: list[tuple[DamageRequest, dict[str, int]]]) -> None:
    """Work out ``source``'s assignment; ask its controller only when there is a choice.

    An answer that falls short only of lethal damage goes to ``recheck`` (see
    ``_combat_damage``); any other illegal answer raises ``IllegalDamageAssignmentError``."""
    amount = combat_damage_amount(state, source)
    if amount <= 0 or not (creatures or defender or unblocked):
        # 510.1a: 0 or less assigns no damage; 510.1b-c: nothing left to assign it to
        return
    assignment: dict[str, int]
    if not creatures and defender is not None and unblocked in (None, defender):
        assignment = {defender: amount}  # 510.1b; 702.19e: a trampler with no blockers left
    elif unblocked is None and len(creatures) == 1 and defender is None:
        assignment = {creatures[0]: amount}
    else:
        deathtouch = state.has(source, Kw.DEATHTOUCH)
        request = DamageRequest(
            source, state.permanents[source].controller, amount, creatures, defender,
            {c: lethal_damage(state, c, deathtouch, pending) for c in creatures}, trample,
            state.step, creatures if ordered and len(creatures) > 1 else None, unblocked)
        chosen = agent_for(agents, request.controller).assign_combat_damage(state, request)
        problems = amount_problems(request, chosen)
        if problems:
            raise IllegalDamageAssignmentError(source, problems)
        assignment = dict(chosen)
        if lethal_problems(request, assignment):
            recheck.append((request, assignment))
    for recipient, n in assignment.items():
        if n:
            if recipient in state.permanents:
                pending[recipient] = pending.get(recipient, 0) + n
            events.append(damage_event(state, source, recipient, n))


def _end_of_combat(state: GameState, agents: Agents, pipeline: DamagePipeline) -> None:
    """CR 511.1: no turn-based actions; players get priority (abilities trigger later issues)."""


def _end_combat(state: GameState) -> None:
    """CR 511.3: as the end of combat step ends, every creature and planeswalker is removed
    from combat, and "until end of combat" effects end (CR 514.2 ends the rest at cleanup)."""
    state.end_effects(Duration.END_OF_COMBAT)
    if state.combat is not None:
        state.log("combat ends", attackers=sorted(state.combat.attackers),
                  blockers=sorted(state.combat.blocks))
    state.combat = None


_TURN_BASED: dict[Step, Callable[[GameState, Agents, DamagePipeline], None]] = {
    Step.BEGINNING_OF_COMBAT: _beginning_of_combat,
    Step.DECLARE_ATTACKERS: _declare_attackers,
    Step.DECLARE_BLOCKERS: _declare_blockers,
    Step.FIRST_STRIKE_DAMAGE: _first_strike_damage,
    Step.COMBAT_DAMAGE: _regular_damage,
    Step.END_OF_COMBAT: _end_of_combat,
}

__all__ = ["run_combat", "advance", "next_step", "priority_round", "Zone"]
