"""Paying the parts of an activated ability's cost that act on objects (CR 602.2b, 601.2h,
118.3; ``sim.model.cost_parts``): whether they can be paid (602.2b with 601.2h: only what
the player has), the objects the player may choose for each as the ability is activated —
one at a time, like crew's creatures — and paying them after the mana (601.2g comes
before 601.2h: mana abilities are activated first, so a land tapped for mana may still be
sacrificed).

The choices are ``("cost", options)`` of ``sim.rules.casting.next_choice`` (a
``CHOOSE_COST`` decision, as a spell's additional cost is; an ability has no other).
"""

from __future__ import annotations

import attrs
import numpy as np

from sim.model import cost_parts as cp
from sim.model.board import matches
from sim.model.cost_parts import CostPart
from sim.model.events import Bounced, Exiled, Milled
from sim.model.objects import Zone
from sim.model.stack_objects import Casting, StackItem
from sim.model.state import GameState
from sim.rules.exerting import exert
from sim.rules.library import fold, make_object
from sim.rules.madness import discard
from sim.rules.sacrifice import sacrifice_for

_ZONES = {cp.HAND: Zone.HAND, cp.GRAVEYARD: Zone.GRAVEYARD}


def options(state: GameState, player: str, source: str, part: CostPart,
            taken: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The permanents or cards ``player`` may pay ``part`` with, those ``taken`` already
    left out: permanents they control of one of its kinds ("another": not the source, 611.3),
    or cards of their hand or graveyard (not the source itself: a card activated from there
    pays for itself only when its text says "~"); a counter's removal, permanents with such a
    counter (122.1, 118.3)."""
    me = state.permanents[source]
    if part.zone == cp.BATTLEFIELD:
        return tuple(p.id for p in state.battlefield() if p.controller == player
                     and p.id not in taken and not (part.other and p.id == source)
                     and (not part.what or any(matches(state, f, me, p) for f in part.what))
                     and (part.verb != cp.REMOVE_COUNTERS or p.counters.get(part.counter)))
    return tuple(c.id for c in state.cards(player, _ZONES[part.zone]) if c.id != source
                 and c.id not in taken
                 and (not part.what or any(f.card_type in c.card.types for f in part.what)))


def payable(state: GameState, player: str, source: str, parts: tuple[CostPart, ...]) -> bool:
    """Whether ``player`` can pay every part (602.2b: a cost is paid in full or not at all):
    enough objects to choose for each, the counters to remove (122.1, 118.3), the source
    where the part acts on it. The reader keeps two parts from choosing in one zone
    (``sim.model.cost_parts.unpaid_parts``), so the parts never compete for an object."""
    me = state.permanents[source]
    for part in parts:
        if part.verb in (cp.MILL, cp.EXILE_TOP):  # 701.13a, 118.3: as many in the library
            if len(state.cards(player, Zone.LIBRARY)) + len(state.players[player].library) \
                    < part.count:
                return False
        elif part.own:
            if part.verb == cp.REMOVE_COUNTERS and me.counters.get(part.counter, 0) < part.count:
                return False
            if part.zone == cp.GRAVEYARD and me.zone is not Zone.GRAVEYARD:
                return False
            if part.zone == cp.HAND and me.zone is not Zone.HAND:  # forecast's (702.57b)
                return False
        elif len(options(state, player, source, part)) < part.count:
            return False
    return True


def next_choice(state: GameState, casting: Casting) -> tuple[str, tuple[str, ...]] | None:
    """The next object to choose for the cost's parts (601.2h), or None when all are chosen:
    ``("cost", options)``, the objects not chosen yet for the first part still short."""
    item = casting.item
    done = 0
    for part in casting.parts:
        if not part.chosen:
            continue
        mine = casting.part_paid[done:done + part.count]
        if len(mine) < part.count:
            return "cost", options(state, item.controller, item.source, part,
                                   casting.part_paid)
        done += part.count
    return None


#: the counts of the parts removing the number announced as X (601.2b)
_ANNOUNCED = (cp.ANY_NUMBER, cp.X_COUNTERS)


def removable(state: GameState, casting: Casting) -> int:
    """The most X may be for an ability whose cost removes "any number of <kind> counters
    from ~" (CR 601.2b, 602.2b: X announced; 118.3: at most the counters on the source); 0
    for any other cost."""
    part = next((p for p in casting.parts if p.count in _ANNOUNCED), None)
    return 0 if part is None else min(
        state.permanents[casting.item.source].counters.get(part.counter, 0), 99)


def pay(state: GameState, item: StackItem, parts: tuple[CostPart, ...],
        chosen: tuple[str, ...]) -> StackItem:
    """Pay the parts with the ``chosen`` objects, in order (601.2h): sacrifice (701.21a),
    discard (701.9a; "at random", 701.9b: the game's next generator), exile (406.3), return
    to the hand (a new object, 400.7), remove or put counters (122.1). Returns ``item``, its
    ``that`` the player or planeswalker an unblocked attacker returned was attacking
    (ninjutsu's, CR 702.49c)."""
    player, source = item.controller, item.source
    at = 0
    for part in parts:
        if part.chosen:
            these, at = chosen[at:at + part.count], at + part.count
        elif part.random:
            these = _at_random(state, player, source, part.count)
        else:
            these = (source,)
        if state.combat is not None and any(f.unblocked for f in part.what) and these:
            item = attrs.evolve(item, that=state.combat.attackers.get(these[0]))  # 702.49c
        _pay_one(state, item, part, these)
    state.changes += 1
    return item


def _pay_one(state: GameState, item: StackItem, part: CostPart, these: tuple[str, ...]) -> None:
    player = item.controller
    verb = part.verb
    if verb == cp.MILL:  # CR 701.13a: the top cards into the graveyard, new objects (400.7)
        library = fold(state, player)
        state.players[player].library = library[part.count:]
        for milled in library[:part.count]:
            make_object(state, player, milled, Zone.GRAVEYARD)
        state.log(Milled, player=player, cards=tuple(c.name for c in library[:part.count]))
    elif verb == cp.EXILE_TOP:  # CR 406.3: the top cards into exile, new objects (400.7)
        library = fold(state, player)
        state.players[player].library = library[part.count:]
        for top in library[:part.count]:
            pid = make_object(state, player, top, Zone.EXILE)
            state.log(Exiled, permanent=pid, reason=f"exiled to pay for {item.name}")
    elif verb in (cp.REMOVE_COUNTERS, cp.PUT_COUNTERS):  # from ~, or the permanent chosen
        counters = state.permanents[these[0] if part.chosen else item.source].counters
        n = item.x if part.count in _ANNOUNCED else part.count  # the X announced (601.2b)
        delta = -n if verb == cp.REMOVE_COUNTERS else n
        counters[part.counter] = counters.get(part.counter, 0) + delta
        if not counters[part.counter]:
            del counters[part.counter]
        state.statics_may_change()
    elif verb == cp.EXERT:  # CR 701.43a
        exert(state, item.source)
    elif verb == cp.REVEAL:  # CR 702.57a: shown to every player, kept in the hand
        pass
    elif verb == cp.SACRIFICE:
        sacrifice_for(state, player, these, item.name)
    elif verb == cp.DISCARD:
        for card in these:
            discard(state, player, card)
    elif verb == cp.RETURN:
        for pid in these:
            perm = state.permanents[pid]
            state.move(pid, Zone.HAND)
            perm.controller = perm.owner
            state.log(Bounced, permanent=pid, source=item.source)
    else:  # exile: from the battlefield (the source) or from a graveyard
        for pid in these:
            on_battlefield = state.permanents[pid].zone is Zone.BATTLEFIELD
            state.move(pid, Zone.EXILE)
            if on_battlefield:
                state.log(Exiled, permanent=pid, reason=f"exiled to pay for {item.name}")


def _at_random(state: GameState, player: str, source: str, n: int) -> tuple[str, ...]:
    """``n`` cards of ``player``'s hand chosen at random (701.9b), the game's next generator
    (reproducible)."""
    hand = [c.id for c in state.cards(player, Zone.HAND) if c.id != source]
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    return tuple(hand[int(i)] for i in rng.choice(len(hand), size=min(n, len(hand)),
                                                  replace=False))
