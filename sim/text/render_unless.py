"""The words of an "unless" back from its model (CR 118.12a; ``sim.model.unless_verbs``):
" unless <player> <cost>", written after the instruction it spares ("counter target spell
unless its controller pays {x}", "sacrifice it unless you return an untapped island you
control to its owner's hand", "each opponent sacrifices a permanent unless they pay {1}").
Hooked into ``sim.text.render_effects.program``."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model import cost_parts as cp
from sim.model.abilities import Filter
from sim.model.programs import YOU, Op
from sim.model.unless_verbs import DAMAGE, LIFE, SPARED, THEY, UNLESS
from sim.text.render_costs import _kind
from sim.text.render_counts import each_tail, x_phrase
from sim.text.wording import Piece, alt, canonical, join, number

#: the verbs of costs paid with objects, as "you" or "they" write them and as a player does
_VERBS = {cp.SACRIFICE: ("sacrifice", "sacrifices"), cp.DISCARD: ("discard", "discards"),
          cp.EXILE: ("exile", "exiles"), cp.RETURN: ("return", "returns")}


def unless_words(who: Callable[[str], Piece], before: tuple[Op, ...]) -> Piece:
    """" unless <player> <cost> [or <cost>]" of the ``UNLESS`` ops that end ``before`` (the
    instructions before the one they spare); ``who`` writes a player."""
    op = before[-1]
    other = None
    if len(before) > 1 and before[-2].verb == UNLESS and op.if_paid == SPARED:
        op, other = before[-2], op  # "... or <cost>"
    payer: Piece
    if op.card == THEY:
        payer, third = "they", False
    elif op.who.startswith("target:"):  # the target player the instruction named (608.2c)
        payer, third = alt("that player", who(op.who)), True
    else:
        payer, third = who(op.who), op.who != YOU
    words = cost_words(op, third, op.card == THEY)
    if other is not None:  # "pays {1} or 1 life", "discard a card or sacrifice a creature"
        second = cost_words(other, third, op.card == THEY)
        if other.cost is None and op.cost is None:
            second = alt(second, canonical(second).split(" ", 1)[1])
        words = (words, " or ", second)
    return (" unless ", payer, " ", words)


def cost_words(op: Op, third: bool, they: bool = False) -> Piece:
    """The cost: "pay {2}", "pays 3 life", "sacrifice a land", "discards two cards", "return
    an untapped island you control to its owner's hand" (``third``: a player's verb, "pays")."""
    part = op.cost
    if part is None:
        pay = "pays " if third else "pay "
        if op.rule == DAMAGE:  # "has ~ deal 3 damage to them" (CR 120.3)
            return ("has ", alt("~", "it"), f" deal {op.amount} damage to them")
        if op.per is not None and op.per.where_x:  # "{x}, where x is <count>" (107.3)
            return (pay, "{x}, where x is ", x_phrase(op.per))
        if op.per is not None:  # "{1} for each card in your graveyard" (608.2h)
            return (pay, op.rule.lower(), each_tail(op.per))
        return pay + (f"{op.amount} life" if op.rule == LIFE else op.rule.lower())
    if part.verb == cp.REMOVE_COUNTERS:  # from the source (CR 122.1)
        noun = "counters" if part.count > 1 else "counter"
        return ("removes " if third else "remove ", number(part.count, article=True),
                f" {part.counter} {noun} from ", alt("it", "~"))
    verb = _VERBS[part.verb][1 if third else 0] + " "
    count: Piece = "another" if part.other else number(part.count, article=True)
    many = part.count > 1
    if part.zone != cp.BATTLEFIELD:  # cards: "discard a card", "exile two creature cards ..."
        kind = (part.what[0].card_type.lower() + " ") if part.what else ""
        cards = (verb, count, " ", kind, "cards" if many else "card")
        if part.verb == cp.DISCARD:
            return (*cards, " at random" if part.random else "")
        return (*cards, " from their graveyard" if they or third else " from your graveyard")
    kinds = join([_kind_words(f, many) for f in part.what], " or ")
    if part.verb == cp.SACRIFICE:
        return (verb, count, " ", kinds)
    if part.verb == cp.EXILE:  # champion's "exile another goblin you control" (702.72a)
        return (verb, count, " ", kinds, " you control")
    hand = alt("their owner's hand", "their owners' hands") if many else "its owner's hand"
    return (verb, count, " ", kinds, " you control to ", hand)


def _kind_words(f: Filter, many: bool) -> Piece:
    """A permanent's kind ("land", "untapped island", "forests", "nontoken creature")."""
    untapped = "untapped " if f.tapped is False else ""
    return (untapped, _kind(attrs.evolve(f, tapped=None), many))


__all__ = ["SPARED", "UNLESS", "cost_words", "unless_words"]
