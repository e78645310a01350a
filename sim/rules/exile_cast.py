"""Cards cast from exile without paying their mana costs: rebound (CR 702.88a) and suspend
(702.62a). One instruction casts them, ``CAST_FROM_EXILE`` ("you may cast this card from exile
without paying its mana cost"): as it resolves, if the card is still the object in exile the
ability is about (400.7), its controller chooses to cast it or not (a ``CARD_CHOICE``: its id,
or "none"; not asked when it can't be cast: a text the engine doesn't run, no legal target);
the cast itself follows the resolution (``sim.rules.casting.begin_free_cast``, as cascade's,
702.85a), its timing permissions not applying (608.2g); a card not cast stays in exile.

Rebound: an instant or sorcery spell cast from its owner's hand is marked as it is cast
(``StackItem.exiled_as``); as it resolves it is exiled instead of going to the graveyard
(``rebound``), and a delayed triggered ability (603.7) is created: at the beginning of its
owner's next upkeep, they may cast it from exile.

Suspend: a special action (116.2f, ``SpecialAction`` "suspend"): any time its owner could cast
the card from their hand (its timing, 117.1a, 307.1), they pay its suspend cost and exile it
with N time counters on it (``suspend``). A card in exile with suspend and a time counter is
suspended (702.62b). At the beginning of its owner's upkeep, "if this card is suspended, remove
a time counter from it" (``upkeep_triggers``); as the last is removed, "when the last time
counter is removed from this card, if it's exiled, you may cast it without paying its mana
cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains
haste until you lose control of the spell or the permanent it becomes" (``haste``).
"""

from __future__ import annotations

import attrs

from sim.model.abilities import SUSPEND
from sim.model.board import UNTIL_CONTROL_LOST
from sim.model.events import CostPaid
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import Duration, Effect, Permanent, Zone
from sim.model.programs import NEXT_YOUR_UPKEEP, SELF, THAT, Op, Program
from sim.model.stack_objects import (
    CARD_CHOICE,
    SPELL,
    TRIGGER,
    DelayedTrigger,
    Resolving,
    StackItem,
)
from sim.model.state import GameState
from sim.model.zone_verbs import CAST_COPY, CAST_FROM_EXILE, REMOVE_TIME
from sim.rules.activation import sorcery_speed, split_second
from sim.rules.answers import answer
from sim.rules.casting import begin_free_cast, castable_free
from sim.rules.costs import can_pay, pay
from sim.rules.flash_casting import permitted  # CR 702.8a: suspend as it could be cast
from sim.rules.spell_costs import spell_param

#: ``StackItem.exiled_as``: cast from hand with rebound (702.88a); cast by suspend (702.62a)
REBOUND, HASTE = "rebound", "haste"
#: the answer that declines the cast
NONE = "none"
#: suspend's counters (CR 702.62a)
TIME = "time"

_AGAIN = Program("you may cast this card from exile without paying its mana cost",
                 ops=(Op(CAST_FROM_EXILE, THAT),))
_LAST = Program("when the last time counter is removed from this card, if it's exiled, you may "
                "cast it without paying its mana cost if able",
                ops=(Op(CAST_FROM_EXILE, THAT, amount=1),))
_REMOVE = Program("at the beginning of your upkeep, if this card is suspended, remove a time "
                  "counter from it", ops=(Op(REMOVE_TIME, SELF),))


def rebound(state: GameState, item: StackItem) -> None:
    """Rebound (CR 702.88a): the resolving spell ``item`` is exiled instead of going to its
    owner's graveyard, and the delayed triggered ability is created that lets them cast it at
    the beginning of their next upkeep (603.7a: about the card as it is in exile, 400.7)."""
    state.move(item.source, Zone.EXILE)
    perm = state.permanents[item.source]
    state.delayed = (*state.delayed, DelayedTrigger(
        NEXT_YOUR_UPKEEP, perm.owner, item.source, item.name, _AGAIN, item.source, perm.moves,
        state.turn, str(state.step)))
    state.record_events = True  # it waits on the event stream (``sim.rules.triggers``)


