"""Puzzle Quest's automatic combat checked against its rules, replayed to the start of the
declare attackers and declare blockers steps: slots, attackers, blockers and damage.
"""

from __future__ import annotations

from sim.engine import core
from sim.model.decisions import DecisionKind
from sim.model.events import (
    AttackerDeclared,
    BlockerDeclared,
    DamageDealt,
    Entered,
)
from sim.model.keywords import Kw
from sim.model.objects import Stage, Step
from sim.model.state import GameState
from sim.testing.conformance import ConformanceError
from sim.variants.puzzle_quest import SlotsArranged

#: decisions Puzzle Quest's automatic combat never asks
_DECLARATIONS = frozenset({DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BANDS,
                           DecisionKind.DECLARE_BLOCKERS, DecisionKind.ASSIGN_COMBAT_DAMAGE,
                           DecisionKind.ORDER_BLOCKERS, DecisionKind.ORDER_ATTACKERS})


_PQ_BLOCKERS = int(Kw.DEFENDER | Kw.REACH | Kw.VIGILANCE)


def _position_before(start: GameState, game: GameState, step: Step) -> GameState | None:
    """``start`` replayed with ``game``'s history up to where ``step``'s turn-based actions
    are about to run; None if the play never got there."""

    replay = start.clone()

    def there(s: GameState) -> bool:
        return s.step is step and s.stage is Stage.TURN_BASED

    core.start(replay, there)
    for action in game.history:
        if there(replay) or replay.result is not None:
            break
        core.apply(replay, action, there)
    return replay if there(replay) and replay.result is None else None


def _pq_group(state: GameState, creature: str, brave: bool) -> int:
    mask = state.keywords(creature)
    for group, flag in enumerate((Kw.BRAVERY if brave else Kw.NONE, Kw.DEFENDER, Kw.REACH,
                                  Kw.VIGILANCE)):
        if mask & flag:
            return group
    return 4


def _pq_could_block(state: GameState, blocker: str, attacker: str) -> bool:
    """PQ "Blocking", from the document: defender, reach or vigilance; a flyer only by reach,
    or flying with defender or vigilance."""
    mask, theirs = state.keywords(blocker), state.keywords(attacker)
    if not mask & _PQ_BLOCKERS or mask & (Kw.DISABLED | Kw.CANT_BLOCK):
        return False
    return not theirs & Kw.FLYING or bool(mask & Kw.REACH) or bool(
        mask & Kw.FLYING and mask & (Kw.DEFENDER | Kw.VIGILANCE))


def check_puzzle_quest(start: GameState, game: GameState, kinds: set[str]) -> None:
    """The Puzzle Quest invariants of the module docstring."""
    asked = kinds & _DECLARATIONS
    if asked:
        raise ConformanceError(f"puzzle-quest asked for {sorted(asked)}: its combat is "
                               "automatic")
    events = game.events
    attacks = [e for e in events if isinstance(e, AttackerDeclared)]
    at = _position_before(start, game, Step.DECLARE_ATTACKERS)
    if at is None:
        if attacks:
            raise ConformanceError("puzzle-quest: attacks without a declare attackers step")
        return
    active = at.active
    defender = at.apnap()[1]
    mine = {p.id for p in at.creatures(defender)}
    for e in events:
        if not isinstance(e, SlotsArranged):
            continue
        if sorted(e.slots) != sorted(p.id for p in at.creatures(e.player)):
            raise ConformanceError(f"puzzle-quest: {e.player}'s slots {list(e.slots)} are not "
                                   "exactly their creatures")
        groups = [_pq_group(at, c, e.player == active) for c in e.slots]
        if groups != sorted(groups):
            raise ConformanceError(f"puzzle-quest: {e.player}'s slots {list(e.slots)} are out "
                                   "of order (PQ \"Creature slots\")")
    order = next((e.slots for e in events if isinstance(e, SlotsArranged)
                  and e.player == active), ())
    able = [c for c in order
            if not (at.permanents[c].sick and not at.has(c, Kw.HASTE))
            and not at.has(c, Kw.DISABLED | Kw.CANT_ATTACK) and at.power(c) > 0]
    if [e.attacker for e in attacks] != able:
        raise ConformanceError(f"puzzle-quest: attackers {[e.attacker for e in attacks]}, but "
                               f"the able creatures in slot order are {able}")
    targets = {e.attacker: e.target for e in attacks}
    for attacker, target in targets.items():
        if target != defender and not (at.has(attacker, Kw.BERSERKER) and target in mine):
            raise ConformanceError(f"puzzle-quest: {attacker} attacks {target}")
    blocks = [e for e in events if isinstance(e, BlockerDeclared)]
    before = _position_before(start, game, Step.DECLARE_BLOCKERS)
    if before is None:
        if blocks:
            raise ConformanceError("puzzle-quest: blocks without a declare blockers step")
        return
    _pq_blocks(before, defender, targets, blocks)
    _pq_damage(game, defender, targets, blocks)


def _pq_blocks(state: GameState, defender: str, targets: dict[str, str],
               blocks: list[BlockerDeclared]) -> None:
    by: dict[str, str] = {}
    for e in blocks:
        if e.blocker in by or e.attacker in by.values():
            raise ConformanceError(f"puzzle-quest: {e.blocker} blocks {e.attacker}, but a "
                                   "creature blocks once and is blocked once")
        by[e.blocker] = e.attacker
    blocker_of = {a: b for b, a in by.items()}
    theirs = next((e.slots for e in state.events if isinstance(e, SlotsArranged)
                   and e.player == defender), ())
    slot = [c for c in theirs if state.is_creature(c) and not state.has(c, Kw.DISABLED
                                                                        | Kw.CANT_BLOCK)]
    used: set[str] = set()
    for attacker in [a for a in targets if state.is_creature(a)]:
        blocker = blocker_of.get(attacker)
        if blocker is not None and (state.permanents[blocker].controller != defender
                                    or blocker not in slot):
            raise ConformanceError(f"puzzle-quest: {blocker} can't block {attacker}")
        if blocker is not None and blocker == targets[attacker]:
            used.add(blocker)  # the creature a berserker attacks
            continue
        could = [c for c in slot if c not in used and _pq_could_block(state, c, attacker)]
        if state.has(attacker, Kw.UNBLOCKABLE) or (state.has(attacker, Kw.MENACE)
                                                   and len(could) < 2):
            could = []
        wanted = could[0] if could else None
        if blocker != wanted:
            raise ConformanceError(f"puzzle-quest: {attacker} is blocked by {blocker}, but "
                                   f"the first that could block it is {wanted} (PQ "
                                   "\"Blocking\")")
        if blocker is not None:
            used.add(blocker)


def _pq_damage(game: GameState, defender: str, targets: dict[str, str],
               blocks: list[BlockerDeclared]) -> None:
    walkers = {e.permanent: e.attacking for e in game.events
               if isinstance(e, Entered) and e.attacking is not None}
    allowed: dict[str, set[str]] = {}
    for attacker, target in {**targets, **walkers}.items():
        allowed[attacker] = {defender, target}
    for block in blocks:
        allowed.setdefault(block.attacker, set()).add(block.blocker)
        allowed.setdefault(block.blocker, set()).add(block.attacker)
    for e in game.events:
        if isinstance(e, DamageDealt) and e.combat and e.target not in allowed.get(e.source, ()):
            raise ConformanceError(f"puzzle-quest: {e.source} dealt combat damage to "
                                   f"{e.target}")
