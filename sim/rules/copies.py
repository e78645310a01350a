"""Copies of spells on the stack (CR 707.10): "copy target instant or sorcery spell" and
storm's "copy it for each spell cast before it this turn" (702.40a).

A copy is a ``StackItem`` with ``copy`` set, put on the stack by the resolving instruction that
makes it (707.10): it copies the spell's characteristics and every choice made for it — its
mode, X, targets, the division of its damage, whether it was kicked — and its controller is the
player who made it. It is not cast (707.10: no ``SpellCast``, a ``SpellCopied``; storm and
"whenever you cast" don't see it), and it has no card: ``source`` stays the copied spell's card,
whose characteristics it has, and when it leaves the stack — resolving, countered, or its targets
all illegal — it ceases to exist (707.10a, 704.5e; ``sim.rules.resolution``,
``sim.rules.countering.counter``).

"You may choose new targets for the copy" (707.10c): as each copy is made its controller
chooses, target by target, to keep the copied target (even one that has become illegal) or to
change it to another legal one (a ``CARD_CHOICE`` among the target kept and the legal others,
answered in ``sim.rules.priority``); a target slot left empty stays empty (the number of targets
can't change). The choices of one copy are ``Resolving.chosen`` while they are made; the copies
made so far are ``Resolving.copies``, so a storm trigger making several resumes where it waited.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import CASUALTY, CONSPIRE, REPLICATE
from sim.model.events import SpellCast, SpellCopied, TurnBegan
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.programs import (
    COPY_SPELL,
    NEW_TARGETS,
    PAY_TO_COPY,
    PAYER_COPIES,
    REPLICATE_COPIES,
    SELF,
    STORM_COPIES,
    THAT,
    THAT_SPELL,
    Op,
    Program,
)
from sim.model.stack_objects import (
    CARD_CHOICE,
    NO_TARGET,
    SPELL,
    TRIGGER,
    Resolving,
    StackItem,
)
from sim.model.state import GameState
from sim.model.target_specs import other_than
from sim.rules.answers import answer
from sim.rules.casting import next_id
from sim.rules.costs import can_pay, pay
from sim.rules.targeting import candidates

#: the verbs of copies of spells
COPIES = frozenset((COPY_SPELL, STORM_COPIES, REPLICATE_COPIES))


def copy_spell(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """Put ``op``'s copies of a spell on the stack (CR 707.10): of the targeted spell, or of
    the spell whose card is the source (storm, 702.40a: as many as spells were cast before it
    this turn, ``storm_count``); each with new targets chosen when ``op.rule`` is
    ``NEW_TARGETS`` (707.10c). False while a choice of a new target waits."""
    controller = work.item.controller
    if op.rule == PAYER_COPIES:  # Chain Lightning: if the player paid and copies (118.12)
        found = payer(state, work)
        if work.unpaid or found is None:
            return True
        controller = found
    original = copied_spell(state, op, objects)
    if original is None:
        return True  # the spell has left the stack: nothing is copied (608.2b for a target)
    count = storm_count(state, original.id) if op.verb == STORM_COPIES else \
        original.replicated if op.verb == REPLICATE_COPIES else max(n, 1)
    slots = len(original.targets) if op.rule in (NEW_TARGETS, PAYER_COPIES) else 0
    if count <= 0:
        return True
    current = state.resolving
    assert current is not None
    while len(current.copies) < count:
        while len(current.chosen) < slots:
            options = retarget_options(state, original, controller, current.chosen)
            pick = options[0] if len(options) == 1 else answer(state, current, CARD_CHOICE,
                                                                 options)
            if pick is None:
                return False
            now = state.resolving
            assert now is not None
            current = state.resolving = attrs.evolve(now, chosen=(*now.chosen, pick))
        copy = attrs.evolve(original, id=next_id(state), controller=controller,
                            copy=True, targets=current.chosen if slots else original.targets)
        state.stack.append(copy)
        state.version += 1
        state.changes += 1
        state.log(SpellCopied, player=copy.controller, card=copy.source, name=copy.name,
                  item=copy.id, original=original.id, targets=copy.chosen, x=copy.x)
        current = state.resolving = attrs.evolve(current, chosen=(),
                                                 copies=(*current.copies, copy.id))
    state.resolving = attrs.evolve(current, copies=())
    return True


#: replicate's trigger (CR 702.56a), as its rule words it
REPLICATE_PROGRAM = Program("replicate: copy it for each time its replicate cost was paid; you "
                            "may choose new targets for the copies",
                            ops=(Op(REPLICATE_COPIES, SELF, rule=NEW_TARGETS),))


#: casualty's and conspire's trigger (CR 702.153a, 702.78a), as their rules word them; the
#: trigger of each keyword whose cost copies the spell
COPY_IT = Program("copy it; you may choose new targets for the copy",
                  ops=(Op(REPLICATE_COPIES, SELF, rule=NEW_TARGETS),))
COPY_PROGRAMS = {REPLICATE: REPLICATE_PROGRAM, CASUALTY: COPY_IT, CONSPIRE: COPY_IT}


def replicate_triggers(state: GameState, cast: SpellCast) -> list[StackItem]:
    """Replicate's trigger (CR 702.56a): "when you cast this spell, if a replicate cost was
    paid for it, copy it for each time its replicate cost was paid" — the intervening "if"
    (603.4) checked here: it triggers only when the cost was paid. Its source is the spell's
    card."""
    stack: list[StackItem] = state.stack
    spell = next((i for i in stack if i.id == cast.item), None)
    if spell is None or spell.replicated <= 0:
        return []
    card = state.permanents[spell.source].card
    program = COPY_PROGRAMS.get(next((k for k, _ in card.params if k in COPY_PROGRAMS), ""))
    if program is None:
        return []
    return [StackItem("", TRIGGER, spell.controller, spell.source,
                      f"{spell.source}: {program.text}", program)]


def copied_spell(state: GameState, op: Op, objects: list[str]) -> StackItem | None:
    """The spell ``op`` copies: the target spell (a stack id among ``objects``, still on the
    stack), or for ``SELF`` the spell whose card is the source (not a copy of it) — on the
    stack, or when it has left the stack, as it last existed there: its ``SpellCast``'s
    choices (CR 702.40a ruling: storm's copies are made even if the spell was countered)."""
    stack: list[StackItem] = state.stack
    if op.who != SELF:
        found = next((i for i in stack if i.id in objects and i.kind == SPELL), None)
        if found is None and op.who in (THAT, THAT_SPELL) and objects:  # a cast trigger's
            return _last_cast(state, objects[0])  # spell, gone from the stack: as it was
        return found
    card = objects[0] if objects else ""
    found = next((i for i in stack if i.source == card and i.kind == SPELL and not i.copy),
                 None)
    if found is not None:
        return found
    return _last_known(state, card)


def _last_cast(state: GameState, item: str) -> StackItem | None:
    """The spell cast as the stack object ``item`` as it last existed on the stack (its
    ``SpellCast``'s choices, CR 707.10, 608.2h), when it has left the stack."""
    return _last_known(state, "", item)


def _last_known(state: GameState, card: str, item: str = "") -> StackItem | None:
    """The spell of ``card`` as it was cast (its latest ``SpellCast``; or the one cast as the
    stack object ``item``): its mode, X, targets and division (CR 707.10); None when that is
    not known or its targets can't be placed (an optional target slot left empty is not in
    the event)."""
    cast = next((e for e in reversed(state.events) if isinstance(e, SpellCast)
                 and (e.item == item if item else e.card == card)), None)
    perm = None if cast is None else state.permanents.get(cast.card)
    if perm is None or cast is None or perm.card.spell is None:
        return None
    found = StackItem(cast.item, SPELL, cast.player, cast.card, cast.name, perm.card.spell,
                      mode=cast.mode, x=cast.x, targets=cast.targets, division=cast.division)
    return found if len(found.targets) == len(found.effect.targets) else None


def storm_count(state: GameState, item: str) -> int:
    """How many spells were cast this turn before the spell ``item`` (CR 702.40a: by every
    player; its own ``SpellCast`` and those after it not counted; copies are not cast,
    707.10). A position that begins mid-turn knows only the spells cast since it began."""
    events = state.events
    at = len(events) - 1
    while at >= 0:
        event = events[at]
        if isinstance(event, SpellCast) and event.item == item:
            break
        at -= 1
    if at < 0:
        return 0
    n = 0
    at -= 1
    while at >= 0 and not isinstance(events[at], TurnBegan):
        n += isinstance(events[at], SpellCast)
        at -= 1
    return n


def retarget_options(state: GameState, original: StackItem, controller: str,
                     chosen: tuple[str, ...]) -> tuple[str, ...]:
    """The choices for the next target of a copy of ``original`` whose earlier targets are
    ``chosen`` (CR 707.10c): the copied target first (kept, even if now illegal), then each
    other legal target for that target word (115.3: not one chosen already for the same
    phrase); only the empty slot for a target that was left empty."""
    k = len(chosen)
    kept = original.targets[k]
    if kept == NO_TARGET:
        return (NO_TARGET,)
    spec = original.effect.targets[k]
    probe = attrs.evolve(original, id="", controller=controller, copy=True, targets=chosen)
    phrase = chosen[spec.among:] if spec.optional else \
        other_than(original.effect.targets, chosen, k)  # "another target"
    return (kept, *(c for c in candidates(state, spec, probe) if c != kept
                    and c not in phrase))


def retarget_question(state: GameState, work: Resolving
                      ) -> tuple[str, str, tuple[str, ...]]:
    """Who chooses, the prompt and the options of the copy's next target choice
    (``copy_spell``'s ``CARD_CHOICE``: the copy's controller), for ``sim.rules.priority``."""
    op = work.item.effect.ops[work.index]
    original = copied_spell(state, op, _objects(state, work, op))
    assert original is not None
    controller = work.item.controller
    if op.rule == PAYER_COPIES:
        controller = payer(state, work) or controller
    options = retarget_options(state, original, controller, work.chosen)
    k = len(work.chosen)
    return controller, (f"copy of {original.name}: keep target {k + 1} ({options[0]}) or "
                        "choose a new one (CR 707.10c)"), options


#: the answers to Chain Lightning's question (``pay_to_copy``): pay and copy the spell, pay
#: and not copy it ("they may copy"), don't pay
COPY, PAY_ONLY, NO = "copy", "pay", "no"


def payer(state: GameState, work: Resolving) -> str | None:
    """"That player or that permanent's controller" of the program's ``PAY_TO_COPY``: its
    target, a player, or the permanent's controller (as it last existed on the battlefield
    if it has left, CR 608.2h); None when it names none."""
    item = work.item
    op = next((o for o in item.effect.ops if o.verb == PAY_TO_COPY), None)
    if op is None or not op.who.startswith("target:"):
        return None
    k = int(op.who.split(":")[1])
    if k >= len(item.targets) or item.targets[k] == NO_TARGET:
        return None
    chosen = item.targets[k]
    if chosen in state.players:
        return chosen
    perm = state.permanents.get(chosen)
    if perm is not None and perm.zone is not Zone.BATTLEFIELD:
        perm = state.last_known.get(chosen, perm)
    return None if perm is None else perm.controller


def pay_to_copy(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Then that player or that permanent's controller may pay {R}{R}" (Chain Lightning; CR
    118.12): that player chooses (a ``CARD_CHOICE``: ``COPY``, ``PAY_ONLY`` or ``NO``; not
    asked when they can't pay, 118.3) whether to pay and whether to copy the spell ("if the
    player does, they may copy this spell": the next instruction, done when
    ``Resolving.unpaid`` is False). False while the choice waits."""
    who = payer(state, work)
    cost = ManaCost.parse(op.rule)
    choice = NO
    if who is not None and can_pay(state, who, cost):
        given = answer(state, work, CARD_CHOICE, (COPY, PAY_ONLY, NO))
        if given is None:
            return False
        choice = given
    if choice != NO and who is not None:
        pay(state, who, cost)  # logs CostPaid
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=choice != COPY)
    return True


def pay_question(state: GameState, work: Resolving) -> tuple[str, str, tuple[str, ...]]:
    """Who chooses, the prompt and the options of ``pay_to_copy``'s question."""
    op = work.item.effect.ops[work.index]
    who = payer(state, work)
    assert who is not None
    return who, (f"{work.item.name}: pay {op.rule} to copy it ('copy'), pay without copying "
                 "('pay'), or 'no' (CR 118.12, 707.10)"), (COPY, PAY_ONLY, NO)


def _objects(state: GameState, work: Resolving, op: Op) -> list[str]:
    """What ``op``'s ``who`` names: the source's card, or the chosen target spell."""
    if op.who == SELF:
        return [work.item.source]
    if op.who in (THAT, THAT_SPELL):  # a cast trigger's spell (707.10)
        return [] if work.item.that is None else [work.item.that]
    k = int(op.who.split(":")[1])
    return [work.item.targets[k]] if k < len(work.item.targets) else []
