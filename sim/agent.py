"""The decision interface: every choice a player makes goes through an ``Agent``.

A human at the CLI, the declarations of a scenario file and an AI policy all plug in
the same way. ``DefaultAgent`` is the documented default policy for decisions nobody
scripted: attack with nothing and block with nothing (or, when requirements make that
illegal, the legal declaration with the fewest assignments), assign combat damage to destroy as
many creatures as possible (then trample over), and pass priority.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import attrs

from sim.damage import DamageRequest, default_assignment
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.legality import LegalAttacks, LegalBlocks, defending_player
from sim.state import Effect, GameState, Step


@attrs.frozen(slots=True)
class Action:
    """A priority action (CR 117.1). ``"pass"``, or ``"effect"``: a continuous effect resolves
    now, standing in for an instant or ability until spells arrive (scenario ``[[effects]]``)."""

    kind: str
    effect: Effect | None = None


PASS = Action("pass")
PRIORITY_ACTIONS: tuple[Action, ...] = (PASS,)

AttackChoice = AttackDeclaration | Mapping[str, str]
BlockChoice = BlockDeclaration | Mapping[str, str | Sequence[str]]


class Agent(Protocol):
    def declare_attackers(self, state: GameState, legal: LegalAttacks) -> AttackChoice:
        """The active player's attack declaration (CR 508.1)."""
        ...

    def declare_blockers(self, state: GameState, legal: LegalBlocks) -> BlockChoice:
        """A defending player's block declaration (CR 509.1); ``legal.defender`` says whose."""
        ...

    def assign_combat_damage(self, state: GameState, request: DamageRequest) -> Mapping[str, int]:
        """How ``request.source`` divides its combat damage (CR 510.1)."""
        ...

    def choose_action(self, state: GameState, player: str,
                      actions: Sequence[Action]) -> Action:
        """What ``player`` does with priority (CR 117.3)."""
        ...

    # Optional (looked up with ``getattr``; an agent without it gets the default):
    # ``order_damage_assignment(state, creature, creatures) -> Sequence[str]``, the damage
    # assignment order of ``creature`` (rules edition "2016" only; see ``damage_order``).


Agents = Agent | Mapping[str, Agent]


def damage_order(agent: Agent, state: GameState, creature: str,
                 creatures: tuple[str, ...]) -> tuple[str, ...]:
    """``creature``'s damage assignment order, as ``agent`` announces it: the creatures
    blocking an attacker, ordered by the attacking player (CR 509.2, 2016 rules), or the
    attackers a blocker blocks, ordered by its controller (509.3). Asked through the agent's
    optional ``order_damage_assignment`` method; an agent without one gets the default order,
    ``creatures`` as given (sorted by id: the order of the block declaration). The caller
    checks that the answer lists each creature exactly once."""
    method = getattr(agent, "order_damage_assignment", None)
    if method is None:
        return creatures
    return tuple(method(state, creature, creatures))


def agent_for(agents: Agents, player: str) -> Agent:
    if type(agents) is dict:  # the usual case, without the (slow) ABC isinstance check
        return agents[player]  # type: ignore[no-any-return]
    if isinstance(agents, Mapping):
        return agents[player]
    return agents


def fewest(legal: LegalAttacks | LegalBlocks, nothing: Any) -> Any:
    """``nothing`` (no attackers, no blockers) when legal; else, because requirements force
    creatures in, the legal declaration with the fewest assignments (first in sorted order)."""
    if nothing in legal:
        return nothing
    return min(legal, key=lambda d: (len(d), str(d)))


class DefaultAgent:
    """The default policy (see the module docstring). Stateless and deterministic."""

    def declare_attackers(self, state: GameState, legal: LegalAttacks) -> AttackChoice:
        decl: AttackDeclaration = fewest(legal, AttackDeclaration())
        return decl

    def declare_blockers(self, state: GameState, legal: LegalBlocks) -> BlockChoice:
        decl: BlockDeclaration = fewest(legal, BlockDeclaration())
        return decl

    def assign_combat_damage(self, state: GameState, request: DamageRequest) -> Mapping[str, int]:
        return default_assignment(request)

    def order_damage_assignment(self, state: GameState, creature: str,
                                creatures: tuple[str, ...]) -> Sequence[str]:
        """The default damage assignment order (CR 509.2-509.3): as declared (sorted by id)."""
        return creatures

    def choose_action(self, state: GameState, player: str,
                      actions: Sequence[Action]) -> Action:
        return PASS


