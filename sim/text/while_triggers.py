"""Trigger events with a state the game must be in as they happen: "whenever ~ attacks while
you control a creature with power 4 or greater", "whenever ~ attacks while you control a
token", "whenever another creature dies during your turn" (CR 603.2, 603.4, 500.1). Unlike an
intervening "if" (603.4: checked again as the ability resolves), the state is part of the
trigger event: the ability triggers only if it holds as the event happens, and it resolves
whether or not it still holds then (the cards' rulings: "if you control a token when the
ability triggers but not when it resolves, it still resolves"). The state is any the
intervening "if" reader reads ("if <condition>, ...": ``sim.rules.conditions.
program_condition_holds`` checks it), kept in ``Triggered.while_condition`` and checked by
``sim.rules.triggers.collect`` only as the event happens; ``sim.text.render_effects.triggered``
writes it back after the event.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import Triggered
from sim.text.control_conditions import condition_words
from sim.text.wording import Piece
from sim.text.zone_trigger_rules import STATE

_WHILE = " while "
#: "<event> during your turn": the event happening while it is its controller's turn (CR
#: 500.1; the state "it's your turn", written back as "during your turn")
_DURING_YOUR_TURN, _YOUR_TURN = " during your turn", "it's your turn"
DURING_YOUR_TURN = "if " + _YOUR_TURN
#: a state naming the zone of ~ itself ("while ~ is in your graveyard"): the ability functions
#: from that zone (CR 113.6), which the triggers of a permanent's events don't look at
_OWN_ZONE = re.compile(r"~ is (in|exiled|on)\b|it's (in|exiled|on)\b")


def read_while(condition: str, effect: str, line: str,
               reader: Callable[[str], Triggered | None]) -> Triggered | None:
    """The triggered ability "<event> while <state>, <effect>" (``condition`` the normalized
    words before the comma), read as "<event>, if <state>, <effect>" by ``reader`` with the
    "if" moved from its program to the trigger; None when it reads no other way (an event
    not known, a state not read, an effect with an "if" of its own, a state that would not
    render back, a state trigger: 603.8 looks at states only)."""
    if condition.endswith(_DURING_YOUR_TURN):  # "whenever a creature dies during your turn"
        event, found, state = condition[:-len(_DURING_YOUR_TURN)], "during", _YOUR_TURN
    else:
        event, found, state = condition.partition(_WHILE)
    if not found or _WHILE in state or not state or effect.lstrip().startswith("if ") or \
            _WHILE in event or _OWN_ZONE.search(state):
        return None
    read = reader(f"{event}, if {state}, {effect}")
    if read is None or not read.event or read.event == STATE or read.program is None or \
            read.program.condition != "if " + state or state != _YOUR_TURN and \
            while_words(read.program.condition) is None:
        return None
    return attrs.evolve(read, program=attrs.evolve(read.program, condition=""),
                        while_condition=read.program.condition, condition=condition,
                        text=line)


def while_words(condition: str) -> Piece | None:
    """The words after "while" for ``condition`` ("if you control a token" -> "you control a
    token"), as the intervening "if" renders them; None when they aren't "if <words>, "."""
    if condition == DURING_YOUR_TURN:
        return None
    words = condition_words(condition)
    if isinstance(words, tuple) and len(words) == 3 and words[0] == "if " and words[2] == ", ":
        return words[1]
    if isinstance(words, str) and words.startswith("if ") and words.endswith(", "):
        return words[3:-2]
    return None
