"""A triggered ability's intervening "if you control a(n) | no <permanent(s)>" clause (CR
603.4): "at the beginning of combat on your turn, if you control an Ajani planeswalker, put a
+1/+1 counter on ~"; "at the beginning of the end step, if you control no artifacts,
sacrifice ~". The clause is read off the front of a trigger's effect into the program's
``condition`` (``CONTROLS_IF`` and the words: "if you control an ajani planeswalker"), the
kind of permanent as ``sim.text.vocabulary.thing`` reads it (a card type, a subtype, a
planeswalker type before "planeswalker", 205.3j); it is checked as the ability triggers and
as it resolves (``sim.rules.conditions``) and renders back as written (``condition_words``).
Only a triggered ability's: a spell's "if you control ..." is no intervening "if"."""

from __future__ import annotations

import re
from functools import cache

import attrs

from sim.model.abilities import Filter
from sim.model.programs import Program
from sim.text.effect_text import read_effect
from sim.text.vocabulary import thing

#: the words a program's condition begins with when it is "if you control a(n) <thing>"
CONTROLS_IF = "if you control "

_CLAUSE = re.compile(r"^if you control ((?:an?|no) [a-z' -]+?), ", re.IGNORECASE)


@cache
def controlled_kind(condition: str) -> Filter | None:
    """The kind of permanent a ``CONTROLS_IF`` condition names (its controller's filter
    left unset), or None when ``condition`` is no such condition ("if you control no
    artifacts": ``controls_none`` tells)."""
    if not condition.startswith(CONTROLS_IF):
        return None
    words = condition[len(CONTROLS_IF):].split(" ", 1)
    return thing(words[1]) if len(words) == 2 else None


def controls_none(condition: str) -> bool:
    """Whether a ``CONTROLS_IF`` condition asks for none of its kind ("if you control no
    artifacts") rather than one."""
    return condition.startswith(CONTROLS_IF + "no ")


def read_trigger_effect(effect: str, card_name: str, it: str, that_player: bool) -> Program:
    """A triggered ability's effect (``read_effect``), an intervening "if you control a(n)
    <thing>, " at its front read into the program's condition (603.4) when the rest has
    none and ``thing`` knows the kind."""
    found = _CLAUSE.match(effect.strip())
    if found is not None:
        condition = CONTROLS_IF + found[1].lower()
        kind = controlled_kind(condition)
        if kind is not None and not kind.other:
            program = read_effect(effect.strip()[found.end():], card_name, it=it,
                                  that_player=that_player)
            if not program.condition:
                return attrs.evolve(program, text=effect.strip(), condition=condition)
    return read_effect(effect, card_name, it=it, that_player=that_player)


def condition_words(condition: str) -> str | None:
    """The words a ``CONTROLS_IF`` condition renders back to ("if you control an ajani
    planeswalker, "), or None."""
    return condition + ", " if controlled_kind(condition) is not None else None
