"""Reading the riders that follow a damage, fight or bite instruction (issue 29, fight): "if
a creature dealt damage this way would die this turn, exile it instead" and "if that creature
[or planeswalker] would die this turn, exile it instead" (CR 614.1a, 614.6: replacement
effects on dying that last the turn)."""

from __future__ import annotations

from typing import Any

import attrs

from sim.model.fight_verbs import EXILE_DAMAGED, EXILE_DYING, EXILE_IF_IT_DIES, FIGHT
from sim.model.programs import BITE, DAMAGE, MODIFY, RULE, SELF, Op, TargetSpec

#: the instructions whose target a "that creature" rider may name (the one acted on last)
_ON_TARGET = (DAMAGE, MODIFY, FIGHT, BITE)
#: the rider's subject words, and the target types each must name exactly
_SUBJECTS = {"that creature": frozenset({"creature"}), "it": frozenset({"creature"}),
             "that creature or planeswalker": frozenset({"creature", "planeswalker"})}
#: after damage to any target: no regeneration and exile instead, for a creature (701.19c)
NOT_REGENERATED = ("if it's a creature, it can't be regenerated this turn, and if it would die "
                   "this turn, exile it instead")
#: "the creature <controller words>": which of the instruction's targets, by its controller
_THE_CREATURE = {"the creature an opponent controls": "opponent",
                 "the creature you don't control": "opponent",
                 "the creature you control": "you"}


def exile_rider(s: str, ops: list[Op], targets: list[TargetSpec]) -> Op | None:
    """The instruction sentence ``s`` (lower case, no period) adds after ``ops``, or None
    when it is no such rider (or names what the instruction before did not act on)."""
    if not ops:
        return None
    last = ops[-1]  # (the instruction the rider follows)
    if s == "if a creature would die this turn, exile it instead":  # every creature's
        return Op(RULE, rule=EXILE_DYING)  # dying, for the turn
    for kind in ("creature", "permanent"):  # (a permanent: a planeswalker too, 700.4)
        if s == f"if a {kind} dealt damage this way would die this turn, exile it instead":
            return Op(EXILE_DAMAGED, rule=kind) if last.verb == DAMAGE and not last.divided \
                else None
    if s == NOT_REGENERATED and last.verb == DAMAGE and last.who.startswith("target:") and \
            not last.divided:  # (Carbonize: "any target"; a creature only)
        return Op(EXILE_IF_IT_DIES, last.who, rule=s)
    if last.verb == DAMAGE and last.rule == "and" and len(ops) > 1:
        last = ops[-2]  # "... to target creature and 2 damage to that creature's controller"
    if not (s.startswith("if ") and s.endswith(" would die this turn, exile it instead")):
        return None
    words = s[3:-len(" would die this turn, exile it instead")]
    if last.verb not in _ON_TARGET:
        return None
    if words in _THE_CREATURE:  # one of two fighters, by its controller (Unnatural Aggression)
        named = [r for r in (last.rule, last.who) if r.startswith("target:")
                 and _is_creature_of(targets[int(r[7:])], _THE_CREATURE[words])]
        return Op(EXILE_IF_IT_DIES, named[0], rule=words) if len(named) == 1 else None
    types = _SUBJECTS.get(words)
    if types is None or not last.who.startswith("target:"):
        return None
    spec = targets[int(last.who[7:])]
    if spec.types != types or spec.up_to > 1:
        return None
    return Op(EXILE_IF_IT_DIES, last.who, rule=words)


def _is_creature_of(spec: TargetSpec, controller: str) -> bool:
    """Whether ``spec`` is a single target creature with that controller."""
    return spec.types == {"creature"} and spec.controller == controller and spec.up_to < 2


def fight_source(reader: Any, who: Any) -> str:
    """The first creature of a fight or a bite (``sim.text.effect_text``'s reader resolving
    subject ``who``): "it" right after an instruction on ~ with no target named ("put a +1/+1
    counter on ~, then it deals damage equal to its power to any target") is ~ (CR 608.2c:
    the object the sentence before acted on), whatever the ability is about."""
    if who.kind == "it" and who.words == "it" and not reader.targets and reader.last == SELF:
        return SELF
    return str(reader.resolve(who))


def another_fighter(reader: Any, first: str, second: str) -> None:
    """"Target creature you control fights another target creature": "another" is other than
    the first creature (a fight with itself is not what it says, CR 701.14c), not than the
    source, which may be either (CR 115.1, 115.3): the second target's spec is marked to
    differ from the first target (``TargetSpec.among``, ``sim.rules.casting``)."""
    if first.startswith("target:") and second.startswith("target:"):
        k = int(second[7:])
        spec = reader.targets[k]
        if spec.other and not spec.up_to:
            reader.targets[k] = attrs.evolve(spec, other=False, among=int(first[7:]))
