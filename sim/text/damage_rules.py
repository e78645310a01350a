"""The transformer rules of the Oracle grammar (``oracle.lark``) for the damage family
(issue 29): damage to a group and the players at once, "each creature and each player" (CR
120.2; ``sim.model.damage_verbs.joined``), and "that creature's controller" (608.2h).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import Count
from sim.model.damage_verbs import (
    ANY_NUMBER,
    ATTACKED_BY,
    ATTACKED_IT_WORDS,
    ATTACKED_THAT_WORDS,
    BLOCKERS_OF,
    BLOCKING_IT_WORDS,
    ITSELF,
    OTHER_OPPONENTS,
    OTHER_OPPONENTS_WORDS,
)
from sim.model.programs import (
    BITE,
    EACH_PLAYER,
    FREEZE,
    OPPONENTS,
    PREVENT,
    SELF,
    THAT,
    THAT_SPELLS_CONTROLLER,
    Op,
    TargetSpec,
    target,
)
from sim.text.cda_rules import CdaRules
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec

#: "each of two target ..." (``exact_targets``; two only: a later slot of a required phrase
#: is kept from its first slot's choice alone, ``sim.rules.casting``)
_EXACT = {"two": 2}
#: the words of "up to N" (``up_to_count``)
_UP_TO = ("zero", "one", "two", "three", "four", "five")


class DamageRules(Transformer[Token, Any]):
    """Damage recipients; each method is named after a rule or an alias of ``oracle.lark``."""

    def that_ones_controller(self, c: list[Any]) -> Who:
        """"that creature's controller", "that land's controller": the controller of the
        object named before (CR 608.2h), ``words`` its kind ("creature")."""
        return Who("controller", words=c[0])

    def that_spells_controller(self, c: list[Any]) -> Who:
        """"that spell's | that spell or ability's controller": the player who controlled the
        spell or ability a targeted trigger is about (CR 603.2, 608.2h;
        ``sim.text.trigger_referents``)."""
        return Who("it", THAT_SPELLS_CONTROLLER)

    def blockers_of_it(self, c: list[Any]) -> Who:
        """"each creature blocking it" (CR 509.1h): the creatures blocking the creature "it"
        names (``combat_recipient``); "... beyond the first" is a count, no recipient."""
        if str(c[0]).endswith("first"):
            raise Refused("beyond the first")
        return Who("controller", words=BLOCKING_IT_WORDS)

    def attacked_by_it(self, c: list[Any]) -> Who:
        """"the player or planeswalker it's attacking" (CR 506.3d, 508.1b)."""
        return Who("controller", words=ATTACKED_IT_WORDS)

    def attacked_by_that(self, c: list[Any]) -> Who:
        """"the player or planeswalker that creature is attacking" (CR 506.3d, 608.2h)."""
        return Who("controller", words=ATTACKED_THAT_WORDS)

    def up_to_any_targets(self, c: list[Any]) -> Who:
        """"each of up to three targets": N optional slots of one phrase, each any target (CR
        601.2c, 115.4; as ``up_to_target``'s)."""
        n = c[-1]
        if not isinstance(n, int) or n < 2:
            raise Refused("up to one target")
        spec = target_spec(["any", "target"])
        return Who("target", spec=attrs.evolve(spec, text=f"each of up to {_UP_TO[n]} targets",
                                               up_to=n))

    def damage_own_power(self, c: list[Any]) -> Instruction:
        """"~ deals damage to <who> equal to ~'s power" (CR 120.3, 608.2h): a bite whose
        source is ~."""
        return Instruction("bite", c[0], BITE, first=Instruction("source", Who("self")))

    def other_opponents(self, c: list[Any]) -> Who:
        """"each other opponent": each opponent but the player the trigger is about (CR
        603.2; ``combat_recipient``)."""
        return Who("controller", words=OTHER_OPPONENTS_WORDS)

    def damage_itself(self, c: list[Any]) -> Instruction:
        """"~ deals 1 damage to itself" (CR 120.3: the source is dealt its own damage)."""
        n, x = c[0]
        return Instruction("damage", Who("fixed", who=ITSELF), amount=n, x=x)

    def damage_and_itself(self, c: list[Any]) -> Instruction:
        """"~ deals 2 damage to any target and 2 damage to itself" (CR 120.3): two damage
        instructions, the second the source's to itself."""
        (n1, x1), who, (n2, x2) = c
        return Instruction("sequence", first=Instruction("damage", who, amount=n1, x=x1),
                           second=Instruction("damage", Who("fixed", who=ITSELF), amount=n2,
                                              x=x2, then="and"))

    def possessed_kind(self, tokens: list[Any]) -> str:
        return str(tokens[0])[:-2]

    def also_player(self, c: list[Any]) -> Who:
        return Who("fixed", who=EACH_PLAYER)

    def also_opponent(self, c: list[Any]) -> Who:
        return Who("fixed", who=OPPONENTS)

    def also_group(self, c: list[Any]) -> Who:
        who: Who = c[0]
        return who

    def among_typed(self, c: list[Any]) -> TargetSpec:
        """"among ... target creatures with flying" (CR 601.2d): one target of the plural
        words (``up_to_plural``'s reading)."""
        spec: TargetSpec = c[-1][1]
        return spec

    def among_whose(self, tokens: list[Any]) -> str:
        return "you" if str(tokens[-2]) == "you" and str(tokens[-1]) == "control" else "opponent"

    def among_creatures_planeswalkers(self, c: list[Any]) -> TargetSpec:
        """"among ... target creatures and/or planeswalkers [your opponents control]": each
        target a creature or a planeswalker (CR 601.2d, 115.1)."""
        whose = str(c[-1]) if len(c) > 4 else ""
        return TargetSpec("target creature or planeswalker", frozenset({"creature",
                                                                         "planeswalker"}),
                          controller=whose)

    def exact_targets(self, c: list[Any]) -> Who:
        """"each of two target creatures" (CR 601.2c, 115.3): two target slots, both chosen,
        not the same object twice."""
        found = c[-1]
        if not isinstance(found, tuple):
            raise Refused("each of two target creature")
        spec: TargetSpec = found[1]
        return Who("target", spec=attrs.evolve(spec, text=f"each of {c[0]} {found[0]}",
                                               up_to=_EXACT[str(c[0])], exactly=True))

    def exact_count(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def exact_any_targets(self, c: list[Any]) -> Who:
        """"each of two targets": two of "any target" (CR 115.4, 601.2c, 115.3)."""
        spec = target_spec(["any", "target"])
        return Who("target", spec=attrs.evolve(spec, text=f"each of {c[0]} targets",
                                               up_to=_EXACT[str(c[0])], exactly=True))

    def each_players_count_they(self, c: list[Any]) -> Count:
        """"the number of lands they control": each player's own count (CR 608.2h), as
        "... that player controls" (``cda_rules``)."""
        return CdaRules().each_players_count([*c[:-2], "that", "player", "controls"])

    def damage_counted_first(self, c: list[Any]) -> Instruction:
        """"~ deals damage equal to <count> to <subject>" (CR 608.2h, 120.3): as "~ deals
        damage to <subject> equal to <count>", one damage per count taken as it resolves."""
        return Instruction("damage", c[1], amount=1, count=c[0])

    def prevent_divided(self, c: list[Any]) -> Instruction:
        """"prevent the next 3 damage that would be dealt this turn to any number of targets,
        divided as you choose" (CR 615.7, 601.2d): a shield of each target's share."""
        n, x = c[0]
        if x or n < 1:
            raise Refused("prevent x divided")
        spec = TargetSpec("any target", frozenset({"creature", "player", "planeswalker"}))
        return Instruction("divided", Who("target", spec=spec), verb=PREVENT, amount=n, slots=n,
                           then=ANY_NUMBER)

    def damage_joined(self, c: list[Any]) -> Instruction:
        """"~ deals 2 damage to each creature [without flying] and each player", "... to
        target player and each creature that player controls", "... to each opponent and each
        creature they control": one damage instruction whose subject has a second one added
        (CR 120.2); "they" is the opponents, or the target player."""
        (n, x), first, _, also = c
        if also.kind == "group" and also.spec is not None and also.spec.controller == "they":
            if first.kind == "fixed" and first.who == OPPONENTS:
                whose = "opponent"
            elif first.kind == "target" and first.spec is not None and \
                    first.spec.types == frozenset({"player"}):
                whose = "that player"  # linked to the target by the reader
            else:
                raise Refused("they")
            also = attrs.evolve(also, spec=attrs.evolve(also.spec, controller=whose))
        return Instruction("damage", attrs.evolve(first, also=also), amount=n, x=x)


#: the words of the combat recipients (``DamageRules.blockers_of_it``, ...)
_COMBAT_WORDS = frozenset({BLOCKING_IT_WORDS, ATTACKED_IT_WORDS, ATTACKED_THAT_WORDS,
                           OTHER_OPPONENTS_WORDS})


def combat_recipient(words: str, targets: list[TargetSpec], it: str,
                     that_player: bool = False) -> str:
    """The ``who`` of "each creature blocking it" (CR 509.1h) or "the player or planeswalker it's
    | that creature is attacking" (506.3d): of the creature "it" names — ~ (``SELF``) or the
    object the trigger is about (``THAT``, 603.2) —, "" after a target (then "it" would be that
    target) or when it names anything else; "that creature" is the trigger's object only. "Each
    other opponent": of a trigger about a player (``that_player``) only."""
    if words == OTHER_OPPONENTS_WORDS:  # (the player the trigger is about, 603.2)
        return OTHER_OPPONENTS if that_player else ""
    if targets or it not in (SELF, THAT) or words == ATTACKED_THAT_WORDS and it != THAT:
        return ""
    return (BLOCKERS_OF if words == BLOCKING_IT_WORDS else ATTACKED_BY) + it


def controller_ref(who: Who, targets: list[TargetSpec], it: str = THAT,
                   that_player: bool = False) -> str:
    """The ``who`` of "its controller" / "that <kind>'s controller" (CR 608.2h): the last
    target's controller (a permanent, not one of "up to N", of that kind), or with no target
    the controller of what the triggered ability is about (603.2: ``it``, ``THAT`` — "whenever
    a land enters, ... that land's controller", "when enchanted creature dies, its controller
    ..." — or ``SELF``); "" when it names nothing the engine knows (a trigger about a player,
    ``that_player``); "that creature's controller" in a trigger of ~'s about another creature
    ("whenever ~ deals damage to a creature", "whenever ~ blocks or becomes blocked by a
    creature") names the controller of that creature, as "that creature" does (``THAT``). A
    combat recipient's words: ``combat_recipient``."""
    if who.words in _COMBAT_WORDS:
        return combat_recipient(who.words, targets, it, that_player)
    if not targets and who.words == "creature" and it == SELF and not that_player:
        return f"controller:{THAT}"  # a trigger of ~'s about another creature (603.2)
    if not targets:
        return "" if that_player or who.words and it != THAT else f"controller:{it}"
    last = targets[-1]
    if "player" in last.types or last.up_to > 1 or \
            who.words not in ("", "permanent", *last.types):
        return ""
    return f"controller:{target(len(targets) - 1)}"


#: the subjects of "... doesn't untap during its controller's next untap step" naming the
#: object a triggered ability is about when no instruction before named one (CR 603.2)
_TRIGGER_OBJECT = {"it": "", "that creature": THAT}


def frozen_ops(last: str | None, rule: str, it: str = THAT) -> list[Op] | None:
    """"It | that creature doesn't untap during its controller's next untap step" (CR 502.3;
    ``rule`` its words): on what the instruction before acted on (``last``); first in a
    triggered ability's effect, on the object the trigger is about ("whenever ~ attacks, it
    ...": ~ itself, ``it``; "whenever ~ blocks a creature, that creature ...": that creature,
    603.2); None when it names nothing."""
    if last is not None:
        return [Op(FREEZE, last, rule=rule)]
    subject, _, whose = rule.partition("|")
    found = _TRIGGER_OBJECT.get(subject)
    if found is None or whose != "its controller's":
        return None
    return [Op(FREEZE, found or it, rule=rule)]
