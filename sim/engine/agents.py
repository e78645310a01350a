"""Who chooses: agents, the default policy, and a scenario's scripted choices.

An agent is anything with ``act(state, decision, legal) -> action``: given the position, the
pending ``Decision`` and its ``LegalActions``, it returns one of them. The engine never calls
an agent; ``sim.engine.play.play`` drives the decision loop and asks them. ``DefaultAgent`` is the
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

import attr
import attrs
import numpy as np
from mypy_extensions import mypyc_attr

from sim.legality.constraints import defending_player
from sim.legality.damage_assignment import banding_assignment, default_assignment
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import (
    NO,
    PASS,
    YES,
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    ChooseEffect,
    DeclareAttackers,
    DeclareBands,
    DeclareBlockers,
    OrderDamage,
    PlayLand,
    ResolveEffect,
    TurnFaceUp,
)
from sim.model.decisions import ChoiceActions, Decision, DecisionKind, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.modes import MODE_JOIN
from sim.model.objects import MAIN_PHASES, Step, Zone
from sim.model.programs import Activated
from sim.model.stack_objects import StackItem
from sim.model.state import GameState
from sim.rules.arriving import ARRIVING
from sim.rules.exile_play import may_play
from sim.rules.replacement import PW_REDIRECT
from sim.rules.stack_targets import on_stack

# Decision kinds as plain module names for the per-decision hot path: on Python 3.11 an
# enum member's attribute lookup (``DecisionKind.PRIORITY``) goes through ``EnumType``'s
# ``__getattr__`` hook, several times the cost of a global.
_DECLARE_ATTACKERS, _DECLARE_BANDS, _DECLARE_BLOCKERS = (
    DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BANDS, DecisionKind.DECLARE_BLOCKERS)
_ASSIGN_COMBAT_DAMAGE, _ORDER_BLOCKERS, _ORDER_ATTACKERS = (
    DecisionKind.ASSIGN_COMBAT_DAMAGE, DecisionKind.ORDER_BLOCKERS, DecisionKind.ORDER_ATTACKERS)
_PRIORITY, _CHOOSE_OPTIONAL = DecisionKind.PRIORITY, DecisionKind.CHOOSE_OPTIONAL


class Agent(Protocol):
    """Anything that chooses: ``act`` returns one of a decision's legal actions (see the module
    docstring)."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """One of ``legal``: what ``decision.player`` does."""
        ...


Agents = Agent | Mapping[str, Agent]


def agent_for(agents: Agents, player: str) -> Agent:
    """``player``'s agent: ``agents[player]`` when ``agents`` maps players to agents, else
    ``agents`` itself (one agent for every player)."""
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


class RandomAgent:
    """A uniformly random legal policy (implements ``Agent``): each decision's action is drawn
    uniformly from its legal actions (``LegalActions.sample``), every draw from ``rng``. The
    policy of ``sim.engine.play.random_playout`` and of the name "random"
    (``ai.random_policy``)."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """A legal action drawn uniformly at random (``legal.sample``)."""
        action: Action = legal.sample(self.rng)
        return action


@mypyc_attr(allow_interpreted_subclasses=True)  # subclassed outside sim
class DefaultAgent:
    """The default policy (see the module docstring). Stateless and deterministic."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """The default policy's action (see the module docstring): no attackers and no blockers
        when legal, no bands, the damage split of ``default_assignment`` (``banding_assignment``
        under banding), orders as declared, pass, decline a "you may"; for any other decision,
        the first legal action."""
        kind = decision.kind
        if kind == _ASSIGN_COMBAT_DAMAGE:
            request = decision.request
            assert request is not None
            split = banding_assignment(request) if request.banding \
                else default_assignment(request)
            action = AssignDamage.of(request.source, split)
            return action if action in legal else legal[0]
        if kind == _DECLARE_ATTACKERS:
            assert isinstance(legal, DeclarationActions)
            return fewest(legal, AttackDeclaration())  # type: ignore[no-any-return]
        if kind == _DECLARE_BANDS:
            return NO_BANDS  # always legal (CR 702.22c: "may")
        if kind == _DECLARE_BLOCKERS:
            assert isinstance(legal, DeclarationActions)
            return fewest(legal, BlockDeclaration())  # type: ignore[no-any-return]
        if kind in (_ORDER_BLOCKERS, _ORDER_ATTACKERS):
            assert decision.creature is not None
            return OrderDamage(decision.creature, decision.creatures)  # as declared
        if kind == _PRIORITY:
            return PASS
        if kind == _CHOOSE_OPTIONAL:
            return NO  # decline what is optional, as it passes and attacks with nothing
        first: Action = legal[0]  # replacement effects: the first listed; redirection: keep
        return first


#: the choice of a ``play`` entry paying the life its land asks to enter untapped (CR 614.12)
PAY_LIFE = "pay life"


@attrs.frozen(slots=True)
class ScriptEntry:
    """One ``[combat] actions`` entry of a scenario: in ``step``, ``player`` casts the card
    ``cast`` from hand (a name or an id), activates ability ``ability`` of ``activate`` (an
    index among its activated abilities in Oracle-text order, or the ability's text), plays
    the land ``play`` from hand (a special action, CR 305.1, 116.2a), or answers for a
    triggered ability of ``trigger`` as it goes on the stack; with its
    ``targets``, ``x``, ``mode``, ``divide`` (divided damage, each target's share) and
    ``choices`` ("yes"/"no" for a "you may" or for paying ward's cost, what a creature
    entering attacking attacks, "a source of your choice", the permanents the defending
    player sacrifices to annihilator, the replacement effect to apply or the planeswalker to
    redirect its damage to, the creatures tapped for a crew cost, 702.122a). ``label``
    names it in messages (``combat.actions[2]``)."""

    label: str
    step: Step
    player: str
    cast: str = ""
    activate: str = ""
    ability: int | str = 0
    trigger: str = ""
    targets: tuple[str, ...] = ()
    x: int | None = None
    mode: int | None = None
    choices: tuple[str, ...] = ()
    #: divided damage: each target's share, in the order of ``targets`` (601.2d)
    divide: tuple[int, ...] = ()
    #: a land to play (its name or id in the player's hand)
    play: str = ""
    #: made at sorcery speed (a land, a spell without flash that is not an instant, a loyalty
    #: ability: CR 305.1, 307.1, 606.3): it waits, in its main phase, for the stack to be empty
    sorcery: bool = False
    #: several modes chosen ("mode": [0, 2] in the scenario: "choose two —", CR 700.2)
    modes: tuple[int, ...] = ()
    #: a face-down permanent to turn face up (its id; a special action, CR 702.37e, 116.2b)
    face_up: str = ""

    def __str__(self) -> str:
        what = f"cast {self.cast}" if self.cast else f"activate {self.activate} " \
            f"{self.ability}" if self.activate else f"play {self.play}" if self.play \
            else f"turn {self.face_up} face up" if self.face_up else f"trigger of {self.trigger}"
        where = "phase" if self.step in MAIN_PHASES else "step"
        return f"{self.label} ({self.player}: {what}, {self.step.value} {where})"


_CHOICE_KINDS = {DecisionKind.CHOOSE_MODE: "mode", DecisionKind.CHOOSE_X: "x",
                 DecisionKind.CHOOSE_TARGET: "target", DecisionKind.CHOOSE_DIVISION: "divide",
                 DecisionKind.CHOOSE_CREW: "crew",
                 DecisionKind.CHOOSE_COST: "cost"}


#: choices made as an ability resolves, answered by the entry's ``choices`` (ids)
_ANSWERS = {DecisionKind.CHOOSE_ATTACKED: "attacked", DecisionKind.CHOOSE_SOURCE: "source",
            DecisionKind.CHOOSE_SACRIFICE: "sacrifice", DecisionKind.CHOOSE_RETURN: "return",
            DecisionKind.CHOOSE_PLACE: "place", DecisionKind.CHOOSE_CARD: "card",
            DecisionKind.CHOOSE_DISCARD: "discard",
            DecisionKind.CHOOSE_PERMANENT: "permanent",
            DecisionKind.CHOOSE_QUALITY: "quality", DecisionKind.CHOOSE_MANA: "mana"}


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
    #: ``[combat] actions``: casts, activations and land plays run in order, trigger answers
    #: when their ability goes on the stack
    entries: tuple[ScriptEntry, ...] = ()
    #: the declarations as actions, made once (``answer`` is on the hot path)
    attack_action: DeclareAttackers | None = attr.ib(init=False, eq=False, repr=False)
    block_action: DeclareBlockers | None = attr.ib(init=False, eq=False, repr=False)

    #: the indices of the cast, activation and land entries, in order
    casts: tuple[int, ...] = attr.ib(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "casts", tuple(i for i, e in enumerate(self.entries)
                                                if not e.trigger))
        object.__setattr__(self, "attack_action",
                           None if self.attacks is None else DeclareAttackers(self.attacks))
        object.__setattr__(self, "block_action",
                           None if self.blocks is None else DeclareBlockers(self.blocks))

    def answer(self, state: GameState, decision: Decision) -> Action | None:
        """The scripted action for ``decision``, or None to leave it to the agents: the file's
        declarations, bands, damage splits and orders, ``replacement_order``, its
        ``[combat] actions`` entries (the next cast or activation when it is the player's, then
        that entry's choices and answers) and its ``[[effects]]``. Records the script's progress
        in ``state`` (the next entry, the entries linked to stack objects)."""
        kind = decision.kind
        if kind == _DECLARE_ATTACKERS:
            return self.attack_action
        if kind == _DECLARE_BANDS:
            return None if self.bands is None else DeclareBands.of(self.bands)
        if kind == _DECLARE_BLOCKERS:
            if self.blocks is None:
                return None
            mine = self._blocks_of(state, decision)
            return self.block_action if mine is self.blocks else DeclareBlockers(mine)
        if kind == _ASSIGN_COMBAT_DAMAGE:
            request = decision.request
            assert request is not None
            table = self.first_strike_damage if request.step is Step.FIRST_STRIKE_DAMAGE \
                else self.damage
            split = table.get(request.source)
            return None if split is None else AssignDamage.of(request.source, split)
        if kind in (_ORDER_BLOCKERS, _ORDER_ATTACKERS):
            assert decision.creature is not None
            order = self.damage_order.get(decision.creature)
            if order is None:
                return None
            return OrderDamage(decision.creature,
                               tuple(c for c in order if c in decision.creatures))
        if kind in (DecisionKind.ORDER_REPLACEMENTS, DecisionKind.REDIRECT_DAMAGE):
            entry = self._linked(state, state.resolving.item) if state.resolving else None
            for choice in entry.choices if entry is not None else ():
                # an effect's name, or the planeswalker to redirect to / "keep" (2016 rules)
                for name in (choice, f"{PW_REDIRECT} to {choice}", f"{PW_REDIRECT}: {choice}"):
                    if name in decision.options:
                        return ChooseEffect(name)
            for name in self.replacement_order:
                if name in decision.options:
                    return ChooseEffect(name)
            return None
        if kind == _PRIORITY and self.wants(state, decision.player):
            return self._cast(state)
        if kind in _CHOICE_KINDS:
            return self._choice(state, _CHOICE_KINDS[kind])
        if kind == _CHOOSE_OPTIONAL:
            entry = self._linked(state, state.resolving.item) if state.resolving else None
            if entry is None:
                return None
            answers = [c for c in entry.choices if c in ("yes", "no")]
            return NO if answers[:1] == ["no"] else YES  # scripted: done unless told "no"
        if kind in _ANSWERS and state.resolving is not None:
            item = state.resolving.item
            entry = self._linked(state, item)
            if entry is None:
                return None
            # ``choices``, or the ``targets`` beyond the ability's own targets
            wanted = (*entry.choices, *entry.targets[len(item.targets):])
            what = _ANSWERS[kind]
            return next((Choose(what, w) for w in wanted if w in decision.options), None)
        if kind == DecisionKind.CHOOSE_PAY and state.resolving is not None:  # ward (702.21a)
            entry = self._linked(state, state.resolving.item)
            if entry is not None and state.resolving.asking == ARRIVING \
                    and PAY_LIFE in entry.choices:  # 614.12: a fetched shock land's life
                return YES
            answers = [c for c in entry.choices if c in ("yes", "no")] if entry else []
            return None if not answers else YES if answers[0] == "yes" else NO
        if kind == _PRIORITY and self.resolve_effects \
                and decision.player == state.active:
            legal = state.legal_actions()
            for step, effect in state.available_effects:
                action = ResolveEffect(effect.description)
                if step is state.step and action in legal:
                    return action
        return None

    def reserve(self, state: GameState, player: str, legal: LegalActions) -> LegalActions:
        """``legal`` (``player``'s priority actions) without casting, playing or activating
        what the file's entries not yet run have ``player`` cast, play or activate later: a
        policy deciding what the file leaves open never uses up a scripted card, so no
        choice of policy makes a valid scenario fail."""
        held: set[str] = set()
        for i in self.casts[state.script_next:]:
            entry = self.entries[i]
            if entry.player == player:
                for name in (entry.cast, entry.play):
                    if name:
                        held.add(find_in_hand(state, player, name) or name)
                if entry.activate:
                    held.add(entry.activate)
        if not held:
            return legal
        kept = tuple(a for a in legal if not (
            isinstance(a, CastSpell | PlayLand) and a.card in held
            or isinstance(a, ActivateAbility) and a.source in held))
        return legal if len(kept) == legal.count() else ChoiceActions(kept, "priority actions")

    def wants(self, state: GameState, player: str) -> bool:
        """Whether the next cast, activation or land entry is ``player``'s, in this step (one
        made at sorcery speed once the stack is empty, CR 307.1)."""
        i = state.script_next
        if i >= len(self.casts):
            return False
        entry = self.entries[self.casts[i]]
        return entry.step is state.step and entry.player == player \
            and not (entry.sorcery and state.stack)

    def unused(self, state: GameState) -> list[ScriptEntry]:
        """The entries that never ran in the play ``state`` has reached: casts and activations
        not yet made, trigger entries no triggered ability of their source asked for."""
        waiting = set(self.casts[state.script_next:])
        return [e for i, e in enumerate(self.entries)
                if i in waiting or e.trigger and i not in state.script_used]

    def _cast(self, state: GameState) -> Action:
        index = self.casts[state.script_next]
        entry = self.entries[index]
        state.script_next += 1
        state.script_label = str(entry)
        if entry.play:  # a special action: no stack object (CR 116.2a)
            land = find_in_hand(state, entry.player, entry.play) or entry.play
            play = PlayLand(land, PAY_LIFE in entry.choices)  # 614.12: a shock land's life
            ways = [a for a in state.legal_actions() if isinstance(a, PlayLand)
                    and a.card == land and a.pay == play.pay and a.choice]
            if ways:  # 614.12: "as ~ enters, choose a color": the entry's, else the first
                named = [c for c in entry.choices if c != PAY_LIFE]
                return attrs.evolve(play, choice=named[0]) if named else ways[0]
            return play
        if entry.face_up:  # a special action too (116.2b, 702.37e): for its morph or
            # disguise cost, else (a manifested creature card) for its mana cost (701.40b)
            by_cost = TurnFaceUp(entry.face_up)
            by_mana = TurnFaceUp(entry.face_up, True)
            legal = state.legal_actions()
            return by_mana if by_cost not in legal and by_mana in legal else by_cost
        state.script_links += ((f"s{state.stack_count + 1}", index),)  # its stack object
        if entry.cast:
            return CastSpell(find_in_hand(state, entry.player, entry.cast) or entry.cast)
        return ActivateAbility(entry.activate, _ability_index(state, entry))

    def _linked(self, state: GameState, item: Any) -> ScriptEntry | None:
        """The entry answering for the stack object ``item``: linked when cast, or — for a
        triggered ability — the first unused entry naming its source in this step."""
        for stack_id, index in state.script_links:
            if stack_id == item.id:
                return self.entries[index]
        if getattr(item, "kind", "") != "trigger":
            return None
        for index, entry in enumerate(self.entries):
            if entry.trigger == item.source and entry.step is state.step \
                    and index not in state.script_used:
                state.script_used = state.script_used | {index}
                state.script_links += ((item.id, index),)
                return entry
        return None

    def _choice(self, state: GameState, what: str) -> Action | None:
        casting = state.casting
        if casting is None:
            return None
        item = casting.item
        entry = self._linked(state, item)
        if entry is None:
            return None
        state.script_label = str(entry)
        if what == "mode":
            if entry.modes:  # 700.2: several modes, joined as the choice names them
                return Choose("mode", MODE_JOIN.join(map(str, entry.modes)))
            return None if entry.mode is None else Choose("mode", str(entry.mode))
        if what == "x":
            return None if entry.x is None else Choose("x", str(entry.x))
        if what == "divide":
            return Choose("divide", ",".join(map(str, entry.divide))) if entry.divide else None
        if what == "crew":  # the creatures its ``choices`` name, in order (702.122a)
            return next((Choose("crew", c) for c in entry.choices
                         if c not in casting.crew_tapped), None)
        if what == "cost":  # kicker ("kicked"), or what pays an additional cost (601.2b, h)
            options = state.decision.options if state.decision is not None else ()
            return next((Choose("cost", c) for c in entry.choices if c in options), None)
        k = len(item.targets)
        specs = item.effect.targets
        if k < len(entry.targets):
            wanted = entry.targets[k]
            if k < len(specs) and on_stack(specs[k]):
                # a spell is named by its card: the stack object it is now (CR 112.1); an
                # ability by its source: its latest on the stack (113.3b-c)
                stack: list[StackItem] = state.stack  # (mypyc can't type ``reversed``)
                wanted = next((i.id for i in stack[::-1] if i.source == wanted), wanted)
            return Choose("target", wanted)
        # an optional slot the entry does not fill stays empty ("one or two targets")
        return Choose("target", "none") if k < len(specs) and specs[k].optional else None

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
        return BlockDeclaration(tuple((b, a) for b, a in self.blocks
                                      if _blocker_of(state, defender, defenders, b, a)))


def _blocker_of(state: GameState, defender: str, defenders: set[str | None], blocker: str,
                attackers: Sequence[str]) -> bool:
    """Whether the scripted ``blocker`` (blocking ``attackers``) is the asked ``defender``'s
    to declare (a module-level function: mypyc cannot compile a closure in a method of an
    attrs class)."""
    if blocker not in state.permanents:
        return False
    controller = state.permanents[blocker].controller
    if controller == defender:
        return True
    return controller not in defenders and \
        any(defending_player(state, a) == defender for a in attackers)


def find_in_hand(state: GameState, player: str, name: str) -> str | None:
    """The id of the card ``name`` (an id, or a card name, case-insensitively) in ``player``'s
    hand — else, by name, a card with parameters in their graveyard (one cast with flashback,
    CR 702.34a) — or None (a scripted cast of it is then refused with reasons)."""
    hand = state.cards(player, Zone.HAND)
    for card in hand:
        if card.id == name:
            return card.id
    for card in hand:
        if card.card.name.lower() == name.lower():
            return card.id
    for card in state.cards(player, Zone.GRAVEYARD):  # flashback (CR 702.34a)
        if card.card.name.lower() == name.lower() and card.card.params:
            return card.id
    for card in state.cards(player, Zone.EXILE):  # an effect lets them play it (CR 601.2)
        if card.card.name.lower() == name.lower() and may_play(state, player, card):
            return card.id
    return None


def ability_named(abilities: Sequence[Activated], text: str) -> int:
    """The index of the activated ability whose text (or effect text) is ``text``, ignoring
    case and a final period; -1 if none is."""
    wanted = text.strip().lower().rstrip(".")
    for i, ability in enumerate(abilities):
        if wanted in (ability.text.lower().rstrip("."), ability.effect.lower().rstrip(".")):
            return i
    return -1


def _ability_index(state: GameState, entry: ScriptEntry) -> int:
    """``entry.ability`` as an index: an int, or the ability's text."""
    if isinstance(entry.ability, int):
        return entry.ability
    perm = state.permanents.get(entry.activate)
    return -1 if perm is None else ability_named(perm.card.activated, entry.ability)
