"""Board-building helpers shared by the engine unit tests.

Everything here builds ``GameState`` objects directly through the public API, so a test
reads as a board description: ``board(bear("a1", "A"), bear("b1", "B", power=3))``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sim import (
    PASS,
    Action,
    AssignDamage,
    AttackDeclaration,
    BlockDeclaration,
    CardDef,
    ChooseEffect,
    CombatState,
    DamageRequest,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    DefaultAgent,
    Effect,
    GameState,
    Kw,
    LegalActions,
    Permanent,
    Player,
    Step,
)
from sim.legality.damage_assignment import default_assignment
from sim.legality.legal_actions import DeclarationActions
from sim.legality.legal_declarations import LegalAttacks, LegalBlocks
from sim.model.objects import LOYALTY


def card(name: str = "Bear", power: int | None = 2, toughness: int | None = 2,
         kw: Kw = Kw.NONE, types: tuple[str, ...] = ("Creature",),
         subtypes: tuple[str, ...] = (), loyalty: int | None = None) -> CardDef:
    return CardDef(name, types=types, subtypes=subtypes, power=power, toughness=toughness,
                   loyalty=loyalty, keywords=kw)


def creature(pid: str, controller: str, power: int = 2, toughness: int = 2,
             kw: Kw = Kw.NONE, *, tapped: bool = False, sick: bool = False, damage: int = 0,
             counters: Mapping[str, int] | None = None) -> Permanent:
    """A vanilla creature (a ``power``/``toughness`` body with keywords ``kw``)."""
    return Permanent(pid, controller, card(pid, power, toughness, kw), tapped=tapped, sick=sick,
                     damage=damage, counters=dict(counters or {}))


def planeswalker(pid: str, controller: str, loyalty: int = 3) -> Permanent:
    return Permanent(pid, controller, card(pid, None, None, types=("Planeswalker",),
                                           loyalty=loyalty),
                     counters={LOYALTY: loyalty})


def aura(pid: str, controller: str, attached_to: str | None) -> Permanent:
    return Permanent(pid, controller, card(pid, None, None, types=("Enchantment",),
                                           subtypes=("Aura",)), attached_to=attached_to)


def board(*permanents: Permanent, players: Sequence[str] = ("A", "B"), active: str = "A",
          life: Mapping[str, int] | None = None, step: Step = Step.BEGINNING_OF_COMBAT,
          effects: Iterable[Effect] = ()) -> GameState:
    """A game state with ``players`` (20 life unless ``life`` says otherwise) and
    ``permanents``; ``effects`` are added in order, so they get increasing timestamps."""
    life = life or {}
    state = GameState({p: Player(p, life.get(p, 20)) for p in players},
                      {p.id: p for p in permanents}, tuple(players), active, step=step)
    for effect in effects:
        state.add_effect(effect)
    return state


def with_combat(state: GameState, attacks: Mapping[str, str],
                blocks: Mapping[str, str | Sequence[str]] | None = None,
                step: Step | None = None) -> GameState:
    """Put ``state`` in combat directly: ``attacks`` attacker -> player/planeswalker,
    ``blocks`` blocker -> attacker(s). Attackers are tapped as declared attackers are."""
    combat = CombatState(attacking_player=state.active, attacks_declared=bool(attacks))
    for attacker, target in attacks.items():
        combat.attackers[attacker] = target
        state.permanents[attacker].tapped = True
    for blocker, targets in (blocks or {}).items():
        targets = (targets,) if isinstance(targets, str) else tuple(targets)
        combat.blocks[blocker] = targets
        for attacker in targets:
            combat.blocked_by.setdefault(attacker, []).append(blocker)
            combat.blocked.add(attacker)
    state.combat = combat
    if step is not None:
        state.step = step
    return state


def snapshot(state: GameState) -> dict[str, Any]:
    """Every mutable part of ``state`` as plain, freshly built data, for before/after checks."""
    combat = state.combat
    return {
        "players": {k: (p.id, p.life, p.poison, p.mana, p.lost) for k, p in state.players.items()},
        "permanents": {k: (p.id, p.controller, p.card, p.tapped, p.sick, p.damage, p.deathtouched,
                           dict(p.counters), p.attached_to, p.zone)
                       for k, p in state.permanents.items()},
        "turn_order": state.turn_order,
        "active": state.active,
        "effects": list(state.effects),
        "combat": None if combat is None else (
            combat.attacking_player, dict(combat.attackers), dict(combat.blocks),
            {k: list(v) for k, v in combat.blocked_by.items()}, set(combat.blocked),
            combat.first_strike_step, set(combat.struck_first), combat.attacks_declared),
        "step": state.step,
        "turn": state.turn,
        "events": list(state.events),  # frozen values
        "result": state.result,
        "timestamp": state.timestamp,
    }


class Recorder:
    """An agent that plays fixed choices and records every question it is asked.

    Each defending player is given only the blocks of their own creatures (unknown ids go to
    everyone, so the legality check can reject them).

    ``attacks``/``blocks`` are the declarations to make (nothing by default), ``damage`` maps a
    source to the split to return (else the default policy), ``actions`` is a queue of
    (step, player, action) priority actions, each taken the first time that player gets a
    priority decision in that step; otherwise it passes. ``decisions`` lists every decision.
    """

    def __init__(self, attacks: Mapping[str, str] | AttackDeclaration | None = None,
                 blocks: Mapping[str, str | Sequence[str]] | BlockDeclaration | None = None,
                 damage: Mapping[str, Mapping[str, Any]] | None = None,
                 actions: Iterable[tuple[Step, str, Action]] = ()) -> None:
        self.attacks = attacks
        self.blocks = blocks
        self.damage = dict(damage or {})
        self.actions = list(actions)
        self.priority: list[tuple[Step, str]] = []
        self.attack_calls: list[LegalAttacks] = []
        self.block_calls: list[tuple[str | None, LegalBlocks]] = []
        self.requests: list[DamageRequest] = []
        self.decisions: list[Decision] = []

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        self.decisions.append(decision)
        if decision.kind == "declare_attackers":
            assert isinstance(legal, DeclarationActions)
            self.attack_calls.append(legal.legal)  # type: ignore[arg-type]
            decl = self.attacks if self.attacks is not None else AttackDeclaration()
            return DeclareAttackers(decl if isinstance(decl, AttackDeclaration)
                                    else AttackDeclaration.of(decl))
        if decision.kind == "declare_blockers":
            assert isinstance(legal, DeclarationActions)
            self.block_calls.append((decision.defender, legal.legal))  # type: ignore[arg-type]
            return DeclareBlockers(self._blocks(state, decision.defender))
        if decision.kind == "assign_combat_damage":
            request = decision.request
            assert request is not None
            self.requests.append(request)
            split = self.damage.get(request.source, None)
            return AssignDamage.of(request.source, split if split is not None
                                   else default_assignment(request))
        if decision.kind == "priority":
            self.priority.append((state.step, decision.player))
            for i, (step, who, action) in enumerate(self.actions):
                if step is state.step and who == decision.player:
                    del self.actions[i]
                    return action
            return PASS
        return DefaultAgent().act(state, decision, legal)

    def _blocks(self, state: GameState, defender: str | None) -> BlockDeclaration:
        if self.blocks is None:
            return BlockDeclaration()
        decl = self.blocks if isinstance(self.blocks, BlockDeclaration) \
            else BlockDeclaration.of(self.blocks)
        if defender is None:
            return decl
        return BlockDeclaration(tuple(
            (b, a) for b, a in decl
            if b not in state.permanents or state.permanents[b].controller == defender))


def drive(state: GameState, *picks: str) -> GameState:
    """Apply the named options (``ChooseEffect`` names, in order) to the pending choice
    decisions, then the default policy to everything else, until the play or the pending
    damage is done. Returns ``state``."""
    queue = list(picks)
    while state.decision is not None:
        decision = state.decision
        if decision.kind in ("order_replacements", "redirect_damage") and queue:
            state.apply(ChooseEffect(queue.pop(0)))
        else:
            state.apply(DefaultAgent().act(state, decision, state.legal_actions()))
    assert not queue, f"options never asked for: {queue}"
    return state


__all__ = ["card", "creature", "planeswalker", "aura", "board", "with_combat", "snapshot",
           "Recorder", "drive", "DefaultAgent", "Kw", "Step", "Effect"]
