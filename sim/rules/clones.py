"""Clones (CR 707.2, 614.1c): "you may have ~ enter [the battlefield] as a copy of any creature
on the battlefield | of a creature you control | an opponent controls | any creature card in a
graveyard" (a card there: its printed values), with the exceptions of 707.9b
(``sim.rules.clone_exceptions``).

The ability is a replacement effect on the permanent entering (614.1c): as the permanent spell
resolves, its controller chooses a permanent of the kind on the battlefield, or none (the "you
may"; a ``choose_quality`` decision, options "no" and the permanents' ids — the
``CHOOSE_COPY`` instruction put first in the spell's program, ``as_copy``). The spell carries
the choice (``StackItem.choice``, "copy:<id>") to the permanent it becomes, which enters with
the chosen permanent's copiable values (707.2: ``permanent_copies.copiable``; not its counters,
status or the effects that apply to it) as its characteristics: its card is the copied one, its
own kept in ``Permanent.original`` until it leaves the battlefield (``Board.move``, 400.7). It
enters as the copy (its "enters with" counters, "enters tapped" and enters triggers are the
copied card's; 707.2 ruling), and makes the copied card's own "as ~ enters" choices afresh.
A clone put onto the battlefield other than by resolving (returned from a graveyard) enters as
itself: the engine can't stop that effect to ask, and declining is always allowed.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import ENTERS_AS_COPY
from sim.model.card import CardDef
from sim.model.clone_values import CLONE_COUNTERS, CLONE_IF, clone_param
from sim.model.objects import Zone
from sim.model.programs import CHOOSE_COPY, SELF, Op, Program
from sim.model.stack_objects import QUALITY_CHOICE, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.chosen import entering_choice
from sim.rules.clone_exceptions import excepted
from sim.rules.permanent_copies import copiable
from sim.rules.turn_history import history_holds

#: the answer declining the copy, and the prefix of the choice the spell carries
NONE, CHOICE = "no", "copy:"


def as_copy(card: CardDef, program: Program) -> Program:
    """The program of ``card`` cast as a spell, with its clone choice made first as it
    resolves (CR 614.1c: before it enters)."""
    for s in card.statics:
        if s.rule == ENTERS_AS_COPY and s.what is not None:
            what = s.what
            op = Op(CHOOSE_COPY, SELF,  # x: "... x additional +1/+1 counters" (601.2b)
                    rule=f"{what.card_type}|{what.controller}|{what.subtype}|{what.zone}|"
                    f"{clone_param(s, CLONE_IF)}",
                    x=bool(clone_param(s, CLONE_COUNTERS)))
            return attrs.evolve(program, ops=(op, *program.ops))
    return program


def copy_options(state: GameState, player: str, rule: str) -> tuple[str, ...]:
    """"no" (none), then each permanent on the battlefield of the kind ``rule`` names ("artifact
    or creature|you"), as it is now (its types with the effects that apply, 613.1d), that
    ``player`` controls ("you"), an opponent controls, or any."""
    kind, whose, subtype, zone, condition = (*rule.split("|"), "", "", "")[:5]
    nonland = kind.startswith("nonland ")
    kinds = {k.capitalize() for k in kind.removeprefix("nonland ").split(" or ")}
    out = [NONE]
    if condition and not history_holds(state, player, condition):
        return (NONE,)  # raid's "if you attacked this turn, you may have ~ ..." (614.1c)
    if zone == "graveyard":  # "any creature card in a graveyard": the cards there (707.2)
        return (NONE, *(card.id for card in state.permanents.values()
                        if card.zone is Zone.GRAVEYARD and kinds & set(card.card.types)))
    for perm in state.battlefield():
        types = perm.card.types
        if whose == "you" and perm.controller != player or \
                whose == "opponent" and perm.controller == player:
            continue
        if nonland and "Land" in types or subtype and not perm.card.has_subtype(subtype) or \
                zone and perm.entered_turn != state.turn:  # "that entered ... this turn"
            continue
        if "Permanent" in kinds or kinds & set(types):
            out.append(perm.id)
    return tuple(out)


def clone_question(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The options of a ``CHOOSE_COPY`` instruction's ``choose_quality`` decision; () for
    another instruction's."""
    op = work.item.effect.ops[work.index]
    if op.verb != CHOOSE_COPY:
        return ()
    return copy_options(state, work.item.controller, op.rule)


def choose_copy(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """The controller chooses what the permanent spell enters as a copy of (CR 614.1c, 707.2),
    or "no"; the choice rides on the spell (``StackItem.choice``). False while the decision
    waits."""
    options = copy_options(state, work.item.controller, op.rule)
    chosen = answer(state, work, QUALITY_CHOICE, options) if len(options) > 1 else NONE
    if chosen is None:
        return False
    current = state.resolving
    assert current is not None
    if chosen != NONE:
        item = attrs.evolve(current.item, choice=CHOICE + chosen)
        state.resolving = attrs.evolve(current, item=item)
    return True


def enter_as_copy(state: GameState, item: StackItem) -> StackItem:
    """The permanent spell ``item``, entering now, as a copy of the permanent it chose (CR
    707.2, 614.1c) — if that is still on the battlefield; returned with its choice replaced
    by the copied card's own "as ~ enters" choice (614.12, made as a default policy would)."""
    if not item.choice.startswith(CHOICE):
        return item
    perm = state.permanents[item.source]
    copied = state.permanents.get(item.choice[len(CHOICE):])
    static = next((s for s in perm.card.statics if s.rule == ENTERS_AS_COPY), None)
    zone = Zone.GRAVEYARD if static is not None and static.what is not None and \
        static.what.zone == "graveyard" else Zone.BATTLEFIELD
    if copied is not None and copied.zone is zone:  # a card in a graveyard: its own (707.2)
        card = copiable(copied)[0] if zone is Zone.BATTLEFIELD else copied.card
        if static is not None:  # "except ..." (707.9b: ``excepted``)
            card = excepted(card, static, perm.card)
        perm.original, perm.card = perm.card, card
        state.static_sources = None  # its static abilities are the copied card's (604.1)
    return attrs.evolve(item, choice=entering_choice(state, perm.card, item.controller))
