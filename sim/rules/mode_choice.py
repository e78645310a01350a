"""The choice of a modal spell's or ability's modes as it is put on the stack (CR 700.2,
601.2b): one mode ("Choose one —"), or a set of them ("Choose two —", "Choose one or both —",
``sim.model.modes``), offered only when every target the chosen modes need can be chosen
(601.2c, 700.2c); the chosen set is recorded as one program doing each mode in printed order
(608.2c). Entwine (702.42a) lets a spell choose all its modes for an additional cost, escalate
(702.120a) costs more for each mode beyond the first (``mode_cost``, added to the spell's total
cost by ``sim.rules.casting``, 601.2f).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.abilities import ENTWINE, ESCALATE
from sim.model.modes import MODE_JOIN, NO_MODE, combined, mode_sets, parse_modes
from sim.model.stack_objects import SPELL, StackItem
from sim.model.state import GameState
from sim.rules.distinct_targets import distinct_choosable
from sim.rules.mode_rules import remember, ruled_options
from sim.rules.spell_costs import spell_param
from sim.rules.targeted_costs import candidates, depends, unrequired
from sim.rules.targeting import has_candidates


def targetable(state: GameState, item: StackItem) -> bool:
    """Whether every target slot of ``item``'s effect that must be filled has a candidate
    (CR 601.2c): "each of two target creatures" (``exactly``) two different ones (115.3)."""
    specs = item.effect.targets
    for spec in specs:
        if spec.optional or unrequired(spec, item):
            continue
        need = spec.up_to if spec.exactly else 1
        if len(specs) == 1 and not depends(state, item):  # ``candidates`` are targeting's
            if not has_candidates(state, spec, item, need):  # (counted lazily)
                return False
        elif len(tuple(candidates(state, spec, item))) < need:
            return False
    return distinct_choosable(state, item)  # 115.3


def mode_options(state: GameState, item: StackItem,
                 payable: Callable[[str], bool] | None = None) -> tuple[str, ...]:
    """The modes (``"1"``) or sets of modes (``"0+2"``, ``MODE_JOIN``) ``item``'s controller
    may choose (CR 700.2, 700.2d), those whose targets can all be chosen (601.2c); a spell
    with entwine may also choose all its modes (702.42a). With ``payable``, a set whose
    additional cost (entwine, escalate: ``mode_cost``) the spell's cost with it can't be paid
    is left out (601.2b)."""
    program = item.program
    if program.modes_rule:  # "one that hasn't been chosen [this turn]", "one at random"
        return ruled_options(state, item, _chosen_options(state, item, payable))
    if not program.modes_min:  # "choose up to one —" (603.3c): none chosen, it is removed
        return (*_chosen_options(state, item, payable), NO_MODE)
    return _chosen_options(state, item, payable)


def _chosen_options(state: GameState, item: StackItem,
                    payable: Callable[[str], bool] | None) -> tuple[str, ...]:
    program = item.program
    if program.modes_max == 1 and not _costs(state, item):
        return tuple(str(i) for i in range(len(program.modes))
                     if targetable(state, attrs.evolve(item, mode=i)))
    sets = list(mode_sets(program))
    whole = tuple(range(len(program.modes)))
    if spell_param(state.permanents[item.source].card, ENTWINE) and whole not in sets:
        sets.append(whole)  # 702.42a: all the modes, for the entwine cost
    out = []
    for chosen in sets:
        value = MODE_JOIN.join(map(str, chosen))
        if not targetable(state, with_modes(item, chosen)):
            continue
        extra = mode_cost(state, item, value)
        if not extra or payable is None or payable(extra):
            out.append(value)
    return tuple(out)


def _costs(state: GameState, item: StackItem) -> bool:
    """Whether ``item`` is a spell whose modes cost more: entwine, escalate, spree (702.42a,
    702.120a, 702.172a)."""
    if item.kind != SPELL or item.copy:
        return False
    if item.program.mode_costs:  # spree (702.172a)
        return True
    params = state.permanents[item.source].card.params
    return any(kind in (ENTWINE, ESCALATE) for kind, _ in params)


def mode_cost(state: GameState, item: StackItem, value: str) -> str:
    """The additional cost of choosing the modes ``value`` (601.2f): entwine's when they are
    more modes than the spell says to choose (all of them, CR 702.42a), escalate's once for
    each mode beyond the first (702.120a), each spree mode's own (702.172a); "" for none."""
    if not _costs(state, item):
        return ""
    card = state.permanents[item.source].card
    chosen = parse_modes(value)
    program = item.program
    extra = ""
    entwine = spell_param(card, ENTWINE)
    if entwine and len(chosen) > (program.modes_max or len(program.modes)):
        extra += entwine
    extra += "".join(program.mode_costs[k] for k in chosen) if program.mode_costs else ""
    return extra + spell_param(card, ESCALATE) * (len(chosen) - 1)


def with_modes(item: StackItem, chosen: tuple[int, ...]) -> StackItem:
    """``item`` with the modes ``chosen`` (CR 700.2): one mode by its index, several joined
    into one program (``combined``)."""
    if len(chosen) == 1:
        return attrs.evolve(item, mode=chosen[0])
    return attrs.evolve(item, program=combined(item.program, chosen))


def choose_modes(state: GameState, item: StackItem, value: str) -> StackItem:
    """``item`` with the mode choice ``value`` made (``"1"``, ``"0+2"``); a mode of an
    ability choosing "one that hasn't been chosen" is remembered (``remember``)."""
    if item.program.modes_rule:
        remember(state, item, int(value))
    return with_modes(item, parse_modes(value))
