"""The instructions that move or change permanents and cards as spells and abilities resolve
(CR 608.2c; handlers of ``sim.rules.effect_ops.OPS``): exile (406.2), return to a hand (400.7),
a card from a graveyard to a hand or the battlefield (110.2a), attach (701.3), gain control
(613.1b), "doesn't untap during its controller's next untap step" (502.3).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.board import attached_control, change_controller, lost_control
from sim.model.card import PERMANENT_CARD_TYPES
from sim.model.events import Bounced, Exiled
from sim.model.granted_abilities import changes_attached
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Duration, Effect, Zone
from sim.model.stack_objects import PERMANENT_CHOICE, TRIGGER, Resolving
from sim.model.state import GameState
from sim.model.tapped_durations import begins, source_duration, while_tapped
from sim.rules import ascend
from sim.rules.answers import answer
from sim.rules.entering_attacking import WAITING, attacked
from sim.rules.linked_exile import record_linked
from sim.rules.return_counters import entering_counters
from sim.rules.source_durations import add_lasting
from sim.rules.targeting import enchantable, equippable
from sim.rules.tokens import enter_battlefield


def on_battlefield(state: GameState, objects: list[str]) -> list[str]:
    """The objects of ``objects`` on the battlefield."""
    return [o for o in objects
            if o in state.permanents and state.permanents[o].zone is Zone.BATTLEFIELD]


def _in_graveyard(state: GameState, objects: list[str]) -> list[str]:
    return [o for o in objects
            if o in state.permanents and state.permanents[o].zone is Zone.GRAVEYARD]


def exile(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Exile <permanent>", "exile target card from a graveyard" (CR 406.2): it moves to exile,
    a new object (400.7)."""
    exiled = on_battlefield(state, objects)
    for o in exiled:
        state.move(o, Zone.EXILE)
        state.log(Exiled, permanent=o, reason=f"exiled by {work.item.name}")
    for o in _in_graveyard(state, objects):
        state.move(o, Zone.EXILE)
    if state.permanents.get(work.item.source) is not None:
        record_linked(state, work, list(exiled))  # 607.2a: "the exiled card" of another
    return True                                    # ability of the same object


