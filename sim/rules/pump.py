"""The pump family's resolution (issue 29): "<subject> gains your choice of flying, vigilance,
or haste until end of turn" (CR 608.2d: a choice an effect's text gives is made as it
resolves, by its controller — "your choice"; 611.2a: the ability chosen lasts until end of
turn). Called by ``sim.rules.effect_ops._modify`` only for a modification that carries the
choice (``sim.model.pump_verbs.KEYWORD_CHOICE``)."""

from __future__ import annotations

from sim.model.abilities import Param
from sim.model.keywords import Kw
from sim.model.pump_verbs import KEYWORD_CHOICE, choice_flag, choice_words
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer


def offered(params: frozenset[Param]) -> tuple[str, ...]:
    """The keywords a modification offers (as written), or () when it offers none."""
    for kind, value in params:
        if kind == KEYWORD_CHOICE:
            return choice_words(value)
    return ()


def chosen_keyword(state: GameState, work: Resolving,
                   params: frozenset[Param]) -> tuple[Kw, frozenset[Param]] | None:
    """The keyword the controller chooses among those offered (a ``choose_quality`` decision,
    CR 608.2d) and the parameters without the choice; None while the decision waits."""
    chosen = answer(state, work, QUALITY_CHOICE, offered(params))
    if chosen is None:
        return None
    return choice_flag(chosen), frozenset(p for p in params if p[0] != KEYWORD_CHOICE)
