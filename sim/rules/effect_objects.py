"""What a resolving instruction acts on (CR 608.2b-d): the objects and players an instruction's
reference names (``who``: targets still legal, "its controller" from last known information,
groups, the defending player), and who chooses for the instructions that wait for a choice
(a sacrifice, a discard, ward's payment). ``sim.rules.effect_ops`` runs the instructions.
"""

from __future__ import annotations

from sim.legality.constraints import defending_player
from sim.model import programs as fx
from sim.model.abilities import WARD
from sim.model.damage_verbs import COMBAT_RECIPIENTS, ITSELF, JOINED, OTHER_OPPONENTS, parts
from sim.model.objects import Zone
from sim.model.player_verbs import SACRIFICE_UNLESS_DISCARD
from sim.model.prevention_verbs import ANY_RECIPIENT
from sim.model.stack_objects import Resolving, StackItem
from sim.model.state import GameState
from sim.rules.combat_recipients import combat_recipients
from sim.rules.delayed import same_object
from sim.rules.edicts import sacrifice_question
from sim.rules.hands import chosen_options, discard_question
from sim.rules.targeting import defender, in_group
from sim.rules.unless_discard import unless_options


def who(state: GameState, work: Resolving, ref: str) -> list[str]:
    """The objects or players an instruction acts on (illegal targets left out, 608.2b)."""
    item = work.item
    if JOINED in ref:  # "each creature and each player": every one once (CR 120.2)
        return list(dict.fromkeys(o for part in parts(ref) for o in who(state, work, part)))
    if ref == fx.SELF or ref == ITSELF:  # ("... and 2 damage to itself", CR 120.3)
        return [item.source]
    if ref == fx.THAT and item.those:  # the tokens a delayed ability acts on (603.7c): a
        return [t for t in item.those if t in state.permanents  # token gone has ceased to
                and state.permanents[t].zone is Zone.BATTLEFIELD]  # exist (704.5d)
    if ref == fx.THAT:
        if item.moves >= 0 and not same_object(state, item):
            return []  # a delayed ability's object has changed zones since (603.7c)
        return [] if item.that is None else [item.that]
    if ref == fx.THAT_SPELL:  # a cast trigger's spell, by its stack id (707.10)
        return [] if item.that is None else [item.that]
    if ref == fx.YOU:
        return [item.controller]
    if ref == ANY_RECIPIENT:  # damage to anything (CR 615.1a): no object named
        return []
    if ref == fx.YOURS:
        return [p.id for p in state.creatures(item.controller)]
    if ref == fx.OPPONENTS or ref == OTHER_OPPONENTS:  # (but the trigger's player, 603.2)
        return [p for p in state.opponents(item.controller) if ref == fx.OPPONENTS
                or p != item.that]
    if ref == fx.EACH_PLAYER:  # APNAP order (101.4)
        return state.apnap()
    if ref in fx.THAT_PLAYERS:  # (608.2d: whom of
        return [item.that] if item.that in state.players else []
    if ref == fx.DEFENDING:
        defender = defending(state, item)
        return [] if defender is None else [defender]
    if ref == fx.OTHER_ATTACKERS:
        combat = state.combat
        return [] if combat is None else [a for a in combat.attackers if a != item.source]
    if ref == fx.CREATED:  # the tokens just created (702.92a)
        return list(work.made)
    if ref == fx.ATTACKED:
        return [p.id for p in state.creatures() if p.attacked_this_turn]
    if ref in (fx.ENCHANTED_CREATURE, fx.EQUIPPED_CREATURE):  # 303.4, 301.5
        source = state.permanents.get(item.source)
        attached = None if source is None or source.zone is not Zone.BATTLEFIELD \
            else source.attached_to
        return [] if attached is None else [attached]
    if ref.startswith("group:"):
        return in_group(state, item.effect.groups[int(ref[6:])], item)
    if ref.startswith("controller:"):  # "its controller": of a target still legal as the
        return _controller_of(state, who(state, work, ref[11:]))  # spell began resolving
    if ref.startswith(COMBAT_RECIPIENTS):  # "each creature blocking it" (509.1h, 506.3d)
        return combat_recipients(state, item, ref)
    index = int(ref.split(":")[1])
    if index >= len(item.targets):
        return []
    spec = item.effect.targets[index]
    up_to = spec.up_to if spec.among == index else 0
    if up_to > 1:  # "up to N target ...": each target of the phrase still legal (601.2c)
        return [t for t in item.targets[index:index + up_to] if t in work.legal]
    chosen = item.targets[index]
    return [chosen] if chosen in work.legal else []


