"""The transformer rules of the Oracle grammar (``oracle.lark``) for effects with a duration
written in other orders (issue 29, durations): "until end of turn, <subject> gets +N/+N and
gains <abilities>" (the duration first), "<subject> gains <abilities> and gets +N/+N", and a
restriction of one turn ("target creature can't attack [or block] this turn").

CR 611.2a: a continuous effect from a resolving spell or ability that states a duration lasts
until then; the order the words are written in does not change the effect, so each reads as
the ``modify`` instruction of "<subject> gets +N/+N [and gains <abilities>] until end of turn"
(``sim.rules.effect_ops._modify``), rendered back in either order
(``sim.text.render_durations``). CR 508.1c, 509.1b: "can't attack" and "can't block" are
restrictions the declaration checks.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.keywords import Kw
from sim.model.next_turn_durations import NEXT_TURN
from sim.model.programs import AND_RIDER, END_OF_TURN, TargetSpec
from sim.model.qualities import plural
from sim.model.tapped_durations import SOURCE_DURATION_WORDS
from sim.text.effect_rules import EffectRules, Instruction, Who
from sim.text.static_rules import Refused
from sim.text.tribe_rules import either_types
from sim.text.vocabulary import creature_type


class DurationRules(Transformer[Token, Any]):
    """The grammar's duration-first and restriction rules of ``modify``."""

    def modify_first(self, c: list[Any]) -> Instruction:
        """"until end of turn, <subject> <gets +N/+N [and gains ...] | gains ...>"."""
        return attrs.evolve(c[1], who=c[0], duration=END_OF_TURN)  # type: ignore[no-any-return]

    def modify_each_first(self, c: list[Any]) -> Instruction:
        """"until end of turn, up to two target creatures each get +1/+1" (each target one
        effect; "each" only after a plural target)."""
        who: Who = c[0]
        if who.spec is None or who.spec.up_to < 2:
            raise Refused("each")
        return attrs.evolve(c[1], who=who, duration=END_OF_TURN)  # type: ignore[no-any-return]

    def modify_first_for_each(self, c: list[Any]) -> Instruction:
        """"until end of turn, <subject> gets +N/+N for each <count> and gains <abilities>"
        (CR 608.2h: the bonus times the count taken as it resolves; the abilities once)."""
        who, pt, per, grants = c
        modified = EffectRules.modify_predicate(self, [pt, grants])  # type: ignore[arg-type]
        if isinstance(per, tuple) or modified.x or modified.params or \
                per.what is not None and per.what.other and who.kind not in ("self", "it"):
            raise Refused("for each")  # as "<subject> gets +N/+N until end of turn for each"
        return attrs.evolve(modified, who=who, duration=END_OF_TURN, count=per)

    def grant_then_pump(self, c: list[Any]) -> Instruction:
        """"gains trample and gets +X/+X": the same modification as "gets ... and gains"."""
        return EffectRules.modify_predicate(self, [c[1], c[0]])  # type: ignore[arg-type]

    def cant_now(self, c: list[Any]) -> Instruction:
        """"<subject> can't attack [or block] this turn | until your next turn" (CR 508.1c,
        509.1b, 611.2a; 500.5)."""
        add = Kw.CANT_ATTACK | Kw.CANT_BLOCK if "block" in str(c[1]) else Kw.CANT_ATTACK
        until = NEXT_TURN if str(c[1]).endswith("next turn") else END_OF_TURN
        return Instruction("modify", c[0], add=add, duration=until)

    def cant_while(self, c: list[Any]) -> Instruction:
        """"<subject> can't attack [or block] | can't block for as long as you control ~ | ~
        remains on the battlefield | ~ remains tapped" (CR 508.1c, 509.1b, 611.2b)."""
        words = str(c[1])
        if c[2] not in SOURCE_DURATION_WORDS:
            raise Refused(words)
        add = Kw.CANT_BLOCK if words == "can't block" else \
            Kw.CANT_ATTACK | Kw.CANT_BLOCK if "block" in words else Kw.CANT_ATTACK
        return Instruction("modify", c[0], add=add, duration=c[2])

    # until your next turn (CR 500.5, 611.2a: sim.model.next_turn_durations)

    def modify_next_first(self, c: list[Any]) -> Instruction:
        """"until your next turn, <subject> <gets +N/+N [and gains ...] | gains ...>"."""
        return attrs.evolve(c[1], who=c[0], duration=NEXT_TURN)  # type: ignore[no-any-return]

    def modify_each_next_first(self, c: list[Any]) -> Instruction:
        """"until your next turn, up to two target creatures each get ..."."""
        return attrs.evolve(self.modify_each_first(c), duration=NEXT_TURN)

    def attacks_next_first(self, c: list[Any]) -> Instruction:
        """"until your next turn, <subject> attack[s] each combat if able" (CR 508.1d: a
        requirement of each declaration of attackers while it lasts)."""
        return Instruction("modify", c[0], add=Kw.ATTACKS_EACH_COMBAT, duration=NEXT_TURN)

    def cant_next_first(self, c: list[Any]) -> Instruction:
        """"until your next turn, <subject> can't attack [or block]" (508.1c, 509.1b)."""
        return attrs.evolve(self.cant_now(c), duration=NEXT_TURN)

    def typed_plural_group(self, c: list[Any]) -> Who:
        """"[other] dragons you control" (CR 205.3m: a creature type's plural; a group, no
        target, 115.10): the creatures of that subtype its controller controls."""
        words = str(c[0]).split()
        other = words[0] == "other"
        kind = either_types(words[-3], words[-1], True) if words[-2:-1] == ["and"] else \
            creature_type(words[-1])  # "ninjas and rogues" (issue 29, tribes: either type)
        if not kind or "/" not in kind and plural(kind).lower() != words[-1]:
            raise Refused(words[-1])  # not a creature type's plural
        spec = TargetSpec(" ".join(words) + " you control", frozenset({"creature"}), other=other,
                          subtype=kind, controller="you")
        return Who("group", spec=spec)

    def modify_blocked(self, c: list[Any]) -> Instruction:
        """"<subject> gets +2/+2 until end of turn and must be blocked this turn if able" (CR
        611.2a, 509.1c): the modification, then "it must be blocked this turn if able" of the
        same subject (a target named again as "it"; a group is not named twice)."""
        who: Who = c[0]
        if who.kind == "group" or who.also is not None:
            raise Refused("and must be blocked")
        again = Who("it", "it") if who.kind == "target" else who
        first = attrs.evolve(c[1], who=who, duration=c[2])
        return Instruction("sequence", first=first,
                           second=Instruction("blocked", again, then=AND_RIDER))
