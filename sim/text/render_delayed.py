"""Delayed instructions (CR 603.7a; ``sim.text.delayed_text``) rendered back to Oracle text:
the moment around an instruction's sentence, and the instructions only delayed abilities
do."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from sim.model import programs as pg
from sim.model.it_is_kinds import IT_IS, THAT_CARD_IS
from sim.model.keyword_verbs import THEM
from sim.model.land_history import INSTEAD_REF
from sim.model.programs import Op
from sim.model.pump_verbs import PT_CHOICE
from sim.text.condition_text import only_if
from sim.text.instead_text import plain_group_pump
from sim.text.object_condition_text import OBJECT_IF
from sim.text.wording import Piece, alt, number

#: the object the instruction before made or put onto the battlefield (``pg.CREATED``, CR
#: 608.2c): a token just created, a card put from its controller's hand
CREATED_WORDS = alt("it", "that token", "that creature", "that artifact")

def granting(op: Op) -> frozenset[tuple[str, str]]:
    """The parameters of ``op`` that are what it grants ("gets +4/+4 and gains flying"): all
    but the marks of an instruction done instead of the one before it (CR 608.2c)."""
    return frozenset(p for p in op.params if p[0] not in (pg.INSTEAD_IF, pg.INSTEAD_WORD, IT_IS,
                                                          OBJECT_IF, PT_CHOICE, THAT_CARD_IS))


def instead(op: Op, body: Piece, before: Op | None = None) -> Piece:
    """An instruction done instead of the one before it if a condition holds (issue 29; CR
    608.2c, ``sim.text.instead_text``): "[metalcraft — ]<body> instead if <condition>", a
    damage instruction's body "~ deals N damage" (to what the one before deals it to)."""
    marks = dict(op.params)
    condition = marks.get(pg.INSTEAD_IF)
    if condition is None:
        return only_if(op, body)  # "if it's your turn, scry 2" (608.2c)
    word = marks.get(pg.INSTEAD_WORD)
    if before is not None and _more_of(before, op):  # (kicked, or a condition)
        body = alt(body, ("create ", number(op.count), " of those tokens"))
    elif condition == pg.KICKED and before is not None and plain_group_pump(before) and \
            before.who == op.who and plain_group_pump(attrs.evolve(op, params=granting(op))):
        body = alt(body, f"those creatures get {op.power:+d}/{op.toughness:+d} until end of turn")
        # ("those creatures": the group of the one before)
    if condition == pg.KICKED:  # "if ~ was kicked, <body> instead" (CR 702.33d): damage to
        short = (alt("~", "it"), " deals ", number(op.amount), " damage")  # what the one
        return ("if ", alt("~", "it", "this spell"), " was kicked, ",  # before deals it to
                alt(short, body) if op.verb == pg.DAMAGE else body, " instead")  # or its own
    head = f"{word} — " if word else ""
    ref = marks.get(INSTEAD_REF)
    if ref is not None:  # the pair "if <condition>, ~ deals N damage to <ref> and N damage to
        amount = number(op.amount)  # <ref> instead" (``sim.text.instead_text._pair``)
        return ("and ", amount, " damage to ", ref, " instead") if op.rule == "and" else \
            (head, "if ", condition, ", ", alt("~", "it"), " deals ", amount, " damage to ", ref)
    if op.verb == pg.DAMAGE:  # "if <condition>, it deals N damage instead": "it" is ~
        body = (alt("~", "it"), " deals ", number(op.amount), " damage")
    return alt((head, body, f" instead if {condition}"),  # either order (608.2c)
               (head, "if ", condition, ", ", body, " instead"))


def _more_of(before: Op, op: Op) -> bool:
    """Whether ``op`` creates the tokens ``before`` creates, another number of them ("create
    two 1/1 ... tokens. if ~ was kicked, create four of those tokens instead")."""
    return before.verb == op.verb == pg.TOKEN and repr(before.token) == repr(op.token) and \
        before.who == op.who and before.tapped == op.tapped and \
        before.attacking == op.attacking and not (before.x or op.x or before.rule or op.rule)


def delayed(op: Op, body: Piece, after: Sequence[Op] = ()) -> Piece:
    """A delayed instruction (CR 603.7a) with its moment after it (or, for the next end step
    and your next upkeep, before it); the token just created is "it" ("... token. sacrifice it
    at ..."); the optional cost of "pay {2}. if you don't, ..." is "pay" (118.12), and the
    sentence after it belongs to the same ability (no moment of its own). A "pay" with no "if
    you don't" after it (``after``: the instructions that follow) renders as no text does: it
    is not the optional cost the engine runs."""
    if op.if_paid:
        return body
    if op.verb == pg.PAY_MANA and not (after and after[0].if_paid == pg.NOT_PAID and
                                       after[0].delayed == op.delayed):
        return "<pay with nothing if not paid>"
    if op.who == pg.CREATED and op.verb == pg.BOUNCE and op.rule != THEM:  # a card put from
        body = ("return ", alt("it", "that creature"), " to ",  # your hand (``follow_text``)
                alt("its owner's hand", "your hand"))
    elif op.who == pg.CREATED:  # sacrificed or exiled (``sim.text.delayed_text``)
        verb = "sacrifice " if op.verb == pg.SACRIFICE_IT else "destroy " if \
            op.verb == pg.DESTROY else "exile "  # (CR 701.8a: "destroy it at ...")
        body = (verb, alt("them", "those tokens", "the tokens") if op.rule == THEM else
                alt("it", "that token", "the token", "that creature", "the creature"))
    elif op.verb == pg.PAY_MANA:
        body = f"pay {op.rule.lower()}"
    if op.rule == pg.ACTIVATED_TIMES:  # "if this ability has been activated four or more
        # times this turn, ..." (608.2c)
        body = ("if this ability has been activated ", number(op.count),
                " or more times this turn, ", body)
        return (body, f" at the beginning of the {op.delayed}")
    if op.delayed == pg.NEXT_END_OF_COMBAT:  # CR 511.2: "at end of combat"
        return alt((body, " at end of combat"), ("at end of combat, ", body))
    moment = f" at the beginning of the {op.delayed}"
    if op.delayed == pg.NEXT_YOUR_UPKEEP:
        return ("at the beginning of your next upkeep, ", body)
    if op.delayed == pg.NEXT_END_STEP:
        return alt((body, moment), (moment[1:], ", ", body))
    return (body, moment)
