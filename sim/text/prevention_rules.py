"""The transformer rules of the Oracle grammar (``oracle.lark``) for prevention effects (issue
29, prevention; CR 615.1a; ``sim.model.prevention_verbs``): "prevent all [combat | noncombat]
damage that would be dealt to | by | to and dealt by <who> this turn" as an instruction (a
``by player`` ``Instruction``: its subject resolved, ``Op.rule`` the scope), and a static
ability's "prevent all [...] damage that would be dealt to | by | to and dealt by ~ | you |
enchanted creature | equipped creature [by <sources>]" (``Static.rule``, a
``StaticPrevention``'s key).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import PREVENT_ALL_TO_SELF, PREVENT_COMBAT_TO_SELF, Static
from sim.model.prevention_verbs import (
    BY,
    COMBAT,
    NONCOMBAT,
    PREVENT_BY,
    PREVENT_TO,
    PREVENT_TO_AND_BY,
    TO,
    TO_AND_BY,
    static_prevention,
)
from sim.model.programs import ENCHANTED_CREATURE, EQUIPPED_CREATURE, SELF, YOU
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused

#: the subjects a static prevention may name
_STATIC_WHO = {"~": SELF, "you": YOU, "enchanted creature": ENCHANTED_CREATURE,
               "equipped creature": EQUIPPED_CREATURE}


def _scope(c: list[Any]) -> tuple[str, list[Any]]:
    """The scope ("combat", "noncombat": CR 510.2, 120.2; "" all damage) among a ``!`` rule's
    tokens, and its children that are not tokens."""
    words = [str(t) for t in c if isinstance(t, Token)]
    scope = COMBAT if COMBAT in words else NONCOMBAT if NONCOMBAT in words else ""
    return scope, [t for t in c if not isinstance(t, Token)]


def _subject(who: Any) -> Who:
    """A prevention's subject: not "its controller" (a player named through another object)."""
    if not isinstance(who, Who) or who.kind == "controller":
        raise Refused("prevent: subject")
    return who


class PreventionRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def side_to(self, c: list[Any]) -> tuple[str, Who]:
        return PREVENT_TO, _subject(c[0])

    def side_to_you_and(self, c: list[Any]) -> tuple[str, Who]:
        """"to you and creatures you control" (a joined ``who``, CR 120.2's wording)."""
        return PREVENT_TO, Who("fixed", who=YOU, also=_subject(c[0]))

    def side_by(self, c: list[Any]) -> tuple[str, Who]:
        return PREVENT_BY, _subject(c[0])

    def side_both(self, c: list[Any]) -> tuple[str, Who]:
        return PREVENT_TO_AND_BY, _subject(c[0])

    def prevent_all(self, c: list[Any]) -> Instruction:
        """"Prevent all [combat] damage that would be dealt to | by <who> this turn" (CR
        615.1a): the verb names the direction, ``then`` the scope."""
        scope, rest = _scope(c)
        verb, who = rest[0]
        return Instruction("by player", who, verb=verb, then=scope)

    def prevent_dealt_by(self, c: list[Any]) -> Instruction:
        """"Prevent all [combat] damage <who> would deal this turn" (CR 615.1a)."""
        scope, rest = _scope(c)
        return Instruction("by player", _subject(rest[0]), verb=PREVENT_BY, then=scope)

    def static_who(self, tokens: list[Any]) -> str:
        return _STATIC_WHO[" ".join(str(t) for t in tokens)]

    def static_to(self, c: list[Any]) -> tuple[str, str, str]:
        return TO, c[0], str(c[1]) if len(c) > 1 else ""

    def static_by(self, c: list[Any]) -> tuple[str, str, str]:
        return BY, c[0], ""

    def static_both(self, c: list[Any]) -> tuple[str, str, str]:
        return TO_AND_BY, c[0], ""

    def prevent_static(self, c: list[Any]) -> Static:
        return c[0]  # type: ignore[no-any-return]

    def static_prevention(self, c: list[Any]) -> Static:
        """A static ability's prevention effect (CR 615.1a, 604.1); "prevent all [combat]
        damage that would be dealt to ~" keeps its own rules (Cho-Manno's, Seraph of the
        Sword's)."""
        scope, rest = _scope(c)
        direction, who, by_words = rest[0]
        if direction == TO and who == SELF and not by_words and scope != NONCOMBAT:
            return Static("", rule=PREVENT_COMBAT_TO_SELF if scope == COMBAT else
                          PREVENT_ALL_TO_SELF)
        return Static("", rule=static_prevention(direction, scope, who, by_words).key)