def cast_from_exile(state: GameState, work: Resolving, op: Op, objects: list[str],
                    n: int) -> bool:
    """``CAST_FROM_EXILE`` (module docstring); False while the choice waits. ``op.amount`` 1:
    suspend's cast, a creature spell cast gains haste (702.62a)."""
    player = work.item.controller
    oid = objects[0] if objects else ""
    perm = state.permanents.get(oid)
    if perm is None or perm.zone is not Zone.EXILE or not castable_free(state, player, oid):
        return True  # 603.4: no longer exiled; 702.62a "if able": it remains exiled
    pick = answer(state, work, CARD_CHOICE, (oid, NONE))
    if pick is None:
        return False
    if pick == oid:
        begin_free_cast(state, player, oid)
        casting = state.casting
        if op.amount and casting is not None and perm.card.is_creature:
            state.casting = attrs.evolve(casting, item=attrs.evolve(casting.item,
                                                                     exiled_as=HASTE))
    return True


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and options of the choice to cast the card (``CARD_CHOICE``)."""
    oid = work.item.that or ""
    name = state.permanents[oid].card.name if oid in state.permanents else oid
    return f"cast {name} ({oid}) from exile without paying its mana cost, or 'none' (CR " \
        "702.88a, 702.62a)", (oid, NONE)


def haste(state: GameState, perm: Permanent) -> None:
    """A creature spell cast by suspend became ``perm``: it has haste until its controller
    loses control of it (CR 702.62a; ``sim.model.board.lost_control`` ends it)."""
    state.add_effect(Effect(frozenset({perm.id}), Duration.INDEFINITE, add=Kw.HASTE,
                            description=f"{perm.id}: haste, suspend {UNTIL_CONTROL_LOST}"))


# --- suspend's special action and upkeep trigger (CR 116.2f, 702.62a) ---------------------------


def suspend_cost(perm: Permanent) -> tuple[int, str]:
    """The time counters and the cost of ``perm``'s suspend (``(0, "")`` without it)."""
    value = spell_param(perm.card, SUSPEND) if perm.card.params else ""
    if not value:
        return 0, ""
    n, _, cost = value.partition("|")
    return int(n), cost


def may_suspend(state: GameState, player: str, perm: Permanent) -> bool:
    """Whether ``player`` may suspend ``perm`` now (CR 702.62a, 116.2f): a card with suspend in
    their hand, any time they could cast it — an instant or a card with flash whenever they
    have priority, any other only at sorcery speed (117.1a, 307.1), no split second spell on
    the stack (702.61a) — its suspend cost payable (601.2g-h)."""
    if perm.zone is not Zone.HAND or perm.owner != player:
        return False
    n, cost = suspend_cost(perm)
    if not n or "Land" in perm.card.types or state.stack and split_second(state):
        return False
    if "Instant" not in perm.card.types and not perm.card.keywords & Kw.FLASH and \
            not sorcery_speed(state, player) and not permitted(state, player, perm.card):
        return False
    return can_pay(state, player, ManaCost.parse(cost))


def suspend(state: GameState, player: str, card: str) -> None:
    """The special action (CR 116.2f, 702.62a): ``player`` pays the suspend cost and exiles the
    card with its time counters; they receive priority again (116.3c)."""
    perm = state.permanents[card]
    n, cost = suspend_cost(perm)
    mana = ManaCost.parse(cost)
    pay(state, player, mana, log=False)
    state.log(CostPaid, player=player, amount=mana.value)
    state.move(card, Zone.EXILE)
    perm.counters[TIME] = n
    state.passes = 0
    state.record_events = True  # its upkeep trigger waits on the event stream (603.2)


def upkeep_triggers(state: GameState) -> list[StackItem]:
    """Suspend's upkeep trigger (CR 702.62a) of each card the active player owns that is
    suspended (702.62b: in exile, with suspend and a time counter; an intervening "if", 603.4,
    checked again as it resolves)."""
    out: list[StackItem] = []
    for perm in state.permanents.values():
        if perm.zone is Zone.EXILE and perm.owner == state.active and perm.card.params and \
                perm.counters.get(TIME) and suspend_cost(perm)[0]:
            out.append(StackItem("", TRIGGER, perm.owner, perm.id,
                                 f"{perm.id}: {_REMOVE.text}", _REMOVE))
    return out


