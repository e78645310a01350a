"""Who chooses: agents, the default policy, and a scenario's scripted choices.

An agent is anything with ``act(state, decision, legal) -> action``: given the position, the
pending ``Decision`` and its ``LegalActions``, it returns one of them. The engine never calls
an agent; ``sim.play.play`` drives the decision loop and asks them. ``DefaultAgent`` is the
documented default policy for decisions nobody scripted: attack with nothing and block with
nothing (or, when requirements make that illegal, the legal declaration with the fewest
assignments), declare no bands, assign combat damage to destroy as many creatures as possible
(then trample over) — or, assigning an opposing creature's damage under banding (CR
702.22j-k), to lose as few of one's own creatures as possible — announce damage assignment
orders as declared, apply replacement effects in the order listed (the first option), and
pass priority.

``Script`` is what a scenario file decides (``[combat]`` attacks, bands, blocks, damage splits,
damage orders, ``replacement_order``, and resolving its ``[[effects]]`` with ``during``);
``play`` applies a script's answer before asking any agent, and checks it like any action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import attrs

from sim.actions import (
    NO,
    PASS,
    Action,
    AssignDamage,
    ChooseEffect,
    DeclareAttackers,
    DeclareBands,
    DeclareBlockers,
    OrderDamage,
    ResolveEffect,
)
from sim.damage import banding_assignment, default_assignment
from sim.decisions import (
    ASSIGN_COMBAT_DAMAGE,
    CHOOSE_OPTIONAL,
    DECLARE_ATTACKERS,
    DECLARE_BANDS,
    DECLARE_BLOCKERS,
    ORDER_ATTACKERS,
    ORDER_BLOCKERS,
    ORDER_REPLACEMENTS,
    PRIORITY,
    REDIRECT_DAMAGE,
    Decision,
    DeclarationActions,
    LegalActions,
)
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.legality import defending_player
from sim.state import GameState, Step


class Agent(Protocol):
    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """One of ``legal``: what ``decision.player`` does."""
        ...


Agents = Agent | Mapping[str, Agent]


def agent_for(agents: Agents, player: str) -> Agent:
    if type(agents) is dict:  # the usual case, without the (slow) ABC isinstance check
        return agents[player]  # type: ignore[no-any-return]
    if isinstance(agents, Mapping):
        return agents[player]
    return agents


def fewest(legal: DeclarationActions, nothing: Any) -> Any:
    """``nothing`` (no attackers, no blockers) when legal; else, because requirements force
    creatures in, the legal declaration with the fewest assignments (first in sorted order)."""
    wrapped = legal.wrap(nothing)
    if not legal.reasons(wrapped):
        return wrapped
    return legal.wrap(min(legal.legal, key=lambda d: (len(d), str(d))))


NO_BANDS = DeclareBands()


class DefaultAgent:
    """The default policy (see the module docstring). Stateless and deterministic."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        kind = decision.kind
        if kind == ASSIGN_COMBAT_DAMAGE:
            request = decision.request
            assert request is not None
            split = banding_assignment(request) if request.banding \
                else default_assignment(request)
            action = AssignDamage.of(request.source, split)
            return action if action in legal else legal[0]
        if kind == DECLARE_ATTACKERS:
            assert isinstance(legal, DeclarationActions)
            return fewest(legal, AttackDeclaration())  # type: ignore[no-any-return]
        if kind == DECLARE_BANDS:
            return NO_BANDS  # always legal (CR 702.22c: "may")
        if kind == DECLARE_BLOCKERS:
            assert isinstance(legal, DeclarationActions)
            return fewest(legal, BlockDeclaration())  # type: ignore[no-any-return]
        if kind in (ORDER_BLOCKERS, ORDER_ATTACKERS):
            assert decision.creature is not None
            return OrderDamage(decision.creature, decision.creatures)  # as declared
        if kind == PRIORITY:
            return PASS
        if kind == CHOOSE_OPTIONAL:
            return NO  # decline what is optional, as it passes and attacks with nothing
        first: Action = legal[0]  # replacement effects: the first listed; redirection: keep
        return first


