"""The transformer rules of the Oracle grammar (``oracle.lark``) for a variable number of
targets (issue 29): "X target artifacts" — X is announced first (CR 601.2b, 107.3), then
exactly X different targets are chosen (601.2c, 115.3) — and "any number of target
creatures" — zero or more different ones (601.2c). One phrase is read as two optional
``up_to`` slots marked with ``TargetSpec.count``; ``sim.rules.x_slots`` opens them into the
number chosen as the spell or ability is put on the stack.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.target_specs import ANY_COUNT, LATE_COUNT, UP_TO_X_COUNT, X_COUNT, TargetSpec
from sim.text.effect_rules import Who
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec


def _phrase(found: Any, count: str, head: str) -> Who:
    if not isinstance(found, tuple):  # a singular noun ("x target creature")
        raise Refused("variable targets")
    spec: TargetSpec = found[1]
    if spec.up_to or spec.other or spec.kicked:
        raise Refused("variable targets")
    return Who("target", spec=attrs.evolve(spec, text=f"{head}{found[0]}", up_to=2,
                                           count=count))


def variable_after(phrase: TargetSpec, targets: list[TargetSpec]) -> TargetSpec:
    """``phrase``, read after the target slots ``targets``: a variable phrase is opened only
    as the last one (CR 601.2c: ``sim.rules.x_slots``), and "X target ..." only as the first
    too (X is announced before any target is chosen, 601.2b, at most the candidates there
    are then). A variable phrase before ``phrase`` (in ``targets``, changed in place), or
    "X target ..." after another target, is marked ``LATE_COUNT``: not opened, it renders as
    no Oracle wording (its clause is listed as not run, ``sim.text.render``)."""
    for k, t in enumerate(targets):
        if t.count:
            targets[k] = attrs.evolve(t, count=LATE_COUNT)
    if phrase.count == X_COUNT and targets:
        return attrs.evolve(phrase, count=LATE_COUNT)
    return phrase


class XTargetRules(Transformer[Token, Any]):
    """Variable target phrases; each method is named after a rule of ``oracle.lark``."""

    def x_targets(self, c: list[Any]) -> Who:
        """"X target artifacts", "X target creature cards from your graveyard" (CR 601.2b-c:
        exactly X targets, X announced first; 115.3: different objects)."""
        return _phrase(c[-1], X_COUNT, "x ")

    def x_any_targets(self, c: list[Any]) -> Who:
        """"each of X targets": X of "any target" (CR 115.4, 601.2b-c, 115.3)."""
        spec = target_spec(["any", "target"])
        return Who("target", spec=attrs.evolve(spec, text="each of x targets", up_to=2,
                                               count=X_COUNT))

    def up_to_x_targets(self, c: list[Any]) -> Who:
        """"up to X target creatures" (CR 601.2b-c: X announced first, then zero to X
        different targets, 115.3)."""
        return _phrase(c[-1], UP_TO_X_COUNT, "up to x ")

    def any_number_targets(self, c: list[Any]) -> Who:
        """"any number of target creatures" (CR 601.2c: zero or more, different, 115.3)."""
        return _phrase(c[-1], ANY_COUNT, "any number of ")


__all__ = ["XTargetRules", "variable_after"]