def remove_time(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Remove a time counter from it" (CR 702.62a), if it is still suspended (603.4); removing
    the last triggers the cast (put on the stack the next time a player would receive
    priority, 603.3), about the card as it is in exile (400.7)."""
    for oid in objects:
        perm = state.permanents.get(oid)
        have = perm.counters.get(TIME, 0) if perm is not None else 0
        if perm is None or perm.zone is not Zone.EXILE or not have:
            continue
        perm.counters[TIME] = have - 1
        state.changes += 1
        if have == 1:
            state.triggered.append(StackItem("", TRIGGER, perm.owner, oid,
                                             f"{oid}: {_LAST.text}", _LAST, that=oid,
                                             moves=perm.moves))
    return True


def exile_with_time(state: GameState, work: Resolving, op: Op, objects: list[str],
                    n: int) -> bool:
    """"Exile ~ with N time counters on it" (CR 702.62b, 122.1): the resolving spell (or its
    source, a permanent still on the battlefield) goes to exile, a new object (400.7), with
    ``n`` time counters; with suspend it is suspended (its upkeep trigger, ``upkeep_triggers``).
    A spell exiled this way doesn't go on to its graveyard (608.2n: it has left the stack)."""
    for oid in objects:
        perm = state.permanents.get(oid)
        if perm is None or perm.zone not in (Zone.STACK, Zone.BATTLEFIELD) or \
                perm.zone is Zone.STACK and work.item.kind != SPELL:
            continue
        state.move(oid, Zone.EXILE)
        perm.counters[TIME] = n
        state.record_events = True  # its upkeep trigger waits on the event stream (603.2)
    return True


# --- cipher (CR 702.99) ---------------------------------------------------------------------------

#: the ids of copies of encoded cards (``cast_copy``): ``<card>~copy<k>``
COPY_MARK = "~copy"

_CAST_COPY = Program("you may copy the encoded card and you may cast the copy without paying "
                     "its mana cost", ops=(Op(CAST_COPY, THAT),))


def encode_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The creatures the resolving cipher spell's controller may encode it on, and "none"."""
    return (*(p.id for p in state.creatures(work.item.controller)), NONE)


def encode(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Cipher's first ability (CR 702.99a-b): if the spell is represented by a card (not a
    copy), its controller may exile it encoded on a creature they control (chosen as it
    resolves, not targeted: a ``CARD_CHOICE``, or "none"); it goes from the stack to exile,
    never to the graveyard. False while the choice waits."""
    item = work.item
    perm = state.permanents.get(item.source)
    if item.copy or perm is None or perm.token or perm.zone is not Zone.STACK:
        return True
    options = encode_options(state, work)
    if len(options) == 1:
        return True
    pick = answer(state, work, CARD_CHOICE, options)
    if pick is None:
        return False
    if pick != NONE:
        state.move(item.source, Zone.EXILE)
        creature = state.permanents[pick]
        state.encoded = (*state.encoded, (item.source, perm.moves, pick, creature.moves))
        state.record_events = True  # its creature's trigger waits on the event stream
    return True


def encode_question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and options of cipher's choice (``CARD_CHOICE``)."""
    return f"exile {work.item.name} encoded on a creature you control, or 'none' (CR " \
        "702.99a)", encode_options(state, work)


def still_encoded(state: GameState) -> None:
    """Cipher's encodings that hold (CR 702.99c): the card still the object in exile, the
    creature still the object on the battlefield (under any controller)."""
    kept = []
    for card, moves, creature, at in state.encoded:
        c, p = state.permanents.get(card), state.permanents.get(creature)
        if c is not None and c.zone is Zone.EXILE and c.moves == moves and p is not None and \
                p.zone is Zone.BATTLEFIELD and p.moves == at:
            kept.append((card, moves, creature, at))
    if len(kept) != len(state.encoded):
        state.encoded = tuple(kept)


def cipher_triggers(state: GameState, source: str, target: str) -> list[StackItem]:
    """The encoded cards' triggers of a creature ``source`` that dealt combat damage to the
    player ``target`` (CR 702.99a): one for each card encoded on it, controlled by the
    creature's controller, about the card as it is in exile (400.7)."""
    still_encoded(state)
    out: list[StackItem] = []
    for card, moves, creature, _ in state.encoded:
        if creature == source and target in state.players:
            controller = state.permanents[creature].controller
            out.append(StackItem("", TRIGGER, controller, creature,
                                 f"{creature}: {_CAST_COPY.text}", _CAST_COPY, that=card,
                                 moves=moves))
    return out


def cast_copy(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"You may copy the encoded card and you may cast the copy without paying its mana
    cost" (CR 702.99a, 707.12): the copy is made in exile and cast from there as the trigger
    resolves, timing ignored (608.2g); asked as a ``CARD_CHOICE`` (the copy's id, or "none");
    a copy not cast ceases to exist (704.5e). False while the choice waits."""
    player = work.item.controller
    card = state.permanents.get(objects[0]) if objects else None
    if card is None or card.zone is not Zone.EXILE:
        return True
    copy = work.chosen[0] if work.chosen else ""
    if not copy:
        k = 1
        while f"{card.id}{COPY_MARK}{k}" in state.permanents:
            k += 1
        copy = f"{card.id}{COPY_MARK}{k}"
        state.permanents[copy] = Permanent(copy, player, card.card, zone=Zone.EXILE, token=True)
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=(copy,))
    cast = False
    if castable_free(state, player, copy):
        pick = answer(state, work, CARD_CHOICE, (copy, NONE))
        if pick is None:
            return False
        cast = pick == copy
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, chosen=())
    if cast:
        begin_free_cast(state, player, copy)
    else:
        del state.permanents[copy]  # 704.5e: it ceases to exist
        state.version += 1
    return True


def copy_question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and options of the choice to cast the encoded card's copy."""
    copy = work.chosen[0]
    return f"cast the copy {copy} of {state.permanents[copy].card.name} without paying its " \
        "mana cost, or 'none' (CR 702.99a)", (copy, NONE)
