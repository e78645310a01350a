""""That many" and "that much life" after a trigger whose event carries an amount (CR 603.2,
120.3, 608.2h): "whenever ~ deals combat damage to a player, create that many 1/1 green Elf
Warrior creature tokens", "... that player mills that many cards", "... that player discards
that many cards", "... that player gets that many poison counters", "... you get that many
{E}", "... investigate that many times", "whenever ~ is dealt damage, you lose that much life"
(111.2 tokens, 701.13a mill, 701.9a discard, 122.1f poison, 107.14 energy, 701.16a clues, 119.3
life).

The effect is read again with "that many" as "X" and "that much life" as "X life": each
instruction of X (``Op.x``) is marked ``THAT_MANY`` (in ``Op.params``), the triggered ability's
X being the amount of the event it triggered on (``sim.rules.event_amounts``), as "that much
damage" is read (``sim.text.that_much_damage``). Read only after the triggers whose "that much"
the engine counts (``THAT_MUCH_TRIGGERS``, ``LIFE_THAT_MUCH``), only when the effect names no X
of its own and every instruction of X is one of ``_VERBS``, counted once (no "for each", no
count of its own; a token not x/x nor attacking); anywhere else the sentence stays
unsupported."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.player_verbs import GET_POISON
from sim.model.programs import (
    COUNTER,
    DISCARD,
    GET_ENERGY,
    INVESTIGATE,
    LOSE_LIFE,
    MILL,
    MINUS_COUNTER,
    NAMED_COUNTERS,
    PUT_COUNTERS,
    SACRIFICE,
    THAT,
    THAT_MUCH_TRIGGERS,
    TOKEN,
    Op,
    Program,
)
from sim.model.that_many import THAT_MANY
from sim.text.combat_trigger_rules import (
    KIND_DAMAGES_ENCHANTED,
    KIND_DAMAGES_OPPONENT,
    KIND_DAMAGES_PLAYER,
)
from sim.text.keyword_names import normalize
from sim.text.life_trigger_subjects import LIFE_THAT_MUCH

_THAT_MANY = re.compile(r"\bthat many\b|\bthat much (?=life\b)", re.IGNORECASE)
_X = re.compile(r"\bx\b", re.IGNORECASE)
#: the instructions of ``_VERBS`` putting counters on a permanent (CR 122.1)
_ON_PERMANENTS = frozenset((COUNTER, MINUS_COUNTER, PUT_COUNTERS, *NAMED_COUNTERS.values()))
#: "whenever a creature you control | a <kind> [you control] deals combat damage to a player |
#: an opponent | enchanted player": once per creature per player, the damage it dealt that
#: player (CR 510.2; ``sim.rules.triggers._yours_to_player``,
#: ``sim.rules.combat_triggers.kind_damage_amounts``)
EACH_DEALER = frozenset(("DamageDealt", s) for s in (
    "creature you control to a player", KIND_DAMAGES_PLAYER, KIND_DAMAGES_OPPONENT,
    KIND_DAMAGES_ENCHANTED))
#: the triggers whose event's amount is the ability's X (``sim.rules.triggers._matches_x``)
AMOUNT_TRIGGERS = THAT_MUCH_TRIGGERS | LIFE_THAT_MUCH | EACH_DEALER
#: the instructions whose amount X may be "that many" (their handlers count ``Op.x`` as the
#: ability's X, ``sim.rules.op_amounts``): tokens, mill, discard, poison, life loss, energy,
#: investigate, counters of any kind put on permanents (122.1, 122.6), sacrifices (701.21a)
_VERBS = frozenset((TOKEN, MILL, DISCARD, GET_POISON, LOSE_LIFE, GET_ENERGY, INVESTIGATE,
                    COUNTER, MINUS_COUNTER, PUT_COUNTERS, *NAMED_COUNTERS.values(), SACRIFICE))


def _counted_once(op: Op, pair: tuple[str, str]) -> bool:
    """Whether ``op`` (of X) is one of ``_VERBS`` done X times, with no count of its own;
    counters put on "it" only after a trigger whose "it" the engine knows to be the creature
    that dealt the damage (``EACH_DEALER``; CR 603.2)."""
    if op.verb not in _VERBS or op.per is not None or op.for_each >= 0:
        return False
    if op.who == THAT and op.verb in _ON_PERMANENTS and pair not in EACH_DEALER:
        return False
    if op.verb != TOKEN:
        return not op.rule
    return op.token is not None and not op.token.x_pt and not op.attacking


def that_many_amounts(program: Program, effect: str, pair: tuple[str, str],
                      read: Callable[[str], Program]) -> Program:
    """``program`` (``effect`` read by ``read``, the trigger's (event, subject) ``pair``)
    with "that many" / "that much life" read as X, X the event's amount; ``program`` itself
    when it is read, the trigger counts no amount, or that reading leaves anything unread or
    counts X in another instruction."""
    if not program.unsupported or pair not in AMOUNT_TRIGGERS or \
            not _THAT_MANY.search(effect) or _X.search(normalize(effect)):
        return program
    again = read(_THAT_MANY.sub("X ", effect).replace("X  ", "X "))
    xs = [op for op in again.ops if op.x]
    if again.unsupported or again.modes or not xs or not all(_counted_once(op, pair) for op in xs):
        return program
    ops = tuple(attrs.evolve(op, params=op.params | {(THAT_MANY, "")}) if op.x else op
                for op in again.ops)
    return attrs.evolve(again, text=program.text, ops=ops)


__all__ = ["AMOUNT_TRIGGERS", "that_many_amounts"]
