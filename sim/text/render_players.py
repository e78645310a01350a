"""Instructions acting on players rendered back to Oracle text (issue 29, players): edicts,
"<player> sacrifices N <kinds>" (CR 701.21a; ``sim.rules.edicts``). Each writer takes the
program's subject namer (``render_effects._Names.who``) and the instruction; kept out of
``render_effects``, whose writer class is at its size limit."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as pg
from sim.model.draw_verbs import MAY_DRAW, SHUFFLE_HAND_DRAW, YOU_TOO
from sim.model.edict_qualities import COMBAT_QUALITIES, GREATEST_POWER
from sim.model.player_verbs import (
    AND_LOSES,
    DISCARD_DRAW_THAT_MANY,
    DISCARD_HAND,
    DRAW_ADDITIONAL,
    EXILE_GRAVEYARD,
    GET_POISON,
    HAND_TO_TOP,
    SACRIFICE_UNLESS_DISCARD,
    SHUFFLE_HAND_GRAVEYARD,
    SHUFFLE_LIBRARY,
    UNTAP_LANDS,
)
from sim.model.programs import Op
from sim.text.render_flash import FLASH_WRITERS
from sim.text.render_hand_looks import HAND_LOOK_WRITERS
from sim.text.render_restrictions import RESTRICTION_WRITERS
from sim.text.wording import Piece, alt, number, op_number

#: a program's subject namer: ``who`` as its words
Namer = Callable[[str], Piece]


def edict(name: Namer, op: Op) -> Piece:
    """"target player sacrifices a creature", "each player sacrifices two creatures",
    "sacrifice a land" (the controller, CR 701.21a)."""
    kinds = op.card or "permanent"
    many = op.amount > 1 or op.x
    noun: Piece = f"{kinds}s" if many else kinds
    if op.rule in COMBAT_QUALITIES:  # "an attacking creature" (``edict_qualities``)
        noun = (op.rule, " ", noun)
    elif op.rule == GREATEST_POWER:
        noun = (noun, " with the greatest power among creatures ",
                alt("they control", "that player controls"))
    elif op.rule:
        noun = (noun, " ", op.rule)  # "with flying"
    count = op_number(op, article=True)  # "that many" (``sim.text.that_many_amounts``)
    if op.who == pg.YOU:
        return ("sacrifice ", count, " ", noun)
    return (name(op.who), " sacrifices ", count, " ", noun)


def draw_additional(name: Namer, op: Op) -> Piece:
    """"that player draws an additional card", "draw two additional cards" (CR 121.1)."""
    cards = "an additional card" if op.amount == 1 and not op.x else \
        (number(op.amount, op.x), " additional cards")
    if op.who == pg.YOU:
        return (alt("draw ", "you draw "), cards)
    return (name(op.who), " draws ", cards)


def discard_hand(name: Namer, op: Op) -> Piece:
    """"discard your hand", "each player discards their hand" (CR 701.9a)."""
    if op.who == pg.YOU:
        return (alt("discard ", "you discard "), "your hand")
    return (name(op.who), " discards their hand")


def discard_draw_that_many(name: Namer, op: Op) -> Piece:
    """"discard all the cards in your hand, then draw that many cards" (CR 701.9a, 121.1)."""
    if op.who == pg.YOU:
        return "discard all the cards in your hand, then draw that many cards"
    return (name(op.who), " discards all the cards in their hand, then draws that many cards")


def get_poison(name: Namer, op: Op) -> Piece:
    """"each opponent gets a poison counter", "you get two poison counters" (CR 122.1f)."""
    many = op.amount > 1 or op.x
    counters = (op_number(op, article=True), " poison counters" if many else
                " poison counter")
    if op.who == pg.YOU:
        return ("you get ", *counters)
    return (name(op.who), " gets ", *counters)


def shuffle_hand_graveyard(name: Namer, op: Op) -> Piece:
    """"each player shuffles their hand and graveyard into their library" (CR 701.24a)."""
    if op.who == pg.YOU:
        return "shuffle your hand and graveyard into your library"
    return (name(op.who), " shuffles their hand and graveyard into their library")


def sacrifice_unless_discard(name: Namer, op: Op) -> Piece:
    """"sacrifice ~ unless you discard a card", "... a land card", "... a card at random"
    (CR 118.12a, 701.9a-b)."""
    kind = f"{op.card} card" if op.card else "card"
    article = "an " if kind[0] in "aeiou" else "a "
    random = " at random" if op.rule == pg.DISCARD_RANDOM else ""
    return ("sacrifice ", name(op.who), " unless you discard ", article, kind, random)


def and_loses(name: Namer, op: Op) -> Piece:
    """"... and loses 2 life": the player of the instruction before (CR 119.3)."""
    return ("and loses ", number(op.amount, op.x, article=True), " life")


def exile_graveyard(name: Namer, op: Op) -> Piece:
    """"exile target player's | each opponent's | your graveyard", "exile all graveyards"
    (CR 406.2)."""
    if op.who == pg.YOU:
        return "exile your graveyard"
    if op.who == pg.EACH_PLAYER:
        return alt("exile all graveyards", "exile each player's graveyard")
    return ("exile ", name(op.who), "'s graveyard")


def hand_to_top(name: Namer, op: Op) -> Piece:
    """"put a card | two cards from your hand on top of your library [in any order]" (CR
    401.4: the order is said of two cards or more)."""
    if op.amount == 1:
        return "put a card from your hand on top of your library"
    return ("put ", number(op.amount), " cards from your hand on top of your library in any "
            "order")


def untap_lands(name: Namer, op: Op) -> Piece:
    """"untap up to two lands [you control]" (CR 701.26b)."""
    return ("untap up to ", number(op.amount), " lands", " you control" if op.rule else "")


def you_and_draw(name: Namer, op: Op) -> Piece:
    """"you and target opponent | defending player | that player each draw N cards" (CR
    121.1; ``sim.text.draw_rules``)."""
    cards = "that many cards" if op.verb == pg.DRAW_THAT_MANY else "a card" if \
        op.amount == 1 and not op.x else (number(op.amount, op.x), " cards")
    return ("you and ", name(op.who), " each draw ", cards)


def shuffle_hand_draw(name: Namer, op: Op) -> Piece:
    """"shuffle the cards from your hand into your library, then draw that many cards" (CR
    701.24a, 121.1), "each player shuffles ... their ..., then draws ..."."""
    if op.who == pg.YOU:
        return "shuffle the cards from your hand into your library, then draw that many cards"
    return (name(op.who), " shuffles the cards from their hand into their library, then draws "
            "that many cards")


#: the writers of the verbs of this module, by verb (or by ``Op.rule``: ``AND_LOSES``)
PLAYER_WRITERS: dict[str, Callable[[Namer, Op], Piece]] = {
    pg.SACRIFICE: edict, DRAW_ADDITIONAL: draw_additional, DISCARD_HAND: discard_hand,
    AND_LOSES: and_loses, SHUFFLE_HAND_GRAVEYARD: shuffle_hand_graveyard,
    SACRIFICE_UNLESS_DISCARD: sacrifice_unless_discard,
    DISCARD_DRAW_THAT_MANY: discard_draw_that_many, GET_POISON: get_poison,
    EXILE_GRAVEYARD: exile_graveyard, HAND_TO_TOP: hand_to_top,
    SHUFFLE_LIBRARY: lambda name, op: alt("shuffle your library", "shuffle"),  # 701.24a
    UNTAP_LANDS: untap_lands, YOU_TOO: you_and_draw,
    MAY_DRAW: lambda name, op: (name(op.who), " may draw a card"),  # 603.5 (draw_rules)
    SHUFFLE_HAND_DRAW: shuffle_hand_draw}
PLAYER_WRITERS.update(HAND_LOOK_WRITERS)  # CR 402.3 (``render_hand_looks``)
PLAYER_WRITERS.update(RESTRICTION_WRITERS)  # CR 101.2 (``render_restrictions``)
PLAYER_WRITERS.update(FLASH_WRITERS)  # CR 702.8a, 611.2a (``render_flash``)


def player_writer(op: Op) -> Callable[[Namer, Op], Piece] | None:
    """The writer of ``op`` among this module's: by its ``Op.rule`` (``AND_LOSES``) or its
    verb; None when it is written elsewhere."""
    return PLAYER_WRITERS.get(op.rule) or PLAYER_WRITERS.get(op.verb)

#: "that player loses" or "they lose" (CR 603.2: the player the trigger's event names;
#: ``oracle.lark``'s "they lose 2 life")
THEY_LOSE: dict[str, Piece] = {pg.THAT_PLAYER: alt(" loses ", " lose ")}

#: the verbs of a player's hand and library written here (``render_effects._BY_PLAYER``:
#: "..., then draws seven cards" names no player again)
PLAYER_VERBS = frozenset((DRAW_ADDITIONAL, DISCARD_HAND, SHUFFLE_HAND_GRAVEYARD))


__all__ = ["PLAYER_VERBS", "PLAYER_WRITERS", "THEY_LOSE", "and_loses", "discard_draw_that_many",
           "discard_hand", "draw_additional", "edict", "exile_graveyard", "get_poison",
           "hand_to_top", "player_writer", "sacrifice_unless_discard", "shuffle_hand_graveyard",
           "untap_lands"]

#: the players an instruction joined by " and " to the one before may begin with ("you draw
#: two cards and each opponent discards two cards", CR 608.2c; ``sim.text.draw_rules``)
THEN_PLAYERS = ("each opponent ", "target opponent ", "each player ", "target player ")
