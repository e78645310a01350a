"""Resolving the top object of the stack (CR 608): its targets checked again first (608.2b: if
every target is illegal it does nothing and is removed, "countered on resolution"; otherwise
an instruction about an illegal target is skipped and the rest happens), then its
``Program`` run instruction by instruction (``sim.rules.effect_ops``), an intervening "if"
checked again (603.4); a resolved instant or sorcery goes to its owner's graveyard, a
permanent spell onto the battlefield (608.2n, 608.3). An instruction that deals damage goes
through replacement and prevention effects (``sim.rules.replacement``), which may stop for a
player's choice: the resolution waits in ``state.resolving`` and continues after it.
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.model.abilities import BARGAINED, SUNBURST
from sim.model.board import attached_control, retype
from sim.model.clash_verbs import LOST_CLASH
from sim.model.edict_qualities import COULDNT
from sim.model.events import (
    Entered,
    StackResolved,
)
from sim.model.may_verbs import IN_YOUR_GRAVEYARD
from sim.model.objects import (
    DEFENSE,
    LOYALTY,
    PLUS,
    Zone,
)
from sim.model.programs import COUNTER, LOST_FLIP, NOT_PAID, SELF
from sim.model.stack_objects import (
    OPTIONAL,
    SPELL,
    Resolving,
    StackItem,
)
from sim.model.state import GameState
from sim.rules import adventure, alt_costs, ascend, offspring, riot
from sim.rules.arriving import settle
from sim.rules.clones import enter_as_copy
from sim.rules.conditions import program_condition_holds
from sim.rules.counters import converge, put_on, x_named_counters
from sim.rules.day_night import entering
from sim.rules.effect_ops import run_op
from sim.rules.entering_counts import entering_counters
from sim.rules.exile_cast import HASTE, REBOUND, haste, rebound
from sim.rules.instead import skipped_instead
from sim.rules.kicked import kicked_abilities
from sim.rules.linked_exile import return_linked
from sim.rules.may_ops import asks_may, may_answer
from sim.rules.sagas import saga_enters
from sim.rules.targeting import target_ok
from sim.rules.tokens import enters_tapped, enters_with_counters
from sim.rules.unless import SPARED

#: the marks of instructions done only when the latest optional cost was not paid ("if you
#: don't, ", CR 118.12) or the latest coin flip was lost ("if you lose the flip, ", 705.1)
#: "... unless <player> pays <cost>" (118.12a), "sacrifice a creature. if you can't" (701.21a)
_UNPAID = (NOT_PAID, LOST_FLIP, LOST_CLASH, SPARED, COULDNT)


def start_resolution(state: GameState) -> None:
    """The top object of the stack starts to resolve (CR 608.1): its targets are checked
    (608.2b) and, for a triggered ability, its intervening "if" again (603.4)."""
    item = state.stack.pop()
    state.version += 1
    program = item.effect
    legal = tuple(t for spec, t in zip(program.targets, item.targets, strict=False)
                  if target_ok(state, spec, t, item))
    fizzles = bool(item.chosen) and not legal
    if not fizzles and program.condition and not (  # 702.166b: as it last was (113.7a)
            program.condition == BARGAINED and item.bargained) and not program_condition_holds(
            state, item.controller, program.condition,
            item.kicked or _was_kicked(state, item.source), item.source, item.that):
        fizzles = True
    card = state.permanents.get(item.source)
    if program.condition == IN_YOUR_GRAVEYARD and (card is None or item.moves != card.moves):
        fizzles = True  # 603.4, 400.7: the card left the graveyard since: a new object
    if fizzles:
        state.log(StackResolved, item=item.id, name=item.name, countered=True,
                  skipped=item.chosen)
        _finish_spell(state, item, countered=True)
        return
    if card is not None and item.kind == SPELL and card.card.bits & ascend.ASCEND and (
            "Instant" in card.card.types or "Sorcery" in card.card.types):
        ascend.resolved(state, item.controller)  # 702.131a: before its instructions
    state.resolving = Resolving(item, 0, False, legal)


def _was_kicked(state: GameState, source: str) -> bool:
    """Whether the permanent ``source`` was a kicked spell (CR 702.33d); gone from the
    battlefield, as it last existed there (113.7a: "when ~ enters, ... if it was kicked, ...
    instead" still knows it was kicked when ~ left before its ability resolved)."""
    perm = state.permanents.get(source)
    if perm is not None and perm.zone is not Zone.BATTLEFIELD:
        perm = state.last_known.get(source)
    return perm is not None and perm.kicked


def proceed(state: GameState, answer: bool | None = None) -> bool:
    """Go on with ``state.resolving``; False when it stops for a choice or for damage
    waiting on replacement effects (``state.pending`` / ``state.damage_work``)."""
    work = state.resolving
    assert work is not None
    item = work.item
    program = item.effect
    if program.optional and not work.asked:
        if answer is None and program.otherwise is not None and _cannot(state, item):
            answer = False  # nothing to choose: the "if you don't" part happens (702.123a)
        if answer is None:
            state.resolving = attrs.evolve(work, asking=OPTIONAL)
            return False  # the caller asks the controller ("you may", 603.5)
        work = state.resolving = attrs.evolve(work, asked=True, asking="")
        if not answer and program.otherwise is not None:  # "if you don't, ..." (702.123a)
            program = program.otherwise
            item = attrs.evolve(item, program=program, mode=-1)
            work = state.resolving = attrs.evolve(work, item=item)
        elif not answer:
            return _done(state, work)
    ops = program.ops
    while work.index < len(ops) or work.arriving:
        if work.arriving:  # 614.12: a permanent that entered asks its choice first
            if not settle(state):
                return False
            work = state.resolving
            continue
        op = ops[work.index]
        work = state.resolving = attrs.evolve(work, index=work.index + 1)
        if asks_may(ops, work.index - 1) and not work.answer:  # a sentence's own "you may"
            # (CR 603.5), not again as the instruction runs again with its own choice's answer
            given = may_answer(state, work, answer if work.asking == OPTIONAL else None)
            if given is None:
                return False
            work = state.resolving
            if not given:
                continue
        if op.kicked and not (item.kicked or _was_kicked(state, item.source)):
            continue  # "if this spell was kicked, ..." (CR 702.33d): it wasn't
        if op.if_paid == BARGAINED:
            if not item.bargained:
                continue  # "if this spell was bargained, ..." (CR 702.166c): it wasn't
        elif op.if_paid and not op.delayed and (op.if_paid in _UNPAID) != work.unpaid:
            continue  # "if you do" / "if you don't" (CR 118.12), a flip (705.1), a clash (701.30d)
        if skipped_instead(state, item.controller, op, ops, work.index,
                           item.kicked or _was_kicked(state, item.source),  # 702.33d
                           item.source, item.that):
            continue  # "... instead if <condition>" (CR 608.2c): the other one is done
        if not run_op(state, work, op):
            return False  # a choice: damage resumes at the next instruction, ``asking`` here
        return_linked(state)  # 610.3: immediately after a source of a linked exile left
        if state.result is not None:
            break
        current = state.resolving  # an instruction may have recorded something in it
        assert current is not None
        work = current
    return _done(state, work)


def _cannot(state: GameState, item: StackItem) -> bool:
    """Whether the optional part of "you may put N +1/+1 counters on it. If you don't, ..."
    can't be done: its counters go on the source, which is no longer on the battlefield (the
    fabricate ruling: its controller must then create the Servos, CR 702.123a)."""
    source = state.permanents.get(item.source)
    return any(op.who == SELF and op.verb == COUNTER for op in item.effect.ops) and (
        source is None or source.zone is not Zone.BATTLEFIELD)


def _done(state: GameState, work: Resolving) -> bool:
    item = work.item
    state.resolving = None
    skipped = tuple(t for t in item.chosen if t not in work.legal)
    state.log(StackResolved, item=item.id, name=item.name, skipped=skipped)
    _finish_spell(state, item)
    return True


def _finish_spell(state: GameState, item: StackItem, countered: bool = False) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard (one cast as an
    Adventure is exiled, to be cast later: 715.3d, ``sim.rules.adventure``); a permanent spell
    becomes a permanent (608.3) under its controller's control — an Aura attached to the
    creature it targets (608.3a, 303.4f), or, its target illegal, countered on resolution
    into its owner's graveyard (608.3b). A permanent that "enters with" +1/+1 counters has
    them as it enters (614.1c, ``sim.rules.tokens.enters_with_counters``); one that "enters
    tapped [unless ...]" is tapped as it enters (614.1d, ``sim.rules.tokens.enters_tapped``)."""
    if item.kind != SPELL or item.copy:
        return  # a copy of a spell ceases to exist as it leaves the stack (707.10a)
    perm = state.permanents.get(item.source)
    if perm is None or perm.zone is not Zone.STACK:
        return  # already gone: shuffled into its owner's library as it resolved (701.24a)
    card = perm.card
    if item.buyback and not countered:  # 702.27a: to its owner's hand as it resolves
        state.move(item.source, Zone.HAND)
    elif item.exiled_as == REBOUND and not countered:  # 702.88a: exiled, to be cast again
        rebound(state, item)
    elif perm.adventurer is not None and not countered:  # 715.3d: exiled, cast it later
        adventure.resolved(state, item)
    elif "Instant" in card.types or "Sorcery" in card.types or countered:
        state.move(item.source, Zone.GRAVEYARD)
    else:
        state.move(item.source, Zone.BATTLEFIELD)
        item = enter_as_copy(state, item)  # a clone (CR 707.2, 614.1c: ``sim.rules.clones``)
        card = perm.card
        if card.params:  # daybound: night makes it enter transformed (702.145b)
            entering(state, item.source)
        perm.bargained = item.bargained  # 702.166b: a bargained permanent spell
        perm.kicked = item.kicked  # 702.33d: a kicked permanent spell, a kicked permanent
        kicked_abilities(state, item)  # "... and with flying", multikicker's counters (614.1c)
        perm.chosen = item.choice  # 614.12: "as ~ enters, choose a color" (sim.rules.chosen)
        if perm.chosen:  # "~ is the chosen type | color" (613.1d-e)
            retype(state, item.source)
        if item.entering:  # riot, unleash (702.136a, 702.98a)
            riot.entered(state, item.source, item.entering)
        if item.alt:  # 702.74a evoke, 702.109a dash: what paying it does
            alt_costs.entered(state, perm, item.alt)
        if item.offspring:  # 702.175a: its triggered ability
            offspring.entered(state, perm)
        if item.squad:  # 702.157a: its triggered ability
            offspring.entered(state, perm, item.squad)
        if "Aura" in card.subtypes and item.chosen:
            perm.attached_to = item.chosen[0]
        perm.controller = item.controller
        perm.sick = True
        if card.is_planeswalker:  # 306.5b: it enters with its printed loyalty
            perm.counters[LOYALTY] = card.loyalty or 0
        if card.is_battle:  # 310.4b: and a battle with its printed defense
            perm.counters[DEFENSE] = card.defense or 0
        saga_enters(state, perm, item.entering)  # 714.3a, 702.155a: a Saga, with a lore counter
        perm.tapped = enters_tapped(state, item.source, item.controller)  # 614.1d
        if item.exiled_as == HASTE:  # 702.62a: a creature spell cast by suspend
            haste(state, perm)
        plus = enters_with_counters(state, item.source, item.x)  # 614.1c, 107.3m
        if plus:
            put_on(state, perm, PLUS, plus, entering=True)  # 122.6: counters "put" on it
        # "enters with a +1/+1 counter on it for each ...", "... with an additional" (614.1c)
        entering_counters(state, perm, Zone.STACK, item.from_hand and not item.copy,
                          0 if item.copy else item.mana_spent)  # 707.10: a copy isn't cast
        if item.x and card.params:  # "enters with X charge counters on it" (614.1c, 107.3m)
            x_named_counters(state, perm, card, item.x)
        if (SUNBURST, "") in card.params and item.spent:  # 702.44a: one per color spent
            kind = PLUS if card.is_creature else "charge"
            put_on(state, perm, kind, len(item.spent), entering=True)
        if item.spent and card.params:  # converge (``sim.rules.counters``)
            converge(state, perm, card, item.spent)
        state.static_sources = None
        if perm.attached_to is not None:  # "you control enchanted creature" (303.4, 613.1b)
            attached_control(state)
        state.log(Entered, permanent=item.source, controller=item.controller)  # 603.6a
        state.players[item.controller].note_entered(perm, state.turn)  # celebration's count
        ascend.entered(state, perm)  # the tenth permanent (CR 702.131b)


def stack_objects(state: GameState) -> Iterator[StackItem]:
    """The stack from the top down."""
    items: list[StackItem] = state.stack
    return reversed(items)
