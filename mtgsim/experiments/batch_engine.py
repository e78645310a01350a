"""The batch engine of Monte Carlo runs (``mtgsim.montecarlo(batch=...)``): each play's attack
and block chosen exactly as the scalar engine's loop chooses them, the combats resolved by the
kernel (``mtgsim.batch.resolve``).

Why the results are the scalar engine's, play for play. On a board that qualifies
(``reasons``), after the runner's ``fixed_prefix`` every play of a scenario stands at the same
position, and the only decisions left are the attack and block declarations (CR 508.1,
509.1) and the combat damage assignments (510.1). The position at the block declaration
depends only on the attack declared, and what the combat comes to only on the two
declarations. So a ``Tree`` per scenario holds, once: the position at each declaration left
to a policy, its ``LegalActions`` (built by the scalar engine), and one leaf per legal
(attack, block) pair; the kernel resolves every leaf's combat in one call. Between two such
declarations the tree is grown by the one decision-loop driver (``sim.engine.play.drive``,
through ``mtgsim.experiments.plays.advance_forced``), which applies what every play applies
alike — the file's scripted answer, the only legal action when there is one (no agent asked,
no number drawn) — and pauses where an agent would be asked. Each play then walks the tree
(``Tree.walk``), asking at each of its declarations the very same policy code the driver
asks, in the same order, with the batch's generator: ``agent.act(state, decision, legal)``
— ``legal.sample(rng)`` for the random policy. Sampling from a kept legal list draws
exactly what sampling from a fresh one draws: ``Judge.sample`` draws each group of creatures
from its listed legal choices (the same list, however it was cached), and the rejection
sampling whose use depends on that cache is only for groups of more than
``SAMPLE_ENUMERATE_LIMIT`` combinations (at most ``(SLOTS + 1) ** SLOTS`` = 64 here, asserted
as the module loads).

Damage assignments. The kernel plays the default policy's
(``sim.legality.damage_assignment.default_assignment``). When the attacking player's policy is
``random`` and an attacker of a play has more than one legal assignment (``Result.choices``: blocked
by two or more creatures, or a trampler with damage beyond lethal; a blocker's is always forced),
the scalar engine would draw it: that play's combat is then finished by the scalar engine from the
leaf's position, with the play's agents and generator, so later plays draw what they would have.
Every other play's figures are the kernel's.

Records (``keep``, ``out``). The actions a play took (``PlayRecord.actions``) are the engine's
history, which the kernel does not make: the first time a leaf's plays need it, the scalar
engine plays the leaf once from its position and the actions are taken from that play,
whose outcome must equal the kernel's (else ``BatchMismatchError``: a bug in one of them).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import numpy as np

from mtgsim.batch import keyword_bits as kw
from mtgsim.batch.board_arrays import MAX_LIFE, MAX_PT, SLOTS, Boards, Side
from mtgsim.batch.kernel import resolve
from mtgsim.batch.result import FIRST_STRIKE_STEP, REGULAR_STEP, Result
from mtgsim.experiments.plays import Figures, advance_forced, figures_of, play_error
from sim.engine import core as engine
from sim.engine.agents import Agents, DefaultAgent, agent_for
from sim.engine.play import play
from sim.legality.enumeration import SAMPLE_ENUMERATE_LIMIT
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import Action, DeclareAttackers, DeclareBlockers
from sim.model.decisions import Decision, DecisionKind
from sim.model.editions import Edition, has_damage_assignment_order
from sim.model.errors import MtgsimError
from sim.model.keywords import Kw
from sim.model.objects import Step, Zone
from sim.model.state import GameState

#: the rules editions whose combat damage the kernel plays (no damage assignment order: CR
#: 510.1c-d as now, and 2004's 310.2c-d; ``sim.model.editions``)
EDITIONS = (Edition.CURRENT, Edition.Y2004)

#: the policies the batch engine plays (their declarations are drawn by the scalar engine's
#: own code; their damage assignments are the kernel's, or the scalar engine's, see above)
POLICIES = ("default", "random")

#: each keyword the kernel plays, with its bit (``mtgsim.batch.keyword_bits``)
KERNEL_KEYWORDS: dict[Kw, int] = {
    Kw.FLYING: kw.FLYING, Kw.REACH: kw.REACH, Kw.FIRST_STRIKE: kw.FIRST_STRIKE,
    Kw.DOUBLE_STRIKE: kw.DOUBLE_STRIKE, Kw.DEATHTOUCH: kw.DEATHTOUCH, Kw.TRAMPLE: kw.TRAMPLE,
    Kw.LIFELINK: kw.LIFELINK, Kw.MENACE: kw.MENACE, Kw.INDESTRUCTIBLE: kw.INDESTRUCTIBLE,
    Kw.INFECT: kw.INFECT, Kw.WITHER: kw.WITHER}

#: abilities that act only on which attacks and blocks are legal, or on tapping to attack,
#: never on combat damage: the scalar engine's legal lists judge them, and the kernel has
#: nothing to do for them. Vigilance (CR 702.20b: nothing reads the tapped status after the
#: declarations here), defender (702.3b), haste (702.10b), the evasion abilities (702.28b
#: shadow, 702.31b horsemanship, 702.36b fear, 702.13b intimidate, 702.118b skulk), the
#: restrictions of 508.1c and 509.1b-c ("can't attack", "can't block", "can't be blocked",
#: "... except by two or more creatures", "... by more than one creature", "can block only
#: creatures with flying", "can't attack or block alone", "can only attack alone") and the
#: requirements of 508.1d and 509.1c ("attacks each combat if able", lure, "must be
#: blocked", ...); hexproof and shroud (702.11, 702.18: nothing targets here).
DECLARATION_ONLY = (
    Kw.VIGILANCE | Kw.DEFENDER | Kw.HASTE | Kw.CANT_ATTACK | Kw.CANT_BLOCK | Kw.HORSEMANSHIP
    | Kw.SHADOW | Kw.FEAR | Kw.INTIMIDATE | Kw.SKULK | Kw.UNBLOCKABLE | Kw.EXCEPT_BY_TWO
    | Kw.EXCEPT_BY_THREE | Kw.ONE_BLOCKER | Kw.BLOCKS_ONLY_FLYERS | Kw.CANT_ATTACK_ALONE
    | Kw.CANT_BLOCK_ALONE | Kw.ATTACKS_ALONE | Kw.ATTACKS_EACH_COMBAT | Kw.ATTACKS_EACH_TURN
    | Kw.BLOCKS_EACH_COMBAT | Kw.LURE | Kw.MUST_BE_BLOCKED | Kw.ATTACKS_WITH_ANY
    | Kw.LEADS_ATTACK | Kw.HEXPROOF | Kw.SHROUD)

_KERNEL_MASK = 0
for _flag in KERNEL_KEYWORDS:
    _KERNEL_MASK |= int(_flag)
#: every ability bit a creature of a qualifying board may have
PLAYABLE = _KERNEL_MASK | int(DECLARATION_ONLY)

# a kept legal list samples as a fresh one only while no group of creatures is drawn by
# rejection (see the module docstring): true of every board of up to SLOTS creatures a side
assert (SLOTS + 1) ** SLOTS <= SAMPLE_ENUMERATE_LIMIT

#: the steps from which the kernel plays a combat: the engine is stopped as one begins
_DAMAGE_ON = frozenset({Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT,
                        Step.COMBAT_OVER})


class BatchMismatchError(RuntimeError):
    """The kernel and the scalar engine disagree on a play's outcome: a bug in one of them
    (never bad input)."""


def _before_damage(state: GameState) -> bool:
    return state.step in _DAMAGE_ON


def _names(mask: int) -> str:
    return ", ".join((flag.name or str(flag)).lower().replace("_", " ")
                     for flag in Kw if flag and mask & int(flag) == int(flag))


def job_reasons(sources: Sequence[str], states: Sequence[GameState],
                policies: Mapping[str, str]) -> list[str]:
    """Why the batch engine can't play a job: each policy it does not play, then each
    scenario's ``reasons`` (named by its position and source). Empty when it can."""
    out = []
    players = {p for state in states for p in state.players}
    for player, name in sorted(policies.items()):
        if player in players and name not in POLICIES:
            out.append(f"player {player}'s policy {name!r} has no batched form (the batch "
                       f"engine plays the {' and '.join(POLICIES)} policies)")
    for k, state in enumerate(states):
        out += [f"scenario {k + 1} ({sources[k]}): {why}" for why in reasons(state)]
    return out


