"""The transformer rules of the Oracle grammar (``oracle.lark``) for redirection effects (issue
29, damage family; CR 614.9; ``sim.model.redirect_verbs``): "the next N damage that would be
dealt to <who> this turn is dealt to <other> instead" as an instruction (a ``by player``
``Instruction`` whose subject joins both), and a static ability's "all damage that would be
dealt to you [and other permanents you control] is dealt to ~ | enchanted creature | equipped
creature instead" (``Static.rule``).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import Static
from sim.model.amplify_verbs import AGAIN, AMP_SOURCES, Amplified
from sim.model.prevention_verbs import CHOSEN_SOURCES
from sim.model.programs import ENCHANTED_CREATURE, EQUIPPED_CREATURE, YOU
from sim.model.redirect_verbs import (
    FROM_YOURS,
    REDIRECT_ALL,
    REDIRECT_CHOSEN,
    REDIRECT_NEXT,
    REDIRECT_ONCE,
    TO_SELF,
    static_redirect,
)
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused

#: the fixed subjects a redirection may name: one player or object, fixed as it resolves
_FIXED = frozenset((YOU, ENCHANTED_CREATURE, EQUIPPED_CREATURE))


def _one(who: Any) -> Who:
    """One side of a redirection: ~, "it", a target, you, the enchanted or equipped creature
    -- not a group ("creatures you control": judged as damage would be dealt, not read here),
    not "its controller", not joined."""
    if not isinstance(who, Who) or who.also is not None or not (
            who.kind in ("self", "it", "target") or who.kind == "fixed" and who.who in _FIXED):
        raise Refused("redirect: subject")
    return who


class RedirectRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def redirect_next(self, c: list[Any]) -> Instruction:
        """"The next N damage that would be dealt [this turn] to <who> [this turn] is dealt to
        <other> instead" (CR 614.9, 615.7): the recipient and the new one joined, in order."""
        (n, x), to, other = c
        return Instruction("by player", attrs.evolve(_one(to), also=_one(other)),
                           verb=REDIRECT_NEXT, amount=n, x=x)

    def rside_to(self, c: list[Any]) -> tuple[str, list[Who], str]:
        return REDIRECT_ALL, [_one(c[0])], ""

    def rside_chosen(self, c: list[Any]) -> tuple[str, list[Who], str]:
        """"... by <a source of your choice>" (CR 609.7a: chosen as it resolves)."""
        words = str(c[-1]).removeprefix("by ").removesuffix(" of your choice")
        if words not in CHOSEN_SOURCES:
            raise Refused(words)
        return REDIRECT_CHOSEN, [_one(c[0])], CHOSEN_SOURCES[words]

    def rside_by(self, c: list[Any]) -> tuple[str, list[Who], str]:
        return REDIRECT_ALL, [_one(c[0]), _one(c[1])], ""

    def redirect_all(self, c: list[Any]) -> Instruction:
        """"All [combat] damage that would be dealt to <who> this turn [by <sources>] is dealt
        to <other> instead" (CR 614.9): the subjects joined in the order written."""
        scope = "combat" if any(isinstance(t, Token) and str(t) == "combat" for t in c) else ""
        side, other = [t for t in c if not isinstance(t, Token)]
        verb, subjects, quality = side
        who = _one(other)
        for subject in reversed(subjects):
            who = attrs.evolve(subject, also=who)
        return Instruction("by player", who, verb=verb, then=scope, card=quality)

    def redirect_once(self, c: list[Any]) -> Instruction:
        """"The next time <a source> of your choice would deal damage to <who> this turn, that
        damage is dealt to <other> instead" (CR 614.9, 609.7a)."""
        words = str(c[0]).removesuffix(" of your choice")
        if words not in CHOSEN_SOURCES:
            raise Refused(words)
        return Instruction("by player", attrs.evolve(_one(c[1]), also=_one(c[2])),
                           verb=REDIRECT_ONCE, card=CHOSEN_SOURCES[words])

    def redirect_from(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def redirect_to(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def redirect_static(self, c: list[Any]) -> Static:
        """"All damage that would be dealt to you [and other permanents you control] is dealt
        to ~ | enchanted creature | equipped creature instead" (CR 614.9, 604.1)."""
        if c[0] == FROM_YOURS and c[1] != TO_SELF:  # "other" than what, then?
            raise Refused("redirect: other permanents")
        return Static("", rule=static_redirect(c[0], c[1]))

    def amp_recipient(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def amp_damage(self, tokens: list[Any]) -> bool:
        """Combat damage only (CR 510.2)?"""
        return len(tokens) == 2

    def amp_again(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def amp_result(self, tokens: list[Any]) -> tuple[int, int]:
        """(times, plus): "double | triple that damage", "that much damage plus N"."""
        words = [str(t) for t in tokens]
        if words[0] == "that":
            return 1, int(words[-1])
        return (2 if words[0] == "double" else 3), 0

    def damage_amplified(self, c: list[Any]) -> Static:
        """"If <sources> would deal damage to <recipients>, it deals double | triple that
        damage | that much damage plus N [to that ...] instead" (CR 614.1a): the words naming
        the recipient again must be the recipient's own."""
        combat = c.pop(1)
        source = str(c[0])
        recipient, (times, plus) = c[1], c[2]
        if source not in AMP_SOURCES or len(c) > 3 and c[3] != AGAIN[recipient]:
            raise Refused("amplified: words")
        return Static("", rule=Amplified(source, recipient, times, plus, combat).key)
