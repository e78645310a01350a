"""The combat phase as a state machine (CR 506-511), run by ``sim.engine.core`` between decisions.

``state.step`` is the current step and ``state.stage`` where the engine is in it: its
turn-based actions (``TURN_BASED``, which stop at each decision a player makes in them and
resume when it is applied), then priority (``priority``), then the explicit transition to
the next step (``next_step``). Everything a step has done so far lives in the state
(``CombatState``'s progress fields), so a position can be cloned at any decision and played
on many times.
"""

from __future__ import annotations

from collections.abc import Callable

from sim.legality.bands import band_of, could_band, declaration_problems, legal_band_declarations
from sim.legality.constraints import defending_player
from sim.legality.legal_actions import BandActions, DamageActions, DeclarationActions
from sim.legality.legal_declarations import LegalAttacks, LegalBlocks, check_blocks
from sim.legality.verdicts import Verdict
from sim.model.abilities import ATTACKER_BLOCKS, EXERTS
from sim.model.actions import (
    Action,
    Answer,
    AssignDamage,
    Choose,
    DeclareAttackers,
    DeclareBands,
    DeclareBlockers,
    OrderDamage,
)
from sim.model.combat_state import CombatState
from sim.model.decisions import ChoiceActions, Decision, DecisionKind, OrderActions
from sim.model.declarations import BlockDeclaration
from sim.model.editions import has_damage_assignment_order
from sim.model.errors import (
    IllegalActionError,
    IllegalAttackError,
    IllegalBlockError,
    IllegalDamageAssignmentError,
)
from sim.model.events import (
    AttackerDeclared,
    BandBlocked,
    BandDeclared,
    BlockerDeclared,
    CombatEnded,
    CostPaid,
    DamageOrderAnnounced,
    Exerted,
    Tapped,
)
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import Duration, Stage, Step
from sim.model.state import GameState
from sim.rules import enlist, fastpaths
from sim.rules.combat_damage import (
    STRIKERS,
    DamageProgress,
    Slot,
    allowed,
    assign_forced,
    events,
    forced_events,
    plan,
    request_for,
    shared,
)
from sim.rules.costs import pay, pay_generic, payments
from sim.rules.exerting import exert
from sim.rules.replacement import deal
from sim.rules.sba import check_state_based_actions

# Decision kinds as plain module names for the per-decision hot path: on Python 3.11 an
# enum member's attribute lookup (``DecisionKind.PRIORITY``) goes through ``EnumType``'s
# ``__getattr__`` hook, several times the cost of a global.
_DECLARE_ATTACKERS, _DECLARE_BANDS, _DECLARE_BLOCKERS = (
    DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BANDS, DecisionKind.DECLARE_BLOCKERS)

_STRIKERS = int(STRIKERS)  # a plain int: see ``GameState.keywords``
#: the event of "you may exert ~ as it attacks. when you do, ..." (``Triggered.event``)
EXERTED = Exerted.__name__
_EXERTS = (EXERTS, "")  # "you may exert ~ as it attacks" alone (a ``CardDef.params`` entry)


def _beginning_of_combat(state: GameState) -> None:
    """CR 507: the combat phase begins; nothing is attacking yet."""
    state.combat = CombatState(attacking_player=state.active)
    state.stage = Stage.PRIORITY


def _declare_attackers(state: GameState) -> None:
    """CR 508.1: the active player declares attackers (a ``declare_attackers`` decision), then,
    when a band is possible, which of them are banded with which (508.1e, 702.22c: a
    ``declare_bands`` decision)."""
    if state.combat is None:
        state.combat = CombatState(attacking_player=state.active)
    if state.combat.exert_asks:  # 701.43a: "you may exert ~ as it attacks", one at a time
        creature = state.combat.exert_asks[0]
        state.pending = Decision(state.active, DecisionKind.CHOOSE_OPTIONAL,
                                 f"exert {creature} as it attacks? (CR 701.43a)",
                                 creature=creature)
        return
    if state.combat.enlist_asks:  # 702.154a: enlist, as each attacks (after exert)
        ask = enlist.next_ask(state)
        if ask is not None:
            state.pending = ask
            return
        _bands_or_priority(state)
        if not state.combat.bands_pending:
            return
    if state.combat.bands_pending:
        state.pending = _decision(state.active, _DECLARE_BANDS,
                                  "declare attacking bands (CR 508.1e, 702.22c)")
        return
    state.pending = _decision(state.active, _DECLARE_ATTACKERS,
                              "declare attackers (CR 508.1)")


