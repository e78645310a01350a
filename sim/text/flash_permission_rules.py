"""The transformer rules of the Oracle grammar (``oracle.lark``) for permissions to cast spells
as though they had flash (CR 702.8a, 601.3; the model ``sim.model.flash_permissions``, run by
``sim.rules.flash_casting``): a permanent's "you | any player may cast [<kinds>] spells
[and <kinds> spells] as though they had flash" (a static rule, 604.1), an instruction's "you
may cast [<kinds>] spells this turn as though they had flash" (611.2a). The kinds are those a
cost change's "<kinds> spells" names (``cost_kinds``, checked by ``sim.text.cast_rules``; a
spell matches by ``sim.rules.cost_changes.of_kinds``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree

from sim.model.abilities import Static
from sim.model.flash_permissions import FLASH_KINDS, FLASH_SPELLS, FLASH_THIS_TURN
from sim.model.programs import YOU
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


def _kinds(tree: Any) -> str:
    """The words of one ``cost_kinds`` ("creature", "green creature", "aura and equipment")."""
    return " ".join(str(t) for t in tree.children)


class FlashPermissionRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def flash_spells(self, c: list[Any]) -> Static:
        """"you may cast <kinds> spells as though they had flash" (CR 702.8a, 604.1): its
        controller's spells (109.5)."""
        return Static("", rule=FLASH_SPELLS, params=frozenset([(FLASH_KINDS, c[-1])]))

    def flash_spells_any(self, c: list[Any]) -> Static:
        """"any player may cast <kinds> spells as though they had flash": ``amount`` 1."""
        return Static("", rule=FLASH_SPELLS, amount=1, params=frozenset([(FLASH_KINDS, c[-1])]))

    def flash_this_turn(self, c: list[Any]) -> Instruction:
        """"you may cast <kinds> spells this turn as though they had flash" (CR 611.2a)."""
        return Instruction("verb", Who("fixed", who=YOU), FLASH_THIS_TURN,
                           params=frozenset([(FLASH_KINDS, c[-1])]))

    def flash_kinds(self, c: list[Any]) -> str:
        """The kinds: "" every spell; "legendary and artifact" either of two kinds — each of
        one word when both say "spells" ("legendary spells and artifact spells")."""
        kinds = [_kinds(t) for t in c if isinstance(t, Tree)]
        if len(kinds) == 2 and any(" " in k for k in kinds):
            raise Refused(" and ".join(kinds))  # (each of one word, as a cost change's)
        return " and ".join(kinds)
