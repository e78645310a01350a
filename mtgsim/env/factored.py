"""Factored decisions: declarations asked one creature at a time, every decision as an index
of the fixed action space (``mtgsim.env.encoding``), and the episode driver both
environments share.

**Declarations (CR 508.1, 509.1), one creature at a time.** ``Declaration`` walks the
creatures that can take part (the legality engine's ``options``, in its order) and asks each in
turn: don't attack, or attack the opponent (or a planeswalker or battle: a generic slot); don't
block, or block the attacker in an opponent's creature slot. A creature that may block several
attackers (CR 509.1a, "can block an additional creature") is asked again after each attacker it
takes on, ``NO`` meaning "no more". The choices accumulate; the engine sees only the finished
declaration. An index is allowed exactly when some legal declaration extends the choices so
far with it (``LegalDeclarations.can_complete``, the legality engine's exact completion test;
when no restriction, requirement or cost ties the creatures together, every move each
creature can make on its own is allowed without asking). So every sequence of allowed
choices ends in a legal declaration, and every legal declaration is reached by one.

**Other decisions** map their legal actions to indices (``encoding.option_table``).

**Answered without asking** (``Episode``): the kinds in ``auto`` (by default: combat damage
assignment, damage assignment orders, replacement and redirection choices, trigger order,
mana payment, bands — rarely what a policy should learn) by the default policy
(``sim.engine.agents.DefaultAgent``); with ``skip_forced``, any decision, or creature of a
declaration, with one allowed choice.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

import numpy as np

from mtgsim.env import encoding as enc
from sim.engine.agents import Agent, DefaultAgent
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import Action, DeclareAttackers, DeclareBlockers
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.errors import MtgsimError
from sim.model.state import GameState

#: the decision kinds answered by the default policy unless the environment is told otherwise
AUTO: frozenset[str] = frozenset({
    DecisionKind.ASSIGN_COMBAT_DAMAGE, DecisionKind.ORDER_BLOCKERS, DecisionKind.ORDER_ATTACKERS,
    DecisionKind.ORDER_REPLACEMENTS, DecisionKind.REDIRECT_DAMAGE, DecisionKind.ORDER_TRIGGERS,
    DecisionKind.CHOOSE_PAYMENT, DecisionKind.DECLARE_BANDS})
#: the most legal actions of one non-declaration decision that are looked at
OPTIONS_LOOKED_AT = 256

Move = tuple[str, ...]


class MaskedActionError(MtgsimError):
    """An action index the current mask does not allow (a ``ValueError``)."""


class Declaration:
    """An attack or block declaration being built one creature at a time (see the module
    docstring) for ``legal`` (the decision's ``DeclarationActions``)."""

    def __init__(self, state: GameState, decision: Decision, legal: DeclarationActions,
                 slots: enc.Slots) -> None:
        self.state = state
        self.decision = decision
        self.legal = legal
        self.slots = slots
        self.attacks = decision.kind == DecisionKind.DECLARE_ATTACKERS
        judge = legal.legal.judge
        independent = judge.independent
        self.free = independent is not None
        moves = dict(independent) if independent is not None else judge.problem.moves
        #: each creature that can take part, with its moves (tuples of targets or attackers)
        self.moves: dict[str, tuple[Move, ...]] = {c: tuple(m) for c, m in moves.items()}
        self.order = [c for c in legal.legal.options if c in self.moves]
        self.position = 0
        self.chosen: dict[str, Move] = {}
        #: the targets or attackers the creature asked now has taken on so far
        self.partial: Move = ()
        self._generic: dict[str, int] = {}
        self._completes: dict[tuple[tuple[str, Move], ...], bool] = {}
        self._mask: np.ndarray | None = None

    @property
    def asked(self) -> str | None:
        """The creature being decided, or None when every creature is."""
        return self.order[self.position] if self.position < len(self.order) else None

    def index_of(self, target: str) -> int | None:
        """The action index naming ``target`` (a player, planeswalker or battle attacked, or
        an attacker blocked), or None when it has no slot."""
        i = self.slots.index.get(target)
        if i is not None and (i == enc.OPPONENT or enc.OPP <= i < enc.ME):
            return i
        if not self.attacks:
            return None
        g = self._generic.setdefault(target, enc.GENERIC + len(self._generic))
        return g if g < enc.N_ACTIONS else None

    def _can_complete(self, creature: str, move: Move) -> bool:
        if self.free:
            return True
        partial = {**self.chosen, creature: move}
        key = tuple(sorted(partial.items()))
        known = self._completes.get(key)
        if known is None:
            known = self.legal.legal.judge.can_complete(partial)
            self._completes[key] = known
        return known

    def _extensions(self, creature: str, partial: Move) -> list[Move]:
        """The moves of ``creature`` that contain ``partial`` and add to it."""
        have = set(partial)
        return [m for m in self.moves[creature] if len(m) > len(partial) and have <= set(m)]

    def mask(self) -> np.ndarray:
        """The allowed action indices (``int8``) for the creature asked now."""
        if self._mask is not None:
            return self._mask
        mask = np.zeros(enc.N_ACTIONS, dtype=np.int8)
        c = self.asked
        if c is not None:
            partial = self.partial
            if (not partial or partial in self.moves[c]) and self._can_complete(c, partial):
                mask[enc.NO] = 1
            have = set(partial)
            for m in self._extensions(c, partial):
                for t in m:
                    if t in have:
                        continue
                    i = self.index_of(t)
                    if i is None or mask[i]:
                        continue
                    if self._can_complete(c, m):
                        mask[i] = 1
        self._mask = mask
        return mask

    def choose(self, index: int) -> None:
        """Apply the choice ``index`` for the creature asked (must be allowed)."""
        mask = self.mask()
        if not 0 <= index < enc.N_ACTIONS or not mask[index]:
            raise MaskedActionError(f"action {index} is not allowed for {self.asked} "
                                    f"(allowed: {np.flatnonzero(mask).tolist()})")
        c = self.asked
        assert c is not None
        self._mask = None
        if index == enc.NO:
            self._finish(c, self.partial)
            return
        target = next(t for m in self._extensions(c, self.partial) for t in m
                      if t not in self.partial and self.index_of(t) == index)
        grown = tuple(sorted((*self.partial, target)))
        if not self._extensions(c, grown):
            self._finish(c, grown)
        else:
            self.partial = grown

    def _finish(self, creature: str, move: Move) -> None:
        self.chosen[creature] = move
        self.partial = ()
        self.position += 1

    @property
    def done(self) -> bool:
        """Whether every creature of the declaration has been asked."""
        return self.position >= len(self.order)

    def action(self) -> Action:
        """The finished declaration as the engine's action."""
        if self.attacks:
            return DeclareAttackers(AttackDeclaration(tuple(sorted(
                (c, m[0]) for c, m in self.chosen.items() if m))))
        return DeclareBlockers(BlockDeclaration(tuple(sorted(
            (c, m) for c, m in self.chosen.items() if m))))


class Choice:
    """A non-declaration decision: its legal actions by action index."""

    def __init__(self, legal: LegalActions, slots: enc.Slots) -> None:
        n = legal.count()
        actions = list(legal) if n <= OPTIONS_LOOKED_AT else \
            [legal[i] for i in range(OPTIONS_LOOKED_AT)]
        self.table = enc.option_table(actions, slots)
        mask = np.zeros(enc.N_ACTIONS, dtype=np.int8)
        mask[list(self.table)] = 1
        self._mask = mask

    def mask(self) -> np.ndarray:
        """The allowed indices (1) of the choice's action space."""
        return self._mask


class Episode:
    """One play driven by action indices: ``state`` advanced through the decisions nobody is
    asked about (``auto`` kinds, forced choices with ``skip_forced``, and the players in
    ``agents``, who act through ``Agent.act`` on the engine's own decisions) to the next
    index a learning player chooses (``player``, ``mask()``, ``observe()``, ``step(i)``)."""

    def __init__(self, state: GameState, *, auto: Collection[str] = AUTO,
                 skip_forced: bool = True, agents: Mapping[str, Agent] | None = None,
                 turn_scale: float = 20.0) -> None:
        self.state = state
        self.auto = frozenset(auto)
        self.skip_forced = skip_forced
        self.agents = dict(agents or {})
        self.turn_scale = turn_scale
        self.default = DefaultAgent()
        self.declaration: Declaration | None = None
        self.choice: Choice | None = None
        self.slots: enc.Slots | None = None
        #: every action applied to the engine, in order (for tests and replays)
        self.applied: list[tuple[Action, LegalActions]] = []
        self.advance()

    @property
    def player(self) -> str | None:
        """Who chooses the next index (None: the play is over)."""
        decision = self.state.decision
        return None if decision is None else decision.player

    def _apply(self, action: Action, legal: LegalActions) -> None:
        self.applied.append((action, legal))
        self.state.apply(action)

    def advance(self) -> None:
        """Play on until a learning player must choose an index, or the play is over."""
        state = self.state
        self.declaration = self.choice = None
        while True:
            decision = state.decision
            if decision is None:
                return
            legal = state.legal_actions()
            player = decision.player
            if player in self.agents:
                self._apply(self.agents[player].act(state, decision, legal), legal)
                continue
            if decision.kind in self.auto:
                self._apply(self.default.act(state, decision, legal), legal)
                continue
            if self.skip_forced and legal.count() == 1:
                self._apply(legal[0], legal)
                continue
            slots = enc.Slots(state, player)
            self.slots = slots
            if decision.kind in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
                assert isinstance(legal, DeclarationActions)
                declaration = Declaration(state, decision, legal, slots)
                if self._settle(declaration):
                    return
                continue
            choice = Choice(legal, slots)
            if self.skip_forced and len(choice.table) == 1:
                self._apply(next(iter(choice.table.values())), legal)
                continue
            self.choice = choice
            return

    def _settle(self, declaration: Declaration) -> bool:
        """Make the forced choices of ``declaration`` (with ``skip_forced``); True when a
        creature's choice is left to the player, False when the declaration was applied."""
        while not declaration.done:
            mask = declaration.mask()
            allowed = np.flatnonzero(mask)
            if len(allowed) == 0:  # a creature or target past the slots: the default policy
                state = self.state
                legal = declaration.legal
                self._apply(self.default.act(state, declaration.decision, legal), legal)
                return False
            if not self.skip_forced or len(allowed) > 1:
                self.declaration = declaration
                return True
            declaration.choose(int(allowed[0]))
        self._apply(declaration.action(), declaration.legal)
        return False

    def mask(self) -> np.ndarray:
        """The allowed indices of the pending choice (all zero when the play is over)."""
        if self.declaration is not None:
            return self.declaration.mask()
        if self.choice is not None:
            return self.choice.mask()
        return np.zeros(enc.N_ACTIONS, dtype=np.int8)

    def observe(self, player: str) -> np.ndarray:
        """``player``'s observation (``encoding.observe``), with the pending choice when it is
        theirs."""
        state = self.state
        mine = self.player == player
        decision = state.decision
        kind = decision.kind if mine and decision is not None else None
        declaration = self.declaration if mine else None
        slots = self.slots if mine and self.slots is not None else enc.Slots(state, player)
        return enc.observe(state, player, slots, kind=kind,
                           asked=declaration.asked if declaration else None,
                           chosen=declaration.chosen if declaration else None,
                           turn_scale=self.turn_scale)

    def step(self, index: int) -> None:
        """Make the pending choice ``index`` (``MaskedActionError`` if it is not allowed)."""
        index = int(index)
        if self.declaration is not None:
            declaration = self.declaration
            declaration.choose(index)
            self.declaration = None
            if not self._settle(declaration):
                self.advance()
            return
        if self.choice is None:
            raise MaskedActionError("no choice is pending: the play is over")
        action = self.choice.table.get(index)
        if action is None:
            raise MaskedActionError(f"action {index} is not allowed (allowed: "
                                    f"{sorted(self.choice.table)})")
        self._apply(action, self.state.legal_actions())
        self.advance()


__all__ = ["AUTO", "Declaration", "Choice", "Episode", "MaskedActionError"]
