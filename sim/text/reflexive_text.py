"""Reading reflexive triggered abilities (CR 603.12): "you may sacrifice another creature.
When you do, destroy target nonland permanent", "you may pay 2 life. When you do, ...", "you
may discard a card. When you do, ...", "sacrifice ~. When you do, ...": ``when_you_do`` makes
the instruction ``WHEN_YOU_DO`` (``sim.rules.reflexive``) and the reflexive ability's program
(``Program.reflexive``) for ``sim.text.effect_text.read_effect``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sim.model.cost_option_verbs import COST_OPTION
from sim.model.may_verbs import FROM_YOUR_ZONE
from sim.model.programs import (
    BITE,
    DAMAGE,
    DISCARD,
    DRAW,
    EXILE,
    GAIN_CONTROL,
    PAY_ENERGY,
    PAY_LIFE,
    PAY_MANA,
    REMOVE_COUNTERS,
    RETURN_LAND,
    SACRIFICE_COST,
    SACRIFICE_IT,
    SELF,
    TAP,
    THAT,
    TOKEN,
    TOP_CARD,
    WHEN_YOU_DO,
    YOU,
    Op,
    Program,
    TargetSpec,
)
from sim.model.zone_verbs import RETURN_CHOSEN
from sim.text.keyword_names import normalize, self_reference

#: a reflexive triggered ability's sentence (CR 603.12)
WHEN_YOU_DO_WORDS = "when you do, "
#: the verbs whose being done or not ``Resolving.unpaid`` records (CR 118.12): the optional
#: costs, "sacrifice ~", "discard a card"
_DONE_OR_NOT = frozenset((PAY_LIFE, PAY_MANA, PAY_ENERGY, SACRIFICE_COST, SACRIFICE_IT,
                          DISCARD, COST_OPTION,  # "you may <cost>" (``cost_option_text``)
                          REMOVE_COUNTERS))  # "... two oil counters from it" (122.1, 118.3)
#: the instructions whose being done ``sim.rules.reflexive_done`` notes before "when you do":
#: "exile it | ~" (406.2), "tap it | ~" (701.26a), and "return a land you control to its
#: owner's hand" (each does nothing when it can't be done)
_NOTED = frozenset((EXILE, TAP))
#: words naming what the instruction before did, or the trigger's object: not read in a
#: reflexive ability (its "that creature" is not the trigger's)
_REFUSED = ("that creature", "that card", "that player", "sacrificed", "discarded",
            "exiled card", "this way", " it ", " its ", "it's")
#: of ``_REFUSED``, the words that name the reflexive ability's own target once it is named
#: ("put a +1/+1 counter on target attacking creature. It gains trample ...", 603.12, 115.1)
_ITS_TARGET = frozenset((" it ", " its ", "it's"))
#: the words of a search naming the card found (``sim.text.library_rules``), not what was done
_FOUND = (" put it onto the battlefield", " reveal it, put it into your hand")


def noted(op: Op) -> bool:
    """Whether ``sim.rules.reflexive_done`` notes whether ``op`` was done, so that "when you
    do" / "if you do" (CR 603.12, 118.12 wording) may follow it: "exile it | ~", "tap it | ~",
    "return a land | another creature you control to its owner's hand" (115.1: chosen as it
    resolves; none there, none returned)."""
    return op.verb in _NOTED and op.who in (SELF, THAT) or op.verb == RETURN_LAND and \
        op.who == YOU or op.verb == RETURN_CHOSEN and op.who.startswith("group:")


def done_or_noted(op: Op) -> bool:
    """Whether "you may <op>. if you do, ..." is done only if ``op`` was (CR 118.12): "you may
    sacrifice ~", the top card's instruction, one ``noted``, "you may draw a card" (121.1:
    a draw chosen is made, so "if you do" holds whenever the player chose it), or "you may
    create <N> ... tokens" (111.2, ``_tokens``)."""
    return op.verb in (SACRIFICE_IT, TOP_CARD) or noted(op) or op.verb == DRAW and \
        op.who == YOU and op.amount == 1 and not op.x and op.per is None or _tokens(op)


def _tokens(op: Op) -> bool:
    """Whether ``op`` creates a fixed number of tokens for its controller ("create two 1/1
    blue Faerie creature tokens with flying", "you may create a 2/2 green Wolf creature
    token"): always done as it is reached (CR 111.2), so "when you do" / "if you do" after it
    holds (603.12, 118.12)."""
    return op.verb == TOKEN and op.who == YOU and not op.x and op.per is None and \
        op.for_each < 0 and op.count >= 1 and not op.delayed and not op.kicked