class ScriptedAgent:
    """Plays the declarations and damage splits a scenario gives, and leaves every other
    decision to ``fallback``. Blocks are filtered to the defending player asked."""

    def __init__(self, attacks: AttackDeclaration | None = None,
                 blocks: BlockDeclaration | None = None,
                 damage: Mapping[str, Mapping[str, int]] | None = None,
                 first_strike_damage: Mapping[str, Mapping[str, int]] | None = None,
                 effects: Mapping[Step, Sequence[Effect]] | None = None,
                 fallback: Agent | None = None,
                 replacement_order: Sequence[str] = (),
                 damage_order: Mapping[str, Sequence[str]] | None = None) -> None:
        self.attacks = attacks
        self.damage_order = damage_order or {}
        self.replacement_order = tuple(replacement_order)
        self.blocks = blocks
        self.damage = damage or {}
        self.first_strike_damage = first_strike_damage or {}
        self.effects = effects or {}
        self.fallback: Agent = fallback if fallback is not None else DefaultAgent()

    def declare_attackers(self, state: GameState, legal: LegalAttacks) -> AttackChoice:
        if self.attacks is None:
            return self.fallback.declare_attackers(state, legal)
        return self.attacks

    def declare_blockers(self, state: GameState, legal: LegalBlocks) -> BlockChoice:
        if self.blocks is None:
            return self.fallback.declare_blockers(state, legal)
        if legal.defender is None:
            return self.blocks
        defenders = {defending_player(state, a) for a in state.combat.attackers} \
            if state.combat else set()

        def mine(blocker: str, attackers: tuple[str, ...]) -> bool:
            if blocker not in state.permanents:
                return False
            controller = state.permanents[blocker].controller
            if controller == legal.defender:
                return True
            # A blocker that no defending player controls is never asked about; hand it to
            # the defender of the attacker it names, so the legality engine rejects it
            # (CR 509.1a) instead of the block silently vanishing.
            return controller not in defenders and \
                any(defending_player(state, a) == legal.defender for a in attackers)

        return BlockDeclaration(tuple((b, a) for b, a in self.blocks if mine(b, a)))

    def assign_combat_damage(self, state: GameState, request: DamageRequest) -> Mapping[str, int]:
        table = (self.first_strike_damage if request.step is Step.FIRST_STRIKE_DAMAGE
                 else self.damage)
        if request.source in table:
            return table[request.source]
        return self.fallback.assign_combat_damage(state, request)

    def order_damage_assignment(self, state: GameState, creature: str,
                                creatures: tuple[str, ...]) -> Sequence[str]:
        """The scenario's ``damage_order`` for ``creature`` (CR 509.2-509.3, 2016 rules),
        without the creatures no longer in combat; else the fallback's order."""
        if creature in self.damage_order:
            return tuple(c for c in self.damage_order[creature] if c in creatures)
        return damage_order(self.fallback, state, creature, creatures)

    def choose_replacement(self, state: GameState, player: str, event: Any,
                           options: Sequence[Any]) -> int:
        """The first option named in the scenario's ``replacement_order`` (CR 616.1), else
        the fallback's choice (else the first option)."""
        for name in self.replacement_order:
            for i, option in enumerate(options):
                if option.name == name:
                    return i
        method = getattr(self.fallback, "choose_replacement", None)
        return 0 if method is None else int(method(state, player, event, options))

    def choose_action(self, state: GameState, player: str,
                      actions: Sequence[Action]) -> Action:
        """The active player resolves the step's scripted effects, one per priority, before
        anyone passes; an effect counts as done once it is in ``state.effects``."""
        scripted = self.effects.get(state.step) if self.effects else None
        if scripted and player == state.active:
            applied = {e.description for e in state.effects}
            for effect in scripted:
                if effect.description not in applied:
                    return Action("effect", effect)
        return self.fallback.choose_action(state, player, actions)
