"""Reading optional instructions (CR 603.5, 608.2c) that are not a whole program's "you may":
a later sentence's "you may <instruction>" ("destroy target artifact. you may put a land card
from your hand onto the battlefield"), a first sentence's followed by sentences done either
way ("you may tap or untap target creature. draw a card at the beginning of the next turn's
upkeep"), each instruction marked ``Op.if_paid`` ``MAY`` (``sim.rules.may_ops`` asks); and
which instructions record whether they were done, so that "if you do, ..." / "if you don't,
..." (118.12 wording) may follow them (``Resolving.unpaid``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from sim.model.may_verbs import (
    EXILE_FROM_GRAVEYARD,
    EXILE_FROM_HAND,
    FROM_HAND,
    MAY,
    functions_in_graveyard,
)
from sim.model.programs import (
    DISCARD,
    DRAW,
    IF_YOU_DO,
    NOT_PAID,
    PAID,
    REMOVE_COUNTERS,
    SACRIFICE_IT,
    WHEN_YOU_DO,
    YOU,
    Op,
    Program,
    Triggered,
)
from sim.model.this_way_verbs import MILLED_TO_HAND
from sim.text.effect_sentences import have_sentence
from sim.text.reflexive_text import noted
from sim.text.this_way_text import milled_choice

#: the verbs whose being done or not ``Resolving.unpaid`` records once chosen (a discard,
#: CR 701.9a; "sacrifice ~", 701.21a; a card from the hand, 305.4), or that are always done
#: once chosen (a draw, 121.1): "if you do" / "if you don't" may follow them
_DONE_OR_NOT = frozenset((DISCARD, SACRIFICE_IT, FROM_HAND, DRAW, REMOVE_COUNTERS,
                          MILLED_TO_HAND, EXILE_FROM_GRAVEYARD, EXILE_FROM_HAND))
#: those of them that record it when mandatory too: a discard, "sacrifice ~", "remove a
#: -1/-1 counter from ~" (122.1: none there, none removed)
_DONE_WHEN_ABLE = frozenset((DISCARD, SACRIFICE_IT, REMOVE_COUNTERS, EXILE_FROM_GRAVEYARD,
                             EXILE_FROM_HAND))


def records_done(ops: list[Op], chosen: bool) -> bool:
    """Whether "if you do, ..." / "if you don't, ..." may follow the last of ``ops``: an
    instruction that records whether it was done (a mandatory discard or sacrifice, CR
    118.12 wording), or, ``chosen`` after "you may", one always done once chosen (a draw)."""
    if not ops or ops[-1].if_paid and ops[-1].if_paid != MAY:
        return False
    last = ops[-1]
    if last.verb in (DISCARD, DRAW) and last.who != YOU:
        return False
    if not last.if_paid and noted(last):  # "exile it. if you do, ..." (``reflexive_done``)
        return True
    return last.verb in _DONE_OR_NOT and (chosen or last.verb in _DONE_WHEN_ABLE)


def later_may(s: str, read: Callable[[str], list[Op] | None], ops: list[Op]) -> list[Op] | None:
    """"You may <instruction>" in a later sentence (CR 603.5) after ``ops``: its instructions,
    each marked ``MAY`` (asked as the first is reached), or None when not read."""
    rest = have_sentence(s[len("you may "):])  # "you may have it deal ..."
    if rest.startswith(("gain ", "lose ")):
        rest = "you " + rest  # "you may gain 3 life": the controller does
    found = read(rest) or milled_choice(rest, ops)  # "... from among them" (608.2c)
    if not found or any(op.if_paid or op.kicked or op.delayed for op in found):
        return None
    return [attrs.evolve(op, if_paid=MAY) for op in found]


def split_optional(ops: list[Op], first: int) -> tuple[list[Op], bool]:
    """The instructions of a program whose first sentence's ``first`` instructions follow
    "you may", and whether the whole program is optional (603.5): it is when every later
    instruction is done only "if you do"; otherwise the first sentence's are marked ``MAY``
    and the others are done either way (608.2c)."""
    rest = ops[first:]
    named = {op.who for op in ops[:first]} - {YOU, ""}
    if all(op.if_paid or op.rule == IF_YOU_DO or op.verb == WHEN_YOU_DO for op in rest) or \
            any(op.if_paid or op.kicked for op in ops[:first]) or \
            any(op.who in named or op.verb == WHEN_YOU_DO for op in rest):
        return ops, True  # a later sentence about what the optional one acted on: not either way
    mine = [attrs.evolve(op, if_paid=MAY) for op in ops[:first]]
    return mine + [attrs.evolve(op, if_paid=MAY) if op.rule == IF_YOU_DO and not op.if_paid
                   else op for op in rest], False


def _loose(ops: list[Op]) -> bool:
    """Whether an instruction done either way names what a ``MAY`` sentence before it acted on
    ("you may put a creature card ... . that creature gains haste"): it would act on it though
    the player declined, so the program is not run."""
    named: set[str] = set()
    for op in ops:
        if op.if_paid == MAY:
            named |= {op.who} - {YOU, ""}
        elif op.if_paid not in (PAID, NOT_PAID) and op.who in named:
            return True
    return False


def settle_may(ops: list[Op], first: int, optional: bool, otherwise: list[Op]
               ) -> tuple[list[Op], bool, list[Op], bool]:
    """A program's instructions, whether it is optional as a whole (CR 603.5), its "if you
    don't" instructions (702.123a) and whether it is read soundly (``_loose``), once every
    sentence is read: ``first`` instructions follow the first sentence's "you may" (0: none).
    "You may <a>. <b>": b is done either way (``split_optional``); "you may <a>. if you don't,
    <b>" after an instruction that records whether it was done: b is done also when a was
    chosen but not done ("you may put a land card from your hand ...": none in hand, 118.12
    wording)."""
    if optional and first > 0 and otherwise:
        if first == len(ops) and records_done(ops, True) and ops[-1].verb != DRAW:
            ops = [attrs.evolve(op, if_paid=MAY) for op in ops] + \
                [attrs.evolve(op, if_paid=NOT_PAID) for op in otherwise]
            return ops, False, [], True
        return ops, optional, otherwise, True
    if optional and first > 0:
        ops, optional = split_optional(ops, first)
    return ops, optional, otherwise, not _loose(ops)


def returns_unmodelled(model: object, types: Sequence[str]) -> bool:
    """Whether ``model``, an ability of a card of ``types``, returns its card from the
    graveyard in a way the engine doesn't model, so that its clause is not run: an
    ability triggering as what it enchants or equips leaves (113.6k: it functions on the
    battlefield then, looking back)."""
    program = model if isinstance(model, Program) else getattr(model, "program", None)
    if not isinstance(program, Program) or not functions_in_graveyard(program):
        return False
    return isinstance(model, Triggered) and model.subject.startswith(("enchanted", "equipped"))
