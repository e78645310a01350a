"""The transformer rule of the Oracle grammar (``oracle.lark``) for a target of several permanent
types whose quality names its creatures only (CR 115.1): "target artifact, enchantment, or
creature with flying" (an artifact need not fly), "target artifact, battle, enchantment, or
creature with flying", "... or creature with power 4 or greater", "... or tapped creature"
(``TargetSpec.qualified_creatures``; checked by ``sim.rules.targeting.qualifies`` as it is chosen
and as it resolves, 608.2b; written back by ``qualified_words``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.keywords import Kw
from sim.model.target_specs import TargetSpec
from sim.text.effect_rules import Who

#: the other types, in the order Oracle lists them (alphabetical, the creature last)
_ORDER = ("artifact", "battle", "enchantment", "land", "planeswalker")
_POWER = re.compile(r"creature with power (\d+) or greater")
_LIST = re.compile(r"(.*?),? or ((?:tapped )?creature.*)")


def qualified_spec(words: str) -> TargetSpec:
    """The spec of "target <words>" (``QUALIFIED_PERMANENTS``)."""
    found = _LIST.fullmatch(words)
    assert found is not None  # (the terminal's own form)
    others, quality = found[1], found[2]
    types = frozenset(others.replace(",", " ").split()) | {"creature"}
    spec = TargetSpec(f"target {words}", types, qualified_creatures=True)
    power = _POWER.fullmatch(quality)
    if power is not None:  # CR 208.1: its power as it is chosen and as it resolves
        return attrs.evolve(spec, power_at_least=int(power[1]))
    if quality == "tapped creature":  # CR 110.5
        return attrs.evolve(spec, tapped=True)
    return attrs.evolve(spec, with_kw=Kw.FLYING)


def qualified_words(spec: TargetSpec) -> str:
    """"target artifact, enchantment, or creature with flying" from ``qualified_spec``'s spec."""
    quality = "tapped creature" if spec.tapped else "creature with flying" if spec.with_kw \
        else f"creature with power {spec.power_at_least} or greater"
    others = [k for k in _ORDER if k in spec.types]
    listed = f"{others[0]} or " if len(others) == 1 else ", ".join(others) + ", or "
    return f"target {listed}{quality}"


class QualifiedTargetRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def qualified_target(self, c: list[Any]) -> Who:
        return Who("target", spec=qualified_spec(str(c[-1])))
