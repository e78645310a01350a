"""Targets on the stack besides spells (CR 115.1, 113.3b-c, 701.6a) as ``TargetSpec``:
"target activated ability", "target activated or triggered ability", "target spell or
ability", "target spell, activated ability, or triggered ability", and a spell or ability
"that targets you | a player | ~ | a creature | a permanent | [you or] a creature | permanent
you control" (115.9b; ``TargetSpec.aimed``, checked by ``sim.rules.stack_targets``)."""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.programs import TargetSpec
from sim.text.effect_rules import Who
from sim.text.static_rules import Refused

#: the stack objects each phrase names (``TargetSpec.types``)
STACK_WORDS = {
    "activated ability": frozenset({"activated"}),
    "triggered ability": frozenset({"triggered"}),
    "activated or triggered ability": frozenset({"activated", "triggered"}),
    "spell or ability": frozenset({"spell", "activated", "triggered"}),
    "spell, activated ability, or triggered ability": frozenset(
        {"spell", "activated", "triggered"}),
}


def _words(tokens: list[Any]) -> str:
    return " ".join(str(t) for t in tokens).replace(" ,", ",")


class StackTargetRules(Transformer[Token, Any]):
    """Each method is named after a rule of ``oracle.lark``."""

    def stack_words(self, tokens: list[Any]) -> str:
        return _words(tokens)

    def aimed_words(self, tokens: list[Any]) -> str:
        words = _words(tokens)
        if "another" in words:
            raise Refused(words)  # "another creature": not read
        return words

    def aimed(self, c: list[Any]) -> str:
        return str(c[-1])

    def target_on_stack(self, c: list[Any]) -> Who:
        """"target activated ability [that targets ...]" (CR 115.1, 115.9b)."""
        words = str(c[0])
        aimed = str(c[1]) if len(c) > 1 else ""
        text = f"target {words}" + (f" that targets {aimed}" if aimed else "")
        return Who("target", spec=TargetSpec(text, STACK_WORDS[words], aimed=aimed))

    def target_aimed_spell(self, c: list[Any]) -> Who:
        """"target [<type>] spell that targets ..." (CR 115.9b)."""
        spec: TargetSpec = c[0]
        return Who("target", spec=attrs.evolve(spec, text=f"{spec.text} that targets {c[1]}",
                                               aimed=str(c[1])))