def return_to_hand(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """"Return <permanent> to its owner's hand" (CR 400.7: a new object, in its owner's hand,
    108.3); a token goes too, and ceases to exist as state-based actions are checked
    (704.5d)."""
    for o in on_battlefield(state, objects):
        perm = state.permanents[o]
        state.move(o, Zone.HAND)
        perm.controller = perm.owner
        state.log(Bounced, permanent=o, source=work.item.source)
    for o in _left(state, work, objects):  # "when ~ | enchanted creature dies, return it |
        _left_to_hand(state, o)           # that card to its owner's hand" (400.7d)
    return True


def _left(state: GameState, work: Resolving, objects: list[str]) -> list[str]:
    """The objects ``objects`` names that left the battlefield as the resolving ability
    triggered on their leaving (CR 603.6c, 603.10a: "when ~ dies", "when enchanted creature
    dies"): it finds each in the zone it went to (400.7d)."""
    item = work.item
    source = state.permanents.get(item.source)
    known = state.last_known.get(item.source)  # (an ability it had been granted, 613.1f)
    if item.kind != TRIGGER or source is None or not any(
            t.event in _LEAVING and t.program is item.program for t in source.card.triggered
            + (known.card.triggered if known is not None else ())):
        return []
    return [o for o in objects if o in (item.source, item.that)]


#: the trigger events of ~ leaving the battlefield (CR 603.6c, 700.4): zone-change triggers
_LEAVING = frozenset(("Died", "Left"))


def _left_to_hand(state: GameState, pid: str) -> None:
    """CR 400.7d: an ability triggering as ~ left the battlefield finds the new object it
    became in the public zone it went to (its graveyard, exile) — the card that left, one zone
    change after its last known information, not moved since — and returns it to its owner's
    hand (a new object again, 400.7); a token has ceased to exist (704.5d)."""
    if not _became(state, pid):
        return
    perm = state.permanents[pid]
    state.move(pid, Zone.HAND)
    perm.controller = perm.owner


def _became(state: GameState, pid: str) -> bool:
    """Whether ``pid`` is the card that left the battlefield as it was last known, one zone
    change later, in a graveyard or exile, not a token (CR 400.7d, 704.5d)."""
    perm = state.permanents.get(pid)
    known = state.last_known.get(pid)
    return perm is not None and known is not None and not perm.token and \
        perm.moves == known.moves + 1 and perm.zone in (Zone.GRAVEYARD, Zone.EXILE)


def graveyard_to_hand(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                       n: int) -> bool:
    """"Return target card from your graveyard to your hand" (CR 400.7: a new object)."""
    for o in _in_graveyard(state, objects):
        state.move(o, Zone.HAND)
    return True


def graveyard_to_battlefield(state: GameState, work: Resolving, op: fx.Op,
                              objects: list[str], n: int) -> bool:
    """"Return target creature card from your graveyard to the battlefield [tapped] [under
    your control]" (CR 400.7): a new permanent, under its owner's control unless it says
    "under your control" (110.2a); a card that isn't a permanent card stays where it is
    (110.4b: only permanent cards can be put onto the battlefield). "Tapped and attacking"
    (508.4, ``sim.rules.entering_attacking``): what it attacks is chosen first (False while
    that waits); a card entering under another player's control attacks nothing (506.3)."""
    if op.who in (fx.THAT, fx.SELF):  # the card a creature that died became (400.7d)
        objects = [o for o in _left(state, work, objects) if _became(state, o)]
    returned = [o for o in _in_graveyard(state, objects)
                if PERMANENT_CARD_TYPES.intersection(state.permanents[o].card.types) and
                not state.permanents[o].token]
    target = attacked(state, work) if op.attacking and returned else None  # 508.4
    if target == WAITING:
        return False
    for o in returned:
        perm = state.permanents[o]
        controller = work.item.controller if op.rule else perm.owner
        enter_battlefield(state, o, controller, tapped=op.tapped, counters=entering_counters(op),
                          attacking=target if controller == work.item.controller else None)
    return True


def exile_to_battlefield(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                         n: int) -> bool:
    """"Return that card to the battlefield under its owner's control" (CR 400.7, 110.2): a
    card still in exile — the one a delayed ability is about (603.7c) — returns, a new
    permanent under its owner's control, or the ability's controller's for "under your
    control", "with a +1/+1 counter on it" (``Op.amount``: it enters with it, 614.1c); a card
    that isn't a permanent card stays in exile (110.4b)."""
    for o in objects:
        perm = state.permanents.get(o)
        if perm is None or perm.zone is not Zone.EXILE or perm.token or \
                not PERMANENT_CARD_TYPES.intersection(perm.card.types):
            continue
        enter_battlefield(state, o, work.item.controller if op.rule else perm.owner,
                          counters={PLUS: op.amount} if op.amount else None)  # 614.1c
    return True


def attach(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Attach ~ to <object>" (CR 701.3a), equip's instruction (702.6a): the source, still on
    the battlefield, becomes attached to it — unless it can't be (an Equipment to anything
    but a creature, to itself, or while it is a creature itself, 301.5c; an Aura to what its
    enchant ability doesn't allow, 303.4d): then it doesn't move (701.3b); attaching it to
    what it is already attached to does nothing (701.3b)."""
    source = state.permanents.get(work.item.source)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return True
    subtypes = source.card.subtypes
    legal = attach_options(state, work, objects)
    if op.who == fx.CREATED and len(legal) > 1:  # "attach ~ to it": doubled tokens (614.1a)
        pick = answer(state, work, PERMANENT_CHOICE, legal)  # its controller picks one
        if pick is None:
            return False
        legal = (pick,)
    for o in legal:
        source.attached_to = o
        state.changes += 1  # a P/T change may make a creature die (704.3, 704.5f-g)
        if "Aura" in subtypes or changes_attached(source.card):  # "you control enchanted
            attached_control(state)  # creature" moves with it (613.7e), what it grants too
    return True


def attach_options(state: GameState, work: Resolving, objects: list[str]) -> tuple[str, ...]:
    """The objects of ``objects`` the source of ``work`` may become attached to (701.3b)."""
    source = state.permanents[work.item.source]
    subtypes = source.card.subtypes
    return tuple(o for o in on_battlefield(state, objects) if not (
        source.attached_to == o or "Equipment" in subtypes and not equippable(state, source, o)
        or "Aura" in subtypes and not enchantable(state, source, o)))


def same_source(state: GameState, work: Resolving) -> bool:
    """Whether the source of ``work``'s ability is still the object it was as the ability was
    put on the stack (CR 400.7, ``StackItem.moves``; no record: the same)."""
    item = work.item
    perm = state.permanents.get(item.source)
    return item.moves < 0 or perm is not None and perm.moves == item.moves


def gain_control(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                  n: int) -> bool:
    """"Gain control of target creature [until end of turn]" (CR 613.1b, 611.2a): the
    ability's controller controls it while the effect lasts (given back as it ends,
    ``Board.end_effects``); it can't attack this turn unless it has haste (302.6), and it
    leaves combat (506.4)."""
    player, source = work.item.controller, while_tapped(op.duration, work.item.source)
    if source and not (begins(state, Effect(frozenset(), Duration(op.duration), source=source,
                                            controller=player)) and same_source(state, work)):
        return True  # 611.2b: its duration already over, it does nothing
    for o in on_battlefield(state, objects):
        if state.permanents[o].controller != player:
            take_control(state, o, player, Effect(frozenset({o}), Duration(op.duration),
                                                  description=work.item.name,
                                                  source=source or while_tapped(
                                                      op.duration, "", player)))
    ascend.ascend_permanents(state, player)  # now theirs: the tenth permanent (CR 702.131b)
    return True


def take_control(state: GameState, o: str, player: str, effect: Effect) -> None:
    """``player`` gains control of the permanent ``o`` (CR 613.1b) by the control-changing
    ``effect`` (its duration, description and source; its controller and who controlled
    ``o`` before are set here): it can't attack or {T} this turn unless it has haste (302.6)
    and it leaves combat (506.4)."""
    before = state.permanents[o].controller
    lost_control(state, o)  # suspend's haste ends (702.62a)
    change_controller(state, o, player)  # 302.6, 611.2b, 506.4
    state.static_sources = None
    state.add_effect(attrs.evolve(effect, controller=player, previous=frozenset({(o, before)})))
    attached_control(state)  # the Aura gained gives what it enchants (303.4, 613.1b)


def freeze(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Those creatures don't untap during their controller's next untap step" (CR 502.3,
    611.2a): they have "doesn't untap" until their controller's next untap step has passed
    (``sim.rules.turn``)."""
    present = frozenset(on_battlefield(state, objects))
    lasting = source_duration(op.rule)  # "... untap step for as long as ~ remains tapped | you
    if present and lasting is not None:  # control ~" (CR 611.2b: ``add_lasting``)
        add_lasting(state, work, Effect(present, lasting, add=Kw.DOESNT_UNTAP,
                                        description=work.item.name, source=work.item.source))
    elif present:
        state.add_effect(Effect(present, Duration.NEXT_UNTAP, add=Kw.DOESNT_UNTAP,
                                description=work.item.name))
    return True
