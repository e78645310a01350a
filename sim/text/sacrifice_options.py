"""The optional cost "you may sacrifice a <subtype>" (CR 118.12, 701.21a, 205.3): "you may
sacrifice a Food. If you do, ...", "you may sacrifice a Vampire. When you do, ..." (603.12).
Read by ``sim.text.move_rules.MoveRules.sacrifice_option`` into the one ``SACRIFICE_COST``
instruction, its group a permanent of the controller's with that subtype (``TargetSpec.subtype``,
matched by ``sim.rules.targeting.qualifies``: a changeling has every creature type, 702.73a), and
written back by ``sim.text.render_sacrifice_options``."""

from __future__ import annotations

from sim.model.programs import SACRIFICE_COST, TargetSpec
from sim.model.qualities import NONCREATURE_SUBTYPES
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.vocabulary import CREATURE_TYPES


def sacrifice_subtype(other: bool, word: str) -> Instruction:
    """"you may sacrifice a food | a vampire | another elf" (CR 118.12, 701.21a): a permanent
    the controller controls with that subtype (205.3: an artifact, enchantment or land type, or
    a creature type); ``Refused`` for any other word ("a token": not a subtype)."""
    subtype = word.title()
    if subtype not in NONCREATURE_SUBTYPES and subtype not in CREATURE_TYPES:
        raise Refused(word)
    article = "another" if other else "an" if word[0] in "aeiou" else "a"
    spec = TargetSpec(f"{article} {word}", frozenset({"permanent"}), controller="you",
                      other=other, subtype=subtype)
    return Instruction("pay option", Who("group", spec=spec), SACRIFICE_COST)
