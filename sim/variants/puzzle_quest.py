"""MTG Puzzle Quest combat (``rules = "puzzle-quest"``): creature slots, automatic attacks and
blocks, and the damage rules of Puzzle Quest's "Combat Basics" page.

The source is the mtgpq wiki's "Combat Basics" (``../shared/reference/mtg-puzzle-quest-combat-
basics.txt``), cited below as *PQ* with its section: Creature slots, Attacking, Blocking, When
a creature is blocked, Trample, First Strike, Double Strike. Where it is silent, the choices
made are listed in docs/puzzle-quest.md and cited here as *docs*.

The combat runs in the engine's own state machine (``sim.engine.core.run``): the steps and their
order (CR 506.1, ``sim.rules.combat.next_step``: a first-strike damage step only when a creature in
combat has first or double strike, 510.4), priority and the stack in every step (so a
scenario's scripted casts and activations, and the policies' casts, work as under the other
editions), the damage pipeline (``sim.rules.replacement.deal``: prevention, lifelink, deathtouch,
infect, wither), state-based actions (CR 704: lethal damage, deathtouch, indestructible, a
player at 0 life) and the end of combat. Only four steps' turn-based actions differ, and
``TURN_BASED`` replaces those: nobody declares attackers, blockers or damage assignments —
the rules decide (PQ "Attacking", "Blocking", "When a creature is blocked").

The defending player is Puzzle Quest's "opposing Planeswalker": the player attacked, whose
life the damage reduces. A creature's slot order is computed, never stored: cast order (a
scenario's listing order per controller; a creature that enters later after those there, in
the order of its ``Entered`` event) regrouped by the creature's abilities now (PQ "Creature
slots"), so temporary effects reorder it while they last and the order reverts when they end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

import attrs

from sim.legality.damage_assignment import combat_damage_amount
from sim.model.combat_state import CombatState
from sim.model.damage_records import DamageEvent
from sim.model.editions import Edition
from sim.model.events import AttackerDeclared, BlockerDeclared, Entered, Event
from sim.model.keywords import Kw
from sim.model.objects import Stage, Step
from sim.model.state import GameState
from sim.rules import turn
from sim.rules.damage import damage_event
from sim.rules.replacement import deal

# plain ints: IntFlag's operators run in Python (see ``GameState.keywords``)
_DEFENDER, _REACH, _VIGILANCE = int(Kw.DEFENDER), int(Kw.REACH), int(Kw.VIGILANCE)


_BLOCKERS = _DEFENDER | _REACH | _VIGILANCE


_FLYING, _MENACE, _UNBLOCKABLE = int(Kw.FLYING), int(Kw.MENACE), int(Kw.UNBLOCKABLE)


_BRAVERY, _BERSERKER, _DISABLED = int(Kw.BRAVERY), int(Kw.BERSERKER), int(Kw.DISABLED)


_HASTE, _CANT_ATTACK, _CANT_BLOCK = int(Kw.HASTE), int(Kw.CANT_ATTACK), int(Kw.CANT_BLOCK)


_TRAMPLE = int(Kw.TRAMPLE | Kw.TRAMPLE_OVER_PW)


_STRIKERS = int(Kw.FIRST_STRIKE | Kw.DOUBLE_STRIKE)


_DOUBLE_STRIKE = int(Kw.DOUBLE_STRIKE)


@attrs.frozen(slots=True)
class SlotsArranged(Event):
    """A player's creature slots as combat uses them, slot 1 (the bottom) first (PQ "Creature
    slots"), logged as attackers are chosen: attackers attack and blockers are found in this
    order."""

    kind: ClassVar[str] = "slots"
    player: str
    slots: tuple[str, ...]


def slots(state: GameState, player: str) -> list[str]:
    """``player``'s creatures on the battlefield in slot order, slot 1 first (PQ "Creature
    slots"). Creatures fill the slots in cast order; then a creature with defender reorders to
    the first slot without a defender, one with reach to the first without defender or reach,
    one with vigilance to the first without any of the three — which is cast order regrouped:
    defenders, then reach, then vigilance, then the rest, cast order kept within each group.
    A creature with bravery moves to the first slot during combat on its controller's turn
    (several: in their cast order, docs). The abilities are read now (layer 6), so a temporary
    effect that grants or removes one reorders the creature until it wears off. Cast order is
    the order of ``state.permanents`` (a scenario's listing order), except that a creature
    that entered the battlefield since (an ``Entered`` event) comes after those already
    there, in the order they entered. There may be more than three (PQ: control-changing
    effects "can sometimes use creature slots beyond 3"; docs)."""
    creatures = [p.id for p in state.creatures(player)]
    if len(creatures) < 2:
        return creatures
    entered = _entries(state)
    brave = player == state.active and state.step is not Step.COMBAT_OVER
    keywords = state.keywords
    keyed = [(_group(keywords(c), brave), entered.get(c, -1), i, c)
             for i, c in enumerate(creatures)]
    keyed.sort()
    return [c for *_, c in keyed]


def all_slots(state: GameState) -> dict[str, list[str]]:
    """Every player's slots (``slots``), in turn order."""
    return {p: slots(state, p) for p in state.turn_order}


def _group(mask: int, brave: bool) -> int:
    """The slot group of a creature with abilities ``mask`` (PQ "Creature slots"): bravery
    first (during combat on its controller's turn), then defender, reach, vigilance, the
    rest; a creature with several belongs to the first group that names one."""
    if brave and mask & _BRAVERY:
        return 0
    if mask & _DEFENDER:
        return 1
    if mask & _REACH:
        return 2
    if mask & _VIGILANCE:
        return 3
    return 4


def _entries(state: GameState) -> dict[str, int]:
    """Each object that entered the battlefield during the play: the index of its last
    ``Entered`` event (a creature that entered twice counts from its last entry)."""
    return {e.permanent: i for i, e in enumerate(state.events) if type(e) is Entered}


def defending_player(state: GameState) -> str | None:
    """The opposing Planeswalker the active player's creatures attack: the next player in turn
    order still in the game (Puzzle Quest is a two-player game; docs)."""
    order = state.apnap()
    return order[1] if len(order) > 1 else None


def attack_bar(state: GameState, creature: str) -> str:
    """Why ``creature`` does not attack this turn, or "" if it attacks (PQ "Attacking": it
    came into play this turn without haste — ``sick``, CR 302.6's summoning sickness, is
    "brought into play this turn", docs —, it is disabled, it has "can't attack", or its
    power is 0 — or less, docs). Defender does not keep a creature from attacking: the
    document's list doesn't name it (docs)."""
    mask = state.keywords(creature)
    if state.permanents[creature].sick and not mask & _HASTE:
        return "came into play this turn without haste"
    if mask & _DISABLED:
        return "disabled"
    if mask & _CANT_ATTACK:
        return "can't attack"
    if state.power(creature) <= 0:
        return f"power {state.power(creature)}"
    return ""


def attackers(state: GameState) -> list[str]:
    """The active player's creatures that attack, in slot order (PQ "Attacking": "A player's
    creatures attack each turn in the order of the slot they are in")."""
    if defending_player(state) is None:
        return []
    return [c for c in slots(state, state.active) if not attack_bar(state, c)]


def able_blockers(state: GameState, defender: str) -> list[str]:
    """``defender``'s creatures that may block at all, in slot order: not disabled (PQ
    "Blocking": "the first non-Disabled opposing creature") and without "can't block" (docs).
    Tapped creatures block: Puzzle Quest has no tapping (docs)."""
    keywords = state.keywords
    return [c for c in slots(state, defender) if not keywords(c) & (_DISABLED | _CANT_BLOCK)]


def can_block(blocker_mask: int, attacker_mask: int) -> bool:
    """Whether a creature with abilities ``blocker_mask`` may block one with ``attacker_mask``
    (PQ "Blocking"): it needs defender, reach or vigilance; a flyer is blocked only by a
    creature with reach, or with flying together with defender or vigilance."""
    if not blocker_mask & _BLOCKERS:
        return False
    if attacker_mask & _FLYING:
        return bool(blocker_mask & _REACH) or bool(
            blocker_mask & _FLYING and blocker_mask & (_DEFENDER | _VIGILANCE))
    return True


def blocker_for(state: GameState, attacker: str, able: list[str], used: set[str]) -> str | None:
    """The creature that blocks ``attacker`` (PQ "Blocking"), among ``able`` (slot order)
    less ``used`` (those that have blocked already this combat do not block again, docs):
    none for an unblockable attacker; the first that can block it (``can_block``) — none for
    an attacker with menace when at most one could (PQ: "it bypasses blocking if there is only
    one opposing creature which could block it")."""
    mask = state.keywords(attacker)
    if mask & _UNBLOCKABLE:
        return None
    keywords = state.keywords
    options = [c for c in able if c not in used and can_block(keywords(c), mask)]
    if mask & _MENACE and len(options) < 2:
        return None
    return options[0] if options else None


def berserker_target(state: GameState, able: list[str], used: set[str]) -> str | None:
    """The opposing creature a berserker attacks, forcing it to block (PQ "Attacking"): the
    first in slot order among ``able`` that has not blocked already (docs: the document names
    none; defender, reach, vigilance, flying, menace and unblockable play no part)."""
    return next((c for c in able if c not in used), None)


def _assign(state: GameState, attacking: list[str], targets: Mapping[str, str] | None
            ) -> list[tuple[str, str, str | None]]:
    """(attacker, what it attacks, its blocker or None) for each of ``attacking``, in order,
    each blocker used once. ``targets``: what each attacks, as declared (at declare blockers:
    the creature a berserker attacks blocks it if it still can, else it is blocked like any
    creature, docs); None chooses them (at declare attackers)."""
    defender = defending_player(state)
    if defender is None:
        return []
    able = able_blockers(state, defender)
    used: set[str] = set()
    out: list[tuple[str, str, str | None]] = []
    for attacker in attacking:
        target = defender if targets is None else targets[attacker]
        blocker: str | None = None
        if targets is None and state.has(attacker, Kw.BERSERKER):
            blocker = berserker_target(state, able, used)
            target = blocker if blocker is not None else defender
        elif target in able and target not in used:
            blocker = target  # the creature this berserker attacks
        else:
            blocker = blocker_for(state, attacker, able, used)
        if blocker is not None:
            used.add(blocker)
        out.append((attacker, target, blocker))
    return out


def _declare_attackers(state: GameState) -> None:
    """The declare attackers step (CR 508; PQ "Attacking"): each player's slots are logged
    (``SlotsArranged``), then every creature of the active player that can attacks, in slot
    order: the defending player, or, with berserker, an opposing creature. Attacking doesn't
    tap (Puzzle Quest has no tapping, docs)."""
    combat = state.combat
    if combat is None:
        combat = state.combat = CombatState(attacking_player=state.active)
    if state.record_events:
        for player in state.apnap():
            state.events.append(SlotsArranged(player, tuple(slots(state, player)),
                                              step=state.step))
    for attacker, target, _ in _assign(state, attackers(state), None):
        combat.attackers[attacker] = target
        combat.engaged.add(attacker)  # (CR 508.1)
        combat.declared_targets[attacker] = target  # (508.5)
        combat.attacks_declared = True
        state.permanents[attacker].attacked_this_turn = True
        state.players[state.active].attacked_this_turn = True  # raid (508.1)
        if state.record_events:
            state.events.append(AttackerDeclared(attacker, target, step=state.step))
    state.statics_may_change()
    state.stage = Stage.PRIORITY


def _declare_blockers(state: GameState) -> None:
    """The declare blockers step (CR 509; PQ "Blocking"): each attacker, in the order they
    attacked, is blocked by the creature it attacks (a berserker's) or by the first opposing
    creature that can block it, each blocker blocking one attacker (docs); an attacker with a
    blocker stays blocked (CR 509.1h, 506.4)."""
    combat = state.combat
    assert combat is not None
    for attacker, _, blocker in _assign(state, list(combat.attackers), combat.attackers):
        if blocker is None:
            continue
        state.permanents[blocker].blocked_this_turn = True
        combat.engaged.add(blocker)  # (CR 509.1)
        combat.blocks[blocker] = (attacker,)
        combat.blocked_by.setdefault(attacker, []).append(blocker)
        combat.blocked.add(attacker)
        if state.record_events:
            state.events.append(BlockerDeclared(blocker, attacker, step=state.step))
    state.statics_may_change()
    state.stage = Stage.PRIORITY


def _first_strike_damage(state: GameState) -> None:
    _combat_damage(state, first_strike=True)


def _regular_damage(state: GameState) -> None:
    _combat_damage(state, first_strike=False)


def _deals(combat: CombatState, creature: str, mask: int, first_strike: bool) -> bool:
    """Whether ``creature`` deals combat damage in this step (PQ "First Strike", "Double
    Strike"; CR 510.4): in the first-strike step those with first or double strike; in the
    regular step the others, and those with double strike again."""
    if first_strike:
        return mask & _STRIKERS != 0
    if combat.first_strike_step:
        return creature not in combat.struck_first or mask & _DOUBLE_STRIKE != 0
    return True


def room(state: GameState, creature: str) -> int:
    """The damage a trampler assigns to its blocker ``creature`` before the rest goes to the
    Planeswalker (PQ "Trample": "only enough damage is assigned to match the toughness of the
    defending creature"): its toughness less the damage already marked on it (docs), never
    below 0 — whether or not the damage will destroy it (prevention, indestructible) and
    whatever deathtouch (PQ; unlike CR 702.19b). A blocker no longer on the battlefield has
    none (a double striker's second strike all goes to the Planeswalker, docs)."""
    if not state.is_creature(creature):
        return 0
    return max(0, state.toughness(creature) - state.permanents[creature].damage)


def _planeswalker(state: GameState, target: str) -> str:
    """Who an attacker's unblocked or trampling damage goes to: the defending player it
    attacks (PQ's opposing Planeswalker); for a berserker that attacked a creature, that
    creature's controller (docs); a Magic planeswalker it entered attacking (CR 508.4),
    that planeswalker."""
    if target in state.players:
        return target
    perm = state.permanents[target]
    return target if state.is_planeswalker(target) else perm.controller


def damage_events(state: GameState, first_strike: bool) -> list[DamageEvent]:
    """The step's combat damage (PQ "When a creature is blocked", "Trample", "First Strike",
    "Double Strike"), attackers in the order they attacked, then blockers: an unblocked
    attacker deals its power to the Planeswalker; a blocked one to its blocker — with trample,
    ``room`` to the blocker and the rest to the Planeswalker, all of it when the blocker is
    gone —; a blocker deals its power to the attacker it blocks. A creature that died in the
    first-strike step deals none, nor does its deathtouch apply (it left combat, CR 506.4,
    704.5g). Records who struck first (CR 510.4)."""
    combat = state.combat
    assert combat is not None
    if first_strike:
        combat.first_strike_step = True
    keywords = state.keywords
    out: list[DamageEvent] = []
    for attacker, target in list(combat.attackers.items()):
        mask = keywords(attacker)
        if not _deals(combat, attacker, mask, first_strike):
            continue
        if first_strike:
            combat.struck_first.add(attacker)
        amount = combat_damage_amount(state, attacker)
        if amount <= 0:
            continue
        walker = _planeswalker(state, target)
        if attacker not in combat.blocked:
            out.append(damage_event(state, attacker, walker, amount, mask=mask))
            continue
        blockers = [b for b in combat.blocked_by.get(attacker, ()) if b in combat.blocks]
        share = amount
        if mask & _TRAMPLE:
            share = min(amount, room(state, blockers[0])) if blockers else 0
        if blockers and share:
            out.append(damage_event(state, attacker, blockers[0], share, mask=mask))
        if amount > share and mask & _TRAMPLE:
            out.append(damage_event(state, attacker, walker, amount - share, mask=mask))
    for blocker, blocked in list(combat.blocks.items()):
        mask = keywords(blocker)
        if not _deals(combat, blocker, mask, first_strike):
            continue
        if first_strike:
            combat.struck_first.add(blocker)
        amount = combat_damage_amount(state, blocker)
        if amount <= 0:
            continue
        out += [damage_event(state, blocker, a, amount, mask=mask) for a in blocked
                if a in combat.attackers]
    return out


def _combat_damage(state: GameState, first_strike: bool) -> None:
    """A combat damage step (CR 510.2): the step's damage (``damage_events``) is dealt at once
    through replacement and prevention effects; then players get priority, state-based
    actions first (704.3: the check PQ "First Strike" describes before the other creature
    deals damage)."""
    events = damage_events(state, first_strike)
    state.stage = Stage.PRIORITY
    deal(state, events)


#: each step's turn-based actions under Puzzle Quest's rules: the engine's beginning and end
#: of combat, this module's attackers, blockers and combat damage (``sim.engine.core.run``)
TURN_BASED: dict[Step, Callable[[GameState], None]] = {
    **turn.TURN_BASED,
    Step.DECLARE_ATTACKERS: _declare_attackers,
    Step.DECLARE_BLOCKERS: _declare_blockers,
    Step.FIRST_STRIKE_DAMAGE: _first_strike_damage,
    Step.COMBAT_DAMAGE: _regular_damage}


def is_puzzle_quest(state: GameState) -> bool:
    """Whether ``state`` is played under Puzzle Quest's rules (``rules = "puzzle-quest"``)."""
    return state.rules is Edition.PUZZLE_QUEST