def reasons(state: GameState) -> list[str]:
    """Why the kernel can't play the plays of ``state`` (a scenario started and run through
    ``fixed_prefix``): every way it is outside what the kernel plays (docs/batch.md). Empty
    when it can, or when nothing is left to choose (every play is then the same one)."""
    if state.is_terminal():
        return []
    out = []
    decision = state.pending
    if decision is None or decision.kind not in (DecisionKind.DECLARE_ATTACKERS,
                                                 DecisionKind.DECLARE_BLOCKERS):
        what = "nothing" if decision is None else decision.kind
        out.append(f"the first decision left open is {what}, not a declaration of attackers "
                   "or blockers")
    if len(state.players) != 2:
        out.append(f"{len(state.players)} players (the kernel plays two)")
    if state.rules not in EDITIONS or has_damage_assignment_order(state.rules):
        out.append(f"rules edition {state.rules.value} (the kernel plays combat damage as the "
                   f"{' and '.join(e.value for e in EDITIONS)} editions assign it)")
    script = state.script
    if script is not None and (script.damage or script.first_strike_damage
                               or script.damage_order):
        out.append("the file scripts combat damage (the kernel plays the default policy's "
                   "assignments)")
    if script is not None and script.entries:
        out.append("the file scripts casts, activations or triggered abilities' choices")
    if script is not None and state.script_next < len(script.casts):
        out.append("the file scripts casts or activations")
    if state.effects or state.damage_effects or state.rule_effects or state.available_effects \
            or state.stack or state.triggered or state.casting is not None \
            or state.resolving is not None or state.damage_work is not None:
        out.append("continuous, replacement or scripted effects, or objects on the stack")
    for pid, player in state.players.items():
        if not 1 <= player.life <= MAX_LIFE or not 0 <= player.poison <= 9 or player.lost:
            out.append(f"player {pid}'s life {player.life} or poison {player.poison} (the "
                       f"kernel plays life 1 to {MAX_LIFE} and poison 0 to 9)")
    count: dict[str, int] = {}
    for pid, perm in state.permanents.items():
        card = perm.card
        label = pid if card.name == pid else f"{pid} ({card.name})"
        if perm.zone is not Zone.BATTLEFIELD:
            out.append(f"{label} is in the {perm.zone.value} (the kernel plays creatures on "
                       "the battlefield only)")
            continue
        if not card.is_creature or card.is_planeswalker or card.is_battle:
            out.append(f"{label} is not a creature (the kernel plays creatures only)")
            continue
        count[perm.controller] = count.get(perm.controller, 0) + 1
        if not card.inert:
            out.append(f"{label} has a triggered or activated ability, or flash")
        if card.statics:
            out.append(f"{label} has a static ability")
        params = state.params(pid)
        if params:
            words = ", ".join(sorted(" ".join(str(x) for x in p) for p in params))
            out.append(f"{label} has abilities the kernel does not play ({words})")
        extra = state.keywords(pid) & ~PLAYABLE
        if extra:
            out.append(f"{label} has abilities the kernel does not play ({_names(extra)})")
        power, toughness = state.power(pid), state.toughness(pid)
        if not 0 <= power <= MAX_PT or not 1 <= toughness <= MAX_PT:
            out.append(f"{label} is a {power}/{toughness} (the kernel plays power 0 to "
                       f"{MAX_PT} and toughness 1 to {MAX_PT})")
        if perm.damage or perm.deathtouched or perm.counters or perm.attached_to:
            out.append(f"{label} has damage or counters on it, or is attached")
    for controller, n in count.items():
        if n > SLOTS:
            out.append(f"{controller} has {n} creatures (the kernel plays up to {SLOTS} a side)")
    combat = state.combat
    if combat is not None:
        if combat.bands:
            out.append("attacking bands (CR 702.22)")
        for attacker, target in combat.attackers.items():
            if target not in state.players or target == state.active:
                out.append(f"{attacker} attacks {target}, not the defending player")
    return out