_DECISIONS: dict[tuple[str, DecisionKind, str, str | None], Decision] = {}


def _decision(player: str, kind: DecisionKind, prompt: str,
              defender: str | None = None) -> Decision:
    """The declaration decision for these values, one shared object per distinct value
    (decisions are frozen, so sharing them is safe and saves building one each combat)."""
    key = (player, kind, prompt, defender)
    decision = _DECISIONS.get(key)
    if decision is None:
        if len(_DECISIONS) > 4096:
            _DECISIONS.clear()
        decision = _DECISIONS[key] = Decision(player, kind, prompt, defender=defender)
    return decision


def attack_actions(state: GameState) -> DeclarationActions:
    """The active player's legal attack declarations, as actions (CR 508.1)."""
    return DeclarationActions(LegalAttacks(state))


def apply_attacks(state: GameState, legal: DeclarationActions, action: Action) -> None:
    """CR 508.1: the declaration is checked as a whole (508.1c-d), then attackers without
    vigilance become tapped (508.1f), costs are paid (508.1h-j) and provoke resolves."""
    if not isinstance(action, DeclareAttackers):
        raise IllegalActionError(f"expected an attack declaration (attack ...), got {action}")
    decl = action.declaration
    verdict = legal.accepted(action)  # the position the player saw, compiled once
    if not verdict:
        raise IllegalAttackError(verdict)
    combat = state.combat
    assert combat is not None
    combat.attacks_declared = combat.attacks_declared or bool(decl.attacks)
    if decl.attacks:  # raid's "if you attacked this turn" (508.1; ``sim.rules.turn_history``)
        state.players[state.active].attacked_this_turn = True
    for attacker, target in decl.attacks:
        combat.attackers[attacker] = target
        combat.engaged.add(attacker)  # "if ~ attacked or blocked this combat" (508.1)
        combat.declared_targets[attacker] = target  # (508.5: its defending player)
        perm = state.permanents[attacker]
        if not perm.attacked_this_turn:  # each object once this turn (508.1, 400.7)
            state.players[state.active].attackers_this_turn += 1
        perm.attacked_this_turn = True
        tapped = not state.has(attacker, Kw.VIGILANCE)
        if tapped:
            perm.tapped = True
        if state.record_events:  # (the hot events are built here, without ``log``'s call)
            state.events.append(AttackerDeclared(attacker, target, step=state.step))
            if tapped:  # 508.1f, 701.26a: "whenever ~ becomes tapped"
                state.events.append(Tapped(attacker, step=state.step))
    combat.costs_due = verdict.cost
    pay_and_go_on(state)


def _attacks_paid(state: GameState) -> None:
    """The attack is declared and paid for: bands next when one is possible (508.1e), else the
    active player gets priority (508.2)."""
    assert state.combat is not None
    state.statics_may_change()
    asks = exert_asks(state)
    state.combat.enlist_asks = enlist.enlist_asks(state)  # 702.154a: after exert's
    if asks:  # the exert choices first (701.43a), then enlist, bands, then priority
        state.combat.exert_asks = asks
        return
    if not state.combat.enlist_asks:
        _bands_or_priority(state)


def _bands_or_priority(state: GameState) -> None:
    """Bands next when one is possible (508.1e), else the active player gets priority."""
    assert state.combat is not None
    if could_band(state):  # a mask test per attacker when nothing has banding
        state.combat.bands_pending = True  # 508.1e: the bands are declared with the attackers
        return
    state.stage = Stage.PRIORITY


