"""Offspring (CR 702.175a): "Offspring [cost]" means "You may pay an additional [cost] as you
cast this spell" and "When this permanent enters, if its offspring cost was paid, create a
token that's a copy of it, except it's 1/1."

Whether to pay it is announced as the spell is cast (601.2b; ``sim.rules.casting`` asks it
after kicker: ``PAID`` or ``NOT_PAID``, offered only when the spell's total cost with it can
be paid), its mana added to the total cost before reductions (601.2f: carried with the
modes' additional cost, ``Casting.mode_cost``, into every recomputation of the total). A
spell whose offspring cost was paid (``StackItem.offspring``) becomes a permanent whose
triggered ability triggers as it enters (603.2; the "if" is about the past and holds as it
resolves, 603.4); the token is a copy of the permanent (707.2; as it last existed if it has
left, 608.2h) with the exception "it's 1/1" part of its copiable values (707.9b)."""

from __future__ import annotations

import attrs

from sim.model.abilities import OFFSPRING, SQUAD
from sim.model.card import CardDef
from sim.model.keyword_verbs import OFFSPRING_COPY
from sim.model.mana import ManaCost
from sim.model.multikicker import MULTIKICKER
from sim.model.objects import Permanent
from sim.model.programs import SELF, Op, Program
from sim.model.stack_objects import TRIGGER, Casting, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.costs import can_pay
from sim.rules.permanent_copies import last_copiable, make_copies
from sim.rules.spell_costs import spell_cost

#: the answers to offspring's choice (CR 702.175a, 601.2b)
PAID, NOT_PAID = "offspring", "no offspring"

#: the triggered ability (CR 702.175a)
OFFSPRING_PROGRAM = Program("offspring: create a token that's a copy of ~, except it's 1/1",
                            ops=(Op(OFFSPRING_COPY, SELF),))


def offspring_cost(card: CardDef, kind: str = OFFSPRING) -> str:
    """The card's offspring (or squad, ``kind``) cost ("{2}"), "" without it."""
    return next((value.upper() for k, value in card.params if k == kind), "") \
        if card.params else ""


#: squad's answers' prefix ("squad 0" ... "squad N", CR 702.157a); multikicker's (702.33c)
SQUAD_TIMES, MULTIKICKER_TIMES = "squad ", "multikicker "


def _times(card: CardDef) -> tuple[str, str]:
    """The card's cost paid any number of times and its answers' prefix: squad's (CR
    702.157a) or multikicker's (702.33c); ("", "") for neither."""
    squad = offspring_cost(card, SQUAD)
    if squad:
        return squad, SQUAD_TIMES
    kicker = offspring_cost(card, MULTIKICKER)
    return (kicker, MULTIKICKER_TIMES) if kicker else ("", "")


def squad_options(state: GameState, casting: Casting) -> tuple[str, ...]:
    """"squad 0" ... "squad N" (CR 702.157a, 601.2b: any number of times, N the most the
    player can pay, at most 20) when the spell has squad and it is not chosen yet; ()
    otherwise. Multikicker's "multikicker 0" ... "multikicker N" the same (702.33c)."""
    item = casting.item
    perm = state.permanents[item.source]
    extra, prefix = _times(perm.card)
    if casting.squad is not None or not extra or casting.cost is None:
        return ()
    times = 0
    while times < 20 and can_pay(state, item.controller,
                                 _with(state, casting, perm, extra * (times + 1)), item.x,
                                 how=casting.how):
        times += 1
    return tuple(f"{prefix}{n}" for n in range(times + 1)) if times else ()


def squad_answers(state: GameState, casting: Casting, value: str) -> bool:
    """Whether ``value`` answers the squad (multikicker) choice now being asked."""
    extra, prefix = _times(state.permanents[casting.item.source].card)
    return casting.squad is None and bool(extra) and value.startswith(prefix) and \
        value[len(prefix):].isdigit()


