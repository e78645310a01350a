"""A mana ability's choice of mana (CR 605.1a, 106.1): "{T}: Add {R} or {W}. ~ deals 1 damage to
you.", "{1}, {T}: Add one mana of any color." read as a program with one mode per
alternative (``mana_choice``): a mana ability resolves as soon as it is activated (605.3b),
so the alternative chosen as it is activated is the one chosen as it resolves, through the
same choice as a modal ability's (``sim.rules.casting.next_choice``). A spell's or another
ability's choice is made as it resolves (608.2: ``sim.rules.mana_ops``, a ``MANA_CHOICE``).
"""

from __future__ import annotations

import attrs

from sim.model.abilities import KEEP_MANA
from sim.model.programs import ADD_MANA, FREEZE, SELF, YOU, Op, Program
from sim.model.qualities import plural
from sim.text.effect_rules import Instruction
from sim.text.vocabulary import creature_type


def mana_ops(step: Instruction, per: int) -> list[Op] | None:
    """The instruction of "add {B}{B}{B}" (CR 106.3, 106.4: into its controller's mana pool;
    ``per``: the group "for each" counts, -1 for none) or of "~ doesn't untap during your next
    untap step" (502.3: the source itself); a choice of mana ("add one mana of any color")
    names its alternatives, "|"-joined, in ``Op.rule`` and its words in ``Op.card``."""
    if step.kind == "freeze":
        return [Op(FREEZE, SELF, rule=step.then)]
    if step.kind == "keep mana":  # "you don't lose this mana as steps and phases end" (500.4)
        return [Op(KEEP_MANA, YOU)] if step.verb == KEEP_MANA else \
            [Op(step.verb, YOU, rule=step.then)]  # "spend this mana only to ..." (106.6)
    if "|" in step.then and per >= 0 or step.x and not step.card.endswith(REMOVED) and \
            not step.card.startswith(X_COMBINATION):
        return None  # "add x mana ..." without "where x is <count>": X not defined (107.3)
    return [Op(ADD_MANA, YOU, amount=1, rule=step.then, for_each=per, card=step.card
               or (step.then if "|" in step.then else ""), per=step.count, x=step.x)]


#: the end of "add {b} for each storage counter removed this way": X is the number of
#: counters its cost removed, announced as it was activated (CR 601.2b, 602.2b)
REMOVED = " counter removed this way"

#: the beginning of "add x mana in any combination of {w} and/or {u}": X is the number its
#: cost's "remove x storage counters from ~" announced (601.2b)
X_COMBINATION = "x mana in any combination of "


def mana_choice(program: Program) -> Program | None:
    """``program`` (an activated ability's effect) beginning with a choice of mana ("add {r}
    or {w}", "add one mana of any color") and without a target (a mana ability, 605.1a) read
    as one mode per alternative (each: that mana added, then the rest of the program); None
    for any other program."""
    if program.targets or program.modes or not program.ops:
        return None
    first = program.ops[0]
    if first.verb != ADD_MANA or "|" not in first.rule:
        return None
    modes = tuple(attrs.evolve(program, ops=(attrs.evolve(first, rule=choice),
                                             *program.ops[1:]))
                  for choice in first.rule.split("|"))
    return Program(program.text, modes=modes)


#: how many creatures a tapping cost names
_COUNTS = {"an": 1, "a": 1, "another": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def tap_cost(part: str) -> tuple[int, str, bool] | None:
    """"tap an untapped creature you control" -> (1, "", False), "tap two untapped elves you
    control" -> (2, "Elf", False), "tap another untapped rogue you control" -> (1, "Rogue",
    True): other than the source (CR 118.3, 601.2h); None for any other cost part."""
    words = part.rstrip(".").split()
    if len(words) != 6 or words[0] != "tap" or words[2] != "untapped" \
            or words[4:] != ["you", "control"] or words[1] not in _COUNTS:
        return None
    n, kind, other = _COUNTS[words[1]], words[3], words[1] == "another"
    if kind == ("creature" if n == 1 else "creatures"):
        return n, "", other
    subtype = creature_type(kind)
    if not subtype or (plural(subtype).lower() if n > 1 else subtype.lower()) != kind:
        return None
    return n, subtype, other