def _controller_of(state: GameState, objects: list[str]) -> list[str]:
    """The controller of each object (a permanent an earlier instruction destroyed or exiled:
    its last known information, CR 608.2h)."""
    out = []
    for o in objects:
        spell = next((i for i in state.stack if i.id == o), None)
        if spell is not None:  # a spell or ability a trigger is about (603.2)
            out.append(spell.controller)
            continue
        perm = state.permanents.get(o)
        if perm is not None and perm.zone is not Zone.BATTLEFIELD:
            perm = state.last_known.get(o)
        if perm is not None:
            out.append(perm.controller)
    return out


def warded(state: GameState, work: Resolving) -> StackItem | None:
    """The spell or ability the instruction resolving counters unless its controller pays, if
    it is still on the stack: a ward trigger's (``that``: its stack id), or a counterspell's
    target ("counter target spell unless its controller pays {N}")."""
    op = work.item.effect.ops[work.index] if work.index < len(work.item.effect.ops) else None
    wanted = who(state, work, op.who) if op is not None and op.verb == fx.COUNTER_SPELL \
        else [work.item.that]
    return next((i for i in state.stack if i.id in wanted), None)


def defending(state: GameState, item: StackItem) -> str | None:
    """"Defending player" for a resolving ``item`` (CR 506.2): the player the creature the
    trigger is about attacks (or whose planeswalker it attacks), else the source's."""
    combat = state.combat
    if combat is not None and item.that is not None and item.that in combat.attackers:
        return defending_player(state, item.that)
    return defender(state, item)


def sacrifice_options(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """Who sacrifices next for the instruction waiting in ``work`` and the permanents they
    may choose: those of the kinds they control, not yet chosen (CR 701.21a, 101.4)."""
    op = work.item.effect.ops[work.index]
    n = op.amount * work.item.x if op.x else op.amount
    question = sacrifice_question(state, who(state, work, op.who), op.card, n, work.chosen,
                                  op.rule, work.item.source)
    return ("", ()) if question is None else question[:2]


def discard_options(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """Who chooses the next card to discard for the instruction waiting in ``work`` (the
    player who discards, or the controller for "you choose a ... card from it"), and the
    cards they may choose (CR 701.9a)."""
    op = work.item.effect.ops[work.index]
    if op.verb == SACRIFICE_UNLESS_DISCARD:  # 118.12a: the controller's card of the kind
        return work.item.controller, unless_options(state, work)
    if op.verb == WARD:  # 702.21a: "ward—discard a card": the countered one's controller
        target = warded(state, work)
        return ("", ()) if target is None else (target.controller, tuple(
            p.id for p in state.cards(target.controller, Zone.HAND)))
    if op.verb == fx.DISCARD_CHOSEN:  # 701.9a: "you choose a <kind> card from it"
        players = [p for p in who(state, work, op.who) if p in state.players]
        return work.item.controller, chosen_options(state, players[0], op.card) \
            if players else ()
    n = op.amount * work.item.x if op.x else op.amount
    question = discard_question(state, who(state, work, op.who), n, work.chosen)
    return ("", ()) if question is None else question[:2]


__all__ = ["who", "warded", "defending", "sacrifice_options", "discard_options"]