def choose_squad(state: GameState, casting: Casting, value: str) -> Casting:
    """The casting with its squad cost paid ``value``'s number of times (702.157a); a
    multikicker cost's, the spell kicked when paid at least once (702.33c-d)."""
    perm = state.permanents[casting.item.source]
    each, prefix = _times(perm.card)
    times = int(value[len(prefix):])
    extra = each * times
    item = attrs.evolve(casting.item, squad=times) if prefix == SQUAD_TIMES else \
        attrs.evolve(casting.item, kicked=times > 0, kicks=times)
    if prefix == MULTIKICKER_TIMES:  # the spell's own count ("draw a card for each time ~ was
        perm.kicked, perm.kicks = times > 0, times  # kicked"; reset as it moves, 400.7)
    return attrs.evolve(casting, squad=times, mode_cost=casting.mode_cost + extra,
                        cost=_with(state, casting, perm, extra), item=item)


def options(state: GameState, casting: Casting) -> tuple[str, ...]:
    """The answers to the spell's offspring choice (601.2b): ``PAID`` and ``NOT_PAID`` when its
    total cost with the offspring cost can be paid; () otherwise or once chosen."""
    item = casting.item
    perm = state.permanents[item.source]
    extra = offspring_cost(perm.card)
    if casting.offspring is not None or not extra or casting.cost is None:
        return ()
    cost = _with(state, casting, perm, extra)
    return (PAID, NOT_PAID) if can_pay(state, item.controller, cost, item.x,
                                       how=casting.how) else ()


def _with(state: GameState, casting: Casting, perm: Permanent, extra: str) -> ManaCost:
    """The spell's total cost with ``extra`` more additional mana (601.2f)."""
    item = casting.item
    return spell_cost(state, item.controller, perm.card, bool(casting.kick), perm.flashback,
                      bool(casting.buyback), casting.alt or "", free=casting.free,
                      replicate=casting.replicate or 0, modes=casting.mode_cost + extra)


def answers(state: GameState, casting: Casting, value: str) -> bool:
    """Whether ``value`` answers the offspring choice now being asked."""
    return casting.offspring is None and value in (PAID, NOT_PAID) and \
        bool(offspring_cost(state.permanents[casting.item.source].card))


def choose(state: GameState, casting: Casting, value: str) -> Casting:
    """The casting with its offspring choice made (702.175a): paid, its cost in the total."""
    if value != PAID:
        return attrs.evolve(casting, offspring=False)
    perm = state.permanents[casting.item.source]
    extra = offspring_cost(perm.card)
    return attrs.evolve(casting, offspring=True, mode_cost=casting.mode_cost + extra,
                        cost=_with(state, casting, perm, extra),
                        item=attrs.evolve(casting.item, offspring=True))


def entered(state: GameState, perm: Permanent, squad: int = 0) -> None:
    """The permanent a spell whose offspring (squad) cost was paid became has entered: its
    triggered ability triggers (702.175a, 702.157a, 603.2)."""
    program = OFFSPRING_PROGRAM if not squad else Program(
        f"squad: create {squad} tokens that are copies of ~",
        ops=(Op(OFFSPRING_COPY, SELF, amount=squad),))
    state.triggered.append(StackItem("", TRIGGER, perm.controller, perm.id,
                                     f"{perm.id}: {program.text}", program))


def offspring_copy(state: GameState, work: Resolving, op: Op, objects: list[str],
                   n: int) -> bool:
    """"Create a token that's a copy of it, except it's 1/1" (CR 702.175a, 707.9b): the
    permanent's copiable values (707.2), as it last existed if it has left (608.2h); squad's
    (``op.amount`` of them, 702.157a): copies without exception."""
    values = last_copiable(state, work.item.source)
    if values is None:
        return True
    card, front = values
    squad = op.amount
    if not squad:
        card = attrs.evolve(card, power=1, toughness=1)
        front = attrs.evolve(front, power=1, toughness=1) if front is not None else None
    make_copies(state, work, card, front, count=max(squad, 1))
    return True


__all__ = ["NOT_PAID", "OFFSPRING_PROGRAM", "PAID", "answers", "choose", "entered",
           "offspring_copy", "offspring_cost", "options"]
