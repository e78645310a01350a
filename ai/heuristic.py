"""``HeuristicAgent``: a simple scripted policy, a baseline for search and learned policies.

* Attack: every creature that can attack a player attacks (the first opponent it may
  attack, in turn order); planeswalkers are never attacked.
* Block: each potential blocker, in the order the legality engine lists them, blocks one
  not yet blocked attacker if it survives the fight, or else if the two trade and the
  attacker's power is greater than or equal to its own. It prefers a block that kills the
  attacker and survives, then one it survives, then a trade; among equals, the attacker
  with the greatest power, then the first listed. Attackers with menace are never
  blocked (one blocker alone would be illegal, CR 702.111b), and no attacker gets two
  blockers.
* Either declaration, if restrictions or requirements make it illegal, is replaced by the
  legal declaration closest to it (``closest``).
* Combat damage: the default assignment (``sim.damage.default_assignment``: destroy as
  many creatures as possible, then trample over once every blocker has lethal damage).
* Damage assignment order (2016 rules, CR 509.2-509.3): the creatures needing the least
  lethal damage first (ties as declared), so that the assignment can destroy the most.
* Priority: always pass.

"Survives" and "trades" come from ``fight``: the one-on-one exchange of combat damage,
with first strike, double strike, deathtouch and indestructible, and damage already marked.
The policy is deterministic: it reads only the state.
"""

from __future__ import annotations

from typing import Any

from sim.actions import (
    Action,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamage,
)
from sim.agent import DefaultAgent
from sim.combat import STRIKERS
from sim.damage import combat_damage_amount, lethal_damage
from sim.decisions import (
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    ORDER_ATTACKERS,
    ORDER_BLOCKERS,
    Decision,
    DeclarationActions,
    LegalActions,
)
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.keywords import Kw
from sim.legality import LegalDeclarations
from sim.state import GameState


def fight(state: GameState, attacker: str, blocker: str) -> tuple[bool, bool]:
    """``(attacker dies, blocker dies)`` if ``blocker`` alone blocks ``attacker`` and nothing
    else happens (no tricks, no other combatants): each deals damage equal to its power in
    the step or steps it deals damage in (CR 510.4), deaths are checked after each step.
    (Equal to its toughness instead for a creature that assigns combat damage that way,
    510.1a.)"""
    creatures = (attacker, blocker)
    kws = {c: state.keywords(c) for c in creatures}
    left = {c: state.toughness(c) - state.permanents[c].damage for c in creatures}
    marked = dict.fromkeys(creatures, 0)
    dead = dict.fromkeys(creatures, False)
    first_step = any(kw & STRIKERS for kw in kws.values())
    for first in ((True, False) if first_step else (False,)):
        hits: list[tuple[str, int, bool]] = []
        for source, target in ((attacker, blocker), (blocker, attacker)):
            kw = kws[source]
            if first:
                deals = bool(kw & STRIKERS)
            else:
                deals = not first_step or not kw & STRIKERS or bool(kw & Kw.DOUBLE_STRIKE)
            power = combat_damage_amount(state, source)
            if deals and not dead[source] and power > 0:
                hits.append((target, power, bool(kw & Kw.DEATHTOUCH)))
        touched = dict.fromkeys(creatures, False)
        for target, power, deathtouch in hits:
            marked[target] += power
            touched[target] = touched[target] or deathtouch
        for c in creatures:
            lethal = marked[c] >= left[c] or touched[c]
            if not dead[c] and (left[c] <= 0 or lethal) and not kws[c] & Kw.INDESTRUCTIBLE:
                dead[c] = True
    return dead[attacker], dead[blocker]


def closest(legal: LegalDeclarations, wanted: Any) -> Any:
    """``wanted`` if it is legal; otherwise (restrictions or requirements it misses) the legal
    declaration sharing the most assignments with it, then with the fewest others."""
    if wanted in legal:
        return wanted
    mine = set(_pairs(wanted))
    return max(legal, key=lambda d: (len(mine & set(_pairs(d))), -len(set(_pairs(d)) - mine),
                                     str(d)))


def _pairs(decl: Any) -> list[tuple[str, str]]:
    return list(decl.attacks) if isinstance(decl, AttackDeclaration) else list(decl.pairs())


_DEFAULT = DefaultAgent()


class HeuristicAgent:
    """See the module docstring. Implements ``sim.agent.Agent``."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        kind = decision.kind
        if kind == DECLARE_ATTACKERS:
            assert isinstance(legal, DeclarationActions)
            return DeclareAttackers(self.declare_attackers(state, legal))
        if kind == DECLARE_BLOCKERS:
            assert isinstance(legal, DeclarationActions)
            return DeclareBlockers(self.declare_blockers(state, legal))
        if kind in (ORDER_BLOCKERS, ORDER_ATTACKERS):
            assert decision.creature is not None
            return OrderDamage(decision.creature, tuple(self.order_damage_assignment(
                state, decision.creature, decision.creatures)))
        # damage (destroy the most, then trample over), replacement choices, priority
        return _DEFAULT.act(state, decision, legal)

    def declare_attackers(self, state: GameState, legal: DeclarationActions
                          ) -> AttackDeclaration:
        attacks = []
        for creature, targets in legal.legal.options.items():
            player = next((t for t in targets if t in state.players), None)
            if player is not None:
                attacks.append((creature, player))
        decl: AttackDeclaration = closest(legal.legal, AttackDeclaration(tuple(sorted(attacks))))
        return decl

    def declare_blockers(self, state: GameState, legal: DeclarationActions) -> BlockDeclaration:
        blocks: list[tuple[str, tuple[str, ...]]] = []
        taken: set[str] = set()
        for blocker, attackers in legal.legal.options.items():
            best: tuple[int, int, int] | None = None
            choice = None
            for i, attacker in enumerate(attackers):
                if attacker in taken or state.keywords(attacker) & Kw.MENACE:
                    continue
                rank = self.block_rank(state, attacker, blocker)
                if rank is None:
                    continue
                key = (rank, -state.power(attacker), i)
                if best is None or key < best:
                    best, choice = key, attacker
            if choice is not None:
                taken.add(choice)
                blocks.append((blocker, (choice,)))
        decl: BlockDeclaration = closest(legal.legal, BlockDeclaration(tuple(sorted(blocks))))
        return decl

    @staticmethod
    def block_rank(state: GameState, attacker: str, blocker: str) -> int | None:
        """0: the blocker kills the attacker and survives; 1: it survives; 2: a trade with an
        attacker of greater or equal power; ``None``: don't block."""
        attacker_dies, blocker_dies = fight(state, attacker, blocker)
        if not blocker_dies:
            return 0 if attacker_dies else 1
        if attacker_dies and state.power(attacker) >= state.power(blocker):
            return 2
        return None

    def order_damage_assignment(self, state: GameState, creature: str,
                                creatures: tuple[str, ...]) -> list[str]:
        """Least lethal damage first (ties as declared): the order along which the most
        creatures can be assigned lethal damage (CR 510.1c-d, 2016 rules)."""
        deathtouch = state.has(creature, Kw.DEATHTOUCH)
        return sorted(creatures, key=lambda c: lethal_damage(state, c, deathtouch, {}))


__all__ = ["HeuristicAgent", "fight"]
