"""A mana ability's choice of mana (CR 605.1a, 106.1): "{T}: Add {R} or {W}. ~ deals 1 damage to
you.", "{1}, {T}: Add one mana of any color." read as a program with one mode per
alternative (``mana_choice``): a mana ability resolves as soon as it is activated (605.3b),
so the alternative chosen as it is activated is the one chosen as it resolves, through the
same choice as a modal ability's (``sim.rules.casting.next_choice``). A spell's or a
triggered ability's choice is made as it resolves (608.2): not read this way (it stays not
run).
"""

from __future__ import annotations

import attrs

from sim.model.programs import ADD_MANA, FREEZE, SELF, YOU, Op, Program
from sim.text.effect_rules import Instruction
from sim.text.grammar import parse
from sim.text.keyword_names import normalize, self_reference


def mana_ops(step: Instruction, per: int) -> list[Op] | None:
    """The instruction of "add {B}{B}{B}" (CR 106.3, 106.4: into its controller's mana pool;
    ``per``: the group "for each" counts, -1 for none) or of "~ doesn't untap during your next
    untap step" (502.3: the source itself); None for a choice of mana, read only as a mana
    ability's (``mana_choice``)."""
    if step.kind == "freeze":
        return [Op(FREEZE, SELF, rule=step.then)]
    if "|" in step.then:
        return None
    return [Op(ADD_MANA, YOU, amount=1, rule=step.then, for_each=per)]


def mana_choice(effect: str, card_name: str, program: Program) -> Program | None:
    """``program`` (read from ``effect``, an activated ability's effect without a target)
    with its first sentence, "add {r} or {w}" or "add one mana of any color", which it could
    not read, read as one mode per alternative (each: that mana added, then the rest of the
    program); None when its first sentence is no such choice."""
    if len(program.unsupported) != 1 or program.targets or program.modes:
        return None
    first = program.unsupported[0].strip()
    if not effect.strip().startswith(first):
        return None  # the choice must come first: the modes add the mana first
    key = self_reference(normalize(first).rstrip("."), card_name)
    found = parse("effect", key)
    if not isinstance(found, Instruction) or found.kind != "add mana" or "|" not in found.then:
        return None
    written = found.card or found.then
    modes = tuple(attrs.evolve(program, ops=(Op(ADD_MANA, YOU, amount=1, rule=choice,
                                                card=written), *program.ops), unsupported=())
                  for choice in found.then.split("|"))
    return Program(program.text, modes=modes)