def _tokens_alone(ops: list[Op]) -> bool:
    """Whether ``ops`` is one instruction creating a fixed number of tokens (``_tokens``;
    nothing else before it records whether it was done)."""
    return len(ops) == 1 and _tokens(ops[0])


def _names_the_action(key: str, word: str) -> bool:
    """Whether ``word`` in the reflexive ability's words ``key`` may name what the instruction
    before it did or the trigger's object (CR 603.12): anywhere for most words; "it" only
    before the ability's first target is named (after it, "it" is that target, 115.1)."""
    at = key.find(word)
    if at < 0:
        return False
    first_target = key.find(" target ")
    return word not in _ITS_TARGET or first_target < 0 or at < first_target


def _partly_done(op: Op, optional: bool) -> bool:
    """Whether ``op`` may be done in part, so that whether "you do" is not known: "remove two
    oil counters from it" not after "you may" (an effect does as much as it can, CR 609.3;
    after "you may" it is a cost, paid in full or not at all, 118.3, 118.12)."""
    return op.verb == REMOVE_COUNTERS and not optional and (op.amount != 1 or op.x)


def when_you_do(ops: list[Op], text: str, read: Callable[[str], Program], card_name: str,
                optional: bool = False, targets: Sequence[TargetSpec] = ()
                ) -> tuple[Op, Program] | None:
    """"<instruction>. When you do, <effect>" (CR 603.12): the instruction ``WHEN_YOU_DO``,
    which triggers the ability only if the instruction before (the last of ``ops``; chosen
    after "you may" when ``optional``; on the ability's one target of ``targets``: "exile
    target creature card from a graveyard", ``done_on_its_target``) was done (118.12), and
    the reflexive ability's program,
    ``read`` from ``text`` (the sentences after "when you do, "); None when the instruction
    before does not record whether it was done, or the effect names what it did."""
    last = ops[-1]
    if last.verb not in _DONE_OR_NOT and not noted(last) and not _tokens_alone(ops) and not (
            len(ops) == 1 and done_on_its_target(last, targets)) or \
            any(op.if_paid for op in ops) or last.verb == DISCARD and last.who != YOU or \
            _partly_done(last, optional):
        return None
    key = " " + self_reference(normalize(text), card_name).lower() + " "
    for found in _FOUND:  # a searched-for card's "it" (701.23a)
        key = key.replace(found, "")
    if any(_names_the_action(key, word) for word in _REFUSED):
        return None
    then = read(text)
    if not then.runnable:
        return None
    return Op(WHEN_YOU_DO), then


def reflexive_part(ops: list[Op], sentences: list[str], read: Callable[[str], Program],
                   card_name: str, optional: bool = False,
                   targets: Sequence[TargetSpec] = ()
                   ) -> tuple[list[Op], Program | None, list[str]]:
    """The program's instructions, reflexive ability and unsupported sentences once
    ``sentences`` (from "when you do, " on, the program's last) are read after ``ops``
    (``when_you_do``; ``optional``: they follow the first sentence's "you may"; none read: all
    unsupported)."""
    text = " ".join(sentences).strip()[len(WHEN_YOU_DO_WORDS):]
    made = when_you_do(ops, text, read, card_name, optional, targets)
    if made is None:
        return ops, None, [s.strip() for s in sentences]
    return [*ops, made[0]], made[1], list(made[1].unsupported)


#: the instructions on the ability's one target that are done whenever chosen: exile it (CR
#: 406.2), have the source deal damage to it (120.3; "equal to its power": ``BITE``), gain
#: control of it (613.1b): none has a part that may fail once its target is legal
_ON_ITS_TARGET = frozenset((EXILE, DAMAGE, BITE, GAIN_CONTROL))


def done_on_its_target(op: Op, targets: Sequence[TargetSpec]) -> bool:
    """Whether ``op`` acts on the ability's one target in a way done whenever chosen ("you may
    exile target creature card from a graveyard", "you may have it deal damage equal to its
    power to target creature", "you may gain control of target artifact defending player
    controls"): the ability resolves only with its target legal (CR 608.2b), so the player who
    chose it did it, and "if you do" holds (118.12: it checks whether the player chose to pay,
    whatever events then occurred — damage prevented is still "done"); or whether it records
    whether it was done (``Resolving.unpaid``): "exile a <kind> card from your graveyard",
    "put a <kind> card from your hand onto the battlefield" (none: not done)."""
    if op.verb in FROM_YOUR_ZONE:
        return True
    if op.verb in (DAMAGE, BITE) and (op.for_each >= 0 or op.per is not None or op.divided or
                                      op.rule not in ("", SELF)):
        return False  # a source other than ~ (its own target), or damage counted otherwise
    return op.verb in _ON_ITS_TARGET and op.who == "target:0" and len(targets) == 1 and \
        not targets[0].up_to and not targets[0].optional
