"""The transformer rules of the Oracle grammar (``oracle.lark``) for "<instruction> unless
<player> pays <cost>" (CR 118.12a; ``sim.model.unless_verbs``): the instruction read, the player
who may pay ("you", "they", "its controller", "that player", "target opponent")
and the cost — mana, life, or a cost paid with objects (sacrifice, discard, exile from a
graveyard, return to the hand; ``sim.model.cost_parts.CostPart``).

Three forms keep the instructions they had before this rule joined them:
"sacrifice ~ unless you pay {1}{u}" (``SACRIFICE_UNLESS``), "sacrifice ~ unless you discard a
[land] card [at random]" (``SACRIFICE_UNLESS_DISCARD``) and "counter target spell unless its
controller pays {3}" (``COUNTER_SPELL``'s ``amount``, ward's too).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import Filter
from sim.model.cost_parts import (
    DISCARD,
    EXILE,
    GRAVEYARD,
    HAND,
    REMOVE_COUNTERS,
    RETURN,
    SACRIFICE,
    CostPart,
)
from sim.model.player_verbs import SACRIFICE_UNLESS_DISCARD
from sim.model.programs import COUNTER_SPELL, DISCARD_RANDOM, SACRIFICE_IT, SACRIFICE_UNLESS
from sim.model.unless_verbs import DAMAGE, LIFE, THEY, UNLESS
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.vocabulary import CARD_TYPES, thing

#: the words of a card's kind a discarded or exiled card may have ("a land card")
_CARD_WORDS = frozenset((*CARD_TYPES, "instant", "sorcery"))


def kind_filter(words: list[str]) -> Filter:
    """The kind of permanent an "unless" cost names ("land", "untapped island", "nontoken
    creature", "forests"), or ``Refused``."""
    token: bool | None = None
    tapped: bool | None = None
    if words[0] == "nontoken":
        token, words = False, words[1:]
    elif words[0] == "untapped":
        tapped, words = False, words[1:]
    text = " ".join(words)
    if text in ("permanent", "permanents"):
        return Filter(token=token, tapped=tapped)
    found = thing(text)
    if found is None or found.color:
        raise Refused(text)
    return Filter(subtype=found.subtype, card_type=found.card_type, token=token, tapped=tapped)


class UnlessRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def unless_mana(self, c: list[Any]) -> tuple[str, Any]:
        mana = str(c[0]).upper()
        if "{E}" in mana and mana != "{E}" * (len(mana) // 3) or "X" in mana and mana != "{X}":
            raise Refused(mana)  # energy beside mana; X beside other mana
        return "mana", mana

    def unless_mana_each(self, c: list[Any]) -> tuple[str, Any]:
        """"pays {1} for each card in your graveyard" (CR 608.2h: counted as it resolves)."""
        mana, per = str(c[0]), c[1]
        if not mana[1:-1].isdigit() or mana.count("{") != 1 or isinstance(per, tuple):
            raise Refused(mana)
        return "each", (int(mana[1:-1]), per)

    def unless_damage(self, c: list[Any]) -> tuple[str, Any]:
        """"has ~ deal 3 damage to them" (CR 120.3: dealt by the source)."""
        return "damage", int(str(c[0]))

    def unless_life(self, c: list[Any]) -> tuple[str, Any]:
        return "life", int(str(c[0]))

    def unless_kinds(self, c: list[Any]) -> tuple[Filter, ...]:
        return tuple(c)

    def unless_kind(self, c: list[Any]) -> Filter:
        return kind_filter([str(w) for w in c])

    def unless_cards(self, c: list[Any]) -> str:
        """"card(s)" (""), "<type> card(s)" ("land")."""
        words = [str(w) for w in c]
        if len(words) == 2 and words[0] not in _CARD_WORDS and \
                words[0] not in ("nonland", "noncreature"):  # (the latter: ``_legacy``'s only)
            raise Refused(words[0])
        return words[0] if len(words) == 2 else ""

    def unless_sacrifice(self, c: list[Any]) -> tuple[str, Any]:
        (n, other), kinds = c
        return "part", CostPart(SACRIFICE, n, kinds, other=other)

    def exiled_kinds(self, c: list[Any]) -> tuple[Filter, ...]:
        return tuple(c)

    def unless_exile_permanent(self, c: list[Any]) -> tuple[str, Any]:
        """"exile another Goblin you control" (CR 406.3; champion's, 702.72a)."""
        (n, other), kinds = c
        return "part", CostPart(EXILE, n, kinds, other=other)

    def unless_return(self, c: list[Any]) -> tuple[str, Any]:
        (n, other), kinds = c
        return "part", CostPart(RETURN, n, kinds, other=other)

    def unless_remove(self, c: list[Any]) -> tuple[str, Any]:
        """"remove a +1/+1 counter from it": from the source (CR 122.1)."""
        (n, other), kind = c
        if other:
            raise Refused("another")
        return "part", CostPart(REMOVE_COUNTERS, n, own=True, counter=kind)

    def unless_discard(self, c: list[Any]) -> tuple[str, Any]:
        (n, other), kind = c
        if other:
            raise Refused("another")
        return "part", CostPart(DISCARD, n, _cards(kind), HAND)

    def unless_discard_random(self, c: list[Any]) -> tuple[str, Any]:
        (n, other), kind = c
        if other or kind:
            raise Refused("at random")
        return "part", CostPart(DISCARD, n, (), HAND, random=True)

    def unless_exile(self, c: list[Any]) -> tuple[str, Any]:
        (n, other), kind = c
        if other:
            raise Refused("another")
        return "part", CostPart(EXILE, n, _cards(kind), GRAVEYARD)

    def unless_or(self, c: list[Any]) -> tuple[str, Any]:
        return c[0]  # type: ignore[no-any-return]

    def unless_instruction(self, c: list[Any]) -> Instruction:
        """"<instruction> unless <player> <cost> [or <cost>]" (CR 118.12a)."""
        inner, payer, (what, cost) = c[:3]
        if not isinstance(inner, Instruction) or not isinstance(payer, Who) or \
                payer.kind not in ("fixed", "it", "controller", "target") or \
                payer.kind == "fixed" and payer.who != "you":
            raise Refused("unless")
        legacy = _legacy(inner, payer, what, cost) if len(c) == 3 else None
        return legacy or _unless(inner, payer, "", what, cost, *c[3:])

    def unless_they(self, c: list[Any]) -> Instruction:
        """"... unless they <cost>": each player the instruction acts on, for themselves."""
        return _unless(c[0], None, THEY, *c[1], *c[2:])


def _cards(kind: str) -> tuple[Filter, ...]:
    """The kind of card a discard or an exile names ("land": Land), () for any card."""
    return (Filter(card_type=CARD_TYPES.get(kind) or kind.title()),) if kind else ()


def _unless(inner: Any, payer: Who | None, mode: str, what: str, cost: Any,
            alternative: tuple[str, Any] | None = None) -> Instruction:
    """The ``UNLESS`` instruction: the instruction spared (``first``), the payer, the cost,
    and the other cost the payer may pay instead (``second``: "... or 3 life")."""
    if not isinstance(inner, Instruction) or inner.kind == UNLESS:
        raise Refused("unless")
    other = None if alternative is None else _cost(None, payer, mode, *alternative)
    if other is not None and (other.x or other.count is not None and
                              not isinstance(other.count, CostPart)):
        raise Refused("or")  # an X or a count beside another cost
    return attrs.evolve(_cost(inner, payer, mode, what, cost), second=other)


def _cost(inner: Instruction | None, payer: Who | None, mode: str, what: str,
          cost: Any) -> Instruction:
    if what == "mana" and "{E}" in cost:
        raise Refused(cost)  # energy (CR 107.14): only "sacrifice ~ unless you pay {E}"
    if what == "mana":
        return Instruction(UNLESS, payer, mode, first=inner, then=cost, x=cost == "{X}")
    if what in ("life", "damage"):
        if what == "damage" and (payer is None or payer.kind == "fixed" or inner is None):
            raise Refused("have ~ deal damage")  # a player's own choice, alone
        return Instruction(UNLESS, payer, mode, first=inner, then=LIFE if what == "life"
                           else DAMAGE, amount=cost)
    if what == "each":  # "{1} for each <count>": ``Op.per`` (608.2h)
        return Instruction(UNLESS, payer, mode, first=inner, then=f"{{{cost[0]}}}",
                           amount=cost[0], count=cost[1])
    if any(f.card_type.startswith("Non") for f in cost.what):
        raise Refused(cost.what[0].card_type)  # "a nonland card": a kind ``Filter`` can't say
    return Instruction(UNLESS, payer, mode, first=inner, count=cost)


def _legacy(inner: Instruction, payer: Who, what: str, cost: Any) -> Instruction | None:
    """The instructions these forms had before: "sacrifice ~ unless you pay {1}{u}" (CR
    118.12a), "sacrifice ~ unless you discard a [land] card [at random]" (701.9a-b), "counter
    target spell unless its controller pays {3}" (701.6a); None for any other."""
    you = payer.kind == "fixed"
    if inner.verb == SACRIFICE_IT and you and what == "mana" and "X" not in cost:
        return Instruction("sacrifice unless", inner.who, SACRIFICE_UNLESS, then=cost)
    kind = cost.what[0].card_type.lower() if what == "part" and cost.what else ""
    if inner.verb == SACRIFICE_IT and you and what == "part" and cost.verb == DISCARD and \
            cost.count == 1 and kind in ("", "creature", "land", "artifact", "nonland",
                                         "noncreature"):  # (``hands.of_kind``)
        return Instruction(SACRIFICE_UNLESS_DISCARD, inner.who, SACRIFICE_UNLESS_DISCARD,
                           card=kind, then=DISCARD_RANDOM if cost.random else "")
    if inner.verb == COUNTER_SPELL and not inner.amount and payer.kind == "controller" and \
            not payer.words and what == "mana" and cost[1:-1].isdigit() and len(cost) > 2 and \
            cost.count("{") == 1:
        return Instruction("counted", inner.who, COUNTER_SPELL, amount=int(cost[1:-1]))
    return None


__all__ = ["UnlessRules", "kind_filter"]