@attrs.frozen(slots=True)
class Script:
    """The choices a scenario file makes (see the module docstring). ``answer`` gives the
    scripted action for a decision, or None to leave it to the agents."""

    attacks: AttackDeclaration | None = None
    blocks: BlockDeclaration | None = None
    damage: Mapping[str, Mapping[str, int]] = attrs.Factory(dict)
    first_strike_damage: Mapping[str, Mapping[str, int]] = attrs.Factory(dict)
    damage_order: Mapping[str, tuple[str, ...]] = attrs.Factory(dict)
    replacement_order: tuple[str, ...] = ()
    #: the attacking bands (CR 702.22c), asked only when a band is possible; None: the agents
    bands: tuple[tuple[str, ...], ...] | None = None
    #: the active player resolves the available scripted effects, one per priority, in order
    resolve_effects: bool = True
    #: the declarations as actions, made once (``answer`` is on the hot path)
    attack_action: DeclareAttackers | None = attrs.field(init=False, eq=False, repr=False)
    block_action: DeclareBlockers | None = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "attack_action",
                           None if self.attacks is None else DeclareAttackers(self.attacks))
        object.__setattr__(self, "block_action",
                           None if self.blocks is None else DeclareBlockers(self.blocks))

    def answer(self, state: GameState, decision: Decision) -> Action | None:
        kind = decision.kind
        if kind == DECLARE_ATTACKERS:
            return self.attack_action
        if kind == DECLARE_BANDS:
            return None if self.bands is None else DeclareBands.of(self.bands)
        if kind == DECLARE_BLOCKERS:
            if self.blocks is None:
                return None
            mine = self._blocks_of(state, decision)
            return self.block_action if mine is self.blocks else DeclareBlockers(mine)
        if kind == ASSIGN_COMBAT_DAMAGE:
            request = decision.request
            assert request is not None
            table = self.first_strike_damage if request.step is Step.FIRST_STRIKE_DAMAGE \
                else self.damage
            split = table.get(request.source)
            return None if split is None else AssignDamage.of(request.source, split)
        if kind in (ORDER_BLOCKERS, ORDER_ATTACKERS):
            assert decision.creature is not None
            order = self.damage_order.get(decision.creature)
            if order is None:
                return None
            return OrderDamage(decision.creature,
                               tuple(c for c in order if c in decision.creatures))
        if kind in (ORDER_REPLACEMENTS, REDIRECT_DAMAGE):
            for name in self.replacement_order:
                if name in decision.options:
                    return ChooseEffect(name)
            return None
        if kind == PRIORITY and self.resolve_effects and decision.player == state.active:
            legal = state.legal_actions()
            for step, effect in state.available_effects:
                action = ResolveEffect(effect.description)
                if step is state.step and action in legal:
                    return action
        return None

    def _blocks_of(self, state: GameState, decision: Decision) -> BlockDeclaration:
        """The scripted blocks of the defending player asked (all of them under Invasion
        Plans). A blocker that no defending player controls is handed to the defender of the
        attacker it names, so the legality engine rejects it (CR 509.1a) instead of the block
        silently vanishing."""
        assert self.blocks is not None
        defender = decision.defender
        permanents = state.permanents
        if defender is None or all(b in permanents and permanents[b].controller == defender
                                   for b, _ in self.blocks):
            return self.blocks  # all the defender's own (the usual case)
        defenders = {defending_player(state, a) for a in state.combat.attackers} \
            if state.combat else set()

        def mine(blocker: str, attackers: Sequence[str]) -> bool:
            if blocker not in state.permanents:
                return False
            controller = state.permanents[blocker].controller
            if controller == defender:
                return True
            return controller not in defenders and \
                any(defending_player(state, a) == defender for a in attackers)

        return BlockDeclaration(tuple((b, a) for b, a in self.blocks if mine(b, a)))


__all__ = ["Agent", "Agents", "DefaultAgent", "NO_BANDS", "Script", "agent_for", "fewest"]
