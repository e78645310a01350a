"""Bargain (CR 702.166): an optional additional cost of sacrificing an artifact, enchantment, or
token as the spell is cast.

702.166a: "Bargain" means "As an additional cost to cast this spell, you may sacrifice an
artifact, enchantment, or token." Whether to pay it is announced as the spell is cast (601.2b;
``sim.rules.casting`` asks it after kicker), the object to sacrifice is chosen then too (the
answer names it, or ``NOT_BARGAINED``), and it is sacrificed as the costs are paid (601.2h:
``pay``). 702.166b: a spell is bargained if its controller declared the intention to pay its
bargain cost (``StackItem.bargained``); a permanent that was a bargained spell was bargained
(``Permanent.bargained``, a new object isn't, 400.7). 702.166c: "if this spell was bargained,
..." (``Op.if_paid`` ``BARGAINED``) and the intervening "if it was bargained" of a permanent's
triggered ability (603.4) read it.

The object chosen is not also one of the sources of the mana paid for the spell (the engine's
payment leaves it out: ``exclude``), so a Treasure is never both sacrificed for mana and for
bargain; a line that taps the chosen artifact for mana before sacrificing it is not offered.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import BARGAIN
from sim.model.card import CardDef
from sim.model.objects import Zone
from sim.model.stack_objects import Casting, StackItem
from sim.model.state import GameState
from sim.rules.costs import can_pay
from sim.rules.sacrifice import sacrifice_for
from sim.rules.self_cost_checks import cheaper_bargained
from sim.rules.targeted_costs import total

#: the answer that doesn't pay the bargain cost (CR 702.166a)
NOT_BARGAINED = "not bargained"


def has_bargain(card: CardDef) -> bool:
    """Whether ``card`` has bargain (CR 702.166a)."""
    return bool(card.params) and any(kind == BARGAIN for kind, _ in card.params)


def options(state: GameState, casting: Casting) -> tuple[str, ...]:
    """The answers to the spell's bargain choice (CR 702.166a, 601.2b, 601.2h):
    ``NOT_BARGAINED`` and each artifact, enchantment, or token its caster controls whose
    sacrifice still leaves the spell's total cost payable; () when there is nothing to choose
    (no bargain, already chosen, nothing to sacrifice)."""
    item = casting.item
    if casting.bargain is not None or not has_bargain(state.permanents[item.source].card):
        return ()
    ids = tuple(p.id for p in state.battlefield()
                if p.controller == item.controller and p.id != item.source
                and (p.token or "Artifact" in p.card.types or "Enchantment" in p.card.types)
                and (casting.cost is None or can_pay(
                    state, item.controller, casting.cost, item.x, exclude=p.id,
                    other_life=casting.life, how=casting.how)))
    card = state.permanents[item.source].card
    if not cheaper_bargained(card):
        return (NOT_BARGAINED, *ids) if ids else ()
    # "~ costs {2} less to cast if it's bargained" (601.2f): not bargained, it costs its whole
    # cost — offered only when that can be paid (601.2b: no cost a player can't pay)
    whole = choose(state, casting, NOT_BARGAINED).cost
    state.casting = casting  # (``choose`` sets it)
    unpaid = whole is not None and not can_pay(state, item.controller, whole, item.x,
                                               other_life=casting.life, how=casting.how)
    return (*(() if unpaid else (NOT_BARGAINED,)), *ids)


def answers(state: GameState, casting: Casting, value: str) -> bool:
    """Whether ``value`` answers the bargain choice now being asked (CR 702.166a)."""
    return casting.bargain is None and has_bargain(state.permanents[casting.item.source].card) \
        and (value == NOT_BARGAINED or value in state.permanents)


def choose(state: GameState, casting: Casting, value: str) -> Casting:
    """The casting with its bargain choice made: ``value`` the object to sacrifice, or
    ``NOT_BARGAINED`` (CR 702.166a-b), made ``state.casting``; a spell that costs less if it's
    bargained has its total cost determined anew (601.2f: the least it could be until now)."""
    chosen = "" if value == NOT_BARGAINED else value
    casting = attrs.evolve(casting, bargain=chosen,
                           item=attrs.evolve(casting.item, bargained=bool(chosen)))
    state.casting = casting
    if casting.cost is not None and cheaper_bargained(state.permanents[casting.item.source].card):
        casting = attrs.evolve(casting, cost=total(state, casting, None))
        state.casting = casting
    return casting


def pay(state: GameState, item: StackItem, chosen: str) -> None:
    """Sacrifice ``chosen`` for the bargain cost of ``item`` (CR 702.166a, 601.2h, 701.21a)."""
    perm = state.permanents.get(chosen)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        sacrifice_for(state, item.controller, (chosen,), item.name)
