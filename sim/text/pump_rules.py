"""The transformer rules of the Oracle grammar (``oracle.lark``) for the pump family (issue
29): "<subject> gains your choice of flying, vigilance, or haste until end of turn" (CR 608.2d:
the controller chooses one of the keywords as the effect resolves, ``sim.rules.pump``; 611.2a),
read into the ``modify`` instruction's ``KEYWORD_CHOICE`` parameter
(``sim.model.pump_verbs``) and written back by ``sim.text.static_text.param_text``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import ENCHANTED, EQUIPPED, SELF, Parsed
from sim.model.keywords import Kw
from sim.model.programs import END_OF_TURN
from sim.model.pump_verbs import (
    AND_DEALS,
    KEYWORD_CHOICE,
    NO_DEFENDER,
    OTHERWISE,
    PT_CHOICE,
    QUOTED_UNTIL,
    choice_value,
    pt_of,
    pt_options,
)
from sim.model.static_conditions import UNLESS
from sim.model.target_specs import TargetSpec
from sim.text.effect_rules import EffectRules, Instruction, Who
from sim.text.keyword_names import ABILITIES, KEYWORDS, normalize
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type


def otherwise_static(sentence: str, read: Sequence[tuple[str, object]]) -> Parsed | None:
    """"Otherwise, it gets -3/-3." after a static ability "<subject> gets +3/+3 as long as
    <condition>" (CR 611.3a, 613.4c): a static ability of the same subject that applies
    while that condition doesn't (``UNLESS`` it, ``sim.model.board.condition_holds``); None
    for any other sentence."""
    key = normalize(sentence)
    if not key.startswith(OTHERWISE) or not read:
        return None
    before = read[-1][1]
    if not isinstance(before, Parsed) or len(before.statics) != 1 or before.flags or \
            before.params:
        return None
    first = before.statics[0]
    if not first.condition or first.condition.startswith(UNLESS) or first.rule or \
            first.add or first.params or first.per is not None or first.cda or \
            not (first.power or first.toughness) or first.affects not in (SELF, ENCHANTED,
                                                                          EQUIPPED):
        return None
    found = re.fullmatch(r"([+-]\d+)/([+-]\d+)", key[len(OTHERWISE):])
    if found is None:
        return None
    return Parsed(statics=(attrs.evolve(first, text=key, power=int(found[1]),
                                        toughness=int(found[2]),
                                        condition=UNLESS + first.condition),))


class PumpRules(Transformer[Token, Any]):
    """The grammar's pump rules."""

    def grant_your_choice(self, c: list[Any]) -> tuple[Kw, frozenset[tuple[str, str]]]:
        """"gains your choice of <keyword>, <keyword>, or <keyword>" (CR 608.2d): each item one
        keyword without a parameter (a choice of "protection from red" is not read)."""
        listed = str(c[-1])[len("your choice of "):]
        words = [w.strip() for w in listed.replace(", or ", ", ").replace(" or ", ", ")
                 .split(", ")]
        flags: list[Kw] = []
        for word in words:
            flag = ABILITIES.get(word) or KEYWORDS.get(word)
            if flag is None or bin(int(flag)).count("1") != 1 or flag in flags:
                raise Refused(word)
            flags.append(flag)
        return Kw.NONE, frozenset([(KEYWORD_CHOICE, choice_value(flags))])

    def modify_and_deals(self, c: list[Any]) -> Instruction:
        """"~ gets +2/+0 until end of turn and deals 1 damage to you" (CR 611.2a, 120.3, 608.2c:
        the modification, then the damage, dealt by ~ — the ability's source, so only when the
        subject is ~)."""
        who: Who = c[0]
        if who.kind != "self":
            raise Refused("and deals")
        (n, x), to = c[4], c[5]
        return Instruction("sequence", first=EffectRules.modify(self, c[:3]),  # type: ignore[arg-type]
                           second=Instruction("damage", to, amount=n, x=x, then=AND_DEALS))

    def modify_no_defender(self, c: list[Any]) -> Instruction:
        """"~ gets +3/-1 until end of turn and can attack this turn as though it didn't have
        defender" (CR 702.3b, 611.2a): the modification, then ~'s ``NO_DEFENDER`` until end of
        turn (only ~: "it" is the subject)."""
        who: Who = c[0]
        if who.kind != "self":
            raise Refused("as though it didn't have defender")
        rider = Instruction("modify", who=who, duration=END_OF_TURN,
                            params=frozenset([(NO_DEFENDER, "")]))
        return Instruction("sequence", first=EffectRules.modify(self, c[:3]),  # type: ignore[arg-type]
                           second=rider)

    def quality_creature(self, c: list[Any]) -> tuple[str, str]:
        """"legendary | untapped | tapped | nontoken creatures" as a static ability's creatures
        (CR 611.3; a supertype, 205.4d; tapped, 110.5; a token or not, 111.1): the quality as
        a ``Filter`` field (``StaticRules.creatures``)."""
        return "quality", str(c[0])

    def attached_state(self, c: list[Any]) -> tuple[str, str]:
        """"that are enchanted | equipped | enchanted or equipped" (CR 303.4, 301.5): the
        creatures with an Aura, Equipment or either attached (``narrowed``)."""
        return "quality", " ".join(str(t) for t in c)

    def creature_tokens(self, c: list[Any]) -> tuple[str, str]:
        """"creature tokens" (CR 111.1): the creatures that are tokens."""
        return "quality", "token"

    def typed_tokens(self, c: list[Any]) -> tuple[str, str]:
        """"zombie tokens" (CR 111.1, 205.3m): the tokens of that creature type (a creature
        type's tokens are creatures, 205.3m)."""
        kind = creature_type(str(c[0]))
        if not kind or kind.lower() != str(c[0]):
            raise Refused(str(c[0]))
        return "quality", f"{kind} tokens"  # (``narrowed``)

    def typed_creatures_group(self, c: list[Any]) -> Who:
        """"[other] dragon | artifact creatures [you control | your opponents control]" (CR
        205.3m, 205.2a; a group, no target, 115.10): the creatures of that subtype or card type
        (the subtype's singular, as Oracle writes it before "creatures")."""
        text = str(c[0])
        words = text.split()
        other = words[0] == "other"
        rest = words[1:] if other else words
        spec: dict[str, Any] = {"other": other}
        if rest[0] in ("artifact", "enchantment"):
            spec["card_type"] = rest[0].title()
        else:
            kind = creature_type(rest[0])
            if not kind or kind.lower() != rest[0]:
                raise Refused(rest[0])  # not a creature type written as one
            spec["subtype"] = kind
        tail = " ".join(rest[2:])
        if tail:
            spec["controller"] = "you" if tail == "you control" else "opponent"
        return Who("group", spec=TargetSpec(text, frozenset({"creature"}), **spec))

    def quoted_grant(self, c: list[Any]) -> tuple[Kw, frozenset[tuple[str, str]]]:
        """'gains "<ability>"' (CR 611.2a, 613.1f): the quoted ability as a ``QUOTED_UNTIL``
        parameter (whether it runs is judged with the card, ``card_reader.quoted_run``)."""
        return Kw.NONE, frozenset([(QUOTED_UNTIL, str(c[0])[1:-1])])

    def attacking_typed_target(self, c: list[Any]) -> Who:
        """"target attacking Zombie [creature] [you control]" (CR 115.1, 205.3m, 508.1): a
        target creature of that type, attacking as it is chosen and as the effect resolves
        (608.2b)."""
        spec: TargetSpec = c[-1]
        return Who("target", spec=attrs.evolve(spec, attacking=True, text=spec.text.replace(
            "target ", "target attacking ", 1)))

    def another_attacking_typed_target(self, c: list[Any]) -> Who:
        """"another target attacking Knight": not the source itself (CR 115.1)."""
        who = self.attacking_typed_target(c)
        assert who.spec is not None
        return Who("target", spec=attrs.evolve(who.spec, other=True, text=who.spec.text.replace(
            "target", "another target", 1)))

    def stat_tail(self, c: list[Any]) -> tuple[str, str, int, str, str]:
        """A group's "[you control] with power | toughness N or greater | less" (CR 115.10,
        208.1): ("stat", "power" | "toughness", N, "greater" | "less", the controller named)."""
        words = [str(t) for t in c]
        whose = "" if words[0] == "with" else "you" if words[0] == "you" else "opponent"
        return "stat", words[-4], int(words[-3]), words[-1], whose

    def pt_choice(self, c: list[Any]) -> Instruction:
        """"gets +1/-1 or -1/+1" (CR 608.2d): the first bonus the instruction's own, both in
        ``PT_CHOICE``; two equal bonuses are no choice (not read)."""
        value = str(c[-1]).replace(" or ", "|")
        options = pt_options(value)
        if options[0] == options[1]:
            raise Refused("or")
        power, toughness = pt_of(options[0])
        return Instruction("modify", power=power, toughness=toughness,
                           params=frozenset([(PT_CHOICE, value)]))
