"""Riot (CR 702.136a) and unleash (702.98a): "You may have this permanent enter with an
additional +1/+1 counter on it." — a replacement effect on the permanent entering (614.1c),
its controller choosing as the permanent spell resolves (``with_entering_choices``: the
spell's program gets an ``ENTERING_CHOICE`` instruction first, asked with a
``choose_quality`` decision, ``ENTERING_OPTIONS``); the answers ride on the spell
(``StackItem.entering``) to the permanent it becomes (``entered``). Riot's "If you don't, it
gains haste"; unleash's "can't block as long as it has a +1/+1 counter on it" is
``sim.legality.problems.blocker_problems``'. Each instance works separately (702.136b, 702.98c).

A permanent put onto the battlefield other than by resolving as a spell gets the choice the
default policy makes (the first option, the counter), as ``sim.rules.chosen`` does for
colors: the effect putting it there can't stop to ask."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.abilities import RIOT, UNLEASH
from sim.model.card import CardDef
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Duration, Effect, Zone
from sim.model.programs import ENTERING_CHOICE, SELF, Op, Program
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer

#: the answers of each keyword's choice: the counter first (702.136a, 702.98a)
ENTERING_OPTIONS = {RIOT: ("counter", "haste"), UNLEASH: ("counter", "none")}


def entering_kinds(card: CardDef) -> tuple[str, ...]:
    """The keywords of ``card`` that make a choice as it enters (riot, unleash), in order."""
    return tuple(sorted(kind for kind, _ in card.params if kind in ENTERING_OPTIONS))


def with_entering_choices(card: CardDef, program: Program) -> Program:
    """The program of ``card`` cast as a spell, its riot or unleash choice made first as it
    resolves (614.1c: the permanent enters with the counter)."""
    kinds = entering_kinds(card)
    if not kinds:
        return program
    ops = tuple(Op(ENTERING_CHOICE, SELF, rule=kind) for kind in kinds)
    return attrs.evolve(program, ops=ops + program.ops)


def choose_entering(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """The controller chooses whether the permanent spell resolving enters with an additional
    +1/+1 counter (CR 702.136a, 702.98a); False while the ``choose_quality`` decision waits.
    The answer rides on the spell (``StackItem.entering``)."""
    chosen = answer(state, work, QUALITY_CHOICE, ENTERING_OPTIONS[op.rule])
    if chosen is None:
        return False
    current = state.resolving
    assert current is not None
    item = current.item
    state.resolving = attrs.evolve(current, item=attrs.evolve(
        item, entering=(*item.entering, chosen)))
    return True


def entered(state: GameState, pid: str, choices: tuple[str, ...]) -> None:
    """The permanent ``pid`` enters with what was chosen for it: an additional +1/+1 counter
    for each "counter" (614.1c), and haste for riot's "haste" (702.136a: an effect with no
    duration; a new object, 400.7, doesn't have it)."""
    perm = state.permanents[pid]
    if perm.zone is not Zone.BATTLEFIELD:
        return
    for choice in choices:
        if choice == "counter":
            perm.counters[PLUS] = perm.counters.get(PLUS, 0) + 1
            state.changes += 1
        elif choice == "haste":
            state.add_effect(Effect(frozenset({pid}), Duration.INDEFINITE, add=Kw.HASTE,
                                    description=f"{perm.card.name}: riot"))


def default_choices(card: CardDef) -> tuple[str, ...]:
    """The choices a permanent put onto the battlefield other than as a spell gets: the
    default policy's (the first option of each), as ``sim.rules.chosen.entering_choice``."""
    return tuple(ENTERING_OPTIONS[kind][0] for kind in entering_kinds(card))