@attrs.define(eq=False)
class Node:
    """A declaration every play reaching it leaves to its policy: the position, the decision,
    its legal actions (kept, see the module docstring), the default policy's answer once
    asked, and what each declaration leads to (keyed by the declaration)."""

    state: GameState
    decision: Decision
    legal: DeclarationActions
    children: dict[Any, Node | Leaf] = attrs.Factory(dict)
    default: Action | None = None


@attrs.define(eq=False)
class Leaf:
    """A play's declarations made: ``state`` is the position the play goes on from (the block
    declaration's, ``block`` then applied to it; or the engine stopped as combat damage
    begins), ``attackers`` and ``blocks`` (blocker, attacker) what the kernel plays, in the
    order the scalar engine lists them; then the kernel's ``figures`` and ``choice``
    (``Result.choices``). ``error``: a scripted declaration the rules forbid."""

    state: GameState
    block: Action | None
    attackers: tuple[str, ...]
    blocks: tuple[tuple[str, str], ...]
    error: MtgsimError | None = None
    figures: Figures | None = None
    choice: bool = False
    probed: bool = False
    #: ``state`` with ``block`` applied (the engine run to the next decision), made the first
    #: time a play of the leaf is finished by the scalar engine
    after: GameState | None = None


class Tree:
    """One scenario's decisions and leaves (see the module docstring), built once per
    scenario and job in each worker (``tree_for``) and used by every play of every batch
    there; ``walk`` plays one."""

    def __init__(self, prepared: GameState, scenario: int, start: int) -> None:
        self.scenario = scenario
        #: where the plays' events begin (``figures_of``)
        self.start = start
        self.active = prepared.active
        self.defender = next(p for p in prepared.players if p != self.active)
        #: the order state-based actions look at the permanents (CR 704.3; ``Outcome.died``)
        self.order = {pid: k for k, pid in enumerate(prepared.permanents)}
        self.creatures: dict[str, tuple[int, int, int]] = {}
        for perm in prepared.creatures():
            mask = prepared.keywords(perm.id)
            bits = 0
            for flag, bit in KERNEL_KEYWORDS.items():
                if mask & int(flag):
                    bits |= bit
            self.creatures[perm.id] = (prepared.power(perm.id), prepared.toughness(perm.id),
                                       bits)
        self._waiting: list[Leaf] = []
        self.root = self._node(prepared.clone())
        self._resolve()

    # --- building ---------------------------------------------------------------------------
    def _node(self, state: GameState) -> Node:
        """The decision ``state`` leaves to its policy, with every declaration it may get
        expanded."""
        decision = state.pending
        assert decision is not None
        if decision.kind not in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
            raise BatchMismatchError(
                f"scenario {self.scenario + 1}: the batch engine met a {decision.kind} "
                "decision before combat damage (a board "
                "mtgsim.experiments.batch_engine.reasons accepted wrongly)")
        legal = state.legal_actions()
        assert isinstance(legal, DeclarationActions)
        node = Node(state, decision, legal)
        # listed after ``count`` as the decision loop counts first, so the list's lazy parts
        # are made in the order a fresh list makes them (the draws don't depend on them: see
        # the module docstring)
        legal.count()
        for action in [legal.wrap(d) for d in legal.legal]:
            node.children[self._key(action)] = self._child(node, action)
        return node

    def _key(self, action: Action) -> Any:
        if not isinstance(action, (DeclareAttackers, DeclareBlockers)):
            raise BatchMismatchError(f"scenario {self.scenario + 1}: a policy answered a "
                                     f"declaration with {action!r}")
        return action.declaration

    def _child(self, node: Node, action: Action) -> Node | Leaf:
        """Where ``action`` leads from ``node``: after an attack, the block declaration left
        to a policy (or, with none, a leaf); after a block, a leaf."""
        if node.decision.kind == DecisionKind.DECLARE_BLOCKERS:
            return self._leaf(node.state, action)
        state = node.state.clone()
        try:
            engine.apply(state, action, _before_damage)
        except MtgsimError as err:
            leaf = self._leaf(node.state, action)
            leaf.error = err
            return leaf
        return self._onward(state)

    def _onward(self, state: GameState) -> Node | Leaf:
        """Where a play goes from ``state``: through the decisions every play makes alike (the
        file's blocks, a block with one legal form: ``advance_forced``, by the decision-loop
        driver) to the next declaration left to a policy, or to a leaf as combat damage
        begins. A scripted block the rules forbid makes a leaf holding the error."""
        try:
            asked = advance_forced(state, _before_damage)
        except MtgsimError as err:
            return Leaf(state, None, (), (), error=err)
        return self._node(state) if asked else self._leaf(state, None)

    def _leaf(self, state: GameState, block: Action | None) -> Leaf:
        combat = state.combat
        attackers = tuple(combat.attackers) if combat is not None else ()
        if isinstance(block, DeclareBlockers):
            declared = block.declaration.blocks  # CR 509.1: in the order blocked_by lists
        else:
            declared = tuple(combat.blocks.items()) if combat is not None else ()
        pairs = []
        for blocker, blocked in declared:
            if len(blocked) != 1:
                raise BatchMismatchError(f"{blocker} blocks {len(blocked)} creatures (the "
                                         "kernel plays a blocker blocking one)")
            pairs.append((blocker, blocked[0]))
        leaf = Leaf(state, block, attackers, tuple(pairs))
        self._waiting.append(leaf)
        return leaf

    def _resolve(self) -> None:
        """The kernel's figures of every leaf built since the last call, in one call."""
        leaves = [leaf for leaf in self._waiting if leaf.error is None]
        self._waiting = []
        if not leaves:
            return
        boards = self._boards(leaves)
        boards.validate()
        result = resolve(boards, choices=True)
        assert result.choices is not None
        for i, leaf in enumerate(leaves):
            leaf.figures = self._figures(leaf, result, i)
            leaf.choice = bool(result.choices[i])

    def _boards(self, leaves: Sequence[Leaf]) -> Boards:
        n = len(leaves)
        shape = (n, SLOTS)
        sides = [Side(np.zeros(shape, np.int8), np.ones(shape, np.int8),
                      np.zeros(shape, np.uint16), np.zeros(shape, np.bool_)) for _ in range(2)]
        blocks = np.full(shape, -1, np.int8)
        life = np.zeros((n, 2), np.int16)
        poison = np.zeros((n, 2), np.int16)
        for i, leaf in enumerate(leaves):
            slot = {a: k for k, a in enumerate(leaf.attackers)}
            blockers = [b for b, _ in leaf.blocks]
            for side, creatures in zip(sides, (leaf.attackers, blockers), strict=True):
                if len(creatures) > SLOTS:
                    raise BatchMismatchError(f"{len(creatures)} creatures on a side")
                for k, pid in enumerate(creatures):
                    power, toughness, bits = self.creatures[pid]
                    side.power[i, k], side.toughness[i, k] = power, toughness
                    side.keywords[i, k], side.present[i, k] = bits, True
            for j, (_, attacker) in enumerate(leaf.blocks):
                blocks[i, j] = slot[attacker]
            players = leaf.state.players
            for k, pid in enumerate((self.active, self.defender)):
                life[i, k], poison[i, k] = players[pid].life, players[pid].poison
        return Boards(sides[0], sides[1], blocks, life, poison)

    def _figures(self, leaf: Leaf, result: Result, i: int) -> Figures:
        """Leaf ``i``'s figures from the kernel's arrays, shaped as the scalar engine's:
        players in their order, the dead by damage step then in the order of the permanents
        (CR 704.3, 510.4), the damage dealt to each player (CR 120.3)."""
        state = leaf.state
        index = {self.active: 0, self.defender: 1}
        life = {p: int(result.life[i, index[p]]) for p in state.players}
        poison = {p: int(result.poison[i, index[p]]) for p in state.players}
        losers = tuple(p for p in state.players if result.lost[i, index[p]])
        ids = list(leaf.attackers) + [""] * (SLOTS - len(leaf.attackers)) \
            + [b for b, _ in leaf.blocks] + [""] * (SLOTS - len(leaf.blocks))
        steps = result.died_step[i]
        died: list[str] = []
        for step in (FIRST_STRIKE_STEP, REGULAR_STEP):
            died += sorted((pid for pid, s in zip(ids, steps, strict=True) if s == step),
                           key=self.order.__getitem__)
        damage = {p: int(result.player_damage[i, index[p]]) for p in state.players
                  if result.player_damage[i, index[p]]}
        to_opponents = sum(n for p, n in damage.items() if p != self.active)
        return Figures.of(state, life, poison, losers, tuple(died), damage, to_opponents)

    # --- playing ----------------------------------------------------------------------------
    def _decide(self, node: Node, agents: Agents) -> Action:
        """What the decision loop (``sim.engine.play.drive``) asks of the policy at ``node``,
        drawing what it draws: ``agent.act``, the default policy's answer asked once."""
        agent = agent_for(agents, node.decision.player)
        if type(agent) is DefaultAgent:  # stateless and deterministic: asked once
            if node.default is None:
                node.default = agent.act(node.state, node.decision, node.legal)
            return node.default
        return agent.act(node.state, node.decision, node.legal)

    def walk(self, agents: Agents, index: int, actions: bool = False) -> Figures:
        """Play ``index`` (the batch's plays in order, ``agents`` made with its generator),
        from the root down to its leaf: its figures (``actions``: with the actions taken)."""
        node = self.root
        while True:
            action = self._decide(node, agents)
            key = self._key(action)
            child = node.children.get(key)
            if child is None:  # not among those listed (never, with these policies)
                child = node.children[key] = self._child(node, action)
                self._resolve()
            if isinstance(child, Leaf):
                break
            node = child
        leaf = child
        if leaf.error is not None:
            raise play_error(f"scenario {self.scenario + 1}, play {index}", leaf.error)
        if leaf.choice and type(agent_for(agents, self.active)) is not DefaultAgent:
            return self._scalar(leaf, agents, index, actions)
        if actions and not leaf.probed:
            self._probe(leaf)
        assert leaf.figures is not None
        return leaf.figures

    def _scalar(self, leaf: Leaf, agents: Agents, index: int, actions: bool) -> Figures:
        """The play's combat finished by the scalar engine from the leaf's position, with
        its agents (drawing from its generator what the scalar loop draws)."""
        if leaf.after is None:  # what every play of the leaf does alike, done once
            leaf.after = leaf.state.clone()
            if leaf.block is not None:
                engine.apply(leaf.after, leaf.block)
        state = leaf.after.clone()
        try:
            play(state, agents)
        except MtgsimError as err:
            raise play_error(f"scenario {self.scenario + 1}, play {index}", err) from None
        return figures_of(state, self.start, actions)

    def _probe(self, leaf: Leaf) -> None:
        """The leaf's actions, from the scalar engine playing it once (its plays make no
        choice the default policy would not: see ``play``), checked against the kernel."""
        state = leaf.state.clone()
        if leaf.block is not None:
            engine.apply(state, leaf.block)
        play(state, DefaultAgent())
        probe = figures_of(state, self.start, True)
        mine = leaf.figures
        assert mine is not None
        if (dict(probe.life), dict(probe.poison), probe.losers, probe.died, dict(probe.damage),
                probe.to_opponents) != (dict(mine.life), dict(mine.poison), mine.losers,
                                        mine.died, dict(mine.damage), mine.to_opponents):
            raise BatchMismatchError(
                f"scenario {self.scenario + 1}: after {', '.join(probe.actions)}, the kernel "
                f"gives {mine} and the scalar engine {probe}")
        leaf.figures = attrs.evolve(mine, actions=probe.actions)
        leaf.probed = True


_LOCAL = threading.local()


def tree_for(token: str, prepared: GameState, scenario: int, start: int) -> Tree:
    """Scenario ``scenario``'s ``Tree`` (``prepared``: where its plays start): built on first
    use in this thread and kept for the job's later batches (``token`` names the job; a new
    job's trees replace the last one's; "" keeps nothing)."""
    if not token:
        return Tree(prepared, scenario, start)
    kept: tuple[str, dict[int, Tree]] | None = getattr(_LOCAL, "trees", None)
    if kept is None or kept[0] != token:
        kept = (token, {})
        _LOCAL.trees = kept
    tree = kept[1].get(scenario)
    if tree is None:
        tree = kept[1][scenario] = Tree(prepared, scenario, start)
    return tree


__all__ = ["EDITIONS", "POLICIES", "KERNEL_KEYWORDS", "DECLARATION_ONLY", "PLAYABLE",
           "BatchMismatchError", "job_reasons", "reasons", "Tree", "Node", "Leaf", "tree_for"]
