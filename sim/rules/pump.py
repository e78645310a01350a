"""The pump family's resolution (issue 29): "<subject> gains your choice of flying, vigilance,
or haste until end of turn", "~ gets +1/-1 or -1/+1 until end of turn" (CR 608.2d: a choice
an effect's text gives is made as it resolves, by its controller — "your choice"; 611.2a: the
ability or bonus chosen lasts until end of turn). Called by ``sim.rules.effect_ops._modify``
only for a modification that carries the choice (``sim.model.pump_verbs.KEYWORD_CHOICE``,
``PT_CHOICE``)."""

from __future__ import annotations

from sim.model.abilities import Param
from sim.model.keywords import Kw
from sim.model.programs import Op
from sim.model.pump_verbs import (
    KEYWORD_CHOICE,
    PT_CHOICE,
    choice_flag,
    choice_words,
    pt_of,
    pt_options,
)
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer


def offered(params: frozenset[Param]) -> tuple[str, ...]:
    """What a modification offers to choose among (the keywords as written, or the bonuses
    "+1/-1", "-1/+1"), or () when it offers no choice."""
    for kind, value in params:
        if kind == KEYWORD_CHOICE:
            return choice_words(value)
        if kind == PT_CHOICE:
            return pt_options(value)
    return ()


def chosen_modification(state: GameState, work: Resolving, op: Op, params: frozenset[Param]
                        ) -> tuple[Kw, int, int, frozenset[Param]] | None:
    """What the controller chooses among those offered (a ``choose_quality`` decision, CR
    608.2d): the abilities the modification grants, its power and toughness bonus, and its
    parameters without the choice; None while the decision waits."""
    chosen = answer(state, work, QUALITY_CHOICE, offered(params))
    if chosen is None:
        return None
    rest = frozenset(p for p in params if p[0] not in (KEYWORD_CHOICE, PT_CHOICE))
    if any(kind == PT_CHOICE for kind, _ in params):
        power, toughness = pt_of(chosen)
        return op.add, power, toughness, rest
    return op.add | choice_flag(chosen), op.power, op.toughness, rest