# --- exert (CR 701.43): "you may exert ~ as it attacks. when you do, ..." ---------------------
def exert_asks(state: GameState) -> tuple[str, ...]:
    """The attackers just declared that have an ability "you may exert ~ as it attacks"
    (a ``Triggered`` on the ``Exerted`` event of ~ itself; CR 701.43a), in declaration order:
    one attribute test per attacker when none has a triggered ability."""
    assert state.combat is not None
    asks: tuple[str, ...] = ()
    permanents = state.permanents
    for attacker in state.combat.attackers:
        card = permanents[attacker].card
        triggered, params = card.triggered, card.params
        if (triggered and any(t.event == EXERTED and t.subject == "self" for t in triggered)) \
                or (params and _EXERTS in params):
            asks += (attacker,)
    return asks


def apply_exert(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Answer "exert <creature> as it attacks?" (CR 701.43a, chosen as it is declared as an
    attacker): exerted, it won't untap during its controller's next untap step (701.43a-b:
    even untapped, as with vigilance) and its "when you do" ability triggers (603.12, the
    ``Exerted`` event). After the last answer: bands or priority (508.1e, 508.2)."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Answer) and state.combat is not None
    combat = state.combat
    creature, combat.exert_asks = combat.exert_asks[0], combat.exert_asks[1:]
    state.pending = None
    if action.yes and creature in state.permanents:
        exert(state, creature)
    if not combat.exert_asks and not combat.enlist_asks:  # enlist's choices next (702.154a)
        _bands_or_priority(state)


def apply_enlist(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Answer an enlist choice (CR 702.154a: ``sim.rules.enlist``); after the last: bands or
    priority (508.1e, 508.2)."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose) and state.combat is not None
    enlist.answer(state, action.value)
    if not state.combat.enlist_asks:
        _bands_or_priority(state)


def band_actions(state: GameState) -> BandActions:
    """The legal band declarations (CR 702.22c-d, ``sim.rules.banding``)."""
    return BandActions(lambda: legal_band_declarations(state),
                       lambda bands: declaration_problems(state, bands))


def apply_bands(state: GameState, legal: BandActions, action: Action) -> None:
    """CR 508.1e, 702.22c: the attacking player announces the bands; they last for the rest of
    combat (702.22e). Attack triggers (provoke) go on the stack afterwards, at priority."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, DeclareBands) and state.combat is not None
    combat = state.combat
    combat.bands = list(action.bands)
    combat.bands_pending = False
    for band in action.bands:
        state.log(BandDeclared, creatures=band)
    state.stage = Stage.PRIORITY


def pay_costs(state: GameState, way: str | None = None) -> bool:
    """Pay the locked-in attack or block costs (``combat.costs_due``; CR 508.1h-i, 509.1e-f),
    in order: mana in the pool first, then mana abilities of untapped permanents the player
    controls (attackers are already tapped, so they can't help, 508.1f). When the sources a
    player could tap differ (``sim.rules.costs.payments``: two kinds of land, say), the player
    chooses (a ``choose_payment`` decision; CR 508.1h lets them activate mana abilities as they
    like): False, with that decision pending; ``way`` is the sources chosen for the first cost
    due. The legality engine has checked that the mana is there."""
    combat = state.combat
    assert combat is not None
    while combat.costs_due:
        player, amount = combat.costs_due[0]
        if amount > 0 and way is not None:
            pay(state, player, ManaCost(generic=amount), log=False, using=tuple(way.split(", ")))
            way = None
        elif amount > 0:
            ways = payments(state, player, ManaCost(generic=amount))
            if len(ways) > 1:
                what = "attack" if state.step is Step.DECLARE_ATTACKERS else "block"
                rule = "508.1h" if what == "attack" else "509.1e"
                state.pending = Decision(
                    player, DecisionKind.CHOOSE_PAYMENT,
                    f"choose the mana sources to tap for the {what} costs, {{{amount}}} "
                    f"(CR {rule})",
                    options=tuple(", ".join(sources) for sources in ways))
                return False
            pay_generic(state, player, amount)
        combat.costs_due = combat.costs_due[1:]
        state.log(CostPaid, player=player, amount=amount)
    return True


def pay_and_go_on(state: GameState, way: str | None = None) -> None:
    """The costs due are paid (``pay_costs``; ``way``: the sources the player chose for the
    first, a ``choose_payment`` answer), then the attack or block declaration goes on — unless
    a player is to choose how to pay, and this is called again with the answer."""
    if not pay_costs(state, way):
        return
    if state.step is Step.DECLARE_ATTACKERS:
        _attacks_paid(state)
    else:
        _blocks_paid(state)


def _declare_blockers(state: GameState) -> None:
    """CR 509.1: each defending player, in turn order, declares blockers (a
    ``declare_blockers`` decision each; under Invasion Plans the attacking player declares
    them all). Then the damage assignment orders (2016 rules, 509.2-509.3), then rampage."""
    combat = state.combat
    assert combat is not None
    attacker_blocks = _attacker_blocks(state) if combat.block_queue != [] else False
    if combat.block_queue is None:
        if attacker_blocks:
            combat.block_queue = [state.active]
        else:
            defenders = {defending_player(state, a) for a in combat.attackers}
            combat.block_queue = [p for p in state.apnap() if p in defenders]
            if not combat.block_queue:
                _set_blocks(state, check_blocks(state, BlockDeclaration()))
    if combat.block_queue:
        player = combat.block_queue[0]
        defender = None if attacker_blocks else player
        whose = "all blockers" if defender is None else "blockers"
        state.pending = _decision(player, _DECLARE_BLOCKERS,
                                  f"declare {whose} (CR 509.1)", defender)
        return
    if combat.order_queue is None:
        combat.order_queue = _order_asks(state) if has_damage_assignment_order(state.rules) \
            else []
    if combat.order_queue:
        player, creature, creatures = combat.order_queue[0]
        attacking = creature in combat.attackers
        state.pending = Decision(
            player, DecisionKind.ORDER_BLOCKERS if attacking else DecisionKind.ORDER_ATTACKERS,
            f"announce {creature}'s damage assignment order of {', '.join(creatures)} "
            f"(CR {'509.2' if attacking else '509.3'})", creature=creature, creatures=creatures)
        return
    state.stage = Stage.PRIORITY


def _attacker_blocks(state: GameState) -> bool:
    """Invasion Plans: the attacking player chooses how creatures block."""
    return state.statics_present() and any(static.rule == ATTACKER_BLOCKS
                                           for _, static in state.statics())


def block_actions(state: GameState, decision: Decision) -> DeclarationActions:
    """The legal block declarations of the defending player ``decision`` asks (every defending
    player's creatures when ``defender`` is None, under Invasion Plans), as actions (509.1)."""
    return DeclarationActions(LegalBlocks(state, decision.defender))


def apply_blocks(state: GameState, legal: DeclarationActions, action: Action) -> None:
    """One defending player's blocks. With one defending player (or Invasion Plans) its judge
    sees every creature that may block, so its verdict is the whole declaration's; with
    several, the whole declaration is judged once the last has declared (509.1)."""
    if not isinstance(action, DeclareBlockers):
        raise IllegalActionError(f"expected a block declaration (block ...), got {action}")
    combat = state.combat
    assert combat is not None and combat.block_queue
    verdict = legal.accepted(action)
    if not verdict:
        raise IllegalBlockError(verdict)
    if not legal.legal._ours(action.declaration):
        reasons = legal.reasons(action)
        raise IllegalActionError("; ".join(reasons), reasons)
    if len(combat.block_queue) > 1:
        combat.declared_blocks += action.declaration.blocks
        combat.block_queue.pop(0)
        return
    if combat.declared_blocks:
        whole = BlockDeclaration.of(dict([*combat.declared_blocks, *action.declaration.blocks]))
        verdict = check_blocks(state, whole)
        if not verdict:
            raise IllegalBlockError(verdict)
    combat.block_queue.pop(0)
    _set_blocks(state, verdict)


def _set_blocks(state: GameState, verdict: Verdict) -> None:
    """Costs are paid (509.1d-f), then attackers with a blocker become blocked (509.1h) and stay
    so (506.4)."""
    combat = state.combat
    assert combat is not None
    assert isinstance(verdict.declaration, BlockDeclaration)
    combat.blocks_due = verdict.declaration
    combat.costs_due = verdict.cost
    pay_and_go_on(state)


def _blocks_paid(state: GameState) -> None:
    """The blocks are paid for: the blocking creatures become blocking and the attackers they
    block become blocked (509.1g-h)."""
    combat = state.combat
    assert combat is not None
    declaration: BlockDeclaration = combat.blocks_due
    combat.blocks_due = None
    for blocker, attackers in declaration.blocks:
        state.permanents[blocker].blocked_this_turn = True
        combat.engaged.add(blocker)  # (509.1)
        combat.blocks[blocker] = attackers
        for attacker in attackers:
            combat.blocked_by.setdefault(attacker, []).append(blocker)
            combat.blocked.add(attacker)
            if state.record_events:
                state.events.append(BlockerDeclared(blocker, attacker, step=state.step))
    state.statics_may_change()
    if combat.bands:
        _block_bands(state, declaration)


def _block_bands(state: GameState, declaration: BlockDeclaration) -> None:
    """CR 702.22h: when a creature blocks a creature in a band, each other creature in that
    band becomes blocked by that same blocking creature, which so blocks the whole band (and
    divides its combat damage among them all, 510.1d, 702.22k). Restrictions and requirements
    were judged on the declared blocks (509.1b-c); the band follows them."""
    combat = state.combat
    assert combat is not None
    for blocker, declared in declaration.blocks:
        blocking = list(combat.blocks[blocker])
        for attacker in declared:
            band = band_of(combat.bands, attacker)
            for mate in band or ():
                if mate in blocking or mate not in combat.attackers:
                    continue
                blocking.append(mate)
                combat.blocked_by.setdefault(mate, []).append(blocker)
                combat.blocked.add(mate)
                state.log(BandBlocked, blocker=blocker, attacker=mate)
        combat.blocks[blocker] = tuple(blocking)


def _order_asks(state: GameState) -> list[tuple[str, str, tuple[str, ...]]]:
    """CR 509.2-509.3 (2016 rules; ``has_damage_assignment_order``): right after blockers are
    declared, the active player announces the damage assignment order of each attacker
    blocked by two or more creatures, then each defending player, in turn order, that of each
    of its creatures blocking two or more attackers."""
    combat = state.combat
    assert combat is not None
    asks = [(state.permanents[a].controller, a, tuple(blockers))
            for a, blockers in combat.blocked_by.items() if len(blockers) > 1]
    for player in state.apnap():
        asks += [(player, b, attackers) for b, attackers in combat.blocks.items()
                 if len(attackers) > 1 and state.permanents[b].controller == player]
    return asks


def order_actions(state: GameState, decision: Decision) -> OrderActions:
    """The damage assignment orders ``decision.creature`` may announce: every permutation of
    ``decision.creatures`` (CR 509.2 for an attacker's blockers, 509.3 for a blocker's
    attackers)."""
    assert decision.creature is not None
    rule = "509.2" if decision.kind == DecisionKind.ORDER_BLOCKERS else "509.3"
    return OrderActions(decision.creature, decision.creatures, rule)


def apply_order(state: GameState, legal: OrderActions, action: Action) -> None:
    """Record the announced damage assignment order and go on to the next (CR 509.2-509.3);
    ``IllegalDamageAssignmentError`` if it does not list each creature exactly once."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalDamageAssignmentError(legal.creature, reasons)
    assert isinstance(action, OrderDamage) and state.combat is not None
    assert state.combat.order_queue
    state.combat.order_queue.pop(0)
    state.combat.damage_order[action.creature] = action.order
    state.log(DamageOrderAnnounced, creature=action.creature, order=action.order)


def _first_strike_damage(state: GameState) -> None:
    _combat_damage(state, first_strike=True)


def _regular_damage(state: GameState) -> None:
    _combat_damage(state, first_strike=False)


def _combat_damage(state: GameState, first_strike: bool) -> None:
    """CR 510.1-510.2: attackers assign (active player), then blockers (defending players),
    one ``assign_combat_damage`` decision each (``sim.rules.combat_damage``); then all the damage
    is dealt at once, through replacement and prevention effects."""
    combat = state.combat
    assert combat is not None
    progress = combat.damage
    if progress is None:
        if fastpaths.ENABLED and state.skip_trivial and not _damage_script(state):
            dealt = forced_events(state, first_strike)  # nothing to ask: the common case
            if dealt is not None:
                state.stage = Stage.PRIORITY
                deal(state, dealt)
                return
        progress = combat.damage = DamageProgress(plan(state, first_strike))
    while progress.index < len(progress.slots):
        slot = progress.slots[progress.index]
        if state.skip_trivial and not _scripted_damage(state, slot) and \
                assign_forced(state, progress, slot):
            continue
        request = request_for(state, slot, progress.chosen)
        if request is not None:
            state.pending = Decision(
                request.controller, DecisionKind.ASSIGN_COMBAT_DAMAGE,
                f"assign {request.source}'s {request.amount} combat damage (CR 510.1)",
                request=request)
            return
        progress.index += 1
    combat.damage = None
    state.stage = Stage.PRIORITY
    deal(state, events(state, progress))


def _damage_script(state: GameState) -> bool:
    """Whether the scenario's script gives any assignment for this step."""
    script = state.script
    if script is None:
        return False
    return bool(script.first_strike_damage if state.step is Step.FIRST_STRIKE_DAMAGE
                else script.damage)


def _scripted_damage(state: GameState, slot: Slot) -> bool:
    """Whether the scenario's script gives ``slot``'s assignment (it is then asked, so a
    wrong one is refused rather than silently replaced)."""
    script = state.script
    if script is None:
        return False
    table = script.first_strike_damage if state.step is Step.FIRST_STRIKE_DAMAGE \
        else script.damage
    return slot.source in table


def damage_actions(state: GameState, decision: Decision) -> DamageActions:
    """The legal combat damage assignments of the source ``decision`` asks about (CR 510.1):
    all of them, or, when later creatures in the step share its recipients, those that
    leave them a legal way (``allowed``)."""
    assert decision.request is not None and state.combat is not None
    progress = state.combat.damage
    request = decision.request
    if shared(state, progress, request):
        return DamageActions(request, allowed(state, progress, request))
    return DamageActions(request)


def apply_damage(state: GameState, legal: DamageActions, action: Action) -> None:
    """Record the source's combat damage assignment and go on to the next source; the damage
    is dealt once all have assigned (CR 510.2). ``IllegalDamageAssignmentError`` if it is
    not legal."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalDamageAssignmentError(legal.request.source, reasons)
    assert isinstance(action, AssignDamage) and state.combat is not None
    progress = state.combat.damage
    progress.chosen.append((legal.request, action.as_dict()))
    progress.index += 1


def _end_of_combat(state: GameState) -> None:
    """CR 511.1: no turn-based actions; players get priority."""
    state.stage = Stage.PRIORITY


def state_based_actions(state: GameState) -> None:
    """Check state-based actions (CR 704.3) unless nothing they read has changed since the
    last check that left none to perform."""
    if state.sba_version != state.changes:
        check_state_based_actions(state)
        state.sba_version = state.changes


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
        keywords = state.keywords
        for creature in (*combat.attackers, *combat.blocks):
            if keywords(creature) & _STRIKERS:
                return Step.FIRST_STRIKE_DAMAGE
        return Step.COMBAT_DAMAGE
    if step is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    if step is Step.COMBAT_DAMAGE:
        return Step.END_OF_COMBAT
    return Step.COMBAT_OVER


def end_combat(state: GameState) -> None:
    """CR 511.3: as the end of combat step ends, every creature and planeswalker is removed
    from combat, and "until end of combat" effects end (CR 514.2 ends the rest at cleanup)."""
    state.end_effects(Duration.END_OF_COMBAT)
    if state.combat is not None:
        state.log(CombatEnded, attackers=tuple(sorted(state.combat.attackers)),
                  blockers=tuple(sorted(state.combat.blocks)))
    state.combat = None
    state.statics_may_change()


#: each step's turn-based actions, run or resumed by ``sim.engine.core.run``: each stops at a
#: decision (``state.pending``) or moves the step on to priority
TURN_BASED: dict[Step, Callable[[GameState], None]] = {
    Step.BEGINNING_OF_COMBAT: _beginning_of_combat,
    Step.DECLARE_ATTACKERS: _declare_attackers,
    Step.DECLARE_BLOCKERS: _declare_blockers,
    Step.FIRST_STRIKE_DAMAGE: _first_strike_damage,
    Step.COMBAT_DAMAGE: _regular_damage,
    Step.END_OF_COMBAT: _end_of_combat,
}
