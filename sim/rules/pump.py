"""The pump family's resolution (issue 29): "<subject> gains your choice of flying, vigilance,
or haste until end of turn", "~ gets +1/-1 or -1/+1 until end of turn" (CR 608.2d: a choice
an effect's text gives is made as it resolves, by its controller — "your choice"; 611.2a: the
ability or bonus chosen lasts until end of turn). Called by ``sim.rules.effect_ops._modify``
only for a modification that carries the choice (``sim.model.pump_verbs.KEYWORD_CHOICE``,
``PT_CHOICE``); ``quoted`` compiles the quoted abilities a modification grants for a time
(``QUOTED_UNTIL``, CR 613.1f) into its effect."""

from __future__ import annotations

import attrs

from sim.model.abilities import Param
from sim.model.keywords import Kw
from sim.model.objects import Effect
from sim.model.programs import Activated, Op, Triggered
from sim.model.pump_verbs import (
    KEYWORD_CHOICE,
    PT_CHOICE,
    QUOTED_UNTIL,
    choice_flag,
    choice_words,
    pt_of,
    pt_options,
)
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.text.card_reader import quoted_abilities


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


def quoted(effect: Effect) -> Effect:
    """``effect`` granting the quoted abilities its parameters name ('gains "When this
    creature dies, return it to the battlefield tapped under its owner's control." until end
    of turn', CR 611.2a, 613.1f: layer 6; 113.6, 201.5: "this creature" is the permanent that
    has it), each compiled now (``Effect.abilities``); ``effect`` itself if it grants none."""
    if not effect.params or not any(kind == QUOTED_UNTIL for kind, _ in effect.params):
        return effect
    activated: list[Activated] = []
    triggered: list[Triggered] = []
    for kind, text in sorted(effect.params):
        if kind == QUOTED_UNTIL:
            more = quoted_abilities(text)
            activated += more[0]
            triggered += more[1]
    rest = frozenset(p for p in effect.params if p[0] != QUOTED_UNTIL)
    return attrs.evolve(effect, params=rest, abilities=(tuple(activated), tuple(triggered)))
