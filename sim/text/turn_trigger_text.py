"""Delayed triggered abilities an effect creates for the rest of the turn (issue 29; CR 603.7a,
c): "whenever a creature attacks this turn, put a +1/+1 counter on it", "whenever a creature
dies this turn, you gain 1 life", "whenever you cast a creature spell this turn, draw a card".

The sentence without "this turn" is a triggered ability the compiler reads as any printed one
(``sim.text.oracle.read_triggered``, registered in ``TRIGGER_READERS``): its condition one the
engine matches (``Triggered.event``), its effect run whole. The sentence is one
``WHENEVER_THIS_TURN`` instruction: ``Op.rule`` the ability's words without "this turn" (read
again, cached, by ``turn_trigger``: what ``sim.rules.turn_triggers`` matches and
``sim.text.render_turn_triggers`` writes back), ``Op.program`` its effect.

Only a condition about no object in particular is read: a delayed ability has no source that
must stay (603.7c, d), so "~", "it", "that creature", "another", an enchanted or equipped
creature are left unsupported; so are an intervening "if" and "only once each turn".
"""

from __future__ import annotations

import re
from functools import lru_cache

from sim.model.programs import YOU, Op, Triggered
from sim.model.turn_trigger_verbs import WHENEVER_THIS_TURN
from sim.text.trigger_rules import TRIGGER_READERS

#: where the condition ends and the effect begins
_THIS_TURN = " this turn, "
#: the same ability with its duration first (CR 603.7c)
LEADS = ("until end of turn, whenever ", "this turn, whenever ")
#: words naming an object of the ability's source or of the spell that created it: not read
_NAMED = re.compile(r"~|\b(?:it|its|that|those|this|another|other|enchanted|equipped|"
                    r"attached|chosen)\b")

#: a quoted ability (a token's, CR 111.4: its "~" is the token)
_QUOTED = re.compile(r'"[^"]*"')


def turn_trigger_sentence(s: str) -> list[Op] | None:
    """The ``WHENEVER_THIS_TURN`` instruction of the normalized sentence ``s`` ("whenever
    <condition> this turn, <effect>", "until end of turn | this turn, whenever <condition>,
    <effect>": the same ability, CR 603.7a, c), or None when ``s`` is not one the engine
    runs."""
    lead = next((w for w in LEADS if s.startswith(w)), None)
    if lead is not None:
        words = s[len(lead) - len("whenever "):]
    else:
        condition, this_turn, effect = s.partition(_THIS_TURN)
        if not this_turn or not condition.startswith("whenever "):
            return None
        words = f"{condition}, {effect}"
    trigger = turn_trigger(words)
    if trigger is None or _NAMED.search(trigger.condition) or \
            "~" in _QUOTED.sub("", trigger.effect):  # (a token's quoted "~" is the token)
        return None
    return [Op(WHENEVER_THIS_TURN, YOU, rule=words, program=trigger.program)]


@lru_cache(maxsize=4096)
def turn_trigger(words: str) -> Triggered | None:
    """The triggered ability ``words`` ("whenever <condition>, <effect>") as the compiler
    reads it, when its condition is one the engine matches and its effect runs whole (no
    intervening "if", CR 603.4; no "only once each turn", 603.1); None otherwise."""
    if not TRIGGER_READERS:
        return None
    trigger = TRIGGER_READERS[0](words)
    if trigger is None or not trigger.event or trigger.keyword or trigger.once_each_turn or \
            trigger.while_condition:  # (a state as it happens: ``sim.text.while_triggers``)
        return None
    program = trigger.program
    if program is None or not program.runnable or program.unsupported or program.condition:
        return None
    return trigger
